// Perft counts: the six standard positions of the Chess Programming Wiki, plus positions that each
// exercise one hard rule (en passant pins, castling into or through check, promotion out of
// check, stalemate traps, Chess960 castling). The counts of the extra positions were checked with
// Stockfish 15.1's `go perft`.
//
// Built twice: tst_perft runs the depths that keep the default suite fast; tst_perft_deep
// (KIBITZ_DEEP_PERFT, ctest label "deep") runs the deep counts.

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/perft.h"

#include <QTest>

#include <map>

using namespace kibitz::chess;

namespace {

constexpr const char* Kiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* Position3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
constexpr const char* Position4 =
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
constexpr const char* Position4Mirrored =
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
constexpr const char* Position5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
constexpr const char* Position6 =
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

struct Row {
    const char* name;
    const char* fen;
    int depth;
    quint64 nodes;
    bool chess960 = false;
};

#ifndef KIBITZ_DEEP_PERFT
// clang-format off
const Row Rows[] = {
    {"startpos d1", Position::StartFen.data(), 1, 20},
    {"startpos d2", Position::StartFen.data(), 2, 400},
    {"startpos d3", Position::StartFen.data(), 3, 8902},
    {"startpos d4", Position::StartFen.data(), 4, 197281},
    {"startpos d5", Position::StartFen.data(), 5, 4865609},
    {"kiwipete d1", Kiwipete, 1, 48},
    {"kiwipete d2", Kiwipete, 2, 2039},
    {"kiwipete d3", Kiwipete, 3, 97862},
    {"kiwipete d4", Kiwipete, 4, 4085603},
    {"position3 d1", Position3, 1, 14},
    {"position3 d2", Position3, 2, 191},
    {"position3 d3", Position3, 3, 2812},
    {"position3 d4", Position3, 4, 43238},
    {"position3 d5", Position3, 5, 674624},
    {"position3 d6", Position3, 6, 11030083},
    {"position4 d1", Position4, 1, 6},
    {"position4 d2", Position4, 2, 264},
    {"position4 d3", Position4, 3, 9467},
    {"position4 d4", Position4, 4, 422333},
    {"position4 mirrored d4", Position4Mirrored, 4, 422333},
    {"position5 d1", Position5, 1, 44},
    {"position5 d2", Position5, 2, 1486},
    {"position5 d3", Position5, 3, 62379},
    {"position5 d4", Position5, 4, 2103487},
    {"position6 d1", Position6, 1, 46},
    {"position6 d2", Position6, 2, 2079},
    {"position6 d3", Position6, 3, 89890},
    {"position6 d4", Position6, 4, 3894594},
    // One rule each; counts from Stockfish 15.1.
    {"illegal ep: pinned on the rank", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1134888},
    {"illegal ep: pinned on the diagonal", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1015133},
    {"ep capture gives check", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1440467},
    {"ep square given but capture pinned", "8/8/8/KPp4r/8/8/8/7k w - c6 0 2", 4, 4225},
    {"ep removes both pawns from the rank", "k7/8/8/K2pP2r/8/8/8/8 w - d6 0 1", 4, 7735},
    {"ep out of a rank pin by a queen", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", 4, 20471},
    {"ep next to a diagonal pin", "4k3/8/8/2pP4/8/8/8/4K2b w - c6 0 1", 4, 5689},
    {"short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661072},
    {"long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803711},
    {"castling rights lost by captures", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206},
    {"castling prevented by attacks", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476},
    {"promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001},
    {"discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, 1004658},
    {"promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342},
    {"underpromote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683},
    {"self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217},
    {"stalemate and checkmate 1", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567584},
    {"stalemate and checkmate 2", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527},
    {"chess960 1", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 4, 326672, true},
    {"chess960 2", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 4, 667366, true},
    {"chess960 3", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", 4, 273318, true},
    {"chess960 4", "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", 4, 382958, true},
    {"chess960 5", "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9", 4, 1171749, true},
    {"chess960 king b1", "rkqbnnbr/pppppppp/8/8/8/8/PPPPPPPP/RKQBNNBR w HAha - 0 1", 4, 198879, true},
    {"chess960 X-FEN KQkq", "rnkbbrqn/pppppppp/8/8/8/8/PPPPPPPP/RNKBBRQN w KQkq - 0 1", 4, 166726, true},
    {"chess960 rooks b and f", "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9", 4, 287739, true},
};
// clang-format on
#else
const Row Rows[] = {
    {"startpos d6", Position::StartFen.data(), 6, 119060324},
    {"startpos d7", Position::StartFen.data(), 7, 3195901860},
    {"kiwipete d5", Kiwipete, 5, 193690690},
    {"kiwipete d6", Kiwipete, 6, 8031647685},
    {"position3 d7", Position3, 7, 178633661},
    {"position3 d8", Position3, 8, 3009794393},
    {"position4 d5", Position4, 5, 15833292},
    {"position4 d6", Position4, 6, 706045033},
    {"position4 mirrored d6", Position4Mirrored, 6, 706045033},
    {"position5 d5", Position5, 5, 89941194},
    {"position6 d5", Position6, 5, 164075551},
    {"position6 d6", Position6, 6, 6923051137},
};
#endif

// maxNodes leaves out the rows too big for a mode (making every leaf is about five times slower).
void addRows(quint64 maxNodes = ~quint64(0)) {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    QTest::addColumn<bool>("chess960");
    for (const Row& row : Rows)
        if (row.nodes <= maxNodes)
            QTest::addRow("%s", row.name)
                << QString::fromLatin1(row.fen) << row.depth << row.nodes << row.chess960;
}

} // namespace

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void bulkCount_data() { addRows(); }
    void bulkCount() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(quint64, nodes);
        QFETCH(bool, chess960);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString(), chess960));
        const std::string before = pos.fen();
        const Key key = pos.key();
        QCOMPARE(perft(pos, depth, PerftMode::BulkCount), nodes);
        QCOMPARE(pos.fen(), before); // unmake restored everything
        QCOMPARE(pos.key(), key);
    }

    // The mode that makes and unmakes every leaf must agree (on the rows of up to a billion
    // leaves in the deep run, of up to five million in the default one).
    void makeEveryLeaf_data() {
#ifdef KIBITZ_DEEP_PERFT
        addRows(1'000'000'000);
#else
        addRows(5'000'000);
#endif
    }
    void makeEveryLeaf() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(quint64, nodes);
        QFETCH(bool, chess960);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString(), chess960));
        QCOMPARE(perft(pos, depth, PerftMode::MakeEveryLeaf), nodes);
    }

#ifndef KIBITZ_DEEP_PERFT
    void depthZeroIsOneNode() {
        Position pos;
        QCOMPARE(perft(pos, 0), quint64(1));
    }

    // Kiwipete depth 2 per root move: the 48 moves and their counts sum to the total, and a few
    // moves have the counts Stockfish 15.1's `go perft 2` prints for them.
    void divide() {
        Position pos;
        QVERIFY(pos.setFen(Kiwipete));
        const auto divisions = perftDivide(pos, 2);
        QCOMPARE(divisions.size(), std::size_t(48));
        quint64 total = 0;
        std::map<std::string, quint64> byMove;
        for (const auto& [move, nodes] : divisions) {
            total += nodes;
            byMove[toUci(pos, move)] = nodes;
        }
        QCOMPARE(total, quint64(2039));
        QCOMPARE(byMove.at("e1g1"), quint64(43)); // castling kingside
        QCOMPARE(byMove.at("e1c1"), quint64(43)); // castling queenside
        QCOMPARE(byMove.at("d5e6"), quint64(46));
        QCOMPARE(byMove.at("f3f6"), quint64(39));
    }

    // Generating tactical and quiet moves separately gives exactly all moves, on every position.
    void splitGenerationCoversAll_data() {
        addRows();
    }
    void splitGenerationCoversAll() {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString(), chess960));
        // Walk two plies down so that many positions are covered, not only the root.
        for (const Move m : MoveList(pos)) {
            pos.makeMove(m);
            for (const Move reply : MoveList(pos)) {
                pos.makeMove(reply);
                const MoveList all(pos);
                const MoveList tactical(pos, GenType::Tactical);
                const MoveList quiet(pos, GenType::Quiet);
                QCOMPARE(tactical.size() + quiet.size(), all.size());
                for (const Move t : tactical) {
                    QVERIFY(all.contains(t));
                    QVERIFY(pos.isCapture(t) || t.kind() == Move::Promotion);
                }
                for (const Move q : quiet) {
                    QVERIFY(all.contains(q));
                    QVERIFY(!pos.isCapture(q) && q.kind() != Move::Promotion);
                }
                pos.unmakeMove(reply);
            }
            pos.unmakeMove(m);
        }
    }
#endif
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
