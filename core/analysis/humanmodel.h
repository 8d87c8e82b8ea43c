#pragma once

// The model of human play: a value model and Michie's move model with constants fitted to real
// games.
//
// The value model: the probabilities of a win, a draw and a loss of a position between two rated
// people, from an engine's score, the material and both ratings. Fitted by maximum likelihood to
// real games (human/valuefit.h, docs/human-model.md); the leaves of Michie's back-up take their
// (w, d, l) from it whenever the merits are players' ratings, so that a 1500 player's +1.0 is not
// a 2700 player's +1.0. The self-play model (wdlmodel.h) stays for engine play.
//
// With x the score in centipawns (White's standpoint), t the phase (materialPhase: 0 endgame,
// 1 opening), rho = (mean rating - 2000) / 1000 and delta = (White's rating - Black's) / 1000:
//
//   b     = exp(scale + scalePhase t + scaleRating rho)            centipawns per logit
//   alpha = exp(draw + drawPhase t + drawRating rho)                the draw margin, in logits
//   s     = x / b + ratingEdge delta
//   w = 1 / (1 + exp(alpha - s)),   l = 1 / (1 + exp(alpha + s)),   d = 1 - w - l
//
// the ordered logit of wdlmodel.h at a = alpha b and x + ratingEdge delta b, so d >= 0 always.
// Exponentials keep b and alpha positive whatever the parameters. The model is symmetric: swap
// the colours and negate x, and w and l swap.

#include "analysis/wdlmodel.h"
#include "theory/michie.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace kibitz::analysis {

struct HumanValueParameters {
    double scale = 5.0; // ln of centipawns per logit at t = 0 and a mean rating of 2000
    double scalePhase = 0.0;
    double scaleRating = 0.0;
    double draw = 0.0; // ln of the draw margin in logits, likewise
    double drawPhase = 0.0;
    double drawRating = 0.0;
    double ratingEdge = 0.0; // logits per 1000 points of rating difference

    static constexpr int Count = 7;
    std::array<double, Count> toArray() const;
    static HumanValueParameters fromArray(const std::array<double, Count>& a);
    bool operator==(const HumanValueParameters&) const = default;
};

// Ratings outside this range count as its ends: the data have few players beyond it, and the
// log-linear rating terms would run away there (a rook up worth nothing between two 500 players).
inline constexpr double LowestRating = 1000.0;
inline constexpr double HighestRating = 2900.0;

// Fitted to the positions of real games; docs/human-model.md gives the command that produced
// them and their standard errors.
inline constexpr HumanValueParameters FittedHumanValueParameters{
    .scale = 5.01928,
    .scalePhase = 0.536438,
    .scaleRating = -0.923117,
    .draw = 0.018292,
    .drawPhase = -0.72057,
    .drawRating = 0.848674,
    .ratingEdge = 5.23532,
};

class HumanValueModel {
public:
    HumanValueModel()
        : HumanValueModel(FittedHumanValueParameters) {}
    explicit HumanValueModel(const HumanValueParameters& parameters)
        : parameters_(parameters) {}

    const HumanValueParameters& parameters() const { return parameters_; }

    // x in centipawns from White's standpoint (NaN counts as 0, beyond +-MaximumScore as that),
    // material as materialCount() counts it, the ratings in Elo points.
    Wdl probabilities(double centipawns, double material, double whiteRating,
                      double blackRating) const;
    // A score of the side to move in a position with `material`; a mate is a certain result.
    Wdl probabilities(Score score, bool whiteToMove, double material, double whiteRating,
                      double blackRating) const;

private:
    HumanValueParameters parameters_;
};

// The move model: Michie's p_j proportional to d_j^u_j, d_j = (M + 1)^(c (r_j + 3) / r_j), with
// M = (Elo / 1000)^meritExponent. Michie took c = 3 and M = Elo / 1000 (an exponent of 1);
// human/movemodel.h fits both to the moves people played. An exponent of 0 makes M = 1 at every
// rating: the players' strengths then enter through the value model's leaves alone.
struct MoveModelParameters {
    double constant = theory::MichieConstant; // c
    double meritExponent = 1.0;               // M = (Elo / 1000)^meritExponent

    double merit(double elo) const {
        return elo > 0.0 ? std::pow(elo / 1000.0, meritExponent) : 0.0;
    }
    bool operator==(const MoveModelParameters&) const = default;
};

inline constexpr MoveModelParameters MichieMoveModel{theory::MichieConstant, 1.0};
// Fitted to the moves of real games; docs/human-model.md gives the command.
inline constexpr MoveModelParameters FittedMoveModel{14.8165, -0.4909};

// Strengths are given as Elo ratings (rating tags, --white-elo, the strength controls) and taken
// as merits, Elo / 1000; a move model with another map scales them inside the formula. The back-up
// settings for merits (Elo / 1000) of both players under `moves`.
theory::MichieSettings michieSettings(double whiteMerit, double blackMerit, int rMin,
                                      const MoveModelParameters& moves = FittedMoveModel);
// The rating a merit (Elo / 1000) stands for, as the value model takes it, and the merit of a
// rating: the one conversion between the two.
inline double ratingOfMerit(double merit) {
    return merit * 1000.0;
}
inline double meritOfRating(double rating) {
    return rating / 1000.0;
}

// Scores beyond this many centipawns count as this: a won position in all but name.
inline constexpr double MaximumScore = 5000.0;

// White's expected score (1 + w - l) / 2 ... from the Elo ratings alone, the Elo expectation
// 1 / (1 + 10^((Black - White) / 400)): the baseline every outcome model must beat.
double eloExpectation(double whiteRating, double blackRating);

} // namespace kibitz::analysis
