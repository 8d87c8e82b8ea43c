// kibitz-cli as a user runs it: exit codes, help, version, usage errors, perft and pgn.

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode;
    QString out;
    QString err;
};

const QString PgnDir = QStringLiteral(KIBITZ_TEST_DATA "/pgn/");

Run runCli(const QStringList& arguments, const QByteArray& input = {}) {
    QProcess process;
    process.start(QStringLiteral(KIBITZ_CLI), arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) qFatal("kibitz-cli did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
    return file.readAll();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

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
        const QString a = PgnDir + "real/kasparov-deep-blue-1997.pgn";
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

    void benchSignature() {
        // The node count of `bench` is the search's signature: the same on every run and every
        // machine (for a given hash size: the table's collisions steer the search too). It
        // changes only when the search or the evaluation changes; a commit that changes it on
        // purpose updates this number and says so.
        const Run first = runCli({"bench", "--depth", "6"});
        QCOMPARE(first.exitCode, 0);
        QVERIFY(first.out.contains("\nNodes searched  : 815496\n"));
        const Run second = runCli({"bench", "--depth", "6"});
        QVERIFY(second.out.contains("\nNodes searched  : 815496\n"));
        QCOMPARE(first.err.count("nodes  "), 12);
    }

    void benchUsageErrors() {
        const Run run = runCli({"bench", "--depth", "0"});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, QStringLiteral("kibitz-cli bench: --depth must be a whole number from 1 "
                                         "to 127\nTry 'kibitz-cli bench --help' for more "
                                         "information.\n"));
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
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
