// kibitz-cli and engines that misbehave, and a user who presses Ctrl+C: the hostile UCI scripts of
// tests/data/hostile/uci through `kibitz-cli uci`, a hash table that cannot be allocated, and
// Ctrl+C in every command that runs for long.

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

namespace {

const QString HostileUci = QStringLiteral(KIBITZ_TEST_DATA "/hostile/uci/");
const QString SharedPgnDir = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/");
const QString SharedEpdDir = QStringLiteral(KIBITZ_SHARED_DATA "/epd/");

// What a run printed, as bytes: the UCI scripts compare them exactly.
struct RawRun {
    int exitCode;
    QByteArray out;
    QByteArray err;
};

// Runs kibitz-cli with `input` on standard input; with `addressSpace` (bytes), the process may
// map no more than that, so that a large allocation fails however much memory the machine has.
RawRun runCliRaw(const QStringList& arguments, const QByteArray& input, rlim_t addressSpace = 0) {
    QProcess process;
    if (addressSpace != 0)
        process.setChildProcessModifier([addressSpace] {
            const rlimit limit{addressSpace, addressSpace};
            setrlimit(RLIMIT_AS, &limit);
        });
    process.start(QStringLiteral(KIBITZ_CLI), arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) qFatal("kibitz-cli did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

QList<QByteArray> linesStartingWith(const QByteArray& text, const QByteArray& prefix) {
    QList<QByteArray> lines;
    for (const QByteArray& line : text.split('\n'))
        if (line.startsWith(prefix)) lines << line;
    return lines;
}

// The commands whose first word is "go", split as the UCI server splits (spaces, tabs, CR).
int goCommands(const QByteArray& script) {
    int count = 0;
    for (QByteArray line : script.split('\n')) {
        line.replace('\t', ' ').replace('\r', ' ');
        const QList<QByteArray> words = line.simplified().split(' ');
        if (!words.isEmpty() && words.front() == "go") ++count;
    }
    return count;
}

} // namespace

class TestCliEngine : public QObject {
    Q_OBJECT

private slots:
    // Each script NAME.uci with the info strings it must get, exactly and in order, in
    // NAME.expected: the exit code is 0, every go is answered by exactly one bestmove.
    void hostileUciScripts_data() {
        QTest::addColumn<QString>("name");
        const QStringList scripts =
            QDir(HostileUci).entryList({QStringLiteral("*.uci")}, QDir::Files, QDir::Name);
        QVERIFY(scripts.size() >= 10);
        for (const QString& script : scripts) QTest::newRow(qPrintable(script)) << script;
    }

    void hostileUciScripts() {
        QFETCH(QString, name);
        const QByteArray script = fileBytes(HostileUci + name);
        QString expectedPath = HostileUci + name;
        expectedPath.replace(QRegularExpression(QStringLiteral("\\.uci$")),
                             QStringLiteral(".expected"));
        const QByteArray expected = fileBytes(expectedPath);
        const RawRun run = runCliRaw({QStringLiteral("uci")}, script);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(linesStartingWith(run.out, "info string"), linesStartingWith(expected, "info"));
        const auto bestMoves = linesStartingWith(run.out, "bestmove ");
        QCOMPARE(bestMoves.size(), goCommands(script));
        QVERIFY(goCommands(script) > 0);
    }

    // Two scripts with the answers they must get: the null move in check is refused, the position
    // stays the start position; go with negative clocks, a negative mate and searchmoves without a
    // legal move are answered.
    void issueScripts() {
        RawRun run = runCliRaw({QStringLiteral("uci")},
                               "position startpos moves e2e4 f7f6 d1h5 0000\ngo depth 3\n");
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(linesStartingWith(run.out, "info string"),
                 QList<QByteArray>{"info string illegal move '0000' in position: a null move is "
                                   "not possible in check; position unchanged"});
        QCOMPARE(linesStartingWith(run.out, "bestmove ").size(), 1);
        run = runCliRaw({QStringLiteral("uci")},
                        "position startpos moves f2f3 e7e5 g2g4 d8h4\ngo wtime -10 btime -10\n");
        QCOMPARE(linesStartingWith(run.out, "bestmove"), QList<QByteArray>{"bestmove 0000"});
    }

    // An engine that stops being runnable in the middle of a match (here a script that takes
    // its own execute permission on its third start: the check before the first game, games 1
    // and 2) stops the match with exit status 1 and says where; the two games played count, and
    // the one that could not start is neither scored nor saved.
    void matchStopsWhenAnEngineCannotStart() {
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("engine.sh"));
        const QString counter = dir.filePath(QStringLiteral("starts"));
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("#!/bin/sh\necho x >> '%1'\n"
                                  "[ $(wc -l < '%1') -ge 3 ] && chmod a-x \"$0\"\n"
                                  "exec '%2' play\n")
                       .arg(counter, QStringLiteral(KIBITZ_FAKE_ENGINE))
                       .toUtf8());
        file.close();
        QVERIFY(
            QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QString pgn = dir.filePath(QStringLiteral("games.pgn"));
        const RawRun run = runCliRaw(
            {QStringLiteral("match"), QStringLiteral("--engine"), script, QStringLiteral("--name"),
             QStringLiteral("Vanishing"), QStringLiteral("--engine"),
             QStringLiteral(KIBITZ_FAKE_ENGINE) + QStringLiteral(" play"),
             QStringLiteral("--games"), QStringLiteral("6"), QStringLiteral("--concurrency"),
             QStringLiteral("1"), QStringLiteral("--tc"), QStringLiteral("5+0.05"),
             QStringLiteral("--pgn"), pgn},
            {});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("kibitz-cli match: stopped at game 3: White's engine could "
                                    "not be started ("),
                 run.err.constData());
        QVERIFY2(run.err.endsWith("; the 2 games finished are counted\n"), run.err.constData());
        QCOMPARE(linesStartingWith(run.out, "Finished game ").size(), 2);
        QVERIFY(run.out.contains("W/D/L: "));
        QFile games(pgn);
        QVERIFY(games.open(QIODevice::ReadOnly));
        QCOMPARE(games.readAll().count("[Event "), 2);
    }

    // `uci --eval-file` plays with the weights of a file (a queen worth nothing, so the rook on b5
    // is the better catch than the queen on d6); a bad file is an error that names its line and
    // column, before any UCI is spoken.
    void uciWithAnEvalFile() {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("queen.txt"));
        const QString bad = dir.filePath(QStringLiteral("bad.txt"));
        {
            QFile file(good);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("material.queen.mg 0\nmaterial.queen.eg 0\n");
        }
        {
            QFile file(bad);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("# tuned\nmaterial.queen.mg zero\n");
        }
        const QByteArray script = "position fen 6k1/8/3q4/1r6/P3N3/7P/5PP1/6K1 w - - 0 1\n"
                                  "go depth 4\n";
        RawRun run = runCliRaw({QStringLiteral("uci")}, script);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(linesStartingWith(run.out, "bestmove ").value(0).startsWith("bestmove e4d6"));
        run = runCliRaw({QStringLiteral("uci"), QStringLiteral("--eval-file"), good}, script);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        QVERIFY(linesStartingWith(run.out, "bestmove ").value(0).startsWith("bestmove a4b5"));
        run = runCliRaw({QStringLiteral("uci"), QStringLiteral("--eval-file"), bad}, script);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(run.err, "kibitz-cli uci: " + bad.toUtf8() +
                              ":2:19: the value of 'material.queen.mg' must be a whole number "
                              "from -5000 to 5000, not 'zero'\n");
    }

    // A hash table the machine cannot give is an error, not an abort.
    void hashThatCannotBeAllocated_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("error");
        QTest::newRow("bench") << QStringList{"bench", "--depth", "1", "--hash", "65536"}
                               << QByteArray("kibitz-cli bench: cannot allocate a hash table of "
                                             "65536 MB\n");
        QTest::newRow("solve") << QStringList{"solve", SharedEpdDir + "bratko-kopec.epd", "--hash",
                                              "65536"}
                               << QByteArray("kibitz-cli solve: cannot allocate a hash table of "
                                             "65536 MB\n");
    }

    void hashThatCannotBeAllocated() {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, error);
        const RawRun run = runCliRaw(arguments, {}, rlim_t(4) << 30);
        QCOMPARE(run.err, error);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QByteArray());
    }

    void uciHashThatCannotBeAllocated() {
        const RawRun run =
            runCliRaw({QStringLiteral("uci")},
                      "setoption name Hash value 65536\nposition fen k7/8/1K6/8/8/8/8/7R "
                      "w - - 0 1\ngo depth 3\n",
                      rlim_t(4) << 30);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(linesStartingWith(run.out, "info string"),
                 QList<QByteArray>{"info string Hash: cannot allocate 65536 MB; the table keeps "
                                   "its 16 MB"});
        QCOMPARE(linesStartingWith(run.out, "bestmove"), QList<QByteArray>{"bestmove h1h8"});
    }

    // Ctrl+C ends every command that runs for long at once, whatever an engine does; the bound
    // below is far beyond what that takes and far below the time a hung value engine could keep it
    // waiting.
    // A value engine that dies part of the way: the game's note names the built-in engine for
    // the values it gave instead. One thread, no second look: the fake engine answers `limit`
    // searches, so that exactly the rest of the game's 9 searched positions fall back.
    void aValueEngineThatFailsIsNamedForTheValuesItDidNotGive_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("note");
        const QString fake = QStringLiteral(KIBITZ_FAKE_ENGINE);
        QTest::newRow("answers all") << "play 30"
                                     << "The values of the positions come from Fakeengine (" +
                                            fake + " play 30), 5000 nodes each. White:";
        // Its fifth search crashes it: the first was the root's moves (it scores one line, so it
        // is not asked again), the next three valued three positions.
        QTest::newRow("fails after 4")
            << "crash 4"
            << "The values of the positions come from Fakeengine (" + fake +
                   " crash 4), 5000 nodes each. The built-in engine valued 6 of the 9 positions, "
                   "where Fakeengine failed. White:";
        QTest::newRow("fails at once")
            << "crash 0"
            << "The values of the positions come from the built-in engine, 5000 nodes each. "
               "Fakeengine (" +
                   fake + " crash 0) failed. White:";
    }

    void aValueEngineThatFailsIsNamedForTheValuesItDidNotGive() {
        QFETCH(QString, mode);
        QFETCH(QString, note);
        const Run run = runCli({"annotate", SharedPgnDir + "molinari-bordais-1979.pgn", "-q",
                                "--threads", "1", "--nodes", "2000", "--leaf-nodes", "200",
                                "--expansions", "2", "--value-nodes", "5000", "--check-factor", "0",
                                "--value-engine", QStringLiteral(KIBITZ_FAKE_ENGINE " ") + mode});
        QCOMPARE(run.exitCode, 0);
        // The writer wraps lines: the note is read with its spaces and line ends made one space.
        QVERIFY2(run.out.simplified().contains(note), qPrintable(run.out.left(1200)));
        QCOMPARE(run.err.contains(QStringLiteral("the built-in engine values the positions of "
                                                 "this thread from now on")),
                 mode.startsWith(QStringLiteral("crash")));
    }

    // A scripted value engine scores the moves of the tree and values the positions: Black's one
    // legal move falls from +1.50 to a lost game (White +4.00) and gets no symbol, no "losing
    // move", and the game never turned: it was forced. With a second legal move two pawns
    // better, the move is "?" and the turning point.
    void aForcedMoveGetsNoQuestionMark_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("scores");
        QTest::addColumn<QString>("judged");
        QTest::addColumn<QString>("summary");
        QTest::newRow("forced") << "7k/5K2/8/8/8/p7/P7/6R1 b - - 0 1"
                                << "h8h7=150"
                                << "1... Kh7 { [%eval 4.00,2] }"
                                << "The game never turned";
        // The pawn is free to move: a3b2 is the engine's best, Kh7 two pawns worse.
        QTest::newRow("not forced") << "7k/5K2/8/8/8/p7/1P6/6R1 b - - 0 1"
                                    << "a3b2=350,h8h7=150"
                                    << "1... Kh7 $2"
                                    << "The game turned at 1... Kh7";
    }

    void aForcedMoveGetsNoQuestionMark() {
        QFETCH(QString, fen);
        QFETCH(QString, scores);
        QFETCH(QString, judged);
        QFETCH(QString, summary);
        const QByteArray game = "[Event \"forced\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"" +
                                fen.toUtf8() + "\"]\n\n1... Kh7 2. Rh1# 1-0\n";
        const Run run = runCli({"annotate", "-", "-q", "--threads", "1", "--nodes", "2000",
                                "--leaf-nodes", "200", "--expansions", "2", "--value-nodes", "1000",
                                "--check-factor", "0", "--no-eco", "--value-engine",
                                QStringLiteral(KIBITZ_FAKE_ENGINE " scores ") + scores + " 400"},
                               game);
        QCOMPARE(run.exitCode, 0);
        const QString out = run.out.simplified();
        QVERIFY2(out.contains(judged), qPrintable(out));
        QVERIFY2(out.contains(summary), qPrintable(out));
    }

    void ctrlC_data() {
        const QString hang = QStringLiteral(KIBITZ_FAKE_ENGINE " hang 0");
        const QString game = SharedPgnDir + "nepomniachtchi-liren-game1.pgn";
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exitCode");    // -1: ended by the signal
        QTest::addColumn<QByteArray>("said"); // on standard error or output
        QTest::newRow("annotate, hung value engine")
            << QStringList{"annotate",
                           game,
                           "-o",
                           "-",
                           "--threads",
                           "1",
                           "--nodes",
                           "1000",
                           "--leaf-nodes",
                           "100",
                           "--value-nodes",
                           "100000000",
                           "--value-engine",
                           hang}
            << QByteArray() << 130 << QByteArray("interrupted");
        QTest::newRow("match, hung engines")
            << QStringList{"match",   "--engine", hang,   "--engine", hang,
                           "--games", "2",        "--tc", "60+0"}
            << QByteArray() << 1 << QByteArray("Interrupted: stopping the running games");
        QTest::newRow("analyse") << QStringList{"analyse", "--pgn",   game,       "--threads",
                                                "1",       "--nodes", "100000000"}
                                 << QByteArray() << 1 << QByteArray("interrupted");
        QTest::newRow("uci, go infinite")
            << QStringList{"uci"} << QByteArray("go infinite\n") << -1 << QByteArray();
        QTest::newRow("bench") << QStringList{"bench", "--depth", "60"} << QByteArray() << -1
                               << QByteArray();
        QTest::newRow("perft") << QStringList{"perft", "--depth", "9"} << QByteArray() << -1
                               << QByteArray();
        QTest::newRow("solve") << QStringList{"solve", SharedEpdDir + "bratko-kopec.epd", "--nodes",
                                              "1000000000"}
                               << QByteArray() << -1 << QByteArray();
    }

    void ctrlC() {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, said);
        QProcess process;
        process.start(QStringLiteral(KIBITZ_CLI), arguments);
        QVERIFY(process.waitForStarted());
        process.write(input); // standard input stays open: uci keeps reading
        QTest::qWait(1500);
        QCOMPARE(process.state(), QProcess::Running);
        QVERIFY2(interrupt(process), "the command had ended before Ctrl+C");
        QVERIFY2(process.waitForFinished(10000), "Ctrl+C did not end the command");
        QCOMPARE(process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, exitCode);
        const QByteArray output = process.readAllStandardOutput() + process.readAllStandardError();
        QVERIFY2(output.contains(said), output.right(500).constData());
    }
};

QTEST_GUILESS_MAIN(TestCliEngine)
#include "tst_cliengine.moc"
