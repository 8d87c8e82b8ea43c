#include "analysis/gameanalysis.h"

#include "search/tt.h"

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
    const std::lock_guard lock(mutex_);
    for (const Entry& entry : entries_) {
        if (!(entry.settings == settings)) continue;
        const auto it = entry.trees.find(keyOf(position));
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
                                             const ProgressCallback& progress) {
    const int total = int(positions.size());
    std::vector<SharedLookahead> trees(positions.size());
    std::vector<int> missing;
    for (int i = 0; i < total; ++i) {
        trees[std::size_t(i)] = cache.find(positions[std::size_t(i)], options.lookahead);
        if (!trees[std::size_t(i)]) missing.push_back(i);
    }
    std::mutex progressMutex;
    int done = total - int(missing.size());
    if (progress && done > 0) progress(done, total);

    // Each worker takes the next position not yet started; each tree depends on its position
    // and the settings alone, so the order of the work changes nothing in the results.
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        search::TranspositionTable table(options.hashMegabytes);
        // Made on this thread before the first tree, so a worker with nothing to do makes none.
        std::unique_ptr<RootValuer> valuer;
        bool valuerMade = false;
        for (std::size_t k = next++; k < missing.size() && !cancel.load(); k = next++) {
            const int i = missing[k];
            if (!valuerMade) {
                valuerMade = true;
                if (options.makeValuer) valuer = options.makeValuer();
            }
            auto tree = std::make_shared<const LookaheadTree>(buildLookahead(
                positions[std::size_t(i)], options.lookahead, table, cancel, valuer.get()));
            if (tree->wasStopped()) return;
            cache.insert(tree);
            trees[std::size_t(i)] = std::move(tree);
            const std::lock_guard lock(progressMutex);
            ++done;
            if (progress) progress(done, total);
        }
    };
    const int threads = std::clamp(options.threads, 1, std::max(1, int(missing.size())));
    std::vector<std::jthread> workers;
    for (int t = 1; t < threads; ++t) workers.emplace_back(work);
    work();
    for (std::jthread& worker : workers) worker.join();
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
