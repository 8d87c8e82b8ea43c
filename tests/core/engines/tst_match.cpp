// Games and matches against the scripted fakeengine: every way an engine can fail ends the game
// with the right result and reason, and the match goes on.

#include "chess/position.h"
#include "engines/match.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::engines;

namespace {

EngineConfig fake(const QString& name, const QStringList& arguments) {
    EngineConfig config;
    config.name = name;
    config.program = QStringLiteral(KIBITZ_FAKE_ENGINE);
    config.arguments = arguments;
    return config;
}

GameSettings fastSettings() {
    GameSettings settings;
    settings.timeControl = *parseTimeControl("5+0.05");
    settings.startTimeout = milliseconds(3000);
    return settings;
}

struct Played {
    GameOutcome outcome;
    pgn::Game game;
};

Played playGame(EngineConfig white, EngineConfig black, GameSettings settings = fastSettings()) {
    Opening start{std::string(chess::Position::StartFen), {}, "startpos"};
    MatchGame game({std::move(white), std::move(black)}, start, std::move(settings), 7);
    QSignalSpy finished(&game, &MatchGame::finished);
    game.start();
    if (finished.count() == 0 && !finished.wait(20000)) qFatal("the game did not finish");
    if (finished.count() != 1) qFatal("finished() came %d times", int(finished.count()));
    return {game.outcome(), game.game()};
}

std::string tag(const pgn::Game& game, const char* name) {
    const std::string* value = game.tag(name);
    return value ? *value : "(none)";
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void crashLosesTheGame() {
        const Played p = playGame(fake("A", {"crash", "3"}), fake("B", {"play"}));
        QCOMPARE(p.outcome.resultText(), std::string("0-1"));
        QCOMPARE(p.outcome.termination, std::string("abandoned"));
        QCOMPARE(p.outcome.reason, std::string("White's engine crashed"));
        QCOMPARE(tag(p.game, "PlyCount"), std::string("6"));
        QCOMPARE(tag(p.game, "Result"), std::string("0-1"));
        QCOMPARE(tag(p.game, "Round"), std::string("7"));
        QCOMPARE(tag(p.game, "White"), std::string("A"));
        QCOMPARE(tag(p.game, "TimeControl"), std::string("5+0.05"));
    }

    void hangLosesOnTime() {
        GameSettings settings = fastSettings();
        settings.timeControl = *parseTimeControl("0.3");
        const Played p = playGame(fake("A", {"play"}), fake("B", {"hang", "2"}), settings);
        QCOMPARE(p.outcome.resultText(), std::string("1-0"));
        QCOMPARE(p.outcome.termination, std::string("time forfeit"));
        QCOMPARE(p.outcome.reason, std::string("Black loses on time (no move came)"));
        QCOMPARE(tag(p.game, "PlyCount"), std::string("5"));
    }

    // Under --nodes or --depth no clock bounds a move: the move timeout does, and breaking it is
    // a loss on time, whatever the engine sends meanwhile (nothing, a flood of info lines, a
    // flood on standard error, a line that never ends).
    void fixedLimitBoundsEveryMove_data() {
        QTest::addColumn<QString>("limit");
        QTest::addColumn<QStringList>("white");
        QTest::addColumn<QStringList>("black");
        QTest::addColumn<std::string>("result");
        QTest::addColumn<std::string>("reason");
        QTest::addColumn<std::string>("plies");
        QTest::newRow("nodes, silent")
            << "nodes" << QStringList{"hang", "0"} << QStringList{"play"} << std::string("0-1")
            << std::string("White's engine did not answer within 500 ms") << std::string("0");
        QTest::newRow("depth, silent after two moves")
            << "depth" << QStringList{"play"} << QStringList{"hang", "2"} << std::string("1-0")
            << std::string("Black's engine did not answer within 500 ms") << std::string("5");
        QTest::newRow("depth, info flood")
            << "depth" << QStringList{"flood"} << QStringList{"play"} << std::string("0-1")
            << std::string("White's engine did not answer within 500 ms (it sent output, but no "
                           "bestmove)")
            << std::string("0");
        QTest::newRow("nodes, info flood")
            << "nodes" << QStringList{"play"} << QStringList{"flood"} << std::string("1-0")
            << std::string("Black's engine did not answer within 500 ms (it sent output, but no "
                           "bestmove)")
            << std::string("1");
        QTest::newRow("depth, standard error flood")
            << "depth" << QStringList{"flooderr"} << QStringList{"play"} << std::string("0-1")
            << std::string("White's engine did not answer within 500 ms") << std::string("0");
        QTest::newRow("depth, endless line")
            << "depth" << QStringList{"play"} << QStringList{"longline"} << std::string("1-0")
            << std::string("Black's engine did not answer within 500 ms (it sent a line longer "
                           "than 1 MiB)")
            << std::string("1");
    }

    void fixedLimitBoundsEveryMove() {
        QFETCH(QString, limit);
        QFETCH(QStringList, white);
        QFETCH(QStringList, black);
        QFETCH(std::string, result);
        QFETCH(std::string, reason);
        QFETCH(std::string, plies);
        GameSettings settings = fastSettings();
        if (limit == QLatin1String("nodes"))
            settings.nodes = 1000;
        else
            settings.depth = 5;
        settings.moveTimeout = milliseconds(500);
        const Played p = playGame(fake("A", white), fake("B", black), settings);
        QCOMPARE(p.outcome.resultText(), result);
        QCOMPARE(p.outcome.termination, std::string("time forfeit"));
        QCOMPARE(p.outcome.reason, reason);
        QCOMPARE(tag(p.game, "Result"), result);
        QCOMPARE(tag(p.game, "Termination"), std::string("time forfeit"));
        QCOMPARE(tag(p.game, "PlyCount"), plies);
        QCOMPARE(tag(p.game, "TimeControl"), std::string("-"));
        // The reason is the PGN's last comment, written out with the game.
        const auto& tree = p.game.tree();
        QVERIFY(tree.commentAfter(tree.mainLine().back()).ends_with(reason));
    }

    // A flood under a clock loses on time as silence does, and says what came instead.
    void floodLosesOnTime() {
        GameSettings settings = fastSettings();
        settings.timeControl = *parseTimeControl("0.3");
        Played p = playGame(fake("A", {"play"}), fake("B", {"flood"}), settings);
        QCOMPARE(p.outcome.resultText(), std::string("1-0"));
        QCOMPARE(p.outcome.termination, std::string("time forfeit"));
        QCOMPARE(p.outcome.reason, std::string("Black loses on time (it sent output, but no "
                                               "bestmove)"));
        p = playGame(fake("A", {"longline"}), fake("B", {"play"}), settings);
        QCOMPARE(p.outcome.resultText(), std::string("0-1"));
        QCOMPARE(p.outcome.reason,
                 std::string("White loses on time (it sent a line longer than 1 MiB)"));
    }

    // A line too long is dropped up to its end, and the lines after it are read: an engine that
    // sends one before every move still plays the whole game. So does one that writes more to
    // standard error than a pipe holds: that is not left in a pipe nobody reads.
    void overlongLinesAndNoiseAreNoFault() {
        GameSettings settings = fastSettings();
        settings.depth = 1;
        settings.moveTimeout = milliseconds(5000);
        // The same game as two plain players: both repeat the first legal moves.
        for (const char* mode : {"play", "longinfo", "noisy"}) {
            const Played p = playGame(fake("A", {mode}), fake("B", {"play"}), settings);
            QCOMPARE(p.outcome.resultText(), std::string("1/2-1/2"));
            QCOMPARE(p.outcome.termination, std::string("normal"));
            QCOMPARE(p.outcome.reason, std::string("Draw by threefold repetition"));
            QCOMPARE(tag(p.game, "PlyCount"), std::string("14"));
        }
    }

    // A null move is illegal in a game; the engine that sends it loses, and the other engine is not
    // blamed.
    void nullMoveLoses() {
        const Played p = playGame(fake("A", {"play"}), fake("B", {"null"}));
        QCOMPARE(p.outcome.resultText(), std::string("1-0"));
        QCOMPARE(p.outcome.termination, std::string("rules infraction"));
        QCOMPARE(
            p.outcome.reason,
            std::string("Black's engine played a null move '0000', which is illegal in a game"));
        QCOMPARE(tag(p.game, "PlyCount"), std::string("1"));
    }

    // A bare bestmove is no move either.
    void bareBestMoveLoses() {
        const Played p = playGame(fake("A", {"nomove"}), fake("B", {"play"}));
        QCOMPARE(p.outcome.resultText(), std::string("0-1"));
        QCOMPARE(p.outcome.termination, std::string("rules infraction"));
        QCOMPARE(p.outcome.reason, std::string("White's engine sent bestmove without a move"));
    }

    void illegalMoveLoses() {
        const Played p = playGame(fake("A", {"play"}), fake("B", {"illegal"}));
        QCOMPARE(p.outcome.resultText(), std::string("1-0"));
        QCOMPARE(p.outcome.termination, std::string("rules infraction"));
        QCOMPARE(p.outcome.reason, std::string("Black's engine played an illegal move 'a1h8'"));
        QCOMPARE(tag(p.game, "PlyCount"), std::string("1"));
    }

    void silentOrMissingEngines() {
        GameSettings settings = fastSettings();
        settings.startTimeout = milliseconds(300);
        Played p = playGame(fake("A", {"mute"}), fake("B", {"play"}), settings);
        QCOMPARE(p.outcome.resultText(), std::string("0-1"));
        QCOMPARE(p.outcome.reason,
                 std::string("White's engine did not answer uci and isready within 300 ms"));

        p = playGame(fake("A", {"play"}), fake("B", {"exit"}));
        QCOMPARE(p.outcome.resultText(), std::string("1-0"));
        QCOMPARE(p.outcome.termination, std::string("abandoned"));
        QCOMPARE(p.outcome.reason, std::string("Black's engine exited with code 3"));

        EngineConfig missing = fake("M", {});
        missing.program = QStringLiteral("/nonexistent/engine");
        p = playGame(missing, fake("B", {"play"}));
        QCOMPARE(p.outcome.resultText(), std::string("0-1"));
        QVERIFY2(p.outcome.reason.rfind("White's engine could not be started (", 0) == 0,
                 p.outcome.reason.c_str());
        QVERIFY(p.outcome.engineDidNotStart);
        QVERIFY(!playGame(fake("A", {"play"}), fake("B", {"exit"})).outcome.engineDidNotStart);
    }

    void adjudicatedWin() {
        const Played p = playGame(fake("A", {"play", "2000"}), fake("B", {"play", "-2000"}));
        QCOMPARE(p.outcome.resultText(), std::string("1-0"));
        QCOMPARE(p.outcome.termination, std::string("adjudication"));
        QCOMPARE(p.outcome.reason, std::string("Black's position is lost, both engines agree"));
        QCOMPARE(tag(p.game, "PlyCount"), std::string("8"));
        // Each engine move carries its score, White's point of view, and its time.
        const auto& tree = p.game.tree();
        const auto line = tree.mainLine();
        QVERIFY(tree.commentAfter(line[1]).rfind("[%eval 20.00,1] [%emt 0:00:", 0) == 0);
        QVERIFY(tree.commentAfter(line[2]).rfind("[%eval 20.00,1] [%emt 0:00:", 0) == 0);
        QVERIFY(
            tree.commentAfter(line[8]).ends_with("] Black's position is lost, both engines agree"));
    }

    void gameEndsByRule() {
        GameSettings settings = fastSettings();
        settings.adjudication.drawEnabled = false;
        settings.adjudication.resignEnabled = false;
        const Played p = playGame(fake("A", {"play"}), fake("B", {"play"}), settings);
        QCOMPARE(p.outcome.termination, std::string("normal"));
        const auto& tree = p.game.tree();
        const chess::Position end = tree.positionAt(tree.mainLine().back());
        QVERIFY(end.gameEnd() != chess::GameEnd::None);
        QCOMPARE(tag(p.game, "PlyCount"), std::to_string(tree.mainLine().size() - 1));
    }

    void matchGoesOnAfterCrashes() {
        MatchSettings settings;
        settings.games = 4;
        settings.concurrency = 2;
        settings.game = fastSettings();
        const Opening e4{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", {}, "e4"};
        Match match({fake("Crasher", {"crash", "1"}), fake("Player", {"play"})}, {e4}, settings);
        std::vector<int> rounds;
        std::vector<std::string> whites;
        connect(&match, &Match::gameFinished, this, [&](const MatchGame& game) {
            rounds.push_back(game.round());
            whites.push_back(*game.game().tag("White"));
            QCOMPARE(*game.game().tag("FEN"), e4.fen);
        });
        QSignalSpy finished(&match, &Match::finished);
        match.start();
        QVERIFY(finished.wait(30000));
        std::sort(rounds.begin(), rounds.end());
        QCOMPARE(rounds, (std::vector<int>{1, 2, 3, 4}));
        QCOMPARE(match.counts().wins, 0);
        QCOMPARE(match.counts().draws, 0);
        QCOMPARE(match.counts().losses, 4);
        QCOMPARE(match.pairs().counts[0], 2);
        QCOMPARE(match.unfinished(), 0);
        QCOMPARE(match.terminations().at("abandoned"), 4);
        QCOMPARE(std::count(whites.begin(), whites.end(), "Crasher"), 2);
    }

    // A match against an engine that floods its output goes on: every game it plays is lost on
    // the move timeout, with fresh engines for the next, and the match lists why.
    void matchGoesOnAfterFloods() {
        MatchSettings settings;
        settings.games = 2;
        settings.concurrency = 1;
        settings.game = fastSettings();
        settings.game.depth = 3;
        settings.game.moveTimeout = milliseconds(300);
        Match match({fake("Flooder", {"flood"}), fake("Player", {"play"})}, {}, settings);
        QSignalSpy finished(&match, &Match::finished);
        match.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(match.played(), 2);
        QCOMPARE(match.counts().losses, 2);
        QCOMPARE(match.terminations().at("time forfeit"), 2);
        QCOMPARE(match.forfeitCount(), 2);
        QCOMPARE(match.forfeits().size(), std::size_t(2));
        const std::string flooded =
            " did not answer within 300 ms (it sent output, but no bestmove)";
        const Forfeit& first = match.forfeits()[0];
        QCOMPARE(first.round, 1);
        QCOMPARE(first.white, std::string("Flooder"));
        QCOMPARE(first.black, std::string("Player"));
        QCOMPARE(first.result, std::string("0-1"));
        QCOMPARE(first.reason, "White's engine" + flooded);
        const Forfeit& second = match.forfeits()[1];
        QCOMPARE(second.round, 2);
        QCOMPARE(second.white, std::string("Player"));
        QCOMPARE(second.result, std::string("1-0"));
        QCOMPARE(second.reason, "Black's engine" + flooded);
        QVERIFY(match.failure().empty());
    }

    // The list of forfeits is bounded, their count is not.
    void forfeitsListed() {
        MatchSettings settings;
        settings.games = int(Match::MaxListedForfeits) + 3;
        settings.concurrency = 2;
        settings.game = fastSettings();
        Match match({fake("Crasher", {"crash", "0"}), fake("Player", {"play"})}, {}, settings);
        QSignalSpy finished(&match, &Match::finished);
        match.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(match.played(), settings.games);
        QCOMPARE(match.forfeitCount(), settings.games);
        QCOMPARE(match.forfeits().size(), Match::MaxListedForfeits);
        for (const Forfeit& f : match.forfeits())
            QCOMPARE(f.reason, std::string(f.white == "Crasher" ? "White's engine crashed"
                                                                : "Black's engine crashed"));
    }

    // An engine whose program stops being runnable in the middle of a match (a binary rebuilt
    // under it, a file removed) stops the match: the game that could not start is not scored as
    // a loss, no further game starts, and failure() says where and why.
    void matchStopsWhenAnEngineCannotStart() {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("engine"));
        QVERIFY(QFile::copy(QStringLiteral(KIBITZ_FAKE_ENGINE), copy));
        QVERIFY(
            QFile::setPermissions(copy, QFile::permissions(QStringLiteral(KIBITZ_FAKE_ENGINE))));
        EngineConfig vanishing = fake("Vanishing", {"play"});
        vanishing.program = copy;
        MatchSettings settings;
        settings.games = 6;
        settings.concurrency = 1;
        settings.game = fastSettings();
        Match match({vanishing, fake("Player", {"play"})}, {}, settings);
        std::vector<int> rounds;
        connect(&match, &Match::gameFinished, this, [&](const MatchGame& game) {
            rounds.push_back(game.round());
            if (game.round() == 2) QFile::remove(copy);
        });
        QSignalSpy finished(&match, &Match::finished);
        match.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(rounds, (std::vector<int>{1, 2, 3}));
        QCOMPARE(match.counts().games(), 2);
        QCOMPARE(match.played(), 2);
        QVERIFY2(match.failure().starts_with("game 3: White's engine could not be started ("),
                 match.failure().c_str());
    }

    void probe() {
        const auto ok = probeEngine(fake("", {"play"}), milliseconds(3000));
        QVERIFY(ok);
        QCOMPARE(ok.value().name, QStringLiteral("Fake play"));
        QCOMPARE(ok.value().options.size(), std::size_t(1));

        EngineConfig threads = fake("", {"play"});
        threads.options.emplace_back(QStringLiteral("Threads"), QStringLiteral("2"));
        const std::string command = std::string(KIBITZ_FAKE_ENGINE) + " play";
        QCOMPARE(probeEngine(threads, milliseconds(3000)).error(),
                 "engine '" + command + "' has no option 'Threads'");
        QCOMPARE(probeEngine(fake("", {"mute"}), milliseconds(300)).error(),
                 "engine '" + std::string(KIBITZ_FAKE_ENGINE) +
                     " mute' did not answer 'uci' within 300 ms");
        QCOMPARE(probeEngine(fake("", {"exit"}), milliseconds(3000)).error(),
                 "engine '" + std::string(KIBITZ_FAKE_ENGINE) +
                     " exit' exited (code 3) before uciok");
        EngineConfig missing;
        missing.program = QStringLiteral("/nonexistent/engine");
        QVERIFY(probeEngine(missing, milliseconds(3000))
                    .error()
                    .starts_with("engine '/nonexistent/engine' could not be started: "));
    }
};

QTEST_GUILESS_MAIN(TestMatch)
#include "tst_match.moc"
