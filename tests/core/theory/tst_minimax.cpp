// Minimax values with their exactness (THEORY.md §1) and the product-rule back-up of
// Geanakoplos & Gray (THEORY.md §6).

#include "sampletrees.h"
#include "theory/minimax.h"

#include <QTest>

#include <cmath>
#include <functional>

using namespace kibitz::theory;
using namespace sampletrees;

class TestMinimax : public QObject {
    Q_OBJECT

private slots:
    void minimaxOnRandomTrees() {
        // Against a plain recursive minimax over the same specs.
        for (const std::uint32_t seed : {1u, 2u, 3u, 7u, 9u}) {
            const Tree tree = randomTree(seed, 7, false, seed % 2 == 1);
            const auto v = minimaxValues(tree);
            const std::function<int(NodeIndex)> reference = [&](NodeIndex n) {
                if (tree.isLeaf(n)) return tree.terminalValue(n);
                const bool white = tree.toMove(n) == Side::White;
                int best = white ? -1 : 1;
                for (const NodeIndex c : tree.children(n))
                    best = white ? std::max(best, reference(c)) : std::min(best, reference(c));
                return best;
            };
            for (NodeIndex n = 0; n < tree.size(); ++n) {
                QCOMPARE(v[n].value, reference(n));
                QVERIFY(v[n].exact);
            }
        }
    }

    void estimatesAreNotExact() {
        const Outcome likelyWin{0.6, 0.3, 0.1};
        const Outcome likelyLoss{0.1, 0.2, 0.7};
        const Outcome unclear{0.4, 0.2, 0.4};
        // A horizon leaf: +1 at w >= 0.5, -1 at l >= 0.5, else 0; never exact.
        const Tree tree = build(
            {interior("root", Side::White, {"a", "b", "c"}), horizon("a", Side::Black, likelyWin),
             horizon("b", Side::Black, likelyLoss), horizon("c", Side::Black, unclear)});
        const auto v = minimaxValues(tree);
        QCOMPARE(v[1].value, 1);
        QCOMPARE(v[2].value, -1);
        QCOMPARE(v[3].value, 0);
        QVERIFY(!v[1].exact && !v[0].exact);
        QCOMPARE(v[0].value, 1);
        // With a higher threshold the likely win is only a draw.
        QCOMPARE(minimaxValues(tree, 0.65)[1].value, 0);

        // An exact win for the mover decides, whatever the estimates; an exact draw does not.
        const Tree won =
            build({interior("root", Side::Black, {"w", "e"}), terminal("w", Side::White, -1),
                   horizon("e", Side::White, unclear)});
        QCOMPARE(minimaxValues(won)[0].value, -1);
        QVERIFY(minimaxValues(won)[0].exact);
        const Tree drawn =
            build({interior("root", Side::Black, {"d", "e"}), terminal("d", Side::White, 0),
                   horizon("e", Side::White, likelyWin)});
        QCOMPARE(minimaxValues(drawn)[0].value, 0);
        QVERIFY(!minimaxValues(drawn)[0].exact);
    }

    // Geanakoplos & Gray: "if pi(y) = 0 or 1 for all y in H, then product rule back-propagation
    // reduces to min-max back-propagation". With draws that holds for both thresholds.
    void productRuleReducesToMinimax() {
        for (const std::uint32_t seed : {1u, 2u, 3u, 4u, 5u, 6u}) {
            const Tree tree = randomTree(seed, 7, false, seed % 2 == 0);
            const auto v = minimaxValues(tree);
            const auto pi = productRuleValues(tree);
            for (NodeIndex n = 0; n < tree.size(); ++n) {
                QCOMPARE(pi[n].value(), double(v[n].value));
                QCOMPARE(pi[n].win, v[n].value > 0 ? 1.0 : 0.0);
                QCOMPARE(pi[n].nonLoss, v[n].value >= 0 ? 1.0 : 0.0);
                QCOMPARE(pi[n].winUncertainty(), 0.0);
                QCOMPARE(pi[n].nonLossUncertainty(), 0.0);
            }
        }
        // Two drawn moves for White: a draw. (Had a draw been pi = 0.5, the rule would give
        // 1 - 0.5 * 0.5 = 0.75, a three-in-four chance of a win out of two certain draws.)
        const Tree draws = build({interior("root", Side::White, {"d1", "d2"}),
                                  terminal("d1", Side::Black, 0), terminal("d2", Side::Black, 0)});
        QCOMPARE(productRuleValues(draws)[0].win, 0.0);
        QCOMPARE(productRuleValues(draws)[0].nonLoss, 1.0);
    }

    void productRuleByHand() {
        // White chooses between X (Black: two horizon leaves) and the horizon leaf Y.
        //   pi_win(X) = 0.6 * 0.5 = 0.3            pi_nonloss(X) = 0.8 * 0.8 = 0.64
        //   pi_win(root) = 1 - (1 - 0.3)(1 - 0.3) = 0.51
        //   pi_nonloss(root) = 1 - (1 - 0.64)(1 - 0.7) = 0.892
        const Tree tree = build({interior("root", Side::White, {"X", "Y"}),
                                 interior("X", Side::Black, {"x1", "x2"}),
                                 horizon("x1", Side::White, {0.6, 0.2, 0.2}),
                                 horizon("x2", Side::White, {0.5, 0.3, 0.2}),
                                 horizon("Y", Side::Black, {0.3, 0.4, 0.3})});
        const auto pi = productRuleValues(tree);
        const ProductRuleValue& x = pi[*tree.find("X")];
        QVERIFY(std::abs(x.win - 0.3) < 1e-15);
        QVERIFY(std::abs(x.nonLoss - 0.64) < 1e-15);
        const ProductRuleValue& root = pi[tree.root()];
        QVERIFY(std::abs(root.win - 0.51) < 1e-15);
        QVERIFY(std::abs(root.nonLoss - 0.892) < 1e-15);
        QVERIFY(std::abs(root.value() - 0.402) < 1e-15);
        QVERIFY(std::abs(root.winUncertainty() - 0.2499) < 1e-15);
        QVERIFY(std::abs(root.nonLossUncertainty() - 0.892 * 0.108) < 1e-15);
    }
};

QTEST_GUILESS_MAIN(TestMinimax)
#include "tst_minimax.moc"
