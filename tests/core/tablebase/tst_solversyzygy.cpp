// The solver against Syzygy (the shared 3- and 4-piece tables, read through libfathom): the same
// win, draw or loss on every legal position of every 3-piece table, and on a fixed-seed sample of
// the 4-piece tables whose captures lead only to 3-piece tables (the ten with one piece each side
// and no pawn, and KBNvK, KNNvK), which the test generates quickly. Every table, every position and
// en passant are in tst_solversyzygy_deep. Syzygy's cursed wins and blessed losses count as wins
// and losses: the solver ignores the 50-move rule.

#include "solvertestutil.h"

#include <QTemporaryDir>

using namespace kibitz;
using namespace kibitz::tablebase;

class TestSolverSyzygy : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyThreePiecePosition();
    void fourPieceSample();

private:
    QTemporaryDir folder_;
    std::unique_ptr<Solver> solver_;
    std::shared_ptr<Syzygy> syzygy_;
};

void TestSolverSyzygy::initTestCase() {
    QVERIFY(folder_.isValid());
    syzygy_ = Syzygy::open({KIBITZ_SYZYGY});
    QCOMPARE(syzygy_->largest(), 4);
    solver_ = std::make_unique<Solver>(folder_.path());
    QVERIFY(solver_->generateAll(3).has_value());
    for (const char* fen : {"8/8/8/8/8/8/8/KQq4k w - - 0 1", "8/8/8/8/8/8/8/KQr4k w - - 0 1",
                            "8/8/8/8/8/8/8/KQb4k w - - 0 1", "8/8/8/8/8/8/8/KQn4k w - - 0 1",
                            "8/8/8/8/8/8/8/KRr4k w - - 0 1", "8/8/8/8/8/8/8/KRb4k w - - 0 1",
                            "8/8/8/8/8/8/8/KRn4k w - - 0 1", "8/8/8/8/8/8/8/KBb4k w - - 0 1",
                            "8/8/8/8/8/8/8/KBn4k w - - 0 1", "8/8/8/8/8/8/8/KNn4k w - - 0 1",
                            "8/8/8/8/8/8/8/KBN4k w - - 0 1", "8/8/8/8/8/8/8/KNN4k w - - 0 1"}) {
        const auto result = solver_->generateFor(test::fromFen(fen));
        QVERIFY2(result.has_value(), result ? "" : result.error().c_str());
    }
}

void TestSolverSyzygy::everyThreePiecePosition() {
    chess::Position position;
    long compared = 0;
    for (const Layout& layout : Layout::upTo(3)) {
        if (layout.pieceCount() != 3) continue;
        for (int stm = 0; stm < 2; ++stm)
            for (int a = 0; a < 64; ++a)
                for (int b = 0; b < 64; ++b)
                    for (int c = 0; c < 64; ++c) {
                        const Placement placement{
                            {chess::Square(a), chess::Square(b), chess::Square(c)},
                            chess::Color(stm)};
                        if (!setUpIfLegal(position, layout, placement)) continue;
                        const auto wrong = test::disagreement(*solver_, *syzygy_, position);
                        QVERIFY2(!wrong, wrong ? wrong->c_str() : "");
                        ++compared;
                    }
    }
    // Every legal placement of KQvK, KRvK, KBvK, KNvK and KPvK with either side to move
    // (368,452 + 399,112 + 417,228 + 429,440 + 331,352, counted by a separate script).
    QCOMPARE(compared, 1'945'584L);
}

void TestSolverSyzygy::fourPieceSample() {
    std::mt19937_64 random(20);
    const std::vector<Layout> layouts = [] {
        std::vector<Layout> four;
        for (const Layout& layout : Layout::upTo(4))
            if (layout.pieceCount() == 4 && !layout.hasPawns() &&
                (layout.name()[2] == 'v' || layout.name() == "KBNvK" || layout.name() == "KNNvK"))
                four.push_back(layout);
        return four;
    }();
    QCOMPARE(layouts.size(), std::size_t(12));
    for (const Layout& layout : layouts)
        for (int i = 0; i < 50'000; ++i) {
            const chess::Position position = test::randomPosition(layout, random);
            const auto wrong = test::disagreement(*solver_, *syzygy_, position);
            QVERIFY2(!wrong, (layout.name() + ": " + wrong.value_or("")).c_str());
        }
}

QTEST_GUILESS_MAIN(TestSolverSyzygy)
#include "tst_solversyzygy.moc"
