#pragma once

// How MoveTreeModel turns the game it shows into another version of the same game (annotated
// again, say) with the least change of its rows: which moves go, which come, which stay.

#include "pgn/gametree.h"

#include <optional>
#include <utility>
#include <vector>

namespace kibitz::ui {

// Two trees of one game, their moves matched by the moves that lead to them from the start, and
// what turns the first into the second by deleting moves (with what follows them) and appending
// moves alone: every move that stays keeps its row, and a move's alternatives their order.
struct TreeChange {
    // Moves of the first tree to delete, each with everything after it; a move's later
    // alternatives come before it, so that no deletion promotes a move.
    std::vector<pgn::NodeId> removed;
    // Moves of the second tree to append, each after its parent (matched or appended before it)
    // and its earlier siblings.
    std::vector<pgn::NodeId> added;
    // (a move of the first tree, the same move of the second), the roots first.
    std::vector<std::pair<pgn::NodeId, pgn::NodeId>> kept;
};

// Nothing when `to` is not `from` with moves deleted and appended: another start position, moves
// that stay in another order, the first of a move's continuations deleted while a later one
// stays, or the same move twice among one move's continuations (the reader keeps such repeats).
std::optional<TreeChange> planTreeChange(const pgn::GameTree& from, const pgn::GameTree& to);

// Gives move `target` of `into` the NAGs and comments of move `source` of `from`. True when
// anything changed.
bool copyAnnotations(const pgn::GameTree& from, pgn::NodeId source, pgn::GameTree& into,
                     pgn::NodeId target);

} // namespace kibitz::ui
