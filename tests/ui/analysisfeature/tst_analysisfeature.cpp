// Tests of ui/analysisfeature: the analysis of a loaded game reaches the panel, the charts and the
// board; a click on a chart goes to that ply; annotations follow the strengths exactly as core's
// annotator writes them; annotating all games keeps the event loop running and can be cancelled,
// gives what core's annotateStream gives, reads the games the document does not hold from the
// file, reports the games it cannot read, and never waits forever for a file's scan; the game list
// makes a game current. Small node budgets: the machine is shared.

#include "../analysissupport.h"
#include "../clicksupport.h"
#include "../testsupport.h"
#include "annotate/annotator.h"
#include "annotate/variations.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "pgn/commands.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/movetablemodel.h"
#include "ui/analysis/strengthcontrols.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/annotateall/batchannotator.h"
#include "ui/board/boardview.h"
#include "ui/charts/chartspanel.h"
#include "ui/document/gamedocument.h"
#include "ui/document/gamestore.h"
#include "ui/gamelist/gamelistpanel.h"
#include "ui/models/gamelistmodel.h"
#include "ui/models/movetreemodel.h"
#include "ui/movetree/movetreepanel.h"
#include "ui/widgets/progressindicator.h"
#include "ui/window/mainwindow.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <memory>
#include <thread>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

const QString Molinari = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/molinari-bordais-1979.pgn");
const char* const AnnotatedAll = KIBITZ_SHARED_DATA "/pgn/annotated/all.pgn";
constexpr int MolinariPositions = 11;
constexpr int AnalysisTimeoutMs = 120'000;
// 3,475 games, 2.3 MB: more than the 1 MiB a file is indexed at once, so it is scanned.
const QString Karpov = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/masters/Karpov.pgn");
// Thousands of games (the first of Fischer.pgn, then of Karpov.pgn), for the event-loop watchdog.
constexpr int ThousandsGames = 4000;
constexpr int FirstResults = 2;
constexpr qint64 LongestStallMs = 100;

AnalysisSettings smallSettings() {
    return testsupport::smallAnalysisSettings(5000, 4);
}

// Quicker still, for the first results of a run on thousands of games.
AnalysisSettings tinySettings() {
    AnalysisSettings settings = smallSettings();
    settings.lookahead.rootNodes = 2000;
    settings.lookahead.leafNodes = 200;
    settings.lookahead.maxExpansions = 2;
    return settings;
}

bool appendTo(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::Append) && file.write(bytes) == bytes.size();
}

// The status bar's messages, in order, without the clearings between them.
QStringList messagesOf(const QSignalSpy& spy) {
    QStringList messages;
    for (const QList<QVariant>& arguments : spy)
        if (!arguments.at(0).toString().isEmpty()) messages << arguments.at(0).toString();
    return messages;
}

std::vector<pgn::Game> readGames(const std::string& path, int count = 1'000'000) {
    std::vector<pgn::Game> games;
    auto reader = pgn::PgnReader::open(path);
    if (!reader) return games;
    pgn::Game game;
    while (int(games.size()) < count && (*reader)->readGame(game)) {
        games.push_back(game);
        game = pgn::Game();
    }
    return games;
}

std::string text(const pgn::Game& game) {
    return pgn::writeGame(game);
}

QAction* action(const MainWindow& window, const char* name) {
    auto* found = window.findChild<QAction*>(QLatin1String(name));
    if (!found) qFatal("no action %s", name);
    return found;
}

// The texts of a panel's labels, in order: what the user reads.
QStringList labelTexts(const QWidget& panel) {
    QStringList texts;
    for (const QLabel* label : panel.findChildren<QLabel*>()) texts << label->text();
    return texts;
}

using Watchdog = kibitz::testsupport::EventLoopWatchdog;

// The first world championship game of 2023 with a coach's notes: comments and two variations.
const QString WchNotes = QStringLiteral(KIBITZ_TEST_DATA "/pgn/edge/wch-2023-game1-notes.pgn");

bool hasKibitzMark(const pgn::GameTree& tree, pgn::NodeId id) {
    return pgn::findCommand(tree.commentAfter(id), annotate::MarkerCommand).has_value();
}

// The first variation Kibitz wrote (its first move), or NoNode.
pgn::NodeId firstKibitzVariation(const pgn::GameTree& tree) {
    for (pgn::NodeId id = 1; id < tree.capacity(); ++id)
        if (tree.contains(id) && tree.firstChild(tree.parent(id)) != id && hasKibitzMark(tree, id))
            return id;
    return pgn::NoNode;
}

// Kibitz's variations (their first moves), in the order of the tree's nodes.
std::vector<pgn::NodeId> kibitzVariations(const pgn::GameTree& tree) {
    std::vector<pgn::NodeId> found;
    for (pgn::NodeId id = 1; id < tree.capacity(); ++id)
        if (tree.contains(id) && tree.firstChild(tree.parent(id)) != id && hasKibitzMark(tree, id))
            found.push_back(id);
    return found;
}

// A legal move of `position` that is not a promotion, castling or en passant (two clicks play
// it) and that `tree` does not have after `node` yet.
chess::Move newMove(const chess::Position& position, const pgn::GameTree& tree, pgn::NodeId node) {
    for (const chess::Move move : chess::MoveList(position)) {
        bool played = false;
        for (const pgn::NodeId child : tree.children(node)) played |= tree.move(child) == move;
        if (!played && move.kind() == chess::Move::Normal) return move;
    }
    return chess::Move::none();
}

// The moves to the end of the line that starts with `id`.
std::vector<chess::Move> lineThrough(const pgn::GameTree& tree, pgn::NodeId id) {
    while (tree.firstChild(id) != pgn::NoNode) id = tree.firstChild(id);
    return tree.movesTo(id);
}

// Adds the moves of `path` from the start of `game` where they are missing; the last one's node.
pgn::NodeId addLine(pgn::Game& game, const std::vector<chess::Move>& path) {
    pgn::NodeId node = pgn::GameTree::root();
    for (const chess::Move move : path) node = *game.tree().addMove(node, move);
    return node;
}

// The human content of a game: what is left with Kibitz's marks and untouched variations gone.
std::string humanText(pgn::Game game) {
    annotate::removeAutomaticAnnotations(game);
    return text(game);
}

// A value engine that answers for the start position at once and holds every other position
// until `open` is set (or the analysis is cancelled): an analysis on one worker stops after its
// first tree, as long as the test likes.
class GatedValuer final : public analysis::RootValuer {
public:
    explicit GatedValuer(std::shared_ptr<std::atomic<bool>> open)
        : open_(std::move(open)) {}
    std::optional<analysis::RootValuation> value(const chess::Position& position, std::uint64_t,
                                                 const std::atomic<bool>& cancel) override {
        const bool start = position.fen() == chess::Position::StartFen;
        while (!start && !open_->load() && !cancel.load())
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        if (cancel.load()) return std::nullopt;
        return analysis::RootValuation{*chess::MoveList(position).begin(), 0, 1};
    }

private:
    std::shared_ptr<std::atomic<bool>> open_;
};

// A value engine with one opinion that the built-in engine would not share: in every position
// the last legal move (the move generator's order) is a pawn and a half better than any other.
// It scores the tree's moves as well as the positions, as Stockfish does in the default set-up.
class OneOpinionValuer final : public analysis::RootValuer {
public:
    static chess::Move favoured(const chess::Position& position) {
        chess::Move last = chess::Move::none();
        for (const chess::Move move : chess::MoveList(position)) last = move;
        return last;
    }

    std::optional<std::vector<search::RootMove>> scoreMoves(const chess::Position& position,
                                                            std::uint64_t, bool,
                                                            const std::atomic<bool>&) override {
        std::vector<search::RootMove> moves{{favoured(position), search::Value(150), 12, {}}};
        for (const chess::Move move : chess::MoveList(position))
            if (move != moves.front().move)
                moves.push_back({move, search::Value(-150 - int(moves.size())), 12, {}});
        return moves;
    }

    std::optional<analysis::RootValuation> value(const chess::Position& position, std::uint64_t,
                                                 const std::atomic<bool>&) override {
        return analysis::RootValuation{favoured(position), search::Value(150), 14};
    }
};

} // namespace

class TestAnalysisFeature : public QObject {
    Q_OBJECT

private:
    // A file of the first `count` games of annotated-all.pgn, in `dir`.
    static QString smallDatabase(const QTemporaryDir& dir, int count) {
        const QString path = dir.filePath(QStringLiteral("games.pgn"));
        std::ofstream out(path.toStdString());
        for (const pgn::Game& game : readGames(AnnotatedAll, count)) out << text(game);
        return path;
    }

    // The window shown, active, with `path` open and analysed, as the user sees it.
    // The moves as a table (View → Moves as a Table), for the tests that click its rows.
    static void showTable(MainWindow& window) {
        window.findChild<QAction*>(QStringLiteral("movesAsTableAction"))->setChecked(true);
        QVERIFY(window.moveTreePanel()->isVisible());
    }

    static void showAndOpen(MainWindow& window, const QString& path) {
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(path));
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result(), AnalysisTimeoutMs);
    }

    // Annotate Game by its keys, and its step on the undo stack.
    static void annotateByKeys(MainWindow& window) {
        QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE_WITH_TIMEOUT(window.document()->undoStack()->undoText(),
                                  QStringLiteral("Annotate Game"), AnalysisTimeoutMs);
    }

    // Annotate Game from the menu's action, and the game annotated.
    static void annotate(MainWindow& window) {
        window.document()->undoStack()->clear();
        action(window, "annotateAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(window.document()->undoStack()->undoText(),
                                  QStringLiteral("Annotate Game"), AnalysisTimeoutMs);
    }

    static void loadAndWait(MainWindow& window, const QString& path) {
        QVERIFY(window.document()->load(path).loaded);
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result(), AnalysisTimeoutMs);
    }

private slots:
    // The settings of this test's own, so that the table it shows is not the user's choice.
    void initTestCase() { testsupport::useTestSettings("tst_analysisfeature"); }

    void theChartsAndThePanelFillInWhileTheGameIsAnalysed() {
        auto open = std::make_shared<std::atomic<bool>>(false);
        AnalysisSettings settings = smallSettings();
        settings.lookahead.valueNodes = 1000;
        settings.makeValuer = [open] { return std::make_unique<GatedValuer>(open); };
        settings.valueEngine = QStringLiteral("gated");
        MainWindow window(settings);
        AnalysisFeature* feature = window.analysis();
        QVERIFY(window.document()->load(Molinari).loaded);
        // The start position's tree is in: charted, and shown in the panel, said to be
        // provisional; the marks and the players' summary wait for the end.
        QTRY_VERIFY_WITH_TIMEOUT(feature->panel()->status().contains(QStringLiteral("Provisional")),
                                 AnalysisTimeoutMs);
        QVERIFY(feature->analyser()->isRunning());
        QVERIFY(!feature->analyser()->result());
        PlyChart* utility = feature->charts()->utilityChart();
        QCOMPARE(utility->plyCount(), MolinariPositions);
        QCOMPARE(int(utility->lineObjects().size()), 1); // one run of values: the start's
        QVERIFY(utility->markers().empty());
        QVERIFY(!feature->charts()->summary()->summary());
        const QLabel* placeholder =
            feature->charts()->summary()->findChild<QLabel*>(QStringLiteral("summaryPlaceholder"));
        QVERIFY(placeholder->text().startsWith(QStringLiteral("Analysing the game")));
        const QString provisional = feature->panel()->status();
        // A position the analysis has not reached yet has nothing to show.
        window.document()->goToEnd();
        QCOMPARE(feature->panel()->status(), QStringLiteral("Not analysed yet."));
        window.document()->goToStart();
        QCOMPARE(feature->panel()->status(), provisional);

        // The rest of the game: the result replaces what was provisional.
        open->store(true);
        QTRY_VERIFY_WITH_TIMEOUT(feature->analyser()->result(), AnalysisTimeoutMs);
        const SharedGameAnalysis result = feature->analyser()->result();
        AnalysisPanel expected;
        expected.setAnalysis(result->at(0));
        QCOMPARE(labelTexts(*feature->panel()), labelTexts(expected));
        QVERIFY(!feature->panel()->status().contains(QStringLiteral("Provisional")));
        QCOMPARE(utility->markers().size(), ChartsPanel::markersFor(*result).size());
        QVERIFY(feature->charts()->summary()->summary());
        QVERIFY(placeholder->isHidden());
    }

    void loadingAGameAnalysesIt() {
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        Watchdog watchdog;
        QVERIFY(window.document()->load(Molinari).loaded);
        QVERIFY(feature->analyser()->isRunning());
        // While it runs, the summary says that it comes at the end.
        const QLabel* placeholder =
            feature->charts()->summary()->findChild<QLabel*>(QStringLiteral("summaryPlaceholder"));
        QVERIFY(placeholder->text().startsWith(QStringLiteral("Analysing the game")));
        QTRY_VERIFY_WITH_TIMEOUT(feature->analyser()->result(), AnalysisTimeoutMs);
        KIBITZ_VERIFY_TIMING(watchdog.largestGap() < 100, watchdog.largestGap());
        const SharedGameAnalysis result = feature->analyser()->result();
        QCOMPARE(result->plyCount(), MolinariPositions);
        QVERIFY(feature->charts()->summary()->summary());
        QCOMPARE(feature->charts()->utilityChart()->plyCount(), MolinariPositions);
        QCOMPARE(feature->charts()->tensionChart()->plyCount(), MolinariPositions);
        QCOMPARE(feature->charts()->entropyChart()->plyCount(), MolinariPositions);
        // The start is current: the panel and the arrow show its analysis.
        QCOMPARE(feature->currentPly(), 0);
        AnalysisPanel expected;
        expected.setAnalysis(result->at(0));
        QCOMPARE(labelTexts(*feature->panel()), labelTexts(expected));
        QCOMPARE(window.boardView()->preferredMove(), result->at(0)->bestByUtility);
        // The game ends in mate: v is exact there, and the chart marks it.
        const auto markers = ChartsPanel::markersFor(*result);
        QVERIFY(std::any_of(markers.begin(), markers.end(), [](const PlyMarker& m) {
            return m.ply == MolinariPositions - 1 && m.label.contains(QStringLiteral("exact"));
        }));
        QVERIFY(markers.back().label.startsWith(QStringLiteral("5\u2026 ")));
        // Following the document: the last move.
        window.document()->goToEnd();
        QCOMPARE(feature->charts()->utilityChart()->currentPly(), MolinariPositions - 1);
        expected.setAnalysis(result->at(MolinariPositions - 1));
        QCOMPARE(labelTexts(*feature->panel()), labelTexts(expected));
    }

    // One engine, one opinion: the board's arrow, the move table's first row, its bold row (the
    // suggestion) and the panel's score are that engine's, not the built-in engine's.
    void theArrowTheTableAndThePanelShowOneBestMove() {
        AnalysisSettings settings = smallSettings();
        settings.lookahead.valueNodes = 1000;
        settings.lookahead.movesByValueEngine = true;
        settings.makeValuer = [] { return std::make_unique<OneOpinionValuer>(); };
        settings.valueEngine = QStringLiteral("one opinion");
        MainWindow window(settings);
        AnalysisFeature* feature = window.analysis();
        loadAndWait(window, Molinari);
        const SharedGameAnalysis result = feature->analyser()->result();
        window.document()->goToStart();
        for (int ply = 0; ply < 4; ++ply, window.document()->nextPly()) {
            chess::Position position = window.document()->currentPosition().clone();
            const chess::Move best = OneOpinionValuer::favoured(position);
            QCOMPARE(result->at(ply)->bestByUtility, best);
            QCOMPARE(result->at(ply)->bestByMinimax, best);
            QCOMPARE(window.boardView()->preferredMove(), best);
            const QAbstractItemModel& table = *feature->panel()->moveTable()->model();
            const QString san = QString::fromStdString(chess::toSan(position, best));
            QCOMPARE(table.index(0, MoveTableModel::MoveColumn).data().toString(), san);
            for (int row = 0; row < table.rowCount(); ++row)
                QCOMPARE(table.index(row, MoveTableModel::MoveColumn)
                             .data(Qt::FontRole)
                             .value<QFont>()
                             .bold(),
                         row == 0);
            AnalysisPanel expected;
            expected.setAnalysis(result->at(ply));
            QCOMPARE(labelTexts(*feature->panel()), labelTexts(expected));
            QVERIFY2(
                labelTexts(*feature->panel()).join('|').contains(QStringLiteral("1.50, depth 14")),
                qPrintable(labelTexts(*feature->panel()).join('|')));
        }
    }

    void clickingAChartGoesToThatPly() {
        MainWindow window(smallSettings());
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        loadAndWait(window, Molinari);
        PlyChart* chart = window.analysis()->charts()->utilityChart();
        QTRY_COMPARE(chart->plyCount(), MolinariPositions);
        auto* view = chart->findChild<QAbstractScrollArea*>();
        QVERIFY(view);
        for (int ply : {4, 7, 0}) {
            const SharedGameAnalysis result = window.analysis()->analyser()->result();
            const QPointF point = chart->positionOf(ply, result->at(ply)->utility);
            QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier,
                              view->viewport()->mapFrom(chart, point.toPoint()));
            QCOMPARE(window.analysis()->currentPly(), ply);
            const auto line = window.document()->currentGame().tree().mainLine();
            QCOMPARE(window.document()->currentNode(), line[std::size_t(ply)]);
            QCOMPARE(chart->currentPly(), ply);
            QCOMPARE(window.analysis()->charts()->entropyChart()->currentPly(), ply);
        }
    }

    void changingAStrengthUpdatesTheAnnotations() {
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        loadAndWait(window, Molinari);
        const pgn::Game original = readGames(Molinari.toStdString()).front();
        QCOMPARE(text(window.document()->currentGame()), text(original));
        window.document()->goToEnd();
        window.document()->previousPly(); // ply 9, before the mate
        const int ply = feature->currentPly();
        QCOMPARE(ply, MolinariPositions - 2);

        QSignalSpy annotated(feature, &AnalysisFeature::gameAnnotated);
        action(window, "annotateAction")->trigger();
        QVERIFY(feature->followsStrengths());
        QVERIFY(feature->isAnnotating()); // judged on a worker thread
        QTRY_COMPARE_WITH_TIMEOUT(annotated.count(), 1, AnalysisTimeoutMs);
        QVERIFY(!feature->isAnnotating());
        QVERIFY(window.document()->isModified());
        const SharedGameAnalysis before = feature->analyser()->result();
        pgn::Game expected = original;
        annotate::annotateGame(expected, before->trees,
                               before->annotatorOptions(feature->settings().annotator));
        QCOMPARE(text(window.document()->currentGame()), text(expected));
        QVERIFY(text(expected) != text(original));
        // The current move stays current across the new tree.
        QCOMPARE(feature->currentPly(), ply);

        // White is weaker: the user changes the spin box, the back-up runs again, and the game
        // is annotated again at once, as core's annotator writes it at those merits.
        QSpinBox* white = feature->strengthControls()->spinBox(true);
        white->setValue(1200);
        QTRY_COMPARE(feature->analyser()->merits().whiteMerit, 1.2);
        QTRY_COMPARE_WITH_TIMEOUT(annotated.count(), 2, AnalysisTimeoutMs);
        const SharedGameAnalysis after = feature->analyser()->result();
        QCOMPARE(after->merits.whiteMerit, 1.2);
        QCOMPARE(after->merits.blackMerit, 2.0);
        QCOMPARE(after->strengths.white,
                 (annotate::StrengthNote{1200, annotate::StrengthSource::User}));
        QCOMPARE(after->strengths.black,
                 (annotate::StrengthNote{2000, annotate::StrengthSource::Default}));
        annotate::AnnotatorOptions options;
        options.version = KIBITZ_TEST_VERSION;
        // The note names the principal and the value search.
        options.nodesPerPosition =
            smallSettings().lookahead.rootNodes + smallSettings().lookahead.valueNodes;
        options.whiteElo = 1200; // no WhiteElo tag: the default 2000 would be used
        pgn::Game reannotated = original;
        annotate::annotateGame(reannotated, after->trees, options);
        const std::string shown = text(window.document()->currentGame());
        QCOMPARE(shown, text(reannotated));
        QVERIFY(shown != text(expected));
        QVERIFY(shown.find("1200") != std::string::npos || shown.find("1.2") != std::string::npos);
        // ... not doubled: one note of Kibitz's per commented move, one Annotator tag.
        QCOMPARE(window.document()->currentGame().tag("Annotator") != nullptr, true);

        // The panel shows the new u.
        QVERIFY(after->at(ply)->utility != before->at(ply)->utility ||
                after->at(0)->utility != before->at(0)->utility);
        AnalysisPanel panel;
        panel.setAnalysis(after->at(ply));
        QCOMPARE(labelTexts(*feature->panel()), labelTexts(panel));
        QVERIFY(feature->panel()->summaryText().contains(QStringLiteral("1.20")));
        // The charts follow too.
        QCOMPARE(feature->charts()->utilityChart()->plyCount(), MolinariPositions);
    }

    // Annotate Game judges on a worker thread. A comment the user writes meanwhile is kept: the
    // game is annotated again with it, and one undo takes Kibitz's annotations away and leaves the
    // comment. The comment goes in as Edit Comment puts it once its dialog is answered: a click or
    // a dialog here would run the event loop, and the judgement could come back first.
    void aCommentWrittenWhileTheGameIsAnnotatedIsKept() {
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        showAndOpen(window, Molinari);
        QTRY_VERIFY_WITH_TIMEOUT(feature->analyser()->result(), AnalysisTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!feature->analyser()->isRunning(), AnalysisTimeoutMs);
        GameDocument* document = window.document();
        QSignalSpy annotated(feature, &AnalysisFeature::gameAnnotated);
        action(window, "annotateAction")->trigger();
        QVERIFY(feature->isAnnotating());

        // Before the judgement comes back (it is posted to this thread's event loop).
        const pgn::NodeId third = document->currentGame().tree().mainLine().at(3);
        document->edit([&] {
            document->model()->setComment(third, QStringLiteral("COACH: the knight heads for d3."));
            return QStringLiteral("Comment on 2. c4");
        });
        QCOMPARE(document->undoStack()->count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(annotated.count(), 1, AnalysisTimeoutMs);

        pgn::Game expected = readGames(Molinari.toStdString()).front();
        expected.tree().setCommentAfter(expected.tree().mainLine().at(3),
                                        "COACH: the knight heads for d3.");
        const pgn::Game commented = expected;
        const SharedGameAnalysis result = feature->analyser()->result();
        annotate::AnnotatorOptions options =
            result->annotatorOptions(feature->settings().annotator);
        options.replaceEarlier = true;
        options.judgeVariations = true;
        result->writeInto(expected, options);
        QCOMPARE(text(document->currentGame()), text(expected));
        QCOMPARE(document->undoStack()->count(), 2);
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Annotate Game"));
        document->undoStack()->undo();
        QCOMPARE(text(document->currentGame()), text(commented));
    }

    // Annotate Game judges the game's own variations. Their positions, which the analysis of the
    // main line leaves out, are analysed first (the progress counts them), and the queen a
    // variation hangs gets "??", marked as Kibitz's.
    void annotateGameJudgesTheVariations() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("coach.pgn"));
        std::ofstream(path.toStdString())
            << "[Event \"coach\"]\n\n1. e4 e5 2. Nf3 Nc6 (2... Qg5 3. Nxg5) 3. Bb5 a6 *\n";
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        loadAndWait(window, path);
        const pgn::Game original = window.document()->currentGame();
        const auto before = feature->analyser()->variationTrees(original);
        QCOMPARE(before.size(), std::size_t(2));
        QCOMPARE(std::count(before.begin(), before.end(), nullptr), 2);
        QSignalSpy started(feature->analyser(), &GameAnalyser::started);
        annotate(window);
        QCOMPARE(started.count(), 1);
        QCOMPARE(started.at(0).at(0).toInt(), 7 + 2); // the main line's 7 positions, then 2
        const pgn::Game& game = window.document()->currentGame();
        const pgn::NodeId queen = game.tree().children(game.tree().mainLine().at(3)).at(1);
        const auto nags = game.tree().nags(queen);
        QCOMPARE(std::vector<int>(nags.begin(), nags.end()), (std::vector<int>{4, 18}));
        const auto marker =
            pgn::findCommand(game.tree().commentAfter(queen), annotate::MarkerCommand);
        QVERIFY(marker);
        QCOMPARE(marker->arguments, std::string("4,18"));
        // The same as core's annotator writes with those trees.
        const SharedGameAnalysis result = feature->analyser()->result();
        pgn::Game expected = original;
        annotate::AnnotatorOptions options =
            result->annotatorOptions(feature->settings().annotator);
        options.judgeVariations = true;
        annotate::annotateGame(expected, result->trees, options,
                               feature->analyser()->variationTrees(original));
        QCOMPARE(text(game), text(expected));
        // A second Annotate Game finds the trees and analyses nothing again.
        annotate(window);
        QCOMPARE(started.count(), 1);
        QCOMPARE(text(window.document()->currentGame()), text(expected));
    }

    // One tick of a strength slider runs one back-up and one judging pass (the charts, the panel
    // and Annotate Game read that judgement), and when Kibitz follows the strengths, the move list
    // changes in place: no reset, the glyphs that changed told by dataChanged, the current move,
    // the selection and the scroll position kept.
    void aStrengthTickJudgesOnceAndResetsNothing_data() {
        QTest::addColumn<bool>("annotating");
        QTest::addRow("annotation off") << false;
        QTest::addRow("annotation on") << true;
    }

    void aStrengthTickJudgesOnceAndResetsNothing() {
        QFETCH(bool, annotating);
        MainWindow window(smallSettings());
        showAndOpen(window, WchNotes);
        showTable(window);
        AnalysisFeature* feature = window.analysis();
        GameDocument* document = window.document();
        const pgn::Game original = readGames(WchNotes.toStdString()).front();
        if (annotating) annotateByKeys(window);
        const std::vector<pgn::NodeId> line = document->currentGame().tree().mainLine();
        const pgn::NodeId current = line[60];
        document->goTo(current);
        MoveTreePanel* panel = window.moveTreePanel();
        QVERIFY(panel->verticalScrollBar()->value() > 0);
        MoveTreeModel* model = document->model();
        const int rowTop = panel->visualRect(model->indexOf(current)).top();
        QVERIFY(rowTop > 0);
        const auto mainLineTexts = [&] {
            QStringList texts;
            for (const pgn::NodeId id : document->currentGame().tree().mainLine())
                if (id != pgn::GameTree::root()) texts << model->moveText(id);
            return texts;
        };
        const QStringList textsBefore = mainLineTexts();
        GameAnalyser* analyser = feature->analyser();
        const int backUps = analyser->backUps();
        const int judgingPasses = analyser->judgingPasses();
        QSignalSpy aboutToReset(model, &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy reset(model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);

        // One tick: White's slider to its lowest value, as a click on the slider's track at its
        // end would do.
        feature->strengthControls()->slider(true)->triggerAction(QSlider::SliderToMinimum);
        QTRY_COMPARE(analyser->backUps(), backUps + 1);
        QTest::qWait(3 * StrengthControls::NotifyIntervalMs); // whatever else would follow
        QCOMPARE(analyser->backUps(), backUps + 1);
        QCOMPARE(analyser->judgingPasses(), judgingPasses + 1);
        QCOMPARE(analyser->merits().whiteMerit, 0.0);
        QCOMPARE(aboutToReset.count(), 0);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(document->currentNode(), current);
        QCOMPARE(model->nodeAt(panel->currentIndex()), current);
        const QModelIndexList selected = panel->selectionModel()->selectedRows();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(model->nodeAt(selected.front()), current);
        // The current move in view where it was, not below it and less than a scroll step above:
        // the list scrolls by whole rows (a step is the row that would come in at the top), and
        // the rows above it may have grown or shrunk.
        const QRect shown = panel->visualRect(model->indexOf(current));
        QVERIFY(panel->viewport()->rect().contains(shown));
        const QModelIndex top = panel->indexAt(QPoint(1, 1));
        const QModelIndex above = panel->indexAbove(top);
        const int step = above.isValid() ? panel->visualRect(above).height() : shown.height();
        const QString where =
            QStringLiteral("%1 -> %2 (step %3)").arg(rowTop).arg(shown.top()).arg(step);
        QVERIFY2(shown.top() <= rowTop, qPrintable(where));
        QVERIFY2(rowTop - shown.top() < std::max(step, shown.height()), qPrintable(where));

        // The charts show the judgement of the result.
        const SharedGameAnalysis result = analyser->result();
        QCOMPARE(result->merits.whiteMerit, 0.0);
        QCOMPARE(result->moves.size(), annotate::judgeGame(result->analyses, original, {}).size());
        const auto markers = ChartsPanel::markersFor(*result);
        QCOMPARE(feature->charts()->utilityChart()->markers().size(), markers.size());
        for (std::size_t i = 0; i < markers.size(); ++i)
            QCOMPARE(feature->charts()->utilityChart()->markers()[i].label, markers[i].label);

        if (!annotating) {
            QCOMPARE(changed.count(), 0);
            QCOMPARE(shown.top(), rowTop); // nothing in the list changed
            QCOMPARE(text(document->currentGame()), text(original));
            return;
        }
        // The game as core's annotator writes it at the new strengths, its two variations judged
        // too, and its glyphs shown.
        pgn::Game expected = original;
        annotate::AnnotatorOptions options =
            result->annotatorOptions(feature->settings().annotator);
        options.judgeVariations = true;
        const auto variationTrees = analyser->variationTrees(original);
        QCOMPARE(variationTrees.size(), std::size_t(3));
        QVERIFY(std::find(variationTrees.begin(), variationTrees.end(), nullptr) ==
                variationTrees.end());
        annotate::annotateGame(expected, result->trees, options, variationTrees);
        QCOMPARE(text(document->currentGame()), text(expected));
        const pgn::GameTree& judged = document->currentGame().tree();
        const auto variations = annotate::ownVariations(judged);
        QCOMPARE(variations.size(), std::size_t(2));
        for (const annotate::VariationLine& variation : variations)
            for (std::size_t i = 1; i < variation.size(); ++i)
                QVERIFY(pgn::evaluation(judged.commentAfter(variation[i])));
        QVERIFY(changed.count() > 0);
        QStringList glyphsChanged;
        const QStringList textsAfter = mainLineTexts();
        QCOMPARE(textsAfter.size(), textsBefore.size());
        for (qsizetype i = 0; i < textsAfter.size(); ++i)
            if (textsAfter[i] != textsBefore[i])
                glyphsChanged << textsBefore[i] + QStringLiteral(" -> ") + textsAfter[i];
        // White at 0 Elo: White plays at random and its positions are valued as a 1000 player's
        // (the lowest rating the value model knows); the small losses that were ?! between two
        // players of about 2790 no longer count, on either side. The signs judge the board
        // between two players of the mean rating (PositionAnalysis::boardOutcome), so the rating
        // gap moves none of them to Black; they change where the lower level weighs the same
        // scores less (4. Ba4, 15. Nxe7+) or more (39. e5).
        qInfo("%s", qPrintable(glyphsChanged.join(" | ")));
        QCOMPARE(glyphsChanged.size(), 19);
        QCOMPARE(glyphsChanged.mid(0, 4), QStringList({QStringLiteral("3\u2026 a6?! -> 3\u2026 a6"),
                                                       QStringLiteral("4. Ba4?! \u2A71 -> 4. Ba4"),
                                                       QStringLiteral("5. O-O?! -> 5. O-O"),
                                                       QStringLiteral("6. Bxc6?! -> 6. Bxc6")}));
        QCOMPARE(glyphsChanged.back(), QStringLiteral("43. Bb4 \u2A72 -> 43. Bb4"));
    }

    // As a user does it: Annotate Game (its keys), a comment written inside a variation of Kibitz's
    // (right click, Edit Comment), a click on a move in the middle whose main-line move Kibitz
    // commented, a new move played there on the board, Promote Variation (right click). The
    // re-annotation that follows keeps the old main line with the coach's notes and the user's
    // comment: the human content is the original game with the user's edits.
    void promotingAfterAnnotateKeepsTheGame() {
        MainWindow window(smallSettings());
        showAndOpen(window, WchNotes);
        annotateByKeys(window);
        showTable(window);
        GameDocument* document = window.document();
        MoveTreePanel* panel = window.moveTreePanel();
        pgn::Game expected = readGames(WchNotes.toStdString()).front();
        const pgn::GameTree& tree = document->currentGame().tree();
        QCOMPARE(humanText(document->currentGame()), text(expected));

        // A comment inside Kibitz's first variation, after the words Kibitz wrote there.
        const pgn::NodeId ours = firstKibitzVariation(tree);
        QVERIFY(ours != pgn::NoNode);
        const std::vector<chess::Move> oursLine = lineThrough(tree, ours);
        const std::vector<chess::Move> oursPath = tree.movesTo(ours);
        QMenu* menu = testsupport::rightClickRow(*panel, ours);
        QString kibitzWords;
        testsupport::answerCommentDialog(panel, QStringLiteral(" My idea too."), &kibitzWords);
        testsupport::triggerInMenu(menu, "editCommentAction");
        QVERIFY(!kibitzWords.isEmpty());
        const QString userWords = kibitzWords + QStringLiteral(" My idea too.");
        QCOMPARE(QString::fromStdString(pgn::commentText(tree.commentAfter(ours))), userWords);

        // A move in the middle that Kibitz commented on, and a new move before it on the board.
        const std::vector<pgn::NodeId> line = tree.mainLine();
        std::size_t ply = line.size() / 2;
        while (ply < line.size() && !hasKibitzMark(tree, line[ply])) ++ply;
        QVERIFY(ply < line.size());
        const pgn::NodeId before = line[ply - 1];
        testsupport::clickRow(*panel, before);
        QCOMPARE(document->currentNode(), before);
        const chess::Move alternative = newMove(document->currentPosition(), tree, before);
        QVERIFY(!alternative.isNone());
        testsupport::playOnBoard(*window.boardView(), alternative);
        const pgn::NodeId played = document->currentNode();
        QCOMPARE(tree.parent(played), before);
        QCOMPARE(tree.move(played), alternative);

        menu = testsupport::rightClickRow(*panel, played);
        testsupport::triggerInMenu(menu, "promoteAction");
        QCOMPARE(tree.firstChild(before), played);
        QVERIFY(document->undoStack()->undoText().startsWith(QStringLiteral("Promote ")));
        // Kibitz annotates the new main line a moment later, on its own.
        QTRY_COMPARE_WITH_TIMEOUT(document->undoStack()->undoText(),
                                  QStringLiteral("Annotate Game"), AnalysisTimeoutMs);

        // The coach's notes, the old main line from that move on and the user's comment are all
        // there: the human content is the game with exactly the user's edits.
        const pgn::NodeId userNode = addLine(expected, oursPath);
        addLine(expected, oursLine);
        expected.tree().setCommentAfter(userNode, userWords.toStdString());
        const pgn::NodeId alternativeNode = addLine(expected, {tree.movesTo(played)});
        QVERIFY(expected.tree().promoteVariation(alternativeNode));
        QCOMPARE(humanText(document->currentGame()), text(expected));
        // Whitespace as one space: the writer breaks lines wherever the words before put them.
        const std::string shown =
            QString::fromStdString(text(document->currentGame())).simplified().toStdString();
        QVERIFY(shown.find("Challenging the only open file.") != std::string::npos);
        QVERIFY(shown.find("Ding held the worse ending.") != std::string::npos);
        QVERIFY(shown.find("My idea too.") != std::string::npos);
        QCOMPARE(*document->currentGame().tag("PlyCount"), std::string("97"));
    }

    // Annotating again, at other strengths, touches nothing but Kibitz's own marks. Edits in and
    // around Kibitz's variations (a move added at the end of one, a comment inside one, a glyph on
    // one, one deleted, one promoted, a comment and a glyph on the main line beside them), made
    // with the mouse; then two new strengths. The human content (the game less Kibitz's marks and
    // untouched variations) is, before and after each, exactly the coach's game with the user's
    // edits made to it.
    void annotatingAgainKeepsEveryHumanEdit() {
        MainWindow window(smallSettings());
        showAndOpen(window, WchNotes);
        annotateByKeys(window);
        showTable(window);
        GameDocument* document = window.document();
        MoveTreePanel* panel = window.moveTreePanel();
        AnalysisFeature* feature = window.analysis();
        pgn::Game expected = readGames(WchNotes.toStdString()).front();
        const pgn::GameTree& tree = document->currentGame().tree();
        const std::vector<pgn::NodeId> ours = kibitzVariations(tree);
        QVERIFY2(ours.size() >= 5, qPrintable(QString::number(ours.size())));
        const auto lineEnd = [&tree](pgn::NodeId id) {
            while (tree.firstChild(id) != pgn::NoNode) id = tree.firstChild(id);
            return id;
        };
        // The node of `id`'s moves in `expected`, added where missing.
        const auto expectedNode = [&](pgn::NodeId id) {
            return addLine(expected, tree.movesTo(id));
        };

        // 1. A move at the end of Kibitz's first variation: it is the user's now, with the words
        // Kibitz had written at its start.
        const pgn::NodeId end = lineEnd(ours[0]);
        testsupport::clickRow(*panel, end);
        QCOMPARE(document->currentNode(), end);
        const chess::Move added = newMove(document->currentPosition(), tree, end);
        QVERIFY(!added.isNone());
        const std::string words0 = pgn::commentText(tree.commentAfter(ours[0]));
        std::vector<chess::Move> line0 = tree.movesTo(end);
        line0.push_back(added);
        expected.tree().setCommentAfter(expectedNode(ours[0]), words0);
        testsupport::playOnBoard(*window.boardView(), added);
        QCOMPARE(tree.movesTo(document->currentNode()), line0);
        addLine(expected, line0);

        // 2. A comment on the second move of the second (or on its only move).
        const pgn::NodeId commented =
            tree.firstChild(ours[1]) != pgn::NoNode ? tree.firstChild(ours[1]) : ours[1];
        QMenu* menu = testsupport::rightClickRow(*panel, commented);
        QString shown;
        testsupport::answerCommentDialog(panel, QStringLiteral(" Also possible."), &shown);
        testsupport::triggerInMenu(menu, "editCommentAction");
        addLine(expected, tree.movesTo(lineEnd(ours[1])));
        expected.tree().setCommentAfter(
            expectedNode(commented),
            (shown + QStringLiteral(" Also possible.")).simplified().toStdString());

        // 3. A glyph (!?) on the third's first move.
        testsupport::triggerInMenu(testsupport::rightClickRow(*panel, ours[2]), "nagAction5");
        addLine(expected, tree.movesTo(lineEnd(ours[2])));
        expected.tree().addNag(expectedNode(ours[2]), pgn::Nag(5));

        // 4. The fourth deleted: it was never anyone's but Kibitz's.
        testsupport::triggerInMenu(testsupport::rightClickRow(*panel, ours[3]),
                                   "deleteVariationAction");
        QVERIFY(!tree.contains(ours[3]));

        // 5. Around them: a comment and a glyph on the main-line moves they branch from.
        const pgn::NodeId branch = tree.parent(ours[2]);
        menu = testsupport::rightClickRow(*panel, branch);
        testsupport::answerCommentDialog(panel, QStringLiteral(" Here it turns."), &shown);
        testsupport::triggerInMenu(menu, "editCommentAction");
        expected.tree().setCommentAfter(
            expectedNode(branch),
            (shown + QStringLiteral(" Here it turns.")).simplified().toStdString());
        const pgn::NodeId glyphed = tree.parent(ours[1]);
        testsupport::triggerInMenu(testsupport::rightClickRow(*panel, glyphed), "nagAction3");
        expected.tree().addNag(expectedNode(glyphed), pgn::Nag(3));
        QCOMPARE(humanText(document->currentGame()), text(expected));

        // 6. The last promoted: its moves are the main line there, the old ones a variation.
        const pgn::NodeId promoted = ours.back();
        testsupport::triggerInMenu(testsupport::rightClickRow(*panel, promoted), "promoteAction");
        QCOMPARE(tree.firstChild(tree.parent(promoted)), promoted);
        addLine(expected, tree.movesTo(lineEnd(promoted)));
        QVERIFY(expected.tree().promoteVariation(expectedNode(promoted)));
        QCOMPARE(humanText(document->currentGame()), text(expected));
        // Kibitz annotates the new main line on its own.
        QTRY_COMPARE_WITH_TIMEOUT(document->undoStack()->undoText(),
                                  QStringLiteral("Annotate Game"), AnalysisTimeoutMs);
        QCOMPARE(humanText(document->currentGame()), text(expected));

        // New strengths, twice: Kibitz annotates again each time, and the human content stays.
        for (const int elo : {1200, 2600}) {
            const std::string before = text(document->currentGame());
            feature->strengthControls()->spinBox(true)->setValue(elo);
            QTRY_VERIFY_WITH_TIMEOUT(text(document->currentGame()) != before, AnalysisTimeoutMs);
            QCOMPARE(humanText(document->currentGame()), text(expected));
        }
    }

    // A long walk of edits of every kind (Annotate Game, moves played on the board, promotions,
    // deletions, glyphs, comments after and before, the game's comment, tags, a game replaced, and
    // the annotations Kibitz writes on its own after a main-line edit), undone with Ctrl+Z to the
    // byte-identical original, then redone with Ctrl+Shift+Z and Ctrl+Y to the byte-identical
    // edited games, each step compared with the games recorded when it was made.
    void undoAndRedoWalkEveryEdit() {
        MainWindow window(smallSettings());
        showAndOpen(window, WchNotes);
        showTable(window);
        GameDocument* document = window.document();
        QUndoStack* stack = document->undoStack();
        MoveTreePanel* panel = window.moveTreePanel();
        AnalysisFeature* feature = window.analysis();
        QAction* undo = action(window, "undoAction");
        QAction* redo = action(window, "redoAction");
        QCOMPARE(stack->count(), 0);
        QVERIFY(!undo->isEnabled());
        QVERIFY(!redo->isEnabled());

        // The games after each step of the stack, recorded as it grows; and its names.
        QStringList games{document->allGamesPgn()};
        QStringList names;
        const QString current = document->currentGamePgn();
        connect(stack, &QUndoStack::indexChanged, this, [&](int index) {
            if (index != games.size()) return; // undo and redo, later
            games << document->allGamesPgn();
            names << stack->undoText();
        });
        const pgn::GameTree& tree = document->currentGame().tree();
        // Waits until Kibitz is done with the game: the analysis of an edited main line, and
        // the annotations it writes then while it follows the strengths.
        const auto settle = [&] {
            QTest::qWait(600); // past the re-analysis delay
            QTRY_VERIFY_WITH_TIMEOUT(!feature->analyser()->isRunning(), AnalysisTimeoutMs);
        };
        const auto menuAction = [&](pgn::NodeId id, const char* name) {
            testsupport::triggerInMenu(testsupport::rightClickRow(*panel, id), name);
        };
        const auto comment = [&](pgn::NodeId id, const char* name, const QString& words) {
            QMenu* menu = testsupport::rightClickRow(*panel, id);
            QString shown;
            testsupport::answerCommentDialog(panel, words, &shown);
            testsupport::triggerInMenu(menu, name);
            // The window is active again once the dialog is closed (the offscreen platform
            // does not give the activation back on its own).
            window.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window));
        };
        const auto play = [&](pgn::NodeId from) {
            testsupport::clickRow(*panel, from);
            QCOMPARE(document->currentNode(), from);
            const chess::Move move = newMove(document->currentPosition(), tree, from);
            QVERIFY(!move.isNone());
            testsupport::playOnBoard(*window.boardView(), move);
            QCOMPARE(tree.parent(document->currentNode()), from);
        };
        const auto main = [&](int ply) { return tree.mainLine().at(std::size_t(ply)); };

        annotateByKeys(window);        // 1
        play(main(40));                // 2: a variation
        play(document->currentNode()); // 3: its next move
        const pgn::NodeId variation = tree.parent(document->currentNode());
        menuAction(variation, "promoteAction"); // 4, and Kibitz annotates again
        settle();
        menuAction(main(10), "nagAction1");                                      // 5
        menuAction(main(11), "nagAction4");                                      // 6
        menuAction(main(10), "removeNagsAction");                                // 7
        comment(main(12), "editCommentAction", QStringLiteral(" Well played.")); // 8
        const pgn::NodeId ours = firstKibitzVariation(tree);
        QVERIFY(ours != pgn::NoNode);
        comment(ours, "editCommentBeforeAction", QStringLiteral("Kibitz says:")); // 9
        comment(main(3), "editGameCommentAction", QStringLiteral(" Game one."));  // 10
        document->setTag(QStringLiteral("White"), QStringLiteral("Nepo"));        // 11
        document->setTag(QStringLiteral("Round"), QString());                     // 12
        menuAction(ours, "deleteVariationAction");                                // 13
        menuAction(main(38), "deleteFromAction"); // 14, and Kibitz annotates again
        settle();
        const int last = int(tree.mainLine().size()) - 1;
        play(main(last));              // 15, and Kibitz annotates again
        play(document->currentNode()); // 16
        settle();
        comment(document->currentNode(), "editCommentAction",
                QStringLiteral("An extra move."));                                    // 17
        menuAction(document->currentNode(), "nagAction6");                            // 18
        QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier); // 19
        settle();
        pgn::Game replacement = document->currentGame(); // 20
        replacement.setTag("Event", "Another event");
        document->replaceCurrentGame(replacement);
        play(main(20)); // 21
        const QString doomed = document->model()->moveText(document->currentNode());
        menuAction(document->currentNode(), "deleteFromAction"); // 22
        QVERIFY(stack->count() >= 22);
        QCOMPARE(games.size(), stack->count() + 1);
        QCOMPARE(stack->index(), stack->count());
        QVERIFY(document->isModified());
        QVERIFY(names.contains(QStringLiteral("Change Tag White")));
        QVERIFY(names.contains(QStringLiteral("Replace Game")));
        QCOMPARE(undo->text(), QStringLiteral("&Undo Delete From ") + doomed);

        // Back to the start, one Ctrl+Z at a time.
        for (int index = stack->count(); index > 0; --index) {
            QCOMPARE(undo->text(), QStringLiteral("&Undo ") + names.at(index - 1));
            QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(stack->index(), index - 1);
            QCOMPARE(document->allGamesPgn(), games.at(index - 1));
        }
        QCOMPARE(document->currentGamePgn(), current);
        QVERIFY(!document->isModified());
        QVERIFY(!undo->isEnabled());
        QVERIFY(redo->isEnabled());
        settle(); // nothing Kibitz does now is an edit
        QCOMPARE(stack->index(), 0);

        // And forward again, with either key.
        for (int index = 1; index <= stack->count(); ++index) {
            QCOMPARE(redo->text(), QStringLiteral("&Redo ") + names.at(index - 1));
            if (index % 2)
                QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            else
                QTest::keyClick(&window, Qt::Key_Y, Qt::ControlModifier);
            QCOMPARE(stack->index(), index);
            QCOMPARE(document->allGamesPgn(), games.at(index));
        }
        QVERIFY(!redo->isEnabled());
        QVERIFY(document->isModified());
        settle();
        QCOMPARE(document->allGamesPgn(), games.last());

        // Another file: nothing to undo.
        QVERIFY(document->load(Molinari).loaded);
        QCOMPARE(stack->count(), 0);
        QVERIFY(!undo->isEnabled());
    }

    // The user's sequence: Annotate Game, a move played in the middle, Promote Variation (Kibitz
    // annotates again), Ctrl+Z until the promotion is undone, Ctrl+S, and the file opened again:
    // it holds what the window showed, and undo brought back the move that was current.
    void undoThenSaveKeepsWhatIsShown() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.pgn"));
        QVERIFY(QFile::copy(WchNotes, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        MainWindow window(smallSettings());
        showAndOpen(window, path);
        showTable(window);
        annotateByKeys(window);
        GameDocument* document = window.document();
        QUndoStack* stack = document->undoStack();
        MoveTreePanel* panel = window.moveTreePanel();
        const pgn::GameTree& tree = document->currentGame().tree();
        const pgn::NodeId before = tree.mainLine().at(30);
        testsupport::clickRow(*panel, before);
        const chess::Move move = newMove(document->currentPosition(), tree, before);
        testsupport::playOnBoard(*window.boardView(), move);
        const pgn::NodeId played = document->currentNode();
        const QString afterMove = document->currentGamePgn();
        QCOMPARE(stack->undoText(), QStringLiteral("Play ") + document->model()->moveText(played));
        testsupport::clickRow(*panel, tree.mainLine().at(5)); // the user looks elsewhere
        testsupport::triggerInMenu(testsupport::rightClickRow(*panel, played), "promoteAction");
        QCOMPARE(stack->undoText(),
                 QStringLiteral("Promote ") + document->model()->moveText(played));
        QTRY_COMPARE_WITH_TIMEOUT(stack->undoText(), QStringLiteral("Annotate Game"),
                                  AnalysisTimeoutMs);

        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier); // Kibitz's annotations
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier); // the promotion
        QCOMPARE(document->currentGamePgn(), afterMove);
        QCOMPARE(tree.firstChild(before) != played, true);
        QCOMPARE(document->currentNode(), played); // current when Promote was chosen
        QTest::qWait(1000); // Kibitz would annotate now if it still followed the strengths
        QCOMPARE(document->currentGamePgn(), afterMove);
        const QString shown = document->allGamesPgn();

        QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!document->isModified());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()), shown);
        GameDocument reopened;
        QVERIFY(reopened.load(path).loaded);
        QCOMPARE(reopened.allGamesPgn(), shown);
    }

    void annotateAllKeepsTheWindowResponsive() {
        QTemporaryDir dir;
        const QString path = smallDatabase(dir, 3);
        const std::vector<pgn::Game> originals = readGames(path.toStdString());
        QCOMPARE(int(originals.size()), 3);
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        QVERIFY(window.document()->load(path).loaded);
        // The watchdog measures the batch alone: the current game's analysis is stopped (its
        // charts are drawn on the GUI thread when it ends, which is not what this test is about).
        QVERIFY(feature->analyser()->isRunning());
        action(window, "stopAnalysisAction")->trigger();
        QVERIFY(!feature->analyser()->isRunning());
        QSignalSpy replaced(window.document(), &GameDocument::gameReplaced);
        Watchdog watchdog;
        action(window, "annotateAllAction")->trigger();
        QVERIFY(feature->batch()->isRunning());
        QVERIFY(!action(window, "annotateAllAction")->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!feature->batch()->isRunning(), AnalysisTimeoutMs);
        qInfo("largest event-loop gap while annotating all games: %lld ms", watchdog.largestGap());
        KIBITZ_VERIFY_TIMING(watchdog.largestGap() < 100, watchdog.largestGap());
        QCOMPARE(replaced.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const pgn::Game& game = window.document()->game(i);
            QVERIFY(text(game) != text(originals[std::size_t(i)]));
            QVERIFY(text(game).find("[%kibitz") != std::string::npos);
        }
        QVERIFY(window.document()->isModified());
        QVERIFY(action(window, "annotateAllAction")->isEnabled());
    }

    void cancellingAnnotateAllKeepsWhatIsDone() {
        QTemporaryDir dir;
        const QString path = smallDatabase(dir, 6);
        const std::vector<pgn::Game> originals = readGames(path.toStdString());
        AnalysisSettings settings = smallSettings();
        settings.lookahead.rootNodes = 20'000; // slower, so that there is time to cancel
        MainWindow window(settings);
        AnalysisFeature* feature = window.analysis();
        QVERIFY(window.document()->load(path).loaded);
        action(window, "stopAnalysisAction")->trigger(); // the batch alone, as above
        QSignalSpy replaced(window.document(), &GameDocument::gameReplaced);
        Watchdog watchdog;
        action(window, "annotateAllAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(replaced.size() >= 1, AnalysisTimeoutMs);
        auto* cancel = window.findChild<QToolButton*>(QStringLiteral("annotateAllProgressCancel"));
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!feature->batch()->isRunning());
        const int done = int(replaced.size());
        QTest::qWait(300); // what the stopped run still posts is dropped
        QCOMPARE(int(replaced.size()), done);
        KIBITZ_VERIFY_TIMING(watchdog.largestGap() < 100, watchdog.largestGap());
        QVERIFY(done < int(originals.size()));
        for (int i = 0; i < int(originals.size()); ++i) {
            const std::string shown = text(window.document()->game(i));
            const bool annotated = shown.find("[%kibitz") != std::string::npos;
            QCOMPARE(annotated, i < done);
            if (i >= done) QCOMPARE(shown, text(originals[std::size_t(i)]));
        }
    }

    // A game the user edits while Annotate All runs keeps the edit; the others are annotated.
    void annotateAllKeepsAnEditMadeMeanwhile() {
        QTemporaryDir dir;
        const QString path = smallDatabase(dir, 6);
        AnalysisSettings settings = smallSettings();
        settings.lookahead.rootNodes = 20'000; // slower, so that there is time to edit
        MainWindow window(settings);
        AnalysisFeature* feature = window.analysis();
        GameDocument* document = window.document();
        QVERIFY(document->load(path).loaded);
        action(window, "stopAnalysisAction")->trigger();
        action(window, "annotateAllAction")->trigger();
        QVERIFY(feature->batch()->isRunning());
        // The last game, edited through the move tree as the user would.
        document->setCurrentGame(5);
        MoveTreeModel* model = document->model();
        const pgn::NodeId first = model->nodeAt(model->index(0, MoveTreeModel::MoveColumn));
        QVERIFY(model->setComment(first, QStringLiteral("My own note.")));
        const std::string edited = text(document->game(5));
        QTRY_VERIFY_WITH_TIMEOUT(!feature->batch()->isRunning(), AnalysisTimeoutMs);
        QCOMPARE(text(document->game(5)), edited);
        QVERIFY(edited.find("My own note.") != std::string::npos);
        for (int i = 0; i < 5; ++i)
            QVERIFY(text(document->game(i)).find("[%kibitz") != std::string::npos);
    }

    // The games the document holds (the first two, read with the file, and an edited one) are
    // copied for the worker; the others it reads from the file. Each game comes out as core's
    // annotateStream annotates the same games in one stream.
    void annotateAllGivesWhatAnnotateStreamGives() {
        QTemporaryDir dir;
        const QString path = smallDatabase(dir, 5);
        std::vector<pgn::Game> games = readGames(path.toStdString());
        QCOMPARE(int(games.size()), 5);
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        GameDocument* document = window.document();
        QVERIFY(document->load(path).loaded);
        action(window, "stopAnalysisAction")->trigger();
        games[2].setTag("Event", "Edited before Annotate All");
        document->replaceGame(2, games[2]);
        for (int i = 0; i < 5; ++i) QCOMPARE(document->heldGame(i) != nullptr, i < 3);
        QSignalSpy unread(feature->batch(), &BatchAnnotator::gameUnread);
        QSignalSpy replaced(document, &GameDocument::gameReplaced);
        action(window, "annotateAllAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!feature->batch()->isRunning(), AnalysisTimeoutMs);
        QCOMPARE(unread.size(), 0);
        QCOMPARE(replaced.size(), 5);
        const std::vector<std::string> expected =
            testsupport::annotatedTexts(games, feature->batchOptions());
        QCOMPARE(int(expected.size()), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(replaced.at(i).at(0).toInt(), i);
            QCOMPARE(text(document->game(i)), expected[std::size_t(i)]);
        }
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("All games annotated"));

        // The run is one undo step, after the edit made before it; undone, every game is as it
        // was before the run (the edited one with its edit), and redone, as the run left it.
        QUndoStack* stack = document->undoStack();
        QCOMPARE(stack->count(), 2);
        QCOMPARE(stack->undoText(), QStringLiteral("Annotate All Games"));
        QCOMPARE(stack->text(0), QStringLiteral("Replace Game"));
        const QString annotated = document->allGamesPgn();
        stack->undo();
        std::string before;
        for (const pgn::Game& game : games) before += text(game);
        QCOMPARE(document->allGamesPgn().toStdString(), before);
        QVERIFY(document->isModified());
        stack->redo();
        QCOMPARE(document->allGamesPgn(), annotated);
    }

    // Another program changed the file after it was opened: the games the worker would read from
    // it are left as they are and named; the games held are annotated.
    void annotateAllReportsTheGamesOfAChangedFile() {
        QTemporaryDir dir;
        const QString path = smallDatabase(dir, 5);
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        GameDocument* document = window.document();
        QVERIFY(document->load(path).loaded);
        action(window, "stopAnalysisAction")->trigger();
        QVERIFY(appendTo(path, "\n[Event \"Added\"]\n\n1. e4 *\n"));
        QSignalSpy unread(feature->batch(), &BatchAnnotator::gameUnread);
        QSignalSpy replaced(document, &GameDocument::gameReplaced);
        action(window, "annotateAllAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!feature->batch()->isRunning(), AnalysisTimeoutMs);
        QCOMPARE(replaced.size(), 2);
        QCOMPARE(unread.size(), 3);
        QStringList reasons;
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(unread.at(i).at(0).toInt(), i + 2);
            const QString reason =
                QStringLiteral("game %1: games.pgn was changed by another program after it was "
                               "opened")
                    .arg(i + 3);
            QCOMPARE(unread.at(i).at(1).toString(), reason);
            reasons << reason;
        }
        QCOMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("All games annotated. 3 game(s) not annotated because they could "
                                "not be read: ") +
                     reasons.join(QStringLiteral("; ")));
        QVERIFY(document->isModified());
        for (int i = 2; i < 5; ++i) QVERIFY(!document->heldGame(i));
    }

    // A game with an error, read by the worker, is left as it is (annotating what was read would
    // drop the rest of it on saving), with the error the document reports for it; the others are
    // annotated.
    void annotateAllLeavesABrokenGameAsItIs() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("games.pgn"));
        std::string bytes;
        const std::vector<pgn::Game> sources = readGames(AnnotatedAll, 4);
        for (int i = 0; i < 3; ++i) bytes += text(sources[std::size_t(i)]);
        const auto brokenLine = std::count(bytes.begin(), bytes.end(), '\n') + 3;
        bytes += "[Event \"Broken\"]\n\n1. Nf3 {A note} Nf6 2. Ke3 *\n\n" + text(sources[3]);
        QVERIFY(appendTo(path, QByteArray::fromStdString(bytes)));
        const std::vector<pgn::Game> originals = readGames(path.toStdString());
        QCOMPARE(int(originals.size()), 5);
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        GameDocument* document = window.document();
        QVERIFY(document->load(path).loaded);
        action(window, "stopAnalysisAction")->trigger();
        QSignalSpy unread(feature->batch(), &BatchAnnotator::gameUnread);
        QSignalSpy replaced(document, &GameDocument::gameReplaced);
        action(window, "annotateAllAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!feature->batch()->isRunning(), AnalysisTimeoutMs);
        QCOMPARE(unread.size(), 1);
        QCOMPARE(unread.at(0).at(0).toInt(), 3);
        const QString reason = unread.at(0).at(1).toString();
        QVERIFY2(reason.startsWith(
                     QStringLiteral("games.pgn, line %1, column 24: game 4: ").arg(brokenLine)),
                 qPrintable(reason));
        QCOMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("All games annotated. 1 game(s) not annotated because they could "
                                "not be read: ") +
                     reason);
        QCOMPARE(replaced.size(), 4);
        for (int i : {0, 1, 2, 4})
            QVERIFY(text(document->game(i)).find("[%kibitz") != std::string::npos);
        // The document, reading the game, reports the same error; the game is as it was read.
        QSignalSpy found(document, &GameDocument::readErrorFound);
        document->setCurrentGame(3);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).at(1).toString(), reason);
        QCOMPARE(text(document->currentGame()), text(originals[3]));
    }

    // The file's scan fails while Annotate All waits for it (the file is gone before its scan
    // starts): the wait ends, the message names the file and the error, and the games read (the
    // first two) are annotated. Asked again, it starts at once.
    void aFailedScanEndsTheWait() {
        QTemporaryDir dir;
        const QString path =
            QFileInfo(dir.filePath(QStringLiteral("karpov.pgn"))).absoluteFilePath();
        QVERIFY(QFile::copy(Karpov, path));
        auto head = GameStore::readHead(path);
        QVERIFY(head);
        QVERIFY(!head->complete);
        QCOMPARE(int(head->games.size()), 2);
        QVERIFY(QFile::remove(path));
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        GameDocument* document = window.document();
        QVERIFY(document->open(std::move(*head)).loaded);
        action(window, "stopAnalysisAction")->trigger();
        QSignalSpy messages(window.statusBar(), &QStatusBar::messageChanged);
        QSignalSpy started(feature->batch(), &BatchAnnotator::started);
        QSignalSpy replaced(document, &GameDocument::gameReplaced);
        action(window, "annotateAllAction")->trigger();
        QVERIFY(feature->waitsForScan());
        QVERIFY(!action(window, "annotateAllAction")->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, 10000);
        QVERIFY(!feature->waitsForScan());
        QCOMPARE(started.at(0).at(0).toInt(), 2);
        const QString error = path + QStringLiteral(": No such file or directory");
        QCOMPARE(document->scanError(), error);
        QTRY_VERIFY_WITH_TIMEOUT(!feature->batch()->isRunning(), AnalysisTimeoutMs);
        QCOMPARE(replaced.size(), 2);
        const QStringList expected = {
            QStringLiteral("Annotating all games starts when the whole file has been read"),
            QStringLiteral("karpov.pgn could not be read to its end (%1): annotating the 2 "
                           "game(s) read before")
                .arg(error),
            QStringLiteral("The 2 game(s) read were annotated. The rest of karpov.pgn could not be "
                           "read: %1")
                .arg(error)};
        QCOMPARE(messagesOf(messages), expected);
        // The scan is over: nothing to wait for.
        action(window, "annotateAllAction")->trigger();
        QVERIFY(!feature->waitsForScan());
        QVERIFY(feature->batch()->isRunning());
        QCOMPARE(started.size(), 2);
        QCOMPARE(started.at(1).at(0).toInt(), 2);
        feature->cancelAnnotateAll();
    }

    // Another file opened while Annotate All waits for the scan: the wait was for the games that
    // are gone, and ends; the new file is not annotated when its own scan ends.
    void openingAnotherFileDropsTheWait() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("karpov.pgn"));
        QVERIFY(QFile::copy(Karpov, path));
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        GameDocument* document = window.document();
        QVERIFY(document->load(path).loaded);
        action(window, "stopAnalysisAction")->trigger();
        auto* progress =
            window.findChild<ProgressIndicator*>(QStringLiteral("annotateAllProgress"));
        QVERIFY(progress);
        QSignalSpy started(feature->batch(), &BatchAnnotator::started);
        action(window, "annotateAllAction")->trigger();
        QVERIFY(feature->waitsForScan());
        QVERIFY(!progress->isHidden());
        QVERIFY(document->load(Molinari).loaded);
        QVERIFY(!feature->waitsForScan());
        QVERIFY(progress->isHidden());
        QVERIFY(action(window, "annotateAllAction")->isEnabled());
        QTRY_VERIFY(!document->gameList()->isLoading());
        QCOMPARE(started.size(), 0);
        QVERIFY(!feature->batch()->isRunning());
    }

    // Cancel while Annotate All waits for the scan: nothing starts when the scan ends.
    void cancellingTheWait() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("karpov.pgn"));
        QVERIFY(QFile::copy(Karpov, path));
        MainWindow window(smallSettings());
        AnalysisFeature* feature = window.analysis();
        GameDocument* document = window.document();
        QVERIFY(document->load(path).loaded);
        action(window, "stopAnalysisAction")->trigger();
        QSignalSpy started(feature->batch(), &BatchAnnotator::started);
        action(window, "annotateAllAction")->trigger();
        QVERIFY(feature->waitsForScan());
        auto* cancel = window.findChild<QToolButton*>(QStringLiteral("annotateAllProgressCancel"));
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!feature->waitsForScan());
        QCOMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("Annotating all games cancelled"));
        QTRY_VERIFY(document->allGamesKnown());
        QCOMPARE(document->gameCount(), 3475);
        QCOMPARE(started.size(), 0);
        QVERIFY(action(window, "annotateAllAction")->isEnabled());
    }

    // Annotate All on thousands of games, from a file (the worker reads them; the action comes
    // while the file is still being scanned) or pasted (every game held, copied a few dozen at a
    // time): the event loop never stalls for more than 100 ms from the action to the first results
    // (asserted in the timing build, which runs on a machine doing nothing else; the default
    // suite checks that the batch starts once and that the first results are exact).
    void annotateAllStartsWithoutStalling_data() {
        QTest::addColumn<bool>("pasted");
        QTest::addRow("file") << false;
        QTest::addRow("pasted") << true;
    }

    void annotateAllStartsWithoutStalling() {
        QFETCH(bool, pasted);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("thousands.pgn"));
        QVERIFY(testsupport::writeMastersFile(QStringLiteral(KIBITZ_SHARED_DATA "/pgn/masters"),
                                              path, ThousandsGames));
        const std::vector<pgn::Game> first = readGames(path.toStdString(), FirstResults);
        MainWindow window(tinySettings());
        AnalysisFeature* feature = window.analysis();
        GameDocument* document = window.document();
        if (pasted) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(document->loadText(QString::fromUtf8(file.readAll())).loaded);
            QCOMPARE(document->gameCount(), ThousandsGames);
        } else {
            QVERIFY(document->load(path).loaded);
            QVERIFY(!document->allGamesKnown());
        }
        action(window, "stopAnalysisAction")->trigger();
        QSignalSpy started(feature->batch(), &BatchAnnotator::started);
        QSignalSpy replaced(document, &GameDocument::gameReplaced);
        Watchdog watchdog;
        QElapsedTimer timer;
        timer.start();
        action(window, "annotateAllAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(replaced.size() >= FirstResults, AnalysisTimeoutMs);
        const qint64 stall = watchdog.largestGap();
        qInfo("%s: %d games, first %d annotated after %lld ms; the event loop stalled %lld ms at "
              "most",
              pasted ? "pasted" : "file", ThousandsGames, FirstResults, timer.elapsed(), stall);
        feature->cancelAnnotateAll();
        KIBITZ_VERIFY_TIMING(stall <= LongestStallMs, stall);
        QCOMPARE(started.size(), 1);
        QCOMPARE(started.at(0).at(0).toInt(), ThousandsGames);
        const std::vector<std::string> expected =
            testsupport::annotatedTexts(first, feature->batchOptions());
        for (int i = 0; i < FirstResults; ++i)
            QCOMPARE(text(document->game(i)), expected[std::size_t(i)]);
    }

    void theGameListMakesAGameCurrent() {
        QTemporaryDir dir;
        const QString path = smallDatabase(dir, 4);
        MainWindow window(smallSettings());
        window.show();
        AnalysisFeature* feature = window.analysis();
        QVERIFY(!feature->gamesDock()->isVisible());
        QVERIFY(window.document()->load(path).loaded);
        QVERIFY(feature->gamesDock()->isVisible());
        GameListPanel* list = feature->gameList();
        QTRY_COMPARE(list->model()->rowCount(), 4);
        QCOMPARE(list->filterEdit()->placeholderText(),
                 QStringLiteral("Filter: player, event, white:…, black:…"));
        const QModelIndex third = list->table()->model()->index(2, 0);
        emit list->table()->activated(third);
        QCOMPARE(window.document()->currentGameIndex(), 2);
        // The strengths come from the new game, and it is analysed.
        QVERIFY(feature->analyser()->isRunning() || feature->analyser()->result());
        // A single game hides the list again.
        QVERIFY(window.document()->load(Molinari).loaded);
        QVERIFY(!feature->gamesDock()->isVisible());
    }
};

QTEST_MAIN(TestAnalysisFeature)
#include "tst_analysisfeature.moc"
