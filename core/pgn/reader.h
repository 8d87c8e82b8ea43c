#pragma once

// Reads PGN (the PGN standard of 1994, with the tolerances real files need) game by game.

#include "chess/position.h"
#include "game.h"
#include "splitter.h"
#include "util/expected.h"
#include "util/message.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

// A problem in the input, located for the user: game number, line and column (1-based; columns
// count characters, not bytes), the offending token and what is wrong: in English words, and as a
// sentence for a program that translates it (`message` is render(text)).
struct PgnError {
    std::int64_t game = 0;
    std::int64_t line = 1;
    int column = 1;
    std::string token;
    std::string message;
    MessageText text;

    // "game 3, line 12, column 5: illegal move 'Nf6': 'Nf6' is illegal here: ..."
    std::string toString() const;
    // The same as a sentence (toString() is render(toText())).
    MessageText toText() const;
};

// What the reader learnt about the game it has just read.
struct GameReport {
    std::int64_t number = 0; // 1-based, in input order
    std::int64_t offset = 0; // of the game's first byte
    std::int64_t line = 1;   // of the game's first byte
    // Set when the game could not be read to its end: the game holds the moves before the error.
    std::optional<PgnError> error;
    // Things that were accepted but are worth knowing: no result, a result that contradicts the
    // Result tag, text converted from Windows-1252, glyphs with no move to attach to.
    std::vector<PgnError> warnings;
    // The game exactly as it is in the input (valid until the next read): a program that cannot
    // use a broken game can pass it through unchanged.
    std::string_view text;
};

// Reads games one at a time, in constant memory. Tolerates a UTF-8 byte order mark, CRLF,
// Windows-1252 text, `%` escape lines, `;` comments, move numbers with or without dots and
// spaces, glyph suffixes (e4!?) and glyph tokens, null moves (-- and Z0), missing and
// contradictory results, blank lines inside a game, and games without tags.
//
// On an illegal, ambiguous or unreadable move, or broken syntax, the game is reported with an
// error and keeps what came before it; reading goes on with the next game.
class PgnReader {
public:
    explicit PgnReader(std::unique_ptr<ByteSource> source, std::int64_t offset = 0,
                       std::int64_t line = 1, std::int64_t firstGameNumber = 1);

    // A path, or "-" for standard input. The error names the file and says why.
    static Expected<std::unique_ptr<PgnReader>, std::string> open(const std::string& path);
    static std::unique_ptr<PgnReader> fromText(std::string text);

    // Reads the next game into `game` (cleared first). False at the end of the input.
    bool readGame(Game& game);
    // Moves past the next game without parsing its moves; the report has its place and text.
    bool skipGame();
    const GameReport& report() const { return report_; }
    // Games are read to at most `moves` moves (main line and variations; 0: no limit): a longer
    // one keeps its first `moves` moves and is reported with an error at the next.
    void setMoveLimit(std::size_t moves) { moveLimit_ = moves; }
    // An input/output error that ended reading early, or empty.
    std::string ioError() const { return splitter_.error(); }
    // Bytes consumed so far.
    std::int64_t position() const { return splitter_.position(); }

private:
    GameSplitter splitter_;
    GameReport report_;
    std::int64_t nextNumber_;
    std::string decoded_; // the game's text when it had to be converted to UTF-8
    chess::Position board_;
    std::size_t moveLimit_ = 0;
};

// Parses one game's text (as GameSplitter cuts it) into `game`; fills report.error and
// report.warnings. `report.line` is the line of the text's first byte.
// With `moveLimit` (0: none), as PgnReader::setMoveLimit.
void parseGame(std::string_view text, Game& game, GameReport& report, chess::Position& board,
               std::size_t moveLimit = 0);

// Where each game of a file starts, so that game N can be read without parsing games 1 to N-1.
struct GameIndexEntry {
    std::int64_t offset = 0;
    std::int64_t line = 1;
};

// Scans a file for its games (no move is parsed). `progress` gets the bytes read so far every few
// megabytes and may return false to cancel (the result is then an error saying so).
Expected<std::vector<GameIndexEntry>, std::string>
buildGameIndex(const std::string& path,
               const std::function<bool(std::int64_t bytesRead)>& progress = {});

// Reads the game an index entry points to. `number` is its 1-based number in the file (for the
// report). The error says why the file could not be read; a game with a PGN error is returned
// with report.error set.
// With `moveLimit` (0: none), as PgnReader::setMoveLimit.
Expected<GameReport, std::string> readGameAt(const std::string& path, const GameIndexEntry& entry,
                                             std::int64_t number, Game& game,
                                             std::size_t moveLimit = 0);

} // namespace kibitz::pgn
