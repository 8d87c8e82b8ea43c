// The Invisible Chess window (ui/invisible) as a user goes through it: a game started, moves
// clicked on the board, the computer's replies waited for without the window blocking, the heat
// map, a resignation, the replay with everything visible, a save, and the game opened again in
// a new window, the same in every line.

#include "chess/bitboard.h"
#include "ui/board/boardview.h"
#include "ui/charts/plychart.h"
#include "ui/invisible/invisiblewindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::chess;
using namespace kibitz::ui;

namespace {

void clickMove(BoardView& board, Square from, Square to) {
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(from).center().toPoint());
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(to).center().toPoint());
}

InvisibleSetup queensBishops() {
    InvisibleSetup setup;
    setup.human = White;
    setup.sets[White] = *invisible::parseInvisibleSet("1B");
    setup.sets[Black] = *invisible::parseInvisibleSet("1B");
    setup.computer.weights = {1, 0.5, 0};
    setup.computer.depth = 1;
    setup.computer.seed = 3;
    return setup;
}

QStringList logLines(const QListWidget& log) {
    QStringList lines;
    for (int i = 0; i < log.count(); ++i) lines << log.item(i)->text();
    return lines;
}

} // namespace

class TestInvisibleWindow : public QObject {
    Q_OBJECT

private slots:
    void playResignReplaySaveAndOpen() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.pgn"));
        QStringList lines;
        std::vector<std::array<double, 2>> entropy;
        {
            InvisibleWindow window;
            window.setAttribute(Qt::WA_DeleteOnClose, false);
            window.show();
            window.startGame(queensBishops());
            InvisibleSession& session = *window.session();
            BoardView& board = *window.board();
            // The user sees everything but Black's bishop on c8; their own bishop is marked.
            QCOMPARE(board.position().pieceOn(C8), NoPiece);
            QCOMPARE(board.position().pieceOn(C1), WhiteBishop);
            QCOMPARE(int(board.marks().size()), 1);
            QCOMPARE(board.marks()[0].square, C1);
            // The heat map shows the bishop's one possible square.
            QCOMPARE(window.beliefChooser()->currentText(),
                     QStringLiteral("Black's bishop from c8"));
            QCOMPARE(int(board.shades().size()), 1);
            QCOMPARE(board.shades()[0].square, C8);
            QCOMPARE(board.shades()[0].label, QStringLiteral("100%"));
            QCOMPARE(window.statusLabel()->text(), QStringLiteral("Your move"));

            // 1. e4: the board takes the click, Kibitz answers on its own thread.
            clickMove(board, E2, E4);
            QCOMPARE(window.attemptLog()->item(0)->text(), QStringLiteral("1. e2–e4"));
            QTRY_VERIFY(!session.thinking());
            QCOMPARE(window.attemptLog()->count(), 2);
            QVERIFY(window.attemptLog()->item(1)->text().startsWith(QStringLiteral("1... ")));
            QCOMPARE(board.position().pieceOn(E4), WhitePawn);
            // A move nobody could believe possible is not taken: the rook cannot jump.
            clickMove(board, A1, A3);
            QCOMPARE(window.attemptLog()->count(), 2);
            clickMove(board, D2, D4);
            QTRY_VERIFY(!session.thinking());
            QCOMPARE(window.attemptLog()->count(), 4);
            QCOMPARE(int(session.entropyBits().size()), 5);
            QCOMPARE(window.entropyChart()->plyCount(), 5);
            // Every shade sums to the bishop's whole probability.
            double total = 0;
            for (const SquareShade& shade : board.shades()) total += shade.weight;
            QVERIFY(std::abs(total - 1.0) < 1e-9);

            // Nothing to replay during the game.
            QVERIFY(!window.showEverything()->isEnabled());
            session.resign();
            QVERIFY(session.over());
            QCOMPARE(window.statusLabel()->text(), QStringLiteral("White resigned"));
            QCOMPARE(session.resultText(), QStringLiteral("0-1"));
            QVERIFY(board.position().pieceOn(E4) == WhitePawn);
            // The replay shows the true board with both sides' invisible pieces.
            QVERIFY(window.showEverything()->isEnabled());
            window.showEverything()->setChecked(true);
            window.replaySlider()->setValue(0);
            QCOMPARE(board.position().fen(), Position().fen());
            QCOMPARE(int(board.marks().size()), 2); // c1 and c8
            window.replaySlider()->setValue(4);
            QCOMPARE(board.position().fen(), session.truthAfter(4).fen());
            QCOMPARE(window.entropyChart()->currentPly(), 4);

            QCOMPARE(window.saveTo(path), QString());
            lines = logLines(*window.attemptLog());
            entropy = session.entropyBits();
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains(QStringLiteral("[Variant \"Invisible Chess\"]")));
        QVERIFY(text.contains(QStringLiteral("[WhiteInvisible \"1B\"]")));
        QVERIFY(text.contains(QStringLiteral("[White \"You\"]")));
        QVERIFY(text.contains(
            QStringLiteral("[Black \"Kibitz advisors W1 1, W2 0.5, W3 0, depth 1\"]")));
        QVERIFY(text.contains(QStringLiteral("[Termination \"normal\"]")));
        QVERIFY(text.contains(QStringLiteral("[Result \"0-1\"]")));

        // Opened again: the same log, uncertainty and result, and the replay at hand.
        InvisibleWindow again;
        again.setAttribute(Qt::WA_DeleteOnClose, false);
        again.show();
        QCOMPARE(again.openFrom(path), QString());
        QVERIFY(again.session()->over());
        QCOMPARE(logLines(*again.attemptLog()), lines);
        QCOMPARE(again.session()->entropyBits(), entropy);
        QCOMPARE(again.statusLabel()->text(), QStringLiteral("White resigned"));
        QVERIFY(again.showEverything()->isEnabled());
    }

    void aBadFileSaysWhereAndWhy() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plain.pgn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"?\"]\n\n1. e4 e5 *\n");
        f.close();
        InvisibleWindow window;
        window.setAttribute(Qt::WA_DeleteOnClose, false);
        QCOMPARE(window.openFrom(path),
                 path + QStringLiteral(": not a game of Invisible Chess (no Variant \"Invisible "
                                       "Chess\" tag)"));
        QVERIFY(!window.session()->started());
    }

    void kibitzMovesFirstWhenTheUserTakesBlack() {
        InvisibleWindow window;
        window.setAttribute(Qt::WA_DeleteOnClose, false);
        InvisibleSetup setup = queensBishops();
        setup.human = Black;
        window.startGame(setup);
        QVERIFY(window.board()->isFlipped());
        QVERIFY(window.session()->thinking());
        QTRY_VERIFY(!window.session()->thinking());
        QCOMPARE(window.attemptLog()->count(), 1);
        QVERIFY(window.attemptLog()->item(0)->text().startsWith(QStringLiteral("1. ")));
        QVERIFY(window.session()->humansTurn());
        QVERIFY(!window.session()->humanMoves().empty());
    }
};

QTEST_MAIN(TestInvisibleWindow)
#include "tst_invisiblewindow.moc"
