#include "ui/windowsession.h"

#include "ui/analysis/enginelines.h"
#include "ui/analysisfeature.h"
#include "ui/mainwindow.h"

#include <QCoreApplication>
#include <QSettings>

namespace kibitz::ui {

namespace {

const QString GeometryKey = QStringLiteral("window/geometry");
const QString StateKey = QStringLiteral("window/state");
const QString EngineLinesKey = QStringLiteral("window/engineLines");
// Raised when the docks change in a way an old state would restore wrongly.
constexpr int StateVersion = 1;

} // namespace

WindowSession::WindowSession(MainWindow* window)
    : QObject(window)
    , window_(window) {
    restore();
    connect(qApp, &QCoreApplication::aboutToQuit, this, &WindowSession::save);
}

void WindowSession::restore() {
    const QSettings stored;
    // Each part is optional: a first run, or a state from another version, keeps the defaults.
    window_->restoreGeometry(stored.value(GeometryKey).toByteArray());
    window_->restoreState(stored.value(StateKey).toByteArray(), StateVersion);
    EngineLines* lines = window_->analysis()->engineLines();
    if (stored.contains(EngineLinesKey) && !stored.value(EngineLinesKey).toBool()) lines->stop();
}

void WindowSession::save() const {
    QSettings stored;
    stored.setValue(GeometryKey, window_->saveGeometry());
    stored.setValue(StateKey, window_->saveState(StateVersion));
    stored.setValue(EngineLinesKey, window_->analysis()->engineLines()->isRunning());
}

} // namespace kibitz::ui
