#pragma once

#include "chess/types.h"

#include <QWidget>

#include <array>
#include <functional>

namespace kibitz::ui {

class PieceRenderer;

// The choice of a promotion piece, shown over the board the way lichess does it: the board is
// dimmed and the queen, rook, bishop and knight of the mover's colour stand in a column on the
// promotion square's file, starting on that square and running towards the middle of the board.
// Keeping the choice on the board puts it under the pointer that just made the move.
//
// It covers the whole board widget, so a click anywhere else, or Esc, cancels the promotion.
class PromotionChooser : public QWidget {
    Q_OBJECT

public:
    // Where a square is drawn on the board, in the board's coordinates.
    using SquareRect = std::function<QRectF(chess::Square)>;

    // Covers `board`, which draws its squares where `squareRect` says.
    PromotionChooser(QWidget* board, SquareRect squareRect, const PieceRenderer& pieces);

    // Shows the choice for a pawn of `mover` promoting on `square`, and takes the focus.
    void open(chess::Square square, chess::Color mover);
    chess::Square square() const { return square_; }

    // Where the choice of `type` (Queen, Rook, Bishop or Knight) is shown, in the board's (and
    // this widget's) coordinates; empty for any other type.
    QRectF choiceRect(chess::PieceType type) const;

    static constexpr std::array<chess::PieceType, 4> Choices = {chess::Queen, chess::Rook,
                                                                chess::Bishop, chess::Knight};

signals:
    void chosen(chess::PieceType type);
    void cancelled();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QWidget* board_;
    SquareRect squareRect_;
    const PieceRenderer& pieces_;
    chess::Square square_ = chess::NoSquare;
    chess::Color mover_ = chess::White;
};

} // namespace kibitz::ui
