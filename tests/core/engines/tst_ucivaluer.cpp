// An external UCI engine as the valuer of the look-ahead (engines::UciValuer), against the
// scripted fakeengine: the score it reports becomes the valuation, bounds are skipped, mates
// become mate scores, and an engine that fails is reported once and not asked again.

#include "../../timing.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"
#include "engines/ucivaluer.h"
#include "search/value.h"

#include <QElapsedTimer>
#include <QTest>

#include <chrono>
#include <thread>

using namespace kibitz;
using namespace kibitz::engines;

namespace {

// After 1. e4: the fake engine plays the first legal move in UCI text order, a7a5.
const char* const AfterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

EngineConfig fake(const QString& mode, int argument) {
    EngineConfig config;
    config.program = QStringLiteral(KIBITZ_FAKE_ENGINE);
    config.arguments = {mode, QString::number(argument)};
    return config;
}

// The fake engine that scores the moves as `list` says ("e2e4=30,..."), any other `other`.
EngineConfig scripted(const QString& list, int other) {
    EngineConfig config;
    config.program = QStringLiteral(KIBITZ_FAKE_ENGINE);
    config.arguments = {QStringLiteral("scores"), list, QString::number(other)};
    return config;
}

// A bare king and pawn against a king: White has few moves.
const char* const Kpk = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";

chess::Position position(const char* fen) {
    chess::Position p;
    p.setFen(fen);
    return p;
}

} // namespace

class TestUciValuer : public QObject {
    Q_OBJECT

private slots:
    // MultiPV set to the number of legal moves: every move with the engine's score, best first,
    // ties in the order of the legal moves.
    void scoreMovesScoresEveryMove() {
        QString error;
        auto valuer = UciValuer::start(scripted(QStringLiteral("e2e4=40,e1d2=-5"), -20), &error);
        QVERIFY2(valuer, qPrintable(error));
        const std::atomic<bool> stop{false};
        const chess::Position p = position(Kpk);
        const auto moves = valuer->scoreMoves(p, 1000, false, stop);
        QVERIFY(moves);
        QCOMPARE(int(moves->size()), int(chess::MoveList(p).size()));
        QCOMPARE(chess::toUci(p, moves->front().move), std::string("e2e4"));
        QCOMPARE(moves->front().score, 40);
        QCOMPARE(moves->front().depth, 2);
        QCOMPARE(chess::toUci(p, (*moves)[1].move), std::string("e1d2"));
        QCOMPARE((*moves)[1].score, -5);
        for (std::size_t i = 2; i < moves->size(); ++i) QCOMPARE((*moves)[i].score, -20);
        // The value search after it asks for one line again.
        const auto v = valuer->value(p, 1000, stop);
        QVERIFY(v);
        QCOMPARE(chess::toUci(p, v->bestMove), std::string("e2e4"));
        QCOMPARE(v->score, 40);
        QVERIFY(!valuer->failed());
    }

    // An engine that answers MultiPV with one line: no scores, no failure, and it is not asked
    // to score moves again (its value searches go on).
    void anEngineWithoutMultiPvScoresNoMoves() {
        QString error;
        auto valuer = UciValuer::start(fake(QStringLiteral("play"), 25), &error);
        QVERIFY2(valuer, qPrintable(error));
        const std::atomic<bool> stop{false};
        const chess::Position p = position(Kpk);
        QVERIFY(!valuer->scoreMoves(p, 1000, false, stop));
        QVERIFY(!valuer->failed());
        QVERIFY(!valuer->scoreMoves(p, 1000, true, stop));
        const auto v = valuer->value(p, 1000, stop);
        QVERIFY(v);
        QCOMPARE(v->score, 25);
    }

    // With movesByValueEngine the tree's moves are the valuer's, its v too; without, the
    // built-in engine's.
    void theTreesMovesComeFromTheValueEngine() {
        QString error;
        auto valuer = UciValuer::start(scripted(QStringLiteral("e1f1=70"), -30), &error);
        QVERIFY2(valuer, qPrintable(error));
        const std::atomic<bool> stop{false};
        const chess::Position p = position(Kpk);
        analysis::LookaheadSettings settings;
        settings.rootNodes = 2000;
        settings.leafNodes = 200;
        settings.maxExpansions = 2;
        settings.valueNodes = 1000;
        settings.valueEngine = "fake";
        settings.movesByValueEngine = true;
        search::TranspositionTable table(1);
        const analysis::LookaheadTree tree =
            analysis::buildLookahead(p, settings, table, stop, valuer.get());
        const analysis::LookaheadNode& first = tree.node(tree.node(0).children.front());
        QCOMPARE(chess::toUci(p, first.move), std::string("e1f1"));
        QCOMPARE(first.score, 70);
        QCOMPARE(chess::toUci(p, tree.bestMove()), std::string("e1f1"));
        QCOMPARE(tree.bestScore(), 70);
        QVERIFY(!tree.movesFellBack());
        QCOMPARE(tree.searchedNodes(), std::uint64_t(0)); // the built-in engine searched nothing
        for (std::size_t i = 1; i < tree.node(0).children.size(); ++i)
            QCOMPARE(tree.node(tree.node(0).children[i]).score, -30);
        // Expanded children were scored by it too: the scripted engine scores every move of
        // the position after e1f1 (none listed) at -30.
        QVERIFY(tree.expansions() > 0);
        for (const int c : tree.node(0).children)
            for (const int g : tree.node(c).children) QCOMPARE(tree.node(g).score, -30);

        settings.movesByValueEngine = false;
        const analysis::LookaheadTree builtIn =
            analysis::buildLookahead(p, settings, table, stop, valuer.get());
        QVERIFY(builtIn.searchedNodes() > 0);
        QVERIFY(builtIn.node(builtIn.node(0).children.front()).score != 70);
    }

    void reportsTheEnginesScoreAndMove() {
        QString error;
        auto valuer = UciValuer::start(fake(QStringLiteral("play"), 37), &error);
        QVERIFY2(valuer, qPrintable(error));
        const std::atomic<bool> stop{false};
        const chess::Position p = position(AfterE4);
        const auto v = valuer->value(p, 1000, stop);
        QVERIFY(v);
        QCOMPARE(v->score, 37);
        QCOMPARE(v->depth, 1);
        QCOMPARE(chess::toUci(p, v->bestMove), std::string("a7a5"));
        // Asked again, the same answer: a new game each time.
        const auto again = valuer->value(p, 1000, stop);
        QVERIFY(again);
        QCOMPARE(again->score, 37);
        QVERIFY(!valuer->failed());
    }

    // The second-best look: `go nodes N searchmoves` with every legal move but the one left out,
    // so the fake engine, which plays the first move in UCI order, plays the second.
    void valueWithoutLeavesTheMoveOut() {
        QString error;
        auto valuer = UciValuer::start(fake(QStringLiteral("play"), -12), &error);
        QVERIFY2(valuer, qPrintable(error));
        const std::atomic<bool> stop{false};
        const chess::Position p = position(AfterE4);
        const auto first = valuer->value(p, 1000, stop);
        QVERIFY(first);
        QCOMPARE(chess::toUci(p, first->bestMove), std::string("a7a5"));
        const auto other = valuer->valueWithout(p, first->bestMove, 1000, stop);
        QVERIFY(other);
        QCOMPARE(chess::toUci(p, other->bestMove), std::string("a7a6"));
        QCOMPARE(other->score, -12);
        const auto third = valuer->valueWithout(p, other->bestMove, 1000, stop);
        QVERIFY(third);
        QCOMPARE(chess::toUci(p, third->bestMove), std::string("a7a5"));
        QVERIFY(!valuer->failed());
    }

    // Every value engine gets one thread (each worker runs its own) and a 64 MB table (the third
    // look's 5,000,000 nodes overfill 16 MB); an option the user gives comes after them and wins.
    void theDefaultOptionsReachTheEngineAndTheUsersComeAfter() {
        const std::atomic<bool> stop{false};
        const chess::Position p = position(AfterE4);
        EngineConfig config = fake(QStringLiteral("options"), 0);
        config.options = UciValuer::defaultOptions();
        QString error;
        auto valuer = UciValuer::start(config, &error);
        QVERIFY2(valuer, qPrintable(error));
        auto v = valuer->value(p, 1000, stop);
        QVERIFY(v);
        QCOMPARE(v->depth, 1);  // Threads
        QCOMPARE(v->score, 64); // Hash
        config.options.emplace_back(QStringLiteral("Hash"), QStringLiteral("16"));
        valuer = UciValuer::start(config, &error);
        QVERIFY2(valuer, qPrintable(error));
        v = valuer->value(p, 1000, stop);
        QVERIFY(v);
        QCOMPARE(v->depth, 1);
        QCOMPARE(v->score, 16);
    }

    void skipsBoundsAndReadsMates() {
        const std::atomic<bool> stop{false};
        const chess::Position p = position(AfterE4);
        auto bounds = UciValuer::start(fake(QStringLiteral("bounds"), -52), nullptr);
        QVERIFY(bounds);
        QCOMPARE(bounds->value(p, 1000, stop)->score, -52);

        auto mates = UciValuer::start(fake(QStringLiteral("mate"), 3), nullptr);
        QVERIFY(mates);
        const auto win = mates->value(p, 1000, stop);
        QCOMPARE(win->score, search::mateIn(5));
        QCOMPARE(search::mateInMoves(win->score), 3);
        QCOMPARE(win->depth, 7);
        auto mated = UciValuer::start(fake(QStringLiteral("mate"), -2), nullptr);
        QVERIFY(mated);
        QCOMPARE(mated->value(p, 1000, stop)->score, search::matedIn(4));
        // Mated now, in a position with legal moves: refused, and the engine not asked again.
        auto mateZero = UciValuer::start(fake(QStringLiteral("mate"), 0), nullptr);
        QVERIFY(mateZero);
        QStringList reports;
        mateZero->onFailure([&](const QString& why) { reports << why; });
        QVERIFY(!mateZero->value(p, 1000, stop));
        QVERIFY(!mateZero->value(p, 1000, stop));
        QCOMPARE(reports.size(), 1);
        QVERIFY2(reports.at(0).contains(QStringLiteral("reported 'score mate 0' (mated now) for ") +
                                        QString::fromStdString(p.fen()) +
                                        QStringLiteral(", which has legal moves")),
                 qPrintable(reports.at(0)));
    }

    void anEngineThatDoesNotStartIsNamed() {
        QString error;
        EngineConfig missing;
        missing.program = QStringLiteral("/nonexistent/engine");
        QVERIFY(!UciValuer::start(missing, &error));
        QVERIFY2(error.startsWith(QStringLiteral("the engine '/nonexistent/engine' did not start")),
                 qPrintable(error));

        QVERIFY(!UciValuer::start(fake(QStringLiteral("exit"), 0), &error));
        QVERIFY2(error.endsWith(QStringLiteral("did not answer 'uci' with 'uciok'")),
                 qPrintable(error));
    }

    void aCrashIsReportedOnceAndTheEngineIsNotAskedAgain() {
        auto valuer = UciValuer::start(fake(QStringLiteral("crash"), 1), nullptr);
        QVERIFY(valuer);
        QStringList reports;
        valuer->onFailure([&](const QString& why) { reports << why; });
        const std::atomic<bool> stop{false};
        const chess::Position p = position(AfterE4);
        QVERIFY(valuer->value(p, 1000, stop)); // the first search is answered
        QVERIFY(!valuer->value(p, 1000, stop));
        QVERIFY(valuer->failed());
        QVERIFY(!valuer->value(p, 1000, stop));
        QCOMPARE(reports.size(), 1);
        QVERIFY2(reports.front().endsWith(QStringLiteral("stopped while it searched")),
                 qPrintable(reports.front()));
    }

    void anIllegalBestMoveIsAFailure() {
        auto valuer = UciValuer::start(fake(QStringLiteral("illegal"), 0), nullptr);
        QVERIFY(valuer);
        const std::atomic<bool> stop{false};
        QVERIFY(!valuer->value(position(AfterE4), 1000, stop));
        QVERIFY(valuer->failed());
        QVERIFY2(valuer->error().contains(QStringLiteral("no legal best move")),
                 qPrintable(valuer->error()));
    }

    // A bestmove without a legal move (none, or the null move) fails at once, rather than after the
    // minute a hung engine is given.
    void aBestMoveWithoutAMoveFailsAtOnce_data() {
        QTest::addColumn<QString>("mode");
        QTest::newRow("bare bestmove") << "nomove";
        QTest::newRow("bestmove 0000") << "null";
    }

    void aBestMoveWithoutAMoveFailsAtOnce() {
        QFETCH(QString, mode);
        auto valuer = UciValuer::start(fake(mode, 0), nullptr);
        QVERIFY(valuer);
        const std::atomic<bool> stop{false};
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!valuer->value(position(AfterE4), 1000, stop));
        // Far less than a hung engine is given.
        KIBITZ_VERIFY_TIMING(clock.elapsed() < 5000, clock.elapsed());
        QVERIFY(valuer->failed());
        QCOMPARE(valuer->error(),
                 QStringLiteral("the engine '%1 %2 0' gave no score or no legal best move for %3")
                     .arg(QStringLiteral(KIBITZ_FAKE_ENGINE), mode,
                          QString::fromStdString(position(AfterE4).fen())));
    }

    // An engine that says nothing after go is abandoned after the reply timeout (10 s), whatever
    // the node count.
    void aSilentEngineIsAbandoned() {
        auto valuer = UciValuer::start(fake(QStringLiteral("hang"), 0), nullptr);
        QVERIFY(valuer);
        QStringList reports;
        valuer->onFailure([&](const QString& why) { reports << why; });
        const std::atomic<bool> stop{false};
        QVERIFY(!valuer->value(position(AfterE4), 100'000'000, stop));
        QCOMPARE(reports,
                 QStringList{QStringLiteral("the engine '%1 hang 0' did not finish a search of "
                                            "100000000 nodes in time")
                                 .arg(QStringLiteral(KIBITZ_FAKE_ENGINE))});
    }

    // Stop (Ctrl+C) ends the wait for an engine that ignores stop within a second or so: the
    // engine is killed, and that is no failure to report.
    void stopEndsTheWaitForAHungEngine() {
        auto valuer = UciValuer::start(fake(QStringLiteral("hang"), 0), nullptr);
        QVERIFY(valuer);
        QStringList reports;
        valuer->onFailure([&](const QString& why) { reports << why; });
        std::atomic<bool> stop{false};
        std::thread stopper([&stop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            stop = true;
        });
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!valuer->value(position(AfterE4), 100'000'000, stop));
        stopper.join();
        // Far less than the search's own bound.
        KIBITZ_VERIFY_TIMING(clock.elapsed() < 5000, clock.elapsed());
        QVERIFY(reports.isEmpty());
        QVERIFY(valuer->failed());
    }

    // The sign of a mate survives any distance an engine reports; a distance out of range makes the
    // line malformed, so the engine gave no score.
    void hostileMateScores_data() {
        QTest::addColumn<QString>("score");
        QTest::addColumn<int>("value"); // 0: no valuation
        QTest::newRow("mate 1000") << "mate 1000" << search::mateIn(search::MaxPly);
        QTest::newRow("mate -1000") << "mate -1000" << search::matedIn(search::MaxPly);
        QTest::newRow("mate 64") << "mate 64" << search::mateIn(127);
        QTest::newRow("mate 0") << "mate 0" << 0; // mated now, with legal moves: not believed
        QTest::newRow("mate 100000") << "mate 100000" << 0;
        QTest::newRow("mate 2000000000") << "mate 2000000000" << 0;
        QTest::newRow("mate -2147483648") << "mate -2147483648" << 0;
        QTest::newRow("cp 50000") << "cp 50000" << search::ValueMaxEvaluation;
        QTest::newRow("cp 2000000000") << "cp 2000000000" << 0;
    }

    void hostileMateScores() {
        QFETCH(QString, score);
        QFETCH(int, value);
        EngineConfig config;
        config.program = QStringLiteral(KIBITZ_FAKE_ENGINE);
        config.arguments = {QStringLiteral("score"), score};
        auto valuer = UciValuer::start(config, nullptr);
        QVERIFY(valuer);
        const std::atomic<bool> stop{false};
        const auto v = valuer->value(position(AfterE4), 1000, stop);
        QCOMPARE(v.has_value(), value != 0);
        if (v) {
            QCOMPARE(v->score, value);
            QCOMPARE(search::isMateScore(v->score), score.startsWith(QStringLiteral("mate ")));
            QVERIFY(!search::isTablebaseScore(v->score)); // never Kibitz's own table verdict
        } else {
            QVERIFY2(valuer->error().contains(score == QLatin1String("mate 0")
                                                  ? QStringLiteral("reported 'score mate 0'")
                                                  : QStringLiteral("gave no score")),
                     qPrintable(valuer->error()));
        }
    }

    void aStoppedSearchGivesNothing() {
        auto valuer = UciValuer::start(fake(QStringLiteral("play"), 0), nullptr);
        QVERIFY(valuer);
        const std::atomic<bool> stop{true};
        QVERIFY(!valuer->value(position(AfterE4), 1000, stop));
        QVERIFY(!valuer->failed());
    }
};

QTEST_GUILESS_MAIN(TestUciValuer)
#include "tst_ucivaluer.moc"
