// The scheduler of look-ahead rounds: games come back in the order they were added whatever
// finishes first, trees already known are not grown again, the progress counts every tree, and a
// cancel hands the first game back as it is.

#include "analysis/gameanalysis.h"
#include "analysis/lookaheadscheduler.h"
#include "pgn/reader.h"

#include <QTest>

#include <utility>
#include <vector>

using namespace kibitz;
using namespace kibitz::analysis;

namespace {

LookaheadPoolOptions smallPool(int threads) {
    LookaheadPoolOptions o;
    o.lookahead.rootNodes = 20'000;
    o.lookahead.leafNodes = 2'000;
    o.lookahead.maxExpansions = 12;
    o.threads = threads;
    o.hashMegabytes = 4;
    return o;
}

pgn::Game gameOf(const std::string& moves) {
    auto reader = pgn::PgnReader::fromText("[Event \"t\"]\n\n" + moves + " *\n");
    pgn::Game game;
    if (!reader->readGame(game)) qFatal("the test's game does not read");
    return game;
}

// A game's main line as one work: each distinct position once, its tree filling every ply.
LookaheadWork workOf(const pgn::Game& game) {
    DistinctPositions distinct = distinctMainLinePositions(game);
    LookaheadWork work;
    work.positions = std::move(distinct.positions);
    work.alike.resize(work.positions.size());
    for (std::size_t ply = 0; ply < distinct.ofPly.size(); ++ply)
        work.alike[distinct.ofPly[ply]].push_back(ply);
    work.trees.resize(distinct.ofPly.size());
    return work;
}

} // namespace

class TestLookaheadScheduler : public QObject {
    Q_OBJECT

private slots:
    void gamesComeBackInTheOrderAdded() {
        const pgn::Game longGame = gameOf("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6");
        const pgn::Game shortGame = gameOf("1. d4");
        const std::atomic<bool> never{false};
        LookaheadScheduler scheduler(smallPool(2), never);
        scheduler.add(workOf(longGame));
        scheduler.add(workOf(shortGame));
        QCOMPARE(scheduler.inFlight(), std::size_t(2));
        QCOMPARE(scheduler.positionsInFlight(), std::size_t(11));

        const LookedWork first = scheduler.takeFirst();
        QVERIFY(!first.stopped);
        QCOMPARE(first.trees.size(), std::size_t(9));
        const std::vector<chess::Position> positions = mainLinePositions(longGame);
        for (std::size_t ply = 0; ply < positions.size(); ++ply)
            QCOMPARE(first.trees[ply]->position().key(), positions[ply].key());
        const LookedWork second = scheduler.takeFirst();
        QCOMPARE(second.trees.size(), std::size_t(2));
        QCOMPARE(second.trees[1]->position().key(), mainLinePositions(shortGame)[1].key());
        QCOMPARE(scheduler.inFlight(), std::size_t(0));
        QCOMPARE(scheduler.positionsInFlight(), std::size_t(0));
        QCOMPARE(scheduler.positionsDone(), std::int64_t(11));
    }

    void knownTreesAreNotGrownAgain() {
        const pgn::Game game = gameOf("1. e4 e5");
        const std::atomic<bool> never{false};
        LookaheadCache cache;
        std::vector<SharedLookahead> grown;
        {
            LookaheadScheduler scheduler(smallPool(1), never, &cache);
            scheduler.add(workOf(game));
            grown = scheduler.takeFirst().trees;
        }
        QCOMPARE(cache.size(), std::size_t(3));

        LookaheadWork again;
        again.trees = grown;
        std::vector<std::pair<int, int>> reports;
        again.progress = [&](int done, int total) { reports.emplace_back(done, total); };
        LookaheadScheduler scheduler(smallPool(1), never, &cache);
        scheduler.add(std::move(again));
        const LookedWork looked = scheduler.takeFirst();
        QCOMPARE(looked.trees, grown);
        QCOMPARE(scheduler.positionsDone(), std::int64_t(0));
        QCOMPARE(reports, (std::vector<std::pair<int, int>>{{3, 3}}));
    }

    void theProgressCountsEveryTree() {
        const pgn::Game game = gameOf("1. e4 e5 2. Nf3");
        LookaheadWork work = workOf(game);
        std::vector<std::pair<int, int>> reports;
        work.progress = [&](int done, int total) { reports.emplace_back(done, total); };
        const std::atomic<bool> never{false};
        LookaheadScheduler scheduler(smallPool(2), never);
        scheduler.add(std::move(work));
        scheduler.takeFirst();
        // One report per tree, in order; no check rounds at these settings.
        QCOMPARE(reports, (std::vector<std::pair<int, int>>{{1, 4}, {2, 4}, {3, 4}, {4, 4}}));
    }

    void aCancelHandsTheFirstGameBackAsItIs() {
        const pgn::Game game = gameOf("1. e4 e5 2. Nf3 Nc6");
        std::atomic<bool> cancel{true};
        LookaheadScheduler scheduler(smallPool(2), cancel);
        scheduler.add(workOf(game));
        QVERIFY(!scheduler.takeFinished(std::chrono::milliseconds(10)));
        const LookedWork looked = scheduler.takeFirst();
        QVERIFY(looked.stopped);
        QCOMPARE(looked.trees.size(), std::size_t(5));
        for (const SharedLookahead& tree : looked.trees) QVERIFY(!tree);
    }
};

QTEST_GUILESS_MAIN(TestLookaheadScheduler)
#include "tst_lookaheadscheduler.moc"
