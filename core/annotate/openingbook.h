#pragma once

// The opening book: the lines of an ECO file in pgn-extract's format (Debian installs one as
// /usr/share/pgn-extract/eco.pgn), read with our PGN reader, so that the annotator names the
// opening a game follows instead of judging its moves, and says where the game leaves theory.
//
// Every position on any line of the file is a book position; the last position of a line carries
// the line's ECO, Opening and Variation tags. Positions are keyed by their Zobrist key, so a game
// that reaches a book position by another move order (a transposition) is still in book.

#include "chess/position.h"
#include "pgn/game.h"
#include "pgn/reader.h"
#include "util/expected.h"

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

namespace kibitz::annotate {

// Where Debian's pgn-extract package puts its ECO file: the book unless the user names another.
inline constexpr const char* DefaultEcoPath = "/usr/share/pgn-extract/eco.pgn";

// The tags of the book line that ends in a position.
struct OpeningName {
    std::string eco;
    std::string opening;
    std::string variation; // may be empty

    // "Ruy Lopez, closed defence" (the Opening and, when there is one, the Variation).
    std::string text() const;
    bool operator==(const OpeningName&) const = default;
};

// Where a game's main line stands against the book.
struct OpeningClassification {
    // The name of the deepest main-line position that ends a book line ("last named position").
    std::optional<OpeningName> name;
    // The main-line moves in book: the moves into positions 1..bookPlies are book moves; the move
    // into position bookPlies + 1, if the game has it, is the first move out of book.
    int bookPlies = 0;
    // A book move from the position after bookPlies plies, in SAN with its move number
    // ("5... Be7"), when the game leaves the book; empty when it does not.
    std::string bookMove;
};

class OpeningBook {
public:
    // Reads an ECO file. The error names the file and, for a PGN error, the game, line and column.
    // Shared: one book serves every game and thread of a run (it is only read).
    static Expected<std::shared_ptr<const OpeningBook>, std::string> load(const std::string& path);

    bool contains(chess::Key key) const { return positions_.contains(key); }
    // The name of the line that ends in this position (the first such line of the file), or null.
    const OpeningName* nameOf(chess::Key key) const;
    std::size_t size() const { return positions_.size(); }

    // The game's main line against the book; nothing for a game that does not start from the
    // standard position.
    std::optional<OpeningClassification> classify(const pgn::Game& game) const;

private:
    struct Entry {
        int name = -1; // into names_, for a position that ends a line
        // The next move of the deepest line through this position (ties: the first such line of
        // the file), so that the out-of-book comment names one book move deterministically, the
        // one that leads furthest into theory.
        chess::Move next = chess::Move::none();
        int nextDepth = -1;
    };
    static Expected<std::shared_ptr<const OpeningBook>, std::string> read(pgn::PgnReader& reader,
                                                                          const std::string& name);
    void addLine(const pgn::Game& line);

    std::unordered_map<chess::Key, Entry> positions_;
    std::vector<OpeningName> names_;
};

} // namespace kibitz::annotate
