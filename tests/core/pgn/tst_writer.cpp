// The PGN writer: the export layout, exact round trips, and pgn-extract's verdict on the output.

#include "chess/notation.h"
#include "pgn/commands.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <string>
#include <vector>

using namespace kibitz;
using pgn::GameTree;

namespace {

const QString DataDir = QStringLiteral(KIBITZ_TEST_DATA "/pgn/");
const QString PgnExtract = QStringLiteral("/usr/games/pgn-extract");

std::string fileBytes(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
    return file.readAll().toStdString();
}

std::vector<pgn::Game> readText(const std::string& text, int* errors = nullptr) {
    auto reader = pgn::PgnReader::fromText(text);
    std::vector<pgn::Game> games;
    pgn::Game game;
    while (reader->readGame(game)) {
        if (reader->report().error && errors) ++*errors;
        games.push_back(game);
    }
    return games;
}

std::string writeAll(const std::vector<pgn::Game>& games, const pgn::WriterOptions& options = {}) {
    std::string out;
    for (const pgn::Game& g : games) pgn::writeGame(out, g, options);
    return out;
}

pgn::Game gameFrom(const std::string& movetext) {
    auto games = readText(movetext);
    if (games.size() != 1) qFatal("expected one game in: %s", movetext.c_str());
    return games.front();
}

// The tags of `original` must all be in `written`, in the same order, with the same values.
bool tagsKept(const pgn::Game& original, const pgn::Game& written) {
    std::size_t at = 0;
    const auto& out = written.tags();
    for (const pgn::Tag& tag : original.tags()) {
        // The roster moves to the front; other tags keep their order after it.
        const bool roster =
            std::find(std::begin(pgn::SevenTagRoster), std::end(pgn::SevenTagRoster), tag.name) !=
            std::end(pgn::SevenTagRoster);
        if (roster) {
            if (tag.name == "Result") continue; // written as result(), tested separately
            const std::string* value = written.tag(tag.name);
            if (!value || *value != tag.value) return false;
            continue;
        }
        while (at < out.size() && !(out[at] == tag)) ++at;
        if (at == out.size()) return false;
        ++at;
    }
    return true;
}

// Every PGN file of the shared data set beside the repository (../shared/data/pgn, which CI
// provides): the masters collection and both TWIC issues too, about 19 MB.
const QString SharedDir = QStringLiteral(KIBITZ_SHARED_DATA "/pgn");

QStringList sharedFiles() {
    QStringList files;
    QDirIterator it(SharedDir, {"*.pgn"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) files << QDir(SharedDir).relativeFilePath(it.next());
    files.sort();
    return files;
}

} // namespace

class TestWriter : public QObject {
    Q_OBJECT

private slots:
    void exportFileRoundTripsByteForByte();
    void sourceAndExportHoldTheSameGames();
    void sevenTagRosterFirst();
    void blackMoveNumbers_data();
    void blackMoveNumbers();
    void nagsAsGlyphs();
    void closingBraceInAComment();
    void closingBraceAtTheEndOfAVariation();
    void everyCommentTextRoundTrips_data();
    void everyCommentTextRoundTrips();
    void readsBackAsSeesWhatWasLost();
    void linesBreakOnlyWhereSafe();
    void startPositionTags();
    void everyFileIsThere();
    void roundTripOfEveryRealFile_data();
    void roundTripOfEveryRealFile();
    void editedCommandsRoundTrip();
    void pgnExtractAcceptsTheOutput();
};

void TestWriter::exportFileRoundTripsByteForByte() {
    const std::string text = fileBytes(DataDir + "edge/export.pgn");
    int errors = 0;
    const auto games = readText(text, &errors);
    QCOMPARE(errors, 0);
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(writeAll(games), text);
}

void TestWriter::sourceAndExportHoldTheSameGames() {
    // export.pgn is export-source.pgn as the writer lays it out: the same games.
    const auto source = readText(fileBytes(DataDir + "edge/export-source.pgn"));
    const auto exported = readText(fileBytes(DataDir + "edge/export.pgn"));
    QCOMPARE(source.size(), exported.size());
    for (std::size_t k = 0; k < source.size(); ++k) {
        QVERIFY(pgn::sameContent(source[k].tree(), exported[k].tree()));
        QCOMPARE(source[k].tags(), exported[k].tags());
    }
    // The [%...] commands came through byte for byte.
    const GameTree& tree = exported[0].tree();
    const pgn::NodeId e4 = tree.firstChild(GameTree::root());
    QCOMPARE(tree.commentAfter(e4), std::string("[%eval 0.30] [%clk 1:30:00]"));
    QCOMPARE(pgn::clock(tree.commentAfter(e4))->milliseconds, std::int64_t(5'400'000));
}

void TestWriter::sevenTagRosterFirst() {
    const pgn::Game game = gameFrom("[ECO \"B01\"]\n[White \"W\"]\n[Opening \"Scandinavian\"]\n"
                                    "[Event \"E\"]\n\n1. e4 d5 0-1\n");
    QCOMPARE(pgn::writeGame(game), std::string("[Event \"E\"]\n"
                                               "[Site \"?\"]\n"
                                               "[Date \"????.??.??\"]\n"
                                               "[Round \"?\"]\n"
                                               "[White \"W\"]\n"
                                               "[Black \"?\"]\n"
                                               "[Result \"0-1\"]\n"
                                               "[ECO \"B01\"]\n"
                                               "[Opening \"Scandinavian\"]\n"
                                               "\n"
                                               "1. e4 d5 0-1\n"
                                               "\n"));
}

void TestWriter::blackMoveNumbers_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("movetext");
    QTest::addRow("plain") << "1. e4 e5 2. Nf3 *"
                           << "1. e4 e5 2. Nf3 *";
    QTest::addRow("after a comment") << "1. e4 {c} e5 *"
                                     << "1. e4 { c } 1... e5 *";
    QTest::addRow("after a variation") << "1. e4 (1. d4) e5 *"
                                       << "1. e4 (1. d4) 1... e5 *";
    QTest::addRow("opening a variation") << "1. e4 e5 (1... c5) *"
                                         << "1. e4 e5 (1... c5) *";
    QTest::addRow("after a NAG") << "1. e4 $1 e5 *"
                                 << "1. e4 $1 e5 *";
    QTest::addRow("comment before a move") << "1. e4 (1. d4) {c} 1... e5 *"
                                           << "1. e4 (1. d4) { c } 1... e5 *";
}

void TestWriter::blackMoveNumbers() {
    QFETCH(QString, input);
    QFETCH(QString, movetext);
    const std::string written = pgn::writeGame(gameFrom(input.toStdString()));
    const auto start = written.find("\n\n") + 2;
    QCOMPARE(QString::fromStdString(written.substr(start)), movetext + "\n\n");
}

void TestWriter::nagsAsGlyphs() {
    const pgn::Game game = gameFrom("1. e4 $1 e5 $2 2. Nf3 $3 $14 Nc6 $4 3. Bb5 $5 a6 $6 $146 *");
    pgn::WriterOptions glyphs;
    glyphs.nags = pgn::WriterOptions::NagStyle::Glyphs;
    const std::string written = pgn::writeGame(game, glyphs);
    QCOMPARE(written.substr(written.find("\n\n") + 2),
             std::string("1. e4! e5? 2. Nf3!! $14 Nc6?? 3. Bb5!? a6?! $146 *\n\n"));
    // Read back, the glyphs are the same NAGs.
    QVERIFY(pgn::sameContent(gameFrom(written).tree(), game.tree()));
}

void TestWriter::closingBraceInAComment() {
    pgn::Game game = gameFrom("1. e4 *");
    const pgn::NodeId e4 = game.tree().firstChild(GameTree::root());
    game.tree().setCommentAfter(e4, "a } would end the comment");
    const std::string written = pgn::writeGame(game);
    // PGN has no escape for '}' in a brace comment; a rest-of-line comment carries it exactly.
    QCOMPARE(written.substr(written.find("\n\n") + 2),
             std::string("1. e4 ; a } would end the comment\n*\n\n"));
    const pgn::Game reread = gameFrom(written);
    QCOMPARE(reread.tree().commentAfter(reread.tree().firstChild(GameTree::root())),
             std::string("a } would end the comment"));
}

void TestWriter::closingBraceAtTheEndOfAVariation() {
    // The `;` comment runs to the end of its line: the variation's ')' goes on the next one.
    const std::string source = "1. e4 (1. d4 ; a } b\n) 1... e5 2. Nf3 *";
    const pgn::Game game = gameFrom(source);
    const std::string written = pgn::writeGame(game);
    QCOMPARE(written.substr(written.find("\n\n") + 2),
             std::string("1. e4 (1. d4 ; a } b\n) 1... e5 2. Nf3 *\n\n"));
    int errors = 0;
    const auto reread = readText(written, &errors);
    QCOMPARE(errors, 0);
    QCOMPARE(reread.size(), std::size_t(1));
    QVERIFY(pgn::sameContent(reread.front().tree(), game.tree()));
    QCOMPARE(pgn::writeGame(reread.front()), written);
}

namespace {

// Every kind of text the comment box lets through (after it made line breaks and runs of blanks
// single spaces, as QString::simplified does): characters PGN gives a meaning, and sizes.
std::vector<std::pair<const char*, std::string>> commentTexts() {
    std::string longWord(100000, 'x');
    std::string longSentence;
    for (int i = 0; i < 20000; ++i) longSentence += (i ? " w" : "w") + std::to_string(i);
    return {
        {"closing brace", "a } b"},
        {"only a closing brace", "}"},
        {"braces", "{ nested } and { open"},
        {"opening brace", "a { b"},
        {"semicolon", "; a ; b"},
        {"semicolon and brace", "a ; b } c ;"},
        {"percent first", "%not an escape"},
        {"percent after words", "a %b % c"},
        {"percent and brace", "%a } b"},
        {"tag-like", "[Event \"x\"] and [Name \"y\"]"},
        {"tag-like and brace", "[Event \"x\"] } y"},
        {"quotes", "\"quoted\" 'single' \\ back\\slash"},
        {"parentheses", "( a ) ) ("},
        {"move and result words", "1. e4 e5 $1 !? 1-0 0-1 1/2-1/2 *"},
        {"command", "[%eval 0.51] words [%clk 0:01:02]"},
        {"broken command", "[% a [%eval b"},
        {"NUL", std::string("before\0after", 12)},
        {"control characters", "a\x01\x02\x1f b\x7f"},
        {"UTF-8", "\xC3\x9C \xE2\x99\x94 \xF0\x9F\x98\x80"},
        {"long word", longWord},
        {"long word and brace", longWord + " }"},
        {"long sentence", longSentence},
        {"long sentence and brace", longSentence + " }"},
    };
}

} // namespace

void TestWriter::everyCommentTextRoundTrips_data() {
    QTest::addColumn<QString>("where");
    QTest::addColumn<QByteArray>("text");
    // After the last move of a variation, of the main line, on a move followed by its
    // alternatives, before a move, on a move in the middle and before the first move.
    const char* places[] = {"variation end", "main line end", "before a variation",
                            "before a move", "main line",     "game comment"};
    for (const auto& [name, text] : commentTexts())
        for (const char* where : places)
            QTest::addRow("%s, %s", name, where)
                << QString::fromLatin1(where) << QByteArray(text.data(), qsizetype(text.size()));
}

void TestWriter::everyCommentTextRoundTrips() {
    QFETCH(QString, where);
    QFETCH(QByteArray, text);
    pgn::Game game = gameFrom("1. e4 (1. d4 d5 (1... Nf6 2. c4)) 1... e5 2. Nf3 (2. f4) Nc6 *");
    GameTree& tree = game.tree();
    const pgn::NodeId e4 = tree.firstChild(GameTree::root());
    const pgn::NodeId d4 = tree.nextSibling(e4);
    const pgn::NodeId d5 = tree.firstChild(d4);
    const pgn::NodeId c4 = tree.firstChild(tree.nextSibling(d5));
    const pgn::NodeId e5 = tree.firstChild(e4);
    const pgn::NodeId nf3 = tree.firstChild(e5);
    const pgn::NodeId nc6 = tree.firstChild(nf3);
    const std::string comment(text.constData(), std::size_t(text.size()));
    if (where == "variation end") {
        tree.setCommentAfter(c4, comment);
        tree.setCommentAfter(d5, comment); // a variation that a variation ends
    } else if (where == "main line end") {
        tree.setCommentAfter(nc6, comment);
    } else if (where == "before a variation") {
        tree.setCommentAfter(e4, comment);
        tree.setCommentAfter(nf3, comment);
    } else if (where == "before a move") {
        // Where a comment before a move is its own (after a variation, at a variation's start).
        tree.setCommentBefore(nc6, comment);
        tree.setCommentBefore(tree.nextSibling(d5), comment);
    } else if (where == "main line") {
        tree.setCommentAfter(e5, comment);
    } else {
        tree.setCommentAfter(GameTree::root(), comment);
    }
    const std::string written = pgn::writeGame(game);
    int errors = 0;
    const auto reread = readText(written, &errors);
    QCOMPARE(errors, 0);
    QCOMPARE(reread.size(), std::size_t(1));
    QVERIFY(pgn::readsBackAs(reread.front(), game));
    QCOMPARE(pgn::writeGame(reread.front()), written);
}

void TestWriter::readsBackAsSeesWhatWasLost() {
    const pgn::Game game = gameFrom("[Event \"E\"]\n[Annotator \"A\"]\n[Opening \"O\"]\n\n"
                                    "1. e4 { c } (1. d4) e5 2. Nf3 1-0");
    QVERIFY(pgn::readsBackAs(gameFrom(pgn::writeGame(game)), game));
    const auto changed = [&](const std::function<void(pgn::Game&)>& change) {
        pgn::Game other = game;
        change(other);
        return !pgn::readsBackAs(other, game);
    };
    const auto first = [](pgn::Game& g) { return g.tree().firstChild(GameTree::root()); };
    QVERIFY(changed([&](pgn::Game& g) { g.tree().setCommentAfter(first(g), "c "); }));
    QVERIFY(changed([&](pgn::Game& g) { g.tree().addNag(first(g), pgn::Nag(1)); }));
    QVERIFY(
        changed([&](pgn::Game& g) { g.tree().promoteVariation(g.tree().nextSibling(first(g))); }));
    QVERIFY(changed([&](pgn::Game& g) { g.setTag("Result", "0-1"); }));
    QVERIFY(changed([&](pgn::Game& g) { g.setTag("Event", "F"); }));
    QVERIFY(changed([&](pgn::Game& g) { g.removeTag("Opening"); }));
    QVERIFY(changed([&](pgn::Game& g) { g.setTag("Annotator", "B"); }));
    // Added by the writer, so not a loss: the roster's unknown values.
    QVERIFY(!changed([&](pgn::Game& g) { g.setTag("Site", "?"); }));
}

void TestWriter::linesBreakOnlyWhereSafe() {
    // A word that starts with '%' must not begin a line (it would be an escape line), nor may
    // text that looks like a tag (the reader would end the comment there), and a [%...] command
    // is never split. Try every position of the dangerous words on the line.
    for (int pad = 1; pad < 90; ++pad) {
        pgn::Game game = gameFrom("1. e4 *");
        const pgn::NodeId e4 = game.tree().firstChild(GameTree::root());
        const std::string text = std::string(std::size_t(pad), 'a') +
                                 " b %percent [%clk 0:01:02] " +
                                 "[Name \"quoted\"] [%cal Ge2e4,Gd2d4] end";
        game.tree().setCommentAfter(e4, text);
        const std::string written = pgn::writeGame(game);
        std::size_t lineStart = 0;
        while (lineStart < written.size()) {
            const std::size_t lineEnd = written.find('\n', lineStart);
            const std::string line = written.substr(lineStart, lineEnd - lineStart);
            QVERIFY2(line.empty() || line.front() != '%', line.c_str());
            QVERIFY2(line.rfind("[Name", 0) != 0, line.c_str());
            QVERIFY2(line.size() <= 80 || line.find(' ') == std::string::npos, line.c_str());
            lineStart = lineEnd + 1;
        }
        QVERIFY(written.find("[%clk 0:01:02]") != std::string::npos);
        QVERIFY(written.find("[%cal Ge2e4,Gd2d4]") != std::string::npos);
        const pgn::Game reread = gameFrom(written);
        QCOMPARE(reread.tree().commentAfter(reread.tree().firstChild(GameTree::root())), text);
    }
}

void TestWriter::startPositionTags() {
    pgn::Game game;
    QVERIFY(!game.tree().setStartPosition("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"));
    auto moved =
        game.tree().addMove(GameTree::root(), *chess::parseSan(game.tree().positionAt(0), "Kd7"));
    QVERIFY(moved);
    const std::string written = pgn::writeGame(game);
    QCOMPARE(written.substr(written.find("[Result")),
             std::string("[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 "
                         "40\"]\n\n40... Kd7 *\n\n"));
    QVERIFY(pgn::sameContent(gameFrom(written).tree(), game.tree()));
}

void TestWriter::roundTripOfEveryRealFile_data() {
    QTest::addColumn<QString>("path");
    QTest::addRow("wch-2023-game1-notes") << DataDir + "edge/wch-2023-game1-notes.pgn";
    for (const QString& file : sharedFiles())
        QTest::addRow("shared/%s", qPrintable(file)) << SharedDir + "/" + file;
}

void TestWriter::everyFileIsThere() {
    // Without ../shared the round trip of the whole shared set cannot run: that is a failure.
    QVERIFY2(sharedFiles().size() >= 21, qPrintable("the PGN files of " + SharedDir +
                                                    " are missing: the round trip needs them"));
}

void TestWriter::roundTripOfEveryRealFile() {
    QFETCH(QString, path);
    int errors = 0;
    const auto original = readText(fileBytes(path), &errors);
    QCOMPARE(errors, 0);
    const std::string once = writeAll(original);
    int rereadErrors = 0;
    const auto reread = readText(once, &rereadErrors);
    QCOMPARE(rereadErrors, 0);
    QCOMPARE(reread.size(), original.size());
    for (std::size_t k = 0; k < original.size(); ++k) {
        QVERIFY2(pgn::sameContent(reread[k].tree(), original[k].tree()),
                 qPrintable(QStringLiteral("game %1").arg(k + 1)));
        QVERIFY2(tagsKept(original[k], reread[k]),
                 qPrintable(QStringLiteral("game %1").arg(k + 1)));
        QCOMPARE(reread[k].result(), original[k].result());
    }
    // Written once, the text is in export format: writing it again changes nothing.
    QCOMPARE(writeAll(reread), once);
}

void TestWriter::editedCommandsRoundTrip() {
    pgn::Game game = gameFrom("1. e4 {Best by test [%clk 0:10:00]} *");
    const pgn::NodeId e4 = game.tree().firstChild(GameTree::root());
    const pgn::Evaluation eval{pgn::Evaluation::Kind::Pawns, 0.34, 0, 20};
    game.tree().setCommentAfter(
        e4, pgn::withCommand(game.tree().commentAfter(e4), "eval", pgn::formatEvaluation(eval)));
    const pgn::Game reread = gameFrom(pgn::writeGame(game));
    const std::string& comment = reread.tree().commentAfter(e4);
    QCOMPARE(comment, std::string("[%eval 0.34,20] Best by test [%clk 0:10:00]"));
    QCOMPARE(*pgn::evaluation(comment), eval);
    QCOMPARE(pgn::clock(comment)->milliseconds, std::int64_t(600'000));
    QCOMPARE(pgn::commentText(comment), std::string("Best by test"));
}

void TestWriter::pgnExtractAcceptsTheOutput() {
    // pgn-extract (Debian package pgn-extract, installed by tools/setup.sh) is the referee: it
    // must read everything the writer produces without a single complaint. It refuses null moves
    // in a main line unless told (anastasian-lewis.pgn has one), hence --allownullmoves.
    QVERIFY2(QFile::exists(PgnExtract), "pgn-extract is missing: run tools/setup.sh");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::string all;
    int games = 0;
    QStringList paths{DataDir + "edge/wch-2023-game1-notes.pgn"};
    for (const QString& file : sharedFiles()) paths << SharedDir + "/" + file;
    for (const QString& path : paths) {
        const auto read = readText(fileBytes(path));
        games += int(read.size());
        all += writeAll(read);
    }
    const auto edge = readText(fileBytes(DataDir + "edge/export.pgn"));
    games += int(edge.size());
    all += writeAll(edge);
    pgn::WriterOptions glyphs;
    glyphs.nags = pgn::WriterOptions::NagStyle::Glyphs;
    all += writeAll(edge, glyphs);
    games += int(edge.size());

    const QString path = dir.filePath("all.pgn");
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(all.data(), qint64(all.size()));
    out.close();

    QProcess process;
    process.start(PgnExtract, {"--allownullmoves", "-s", "-r", path});
    QVERIFY(process.waitForFinished(120'000));
    QCOMPARE(process.exitCode(), 0);
    // Its standard error holds only its "Games: N" progress counter; any report names the file.
    const QString errors = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(!errors.contains(path), qPrintable(errors.left(2000)));
    QVERIFY2(!errors.contains("File "), qPrintable(errors.left(2000)));
    QVERIFY(games > 30000);

    // And it counts the same number of games.
    QProcess count;
    count.start(PgnExtract, {"--allownullmoves", "-s", "-o", dir.filePath("copy.pgn"), path});
    QVERIFY(count.waitForFinished(120'000));
    const QString copy = QString::fromStdString(fileBytes(dir.filePath("copy.pgn")));
    QCOMPARE(int(copy.count(QStringLiteral("[Event "))), games);
}

QTEST_APPLESS_MAIN(TestWriter)
#include "tst_writer.moc"
