// Properties of the Michie back-up (THEORY.md §2, §5) on hand-made, random and deep trees. The
// paper's worked example is reproduced in tst_michiepaper.

#include "sampletrees.h"
#include "theory/michie.h"
#include "theory/minimax.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace kibitz::theory;
using namespace sampletrees;

namespace {

constexpr double Inf = std::numeric_limits<double>::infinity();

std::vector<double> probabilities(const std::vector<double>& u, const std::vector<int>& r,
                                  Side mover, double merit) {
    std::vector<double> p(u.size(), -1.0);
    moveProbabilities(u, r, mover, merit, p);
    return p;
}

bool near(double a, double b, double tolerance = 1e-12) {
    return std::abs(a - b) <= tolerance;
}

// Checks the invariants of one evaluation at every node; returns what failed, or nothing.
QString invariantFailure(const Tree& tree, const MichieEvaluation& e) {
    double leafPath = 0.0;
    double leafTension = 0.0;
    double leafUtility = 0.0;
    for (NodeIndex n = 0; n < tree.size(); ++n) {
        const NodeAssessment& a = e.at(n);
        const QString at = QString::fromStdString(tree.id(n)) + ": ";
        const double values[] = {a.outcome.win,       a.outcome.draw,         a.outcome.loss,
                                 a.moveEntropy,       a.outcomeEntropy,       a.pathProbability,
                                 a.expectedUtility(), a.normalisedMoveEntropy};
        for (const double v : values)
            if (!std::isfinite(v)) return at + "not finite";
        if (!near(a.outcome.win + a.outcome.draw + a.outcome.loss, 1.0))
            return at + "P does not add up to 1";
        if (a.expectedUtility() < -1.0 || a.expectedUtility() > 1.0) return at + "u out of range";
        if (a.outcomeEntropy > std::log2(3.0) + 1e-12) return at + "H_out above log2 3";
        if (a.normalisedMoveEntropy < 0.0 || a.normalisedMoveEntropy > 1.0)
            return at + "normalised H_move out of range";
        if (a.pathProbability < 0.0 || a.pathProbability > 1.0) return at + "path out of range";
        if (tree.isLeaf(n)) {
            leafPath += a.pathProbability;
            leafTension += a.pathProbability * tree.leafOutcome(n).tension();
            leafUtility += a.pathProbability * tree.leafOutcome(n).expectedUtility();
            continue;
        }
        const auto p = e.moveProbabilities(n);
        double sum = 0.0;
        double u = 0.0;
        for (std::size_t j = 0; j < p.size(); ++j) {
            if (!(p[j] >= 0.0 && p[j] <= 1.0)) return at + "p out of range";
            sum += p[j];
            u += p[j] * e.at(tree.children(n)[j]).expectedUtility();
        }
        if (!near(sum, 1.0)) return at + "move probabilities do not add up to 1";
        if (!near(u, a.expectedUtility(), 1e-9)) return at + "u is not sum p_j u_j";
    }
    // Michie's tension: the weighted mean square of the leaf values, over the path probabilities.
    const NodeAssessment& root = e.at(tree.root());
    if (!near(leafPath, 1.0, 1e-9)) return "leaf path probabilities do not add up to 1";
    if (!near(leafTension, root.tension(), 1e-9)) return "T is not sum p_i v_i^2 over the leaves";
    if (!near(leafUtility, root.expectedUtility(), 1e-9)) return "u is not sum p_i v_i";
    return {};
}

} // namespace

class TestMichie : public QObject {
    Q_OBJECT

private slots:
    void discernibilityFollowsEquationOne() {
        // d = (M + 1)^(3 (r + 3) / r): r = 1 gives the 12th power, r = 2 the 7.5th.
        QVERIFY(near(discernibility(1, 0.2), std::pow(1.2, 12.0)));
        QVERIFY(near(discernibility(2, 0.2), std::pow(1.2, 7.5)));
        QVERIFY(near(discernibility(7, 1.4), std::pow(2.4, 30.0 / 7.0), 1e-10));
        QCOMPARE(discernibility(0, 0.2), Inf); // the epsilon limit
        QCOMPARE(discernibility(0, 0.0), 1.0); // random play discerns nothing, even at r = 0
        QCOMPARE(discernibility(5, 0.0), 1.0);
        QCOMPARE(discernibility(3, -1.0), 1.0); // a merit below 0 counts as 0
    }

    void softmaxMatchesTheFormula() {
        // White, M = 1 (base 2): w_j = 2^(12 u) at r = 1 and 2^(7.5 u) at r = 2.
        const auto p = probabilities({0.5, -0.25, 0.1}, {1, 1, 2}, Side::White, 1.0);
        const double w[] = {std::pow(2.0, 6.0), std::pow(2.0, -3.0), std::pow(2.0, 0.75)};
        const double sum = w[0] + w[1] + w[2];
        for (int j = 0; j < 3; ++j) QVERIFY(near(p[j], w[j] / sum));
        // Black uses d^-u: the same utilities negated give the same probabilities.
        const auto q = probabilities({-0.5, 0.25, -0.1}, {1, 1, 2}, Side::Black, 1.0);
        for (int j = 0; j < 3; ++j) QVERIFY(near(q[j], p[j]));
    }

    // The entropy moveProbabilities returns, worked out from the log weights, is the entropy of
    // the probabilities it writes, in every branch: softmax, epsilon limit, ties, random play.
    void returnedEntropyIsTheEntropyOfTheProbabilities() {
        std::mt19937 random(7);
        std::uniform_real_distribution<double> utility(-1.0, 1.0);
        std::uniform_int_distribution<int> height(0, 6);
        std::uniform_int_distribution<int> count(1, 40);
        int cases = 0;
        for (const double merit : {0.0, 0.01, 0.5, 2.0, 10.0, 1e300}) {
            for (int k = 0; k < 200; ++k) {
                const int n = count(random);
                std::vector<double> u(std::size_t(n), 0.0);
                std::vector<int> r(std::size_t(n), 1);
                for (int j = 0; j < n; ++j) {
                    u[std::size_t(j)] = k % 5 == 0 ? 0.25 : utility(random);
                    r[std::size_t(j)] = k % 3 == 0 ? height(random) : 1 + height(random);
                }
                std::vector<double> p(u.size());
                const Side mover = k % 2 ? Side::White : Side::Black;
                const double h = moveProbabilities(u, r, mover, merit, p);
                QVERIFY2(near(h, entropyBits(p), 1e-11),
                         qPrintable(QStringLiteral("M %1, case %2: %3 against %4")
                                        .arg(merit)
                                        .arg(k)
                                        .arg(h, 0, 'g', 17)
                                        .arg(entropyBits(p), 0, 'g', 17)));
                ++cases;
            }
        }
        QCOMPARE(cases, 1200);
    }

    void uniqueSuccessorIsCertain() {
        QCOMPARE(probabilities({-0.7}, {4}, Side::White, 3.0), std::vector<double>{1.0});
        QCOMPARE(probabilities({-1.0}, {0}, Side::White, 3.0), std::vector<double>{1.0});
    }

    void equivaluedSuccessorsSplitEqually() {
        // Same u, different r: without the rule d would differ and skew the split.
        const std::vector<double> third(3, 1.0 / 3.0);
        QCOMPARE(probabilities({0.4, 0.4, 0.4}, {1, 2, 9}, Side::White, 1.4), third);
        QCOMPARE(probabilities({1.0, 1.0, 1.0}, {0, 1, 5}, Side::Black, 1.4), third);
        // A hair apart they are no longer equivalued, and the nearer one is much preferred: its
        // u = 0.4 is more discernible (d = 2.4^12 against 2.4^4). The rule is a discontinuity.
        const auto p = probabilities({0.4, 0.4 + 1e-9}, {1, 9}, Side::White, 1.4);
        const double w0 = std::pow(2.4, 12.0 * 0.4);
        const double w1 = std::pow(2.4, 4.0 * (0.4 + 1e-9));
        QVERIFY(near(p[0], w0 / (w0 + w1)));
        QVERIFY(p[0] > 0.9);
    }

    void zeroMeritIsRandomPlay() {
        const std::vector<double> quarter(4, 0.25);
        QCOMPARE(probabilities({1.0, -1.0, 0.0, 0.3}, {0, 0, 1, 7}, Side::White, 0.0), quarter);
        QCOMPARE(probabilities({1.0, -1.0, 0.0, 0.3}, {0, 0, 1, 7}, Side::Black, 0.0), quarter);
        // ... at every node of a whole tree.
        const Tree tree = loadTree(QStringLiteral("michie-fig3.json"));
        for (const int rMin : {0, 1}) {
            const MichieEvaluation e = evaluateMichie(tree, {0.0, 0.0, rMin});
            for (NodeIndex n = 0; n < tree.size(); ++n) {
                const auto p = e.moveProbabilities(n);
                for (const double x : p) QCOMPARE(x, 1.0 / double(p.size()));
                QCOMPARE(e.at(n).normalisedMoveEntropy, p.size() > 1 ? 1.0 : 0.0);
            }
        }
    }

    void epsilonLimitAtRZero() {
        // A move into a won leaf is always found, even by a weak player, against any other move.
        QCOMPARE(probabilities({1.0, 0.9, 0.0}, {0, 3, 0}, Side::White, 0.1),
                 (std::vector<double>{1.0, 0.0, 0.0}));
        // Several wins share equally.
        QCOMPARE(probabilities({-1.0, 0.2, -1.0}, {0, 1, 0}, Side::Black, 0.1),
                 (std::vector<double>{0.5, 0.0, 0.5}));
        // A drawn leaf weighs d^0 = 1 against the finite weights, a lost leaf 0.
        const auto p = probabilities({0.0, 0.5, -1.0}, {0, 1, 0}, Side::White, 1.0);
        QVERIFY(near(p[0], 1.0 / 65.0));
        QVERIFY(near(p[1], 64.0 / 65.0));
        QCOMPARE(p[2], 0.0);
        // Only lost leaves (horizon estimates): the least bad take all, as d^u does in the limit.
        QCOMPARE(probabilities({-0.5, -0.2, -0.2}, {0, 0, 0}, Side::White, 1.0),
                 (std::vector<double>{0.0, 0.5, 0.5}));
    }

    // The formula as written (r_min = 0) never walks into a lost terminal; the paper's example
    // (r_min = 1) gives it the weight of a move one ply deep.
    void rMinOnAMoveIntoATerminal() {
        // White: L (lost terminal) or X; Black at X: a White win or a draw, both terminal.
        const Tree tree =
            build({interior("root", Side::White, {"L", "X"}), terminal("L", Side::Black, -1),
                   interior("X", Side::Black, {"W", "D"}), terminal("W", Side::White, 1),
                   terminal("D", Side::White, 0)});
        const NodeIndex root = tree.root();
        const NodeIndex x = *tree.find("X");

        const MichieEvaluation formula = evaluateMichie(tree, {1.0, 1.0, 0});
        QCOMPARE(formula.moveProbabilities(root)[0], 0.0);
        QCOMPARE(formula.moveProbabilities(x)[0], 0.0); // Black never allows the win
        QCOMPARE(formula.at(root).expectedUtility(), 0.0);

        // r = 1 everywhere, base 2: at X weights 2^-12 and 1; at the root 2^-12 and 2^(12 u(X)).
        const MichieEvaluation paper = evaluateMichie(tree, {1.0, 1.0, 1});
        const double uX = std::pow(2.0, -12.0) / (1.0 + std::pow(2.0, -12.0));
        QVERIFY(near(uX, 1.0 / 4097.0));
        QVERIFY(near(paper.at(x).expectedUtility(), uX));
        const double wL = std::pow(2.0, -12.0);
        const double wX = std::pow(2.0, 12.0 * uX);
        QVERIFY(near(paper.moveProbabilities(root)[0], wL / (wL + wX)));
        QVERIFY(near(paper.at(root).expectedUtility(), (-wL + wX * uX) / (wL + wX)));
    }

    void horizonLeavesContributeTheirEstimate() {
        // White, M = 1, r_min = 1: two horizon leaves at r = 1, weights 2^(12 u).
        const Tree tree = build({interior("root", Side::White, {"a", "b"}),
                                 horizon("a", Side::Black, {0.5, 0.3, 0.2}),
                                 horizon("b", Side::Black, {0.1, 0.6, 0.3})});
        const MichieEvaluation e = evaluateMichie(tree, {1.0, 1.0, 1});
        const NodeAssessment& a = e.at(*tree.find("a"));
        QVERIFY(near(a.expectedUtility(), 0.3));
        QVERIFY(near(a.tension(), 0.7));
        QVERIFY(near(a.outcomeEntropy,
                     -(0.5 * std::log2(0.5) + 0.3 * std::log2(0.3) + 0.2 * std::log2(0.2))));
        QCOMPARE(a.moveEntropy, 0.0);
        const double wa = std::pow(2.0, 12.0 * 0.3);
        const double wb = std::pow(2.0, 12.0 * -0.2);
        const double pa = wa / (wa + wb);
        const NodeAssessment& root = e.at(tree.root());
        QVERIFY(near(e.moveProbabilities(tree.root())[0], pa));
        QVERIFY(near(root.outcome.win, pa * 0.5 + (1 - pa) * 0.1));
        QVERIFY(near(root.outcome.draw, pa * 0.3 + (1 - pa) * 0.6));
        QVERIFY(near(root.outcome.loss, pa * 0.2 + (1 - pa) * 0.3));
        QVERIFY(near(root.moveEntropy, -(pa * std::log2(pa) + (1 - pa) * std::log2(1 - pa))));
        QVERIFY(near(root.normalisedMoveEntropy, root.moveEntropy)); // log2 2 = 1
    }

    // Under r_min = 0 a horizon leaf at depth 0 would be taken for certain whenever it favours the
    // mover; one valued by a search of its own is as discernible as that search is deep.
    void horizonDepthSetsDiscernibility() {
        NodeSpec a = horizon("a", Side::Black, {0.5, 0.3, 0.2});
        NodeSpec b = horizon("b", Side::Black, {0.1, 0.6, 0.3});
        a.horizonDepth = 3;
        b.horizonDepth = 1;
        const Tree tree = build(
            {interior("root", Side::White, {"a", "b", "m"}), a, b, terminal("m", Side::Black, 1)});
        // The mate (r = 0, u = +1) takes everything from the searched leaves at any merit > 0.
        for (const double merit : {0.01, 1.0, 10.0})
            QCOMPARE(evaluateMichie(tree, {merit, merit, 0}).moveProbabilities(tree.root())[2],
                     1.0);

        const Tree quiet = build({interior("root", Side::White, {"a", "b"}), a, b});
        // M = 1: a at r = 3 weighs 2^(6 * 0.3), b at r = 1 weighs 2^(12 * -0.2).
        const double wa = std::pow(2.0, 6.0 * 0.3);
        const double wb = std::pow(2.0, 12.0 * -0.2);
        const MichieEvaluation e = evaluateMichie(quiet, {1.0, 1.0, 0});
        QVERIFY(near(e.moveProbabilities(quiet.root())[0], wa / (wa + wb)));
        QCOMPARE(quiet.height(quiet.root()), 4);
    }

    void entropies() {
        // Random play over four moves: 2 bits, normalised 1. The outcome (1/2, 1/4, 1/4): 1.5 bits.
        const Tree tree = build({interior("root", Side::White, {"w1", "w2", "d", "l"}),
                                 terminal("w1", Side::Black, 1), terminal("w2", Side::Black, 1),
                                 terminal("d", Side::Black, 0), terminal("l", Side::Black, -1)});
        const MichieEvaluation e = evaluateMichie(tree, {0.0, 0.0, 0});
        const NodeAssessment& root = e.at(tree.root());
        QCOMPARE(root.moveEntropy, 2.0);
        QCOMPARE(root.normalisedMoveEntropy, 1.0);
        QCOMPARE(root.outcomeEntropy, 1.5);
        QCOMPARE(root.tension(), 0.75);
        // A certain choice has no entropy; a certain result neither.
        const MichieEvaluation strong = evaluateMichie(tree, {1.0, 1.0, 0});
        QCOMPARE(strong.at(tree.root()).moveEntropy, 1.0); // the two wins, half each
        QCOMPARE(strong.at(tree.root()).outcomeEntropy, 0.0);
        QCOMPARE(entropyBits(std::vector<double>{1.0, 0.0}), 0.0);
    }

    void invariantsOnRandomTrees_data() {
        QTest::addColumn<int>("seed");
        QTest::addColumn<bool>("horizonLeaves");
        QTest::addColumn<bool>("dag");
        for (int seed = 1; seed <= 12; ++seed)
            QTest::addRow("seed %d", seed) << seed << (seed % 2 == 0) << (seed % 3 == 0);
    }
    void invariantsOnRandomTrees() {
        QFETCH(int, seed);
        QFETCH(bool, horizonLeaves);
        QFETCH(bool, dag);
        const Tree tree = randomTree(std::uint32_t(seed), 6, horizonLeaves, dag);
        for (const double mw : {0.0, 0.2, 1.4, 3.0, 10.0})
            for (const double mb : {0.0, 1.4, 10.0})
                for (const int rMin : {0, 1}) {
                    const QString failure =
                        invariantFailure(tree, evaluateMichie(tree, {mw, mb, rMin}));
                    QVERIFY2(failure.isEmpty(), qPrintable(QStringLiteral("M_w %1, M_b %2, r_min "
                                                                          "%3: %4")
                                                               .arg(mw)
                                                               .arg(mb)
                                                               .arg(rMin)
                                                               .arg(failure)));
                }
    }

    void noNanAtExtremes() {
        const double merits[] = {0.0,
                                 1e-300,
                                 1e-12,
                                 0.2,
                                 1.0,
                                 10.0,
                                 1e6,
                                 1e300,
                                 Inf,
                                 -1.0,
                                 std::numeric_limits<double>::quiet_NaN()};
        for (int height = 0; height <= 50; ++height) {
            const Tree tree = ladder(height);
            QCOMPARE(tree.height(tree.root()), height);
            for (const double m : merits)
                for (const int rMin : {0, 1}) {
                    const QString failure =
                        invariantFailure(tree, evaluateMichie(tree, {m, m, rMin}));
                    QVERIFY2(failure.isEmpty(),
                             qPrintable(QStringLiteral("height %1, M %2, r_min %3: %4")
                                            .arg(height)
                                            .arg(m)
                                            .arg(rMin)
                                            .arg(failure)));
                }
        }
    }

    void largeMeritApproachesMinimax() {
        for (const std::uint32_t seed : {3u, 4u, 5u, 6u}) {
            const Tree tree = randomTree(seed, 6);
            const auto v = minimaxValues(tree);
            const MichieEvaluation strong = evaluateMichie(tree, {1e8, 1e8, 0});
            const MichieEvaluation perfect = evaluateMichie(tree, {Inf, Inf, 0});
            for (NodeIndex n = 0; n < tree.size(); ++n) {
                QVERIFY(near(strong.at(n).expectedUtility(), v[n].value, 1e-9));
                QCOMPARE(perfect.at(n).expectedUtility(), double(v[n].value));
            }
            // Weaker players drift away from the minimax value, on average.
            double drift1 = 0.0;
            double drift10 = 0.0;
            const MichieEvaluation m1 = evaluateMichie(tree, {1.0, 1.0, 0});
            const MichieEvaluation m10 = evaluateMichie(tree, {10.0, 10.0, 0});
            for (NodeIndex n = 0; n < tree.size(); ++n) {
                drift1 += std::abs(m1.at(n).expectedUtility() - v[n].value);
                drift10 += std::abs(m10.at(n).expectedUtility() - v[n].value);
            }
            QVERIFY(drift10 < drift1);
        }
        // Perfect play splits ties between value-preserving moves equally (Michie's Fig. 2).
        const Tree tree =
            build({interior("root", Side::White, {"a", "b", "c"}), terminal("a", Side::Black, 1),
                   terminal("b", Side::Black, 0), interior("c", Side::Black, {"c1"}),
                   terminal("c1", Side::White, 1)});
        QCOMPARE(evaluateMichie(tree, {Inf, Inf, 1}).moveProbabilities(tree.root())[0], 0.5);
        QCOMPARE(evaluateMichie(tree, {Inf, Inf, 1}).moveProbabilities(tree.root())[2], 0.5);
    }

    void pathProbabilitiesAddUpInADag() {
        // Fig. 5: F9 is reached through E5 and through C5.1.
        const Tree tree = loadTree(QStringLiteral("michie-fig5.json"));
        const MichieEvaluation e = evaluateMichie(tree, {0.2, 1.4, 1});
        const auto path = [&](const char* id) { return e.at(*tree.find(id)).pathProbability; };
        QVERIFY(near(path("F9"), path("E5") + path("C5.1")));
        QVERIFY(near(path("C5.1"), path("B1") * e.moveProbabilities(*tree.find("B1"))[5]));
        QCOMPARE(path("A"), 1.0);
        QVERIFY(invariantFailure(tree, e).isEmpty());
    }

    void evaluationsAreIndependentValues() {
        // One tree, several merits: each result stays as it was computed.
        const Tree tree = loadTree(QStringLiteral("michie-fig3.json"));
        const MichieEvaluation weak = evaluateMichie(tree, {0.2, 1.4, 1});
        const double before = weak.at(tree.root()).expectedUtility();
        const MichieEvaluation strong = evaluateMichie(tree, {1.4, 1.4, 1});
        QCOMPARE(weak.at(tree.root()).expectedUtility(), before);
        QVERIFY(strong.at(tree.root()).expectedUtility() != before);
        QCOMPARE(strong.settings().whiteMerit, 1.4);
        QCOMPARE(weak.settings().whiteMerit, 0.2);
    }
};

QTEST_GUILESS_MAIN(TestMichie)
#include "tst_michie.moc"
