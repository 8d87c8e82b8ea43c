#pragma once

// The evaluation bar beside the board, as Lichess and chess.com draw it: White's share of the bar
// is White's winning chances (ui/analysis/evaluation.h) from 0 to 100 %, the score written at the
// end of the side it favours. It turns with the board and spans the height of its squares. With no
// evaluation it is grey and says so in its tooltip.

#include "ui/analysis/evaluation.h"

#include <QWidget>

#include <optional>

namespace kibitz::ui {

class EvaluationBar : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationBar(QWidget* parent = nullptr);

    void setEvaluation(const std::optional<ShownEvaluation>& evaluation);
    const std::optional<ShownEvaluation>& evaluation() const { return evaluation_; }
    // Black's side at the bottom, as the board is when flipped.
    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }
    // The height of White's part of the bar, of `height` pixels.
    int whiteHeight(int height) const;
    // Draws the bar between these rows only (the board's squares beside it); an empty span: the
    // whole height.
    void setSpan(int top, int bottom);
    // The rows the bar is drawn in, in its own coordinates.
    QRect barRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<ShownEvaluation> evaluation_;
    bool flipped_ = false;
    int spanTop_ = 0;
    int spanBottom_ = -1;
};

} // namespace kibitz::ui
