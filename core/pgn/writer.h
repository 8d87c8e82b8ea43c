#pragma once

// Writes games in the export format of the PGN standard (section 8).

#include "game.h"

#include <string>

namespace kibitz::pgn {

struct WriterOptions {
    enum class NagStyle {
        Numeric, // $1, $14: what the standard's export format requires
        Glyphs,  // !, ?, !!, ??, !?, ?! after the move; other NAGs stay numeric
    };
    NagStyle nags = NagStyle::Numeric;
    int lineWidth = 80; // movetext lines are at most this many characters (but see below)
};

// The export layout, so that a file this writes reads back and writes again to the same bytes:
// - The Seven Tag Roster first, in its order (a missing one is written with the standard's
//   unknown value: "?", "????.??.??" or "*"), then the other tags as they are in the game.
// - A blank line, the movetext filled to `lineWidth` (a line breaks only between tokens, so a
//   longer token, such as a web address in a comment, stands alone on a longer line), a blank line.
// - White's moves carry their number ("12. Nf3"); a black move carries "12..." when it opens the
//   game or a variation, or follows a comment or a variation.
// - Comments are written "{ text }". A comment whose text holds a '}' (which would end a brace
//   comment early) is written as a rest-of-line comment, "; text", and the line ends after it
//   (such a line is as long as the comment needs).
//   A line never breaks inside a `[%...]` command, before a word starting with '%' (a '%' in
//   column 1 starts an escape line) or before text that looks like a tag (`[Name "`), which the
//   reader would take for the end of a comment left open by mistake.
//   A line break inside a comment reads back as one space; blanks at either end of a comment
//   are not kept (the reader trims them).
// - The termination marker is the game's result().
std::string writeGame(const Game& game, const WriterOptions& options = {});
void writeGame(std::string& out, const Game& game, const WriterOptions& options = {});

// True when `reread`, a game read back from what writeGame(original) wrote, holds all that
// `original` holds: the same moves, comments, NAGs and variations, the same result, and every tag
// with its value (the roster in front and the start position's tags may have been added). A save
// checks this before it replaces a file.
bool readsBackAs(const Game& reread, const Game& original);

} // namespace kibitz::pgn
