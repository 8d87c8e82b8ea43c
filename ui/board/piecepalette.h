#pragma once

// The twelve pieces and an eraser beside the Set Up Position dialog's board: the user picks the
// tool a click on the board uses (SetupBoard::setTool). One tool at a time; none at first, until
// the user picks one. Each button shows its piece in the main board's piece set and says in its
// tooltip what a click on the board will do.

#include "chess/types.h"

#include <QWidget>

#include <array>
#include <optional>

class QButtonGroup;
class QToolButton;

namespace kibitz::ui {

class PiecePalette : public QWidget {
    Q_OBJECT

public:
    explicit PiecePalette(QWidget* parent = nullptr);

    // Draws the buttons' pieces from the SVG set `pieceSet` (PieceRenderer); a set that does not
    // load keeps the pieces drawn so far (the classic set at first).
    void setPieceSet(const QString& pieceSet);

    // The button of `piece`; NoPiece gives the eraser's.
    QToolButton* button(chess::Piece piece) const;
    // The piece chosen, NoPiece for the eraser, nullopt before the user picks one.
    std::optional<chess::Piece> tool() const;

    // "White queen", "Black knight" and so on.
    static QString pieceName(chess::Piece piece);

signals:
    void toolChosen(std::optional<kibitz::chess::Piece> tool);

private:
    QButtonGroup* group_;
    std::array<QToolButton*, chess::PieceSlots> buttons_{}; // index NoPiece is the eraser
};

} // namespace kibitz::ui
