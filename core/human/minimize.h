#pragma once

// Maximum-likelihood fits of the models of human play: a minimiser of a smooth function of a few
// parameters in a box (NLopt's BOBYQA, from Debian's libnlopt), and the standard errors of the
// estimate from the curvature of the log-likelihood at its maximum.

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace kibitz::human {

using Objective = std::function<double(std::span<const double>)>;

struct Box {
    std::vector<double> lower;
    std::vector<double> upper;
};

struct Minimum {
    std::vector<double> x;
    double value = 0.0;
    int evaluations = 0;
    std::string status; // NLopt's reason for stopping, in words
};

// The minimum of f over the box from `start` (clamped into it). f must be finite in the box. The
// search stops when a step changes no parameter by more than `tolerance` (relative).
Minimum minimize(const Objective& f, std::vector<double> start, const Box& box,
                 double tolerance = 1e-7);

// Asymptotic standard errors of a maximum-likelihood estimate x of f, the mean negative
// log-likelihood of n independent samples: the square roots of the diagonal of (n H)^-1, H the
// Hessian of f at x by central differences. nullopt when H is not positive definite (x is at a
// bound or the data do not determine some parameter).
std::optional<std::vector<double>> standardErrors(const Objective& f, std::span<const double> x,
                                                  double n);

// The inverse of a symmetric positive definite matrix (row-major, n x n), by Cholesky; nullopt
// when it is not positive definite.
std::optional<std::vector<double>> inverseOfPositiveDefinite(std::span<const double> m, int n);

} // namespace kibitz::human
