#include "analysis/humanmodel.h"

#include <algorithm>
#include <cmath>

namespace kibitz::analysis {

std::array<double, HumanValueParameters::Count> HumanValueParameters::toArray() const {
    return {scale, scalePhase, scaleRating, draw, drawPhase, drawRating, ratingEdge};
}

HumanValueParameters HumanValueParameters::fromArray(const std::array<double, Count>& a) {
    return {a[0], a[1], a[2], a[3], a[4], a[5], a[6]};
}

namespace {

double clampedRating(double rating) {
    return std::isnan(rating) ? 2000.0 : std::clamp(rating, LowestRating, HighestRating);
}

} // namespace

Wdl HumanValueModel::probabilities(double centipawns, double material, double whiteRating,
                                   double blackRating) const {
    const HumanValueParameters& p = parameters_;
    const double x =
        std::isnan(centipawns) ? 0.0 : std::clamp(centipawns, -MaximumScore, MaximumScore);
    const double t = materialPhase(material);
    const double white = clampedRating(whiteRating);
    const double black = clampedRating(blackRating);
    const double rho = ((white + black) / 2.0 - 2000.0) / 1000.0;
    const double delta = (white - black) / 1000.0;
    const double b = std::exp(p.scale + p.scalePhase * t + p.scaleRating * rho);
    const double alpha = std::exp(p.draw + p.drawPhase * t + p.drawRating * rho);
    return wdlProbabilities(x + p.ratingEdge * delta * b, alpha * b, b);
}

Wdl HumanValueModel::probabilities(Score score, bool whiteToMove, double material,
                                   double whiteRating, double blackRating) const {
    if (score.kind == Score::Kind::Mate) return mateWdl(score, whiteToMove);
    const double white = whiteToMove ? score.value : -double(score.value);
    return probabilities(white, material, whiteRating, blackRating);
}

theory::MichieSettings michieSettings(double whiteMerit, double blackMerit, int rMin,
                                      const MoveModelParameters& moves) {
    theory::MichieSettings settings{whiteMerit, blackMerit, rMin};
    settings.discernibilityConstant = moves.constant;
    settings.meritExponent = moves.meritExponent;
    return settings;
}

double eloExpectation(double whiteRating, double blackRating) {
    return 1.0 / (1.0 + std::pow(10.0, (blackRating - whiteRating) / 400.0));
}

} // namespace kibitz::analysis
