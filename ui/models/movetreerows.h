#pragma once

// Where MoveTreeModel's rows are (its row scheme: see movetreemodel.h), worked out once.

#include "pgn/gametree.h"

#include <vector>

namespace kibitz::ui {

// For each node, the node whose row is its parent row (the root for the top level) and its row
// there; for each node, the nodes of its child rows in order. Built in one pass over the tree, so
// that a row, a row's parent and the n-th child row are found in constant time, however long the
// lines and however many the alternatives of a move (a game may have 100,000 of them, or
// variations nested 200,000 deep). The model rebuilds it after an edit that regroups rows, and
// adds a row appended at the end of its parent's rows (a new move) without a rebuild.
class MoveTreeRows {
public:
    struct Place {
        pgn::NodeId parent = pgn::NoNode;
        int row = -1;
    };

    bool isBuilt() const { return built_; }
    void build(const pgn::GameTree& tree);
    // Forgets everything; isBuilt() is false until the next build().
    void clear();

    // Nothing (row -1) for the root and for a node that was not in the tree when it was built.
    Place place(pgn::NodeId id) const;
    // The node shown at `row` under the row of `parent`, or NoNode.
    pgn::NodeId childAt(pgn::NodeId parent, int row) const;
    int childCount(pgn::NodeId parent) const;
    // Where a new node's row goes when `parent` gets a child: the end of its line if `parent`
    // has none, else a last alternative to its first child (see MoveTreeModel::addMove).
    Place placeForNewChild(const pgn::GameTree& tree, pgn::NodeId parent) const;
    // Records the row of `id` (a node just added) at the end of the rows of place.parent.
    void append(pgn::NodeId id, Place place);

private:
    bool built_ = false;
    std::vector<Place> places_;                  // by node id
    std::vector<std::vector<pgn::NodeId>> rows_; // by node id
};

} // namespace kibitz::ui
