#include "ui/analysis/evaluation.h"

#include "ui/analysis/enginelines.h"
#include "ui/analysis/gameanalyser.h"

#include <cmath>

namespace kibitz::ui {

double winningChances(double whiteCentipawns) {
    // Lichess's curve (lila, WinPercent), fitted to its players' games.
    return 2.0 / (1.0 + std::exp(-0.00368208 * whiteCentipawns)) - 1.0;
}

ShownEvaluation evaluationOf(search::Value score, chess::Color sideToMove) {
    const search::Value white = search::SideScore{score, sideToMove}.white();
    const QString text = EngineLines::formatScore(score, sideToMove);
    if (search::isDecisiveScore(score)) return {white > 0 ? 1.0 : -1.0, text};
    return {winningChances(double(white)), text};
}

ShownEvaluation evaluationOf(const pgn::Evaluation& evaluation) {
    if (evaluation.kind == pgn::Evaluation::Kind::Mate) {
        // "#0" is a mate on the board: the side that gave it is not in the number.
        const QString text = QStringLiteral("#%1").arg(evaluation.mate);
        return {evaluation.mate > 0 ? 1.0 : evaluation.mate < 0 ? -1.0 : 0.0, text};
    }
    const double pawns = evaluation.pawns;
    const QString text = pawns == 0.0 ? QStringLiteral("0.00")
                                      : (pawns > 0 ? QStringLiteral("+") : QStringLiteral("-")) +
                                            QString::number(std::abs(pawns), 'f', 2);
    return {winningChances(100.0 * pawns), text};
}

ShownEvaluation evaluationOf(const analysis::PositionAnalysis& analysis) {
    if (analysis.gameEnd == chess::GameEnd::Checkmate)
        return analysis.whiteToMove ? ShownEvaluation{-1.0, QStringLiteral("0–1")}
                                    : ShownEvaluation{1.0, QStringLiteral("1–0")};
    if (analysis.gameEnd != chess::GameEnd::None) // a draw by rule
        return ShownEvaluation{0.0, QStringLiteral("½–½")};
    return evaluationOf(analysis.score, analysis.whiteToMove ? chess::White : chess::Black);
}

namespace {

// The [%eval] in the comment after the move that reached `node`; none at the root.
std::optional<ShownEvaluation> writtenEvaluation(const pgn::GameTree& tree, pgn::NodeId node) {
    if (node == pgn::GameTree::root()) return std::nullopt;
    if (const auto written = pgn::evaluation(tree.commentAfter(node)))
        return evaluationOf(*written);
    return std::nullopt;
}

} // namespace

std::optional<ShownEvaluation> evaluationAt(const GameAnalysisResult* result,
                                            const pgn::GameTree& tree, pgn::NodeId node) {
    if (!tree.contains(node)) return std::nullopt;
    if (result && result->game && tree.isMainLine(node))
        return evaluationAtMainLine(result, tree, node, tree.ply(node));
    return writtenEvaluation(tree, node);
}

std::optional<ShownEvaluation> evaluationAtMainLine(const GameAnalysisResult* result,
                                                    const pgn::GameTree& tree, pgn::NodeId node,
                                                    int ply) {
    if (result && result->game)
        if (const analysis::PositionAnalysis* analysed = result->at(ply))
            return evaluationOf(*analysed);
    return writtenEvaluation(tree, node);
}

} // namespace kibitz::ui
