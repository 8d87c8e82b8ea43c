#include "analysis/lookaheadpool.h"

#include "search/tt.h"

#include <algorithm>

namespace kibitz::analysis {

LookaheadPool::LookaheadPool(LookaheadPoolOptions options, const std::atomic<bool>& cancel)
    : options_(std::move(options))
    , cancel_(cancel) {
    const int threads = std::max(1, options_.threads);
    workers_.reserve(std::size_t(threads));
    for (int i = 0; i < threads; ++i) workers_.emplace_back([this] { work(); });
}

LookaheadPool::~LookaheadPool() {
    stop();
}

void LookaheadPool::add(chess::Position position, Done done,
                        std::shared_ptr<const tablebase::Tablebases> tables) {
    queue({std::move(position), nullptr, false, std::move(done), std::move(tables)});
}

void LookaheadPool::check(SharedLookahead tree, Done done) {
    queue({chess::Position(), std::move(tree), false, std::move(done), nullptr});
}

void LookaheadPool::checkSecondBest(SharedLookahead tree, Done done) {
    queue({chess::Position(), std::move(tree), true, std::move(done), nullptr});
}

void LookaheadPool::queue(Task task) {
    {
        const std::lock_guard lock(mutex_);
        tasks_.push_back(std::move(task));
        ++unfinished_;
    }
    tasksChanged_.notify_one();
}

void LookaheadPool::wait() {
    std::unique_lock lock(mutex_);
    allDone_.wait(lock, [this] { return unfinished_ == 0; });
}

void LookaheadPool::finish() {
    end(false);
}

void LookaheadPool::stop() {
    end(true);
}

void LookaheadPool::end(bool dropQueued) {
    {
        const std::lock_guard lock(mutex_);
        closing_ = true;
        if (dropQueued) {
            unfinished_ -= int(tasks_.size());
            tasks_.clear();
        }
    }
    tasksChanged_.notify_all();
    allDone_.notify_all();
    for (std::thread& worker : workers_)
        if (worker.joinable()) worker.join();
    workers_.clear();
}

void LookaheadPool::work() {
    search::TranspositionTable table(options_.hashMegabytes);
    std::unique_ptr<RootValuer> valuer;
    bool valuerMade = false;
    while (true) {
        Task task;
        {
            std::unique_lock lock(mutex_);
            tasksChanged_.wait(lock, [this] { return closing_ || !tasks_.empty(); });
            if (tasks_.empty()) return; // closing, and nothing left to do
            task = std::move(tasks_.front());
            tasks_.pop_front();
        }
        if (!cancel_.load()) { // else drain the queue without work
            if (!valuerMade) {
                valuerMade = true;
                if (options_.makeValuer) valuer = options_.makeValuer();
            }
            LookaheadSettings withTables; // the task's own endgame tables
            if (task.tables) {
                withTables = options_.lookahead;
                withTables.tablebases = task.tables;
            }
            const LookaheadSettings& settings = task.tables ? withTables : options_.lookahead;
            const auto grown = [&]() -> LookaheadTree {
                if (!task.checked)
                    return buildLookahead(task.position, settings, table, cancel_, valuer.get());
                if (task.secondBest)
                    return withSecondBest(*task.checked, table, cancel_, valuer.get());
                return withCheckedValue(*task.checked, task.checked->nextCheckNodes(), table,
                                        cancel_, valuer.get());
            };
            auto tree = std::make_shared<const LookaheadTree>(grown());
            const std::lock_guard lock(doneMutex_);
            task.done(std::move(tree));
        }
        {
            const std::lock_guard lock(mutex_);
            --unfinished_;
        }
        allDone_.notify_all();
    }
}

} // namespace kibitz::analysis
