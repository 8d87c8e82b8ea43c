// The samples the WDL fit learns from: which positions of which games give one, with what score,
// material and result (tests/data/wdl/samples.pgn, whose games are described in its Event tags).

#include "analysis/wdlsamples.h"

#include <QTest>

#include <vector>

using namespace kibitz::analysis;

namespace {

const std::string Fixture = KIBITZ_TEST_DATA "/wdl/samples.pgn";

constexpr GameResult W = GameResult::WhiteWins;
constexpr GameResult D = GameResult::Draw;
constexpr GameResult L = GameResult::BlackWins;

SampleCollector collect(int minPly) {
    SampleCollector collector(minPly);
    const auto added = collector.addFile(Fixture);
    if (!added) qFatal("%s", added.error().c_str());
    return collector;
}

QString describe(const std::vector<WdlSample>& samples) {
    QStringList text;
    for (const WdlSample& s : samples)
        text << QStringLiteral("(%1, %2, %3)").arg(s.centipawns).arg(s.material).arg(int(s.result));
    return text.join(QLatin1Char(' '));
}

} // namespace

class TestWdlSamples : public QObject {
    Q_OBJECT

private slots:
    // The first 16 plies give nothing: game 2 (Legal's mate in 13 plies) gives no sample at all.
    void defaultMinPly() {
        const SampleCollector collector = collect(SampleCollector::DefaultMinPly);
        // Game 1, a win: plies 17 to 28 but 20 (a comment without eval); the variation's eval
        // is not on the main line. Material 52 after 8...Qxd1 9.Rxd1 (both queens gone), then
        // 13.Nxd6+ (-3) 49, 13...Rxd6 (-3) 46, 14.Rxd6 (-5) 41, 14...cxd6 (-5) 36.
        // Game 3, a draw: plies 17 to 26; 72 after 5...Bxc3+ 6.Qxc3, then 11.cxd5 71,
        // 11...Nxd5 70, 12.Bxd8 61, 12...Nxc3 52, 13.bxc3 49, 13...Rfxd8 46.
        // Game 4, a loss: plies 17 to 22 but 21 (#-5); 76 after 3...cxd4 4.Nxd4.
        const std::vector<WdlSample> expected{
            {29, 52, W},  {34, 52, W},  {22, 52, W}, {41, 52, W}, {55, 52, W},  {60, 52, W},
            {87, 52, W},  {91, 49, W},  {88, 46, W}, {95, 41, W}, {102, 36, W}, {15, 72, D},
            {10, 72, D},  {12, 72, D},  {5, 72, D},  {0, 71, D},  {-20, 70, D}, {-35, 61, D},
            {-10, 52, D}, {-5, 49, D},  {0, 46, D},  {20, 76, L}, {25, 76, L},  {18, 76, L},
            {-10, 76, L}, {-350, 76, L}};
        QVERIFY2(collector.samples() == expected, qPrintable(describe(collector.samples())));
        const SampleCounts& c = collector.counts();
        QCOMPARE(c.games, 7);
        QCOMPARE(c.gamesUsed, 3);           // games 1, 3, 4
        QCOMPARE(c.gamesWithoutResult, 1);  // game 5
        QCOMPARE(c.gamesWithError, 1);      // game 6, though it has evals after ply 16
        QCOMPARE(c.gamesWithoutSamples, 2); // game 2 (too short), game 7 (no evals)
        QCOMPARE(c.mateScores, 1);          // game 4, ply 21; game 2's are before ply 17
        QCOMPARE(c.samples, 26);
        QCOMPARE(c.samplesByResult[int(W)], 11);
        QCOMPARE(c.samplesByResult[int(D)], 10);
        QCOMPARE(c.samplesByResult[int(L)], 5);
    }

    // From ply 9: game 1 adds plies 9 to 16, game 3 plies 11 to 16, game 2 its 5.Nxe5 (the
    // only eval in pawns; its three mate scores are counted and skipped).
    void earlierPlies() {
        const SampleCollector collector = collect(8);
        const SampleCounts& c = collector.counts();
        QCOMPARE(c.samples, 41);
        QCOMPARE(c.samplesByResult[int(W)], 11 + 8 + 1);
        QCOMPARE(c.samplesByResult[int(D)], 10 + 6);
        QCOMPARE(c.samplesByResult[int(L)], 5);
        QCOMPARE(c.gamesUsed, 4);
        QCOMPARE(c.gamesWithoutSamples, 1);
        QCOMPARE(c.mateScores, 4);
        const std::vector<WdlSample>& s = collector.samples();
        // Game 1 from 5.O-O (72 after 4.Bxc6 dxc6) to 8...Qxd1 (61), then as before.
        const std::vector<WdlSample> game1{{25, 72, W}, {30, 72, W}, {28, 72, W}, {35, 71, W},
                                           {31, 70, W}, {33, 70, W}, {29, 70, W}, {30, 61, W}};
        QVERIFY(std::equal(game1.begin(), game1.end(), s.begin()));
        QCOMPARE(s.at(19), (WdlSample{120, 77, W})); // game 2: 5.Nxe5 took a pawn
        QCOMPARE(s.at(20), (WdlSample{20, 72, D}));  // game 3: 6.Qxc3
        // Nothing before ply 9 has an eval, so no limit at all gives the same samples.
        QVERIFY(collect(0).samples() == s);
    }

    void laterPlies() {
        const SampleCollector collector = collect(20);
        QCOMPARE(collector.counts().samples, 8 + 6 + 1);
        QCOMPARE(collector.counts().mateScores, 1);
        QCOMPARE(collector.samples().front(), (WdlSample{41, 52, W}));
        QCOMPARE(collector.samples().back(), (WdlSample{-350, 76, L}));
    }

    // Scores are exact hundredths of a pawn; plies count from the game's start position, whoever
    // moves first; the material is that after the move.
    void scoresAndSetUp() {
        auto reader = kibitz::pgn::PgnReader::fromText(
            "[Result \"0-1\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/R3K3 b - - 0 40\"]\n\n"
            "40... Kd7 {[%eval 0.29]} 41. Rd1+ {[%eval -0.07]} 41... Kc6 {[%eval 12.345]} "
            "42. e4 {[%eval -1e3]} 42... Kc5 {[%eval 0.5,30]} 43. Rd5+ {[%eval #4]} 0-1\n");
        kibitz::pgn::Game game;
        QVERIFY(reader->readGame(game));
        SampleCollector collector(1);
        QCOMPARE(collector.addGame(game, reader->report()), 4);
        const std::vector<WdlSample> expected{
            {-7, 6, L}, {1234.5, 6, L}, {-100000, 6, L}, {50, 6, L}};
        QVERIFY2(collector.samples() == expected, qPrintable(describe(collector.samples())));
        QCOMPARE(collector.counts().mateScores, 1);
        QCOMPARE(collector.minPly(), 1);
    }

    void reportsEachGame() {
        SampleCollector collector;
        std::vector<std::int64_t> numbers;
        std::vector<std::int64_t> errors;
        const auto added = collector.addFile(Fixture, [&](const kibitz::pgn::GameReport& r) {
            numbers.push_back(r.number);
            if (r.error) errors.push_back(r.number);
        });
        QVERIFY(added);
        QCOMPARE(*added, 26);
        QCOMPARE(numbers, (std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7}));
        QCOMPARE(errors, (std::vector<std::int64_t>{6}));
        // A second file adds to the first.
        QCOMPARE(*collector.addFile(Fixture), 26);
        QCOMPARE(collector.counts().samples, 52);
        QCOMPARE(collector.counts().games, 14);
    }

    void missingFile() {
        SampleCollector collector;
        const auto added = collector.addFile("/nonexistent.pgn");
        QVERIFY(!added);
        QCOMPARE(QString::fromStdString(added.error()),
                 QStringLiteral("/nonexistent.pgn: No such file or directory"));
        QCOMPARE(collector.counts().games, 0);
    }
};

QTEST_GUILESS_MAIN(TestWdlSamples)
#include "tst_wdlsamples.moc"
