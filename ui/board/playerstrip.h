#pragma once

// The players beside the board, as Lichess and ChessBase show them: one strip above the board for
// the side at the top and one below it for the other, each with the player's title, name and
// rating from the game's tags and the clock at the current move (playerclocks.h). The clock of
// the side to move is highlighted. The strips follow the document's game and move and the
// board's flip.

#include "pgn/game.h"

#include <QWidget>

class QLabel;

namespace kibitz::ui {

class BoardView;
class EvaluationBar;
class GameDocument;

class PlayerStrip : public QWidget {
    Q_OBJECT

public:
    explicit PlayerStrip(QWidget* parent = nullptr);

    // "GM Carlsen, Magnus (2862)"; the clock's text, empty when it is not known.
    void setPlayer(const QString& name, const QString& clock, bool toMove);
    QString name() const;
    QString clock() const;
    bool isToMove() const { return toMove_; }

    // What a strip says of `white` or Black's player of `game`: "[title ]name[ (rating)]", the
    // name "White" or "Black" when the tag is missing or "?".
    static QString playerText(const pgn::Game& game, bool white);

private:
    QLabel* name_;
    QLabel* clock_;
    bool toMove_ = false;
};

// The board with a PlayerStrip above and below it and the evaluation bar at its left; the board
// becomes the column's child.
class BoardColumn : public QWidget {
    Q_OBJECT

public:
    BoardColumn(BoardView* board, GameDocument* document, QWidget* parent = nullptr);

    PlayerStrip* topStrip() const { return top_; }
    PlayerStrip* bottomStrip() const { return bottom_; }
    EvaluationBar* evaluationBar() const { return bar_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    // The game changed (another one, an edit): whether it has clock comments, then refresh().
    void gameChanged();
    // The bar as tall as the board's squares, whatever room the board's widget has around them.
    void fitBar();

    BoardView* board_;
    GameDocument* document_;
    PlayerStrip* top_;
    PlayerStrip* bottom_;
    EvaluationBar* bar_;
    bool hasClocks_ = false; // of the current game, looked up once per change of game
};

} // namespace kibitz::ui
