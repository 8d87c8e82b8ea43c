#pragma once

#include "pgn/gametree.h"

#include <QTreeView>

#include <functional>
#include <optional>

class QAction;
class QLabel;
class QMenu;

namespace kibitz::ui {

class GameDocument;

// The moves of the current game as a tree (MoveTreeModel): the move and its comments side by side,
// variations indented under the move they are alternatives to. The comment column shows the
// comment before the move in italics, above the comment after it (the tooltip names both); the
// game's comment shows as the first move's comment before, or alone in the empty view of a game
// without moves. The current move is selected and kept in view; clicking a row makes its move
// current. The context menu edits the move under the mouse: glyphs (NAGs), the comments after and
// before it, the game's comment, promoting or deleting a variation, deleting the moves from it on.
class MoveTreePanel : public QTreeView {
    Q_OBJECT

public:
    explicit MoveTreePanel(GameDocument* document, QWidget* parent = nullptr);

    // The context menu for the move `id`, its actions enabled as they apply to that move. The
    // caller owns the menu. For the root (the start position) only the game's comment can be
    // edited; for an id not in the game the menu is empty (no actions).
    QMenu* createContextMenu(pgn::NodeId id);
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void createActions();
    // Selects the current move's row and, with `scroll`, scrolls it into view.
    void showCurrentNode(bool scroll = true);
    void toggleNag(int nag, bool on);
    void removeNags();
    void editComment();
    void editCommentBefore();
    void editGameComment();
    // Asks for a comment's words in a dialog; nothing when the user cancels or changes nothing.
    std::optional<QString> askForComment(const QString& title, const QString& label,
                                         const QString& old);
    // The game's comment in the empty view: shown only when the game has no moves.
    void updateGameCommentLabel();
    void promoteVariation();
    void deleteVariation();
    void deleteFrom();
    // Runs `change` on the menu's move as one undo step, named `text` with the move ("%1").
    void editMenuNode(const QString& text, const std::function<void(pgn::NodeId)>& change);

    GameDocument* document_;
    // The move the context menu's actions apply to.
    pgn::NodeId menuNode_ = pgn::NoNode;
    // Set while the view moves its current row on its own (not by the user's click).
    bool followingView_ = false;
    int scrollBeforeReset_ = 0;
    QList<QAction*> nagActions_;
    QAction* removeNagsAction_ = nullptr;
    QAction* editCommentAction_ = nullptr;
    QAction* editCommentBeforeAction_ = nullptr;
    QAction* editGameCommentAction_ = nullptr;
    QLabel* gameCommentLabel_ = nullptr;
    QAction* promoteAction_ = nullptr;
    QAction* deleteVariationAction_ = nullptr;
    QAction* deleteFromAction_ = nullptr;
};

} // namespace kibitz::ui
