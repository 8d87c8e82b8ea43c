#pragma once

// The data the WDL model is fitted to (THEORY.md §4): for every position of a game's main line
// after a move with an engine score, the score, the material and the game's result. The scores
// come from [%eval] comments, as `kibitz-cli match` and most engines' PGN output write them.

#include "pgn/game.h"
#include "pgn/reader.h"
#include "util/expected.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::analysis {

// The result of a decided game: pgn's.
using pgn::GameResult;
using pgn::gameResult;

// Plays the main line of `tree` from its start and calls visit(ply, node, position) for each
// position on it: the start (ply 0, the root node) and the one after each move (`node` is that
// move's node, `ply` the number of moves played). The tree must be one the reader accepted.
void forEachMainLinePosition(
    const pgn::GameTree& tree,
    const std::function<void(int ply, pgn::NodeId node, const chess::Position& position)>& visit);

// Reads every game of a PGN file ("-": standard input) and hands each to `add` with its report,
// then to `afterGame`. The error names the file and says why it could not be opened or read to
// its end. Returns the sum of what `add` returned.
Expected<std::int64_t, std::string>
forEachGame(const std::string& path,
            const std::function<std::int64_t(const pgn::Game&, const pgn::GameReport&)>& add,
            const std::function<void(const pgn::GameReport&)>& afterGame);

struct WdlSample {
    double centipawns = 0.0; // White's standpoint
    int material = 0;        // materialCount() of the position after the move
    GameResult result = GameResult::Draw;

    bool operator==(const WdlSample&) const = default;
};

// What the collector did with the games it was given.
struct SampleCounts {
    std::int64_t games = 0;               // every game read
    std::int64_t gamesUsed = 0;           // games that gave at least one sample
    std::int64_t gamesWithoutResult = 0;  // result '*' (or none): skipped
    std::int64_t gamesWithError = 0;      // not readable to the end: skipped
    std::int64_t gamesWithoutSamples = 0; // with a result, but no [%eval] after the first plies
    std::int64_t mateScores = 0;          // [%eval #n] after the first plies: skipped
    std::int64_t samples = 0;
    std::int64_t samplesByResult[3] = {}; // indexed by GameResult
};

class SampleCollector {
public:
    // The opening plies of a match come from a book and carry no eval, and the first evals of a
    // search are noisy, so by default the first 16 plies give no sample.
    static constexpr int DefaultMinPly = 16;

    explicit SampleCollector(int minPly = DefaultMinPly)
        : minPly_(minPly) {}

    int minPly() const { return minPly_; }

    // Adds the samples of one game as the reader left it (with its report): the positions after
    // plies minPly + 1, minPly + 2, ... of the main line whose move has an [%eval] in pawns.
    // Returns the number of samples added.
    std::int64_t addGame(const pgn::Game& game, const pgn::GameReport& report);

    // Reads every game of a PGN file ("-": standard input). `afterGame` sees each game's report
    // after the game was added (for progress, and to report the games with an error). The error
    // names the file and says why it could not be opened or read to its end. Returns the number
    // of samples added.
    Expected<std::int64_t, std::string>
    addFile(const std::string& path,
            const std::function<void(const pgn::GameReport&)>& afterGame = {});

    const std::vector<WdlSample>& samples() const { return samples_; }
    const SampleCounts& counts() const { return counts_; }

private:
    int minPly_;
    std::vector<WdlSample> samples_;
    SampleCounts counts_;
};

} // namespace kibitz::analysis
