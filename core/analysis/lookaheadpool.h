#pragma once

// The worker threads that grow look-ahead trees: the one pool behind buildLookaheads (a game's
// positions, for the window and `analyse`) and the batch annotator (`annotate`, Annotate All).
// A task is a position; its tree is handed to the task's callback.
//
// Each worker keeps its own transposition table, and its own RootValuer, made by makeValuer on
// the worker's thread before its first tree (so a worker that gets no task makes none, and an
// external engine is started only where it has work). buildLookahead clears the table for every
// tree, so a tree depends on its position and the settings alone, whichever worker grows it.

#include "analysis/lookahead.h"

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace kibitz::analysis {

using SharedLookahead = std::shared_ptr<const LookaheadTree>;
// Makes the valuer of one worker (buildLookahead's RootValuer: the search for v by another
// engine). May return nullptr: the built-in engine values.
using ValuerFactory = std::function<std::unique_ptr<RootValuer>()>;

struct LookaheadPoolOptions {
    LookaheadSettings lookahead;
    int threads = 2;                // worker threads, at least 1
    std::size_t hashMegabytes = 16; // the transposition table of each worker
    // Each worker calls it once, on its own thread, before its first tree, and keeps the valuer
    // for all its trees. Empty: the built-in engine values every tree. lookahead.valueEngine
    // should name the engine, so that a cache keeps its trees apart from the built-in engine's.
    ValuerFactory makeValuer;
};

class LookaheadPool {
public:
    // Called on a worker thread with the task's tree, one call at a time over the whole pool. A
    // tree stopped by the cancel flag comes too, marked wasStopped().
    using Done = std::function<void(SharedLookahead tree)>;

    // Starts the workers; `cancel` stops the tree being grown and drops the tasks not started.
    LookaheadPool(LookaheadPoolOptions options, const std::atomic<bool>& cancel);
    // stop()
    ~LookaheadPool();
    LookaheadPool(const LookaheadPool&) = delete;
    LookaheadPool& operator=(const LookaheadPool&) = delete;

    // Queues the tree of `position` (its history counts for repetitions). Tasks are started in
    // the order they are added. With `tables`, the tree answers from these endgame tables instead
    // of the settings' (kibitz-cli annotate analyses each game with the tables it needs).
    void add(chess::Position position, Done done,
             std::shared_ptr<const tablebase::Tablebases> tables = nullptr);
    // Queues the next look at `tree`'s value (withCheckedValue, its nextCheckNodes()) by
    // the worker's own valuer, with the tree's own settings and tables; `done` gets the checked
    // tree.
    void check(SharedLookahead tree, Done done);
    // Queues the look at the best of `tree`'s other moves (withSecondBest) likewise.
    void checkSecondBest(SharedLookahead tree, Done done);
    // Waits until every task added so far is done (or dropped after a cancel); the workers stay.
    void wait();
    // Waits until every task added is done (or dropped after a cancel); the workers end.
    void finish();
    // Drops the tasks not started, waits for those being worked on; the workers end.
    void stop();

private:
    struct Task {
        chess::Position position;
        SharedLookahead checked; // set: check this tree's value instead of growing one
        bool secondBest = false; // with `checked`: look at its other moves instead
        Done done;
        std::shared_ptr<const tablebase::Tablebases> tables;
    };
    void queue(Task task);
    void work();
    void end(bool dropQueued);

    const LookaheadPoolOptions options_;
    const std::atomic<bool>& cancel_;
    std::mutex mutex_; // guards tasks_, unfinished_ and closing_
    std::condition_variable tasksChanged_;
    std::deque<Task> tasks_;
    int unfinished_ = 0; // tasks queued or being worked on
    std::condition_variable allDone_;
    bool closing_ = false;
    std::mutex doneMutex_; // one Done call at a time
    std::vector<std::thread> workers_;
};

} // namespace kibitz::analysis
