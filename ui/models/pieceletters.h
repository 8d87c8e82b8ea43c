#pragma once

// SAN's piece letters in the window's language, as ChessBase and Lichess print them: English
// K Q R B N, German K D T L S, French R D T F C, Spanish R D T A C. Only for what the window
// shows (the moves, the engine lines, the table of moves, the charts' labels): PGN files, the
// clipboard's PGN and the annotations keep the standard's English letters. The language is set
// once at start-up, with the translations, before any window is made.

#include <QString>

namespace kibitz::ui {

// "de", "fr" or "es" (or a locale name starting so, "de_DE"); anything else: English.
void setPieceLetterLanguage(const QString& language);
// The language's letters for K Q R B N, in that order: "KDTLS" for German.
QString pieceLetters();
// `san` with its piece letters in the language set: "Nf3" reads "Sf3" in German, "e8=Q+" reads
// "e8=D+". Files, ranks, castling and symbols stay.
QString localSan(const QString& san);

} // namespace kibitz::ui
