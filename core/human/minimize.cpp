#include "human/minimize.h"

#include <algorithm>
#include <cmath>
#include <nlopt.h>

namespace kibitz::human {

namespace {

struct Call {
    const Objective* f = nullptr;
    int evaluations = 0;
};

double trampoline(unsigned n, const double* x, double* gradient, void* data) {
    (void)gradient; // BOBYQA asks for none
    Call& call = *static_cast<Call*>(data);
    ++call.evaluations;
    return (*call.f)(std::span<const double>(x, n));
}

std::string statusText(nlopt_result result) {
    switch (result) {
    case NLOPT_SUCCESS: return "success";
    case NLOPT_STOPVAL_REACHED: return "stop value reached";
    case NLOPT_FTOL_REACHED: return "converged (value)";
    case NLOPT_XTOL_REACHED: return "converged (parameters)";
    case NLOPT_MAXEVAL_REACHED: return "evaluation limit reached";
    case NLOPT_MAXTIME_REACHED: return "time limit reached";
    case NLOPT_ROUNDOFF_LIMITED: return "limited by round-off";
    case NLOPT_FORCED_STOP: return "stopped";
    case NLOPT_INVALID_ARGS: return "invalid arguments";
    case NLOPT_OUT_OF_MEMORY: return "out of memory";
    default: return "failed";
    }
}

} // namespace

Minimum minimize(const Objective& f, std::vector<double> start, const Box& box, double tolerance) {
    const unsigned n = unsigned(start.size());
    for (unsigned i = 0; i < n; ++i) start[i] = std::clamp(start[i], box.lower[i], box.upper[i]);
    // BOBYQA models f by a quadratic and needs two dimensions at least; one is searched by
    // Sbplx (Nelder-Mead on subspaces), which handles it.
    nlopt_opt opt = nlopt_create(n >= 2 ? NLOPT_LN_BOBYQA : NLOPT_LN_SBPLX, n);
    Call call{&f, 0};
    nlopt_set_min_objective(opt, &trampoline, &call);
    nlopt_set_lower_bounds(opt, box.lower.data());
    nlopt_set_upper_bounds(opt, box.upper.data());
    nlopt_set_xtol_rel(opt, tolerance);
    nlopt_set_ftol_rel(opt, 1e-12);
    nlopt_set_maxeval(opt, 20000);
    Minimum m;
    m.x = std::move(start);
    const nlopt_result result = nlopt_optimize(opt, m.x.data(), &m.value);
    nlopt_destroy(opt);
    m.evaluations = call.evaluations;
    m.status = statusText(result);
    if (result < 0) m.value = f(m.x);
    return m;
}

std::optional<std::vector<double>> inverseOfPositiveDefinite(std::span<const double> m, int n) {
    // m = L L^T; then m^-1 = L^-T L^-1.
    std::vector<double> l(std::size_t(n * n), 0.0);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            double sum = m[std::size_t(i * n + j)];
            for (int k = 0; k < j; ++k)
                sum -= l[std::size_t(i * n + k)] * l[std::size_t(j * n + k)];
            if (i == j) {
                if (!(sum > 0.0)) return std::nullopt;
                l[std::size_t(i * n + i)] = std::sqrt(sum);
            } else {
                l[std::size_t(i * n + j)] = sum / l[std::size_t(j * n + j)];
            }
        }
    }
    std::vector<double> inverseL(std::size_t(n * n), 0.0);
    for (int i = 0; i < n; ++i) {
        inverseL[std::size_t(i * n + i)] = 1.0 / l[std::size_t(i * n + i)];
        for (int j = 0; j < i; ++j) {
            double sum = 0.0;
            for (int k = j; k < i; ++k)
                sum -= l[std::size_t(i * n + k)] * inverseL[std::size_t(k * n + j)];
            inverseL[std::size_t(i * n + j)] = sum / l[std::size_t(i * n + i)];
        }
    }
    std::vector<double> inverse(std::size_t(n * n), 0.0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            double sum = 0.0;
            for (int k = std::max(i, j); k < n; ++k)
                sum += inverseL[std::size_t(k * n + i)] * inverseL[std::size_t(k * n + j)];
            inverse[std::size_t(i * n + j)] = sum;
        }
    return inverse;
}

std::optional<std::vector<double>> standardErrors(const Objective& f, std::span<const double> x,
                                                  double n) {
    const int k = int(x.size());
    std::vector<double> h(x.size());
    for (int i = 0; i < k; ++i)
        h[std::size_t(i)] = 1e-4 * std::max(1.0, std::abs(x[std::size_t(i)]));
    std::vector<double> point(x.begin(), x.end());
    const auto at = [&](int i, double di, int j, double dj) {
        point.assign(x.begin(), x.end());
        point[std::size_t(i)] += di;
        point[std::size_t(j)] += dj;
        return f(point);
    };
    const double centre = f(x);
    std::vector<double> hessian(std::size_t(k * k));
    for (int i = 0; i < k; ++i) {
        const double hi = h[std::size_t(i)];
        hessian[std::size_t(i * k + i)] =
            (at(i, hi, i, 0.0) - 2.0 * centre + at(i, -hi, i, 0.0)) / (hi * hi);
        for (int j = 0; j < i; ++j) {
            const double hj = h[std::size_t(j)];
            const double value =
                (at(i, hi, j, hj) - at(i, hi, j, -hj) - at(i, -hi, j, hj) + at(i, -hi, j, -hj)) /
                (4.0 * hi * hj);
            hessian[std::size_t(i * k + j)] = value;
            hessian[std::size_t(j * k + i)] = value;
        }
    }
    for (double& v : hessian) v *= n;
    const auto inverse = inverseOfPositiveDefinite(hessian, k);
    if (!inverse) return std::nullopt;
    std::vector<double> errors(x.size());
    for (int i = 0; i < k; ++i)
        errors[std::size_t(i)] = std::sqrt((*inverse)[std::size_t(i * k + i)]);
    return errors;
}

} // namespace kibitz::human
