#pragma once

// The window as the user left it, from one run to the next: its size and place, whether it was
// maximized, which docks are shown and where (QMainWindow::saveState), and whether the engine's
// live lines are switched on. Kept with QSettings under "window/". A place saved on a larger or
// another screen is brought back onto the screen the window lands on. Only the interactive program
// keeps a session: tests and `kibitz --screenshot` start from the built-in layout, so that what
// they see does not depend on the user's last run.

#include <QObject>
#include <QRect>

QT_BEGIN_NAMESPACE
class QScreen;
QT_END_NAMESPACE

namespace kibitz::ui {

class MainWindow;

class WindowSession : public QObject {
    Q_OBJECT

public:
    // Restores the stored session into `window` (nothing when there is none, or it is unreadable)
    // and saves it again when the application is about to quit.
    explicit WindowSession(MainWindow* window);

    void restore();
    void save() const;

    // `saved` (a window's place without its frame) shrunk to fit `available`, a screen's available
    // geometry, and moved as little as takes it wholly inside.
    static QRect keptWithin(const QRect& saved, const QRect& available);
    // The screen a window placed at `rect` is on: the one under its centre, else the one it
    // overlaps most, else the primary screen.
    static QScreen* screenFor(const QRect& rect);

private:
    // Places the window at `normal` (unless invalid) on the screen it lands on, then maximizes it
    // when asked.
    void place(const QRect& normal, bool maximized);

    MainWindow* window_;
};

} // namespace kibitz::ui
