#include "analysis/lookaheadscheduler.h"

#include "analysis/gameanalysis.h"
#include "analysis/valuecheck.h"

#include <algorithm>
#include <utility>

namespace kibitz::analysis {

LookaheadScheduler::LookaheadScheduler(LookaheadPoolOptions options,
                                       const std::atomic<bool>& cancel, LookaheadCache* cache)
    : cancel_(cancel)
    , cache_(cache)
    , pool_(std::move(options), cancel) {}

LookaheadScheduler::~LookaheadScheduler() {
    pool_.stop();
}

void LookaheadScheduler::add(LookaheadWork work) {
    auto game = std::make_unique<Game>();
    Game* const added = game.get();
    game->work = std::move(work);
    LookaheadWork& w = game->work;
    game->total = int(w.trees.size());
    game->done = int(std::count_if(w.trees.begin(), w.trees.end(),
                                   [](const SharedLookahead& tree) { return bool(tree); }));
    game->remaining = game->total - game->done;
    if (w.progress && game->done > 0) w.progress(game->done, game->total);
    std::vector<chess::Position> positions = std::move(w.positions);
    w.positions.clear();
    {
        const std::lock_guard lock(mutex_);
        positionsInFlight_ += positions.size();
        games_.push_back(std::move(game));
    }
    for (std::size_t g = 0; g < positions.size(); ++g)
        pool_.add(std::move(positions[g]), keepGrown(added, g), added->work.tables);
    treeIn_.notify_all(); // a game with every tree known is done at once
}

std::size_t LookaheadScheduler::inFlight() const {
    const std::lock_guard lock(mutex_);
    return games_.size();
}

std::size_t LookaheadScheduler::positionsInFlight() const {
    const std::lock_guard lock(mutex_);
    return positionsInFlight_;
}

std::int64_t LookaheadScheduler::positionsDone() const {
    const std::lock_guard lock(mutex_);
    return positionsDone_;
}

void LookaheadScheduler::store(Game& game, const SharedLookahead& tree,
                               const std::vector<std::size_t>& indices) {
    game.remaining -= int(indices.size());
    if (tree->wasStopped()) {
        game.stopped = true; // the position keeps what it had
        return;
    }
    for (const std::size_t i : indices) game.work.trees[i] = tree;
    game.done += int(indices.size());
    if (cache_) cache_->insert(tree);
}

LookaheadPool::Done LookaheadScheduler::keepGrown(Game* game, std::size_t g) {
    return [this, game, g](SharedLookahead tree) {
        int done = 0;
        int total = 0;
        {
            const std::lock_guard lock(mutex_);
            const std::vector<std::size_t>& same = game->work.alike[g];
            store(*game, tree, same);
            if (!tree->wasStopped()) positionsDone_ += std::int64_t(same.size());
            done = game->done;
            total = game->total;
        }
        // The pool makes one Done call at a time: the reports come in order.
        if (game->work.progress && !tree->wasStopped()) game->work.progress(done, total);
        treeIn_.notify_all();
    };
}

LookaheadPool::Done LookaheadScheduler::keepChecked(Game* game, std::size_t i) {
    return [this, game, i](SharedLookahead tree) {
        int done = 0;
        int total = 0;
        {
            const std::lock_guard lock(mutex_);
            store(*game, tree, {i});
            done = game->done;
            total = game->total;
        }
        if (game->work.progress && !tree->wasStopped()) game->work.progress(done, total);
        treeIn_.notify_all();
    };
}

void LookaheadScheduler::queueRounds(std::unique_lock<std::mutex>& lock) {
    while (!cancel_.load()) {
        struct Round {
            Game* game;
            Look look;
            std::vector<std::size_t> indices;
        };
        std::vector<Round> due;
        for (const std::unique_ptr<Game>& game : games_) {
            if (game->remaining != 0 || game->checked || game->stopped) continue;
            std::vector<std::size_t> indices =
                nextChecks(game->work.trees, game->checkRounds, game->look, game->work.bookPlies);
            if (indices.empty()) {
                game->checked = true;
                continue;
            }
            // The round is counted before it is queued: no game looks done meanwhile.
            game->remaining += int(indices.size());
            game->total += int(indices.size());
            due.push_back({game.get(), game->look, std::move(indices)});
        }
        if (due.empty()) return;
        lock.unlock();
        // No tree of these games is being grown: their trees are read here alone.
        for (const Round& round : due)
            for (const std::size_t i : round.indices)
                queueLook(pool_, round.look, round.game->work.trees[i], keepChecked(round.game, i));
        lock.lock();
    }
}

bool LookaheadScheduler::firstIsDone() const {
    if (games_.empty()) return false;
    const Game& first = *games_.front();
    return first.remaining == 0 && (first.checked || first.stopped);
}

LookedWork LookaheadScheduler::popFirst() {
    std::unique_ptr<Game> game = std::move(games_.front());
    games_.pop_front();
    positionsInFlight_ -= game->work.alike.size();
    return {std::move(game->work.trees), game->stopped};
}

std::optional<LookedWork> LookaheadScheduler::takeFinished(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    std::unique_lock lock(mutex_);
    while (true) {
        queueRounds(lock);
        if (firstIsDone()) return popFirst();
        if (cancel_.load()) return std::nullopt;
        if (treeIn_.wait_until(lock, deadline) == std::cv_status::timeout) {
            queueRounds(lock);
            if (firstIsDone()) return popFirst();
            return std::nullopt;
        }
    }
}

LookedWork LookaheadScheduler::takeFirst() {
    // The cancel flag is an atomic of the caller's, not a condition: it is looked at this often.
    constexpr std::chrono::milliseconds CancelPoll{50};
    std::unique_lock lock(mutex_);
    if (games_.empty()) return {};
    while (true) {
        queueRounds(lock);
        if (firstIsDone()) return popFirst();
        if (cancel_.load()) {
            lock.unlock();
            pool_.stop(); // no worker writes into the game any more
            lock.lock();
            LookedWork first = popFirst();
            first.stopped = true;
            return first;
        }
        treeIn_.wait_for(lock, CancelPoll);
    }
}

void LookaheadScheduler::stop() {
    pool_.stop();
}

} // namespace kibitz::analysis
