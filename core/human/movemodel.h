#pragma once

// The move model of human play: Michie's p_j proportional to d_j^u_j with
// d_j = (M + 1)^(c (r_j + 3) / r_j) and M = (Elo / 1000)^meritExponent, its constants fitted by
// maximum likelihood to the moves people played; and the baselines it is measured against (uniform
// choice, the engine's top move with a fitted epsilon, a softmax over centipawns with one fitted
// temperature).
//
// A decision is one sampled position: its moves' scores from the dataset, their expected
// utilities u_j under the value model at the players' ratings, and r_j the plies the scores look
// ahead: max(1, depth - 1) for a search of `depth`, as a horizon leaf of the look-ahead tree
// counts its height.

#include "analysis/humanmodel.h"
#include "human/dataset.h"

#include <algorithm>
#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace kibitz::human {

using analysis::FittedMoveModel;
using analysis::MichieMoveModel;
using analysis::MoveModelParameters;

// The rating bands of the measurements: below 1800, 1800-2199, 2200-2499, 2500 and above.
inline constexpr int BandCount = 4;
int bandOf(double elo);
std::string_view bandName(int band);

// Centipawns beyond +-1000 count as that in the softmax baseline, mates too, as lichess caps them.
inline constexpr double SoftmaxCap = 1000.0;

class Decisions {
public:
    // The decisions of one split, utilities at the players' actual ratings.
    Decisions(const Dataset& dataset, bool heldBack, const analysis::HumanValueModel& values);

    std::size_t size() const { return index_.size(); }
    const DatasetPosition& position(std::size_t i) const { return *index_[i]; }
    std::span<const double> utilities(std::size_t i) const;  // White's standpoint
    std::span<const double> centipawns(std::size_t i) const; // mover's, capped
    std::span<const analysis::Score> scores(std::size_t i) const;
    int r(std::size_t i) const;
    int band(std::size_t i) const { return bandOf(position(i).moverElo()); }

private:
    const Dataset& dataset_;
    std::vector<const DatasetPosition*> index_;
    std::vector<std::size_t> first_;
    std::vector<double> utilities_;
    std::vector<double> centipawns_;
};

// The u_j of a decision's moves (White's standpoint) at other ratings than the players'.
void utilitiesAt(const Dataset& dataset, const DatasetPosition& p,
                 const analysis::HumanValueModel& values, double whiteElo, double blackElo,
                 std::vector<double>& out);

// ln p(played) under each model. Michie's at `merit`: with utilities given, the model at any
// ratings. Probabilities are floored at 1e-300.
double michieLogProbability(std::span<const double> utilities, int r, bool whiteToMove, int played,
                            double merit, double constant);
double softmaxLogProbability(std::span<const double> centipawns, int played, double temperature);
double epsilonLogProbability(std::size_t moves, int played, double epsilon);

// Mean log-likelihood per decision of a subset (indices into `decisions`).
using Subset = std::vector<std::size_t>;
double michieLogLikelihood(const Decisions& decisions, const Subset& subset,
                           const MoveModelParameters& parameters);
double softmaxLogLikelihood(const Decisions& decisions, const Subset& subset, double temperature);
double epsilonLogLikelihood(const Decisions& decisions, const Subset& subset, double epsilon);
double uniformLogLikelihood(const Decisions& decisions, const Subset& subset);

// Top-1 agreement: how often the move played is the one each model finds most likely (the
// engine's first where several tie; Michie's and the softmax's first choice is the engine's best).
double topMoveAgreement(const Decisions& decisions, const Subset& subset);

// The decisions of each band, and of all.
std::array<Subset, BandCount> subsetsByBand(const Decisions& decisions);
Subset allOf(const Decisions& decisions);

// Maximum-likelihood fits on a subset.
struct MoveFit {
    MoveModelParameters parameters;
    double logLikelihood = 0.0;             // mean per decision
    std::array<double, 2> standardErrors{}; // of constant and meritExponent (0: not fitted)
    int evaluations = 0;
};
MoveFit fitMichieConstant(const Decisions& decisions, const Subset& subset,
                          double meritExponent = 1.0);
MoveFit fitMichie(const Decisions& decisions, const Subset& subset);
double fitTemperature(const Decisions& decisions, const Subset& subset);
double fitEpsilon(const Decisions& decisions, const Subset& subset);

} // namespace kibitz::human
