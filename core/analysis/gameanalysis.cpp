#include "analysis/gameanalysis.h"

#include "analysis/valuecheck.h"

#include <algorithm>
#include <thread>

namespace kibitz::analysis {

std::vector<chess::Position> mainLinePositions(const pgn::Game& game) {
    const pgn::GameTree& tree = game.tree();
    chess::Position position = tree.positionAt(pgn::GameTree::root());
    std::vector<chess::Position> positions;
    positions.push_back(position.cloneForDrawRules());
    for (const pgn::NodeId id : tree.mainLine()) {
        if (id == pgn::GameTree::root()) continue;
        const chess::Move move = tree.move(id);
        position.play(move); // "--" in a real game: the other side moves twice
        positions.push_back(position.cloneForDrawRules());
    }
    return positions;
}

LookaheadCache::Key LookaheadCache::keyOf(const chess::Position& position) {
    return {position.key(), position.historyKey()};
}

SharedLookahead LookaheadCache::find(const chess::Position& position,
                                     const LookaheadSettings& settings) const {
    return find(keyOf(position), settings);
}

SharedLookahead LookaheadCache::find(const Key& key, const LookaheadSettings& settings) const {
    const std::lock_guard lock(mutex_);
    for (const Entry& entry : entries_) {
        if (!(entry.settings == settings)) continue;
        const auto it = entry.trees.find(key);
        return it == entry.trees.end() ? nullptr : it->second;
    }
    return nullptr;
}

void LookaheadCache::insert(const SharedLookahead& tree) {
    if (!tree || tree->wasStopped()) return;
    const std::lock_guard lock(mutex_);
    auto it = std::find_if(entries_.begin(), entries_.end(),
                           [&](const Entry& e) { return e.settings == tree->settings(); });
    if (it == entries_.end()) it = entries_.insert(entries_.end(), Entry{tree->settings(), {}});
    it->trees[keyOf(tree->position())] = tree;
}

void LookaheadCache::erase(const SharedLookahead& tree) {
    if (!tree) return;
    const std::lock_guard lock(mutex_);
    for (Entry& entry : entries_) {
        if (!(entry.settings == tree->settings())) continue;
        const auto it = entry.trees.find(keyOf(tree->position()));
        if (it != entry.trees.end() && it->second == tree) entry.trees.erase(it);
    }
}

std::size_t LookaheadCache::size() const {
    const std::lock_guard lock(mutex_);
    std::size_t n = 0;
    for (const Entry& entry : entries_) n += entry.trees.size();
    return n;
}

void LookaheadCache::clear() {
    const std::lock_guard lock(mutex_);
    entries_.clear();
}

std::vector<SharedLookahead> buildLookaheads(std::span<const chess::Position> positions,
                                             const GameAnalysisOptions& options,
                                             LookaheadCache& cache, const std::atomic<bool>& cancel,
                                             const ProgressCallback& progress, int bookPlies) {
    const int positionCount = int(positions.size());
    std::vector<SharedLookahead> trees(positions.size());
    std::vector<int> missing;
    for (int i = 0; i < positionCount; ++i) {
        trees[std::size_t(i)] = cache.find(positions[std::size_t(i)], options.lookahead);
        if (!trees[std::size_t(i)]) missing.push_back(i);
    }
    int total = positionCount; // grows by the values checked
    int done = total - int(missing.size());
    if (progress && done > 0) progress(done, total);
    int probe = 0;
    Look look = Look::Second;
    const std::size_t toCheck =
        missing.empty() ? nextChecks(trees, probe, look, bookPlies).size() : 0;
    if (missing.empty() && toCheck == 0) return trees;

    // Each tree depends on its position and the settings alone, so which worker grows it, and
    // when, changes nothing in the results.
    LookaheadPoolOptions workers = options;
    workers.threads = std::clamp(options.threads, 1, std::max(int(missing.size()), int(toCheck)));
    LookaheadPool pool(std::move(workers), cancel);
    const auto keep = [&](std::size_t i) {
        return [&, i](SharedLookahead tree) {
            if (tree->wasStopped()) return; // cancelled: the position keeps what it had
            cache.insert(tree);
            trees[i] = std::move(tree);
            ++done;
            if (progress) progress(done, total);
        };
    };
    for (const int i : missing) pool.add(positions[std::size_t(i)].clone(), keep(std::size_t(i)));
    pool.wait();
    // The second and third looks where a move seems to lose value, then the second-best look at a
    // quiet best move (valuecheck.h); the looked-at tree replaces the first in the cache.
    for (int round = 0; !cancel.load();) {
        const std::vector<std::size_t> checks = nextChecks(trees, round, look, bookPlies);
        if (checks.empty()) break;
        total += int(checks.size());
        for (const std::size_t i : checks) queueLook(pool, look, trees[i], keep(i));
        pool.wait();
    }
    pool.finish();
    return trees;
}

std::vector<std::optional<PositionAnalysis>> assessGame(std::span<const SharedLookahead> trees,
                                                        const theory::MichieSettings& merits,
                                                        int threads) {
    std::vector<std::optional<PositionAnalysis>> result(trees.size());
    // Thread t takes the trees t, t + threads, ...: neighbouring positions have trees of
    // similar size, so the shares are even.
    const int count = std::clamp(threads, 1, std::max(1, int(trees.size())));
    const auto work = [&](int first) {
        for (std::size_t i = std::size_t(first); i < trees.size(); i += std::size_t(count))
            if (trees[i]) result[i] = assessPosition(*trees[i], merits);
    };
    std::vector<std::jthread> workers;
    for (int t = 1; t < count; ++t) workers.emplace_back(work, t);
    work(0);
    for (std::jthread& worker : workers) worker.join();
    return result;
}

} // namespace kibitz::analysis
