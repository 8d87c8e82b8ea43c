#include "analysis/gameanalysis.h"

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
    const int positionCount = int(positions.size());
    std::vector<SharedLookahead> trees(positions.size());
    // The positions to grow, each once: a position repeated with the same past (moves shuffled
    // back and forth, the same transposition twice) has one tree, shared by every index.
    std::vector<int> missing;
    std::map<LookaheadCache::Key, std::vector<std::size_t>> alike;
    for (int i = 0; i < positionCount; ++i) {
        const LookaheadCache::Key key = LookaheadCache::keyOf(positions[std::size_t(i)]);
        trees[std::size_t(i)] = cache.find(key, options.lookahead);
        if (trees[std::size_t(i)]) continue;
        std::vector<std::size_t>& same = alike[key];
        if (same.empty()) missing.push_back(i);
        same.push_back(std::size_t(i));
    }
    int total = positionCount; // grows by the values checked
    int done = total;
    for (const auto& [key, same] : alike) done -= int(same.size());
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
    // A grown tree goes to every index of its position.
    const auto keepAll = [&](const std::vector<std::size_t>& same) {
        return [&](SharedLookahead tree) {
            if (tree->wasStopped()) return;
            cache.insert(tree);
            for (const std::size_t i : same) trees[i] = tree;
            done += int(same.size());
            if (progress) progress(done, total);
        };
    };
    for (const int i : missing) {
        const chess::Position& position = positions[std::size_t(i)];
        pool.add(position.clone(), keepAll(alike.at(LookaheadCache::keyOf(position))));
    }
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
