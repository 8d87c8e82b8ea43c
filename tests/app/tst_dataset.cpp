// `kibitz-cli dataset build` (issue 18): the exact lines of a tiny PGN, every legal move scored,
// the same bytes whatever --threads is, the split by the game's key alone, the key the same for
// the same game in another file, and the usage errors.

#include "chess/movegen.h"
#include "chess/position.h"
#include "clirun.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

// Two rated games (of 10 and 12 plies), one unrated and one unfinished.
const QByteArray TinyPgn = R"([Event "Tiny"]
[Site "?"]
[Date "2024.01.01"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "1-0"]
[WhiteElo "1500"]
[BlackElo "1400"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Na5 1-0

[Event "Tiny"]
[Site "?"]
[Date "2024.01.01"]
[Round "2"]
[White "B"]
[Black "A"]
[Result "0-1"]
[WhiteElo "1400"]
[BlackElo "1500"]

1. d4 Nf6 2. c4 e6 3. Nf3 b6 4. g3 Bb7 5. Bg2 Be7 6. O-O O-O 0-1

[Event "Tiny"]
[Site "?"]
[Date "2024.01.01"]
[Round "3"]
[White "C"]
[Black "D"]
[Result "1/2-1/2"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 1/2-1/2

[Event "Tiny"]
[Site "?"]
[Date "2024.01.01"]
[Round "4"]
[White "A"]
[Black "B"]
[Result "*"]
[WhiteElo "1500"]
[BlackElo "1400"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O *
)";

// Game 2 of TinyPgn alone, with other ratings, another annotator and comments: the same game.
const QByteArray SecondGameElsewhere = R"([Event "Tiny"]
[Site "?"]
[Date "2024.01.01"]
[Round "2"]
[White "B"]
[Black "A"]
[Result "0-1"]
[WhiteElo "1450"]
[BlackElo "1550"]
[Annotator "someone"]

1. d4 {a comment} Nf6 2. c4 e6 3. Nf3 b6 4. g3 Bb7 5. Bg2 Be7 6. O-O O-O 0-1
)";

const QByteArray ExpectedTiny =
    "# kibitz-cli dataset build: nodes=64 every=2 first-ply=8 held-back=20 kibitz=" KIBITZ_VERSION
    "\n"
    "key\tsplit\tply\tfen\twhite_elo\tblack_elo\tresult\tmaterial\tplayed\tmoves\n"
    "8c0bc745a56e1de7\tfit\t8\tr1bqkb1r/ppp2ppp/2n2n2/3pp1N1/2B1P3/8/PPPP1PPP/RNBQK2R w KQkq - 0 "
    "5\t1500\t1400\t1\t78\te4d5\te4d5:-45,c4d3:-83,c4d5:-144,c4b3:-147,c4e2:-157,c4b5:-159,c4f1:-"
    "181,g5f7:-287,b1a3:-332,g5h7:-336,d1e2:-367,d2d3:-369,b1c3:-385,e1g1:-387,b2b3:-396,d2d4:-397,"
    "g5e6:-403,b2b4:-417,c4a6:-421,c2c3:-424,a2a3:-430,h2h3:-432,d1f3:-432,h1f1:-433,a2a4:-434,"
    "h2h4:-436,h1g1:-437,f2f3:-438,g2g4:-440,e1f1:-442,g5f3:-445,f2f4:-446,g2g3:-447,e1e2:-475,"
    "g5h3:-484,d1h5:-998,d1g4:-1080\n"
    "0220241f7c73be9c\tfit\t8\trn1qkb1r/pbpp1ppp/1p2pn2/8/2PP4/5NP1/PP2PP1P/RNBQKB1R w KQkq - 1 "
    "5\t1400\t1500\t0\t78\tf1g2\tb1c3:13,c1f4:0,f1g2:-9,c1e3:-12,c1g5:-15,c1d2:-16,b1d2:-22,f1h3:-"
    "24,d1a4:-25,d1d3:-25,b1a3:-26,d1b3:-27,a2a3:-28,b2b3:-28,e2e3:-28,h2h3:-28,d1c2:-28,a2a4:-30,"
    "h2h4:-31,h1g1:-33,d1d2:-56,e1d2:-78,c4c5:-79,d4d5:-83,g3g4:-103,e2e4:-107,b2b4:-150,c1h6:-356,"
    "f3e5:-418,f3g5:-447,f3d2:-484,f3h4:-486,f3g1:-496\n"
    "0220241f7c73be9c\tfit\t10\trn1qk2r/pbppbppp/1p2pn2/8/2PP4/5NP1/PP2PPBP/RNBQK2R w KQkq - 3 "
    "6\t1400\t1500\t0\t78\te1g1\te1g1:21,b1c3:20,c1f4:7,c1e3:-5,c1g5:-8,c1d2:-9,b1d2:-11,d1a4:-18,"
    "d1d3:-18,b1a3:-19,d1b3:-20,h1f1:-20,a2a3:-21,b2b3:-21,h2h3:-21,d1c2:-21,a2a4:-23,h1g1:-23,"
    "h2h4:-24,e1f1:-26,e2e3:-31,g2h3:-41,d1d2:-49,g2f1:-50,f3h4:-62,e1d2:-67,c4c5:-72,d4d5:-76,"
    "g3g4:-108,e2e4:-118,b2b4:-122,c1h6:-344,f3e5:-372,f3g5:-402,f3d2:-435,f3g1:-456\n";

struct Built {
    Run run;
    QByteArray cache;
};

Built build(const QTemporaryDir& dir, const QByteArray& pgn, QStringList options) {
    const QString in = dir.filePath(QStringLiteral("in.pgn"));
    const QString out = dir.filePath(QStringLiteral("out.tsv"));
    writeFile(in, pgn);
    QFile::remove(out);
    const Run run = runCli(QStringList{QStringLiteral("dataset"), QStringLiteral("build"), in,
                                       QStringLiteral("-o"), out} +
                           options);
    return {run, QFile::exists(out) ? fileBytes(out) : QByteArray()};
}

QList<QByteArray> dataLines(const QByteArray& cache) {
    QList<QByteArray> lines = cache.split('\n');
    lines.removeLast();  // after the last newline
    return lines.mid(2); // the two header lines
}

} // namespace

class TestDataset : public QObject {
    Q_OBJECT

private slots:
    void tinyPgnGivesExactLines() {
        QTemporaryDir dir;
        const Built built =
            build(dir, TinyPgn, {"--nodes", "64", "--every", "2", "--threads", "1"});
        QCOMPARE(built.run.exitCode, 0);
        QCOMPARE(built.cache, ExpectedTiny);
        QCOMPARE(built.run.out, QString());
        QVERIFY2(built.run.err.contains(
                     "4 games read, 2 used; skipped: 0 with an error, 1 without a result, 1 "
                     "without both ratings, 0 without a sampled position\n"
                     "kibitz-cli dataset: 3 positions (3 fit, 0 held)"),
                 qPrintable(built.run.err));
    }

    void everyLegalMoveIsScored() {
        QTemporaryDir dir;
        const Built built = build(dir, TinyPgn, {"--nodes", "64", "--every", "2"});
        const QList<QByteArray> lines = dataLines(built.cache);
        QCOMPARE(lines.size(), 3);
        for (const QByteArray& line : lines) {
            const QList<QByteArray> fields = line.split('\t');
            QCOMPARE(fields.size(), 10);
            kibitz::chess::Position position;
            QVERIFY(!position.setFen(fields[3].toStdString()));
            const QList<QByteArray> moves = fields[9].split(',');
            QCOMPARE(qsizetype(moves.size()), qsizetype(kibitz::chess::MoveList(position).size()));
            QVERIFY(fields[9].contains(fields[8] + ':')); // the move played is among them
        }
    }

    void sameBytesWhateverThreads() {
        QTemporaryDir dir;
        const Built one = build(dir, TinyPgn, {"--nodes", "300", "--every", "1", "--threads", "1"});
        const Built two = build(dir, TinyPgn, {"--nodes", "300", "--every", "1", "--threads", "2"});
        QCOMPARE(one.run.exitCode, 0);
        QCOMPARE(dataLines(one.cache).size(), 6);
        QCOMPARE(two.cache, one.cache);
    }

    void splitByKeyAlone() {
        QTemporaryDir dir;
        for (const int percent : {0, 30, 70, 100}) {
            const Built built =
                build(dir, TinyPgn, {"--nodes", "64", "--held-back", QString::number(percent)});
            for (const QByteArray& line : dataLines(built.cache)) {
                const QList<QByteArray> fields = line.split('\t');
                bool ok = false;
                const qulonglong key = fields[0].toULongLong(&ok, 16);
                QVERIFY(ok);
                QCOMPARE(fields[1], QByteArray(key % 100 < qulonglong(percent) ? "held" : "fit"));
            }
        }
    }

    void sameGameSameKeyInAnotherFile() {
        QTemporaryDir dir;
        const Built tiny = build(dir, TinyPgn, {"--nodes", "64"});
        const Built alone = build(dir, SecondGameElsewhere, {"--nodes", "64"});
        const QList<QByteArray> tinyLines = dataLines(tiny.cache);
        const QList<QByteArray> aloneLines = dataLines(alone.cache);
        QCOMPARE(aloneLines.size(), 1); // ply 8 (ply 12 is the end)
        QCOMPARE(tinyLines.size(), 2);  // ply 8 of games 1 and 2
        QCOMPARE(aloneLines[0].split('\t')[0], tinyLines[1].split('\t')[0]);
        QVERIFY(tinyLines[0].split('\t')[0] != tinyLines[1].split('\t')[0]);
    }

    void unreadableGameIsNamedAndSkipped() {
        QTemporaryDir dir;
        const Built built =
            build(dir, TinyPgn + "\n[WhiteElo \"1\"]\n[BlackElo \"2\"]\n\n1. e4 e5 2. Ke3 1-0\n",
                  {"--nodes", "64"});
        QCOMPARE(built.run.exitCode, 0);
        QVERIFY2(built.run.err.contains("in.pgn: game 5, line 50, column 13: illegal move 'Ke3'"),
                 qPrintable(built.run.err));
        QVERIFY(built.run.err.contains("5 games read, 2 used; skipped: 1 with an error"));
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no subcommand") << QStringList{} << "no subcommand (build)";
        QTest::newRow("unknown subcommand") << QStringList{"make"} << "unknown subcommand 'make'";
        QTest::newRow("no file") << QStringList{"build", "-o", "x.tsv"} << "no PGN file to read";
        QTest::newRow("no output")
            << QStringList{"build", "a.pgn"} << "no output file (-o CACHE.tsv)";
        QTest::newRow("nodes") << QStringList{"build", "a.pgn", "-o", "x.tsv", "--nodes", "0"}
                               << "--nodes must be a whole number from 1 to 100000000, not '0'";
        QTest::newRow("every") << QStringList{"build", "a.pgn", "-o", "x.tsv", "--every", "1.5"}
                               << "--every must be a whole number from 1 to 1000, not '1.5'";
        QTest::newRow("held-back")
            << QStringList{"build", "a.pgn", "-o", "x.tsv", "--held-back", "101"}
            << "--held-back must be a whole number from 0 to 100, not '101'";
        QTest::newRow("threads") << QStringList{"build", "a.pgn", "-o", "x.tsv", "--threads", "0"}
                                 << "--threads must be a whole number from 1 to 512, not '0'";
    }

    void usageErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(QStringList{QStringLiteral("dataset")} + arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, "kibitz-cli dataset: " + message +
                              "\nTry 'kibitz-cli dataset --help' for more information.\n");
        QCOMPARE(run.out, QString());
    }

    void missingFileFails() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.tsv"));
        writeFile(out, "old cache\n");
        const Run run = runCli({"dataset", "build", dir.filePath("none.pgn"), "-o", out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("kibitz-cli dataset: "), qPrintable(run.err));
        QCOMPARE(fileBytes(out), QByteArray("old cache\n")); // left as it was
    }
};

QTEST_GUILESS_MAIN(TestDataset)
#include "tst_dataset.moc"
