#pragma once

// A game of Invisible Chess between the user and the paper's advisor player (core/invisible):
// the model behind the Invisible Chess window, on Qt Core alone so that tests drive it as the
// window does.
//
// The user sees what the rules let them see (humanView(): the board without the computer's
// invisible pieces), tries moves (attempt()), and is told how each came out; the computer thinks
// on a thread of its own (thinkingChanged) and the window never waits for it. Every turn is kept,
// so that when the game is over it can be replayed with everything visible, and saved as PGN and
// read back (core/invisible/record.h).

#include "invisible/advisors.h"
#include "invisible/record.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace kibitz::ui {

struct InvisibleSetup {
    chess::Color human = chess::White;
    invisible::InvisibleSet sets[chess::ColorCount] = {{"2B", {chess::FileC, chess::FileF}},
                                                       {"2B", {chess::FileC, chess::FileF}}};
    invisible::PlayerSettings computer; // its advisors' weights, search depth, worlds, seed
};

// One line of the log of attempts.
struct AttemptEntry {
    int turn = 0; // 0-based, as moveNumberText() numbers it
    chess::Color side = chess::White;
    QString text; // "12. Bc1-a3: impossible, Black's bishop is on b2; turn lost"
    invisible::Verdict verdict = invisible::Verdict::Accepted;
};

class InvisibleSession : public QObject {
    Q_OBJECT

public:
    explicit InvisibleSession(QObject* parent = nullptr);
    ~InvisibleSession() override; // waits for the computer's move in progress, if any

    // Starts a new game (the computer moves at once if it has White).
    void newGame(const InvisibleSetup& setup);
    // Loads a saved game: the user takes `human`'s side. A game not over goes on from its end.
    // Gives the error when the file's turns do not replay.
    std::optional<QString> load(const invisible::InvisibleGameFile& file, chess::Color human,
                                const invisible::PlayerSettings& computer);
    // The user tries `move`. Nothing (and no change) when it is not the user's turn or the move
    // is not one the user could believe possible (humanMoves()).
    std::optional<invisible::Resolution> attempt(chess::Move move);
    // Ends the game in the computer's favour.
    void resign();

    const InvisibleSetup& setup() const { return setup_; }
    bool started() const { return game_ != nullptr; }
    bool thinking() const { return thinking_; }
    bool humansTurn() const;
    bool over() const;
    QString resultText() const; // "1-0", "0-1", "1/2-1/2", "*"
    QString statusText() const; // "Your move", "Kibitz is thinking…", "White won by checkmate"

    // The board as the user knows it: the true position without the computer's invisible pieces.
    chess::Position humanView() const;
    // The squares of the user's own invisible pieces (drawn as such).
    chess::Bitboard humanHiddenSquares() const;
    // The moves the user may try: legal in some placement of the computer's invisible pieces
    // that the user's belief allows (illegal attempts of this turn left out).
    std::vector<chess::Move> humanMoves() const;
    // The user's belief about each of the computer's invisible pieces.
    int enemyHiddenCount() const;
    QString enemyHiddenName(int k) const; // "Black's queen's bishop (c8)", "… (captured)"
    std::array<double, chess::SquareCount> enemyBelief(int k) const;

    // Per turn (after it), each side's uncertainty about the other's pieces, in bits (the
    // paper's eq. 3): [White], [Black]. The first entry is the start (0, 0).
    const std::vector<std::array<double, 2>>& entropyBits() const { return entropy_; }
    const std::vector<AttemptEntry>& log() const { return log_; }

    // Replay, once the game is over: the true board after `turns` turns (0: the start) and where
    // both sides' invisible pieces were.
    int turnCount() const { return int(turns_.size()); }
    chess::Position truthAfter(int turns) const;
    chess::Bitboard hiddenAfter(int turns) const;

    invisible::InvisibleGameFile file() const;

signals:
    void changed();
    void thinkingChanged(bool thinking);
    void gameOver(const QString& result);

private:
    struct ComputerTurn;
    void reset(const InvisibleSetup& setup);
    void startComputerTurn();
    void finishComputerTurn(std::shared_ptr<ComputerTurn> turn, unsigned generation);
    void recordTurn(const invisible::Game& before);
    // The log's line for an attempt made in `before` (the user's own, or what the user is told
    // of the computer's).
    void logAttempt(int turn, chess::Move move, const invisible::Resolution& r,
                    const invisible::Game& before);
    void checkOver();
    void waitForComputer();

    InvisibleSetup setup_;
    std::unique_ptr<invisible::Game> game_;
    std::unique_ptr<invisible::Belief> beliefs_[chess::ColorCount];
    std::shared_ptr<invisible::AdvisorPlayer> computer_;
    std::vector<std::vector<chess::Move>> turns_;
    std::vector<invisible::Game> snapshots_; // after each turn, [0] the start
    std::vector<std::array<double, 2>> entropy_;
    std::vector<AttemptEntry> log_;
    std::vector<chess::Move> triedThisTurn_;
    QString resigned_;
    bool thinking_ = false;
    unsigned generation_ = 0; // a new game makes a computer's move in progress stale
    std::thread worker_;
};

} // namespace kibitz::ui
