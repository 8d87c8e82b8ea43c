#pragma once

// The players' strengths: White's and Black's Elo, each a spin box and a slider kept in
// step, and a button that takes them from the game's rating tags again. The back-up takes them as
// Michie's merits, M = Elo / 1000 (THEORY.md §2).
//
// strengthsChanged is emitted when the user changes a value, at most once per
// NotifyIntervalMs while a slider is dragged, and always with the last value. The back-up itself
// takes milliseconds, but what listens to it (the annotations of the whole game, the charts, the
// move list) should not be redone for each pixel of a drag; 40 ms still follows the hand.
// Setting values from code (setStrengths, setStrengthsFromGame) emits nothing.

#include "pgn/game.h"

#include <QWidget>

#include <string_view>

QT_BEGIN_NAMESPACE
class QPushButton;
class QSlider;
class QSpinBox;
class QTimer;
QT_END_NAMESPACE

namespace kibitz::ui {

class StrengthControls : public QWidget {
    Q_OBJECT

public:
    static constexpr int MinimumElo = 0;
    static constexpr int MaximumElo = 3500;
    static constexpr int EloStep = 10;
    static constexpr int DefaultElo = 2000; // for a player without a rating tag
    static constexpr int NotifyIntervalMs = 40;

    explicit StrengthControls(QWidget* parent = nullptr);

    int whiteElo() const;
    int blackElo() const;

    void setStrengths(int whiteElo, int blackElo);
    // WhiteElo and BlackElo of `game`, else DefaultElo; remembered for the reset button.
    void setStrengthsFromGame(const pgn::Game& game);
    // The rating in tag `name` (a positive number, clamped to the range), else DefaultElo.
    static int eloFromTag(const pgn::Game& game, std::string_view name);

    // The widgets, for tests.
    QSpinBox* spinBox(bool white) const { return white ? whiteSpin_ : blackSpin_; }
    QSlider* slider(bool white) const { return white ? whiteSlider_ : blackSlider_; }
    QPushButton* resetButton() const { return reset_; }

signals:
    void strengthsChanged(int whiteElo, int blackElo);

private:
    void link(QSpinBox* spin, QSlider* slider);
    void userChanged();
    void resetToTags();

    QSpinBox* whiteSpin_;
    QSlider* whiteSlider_;
    QSpinBox* blackSpin_;
    QSlider* blackSlider_;
    QPushButton* reset_;
    QTimer* notify_;
    int taggedWhite_ = DefaultElo;
    int taggedBlack_ = DefaultElo;
    bool settingFromCode_ = false;
};

} // namespace kibitz::ui
