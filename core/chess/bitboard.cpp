#include "bitboard.h"

#include "random.h"

#include <array>
#include <cstdlib>
#include <vector>

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

// The square one step from s in direction (df, dr), or NoSquare at the board edge.
Square step(Square s, int df, int dr) {
    const int f = fileOf(s) + df;
    const int r = rankOf(s) + dr;
    if (f < 0 || f > 7 || r < 0 || r > 7) return NoSquare;
    return makeSquare(File(f), Rank(r));
}

constexpr std::array<std::array<int, 2>, 4> RookSteps{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr std::array<std::array<int, 2>, 4> BishopSteps{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

// Slow reference slider attacks, used only to build the tables.
Bitboard slowSliderAttacks(const std::array<std::array<int, 2>, 4>& steps, Square s,
                           Bitboard occupied) {
    Bitboard attacks = 0;
    for (const auto& [df, dr] : steps) {
        for (Square t = step(s, df, dr); t != NoSquare; t = step(t, df, dr)) {
            attacks |= squareBB(t);
            if (occupied & squareBB(t)) break;
        }
    }
    return attacks;
}

// Finds a magic multiplier for every square and fills the attack table. The edges of the board
// are left out of each mask, since a piece there cannot block anything beyond it.
void initMagics(const std::array<std::array<int, 2>, 4>& steps, detail::Magic* magics,
                Bitboard* table) {
    Random rng(0x4B6962697A2D4D47ULL); // fixed seed: the same tables on every run
    std::vector<Bitboard> occupancy(4096), reference(4096);
    std::vector<int> epoch(4096, 0);
    int attempt = 0;
    Bitboard* next = table;

    for (Square s = A1; s <= H8; ++s) {
        const Bitboard edges =
            ((Rank1BB | Rank8BB) & ~rankBB(rankOf(s))) | ((FileABB | FileHBB) & ~fileBB(fileOf(s)));
        detail::Magic& m = magics[s];
        m.mask = slowSliderAttacks(steps, s, 0) & ~edges;
        m.shift = unsigned(64 - popCount(m.mask));
        m.attacks = next;

        // Enumerate every subset of the mask (Carry-Rippler) with its true attack set.
        int size = 0;
        Bitboard subset = 0;
        do {
            occupancy[size] = subset;
            reference[size] = slowSliderAttacks(steps, s, subset);
            ++size;
            subset = (subset - m.mask) & m.mask;
        } while (subset);

        for (;;) {
            do {
                m.magic = rng.sparse();
            } while (popCount((m.mask * m.magic) >> 56) < 6);
            // A magic is good if no two occupancies with different attacks share an index.
            // "epoch" marks the entries written in this attempt, so nothing needs clearing.
            ++attempt;
            bool ok = true;
            for (int i = 0; i < size && ok; ++i) {
                const unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    next[idx] = reference[i];
                } else if (next[idx] != reference[i]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
        next += size;
    }
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
    initMagics(RookSteps, detail::rookMagics, rookTable);
    initMagics(BishopSteps, detail::bishopMagics, bishopTable);
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
