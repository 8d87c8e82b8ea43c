#pragma once

// The opening of the current game above the move list ("C84 Ruy Lopez, closed defence"): from
// the game's ECO, Opening and Variation tags where it has them, else from classifying its main
// line with the opening book (annotate::OpeningBook, the one the window annotates with). It
// follows the game: a move played, a tag edited, another game chosen.

#include "annotate/openingbook.h"

#include <QLabel>

#include <memory>

namespace kibitz::pgn {
class Game;
}

namespace kibitz::ui {

class GameDocument;

class OpeningLabel : public QLabel {
    Q_OBJECT

public:
    explicit OpeningLabel(GameDocument* document, QWidget* parent = nullptr);

    // The book to classify games without tags with; null: tags alone.
    void setBook(std::shared_ptr<const annotate::OpeningBook> book);

    // What the label shows for `game` with `book` (null: tags alone): "ECO Opening, Variation",
    // as much of it as is known, or empty.
    static QString openingText(const pgn::Game& game, const annotate::OpeningBook* book);

private:
    void refresh();

    GameDocument* document_;
    std::shared_ptr<const annotate::OpeningBook> book_;
};

} // namespace kibitz::ui
