#pragma once

// An external UCI engine as the search that values a position for the look-ahead
// (analysis::RootValuer): `position fen`, `go nodes N`, and the last whole score it reports.
// Synchronous: it blocks the thread that calls it, which owns the engine process; one object per
// worker thread.

#include "analysis/lookahead.h"
#include "analysis/lookaheadpool.h"
#include "engines/engineprocess.h"
#include "engines/uciclient.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace kibitz::engines {

// A UCI score as search::Value: centipawns as they are (short of the tablebase and mate ranges:
// another engine's centipawns are never taken for Kibitz's tablebase verdict), a mate in n
// moves as the mate score n moves away, a mate longer than the search's mate range holds as the
// longest mate it holds (parseInfo has bounded n, so 2n cannot overflow). The one conversion:
// the value search and the live lines both use it.
search::Value searchValue(const UciScore& score);

class UciValuer final : public analysis::RootValuer {
public:
    // The options a value engine gets before any the user gives: one thread, since every worker
    // runs an engine of its own, and a 64 MB hash: the third look searches 5,000,000 nodes, which
    // overfill Stockfish's default 16 MB and change its score.
    static std::vector<std::pair<QString, QString>> defaultOptions() {
        return {{QStringLiteral("Threads"), QStringLiteral("1")},
                {QStringLiteral("Hash"), QStringLiteral("64")}};
    }

    // The strongest engine this machine has installed for the value search: Debian's Stockfish
    // (/usr/games/stockfish) when it is there and executable, else empty (the built-in engine).
    // The environment variable KIBITZ_STOCKFISH, when set, names another place to look; set
    // empty, it says there is none (the tests run the built-in engine so).
    static QString installedEngine();
    static constexpr const char* InstalledEngineVariable = "KIBITZ_STOCKFISH";

    // Starts the engine and waits for `uciok` and `readyok` (after the configuration's options).
    // nullptr on failure, with the reason in `error`. `stop` (if given, it must outlive the
    // valuer) cuts every wait short, the handshake's too: the stop flag of a whole run (Ctrl+C).
    static std::unique_ptr<UciValuer> start(const EngineConfig& config, QString* error,
                                            const std::atomic<bool>* stop = nullptr);
    ~UciValuer() override;
    UciValuer(const UciValuer&) = delete;
    UciValuer& operator=(const UciValuer&) = delete;

    // A new game for every position, so that the result depends on the position alone (with a
    // deterministic engine, one thread and a node limit). The position is sent as its FEN, so the
    // engine does not see repetitions before it. nullopt when stopped or when the engine failed;
    // after a failure the engine is not asked again (failed() is true, error() says why).
    // A silent engine is given up after ReplyTimeout; one that reports its speed, after twice the
    // time that speed needs for the nodes and that timeout besides. A bestmove without a legal
    // move (none, 0000) is a failure at once. When stopped, an engine that does not answer stop
    // within a second is killed (failed() but not reported: it failed no search).
    std::optional<analysis::RootValuation> value(const chess::Position& position,
                                                 std::uint64_t nodes,
                                                 const std::atomic<bool>& stop) override;
    // The same with `excluded` left out of the search (`go nodes N searchmoves` with every other
    // legal move).
    std::optional<analysis::RootValuation> valueWithout(const chess::Position& position,
                                                        chess::Move excluded, std::uint64_t nodes,
                                                        const std::atomic<bool>& stop) override;

    // Every legal move scored by one search with MultiPV set to their number (`go nodes N`); with
    // `sameTree`, no `ucinewgame` first (the engine keeps its hash within a tree). nullopt when
    // stopped, when the engine failed, or when it did not score every move (an engine without
    // MultiPV): that is no failure, the built-in search scores them, and the engine is not asked
    // to score moves again.
    std::optional<std::vector<search::RootMove>> scoreMoves(const chess::Position& position,
                                                            std::uint64_t nodes, bool sameTree,
                                                            const std::atomic<bool>& stop) override;

    bool failed() const { return failed_; }
    // Called once, with error(), when the engine fails.
    void onFailure(std::function<void(const QString&)> handler) { onFailure_ = std::move(handler); }
    const QString& error() const { return error_; }

private:
    UciValuer() = default;
    // value() and valueWithout(): `excluded` none searches every move.
    std::optional<analysis::RootValuation> search(const chess::Position& position,
                                                  std::uint64_t nodes,
                                                  const std::atomic<bool>& stop,
                                                  chess::Move excluded);
    // One search: MultiPV `lines`, `ucinewgame` unless `sameTree`, the position, `go GO` of
    // `nodes` nodes, each info line to `onInfo`; the best move in `best`. False when stopped or
    // when the engine failed (fail() has said why).
    bool run(const chess::Position& position, const std::string& go, std::uint64_t nodes, int lines,
             bool sameTree, const std::atomic<bool>& stop,
             const std::function<void(const UciInfo&)>& onInfo, UciBestMove& best);
    bool stopped(const std::atomic<bool>* also = nullptr) const;
    void fail(const QString& why);

    std::unique_ptr<UciClient> client_;
    QString name_;
    bool failed_ = false;
    int multiPv_ = 1;             // as last set
    bool scoresEveryMove_ = true; // until a search with MultiPV left a move unscored
    QString error_;
    std::function<void(const QString&)> onFailure_;
    const std::atomic<bool>* stop_ = nullptr;
};

// What makes one valuer per worker thread (analysis::LookaheadPoolOptions::makeValuer) running
// the engine of `config`. `notStarted` hears why an engine could not start, `failed` why one
// stopped answering; either way the built-in engine values that worker's positions (from then
// on). Both are called on the worker's thread and may be null. With `stop` set while an engine
// starts (Ctrl+C), the start fails without news.
analysis::ValuerFactory valuerFactory(EngineConfig config,
                                      std::function<void(const QString& why)> notStarted,
                                      std::function<void(const QString& why)> failed = {},
                                      const std::atomic<bool>* stop = nullptr);

} // namespace kibitz::engines
