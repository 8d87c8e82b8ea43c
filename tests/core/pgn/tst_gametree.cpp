// The game tree: its moves are always legal, its ids stay stable (and dead ids stay dead) across
// every edit, variations keep their order, and annotations stay on the node they were put on.

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/random.h"
#include "pgn/gametree.h"

#include <QStringList>
#include <QTest>

#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace kibitz::chess;
using namespace kibitz::pgn;

namespace {

constexpr const char* Kiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

const QString StandardStart = QString::fromLatin1(Position::StartFen.data());

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> result;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ') ++j;
        if (j > i) result.emplace_back(text.substr(i, j - i));
        i = j;
    }
    return result;
}

// The move `san` ("--" for the null move) in the position at `node`. A test's move list is
// written by hand, so a typo in it is a bug in the test: stop at once.
Move sanMove(const GameTree& tree, NodeId node, std::string_view san) {
    if (san == "--") return Move::null();
    const Position pos = tree.positionAt(node);
    const auto move = parseSan(pos, san);
    if (!move)
        qFatal("bad test move '%s' in %s: %s", std::string(san).c_str(), pos.fen().c_str(),
               move.error().message.c_str());
    return *move;
}

// Adds the SAN moves of `line` one after the other from `from`; returns the last node.
NodeId play(GameTree& tree, NodeId from, std::string_view line) {
    NodeId at = from;
    for (const std::string& san : words(line)) {
        const auto added = tree.addMove(at, sanMove(tree, at, san));
        if (!added)
            qFatal("test move '%s' refused: %s", san.c_str(), added.error().message.c_str());
        at = *added;
    }
    return at;
}

// The node reached from the root by the SAN moves of `line`, following existing children only.
NodeId nodeAt(const GameTree& tree, std::string_view line) {
    NodeId at = GameTree::root();
    for (const std::string& san : words(line)) {
        const Move m = sanMove(tree, at, san);
        NodeId next = NoNode;
        for (const NodeId child : tree.children(at))
            if (tree.move(child) == m) next = child;
        if (next == NoNode) qFatal("the test tree has no line '%s'", std::string(line).c_str());
        at = next;
    }
    return at;
}

QString sanOf(Position& pos, Move m) {
    return m.isNull() ? QStringLiteral("--") : QString::fromStdString(toSan(pos, m));
}

// The moves from the start to `id` in SAN: "e4 e5 Nf3". Readable expected values.
QString lineTo(const GameTree& tree, NodeId id) {
    Position pos = tree.positionAt(GameTree::root());
    QStringList sans;
    for (const Move m : tree.movesTo(id)) {
        sans << sanOf(pos, m);
        if (m.isNull())
            pos.makeNullMove();
        else
            pos.makeMove(m);
    }
    return sans.join(QLatin1Char(' '));
}

// The SAN of each child of `id`, in order: the main continuation first.
QString childrenOf(const GameTree& tree, NodeId id) {
    Position pos = tree.positionAt(id);
    QStringList sans;
    for (const NodeId child : tree.children(id)) sans << sanOf(pos, tree.move(child));
    return sans.join(QLatin1Char(' '));
}

// What checkInvariants finds wrong, or Intact: a readable QCOMPARE either way.
const QString Intact = QStringLiteral("intact");
QString invariants(const GameTree& tree) {
    const auto broken = tree.checkInvariants();
    return broken ? QString::fromStdString(*broken) : Intact;
}

QString fenAt(const GameTree& tree, NodeId id) {
    return QString::fromStdString(tree.positionAt(id).fen());
}

// Nodes in a subtree, counted by the test itself so that size() is checked against an
// independent number.
int subtreeSize(const GameTree& tree, NodeId id) {
    int count = 1;
    for (const NodeId child : tree.children(id)) count += subtreeSize(tree, child);
    return count;
}

// The first node of the variation that holds `id` (what deleteVariation and promoteVariation act
// on), or NoNode on the main line; worked out from the public reading functions.
NodeId variationStart(const GameTree& tree, NodeId id) {
    for (NodeId n = id; n != GameTree::root(); n = tree.parent(n))
        if (tree.firstChild(tree.parent(n)) != n) return n;
    return NoNode;
}

std::vector<std::uint8_t> nagsOf(const GameTree& tree, NodeId id) {
    const auto nags = tree.nags(id);
    return {nags.begin(), nags.end()};
}

// The sample tree of the shape tests, with its ids in the order the moves are added:
//   1. e4 (1. d4) e5 (1... c5 2. Nf3) 2. Nf3 Nc6
//   e4 = 1, e5 = 2, Nf3 = 3, Nc6 = 4, c5 = 5, Nf3 after c5 = 6, d4 = 7
GameTree sampleTree() {
    GameTree tree;
    play(tree, GameTree::root(), "e4 e5 Nf3 Nc6");
    play(tree, nodeAt(tree, "e4"), "c5 Nf3");
    play(tree, GameTree::root(), "d4");
    return tree;
}

// The game of the sameContent tests, with comments and NAGs on the main line and in variations:
//   {Game} 1. e4 $1 {best by test} e5 ({Sicilian} 1... c5) 2. Nf3 Nc6 (2... d6 $2 $14)
void buildAnnotatedGame(GameTree& tree) {
    const NodeId root = GameTree::root();
    tree.setCommentAfter(root, "Game");
    const NodeId e4 = play(tree, root, "e4");
    tree.setNags(e4, {1});
    tree.setCommentAfter(e4, "best by test");
    play(tree, e4, "e5 Nf3 Nc6");
    const NodeId c5 = play(tree, e4, "c5");
    tree.setCommentBefore(c5, "Sicilian");
    const NodeId d6 = play(tree, nodeAt(tree, "e4 e5 Nf3"), "d6");
    tree.setNags(d6, {2, 14});
}

enum class Difference {
    CommentAfter,
    CommentBefore,
    RootComment,
    Nag,
    ExtraNag,
    NagOrder,
    Move,
    ExtraMove,
    VariationOrder,
    StartPosition,
    Chess960Flag,
};

} // namespace

Q_DECLARE_METATYPE(Difference)

class TestGameTree : public QObject {
    Q_OBJECT

private slots:
    void freshTree() {
        const GameTree tree;
        QCOMPARE(GameTree::root(), 0);
        QCOMPARE(tree.size(), 1);
        QCOMPARE(tree.capacity(), 1);
        QVERIFY(tree.contains(0));
        QVERIFY(!tree.contains(1));
        QVERIFY(!tree.contains(NoNode));
        QCOMPARE(QString::fromStdString(tree.startFen()), StandardStart);
        QVERIFY(!tree.isChess960());
        QVERIFY(tree.startsFromStandardPosition());
        QVERIFY(tree.move(0).isNone());
        QCOMPARE(tree.parent(0), NoNode);
        QCOMPARE(tree.firstChild(0), NoNode);
        QCOMPARE(tree.nextSibling(0), NoNode);
        QCOMPARE(tree.childCount(0), 0);
        QCOMPARE(tree.ply(0), 0);
        QVERIFY(tree.isMainLine(0));
        QCOMPARE(tree.mainLine(), std::vector<NodeId>{0});
        QVERIFY(tree.movesTo(0).empty());
        QCOMPARE(fenAt(tree, 0), StandardStart);
        QVERIFY(tree.commentBefore(0).empty());
        QVERIFY(tree.commentAfter(0).empty());
        QVERIFY(tree.nags(0).empty());
        QCOMPARE(invariants(tree), Intact);
    }

    // A good FEN replaces the start position and clears the tree. The stored FEN is the
    // position's own (canonical) one, so that equal starts compare equal.
    void setStartPosition_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<QString>("stored");
        QTest::addColumn<bool>("standard");
        QTest::addRow("standard") << StandardStart << false << StandardStart << true;
        QTest::addRow("EPD form of the standard start")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -" << false << StandardStart
            << true;
        QTest::addRow("Kiwipete") << Kiwipete << false << Kiwipete << false;
        QTest::addRow("en passant square nobody can use is dropped")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" << false
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" << false;
        QTest::addRow("Chess960 from Shredder-FEN")
            << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << true
            << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9" << false;
        // Chess960 position 518 has the standard array, but castling follows other rules.
        QTest::addRow("standard array as Chess960")
            << StandardStart << true << StandardStart << false;
    }
    void setStartPosition() {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(QString, stored);
        QFETCH(bool, standard);
        GameTree tree = sampleTree();
        tree.setCommentAfter(GameTree::root(), "before the first move");
        const auto error = tree.setStartPosition(fen.toStdString(), chess960);
        QVERIFY2(!error, error ? error->toString().c_str() : "");
        QCOMPARE(QString::fromStdString(tree.startFen()), stored);
        QCOMPARE(tree.isChess960(), chess960);
        QCOMPARE(tree.startsFromStandardPosition(), standard);
        QCOMPARE(fenAt(tree, GameTree::root()), stored);
        QCOMPARE(tree.positionAt(GameTree::root()).isChess960(), chess960);
        // The tree is cleared: the root alone, without its comment.
        QCOMPARE(tree.size(), 1);
        QCOMPARE(tree.childCount(GameTree::root()), 0);
        QVERIFY(tree.commentAfter(GameTree::root()).empty());
        QCOMPARE(invariants(tree), Intact);
    }

    // A bad FEN changes nothing: not the start, not the Chess960 flag, not the moves, not the
    // comments.
    void badStartPositionLeavesTreeUnchanged_data() {
        QTest::addColumn<QString>("fen");
        QTest::addRow("not a FEN") << "hello";
        QTest::addRow("empty") << "";
        QTest::addRow("bad side to move")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
        QTest::addRow("no kings") << "8/8/8/8/8/8/8/8 w - - 0 1";
        QTest::addRow("rank too long")
            << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    }
    void badStartPositionLeavesTreeUnchanged() {
        QFETCH(QString, fen);
        GameTree tree;
        QVERIFY(!tree.setStartPosition(Kiwipete));
        play(tree, GameTree::root(), "O-O Bb7");
        tree.setCommentAfter(GameTree::root(), "Kiwipete");
        const GameTree before = tree;

        QVERIFY(tree.setStartPosition(fen.toStdString(), true).has_value());
        QCOMPARE(QString::fromStdString(tree.startFen()), QString::fromLatin1(Kiwipete));
        QVERIFY(!tree.isChess960());
        QCOMPARE(tree.size(), 3);
        QCOMPARE(lineTo(tree, tree.mainLine().back()), QStringLiteral("O-O Bb7"));
        QCOMPARE(tree.commentAfter(GameTree::root()), std::string("Kiwipete"));
        QVERIFY(sameContent(tree, before));
        QCOMPARE(invariants(tree), Intact);
    }

    void addMoveAppendsToTheLine() {
        GameTree tree;
        const auto e4 = tree.addMove(GameTree::root(), sanMove(tree, GameTree::root(), "e4"));
        QVERIFY(e4.has_value());
        QCOMPARE(*e4, 1);
        QCOMPARE(tree.size(), 2);
        QCOMPARE(tree.parent(1), GameTree::root());
        QCOMPARE(tree.firstChild(GameTree::root()), 1);
        QCOMPARE(tree.move(1).raw(), Move(E2, E4).raw());

        const auto e5 = tree.addMove(1, sanMove(tree, 1, "e5"));
        QVERIFY(e5.has_value());
        QCOMPARE(*e5, 2);
        QCOMPARE(tree.size(), 3);
        QCOMPARE(tree.parent(2), 1);
        QCOMPARE(tree.firstChild(1), 2);
        QCOMPARE(tree.move(2).raw(), Move(E7, E5).raw());
        QCOMPARE(tree.mainLine(), (std::vector<NodeId>{0, 1, 2}));
        QCOMPARE(invariants(tree), Intact);
    }

    // Entering a move that is already there (main line or variation) goes to it: no new node.
    void addMoveReturnsTheExistingChild() {
        GameTree tree;
        play(tree, GameTree::root(), "e4 e5");
        play(tree, GameTree::root(), "d4");
        QCOMPARE(tree.size(), 4);
        QCOMPARE(tree.capacity(), 4);

        const auto again = tree.addMove(GameTree::root(), sanMove(tree, GameTree::root(), "e4"));
        QVERIFY(again.has_value());
        QCOMPARE(*again, 1);
        const auto variationAgain =
            tree.addMove(GameTree::root(), sanMove(tree, GameTree::root(), "d4"));
        QVERIFY(variationAgain.has_value());
        QCOMPARE(*variationAgain, 3);
        QCOMPARE(tree.size(), 4);
        QCOMPARE(tree.capacity(), 4);
        QCOMPARE(childrenOf(tree, GameTree::root()), QStringLiteral("e4 d4"));
    }

    // A new move where there is already one becomes the last alternative, in the order entered.
    void addMoveMakesVariationsInOrder() {
        GameTree tree;
        const NodeId e4 = play(tree, GameTree::root(), "e4");
        const NodeId d4 = play(tree, GameTree::root(), "d4");
        const NodeId c4 = play(tree, GameTree::root(), "c4");
        QCOMPARE(e4, 1);
        QCOMPARE(d4, 2);
        QCOMPARE(c4, 3);
        QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{1, 2, 3}));
        QCOMPARE(childrenOf(tree, GameTree::root()), QStringLiteral("e4 d4 c4"));
        QCOMPARE(tree.childCount(GameTree::root()), 3);
        QCOMPARE(tree.firstChild(GameTree::root()), e4);
        QCOMPARE(tree.nextSibling(e4), d4);
        QCOMPARE(tree.nextSibling(d4), c4);
        QCOMPARE(tree.nextSibling(c4), NoNode);
        QVERIFY(tree.isMainLine(e4));
        QVERIFY(!tree.isMainLine(d4));
        QVERIFY(!tree.isMainLine(c4));
        QCOMPARE(invariants(tree), Intact);
    }

    void illegalMoveIsRefused_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("kind");
        QTest::addRow("pawn three squares") << "" << int(E2) << int(E5) << int(Move::Normal);
        QTest::addRow("Black's move when White is to move")
            << "" << int(E7) << int(E5) << int(Move::Normal);
        QTest::addRow("the same pawn push again")
            << "e4" << int(E2) << int(E4) << int(Move::Normal);
        QTest::addRow("no move") << "" << int(A1) << int(A1) << int(Move::Normal);
        QTest::addRow("castling through pieces") << "" << int(E1) << int(H1) << int(Move::Castling);
        QTest::addRow("ignoring a check")
            << "e4 f6 Qh5+" << int(A7) << int(A6) << int(Move::Normal);
        QTest::addRow("promotion without a promotion kind")
            << "" << int(A2) << int(A3) << int(Move::Promotion);
        QTest::addRow("after mate") << "f3 e5 g4 Qh4#" << int(A2) << int(A3) << int(Move::Normal);
    }
    void illegalMoveIsRefused() {
        QFETCH(QString, line);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, kind);
        GameTree tree;
        const NodeId at = play(tree, GameTree::root(), line.toStdString());
        const GameTree before = tree;
        const auto added = tree.addMove(at, Move(Square(from), Square(to), Move::Kind(kind)));
        QVERIFY(!added.has_value());
        QCOMPARE(added.error().message, std::string("the move is not legal in this position"));
        QCOMPARE(tree.size(), before.size());
        QCOMPARE(tree.capacity(), before.capacity());
        QCOMPARE(tree.childCount(at), 0);
        QVERIFY(sameContent(tree, before));
    }

    // A null move ("--" in many programs' PGN) passes the turn; it is only possible out of check.
    void nullMove() {
        GameTree tree;
        const NodeId e4 = play(tree, GameTree::root(), "e4");
        const auto pass = tree.addMove(e4, Move::null());
        QVERIFY(pass.has_value());
        QCOMPARE(*pass, 2);
        QVERIFY(tree.move(*pass).isNull());
        QCOMPARE(fenAt(tree, *pass),
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"));
        // Entered again, it is the existing node.
        const auto passAgain = tree.addMove(e4, Move::null());
        QVERIFY(passAgain.has_value());
        QCOMPARE(*passAgain, 2);
        QCOMPARE(tree.size(), 3);
        // White can move on after it.
        QCOMPARE(lineTo(tree, play(tree, *pass, "d4")), QStringLiteral("e4 -- d4"));

        const NodeId check = play(tree, GameTree::root(), "e4 e5 d4 Bb4+");
        const int size = tree.size();
        const auto refused = tree.addMove(check, Move::null());
        QVERIFY(!refused.has_value());
        QCOMPARE(refused.error().message, std::string("a null move is not possible in check"));
        QCOMPARE(tree.size(), size);
        QCOMPARE(tree.childCount(check), 0);
        QCOMPARE(invariants(tree), Intact);
    }

    void addMoveAfterNoNodeIsRefused_data() {
        QTest::addColumn<int>("id");
        QTest::addColumn<bool>("deleteFirst");
        QTest::addRow("NoNode") << int(NoNode) << false;
        QTest::addRow("negative") << -7 << false;
        QTest::addRow("never handed out") << 100 << false;
        QTest::addRow("just past the arena") << 4 << false;
        QTest::addRow("deleted") << 2 << true;
    }
    void addMoveAfterNoNodeIsRefused() {
        QFETCH(int, id);
        QFETCH(bool, deleteFirst);
        GameTree tree;
        play(tree, GameTree::root(), "e4 e5 Nf3"); // ids 1, 2, 3
        if (deleteFirst) QVERIFY(tree.deleteFrom(id));
        const GameTree before = tree;
        // A missing node reads as the start position, where e2e4 is legal: so only the missing
        // parent can be the reason for the refusal.
        const auto added = tree.addMove(id, Move(E2, E4));
        QVERIFY(!added.has_value());
        QCOMPARE(added.error().message, std::string("no such node"));
        QCOMPARE(tree.size(), before.size());
        QCOMPARE(tree.capacity(), before.capacity());
        QVERIFY(sameContent(tree, before));
    }

    // canAddMove answers for addMove without changing the tree, and addMove then does what it said.
    // The tree: 1. e4 (1. d4) e5 (1... -- ) 2. Nf3 (2. d4 Bb4+), ids in the order played:
    //   e4 = 1, e5 = 2, Nf3 = 3, d4 = 4, -- = 5, d4 after e5 = 6, Bb4+ = 7
    void canAddMove_data() {
        QTest::addColumn<int>("parent");
        QTest::addColumn<QString>("san"); // "--" the null move, "" the move from-to below
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("existing");  // the child addMove returns as it is, or NoNode
        QTest::addColumn<QString>("error"); // empty when the move can be added
        QTest::addColumn<bool>("deleteParentFirst");
        const QString legal;
        QTest::addRow("legal: a new main continuation")
            << 3 << "Nc6" << 0 << 0 << int(NoNode) << legal << false;
        QTest::addRow("legal: a new variation")
            << 0 << "c4" << 0 << 0 << int(NoNode) << legal << false;
        QTest::addRow("legal: a null move out of check")
            << 2 << "--" << 0 << 0 << int(NoNode) << legal << false;
        QTest::addRow("existing main move") << 0 << "e4" << 0 << 0 << 1 << legal << false;
        QTest::addRow("existing variation") << 0 << "d4" << 0 << 0 << 4 << legal << false;
        QTest::addRow("existing null move") << 1 << "--" << 0 << 0 << 5 << legal << false;
        QTest::addRow("illegal: the same pawn push again")
            << 1 << "" << int(E2) << int(E4) << int(NoNode)
            << "the move is not legal in this position" << false;
        QTest::addRow("illegal: ignoring a check")
            << 7 << "" << int(A2) << int(A3) << int(NoNode)
            << "the move is not legal in this position" << false;
        QTest::addRow("illegal: no move at all")
            << 0 << "" << int(A1) << int(A1) << int(NoNode)
            << "the move is not legal in this position" << false;
        QTest::addRow("null move in check") << 7 << "--" << 0 << 0 << int(NoNode)
                                            << "a null move is not possible in check" << false;
        QTest::addRow("unknown parent")
            << 100 << "" << int(E2) << int(E4) << int(NoNode) << "no such node" << false;
        QTest::addRow("NoNode parent")
            << int(NoNode) << "" << int(E2) << int(E4) << int(NoNode) << "no such node" << false;
        QTest::addRow("deleted parent")
            << 3 << "" << int(E2) << int(E4) << int(NoNode) << "no such node" << true;
    }
    void canAddMove() {
        QFETCH(int, parent);
        QFETCH(QString, san);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, existing);
        QFETCH(QString, error);
        QFETCH(bool, deleteParentFirst);
        GameTree tree;
        play(tree, GameTree::root(), "e4 e5 Nf3");
        play(tree, GameTree::root(), "d4");
        play(tree, nodeAt(tree, "e4"), "--");
        play(tree, nodeAt(tree, "e4 e5"), "d4 Bb4+");
        QCOMPARE(lineTo(tree, 7), QStringLiteral("e4 e5 d4 Bb4+"));
        QCOMPARE(lineTo(tree, 5), QStringLiteral("e4 --"));
        if (deleteParentFirst) QVERIFY(tree.deleteFrom(parent));
        const GameTree before = tree;
        const Move move = san.isEmpty() ? Move(Square(from), Square(to))
                                        : sanMove(tree, NodeId(parent), san.toStdString());

        const auto check = std::as_const(tree).canAddMove(parent, move);
        QVERIFY(sameContent(tree, before));
        QCOMPARE(tree.capacity(), before.capacity());
        if (!error.isEmpty()) {
            QVERIFY(!check.has_value());
            QCOMPARE(QString::fromStdString(check.error().message), error);
        } else {
            QVERIFY(check.has_value());
            QCOMPARE(*check, NodeId(existing));
        }

        // addMove agrees: the same refusal, the existing child, or a new node at the arena's end.
        const auto added = tree.addMove(parent, move);
        QCOMPARE(added.has_value(), check.has_value());
        if (!added) {
            QCOMPARE(added.error().message, check.error().message);
            QVERIFY(sameContent(tree, before));
        } else if (existing != NoNode) {
            QCOMPARE(*added, NodeId(existing));
            QCOMPARE(tree.size(), before.size());
        } else {
            QCOMPARE(*added, NodeId(before.capacity()));
            QCOMPARE(tree.size(), before.size() + 1);
            // Now the move is there: canAddMove finds it.
            const auto again = tree.canAddMove(parent, move);
            QVERIFY(again.has_value());
            QCOMPARE(*again, *added);
        }
        QCOMPARE(invariants(tree), Intact);
    }

    // appendChild is the reader's fast path: it neither merges a repeated move nor checks it, so
    // checkInvariants is what catches a reader that appends an illegal move.
    void appendChild() {
        GameTree tree;
        const NodeId first = tree.appendChild(GameTree::root(), Move(E2, E4));
        const NodeId second = tree.appendChild(GameTree::root(), Move(E2, E4));
        QCOMPARE(first, 1);
        QCOMPARE(second, 2);
        QCOMPARE(tree.size(), 3);
        QCOMPARE(childrenOf(tree, GameTree::root()), QStringLiteral("e4 e4"));
        QCOMPARE(tree.parent(second), GameTree::root());
        QCOMPARE(invariants(tree), Intact);

        const NodeId reply = tree.appendChild(first, Move(E7, E5));
        QCOMPARE(reply, 3);
        QCOMPARE(lineTo(tree, reply), QStringLiteral("e4 e5"));
        QCOMPARE(invariants(tree), Intact);

        const NodeId wrong = tree.appendChild(reply, Move(E7, E5)); // Black again: illegal
        QCOMPARE(wrong, 4);
        QCOMPARE(tree.size(), 5);
        QCOMPARE(invariants(tree), QStringLiteral("node 4 holds an illegal move"));
    }

    // appendChild skips the search and the legality check, not the parent check: like every edit
    // it refuses rather than break the tree, so a dead parent gets no child.
    void appendChildAfterADeadNodeIsRefused() {
        GameTree tree;
        const NodeId e4 = play(tree, GameTree::root(), "e4");
        QVERIFY(tree.deleteFrom(e4));
        const GameTree before = tree;
        QCOMPARE(tree.appendChild(e4, Move(E7, E5)), NoNode);
        QCOMPARE(tree.size(), 1);
        QCOMPARE(tree.capacity(), before.capacity());
        QCOMPARE(invariants(tree), Intact);
    }

    // Deleting and promoting moves nodes around but never renumbers one: an id held across the
    // edit still names the same move.
    void idsAreStableAcrossEdits() {
        GameTree tree;
        play(tree, GameTree::root(), "e4 e5 Nf3 Nc6 Bb5"); // 1-5
        play(tree, nodeAt(tree, "e4"), "c5 Nf3 d6");       // 6-8
        play(tree, GameTree::root(), "d4 d5");             // 9, 10
        std::map<NodeId, std::pair<NodeId, std::uint16_t>> parentAndMove;
        for (NodeId id = 1; id < tree.capacity(); ++id)
            parentAndMove[id] = {tree.parent(id), tree.move(id).raw()};
        const auto verifySurvivors = [&](const std::vector<NodeId>& dead) {
            for (const auto& [id, expected] : parentAndMove) {
                const bool isDead = std::find(dead.begin(), dead.end(), id) != dead.end();
                QCOMPARE(tree.contains(id), !isDead);
                if (isDead) continue;
                QCOMPARE(tree.parent(id), expected.first);
                QCOMPARE(tree.move(id).raw(), expected.second);
            }
            QCOMPARE(invariants(tree), Intact);
        };

        QVERIFY(tree.deleteVariation(7)); // 1... c5 2. Nf3 d6
        verifySurvivors({6, 7, 8});
        QVERIFY(tree.promoteVariation(10)); // 1. d4 d5 becomes the main line
        verifySurvivors({6, 7, 8});
        QCOMPARE(tree.mainLine(), (std::vector<NodeId>{0, 9, 10}));
        QVERIFY(tree.deleteFrom(4)); // 2... Nc6 3. Bb5
        verifySurvivors({4, 5, 6, 7, 8});
        QCOMPARE(lineTo(tree, 3), QStringLiteral("e4 e5 Nf3"));
        QCOMPARE(tree.firstChild(3), NoNode);
    }

    // A dead id reads as an empty node and refuses every edit, whether it was deleted, never
    // handed out, or negative.
    void deadIdReadsAsEmpty_data() {
        QTest::addColumn<int>("id");
        QTest::addRow("deleted as a variation") << 5;
        QTest::addRow("deleted as a variation's first move") << 4;
        QTest::addRow("deleted from the main line") << 3;
        QTest::addRow("never handed out") << 42;
        QTest::addRow("NoNode") << int(NoNode);
        QTest::addRow("negative") << -2;
    }
    void deadIdReadsAsEmpty() {
        QFETCH(int, id);
        GameTree tree;
        play(tree, GameTree::root(), "e4 e5 Nf3"); // 1-3
        play(tree, 1, "c5 Nf3");                   // 4, 5
        // Annotate the doomed nodes, so that reading them back proves the annotations went too.
        for (const NodeId doomed : {3, 4, 5}) {
            QVERIFY(tree.setCommentBefore(doomed, "before"));
            QVERIFY(tree.setCommentAfter(doomed, "after"));
            QVERIFY(tree.setNags(doomed, {1, 2}));
        }
        QVERIFY(tree.deleteVariation(5));
        QVERIFY(tree.deleteFrom(3));
        QCOMPARE(tree.size(), 3);

        QVERIFY(!tree.contains(id));
        QVERIFY(tree.move(id).isNone());
        QCOMPARE(tree.parent(id), NoNode);
        QCOMPARE(tree.firstChild(id), NoNode);
        QCOMPARE(tree.nextSibling(id), NoNode);
        QVERIFY(tree.children(id).empty());
        QCOMPARE(tree.childCount(id), 0);
        QCOMPARE(tree.ply(id), 0);
        QVERIFY(!tree.isMainLine(id));
        QVERIFY(tree.movesTo(id).empty());
        QCOMPARE(fenAt(tree, id), StandardStart);
        QVERIFY(tree.commentBefore(id).empty());
        QVERIFY(tree.commentAfter(id).empty());
        QVERIFY(tree.nags(id).empty());

        const GameTree before = tree;
        QVERIFY(!tree.setCommentBefore(id, "x"));
        QVERIFY(!tree.setCommentAfter(id, "x"));
        QVERIFY(!tree.setNags(id, {3}));
        QVERIFY(!tree.addNag(id, 3));
        QVERIFY(!tree.promoteVariation(id));
        QVERIFY(!tree.deleteVariation(id));
        QVERIFY(!tree.deleteFrom(id));
        QVERIFY(!tree.contains(id));
        QVERIFY(tree.commentAfter(id).empty());
        QCOMPARE(tree.size(), 3);
        QVERIFY(sameContent(tree, before));
        QCOMPARE(invariants(tree), Intact);
    }

    // A view that held a deleted id must not find a different node under it later.
    void deadIdsAreNeverReused() {
        GameTree tree;
        play(tree, GameTree::root(), "e4 e5 Nf3"); // 1-3
        QVERIFY(tree.deleteFrom(3));               // the newest id dies
        QCOMPARE(tree.capacity(), 4);
        const NodeId nf3 = play(tree, 2, "Nf3");
        QCOMPARE(nf3, 4);
        QVERIFY(!tree.contains(3));

        QVERIFY(tree.deleteFrom(1)); // everything
        QCOMPARE(tree.size(), 1);
        const NodeId d4 = play(tree, GameTree::root(), "d4");
        QCOMPARE(d4, 5);
        QCOMPARE(tree.capacity(), 6);
        for (const NodeId dead : {1, 2, 3, 4}) QVERIFY(!tree.contains(dead));
        QCOMPARE(tree.size(), 2);
        QCOMPARE(invariants(tree), Intact);
    }

    // Promotion makes the variation the first child at its branch point; the others keep their
    // order behind it.
    void promoteVariationOneLevel() {
        GameTree tree;
        const NodeId e4 = play(tree, GameTree::root(), "e4");
        const NodeId d4 = play(tree, GameTree::root(), "d4");
        const NodeId c4 = play(tree, GameTree::root(), "c4");
        QVERIFY(tree.promoteVariation(c4));
        QCOMPARE(childrenOf(tree, GameTree::root()), QStringLiteral("c4 e4 d4"));
        QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{c4, e4, d4}));
        QVERIFY(tree.isMainLine(c4));
        QVERIFY(!tree.isMainLine(e4));
        QCOMPARE(tree.mainLine(), (std::vector<NodeId>{0, c4}));
        QCOMPARE(tree.size(), 4);
        QCOMPARE(invariants(tree), Intact);

        // Any node of the variation promotes it: here the last move of 1. d4 d5 2. c4.
        const NodeId tail = play(tree, d4, "d5 c4");
        QVERIFY(tree.promoteVariation(tail));
        QCOMPARE(childrenOf(tree, GameTree::root()), QStringLiteral("d4 c4 e4"));
        QCOMPARE(lineTo(tree, tree.mainLine().back()), QStringLiteral("d4 d5 c4"));
        QCOMPARE(invariants(tree), Intact);
    }

    // A variation inside a variation rises one level per promotion, then into the main line.
    void promoteNestedVariation() {
        GameTree tree;
        play(tree, GameTree::root(), "e4 e5 Nf3");
        const NodeId c5 = play(tree, nodeAt(tree, "e4"), "c5");
        play(tree, c5, "Nf3 d6");
        const NodeId nc6 = play(tree, nodeAt(tree, "e4 c5 Nf3"), "Nc6");
        const NodeId e4 = nodeAt(tree, "e4");
        QCOMPARE(childrenOf(tree, nodeAt(tree, "e4 c5 Nf3")), QStringLiteral("d6 Nc6"));

        QVERIFY(tree.promoteVariation(nc6));
        QCOMPARE(childrenOf(tree, nodeAt(tree, "e4 c5 Nf3")), QStringLiteral("Nc6 d6"));
        QCOMPARE(childrenOf(tree, e4), QStringLiteral("e5 c5")); // the outer level is untouched
        QCOMPARE(lineTo(tree, tree.mainLine().back()), QStringLiteral("e4 e5 Nf3"));
        QVERIFY(!tree.isMainLine(nc6));
        QCOMPARE(invariants(tree), Intact);

        QVERIFY(tree.promoteVariation(nc6));
        QCOMPARE(childrenOf(tree, e4), QStringLiteral("c5 e5"));
        QCOMPARE(lineTo(tree, tree.mainLine().back()), QStringLiteral("e4 c5 Nf3 Nc6"));
        QVERIFY(tree.isMainLine(nc6));
        QCOMPARE(invariants(tree), Intact);

        // Now on the main line all the way up: nothing left to promote.
        QVERIFY(!tree.promoteVariation(nc6));
        QCOMPARE(tree.size(), 8);
    }

    void promoteVariationIsRefusedOnTheMainLine() {
        GameTree tree = sampleTree();
        const GameTree before = tree;
        for (const NodeId id : tree.mainLine()) QVERIFY(!tree.promoteVariation(id));
        QVERIFY(sameContent(tree, before));
        QCOMPARE(tree.mainLine(), before.mainLine());
    }

    // deleteVariation removes the whole variation: from its first move, with its own
    // sub-variations, however deep the node it is given.
    void deleteVariation() {
        GameTree tree;
        play(tree, GameTree::root(), "e4 e5 Nf3");
        const NodeId e4 = nodeAt(tree, "e4");
        const NodeId d6 = play(tree, e4, "c5 Nf3 d6");
        play(tree, nodeAt(tree, "e4 c5 Nf3"), "Nc6"); // a sub-variation inside 1... c5
        play(tree, e4, "e6 d4");
        play(tree, GameTree::root(), "d4 d5");
        QCOMPARE(tree.size(), 12);
        QCOMPARE(childrenOf(tree, e4), QStringLiteral("e5 c5 e6"));

        const int c5Nodes = subtreeSize(tree, nodeAt(tree, "e4 c5"));
        QCOMPARE(c5Nodes, 4); // c5 Nf3 d6, and Nc6
        QVERIFY(tree.deleteVariation(d6));
        QCOMPARE(tree.size(), 12 - c5Nodes);
        QCOMPARE(childrenOf(tree, e4), QStringLiteral("e5 e6"));
        QCOMPARE(invariants(tree), Intact);

        QVERIFY(tree.deleteVariation(nodeAt(tree, "d4")));
        QCOMPARE(tree.size(), 6);
        QCOMPARE(childrenOf(tree, GameTree::root()), QStringLiteral("e4"));
        QCOMPARE(invariants(tree), Intact);

        // Given the second move of 1... e6 2. d4, it removes 1... e6 too.
        QVERIFY(tree.deleteVariation(nodeAt(tree, "e4 e6 d4")));
        QCOMPARE(tree.size(), 4);
        QCOMPARE(childrenOf(tree, e4), QStringLiteral("e5"));
        QCOMPARE(invariants(tree), Intact);
    }

    void deleteVariationIsRefusedOnTheMainLine() {
        GameTree tree = sampleTree();
        const GameTree before = tree;
        for (const NodeId id : tree.mainLine()) QVERIFY(!tree.deleteVariation(id));
        QCOMPARE(tree.size(), 8);
        QVERIFY(sameContent(tree, before));
    }

    void deleteFrom() {
        GameTree tree = sampleTree();
        const NodeId nf3 = nodeAt(tree, "e4 e5 Nf3");
        QVERIFY(tree.deleteFrom(nf3)); // 2. Nf3 Nc6
        QCOMPARE(tree.size(), 6);
        QCOMPARE(lineTo(tree, tree.mainLine().back()), QStringLiteral("e4 e5"));
        QCOMPARE(tree.childCount(nodeAt(tree, "e4 e5")), 0);
        QCOMPARE(invariants(tree), Intact);

        // In a variation: only the tail goes, the variation stays.
        QVERIFY(tree.deleteFrom(nodeAt(tree, "e4 c5 Nf3")));
        QCOMPARE(tree.size(), 5);
        QCOMPARE(childrenOf(tree, nodeAt(tree, "e4")), QStringLiteral("e5 c5"));
        QCOMPARE(invariants(tree), Intact);

        // Deleting a main continuation lets its first alternative take its place.
        QVERIFY(tree.deleteFrom(nodeAt(tree, "e4 e5")));
        QCOMPARE(tree.size(), 4);
        QCOMPARE(lineTo(tree, tree.mainLine().back()), QStringLiteral("e4 c5"));
        QCOMPARE(invariants(tree), Intact);
    }

    void deleteFromIsRefusedOnTheRoot() {
        GameTree tree = sampleTree();
        const GameTree before = tree;
        QVERIFY(!tree.deleteFrom(GameTree::root()));
        QCOMPARE(tree.size(), 8);
        QVERIFY(sameContent(tree, before));
    }

    // The shape of the sample tree 1. e4 (1. d4) e5 (1... c5 2. Nf3) 2. Nf3 Nc6, node by node.
    void shape_data() {
        QTest::addColumn<int>("id");
        QTest::addColumn<int>("ply");
        QTest::addColumn<bool>("mainLine");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("children");
        QTest::addRow("root") << 0 << 0 << true << ""
                              << "e4 d4";
        QTest::addRow("1. e4") << 1 << 1 << true << "e4"
                               << "e5 c5";
        QTest::addRow("1... e5") << 2 << 2 << true << "e4 e5"
                                 << "Nf3";
        QTest::addRow("2. Nf3") << 3 << 3 << true << "e4 e5 Nf3"
                                << "Nc6";
        QTest::addRow("2... Nc6") << 4 << 4 << true << "e4 e5 Nf3 Nc6"
                                  << "";
        QTest::addRow("1... c5") << 5 << 2 << false << "e4 c5"
                                 << "Nf3";
        QTest::addRow("2. Nf3 after c5") << 6 << 3 << false << "e4 c5 Nf3"
                                         << "";
        QTest::addRow("1. d4") << 7 << 1 << false << "d4"
                               << "";
    }
    void shape() {
        QFETCH(int, id);
        QFETCH(int, ply);
        QFETCH(bool, mainLine);
        QFETCH(QString, line);
        QFETCH(QString, children);
        const GameTree tree = sampleTree();
        QVERIFY(tree.contains(id));
        QCOMPARE(tree.ply(id), ply);
        QCOMPARE(tree.isMainLine(id), mainLine);
        QCOMPARE(lineTo(tree, id), line);
        QCOMPARE(childrenOf(tree, id), children);
        QCOMPARE(int(tree.movesTo(id).size()), ply);
        QCOMPARE(tree.childCount(id), int(tree.children(id).size()));
        QCOMPARE(tree.firstChild(id),
                 tree.children(id).empty() ? NoNode : tree.children(id).front());
    }

    void mainLineAndMovesTo() {
        const GameTree tree = sampleTree();
        QCOMPARE(tree.mainLine(), (std::vector<NodeId>{0, 1, 2, 3, 4}));
        // The moves in the tree's own encoding, checked against UCI text.
        const std::vector<Move> moves = tree.movesTo(6);
        const std::vector<std::uint16_t> raw = {Move(E2, E4).raw(), Move(C7, C5).raw(),
                                                Move(G1, F3).raw()};
        QCOMPARE(int(moves.size()), 3);
        for (std::size_t i = 0; i < moves.size(); ++i) QCOMPARE(moves[i].raw(), raw[i]);
    }

    // The position at a node is the start replayed, null moves included (they pass the turn,
    // clear the en passant square, and count toward the fifty-move rule).
    void positionAt_data() {
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("fen");
        QTest::addRow("start") << StandardStart << "" << StandardStart;
        QTest::addRow("1. e4") << StandardStart << "e4"
                               << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        QTest::addRow("1. e4 e5 2. Nf3")
            << StandardStart << "e4 e5 Nf3"
            << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
        QTest::addRow("Black passes")
            << StandardStart << "e4 e5 Nf3 --"
            << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        QTest::addRow("a capture after the pass")
            << StandardStart << "e4 e5 Nf3 -- Nxe5"
            << "rnbqkbnr/pppp1ppp/8/4N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 3";
        QTest::addRow("en passant possible")
            << StandardStart << "e4 d5 e5 f5"
            << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        QTest::addRow("a pass forfeits en passant")
            << StandardStart << "e4 d5 e5 f5 --"
            << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3";
        QTest::addRow("castling from Kiwipete")
            << Kiwipete << "O-O-O O-O"
            << "r4rk1/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/2KR3R w - - 2 2";
    }
    void positionAt() {
        QFETCH(QString, start);
        QFETCH(QString, line);
        QFETCH(QString, fen);
        GameTree tree;
        QVERIFY(!tree.setStartPosition(start.toStdString()));
        const NodeId at = play(tree, GameTree::root(), line.toStdString());
        QCOMPARE(fenAt(tree, at), fen);
        QCOMPARE(lineTo(tree, at), line);
        QCOMPARE(invariants(tree), Intact);
    }

    void comments() {
        GameTree tree = sampleTree();
        const NodeId e5 = nodeAt(tree, "e4 e5");
        QVERIFY(tree.setCommentBefore(e5, "The classical reply"));
        QVERIFY(tree.setCommentAfter(e5, "[%eval 0.30] Symmetry"));
        QCOMPARE(tree.commentBefore(e5), std::string("The classical reply"));
        QCOMPARE(tree.commentAfter(e5), std::string("[%eval 0.30] Symmetry"));
        QVERIFY(tree.nags(e5).empty());
        // The neighbours keep none of it.
        for (const NodeId other : {1, 3, 5})
            QVERIFY(tree.commentBefore(other).empty() && tree.commentAfter(other).empty());

        // The root takes comments: the one before the first move.
        QVERIFY(tree.setCommentAfter(GameTree::root(), "Game comment"));
        QCOMPARE(tree.commentAfter(GameTree::root()), std::string("Game comment"));

        // Replacing and emptying.
        QVERIFY(tree.setCommentAfter(e5, "Symmetry"));
        QCOMPARE(tree.commentAfter(e5), std::string("Symmetry"));
        QVERIFY(tree.setCommentBefore(e5, ""));
        QVERIFY(tree.commentBefore(e5).empty());
        QCOMPARE(tree.commentAfter(e5), std::string("Symmetry"));
        QCOMPARE(invariants(tree), Intact);
    }

    void nags() {
        GameTree tree = sampleTree();
        const NodeId e4 = nodeAt(tree, "e4");
        QVERIFY(tree.setNags(e4, {1, 14}));
        QCOMPARE(nagsOf(tree, e4), (std::vector<std::uint8_t>{1, 14}));
        QVERIFY(tree.setNags(e4, {3})); // replaces
        QCOMPARE(nagsOf(tree, e4), (std::vector<std::uint8_t>{3}));
        QVERIFY(tree.addNag(e4, 3)); // already there: no duplicate
        QCOMPARE(nagsOf(tree, e4), (std::vector<std::uint8_t>{3}));
        QVERIFY(tree.addNag(e4, 16));
        QVERIFY(tree.addNag(e4, 255));
        QCOMPARE(nagsOf(tree, e4), (std::vector<std::uint8_t>{3, 16, 255}));
        QVERIFY(tree.setNags(e4, {}));
        QVERIFY(tree.nags(e4).empty());

        // NAGs and comments share the node's annotations without disturbing each other.
        const NodeId c5 = nodeAt(tree, "e4 c5");
        QVERIFY(tree.setCommentAfter(c5, "Sicilian"));
        QVERIFY(tree.addNag(c5, 5));
        QCOMPARE(tree.commentAfter(c5), std::string("Sicilian"));
        QCOMPARE(nagsOf(tree, c5), (std::vector<std::uint8_t>{5}));
        QVERIFY(tree.nags(nodeAt(tree, "e4 e5")).empty());

        // NAGs annotate moves; the root has none.
        QVERIFY(!tree.setNags(GameTree::root(), {1}));
        QVERIFY(!tree.addNag(GameTree::root(), 1));
        QVERIFY(tree.nags(GameTree::root()).empty());
        QCOMPARE(invariants(tree), Intact);
    }

    // A long, reproducible run of random edits: after each one the arena's invariants hold, the
    // size is the count kept here, every surviving id still holds the move it was created with,
    // and no dead id comes back.
    void randomEditsKeepInvariants() {
        GameTree tree;
        Random rng(20240607);
        int expectedSize = 1;
        std::vector<std::uint16_t> moveOf{Move::none().raw()}; // by id
        std::vector<bool> died{false};                         // by id
        int added = 0, merged = 0, nulls = 0, variationsDeleted = 0, tailsDeleted = 0, promoted = 0,
            refused = 0, largest = 0;

        const auto pickLive = [&] {
            std::vector<NodeId> live;
            for (NodeId id = 0; id < tree.capacity(); ++id)
                if (tree.contains(id)) live.push_back(id);
            return live[rng.below(std::uint32_t(live.size()))];
        };
        const auto addAndTrack = [&](NodeId at, Move m) -> NodeId {
            NodeId existing = NoNode;
            for (const NodeId child : tree.children(at))
                if (tree.move(child) == m) existing = child;
            const NodeId fresh = tree.capacity();
            const auto result = tree.addMove(at, m);
            if (!result) return NoNode;
            if (existing != NoNode) {
                ++merged;
                return *result == existing ? existing : NoNode;
            }
            ++added;
            ++expectedSize;
            moveOf.push_back(m.raw());
            died.push_back(false);
            return *result == fresh ? fresh : NoNode;
        };

        for (int step = 0; step < 800; ++step) {
            const NodeId target = pickLive();
            // Growth outweighs deletion, so the tree gets large and deep enough to be interesting.
            const std::uint32_t edit = rng.below(32);
            if (edit < 16) {
                // Grow a line of one to eight random legal moves.
                NodeId at = target;
                const int length = 1 + int(rng.below(8));
                for (int i = 0; i < length; ++i) {
                    const MoveList moves(tree.positionAt(at));
                    if (moves.empty()) break;
                    const Move m = *(moves.begin() + rng.below(std::uint32_t(moves.size())));
                    at = addAndTrack(at, m);
                    QVERIFY2(at != NoNode, "addMove returned the wrong id");
                }
            } else if (edit < 17) {
                const bool inCheck = tree.positionAt(target).inCheck();
                const int sizeBefore = tree.size();
                const NodeId result = addAndTrack(target, Move::null());
                if (inCheck) {
                    QCOMPARE(result, NoNode);
                    QCOMPARE(tree.size(), sizeBefore);
                    ++refused;
                } else {
                    QVERIFY(result != NoNode);
                    ++nulls;
                }
            } else if (edit < 20) {
                const NodeId start = variationStart(tree, target);
                const int removed = start == NoNode ? 0 : subtreeSize(tree, start);
                QCOMPARE(tree.deleteVariation(target), start != NoNode);
                expectedSize -= removed;
                ++(start == NoNode ? refused : variationsDeleted);
            } else if (edit < 21) {
                const int removed = target == GameTree::root() ? 0 : subtreeSize(tree, target);
                QCOMPARE(tree.deleteFrom(target), target != GameTree::root());
                expectedSize -= removed;
                ++(target == GameTree::root() ? refused : tailsDeleted);
            } else if (edit < 28) {
                const NodeId start = variationStart(tree, target);
                const NodeId branch = tree.parent(start);
                QCOMPARE(tree.promoteVariation(target), start != NoNode);
                if (start != NoNode) QCOMPARE(tree.firstChild(branch), start);
                ++(start == NoNode ? refused : promoted);
            } else {
                tree.setCommentAfter(target, "step " + std::to_string(step));
                tree.addNag(target, Nag(1 + rng.below(6)));
            }

            if (const QString broken = invariants(tree); broken != Intact)
                QFAIL(qPrintable(QStringLiteral("step %1: %2").arg(step).arg(broken)));
            QCOMPARE(tree.size(), expectedSize);
            largest = std::max(largest, expectedSize);
            for (NodeId id = 1; id < tree.capacity(); ++id) {
                if (tree.contains(id)) {
                    QVERIFY2(!died[std::size_t(id)], "a dead id came back");
                    QCOMPARE(tree.move(id).raw(), moveOf[std::size_t(id)]);
                } else {
                    died[std::size_t(id)] = true;
                }
            }
        }
        // The run exercised every kind of edit, refusals included.
        QVERIFY(added > 1000);
        QVERIFY(largest > 300);
        QVERIFY(merged > 0);
        QVERIFY(nulls > 0);
        QVERIFY(variationsDeleted > 0);
        QVERIFY(tailsDeleted > 0);
        QVERIFY(promoted > 0);
        QVERIFY(refused > 0);
        QCOMPARE(int(moveOf.size()), tree.capacity());
    }

    // Two trees with the same game compare equal however their nodes are numbered.
    void sameContentIgnoresIds() {
        GameTree first;
        buildAnnotatedGame(first);
        GameTree second;
        // A branch made and deleted first shifts every id of the second tree.
        play(second, GameTree::root(), "d4 d5 c4");
        QVERIFY(second.deleteFrom(nodeAt(second, "d4")));
        buildAnnotatedGame(second);
        QVERIFY(first.mainLine() != second.mainLine());
        QCOMPARE(first.size(), second.size());
        QVERIFY(sameContent(first, second));
        QVERIFY(sameContent(second, first));
        QVERIFY(sameContent(first, first));
        QVERIFY(sameContent(GameTree(), GameTree()));
    }

    // One difference anywhere makes two trees differ.
    void sameContentNoticesOneDifference_data() {
        QTest::addColumn<Difference>("difference");
        QTest::addRow("comment after a move") << Difference::CommentAfter;
        QTest::addRow("comment before a move") << Difference::CommentBefore;
        QTest::addRow("comment before the first move") << Difference::RootComment;
        QTest::addRow("another NAG") << Difference::Nag;
        QTest::addRow("an extra NAG") << Difference::ExtraNag;
        QTest::addRow("NAG order") << Difference::NagOrder;
        QTest::addRow("a move in a variation") << Difference::Move;
        QTest::addRow("an extra move") << Difference::ExtraMove;
        QTest::addRow("variation order") << Difference::VariationOrder;
        QTest::addRow("start position") << Difference::StartPosition;
        QTest::addRow("Chess960 flag") << Difference::Chess960Flag;
    }
    void sameContentNoticesOneDifference() {
        QFETCH(Difference, difference);
        GameTree first;
        buildAnnotatedGame(first);
        GameTree second;
        if (difference == Difference::Chess960Flag)
            QVERIFY(!second.setStartPosition(Position::StartFen, true));
        buildAnnotatedGame(second);
        if (difference != Difference::Chess960Flag) QVERIFY(sameContent(first, second));

        const NodeId e4 = nodeAt(second, "e4");
        const NodeId d6 = nodeAt(second, "e4 e5 Nf3 d6");
        switch (difference) {
        case Difference::CommentAfter: second.setCommentAfter(e4, "best by test!"); break;
        case Difference::CommentBefore: second.setCommentBefore(d6, "Philidor"); break;
        case Difference::RootComment: second.setCommentAfter(GameTree::root(), ""); break;
        case Difference::Nag: second.setNags(e4, {3}); break;
        case Difference::ExtraNag: second.addNag(e4, 18); break;
        case Difference::NagOrder: second.setNags(d6, {14, 2}); break;
        case Difference::Move: {
            // 2... Nf6 instead of 2... d6, with the same NAGs.
            const NodeId nf3 = nodeAt(second, "e4 e5 Nf3");
            second.deleteVariation(d6);
            second.setNags(play(second, nf3, "Nf6"), {2, 14});
            QCOMPARE(second.size(), first.size());
            break;
        }
        case Difference::ExtraMove: play(second, nodeAt(second, "e4 e5 Nf3 Nc6"), "Bb5"); break;
        case Difference::VariationOrder: second.promoteVariation(nodeAt(second, "e4 c5")); break;
        case Difference::StartPosition:
            // Same moves, but from the standard position with a different move number.
            second.setStartPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2");
            buildAnnotatedGame(second);
            break;
        case Difference::Chess960Flag: break;
        }
        QCOMPARE(invariants(second), Intact);
        QVERIFY(!sameContent(first, second));
        QVERIFY(!sameContent(second, first));
    }

    // clear() readies the tree for the next game of a file: only the root is left, without its
    // annotations, and the start position stays.
    void clear() {
        GameTree tree;
        QVERIFY(!tree.setStartPosition(Kiwipete));
        play(tree, GameTree::root(), "O-O-O O-O");
        play(tree, GameTree::root(), "Qxf6");
        tree.setCommentAfter(GameTree::root(), "Kiwipete");
        tree.setCommentBefore(GameTree::root(), "before");
        tree.setNags(1, {1});
        tree.clear();
        QCOMPARE(tree.size(), 1);
        QCOMPARE(QString::fromStdString(tree.startFen()), QString::fromLatin1(Kiwipete));
        QVERIFY(!tree.isChess960());
        QCOMPARE(tree.childCount(GameTree::root()), 0);
        QVERIFY(tree.commentAfter(GameTree::root()).empty());
        QVERIFY(tree.commentBefore(GameTree::root()).empty());
        QVERIFY(!tree.contains(1));
        QVERIFY(tree.nags(1).empty());
        QCOMPARE(fenAt(tree, GameTree::root()), QString::fromLatin1(Kiwipete));
        QCOMPARE(invariants(tree), Intact);

        // The tree takes the next game as a fresh one would.
        const NodeId last = play(tree, GameTree::root(), "Bxa6 O-O");
        QCOMPARE(tree.size(), 3);
        QCOMPARE(lineTo(tree, last), QStringLiteral("Bxa6 O-O"));
        QVERIFY(tree.nags(tree.firstChild(GameTree::root())).empty());
        QVERIFY(tree.commentAfter(GameTree::root()).empty());
        QCOMPARE(invariants(tree), Intact);
    }
};

QTEST_APPLESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
