#pragma once

// Static exchange evaluation: the material balance of the capture sequence on one square, both
// sides always recapturing with their least valuable attacker and free to stop.

#include "chess/position.h"
#include "value.h"

namespace kibitz::search {

// Piece values for exchanges (pawn 100, knight 320, bishop 330, rook 500, queen 950, king large).
Value seeValue(chess::PieceType pt);

// True when the exchange started by the legal move `m` wins at least `threshold` for the side to
// move. Handles promotions (also a pawn recapturing onto its last rank, as a queen), en passant
// and x-ray attackers behind the first ones. Castling and the null move count as 0.
bool seeAtLeast(const chess::Position& pos, chess::Move m, Value threshold);

// The exchange's value itself (a convenience over seeAtLeast, by bisection or direct swap list).
Value see(const chess::Position& pos, chess::Move m);

} // namespace kibitz::search
