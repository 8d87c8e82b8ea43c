#pragma once

// A match between two UCI engines: games from a list of openings, each opening played twice with
// colours swapped, several games at once, results tallied as they come in.

#include "matchgame.h"
#include "matchstats.h"

#include <QObject>

#include <array>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace kibitz::engines {

struct MatchSettings {
    int games = 2;
    int concurrency = 1;
    GameSettings game;
};

// What `uci` told about an engine.
struct EngineIdentity {
    QString name;
    std::vector<UciOption> options;
};

// A game that ended by an engine's failure: out of time, crashed, silent, an illegal move.
struct Forfeit {
    int round = 0;
    std::string white;
    std::string black;
    std::string result; // "1-0", ...
    std::string reason; // as in the game's PGN
};

// Starts the engine, waits for `uciok`, and quits it. An error names the engine and says what
// went wrong: it did not start, did not answer in time, or lacks an option the config sets.
Expected<EngineIdentity, std::string> probeEngine(const EngineConfig& config, milliseconds timeout);

class Match : public QObject {
    Q_OBJECT

public:
    // The engines must have their names set. Without openings every game starts from the
    // standard position.
    Match(std::array<EngineConfig, 2> engines, std::vector<Opening> openings,
          MatchSettings settings, QObject* parent = nullptr);

    void start();
    // Interrupts the running games (recorded as unterminated) and starts no new one.
    void stop();

    // Results so far, from the first engine's point of view.
    const GameCounts& counts() const { return counts_; }
    const PairCounts& pairs() const { return pairs_; }
    int unfinished() const { return unfinished_; }
    int played() const { return counts_.games() + unfinished_; }
    const std::map<std::string, int>& terminations() const { return terminations_; }
    // The games lost by an engine's failure, the first MaxListedForfeits of them (a long match
    // against a broken engine must not grow a list without end), and how many there were.
    const std::vector<Forfeit>& forfeits() const { return forfeits_; }
    int forfeitCount() const { return forfeitCount_; }
    static constexpr std::size_t MaxListedForfeits = 20;
    const std::array<EngineConfig, 2>& engines() const { return engines_; }
    // Why the match stopped early ("game 34: White's engine could not be started (...)"), or
    // empty. A game whose engine could not be run is not counted, and no new game starts.
    const std::string& failure() const { return failure_; }

signals:
    void gameStarted(int round, const QString& white, const QString& black);
    // The game object lives until control returns to the event loop.
    void gameFinished(const kibitz::engines::MatchGame& game);
    void engineTraffic(int round, const QString& engine, bool sent, const QString& line);
    void finished();

private:
    void launchNext();
    void onGameFinished(MatchGame* game);
    void tally(const MatchGame& game);

    std::array<EngineConfig, 2> engines_;
    std::vector<Opening> openings_;
    MatchSettings settings_;
    int nextRound_ = 1;
    bool stopping_ = false;
    std::set<MatchGame*> running_;
    GameCounts counts_;
    PairCounts pairs_;
    std::map<int, std::vector<double>> pairPoints_; // pair index -> first engine's points
    int unfinished_ = 0;
    std::map<std::string, int> terminations_;
    std::vector<Forfeit> forfeits_;
    int forfeitCount_ = 0;
    std::string failure_;
};

} // namespace kibitz::engines
