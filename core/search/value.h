#pragma once

// Scores of the search, in centipawns from the side to move's point of view, and the encoding of
// mate and tablebase scores (the shorter the mate, the larger the magnitude).
//
// From the top down: mates found within MaxPly plies (ValueMateInMaxPly and beyond); below them
// the band of tablebase wins, a position that an endgame table has won reached `ply` plies from
// the root (ValueTbWinInMaxPly to ValueTbWin); below that the evaluation, which never reaches the
// band. Losses mirror wins. A tablebase win is the table's exact verdict on a position the search
// reached, but not a mate: it is never printed as one (UCI and the PGN's [%eval] give it as
// centipawns, shownCentipawns) and the WDL models take it as the near-certain win it is.

#include "chess/types.h"

#include <cstdint>
#include <string>

namespace kibitz::search {

using Value = int;
using Depth = int;

inline constexpr int MaxPly = 128;

inline constexpr Value ValueZero = 0;
inline constexpr Value ValueDraw = 0;
inline constexpr Value ValueMate = 32000;
inline constexpr Value ValueInfinite = 32001;
inline constexpr Value ValueNone = 32002;
// A score beyond these is a mate found within MaxPly plies.
inline constexpr Value ValueMateInMaxPly = ValueMate - MaxPly;
inline constexpr Value ValueMatedInMaxPly = -ValueMateInMaxPly;
// A tablebase win at the root, and the least one (reached MaxPly plies from the root).
inline constexpr Value ValueTbWin = ValueMateInMaxPly - 1;
inline constexpr Value ValueTbWinInMaxPly = ValueTbWin - MaxPly;
inline constexpr Value ValueTbLossInMaxPly = -ValueTbWinInMaxPly;
// The largest evaluation: below every tablebase and mate score.
inline constexpr Value ValueMaxEvaluation = ValueTbWinInMaxPly - 1;

// Mate scores: delivering mate `ply` plies from the root, or being mated.
constexpr Value mateIn(int ply) {
    return ValueMate - ply;
}
constexpr Value matedIn(int ply) {
    return -ValueMate + ply;
}
constexpr bool isMateScore(Value v) {
    return v >= ValueMateInMaxPly || v <= ValueMatedInMaxPly;
}
// Moves (not plies) to mate for a mate score: > 0 the side to move mates, < 0 it is mated.
constexpr int mateInMoves(Value v) {
    return v > 0 ? (ValueMate - v + 1) / 2 : -(ValueMate + v) / 2;
}

// Tablebase scores: a position the tables have won (lost) for the side to move at the root,
// reached `ply` plies from the root.
constexpr Value tbWinIn(int ply) {
    return ValueTbWin - ply;
}
constexpr Value tbLossIn(int ply) {
    return -ValueTbWin + ply;
}
constexpr bool isTablebaseScore(Value v) {
    return !isMateScore(v) && (v >= ValueTbWinInMaxPly || v <= ValueTbLossInMaxPly);
}
// A mate or a tablebase win or loss: a result, not an evaluation.
constexpr bool isDecisiveScore(Value v) {
    return v >= ValueTbWinInMaxPly || v <= ValueTbLossInMaxPly;
}

// A tablebase score in centipawns, as UCI's `score cp` and the PGN's [%eval] show it: 20000 less
// the plies to the tabled position (GUIs take such a score as a tablebase win, Stockfish's
// convention), signed like the score. Other scores as they are.
inline constexpr int TablebaseCentipawns = 20000;
constexpr int shownCentipawns(Value v) {
    if (!isTablebaseScore(v)) return v;
    return v > 0 ? TablebaseCentipawns - (ValueTbWin - v) : -TablebaseCentipawns + (ValueTbWin + v);
}

// A score with the side it is from (after python-chess's PovScore), so that the turn to the other
// side is made here alone. Negating a mate score is not enough for its text: a mate in n plies
// and a mate against in n plies are n/2 moves apart, so the moves are counted on the score's own
// side and only their sign is turned.
struct SideScore {
    Value value = ValueZero;
    chess::Color side = chess::White;

    Value from(chess::Color viewer) const { return viewer == side ? value : -value; }
    Value white() const { return from(chess::White); }
    // Moves to mate for `viewer`: > 0 it mates, < 0 it is mated (a mate score only).
    int mateMovesFor(chess::Color viewer) const {
        return viewer == side ? mateInMoves(value) : -mateInMoves(value);
    }
};

// The score as a player reads it, from `viewer`'s standpoint: "+0.31" / "-1.20" / "0.00" in
// pawns, "#3" / "#-2" in moves to mate, "+TB" / "-TB" for a position an endgame table has won or
// lost (a result, not pawns).
std::string scoreText(const SideScore& score, chess::Color viewer);
// The same from the side the score is from (the side to move of a search).
inline std::string scoreText(Value score) {
    return scoreText({score, chess::White}, chess::White);
}

} // namespace kibitz::search
