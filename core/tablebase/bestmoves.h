#pragma once

// The moves of a position in the solver's tables, with the value each keeps.

#include "solver.h"

#include <vector>

namespace kibitz::tablebase {

// A legal move and the value it keeps for the side that makes it (dtm counts the move itself).
struct MoveValue {
    chess::Move move;
    Probe value;
};

// Every legal move of the position with its value, best first (fastest win, then draws, then
// the slowest loss); nullopt when the position or a successor is not in the loaded or cached
// tables.
std::optional<std::vector<MoveValue>> bestMoves(const Solver& solver,
                                                const chess::Position& position);

} // namespace kibitz::tablebase
