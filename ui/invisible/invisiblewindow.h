#pragma once

// The Invisible Chess window (Game → Play Invisible Chess in the main window): a game against the
// paper's advisor player. The board shows only what the user may see; a heat map shows the
// user's belief about where each of the computer's invisible pieces stands; a log lists every
// attempt and how it came out; a chart draws both sides' uncertainty per turn; when the game is
// over it can be replayed with everything visible. Games are saved as PGN and opened again.

#include "ui/invisible/invisiblesession.h"

#include <QDialog>
#include <QMainWindow>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QSlider;
class QSpinBox;
QT_END_NAMESPACE

namespace kibitz::ui {

class BoardView;
class PlyChart;
class ProgressIndicator;

// The choices of a new game: the user's colour, both sides' invisible pieces, the computer's
// advisors.
class InvisibleSetupDialog : public QDialog {
    Q_OBJECT

public:
    explicit InvisibleSetupDialog(const InvisibleSetup& initial, QWidget* parent = nullptr);
    InvisibleSetup setup() const;

private:
    QComboBox* colour_;
    QComboBox* sets_[chess::ColorCount];
    QDoubleSpinBox* weights_[3];
    QSpinBox* depth_;
};

class InvisibleWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit InvisibleWindow(QWidget* parent = nullptr);

    InvisibleSession* session() const { return session_; }
    BoardView* board() const { return board_; }
    QComboBox* beliefChooser() const { return beliefChooser_; }
    QListWidget* attemptLog() const { return log_; }
    PlyChart* entropyChart() const { return chart_; }
    QCheckBox* showEverything() const { return showEverything_; }
    QSlider* replaySlider() const { return replay_; }
    QLabel* statusLabel() const { return status_; }

    // Game → New Game: asks for the pieces and the advisors (and before dropping an unsaved game).
    void newGame();
    // The same without the dialog (tests).
    void startGame(const InvisibleSetup& setup);
    // Saves to `path`; the error, naming the file, or an empty string.
    QString saveTo(const QString& path);
    // Opens `path` (its first game); the error, naming the file, or an empty string.
    QString openFrom(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void refresh();
    void refreshBoard();
    void open();
    bool save();
    // Asks before a game in progress is dropped; false when the user cancels.
    bool maySetGameAside();

    InvisibleSession* session_;
    BoardView* board_;
    QLabel* status_;
    QLabel* players_;
    ProgressIndicator* thinking_;
    QComboBox* beliefChooser_;
    QListWidget* log_;
    PlyChart* chart_;
    QCheckBox* showEverything_;
    QSlider* replay_;
    QLabel* replayLabel_;
    QAction* resignAction_ = nullptr;
    bool saved_ = true; // the game as it stands is in a file (or there is nothing to keep)
};

} // namespace kibitz::ui
