#pragma once

// Fitting the WDL model (THEORY.md §4) to game results by maximum likelihood, and the statistics
// that say how well a model fits: mean log-loss and a calibration table.
//
// The likelihood of a sample (x, m, result) is the model's probability of the result at score x
// and material m: a multinomial (win, draw, loss) logistic regression with the ordered-logit form
// of the model. The fit is deterministic: the same samples, in any order, give the same parameters.

#include "analysis/wdlmodel.h"
#include "analysis/wdlsamples.h"
#include "util/expected.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace kibitz::analysis {

// The parameters in a fixed order, for the fit's vectors and matrices.
enum WdlParameterIndex { AEndgame, AOpening, BEndgame, BOpening, WdlParameterCount };
using WdlParameterVector = std::array<double, WdlParameterCount>;

WdlParameterVector toVector(const WdlParameters& p);
WdlParameters fromVector(const WdlParameterVector& v);

// The box the fit searches, in centipawns. a >= 0 keeps d >= 0; b >= 10 keeps the model from
// becoming a step function. Data that do not bound the likelihood (all draws, say) leave the fit
// at these bounds rather than drive it to infinity.
inline constexpr double MinimumA = 0.0;
inline constexpr double MaximumA = 2000.0;
inline constexpr double MinimumB = 10.0;
inline constexpr double MaximumB = 2000.0;

// Scores beyond ±MaximumCentipawns count as that (a mate in all but name).
inline constexpr double MaximumCentipawns = 100000.0;

// The log-loss of a sample is -ln p(result), with p at least this: one sample the model calls
// impossible costs 34.5 nats, not infinity.
inline constexpr double ProbabilityFloor = 1e-15;

struct WdlFitOptions {
    WdlParameters start = RoundWdlParameters; // clamped into the box
    int maxIterations = 100;
};

struct WdlFitResult {
    WdlParameters parameters;
    // Asymptotic standard errors, from the inverse of the Fisher information at the optimum;
    // +infinity where the data do not determine the parameter (it sits at a bound, or the
    // information is singular: one score only, or one material phase only).
    WdlParameterVector standardErrors{};
    std::array<bool, WdlParameterCount> atBound{};
    int iterations = 0;
    bool converged = false;
    double meanLogLoss = 0.0; // nats per sample, of the fitted model
};

// Maximum-likelihood fit: Fisher scoring (Newton's method with the expected Hessian, which is
// positive semi-definite) with Levenberg-Marquardt damping, projected onto the box. The error
// says why there is nothing to fit (no samples).
Expected<WdlFitResult, std::string> fitWdl(std::span<const WdlSample> samples,
                                           const WdlFitOptions& options = {});

// Mean log-loss in nats per sample, -1/N sum ln p(result): of a model, and of the base rates (the
// observed frequencies of the results, whatever the score: the entropy of the results). 0 for no
// samples.
double meanLogLoss(const WdlModel& model, std::span<const WdlSample> samples);
double baseRateLogLoss(std::span<const WdlSample> samples);

// One row of a calibration table: the samples with low <= x < high, the model's mean
// probabilities for them and the observed frequencies of the results.
struct CalibrationRow {
    double low = 0.0;  // -infinity for the first row
    double high = 0.0; // +infinity for the last row
    std::int64_t samples = 0;
    Wdl predicted{0.0, 0.0, 0.0};
    Wdl observed{0.0, 0.0, 0.0};
};

// The bucket edges of the calibration table, in centipawns.
inline constexpr double CalibrationEdges[] = {-500, -300, -200, -100, -50, -20,
                                              20,   50,   100,  200,  300, 500};

// One row per bucket, empty buckets included (with zero probabilities).
std::vector<CalibrationRow> calibrationTable(const WdlModel& model,
                                             std::span<const WdlSample> samples);

} // namespace kibitz::analysis
