#include "ui/movetree/movetreepanel.h"

#include "ui/document/gamedocument.h"
#include "ui/models/movetreemodel.h"
#include "ui/movetree/glyphfallback.h"
#include "ui/movetree/movecontextmenu.h"
#include "ui/movetree/navigationkeys.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>
#include <cmath>
#include <utility>

namespace kibitz::ui {

namespace {

// Comments wrap within their column. QTreeView asks for row heights with no width in the option, so
// a wrapped comment would get one line's height: this delegate gives the column's width.
//
// A comment before the move is drawn in italics, and the comment after the move below it in the
// usual font, so the two cannot be mistaken for one another; cells with no comment before are
// drawn as any other.
class CommentDelegate : public QStyledItemDelegate {
public:
    explicit CommentDelegate(QTreeView* view)
        : QStyledItemDelegate(view)
        , view_(view) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        if (index.column() != MoveTreeModel::CommentColumn)
            return QStyledItemDelegate::sizeHint(option, index);
        QStyleOptionViewItem wrapped = option;
        const int width = view_->columnWidth(MoveTreeModel::CommentColumn);
        wrapped.rect = QRect(0, 0, std::max(width, 1), std::max(option.rect.height(), 1));
        const QString before = commentBefore(index, option.font);
        if (before.isEmpty()) return QStyledItemDelegate::sizeHint(wrapped, index);
        initStyleOption(&wrapped, index);
        QTextDocument document;
        layOut(document, wrapped, before);
        return {width, int(std::ceil(document.size().height()))};
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        const QString before = index.column() == MoveTreeModel::CommentColumn
                                   ? commentBefore(index, option.font)
                                   : QString();
        if (before.isEmpty()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionViewItem cell = option;
        initStyleOption(&cell, index);
        QTextDocument document;
        layOut(document, cell, before);
        // The style draws the cell's background, selection and focus; the document the text.
        cell.text.clear();
        const QStyle* style = cell.widget ? cell.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, cell.widget);

        const QRect text = textRect(cell);
        QAbstractTextDocumentLayout::PaintContext context;
        const QPalette::ColorGroup group =
            !(cell.state & QStyle::State_Enabled) ? QPalette::Disabled
            : (cell.state & QStyle::State_Active) ? QPalette::Normal
                                                  : QPalette::Inactive;
        context.palette.setColor(QPalette::Text,
                                 cell.palette.color(group, cell.state & QStyle::State_Selected
                                                               ? QPalette::HighlightedText
                                                               : QPalette::Text));
        const int height = int(std::ceil(document.size().height()));
        painter->save();
        painter->translate(text.left(), text.top() + std::max(0, (text.height() - height) / 2));
        painter->setClipRect(QRect(0, 0, text.width(), text.height()));
        document.documentLayout()->draw(painter, context);
        painter->restore();
    }

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        option->text = withFallbackGlyphs(option->text, option->font);
    }

private:
    static QString commentBefore(const QModelIndex& index, const QFont& font) {
        return withFallbackGlyphs(index.data(MoveTreeModel::ShownCommentBeforeRole).toString(),
                                  font);
    }

    // Where the style puts a cell's text: the cell less a margin on either side.
    QRect textRect(const QStyleOptionViewItem& cell) const {
        const QStyle* style = cell.widget ? cell.widget->style() : QApplication::style();
        const int margin =
            style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, cell.widget) + 1;
        return cell.rect.adjusted(margin, 0, -margin, 0);
    }

    // The comment before in italics, then the comment after (cell.text) as a paragraph of its own,
    // wrapped as the view wraps text, at the width of the cell's text.
    void layOut(QTextDocument& document, const QStyleOptionViewItem& cell,
                const QString& before) const {
        document.setDefaultFont(cell.font);
        document.setDocumentMargin(0);
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        document.setDefaultTextOption(wrap);
        QTextCursor cursor(&document);
        QTextCharFormat italic;
        italic.setFontItalic(true);
        cursor.insertText(before, italic);
        if (!cell.text.isEmpty()) {
            cursor.insertBlock();
            cursor.insertText(cell.text, QTextCharFormat());
        }
        document.setTextWidth(std::max(textRect(cell).width(), 1));
    }

    QTreeView* view_;
};

} // namespace

MoveTreePanel::MoveTreePanel(GameDocument* document, QWidget* parent)
    : QTreeView(parent)
    , document_(document) {
    setObjectName(QStringLiteral("moveTreePanel"));
    setModel(document_->model());
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    // Comments are edited from the context menu, in a dialog big enough for a paragraph.
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(true);
    setUniformRowHeights(false);
    setIndentation(14);
    setTextElideMode(Qt::ElideNone);
    setItemDelegate(new CommentDelegate(this));
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(MoveTreeModel::MoveColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(MoveTreeModel::CommentColumn, QHeaderView::Stretch);
    // Wrapped comments take more or fewer lines as the column's width changes.
    connect(header(), &QHeaderView::sectionResized, this, [this] { scheduleDelayedItemsLayout(); });

    contextMenu_ = new MoveContextMenu(document_, this);
    connect(contextMenu_, &MoveContextMenu::variationPromoted, this, [this] { showCurrentNode(); });

    connect(document_, &GameDocument::currentNodeChanged, this, [this] { showCurrentNode(); });
    // A reset (undo, redo: the game is put back whole) keeps the view where it was.
    connect(document_->model(), &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { scrollBeforeReset_ = verticalScrollBar()->value(); });
    connect(document_->model(), &QAbstractItemModel::modelReset, this, [this] {
        expandRecursively(QModelIndex(), MoveTreeModel::OpenDepth);
        executeDelayedItemsLayout();
        verticalScrollBar()->setValue(scrollBeforeReset_);
        showCurrentNode();
        updateGameCommentLabel();
    });
    // New variations are shown open, like the rest of the game.
    connect(document_->model(), &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex& rowParent) {
                if (rowParent.isValid()) expand(rowParent);
            });
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid() && !followingView_)
                    document_->goTo(document_->model()->nodeAt(current));
            });

    // The game's comment, in a view that has no rows to show it in.
    gameCommentLabel_ = new QLabel(viewport());
    gameCommentLabel_->setObjectName(QStringLiteral("gameCommentLabel"));
    gameCommentLabel_->setWordWrap(true);
    gameCommentLabel_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    gameCommentLabel_->setTextFormat(Qt::PlainText);
    gameCommentLabel_->setAttribute(Qt::WA_TransparentForMouseEvents); // the view's context menu
    gameCommentLabel_->setMargin(6);
    QFont italic = gameCommentLabel_->font();
    italic.setItalic(true);
    gameCommentLabel_->setFont(italic);
    connect(document_->model(), &QAbstractItemModel::rowsInserted, this,
            &MoveTreePanel::updateGameCommentLabel);
    connect(document_->model(), &QAbstractItemModel::rowsRemoved, this,
            &MoveTreePanel::updateGameCommentLabel);
    connect(document_->model(), &MoveTreeModel::gameChanged, this,
            &MoveTreePanel::updateGameCommentLabel);
    // A game replaced in place (annotated again at another strength) keeps the current move where
    // it was in the view, also when Kibitz's variations above it come and go or their comments
    // grow: its row's top as near its old place as whole rows allow, not below it. The game may
    // also have a new comment and no rows.
    connect(document_->model(), &MoveTreeModel::aboutToReplaceGame, this, [this] {
        const QModelIndex current = document_->model()->indexOf(document_->currentNode());
        const QRect row = visualRect(current);
        const bool inView = current.isValid() && viewport()->rect().intersects(row);
        anchor_ = inView ? document_->currentNode() : pgn::NoNode;
        anchorTop_ = row.top();
    });
    connect(document_->model(), &MoveTreeModel::gameReplaced, this, [this] {
        const QModelIndex anchor = document_->model()->indexOf(std::exchange(anchor_, pgn::NoNode));
        if (anchor.isValid()) {
            executeDelayedItemsLayout();
            scrollTo(anchor, PositionAtTop);
            QScrollBar* bar = verticalScrollBar();
            while (bar->value() > bar->minimum()) {
                bar->setValue(bar->value() - 1);
                if (visualRect(anchor).top() <= anchorTop_) continue;
                bar->setValue(bar->value() + 1);
                break;
            }
        }
        updateGameCommentLabel();
    });

    expandRecursively(QModelIndex(), MoveTreeModel::OpenDepth);
    showCurrentNode();
    updateGameCommentLabel();
}

QMenu* MoveTreePanel::createContextMenu(pgn::NodeId id) {
    return contextMenu_->create(id);
}

bool MoveTreePanel::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride &&
        isNavigationKey(static_cast<QKeyEvent*>(event))) {
        event->ignore(); // let the window's shortcut have it
        return false;
    }
    return QTreeView::event(event);
}

void MoveTreePanel::resizeEvent(QResizeEvent* event) {
    QTreeView::resizeEvent(event);
    gameCommentLabel_->setGeometry(viewport()->rect());
}

void MoveTreePanel::updateGameCommentLabel() {
    const QString comment = document_->model()->gameComment();
    gameCommentLabel_->setText(comment);
    gameCommentLabel_->setGeometry(viewport()->rect());
    gameCommentLabel_->setVisible(document_->model()->rowCount() == 0 && !comment.isEmpty());
}

void MoveTreePanel::keyPressEvent(QKeyEvent* event) {
    if (isNavigationKey(event)) {
        event->ignore();
        return;
    }
    QTreeView::keyPressEvent(event);
}

void MoveTreePanel::focusInEvent(QFocusEvent* event) {
    // Given the focus with no current row (at the start position), a view makes its first row
    // current; the game must not move for that.
    // Nor may the view scroll: the focus comes with a click, which must land on the row that was
    // under the mouse.
    followingView_ = true;
    QTreeView::focusInEvent(event);
    followingView_ = false;
    showCurrentNode(false);
}

void MoveTreePanel::contextMenuEvent(QContextMenuEvent* event) {
    // QAbstractScrollArea hands on the viewport's context menu event as it came: its position is
    // already the viewport's, as indexAt wants it (mapped again, it would be a header's height
    // higher, on the row above). The menu key asks about the current move.
    const QModelIndex index =
        event->reason() == QContextMenuEvent::Keyboard ? QModelIndex() : indexAt(event->pos());
    const pgn::NodeId id =
        index.isValid() ? document_->model()->nodeAt(index) : document_->currentNode();
    QMenu* menu = createContextMenu(id);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (menu->isEmpty())
        delete menu;
    else
        menu->popup(event->globalPos());
}

void MoveTreePanel::scrollTo(const QModelIndex& index, ScrollHint hint) {
    // QTreeView opens every row above the one it scrolls to, and lays out open rows recursively:
    // not past the depth the view opens (MoveTreeModel::OpenDepth), or the stack overflows.
    if (document_->model()->rowDepth(document_->model()->nodeAt(index)) > MoveTreeModel::OpenDepth)
        return;
    QTreeView::scrollTo(index, hint);
}

void MoveTreePanel::showCurrentNode(bool scroll) {
    const QModelIndex index = document_->model()->indexOf(document_->currentNode());
    if (!index.isValid()) {
        selectionModel()->clear();
        if (scroll) scrollToTop();
        return;
    }
    // Scrolled to first: the selection then repaints rows near the top of the view, whose
    // places the view finds without measuring every row above (100,000 of them, say).
    if (scroll) scrollTo(index);
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                 QItemSelectionModel::Rows);
}

} // namespace kibitz::ui
