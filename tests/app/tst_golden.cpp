// The main job's output, pinned: kibitz-cli annotate on real games from ../shared/data with the
// built-in engine at small fixed budgets gives, byte for byte, the annotated PGN stored in
// tests/data/golden, on one thread and on two. A change to what Kibitz writes shows here as a
// diff to review; when it is meant, KIBITZ_UPDATE_GOLDEN=1 writes the new files instead of
// comparing (and the test fails, so that a run that updates is never taken for a pass).

#include "clirun.h"

#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Shared = QStringLiteral(KIBITZ_SHARED_DATA);
const QString GoldenDir = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/golden/");

// Small budgets: the principal search, its leaves, the value search; every look the defaults take.
const QStringList Budgets = {
    "--value-engine", "builtin",      "--nodes", "5000", "--leaf-nodes", "500", "--value-nodes",
    "10000",          "--expansions", "4",       "-q"};

} // namespace

class TestGolden : public QObject {
    Q_OBJECT

private slots:
    void annotateWritesTheGoldenGames_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("games"); // 0: all
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("golden");
        // The README's main job, with small budgets.
        QTest::addRow("world championship") << Shared + "/pgn/nepomniachtchi-liren-game1.pgn" << 0
                                            << QStringList{} << "nepomniachtchi-liren-game1.pgn";
        // Amateur games a person annotated (comments, glyphs, variations, which are judged too),
        // with the Syzygy tables.
        QTest::addRow("a person's annotations")
            << Shared + "/pgn/annotated/all.pgn" << 3
            << QStringList{"--variations", "--syzygy", Shared + "/syzygy"}
            << "annotated-first-three.pgn";
    }

    void annotateWritesTheGoldenGames() {
        QFETCH(QString, input);
        QFETCH(int, games);
        QFETCH(QStringList, options);
        QFETCH(QString, golden);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.pgn"));
        writeFile(in, games > 0 ? firstGames(input, games) : fileBytes(input));
        // Kibitz's own endgame tables in a cache of this test's: none is there at first.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
        QByteArray written[2];
        for (const int threads : {1, 2}) {
            const QString out = dir.filePath(QStringLiteral("out%1.pgn").arg(threads));
            const Run run = runCli(
                QStringList{"annotate", in, "-o", out, "--threads", QString::number(threads)} +
                    Budgets + options,
                {}, environment);
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            written[threads - 1] = fileBytes(out);
        }
        QCOMPARE(written[1], written[0]);
        const QString path = GoldenDir + golden;
        if (qEnvironmentVariableIsSet("KIBITZ_UPDATE_GOLDEN")) {
            writeFile(path, written[0]);
            QFAIL(qPrintable(QStringLiteral("written %1: review its diff").arg(path)));
        }
        const QByteArray expected = fileBytes(path);
        if (written[0] != expected) {
            writeFile(dir.filePath(QStringLiteral("differs.pgn")), written[0]);
            dir.setAutoRemove(false);
            QFAIL(qPrintable(QStringLiteral("the output differs from %1; it is in %2")
                                 .arg(path, dir.filePath(QStringLiteral("differs.pgn")))));
        }
    }
};

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
