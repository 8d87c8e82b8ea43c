#pragma once

// The tag pair section of one game, read without its moves: for lists of games, which show a
// file's headers long before anyone opens a game.

#include "game.h"

#include <optional>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

// The tags at the start of `gameText` (one game as GameSplitter cuts it), in order, duplicates
// kept, read by the rules of the reader (reader.cpp, parseTags):
// - blanks, line breaks, `%` escape lines (a `%` in the first column) and `;` and `{}` comments
//   may come between tags; the section ends at the first other token (the movetext);
// - a value is in double quotes and on one line; `\"` and `\\` in it stand for `"` and `\`;
// - a tag whose closing `]` is missing at the end of its line is kept, as the reader keeps it;
// - a broken tag (no name, no quoted value, no closing quote, text after the value) or an
//   unclosed comment ends the section: the tags before it are those the reader keeps;
// - when the game's text is neither ASCII nor UTF-8, values are decoded from Windows-1252, as the
//   reader decodes the whole game, so that both give the same UTF-8 text.
// No move is parsed: this reads a header many times faster than the reader reads the game.
std::vector<Tag> readTags(std::string_view gameText);

// The rating in tag `tag` of `game` (WhiteElo, BlackElo): a whole number from 1 to 10000, blanks
// around it allowed, a leading '+' too; nullopt for no tag, "-", "?", 0 or anything else.
std::optional<int> ratingOf(const Game& game, std::string_view tag);

} // namespace kibitz::pgn
