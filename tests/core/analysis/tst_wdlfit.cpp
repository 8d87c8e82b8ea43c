// Fitting the WDL model: parameters recovered from synthetic games drawn from a known model,
// standard errors that match the spread of repeated fits, degenerate data, and the statistics
// of the report (log-loss, calibration).

#include "analysis/wdlfit.h"
#include "chess/random.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace kibitz::analysis;

namespace {

constexpr double Inf = std::numeric_limits<double>::infinity();

// The model the synthetic games come from: a nearer 2.6 pawns in the endgame, 1.7 at the start,
// the scale 65 and 105 centipawns.
constexpr WdlParameters Truth{.aEndgame = 260, .aOpening = 170, .bEndgame = 65, .bOpening = 105};

double uniform(kibitz::chess::Random& random) {
    return double(random.next() >> 11) * 0x1p-53; // [0, 1)
}

// Positions with a whole-centipawn score from -600 to 600 and a material from 4 to 82 (so some
// lie beyond the model's material range), each with a result drawn from `truth`.
std::vector<WdlSample> synthetic(const WdlParameters& truth, int count, std::uint64_t seed) {
    kibitz::chess::Random random(seed);
    const WdlModel model(truth);
    std::vector<WdlSample> samples;
    samples.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i) {
        const double x = double(int(random.below(1201)) - 600);
        const int material = 4 + int(random.below(79));
        const Wdl p = model.probabilities(x, material);
        const double u = uniform(random);
        const GameResult result = u < p.win            ? GameResult::WhiteWins
                                  : u < p.win + p.draw ? GameResult::Draw
                                                       : GameResult::BlackWins;
        samples.push_back({x, material, result});
    }
    return samples;
}

WdlFitResult fitted(const std::vector<WdlSample>& samples, const WdlFitOptions& options = {}) {
    const auto fit = fitWdl(samples, options);
    if (!fit) qFatal("%s", fit.error().c_str());
    return *fit;
}

bool allFinite(const WdlFitResult& r) {
    for (const double v : toVector(r.parameters))
        if (!std::isfinite(v)) return false;
    return std::isfinite(r.meanLogLoss);
}

QString describe(const WdlFitResult& r) {
    const WdlParameterVector v = toVector(r.parameters);
    return QStringLiteral("a %1..%2 b %3..%4, SE %5 %6 %7 %8, %9 iterations")
        .arg(v[0], 0, 'f', 3)
        .arg(v[1], 0, 'f', 3)
        .arg(v[2], 0, 'f', 3)
        .arg(v[3], 0, 'f', 3)
        .arg(r.standardErrors[0], 0, 'f', 3)
        .arg(r.standardErrors[1], 0, 'f', 3)
        .arg(r.standardErrors[2], 0, 'f', 3)
        .arg(r.standardErrors[3], 0, 'f', 3)
        .arg(r.iterations);
}

} // namespace

class TestWdlFit : public QObject {
    Q_OBJECT

private slots:
    // 200,000 samples. The maximum-likelihood estimate is asymptotically normal around the truth
    // with the standard errors the fit reports (checked in standardErrorsMatchSpread), so each
    // parameter must lie within 4 of them (a 4-sigma miss has probability 6e-5), and they must be
    // small (below 1.5 cp here) for that to mean something.
    void recoversParameters() {
        const std::vector<WdlSample> samples = synthetic(Truth, 200000, 20240101);
        const WdlFitResult fit = fitted(samples);
        qInfo("%s", qPrintable(describe(fit)));
        QVERIFY(fit.converged);
        QVERIFY(fit.iterations <= 20);
        const WdlParameterVector truth = toVector(Truth);
        const WdlParameterVector estimate = toVector(fit.parameters);
        for (int i = 0; i < WdlParameterCount; ++i) {
            QVERIFY2(fit.standardErrors[i] > 0.1 && fit.standardErrors[i] < 1.5,
                     qPrintable(describe(fit)));
            QVERIFY2(std::abs(estimate[i] - truth[i]) <= 4.0 * fit.standardErrors[i],
                     qPrintable(describe(fit)));
            QVERIFY(!fit.atBound[i]);
        }
        // The estimate maximises the likelihood: it fits the data at least as well as the truth
        // it was drawn from, and better than the committed parameters and the base rates.
        QCOMPARE(fit.meanLogLoss, meanLogLoss(WdlModel(fit.parameters), samples));
        const double truthLoss = meanLogLoss(WdlModel(Truth), samples);
        QVERIFY(fit.meanLogLoss <= truthLoss);
        QVERIFY(truthLoss - fit.meanLogLoss < 1e-4);
        QVERIFY(fit.meanLogLoss < meanLogLoss(WdlModel(), samples));
        QVERIFY(fit.meanLogLoss < baseRateLogLoss(samples) - 0.1);
        // And it is a maximum: a step of 0.5 cp in any parameter makes the fit worse.
        for (int i = 0; i < WdlParameterCount; ++i)
            for (const double step : {-0.5, 0.5}) {
                WdlParameterVector v = estimate;
                v[i] += step;
                QVERIFY(meanLogLoss(WdlModel(fromVector(v)), samples) > fit.meanLogLoss);
            }
    }

    // The same optimum from a start far away, and from the samples in another order. A fit stops
    // when a Newton step would gain less than 1e-6 nats, within about sqrt(2e-6) = 0.0014
    // standard errors of the optimum, so two fits agree to a hundredth of one.
    void independentOfStartAndOrder() {
        std::vector<WdlSample> samples = synthetic(Truth, 50000, 7);
        const WdlFitResult fit = fitted(samples);
        WdlFitOptions far;
        far.start = {.aEndgame = 20, .aOpening = 900, .bEndgame = 400, .bOpening = 15};
        const WdlFitResult fromFar = fitted(samples, far);
        QVERIFY(fromFar.converged);
        for (int i = 0; i < WdlParameterCount; ++i)
            QVERIFY2(std::abs(toVector(fit.parameters)[i] - toVector(fromFar.parameters)[i]) <
                         0.01 * fit.standardErrors[i],
                     qPrintable(describe(fit) + " / " + describe(fromFar)));
        std::reverse(samples.begin(), samples.end());
        std::rotate(samples.begin(), samples.begin() + 12345, samples.end());
        QCOMPARE(fitted(samples).parameters, fit.parameters);
    }

    // Twenty fits of 10,000 samples each: the errors divided by the reported standard errors
    // should be standard normal, so their mean square (80 values) near 1 (its own standard
    // deviation is sqrt(2 / 80) = 0.16).
    void standardErrorsMatchSpread() {
        double sumOfSquares = 0.0;
        int count = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const WdlFitResult fit = fitted(synthetic(Truth, 10000, seed));
            QVERIFY(fit.converged);
            for (int i = 0; i < WdlParameterCount; ++i) {
                const double z =
                    (toVector(fit.parameters)[i] - toVector(Truth)[i]) / fit.standardErrors[i];
                sumOfSquares += z * z;
                ++count;
            }
        }
        const double meanSquare = sumOfSquares / count;
        qInfo("mean square of the standardised errors: %.3f", meanSquare);
        QVERIFY(meanSquare > 0.6 && meanSquare < 1.5);
    }

    void noSamples() {
        const auto fit = fitWdl({});
        QVERIFY(!fit);
        QCOMPARE(QString::fromStdString(fit.error()), QStringLiteral("no samples to fit"));
        QCOMPARE(meanLogLoss(WdlModel(), {}), 0.0);
        QCOMPARE(baseRateLogLoss({}), 0.0);
    }

    // Only draws: the likelihood grows without end as a / b does, so the fit stops at the box
    // (a at its maximum) or where the likelihood is flat to a millionth of a nat (b), and the
    // standard errors say the data do not determine the parameters.
    void allDraws() {
        std::vector<WdlSample> samples;
        for (int x = -300; x <= 300; x += 10) samples.push_back({double(x), 40, GameResult::Draw});
        const WdlFitResult fit = fitted(samples);
        qInfo("%s", qPrintable(describe(fit)));
        QVERIFY2(allFinite(fit), qPrintable(describe(fit)));
        QVERIFY(fit.converged);
        QCOMPARE(fit.parameters.aEndgame, MaximumA);
        QCOMPARE(fit.parameters.aOpening, MaximumA);
        QVERIFY(fit.atBound[AEndgame] && fit.atBound[AOpening]);
        QCOMPARE(fit.standardErrors[AEndgame], Inf);
        QCOMPARE(fit.standardErrors[AOpening], Inf);
        QVERIFY(fit.standardErrors[BEndgame] > 100 && fit.standardErrors[BOpening] > 100);
        for (const WdlSample& s : samples)
            QVERIFY(WdlModel(fit.parameters).probabilities(s.centipawns, s.material).draw >
                    0.999999);
        QVERIFY(fit.meanLogLoss < 1e-7);
        QCOMPARE(baseRateLogLoss(samples), 0.0);
    }

    // One score only (0): only a / b can be told, as the draw rate 1 - 2 / (1 + e^(a/b)); the
    // fit matches the observed 30 % / 40 % / 30 % and reports the parameters as undetermined.
    void oneScoreOnly() {
        std::vector<WdlSample> samples;
        for (int i = 0; i < 1000; ++i) {
            const GameResult r = i % 10 < 3   ? GameResult::WhiteWins
                                 : i % 10 < 7 ? GameResult::Draw
                                              : GameResult::BlackWins;
            samples.push_back({0.0, 20 + i / 10 % 50, r}); // 3, 4, 3 at each material
        }
        const WdlFitResult fit = fitted(samples);
        QVERIFY2(allFinite(fit), qPrintable(describe(fit)));
        QVERIFY(fit.converged);
        for (const int material : {20, 45, 69}) {
            const Wdl p = WdlModel(fit.parameters).probabilities(0.0, material);
            QVERIFY2(std::abs(p.win - 0.3) < 1e-4 && std::abs(p.draw - 0.4) < 1e-4,
                     qPrintable(describe(fit)));
        }
        for (int i = 0; i < WdlParameterCount; ++i) QCOMPARE(fit.standardErrors[i], Inf);
        // The fit is the base rates, to the last digits.
        QVERIFY(std::abs(fit.meanLogLoss - baseRateLogLoss(samples)) < 1e-8);
    }

    // One result only, scores out of range, NaN: finite numbers and no crash.
    void oddData() {
        std::vector<WdlSample> wins;
        for (int x = -200; x <= 400; x += 5) wins.push_back({double(x), 60, GameResult::WhiteWins});
        const WdlFitResult fit = fitted(wins);
        QVERIFY2(allFinite(fit), qPrintable(describe(fit)));
        QCOMPARE(fit.parameters.aOpening, MinimumA); // a = 0: no draws

        const double nan = std::numeric_limits<double>::quiet_NaN();
        const std::vector<WdlSample> odd{
            {Inf, 40, GameResult::WhiteWins}, {-Inf, 40, GameResult::BlackWins},
            {1e300, 90, GameResult::Draw},    {nan, -5, GameResult::Draw},
            {0.0, 1000000, GameResult::Draw}, {-1e300, 0, GameResult::WhiteWins},
            {50, 30, GameResult::WhiteWins},  {-50, 30, GameResult::BlackWins}};
        const WdlFitResult oddFit = fitted(odd);
        QVERIFY2(allFinite(oddFit), qPrintable(describe(oddFit)));
        QVERIFY(std::isfinite(meanLogLoss(WdlModel(), odd)));
        for (const CalibrationRow& row : calibrationTable(WdlModel(), odd))
            QVERIFY(std::isfinite(row.predicted.win + row.observed.win));
    }

    // Four samples, worked out by hand with the round parameters at material 78 (a = 180,
    // b = 100): at x = 0, p(draw) = tanh(0.9) = 0.7162978701990245; at x = 180, p(win) = 1/2.
    void logLosses() {
        const std::vector<WdlSample> samples{{0, 78, GameResult::Draw},
                                             {0, 78, GameResult::Draw},
                                             {180, 78, GameResult::WhiteWins},
                                             {180, 78, GameResult::Draw}};
        const WdlModel model(RoundWdlParameters);
        const Wdl atA = model.probabilities(180, 78);
        const double expected =
            (-2 * std::log(0.7162978701990245) + std::log(2.0) - std::log(atA.draw)) / 4;
        QVERIFY(std::abs(meanLogLoss(model, samples) - expected) < 1e-15);
        // Base rates 1/4 and 3/4: -(1/4 ln 1/4 + 3/4 ln 3/4) = 0.5623351446188083.
        QVERIFY(std::abs(baseRateLogLoss(samples) - 0.5623351446188083) < 1e-15);
        // A model that calls a result impossible pays 34.5 nats (ln 1e15) for it, not infinity.
        const WdlModel noDraws({0, 0, 100, 100});
        const std::vector<WdlSample> draw{{0, 78, GameResult::Draw}};
        QCOMPARE(meanLogLoss(noDraws, draw), -std::log(ProbabilityFloor));
    }

    void calibration() {
        const std::vector<WdlSample> samples{
            {-800, 40, GameResult::BlackWins}, {-500, 40, GameResult::Draw},
            {-20, 40, GameResult::Draw},       {0, 40, GameResult::WhiteWins},
            {19.99, 40, GameResult::Draw},     {20, 40, GameResult::WhiteWins},
            {1e9, 40, GameResult::WhiteWins}};
        const WdlModel model;
        const std::vector<CalibrationRow> rows = calibrationTable(model, samples);
        QCOMPARE(rows.size(), std::size(CalibrationEdges) + 1);
        QCOMPARE(rows.front().low, -Inf);
        QCOMPARE(rows.front().high, -500.0);
        QCOMPARE(rows.back().low, 500.0);
        QCOMPARE(rows.back().high, Inf);
        // Buckets are [low, high): -500 belongs to [-500, -300), 20 to [20, 50).
        std::vector<std::int64_t> counts;
        for (const CalibrationRow& row : rows) counts.push_back(row.samples);
        QCOMPARE(counts, (std::vector<std::int64_t>{1, 1, 0, 0, 0, 0, 3, 1, 0, 0, 0, 0, 1}));
        const CalibrationRow& middle = rows[6]; // [-20, 20)
        QCOMPARE(middle.observed, (Wdl{1.0 / 3, 2.0 / 3, 0.0}));
        const Wdl a = model.probabilities(-20, 40), b = model.probabilities(0, 40),
                  c = model.probabilities(19.99, 40);
        QVERIFY(std::abs(middle.predicted.win - (a.win + b.win + c.win) / 3) < 1e-15);
        QVERIFY(std::abs(middle.predicted.draw - (a.draw + b.draw + c.draw) / 3) < 1e-15);
        QCOMPARE(rows[2].predicted, (Wdl{0.0, 0.0, 0.0})); // empty
        QCOMPARE(rows.back().observed, (Wdl{1.0, 0.0, 0.0}));
        QCOMPARE(rows.back().predicted, (Wdl{1.0, 0.0, 0.0}));
    }
};

QTEST_GUILESS_MAIN(TestWdlFit)
#include "tst_wdlfit.moc"
