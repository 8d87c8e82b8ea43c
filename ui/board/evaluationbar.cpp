#include "ui/board/evaluationbar.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace kibitz::ui {

namespace {

const QColor WhitePart(0xf2, 0xf2, 0xf2);
const QColor BlackPart(0x40, 0x3d, 0x39);
const QColor Unknown(0x9e, 0x9e, 0x9e);
const QColor Frame(0x75, 0x75, 0x75);

} // namespace

EvaluationBar::EvaluationBar(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("evaluationBar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setEvaluation(std::nullopt);
}

QSize EvaluationBar::sizeHint() const {
    return {fontMetrics().horizontalAdvance(QStringLiteral("+0.00")) + 6, 200};
}

QSize EvaluationBar::minimumSizeHint() const {
    return {sizeHint().width(), 40};
}

void EvaluationBar::setEvaluation(const std::optional<ShownEvaluation>& evaluation) {
    evaluation_ = evaluation;
    if (evaluation)
        setToolTip(tr("Evaluation %1: White's winning chances %2 % (Lichess's curve of the "
                      "engine's score)")
                       .arg(evaluation->text)
                       .arg(std::lround(50.0 * (1.0 + evaluation->chances))));
    else
        setToolTip(tr("No evaluation of this position yet: it comes from the analysis of the "
                      "main line or from the game's [%eval] comments"));
    update();
}

void EvaluationBar::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

int EvaluationBar::whiteHeight(int height) const {
    if (!evaluation_) return height / 2;
    return int(std::lround(height * (1.0 + std::clamp(evaluation_->chances, -1.0, 1.0)) / 2.0));
}

void EvaluationBar::setSpan(int top, int bottom) {
    spanTop_ = top;
    spanBottom_ = bottom;
    update();
}

QRect EvaluationBar::barRect() const {
    if (spanBottom_ <= spanTop_) return rect();
    return QRect(0, spanTop_, width(), spanBottom_ - spanTop_ + 1).intersected(rect());
}

void EvaluationBar::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    // A frame, so that White's part stands out from a light window.
    painter.fillRect(barRect(), Frame);
    const QRect all = barRect().adjusted(1, 1, -1, -1);
    if (!evaluation_) {
        painter.fillRect(all, Unknown);
        return;
    }
    const int white = std::min(whiteHeight(all.height()), all.height());
    // Unflipped, White's part grows from the bottom, where White's pieces start.
    const QRect whiteRect = flipped_
                                ? QRect(all.left(), all.top(), all.width(), white)
                                : QRect(all.left(), all.bottom() + 1 - white, all.width(), white);
    painter.fillRect(all, BlackPart);
    painter.fillRect(whiteRect, WhitePart);
    // The score at the favoured side's end, in the other colour.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter.setFont(small);
    const bool whiteAhead = evaluation_->chances >= 0;
    const bool atBottom = whiteAhead != flipped_;
    const QRect textRect = all.adjusted(0, 3, 0, -3);
    painter.setPen(whiteAhead ? BlackPart : WhitePart);
    painter.drawText(textRect, Qt::AlignHCenter | (atBottom ? Qt::AlignBottom : Qt::AlignTop),
                     evaluation_->text);
}

} // namespace kibitz::ui
