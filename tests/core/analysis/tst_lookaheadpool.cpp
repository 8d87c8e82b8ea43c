// The pool of look-ahead workers: each task's tree is the tree buildLookahead grows for its
// position alone, tasks start in the order added, a worker makes its valuer once and only if it has
// work, and a cancel drops the tasks not started. The scheduler of rounds over it: games come back
// in the order added, known trees are not grown again, the progress counts every tree, and a cancel
// hands the first game back as it is.

#include "analysis/gameanalysis.h"
#include "analysis/lookaheadpool.h"
#include "analysis/lookaheadscheduler.h"
#include "chess/movegen.h"
#include "pgn/reader.h"
#include "search/tt.h"

#include <QTest>

#include <map>
#include <mutex>
#include <set>
#include <thread>
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

std::vector<chess::Position> gamePositions() {
    auto reader = pgn::PgnReader::fromText("[Event \"t\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n");
    pgn::Game game;
    if (!reader->readGame(game)) qFatal("the test's game does not read");
    return mainLinePositions(game);
}

// What the valuers of one pool did: by thread, how many were made and how many positions each
// valued; whether each was asked on the thread that made it.
struct Valuers {
    std::mutex mutex;
    std::map<std::thread::id, int> made;
    std::map<std::thread::id, int> asked;
    bool onOwnThread = true;
};

class CountingValuer final : public RootValuer {
public:
    explicit CountingValuer(Valuers& log)
        : log_(log) {}
    std::optional<RootValuation> value(const chess::Position& position, std::uint64_t,
                                       const std::atomic<bool>&) override {
        const std::lock_guard lock(log_.mutex);
        ++log_.asked[std::this_thread::get_id()];
        log_.onOwnThread = log_.onOwnThread && made_ == std::this_thread::get_id();
        return RootValuation{*chess::MoveList(position).begin(), 55, 9};
    }

private:
    Valuers& log_;
    std::thread::id made_ = std::this_thread::get_id();
};

ValuerFactory countingFactory(Valuers& log) {
    return [&log]() -> std::unique_ptr<RootValuer> {
        const std::lock_guard lock(log.mutex);
        ++log.made[std::this_thread::get_id()];
        return std::make_unique<CountingValuer>(log);
    };
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

class TestLookaheadPool : public QObject {
    Q_OBJECT

private slots:
    void treesAreThoseOfBuildLookahead() {
        const std::vector<chess::Position> positions = gamePositions();
        QCOMPARE(positions.size(), std::size_t(7));
        const LookaheadPoolOptions options = smallPool(3);
        const std::atomic<bool> never{false};
        std::vector<SharedLookahead> trees(positions.size());
        LookaheadPool pool(options, never);
        for (std::size_t i = 0; i < positions.size(); ++i)
            pool.add(positions[i].clone(), [&trees, i](SharedLookahead tree) { trees[i] = tree; });
        pool.finish();
        for (std::size_t i = 0; i < positions.size(); ++i) {
            search::TranspositionTable table(4);
            const LookaheadTree alone =
                buildLookahead(positions[i], options.lookahead, table, never);
            QVERIFY(trees[i] && !trees[i]->wasStopped());
            QCOMPARE(trees[i]->fen(), alone.fen());
            QCOMPARE(trees[i]->nodes().size(), alone.nodes().size());
            QCOMPARE(trees[i]->searchedNodes(), alone.searchedNodes());
            QCOMPARE(trees[i]->bestMove(), alone.bestMove());
            QCOMPARE(trees[i]->bestScore(), alone.bestScore());
            QCOMPARE(trees[i]->expansions(), alone.expansions());
            for (std::size_t n = 0; n < alone.nodes().size(); ++n)
                QCOMPARE(trees[i]->nodes()[n].move, alone.nodes()[n].move);
        }
    }

    void oneWorkerTakesTheTasksInTheirOrder() {
        const std::vector<chess::Position> positions = gamePositions();
        const std::atomic<bool> never{false};
        std::vector<std::string> done;
        LookaheadPool pool(smallPool(1), never);
        for (const chess::Position& position : positions)
            pool.add(position.clone(),
                     [&done](SharedLookahead tree) { done.push_back(tree->fen()); });
        pool.finish();
        QCOMPARE(done.size(), positions.size());
        for (std::size_t i = 0; i < positions.size(); ++i) QCOMPARE(done[i], positions[i].fen());
    }

    void aValuerPerWorkerThatWorked() {
        const std::vector<chess::Position> positions = gamePositions();
        const std::atomic<bool> never{false};
        LookaheadPoolOptions options = smallPool(3);
        options.lookahead.valueNodes = 5'000;
        options.lookahead.valueEngine = "counting";

        // No task: no valuer.
        Valuers idle;
        options.makeValuer = countingFactory(idle);
        LookaheadPool(options, never).finish();
        QVERIFY(idle.made.empty());

        // One task on three workers: one valuer, made on the thread that grew the tree.
        Valuers single;
        options.makeValuer = countingFactory(single);
        std::thread::id grewIt;
        {
            LookaheadPool pool(options, never);
            pool.add(positions[0].clone(),
                     [&grewIt](SharedLookahead) { grewIt = std::this_thread::get_id(); });
            pool.finish();
        }
        QCOMPARE(single.made, (std::map<std::thread::id, int>{{grewIt, 1}}));
        QCOMPARE(single.asked, (std::map<std::thread::id, int>{{grewIt, 1}}));

        // Every task: one valuer on each worker that grew a tree, and only there, asked once for
        // each of its trees, on its own thread; the root's best line is the valuer's.
        Valuers all;
        options.makeValuer = countingFactory(all);
        std::map<std::thread::id, int> grown;
        std::vector<SharedLookahead> trees(positions.size());
        {
            LookaheadPool pool(options, never);
            for (std::size_t i = 0; i < positions.size(); ++i)
                pool.add(positions[i].clone(), [&, i](SharedLookahead tree) {
                    ++grown[std::this_thread::get_id()];
                    trees[i] = std::move(tree);
                });
            pool.finish();
        }
        QVERIFY(grown.size() >= 1 && grown.size() <= 3);
        QCOMPARE(all.asked, grown);
        QCOMPARE(int(all.made.size()), int(grown.size()));
        for (const auto& [thread, count] : all.made) {
            QCOMPARE(count, 1);
            QVERIFY(grown.contains(thread));
        }
        QVERIFY(all.onOwnThread);
        for (std::size_t i = 0; i < positions.size(); ++i) {
            QCOMPARE(trees[i]->bestScore(), 55);
            QCOMPARE(trees[i]->rootDepth(), 9);
            QCOMPARE(trees[i]->bestMove(), *chess::MoveList(positions[i]).begin());
        }
    }

    void cancelDropsTheTasksNotStarted() {
        const std::vector<chess::Position> positions = gamePositions();
        Valuers log;
        LookaheadPoolOptions options = smallPool(1);
        options.makeValuer = countingFactory(log);

        // Cancelled before the first task: no tree, no valuer.
        const std::atomic<bool> cancelled{true};
        int calls = 0;
        {
            LookaheadPool pool(options, cancelled);
            for (const chess::Position& position : positions)
                pool.add(position.clone(), [&calls](SharedLookahead) { ++calls; });
            pool.finish();
        }
        QCOMPARE(calls, 0);
        QVERIFY(log.made.empty());

        // Cancelled by the first result: the one worker takes no other task.
        std::atomic<bool> cancel{false};
        std::vector<std::string> done;
        {
            LookaheadPool pool(options, cancel);
            for (const chess::Position& position : positions)
                pool.add(position.clone(), [&](SharedLookahead tree) {
                    done.push_back(tree->fen());
                    cancel = true;
                });
            pool.finish();
        }
        QCOMPARE(done, std::vector<std::string>{positions[0].fen()});
        QCOMPARE(int(log.made.size()), 1);

        // stop() drops what was queued; a pool stopped at once grows at most what its worker
        // had already taken.
        std::atomic<bool> never{false};
        int stopped = 0;
        {
            LookaheadPool pool(options, never);
            for (const chess::Position& position : positions)
                pool.add(position.clone(), [&stopped](SharedLookahead) { ++stopped; });
            pool.stop();
        }
        QVERIFY(stopped <= 1);
    }

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

QTEST_GUILESS_MAIN(TestLookaheadPool)

#include "tst_lookaheadpool.moc"
