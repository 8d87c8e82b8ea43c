#include "human/ratingestimate.h"

#include <cmath>
#include <limits>
#include <vector>

namespace kibitz::human {

RatingEstimate estimateRating(const std::function<double(double rating)>& logLikelihoodAt,
                              int moves, const RatingPrior& prior) {
    const int count = int(std::lround((EstimateHighest - EstimateLowest) / EstimateStep)) + 1;
    std::vector<double> logLikelihood(std::size_t(count), 0.0);
    for (int k = 0; k < count; ++k)
        logLikelihood[std::size_t(k)] = logLikelihoodAt(EstimateLowest + k * EstimateStep);
    int best = 0;
    for (int k = 1; k < count; ++k)
        if (logLikelihood[std::size_t(k)] > logLikelihood[std::size_t(best)]) best = k;
    const double floor = logLikelihood[std::size_t(best)] - 1.92;
    int low = best;
    while (low > 0 && logLikelihood[std::size_t(low - 1)] >= floor) --low;
    int high = best;
    while (high + 1 < count && logLikelihood[std::size_t(high + 1)] >= floor) ++high;
    int mode = 0;
    double modeValue = -std::numeric_limits<double>::infinity();
    for (int k = 0; k < count; ++k) {
        const double z = (EstimateLowest + k * EstimateStep - prior.mean) / prior.deviation;
        const double value = logLikelihood[std::size_t(k)] - 0.5 * z * z;
        if (value > modeValue) {
            modeValue = value;
            mode = k;
        }
    }
    return {EstimateLowest + best * EstimateStep, EstimateLowest + low * EstimateStep,
            EstimateLowest + high * EstimateStep, moves, EstimateLowest + mode * EstimateStep};
}

bool decidedForEstimate(analysis::Score best) {
    return best.kind == analysis::Score::Kind::Mate ||
           std::abs(best.value) > EstimateDecidedCentipawns;
}

RatingEstimate estimateRating(const Dataset& dataset,
                              std::span<const DatasetPosition* const> decisions,
                              const analysis::HumanValueModel& values,
                              const MoveModelParameters& moves, const RatingPrior& prior) {
    std::vector<const DatasetPosition*> open;
    for (const DatasetPosition* p : decisions)
        if (!decidedForEstimate(dataset.moves(*p).front())) open.push_back(p);
    std::vector<double> u;
    const auto logLikelihoodAt = [&](double rating) {
        double sum = 0.0;
        for (const DatasetPosition* p : open) {
            utilitiesAt(dataset, *p, values, rating, rating, u);
            sum += michieLogProbability(u, std::max(1, p->depth - 1), p->whiteToMove, p->played,
                                        moves.merit(rating), moves.constant);
        }
        return sum;
    };
    return estimateRating(logLikelihoodAt, int(open.size()), prior);
}

} // namespace kibitz::human
