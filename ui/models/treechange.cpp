#include "treechange.h"

#include <algorithm>
#include <cstdint>

namespace kibitz::ui {

using pgn::GameTree;
using pgn::NodeId;
using pgn::NoNode;

namespace {

// The moves of `siblings`, sorted; nothing when one of them is there twice.
std::optional<std::vector<std::uint16_t>> distinctMoves(const GameTree& tree,
                                                        const std::vector<NodeId>& siblings) {
    std::vector<std::uint16_t> moves;
    moves.reserve(siblings.size());
    for (const NodeId id : siblings) moves.push_back(tree.move(id).raw());
    std::sort(moves.begin(), moves.end());
    if (std::adjacent_find(moves.begin(), moves.end()) != moves.end()) return std::nullopt;
    return moves;
}

// `id` and every move after it, each after its parent and its earlier siblings.
void appendSubtree(const GameTree& tree, NodeId id, std::vector<NodeId>& out) {
    std::vector<NodeId> pending{id};
    while (!pending.empty()) {
        const NodeId next = pending.back();
        pending.pop_back();
        out.push_back(next);
        const std::vector<NodeId> children = tree.children(next);
        pending.insert(pending.end(), children.rbegin(), children.rend());
    }
}

} // namespace

std::optional<TreeChange> planTreeChange(const GameTree& from, const GameTree& to) {
    if (from.startFen() != to.startFen() || from.isChess960() != to.isChess960())
        return std::nullopt;
    TreeChange change;
    std::vector<std::pair<NodeId, NodeId>> pending{{GameTree::root(), GameTree::root()}};
    while (!pending.empty()) {
        const auto [old, now] = pending.back();
        pending.pop_back();
        change.kept.push_back({old, now});
        const std::vector<NodeId> before = from.children(old);
        const std::vector<NodeId> after = to.children(now);
        const auto movesBefore = distinctMoves(from, before);
        const auto movesAfter = distinctMoves(to, after);
        if (!movesBefore || !movesAfter) return std::nullopt;
        // The continuations that stay must lead the new ones, in the same order: appending puts
        // a new move after all the others.
        std::size_t matched = 0;
        std::vector<NodeId> gone;
        for (const NodeId child : before) {
            const chess::Move move = from.move(child);
            if (matched < after.size() && to.move(after[matched]) == move) {
                pending.push_back({child, after[matched++]});
            } else if (std::binary_search(movesAfter->begin(), movesAfter->end(), move.raw())) {
                return std::nullopt; // it stays, but elsewhere
            } else {
                gone.push_back(child);
            }
        }
        // Deleting a first continuation while a later one stays would promote that one.
        if (!gone.empty() && gone.front() == before.front() && matched > 0) return std::nullopt;
        change.removed.insert(change.removed.end(), gone.rbegin(), gone.rend());
        for (std::size_t i = matched; i < after.size(); ++i)
            appendSubtree(to, after[i], change.added);
    }
    return change;
}

bool copyAnnotations(const GameTree& from, NodeId source, GameTree& into, NodeId target) {
    bool changed = false;
    const auto nags = from.nags(source);
    const auto held = into.nags(target);
    if (!std::equal(nags.begin(), nags.end(), held.begin(), held.end())) {
        into.setNags(target, std::vector<pgn::Nag>(nags.begin(), nags.end()));
        changed = true;
    }
    if (from.commentBefore(source) != into.commentBefore(target)) {
        into.setCommentBefore(target, from.commentBefore(source));
        changed = true;
    }
    if (from.commentAfter(source) != into.commentAfter(target)) {
        into.setCommentAfter(target, from.commentAfter(source));
        changed = true;
    }
    return changed;
}

} // namespace kibitz::ui
