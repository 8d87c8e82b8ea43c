// The chart adapter: series with gaps, markers, the current ply, and a click that names a ply.

#include "ui/charts/plychart.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz::ui;

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
};

QTEST_MAIN(TestPlyChart)
#include "tst_plychart.moc"
