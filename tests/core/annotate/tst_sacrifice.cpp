// What a move offers (annotate::offeredMaterial): the material the opponent wins by taking the
// moved piece where it lands, less what the move took, on positions where the exchange is known.

#include "annotate/sacrifice.h"
#include "chess/notation.h"

#include <QTest>

using namespace kibitz;

class TestSacrifice : public QObject {
    Q_OBJECT

private slots:
    void offered_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("san");
        QTest::addColumn<int>("offered");
        // The Greek gift: only the king can take on h7 (330 for the bishop, 100 taken first).
        QTest::newRow("Bxh7+ Kxh7")
            << "r1bq1rk1/pppn1ppp/4p3/3pP3/3P4/3B1N2/PPP2PPP/R1BQK2R w KQ - 0 1"
            << "Bxh7+" << 230;
        QTest::newRow("an even trade: Nxd5 cxd5") << "4k3/8/2p5/3n4/8/4N3/8/4K3 w - - 0 1"
                                                  << "Nxd5" << 0;
        QTest::newRow("the exchange: Rxc3 bxc3") << "4k3/8/8/8/1p6/2n5/8/2R1K3 w - - 0 1"
                                                 << "Rxc3" << 180;
        QTest::newRow("a pawn offered: d5 cxd5") << "4k3/8/2p5/8/3P4/8/8/4K3 w - - 0 1"
                                                 << "d5" << 100;
        QTest::newRow("a pawn defended: d5 cxd5 exd5") << "4k3/8/2p5/8/3PP3/8/8/4K3 w - - 0 1"
                                                       << "d5" << 0;
        QTest::newRow("a knight to a pawn's square: Nf5 gxf5")
            << "4k3/8/6p1/8/8/4N3/8/4K3 w - - 0 1"
            << "Nf5" << 320;
        QTest::newRow("a piece nobody attacks") << "4k3/8/8/8/8/3N4/8/4K3 w - - 0 1"
                                                << "Nf4" << 0;
        QTest::newRow("a promotion taken back: b8=Q Rxb8") << "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                                           << "b8=Q" << 100;
        QTest::newRow("a promotion that takes: bxa8=Q") << "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                                        << "bxa8=Q" << 0;
        QTest::newRow("en passant: d4 exd3") << "4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1"
                                             << "d4" << 100;
        QTest::newRow("castling") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                                  << "O-O" << 0;
        // A pinned defender cannot take: the legal captures only.
        QTest::newRow("the taker is pinned") << "4k3/4n3/8/8/1N6/8/8/4R1K1 w - - 0 1"
                                             << "Nd5" << 0;
        // Black's sacrifice, Black to move: ...Nxe4 Nxe4 (the knight for a pawn).
        QTest::newRow("Black: Nxe4 Nxe4") << "4k3/8/5n2/8/4P3/2N5/8/4K3 b - - 0 1"
                                          << "Nxe4" << 220;
    }

    void offered() {
        QFETCH(QString, fen);
        QFETCH(QString, san);
        QFETCH(int, offered);
        chess::Position position;
        QVERIFY(position.setFen(fen.toStdString()));
        const auto move = chess::parseSan(position, san.toStdString());
        QVERIFY(move.has_value());
        QCOMPARE(annotate::offeredMaterial(position, move.value()), offered);
    }
};

QTEST_APPLESS_MAIN(TestSacrifice)
#include "tst_sacrifice.moc"
