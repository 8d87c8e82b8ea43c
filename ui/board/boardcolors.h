#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

namespace kibitz::ui {

// The four colours of PGN board annotations ([%csl Gd4], [%cal Re2e4]) as lichess and ChessBase
// read them: G, R, Y, B.
enum class MarkColor { Green, Red, Yellow, Blue };

// The board's colours, one set for a light and one for a dark desktop theme. The translucent
// ones are painted over the squares.
struct BoardColors {
    QColor lightSquare;
    QColor darkSquare;
    QColor frame;
    QColor coordinates;
    QColor lastMove;  // drawn over the square colour
    QColor moveHint;  // legal-move dots and capture rings
    QColor selection; // the selected piece's square
    QColor preferredMove;

    static BoardColors light();
    static BoardColors dark();
    // The colours of scheme `name` (one of schemeNames(); anything else is "brown"), for a light
    // or a dark desktop: brown is light() and dark(); the others change the squares, the frame
    // and the coordinates and keep the marks, hints and arrows.
    static BoardColors scheme(const QString& name, bool darkDesktop);
    // "brown", "blue", "green", "grey": the first is the default.
    static QStringList schemeNames();
    static QColor markColor(MarkColor color);
};

} // namespace kibitz::ui
