#pragma once

// The summary of a game per player that every game review gives: for White and for Black the
// expected points lost, the move symbols Kibitz gave, the rating their moves point to, and the
// moments where the game turned. Computed from a GameJudgement (and, for the rating, the
// look-ahead trees it was judged from); the annotator writes it as tags and words before the
// first move (docs/annotation.md), the window shows it above the charts.
//
// Definitions, for a judged move (GameJudgement::moves) of one side, from the mover's standpoint:
//   - E(s) = (1 + u(s)) / 2, the expected score of a position under the model at the players'
//     merits (the judgement's back-up).
//   - The move's expected loss is E(s1) - E(s2) = (u(s1) - u_played) / 2, where u(s1) is the
//     position's u before the move, the mean over the model's choice of move at the mover's
//     strength (MoveFacts::utilityBefore), and u_played the u of the move played
//     (MoveFacts::utilityAfter); never negative. A side's expected points lost is the sum over its
//     judged moves, those out of the opening book: 0.5 is half a point thrown away over the game.
//     A book move is theory, not the player's judgement: the model's u moves in the opening too
//     (it does not know the theory), and counting that would charge the player for the model. Not
//     against the best move's u: the largest of many estimates is biased upwards (every estimate
//     errs, and the largest error wins), which can more than double the loss of a quiet draw.
//   - The rating estimate is human::estimateRating over the side's decisions: in each position
//     out of the book where it moved and whose tree has the move played among the root's moves, the
//     u_j of the root's moves revalued at each candidate rating for both players
//     (analysis::scoredOutcome under the tree's value model) and the move played, under the tree's
//     move model. With fewer than MinimumEstimateMoves such decisions there is no estimate.
//   - A turning point is a judged move out of book that lowered the mover's E[v] (the expected
//     result under strong play, MoveJudgement::deltaValue: the values the symbols rest on) by
//     Thresholds::valueDrop or more, a mistake's worth (the moves marked ??, ? or !?); the
//     TurningPointCount largest falls (the earlier on a tie), listed in the order of the game. A
//     game without one never turned. Not the swings of u, which move in an exchange (the model
//     of fallible play gives the recapture less than certainty): against a deep reference search
//     few of those are real falls of the mover's winning chances, nearly every fall of E[v] of a
//     mistake's worth is one, and a fall of an inaccuracy's worth (the bar of ?!) is one less
//     often (docs/annotation.md).

#include "analysis/gameanalysis.h"
#include "annotate/annotator.h"
#include "human/ratingestimate.h"
#include "pgn/game.h"

#include <QString>

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace kibitz::annotate {

// The symbols a summary counts, in this order: ?? ? ?! !? ! !!
inline constexpr std::array<MoveSymbol, 6> SummarySymbols{
    MoveSymbol::Blunder,     MoveSymbol::Mistake, MoveSymbol::Dubious,
    MoveSymbol::Speculative, MoveSymbol::Good,    MoveSymbol::Brilliant};

// Fewer decisions than this give no rating estimate: its interval would span most of the scale.
inline constexpr int MinimumEstimateMoves = 10;
inline constexpr int TurningPointCount = 3;

struct SideSummary {
    int moves = 0;                // judged moves of the side: those out of the opening book
    int bookMoves = 0;            // its moves into book positions, which nobody judges
    double expectedLoss = 0.0;    // expected points lost, the sum of expectedLoss over them
    std::array<int, 6> symbols{}; // how many of each symbol, in SummarySymbols order
    int decisions = 0;            // the decisions the rating estimate rests on
    std::optional<human::RatingEstimate> rating; // none below MinimumEstimateMoves decisions
};

struct TurningPoint {
    int ply = 0;        // the move into main-line position `ply`
    int moveNumber = 0; // its move number, "23" of 23... Rxe5
    bool whiteMoved = true;
    std::string san;
    double fall = 0.0; // how much the move lowered the mover's E[v]: -deltaValue
    // The [%eval] of the positions before and after, without the depth ("0.35", "-2.10", "#-3");
    // empty after a checkmate.
    std::string evalBefore;
    std::string evalAfter;
};

struct PlayerSummary {
    SideSummary white;
    SideSummary black;
    std::vector<TurningPoint> turningPoints; // in the order of the game

    const SideSummary& side(bool ofWhite) const { return ofWhite ? white : black; }
};

// The drop in the mover's expected score of one move: (utilityBefore - utilityAfter) / 2, >= 0.
double expectedLoss(const MoveFacts& facts);

// The rating estimates of both sides from the trees of `game`'s main-line positions (same order)
// and the judged moves. They do not depend on the merits: a change of strength can keep them.
struct RatingEstimates {
    int whiteDecisions = 0;
    int blackDecisions = 0;
    std::optional<human::RatingEstimate> white;
    std::optional<human::RatingEstimate> black;
};
RatingEstimates estimateRatings(std::span<const analysis::SharedLookahead> trees,
                                std::span<const MoveAnnotation> moves);

// The summary of `judgement` (of `game`'s main line) with the given rating estimates.
PlayerSummary summarizePlayers(const pgn::Game& game, const GameJudgement& judgement,
                               const RatingEstimates& ratings);
// ... with the estimates from `trees`.
PlayerSummary summarizePlayers(const pgn::Game& game, const GameJudgement& judgement,
                               std::span<const analysis::SharedLookahead> trees);

// The tags of the summary, White's then Black's (docs/annotation.md):
//   WhiteExpectedLoss   "0.42"                              expected points lost, two decimals
//   WhiteMoveSymbols    "?? 0, ? 1, ?! 2, !? 0, ! 1, !! 0"  each symbol's count, in this order
//   WhiteRatingEstimate "2610 [2380, 2840]"                 the estimate and its 95% interval;
//                                                           absent with too few decisions
//   WhiteRatingMoves    "38"                                the decisions the estimate rests on
// setSummaryTags writes them (removing a rating estimate an earlier run wrote), and
// removeSummaryTags removes them all.
void setSummaryTags(pgn::Game& game, const PlayerSummary& summary);
void removeSummaryTags(pgn::Game& game);

// A rating estimate as the words and the window give it: "2610 (2380–2840)", the estimate
// and its 95% interval, rounded. A rating at or above the top of what the value model knows
// (analysis::HighestRating) reads "2900+", and one at the bottom of the candidates "≤400": the
// likelihood tells nothing beyond them.
QString ratingEstimateText(const human::RatingEstimate& estimate);

// The words before the first move (UTF-8, translated like phrases.h): each side's expected
// points lost, symbols and rating estimate, then the turning points.
std::string summaryComment(const PlayerSummary& summary);

} // namespace kibitz::annotate
