// The chart adapter: series with gaps, markers, the current ply, and a click that names a ply.

#include "ui/charts/plychart.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace kibitz::ui;

namespace {

// A game of `plies` positions: u with a gap at `gap` (a position without analysis).
std::vector<PlySeries> gameSeries(int plies, int gap, double phase) {
    PlySeries u{QStringLiteral("u"), Qt::blue, {}};
    PlySeries h{QStringLiteral("H"), Qt::red, {}};
    for (int ply = 0; ply < plies; ++ply) {
        u.values.push_back(ply == gap ? std::nullopt
                                      : std::optional<double>(std::sin(ply * 0.1 + phase)));
        h.values.push_back(0.5 + 0.4 * std::cos(ply * 0.2 + phase));
    }
    return {u, h};
}

} // namespace

class TestPlyChart : public QObject {
    Q_OBJECT

private slots:
    void clickingAPointGoesToItsPly() {
        PlyChart chart(QStringLiteral("u"));
        chart.resize(600, 300);
        chart.setSeries({{QStringLiteral("u"), Qt::blue, {0.0, 0.1, 0.2, -0.3, 0.5, 0.9, 1.0}}});
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCOMPARE(chart.plyCount(), 7);
        QSignalSpy clicked(&chart, &PlyChart::plyClicked);
        for (const int ply : {0, 3, 6}) {
            const QPointF at = chart.positionOf(ply, 0.0);
            QCOMPARE(chart.plyAt(at), ply);
            QWidget* viewport = chart.childAt(at.toPoint());
            QVERIFY(viewport);
            QTest::mouseClick(viewport, Qt::LeftButton, {},
                              viewport->mapFrom(&chart, at.toPoint()));
            QCOMPARE(clicked.size(), 1);
            QCOMPARE(clicked.takeFirst().at(0).toInt(), ply);
        }
        // Outside the plot area (the title above it) is no ply.
        QCOMPARE(chart.plyAt(QPointF(chart.width() / 2.0, 2.0)), -1);
    }

    void plyPositionsFollowTheAxes() {
        PlyChart chart(QStringLiteral("T"));
        chart.resize(500, 300);
        chart.setRange(0.0, 1.0);
        chart.setSeries({{QStringLiteral("T"), Qt::red, {0.2, std::nullopt, 0.4, 0.6, 0.8}}});
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCOMPARE(chart.plyCount(), 5);
        // Later plies to the right, higher values higher up.
        QVERIFY(chart.positionOf(4, 0.5).x() > chart.positionOf(1, 0.5).x());
        QVERIFY(chart.positionOf(2, 0.9).y() < chart.positionOf(2, 0.1).y());
        chart.setCurrentPly(2);
        QCOMPARE(chart.currentPly(), 2);
        chart.setMarkers({{3, 0.6, QStringLiteral("2. d4?"), Qt::red}});
        chart.setSeries({});
        QCOMPARE(chart.plyCount(), 0);
        QCOMPARE(chart.plyAt(chart.positionOf(0, 0.5)), -1);
    }

    // The ply axis's labels keep some 32 pixels apart: a 98-ply game labels every 10th ply on a
    // wide chart, every 20th in the strip's narrow ones, and follows the chart's width.
    void plyLabelsThinOutAsTheChartNarrows() {
        PlyChart chart(QStringLiteral("T"));
        chart.resize(600, 300);
        chart.show(); // a hidden widget hears of its resizes only when shown
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        PlySeries t{QStringLiteral("T"), Qt::magenta, {}};
        for (int p = 0; p < 98; ++p) t.values.push_back(0.5);
        chart.setSeries({t});
        QCOMPARE(chart.plyTickInterval(), 10.0); // 560 pixels: 17 labels fit, 10 are drawn
        chart.resize(280, 200);
        QCOMPARE(chart.plyTickInterval(), 20.0); // 240 pixels: 7 fit, 5 drawn
        chart.resize(150, 200);
        QCOMPARE(chart.plyTickInterval(), 50.0); // 110 pixels: 3 fit, 2 drawn
        chart.resize(600, 300);
        QCOMPARE(chart.plyTickInterval(), 10.0);
        t.values.resize(12);
        chart.setSeries({t}); // a short game: every ply
        QCOMPARE(chart.plyTickInterval(), 1.0);
    }

    // A change of strength sends new values of the same shape: the lines are kept and their
    // points replaced, which is much cheaper than making new series.
    void sameShapeReusesTheSeries() {
        PlyChart chart(QStringLiteral("u"));
        chart.resize(600, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QElapsedTimer timer;
        timer.start();
        chart.setSeries(gameSeries(97, 40, 0.0));
        QCoreApplication::processEvents();
        const qint64 first = timer.nsecsElapsed();
        const std::vector<const QObject*> lines = chart.lineObjects();
        QCOMPARE(lines.size(), std::size_t(3)); // u in two runs, H in one
        const std::vector<QPointer<const QObject>> kept(lines.begin(), lines.end());
        timer.restart();
        chart.setSeries(gameSeries(97, 40, 1.0));
        QCoreApplication::processEvents();
        const qint64 second = timer.nsecsElapsed();
        qInfo("setSeries of 97 plies: %.2f ms the first time, %.2f ms with the same shape",
              first / 1e6, second / 1e6);
        // The same objects, not new ones at the old addresses: none was deleted.
        QVERIFY(
            std::all_of(kept.begin(), kept.end(), [](const auto& line) { return !line.isNull(); }));
        QVERIFY(chart.lineObjects() == lines);
        // Another shape (no gap) makes new lines.
        chart.setSeries(gameSeries(97, -1, 1.0));
        QCOMPARE(chart.lineObjects().size(), std::size_t(2));
        QCOMPARE(chart.plyCount(), 97);
    }
};

QTEST_MAIN(TestPlyChart)
#include "tst_plychart.moc"
