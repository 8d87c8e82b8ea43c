#pragma once

// The look-ahead rounds of games, in one place for the window, `kibitz-cli annotate` and Annotate
// All: each game's positions are grown by a LookaheadPool, and once all of a game's trees are in,
// the rounds of deeper looks where a move seems to lose value (valuecheck.h) follow, each round
// waiting for the one before. Games are finished in the order they were added, so a stream keeps
// its input's order while the workers go on with the games behind.

#include "analysis/lookaheadpool.h"
#include "analysis/valuecheck.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace kibitz::analysis {

class LookaheadCache;

// Called on a worker thread, one call at a time, after each tree is in: how many of a game's
// trees are done, the total growing by the deeper looks.
using ProgressCallback = std::function<void(int done, int total)>;

// The trees of one game to grow and check.
struct LookaheadWork {
    // The game's trees: those known already (from a cache), null where positions[g] is grown.
    std::vector<SharedLookahead> trees;
    // The positions to grow, each once; alike[g] the indices of `trees` that positions[g] fills
    // (a position reached again with the same past is grown once and its tree shared).
    std::vector<chess::Position> positions;
    std::vector<std::vector<std::size_t>> alike;
    // No look at the moves into the game's positions 1..bookPlies (nextChecks).
    int bookPlies = 0;
    // The endgame tables the trees answer from; null: the pool settings'.
    std::shared_ptr<const tablebase::Tablebases> tables;
    ProgressCallback progress;
};

// A game's trees once all are grown and checked, in LookaheadWork::trees' order.
struct LookedWork {
    std::vector<SharedLookahead> trees;
    // The cancel flag was set before the end: positions not grown have no tree, trees not
    // checked keep their first one.
    bool stopped = false;
};

class LookaheadScheduler {
public:
    // With a `cache`, every tree grown or checked goes into it (the deeper one replacing the
    // first).
    LookaheadScheduler(LookaheadPoolOptions options, const std::atomic<bool>& cancel,
                       LookaheadCache* cache = nullptr);
    // Stops the workers (the trees being grown stop at once).
    ~LookaheadScheduler();
    LookaheadScheduler(const LookaheadScheduler&) = delete;
    LookaheadScheduler& operator=(const LookaheadScheduler&) = delete;

    // Queues the game's positions behind those of the games added before.
    void add(LookaheadWork work);
    // The games added and not yet taken.
    std::size_t inFlight() const;
    // The positions to grow of those games: their trees are what the run holds.
    std::size_t positionsInFlight() const;
    // The trees grown so far, over all games.
    std::int64_t positionsDone() const;

    // The first game added and not taken, once it is done, waiting up to `timeout`; nullopt
    // otherwise (also once the cancel flag is set). Meanwhile every game whose trees are all in
    // gets its next round of looks.
    std::optional<LookedWork> takeFinished(std::chrono::milliseconds timeout);
    // The same, waiting for as long as it takes. After a cancel the workers are stopped and the
    // first game comes with what it has, marked stopped.
    LookedWork takeFirst();

    // The workers end: positions not started are dropped.
    void stop();

private:
    struct Game {
        LookaheadWork work;
        int remaining = 0; // trees not yet in, of the round under way
        int done = 0;
        int total = 0;
        int checkRounds = 0;
        Look look = Look::Second;
        bool checked = false; // no more rounds
        bool stopped = false; // a tree came back stopped by the cancel flag
    };

    LookaheadPool::Done keepGrown(Game* game, std::size_t g);
    LookaheadPool::Done keepChecked(Game* game, std::size_t i);
    // Stores `tree` at `indices` of `game` and reports; called with mutex_ held.
    void store(Game& game, const SharedLookahead& tree, const std::vector<std::size_t>& indices);
    // Queues the next round of every game whose trees are all in; called with `lock` held.
    void queueRounds(std::unique_lock<std::mutex>& lock);
    bool firstIsDone() const;
    LookedWork popFirst();

    const std::atomic<bool>& cancel_;
    LookaheadCache* cache_;
    mutable std::mutex mutex_;
    std::condition_variable treeIn_;
    std::deque<std::unique_ptr<Game>> games_;
    std::size_t positionsInFlight_ = 0;
    std::int64_t positionsDone_ = 0;
    // Last, so that its workers, which write into the games, end before the games go.
    LookaheadPool pool_;
};

} // namespace kibitz::analysis
