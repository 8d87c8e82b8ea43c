// Tests for ui/boardview: the board's geometry in both orientations, what it paints, the piece
// set it paints with, and the moves a user makes on it with the mouse and the keyboard.

#include "chess/notation.h"
#include "chess/position.h"
#include "ui/board/boardview.h"
#include "ui/board/piecerenderer.h"
#include "ui/board/promotionchooser.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTest>

using kibitz::chess::Move;
using kibitz::chess::Piece;
using kibitz::chess::Position;
using kibitz::chess::Square;
using kibitz::ui::Arrow;
using kibitz::ui::BoardColors;
using kibitz::ui::BoardView;
using kibitz::ui::MarkColor;
using kibitz::ui::PieceRenderer;
using kibitz::ui::PromotionChooser;
using kibitz::ui::SquareMark;
namespace chess = kibitz::chess;

Q_DECLARE_METATYPE(kibitz::chess::Square)
Q_DECLARE_METATYPE(kibitz::chess::Piece)
Q_DECLARE_METATYPE(kibitz::chess::Move)

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

// The fill colours of the classic set's white and black pieces (resources/pieces/make_classic.py).
const QColor WhitePieceFill(0xfb, 0xf9, 0xf3);
const QColor BlackPieceFill(0x2c, 0x28, 0x25);

// The same for the modern set (resources/pieces/make_modern.py).
const QColor ModernWhiteFill(0xf8, 0xf8, 0xf6);
const QColor ModernBlackFill(0x30, 0x34, 0x3b);

// The piece sets Kibitz ships, the folders under ":/pieces".
const char* const PieceSets[] = {"classic", "modern"};

// All twelve pieces with their file names.
const std::pair<Piece, const char*> AllPieces[] = {
    {chess::WhiteKing, "wK"},   {chess::WhiteQueen, "wQ"},  {chess::WhiteRook, "wR"},
    {chess::WhiteBishop, "wB"}, {chess::WhiteKnight, "wN"}, {chess::WhitePawn, "wP"},
    {chess::BlackKing, "bK"},   {chess::BlackQueen, "bQ"},  {chess::BlackRook, "bR"},
    {chess::BlackBishop, "bB"}, {chess::BlackKnight, "bN"}, {chess::BlackPawn, "bP"}};

// `piece` of `pieceSet` as the board draws it into a square of `size` pixels.
QImage pieceImage(const QString& pieceSet, Piece piece, int size) {
    const PieceRenderer renderer(pieceSet);
    return renderer.pixmap(piece, size, 1.0).toImage().convertToFormat(QImage::Format_ARGB32);
}

// `overlay` painted over `base` the way the board paints a translucent layer, rounded the same.
QColor blended(const QColor& base, const QColor& overlay) {
    QImage image(1, 1, QImage::Format_RGB32);
    image.fill(base);
    QPainter painter(&image);
    painter.fillRect(QRect(0, 0, 1, 1), overlay);
    painter.end();
    return image.pixelColor(0, 0);
}

Position fromFen(const char* fen) {
    Position position;
    const auto set = position.setFen(fen);
    if (!set) qFatal("bad FEN in test: %s", set.error().toString().c_str());
    return position;
}

QPoint centre(const BoardView& board, Square square) {
    return board.squareRect(square).center().toPoint();
}

void clickSquare(BoardView& board, Square square) {
    QTest::mouseClick(&board, Qt::LeftButton, {}, centre(board, square));
}

// A mouse move with the left button held, sent directly: it does not depend on the cursor, which
// the offscreen platform cannot move.
void dragTo(BoardView& board, QPoint point) {
    QMouseEvent event(QEvent::MouseMove, point, board.mapToGlobal(point), Qt::NoButton,
                      Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&board, &event);
}

// A board of 400x400 pixels (squares of 45 px from (20, 20)), shown so that its promotion
// chooser can become visible.
void showBoard(BoardView& board, const Position& position) {
    board.resize(400, 400);
    board.setPosition(position);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
}

Move movedArgument(const QSignalSpy& spy, int index = 0) {
    return spy.at(index).at(0).value<Move>();
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

    void pieceSetLoads_data();
    void pieceSetLoads();
    void piecePixmapsFollowTheScreen();
    void everyPieceSetLoads_data();
    void everyPieceSetLoads();
    void modernPiecesRender_data();
    void modernPiecesRender();
    void pieceThemeChanges();
    void modernThemeRepaintsThePieces();
    void pieceThemeChangeKeepsThePromotionChoice();
    void lastMoveAndMarks();
    void arrowsArePainted();
    void darkPalette();

    void clickClickMakesMove();
    void clickOnIllegalTargetMakesNoMove();
    void clickingTheSelectedPieceAgainLetsGo();
    void newPositionDropsTheSelection();
    void dragMakesMove();
    void dragToIllegalTargetMakesNoMove();
    void flippedBoardMapsClicks();
    void castlingByKingTarget();
    void legalMoveHints();
    void promotionAsksForThePiece();
    void promotionByDrag();
    void escapeCancelsPromotion();
    void escapeCancelsSelectionAndDrag();
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
    const QColor expected = dark ? board.colors().darkSquare : board.colors().lightSquare;
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
    // Inside the flared body of a pawn, below the centre of its square, a white pawn is filled
    // with the white piece colour and a black one with the black piece colour.
    const QPointF body(0, 0.2 * 45);
    QCOMPARE(pixel(image, board.squareRect(chess::E2).center() + body), WhitePieceFill);
    QCOMPARE(pixel(image, board.squareRect(chess::D7).center() + body), BlackPieceFill);
    // An empty square in the same place shows the square colour.
    QCOMPARE(pixel(image, board.squareRect(chess::E4).center() + body), board.colors().lightSquare);
    QCOMPARE(pixel(image, board.squareRect(chess::D4).center() + body), board.colors().darkSquare);
    // Fixed screen coordinates: the leftmost square of the second row from the bottom holds a
    // white pawn (a2) seen from White's side and a black pawn (h7) seen from Black's.
    const QColor secondRowPawn = pixel(image, QPointF(20 + 22.5, 290 + 22.5 + 0.2 * 45));
    QCOMPARE(secondRowPawn, flipped ? BlackPieceFill : WhitePieceFill);
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
    QVERIFY(position.setFen(fen));
    board.setPosition(position);
    board.setFlipped(true);
    QCOMPARE(board.position().fen(), std::string(fen));
    QCOMPARE(board.accessibleDescription(),
             QStringLiteral("The position %1, seen from Black's side.").arg(QLatin1String(fen)));
}

// ---- The piece set ------------------------------------------------------------------------------

void TestBoardView::pieceSetLoads_data() {
    QTest::addColumn<Piece>("piece");
    QTest::addColumn<QString>("path");
    const std::pair<Piece, const char*> pieces[] = {
        {chess::WhiteKing, "wK"},   {chess::WhiteQueen, "wQ"},  {chess::WhiteRook, "wR"},
        {chess::WhiteBishop, "wB"}, {chess::WhiteKnight, "wN"}, {chess::WhitePawn, "wP"},
        {chess::BlackKing, "bK"},   {chess::BlackQueen, "bQ"},  {chess::BlackRook, "bR"},
        {chess::BlackBishop, "bB"}, {chess::BlackKnight, "bN"}, {chess::BlackPawn, "bP"}};
    for (const auto& [piece, name] : pieces)
        QTest::addRow("%s", name) << piece << QStringLiteral(":/pieces/classic/%1.svg").arg(name);
}

void TestBoardView::pieceSetLoads() {
    QFETCH(Piece, piece);
    QFETCH(QString, path);

    QCOMPARE(PieceRenderer::resourcePath(QStringLiteral("classic"), piece), path);
    QSvgRenderer svg(path);
    QVERIFY(svg.isValid());
    QCOMPARE(svg.viewBoxF(), QRectF(0, 0, 45, 45));

    const PieceRenderer renderer;
    QVERIFY(renderer.isValid());
    const QImage image = renderer.pixmap(piece, 90, 1.0).toImage();
    QCOMPARE(image.size(), QSize(90, 90));
    // Every piece covers the middle of its square and leaves the corners free.
    QCOMPARE(qAlpha(image.pixel(45, 45)), 255);
    for (const QPoint corner : {QPoint(0, 0), QPoint(89, 0), QPoint(0, 89), QPoint(89, 89)})
        QCOMPARE(qAlpha(image.pixel(corner)), 0);
}

void TestBoardView::piecePixmapsFollowTheScreen() {
    const PieceRenderer renderer;
    // On a screen of two device pixels per pixel, a 45 px piece is rendered with 90 device pixels.
    const QPixmap sharp = renderer.pixmap(chess::WhiteQueen, 45, 2.0);
    QCOMPARE(sharp.size(), QSize(90, 90));
    QCOMPARE(sharp.devicePixelRatio(), 2.0);
    QCOMPARE(sharp.deviceIndependentSize(), QSizeF(45, 45));
    // Asked again, the renderer hands out the cached pixmap; another size or ratio is rendered
    // anew.
    QCOMPARE(renderer.pixmap(chess::WhiteQueen, 45, 2.0).cacheKey(), sharp.cacheKey());
    QVERIFY(renderer.pixmap(chess::WhiteQueen, 45, 1.0).cacheKey() != sharp.cacheKey());
    QVERIFY(renderer.pixmap(chess::WhiteQueen, 46, 2.0).cacheKey() != sharp.cacheKey());
    QVERIFY(renderer.pixmap(chess::NoPiece, 45, 1.0).isNull());
    QVERIFY(renderer.pixmap(chess::WhiteQueen, 0, 1.0).isNull());
}

void TestBoardView::everyPieceSetLoads_data() {
    QTest::addColumn<QString>("pieceSet");
    QTest::addColumn<Piece>("piece");
    QTest::addColumn<QString>("path");
    for (const char* set : PieceSets) {
        for (const auto& [piece, name] : AllPieces) {
            QTest::addRow("%s/%s", set, name) << QString::fromLatin1(set) << piece
                                              << QStringLiteral(":/pieces/%1/%2.svg")
                                                     .arg(QLatin1String(set), QLatin1String(name));
        }
    }
}

void TestBoardView::everyPieceSetLoads() {
    QFETCH(QString, pieceSet);
    QFETCH(Piece, piece);
    QFETCH(QString, path);

    QCOMPARE(PieceRenderer::resourcePath(pieceSet, piece), path);
    QVERIFY(QFile::exists(path));
    const QSvgRenderer svg(path);
    QVERIFY(svg.isValid());
    QCOMPARE(svg.viewBoxF(), QRectF(0, 0, 45, 45));
    QCOMPARE(svg.defaultSize(), QSize(45, 45));
    QVERIFY(PieceRenderer(pieceSet).isValid());
}

void TestBoardView::modernPiecesRender_data() {
    QTest::addColumn<Piece>("piece");
    for (const auto& [piece, name] : AllPieces) QTest::addRow("%s", name) << piece;
}

// Each modern piece at 64 px: a real figure, wholly inside its square with a free margin, about
// the middle, in its colour, and not the classic piece: choosing the set changes what is drawn.
void TestBoardView::modernPiecesRender() {
    QFETCH(Piece, piece);
    constexpr int Size = 64;
    const QImage modern = pieceImage(QStringLiteral("modern"), piece, Size);
    QCOMPARE(modern.size(), QSize(Size, Size));

    QRect opaque;
    int covered = 0;
    for (int y = 0; y < Size; ++y) {
        for (int x = 0; x < Size; ++x) {
            if (qAlpha(modern.pixel(x, y)) == 0) continue;
            ++covered;
            opaque |= QRect(x, y, 1, 1);
        }
    }
    // Not empty: the piece covers more than a sixth of its square...
    QVERIFY2(covered > Size * Size / 6, qPrintable(QString::number(covered)));
    // ... inside the square, no pixel on its border (nothing clipped at the edge of the box)...
    QVERIFY2(QRect(1, 1, Size - 2, Size - 2).contains(opaque),
             qPrintable(QStringLiteral("%1,%2 %3x%4")
                            .arg(opaque.x())
                            .arg(opaque.y())
                            .arg(opaque.width())
                            .arg(opaque.height())));
    // ... centred across it (the knight, which faces left, within the same few pixels)...
    const qreal middle = (opaque.left() + opaque.right() + 1) / 2.0;
    QVERIFY2(qAbs(middle - Size / 2.0) <= 3, qPrintable(QString::number(middle)));
    // ... and standing on a common floor, its foot in the lowest fifth.
    QVERIFY2(opaque.bottom() >= Size * 8 / 10 && opaque.bottom() < Size - 1,
             qPrintable(QString::number(opaque.bottom())));

    // The body is the set's flat colour: light for White, dark for Black, fully opaque.
    const bool white = chess::colorOf(piece) == chess::White;
    const QColor body = modern.pixelColor(Size / 2, Size * 2 / 3);
    QCOMPARE(body, white ? ModernWhiteFill : ModernBlackFill);
    // A black piece is set off by light lines (so it reads on a dark square); a white one by dark.
    int light = 0;
    int dark = 0;
    for (int y = 0; y < Size; ++y) {
        for (int x = 0; x < Size; ++x) {
            const QColor c = modern.pixelColor(x, y);
            if (c.alpha() < 255) continue;
            if (c.lightness() > 200) ++light;
            if (c.lightness() < 60) ++dark;
        }
    }
    QVERIFY2(white ? dark > 20 : light > 20,
             qPrintable(QStringLiteral("%1 %2").arg(light).arg(dark)));

    // Not the classic piece: well over a tenth of the pixels differ.
    const QImage classic = pieceImage(QStringLiteral("classic"), piece, Size);
    QCOMPARE(classic.size(), modern.size());
    int differing = 0;
    for (int y = 0; y < Size; ++y) {
        for (int x = 0; x < Size; ++x) differing += modern.pixel(x, y) != classic.pixel(x, y);
    }
    QVERIFY2(differing > Size * Size / 10, qPrintable(QString::number(differing)));
}

// ---- Layers -------------------------------------------------------------------------------------

void TestBoardView::lastMoveAndMarks() {
    BoardView board;
    board.resize(400, 400);
    Position position;
    board.setPosition(position);
    board.setLastMove(Move(chess::E2, chess::E4));
    board.setMarks({{chess::D4, MarkColor::Red}, {chess::C3, MarkColor::Blue}});
    QCOMPARE(board.lastMove(), Move(chess::E2, chess::E4));
    QCOMPARE(board.marks().size(), std::size_t(2));
    const QImage image = render(board);
    const BoardColors& colors = board.colors();
    const auto corner = [&](Square s) { return pixel(image, board.squareRect(s).topLeft()); };
    // Both squares of the last move are tinted, the others are not.
    QCOMPARE(corner(chess::E2), blended(colors.lightSquare, colors.lastMove));
    QCOMPARE(corner(chess::E4), blended(colors.lightSquare, colors.lastMove));
    QCOMPARE(corner(chess::E3), colors.darkSquare);
    // A mark tints its square in its colour, lighter than an arrow of that colour.
    QColor red = BoardColors::markColor(MarkColor::Red);
    red.setAlpha(125);
    QColor blue = BoardColors::markColor(MarkColor::Blue);
    blue.setAlpha(125);
    QCOMPARE(corner(chess::D4), blended(colors.darkSquare, red));
    QCOMPARE(corner(chess::C3), blended(colors.darkSquare, blue));
}

void TestBoardView::arrowsArePainted() {
    BoardView board;
    board.resize(400, 400);
    // An empty board, so that only the arrows cover the squares.
    board.setPosition(fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    const Square d2 = chess::D2, d6 = chess::D6, a3 = chess::A3, f3 = chess::F3;
    const QPointF onD4 = board.squareRect(chess::D4).center();
    const QPointF onC3 = board.squareRect(chess::C3).center();
    const QImage before = render(board);
    QCOMPARE(pixel(before, onD4), board.colors().darkSquare);

    board.setArrows({{d2, d6, MarkColor::Green}});
    board.setPreferredMove(Move(a3, f3));
    QCOMPARE(board.arrows().size(), std::size_t(1));
    QCOMPARE(board.preferredMove(), Move(a3, f3));
    const QImage image = render(board);
    // The green arrow runs up the d file through d4, the preferred move's along the third rank.
    QCOMPARE(pixel(image, onD4),
             blended(board.colors().darkSquare, BoardColors::markColor(MarkColor::Green)));
    QCOMPARE(pixel(image, onC3), blended(board.colors().darkSquare, board.colors().preferredMove));
}

void TestBoardView::darkPalette() {
    BoardView board;
    board.resize(400, 400);
    QCOMPARE(board.colors().lightSquare, BoardColors::light().lightSquare);

    QPalette palette = board.palette();
    palette.setColor(QPalette::Window, QColor(0x2a, 0x2a, 0x2a));
    palette.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    board.setPalette(palette); // sends QEvent::PaletteChange
    QCOMPARE(board.colors().lightSquare, BoardColors::dark().lightSquare);
    QCOMPARE(board.colors().darkSquare, BoardColors::dark().darkSquare);
    QVERIFY(BoardColors::dark().lightSquare != BoardColors::light().lightSquare);
    const QImage image = render(board);
    QCOMPARE(pixel(image, board.squareRect(chess::E4).topLeft()), BoardColors::dark().lightSquare);

    board.setPalette(QPalette(QColor(0xef, 0xef, 0xef)));
    QCOMPARE(board.colors().lightSquare, BoardColors::light().lightSquare);
}

// ---- Moves with the mouse and the keyboard ---------------------------------------------------

void TestBoardView::clickClickMakesMove() {
    BoardView board;
    showBoard(board, Position());
    QSignalSpy spy(&board, &BoardView::moveMade);
    clickSquare(board, chess::E2);
    QCOMPARE(board.selectedSquare(), chess::E2);
    QCOMPARE(spy.count(), 0);
    clickSquare(board, chess::E4);
    QCOMPARE(spy.count(), 1);
    const Move move = movedArgument(spy);
    QCOMPARE(move, Move(chess::E2, chess::E4));
    QCOMPARE(chess::toUci(board.position(), move), std::string("e2e4"));
    // The board proposes the move; its owner plays it.
    QCOMPARE(board.position().fen(), std::string(Position::StartFen));
    QCOMPARE(board.selectedSquare(), chess::NoSquare);
}

void TestBoardView::clickOnIllegalTargetMakesNoMove() {
    BoardView board;
    showBoard(board, Position());
    QSignalSpy spy(&board, &BoardView::moveMade);
    clickSquare(board, chess::E2);
    clickSquare(board, chess::E5); // three squares is too far for a pawn
    QCOMPARE(spy.count(), 0);
    QCOMPARE(board.selectedSquare(), chess::NoSquare);
    // Black's pieces cannot be picked up with White to move, nor can an empty square.
    clickSquare(board, chess::E7);
    QCOMPARE(board.selectedSquare(), chess::NoSquare);
    clickSquare(board, chess::E5);
    QCOMPARE(spy.count(), 0);
    // Clicking another of one's own pieces selects it instead.
    clickSquare(board, chess::G1);
    clickSquare(board, chess::B1);
    QCOMPARE(board.selectedSquare(), chess::B1);
    clickSquare(board, chess::C3);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(movedArgument(spy), Move(chess::B1, chess::C3));
}

void TestBoardView::clickingTheSelectedPieceAgainLetsGo() {
    BoardView board;
    showBoard(board, Position());
    clickSquare(board, chess::G1);
    QCOMPARE(board.selectedSquare(), chess::G1);
    clickSquare(board, chess::G1);
    QCOMPARE(board.selectedSquare(), chess::NoSquare);
}

void TestBoardView::newPositionDropsTheSelection() {
    BoardView board;
    showBoard(board, Position());
    clickSquare(board, chess::E2);
    board.setPosition(Position()); // the same position, refreshed
    QCOMPARE(board.selectedSquare(), chess::E2);
    board.setPosition(fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    QCOMPARE(board.selectedSquare(), chess::NoSquare);
}

void TestBoardView::dragMakesMove() {
    BoardView board;
    showBoard(board, Position());
    QSignalSpy spy(&board, &BoardView::moveMade);
    QTest::mousePress(&board, Qt::LeftButton, {}, centre(board, chess::G1));
    dragTo(board, centre(board, chess::G2));
    dragTo(board, centre(board, chess::F3));
    QCOMPARE(spy.count(), 0);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, centre(board, chess::F3));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(movedArgument(spy), Move(chess::G1, chess::F3));
}

void TestBoardView::dragToIllegalTargetMakesNoMove() {
    BoardView board;
    showBoard(board, Position());
    QSignalSpy spy(&board, &BoardView::moveMade);
    QTest::mousePress(&board, Qt::LeftButton, {}, centre(board, chess::G1));
    dragTo(board, centre(board, chess::G3));
    QTest::mouseRelease(&board, Qt::LeftButton, {}, centre(board, chess::G3));
    QCOMPARE(spy.count(), 0);
    // The piece went home and stays selected, so a click can still finish the move.
    QCOMPARE(board.selectedSquare(), chess::G1);
    clickSquare(board, chess::H3);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(movedArgument(spy), Move(chess::G1, chess::H3));
}

void TestBoardView::flippedBoardMapsClicks() {
    BoardView board;
    showBoard(board, fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    board.setFlipped(true);
    QSignalSpy spy(&board, &BoardView::moveMade);
    // Seen from Black's side the e file is the fourth column from the left (x 155..200), the
    // seventh rank the second row from the bottom (y 290..335) and the fifth the fourth (200..245).
    QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(177, 312));
    QCOMPARE(board.selectedSquare(), chess::E7);
    QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(177, 222));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(movedArgument(spy), Move(chess::E7, chess::E5));
}

void TestBoardView::castlingByKingTarget() {
    BoardView board;
    showBoard(board, fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    QSignalSpy spy(&board, &BoardView::moveMade);
    clickSquare(board, chess::E1);
    clickSquare(board, chess::G1);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(movedArgument(spy), Move(chess::E1, chess::H1, Move::Castling));
    QCOMPARE(chess::toUci(board.position(), movedArgument(spy)), std::string("e1g1"));
    // Pointing at the rook castles too.
    clickSquare(board, chess::E1);
    clickSquare(board, chess::A1);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(movedArgument(spy, 1), Move(chess::E1, chess::A1, Move::Castling));
}

void TestBoardView::legalMoveHints() {
    BoardView board;
    // White's knight on f3 can go to e5 (a capture) or to empty squares such as g5.
    showBoard(board, fromFen("4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1"));
    clickSquare(board, chess::F3);
    const QImage image = render(board);
    const BoardColors& colors = board.colors();
    // A dot in the middle of an empty target, nothing in its corner.
    QCOMPARE(pixel(image, board.squareRect(chess::G5).center()),
             blended(colors.darkSquare, colors.moveHint));
    QCOMPARE(pixel(image, board.squareRect(chess::G5).topLeft()), colors.darkSquare);
    // No hint on a square the knight cannot reach.
    QCOMPARE(pixel(image, board.squareRect(chess::F5).center()), colors.lightSquare);
    // A ring on the capture: on the rim of the square, on the left edge halfway down.
    const QRectF e5 = board.squareRect(chess::E5);
    QCOMPARE(pixel(image, QPointF(e5.left() + 3, e5.center().y())),
             blended(colors.darkSquare, colors.moveHint));
    // The selected square is tinted.
    QCOMPARE(pixel(image, board.squareRect(chess::F3).topLeft()),
             blended(colors.lightSquare, colors.selection));
}

void TestBoardView::pieceThemeChanges() {
    BoardView board;
    board.resize(400, 400);
    QCOMPARE(board.pieceTheme(), QStringLiteral("classic"));
    const QPointF body(0, 0.2 * 45);
    const auto paintsPieces = [&] {
        const QImage image = render(board);
        return pixel(image, board.squareRect(chess::E2).center() + body) == WhitePieceFill &&
               pixel(image, board.squareRect(chess::D7).center() + body) == BlackPieceFill;
    };
    QVERIFY(paintsPieces());
    QSignalSpy moves(&board, &BoardView::moveMade);
    // A set that exists: a new renderer, the same pieces drawn.
    QVERIFY(board.setPieceTheme(QStringLiteral("classic")));
    QCOMPARE(board.pieceTheme(), QStringLiteral("classic"));
    QVERIFY(paintsPieces());
    // One that does not, or no name at all: the board keeps its pieces.
    QVERIFY(!board.setPieceTheme(QStringLiteral("nonexistent")));
    QVERIFY(!board.setPieceTheme(QString()));
    QCOMPARE(board.pieceTheme(), QStringLiteral("classic"));
    QVERIFY(paintsPieces());
    QCOMPARE(moves.count(), 0);
}

// Choosing the modern set repaints the board's pieces with it, and going back restores them.
void TestBoardView::modernThemeRepaintsThePieces() {
    BoardView board;
    board.resize(400, 400);
    const QPointF body(0, 0.2 * 45);
    const auto bodies = [&] {
        const QImage image = render(board);
        return std::pair(pixel(image, board.squareRect(chess::E2).center() + body),
                         pixel(image, board.squareRect(chess::D7).center() + body));
    };
    const QImage classic = render(board);
    QCOMPARE(bodies(), std::pair(WhitePieceFill, BlackPieceFill));
    QVERIFY(board.setPieceTheme(QStringLiteral("modern")));
    QCOMPARE(board.pieceTheme(), QStringLiteral("modern"));
    QCOMPARE(bodies(), std::pair(ModernWhiteFill, ModernBlackFill));
    QVERIFY(render(board) != classic);
    QVERIFY(board.setPieceTheme(QStringLiteral("classic")));
    QCOMPARE(bodies(), std::pair(WhitePieceFill, BlackPieceFill));
    QCOMPARE(render(board), classic);
}

void TestBoardView::pieceThemeChangeKeepsThePromotionChoice() {
    BoardView board;
    showBoard(board, fromFen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"));
    QSignalSpy spy(&board, &BoardView::moveMade);
    clickSquare(board, chess::E7);
    clickSquare(board, chess::E8);
    QVERIFY(board.promotionChooser()->isVisible());
    QVERIFY(board.setPieceTheme(QStringLiteral("classic")));
    PromotionChooser* chooser = board.promotionChooser();
    QVERIFY(chooser->isVisible());
    QCOMPARE(chooser->square(), chess::E8);
    QTest::mouseClick(chooser, Qt::LeftButton, {}, centre(board, chess::E6));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(movedArgument(spy), Move::promotion(chess::E7, chess::E8, chess::Bishop));
    QVERIFY(!chooser->isVisible());
}

void TestBoardView::promotionAsksForThePiece() {
    BoardView board;
    const Position position = fromFen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    showBoard(board, position);
    QSignalSpy spy(&board, &BoardView::moveMade);
    PromotionChooser* chooser = board.promotionChooser();
    QVERIFY(chooser);
    QVERIFY(!chooser->isVisible());
    clickSquare(board, chess::E7);
    clickSquare(board, chess::E8);
    QCOMPARE(spy.count(), 0);
    QVERIFY(chooser->isVisible());
    QCOMPARE(chooser->square(), chess::E8);
    // Queen, rook, bishop and knight down the e file from e8.
    QCOMPARE(chooser->choiceRect(chess::Queen), board.squareRect(chess::E8));
    QCOMPARE(chooser->choiceRect(chess::Rook), board.squareRect(chess::E7));
    QCOMPARE(chooser->choiceRect(chess::Bishop), board.squareRect(chess::E6));
    QCOMPARE(chooser->choiceRect(chess::Knight), board.squareRect(chess::E5));
    QCOMPARE(chooser->choiceRect(chess::King), QRectF());

    QTest::mouseClick(chooser, Qt::LeftButton, {}, centre(board, chess::E5));
    QCOMPARE(spy.count(), 1);
    const Move move = movedArgument(spy);
    QCOMPARE(move, Move::promotion(chess::E7, chess::E8, chess::Knight));
    QCOMPARE(chess::toUci(board.position(), move), std::string("e7e8n"));
    QVERIFY(!chooser->isVisible());
}

void TestBoardView::promotionByDrag() {
    BoardView board;
    // Black promotes on a flipped board, capturing on d1: the choice runs up from d1 on screen.
    showBoard(board, fromFen("4k3/8/8/8/8/8/4p3/3RK3 b - - 0 1"));
    board.setFlipped(true);
    QSignalSpy spy(&board, &BoardView::moveMade);
    QTest::mousePress(&board, Qt::LeftButton, {}, centre(board, chess::E2));
    dragTo(board, centre(board, chess::D1));
    QTest::mouseRelease(&board, Qt::LeftButton, {}, centre(board, chess::D1));
    PromotionChooser* chooser = board.promotionChooser();
    QVERIFY(chooser->isVisible());
    QCOMPARE(chooser->choiceRect(chess::Rook), board.squareRect(chess::D2));
    QTest::mouseClick(chooser, Qt::LeftButton, {}, centre(board, chess::D1));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(chess::toUci(board.position(), movedArgument(spy)), std::string("e2d1q"));
}

void TestBoardView::escapeCancelsPromotion() {
    BoardView board;
    showBoard(board, fromFen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"));
    QSignalSpy spy(&board, &BoardView::moveMade);
    PromotionChooser* chooser = board.promotionChooser();
    clickSquare(board, chess::E7);
    clickSquare(board, chess::E8);
    QVERIFY(chooser->isVisible());
    QTest::keyClick(chooser, Qt::Key_Escape);
    QVERIFY(!chooser->isVisible());
    QCOMPARE(spy.count(), 0);

    // A click beside the choice cancels too, and so does Esc sent to the board itself.
    clickSquare(board, chess::E7);
    clickSquare(board, chess::E8);
    QVERIFY(chooser->isVisible());
    QTest::mouseClick(chooser, Qt::LeftButton, {}, centre(board, chess::A1));
    QVERIFY(!chooser->isVisible());
    clickSquare(board, chess::E7);
    clickSquare(board, chess::E8);
    QVERIFY(chooser->isVisible());
    QTest::keyClick(&board, Qt::Key_Escape);
    QVERIFY(!chooser->isVisible());
    QCOMPARE(spy.count(), 0);
    QCOMPARE(board.selectedSquare(), chess::NoSquare);
}

void TestBoardView::escapeCancelsSelectionAndDrag() {
    BoardView board;
    showBoard(board, Position());
    QSignalSpy spy(&board, &BoardView::moveMade);
    clickSquare(board, chess::E2);
    QCOMPARE(board.selectedSquare(), chess::E2);
    QTest::keyClick(&board, Qt::Key_Escape);
    QCOMPARE(board.selectedSquare(), chess::NoSquare);
    clickSquare(board, chess::E4);
    QCOMPARE(spy.count(), 0);

    QTest::mousePress(&board, Qt::LeftButton, {}, centre(board, chess::E2));
    dragTo(board, centre(board, chess::E4));
    QTest::keyClick(&board, Qt::Key_Escape);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, centre(board, chess::E4));
    QCOMPARE(spy.count(), 0);
    QCOMPARE(board.selectedSquare(), chess::NoSquare);
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
