#pragma once

// One game between two UCI engines: starts both, plays from an opening under a time control or
// a fixed search limit, referees it (the rules, the clocks, adjudication), and records it as PGN.
// An engine that crashes, hangs, runs out of time or plays an illegal move loses the game; the
// game always ends, and reports once through finished().

#include "adjudicator.h"
#include "chess/position.h"
#include "engineprocess.h"
#include "openings.h"
#include "pgn/game.h"
#include "timecontrol.h"
#include "uciprotocol.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::engines {

class UciClient;

struct GameSettings {
    // Exactly one of the clock or a fixed limit per move is used; the clock when no limit is set.
    TimeControl timeControl{0, milliseconds(10000), milliseconds(100)};
    std::optional<std::uint64_t> nodes;
    std::optional<int> depth;
    std::optional<milliseconds> moveTime;
    milliseconds timeMargin{50};      // lateness forgiven before the flag falls
    milliseconds startTimeout{10000}; // for `uci` and `isready` to be answered
    // No clock bounds a move under `nodes` or `depth`: this does, and a tenth of it is the
    // lateness allowed past `moveTime` (on top of `timeMargin`).
    milliseconds moveTimeout{60000};
    AdjudicationRules adjudication;
    bool forwardStderr = false;
    std::string event = "Kibitz match";
    std::string site = "?";
};

struct GameOutcome {
    enum class Result { WhiteWins, BlackWins, Draw, Unfinished };
    Result result = Result::Unfinished;
    // The PGN Termination tag: "normal", "adjudication", "time forfeit", "rules infraction",
    // "abandoned", "unterminated".
    std::string termination = "unterminated";
    std::string reason; // "White mates", "Black's engine crashed", ...
    // An engine's program could not be run at all (missing, not executable): no game was played,
    // and a match stops rather than score the next games the same way.
    bool engineDidNotStart = false;

    std::string resultText() const; // "1-0", "0-1", "1/2-1/2", "*"
};

class MatchGame : public QObject {
    Q_OBJECT

public:
    // `round` is the game's number in the match (the PGN Round tag).
    MatchGame(std::array<EngineConfig, 2> whiteBlack, Opening opening, GameSettings settings,
              int round, QObject* parent = nullptr);
    ~MatchGame() override;

    void start();
    // Ends the game now as unterminated (the match was interrupted).
    void abort();

    const GameOutcome& outcome() const { return outcome_; }
    const pgn::Game& game() const { return game_; }
    int round() const { return round_; }

signals:
    // Once, after the engines have been told to quit (or killed).
    void finished();
    // Every line to and from an engine, for --debug: side 0 is White.
    void engineTraffic(int side, bool sent, const QString& line);

private:
    struct Player;

    void onUciOk(int side);
    void onReadyOk(int side);
    void onInfo(int side, const UciInfo& info);
    void onBestMove(int side, const UciBestMove& best);
    void onEngineGone(int side, const std::string& why);
    void onTimeout();

    void requestMove();
    void recordMove(chess::Move move, const Player& mover, milliseconds used);
    bool refereeAfterMove(chess::Color mover, std::optional<int> score);
    void finish(GameOutcome::Result result, std::string termination, std::string reason);
    void onEngineExited();
    bool usesClock() const;
    std::string goArguments() const;
    static std::string sideName(chess::Color c);

    std::array<Player*, 2> players_{};
    Opening opening_;
    GameSettings settings_;
    int round_;
    enum class State { Starting, Playing, Finishing, Done } state_ = State::Starting;
    chess::Position position_;
    std::vector<std::string> uciMoves_;
    pgn::Game game_;
    pgn::NodeId current_ = pgn::GameTree::root();
    Adjudicator adjudicator_;
    GameOutcome outcome_;
    bool engineDidNotStart_ = false; // an engine's program failed to start: see GameOutcome
    QTimer watchdog_;
    QElapsedTimer moveTimer_;
};

} // namespace kibitz::engines
