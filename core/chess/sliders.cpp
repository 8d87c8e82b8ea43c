// The slow, obviously correct slider attacks that the magic tables are built from. Kept apart from
// bitboard.cpp so that tools/magicgen can use them without the tables.

#include "bitboard.h"

#include <array>

namespace kibitz::chess::detail {

namespace {

using Steps = std::array<std::array<int, 2>, 4>;
constexpr Steps RookSteps{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr Steps BishopSteps{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

} // namespace

Bitboard slowSliderAttacks(PieceType slider, Square s, Bitboard occupied) {
    Bitboard attacks = 0;
    for (const auto& [df, dr] : slider == Rook ? RookSteps : BishopSteps) {
        for (int f = fileOf(s) + df, r = rankOf(s) + dr; f >= 0 && f < 8 && r >= 0 && r < 8;
             f += df, r += dr) {
            const Bitboard b = squareBB(makeSquare(File(f), Rank(r)));
            attacks |= b;
            if (occupied & b) break;
        }
    }
    return attacks;
}

Bitboard sliderMask(PieceType slider, Square s) {
    // A piece on the last square of a ray blocks nothing beyond it, so the edges are left out.
    const Bitboard edges =
        ((Rank1BB | Rank8BB) & ~rankBB(rankOf(s))) | ((FileABB | FileHBB) & ~fileBB(fileOf(s)));
    return slowSliderAttacks(slider, s, 0) & ~edges;
}

} // namespace kibitz::chess::detail
