#include "analysis/valuecheck.h"

#include "analysis/valuation.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
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

// The root's score, White's standpoint.
int whiteScore(const LookaheadTree& tree) {
    return tree.node(0).whiteToMove ? tree.bestScore() : -tree.bestScore();
}

// The root's score, White's standpoint, counted up to SwingCap each way; nullopt for a mate or
// a table's win, which E[v] judges.
std::optional<int> cappedScore(const LookaheadTree& tree) {
    if (search::isDecisiveScore(tree.bestScore())) return std::nullopt;
    return std::clamp(whiteScore(tree), -SwingCap, SwingCap);
}

// The tree's own best score and its value search's lie more than the margin apart.
bool searchesDisagree(const LookaheadTree& tree) {
    const int margin = tree.settings().swingMargin;
    const std::optional<int> value = cappedScore(tree);
    if (margin <= 0 || !value) return false;
    const int own = std::clamp(whiteScore(tree) - int(std::lround(valueSearchOffset(tree))),
                               -SwingCap, SwingCap);
    return std::abs(*value - own) > margin;
}

// The score swings by more than the margin from the position before a move to the one after.
bool swings(const LookaheadTree& before, const LookaheadTree& after) {
    const int margin = before.settings().swingMargin;
    const std::optional<int> from = cappedScore(before);
    const std::optional<int> to = cappedScore(after);
    return margin > 0 && from && to && std::abs(*from - *to) > margin;
}

bool checkable(const LookaheadTree& tree) {
    return !tree.wasStopped() && !tree.rootValue().isExact() &&
           tree.bestMove() != chess::Move::none();
}

// The tree is due for the look: never checked for the second, checked once for the third.
bool dueFor(const LookaheadTree& tree, Look look) {
    if (!checkable(tree) || tree.nextCheckNodes() == 0) return false;
    return look == Look::Second ? tree.checkedNodes() == 0 : tree.checkedNodes() > 0;
}

// The tree's value is as good as the second look makes it.
bool looked(const LookaheadTree& tree) {
    return tree.checkedNodes() > 0 || tree.rootValue().isExact();
}

// The move is quiet (no capture, no promotion) and moves a pawn.
bool quietPawnMove(const chess::Position& position, chess::Move move) {
    return chess::typeOf(position.pieceOn(move.from())) == chess::Pawn &&
           !position.isCapture(move) && move.kind() != chess::Move::Promotion;
}

bool dueForSecondBest(const LookaheadTree& tree) {
    const LookaheadSettings& settings = tree.settings();
    return settings.secondBestLook &&
           tree.position().fullmoveNumber() >= settings.secondBestFromMove &&
           tree.valueSearchNodes() > 0 && checkable(tree) && !tree.secondBestScore() &&
           tree.node(0).children.size() > 1 && quietPawnMove(tree.position(), tree.bestMove());
}

} // namespace

std::vector<std::size_t> valuesToCheck(std::span<const SharedLookahead> trees, Look look,
                                       int bookPlies) {
    std::map<PositionKey, std::size_t> byPosition;
    for (std::size_t i = 0; i < trees.size(); ++i)
        if (trees[i] && !trees[i]->wasStopped()) byPosition.emplace(keyOf(trees[i]->position()), i);

    std::vector<bool> chosen(trees.size(), false);
    for (std::size_t i = 0; i < trees.size(); ++i) {
        if (!trees[i] || trees[i]->wasStopped()) continue;
        const LookaheadTree& before = *trees[i];
        if (look == Look::Second && i >= std::size_t(std::max(bookPlies, 0)) &&
            searchesDisagree(before) && dueFor(before, look))
            chosen[i] = true;
        const LookaheadSettings& settings = before.settings();
        const double sign = before.position().sideToMove() == chess::White ? 1.0 : -1.0;
        const double valueBefore = expectedValue(before);
        chess::Position position = before.position().clone();
        for (const int c : before.node(0).children) {
            const chess::Move move = before.node(c).move;
            position.makeMove(move);
            const auto found = byPosition.find(keyOf(position));
            position.unmakeMove(move);
            if (found == byPosition.end() || found->second <= std::size_t(std::max(bookPlies, 0)))
                continue; // not a position of these trees, or a book move
            if (look == Look::SecondBest) {
                if (move == before.bestMove() && dueForSecondBest(before)) chosen[i] = true;
                continue;
            }
            const LookaheadTree& after = *trees[found->second];
            const double drop = sign * (valueBefore - expectedValue(after));
            const bool due = look == Look::Second
                                 ? drop >= settings.checkDrop || swings(before, after)
                                 : drop >= settings.deepDrop && drop < settings.deepCeiling &&
                                       looked(before) && looked(after);
            if (!due) continue;
            if (dueFor(before, look)) chosen[i] = true;
            if (dueFor(after, look)) chosen[found->second] = true;
        }
    }
    std::vector<std::size_t> indices;
    for (std::size_t i = 0; i < chosen.size(); ++i)
        if (chosen[i]) indices.push_back(i);
    return indices;
}

std::vector<std::size_t> nextChecks(std::span<const SharedLookahead> trees, int& round, Look& look,
                                    int bookPlies) {
    constexpr int Rounds = CheckRounds + DeepRounds + 1; // the second-best look's one round last
    while (round < Rounds) {
        look = round < CheckRounds                ? Look::Second
               : round < CheckRounds + DeepRounds ? Look::Third
                                                  : Look::SecondBest;
        std::vector<std::size_t> indices = valuesToCheck(trees, look, bookPlies);
        if (!indices.empty()) {
            ++round;
            return indices;
        }
        // Nothing changed since this look's last round: its later rounds would find nothing.
        round = look == Look::Second  ? CheckRounds
                : look == Look::Third ? CheckRounds + DeepRounds
                                      : Rounds;
    }
    return {};
}

void queueLook(LookaheadPool& pool, Look look, SharedLookahead tree, LookaheadPool::Done done) {
    if (look == Look::SecondBest)
        pool.checkSecondBest(std::move(tree), std::move(done));
    else
        pool.check(std::move(tree), std::move(done));
}

} // namespace kibitz::analysis
