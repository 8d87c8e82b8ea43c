#pragma once

// Where a position of one table is stored. Symmetry shrinks a table: a pawnless position is
// turned (one of the 8 symmetries of the board) until the white king stands in the triangle
// a1-d1-d4, and, with the king on the diagonal, to the smaller of the two mirror images; a
// position with pawns is mirrored left-right until the white king stands on files a-d. Each
// class of equal positions has one canonical member, whose number is
// ((side * kingSlots + whiteKingSlot) * 64 + blackKing) * 64 ... over the other pieces.
// The numbers of non-canonical members are unused.

#include "layout.h"

#include <cstdint>

namespace kibitz::tablebase {

// The squares of a table's pieces, in the layout's order, and the side to move.
struct Placement {
    std::array<chess::Square, MaxPieces> squares{};
    chess::Color sideToMove = chess::White;

    bool operator==(const Placement&) const = default;
};

class TableIndex {
public:
    explicit TableIndex(const Layout& layout);

    std::uint32_t size() const { return size_; }
    // The canonical member of the placement's class (the placement must be valid: distinct
    // squares).
    Placement canonical(Placement placement) const;
    // Whether the white king's square is one a canonical placement may have.
    bool kingMayStand(chess::Square whiteKing) const { return kingSlot(whiteKing) >= 0; }
    // Whether a normalized placement is its class's canonical member (canonical(p) == p, faster).
    bool isCanonical(const Placement& normal) const;
    // The number of a canonical placement.
    std::uint32_t indexOf(const Placement& canonicalPlacement) const;
    // The placement stored at a number (canonical or not; see isCanonical).
    Placement placementAt(std::uint32_t index) const;
    // The same position written with its identical pieces in index order, so that two ways of
    // writing one position compare equal.
    Placement normalized(Placement placement) const;
    // The distinct placements of a placement's class (up to 8).
    int images(const Placement& placement, Placement* out) const;

private:
    Placement transformed(const Placement& placement, int symmetry) const;
    int kingSlot(chess::Square whiteKing) const;
    std::uint32_t rawIndex(const Placement& placement) const;

    Layout layout_;
    int count_;
    bool pawns_;
    int kingSlots_;
    std::uint32_t size_;
};

} // namespace kibitz::tablebase
