#pragma once

#include "chess/position.h"
#include "ui/board/boardcolors.h"
#include "ui/board/boardgeometry.h"

#include <QRectF>
#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

namespace kibitz::ui {

class PieceRenderer;
class PromotionChooser;

struct SquareMark {
    chess::Square square = chess::NoSquare;
    MarkColor color = MarkColor::Green;
};

// A square tinted in proportion to `weight` (0 to 1), with a short label in its corner: the
// belief about where a hidden piece stands (Invisible Chess).
struct SquareShade {
    chess::Square square = chess::NoSquare;
    double weight = 0.0;
    QString label; // "25%"
};

struct Arrow {
    chess::Square from = chess::NoSquare;
    chess::Square to = chess::NoSquare;
    MarkColor color = MarkColor::Green;
};

// A chess board that shows one position and lets the user make moves on it.
//
// It paints in ordered layers: frame and coordinates, squares, last-move highlight, square marks,
// legal-move hints, pieces, arrows (the preferred move's among them), the dragged piece. The board
// stays square and centred in whatever size it is given, seen from White's side (a1 bottom left)
// or, flipped, from Black's (h8 bottom left). A right click on a square, or a right drag from one
// square to another, asks for a coloured square mark or arrow (squareMarked, arrowDrawn).
//
// Moves are made by click-click or drag-and-drop; only legal moves are accepted, and a pawn
// reaching the last rank asks for its promotion piece. A move is only *proposed*: moveMade() is
// emitted and the board keeps its position until the owner, having played the move on its own
// game, calls setPosition() (and setLastMove()), so the board can never drift from the game.
//
// The geometry is pure: squareRect() and squareAt() depend only on the widget's size and the flip
// state, so tests and mouse handling agree with what is painted.
class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // Shows `position`. A different position cancels any selection, drag or open promotion
    // choice; the same one again leaves them be.
    void setPosition(const chess::Position& position);
    // Shows `position` and accepts exactly `moves` from the user instead of its legal moves (in
    // Invisible Chess, the moves legal where the opponent's hidden pieces may stand).
    void setPosition(const chess::Position& position, std::vector<chess::Move> moves);
    const chess::Position& position() const { return position_; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }

    // The move that led to the position, highlighted; Move::none() for none.
    void setLastMove(chess::Move move);
    chess::Move lastMove() const { return lastMove_; }
    void setMarks(std::vector<SquareMark> marks);
    const std::vector<SquareMark>& marks() const { return marks_; }
    void setShades(std::vector<SquareShade> shades);
    const std::vector<SquareShade>& shades() const { return shades_; }
    void setArrows(std::vector<Arrow> arrows);
    const std::vector<Arrow>& arrows() const { return arrows_; }
    // The move the model prefers, drawn as an arrow of its own style; Move::none() for none.
    void setPreferredMove(chess::Move move);
    chess::Move preferredMove() const { return preferredMove_; }

    // The square of the piece the user has picked up or clicked, or NoSquare.
    chess::Square selectedSquare() const { return selected_; }
    // Drops the selection, a drag in progress and an open promotion choice.
    void cancelInteraction();
    // The promotion choice, visible while the user picks a piece.
    PromotionChooser* promotionChooser() const { return promotionChooser_; }

    // Where a square is painted, in widget coordinates.
    QRectF squareRect(chess::Square square) const;
    // The square under a point, or NoSquare if the point is not on the 8x8 squares.
    chess::Square squareAt(QPointF point) const;
    // The eight by eight squares, without the frame that holds the coordinates.
    QRectF boardRect() const;
    // The geometry at the widget's size and flip, which the three above read.
    BoardGeometry geometry() const;

    // Draws the pieces from the SVG set under ":/pieces/<set>/" (PieceRenderer) from now on, with
    // an empty cache, and repaints; an open promotion choice stays open in the new set. A set
    // that is missing or incomplete changes nothing and gives false.
    bool setPieceTheme(const QString& set);
    // The set the pieces are drawn from ("classic" until setPieceTheme()).
    const QString& pieceTheme() const { return pieceTheme_; }

    // The colours in use: those of the colour scheme, light or dark after the palette's window
    // colour.
    const BoardColors& colors() const { return colors_; }
    // One of BoardColors::schemeNames(); another name changes nothing and gives false.
    bool setColorScheme(const QString& name);
    const QString& colorScheme() const { return colorScheme_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The colour a hand-drawn mark takes with these keys held, as Lichess has it: none green,
    // Shift red, Alt blue, Ctrl (or Shift+Alt) yellow.
    static MarkColor markColorFor(Qt::KeyboardModifiers modifiers);

signals:
    void flippedChanged(bool flipped);
    // The user right-clicked `square` (a square mark) or right-dragged from `from` to `to` (an
    // arrow), in `color`. The board draws nothing itself: the owner toggles the mark in the
    // current move's comment and sets the marks again.
    void squareMarked(kibitz::chess::Square square, kibitz::ui::MarkColor color);
    void arrowDrawn(kibitz::chess::Square from, kibitz::chess::Square to,
                    kibitz::ui::MarkColor color);
    // The user made `move`, a legal move in position(). The board does not play it.
    void moveMade(kibitz::chess::Move move);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    qreal squareSize() const;
    void paintFrame(QPainter& painter) const;
    void paintSquares(QPainter& painter) const;
    void paintCoordinates(QPainter& painter) const;
    void paintHighlights(QPainter& painter) const;
    void paintMoveHints(QPainter& painter) const;
    void paintPieces(QPainter& painter) const;
    void paintArrow(QPainter& painter, chess::Square from, chess::Square to, const QColor& color,
                    qreal widthFactor) const;
    void paintArrows(QPainter& painter) const;
    void paintDraggedPiece(QPainter& painter) const;
    void updateAccessibleDescription();
    void updateColors();

    // The legal moves of the piece on `from` that the user means by pointing at `to`.
    std::vector<chess::Move> movesBetween(chess::Square from, chess::Square to) const;
    bool canMoveFrom(chess::Square square) const;
    void select(chess::Square square);
    // Proposes the move from `from` to `to` if it is legal; opens the promotion choice if needed.
    bool tryMove(chess::Square from, chess::Square to);
    void promotionChosen(chess::PieceType type);
    // A promotion choice that draws with pieces_ (it keeps a reference to it).
    void createPromotionChooser();

    chess::Position position_;
    std::vector<chess::Move> legalMoves_;
    bool flipped_ = false;
    chess::Move lastMove_ = chess::Move::none();
    chess::Move preferredMove_ = chess::Move::none();
    std::vector<SquareMark> marks_;
    std::vector<SquareShade> shades_;
    std::vector<Arrow> arrows_;
    BoardColors colors_;

    QString colorScheme_ = QStringLiteral("brown");
    QString pieceTheme_ = QStringLiteral("classic");
    std::unique_ptr<PieceRenderer> pieces_;
    PromotionChooser* promotionChooser_ = nullptr;
    chess::Square promotionFrom_ = chess::NoSquare;

    chess::Square selected_ = chess::NoSquare;
    chess::Square pressSquare_ = chess::NoSquare; // where the left button went down on a piece
    QPointF pressPoint_;
    QPointF dragPoint_;
    bool dragging_ = false;
    // A right drag in progress: where it started and the square under the mouse now.
    chess::Square markFrom_ = chess::NoSquare;
    chess::Square markTo_ = chess::NoSquare;
    bool deselectOnRelease_ = false; // a second click on the selected piece lets go of it
};

} // namespace kibitz::ui
