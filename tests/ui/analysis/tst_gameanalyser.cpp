// The analyser of the game on the board: trees grown on worker threads with progress, a back-up
// at new strengths over the same trees, stale jobs dropped, an event loop that never stalls, and
// annotations that follow the strengths. Small node budgets: the machine is shared.

#include "../testsupport.h"
#include "chess/movegen.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "ui/analysis/gameanalyser.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <mutex>
#include <set>
#include <thread>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

pgn::Game realGame() {
    auto reader = pgn::PgnReader::open(KIBITZ_SHARED_DATA "/pgn/molinari-bordais-1979.pgn");
    pgn::Game game;
    if (reader) (*reader)->readGame(game);
    return game;
}

analysis::LookaheadSettings smallSettings() {
    analysis::LookaheadSettings settings;
    settings.rootNodes = 5000;
    settings.leafNodes = 500;
    settings.maxExpansions = 4;
    return settings;
}

// An external engine in miniature: its first legal move at a score no search gives, noting the
// threads it was made on.
struct ValuerLog {
    std::mutex mutex;
    std::set<std::thread::id> threads;
    int asked = 0;
};

class ScriptedValuer final : public analysis::RootValuer {
public:
    explicit ScriptedValuer(ValuerLog& log)
        : log_(log) {}
    std::optional<analysis::RootValuation> value(const chess::Position& position, std::uint64_t,
                                                 const std::atomic<bool>&) override {
        const std::lock_guard lock(log_.mutex);
        ++log_.asked;
        return analysis::RootValuation{*chess::MoveList(position).begin(), 77, 42};
    }

private:
    ValuerLog& log_;
};

using Watchdog = kibitz::testsupport::EventLoopWatchdog;

constexpr int Plies = 10;
constexpr int AnalysisTimeoutMs = 120'000;

} // namespace

class TestGameAnalyser : public QObject {
    Q_OBJECT

private slots:
    void analysesEveryPositionWithoutBlockingTheEventLoop() {
        const pgn::Game game = realGame();
        QCOMPARE(int(game.tree().mainLine().size()), Plies + 1);
        GameAnalyser analyser;
        analyser.setThreads(1); // a core left for the event loop on a two-core machine
        QSignalSpy started(&analyser, &GameAnalyser::started);
        QSignalSpy progress(&analyser, &GameAnalyser::progress);
        QSignalSpy analysed(&analyser, &GameAnalyser::analysed);
        // What the analysis knows so far, and whether result() was still null then.
        std::vector<SharedGameAnalysis> partials;
        connect(&analyser, &GameAnalyser::provisional, this,
                [&](const SharedGameAnalysis& partial) {
                    QVERIFY(!analyser.result());
                    partials.push_back(partial);
                });
        // Forty times the root search of the other tests, so that the watchdog has a while to
        // watch.
        analysis::LookaheadSettings settings = smallSettings();
        settings.rootNodes = 200'000;
        Watchdog watchdog;
        QElapsedTimer clock;
        clock.start();
        analyser.analyse(game, settings);
        // analyse() hands the work over at once.
        KIBITZ_VERIFY_TIMING(clock.elapsed() < 50, clock.elapsed());
        QVERIFY(analyser.isRunning());
        QCOMPARE(started.size(), 1);
        QCOMPARE(started.first().at(0).toInt(), Plies + 1);
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), 1, AnalysisTimeoutMs);
        qInfo("analysis took %lld ms; the largest event-loop gap was %lld ms", clock.elapsed(),
              watchdog.largestGap());
        KIBITZ_VERIFY_TIMING(watchdog.largestGap() < 100, watchdog.largestGap());
        QVERIFY(!analyser.isRunning());

        QCOMPARE(progress.size(), Plies + 1);
        for (int i = 0; i < progress.size(); ++i) {
            QCOMPARE(progress.at(i).at(0).toInt(), i + 1);
            QCOMPARE(progress.at(i).at(1).toInt(), Plies + 1);
        }
        const auto result = analysed.first().at(0).value<SharedGameAnalysis>();
        QVERIFY(result);
        QCOMPARE(result, analyser.result());
        QCOMPARE(result->plyCount(), Plies + 1);
        QCOMPARE(int(result->trees.size()), Plies + 1);
        QCOMPARE(result->generation, analyser.generation());
        QCOMPARE(result->settings, settings);
        for (int ply = 0; ply <= Plies; ++ply) QVERIFY(result->at(ply));
        QVERIFY(!result->at(Plies + 1));
        QCOMPARE(result->at(0)->moves.size(), std::size_t(20));
        QCOMPARE(result->at(Plies)->gameEnd, chess::GameEnd::Checkmate);
        QCOMPARE(analyser.cache().size(), std::size_t(Plies + 1));

        // The first progress brought a provisional judgement, at once; later ones came with more
        // trees each, none with all of them (the last tree brings the result instead, or a
        // provisional one just before it). Where a tree is in, its analysis is the result's: these
        // settings take no deeper looks, which would replace trees at the end.
        QVERIFY(!partials.empty());
        int before = 0;
        for (const SharedGameAnalysis& partial : partials) {
            QCOMPARE(partial->plyCount(), Plies + 1);
            QCOMPARE(partial->generation, result->generation);
            QVERIFY(!partial->ratings);
            int trees = 0;
            for (int ply = 0; ply <= Plies; ++ply) {
                const auto i = std::size_t(ply);
                QCOMPARE(bool(partial->at(ply)), bool(partial->trees[i]));
                if (!partial->trees[i]) continue;
                ++trees;
                QCOMPARE(partial->trees[i].get(), result->trees[i].get());
                QCOMPARE(partial->at(ply)->utility, result->at(ply)->utility);
                QCOMPARE(partial->at(ply)->tension, result->at(ply)->tension);
            }
            QVERIFY(trees > before);
            before = trees;
        }
        QVERIFY(partials.front()->at(0)); // one worker: the positions in order
    }

    void newStrengthsOnlyRunTheBackUpAgain() {
        GameAnalyser analyser;
        QSignalSpy analysed(&analyser, &GameAnalyser::analysed);
        analyser.analyse(realGame(), smallSettings());
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), 1, AnalysisTimeoutMs);
        const SharedGameAnalysis first = analyser.result();
        const std::size_t cached = analyser.cache().size();

        QElapsedTimer clock;
        clock.start();
        analyser.setStrengths({{500}, {500}});
        const double weakMs = clock.nsecsElapsed() / 1e6;
        clock.restart();
        QCOMPARE(analysed.size(), 2); // at once, not from the event loop
        const SharedGameAnalysis weak = analyser.result();
        analyser.setStrengths({{3000}, {3000}});
        const double strongMs = clock.nsecsElapsed() / 1e6;
        QCOMPARE(analysed.size(), 3);
        const SharedGameAnalysis strong = analyser.result();
        qInfo("back-up of the game's %d trees: %.3f ms and %.3f ms", Plies + 1, weakMs, strongMs);
        QVERIFY2(weakMs < 50 && strongMs < 50, qPrintable(QString::number(weakMs + strongMs)));

        QCOMPARE(weak->merits.whiteMerit, 0.5);
        QCOMPARE(strong->merits.blackMerit, 3.0);
        // The same trees, no new ones.
        QCOMPARE(analyser.cache().size(), cached);
        for (int ply = 0; ply <= Plies; ++ply) {
            QCOMPARE(weak->trees[std::size_t(ply)].get(), first->trees[std::size_t(ply)].get());
            QCOMPARE(strong->trees[std::size_t(ply)].get(), first->trees[std::size_t(ply)].get());
        }
        QCOMPARE(weak->generation, first->generation);
        // The start position has 20 moves of different worth: weak play is nearer random.
        const auto* w = weak->at(0);
        const auto* s = strong->at(0);
        QVERIFY(w->utility != s->utility);
        QVERIFY(w->moveEntropy > s->moveEntropy);
        QCOMPARE(w->value, s->value); // v does not depend on the strengths
        // The mate at the end does not depend on them either.
        QCOMPARE(weak->at(Plies)->utility, -1.0);
        QCOMPARE(strong->at(Plies)->utility, -1.0);
    }

    void strengthsBeforeTheTreesAreUsedWhenTheyArrive() {
        GameAnalyser analyser;
        QSignalSpy analysed(&analyser, &GameAnalyser::analysed);
        analyser.setStrengths({{1200}, {2700}}); // nothing to back up yet
        QCOMPARE(analysed.size(), 0);
        analyser.analyse(realGame(), smallSettings());
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), 1, AnalysisTimeoutMs);
        QCOMPARE(analyser.result()->merits.whiteMerit, 1.2);
        QCOMPARE(analyser.result()->at(3)->merits.blackMerit, 2.7);
    }

    void cancelledAnalysisDeliversNothing() {
        GameAnalyser analyser;
        analyser.setThreads(1);
        QSignalSpy progress(&analyser, &GameAnalyser::progress);
        QSignalSpy analysed(&analyser, &GameAnalyser::analysed);
        QSignalSpy cancelled(&analyser, &GameAnalyser::cancelled);
        analysis::LookaheadSettings settings = smallSettings();
        settings.rootNodes = 50'000; // long enough to be caught mid-run
        analyser.analyse(realGame(), settings);
        const int stale = analyser.generation();
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), AnalysisTimeoutMs);
        analyser.cancel();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!analyser.isRunning());
        QVERIFY(analyser.generation() != stale);
        const qsizetype reported = progress.size();
        // The job stops within a search's stop check; whatever it still sends is dropped.
        QTest::qWait(1000);
        QCOMPARE(analysed.size(), 0);
        QCOMPARE(progress.size(), reported);
        QVERIFY(!analyser.result());
        QVERIFY(analyser.cache().size() < std::size_t(Plies + 1));
        analyser.cancel(); // nothing running: nothing happens
        QCOMPARE(cancelled.size(), 1);
    }

    void destroyedWhileRunning() {
        QElapsedTimer clock;
        {
            GameAnalyser analyser;
            QSignalSpy progress(&analyser, &GameAnalyser::progress);
            analysis::LookaheadSettings settings = smallSettings();
            settings.rootNodes = 50'000;
            analyser.analyse(realGame(), settings);
            QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), AnalysisTimeoutMs);
            clock.start();
        } // stops and joins the job
        qInfo("destroyed mid-run in %lld ms", clock.elapsed());
        KIBITZ_VERIFY_TIMING(clock.elapsed() < 1000, clock.elapsed());
        QTest::qWait(100); // nothing it sent is delivered to the dead analyser
    }

    void aNewAnalysisMakesTheRunningOneStale() {
        GameAnalyser analyser;
        QSignalSpy analysed(&analyser, &GameAnalyser::analysed);
        analysis::LookaheadSettings first = smallSettings();
        first.rootNodes = 50'000;
        analyser.analyse(realGame(), first);
        analysis::LookaheadSettings second = smallSettings();
        second.maxExpansions = 2;
        analyser.analyse(realGame(), second);
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), 1, AnalysisTimeoutMs);
        QTest::qWait(200);
        QCOMPARE(analysed.size(), 1);
        const auto result = analysed.first().at(0).value<SharedGameAnalysis>();
        QCOMPARE(result->settings, second);
        QCOMPARE(result->generation, analyser.generation());
    }

    void theValuerFactoryValuesEveryTree() {
        GameAnalyser analyser;
        analyser.setThreads(2);
        QSignalSpy analysed(&analyser, &GameAnalyser::analysed);
        ValuerLog log;
        analyser.setValuerFactory(
            [&log]() -> std::unique_ptr<analysis::RootValuer> {
                const std::lock_guard lock(log.mutex);
                log.threads.insert(std::this_thread::get_id());
                return std::make_unique<ScriptedValuer>(log);
            },
            "scripted");
        QVERIFY(analyser.hasValuerFactory());
        QCOMPARE(analyser.valueEngine(), std::string("scripted"));
        analysis::LookaheadSettings settings = smallSettings();
        settings.valueNodes = 2000;
        analyser.analyse(realGame(), settings);
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), 1, AnalysisTimeoutMs);
        const auto valued = analyser.result();
        QCOMPARE(valued->settings.valueEngine, std::string("scripted"));
        QCOMPARE(valued->plyCount(), Plies + 1);
        // Every position but the last, where the game is over (Nd3#) and nothing is searched.
        for (int ply = 0; ply < Plies; ++ply) {
            const analysis::SharedLookahead& tree = valued->trees[std::size_t(ply)];
            QVERIFY(tree);
            QCOMPARE(tree->bestScore(), 77);
            QCOMPARE(tree->rootDepth(), 42);
        }
        {
            const std::lock_guard lock(log.mutex);
            QCOMPARE(log.asked, Plies);
            // One valuer per worker, made on the worker's thread, never the GUI thread.
            QVERIFY(!log.threads.empty() && log.threads.size() <= 2);
            QVERIFY(!log.threads.contains(std::this_thread::get_id()));
        }

        // Without the factory, the built-in engine values, and its trees are not the cached ones.
        analyser.setValuerFactory({}, "ignored");
        QVERIFY(!analyser.hasValuerFactory());
        QCOMPARE(analyser.valueEngine(), std::string());
        analysis::LookaheadSettings named = settings;
        named.valueEngine = "scripted"; // no factory: not what values
        analyser.analyse(realGame(), named);
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), 2, AnalysisTimeoutMs);
        const auto plain = analyser.result();
        QCOMPARE(plain->settings, settings);
        int fromTheValuer = 0;
        for (std::size_t i = 0; i < plain->trees.size(); ++i) {
            QVERIFY(plain->trees[i] && plain->trees[i] != valued->trees[i]);
            fromTheValuer += plain->trees[i]->rootDepth() == 42;
        }
        QCOMPARE(fromTheValuer, 0);
        QCOMPARE(analyser.cache().size(), std::size_t(2 * (Plies + 1)));
        const std::lock_guard lock(log.mutex);
        QCOMPARE(log.asked, Plies);
    }

    void annotationsFollowTheStrengths() {
        GameAnalyser analyser;
        QSignalSpy analysed(&analyser, &GameAnalyser::analysed);
        const pgn::Game game = realGame();
        // Nothing analysed: the game as it is.
        QCOMPARE(pgn::writeGame(analyser.annotatedGame()), pgn::writeGame(pgn::Game{}));
        analyser.analyse(game, smallSettings());
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), 1, AnalysisTimeoutMs);

        // At the strengths of the tags (none here: the default 2.00), the note says "default".
        analyser.setStrengths({{2000}, {2000}});
        const std::string byDefault = pgn::writeGame(analyser.annotatedGame());
        QVERIFY2(byDefault.find("[Annotator \"Kibitz 0.") != std::string::npos, byDefault.c_str());
        analyser.setStrengths({{400}, {400}});
        const SharedGameAnalysis weakResult = analyser.result();
        const pgn::Game weakGame = analyser.annotatedGame();
        const std::string weak = pgn::writeGame(weakGame);
        analyser.setStrengths({{3200}, {3200}});
        const SharedGameAnalysis strongResult = analyser.result();
        const pgn::Game strongGame = analyser.annotatedGame();
        const std::string strong = pgn::writeGame(strongGame);
        QVERIFY(weak != strong);
        // Where Table 2 or 3 judge a move or position otherwise at the two strengths, the
        // annotated moves differ, not only the note at the top.
        const auto weakJudged = annotate::judgeGame(weakResult->analyses, game, {});
        const auto strongJudged = annotate::judgeGame(strongResult->analyses, game, {});
        QCOMPARE(weakJudged.size(), strongJudged.size());
        int differing = 0;
        for (std::size_t i = 0; i < weakJudged.size(); ++i)
            differing += weakJudged[i].judgement.symbol != strongJudged[i].judgement.symbol ||
                         weakJudged[i].after != strongJudged[i].after;
        qInfo("%d of %zu moves judged otherwise at 0.4 and 3.2", differing, weakJudged.size());
        const auto movetext = [](const std::string& text) {
            return text.substr(text.find("} 1. ")); // after the note
        };
        if (differing > 0) QVERIFY(movetext(weak) != movetext(strong));
        QVERIFY2(byDefault.find("2.00 (the default)") != std::string::npos, byDefault.c_str());
        QVERIFY2(weak.find("0.40") != std::string::npos, weak.c_str());
        QVERIFY2(strong.find("3.20") != std::string::npos, strong.c_str());
        // The main line's evaluations come from the same trees: equal at both strengths.
        const auto evals = [](const pgn::Game& annotated) {
            std::vector<std::string> found;
            for (const pgn::NodeId node : annotated.tree().mainLine()) {
                const std::string& comment = annotated.tree().commentAfter(node);
                const std::size_t at = comment.find("[%eval ");
                if (at != std::string::npos)
                    found.push_back(comment.substr(at, comment.find(']', at) - at));
            }
            return found;
        };
        QCOMPARE(evals(weakGame), evals(strongGame));
        QCOMPARE(evals(weakGame).size(), std::size_t(Plies - 1)); // none after the mate
        // The game itself is not changed by annotating a copy.
        QCOMPARE(pgn::writeGame(*analyser.result()->game), pgn::writeGame(game));
    }
};

QTEST_MAIN(TestGameAnalyser)
#include "tst_gameanalyser.moc"
