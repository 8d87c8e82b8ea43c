#pragma once

// Ends games whose result is no longer in doubt, by the engines' own scores: a win when both
// engines agree for a run of moves that one side is far ahead, a draw when both have scored the
// position level for a run of moves late enough in the game. Mate and the draw rules are the
// referee's (the rules core's) business, not this class's.

#include "chess/types.h"

#include <optional>

namespace kibitz::engines {

struct AdjudicationRules {
    bool resignEnabled = true;
    int resignMoveCount = 4; // consecutive moves of each engine
    int resignScore = 1000;  // centipawns: the loser's score at most −this, the winner's at least
    bool drawEnabled = true;
    int drawMoveNumber = 40; // not before this full move
    int drawMoveCount = 8;   // consecutive moves of each engine
    int drawScore = 10;      // centipawns: |score| at most this
};

class Adjudicator {
public:
    enum class Verdict { None, WhiteWins, BlackWins, Draw };

    explicit Adjudicator(const AdjudicationRules& rules)
        : rules_(rules) {}

    // After each engine move: who moved, the full move number of that move, and the engine's
    // score of it from its own point of view (nullopt when it sent none: the runs start over).
    Verdict afterMove(chess::Color mover, int moveNumber, std::optional<int> centipawns);

private:
    AdjudicationRules rules_;
    int winning_[2] = {};
    int losing_[2] = {};
    int level_[2] = {};
};

} // namespace kibitz::engines
