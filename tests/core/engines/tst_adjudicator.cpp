// Adjudication: wins when both engines agree for long enough, draws late in level games, and
// runs that start over when an engine changes its mind or sends no score.

#include "engines/adjudicator.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::engines;
using Verdict = Adjudicator::Verdict;

namespace {

// White and Black alternate from move `first`, each with its own (mover's view) score.
Verdict play(Adjudicator& a, int first, int moves, int whiteScore, int blackScore) {
    Verdict v = Verdict::None;
    for (int k = 0; k < moves && v == Verdict::None; ++k) {
        v = a.afterMove(chess::White, first + k, whiteScore);
        if (v == Verdict::None) v = a.afterMove(chess::Black, first + k, blackScore);
    }
    return v;
}

} // namespace

class TestAdjudicator : public QObject {
    Q_OBJECT

private slots:
    void resignNeedsBothEngines() {
        Adjudicator a(AdjudicationRules{});
        // White sees +12, Black sees only -8: no agreement, no verdict.
        QCOMPARE(play(a, 10, 10, 1200, -800), Verdict::None);
        // Now Black agrees it is lost: 4 moves each.
        QCOMPARE(a.afterMove(chess::White, 20, 1200), Verdict::None);
        QCOMPARE(a.afterMove(chess::Black, 20, -1000), Verdict::None);
        QCOMPARE(play(a, 21, 2, 1200, -1000), Verdict::None);
        QCOMPARE(a.afterMove(chess::White, 23, 1500), Verdict::None);
        QCOMPARE(a.afterMove(chess::Black, 23, -1500), Verdict::WhiteWins);
    }

    void blackWins() {
        Adjudicator a(AdjudicationRules{});
        QCOMPARE(play(a, 30, 4, -2000, 2000), Verdict::BlackWins);
    }

    void missingScoreRestartsTheRun() {
        Adjudicator a(AdjudicationRules{});
        QCOMPARE(play(a, 10, 3, 1200, -1200), Verdict::None);
        QCOMPARE(a.afterMove(chess::White, 13, std::nullopt), Verdict::None);
        QCOMPARE(a.afterMove(chess::Black, 13, -1200), Verdict::None);
        QCOMPARE(play(a, 14, 3, 1200, -1200), Verdict::None);
        QCOMPARE(a.afterMove(chess::White, 17, 1200), Verdict::WhiteWins);
    }

    void drawOnlyLateAndLevel() {
        Adjudicator a(AdjudicationRules{});
        // Level from move 30: the runs only count from move 40, so the draw comes at move 47.
        QCOMPARE(play(a, 30, 17, 5, -10), Verdict::None);
        QCOMPARE(a.afterMove(chess::White, 47, 0), Verdict::None);
        QCOMPARE(a.afterMove(chess::Black, 47, 0), Verdict::Draw);

        Adjudicator b(AdjudicationRules{});
        // One score of 11 cp starts Black's run over.
        QCOMPARE(play(b, 40, 5, 0, 0), Verdict::None);
        QCOMPARE(b.afterMove(chess::White, 45, 0), Verdict::None);
        QCOMPARE(b.afterMove(chess::Black, 45, 11), Verdict::None);
        QCOMPARE(play(b, 46, 7, 0, 0), Verdict::None);
        QCOMPARE(b.afterMove(chess::White, 53, 0), Verdict::None);
        QCOMPARE(b.afterMove(chess::Black, 53, 0), Verdict::Draw);
    }

    void disabledRules() {
        AdjudicationRules rules;
        rules.resignEnabled = false;
        rules.drawEnabled = false;
        Adjudicator a(rules);
        QCOMPARE(play(a, 40, 50, 3000, -3000), Verdict::None);
        Adjudicator b(rules);
        QCOMPARE(play(b, 40, 50, 0, 0), Verdict::None);
    }
};

QTEST_GUILESS_MAIN(TestAdjudicator)
#include "tst_adjudicator.moc"
