#pragma once

// Whole games: the look-ahead trees of every position of a game, grown on worker threads with
// progress and cancellation, and kept in a cache keyed by position and settings, so that other
// merits only need the back-up again (assessGame, one pass per tree).

#include "analysis/lookahead.h"
#include "analysis/lookaheadpool.h"
#include "analysis/lookaheadscheduler.h"
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
// The same positions one at a time, none held: `visit` sees each with its whole history.
void visitMainLine(const pgn::Game& game, const std::function<void(const chess::Position&)>& visit);

// Look-ahead trees by position (its key and the history the draw rules look back on) and
// settings. Thread-safe. Trees of stopped builds are not kept.
class LookaheadCache {
public:
    // A position's key and the digest of its history (O(plies the draw rules look back on)).
    using Key = std::pair<chess::Key, chess::Key>;
    static Key keyOf(const chess::Position& position);

    SharedLookahead find(const chess::Position& position, const LookaheadSettings& settings) const;
    SharedLookahead find(const Key& key, const LookaheadSettings& settings) const;
    void insert(const SharedLookahead& tree);
    // Drops `tree`, when the cache holds it (not another tree of its position), so that its
    // position is grown again: the window does so after an endgame table it lacked was made.
    void erase(const SharedLookahead& tree);
    std::size_t size() const;
    void clear();

private:
    struct Entry {
        LookaheadSettings settings;
        std::map<Key, SharedLookahead> trees;
    };

    mutable std::mutex mutex_;
    std::vector<Entry> entries_; // one per settings used, few
};

// The main line's positions each once: a position reached again with the same past (moves
// shuffled back and forth) is one position, as for the cache. `positions` in the order first
// reached, `keys` theirs, and `ofPly[i]` the index among them of the position after i plies.
struct DistinctPositions {
    std::vector<chess::Position> positions;
    std::vector<LookaheadCache::Key> keys;
    std::vector<std::size_t> ofPly;
};
DistinctPositions distinctMainLinePositions(const pgn::Game& game);

// The workers of buildLookaheads: the look-ahead pool's (lookaheadpool.h).
using GameAnalysisOptions = LookaheadPoolOptions;

// The trees of all `positions`, in their order, from the cache where it has them and otherwise
// grown by a LookaheadPool of `options.threads` workers, at most one per tree to grow (and added
// to the cache). Then the rounds of deeper looks follow (LookaheadScheduler), the trees
// replacing the first ones in the cache; `progress` counts those searches too, its total growing
// by them. No look is taken at a book move: with a game's main line first in `positions`, the
// moves into its positions 1..bookPlies. Blocks until all are done or `cancel` is set; after a
// cancel the positions not grown have no tree (nullptr), and those not checked keep their first
// tree.
std::vector<SharedLookahead> buildLookaheads(std::span<const chess::Position> positions,
                                             const GameAnalysisOptions& options,
                                             LookaheadCache& cache, const std::atomic<bool>& cancel,
                                             const ProgressCallback& progress = {},
                                             int bookPlies = 0);

// The back-up of every tree at the given merits, in the same order; nullopt where there is no
// tree. The trees are shared out over `threads` threads.
std::vector<SharedAnalysis> assessGame(std::span<const SharedLookahead> trees,
                                       const theory::MichieSettings& merits, int threads = 1);

} // namespace kibitz::analysis
