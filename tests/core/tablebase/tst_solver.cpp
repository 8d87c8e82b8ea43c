// The solver's values: the longest mates of KQK, KRK and KBNK, positions with known distances to
// mate, mate, stalemate and promotion, the best moves, and the probe's rules (colours swapped,
// castling rights, too many pieces, tables not generated).

#include "chess/movegen.h"
#include "chess/notation.h"
#include "solvertestutil.h"
#include "tablebase/bestmoves.h"

#include <QTemporaryDir>

using namespace kibitz;
using namespace kibitz::tablebase;
using test::fromFen;

class TestSolver : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void longestMates();
    void knownDistances_data();
    void knownDistances();
    void mateAndStalemate();
    void promotion();
    void colourSwap();
    void outsideTheTables();
    void bestMovesKeepTheValue();
    void distancesFollowTheMoves();

private:
    QTemporaryDir folder_;
    std::unique_ptr<Solver> solver_;
};

void TestSolver::initTestCase() {
    QVERIFY(folder_.isValid());
    solver_ = std::make_unique<Solver>(folder_.path());
    const auto all = solver_->generateAll(3);
    QVERIFY2(all.has_value(), all ? "" : all.error().c_str());
    QCOMPARE(*all, Solver::Outcome::Done);
    const auto kbnk = solver_->generateFor(fromFen("8/8/8/8/8/8/8/KBN4k w - - 0 1"));
    QVERIFY(kbnk.has_value());
    QCOMPARE(*kbnk, Solver::Outcome::Done);
}

void TestSolver::longestMates() {
    // The published maxima (e.g. Thompson's and Nalimov's tables, Wikipedia "Endgame tablebase"):
    // mate in 10 moves in KQK, 16 in KRK, 33 in KBNK. Mate in N moves with the winner to move is
    // 2N-1 plies: the winner's N moves and the loser's N-1 replies.
    QCOMPARE(test::longestWin(folder_.path(), Layout({chess::Queen}, {})), 19);
    QCOMPARE(test::longestWin(folder_.path(), Layout({chess::Rook}, {})), 31);
    QCOMPARE(test::longestWin(folder_.path(), Layout({chess::Bishop, chess::Knight}, {})), 65);
    // Bare minor pieces never win.
    QCOMPARE(test::longestWin(folder_.path(), Layout({chess::Bishop}, {})), 0);
    QCOMPARE(test::longestWin(folder_.path(), Layout({chess::Knight}, {})), 0);
}

void TestSolver::knownDistances_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("dtm");
    // From ../shared/data/epd/suites/mates.epd (the C.A.P. project's mates: "ce -32767+N" is mated
    // in N plies), where its line is the best defence: in KQK and KRK the attacker never captures
    // or moves a pawn before mate, so Syzygy's DTZ (checked with fathom) is the distance to mate
    // and agrees. The losing side is to move, so the distances are negative.
    QTest::newRow("KQK C.A.P. 56863") << "2Q5/3K4/8/3k4/8/8/8/8 b - - 0 1" << -14;
    QTest::newRow("KQK C.A.P. 1345149") << "2Q5/8/8/3K4/8/4k3/8/8 b - - 0 1" << -12;
    QTest::newRow("KQK C.A.P. 731607") << "4Q3/3K4/8/2k5/8/8/8/8 b - - 0 1" << -14;
    QTest::newRow("KRK C.A.P. 458054") << "2k5/5R2/8/3K4/8/8/8/8 b - - 0 1" << -10;
    QTest::newRow("KRK C.A.P. 58483") << "2R2k2/8/4K3/8/8/8/8/8 b - - 0 1" << -12;
    QTest::newRow("KRK C.A.P. 468346") << "3k4/7R/8/3K4/8/8/8/8 b - - 0 1" << -12;
    // C.A.P. 51502 gives mate in 10 plies against a weak defence; Syzygy's DTZ says 16.
    QTest::newRow("KRK C.A.P. 51502 DTZ") << "1R6/5k2/8/4K3/8/8/8/8 b - - 0 1" << -16;
    QTest::newRow("KBNK C.A.P. 478878") << "4k3/8/3NKB2/8/8/8/8/8 b - - 0 1" << -14;
    // The same positions with the winner to move one ply earlier: one of them, found by hand.
    QTest::newRow("KRK mate in 1") << "2k5/6R1/2K5/8/8/8/8/8 w - - 0 1" << 1;
}

void TestSolver::knownDistances() {
    QFETCH(QString, fen);
    QFETCH(int, dtm);
    const auto probe = solver_->probe(fromFen(fen.toLatin1().constData()));
    QVERIFY(probe.has_value());
    QCOMPARE(probe->source, Source::Solver);
    QCOMPARE(probe->dtz, std::optional<int>());
    QCOMPARE(probe->wdl, dtm > 0 ? Wdl::Win : Wdl::Loss);
    QCOMPARE(probe->dtm, std::optional<int>(dtm));
}

void TestSolver::mateAndStalemate() {
    const auto mated = solver_->probe(fromFen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"));
    QVERIFY(mated.has_value());
    QCOMPARE(*mated, (Probe{Wdl::Loss, Source::Solver, std::nullopt, 0}));
    const auto stalemate = solver_->probe(fromFen("k7/8/1Q6/8/8/8/8/2K5 b - - 0 1"));
    QVERIFY(stalemate.has_value());
    QCOMPARE(*stalemate, (Probe{Wdl::Draw, Source::Solver, std::nullopt, 0}));
    // The queen is en prise and Black takes it: a draw, whoever would win on material.
    const auto hanging = solver_->probe(fromFen("8/8/8/8/8/8/1kQ5/7K b - - 0 1"));
    QVERIFY(hanging.has_value());
    QCOMPARE(hanging->wdl, Wdl::Draw);
}

void TestSolver::promotion() {
    // KPvK with the pawn on the 7th and the defending king far away: promoting wins.
    const chess::Position runs = fromFen("8/1P6/8/8/8/8/7k/K7 w - - 0 1");
    const auto win = solver_->probe(runs);
    QVERIFY(win.has_value());
    QCOMPARE(win->wdl, Wdl::Win);
    const auto moves = bestMoves(*solver_, runs);
    QVERIFY(moves.has_value());
    QCOMPARE(moves->front().value, *win);
    // The queen mates fastest, the rook wins too, a new bishop or knight cannot win.
    for (const MoveValue& move : *moves) {
        const std::string uci = chess::toUci(runs, move.move);
        if (uci == "b7b8q") QCOMPARE(move.value, *win);
        if (uci == "b7b8r") QCOMPARE(move.value.wdl, Wdl::Win);
        if (uci == "b7b8b" || uci == "b7b8n") QCOMPARE(move.value.wdl, Wdl::Draw);
    }
    // The defending king in front of the pawn: with White to move, Ka6 (or Kc6) and the pawn
    // queens; with Black to move it is stalemate. A rook's pawn with the king in the corner is a
    // draw whoever moves.
    const auto whiteToMove = solver_->probe(fromFen("1k6/1P6/1K6/8/8/8/8/8 w - - 0 1"));
    QVERIFY(whiteToMove.has_value());
    QCOMPARE(whiteToMove->wdl, Wdl::Win);
    const auto stalemated = solver_->probe(fromFen("1k6/1P6/1K6/8/8/8/8/8 b - - 0 1"));
    QVERIFY(stalemated.has_value());
    QCOMPARE(*stalemated, (Probe{Wdl::Draw, Source::Solver, std::nullopt, 0}));
    const auto corner = solver_->probe(fromFen("k7/P7/1K6/8/8/8/8/8 w - - 0 1"));
    QVERIFY(corner.has_value());
    QCOMPARE(corner->wdl, Wdl::Draw);
}

void TestSolver::colourSwap() {
    // KvKQ is probed through KQvK: the mirror image has the same value.
    const auto white = solver_->probe(fromFen("2Q5/3K4/8/3k4/8/8/8/8 b - - 0 1"));
    const auto black = solver_->probe(fromFen("8/8/8/8/3K4/8/3k4/2q5 w - - 0 1"));
    QVERIFY(white && black);
    QCOMPARE(*black, *white);
}

void TestSolver::outsideTheTables() {
    // Five pieces, castling rights, and a table not generated in this folder.
    QVERIFY(!solver_->probe(fromFen("8/8/8/8/3K4/8/3k4/2qrb3 w - - 0 1")));
    QVERIFY(!solver_->probe(fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")));
    const chess::Position krvkr = fromFen("4k3/r7/8/8/8/8/R7/4K3 w - - 0 1");
    QVERIFY(!solver_->probe(krvkr));
    QVERIFY(!solver_->hasTableFor(krvkr));
    QVERIFY(solver_->hasTableFor(fromFen("8/8/8/8/3K4/8/3k4/2q5 w - - 0 1")));
}

void TestSolver::bestMovesKeepTheValue() {
    // Every move's value is the value after it seen one ply earlier, and the best keeps the
    // position's value.
    const chess::Position position = fromFen("4k3/8/3NKB2/8/8/8/8/8 b - - 0 1");
    const auto moves = bestMoves(*solver_, position);
    QVERIFY(moves.has_value());
    QCOMPARE(moves->size(), chess::MoveList(position).size());
    QCOMPARE(moves->front().value, *solver_->probe(position));
    for (std::size_t i = 1; i < moves->size(); ++i)
        QVERIFY(std::abs((*moves)[i].value.dtm.value_or(0)) <=
                std::abs(moves->front().value.dtm.value_or(0)));
}

void TestSolver::distancesFollowTheMoves() {
    // Each position's value is the best of its moves' values, one ply further (retrograde
    // analysis must agree with a one-ply forward look everywhere): a fixed-seed sample of KBNvK
    // and KQvK with either colour.
    std::mt19937_64 random(20);
    for (const Layout& layout :
         {Layout({chess::Bishop, chess::Knight}, {}), Layout({chess::Queen}, {})})
        for (int i = 0; i < 20'000; ++i) {
            const chess::Position position = test::randomPosition(layout, random);
            QVERIFY2(test::followsItsMoves(*solver_, position), position.fen().c_str());
        }
}

QTEST_GUILESS_MAIN(TestSolver)
#include "tst_solver.moc"
