#include "ui/board/setupboard.h"

#include "ui/board/piecerenderer.h"
#include "ui/board/setupposition.h"

#include <QApplication>
#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace kibitz::ui {

namespace {

constexpr int MinimumSide = 240;
constexpr int PreferredSide = 400;

} // namespace

SetupBoard::SetupBoard(SetupPosition* position, QWidget* parent)
    : QWidget(parent)
    , position_(position)
    , pieces_(std::make_unique<PieceRenderer>()) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(false);
    updateColors();
}

SetupBoard::~SetupBoard() = default;

void SetupBoard::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

void SetupBoard::setLook(const QString& pieceSet, const QString& colorScheme) {
    auto pieces = std::make_unique<PieceRenderer>(pieceSet);
    if (pieces->isValid()) pieces_ = std::move(pieces);
    if (BoardColors::schemeNames().contains(colorScheme)) colorScheme_ = colorScheme;
    updateColors();
    update();
}

void SetupBoard::updateColors() {
    // A dark window colour means a dark desktop theme, as on the main board.
    const bool darkTheme = palette().color(QPalette::Window).lightness() < 128;
    colors_ = BoardColors::scheme(colorScheme_, darkTheme);
}

void SetupBoard::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) updateColors();
    QWidget::changeEvent(event);
}

// ---- Geometry ----------------------------------------------------------------------------------

int SetupBoard::squareSize() const {
    // Whole pixels, so that neighbouring squares share an edge without a seam.
    return std::max(1, std::min(width(), height()) / 8);
}

BoardGeometry SetupBoard::geometry() const {
    return {size(), int(squareSize()), flipped_};
}

QRectF SetupBoard::squareRect(chess::Square square) const {
    return geometry().squareRect(square);
}

chess::Square SetupBoard::squareAt(QPointF point) const {
    return geometry().squareAt(point);
}

QSize SetupBoard::sizeHint() const {
    return {PreferredSide, PreferredSide};
}

QSize SetupBoard::minimumSizeHint() const {
    return {MinimumSide, MinimumSide};
}

// ---- Mouse -------------------------------------------------------------------------------------

void SetupBoard::clickSquare(chess::Square square) {
    if (!tool_ || !chess::isValid(square)) return;
    const chess::Piece standing = position_->pieceOn(square);
    // The same piece again takes it off, as a second click does in Lichess's editor.
    const chess::Piece put = *tool_ == standing ? chess::NoPiece : *tool_;
    if (put == standing) return;
    position_->setPiece(square, put);
    update();
    emit edited();
}

void SetupBoard::mousePressEvent(QMouseEvent* event) {
    const chess::Square square = squareAt(event->position());
    if (event->button() == Qt::RightButton) {
        if (chess::isValid(square) && position_->pieceOn(square) != chess::NoPiece) {
            position_->setPiece(square, chess::NoPiece);
            update();
            emit edited();
        }
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    pressSquare_ = square;
    pressPoint_ = event->position();
    dragPoint_ = pressPoint_;
    dragging_ = false;
}

void SetupBoard::mouseMoveEvent(QMouseEvent* event) {
    if (!chess::isValid(pressSquare_) || position_->pieceOn(pressSquare_) == chess::NoPiece) return;
    dragPoint_ = event->position();
    if (!dragging_ &&
        (dragPoint_ - pressPoint_).manhattanLength() >= QApplication::startDragDistance())
        dragging_ = true;
    if (dragging_) update();
}

void SetupBoard::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const chess::Square from = pressSquare_;
    const chess::Square to = squareAt(event->position());
    const bool dragged = dragging_;
    pressSquare_ = chess::NoSquare;
    dragging_ = false;
    if (!dragged) {
        if (to == from) clickSquare(to);
        return;
    }
    update();
    if (to == from) return;
    // Dropped off the board, the piece is taken off.
    const chess::Piece piece = position_->pieceOn(from);
    position_->setPiece(from, chess::NoPiece);
    if (chess::isValid(to)) position_->setPiece(to, piece);
    emit edited();
}

// ---- Painting ----------------------------------------------------------------------------------

void SetupBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (chess::Square s = chess::A1; s < chess::NoSquare; ++s) {
        const bool dark = (int(chess::fileOf(s)) + int(chess::rankOf(s))) % 2 == 0; // a1 is dark
        painter.fillRect(squareRect(s), dark ? colors_.darkSquare : colors_.lightSquare);
    }
    painter.restore();
    paintCoordinates(painter);

    const int size = squareSize();
    const qreal ratio = devicePixelRatioF();
    for (chess::Square s = chess::A1; s < chess::NoSquare; ++s) {
        const chess::Piece piece = position_->pieceOn(s);
        if (piece == chess::NoPiece) continue;
        // A dragged piece leaves a faint ghost where it came from.
        painter.setOpacity(dragging_ && s == pressSquare_ ? 0.3 : 1.0);
        painter.drawPixmap(squareRect(s).topLeft(), pieces_->pixmap(piece, size, ratio));
    }
    painter.setOpacity(1.0);
    if (dragging_) {
        const QPixmap pixmap = pieces_->pixmap(position_->pieceOn(pressSquare_), size, ratio);
        painter.drawPixmap(dragPoint_ - QPointF(size / 2.0, size / 2.0), pixmap);
    }
}

void SetupBoard::paintCoordinates(QPainter& painter) const {
    // Small letters in the corners of the edge squares, each in the other square colour, so the
    // board needs no frame.
    const int size = squareSize();
    QFont font = painter.font();
    font.setPixelSize(std::max(9, size / 4));
    font.setBold(true);
    painter.setFont(font);
    const qreal margin = std::max(2, size / 20);
    const auto label = [&](chess::Square square, const QString& text, int alignment) {
        const bool dark = (int(chess::fileOf(square)) + int(chess::rankOf(square))) % 2 == 0;
        painter.setPen(dark ? colors_.lightSquare : colors_.darkSquare);
        painter.drawText(squareRect(square).adjusted(margin, 0, -margin, 0), alignment, text);
    };
    for (int i = 0; i < 8; ++i) {
        // Files along the bottom edge, ranks along the left edge, whichever way the board faces.
        label(chess::makeSquare(chess::File(i), flipped_ ? chess::Rank8 : chess::Rank1),
              QString(QChar(u'a' + i)), Qt::AlignRight | Qt::AlignBottom);
        label(chess::makeSquare(flipped_ ? chess::FileH : chess::FileA, chess::Rank(i)),
              QString::number(i + 1), Qt::AlignLeft | Qt::AlignTop);
    }
}

} // namespace kibitz::ui
