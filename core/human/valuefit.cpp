#include "human/valuefit.h"

#include "human/minimize.h"

#include <algorithm>
#include <cmath>

namespace kibitz::human {

using analysis::HumanValueModel;
using analysis::HumanValueParameters;
using analysis::Score;
using analysis::Wdl;

std::vector<OutcomeSample> outcomeSamples(const Dataset& dataset, bool heldBack) {
    std::vector<OutcomeSample> samples;
    for (const DatasetPosition& p : dataset.positions) {
        if (p.heldBack != heldBack) continue;
        const Score best = dataset.moves(p).front();
        if (best.kind == Score::Kind::Mate) continue;
        const double white = p.whiteToMove ? best.value : -double(best.value);
        samples.push_back(
            {white, double(p.material), double(p.whiteElo), double(p.blackElo), p.result});
    }
    return samples;
}

namespace {

double probabilityOfResult(const Wdl& wdl, double result) {
    const double p = result > 0.75 ? wdl.win : (result < 0.25 ? wdl.loss : wdl.draw);
    return std::max(p, 1e-15);
}

} // namespace

double meanLogLoss(const HumanValueModel& model, std::span<const OutcomeSample> samples) {
    if (samples.empty()) return 0.0;
    double sum = 0.0;
    for (const OutcomeSample& s : samples)
        sum -= std::log(probabilityOfResult(
            model.probabilities(s.centipawns, s.material, s.whiteElo, s.blackElo), s.result));
    return sum / double(samples.size());
}

ValueFit fitValueModel(std::span<const OutcomeSample> samples, const HumanValueParameters& start) {
    constexpr int N = HumanValueParameters::Count;
    const Objective f = [&](std::span<const double> x) {
        std::array<double, N> a{};
        std::copy(x.begin(), x.end(), a.begin());
        return meanLogLoss(HumanValueModel(HumanValueParameters::fromArray(a)), samples);
    };
    // ln b from e^2 to e^9 cp per logit, the draw margin from e^-5 to e^3 logits, the rating
    // terms wide enough that no fit of real data reaches them.
    const Box box{{2.0, -5.0, -5.0, -5.0, -5.0, -5.0, -10.0}, {9.0, 5.0, 5.0, 3.0, 5.0, 5.0, 30.0}};
    const auto initial = start.toArray();
    const Minimum m = minimize(f, std::vector<double>(initial.begin(), initial.end()), box);
    ValueFit fit;
    std::array<double, N> best{};
    std::copy(m.x.begin(), m.x.end(), best.begin());
    fit.parameters = HumanValueParameters::fromArray(best);
    fit.meanLogLoss = m.value;
    fit.evaluations = m.evaluations;
    fit.status = m.status;
    if (const auto errors = standardErrors(f, m.x, double(samples.size()))) {
        std::array<double, N> e{};
        std::copy(errors->begin(), errors->end(), e.begin());
        fit.standardErrors = e;
    }
    return fit;
}

double brier(double p, double s) {
    return (p - s) * (p - s);
}

double expectedScoreLogLoss(double p, double s) {
    const double q = std::clamp(p, 1e-6, 1.0 - 1e-6);
    return -(s * std::log(q) + (1.0 - s) * std::log(1.0 - q));
}

} // namespace kibitz::human
