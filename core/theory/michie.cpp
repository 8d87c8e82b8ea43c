#include "theory/michie.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>

namespace kibitz::theory {

namespace {

constexpr double Infinity = std::numeric_limits<double>::infinity();

// Successors whose u differ by no more than this count as equivalued: u backed up along different
// paths to the same value may differ in the last bits.
constexpr double EquivaluedTolerance = 1e-12;

// ln(M + 1), the natural logarithm of the base of eq. 1; 0 for merits below 0 or NaN.
double logBase(double merit) {
    return merit > 0.0 ? std::log1p(merit) : 0.0;
}

// The exponent c (r + 3) / r of eq. 1, for r >= 1.
double discernibilityExponent(int r, double constant) {
    return constant * (r + 3) / r;
}

// Each returns the entropy of the distribution it writes, in bits.
double splitEqually(std::span<double> probabilities) {
    std::fill(probabilities.begin(), probabilities.end(), 1.0 / double(probabilities.size()));
    return std::log2(double(probabilities.size()));
}

// The limit of perfect discernment: the moves of the highest mover-relative u share equally.
double splitAmongBest(std::span<const double> utilities, double sign, std::span<double> p) {
    double best = -Infinity;
    for (const double u : utilities) best = std::max(best, sign * u);
    int count = 0;
    for (std::size_t j = 0; j < utilities.size(); ++j) {
        p[j] = sign * utilities[j] >= best - EquivaluedTolerance ? 1.0 : 0.0;
        count += int(p[j]);
    }
    for (double& x : p) x /= count;
    return std::log2(double(count));
}

} // namespace

double discernibility(int r, double merit, double constant) {
    const double lnBase = logBase(merit);
    if (lnBase == 0.0) return 1.0;
    if (r <= 0) return Infinity;
    return std::exp(discernibilityExponent(r, constant) * lnBase);
}

double moveProbabilities(std::span<const double> utilities, std::span<const int> r, Side mover,
                         double merit, std::span<double> p, double constant) {
    if (utilities.empty()) return 0.0;
    const auto [lowest, highest] = std::minmax_element(utilities.begin(), utilities.end());
    const double lnBase = logBase(merit);
    // Unique successor, equivalued successors, and random play (M = 0: d = 1 at every r).
    if (utilities.size() == 1 || *highest - *lowest <= EquivaluedTolerance || lnBase == 0.0)
        return splitEqually(p);
    const double sign = mover == Side::White ? 1.0 : -1.0;
    if (std::isinf(lnBase)) return splitAmongBest(utilities, sign, p);

    // log w_j = (mover-relative u_j) * c (r_j + 3) / r_j * ln(M + 1); at r = 0 the epsilon limit.
    int infinite = 0;
    double maxFinite = -Infinity;
    for (std::size_t j = 0; j < utilities.size(); ++j) {
        const double u = sign * utilities[j];
        if (r[j] <= 0)
            p[j] = u > 0.0 ? Infinity : (u < 0.0 ? -Infinity : 0.0);
        else
            p[j] = u * discernibilityExponent(r[j], constant) * lnBase;
        if (p[j] == Infinity)
            ++infinite;
        else
            maxFinite = std::max(maxFinite, p[j]);
    }
    if (infinite > 0) {
        for (double& x : p) x = x == Infinity ? 1.0 / infinite : 0.0;
        return std::log2(double(infinite));
    }
    // Every move leads straight into a leaf that is lost for the mover (weight 0 each): in the
    // epsilon limit the least bad of them take all the probability.
    if (maxFinite == -Infinity) return splitAmongBest(utilities, sign, p);

    // With l_j the shifted log weights, e_j = exp(l_j) and S = sum e_j: p_j = e_j / S, and
    // H = -sum p_j log2 p_j = (ln S - sum e_j l_j / S) / ln 2: one exp and no log per move.
    double sum = 0.0;
    double weighted = 0.0;
    for (double& x : p) {
        const double shifted = x - maxFinite;
        x = std::exp(shifted); // exp(-inf) = 0
        sum += x;
        if (x > 0.0) weighted += x * shifted;
    }
    for (double& x : p) x /= sum; // sum >= 1: the largest term is exp(0)
    return std::max(0.0, (std::log(sum) - weighted / sum) / std::numbers::ln2);
}

double entropyBits(std::span<const double> probabilities) {
    double h = 0.0;
    for (const double p : probabilities)
        if (p > 0.0) h -= p * std::log2(p);
    return h > 0.0 ? h : 0.0;
}

MichieEvaluation evaluateMichie(const Tree& tree, const MichieSettings& settings,
                                std::span<const Outcome> horizonOutcomes) {
    MichieEvaluation result;
    result.settings_ = settings;
    result.nodes_.resize(std::size_t(tree.size()));
    result.edgeProbability_.resize(std::size_t(tree.edgeCount()));
    result.edgeBegin_.resize(std::size_t(tree.size()) + 1);
    for (NodeIndex n = 0; n < tree.size(); ++n) result.edgeBegin_[n] = tree.firstEdge(n);
    result.edgeBegin_[tree.size()] = tree.edgeCount();

    std::vector<double> utilities;
    std::vector<int> r;
    for (const NodeIndex n : tree.bottomUp()) {
        NodeAssessment& node = result.nodes_[n];
        const bool revalued = !horizonOutcomes.empty() && tree.kind(n) == NodeKind::Horizon;
        if (tree.isLeaf(n)) {
            node.outcome = revalued ? horizonOutcomes[std::size_t(n)] : tree.leafOutcome(n);
        } else {
            const auto kids = tree.children(n);
            utilities.clear();
            r.clear();
            for (const NodeIndex c : kids) {
                utilities.push_back(result.nodes_[c].expectedUtility());
                r.push_back(std::max(settings.rMin, tree.height(c)));
            }
            const std::span<double> p(result.edgeProbability_.data() + tree.firstEdge(n),
                                      kids.size());
            const Side mover = tree.toMove(n);
            node.moveEntropy = moveProbabilities(utilities, r, mover, settings.merit(mover), p,
                                                 settings.discernibilityConstant);
            // Michie's u(s0) = sum p_j u(s_j), carried as the whole distribution.
            Outcome sum{0.0, 0.0, 0.0};
            for (std::size_t j = 0; j < kids.size(); ++j) {
                const Outcome& o = result.nodes_[kids[j]].outcome;
                sum.win += p[j] * o.win;
                sum.draw += p[j] * o.draw;
                sum.loss += p[j] * o.loss;
            }
            node.outcome = {std::clamp(sum.win, 0.0, 1.0), std::clamp(sum.draw, 0.0, 1.0),
                            std::clamp(sum.loss, 0.0, 1.0)};
            node.normalisedMoveEntropy =
                kids.size() > 1 ? std::min(1.0, node.moveEntropy / std::log2(double(kids.size())))
                                : 0.0;
        }
        node.outcomeEntropy = tree.isLeaf(n) && !revalued
                                  ? tree.leafOutcomeEntropy(n)
                                  : entropyBits(std::array<double, 3>{
                                        node.outcome.win, node.outcome.draw, node.outcome.loss});
    }

    // Path probabilities, parents before children (the reverse of the bottom-up order); in a
    // DAG a node sums what arrives over each of its parents.
    result.nodes_[tree.root()].pathProbability = 1.0;
    const auto order = tree.bottomUp();
    for (std::size_t i = order.size(); i-- > 0;) {
        const NodeIndex n = order[i];
        const double reach = std::min(1.0, result.nodes_[n].pathProbability);
        result.nodes_[n].pathProbability = reach;
        if (reach == 0.0) continue;
        const auto kids = tree.children(n);
        const auto p = result.moveProbabilities(n);
        for (std::size_t j = 0; j < kids.size(); ++j)
            result.nodes_[kids[j]].pathProbability += reach * p[j];
    }
    return result;
}

} // namespace kibitz::theory
