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
    // The value search looks deeper along its best line than the search that scored every move:
    // its score is that move's, and no other move scores above it, so that the moves' scores,
    // their order, the suggestion and the position's value are one search's opinion. A mate
    // or a table's win on either side is left as the searches found it.
    const bool aligned = tree.bestMove() != chess::Move::none() &&
                         !search::isDecisiveScore(tree.bestScore()) &&
                         std::any_of(root.children.begin(), root.children.end(),
                                     [&](int c) { return tree.node(c).move == tree.bestMove(); });
    const auto alignedScore = [&](const LookaheadNode& child) {
        if (!aligned || search::isDecisiveScore(child.score)) return child.score;
        return child.move == tree.bestMove() ? tree.bestScore()
                                             : std::min(child.score, tree.bestScore());
    };
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
        m.score = alignedScore(child);
        m.depth = aligned && child.move == tree.bestMove() ? tree.rootDepth() : child.searchDepth;
        m.value = child.value;
        m.materialAfter = child.material;
        a.moves.push_back(std::move(m));
    }
    // The engine's order, best first: the value search's move ahead of those it caps.
    std::stable_sort(a.moves.begin(), a.moves.end(),
                     [&](const MoveAssessment& x, const MoveAssessment& y) {
                         if (x.score != y.score) return x.score > y.score;
                         return x.move == a.bestByMinimax && y.move != a.bestByMinimax;
                     });
    a.bestByUtility = practicalChoice(a);
    return a;
}

chess::Move practicalChoice(const PositionAnalysis& analysis, std::optional<search::Value> floor) {
    if (analysis.moves.empty()) return chess::Move::none();
    const search::Value best = analysis.moves.front().score;
    const double sign = analysis.whiteToMove ? 1.0 : -1.0;
    chess::Move choice = chess::Move::none();
    double choiceUtility = -2.0;
    // Ties go to the engine's order, best first.
    for (const MoveAssessment& m : analysis.moves) {
        if (m.score < best - NearBestMargin || (floor && m.score < *floor)) continue;
        if (sign * m.utility > choiceUtility + 1e-12) {
            choiceUtility = sign * m.utility;
            choice = m.move;
        }
    }
    return choice;
}

const MoveAssessment* assessmentOf(const PositionAnalysis& analysis, chess::Move move) {
    for (const MoveAssessment& m : analysis.moves)
        if (m.move == move) return &m;
    return nullptr;
}

} // namespace kibitz::analysis
