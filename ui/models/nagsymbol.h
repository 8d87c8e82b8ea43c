#pragma once

// How a Numeric Annotation Glyph is shown to the user: the symbol a printed commentary uses.
// Shared by the move list, the board and the annotation panels so that they all agree.

#include <QString>

namespace kibitz::ui {

// "!" for $1, "??" for $4, "±" for $16 ... (the usual printed symbols); "$n" for a NAG that has no
// symbol everyone reads the same way.
QString nagSymbol(int nag);

// True for the move assessments $1 to $6 (!, ?, !!, ??, !?, ?!), which are written right after
// the move ("e4!"); the others describe the position and stand apart ("e4 ±").
constexpr bool isMoveAssessment(int nag) {
    return nag >= 1 && nag <= 6;
}

} // namespace kibitz::ui
