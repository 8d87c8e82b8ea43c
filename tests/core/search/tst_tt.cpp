// The transposition table: what is stored comes back exactly, keys are told apart by their upper
// 16 bits, mate scores are stored relative to the position, the replacement scheme written in
// tt.h, sizes, clearing and the UCI hashfull figure.

#include "memorylimit.h"
#include "search/tt.h"

#include <QTest>

using namespace kibitz::chess;
using namespace kibitz::search;

Q_DECLARE_METATYPE(Bound)

namespace {

// tt.h: the bucket is (low32 * bucketCount) >> 32, key16 the upper 16 bits. This builds the key
// with the given upper 16 bits that lands in bucket `index`.
Key keyInBucket(std::size_t index, std::size_t bucketCount, std::uint16_t upper16) {
    const Key low32 = ((Key(index) << 32) + bucketCount - 1) / bucketCount; // rounded up
    return (Key(upper16) << 48) | low32;
}

constexpr Key SomeKey = 0x9d39247e33776d41ULL; // a Polyglot Zobrist number, nothing special

} // namespace

class TestTT : public QObject {
    Q_OBJECT

private slots:
    void storeThenProbe_data() {
        QTest::addColumn<quint64>("key");
        QTest::addColumn<int>("value");
        QTest::addColumn<Bound>("bound");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("eval");
        QTest::addRow("exact") << quint64(SomeKey) << 37 << Bound::Exact << 12 << 25;
        QTest::addRow("lower") << quint64(0x0123456789abcdefULL) << -250 << Bound::Lower << 1
                               << -310;
        QTest::addRow("upper, quiescence depth")
            << quint64(0xfedcba9876543210ULL) << 5 << Bound::Upper << -3 << 0;
        QTest::addRow("evaluation only")
            << quint64(0x00000000ffffffffULL) << int(ValueNone) << Bound::None << 0 << 1234;
        QTest::addRow("key16 zero")
            << quint64(0x0000ffff12345678ULL) << 1 << Bound::Exact << 4 << 2;
        QTest::addRow("deepest") << quint64(0xffff000000000000ULL) << -1 << Bound::Lower << 127
                                 << int(ValueNone);
    }
    void storeThenProbe() {
        QFETCH(quint64, key);
        QFETCH(int, value);
        QFETCH(Bound, bound);
        QFETCH(int, depth);
        QFETCH(int, eval);
        TranspositionTable tt(1);
        QVERIFY(!tt.probe(key));
        const Move move = Move::promotion(G7, H8, Knight);
        tt.store(key, value, bound, depth, move, eval, 0);
        const TTEntry* e = tt.probe(key);
        QVERIFY(e);
        QCOMPARE(e->key16, std::uint16_t(key >> 48));
        QCOMPARE(e->move, move);
        QCOMPARE(int(e->value), value);
        QCOMPARE(int(e->eval), eval);
        QCOMPARE(int(e->depth), depth);
        QCOMPARE(e->bound, bound);
        QCOMPARE(int(e->generation), 0);
    }

    void emptyTableFindsNothing() {
        TranspositionTable tt(1);
        // Never-written slots hold key16 0, yet keys whose upper bits are zero are not found.
        for (Key key : {Key(0), Key(1), Key(0x0000123456789abcULL), SomeKey})
            QVERIFY(!tt.probe(key));
    }

    void otherKeyInSameBucketIsNotFound() {
        TranspositionTable tt(1);
        const Key key = keyInBucket(777, tt.bucketCount(), 0x1234);
        const Key sameBucket = keyInBucket(777, tt.bucketCount(), 0x4321);
        tt.store(key, 10, Bound::Exact, 3, Move(E2, E4), 0, 0);
        QVERIFY(!tt.probe(sameBucket));
        QVERIFY(!tt.probe(key ^ (Key(1) << 63)));
        tt.store(sameBucket, 20, Bound::Lower, 4, Move(D2, D4), 0, 0);
        QCOMPARE(int(tt.probe(key)->value), 10);
        QCOMPARE(int(tt.probe(sameBucket)->value), 20);
        QCOMPARE(tt.probe(key)->move, Move(E2, E4));
        QCOMPARE(tt.probe(sameBucket)->move, Move(D2, D4));
    }

    void mateScoresAreStoredRelativeToThePosition_data() {
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("storePly");
        QTest::addColumn<int>("stored");
        QTest::addColumn<int>("readPly");
        QTest::addColumn<int>("read");
        // Mate in 7 plies from the root, found 3 plies deep: mate in 4 from that position, so
        // mate in 9 from the root when the position is reached 5 plies deep.
        QTest::addRow("mate") << mateIn(7) << 3 << mateIn(4) << 5 << mateIn(9);
        QTest::addRow("mated") << matedIn(7) << 3 << matedIn(4) << 5 << matedIn(9);
        QTest::addRow("mate read nearer the root")
            << mateIn(10) << 6 << mateIn(4) << 2 << mateIn(6);
        QTest::addRow("mated at the root") << matedIn(0) << 0 << matedIn(0) << 4 << matedIn(4);
        QTest::addRow("not a mate") << 345 << 3 << 345 << 5 << 345;
        // A tablebase win 7 plies from the root, found 3 plies deep, likewise.
        QTest::addRow("tablebase win") << tbWinIn(7) << 3 << tbWinIn(4) << 5 << tbWinIn(9);
        QTest::addRow("tablebase loss") << tbLossIn(7) << 3 << tbLossIn(4) << 5 << tbLossIn(9);
        // Read deeper than its range tells, a result keeps its kind: the longest one.
        QTest::addRow("mate read too deep")
            << mateIn(100) << 0 << mateIn(100) << 40 << ValueMateInMaxPly;
        QTest::addRow("tablebase win read too deep")
            << tbWinIn(100) << 0 << tbWinIn(100) << 40 << ValueTbWinInMaxPly;
        QTest::addRow("tablebase loss read too deep")
            << tbLossIn(100) << 0 << tbLossIn(100) << 40 << ValueTbLossInMaxPly;
        QTest::addRow("negative, not a mate") << -2000 << 7 << -2000 << 1 << -2000;
    }
    void mateScoresAreStoredRelativeToThePosition() {
        QFETCH(int, value);
        QFETCH(int, storePly);
        QFETCH(int, stored);
        QFETCH(int, readPly);
        QFETCH(int, read);
        TranspositionTable tt(1);
        tt.store(SomeKey, value, Bound::Exact, 5, Move::none(), 0, storePly);
        const TTEntry* e = tt.probe(SomeKey);
        QVERIFY(e);
        QCOMPARE(int(e->value), stored);
        QCOMPARE(valueFromTT(e->value, readPly), read);
    }

    void valueToTTRoundTrip_data() {
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("ply");
        QTest::addColumn<int>("stored");
        QTest::addRow("zero") << 0 << 10 << 0;
        QTest::addRow("centipawns") << 150 << 3 << 150;
        QTest::addRow("negative centipawns") << -150 << 3 << -150;
        QTest::addRow("the largest evaluation") << ValueMaxEvaluation << 20 << ValueMaxEvaluation;
        QTest::addRow("the least evaluation") << -ValueMaxEvaluation << 20 << -ValueMaxEvaluation;
        QTest::addRow("edge of the tablebase range")
            << ValueTbWinInMaxPly << 20 << ValueTbWinInMaxPly + 20;
        QTest::addRow("tablebase win at ply 20") << tbWinIn(20) << 20 << ValueTbWin;
        QTest::addRow("tablebase loss at ply 20") << tbLossIn(20) << 20 << -ValueTbWin;
        QTest::addRow("edge of the mate range")
            << ValueMateInMaxPly << 20 << ValueMateInMaxPly + 20;
        QTest::addRow("edge of the mated range")
            << ValueMatedInMaxPly << 20 << ValueMatedInMaxPly - 20;
        QTest::addRow("mate in 1 at the root") << mateIn(1) << 0 << mateIn(1);
        QTest::addRow("mate in 1 at ply 1") << mateIn(1) << 1 << ValueMate;
        QTest::addRow("mate in 101 at ply 60") << mateIn(101) << 60 << mateIn(41);
        QTest::addRow("mated in 2 at ply 2") << matedIn(2) << 2 << matedIn(0);
        QTest::addRow("mated in 127 at ply 100") << matedIn(127) << 100 << matedIn(27);
        QTest::addRow("none") << ValueNone << 40 << ValueNone;
        QTest::addRow("none at the deepest ply") << ValueNone << MaxPly << ValueNone;
    }
    void valueToTTRoundTrip() {
        QFETCH(int, value);
        QFETCH(int, ply);
        QFETCH(int, stored);
        QCOMPARE(valueToTT(value, ply), stored);
        QCOMPARE(valueFromTT(stored, ply), value);
        // The stored value fits the entry's 16 bits.
        QCOMPARE(int(std::int16_t(stored)), stored);
    }

    void shallowestIsReplaced() {
        TranspositionTable tt(1);
        const std::size_t n = tt.bucketCount();
        const int depths[TranspositionTable::BucketSize] = {5, 3, 8, 6};
        Key keys[TranspositionTable::BucketSize];
        for (int i = 0; i < TranspositionTable::BucketSize; ++i) {
            keys[i] = keyInBucket(42, n, std::uint16_t(0x100 + i));
            tt.store(keys[i], i, Bound::Exact, depths[i], Move::none(), 0, 0);
        }
        for (Key key : keys) QVERIFY(tt.probe(key));

        const Key newcomer = keyInBucket(42, n, 0x200);
        tt.store(newcomer, 99, Bound::Lower, 1, Move::none(), 0, 0);
        QVERIFY(tt.probe(newcomer));
        QCOMPARE(int(tt.probe(newcomer)->depth), 1);
        QVERIFY(!tt.probe(keys[1])); // depth 3
        for (int i : {0, 2, 3}) {
            QVERIFY(tt.probe(keys[i]));
            QCOMPARE(int(tt.probe(keys[i])->depth), depths[i]);
        }
        // Another bucket is not touched.
        QVERIFY(!tt.probe(keyInBucket(43, n, 0x200)));
    }

    void olderSearchIsReplacedFirst() {
        TranspositionTable tt(1);
        const std::size_t n = tt.bucketCount();
        const int depths[TranspositionTable::BucketSize] = {12, 9, 10, 11};
        Key keys[TranspositionTable::BucketSize];
        for (int i = 0; i < TranspositionTable::BucketSize; ++i) {
            keys[i] = keyInBucket(n - 1, n, std::uint16_t(0x100 + i));
            tt.store(keys[i], i, Bound::Exact, depths[i], Move::none(), 0, 0);
        }
        tt.newSearch();
        // keys[0] is stored again in the new search, now shallow.
        tt.store(keys[0], 0, Bound::Upper, 1, Move::none(), 0, 0);
        QCOMPARE(int(tt.probe(keys[0])->generation), 1);
        QCOMPARE(int(tt.probe(keys[1])->generation), 0);

        const Key newcomer = keyInBucket(n - 1, n, 0x200);
        tt.store(newcomer, 7, Bound::Exact, 4, Move::none(), 0, 0);
        QVERIFY(tt.probe(newcomer));
        QVERIFY(tt.probe(keys[0]));  // current search, depth 1: kept
        QVERIFY(!tt.probe(keys[1])); // older search, depth 9: the shallowest of the old ones
        QVERIFY(tt.probe(keys[2]));
        QVERIFY(tt.probe(keys[3]));

        // Once the old entries are gone, the shallowest current one goes.
        tt.store(keyInBucket(n - 1, n, 0x201), 0, Bound::Exact, 20, Move::none(), 0, 0);
        tt.store(keyInBucket(n - 1, n, 0x202), 0, Bound::Exact, 20, Move::none(), 0, 0);
        QVERIFY(!tt.probe(keys[2]));
        QVERIFY(!tt.probe(keys[3]));
        QVERIFY(tt.probe(keys[0]));
        tt.store(keyInBucket(n - 1, n, 0x203), 0, Bound::Exact, 20, Move::none(), 0, 0);
        QVERIFY(!tt.probe(keys[0]));
        QVERIFY(tt.probe(newcomer));
    }

    void sameKeyOverwrites() {
        TranspositionTable tt(1);
        tt.store(SomeKey, 50, Bound::Lower, 8, Move(G1, F3), 11, 0);
        // A new result without a move keeps the old move, everything else is overwritten, even by
        // a shallower search.
        tt.store(SomeKey, -20, Bound::Upper, 6, Move::none(), 12, 0);
        const TTEntry* e = tt.probe(SomeKey);
        QVERIFY(e);
        QCOMPARE(e->move, Move(G1, F3));
        QCOMPARE(int(e->value), -20);
        QCOMPARE(e->bound, Bound::Upper);
        QCOMPARE(int(e->depth), 6);
        QCOMPARE(int(e->eval), 12);
        // A new move replaces the old one.
        tt.store(SomeKey, 30, Bound::Exact, 9, Move(B1, C3), 12, 0);
        QCOMPARE(tt.probe(SomeKey)->move, Move(B1, C3));
        QCOMPARE(int(tt.probe(SomeKey)->value), 30);
        // Only one entry of the bucket was used: three other keys fit without a replacement.
        const std::size_t n = tt.bucketCount();
        const std::size_t index = std::size_t(((SomeKey & 0xffffffffULL) * n) >> 32);
        for (std::uint16_t upper : {0x1111, 0x2222, 0x3333})
            tt.store(keyInBucket(index, n, upper), 0, Bound::Exact, 1, Move::none(), 0, 0);
        QVERIFY(tt.probe(SomeKey));
        for (std::uint16_t upper : {0x1111, 0x2222, 0x3333})
            QVERIFY(tt.probe(keyInBucket(index, n, upper)));
    }

    void sizes() {
        const std::size_t bucketBytes = TranspositionTable::BucketSize * sizeof(TTEntry);
        QCOMPARE(sizeof(TTEntry), std::size_t(12));
        TranspositionTable tt(1);
        QCOMPARE(tt.bucketCount(), (std::size_t(1) << 20) / bucketBytes);
        QCOMPARE(tt.bucketCount(), std::size_t(21845));
        QVERIFY(tt.resize(16));
        QCOMPARE(tt.bucketCount(), (std::size_t(16) << 20) / bucketBytes);
        QVERIFY(tt.resize(0));
        QCOMPARE(tt.bucketCount(), std::size_t(1));
        // Resizing clears.
        tt.store(SomeKey, 1, Bound::Exact, 1, Move::none(), 0, 0);
        QVERIFY(tt.resize(1));
        QVERIFY(!tt.probe(SomeKey));
    }

    // A size that cannot be allocated is refused, and the table keeps its size and entries.
    void resizeWithoutMemory() {
        TranspositionTable tt(1);
        tt.store(SomeKey, 77, Bound::Exact, 5, Move::none(), 0, 0);
        const std::size_t buckets = tt.bucketCount();
        {
            const kibitz::test::AddressSpaceLimit limit(std::uint64_t(1) << 30);
            QVERIFY(!tt.resize(TranspositionTable::MaxMegabytes));
        }
        QCOMPARE(tt.bucketCount(), buckets);
        QCOMPARE(tt.megabytes(), std::size_t(1));
        QVERIFY(tt.probe(SomeKey));
        QCOMPARE(int(tt.probe(SomeKey)->value), 77);
        QCOMPARE(tt.probe(SomeKey)->depth, std::int8_t(5));
    }

    void clearEmpties() {
        TranspositionTable tt(1);
        for (Key k = 1; k <= 5000; ++k)
            tt.store(k * SomeKey, 1, Bound::Exact, 3, Move::none(), 0, 0);
        QVERIFY(tt.probe(SomeKey));
        QVERIFY(tt.hashfull() > 0);
        tt.clear();
        QCOMPARE(tt.hashfull(), 0);
        for (Key k = 1; k <= 5000; ++k) QVERIFY(!tt.probe(k * SomeKey));
    }

    void hashfull() {
        TranspositionTable tt(1);
        QCOMPARE(tt.hashfull(), 0);
        const std::size_t n = tt.bucketCount();
        // One entry in each of the first 1000 buckets: a quarter of the sampled entries.
        for (std::size_t i = 0; i < 1000; ++i)
            tt.store(keyInBucket(i, n, 0x5555), 0, Bound::Exact, 1, Move::none(), 0, 0);
        QCOMPARE(tt.hashfull(), 250);
        // Buckets beyond the first 1000 are not sampled.
        for (std::size_t i = 1000; i < 3000; ++i)
            tt.store(keyInBucket(i, n, 0x5555), 0, Bound::Exact, 1, Move::none(), 0, 0);
        QCOMPARE(tt.hashfull(), 250);
        // Entries with no bound do not count.
        for (std::size_t i = 0; i < 1000; ++i)
            tt.store(keyInBucket(i, n, 0x6666), ValueNone, Bound::None, 0, Move::none(), 5, 0);
        QCOMPARE(tt.hashfull(), 250);
        // Only the current search counts.
        tt.newSearch();
        QCOMPARE(tt.hashfull(), 0);
        tt.store(keyInBucket(0, n, 0x5555), 0, Bound::Lower, 2, Move::none(), 0, 0);
        QCOMPARE(tt.hashfull(), 0); // 1 of 4000 entries: 0.25 permille, rounded down

        // A table smaller than 1000 buckets samples all of them.
        QVERIFY(tt.resize(0));
        QCOMPARE(tt.hashfull(), 0);
        for (int i = 1; i <= TranspositionTable::BucketSize; ++i) {
            tt.store(Key(i) << 48, 0, Bound::Exact, 1, Move::none(), 0, 0);
            QCOMPARE(tt.hashfull(), 1000 * i / TranspositionTable::BucketSize);
        }
    }
};

QTEST_APPLESS_MAIN(TestTT)
#include "tst_tt.moc"
