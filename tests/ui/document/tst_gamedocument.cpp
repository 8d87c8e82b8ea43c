// Tests for ui/gamedocument: loading real and broken PGN, navigation through a game and its
// variations, playing moves, the save-reopen round trip with atomic writes, which games are held
// and where the others are (for a worker that reads them), and a file's scan that fails.

#include "chess/notation.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "ui/document/gamedocument.h"
#include "ui/document/gamestore.h"
#include "ui/models/gamelistmodel.h"
#include "ui/models/movetreemodel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#endif

using kibitz::chess::Move;
using kibitz::pgn::GameTree;
using kibitz::pgn::NodeId;
using kibitz::ui::GameDocument;

namespace {

const QString RealGame = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/nepomniachtchi-liren-game1.pgn");

QString fenOf(const GameDocument& document) {
    return QString::fromStdString(document.currentPosition().fen());
}

Move uci(const GameDocument& document, const char* text) {
    auto move = kibitz::chess::parseUci(document.currentPosition(), text);
    if (!move) qFatal("bad move %s", text);
    return *move;
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// 3,475 games, 3 MB.
const QString Karpov = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/masters/Karpov.pgn");
constexpr int KarpovGames = 3475;
// Far above what it takes, to catch a file read in full only.
constexpr qint64 OpenWithinMs = 50;

std::string text(const kibitz::pgn::Game& game) {
    return kibitz::pgn::writeGame(game);
}

// The games of a file read one after the other, as the writer writes them, and where each starts.
struct SequentialRead {
    std::vector<std::string> games;
    std::vector<qint64> offsets;
};

SequentialRead readSequentially(const QString& path) {
    SequentialRead read;
    auto reader = kibitz::pgn::PgnReader::open(path.toStdString());
    if (!reader) qFatal("cannot read %s", qPrintable(path));
    kibitz::pgn::Game game;
    while ((*reader)->readGame(game)) {
        read.games.push_back(text(game));
        read.offsets.push_back((*reader)->report().offset);
    }
    return read;
}

// `file` with game `index`'s bytes (to the next game's first byte) replaced by `gameText`.
QByteArray spliced(const QByteArray& file, const SequentialRead& read, int index,
                   const std::string& gameText) {
    const std::size_t i = std::size_t(index);
    const qint64 end = i + 1 < read.offsets.size() ? read.offsets[i + 1] : file.size();
    return file.left(read.offsets[i]) + QByteArray::fromStdString(gameText) + file.mid(end);
}

// Where two byte arrays first differ, for a failure message.
QByteArray firstDifference(const QByteArray& a, const QByteArray& b) {
    qsizetype i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
    return "sizes " + QByteArray::number(a.size()) + " and " + QByteArray::number(b.size()) +
           ", first difference at byte " + QByteArray::number(i) + ": '" + a.mid(i, 40) +
           "' and '" + b.mid(i, 40) + "'";
}

// Comments on the first move of the current game: an edit through the model.
bool editCurrentGame(GameDocument& document, const QString& comment) {
    const NodeId first = document.currentGame().tree().firstChild(GameTree::root());
    return document.model()->setComment(first, comment);
}

} // namespace

class TestGameDocument : public QObject {
    Q_OBJECT

private slots:
    void startsWithOneEmptyGame();
    void undoBringsBackTheGameAndItsMove();
    void loadsARealGame();
    void navigatesTheMainLine();
    void navigatesVariations();
    void playMoveFollowsAnExistingMove();
    void playMoveAddsAVariation();
    void deletingTheCurrentMoveMovesBack();
    void editSaveReopenGivesTheSameGame();
    void failedSaveToAMissingFolderReportsTheError();
    void failedSaveLeavesTheOldFileIntact();
    void badPgnGivesLineAndColumn();
    void missingFileLeavesTheDocumentUnchanged();
    void newGameFromFen();
    void replaceCurrentGameKeepsTheCurrentMove();
    void replaceAnotherGame();
    void opensALargeFileAtOnce();
    void readsGamesOnDemand();
    void savingCopiesTheUntouchedGames();
    void savingOverTheSameFile();
    void brokenGamesPassThroughUnchanged();
    void knowsWhichGamesItHoldsAndWhereTheOthersAre();
    void aScanThatFailsIsReported();
};

void TestGameDocument::startsWithOneEmptyGame() {
    GameDocument document;
    QCOMPARE(document.gameCount(), 1);
    QCOMPARE(document.currentNode(), GameTree::root());
    QCOMPARE(document.currentPosition().fen(), std::string(kibitz::chess::Position::StartFen));
    QVERIFY(!document.isModified());
    QVERIFY(document.filePath().isEmpty());
    QCOMPARE(document.displayName(), QStringLiteral("Untitled"));
}

void TestGameDocument::loadsARealGame() {
    GameDocument document;
    QSignalSpy gameSpy(&document, &GameDocument::currentGameChanged);
    QSignalSpy pathSpy(&document, &GameDocument::filePathChanged);
    const auto result = document.load(RealGame);
    QVERIFY(result.loaded);
    QVERIFY2(result.message.isEmpty(), qPrintable(result.message));
    QCOMPARE(document.gameCount(), 1);
    QVERIFY(document.readErrors().empty());
    QCOMPARE(document.filePath(), QFileInfo(RealGame).absoluteFilePath());
    QCOMPARE(document.displayName(), QStringLiteral("nepomniachtchi-liren-game1.pgn"));
    QVERIFY(!document.isModified());
    QCOMPARE(gameSpy.count(), 1);
    QCOMPARE(pathSpy.count(), 1);
    QCOMPARE(*document.currentGame().tag("White"), std::string("Nepomniachtchi, Ian"));
    // 49. Ke3 is the last move: ply 97.
    QCOMPARE(int(document.currentGame().tree().mainLine().size()), 98);
    QCOMPARE(document.model()->rowCount(), 97);
}

void TestGameDocument::navigatesTheMainLine() {
    GameDocument document;
    QVERIFY(document.load(RealGame).loaded);
    const std::vector<NodeId> line = document.currentGame().tree().mainLine();
    QSignalSpy nodeSpy(&document, &GameDocument::currentNodeChanged);

    QVERIFY(!document.previousPly());
    for (int i = 0; i < 4; ++i) QVERIFY(document.nextPly());
    QCOMPARE(document.currentNode(), line[4]);
    QCOMPARE(nodeSpy.count(), 4);
    QCOMPARE(nodeSpy.last().first().value<NodeId>(), line[4]);
    QCOMPARE(fenOf(document),
             QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
    QCOMPARE(document.model()->moveText(document.currentNode()), QStringLiteral("2… Nc6"));

    QVERIFY(document.previousPly());
    QCOMPARE(document.currentNode(), line[3]);
    QCOMPARE(fenOf(document),
             QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));

    QVERIFY(document.goToEnd());
    QCOMPARE(document.currentNode(), line.back());
    QCOMPARE(document.currentGame().tree().ply(document.currentNode()), 97);
    QCOMPARE(document.model()->moveText(document.currentNode()), QStringLiteral("49. Ke3"));
    QVERIFY(!document.nextPly());
    QVERIFY(!document.goToEnd());

    QVERIFY(document.goToStart());
    QCOMPARE(document.currentNode(), GameTree::root());
    QCOMPARE(document.currentPosition().fen(), std::string(kibitz::chess::Position::StartFen));

    QVERIFY(document.goTo(line[40]));
    QCOMPARE(document.currentGame().tree().ply(document.currentNode()), 40);
    QCOMPARE(document.model()->moveText(line[40]), QStringLiteral("20… b6"));
    QVERIFY(!document.goTo(line[40])); // already there
    QVERIFY(!document.goTo(100000));   // not a node
    QCOMPARE(document.currentNode(), line[40]);
}

void TestGameDocument::navigatesVariations() {
    GameDocument document;
    QVERIFY(
        document.loadText(QStringLiteral("1. e4 c5 (1... e5 2. Nf3) (1... c6) 2. Nf3 *")).loaded);
    const GameTree& tree = document.currentGame().tree();
    QVERIFY(document.nextPly());
    QVERIFY(document.nextPly());
    const NodeId c5 = document.currentNode();
    QCOMPARE(document.model()->moveText(c5), QStringLiteral("1… c5"));
    QVERIFY(!document.previousVariation());

    QVERIFY(document.nextVariation());
    const NodeId e5 = document.currentNode();
    QCOMPARE(document.model()->moveText(e5), QStringLiteral("1… e5"));
    QCOMPARE(fenOf(document),
             QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    QVERIFY(document.nextVariation());
    QCOMPARE(document.model()->moveText(document.currentNode()), QStringLiteral("1… c6"));
    QVERIFY(!document.nextVariation());
    QVERIFY(document.previousVariation());
    QCOMPARE(document.currentNode(), e5);

    // Forward inside the variation follows its own line.
    QVERIFY(document.nextPly());
    QCOMPARE(tree.parent(document.currentNode()), e5);
    QVERIFY(!tree.isMainLine(document.currentNode()));
    QVERIFY(!document.goToEnd()); // nothing after 2. Nf3 in this line
    QVERIFY(!document.nextPly());
    QVERIFY(document.previousPly());
    QVERIFY(document.previousVariation());
    QCOMPARE(document.currentNode(), c5);
}

void TestGameDocument::playMoveFollowsAnExistingMove() {
    GameDocument document;
    QVERIFY(document.load(RealGame).loaded);
    const std::vector<NodeId> line = document.currentGame().tree().mainLine();
    const int size = document.currentGame().tree().size();

    const auto played = document.playMove(uci(document, "e2e4"));
    QVERIFY(played);
    QCOMPARE(*played, line[1]);
    QCOMPARE(document.currentNode(), line[1]);
    QCOMPARE(document.currentGame().tree().size(), size);
    QVERIFY(!document.isModified());
}

void TestGameDocument::playMoveAddsAVariation() {
    GameDocument document;
    QVERIFY(document.load(RealGame).loaded);
    const GameTree& tree = document.currentGame().tree();
    const std::vector<NodeId> line = tree.mainLine();
    QSignalSpy modifiedSpy(&document, &GameDocument::modifiedChanged);
    QVERIFY(document.goTo(line[1])); // after 1. e4

    const auto played = document.playMove(uci(document, "c7c5"));
    QVERIFY(played);
    QCOMPARE(document.currentNode(), *played);
    QCOMPARE(tree.children(line[1]), (std::vector<NodeId>{line[2], *played}));
    QVERIFY(document.isModified());
    QCOMPARE(modifiedSpy.count(), 1);
    QCOMPARE(fenOf(document),
             QStringLiteral("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    // The variation is a child row of the move it is an alternative to (1… e5).
    const QModelIndex row = document.model()->indexOf(*played);
    QVERIFY(row.isValid());
    QCOMPARE(row.parent(), document.model()->indexOf(line[2]));

    // A move after the variation's move continues its line.
    const auto next = document.playMove(uci(document, "g1f3"));
    QVERIFY(next);
    QCOMPARE(tree.parent(*next), *played);
    QCOMPARE(document.model()->moveText(*next), QStringLiteral("2. Nf3"));
}

void TestGameDocument::deletingTheCurrentMoveMovesBack() {
    GameDocument document;
    QVERIFY(document.loadText(QStringLiteral("1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 *")).loaded);
    const GameTree& tree = document.currentGame().tree();
    const NodeId c5 = tree.children(tree.firstChild(GameTree::root()))[1];
    QVERIFY(document.goTo(tree.firstChild(tree.firstChild(c5)))); // 2... d6
    QSignalSpy nodeSpy(&document, &GameDocument::currentNodeChanged);
    QVERIFY(document.model()->deleteVariation(c5));
    QCOMPARE(document.currentNode(), tree.firstChild(GameTree::root())); // 1. e4
    QCOMPARE(nodeSpy.count(), 1);
    QCOMPARE(fenOf(document),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    QVERIFY(document.isModified());
}

void TestGameDocument::editSaveReopenGivesTheSameGame() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QVERIFY(QFile::copy(RealGame, path));

    GameDocument document;
    QVERIFY(document.load(path).loaded);
    const std::vector<NodeId> line = document.currentGame().tree().mainLine();
    QVERIFY(document.goTo(line[20]));
    const auto added = document.playMove(uci(document, "h2h4")); // 11. h4 for 11. Qe3
    QVERIFY(added);
    QVERIFY(document.model()->addNag(*added, 5));
    QVERIFY(document.model()->addNag(line[21], 1));
    QVERIFY(document.model()->setComment(*added, QStringLiteral("An idea for a sharper game")));
    QVERIFY(document.isModified());
    QVERIFY(document.saveWarning().isEmpty());

    const auto saved = document.save(path);
    QVERIFY2(saved.saved, qPrintable(saved.error));
    QVERIFY(!document.isModified());
    const QByteArray written = readAll(path);
    QCOMPARE(QString::fromUtf8(written), document.allGamesPgn());
    // Lines break where they will; the words are what matters.
    QVERIFY2(QString::fromUtf8(written).simplified().contains(
                 QStringLiteral("11. Qe3 $1 (11. h4 $5 { An idea for a sharper game }) 11... Bg4")),
             written.constData());

    GameDocument reopened;
    QVERIFY(reopened.load(path).loaded);
    QVERIFY(reopened.readErrors().empty());
    QCOMPARE(reopened.allGamesPgn(), QString::fromUtf8(written));
    QVERIFY(kibitz::pgn::sameContent(reopened.currentGame().tree(), document.currentGame().tree()));
    QCOMPARE(reopened.currentGame().tags(), document.currentGame().tags());
}

void TestGameDocument::failedSaveToAMissingFolderReportsTheError() {
    QTemporaryDir dir;
    GameDocument document;
    QVERIFY(document.load(RealGame).loaded);
    document.playMove(uci(document, "d2d4"));
    QVERIFY(document.isModified());
    const QString path = dir.filePath(QStringLiteral("no such folder/game.pgn"));
    const auto saved = document.save(path);
    QVERIFY(!saved.saved);
    QVERIFY2(saved.error.contains(path), qPrintable(saved.error));
    QVERIFY(document.isModified());
    QCOMPARE(document.filePath(), QFileInfo(RealGame).absoluteFilePath());
}

void TestGameDocument::failedSaveLeavesTheOldFileIntact() {
#ifndef Q_OS_UNIX
    QSKIP("needs setrlimit");
#else
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.pgn"));
    const QByteArray old = "[Event \"Old\"]\n\n1. e4 *\n";
    QVERIFY(writeAll(path, old));

    GameDocument document;
    QVERIFY(document.load(RealGame).loaded);
    document.playMove(uci(document, "d2d4"));

    // A file size limit makes writing fail half way, even for root (who may write anywhere): the
    // new text is far longer than 200 bytes.
    rlimit saved{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    rlimit small = saved;
    small.rlim_cur = 200;
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const auto result = document.save(path);
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, oldHandler);

    QVERIFY(!result.saved);
    QVERIFY2(result.error.contains(path), qPrintable(result.error));
    QCOMPARE(readAll(path), old);
    // No temporary file is left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("old.pgn")});
    QVERIFY(document.isModified());
#endif
}

void TestGameDocument::badPgnGivesLineAndColumn() {
    const QString text = QStringLiteral("[Event \"Good\"]\n\n1. d4 d5 *\n\n"
                                        "[Event \"Bad\"]\n\n1. e4 e5 2. Nf7 Nc6 *\n");
    GameDocument document;
    const auto pasted = document.loadText(text);
    QVERIFY(pasted.loaded);
    QCOMPARE(document.gameCount(), 2);
    QCOMPARE(int(document.readErrors().size()), 1);
    const auto& error = document.readErrors().front();
    QCOMPARE(error.game, 2);
    QCOMPARE(error.line, 7);
    QCOMPARE(error.column, 13);
    QVERIFY2(pasted.message.startsWith(QStringLiteral("pasted text, line 7, column 13: game 2: ")),
             qPrintable(pasted.message));
    // The broken game keeps what was read before the error.
    QCOMPARE(document.game(1).tree().size(), 3);

    // Loaded from a file, the message names the file.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.pgn"));
    QVERIFY(writeAll(path, text.toUtf8()));
    const auto loaded = document.load(path);
    QVERIFY(loaded.loaded);
    QVERIFY2(loaded.message.startsWith(QStringLiteral("broken.pgn, line 7, column 13: game 2: ")),
             qPrintable(loaded.message));

    // From the file, the untouched broken game is copied as it is: saving loses nothing.
    QVERIFY2(document.saveWarning().isEmpty(), qPrintable(document.saveWarning()));
    QVERIFY(document.save(path).saved);
    QCOMPARE(readAll(path), text.toUtf8());
    QCOMPARE(GameDocument().load(path).message, loaded.message);

    // Edited, it is written by the writer, which loses the rest of game 2: the document says so.
    document.setCurrentGame(1);
    QVERIFY(document.model()->setComment(document.currentGame().tree().firstChild(GameTree::root()),
                                         QStringLiteral("Edited")));
    const QString warning = document.saveWarning();
    QVERIFY2(warning.contains(QStringLiteral("game 2")), qPrintable(warning));
    QVERIFY(document.save(path).saved);
    QVERIFY(document.saveWarning().isEmpty());
    QVERIFY(document.readErrors().empty());
    QCOMPARE(GameDocument().load(path).message, QString());

    // Pasted games are all written by the writer: the warning names the broken one.
    QVERIFY(document.loadText(text).loaded);
    QVERIFY2(document.saveWarning().contains(QStringLiteral("game 2")),
             qPrintable(document.saveWarning()));
}

void TestGameDocument::missingFileLeavesTheDocumentUnchanged() {
    GameDocument document;
    QVERIFY(document.load(RealGame).loaded);
    QVERIFY(document.nextPly());
    const QString missing = QStringLiteral("/nonexistent/missing.pgn");
    const auto result = document.load(missing);
    QVERIFY(!result.loaded);
    QVERIFY2(result.message.contains(missing), qPrintable(result.message));
    QCOMPARE(document.filePath(), QFileInfo(RealGame).absoluteFilePath());
    QCOMPARE(document.currentGame().tree().ply(document.currentNode()), 1);

    const auto empty = document.loadText(QStringLiteral("   \n"));
    QVERIFY(!empty.loaded);
    QVERIFY(!empty.message.isEmpty());
}

void TestGameDocument::newGameFromFen() {
    GameDocument document;
    const QString fen = QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    QVERIFY(!document.newGameFromFen(fen));
    QCOMPARE(fenOf(document), fen);
    QCOMPARE(*document.currentGame().tag("FEN"), fen.toStdString());
    QVERIFY(document.newGameFromFen(QStringLiteral("not a fen")));
    QCOMPARE(fenOf(document), fen);
    document.playMove(uci(document, "e2e4"));
    QVERIFY(document.currentGamePgn().contains(QStringLiteral("[SetUp \"1\"]")));
    QVERIFY(document.currentGamePgn().contains(QStringLiteral("1. e4 *")));
}

void TestGameDocument::replaceCurrentGameKeepsTheCurrentMove() {
    GameDocument document;
    QVERIFY(document.load(RealGame).loaded);
    for (int i = 0; i < 5; ++i) QVERIFY(document.nextPly());
    const QString fen = fenOf(document);
    kibitz::pgn::Game game = document.currentGame();
    // A comment, as the annotator would add it.
    game.tree().setCommentAfter(document.currentNode(), "A note.");
    QSignalSpy reset(document.model(), &QAbstractItemModel::modelReset);
    QSignalSpy dataChanged(document.model(), &QAbstractItemModel::dataChanged);
    QSignalSpy replaced(&document, &GameDocument::gameReplaced);
    QSignalSpy gameChanged(&document, &GameDocument::currentGameChanged);
    const kibitz::pgn::NodeId current = document.currentNode();
    document.replaceCurrentGame(game);
    // The same moves: no reset, the one row whose comment changed told of.
    QCOMPARE(reset.size(), 0);
    QCOMPARE(dataChanged.size(), 1);
    QCOMPARE(document.model()->nodeAt(dataChanged.first().at(0).toModelIndex()), current);
    QCOMPARE(document.currentNode(), current);
    QCOMPARE(replaced.size(), 1);
    QCOMPARE(replaced.first().at(0).toInt(), 0);
    QCOMPARE(gameChanged.size(), 0);
    QVERIFY(document.isModified());
    QCOMPARE(fenOf(document), fen);
    QVERIFY(document.currentGamePgn().contains(QStringLiteral("A note.")));

    // A game without the current move's line: the start becomes current.
    document.replaceCurrentGame(kibitz::pgn::Game());
    QCOMPARE(document.currentNode(), GameTree::root());
}

void TestGameDocument::replaceAnotherGame() {
    GameDocument document;
    QVERIFY(document.loadText(QStringLiteral("1. e4 e5 *\n\n1. d4 d5 *\n")).loaded);
    QCOMPARE(document.gameCount(), 2);
    kibitz::pgn::Game game = document.game(1);
    game.setTag("Annotator", "Kibitz");
    QSignalSpy reset(document.model(), &QAbstractItemModel::modelReset);
    QSignalSpy replaced(&document, &GameDocument::gameReplaced);
    document.replaceGame(1, game);
    document.replaceGame(2, game); // no such game: nothing
    QCOMPARE(replaced.size(), 1);
    QCOMPARE(reset.size(), 0); // the model shows game 0
    QVERIFY(document.isModified());
    QCOMPARE(*document.game(1).tag("Annotator"), std::string("Kibitz"));
    QCOMPARE(document.currentGameIndex(), 0);
}

void TestGameDocument::opensALargeFileAtOnce() {
    const SequentialRead sequential = readSequentially(Karpov);
    QCOMPARE(int(sequential.games.size()), KarpovGames);
    GameDocument document;
    QSignalSpy counts(&document, &GameDocument::gameCountChanged);
    QElapsedTimer timer;
    timer.start();
    const auto result = document.load(Karpov);
    const qint64 ns = timer.nsecsElapsed();
    qInfo("opened the %d-game file in %.2f ms", KarpovGames, double(ns) / 1e6);
    QVERIFY(result.loaded);
    QVERIFY2(result.message.isEmpty(), qPrintable(result.message));
    QVERIFY2(ns < OpenWithinMs * 1000000, qPrintable(QString::number(double(ns) / 1e6)));
    QCOMPARE(document.currentGameIndex(), 0);
    QCOMPARE(text(document.currentGame()), sequential.games[0]);
    // The first two games are read; the scan brings the others.
    QCOMPARE(document.gameCount(), 2);
    timer.start();
    QTRY_COMPARE_WITH_TIMEOUT(document.gameCount(), KarpovGames, 20000);
    qInfo("all %d games known after %lld ms", KarpovGames, timer.elapsed());
    QCOMPARE(counts.last().first().toInt(), KarpovGames);
    QCOMPARE(document.gameList()->rowCount(), KarpovGames);
    QVERIFY(!document.isModified());
}

void TestGameDocument::readsGamesOnDemand() {
    const SequentialRead sequential = readSequentially(Karpov);
    GameDocument document;
    QVERIFY(document.load(Karpov).loaded);
    QTRY_COMPARE_WITH_TIMEOUT(document.gameCount(), KarpovGames, 20000);
    QSignalSpy changed(&document, &GameDocument::currentGameChanged);
    QElapsedTimer timer;
    timer.start();
    document.setCurrentGame(3000);
    qInfo("game 3001 read in %.2f ms", double(timer.nsecsElapsed()) / 1e6);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(document.currentGameIndex(), 3000);
    QCOMPARE(text(document.currentGame()), sequential.games[3000]);
    QVERIFY(document.nextPly());

    // Every game in turn, as Annotate All takes them: each is the one a sequential read gives.
    timer.start();
    for (int i = 0; i < KarpovGames; ++i)
        QCOMPARE(text(document.game(i)), sequential.games[std::size_t(i)]);
    qInfo("all %d games read (and written) one by one in %lld ms", KarpovGames, timer.elapsed());
    // The current game stayed where it was, and nothing was edited.
    QCOMPARE(text(document.currentGame()), sequential.games[3000]);
    QCOMPARE(document.currentGame().tree().ply(document.currentNode()), 1);
    QVERIFY(!document.isModified());
    QVERIFY(document.readErrors().empty());
}

void TestGameDocument::savingCopiesTheUntouchedGames() {
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.pgn"));
    const QString out = dir.filePath(QStringLiteral("out.pgn"));
    QVERIFY(QFile::copy(Karpov, in));
    const SequentialRead sequential = readSequentially(in);
    GameDocument document;
    QVERIFY(document.load(in).loaded);
    QTRY_COMPARE_WITH_TIMEOUT(document.gameCount(), KarpovGames, 20000);
    document.setCurrentGame(1);
    QVERIFY(editCurrentGame(document, QStringLiteral("Edited in a test")));
    QVERIFY(document.isModified());
    const std::string edited = text(document.currentGame());

    QElapsedTimer timer;
    timer.start();
    const auto saved = document.save(out);
    qInfo("saved %d games, one edited, in %lld ms", KarpovGames, timer.elapsed());
    QVERIFY2(saved.saved, qPrintable(saved.error));
    const QByteArray expected = spliced(readAll(in), sequential, 1, edited);
    const QByteArray written = readAll(out);
    QVERIFY2(written == expected, firstDifference(written, expected).constData());
    QCOMPARE(document.filePath(), QFileInfo(out).absoluteFilePath());
    QVERIFY(!document.isModified());

    // The document reads from the new file now, where the games after the edit have moved.
    document.setCurrentGame(3000);
    QCOMPARE(text(document.currentGame()), sequential.games[3000]);
    QCOMPARE(document.gameCount(), KarpovGames);
    GameDocument reopened;
    QVERIFY(reopened.load(out).loaded);
    QTRY_COMPARE_WITH_TIMEOUT(reopened.gameCount(), KarpovGames, 20000);
    QCOMPARE(text(reopened.game(1)), edited);
    QCOMPARE(text(reopened.game(KarpovGames - 1)), sequential.games.back());
}

void TestGameDocument::savingOverTheSameFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    QVERIFY(QFile::copy(Karpov, path));
    const QByteArray original = readAll(path);
    const SequentialRead sequential = readSequentially(path);
    GameDocument document;
    QVERIFY(document.load(path).loaded);
    // Saved at once: the scan may not be done, the untouched games are copied all the same.
    document.setCurrentGame(1);
    QVERIFY(editCurrentGame(document, QStringLiteral("Edited in a test")));
    const std::string edited = text(document.currentGame());
    const auto saved = document.save(path);
    QVERIFY2(saved.saved, qPrintable(saved.error));
    QByteArray expected = spliced(original, sequential, 1, edited);
    QByteArray written = readAll(path);
    QVERIFY2(written == expected, firstDifference(written, expected).constData());

    // Again, with another game replaced (as Annotate All does) and the first one unchanged.
    const SequentialRead again = readSequentially(path);
    QTRY_VERIFY(document.gameCount() > 4);
    kibitz::pgn::Game game = document.game(4);
    game.setTag("Annotator", "Kibitz");
    document.replaceGame(4, game);
    QVERIFY(document.isModified());
    QVERIFY(document.save(path).saved);
    expected = spliced(expected, again, 4, text(game));
    written = readAll(path);
    QVERIFY2(written == expected, firstDifference(written, expected).constData());
    QVERIFY(!document.isModified());
    QTRY_COMPARE_WITH_TIMEOUT(document.gameCount(), KarpovGames, 20000);
    document.setCurrentGame(KarpovGames - 1);
    QCOMPARE(text(document.currentGame()), sequential.games.back());
    QCOMPARE(*document.game(4).tag("Annotator"), std::string("Kibitz"));
    // Nothing left in the folder but the file.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("games.pgn")});
}

void TestGameDocument::brokenGamesPassThroughUnchanged() {
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("broken.pgn"));
    const QString out = dir.filePath(QStringLiteral("out.pgn"));
    // Game 2 has an illegal move on line 9, game 4 on line 17; a % line comes before game 1.
    const QByteArray bytes = "% made by hand\n\n"
                             "[Event \"One\"]\n\n1. d4 d5 *\n\n"
                             "[Event \"Two\"]\n\n1. e4 e5 2. Nf7 Nc6 3. Bc4 *\n\n"
                             "[Event \"Three\"]\n\n1. c4 *\n\n"
                             "[Event \"Four\"]\n\n1. Nf3 {A note} Nf6 2. Ke3 *\n\n"
                             "[Event \"Five\"]\n\n1. g3 *\n";
    QVERIFY(writeAll(in, bytes));
    const SequentialRead sequential = readSequentially(in);
    QCOMPARE(int(sequential.games.size()), 5);

    GameDocument document;
    QSignalSpy found(&document, &GameDocument::readErrorFound);
    const auto loaded = document.load(in);
    QVERIFY(loaded.loaded);
    // Game 2 is read with game 1; game 4 when it is asked for.
    QVERIFY2(loaded.message.startsWith(QStringLiteral("broken.pgn, line 9, column 13: game 2: ")),
             qPrintable(loaded.message));
    QTRY_COMPARE(document.gameCount(), 5);
    QCOMPARE(int(document.readErrors().size()), 1);
    document.setCurrentGame(3);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().at(0).toInt(), 3);
    const QString message = found.first().at(1).toString();
    QVERIFY2(message.startsWith(QStringLiteral("broken.pgn, line 17, column 24: game 4: ")),
             qPrintable(message));
    QCOMPARE(int(document.readErrors().size()), 2);
    QCOMPARE(document.readErrors()[1].game, 4);
    QCOMPARE(document.readErrors()[1].line, 17);
    QCOMPARE(document.currentGame().tree().size(), 3); // kept as far as it was read: 1. Nf3 Nf6
    // Read again, an error is not reported twice.
    (void)document.game(1);
    QCOMPARE(found.size(), 1);

    // Broken but untouched: copied as they are, so nothing is lost and there is no warning.
    document.setCurrentGame(0);
    QVERIFY(editCurrentGame(document, QStringLiteral("Edited")));
    QVERIFY2(document.saveWarning().isEmpty(), qPrintable(document.saveWarning()));
    QVERIFY(document.save(out).saved);
    const QByteArray expected = spliced(bytes, sequential, 0, text(document.currentGame()));
    const QByteArray written = readAll(out);
    QVERIFY2(written == expected, firstDifference(written, expected).constData());
    QVERIFY(written.startsWith("% made by hand\n\n"));
    // Their errors are still there, on the lines where they are now.
    QCOMPARE(int(document.readErrors().size()), 2);
    GameDocument reopened;
    QSignalSpy reopenedFound(&reopened, &GameDocument::readErrorFound);
    const auto again = reopened.load(out);
    QCOMPARE(document.readErrors()[0].line, again.message.section(QStringLiteral("line "), 1)
                                                .section(QLatin1Char(','), 0, 0)
                                                .toLongLong());
    QTRY_COMPARE(reopened.gameCount(), 5);
    reopened.setCurrentGame(3);
    QCOMPARE(reopenedFound.size(), 1);
    QCOMPARE(document.readErrors()[1].line, reopened.readErrors()[1].line);

    // Edited, a broken game is written by the writer: the warning names it.
    document.setCurrentGame(3);
    QVERIFY(editCurrentGame(document, QStringLiteral("Edited")));
    QVERIFY2(document.saveWarning().contains(QStringLiteral("game 4")),
             qPrintable(document.saveWarning()));
    QVERIFY(!document.saveWarning().contains(QStringLiteral("game 2")));
}

// What a worker thread needs to read the games itself: the games held (the first two, read with
// the file; the current one; an edited one), and the file's identity and place of the others.
void TestGameDocument::knowsWhichGamesItHoldsAndWhereTheOthersAre() {
    QTemporaryDir dir;
    const QString path = QFileInfo(dir.filePath(QStringLiteral("karpov.pgn"))).absoluteFilePath();
    QVERIFY(QFile::copy(Karpov, path));
    GameDocument document;
    QVERIFY(document.load(path).loaded);
    QTRY_VERIFY_WITH_TIMEOUT(document.allGamesKnown(), 20000);
    QVERIFY(document.scanError().isEmpty());
    document.setCurrentGame(3000);
    kibitz::pgn::Game edited = document.game(10);
    edited.setTag("Annotator", "A test");
    document.replaceGame(10, edited);
    for (int i : {0, 1, 10, 3000}) {
        QVERIFY(document.heldGame(i));
        QCOMPARE(text(*document.heldGame(i)), text(document.game(i)));
    }
    QVERIFY(!document.heldGame(2));
    QVERIFY(!document.heldGame(3474));
    QCOMPARE(text(*document.heldGame(10)), text(edited));

    auto reader = kibitz::pgn::PgnReader::open(path.toStdString());
    QVERIFY(reader);
    for (int i = 0; i < 3475 && (*reader)->skipGame(); ++i) {
        if (i != 2 && i != 3474) continue;
        const auto place = document.gameFilePlace(i);
        QVERIFY(place);
        QCOMPARE(place->path, path);
        QCOMPARE(place->size, QFileInfo(path).size());
        QCOMPARE(place->modified, QFileInfo(path).lastModified());
        QCOMPARE(place->place.offset, (*reader)->report().offset);
        QCOMPARE(place->place.line, (*reader)->report().line);
    }
    QVERIFY(!document.gameFilePlace(3475));

    // Pasted games are all held, and in no file.
    QVERIFY(document.loadText(QStringLiteral("1. e4 e5 *\n\n1. d4 d5 *\n")).loaded);
    QCOMPARE(document.gameCount(), 2);
    QVERIFY(document.heldGame(0) && document.heldGame(1));
    QVERIFY(!document.gameFilePlace(0));
}

// The file is gone before its scan starts (it was there when its first games were read): the scan
// ends with an error naming it; the games known are those read, and never all.
void TestGameDocument::aScanThatFailsIsReported() {
    QTemporaryDir dir;
    const QString path = QFileInfo(dir.filePath(QStringLiteral("karpov.pgn"))).absoluteFilePath();
    QVERIFY(QFile::copy(Karpov, path));
    auto head = kibitz::ui::GameStore::readHead(path);
    QVERIFY(head);
    QVERIFY(!head->complete);
    QVERIFY(QFile::remove(path));
    GameDocument document;
    QSignalSpy finished(document.gameList(), &kibitz::ui::GameListModel::finished);
    QVERIFY(document.open(std::move(*head)).loaded);
    QVERIFY(document.scanError().isEmpty());
    QTRY_COMPARE(finished.size(), 1);
    const QString error = path + QStringLiteral(": No such file or directory");
    QCOMPARE(finished.at(0).at(1).toString(), error);
    QCOMPARE(document.scanError(), error);
    QVERIFY(!document.allGamesKnown());
    QCOMPARE(document.gameCount(), 2);
    QVERIFY(document.heldGame(0) && document.heldGame(1));
    // Another document: no error.
    QVERIFY(document.load(RealGame).loaded);
    QVERIFY(document.scanError().isEmpty());
}

// In the document: undo puts back the game and the move that was current (a deleted one too), redo
// the edit and the move after it; the modified flag follows the stack's clean state (a save is
// clean); a game other than the current one comes back current; loading empties the stack.
void TestGameDocument::undoBringsBackTheGameAndItsMove() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n");
    file.close();
    GameDocument document;
    QVERIFY(document.load(path).loaded);
    QUndoStack* stack = document.undoStack();
    const GameTree& tree = document.currentGame().tree();
    const QString original = document.allGamesPgn();
    const NodeId nf3 = tree.mainLine()[3];
    QVERIFY(document.goTo(nf3));
    document.edit([&] {
        document.model()->deleteFrom(nf3);
        return QStringLiteral("Delete From 2. Nf3");
    });
    QCOMPARE(document.currentNode(), tree.mainLine()[2]);
    QCOMPARE(stack->undoText(), QStringLiteral("Delete From 2. Nf3"));
    QVERIFY(document.isModified());
    const QString deleted = document.allGamesPgn();

    QVERIFY(document.save(path).saved);
    QVERIFY(!document.isModified());
    stack->undo();
    QCOMPARE(document.allGamesPgn(), original);
    QCOMPARE(document.currentNode(), nf3); // the deleted move, back and current
    QVERIFY(document.isModified());
    stack->redo();
    QCOMPARE(document.allGamesPgn(), deleted);
    QCOMPARE(document.currentNode(), tree.mainLine()[2]);
    QVERIFY(!document.isModified()); // as saved

    // Game 2 replaced while game 1 is current; its undo makes it current, at its start.
    kibitz::pgn::Game other = document.game(1);
    other.setTag("Event", "c");
    document.replaceGame(1, other);
    QCOMPARE(document.currentGameIndex(), 0);
    stack->undo();
    QCOMPARE(document.currentGameIndex(), 1);
    QCOMPARE(document.currentNode(), GameTree::root());
    QCOMPARE(document.allGamesPgn(), deleted);

    QVERIFY(document.load(path).loaded);
    QCOMPARE(stack->count(), 0);
    QVERIFY(!document.isModified());
}

QTEST_MAIN(TestGameDocument)
#include "tst_gamedocument.moc"
