// Attack tables: the magic lookups agree with the slow ray-by-ray reference on every square for
// many occupancies, and the leaper and line tables hold the counts and squares geometry demands.

#include "chess/bitboard.h"
#include "chess/random.h"

#include <QTest>

using namespace kibitz::chess;

namespace {
Bitboard bb(std::initializer_list<Square> squares) {
    Bitboard b = 0;
    for (const Square s : squares) b |= squareBB(s);
    return b;
}
} // namespace

class TestBitboard : public QObject {
    Q_OBJECT

private slots:
    void slidersMatchReference() {
        Random rng(42);
        for (Square s = A1; s <= H8; ++s) {
            for (int i = 0; i < 2000; ++i) {
                // Sparse and dense boards alike: one to three random words ANDed together.
                Bitboard occupied = rng.next();
                for (int k = i % 3; k > 0; --k) occupied &= rng.next();
                QCOMPARE(rookAttacks(s, occupied), detail::slowSliderAttacks(Rook, s, occupied));
                QCOMPARE(bishopAttacks(s, occupied),
                         detail::slowSliderAttacks(Bishop, s, occupied));
            }
        }
    }

    void sliderExamples() {
        QCOMPARE(rookAttacks(A1, 0), (FileABB | Rank1BB) & ~squareBB(A1));
        QCOMPARE(rookAttacks(D4, bb({D6, F4, D2, B4})), bb({D5, D6, E4, F4, D3, D2, C4, B4}));
        QCOMPARE(bishopAttacks(C1, bb({E3})), bb({B2, A3, D2, E3}));
        QCOMPARE(queenAttacks(H8, bb({G7, G8, H7})), bb({G7, G8, H7}));
        QCOMPARE(popCount(detail::sliderMask(Rook, A1)), 12);
        QCOMPARE(popCount(detail::sliderMask(Rook, D4)), 10);
        QCOMPARE(popCount(detail::sliderMask(Bishop, D4)), 9);
        QCOMPARE(popCount(detail::sliderMask(Bishop, A1)), 6);
    }

    // Summed over the board, a knight has 336 moves and a king 420 (well-known totals).
    void leaperTotals() {
        int knight = 0, king = 0, whitePawn = 0, blackPawn = 0;
        for (Square s = A1; s <= H8; ++s) {
            knight += popCount(knightAttacks(s));
            king += popCount(kingAttacks(s));
            whitePawn += popCount(pawnAttacks(White, s));
            blackPawn += popCount(pawnAttacks(Black, s));
        }
        QCOMPARE(knight, 336);
        QCOMPARE(king, 420);
        QCOMPARE(whitePawn, 98); // 7 ranks x 14 (rank 8 attacks nothing)
        QCOMPARE(blackPawn, 98);
        QCOMPARE(knightAttacks(B1), bb({A3, C3, D2}));
        QCOMPARE(pawnAttacks(White, E4), bb({D5, F5}));
        QCOMPARE(pawnAttacks(Black, A5), bb({B4}));
    }

    void betweenAndLine() {
        QCOMPARE(between(A1, H8), bb({B2, C3, D4, E5, F6, G7}));
        QCOMPARE(between(E1, E4), bb({E2, E3}));
        QCOMPARE(between(E1, E2), Bitboard(0));
        QCOMPARE(between(A1, B3), Bitboard(0)); // not aligned
        QCOMPARE(line(B2, C3), bb({A1, B2, C3, D4, E5, F6, G7, H8}));
        QCOMPARE(line(A1, B3), Bitboard(0));
        QVERIFY(aligned(A1, C3, H8));
        QVERIFY(!aligned(A1, C3, H7));
    }

    void bitHelpers() {
        Bitboard b = bb({C2, F7});
        QCOMPARE(popLsb(b), C2);
        QCOMPARE(b, squareBB(F7));
        QVERIFY(!moreThanOne(b));
        QVERIFY(moreThanOne(bb({A1, H8})));
        QCOMPARE(shift<North>(Rank1BB), rankBB(Rank2));
        QCOMPARE(shift<East>(FileHBB), Bitboard(0)); // nothing wraps around the edge
        QCOMPARE(shift<West>(FileABB), Bitboard(0));
        QCOMPARE(pawnAttacksBB<White>(bb({A2, H2})), bb({B3, G3}));
    }
};

QTEST_APPLESS_MAIN(TestBitboard)
#include "tst_bitboard.moc"
