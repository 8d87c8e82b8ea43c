// Writes core/chess/magics.h: a magic multiplier for every square, for rooks and bishops.
//
//   cmake --build build --target kibitz-magicgen && build/bin/kibitz-magicgen > core/chess/magics.h
//
// A magic number m for square s maps every subset of the slider's occupancy mask to an index,
// ((occupied & mask) * m) >> (64 - bits), such that subsets with different attacks never share an
// index. Random numbers with few bits set find one after some thousands of tries; doing this once
// here keeps that search out of every start-up.

#include "chess/bitboard.h"
#include "chess/random.h"

#include <cstdio>
#include <vector>

using namespace kibitz::chess;

namespace {

Bitboard findMagic(PieceType slider, Square s, Random& rng) {
    const Bitboard mask = detail::sliderMask(slider, s);
    const int bits = popCount(mask);
    std::vector<Bitboard> occupancy, reference;
    Bitboard subset = 0;
    do {
        occupancy.push_back(subset);
        reference.push_back(detail::slowSliderAttacks(slider, s, subset));
        subset = (subset - mask) & mask;
    } while (subset);

    std::vector<Bitboard> table(std::size_t(1) << bits);
    std::vector<int> epoch(table.size(), 0); // which attempt wrote each entry: no clearing
    for (int attempt = 1;; ++attempt) {
        const Bitboard magic = rng.sparse();
        if (popCount((mask * magic) >> 56) < 6) continue; // too few high bits: hopeless
        bool ok = true;
        for (std::size_t i = 0; i < occupancy.size() && ok; ++i) {
            const std::size_t index = ((occupancy[i] & mask) * magic) >> (64 - bits);
            if (epoch[index] != attempt) {
                epoch[index] = attempt;
                table[index] = reference[i];
            } else {
                ok = table[index] == reference[i];
            }
        }
        if (ok) return magic;
    }
}

void printTable(const char* name, PieceType slider, Random& rng) {
    std::printf("inline constexpr std::array<Bitboard, SquareCount> %s = {\n", name);
    for (Square s = A1; s <= H8; ++s)
        std::printf("%s0x%016llXULL,%s", s % 4 == 0 ? "    " : " ",
                    static_cast<unsigned long long>(findMagic(slider, s, rng)),
                    s % 4 == 3 ? "\n" : "");
    std::printf("};\n");
}

} // namespace

int main() {
    Random rng(0x4B6962697A2D4D47ULL); // fixed seed: the same numbers on every run
    std::printf("#pragma once\n\n"
                "// Magic multipliers for the slider attack tables, one per square (a1 first).\n"
                "// Written by tools/magicgen; regenerate rather than edit.\n\n"
                "#include \"types.h\"\n\n#include <array>\n\n"
                "namespace kibitz::chess {\n\n");
    printTable("RookMagicNumbers", Rook, rng);
    std::printf("\n");
    printTable("BishopMagicNumbers", Bishop, rng);
    std::printf("\n} // namespace kibitz::chess\n");
}
