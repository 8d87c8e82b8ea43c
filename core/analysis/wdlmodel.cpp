#include "analysis/wdlmodel.h"

#include <algorithm>
#include <cmath>

namespace kibitz::analysis {

namespace {

using namespace kibitz::chess;

// Beyond these the parameters mean nothing in centipawns; bounding them keeps (a ± x) / b finite
// or a signed infinity, never inf / inf.
constexpr double MinimumScale = 1.0;
constexpr double MaximumParameter = 1e6;

double boundedA(double a) {
    return a > 0.0 ? std::min(a, MaximumParameter) : 0.0; // NaN fails a > 0
}

double boundedB(double b) {
    return b > MinimumScale ? std::min(b, MaximumParameter) : MinimumScale;
}

// 1 / (1 + e^z): 1 at z = -inf, 0 at z = +inf (e^z overflows to inf, not NaN).
double logistic(double z) {
    return 1.0 / (1.0 + std::exp(z));
}

} // namespace

int materialCount(const Position& position) {
    return popCount(position.pieces(Pawn)) + 3 * popCount(position.pieces(Knight, Bishop)) +
           5 * popCount(position.pieces(Rook)) + 9 * popCount(position.pieces(Queen));
}

double materialPhase(double material) {
    if (std::isnan(material)) return 1.0;
    const double clamped = std::clamp(material, double(MaterialLow), double(MaterialHigh));
    return (clamped - MaterialLow) / (MaterialHigh - MaterialLow);
}

Wdl wdlProbabilities(double centipawns, double a, double b) {
    const double x = centipawns;
    if (std::isinf(x)) return x > 0 ? Wdl{1.0, 0.0, 0.0} : Wdl{0.0, 0.0, 1.0};
    Wdl p;
    p.win = logistic((a - x) / b);
    p.loss = logistic((a + x) / b);
    // d = 1 / (1 + e^((x - a) / b)) - 1 / (1 + e^((x + a) / b)) = sinh h / (cosh h + cosh s) with
    // h = a / b and s = |x| / b. Multiplied through by e^-max(h, s), so that no exponential
    // overflows: e^(h - M) (1 - e^(-2h)) / (e^(h - M) + e^(-h - M) + e^(s - M) + e^(-s - M)).
    const double h = a / b;
    const double s = std::abs(x) / b;
    const double m = std::max(h, s);
    const double eh = std::exp(h - m);
    p.draw =
        eh * -std::expm1(-2.0 * h) / (eh + std::exp(-h - m) + std::exp(s - m) + std::exp(-s - m));
    // (w + l) + d is the same sum at x and -x, so the symmetry w(x) = l(-x) survives the scaling.
    const double sum = (p.win + p.loss) + p.draw;
    p.win /= sum;
    p.draw /= sum;
    p.loss /= sum;
    return p;
}

Wdl WdlModel::probabilities(double centipawns, double material) const {
    const double x = std::isnan(centipawns) ? 0.0 : centipawns;
    const double t = materialPhase(material);
    return wdlProbabilities(x, boundedA(parameters_.a(t)), boundedB(parameters_.b(t)));
}

Wdl certainWdl(int value) {
    if (value > 0) return {1.0, 0.0, 0.0};
    if (value < 0) return {0.0, 0.0, 1.0};
    return {0.0, 1.0, 0.0};
}

Wdl mateWdl(Score mate, bool whiteToMove) {
    const bool moverWins = mate.value > 0;
    return certainWdl(moverWins == whiteToMove ? 1 : -1);
}

Wdl WdlModel::probabilities(Score score, const Position& position) const {
    const bool whiteToMove = position.sideToMove() == White;
    if (score.kind == Score::Kind::Mate) return mateWdl(score, whiteToMove);
    const double x = whiteToMove ? double(score.value) : -double(score.value);
    return probabilities(x, double(materialCount(position)));
}

} // namespace kibitz::analysis
