#include "tableindex.h"

#include <algorithm>

namespace kibitz::tablebase {

using namespace chess;

namespace {

// Symmetry bits: 1 mirrors the files (a<->h), 2 the ranks (1<->8), then 4 the long diagonal
// a1-h8. The table is filled once: the generator turns millions of placements.
constexpr std::array<std::array<Square, 64>, 8> Transforms = [] {
    std::array<std::array<Square, 64>, 8> table{};
    for (int symmetry = 0; symmetry < 8; ++symmetry)
        for (int s = 0; s < 64; ++s) {
            int sq = s;
            if (symmetry & 1) sq ^= 7;
            if (symmetry & 2) sq ^= 56;
            if (symmetry & 4) sq = ((sq & 7) << 3) | (sq >> 3);
            table[std::size_t(symmetry)][std::size_t(s)] = Square(sq);
        }
    return table;
}();

Square transformSquare(Square s, int symmetry) {
    return Transforms[std::size_t(symmetry)][s];
}

// The 10 squares of the triangle a1-d1-d4, numbered; -1 elsewhere.
constexpr std::array<int, 64> TriangleSlot = [] {
    std::array<int, 64> slots{};
    slots.fill(-1);
    int next = 0;
    for (int s = 0; s < 64; ++s)
        if ((s & 7) <= 3 && (s >> 3) <= (s & 7)) slots[std::size_t(s)] = next++;
    return slots;
}();

} // namespace

TableIndex::TableIndex(const Layout& layout)
    : layout_(layout)
    , count_(layout.pieceCount())
    , pawns_(layout.hasPawns())
    , kingSlots_(pawns_ ? 32 : 10) {
    size_ = std::uint32_t(2 * kingSlots_);
    for (int i = 1; i < count_; ++i) size_ *= 64;
}

int TableIndex::kingSlot(Square whiteKing) const {
    return pawns_ ? int(fileOf(whiteKing)) + 4 * int(rankOf(whiteKing)) : TriangleSlot[whiteKing];
}

Placement TableIndex::transformed(const Placement& placement, int symmetry) const {
    Placement result = placement;
    for (int i = 0; i < count_; ++i)
        result.squares[std::size_t(i)] =
            transformSquare(placement.squares[std::size_t(i)], symmetry);
    return normalized(result);
}

Placement TableIndex::normalized(Placement placement) const {
    // Identical pieces are neighbours in the layout: order their squares.
    for (int i = 2; i + 1 < count_; ++i)
        if (layout_.piece(i) == layout_.piece(i + 1) &&
            placement.squares[std::size_t(i)] > placement.squares[std::size_t(i + 1)])
            std::swap(placement.squares[std::size_t(i)], placement.squares[std::size_t(i + 1)]);
    return placement;
}

std::uint32_t TableIndex::rawIndex(const Placement& placement) const {
    std::uint32_t index = std::uint32_t(placement.sideToMove) * std::uint32_t(kingSlots_) +
                          std::uint32_t(kingSlot(placement.squares[0]));
    for (int i = 1; i < count_; ++i) index = index * 64 + placement.squares[std::size_t(i)];
    return index;
}

Placement TableIndex::canonical(Placement placement) const {
    const Square king = placement.squares[0];
    int symmetry = 0;
    if (fileOf(king) > FileD) symmetry |= 1;
    if (!pawns_) {
        if (rankOf(king) > Rank4) symmetry |= 2;
        const Square turned = transformSquare(king, symmetry);
        if (rankOf(turned) > Rank(fileOf(turned))) symmetry |= 4;
    }
    Placement best = transformed(placement, symmetry);
    if (!pawns_ && rankOf(best.squares[0]) == Rank(fileOf(best.squares[0]))) {
        // With the king on the diagonal both mirror images qualify: keep the smaller number.
        const Placement mirror = transformed(best, 4);
        if (rawIndex(mirror) < rawIndex(best)) best = mirror;
    }
    return best;
}

bool TableIndex::isCanonical(const Placement& normal) const {
    const Square king = normal.squares[0];
    if (pawns_) return fileOf(king) <= FileD;
    if (TriangleSlot[king] < 0) return false;
    if (rankOf(king) != Rank(fileOf(king))) return true;
    return rawIndex(normal) <= rawIndex(transformed(normal, 4));
}

std::uint32_t TableIndex::indexOf(const Placement& canonicalPlacement) const {
    return rawIndex(canonicalPlacement);
}

Placement TableIndex::placementAt(std::uint32_t index) const {
    Placement placement;
    for (int i = count_ - 1; i >= 1; --i) {
        placement.squares[std::size_t(i)] = Square(index % 64);
        index /= 64;
    }
    const int slot = int(index % std::uint32_t(kingSlots_));
    placement.sideToMove = Color(index / std::uint32_t(kingSlots_));
    if (pawns_) {
        placement.squares[0] = makeSquare(File(slot % 4), Rank(slot / 4));
    } else {
        const auto it = std::find(TriangleSlot.begin(), TriangleSlot.end(), slot);
        placement.squares[0] = Square(it - TriangleSlot.begin());
    }
    return placement;
}

int TableIndex::images(const Placement& placement, Placement* out) const {
    int n = 0;
    for (int symmetry = 0; symmetry < (pawns_ ? 2 : 8); ++symmetry) {
        const Placement image = transformed(placement, symmetry);
        if (std::find(out, out + n, image) == out + n) out[n++] = image;
    }
    return n;
}

} // namespace kibitz::tablebase
