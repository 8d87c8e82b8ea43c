#pragma once

// The user's mouse on the move list, for the GUI tests: a click on a move's row or on a move of the
// text, a right click that opens the move's context menu (through the window, as the platform
// delivers it), an action of that menu triggered.

#include "ui/board/boardview.h"
#include "ui/models/movetreemodel.h"
#include "ui/movetree/movetextview.h"
#include "ui/movetree/movetreepanel.h"

#include <QAction>
#include <QApplication>
#include <QInputDialog>
#include <QMenu>
#include <QTest>
#include <QTextCursor>
#include <QTimer>
#include <QWindow>

namespace kibitz::testsupport {

// A point on `id`'s move, near the top of its row (a row with a long comment can be taller than
// the view), the row scrolled into view first.
inline QPoint rowCentre(ui::MoveTreePanel& panel, pgn::NodeId id) {
    const QModelIndex index = static_cast<ui::MoveTreeModel*>(panel.model())->indexOf(id);
    // Rows with wrapped comments change height as the view lays them out: scroll until the row's
    // top is in view.
    const auto top = [&] {
        const QRect rect = panel.visualRect(index);
        return QPoint(rect.center().x(), rect.top() + std::min(rect.height(), 16) / 2);
    };
    for (int i = 0; i < 10 && !panel.viewport()->rect().contains(top()); ++i) {
        panel.scrollTo(index, QAbstractItemView::PositionAtTop);
        QApplication::processEvents();
    }
    return top();
}

// A left click on `id`'s row.
inline void clickRow(ui::MoveTreePanel& panel, pgn::NodeId id) {
    QTest::mouseClick(panel.viewport(), Qt::LeftButton, {}, rowCentre(panel, id));
}

// Right-clicks `id`'s row where the user would, in its middle, and returns the context menu that
// opened there (nullptr: none). The click goes through the window, which turns the right button
// into a context menu event for the widget under the mouse, the viewport.
inline QMenu* rightClickRow(ui::MoveTreePanel& panel, pgn::NodeId id) {
    const QPoint at = rowCentre(panel, id);
    QTest::mouseClick(panel.window()->windowHandle(), Qt::RightButton, {},
                      panel.viewport()->mapTo(panel.window(), at));
    return qobject_cast<QMenu*>(QApplication::activePopupWidget());
}

// A point on the middle of the first character of `id`'s move in the text, scrolled into view.
inline QPoint movePoint(ui::MoveTextView& view, pgn::NodeId id) {
    const ui::MoveText::Range range = view.moveText().moveRange(id);
    if (range.isEmpty()) qFatal("the move is not in the text");
    QTextCursor cursor(view.document());
    cursor.setPosition(range.start);
    view.setTextCursor(cursor);
    view.ensureCursorVisible();
    const QRect left = view.cursorRect(cursor);
    cursor.setPosition(range.start + 1);
    const QRect right = view.cursorRect(cursor);
    return {(left.left() + right.left()) / 2, left.center().y()};
}

// A left click on `id`'s move in the text.
inline void clickMove(ui::MoveTextView& view, pgn::NodeId id) {
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, movePoint(view, id));
}

// A right click on `id`'s move in the text, through the window; the menu that opened there
// (nullptr: none).
inline QMenu* rightClickMove(ui::MoveTextView& view, pgn::NodeId id) {
    const QPoint at = movePoint(view, id);
    QTest::mouseClick(view.window()->windowHandle(), Qt::RightButton, {},
                      view.viewport()->mapTo(view.window(), at));
    return qobject_cast<QMenu*>(QApplication::activePopupWidget());
}

// Triggers the action `name` of the open `menu` or of its glyph submenu, and closes the menu.
inline void triggerInMenu(QMenu* menu, const char* name) {
    if (!menu) qFatal("no context menu");
    QAction* found = nullptr;
    for (QAction* action : menu->actions()) {
        if (action->objectName() == QLatin1String(name)) found = action;
        if (action->menu())
            for (QAction* sub : action->menu()->actions())
                if (sub->objectName() == QLatin1String(name)) found = sub;
    }
    if (!found) qFatal("no action %s in the menu", name);
    found->trigger();
    menu->close();
}

// The comment dialog that the next action opens gets `words` after the text it showed, which goes
// to `shown`, and is accepted.
inline void answerCommentDialog(QWidget* parent, const QString& words, QString* shown) {
    QTimer::singleShot(0, parent, [parent, words, shown] {
        auto* dialog = parent->findChild<QInputDialog*>();
        if (!dialog) qFatal("no comment dialog");
        *shown = dialog->textValue();
        dialog->setTextValue(dialog->textValue() + words);
        dialog->accept();
    });
}

// Plays `move` on the board as the user does: a click on the piece, a click on its square.
inline void playOnBoard(ui::BoardView& board, chess::Move move) {
    for (const chess::Square square : {move.from(), move.to()})
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(square).center().toPoint());
}

} // namespace kibitz::testsupport
