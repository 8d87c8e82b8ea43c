// The window's session: its size, its docks and the engine lines' switch come back as the user left
// them, and a window without a stored session keeps the built-in layout. A place saved on a larger
// screen (or one that is gone) comes back inside the screen the window lands on: the offscreen
// platform's one screen is 800 by 800, and the window can be no smaller than 773 by 541.

#include "../analysissupport.h"
#include "../testsupport.h"
#include "ui/analysis/enginelines.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/board/boardview.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowsession.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>
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

// The offscreen platform's screen, whose available geometry the tests below expect.
const QRect Screen(0, 0, 800, 800);

// A window restored from a session whose place is `normal` (and maximized or not).
void storePlace(const QRect& normal, bool maximized) {
    QSettings().setValue(QStringLiteral("window/normalGeometry"), normal);
    QSettings().setValue(QStringLiteral("window/maximized"), maximized);
}

} // namespace

class TestWindowSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { kibitz::testsupport::useTestSettings("tst_windowsession"); }
    void init() { QSettings().clear(); }

    // The built-in layout, its size cut to the screen: 1400 x 900 on the 800 x 800 screen.
    void aFirstRunKeepsTheBuiltInLayout() {
        MainWindow window(smallSettings());
        QCOMPARE(window.size(), QSize(1400, 900));
        new WindowSession(&window);
        QCOMPARE(window.size(), QSize(800, 800));
        QVERIFY(!dock(window, "analysisDock")->isHidden());
        QVERIFY(window.analysis()->engineLines()->isRunning());
        QVERIFY(!QSettings().contains(QStringLiteral("window/state")));
    }

    // The docks of a first run are sized for the window, the board first.
    void aSmallWindowGivesTheBoardRoom() {
        MainWindow window(smallSettings());
        window.resize(1024, 700);
        window.analysis()->fitDocks(QSize(1024, 700));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.boardView()->boardRect().width() >= 320);
        QVERIFY2(dock(window, "analysisDock")->width() <= 420,
                 qPrintable(QString::number(dock(window, "analysisDock")->width())));
        // The charts keep a readable height.
        QVERIFY(dock(window, "chartsDock")->height() >= 190);
    }

    void theLayoutComesBack() {
        {
            MainWindow window(smallSettings());
            auto* session = new WindowSession(&window);
            window.resize(789, 577);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            dock(window, "analysisDock")->hide();
            window.analysis()->engineLines()->stop();
            session->save();
        }
        QCOMPARE(QSettings().value(QStringLiteral("window/normalGeometry")).toRect().size(),
                 QSize(789, 577));
        QCOMPARE(QSettings().value(QStringLiteral("window/maximized")).toBool(), false);
        QCOMPARE(QSettings().value(QStringLiteral("window/engineLines")).toBool(), false);

        MainWindow window(smallSettings());
        QVERIFY(window.analysis()->engineLines()->isRunning());
        new WindowSession(&window);
        QCOMPARE(window.size(), QSize(789, 577));
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

    void theScreenIsWhatTheTestsExpect() {
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry(), Screen);
    }

    void aPlaceOnScreenStaysAsItWas() {
        storePlace(QRect(10, 30, 780, 600), false);
        MainWindow window(smallSettings());
        new WindowSession(&window);
        QCOMPARE(window.geometry(), QRect(10, 30, 780, 600));
        QVERIFY(!window.isMaximized());
    }

    void aPlaceFromALargerScreenIsKeptOnScreen_data() {
        QTest::addColumn<QRect>("saved");
        QTest::addColumn<QRect>("restored");
        // Larger than the screen, and beyond its right and bottom edges.
        QTest::newRow("larger and outside") << QRect(2500, 1400, 2400, 1500) << Screen;
        QTest::newRow("wider") << QRect(100, 50, 1900, 600) << QRect(0, 50, 800, 600);
        QTest::newRow("over the bottom right corner")
            << QRect(700, 500, 780, 560) << QRect(20, 240, 780, 560);
        // On a screen left of this one that is gone.
        QTest::newRow("left of the screen")
            << QRect(-3000, 200, 780, 560) << QRect(0, 200, 780, 560);
        QTest::newRow("above the screen") << QRect(10, -900, 780, 560) << QRect(10, 0, 780, 560);
    }

    void aPlaceFromALargerScreenIsKeptOnScreen() {
        QFETCH(QRect, saved);
        QFETCH(QRect, restored);
        storePlace(saved, false);
        MainWindow window(smallSettings());
        new WindowSession(&window);
        QCOMPARE(window.geometry(), restored);
        QVERIFY(!window.isMaximized());
    }

    void aMaximizedWindowComesBackMaximizedWithItsPlaceOnScreen() {
        storePlace(QRect(2500, 1400, 2400, 1500), true);
        MainWindow window(smallSettings());
        new WindowSession(&window);
        QVERIFY(window.windowState() & Qt::WindowMaximized);
        QCOMPARE(window.normalGeometry(), Screen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.isMaximized());
    }

    void aMaximizedWindowIsSavedSo() {
        {
            MainWindow window(smallSettings());
            auto* session = new WindowSession(&window);
            window.showMaximized();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            session->save();
        }
        QCOMPARE(QSettings().value(QStringLiteral("window/maximized")).toBool(), true);
        MainWindow window(smallSettings());
        new WindowSession(&window);
        QVERIFY(window.windowState() & Qt::WindowMaximized);
    }

    // What older versions of Kibitz kept (QWidget::saveGeometry) is read, and kept on screen too.
    void anOldGeometryIsKeptOnScreen() {
        {
            MainWindow window(smallSettings());
            window.setGeometry(2000, 1500, 1600, 1000);
            QSettings().setValue(QStringLiteral("window/geometry"), window.saveGeometry());
        }
        MainWindow window(smallSettings());
        new WindowSession(&window);
        QCOMPARE(window.geometry(), Screen);
    }

    void keptWithin_data() {
        QTest::addColumn<QRect>("saved");
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QRect>("kept");
        // A second screen right of the first, under a panel 30 pixels high.
        const QRect second(1920, 30, 1280, 994);
        QTest::newRow("inside") << QRect(2000, 100, 800, 600) << second
                                << QRect(2000, 100, 800, 600);
        QTest::newRow("under the panel")
            << QRect(2000, 0, 800, 600) << second << QRect(2000, 30, 800, 600);
        QTest::newRow("taller") << QRect(2000, 0, 800, 1400) << second << QRect(2000, 30, 800, 994);
        QTest::newRow("over the right edge")
            << QRect(2900, 500, 800, 600) << second << QRect(2400, 424, 800, 600);
    }

    void keptWithin() {
        QFETCH(QRect, saved);
        QFETCH(QRect, available);
        QFETCH(QRect, kept);
        QCOMPARE(WindowSession::keptWithin(saved, available), kept);
    }

    void anUnreadableSessionIsIgnored() {
        QSettings().setValue(QStringLiteral("window/geometry"), QByteArray("not a geometry"));
        QSettings().setValue(QStringLiteral("window/state"), QByteArray("not a state"));
        MainWindow window(smallSettings());
        new WindowSession(&window);
        QCOMPARE(window.size(), QSize(800, 800)); // the built-in size cut to the screen
        QVERIFY(!dock(window, "analysisDock")->isHidden());
    }
};

QTEST_MAIN(TestWindowSession)
#include "tst_windowsession.moc"
