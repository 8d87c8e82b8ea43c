// A position off the main line (a coach's variation, a move just tried on the board) is analysed
// like a main-line position: the panel, the table of moves and the evaluation bar show it when its
// own analysis is done, and follow a change of strength; back on the main line the game's analysis
// shows again.

#include "../analysissupport.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/evaluation.h"
#include "ui/analysis/gameanalyser.h"
#include "ui/analysis/movetablemodel.h"
#include "ui/analysis/strengthcontrols.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/board/boardview.h"
#include "ui/board/evaluationbar.h"
#include "ui/board/playerstrip.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QSpinBox>
#include <QTest>

using namespace kibitz;
using kibitz::ui::MainWindow;

namespace {

constexpr int TimeoutMs = 60'000;

int legalMoveCount(const chess::Position& position) {
    return int(chess::MoveList(position).size());
}

} // namespace

class TestVariationAnalysis : public QObject {
    Q_OBJECT

private slots:
    void variationsAreAnalysedToo() {
        MainWindow window(testsupport::smallAnalysisSettings());
        window.show();
        ui::GameDocument* document = window.document();
        QVERIFY(document
                    ->loadText(QStringLiteral("[White \"A\"]\n[Black \"B\"]\n\n"
                                              "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *\n"))
                    .loaded);
        ui::AnalysisFeature* analysis = window.analysis();
        ui::AnalysisPanel* panel = analysis->panel();
        QTRY_VERIFY_WITH_TIMEOUT(analysis->analyser()->result() != nullptr, TimeoutMs);

        // 1... c5, a variation: analysed on its own, then shown.
        const pgn::GameTree& tree = document->currentGame().tree();
        const pgn::NodeId e4 = tree.firstChild(pgn::GameTree::root());
        const pgn::NodeId c5 = tree.nextSibling(tree.firstChild(e4));
        QVERIFY(document->goTo(c5));
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->summaryText().startsWith(QStringLiteral("White to move. Played as by")),
            TimeoutMs);
        const chess::Position afterC5 = tree.positionAt(c5);
        QCOMPARE(panel->moveModel()->rowCount(), legalMoveCount(afterC5));
        const auto own = analysis->analyser()->positionAnalysis(afterC5);
        QVERIFY(own);
        QCOMPARE(window.boardColumn()->evaluationBar()->evaluation(), ui::evaluationOf(*own));
        QVERIFY(window.boardView()->preferredMove() == own->bestByUtility);

        // A move tried on the board, off every line of the game: analysed too.
        const chess::Move nc3 = *chess::parseSan(afterC5, "Nc3");
        const auto played = document->playMove(nc3);
        QVERIFY(played);
        QCOMPARE(panel->summaryText(), QStringLiteral("Analysing this position…"));
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->summaryText().startsWith(QStringLiteral("Black to move. Played as by")),
            TimeoutMs);
        const chess::Position afterNc3 = document->currentPosition().clone();
        QCOMPARE(panel->moveModel()->rowCount(), legalMoveCount(afterNc3));

        // Another strength: the same tree backed up again, the panel follows at once.
        const QString before = panel->summaryText();
        analysis->strengthControls()->spinBox(true)->setValue(1200);
        QTRY_VERIFY(panel->summaryText() != before);
        QVERIFY2(panel->summaryText().contains(QStringLiteral("White 1200")),
                 qPrintable(panel->summaryText()));
        const auto weaker = analysis->analyser()->positionAnalysis(afterNc3);
        QVERIFY(weaker);
        QCOMPARE(weaker->merits.whiteMerit, 1.2);
        QCOMPARE(weaker->merits.blackMerit, 2.0); // no rating tags: the default strength

        // Back on the main line: the game's own analysis.
        const pgn::NodeId nf3 = tree.mainLine().at(3);
        QVERIFY(document->goTo(nf3));
        const analysis::PositionAnalysis* mainLine = analysis->analyser()->result()->at(3);
        QVERIFY(mainLine);
        QCOMPARE(window.boardColumn()->evaluationBar()->evaluation(), ui::evaluationOf(*mainLine));
    }
};

QTEST_MAIN(TestVariationAnalysis)
#include "tst_variationanalysis.moc"
