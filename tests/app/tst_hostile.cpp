// The hostile-input corpus: every file of tests/data/hostile/pgn through `kibitz-cli pgn check`,
// `pgn format` and `annotate`, every FEN of tests/data/hostile/fen through perft, analyse and uci,
// and inputs too big to store, made here. Each asserts the exit status, the first error (file,
// line, column and text) and that no output file is damaged: an existing OUT is replaced only by a
// whole result, whose games and errors are those of the input.

#include "clirun.h"
#include "pgn/reader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

const QString HostileDir = QStringLiteral(KIBITZ_TEST_DATA "/hostile/");
const QStringList TinyBudget = {"--nodes",
                                "100",
                                "--leaf-nodes",
                                "20",
                                "--value-nodes",
                                "0",
                                "--expansions",
                                "0",
                                "--budget",
                                "0",
                                "--threads",
                                "1",
                                "-q"};
const QStringList AnalyseBudget = {"--nodes",  "100", "--leaf-nodes", "20", "--expansions", "0",
                                   "--budget", "0",   "--threads",    "1"};

// The rows of a tab-separated manifest, without its comment lines.
QList<QStringList> manifest(const QString& path) {
    QList<QStringList> rows;
    for (const QString& line : QString::fromUtf8(fileBytes(path)).split('\n')) {
        if (line.isEmpty() || line.startsWith('#')) continue;
        rows << line.split('\t');
    }
    return rows;
}

// "3 games, 7 plies, 1 error, 0 warnings" of `pgn check`: the games and the errors.
QPair<int, int> gamesAndErrors(const QString& checkOutput) {
    const QStringList lines = checkOutput.trimmed().split('\n');
    const QStringList counts = lines.last().section(": ", -1).split(", ");
    return {counts.at(0).section(' ', 0, 0).toInt(), counts.at(2).section(' ', 0, 0).toInt()};
}

// The first line of `text` that contains `what`, or an empty string.
QString firstLineWith(const QString& text, const QString& what) {
    for (const QString& line : text.split('\n'))
        if (line.contains(what)) return line;
    return {};
}

const QByteArray OldOut = "[Event \"the user's file\"]\n\n1. d4 d5 *\n";

} // namespace

class TestHostile : public QObject {
    Q_OBJECT

    void pgnRows() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("errors");
        QTest::addColumn<QString>("firstError"); // LINE:COLUMN: error: game N: MESSAGE, or "-"
        const QList<QStringList> rows = manifest(HostileDir + "pgn/MANIFEST.tsv");
        QVERIFY(rows.size() >= 35);
        for (const QStringList& row : rows) {
            QCOMPARE(row.size(), 5);
            QTest::newRow(qPrintable(row.at(0)))
                << HostileDir + "pgn/" + row.at(0) << row.at(1).toInt() << row.at(2).toInt()
                << row.at(3).toInt() << row.at(4);
        }
    }

    // The file OUT after a command wrote it: the same games and errors as the input.
    static void checkWritten(const QString& out, int games, int errors) {
        const Run check = runCli({"pgn", "check", out});
        QCOMPARE(check.exitCode, errors > 0 ? 1 : 0);
        QCOMPARE(gamesAndErrors(check.out), qMakePair(games, errors));
    }

private slots:
    // Every stored file is listed in the manifest, and is small.
    void manifestCoversTheCorpus() {
        for (const QString& dir : {QStringLiteral("pgn"), QStringLiteral("fen")}) {
            const QFileInfoList files = QDir(HostileDir + dir).entryInfoList(QDir::Files);
            QVERIFY(!files.isEmpty());
            for (const QFileInfo& file : files)
                QVERIFY2(file.size() < 20000, qPrintable(file.fileName()));
        }
        const QStringList pgns = QDir(HostileDir + "pgn").entryList({"*.pgn"}, QDir::Files);
        QStringList listed;
        for (const QStringList& row : manifest(HostileDir + "pgn/MANIFEST.tsv"))
            listed << row.at(0);
        QCOMPARE(listed, pgns);
    }

    void pgnCheck_data() { pgnRows(); }
    void pgnCheck() {
        QFETCH(QString, file);
        QFETCH(int, exitCode);
        QFETCH(int, games);
        QFETCH(int, errors);
        QFETCH(QString, firstError);
        const Run run = runCli({"pgn", "check", file});
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(run.err, QString());
        QCOMPARE(gamesAndErrors(run.out), qMakePair(games, errors));
        const QString first = firstLineWith(run.out, ": error: ");
        QCOMPARE(first, firstError == "-" ? QString() : file + ":" + firstError);
    }

    // pgn format and annotate (with the smallest budgets) over an existing OUT: a broken game is
    // written unchanged, in its place, and reported where pgn check reports it.
    void formatAndAnnotate_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("errors");
        QTest::addColumn<QString>("firstError");
        for (const QString& command : {QStringLiteral("format"), QStringLiteral("annotate")})
            for (const QStringList& row : manifest(HostileDir + "pgn/MANIFEST.tsv"))
                QTest::addRow("%s %s", qPrintable(command), qPrintable(row.at(0)))
                    << command << HostileDir + "pgn/" + row.at(0) << row.at(2).toInt()
                    << row.at(3).toInt() << row.at(4);
    }
    void formatAndAnnotate() {
        QFETCH(QString, command);
        QFETCH(QString, file);
        QFETCH(int, games);
        QFETCH(int, errors);
        QFETCH(QString, firstError);
        QTemporaryDir dir;
        const QString out = dir.filePath("out.pgn");
        writeFile(out, OldOut);
        const bool format = command == "format";
        const Run run = runCli(format ? QStringList{"pgn", "format", file, "-o", out}
                                      : QStringList{"annotate", file, "-o", out} + TinyBudget);
        QCOMPARE(run.exitCode, errors > 0 ? 1 : 0);
        QCOMPARE(run.out, QString());
        if (firstError == "-" && format) {
            QCOMPARE(firstLineWith(run.err, ": error: "), QString()); // warnings are said
        } else if (firstError == "-") {
            QCOMPARE(run.err, QString());
        } else if (format) {
            QCOMPARE(firstLineWith(run.err, ": error: "),
                     file + ":" + firstError + " (copied unchanged)");
        } else {
            // "3:7: error: game 1: MESSAGE" is said as "game 1, line 3, column 7: MESSAGE".
            const QString place = firstError.section(": ", 0, 0);
            QCOMPARE(run.err.section('\n', 0, 0),
                     "kibitz-cli annotate: " + file + ": " + firstError.section(": ", 2, 2) +
                         ", line " + place.section(':', 0, 0) + ", column " +
                         place.section(':', 1, 1) + ": " + firstError.section(": ", 3) +
                         "; the game is written unchanged");
        }
        checkWritten(out, games, errors);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"out.pgn"});
    }

    // A file cut inside a comment: the error is at the comment's '{', and its text is kept.
    void cutInsideCommentKeepsTheText() {
        auto reader =
            kibitz::pgn::PgnReader::open((HostileDir + "pgn/cut-inside-comment.pgn").toStdString());
        QVERIFY(reader);
        kibitz::pgn::Game game;
        QVERIFY((*reader)->readGame(game));
        const auto& error = (*reader)->report().error;
        QVERIFY(error);
        QCOMPARE(error->line, std::int64_t(4));
        QCOMPARE(error->column, 17);
        const auto& tree = game.tree();
        const auto mainLine = tree.mainLine();
        QCOMPARE(int(mainLine.size()), 4); // the root and three moves
        QCOMPARE(tree.commentAfter(mainLine.back()), std::string("The file ends in the mid"));
    }

    // A FEN tag with the move number 0 (some programs write it) is read as 1, with a warning at the
    // 0; a FEN typed in is refused (fens()).
    void fenTagWithMoveNumberZero() {
        const QString file = HostileDir + "pgn/fen-tag-fullmove-zero.pgn";
        const Run run = runCli({"pgn", "check", file});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, file +
                              ":3:35: warning: game 1: the FEN tag gives the fullmove number 0, "
                              "which is read as 1\n" +
                              file + ": 1 game, 2 plies, 0 errors, 1 warning\n");
        // The game is what was read: written back, its FEN says move 1 and reads without a fault.
        const Run format = runCli({"pgn", "format", file});
        QCOMPARE(format.exitCode, 0);
        QVERIFY2(format.out.contains("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n"),
                 qPrintable(format.out));
        QTemporaryDir dir;
        const QString written = dir.filePath("written.pgn");
        writeFile(written, format.out.toUtf8());
        QCOMPARE(runCli({"pgn", "check", written}).out,
                 written + ": 1 game, 2 plies, 0 errors, 0 warnings\n");
    }

    // Inputs too big to store: a 1 MB token, 20000 nested variations, a 1 MB comment cut short.
    void generated() {
        QTemporaryDir dir;
        const QString token = dir.filePath("token.pgn");
        writeFile(token, "[Event \"x\"]\n\n1. e4 " + QByteArray(1 << 20, 'e') + " *\n");
        Run run = runCli({"pgn", "check", token});
        QCOMPARE(run.exitCode, 1);
        const QString quoted =
            "'" + QString(40, 'e') + QString::fromUtf8("\u2026 (1048576 characters)'");
        QCOMPARE(run.out, token + ":3:7: error: game 1: unreadable move " + quoted + ": " + quoted +
                              " is not a move: expected a destination square such as e4\n" + token +
                              ": 1 game, 1 ply, 1 error, 0 warnings\n");

        const QString nested = dir.filePath("nested.pgn");
        writeFile(nested, "1. e4 " + QByteArray("(1. d4 ").repeated(20000) +
                              QByteArray(")").repeated(20000) + " *\n");
        run = runCli({"pgn", "check", nested});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, nested + ": 1 game, 1 ply, 0 errors, 0 warnings\n");

        const QString comment = dir.filePath("comment.pgn");
        writeFile(comment, "[Event \"x\"]\n\n1. e4 {" + QByteArray(1 << 20, 'c'));
        run = runCli({"pgn", "check", comment});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, comment +
                              ":3:7: error: game 1: a comment is not closed: '}' is missing\n" +
                              comment + ": 1 game, 1 ply, 1 error, 0 warnings\n");
        // pgn format copies the broken game whole, the comment included.
        const QString out = dir.filePath("out.pgn");
        run = runCli({"pgn", "format", comment, "-o", out});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(fileBytes(out), fileBytes(comment) + "\n\n");
    }

    // Endless inputs and files of a size no format holds: each command says so at once, naming
    // the file, instead of reading until memory runs out (or, for a FIFO, waiting forever).
    void endlessAndHugeInputs_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("error"); // the whole of standard error's first line
        const QString nul =
            QStringLiteral(": line 1, column 1: 4096 NUL bytes in a row, which no PGN text holds "
                           "(is this a binary file?): reading stopped there");
        QTest::newRow("pgn check") << QStringList{"pgn", "check", "/dev/zero"} << 1
                                   << "kibitz-cli pgn check: /dev/zero" + nul;
        QTest::newRow("pgn format")
            << QStringList{"pgn", "format", "/dev/zero", "-o", "OUT"} << 1
            << "kibitz-cli pgn format: /dev/zero" + nul + " (output not written)";
        QTest::newRow("wdl-fit") << QStringList{"wdl-fit", "/dev/zero"} << 1
                                 << "kibitz-cli wdl-fit: /dev/zero" + nul;
        QTest::newRow("tune games") << QStringList{"tune", "games", "/dev/zero", "--out", "OUT"}
                                    << 1 << "kibitz-cli tune games: /dev/zero" + nul;
        QTest::newRow("analyse --pgn")
            << QStringList{"analyse", "--pgn", "/dev/zero"} + AnalyseBudget << 1
            << "kibitz-cli analyse: /dev/zero" + nul;
        QTest::newRow("theory") << QStringList{"theory", "/dev/zero",     "--white-merit",
                                               "1",      "--black-merit", "1"}
                                << 1
                                << "kibitz-cli theory: /dev/zero: a character device, not a "
                                   "game tree";
        QTest::newRow("theory, sparse")
            << QStringList{"theory", "SPARSE", "--white-merit", "1", "--black-merit", "1"} << 1
            << "kibitz-cli theory: SPARSE: 2.1 GB, more than a "
               "game tree can hold (268 MB)";
        QTest::newRow("tune weights") << QStringList{"tune", "weights", "/dev/urandom"} << 1
                                      << "kibitz-cli tune weights: /dev/urandom: a character "
                                         "device, not a weights file";
        QTest::newRow("tune weights, FIFO") << QStringList{"tune", "weights", "<fifo>"} << 1
                                            << "kibitz-cli tune weights: <fifo>: a FIFO, not a "
                                               "weights file";
    }
    void endlessAndHugeInputs() {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString sparse = dir.filePath("sparse.json");
        QFile file(sparse);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(qint64(2) << 30));
        file.close();
        const QString fifo = dir.filePath("fifo.txt");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (QString& a : arguments)
            a = a == "OUT"      ? dir.filePath("out")
                : a == "SPARSE" ? sparse
                : a == "<fifo>" ? fifo
                                : a;
        error.replace("SPARSE", sparse).replace("<fifo>", fifo);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(run.err.section('\n', 0, 0), error);
        QVERIFY(!QFileInfo::exists(dir.filePath("out")));
    }

    // A table folder with a FIFO, a link to /dev/zero, a folder and a 2 GB sparse file among the
    // tables: each is refused by name, the real table is used, and nothing waits.
    void brokenTablesBesideGoodOnes() {
        const QString syzygy = QStringLiteral(KIBITZ_SYZYGY);
        QTemporaryDir dir;
        for (const char* name : {"KQvK.rtbw", "KQvK.rtbz"})
            QVERIFY(QFile::link(syzygy + "/" + name, dir.filePath(name)));
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath("KRvK.rtbw")).constData(), 0600), 0);
        QVERIFY(QFile::link("/dev/zero", dir.filePath("KNvK.rtbw")));
        QVERIFY(QDir(dir.path()).mkdir("KBvK.rtbw"));
        QFile sparse(dir.filePath("KPvK.rtbw"));
        QVERIFY(sparse.open(QIODevice::WriteOnly) && sparse.resize(qint64(2) << 30));
        sparse.close();
        const Run run = runCli(
            {"tb", "probe", "--fen", "k7/8/8/8/8/8/8/KQ6 w - - 0 1", "--syzygy", dir.path()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith("wdl: win\nsource: syzygy\ndtz: 13\n"), qPrintable(run.out));
        const QString p = dir.path() + "/";
        QCOMPARE(
            run.err,
            "kibitz-cli tb probe: " + p +
                "KBvK.rtbw: a folder, not a Syzygy table; the "
                "table is not used\nkibitz-cli tb probe: " +
                p +
                "KNvK.rtbw: a character "
                "device, not a Syzygy table; the table is not used\nkibitz-cli tb probe: " +
                p +
                "KPvK.rtbw: not a Syzygy WDL table; the table is not used\nkibitz-cli tb probe: " +
                p + "KRvK.rtbw: a FIFO, not a Syzygy table; the table is not used\n");
    }

    // An input that cannot be read leaves OUT as it was.
    void unreadableInputLeavesTheOutput() {
        QTemporaryDir dir;
        const QString out = dir.filePath("out.pgn");
        writeFile(out, OldOut);
        for (const QStringList& arguments :
             {QStringList{"pgn", "format", "/nonexistent.pgn", "-o", out},
              QStringList{"annotate", "/nonexistent.pgn", "-o", out} + TinyBudget}) {
            const Run run = runCli(arguments);
            QCOMPARE(run.exitCode, 1);
            QCOMPARE(run.err, "kibitz-cli " + arguments.at(0) +
                                  (arguments.at(0) == "pgn" ? " format" : "") +
                                  ": /nonexistent.pgn: No such file or directory\n");
            QCOMPARE(fileBytes(out), OldOut);
        }
    }

    void fens_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("error");
        const QList<QStringList> rows = manifest(HostileDir + "fen/fens.tsv");
        QVERIFY(rows.size() >= 20);
        for (const QStringList& row : rows) {
            QCOMPARE(row.size(), 3);
            QTest::newRow(qPrintable(row.at(0))) << row.at(0) << row.at(1).toInt() << row.at(2);
        }
    }
    // Every command that takes a FEN says the same of it: perft, analyse, uci.
    void fens() {
        QFETCH(QString, fen);
        QFETCH(int, exitCode);
        QFETCH(QString, error);
        const Run perft = runCli({"perft", "--depth", "1", "--fen", fen});
        QCOMPARE(perft.exitCode, exitCode);
        const Run analyse = runCli(QStringList{"analyse", "--fen", fen} + AnalyseBudget);
        QCOMPARE(analyse.exitCode, exitCode);
        const Run uci = runCli({"uci"}, ("position fen " + fen + "\nisready\nquit\n").toUtf8());
        QCOMPARE(uci.exitCode, 0);
        if (error == "-") {
            QVERIFY(!perft.out.isEmpty());
            QVERIFY(analyse.out.startsWith("Position   "));
            QVERIFY(!uci.out.contains("info string"));
            return;
        }
        QCOMPARE(perft.out, QString());
        QCOMPARE(analyse.out, QString());
        // The FEN, and a caret under the bad column (all these FENs are short).
        const int column = error.section("column ", 1).section(':', 0, 0).toInt();
        const QString shown =
            "invalid FEN: " + error + "\n  " + fen + "\n  " + QString(column - 1, ' ') + "^\n";
        QCOMPARE(perft.err, "kibitz-cli perft: " + shown);
        QCOMPARE(analyse.err, "kibitz-cli analyse: " + shown);
        QCOMPARE(firstLineWith(uci.out, "info string"),
                 "info string bad FEN in position: " + error);
    }

    // solve's EPD lines quote the input by the same rule.
    void epdLines() {
        QTemporaryDir dir;
        const QString epd = dir.filePath("hostile.epd");
        writeFile(epd, "4k3/8/8/8/8/8/8/4K3 w - - " + QByteArray(50, 'x') +
                           " \"abc\n4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; " + QByteArray(1, '\0') +
                           "d \"a\";\n");
        const Run run = runCli({"solve", epd, "--nodes", "100"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, epd + ":1:78: error: the string of '" + QString(40, 'x') +
                              QString::fromUtf8("\u2026 (50 characters)' is not closed: '\"' is "
                                                "missing\n") +
                              epd + ":2:35: error: expected an opcode, not '\\x00'\n");
    }

    // A NUL in what uci reads does not cut the line it answers with.
    void uciNulByte() {
        const Run run = runCli({"uci"}, QByteArray("foo\0bar\nquit\n", 13));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("info string unknown command 'foo\\x00bar'\n"));
    }

    // A FEN too long to show whole: the message quotes 40 characters, the FEN is shown around the
    // error, with the caret under it.
    void longFen() {
        const QString tail = QString(100000, 'x');
        const QString fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 " + tail;
        const Run run = runCli({"perft", "--depth", "1", "--fen", fen});
        QCOMPARE(run.exitCode, 2);
        const QString ellipsis = QString::fromUtf8("\u2026");
        QCOMPARE(run.err,
                 "kibitz-cli perft: invalid FEN: FEN field 6 (fullmove number), column 31: "
                 "unexpected text after the fullmove number: '" +
                     QString(40, 'x') + ellipsis + " (100000 characters)'\n  " +
                     "4k3/8/8/8/8/8/8/4K3 w - - 0 1 " + QString(30, 'x') + ellipsis + "\n  " +
                     QString(30, ' ') + "^\n");
    }
};

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
