// The summary per player above the charts: a placeholder before any analysis, "never" for a game
// that did not turn, the figures of annotate::summarizePlayers for the analysed game, a click on a
// turning point going to exactly that position, and the figures following a change of strength.
// Small node budgets: the machine is shared.

#include "../analysissupport.h"
#include "annotate/openingbook.h"
#include "ui/charts/chartspanel.h"
#include "ui/charts/playersummaryview.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

// The Blackburne Shilling trap, a game with more than one move that loses a mistake's worth or
// more: at the tiny searches below, 3... Nd4, 5. Nxf7 and 6. Rf1 are its turning points.
const char* const Shilling = "[Event \"Shilling trap\"]\n[White \"W\"]\n[Black \"B\"]\n"
                             "[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 "
                             "5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1\n";
constexpr int AnalysisTimeoutMs = 120'000;

// The game above in a file of `dir`.
QString writeShilling(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("shilling.pgn"));
    QFile file(path);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(Shilling) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// Shows `window`, opens `path` in it and waits for the analysis and its summary.
void openAndAnalyse(MainWindow& window, const QString& path) {
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.document()->load(path).loaded);
    QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result() &&
                                 window.analysis()->charts()->summary()->summary(),
                             AnalysisTimeoutMs);
}

QString labelText(const QWidget& parent, const char* name) {
    const auto* label = parent.findChild<QLabel*>(QLatin1String(name));
    if (!label) qFatal("no label %s", name);
    return label->text();
}

} // namespace

class TestPlayerSummaryView : public QObject {
    Q_OBJECT

private slots:
    void emptyBeforeAnyAnalysis() {
        PlayerSummaryView view;
        view.show();
        QVERIFY(!view.summary());
        QVERIFY(view.findChild<QLabel*>(QStringLiteral("summaryPlaceholder"))->isVisible());
        QVERIFY(view.turningPointButtons().empty());
        QVERIFY(!view.findChild<QLabel*>(QStringLiteral("neverTurned"))->isVisible());
        // The longer note of a running analysis wraps: the view asks for far less width than the
        // note's line (unwrapped, it would widen the charts dock, and the window with it).
        view.showAnalysing();
        const auto* note = view.findChild<QLabel*>(QStringLiteral("summaryPlaceholder"));
        const int line = note->fontMetrics().horizontalAdvance(note->text());
        QVERIFY(line > 300);
        QVERIFY2(
            view.minimumSizeHint().width() < line / 2,
            qPrintable(QStringLiteral("%1 of %2").arg(view.minimumSizeHint().width()).arg(line)));
    }

    // A judged game in which no move lost anything: "never" where the buttons would be. A game
    // without moves says nothing there.
    void aGameThatNeverTurnedSaysSo() {
        PlayerSummaryView view;
        view.show();
        const auto* never = view.findChild<QLabel*>(QStringLiteral("neverTurned"));
        auto empty = std::make_shared<GameAnalysisResult>();
        empty->game = std::make_shared<const pgn::Game>();
        empty->ratings = std::make_shared<const annotate::RatingEstimates>();
        view.setAnalysis(empty.get());
        QVERIFY(view.summary());
        QVERIFY(view.turningPointButtons().empty());
        QVERIFY(!never->isVisible());

        // 1. e4, judged: it loses nothing.
        auto quiet = std::make_shared<GameAnalysisResult>(*empty);
        analysis::PositionAnalysis start;
        start.whiteToMove = true;
        analysis::PositionAnalysis after;
        after.whiteToMove = false;
        quiet->analyses = {std::make_shared<const analysis::PositionAnalysis>(start),
                           std::make_shared<const analysis::PositionAnalysis>(after)};
        annotate::MoveAnnotation e4;
        e4.ply = 1;
        quiet->moves = {e4};
        view.setAnalysis(quiet.get());
        QCOMPARE(view.summary()->white.moves, 1);
        QVERIFY(view.summary()->turningPoints.empty());
        QVERIFY(view.turningPointButtons().empty());
        QVERIFY(never->isVisible());
        QCOMPARE(never->text(), QStringLiteral("never: no move lost as much as a mistake"));
        view.setAnalysis(nullptr);
        QVERIFY(!never->isVisible());
    }

    void showsTheAnalysisAndGoesToATurningPoint() {
        MainWindow window(testsupport::smallAnalysisSettings(5000, 4));
        QTemporaryDir dir;
        openAndAnalyse(window, writeShilling(dir));
        if (QTest::currentTestFailed()) return;
        PlayerSummaryView* view = window.analysis()->charts()->summary();
        const SharedGameAnalysis result = window.analysis()->analyser()->result();
        const annotate::PlayerSummary expected =
            annotate::summarizePlayers(*result->game, *result, result->trees);
        QVERIFY(!view->findChild<QLabel*>(QStringLiteral("summaryPlaceholder"))->isVisible());
        QCOMPARE(labelText(*view, "whiteLoss"),
                 QString::number(expected.white.expectedLoss, 'f', 2));
        QCOMPARE(labelText(*view, "blackLoss"),
                 QString::number(expected.black.expectedLoss, 'f', 2));
        // Seven moves each, fewer of them decisions: too few for a rating.
        QVERIFY(expected.white.decisions < annotate::MinimumEstimateMoves);
        QCOMPARE(labelText(*view, "whiteRating"),
                 QStringLiteral("too few moves (%1)").arg(expected.white.decisions));
        const std::vector<QPushButton*>& buttons = view->turningPointButtons();
        QCOMPARE(buttons.size(), expected.turningPoints.size());
        QCOMPARE(buttons.size(), std::size_t(3));
        QVERIFY(!view->findChild<QLabel*>(QStringLiteral("neverTurned"))->isVisible());
        for (std::size_t i = 0; i < buttons.size(); ++i) {
            const annotate::TurningPoint& p = expected.turningPoints[i];
            QCOMPARE(buttons[i]->toolTip(),
                     QStringLiteral("%1 took the evaluation from %2 to %3 (White's standpoint, in "
                                    "pawns). Click to go to this position.")
                         .arg(buttons[i]->text(), QString::fromStdString(p.evalBefore),
                              QString::fromStdString(p.evalAfter)));
            QVERIFY(!p.evalBefore.empty() && !p.evalAfter.empty());
        }
        const auto line = window.document()->currentGame().tree().mainLine();
        // The second entry, then the first: each goes to its own ply.
        for (const std::size_t i : {std::size_t(1), std::size_t(0)}) {
            QTest::mouseClick(buttons[i], Qt::LeftButton);
            const int ply = expected.turningPoints[i].ply;
            QCOMPARE(window.analysis()->currentPly(), ply);
            QCOMPARE(window.document()->currentNode(), line[std::size_t(ply)]);
        }
        // A change of strength judges again and the view follows; the rating estimates, which
        // depend on the trees alone, are kept.
        window.analysis()->analyser()->setStrengths({{1200}, {2600}});
        const SharedGameAnalysis rejudged = window.analysis()->analyser()->result();
        QVERIFY(rejudged != result);
        QVERIFY(rejudged->ratings);
        QCOMPARE(rejudged->ratings.get(), result->ratings.get());
        const annotate::PlayerSummary after =
            annotate::summarizePlayers(*rejudged->game, *rejudged, rejudged->trees);
        QCOMPARE(view->summary()->white.expectedLoss, after.white.expectedLoss);
        QCOMPARE(labelText(*view, "blackLoss"), QString::number(after.black.expectedLoss, 'f', 2));
    }

    // The ECO file has the whole trap, 7... Nf3# and all: with the settings' book every move is
    // theory from the first analysis on (no symbol, no turning point), as `annotate` says. Then
    // the settings without a book: the same game judged move by move.
    void bookMovesAreTheoryFromTheFirstAnalysis() {
        auto book = annotate::OpeningBook::load(annotate::DefaultEcoPath);
        QVERIFY2(book, "pgn-extract's eco.pgn is missing: run tools/setup.sh");
        AnalysisSettings settings = testsupport::smallAnalysisSettings(5000, 4);
        settings.annotator.book = *book;
        MainWindow window(settings);
        QTemporaryDir dir;
        openAndAnalyse(window, writeShilling(dir));
        if (QTest::currentTestFailed()) return;
        PlayerSummaryView* view = window.analysis()->charts()->summary();
        const SharedGameAnalysis result = window.analysis()->analyser()->result();
        QCOMPARE(result->moves.size(), std::size_t(14));
        for (const annotate::MoveAnnotation& m : result->moves) {
            QVERIFY(m.book);
            QCOMPARE(m.judgement.symbol, annotate::MoveSymbol::None);
        }
        QCOMPARE(view->summary()->white.symbols, (std::array<int, 6>{}));
        QCOMPARE(view->summary()->black.symbols, (std::array<int, 6>{}));
        QCOMPARE(labelText(*view, "whiteSymbols"), QStringLiteral("none"));
        // Theory is not judged: no move counted, no point lost, no rating from the book.
        QCOMPARE(view->summary()->white.moves, 0);
        QCOMPARE(view->summary()->white.bookMoves, 7);
        QCOMPARE(view->summary()->black.moves, 0);
        QCOMPARE(view->summary()->black.bookMoves, 7);
        QCOMPARE(view->summary()->white.expectedLoss, 0.0);
        QCOMPARE(view->summary()->black.expectedLoss, 0.0);
        QCOMPARE(view->summary()->white.decisions, 0);
        QCOMPARE(labelText(*view, "whiteLoss"), QStringLiteral("0.00"));
        QVERIFY(view->turningPointButtons().empty());
        const auto* never = view->findChild<QLabel*>(QStringLiteral("neverTurned"));
        QVERIFY(never->isVisible());
        QCOMPARE(never->text(), QStringLiteral("never: every move is from the opening book"));

        settings.annotator.book = nullptr;
        window.analysis()->setSettings(settings);
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result() &&
                                     window.analysis()->analyser()->result() != result &&
                                     !view->turningPointButtons().empty(),
                                 AnalysisTimeoutMs);
        const SharedGameAnalysis judged = window.analysis()->analyser()->result();
        QVERIFY(std::none_of(judged->moves.begin(), judged->moves.end(),
                             [](const annotate::MoveAnnotation& m) { return m.book; }));
        QCOMPARE(view->turningPointButtons().size(), std::size_t(3));
        QVERIFY(!never->isVisible());
        QCOMPARE(view->summary()->white.moves, 7);
        QCOMPARE(view->summary()->white.bookMoves, 0);
        QCOMPARE(view->summary()->black.moves, 7);
    }
};

QTEST_MAIN(TestPlayerSummaryView)
#include "tst_playersummaryview.moc"
