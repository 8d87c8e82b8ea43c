// The move tree model: its rows follow the row scheme of movetreemodel.h for real games, every
// node has exactly one row and back, and every edit changes the rows as the GameTree changes,
// with signals that QAbstractItemModelTester accepts.

#include "chess/movegen.h"
#include "chess/notation.h"
#include "core/pgn/pathologicalpgn.h"
#include "pgn/commands.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "ui/models/commentpreview.h"
#include "ui/models/movetreemodel.h"
#include "ui/models/nagsymbol.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStringList>
#include <QTest>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

using kibitz::chess::Move;
using kibitz::pgn::Game;
using kibitz::pgn::GameTree;
using kibitz::pgn::Nag;
using kibitz::pgn::NodeId;
using kibitz::pgn::NoNode;
using kibitz::pgn::PgnReader;
using kibitz::ui::MoveTreeModel;
using kibitz::ui::nagSymbol;
namespace chess = kibitz::chess;

namespace {

const QString AnnotatedFile = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/annotated/all.pgn");

// A small game with a nested variation, NAGs and comment commands, for the edit tests.
constexpr const char* SampleGame =
    "1. e4 {[%eval 0.30] [%clk 0:05:00] Best by test} c5 $2 (1... e5 2. Nf3 (2. f4 exf4) Nc6) "
    "2. Nf3 d6 *\n";
// How the model shows it (see outline()).
const QString SampleOutline =
    QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4]], 2… Nc6]], 2. Nf3, 2… d6");

std::vector<Game> readAll(std::unique_ptr<PgnReader> reader) {
    std::vector<Game> games;
    Game game;
    while (reader->readGame(game)) {
        if (reader->report().error)
            qFatal("test game %lld unreadable: %s", static_cast<long long>(reader->report().number),
                   reader->report().error->toString().c_str());
        games.push_back(game);
    }
    return games;
}

std::vector<Game> readFile(const QString& path) {
    auto reader = PgnReader::open(path.toStdString());
    if (!reader) qFatal("cannot open %s: %s", qPrintable(path), reader.error().c_str());
    return readAll(std::move(*reader));
}

Game readText(const char* text) {
    auto games = readAll(PgnReader::fromText(text));
    if (games.size() != 1) qFatal("the test text holds %d games", int(games.size()));
    return games.front();
}

// The node reached from the root by the SAN moves of `line` ("e4 c5 Nf3"), following existing
// children only. A test's line is written by hand, so a typo is a bug in the test: stop at once.
NodeId nodeOf(const GameTree& tree, const QString& line) {
    NodeId at = GameTree::root();
    for (const QString& san : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto move = chess::parseSan(tree.positionAt(at), san.toStdString());
        if (!move) qFatal("bad test move '%s'", qPrintable(san));
        NodeId next = NoNode;
        for (const NodeId child : tree.children(at))
            if (tree.move(child) == *move) next = child;
        if (next == NoNode) qFatal("the test tree has no line '%s'", qPrintable(line));
        at = next;
    }
    return at;
}

Move moveOf(const GameTree& tree, NodeId at, const QString& san) {
    const auto move = chess::parseSan(tree.positionAt(at), san.toStdString());
    if (!move) qFatal("bad test move '%s'", qPrintable(san));
    return *move;
}

// The whole model as one line: rows in order, separated by ", ", each row's children in
// brackets after it. Readable expected values for the row scheme.
QString outline(const QAbstractItemModel& model, const QModelIndex& parent = {}) {
    QStringList rows;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        QString text = index.data().toString();
        if (model.rowCount(index) > 0)
            text += QStringLiteral(" [") + outline(model, index) + QLatin1Char(']');
        rows << text;
    }
    return rows.join(QStringLiteral(", "));
}

int countRows(const QAbstractItemModel& model, const QModelIndex& parent = {}) {
    int count = model.rowCount(parent);
    for (int row = 0; row < model.rowCount(parent); ++row)
        count += countRows(model, model.index(row, 0, parent));
    return count;
}

// Every live node has a row whose index leads back to it, and there are no other rows.
void checkRoundTrips(const MoveTreeModel& model, const GameTree& tree) {
    QCOMPARE(countRows(model), tree.size() - 1);
    QCOMPARE(model.nodeAt(QModelIndex()), NoNode);
    QVERIFY(!model.indexOf(GameTree::root()).isValid());
    for (NodeId id = 1; id < tree.capacity(); ++id) {
        const QModelIndex index = model.indexOf(id);
        if (!tree.contains(id)) {
            QVERIFY2(!index.isValid(),
                     qPrintable(QStringLiteral("dead node %1 has a row").arg(id)));
            continue;
        }
        QVERIFY2(index.isValid(), qPrintable(QStringLiteral("node %1 has no row").arg(id)));
        QCOMPARE(model.nodeAt(index), id);
        QCOMPARE(model.index(index.row(), 0, index.parent()), index);
        QCOMPARE(index.data(MoveTreeModel::NodeIdRole).toInt(), id);
        QCOMPARE(index.data(MoveTreeModel::IsMainLineRole).toBool(), tree.isMainLine(id));
        const QModelIndex comment = model.indexOf(id, MoveTreeModel::CommentColumn);
        QCOMPARE(comment.row(), index.row());
        QCOMPARE(model.nodeAt(comment), id);
    }
}

QString textAt(const MoveTreeModel& model, NodeId id, int column = MoveTreeModel::MoveColumn) {
    return model.indexOf(id, column).data().toString();
}

} // namespace

class TestMoveTreeModel : public QObject {
    Q_OBJECT

private slots:
    void nagSymbols_data();
    void nagSymbols();
    void emptyModel();
    void realGameRows();
    void everyRealGame();
    void deepNesting();
    void addMove_data();
    void addMove();
    void addMoveRefusesIllegal();
    void structuralEdits_data();
    void structuralEdits();
    void promoteKeepsPersistentIndexes();
    void replaceGameChangesOnlyWhatChanged_data();
    void replaceGameChangesOnlyWhatChanged();
    void randomEdits();
    void nags();
    void moveSan();
    void commentKeepsCommands();
    void commentBeforeShown();
    void commentBeforeEdited();
    void commentBeforeRoundTrip();
    void ownCommentBeforeIsWhatPgnKeeps();
    void gameCommentFollowsTheFirstMove();
    void flagsAndHeaders();
    void longCommentsShownCutShort_data();
    void longCommentsShownCutShort();
    void longCommentBeforeShownCutShort();
    void thousandsOfAlternativesAndDeepNesting();
};

void TestMoveTreeModel::nagSymbols_data() {
    QTest::addColumn<int>("nag");
    QTest::addColumn<QString>("symbol");
    QTest::addRow("$1") << 1 << QStringLiteral("!");
    QTest::addRow("$2") << 2 << QStringLiteral("?");
    QTest::addRow("$3") << 3 << QStringLiteral("!!");
    QTest::addRow("$4") << 4 << QStringLiteral("??");
    QTest::addRow("$5") << 5 << QStringLiteral("!?");
    QTest::addRow("$6") << 6 << QStringLiteral("?!");
    QTest::addRow("$10") << 10 << QStringLiteral("=");
    QTest::addRow("$13") << 13 << QStringLiteral("∞");
    QTest::addRow("$14") << 14 << QStringLiteral("⩲");
    QTest::addRow("$15") << 15 << QStringLiteral("⩱");
    QTest::addRow("$16") << 16 << QStringLiteral("±");
    QTest::addRow("$17") << 17 << QStringLiteral("∓");
    QTest::addRow("$18") << 18 << QStringLiteral("+−");
    QTest::addRow("$19") << 19 << QStringLiteral("−+");
    QTest::addRow("$0") << 0 << QStringLiteral("$0");
    QTest::addRow("$11") << 11 << QStringLiteral("$11");
    QTest::addRow("$22") << 22 << QStringLiteral("$22");
    QTest::addRow("$255") << 255 << QStringLiteral("$255");
}

void TestMoveTreeModel::nagSymbols() {
    QFETCH(int, nag);
    QFETCH(QString, symbol);
    QCOMPARE(nagSymbol(nag), symbol);
}

void TestMoveTreeModel::emptyModel() {
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 2);
    QVERIFY(!model.addMove(GameTree::root(), Move::none()));
    QVERIFY(!model.deleteFrom(1));

    Game game; // no moves yet
    model.setGame(&game);
    QCOMPARE(model.rowCount(), 0);
    QSignalSpy changed(&model, &MoveTreeModel::gameChanged);
    const auto e4 = model.addMove(GameTree::root(), moveOf(game.tree(), GameTree::root(), "e4"));
    QVERIFY(e4);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(outline(model), QStringLiteral("1. e4"));
    model.setGame(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

// Game 44 of the file: 140 plies, "??" glyphs, comments, and a variation inside a variation.
void TestMoveTreeModel::realGameRows() {
    std::vector<Game> games = readFile(AnnotatedFile);
    QCOMPARE(int(games.size()), 48);
    Game& game = games[43];
    QCOMPARE(*game.tag("White"), std::string("emecetchat"));

    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    checkRoundTrips(model, game.tree());

    QCOMPARE(model.rowCount(), 140);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("1. d3"));
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("1… Nf6"));
    QCOMPARE(model.index(139, 0).data().toString(), QStringLiteral("70… Nd7"));
    QCOMPARE(model.index(138, 1).data().toString(), QStringLiteral("Crazy stuff!"));
    QCOMPARE(model.index(53, 1).data().toString(),
             QStringLiteral("Took me a while to spot this. Sigh."));

    const QModelIndex blunder = model.index(61, 0);
    QCOMPARE(blunder.data().toString(), QStringLiteral("31… Rxh2??"));
    QCOMPARE(blunder.data(MoveTreeModel::NagsRole).value<QList<int>>(), QList<int>{4});
    QCOMPARE(model.index(60, 1).data().toString(), QStringLiteral("So far so good (kind of)."));
    QCOMPARE(outline(model, blunder), QStringLiteral("31… Qe8+"));
    QCOMPARE(model.index(0, 0, blunder).data(MoveTreeModel::IsMainLineRole).toBool(), false);
    QCOMPARE(blunder.data(MoveTreeModel::IsMainLineRole).toBool(), true);

    const QModelIndex qb7 = model.index(63, 0);
    QCOMPARE(qb7.data().toString(), QStringLiteral("32… Qb7"));
    QCOMPARE(outline(model, qb7),
             QStringLiteral("32… Nd4 [33. Qa4 [33. Kxd4 [33… Qb7]], 33… Nc2+, 34. Kd3, 34… b5, "
                            "35. Rxb8]"));
    const QModelIndex nd4 = model.index(0, 0, qb7);
    QCOMPARE(model.index(0, 1, qb7).data().toString(),
             QStringLiteral("My excuse is that I would never have seen this."));
    QCOMPARE(model.index(3, 0, nd4).data().toString(), QStringLiteral("34… b5"));
    QCOMPARE(model.index(3, 1, nd4).data().toString(), QStringLiteral("And the best move is"));

    QCOMPARE(model.index(72, 0).data().toString(), QStringLiteral("37. Qe7+??"));
    QCOMPARE(outline(model, model.index(72, 0)), QStringLiteral("37. Re7+"));
    QCOMPARE(model.index(102, 0).data().toString(), QStringLiteral("52. Re6+??"));
    QCOMPARE(model.index(89, 0).data().toString(), QStringLiteral("45… Ng5??"));
}

// Every game of the file, under the tester: one row per node and back.
void TestMoveTreeModel::everyRealGame() {
    std::vector<Game> games = readFile(AnnotatedFile);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (Game& game : games) {
        model.setGame(&game);
        checkRoundTrips(model, game.tree());
        QCOMPARE(model.rowCount(), int(game.tree().mainLine().size()) - 1);
    }
}

// Game 12 nests variations three deep (41. a4 ... (42. b5 ... (45. d6 ...))).
void TestMoveTreeModel::deepNesting() {
    std::vector<Game> games = readFile(AnnotatedFile);
    Game& game = games[11];
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    checkRoundTrips(model, game.tree());
    const QModelIndex f5 = model.index(80, 0);
    QCOMPARE(f5.data().toString(), QStringLiteral("41. f5"));
    QCOMPARE(f5.data(MoveTreeModel::CommentBeforeRole).toString(), QString());
    QCOMPARE(model.index(80, 1).data().toString(),
             QStringLiteral("Insane and completely pointless."));
    QCOMPARE(outline(model, f5),
             QStringLiteral("41. a4 [41… Kh2, 42. d5 [42. b5 [42… h4, 43. bxc6, 43… bxc6, 44. d5, "
                            "44… h3, 45. dxc6 [45. d6 [45… Kg1, 46. d7, 46… h2, 47. d8=Q, "
                            "47… h1=Q+]], 45… Kg1, 46. c7, 46… h2, 47. c8=Q, 47… h1=Q+]], "
                            "42… cxd5, 43. b5, 43… h4, 44. c6 [44. bxa6]]"));
    const QModelIndex b5 = model.index(0, 0, model.index(1, 0, model.index(0, 0, f5)));
    QCOMPARE(b5.data().toString(), QStringLiteral("42. b5"));
    QCOMPARE(model.index(0, 1, model.index(1, 0, model.index(0, 0, f5))).data().toString(),
             QStringLiteral("also wins, but it's much more complicated."));
}

void TestMoveTreeModel::addMove_data() {
    QTest::addColumn<QString>("after");     // the line the move is played after
    QTest::addColumn<QString>("move");      // SAN
    QTest::addColumn<bool>("existing");     // reused, no row inserted
    QTest::addColumn<QString>("parentRow"); // text of the new row's parent row, "" top level
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("expected"); // the outline after
    QTest::addRow("existing main move") << ""
                                        << "e4" << true << "" << 0 << SampleOutline;
    QTest::addRow("existing variation") << "e4"
                                        << "e5" << true << "1… c5?" << 0 << SampleOutline;
    QTest::addRow("new first-move variation")
        << ""
        << "d4" << false << "1. e4" << 0
        << QStringLiteral("1. e4 [1. d4], 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4]], 2… Nc6]], "
                          "2. Nf3, 2… d6");
    QTest::addRow("second variation")
        << "e4"
        << "e6" << false << "1… c5?" << 1
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4]], 2… Nc6], 1… e6], "
                          "2. Nf3, 2… d6");
    QTest::addRow("main line extended")
        << "e4 c5 Nf3 d6"
        << "d4" << false << "" << 4
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4]], 2… Nc6]], 2. Nf3, "
                          "2… d6, 3. d4");
    QTest::addRow("variation extended")
        << "e4 e5 Nf3 Nc6"
        << "Bb5" << false << "1… e5" << 2
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4]], 2… Nc6, 3. Bb5]], "
                          "2. Nf3, 2… d6");
    QTest::addRow("nested variation extended")
        << "e4 e5 f4 exf4"
        << "Nf3" << false << "2. f4" << 1
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4, 3. Nf3]], 2… Nc6]], "
                          "2. Nf3, 2… d6");
    QTest::addRow("variation inside a variation")
        << "e4 e5 Nf3"
        << "d6" << false << "2… Nc6" << 0
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4]], 2… Nc6 [2… d6]]], "
                          "2. Nf3, 2… d6");
    QTest::addRow("first move of a new line after a variation start")
        << "e4 e5 f4"
        << "d5" << false << "2… exf4" << 0
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4 [2… d5]]], 2… Nc6]], "
                          "2. Nf3, 2… d6");
}

void TestMoveTreeModel::addMove() {
    QFETCH(QString, after);
    QFETCH(QString, move);
    QFETCH(bool, existing);
    QFETCH(QString, parentRow);
    QFETCH(int, row);
    QFETCH(QString, expected);

    Game game = readText(SampleGame);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    QCOMPARE(outline(model), SampleOutline);
    const int sizeBefore = game.tree().size();

    const NodeId parent = nodeOf(game.tree(), after);
    const Move m = moveOf(game.tree(), parent, move);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &MoveTreeModel::gameChanged);
    const auto added = model.addMove(parent, m);
    QVERIFY(added);
    QCOMPARE(game.tree().move(*added), m);
    QCOMPARE(game.tree().parent(*added), parent);
    QCOMPARE(outline(model), expected);
    checkRoundTrips(model, game.tree());

    const QModelIndex index = model.indexOf(*added);
    QCOMPARE(index.row(), row);
    QCOMPARE(index.parent().data().toString(), parentRow);
    if (existing) {
        QCOMPARE(*added, nodeOf(game.tree(), after + QLatin1Char(' ') + move));
        QCOMPARE(game.tree().size(), sizeBefore);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(changed.count(), 0);
    } else {
        QCOMPARE(game.tree().size(), sizeBefore + 1);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted[0][0].value<QModelIndex>(), index.parent());
        QCOMPARE(inserted[0][1].toInt(), row);
        QCOMPARE(inserted[0][2].toInt(), row);
        QCOMPARE(changed.count(), 1);
        // Playing it again finds it.
        QCOMPARE(model.addMove(parent, m), added);
        QCOMPARE(inserted.count(), 1);
    }
}

void TestMoveTreeModel::addMoveRefusesIllegal() {
    Game game = readText(SampleGame);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &MoveTreeModel::gameChanged);
    // e2e4 again after 1. e4: White's pawn is no longer on e2, and it is Black's turn.
    const Move e4 = moveOf(game.tree(), GameTree::root(), "e4");
    QVERIFY(!model.addMove(nodeOf(game.tree(), "e4"), e4));
    QVERIFY(!model.addMove(12345, e4));
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(outline(model), SampleOutline);
}

namespace {

enum class Edit { Promote, DeleteVariation, DeleteFrom };

bool applyToTree(GameTree& tree, Edit edit, NodeId id) {
    switch (edit) {
    case Edit::Promote: return tree.promoteVariation(id);
    case Edit::DeleteVariation: return tree.deleteVariation(id);
    case Edit::DeleteFrom: return tree.deleteFrom(id);
    }
    return false;
}

bool applyToModel(MoveTreeModel& model, Edit edit, NodeId id) {
    switch (edit) {
    case Edit::Promote: return model.promoteVariation(id);
    case Edit::DeleteVariation: return model.deleteVariation(id);
    case Edit::DeleteFrom: return model.deleteFrom(id);
    }
    return false;
}

} // namespace

void TestMoveTreeModel::structuralEdits_data() {
    QTest::addColumn<int>("edit");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<int>("removedSignals"); // rowsRemoved emissions
    QTest::addColumn<int>("layoutSignals");  // layoutChanged emissions
    QTest::addColumn<QString>("expected");
    const int promote = int(Edit::Promote);
    const int deleteVariation = int(Edit::DeleteVariation);
    const int deleteFrom = int(Edit::DeleteFrom);

    QTest::addRow("promote from inside the variation")
        << promote << "e4 e5 Nf3 Nc6" << true << 0 << 1
        << QStringLiteral("1. e4, 1… e5 [1… c5? [2. Nf3, 2… d6]], 2. Nf3 [2. f4 [2… exf4]], "
                          "2… Nc6");
    QTest::addRow("promote a nested variation one level")
        << promote << "e4 e5 f4 exf4" << true << 0 << 1
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. f4 [2. Nf3 [2… Nc6]], 2… exf4]], 2. Nf3, "
                          "2… d6");
    QTest::addRow("promote the main line")
        << promote << "e4 c5 Nf3" << false << 0 << 0 << SampleOutline;
    QTest::addRow("delete a nested variation")
        << deleteVariation << "e4 e5 f4 exf4" << true << 1 << 0
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3, 2… Nc6]], 2. Nf3, 2… d6");
    QTest::addRow("delete a variation with a nested one")
        << deleteVariation << "e4 e5 Nf3" << true << 1 << 0
        << QStringLiteral("1. e4, 1… c5?, 2. Nf3, 2… d6");
    QTest::addRow("delete the main line as a variation")
        << deleteVariation << "e4 c5" << false << 0 << 0 << SampleOutline;
    QTest::addRow("delete from the main line")
        << deleteFrom << "e4 c5 Nf3" << true << 1 << 0
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4]], 2… Nc6]]");
    QTest::addRow("delete from a move with an alternative")
        << deleteFrom << "e4 c5" << true << 1 << 1
        << QStringLiteral("1. e4, 1… e5, 2. Nf3 [2. f4 [2… exf4]], 2… Nc6");
    QTest::addRow("delete from inside a variation")
        << deleteFrom << "e4 e5 Nf3 Nc6" << true << 1 << 0
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3 [2. f4 [2… exf4]]]], 2. Nf3, 2… d6");
    QTest::addRow("delete from a variation's first move")
        << deleteFrom << "e4 e5 f4" << true << 1 << 0
        << QStringLiteral("1. e4, 1… c5? [1… e5 [2. Nf3, 2… Nc6]], 2. Nf3, 2… d6");
    QTest::addRow("delete from the first move")
        << deleteFrom << "e4" << true << 1 << 0 << QString();
}

void TestMoveTreeModel::structuralEdits() {
    QFETCH(int, edit);
    QFETCH(QString, target);
    QFETCH(bool, accepted);
    QFETCH(int, removedSignals);
    QFETCH(int, layoutSignals);
    QFETCH(QString, expected);

    Game game = readText(SampleGame);
    Game reference = game; // the same edit made by the GameTree alone
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &MoveTreeModel::gameChanged);

    const NodeId id = nodeOf(game.tree(), target);
    QCOMPARE(applyToModel(model, Edit(edit), id), accepted);
    QCOMPARE(applyToTree(reference.tree(), Edit(edit), id), accepted);
    QVERIFY(kibitz::pgn::sameContent(game.tree(), reference.tree()));

    QCOMPARE(outline(model), expected);
    MoveTreeModel fresh;
    fresh.setGame(&reference);
    QCOMPARE(outline(fresh), expected);
    checkRoundTrips(model, game.tree());

    QCOMPARE(removed.count(), removedSignals);
    QCOMPARE(layout.count(), layoutSignals);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), accepted ? 1 : 0);
}

// Replacing the game by another version of it (annotated again) removes and inserts the rows of
// the moves that go and come, tells of the rows whose text changed, and resets only when the
// moves that stay would change places.
void TestMoveTreeModel::replaceGameChangesOnlyWhatChanged_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<int>("removedRows");
    QTest::addColumn<int>("insertedRows");
    QTest::addColumn<int>("resets");
    QTest::addColumn<QString>("expected");

    QTest::addRow("glyphs and comments")
        << QString::fromLatin1(SampleGame)
        << QStringLiteral("1. e4 {[%eval 0.10] Kibitz} c5 $4 (1... e5 2. "
                          "Nf3 (2. f4 exf4) Nc6) 2. Nf3 $1 $14 d6 *\n")
        << 0 << 0 << 0
        << QStringLiteral("1. e4, 1… c5?? [1… e5 [2. Nf3 [2. f4 "
                          "[2… exf4]], 2… Nc6]], 2. Nf3! ⩲, 2… d6");
    QTest::addRow("a variation goes, others come")
        << QStringLiteral("1. e4 c5 (1... c6 2. d4) 2. Nf3 d6 *\n")
        << QStringLiteral("1. e4 c5 (1... e6 $2 2. d4 d5) 2. Nf3 d6 (2... Nc6) *\n") << 1 << 4 << 0
        << QStringLiteral("1. e4, 1… c5 [1… e6? [2. d4, 2… d5]], 2. Nf3, 2… d6 [2… Nc6]");
    QTest::addRow("the same first move, another line")
        << QStringLiteral("1. e4 c5 (1... e6 2. d4 d5) 2. Nf3 *\n")
        << QStringLiteral("1. e4 c5 (1... e6 2. Nf3) 2. Nf3 *\n") << 2 << 1 << 0
        << QStringLiteral("1. e4, 1… c5 [1… e6 [2. Nf3]], 2. Nf3");
    QTest::addRow("the main line cut and grown")
        << QStringLiteral("1. e4 c5 2. Nf3 d6 *\n") << QStringLiteral("1. e4 c5 2. c3 *\n") << 2
        << 1 << 0 << QStringLiteral("1. e4, 1… c5, 2. c3");
    QTest::addRow("alternatives in another order")
        << QStringLiteral("1. e4 c5 (1... e5) (1... c6) *\n")
        << QStringLiteral("1. e4 c5 (1... c6) (1... e5) *\n") << 0 << 0 << 1
        << QStringLiteral("1. e4, 1… c5 [1… c6, 1… e5]");
    QTest::addRow("a variation promoted")
        << QStringLiteral("1. e4 c5 (1... e5) *\n") << QStringLiteral("1. e4 e5 (1... c5) *\n") << 0
        << 0 << 1 << QStringLiteral("1. e4, 1… e5 [1… c5]");
    QTest::addRow("another start") << QStringLiteral("1. e4 *\n")
                                   << QStringLiteral("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n"
                                                     "[SetUp \"1\"]\n\n1. e4 *\n")
                                   << 0 << 0 << 1 << QStringLiteral("1. e4");
}

void TestMoveTreeModel::replaceGameChangesOnlyWhatChanged() {
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(int, removedRows);
    QFETCH(int, insertedRows);
    QFETCH(int, resets);
    QFETCH(QString, expected);

    Game game = readText(before.toUtf8().constData());
    const Game next = readText(after.toUtf8().constData());
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const NodeId e4 = nodeOf(game.tree(), "e4");
    const QPersistentModelIndex onE4(model.indexOf(e4, MoveTreeModel::CommentColumn));
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy edited(&model, &MoveTreeModel::gameChanged);

    model.replaceGame(next);

    QCOMPARE(outline(model), expected);
    QCOMPARE(kibitz::pgn::writeGame(game), kibitz::pgn::writeGame(next));
    QVERIFY(kibitz::pgn::sameContent(game.tree(), next.tree()));
    checkRoundTrips(model, game.tree());
    int removedCount = 0;
    for (const auto& arguments : removed)
        removedCount += arguments.at(2).toInt() - arguments.at(1).toInt() + 1;
    QCOMPARE(removedCount, removedRows);
    QCOMPARE(int(inserted.count()), insertedRows); // one row at a time
    QCOMPARE(int(aboutToReset.count()), resets);
    QCOMPARE(int(reset.count()), resets);
    QCOMPARE(int(edited.count()), 0);
    if (resets == 0) {
        // The move that stayed kept its row and id, so a view's selection stays on it.
        QVERIFY(onE4.isValid());
        QCOMPARE(model.nodeAt(onE4), e4);
        QCOMPARE(onE4.column(), int(MoveTreeModel::CommentColumn));
    }
    if (QTest::currentDataTag() == QStringLiteral("glyphs and comments")) {
        // Three rows changed (1. e4, 1… c5, 2. Nf3): the main line's rows 0-2, as one run.
        QCOMPARE(int(dataChanged.count()), 1);
        QCOMPARE(dataChanged.at(0).at(0).toModelIndex(), model.indexOf(e4));
        QCOMPARE(dataChanged.at(0).at(1).toModelIndex(),
                 model.indexOf(nodeOf(game.tree(), "e4 c5 Nf3"), MoveTreeModel::CommentColumn));
        QCOMPARE(textAt(model, e4, MoveTreeModel::CommentColumn), QStringLiteral("Kibitz"));
    }
}

// A view's selection stays on its move when lines are regrouped.
void TestMoveTreeModel::promoteKeepsPersistentIndexes() {
    Game game = readText(SampleGame);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const NodeId nc6 = nodeOf(game.tree(), "e4 e5 Nf3 Nc6");
    const NodeId d6 = nodeOf(game.tree(), "e4 c5 Nf3 d6");
    const QPersistentModelIndex onNc6(model.indexOf(nc6, MoveTreeModel::CommentColumn));
    const QPersistentModelIndex onD6(model.indexOf(d6));
    QCOMPARE(onNc6.parent().data().toString(), QStringLiteral("1… e5"));
    QCOMPARE(onD6.row(), 3);

    QVERIFY(model.promoteVariation(nc6));
    QVERIFY(!onNc6.parent().isValid());
    QCOMPARE(onNc6.row(), 3);
    QCOMPARE(onNc6.column(), int(MoveTreeModel::CommentColumn));
    QCOMPARE(model.nodeAt(onNc6), nc6);
    // c5 is now the alternative to 1… e5, and d6 the second move of its line.
    QCOMPARE(onD6.parent().data().toString(), QStringLiteral("1… c5?"));
    QCOMPARE(onD6.parent().parent().data().toString(), QStringLiteral("1… e5"));
    QCOMPARE(onD6.row(), 1);
    QCOMPARE(model.nodeAt(onD6), d6);

    // And a deleted move's index dies with it.
    QVERIFY(model.deleteFrom(nodeOf(game.tree(), "e4 c5 Nf3")));
    QVERIFY(!onD6.isValid());
    QCOMPARE(model.nodeAt(onNc6), nc6);
}

// A long run of edits of every kind at random places, each checked against the same edit made by
// the GameTree alone: the rows always match a model built afresh over the edited tree.
void TestMoveTreeModel::randomEdits() {
    std::vector<Game> games = readFile(AnnotatedFile);
    Game& game = games[11];
    Game reference = game;
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    QSignalSpy changed(&model, &MoveTreeModel::gameChanged);

    std::uint64_t state = 20240611; // a fixed seed: the same run every time
    const auto random = [&state](int bound) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return int((state >> 33) % std::uint64_t(bound));
    };
    int edits = 0;
    for (int step = 0; step < 400; ++step) {
        GameTree& tree = game.tree();
        std::vector<NodeId> live;
        for (NodeId id = 0; id < tree.capacity(); ++id)
            if (tree.contains(id)) live.push_back(id);
        const NodeId id = live[std::size_t(random(int(live.size())))];
        // Adding is more likely than deleting, so the tree keeps a good size.
        const int kind = tree.size() < 20 ? 0 : random(8);
        bool accepted = false;
        if (kind <= 3) {
            const chess::MoveList moves(tree.positionAt(id));
            if (moves.size() == 0) continue;
            const Move move = moves.begin()[random(int(moves.size()))];
            const int sizeBefore = tree.size();
            const auto added = model.addMove(id, move);
            const auto expected = reference.tree().addMove(id, move);
            QVERIFY(added && expected);
            QCOMPARE(*added, *expected);
            accepted = tree.size() > sizeBefore; // a new node, not an existing one found
        } else if (kind == 4) {
            accepted = model.promoteVariation(id);
            QCOMPARE(reference.tree().promoteVariation(id), accepted);
        } else if (kind == 5) {
            accepted = model.deleteVariation(id);
            QCOMPARE(reference.tree().deleteVariation(id), accepted);
        } else if (kind == 6) {
            if (tree.ply(id) < 6) continue; // keep the game's opening
            accepted = model.deleteFrom(id);
            QCOMPARE(reference.tree().deleteFrom(id), accepted);
        } else {
            const std::vector<Nag> nags{Nag(1 + random(19))};
            accepted = model.setNags(id, nags);
            QCOMPARE(reference.tree().setNags(id, nags), accepted);
        }
        if (accepted) ++edits;
        QVERIFY(kibitz::pgn::sameContent(tree, reference.tree()));
        MoveTreeModel fresh;
        fresh.setGame(&reference);
        QCOMPARE(outline(model), outline(fresh));
        checkRoundTrips(model, tree);
    }
    QVERIFY(edits > 200);
    QCOMPARE(changed.count(), edits);
}

// The move alone, without number and glyphs: what the book-style text writes after its own number.
void TestMoveTreeModel::moveSan() {
    Game game = readText(SampleGame);
    MoveTreeModel model;
    model.setGame(&game);
    const NodeId c5 = nodeOf(game.tree(), "e4 c5");
    const NodeId e4 = nodeOf(game.tree(), "e4");
    QCOMPARE(textAt(model, c5), QStringLiteral("1… c5?"));
    QCOMPARE(model.moveSan(c5), QStringLiteral("c5"));
    QCOMPARE(model.moveSan(e4), QStringLiteral("e4"));
    QCOMPARE(model.moveSan(GameTree::root()), QString());
    QCOMPARE(model.moveSan(9999), QString());
    // A move added since the names were worked out.
    const auto added = model.addMove(c5, Move(kibitz::chess::B1, kibitz::chess::C3));
    QVERIFY(added);
    QCOMPARE(model.moveSan(*added), QStringLiteral("Nc3"));
}

void TestMoveTreeModel::nags() {
    Game game = readText(SampleGame);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const NodeId c5 = nodeOf(game.tree(), "e4 c5");
    const NodeId e4 = nodeOf(game.tree(), "e4");
    QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy changed(&model, &MoveTreeModel::gameChanged);

    QCOMPARE(textAt(model, c5), QStringLiteral("1… c5?"));
    QVERIFY(model.setNags(c5, {3, 14}));
    QCOMPARE(textAt(model, c5), QStringLiteral("1… c5!! ⩲"));
    QCOMPARE(dataChanged.count(), 1);
    QCOMPARE(dataChanged[0][0].value<QModelIndex>(), model.indexOf(c5));
    QCOMPARE(dataChanged[0][1].value<QModelIndex>(), model.indexOf(c5, 1));

    QVERIFY(model.addNag(c5, 16));
    QCOMPARE(textAt(model, c5), QStringLiteral("1… c5!! ⩲ ±"));
    QVERIFY(model.addNag(c5, 16)); // already there: nothing changes
    QCOMPARE(dataChanged.count(), 2);
    QVERIFY(model.removeNag(c5, 3));
    QCOMPARE(textAt(model, c5), QStringLiteral("1… c5 ⩲ ±"));
    QCOMPARE(model.indexOf(c5).data(MoveTreeModel::NagsRole).value<QList<int>>(),
             (QList<int>{14, 16}));
    QVERIFY(!model.removeNag(c5, 3)); // not there
    QVERIFY(model.addNag(e4, 146));
    QCOMPARE(textAt(model, e4), QStringLiteral("1. e4 $146"));
    QVERIFY(!model.addNag(GameTree::root(), 1));
    QVERIFY(!model.setNags(GameTree::root(), {1}));
    QCOMPARE(dataChanged.count(), 4);
    QCOMPARE(changed.count(), 4);
}

void TestMoveTreeModel::commentKeepsCommands() {
    Game game = readText(SampleGame);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const GameTree& tree = game.tree();
    const NodeId e4 = nodeOf(tree, "e4");
    const NodeId d6 = nodeOf(tree, "e4 c5 Nf3 d6");
    const QModelIndex comment = model.indexOf(e4, MoveTreeModel::CommentColumn);
    QCOMPARE(comment.data().toString(), QStringLiteral("Best by test"));
    QCOMPARE(comment.data(Qt::EditRole).toString(), QStringLiteral("Best by test"));
    QCOMPARE(comment.data(MoveTreeModel::EvalRole).toString(), QStringLiteral("0.30"));
    QVERIFY(model.indexOf(d6).data(MoveTreeModel::EvalRole).isNull());

    QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy changed(&model, &MoveTreeModel::gameChanged);
    QVERIFY(model.setData(comment, QStringLiteral("  Better   by test ")));
    QCOMPARE(tree.commentAfter(e4), std::string("[%eval 0.30] [%clk 0:05:00] Better by test"));
    QCOMPARE(comment.data().toString(), QStringLiteral("Better by test"));
    QCOMPARE(comment.data(MoveTreeModel::EvalRole).toString(), QStringLiteral("0.30"));
    QCOMPARE(kibitz::pgn::clock(tree.commentAfter(e4))->milliseconds, 300000);
    QCOMPARE(dataChanged.count(), 1);
    QCOMPARE(changed.count(), 1);

    QVERIFY(model.setData(comment, QString()));
    QCOMPARE(tree.commentAfter(e4), std::string("[%eval 0.30] [%clk 0:05:00]"));
    QCOMPARE(comment.data().toString(), QString());

    QVERIFY(model.setComment(d6, QStringLiteral("The Najdorf is near")));
    QCOMPARE(tree.commentAfter(d6), std::string("The Najdorf is near"));
    QCOMPARE(textAt(model, d6, MoveTreeModel::CommentColumn),
             QStringLiteral("The Najdorf is near"));
    QCOMPARE(changed.count(), 3);

    // Only the comment column takes edits.
    QVERIFY(!model.setData(model.indexOf(d6), QStringLiteral("no")));
    QVERIFY(!model.setData(model.indexOf(d6, 1), QStringLiteral("no"), Qt::DisplayRole));
    QCOMPARE(changed.count(), 3);

    // The game's opening comment belongs to the root, which has no row.
    QVERIFY(model.setComment(GameTree::root(), QStringLiteral("A sharp game")));
    QCOMPARE(tree.commentAfter(GameTree::root()), std::string("A sharp game"));
    QCOMPARE(changed.count(), 4);
}

namespace {

// Comments before moves where PGN has them: before the game's first move (the game's comment), at
// the start of a variation, and after a variation closes (with a command the user does not see).
constexpr const char* CommentedGame =
    "{Opening words} 1. e4 {Best by test} e5 ({Also good is} 1... c5 2. Nf3) "
    "{[%cal Ge2e4] After the variation} 2. Nf3 Nc6 *\n";

// The movetext as the PGN writer writes it, without the tags.
QString movetextOf(const Game& game) {
    const QString pgn = QString::fromStdString(kibitz::pgn::writeGame(game));
    // Lines break where a space was: one line, for a readable expected value.
    return pgn.mid(pgn.indexOf(QStringLiteral("\n\n")) + 2)
        .trimmed()
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
}

} // namespace

void TestMoveTreeModel::commentBeforeShown() {
    Game game = readText(CommentedGame);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const GameTree& tree = game.tree();
    // Where the reader put them.
    QCOMPARE(tree.commentAfter(GameTree::root()), std::string("Opening words"));
    const NodeId e4 = nodeOf(tree, "e4");
    const NodeId e5 = nodeOf(tree, "e4 e5");
    const NodeId c5 = nodeOf(tree, "e4 c5");
    const NodeId nf3 = nodeOf(tree, "e4 e5 Nf3");
    QCOMPARE(tree.commentBefore(e4), std::string());
    QCOMPARE(tree.commentBefore(c5), std::string("Also good is"));
    QCOMPARE(tree.commentBefore(nf3), std::string("[%cal Ge2e4] After the variation"));

    const auto before = [&model](NodeId id) {
        return model.indexOf(id, MoveTreeModel::CommentColumn)
            .data(MoveTreeModel::CommentBeforeRole)
            .toString();
    };
    const auto tip = [&model](NodeId id) {
        return model.indexOf(id, MoveTreeModel::CommentColumn).data(Qt::ToolTipRole);
    };
    // The game's comment is the first move's comment before.
    QCOMPARE(model.gameComment(), QStringLiteral("Opening words"));
    QCOMPARE(before(e4), QStringLiteral("Opening words"));
    QCOMPARE(textAt(model, e4, MoveTreeModel::CommentColumn), QStringLiteral("Best by test"));
    QCOMPARE(tip(e4).toString(),
             QStringLiteral("Before the move: Opening words\nAfter the move: Best by test"));
    QCOMPARE(before(c5), QStringLiteral("Also good is"));
    QCOMPARE(textAt(model, c5, MoveTreeModel::CommentColumn), QString());
    QCOMPARE(tip(c5).toString(), QStringLiteral("Before the move: Also good is"));
    // The command stays hidden, as in the comment after.
    QCOMPARE(before(nf3), QStringLiteral("After the variation"));
    QCOMPARE(tip(nf3).toString(), QStringLiteral("Before the move: After the variation"));
    // No comment: nothing, and no tooltip.
    QCOMPARE(before(e5), QString());
    QVERIFY(!tip(e5).isValid());
    // The role is the comment column's; the move column gives no tooltip.
    QVERIFY(!model.indexOf(e4).data(Qt::ToolTipRole).isValid());
    QCOMPARE(outline(model), QStringLiteral("1. e4, 1… e5 [1… c5 [2. Nf3]], 2. Nf3, 2… Nc6"));
}

void TestMoveTreeModel::commentBeforeEdited() {
    Game game = readText(CommentedGame);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const GameTree& tree = game.tree();
    const NodeId e4 = nodeOf(tree, "e4");
    const NodeId e5 = nodeOf(tree, "e4 e5");
    const NodeId c5 = nodeOf(tree, "e4 c5");
    const NodeId nf3 = nodeOf(tree, "e4 e5 Nf3");
    QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy changed(&model, &MoveTreeModel::gameChanged);
    const auto changedRow = [&dataChanged](int i) {
        return std::pair(dataChanged[i][0].value<QModelIndex>(),
                         dataChanged[i][1].value<QModelIndex>());
    };
    const auto rowOf = [&model](NodeId id) {
        return std::pair(model.indexOf(id), model.indexOf(id, MoveTreeModel::CommentColumn));
    };

    // The words change, blanks made single; the command stays, in front.
    QVERIFY(model.setCommentBefore(nf3, QStringLiteral("  Now   quiet ")));
    QCOMPARE(tree.commentBefore(nf3), std::string("[%cal Ge2e4] Now quiet"));
    QCOMPARE(model.indexOf(nf3, 1).data(MoveTreeModel::CommentBeforeRole).toString(),
             QStringLiteral("Now quiet"));
    QCOMPARE(dataChanged.count(), 1);
    QCOMPARE(changedRow(0), rowOf(nf3));
    QCOMPARE(changed.count(), 1);
    // Emptied, the command is left.
    QVERIFY(model.setCommentBefore(nf3, QString()));
    QCOMPARE(tree.commentBefore(nf3), std::string("[%cal Ge2e4]"));
    QCOMPARE(changed.count(), 2);

    // Through setData, with the role.
    const QModelIndex c5Comment = model.indexOf(c5, MoveTreeModel::CommentColumn);
    QVERIFY(
        model.setData(c5Comment, QStringLiteral("The Sicilian"), MoveTreeModel::CommentBeforeRole));
    QCOMPARE(tree.commentBefore(c5), std::string("The Sicilian"));
    QCOMPARE(tree.commentAfter(c5), std::string()); // the comment after is another thing
    QCOMPARE(c5Comment.data(MoveTreeModel::CommentBeforeRole).toString(),
             QStringLiteral("The Sicilian"));
    QCOMPARE(changedRow(2), rowOf(c5));
    QCOMPARE(changed.count(), 3);
    // Any move takes one, also one in the middle of a line.
    QVERIFY(model.setCommentBefore(e5, QStringLiteral("Symmetry")));
    QCOMPARE(tree.commentBefore(e5), std::string("Symmetry"));
    QCOMPARE(tree.commentAfter(nodeOf(tree, "e4")), std::string("Best by test"));
    QCOMPARE(changed.count(), 4);

    // The same words again: nothing changes and nothing is emitted.
    QVERIFY(model.setCommentBefore(c5, QStringLiteral(" The  Sicilian")));
    QCOMPARE(dataChanged.count(), 4);
    QCOMPARE(changed.count(), 4);
    // Refused: the root (whose comment is the game's, see setComment) and unknown nodes; the move
    // column and the display role take no comment before.
    QVERIFY(!model.setCommentBefore(GameTree::root(), QStringLiteral("no")));
    QVERIFY(!model.setCommentBefore(12345, QStringLiteral("no")));
    QVERIFY(
        !model.setData(model.indexOf(c5), QStringLiteral("no"), MoveTreeModel::CommentBeforeRole));
    QVERIFY(!model.setData(c5Comment, QStringLiteral("no"), Qt::DisplayRole));
    QCOMPARE(tree.commentBefore(c5), std::string("The Sicilian"));
    QCOMPARE(changed.count(), 4);

    // Before the first move is the game's comment: the words go to the root, where the reader
    // would put them.
    QVERIFY(model.setCommentBefore(e4, QStringLiteral("A new start")));
    QCOMPARE(tree.commentAfter(GameTree::root()), std::string("A new start"));
    QCOMPARE(tree.commentBefore(e4), std::string());
    QCOMPARE(model.gameComment(), QStringLiteral("A new start"));
    QCOMPARE(changedRow(4), rowOf(e4));
    QCOMPARE(changed.count(), 5);
    // And the game's comment set on the root shows in the first row.
    QVERIFY(model.setComment(GameTree::root(), QStringLiteral("Game words")));
    QCOMPARE(model.indexOf(e4, 1).data(MoveTreeModel::CommentBeforeRole).toString(),
             QStringLiteral("Game words"));
    QCOMPARE(dataChanged.count(), 6);
    QCOMPARE(changedRow(5), rowOf(e4));
    QCOMPARE(changed.count(), 6);
}

// Edits where PGN has a comment before a move survive the writer and the reader exactly, and the
// commands with them.
void TestMoveTreeModel::commentBeforeRoundTrip() {
    Game game = readText(CommentedGame);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const GameTree& tree = game.tree();
    QVERIFY(model.setCommentBefore(nodeOf(tree, "e4"), QStringLiteral("Played in 1851")));
    QVERIFY(model.setCommentBefore(nodeOf(tree, "e4 c5"), QStringLiteral("The Sicilian")));
    QVERIFY(model.setCommentBefore(nodeOf(tree, "e4 e5 Nf3"), QStringLiteral("Back to the game")));
    QCOMPARE(movetextOf(game),
             QStringLiteral("{ Played in 1851 } 1. e4 { Best by test } 1... e5 ({ The Sicilian } "
                            "1... c5 2. Nf3) { [%cal Ge2e4] Back to the game } 2. Nf3 Nc6 *"));

    Game reread = readText(kibitz::pgn::writeGame(game).c_str());
    QVERIFY(kibitz::pgn::sameContent(reread.tree(), tree));
    MoveTreeModel rereadModel;
    rereadModel.setGame(&reread);
    const auto before = [](const MoveTreeModel& m, NodeId id) {
        return m.indexOf(id, 1).data(MoveTreeModel::CommentBeforeRole).toString();
    };
    QCOMPARE(before(rereadModel, nodeOf(reread.tree(), "e4")), QStringLiteral("Played in 1851"));
    QCOMPARE(before(rereadModel, nodeOf(reread.tree(), "e4 c5")), QStringLiteral("The Sicilian"));
    QCOMPARE(before(rereadModel, nodeOf(reread.tree(), "e4 e5 Nf3")),
             QStringLiteral("Back to the game"));
    QCOMPARE(reread.tree().commentBefore(nodeOf(reread.tree(), "e4 e5 Nf3")),
             std::string("[%cal Ge2e4] Back to the game"));
}

// hasOwnCommentBefore says exactly where a comment before a move survives writing and reading
// back as that move's: for each move of a game with nested variations, one comment is written
// before it alone, and the game is read back.
void TestMoveTreeModel::ownCommentBeforeIsWhatPgnKeeps() {
    const char* text = "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) (1... e6 2. d4) 2. Nf3 Nc6 "
                       "3. Bb5 (3. Bc4 Bc5 (3... Nf6)) 3... a6 *\n";
    const Game original = readText(text);
    const int nodes = original.tree().size();
    QCOMPARE(nodes, 17); // the root and 16 moves
    int own = 0;
    for (NodeId id = 1; id < nodes; ++id) {
        Game game = original;
        MoveTreeModel model;
        model.setGame(&game);
        QVERIFY(model.setCommentBefore(id, QStringLiteral("here")));
        Game reread = readText(kibitz::pgn::writeGame(game).c_str());
        QCOMPARE(reread.tree().size(), nodes);
        MoveTreeModel rereadModel;
        rereadModel.setGame(&reread);
        const QString before =
            rereadModel.indexOf(id, 1).data(MoveTreeModel::CommentBeforeRole).toString();
        QCOMPARE(before == QStringLiteral("here"), model.hasOwnCommentBefore(id));
        if (model.hasOwnCommentBefore(id)) ++own;
    }
    // e4 (the game's comment), c5, e6, c3, d6 (after 2. Nf3's variation), Bc4, Nf6, and the
    // main line's moves after a variation: Nf3 (after 1... e5's) and a6 (after 3. Bb5's).
    QCOMPARE(own, 9);
}

// The game's comment shows as the first move's comment before: a promotion there moves it to the
// new first move, and both rows are reported changed.
void TestMoveTreeModel::gameCommentFollowsTheFirstMove() {
    Game game = readText("{The game} 1. e4 ({Or} 1. d4 d5) 1... e5 *\n");
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const GameTree& tree = game.tree();
    const NodeId e4 = nodeOf(tree, "e4");
    const NodeId d4 = nodeOf(tree, "d4");
    const auto before = [&model](NodeId id) {
        return model.indexOf(id, 1).data(MoveTreeModel::CommentBeforeRole).toString();
    };
    QCOMPARE(before(e4), QStringLiteral("The game"));
    QCOMPARE(before(d4), QStringLiteral("Or"));

    QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.promoteVariation(d4));
    QCOMPARE(outline(model), QStringLiteral("1. d4 [1. e4 [1… e5]], 1… d5"));
    QCOMPARE(before(d4), QStringLiteral("The game Or"));
    QCOMPARE(before(e4), QString());
    QCOMPARE(dataChanged.count(), 2);
    QCOMPARE(model.nodeAt(dataChanged[0][0].value<QModelIndex>()), e4);
    QCOMPARE(model.nodeAt(dataChanged[1][0].value<QModelIndex>()), d4);
    QCOMPARE(dataChanged[1][1].value<QModelIndex>(), model.indexOf(d4, 1));

    // An edit away from the first move leaves its row alone.
    const NodeId e5 = nodeOf(tree, "e4 e5");
    QVERIFY(model.deleteFrom(e5));
    QCOMPARE(dataChanged.count(), 2);
}

void TestMoveTreeModel::flagsAndHeaders() {
    Game game = readText(SampleGame);
    MoveTreeModel model;
    model.setGame(&game);
    const QModelIndex first = model.index(0, 0);
    QVERIFY(!(model.flags(first) & Qt::ItemIsEditable));
    QVERIFY(model.flags(first) & Qt::ItemIsSelectable);
    QVERIFY(model.flags(model.index(0, 1)) & Qt::ItemIsEditable);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Move"));
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Comment"));
    QCOMPARE(model.rowCount(model.index(1, 1)), 0); // children hang off the move column only
}

// The comment column shows at most 300 characters: cut after the last whole word within them (at
// 300 itself when no word ends after character 200, never inside a surrogate pair), then "…".
void TestMoveTreeModel::longCommentsShownCutShort_data() {
    QTest::addColumn<QString>("words");
    QTest::addColumn<QString>("shown");
    const QString a300(300, QLatin1Char('a'));
    QTest::addRow("300 characters: whole") << a300 << a300;
    QTest::addRow("301 characters, one word: cut at 300")
        << a300 + QLatin1Char('b') << a300 + QChar(0x2026);
    const QString words250 = QString(249, QLatin1Char('w')) + QLatin1Char(' ');
    QTest::addRow("cut after the last whole word")
        << words250 + QString(60, QLatin1Char('x'))
        << QString(249, QLatin1Char('w')) + QChar(0x2026);
    QTest::addRow("a space at 300 ends the word before it")
        << a300 + QStringLiteral(" b") << a300 + QChar(0x2026);
    const QString early = QString(150, QLatin1Char('c')) + QLatin1Char(' ');
    QTest::addRow("no word ends after 200: cut at 300")
        << early + QString(200, QLatin1Char('d'))
        << early + QString(149, QLatin1Char('d')) + QChar(0x2026);
    const QString smiley = QStringLiteral("\U0001F600");
    QTest::addRow("a surrogate pair across 300 stays whole")
        << QString(299, QLatin1Char('e')) + smiley + QStringLiteral("ee")
        << QString(299, QLatin1Char('e')) + QChar(0x2026);
}

void TestMoveTreeModel::longCommentsShownCutShort() {
    QFETCH(QString, words);
    QFETCH(QString, shown);
    QCOMPARE(kibitz::ui::elidedComment(words), shown);
    Game game = readText("1. e4 e5 *");
    const NodeId e4 = nodeOf(game.tree(), "e4");
    // Commands do not count: only the words are shown.
    game.tree().setCommentAfter(e4, "[%eval 0.17] " + words.toStdString() + " [%clk 0:01:00]");
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const QModelIndex comment = model.indexOf(e4, MoveTreeModel::CommentColumn);
    QCOMPARE(comment.data().toString(), shown);
    QCOMPARE(comment.data(Qt::EditRole).toString(), words);
    QCOMPARE(comment.data(Qt::ToolTipRole).toString(), QStringLiteral("After the move: ") + shown);
    QCOMPARE(model.isCommentElided(e4), shown != words);
    QVERIFY(!model.isCommentElided(nodeOf(game.tree(), "e4 e5")));
    // An edit starts from the whole text and keeps it, and the commands.
    QVERIFY(model.setData(comment, comment.data(Qt::EditRole).toString() + QStringLiteral(" !")));
    QCOMPARE(game.tree().commentAfter(e4),
             "[%eval 0.17] [%clk 0:01:00] " + words.toStdString() + " !");
}

// The comment before a move, with the game's comment for the first move, is cut short the same
// way for the view (ShownCommentBeforeRole) and kept whole for an edit (CommentBeforeRole).
void TestMoveTreeModel::longCommentBeforeShownCutShort() {
    Game game = readText("1. e4 e5 *");
    const std::string gameWords(200, 'g');
    const std::string ownWords(200, 'o');
    game.tree().setCommentAfter(GameTree::root(), gameWords);
    const NodeId e4 = nodeOf(game.tree(), "e4");
    game.tree().setCommentBefore(e4, ownWords);
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    const QModelIndex comment = model.indexOf(e4, MoveTreeModel::CommentColumn);
    const QString whole = QString::fromStdString(gameWords + ' ' + ownWords);
    QCOMPARE(comment.data(MoveTreeModel::CommentBeforeRole).toString(), whole);
    QCOMPARE(comment.data(MoveTreeModel::ShownCommentBeforeRole).toString(),
             QString::fromStdString(gameWords) + QChar(0x2026));
    QCOMPARE(comment.data(Qt::ToolTipRole).toString(), QStringLiteral("Before the move: ") +
                                                           QString::fromStdString(gameWords) +
                                                           QChar(0x2026));
    QVERIFY(model.isCommentElided(e4));
    QCOMPARE(comment.data().toString(), QString());
}

// A move with 3,000 alternatives, and variations nested 300 deep: every row leads to its node
// and back, under QAbstractItemModelTester, also after edits that append, promote and delete.
void TestMoveTreeModel::thousandsOfAlternativesAndDeepNesting() {
    Game wide = readText(kibitz::testing::siblingVariations(3000).input.c_str());
    MoveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&wide);
    GameTree& tree = wide.tree();
    checkRoundTrips(model, tree);
    const QModelIndex e4 = model.index(0, 0);
    QCOMPARE(model.rowCount(e4), 3000);
    QCOMPARE(model.index(2999, 0, e4).data().toString(), QStringLiteral("1. d4"));
    QCOMPARE(model.rowDepth(tree.lastChild(GameTree::root())), 2);
    const NodeId d4 = tree.lastChild(GameTree::root());
    QVERIFY(model.addMove(d4, moveOf(tree, d4, "d5")));
    QVERIFY(model.addMove(GameTree::root(), moveOf(tree, GameTree::root(), "a3")));
    QCOMPARE(model.rowCount(e4), 3001);
    checkRoundTrips(model, tree);
    QVERIFY(model.promoteVariation(tree.children(GameTree::root())[1500]));
    checkRoundTrips(model, tree);
    QVERIFY(model.deleteVariation(tree.children(GameTree::root())[2000]));
    checkRoundTrips(model, tree);
    QCOMPARE(model.rowCount(model.index(0, 0)), 3000);

    Game deep = readText(kibitz::testing::deepVariations(300).input.c_str());
    model.setGame(&deep);
    checkRoundTrips(model, deep.tree());
    NodeId deepest = GameTree::root();
    for (int k = 0; k < 300; ++k) deepest = deep.tree().lastChild(deepest);
    deepest = deep.tree().firstChild(deepest);
    QCOMPARE(model.rowDepth(deepest), 601);
    QCOMPARE(model.indexOf(deepest).data().toString(), QStringLiteral("151. Nh3"));
    QVERIFY(model.addMove(deepest, moveOf(deep.tree(), deepest, "Nf6")));
    QVERIFY(model.deleteFrom(deep.tree().lastChild(deep.tree().lastChild(GameTree::root()))));
    checkRoundTrips(model, deep.tree());
    QCOMPARE(deep.tree().size(), 4);
}

QTEST_GUILESS_MAIN(TestMoveTreeModel)
#include "tst_movetreemodel.moc"
