// The time each player took per move, charted beside the analysis' charts: a step line per side in
// minutes, the three longest thinks marked with the move and the time; hidden for a game without
// clock comments.

#include "ui/charts/chartspanel.h"
#include "ui/document/gamedocument.h"

#include <QApplication>
#include <QTest>

using namespace kibitz;
using kibitz::ui::ChartsPanel;

namespace {

ui::GameAnalysisResult resultFor(const QString& pgn) {
    ui::GameDocument document;
    if (!document.loadText(pgn).loaded) qFatal("bad test game");
    ui::GameAnalysisResult result;
    result.game = std::make_shared<const pgn::Game>(document.currentGame());
    result.analyses.resize(result.game->tree().mainLine().size());
    return result;
}

} // namespace

class TestTimeChart : public QObject {
    Q_OBJECT

private slots:
    void longestThinksAreMarked() {
        const ui::GameAnalysisResult result = resultFor(
            QStringLiteral("[TimeControl \"300+2\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:50]} "
                           "2. Nf3 {[%clk 0:03:02]} Nc6 {[%clk 0:04:49]} 3. Bb5 {[%clk 0:03:00]} "
                           "a6 {[%clk 0:02:00]} *\n"));
        ChartsPanel panel;
        panel.show();
        panel.setAnalysis(&result);
        ui::PlyChart* chart = panel.timeChart();
        QVERIFY(chart->isVisible());
        QCOMPARE(chart->plyCount(), 7);
        // 2. Nf3 took 5:00 + 2 s - 3:02 = 2:00; 3... a6 4:49 + 2 s - 2:00 = 2:51; 1... e5 12 s.
        const std::vector<ui::PlyMarker>& marks = chart->markers();
        QCOMPARE(marks.size(), std::size_t(3));
        QCOMPARE(marks[0].label, QStringLiteral("3… a6: 2:51"));
        QCOMPARE(marks[0].ply, 6);
        QCOMPARE(marks[1].label, QStringLiteral("2. Nf3: 2:00"));
        QCOMPARE(marks[2].label, QStringLiteral("1… e5: 0:12"));

        const ui::GameAnalysisResult none = resultFor(QStringLiteral("1. e4 e5 *\n"));
        panel.setAnalysis(&none);
        QVERIFY(!chart->isVisible());
        QVERIFY(chart->markers().empty());
    }
};

QTEST_MAIN(TestTimeChart)
#include "tst_timechart.moc"
