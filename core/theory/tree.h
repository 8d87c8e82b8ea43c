#pragma once

// Abstract game trees for two-person zero-sum games with perfect information (THEORY.md §7):
// nodes with a side to move and children, and at the leaves a result, exact (a terminal node) or
// estimated (a horizon leaf). A node may have several parents, so a "tree" is in general a DAG
// (transpositions). Nothing here knows chess: core/analysis builds these trees from positions, the
// JSON loader (treejson.h) from textbook examples.

#include "util/expected.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kibitz::theory {

enum class Side : std::uint8_t { White, Black };

// A probability distribution over the results, from White's standpoint.
struct Outcome {
    double win = 0.0;
    double draw = 1.0;
    double loss = 0.0;

    // Michie's expected utility u, in [-1, +1].
    double expectedUtility() const { return win - loss; }
    // The probability of a decisive result: Michie's tension, sum of p_i v_i^2 over the leaves.
    double tension() const { return win + loss; }

    // The one-hot distribution of an exact result -1, 0 or +1.
    static Outcome certain(int value);
};

// How far the three probabilities of an estimate may add up from 1 (rounding in the source);
// Tree::build scales an accepted estimate to add up to 1 exactly.
inline constexpr double EstimateSumTolerance = 1e-6;

using NodeIndex = int;

// The deepest look-ahead a horizon leaf may claim (far beyond any search's depth).
inline constexpr int MaxHorizonDepth = 1000;

enum class NodeKind : std::uint8_t {
    Interior, // has children
    Terminal, // the game is over: an exact result in {-1, 0, +1}
    Horizon,  // a leaf of the analysed tree whose result is estimated as (w, d, l)
};

// One node as a source describes it, with its children named by id.
struct NodeSpec {
    std::string id;
    Side toMove = Side::White;
    bool terminal = false;
    std::optional<int> value;        // a terminal node's result: -1, 0 or +1 (White's standpoint)
    std::optional<Outcome> estimate; // a horizon leaf's (w, d, l); must add up to 1
    // A horizon leaf's estimate may stand for a search of its own: the plies it looks ahead are
    // its height in the back-up (0: the leaf is valued where it stands, as in the paper).
    int horizonDepth = 0;
    std::vector<std::string> children;
};

// An immutable, validated game DAG. Besides the nodes it keeps what every back-up needs and no
// merit changes: each node's height and an order with children before parents, so that a back-up
// for new merits is one pass over the edges.
class Tree {
public:
    // Checks the nodes (unique ids, known children, no cycle, terminal values in {-1, 0, +1}, a
    // result at every leaf) and returns the tree, or a message that names the offending node. The
    // root is `rootId`, or the first node when it is empty.
    static Expected<Tree, std::string> build(std::vector<NodeSpec> specs,
                                             std::string_view rootId = {});

    int size() const { return int(nodes_.size()); }
    NodeIndex root() const { return root_; }
    // The node of that id: a scan of the nodes, for a few look-ups by name.
    std::optional<NodeIndex> find(std::string_view id) const;

    const std::string& id(NodeIndex n) const { return nodes_[n].id; }
    Side toMove(NodeIndex n) const { return nodes_[n].toMove; }
    NodeKind kind(NodeIndex n) const { return nodes_[n].kind; }
    bool isLeaf(NodeIndex n) const { return nodes_[n].kind != NodeKind::Interior; }
    // A terminal node's result; 0 for other nodes.
    int terminalValue(NodeIndex n) const { return nodes_[n].value; }
    // A leaf's result distribution: one-hot at a terminal node, the estimate at a horizon leaf.
    const Outcome& leafOutcome(NodeIndex n) const { return nodes_[n].outcome; }
    // The entropy of a leaf's outcome in bits, worked out once (0 at a terminal node).
    double leafOutcomeEntropy(NodeIndex n) const { return nodes_[n].outcomeEntropy; }
    // The longest path, in plies, from n to a leaf: 0 at a terminal node, a horizon leaf's
    // horizonDepth, one more than the highest child at an interior node.
    int height(NodeIndex n) const { return nodes_[n].height; }

    std::span<const NodeIndex> children(NodeIndex n) const {
        return {edges_.data() + edgeBegin_[n], edges_.data() + edgeBegin_[n + 1]};
    }
    // The edges (moves) are numbered 0 .. edgeCount() - 1, each node's in the order of its
    // children from firstEdge(n) on; per-move results (move probabilities) are indexed by them.
    int firstEdge(NodeIndex n) const { return edgeBegin_[n]; }
    int edgeCount() const { return int(edges_.size()); }

    // Every node once, children before their parents: the order of a back-up.
    std::span<const NodeIndex> bottomUp() const { return bottomUp_; }

private:
    struct Node {
        std::string id;
        Side toMove = Side::White;
        NodeKind kind = NodeKind::Interior;
        int value = 0;
        int height = 0;
        Outcome outcome;
        double outcomeEntropy = 0.0;
    };

    // The nodes by id, pointing into the specs they were built from.
    using Index = std::unordered_map<std::string_view, NodeIndex>;

    Tree() = default;
    std::optional<std::string> linkChildren(const std::vector<NodeSpec>& specs, const Index& index);
    std::optional<std::string> orderBottomUp();

    std::vector<Node> nodes_;
    std::vector<int> edgeBegin_; // size() + 1 entries
    std::vector<NodeIndex> edges_;
    std::vector<NodeIndex> bottomUp_;
    NodeIndex root_ = 0;
};

} // namespace kibitz::theory
