#include "ui/board/boardgeometry.h"

#include <QRect>

#include <algorithm>

namespace kibitz::ui {

QRectF BoardGeometry::boardRect() const {
    const int side = 8 * squareSize;
    return QRect((widget.width() - side) / 2, (widget.height() - side) / 2, side, side);
}

QRectF BoardGeometry::squareRect(chess::Square square) const {
    if (!chess::isValid(square)) return {};
    const int file = chess::fileOf(square);
    const int rank = chess::rankOf(square);
    const int column = flipped ? 7 - file : file;
    const int row = flipped ? rank : 7 - rank;
    const QPointF origin = boardRect().topLeft();
    return {origin.x() + column * squareSize, origin.y() + row * squareSize, qreal(squareSize),
            qreal(squareSize)};
}

chess::Square BoardGeometry::squareAt(QPointF point) const {
    const QRectF board = boardRect();
    if (point.x() < board.left() || point.y() < board.top() || point.x() >= board.right() ||
        point.y() >= board.bottom())
        return chess::NoSquare;
    const int column = std::clamp(int((point.x() - board.left()) / squareSize), 0, 7);
    const int row = std::clamp(int((point.y() - board.top()) / squareSize), 0, 7);
    const int file = flipped ? 7 - column : column;
    const int rank = flipped ? row : 7 - row;
    return chess::makeSquare(chess::File(file), chess::Rank(rank));
}

} // namespace kibitz::ui
