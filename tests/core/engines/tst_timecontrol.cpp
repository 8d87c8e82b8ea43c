// Time control text and the game clock.

#include "engines/timecontrol.h"

#include <QTest>

using namespace kibitz::engines;
using std::chrono::milliseconds;

class TestTimeControl : public QObject {
    Q_OBJECT

private slots:
    void parse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("moves");
        QTest::addColumn<int>("base");
        QTest::addColumn<int>("increment");
        QTest::addColumn<QString>("printed");
        QTest::newRow("increment") << "10+0.1" << 0 << 10000 << 100 << "10+0.1";
        QTest::newRow("sudden death") << "60" << 0 << 60000 << 0 << "60";
        QTest::newRow("fraction") << "0.5+0.005" << 0 << 500 << 5 << "0.5+0.005";
        QTest::newRow("period") << "40/120" << 40 << 120000 << 0 << "40/120";
        QTest::newRow("period and increment") << "40/60+0.25" << 40 << 60000 << 250 << "40/60+0.25";
        QTest::newRow("leading dot") << ".5+1" << 0 << 500 << 1000 << "0.5+1";
    }

    void parse() {
        QFETCH(QString, text);
        const auto tc = parseTimeControl(text.toStdString());
        QVERIFY(tc);
        QTEST(tc.value().movesPerPeriod, "moves");
        QTEST(int(tc.value().base.count()), "base");
        QTEST(int(tc.value().increment.count()), "increment");
        QTEST(QString::fromStdString(tc.value().toString()), "printed");
    }

    void rejects_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("why");
        QTest::newRow("empty") << ""
                               << "the time must be a positive number";
        QTest::newRow("zero") << "0+1"
                              << "the time must be a positive number";
        QTest::newRow("words") << "ten"
                               << "the time must be a positive number";
        QTest::newRow("four decimals") << "1.0001"
                                       << "at most 3 decimals";
        QTest::newRow("bad increment") << "10+x"
                                       << "the increment must be";
        QTest::newRow("zero moves") << "0/60"
                                    << "the moves before '/'";
        QTest::newRow("negative") << "-5"
                                  << "the time must be a positive number";
    }

    void rejects() {
        QFETCH(QString, text);
        QFETCH(QString, why);
        const auto tc = parseTimeControl(text.toStdString());
        QVERIFY(!tc);
        QVERIFY2(QString::fromStdString(tc.error()).contains(why), tc.error().c_str());
        QVERIFY(QString::fromStdString(tc.error()).startsWith("bad time control '" + text + "'"));
    }

    void clockWithIncrement() {
        GameClock clock(*parseTimeControl("10+0.1"));
        QCOMPARE(clock.movesToGo(), 0);
        QVERIFY(clock.punch(milliseconds(400), milliseconds(50)));
        QCOMPARE(clock.remaining(), milliseconds(9700));
        QVERIFY(clock.punch(milliseconds(9700), milliseconds(50)));
        QCOMPARE(clock.remaining(), milliseconds(100));
        // 30 ms late: within the margin, the clock stops at zero and gets the increment.
        QVERIFY(clock.punch(milliseconds(130), milliseconds(50)));
        QCOMPARE(clock.remaining(), milliseconds(100));
        // 51 ms late: the flag falls.
        QVERIFY(!clock.punch(milliseconds(151), milliseconds(50)));
    }

    void clockWithPeriods() {
        GameClock clock(*parseTimeControl("2/10"));
        QCOMPARE(clock.movesToGo(), 2);
        QVERIFY(clock.punch(milliseconds(3000), milliseconds(0)));
        QCOMPARE(clock.movesToGo(), 1);
        QVERIFY(clock.punch(milliseconds(3000), milliseconds(0)));
        // The period is over: 4 s left plus the next 10 s.
        QCOMPARE(clock.remaining(), milliseconds(14000));
        QCOMPARE(clock.movesToGo(), 2);
    }
};

QTEST_GUILESS_MAIN(TestTimeControl)
#include "tst_timecontrol.moc"
