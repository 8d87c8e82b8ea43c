#include "batch.h"

#include "analysis/gameanalysis.h"
#include "analysis/valuecheck.h"
#include "annotate/variations.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

namespace kibitz::annotate {

namespace {

using Clock = std::chrono::steady_clock;

struct Job {
    StreamGame game;
    std::vector<analysis::SharedLookahead> trees; // the main line's, then the variations'
    // The indices of `trees` by position grown: a position repeated with the same past (moves
    // shuffled back and forth, a transposition) is grown once and its tree shared.
    std::vector<std::vector<std::size_t>> alike;
    std::size_t mainLine = 0; // how many of them are the main line's
    std::size_t grown = 0;    // the distinct positions grown for them: alike.size()
    int remaining = 0;        // trees not yet grown or checked
    std::optional<OpeningClassification> opening; // openingOf: its book moves get no look
    int checkRounds = 0; // of the second and third looks (valuecheck.h nextChecks)
    analysis::Look look = analysis::Look::Second;        // the kind of the round under way
    bool checked = false;                                // no more looks to take
    std::shared_ptr<const tablebase::Tablebases> tables; // BatchOptions::tablesFor's, or null
};

// The positions of a game to analyse, each once (job.alike says where each goes among the
// trees): its main line's, then, with options.judgeVariations, those of its own variations.
// Sets the job's count of trees and of trees to come.
std::vector<chess::Position> positionsOf(Job& job, const AnnotatorOptions& options) {
    const pgn::Game& game = job.game.game;
    analysis::DistinctPositions distinct = analysis::distinctMainLinePositions(game);
    std::vector<chess::Position> positions = std::move(distinct.positions);
    job.alike.resize(positions.size());
    for (std::size_t ply = 0; ply < distinct.ofPly.size(); ++ply)
        job.alike[distinct.ofPly[ply]].push_back(ply);
    std::size_t count = distinct.ofPly.size();
    job.mainLine = count;
    job.opening = openingOf(game, options.book.get());
    // Each of these is a position of its own, none of the main line's (variationPositions).
    if (options.judgeVariations)
        for (chess::Position& position :
             variationPositions(game, positions, options.replaceEarlier)) {
            job.alike.push_back({count++});
            positions.push_back(std::move(position));
        }
    job.trees.resize(count);
    job.remaining = int(count);
    job.grown = positions.size();
    return positions;
}

analysis::LookaheadPoolOptions poolOptions(const BatchOptions& options) {
    analysis::LookaheadPoolOptions pool = options.pool;
    pool.threads = std::max(1, pool.threads);
    return pool;
}

// The games in flight, in input order, their positions analysed by the pool.
class Pipeline {
public:
    Pipeline(const BatchOptions& options, const std::atomic<bool>& cancel)
        : pool_(poolOptions(options), cancel) {}

    void add(std::unique_ptr<Job> job, std::vector<chess::Position> positions) {
        Job* const added = job.get();
        {
            const std::lock_guard lock(mutex_);
            positionsInFlight_ += added->grown;
            window_.push_back(std::move(job));
        }
        // positions[g] is grown for the trees of job->alike[g].
        for (std::size_t g = 0; g < positions.size(); ++g)
            pool_.add(std::move(positions[g]), keepGrown(added, g), added->tables);
    }

    std::size_t inFlight() const {
        const std::lock_guard lock(mutex_);
        return window_.size();
    }

    // The distinct positions of the games in flight: their trees are what the run holds.
    std::size_t positionsInFlight() const {
        const std::lock_guard lock(mutex_);
        return positionsInFlight_;
    }

    // The first game in flight once it is done, waiting up to `timeout`; nullptr otherwise.
    // Meanwhile every game whose trees are all grown gets the second look at its values.
    std::unique_ptr<Job> takeFinished(std::chrono::milliseconds timeout) {
        const auto deadline = Clock::now() + timeout;
        std::unique_lock lock(mutex_);
        while (true) {
            std::vector<std::pair<Job*, std::vector<std::size_t>>> checks = checksDue();
            if (!checks.empty()) {
                lock.unlock();
                for (const auto& [job, indices] : checks)
                    for (const std::size_t i : indices)
                        analysis::queueLook(pool_, job->look, job->trees[i], keep(job, i));
                lock.lock();
                continue;
            }
            if (!window_.empty() && window_.front()->remaining == 0 && window_.front()->checked) {
                std::unique_ptr<Job> job = std::move(window_.front());
                window_.pop_front();
                positionsInFlight_ -= job->grown;
                return job;
            }
            if (jobDone_.wait_until(lock, deadline) == std::cv_status::timeout) return nullptr;
        }
    }

    std::int64_t positionsDone() const {
        const std::lock_guard lock(mutex_);
        return positionsDone_;
    }

    // The workers end: positions not started are dropped.
    void stop() { pool_.stop(); }

private:
    // The pool's callback for tree i of `job`, checked.
    analysis::LookaheadPool::Done keep(Job* job, std::size_t i) {
        return [this, job, i](analysis::SharedLookahead tree) {
            {
                const std::lock_guard lock(mutex_);
                job->trees[i] = std::move(tree);
                --job->remaining;
            }
            jobDone_.notify_all();
        };
    }

    // The pool's callback for the tree grown for the positions of group g of `job`.
    analysis::LookaheadPool::Done keepGrown(Job* job, std::size_t g) {
        return [this, job, g](analysis::SharedLookahead tree) {
            {
                const std::lock_guard lock(mutex_);
                const std::vector<std::size_t>& same = job->alike[g];
                for (const std::size_t i : same) job->trees[i] = tree;
                job->remaining -= int(same.size());
                positionsDone_ += std::int64_t(same.size());
            }
            jobDone_.notify_all();
        };
    }

    // The games whose trees are all there and whose values are to be checked, with the trees to
    // check; their `remaining` already counts them. Called with mutex_ held.
    std::vector<std::pair<Job*, std::vector<std::size_t>>> checksDue() {
        std::vector<std::pair<Job*, std::vector<std::size_t>>> due;
        for (const std::unique_ptr<Job>& job : window_) {
            if (job->remaining != 0 || job->checked) continue;
            std::vector<std::size_t> indices =
                analysis::nextChecks(job->trees, job->checkRounds, job->look,
                                     job->opening ? job->opening->bookPlies : 0);
            if (indices.empty()) {
                job->checked = true;
                continue;
            }
            job->remaining += int(indices.size());
            due.emplace_back(job.get(), std::move(indices));
        }
        return due;
    }

    mutable std::mutex mutex_;
    std::condition_variable jobDone_;
    std::deque<std::unique_ptr<Job>> window_;
    std::size_t positionsInFlight_ = 0;
    std::int64_t positionsDone_ = 0;
    // Last, so that its workers, which write into the jobs, end before the jobs go.
    analysis::LookaheadPool pool_;
};

// The report of a game passed through, pointing at its text.
const pgn::GameReport& withText(StreamGame& game) {
    game.report.text = game.text;
    return game.report;
}

// A reader as a source: its games, and the text of those it cannot read.
class ReaderSource final : public GameSource {
public:
    explicit ReaderSource(pgn::PgnReader& reader)
        : reader_(reader) {}

    std::optional<StreamGame> next() override {
        StreamGame game;
        if (!reader_.readGame(game.game)) return std::nullopt;
        game.report = reader_.report();
        if (game.report.error) game.text = game.report.text;
        game.report.text = {};
        return game;
    }

    std::int64_t bytesRead() const override { return reader_.position(); }

private:
    pgn::PgnReader& reader_;
};

std::string textWithBlankLine(std::string_view text) {
    std::string out(text);
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r' || out.back() == ' '))
        out.pop_back();
    out += "\n\n";
    return out;
}

// The PGN writer as a sink: an annotated game as the writer writes it, an unreadable one as it
// was in the input.
class WriterSink final : public GameSink {
public:
    WriterSink(const pgn::WriterOptions& options,
               const std::function<void(std::string_view)>& write)
        : options_(options)
        , write_(write) {}

    void take(StreamGame&& game) override {
        const std::string text =
            game.readable() ? pgn::writeGame(game.game, options_) : textWithBlankLine(game.text);
        if (write_) write_(text);
    }

private:
    const pgn::WriterOptions& options_;
    const std::function<void(std::string_view)>& write_;
};

} // namespace

BatchResult annotateGames(GameSource& source, GameSink& sink, const BatchOptions& options,
                          const BatchEvents& events, const std::atomic<bool>& cancel) {
    BatchResult result;
    BatchProgress progress;
    // Enough games in flight to keep every worker busy while the first of them finishes.
    const std::size_t window = std::size_t(2 * std::max(1, options.pool.threads) + 2);
    Pipeline pipeline(options, cancel);
    bool inputDone = false;
    auto lastReport = Clock::now();
    const auto report = [&](bool now) {
        if (!events.progress) return;
        if (!now && Clock::now() - lastReport < std::chrono::milliseconds(200)) return;
        lastReport = Clock::now();
        progress.positionsDone = pipeline.positionsDone();
        progress.bytesRead = source.bytesRead();
        events.progress(progress);
    };

    // A game read whose positions wait for room among those in flight.
    std::unique_ptr<Job> next;
    std::vector<chess::Position> nextPositions;
    while (!cancel.load()) {
        while ((next || !inputDone) && pipeline.inFlight() < window && !cancel.load()) {
            if (!next) {
                std::optional<StreamGame> read = source.next();
                if (!read) {
                    inputDone = true;
                    break;
                }
                ++progress.gamesRead;
                next = std::make_unique<Job>();
                next->game = std::move(*read);
                if (!next->game.readable()) {
                    if (events.unreadable) events.unreadable(withText(next->game));
                } else if (next->game.game.tree().childCount(pgn::GameTree::root()) > 0) {
                    nextPositions = positionsOf(*next, options.annotator);
                    if (options.tablesFor) next->tables = options.tablesFor(nextPositions);
                    if (cancel.load()) break; // while the tables were made
                }
            }
            // A game alone in flight may hold more positions than the limit: it has to.
            if (pipeline.inFlight() > 0 &&
                pipeline.positionsInFlight() + next->grown > options.positionsInFlight)
                break;
            pipeline.add(std::move(next), std::move(nextPositions));
            nextPositions.clear();
        }
        if (inputDone && !next && pipeline.inFlight() == 0) break;
        std::unique_ptr<Job> job = pipeline.takeFinished(std::chrono::milliseconds(200));
        if (!job) {
            report(false);
            continue;
        }
        const bool stopped = std::any_of(job->trees.begin(), job->trees.end(),
                                         [](const auto& tree) { return tree->wasStopped(); });
        if (stopped) break; // cancelled while its last position was being analysed
        if (!job->game.readable()) {
            withText(job->game);
            ++result.unreadable;
        } else if (!job->trees.empty()) {
            const std::span<const analysis::SharedLookahead> trees(job->trees);
            annotateGame(job->game.game, trees.first(job->mainLine), options.annotator,
                         trees.subspan(job->mainLine), std::move(job->opening));
            ++result.annotated;
            result.positions += std::int64_t(job->trees.size());
        }
        sink.take(std::move(job->game));
        ++result.games;
        ++progress.gamesWritten;
        report(true);
    }
    result.cancelled = cancel.load();
    pipeline.stop();
    return result;
}

BatchResult annotateStream(pgn::PgnReader& reader, const BatchOptions& options,
                           const BatchCallbacks& callbacks, const std::atomic<bool>& cancel) {
    reader.setMoveLimit(BatchMoveLimit);
    ReaderSource source(reader);
    WriterSink sink(options.writer, callbacks.write);
    return annotateGames(source, sink, options, callbacks, cancel);
}

} // namespace kibitz::annotate
