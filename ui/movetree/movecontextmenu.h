#pragma once

#include "pgn/gametree.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace kibitz::ui {

class GameDocument;

// The context menu of a move in the move list, one for every view of the moves (the book-style
// text and the table), so that they offer the same edits: glyphs (NAGs), the comments after and
// before the move, the game's comment, the full text of a long comment, promoting or deleting a
// variation, deleting the moves from it on.
//
// Rules: every action applies to the move the menu was created for (never the current move, which
// the user may not have clicked); every edit is one undo step through GameDocument::edit, named
// after that move. The comment dialogs open over the view that owns the menu.
class MoveContextMenu : public QObject {
    Q_OBJECT

public:
    // `view` owns this object, the actions and the dialogs.
    MoveContextMenu(GameDocument* document, QWidget* view);

    // The menu for the move `id`, its actions enabled as they apply to that move. The caller owns
    // the menu. For the root (the start position) only the game's comment can be edited; for an id
    // not in the game the menu is empty (no actions).
    QMenu* create(pgn::NodeId id);

signals:
    // A variation was promoted: its moves changed places in the list.
    void variationPromoted();

private:
    void createActions();
    void toggleNag(int nag, bool on);
    void removeNags();
    void editComment();
    void editCommentBefore();
    void editGameComment();
    // Asks for a comment's words in a dialog; nothing when the user cancels or changes nothing.
    std::optional<QString> askForComment(const QString& title, const QString& label,
                                         const QString& old);
    void promoteVariation();
    void deleteVariation();
    void deleteFrom();
    // Runs `change` on the menu's move as one undo step, named `text` with the move ("%1").
    void editMenuNode(const QString& text, const std::function<void(pgn::NodeId)>& change);

    GameDocument* document_;
    QWidget* view_;
    // The move the actions apply to: the one the last menu was created for.
    pgn::NodeId menuNode_ = pgn::NoNode;
    QList<QAction*> nagActions_;
    QAction* removeNagsAction_ = nullptr;
    QAction* editCommentAction_ = nullptr;
    QAction* editCommentBeforeAction_ = nullptr;
    QAction* editGameCommentAction_ = nullptr;
    QAction* promoteAction_ = nullptr;
    QAction* deleteVariationAction_ = nullptr;
    QAction* deleteFromAction_ = nullptr;
};

} // namespace kibitz::ui
