// The solver on every table of up to four pieces (a deep test: `ctest -C Deep -L deep`):
// generation of all of them (time printed), the same win, draw or loss as Syzygy on every legal
// position of every 4-piece table (each class of symmetric positions once) and on a million
// fixed-seed random positions with either colour, en passant in KPvKP, distances that follow the
// moves, and the probe rate (printed, not asserted).

#include "chess/movegen.h"
#include "solvertestutil.h"
#include "tablebase/bestmoves.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <ctime>

using namespace kibitz;
using namespace kibitz::tablebase;
using test::fromFen;

class TestSolverSyzygyDeep : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFourPiecePosition();
    void millionRandomPositions();
    void enPassant();
    void distancesFollowTheMoves();
    void probeRate();

private:
    QTemporaryDir folder_;
    std::unique_ptr<Solver> solver_;
    std::shared_ptr<Syzygy> syzygy_;
};

void TestSolverSyzygyDeep::initTestCase() {
    QVERIFY(folder_.isValid());
    syzygy_ = Syzygy::open({KIBITZ_SYZYGY});
    QCOMPARE(syzygy_->largest(), 4);
    solver_ = std::make_unique<Solver>(folder_.path());
    QElapsedTimer timer;
    timer.start();
    const auto result = solver_->generateAll(4);
    QVERIFY2(result.has_value(), result ? "" : result.error().c_str());
    QCOMPARE(*result, Solver::Outcome::Done);
    qInfo("generated all 36 tables in %.1f s", double(timer.elapsed()) / 1000);
}

void TestSolverSyzygyDeep::everyFourPiecePosition() {
    chess::Position position;
    long compared = 0;
    for (const Layout& layout : Layout::upTo(4)) {
        if (layout.pieceCount() != 4) continue;
        const TableIndex index(layout);
        for (std::uint32_t i = 0; i < index.size(); ++i) {
            const Placement placement = index.placementAt(i);
            if (!setUpIfLegal(position, layout, placement) ||
                index.canonical(placement) != placement)
                continue;
            const auto wrong = test::disagreement(*solver_, *syzygy_, position);
            QVERIFY2(!wrong, (layout.name() + ": " + wrong.value_or("")).c_str());
            ++compared;
        }
    }
    qInfo("%ld positions of the 30 four-piece tables agree", compared);
    QVERIFY(compared > 100'000'000L);
}

void TestSolverSyzygyDeep::millionRandomPositions() {
    std::mt19937_64 random(2026);
    std::vector<Layout> layouts;
    for (const Layout& layout : Layout::upTo(4))
        if (layout.pieceCount() == 4) layouts.push_back(layout);
    QCOMPARE(layouts.size(), std::size_t(30));
    for (int i = 0; i < 1'000'000; ++i) {
        const Layout& layout = layouts[std::size_t(i) % layouts.size()];
        const chess::Position position = test::randomPosition(layout, random);
        const auto wrong = test::disagreement(*solver_, *syzygy_, position);
        QVERIFY2(!wrong, (layout.name() + ": " + wrong.value_or("")).c_str());
    }
}

void TestSolverSyzygyDeep::enPassant() {
    // White: Ka1, b2; Black: Kc1, a4. Without en passant b4 would win (the pawn runs, the black
    // king is too far); but axb3 e.p. answers it, and nothing else wins: a draw. The generator
    // must value b2-b4 with the capture available.
    const chess::Position before = fromFen("8/8/8/8/p7/8/1P6/K1k5 w - - 0 1");
    QCOMPARE(solver_->probe(before)->wdl, Wdl::Draw);
    QCOMPARE(test::outcome(syzygy_->probeWdl(before)->wdl), 0);
    // After b4: with the right to capture, a draw; the same placement without it (no double
    // push just played) is lost for Black.
    const auto withRight = solver_->probe(fromFen("8/8/8/8/pP6/8/8/K1k5 b - b3 0 1"));
    QCOMPARE(withRight->wdl, Wdl::Draw);
    const auto withoutRight = solver_->probe(fromFen("8/8/8/8/pP6/8/8/K1k5 b - - 0 1"));
    QCOMPARE(withoutRight->wdl, Wdl::Loss);
    const auto moves = bestMoves(*solver_, before);
    QVERIFY(moves.has_value());
    for (const MoveValue& move : *moves) QVERIFY(move.value.wdl != Wdl::Win);
}

void TestSolverSyzygyDeep::distancesFollowTheMoves() {
    std::mt19937_64 random(7);
    for (const Layout& layout : Layout::upTo(4))
        for (int i = 0; i < 20'000; ++i) {
            const chess::Position position = test::randomPosition(layout, random);
            QVERIFY2(test::followsItsMoves(*solver_, position), position.fen().c_str());
        }
}

void TestSolverSyzygyDeep::probeRate() {
    std::mt19937_64 random(1);
    std::vector<chess::Position> positions;
    const std::vector<Layout> layouts = Layout::upTo(4);
    for (int i = 0; i < 100'000; ++i)
        positions.push_back(test::randomPosition(layouts[std::size_t(i) % layouts.size()], random));
    // Processor time of this thread's process, not wall time: the machine may be busy.
    const std::clock_t start = std::clock();
    long wins = 0;
    for (int round = 0; round < 20; ++round)
        for (const chess::Position& position : positions)
            wins += solver_->probe(position)->wdl == Wdl::Win;
    const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
    qInfo("%.0f WDL probes per second of processor time (%ld wins)", 2e6 / seconds, wins);
    QVERIFY(wins > 0);
}

QTEST_GUILESS_MAIN(TestSolverSyzygyDeep)
#include "tst_solversyzygy_deep.moc"
