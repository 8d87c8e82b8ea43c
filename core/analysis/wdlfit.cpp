#include "analysis/wdlfit.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kibitz::analysis {

namespace {

constexpr int N = WdlParameterCount;
using Vector = WdlParameterVector;
using Matrix = std::array<Vector, N>;

constexpr double Infinity = std::numeric_limits<double>::infinity();

// The fit stops when a full Newton step could lower the total negative log-likelihood by less
// than this (half the Newton decrement g' F^-1 g): the parameters are then within a thousandth
// of a standard error of the optimum.
constexpr double DecrementTolerance = 1e-6;
// When no step lowers the likelihood any more, the sum's rounding is the limit: the fit counts as
// converged if a Newton step could gain less than this.
constexpr double RoundingTolerance = 1e-3;
constexpr double InitialDamping = 1e-3;
constexpr double MinimumDamping = 1e-9;
constexpr double MaximumDamping = 1e12;
// A Cholesky pivot this much smaller than its diagonal entry means the matrix is singular: some
// combination of the parameters is not determined by the data.
constexpr double SingularPivot = 1e-10;

// A parameter this near a bound is on it: the steps of the fit approach a bound geometrically
// and would never reach it (and the information about a diverges as a nears 0).
constexpr double BoundTolerance = 1e-6;

constexpr double LowerBound[N] = {MinimumA, MinimumA, MinimumB, MinimumB};
constexpr double UpperBound[N] = {MaximumA, MaximumA, MaximumB, MaximumB};

// Samples with the same score and material, with how many ended in each result: the likelihood
// depends on nothing else, and PGN scores (hundredths of a pawn) repeat a lot.
struct Cell {
    double x = 0.0;
    double phase = 0.0;
    double count[3] = {}; // indexed by GameResult
    double total = 0.0;
};

double boundedScore(double x) {
    return std::isnan(x) ? 0.0 : std::clamp(x, -MaximumCentipawns, MaximumCentipawns);
}

std::vector<Cell> cellsOf(std::span<const WdlSample> samples) {
    std::vector<WdlSample> sorted(samples.begin(), samples.end());
    for (WdlSample& s : sorted) s.centipawns = boundedScore(s.centipawns);
    std::sort(sorted.begin(), sorted.end(), [](const WdlSample& p, const WdlSample& q) {
        return p.centipawns != q.centipawns ? p.centipawns < q.centipawns : p.material < q.material;
    });
    std::vector<Cell> cells;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const WdlSample& s = sorted[i];
        if (i == 0 || s.centipawns != sorted[i - 1].centipawns ||
            s.material != sorted[i - 1].material)
            cells.push_back({s.centipawns, materialPhase(s.material), {}, 0.0});
        cells.back().count[int(s.result)] += 1.0;
        cells.back().total += 1.0;
    }
    return cells;
}

// Neumaier's compensated sum: the likelihood of a million samples is compared to ~1e-12 nats.
class Sum {
public:
    void add(double x) {
        const double t = sum_ + x;
        compensation_ += std::abs(sum_) >= std::abs(x) ? (sum_ - t) + x : (x - t) + sum_;
        sum_ = t;
    }
    double value() const { return sum_ + compensation_; }

private:
    double sum_ = 0.0;
    double compensation_ = 0.0;
};

// The model's probabilities at one cell and their derivatives by a and b, with
// w = 1 / (1 + e^z), z = (a - x) / b: dw/da = -w (1 - w) / b, dw/db = w (1 - w) z / b; l likewise
// with y = (a + x) / b; d = 1 - w - l, so its derivatives are minus the sum of theirs.
struct CellModel {
    double p[3];
    double byA[3];
    double byB[3];
};

CellModel cellModel(double x, double a, double b) {
    const Wdl p = wdlProbabilities(x, a, b);
    const double z = (a - x) / b;
    const double y = (a + x) / b;
    const double sw = p.win * (1.0 - p.win);
    const double sl = p.loss * (1.0 - p.loss);
    CellModel m;
    m.p[int(GameResult::WhiteWins)] = p.win;
    m.p[int(GameResult::Draw)] = p.draw;
    m.p[int(GameResult::BlackWins)] = p.loss;
    m.byA[int(GameResult::WhiteWins)] = -sw / b;
    m.byA[int(GameResult::BlackWins)] = -sl / b;
    m.byB[int(GameResult::WhiteWins)] = sw * z / b;
    m.byB[int(GameResult::BlackWins)] = sl * y / b;
    m.byA[int(GameResult::Draw)] = (sw + sl) / b;
    m.byB[int(GameResult::Draw)] = -(sw * z + sl * y) / b;
    return m;
}

double floored(double p) {
    return std::max(p, ProbabilityFloor);
}

double negativeLogLikelihood(const std::vector<Cell>& cells, const Vector& theta) {
    const WdlParameters parameters = fromVector(theta);
    Sum nll;
    for (const Cell& c : cells) {
        const CellModel m = cellModel(c.x, parameters.a(c.phase), parameters.b(c.phase));
        for (int k = 0; k < 3; ++k)
            if (c.count[k] > 0.0) nll.add(-c.count[k] * std::log(floored(m.p[k])));
    }
    return nll.value();
}

struct Evaluation {
    double nll = 0.0;
    Vector gradient{};
    Matrix fisher{}; // the expected Hessian: sum over cells of n sum_k grad p_k grad p_k' / p_k
};

Evaluation evaluate(const std::vector<Cell>& cells, const Vector& theta) {
    const WdlParameters parameters = fromVector(theta);
    Evaluation e;
    Sum nll;
    for (const Cell& c : cells) {
        const CellModel m = cellModel(c.x, parameters.a(c.phase), parameters.b(c.phase));
        const double t = c.phase;
        for (int k = 0; k < 3; ++k) {
            const double p = floored(m.p[k]);
            // d p_k / d theta, by the chain rule through a(t) and b(t).
            const Vector grad{(1.0 - t) * m.byA[k], t * m.byA[k], (1.0 - t) * m.byB[k],
                              t * m.byB[k]};
            if (c.count[k] > 0.0) {
                nll.add(-c.count[k] * std::log(p));
                for (int i = 0; i < N; ++i) e.gradient[i] -= c.count[k] * grad[i] / p;
            }
            for (int i = 0; i < N; ++i)
                for (int j = 0; j <= i; ++j) e.fisher[i][j] += c.total * grad[i] * grad[j] / p;
        }
    }
    for (int i = 0; i < N; ++i)
        for (int j = 0; j < i; ++j) e.fisher[j][i] = e.fisher[i][j];
    e.nll = nll.value();
    return e;
}

// Solves m x = rhs for the indices in `free` (m symmetric) by Cholesky decomposition; false when
// m restricted to them is not positive definite.
bool solve(const Matrix& m, const Vector& rhs, const std::vector<int>& free, Vector& x) {
    const std::size_t n = free.size();
    Matrix l{};
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j <= i; ++j) {
            double s = m[free[i]][free[j]];
            for (std::size_t k = 0; k < j; ++k) s -= l[i][k] * l[j][k];
            if (i == j) {
                if (!(s > SingularPivot * m[free[i]][free[i]]) || !(s > 0.0)) return false;
                l[i][i] = std::sqrt(s);
            } else {
                l[i][j] = s / l[j][j];
            }
        }
    }
    Vector y{};
    for (std::size_t i = 0; i < n; ++i) {
        double s = rhs[free[i]];
        for (std::size_t k = 0; k < i; ++k) s -= l[i][k] * y[k];
        y[i] = s / l[i][i];
    }
    x.fill(0.0);
    for (std::size_t i = n; i-- > 0;) {
        double s = y[i];
        for (std::size_t k = i + 1; k < n; ++k) s -= l[k][i] * x[free[k]];
        x[free[i]] = s / l[i][i];
    }
    return true;
}

// The parameters the next step may move: not those at a bound with the gradient pushing them
// out of the box (the projected gradient's active set).
std::vector<int> freeParameters(const Vector& theta, const Vector& gradient) {
    std::vector<int> free;
    for (int i = 0; i < N; ++i) {
        const bool heldLow = theta[i] <= LowerBound[i] && gradient[i] > 0.0;
        const bool heldHigh = theta[i] >= UpperBound[i] && gradient[i] < 0.0;
        if (!heldLow && !heldHigh) free.push_back(i);
    }
    return free;
}

// The Newton step for the free parameters with Marquardt's damping, F + lambda diag(F) (plus a
// floor, so that a parameter the data say nothing about gets a zero step, not a division by 0).
bool dampedStep(const Evaluation& e, const std::vector<int>& free, double lambda, Vector& step) {
    double largestDiagonal = 0.0;
    for (int i = 0; i < N; ++i) largestDiagonal = std::max(largestDiagonal, e.fisher[i][i]);
    Matrix m = e.fisher;
    for (int i = 0; i < N; ++i)
        m[i][i] += lambda * std::max(e.fisher[i][i], 1e-12 * largestDiagonal + 1e-300);
    Vector minusGradient;
    for (int i = 0; i < N; ++i) minusGradient[i] = -e.gradient[i];
    return solve(m, minusGradient, free, step);
}

double predictedGain(const Evaluation& e, const Vector& step) {
    double gain = 0.0;
    for (int i = 0; i < N; ++i) gain -= e.gradient[i] * step[i];
    return gain / 2.0;
}

Vector clampedToBox(Vector theta) {
    for (int i = 0; i < N; ++i) {
        if (std::isnan(theta[i]) || theta[i] <= LowerBound[i] + BoundTolerance)
            theta[i] = LowerBound[i];
        else if (theta[i] >= UpperBound[i] - BoundTolerance)
            theta[i] = UpperBound[i];
    }
    return theta;
}

// sqrt of the diagonal of F^-1 over the parameters inside the box; +infinity for the others, and
// for all when F is singular there.
Vector standardErrors(const Evaluation& e, const Vector& theta) {
    std::vector<int> inside;
    for (int i = 0; i < N; ++i)
        if (theta[i] > LowerBound[i] && theta[i] < UpperBound[i]) inside.push_back(i);
    Vector errors;
    errors.fill(Infinity);
    for (const int i : inside) {
        Vector unit{};
        unit[i] = 1.0;
        Vector column;
        if (!solve(e.fisher, unit, inside, column)) {
            errors.fill(Infinity);
            return errors;
        }
        errors[i] = column[i] > 0.0 ? std::sqrt(column[i]) : Infinity;
    }
    return errors;
}

} // namespace

WdlParameterVector toVector(const WdlParameters& p) {
    return {p.aEndgame, p.aOpening, p.bEndgame, p.bOpening};
}

WdlParameters fromVector(const WdlParameterVector& v) {
    return {v[AEndgame], v[AOpening], v[BEndgame], v[BOpening]};
}

Expected<WdlFitResult, std::string> fitWdl(std::span<const WdlSample> samples,
                                           const WdlFitOptions& options) {
    if (samples.empty()) return unexpected(std::string("no samples to fit"));
    const std::vector<Cell> cells = cellsOf(samples);

    WdlFitResult result;
    Vector theta = clampedToBox(toVector(options.start));
    Evaluation e = evaluate(cells, theta);
    double lambda = InitialDamping;
    while (result.iterations < options.maxIterations) {
        ++result.iterations;
        const std::vector<int> free = freeParameters(theta, e.gradient);
        Vector newton;
        // A Newton step (barely damped) would gain so little that the optimum is reached; a
        // singular F (this combination of parameters is not determined) regularised the same way.
        if (free.empty() || (dampedStep(e, free, MinimumDamping, newton) &&
                             predictedGain(e, newton) <= DecrementTolerance)) {
            result.converged = true;
            break;
        }
        // Levenberg-Marquardt: shorten the step (towards scaled gradient descent) until the
        // likelihood improves; lengthen it again after a success.
        bool improved = false;
        while (lambda <= MaximumDamping) {
            Vector step;
            if (dampedStep(e, free, lambda, step)) {
                Vector trial = theta;
                for (int i = 0; i < N; ++i) trial[i] += step[i];
                trial = clampedToBox(trial);
                if (negativeLogLikelihood(cells, trial) < e.nll) {
                    theta = trial;
                    e = evaluate(cells, theta);
                    lambda = std::max(lambda / 10.0, MinimumDamping);
                    improved = true;
                    break;
                }
            }
            lambda *= 10.0;
        }
        if (!improved) {
            // No step lowers the likelihood: the optimum, up to the rounding of the sum.
            result.converged = dampedStep(e, free, MinimumDamping, newton) &&
                               predictedGain(e, newton) <= RoundingTolerance;
            break;
        }
    }

    result.parameters = fromVector(theta);
    result.standardErrors = standardErrors(e, theta);
    for (int i = 0; i < N; ++i)
        result.atBound[i] = theta[i] <= LowerBound[i] || theta[i] >= UpperBound[i];
    result.meanLogLoss = meanLogLoss(WdlModel(result.parameters), samples);
    return result;
}

double meanLogLoss(const WdlModel& model, std::span<const WdlSample> samples) {
    if (samples.empty()) return 0.0;
    Sum loss;
    for (const WdlSample& s : samples) {
        const Wdl p = model.probabilities(boundedScore(s.centipawns), s.material);
        const double q = s.result == GameResult::WhiteWins ? p.win
                         : s.result == GameResult::Draw    ? p.draw
                                                           : p.loss;
        loss.add(-std::log(floored(q)));
    }
    return loss.value() / double(samples.size());
}

double baseRateLogLoss(std::span<const WdlSample> samples) {
    if (samples.empty()) return 0.0;
    double count[3] = {};
    for (const WdlSample& s : samples) count[int(s.result)] += 1.0;
    const double total = double(samples.size());
    double entropy = 0.0;
    for (const double n : count)
        if (n > 0.0) entropy -= n / total * std::log(n / total);
    return entropy;
}

std::vector<CalibrationRow> calibrationTable(const WdlModel& model,
                                             std::span<const WdlSample> samples) {
    constexpr std::size_t Edges = std::size(CalibrationEdges);
    std::vector<CalibrationRow> rows(Edges + 1);
    for (std::size_t i = 0; i <= Edges; ++i) {
        rows[i].low = i == 0 ? -Infinity : CalibrationEdges[i - 1];
        rows[i].high = i == Edges ? Infinity : CalibrationEdges[i];
    }
    for (const WdlSample& s : samples) {
        const double x = boundedScore(s.centipawns);
        const std::size_t i = std::size_t(
            std::upper_bound(std::begin(CalibrationEdges), std::end(CalibrationEdges), x) -
            std::begin(CalibrationEdges));
        CalibrationRow& row = rows[i];
        const Wdl p = model.probabilities(x, s.material);
        ++row.samples;
        row.predicted.win += p.win;
        row.predicted.draw += p.draw;
        row.predicted.loss += p.loss;
        (s.result == GameResult::WhiteWins ? row.observed.win
         : s.result == GameResult::Draw    ? row.observed.draw
                                           : row.observed.loss) += 1.0;
    }
    for (CalibrationRow& row : rows) {
        if (row.samples == 0) continue;
        const double n = double(row.samples);
        for (Wdl* w : {&row.predicted, &row.observed}) {
            w->win /= n;
            w->draw /= n;
            w->loss /= n;
        }
    }
    return rows;
}

} // namespace kibitz::analysis
