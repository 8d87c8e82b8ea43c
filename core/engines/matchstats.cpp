#include "matchstats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace kibitz::engines {

namespace {

constexpr double Z95 = 1.959963984540054; // two-sided 95% quantile of the standard normal

// The interval of the mean score, mapped to Elo.
EloEstimate fromMoments(double mean, double variance, int samples) {
    EloEstimate e;
    e.elo = eloFromScore(mean);
    if (samples < 2 || variance <= 0.0) return e; // no spread seen yet: width unknown
    const double deviation = Z95 * std::sqrt(variance / samples);
    const double low = mean - deviation;
    const double high = mean + deviation;
    if (low <= 0.0 || high >= 1.0 || !std::isfinite(e.elo)) return e;
    e.error95 = (eloFromScore(high) - eloFromScore(low)) / 2.0;
    return e;
}

} // namespace

double GameCounts::score() const {
    const int n = games();
    return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
}

int PairCounts::pairs() const {
    int n = 0;
    for (const int c : counts) n += c;
    return n;
}

double eloFromScore(double score) {
    if (score <= 0.0) return -std::numeric_limits<double>::infinity();
    if (score >= 1.0) return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0) + 0.0; // + 0.0: no "-0.0" for an even score
}

EloEstimate estimateElo(const GameCounts& games) {
    const int n = games.games();
    if (n == 0) return {};
    const double s = games.score();
    const double variance = (games.wins * (1.0 - s) * (1.0 - s) +
                             games.draws * (0.5 - s) * (0.5 - s) + games.losses * s * s) /
                            n;
    return fromMoments(s, variance, n);
}

EloEstimate estimateElo(const PairCounts& pairs) {
    const int n = pairs.pairs();
    if (n == 0) return {};
    double mean = 0.0;
    for (int k = 0; k < 5; ++k) mean += pairs.counts[std::size_t(k)] * (k / 4.0);
    mean /= n;
    double variance = 0.0;
    for (int k = 0; k < 5; ++k)
        variance += pairs.counts[std::size_t(k)] * (k / 4.0 - mean) * (k / 4.0 - mean);
    variance /= n;
    return fromMoments(mean, variance, n);
}

double likelihoodOfSuperiority(const GameCounts& games) {
    const int decisive = games.wins + games.losses;
    if (decisive == 0) return 0.5;
    return 0.5 * (1.0 + std::erf((games.wins - games.losses) / std::sqrt(2.0 * decisive)));
}

std::string formatElo(const EloEstimate& e) {
    char text[64];
    if (!std::isfinite(e.elo)) return e.elo > 0 ? "+inf" : "-inf";
    if (e.error95)
        std::snprintf(text, sizeof text, "%+.1f +/- %.1f", e.elo, *e.error95);
    else
        std::snprintf(text, sizeof text, "%+.1f +/- inf", e.elo);
    return text;
}

Share shareOf(int won, int games) {
    if (games <= 0) return {};
    constexpr double z = 1.959963984540054; // the 97.5% point of the normal distribution
    const double n = games;
    const double p = won / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z / (1 + z * z / n) * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

} // namespace kibitz::engines
