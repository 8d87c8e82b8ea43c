// The evaluation as players read it: Lichess's winning chances of a score, the text of a search's
// score and of a [%eval], the evaluation of a node (the analysis's on the main line, else the
// game's [%eval]), the bar beside the board, and in the window: the bar follows the moves,
// variations included, and the evaluation chart has a point per analysed ply.

#include "../analysissupport.h"
#include "ui/analysis/evaluation.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/board/boardview.h"
#include "ui/board/evaluationbar.h"
#include "ui/board/playerstrip.h"
#include "ui/charts/chartspanel.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QTest>

using namespace kibitz;
using kibitz::ui::EvaluationBar;
using kibitz::ui::GameDocument;
using kibitz::ui::MainWindow;
using kibitz::ui::ShownEvaluation;

namespace {

// 1. e4 with an [%eval], 1... e5 without, and 1... c5 (a variation) with one.
const QString EvalGame = QStringLiteral("[White \"A\"]\n[Black \"B\"]\n\n"
                                        "1. e4 {[%eval 0.16]} e5 (1... c5 {[%eval #-3] A trap.}) "
                                        "2. Nf3 {[%eval -1.2]} *\n");

bool near(double a, double b) {
    return std::abs(a - b) < 1e-12;
}

} // namespace

class TestEvaluation : public QObject {
    Q_OBJECT

private slots:
    void winningChancesFollowLichess() {
        QCOMPARE(ui::winningChances(0.0), 0.0);
        QVERIFY(near(ui::winningChances(100.0), 0.1820517943832256));
        QVERIFY(near(ui::winningChances(-45.0), -0.08265777671584662));
        QVERIFY(ui::winningChances(3000.0) > 0.9999); // 1 - 2 e^-11.05
    }

    void scoresAsPlayersReadThem() {
        ShownEvaluation shown = ui::evaluationOf(search::Value(45), chess::White);
        QCOMPARE(shown.text, QStringLiteral("+0.45"));
        QVERIFY(near(shown.chances, 0.08265777671584673));
        // +45 for Black to move is White's -0.45.
        shown = ui::evaluationOf(search::Value(45), chess::Black);
        QCOMPARE(shown.text, QStringLiteral("-0.45"));
        QVERIFY(near(shown.chances, -0.08265777671584662));
        QCOMPARE(ui::evaluationOf(search::mateIn(5), chess::White),
                 (ShownEvaluation{1.0, QStringLiteral("#3")}));
        QCOMPARE(ui::evaluationOf(search::mateIn(5), chess::Black),
                 (ShownEvaluation{-1.0, QStringLiteral("#-3")}));
        QCOMPARE(ui::evaluationOf(search::tbWinIn(10), chess::Black),
                 (ShownEvaluation{-1.0, QStringLiteral("-TB")}));

        QCOMPARE(ui::evaluationOf(pgn::Evaluation{pgn::Evaluation::Kind::Pawns, 0.16, 0, {}}).text,
                 QStringLiteral("+0.16"));
        QVERIFY(near(
            ui::evaluationOf(pgn::Evaluation{pgn::Evaluation::Kind::Pawns, 0.16, 0, {}}).chances,
            0.029448123176256447));
        QCOMPARE(ui::evaluationOf(pgn::Evaluation{pgn::Evaluation::Kind::Pawns, -1.2, 0, {}}).text,
                 QStringLiteral("-1.20"));
        QCOMPARE(ui::evaluationOf(pgn::Evaluation{pgn::Evaluation::Kind::Mate, 0.0, -3, {}}),
                 (ShownEvaluation{-1.0, QStringLiteral("#-3")}));
    }

    void nodesWithoutAnalysisReadTheComments() {
        GameDocument document;
        QVERIFY(document.loadText(EvalGame).loaded);
        const pgn::GameTree& tree = document.currentGame().tree();
        const pgn::NodeId e4 = tree.firstChild(pgn::GameTree::root());
        const pgn::NodeId e5 = tree.firstChild(e4);
        const pgn::NodeId c5 = tree.nextSibling(e5);
        const pgn::NodeId nf3 = tree.firstChild(e5);
        QCOMPARE(ui::evaluationAt(nullptr, tree, pgn::GameTree::root()), std::nullopt);
        QCOMPARE(ui::evaluationAt(nullptr, tree, e4)->text, QStringLiteral("+0.16"));
        QCOMPARE(ui::evaluationAt(nullptr, tree, e5), std::nullopt);
        QCOMPARE(ui::evaluationAt(nullptr, tree, c5)->text, QStringLiteral("#-3"));
        QCOMPARE(ui::evaluationAt(nullptr, tree, nf3)->text, QStringLiteral("-1.20"));
        QCOMPARE(ui::evaluationAt(nullptr, tree, 999), std::nullopt);
    }

    void barShowsWhitesShare() {
        EvaluationBar bar;
        QCOMPARE(bar.whiteHeight(200), 100);
        QCOMPARE(bar.toolTip(),
                 QStringLiteral("No evaluation of this position yet: it comes from the analysis "
                                "of the main line or from the game's [%eval] comments"));
        bar.setEvaluation(ShownEvaluation{0.5, QStringLiteral("+1.49")});
        QCOMPARE(bar.whiteHeight(200), 150);
        QCOMPARE(bar.toolTip(), QStringLiteral("Evaluation +1.49: White's winning chances 75 % "
                                               "(Lichess's curve of the engine's score)"));
        bar.setEvaluation(ShownEvaluation{-1.0, QStringLiteral("#-3")});
        QCOMPARE(bar.whiteHeight(200), 0);
        bar.setEvaluation(std::nullopt);
        QCOMPARE(bar.whiteHeight(200), 100);
    }

    void windowBarFollowsTheMovesAndTheAnalysis() {
        MainWindow window(testsupport::smallAnalysisSettings());
        window.resize(1200, 800);
        window.show();
        QVERIFY(window.document()->loadText(EvalGame).loaded);
        ui::AnalysisFeature* analysis = window.analysis();
        EvaluationBar* bar = window.boardColumn()->evaluationBar();
        // The main line's analysis comes; until then the comments speak.
        QTRY_VERIFY_WITH_TIMEOUT(analysis->analyser()->result() != nullptr, 30000);
        QTRY_COMPARE(analysis->charts()->evaluationChart()->plyCount(), 4);
        GameDocument* document = window.document();
        const pgn::GameTree& tree = document->currentGame().tree();
        const pgn::NodeId e4 = tree.firstChild(pgn::GameTree::root());
        const pgn::NodeId c5 = tree.nextSibling(tree.firstChild(e4));
        QVERIFY(document->goTo(e4));
        const ui::GameAnalysisResult* result = analysis->analyser()->result().get();
        const analysis::PositionAnalysis* afterE4 = result->at(1);
        QVERIFY(afterE4);
        // Black to move after 1. e4: the analysis's score turned to White's side.
        QCOMPARE(bar->evaluation(), ui::evaluationOf(afterE4->score, chess::Black));
        QVERIFY(document->goTo(c5)); // off the main line: the [%eval] of the variation
        QCOMPARE(bar->evaluation()->text, QStringLiteral("#-3"));
        QCOMPARE(bar->whiteHeight(100), 0);
        window.boardView()->setFlipped(true);
        QVERIFY(bar->isFlipped());
    }
};

QTEST_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
