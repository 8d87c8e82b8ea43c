#include "batch.h"

#include "analysis/gameanalysis.h"
#include "search/tt.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace kibitz::annotate {

namespace {

using Clock = std::chrono::steady_clock;

struct Job {
    pgn::Game game;
    std::string passThrough; // the input text of a game that could not be read
    std::vector<chess::Position> positions;
    std::vector<analysis::SharedLookahead> trees;
    int remaining = 0; // positions not yet analysed
};

struct Task {
    Job* job;
    int index;
};

// The shared state of one run: the games in flight, the positions waiting for a worker.
class Pipeline {
public:
    Pipeline(const BatchOptions& options, const std::atomic<bool>& cancel)
        : options_(options)
        , cancel_(cancel) {}

    void startWorkers() {
        for (int i = 0; i < std::max(1, options_.threads); ++i)
            workers_.emplace_back([this] { work(); });
    }

    void stopWorkers() {
        {
            const std::lock_guard lock(mutex_);
            closing_ = true;
        }
        tasksChanged_.notify_all();
        for (std::thread& t : workers_) t.join();
        workers_.clear();
    }

    void add(std::unique_ptr<Job> job) {
        const std::lock_guard lock(mutex_);
        for (int i = 0; i < job->remaining; ++i) tasks_.push_back({job.get(), i});
        window_.push_back(std::move(job));
        tasksChanged_.notify_all();
    }

    std::size_t inFlight() const {
        const std::lock_guard lock(mutex_);
        return window_.size();
    }

    // The first game in flight once it is done, waiting up to `timeout`; nullptr otherwise.
    std::unique_ptr<Job> takeFinished(std::chrono::milliseconds timeout) {
        std::unique_lock lock(mutex_);
        const auto ready = [this] { return !window_.empty() && window_.front()->remaining == 0; };
        if (!jobDone_.wait_for(lock, timeout, ready)) return nullptr;
        std::unique_ptr<Job> job = std::move(window_.front());
        window_.pop_front();
        return job;
    }

    std::int64_t positionsDone() const {
        const std::lock_guard lock(mutex_);
        return positionsDone_;
    }

private:
    void work() {
        search::TranspositionTable table(options_.hashMegabytes);
        const std::unique_ptr<analysis::RootValuer> valuer =
            options_.makeValuer ? options_.makeValuer() : nullptr;
        while (true) {
            Task task{};
            {
                std::unique_lock lock(mutex_);
                tasksChanged_.wait(lock, [this] { return closing_ || !tasks_.empty(); });
                if (closing_) return;
                task = tasks_.front();
                tasks_.pop_front();
            }
            if (cancel_.load()) continue; // drain the queue without work
            auto tree = std::make_shared<analysis::LookaheadTree>(
                analysis::buildLookahead(task.job->positions[std::size_t(task.index)],
                                         options_.lookahead, table, cancel_, valuer.get()));
            {
                const std::lock_guard lock(mutex_);
                task.job->trees[std::size_t(task.index)] = std::move(tree);
                --task.job->remaining;
                ++positionsDone_;
            }
            jobDone_.notify_all();
        }
    }

    const BatchOptions& options_;
    const std::atomic<bool>& cancel_;
    mutable std::mutex mutex_;
    std::condition_variable tasksChanged_;
    std::condition_variable jobDone_;
    std::deque<std::unique_ptr<Job>> window_;
    std::deque<Task> tasks_;
    std::vector<std::thread> workers_;
    std::int64_t positionsDone_ = 0;
    bool closing_ = false;
};

std::string textWithBlankLine(std::string_view text) {
    std::string out(text);
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r' || out.back() == ' '))
        out.pop_back();
    out += "\n\n";
    return out;
}

} // namespace

BatchResult annotateStream(pgn::PgnReader& reader, const BatchOptions& options,
                           const BatchCallbacks& callbacks, const std::atomic<bool>& cancel) {
    BatchResult result;
    BatchProgress progress;
    // Enough games in flight to keep every worker busy while the first of them finishes.
    const std::size_t window = std::size_t(2 * std::max(1, options.threads) + 2);
    Pipeline pipeline(options, cancel);
    pipeline.startWorkers();
    bool inputDone = false;
    auto lastReport = Clock::now();
    const auto report = [&](bool now) {
        if (!callbacks.progress) return;
        if (!now && Clock::now() - lastReport < std::chrono::milliseconds(200)) return;
        lastReport = Clock::now();
        progress.positionsDone = pipeline.positionsDone();
        progress.bytesRead = reader.position();
        callbacks.progress(progress);
    };

    while (!cancel.load()) {
        while (!inputDone && pipeline.inFlight() < window && !cancel.load()) {
            auto job = std::make_unique<Job>();
            if (!reader.readGame(job->game)) {
                inputDone = true;
                break;
            }
            ++progress.gamesRead;
            const pgn::GameReport& r = reader.report();
            if (r.error) {
                job->passThrough = textWithBlankLine(r.text);
                if (callbacks.unreadable) callbacks.unreadable(r);
            } else if (job->game.tree().childCount(pgn::GameTree::root()) > 0) {
                job->positions = analysis::mainLinePositions(job->game);
                job->trees.resize(job->positions.size());
                job->remaining = int(job->positions.size());
            }
            pipeline.add(std::move(job));
        }
        if (inputDone && pipeline.inFlight() == 0) break;
        std::unique_ptr<Job> job = pipeline.takeFinished(std::chrono::milliseconds(200));
        if (!job) {
            report(false);
            continue;
        }
        const bool stopped = std::any_of(job->trees.begin(), job->trees.end(),
                                         [](const auto& tree) { return tree->wasStopped(); });
        if (stopped) break; // cancelled while its last position was being analysed
        std::string text;
        if (!job->passThrough.empty()) {
            text = std::move(job->passThrough);
            ++result.unreadable;
        } else {
            if (!job->trees.empty()) {
                annotateGame(job->game, job->trees, options.annotator);
                ++result.annotated;
                result.positions += std::int64_t(job->trees.size());
            }
            text = pgn::writeGame(job->game, options.writer);
        }
        if (callbacks.write) callbacks.write(text);
        ++result.games;
        ++progress.gamesWritten;
        report(true);
    }
    result.cancelled = cancel.load();
    pipeline.stopWorkers();
    return result;
}

} // namespace kibitz::annotate
