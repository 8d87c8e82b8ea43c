#include "analysis/gameanalysis.h"

#include "analysis/lookaheadscheduler.h"
#include "analysis/valuecheck.h"

#include <algorithm>
#include <thread>
#include <unordered_map>

namespace kibitz::analysis {

void visitMainLine(const pgn::Game& game,
                   const std::function<void(const chess::Position&)>& visit) {
    const pgn::GameTree& tree = game.tree();
    chess::Position position = tree.positionAt(pgn::GameTree::root());
    visit(position);
    for (pgn::NodeId id = tree.firstChild(pgn::GameTree::root()); id != pgn::NoNode;
         id = tree.firstChild(id)) {
        position.play(tree.move(id)); // "--" in a real game: the other side moves twice
        visit(position);
    }
}

std::vector<chess::Position> mainLinePositions(const pgn::Game& game) {
    std::vector<chess::Position> positions;
    visitMainLine(game, [&](const chess::Position& position) {
        positions.push_back(position.cloneForDrawRules());
    });
    return positions;
}

DistinctPositions distinctMainLinePositions(const pgn::Game& game) {
    DistinctPositions distinct;
    std::map<LookaheadCache::Key, std::size_t> indexOf;
    visitMainLine(game, [&](const chess::Position& position) {
        const LookaheadCache::Key key = LookaheadCache::keyOf(position);
        const auto [it, fresh] = indexOf.try_emplace(key, distinct.positions.size());
        if (fresh) {
            distinct.positions.push_back(position.cloneForDrawRules());
            distinct.keys.push_back(key);
        }
        distinct.ofPly.push_back(it->second);
    });
    return distinct;
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
    LookaheadWork work;
    work.trees.resize(positions.size());
    work.bookPlies = bookPlies;
    work.progress = progress;
    // The positions to grow, each once: a position repeated with the same past (moves shuffled
    // back and forth, the same transposition twice) has one tree, shared by every index.
    std::map<LookaheadCache::Key, std::size_t> groupOf;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const LookaheadCache::Key key = LookaheadCache::keyOf(positions[i]);
        work.trees[i] = cache.find(key, options.lookahead);
        if (work.trees[i]) continue;
        const auto [it, fresh] = groupOf.try_emplace(key, work.alike.size());
        if (fresh) {
            work.alike.emplace_back();
            work.positions.push_back(positions[i].clone());
        }
        work.alike[it->second].push_back(i);
    }
    int round = 0;
    Look look = Look::Second;
    const std::size_t toCheck =
        work.positions.empty() ? nextChecks(work.trees, round, look, bookPlies).size() : 0;
    if (work.positions.empty() && toCheck == 0) {
        if (progress && !positions.empty()) progress(int(positions.size()), int(positions.size()));
        return work.trees;
    }

    // Each tree depends on its position and the settings alone, so which worker grows it, and
    // when, changes nothing in the results.
    LookaheadPoolOptions workers = options;
    workers.threads =
        std::clamp(options.threads, 1, std::max(int(work.positions.size()), int(toCheck)));
    LookaheadScheduler scheduler(std::move(workers), cancel, &cache);
    scheduler.add(std::move(work));
    return scheduler.takeFirst().trees;
}

std::vector<SharedAnalysis> assessGame(std::span<const SharedLookahead> trees,
                                       const theory::MichieSettings& merits, int threads) {
    // A tree that serves several plies (a position repeated with the same past) is assessed once
    // and its analysis shared.
    std::vector<std::size_t> firstOf(trees.size());
    std::unordered_map<const LookaheadTree*, std::size_t> seen;
    std::vector<std::size_t> distinct;
    for (std::size_t i = 0; i < trees.size(); ++i) {
        if (!trees[i]) continue;
        const auto [it, added] = seen.try_emplace(trees[i].get(), i);
        if (added) distinct.push_back(i);
        firstOf[i] = it->second;
    }
    std::vector<SharedAnalysis> result(trees.size());
    // Thread t takes the trees t, t + threads, ...: neighbouring positions have trees of
    // similar size, so the shares are even.
    const int count = std::clamp(threads, 1, std::max(1, int(distinct.size())));
    const auto work = [&](int first) {
        for (std::size_t k = std::size_t(first); k < distinct.size(); k += std::size_t(count)) {
            const std::size_t i = distinct[k];
            result[i] = std::make_shared<const PositionAnalysis>(assessPosition(*trees[i], merits));
        }
    };
    std::vector<std::jthread> workers;
    for (int t = 1; t < count; ++t) workers.emplace_back(work, t);
    work(0);
    for (std::jthread& worker : workers) worker.join();
    for (std::size_t i = 0; i < trees.size(); ++i)
        if (trees[i]) result[i] = result[firstOf[i]];
    return result;
}

} // namespace kibitz::analysis
