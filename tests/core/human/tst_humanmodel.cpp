// The formulas of the models of human play on fixed parameters, each against a value worked out
// here from the formula as written (analysis/humanmodel.h, theory/michie.h, human/movemodel.h,
// human/valuefit.h, human/minimize.h), to 1e-9.

#include "analysis/humanmodel.h"
#include "human/minimize.h"
#include "human/movemodel.h"
#include "human/valuefit.h"
#include "theory/michie.h"
#include "theory/tree.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

using namespace kibitz;
using analysis::HumanValueModel;
using analysis::HumanValueParameters;
using analysis::Score;
using analysis::Wdl;

namespace {

constexpr double Tolerance = 1e-9;

// Non-trivial values of every parameter, so that each term of the formula counts.
constexpr HumanValueParameters Parameters{
    .scale = 5.3,
    .scalePhase = -0.4,
    .scaleRating = 0.3,
    .draw = -0.6,
    .drawPhase = -0.5,
    .drawRating = 0.4,
    .ratingEdge = 3.0,
};

// The header's formula written out again: t from 16 (endgame) to 78 (opening), ratings already
// within 1000..2900.
Wdl byHand(const HumanValueParameters& p, double x, double material, double white, double black) {
    const double t = (std::clamp(material, 16.0, 78.0) - 16.0) / 62.0;
    const double rho = ((white + black) / 2.0 - 2000.0) / 1000.0;
    const double delta = (white - black) / 1000.0;
    const double b = std::exp(p.scale + p.scalePhase * t + p.scaleRating * rho);
    const double alpha = std::exp(p.draw + p.drawPhase * t + p.drawRating * rho);
    const double s = x / b + p.ratingEdge * delta;
    const double w = 1.0 / (1.0 + std::exp(alpha - s));
    const double l = 1.0 / (1.0 + std::exp(alpha + s));
    return {w, 1.0 - w - l, l};
}

bool near(double a, double b, double tolerance = Tolerance) {
    return std::abs(a - b) <= tolerance;
}

QString text(const Wdl& p) {
    return QStringLiteral("(%1, %2, %3)")
        .arg(p.win, 0, 'g', 17)
        .arg(p.draw, 0, 'g', 17)
        .arg(p.loss, 0, 'g', 17);
}

bool near(const Wdl& a, const Wdl& b, double tolerance = Tolerance) {
    return near(a.win, b.win, tolerance) && near(a.draw, b.draw, tolerance) &&
           near(a.loss, b.loss, tolerance);
}

#define COMPARE_WDL(actual, expected)                                                              \
    do {                                                                                           \
        const Wdl a_ = (actual);                                                                   \
        const Wdl e_ = (expected);                                                                 \
        QVERIFY2(near(a_, e_), qPrintable(text(a_) + " != " + text(e_)));                          \
    } while (false)

#define COMPARE_NEAR(actual, expected)                                                             \
    do {                                                                                           \
        const double a_ = (actual);                                                                \
        const double e_ = (expected);                                                              \
        QVERIFY2(near(a_, e_), qPrintable(QString::number(a_, 'g', 17) +                           \
                                          " != " + QString::number(e_, 'g', 17)));                 \
    } while (false)

theory::NodeSpec horizon(const std::string& id, theory::Outcome estimate, int depth) {
    theory::NodeSpec spec;
    spec.id = id;
    spec.toMove = theory::Side::Black;
    spec.estimate = estimate;
    spec.horizonDepth = depth;
    return spec;
}

theory::NodeSpec terminal(const std::string& id, int value) {
    theory::NodeSpec spec;
    spec.id = id;
    spec.toMove = theory::Side::Black;
    spec.terminal = true;
    spec.value = value;
    return spec;
}

theory::NodeSpec root(std::vector<std::string> children) {
    theory::NodeSpec spec;
    spec.id = "root";
    spec.toMove = theory::Side::White;
    spec.children = std::move(children);
    return spec;
}

theory::Tree build(std::vector<theory::NodeSpec> specs) {
    auto tree = theory::Tree::build(std::move(specs));
    if (!tree) qFatal("tree: %s", tree.error().c_str());
    return std::move(*tree);
}

// p_j of White choosing between two successors of utilities u0, u1 at the same r: Michie's
// d^u_j normalised, d = (M + 1)^(c (r + 3) / r).
double firstOfTwo(double u0, double u1, int r, double merit, double c) {
    const double d = std::pow(merit + 1.0, c * (r + 3) / r);
    return std::pow(d, u0) / (std::pow(d, u0) + std::pow(d, u1));
}

} // namespace

class TestHumanModel : public QObject {
    Q_OBJECT

private slots:
    void valueModelFollowsTheFormula_data() {
        QTest::addColumn<double>("centipawns");
        QTest::addColumn<double>("material");
        QTest::addColumn<double>("white");
        QTest::addColumn<double>("black");
        QTest::addRow("middlegame, White stronger") << 120.0 << 50.0 << 2200.0 << 1900.0;
        QTest::addRow("endgame, equal ratings") << -300.0 << 10.0 << 1500.0 << 1500.0;
        QTest::addRow("opening, strong players") << 0.0 << 90.0 << 2600.0 << 2400.0;
        QTest::addRow("weak players, Black stronger") << 45.0 << 30.0 << 1050.0 << 1350.0;
        QTest::addRow("large score") << 2500.0 << 20.0 << 1800.0 << 1800.0;
    }

    void valueModelFollowsTheFormula() {
        QFETCH(double, centipawns);
        QFETCH(double, material);
        QFETCH(double, white);
        QFETCH(double, black);
        const HumanValueModel model(Parameters);
        const Wdl p = model.probabilities(centipawns, material, white, black);
        COMPARE_WDL(p, byHand(Parameters, centipawns, material, white, black));
        QVERIFY(p.draw >= 0.0);
        COMPARE_NEAR(p.win + p.draw + p.loss, 1.0);
    }

    void valueModelAtRoundNumbers() {
        // All parameters 0 but scale = ln 100 and ratingEdge = 1: b = 100 cp, alpha = 1, and at
        // x = 100 cp, a 1000-point edge to White, s = 1 + 1 = 2: w = 1 / (1 + e^-1),
        // l = 1 / (1 + e^3).
        const HumanValueModel model(HumanValueParameters{.scale = std::log(100.0),
                                                         .scalePhase = 0.0,
                                                         .scaleRating = 0.0,
                                                         .draw = 0.0,
                                                         .drawPhase = 0.0,
                                                         .drawRating = 0.0,
                                                         .ratingEdge = 1.0});
        const Wdl p = model.probabilities(100.0, 40.0, 2500.0, 1500.0);
        const double w = 1.0 / (1.0 + std::exp(-1.0));
        const double l = 1.0 / (1.0 + std::exp(3.0));
        COMPARE_WDL(p, (Wdl{w, 1.0 - w - l, l}));
        COMPARE_NEAR(w, 0.7310585786300049);
        COMPARE_NEAR(l, 0.04742587317756678);
    }

    void ratingDifferenceMovesTheOdds() {
        const HumanValueModel model(Parameters);
        // The same mean rating (2000), White 400 points stronger, weaker, or equal: s moves by
        // ratingEdge * 0.4 = 1.2 logits each way; b and alpha stay.
        const Wdl equal = model.probabilities(0.0, 60.0, 2000.0, 2000.0);
        const Wdl stronger = model.probabilities(0.0, 60.0, 2200.0, 1800.0);
        const Wdl weaker = model.probabilities(0.0, 60.0, 1800.0, 2200.0);
        const double alpha = std::exp(-0.6 - 0.5 * (44.0 / 62.0));
        COMPARE_NEAR(equal.win, 1.0 / (1.0 + std::exp(alpha)));
        COMPARE_NEAR(equal.win, equal.loss);
        COMPARE_NEAR(stronger.win, 1.0 / (1.0 + std::exp(alpha - 1.2)));
        COMPARE_NEAR(stronger.loss, 1.0 / (1.0 + std::exp(alpha + 1.2)));
        COMPARE_NEAR(weaker.win, stronger.loss);
        COMPARE_NEAR(weaker.loss, stronger.win);
        QVERIFY(stronger.win > equal.win);
    }

    void phaseChangesScaleAndDrawMargin() {
        const HumanValueModel model(Parameters);
        // Material at or below 16 is t = 0, at or above 78 t = 1, 47 halfway.
        COMPARE_WDL(model.probabilities(150.0, 0.0, 2000.0, 2000.0),
                    model.probabilities(150.0, 16.0, 2000.0, 2000.0));
        COMPARE_WDL(model.probabilities(150.0, 104.0, 2000.0, 2000.0),
                    model.probabilities(150.0, 78.0, 2000.0, 2000.0));
        const Wdl half = model.probabilities(150.0, 47.0, 2000.0, 2000.0);
        const double b = std::exp(5.3 - 0.2);
        const double alpha = std::exp(-0.6 - 0.25);
        COMPARE_NEAR(half.win, 1.0 / (1.0 + std::exp(alpha - 150.0 / b)));
        COMPARE_NEAR(half.loss, 1.0 / (1.0 + std::exp(alpha + 150.0 / b)));
        // A NaN material is the opening.
        COMPARE_WDL(
            model.probabilities(150.0, std::numeric_limits<double>::quiet_NaN(), 2000.0, 2000.0),
            model.probabilities(150.0, 78.0, 2000.0, 2000.0));
    }

    void swappingColoursSwapsWinAndLoss_data() {
        QTest::addColumn<double>("centipawns");
        QTest::addColumn<double>("material");
        QTest::addColumn<double>("white");
        QTest::addColumn<double>("black");
        QTest::addRow("1") << 120.0 << 50.0 << 2200.0 << 1900.0;
        QTest::addRow("2") << -340.0 << 20.0 << 1100.0 << 2700.0;
        QTest::addRow("3") << 7.0 << 78.0 << 2450.0 << 2455.0;
    }

    void swappingColoursSwapsWinAndLoss() {
        QFETCH(double, centipawns);
        QFETCH(double, material);
        QFETCH(double, white);
        QFETCH(double, black);
        const HumanValueModel model(Parameters);
        const Wdl p = model.probabilities(centipawns, material, white, black);
        const Wdl q = model.probabilities(-centipawns, material, black, white);
        COMPARE_WDL(q, (Wdl{p.loss, p.draw, p.win}));
        QVERIFY(std::abs(p.win - p.loss) > 0.01); // not a symmetric case by accident
    }

    void scoreOfTheSideToMove() {
        const HumanValueModel model(Parameters);
        // A score of Black to move is White's negated.
        COMPARE_WDL(model.probabilities(Score::centipawns(150), false, 40.0, 1700.0, 2100.0),
                    byHand(Parameters, -150.0, 40.0, 1700.0, 2100.0));
        COMPARE_WDL(model.probabilities(Score::centipawns(150), true, 40.0, 1700.0, 2100.0),
                    byHand(Parameters, 150.0, 40.0, 1700.0, 2100.0));
    }

    void mateIsCertain() {
        const HumanValueModel model(Parameters);
        const Wdl whiteWins{1.0, 0.0, 0.0};
        const Wdl blackWins{0.0, 0.0, 1.0};
        QCOMPARE(model.probabilities(Score::mate(3), true, 40.0, 1200.0, 2800.0), whiteWins);
        QCOMPARE(model.probabilities(Score::mate(3), false, 40.0, 2800.0, 1200.0), blackWins);
        QCOMPARE(model.probabilities(Score::mate(-2), true, 40.0, 2800.0, 1200.0), blackWins);
        QCOMPARE(model.probabilities(Score::mate(-2), false, 40.0, 1200.0, 2800.0), whiteWins);
        QCOMPARE(model.probabilities(Score::mate(0), true, 40.0, 2000.0, 2000.0), blackWins);
    }

    void inputsAreClamped() {
        const HumanValueModel model(Parameters);
        // Ratings beyond 1000..2900 count as its ends, NaN as 2000.
        COMPARE_WDL(model.probabilities(80.0, 50.0, 100.0, 3500.0),
                    byHand(Parameters, 80.0, 50.0, 1000.0, 2900.0));
        COMPARE_WDL(model.probabilities(80.0, 50.0, 3100.0, -50.0),
                    byHand(Parameters, 80.0, 50.0, 2900.0, 1000.0));
        COMPARE_WDL(
            model.probabilities(80.0, 50.0, std::numeric_limits<double>::quiet_NaN(), 1600.0),
            byHand(Parameters, 80.0, 50.0, 2000.0, 1600.0));
        // Scores beyond +-5000 count as that, NaN as 0.
        COMPARE_WDL(model.probabilities(90000.0, 20.0, 1500.0, 1500.0),
                    byHand(Parameters, 5000.0, 20.0, 1500.0, 1500.0));
        COMPARE_WDL(model.probabilities(-90000.0, 20.0, 1500.0, 1500.0),
                    byHand(Parameters, -5000.0, 20.0, 1500.0, 1500.0));
        COMPARE_WDL(
            model.probabilities(std::numeric_limits<double>::quiet_NaN(), 20.0, 1500.0, 1500.0),
            byHand(Parameters, 0.0, 20.0, 1500.0, 1500.0));
        // The clamp matters: 3500 is not 2900 in the formula.
        COMPARE_WDL(model.probabilities(80.0, 50.0, 3500.0, 2800.0),
                    byHand(Parameters, 80.0, 50.0, 2900.0, 2800.0));
        QVERIFY(!near(byHand(Parameters, 80.0, 50.0, 2900.0, 2800.0),
                      byHand(Parameters, 80.0, 50.0, 3500.0, 2800.0), 1e-2));
    }

    void parametersRoundTripThroughArrays() {
        const auto a = Parameters.toArray();
        QCOMPARE(a[0], 5.3);
        QCOMPARE(a[6], 3.0);
        QCOMPARE(HumanValueParameters::fromArray(a), Parameters);
    }

    void eloExpectation() {
        COMPARE_NEAR(analysis::eloExpectation(1500.0, 1500.0), 0.5);
        COMPARE_NEAR(analysis::eloExpectation(2000.0, 1600.0), 10.0 / 11.0);
        COMPARE_NEAR(analysis::eloExpectation(1600.0, 2000.0), 1.0 / 11.0);
        COMPARE_NEAR(analysis::eloExpectation(2100.0, 1900.0), 1.0 / (1.0 + std::pow(10.0, -0.5)));
    }

    void discernibilityWithAnotherConstant() {
        // d = (M + 1)^(c (r + 3) / r): c = 5, M = 1.5, r = 2 is 2.5^12.5.
        COMPARE_NEAR(theory::discernibility(2, 1.5, 5.0) / std::pow(2.5, 12.5), 1.0);
        COMPARE_NEAR(theory::discernibility(2, 1.5) / std::pow(2.5, 7.5), 1.0); // Michie's c = 3
        COMPARE_NEAR(theory::discernibility(1, 0.5, 0.25), std::pow(1.5, 1.0));
        QCOMPARE(theory::discernibility(4, 0.0, 5.0), 1.0);
        QCOMPARE(theory::discernibility(0, 1.0, 5.0), std::numeric_limits<double>::infinity());
    }

    void michieSettingsCarryTheMoveModel() {
        const theory::MichieSettings s =
            analysis::michieSettings(1.2, 0.8, 1, analysis::MoveModelParameters{7.0, 0.5});
        QCOMPARE(s.whiteMerit, 1.2);
        QCOMPARE(s.blackMerit, 0.8);
        QCOMPARE(s.rMin, 1);
        QCOMPARE(s.discernibilityConstant, 7.0);
        QCOMPARE(s.meritExponent, 0.5);
        COMPARE_NEAR(s.merit(theory::Side::White), std::sqrt(1.2));
        COMPARE_NEAR(s.merit(theory::Side::Black), std::sqrt(0.8));
        COMPARE_NEAR(analysis::MoveModelParameters({7.0, 0.5}).merit(2250.0), 1.5);
        COMPARE_NEAR(analysis::MoveModelParameters({7.0, -1.0}).merit(2000.0), 0.5);
        QCOMPARE(analysis::MoveModelParameters({7.0, 0.5}).merit(-100.0), 0.0);
        // Michie's map: M = Elo / 1000.
        QCOMPARE(analysis::MichieMoveModel.merit(2790.0), 2.79);
        // A merit of 0 is random play whatever the exponent.
        theory::MichieSettings random = analysis::michieSettings(0.0, 0.0, 0, {13.0, -0.4});
        QCOMPARE(random.merit(theory::Side::White), 0.0);
    }

    void meritExponentAndConstantEnterTheBackUp() {
        // White chooses between two horizon leaves that look 2 plies ahead (r = 2).
        const theory::Outcome good{0.6, 0.3, 0.1}; // u = 0.5
        const theory::Outcome bad{0.2, 0.5, 0.3};  // u = -0.1
        const theory::Tree tree =
            build({root({"a", "b"}), horizon("a", good, 2), horizon("b", bad, 2)});
        for (const auto& [exponent, constant] :
             {std::pair{1.0, 3.0}, std::pair{0.5, 3.0}, std::pair{-0.4, 7.0}}) {
            theory::MichieSettings settings{1.2, 0.0, 0};
            settings.meritExponent = exponent;
            settings.discernibilityConstant = constant;
            const theory::MichieEvaluation e = theory::evaluateMichie(tree, settings);
            const double p = firstOfTwo(0.5, -0.1, 2, std::pow(1.2, exponent), constant);
            COMPARE_NEAR(e.moveProbabilities(tree.root())[0], p);
            COMPARE_NEAR(e.moveProbabilities(tree.root())[1], 1.0 - p);
            COMPARE_NEAR(e.at(tree.root()).outcome.win, p * 0.6 + (1.0 - p) * 0.2);
            COMPARE_NEAR(e.at(tree.root()).outcome.loss, p * 0.1 + (1.0 - p) * 0.3);
        }
        // The exponent and the constant each change the result.
        theory::MichieSettings plain{1.2, 0.0, 0};
        theory::MichieSettings scaled = plain;
        scaled.meritExponent = -3.0;
        QVERIFY(std::abs(theory::evaluateMichie(tree, plain).moveProbabilities(tree.root())[0] -
                         theory::evaluateMichie(tree, scaled).moveProbabilities(tree.root())[0]) >
                0.05);
    }

    void horizonOutcomesReplaceHorizonLeavesOnly() {
        // White chooses between a horizon leaf and a drawn terminal node.
        const theory::Tree tree =
            build({root({"h", "t"}), horizon("h", {0.3, 0.4, 0.3}, 1), terminal("t", 0)});
        const int h = *tree.find("h");
        const int t = *tree.find("t");
        std::vector<theory::Outcome> replaced(std::size_t(tree.size()), {0.0, 1.0, 0.0});
        replaced[std::size_t(h)] = {0.7, 0.2, 0.1}; // u = 0.6
        replaced[std::size_t(t)] = {1.0, 0.0, 0.0}; // ignored: a terminal keeps its result
        replaced[std::size_t(tree.root())] = {0.0, 0.0, 1.0}; // ignored: not a leaf
        const theory::MichieSettings settings{1.0, 1.0, 1};
        const theory::MichieEvaluation e = theory::evaluateMichie(tree, settings, replaced);
        COMPARE_NEAR(e.at(h).outcome.win, 0.7);
        COMPARE_NEAR(e.at(h).outcome.loss, 0.1);
        COMPARE_NEAR(e.at(t).outcome.draw, 1.0);
        // r = max(1, height): 1 for both.
        const double p = firstOfTwo(0.6, 0.0, 1, 1.0, theory::MichieConstant);
        COMPARE_NEAR(e.moveProbabilities(tree.root())[0], p);
        COMPARE_NEAR(e.at(tree.root()).outcome.win, p * 0.7);
        COMPARE_NEAR(e.at(tree.root()).outcome.draw, p * 0.2 + (1.0 - p));
        COMPARE_NEAR(e.at(tree.root()).outcome.loss, p * 0.1);
        // The replaced leaf's outcome entropy is that of its new outcome.
        COMPARE_NEAR(e.at(h).outcomeEntropy,
                     -(0.7 * std::log2(0.7) + 0.2 * std::log2(0.2) + 0.1 * std::log2(0.1)));
        // Without them the tree's estimate counts.
        const theory::MichieEvaluation plain = theory::evaluateMichie(tree, settings);
        COMPARE_NEAR(plain.at(h).outcome.win, 0.3);
        COMPARE_NEAR(plain.moveProbabilities(tree.root())[0], 0.5); // u = 0 both
    }

    void michieLogProbability() {
        // log p_j = s u_j c (r + 3) / r ln(1 + M) - log sum_k exp(...), s = +1 for White.
        const std::vector<double> u{0.3, -0.2, 0.1};
        const double k = 7.0 * (2 + 3) / 2.0 * std::log(1.0 + 1.8);
        const double white = std::log(std::exp(0.3 * k) + std::exp(-0.2 * k) + std::exp(0.1 * k));
        COMPARE_NEAR(human::michieLogProbability(u, 2, true, 2, 1.8, 7.0), 0.1 * k - white);
        COMPARE_NEAR(human::michieLogProbability(u, 2, true, 0, 1.8, 7.0), 0.3 * k - white);
        const double black = std::log(std::exp(-0.3 * k) + std::exp(0.2 * k) + std::exp(-0.1 * k));
        COMPARE_NEAR(human::michieLogProbability(u, 2, false, 1, 1.8, 7.0), 0.2 * k - black);
        // Merit 0 is uniform.
        COMPARE_NEAR(human::michieLogProbability(u, 2, true, 1, 0.0, 7.0), -std::log(3.0));
    }

    void softmaxLogProbability() {
        const std::vector<double> cp{50.0, -20.0, 10.0};
        const double sum =
            std::exp(0.0) + std::exp((-20.0 - 50.0) / 40.0) + std::exp((10.0 - 50.0) / 40.0);
        COMPARE_NEAR(human::softmaxLogProbability(cp, 1, 40.0), -70.0 / 40.0 - std::log(sum));
        COMPARE_NEAR(human::softmaxLogProbability(cp, 0, 40.0), -std::log(sum));
    }

    void epsilonLogProbability() {
        // The top move with 1 - epsilon + epsilon / n, any other with epsilon / n.
        COMPARE_NEAR(human::epsilonLogProbability(5, 0, 0.2), std::log(0.84));
        COMPARE_NEAR(human::epsilonLogProbability(5, 3, 0.2), std::log(0.04));
        COMPARE_NEAR(human::epsilonLogProbability(5, 0, 1.0), std::log(0.2));
        // epsilon = 0 and another move: floored at 1e-300.
        COMPARE_NEAR(human::epsilonLogProbability(5, 2, 0.0), std::log(1e-300));
        COMPARE_NEAR(human::epsilonLogProbability(5, 0, 0.0), 0.0);
    }

    void brierAndLogLoss() {
        COMPARE_NEAR(human::brier(0.7, 1.0), 0.09);
        COMPARE_NEAR(human::brier(0.7, 0.5), 0.04);
        COMPARE_NEAR(human::brier(0.7, 0.0), 0.49);
        COMPARE_NEAR(human::expectedScoreLogLoss(0.7, 1.0), -std::log(0.7));
        COMPARE_NEAR(human::expectedScoreLogLoss(0.7, 0.0), -std::log(0.3));
        COMPARE_NEAR(human::expectedScoreLogLoss(0.7, 0.5),
                     -(0.5 * std::log(0.7) + 0.5 * std::log(0.3)));
        // p clamped to [1e-6, 1 - 1e-6]: a certain wrong prediction costs ln 10^6, not infinity.
        COMPARE_NEAR(human::expectedScoreLogLoss(0.0, 1.0), 6.0 * std::log(10.0));
        COMPARE_NEAR(human::expectedScoreLogLoss(1.0, 0.0), 6.0 * std::log(10.0));
        COMPARE_NEAR(human::expectedScoreLogLoss(-0.5, 1.0), 6.0 * std::log(10.0));
        COMPARE_NEAR(human::expectedScoreLogLoss(1.0, 1.0), -std::log(1.0 - 1e-6));
        COMPARE_NEAR(human::expectedScoreLogLoss(0.0, 0.5),
                     -(0.5 * std::log(1e-6) + 0.5 * std::log(1.0 - 1e-6)));
    }

    void inverseOfPositiveDefinite() {
        // det = 44; the adjugate worked out by cofactors.
        const std::vector<double> m{4, 2, 0, 2, 5, 1, 0, 1, 3};
        const auto inverse = human::inverseOfPositiveDefinite(m, 3);
        QVERIFY(inverse);
        const double expected[9] = {14, -6, 2, -6, 12, -4, 2, -4, 16};
        for (int i = 0; i < 9; ++i) COMPARE_NEAR((*inverse)[std::size_t(i)], expected[i] / 44.0);
        // Not positive definite: an eigenvalue -1, and a singular one.
        QVERIFY(!human::inverseOfPositiveDefinite(std::vector<double>{1, 2, 2, 1}, 2));
        QVERIFY(!human::inverseOfPositiveDefinite(std::vector<double>{1, 1, 1, 1}, 2));
    }
};

QTEST_GUILESS_MAIN(TestHumanModel)
#include "tst_humanmodel.moc"
