#pragma once

// Annotating a stream of games (`kibitz-cli annotate`): games are read one at a time, their
// positions are analysed on worker threads, and each game is written as soon as it and every
// game before it are done, so the output keeps the input's order and memory stays bounded
// whatever the size of the input. The positions of the next few games are worked on while a long
// game finishes, so that every thread stays busy on a single game and on a database alike.

#include "analysis/lookahead.h"
#include "annotate/annotator.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace kibitz::annotate {

struct BatchOptions {
    AnnotatorOptions annotator;
    analysis::LookaheadSettings lookahead = annotationLookahead();
    pgn::WriterOptions writer;
    int threads = 1;                // worker threads, at least 1
    std::size_t hashMegabytes = 16; // the transposition table of each worker
    // Makes each worker's valuer (an external engine) when the built-in engine is not to value
    // the positions; lookahead.valueEngine names it. Called on the worker's thread.
    std::function<std::unique_ptr<analysis::RootValuer>()> makeValuer;
};

struct BatchProgress {
    std::int64_t gamesRead = 0;
    std::int64_t gamesWritten = 0;
    std::int64_t positionsDone = 0;
    std::int64_t bytesRead = 0;
};

struct BatchCallbacks {
    // One game's PGN text, in input order, ending with a blank line.
    std::function<void(std::string_view text)> write;
    // A game the reader could not read to its end: it is written unchanged (its text as it was
    // in the input) and reported here first.
    std::function<void(const pgn::GameReport& report)> unreadable;
    // Now and then (at most five times a second, and after each game written).
    std::function<void(const BatchProgress& progress)> progress;
};

struct BatchResult {
    std::int64_t games = 0;      // written
    std::int64_t annotated = 0;  // of which annotated
    std::int64_t unreadable = 0; // ... and passed through unchanged
    std::int64_t positions = 0;  // analysed
    bool cancelled = false;      // `cancel` was set: the games after the last written are dropped
};

// Reads `reader` to its end (or until `cancel` is set) and writes every game through `callbacks`.
// All callbacks are made on the calling thread.
BatchResult annotateStream(pgn::PgnReader& reader, const BatchOptions& options,
                           const BatchCallbacks& callbacks, const std::atomic<bool>& cancel);

} // namespace kibitz::annotate
