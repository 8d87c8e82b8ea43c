// The search with endgame tables: the root's moves kept to the table's verdict and scored exactly
// (a mate where the distance is known, a tablebase win where it is not, 0 for a draw), the
// win/draw/loss probed inside the tree after captures, counted as table hits, and nothing changed
// where no table answers.

#include "chess/movegen.h"
#include "chess/notation.h"
#include "search/search.h"
#include "tablebase/tablebases.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <memory>
#include <set>
#include <string>

using namespace kibitz;
using search::Limits;
using search::SearchResult;

namespace {

chess::Position at(const char* fen) {
    chess::Position position;
    if (!position.setFen(fen)) qFatal("bad FEN %s", fen);
    return position;
}

std::string sanOf(const chess::Position& position, chess::Move move) {
    chess::Position copy = position.clone();
    return chess::toSan(copy, move);
}

SearchResult searchWith(const char* fen, std::uint64_t nodes,
                        std::shared_ptr<const tablebase::Tablebases> tables) {
    chess::Position position = at(fen);
    search::TranspositionTable tt(16);
    search::Searcher searcher(tt);
    std::atomic<bool> stop{false};
    Limits limits;
    limits.nodes = nodes;
    limits.tablebases = std::move(tables);
    return searcher.run(position, limits, stop);
}

// The root moves of a result, in SAN, as a set.
std::set<std::string> rootSans(const char* fen, const SearchResult& result) {
    const chess::Position position = at(fen);
    std::set<std::string> sans;
    for (const search::RootMove& m : result.rootMoves) sans.insert(sanOf(position, m.move));
    return sans;
}

// A 5-piece position of the wrong rook pawn: 1. gxh4 leaves a bishop that does not control h8,
// a draw; 1. Kxh4 keeps the g-pawn and wins. The evaluation does not know the wrong bishop.
constexpr const char* WrongRookPawn = "8/8/8/8/B2k3b/6PK/8/8 w - - 0 1";
// After 1. gxh4: the fortress, drawn whatever White's extra bishop and pawn.
constexpr const char* WrongBishopFortress = "8/8/8/8/B2k3P/7K/8/8 b - - 0 1";
// KRvK with the rook attacked: Rc2+, Rd2, Rb3+ and Rb4 give it away (a draw), the 12 other moves
// keep the win.
constexpr const char* RookAttacked = "8/8/8/8/8/2k5/1R6/K7 w - - 0 1";

} // namespace

class TestTablebaseSearch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rootKeepsTheWinningMoves();
    void rootMateFromTheDistanceToMate();
    void rootQuickestWinOfSyzygyWithTheSolver();
    void drawnEndingScoresZero();
    void captureIntoAWonEnding();
    void ownTablesInsideTheSearch();
    void mateByACaptureStaysAMate();
    void searchMovesAreKeptToo();
    void allRootMovesAreAllScored();
    void noTablesNoHits();

private:
    std::shared_ptr<const tablebase::Tablebases> syzygy_; // the shared Syzygy tables alone
    std::shared_ptr<const tablebase::Tablebases> solver_; // Kibitz's own tables alone
    std::shared_ptr<const tablebase::Tablebases> both_;
    QTemporaryDir cache_;
};

void TestTablebaseSearch::initTestCase() {
    // libfathom holds one set of tables per process: these are opened once, for every test.
    const auto syzygy = tablebase::Syzygy::open({KIBITZ_SYZYGY});
    QCOMPARE(syzygy->largest(), 4);
    syzygy_ = std::make_shared<const tablebase::Tablebases>(syzygy, nullptr);
    QVERIFY(cache_.isValid());
    auto solver = std::make_shared<tablebase::Solver>(cache_.path());
    // KQvK, and KPvK with the tables its promotions lead to: quick to make.
    for (const char* fen : {"8/8/8/3k4/8/8/8/KQ6 w - - 0 1", "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"}) {
        const auto made = solver->generateFor(at(fen));
        QVERIFY2(made.has_value(), made ? "" : made.error().c_str());
    }
    solver_ = std::make_shared<const tablebase::Tablebases>(nullptr, solver);
    both_ = std::make_shared<const tablebase::Tablebases>(syzygy, solver);
}

// Syzygy has the root: only the 12 moves that keep the rook (and the win) are searched, and the
// score is the table's win at the root, which no evaluation reaches and no mate is.
void TestTablebaseSearch::rootKeepsTheWinningMoves() {
    const SearchResult r = searchWith(RookAttacked, 20'000, syzygy_);
    const std::set<std::string> winning = {"Kb1", "Ka2", "Rb1", "Ra2", "Rg2", "Rh2",
                                           "Rb7", "Rb8", "Re2", "Rf2", "Rb5", "Rb6"};
    QCOMPARE(rootSans(RookAttacked, r), winning);
    QVERIFY(winning.count(sanOf(at(RookAttacked), r.bestMove)));
    QCOMPARE(r.score, search::tbWinIn(0));
    QVERIFY(search::isTablebaseScore(r.score) && !search::isMateScore(r.score));
    QVERIFY(r.tbHits >= 1);
    // Without the tables every legal move is searched and the score is an evaluation.
    const SearchResult plain = searchWith(RookAttacked, 20'000, nullptr);
    QCOMPARE(plain.rootMoves.size(), std::size_t(16));
    QVERIFY(!search::isDecisiveScore(plain.score));
    QCOMPARE(plain.tbHits, std::uint64_t(0));
}

// Kibitz's own tables know the distance to mate: only the quickest mates are searched (KQvK:
// Kb2, Qf5+, Qg6 and Qe1 mate in 17 plies, of 20 winning moves), and the score is that mate.
void TestTablebaseSearch::rootMateFromTheDistanceToMate() {
    const char* fen = "8/8/8/3k4/8/8/8/KQ6 w - - 0 1";
    const SearchResult r = searchWith(fen, 20'000, solver_);
    QCOMPARE(rootSans(fen, r), (std::set<std::string>{"Kb2", "Qf5+", "Qg6", "Qe1"}));
    QCOMPARE(r.score, search::mateIn(17));
    QCOMPARE(search::mateInMoves(r.score), 9);
    QCOMPARE(r.rootMoves.front().score, search::mateIn(17));
}

// Syzygy's verdict with the solver's distances: of the two winning moves of KPvK, Kd6 mates in
// 21 plies and Kf6 in 23, so Kd6 alone is searched.
void TestTablebaseSearch::rootQuickestWinOfSyzygyWithTheSolver() {
    const char* fen = "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1";
    const SearchResult r = searchWith(fen, 20'000, both_);
    QCOMPARE(rootSans(fen, r), std::set<std::string>{"Kd6"});
    QCOMPARE(r.score, search::mateIn(21));
    // Syzygy alone knows no distance to mate: both wins are searched, scored as a table's win.
    const SearchResult syzygy = searchWith(fen, 20'000, syzygy_);
    QCOMPARE(rootSans(fen, syzygy), (std::set<std::string>{"Kd6", "Kf6"}));
    QCOMPARE(syzygy.score, search::tbWinIn(0));
}

// Drawn endings score 0 with the tables. The wrong rook pawn's fortress, a bishop and a pawn up
// (Syzygy): only Kd5 and Ke5 hold it, the six other king moves lose. The rook pawn with the king
// in front of it (every table): every move draws.
void TestTablebaseSearch::drawnEndingScoresZero() {
    const SearchResult plain = searchWith(WrongBishopFortress, 20'000, nullptr);
    QVERIFY2(plain.score < -100, qPrintable(QString::number(plain.score))); // Black to move
    const SearchResult r = searchWith(WrongBishopFortress, 20'000, syzygy_);
    QCOMPARE(r.score, search::ValueDraw);
    QCOMPARE(rootSans(WrongBishopFortress, r), (std::set<std::string>{"Kd5", "Ke5"}));

    const char* rookPawn = "k7/8/8/8/8/8/P7/K7 w - - 0 1";
    const SearchResult pawnUp = searchWith(rookPawn, 20'000, nullptr);
    QVERIFY2(pawnUp.score > 0, qPrintable(QString::number(pawnUp.score)));
    for (const auto& tables : {syzygy_, solver_, both_}) {
        const SearchResult drawn = searchWith(rookPawn, 20'000, tables);
        QCOMPARE(drawn.score, search::ValueDraw);
        QCOMPARE(drawn.rootMoves.size(), std::size_t(4));
    }
}

// Five pieces, so no table has the root; the search probes the positions its captures reach.
// With the tables 1. Kxh4 is a table's win one ply from the root; without them the search
// prefers 1. gxh4, which the evaluation likes and the tables know to be a draw.
void TestTablebaseSearch::captureIntoAWonEnding() {
    const chess::Position position = at(WrongRookPawn);
    const SearchResult r = searchWith(WrongRookPawn, 20'000, syzygy_);
    QCOMPARE(sanOf(position, r.bestMove), std::string("Kxh4"));
    QCOMPARE(r.score, search::tbWinIn(1));
    QVERIFY(r.tbHits > 0);
    QCOMPARE(r.rootMoves.size(), chess::MoveList(position).size()); // the root is not tabled

    const SearchResult plain = searchWith(WrongRookPawn, 20'000, nullptr);
    QCOMPARE(sanOf(position, plain.bestMove), std::string("gxh4"));
    QVERIFY(!search::isDecisiveScore(plain.score) && plain.score > 100);
    QCOMPARE(plain.tbHits, std::uint64_t(0));
}

// Kibitz's own tables inside the search: KQvKN has no table here, so the root is searched as
// usual; the capture of the knight reaches KQvK, which the solver has won.
void TestTablebaseSearch::ownTablesInsideTheSearch() {
    const char* fen = "8/8/8/3k4/1n6/8/8/KQ6 w - - 0 1";
    const chess::Position position = at(fen);
    const SearchResult r = searchWith(fen, 20'000, solver_);
    QCOMPARE(sanOf(position, r.bestMove), std::string("Qxb4"));
    QCOMPARE(r.score, search::tbWinIn(1));
    QVERIFY(r.tbHits > 0);
    QCOMPARE(r.rootMoves.size(), chess::MoveList(position).size());
    const SearchResult plain = searchWith(fen, 20'000, nullptr);
    QCOMPARE(sanOf(position, plain.bestMove), std::string("Qxb4"));
    QVERIFY(!search::isDecisiveScore(plain.score));
}

// A capture that mates and leaves four pieces is a mate, not a table's win: the tables have the
// mated position as lost, but the search scores it as the mate it is.
void TestTablebaseSearch::mateByACaptureStaysAMate() {
    const char* fen = "7k/1p5r/6K1/8/8/8/8/7Q w - - 0 1";
    const chess::Position position = at(fen);
    for (const auto& tables : {syzygy_, solver_}) {
        const SearchResult r = searchWith(fen, 5'000, tables);
        QCOMPARE(sanOf(position, r.bestMove), std::string("Qxh7#"));
        QCOMPARE(r.score, search::mateIn(1));
    }
}

// searchmoves limit the root moves first; the tables keep the best of those.
void TestTablebaseSearch::searchMovesAreKeptToo() {
    const chess::Position position = at(RookAttacked);
    chess::Position search = position.clone();
    search::TranspositionTable tt(16);
    search::Searcher searcher(tt);
    std::atomic<bool> stop{false};
    Limits limits;
    limits.depth = 6;
    limits.tablebases = syzygy_;
    for (const char* san : {"Rc2+", "Rd2", "Rb8"})
        limits.searchMoves.push_back(*chess::parseSan(position, san));
    SearchResult r = searcher.run(search, limits, stop);
    QCOMPARE(rootSans(RookAttacked, r), std::set<std::string>{"Rb8"});
    QCOMPARE(r.score, search::tbWinIn(0));
    // Only moves that give the win away: the draw is kept, scored 0.
    limits.searchMoves.pop_back();
    r = searcher.run(search, limits, stop);
    QCOMPARE(rootSans(RookAttacked, r), (std::set<std::string>{"Rc2+", "Rd2"}));
    QCOMPARE(r.score, search::ValueDraw);
}

// The look-ahead's searches score every root move: with the tables too, all of them are kept and
// scored by the search, the four that give the rook away as the draws they are.
void TestTablebaseSearch::allRootMovesAreAllScored() {
    chess::Position position = at(RookAttacked);
    search::TranspositionTable tt(16);
    search::Searcher searcher(tt);
    std::atomic<bool> stop{false};
    Limits limits;
    limits.nodes = 20'000;
    limits.allRootMoves = true;
    limits.tablebases = syzygy_;
    const SearchResult r = searcher.run(position, limits, stop);
    QCOMPARE(r.rootMoves.size(), std::size_t(16));
    for (const search::RootMove& m : r.rootMoves) {
        const std::string san = sanOf(position, m.move);
        if (san == "Rc2+" || san == "Rd2" || san == "Rb3+" || san == "Rb4")
            QCOMPARE(m.score, search::ValueDraw); // the rook taken: a bare king each
        else
            QVERIFY2(m.score > 0, san.c_str());
    }
}

// Where the tables have nothing to say (the starting position), the search is the same with and
// without them: the same nodes, move and score.
void TestTablebaseSearch::noTablesNoHits() {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const SearchResult with = searchWith(start, 30'000, both_);
    const SearchResult without = searchWith(start, 30'000, nullptr);
    QCOMPARE(with.tbHits, std::uint64_t(0));
    QCOMPARE(with.nodes, without.nodes);
    QCOMPARE(with.bestMove, without.bestMove);
    QCOMPARE(with.score, without.score);
}

QTEST_GUILESS_MAIN(TestTablebaseSearch)
#include "tst_tablebasesearch.moc"
