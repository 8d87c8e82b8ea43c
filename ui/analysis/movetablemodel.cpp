#include "movetablemodel.h"

#include "analysis/valuation.h"
#include "search/value.h"
#include "ui/analysis/enginelines.h"
#include "ui/models/pieceletters.h"

#include <QFont>

#include <cmath>

namespace kibitz::ui {

namespace {

QString signedNumber(double x, int decimals) {
    // A true minus sign, and +0.00 rather than -0.00.
    const QString digits = QString::number(std::abs(x), 'f', decimals);
    if (digits.toDouble() == 0.0) return digits;
    return (x < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + digits;
}

} // namespace

QString MoveTableModel::expectedScore(double utility) {
    return QStringLiteral("%1 %").arg(50.0 * (1.0 + utility), 0, 'f', 1);
}

MoveTableModel::MoveTableModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void MoveTableModel::setAnalysis(const analysis::PositionAnalysis* analysis) {
    beginResetModel();
    moves_ = analysis ? analysis->moves : std::vector<analysis::MoveAssessment>{};
    whiteToMove_ = analysis ? analysis->whiteToMove : true;
    suggested_ = analysis ? analysis->bestByUtility : chess::Move::none();
    values_.clear();
    for (const analysis::MoveAssessment& m : moves_)
        values_.push_back(analysis::valueAfter(*analysis, m, thresholds_.valueThreshold));
    endResetModel();
}

int MoveTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(moves_.size());
}

int MoveTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString MoveTableModel::formatValue(const analysis::ValueEstimate& value) {
    const QString v = value.value == 0 ? QStringLiteral("0") : signedNumber(value.value, 0);
    if (value.isExact()) return tr("%1 exact").arg(v);
    return QStringLiteral("\u2248 %1").arg(v);
}

QVariant MoveTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const analysis::MoveAssessment& m = moves_[std::size_t(index.row())];
    const analysis::ValueEstimate& value = values_[std::size_t(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case MoveColumn: return localSan(QString::fromStdString(m.san));
        case ProbabilityColumn: return QStringLiteral("%1 %").arg(100.0 * m.probability, 0, 'f', 1);
        case UtilityColumn: return expectedScore(m.utility);
        case ScoreColumn: return EngineLines::formatScore(m.score, mover());
        case DepthColumn: return m.depth;
        case ValueColumn: return formatValue(value);
        default: return {};
        }
    }
    if (role == SortRole) {
        switch (index.column()) {
        case MoveColumn: return double(index.row()); // the engine's order, best first
        case ProbabilityColumn: return m.probability;
        case UtilityColumn: return m.utility;
        case ScoreColumn: return double(whiteToMove_ ? m.score : -m.score);
        case DepthColumn: return double(m.depth);
        case ValueColumn: return value.value + (value.isExact() ? 0.5 * value.value : 0.0);
        default: return {};
        }
    }
    if (role == Qt::FontRole && m.move == suggested_) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::ToolTipRole && index.column() == MoveColumn && m.move == suggested_)
        return tr("The suggested move (the arrow on the board): of the moves the engine rates "
                  "within half a pawn of its best, the one with the best expected score at these "
                  "strengths");
    if (role == Qt::TextAlignmentRole && index.column() != MoveColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == UtilityColumn)
        return tr("Michie's expected utility u = %1 (P(win) \u2212 P(loss) for White)")
            .arg(signedNumber(m.utility, 3));
    if (role == Qt::ToolTipRole && index.column() == ValueColumn) {
        if (value.provenance == analysis::Provenance::Terminal)
            return tr("Exact: the game is over after this move.");
        if (value.provenance == analysis::Provenance::ProvenMate)
            return tr("Exact: the engine proved a mate.");
        if (value.provenance == analysis::Provenance::Tablebase)
            return tr("Exact: an endgame table has the position after this move.");
        return tr("An estimate from the engine's score: in strong play White wins %1 %, draws "
                  "%2 % and loses %3 %.")
            .arg(100.0 * value.wdl.win, 0, 'f', 0)
            .arg(100.0 * value.wdl.draw, 0, 'f', 0)
            .arg(100.0 * value.wdl.loss, 0, 'f', 0);
    }
    return {};
}

QVariant MoveTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case MoveColumn: return tr("Move");
        case ProbabilityColumn: return tr("Likely");
        case UtilityColumn: return tr("Expected");
        case ScoreColumn: return tr("Engine");
        case DepthColumn: return tr("Depth");
        case ValueColumn: return tr("Best play");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MoveColumn:
            return tr("The legal moves; sorted by this column, best by the engine first");
        case ProbabilityColumn:
            return tr("How likely a player of this rating is to play the move (Michie's model of "
                      "fallible play: the probability of the move)");
        case UtilityColumn:
            return tr("White's expected score after the move when players of these ratings play "
                      "on (win 1, draw ½): (1 + u) / 2, with Michie's expected utility u = "
                      "P(win) \u2212 P(loss)");
        case ScoreColumn:
            return tr("The engine's score for the move, in pawns from White's side; #n: White "
                      "mates in n moves, #-n: Black mates");
        case DepthColumn: return tr("How many plies deep the engine searched the move");
        case ValueColumn:
            return tr("The result with best play after the move, White's side: the "
                      "game-theoretic value v (+1 White wins, 0 draw, −1 Black wins), exact when "
                      "the game is over, a mate is proven or a table knows it, otherwise (\u2248) "
                      "estimated from the engine's score as the annotations estimate it");
        default: return {};
        }
    }
    return {};
}

} // namespace kibitz::ui
