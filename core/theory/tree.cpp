#include "theory/tree.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>
#include <utility>

namespace kibitz::theory {

namespace {

std::string quoted(const std::string& id) {
    return "'" + id + "'";
}

bool isProbability(double p) {
    return std::isfinite(p) && p >= 0.0 && p <= 1.0;
}

// The rules every node must follow on its own, before the links between nodes are looked at.
std::optional<std::string> checkNode(const NodeSpec& spec) {
    const std::string node = "node " + quoted(spec.id);
    if (spec.terminal) {
        if (!spec.value) return node + " is terminal but has no value (-1, 0 or 1)";
        if (*spec.value < -1 || *spec.value > 1)
            return node + ": the value " + std::to_string(*spec.value) + " is not -1, 0 or 1";
        if (!spec.children.empty()) return node + " is terminal but has children";
        if (spec.estimate) return node + " is terminal but has a (w, d, l) estimate";
        if (spec.horizonDepth != 0) return node + " is terminal but has a horizon depth";
        return std::nullopt;
    }
    if (spec.value) return node + " has a value but is not terminal";
    if (!spec.children.empty() && spec.estimate)
        return node + " has children and a (w, d, l) estimate; only a leaf may have one";
    if (spec.children.empty() && !spec.estimate)
        return node + " has no children, but is not terminal and has no (w, d, l) estimate";
    if (spec.horizonDepth != 0 && !spec.estimate)
        return node + " has a horizon depth but is not a horizon leaf (no (w, d, l) estimate)";
    if (spec.horizonDepth < 0 || spec.horizonDepth > MaxHorizonDepth)
        return node + ": the horizon depth " + std::to_string(spec.horizonDepth) +
               " is not between 0 and " + std::to_string(MaxHorizonDepth);
    if (spec.estimate) {
        const Outcome& e = *spec.estimate;
        if (!isProbability(e.win) || !isProbability(e.draw) || !isProbability(e.loss) ||
            std::abs(e.win + e.draw + e.loss - 1.0) > EstimateSumTolerance)
            return node + ": the (w, d, l) estimate must be three probabilities that add up to 1";
    }
    return std::nullopt;
}

} // namespace

Outcome Outcome::certain(int value) {
    if (value > 0) return {1.0, 0.0, 0.0};
    if (value < 0) return {0.0, 0.0, 1.0};
    return {0.0, 1.0, 0.0};
}

Expected<Tree, std::string> Tree::build(std::vector<NodeSpec> specs, std::string_view rootId) {
    if (specs.empty()) return unexpected(std::string("the tree has no nodes"));
    Tree tree;
    tree.nodes_.reserve(specs.size());
    // The ids' index lives as long as the build: a look-ahead tree holds a few hundred nodes, and
    // a game's trees are many.
    Index index;
    index.reserve(specs.size());
    for (std::size_t i = 0; i < specs.size(); ++i) {
        NodeSpec& spec = specs[i];
        if (spec.id.empty()) return unexpected("nodes[" + std::to_string(i) + "] has an empty id");
        if (const auto error = checkNode(spec)) return unexpected(*error);
        const auto [it, inserted] = index.emplace(spec.id, NodeIndex(i));
        if (!inserted)
            return unexpected("duplicate id " + quoted(spec.id) + ": nodes[" +
                              std::to_string(it->second) + "] and nodes[" + std::to_string(i) +
                              "]");
        Node node;
        node.id = spec.id;
        node.toMove = spec.toMove;
        if (spec.terminal) {
            node.kind = NodeKind::Terminal;
            node.value = *spec.value;
            node.outcome = Outcome::certain(node.value);
        } else if (spec.estimate) {
            // Exactly normalised, so that every backed-up distribution adds up to 1 as well.
            const Outcome& e = *spec.estimate;
            const double sum = e.win + e.draw + e.loss;
            node.kind = NodeKind::Horizon;
            node.outcome = {e.win / sum, e.draw / sum, e.loss / sum};
            node.height = spec.horizonDepth;
            for (const double p : {node.outcome.win, node.outcome.draw, node.outcome.loss})
                if (p > 0.0) node.outcomeEntropy -= p * std::log2(p);
            node.outcomeEntropy = std::max(0.0, node.outcomeEntropy);
        }
        tree.nodes_.push_back(std::move(node));
    }
    if (const auto error = tree.linkChildren(specs, index)) return unexpected(*error);
    if (const auto error = tree.orderBottomUp()) return unexpected(*error);
    if (!rootId.empty()) {
        const auto root = index.find(rootId);
        if (root == index.end())
            return unexpected("the root " + quoted(std::string(rootId)) + " is not a node");
        tree.root_ = root->second;
    }
    return tree;
}

std::optional<NodeIndex> Tree::find(std::string_view id) const {
    for (std::size_t n = 0; n < nodes_.size(); ++n)
        if (nodes_[n].id == id) return NodeIndex(n);
    return std::nullopt;
}

std::optional<std::string> Tree::linkChildren(const std::vector<NodeSpec>& specs,
                                              const Index& index) {
    edgeBegin_.reserve(specs.size() + 1);
    for (const NodeSpec& spec : specs) {
        edgeBegin_.push_back(int(edges_.size()));
        std::set<std::string_view> seen;
        for (const std::string& child : spec.children) {
            const auto c = index.find(child);
            if (c == index.end())
                return "node " + quoted(spec.id) + " has an unknown child " + quoted(child);
            if (!seen.insert(child).second)
                return "node " + quoted(spec.id) + " lists the child " + quoted(child) + " twice";
            edges_.push_back(c->second);
        }
    }
    edgeBegin_.push_back(int(edges_.size()));
    return std::nullopt;
}

// A depth-first search from every node in turn, with an explicit stack (trees may be deep):
// the post-order puts children before parents, and an edge back to a node still on the stack
// closes a cycle, which the message spells out.
std::optional<std::string> Tree::orderBottomUp() {
    enum class State : std::uint8_t { New, OnStack, Done };
    std::vector<State> state(nodes_.size(), State::New);
    std::vector<std::pair<NodeIndex, int>> stack; // node, how many of its children are visited
    bottomUp_.reserve(nodes_.size());
    for (NodeIndex start = 0; start < size(); ++start) {
        if (state[start] != State::New) continue;
        stack.emplace_back(start, 0);
        state[start] = State::OnStack;
        while (!stack.empty()) {
            auto& [n, next] = stack.back();
            const auto kids = children(n);
            if (next == int(kids.size())) {
                if (!kids.empty()) {
                    int height = 0;
                    for (const NodeIndex c : kids) height = std::max(height, nodes_[c].height);
                    nodes_[n].height = height + 1;
                }
                state[n] = State::Done;
                bottomUp_.push_back(n);
                stack.pop_back();
                continue;
            }
            const NodeIndex c = kids[next++];
            if (state[c] == State::OnStack) {
                std::string path;
                auto it = std::find_if(stack.begin(), stack.end(),
                                       [c](const auto& entry) { return entry.first == c; });
                for (; it != stack.end(); ++it) path += nodes_[it->first].id + " -> ";
                return "node " + quoted(nodes_[c].id) + " is its own descendant: " + path +
                       nodes_[c].id;
            }
            if (state[c] == State::New) {
                state[c] = State::OnStack;
                stack.emplace_back(c, 0);
            }
        }
    }
    return std::nullopt;
}

} // namespace kibitz::theory
