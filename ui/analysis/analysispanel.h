#pragma once

// What Kibitz says about the current position, in a player's words with the technical
// name and its definition in each tooltip, every figure from White's side: the result
// with best play (v, said to be exact or an estimate: THEORY.md §1), the chances between strong
// players behind an estimate, the expected score and the likely result at the players' ratings
// (Michie's u and outcome), how sharp (tension T), how many good moves (2^H_move) and how open
// the result is (H_out, §5), the engine's score, and a table of every legal move (MoveTableModel).

#include "analysis/positionanalysis.h"
#include "annotate/rules.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QSortFilterProxyModel;
class QTableView;
QT_END_NAMESPACE

namespace kibitz::ui {

class MoveTableModel;

// How a game ended, in a player's words: "checkmate", "75-move rule", "threefold repetition";
// empty for none.
QString gameEndText(chess::GameEnd end);

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    // The analysis to show (copied), or nullptr: "not analysed yet".
    void setAnalysis(const analysis::PositionAnalysis* analysis);
    // The thresholds v is rounded with, as the annotations round it (from the settings). They
    // apply from the next setAnalysis().
    void setThresholds(const annotate::Thresholds& thresholds);
    // The line above the figures, for a position that has no analysis yet ("Analysing this
    // position…"); the next setAnalysis() writes it again.
    void setStatus(const QString& text);
    QString status() const;

    // For tests and the main window: the table, its source model, and the text of the figures.
    QTableView* moveTable() const { return table_; }
    MoveTableModel* moveModel() const { return model_; }
    QString valueText() const;
    QString summaryText() const;

    // "+1 (White wins), exact (a proven mate)" / "≈ 0 (a draw), estimated", of analysis::valueOf
    // (v as the annotations see it).
    static QString describeValue(const analysis::ValueEstimate& value);
    // "Syzygy: White wins; 13 plies to a capture or pawn move (DTZ)".
    static QString describeTablebase(const tablebase::Probe& probe, bool whiteToMove);

private:
    QLabel* status_;
    QLabel* value_;
    QLabel* estimate_;
    QLabel* utility_;
    QLabel* outcome_;
    QLabel* tension_;
    QLabel* moveEntropy_;
    QLabel* outcomeEntropy_;
    QLabel* engine_;
    MoveTableModel* model_;
    QSortFilterProxyModel* sorted_;
    QTableView* table_;
    annotate::Thresholds thresholds_;
};

} // namespace kibitz::ui
