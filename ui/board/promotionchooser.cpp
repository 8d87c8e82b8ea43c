#include "ui/board/promotionchooser.h"

#include "ui/board/piecerenderer.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace kibitz::ui {

namespace {

// Dark enough that the board clearly waits for a choice, light enough to still show the position.
const QColor ShadeColor(0, 0, 0, 120);

} // namespace

PromotionChooser::PromotionChooser(QWidget* board, SquareRect squareRect,
                                   const PieceRenderer& pieces)
    : QWidget(board)
    , board_(board)
    , squareRect_(std::move(squareRect))
    , pieces_(pieces) {
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Promotion"));
    setAccessibleDescription(tr("Choose the piece the pawn becomes: queen, rook, bishop or "
                                "knight. Escape cancels the move."));
    hide();
}

void PromotionChooser::open(chess::Square square, chess::Color mover) {
    square_ = square;
    mover_ = mover;
    setGeometry(board_->rect());
    show();
    raise();
    setFocus(Qt::OtherFocusReason);
    update();
}

QRectF PromotionChooser::choiceRect(chess::PieceType type) const {
    if (!chess::isValid(square_)) return {};
    const auto* found = std::find(Choices.begin(), Choices.end(), type);
    if (found == Choices.end()) return {};
    // From the promotion square back towards the mover's own side of the board.
    const int step = int(found - Choices.begin());
    const int rank = int(chess::rankOf(square_)) + (mover_ == chess::White ? -step : step);
    if (rank < 0 || rank > 7) return {};
    return squareRect_(chess::makeSquare(chess::fileOf(square_), chess::Rank(rank)));
}

void PromotionChooser::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), ShadeColor);

    const qreal ratio = painter.device()->devicePixelRatioF();
    const QColor plate = palette().color(QPalette::Base);
    for (const chess::PieceType type : Choices) {
        const QRectF square = choiceRect(type);
        if (square.isEmpty()) continue;
        // A round plate behind each piece, so the choice reads as buttons over the dim board.
        painter.setPen(
            QPen(palette().color(QPalette::Highlight), std::max(1.0, square.width() / 24)));
        painter.setBrush(plate);
        const qreal inset = square.width() * 0.04;
        painter.drawEllipse(square.adjusted(inset, inset, -inset, -inset));
        const QPixmap pixmap =
            pieces_.pixmap(chess::makePiece(mover_, type), int(square.width()), ratio);
        painter.drawPixmap(square.topLeft(), pixmap);
    }
}

void PromotionChooser::mousePressEvent(QMouseEvent* event) {
    event->accept();
    for (const chess::PieceType type : Choices) {
        if (choiceRect(type).contains(event->position())) {
            hide();
            emit chosen(type);
            return;
        }
    }
    hide();
    emit cancelled();
}

void PromotionChooser::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        hide();
        emit cancelled();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace kibitz::ui
