// `kibitz-cli dataset build`: the exact lines of a tiny PGN, every legal move scored, the same
// bytes whatever --threads is, the split by the game's key alone, the key the same for the same
// game in another file, and the usage errors; the plies sampled; the cache of real games read back
// by human::readDataset with the held-back games apart from the fitting data; and the reader's
// errors.

#include "analysis/humanmodel.h"
#include "analysis/positionsamples.h"
#include "chess/movegen.h"
#include "chess/position.h"
#include "clirun.h"
#include "human/dataset.h"
#include "human/movemodel.h"
#include "human/valuefit.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <set>

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
    "key\tsplit\tply\tfen\twhite\tblack\twhite_elo\tblack_elo\tresult\tmaterial\tplayed\tdepth\tm"
    "oves\n"
    "8c0bc745a56e1de7\tfit\t8\tr1bqkb1r/ppp2ppp/2n2n2/3pp1N1/2B1P3/8/PPPP1PPP/RNBQK2R w KQkq - 0 "
    "5\tA\tB\t1500\t1400\t1\t78\te4d5\t1\te4d5:-45,c4d3:-83,c4d5:-144,c4b3:-147,c4e2:-157,c4b5:-1"
    "59,c4f1:-181,g5f7:-287,b1a3:-332,g5h7:-336,d1e2:-367,d2d3:-369,b1c3:-385,e1g1:-387,b2b3:-396"
    ",d2d4:-397,g5e6:-403,b2b4:-417,c4a6:-421,c2c3:-424,a2a3:-430,h2h3:-432,d1f3:-432,h1f1:-433,a"
    "2a4:-434,h2h4:-436,h1g1:-437,f2f3:-438,g2g4:-440,e1f1:-442,g5f3:-445,f2f4:-446,g2g3:-447,e1e"
    "2:-475,g5h3:-484,d1h5:-998,d1g4:-1080\n"
    "0220241f7c73be9c\tfit\t8\trn1qkb1r/pbpp1ppp/1p2pn2/8/2PP4/5NP1/PP2PP1P/RNBQKB1R w KQkq - 1 5"
    "\tB\tA\t1400\t1500\t0\t78\tf1g2\t1\tb1c3:13,c1f4:0,f1g2:-9,c1e3:-12,c1g5:-15,c1d2:-16,b1d2:-"
    "22,f1h3:-24,d1a4:-25,d1d3:-25,b1a3:-26,d1b3:-27,a2a3:-28,b2b3:-28,e2e3:-28,h2h3:-28,d1c2:-28"
    ",a2a4:-30,h2h4:-31,h1g1:-33,d1d2:-56,e1d2:-78,c4c5:-79,d4d5:-83,g3g4:-103,e2e4:-107,b2b4:-15"
    "0,c1h6:-356,f3e5:-418,f3g5:-447,f3d2:-484,f3h4:-486,f3g1:-496\n"
    "0220241f7c73be9c\tfit\t11\trn1qk2r/pbppbppp/1p2pn2/8/2PP4/5NP1/PP2PPBP/RNBQ1RK1 b kq - 4 6\t"
    "B\tA\t1400\t1500\t0\t78\te8g8\t1\tb8c6:-8,e8g8:-21,f6e4:-22,f6g4:-30,d7d6:-34,d7d5:-34,e7b4:"
    "-35,h7h6:-36,b7e4:-43,b8a6:-46,e7d6:-46,a7a5:-47,c7c5:-49,h7h5:-49,h8f8:-50,h8g8:-53,a7a6:-5"
    "6,d8c8:-57,c7c6:-60,g7g6:-60,b7c6:-62,e8f8:-63,e7f8:-68,b7a6:-80,f6h5:-83,b7c8:-84,f6g8:-93,"
    "b7f3:-96,b6b5:-114,e6e5:-126,g7g5:-147,f6d5:-288,b7d5:-351,e7c5:-367,e7a3:-417\n";

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

// The two header lines of a cache and a valid line of it, for the reader's tests; `changes`
// replaces fields (by index) of the line.
const QByteArray Header = "# kibitz-cli dataset build: nodes=64 every=2 first-ply=8 held-back=20 "
                          "kibitz=0.1.0\n";
const QByteArray Columns = "key\tsplit\tply\tfen\twhite\tblack\twhite_elo\tblack_elo\tresult\t"
                           "material\tplayed\tdepth\tmoves\n";
const QByteArray BlackToMove =
    "r1bqkb1r/ppp2ppp/2n2n2/3pp1N1/2B1P3/8/PPPP1PPP/RNBQK2R b KQkq - 0 5";

QByteArray validLine(const QList<QPair<int, QByteArray>>& changes = {}) {
    QList<QByteArray> fields{"8c0bc745a56e1de7",
                             "fit",
                             "8",
                             "r1bqkb1r/ppp2ppp/2n2n2/3pp1N1/2B1P3/8/PPPP1PPP/RNBQK2R w KQkq - 0 5",
                             "A",
                             "B",
                             "1500",
                             "1400",
                             "1",
                             "78",
                             "e4d5",
                             "1",
                             "e4d5:-45,c4d3:#2,g5f7:-287"};
    for (const auto& [index, text] : changes) fields[index] = text;
    return fields.join('\t');
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
            QCOMPARE(fields.size(), 13);
            kibitz::chess::Position position;
            QVERIFY(position.setFen(fields[3].toStdString()));
            const QList<QByteArray> moves = fields[12].split(',');
            QCOMPARE(qsizetype(moves.size()), qsizetype(kibitz::chess::MoveList(position).size()));
            QVERIFY(fields[12].contains(fields[10] + ':')); // the move played is among them
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
        const Built tiny = build(dir, TinyPgn, {"--nodes", "64", "--every", "4"});
        const Built alone = build(dir, SecondGameElsewhere, {"--nodes", "64", "--every", "4"});
        const QList<QByteArray> tinyLines = dataLines(tiny.cache);
        const QList<QByteArray> aloneLines = dataLines(alone.cache);
        QCOMPARE(aloneLines.size(), 1); // ply 8 (then 13, past the end at 12)
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

    void sampledPlies_data() {
        QTest::addColumn<int>("every");
        QTest::addColumn<QList<int>>("plies");
        // From ply 8 on; an even step moves every second sample on by one ply, so that both
        // sides are to move in turn.
        QTest::addRow("1") << 1 << QList<int>{8,  9,  10, 11, 12, 13, 14, 15, 16, 17, 18,
                                              19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29};
        QTest::addRow("2") << 2 << QList<int>{8, 11, 12, 15, 16, 19, 20, 23, 24, 27, 28};
        QTest::addRow("3") << 3 << QList<int>{8, 11, 14, 17, 20, 23, 26, 29};
        QTest::addRow("4") << 4 << QList<int>{8, 13, 16, 21, 24, 29};
    }

    void sampledPlies() {
        QFETCH(int, every);
        QFETCH(QList<int>, plies);
        kibitz::analysis::DatasetSettings settings;
        settings.every = every;
        settings.firstPly = 8;
        QList<int> sampled;
        for (int ply = 0; ply < 30; ++ply)
            if (kibitz::analysis::isSampledPly(ply, settings)) sampled.append(ply);
        QCOMPARE(sampled, plies);
    }

    // A cache of 48 real rated games (a few hundred nodes a position: fast) read back: each
    // position's split is its game's, no game is in both, and what the fits read of the fitting
    // split holds no held-back position.
    void heldBackGamesAreApartFromTheFittingData() {
        QTemporaryDir dir;
        const Built built =
            build(dir, fileBytes(QStringLiteral(KIBITZ_SHARED_DATA "/pgn/annotated/all.pgn")),
                  {"--nodes", "200", "--every", "8"});
        QCOMPARE(built.run.exitCode, 0);
        const auto dataset =
            kibitz::human::readDataset(dir.filePath(QStringLiteral("out.tsv")).toStdString());
        QVERIFY2(dataset, dataset ? "" : dataset.error().c_str());
        QCOMPARE(qsizetype(dataset->positions.size()), dataLines(built.cache).size());

        std::set<std::uint64_t> fitGames;
        std::set<std::uint64_t> heldGames;
        std::size_t fit = 0;
        std::size_t fitWithoutMate = 0;
        std::size_t heldWithoutMate = 0;
        for (const kibitz::human::DatasetPosition& p : dataset->positions) {
            QCOMPARE(p.heldBack, kibitz::analysis::isHeldBack(p.gameKey, 20));
            (p.heldBack ? heldGames : fitGames).insert(p.gameKey);
            const bool mate = dataset->moves(p).front().kind == kibitz::analysis::Score::Kind::Mate;
            if (!p.heldBack) ++fit;
            (p.heldBack ? heldWithoutMate : fitWithoutMate) += mate ? 0 : 1;
        }
        QCOMPARE(fitGames.size() + heldGames.size(), std::size_t(48));
        QVERIFY(!fitGames.empty());
        QVERIFY(!heldGames.empty());
        for (const std::uint64_t key : heldGames) QVERIFY(!fitGames.contains(key));
        QVERIFY(fit > 0 && fit < dataset->positions.size());

        // The fits read the fitting split alone, the measurements the held-back one alone.
        QCOMPARE(kibitz::human::outcomeSamples(*dataset, false).size(), fitWithoutMate);
        QCOMPARE(kibitz::human::outcomeSamples(*dataset, true).size(), heldWithoutMate);
        const kibitz::analysis::HumanValueModel values;
        const kibitz::human::Decisions fitting(*dataset, false, values);
        const kibitz::human::Decisions measuring(*dataset, true, values);
        QCOMPARE(fitting.size(), fit);
        QCOMPARE(measuring.size(), dataset->positions.size() - fit);
        for (std::size_t i = 0; i < fitting.size(); ++i) {
            QVERIFY(!fitting.position(i).heldBack);
            QVERIFY(!heldGames.contains(fitting.position(i).gameKey));
        }
        for (std::size_t i = 0; i < measuring.size(); ++i) QVERIFY(measuring.position(i).heldBack);
    }

    void readDatasetReadsEveryField() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.tsv"));
        writeFile(
            path,
            Header + Columns + validLine() + "\n" +
                validLine({{1, "held"}, {2, "9"}, {3, BlackToMove}, {8, "0.5"}, {10, "c4d3"}}) +
                "\n");
        const auto dataset = kibitz::human::readDataset(path.toStdString());
        QVERIFY2(dataset, dataset ? "" : dataset.error().c_str());
        QCOMPARE(dataset->positions.size(), std::size_t(2));
        QCOMPARE(dataset->players, (std::vector<std::string>{"A", "B"})); // each once
        const kibitz::human::DatasetPosition& p = dataset->positions[0];
        QCOMPARE(p.gameKey, std::uint64_t(0x8c0bc745a56e1de7));
        QCOMPARE(p.heldBack, false);
        QCOMPARE(p.ply, 8);
        QCOMPARE(p.whiteToMove, true);
        QCOMPARE(dataset->players[std::size_t(p.white)], std::string("A"));
        QCOMPARE(dataset->players[std::size_t(p.black)], std::string("B"));
        QCOMPARE(p.whiteElo, 1500);
        QCOMPARE(p.blackElo, 1400);
        QCOMPARE(p.result, 1.0);
        QCOMPARE(p.material, 78);
        QCOMPARE(p.depth, 1);
        QCOMPARE(p.played, 0);
        QCOMPARE(p.moveCount, std::size_t(3));
        const auto moves = dataset->moves(p);
        QVERIFY(moves[0].kind == kibitz::analysis::Score::Kind::Centipawns);
        QCOMPARE(moves[0].value, -45);
        QVERIFY(moves[1].kind == kibitz::analysis::Score::Kind::Mate);
        QCOMPARE(moves[1].value, 2);
        QCOMPARE(moves[2].value, -287);
        const kibitz::human::DatasetPosition& q = dataset->positions[1];
        QCOMPARE(q.heldBack, true);
        QCOMPARE(q.ply, 9);
        QCOMPARE(q.whiteToMove, false);
        QCOMPARE(q.result, 0.5);
        QCOMPARE(q.played, 1);
        QCOMPARE(q.firstMove, std::size_t(3));
        QCOMPARE(q.moverElo(), 1400);
    }

    void readDatasetErrors_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message"); // after "FILE:"
        const QByteArray head = Header + Columns;
        // The fields start at columns 1, 18, 22, 24, 92, 94, 96, 101, 106, 108, 111, 116, 118.
        QTest::addRow("White's Elo") << head + validLine({{6, "15x0"}}) + "\n"
                                     << "3:96: White's Elo is not a whole number";
        QTest::addRow("Black's Elo") << head + validLine({{7, ""}}) + "\n"
                                     << "3:101: Black's Elo is not a whole number";
        QTest::addRow("played move missing")
            << head + validLine({{10, "a2a3"}}) + "\n"
            << "3:111: the move played is not among the moves of the line";
        QTest::addRow("played move empty")
            << head + validLine({{10, ""}}) + "\n"
            << "3:111: the move played is not among the moves of the line";
        QTest::addRow("no moves") << head + validLine({{12, ""}}) + "\n"
                                  << "3:111: the move played is not among the moves of the line";
        QTest::addRow("bad second move") << head + validLine({{12, "e4d5:-45,c4d3:x"}}) + "\n"
                                         << "3:127: 'c4d3:x' is not MOVE:SCORE";
        QTest::addRow("key") << head + validLine({{0, "8c0bc745a56e1de"}}) + "\n"
                             << "3:1: the key is not 16 hex digits";
        QTest::addRow("split") << head + validLine({{1, "test"}}) + "\n"
                               << "3:18: the split is neither 'fit' nor 'held'";
        QTest::addRow("ply") << head + validLine({{2, "-1"}}) + "\n"
                             << "3:22: the ply is not a whole number";
        QTest::addRow("FEN") << head + validLine({{3, "8/8/8/8/8/8/8/8"}}) + "\n"
                             << "3:24: the FEN has no side to move";
        QTest::addRow("result") << head + validLine({{8, "2"}}) + "\n"
                                << "3:106: the result is not 1, 0.5 or 0";
        QTest::addRow("material") << head + validLine({{9, "many"}}) + "\n"
                                  << "3:108: the material is not a whole number";
        QTest::addRow("depth") << head + validLine({{11, "1.5"}}) + "\n"
                               << "3:116: the depth is not a whole number";
        QTest::addRow("12 fields") << head + validLine().left(115) + "\n"
                                   << "3:116: 12 fields, not 13";
        QTest::addRow("14 fields") << head + validLine() + "\tx\n"
                                   << "3:145: more than 13 fields";
        QTest::addRow("error on line 4") << head + validLine() + "\n" + validLine({{6, "?"}}) + "\n"
                                         << "4:96: White's Elo is not a whole number";
        QTest::addRow("blank line") << head + validLine() + "\n\n"
                                    << "4:1: 1 fields, not 13";
        QTest::addRow("old columns")
            << Header +
                   "key\tsplit\tply\tfen\twhite_elo\tblack_elo\tresult\tmaterial\tplayed\tmoves\n" +
                   validLine() + "\n"
            << "2:1: the columns are not those of this version: "
               "key\tsplit\tply\tfen\twhite\tblack\twhite_elo\tblack_elo\tresult\tmaterial\tplayed"
               "\tdepth\tmoves";
        QTest::addRow("not a dataset")
            << Columns + validLine() + "\n"
            << "1:1: not a dataset (it does not start with '# kibitz-cli dataset build:')";
        QTest::addRow("empty") << QByteArray() << "1:1: the header is missing";
        QTest::addRow("first line only") << Header << "2:1: the header is missing";
    }

    void readDatasetErrors() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.tsv"));
        writeFile(path, text);
        const auto dataset = kibitz::human::readDataset(path.toStdString());
        QVERIFY(!dataset);
        QCOMPARE(QString::fromStdString(dataset.error()), path + ':' + message);
    }

    // Nothing to fit (every position held back) or nothing to measure against: an error, not
    // a fit of nothing that says "converged" or a NaN.
    void fitAndMeasureNeedPositions() {
        QTemporaryDir dir;
        const QString held = dir.filePath(QStringLiteral("held.tsv"));
        writeFile(held, Header + Columns + validLine({{1, "held"}}) + "\n");
        Run run = runCli({"dataset", "fit", held});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, "kibitz-cli dataset fit: " + held +
                              ": no positions of the fit split, nothing to fit\n");
        const QString fit = dir.filePath(QStringLiteral("fit.tsv"));
        writeFile(fit, Header + Columns + validLine() + "\n");
        run = runCli({"dataset", "measure", fit});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, "kibitz-cli dataset measure: " + fit +
                              ": no positions held back, nothing to measure\n");
        // A line of megabytes is not a dataset's, and is not read whole.
        const QString longLine = dir.filePath(QStringLiteral("long.tsv"));
        writeFile(longLine, Header + Columns + QByteArray(3 << 20, 'x') + "\n");
        run = runCli({"dataset", "fit", longLine});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, "kibitz-cli dataset: " + longLine +
                              ":3:1: a line longer than 1 MB: not a dataset\n");
    }

    void readDatasetNeverCrashes() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.tsv"));
        QVERIFY(!kibitz::human::readDataset(dir.filePath("none.tsv").toStdString()));
        QCOMPARE(QString::fromStdString(
                     kibitz::human::readDataset(dir.filePath("none.tsv").toStdString()).error()),
                 dir.filePath("none.tsv") + ": No such file or directory");
        // Every prefix of a line, and the line with each byte replaced by a tab, a colon, a
        // comma or '#': an error of line 3, or a dataset.
        const QByteArray line = validLine();
        QList<QByteArray> lines;
        for (qsizetype n = 0; n <= line.size(); ++n) lines.append(line.left(n));
        for (qsizetype i = 0; i < line.size(); ++i)
            for (const char c : {'\t', ':', ',', '#'}) {
                QByteArray changed = line;
                changed[i] = c;
                lines.append(changed);
            }
        for (qsizetype k = 0; k < lines.size(); ++k) {
            writeFile(path, Header + Columns + lines[k] + "\n");
            const auto dataset = kibitz::human::readDataset(path.toStdString());
            // Up to "e4d5:-" of the moves (column 123) no prefix is a whole line.
            if (k <= 123) QVERIFY2(!dataset, lines[k].constData());
            if (dataset) {
                QCOMPARE(dataset->positions.size(), std::size_t(1));
                QVERIFY(dataset->positions[0].moveCount > 0);
                continue;
            }
            QVERIFY2(QString::fromStdString(dataset.error()).startsWith(path + ":3:"),
                     dataset.error().c_str());
        }
    }

    // Ctrl+C while the positions are searched: exit status 130, the old cache as it was, and no
    // temporary file left beside it.
    void interruptedLeavesTheOldCache() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.tsv"));
        const QByteArray old = "an older cache\n";
        writeFile(out, old);
        QProcess process;
        // 48 games at 5,000,000 nodes a position: far more work than the 2 s before Ctrl+C.
        process.start(QStringLiteral(KIBITZ_CLI),
                      {"dataset", "build",
                       QStringLiteral(KIBITZ_SHARED_DATA "/pgn/annotated/all.pgn"), "-o", out,
                       "--nodes", "5000000", "--threads", "1"});
        QVERIFY(process.waitForStarted());
        QTest::qWait(2000);
        QVERIFY2(interrupt(process), "the command had ended before Ctrl+C");
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QVERIFY(QString::fromUtf8(process.readAllStandardError())
                    .endsWith("kibitz-cli dataset: interrupted: " + out + " is left as it was\n"));
        QCOMPARE(fileBytes(out), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"out.tsv"});
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
