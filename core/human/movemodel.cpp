#include "human/movemodel.h"

#include "human/minimize.h"
#include "theory/michie.h"

#include <algorithm>
#include <cmath>

namespace kibitz::human {

using analysis::Score;

int bandOf(double elo) {
    if (elo < 1800) return 0;
    if (elo < 2200) return 1;
    if (elo < 2500) return 2;
    return 3;
}

std::string_view bandName(int band) {
    switch (band) {
    case 0: return "below 1800";
    case 1: return "1800-2199";
    case 2: return "2200-2499";
    default: return "2500 and above";
    }
}

namespace {

double cappedCentipawns(Score score) {
    if (score.kind == Score::Kind::Mate) return score.value > 0 ? SoftmaxCap : -SoftmaxCap;
    return std::clamp(double(score.value), -SoftmaxCap, SoftmaxCap);
}

double flooredLog(double p) {
    return std::log(std::max(p, 1e-300));
}

} // namespace

void utilitiesAt(const Dataset& dataset, const DatasetPosition& p,
                 const analysis::HumanValueModel& values, double whiteElo, double blackElo,
                 std::vector<double>& out) {
    out.clear();
    for (const Score score : dataset.moves(p)) {
        // The score of a move is the mover's, of the position after it.
        const analysis::Wdl wdl =
            values.probabilities(score, p.whiteToMove, double(p.material), whiteElo, blackElo);
        out.push_back(wdl.win - wdl.loss);
    }
}

Decisions::Decisions(const Dataset& dataset, bool heldBack, const analysis::HumanValueModel& values)
    : dataset_(dataset) {
    std::vector<double> u;
    for (const DatasetPosition& p : dataset.positions) {
        if (p.heldBack != heldBack) continue;
        index_.push_back(&p);
        first_.push_back(utilities_.size());
        utilitiesAt(dataset, p, values, p.whiteElo, p.blackElo, u);
        utilities_.insert(utilities_.end(), u.begin(), u.end());
        for (const Score score : dataset.moves(p)) centipawns_.push_back(cappedCentipawns(score));
    }
    first_.push_back(utilities_.size());
}

std::span<const double> Decisions::utilities(std::size_t i) const {
    return {utilities_.data() + first_[i], first_[i + 1] - first_[i]};
}

std::span<const double> Decisions::centipawns(std::size_t i) const {
    return {centipawns_.data() + first_[i], first_[i + 1] - first_[i]};
}

std::span<const Score> Decisions::scores(std::size_t i) const {
    return dataset_.moves(position(i));
}

int Decisions::r(std::size_t i) const {
    return std::max(1, position(i).depth - 1);
}

double michieLogProbability(std::span<const double> utilities, int r, bool whiteToMove, int played,
                            double merit, double constant) {
    thread_local std::vector<double> p;
    thread_local std::vector<int> rs;
    p.resize(utilities.size());
    rs.assign(utilities.size(), r);
    theory::moveProbabilities(
        utilities, rs, whiteToMove ? theory::Side::White : theory::Side::Black, merit, p, constant);
    return flooredLog(p[std::size_t(played)]);
}

double softmaxLogProbability(std::span<const double> centipawns, int played, double temperature) {
    const double top = *std::max_element(centipawns.begin(), centipawns.end());
    double sum = 0.0;
    for (const double cp : centipawns) sum += std::exp((cp - top) / temperature);
    return (centipawns[std::size_t(played)] - top) / temperature - std::log(sum);
}

double epsilonLogProbability(std::size_t moves, int played, double epsilon) {
    const double spread = epsilon / double(moves);
    return flooredLog(played == 0 ? 1.0 - epsilon + spread : spread);
}

namespace {

template <typename F>
double meanOver(const Subset& subset, F&& logProbability) {
    if (subset.empty()) return 0.0;
    double sum = 0.0;
    for (const std::size_t i : subset) sum += logProbability(i);
    return sum / double(subset.size());
}

} // namespace

double michieLogLikelihood(const Decisions& d, const Subset& subset,
                           const MoveModelParameters& parameters) {
    return meanOver(subset, [&](std::size_t i) {
        const DatasetPosition& p = d.position(i);
        return michieLogProbability(d.utilities(i), d.r(i), p.whiteToMove, p.played,
                                    parameters.merit(p.moverElo()), parameters.constant);
    });
}

double softmaxLogLikelihood(const Decisions& d, const Subset& subset, double temperature) {
    return meanOver(subset, [&](std::size_t i) {
        return softmaxLogProbability(d.centipawns(i), d.position(i).played, temperature);
    });
}

double epsilonLogLikelihood(const Decisions& d, const Subset& subset, double epsilon) {
    return meanOver(subset, [&](std::size_t i) {
        return epsilonLogProbability(d.utilities(i).size(), d.position(i).played, epsilon);
    });
}

double uniformLogLikelihood(const Decisions& d, const Subset& subset) {
    return meanOver(subset,
                    [&](std::size_t i) { return -std::log(double(d.utilities(i).size())); });
}

double topMoveAgreement(const Decisions& d, const Subset& subset) {
    return meanOver(subset, [&](std::size_t i) { return d.position(i).played == 0 ? 1.0 : 0.0; });
}

std::array<Subset, BandCount> subsetsByBand(const Decisions& d) {
    std::array<Subset, BandCount> bands;
    for (std::size_t i = 0; i < d.size(); ++i) bands[std::size_t(d.band(i))].push_back(i);
    return bands;
}

Subset allOf(const Decisions& d) {
    Subset all(d.size());
    for (std::size_t i = 0; i < d.size(); ++i) all[i] = i;
    return all;
}

MoveFit fitMichieConstant(const Decisions& d, const Subset& subset, double meritExponent) {
    const Objective f = [&](std::span<const double> x) {
        return -michieLogLikelihood(d, subset, {x[0], meritExponent});
    };
    const Minimum m = minimize(f, {theory::MichieConstant}, Box{{0.01}, {500.0}});
    MoveFit fit;
    fit.parameters = {m.x[0], meritExponent};
    fit.logLikelihood = -m.value;
    fit.evaluations = m.evaluations;
    if (const auto e = standardErrors(f, m.x, double(subset.size())))
        fit.standardErrors[0] = (*e)[0];
    return fit;
}

MoveFit fitMichie(const Decisions& d, const Subset& subset) {
    const Objective f = [&](std::span<const double> x) {
        return -michieLogLikelihood(d, subset, {x[0], x[1]});
    };
    const Minimum m = minimize(f, {theory::MichieConstant, 1.0}, Box{{0.01, -5.0}, {500.0, 5.0}});
    MoveFit fit;
    fit.parameters = {m.x[0], m.x[1]};
    fit.logLikelihood = -m.value;
    fit.evaluations = m.evaluations;
    if (const auto e = standardErrors(f, m.x, double(subset.size()))) {
        fit.standardErrors[0] = (*e)[0];
        fit.standardErrors[1] = (*e)[1];
    }
    return fit;
}

double fitTemperature(const Decisions& d, const Subset& subset) {
    const Objective f = [&](std::span<const double> x) {
        return -softmaxLogLikelihood(d, subset, std::exp(x[0]));
    };
    return std::exp(minimize(f, {std::log(100.0)}, Box{{0.0}, {std::log(1e5)}}).x[0]);
}

double fitEpsilon(const Decisions& d, const Subset& subset) {
    const Objective f = [&](std::span<const double> x) {
        return -epsilonLogLikelihood(d, subset, x[0]);
    };
    return minimize(f, {0.5}, Box{{1e-6}, {1.0}}).x[0];
}

} // namespace kibitz::human
