#pragma once

// The game at a glance (issue 7): three charts over the plies of the main line, from the analysis
// at the current strengths. The expected utility u (White's standpoint, -1..1) with a mark on
// every move the annotator would give a symbol (?? ? ?! !? !! !) and on every position whose
// value v is exact; the tension T (0..1); the move-choice entropy H_move, normalised by the log of
// the number of legal moves, and the outcome entropy H_out divided by log2 3, its largest value,
// so that both lie in 0..1 (THEORY.md §5). The current ply is a vertical line on each chart.

#include "annotate/rules.h"
#include "ui/analysis/gameanalyser.h"
#include "ui/charts/plychart.h"

#include <QWidget>

#include <vector>

QT_BEGIN_NAMESPACE
class QBoxLayout;
QT_END_NAMESPACE

namespace kibitz::ui {

class ChartsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ChartsPanel(QWidget* parent = nullptr);

    // The analysis to chart, or nullptr to clear the charts.
    void setAnalysis(const GameAnalysisResult* result);
    // The thresholds the marks are judged with (those of the annotations, from the settings).
    // They apply from the next setAnalysis().
    void setThresholds(const annotate::Thresholds& thresholds) { thresholds_ = thresholds; }
    // The ply to mark (-1: none, the current move is not on the main line).
    void setCurrentPly(int ply);

    PlyChart* utilityChart() const { return utility_; }
    PlyChart* tensionChart() const { return tension_; }
    PlyChart* entropyChart() const { return entropy_; }

    // The marks of the u chart: moves with a symbol of Table 2 and positions with an exact v.
    // Tooltips read "23. gxf4??" or "23… Qh4 — v = −1, exact".
    static std::vector<PlyMarker> markersFor(const GameAnalysisResult& result,
                                             const annotate::Thresholds& thresholds = {});
    // "23. gxf4" or "23… gxf4" for the move into position `ply` (>= 1) of the main line.
    static std::vector<QString> mainLineMoveTexts(const pgn::Game& game);

signals:
    void plyClicked(int ply);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QBoxLayout* layout_;
    PlyChart* utility_;
    PlyChart* tension_;
    PlyChart* entropy_;
    annotate::Thresholds thresholds_;
};

} // namespace kibitz::ui
