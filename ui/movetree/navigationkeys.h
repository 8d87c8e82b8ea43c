#pragma once

// The keys that step through the game (← → Home End ↑ ↓), for the views of the move list.

#include <QKeyEvent>

namespace kibitz::ui {

// True for a key the window's navigation shortcuts own. A view of the moves lets such a key go
// (ignores its ShortcutOverride and its key press): its own use of the key (moving a cursor,
// scrolling, opening and closing rows) would fight with the window's step through the game.
inline bool isNavigationKey(const QKeyEvent* event) {
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

} // namespace kibitz::ui
