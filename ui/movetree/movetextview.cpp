#include "ui/movetree/movetextview.h"

#include "pgn/commands.h"
#include "ui/document/gamedocument.h"
#include "ui/models/commentpreview.h"
#include "ui/models/movetreemodel.h"
#include "ui/movetree/movecontextmenu.h"
#include "ui/movetree/navigationkeys.h"

#include <QAbstractTextDocumentLayout>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QStringList>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolTip>

#include <utility>

namespace kibitz::ui {

using pgn::GameTree;
using pgn::NodeId;
using pgn::NoNode;

namespace {

// The words of a comment for a tooltip: at most MoveTextView::ToolTipLength characters, "…" after
// a cut. A comment of megabytes is read no further than that.
QString toolTipWords(const std::string& comment) {
    constexpr int length = MoveTextView::ToolTipLength;
    // At most 3 bytes of UTF-8 make one UTF-16 code unit (see commentpreview.cpp).
    QString words = QString::fromStdString(pgn::commentText(comment, 3 * std::size_t(length) + 4));
    if (words.size() > length) words = words.left(length) + QChar(0x2026);
    return words;
}

bool isShownCut(const std::string& comment) {
    return !comment.empty() && isElided(commentWordsStart(comment));
}

} // namespace

MoveTextView::MoveTextView(GameDocument* document, QWidget* parent)
    : QTextEdit(parent)
    , document_(document) {
    setObjectName(QStringLiteral("moveTextView"));
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setLineWrapMode(QTextEdit::WidgetWidth);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setCursor(Qt::ArrowCursor);
    contextMenu_ = new MoveContextMenu(document_, this);

    writeTimer_.setSingleShot(true);
    writeTimer_.setInterval(0);
    connect(&writeTimer_, &QTimer::timeout, this, &MoveTextView::writeText);
    const MoveTreeModel* model = document_->model();
    connect(model, &QAbstractItemModel::modelReset, this, &MoveTextView::scheduleWrite);
    connect(model, &QAbstractItemModel::layoutChanged, this, &MoveTextView::scheduleWrite);
    connect(model, &QAbstractItemModel::rowsInserted, this, &MoveTextView::scheduleWrite);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &MoveTextView::scheduleWrite);
    connect(model, &QAbstractItemModel::dataChanged, this, &MoveTextView::scheduleWrite);
    connect(document_, &GameDocument::currentNodeChanged, this, [this] { showCurrentNode(); });
    // Another game: its text from the top.
    connect(document_, &GameDocument::currentGameChanged, this, [this] {
        startAtTop_ = true;
        scheduleWrite();
        showCurrentNode();
    });
    writeText();
}

const MoveText& MoveTextView::moveText() {
    if (stale_) writeText();
    return text_;
}

void MoveTextView::setMoveLimit(int limit) {
    moveLimit_ = limit;
    writeText();
}

QMenu* MoveTextView::createContextMenu(NodeId id) {
    return contextMenu_->create(id);
}

void MoveTextView::scheduleWrite() {
    stale_ = true;
    if (isVisible()) writeTimer_.start();
}

void MoveTextView::showEvent(QShowEvent* event) {
    QTextEdit::showEvent(event);
    if (stale_) writeText();
    showCurrentNode();
}

void MoveTextView::writeText() {
    writeTimer_.stop();
    stale_ = false;
    const int scroll = std::exchange(startAtTop_, false) ? 0 : verticalScrollBar()->value();
    setExtraSelections({});
    currentRange_ = {};
    text_ = MoveText::write(*document(), *document_->model(),
                            MoveTextFormats::forWidget(font(), palette()), moveLimit_);
    // The scroll bar's range is the new text's only once it is laid out.
    document()->documentLayout()->documentSize();
    verticalScrollBar()->setValue(scroll);
    showCurrentNode(false);
}

void MoveTextView::showCurrentNode(bool scroll) {
    if (stale_) {
        if (!isVisible()) return; // shown when the text is written
        writeText();
    }
    const NodeId id = document_->currentNode();
    currentRange_ = text_.moveRange(id);
    if (currentRange_.isEmpty()) {
        setExtraSelections({});
        if (scroll && id == GameTree::root()) verticalScrollBar()->setValue(0);
        return;
    }
    ExtraSelection current;
    current.cursor = QTextCursor(document());
    current.cursor.setPosition(currentRange_.start);
    current.cursor.setPosition(currentRange_.end, QTextCursor::KeepAnchor);
    current.format.setBackground(palette().brush(QPalette::Highlight));
    current.format.setForeground(palette().brush(QPalette::HighlightedText));
    setExtraSelections({current});
    if (!scroll) return;

    QTextCursor at(document());
    at.setPosition(currentRange_.start);
    QRect rect = cursorRect(at);
    at.setPosition(currentRange_.end);
    rect = rect.united(cursorRect(at));
    QScrollBar* bar = verticalScrollBar();
    const int margin = rect.height();
    if (rect.top() < 0)
        bar->setValue(bar->value() + rect.top() - margin);
    else if (rect.bottom() > viewport()->height())
        bar->setValue(bar->value() + rect.bottom() - viewport()->height() + margin);
}

NodeId MoveTextView::nodeAt(const QPoint& point) {
    const MoveText& text = moveText();
    const QPointF inDocument(point.x() + horizontalScrollBar()->value(),
                             point.y() + verticalScrollBar()->value());
    int position = document()->documentLayout()->hitTest(inDocument, Qt::ExactHit);
    if (position < 0) return NoNode;
    // The hit is the cursor position nearest the point: the character under the point is the one
    // before it when the point is left of that position.
    QTextCursor cursor(document());
    cursor.setPosition(position);
    if (position > 0 && point.x() < cursorRect(cursor).left()) --position;
    return text.nodeAt(position);
}

QString MoveTextView::toolTipAt(const QPoint& point) {
    const NodeId id = nodeAt(point);
    if (id == NoNode) return {};
    const GameTree& tree = document_->currentGame().tree();
    if (id == GameTree::root()) {
        const std::string& comment = tree.commentAfter(id);
        return isShownCut(comment) ? toolTipWords(comment) : QString();
    }
    const std::string& before = tree.commentBefore(id);
    const std::string& after = tree.commentAfter(id);
    if (!isShownCut(before) && !isShownCut(after)) return {};
    QStringList lines;
    if (!before.empty()) lines << tr("Before the move: %1").arg(toolTipWords(before));
    if (!after.empty()) lines << tr("After the move: %1").arg(toolTipWords(after));
    return lines.join(QStringLiteral("\n\n"));
}

bool MoveTextView::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        // The window's shortcuts have the keys that step through the game, and Copy unless text
        // is selected here (Copy FEN).
        if (isNavigationKey(key) ||
            (key->matches(QKeySequence::Copy) && !textCursor().hasSelection())) {
            event->ignore();
            return false;
        }
    }
    return QTextEdit::event(event);
}

bool MoveTextView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(),
                               Qt::convertFromPlainText(tip, Qt::WhiteSpaceNormal), viewport());
        }
        return true;
    }
    return QTextEdit::viewportEvent(event);
}

void MoveTextView::changeEvent(QEvent* event) {
    QTextEdit::changeEvent(event);
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::PaletteChange:
    case QEvent::StyleChange: scheduleWrite(); break;
    default: break;
    }
}

void MoveTextView::keyPressEvent(QKeyEvent* event) {
    if (isNavigationKey(event)) {
        event->ignore();
        return;
    }
    QTextEdit::keyPressEvent(event);
}

void MoveTextView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        const NodeId id = nodeAt(event->position().toPoint());
        if (id != NoNode) {
            setFocus(Qt::MouseFocusReason);
            document_->goTo(id);
            event->accept();
            return;
        }
    }
    QTextEdit::mousePressEvent(event);
}

void MoveTextView::mouseMoveEvent(QMouseEvent* event) {
    QTextEdit::mouseMoveEvent(event);
    if (event->buttons() != Qt::NoButton) return;
    const NodeId id = nodeAt(event->position().toPoint());
    viewport()->setCursor(id != NoNode ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void MoveTextView::contextMenuEvent(QContextMenuEvent* event) {
    // As QTreeView's: the position is the viewport's already. The menu key asks about the current
    // move.
    const NodeId at =
        event->reason() == QContextMenuEvent::Keyboard ? NoNode : nodeAt(event->pos());
    QMenu* menu = createContextMenu(at != NoNode ? at : document_->currentNode());
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (menu->isEmpty())
        delete menu;
    else
        menu->popup(event->globalPos());
}

} // namespace kibitz::ui
