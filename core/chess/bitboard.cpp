#include "bitboard.h"

#include "magics.h"

#include <array>
#include <cstdio>
#include <cstdlib>

namespace kibitz::chess {

namespace detail {

Magic rookMagics[SquareCount];
Magic bishopMagics[SquareCount];
Bitboard pawnAttackTable[ColorCount][SquareCount];
Bitboard knightAttackTable[SquareCount];
Bitboard kingAttackTable[SquareCount];
Bitboard betweenTable[SquareCount][SquareCount];
Bitboard lineTable[SquareCount][SquareCount];

} // namespace detail

namespace {

// Sizes of the shared attack tables: the sum over all squares of 2^(relevant occupancy bits).
constexpr int RookTableSize = 102400;
constexpr int BishopTableSize = 5248;
Bitboard rookTable[RookTableSize];
Bitboard bishopTable[BishopTableSize];

// Fills the attack table of one slider from its magic numbers. Every attack set is non-empty, so
// an entry still 0 is free; two occupancies with different attacks on one entry would mean a bad
// magic number in magics.h.
void initSlider(PieceType slider, const std::array<Bitboard, SquareCount>& magicNumbers,
                detail::Magic* magics, Bitboard* table, int tableSize) {
    Bitboard* next = table;
    for (Square s = A1; s <= H8; ++s) {
        detail::Magic& m = magics[s];
        m.mask = detail::sliderMask(slider, s);
        m.magic = magicNumbers[s];
        m.shift = unsigned(64 - popCount(m.mask));
        m.attacks = next;
        Bitboard subset = 0;
        do {
            const Bitboard attacks = detail::slowSliderAttacks(slider, s, subset);
            Bitboard& entry = next[m.index(subset)];
            if (entry && entry != attacks) {
                std::fprintf(stderr, "kibitz: bad magic number for square %d in magics.h\n", s);
                std::abort();
            }
            entry = attacks;
            subset = (subset - m.mask) & m.mask; // Carry-Rippler: the next subset of the mask
        } while (subset);
        next += Bitboard(1) << popCount(m.mask);
    }
    if (next != table + tableSize) std::abort();
}

// The square one step from s in direction (df, dr), or NoSquare at the board edge.
Square step(Square s, int df, int dr) {
    const int f = fileOf(s) + df;
    const int r = rankOf(s) + dr;
    if (f < 0 || f > 7 || r < 0 || r > 7) return NoSquare;
    return makeSquare(File(f), Rank(r));
}

void initLeaperAndLineTables() {
    using detail::betweenTable;
    using detail::lineTable;
    for (Square s = A1; s <= H8; ++s) {
        for (const auto& [df, dr] :
             {std::array{1, 2}, std::array{2, 1}, std::array{2, -1}, std::array{1, -2},
              std::array{-1, -2}, std::array{-2, -1}, std::array{-2, 1}, std::array{-1, 2}}) {
            if (const Square t = step(s, df, dr); t != NoSquare)
                detail::knightAttackTable[s] |= squareBB(t);
        }
        for (int df = -1; df <= 1; ++df) {
            for (int dr = -1; dr <= 1; ++dr) {
                const Square t = step(s, df, dr);
                if ((df || dr) && t != NoSquare) detail::kingAttackTable[s] |= squareBB(t);
            }
        }
        for (const int df : {-1, 1}) {
            if (const Square t = step(s, df, 1); t != NoSquare)
                detail::pawnAttackTable[White][s] |= squareBB(t);
            if (const Square t = step(s, df, -1); t != NoSquare)
                detail::pawnAttackTable[Black][s] |= squareBB(t);
        }
    }
    for (Square a = A1; a <= H8; ++a) {
        for (Square b = A1; b <= H8; ++b) {
            for (const PieceType pt : {Bishop, Rook}) {
                if (!(attacks(pt, a, 0) & squareBB(b))) continue;
                lineTable[a][b] =
                    (attacks(pt, a, 0) & attacks(pt, b, 0)) | squareBB(a) | squareBB(b);
                betweenTable[a][b] = attacks(pt, a, squareBB(b)) & attacks(pt, b, squareBB(a));
            }
        }
    }
}

// The tables are filled while the library is loaded, before main() runs. Nothing in Kibitz uses
// them from a static initializer, so there is no ordering problem.
const bool tablesReady = [] {
    initSlider(Rook, RookMagicNumbers, detail::rookMagics, rookTable, RookTableSize);
    initSlider(Bishop, BishopMagicNumbers, detail::bishopMagics, bishopTable, BishopTableSize);
    initLeaperAndLineTables();
    return true;
}();

} // namespace

Bitboard attacks(PieceType pt, Square s, Bitboard occupied) {
    switch (pt) {
    case Knight: return knightAttacks(s);
    case Bishop: return bishopAttacks(s, occupied);
    case Rook: return rookAttacks(s, occupied);
    case Queen: return queenAttacks(s, occupied);
    case King: return kingAttacks(s);
    default: std::abort(); // pawns need a colour: use pawnAttacks()
    }
}

} // namespace kibitz::chess
