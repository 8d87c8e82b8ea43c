#pragma once

// Perft: the number of leaf nodes of the legal move tree to a fixed depth. The standard check of
// a move generator against published counts, and a measure of its speed.

#include "position.h"

#include <cstdint>
#include <vector>

namespace kibitz::chess {

enum class PerftMode {
    BulkCount,     // at the last ply, count the legal moves without making them
    MakeEveryLeaf, // make and unmake every move, the last ply included
};

std::uint64_t perft(Position& pos, int depth, PerftMode mode = PerftMode::BulkCount);

struct PerftDivision {
    Move move;
    std::uint64_t nodes;
};
// The perft count below each legal move of the root, in move generation order.
std::vector<PerftDivision> perftDivide(Position& pos, int depth,
                                       PerftMode mode = PerftMode::BulkCount);

} // namespace kibitz::chess
