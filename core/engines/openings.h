#pragma once

// Match openings: start positions from an EPD file, or the main lines of the games of a PGN file.

#include "chess/types.h"
#include "util/expected.h"

#include <string>
#include <vector>

namespace kibitz::engines {

struct Opening {
    std::string fen;                // the start position
    std::vector<chess::Move> moves; // played from it before the engines take over
    std::string name;               // the EPD id, or "White-Black" / the Opening tag of a game
};

// Reads every opening of a file: `.pgn` files as PGN, anything else as EPD (a FEN's first four
// fields, then operations; `hmvc` and `fmvn` set the clocks). PGN openings keep at most
// `maxPlies` moves of each main line (0: all). A bad record is an error naming the file, line
// and column; so is an opening that has already ended (mate, stalemate) or a file with none.
Expected<std::vector<Opening>, std::string> loadOpenings(const std::string& path, int maxPlies = 0);

} // namespace kibitz::engines
