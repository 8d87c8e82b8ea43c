// kibitz-cli as a user runs it: exit codes, help, version, usage errors and perft output.

#include <QProcess>
#include <QTest>

namespace {

struct Run {
    int exitCode;
    QString out;
    QString err;
};

Run runCli(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(KIBITZ_CLI), arguments);
    if (!process.waitForFinished(60000)) qFatal("kibitz-cli did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
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
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
