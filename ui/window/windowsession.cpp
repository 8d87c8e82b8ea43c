#include "ui/window/windowsession.h"

#include "ui/analysis/enginelines.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/window/mainwindow.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>

#include <algorithm>

namespace kibitz::ui {

namespace {

// Older versions of Kibitz kept QWidget::saveGeometry here; it is still read, once.
const QString GeometryKey = QStringLiteral("window/geometry");
const QString NormalGeometryKey = QStringLiteral("window/normalGeometry");
const QString MaximizedKey = QStringLiteral("window/maximized");
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
    const QRect normal = stored.value(NormalGeometryKey).toRect();
    const bool maximized = stored.value(MaximizedKey).toBool();
    if (normal.isValid() || maximized) {
        place(normal, maximized);
    } else if (window_->restoreGeometry(stored.value(GeometryKey).toByteArray())) {
        // Qt's own check lets a window of a larger screen hang over the edge.
        place(window_->normalGeometry(),
              window_->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen));
    } else if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        // A first run: the built-in size, but never larger than the screen (a laptop's).
        window_->resize(window_->size().boundedTo(screen->availableGeometry().size()));
    }
    // A first run sizes the docks for the window it got; a saved layout is the user's.
    if (!window_->restoreState(stored.value(StateKey).toByteArray(), StateVersion))
        window_->analysis()->fitDocks(window_->size());
    EngineLines* lines = window_->analysis()->engineLines();
    if (stored.contains(EngineLinesKey) && !stored.value(EngineLinesKey).toBool()) lines->stop();
}

void WindowSession::save() const {
    QSettings stored;
    stored.remove(GeometryKey);
    // A window maximized from the start may have no normal place (an invalid rectangle).
    stored.setValue(NormalGeometryKey, window_->normalGeometry());
    stored.setValue(MaximizedKey, window_->isMaximized());
    stored.setValue(StateKey, window_->saveState(StateVersion));
    stored.setValue(EngineLinesKey, window_->analysis()->engineLines()->isRunning());
}

void WindowSession::place(const QRect& normal, bool maximized) {
    window_->setWindowState(window_->windowState() & ~(Qt::WindowMaximized | Qt::WindowFullScreen));
    const QScreen* screen = normal.isValid() ? screenFor(normal) : nullptr;
    if (screen) window_->setGeometry(keptWithin(normal, screen->availableGeometry()));
    if (maximized) window_->setWindowState(window_->windowState() | Qt::WindowMaximized);
}

QRect WindowSession::keptWithin(const QRect& saved, const QRect& available) {
    QRect rect(saved.topLeft(), saved.size().boundedTo(available.size()));
    rect.moveLeft(std::clamp(rect.left(), available.left(), available.right() - rect.width() + 1));
    rect.moveTop(std::clamp(rect.top(), available.top(), available.bottom() - rect.height() + 1));
    return rect;
}

QScreen* WindowSession::screenFor(const QRect& rect) {
    if (QScreen* under = QGuiApplication::screenAt(rect.center())) return under;
    QScreen* best = QGuiApplication::primaryScreen();
    qint64 bestArea = 0;
    for (QScreen* screen : QGuiApplication::screens()) {
        const QRect overlap = screen->availableGeometry().intersected(rect);
        const qint64 area = qint64(overlap.width()) * overlap.height();
        if (area > bestArea) {
            best = screen;
            bestArea = area;
        }
    }
    return best;
}

} // namespace kibitz::ui
