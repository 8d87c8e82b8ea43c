// Match statistics against values worked out by hand from the formulas in matchstats.h.

#include "engines/matchstats.h"

#include <QTest>

#include <cmath>

using namespace kibitz::engines;

class TestMatchStats : public QObject {
    Q_OBJECT

private slots:
    void eloFromScore() {
        QVERIFY(std::abs(kibitz::engines::eloFromScore(0.75) - 190.8485) < 1e-3); // 400·log10(3)
        QVERIFY(std::abs(kibitz::engines::eloFromScore(0.25) + 190.8485) < 1e-3);
        QCOMPARE(kibitz::engines::eloFromScore(0.5), 0.0);
        QVERIFY(std::isinf(kibitz::engines::eloFromScore(1.0)) &&
                kibitz::engines::eloFromScore(1.0) > 0);
        QVERIFY(std::isinf(kibitz::engines::eloFromScore(0.0)) &&
                kibitz::engines::eloFromScore(0.0) < 0);
    }

    void trinomialInterval() {
        // 10 wins, 10 draws: score 0.75, per-game variance 0.0625, so the mean's 95% interval is
        // 0.75 ± 1.96·sqrt(0.0625/20) = [0.6404, 0.8596], which is [100.3, 314.7] Elo.
        const EloEstimate e = estimateElo(GameCounts{10, 10, 0});
        QVERIFY(std::abs(e.elo - 190.8485) < 1e-3);
        QVERIFY(e.error95);
        QVERIFY(std::abs(*e.error95 - 107.2215) < 1e-3);
        QCOMPARE(formatElo(e), std::string("+190.8 +/- 107.2"));

        const EloEstimate even = estimateElo(GameCounts{30, 40, 30});
        QCOMPARE(even.elo, 0.0);
        QVERIFY(std::abs(*even.error95 - 53.1580) < 1e-3);

        const EloEstimate strong = estimateElo(GameCounts{120, 50, 30});
        QVERIFY(std::abs(strong.elo - 168.4021) < 1e-3);
        QVERIFY(std::abs(*strong.error95 - 45.0793) < 1e-3);
    }

    void unboundedIntervals() {
        // All won: the Elo is infinite. All drawn: no spread, so the width is unknown.
        QCOMPARE(formatElo(estimateElo(GameCounts{5, 0, 0})), std::string("+inf"));
        QCOMPARE(formatElo(estimateElo(GameCounts{0, 0, 5})), std::string("-inf"));
        const EloEstimate drawn = estimateElo(GameCounts{0, 8, 0});
        QCOMPARE(drawn.elo, 0.0);
        QVERIFY(!drawn.error95);
        QCOMPARE(formatElo(drawn), std::string("+0.0 +/- inf"));
        // 2 wins and 1 loss: the interval reaches past 100%.
        QVERIFY(!estimateElo(GameCounts{2, 0, 1}).error95);
        QCOMPARE(estimateElo(GameCounts{}).elo, 0.0);
    }

    void pentanomialInterval() {
        // 20 pairs scored 0, 0.25, 0.5, 0.75, 1 (per game): mean 0.5125, variance 0.0586.
        PairCounts pairs;
        pairs.counts = {1, 4, 10, 3, 2};
        QCOMPARE(pairs.pairs(), 20);
        const EloEstimate e = estimateElo(pairs);
        QVERIFY(std::abs(e.elo - 8.6877) < 1e-3);
        QVERIFY(std::abs(*e.error95 - 75.3148) < 1e-3);
    }

    void likelihoodOfSuperiority() {
        QCOMPARE(kibitz::engines::likelihoodOfSuperiority(GameCounts{0, 10, 0}), 0.5);
        QCOMPARE(kibitz::engines::likelihoodOfSuperiority(GameCounts{7, 3, 7}), 0.5);
        // 0.5·(1 + erf(10 / sqrt(20)))
        QVERIFY(std::abs(kibitz::engines::likelihoodOfSuperiority(GameCounts{10, 5, 0}) -
                         0.999217) < 1e-6);
        QVERIFY(std::abs(kibitz::engines::likelihoodOfSuperiority(GameCounts{0, 5, 10}) -
                         0.000783) < 1e-6);
    }

    // The share of the decisive games a side won, as the Invisible Chess paper reports it, with
    // Wilson's 95% interval: 125 of 200 is 62.5% (55.6-68.9%); none of 10 is 0-27.8%.
    void shareOfDecisiveGames() {
        Share s = shareOf(125, 200);
        QCOMPARE(s.share, 0.625);
        QVERIFY(std::abs(s.low - 0.556143) < 1e-6);
        QVERIFY(std::abs(s.high - 0.689146) < 1e-6);
        s = shareOf(0, 10);
        QCOMPARE(s.share, 0.0);
        QCOMPARE(s.low, 0.0);
        QVERIFY(std::abs(s.high - 0.277533) < 1e-6);
        s = shareOf(10, 10);
        QVERIFY(std::abs(s.low - 0.722467) < 1e-6);
        QVERIFY(s.high <= 1.0);
        s = shareOf(0, 0);
        QCOMPARE(s.share, 0.5);
        QCOMPARE(s.low, 0.0);
        QCOMPARE(s.high, 1.0);
    }

    void phoenixThesisResult() {
        // The Phoenix thesis (seed 002, §4.3): its tuned engine against CuckooChess, 1000 games
        // at 3 s a move, 422 won, 250 drawn, 328 lost. Score 0.547: +32.8 Elo, the 95% interval
        // ±18.7 (per-game variance 0.1782), and a likelihood of superiority of 99.97%
        // (0.5·(1 + erf(94 / sqrt(1500)))). The thesis's EloStat run said +19 against a rated
        // opponent, a different calculation (its rating of CuckooChess, not the score alone).
        const GameCounts thesis{422, 250, 328};
        QCOMPARE(thesis.games(), 1000);
        QCOMPARE(thesis.score(), 0.547);
        const EloEstimate e = estimateElo(thesis);
        QVERIFY(std::abs(e.elo - 32.7556) < 1e-3);
        QVERIFY(e.error95);
        QVERIFY(std::abs(*e.error95 - 18.7226) < 1e-3);
        QCOMPARE(formatElo(e), std::string("+32.8 +/- 18.7"));
        QVERIFY(std::abs(kibitz::engines::likelihoodOfSuperiority(thesis) - 0.999701) < 1e-6);
    }
};

QTEST_GUILESS_MAIN(TestMatchStats)
#include "tst_matchstats.moc"
