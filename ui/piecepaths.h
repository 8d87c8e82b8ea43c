#pragma once

#include "chess/types.h"

#include <QPainterPath>

namespace kibitz::ui {

// The outline of one chess piece, taken from the Unicode chess glyphs (U+2654..U+265F) of the
// font "DejaVu Sans" and normalised: the tallest piece is 1 unit high and each piece is centred
// on the origin, so a painter only has to scale and translate it into a square.
struct PieceOutline {
    // The filled shape of the piece (the "black" glyph); its inner details are holes.
    QPainterPath silhouette;
    // The silhouette with its holes filled: the whole area the piece covers.
    QPainterPath body;
    // The line drawing of the piece (the "white" glyph): its contour and inner details.
    QPainterPath lineArt;
};

// The outline of a piece type (Pawn..King). Built on first use, so it needs a QGuiApplication.
const PieceOutline& pieceOutline(chess::PieceType type);

} // namespace kibitz::ui
