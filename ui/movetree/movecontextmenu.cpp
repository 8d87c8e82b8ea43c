#include "ui/movetree/movecontextmenu.h"

#include "pgn/commands.h"
#include "ui/document/gamedocument.h"
#include "ui/models/movetreemodel.h"
#include "ui/models/nagsymbol.h"
#include "ui/movetree/fullcommentdialog.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QWidget>

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
    {1, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "good move")},
    {2, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "mistake")},
    {3, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "brilliant move")},
    {4, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "blunder")},
    {5, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "interesting move")},
    {6, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "dubious move")},
    {10, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "equal position")},
    {14, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "White is slightly better")},
    {15, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "Black is slightly better")},
    {16, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "White is better")},
    {17, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "Black is better")},
    {18, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "White is winning")},
    {19, QT_TRANSLATE_NOOP("kibitz::ui::MoveContextMenu", "Black is winning")},
}};

QAction* newAction(QObject* parent, const QString& text, const QString& objectName,
                   const QString& statusTip) {
    auto* action = new QAction(text, parent);
    action->setObjectName(objectName);
    action->setStatusTip(statusTip);
    return action;
}

} // namespace

MoveContextMenu::MoveContextMenu(GameDocument* document, QWidget* view)
    : QObject(view)
    , document_(document)
    , view_(view) {
    createActions();
}

void MoveContextMenu::createActions() {
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
    connect(removeNagsAction_, &QAction::triggered, this, &MoveContextMenu::removeNags);
    editCommentAction_ = newAction(this, tr("Edit &Comment…"), QStringLiteral("editCommentAction"),
                                   tr("Write or change the comment after the move"));
    connect(editCommentAction_, &QAction::triggered, this, &MoveContextMenu::editComment);
    editCommentBeforeAction_ =
        newAction(this, tr("Edit Comment &Before…"), QStringLiteral("editCommentBeforeAction"),
                  tr("Write or change the comment before the move"));
    connect(editCommentBeforeAction_, &QAction::triggered, this,
            &MoveContextMenu::editCommentBefore);
    editGameCommentAction_ =
        newAction(this, tr("Edit G&ame Comment…"), QStringLiteral("editGameCommentAction"),
                  tr("Write or change the game's comment, before its first move"));
    connect(editGameCommentAction_, &QAction::triggered, this, &MoveContextMenu::editGameComment);
    promoteAction_ = newAction(this, tr("&Promote Variation"), QStringLiteral("promoteAction"),
                               tr("Make this variation the main continuation at its branch"));
    connect(promoteAction_, &QAction::triggered, this, &MoveContextMenu::promoteVariation);
    deleteVariationAction_ =
        newAction(this, tr("&Delete Variation"), QStringLiteral("deleteVariationAction"),
                  tr("Remove the variation this move belongs to"));
    connect(deleteVariationAction_, &QAction::triggered, this, &MoveContextMenu::deleteVariation);
    deleteFromAction_ = newAction(this, tr("Delete &From Here"), QStringLiteral("deleteFromAction"),
                                  tr("Remove this move and every move after it"));
    connect(deleteFromAction_, &QAction::triggered, this, &MoveContextMenu::deleteFrom);
}

QMenu* MoveContextMenu::create(pgn::NodeId id) {
    auto* menu = new QMenu(view_);
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
    FullCommentDialog::addMenuAction(menu, *document_->model(), id, view_);
    menu->addSeparator();
    const bool inVariation = !tree.isMainLine(id);
    menu->addAction(promoteAction_);
    promoteAction_->setEnabled(inVariation);
    menu->addAction(deleteVariationAction_);
    deleteVariationAction_->setEnabled(inVariation);
    menu->addAction(deleteFromAction_);
    return menu;
}

void MoveContextMenu::toggleNag(int nag, bool on) {
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

void MoveContextMenu::removeNags() {
    editMenuNode(tr("Remove Glyphs from %1"),
                 [this](pgn::NodeId id) { document_->model()->setNags(id, {}); });
}

void MoveContextMenu::editMenuNode(const QString& text,
                                   const std::function<void(pgn::NodeId)>& change) {
    const pgn::NodeId id = menuNode_;
    document_->edit([this, id, &text, &change] {
        const QString move = document_->model()->moveText(id);
        change(id);
        return text.arg(move);
    });
}

std::optional<QString> MoveContextMenu::askForComment(const QString& title, const QString& label,
                                                      const QString& old) {
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(view_, title, label, old, &ok);
    if (!ok || text == old) return std::nullopt;
    return text;
}

void MoveContextMenu::editComment() {
    const pgn::GameTree& tree = document_->currentGame().tree();
    if (!tree.contains(menuNode_)) return;
    const QString old = QString::fromStdString(pgn::commentText(tree.commentAfter(menuNode_)));
    if (const auto text = askForComment(
            tr("Edit Comment"),
            tr("Comment after %1:").arg(document_->model()->moveText(menuNode_)), old))
        editMenuNode(tr("Comment on %1"),
                     [this, &text](pgn::NodeId id) { document_->model()->setComment(id, *text); });
}

void MoveContextMenu::editCommentBefore() {
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

void MoveContextMenu::editGameComment() {
    const QString old = document_->model()->gameComment();
    if (const auto text = askForComment(tr("Edit Game Comment"),
                                        tr("Comment before the game's first move:"), old))
        document_->edit([this, &text] {
            document_->model()->setComment(pgn::GameTree::root(), *text);
            return tr("Game Comment");
        });
}

void MoveContextMenu::promoteVariation() {
    editMenuNode(tr("Promote %1"),
                 [this](pgn::NodeId id) { document_->model()->promoteVariation(id); });
    emit variationPromoted();
}

void MoveContextMenu::deleteVariation() {
    editMenuNode(tr("Delete Variation %1"),
                 [this](pgn::NodeId id) { document_->model()->deleteVariation(id); });
}

void MoveContextMenu::deleteFrom() {
    editMenuNode(tr("Delete From %1"),
                 [this](pgn::NodeId id) { document_->model()->deleteFrom(id); });
}

} // namespace kibitz::ui
