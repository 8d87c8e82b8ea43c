#include "analysispanel.h"

#include "analysis/humanmodel.h"
#include "analysis/valuation.h"
#include "movetablemodel.h"
#include "ui/analysis/enginelines.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace kibitz::ui {

namespace {

QString number(double x, int decimals) {
    const QString digits = QString::number(std::abs(x), 'f', decimals);
    if (digits.toDouble() == 0.0) return digits;
    return (x < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + digits;
}

QString percent(double p) {
    return QStringLiteral("%1 %").arg(100.0 * p, 0, 'f', 1);
}

} // namespace

QString gameEndText(chess::GameEnd end) {
    switch (end) {
    case chess::GameEnd::None: return {};
    case chess::GameEnd::Checkmate: return AnalysisPanel::tr("checkmate");
    case chess::GameEnd::Stalemate: return AnalysisPanel::tr("stalemate");
    case chess::GameEnd::InsufficientMaterial: return AnalysisPanel::tr("insufficient material");
    case chess::GameEnd::SeventyFiveMoveRule: return AnalysisPanel::tr("75-move rule");
    case chess::GameEnd::FivefoldRepetition: return AnalysisPanel::tr("fivefold repetition");
    case chess::GameEnd::FiftyMoveRule: return AnalysisPanel::tr("50-move rule");
    case chess::GameEnd::ThreefoldRepetition: return AnalysisPanel::tr("threefold repetition");
    }
    return {};
}

AnalysisPanel::AnalysisPanel(QWidget* parent)
    : QWidget(parent)
    , status_(new QLabel(this))
    , value_(new QLabel(this))
    , estimate_(new QLabel(this))
    , utility_(new QLabel(this))
    , outcome_(new QLabel(this))
    , tension_(new QLabel(this))
    , moveEntropy_(new QLabel(this))
    , outcomeEntropy_(new QLabel(this))
    , engine_(new QLabel(this))
    , model_(new MoveTableModel(this))
    , sorted_(new QSortFilterProxyModel(this))
    , table_(new QTableView(this)) {
    status_->setWordWrap(true);

    auto* figures = new QFormLayout;
    figures->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    // In a narrow dock a long figure goes under its name rather than widen the dock.
    figures->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const auto addRow = [&](const QString& label, QLabel* field, const QString& toolTip) {
        auto* name = new QLabel(label, this);
        name->setToolTip(toolTip);
        field->setToolTip(toolTip);
        field->setTextInteractionFlags(Qt::TextSelectableByMouse);
        figures->addRow(name, field);
    };
    // A player's words on the left; the technical name and its definition in the tooltip.
    addRow(tr("Result with best play:"), value_,
           tr("The game-theoretic value v (THEORY.md §1): the result if both sides played "
              "perfectly from here, +1 White wins, 0 draw, −1 Black wins. Exact when the game is "
              "over, a mate is proven or an endgame table has the position; otherwise (\u2248) "
              "estimated from the engine's score"));
    addRow(tr("Chances in strong play:"), estimate_,
           tr("Where an estimated v comes from: a model of strong play turns the engine's score "
              "into the chances of a White win, a draw and a Black win (v = +1 when a White win "
              "is at least as likely as not, −1 likewise for Black, else 0)"));
    addRow(tr("Expected score:"), utility_,
           tr("White's expected score (win 1, draw ½) when players of these ratings play on: "
              "(1 + u) / 2, where u = P(win) \u2212 P(loss) is Michie's expected utility under "
              "his model of fallible players. \"The board alone\" is the position's own: the "
              "same model with both players at their mean rating and the engine's score shown "
              "below; the position signs (=, \u2A72, \u00B1, +\u2212) come from it, not from the "
              "rating gap"));
    addRow(tr("Likely result:"), outcome_,
           tr("The chances of a White win, a draw and a Black win when players of these ratings "
              "play on (Michie's model)"));
    addRow(tr("How sharp:"), tension_,
           tr("The tension T = P(win) + P(loss): how likely the game is to be decided, 0 for a "
              "dead draw, 1 when a draw is out of the question"));
    addRow(tr("Good moves:"), moveEntropy_,
           tr("How open the choice of the side to move is: 2^H, where H_move is the entropy of "
              "the model's move probabilities in bits; 1 when one move is all but forced, the "
              "number of legal moves when all are alike"));
    addRow(tr("How open:"), outcomeEntropy_,
           tr("The outcome entropy H_out of the chances of a win, a draw and a loss, in bits, "
              "as a share of its largest value log2 3 = 1.585 (all three equally likely)"));
    addRow(tr("Engine:"), engine_,
           tr("The engine's score of the position in pawns from White's side, the depth of its "
              "search and the size of the look-ahead tree Michie's back-up runs over"));

    sorted_->setSourceModel(model_);
    sorted_->setSortRole(MoveTableModel::SortRole);
    table_->setModel(sorted_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(MoveTableModel::MoveColumn, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    // Numbers as wide as they need, the move column takes what is left.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(MoveTableModel::MoveColumn,
                                                     QHeaderView::Stretch);
    table_->horizontalHeader()->setMinimumSectionSize(36);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addLayout(figures);
    layout->addWidget(table_, 1);

    setAnalysis(nullptr);
}

QString AnalysisPanel::describeValue(const analysis::ValueEstimate& value) {
    const QString digits = value.value == 0 ? QStringLiteral("0") : number(value.value, 0);
    const QString result = value.value > 0   ? tr("White wins")
                           : value.value < 0 ? tr("Black wins")
                                             : tr("a draw");
    const QString v = tr("%1 (%2)").arg(digits, result);
    switch (value.provenance) {
    case analysis::Provenance::Terminal: return tr("%1, exact (the game is over)").arg(v);
    case analysis::Provenance::ProvenMate: return tr("%1, exact (a proven mate)").arg(v);
    case analysis::Provenance::Tablebase: return tr("%1, exact (an endgame table)").arg(v);
    case analysis::Provenance::Estimated: break;
    }
    return tr("\u2248 %1, estimated").arg(v);
}

QString AnalysisPanel::describeTablebase(const tablebase::Probe& probe, bool whiteToMove) {
    const QString source = probe.source == tablebase::Source::Syzygy ? QStringLiteral("Syzygy")
                                                                     : tr("Kibitz's own tables");
    QString verdict;
    switch (tablebase::forWhite(probe.wdl, whiteToMove)) {
    case tablebase::Wdl::Win: verdict = tr("White wins"); break;
    case tablebase::Wdl::Loss: verdict = tr("Black wins"); break;
    case tablebase::Wdl::CursedWin:
        verdict = tr("White would win, but the 50-move rule draws");
        break;
    case tablebase::Wdl::BlessedLoss:
        verdict = tr("Black would win, but the 50-move rule draws");
        break;
    case tablebase::Wdl::Draw: verdict = tr("a draw"); break;
    }
    QStringList parts{tr("%1: %2").arg(source, verdict)};
    if (probe.dtm && *probe.dtm != 0)
        parts << tr("mate in %n moves", nullptr, (std::abs(*probe.dtm) + 1) / 2);
    if (probe.dtz && *probe.dtz != 0)
        parts << tr("%n plies to a capture or pawn move (DTZ)", nullptr, std::abs(*probe.dtz));
    return parts.join(QStringLiteral("; "));
}

void AnalysisPanel::setThresholds(const annotate::Thresholds& thresholds) {
    thresholds_ = thresholds;
    model_->setThresholds(thresholds);
}

void AnalysisPanel::setAnalysis(const analysis::PositionAnalysis* analysis) {
    model_->setAnalysis(analysis);
    // Every figure, so that nothing of the position before stays.
    const QList<QLabel*> fields = {value_,   estimate_,    utility_,        outcome_,
                                   tension_, moveEntropy_, outcomeEntropy_, engine_};
    if (!analysis) {
        status_->setText(tr("Not analysed yet."));
        for (QLabel* field : fields) field->setText(QStringLiteral("\u2013"));
        return;
    }
    const analysis::PositionAnalysis& a = *analysis;
    QString status = a.whiteToMove ? tr("White to move") : tr("Black to move");
    if (a.gameEnd != chess::GameEnd::None) status = tr("Game over: %1").arg(gameEndText(a.gameEnd));
    status_->setText(tr("%1. Played as by White %2, Black %3 (Michie's merit %4, %5).")
                         .arg(status)
                         .arg(std::lround(analysis::ratingOfMerit(a.merits.whiteMerit)))
                         .arg(std::lround(analysis::ratingOfMerit(a.merits.blackMerit)))
                         .arg(a.merits.whiteMerit, 0, 'f', 2)
                         .arg(a.merits.blackMerit, 0, 'f', 2));
    const analysis::ValueEstimate v = analysis::valueOf(a, thresholds_.valueThreshold);
    value_->setText(describeValue(v));
    if (a.tablebase)
        estimate_->setText(describeTablebase(*a.tablebase, a.whiteToMove));
    else if (v.isExact())
        estimate_->setText(tr("not needed: v is known"));
    else
        estimate_->setText(tr("White %1, draw %2, Black %3")
                               .arg(percent(v.wdl.win), percent(v.wdl.draw), percent(v.wdl.loss)));
    const QString expected = MoveTableModel::expectedScore(a.utility);
    const QString board = MoveTableModel::expectedScore(a.boardOutcome.expectedUtility());
    QString text = tr("White %1 (u %2)").arg(expected, number(a.utility, 3));
    // The board's figure on a line of its own: one line of both made the Analysis dock ask for
    // some 460 pixels, and took them from the board in a small window.
    if (board != expected) // the rating gap or the engine's score moves it
        text = tr("%1;\nthe board alone %2 (two players of %3)")
                   .arg(text, board)
                   .arg(std::lround(500 * (a.merits.whiteMerit + a.merits.blackMerit)));
    utility_->setText(text);
    outcome_->setText(
        tr("White %1, draw %2, Black %3")
            .arg(percent(a.outcome.win), percent(a.outcome.draw), percent(a.outcome.loss)));
    tension_->setText(tr("%1 decisive (T %2)").arg(percent(a.tension)).arg(a.tension, 0, 'f', 3));
    if (a.gameEnd != chess::GameEnd::None)
        moveEntropy_->setText(tr("none: the game is over"));
    else
        moveEntropy_->setText(tr("about %1 (H_move %2 bits)")
                                  .arg(std::pow(2.0, a.moveEntropy), 0, 'f', 1)
                                  .arg(a.moveEntropy, 0, 'f', 2));
    outcomeEntropy_->setText(tr("%1 (H_out %2 bits)")
                                 .arg(percent(a.outcomeEntropy / std::log2(3.0)))
                                 .arg(a.outcomeEntropy, 0, 'f', 2));
    if (a.gameEnd != chess::GameEnd::None)
        engine_->setText(tr("no search: %1").arg(gameEndText(a.gameEnd)));
    else
        engine_->setText(
            tr("%1, depth %2, tree %3")
                .arg(EngineLines::formatScore(a.score, a.whiteToMove ? chess::White : chess::Black))
                .arg(a.depth)
                .arg(a.treeSize));
}

void AnalysisPanel::setStatus(const QString& text) {
    status_->setText(text);
}

QString AnalysisPanel::status() const {
    return status_->text();
}

QString AnalysisPanel::valueText() const {
    return value_->text();
}

QString AnalysisPanel::summaryText() const {
    return status_->text();
}

} // namespace kibitz::ui
