#pragma once

// The sentences of the Qt-free core (util/message.h: the errors and warnings of the FEN, move text
// and PGN readers, refused game tree edits) in the user's language. The core keeps its English
// text in each error's `message`; the desktop program shows describe() of the error instead, which
// translates the sentence's template from the core's table (with the installed QTranslator, context
// MessageContext; lupdate reads the templates in core/util/message.cpp) and fills in the same
// values. Without a translator it gives the core's English text exactly.

#include "chess/notation.h"
#include "chess/position.h"
#include "pgn/gametree.h"
#include "pgn/reader.h"
#include "util/message.h"

#include <QString>

namespace kibitz::ui {

// The sentence, translated, with its values (and the sentences nested in it) filled in.
QString describe(const MessageText& text);
// As FenError::toString(): the field, the column and the error.
QString describe(const chess::FenError& error);
// As MoveTextError::message.
QString describe(const chess::MoveTextError& error);
// As PgnError::toString(): the game, the line, the column and the problem. For the problem alone
// (as PgnError::message), describe(error.text).
QString describe(const pgn::PgnError& error);
// As EditError::message.
QString describe(const pgn::EditError& error);

} // namespace kibitz::ui
