// PGN built to be slow: 100,000 alternatives to one move, 200,000 comments after one move, 200,000
// nested variations (side by side, and as deep as the tree), a 4 MB comment. Read, copied, written
// back and read again, by the library and by `kibitz-cli pgn check` and `pgn format`, with exact
// counts and texts.
//
// The test's TIMEOUT (CMakeLists.txt) is what a quadratic reader or writer (one that walks every
// earlier alternative for each new one, or copies the comment for each new comment) cannot meet,
// and the deep game would overflow the stack of a writer that recursed once per nested variation.

#include "annotate/annotator.h"
#include "pathologicalpgn.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <string>

using namespace kibitz;
using pgn::GameTree;
using pgn::NodeId;
using testing::PathologicalPgn;

namespace {

struct Read {
    pgn::Game game;
    bool error = false;
    std::size_t warnings = 0;
};

Read readOne(const std::string& text) {
    auto reader = pgn::PgnReader::fromText(text);
    Read read;
    if (!reader->readGame(read.game)) qFatal("no game in the input");
    read.error = reader->report().error.has_value();
    read.warnings = reader->report().warnings.size();
    pgn::Game another;
    if (reader->readGame(another)) qFatal("more than one game in the input");
    return read;
}

// Reads `pgn` into `game` and checks it is whole, that a copy holds the same, that the writer
// writes the expected text and that this text reads back to the same game.
void roundTrip(const PathologicalPgn& pgn, pgn::Game& game) {
    Read read = readOne(pgn.input);
    QVERIFY(!read.error);
    QCOMPARE(read.warnings, std::size_t(0));
    {
        const pgn::Game copy = read.game; // copying and destroying walk nothing recursively
        QVERIFY(pgn::sameContent(copy.tree(), read.game.tree()));
    }
    const std::string written = pgn::writeGame(read.game);
    QVERIFY(written == pgn.formatted);
    const Read again = readOne(written);
    QVERIFY(pgn::sameContent(again.game.tree(), read.game.tree()));
    game = std::move(read.game);
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const std::string& text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestPathological : public QObject {
    Q_OBJECT

private slots:
    void siblingVariations() {
        const PathologicalPgn pgn = testing::siblingVariations(100'000);
        pgn::Game game;
        roundTrip(pgn, game);
        if (QTest::currentTestFailed()) return;
        const GameTree& tree = game.tree();
        QCOMPARE(tree.size(), 100'002); // the root, 1. e4 and 100,000 times 1. d4
        QCOMPARE(tree.childCount(GameTree::root()), 100'001);
        const NodeId last = tree.lastChild(GameTree::root());
        QCOMPARE(tree.move(last), chess::Move(chess::D2, chess::D4));
        QCOMPARE(tree.previousSibling(tree.firstChild(GameTree::root())), pgn::NoNode);
        QCOMPARE(tree.nextSibling(tree.previousSibling(last)), last);
        QCOMPARE(tree.checkInvariants(), std::nullopt);
    }

    void commentsAfterOneMove() {
        const PathologicalPgn pgn = testing::commentsAfterOneMove(200'000);
        pgn::Game game;
        roundTrip(pgn, game);
        if (QTest::currentTestFailed()) return;
        const GameTree& tree = game.tree();
        QCOMPARE(tree.size(), 2);
        std::string expected;
        for (int i = 1; i <= 200'000; ++i)
            expected += (i > 1 ? " comment " : "comment ") + std::to_string(i);
        QCOMPARE(tree.commentAfter(tree.firstChild(GameTree::root())), expected);
    }

    void nestedVariations() {
        const PathologicalPgn pgn = testing::nestedVariations(200'000);
        QCOMPARE(std::count(pgn.input.begin(), pgn.input.end(), '('), 200'000);
        pgn::Game game;
        roundTrip(pgn, game);
        if (QTest::currentTestFailed()) return;
        const GameTree& tree = game.tree();
        QCOMPARE(tree.size(), 200'002);
        QCOMPARE(tree.childCount(GameTree::root()), 200'001);
        // The last variation opened is the innermost: 1. e4, as 200,000 is even.
        QCOMPARE(tree.move(tree.lastChild(GameTree::root())), chess::Move(chess::E2, chess::E4));
    }

    void deepVariations() {
        const int count = 200'000;
        const PathologicalPgn pgn = testing::deepVariations(count);
        pgn::Game game;
        roundTrip(pgn, game);
        if (QTest::currentTestFailed()) return;
        const GameTree& tree = game.tree();
        QCOMPARE(tree.size(), 2 * count + 2);
        // Each variation is the second move of the position where the one before it branched.
        NodeId node = GameTree::root();
        for (int k = 0; k < count; ++k) {
            QCOMPARE(tree.childCount(node), 2);
            node = tree.lastChild(node);
        }
        node = tree.firstChild(node);
        QCOMPARE(tree.ply(node), count + 1);
        QCOMPARE(tree.firstChild(node), pgn::NoNode);
        QCOMPARE(tree.checkInvariants(), std::nullopt);
    }

    void longComment() {
        const std::string comment = testing::longCommentText(4'000'000);
        const PathologicalPgn pgn = testing::longComment(comment);
        pgn::Game game;
        roundTrip(pgn, game);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(game.tree().commentAfter(game.tree().firstChild(GameTree::root())), comment);
    }

    // Taking Kibitz's variations out again (before a new annotation) is linear too: 100,000
    // alternatives to one move, and variations nested 200,000 deep, all marked as Kibitz's. Kibitz
    // never writes a variation inside its own, so of the nested ones only the innermost is as
    // Kibitz writes them and goes; the others hold a variation, are a person's and stay, their
    // marks taken out.
    void removeAutomaticAnnotations() {
        struct Case {
            PathologicalPgn pgn;
            int variations;
            int nodesLeft;
            int rootChildren;
        };
        const Case cases[] = {
            {testing::siblingVariations(100'000), 100'000, 2, 1},
            {testing::deepVariations(200'000), 200'000, 2 * 200'000, 2},
        };
        const std::string marked = std::string("[%kibitz ") + annotate::VariationMark + "] Better";
        for (const auto& [pgn, variations, nodesLeft, rootChildren] : cases) {
            Read read = readOne(pgn.input);
            QVERIFY(!read.error);
            pgn::Game& game = read.game;
            game.setTag("Annotator", "Kibitz 1.0");
            GameTree& tree = game.tree();
            int marks = 0;
            for (NodeId id = 1; id < tree.capacity(); ++id) {
                if (tree.previousSibling(id) == pgn::NoNode) continue;
                tree.setCommentAfter(id, marked);
                ++marks;
            }
            QCOMPARE(marks, variations);
            QVERIFY(annotate::removeAutomaticAnnotations(game));
            QCOMPARE(tree.size(), nodesLeft);
            QCOMPARE(tree.childCount(GameTree::root()), rootChildren);
            for (NodeId id = 0; id < tree.capacity(); ++id)
                if (tree.contains(id)) QCOMPARE(tree.commentAfter(id), std::string());
            QCOMPARE(game.tag("Annotator"), nullptr);
        }
    }

    // The command line reads and writes each of them the same way.
    void commandLine() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::pair<const char*, PathologicalPgn> inputs[] = {
            {"siblings.pgn", testing::siblingVariations(100'000)},
            {"comments.pgn", testing::commentsAfterOneMove(200'000)},
            {"nested.pgn", testing::nestedVariations(200'000)},
            {"deep.pgn", testing::deepVariations(200'000)},
            {"comment.pgn", testing::longComment(testing::longCommentText(4'000'000))},
        };
        for (const auto& [name, pgn] : inputs) {
            const QString path = writeFile(dir, QString::fromLatin1(name), pgn.input);
            QProcess check;
            check.start(QStringLiteral(KIBITZ_CLI), {"pgn", "check", path});
            QVERIFY(check.waitForFinished(60'000));
            QCOMPARE(check.exitStatus(), QProcess::NormalExit);
            QCOMPARE(check.exitCode(), 0);
            QCOMPARE(QString::fromUtf8(check.readAllStandardOutput()),
                     path + QStringLiteral(": 1 game, 1 ply, 0 errors, 0 warnings\n"));

            const QString out = dir.filePath(QStringLiteral("out-") + QString::fromLatin1(name));
            QProcess format;
            format.start(QStringLiteral(KIBITZ_CLI), {"pgn", "format", path, "-o", out});
            QVERIFY(format.waitForFinished(60'000));
            QCOMPARE(format.exitStatus(), QProcess::NormalExit);
            QCOMPARE(format.exitCode(), 0);
            QFile written(out);
            QVERIFY(written.open(QIODevice::ReadOnly));
            QVERIFY2(written.readAll().toStdString() == pgn.formatted, name);
        }
    }
};

QTEST_APPLESS_MAIN(TestPathological)
#include "tst_pathological.moc"
