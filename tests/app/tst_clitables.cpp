// kibitz-cli annotate and analyse with Kibitz's own endgame tables made at first use: on an empty
// cache the tables a game's endings need are made before it is analysed and give exact values
// ([%eval #N], the table's words, the note), the output is the same whether they were cached before
// or not, whatever the number of threads, and for each game as alone, --no-table-generation makes
// none, a cache that cannot be written is named and the games are still annotated, and Ctrl+C while
// the tables are made leaves no partial file. Every run has a cache folder of its own
// (XDG_CACHE_HOME), so the tables on the machine never change what a test sees.

#include "clirun.h"
#include "tablebase/tablefile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Small searches: the exact values come from the tables, not from the engine.
const QStringList Small{
    "--nodes",       "2000", "--leaf-nodes", "200",           "--expansions", "2",
    "--value-nodes", "0",    "--no-eco",     "--default-elo", "2000"};

// A rook ending from the first move: KRvK only (with KvK, the rook taken).
const QByteArray RookEnding = "[Event \"KRK\"]\n[SetUp \"1\"]\n"
                              "[FEN \"8/8/8/4k3/8/8/8/R3K3 w - - 0 1\"]\n\n"
                              "1. Ra5+ Kd4 2. Kd2 Kc4 3. Kc2 Kb4 1-0\n\n";
// A pawn ending: KPvK and the tables its promotions lead to.
const QByteArray PawnEnding = "[Event \"KPK\"]\n[SetUp \"1\"]\n"
                              "[FEN \"4k3/8/4K3/4P3/8/8/8/8 w - - 0 1\"]\n\n"
                              "1. Kd6 Kd8 2. e6 Ke8 1-0\n\n";
const QByteArray Opening = "[Event \"opening\"]\n\n1. e4 e5 2. Nf3 *\n\n";
// KRPvK: ten tables, four of them of four pieces (the slowest to make).
const QByteArray RookPawnEnding = "[Event \"KRPK\"]\n[SetUp \"1\"]\n"
                                  "[FEN \"8/8/8/4k3/8/3P4/8/R3K3 w - - 0 1\"]\n\n"
                                  "1. Ra5+ Kd6 2. Kd2 Kc6 1-0\n\n";

QProcessEnvironment withCache(const QString& folder) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_CACHE_HOME", folder);
    return environment;
}

QString tablesIn(const QString& cache) {
    return QDir(cache).filePath("kibitz/tablebases");
}

QStringList files(const QString& folder) {
    return QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

Run annotate(const QString& cache, const QByteArray& games, const QStringList& more = {}) {
    return runCli(QStringList{"annotate", "-"} + Small + more, games, withCache(cache));
}

} // namespace

class TestCliTables : public QObject {
    Q_OBJECT

private slots:
    void annotateMakesTheTablesOnFirstUse() {
        QTemporaryDir cache;
        const Run run = annotate(cache.path(), RookEnding);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(QRegularExpression("^kibitz-cli annotate: made Kibitz's endgame tables KvK, KRvK "
                                    "in [0-9.]+ s, kept in " +
                                    QRegularExpression::escape(tablesIn(cache.path())) + "\n$")
                     .match(run.err)
                     .hasMatch(),
                 qPrintable(run.err));
        QCOMPARE(files(tablesIn(cache.path())), QStringList({"KRvK.ktb", "KvK.ktb"}));
        // Exact values: White mates, the distance counting down, and the table's words.
        QVERIFY2(run.out.contains("[%eval #"), qPrintable(run.out));
        QVERIFY(!run.out.contains("[%eval 0.00]"));
        const QString words = run.out.simplified(); // PGN lines are wrapped
        QVERIFY(words.contains("The endgame table (Kibitz's own tables) has it: White wins."));
        QVERIFY(words.contains("Exact values and distances to mate of endgames of up to 4 pieces "
                               "come from Kibitz's own tables."));
        // The same run again, the tables cached now: the very same games, nothing made.
        const Run again = annotate(cache.path(), RookEnding);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.err, QString());
        QCOMPARE(again.out, run.out);
    }

    // The output depends on the games alone: not on what the cache held before the run (here
    // every table of three pieces), nor on the threads, nor on the other games of a database.
    void theOutputDoesNotDependOnTheCache() {
        const QByteArray games = Opening + RookEnding + PawnEnding;
        QTemporaryDir empty;
        const Run first = annotate(empty.path(), games, {"--threads", "1"});
        QCOMPARE(first.exitCode, 0);
        QVERIFY(first.err.contains("made Kibitz's endgame tables KvK, KRvK in"));
        QVERIFY(first.err.contains("KPvK"));
        QVERIFY(first.out.simplified().contains("Kibitz's own tables"));
        QTemporaryDir full;
        const Run generate =
            runCli({"tb", "generate", "--pieces", "3"}, {}, withCache(full.path()));
        QCOMPARE(generate.exitCode, 0);
        const Run cached = annotate(full.path(), games, {"--threads", "2"});
        QCOMPARE(cached.exitCode, 0);
        QCOMPARE(cached.err, QString());
        QCOMPARE(cached.out, first.out);
        const Run threads = annotate(empty.path(), games, {"--threads", "2"});
        QCOMPARE(threads.out, first.out);
        // Each game as it is alone: a game's exact values come from its own tables, not from
        // those of the games before it (GNU parallel's chunks give the same bytes).
        QString alone;
        for (const QByteArray& game : {Opening, RookEnding, PawnEnding})
            alone += annotate(full.path(), game).out;
        QCOMPARE(alone, first.out);
    }

    void noTableGeneration() {
        QTemporaryDir cache;
        const Run run = annotate(cache.path(), RookEnding, {"--no-table-generation"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QVERIFY(!run.out.simplified().contains("Kibitz's own tables"));
        QVERIFY(!QDir(tablesIn(cache.path())).exists());
        QVERIFY(run.out.contains("[Annotator \"Kibitz"));
        QVERIFY(runCli({"annotate", "--help"}).out.contains("--no-table-generation"));
    }

    // The tables are made all the same and used from memory; the cache is not tried again.
    void unwritableCacheIsNamedAndTheGamesAnnotated() {
        QTemporaryDir dir;
        // A file where the cache folder should be: no folder can be made in it, even by root.
        const QString blocked = dir.filePath("cache");
        writeFile(blocked, "not a folder");
        const Run run = annotate(blocked, Opening + RookEnding + PawnEnding);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.startsWith("kibitz-cli annotate: cannot write the tablebase file " +
                                    tablesIn(blocked) + "/"),
                 qPrintable(run.err));
        const QStringList lines = run.err.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2); // said once, then only the tables made for the pawn ending
        QVERIFY(lines.at(0).endsWith("; Kibitz's endgame tables are kept in memory only"));
        // The tables of the pawn ending, made in parallel: in the order they were done.
        const auto made = QRegularExpression("^kibitz-cli annotate: made Kibitz's endgame tables "
                                             "(.*) in [0-9.]+ s, kept in memory only$")
                              .match(lines.at(1));
        QVERIFY2(made.hasMatch(), qPrintable(lines.at(1)));
        QStringList names = made.captured(1).split(", ");
        names.sort();
        QCOMPARE(names, (QStringList{"KBvK", "KNvK", "KPvK", "KQvK"}));
        QCOMPARE(int(run.out.count("[Annotator \"Kibitz")), 3);
        QVERIFY(run.out.simplified().contains("The endgame table (Kibitz's own tables) has it: "
                                              "White wins."));
    }

    void analyseMakesTheTable() {
        QTemporaryDir cache;
        const QStringList fen{"analyse", "--fen",        "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
                              "--nodes", "2000",         "--leaf-nodes",
                              "200",     "--expansions", "2"};
        const Run run = runCli(fen, {}, withCache(cache.path()));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QRegularExpression(
                     "\nTablebase  win for the side to move \\(solver, DTM [0-9]+ plies\\)\n")),
                 qPrintable(run.out));
        QVERIFY(run.err.contains("made Kibitz's endgame tables KvK, KRvK"));
        QTemporaryDir other;
        const Run off =
            runCli(fen + QStringList{"--no-table-generation"}, {}, withCache(other.path()));
        QCOMPARE(off.exitCode, 0);
        QVERIFY(!off.out.contains("Tablebase"));
        // A game: its main line's tables.
        QTemporaryDir game;
        writeFile(game.filePath("pawn.pgn"), PawnEnding);
        const Run pgn = runCli({"analyse", "--pgn", game.filePath("pawn.pgn"), "--nodes", "2000",
                                "--leaf-nodes", "200", "--expansions", "2"},
                               {}, withCache(game.path()));
        QCOMPARE(pgn.exitCode, 0);
        QVERIFY(pgn.out.contains("+1 exact"));
        QVERIFY(QFile::exists(QDir(tablesIn(game.path())).filePath("KPvK.ktb")));
    }

    // Ctrl+C while KRPvK's tables are made: exit status 130, and every file in the cache is a
    // whole table (the one being made is dropped, never written in part).
    void interruptWhileMakingTables() {
        QTemporaryDir cache;
        QProcess process;
        process.setProcessEnvironment(withCache(cache.path()));
        process.start(QStringLiteral(KIBITZ_CLI), QStringList{"annotate", "-"} + Small);
        QVERIFY(process.waitForStarted());
        process.write(RookPawnEnding);
        process.closeWriteChannel();
        // KvK is made first, at once; the tables of four pieces take much longer.
        const QString folder = tablesIn(cache.path());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(QDir(folder).filePath("KvK.ktb")), 20000);
        QVERIFY2(interrupt(process), "the command had ended before Ctrl+C");
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 130);
        QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains("interrupted"));
        QVERIFY(!files(folder).contains("KRPvK.ktb"));
        int whole = 0;
        for (const kibitz::tablebase::Layout& layout : kibitz::tablebase::Layout::upTo(4)) {
            const QString name = QString::fromStdString(layout.name()) + ".ktb";
            if (!files(folder).contains(name)) continue;
            QVERIFY2(kibitz::tablebase::tablefile::load(folder, layout), qPrintable(name));
            ++whole;
        }
        QCOMPARE(whole, int(files(folder).size())); // nothing else: no temporary file left
    }
};

QTEST_GUILESS_MAIN(TestCliTables)
#include "tst_clitables.moc"
