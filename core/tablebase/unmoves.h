#pragma once

// Un-moves for retrograde analysis: the placements from which the side that just moved reached
// a placement by a move that stays in its table, a move without capture or promotion. Forward
// moves come from the chess library's move generator; this is the one backward generator.

#include "tableindex.h"

#include <optional>

namespace kibitz::tablebase {

// Calls visit(predecessor, push) for each such placement; push is the move when it is a double
// pawn push (which may give the opponent an en passant capture), else nullopt. Predecessors may be
// illegal (the side to move in check); the caller's table knows.
// With onlyPiece set, only that piece (an index in the layout) is moved back.
template <typename Visit>
void forEachUnmove(const Layout& layout, const Placement& placement, Visit&& visit,
                   int onlyPiece = -1) {
    using namespace chess;
    const Color mover = ~placement.sideToMove;
    Bitboard occupied = 0;
    for (int i = 0; i < layout.pieceCount(); ++i)
        occupied |= squareBB(placement.squares[std::size_t(i)]);
    Placement before = placement;
    before.sideToMove = mover;
    for (int i = 0; i < layout.pieceCount(); ++i) {
        const Piece piece = layout.piece(i);
        if (colorOf(piece) != mover || (onlyPiece >= 0 && i != onlyPiece)) continue;
        const Square to = placement.squares[std::size_t(i)];
        auto& from = before.squares[std::size_t(i)];
        if (typeOf(piece) == Pawn) {
            // Pawns stand on ranks 2-7; a pawn on its 2nd rank has not moved.
            if (relativeRank(mover, to) <= Rank2) continue;
            const Square back = to - pawnPush(mover);
            if (occupied & squareBB(back)) continue;
            if (relativeRank(mover, back) >= Rank2) {
                from = back;
                visit(before, std::optional<Move>());
            }
            if (relativeRank(mover, to) == Rank4) {
                const Square start = back - pawnPush(mover);
                if (!(occupied & squareBB(start))) {
                    from = start;
                    visit(before, std::optional<Move>(Move(start, to)));
                }
            }
        } else {
            for (Bitboard b = attacks(typeOf(piece), to, occupied) & ~occupied; b;) {
                from = popLsb(b);
                visit(before, std::optional<Move>());
            }
        }
        from = to;
    }
}

} // namespace kibitz::tablebase
