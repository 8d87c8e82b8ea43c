// Tests of ui/analysis/enginelines: the live lines of the built-in engine find a mate in two,
// deepen, drop the lines of a previous position, stop, keep the event loop running and are
// destroyed promptly while searching; the score and line texts; the endgame tables' verdict.

#include "../testsupport.h"
#include "chess/notation.h"
#include "tablebase/syzygy.h"
#include "tablebase/tablebases.h"
#include "ui/analysis/enginelines.h"

#include <QElapsedTimer>
#include <QHeaderView>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyle>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <memory>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

// Legall's mate, as a problem: 1. Nf6+ gxf6 2. Bxf7#.
constexpr std::string_view MateInTwo =
    "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1";
constexpr int SearchTimeoutMs = 10'000;

chess::Position position(std::string_view fen) {
    chess::Position pos;
    if (!pos.setFen(fen)) qFatal("bad FEN");
    return pos;
}

QString cell(const EngineLines& lines, int rank, int column) {
    return lines.lineView()->topLevelItem(rank)->text(column);
}

// The first move's SAN of a line "12. Nf6+ gxf6 …" or "12... gxf6 …", empty if none.
QString firstMove(const EngineLines& lines, int rank) {
    const QStringList words = cell(lines, rank, EngineLines::MovesColumn).split(u' ');
    return words.size() >= 2 ? words[1] : QString();
}

} // namespace

class TestEngineLines : public QObject {
    Q_OBJECT

private slots:
    void findsMateInTwo();
    void endgameTablesGiveTheResult();
    void deepens();
    void newPositionDropsOldLines();
    void aGameThatIsOverHasNoLines();
    void stopStopsUpdates();
    void keepsEventLoopRunning();
    void destroyedPromptlyWhileRunning();
    void scoreText_data();
    void scoreText();
    void lineText();
    void lineCount();
    void clickOffersTheLine();
};

void TestEngineLines::findsMateInTwo() {
    EngineLines lines;
    QVERIFY(!lines.startButton()->isChecked());
    lines.setPosition(position(MateInTwo));
    lines.startButton()->click();
    QVERIFY(lines.isRunning());
    QVERIFY(lines.startButton()->isChecked());
    QTRY_COMPARE_WITH_TIMEOUT(cell(lines, 0, EngineLines::ScoreColumn), QStringLiteral("#2"),
                              SearchTimeoutMs);
    QCOMPARE(firstMove(lines, 0), QStringLiteral("Nf6+"));
    QVERIFY(cell(lines, 0, EngineLines::MovesColumn).startsWith(QStringLiteral("1. Nf6+ gxf6")));
    QCOMPARE(lines.lineView()->topLevelItem(0)->toolTip(EngineLines::MovesColumn),
             cell(lines, 0, EngineLines::MovesColumn));
    QTRY_VERIFY_WITH_TIMEOUT(!cell(lines, 2, EngineLines::MovesColumn).isEmpty(), SearchTimeoutMs);
}

// With the Syzygy tables, the rook ending reads as the tables' win ("+TB", White's standpoint),
// and only moves that keep the rook are shown; without them, as pawns.
void TestEngineLines::endgameTablesGiveTheResult() {
    const auto syzygy = tablebase::Syzygy::open({KIBITZ_SYZYGY});
    QCOMPARE(syzygy->largest(), 4);
    EngineLines lines;
    lines.setNodeLimit(20'000);
    lines.setTablebases(std::make_shared<const tablebase::Tablebases>(syzygy, nullptr));
    lines.setPosition(position("8/8/8/8/8/2k5/8/R3K3 b - - 0 1")); // Black to move: lost
    lines.start();
    QTRY_COMPARE_WITH_TIMEOUT(cell(lines, 0, EngineLines::ScoreColumn), QStringLiteral("+TB"),
                              SearchTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(lines.headerText().endsWith(QStringLiteral("(done)")),
                             SearchTimeoutMs);
    for (int rank = 0; rank < EngineLines::DefaultLines; ++rank)
        QCOMPARE(cell(lines, rank, EngineLines::ScoreColumn), QStringLiteral("+TB"));
    lines.setTablebases(nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(!cell(lines, 0, EngineLines::ScoreColumn).isEmpty(), SearchTimeoutMs);
    QVERIFY(cell(lines, 0, EngineLines::ScoreColumn).startsWith(u'+'));
    QVERIFY(cell(lines, 0, EngineLines::ScoreColumn) != QStringLiteral("+TB"));
}

void TestEngineLines::deepens() {
    EngineLines lines;
    lines.setPosition(chess::Position());
    lines.start();
    QTRY_VERIFY_WITH_TIMEOUT(lines.shownDepth() >= 2, SearchTimeoutMs);
    const int depth = lines.shownDepth();
    const QString header = lines.headerText();
    QVERIFY2(header.contains(QStringLiteral("Depth %1/").arg(depth)), qPrintable(header));
    QTRY_VERIFY_WITH_TIMEOUT(lines.shownDepth() > depth, SearchTimeoutMs);
    QVERIFY(lines.headerText().contains(QStringLiteral("Depth %1/").arg(lines.shownDepth())));
}

void TestEngineLines::newPositionDropsOldLines() {
    EngineLines lines;
    lines.setPosition(position(MateInTwo));
    lines.start();
    QTRY_VERIFY_WITH_TIMEOUT(!firstMove(lines, 0).isEmpty(), SearchTimeoutMs);
    QTest::qWait(300); // let the old search post lines that are still queued at the switch

    const chess::Position start;
    int updates = 0;
    QStringList wrong;
    connect(&lines, &EngineLines::linesUpdated, this, [&] {
        ++updates;
        for (int rank = 0; rank < EngineLines::DefaultLines; ++rank) {
            const QString move = firstMove(lines, rank);
            if (!move.isEmpty() && !chess::parseSan(start, move.toStdString())) wrong << move;
        }
    });
    lines.setPosition(start);
    for (int rank = 0; rank < EngineLines::DefaultLines; ++rank)
        QVERIFY(cell(lines, rank, EngineLines::MovesColumn).isEmpty());
    QTest::qWait(1000);
    QVERIFY(updates > 0);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u' ')));
    QVERIFY(cell(lines, 0, EngineLines::MovesColumn).startsWith(QStringLiteral("1. ")));
}

// The knights out and back twice: the start position for the third time, a draw by threefold
// repetition, as the analysis panel says. The lines say so too and search nothing; the same board
// before the repetition is searched.
void TestEngineLines::aGameThatIsOverHasNoLines() {
    chess::Position repeated;
    for (int round = 0; round < 2; ++round)
        for (const char* san : {"Nf3", "Nf6", "Ng1", "Ng8"})
            repeated.play(*chess::parseSan(repeated, san));
    QCOMPARE(repeated.gameEnd(), chess::GameEnd::ThreefoldRepetition);
    EngineLines lines;
    lines.start();
    lines.setPosition(repeated);
    QCOMPARE(lines.headerText(), QStringLiteral("Game over: threefold repetition"));
    QVERIFY(lines.isRunning());
    QVERIFY(!lines.expectsLines()); // what the screenshot waits for
    QTest::qWait(300);
    QVERIFY(cell(lines, 0, EngineLines::MovesColumn).isEmpty());
    lines.setPosition(chess::Position());
    QVERIFY(lines.expectsLines());
    QTRY_VERIFY_WITH_TIMEOUT(
        cell(lines, 0, EngineLines::MovesColumn).startsWith(QStringLiteral("1. ")),
        SearchTimeoutMs);
}

void TestEngineLines::stopStopsUpdates() {
    EngineLines lines;
    lines.start();
    QTRY_VERIFY_WITH_TIMEOUT(lines.shownDepth() >= 1, SearchTimeoutMs);
    QSignalSpy updates(&lines, &EngineLines::linesUpdated);
    lines.startButton()->click();
    QVERIFY(!lines.isRunning());
    QVERIFY(!lines.startButton()->isChecked());
    QVERIFY(!lines.isSearching());
    const int before = int(updates.count());
    QTest::qWait(400);
    QCOMPARE(int(updates.count()), before);
    // Switched off, a new position does not start a search.
    lines.setPosition(position(MateInTwo));
    QTest::qWait(200);
    QVERIFY(!lines.isSearching());
    QCOMPARE(int(updates.count()), before);
}

void TestEngineLines::keepsEventLoopRunning() {
    EngineLines lines;
    lines.show();
    QSignalSpy updates(&lines, &EngineLines::linesUpdated);
    QElapsedTimer clock;
    clock.start();
    testsupport::EventLoopWatchdog watchdog;
    lines.start();
    QTest::qWait(1500);
    KIBITZ_VERIFY_TIMING(watchdog.largestGap() < 100, watchdog.largestGap());
    // Throttled: no more than one refresh per interval (and the first at once).
    QVERIFY(updates.count() > 0);
    QVERIFY(updates.count() <= clock.elapsed() / EngineLines::RefreshIntervalMs + 2);
}

void TestEngineLines::destroyedPromptlyWhileRunning() {
    auto lines = std::make_unique<EngineLines>();
    lines->start();
    QTRY_VERIFY_WITH_TIMEOUT(lines->shownDepth() >= 1, SearchTimeoutMs);
    QTest::qWait(200);
    QVERIFY(lines->isSearching());
    QElapsedTimer clock;
    clock.start();
    lines.reset();
    KIBITZ_VERIFY_TIMING(clock.elapsed() < 500, clock.elapsed());
    QTest::qWait(100); // nothing queued for the dead widget may run
}

void TestEngineLines::scoreText_data() {
    QTest::addColumn<int>("score");
    QTest::addColumn<bool>("whiteToMove");
    QTest::addColumn<QString>("text");
    QTest::addRow("white ahead") << 35 << true << QStringLiteral("+0.35");
    QTest::addRow("black to move ahead") << 120 << false << QStringLiteral("-1.20");
    QTest::addRow("level") << 0 << false << QStringLiteral("0.00");
    QTest::addRow("white mates in 2") << search::mateIn(3) << true << QStringLiteral("#2");
    QTest::addRow("black mates in 1") << search::mateIn(1) << false << QStringLiteral("#-1");
    QTest::addRow("white mated in 2") << search::matedIn(4) << true << QStringLiteral("#-2");
    QTest::addRow("black mated in 2") << search::matedIn(4) << false << QStringLiteral("#2");
    QTest::addRow("white's table win") << search::tbWinIn(3) << true << QStringLiteral("+TB");
    QTest::addRow("black's table win") << search::tbWinIn(0) << false << QStringLiteral("-TB");
    QTest::addRow("black's table loss") << search::tbLossIn(2) << false << QStringLiteral("+TB");
}

void TestEngineLines::scoreText() {
    QFETCH(int, score);
    QFETCH(bool, whiteToMove);
    QFETCH(QString, text);
    QCOMPARE(EngineLines::formatScore(score, whiteToMove ? chess::White : chess::Black), text);
}

void TestEngineLines::lineText() {
    chess::Position pos;
    const std::vector<chess::Move> line = {*chess::parseSan(pos, "e4")};
    QCOMPARE(EngineLines::formatLine(pos, line), QStringLiteral("1. e4"));
    pos.makeMove(line[0]);
    std::vector<chess::Move> reply;
    chess::Position copy = pos.clone();
    for (const char* san : {"e5", "Nf3", "Nc6"}) {
        const chess::Move m = *chess::parseSan(copy, san);
        reply.push_back(m);
        copy.makeMove(m);
    }
    QCOMPARE(EngineLines::formatLine(pos, reply), QStringLiteral("1... e5 2. Nf3 Nc6"));
    // Where each move's SAN ends in the text: "1... e5" 7, "2. Nf3" 14, "Nc6" 18.
    const EngineLines::LineText text = EngineLines::lineText(pos, reply);
    QCOMPARE(text.moveEnds, (std::vector<int>{7, 14, 18}));
}

// MultiPV 1 to 5: the rows shown and the lines searched follow the Lines box.
void TestEngineLines::lineCount() {
    EngineLines lines;
    QCOMPARE(lines.lineCount(), 3);
    QCOMPARE(lines.lineCountBox()->value(), 3);
    lines.setNodeLimit(20'000);
    lines.setPosition(chess::Position());
    lines.lineCountBox()->setValue(5);
    QCOMPARE(lines.lineCount(), 5);
    lines.start();
    QTRY_VERIFY_WITH_TIMEOUT(lines.headerText().endsWith(QStringLiteral("(done)")),
                             SearchTimeoutMs);
    QStringList firsts;
    for (int rank = 0; rank < 5; ++rank) {
        QVERIFY(!lines.lineView()->topLevelItem(rank)->isHidden());
        firsts << firstMove(lines, rank);
    }
    QCOMPARE(QSet<QString>(firsts.begin(), firsts.end()).size(), 5); // five different moves
    lines.setLineCount(1);
    QCOMPARE(lines.lineCountBox()->value(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(lines.headerText().endsWith(QStringLiteral("(done)")),
                             SearchTimeoutMs);
    QVERIFY(!cell(lines, 0, EngineLines::MovesColumn).isEmpty());
    for (int rank = 1; rank < EngineLines::MaxLines; ++rank) {
        QVERIFY(lines.lineView()->topLevelItem(rank)->isHidden());
        QVERIFY(cell(lines, rank, EngineLines::MovesColumn).isEmpty());
    }
}

// A click on a move of a line offers the line up to that move; a click on its score, all of it.
void TestEngineLines::clickOffersTheLine() {
    EngineLines lines;
    lines.resize(600, 200);
    lines.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lines));
    lines.setNodeLimit(30'000);
    lines.setPosition(position(MateInTwo));
    lines.start();
    QTRY_VERIFY_WITH_TIMEOUT(lines.headerText().endsWith(QStringLiteral("(done)")),
                             SearchTimeoutMs);
    QSignalSpy chosen(&lines, &EngineLines::lineChosen);
    QTreeWidget* view = lines.lineView();
    const QRect row = view->visualItemRect(view->topLevelItem(0));
    const int movesLeft = view->header()->sectionViewportPosition(EngineLines::MovesColumn);
    const QFontMetrics metrics(view->topLevelItem(0)->font(EngineLines::MovesColumn));
    // "1. Nf6+ gxf6 2. Bxf7#": the middle of "gxf6" is the second move.
    const QString text = cell(lines, 0, EngineLines::MovesColumn);
    QVERIFY2(text.startsWith(QStringLiteral("1. Nf6+ gxf6 2. Bxf7#")), qPrintable(text));
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    const int gxf6 = movesLeft + margin + metrics.horizontalAdvance(QStringLiteral("1. Nf6+ gx"));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(gxf6, row.center().y()));
    QCOMPARE(chosen.size(), 1);
    const auto moves = chosen.at(0).at(1).value<std::vector<chess::Move>>();
    QCOMPARE(moves.size(), std::size_t(2));
    chess::Position pos = position(MateInTwo);
    QCOMPARE(moves[0], *chess::parseSan(pos, "Nf6+"));
    QCOMPARE(chosen.at(0).at(0).value<chess::Key>(), pos.key());
    // On the score: the whole line, mate included.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      QPoint(row.left() + 4, row.center().y()));
    QCOMPARE(chosen.size(), 2);
    QCOMPARE(
        chosen.at(1).at(1).value<std::vector<chess::Move>>().size(),
        std::size_t(EngineLines::lineText(pos, chosen.at(1).at(1).value<std::vector<chess::Move>>())
                        .moveEnds.size()));
    QVERIFY(chosen.at(1).at(1).value<std::vector<chess::Move>>().size() >= 3);
}

QTEST_MAIN(TestEngineLines)
#include "tst_enginelines.moc"
