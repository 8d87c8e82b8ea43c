// The players beside the board: names, titles and ratings from the tags, the clocks at the current
// move from [%clk] (or the TimeControl tag before a side's first clock), the side to move's clock
// lit, the strips swapping with the board's flip and following tag edits and undo.

#include "ui/board/boardview.h"
#include "ui/board/playerclocks.h"
#include "ui/board/playerstrip.h"
#include "ui/document/gamedocument.h"

#include <QApplication>
#include <QTest>
#include <QUndoStack>

using namespace kibitz;
using namespace std::chrono_literals;
using kibitz::ui::BoardColumn;
using kibitz::ui::BoardView;
using kibitz::ui::GameDocument;
using kibitz::ui::PlayerClocks;
using kibitz::ui::PlayerStrip;

namespace {

const QString ClockGame = QStringLiteral(
    "[White \"Carlsen, Magnus\"]\n[WhiteTitle \"GM\"]\n[WhiteElo \"2862\"]\n[Black \"?\"]\n"
    "[TimeControl \"40/7200:20/3600:900+30\"]\n\n"
    "1. e4 {[%clk 1:59:58]} e5 {[%clk 1:59:50]} 2. Nf3 {Quick. [%clk 1:58:01]} Nc6 "
    "(2... d6 {[%clk 1:40:00]} 3. d4) 3. Bb5 {[%clk 0:00:09.5]} *\n");

// The node reached from the root by the child indices `path` (0: the main continuation).
pgn::NodeId nodeAt(const pgn::GameTree& tree, std::initializer_list<int> path) {
    pgn::NodeId node = pgn::GameTree::root();
    for (const int index : path) node = tree.children(node).at(std::size_t(index));
    return node;
}

} // namespace

class TestPlayerStrip : public QObject {
    Q_OBJECT

private slots:
    void initialClockReadsTheFirstPeriod() {
        QCOMPARE(ui::initialClock("40/7200:20/3600:900+30"), std::optional(7200000ms));
        QCOMPARE(ui::initialClock("300+2"), std::optional(300000ms));
        QCOMPARE(ui::initialClock("5400"), std::optional(5400000ms));
        QCOMPARE(ui::initialClock("-"), std::nullopt);
        QCOMPARE(ui::initialClock("?"), std::nullopt);
        QCOMPARE(ui::initialClock("*60"), std::nullopt);
        QCOMPARE(ui::initialClock("rapid"), std::nullopt);
        QCOMPARE(ui::initialClock(""), std::nullopt);
    }

    void formatClockAsPlayersReadIt() {
        QCOMPARE(ui::formatClock(7200000ms), QStringLiteral("2:00:00"));
        QCOMPARE(ui::formatClock(3599999ms), QStringLiteral("59:59"));
        QCOMPARE(ui::formatClock(599000ms), QStringLiteral("9:59"));
        QCOMPARE(ui::formatClock(10000ms), QStringLiteral("0:10"));
        QCOMPARE(ui::formatClock(9500ms), QStringLiteral("0:09.5"));
        QCOMPARE(ui::formatClock(0ms), QStringLiteral("0:00.0"));
    }

    void clocksAtEachMove() {
        GameDocument document;
        QVERIFY(document.loadText(ClockGame).loaded);
        const pgn::Game& game = document.currentGame();
        const pgn::GameTree& tree = game.tree();
        const auto at = [&](std::initializer_list<int> path) {
            return ui::clocksAt(game, nodeAt(tree, path));
        };
        QCOMPARE(at({}), (PlayerClocks{7200000ms, 7200000ms}));              // the TimeControl tag
        QCOMPARE(at({0}), (PlayerClocks{7198000ms, 7200000ms}));             // 1. e4 1:59:58
        QCOMPARE(at({0, 0}), (PlayerClocks{7198000ms, 7190000ms}));          // 1... e5 1:59:50
        QCOMPARE(at({0, 0, 0}), (PlayerClocks{7081000ms, 7190000ms}));       // 2. Nf3 1:58:01
        QCOMPARE(at({0, 0, 0, 1}), (PlayerClocks{7081000ms, 6000000ms}));    // 2... d6 1:40:00
        QCOMPARE(at({0, 0, 0, 1, 0}), (PlayerClocks{7081000ms, 6000000ms})); // 3. d4: no clock
        QCOMPARE(at({0, 0, 0, 0, 0}), (PlayerClocks{9500ms, 7190000ms}));    // 3. Bb5 0:00:09.5
        QCOMPARE(ui::clocksAt(game, 100000), (PlayerClocks{7200000ms, 7200000ms})); // unknown id

        // No clock comments: no clocks, even with a TimeControl (2:00:00 at move 24 would be
        // a claim the game does not make).
        GameDocument plain;
        QVERIFY(plain.loadText(QStringLiteral("[TimeControl \"40/7200\"]\n\n1. e4 e5 *\n")).loaded);
        QCOMPARE(ui::clocksAt(plain.currentGame(), nodeAt(plain.currentGame().tree(), {0})),
                 (PlayerClocks{}));
        // A game from a position with Black to move: its first move is Black's.
        GameDocument black;
        QVERIFY(black
                    .loadText(QStringLiteral(
                        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n\n"
                        "1... Kd7 {[%clk 0:05:00]} 2. Kd2 {[%clk 0:04:00]} *\n"))
                    .loaded);
        QCOMPARE(ui::clocksAt(black.currentGame(), nodeAt(black.currentGame().tree(), {0, 0})),
                 (PlayerClocks{240000ms, 300000ms}));
    }

    void moveTimesFromClocksAndEmt() {
        GameDocument document;
        QVERIFY(document.loadText(ClockGame).loaded);
        // 30 s a move from the last period's increment (FIDE's give it from move 1); the start's
        // 2:00:00 before each side's first move; 2... Nc6 has no clock; the variation is not
        // the main line's.
        using Times = std::vector<std::optional<std::chrono::milliseconds>>;
        QCOMPARE(ui::moveTimes(document.currentGame()),
                 (Times{std::nullopt, 32000ms, 40000ms, 147000ms, std::nullopt, 7101500ms}));
        GameDocument emt;
        QVERIFY(emt.loadText(QStringLiteral("1. e4 {[%emt 0:00:05]} e5 {[%emt 0:01:00.5]} "
                                            "2. Nf3 {[%clk 0:10:00]} *\n"))
                    .loaded);
        // No TimeControl: 2. Nf3's clock has nothing to fall from.
        QCOMPARE(ui::moveTimes(emt.currentGame()),
                 (Times{std::nullopt, 5000ms, 60500ms, std::nullopt}));
        GameDocument rising;
        QVERIFY(
            rising
                .loadText(QStringLiteral("[TimeControl \"40/600:300\"]\n\n1. e4 {[%clk 0:09:00]} "
                                         "e5 {[%clk 0:09:30]} 2. Nf3 {[%clk 0:13:00]} *\n"))
                .loaded);
        // 2. Nf3's clock rose by the next period's time: not a move's time.
        QCOMPARE(ui::moveTimes(rising.currentGame()),
                 (Times{std::nullopt, 60000ms, 30000ms, std::nullopt}));
    }

    void playerText() {
        GameDocument document;
        QVERIFY(document.loadText(ClockGame).loaded);
        QCOMPARE(PlayerStrip::playerText(document.currentGame(), true),
                 QStringLiteral("GM Carlsen, Magnus (2862)"));
        QCOMPARE(PlayerStrip::playerText(document.currentGame(), false), QStringLiteral("Black"));
    }

    void stripsFollowTheMovesTheFlipAndTheTags() {
        GameDocument document;
        QVERIFY(document.loadText(ClockGame).loaded);
        auto* board = new BoardView; // the column's child from here on
        BoardColumn column(board, &document);
        PlayerStrip* top = column.topStrip();
        PlayerStrip* bottom = column.bottomStrip();
        QCOMPARE(bottom->name(), QStringLiteral("GM Carlsen, Magnus (2862)"));
        QCOMPARE(bottom->clock(), QStringLiteral("2:00:00"));
        QVERIFY(bottom->isToMove());
        QCOMPARE(top->name(), QStringLiteral("Black"));
        QCOMPARE(top->clock(), QStringLiteral("2:00:00"));
        QVERIFY(!top->isToMove());

        QVERIFY(document.nextPly()); // 1. e4
        QCOMPARE(bottom->clock(), QStringLiteral("1:59:58"));
        QVERIFY(!bottom->isToMove());
        QVERIFY(top->isToMove());
        QVERIFY(document.goToEnd()); // 3. Bb5
        QCOMPARE(bottom->clock(), QStringLiteral("0:09.5"));
        QCOMPARE(top->clock(), QStringLiteral("1:59:50"));

        board->setFlipped(true); // Black plays up the board now
        QCOMPARE(top->name(), QStringLiteral("GM Carlsen, Magnus (2862)"));
        QCOMPARE(top->clock(), QStringLiteral("0:09.5"));
        QCOMPARE(bottom->name(), QStringLiteral("Black"));
        QVERIFY(bottom->isToMove());

        document.setTag(QStringLiteral("Black"), QStringLiteral("Nepomniachtchi, Ian"));
        QCOMPARE(bottom->name(), QStringLiteral("Nepomniachtchi, Ian"));
        document.undoStack()->undo();
        QCOMPARE(bottom->name(), QStringLiteral("Black"));
        QCOMPARE(top->clock(), QStringLiteral("0:09.5")); // the move stayed current
    }
};

QTEST_MAIN(TestPlayerStrip)
#include "tst_playerstrip.moc"
