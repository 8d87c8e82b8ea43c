#include "ui/movetree/movetreepanel.h"

#include "pgn/commands.h"
#include "ui/document/gamedocument.h"
#include "ui/movetree/fullcommentdialog.h"
#include "ui/movetree/movetreemodel.h"
#include "ui/movetree/nagsymbol.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>
#include <array>
#include <cmath>

namespace kibitz::ui {

namespace {

// The glyphs offered in the menu: the move assessments, then the judgements of the position
// (PGN standard, section 10).
struct NagChoice {
    int nag;
    const char* meaning;
};
constexpr std::array<NagChoice, 13> NagChoices = {{
    {1, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "good move")},
    {2, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "mistake")},
    {3, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "brilliant move")},
    {4, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "blunder")},
    {5, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "interesting move")},
    {6, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "dubious move")},
    {10, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "equal position")},
    {14, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "White is slightly better")},
    {15, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "Black is slightly better")},
    {16, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "White is better")},
    {17, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "Black is better")},
    {18, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "White is winning")},
    {19, QT_TRANSLATE_NOOP("kibitz::ui::MoveTreePanel", "Black is winning")},
}};

// The keys that step through the game. The window's shortcuts own them; the view's own use of
// them (moving between rows and columns, opening and closing rows) would fight with those.
bool isNavigationKey(const QKeyEvent* event) {
    if (event->modifiers() & ~Qt::KeypadModifier) return false;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End: return true;
    default: return false;
    }
}

// ⩲ and ⩱ (NAGs 14 and 15) are missing from most fonts: where `font` has no glyph for them, the
// conventional +=, =+ stand in rather than a box. The PGN keeps the NAGs.
QString withFallbackGlyphs(QString text, const QFont& font) {
    static const std::array<std::pair<char32_t, QLatin1String>, 2> fallbacks{
        {{U'\u2A72', QLatin1String("+=")}, {U'\u2A71', QLatin1String("=+")}}};
    const QFontMetrics metrics(font);
    for (const auto& [glyph, ascii] : fallbacks) {
        const QString symbol = QString::fromUcs4(&glyph, 1);
        if (text.contains(symbol) && !metrics.inFontUcs4(glyph)) text.replace(symbol, ascii);
    }
    return text;
}

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

QAction* newAction(QObject* parent, const QString& text, const QString& objectName,
                   const QString& statusTip) {
    auto* action = new QAction(text, parent);
    action->setObjectName(objectName);
    action->setStatusTip(statusTip);
    return action;
}

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

    createActions();

    connect(document_, &GameDocument::currentNodeChanged, this, [this] { showCurrentNode(); });
    // A reset (undo, redo, Annotate Game: the game is put back whole) keeps the view where it was.
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

    expandRecursively(QModelIndex(), MoveTreeModel::OpenDepth);
    showCurrentNode();
    updateGameCommentLabel();
}

void MoveTreePanel::createActions() {
    for (const NagChoice& choice : NagChoices) {
        const QString symbol = nagSymbol(choice.nag);
        const QString meaning = tr(choice.meaning);
        auto* action = newAction(this, tr("%1\t%2").arg(symbol, meaning),
                                 QStringLiteral("nagAction%1").arg(choice.nag),
                                 tr("Mark the move with %1 (%2)").arg(symbol, meaning));
        action->setCheckable(true);
        const int nag = choice.nag;
        connect(action, &QAction::triggered, this, [this, nag](bool on) { toggleNag(nag, on); });
        nagActions_ << action;
    }
    removeNagsAction_ = newAction(this, tr("&Remove Glyphs"), QStringLiteral("removeNagsAction"),
                                  tr("Remove every glyph (!, ?, ± …) from the move"));
    connect(removeNagsAction_, &QAction::triggered, this, &MoveTreePanel::removeNags);
    editCommentAction_ = newAction(this, tr("Edit &Comment…"), QStringLiteral("editCommentAction"),
                                   tr("Write or change the comment after the move"));
    connect(editCommentAction_, &QAction::triggered, this, &MoveTreePanel::editComment);
    editCommentBeforeAction_ =
        newAction(this, tr("Edit Comment &Before…"), QStringLiteral("editCommentBeforeAction"),
                  tr("Write or change the comment before the move"));
    connect(editCommentBeforeAction_, &QAction::triggered, this, &MoveTreePanel::editCommentBefore);
    editGameCommentAction_ =
        newAction(this, tr("Edit G&ame Comment…"), QStringLiteral("editGameCommentAction"),
                  tr("Write or change the game's comment, before its first move"));
    connect(editGameCommentAction_, &QAction::triggered, this, &MoveTreePanel::editGameComment);
    promoteAction_ = newAction(this, tr("&Promote Variation"), QStringLiteral("promoteAction"),
                               tr("Make this variation the main continuation at its branch"));
    connect(promoteAction_, &QAction::triggered, this, &MoveTreePanel::promoteVariation);
    deleteVariationAction_ =
        newAction(this, tr("&Delete Variation"), QStringLiteral("deleteVariationAction"),
                  tr("Remove the variation this move belongs to"));
    connect(deleteVariationAction_, &QAction::triggered, this, &MoveTreePanel::deleteVariation);
    deleteFromAction_ = newAction(this, tr("Delete &From Here"), QStringLiteral("deleteFromAction"),
                                  tr("Remove this move and every move after it"));
    connect(deleteFromAction_, &QAction::triggered, this, &MoveTreePanel::deleteFrom);
}

QMenu* MoveTreePanel::createContextMenu(pgn::NodeId id) {
    auto* menu = new QMenu(this);
    const pgn::GameTree& tree = document_->currentGame().tree();
    if (!tree.contains(id)) return menu;
    menuNode_ = id;
    if (id == pgn::GameTree::root()) {
        menu->addAction(editGameCommentAction_);
        return menu;
    }

    QMenu* nagMenu = menu->addMenu(tr("Add &Glyph"));
    nagMenu->setObjectName(QStringLiteral("nagMenu"));
    const auto nags = tree.nags(id);
    for (qsizetype i = 0; i < nagActions_.size(); ++i) {
        if (i == 6) nagMenu->addSeparator(); // after the move assessments
        const int nag = NagChoices[std::size_t(i)].nag;
        nagActions_[i]->setChecked(std::find(nags.begin(), nags.end(), nag) != nags.end());
        nagMenu->addAction(nagActions_[i]);
    }
    menu->addAction(removeNagsAction_);
    removeNagsAction_->setEnabled(!nags.empty());
    menu->addAction(editCommentAction_);
    menu->addAction(editCommentBeforeAction_);
    editCommentBeforeAction_->setEnabled(document_->model()->hasOwnCommentBefore(id) ||
                                         !tree.commentBefore(id).empty());
    menu->addAction(editGameCommentAction_);
    FullCommentDialog::addMenuAction(menu, *document_->model(), id, this);
    menu->addSeparator();
    const bool inVariation = !tree.isMainLine(id);
    menu->addAction(promoteAction_);
    promoteAction_->setEnabled(inVariation);
    menu->addAction(deleteVariationAction_);
    deleteVariationAction_->setEnabled(inVariation);
    menu->addAction(deleteFromAction_);
    return menu;
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
    // already the viewport's, as indexAt wants it (mapping it again put it a header's height
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

void MoveTreePanel::toggleNag(int nag, bool on) {
    const pgn::NodeId id = menuNode_;
    document_->edit([this, id, nag, on] {
        const QString move = document_->model()->moveText(id);
        if (on) {
            document_->model()->addNag(id, pgn::Nag(nag));
            return tr("Glyph %1 on %2").arg(nagSymbol(nag), move);
        }
        document_->model()->removeNag(id, pgn::Nag(nag));
        return tr("Remove Glyph %1 from %2").arg(nagSymbol(nag), move);
    });
}

void MoveTreePanel::removeNags() {
    editMenuNode(tr("Remove Glyphs from %1"),
                 [this](pgn::NodeId id) { document_->model()->setNags(id, {}); });
}

void MoveTreePanel::editMenuNode(const QString& text,
                                 const std::function<void(pgn::NodeId)>& change) {
    const pgn::NodeId id = menuNode_;
    document_->edit([this, id, &text, &change] {
        const QString move = document_->model()->moveText(id);
        change(id);
        return text.arg(move);
    });
}

std::optional<QString> MoveTreePanel::askForComment(const QString& title, const QString& label,
                                                    const QString& old) {
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(this, title, label, old, &ok);
    if (!ok || text == old) return std::nullopt;
    return text;
}

void MoveTreePanel::editComment() {
    const pgn::GameTree& tree = document_->currentGame().tree();
    if (!tree.contains(menuNode_)) return;
    const QString old = QString::fromStdString(pgn::commentText(tree.commentAfter(menuNode_)));
    if (const auto text = askForComment(
            tr("Edit Comment"),
            tr("Comment after %1:").arg(document_->model()->moveText(menuNode_)), old))
        editMenuNode(tr("Comment on %1"),
                     [this, &text](pgn::NodeId id) { document_->model()->setComment(id, *text); });
}

void MoveTreePanel::editCommentBefore() {
    const QModelIndex index = document_->model()->indexOf(menuNode_, MoveTreeModel::CommentColumn);
    if (!index.isValid()) return;
    const QString old = index.data(MoveTreeModel::CommentBeforeRole).toString();
    if (const auto text = askForComment(
            tr("Edit Comment Before Move"),
            tr("Comment before %1:").arg(document_->model()->moveText(menuNode_)), old))
        editMenuNode(tr("Comment Before %1"), [this, &text](pgn::NodeId id) {
            document_->model()->setCommentBefore(id, *text);
        });
}

void MoveTreePanel::editGameComment() {
    const QString old = document_->model()->gameComment();
    if (const auto text = askForComment(tr("Edit Game Comment"),
                                        tr("Comment before the game's first move:"), old))
        document_->edit([this, &text] {
            document_->model()->setComment(pgn::GameTree::root(), *text);
            return tr("Game Comment");
        });
}

void MoveTreePanel::promoteVariation() {
    editMenuNode(tr("Promote %1"),
                 [this](pgn::NodeId id) { document_->model()->promoteVariation(id); });
    showCurrentNode();
}

void MoveTreePanel::deleteVariation() {
    editMenuNode(tr("Delete Variation %1"),
                 [this](pgn::NodeId id) { document_->model()->deleteVariation(id); });
}

void MoveTreePanel::deleteFrom() {
    editMenuNode(tr("Delete From %1"),
                 [this](pgn::NodeId id) { document_->model()->deleteFrom(id); });
}

} // namespace kibitz::ui
