// Tests for ui/boardview: the board's geometry in both orientations and what it paints.

#include "chess/position.h"
#include "ui/boardview.h"

#include <QImage>
#include <QSignalSpy>
#include <QTest>

using kibitz::chess::Position;
using kibitz::chess::Square;
using kibitz::ui::BoardView;
namespace chess = kibitz::chess;

Q_DECLARE_METATYPE(kibitz::chess::Square)

namespace {

// Renders the board as it would appear on screen, at its current size.
QImage render(BoardView& board) {
    QImage image(board.size(), QImage::Format_RGB32);
    image.fill(Qt::magenta); // shows up in a failure message if anything is left unpainted
    board.render(&image);
    return image;
}

QColor pixel(const QImage& image, QPointF point) {
    return image.pixelColor(point.toPoint());
}

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private slots:
    void squareRect_data();
    void squareRect();
    void squareAt_data();
    void squareAt();
    void squareAtInvertsSquareRect();
    void sizeHints();
    void squareColours_data();
    void squareColours();
    void piecesFollowTheOrientation_data();
    void piecesFollowTheOrientation();
    void flippedChangedOnlyOnChange();
    void accessibleText();
};

void TestBoardView::squareRect_data() {
    QTest::addColumn<QSize>("widgetSize");
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<Square>("square");
    QTest::addColumn<QRectF>("expected");

    // 400x400: a 20 px frame (a twentieth) around 8 squares of 45 px, the board at (20, 20).
    const QSize square400(400, 400);
    QTest::addRow("a1 white side") << square400 << false << chess::A1 << QRectF(20, 335, 45, 45);
    QTest::addRow("h8 white side") << square400 << false << chess::H8 << QRectF(335, 20, 45, 45);
    QTest::addRow("e4 white side") << square400 << false << chess::E4 << QRectF(200, 200, 45, 45);
    QTest::addRow("a1 black side") << square400 << true << chess::A1 << QRectF(335, 20, 45, 45);
    QTest::addRow("h8 black side") << square400 << true << chess::H8 << QRectF(20, 335, 45, 45);
    QTest::addRow("e4 black side") << square400 << true << chess::E4 << QRectF(155, 155, 45, 45);
    // A wide widget keeps the board square and centres it: 360 px of squares in 600 px.
    QTest::addRow("a1 wide") << QSize(600, 400) << false << chess::A1 << QRectF(120, 335, 45, 45);
    QTest::addRow("h8 wide") << QSize(600, 400) << false << chess::H8 << QRectF(435, 20, 45, 45);
    // A tall one centres it vertically: 8 * 56 = 448 px of squares in 800 px.
    QTest::addRow("a8 tall") << QSize(500, 800) << false << chess::A8 << QRectF(26, 176, 56, 56);
    QTest::addRow("no square") << square400 << false << chess::NoSquare << QRectF();
}

void TestBoardView::squareRect() {
    QFETCH(QSize, widgetSize);
    QFETCH(bool, flipped);
    QFETCH(Square, square);
    QFETCH(QRectF, expected);

    BoardView board;
    board.resize(widgetSize);
    board.setFlipped(flipped);
    QCOMPARE(board.squareRect(square), expected);
}

void TestBoardView::squareAt_data() {
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<Square>("expected");

    // On a 400x400 board the squares cover [20, 380) in both directions.
    QTest::addRow("top left corner") << false << QPointF(20, 20) << chess::A8;
    QTest::addRow("top left corner flipped") << true << QPointF(20, 20) << chess::H1;
    QTest::addRow("last pixel") << false << QPointF(379.9, 379.9) << chess::H1;
    QTest::addRow("last pixel flipped") << true << QPointF(379.9, 379.9) << chess::A8;
    QTest::addRow("e4") << false << QPointF(222, 222) << chess::E4;
    QTest::addRow("d5 from black's side") << true << QPointF(222, 222) << chess::D5;
    QTest::addRow("e2 left edge") << false << QPointF(200, 290) << chess::E2;
    QTest::addRow("d2 just left of e2") << false << QPointF(199.9, 290) << chess::D2;
    QTest::addRow("frame left") << false << QPointF(19.9, 200) << chess::NoSquare;
    QTest::addRow("frame top") << false << QPointF(200, 19.9) << chess::NoSquare;
    QTest::addRow("frame right") << false << QPointF(380, 200) << chess::NoSquare;
    QTest::addRow("frame bottom") << true << QPointF(200, 380) << chess::NoSquare;
    QTest::addRow("widget corner") << false << QPointF(0, 0) << chess::NoSquare;
    QTest::addRow("outside the widget") << false << QPointF(-50, 500) << chess::NoSquare;
}

void TestBoardView::squareAt() {
    QFETCH(bool, flipped);
    QFETCH(QPointF, point);
    QFETCH(Square, expected);

    BoardView board;
    board.resize(400, 400);
    board.setFlipped(flipped);
    QCOMPARE(board.squareAt(point), expected);
}

void TestBoardView::squareAtInvertsSquareRect() {
    BoardView board;
    board.resize(333, 517); // odd sizes: squares of 37 px, centred with remainders
    for (const bool flipped : {false, true}) {
        board.setFlipped(flipped);
        for (Square s = chess::A1; s < chess::NoSquare; ++s) {
            const QRectF rect = board.squareRect(s);
            QCOMPARE(rect.width(), 37.0);
            QCOMPARE(board.squareAt(rect.topLeft()), s);
            QCOMPARE(board.squareAt(rect.center()), s);
            QCOMPARE(board.squareAt(rect.bottomRight() - QPointF(0.01, 0.01)), s);
        }
    }
}

void TestBoardView::sizeHints() {
    BoardView board;
    QCOMPARE(board.sizeHint(), QSize(480, 480));
    QCOMPARE(board.minimumSizeHint(), QSize(200, 200));
    // At the minimum size the frame is 12 px and the squares 22 px.
    board.resize(board.minimumSizeHint());
    QCOMPARE(board.squareRect(chess::A1), QRectF(12, 166, 22, 22));
}

void TestBoardView::squareColours_data() {
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<Square>("square");
    QTest::addColumn<bool>("dark");

    for (const bool flipped : {false, true}) {
        const char* side = flipped ? "black side" : "white side";
        QTest::addRow("a1 %s", side) << flipped << chess::A1 << true;
        QTest::addRow("h1 %s", side) << flipped << chess::H1 << false;
        QTest::addRow("a8 %s", side) << flipped << chess::A8 << false;
        QTest::addRow("h8 %s", side) << flipped << chess::H8 << true;
        QTest::addRow("e4 %s", side) << flipped << chess::E4 << false;
        QTest::addRow("d4 %s", side) << flipped << chess::D4 << true;
    }
}

void TestBoardView::squareColours() {
    QFETCH(bool, flipped);
    QFETCH(Square, square);
    QFETCH(bool, dark);

    BoardView board;
    board.resize(400, 400);
    board.setFlipped(flipped);
    const QImage image = render(board);
    const QRectF rect = board.squareRect(square);
    const QColor expected = dark ? BoardView::darkSquareColor() : BoardView::lightSquareColor();
    // The corners of a square are never covered by its piece (the start position fills a1, h1,
    // a8 and h8 with rooks).
    QCOMPARE(pixel(image, rect.topLeft()), expected);
    QCOMPARE(pixel(image, rect.bottomRight() - QPointF(1, 1)), expected);
}

void TestBoardView::piecesFollowTheOrientation_data() {
    QTest::addColumn<bool>("flipped");
    QTest::addRow("white side") << false;
    QTest::addRow("black side") << true;
}

void TestBoardView::piecesFollowTheOrientation() {
    QFETCH(bool, flipped);

    BoardView board;
    board.resize(400, 400);
    board.setFlipped(flipped);
    const QImage image = render(board);
    // Inside the lower body of a pawn, below the centre of its square, a white pawn is filled
    // with the white piece colour and a black one with the black piece colour.
    const QPointF body(0, 0.25 * 45);
    QCOMPARE(pixel(image, board.squareRect(chess::E2).center() + body),
             BoardView::whitePieceColor());
    QCOMPARE(pixel(image, board.squareRect(chess::D7).center() + body),
             BoardView::blackPieceColor());
    // An empty square in the same place shows the square colour.
    QCOMPARE(pixel(image, board.squareRect(chess::E4).center() + body),
             BoardView::lightSquareColor());
    QCOMPARE(pixel(image, board.squareRect(chess::D4).center() + body),
             BoardView::darkSquareColor());
    // Fixed screen coordinates: the leftmost square of the second row from the bottom holds a
    // white pawn (a2) seen from White's side and a black pawn (h7) seen from Black's.
    const QColor secondRowPawn = pixel(image, QPointF(20 + 22.5, 290 + 22.5 + 0.25 * 45));
    QCOMPARE(secondRowPawn, flipped ? BoardView::blackPieceColor() : BoardView::whitePieceColor());
}

void TestBoardView::flippedChangedOnlyOnChange() {
    BoardView board;
    QSignalSpy spy(&board, &BoardView::flippedChanged);
    QVERIFY(!board.isFlipped());
    board.setFlipped(false);
    QCOMPARE(spy.count(), 0);
    board.setFlipped(true);
    QVERIFY(board.isFlipped());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toBool(), true);
    board.setFlipped(true);
    QCOMPARE(spy.count(), 1);
    board.setFlipped(false);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toBool(), false);
}

void TestBoardView::accessibleText() {
    BoardView board;
    QCOMPARE(board.accessibleName(), QStringLiteral("Chess board"));
    QCOMPARE(board.accessibleDescription(),
             QStringLiteral("The position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1,"
                            " seen from White's side."));

    Position position;
    const char* fen = "8/8/4k3/8/8/4K3/4P3/8 b - - 3 40";
    QVERIFY(!position.setFen(fen));
    board.setPosition(position);
    board.setFlipped(true);
    QCOMPARE(board.position().fen(), std::string(fen));
    QCOMPARE(board.accessibleDescription(),
             QStringLiteral("The position %1, seen from Black's side.").arg(QLatin1String(fen)));
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
