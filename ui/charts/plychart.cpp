#include "plychart.h"

#include <QChart>
#include <QChartView>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
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
    chart_->addAxis(plyAxis_, Qt::AlignBottom);
    chart_->addAxis(valueAxis_, Qt::AlignLeft);
    currentLine_->setName(tr("current position"));
    currentLine_->setPen(QPen(palette().color(QPalette::Highlight), 1.5, Qt::DashLine));
    attach(currentLine_);
    for (QLegendMarker* marker : chart_->legend()->markers(currentLine_)) marker->setVisible(false);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->viewport()->installEventFilter(this);
    view_->setToolTip(tr("Click a point to go to that position"));
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

void PlyChart::setSeries(const std::vector<PlySeries>& series) {
    for (QAbstractSeries* s : chart_->series())
        if (s != currentLine_ && s != markerSeries_) {
            chart_->removeSeries(s);
            delete s;
        }
    plyCount_ = 0;
    for (const PlySeries& s : series) {
        plyCount_ = std::max(plyCount_, int(s.values.size()));
        // One line per run of values, so that a gap stays a gap; only the first is in the legend.
        QLineSeries* line = nullptr;
        bool first = true;
        for (std::size_t ply = 0; ply < s.values.size(); ++ply) {
            if (!s.values[ply]) {
                line = nullptr;
                continue;
            }
            if (!line) {
                line = newLine(s.name, s.color);
                if (!first)
                    for (QLegendMarker* m : chart_->legend()->markers(line)) m->setVisible(false);
                first = false;
            }
            line->append(double(ply), *s.values[ply]);
        }
    }
    plyAxis_->setRange(0.0, std::max(1, plyCount_ - 1));
    plyAxis_->setTickCount(std::clamp(plyCount_ / 10 + 1, 2, 11));
    updateCurrentLine();
}

void PlyChart::setMarkers(const std::vector<PlyMarker>& markers) {
    markers_ = markers;
    if (markerSeries_) {
        chart_->removeSeries(markerSeries_);
        delete markerSeries_;
        markerSeries_ = nullptr;
    }
    if (markers.empty()) return;
    markerSeries_ = new QScatterSeries(chart_);
    markerSeries_->setName(tr("annotated moves"));
    markerSeries_->setMarkerSize(9.0);
    markerSeries_->setColor(markers.front().color);
    for (const PlyMarker& m : markers) markerSeries_->append(double(m.ply), m.value);
    chart_->addSeries(markerSeries_);
    markerSeries_->attachAxis(plyAxis_);
    markerSeries_->attachAxis(valueAxis_);
    connect(markerSeries_, &QScatterSeries::hovered, this, [this](const QPointF& point, bool on) {
        if (!on) return QToolTip::hideText();
        for (const PlyMarker& m : markers_)
            if (m.ply == int(std::lround(point.x())))
                QToolTip::showText(QCursor::pos(), m.label, view_);
    });
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
