#include "ui/movetree/movetext.h"

#include "ui/models/commentpreview.h"
#include "ui/models/movetreemodel.h"
#include "ui/models/nagsymbol.h"
#include "ui/movetree/glyphfallback.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPalette>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace kibitz::ui {

using pgn::GameTree;
using pgn::NodeId;
using pgn::NoNode;

namespace {

const QChar NoBreakSpace(0x00A0);

QColor mixed(const QColor& a, const QColor& b, double share) {
    return QColor::fromRgbF(float(a.redF() * (1 - share) + b.redF() * share),
                            float(a.greenF() * (1 - share) + b.greenF() * share),
                            float(a.blueF() * (1 - share) + b.blueF() * share));
}

// The comment's words as the move list shows them: without [%...] commands, cut short.
QString shownComment(const std::string& comment) {
    return comment.empty() ? QString() : elidedComment(commentWordsStart(comment));
}

} // namespace

MoveTextFormats MoveTextFormats::forWidget(const QFont& font, const QPalette& palette) {
    MoveTextFormats formats;
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const bool dark = base.lightness() < 128;

    formats.mainMove.setFontWeight(QFont::Bold);
    formats.mainMove.setForeground(text);
    QFont smaller = font;
    if (font.pointSizeF() > 0)
        smaller.setPointSizeF(font.pointSizeF() * 0.92);
    else if (font.pixelSize() > 0)
        smaller.setPixelSize(std::max(1, int(font.pixelSize() * 0.92 + 0.5)));
    formats.variationMove.setFont(smaller, QTextCharFormat::FontPropertiesSpecifiedOnly);
    formats.variationMove.setForeground(mixed(text, base, 0.3));
    const QColor commentColor = dark ? QColor(0x8f, 0xcf, 0x9a) : QColor(0x1f, 0x6b, 0x3a);
    formats.comment.setForeground(commentColor);
    formats.variationComment = formats.comment;
    formats.variationComment.setFont(smaller, QTextCharFormat::FontPropertiesSpecifiedOnly);
    formats.result = formats.mainMove;
    formats.notice.setFontItalic(true);
    formats.notice.setForeground(mixed(text, base, 0.35));

    formats.line.setTopMargin(2);
    formats.line.setBottomMargin(2);
    formats.line.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
    formats.branch = formats.line;
    formats.branch.setLeftMargin(QFontMetricsF(font).averageCharWidth() * 3);
    return formats;
}

// One pass over the game, with the cursor at the end of the document.
class MoveText::Writer {
public:
    Writer(QTextDocument& document, const MoveTreeModel& model, const MoveTextFormats& formats,
           int moveLimit, MoveText& result)
        : cursor_(&document)
        , model_(model)
        , tree_(model.game()->tree())
        , formats_(formats)
        , moveLimit_(moveLimit)
        , result_(result) {
        const chess::Position start = tree_.positionAt(GameTree::root());
        firstMoveNumber_ = start.fullmoveNumber();
        blackStarts_ = start.sideToMove() == chess::Black;
    }

    void write() {
        result_.totalMoves_ = tree_.size() - 1;
        result_.moves_.assign(std::size_t(tree_.capacity()), Range{});
        cursor_.setBlockFormat(formats_.line);
        writeGameComment();
        writeMoves();
        if (truncated_) {
            writeNotice();
            return;
        }
        const std::string_view result = model_.game()->result();
        const QString gameResult = QString::fromLatin1(result.data(), qsizetype(result.size()));
        if (inBranch_) newBlock(formats_.line);
        word(gameResult, formats_.result);
    }

private:
    // Where the walk is in one line: the last move written, the alternatives to it still to
    // write (only for a move that is its parent's main continuation: a variation's first move
    // leaves its alternatives to the line it branches from), the line's nesting and the ply.
    struct Frame {
        NodeId node;
        NodeId nextVariation;
        int depth;
        int ply;
    };

    void writeGameComment() {
        const QString comment = shownComment(tree_.commentAfter(GameTree::root()));
        if (comment.isEmpty()) return;
        const int start = cursor_.position();
        cursor_.insertText(comment, formats_.comment);
        result_.spans_.push_back({{start, cursor_.position()}, GameTree::root()});
        newBlock(formats_.line);
    }

    void writeMoves() {
        const NodeId first = tree_.firstChild(GameTree::root());
        if (first == NoNode) return;
        std::vector<Frame> stack;
        if (!writeMove(first, 0, 1)) return;
        stack.push_back({first, tree_.nextSibling(first), 0, 1});
        while (!stack.empty()) {
            Frame& frame = stack.back();
            if (frame.nextVariation != NoNode) {
                const NodeId variation = frame.nextVariation;
                frame.nextVariation = tree_.nextSibling(variation);
                const int depth = frame.depth + 1;
                const int ply = frame.ply;
                if (isFull()) return;
                openVariation(depth);
                if (!writeMove(variation, depth, ply)) return;
                stack.push_back({variation, NoNode, depth, ply});
                continue;
            }
            if (const NodeId next = tree_.firstChild(frame.node); next != NoNode) {
                if (!writeMove(next, frame.depth, frame.ply + 1)) return;
                frame = {next, tree_.nextSibling(next), frame.depth, frame.ply + 1};
                continue;
            }
            const int depth = frame.depth;
            stack.pop_back();
            if (depth > 0) closeVariation();
        }
    }

    void openVariation(int depth) {
        if (depth == 1) {
            newBlock(formats_.branch);
            inBranch_ = true;
        }
        word(QStringLiteral("("), formats_.variationMove);
        afterOpening_ = true;
        needNumber_ = true;
    }

    void closeVariation() {
        cursor_.insertText(QStringLiteral(")"), formats_.variationMove);
        needNumber_ = true;
    }

    // True, and the text marked as cut short, once the limit is reached.
    bool isFull() {
        if (result_.shownMoves_ < moveLimit_) return false;
        truncated_ = true;
        return true;
    }

    // Writes the move `id` with its comments and glyphs; false (writing nothing) once the limit
    // is reached.
    bool writeMove(NodeId id, int depth, int ply) {
        if (isFull()) return false;
        ++result_.shownMoves_;
        if (depth == 0 && inBranch_) {
            newBlock(formats_.line);
            inBranch_ = false;
        }
        const QTextCharFormat& moveFormat = depth == 0 ? formats_.mainMove : formats_.variationMove;
        const QTextCharFormat& commentFormat =
            depth == 0 ? formats_.comment : formats_.variationComment;
        space(moveFormat);
        const int spanStart = cursor_.position();

        if (const QString before = shownComment(tree_.commentBefore(id)); !before.isEmpty()) {
            cursor_.insertText(before, commentFormat);
            cursor_.insertText(QStringLiteral(" "), moveFormat);
            needNumber_ = true;
        }
        const int index = ply - 1 + (blackStarts_ ? 1 : 0);
        const bool white = index % 2 == 0;
        if (white || needNumber_) {
            const QString number = QString::number(firstMoveNumber_ + index / 2);
            cursor_.insertText(number + (white ? QStringLiteral(".") : QStringLiteral("...")) +
                                   NoBreakSpace,
                               moveFormat);
        }
        const int moveStart = cursor_.position();
        cursor_.insertText(model_.moveSan(id) + glyphs(id, moveFormat), moveFormat);
        result_.moves_[std::size_t(id)] = {moveStart, cursor_.position()};
        needNumber_ = false;

        if (const QString after = shownComment(tree_.commentAfter(id)); !after.isEmpty()) {
            cursor_.insertText(QStringLiteral(" "), moveFormat);
            cursor_.insertText(after, commentFormat);
            needNumber_ = true;
        }
        result_.spans_.push_back({{spanStart, cursor_.position()}, id});
        return true;
    }

    // The move's glyphs as the table writes them: a move assessment right after the move, the
    // others apart from it.
    QString glyphs(NodeId id, const QTextCharFormat& format) const {
        QString text;
        for (const pgn::Nag nag : tree_.nags(id)) {
            if (!isMoveAssessment(nag)) text += NoBreakSpace;
            text += nagSymbol(nag);
        }
        return text.isEmpty() ? text : withFallbackGlyphs(text, format.font());
    }

    void writeNotice() {
        newBlock(formats_.line);
        const QLocale locale;
        cursor_.insertText(
            QCoreApplication::translate(
                "kibitz::ui::MoveText",
                "The text stops after %1 of the game's %2 moves. View → Moves as a Table shows "
                "them all.")
                .arg(locale.toString(result_.shownMoves_), locale.toString(result_.totalMoves_)),
            formats_.notice);
    }

    // A space before the next word, unless it starts a paragraph or follows "(".
    void space(const QTextCharFormat& format) {
        if (!cursor_.atBlockStart() && !afterOpening_)
            cursor_.insertText(QStringLiteral(" "), format);
        afterOpening_ = false;
    }

    void word(const QString& text, const QTextCharFormat& format) {
        space(format);
        cursor_.insertText(text, format);
    }

    void newBlock(const QTextBlockFormat& format) {
        if (cursor_.atBlockStart() && cursor_.block().length() <= 1)
            cursor_.setBlockFormat(format); // an empty paragraph: use it
        else
            cursor_.insertBlock(format, QTextCharFormat());
        afterOpening_ = false;
    }

    QTextCursor cursor_;
    const MoveTreeModel& model_;
    const GameTree& tree_;
    const MoveTextFormats& formats_;
    const int moveLimit_;
    MoveText& result_;
    int firstMoveNumber_ = 1;
    bool blackStarts_ = false;
    bool needNumber_ = true;
    bool afterOpening_ = false;
    // The cursor is in a paragraph of a main-line move's variations.
    bool inBranch_ = false;
    bool truncated_ = false;
};

MoveText MoveText::write(QTextDocument& document, const MoveTreeModel& model,
                         const MoveTextFormats& formats, int moveLimit) {
    MoveText result;
    document.setUndoRedoEnabled(false);
    document.clear();
    if (!model.game()) return result;
    QTextCursor edit(&document);
    edit.beginEditBlock();
    Writer(document, model, formats, moveLimit, result).write();
    edit.endEditBlock();
    return result;
}

MoveText::Range MoveText::moveRange(NodeId id) const {
    if (id < 0 || std::size_t(id) >= moves_.size()) return {};
    return moves_[std::size_t(id)];
}

NodeId MoveText::nodeAt(int position) const {
    // The last span that starts at or before `position`.
    const auto after =
        std::upper_bound(spans_.begin(), spans_.end(), position,
                         [](int at, const Span& span) { return at < span.range.start; });
    if (after == spans_.begin()) return NoNode;
    const Span& span = *std::prev(after);
    return position < span.range.end ? span.node : NoNode;
}

} // namespace kibitz::ui
