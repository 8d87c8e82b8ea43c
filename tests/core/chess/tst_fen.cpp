// FEN: round trips, the normal forms the parser settles on, and every kind of bad FEN with the
// field and column it is reported at.

#include "chess/position.h"

#include <QTest>

using namespace kibitz::chess;
using Field = FenError::Field;

Q_DECLARE_METATYPE(FenError::Field)

namespace {
constexpr const char* Kiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
}

class TestFen : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addRow("start") << QString::fromLatin1(Position::StartFen.data()) << false;
        QTest::addRow("kiwipete") << Kiwipete << false;
        QTest::addRow("position 3") << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" << false;
        QTest::addRow("position 4 mirrored")
            << "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1" << false;
        QTest::addRow("position 5")
            << "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8" << false;
        QTest::addRow("white may capture en passant")
            << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3" << false;
        QTest::addRow("black may capture en passant")
            << "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 3" << false;
        QTest::addRow("only some rights") << "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 37 80" << false;
        QTest::addRow("chess960 outermost rooks")
            << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9" << true;
        QTest::addRow("chess960 inner rook needs its file")
            << "1k6/8/8/8/8/8/8/R1R3K1 w C - 0 1" << true;
    }
    void roundTrip() {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        Position pos;
        const auto set = pos.setFen(fen.toStdString(), chess960);
        QVERIFY2(set, set ? "" : set.error().toString().c_str());
        QCOMPARE(QString::fromStdString(pos.fen()), fen);
        QCOMPARE(pos.isChess960(), chess960);
        QCOMPARE(pos.key(), pos.computeKey());
    }

    void normalForm_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<QString>("expected");
        QTest::addRow("en passant square nobody can use is dropped")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" << false
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        QTest::addRow("en passant capture that is pinned is dropped")
            << "8/8/8/KPp4r/8/8/8/7k w - c6 0 2" << false << "8/8/8/KPp4r/8/8/8/7k w - - 0 2";
        QTest::addRow("EPD: clocks left out")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -" << false
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QTest::addRow("EPD with black to move")
            << "4k3/8/8/8/8/8/8/4K3 b - -" << false << "4k3/8/8/8/8/8/8/4K3 b - - 0 1";
        QTest::addRow("extra blanks")
            << "  4k3/8/8/8/8/8/8/4K3   w\t-  -  3  7 " << false << "4k3/8/8/8/8/8/8/4K3 w - - 3 7";
        QTest::addRow("castling letters in any order")
            << "r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1" << false
            << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QTest::addRow("Shredder-FEN becomes X-FEN")
            << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << true
            << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9";
    }
    void normalForm() {
        QFETCH(QString, input);
        QFETCH(bool, chess960);
        QFETCH(QString, expected);
        Position pos;
        const auto set = pos.setFen(input.toStdString(), chess960);
        QVERIFY2(set, set ? "" : set.error().toString().c_str());
        QCOMPARE(QString::fromStdString(pos.fen()), expected);
    }

    void errors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<Field>("field");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const QString start = QString::fromLatin1(Position::StartFen.data());
        const QString board = start.section(QLatin1Char(' '), 0, 0); // 43 characters

        QTest::addRow("empty") << "" << Field::Placement << 1 << "the FEN is empty";
        QTest::addRow("bad character") << "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                       << Field::Placement << 19 << "unexpected character '9'";
        QTest::addRow("short rank")
            << "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << Field::Placement << 17
            << "rank 7 describes only 7 squares (8 needed)";
        QTest::addRow("long rank")
            << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << Field::Placement << 18
            << "rank 7 describes more than 8 squares";
        QTest::addRow("short last rank")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1" << Field::Placement << 43
            << "rank 1 describes only 7 squares (8 needed)";
        QTest::addRow("seven ranks") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"
                                     << Field::Placement << 35 << "only 7 ranks (8 needed)";
        QTest::addRow("nine ranks") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w - - 0 1"
                                    << Field::Placement << 44 << "more than 8 ranks";
        QTest::addRow("king missing") << "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"
                                      << Field::Placement << 1 << "Black has no king";
        QTest::addRow("two kings") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1"
                                   << Field::Placement << 1 << "White has 2 kings";
        QTest::addRow("pawn on the back rank")
            << "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1" << Field::Placement << 8
            << "a white pawn on h8: pawns cannot stand on the first or last rank";
        QTest::addRow("nine pawns") << "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                    << Field::Placement << 1 << "White has 9 pawns (at most 8)";
        QTest::addRow("seventeen pieces")
            << "QQQQQQQQ/QQQQQQQQ/8/8/8/8/8/K6k w - - 0 1" << Field::Placement << 1
            << "White has 17 pieces (at most 16)";
        QTest::addRow("side missing")
            << board << Field::SideToMove << 44 << "the side to move ('w' or 'b') is missing";
        QTest::addRow("bad side") << board + " x KQkq - 0 1" << Field::SideToMove << 45
                                  << "expected 'w' or 'b', found 'x'";
        QTest::addRow("side not to move in check")
            << "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1" << Field::SideToMove << 23
            << "Black is in check but it is White's move";
        QTest::addRow("castling missing") << board + " w" << Field::Castling << 46
                                          << "the castling rights ('-' if none) are missing";
        QTest::addRow("castling without the rook")
            << "r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1" << Field::Castling << 28
            << "castling right 'K' but there is no white rook on h1";
        QTest::addRow("castling with the king moved")
            << "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1" << Field::Castling << 27
            << "castling right 'K' but the white king is on f1, not on e1";
        QTest::addRow("castling for a black king that moved")
            << "r4k1r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << Field::Castling << 29
            << "castling right 'k' but the black king is on f8, not on e8";
        QTest::addRow("castling letter unknown")
            << "r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1" << Field::Castling << 28
            << "unexpected character 'X'";
        QTest::addRow("castling letter repeated")
            << "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1" << Field::Castling << 28
            << "castling right 'K' repeats a right already given";
        QTest::addRow("Shredder-FEN outside Chess960")
            << "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1" << Field::Castling << 27
            << "unexpected character 'H' (expected '-' or letters from KQkq)";
        QTest::addRow("en passant missing") << board + " w KQkq" << Field::EnPassant << 51
                                            << "the en passant square ('-' if none) is missing";
        QTest::addRow("en passant malformed") << board + " w KQkq z9 0 1" << Field::EnPassant << 52
                                              << "expected '-' or a square such as e3, found 'z9'";
        QTest::addRow("en passant on the wrong rank")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1" << Field::EnPassant
            << 54 << "e4 cannot be an en passant square when Black is to move";
        QTest::addRow("en passant without the pawn")
            << board + " b KQkq e3 0 1" << Field::EnPassant << 52
            << "e3 is given, but there is no white pawn on e4 that could just have moved two "
               "squares";
        QTest::addRow("en passant with the origin occupied")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPBPPP/RNBQK1NR b KQkq e3 0 1" << Field::EnPassant
            << 54 << "e3 is given, but e2 is occupied";
        QTest::addRow("halfmove clock not a number")
            << board + " w KQkq - abc 1" << Field::HalfmoveClock << 54
            << "expected a number of halfmoves from 0 to 9999, found 'abc'";
        QTest::addRow("halfmove clock negative")
            << board + " w KQkq - -1 1" << Field::HalfmoveClock << 54
            << "expected a number of halfmoves from 0 to 9999, found '-1'";
        QTest::addRow("fullmove number not a number")
            << board + " w KQkq - 0 x" << Field::FullmoveNumber << 56
            << "expected a move number from 1 to 99999, found 'x'";
        // 0 is refused, as the message says: move numbers run from 1.
        QTest::addRow("fullmove number 0") << board + " w KQkq - 0 0" << Field::FullmoveNumber << 56
                                           << "expected a move number from 1 to 99999, found '0'";
        QTest::addRow("text after the last field")
            << board + " w KQkq - 0 1 extra" << Field::FullmoveNumber << 58
            << "unexpected text after the fullmove number: 'extra'";
    }
    void errors() {
        QFETCH(QString, fen);
        QFETCH(Field, field);
        QFETCH(int, column);
        QFETCH(QString, message);
        Position pos;
        QVERIFY(pos.setFen(Kiwipete));
        const auto set = pos.setFen(fen.toStdString());
        QVERIFY(!set);
        QCOMPARE(int(set.error().field), int(field));
        QCOMPARE(set.error().column, column);
        QVERIFY2(QString::fromStdString(set.error().message).startsWith(message),
                 set.error().message.c_str());
        QCOMPARE(QString::fromStdString(pos.fen()), QString::fromLatin1(Kiwipete)); // untouched
    }

    void chess960Errors() {
        Position pos;
        auto set = pos.setFen("1k6/8/8/8/8/8/8/R1R3K1 w E - 0 1", true);
        QVERIFY(!set);
        QCOMPARE(set.error().column, 26);
        QCOMPARE(set.error().message,
                 std::string("castling right 'E' but there is no white rook on e1"));
        set = pos.setFen("1k6/8/8/8/8/8/6K1/R1R5 w K - 0 1", true);
        QVERIFY(!set);
        QCOMPARE(
            set.error().message,
            std::string("castling right 'K' but the white king is on g2, not on its first rank"));
        set = pos.setFen("1k6/8/8/8/8/8/8/R1R3K1 w K - 0 1", true);
        QVERIFY(!set);
        QCOMPARE(set.error().message,
                 std::string("castling right 'K' but there is no white rook on "
                             "the king's side of the white king"));
    }

    void errorText() {
        Position pos;
        const auto set = pos.setFen("r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1");
        QVERIFY(!set);
        QCOMPARE(set.error().toString(),
                 std::string("FEN field 3 (castling rights), column 28: castling "
                             "right 'K' but there is no white rook on h1"));
    }

    void clocks() {
        Position pos;
        QVERIFY(pos.setFen("4k3/8/8/8/8/8/8/4K3 b - - 42 17"));
        QCOMPARE(pos.halfmoveClock(), 42);
        QCOMPARE(pos.fullmoveNumber(), 17);
        QCOMPARE(pos.gamePly(), 33);
        QCOMPARE(pos.sideToMove(), Black);
    }
};

QTEST_APPLESS_MAIN(TestFen)
#include "tst_fen.moc"
