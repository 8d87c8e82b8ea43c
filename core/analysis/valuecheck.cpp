#include "analysis/valuecheck.h"

#include "analysis/valuation.h"

#include <algorithm>
#include <map>
#include <utility>

namespace kibitz::analysis {

namespace {

using PositionKey = std::pair<chess::Key, chess::Key>;

PositionKey keyOf(const chess::Position& position) {
    return {position.key(), position.historyKey()};
}

// E[v] = w - l of the tree's root, White's standpoint, as the annotator sees it.
double expectedValue(const LookaheadTree& tree) {
    const ValueEstimate& root = tree.rootValue();
    return expectation(root.isExact() ? root : estimatedValue(tree.position(), tree.bestScore()));
}

bool checkable(const LookaheadTree& tree) {
    return tree.settings().checkNodes() > 0 && tree.checkedNodes() == 0 && !tree.wasStopped() &&
           !tree.rootValue().isExact() && tree.bestMove() != chess::Move::none();
}

} // namespace

std::vector<std::size_t> valuesToCheck(std::span<const SharedLookahead> trees) {
    std::map<PositionKey, std::size_t> byPosition;
    for (std::size_t i = 0; i < trees.size(); ++i)
        if (trees[i] && !trees[i]->wasStopped()) byPosition.emplace(keyOf(trees[i]->position()), i);

    std::vector<bool> chosen(trees.size(), false);
    for (std::size_t i = 0; i < trees.size(); ++i) {
        if (!trees[i] || trees[i]->wasStopped()) continue;
        const LookaheadTree& before = *trees[i];
        const double sign = before.position().sideToMove() == chess::White ? 1.0 : -1.0;
        const double valueBefore = expectedValue(before);
        chess::Position position = before.position().clone();
        for (const int c : before.node(0).children) {
            const chess::Move move = before.node(c).move;
            position.makeMove(move);
            const auto found = byPosition.find(keyOf(position));
            position.unmakeMove(move);
            if (found == byPosition.end()) continue;
            const LookaheadTree& after = *trees[found->second];
            const double drop = sign * (valueBefore - expectedValue(after));
            if (drop < before.settings().checkDrop) continue;
            if (checkable(before)) chosen[i] = true;
            if (checkable(after)) chosen[found->second] = true;
        }
    }
    std::vector<std::size_t> indices;
    for (std::size_t i = 0; i < chosen.size(); ++i)
        if (chosen[i]) indices.push_back(i);
    return indices;
}

} // namespace kibitz::analysis
