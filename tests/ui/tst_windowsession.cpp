// The window's session: its size, its docks and the engine lines' switch come back as the user
// left them, and a window without a stored session keeps the built-in layout.

#include "analysissupport.h"
#include "ui/analysis/enginelines.h"
#include "ui/analysisfeature.h"
#include "ui/mainwindow.h"
#include "ui/windowsession.h"

#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace kibitz::ui;

namespace {

AnalysisSettings smallSettings() {
    return kibitz::testsupport::smallAnalysisSettings();
}

QDockWidget* dock(const MainWindow& window, const char* name) {
    auto* found = window.findChild<QDockWidget*>(QLatin1String(name));
    if (!found) qFatal("no dock %s", name);
    return found;
}

} // namespace

class TestWindowSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_windowsession"));
    }
    void init() { QSettings().clear(); }

    void aFirstRunKeepsTheBuiltInLayout() {
        MainWindow window(smallSettings());
        const QSize size = window.size();
        new WindowSession(&window);
        QCOMPARE(window.size(), size);
        QVERIFY(!dock(window, "analysisDock")->isHidden());
        QVERIFY(window.analysis()->engineLines()->isRunning());
        QVERIFY(!QSettings().contains(QStringLiteral("window/state")));
    }

    void theLayoutComesBack() {
        {
            MainWindow window(smallSettings());
            auto* session = new WindowSession(&window);
            window.resize(1234, 777);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            dock(window, "analysisDock")->hide();
            window.analysis()->engineLines()->stop();
            session->save();
        }
        QVERIFY(QSettings().contains(QStringLiteral("window/geometry")));
        QCOMPARE(QSettings().value(QStringLiteral("window/engineLines")).toBool(), false);

        MainWindow window(smallSettings());
        QVERIFY(window.analysis()->engineLines()->isRunning());
        new WindowSession(&window);
        QCOMPARE(window.size(), QSize(1234, 777));
        QVERIFY(dock(window, "analysisDock")->isHidden());
        QVERIFY(!dock(window, "chartsDock")->isHidden());
        QVERIFY(!window.analysis()->engineLines()->isRunning());
    }

    void switchedOnLinesStayOn() {
        {
            MainWindow window(smallSettings());
            WindowSession(&window).save();
        }
        QCOMPARE(QSettings().value(QStringLiteral("window/engineLines")).toBool(), true);
        MainWindow window(smallSettings());
        new WindowSession(&window);
        QVERIFY(window.analysis()->engineLines()->isRunning());
    }

    void anUnreadableSessionIsIgnored() {
        QSettings().setValue(QStringLiteral("window/geometry"), QByteArray("not a geometry"));
        QSettings().setValue(QStringLiteral("window/state"), QByteArray("not a state"));
        MainWindow window(smallSettings());
        const QSize size = window.size();
        new WindowSession(&window);
        QCOMPARE(window.size(), size);
        QVERIFY(!dock(window, "analysisDock")->isHidden());
    }
};

QTEST_MAIN(TestWindowSession)
#include "tst_windowsession.moc"
