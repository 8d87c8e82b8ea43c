#pragma once

#include "chess/position.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QLabel;

namespace kibitz::ui {

class BoardView;

// The desktop program's window: a board showing one position, which the user sets from FEN (Edit
// > Paste FEN) or resets to the start, copies back as FEN, flips, and plays moves on.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    const chess::Position& position() const { return position_; }
    BoardView* boardView() const { return board_; }

    // Shows the position described by `fen`, with its white space simplified (line breaks and
    // runs of blanks read as one space). On error the window is left unchanged and the error,
    // whose column counts in the simplified text, is returned.
    std::optional<chess::FenError> setPositionFromFen(const QString& fen);
    void resetPosition();

    // "White to move", "Checkmate: Black wins." and so on, as shown in the status bar.
    QString positionSummary() const;

private:
    void createActions();
    void createMenus();
    void copyFen();
    void pasteFen();
    void showAbout();
    void playMove(chess::Move move);
    void positionChanged();

    chess::Position position_;
    BoardView* board_ = nullptr;
    QLabel* positionLabel_ = nullptr;

    QAction* quitAction_ = nullptr;
    QAction* copyFenAction_ = nullptr;
    QAction* pasteFenAction_ = nullptr;
    QAction* resetAction_ = nullptr;
    QAction* flipAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
    QAction* aboutQtAction_ = nullptr;
};

} // namespace kibitz::ui
