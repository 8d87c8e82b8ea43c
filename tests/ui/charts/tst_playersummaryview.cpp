// The summary per player above the charts (issue 19): a placeholder before any analysis, the
// figures of annotate::summarizePlayers for the analysed game, a click on a turning point going
// to exactly that position, and the figures following a change of strength. Small node budgets: the
// machine is shared.

#include "../analysissupport.h"
#include "ui/charts/chartspanel.h"
#include "ui/charts/playersummaryview.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

const QString Molinari = QStringLiteral(KIBITZ_TEST_DATA "/pgn/real/molinari-bordais-1979.pgn");
constexpr int AnalysisTimeoutMs = 120'000;

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
    }

    void showsTheAnalysisAndGoesToATurningPoint() {
        MainWindow window(testsupport::smallAnalysisSettings(5000, 4));
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->load(Molinari).loaded);
        PlayerSummaryView* view = window.analysis()->charts()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result() && view->summary(),
                                 AnalysisTimeoutMs);
        const SharedGameAnalysis result = window.analysis()->analyser()->result();
        const annotate::PlayerSummary expected =
            annotate::summarizePlayers(*result->game, *result, result->trees);
        QVERIFY(!view->findChild<QLabel*>(QStringLiteral("summaryPlaceholder"))->isVisible());
        QCOMPARE(labelText(*view, "whiteLoss"),
                 QString::number(expected.white.expectedLoss, 'f', 2));
        QCOMPARE(labelText(*view, "blackLoss"),
                 QString::number(expected.black.expectedLoss, 'f', 2));
        // Five moves each: too few for a rating.
        QCOMPARE(labelText(*view, "whiteRating"), QStringLiteral("too few moves (5)"));
        const std::vector<QPushButton*>& buttons = view->turningPointButtons();
        QCOMPARE(buttons.size(), expected.turningPoints.size());
        QVERIFY(buttons.size() >= 2);
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
        window.analysis()->analyser()->setStrengths(1.2, 2.6);
        const SharedGameAnalysis rejudged = window.analysis()->analyser()->result();
        QVERIFY(rejudged != result);
        QVERIFY(rejudged->ratings);
        QCOMPARE(rejudged->ratings.get(), result->ratings.get());
        const annotate::PlayerSummary after =
            annotate::summarizePlayers(*rejudged->game, *rejudged, rejudged->trees);
        QCOMPARE(view->summary()->white.expectedLoss, after.white.expectedLoss);
        QCOMPARE(labelText(*view, "blackLoss"), QString::number(after.black.expectedLoss, 'f', 2));
    }
};

QTEST_MAIN(TestPlayerSummaryView)
#include "tst_playersummaryview.moc"
