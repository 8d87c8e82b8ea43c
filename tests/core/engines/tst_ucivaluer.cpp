// An external UCI engine as the valuer of the look-ahead (engines::UciValuer), against the
// scripted fakeengine: the score it reports becomes the valuation, bounds are skipped, mates
// become mate scores, and an engine that fails is reported once and not asked again.

#include "chess/notation.h"
#include "chess/position.h"
#include "engines/ucivaluer.h"
#include "search/value.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::engines;

namespace {

// After 1. e4: the fake engine plays the first legal move in UCI text order, a7a5.
const char* const AfterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

EngineConfig fake(const QString& mode, int argument) {
    EngineConfig config;
    config.program = QStringLiteral(KIBITZ_FAKE_ENGINE);
    config.arguments = {mode, QString::number(argument)};
    return config;
}

chess::Position position(const char* fen) {
    chess::Position p;
    p.setFen(fen);
    return p;
}

} // namespace

class TestUciValuer : public QObject {
    Q_OBJECT

private slots:
    void reportsTheEnginesScoreAndMove() {
        QString error;
        auto valuer = UciValuer::start(fake(QStringLiteral("play"), 37), &error);
        QVERIFY2(valuer, qPrintable(error));
        const std::atomic<bool> stop{false};
        const chess::Position p = position(AfterE4);
        const auto v = valuer->value(p, 1000, stop);
        QVERIFY(v);
        QCOMPARE(v->score, 37);
        QCOMPARE(v->depth, 1);
        QCOMPARE(chess::toUci(p, v->bestMove), std::string("a7a5"));
        // Asked again, the same answer: a new game each time.
        const auto again = valuer->value(p, 1000, stop);
        QVERIFY(again);
        QCOMPARE(again->score, 37);
        QVERIFY(!valuer->failed());
    }

    void skipsBoundsAndReadsMates() {
        const std::atomic<bool> stop{false};
        const chess::Position p = position(AfterE4);
        auto bounds = UciValuer::start(fake(QStringLiteral("bounds"), -52), nullptr);
        QVERIFY(bounds);
        QCOMPARE(bounds->value(p, 1000, stop)->score, -52);

        auto mates = UciValuer::start(fake(QStringLiteral("mate"), 3), nullptr);
        QVERIFY(mates);
        const auto win = mates->value(p, 1000, stop);
        QCOMPARE(win->score, search::mateIn(5));
        QCOMPARE(search::mateInMoves(win->score), 3);
        QCOMPARE(win->depth, 7);
        auto mated = UciValuer::start(fake(QStringLiteral("mate"), -2), nullptr);
        QVERIFY(mated);
        QCOMPARE(mated->value(p, 1000, stop)->score, search::matedIn(4));
    }

    void anEngineThatDoesNotStartIsNamed() {
        QString error;
        EngineConfig missing;
        missing.program = QStringLiteral("/nonexistent/engine");
        QVERIFY(!UciValuer::start(missing, &error));
        QVERIFY2(error.startsWith(QStringLiteral("the engine '/nonexistent/engine' did not start")),
                 qPrintable(error));

        QVERIFY(!UciValuer::start(fake(QStringLiteral("exit"), 0), &error));
        QVERIFY2(error.endsWith(QStringLiteral("did not answer 'uci' with 'uciok'")),
                 qPrintable(error));
    }

    void aCrashIsReportedOnceAndTheEngineIsNotAskedAgain() {
        auto valuer = UciValuer::start(fake(QStringLiteral("crash"), 1), nullptr);
        QVERIFY(valuer);
        QStringList reports;
        valuer->onFailure([&](const QString& why) { reports << why; });
        const std::atomic<bool> stop{false};
        const chess::Position p = position(AfterE4);
        QVERIFY(valuer->value(p, 1000, stop)); // the first search is answered
        QVERIFY(!valuer->value(p, 1000, stop));
        QVERIFY(valuer->failed());
        QVERIFY(!valuer->value(p, 1000, stop));
        QCOMPARE(reports.size(), 1);
        QVERIFY2(reports.front().endsWith(QStringLiteral("stopped while it searched")),
                 qPrintable(reports.front()));
    }

    void anIllegalBestMoveIsAFailure() {
        auto valuer = UciValuer::start(fake(QStringLiteral("illegal"), 0), nullptr);
        QVERIFY(valuer);
        const std::atomic<bool> stop{false};
        QVERIFY(!valuer->value(position(AfterE4), 1000, stop));
        QVERIFY(valuer->failed());
        QVERIFY2(valuer->error().contains(QStringLiteral("no legal best move")),
                 qPrintable(valuer->error()));
    }

    void aStoppedSearchGivesNothing() {
        auto valuer = UciValuer::start(fake(QStringLiteral("play"), 0), nullptr);
        QVERIFY(valuer);
        const std::atomic<bool> stop{true};
        QVERIFY(!valuer->value(position(AfterE4), 1000, stop));
        QVERIFY(!valuer->failed());
    }
};

QTEST_GUILESS_MAIN(TestUciValuer)
#include "tst_ucivaluer.moc"
