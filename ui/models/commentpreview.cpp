#include "commentpreview.h"

#include "pgn/commands.h"

namespace kibitz::ui {

namespace {

// A text of this many UTF-8 bytes has more than ShownCommentLength UTF-16 code units (at most 3
// bytes make one code unit, 4 make two), so elidedComment() cuts it before a character that the
// cut at this many bytes may have split.
constexpr std::size_t PreviewBytes = 3 * std::size_t(ShownCommentLength) + 4;

// Where a word ends at or after this character, the cut falls there.
constexpr int ShortestCut = 200;

} // namespace

bool isElided(const QString& words) {
    return words.size() > ShownCommentLength;
}

QString elidedComment(const QString& words) {
    if (!isElided(words)) return words;
    qsizetype cut = ShownCommentLength;
    if (words.at(cut).isLowSurrogate()) --cut; // keep a pair together
    // A space at `cut` or before it ends the last whole word.
    const qsizetype space = words.lastIndexOf(QLatin1Char(' '), cut);
    if (space >= ShortestCut) cut = space;
    return words.left(cut) + QChar(0x2026);
}

QString commentWordsStart(const std::string& comment) {
    return QString::fromStdString(pgn::commentText(comment, PreviewBytes));
}

} // namespace kibitz::ui
