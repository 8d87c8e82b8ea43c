#include "ui/movetreepanel.h"

#include "pgn/commands.h"
#include "ui/gamedocument.h"
#include "ui/models/movetreemodel.h"
#include "ui/models/nagsymbol.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QStyledItemDelegate>

#include <algorithm>
#include <array>

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

// Comments wrap within their column. QTreeView asks for row heights with no width in the option, so
// a wrapped comment would get one line's height: this delegate gives the column's width.
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
        return QStyledItemDelegate::sizeHint(wrapped, index);
    }

protected:
    // ⩲ and ⩱ (NAGs 14 and 15) are missing from most fonts: where the view's font has no glyph
    // for them, the conventional +=, =+ stand in rather than a box. The PGN keeps the NAGs.
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        static const std::array<std::pair<char32_t, QLatin1String>, 2> fallbacks{
            {{U'\u2A72', QLatin1String("+=")}, {U'\u2A71', QLatin1String("=+")}}};
        const QFontMetrics metrics(option->font);
        for (const auto& [glyph, ascii] : fallbacks) {
            const QString symbol = QString::fromUcs4(&glyph, 1);
            if (option->text.contains(symbol) && !metrics.inFontUcs4(glyph))
                option->text.replace(symbol, ascii);
        }
    }

private:
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

    connect(document_, &GameDocument::currentNodeChanged, this, &MoveTreePanel::showCurrentNode);
    connect(document_->model(), &QAbstractItemModel::modelReset, this, [this] {
        expandAll();
        showCurrentNode();
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
    expandAll();
    showCurrentNode();
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
    if (id == pgn::GameTree::root() || !tree.contains(id)) return menu;
    menuNode_ = id;

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
    followingView_ = true;
    QTreeView::focusInEvent(event);
    followingView_ = false;
    showCurrentNode();
}

void MoveTreePanel::contextMenuEvent(QContextMenuEvent* event) {
    const QModelIndex index = indexAt(viewport()->mapFrom(this, event->pos()));
    const pgn::NodeId id =
        index.isValid() ? document_->model()->nodeAt(index) : document_->currentNode();
    QMenu* menu = createContextMenu(id);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (menu->isEmpty())
        delete menu;
    else
        menu->popup(event->globalPos());
}

void MoveTreePanel::showCurrentNode() {
    const QModelIndex index = document_->model()->indexOf(document_->currentNode());
    if (!index.isValid()) {
        selectionModel()->clear();
        scrollToTop();
        return;
    }
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                 QItemSelectionModel::Rows);
    scrollTo(index);
}

void MoveTreePanel::toggleNag(int nag, bool on) {
    if (on)
        document_->model()->addNag(menuNode_, pgn::Nag(nag));
    else
        document_->model()->removeNag(menuNode_, pgn::Nag(nag));
}

void MoveTreePanel::removeNags() {
    document_->model()->setNags(menuNode_, {});
}

void MoveTreePanel::editComment() {
    const pgn::GameTree& tree = document_->currentGame().tree();
    if (!tree.contains(menuNode_)) return;
    const QString old = QString::fromStdString(pgn::commentText(tree.commentAfter(menuNode_)));
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        this, tr("Edit Comment"),
        tr("Comment after %1:").arg(document_->model()->moveText(menuNode_)), old, &ok);
    if (ok && text != old) document_->model()->setComment(menuNode_, text);
}

void MoveTreePanel::promoteVariation() {
    document_->model()->promoteVariation(menuNode_);
    showCurrentNode();
}

void MoveTreePanel::deleteVariation() {
    document_->model()->deleteVariation(menuNode_);
}

void MoveTreePanel::deleteFrom() {
    document_->model()->deleteFrom(menuNode_);
}

} // namespace kibitz::ui
