// The validated game DAG: heights, the bottom-up order, edge numbering, and the rules that
// Tree::build enforces for every source (the JSON loader's messages are in tst_treejson).

#include "sampletrees.h"

#include <QTest>

using namespace kibitz::theory;
using namespace sampletrees;

class TestTheoryTree : public QObject {
    Q_OBJECT

private slots:
    void structure() {
        const Tree tree = loadTree(QStringLiteral("small.json"));
        QCOMPARE(tree.size(), 9);
        QCOMPARE(tree.edgeCount(), 9);
        const NodeIndex root = *tree.find("root");
        QCOMPARE(tree.root(), root);
        QCOMPARE(tree.height(root), 2);
        QCOMPARE(tree.height(*tree.find("c")), 1);
        QCOMPARE(tree.height(*tree.find("a2")), 0);
        QVERIFY(!tree.find("zz"));
        // c's children are c1 and a2; a2 also belongs to a.
        const NodeIndex c = *tree.find("c");
        QCOMPARE(tree.children(c).size(), std::size_t(2));
        QCOMPARE(tree.children(c)[1], *tree.find("a2"));
        QCOMPARE(tree.children(*tree.find("a"))[1], *tree.find("a2"));
        // Edges are numbered node by node.
        int edges = 0;
        for (NodeIndex n = 0; n < tree.size(); ++n) {
            QCOMPARE(tree.firstEdge(n), edges);
            edges += int(tree.children(n).size());
        }
        QCOMPARE(tree.kind(*tree.find("b1")), NodeKind::Horizon);
        QCOMPARE(tree.kind(*tree.find("a1")), NodeKind::Terminal);
        QCOMPARE(tree.kind(c), NodeKind::Interior);
        QVERIFY(tree.isLeaf(*tree.find("b1")));
        QVERIFY(!tree.isLeaf(c));
    }

    void bottomUpPutsChildrenFirst() {
        for (const std::uint32_t seed : {1u, 2u, 3u}) {
            const Tree tree = randomTree(seed, 6, true, true);
            const auto order = tree.bottomUp();
            QCOMPARE(int(order.size()), tree.size());
            std::vector<int> position(std::size_t(tree.size()), -1);
            for (std::size_t i = 0; i < order.size(); ++i) position[order[i]] = int(i);
            for (NodeIndex n = 0; n < tree.size(); ++n) {
                QVERIFY(position[n] >= 0);
                int height = -1;
                for (const NodeIndex c : tree.children(n)) {
                    QVERIFY(position[c] < position[n]);
                    height = std::max(height, tree.height(c));
                }
                QCOMPARE(tree.height(n), height + 1);
            }
        }
    }

    void deepTreesNeedNoRecursion() {
        // 100,000 plies in a line: the explicit stack copes.
        std::vector<NodeSpec> specs;
        specs.reserve(100001);
        for (int k = 0; k < 100000; ++k)
            specs.push_back(interior("n" + std::to_string(k), k % 2 ? Side::Black : Side::White,
                                     {"n" + std::to_string(k + 1)}));
        specs.push_back(terminal("n100000", Side::White, 1));
        const Tree tree = build(std::move(specs));
        QCOMPARE(tree.height(tree.root()), 100000);
    }

    void horizonEstimatesAreNormalised() {
        // Within the tolerance of 1e-6 the estimate is accepted and scaled to add up to 1.
        const Tree tree = build({horizon("h", Side::White, {0.5, 0.3, 0.2000004})});
        const Outcome& o = tree.leafOutcome(0);
        QCOMPARE(o.win + o.draw + o.loss, 1.0);
        QVERIFY(std::abs(o.expectedUtility() - 0.3) < 1e-6);
    }

    void horizonDepthIsTheLeafsHeight() {
        NodeSpec deep = horizon("h", Side::Black, {0.5, 0.5, 0.0});
        deep.horizonDepth = 6;
        const Tree tree =
            build({interior("root", Side::White, {"h", "t"}), deep, terminal("t", Side::Black, 0)});
        QCOMPARE(tree.height(*tree.find("h")), 6);
        QCOMPARE(tree.height(*tree.find("t")), 0);
        QCOMPARE(tree.height(tree.root()), 7);
    }

    void buildErrors() {
        NodeSpec negative = horizon("h", Side::White, {0.0, 1.0, 0.0});
        negative.horizonDepth = -2;
        QCOMPARE(Tree::build({negative}).error(),
                 std::string("node 'h': the horizon depth -2 is not between 0 and 1000"));
        NodeSpec interiorWithDepth = interior("i", Side::White, {"t"});
        interiorWithDepth.horizonDepth = 3;
        QCOMPARE(Tree::build({interiorWithDepth, terminal("t", Side::Black, 1)}).error(),
                 std::string("node 'i' has a horizon depth but is not a horizon leaf (no (w, d, "
                             "l) estimate)"));
        QCOMPARE(Tree::build({}).error(), std::string("the tree has no nodes"));
        QCOMPARE(Tree::build({terminal("", Side::White, 0)}).error(),
                 std::string("nodes[0] has an empty id"));
        QCOMPARE(Tree::build({terminal("t", Side::White, 3)}).error(),
                 std::string("node 't': the value 3 is not -1, 0 or 1"));
        QCOMPARE(Tree::build({horizon("h", Side::White, {0.5, 0.5, 0.5})}).error(),
                 std::string("node 'h': the (w, d, l) estimate must be three probabilities that "
                             "add up to 1"));
        QCOMPARE(Tree::build({horizon("h", Side::White, {1.5, 0.0, -0.5})}).error(),
                 std::string("node 'h': the (w, d, l) estimate must be three probabilities that "
                             "add up to 1"));
        QCOMPARE(Tree::build({terminal("t", Side::White, 0)}, "u").error(),
                 std::string("the root 'u' is not a node"));
    }
};

QTEST_GUILESS_MAIN(TestTheoryTree)
#include "tst_theorytree.moc"
