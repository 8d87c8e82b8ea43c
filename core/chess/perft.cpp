#include "perft.h"

#include "movegen.h"

namespace kibitz::chess {

namespace {

template <PerftMode Mode>
std::uint64_t count(Position& pos, int depth) {
    const MoveList moves(pos);
    if (Mode == PerftMode::BulkCount && depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (const Move m : moves) {
        pos.makeMove(m);
        nodes += depth == 1 ? 1 : count<Mode>(pos, depth - 1);
        pos.unmakeMove(m);
    }
    return nodes;
}

} // namespace

std::uint64_t perft(Position& pos, int depth, PerftMode mode) {
    if (depth <= 0) return 1;
    return mode == PerftMode::BulkCount ? count<PerftMode::BulkCount>(pos, depth)
                                        : count<PerftMode::MakeEveryLeaf>(pos, depth);
}

std::vector<PerftDivision> perftDivide(Position& pos, int depth, PerftMode mode) {
    std::vector<PerftDivision> divisions;
    if (depth <= 0) return divisions;
    for (const Move m : MoveList(pos)) {
        pos.makeMove(m);
        divisions.push_back({m, perft(pos, depth - 1, mode)});
        pos.unmakeMove(m);
    }
    return divisions;
}

} // namespace kibitz::chess
