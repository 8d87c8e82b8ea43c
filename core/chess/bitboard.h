#pragma once

// Bitboards: one bit per square, a1 = bit 0, h8 = bit 63. Attack tables are filled once when the
// library is loaded (see bitboard.cpp). Sliding attacks use "fancy" magic bitboards; the magic
// numbers are in magics.h, written by tools/magicgen.

#include "types.h"

#include <bit>

namespace kibitz::chess {

constexpr Bitboard FileABB = 0x0101010101010101ULL;
constexpr Bitboard FileHBB = FileABB << 7;
constexpr Bitboard Rank1BB = 0xFFULL;
constexpr Bitboard Rank8BB = Rank1BB << 56;
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard squareBB(Square s) {
    return Bitboard(1) << s;
}
constexpr Bitboard fileBB(File f) {
    return FileABB << f;
}
constexpr Bitboard rankBB(Rank r) {
    return Rank1BB << (8 * r);
}

inline int popCount(Bitboard b) {
    return std::popcount(b);
}
inline Square lsb(Bitboard b) {
    return Square(std::countr_zero(b));
}
inline bool moreThanOne(Bitboard b) {
    return (b & (b - 1)) != 0;
}
// Removes the lowest set bit from b and returns its square.
inline Square popLsb(Bitboard& b) {
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}

template <Direction D>
constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == North)
        return b << 8;
    else if constexpr (D == South)
        return b >> 8;
    else if constexpr (D == East)
        return (b & ~FileHBB) << 1;
    else if constexpr (D == West)
        return (b & ~FileABB) >> 1;
    else if constexpr (D == NorthEast)
        return (b & ~FileHBB) << 9;
    else if constexpr (D == NorthWest)
        return (b & ~FileABB) << 7;
    else if constexpr (D == SouthEast)
        return (b & ~FileHBB) >> 7;
    else
        return (b & ~FileABB) >> 9;
}

namespace detail {

struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* attacks;
    unsigned shift;

    unsigned index(Bitboard occupied) const {
        return unsigned(((occupied & mask) * magic) >> shift);
    }
};

// The squares whose occupancy matters to a slider on s (its rays without the board's edge), and
// its attacks worked out ray by ray: the slow reference the magic tables are built from.
Bitboard sliderMask(PieceType slider, Square s);
Bitboard slowSliderAttacks(PieceType slider, Square s, Bitboard occupied);

extern Magic rookMagics[SquareCount];
extern Magic bishopMagics[SquareCount];
extern Bitboard pawnAttackTable[ColorCount][SquareCount];
extern Bitboard knightAttackTable[SquareCount];
extern Bitboard kingAttackTable[SquareCount];
extern Bitboard betweenTable[SquareCount][SquareCount];
extern Bitboard lineTable[SquareCount][SquareCount];

} // namespace detail

inline Bitboard pawnAttacks(Color c, Square s) {
    return detail::pawnAttackTable[c][s];
}
inline Bitboard knightAttacks(Square s) {
    return detail::knightAttackTable[s];
}
inline Bitboard kingAttacks(Square s) {
    return detail::kingAttackTable[s];
}
inline Bitboard bishopAttacks(Square s, Bitboard occupied) {
    const detail::Magic& m = detail::bishopMagics[s];
    return m.attacks[m.index(occupied)];
}
inline Bitboard rookAttacks(Square s, Bitboard occupied) {
    const detail::Magic& m = detail::rookMagics[s];
    return m.attacks[m.index(occupied)];
}
inline Bitboard queenAttacks(Square s, Bitboard occupied) {
    return bishopAttacks(s, occupied) | rookAttacks(s, occupied);
}
// Attacks of a non-pawn piece type from s on a board with the given occupancy.
Bitboard attacks(PieceType pt, Square s, Bitboard occupied);

// The squares strictly between a and b if they share a rank, file or diagonal, else nothing.
inline Bitboard between(Square a, Square b) {
    return detail::betweenTable[a][b];
}
// The whole line through a and b (edge to edge) if they are aligned, else nothing.
inline Bitboard line(Square a, Square b) {
    return detail::lineTable[a][b];
}
inline bool aligned(Square a, Square b, Square c) {
    return (line(a, b) & squareBB(c)) != 0;
}

// All squares attacked by the given pawns of colour c.
template <Color C>
constexpr Bitboard pawnAttacksBB(Bitboard pawns) {
    if constexpr (C == White)
        return shift<NorthWest>(pawns) | shift<NorthEast>(pawns);
    else
        return shift<SouthWest>(pawns) | shift<SouthEast>(pawns);
}

} // namespace kibitz::chess
