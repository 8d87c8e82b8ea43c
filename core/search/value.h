#pragma once

// Scores of the search, in centipawns from the side to move's point of view, and the encoding of
// mate scores (the shorter the mate, the larger the magnitude).

#include <cstdint>

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

} // namespace kibitz::search
