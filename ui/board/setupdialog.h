#pragma once

// Edit → Set Up Position…: a board editor like those of Lichess and ChessBase. The user puts
// pieces on the board (SetupBoard, with the tools of PiecePalette), chooses the side to move,
// the castling rights, the en passant square and the two counters, or types or pastes a FEN.
//
// The rules it follows:
// - Every control shows the one SetupPosition; the FEN line follows every change. A FEN typed
//   or pasted there sets the board when Position::setFen reads it, and otherwise shows setFen's
//   error, with its field and column, and leaves the board as it was.
// - Legality is setFen's alone: OK is enabled only when setFen takes the position, and the line
//   under the board says in words why it does not (one king each, no pawn on the first or last
//   rank, the side not to move not in check, ...).
// - Castling boxes are enabled only where the king and that rook stand on their home squares;
//   the en passant list holds only the squares a pawn can really take on.
// - Enter is OK, Esc is Cancel; Cancel changes nothing. The owner reads fen() after OK.

#include "chess/position.h"
#include "ui/board/setupposition.h"

#include <QDialog>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace kibitz::ui {

class PiecePalette;
class SetupBoard;

class SetupDialog : public QDialog {
    Q_OBJECT

public:
    // Opens with `position` on the board.
    explicit SetupDialog(const chess::Position& position, QWidget* parent = nullptr);

    // Draws with the main board's piece set and colour scheme.
    void setLook(const QString& pieceSet, const QString& colorScheme);

    // The position set up, as FEN (legal whenever OK is enabled).
    QString fen() const;
    const SetupPosition& setup() const { return setup_; }

    SetupBoard* board() const { return board_; }
    PiecePalette* palette() const { return palette_; }
    QLineEdit* fenEdit() const { return fenEdit_; }
    // The line under the board: the side to move, or why the position is not legal.
    QLabel* reasonLabel() const { return reason_; }
    QPushButton* okButton() const;
    QComboBox* enPassantBox() const { return enPassant_; }
    // The box of one right: WhiteKingSide, WhiteQueenSide, BlackKingSide or BlackQueenSide.
    QCheckBox* castlingBox(chess::CastlingRights right) const;

private:
    QWidget* createBoardColumn();
    QWidget* createControls();
    // Shows setup_ in every control; the FEN line too unless the user is typing in it.
    void refresh(bool fenLine = true);
    void showVerdict();
    void fenEdited(const QString& text);
    // After the board or a control changed setup_.
    void edited();

    SetupPosition setup_;
    // The error of the FEN the user typed, while it stands.
    std::optional<chess::FenError> fenError_;

    SetupBoard* board_ = nullptr;
    PiecePalette* palette_ = nullptr;
    QLabel* reason_ = nullptr;
    QRadioButton* whiteToMove_ = nullptr;
    QRadioButton* blackToMove_ = nullptr;
    std::array<QCheckBox*, 4> castling_{};
    QComboBox* enPassant_ = nullptr;
    QSpinBox* halfmoveClock_ = nullptr;
    QSpinBox* fullmoveNumber_ = nullptr;
    QLineEdit* fenEdit_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
};

} // namespace kibitz::ui
