#include "bestmoves.h"

#include "chess/movegen.h"

#include <algorithm>

namespace kibitz::tablebase {

using namespace chess;

std::optional<std::vector<MoveValue>> bestMoves(const Solver& solver, const Position& position) {
    if (!solver.probe(position)) return std::nullopt;
    std::vector<MoveValue> moves;
    Position copy = position.clone();
    for (const Move m : MoveList(position)) {
        copy.makeMove(m);
        const std::optional<Probe> after = solver.probe(copy);
        copy.unmakeMove(m);
        if (!after) return std::nullopt;
        moves.push_back({m, code::toProbe(code::before(code::fromProbe(*after)))});
    }
    std::stable_sort(moves.begin(), moves.end(), [](const MoveValue& a, const MoveValue& b) {
        return code::rank(code::fromProbe(a.value)) > code::rank(code::fromProbe(b.value));
    });
    return moves;
}

} // namespace kibitz::tablebase
