#pragma once

#include "pgn/gametree.h"

#include <QTreeView>

class QLabel;
class QMenu;

namespace kibitz::ui {

class GameDocument;
class MoveContextMenu;

// The moves of the current game as a tree (MoveTreeModel): the move and its comments side by side,
// variations indented under the move they are alternatives to. The comment column shows the
// comment before the move in italics, above the comment after it (the tooltip names both); the
// game's comment shows as the first move's comment before, or alone in the empty view of a game
// without moves. The current move is selected and kept in view; clicking a row makes its move
// current. The context menu (MoveContextMenu, the same as the book-style text's) edits the move
// under the mouse: glyphs (NAGs), the comments after and before it, the game's comment, promoting
// or deleting a variation, deleting the moves from it on.
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
    // Selects the current move's row and, with `scroll`, scrolls it into view.
    void showCurrentNode(bool scroll = true);
    // The game's comment in the empty view: shown only when the game has no moves.
    void updateGameCommentLabel();

    GameDocument* document_;
    MoveContextMenu* contextMenu_ = nullptr;
    // Set while the view moves its current row on its own (not by the user's click).
    bool followingView_ = false;
    int scrollBeforeReset_ = 0;
    // While MoveTreeModel::replaceGame runs: the current move and its row's top in the viewport
    // before, or NoNode when it was not in view.
    pgn::NodeId anchor_ = pgn::NoNode;
    int anchorTop_ = 0;
    QLabel* gameCommentLabel_ = nullptr;
};

} // namespace kibitz::ui
