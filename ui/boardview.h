#pragma once

#include "chess/position.h"

#include <QColor>
#include <QRectF>
#include <QWidget>

namespace kibitz::ui {

// A chess board that shows one position. It paints in ordered layers (frame and coordinates,
// squares, pieces), keeps the board square and centred in whatever size it is given, and can be
// seen from White's side (a1 bottom left) or, flipped, from Black's side (h8 bottom left).
//
// The geometry is pure: squareRect() and squareAt() depend only on the widget's size and the flip
// state, so tests and later mouse handling agree with what is painted.
class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const chess::Position& position);
    const chess::Position& position() const { return position_; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }

    // Where a square is painted, in widget coordinates.
    QRectF squareRect(chess::Square square) const;
    // The square under a point, or NoSquare if the point is not on the 8x8 squares.
    chess::Square squareAt(QPointF point) const;
    // The eight by eight squares, without the frame that holds the coordinates.
    QRectF boardRect() const;

    static QColor lightSquareColor();
    static QColor darkSquareColor();
    static QColor whitePieceColor();
    static QColor blackPieceColor();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void flippedChanged(bool flipped);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    qreal squareSize() const;
    void paintFrame(QPainter& painter) const;
    void paintSquares(QPainter& painter) const;
    void paintCoordinates(QPainter& painter) const;
    void paintPieces(QPainter& painter) const;
    void updateAccessibleDescription();

    chess::Position position_;
    bool flipped_ = false;
};

} // namespace kibitz::ui
