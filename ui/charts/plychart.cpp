#include "plychart.h"

#include <QChart>
#include <QChartView>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kibitz::ui {

PlyChart::PlyChart(const QString& title, QWidget* parent)
    : QWidget(parent)
    , chart_(new QChart)
    , view_(new QChartView(chart_, this))
    , plyAxis_(new QValueAxis(chart_))
    , valueAxis_(new QValueAxis(chart_))
    , currentLine_(new QLineSeries(chart_)) {
    chart_->setTitle(title);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    chart_->setMargins(QMargins(4, 4, 4, 4));
    plyAxis_->setLabelFormat(QStringLiteral("%d"));
    plyAxis_->setTitleText(tr("ply"));
    plyAxis_->setTickType(QValueAxis::TicksDynamic);
    plyAxis_->setTickAnchor(0.0);
    // The charts share a narrow strip under the board: three value labels (low, middle, high)
    // in a smaller font, never elided to "...", are what fits there and all a reader needs.
    valueAxis_->setTickCount(3);
    valueAxis_->setLabelFormat(QStringLiteral("%.1f"));
    QFont labels = font();
    labels.setPointSizeF(labels.pointSizeF() * 0.85);
    for (QValueAxis* axis : {plyAxis_, valueAxis_}) {
        axis->setLabelsFont(labels);
        axis->setTruncateLabels(false);
    }
    // Its title would be elided in that strip; the tooltip says what the numbers count.
    plyAxis_->setTitleVisible(false);
    chart_->addAxis(plyAxis_, Qt::AlignBottom);
    chart_->addAxis(valueAxis_, Qt::AlignLeft);
    currentLine_->setName(tr("current position"));
    currentLine_->setPen(QPen(palette().color(QPalette::Highlight), 1.5, Qt::DashLine));
    attach(currentLine_);
    for (QLegendMarker* marker : chart_->legend()->markers(currentLine_)) marker->setVisible(false);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->viewport()->installEventFilter(this);
    view_->setToolTip(tr("Across: the plies (half-moves) from the start. Click a point to go to "
                         "that position."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    setRange(-1.0, 1.0);
    setSeries({});
}

void PlyChart::attach(QLineSeries* series) {
    chart_->addSeries(series);
    series->attachAxis(plyAxis_);
    series->attachAxis(valueAxis_);
}

QLineSeries* PlyChart::newLine(const QString& name, const QColor& color) {
    auto* line = new QLineSeries(chart_);
    line->setName(name);
    line->setPen(QPen(color, 2.0));
    attach(line);
    return line;
}

void PlyChart::setRange(double low, double high) {
    low_ = low;
    high_ = high;
    valueAxis_->setRange(low, high);
    updateCurrentLine();
}

namespace {

// The runs of values of a series (a gap ends a run), each as the points of one line.
QList<QList<QPointF>> runsOf(const PlySeries& series) {
    QList<QList<QPointF>> runs;
    bool inRun = false;
    for (std::size_t ply = 0; ply < series.values.size(); ++ply) {
        if (!series.values[ply]) {
            inRun = false;
            continue;
        }
        if (!inRun) runs.append(QList<QPointF>());
        inRun = true;
        runs.back().append(QPointF(double(ply), *series.values[ply]));
    }
    return runs;
}

// Ply axis ticks on round numbers: every 10 plies in a long game, fewer in a short one.
// The step between the ply axis's labels: the smallest of 1, 2, 5, 10, 20, ... that leaves some
// 32 pixels to each label (two or three digits in the axis's small font, and a gap), so that
// the strip's narrow charts do not run their labels together.
int tickStep(int plies, int width) {
    const int labels = std::max(2, width / 32);
    for (int step = 1;; step *= 10)
        for (const int k : {1, 2, 5})
            if (plies / (k * step) + 1 <= labels) return k * step;
}

} // namespace

void PlyChart::setSeries(const std::vector<PlySeries>& series) {
    // One line per run of values, so that a gap stays a gap; only the first is in the legend.
    std::vector<QList<QList<QPointF>>> runs;
    std::vector<LineShape> shape;
    plyCount_ = 0;
    for (const PlySeries& s : series) {
        plyCount_ = std::max(plyCount_, int(s.values.size()));
        runs.push_back(runsOf(s));
        shape.push_back({s.name, s.color, int(runs.back().size())});
    }
    if (shape == shape_) {
        // A change of strength: the same lines with other values. QXYSeries::replace redraws
        // once, where new series would each be laid out and added to the legend again.
        std::size_t line = 0;
        for (const QList<QList<QPointF>>& seriesRuns : runs)
            for (const QList<QPointF>& run : seriesRuns) lines_[line++]->replace(run);
    } else {
        for (QLineSeries* line : lines_) {
            chart_->removeSeries(line);
            delete line;
        }
        lines_.clear();
        for (std::size_t i = 0; i < series.size(); ++i)
            for (qsizetype r = 0; r < runs[i].size(); ++r) {
                QLineSeries* line = newLine(series[i].name, series[i].color);
                line->replace(runs[i][r]);
                if (r > 0)
                    for (QLegendMarker* m : chart_->legend()->markers(line)) m->setVisible(false);
                lines_.push_back(line);
            }
        shape_ = std::move(shape);
    }
    updatePlyAxis();
    updateCurrentLine();
}

double PlyChart::plyTickInterval() const {
    return plyAxis_->tickInterval();
}

void PlyChart::updatePlyAxis() {
    // The tick interval before the range, and neither when unchanged: every change lays out the
    // axis's labels again, and a long game's range at a short game's interval would lay out dozens
    // of them once for nothing. The value axis and the margins take some 40 pixels of the width.
    const double interval = tickStep(plyCount_, std::max(0, width() - 40));
    const double last = std::max(1, plyCount_ - 1);
    if (plyAxis_->tickInterval() != interval) plyAxis_->setTickInterval(interval);
    if (plyAxis_->min() != 0.0 || plyAxis_->max() != last) plyAxis_->setRange(0.0, last);
}

void PlyChart::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updatePlyAxis();
}

void PlyChart::setMarkers(const std::vector<PlyMarker>& markers) {
    markers_ = markers;
    if (markers.empty()) {
        if (markerSeries_) {
            chart_->removeSeries(markerSeries_);
            delete markerSeries_;
            markerSeries_ = nullptr;
        }
        return;
    }
    QList<QPointF> points;
    points.reserve(qsizetype(markers.size()));
    for (const PlyMarker& m : markers) points.append(QPointF(double(m.ply), m.value));
    if (!markerSeries_) {
        markerSeries_ = new QScatterSeries(chart_);
        markerSeries_->setName(tr("annotated moves"));
        markerSeries_->setMarkerSize(9.0);
        chart_->addSeries(markerSeries_);
        markerSeries_->attachAxis(plyAxis_);
        markerSeries_->attachAxis(valueAxis_);
        connect(markerSeries_, &QScatterSeries::hovered, this,
                [this](const QPointF& point, bool on) {
                    if (!on) return QToolTip::hideText();
                    for (const PlyMarker& m : markers_)
                        if (m.ply == int(std::lround(point.x())))
                            QToolTip::showText(QCursor::pos(), m.label, view_);
                });
    }
    markerSeries_->setColor(markers.front().color);
    markerSeries_->replace(points);
}

void PlyChart::setCurrentPly(int ply) {
    currentPly_ = ply;
    updateCurrentLine();
}

void PlyChart::updateCurrentLine() {
    currentLine_->clear();
    if (currentPly_ < 0 || currentPly_ >= std::max(plyCount_, 1)) return;
    currentLine_->append(double(currentPly_), low_);
    currentLine_->append(double(currentPly_), high_);
}

QPointF PlyChart::positionOf(int ply, double value) const {
    const QPointF scene = chart_->mapToPosition(QPointF(double(ply), value), currentLine_);
    return view_->viewport()->mapTo(this, QPointF(view_->mapFromScene(scene)));
}

int PlyChart::plyAt(QPointF position) const {
    if (plyCount_ == 0) return -1;
    const QPointF scene = view_->mapToScene(view_->viewport()->mapFrom(this, position.toPoint()));
    if (!chart_->plotArea().adjusted(-4, -4, 4, 4).contains(scene)) return -1;
    const QPointF value = chart_->mapToValue(scene, currentLine_);
    return std::clamp(int(std::lround(value.x())), 0, plyCount_ - 1);
}

std::vector<const QObject*> PlyChart::lineObjects() const {
    return {lines_.begin(), lines_.end()};
}

bool PlyChart::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_->viewport() && event->type() == QEvent::MouseButtonPress) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton) {
            const int ply = plyAt(view_->viewport()->mapTo(this, mouse->position().toPoint()));
            if (ply >= 0) {
                emit plyClicked(ply);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace kibitz::ui
