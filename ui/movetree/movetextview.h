#pragma once

#include "ui/movetree/movetext.h"

#include <QTextEdit>
#include <QTimer>

class QMenu;

namespace kibitz::ui {

class GameDocument;
class MoveContextMenu;

// The moves of the current game as the text of a book (MoveText): paired move numbers, the main
// line in bold, comments inline in a colour of their own, variations in parentheses, glyphs as
// symbols. Read-only; the moves are edited through the context menu (MoveContextMenu, the same as
// the table's), so every edit is an undo step of the document.
//
// The rules it follows:
//   - The current move is highlighted (an extra selection over its range, so stepping through the
//     game never writes the text again) and scrolled into view.
//   - The text is written again when the game changes (the model's signals), on the next turn of
//     the event loop so that an edit's many signals cost one writing, or at once when the
//     current move changes before that; the scroll position stays where it was (another game
//     starts at the top). A hidden view (the window shows the table) writes when it is shown.
//   - A click on a move (its number, glyphs or comments too) makes it current; a right click
//     opens the context menu for exactly that move (elsewhere: for the current move).
//   - ← → Home End ↑ ↓ are left to the window's navigation shortcuts.
//   - A move whose comment is shown cut short has the comment as its tooltip, up to
//     ToolTipLength characters; other moves have none.
class MoveTextView : public QTextEdit {
    Q_OBJECT

public:
    // A tooltip shows at most this many characters of each of a move's comments.
    static constexpr int ToolTipLength = 2000;

    explicit MoveTextView(GameDocument* document, QWidget* parent = nullptr);

    // The text shown and where its moves are, written first if the game changed since.
    const MoveText& moveText();
    // The range highlighted as the current move (empty: none).
    MoveText::Range currentRange() const { return currentRange_; }
    // The context menu for the move `id`, as MoveContextMenu::create. The caller owns it.
    QMenu* createContextMenu(pgn::NodeId id);
    // The move at `point` of the viewport, or NoNode; written first if the game changed.
    pgn::NodeId nodeAt(const QPoint& point);
    // At most this many moves are written (MoveText::DefaultMoveLimit unless set, for tests).
    void setMoveLimit(int limit);

protected:
    bool event(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void scheduleWrite();
    void writeText();
    // Highlights the current move and, with `scroll`, scrolls it into view.
    void showCurrentNode(bool scroll = true);
    QString toolTipAt(const QPoint& point);

    GameDocument* document_;
    MoveContextMenu* contextMenu_ = nullptr;
    MoveText text_;
    MoveText::Range currentRange_;
    int moveLimit_ = MoveText::DefaultMoveLimit;
    // The text is not the game's: it changed since the text was written.
    bool stale_ = false;
    // The next writing starts at the top (another game).
    bool startAtTop_ = false;
    // Runs writeText() on the next turn of the event loop after a change.
    QTimer writeTimer_;
};

} // namespace kibitz::ui
