#include "movetreerows.h"

namespace kibitz::ui {

using pgn::GameTree;
using pgn::NodeId;
using pgn::NoNode;

void MoveTreeRows::clear() {
    built_ = false;
    places_.clear();
    rows_.clear();
}

void MoveTreeRows::build(const GameTree& tree) {
    places_.assign(std::size_t(tree.capacity()), Place{});
    rows_.assign(std::size_t(tree.capacity()), {});
    // The rows under a line's start (the root, or a variation's first move) are its line; the
    // rows under any other move are its alternatives, and each of those starts a line. Lines
    // still to lay out wait on a stack, so nesting costs no recursion.
    std::vector<NodeId> lineStarts{GameTree::root()};
    while (!lineStarts.empty()) {
        const NodeId start = lineStarts.back();
        lineStarts.pop_back();
        std::vector<NodeId>& line = rows_[std::size_t(start)];
        for (NodeId n = tree.firstChild(start); n != NoNode; n = tree.firstChild(n)) {
            places_[std::size_t(n)] = {start, int(line.size())};
            line.push_back(n);
            std::vector<NodeId>& alternatives = rows_[std::size_t(n)];
            for (NodeId v = tree.nextSibling(n); v != NoNode; v = tree.nextSibling(v)) {
                places_[std::size_t(v)] = {n, int(alternatives.size())};
                alternatives.push_back(v);
                lineStarts.push_back(v);
            }
        }
    }
    built_ = true;
}

MoveTreeRows::Place MoveTreeRows::place(NodeId id) const {
    if (id < 0 || std::size_t(id) >= places_.size()) return {};
    return places_[std::size_t(id)];
}

NodeId MoveTreeRows::childAt(NodeId parent, int row) const {
    if (parent < 0 || std::size_t(parent) >= rows_.size() || row < 0) return NoNode;
    const std::vector<NodeId>& rows = rows_[std::size_t(parent)];
    return std::size_t(row) < rows.size() ? rows[std::size_t(row)] : NoNode;
}

int MoveTreeRows::childCount(NodeId parent) const {
    if (parent < 0 || std::size_t(parent) >= rows_.size()) return 0;
    return int(rows_[std::size_t(parent)].size());
}

MoveTreeRows::Place MoveTreeRows::placeForNewChild(const GameTree& tree, NodeId parent) const {
    if (const NodeId first = tree.firstChild(parent); first != NoNode)
        return {first, childCount(first)};
    if (parent == GameTree::root() || tree.previousSibling(parent) != NoNode)
        return {parent, 0};           // a line's start without moves
    const Place last = place(parent); // the last move of its line
    return {last.parent, last.row + 1};
}

void MoveTreeRows::append(NodeId id, Place place) {
    if (std::size_t(id) >= places_.size()) {
        places_.resize(std::size_t(id) + 1);
        rows_.resize(std::size_t(id) + 1);
    }
    places_[std::size_t(id)] = place;
    rows_[std::size_t(place.parent)].push_back(id);
}

} // namespace kibitz::ui
