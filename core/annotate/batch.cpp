#include "batch.h"

#include "analysis/gameanalysis.h"
#include "analysis/lookaheadscheduler.h"
#include "annotate/variations.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <memory>
#include <span>
#include <vector>

namespace kibitz::annotate {

namespace {

using Clock = std::chrono::steady_clock;

// A game in flight: what the sink gets once its trees are back.
struct Job {
    StreamGame game;
    std::size_t mainLine = 0;                     // how many of its trees are the main line's
    std::size_t grown = 0;                        // the distinct positions grown for them
    std::optional<OpeningClassification> opening; // openingOf: its book moves get no look
    std::optional<VariationPlan> variations;      // with judgeVariations
};

// The positions of a game to analyse, each once (work.alike says where each goes among the
// trees): its main line's, then, with options.judgeVariations, those of its own variations.
analysis::LookaheadWork workOf(Job& job, const AnnotatorOptions& options) {
    pgn::Game& game = job.game.game;
    // The game as it is judged, once: writeAnnotations finds nothing more to remove.
    if (options.replaceEarlier) removeAutomaticAnnotations(game);
    analysis::LookaheadWork work;
    analysis::DistinctPositions distinct = analysis::distinctMainLinePositions(game);
    work.positions = std::move(distinct.positions);
    work.alike.resize(work.positions.size());
    for (std::size_t ply = 0; ply < distinct.ofPly.size(); ++ply)
        work.alike[distinct.ofPly[ply]].push_back(ply);
    std::size_t count = distinct.ofPly.size();
    job.mainLine = count;
    job.opening = openingOf(game, options.book.get());
    work.bookPlies = job.opening ? job.opening->bookPlies : 0;
    // Each of these is a position of its own, none of the main line's.
    if (options.judgeVariations) {
        job.variations = planVariations(game, work.positions);
        for (chess::Position& position : job.variations->positions) {
            work.alike.push_back({count++});
            work.positions.push_back(std::move(position));
        }
        job.variations->positions.clear();
    }
    work.trees.resize(count);
    job.grown = work.positions.size();
    return work;
}

analysis::LookaheadPoolOptions poolOptions(const BatchOptions& options) {
    analysis::LookaheadPoolOptions pool = options.pool;
    pool.threads = std::max(1, pool.threads);
    return pool;
}

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
    analysis::LookaheadScheduler scheduler(poolOptions(options), cancel);
    // The games in the scheduler, in its order.
    std::deque<std::unique_ptr<Job>> inFlight;
    bool inputDone = false;
    auto lastReport = Clock::now();
    const auto report = [&](bool now) {
        if (!events.progress) return;
        if (!now && Clock::now() - lastReport < std::chrono::milliseconds(200)) return;
        lastReport = Clock::now();
        progress.positionsDone = scheduler.positionsDone();
        progress.bytesRead = source.bytesRead();
        events.progress(progress);
    };

    // A game read whose positions wait for room among those in flight.
    std::unique_ptr<Job> next;
    analysis::LookaheadWork nextWork;
    while (!cancel.load()) {
        while ((next || !inputDone) && inFlight.size() < window && !cancel.load()) {
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
                    nextWork = workOf(*next, options.annotator);
                    if (options.tablesFor)
                        nextWork.tables = options.tablesFor(nextWork.positions, cancel);
                    if (cancel.load()) break; // while the tables were made
                }
            }
            // A game alone in flight may hold more positions than the limit: it has to.
            if (inFlight.size() > 0 &&
                scheduler.positionsInFlight() + next->grown > options.positionsInFlight)
                break;
            scheduler.add(std::move(nextWork));
            nextWork = {};
            inFlight.push_back(std::move(next));
        }
        if (inputDone && !next && inFlight.size() == 0) break;
        std::optional<analysis::LookedWork> looked =
            scheduler.takeFinished(std::chrono::milliseconds(200));
        if (!looked) {
            report(false);
            continue;
        }
        if (looked->stopped) break; // cancelled while its last position was being analysed
        std::unique_ptr<Job> job = std::move(inFlight.front());
        inFlight.pop_front();
        if (!job->game.readable()) {
            withText(job->game);
            ++result.unreadable;
        } else if (!looked->trees.empty()) {
            const std::span<const analysis::SharedLookahead> trees(looked->trees);
            annotateGame(job->game.game, trees.first(job->mainLine), options.annotator,
                         trees.subspan(job->mainLine), std::move(job->opening),
                         job->variations ? &*job->variations : nullptr);
            ++result.annotated;
            result.positions += std::int64_t(looked->trees.size());
        }
        sink.take(std::move(job->game));
        ++result.games;
        ++progress.gamesWritten;
        report(true);
    }
    result.cancelled = cancel.load();
    scheduler.stop();
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
