// When another file or game becomes current and it has no analysis yet, every panel that shows
// per-position or per-game values says so: the analysis panel's figures, the move table, the
// charts, the board's preferred move and the engine lines show nothing of the game before. Real
// steps: open a file, analyse it (F5), open another one.

#include "analysissupport.h"
#include "testsupport.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/enginelines.h"
#include "ui/analysis/movetablemodel.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/board/boardview.h"
#include "ui/board/evaluationbar.h"
#include "ui/board/playerstrip.h"
#include "ui/charts/chartspanel.h"
#include "ui/document/gamedocument.h"
#include "ui/gamelist/gamelistpanel.h"
#include "ui/window/mainwindow.h"

#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <fstream>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

const QString Molinari = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/molinari-bordais-1979.pgn");
// Six games.
const QString DeepBlue = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/kasparov-deep-blue-1997.pgn");
constexpr int AnalysisTimeoutMs = 120'000;
const QString Dash = QStringLiteral("\u2013");

// The texts of a panel's labels, in order: what the user reads.
QStringList labelTexts(const QWidget& panel) {
    QStringList texts;
    for (const QLabel* label : panel.findChildren<QLabel*>()) texts << label->text();
    return texts;
}

// The analysis panel with no analysis: the row names, each with a dash.
QStringList notAnalysedTexts() {
    return {QStringLiteral("Not analysed yet."),
            Dash,
            Dash,
            Dash,
            Dash,
            Dash,
            Dash,
            Dash,
            Dash,
            QStringLiteral("Result with best play:"),
            QStringLiteral("Chances in strong play:"),
            QStringLiteral("Expected score:"),
            QStringLiteral("Likely result:"),
            QStringLiteral("How sharp:"),
            QStringLiteral("Good moves:"),
            QStringLiteral("How open:"),
            QStringLiteral("Engine:")};
}

void writeFile(const QString& path, const std::string& text) {
    std::ofstream(path.toStdString(), std::ios::binary) << text;
}

void verifyNotAnalysed(const MainWindow& window) {
    const AnalysisFeature& analysis = *window.analysis();
    QCOMPARE(labelTexts(*analysis.panel()), notAnalysedTexts());
    QCOMPARE(analysis.panel()->moveModel()->rowCount(), 0);
    QCOMPARE(analysis.panel()->moveTable()->model()->rowCount(), 0);
    for (const PlyChart* chart :
         {analysis.charts()->evaluationChart(), analysis.charts()->utilityChart(),
          analysis.charts()->tensionChart(), analysis.charts()->entropyChart()}) {
        QCOMPARE(chart->lineObjects().size(), std::size_t(0));
        QCOMPARE(chart->markers().size(), std::size_t(0));
        QCOMPARE(chart->plyCount(), 0);
    }
    QCOMPARE(window.boardView()->preferredMove(), chess::Move::none());
    QCOMPARE(window.boardColumn()->evaluationBar()->evaluation(), std::nullopt);
    const QTreeWidget* lines = analysis.engineLines()->lineView();
    for (int row = 0; row < lines->topLevelItemCount(); ++row)
        for (int column = 0; column < lines->columnCount(); ++column)
            QCOMPARE(lines->topLevelItem(row)->text(column), QString());
}

} // namespace

class TestNewFilePanels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::useTestSettings("tst_newfilepanels"); }

    void anotherFileShowsNoAnalysisOfTheFileBefore() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // Another game from another position: nothing of Molinari's analysis fits it.
        const QString other = dir.filePath(QStringLiteral("other.pgn"));
        writeFile(other, "[Event \"Other\"]\n[SetUp \"1\"]\n"
                         "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[Result \"*\"]\n\n"
                         "1. e4 Kd7 2. e5 *\n");

        MainWindow window(testsupport::smallAnalysisSettings(5000, 4));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(Molinari));
        // The loaded game is analysed already; F5 analyses it again, as a user would.
        QTest::keyClick(&window, Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result(), AnalysisTimeoutMs);
        QVERIFY(window.document()->goToEnd());
        QVERIFY(window.document()->previousPly());
        const AnalysisFeature& analysis = *window.analysis();
        QCOMPARE(labelTexts(*analysis.panel()).count(Dash), 0);
        QVERIFY(analysis.panel()->moveModel()->rowCount() > 0);
        QVERIFY(!analysis.charts()->utilityChart()->lineObjects().empty());
        QVERIFY(window.boardView()->preferredMove() != chess::Move::none());

        QVERIFY(window.openFile(other));
        QCOMPARE(window.document()->filePath(), QFileInfo(other).absoluteFilePath());
        QVERIFY(!window.analysis()->analyser()->result());
        verifyNotAnalysed(window);
        if (QTest::currentTestFailed()) return;
        // Moving about in the new game while it is being analysed changes nothing of that.
        QVERIFY(window.document()->goToEnd());
        QVERIFY(!window.analysis()->analyser()->result());
        verifyNotAnalysed(window);
        if (QTest::currentTestFailed()) return;

        // Its own analysis comes, and then back to the first file: not analysed again until it is.
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result(), AnalysisTimeoutMs);
        QCOMPARE(labelTexts(*analysis.panel()).count(Dash), 0);
        QVERIFY(window.openFile(Molinari));
        QVERIFY(!window.analysis()->analyser()->result());
        verifyNotAnalysed(window);
        if (QTest::currentTestFailed()) return;
    }

    // The same for another game of the file, double-clicked in the game list.
    void anotherGameShowsNoAnalysisOfTheGameBefore() {
        MainWindow window(testsupport::smallAnalysisSettings(5000, 4));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(DeepBlue));
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result(), AnalysisTimeoutMs);
        QVERIFY(window.document()->goToEnd());
        QCOMPARE(labelTexts(*window.analysis()->panel()).count(Dash), 0);

        QTableView* table = window.analysis()->gameList()->table();
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 6, AnalysisTimeoutMs);
        window.analysis()->gamesDock()->raise();
        const QPoint row3 = table->visualRect(table->model()->index(2, 1)).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, row3);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, row3);
        QCOMPARE(window.document()->currentGameIndex(), 2);
        QVERIFY(!window.analysis()->analyser()->result());
        verifyNotAnalysed(window);
    }
};

QTEST_MAIN(TestNewFilePanels)
#include "tst_newfilepanels.moc"
