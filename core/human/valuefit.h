#pragma once

// Fitting the value model of human play (analysis/humanmodel.h) to the results of real games by
// maximum likelihood, and the scores of outcome predictions.

#include "analysis/humanmodel.h"
#include "human/dataset.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace kibitz::human {

// One position as the value model sees it: the engine's best score, White's standpoint.
struct OutcomeSample {
    double centipawns = 0.0;
    double material = 78.0;
    double whiteElo = 2000.0;
    double blackElo = 2000.0;
    double result = 0.5; // White's score
};

// The positions of one split whose best score is not a mate (a mate is a certain result for the
// model, and a game lost after it tells how people convert, not how a score turns into results).
std::vector<OutcomeSample> outcomeSamples(const Dataset& dataset, bool heldBack);

// -ln P(result) under the model, the mean over the samples; P at least 1e-15.
double meanLogLoss(const analysis::HumanValueModel& model, std::span<const OutcomeSample> samples);

struct ValueFit {
    analysis::HumanValueParameters parameters;
    std::optional<std::array<double, analysis::HumanValueParameters::Count>> standardErrors;
    double meanLogLoss = 0.0;
    int evaluations = 0;
    std::string status;
};

// The maximum-likelihood parameters, from `start`.
ValueFit fitValueModel(std::span<const OutcomeSample> samples,
                       const analysis::HumanValueParameters& start = {});

// The Brier score (p - s)^2 and the log-loss -(s ln p + (1 - s) ln(1 - p)) of a prediction p of
// White's expected score against the result s (1, 0.5, 0), p clamped to [1e-6, 1 - 1e-6]: the
// scores every outcome predictor is measured by, the Elo expectation included.
double brier(double p, double s);
double expectedScoreLogLoss(double p, double s);

} // namespace kibitz::human
