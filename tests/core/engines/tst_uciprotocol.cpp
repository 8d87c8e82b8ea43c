// Parsing what UCI engines send: real lines from Stockfish and others, and garbled ones.

#include "engines/uciprotocol.h"

#include <QTest>

using namespace kibitz::engines;

class TestUciProtocol : public QObject {
    Q_OBJECT

private slots:
    void fullInfoLine() {
        const auto info = parseInfo("info depth 18 seldepth 25 multipv 1 score cp 34 wdl 120 800 "
                                    "80 nodes 123456 nps 987654 hashfull 12 tbhits 0 time 125 pv "
                                    "e2e4 e7e5 g1f3");
        QVERIFY(info);
        QCOMPARE(*info->depth, 18);
        QCOMPARE(*info->selDepth, 25);
        QCOMPARE(*info->multiPv, 1);
        QCOMPARE(info->score->kind, UciScore::Kind::Centipawns);
        QCOMPARE(info->score->value, 34);
        QCOMPARE(*info->wdl, (UciWdl{120, 800, 80}));
        QCOMPARE(*info->nodes, std::uint64_t(123456));
        QCOMPARE(*info->nps, std::uint64_t(987654));
        QCOMPARE(*info->timeMs, std::int64_t(125));
        QCOMPARE(info->pv, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));
    }

    void mateAndBounds() {
        const auto mated = parseInfo("info depth 5 score mate -3 pv h7h8");
        QCOMPARE(mated->score->kind, UciScore::Kind::Mate);
        QCOMPARE(mated->score->value, -3);
        QCOMPARE(mated->score->centipawns(), -UciScore::MateCentipawns + 3);
        const auto mating = parseInfo("info score mate 2");
        QCOMPARE(mating->score->centipawns(), UciScore::MateCentipawns - 2);
        const auto lower = parseInfo("info depth 9 score cp -15 lowerbound nodes 10");
        QVERIFY(lower->score->lowerBound);
        QVERIFY(!lower->score->upperBound);
        QCOMPARE(lower->score->value, -15);
        QCOMPARE(*lower->nodes, std::uint64_t(10));
        QVERIFY(parseInfo("info score cp 7 upperbound")->score->upperBound);
    }

    void infoString() {
        const auto info = parseInfo("info string NNUE evaluation using nn.nnue enabled\r");
        QVERIFY(info);
        QCOMPARE(info->string, std::string("NNUE evaluation using nn.nnue enabled"));
        QVERIFY(!info->score);
    }

    void unknownWordsAndCurrmove() {
        const auto info =
            parseInfo("info depth 3 currmove e2e4 currmovenumber 1 ebf 2.5 score cp 9");
        QVERIFY(info);
        QCOMPARE(*info->depth, 3);
        QCOMPARE(info->score->value, 9);
        QVERIFY(info->pv.empty());
    }

    void garbledLines_data() {
        QTest::addColumn<QString>("line");
        QTest::newRow("depth word") << "info depth x score cp 5";
        QTest::newRow("score kind") << "info score pawns 5";
        QTest::newRow("score value") << "info score cp five";
        QTest::newRow("score cut") << "info score cp";
        QTest::newRow("wdl short") << "info wdl 1 2";
        QTest::newRow("nodes last") << "info nodes";
        QTest::newRow("not info") << "information depth 5";
        QTest::newRow("empty") << "";
    }

    void garbledLines() {
        QFETCH(QString, line);
        QVERIFY(!parseInfo(line.toStdString()));
    }

    void bestMove() {
        auto best = parseBestMove("bestmove e2e4 ponder e7e5");
        QCOMPARE(best->move, std::string("e2e4"));
        QCOMPARE(best->ponder, std::string("e7e5"));
        best = parseBestMove("bestmove\te7e8q\r\n");
        QCOMPARE(best->move, std::string("e7e8q"));
        QVERIFY(best->ponder.empty());
        QCOMPARE(parseBestMove("bestmove (none)")->move, std::string("(none)"));
        // A bare bestmove is an answer without a move, not a line to skip while waiting on.
        QCOMPARE(parseBestMove("bestmove")->move, std::string());
        QCOMPARE(parseBestMove("bestmove \r")->move, std::string());
        QVERIFY(!parseBestMove("info bestmove e2e4"));
        QVERIFY(!parseBestMove("bestmoves e2e4"));
    }

    // Every number an engine sends is range-checked where the line is read: inside the range the
    // value is taken as it is, one beyond it (or one that overflows) makes the line malformed.
    void numberRanges_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("cp max") << "info score cp 50000" << true;
        QTest::newRow("cp min") << "info score cp -50000" << true;
        QTest::newRow("cp beyond") << "info score cp 50001" << false;
        QTest::newRow("cp below") << "info score cp -50001" << false;
        QTest::newRow("cp overflow") << "info score cp 99999999999" << false;
        QTest::newRow("mate max") << "info score mate 1000" << true;
        QTest::newRow("mate min") << "info score mate -1000" << true;
        QTest::newRow("mate 0") << "info score mate 0" << true;
        QTest::newRow("mate 100000") << "info score mate 100000" << false;
        QTest::newRow("mate 2000000000") << "info score mate 2000000000" << false;
        QTest::newRow("mate -2147483648") << "info score mate -2147483648" << false;
        QTest::newRow("mate overflow") << "info score mate 9999999999" << false;
        QTest::newRow("depth 0") << "info depth 0" << true;
        QTest::newRow("depth max") << "info depth 1000 seldepth 1000" << true;
        QTest::newRow("depth beyond") << "info depth 1001" << false;
        QTest::newRow("depth negative") << "info depth -1" << false;
        QTest::newRow("seldepth beyond") << "info seldepth 1001" << false;
        QTest::newRow("multipv 0") << "info multipv 0" << false;
        QTest::newRow("multipv max") << "info multipv 1000" << true;
        QTest::newRow("multipv beyond") << "info multipv 1001" << false;
        QTest::newRow("nodes max") << "info nodes 18446744073709551615" << true;
        QTest::newRow("nodes overflow") << "info nodes 18446744073709551616" << false;
        QTest::newRow("nodes negative") << "info nodes -1" << false;
        QTest::newRow("nps negative") << "info nps -5" << false;
        QTest::newRow("time negative") << "info time -1" << false;
        QTest::newRow("time max") << "info time 9223372036854775807" << true;
        QTest::newRow("wdl max") << "info wdl 1000 0 0" << true;
        QTest::newRow("wdl beyond") << "info wdl 1001 0 0" << false;
        QTest::newRow("wdl negative") << "info wdl 500 -1 501" << false;
    }

    void numberRanges() {
        QFETCH(QString, line);
        QFETCH(bool, accepted);
        QCOMPARE(bool(parseInfo(line.toStdString())), accepted);
    }

    // The extreme scores accepted keep their sign, and a mate still ranks above any centipawns.
    void extremeScores() {
        QCOMPARE(parseInfo("info score mate 1000")->score->centipawns(), 99000);
        QCOMPARE(parseInfo("info score mate -1000")->score->centipawns(), -99000);
        QCOMPARE(parseInfo("info score cp 50000")->score->centipawns(), 50000);
    }

    void tokens() {
        QCOMPARE(uciTokens("  go \t wtime 100  "),
                 (std::vector<std::string_view>{"go", "wtime", "100"}));
        QVERIFY(uciTokens(" \t ").empty());
    }
};

QTEST_GUILESS_MAIN(TestUciProtocol)
#include "tst_uciprotocol.moc"
