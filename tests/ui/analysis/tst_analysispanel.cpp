// The analysis panel: the figures of a real position's analysis, a row per legal move with
// probabilities that sum to 100 %, and v said to be exact only when it is.

#include "analysis/gameanalysis.h"
#include "analysis/valuation.h"
#include "annotate/annotator.h"
#include "pgn/reader.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/movetablemodel.h"
#include "ui/analysis/strengthcontrols.h"

#include <QAbstractItemModelTester>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

// The positions of the real ten-ply game, the last one checkmate.
std::vector<chess::Position> gamePositions() {
    auto reader = pgn::PgnReader::open(KIBITZ_TEST_DATA "/pgn/real/molinari-bordais-1979.pgn");
    pgn::Game game;
    if (reader) (*reader)->readGame(game);
    return analysis::mainLinePositions(game);
}

analysis::PositionAnalysis
analyse(const chess::Position& position, double merit = 2.0,
        std::shared_ptr<const tablebase::Tablebases> tablebases = nullptr) {
    analysis::LookaheadSettings settings;
    settings.tablebases = std::move(tablebases);
    settings.rootNodes = 5000;
    settings.leafNodes = 500;
    settings.maxExpansions = 4;
    search::TranspositionTable table(4);
    const std::atomic<bool> never{false};
    const analysis::LookaheadTree tree = analysis::buildLookahead(position, settings, table, never);
    return analysis::assessPosition(tree, {merit, merit, 0});
}

double shownPercent(const QAbstractItemModel& model, int row) {
    QString text = model.index(row, MoveTableModel::ProbabilityColumn).data().toString();
    text.remove(QStringLiteral("%"));
    return text.trimmed().toDouble();
}

} // namespace

class TestAnalysisPanel : public QObject {
    Q_OBJECT

private slots:
    void notAnalysedYet() {
        AnalysisPanel panel;
        QVERIFY(panel.summaryText().contains(QStringLiteral("Not analysed yet")));
        QCOMPARE(panel.moveTable()->model()->rowCount(), 0);
    }

    void everyMoveWithItsProbability() {
        const auto positions = gamePositions();
        QCOMPARE(positions.size(), std::size_t(11));
        const analysis::PositionAnalysis a = analyse(positions[0]);
        AnalysisPanel panel;
        QAbstractItemModelTester tester(panel.moveModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel.setAnalysis(&a);
        const QAbstractItemModel& shown = *panel.moveTable()->model();
        QCOMPARE(shown.rowCount(), 20);
        QCOMPARE(shown.columnCount(), int(MoveTableModel::ColumnCount));
        double sum = 0.0;
        for (int row = 0; row < shown.rowCount(); ++row) sum += shownPercent(shown, row);
        // Each shown to 0.1 %: the rounding errors add up to at most 0.05 % a row.
        QVERIFY2(std::abs(sum - 100.0) <= 0.05 * shown.rowCount(),
                 qPrintable(QString::number(sum)));
        // Most probable first.
        for (int row = 1; row < shown.rowCount(); ++row)
            QVERIFY(shown.index(row - 1, MoveTableModel::ProbabilityColumn)
                        .data(MoveTableModel::SortRole)
                        .toDouble() >= shown.index(row, MoveTableModel::ProbabilityColumn)
                                           .data(MoveTableModel::SortRole)
                                           .toDouble());
        // Every move once, by its SAN.
        QStringList sans;
        for (int row = 0; row < shown.rowCount(); ++row)
            sans << shown.index(row, MoveTableModel::MoveColumn).data().toString();
        sans.sort();
        sans.removeDuplicates();
        QCOMPARE(sans.size(), 20);
        QVERIFY(sans.contains(QStringLiteral("e4")) && sans.contains(QStringLiteral("Nf3")));
        // Sorting by another header works, and back.
        panel.moveTable()->sortByColumn(MoveTableModel::MoveColumn, Qt::AscendingOrder);
        QCOMPARE(shown.index(0, MoveTableModel::MoveColumn).data().toString(),
                 QString::fromStdString(a.moves.front().san));
        // Every column explains itself.
        for (int column = 0; column < shown.columnCount(); ++column)
            QVERIFY(
                !shown.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());

        // The start position's value is an estimate, and said to be one.
        QVERIFY(!a.value.isExact());
        QVERIFY2(panel.valueText().contains(QStringLiteral("estimated")),
                 qPrintable(panel.valueText()));
        QVERIFY(!panel.valueText().contains(QStringLiteral("exact")));
        QVERIFY(panel.valueText().contains(QStringLiteral("\u2248")));

        // An opening edge is no win: v as the annotations estimate it (the round model of
        // strong play), not as the fitted model of the engine's fast games would.
        const analysis::PositionAnalysis sicilian = analyse(positions[2]);
        QVERIFY(!search::isMateScore(sicilian.score) && std::abs(sicilian.score) < 150);
        QCOMPARE(analysis::valueOf(sicilian).value, 0);
        panel.setAnalysis(&sicilian);
        QVERIFY2(panel.valueText().startsWith(QStringLiteral("\u2248 0, estimated")),
                 qPrintable(panel.valueText()));

        panel.setAnalysis(nullptr);
        QCOMPARE(shown.rowCount(), 0);
        QVERIFY(panel.summaryText().contains(QStringLiteral("Not analysed yet")));
    }

    void exactValuesAreSaidToBeExact() {
        const auto positions = gamePositions();
        // Black to move mates with Nd3#: that move's v-hat is exact (the game is over after it).
        const analysis::PositionAnalysis beforeMate = analyse(positions[9]);
        AnalysisPanel panel;
        panel.setAnalysis(&beforeMate);
        const QAbstractItemModel& shown = *panel.moveTable()->model();
        QCOMPARE(shown.rowCount(), int(beforeMate.moves.size()));
        bool found = false;
        for (int row = 0; row < shown.rowCount(); ++row) {
            if (shown.index(row, MoveTableModel::MoveColumn).data().toString() !=
                QStringLiteral("Nd3#"))
                continue;
            found = true;
            QCOMPARE(shown.index(row, MoveTableModel::ValueColumn).data().toString(),
                     QStringLiteral("\u22121 exact"));
            QCOMPARE(shown.index(row, MoveTableModel::ScoreColumn).data().toString(),
                     QStringLiteral("#1"));
        }
        QVERIFY(found);
        // The mate is found by the search: v is exact, a proven mate.
        QVERIFY(beforeMate.value.isExact());
        QVERIFY2(panel.valueText().contains(QStringLiteral("exact")),
                 qPrintable(panel.valueText()));
        QVERIFY(!panel.valueText().contains(QStringLiteral("estimated")));

        // The mated position: no moves, v exact because the game is over.
        const analysis::PositionAnalysis mated = analyse(positions[10]);
        panel.setAnalysis(&mated);
        QCOMPARE(shown.rowCount(), 0);
        QVERIFY(panel.valueText().contains(QStringLiteral("\u22121, exact")));
        QVERIFY(panel.summaryText().contains(QStringLiteral("checkmate")));
    }

    // Issue 20: a position in the Syzygy tables. v is exact from the table, and the panel says
    // what the table says, with the distance to the next capture or pawn move.
    void endgameTablesAreNamed() {
        const auto tables = std::make_shared<const tablebase::Tablebases>(
            tablebase::Syzygy::open({KIBITZ_SYZYGY}), nullptr);
        chess::Position position;
        QVERIFY(!position.setFen("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"));
        const analysis::PositionAnalysis a = analyse(position, 2.0, tables);
        AnalysisPanel panel;
        panel.setAnalysis(&a);
        QCOMPARE(panel.valueText(), QStringLiteral("+1, exact (an endgame table)"));
        QCOMPARE(AnalysisPanel::describeTablebase(*a.tablebase, a.whiteToMove),
                 QStringLiteral("Syzygy: White wins; 3 plies to a capture or pawn move (DTZ)"));
        // Black to move in a position Black loses: the verdict is White's, the distances too.
        const tablebase::Probe lost{tablebase::Wdl::Loss, tablebase::Source::Solver, std::nullopt,
                                    -20};
        QCOMPARE(AnalysisPanel::describeTablebase(lost, false),
                 QStringLiteral("Kibitz's own tables: White wins; mate in 10 moves"));
        const tablebase::Probe cursed{tablebase::Wdl::CursedWin, tablebase::Source::Syzygy, 7,
                                      std::nullopt};
        QCOMPARE(AnalysisPanel::describeTablebase(cursed, false),
                 QStringLiteral("Syzygy: Black would win, but the 50-move rule draws; 7 plies to "
                                "a capture or pawn move (DTZ)"));
    }

    void vIsRoundedWithTheSettingsThresholds() {
        // The Sicilian's small edge is v = 0 at the default θ = 0.5, and a win or a loss once θ
        // is below the larger of its win and loss probabilities: the panel and the table round v
        // with the thresholds they are given, as the annotations do.
        const analysis::PositionAnalysis sicilian = analyse(gamePositions()[2]);
        const analysis::ValueEstimate atDefault = analysis::valueOf(sicilian);
        QCOMPARE(atDefault.value, 0);
        annotate::Thresholds low;
        low.valueThreshold = std::max(atDefault.wdl.win, atDefault.wdl.loss);
        const analysis::ValueEstimate atLow = analysis::valueOf(sicilian, low.valueThreshold);
        QCOMPARE(atLow.value, atDefault.wdl.win > atDefault.wdl.loss ? 1 : -1);

        AnalysisPanel panel;
        panel.setThresholds(low);
        panel.setAnalysis(&sicilian);
        QCOMPARE(panel.valueText().left(3),
                 atLow.value > 0 ? QStringLiteral("\u2248 +") : QStringLiteral("\u2248 \u2212"));
        const QAbstractItemModel& shown = *panel.moveModel();
        int changed = 0;
        for (int row = 0; row < shown.rowCount(); ++row) {
            const analysis::MoveAssessment& m = sicilian.moves[std::size_t(row)];
            const QString expected =
                MoveTableModel::formatValue(analysis::valueAfter(sicilian, m, low.valueThreshold));
            QCOMPARE(shown.index(row, MoveTableModel::ValueColumn).data().toString(), expected);
            if (expected != MoveTableModel::formatValue(analysis::valueAfter(sicilian, m)))
                ++changed;
        }
        QVERIFY(changed > 0);

        // Back to the defaults: as before.
        panel.setThresholds({});
        panel.setAnalysis(&sicilian);
        QVERIFY2(panel.valueText().startsWith(QStringLiteral("\u2248 0, estimated")),
                 qPrintable(panel.valueText()));
    }

    void scoresInPawnsAndMates() {
        QCOMPARE(MoveTableModel::formatScore(35), QStringLiteral("+0.35"));
        QCOMPARE(MoveTableModel::formatScore(-120), QStringLiteral("\u22121.20"));
        QCOMPARE(MoveTableModel::formatScore(0), QStringLiteral("0.00"));
        QCOMPARE(MoveTableModel::formatScore(search::mateIn(5)), QStringLiteral("#3"));
        QCOMPARE(MoveTableModel::formatScore(search::matedIn(4)), QStringLiteral("#-2"));
        // A position an endgame table has won (lost) on the search's line: no mate, no pawns.
        QCOMPARE(MoveTableModel::formatScore(search::tbWinIn(3)), QStringLiteral("+TB"));
        QCOMPARE(MoveTableModel::formatScore(search::tbLossIn(1)), QStringLiteral("\u2212TB"));
    }

    // The panel and the strength controls over a real analysis paint at their size; with
    // KIBITZ_SCREENSHOT=FILE.png the picture is kept there to look at.
    void screenshot() {
        const QString path = qEnvironmentVariable("KIBITZ_SCREENSHOT");
        const auto positions = gamePositions();
        const analysis::PositionAnalysis a = analyse(positions[2]);
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* controls = new StrengthControls(&window);
        auto* panel = new AnalysisPanel(&window);
        layout->addWidget(controls);
        layout->addWidget(panel, 1);
        panel->setAnalysis(&a);
        window.resize(460, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage image = window.grab().toImage();
        QCOMPARE(image.size(), window.size() * window.devicePixelRatio());
        QCOMPARE(panel->findChildren<QTableView*>().size(), 1);
        if (!path.isEmpty()) QVERIFY(image.save(path));
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
