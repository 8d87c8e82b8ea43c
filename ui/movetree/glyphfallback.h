#pragma once

// Glyphs that most fonts lack, drawn as their conventional ASCII stand-ins rather than as boxes.
// Shared by the views of the move list (the table and the book-style text).

#include <QString>

class QFont;

namespace kibitz::ui {

// ⩲ and ⩱ (NAGs 14 and 15) are missing from most fonts: where `font` has no glyph for them, the
// conventional +=, =+ stand in rather than a box. Only what is shown changes: the PGN keeps the
// NAGs.
QString withFallbackGlyphs(QString text, const QFont& font);

} // namespace kibitz::ui
