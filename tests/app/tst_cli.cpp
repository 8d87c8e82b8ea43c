// kibitz-cli as a user runs it: exit codes, help, version, usage errors, perft, pgn, bench,
// solve, theory, analyse, and a match of the engine against itself.

#include "analysis/wdlmodel.h"
#include "annotate/annotator.h"
#include "clirun.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

const QString PgnDir = QStringLiteral(KIBITZ_TEST_DATA "/pgn/");
const QString EpdDir = QStringLiteral(KIBITZ_TEST_DATA "/epd/");
const QString SharedPgnDir = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/");
const QString SharedEpdDir = QStringLiteral(KIBITZ_SHARED_DATA "/epd/");

// Five Win At Chess lines of the shared suite, the third with an illegal `bm` (Rxb1 for Rxb2),
// written to `dir` as wac-solve.epd.
QString wacSuite(const QTemporaryDir& dir) {
    const QList<QByteArray> lines = fileBytes(SharedEpdDir + "suites/wacnew.epd").split('\n');
    QByteArray suite;
    for (const char* id : {"WAC.001", "WAC.003", "WAC.002", "WAC.274", "WAC.011"})
        for (const QByteArray& line : lines)
            if (line.contains("id \"" + QByteArray(id) + "\";")) suite += line + '\n';
    suite.replace("bm Rxb2;", "bm Rxb1;");
    const QString path = dir.filePath("wac-solve.epd");
    writeFile(path, suite);
    return path;
}

// An OUT that already holds the user's games.
const QByteArray UsersGames = "[Event \"the user's games\"]\n\n1. e4 {kept} e5 *\n";
QString existingOut(const QTemporaryDir& dir) {
    const QString out = dir.filePath("out.pgn");
    writeFile(out, UsersGames);
    return out;
}

// A rated game with a result: dataset build samples it, and the commands that are refused an
// output onto it must leave it as it is.
const QByteArray RatedGame = "[Event \"Rated\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round "
                             "\"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[WhiteElo "
                             "\"1500\"]\n[BlackElo \"1400\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. "
                             "Ng5 d5 5. exd5 Na5 6. Bb5+ c6 7. dxc6 bxc6 8. Qf3 1-0\n";

// kibitz-cli run in `folder`, so that its files are named as a user there names them.
Run runCliIn(const QString& folder, const QStringList& arguments, const QByteArray& input = {}) {
    return runCli(arguments, input, QProcessEnvironment::systemEnvironment(), folder);
}

// Another name, relative to `folder`, of its file `name`: the name itself, ./name, sub/../name
// (the folder sub is made), or a symbolic or a hard link made beside it. Empty if a link cannot
// be made.
QString otherName(const QString& folder, const QString& name, const QString& spelling) {
    if (spelling == QLatin1String("same")) return name;
    if (spelling == QLatin1String("dot")) return "./" + name;
    if (spelling == QLatin1String("parent"))
        return QDir(folder).mkpath(QStringLiteral("sub")) ? "sub/../" + name : QString();
    const QString link = spelling + "-" + name;
    const QByteArray target = QFile::encodeName(QDir(folder).filePath(name));
    const QByteArray made = QFile::encodeName(QDir(folder).filePath(link));
    const int status = spelling == QLatin1String("symlink")
                           ? ::symlink(target.constData(), made.constData())
                           : ::link(target.constData(), made.constData());
    return status == 0 ? link : QString();
}

QStringList entriesOf(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
}

// The usage error that refuses an output: `message`, then the hint to use --help.
QString refusal(const QString& message) {
    const QString command = message.left(message.indexOf(QStringLiteral(": the ")));
    return message + "\nTry '" + command + " --help' for more information.\n";
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

    // A data row of "arguments" and "error": a usage error (exit 2) whose message starts with
    // `error`, and nothing on standard output.
    static void checkUsageErrorRow() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(error), qPrintable(run.err));
        QCOMPARE(run.out, QString());
    }

private slots:
    void help() {
        const Run run = runCli({QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QLatin1String("Usage: kibitz-cli <command> [options]\n")));
        QVERIFY(run.out.contains(QLatin1String("\n  perft ")));
        QCOMPARE(run.err, QString());
    }

    void version() {
        const Run run = runCli({QStringLiteral("--version")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("kibitz-cli " KIBITZ_VERSION "\n"));
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::addRow("no command") << QStringList{} << "Usage: kibitz-cli <command> [options]\n";
        QTest::addRow("unknown option") << QStringList{QStringLiteral("--frobnicate")}
                                        << "kibitz-cli: unknown option '--frobnicate'\n"
                                           "Try 'kibitz-cli --help' for more information.\n";
        QTest::addRow("unknown command") << QStringList{QStringLiteral("frobnicate")}
                                         << "kibitz-cli: unknown command 'frobnicate'\n"
                                            "Try 'kibitz-cli --help' for more information.\n";
        QTest::addRow("perft: unknown option")
            << QStringList{QStringLiteral("perft"), QStringLiteral("--depht"), QStringLiteral("3")}
            << "kibitz-cli perft: Unknown option 'depht'.\n"
               "Try 'kibitz-cli perft --help' for more information.\n";
        QTest::addRow("perft: depth missing")
            << QStringList{QStringLiteral("perft")}
            << "kibitz-cli perft: --depth is required\n"
               "Try 'kibitz-cli perft --help' for more information.\n";
        QTest::addRow("perft: depth not a number")
            << QStringList{QStringLiteral("perft"), QStringLiteral("-d"), QStringLiteral("x")}
            << "kibitz-cli perft: --depth must be a whole number from 0 to 64, not 'x'\n"
               "Try 'kibitz-cli perft --help' for more information.\n";
        QTest::addRow("perft: bad FEN")
            << QStringList{QStringLiteral("perft"), QStringLiteral("--fen"),
                           QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"), QStringLiteral("-d"),
                           QStringLiteral("1")}
            << "kibitz-cli perft: invalid FEN: FEN field 1 (piece placement), column 1: White has "
               "no king\n  8/8/8/8/8/8/8/8 w - - 0 1\n  ^\n";
    }
    void usageErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(message), qPrintable(run.err));
        QCOMPARE(run.out, QString());
    }

    // A number option out of its range, one per command that reads its numbers from a table
    // (NumberOption): the same words everywhere, and exit status 2 with nothing on standard
    // output.
    void numberOptionErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("error");
        QTest::addRow("bench") << QStringList{"bench", "--hash", "0"} << "bench"
                               << "--hash must be a whole number from 1 to 65536, not '0'";
        QTest::addRow("match") << QStringList{"match", "--movetime", "0"} << "match"
                               << "--movetime must be a whole number from 1 to 86400000, not '0'";
        QTest::addRow("match, nodes")
            << QStringList{"match", "--nodes", "2000000000000"} << "match"
            << "--nodes must be a whole number from 1 to 1000000000000, not '2000000000000'";
        QTest::addRow("perft") << QStringList{"perft", "-d", "65"} << "perft"
                               << "--depth must be a whole number from 0 to 64, not '65'";
        QTest::addRow("solve")
            << QStringList{"solve", "a.epd", "--nodes", "2000000000000"} << "solve"
            << "--nodes must be a whole number from 1 to 1000000000000, not '2000000000000'";
        QTest::addRow("tb generate")
            << QStringList{"tb", "generate", "--pieces", "2"} << "tb generate"
            << "--pieces must be a whole number from 3 to 4, not '2'";
        QTest::addRow("theory") << QStringList{"theory",        "a.json", "--white-merit", "1",
                                               "--black-merit", "1",      "--r-min",       "0.5"}
                                << "theory"
                                << "--r-min must be a whole number from 0 to 1, not '0.5'";
        QTest::addRow("wdl-fit") << QStringList{"wdl-fit", "a.pgn", "--min-ply", "1001"}
                                 << "wdl-fit"
                                 << "--min-ply must be a whole number from 0 to 1000, not '1001'";
        QTest::addRow("invisible play")
            << QStringList{"invisible", "play", "--max-turns", "5"} << "invisible"
            << "--max-turns must be a whole number from 10 to 100000, not '5'";
        QTest::addRow("invisible match")
            << QStringList{"invisible", "match", "--set",     "2B",
                           "--against", "none",  "--threads", "257"}
            << "invisible"
            << "--threads must be a whole number from 1 to 256, not '257'";
        QTest::addRow("tune games")
            << QStringList{"tune", "games", "a.pgn", "--ridge", "2"} << "tune games"
            << "--ridge must be a number from 0 to 1, not '2'";
        QTest::addRow("tune games, seed")
            << QStringList{"tune", "games", "a.pgn", "--seed", "-1"} << "tune games"
            << "--seed must be a whole number from 0 to 1000000000000000000, not '-1'";
        QTest::addRow("tune phoenix")
            << QStringList{"tune", "phoenix", "--dir", "d", "--openings", "x.pgn", "--seed", "2e18"}
            << "tune phoenix"
            << "--seed must be a whole number from 0 to 1000000000000000000, not '2e18'";
    }
    void numberOptionErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, command);
        QFETCH(QString, error);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err, "kibitz-cli " + command + ": " + error + "\nTry 'kibitz-cli " + command +
                              " --help' for more information.\n");
    }

    // Every value out of range is reported, each with the hint, not only the first.
    void numberOptionErrorsAllReported() {
        const Run run = runCli({"bench", "--depth", "128", "--hash", "x"});
        QCOMPARE(run.exitCode, 2);
        const QString hint =
            QStringLiteral("\nTry 'kibitz-cli bench --help' for more information.\n");
        QCOMPARE(run.err, "kibitz-cli bench: --depth must be a whole number from 1 to 127, not "
                          "'128'" +
                              hint +
                              "kibitz-cli bench: --hash must be a whole number from 1 to 65536, "
                              "not 'x'" +
                              hint);
    }

    // The --help lines of the table's options, with the defaults of the command's settings in
    // their place: whole lines of the command's --help, exactly.
    void numberOptionHelp_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("lines");
        QTest::addRow("bench") << QStringList{"bench", "--help"}
                               << "  --depth N       depth of each search (default 13)\n"
                                  "  --hash MB       transposition table size, cleared before each "
                                  "position (default 16)";
        QTest::addRow("match")
            << QStringList{"match", "--help"}
            << "  --move-timeout MS     the longest a move may take under --nodes or --depth, "
               "which have no\n                        clock; a tenth of it is allowed past "
               "--movetime (default 60000)";
        QTest::addRow("perft") << QStringList{"perft", "--help"}
                               << "  -d, --depth N    how many plies deep to count, 0 to 64";
        QTest::addRow("solve") << QStringList{"solve", "--help"}
                               << "  --nodes N            node budget of each search (default "
                                  "1000000)";
        QTest::addRow("tb") << QStringList{"tb", "--help"}
                            << "  --pieces N       generate: the most pieces, 3 or 4";
        QTest::addRow("theory")
            << QStringList{"theory", "--help"}
            << "  --r-min R         a move into a node of height h counts as backed up max(R, h) "
               "plies: 0 (the\n                    default, Michie's formula as written) or 1 (his "
               "worked example)";
        QTest::addRow("wdl-fit") << QStringList{"wdl-fit", "--help"}
                                 << "  --min-ply N      skip the first N plies of every game "
                                    "(default 16): book moves carry no";
        QTest::addRow("invisible") << QStringList{"invisible", "--help"}
                                   << "  --depth N                  plies of the strategic search "
                                      "(default 3)";
        // The default the match plays to, as it plays (it once said 200 and played 100).
        QTest::addRow("invisible decisive")
            << QStringList{"invisible", "--help"}
            << "  --decisive N               match: decisive games to play (default 100)";
        QTest::addRow("tune games") << QStringList{"tune", "games", "--help"}
                                    << "                    clearly (default 1e-6; 0: none)";
        QTest::addRow("tune phoenix")
            << QStringList{"tune", "phoenix", "--help"}
            << "  --crossover P              probability of a single-point crossover (default "
               "0.8)\n  --mutation P               probability that a gene mutates (default "
               "0.02)";
        QTest::addRow("tune phoenix, one space")
            << QStringList{"tune", "phoenix", "--help"}
            << "  --replacement-group-size N ... of N chromosomes each (default 3)";
        QTest::addRow("dataset") << QStringList{"dataset", "--help"}
                                 << "  --held-back PERCENT    the games whose key % 100 is below "
                                    "PERCENT are held back from\n                         fitting "
                                    "(default 20)";
    }
    void numberOptionHelp() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, lines);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QVERIFY2(("\n" + run.out).contains("\n" + lines + "\n"), qPrintable(run.out));
    }

    // tb probe from Kibitz's own tables, made at first use in the cache folder given: the king on
    // the sixth in front of its pawn wins, Kd6 fastest (mate in 11: 21 plies); Kd5 and Kf5 let the
    // black king in front of the pawn.
    void tbProbeFromKibitzsTables() {
        QTemporaryDir cache;
        const QStringList probe{"tb",         "probe", "--cache",
                                cache.path(), "--fen", "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"};
        const Run run = runCli(probe);
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("wdl: win\nsource: solver\ndtm: 21\nmoves:\n"
                                         "  Kd6 win dtm 21\n  Kf6 win dtm 23\n"
                                         "  Kd5 draw dtm 0\n  Kf5 draw dtm 0\n"));
        // The tables it needed (KPvK and those its promotions lead to) stay in the cache.
        QVERIFY(QFile::exists(cache.filePath("KPvK.ktb")));
        QVERIFY(QFile::exists(cache.filePath("KQvK.ktb")));
        QCOMPARE(runCli(probe).out, run.out);
    }

    // With --syzygy the Syzygy tables answer, under the 50-move rule from the FEN's halfmove
    // clock: the same queen win, 13 plies from its mate-or-zeroing, is cursed after 95 plies.
    void tbProbeFromSyzygy() {
        const Run fresh = runCli(
            {"tb", "probe", "--syzygy", KIBITZ_SYZYGY, "--fen", "8/8/8/4k3/8/8/8/4K2Q w - - 0 1"});
        QCOMPARE(fresh.exitCode, 0);
        QVERIFY(
            fresh.out.startsWith("wdl: win\nsource: syzygy\ndtz: 13\nmoves:\n  Qc6 win dtz 13\n"));
        const Run late = runCli({"tb", "probe", "--syzygy", KIBITZ_SYZYGY, "--fen",
                                 "8/8/8/4k3/8/8/8/4K2Q w - - 95 80"});
        QCOMPARE(late.exitCode, 0);
        QVERIFY(late.out.startsWith("wdl: cursed-win\nsource: syzygy\ndtz: 13\n"));
    }

    // Positions no table has, and illegal ones: a message and exit status 1 (2 for a FEN that
    // cannot be read, like every command).
    void tbProbeRefusesWhatNoTableHas() {
        QTemporaryDir empty;
        Run run = runCli(
            {"tb", "probe", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err,
                 QStringLiteral("kibitz-cli tb probe: the position has 32 pieces; Kibitz's "
                                "own tables have up to 4 (give --syzygy PATH for larger "
                                "tables)\n"));
        run = runCli({"tb", "probe", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("kibitz-cli tb probe: no table has a position with "
                                         "castling rights\n"));
        run = runCli(
            {"tb", "probe", "--syzygy", empty.path(), "--fen", "8/8/8/4k3/8/8/8/4K2Q w - - 0 1"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, "kibitz-cli tb probe: the position is in no Syzygy table of " +
                              empty.path() + " (Syzygy: no tables in " + empty.path() + ")\n");
        run = runCli({"tb", "probe", "--fen", "8/8/8/8/8/8/8/KQk5 w - - 0 1"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.startsWith("kibitz-cli tb probe: invalid FEN: "));
        QCOMPARE(runCli({"tb", "probe"}).exitCode, 2);
        QCOMPARE(runCli({"tb", "solve"}).exitCode, 2);
    }

    void tbGenerate() {
        QTemporaryDir cache;
        const Run run = runCli({"tb", "generate", "--pieces", "3", "--cache", cache.path()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(QRegularExpression("^tables of up to 3 pieces in " +
                                    QRegularExpression::escape(cache.path()) +
                                    " \\(0\\.\\d MB\\), ready in \\d+\\.\\d s\n$")
                     .match(run.out)
                     .hasMatch(),
                 qPrintable(run.out));
        QCOMPARE(
            QDir(cache.path()).entryList(QDir::Files),
            QStringList({"KBvK.ktb", "KNvK.ktb", "KPvK.ktb", "KQvK.ktb", "KRvK.ktb", "KvK.ktb"}));
        const Run wrong = runCli({"tb", "generate", "--pieces", "5", "--cache", cache.path()});
        QCOMPARE(wrong.exitCode, 2);
        QCOMPARE(wrong.err,
                 QStringLiteral("kibitz-cli tb generate: --pieces must be a whole number from 3 to "
                                "4, not '5'\nTry 'kibitz-cli tb generate --help' for more "
                                "information.\n"));
    }

    void perftCount() {
        const Run run =
            runCli({QStringLiteral("perft"), QStringLiteral("--fen"), QStringLiteral("startpos"),
                    QStringLiteral("--depth"), QStringLiteral("4")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("197281\n"));
        QVERIFY(run.err.startsWith(QLatin1String("perft 4: 197281 nodes in ")));
    }

    void perftMakeEveryLeaf() {
        const Run run = runCli({QStringLiteral("perft"), QStringLiteral("-d"), QStringLiteral("3"),
                                QStringLiteral("--no-bulk")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("8902\n"));
    }

    // An unquoted FEN arrives as several words; they are joined back together.
    void perftUnquotedFen() {
        const Run run = runCli(QStringLiteral("perft --depth 2 --fen "
                                              "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/"
                                              "R3K2R w KQkq - 0 1")
                                   .split(QLatin1Char(' ')));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("2039\n"));
    }

    void perftDivide() {
        const Run run =
            runCli({QStringLiteral("perft"), QStringLiteral("--fen"),
                    QStringLiteral("4k3/8/8/8/1b6/5n2/8/1R2K3 w - - 0 1"),
                    QStringLiteral("--depth"), QStringLiteral("2"), QStringLiteral("--divide")});
        QCOMPARE(run.exitCode, 0);
        // Double check: only the king moves; the lines are sorted by move.
        QCOMPARE(run.out, QStringLiteral("e1d1: 22\ne1e2: 22\ne1f1: 22\ne1f2: 22\ntotal: 88\n"));
    }

    void perftChess960() {
        const Run run =
            runCli({QStringLiteral("perft"), QStringLiteral("--chess960"), QStringLiteral("--fen"),
                    QStringLiteral("1k6/8/8/8/8/8/8/R1R3K1 w C - 0 1"), QStringLiteral("-d"),
                    QStringLiteral("1"), QStringLiteral("--divide")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QLatin1String("\ng1c1: 1\n"))); // castling, king takes rook
    }

    void perftHelp() {
        const Run run = runCli({QStringLiteral("perft"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QLatin1String("Usage: kibitz-cli perft ")));
    }

    void pgnCheckCleanFiles() {
        const QString a = SharedPgnDir + "kasparov-deep-blue-1997.pgn";
        const QString b = PgnDir + "edge/glyphs.pgn";
        const Run run = runCli({"pgn", "check", a, b});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, a + ": 6 games, 519 plies, 0 errors, 0 warnings\n" + b +
                              ": 1 game, 11 plies, 0 errors, 0 warnings\n"
                              "total: 7 games, 530 plies, 0 errors, 0 warnings\n");
        QCOMPARE(run.err, QString());
    }

    void pgnCheckErrors() {
        const QString file = PgnDir + "edge/errors.pgn";
        const Run run = runCli({"pgn", "check", file});
        QCOMPARE(run.exitCode, 1);
        const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 11);
        QCOMPARE(lines.first(), file + ":4:13: error: game 1: illegal move 'Ke3': 'Ke3' is illegal "
                                       "here: no white king can move to e3");
        QCOMPARE(lines.at(3),
                 file + ":29:7: error: game 6: a comment is not closed: '}' is missing");
        QCOMPARE(lines.last(), file + ": 15 games, 20 plies, 10 errors, 0 warnings");
    }

    void pgnCheckWarningsAndQuiet() {
        const QString file = PgnDir + "edge/results.pgn";
        const Run loud = runCli({"pgn", "check", file});
        QCOMPARE(loud.exitCode, 0); // warnings are not errors
        QCOMPARE(loud.out,
                 file + ":6:1: warning: game 1: the game has no result after its moves\n" + file +
                     ":9:10: warning: game 2: the result 1-0 after the moves "
                     "differs from the Result tag \"0-1\"; the tag is kept\n" +
                     file + ": 4 games, 8 plies, 0 errors, 2 warnings\n");
        const Run quiet = runCli({"pgn", "check", "-q", file});
        QCOMPARE(quiet.out, file + ": 4 games, 8 plies, 0 errors, 2 warnings\n");
    }

    void pgnCheckMissingFile() {
        const Run run = runCli({"pgn", "check", "/nonexistent.pgn"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(
            run.err,
            QStringLiteral("kibitz-cli pgn check: /nonexistent.pgn: No such file or directory\n"));
    }

    void pgnFormatStdinToStdout() {
        // The export-format fixture goes through unchanged, byte for byte.
        const QByteArray exported = fileBytes(PgnDir + "edge/export.pgn");
        const Run run = runCli({"pgn", "format", "-"}, exported);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.toUtf8(), exported);
        QCOMPARE(run.err, QString());
    }

    void pgnFormatToFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath("out.pgn");
        const Run run = runCli({"pgn", "format", PgnDir + "edge/export-source.pgn", "-o", out});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QString());
        QCOMPARE(fileBytes(out), fileBytes(PgnDir + "edge/export.pgn"));
    }

    void pgnFormatPassesBrokenGamesThrough() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = PgnDir + "edge/errors.pgn";
        const QString out = dir.filePath("out.pgn");
        const Run run = runCli({"pgn", "format", in, "-o", out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.startsWith(in + ":4:13: error: game 1: illegal move 'Ke3'"));
        QVERIFY(run.err.contains("(copied unchanged)\n"));
        const QByteArray written = fileBytes(out);
        // The broken game exactly as it was, the good one after it rewritten.
        QVERIFY(written.startsWith("[Event \"Illegal move\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 "
                                   "Nc6 *\n\n[Event \"Good 1\"]\n[Site \"?\"]\n"));
        QCOMPARE(written.count("[Event "), 15);
    }

    void matchAgainstItself() {
        // Four games at a very fast time control, two at a time, from two openings: every move
        // must be legal (pgn check reads the saved games back through the rules core).
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("games.pgn"));
        const QString engine = QStringLiteral(KIBITZ_CLI) + QStringLiteral(" uci");
        const Run run = runCli({"match", "--engine", engine, "--engine", engine, "--games", "4",
                                "--tc", "1+0.01", "--concurrency", "2", "--openings",
                                EpdDir + "match-openings.epd", "--pgn", pgn});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        for (int round = 1; round <= 4; ++round)
            QVERIFY(run.out.contains(QStringLiteral("Finished game %1 (").arg(round)));
        const QString name = QStringLiteral("Kibitz " KIBITZ_VERSION);
        QVERIFY(
            run.out.contains(QStringLiteral("Started game 1 of 4 (%1 (1) vs %1 (2))").arg(name)));
        QVERIFY(
            run.out.contains(QStringLiteral("Started game 2 of 4 (%1 (2) vs %1 (1))").arg(name)));
        const QRegularExpression wdl(QStringLiteral("W/D/L: (\\d+) / (\\d+) / (\\d+)"));
        const auto m = wdl.match(run.out);
        QVERIFY(m.hasMatch());
        QCOMPARE(m.captured(1).toInt() + m.captured(2).toInt() + m.captured(3).toInt(), 4);

        const Run check = runCli({"pgn", "check", pgn});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(check.out.contains(QStringLiteral(": 4 games, ")), qPrintable(check.out));
        QVERIFY(check.out.contains(QStringLiteral(" 0 errors")));
        const QString text = QString::fromUtf8(fileBytes(pgn));
        QCOMPARE(text.count(QStringLiteral("[Termination \"")), 4);
        QCOMPARE(text.count(QStringLiteral("[Result \"*\"]")), 0);
        QCOMPARE(text.count(QStringLiteral("[TimeControl \"1+0.01\"]")), 4);
    }

    // Phoenix's tuner, a small run in two sittings. The first plays one generation and leaves the
    // run's files; the second resumes it for a second; one with other settings is refused; the
    // database it leaves is a weights file the engine plays with.
    void tunePhoenixRunsAndResumes() {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        const QStringList common{"tune",
                                 "phoenix",
                                 "--dir",
                                 run,
                                 "--openings",
                                 EpdDir + "match-openings.epd",
                                 "--population",
                                 "4",
                                 "--games-per-pair",
                                 "2",
                                 "--nodes",
                                 "200",
                                 "--threads",
                                 "2"};
        Run first = runCli(common + QStringList{"--generations", "1"});
        QCOMPARE(first.exitCode, 0);
        QVERIFY2(first.out.startsWith("generation 1: best "), qPrintable(first.out));
        QVERIFY(first.out.contains("; 12 games in "));
        QVERIFY(first.out.endsWith("finished after generation 1: the last generation was "
                                   "played\n"));
        QVERIFY(first.err.contains("kibitz-cli tune phoenix: generation 1: 12 of 12 games\n"));
        QStringList csv = QString::fromUtf8(fileBytes(run + "/fitness.csv")).split('\n');
        QCOMPARE(csv.value(0), QStringLiteral("generation,best,mean,worst,niches,games,seconds"));
        QVERIFY(csv.value(1).startsWith("1,"));
        QVERIFY(csv.value(1).contains(",0.5000,")); // a round robin's mean
        QCOMPARE(csv.size(), 3);                    // two lines and the final line break
        QVERIFY(fileBytes(run + "/state.txt")
                    .startsWith("# Kibitz Phoenix tuner state, "
                                "format 1\nsettings population=4 "));

        const Run second = runCli(common + QStringList{"--generations", "2"});
        QCOMPARE(second.exitCode, 0);
        QVERIFY(second.err.startsWith("kibitz-cli tune phoenix: resuming " + run +
                                      " after generation 1\n"));
        QVERIFY(second.out.startsWith("generation 2: best "));
        csv = QString::fromUtf8(fileBytes(run + "/fitness.csv")).split('\n');
        QCOMPARE(csv.size(), 4);
        QVERIFY(csv.value(2).startsWith("2,"));

        const Run other = runCli(common + QStringList{"--generations", "3", "--seed", "5"});
        QCOMPARE(other.exitCode, 2);
        QVERIFY(other.err.startsWith("kibitz-cli tune phoenix: " + run +
                                     " holds a run begun with other settings"));

        const Run play = runCli({"uci", "--eval-file", run + "/database.txt"},
                                "position startpos\ngo depth 2\n");
        QCOMPARE(play.exitCode, 0);
        QCOMPARE(play.err, QString());
        QVERIFY(play.out.contains("\nbestmove "));
    }

    // `tune weights`: every weight of the built-in evaluation, or of a file over it, as a file.
    void tuneWeights() {
        const Run builtIn = runCli({"tune", "weights"});
        QCOMPARE(builtIn.exitCode, 0);
        QVERIFY(builtIn.out.startsWith("# the built-in weights\nmaterial.pawn.mg 82\n"));
        QCOMPARE(builtIn.out.count('\n'), 824); // the heading and 823 weights
        QVERIFY(builtIn.out.endsWith("\nphase.queen 4\ntempo 15\n"));
        QTemporaryDir dir;
        const QString partial = dir.filePath(QStringLiteral("partial.txt"));
        writeFile(partial, "tempo 20\n");
        const Run file = runCli({"tune", "weights", partial});
        QCOMPARE(file.exitCode, 0);
        QVERIFY(file.out.startsWith("# the weights of " + partial + "\nmaterial.pawn.mg 82\n"));
        QVERIFY(file.out.endsWith("\ntempo 20\n"));
        writeFile(partial, "tempo twenty\n");
        const Run bad = runCli({"tune", "weights", partial});
        QCOMPARE(bad.exitCode, 1);
        QCOMPARE(bad.err, "kibitz-cli tune weights: " + partial +
                              ":1:7: the value of 'tempo' must be a whole number from -5000 to "
                              "5000, not 'twenty'\n");
    }

    // `tune games` on Fischer's games: a weights file the engine reads, its heading saying how
    // it was made, the figures on standard error; an unknown --only is a usage error.
    void tuneGames() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("texel.txt"));
        const Run run = runCli({"tune", "games", SharedPgnDir + "masters/Fischer.pgn", "--only",
                                "pst", "--iterations", "20", "--positions", "5000", "--out", out});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QString());
        // 5000 positions chosen at random, of which every 10th game's are held out.
        QVERIFY2(run.err.contains("kibitz-cli tune games: mean squared error, 4520 fitted "
                                  "positions: 0.141293 -> "),
                 qPrintable(run.err));
        QVERIFY(run.err.contains("kibitz-cli tune games: mean squared error, 480 held-out "
                                 "positions: 0.144413 -> "));
        const QString written = QString::fromUtf8(fileBytes(out));
        QVERIFY(written.startsWith("# kibitz-cli tune games (Texel tuning): the piece-square "
                                   "tables, 20 iterations of Adam; "));
        QVERIFY(written.contains(" positions left alone; ridge 1e-06\n")); // the default
        QVERIFY(written.contains("\n# positions: 4520 fitted, 480 held out (every 10th game); K "
                                 "= 1.1417\n"));
        QCOMPARE(written.count('\n'), 823 + 4); // four heading lines
        const Run play = runCli({"uci", "--eval-file", out}, "position startpos\ngo depth 2\n");
        QCOMPARE(play.exitCode, 0);
        QCOMPARE(play.err, QString());
        const Run bad =
            runCli({"tune", "games", SharedPgnDir + "masters/Fischer.pgn", "--only", "rooks"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(
            bad.err.startsWith("kibitz-cli tune games: --only must be all, pst, phoenix or terms, "
                               "not 'rooks'\n"));
    }

    void tuneErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::newRow("no tuner")
            << QStringList{"tune"}
            << "kibitz-cli tune: say what to tune: phoenix or games (or weights)\n";
        QTest::newRow("unknown tuner")
            << QStringList{"tune", "simplex"}
            << "kibitz-cli tune: unknown tuner 'simplex' (phoenix, games or weights)\n";
        QTest::newRow("no dir") << QStringList{"tune", "phoenix", "--openings", "x.pgn"}
                                << "kibitz-cli tune phoenix: --dir is needed: the folder of the "
                                   "run\n";
        QTest::newRow("odd games")
            << QStringList{"tune",  "phoenix",          "--dir", "d", "--openings",
                           "x.pgn", "--games-per-pair", "3"}
            << "kibitz-cli tune phoenix: --games-per-pair must be even (each opening twice, "
               "colours swapped)\n";
        QTest::newRow("bad rate")
            << QStringList{"tune",       "phoenix", "--dir",      "d",
                           "--openings", "x.pgn",   "--mutation", "2"}
            << "kibitz-cli tune phoenix: --mutation must be a number from 0 to 1, not '2'\n";
        QTest::newRow("rate not a number")
            << QStringList{"tune",       "phoenix", "--dir",      "d",
                           "--openings", "x.pgn",   "--mutation", "NaN"}
            << "kibitz-cli tune phoenix: --mutation must be a number from 0 to 1, not 'NaN'\n";
    }

    void tuneErrors() { checkUsageErrorRow(); }

    // `invisible play`: every turn on a line with both sides' uncertainty, the result last, and
    // the game as PGN that reads back with its invisible sets.
    void invisiblePlay() {
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("game.pgn"));
        const Run run = runCli({"invisible", "play", "--white", "2N", "--black", "1Q", "--depth",
                                "1", "--max-turns", "20", "--pgn", pgn});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 22); // the players, 20 turns, the result
        QCOMPARE(lines.first(), QStringLiteral("White invisible 2N (weights 1.00,0.00,0.00), Black "
                                               "invisible 1Q (weights 1.00,0.00,0.00), fair "
                                               "tracker"));
        QVERIFY(lines[1].startsWith(QStringLiteral("1. ")));
        QVERIFY(lines[2].startsWith(QStringLiteral("1... ")));
        QVERIFY(lines[1].contains(QStringLiteral("uncertainty: White 0.00, Black ")));
        QVERIFY2(lines.last().startsWith(QStringLiteral("1/2-1/2 (turn limit)")),
                 qPrintable(lines.last()));
        const QString text = QString::fromUtf8(fileBytes(pgn));
        QVERIFY(text.contains(QStringLiteral("[WhiteInvisible \"2N\"]")));
        QVERIFY(text.contains(QStringLiteral("[BlackInvisible \"1Q\"]")));
        QVERIFY(text.contains(QStringLiteral("[Termination \"adjudication\"]")));
        QVERIFY(
            text.contains(QStringLiteral("[White \"Kibitz advisors W1 1, W2 0, W3 0, depth 1\"]")));
        // Kibitz's PGN tools read it as the true game.
        const Run check = runCli({"pgn", "check", pgn});
        QCOMPARE(check.exitCode, 0);
    }

    // `invisible play --information exponential`: the paper's text's form of the hide and seek
    // values, for both players, said in the heading and in the saved players' names.
    void invisiblePlayExponential() {
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("game.pgn"));
        const Run run = runCli({"invisible", "play", "--white", "1B", "--black", "1B", "--weights",
                                "1,0.5,0", "--information", "exponential", "--depth", "1",
                                "--max-turns", "10", "--pgn", pgn});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.split('\n', Qt::SkipEmptyParts).first(),
                 QStringLiteral("White invisible 1B (weights 1.00,0.50,0.00, exponential), Black "
                                "invisible 1B (weights 1.00,0.00,0.00, exponential), fair "
                                "tracker"));
        const QString text = QString::fromUtf8(fileBytes(pgn));
        QVERIFY(text.contains(QStringLiteral(
            "[White \"Kibitz advisors W1 1, W2 0.5, W3 0 (exponential), depth 1\"]")));
        QVERIFY(text.contains(
            QStringLiteral("[Black \"Kibitz advisors W1 1, W2 0, W3 0 (exponential), depth 1\"]")));
    }

    // `invisible match`: games until the decisive ones are in, the share with its interval.
    void invisibleMatch() {
        const Run run = runCli({"invisible", "match", "--set", "2B", "--against", "none",
                                "--decisive", "2", "--depth", "1", "--threads", "1"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QRegularExpression(
                     "2B vs none: \\d+ games \\(\\d+ different\\), 2 decisive: 2B won \\d, none "
                     "won \\d, draws \\d+\n")),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("2B's share of the decisive games: ")));
        QVERIFY(run.out.contains(QStringLiteral("(the paper's figure)")));
        // Two bishops see every piece of the other side: nothing they try is in doubt.
        QVERIFY(run.out.contains(QStringLiteral(
            "2B's belief: uncertainty 0.00 nats after a turn on average; of its 0 attempts that "
            "might not be accepted, it expected 0.0 to be accepted; 0 were\n")));
        QVERIFY2(run.out.contains(QRegularExpression(
                     "none's belief: uncertainty \\d+\\.\\d\\d nats after a turn on "
                     "average; of its \\d+ attempts that might not be accepted, it expected "
                     "\\d+\\.\\d to be accepted; \\d+ were\n")),
                 qPrintable(run.out));
    }

    void invisibleErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::newRow("nothing") << QStringList{"invisible"}
                                 << "kibitz-cli invisible: say what to do: play or match\n";
        QTest::newRow("bad set") << QStringList{"invisible", "play", "--white", "3B"}
                                 << "kibitz-cli invisible: --white must be 1B, 1N, 1R, 1Q, 2B, "
                                    "2N, 2R or none, not '3B'\n";
        QTest::newRow("no sets") << QStringList{"invisible", "match", "--set", "2B"}
                                 << "kibitz-cli invisible: say which sets play: --set SET "
                                    "--against SET\n";
        QTest::newRow("bad weights")
            << QStringList{"invisible", "play", "--weights", "1,x,0"}
            << "kibitz-cli invisible: --weights must be three numbers from 0 to 1000, as "
               "1,0.5,0, not '1,x,0'\n";
        QTest::newRow("bad tracker") << QStringList{"invisible", "play", "--tracker", "spy"}
                                     << "kibitz-cli invisible: --tracker must be fair or oracle, "
                                        "not 'spy'\n";
        QTest::newRow("bad motion model")
            << QStringList{"invisible", "match", "--set",    "1Q",
                           "--against", "1Q",    "--motion", "wild"}
            << "kibitz-cli invisible: --motion must be uniform or wary, not 'wild'\n";
        QTest::newRow("bad information form")
            << QStringList{"invisible", "play", "--information", "exp"}
            << "kibitz-cli invisible: --information must be change or exponential, not 'exp'\n";
        QTest::newRow("match option in play")
            << QStringList{"invisible", "play", "--decisive", "5"}
            << "kibitz-cli invisible: --decisive is an option of invisible match\n";
        QTest::newRow("play option in match")
            << QStringList{"invisible", "match", "--white", "2B"}
            << "kibitz-cli invisible: --white is an option of invisible play\n";
    }

    void invisibleErrors() { checkUsageErrorRow(); }

    void matchErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString engine = QStringLiteral(KIBITZ_CLI) + QStringLiteral(" uci");
        QTest::newRow("one engine") << QStringList{"match", "--engine", engine} << 2
                                    << "a match takes exactly two --engine";
        QTest::newRow("three engines")
            << QStringList{"match", "--engine", engine, "--engine", engine, "--engine", engine} << 2
            << "a match takes exactly two --engine";
        QTest::newRow("name first")
            << QStringList{"match", "--name", "A"} << 2 << "--name must follow an --engine";
        QTest::newRow("bad option") << QStringList{"match", "--engine", engine, "--option", "Hash"}
                                    << 2 << "--option takes NAME=VALUE, not 'Hash'";
        QTest::newRow("bad tc") << QStringList{"match", "--tc", "10+x"} << 2
                                << "bad time control '10+x': the increment must be";
        QTest::newRow("two limits")
            << QStringList{"match",   "--engine", engine,    "--engine", engine,
                           "--nodes", "5",        "--depth", "3"}
            << 2 << "use at most one of --nodes, --depth and --movetime";
        QTest::newRow("no such engine")
            << QStringList{"match", "--engine", "/nonexistent/engine", "--engine", engine} << 1
            << "kibitz-cli match: engine '/nonexistent/engine' could not be started: ";
        QTest::newRow("no such option")
            << QStringList{"match",       "--engine", engine, "--option",
                           "Contempt=10", "--engine", engine}
            << 1 << "has no option 'Contempt'";
        QTest::newRow("bad openings")
            << QStringList{"match",
                           "--engine",
                           engine,
                           "--engine",
                           engine,
                           "--openings",
                           "/nonexistent/book.epd"}
            << 1 << "kibitz-cli match: /nonexistent/book.epd: No such file or directory";
    }

    void matchErrors() {
        QFETCH(QStringList, arguments);
        const Run run = runCli(arguments);
        QTEST(run.exitCode, "exitCode");
        QFETCH(QString, message);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void benchSignature() {
        // The node count of `bench` is the search's signature: the same on every run and every
        // machine (for a given hash size: the table's collisions steer the search too). It
        // changes only when the search or the evaluation changes; a commit that changes it on
        // purpose updates this number and says so.
        const Run first = runCli({"bench", "--depth", "6"});
        QCOMPARE(first.exitCode, 0);
        QVERIFY(first.out.contains("\nNodes searched  : 205783\n"));
        const Run second = runCli({"bench", "--depth", "6"});
        QVERIFY(second.out.contains("\nNodes searched  : 205783\n"));
        QCOMPARE(first.err.count("nodes  "), 12);
        QVERIFY(!first.out.contains("Table hits"));
        // With endgame tables the search probes them where it reaches few enough pieces: the
        // count changes there (the last position, a knight and pawn ending), nowhere else.
        const Run tables = runCli({"bench", "--depth", "6", "--syzygy", KIBITZ_SYZYGY});
        QCOMPARE(tables.exitCode, 0);
        QVERIFY2(tables.out.contains(QRegularExpression("\nTable hits      : [1-9][0-9]*\n")),
                 qPrintable(tables.out));
        QVERIFY(!tables.out.contains("\nNodes searched  : 205783\n"));
        const QStringList plainCounts = first.err.split('\n');
        const QStringList tableCounts = tables.err.split('\n').filter("position ");
        QCOMPARE(tableCounts.size(), 12);
        QCOMPARE(tableCounts.mid(0, 11), plainCounts.filter("position ").mid(0, 11));
        QVERIFY(tableCounts.at(11) != plainCounts.filter("position ").at(11));
    }

    void benchUsageErrors() {
        const Run run = runCli({"bench", "--depth", "0"});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, QStringLiteral("kibitz-cli bench: --depth must be a whole number from 1 "
                                         "to 127, not '0'\nTry 'kibitz-cli bench --help' for more "
                                         "information.\n"));
    }

    // Four WAC positions (one with an `am`, one with two `bm` moves) and a line whose `bm` move is
    // illegal. Nodes to solution are as deterministic as the bench signature.
    void solveSuite() {
        QTemporaryDir dir;
        const QString file = wacSuite(dir);
        const Run run = runCli({"solve", file});
        QCOMPARE(run.exitCode, 1); // the bad line
        QCOMPARE(run.out,
                 QStringLiteral("WAC.001  yes     5268  Qg6\n"
                                "WAC.003  yes     1240  Rg3\n"
                                "WAC.274  yes      752  Rb6\n"
                                "WAC.011  yes     3004  Bxc6\n"
                                "solved 4/4 within 1000000 nodes each (depth model plies)\n"
                                "nodes to solution: sum 10264, median 2122\n"));
        QCOMPARE(run.err, file + ":3:47: error: bad 'bm' move: 'Rxb1' is illegal here: no black "
                                 "rook can move to b1\n");
    }

    void solveErs() {
        QTemporaryDir dir;
        const Run run = runCli(
            {"solve", wacSuite(dir), "--depth-model", "ers", "--nodes", "300000", "--hash", "8"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QStringLiteral("WAC.001  yes    7629  Qg6\n"
                                         "WAC.003  yes    1306  Rg3\n"
                                         "WAC.274  yes     774  Rb6\n"
                                         "WAC.011  yes    1105  Bxc6\n"
                                         "solved 4/4 within 300000 nodes each (depth model ers)\n"
                                         "nodes to solution: sum 10814, median 1205.5\n"));
    }

    void solveSmallBudget() {
        // Qg6 and Bxc6 need more than 2000 nodes; at WAC.274 the search settles on the other
        // bm move, Rg5+, and it was a solution since Rb6 was best at 752 nodes.
        QTemporaryDir dir;
        const Run run = runCli({"solve", wacSuite(dir), "--nodes", "2000"});
        QCOMPARE(run.out, QStringLiteral("WAC.001  no      -  Ne8\n"
                                         "WAC.003  yes  1240  Rg3\n"
                                         "WAC.274  yes   752  Rg5+\n"
                                         "WAC.011  no      -  Nc5\n"
                                         "solved 2/4 within 2000 nodes each (depth model plies)\n"
                                         "nodes to solution: sum 1992, median 996\n"));
    }

    void solveBadLines() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath("bad.epd");
        const QByteArray fen = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -";
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(fen + " bm Qg6; id \"WAC.001\n" + fen + " id \"WAC.001\";\n" + fen +
                  " bm Qg6;\n\n" +
                  "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 x - - bm Qg6;\n" + fen +
                  " bm; id \"x\";\n" + fen + " bm Qg6; ; id \"x\";\n" + fen + " bm Qg6 ; id ok\n");
        out.close();
        const Run run = runCli({"solve", file, "--nodes", "1000"});
        QCOMPARE(run.exitCode, 1);
        // The last line is good: spaces before ';', an unquoted id and no final ';' are fine.
        QCOMPARE(run.out, QStringLiteral("ok  no      -  Nxc6\n"
                                         "solved 0/1 within 1000 nodes each (depth model plies)\n"
                                         "nodes to solution: sum 0, median -\n"));
        QCOMPARE(run.err.split('\n', Qt::SkipEmptyParts),
                 (QStringList{
                     file + ":1:68: error: the string of 'id' is not closed: '\"' is missing",
                     file + ":2: error: no 'bm' or 'am' operation: nothing to solve",
                     file + ":3: error: no 'id' operation",
                     file + ":5:51: error: bad position: FEN field 2 (side to move): expected 'w' "
                            "or 'b', found 'x'",
                     file + ":6:57: error: 'bm' names no move",
                     file + ":7:65: error: expected an opcode, not ';'",
                 }));
    }

    void solveMissingFile() {
        const Run run = runCli({"solve", "/nonexistent.epd"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err,
                 QStringLiteral("kibitz-cli solve: /nonexistent.epd: No such file or directory\n"));
    }

    void solveHelp() {
        const Run run = runCli({"solve", "--help"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QLatin1String("Usage: kibitz-cli solve FILE.epd [--nodes N] "
                                                 "[--depth-model plies|ers] [--hash MB]\n")));
        QCOMPARE(run.err, QString());
    }

    void solveUsageErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::addRow("no file") << QStringList{"solve"} << "no EPD file to solve";
        QTest::addRow("two files")
            << QStringList{"solve", "a.epd", "b.epd"} << "unexpected argument 'b.epd'";
        QTest::addRow("nodes zero")
            << QStringList{"solve", "a.epd", "--nodes", "0"}
            << "--nodes must be a whole number from 1 to 1000000000000, not '0'";
        QTest::addRow("nodes not a number")
            << QStringList{"solve", "a.epd", "--nodes", "many"}
            << "--nodes must be a whole number from 1 to 1000000000000, not 'many'";
        QTest::addRow("nodes not whole")
            << QStringList{"solve", "a.epd", "--nodes", "1e-6"}
            << "--nodes must be a whole number from 1 to 1000000000000, not '1e-6'";
        QTest::addRow("unknown depth model")
            << QStringList{"solve", "a.epd", "--depth-model", "ers*"}
            << "--depth-model must be plies or ers, not 'ers*'";
        QTest::addRow("hash") << QStringList{"solve", "a.epd", "--hash", "0"}
                              << "--hash must be a whole number from 1 to 65536, not '0'";
        QTest::addRow("unknown option")
            << QStringList{"solve", "a.epd", "--depth", "3"} << "Unknown option 'depth'.";
    }

    void solveUsageErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err, "kibitz-cli solve: " + message +
                              "\nTry 'kibitz-cli solve --help' for more information.\n");
    }

    void pgnUsageErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::addRow("no action")
            << QStringList{"pgn"} << "kibitz-cli pgn: expected 'check' or 'format'\n";
        QTest::addRow("unknown action")
            << QStringList{"pgn", "validate", "x.pgn"}
            << "kibitz-cli pgn: unknown action 'validate': expected 'check' or 'format'\n";
        QTest::addRow("check without files")
            << QStringList{"pgn", "check"} << "kibitz-cli pgn: no file to check\n";
        QTest::addRow("format two files")
            << QStringList{"pgn", "format", "a.pgn", "b.pgn"}
            << "kibitz-cli pgn: 'pgn format' takes exactly one FILE\n";
    }

    void pgnUsageErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, message + "Try 'kibitz-cli pgn --help' for more information.\n");
    }

    void theoryTable() {
        const QString tree = QStringLiteral(KIBITZ_TEST_DATA "/theory/small.json");
        const Run run = runCli({"theory", tree, "--white-merit", "1", "--black-merit", "1"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        // r_min = 0: Black at a never allows the won terminal a1, at c always takes the win c1,
        // at b always moves to the horizon leaf that is better for him; White at the root, with
        // weights 2^(12 u) at r = 1: 1, 2^-3.6 and 2^-12. v is marked ? where it rests on an
        // estimate (b1, b2; and the root, where b might be better than it looks).
        QCOMPARE(run.out,
                 QStringLiteral(
                     "node  move  v    u        P(win)  P(draw) P(loss) T       H_move  children\n"
                     "root  W     0?   -0.0231  0.0152  0.9465  0.0383  0.0535  0.3916  a 0.9236  "
                     "b 0.0762  c 0.0002\n"
                     "a     B     0     0.0000  0.0000  1.0000  0.0000  0.0000  0.0000  a1 0.0000  "
                     "a2 1.0000\n"
                     "a1    W     +1   +1.0000  1.0000  0.0000  0.0000  1.0000  0.0000  -\n"
                     "a2    W     0     0.0000  0.0000  1.0000  0.0000  0.0000  0.0000  -\n"
                     "b     B     -1?  -0.3000  0.2000  0.3000  0.5000  0.7000  0.0000  b1 0.0000  "
                     "b2 1.0000\n"
                     "b1    W     +1?  +0.3000  0.5000  0.3000  0.2000  0.7000  0.0000  -\n"
                     "b2    W     -1?  -0.3000  0.2000  0.3000  0.5000  0.7000  0.0000  -\n"
                     "c     B     -1   -1.0000  0.0000  0.0000  1.0000  1.0000  0.0000  c1 1.0000  "
                     "a2 0.0000\n"
                     "c1    W     -1   -1.0000  0.0000  0.0000  1.0000  1.0000  0.0000  -\n"));
    }

    void theoryJson() {
        const QString tree = QStringLiteral(KIBITZ_TEST_DATA "/theory/small.json");
        const Run run = runCli({"theory", tree, "--white-merit", "1", "--black-merit", "1",
                                "--r-min", "1", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QJsonParseError error;
        const QJsonObject top = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(top["settings"].toObject()["r_min"].toInt(), 1);
        QCOMPARE(top["settings"].toObject()["white_merit"].toDouble(), 1.0);
        QCOMPARE(top["root"].toString(), QStringLiteral("root"));
        const QJsonArray nodes = top["nodes"].toArray();
        QCOMPARE(nodes.size(), 9);
        const auto node = [&](const char* id) {
            for (const QJsonValue n : nodes)
                if (n["id"].toString() == QLatin1String(id)) return n.toObject();
            qFatal("no node %s", id);
        };
        const auto near = [](double a, double b) { return std::abs(a - b) < 1e-12; };
        // r_min = 1, base 2: Black at a weighs a1 (+1) 2^-12 against a2 (0) 1, at c c1 (-1) 2^12.
        const QJsonObject a = node("a");
        QCOMPARE(a["moves"].toArray().at(0)["child"].toString(), QStringLiteral("a1"));
        QVERIFY(near(a["moves"].toArray().at(0)["p"].toDouble(), 1.0 / 4097.0));
        QVERIFY(near(a["u"].toDouble(), 1.0 / 4097.0));
        QVERIFY(near(node("c")["u"].toDouble(), -4096.0 / 4097.0));
        QVERIFY(near(node("b")["moves"].toArray().at(0)["p"].toDouble(),
                     1.0 / (1.0 + std::pow(2.0, 7.2))));
        const QJsonObject root = node("root");
        QCOMPARE(root["to_move"].toString(), QStringLiteral("W"));
        QCOMPARE(root["kind"].toString(), QStringLiteral("interior"));
        QCOMPARE(root["height"].toInt(), 2);
        QCOMPARE(root["minimax"].toInt(), 0);
        QCOMPARE(root["minimax_exact"].toBool(), false);
        QCOMPARE(root["path_probability"].toDouble(), 1.0);
        double sum = 0.0;
        for (const QJsonValue move : root["moves"].toArray()) sum += move["p"].toDouble();
        QVERIFY(near(sum, 1.0));
        QVERIFY(near(root["p_win"].toDouble() - root["p_loss"].toDouble(), root["u"].toDouble()));
        QVERIFY(
            near(root["tension"].toDouble(), root["p_win"].toDouble() + root["p_loss"].toDouble()));
        // Product rule: White wins only through b (pi = 0.5 * 0.2), and never loses through a.
        QVERIFY(near(root["product_rule"].toObject()["win"].toDouble(), 0.1));
        QCOMPARE(root["product_rule"].toObject()["non_loss"].toDouble(), 1.0);
        QCOMPARE(node("b1")["kind"].toString(), QStringLiteral("horizon"));
        QCOMPARE(node("a1")["kind"].toString(), QStringLiteral("terminal"));
        QCOMPARE(node("a1")["moves"].toArray().size(), 0);
    }

    void theoryMichieWorkedExample() {
        // Michie (1981), Fig. 3: Black at A goes to the losing B1 58% of the time; u(A) = -0.051.
        const QString tree = QStringLiteral(KIBITZ_TEST_DATA "/theory/michie-fig3.json");
        const Run run = runCli(
            {"theory", tree, "--white-merit", "0.2", "--black-merit", "1.4", "--r-min", "1"});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split('\n');
        QCOMPARE(lines.at(1), QStringLiteral("A     B     0    -0.0509  0.1516  0.6458  0.2025  "
                                             "0.3542  0.9808  B1 0.5814  B2 0.4186"));
        QVERIFY(lines.at(2).startsWith("B1    W     +1   -0.0875  "));
    }

    void theoryHelp() {
        const Run run = runCli({"theory", "--help"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QLatin1String(
            "Usage: kibitz-cli theory TREE.json --white-merit M --black-merit M [--r-min 0|1]\n")));
        QCOMPARE(run.err, QString());
        QVERIFY(runCli({"--help"}).out.contains(QLatin1String("\n  theory ")));
    }

    void theoryUsageErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QStringList merits{"--white-merit", "1", "--black-merit", "1"};
        QTest::addRow("no file") << (QStringList{"theory"} + merits) << "no tree file to evaluate";
        QTest::addRow("two files") << (QStringList{"theory", "a.json", "b.json"} + merits)
                                   << "unexpected argument 'b.json'";
        QTest::addRow("white merit missing")
            << QStringList{"theory", "a.json", "--black-merit", "1"} << "--white-merit is required";
        QTest::addRow("black merit missing")
            << QStringList{"theory", "a.json", "--white-merit", "1"} << "--black-merit is required";
        QTest::addRow("merit above 10")
            << QStringList{"theory", "a.json", "--white-merit", "10.5", "--black-merit", "1"}
            << "--white-merit must be a number from 0 to 10, not '10.5'";
        QTest::addRow("merit below 0")
            << QStringList{"theory", "a.json", "--white-merit", "1", "--black-merit", "-0.1"}
            << "--black-merit must be a number from 0 to 10, not '-0.1'";
        QTest::addRow("merit not a number")
            << QStringList{"theory", "a.json", "--white-merit", "strong", "--black-merit", "1"}
            << "--white-merit must be a number from 0 to 10, not 'strong'";
        QTest::addRow("merit nan")
            << QStringList{"theory", "a.json", "--white-merit", "1", "--black-merit", "nan"}
            << "--black-merit must be a number from 0 to 10, not 'nan'";
        QTest::addRow("r-min 2") << (QStringList{"theory", "a.json", "--r-min", "2"} + merits)
                                 << "--r-min must be a whole number from 0 to 1, not '2'";
        QTest::addRow("format") << (QStringList{"theory", "a.json", "--format", "xml"} + merits)
                                << "--format must be table or json, not 'xml'";
        QTest::addRow("unknown option")
            << (QStringList{"theory", "a.json", "--merit", "1"}) << "Unknown option 'merit'.";
    }

    void theoryUsageErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err, "kibitz-cli theory: " + message +
                              "\nTry 'kibitz-cli theory --help' for more information.\n");
    }

    void analyseFenJson() {
        const Run run =
            runCli({"analyse", "--fen", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "--white-elo",
                    "300", "--nodes", "20000", "--leaf-nodes", "2000", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QJsonParseError error;
        const QJsonObject top = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(top["settings"].toObject()["white_merit"].toDouble(), 0.3);
        QCOMPARE(top["settings"].toObject()["black_merit"].toDouble(), 2.0); // the default
        QCOMPARE(top["settings"].toObject()["nodes"].toDouble(), 20000.0);
        const QJsonObject position = top["position"].toObject();
        QCOMPARE(position["to_move"].toString(), QStringLiteral("W"));
        QCOMPARE(position["v"].toObject()["value"].toInt(), 1);
        QCOMPARE(position["v"].toObject()["provenance"].toString(), QStringLiteral("proven mate"));
        QCOMPARE(position["score"].toObject()["mate"].toInt(), 1);
        QCOMPARE(position["best_by_utility"].toString(), QStringLiteral("Ra8#"));
        QCOMPARE(position["best_by_minimax"].toString(), QStringLiteral("Ra8#"));
        QCOMPARE(position["u"].toDouble(), 1.0);
        QCOMPARE(position["h_move"].toDouble(), 0.0);
        const QJsonArray moves = position["moves"].toArray();
        QCOMPARE(moves.size(), 20);
        QCOMPARE(moves.at(0)["san"].toString(), QStringLiteral("Ra8#"));
        QCOMPARE(moves.at(0)["uci"].toString(), QStringLiteral("a1a8"));
        QCOMPARE(moves.at(0)["p"].toDouble(), 1.0);
        QCOMPARE(moves.at(0)["v_hat"].toObject()["provenance"].toString(),
                 QStringLiteral("terminal"));
    }

    // The look-ahead's searches probe the tables. In the wrong rook pawn's position (5 pieces, so
    // the root is not tabled) 1. Kxh4 reaches a table's win: its score is a tablebase score,
    // {"tb": 1} and "+TB", never a mate; the position after it is in the table, so its v is exact.
    // 1. gxh4 leaves the wrong bishop: an exact draw.
    void analyseTablebaseScores() {
        const QStringList arguments = {"analyse",
                                       "--fen",
                                       "8/8/8/8/B2k3b/6PK/8/8 w - - 0 1",
                                       "--syzygy",
                                       KIBITZ_SYZYGY,
                                       "--nodes",
                                       "20000",
                                       "--leaf-nodes",
                                       "2000",
                                       "--expansions",
                                       "0"};
        const Run run = runCli(arguments + QStringList{"--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject position =
            QJsonDocument::fromJson(run.out.toUtf8()).object()["position"].toObject();
        QCOMPARE(position["score"].toObject(), (QJsonObject{{"tb", 1}}));
        QCOMPARE(position["best_by_minimax"].toString(), QStringLiteral("Kxh4"));
        const QJsonArray moves = position["moves"].toArray();
        QJsonObject kxh4;
        QJsonObject gxh4;
        for (const QJsonValue m : moves) {
            if (m["san"].toString() == QLatin1String("Kxh4")) kxh4 = m.toObject();
            if (m["san"].toString() == QLatin1String("gxh4")) gxh4 = m.toObject();
        }
        QCOMPARE(kxh4["score"].toObject(), (QJsonObject{{"tb", 1}}));
        QCOMPARE(kxh4["v_hat"].toObject()["provenance"].toString(), QStringLiteral("tablebase"));
        QCOMPARE(kxh4["v_hat"].toObject()["value"].toInt(), 1);
        QCOMPARE(gxh4["v_hat"].toObject()["provenance"].toString(), QStringLiteral("tablebase"));
        QCOMPARE(gxh4["v_hat"].toObject()["value"].toInt(), 0);
        QVERIFY(!gxh4["score"].toObject().contains("tb"));
        const Run text = runCli(arguments);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QRegularExpression(R"(\nKxh4 +\S+ +\S+ +\S+ +\S+ +\S+ +\+TB )")),
                 qPrintable(text.out));
    }

    void analyseFenText() {
        const Run run = runCli({"analyse", "--fen", "startpos", "--nodes", "20000", "--leaf-nodes",
                                "2000", "--expansions", "4"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(
            QLatin1String("Position   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                          "Merits     White 2.00  Black 2.00  (r_min 0)\n"
                          "Value      v = 0 est. (estimated; engine ")));
        QVERIFY(run.out.contains(QLatin1String(", 4 expansions, ")));
        // A line per legal move under the header.
        QVERIFY(run.out.contains(QLatin1String("\nmove     p       u after  P(win)")));
        QCOMPARE(run.out.count(QLatin1String(" est.\n")), 20);
    }

    void analyseGame() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("game.pgn");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Event \"one\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
                   "[Event \"two\"]\n[White \"C\"]\n[Black \"D\"]\n[WhiteElo \"2400\"]\n"
                   "[BlackElo \"1500\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n");
        file.close();
        const Run run =
            runCli({"analyse", "--pgn", path, "--game", "2", "--nodes", "10000", "--leaf-nodes",
                    "1000", "--expansions", "4", "--compare-elos", "500,500", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString()); // no progress: standard error is not a terminal
        const QJsonObject top = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(top["settings"].toObject()["white_merit"].toDouble(), 2.4); // from WhiteElo
        QCOMPARE(top["settings"].toObject()["black_merit"].toDouble(), 1.5);
        QCOMPARE(top["game"].toObject()["tags"].toObject()["White"].toString(),
                 QStringLiteral("C"));
        const QJsonArray positions = top["positions"].toArray();
        QCOMPARE(positions.size(), 5);
        QCOMPARE(positions.at(0)["played"].toString(), QStringLiteral("f3"));
        QCOMPARE(positions.at(3)["played"].toString(), QStringLiteral("Qh4#"));
        QCOMPARE(positions.at(3)["best_by_utility"].toString(), QStringLiteral("Qh4#"));
        QCOMPARE(positions.at(4)["ply"].toInt(), 4);
        QCOMPARE(positions.at(4)["game_end"].toString(), QStringLiteral("checkmate"));
        QCOMPARE(positions.at(4)["v"].toObject()["value"].toInt(), -1);
        QVERIFY(!positions.at(4).toObject().contains("played"));
        const QJsonArray comparisons = top["comparisons"].toArray();
        QCOMPARE(comparisons.size(), 1);
        QCOMPARE(comparisons.at(0)["white_merit"].toDouble(), 0.5);
        const QJsonArray weak = comparisons.at(0)["positions"].toArray();
        QCOMPARE(weak.size(), 5);
        // The same trees, other merits: the same v, another u.
        QCOMPARE(weak.at(1)["v"], positions.at(1)["v"]);
        QVERIFY(weak.at(1)["u"].toDouble() != positions.at(1)["u"].toDouble());

        const Run text = runCli({"analyse", "--pgn", path, "--nodes", "10000", "--leaf-nodes",
                                 "1000", "--expansions", "2"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.startsWith("Game 1 of " + path + ": A - B\n2 positions: "));
        QVERIFY(text.out.contains(QLatin1String("\nMerits: White 2.00, Black 2.00 (r_min 0): ")));

        const Run missing = runCli({"analyse", "--pgn", path, "--game", "3"});
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(missing.err, "kibitz-cli analyse: " + path + " has 2 game(s), not 3\n");
    }

    void analyseErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("err");
        const QString hint =
            QStringLiteral("\nTry 'kibitz-cli analyse --help' for more information.\n");
        QTest::addRow("nothing") << QStringList{"analyse"} << 2
                                 << "kibitz-cli analyse: give either --fen or --pgn" + hint;
        QTest::addRow("both") << QStringList{"analyse", "--fen", "startpos", "--pgn", "a.pgn"} << 2
                              << "kibitz-cli analyse: give either --fen or --pgn" + hint;
        QTest::addRow("game with fen") << QStringList{"analyse", "--fen", "startpos", "--game", "2"}
                                       << 2 << "kibitz-cli analyse: --game goes with --pgn" + hint;
        QTest::addRow("rating")
            << QStringList{"analyse", "--fen", "startpos", "--white-elo", "2450.5"} << 2
            << "kibitz-cli analyse: --white-elo must be a rating from 0 to 10000, not '2450.5'" +
                   hint;
        QTest::addRow("budget") << QStringList{"analyse", "--fen", "startpos", "--budget", "x"} << 2
                                << "kibitz-cli analyse: --budget must be a number of bits from 0 "
                                   "to 30, not 'x'" +
                                       hint;
        QTest::addRow("nodes") << QStringList{"analyse", "--fen", "startpos", "--nodes", "1.5"} << 2
                               << "kibitz-cli analyse: --nodes must be a whole number from 1 to "
                                  "1000000000000, not '1.5'" +
                                      hint;
        QTest::addRow("tree size and r-min")
            << QStringList{"analyse", "--fen",   "startpos", "--expansions", "-1", "--nodes",
                           "0",       "--r-min", "2"}
            << 2
            << "kibitz-cli analyse: --nodes must be a whole number from 1 to 1000000000000, not "
               "'0'" +
                   hint +
                   "kibitz-cli analyse: --expansions must be a whole number from 0 to 1000000, "
                   "not '-1'" +
                   hint +
                   "kibitz-cli analyse: --r-min must be 0 or 1, a number from 0 to 1, not '2'" +
                   hint;
        QTest::addRow("threads") << QStringList{"analyse", "--fen", "startpos", "--threads", "0"}
                                 << 2
                                 << "kibitz-cli analyse: --threads must be a whole number from 1 "
                                    "to 512, not '0'" +
                                        hint;
        QTest::addRow("r-min") << QStringList{"analyse", "--fen", "startpos", "--r-min", "2"} << 2
                               << "kibitz-cli analyse: --r-min must be 0 or 1, a number from 0 to "
                                  "1, not '2'" +
                                      hint;
        QTest::addRow("format") << QStringList{"analyse", "--fen", "startpos", "--format", "xml"}
                                << 2
                                << "kibitz-cli analyse: --format must be text or json, not 'xml'" +
                                       hint;
        QTest::addRow("compare")
            << QStringList{"analyse", "--pgn", "a.pgn", "--compare-elos", "1000"} << 2
            << "kibitz-cli analyse: --compare-elos must be two ratings from 0 to 10000 as W,B, "
               "not '1000'" +
                   hint;
        QTest::addRow("compare with fen")
            << QStringList{"analyse", "--fen", "startpos", "--compare-elos", "1000,1000"} << 2
            << "kibitz-cli analyse: --compare-elos goes with --pgn" + hint;
        // As perft says it: exit status 2, with the caret.
        QTest::addRow("bad fen") << QStringList{"analyse", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}
                                 << 2
                                 << "kibitz-cli analyse: invalid FEN: FEN field 1 (piece "
                                    "placement), column 1: White has no king\n  8/8/8/8/8/8/8/8 w "
                                    "- - 0 1\n  ^\n";
        QTest::addRow("no file") << QStringList{"analyse", "--pgn", "/nonexistent.pgn"} << 1
                                 << "kibitz-cli analyse: /nonexistent.pgn: ";
    }
    void analyseErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, err);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(run.out, QString());
        if (exitCode == 2)
            QCOMPARE(run.err, err);
        else
            QVERIFY2(run.err.startsWith(err), qPrintable(run.err));
    }

    void theoryBadFiles() {
        const QStringList merits{"--white-merit", "1", "--black-merit", "1"};
        const Run missing = runCli(QStringList{"theory", "/nonexistent.json"} + merits);
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(missing.out, QString());
        QCOMPARE(
            missing.err,
            QStringLiteral("kibitz-cli theory: /nonexistent.json: No such file or directory\n"));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const QString& name, const QByteArray& text) {
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
                qFatal("cannot write %s", qPrintable(file.fileName()));
            return file.fileName();
        };
        const QString truncated = write("truncated.json", "{\"nodes\": [\n  {\"id\": \"A\",");
        const Run syntax = runCli(QStringList{"theory", truncated} + merits);
        QCOMPARE(syntax.exitCode, 1);
        QCOMPARE(syntax.out, QString());
        QCOMPARE(syntax.err,
                 "kibitz-cli theory: " + truncated + ":2:14: syntax error: unterminated object\n");

        const QString unknown = write(
            "unknown.json", R"({"nodes": [{"id": "A", "to_move": "B", "children": ["B1", "B2"]},
                                           {"id": "B1", "to_move": "W", "terminal": true, "value": 1}]})");
        const Run semantic = runCli(QStringList{"theory", unknown} + merits);
        QCOMPARE(semantic.exitCode, 1);
        QCOMPARE(semantic.err,
                 "kibitz-cli theory: " + unknown + ": node 'A' has an unknown child 'B2'\n");
    }

    // tests/data/wdl/samples.pgn: seven games, described in their Event tags (and in
    // tst_wdlsamples, which checks every sample).
    void wdlFitText() {
        const QString fixture = QStringLiteral(KIBITZ_TEST_DATA "/wdl/samples.pgn");
        const Run run = runCli({"wdl-fit", fixture});
        QCOMPARE(run.exitCode, 0);
        // 26 samples say little about the endgame (the least material is 36): b stops at 10.
        QCOMPARE(run.err, fixture + ":76:50: error: game 6: illegal move 'Ke3': 'Ke3' is illegal "
                                    "here: no white king can move to e3 (game skipped)\n"
                                    "kibitz-cli wdl-fit: warning: b_endgame stopped at the bound "
                                    "10 cp of the fit: the data do not determine it\n");
        const QStringList lines = run.out.split('\n');
        QCOMPARE(lines.size(), 27);
        QCOMPARE(lines.at(0), QStringLiteral("games: 7 read, 3 used; skipped: 1 without a result, "
                                             "1 with an error, 2 without evals after ply 16"));
        QCOMPARE(lines.at(1), QStringLiteral("samples: 26 (11 white wins, 10 draws, 5 black "
                                             "wins); 1 mate score skipped"));
        QVERIFY(QRegularExpression("^fit: converged after \\d+ iterations$")
                    .match(lines.at(2))
                    .hasMatch());
        QCOMPARE(lines.at(4), QStringLiteral("parameter  endgame (m <= 16)    opening (m >= 78)"));
        const QString parameter = "\\d+\\.\\d \\((SE \\d+\\.\\d|at bound)\\) +";
        QVERIFY(QRegularExpression("^a \\(cp\\) +" + parameter + parameter + "$")
                    .match(lines.at(5) + " ")
                    .hasMatch());
        QVERIFY(QRegularExpression("^b \\(cp\\) +" + parameter + parameter + "$")
                    .match(lines.at(6) + " ")
                    .hasMatch());
        QVERIFY(lines.at(7).startsWith("as C++:    WdlParameters{.aEndgame = "));
        // Base rates 11/26, 10/26 and 5/26: -sum p ln p = 1.0485 nats. At the optimum the fitted
        // log-loss does not move with the last digits of the parameters.
        QCOMPARE(lines.at(9), QStringLiteral("mean log-loss (nats per sample): fitted 0.6469, "
                                             "committed 0.9737, base rates 1.0485"));
        QCOMPARE(lines.at(11),
                 QStringLiteral("calibration of the fit (x in cp, White's standpoint)"));
        QCOMPARE(lines.at(12), QStringLiteral("x                samples   predicted W D L     "
                                              "observed W D L"));
        QCOMPARE(lines.at(13), QStringLiteral("[-inf, -500)           0   -                   -"));
        // The observed frequencies are exact: [-20, 20) holds game 3's 9.Bh4 to 11...Nxd5 (0.15
        // down to -0.20) and 12...Nxc3 to 13...Rfxd8 (draws), and game 4's 10.O-O-O and
        // 10...Nbd7 (losses): 0 wins, 9 draws, 2 losses.
        const QRegularExpression row("^(\\[\\S+, \\S+\\)) +(\\d+)   (.{17})   (.*)$");
        const auto observed = [&](int line) {
            const QRegularExpressionMatch m = row.match(lines.at(line));
            if (!m.hasMatch()) qFatal("no calibration row: %s", qPrintable(lines.at(line)));
            return m.captured(1) + " " + m.captured(2) + ": " + m.captured(4);
        };
        QCOMPARE(observed(14), QStringLiteral("[-500, -300) 1: 0.000 0.000 1.000"));
        QCOMPARE(observed(18), QStringLiteral("[-50, -20) 1: 0.000 1.000 0.000"));
        QCOMPARE(observed(19), QStringLiteral("[-20, 20) 11: 0.000 0.818 0.182"));
        QCOMPARE(observed(20), QStringLiteral("[20, 50) 6: 0.667 0.000 0.333"));
        QCOMPARE(observed(21), QStringLiteral("[50, 100) 6: 1.000 0.000 0.000"));
        QCOMPARE(observed(22), QStringLiteral("[100, 200) 1: 1.000 0.000 0.000"));
        QCOMPARE(lines.at(25), QStringLiteral("[500, +inf)            0   -                   -"));
        QCOMPARE(lines.at(26), QString());
    }

    // The parameters in wdlmodel.h are the fit of the committed self-play games, to the 0.1 cp
    // the fit prints (the recipe is tools/wdl/selfplay_fit.sh).
    void wdlFitReproducesTheCommittedParameters() {
        const Run run = runCli(
            {"wdl-fit", KIBITZ_SOURCE_DIR "/tools/wdl/selfplay-100k.pgn", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject top = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(top["samples"].toObject()["total"].toInt(), 25208);
        const QJsonObject fitted = top["parameters"].toObject();
        const kibitz::analysis::WdlParameters& committed = kibitz::analysis::FittedWdlParameters;
        const auto tenths = [](double x) { return std::lround(10.0 * x); };
        QCOMPARE(tenths(fitted["a_endgame"].toDouble()), tenths(committed.aEndgame));
        QCOMPARE(tenths(fitted["a_opening"].toDouble()), tenths(committed.aOpening));
        QCOMPARE(tenths(fitted["b_endgame"].toDouble()), tenths(committed.bEndgame));
        QCOMPARE(tenths(fitted["b_opening"].toDouble()), tenths(committed.bOpening));
    }

    void wdlFitJson() {
        const QString fixture = QStringLiteral(KIBITZ_TEST_DATA "/wdl/samples.pgn");
        const Run run = runCli({"wdl-fit", fixture, "--min-ply", "8", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonObject top = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject input = top["input"].toObject();
        QCOMPARE(input["min_ply"].toInt(), 8);
        QCOMPARE(input["files"].toArray(), QJsonArray{fixture});
        const QJsonObject games = top["games"].toObject();
        QCOMPARE(games["read"].toInt(), 7);
        QCOMPARE(games["used"].toInt(), 4);
        QCOMPARE(games["without_result"].toInt(), 1);
        QCOMPARE(games["with_error"].toInt(), 1);
        QCOMPARE(games["without_samples"].toInt(), 1);
        const QJsonObject samples = top["samples"].toObject();
        QCOMPARE(samples["total"].toInt(), 41);
        QCOMPARE(samples["white_wins"].toInt(), 20);
        QCOMPARE(samples["draws"].toInt(), 16);
        QCOMPARE(samples["black_wins"].toInt(), 5);
        QCOMPARE(samples["mate_scores_skipped"].toInt(), 4);
        QCOMPARE(top["material"].toObject()["low"].toInt(), 16);
        QCOMPARE(top["material"].toObject()["high"].toInt(), 78);
        QCOMPARE(top["fit"].toObject()["converged"].toBool(), true);
        QVERIFY(top["fit"].toObject()["iterations"].toInt() >= 1);
        const QJsonObject parameters = top["parameters"].toObject();
        const QJsonObject errors = top["standard_errors"].toObject();
        const QJsonObject atBound = top["at_bound"].toObject();
        for (const char* key : {"a_endgame", "a_opening", "b_endgame", "b_opening"}) {
            QVERIFY2(parameters[key].isDouble(), key);
            QVERIFY(parameters[key].toDouble() >= 0.0);
            QVERIFY2(atBound[key].isBool(), key);
            // A parameter at a bound has no standard error (null), the others a positive one.
            if (atBound[key].toBool())
                QVERIFY2(errors[key].isNull(), key);
            else
                QVERIFY2(errors[key].toDouble() > 0.0, key);
        }
        const QJsonObject logLoss = top["log_loss"].toObject();
        QVERIFY(logLoss["fitted"].toDouble() < logLoss["committed"].toDouble());
        QVERIFY(logLoss["fitted"].toDouble() < logLoss["base_rates"].toDouble());
        // Base rates 20/41, 16/41, 5/41.
        double entropy = 0.0;
        for (const double n : {20.0, 16.0, 5.0}) entropy -= n / 41 * std::log(n / 41);
        QVERIFY(std::abs(logLoss["base_rates"].toDouble() - entropy) < 1e-12);
        const QJsonArray calibration = top["calibration"].toArray();
        QCOMPARE(calibration.size(), 13);
        QVERIFY(calibration.first()["low"].isNull());
        QCOMPARE(calibration.first()["high"].toDouble(), -500.0);
        QVERIFY(calibration.last()["high"].isNull());
        int total = 0;
        for (const QJsonValue row : calibration) {
            total += row["samples"].toInt();
            if (row["samples"].toInt() == 0) continue;
            for (const char* which : {"predicted", "observed"}) {
                const QJsonObject p = row[which].toObject();
                const double sum =
                    p["win"].toDouble() + p["draw"].toDouble() + p["loss"].toDouble();
                QVERIFY(std::abs(sum - 1.0) < 1e-12);
            }
        }
        QCOMPARE(total, 41);
        QCOMPARE(calibration.at(7)["low"].toDouble(), 20.0); // [20, 50): 18 samples
        QCOMPARE(calibration.at(7)["samples"].toInt(), 18);
        QCOMPARE(calibration.at(7)["observed"]["win"].toDouble(), 12.0 / 18);
    }

    // Files add up, and '-' reads standard input.
    void wdlFitSeveralFiles() {
        const QString fixture = QStringLiteral(KIBITZ_TEST_DATA "/wdl/samples.pgn");
        const Run run = runCli({"wdl-fit", fixture, "-"}, fileBytes(fixture));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("games: 14 read, 6 used; skipped: 2 without a result, 2 with "
                                   "an error, 4 without evals after ply 16\nsamples: 52 (22 white "
                                   "wins, 20 draws, 10 black wins); 2 mate scores skipped\n"));
        const QString error = ":76:50: error: game 6: illegal move 'Ke3': 'Ke3' is illegal here: "
                              "no white king can move to e3 (game skipped)\n";
        QVERIFY(run.err.startsWith(fixture + error + "<stdin>" + error));
    }

    void wdlFitHelp() {
        const Run run = runCli({"wdl-fit", "--help"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QLatin1String(
            "Usage: kibitz-cli wdl-fit GAMES.pgn... [--min-ply N] [--format text|json]\n")));
        QCOMPARE(run.err, QString());
        QVERIFY(runCli({"--help"}).out.contains(QLatin1String("\n  wdl-fit ")));
    }

    void wdlFitUsageErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::addRow("no file") << QStringList{"wdl-fit"} << "no PGN file to read";
        QTest::addRow("min-ply not a number")
            << QStringList{"wdl-fit", "a.pgn", "--min-ply", "x"}
            << "--min-ply must be a whole number from 0 to 1000, not 'x'";
        QTest::addRow("min-ply negative")
            << QStringList{"wdl-fit", "a.pgn", "--min-ply", "-1"}
            << "--min-ply must be a whole number from 0 to 1000, not '-1'";
        QTest::addRow("min-ply too large")
            << QStringList{"wdl-fit", "a.pgn", "--min-ply", "1001"}
            << "--min-ply must be a whole number from 0 to 1000, not '1001'";
        QTest::addRow("format") << QStringList{"wdl-fit", "a.pgn", "--format", "csv"}
                                << "--format must be text or json, not 'csv'";
        QTest::addRow("unknown option")
            << QStringList{"wdl-fit", "a.pgn", "--plies", "3"} << "Unknown option 'plies'.";
    }

    void wdlFitUsageErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err, "kibitz-cli wdl-fit: " + message +
                              "\nTry 'kibitz-cli wdl-fit --help' for more information.\n");
    }

    // Every file is read and every bad one named; then nothing is fitted.
    void wdlFitBadFiles() {
        const QString fixture = QStringLiteral(KIBITZ_TEST_DATA "/wdl/samples.pgn");
        const QString noEvals = PgnDir + "edge/results.pgn";
        const Run run = runCli({"wdl-fit", "/nonexistent.pgn", fixture, noEvals});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QString());
        const QStringList lines = run.err.split('\n');
        QCOMPARE(lines.first(),
                 QStringLiteral("kibitz-cli wdl-fit: /nonexistent.pgn: No such file or directory"));
        QCOMPARE(lines.at(lines.size() - 2),
                 "kibitz-cli wdl-fit: " + noEvals +
                     ": no samples (no [%eval] in pawns after ply 16 in a game with a result)");
        // The fixture has samples, but none after ply 30.
        const Run late = runCli({"wdl-fit", fixture, "--min-ply", "30"});
        QCOMPARE(late.exitCode, 1);
        QVERIFY(late.err.endsWith("kibitz-cli wdl-fit: " + fixture +
                                  ": no samples (no [%eval] in pawns after ply 30 in a game with "
                                  "a result)\n"));
    }

    // annotate: standard input to standard output; a broken game is reported with its number and
    // line and written unchanged, in its place, and the exit status says so.
    void annotateStdinToStdout() {
        const QByteArray broken = "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *";
        const QByteArray input = "[Event \"a\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *\n\n" +
                                 broken + "\n\n[Event \"c\"]\n\n1. d4 *\n";
        const Run run = runCli({"annotate", "-", "--nodes", "20000", "--leaf-nodes", "2000",
                                "--expansions", "8", "--value-nodes", "50000", "--threads", "2"},
                               input);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("standard input: game 2, line 7, column 13: illegal move 'Ke3'"),
                 qPrintable(run.err));
        QVERIFY(run.err.contains("written unchanged"));
        const int a = int(run.out.indexOf("[Event \"a\"]"));
        const int bad = int(run.out.indexOf(QString::fromUtf8(broken)));
        const int c = int(run.out.indexOf("[Event \"c\"]"));
        QVERIFY(a >= 0 && a < bad && bad < c);
        QVERIFY(run.out.simplified().contains("3. Qxe5+ $4 $19"));
        QCOMPARE(int(run.out.count("[Annotator \"Kibitz " KIBITZ_VERSION "\"]")), 2);
    }

    // Without --nodes, --leaf-nodes, --expansions and --budget, annotate grows the annotator's
    // trees (annotate::annotationLookahead(): a principal search of AnnotationRootNodes), not the
    // analysis defaults that analyse uses; the note names the nodes per position and --help the
    // default. A game of one move, valued by the built-in engine, keeps the run short.
    void annotateTakesTheAnnotatorsTreeSizes() {
        const kibitz::analysis::LookaheadSettings annotator =
            kibitz::annotate::annotationLookahead();
        QVERIFY(annotator.rootNodes != kibitz::analysis::LookaheadSettings{}.rootNodes);
        const Run run = runCli({"annotate", "-", "--value-engine", "builtin", "--expansions", "0",
                                "--no-table-generation"},
                               "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 *\n");
        QCOMPARE(run.exitCode, 0);
        const QString nodes = QString::number(annotator.rootNodes + annotator.valueNodes);
        QVERIFY2(run.out.simplified().contains("Annotated by Kibitz " KIBITZ_VERSION " with " +
                                               nodes + " search nodes per position"),
                 qPrintable(run.out));
        QVERIFY(runCli({"annotate", "--help"})
                    .out.contains("--nodes N            nodes of the principal search of each "
                                  "position (default " +
                                  QString::number(annotator.rootNodes) + ")"));
        QVERIFY(runCli({"analyse", "--help"})
                    .out.contains("--nodes N            nodes of the principal search of each "
                                  "position (default " +
                                  QString::number(kibitz::analysis::LookaheadSettings{}.rootNodes) +
                                  ")"));
    }

    void annotateToAFileInGerman() {
        QTemporaryDir dir;
        const QString out = dir.filePath("out.pgn");
        const QByteArray input = "[Event \"a\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *\n";
        const Run run =
            runCli({"annotate", "-", "-o", out, "--lang", "de", "--nodes", "20000", "--leaf-nodes",
                    "2000", "--expansions", "8", "--value-nodes", "50000", "--no-eval"},
                   input);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err, QString()); // no terminal: no progress
        const QString text = QString::fromUtf8(fileBytes(out));
        QVERIFY2(text.simplified().contains("Ein Verlustzug."), qPrintable(text));
        QVERIFY(!text.contains("[%eval"));
        const Run check = runCli({"pgn", "check", out});
        QCOMPARE(check.exitCode, 0);
    }

    void annotateUsageErrors() {
        const QString pgn = SharedPgnDir + "molinari-bordais-1979.pgn";
        QCOMPARE(runCli({"annotate"}).exitCode, 2);
        Run run = runCli({"annotate", pgn, "--lang", "xx"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--lang must be en, de, fr or es, not 'xx'"));
        run = runCli({"annotate", pgn, "--small", "0.3", "--large", "0.2"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("in order"));
        run = runCli({"annotate", pgn, "--white-elo", "10001"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(
            run.err.contains("--white-elo must be a whole number from 0 to 10000, not '10001'"));
        run = runCli({"annotate", "/nonexistent/games.pgn"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("/nonexistent/games.pgn"));
        run = runCli({"annotate", pgn, "-o", "/nonexistent/out.pgn"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("/nonexistent/out.pgn"));
        QVERIFY(runCli({"annotate", "--help"}).out.contains("--no-variations"));
        run = runCli({"annotate", pgn, "--value-drop", "0"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--value-drop"));
        run = runCli({"annotate", pgn, "--value-engine", "/nonexistent/engine"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("the engine '/nonexistent/engine' did not start"),
                 qPrintable(run.err));
        run = runCli({"annotate", pgn, "--value-engine", KIBITZ_CLI " uci", "--value-engine-option",
                      "Hash"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--value-engine-option takes NAME=VALUE, not 'Hash'"));
        // The look-ahead options (read as analyse reads them) each report their error, in the
        // order annotate reads its options, with annotate's words for --budget.
        run = runCli({"annotate", pgn, "--budget", "31", "--leaf-nodes", "0", "--expansions", "x",
                      "--small", "2"});
        QCOMPARE(run.exitCode, 2);
        const QString hint =
            QStringLiteral("Try 'kibitz-cli annotate --help' for more information.\n");
        QCOMPARE(run.err,
                 "kibitz-cli annotate: --budget must be bits from 0 to 30, not '31'\n" + hint +
                     "kibitz-cli annotate: --leaf-nodes must be a whole number from 1 to "
                     "1000000000000, not '0'\n" +
                     hint +
                     "kibitz-cli annotate: --expansions must be a whole number from 0 to 1000000, "
                     "not 'x'\n" +
                     hint + "kibitz-cli annotate: --small must be a number from 0 to 1, not '2'\n" +
                     hint);
        run = runCli({"annotate", pgn, "--threads", "513"});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(
            run.err,
            "kibitz-cli annotate: --threads must be a whole number from 1 to 512, not '513'\n" +
                hint);
        // ?! needs a smaller fall of E[v] than ? does.
        run = runCli({"annotate", pgn, "--dubious-drop", "0.4"});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err,
                 "kibitz-cli annotate: --dubious-drop must not exceed --value-drop\n" + hint);
        run = runCli({"annotate", pgn, "--dubious-drop", "1.5"});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err,
                 "kibitz-cli annotate: --dubious-drop must be a number from 0 to 1, not '1.5'\n" +
                     hint);
    }

    // The opening book of --eco, --no-eco and the default file.
    void judgementsListTheFactsBehindEverySymbol() {
        const QString eco = QStringLiteral(KIBITZ_TEST_DATA "/eco/tiny-eco.pgn");
        const QByteArray game =
            "[Event \"e\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 "
            "4. Ba4 Nf6 5. Qe2 *\n";
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString table = dir.filePath(QStringLiteral("judgements.tsv"));
        // Without the second look (--check-factor 0) these small searches call 5. Qe2 dubious.
        const QStringList cheap = {"--nodes",        "2000", "--leaf-nodes", "200",
                                   "--value-nodes",  "2000", "--no-eval",    "-q",
                                   "--check-factor", "0"};
        const Run run =
            runCli(QStringList{"annotate", "-", "--eco", eco, "--judgements", table} + cheap, game);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QFile file(table);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 11); // the header, nine moves, and the empty end after the last
        QCOMPARE(
            lines.front(),
            QByteArray("game\twhite\tblack\tply\tmove\tbook\tnag\tvalue_before\tvalue_"
                       "after\texpected_before\texpected_after\tutility_before\tutility_"
                       "after\tbest_utility\ttension_after\tprobability\tscore_before\tscore_"
                       "played\tscore_best\trank\tnear_best\tscore_after\toffered\tcapture\tboard_"
                       "utility_before\tsearched_value_change\tonly_move_gap\tforced"));
        QCOMPARE(lines.back(), QByteArray());
        const QList<QByteArray> first = lines.at(1).split('\t');
        QCOMPARE(first.size(), 28);
        QCOMPARE(first.mid(22, 2), (QList<QByteArray>{"0", "0"})); // 1. e4 offers and takes nothing
        // The board's u before the move, four decimals like the other u's.
        bool number = false;
        const double board = first.at(24).toDouble(&number);
        QVERIFY(number && board > -1.0 && board < 1.0);
        QCOMPARE(first.at(24).size() - first.at(24).indexOf('.'), qsizetype(5));
        QCOMPARE(first.mid(0, 7), (QList<QByteArray>{"1", "A", "B", "1", "e4", "1", "0"}));
        // The principal search's own Δv: no move is better than its best, so never above 0, and
        // exactly 0 for the move it ranks first.
        for (qsizetype i = 1; i + 1 < lines.size(); ++i) {
            const QList<QByteArray> row = lines.at(i).split('\t');
            const double searched = row.at(25).toDouble(&number);
            QVERIFY(number && searched <= 0.0);
            if (row.at(19) == "1") QCOMPARE(searched, 0.0);
        }
        // The second-best look is for quiet pawn moves out of book: none here (the book's eight
        // plies, then 5. Qe2), so the last column is empty on every row.
        for (qsizetype i = 1; i + 1 < lines.size(); ++i)
            QCOMPARE(lines.at(i).split('\t').at(26), QByteArray());
        // The first move out of book: judged, with the $6 the annotated game carries.
        const QList<QByteArray> last = lines.at(9).split('\t');
        QCOMPARE(last.mid(0, 7), (QList<QByteArray>{"1", "A", "B", "9", "Qe2", "0", "6"}));
        QVERIFY2(run.out.contains("5. Qe2 $6"), qPrintable(run.out));
        // Its facts are what Table 2 read: u fell by 0.05 or more and E[v] by less than 0.2.
        QVERIFY(last.at(12).toDouble() - last.at(11).toDouble() <= -0.05);
        QVERIFY(std::abs(last.at(10).toDouble() - last.at(9).toDouble()) < 0.2);

        // With the second look of the default, the positions around the moves out of book whose
        // E[v] fell by 0.12 or more are valued again at 10 x 2000 nodes: 5. Qe2's two (three
        // more around book moves are not: nobody judges those). Its fall of E[v] is then 0.080,
        // and it gets no symbol, nor a third look (below 0.1). The note says so.
        QStringList checked = cheap;
        checked.removeLast();
        checked.removeLast();
        const Run second = runCli(
            QStringList{"annotate", "-", "--eco", eco, "--judgements", table} + checked, game);
        QCOMPARE(second.exitCode, 0);
        QFile rewritten(table); // replaced in one step: a new file
        QVERIFY(rewritten.open(QIODevice::ReadOnly));
        const QList<QByteArray> again = rewritten.readAll().split('\n').at(9).split('\t');
        QCOMPARE(again.mid(0, 7), (QList<QByteArray>{"1", "A", "B", "9", "Qe2", "0", "0"}));
        QCOMPARE(again.at(9), QByteArray("-0.0659"));
        QCOMPARE(again.at(10), QByteArray("-0.1458"));
        QVERIFY2(
            QString(second.out)
                .replace('\n', ' ')
                .contains(
                    "Searched again, 20000 nodes each, around moves that seemed to lose value or "
                    "swung it: 2 positions. White:"),
            qPrintable(second.out));

        // What a move offers and whether it takes: 3. Nxe5 takes a pawn and offers the knight
        // to 3... fxe5 (320 - 100); 3... fxe5 takes it and offers nothing.
        const Run offer =
            runCli(QStringList{"annotate", "-", "--no-eco", "--judgements", table} + cheap,
                   "[Event \"e\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 "
                   "2. Nf3 f6 3. Nxe5 fxe5 *\n");
        QCOMPARE(offer.exitCode, 0);
        QFile offers(table);
        QVERIFY(offers.open(QIODevice::ReadOnly));
        const QList<QByteArray> offerLines = offers.readAll().split('\n');
        QCOMPARE(offerLines.size(), 8);
        const QList<QByteArray> knight = offerLines.at(5).split('\t');
        QCOMPARE(knight.at(4), QByteArray("Nxe5"));
        QCOMPARE(knight.mid(22, 2), (QList<QByteArray>{"220", "1"}));
        const QList<QByteArray> pawn = offerLines.at(6).split('\t');
        QCOMPARE(pawn.at(4), QByteArray("fxe5"));
        QCOMPARE(pawn.mid(22, 2), (QList<QByteArray>{"0", "1"}));
        const QList<QByteArray> quiet = offerLines.at(4).split('\t');
        QCOMPARE(quiet.at(4), QByteArray("f6"));
        QCOMPARE(quiet.mid(22, 2), (QList<QByteArray>{"0", "0"}));
        // No second-best look at a capture or a piece's move.
        QCOMPARE(knight.at(26), QByteArray());
        QCOMPARE(pawn.at(26), QByteArray());
        QCOMPARE(offerLines.at(3).split('\t').at(26), QByteArray()); // 2. Nf3
        // No move of this game is forced: each has another within 150 cp.
        for (qsizetype i = 1; i + 1 < offerLines.size(); ++i)
            QCOMPARE(offerLines.at(i).split('\t').at(27), QByteArray("0"));

        // The only way out of check is forced; the first move of the game is not.
        const Run check =
            runCli(QStringList{"annotate", "-", "--no-eco", "--judgements", table} + cheap,
                   "[Event \"e\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 f5 2. Qh5+ g6 *\n");
        QCOMPARE(check.exitCode, 0);
        QFile checks(table);
        QVERIFY(checks.open(QIODevice::ReadOnly));
        const QList<QByteArray> checkLines = checks.readAll().split('\n');
        QCOMPARE(checkLines.size(), 6);
        const QList<QByteArray> escape = checkLines.at(4).split('\t');
        QCOMPARE(escape.at(4), QByteArray("g6"));
        QCOMPARE(escape.at(27), QByteArray("1"));
        QCOMPARE(escape.at(6), QByteArray("0")); // never ? or ?? whatever it loses
        QCOMPARE(checkLines.at(1).split('\t').at(27), QByteArray("0")); // 1. e4

        const Run unwritable = runCli(
            QStringList{"annotate", "-", "--no-eco", "--judgements", dir.filePath("no/t.tsv")} +
                cheap,
            game);
        QCOMPARE(unwritable.exitCode, 1);
        QVERIFY2(unwritable.err.startsWith("kibitz-cli annotate: cannot write " +
                                           dir.filePath("no/t.tsv")),
                 qPrintable(unwritable.err));
    }

    void annotateWithAnOpeningBook() {
        const QString eco = QStringLiteral(KIBITZ_TEST_DATA "/eco/");
        const QByteArray game =
            "[Event \"e\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. Qe2 *\n";
        const QStringList cheap = {
            "--nodes", "2000",      "--leaf-nodes",    "200", "--value-nodes",
            "2000",    "--no-eval", "--no-variations", "-q",  "--check-factor",
            "0"};
        Run run = runCli(QStringList{"annotate", "-", "--eco", eco + "tiny-eco.pgn"} + cheap, game);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QVERIFY2(run.out.contains("[ECO \"C60\"]\n[Opening \"Ruy Lopez (Spanish opening)\"]\n"),
                 qPrintable(run.out));
        // The first move out of book is judged as any other (these searches call 5. Qe2 dubious).
        QVERIFY2(QString(run.out).replace('\n', ' ').contains(
                     "5. Qe2 $6 { [%kibitz 6] Out of book: the Ruy Lopez (Spanish opening), was "
                     "5. O-O. } *"),
                 qPrintable(run.out));
        run = runCli(QStringList{"annotate", "-", "--no-eco"} + cheap, game);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!run.out.contains("[ECO ") && !run.out.contains("Out of book"));

        const QString hint =
            QStringLiteral("Try 'kibitz-cli annotate --help' for more information.\n");
        run = runCli(QStringList{"annotate", "-", "--eco", eco + "broken-eco.pgn"} + cheap, game);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err,
                 "kibitz-cli annotate: --eco: " + eco +
                     "broken-eco.pgn: game 2, line 9, column 13: illegal move 'Ke3': 'Ke3' "
                     "is illegal here: no white king can move to e3\n" +
                     hint);
        run = runCli(QStringList{"annotate", "-", "--eco", eco + "missing.pgn"} + cheap, game);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, "kibitz-cli annotate: --eco: " + eco +
                              "missing.pgn: No such file or directory\n" + hint);
        run = runCli(QStringList{"annotate", "-", "--eco", eco + "tiny-eco.pgn", "--no-eco"}, game);
        QCOMPARE(run.exitCode, 2);

        // Without the default file (KIBITZ_ECO stands for it here): one warning, and the game is
        // annotated without a book.
        qputenv("KIBITZ_ECO", QFile::encodeName(eco + "missing.pgn"));
        run = runCli(QStringList{"annotate", "-"} + cheap, game + game);
        qunsetenv("KIBITZ_ECO");
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, "kibitz-cli annotate: warning: no opening book (" + eco +
                              "missing.pgn: No such file or directory); openings are not named "
                              "(install pgn-extract, or give --eco FILE or --no-eco)\n");
        QCOMPARE(run.out.count("[Event "), 2);
        QVERIFY(!run.out.contains("[ECO "));
    }

    // --variations judges the moves of a person's variations too; without it they are left as they
    // were.
    void annotateJudgesVariations() {
        const QByteArray game =
            "[Event \"v\"]\n\n1. e4 e5 2. Nf3 Nc6 (2... Qg5 3. Nxg5) (2... f6 $2 "
            "{A weak move.} 3. Nxe5) 3. Bb5 a6 *\n";
        const QStringList cheap = {"annotate",     "-",         "--nodes",  "3000",
                                   "--leaf-nodes", "300",       "--no-eco", "--value-nodes",
                                   "20000",        "--no-eval", "-q"};
        Run run = runCli(cheap, game);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.simplified().contains(
                     "(2... Qg5 3. Nxg5) (2... f6 $2 { A weak move. } 3. Nxe5) 3. Bb5"),
                 qPrintable(run.out));
        const QString plain = run.out;
        run = runCli(cheap + QStringList{"--variations"}, game);
        QCOMPARE(run.exitCode, 0);
        const QString judged = run.out.simplified();
        QVERIFY2(judged.contains("(2... Qg5 $4 $18 { [%kibitz 4,18] A losing move. White should "
                                 "win easily. } 3. Nxg5)"),
                 qPrintable(run.out));
        QVERIFY2(judged.contains("(2... f6 $2 { A weak move. }"), qPrintable(run.out));
        QVERIFY(run.out != plain);
        // --replace takes out what the judging added: annotating the result again without
        // --variations gives the plain output.
        Run again = runCli(cheap + QStringList{"--replace"}, run.out.toUtf8());
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out, plain);
        QVERIFY(runCli({"annotate", "--help"}).out.contains("--variations "));
    }

    // An external UCI engine (kibitz-cli uci itself) values the positions: the output is the
    // same on one thread and on two, each with its own engine process.
    void annotateWithAValueEngine() {
        const QString pgn = SharedPgnDir + "molinari-bordais-1979.pgn";
        const QStringList common = {"annotate",
                                    pgn,
                                    "-q",
                                    "--nodes",
                                    "5000",
                                    "--leaf-nodes",
                                    "500",
                                    "--expansions",
                                    "4",
                                    "--value-nodes",
                                    "20000",
                                    "--value-engine",
                                    KIBITZ_CLI " uci",
                                    "--value-engine-option",
                                    "Hash=8"};
        const Run one = runCli(common + QStringList{"--threads", "1"});
        QCOMPARE(one.exitCode, 0);
        QVERIFY2(one.err.isEmpty(), qPrintable(one.err));
        const Run two = runCli(common + QStringList{"--threads", "2"});
        QCOMPARE(two.exitCode, 0);
        QCOMPARE(two.out, one.out);
        QVERIFY(one.out.contains("[%eval "));
        QVERIFY(one.out.contains("[Annotator \"Kibitz "));
    }

    // The strongest engine installed values the positions by default, and the note says which
    // engine did; --value-engine builtin, no engine installed and an installed engine that does not
    // start all leave it to the built-in engine, and the note says so too.
    void theInstalledEngineValuesByDefault() {
        QTemporaryDir dir;
        const auto script = [&](const QString& name, const QByteArray& body) {
            const QString path = dir.filePath(name);
            writeFile(path, "#!/bin/sh\n" + body + "\n");
            QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            return path;
        };
        const QString stockfish = script("stockfish", "exec '" KIBITZ_CLI "' uci");
        const QString broken = script("broken", "exit 1");
        const QString pgn = SharedPgnDir + "molinari-bordais-1979.pgn";
        const QStringList common{"annotate",     pgn,   "-q",           "--nodes", "3000",
                                 "--leaf-nodes", "300", "--expansions", "2",       "--value-nodes",
                                 "20000"};
        const auto environment = [](const QString& installed) {
            QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
            e.insert(QStringLiteral("KIBITZ_STOCKFISH"), installed);
            return e;
        };
        const QString builtinNote =
            QStringLiteral("The values of the positions come from the built-in engine, 20000 "
                           "nodes each.");

        Run run = runCli(common, {}, environment(stockfish));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        // The writer wraps lines: the note is read with its spaces and line ends made one space.
        QVERIFY2(run.out.simplified().contains("The values of the positions come from Stockfish (" +
                                               stockfish + "), 20000 nodes each."),
                 qPrintable(run.out.left(1500)));
        const QString byStockfish = run.out;

        run = runCli(common + QStringList{"--value-engine", "builtin"}, {}, environment(stockfish));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.simplified().contains(builtinNote), qPrintable(run.out.left(1500)));
        const QString byBuiltin = run.out;
        QVERIFY(byBuiltin != byStockfish);

        run = runCli(common, {}, environment(dir.filePath("missing")));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QCOMPARE(run.out, byBuiltin);

        run = runCli(common, {}, environment(broken));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("the built-in engine values instead"), qPrintable(run.err));
        QCOMPARE(run.out, byBuiltin);

        run = runCli(common +
                     QStringList{"--value-engine", "builtin", "--value-engine-option", "Hash=8"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--value-engine-option is for an external engine"));
    }

    // -o onto a FIFO (or, as root, onto /dev/full) writes to it directly: the FIFO's reader gets
    // what standard output would, and it stays a FIFO; the device is never replaced by a regular
    // file.
    void outputToFifo() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("games.fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString pgn = SharedPgnDir + "molinari-bordais-1979.pgn";
        const QStringList budget{"--nodes",      "2000", "--leaf-nodes",  "200",
                                 "--expansions", "2",    "--value-nodes", "2000",
                                 "--threads",    "1"};
        const QList<QStringList> commands = {{"pgn", "format", pgn},
                                             QStringList{"annotate", pgn} + budget,
                                             {"match", "--engine", KIBITZ_CLI " uci", "--engine",
                                              KIBITZ_CLI " uci", "--games", "1", "--nodes", "200"}};
        for (const QStringList& command : commands) {
            QProcess reader;
            reader.start(QStringLiteral("cat"), {fifo});
            QVERIFY(reader.waitForStarted());
            const bool match = command.first() == "match";
            const Run run = runCli(command + QStringList{match ? "--pgn" : "-o", fifo});
            QCOMPARE(run.exitCode, 0);
            const bool readerDone = reader.waitForFinished(10000);
            if (!readerDone) reader.kill();
            QVERIFY2(readerDone, "the FIFO was not written");
            struct stat status {};
            QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &status), 0);
            QVERIFY(S_ISFIFO(status.st_mode));
            const QByteArray written = reader.readAllStandardOutput();
            if (match)
                QVERIFY(written.startsWith("[Event \"Kibitz match\"]"));
            else
                QCOMPARE(QString::fromUtf8(written), runCli(command).out);
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot),
                 QStringList{"games.fifo"});
    }

    // A full device: the error names it and gives the system's reason, and the device is still
    // the device (these commands open a device for writing; they never rename onto it).
    void outputToAFullDevice() {
        const auto isDevice = [] {
            struct stat status {};
            return ::stat("/dev/full", &status) == 0 && S_ISCHR(status.st_mode);
        };
        if (!isDevice()) QSKIP("no /dev/full");
        const QString pgn = SharedPgnDir + "molinari-bordais-1979.pgn";
        Run run = runCli({"pgn", "format", pgn, "-o", "/dev/full"});
        QVERIFY(isDevice());
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("kibitz-cli pgn format: cannot write /dev/full: No space "
                                         "left on device\n"));
        run = runCli({"annotate", pgn, "-o", "/dev/full", "--nodes", "2000", "--leaf-nodes", "200",
                      "--expansions", "2", "--value-nodes", "2000"});
        QVERIFY(isDevice());
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("kibitz-cli annotate: cannot write /dev/full: No space "
                                         "left on device\n"));
    }

    // A regular file that cannot be written to its end (here the file size limit, as a full disk
    // would): the error names it with the system's reason, and the old file is left as it was,
    // with no temporary file beside it.
    void outputFileCannotBeWritten() {
        QTemporaryDir dir;
        const QString out = existingOut(dir);
        const QString pgn = SharedPgnDir + "kasparov-deep-blue-1997.pgn";
        QVERIFY(fileBytes(pgn).size() > 4096);
        QProcess process;
        process.start(QStringLiteral("/bin/sh"),
                      {"-c", "trap '' XFSZ; ulimit -f 4; exec \"$0\" pgn format \"$1\" -o \"$2\"",
                       QStringLiteral(KIBITZ_CLI), pgn, out});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 1);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()),
                 "kibitz-cli pgn format: cannot write " + out + ": File too large\n");
        QCOMPARE(fileBytes(out), UsersGames);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"out.pgn"});
    }

    // pgn check and perft fail when standard output cannot be written.
    void standardOutputCannotBeWritten() {
        const auto runToFull = [](const QStringList& arguments) {
            QProcess process;
            process.setStandardOutputFile(QStringLiteral("/dev/full"), QIODevice::Append);
            process.start(QStringLiteral(KIBITZ_CLI), arguments);
            if (!process.waitForFinished(60000)) qFatal("kibitz-cli did not finish");
            return Run{process.exitCode(), {}, QString::fromUtf8(process.readAllStandardError())};
        };
        Run run = runToFull({"pgn", "check", SharedPgnDir + "molinari-bordais-1979.pgn"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("kibitz-cli pgn: cannot write standard output: No space "
                                         "left on device\n"));
        run = runToFull({"perft", "--depth", "2"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("perft 2: 400 nodes in "), qPrintable(run.err));
        QVERIFY(run.err.endsWith("\nkibitz-cli perft: cannot write standard output: No space left "
                                 "on device\n"));
        run = runToFull({"pgn", "format", SharedPgnDir + "molinari-bordais-1979.pgn"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("kibitz-cli pgn format: cannot write standard output: No "
                                         "space left on device\n"));
    }

    // Ctrl+C before the first game is finished leaves OUT as it was, and no temporary file stays
    // behind; the same when `kill` or a closed terminal stops it.
    void annotateInterruptedBeforeTheFirstGame_data() {
        QTest::addColumn<int>("signal");
        QTest::addRow("Ctrl+C") << SIGINT;
        QTest::addRow("kill") << SIGTERM;
        QTest::addRow("terminal closed") << SIGHUP;
    }
    void annotateInterruptedBeforeTheFirstGame() {
        QFETCH(int, signal);
        QTemporaryDir dir;
        const QString out = existingOut(dir);
        QProcess process;
        process.start(QStringLiteral(KIBITZ_CLI),
                      {"annotate", SharedPgnDir + "nepomniachtchi-liren-game1.pgn", "-o", out,
                       "--threads", "1", "--nodes", "100000", "--leaf-nodes", "5000",
                       "--value-nodes", "400000"});
        QVERIFY(process.waitForStarted());
        // The game takes far longer than 1.5 s at these settings: the interrupt comes inside it.
        QTest::qWait(1500);
        QVERIFY2(interrupt(process, signal), "the command had ended before Ctrl+C");
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()),
                 "kibitz-cli annotate: interrupted before the first game was finished: " + out +
                     " is left as it was\n");
        QCOMPARE(fileBytes(out), UsersGames);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"out.pgn"});
    }

    // Ctrl+C during Phoenix's first generation keeps nothing, and says so; the run's folder holds
    // no state to resume from.
    void tunePhoenixInterruptedInItsFirstGeneration() {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        QProcess process;
        process.start(QStringLiteral(KIBITZ_CLI),
                      {"tune", "phoenix", "--dir", run, "--openings", EpdDir + "match-openings.epd",
                       "--threads", "1", "--nodes", "100000"});
        QVERIFY(process.waitForStarted());
        // 380 games of 100,000 nodes a move take far longer than 1.5 s: the interrupt comes
        // inside them.
        QTest::qWait(1500);
        QVERIFY2(interrupt(process), "the command had ended before Ctrl+C");
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 130);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()),
                 QStringLiteral("kibitz-cli tune phoenix: stopped during generation 1, before any "
                                "generation was finished: nothing is kept\n"));
        QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()), QString());
        QVERIFY(!QFile::exists(run + "/state.txt"));
    }

    // Ctrl+C: the games finished so far are in the output file, which is complete PGN.
    void annotateInterrupted() {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.pgn");
        const QString out = dir.filePath("out.pgn");
        QFile file(in);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // A two-ply game, done at once; then a 97-ply one that takes long.
        file.write("[Event \"quick\"]\n\n1. e4 e5 *\n\n");
        file.write(fileBytes(SharedPgnDir + "nepomniachtchi-liren-game1.pgn"));
        file.close();
        // The facts behind the symbols go to a FIFO, game by game as each is judged, just before
        // it is written: the quick game's rows say it is done, whatever the load of the machine.
        const QByteArray fifo = QFile::encodeName(dir.filePath("judgements"));
        QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
        QProcess process;
        process.start(QStringLiteral(KIBITZ_CLI),
                      {"annotate", in, "-o", out, "--threads", "1", "--nodes", "100000",
                       "--leaf-nodes", "5000", "--value-nodes", "400000", "--judgements",
                       QFile::decodeName(fifo)});
        QVERIFY(process.waitForStarted());
        const int reader = ::open(fifo.constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        QByteArray rows;
        const auto drain = [&] {
            char buffer[4096];
            ssize_t n = 0;
            while ((n = ::read(reader, buffer, sizeof buffer)) > 0) rows.append(buffer, n);
        };
        QDeadlineTimer deadline(120'000);
        while (!rows.contains("\n1\t") && !deadline.hasExpired() &&
               process.state() == QProcess::Running) {
            drain();
            QTest::qWait(20);
        }
        QVERIFY2(rows.contains("\n1\t"), rows.constData());
        // The long game takes long at these settings: it is far from done.
        QVERIFY2(interrupt(process), "the command had ended before Ctrl+C");
        while (process.state() == QProcess::Running && !deadline.hasExpired()) {
            drain(); // never let the writer block on a full pipe
            process.waitForFinished(50);
        }
        drain();
        ::close(reader);
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains("interrupted"));
        QVERIFY(!rows.contains("\n2\t")); // the long game was not judged
        const QString text = QString::fromUtf8(fileBytes(out));
        QCOMPARE(int(text.count("[Event ")), 1);
        QVERIFY(text.contains("[Event \"quick\"]"));
        QCOMPARE(runCli({"pgn", "check", out}).exitCode, 0);
    }

    // The scale-out recipe of the README: GNU parallel over chunks of games gives the very same
    // PGN as one process.
    void annotateScalesOutWithGnuParallel() {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("KIBITZ_CLI", QStringLiteral(KIBITZ_CLI));
        env.insert("GAMES_PER_JOB", "2");
        env.insert("JOBS", "2");
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(KIBITZ_SOURCE_DIR "/tools/scaleout/annotate_parallel.sh"),
                      {SharedPgnDir + "kasparov-deep-blue-1997.pgn", "--", "--nodes", "3000",
                       "--leaf-nodes", "300", "--expansions", "2", "--value-nodes", "3000"});
        QVERIFY(process.waitForFinished(120000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(process.exitCode() == 0, qPrintable(out + err));
        QVERIFY2(out.contains("identical: 6 games"), qPrintable(out));
    }

    // Every command that writes a file refuses, before any work and with a usage error, an
    // output that would overwrite one of its inputs or another of its outputs, however it is
    // named: the same name, ./ or sub/../ before it, a symbolic link or a hard link to it. The
    // input is left byte for byte, and nothing is written beside it. {in} is the input the test
    // writes, {out} the other name of it, {other} a second input.
    void outputOntoAnInputIsRefused_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("spelling");
        QTest::addColumn<QString>("message");
        const QString engine = QStringLiteral(KIBITZ_CLI " uci");
        const auto destroys = [](const char* command, const char* output, const char* input) {
            return QStringLiteral("kibitz-cli %1: the %2 '{out}' is the %3 '{in}': writing it "
                                  "would destroy the %3; choose another output file")
                .arg(QLatin1String(command), QLatin1String(output), QLatin1String(input));
        };
        const auto add = [](const char* name, const QStringList& arguments, const char* input,
                            const QString& message) {
            for (const char* spelling : {"same", "dot", "parent", "symlink", "hard"})
                QTest::addRow("%s, %s", name, spelling) << arguments << QString::fromLatin1(input)
                                                        << QString::fromLatin1(spelling) << message;
        };
        add("pgn format", {"pgn", "format", "{in}", "-o", "{out}"}, "games.pgn",
            destroys("pgn format", "output", "input"));
        add("annotate -o", {"annotate", "{in}", "-o", "{out}"}, "games.pgn",
            destroys("annotate", "output", "input"));
        add("annotate OUT", {"annotate", "{in}", "{out}"}, "games.pgn",
            destroys("annotate", "output", "input"));
        add("annotate --judgements", {"annotate", "{in}", "--judgements", "{out}"}, "games.pgn",
            destroys("annotate", "--judgements output", "input"));
        add("annotate -o onto --eco", {"annotate", "{other}", "--eco", "{in}", "-o", "{out}"},
            "eco.pgn", destroys("annotate", "output", "opening book"));
        add("annotate --judgements onto --eco",
            {"annotate", "{other}", "--eco", "{in}", "--judgements", "{out}"}, "eco.pgn",
            destroys("annotate", "--judgements output", "opening book"));
        add("annotate -o onto --value-engine",
            {"annotate", "{other}", "--value-engine", "./{in}", "-o", "{out}"}, "engine.sh",
            destroys("annotate", "output", "--value-engine program").replace("'{in}'", "'./{in}'"));
        add("annotate -o and --judgements",
            {"annotate", "{other}", "-o", "{in}", "--judgements", "{out}"}, "annotated.pgn",
            QStringLiteral("kibitz-cli annotate: the --judgements output '{out}' is the output "
                           "'{in}': one would overwrite the other; choose different output files"));
        add("dataset build", {"dataset", "build", "{in}", "-o", "{out}"}, "games.pgn",
            destroys("dataset build", "output", "input"));
        add("dataset build, the second input",
            {"dataset", "build", "{other}", "{in}", "-o", "{out}"}, "games.pgn",
            destroys("dataset build", "output", "input"));
        add("dataset measure", {"dataset", "measure", "{in}", "--predictions", "{out}"},
            "cache.tsv", destroys("dataset measure", "--predictions output", "input"));
        add("tune games", {"tune", "games", "{in}", "--out", "{out}"}, "games.pgn",
            destroys("tune games", "output", "input"));
        add("tune games --start", {"tune", "games", "{other}", "--start", "{in}", "--out", "{out}"},
            "weights.txt", destroys("tune games", "output", "--start weights"));
        add("match --openings",
            {"match", "--engine", engine, "--engine", engine, "--openings", "{in}", "--pgn",
             "{out}"},
            "openings.pgn", destroys("match", "--pgn output", "--openings file"));
        add("match --engine", {"match", "--engine", "./{in}", "--engine", engine, "--pgn", "{out}"},
            "engine.sh",
            destroys("match", "--pgn output", "--engine program").replace("'{in}'", "'./{in}'"));
    }

    void outputOntoAnInputIsRefused() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, input);
        QFETCH(QString, spelling);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeFile(dir.filePath(input), RatedGame);
        writeFile(dir.filePath(QStringLiteral("other.pgn")), RatedGame);
        const QString output = otherName(dir.path(), input, spelling);
        QVERIFY(!output.isEmpty());
        for (QString& argument : arguments)
            argument.replace("{in}", input)
                .replace("{out}", output)
                .replace("{other}", "other.pgn");
        const QStringList entries = entriesOf(dir.path());

        const Run run = runCliIn(dir.path(), arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err, refusal(message.replace("{in}", input).replace("{out}", output)));
        QCOMPARE(fileBytes(dir.filePath(input)), RatedGame);
        QCOMPARE(entriesOf(dir.path()), entries);
        if (spelling == QLatin1String("symlink"))
            QVERIFY(QFileInfo(dir.filePath(output)).isSymLink());
    }

    // tune phoenix writes state.txt, fitness.csv, database.txt and best.txt in its --dir: none
    // of them may be the --openings file. The folder is not even made.
    void tunePhoenixRefusesToOverwriteItsOpenings() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray openings = fileBytes(EpdDir + "match-openings.epd");
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("run")));
        writeFile(dir.filePath(QStringLiteral("run/best.txt")), openings);
        writeFile(dir.filePath(QStringLiteral("openings.epd")), openings);
        QCOMPARE(::symlink("run", QFile::encodeName(dir.filePath("link")).constData()), 0);
        QCOMPARE(::link(QFile::encodeName(dir.filePath("openings.epd")).constData(),
                        QFile::encodeName(dir.filePath("run/fitness.csv")).constData()),
                 0);
        const QStringList entries = entriesOf(dir.path());
        const QStringList runEntries = entriesOf(dir.filePath(QStringLiteral("run")));
        struct Case {
            QString dir;
            QString openings;
            QString output;
        };
        const QList<Case> cases{{"run", "run/best.txt", "run/best.txt"},
                                {"./run", "run/best.txt", "./run/best.txt"},
                                {"link", "run/best.txt", "link/best.txt"},
                                {"run", "link/best.txt", "run/best.txt"},
                                {"run", "openings.epd", "run/fitness.csv"}};
        for (const Case& c : cases) {
            const Run run =
                runCliIn(dir.path(), {"tune", "phoenix", "--dir", c.dir, "--openings", c.openings,
                                      "--population", "4", "--nodes", "20"});
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(run.out, QString());
            QCOMPARE(run.err, refusal("kibitz-cli tune phoenix: the --dir output '" + c.output +
                                      "' is the --openings file '" + c.openings +
                                      "': writing it would destroy the --openings file; choose "
                                      "another output file"));
            QCOMPARE(fileBytes(dir.filePath(QStringLiteral("run/best.txt"))), openings);
            QCOMPARE(fileBytes(dir.filePath(QStringLiteral("openings.epd"))), openings);
            QCOMPARE(entriesOf(dir.path()), entries);
            QCOMPARE(entriesOf(dir.filePath(QStringLiteral("run"))), runEntries);
        }
    }

    // Two names of one file that is not made yet are one output all the same.
    void twoOutputsOntoOneNewFileAreRefused() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeFile(dir.filePath(QStringLiteral("games.pgn")), RatedGame);
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub")));
        const Run run = runCliIn(dir.path(), {"annotate", "games.pgn", "-o", "new.pgn",
                                              "--judgements", "sub/../new.pgn"});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, refusal("kibitz-cli annotate: the --judgements output 'sub/../new.pgn' "
                                  "is the output 'new.pgn': one would overwrite the other; choose "
                                  "different output files"));
        QCOMPARE(entriesOf(dir.path()), QStringList({"games.pgn", "sub"}));
    }

    // Standard input and output, and outputs that are not regular files (a device, a link to
    // one), are never refused: nothing is replaced there.
    void outputsThatAreNotFilesAreNotRefused() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(::symlink("/dev/null", QFile::encodeName(dir.filePath("null")).constData()), 0);
        Run run = runCliIn(dir.path(), {"pgn", "format", "/dev/null", "-o", "/dev/null"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        run = runCliIn(dir.path(), {"pgn", "format", "null", "-o", "/dev/null"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        run = runCliIn(dir.path(), {"pgn", "format", "-", "-o", "-"}, RatedGame);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("[Event \"Rated\"]\n"));
        run = runCliIn(dir.path(),
                       {"dataset", "build", "-", "-o", "-", "--nodes", "64", "--threads", "1"},
                       RatedGame);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith("# kibitz-cli dataset build: nodes=64 "), qPrintable(run.err));
    }

    // Each form of command writes an output beside its inputs (in their folder, a hard link
    // elsewhere in it does not matter), and leaves the inputs as they were.
    void outputsBesideTheirInputsAreWritten() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.path();
        const auto file = [&](const char* name) { return dir.filePath(QLatin1String(name)); };
        writeFile(file("games.pgn"), RatedGame);
        const QByteArray openings = fileBytes(EpdDir + "match-openings.epd");
        writeFile(file("openings.epd"), openings);
        writeFile(file("weights.txt"), "tempo 20\n");
        const QStringList budget{"--nodes",
                                 "2000",
                                 "--leaf-nodes",
                                 "200",
                                 "--expansions",
                                 "2",
                                 "--value-nodes",
                                 "2000",
                                 "--threads",
                                 "1",
                                 "--value-engine",
                                 "builtin",
                                 "--no-table-generation"};

        Run run = runCliIn(folder, {"pgn", "format", "games.pgn", "-o", "./formatted.pgn"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(fileBytes(file("formatted.pgn")),
                 runCliIn(folder, {"pgn", "format", "-"}, RatedGame).out.toUtf8());

        run = runCliIn(folder, QStringList{"annotate", "games.pgn", "-o", "annotated.pgn",
                                           "--judgements", "judgements.tsv", "--no-eco"} +
                                   budget);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(fileBytes(file("annotated.pgn")).contains("[Annotator \"Kibitz "));
        QVERIFY(fileBytes(file("judgements.tsv")).startsWith("game\t"));

        run = runCliIn(folder, {"dataset", "build", "games.pgn", "-o", "cache.tsv", "--nodes", "64",
                                "--every", "4", "--threads", "1"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(fileBytes(file("cache.tsv")).startsWith("# kibitz-cli dataset build: nodes=64 "));
        // Measuring needs positions of both splits: the one game's lines again, in the other.
        QByteArray bothSplits;
        for (const QByteArray& line : fileBytes(file("cache.tsv")).split('\n')) {
            if (line.isEmpty()) continue;
            bothSplits += line + '\n';
            QList<QByteArray> fields = line.split('\t');
            if (line.startsWith('#') || fields.value(1) == "split") continue;
            fields[0] = "ffff" + fields[0].mid(4);
            fields[1] = fields[1] == "fit" ? "held" : "fit";
            bothSplits += fields.join('\t') + '\n';
        }
        writeFile(file("both.tsv"), bothSplits);
        run = runCliIn(folder,
                       {"dataset", "measure", "both.tsv", "--predictions", "predictions.tsv"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(fileBytes(file("predictions.tsv")).startsWith("key\tply\tfen\t"));

        run = runCliIn(folder, {"tune", "games", SharedPgnDir + "masters/Fischer.pgn", "--start",
                                "weights.txt", "--only", "terms", "--positions", "500",
                                "--iterations", "1", "--threads", "1", "--out", "tuned.txt"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(fileBytes(file("tuned.txt")).startsWith("# kibitz-cli tune games "));

        const QString engine = QStringLiteral(KIBITZ_CLI " uci");
        run = runCliIn(folder,
                       {"match", "--engine", engine, "--engine", engine, "--games", "2", "--nodes",
                        "200", "--openings", "openings.epd", "--pgn", "played.pgn"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QString::fromUtf8(fileBytes(file("played.pgn"))).count("[Event "), 2);

        // The openings in the run's folder, under a name the tuner does not write.
        QVERIFY(QDir(folder).mkpath(QStringLiteral("run")));
        writeFile(file("run/openings.epd"), openings);
        run = runCliIn(folder, {"tune", "phoenix", "--dir", "run", "--openings", "run/openings.epd",
                                "--population", "4", "--games-per-pair", "2", "--nodes", "20",
                                "--threads", "2", "--generations", "1"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(fileBytes(file("run/best.txt")).startsWith("# Phoenix tuner, generation 1"));

        QCOMPARE(fileBytes(file("games.pgn")), RatedGame);
        QCOMPARE(fileBytes(file("openings.epd")), openings);
        QCOMPARE(fileBytes(file("run/openings.epd")), openings);
        QCOMPARE(fileBytes(file("weights.txt")), QByteArray("tempo 20\n"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
