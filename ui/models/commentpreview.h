#pragma once

// Long comments in the move list: shown cut short, with the full text on demand.

#include <QString>

#include <string>

namespace kibitz::ui {

// The comment column shows at most this many characters (UTF-16 code units) of a comment.
inline constexpr int ShownCommentLength = 300;

// `words` as the move list shows them: unchanged up to ShownCommentLength characters. A longer
// text is cut after the last whole word that ends within the first ShownCommentLength characters
// (but at ShownCommentLength itself when no word ends after character 200, and never inside a
// surrogate pair), and "…" (U+2026) follows.
QString elidedComment(const QString& words);
// True when elidedComment(words) cuts `words` short.
bool isElided(const QString& words);

// The beginning of the words of a PGN comment (pgn::commentText): enough of them that
// elidedComment() of the result is elidedComment() of all the words, however long the comment
// (a comment of 50 MB is read no further than its first kilobytes).
QString commentWordsStart(const std::string& comment);

} // namespace kibitz::ui
