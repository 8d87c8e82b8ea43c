#pragma once

// The dataset of real positions (docs/dataset.md) read back from the TSV cache that
// `kibitz-cli dataset build` writes, for fitting and measuring the models of human play.

#include "analysis/wdlmodel.h"
#include "util/expected.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace kibitz::human {

struct DatasetPosition {
    std::uint64_t gameKey = 0;
    bool heldBack = false;
    int ply = 0;
    bool whiteToMove = true;
    std::string fen;
    int white = 0; // indices into Dataset::players
    int black = 0;
    int whiteElo = 0;
    int blackElo = 0;
    double result = 0.5; // White's score: 1, 0.5 or 0
    int material = 0;
    int depth = 0;  // of the search that scored the moves
    int played = 0; // index of the move played in the moves, best first
    std::size_t firstMove = 0;
    std::size_t moveCount = 0;

    int moverElo() const { return whiteToMove ? whiteElo : blackElo; }
    int opponentElo() const { return whiteToMove ? blackElo : whiteElo; }
    int mover() const { return whiteToMove ? white : black; }
};

struct Dataset {
    std::vector<DatasetPosition> positions; // in file order
    std::vector<analysis::Score> scores;    // every position's moves, best first, mover's view
    std::vector<std::string> players;       // names, each once

    std::span<const analysis::Score> moves(const DatasetPosition& p) const {
        return {scores.data() + p.firstMove, p.moveCount};
    }
};

// Reads a cache file. A malformed line is an error "FILE:LINE:COLUMN: what" (the column is that
// of the field, counted from 1), nothing is returned then.
Expected<Dataset, std::string> readDataset(const std::string& path);

} // namespace kibitz::human
