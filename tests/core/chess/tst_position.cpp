// Position: incremental Zobrist keys, make/unmake, and the rules that end a game.

#include "chess/movegen.h"
#include "chess/notation.h"
#include "randomgames.h"

#include <QTest>

using namespace kibitz::chess;

Q_DECLARE_METATYPE(GameEnd)

namespace {

// Plays moves given in SAN, failing the test on any that does not parse.
bool play(Position& pos, std::initializer_list<const char*> moves) {
    for (const char* san : moves) {
        const auto m = parseSan(pos, san);
        if (!m) {
            qWarning("%s: %s", san, m.error().message.c_str());
            return false;
        }
        pos.makeMove(*m);
    }
    return true;
}

Position fromFen(const char* fen) {
    Position pos;
    const auto set = pos.setFen(fen);
    if (!set) qFatal("bad test FEN %s: %s", fen, set.error().toString().c_str());
    return pos;
}

} // namespace

class TestPosition : public QObject {
    Q_OBJECT

private slots:
    // A copy with only the history the draw rules look back on answers every draw question as the
    // whole position does, ply by ply through 400 plies of shuffled knights (1. e4 e5 at plies 100
    // and 101 restart the count; the 75-move rule ends the game 150 plies later), and plays on.
    void cloneForDrawRulesKeepsWhatTheDrawRulesSee() {
        Position pos;
        const char* shuffle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
        for (int ply = 0; ply < 400; ++ply) {
            const Position whole = pos.clone();
            const Position recent = pos.cloneForDrawRules();
            QCOMPARE(recent.fen(), whole.fen());
            QCOMPARE(recent.key(), whole.key());
            QCOMPARE(recent.gameEnd(), whole.gameEnd());
            // Past 150 plies without a capture or pawn move the game is over: the repetitions
            // before those no longer count.
            const bool inWindow = ply - 102 < 150;
            if (inWindow) QCOMPARE(recent.repetitionCount(), whole.repetitionCount());
            if (inWindow) QCOMPARE(recent.historyKey(), whole.historyKey());
            const char* move = ply == 100   ? "e4"
                               : ply == 101 ? "e5"
                                            : shuffle[(ply >= 102 ? ply - 2 : ply) % 4];
            Position next = recent.cloneForDrawRules();
            QVERIFY(play(next, {move}));
            QVERIFY(play(pos, {move}));
            QCOMPARE(next.fen(), pos.fen());
            QCOMPARE(next.gameEnd(), pos.gameEnd());
            if (inWindow) QCOMPARE(next.repetitionCount(), pos.repetitionCount());
        }
        QCOMPARE(pos.gameEnd(), GameEnd::SeventyFiveMoveRule);
    }

    // Over thousands of random moves from varied starts: the incremental key always equals the key
    // computed from scratch and the key of the same position read back from its FEN, and unmaking
    // every move restores each earlier position exactly.
    void zobristAndUnmakeOverRandomGames() {
        Random rng(20261122);
        int positions = 0;
        for (const auto& [fen, chess960] : test::randomGameStarts()) {
            for (int game = 0; game < 40; ++game) {
                Position pos;
                QVERIFY(pos.setFen(fen, chess960));
                std::vector<std::pair<std::string, Key>> before;
                const auto moves = test::playRandomGame(pos, rng, 200, [&](Position& p, Move) {
                    before.emplace_back(p.fen(), p.key());
                });
                // The checks run after each move by replaying: unmake all, then make again.
                for (auto it = moves.rbegin(); it != moves.rend(); ++it) pos.unmakeMove(*it);
                for (std::size_t i = 0; i < moves.size(); ++i) {
                    QCOMPARE(pos.fen(), before[i].first);
                    QCOMPARE(pos.key(), before[i].second);
                    pos.makeMove(moves[i]);
                    ++positions;
                    if (pos.key() != pos.computeKey())
                        QFAIL(qPrintable(QStringLiteral("key drifted after %1 in %2")
                                             .arg(QString::fromStdString(before[i].first))
                                             .arg(i)));
                    Position reread;
                    QVERIFY(reread.setFen(pos.fen(), chess960));
                    QCOMPARE(reread.key(), pos.key());
                }
            }
        }
        QVERIFY(positions > 20000); // the games were long enough to mean something
    }

    void transpositionsShareKeys() {
        Position a, b;
        QVERIFY(play(a, {"Nf3", "Nf6", "Nc3"}));
        QVERIFY(play(b, {"Nc3", "Nf6", "Nf3"}));
        QCOMPARE(a.key(), b.key());
        QVERIFY(a.key() != Position().key());

        // After 1.e4 no black pawn can capture en passant: the same position as without e3.
        Position afterE4;
        QVERIFY(play(afterE4, {"e4"}));
        QCOMPARE(afterE4.enPassantSquare(), NoSquare);
        QCOMPARE(afterE4.key(),
                 fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").key());

        // After 1.e4 d5 2.e5 f5 White can take en passant: a different position from one where
        // the f-pawn had arrived in two moves.
        Position withEp;
        QVERIFY(play(withEp, {"e4", "d5", "e5", "f5"}));
        QCOMPARE(withEp.enPassantSquare(), F6);
        const Position withoutEp =
            fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        QVERIFY(withEp.key() != withoutEp.key());

        // Castling rights are part of the key.
        QVERIFY(fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").key() !=
                fromFen("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1").key());
    }

    void threefoldAndFivefoldRepetition() {
        Position pos;
        QCOMPARE(pos.repetitionCount(), 0);
        QVERIFY(play(pos, {"Nf3", "Nf6", "Ng1", "Ng8"}));
        QCOMPARE(pos.repetitionCount(), 1);
        QCOMPARE(pos.gameEnd(), GameEnd::None);
        QVERIFY(play(pos, {"Nf3", "Nf6", "Ng1", "Ng8"}));
        QCOMPARE(pos.repetitionCount(), 2);
        QCOMPARE(pos.gameEnd(), GameEnd::ThreefoldRepetition);
        QVERIFY(play(pos, {"Nf3"}));
        QCOMPARE(pos.repetitionCount(), 2); // this position occurred after move 1 and 3 before
        QVERIFY(play(pos, {"Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}));
        QCOMPARE(pos.repetitionCount(), 4);
        QCOMPARE(pos.gameEnd(), GameEnd::FivefoldRepetition);
        QVERIFY(play(pos, {"e4"})); // a pawn move cannot be undone
        QCOMPARE(pos.repetitionCount(), 0);

        // The clone carries the history.
        Position clone = pos.clone();
        QVERIFY(play(clone, {"Nf6", "Nf3", "Ng8", "Ng1", "Nf6", "Nf3", "Ng8", "Ng1"}));
        QCOMPARE(clone.repetitionCount(), 2);
    }

    void repetitionNeedsEqualCastlingRights() {
        Position pos;
        QVERIFY(play(pos, {"e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8"}));
        QCOMPARE(pos.repetitionCount(), 0); // looks like the position after 1.e4 e5, but no rights
        QVERIFY(play(pos, {"Ke2", "Ke7", "Ke1", "Ke8"}));
        QCOMPARE(pos.repetitionCount(), 1);
    }

    void fiftyAndSeventyFiveMoveRules() {
        Position pos = fromFen("8/8/8/4k3/8/8/8/R3K3 w - - 99 80");
        QCOMPARE(pos.gameEnd(), GameEnd::None);
        QVERIFY(play(pos, {"Ra2"}));
        QCOMPARE(pos.halfmoveClock(), 100);
        QCOMPARE(pos.gameEnd(), GameEnd::FiftyMoveRule);

        pos = fromFen("8/8/8/4k3/8/8/8/R3K3 w - - 149 80");
        QVERIFY(play(pos, {"Ra2"}));
        QCOMPARE(pos.gameEnd(), GameEnd::SeventyFiveMoveRule);

        // Mate on the move that reaches the limit is still mate.
        pos = fromFen("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
        QVERIFY(play(pos, {"Ra8#"}));
        QCOMPARE(pos.halfmoveClock(), 100);
        QCOMPARE(pos.gameEnd(), GameEnd::Checkmate);

        // Captures and pawn moves reset the clock.
        pos = fromFen("8/8/8/4k3/8/8/r7/R3K3 w - - 99 80");
        QVERIFY(play(pos, {"Rxa2"}));
        QCOMPARE(pos.halfmoveClock(), 0);
        pos = fromFen("8/8/8/4k3/8/8/P7/4K3 w - - 99 80");
        QVERIFY(play(pos, {"a4"}));
        QCOMPARE(pos.halfmoveClock(), 0);
    }

    void insufficientMaterial_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("insufficient");
        QTest::addRow("K v K") << "8/8/4k3/8/8/3K4/8/8 w - - 0 1" << true;
        QTest::addRow("KN v K") << "8/8/4k3/8/8/3K4/8/6N1 w - - 0 1" << true;
        QTest::addRow("KB v K") << "8/8/4k3/8/8/3K4/8/6b1 w - - 0 1" << true;
        QTest::addRow("KB v KB, same colour") << "8/8/4k3/8/8/3K4/5b2/6B1 w - - 0 1" << true;
        QTest::addRow("KBB v K, both on dark squares")
            << "8/8/4k3/8/8/3K4/7B/6B1 b - - 0 1" << true;
        QTest::addRow("KBB v K, both colours") << "8/8/4k3/8/8/3K4/6B1/6B1 b - - 0 1" << false;
        QTest::addRow("KB v KB, opposite colours") << "8/8/4k3/8/8/3K4/6b1/6B1 w - - 0 1" << false;
        QTest::addRow("KBB v KB, all on dark squares")
            << "8/8/4k3/8/8/3K4/5b2/4B1B1 w - - 0 1" << true;
        QTest::addRow("KN v KN") << "8/8/4k3/8/8/3K4/8/5nN1 w - - 0 1" << false;
        QTest::addRow("KNN v K") << "8/8/4k3/8/8/3K4/8/5NN1 w - - 0 1" << false;
        QTest::addRow("KBN v K") << "8/8/4k3/8/8/3K4/8/5BN1 w - - 0 1" << false;
        QTest::addRow("KP v K") << "8/8/4k3/8/8/3K4/6P1/8 w - - 0 1" << false;
        QTest::addRow("KR v K") << "8/8/4k3/8/8/3K4/8/6R1 w - - 0 1" << false;
        QTest::addRow("KQ v K") << "8/8/4k3/8/8/3K4/8/6q1 w - - 0 1" << false;
    }
    void insufficientMaterial() {
        QFETCH(QString, fen);
        QFETCH(bool, insufficient);
        const Position pos = fromFen(fen.toLatin1().constData());
        QCOMPARE(pos.hasInsufficientMaterial(), insufficient);
        QCOMPARE(pos.gameEnd() == GameEnd::InsufficientMaterial, insufficient);
    }

    void mateAndStalemate_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<GameEnd>("end");
        QTest::addColumn<int>("checkers");
        QTest::addRow("fool's mate")
            << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3" << GameEnd::Checkmate
            << 1;
        QTest::addRow("smothered mate")
            << "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1" << GameEnd::Checkmate << 1;
        QTest::addRow("queen stalemate")
            << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << GameEnd::Stalemate << 0;
        QTest::addRow("pawn stalemate")
            << "8/8/8/8/8/5k2/5p2/5K2 w - - 0 1" << GameEnd::Stalemate << 0;
        QTest::addRow("check, not mate")
            << "rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2" << GameEnd::None
            << 1;
        QTest::addRow("double check, king escapes")
            << "4k3/8/8/8/1b6/5n2/8/1R2K3 w - - 0 1" << GameEnd::None << 2;
    }
    void mateAndStalemate() {
        QFETCH(QString, fen);
        QFETCH(GameEnd, end);
        QFETCH(int, checkers);
        const Position pos = fromFen(fen.toLatin1().constData());
        QCOMPARE(pos.gameEnd(), end);
        QCOMPARE(pos.isCheckmate(), end == GameEnd::Checkmate);
        QCOMPARE(pos.isStalemate(), end == GameEnd::Stalemate);
        QCOMPARE(popCount(pos.checkers()), checkers);
    }

    void nullMove() {
        Position pos;
        QVERIFY(play(pos, {"e4", "d5", "e5", "f5"}));
        const Key before = pos.key();
        const std::string fen = pos.fen();
        pos.makeNullMove();
        QCOMPARE(pos.sideToMove(), Black);
        QCOMPARE(pos.enPassantSquare(), NoSquare); // the chance to take en passant is gone
        QCOMPARE(pos.key(), pos.computeKey());
        QVERIFY(pos.key() != before);
        pos.unmakeNullMove();
        QCOMPARE(pos.key(), before);
        QCOMPARE(pos.fen(), fen);
    }

    // play/takeBack walk a line that holds both kinds of move: the null move passes the turn,
    // a real move is made, and taking them back in reverse order restores the start.
    void playAndTakeBackALineWithANullMove() {
        Position pos;
        const std::string start = pos.fen();
        const Move e4(E2, E4);
        const Move e5(E4, E5);
        pos.play(e4);
        QCOMPARE(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        pos.play(Move::null());
        QCOMPARE(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
        pos.play(e5);
        QCOMPARE(pos.fen(), "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
        QCOMPARE(pos.key(), pos.computeKey());
        pos.takeBack(e5);
        QCOMPARE(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
        pos.takeBack(Move::null());
        QCOMPARE(pos.sideToMove(), Black);
        pos.takeBack(e4);
        QCOMPARE(pos.fen(), start);
        QCOMPARE(pos.key(), Position().key());
    }

    void moveQueries() {
        Position pos =
            fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        const Move capture(E5, F7);
        const Move quiet(A2, A3);
        QVERIFY(pos.isLegal(capture));
        QVERIFY(pos.isCapture(capture));
        QVERIFY(!pos.isCapture(quiet));
        QVERIFY(!pos.isCapture(Move(E1, H1, Move::Castling)));
        QVERIFY(pos.isLegal(Move(E1, H1, Move::Castling)));
        QVERIFY(!pos.isLegal(Move(E1, G1))); // castling is king-takes-rook inside Kibitz
        QVERIFY(!pos.isLegal(Move(A2, A5)));
        QVERIFY(!pos.givesCheck(capture)); // Nxf7 attacks h8, d8, d6, g5, h6 but not e8
        QCOMPARE(pos.movedPiece(capture), WhiteKnight);

        pos = fromFen("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1");
        QVERIFY(pos.givesCheck(Move(E1, A1, Move::Castling))); // the rook lands on d1
        QVERIFY(pos.givesCheck(Move(A1, A8)));
        QVERIFY(!pos.givesCheck(Move(A1, A7)));
        QCOMPARE(pos.fen(), std::string("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1")); // made and unmade
    }
};

QTEST_APPLESS_MAIN(TestPosition)
#include "tst_position.moc"
