#pragma once

// A chart of quantities per ply (u, tension, entropies), the thin adapter over Qt Charts that
// STYLE.md asks for, after ChessX: a tiny interface (setSeries, setMarkers, setCurrentPly, the
// signal plyClicked) so that panels never touch Qt Charts and the library could be swapped.
//
// Ply p is the position after p half-moves (0: the start). A series may have gaps (a position
// with no analysis): the line breaks there instead of joining its neighbours.

#include <QColor>
#include <QString>
#include <QWidget>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace kibitz::ui {

struct PlySeries {
    QString name;
    QColor color;
    std::vector<std::optional<double>> values; // index = ply
};

// A point to mark on the chart: an annotated move, or where v is known.
struct PlyMarker {
    int ply = 0;
    double value = 0.0;
    QString label; // the tooltip, e.g. "23. gxf4?? (v exact: -1)"
    QColor color;
};

class PlyChart : public QWidget {
    Q_OBJECT

public:
    explicit PlyChart(const QString& title, QWidget* parent = nullptr);

    // The y range, fixed so that charts of different games compare (u and T lie in [-1, 1]).
    void setRange(double low, double high);
    void setSeries(const std::vector<PlySeries>& series);
    void setMarkers(const std::vector<PlyMarker>& markers);
    const std::vector<PlyMarker>& markers() const { return markers_; }
    // The ply shown as a vertical line; -1 for none.
    void setCurrentPly(int ply);

    int plyCount() const { return plyCount_; }
    int currentPly() const { return currentPly_; }
    // The widget position of a ply at value y, for tests and tooltips.
    QPointF positionOf(int ply, double value) const;
    // The ply nearest to a widget position over the plot area, or -1.
    int plyAt(QPointF position) const;
    // The lines drawn for the series, one per run of values, for tests.
    std::vector<const QObject*> lineObjects() const;
    // The plies between the labels of the ply axis: more as the chart narrows.
    double plyTickInterval() const;

signals:
    void plyClicked(int ply);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void updatePlyAxis();
    void updateCurrentLine();
    QLineSeries* newLine(const QString& name, const QColor& color);
    void attach(QLineSeries* series);

    // What makes the lines of setSeries: per series its name, colour and number of runs. New
    // values of the same shape go into the same lines.
    struct LineShape {
        QString name;
        QColor color;
        int runs = 0;
        bool operator==(const LineShape&) const = default;
    };

    QChart* chart_;
    QChartView* view_;
    QValueAxis* plyAxis_;
    QValueAxis* valueAxis_;
    QLineSeries* currentLine_;
    std::vector<QLineSeries*> lines_;
    std::vector<LineShape> shape_;
    QScatterSeries* markerSeries_ = nullptr;
    std::vector<PlyMarker> markers_;
    double low_ = -1.0;
    double high_ = 1.0;
    int plyCount_ = 0;
    int currentPly_ = -1;
};

} // namespace kibitz::ui
