#include "ui/boardview.h"

#include "ui/piecepaths.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace kibitz::ui {

namespace {

// The frame around the squares holds the coordinates: a twentieth of the board's side, but never
// so thin that the letters become unreadable.
constexpr int MinFrameWidth = 12;
constexpr int FrameFraction = 20;
// The smallest size keeps squares of 22 pixels, where pieces are still recognisable.
constexpr int MinimumSide = 200;
constexpr int PreferredSide = 480;

// How much of a square's height a piece fills, and how thick the outline of a black piece is,
// both relative to the square.
constexpr qreal PieceHeight = 0.8;
constexpr qreal BlackPieceOutline = 0.06;

const QColor FrameColor(0x4a, 0x3c, 0x30);

int frameWidth(int side) {
    return std::max(MinFrameWidth, side / FrameFraction);
}

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Chess board"));
    updateAccessibleDescription();
}

void BoardView::setPosition(const chess::Position& position) {
    position_ = position.clone();
    updateAccessibleDescription();
    update();
}

void BoardView::setFlipped(bool flipped) {
    if (flipped == flipped_) return;
    flipped_ = flipped;
    updateAccessibleDescription();
    update();
    emit flippedChanged(flipped_);
}

QColor BoardView::lightSquareColor() {
    return {0xf0, 0xd9, 0xb5};
}

QColor BoardView::darkSquareColor() {
    return {0xb5, 0x88, 0x63};
}

QColor BoardView::whitePieceColor() {
    return {0xfc, 0xfc, 0xf8};
}

QColor BoardView::blackPieceColor() {
    return {0x1e, 0x1c, 0x1a};
}

qreal BoardView::squareSize() const {
    const int side = std::min(width(), height());
    // Whole pixels, so that neighbouring squares share an edge without an antialiased seam.
    return std::max(1, (side - 2 * frameWidth(side)) / 8);
}

QRectF BoardView::boardRect() const {
    const int boardSide = 8 * int(squareSize());
    // Whole-pixel offsets too: centring may leave one pixel over, which goes right or below.
    const int left = (width() - boardSide) / 2;
    const int top = (height() - boardSide) / 2;
    return QRect(left, top, boardSide, boardSide);
}

QRectF BoardView::squareRect(chess::Square square) const {
    if (!chess::isValid(square)) return {};
    const int file = chess::fileOf(square);
    const int rank = chess::rankOf(square);
    const int column = flipped_ ? 7 - file : file;
    const int row = flipped_ ? rank : 7 - rank;
    const qreal size = squareSize();
    const QPointF origin = boardRect().topLeft();
    return {origin.x() + column * size, origin.y() + row * size, size, size};
}

chess::Square BoardView::squareAt(QPointF point) const {
    const QRectF board = boardRect();
    // Half-open: the right and bottom edges belong to the frame, as a pixel there is outside.
    if (point.x() < board.left() || point.y() < board.top() || point.x() >= board.right() ||
        point.y() >= board.bottom())
        return chess::NoSquare;
    const qreal size = squareSize();
    const int column = std::clamp(int((point.x() - board.left()) / size), 0, 7);
    const int row = std::clamp(int((point.y() - board.top()) / size), 0, 7);
    const int file = flipped_ ? 7 - column : column;
    const int rank = flipped_ ? row : 7 - row;
    return chess::makeSquare(chess::File(file), chess::Rank(rank));
}

QSize BoardView::sizeHint() const {
    return {PreferredSide, PreferredSide};
}

QSize BoardView::minimumSizeHint() const {
    return {MinimumSide, MinimumSide};
}

void BoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // Layers from the bottom up.
    paintFrame(painter);
    paintSquares(painter);
    paintCoordinates(painter);
    paintPieces(painter);
}

void BoardView::paintFrame(QPainter& painter) const {
    const QRectF board = boardRect();
    const qreal frame = frameWidth(std::min(width(), height()));
    const QRectF outer = board.adjusted(-frame, -frame, frame, frame);
    painter.setPen(Qt::NoPen);
    painter.setBrush(FrameColor);
    painter.drawRoundedRect(outer, frame / 4, frame / 4);
}

void BoardView::paintSquares(QPainter& painter) const {
    // Antialiasing would blend the shared edges of whole-pixel squares; they need none.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (chess::Square s = chess::A1; s < chess::NoSquare; ++s) {
        const bool dark = (int(chess::fileOf(s)) + int(chess::rankOf(s))) % 2 == 0; // a1 is dark
        painter.fillRect(squareRect(s), dark ? darkSquareColor() : lightSquareColor());
    }
    painter.restore();
}

void BoardView::paintCoordinates(QPainter& painter) const {
    const qreal frame = frameWidth(std::min(width(), height()));
    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(frame * 0.6)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(lightSquareColor());

    const QRectF board = boardRect();
    for (int i = 0; i < 8; ++i) {
        const auto file = chess::File(i);
        const auto rank = chess::Rank(i);
        // Files under the bottom edge, ranks beside the left edge, whichever way the board faces.
        const QRectF fileSquare = squareRect(chess::makeSquare(file, chess::Rank1));
        const QRectF fileLabel(fileSquare.left(), board.bottom(), fileSquare.width(), frame);
        painter.drawText(fileLabel, Qt::AlignCenter, QString(QChar(u'a' + i)));

        const QRectF rankSquare = squareRect(chess::makeSquare(chess::FileA, rank));
        const QRectF rankLabel(board.left() - frame, rankSquare.top(), frame, rankSquare.height());
        painter.drawText(rankLabel, Qt::AlignCenter, QString(QChar(u'1' + i)));
    }
}

void BoardView::paintPieces(QPainter& painter) const {
    const qreal size = squareSize();
    const qreal scale = size * PieceHeight;
    for (chess::Square s = chess::A1; s < chess::NoSquare; ++s) {
        const chess::Piece piece = position_.pieceOn(s);
        if (piece == chess::NoPiece) continue;
        const PieceOutline& outline = pieceOutline(chess::typeOf(piece));
        const QPointF centre = squareRect(s).center();

        painter.save();
        painter.translate(centre);
        painter.scale(scale, scale);
        if (chess::colorOf(piece) == chess::White) {
            // A white body under the glyph's own dark line art: the lines outline the piece on a
            // light square and draw its details.
            painter.fillPath(outline.body, whitePieceColor());
            painter.fillPath(outline.lineArt, blackPieceColor());
        } else {
            // A light rim (the outer half of a stroke round the body) sets the piece off a dark
            // square; the light body shows through the black silhouette's holes as its details,
            // the same on either square colour.
            painter.strokePath(outline.body, QPen(whitePieceColor(), BlackPieceOutline,
                                                  Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.fillPath(outline.body, whitePieceColor());
            painter.fillPath(outline.silhouette, blackPieceColor());
        }
        painter.restore();
    }
}

void BoardView::updateAccessibleDescription() {
    const QString fen = QString::fromStdString(position_.fen());
    setAccessibleDescription(flipped_ ? tr("The position %1, seen from Black's side.").arg(fen)
                                      : tr("The position %1, seen from White's side.").arg(fen));
}

} // namespace kibitz::ui
