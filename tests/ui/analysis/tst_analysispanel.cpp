// The analysis panel: the figures of a real position's analysis, a row per legal move with
// probabilities that sum to 100 %, and v said to be exact only when it is.

#include "analysis/gameanalysis.h"
#include "analysis/valuation.h"
#include "annotate/annotator.h"
#include "pgn/reader.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/enginelines.h"
#include "ui/analysis/movetablemodel.h"
#include "ui/analysis/strengthcontrols.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>

#include <optional>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

// The positions of the real ten-ply game, the last one checkmate.
std::vector<chess::Position> gamePositions() {
    auto reader = pgn::PgnReader::open(KIBITZ_SHARED_DATA "/pgn/molinari-bordais-1979.pgn");
    pgn::Game game;
    if (reader) (*reader)->readGame(game);
    return analysis::mainLinePositions(game);
}

analysis::PositionAnalysis
analyse(const chess::Position& position, double merit = 2.0,
        std::shared_ptr<const tablebase::Tablebases> tablebases = nullptr,
        std::optional<double> blackMerit = std::nullopt) {
    analysis::LookaheadSettings settings;
    settings.tablebases = std::move(tablebases);
    settings.rootNodes = 5000;
    settings.leafNodes = 500;
    settings.maxExpansions = 4;
    search::TranspositionTable table(4);
    const std::atomic<bool> never{false};
    const analysis::LookaheadTree tree = analysis::buildLookahead(position, settings, table, never);
    return analysis::assessPosition(tree, {merit, blackMerit.value_or(merit), 0});
}

double shownPercent(const QAbstractItemModel& model, int row) {
    QString text = model.index(row, MoveTableModel::ProbabilityColumn).data().toString();
    text.remove(QStringLiteral("%"));
    return text.trimmed().toDouble();
}

// The analysis panel's figures: each row's name and the text beside it.
QMap<QString, QString> formRows(const AnalysisPanel& panel) {
    QMap<QString, QString> rows;
    const auto* form = panel.findChild<QFormLayout*>();
    for (int row = 0; form && row < form->rowCount(); ++row) {
        const auto* name =
            qobject_cast<QLabel*>(form->itemAt(row, QFormLayout::LabelRole)->widget());
        const auto* field =
            qobject_cast<QLabel*>(form->itemAt(row, QFormLayout::FieldRole)->widget());
        if (name && field) rows.insert(name->text(), field->text());
    }
    return rows;
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
        // The engine's order, best first; the suggestion alone is bold.
        for (int row = 0; row < shown.rowCount(); ++row) {
            QCOMPARE(shown.index(row, MoveTableModel::MoveColumn).data().toString(),
                     QString::fromStdString(a.moves[std::size_t(row)].san));
            const bool suggested = a.moves[std::size_t(row)].move == a.bestByUtility;
            QCOMPARE(shown.index(row, MoveTableModel::ScoreColumn)
                         .data(Qt::FontRole)
                         .value<QFont>()
                         .bold(),
                     suggested);
        }
        // Every move once, by its SAN.
        QStringList sans;
        for (int row = 0; row < shown.rowCount(); ++row)
            sans << shown.index(row, MoveTableModel::MoveColumn).data().toString();
        sans.sort();
        sans.removeDuplicates();
        QCOMPARE(sans.size(), 20);
        QVERIFY(sans.contains(QStringLiteral("e4")) && sans.contains(QStringLiteral("Nf3")));
        // Sorting by another header works, and back.
        panel.moveTable()->sortByColumn(MoveTableModel::ProbabilityColumn, Qt::DescendingOrder);
        for (int row = 1; row < shown.rowCount(); ++row)
            QVERIFY(shown.index(row - 1, MoveTableModel::ProbabilityColumn)
                        .data(MoveTableModel::SortRole)
                        .toDouble() >= shown.index(row, MoveTableModel::ProbabilityColumn)
                                           .data(MoveTableModel::SortRole)
                                           .toDouble());
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
        QVERIFY2(panel.valueText().startsWith(QStringLiteral("\u2248 0 (a draw), estimated")),
                 qPrintable(panel.valueText()));

        panel.setAnalysis(nullptr);
        QCOMPARE(shown.rowCount(), 0);
        QVERIFY(panel.summaryText().contains(QStringLiteral("Not analysed yet")));
    }

    // The figures in a player's words, every one from White's side, the technical name beside the
    // number: the start (White to move) and the position after 1. e4 (Black to move), whose engine
    // score turns to White's side.
    void figuresInPlayersWords() {
        const auto positions = gamePositions();
        AnalysisPanel panel;
        for (const std::size_t index : {std::size_t(0), std::size_t(1)}) {
            const analysis::PositionAnalysis a = analyse(positions[index]);
            panel.setAnalysis(&a);
            const QMap<QString, QString> rows = formRows(panel);
            QString expected =
                QStringLiteral("White %1 % (u %2%3)")
                    .arg(50.0 * (1.0 + a.utility), 0, 'f', 1)
                    .arg(a.utility < 0 ? QStringLiteral("\u2212") : QStringLiteral("+"))
                    .arg(std::abs(a.utility), 0, 'f', 3);
            // The board's own where the engine's score gives it another figure.
            const QString board = QStringLiteral("%1 %").arg(
                50.0 * (1.0 + a.boardOutcome.expectedUtility()), 0, 'f', 1);
            if (!expected.startsWith(QStringLiteral("White ") + board + QStringLiteral(" (")))
                expected +=
                    QStringLiteral(";\nthe board alone %1 (two players of 2000)").arg(board);
            QCOMPARE(rows.value(QStringLiteral("Expected score:")), expected);
            QCOMPARE(rows.value(QStringLiteral("How sharp:")),
                     QStringLiteral("%1 % decisive (T %2)")
                         .arg(100.0 * a.tension, 0, 'f', 1)
                         .arg(a.tension, 0, 'f', 3));
            QCOMPARE(rows.value(QStringLiteral("Good moves:")),
                     QStringLiteral("about %1 (H_move %2 bits)")
                         .arg(std::pow(2.0, a.moveEntropy), 0, 'f', 1)
                         .arg(a.moveEntropy, 0, 'f', 2));
            const int white = a.whiteToMove ? a.score : -a.score;
            QVERIFY(!search::isDecisiveScore(a.score));
            const QString score = white == 0
                                      ? QStringLiteral("0.00")
                                      : (white > 0 ? QStringLiteral("+") : QStringLiteral("-")) +
                                            QString::number(std::abs(white) / 100.0, 'f', 2);
            QVERIFY2(rows.value(QStringLiteral("Engine:"))
                         .startsWith(score + QStringLiteral(", depth ")),
                     qPrintable(rows.value(QStringLiteral("Engine:"))));
            // The move table: the expected score after each move in per cent, its score from
            // White's side.
            const QAbstractItemModel& table = *panel.moveModel();
            for (int row = 0; row < table.rowCount(); ++row) {
                const analysis::MoveAssessment& m = a.moves[std::size_t(row)];
                QCOMPARE(table.index(row, MoveTableModel::UtilityColumn).data().toString(),
                         QStringLiteral("%1 %").arg(50.0 * (1.0 + m.utility), 0, 'f', 1));
                QCOMPARE(
                    table.index(row, MoveTableModel::ScoreColumn).data().toString(),
                    EngineLines::formatScore(m.score, a.whiteToMove ? chess::White : chess::Black));
            }
            QCOMPARE(table.headerData(MoveTableModel::UtilityColumn, Qt::Horizontal).toString(),
                     QStringLiteral("Expected"));
        }
        QVERIFY(
            panel.summaryText().startsWith(QStringLiteral("Black to move. Played as by White ")));

        // Players rated apart: the expected score at their ratings, and the board's own between
        // two players of their mean rating (where the position signs come from).
        const analysis::PositionAnalysis apart = analyse(positions[0], 2.6, nullptr, 2.0);
        panel.setAnalysis(&apart);
        const double board = apart.boardOutcome.expectedUtility();
        QVERIFY(apart.utility > board + 0.05); // the 600 points are White's
        QCOMPARE(formRows(panel).value(QStringLiteral("Expected score:")),
                 QStringLiteral("White %1 % (u +%2);\nthe board alone %3 % (two players of 2300)")
                     .arg(50.0 * (1.0 + apart.utility), 0, 'f', 1)
                     .arg(apart.utility, 0, 'f', 3)
                     .arg(50.0 * (1.0 + board), 0, 'f', 1));
        // The board's figure has a line of its own, so the panel asks for less width than the
        // figures in one line would take from the window.
        const QString oneLine = formRows(panel)
                                    .value(QStringLiteral("Expected score:"))
                                    .replace(QLatin1Char('\n'), QLatin1Char(' '));
        QVERIFY2(panel.minimumSizeHint().width() < panel.fontMetrics().horizontalAdvance(oneLine),
                 qPrintable(QStringLiteral("%1 against %2")
                                .arg(panel.minimumSizeHint().width())
                                .arg(panel.fontMetrics().horizontalAdvance(oneLine))));
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
                     QStringLiteral("#-1"));
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
        QVERIFY(panel.valueText().contains(QStringLiteral("\u22121 (Black wins), exact")));
        QVERIFY(panel.summaryText().contains(QStringLiteral("checkmate")));
    }

    // A position in the Syzygy tables. v is exact from the table, and the panel says what the table
    // says, with the distance to the next capture or pawn move.
    void endgameTablesAreNamed() {
        const auto tables = std::make_shared<const tablebase::Tablebases>(
            tablebase::Syzygy::open({KIBITZ_SYZYGY}), nullptr);
        chess::Position position;
        QVERIFY(position.setFen("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"));
        const analysis::PositionAnalysis a = analyse(position, 2.0, tables);
        AnalysisPanel panel;
        panel.setAnalysis(&a);
        QCOMPARE(panel.valueText(), QStringLiteral("+1 (White wins), exact (an endgame table)"));
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
        QVERIFY2(panel.valueText().startsWith(QStringLiteral("\u2248 0 (a draw), estimated")),
                 qPrintable(panel.valueText()));
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
