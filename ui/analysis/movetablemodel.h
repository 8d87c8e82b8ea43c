#pragma once

// The legal moves of one analysed position as a table: the model's probability that the side to
// move plays each, u after it, the engine's score and depth, and v-hat after it. Display text is
// formatted here; SortRole gives the numbers to sort by (through a QSortFilterProxyModel).

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

    // An engine score, side to move's standpoint, in pawns ("+0.35"), as a mate ("#3", "#-2"), or
    // "+TB" / "−TB" where the search reached a position an endgame table has won (lost).
    static QString formatScore(search::Value score);
    // v-hat, White's standpoint, short for a cell: "≈ +1" (an estimate) or "−1 exact".
    static QString formatValue(const analysis::ValueEstimate& value);

private:
    std::vector<analysis::MoveAssessment> moves_;
    std::vector<analysis::ValueEstimate> values_; // analysis::valueAfter of each move: v as the
                                                  // annotations see it
    bool whiteToMove_ = true;
    annotate::Thresholds thresholds_;
};

} // namespace kibitz::ui
