#pragma once

// The board of the Set Up Position dialog: it shows a SetupPosition's pieces, legal or not, and
// edits them with the mouse, as the board editors of Lichess and ChessBase do.
//
// A click on a square uses the tool chosen in the palette (setTool): a piece is put there, or
// taken off when the same piece already stands there; the eraser (NoPiece) takes off whatever
// stands there. A right click always takes the piece off. A piece dragged to another square
// moves there, whatever the tool; dragged off the board it is taken off. After every change
// edited() is emitted; the board does not judge the position (the dialog does, through setFen).
//
// BoardView cannot serve here: it holds a legal chess::Position and proposes legal moves. This
// board draws with the same parts, PieceRenderer and BoardColors, in the same colour scheme and
// piece set as the main board (setLook). Its geometry is pure, as BoardView's: squareRect() and
// squareAt() depend only on the size and the flip, so tests click where the squares are painted.

#include "chess/types.h"
#include "ui/board/boardcolors.h"
#include "ui/board/boardgeometry.h"

#include <QPointF>
#include <QRectF>
#include <QWidget>

#include <memory>
#include <optional>

namespace kibitz::ui {

class PieceRenderer;
class SetupPosition;

class SetupBoard : public QWidget {
    Q_OBJECT

public:
    // Edits `position`, which must outlive the board.
    explicit SetupBoard(SetupPosition* position, QWidget* parent = nullptr);
    ~SetupBoard() override;

    // The piece a click puts down, NoPiece for the eraser, nullopt for none (clicks then do
    // nothing; drags still move pieces).
    void setTool(std::optional<chess::Piece> tool) { tool_ = tool; }
    std::optional<chess::Piece> tool() const { return tool_; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }

    // Draws with the piece set and the colour scheme of the main board; unknown names keep the
    // classic pieces and the brown squares.
    void setLook(const QString& pieceSet, const QString& colorScheme);

    QRectF squareRect(chess::Square square) const;
    // The square under `point`, or NoSquare off the board.
    chess::Square squareAt(QPointF point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The user changed the pieces.
    void edited();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int squareSize() const;
    // The geometry at the widget's size and flip, which squareRect() and squareAt() read.
    BoardGeometry geometry() const;
    void updateColors();
    void clickSquare(chess::Square square);
    void paintCoordinates(QPainter& painter) const;

    SetupPosition* position_;
    std::unique_ptr<PieceRenderer> pieces_;
    QString colorScheme_ = QStringLiteral("brown");
    BoardColors colors_;
    std::optional<chess::Piece> tool_;
    bool flipped_ = false;

    chess::Square pressSquare_ = chess::NoSquare; // where the left button went down
    QPointF pressPoint_;
    QPointF dragPoint_;
    bool dragging_ = false;
};

} // namespace kibitz::ui
