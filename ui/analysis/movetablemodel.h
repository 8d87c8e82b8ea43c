#pragma once

// The legal moves of one analysed position as a table, every figure from White's side as Lichess
// and ChessX show them: how likely a player of the side to move's rating is to play each (Michie's
// model), White's expected score after it at the players' ratings ((1 + u) / 2), the engine's
// score and depth, and the result with best play after it (v-hat). The engine's order comes
// first; the suggested move (the board's arrow) is bold. The headers say it in a player's words,
// their tooltips give the technical name and the definition. Display text is formatted here;
// SortRole gives the numbers to sort by (through a QSortFilterProxyModel).

#include "analysis/positionanalysis.h"
#include "annotate/rules.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace kibitz::ui {

class MoveTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        MoveColumn,
        ProbabilityColumn,
        UtilityColumn,
        ScoreColumn,
        DepthColumn,
        ValueColumn,
        ColumnCount
    };
    // The value to sort a cell by: a double (the move column sorts by the engine's order).
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit MoveTableModel(QObject* parent = nullptr);

    // The moves of `analysis` (copied), or none with nullptr.
    void setAnalysis(const analysis::PositionAnalysis* analysis);
    // The thresholds v-hat is rounded with (those of the annotations, from the settings). They
    // apply from the next setAnalysis().
    void setThresholds(const annotate::Thresholds& thresholds) { thresholds_ = thresholds; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // White's expected score of a position of expected utility u, in per cent: "52.3 %".
    static QString expectedScore(double utility);
    // v-hat, White's standpoint, short for a cell: "≈ +1" (an estimate) or "−1 exact".
    static QString formatValue(const analysis::ValueEstimate& value);

private:
    std::vector<analysis::MoveAssessment> moves_;
    chess::Move suggested_ = chess::Move::none(); // bestByUtility: its row is bold
    std::vector<analysis::ValueEstimate> values_; // analysis::valueAfter of each move: v as the
                                                  // annotations see it
    bool whiteToMove_ = true;
    annotate::Thresholds thresholds_;

    chess::Color mover() const { return whiteToMove_ ? chess::White : chess::Black; }
};

} // namespace kibitz::ui
