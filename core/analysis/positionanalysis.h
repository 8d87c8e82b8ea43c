#pragma once

// What Kibitz says about one position: Michie's back-up over the position's look-ahead tree at
// the merits of the two players, with the value v, the expected utility u, the outcome
// distribution, tension, the entropies of THEORY.md §5, and the same for every legal move.
// An immutable value: computing it again for other merits is one pass over the cached tree.

#include "analysis/lookahead.h"
#include "theory/michie.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::analysis {

// One legal move of the analysed position. Utilities and outcomes are from White's standpoint,
// the engine score from the mover's.
struct MoveAssessment {
    chess::Move move = chess::Move::none();
    std::string san;
    double probability = 0.0;                // that the side to move plays it, under the model
    double utility = 0.0;                    // u of the position after it
    theory::Outcome outcome;                 // its (P_win, P_draw, P_loss)
    theory::Outcome boardOutcome;            // ... between equal players (PositionAnalysis)
    search::Value score = search::ValueZero; // the principal search's score for it
    int depth = 0;                           // ... and the depth of that score
    ValueEstimate value;                     // v-hat of the position after it
    int materialAfter = 0;                   // materialCount() of the position after it
};

struct PositionAnalysis {
    std::string fen;
    bool whiteToMove = true;
    chess::GameEnd gameEnd = chess::GameEnd::None;
    int material = 0; // materialCount() of the position: the WDL model's phase
    theory::MichieSettings merits;

    ValueEstimate value;                       // v, from the principal search or a table
    std::optional<tablebase::Probe> tablebase; // the endgame table's answer, when one has it
    search::Value score = search::ValueZero;   // its score, side to move's standpoint
    int depth = 0;
    // The same search's score of the best other move than bestByMinimax, where it looked
    // (LookaheadTree::secondBestScore).
    std::optional<search::Value> secondBestScore;

    theory::Outcome outcome; // (P_win, P_draw, P_loss) under the model
    double utility = 0.0;    // u = P_win - P_loss
    double tension = 0.0;    // T = P_win + P_loss
    double moveEntropy = 0.0;
    double normalisedMoveEntropy = 0.0;
    double outcomeEntropy = 0.0;
    // (P_win, P_draw, P_loss) for two players of the same merit, the mean of the two, with the
    // tree's leaves shifted to the level of the printed score (valueSearchOffset): the
    // position's own prospects at the game's level, without the rating difference, which the
    // value model adds as a shift of the odds (docs/human-model.md), and as the strongest search
    // scores it. The position signs come from it; `outcome` and `utility` (under the players'
    // own merits, over the tree's own scores) judge the moves.
    theory::Outcome boardOutcome;
    double positionalEntropyWhite = 0.0; // sum over White's pieces of log2(mobility)
    double positionalEntropyBlack = 0.0;

    std::vector<MoveAssessment> moves; // every legal move, best by the engine first
    // The suggestion: the model's practical choice, the move of the highest u among those the
    // tree's search scores within NearBestMargin of its best, so that it is never a move the
    // engine rates clearly below another. None without moves.
    chess::Move bestByUtility = chess::Move::none();
    chess::Move bestByMinimax = chess::Move::none();

    int treeSize = 0;
    int expansions = 0;
    std::uint64_t searchedNodes = 0;
};

// The centipawns within which a move's score counts as as good as the best one's: the moves a
// suggestion is chosen among, and those that make a move not the only one (MoveFacts::onlyMove).
inline constexpr int NearBestMargin = 50;

// The centipawns by which a suggestion made after a move must beat the move played: one within
// the searches' noise of it (two engines, two budgets) would not help.
inline constexpr int SuggestionMargin = 25;

// An analysis shared by every line that reaches its position (a game's repeated positions, its
// variations' transpositions), as the trees are.
using SharedAnalysis = std::shared_ptr<const PositionAnalysis>;

// The back-up over `tree` for players of the given merits (Elo / 1000; their rMin counts, not
// the tree's), under the tree's model of play: its leaves valued for those players
// (leafOutcomes), Michie's constants of its settings (`moves`), whatever `players` says of them.
PositionAnalysis assessPosition(const LookaheadTree& tree, const theory::MichieSettings& players);

// The model's practical choice (PositionAnalysis::bestByUtility): the move of the highest u for
// the side to move among those the tree's search scores within NearBestMargin of its best and,
// given a floor, at least at it. None when no move qualifies.
chess::Move practicalChoice(const PositionAnalysis& analysis,
                            std::optional<search::Value> floor = std::nullopt);

// The assessment of `move` among the position's legal moves, or nullptr when it is not one.
const MoveAssessment* assessmentOf(const PositionAnalysis& analysis, chess::Move move);

} // namespace kibitz::analysis
