#pragma once

// Whole games (issue 5): the look-ahead trees of every position of a game, grown on worker
// threads with progress and cancellation, and kept in a cache keyed by position and settings, so
// that other merits only need the back-up again (assessGame, one pass per tree).

#include "analysis/lookahead.h"
#include "analysis/positionanalysis.h"
#include "pgn/game.h"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace kibitz::analysis {

// The positions of a game's main line, from the start position to the one after the last move,
// each with the history before it (for repetitions).
std::vector<chess::Position> mainLinePositions(const pgn::Game& game);

using SharedLookahead = std::shared_ptr<const LookaheadTree>;

// Look-ahead trees by position (its key and the history the draw rules look back on) and
// settings. Thread-safe. Trees of stopped builds are not kept.
class LookaheadCache {
public:
    SharedLookahead find(const chess::Position& position, const LookaheadSettings& settings) const;
    void insert(const SharedLookahead& tree);
    std::size_t size() const;
    void clear();

private:
    using Key = std::pair<chess::Key, chess::Key>;
    struct Entry {
        LookaheadSettings settings;
        std::map<Key, SharedLookahead> trees;
    };
    static Key keyOf(const chess::Position& position);

    mutable std::mutex mutex_;
    std::vector<Entry> entries_; // one per settings used, few
};

struct GameAnalysisOptions {
    LookaheadSettings lookahead;
    int threads = 2;                // worker threads, at least 1
    std::size_t hashMegabytes = 16; // the transposition table of each worker
    // Makes the valuer of one worker (buildLookahead's RootValuer: the search for v by another
    // engine); each worker calls it once, on its own thread, before its first tree, and keeps
    // the valuer for all its trees. May return nullptr (the built-in engine values). Empty: the
    // built-in engine values every tree. lookahead.valueEngine should name the engine, so that the
    // cache keeps its trees apart from the built-in engine's.
    std::function<std::unique_ptr<RootValuer>()> makeValuer;
};

// Called from the worker threads, one call at a time, after each position: how many of the
// positions are done.
using ProgressCallback = std::function<void(int done, int total)>;

// The trees of all `positions`, in their order, from the cache where it has them and otherwise
// grown on `options.threads` threads (and added to the cache). Blocks until all are done or
// `cancel` is set; after a cancel the positions not finished have no tree (nullptr).
std::vector<SharedLookahead> buildLookaheads(std::span<const chess::Position> positions,
                                             const GameAnalysisOptions& options,
                                             LookaheadCache& cache, const std::atomic<bool>& cancel,
                                             const ProgressCallback& progress = {});

// The back-up of every tree at the given merits, in the same order; nullopt where there is no
// tree. The trees are shared out over `threads` threads.
std::vector<std::optional<PositionAnalysis>> assessGame(std::span<const SharedLookahead> trees,
                                                        const theory::MichieSettings& merits,
                                                        int threads = 1);

} // namespace kibitz::analysis
