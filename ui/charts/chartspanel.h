#pragma once

// The game at a glance: charts over the plies of the main line, from the analysis at the current
// strengths, each with the current ply as a vertical line:
// - the evaluation as players know it: White's winning chances by Lichess's curve of the engine's
//   score (ui/analysis/evaluation.h; a ply the analysis lacks from the game's [%eval]);
// - the expected utility u (White's standpoint, -1..1), with a mark on every move the annotator
//   would give a symbol (?? ? ?! !? !! !) and on every position whose value v is exact;
// - the tension T (0..1);
// - the move-choice entropy H_move, normalised by the log of the number of legal moves, and the
//   outcome entropy H_out divided by log2 3, its largest value, so both lie in 0..1 (THEORY.md §5);
// - when the game has clock comments, the time each move took (playerclocks.h).
// Above them, the summary per player (PlayerSummaryView).

#include "ui/analysis/gameanalyser.h"
#include "ui/charts/playersummaryview.h"
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
    // What a running analysis knows so far (GameAnalyser::provisional): its curves, without the
    // marks of its moves' symbols and without the players' summary, which wait for the end.
    void setProvisional(const GameAnalysisResult* partial);
    // The ply to mark (-1: none, the current move is not on the main line).
    void setCurrentPly(int ply);

    PlyChart* evaluationChart() const { return evaluation_; }
    PlyChart* utilityChart() const { return utility_; }
    PlyChart* tensionChart() const { return tension_; }
    PlyChart* entropyChart() const { return entropy_; }
    // The time each player took per move (minutes), from the game's [%emt] or [%clk]; hidden for
    // a game without them. Its marks are the three longest thinks.
    PlyChart* timeChart() const { return time_; }
    PlayerSummaryView* summary() const { return summary_; }

    // The marks of the u chart: moves with a symbol of Table 2 (the result's judgement) and
    // positions with an exact v. Tooltips read "23. gxf4??" or "23… Qh4 — v = −1, exact".
    static std::vector<PlyMarker> markersFor(const GameAnalysisResult& result);
    // "23. gxf4" or "23… gxf4" for the move into position `ply` (>= 1) of the main line.
    static std::vector<QString> mainLineMoveTexts(const pgn::Game& game);

signals:
    void plyClicked(int ply);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    PlayerSummaryView* summary_;
    QBoxLayout* layout_;
    PlyChart* evaluation_;
    PlyChart* utility_;
    PlyChart* tension_;
    PlyChart* entropy_;
    PlyChart* time_;

    void setCurves(const GameAnalysisResult* result);
    void setTimes(const GameAnalysisResult* result);
};

} // namespace kibitz::ui
