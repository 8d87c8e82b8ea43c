#include "bestmoves.h"

#include "chess/movegen.h"

#include <algorithm>

namespace kibitz::tablebase {

using namespace chess;

namespace {

// The value of the position before a move, for the side that made it, from the probe after it.
Probe before(const Probe& after) {
    const int plies = after.dtm.value_or(0);
    switch (after.wdl) {
    case Wdl::Win: return {Wdl::Loss, Source::Solver, std::nullopt, -(plies + 1)};
    case Wdl::Loss: return {Wdl::Win, Source::Solver, std::nullopt, -plies + 1};
    default: return {Wdl::Draw, Source::Solver, std::nullopt, 0};
    }
}

int rank(const Probe& probe) {
    const int plies = std::abs(probe.dtm.value_or(0));
    return probe.wdl == Wdl::Win ? 1000 - plies : probe.wdl == Wdl::Loss ? -1000 + plies : 0;
}

} // namespace

std::optional<std::vector<MoveValue>> bestMoves(const Solver& solver, const Position& position) {
    if (!solver.probe(position)) return std::nullopt;
    std::vector<MoveValue> moves;
    Position copy = position.clone();
    for (const Move m : MoveList(position)) {
        copy.makeMove(m);
        const std::optional<Probe> after = solver.probe(copy);
        copy.unmakeMove(m);
        if (!after) return std::nullopt;
        moves.push_back({m, before(*after)});
    }
    std::stable_sort(moves.begin(), moves.end(), [](const MoveValue& a, const MoveValue& b) {
        return rank(a.value) > rank(b.value);
    });
    return moves;
}

} // namespace kibitz::tablebase
