#pragma once

// One byte per position in the solver's tables: the value for the side to move with its
// distance to mate. 0 is a draw (and an unused or illegal entry), 1..127 a win in 2c-1 plies,
// 128..255 a loss in 2(c-128) plies (128: checkmated).

#include "tablebase.h"

#include <cstdint>

namespace kibitz::tablebase::code {

using Code = std::uint8_t;

constexpr Code Draw = 0;
constexpr int MaxWinPlies = 253;
constexpr int MaxLossPlies = 254;

constexpr Code win(int plies) {
    return Code((plies + 1) / 2);
}
constexpr Code loss(int plies) {
    return Code(128 + plies / 2);
}
constexpr bool isWin(Code c) {
    return c >= 1 && c < 128;
}
constexpr bool isLoss(Code c) {
    return c >= 128;
}
// Plies to mate, signed like the value (0 in a draw, and when checkmated).
constexpr int signedPlies(Code c) {
    return isWin(c) ? 2 * c - 1 : isLoss(c) ? -2 * (c - 128) : 0;
}
// The value of the position before a move, for the side that made it, from the value after it.
constexpr Code before(Code after) {
    return isWin(after) ? loss(2 * after) : isLoss(after) ? win(2 * (after - 128) + 1) : Draw;
}
// A score that orders codes for the side to move: faster wins first, slower losses before faster.
constexpr int rank(Code c) {
    return isWin(c) ? 1000 - c : isLoss(c) ? -1000 + (c - 128) : 0;
}
// The code of a solver probe (its wdl and dtm).
inline Code fromProbe(const Probe& probe) {
    const int plies = probe.dtm.value_or(0);
    return probe.wdl == Wdl::Win ? win(plies) : probe.wdl == Wdl::Loss ? loss(-plies) : Draw;
}
inline Probe toProbe(Code c) {
    return Probe{isWin(c)    ? Wdl::Win
                 : isLoss(c) ? Wdl::Loss
                             : Wdl::Draw,
                 Source::Solver, std::nullopt, signedPlies(c)};
}

} // namespace kibitz::tablebase::code
