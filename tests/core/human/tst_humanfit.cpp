// The fits of the models of human play recover the parameters of data that the models generate
// themselves: the value model from results drawn from it, Michie's move model, the softmax and the
// epsilon-greedy baselines from moves drawn from them, and the rating estimate from the moves of
// players of known strength. Deterministic: every draw comes from a std::mt19937_64 of fixed seed.

#include "analysis/humanmodel.h"
#include "human/dataset.h"
#include "human/minimize.h"
#include "human/movemodel.h"
#include "human/ratingestimate.h"
#include "human/valuefit.h"
#include "theory/michie.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <random>
#include <vector>

using namespace kibitz;
using analysis::HumanValueModel;
using analysis::HumanValueParameters;
using analysis::MoveModelParameters;
using analysis::Score;
using human::Dataset;
using human::DatasetPosition;

namespace {

constexpr HumanValueParameters TrueValues{
    .scale = 5.3,
    .scalePhase = -0.4,
    .scaleRating = 0.3,
    .draw = -0.6,
    .drawPhase = -0.5,
    .drawRating = 0.4,
    .ratingEdge = 3.0,
};

// The value model the move data are generated and fitted with.
const HumanValueModel Values(TrueValues);

// The value model of the rating estimates: no rating terms.
const HumanValueModel RatingValues(HumanValueParameters{.scale = 5.3,
                                                        .scalePhase = -0.4,
                                                        .scaleRating = 0.0,
                                                        .draw = -0.6,
                                                        .drawPhase = -0.5,
                                                        .drawRating = 0.0,
                                                        .ratingEdge = 3.0});

constexpr MoveModelParameters TrueMoves{7.0, 0.6};
// The standard errors of c and of the merit exponent fitted together from 30,000 decisions, within
// a factor of 3 or so.
constexpr double SeConstantLow = 0.05;
constexpr double SeConstantHigh = 0.4;
constexpr double SeExponentLow = 0.015;
constexpr double SeExponentHigh = 0.14;
// The rating estimate's model: a merit that grows faster than Michie's with the rating, so that
// 3,000 moves tell ratings apart (with the exponent of TrueMoves the intervals are twice as wide).
constexpr MoveModelParameters RatingMoves{7.0, 2.0};

// The draws are made here from the engine's bits, not by the standard distributions, whose
// algorithms the library chooses: the same data on every platform.
double uniform(std::mt19937_64& random, double low, double high) {
    return low + (high - low) * double(random() >> 11) * 0x1.0p-53;
}

int uniformInt(std::mt19937_64& random, int low, int high) {
    return low + int(random() % std::uint64_t(high - low + 1));
}

// Box-Muller, one of the pair.
double normal(std::mt19937_64& random, double mean, double sd) {
    const double u = 1.0 - uniform(random, 0.0, 1.0); // in (0, 1]
    const double v = uniform(random, 0.0, 1.0);
    return mean + sd * std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
}

double exponential(std::mt19937_64& random, double mean) {
    return -mean * std::log(1.0 - uniform(random, 0.0, 1.0));
}

// An index drawn with the given probabilities (they add up to 1).
int draw(std::mt19937_64& random, const std::vector<double>& p) {
    const double x = uniform(random, 0.0, 1.0);
    double sum = 0.0;
    for (std::size_t j = 0; j < p.size(); ++j) {
        sum += p[j];
        if (x < sum) return int(j);
    }
    return int(p.size()) - 1;
}

// Positions as games give them: scores mostly within two pawns with a long tail, every phase,
// mean ratings 1000 to 2700 and differences of a couple of hundred points; the result drawn from
// the value model at TrueValues.
std::vector<human::OutcomeSample> outcomeSamples(int count) {
    std::mt19937_64 random(18);
    std::vector<human::OutcomeSample> samples;
    for (int i = 0; i < count; ++i) {
        human::OutcomeSample s;
        s.centipawns = std::round(normal(random, 0.0, 1.0) * uniform(random, 50.0, 500.0));
        s.material = uniformInt(random, 6, 78);
        const double mean = uniform(random, 1000.0, 2700.0);
        const double difference = normal(random, 0.0, 250.0);
        s.whiteElo = std::round(mean + difference / 2.0);
        s.blackElo = std::round(mean - difference / 2.0);
        const analysis::Wdl p =
            Values.probabilities(s.centipawns, s.material, s.whiteElo, s.blackElo);
        const int result = draw(random, {p.win, p.draw, p.loss});
        s.result = result == 0 ? 1.0 : (result == 1 ? 0.5 : 0.0);
        samples.push_back(s);
    }
    return samples;
}

// How the played move is chosen in a generated decision, from the position's u_j (White's
// standpoint), capped centipawns (the mover's, best first), r and the mover's Elo.
using Chooser =
    std::function<int(std::mt19937_64&, const std::vector<double>& u,
                      const std::vector<double>& centipawns, int r, bool whiteToMove, double elo)>;

int michieChoice(std::mt19937_64& random, const std::vector<double>& u, int r, bool whiteToMove,
                 double elo, const MoveModelParameters& model) {
    std::vector<double> p(u.size());
    const std::vector<int> rs(u.size(), r);
    theory::moveProbabilities(u, rs, whiteToMove ? theory::Side::White : theory::Side::Black,
                              model.merit(elo), p, model.constant);
    return draw(random, p);
}

// One decision's moves: 10 to 40 moves, the best scored around 0 and the others a random
// distance below it (the mover's view, best first), as a search of depth 6 to 16 scores them;
// the mover White or Black.
void addDecision(std::mt19937_64& random, Dataset& dataset, double moverElo, double opponentElo,
                 const Chooser& choose, const HumanValueModel& values = Values) {
    DatasetPosition p;
    p.gameKey = random();
    p.whiteToMove = uniformInt(random, 0, 1) == 1;
    p.ply = uniformInt(random, 8, 80);
    p.whiteElo = int(std::lround(p.whiteToMove ? moverElo : opponentElo));
    p.blackElo = int(std::lround(p.whiteToMove ? opponentElo : moverElo));
    p.material = uniformInt(random, 20, 78);
    p.depth = uniformInt(random, 6, 16);
    p.firstMove = dataset.scores.size();
    const int n = uniformInt(random, 10, 40);
    const double best = std::round(normal(random, 0.0, 150.0));
    std::vector<double> centipawns;
    for (int j = 0; j < n; ++j) {
        const double below = j == 0 ? 0.0 : std::round(exponential(random, 120.0));
        centipawns.push_back(std::clamp(best - below, -1000.0, 1000.0));
    }
    std::sort(centipawns.begin(), centipawns.end(), std::greater<>());
    for (const double cp : centipawns) dataset.scores.push_back(Score::centipawns(int(cp)));
    p.moveCount = std::size_t(n);
    std::vector<double> u;
    human::utilitiesAt(dataset, p, values, p.whiteElo, p.blackElo, u);
    p.played = choose(random, u, centipawns, std::max(1, p.depth - 1), p.whiteToMove,
                      double(p.moverElo()));
    dataset.positions.push_back(p);
}

// `count` decisions of movers rated 1000 to 2800 against opponents within about 150 points.
Dataset moveDataset(int count, std::uint64_t seed, const Chooser& choose) {
    std::mt19937_64 random(seed);
    Dataset dataset;
    dataset.players = {"White", "Black"};
    for (int i = 0; i < count; ++i) {
        const double mover = uniform(random, 1000.0, 2800.0);
        const double opponent = mover + normal(random, 0.0, 150.0);
        addDecision(random, dataset, mover, opponent, choose);
    }
    return dataset;
}

// The standard error of a one-parameter fit of the mean negative log-likelihood f at x.
double standardError(const human::Objective& f, double x, std::size_t n) {
    const auto e = human::standardErrors(f, std::vector<double>{x}, double(n));
    if (!e) qFatal("the Hessian is not positive definite at %g", x);
    return (*e)[0];
}

QString within(double fitted, double truth, double se) {
    return QStringLiteral("fitted %1, true %2, standard error %3")
        .arg(fitted, 0, 'g', 6)
        .arg(truth, 0, 'g', 6)
        .arg(se, 0, 'g', 3);
}

} // namespace

class TestHumanFit : public QObject {
    Q_OBJECT

private slots:
    void valueFitRecoversItsParameters() {
        const std::vector<human::OutcomeSample> samples = outcomeSamples(40000);
        const human::ValueFit fit = human::fitValueModel(samples);
        QVERIFY2(fit.standardErrors, qPrintable(QString::fromStdString(fit.status)));
        const auto truth = TrueValues.toArray();
        const auto fitted = fit.parameters.toArray();
        // The bounds are about 1.5 times the standard errors of 40,000 samples: a Hessian gone
        // wrong leaves (bound / 3, bound).
        const std::array<double, HumanValueParameters::Count> bounds{0.025, 0.045, 0.03, 0.03,
                                                                     0.06,  0.04,  0.075};
        for (std::size_t i = 0; i < truth.size(); ++i) {
            const double se = (*fit.standardErrors)[i];
            const QString what =
                QStringLiteral("parameter %1: ").arg(i) + within(fitted[i], truth[i], se);
            QVERIFY2(se > bounds[i] / 3.0 && se < bounds[i], qPrintable(what));
            QVERIFY2(std::abs(fitted[i] - truth[i]) < 4.0 * se, qPrintable(what));
        }
        // The fitted model explains the data at least as well as the true one (it is the
        // maximum), and not by much more (40,000 samples, 7 parameters).
        const double atTruth = human::meanLogLoss(Values, samples);
        QVERIFY(fit.meanLogLoss <= atTruth);
        QVERIFY(atTruth - fit.meanLogLoss < 7.0 / 40000.0 * 4.0);
    }

    void michieFitRecoversConstantAndMeritExponent() {
        const Dataset dataset = moveDataset(
            30000, 1, [](auto& random, const auto& u, const auto&, int r, bool white, double elo) {
                return michieChoice(random, u, r, white, elo, TrueMoves);
            });
        const human::Decisions decisions(dataset, false, Values);
        QCOMPARE(decisions.size(), std::size_t(30000));
        const human::Subset all = human::allOf(decisions);

        // c and the merit exponent g are hard to tell apart (both scale the log weights; only
        // the curve of ln(1 + (Elo / 1000)^g) over the ratings separates them).
        const human::MoveFit both = human::fitMichie(decisions, all);
        const QString constant =
            within(both.parameters.constant, TrueMoves.constant, both.standardErrors[0]);
        const QString exponent =
            within(both.parameters.meritExponent, TrueMoves.meritExponent, both.standardErrors[1]);
        QVERIFY2(both.standardErrors[0] > SeConstantLow && both.standardErrors[0] < SeConstantHigh,
                 qPrintable(constant));
        QVERIFY2(both.standardErrors[1] > SeExponentLow && both.standardErrors[1] < SeExponentHigh,
                 qPrintable(exponent));
        QVERIFY2(std::abs(both.parameters.constant - TrueMoves.constant) <
                     4.0 * both.standardErrors[0],
                 qPrintable(constant));
        QVERIFY2(std::abs(both.parameters.meritExponent - TrueMoves.meritExponent) <
                     4.0 * both.standardErrors[1],
                 qPrintable(exponent));
        QVERIFY(both.logLikelihood >=
                human::michieLogLikelihood(decisions, all, TrueMoves) - 1e-12);

        // c alone at the true exponent: far better determined (standard error about 0.05).
        const human::MoveFit one =
            human::fitMichieConstant(decisions, all, TrueMoves.meritExponent);
        const QString alone =
            within(one.parameters.constant, TrueMoves.constant, one.standardErrors[0]);
        QCOMPARE(one.parameters.meritExponent, TrueMoves.meritExponent);
        QCOMPARE(one.standardErrors[1], 0.0);
        QVERIFY2(one.standardErrors[0] > 0.025 && one.standardErrors[0] < 0.08, qPrintable(alone));
        QVERIFY2(std::abs(one.parameters.constant - TrueMoves.constant) <
                     4.0 * one.standardErrors[0],
                 qPrintable(alone));

        // Michie's model beats the uniform choice by far on its own data.
        QVERIFY(both.logLikelihood > human::uniformLogLikelihood(decisions, all) + 0.5);
    }

    void softmaxFitRecoversTheTemperature() {
        constexpr double Temperature = 60.0;
        const Dataset dataset =
            moveDataset(6000, 2, [](auto& random, const auto&, const auto& cp, int, bool, double) {
                std::vector<double> p(cp.size());
                double sum = 0.0;
                for (std::size_t j = 0; j < cp.size(); ++j)
                    sum += p[j] = std::exp((cp[j] - cp[0]) / Temperature);
                for (double& x : p) x /= sum;
                return draw(random, p);
            });
        const human::Decisions decisions(dataset, false, Values);
        const human::Subset all = human::allOf(decisions);
        const double fitted = human::fitTemperature(decisions, all);
        const double se = standardError(
            [&](std::span<const double> x) {
                return -human::softmaxLogLikelihood(decisions, all, x[0]);
            },
            fitted, all.size());
        // About 1.2 cp for 6,000 decisions.
        QVERIFY2(se > 0.6 && se < 1.8, qPrintable(within(fitted, Temperature, se)));
        QVERIFY2(std::abs(fitted - Temperature) < 4.0 * se,
                 qPrintable(within(fitted, Temperature, se)));
    }

    void epsilonFitRecoversEpsilon() {
        constexpr double Epsilon = 0.3;
        const Dataset dataset =
            moveDataset(6000, 3, [](auto& random, const auto& u, const auto&, int, bool, double) {
                std::vector<double> p(u.size(), Epsilon / double(u.size()));
                p[0] += 1.0 - Epsilon;
                return draw(random, p);
            });
        const human::Decisions decisions(dataset, false, Values);
        const human::Subset all = human::allOf(decisions);
        const double fitted = human::fitEpsilon(decisions, all);
        const double se = standardError(
            [&](std::span<const double> x) {
                return -human::epsilonLogLikelihood(decisions, all, x[0]);
            },
            fitted, all.size());
        // Binomial: sqrt(0.3 * 0.7 / 6000) / (1 - 1/n) is about 0.006.
        QVERIFY2(se > 0.004 && se < 0.009, qPrintable(within(fitted, Epsilon, se)));
        QVERIFY2(std::abs(fitted - Epsilon) < 4.0 * se, qPrintable(within(fitted, Epsilon, se)));
    }

    void ratingEstimateFindsThePlayersStrength_data() {
        QTest::addColumn<double>("elo");
        QTest::addColumn<double>("tolerance");
        QTest::addColumn<double>("widest");
        QTest::addRow("1200") << 1200.0 << 150.0 << 250.0;
        QTest::addRow("1800") << 1800.0 << 150.0 << 400.0;
        QTest::addRow("2600") << 2600.0 << 250.0 << 550.0;
    }

    // A player of known Elo against an opponent of the same Elo (the estimate values both sides
    // at the candidate rating, so the generating model is one of its candidates), 3,000 moves
    // (some 75 games) drawn from Michie's model at RatingMoves. The estimate is a
    // maximum-likelihood estimate on a grid, and its 1.92 interval a 95% interval: it must hold
    // the truth.
    //
    // Moves say little about a rating: the log weights scale with ln(1 + (Elo / 1000)^2), and
    // most choices are among moves a few centipawns apart, so the intervals of 3,000 moves are a
    // few hundred points wide, wider at the top where the curve flattens; the tolerances are about
    // two standard errors, and the widths bound the intervals so that a flat likelihood fails.
    // 300 moves give intervals of ±300 to ±600 points. The value model has no rating terms here:
    // with them (TrueValues) the likelihood at 2600 can stay flat up to the grid's end.
    void ratingEstimateFindsThePlayersStrength() {
        QFETCH(double, elo);
        QFETCH(double, tolerance);
        QFETCH(double, widest);
        std::mt19937_64 random{std::uint64_t(elo)};
        Dataset dataset;
        dataset.players = {"White", "Black"};
        const Chooser choose = [](auto& r, const auto& u, const auto&, int plies, bool white,
                                  double moverElo) {
            return michieChoice(r, u, plies, white, moverElo, RatingMoves);
        };
        for (int i = 0; i < 3000; ++i) addDecision(random, dataset, elo, elo, choose, RatingValues);
        std::vector<const DatasetPosition*> decisions;
        for (const DatasetPosition& p : dataset.positions) decisions.push_back(&p);
        const human::RatingEstimate e =
            human::estimateRating(dataset, decisions, RatingValues, RatingMoves);
        const QString what =
            QStringLiteral("estimate %1 in [%2, %3]").arg(e.rating).arg(e.low).arg(e.high);
        // The decisions in decided positions (beyond 3 pawns) are left out: some 4% of these.
        const auto open = std::count_if(decisions.begin(), decisions.end(), [&](const auto* p) {
            return !human::decidedForEstimate(dataset.moves(*p).front());
        });
        QVERIFY2(open > 2700 && open < 3000, qPrintable(QString::number(open)));
        QCOMPARE(e.moves, int(open));
        QVERIFY2(e.low <= e.rating && e.rating <= e.high, qPrintable(what));
        QVERIFY2(e.low <= elo && elo <= e.high, qPrintable(what));
        QVERIFY2(std::abs(e.rating - elo) <= tolerance, qPrintable(what));
        QVERIFY2(e.high - e.low <= widest, qPrintable(what));
        // Not flat at the bottom of the grid (at 2600 the interval may reach its top, 3000).
        QVERIFY2(e.low > human::EstimateLowest, qPrintable(what));
        // On the grid of 10 points.
        QCOMPARE(std::fmod(e.rating, human::EstimateStep), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestHumanFit)
#include "tst_humanfit.moc"
