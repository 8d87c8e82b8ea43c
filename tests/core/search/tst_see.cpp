// Static exchange evaluation: exact values of hand-checked exchanges (x-rays, en passant,
// promotions, the king as the last attacker, quiet moves, castling), and seeAtLeast() agreeing
// with see() at every threshold for every legal move of positions from Win at Chess.

#include "chess/movegen.h"
#include "chess/notation.h"
#include "epdpositions.h"
#include "search/see.h"

#include <QTest>

using namespace kibitz::chess;
using namespace kibitz::search;

namespace {

Position fromFen(const QString& fen) {
    Position pos;
    const auto set = pos.setFen(fen.toStdString());
    if (!set) qFatal("bad test FEN: %s", set.error().toString().c_str());
    return pos;
}

Move fromUci(const Position& pos, const QString& uci) {
    const auto move = parseUci(pos, uci.toStdString());
    if (!move) qFatal("bad test move %s: %s", qPrintable(uci), move.error().message.c_str());
    return *move;
}

} // namespace

class TestSee : public QObject {
    Q_OBJECT

private slots:
    void pieceValues() {
        QCOMPARE(seeValue(NoPieceType), 0);
        QCOMPARE(seeValue(Pawn), 100);
        QCOMPARE(seeValue(Knight), 320);
        QCOMPARE(seeValue(Bishop), 330);
        QCOMPARE(seeValue(Rook), 500);
        QCOMPARE(seeValue(Queen), 950);
        QVERIFY(seeValue(King) > 2 * (8 * seeValue(Queen) + 2 * seeValue(Rook)));
    }

    void see_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<int>("expected");

        // Single captures.
        QTest::addRow("pawn takes undefended knight") << "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1"
                                                      << "e4d5" << 320;
        QTest::addRow("rook takes defended pawn") << "4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1"
                                                  << "d1d5" << 100 - 500;
        QTest::addRow("queen takes pawn defended by pawn") << "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1"
                                                           << "d1d5" << 100 - 950;
        QTest::addRow("pawn takes defended rook") << "4k3/8/2p5/3r4/4P3/8/8/4K3 w - - 0 1"
                                                  << "e4d5" << 500 - 100;
        QTest::addRow("black knight takes defended bishop") << "4k3/8/8/3n4/8/4B3/3P4/4K3 b - - 0 1"
                                                            << "d5e3" << 330 - 320;
        QTest::addRow("defender would lose more: it does not recapture")
            << "3rk3/8/8/3q4/8/4N3/8/3RK3 w - - 0 1"
            << "e3d5" << 950;

        // X-rays: sliders behind the first attacker join in once it has gone.
        QTest::addRow("lone rook takes pawn defended by rook")
            << "3rk3/8/8/3p4/8/8/3R4/4K3 w - - 0 1"
            << "d2d5" << 100 - 500;
        QTest::addRow("doubled rooks take pawn defended by rook")
            << "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1"
            << "d2d5" << 100;
        QTest::addRow("doubled rooks against doubled rooks")
            << "3rk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1"
            << "d2d5" << 100 - 500;
        QTest::addRow("queen behind bishop") << "4k3/5p2/4p3/8/8/1B6/Q7/4K3 w - - 0 1"
                                             << "b3e6" << 100 - 330 + 100;
        QTest::addRow("bishop behind capturing pawn") << "4k3/8/2p5/3p4/4P3/5B2/8/4K3 w - - 0 1"
                                                      << "e4d5" << 100;
        QTest::addRow("black queen behind black rook") << "3qk3/3r4/8/3P4/8/8/3R4/4K3 b - - 0 1"
                                                       << "d7d5" << 100;
        QTest::addRow("the swap sequence of seven captures")
            << "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1"
            << "d3e5" << 100 - 320;
        QTest::addRow("rook takes undefended pawn")
            << "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1"
            << "e1e5" << 100;

        // En passant: the captured pawn is not on the target square, and its square empties.
        QTest::addRow("en passant, undefended") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                                << "e5d6" << 100;
        QTest::addRow("en passant, defended by a pawn") << "4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                                        << "e5d6" << 0;
        QTest::addRow("en passant opens the file for a rook")
            << "3rk3/8/8/3pP3/8/8/8/3RK3 w - d6 0 1"
            << "e5d6" << 100;
        QTest::addRow("black en passant") << "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1"
                                          << "e4d3" << 100;

        // Promotions: the promoted piece is what stands on the square afterwards.
        QTest::addRow("capture that promotes") << "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                               << "a7b8q" << 500 + 950 - 100;
        QTest::addRow("capture that promotes, king recaptures") << "1rk5/P7/8/8/8/8/8/4K3 w - - 0 1"
                                                                << "a7b8q" << 500 - 100;
        QTest::addRow("promotion push") << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                        << "a7a8q" << 950 - 100;
        QTest::addRow("underpromotion push") << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                             << "a7a8n" << 320 - 100;
        QTest::addRow("promotion push onto a defended square") << "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                                               << "b7b8q" << 950 - 100 - 950;
        QTest::addRow("recapturing pawn promotes too") << "1R6/2P5/8/8/8/8/4K3/1r5k b - - 0 1"
                                                       << "b1b8" << 500 - 500 - (950 - 100);

        // The king takes only where nothing can take it back.
        QTest::addRow("king recaptures") << "8/8/8/8/8/2k5/3p4/3Q2K1 w - - 0 1"
                                         << "d1d2" << 100 - 950;
        QTest::addRow("king may not recapture a defended piece")
            << "8/8/8/8/8/2k5/3p4/3QK3 w - - 0 1"
            << "d1d2" << 100;
        QTest::addRow("king takes undefended pawn") << "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1"
                                                    << "e1d2" << 100;

        // Quiet moves.
        QTest::addRow("quiet move onto attacked square") << "4k3/8/2p5/8/8/8/8/3RK3 w - - 0 1"
                                                         << "d1d5" << -500;
        QTest::addRow("quiet move onto safe square") << "4k3/8/2p5/8/8/8/8/3RK3 w - - 0 1"
                                                     << "d1d4" << 0;
        QTest::addRow("quiet move next to the king") << "6k1/8/8/8/8/8/7R/4K3 w - - 0 1"
                                                     << "h2h7" << -500;
        QTest::addRow("quiet move next to the king, defended by a rook behind")
            << "6k1/8/8/8/8/8/7R/4K2R w - - 0 1"
            << "h2h7" << 0;
        QTest::addRow("quiet knight move, a bishop could take it for a pawn's recapture")
            << "4k3/8/8/7b/8/8/6P1/4K1N1 w - - 0 1"
            << "g1f3" << 0;

        // No exchange.
        QTest::addRow("castling kingside") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                                           << "e1g1" << 0;
        QTest::addRow("castling queenside under attack") << "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
                                                         << "e1c1" << 0;
    }
    void see() {
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(int, expected);
        const Position pos = fromFen(fen);
        const Move m = fromUci(pos, uci);
        QVERIFY(MoveList(pos).contains(m));
        QCOMPARE(kibitz::search::see(pos, m), expected);
        QVERIFY(seeAtLeast(pos, m, expected));
        QVERIFY(!seeAtLeast(pos, m, expected + 1));
    }

    void nullMove() {
        const Position pos;
        QCOMPARE(kibitz::search::see(pos, Move::null()), 0);
        QCOMPARE(kibitz::search::see(pos, Move::none()), 0);
        QVERIFY(seeAtLeast(pos, Move::null(), 0));
        QVERIFY(!seeAtLeast(pos, Move::null(), 1));
    }

    // seeAtLeast() decides by early cut-offs what see() computes in full: the two must agree.
    void seeAtLeastAgreesWithSee_data() {
        QTest::addColumn<QString>("fen");
        const QStringList fens = kibitz::test::readEpdFens(QStringLiteral("suites/wacnew.epd"), 30);
        QCOMPARE(fens.size(), 30);
        for (int i = 0; i < fens.size(); ++i) QTest::addRow("WAC.%03d", i + 1) << fens[i];
    }
    void seeAtLeastAgreesWithSee() {
        QFETCH(QString, fen);
        const Position pos = fromFen(fen);
        constexpr Value Thresholds[] = {-1000, -500, -100, -1, 0, 1, 100, 500};
        for (Move m : MoveList(pos)) {
            const Value value = kibitz::search::see(pos, m);
            for (Value t : Thresholds) {
                if (seeAtLeast(pos, m, t) != (value >= t))
                    QFAIL(qPrintable(QStringLiteral("%1: see %2, seeAtLeast(%3) is wrong")
                                         .arg(QString::fromStdString(toUci(pos, m)))
                                         .arg(value)
                                         .arg(t)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestSee)
#include "tst_see.moc"
