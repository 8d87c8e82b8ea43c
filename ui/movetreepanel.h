#pragma once

#include "pgn/gametree.h"

#include <QTreeView>

class QAction;
class QMenu;

namespace kibitz::ui {

class GameDocument;

// The moves of the current game as a tree (MoveTreeModel): the move and its comment side by side,
// variations indented under the move they are alternatives to. The current move is selected and
// kept in view; clicking a row makes its move current. The context menu edits the move under the
// mouse: glyphs (NAGs), comment, promoting or deleting a variation, deleting the moves from it on.
class MoveTreePanel : public QTreeView {
    Q_OBJECT

public:
    explicit MoveTreePanel(GameDocument* document, QWidget* parent = nullptr);

    // The context menu for the move `id`, its actions enabled as they apply to that move. The
    // caller owns the menu. Empty (no actions) for a node that is not a move.
    QMenu* createContextMenu(pgn::NodeId id);

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void createActions();
    void showCurrentNode();
    void toggleNag(int nag, bool on);
    void removeNags();
    void editComment();
    void promoteVariation();
    void deleteVariation();
    void deleteFrom();

    GameDocument* document_;
    // The move the context menu's actions apply to.
    pgn::NodeId menuNode_ = pgn::NoNode;
    // Set while the view moves its current row on its own (not by the user's click).
    bool followingView_ = false;
    QList<QAction*> nagActions_;
    QAction* removeNagsAction_ = nullptr;
    QAction* editCommentAction_ = nullptr;
    QAction* promoteAction_ = nullptr;
    QAction* deleteVariationAction_ = nullptr;
    QAction* deleteFromAction_ = nullptr;
};

} // namespace kibitz::ui
