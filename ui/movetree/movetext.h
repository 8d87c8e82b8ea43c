#pragma once

// The moves of a game as the text of a book: the document that MoveTextView shows, and where each
// move is in it.

#include "pgn/gametree.h"

#include <QTextBlockFormat>
#include <QTextCharFormat>

#include <vector>

class QFont;
class QPalette;
class QTextDocument;

namespace kibitz::ui {

class MoveTreeModel;

// How the parts of the text look.
struct MoveTextFormats {
    QTextCharFormat mainMove;      // a main-line move, its number and glyphs: bold
    QTextCharFormat variationMove; // a move in a variation, and the parentheses: lighter, smaller
    QTextCharFormat comment;       // a comment on the main line: a colour of its own
    QTextCharFormat variationComment;
    QTextCharFormat result;  // the game's result, after the last move
    QTextCharFormat notice;  // the line that says which moves are not shown
    QTextBlockFormat line;   // a paragraph of the main line (and the game's comment)
    QTextBlockFormat branch; // a paragraph that holds a variation of the main line: indented

    // The formats for a widget with this font and palette (light or dark).
    static MoveTextFormats forWidget(const QFont& font, const QPalette& palette);
};

// Writes a game into a QTextDocument in book style, and remembers where each move went:
//
//   {Game comment}
//   1. e4 e5 2. Nf3 Nc6 3. Bb5 {Spanish} 3... a6 4. Ba4
//       (4. Bxc6 dxc6 (4... bxc6) 5. O-O)
//   4... Nf6 1-0
//
// The rules: the game's comment is a paragraph before the moves. A white move has its number
// ("12."), a black move only where the line was interrupted ("12...": at a line's start, after a
// comment, after a variation). Glyphs follow the move as symbols (nagSymbol: "Nf6!", "e4 ±"); the
// comment before a move comes before its number, the comment after it follows the glyphs, both
// without their [%...] commands and cut short as the table cuts them (elidedComment). A move's
// alternatives follow it, each in parentheses; those of a main-line move each take a paragraph of
// their own (`branch`), and the main line goes on in a new paragraph after them; deeper ones stay
// inline. The result ends the main line. The number and the move, and the move and a glyph that
// stands apart, are joined by no-break spaces (plain text shows them as spaces).
//
// The game is walked with an explicit stack, never by recursion on its nesting, and at most
// `moveLimit` moves are written (in the order PGN writes them): a game with more ends with a
// paragraph that says how many of its moves the text shows, and that the table shows them all.
// The document is written in one edit block, with its undo history off.
class MoveText {
public:
    // More moves than a book of openings has in one game; a text of this size is still laid out
    // quickly.
    static constexpr int DefaultMoveLimit = 5000;

    // A range of characters of the document, [start, end); empty (start == end == -1) for none.
    struct Range {
        int start = -1;
        int end = -1;
        bool isEmpty() const { return start >= end; }
    };

    MoveText() = default;
    // Clears `document` and writes the game `model` shows (its SAN comes from the model).
    static MoveText write(QTextDocument& document, const MoveTreeModel& model,
                          const MoveTextFormats& formats, int moveLimit = DefaultMoveLimit);

    // The move `id` with its glyphs ("Nf6!?"), without its number: what shows the move as current.
    // Empty for the root, an id not in the game and a move not shown.
    Range moveRange(pgn::NodeId id) const;
    // The move whose words are at character `position`: its comment before, number, move, glyphs
    // and comment after; the root for the game's comment. NoNode elsewhere (spaces, parentheses,
    // the result, the notice).
    pgn::NodeId nodeAt(int position) const;
    int shownMoves() const { return shownMoves_; }
    int totalMoves() const { return totalMoves_; }

private:
    class Writer;

    // The characters that belong to a node, in the order of the text (so sorted by start).
    struct Span {
        Range range;
        pgn::NodeId node = pgn::NoNode;
    };
    std::vector<Span> spans_;
    // moveRange() by node id.
    std::vector<Range> moves_;
    int shownMoves_ = 0;
    int totalMoves_ = 0;
};

} // namespace kibitz::ui
