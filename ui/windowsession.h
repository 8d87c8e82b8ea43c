#pragma once

// The window as the user left it, from one run to the next: its size and place, which docks are
// shown and where (QMainWindow::saveState), and whether the engine's live lines are switched on.
// Kept with QSettings under "window/". Only the interactive program keeps a session: tests and
// `kibitz --screenshot` start from the built-in layout, so that what they see does not depend on
// the user's last run.

#include <QObject>

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

private:
    MainWindow* window_;
};

} // namespace kibitz::ui
