#pragma once

// A game of Invisible Chess as PGN, written and read back (docs/invisible.md, "Saved games").
//
// The main line is the true game: each turn is one move, the move played or "--" for a turn
// forfeited by an impossible attempt. A turn with more than one attempt (illegal ones, or the
// impossible one of a forfeit) carries them all, in order and in UCI, in the comment after its
// move: {[%attempts e1f1 e1f2]}. The tags Variant "Invisible Chess", WhiteInvisible and
// BlackInvisible (the sets: 2B, none, ...) say what was hidden; any chess program reads the file
// as the true game. Reading it back replays every attempt through the referee, so the verdicts,
// what each side was told and both sides' beliefs come back exactly.

#include "rules.h"
#include "util/expected.h"

#include <functional>
#include <string>
#include <vector>

namespace kibitz::pgn {
class Game;
}

namespace kibitz::invisible {

struct InvisibleGameFile {
    InvisibleSet sets[chess::ColorCount];
    std::string players[chess::ColorCount]; // the White and Black tags
    std::vector<std::vector<Move>> turns;   // each turn's attempts, the last the one that ended it
    std::string result = "*";               // "1-0", "0-1", "1/2-1/2" or "*"
    std::string termination;                // the Termination tag, when the game is over
    std::string date;                       // "YYYY.MM.DD", or empty for "????.??.??"
};

// The PGN game of `file`, whose turns must replay (replay() below).
pgn::Game toPgnGame(const InvisibleGameFile& file);
std::string writeInvisiblePgn(const InvisibleGameFile& file);

// Reads a game written as above. An error says what is wrong and at which move ("move 12...: the
// attempt e1f1 is not ...").
Expected<InvisibleGameFile, std::string> fromPgnGame(const pgn::Game& game);

// Plays the turns of `file` on a new game and calls `onTurn(before, after)` after each one (for
// the beliefs), or returns the error of the first turn that does not replay.
Expected<Game, std::string> replay(const InvisibleGameFile& file,
                                   const std::function<void(const Game&, const Game&)>& onTurn);

std::string moveNumberText(int turn); // "12." for White's 12th turn (0-based 22), "12..." Black's

} // namespace kibitz::invisible
