#include "analysis/positionanalysis.h"

#include <algorithm>
#include <optional>

namespace kibitz::analysis {

PositionAnalysis assessPosition(const LookaheadTree& tree, const theory::MichieSettings& players) {
    const LookaheadSettings& settings = tree.settings();
    const theory::MichieSettings merits =
        michieSettings(players.whiteMerit, players.blackMerit, players.rMin, settings.moves);
    const theory::Tree& game = tree.gameTree();
    const std::vector<theory::Outcome> leaves =
        leafOutcomes(tree, ratingOfMerit(merits.whiteMerit), ratingOfMerit(merits.blackMerit));
    const theory::MichieEvaluation evaluation = theory::evaluateMichie(game, merits, leaves);
    // The board's own (boardOutcome): the same back-up for two players of the mean merit, its
    // leaves brought to the level of the printed score, or this one when neither changes it.
    const double level = (merits.whiteMerit + merits.blackMerit) / 2.0;
    const double offset = valueSearchOffset(tree);
    std::optional<theory::MichieEvaluation> levelled;
    if (merits.whiteMerit != merits.blackMerit || offset != 0.0) {
        const theory::MichieSettings even =
            michieSettings(level, level, players.rMin, settings.moves);
        levelled = theory::evaluateMichie(
            game, even, leafOutcomes(tree, ratingOfMerit(level), ratingOfMerit(level), offset));
    }
    const theory::MichieEvaluation& board = levelled ? *levelled : evaluation;
    const LookaheadNode& root = tree.node(0);
    const theory::NodeAssessment& at = evaluation.at(game.root());

    PositionAnalysis a;
    a.fen = tree.fen();
    a.whiteToMove = root.whiteToMove;
    a.gameEnd = root.gameEnd;
    a.material = root.material;
    a.merits = merits;
    a.value = tree.rootValue();
    a.tablebase = tree.rootTablebase();
    a.score = tree.bestScore();
    a.depth = tree.rootDepth();
    a.secondBestScore = tree.secondBestScore();
    a.outcome = at.outcome;
    a.utility = at.expectedUtility();
    a.tension = at.tension();
    a.moveEntropy = at.moveEntropy;
    a.normalisedMoveEntropy = at.normalisedMoveEntropy;
    a.outcomeEntropy = at.outcomeEntropy;
    a.boardOutcome = board.at(game.root()).outcome;
    a.positionalEntropyWhite = tree.positionalEntropy(chess::White);
    a.positionalEntropyBlack = tree.positionalEntropy(chess::Black);
    a.bestByMinimax = tree.bestMove();
    a.treeSize = game.size();
    a.expansions = tree.expansions();
    a.searchedNodes = tree.searchedNodes();

    const auto probabilities = evaluation.moveProbabilities(game.root());
    const double sign = root.whiteToMove ? 1.0 : -1.0;
    search::Value bestScore = -search::ValueInfinite;
    for (const int c : root.children) bestScore = std::max(bestScore, tree.node(c).score);
    double bestUtility = -2.0;
    for (std::size_t j = 0; j < root.children.size(); ++j) {
        const int c = root.children[j];
        const LookaheadNode& child = tree.node(c);
        MoveAssessment m;
        m.move = child.move;
        m.san = tree.rootMoveSans()[j];
        m.probability = probabilities[j];
        m.outcome = evaluation.at(c).outcome;
        m.utility = m.outcome.expectedUtility();
        m.boardOutcome = board.at(c).outcome;
        m.score = child.score;
        m.depth = child.searchDepth;
        m.value = child.value;
        m.materialAfter = child.material;
        // Ties go to the engine's order, best first.
        const bool nearBest = m.score >= bestScore - NearBestMargin;
        if (nearBest && sign * m.utility > bestUtility + 1e-12) {
            bestUtility = sign * m.utility;
            a.bestByUtility = m.move;
        }
        a.moves.push_back(std::move(m));
    }
    return a;
}

const MoveAssessment* assessmentOf(const PositionAnalysis& analysis, chess::Move move) {
    for (const MoveAssessment& m : analysis.moves)
        if (m.move == move) return &m;
    return nullptr;
}

} // namespace kibitz::analysis
