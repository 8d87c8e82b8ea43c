// Squares and arrows drawn by hand on the board (right click, right drag; Shift red, Alt blue, Ctrl
// yellow) go into the current move's comment as [%csl]/[%cal], one undo step each, next to what the
// comment already says, and come back from the saved file.

#include "../analysissupport.h"
#include "ui/board/boardview.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace kibitz;
using kibitz::ui::BoardView;
using kibitz::ui::MainWindow;
using kibitz::ui::MarkColor;

namespace {

QPoint centre(const BoardView& board, chess::Square square) {
    return board.squareRect(square).center().toPoint();
}

std::string commentAt(const ui::GameDocument& document, pgn::NodeId id) {
    return document.currentGame().tree().commentAfter(id);
}

} // namespace

class TestHandMarks : public QObject {
    Q_OBJECT

private slots:
    void colours() {
        QCOMPARE(BoardView::markColorFor(Qt::NoModifier), MarkColor::Green);
        QCOMPARE(BoardView::markColorFor(Qt::ShiftModifier), MarkColor::Red);
        QCOMPARE(BoardView::markColorFor(Qt::AltModifier), MarkColor::Blue);
        QCOMPARE(BoardView::markColorFor(Qt::ControlModifier), MarkColor::Yellow);
        QCOMPARE(BoardView::markColorFor(Qt::ShiftModifier | Qt::AltModifier), MarkColor::Yellow);
    }

    void drawnMarksAreKeptInTheGame() {
        MainWindow window(testsupport::smallAnalysisSettings());
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ui::GameDocument* document = window.document();
        QVERIFY(document
                    ->loadText(QStringLiteral("[White \"A\"]\n[Black \"B\"]\n\n"
                                              "1. e4 {Best by test. [%clk 0:05:00]} e5 *\n"))
                    .loaded);
        const pgn::NodeId e4 = document->currentGame().tree().firstChild(pgn::GameTree::root());
        QVERIFY(document->goTo(e4));
        BoardView* board = window.boardView();
        QWidget* surface = board;

        // A right click marks e4 green; the comment's words and clock stay.
        QTest::mouseClick(surface, Qt::RightButton, {}, centre(*board, chess::E4));
        QCOMPARE(commentAt(*document, e4), std::string("[%csl Ge4] Best by test. [%clk 0:05:00]"));
        QCOMPARE(board->marks().size(), std::size_t(1));
        QCOMPARE(board->marks()[0].square, chess::E4);
        QCOMPARE(board->marks()[0].color, MarkColor::Green);
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Mark e4"));

        // A right drag with Shift: a red arrow d1-h5.
        QTest::mousePress(surface, Qt::RightButton, Qt::ShiftModifier, centre(*board, chess::D1));
        QTest::mouseMove(surface, centre(*board, chess::F3));
        QTest::mouseMove(surface, centre(*board, chess::H5));
        QTest::mouseRelease(surface, Qt::RightButton, Qt::ShiftModifier, centre(*board, chess::H5));
        QCOMPARE(commentAt(*document, e4),
                 std::string("[%cal Rd1h5] [%csl Ge4] Best by test. [%clk 0:05:00]"));
        QCOMPARE(board->arrows().size(), std::size_t(1));
        QCOMPARE(board->arrows()[0].color, MarkColor::Red);
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Arrow d1h5"));

        // The same click again takes the mark away.
        QTest::mouseClick(surface, Qt::RightButton, {}, centre(*board, chess::E4));
        QCOMPARE(commentAt(*document, e4),
                 std::string("[%cal Rd1h5] Best by test. [%clk 0:05:00]"));
        QVERIFY(board->marks().empty());

        // Undo step by step, then redo: every state comes back exactly.
        document->undoStack()->undo();
        QCOMPARE(commentAt(*document, e4),
                 std::string("[%cal Rd1h5] [%csl Ge4] Best by test. [%clk 0:05:00]"));
        document->undoStack()->undo();
        document->undoStack()->undo();
        QCOMPARE(commentAt(*document, e4), std::string("Best by test. [%clk 0:05:00]"));
        QVERIFY(board->marks().empty() && board->arrows().empty());
        document->undoStack()->redo();
        document->undoStack()->redo();
        QCOMPARE(board->arrows().size(), std::size_t(1));
        QCOMPARE(board->marks().size(), std::size_t(1));

        // Another move has its own marks: at e5 the board shows none.
        QVERIFY(document->nextPly());
        QVERIFY(board->marks().empty() && board->arrows().empty());

        // Saved and read again.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("marks.pgn"));
        QVERIFY(document->save(path).saved);
        ui::GameDocument reopened;
        QVERIFY(reopened.load(path).loaded);
        QCOMPARE(
            commentAt(reopened, reopened.currentGame().tree().firstChild(pgn::GameTree::root())),
            std::string("[%cal Rd1h5] [%csl Ge4] Best by test. [%clk 0:05:00]"));
    }
};

QTEST_MAIN(TestHandMarks)
#include "tst_handmarks.moc"
