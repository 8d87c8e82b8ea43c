#pragma once

// Where the 64 squares of a board lie in a widget: eight by eight squares of a whole number of
// pixels, centred in the widget (a pixel left over goes right or below), seen from White's side
// (a1 bottom left) or, flipped, from Black's (h8 bottom left). The one geometry of the board
// (BoardView) and the set-up board (SetupBoard), so that what they paint and where a click lands
// agree.

#include "chess/types.h"

#include <QPointF>
#include <QRectF>
#include <QSize>

namespace kibitz::ui {

struct BoardGeometry {
    QSize widget;       // the widget's size
    int squareSize = 1; // pixels
    bool flipped = false;

    // The eight by eight squares.
    QRectF boardRect() const;
    // Where a square is painted; empty for NoSquare.
    QRectF squareRect(chess::Square square) const;
    // The square under a point, or NoSquare off the squares (the right and bottom edges belong to
    // what is outside, as a pixel there is outside).
    chess::Square squareAt(QPointF point) const;
};

} // namespace kibitz::ui
