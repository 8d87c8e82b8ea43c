// The search: forced mates found with their exact length, draws by rule scored as draws, and
// results that do not depend on anything but the position and the node budget.

#include "chess/notation.h"
#include "search/search.h"

#include <QFile>
#include <QTest>

#include <atomic>
#include <optional>
#include <string>
#include <vector>

using namespace kibitz;
using chess::Position;
using search::Limits;
using search::SearchResult;

namespace {

struct MateProblem {
    std::string fen;
    std::string firstMove; // the defence before the mate, in SAN
    int mateIn = 0;        // moves, after the first move
};

// The C.A.P. forced-mate file gives positions where the side to move is mated: `ce -(32767 - n)`
// means mated in n plies, and the first move of `pv` is the best defence.
std::vector<MateProblem> mateProblems(int mateIn, int count) {
    QFile file(QStringLiteral(KIBITZ_SHARED_DATA "/epd/suites/mates.epd"));
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open mates.epd");
    const std::string ce = "ce -" + std::to_string(32767 - 2 * mateIn) + ";";
    std::vector<MateProblem> problems;
    while (!file.atEnd() && int(problems.size()) < count) {
        const std::string line = file.readLine().toStdString();
        if (line.find(ce) == std::string::npos) continue;
        std::string fen;
        int fields = 0;
        std::size_t i = 0;
        for (; i < line.size() && fields < 4; ++i) {
            if (line[i] == ' ') ++fields;
            if (fields < 4) fen += line[i];
        }
        const auto pv = line.find("pv ") + 3;
        const std::string first = line.substr(pv, line.find_first_of(" ;", pv) - pv);
        problems.push_back({fen + " 0 1", first, mateIn});
    }
    return problems;
}

SearchResult searchFen(const std::string& fen, const Limits& limits,
                       const std::vector<std::string>& moves = {}) {
    Position pos;
    if (!pos.setFen(fen)) qFatal("bad FEN %s", fen.c_str());
    for (const std::string& san : moves) pos.makeMove(*chess::parseSan(pos, san));
    search::TranspositionTable tt(16);
    search::Searcher searcher(tt);
    std::atomic<bool> stop{false};
    return searcher.run(pos, limits, stop);
}

// The data rows of a mate test: five problems each of mate in 1 to `maxMateIn` moves, with the
// defence played before the search.
void addMateRows(int maxMateIn) {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("defence");
    QTest::addColumn<int>("mateIn");
    for (int n = 1; n <= maxMateIn; ++n)
        for (const MateProblem& p : mateProblems(n, 5))
            QTest::addRow("mate in %d: %s", n, p.fen.c_str())
                << QString::fromStdString(p.fen) << QString::fromStdString(p.firstMove) << n;
}

Limits depthLimit(int depth, search::DepthModel model = search::DepthModel::Plies) {
    Limits limits;
    limits.depth = depth;
    limits.depthModel = model;
    return limits;
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void matesFound_data();
    void matesFound();
    void matedIn_data();
    void matedIn();
    void stalemateIsADraw();
    void noLegalMove();
    void repetitionIsADraw();
    void fiftyMoveRule();
    void mateOnTheHundredthPlyIsMate();
    void nodeLimitIsDeterministic();
    void everyRootMoveScored();
    void multiPvRanksLines();
    void stopFlagEndsTheSearch();
    void theTablesEvaluationIsTrusted();
    void ersMatesFound_data();
    void ersMatesFound();
    void ersNodeLimitIsDeterministic();
    void ersCapturesCostAFraction();
    void ersSearchesDeeper();
};

void TestSearch::matesFound_data() {
    addMateRows(4);
}

void TestSearch::matesFound() {
    QFETCH(QString, fen);
    QFETCH(QString, defence);
    QFETCH(int, mateIn);
    // After the defence, the attacker mates in exactly `mateIn` moves: 2n-1 plies.
    const SearchResult r =
        searchFen(fen.toStdString(), depthLimit(2 * mateIn + 3), {defence.toStdString()});
    QCOMPARE(r.score, search::mateIn(2 * mateIn - 1));
    QCOMPARE(search::mateInMoves(r.score), mateIn);
    QVERIFY(!r.rootMoves.front().pv.empty());
}

void TestSearch::matedIn_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("mateIn");
    for (int n = 1; n <= 3; ++n)
        for (const MateProblem& p : mateProblems(n, 3))
            QTest::addRow("mated in %d: %s", n, p.fen.c_str())
                << QString::fromStdString(p.fen) << n;
}

void TestSearch::matedIn() {
    QFETCH(QString, fen);
    QFETCH(int, mateIn);
    // The side to move cannot avoid mate: every move loses in `mateIn` moves at best.
    const SearchResult r = searchFen(fen.toStdString(), depthLimit(2 * mateIn + 3));
    QCOMPARE(r.score, search::matedIn(2 * mateIn));
    QCOMPARE(search::mateInMoves(r.score), -mateIn);
}

void TestSearch::stalemateIsADraw() {
    // White, a queen up, must not play Qb6 (stalemate); Black can only hope for it. After Qb6 the
    // search sees no legal move and no check: a draw.
    Limits only = depthLimit(4);
    Position pos;
    QVERIFY(pos.setFen("k7/8/8/2Q5/8/8/8/1K6 w - - 0 1"));
    only.searchMoves = {*chess::parseSan(pos, "Qb6")};
    const SearchResult stalemating = searchFen("k7/8/8/2Q5/8/8/8/1K6 w - - 0 1", only);
    QCOMPARE(stalemating.score, search::ValueDraw);
    // Free to choose, White wins instead.
    const SearchResult free = searchFen("k7/8/8/2Q5/8/8/8/1K6 w - - 0 1", depthLimit(6));
    QVERIFY(free.score > 500);
}

void TestSearch::noLegalMove() {
    const SearchResult stalemate = searchFen("k7/8/1Q6/8/8/8/8/1K6 b - - 0 1", depthLimit(3));
    QVERIFY(stalemate.bestMove.isNone());
    QCOMPARE(stalemate.score, search::ValueDraw);
    const SearchResult mate = searchFen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", depthLimit(3));
    QVERIFY(mate.bestMove.isNone());
    QCOMPARE(mate.score, search::matedIn(0));
}

void TestSearch::repetitionIsADraw() {
    // Both knights went out and back twice: Black's Ng8 repeats the start position a third time.
    const std::vector<std::string> moves = {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"};
    Position pos;
    for (const std::string& san : moves) pos.makeMove(*chess::parseSan(pos, san));
    Limits only = depthLimit(5);
    only.searchMoves = {*chess::parseSan(pos, "Ng8")};
    const SearchResult r = searchFen(std::string(Position::StartFen), only, moves);
    QCOMPARE(r.score, search::ValueDraw);
    QCOMPARE(r.rootMoves.size(), std::size_t(1));
}

void TestSearch::fiftyMoveRule() {
    // A rook up, but the 99th half-move without a capture or pawn move: any quiet move draws.
    Limits only = depthLimit(4);
    Position pos;
    QVERIFY(pos.setFen("8/8/8/4k3/8/8/8/R3K3 w - - 99 80"));
    only.searchMoves = {*chess::parseSan(pos, "Kd2")};
    const SearchResult r = searchFen("8/8/8/4k3/8/8/8/R3K3 w - - 99 80", only);
    QCOMPARE(r.score, search::ValueDraw);
    // The same position with a fresh clock is a win.
    QVERIFY(searchFen("8/8/8/4k3/8/8/8/R3K3 w - - 0 80", depthLimit(4)).score > 300);
}

void TestSearch::mateOnTheHundredthPlyIsMate() {
    // Checkmate on the move that reaches the 50-move limit stands (FIDE 9.3 and 5.1).
    const SearchResult r = searchFen("k7/8/1K6/8/8/8/8/7R w - - 99 90", depthLimit(3));
    QCOMPARE(r.score, search::mateIn(1));
}

void TestSearch::nodeLimitIsDeterministic() {
    Limits limits;
    limits.nodes = 200'000;
    const std::string kiwipete =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    const SearchResult a = searchFen(kiwipete, limits);
    const SearchResult b = searchFen(kiwipete, limits);
    QCOMPARE(a.nodes, b.nodes);
    QCOMPARE(a.bestMove, b.bestMove);
    QCOMPARE(a.score, b.score);
    QCOMPARE(a.depth, b.depth);
    QVERIFY(a.nodes >= 200'000 && a.nodes < 200'000 + 10);
}

void TestSearch::everyRootMoveScored() {
    // With allRootMoves, each of the 20 first moves gets an exact score at the last depth, and the
    // list is sorted best first.
    Limits limits = depthLimit(4);
    limits.allRootMoves = true;
    const SearchResult r = searchFen(std::string(Position::StartFen), limits);
    QCOMPARE(r.rootMoves.size(), std::size_t(20));
    for (std::size_t k = 0; k < r.rootMoves.size(); ++k) {
        QCOMPARE(r.rootMoves[k].depth, 4);
        if (k > 0) QVERIFY(r.rootMoves[k - 1].score >= r.rootMoves[k].score);
    }
    QCOMPARE(r.bestMove, r.rootMoves[0].move);
    QCOMPARE(r.score, r.rootMoves[0].score);
}

void TestSearch::multiPvRanksLines() {
    // A free queen: taking it is far better than anything else, the second line is far worse.
    Limits limits = depthLimit(5);
    limits.multiPv = 3;
    std::vector<search::LineInfo> infos;
    Position pos;
    QVERIFY(pos.setFen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1"));
    search::TranspositionTable tt(16);
    search::Searcher searcher(tt);
    std::atomic<bool> stop{false};
    const SearchResult r = searcher.run(pos, limits, stop, [&](const search::LineInfo& info) {
        if (info.bound == search::Bound::Exact) infos.push_back(info);
    });
    QCOMPARE(chess::toSan(pos, r.bestMove), std::string("Rxd5"));
    QCOMPARE(r.rootMoves[1].depth, 5);
    QCOMPARE(r.rootMoves[2].depth, 5);
    QVERIFY(r.rootMoves[0].score - r.rootMoves[1].score > 500);
    // The last iteration reported lines 1, 2 and 3.
    QVERIFY(infos.size() >= 3);
    QCOMPARE(infos[infos.size() - 3].multiPv, 1);
    QCOMPARE(infos[infos.size() - 1].multiPv, 3);
    QCOMPARE(infos.back().depth, 5);
}

void TestSearch::stopFlagEndsTheSearch() {
    Position pos;
    search::TranspositionTable tt(16);
    search::Searcher searcher(tt);
    std::atomic<bool> stop{true}; // already set: only the first iteration is searched
    Limits limits;
    limits.infinite = true;
    const SearchResult r = searcher.run(pos, limits, stop);
    QCOMPARE(r.depth, 1);
    QCOMPARE(r.rootMoves.front().depth, 1);
    QVERIFY(r.nodes < 1000);
    // A mate in one is found even so: depth 1 is enough, and it is always searched.
    QVERIFY(pos.setFen("k7/8/1K6/8/8/8/8/7R w - - 0 1"));
    const SearchResult mate = searcher.run(pos, limits, stop);
    QCOMPARE(chess::toUci(pos, mate.bestMove), std::string("h1h8"));
    QCOMPARE(mate.score, search::mateIn(1));
}

void TestSearch::theTablesEvaluationIsTrusted() {
    // A static evaluation kept in the table is used instead of a new one (the table holds this
    // search's weights only): one planted for the position after 1. a3 makes that move worth
    // exactly it at depth 1, where the position after it is only stood pat on (Black has no
    // capture and is not in check). An entry without one (ValueNone) changes nothing.
    Position pos;
    QVERIFY(pos.setFen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1"));
    const chess::Move a3 = *chess::parseSan(pos, "a3");
    pos.makeMove(a3);
    const chess::Key afterA3 = pos.key();
    pos.unmakeMove(a3);
    auto searchWith = [&](std::optional<search::Value> planted) {
        search::TranspositionTable tt(1);
        if (planted) tt.store(afterA3, 0, search::Bound::None, 0, chess::Move::none(), *planted, 0);
        search::Searcher searcher(tt);
        std::atomic<bool> stop{false};
        const SearchResult r = searcher.run(pos, depthLimit(1), stop);
        for (const search::RootMove& m : r.rootMoves)
            if (m.move == a3) return std::pair(r.bestMove, m.score);
        qFatal("a3 not scored");
    };
    const auto [bestPlain, a3Plain] = searchWith(std::nullopt);
    QVERIFY(a3Plain < 300); // a pawn up and a few centipawns of position
    const auto [bestPlanted, a3Planted] = searchWith(-700);
    QCOMPARE(bestPlanted, a3);
    QCOMPARE(a3Planted, search::Value(700));
    const auto [bestNone, a3None] = searchWith(search::ValueNone);
    QCOMPARE(bestNone, bestPlain);
    QCOMPARE(a3None, a3Plain);
}

void TestSearch::ersMatesFound_data() {
    addMateRows(3);
}

void TestSearch::ersMatesFound() {
    QFETCH(QString, fen);
    QFETCH(QString, defence);
    QFETCH(int, mateIn);
    // ERS* never costs more than a ply a move, so the plies search's depth finds the same mates,
    // with the same exact length.
    const SearchResult r =
        searchFen(fen.toStdString(), depthLimit(2 * mateIn + 3, search::DepthModel::Ers),
                  {defence.toStdString()});
    QCOMPARE(r.score, search::mateIn(2 * mateIn - 1));
    QCOMPARE(r.rootMoves.front().pv.size(), std::size_t(2 * mateIn - 1));
}

void TestSearch::ersNodeLimitIsDeterministic() {
    Limits limits;
    limits.nodes = 200'000;
    limits.depthModel = search::DepthModel::Ers;
    const std::string kiwipete =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    const SearchResult a = searchFen(kiwipete, limits);
    const SearchResult b = searchFen(kiwipete, limits);
    QCOMPARE(a.nodes, b.nodes);
    QCOMPARE(a.bestMove, b.bestMove);
    QCOMPARE(a.score, b.score);
    QCOMPARE(a.depth, b.depth);
    QVERIFY(a.nodes >= 200'000 && a.nodes < 200'000 + 10);
    // The same budget in plies reaches a deeper nominal depth: ERS* spends it on capture lines.
    limits.depthModel = search::DepthModel::Plies;
    QVERIFY(searchFen(kiwipete, limits).depth > a.depth);
}

void TestSearch::ersCapturesCostAFraction() {
    // C.A.P. 44505 after 1... Rh7: White mates in 4. At a nominal depth of 4 the ERS* search
    // proves 2. Nd7+ Rxd7 3. Kxd7 b2 4. h7 b1=Q 5. h8=Q#: in plies that line costs 5 (the checks
    // nothing), in ERS* 0.389 (takes a knight) + 0.224 (a rook) + 1 + 1 + 0.020 (promotes to a
    // queen) = 2.63 plies. The plies search needs a depth of 5 for any mate.
    const std::string fen = "1k3N2/Rp4r1/1P2K2P/8/P7/1p1pP3/3P4/8 b - - 0 1";
    const std::vector<std::string> defence = {"Rh7"};
    QVERIFY(!search::isMateScore(searchFen(fen, depthLimit(4), defence).score));
    QCOMPARE(searchFen(fen, depthLimit(5), defence).score, search::mateIn(7));
    const SearchResult ers = searchFen(fen, depthLimit(4, search::DepthModel::Ers), defence);
    QCOMPARE(ers.score, search::mateIn(7));
    QCOMPARE(ers.depth, 4);
    Position pos;
    QVERIFY(pos.setFen(fen));
    pos.makeMove(*chess::parseSan(pos, "Rh7"));
    std::string line;
    for (const chess::Move m : ers.rootMoves.front().pv) {
        line += (line.empty() ? "" : " ") + chess::toSan(pos, m);
        pos.makeMove(m);
    }
    QCOMPARE(line, std::string("Nd7+ Rxd7 Kxd7 b2 h7 b1=Q h8=Q#"));
}

void TestSearch::ersSearchesDeeper() {
    // Every move costs at most a ply, captures much less: at the same nominal depth, a position
    // full of captures (Kiwipete) costs ERS* several times the nodes of the plies search.
    const std::string kiwipete =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    const SearchResult plies = searchFen(kiwipete, depthLimit(4));
    const SearchResult ers = searchFen(kiwipete, depthLimit(4, search::DepthModel::Ers));
    QCOMPARE(plies.depth, 4);
    QCOMPARE(ers.depth, 4);
    QVERIFY2(ers.nodes > 2 * plies.nodes,
             qPrintable(QStringLiteral("%1 vs %2").arg(ers.nodes).arg(plies.nodes)));
    QVERIFY(ers.rootMoves.front().pv.size() > plies.rootMoves.front().pv.size());
}

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
