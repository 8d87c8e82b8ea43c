#pragma once

// Annotating a stream of games (`kibitz-cli annotate`, Annotate All in the window): games are
// taken from a source one at a time, their positions are analysed by a LookaheadScheduler, and each
// game goes to the sink as soon as it and every game before it are done, so the output keeps the
// input's order and memory stays bounded whatever the size of the input. The positions of the
// next few games are worked on while a long game finishes, so that every thread stays busy on a
// single game and on a database alike.
//
// The games are values (pgn::Game): annotateGames takes them from a GameSource and gives them to
// a GameSink, and nothing is written as text and parsed back. annotateStream is the same over
// PGN text: a reader as the source, the PGN writer as the sink.

#include "analysis/lookaheadpool.h"
#include "annotate/annotator.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace kibitz::annotate {

// The pool of a batch: the annotator's look-ahead settings, on one thread unless told otherwise.
inline analysis::LookaheadPoolOptions batchPool() {
    analysis::LookaheadPoolOptions pool;
    pool.lookahead = annotationLookahead();
    pool.threads = 1;
    return pool;
}

// The look-ahead trees of that many positions fit a desktop's memory at the annotator's settings,
// and a game is seldom a hundredth of it, so the read-ahead keeps every thread busy.
inline constexpr std::size_t DefaultPositionsInFlight = 10'000;

// annotateStream reads games of at most this many moves (main line and variations); a longer one
// is reported and written unchanged, as a game that cannot be read.
inline constexpr std::size_t BatchMoveLimit = 1'000'000;

struct BatchOptions {
    AnnotatorOptions annotator;
    // The look-ahead workers: settings, threads (at least 1), each worker's table, and the valuer
    // each worker makes (an external engine, named by pool.lookahead.valueEngine) when the
    // built-in engine is not to value the positions.
    analysis::LookaheadPoolOptions pool = batchPool();
    pgn::WriterOptions writer;
    // The endgame tables a game's positions are analysed with (FirstUseTables::provide: the
    // Syzygy tables and Kibitz's own tables that the game needs, made at first use), called on
    // annotateGames' thread with its positions and the run's cancel flag before they are queued;
    // null: the pool settings'. A cancel while it works ends the run.
    std::function<std::shared_ptr<const tablebase::Tablebases>(std::span<const chess::Position>,
                                                               const std::atomic<bool>& cancel)>
        tablesFor;
    // The distinct positions of the games in flight at most, since each holds its look-ahead tree
    // until its game is written: a game is read ahead only while its positions fit. A game with
    // more is taken alone.
    std::size_t positionsInFlight = DefaultPositionsInFlight;
};

struct BatchProgress {
    std::int64_t gamesRead = 0;
    std::int64_t gamesWritten = 0;
    std::int64_t positionsDone = 0;
    std::int64_t bytesRead = 0; // GameSource::bytesRead: 0 unless the source reads text
};

// One game of a stream, as a source gives it and the sink gets it back.
struct StreamGame {
    pgn::Game game;
    // Where the game was read. With report.error set, the game could not be read to its end: it
    // is not annotated but passed through as it was, `text` its input text. The source leaves
    // report.text empty (a reader's points into its buffer); the sink gets it pointing at `text`.
    // A source may number its games as it likes (report.number): the sink gets the number back.
    pgn::GameReport report;
    std::string text;

    bool readable() const { return !report.error; }
};

// Where annotateGames takes its games from. Called on annotateGames' thread only.
class GameSource {
public:
    virtual ~GameSource() = default;
    // The next game, nullopt at the end. It may wait (for a file, for another thread).
    virtual std::optional<StreamGame> next() = 0;
    // The bytes of input read so far (BatchProgress::bytesRead): meaningful for a source that
    // reads text; 0 for one that does not.
    virtual std::int64_t bytesRead() const { return 0; }
};

// Where annotateGames gives its games to: every game of the source, in the source's order,
// annotated when it was read and has moves, otherwise as it came. Called on annotateGames' thread.
class GameSink {
public:
    virtual ~GameSink() = default;
    virtual void take(StreamGame&& game) = 0;
};

struct BatchEvents {
    // A game the source could not read (StreamGame::report.error), reported as soon as it is
    // taken from the source, before it reaches the sink (passed through unchanged).
    std::function<void(const pgn::GameReport& report)> unreadable;
    // Now and then (at most five times a second, and after each game given to the sink).
    std::function<void(const BatchProgress& progress)> progress;
};

struct BatchCallbacks : BatchEvents {
    // One game's PGN text, in input order, ending with a blank line: an annotated game as the
    // writer writes it, an unreadable one as it was in the input.
    std::function<void(std::string_view text)> write;
};

struct BatchResult {
    std::int64_t games = 0;      // written
    std::int64_t annotated = 0;  // of which annotated
    std::int64_t unreadable = 0; // ... and passed through unchanged
    std::int64_t positions = 0;  // analysed
    bool cancelled = false;      // `cancel` was set: the games after the last written are dropped
};

// Takes the games of `source` to its end (or until `cancel` is set) and gives every one to `sink`.
// All calls (source, sink, events) are made on the calling thread.
BatchResult annotateGames(GameSource& source, GameSink& sink, const BatchOptions& options,
                          const BatchEvents& events, const std::atomic<bool>& cancel);

// Reads `reader` to its end (or until `cancel` is set) and writes every game through `callbacks`.
// All callbacks are made on the calling thread. Sets the reader's move limit to BatchMoveLimit.
BatchResult annotateStream(pgn::PgnReader& reader, const BatchOptions& options,
                           const BatchCallbacks& callbacks, const std::atomic<bool>& cancel);

} // namespace kibitz::annotate
