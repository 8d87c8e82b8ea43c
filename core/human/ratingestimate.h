#pragma once

// The rating a player's moves point to: the argmax over the rating of the log-likelihood of the
// moves they chose under the move model, with the interval where the log-likelihood is within 1.92
// of its maximum (a 95% profile-likelihood interval). The utilities are those of the value model at
// the candidate rating for both players, so that nothing of the players' real ratings enters.

#include "analysis/humanmodel.h"
#include "human/dataset.h"
#include "human/movemodel.h"

#include <functional>
#include <span>

namespace kibitz::human {

// What is known of ratings before the moves: a normal distribution (the ratings of the fit split).
struct RatingPrior {
    double mean = 2000.0;
    double deviation = 400.0;
};

struct RatingEstimate {
    double rating = 0.0; // the maximum-likelihood estimate
    double low = 0.0;    // the interval; at the grid's ends when the likelihood is flat there
    double high = 0.0;
    int moves = 0;
    // The most probable rating with the prior: the likelihood times the prior, at its maximum.
    double posteriorMode = 0.0;
};

// The candidate ratings: 400 to 3000 in steps of 10.
inline constexpr double EstimateLowest = 400.0;
inline constexpr double EstimateHighest = 3000.0;
inline constexpr double EstimateStep = 10.0;

// A decision in a position that is already decided (the best move's score, the mover's view, beyond
// EstimateDecidedCentipawns either way, mates included) is left out of the estimates. The value
// model saturates there: a 2700 player three pawns down has u near -1 whatever he plays, so the
// move model spreads his choice almost evenly over the moves, while at 800 the same position is
// still open and his best move is likely. Left in, a loser's accurate defence points to the lowest
// ratings with a narrow interval (docs/human-model.md).
inline constexpr int EstimateDecidedCentipawns = 300;
bool decidedForEstimate(analysis::Score best);

// The estimate from the log-likelihood of a player's `moves` decisions at each candidate rating
// (the sum over them of ln p(move played)): what the estimate over the dataset and the one from a
// single game's look-ahead trees (annotate/playersummary.h) share.
RatingEstimate estimateRating(const std::function<double(double rating)>& logLikelihoodAt,
                              int moves, const RatingPrior& prior = {});

// The estimate from a player's decisions (positions where they were to move), the decided ones
// left out (`moves` counts the others).
RatingEstimate estimateRating(const Dataset& dataset,
                              std::span<const DatasetPosition* const> decisions,
                              const analysis::HumanValueModel& values,
                              const MoveModelParameters& moves, const RatingPrior& prior = {});

} // namespace kibitz::human
