#pragma once

// The dataset of real positions: sampled main-line positions of rated, decided games with both
// ratings, the move played, the result and the built-in engine's score of every legal move.
// `kibitz-cli dataset build` writes it as TSV, one line per position (docs/dataset.md). A hash of
// the game (its key) puts the game in the fitting or the held-back split.

#include "analysis/wdlsamples.h"
#include "chess/position.h"
#include "search/search.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::analysis {

struct DatasetSettings {
    // The search of each position: every root move is searched with a full window, so it takes
    // this many nodes to reach a moderate middlegame depth; far fewer leave the scores shallow.
    std::uint64_t nodes = 100000;
    int every = 3;            // every K-th ply (odd: the side to move alternates) ...
    int firstPly = 8;         // ... from this ply on
    int heldBackPercent = 20; // games whose key % 100 is below it are held back
};

struct PositionSample {
    std::uint64_t gameKey = 0;
    int ply = 0;              // moves played before the position
    chess::Position position; // with the history the draw rules need
    std::string white;        // the players' names, tabs and line breaks as spaces
    std::string black;
    int whiteElo = 0;
    int blackElo = 0;
    GameResult result = GameResult::Draw;
    chess::Move played = chess::Move::none();
};

struct DatasetCounts {
    std::int64_t games = 0;                 // every game read
    std::int64_t gamesUsed = 0;             // games that gave at least one position
    std::int64_t gamesWithError = 0;        // not readable to the end: skipped
    std::int64_t gamesWithoutResult = 0;    // '*': skipped
    std::int64_t gamesWithoutRatings = 0;   // no WhiteElo or BlackElo number: skipped
    std::int64_t gamesWithoutPositions = 0; // too short
    std::int64_t positions = 0;
    std::int64_t heldBack = 0; // positions of held-back games
};

// The key of a game: FNV-1a (64 bits) of its tags Event, Site, Date, Round, White and Black and
// its main line in UCI, so that the same game gets the same key in any file.
std::uint64_t gameKey(const pgn::Game& game);
bool isHeldBack(std::uint64_t key, int heldBackPercent);
// Whether the position after `ply` moves is sampled: plies firstPly, firstPly + every, ...; with an
// even `every` every second of them is one ply later (8, 13, 16, 21, ... for 4), so that both
// sides' moves are in the dataset.
bool isSampledPly(int ply, const DatasetSettings& settings);

class PositionSampler {
public:
    explicit PositionSampler(const DatasetSettings& settings)
        : settings_(settings) {}

    // Adds the sampled positions of one game: those after the plies isSampledPly takes of
    // its main line that are not over (no claimable draw either), have at least two legal moves
    // and a move played from them. Returns the number added.
    std::int64_t addGame(const pgn::Game& game, const pgn::GameReport& report);
    // Every game of a file, as SampleCollector::addFile reads them.
    Expected<std::int64_t, std::string>
    addFile(const std::string& path,
            const std::function<void(const pgn::GameReport&)>& afterGame = {});

    std::vector<PositionSample>& samples() { return samples_; }
    const DatasetCounts& counts() const { return counts_; }

private:
    DatasetSettings settings_;
    std::vector<PositionSample> samples_;
    DatasetCounts counts_;
};

// The two header lines: '#', the settings and the version; then the column names.
std::string datasetHeader(const DatasetSettings& settings, std::string_view version);
// One position's line (ending in a newline); `rootMoves` best first, scores from the mover's
// standpoint; `depth` the search's last completed iteration.
std::string datasetLine(const PositionSample& sample, std::span<const search::RootMove> rootMoves,
                        int depth, int heldBackPercent);

// Searches every sample with all its root moves scored, each search on a cleared table with
// settings.nodes nodes, so a line depends on its position alone, whatever `threads` is. Hands the
// lines to `write` in the samples' order, and the number done to `progress` (both on one thread
// at a time). False when `stop` was set before the end.
bool scoreSamples(std::vector<PositionSample>& samples, const DatasetSettings& settings,
                  int threads, const std::atomic<bool>& stop,
                  const std::function<void(std::string_view line)>& write,
                  const std::function<void(std::size_t done)>& progress = {});

} // namespace kibitz::analysis
