// Michie's Tables 2 and 3 (THEORY.md §3): every rule on constructed values, and the move rules on
// the paper's own worked example (Figs. 3 and 4, tests/data/theory/michie-fig3.json), where the
// paper says which comment the move A -> B1 deserves at which merits.

#include "../theory/sampletrees.h"
#include "annotate/phrases.h"
#include "annotate/rules.h"
#include "theory/michie.h"
#include "theory/minimax.h"

#include <QTest>

#include <cmath>

using namespace kibitz::annotate;
using namespace kibitz::theory;

namespace {

MoveFacts facts(int vBefore, int vAfter, double uBefore, double uAfter, double best,
                double tensionAfter = 0.3) {
    MoveFacts f;
    f.valueBefore = vBefore;
    f.valueAfter = vAfter;
    f.expectedBefore = vBefore;
    f.expectedAfter = vAfter;
    f.exactBefore = true;
    f.utilityBefore = uBefore;
    f.utilityAfter = uAfter;
    f.bestUtility = best;
    f.tensionAfter = tensionAfter;
    return f;
}

// The move root -> child of an abstract tree, from the mover's standpoint: v by minimax, u by
// Michie's back-up at the given merits.
MoveFacts treeFacts(const Tree& tree, const MichieSettings& merits, const char* child) {
    const MichieEvaluation e = evaluateMichie(tree, merits);
    const auto v = minimaxValues(tree);
    const NodeIndex root = tree.root();
    const int sign = tree.toMove(root) == Side::White ? 1 : -1;
    MoveFacts f;
    f.valueBefore = sign * v[root].value;
    f.expectedBefore = f.valueBefore;
    f.exactBefore = true;
    f.utilityBefore = sign * e.at(root).expectedUtility();
    f.bestUtility = -1.0;
    for (const NodeIndex k : tree.children(root)) {
        f.bestUtility = std::max(f.bestUtility, sign * e.at(k).expectedUtility());
        if (tree.id(k) == child) {
            f.valueAfter = sign * v[k].value;
            f.expectedAfter = f.valueAfter;
            f.utilityAfter = sign * e.at(k).expectedUtility();
            f.tensionAfter = e.at(k).tension();
        }
    }
    return f;
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void table2_data() {
        QTest::addColumn<MoveFacts>("facts");
        QTest::addColumn<int>("nag");
        // Δv < 0 with Δu <= -large: blunder; Δu >= large: brilliant but unsound; else mistake.
        QTest::newRow("?? drawn to lost, u falls 0.4") << facts(0, -1, 0.0, -0.4, 0.1) << 4;
        QTest::newRow("?? exactly -large") << facts(1, 0, 0.5, 0.25, 0.6) << 4;
        QTest::newRow("? won to drawn, u falls 0.1") << facts(1, 0, 0.5, 0.4, 0.6) << 2;
        QTest::newRow("? value lost, u rises a little") << facts(0, -1, -0.1, 0.0, 0.2) << 2;
        QTest::newRow("!? unsound but u rises 0.3") << facts(0, -1, -0.2, 0.1, 0.1) << 5;
        // Δv = 0: ?! when u falls by small; !! when it rises by large; ! in a difficult spot.
        QTest::newRow("?! u falls 0.05") << facts(0, 0, 0.1, 0.05, 0.2) << 6;
        QTest::newRow("!! u rises 0.25") << facts(1, 1, 0.3, 0.55, 0.55) << 3;
        QTest::newRow("! difficult, u rises 0.1") << facts(1, 1, 0.7, 0.8, 0.8) << 1;
        QTest::newRow("no ! when s1 is easy") << facts(1, 1, 0.8, 0.9, 0.9) << 0;
        QTest::newRow("no ! for a good move short of the best") << facts(1, 1, 0.7, 0.8, 0.85) << 0;
        QTest::newRow("no symbol: tiny Δu") << facts(0, 0, 0.1, 0.12, 0.2) << 0;
        QTest::newRow("Δv > 0 gets no ?/??") << facts(-1, 0, -0.5, -0.9, 0.0) << 0;
    }

    void table2() {
        QFETCH(MoveFacts, facts);
        QFETCH(int, nag);
        QCOMPARE(nagOf(judgeMove(facts).symbol), nag);
    }

    // Estimated values: Δv is the change of E[v] = w - l, negative from -valueDrop (0.3) on;
    // ?! needs E[v] to fall by dubiousDrop (0.1) as well as u.
    void table2WithEstimatedValues_data() {
        QTest::addColumn<double>("expectedBefore");
        QTest::addColumn<double>("expectedAfter");
        QTest::addColumn<double>("uAfter");
        QTest::addColumn<int>("nag");
        // v-hat stays 0 on both sides (w, l < 0.5), yet the expectation falls by 0.4: a mistake.
        QTest::newRow("? within the draw band") << 0.2 << -0.2 << 0.05 << 2;
        QTest::newRow("?? within the draw band") << 0.2 << -0.2 << -0.2 << 4;
        QTest::newRow("? at exactly -valueDrop") << 0.15 << -0.15 << 0.05 << 2;
        QTest::newRow("?! just short of it") << 0.15 << -0.14 << 0.0 << 6;
        QTest::newRow("?! at exactly -dubiousDrop") << 0.05 << -0.05 << 0.0 << 6;
        QTest::newRow("no ?! when E[v] falls less") << 0.05 << -0.04 << 0.0 << 0;
        QTest::newRow("no ?! when u does not fall") << 0.05 << -0.05 << 0.1 << 0;
        QTest::newRow("a rise is no mistake") << -0.3 << 0.1 << 0.0 << 0;
    }

    void table2WithEstimatedValues() {
        QFETCH(double, expectedBefore);
        QFETCH(double, expectedAfter);
        QFETCH(double, uAfter);
        QFETCH(int, nag);
        MoveFacts f = facts(0, 0, 0.1, uAfter, 0.2);
        f.exactBefore = false;
        f.expectedBefore = expectedBefore;
        f.expectedAfter = expectedAfter;
        const MoveJudgement j = judgeMove(f);
        QCOMPARE(nagOf(j.symbol), nag);
        QCOMPARE(j.deltaValue, expectedAfter - expectedBefore);
        QVERIFY(!(j.valueLost && j.valueKept));
        // A larger valueDrop keeps the value where the default would not.
        Thresholds lenient;
        lenient.valueDrop = 0.5;
        const MoveJudgement kept = judgeMove(f, lenient);
        QVERIFY(kept.valueKept);
        QVERIFY(kept.symbol != MoveSymbol::Mistake && kept.symbol != MoveSymbol::Blunder);
    }

    // A forced move (every other move far worse) loses nothing that was still there: the same
    // facts that make a ?? and a ? give no symbol, and the judgement says it was forced (no
    // turning point, playersummary.h).
    void aForcedMoveIsNeverAMistake() {
        MoveFacts blunder = facts(1, -1, 0.6, -0.5, 0.6);
        QCOMPARE(judgeMove(blunder).symbol, MoveSymbol::Blunder);
        blunder.forced = true;
        const MoveJudgement forced = judgeMove(blunder);
        QCOMPARE(forced.symbol, MoveSymbol::None);
        QVERIFY(forced.forced && forced.valueLost);
        MoveFacts mistake = facts(1, 0, 0.5, 0.4, 0.5);
        QCOMPARE(judgeMove(mistake).symbol, MoveSymbol::Mistake);
        mistake.forced = true;
        QCOMPARE(judgeMove(mistake).symbol, MoveSymbol::None);
        // A forced move that is good stays good.
        MoveFacts good = facts(1, 1, 0.7, 0.8, 0.8);
        good.forced = true;
        QCOMPARE(judgeMove(good).symbol, MoveSymbol::Good);
    }

    void table2CommentsWithoutNag() {
        // Best move: Δu maximal; (!) when also difficult and no symbol applies.
        const MoveJudgement bestHard = judgeMove(facts(1, 1, 0.72, 0.74, 0.74));
        QVERIFY(bestHard.best && bestHard.difficult && bestHard.bestInDifficulty);
        QCOMPARE(bestHard.symbol, MoveSymbol::None);
        const MoveJudgement good = judgeMove(facts(1, 1, 0.7, 0.8, 0.8));
        QVERIFY(good.best && !good.bestInDifficulty); // "!" wins over "(!)"
        QCOMPARE(good.symbol, MoveSymbol::Good);
        // "!" and "(!)" are for the only move: where the principal search scores another move
        // within OnlyMoveMargin of it, the same facts give no symbol and no words (one of
        // several good moves was found: nothing to remark).
        MoveFacts oneOfSeveral = facts(1, 1, 0.7, 0.8, 0.8);
        oneOfSeveral.onlyMove = false;
        const MoveJudgement notOnly = judgeMove(oneOfSeveral);
        QCOMPARE(notOnly.symbol, MoveSymbol::None);
        QVERIFY(notOnly.best && !notOnly.bestInDifficulty);
        QCOMPARE(moveComment(notOnly, false), std::string());
        // Difficulty is the board's: u under the players' merits that only the rating gap puts
        // 0.3 below a drawn v makes no difficult position, and a board u that far below does,
        // whatever the players' u.
        MoveFacts gapOnly = facts(0, 0, -0.3, -0.2, -0.2);
        gapOnly.boardUtilityBefore = -0.05;
        QVERIFY(!judgeMove(gapOnly).difficult);
        QCOMPARE(judgeMove(gapOnly).symbol, MoveSymbol::None);
        QCOMPARE(judgeMove(facts(0, 0, -0.3, -0.2, -0.2)).symbol, MoveSymbol::Good); // Michie's u
        MoveFacts hardBoard = facts(0, 0, 0.0, 0.1, 0.1);
        hardBoard.boardUtilityBefore = -0.3;
        QCOMPARE(judgeMove(hardBoard).symbol, MoveSymbol::Good);
        // "!!" is Michie's: a rise of u by `large` is brilliant, only move or not.
        MoveFacts brilliant = facts(1, 1, 0.5, 0.8, 0.8);
        brilliant.onlyMove = false;
        QCOMPARE(judgeMove(brilliant).symbol, MoveSymbol::Brilliant);
        QVERIFY(!judgeMove(facts(1, 1, 0.72, 0.74, 0.9)).best);
        // Safe: Δv = 0 into a lifeless position; losing: into a lost one from one not lost.
        QVERIFY(judgeMove(facts(0, 0, 0.0, 0.0, 0.0, 0.04)).safe);
        QVERIFY(!judgeMove(facts(0, 0, 0.0, 0.0, 0.0, 0.06)).safe);
        QVERIFY(judgeMove(facts(0, -1, 0.0, -0.4, 0.0)).losing);
        QVERIFY(!judgeMove(facts(1, 0, 0.5, 0.2, 0.5)).losing);
        QVERIFY(!judgeMove(facts(-1, -1, -0.8, -0.9, -0.8)).losing);
        // bestHard is a won position (v = +1) that is hard to win; a drawn one where the mover's
        // chances are poor is "difficult circumstances".
        QCOMPARE(moveComment(bestHard, false),
                 std::string("(!) The best move; the win still takes accuracy."));
        // ... but not a capture: a recapture in a won position needs no finding.
        MoveFacts recapture = facts(1, 1, 0.72, 0.74, 0.74);
        recapture.capture = true;
        const MoveJudgement recaptured = judgeMove(recapture);
        QVERIFY(recaptured.best && recaptured.difficult && !recaptured.bestInDifficulty);
        QCOMPARE(recaptured.symbol, MoveSymbol::None);
        QCOMPARE(moveComment(recaptured, false), std::string());
        const MoveJudgement bestDrawn = judgeMove(facts(0, 0, -0.3, -0.28, -0.28));
        QVERIFY(bestDrawn.bestInDifficulty && !bestDrawn.winning);
        QCOMPARE(moveComment(bestDrawn, false),
                 std::string("(!) The best move in difficult circumstances."));
        MoveJudgement safeLosing = judgeMove(facts(0, -1, 0.0, -0.4, 0.0, 0.01));
        safeLosing.safe = true;
        QCOMPARE(moveComment(safeLosing, true), std::string("A losing move. A safe move."));
        QCOMPARE(moveComment(safeLosing, false), std::string("A losing move."));
    }

    // ! for a sound sacrifice: at least Thresholds::sacrifice (a pawn) offered, the mover not
    // clearly worse before (E[v] above -0.2), E[v] falling by less than dubiousDrop (0.1) and the
    // score by less than half a pawn, from move 11 on. The same offer that the rows call ?! is !?.
    void soundSacrifice_data() {
        QTest::addColumn<int>("offered");
        QTest::addColumn<double>("expectedBefore");
        QTest::addColumn<double>("expectedAfter");
        QTest::addColumn<double>("uAfter");
        QTest::addColumn<int>("nag");
        QTest::newRow("a bishop for a pawn, E[v] kept") << 230 << 0.1 << 0.08 << 0.1 << 1;
        QTest::newRow("a pawn, exactly the threshold") << 100 << 0.0 << 0.0 << 0.1 << 1;
        QTest::newRow("less than a pawn") << 99 << 0.0 << 0.0 << 0.1 << 0;
        QTest::newRow("a rook that wins: E[v] rises by 0.5") << 500 << 0.0 << 0.5 << 0.3 << 1;
        QTest::newRow("unsound: E[v] falls by 0.1") << 320 << 0.1 << 0.0 << 0.1 << 0;
        QTest::newRow("unsound and u falls: !?") << 320 << 0.1 << 0.0 << 0.0 << 5;
        QTest::newRow("a desperado that u dislikes: ?!") << 320 << -0.2 << -0.3 << 0.0 << 6;
        QTest::newRow("less than a pawn that u dislikes: ?!") << 99 << 0.1 << 0.0 << 0.0 << 6;
        QTest::newRow("a loss of value stays ?") << 320 << 0.2 << -0.2 << 0.1 << 2;
        QTest::newRow("desperado: worse by 0.2 already") << 320 << -0.2 << -0.2 << 0.1 << 0;
        QTest::newRow("just above the floor") << 320 << -0.19 << -0.19 << 0.1 << 1;
        QTest::newRow("a won game: E[v] 0.95 kept") << 320 << 0.95 << 0.95 << 0.1 << 1;
        QTest::newRow("u rises by large: !! wins") << 320 << 0.0 << 0.0 << 0.4 << 3;
    }

    void soundSacrifice() {
        QFETCH(int, offered);
        QFETCH(double, expectedBefore);
        QFETCH(double, expectedAfter);
        QFETCH(double, uAfter);
        QFETCH(int, nag);
        MoveFacts f = facts(0, 0, 0.1, uAfter, 0.4); // not the model's best: no Michie !
        f.exactBefore = false;
        f.expectedBefore = expectedBefore;
        f.expectedAfter = expectedAfter;
        f.offered = offered;
        f.moveNumber = 11;
        const MoveJudgement j = judgeMove(f);
        QCOMPARE(nagOf(j.symbol), nag);
        QCOMPARE(moveComment(j, false), std::string(nag == 1   ? "A sound sacrifice."
                                                    : nag == 5 ? "A speculative sacrifice."
                                                               : ""));
        Thresholds off;
        off.sacrifice = 0; // the rule turned off
        if (nag == 5) {
            QCOMPARE(judgeMove(f, off).symbol, MoveSymbol::Dubious);
            MoveFacts opening = f;
            opening.moveNumber = 10;
            QCOMPARE(judgeMove(opening).symbol, MoveSymbol::Dubious);
            MoveFacts forced = f;
            forced.forced = true;
            QCOMPARE(judgeMove(forced).symbol, MoveSymbol::None);
            QCOMPARE(moveComment(judgeMove(forced), false), std::string());
        }
        if (nag != 1) return;
        QCOMPARE(judgeMove(f, off).symbol, MoveSymbol::None);
        // In the opening (before move 11) an offer is opening play.
        MoveFacts opening = f;
        opening.moveNumber = 10;
        QCOMPARE(judgeMove(opening).symbol, MoveSymbol::None);
        // The value search's score must hold within half a pawn, also where E[v] does not move.
        MoveFacts scored = f;
        scored.scoreBefore = 400;
        scored.scoreAfter = 351;
        QCOMPARE(judgeMove(scored).symbol, MoveSymbol::Good);
        scored.scoreAfter = 350;
        QCOMPARE(judgeMove(scored).symbol, MoveSymbol::None);
    }

    // Michie's ! also asks for a move that is hard to find: no capture, and a probability below
    // 0.1 in the model of the mover. A likely move gets the words of "(!)"; a capture, nothing.
    void michiesGoodIsHardToFind() {
        MoveFacts f = facts(1, 1, 0.7, 0.8, 0.8);
        QCOMPARE(judgeMove(f).symbol, MoveSymbol::Good);
        f.probability = 0.099;
        QCOMPARE(judgeMove(f).symbol, MoveSymbol::Good);
        f.probability = 0.1;
        QCOMPARE(judgeMove(f).symbol, MoveSymbol::None);
        QVERIFY(judgeMove(f).bestInDifficulty); // "(!)" in words
        f.probability = 0.0;
        f.capture = true;
        QCOMPARE(judgeMove(f).symbol, MoveSymbol::None);
        QVERIFY(!judgeMove(f).bestInDifficulty); // a capture gets no "(!)" either
    }

    // !! needs a game that is not yet decided: where |E[v(s1)]| reaches 0.9 (about four pawns)
    // with v(s1) estimated, or v(s1) = ±1 is known on a board (a mate found, a table's win), a
    // rise of u by the large threshold is no brilliancy. An abstract tree has no board.
    void noBrilliancyInADecidedGame_data() {
        QTest::addColumn<double>("expected");
        QTest::addColumn<bool>("exact");
        QTest::addColumn<bool>("board");
        QTest::addColumn<int>("nag");
        QTest::newRow("level: Michie's !!") << 0.0 << false << true << 3;
        QTest::newRow("better, not decided") << 0.89 << false << true << 3;
        QTest::newRow("won by the estimate") << 0.9 << false << true << 0;
        QTest::newRow("lost by the estimate (25. Kg1)") << -0.95 << false << true << 0;
        QTest::newRow("lost, just short of the ceiling") << -0.89 << false << true << 3;
        QTest::newRow("a proven win on a board (35. Qxd7)") << 1.0 << true << true << 0;
        QTest::newRow("a proven loss on a board") << -1.0 << true << true << 0;
        QTest::newRow("a proven draw on a board") << 0.0 << true << true << 3;
        QTest::newRow("a proven win in a tree stays Michie's") << 1.0 << true << false << 3;
    }

    void noBrilliancyInADecidedGame() {
        QFETCH(double, expected);
        QFETCH(bool, exact);
        QFETCH(bool, board);
        QFETCH(int, nag);
        const int v = exact ? int(expected) : 0;
        MoveFacts f = facts(v, v, -0.5, -0.2, -0.2); // Δu = +0.3, the best move
        f.exactBefore = exact;
        f.expectedBefore = expected;
        f.expectedAfter = expected;
        if (board) f.boardUtilityBefore = -0.5;
        f.probability = 0.5; // likely: Michie's ! does not apply either
        const MoveJudgement j = judgeMove(f);
        QCOMPARE(nagOf(j.symbol), nag);
        QCOMPARE(j.decided, (!exact || board) && std::abs(expected) >= 0.9);
        Thresholds michie;
        michie.brilliantCeiling = 1.1;
        QCOMPARE(judgeMove(f, michie).symbol, MoveSymbol::Brilliant);
    }

    // !? (Δv < 0, Δu >= large) also needs the principal search, whose tree u rests on, to see
    // the value lost: where only the value search sees it (29. Ng5 at +2.43 letting in a
    // perpetual check, scored +2.02 by the principal search against its best +2.57), it is ?.
    void speculativeNeedsTheSearchToSeeTheLoss_data() {
        QTest::addColumn<double>("searchedChange"); // NaN: unset, an abstract tree
        QTest::addColumn<double>("uAfter");
        QTest::addColumn<int>("nag");
        QTest::newRow("unset: Michie's !?") << std::nan("") << 0.86 << 5;
        QTest::newRow("the search sees a fall of 0.11: ?") << -0.11 << 0.86 << 2;
        QTest::newRow("the search sees the loss: !?") << -0.3 << 0.86 << 5;
        QTest::newRow("the search sees a rise: ?") << 0.05 << 0.86 << 2;
        QTest::newRow("u falls a lot: ?? either way") << -0.11 << 0.3 << 4;
    }

    void speculativeNeedsTheSearchToSeeTheLoss() {
        QFETCH(double, searchedChange);
        QFETCH(double, uAfter);
        QFETCH(int, nag);
        MoveFacts f = facts(1, 0, 0.6, uAfter, 0.86);
        f.exactBefore = false;
        f.expectedBefore = 0.56;
        f.expectedAfter = 0.0;
        if (!std::isnan(searchedChange)) f.searchedValueChange = searchedChange;
        const MoveJudgement j = judgeMove(f);
        QVERIFY(j.valueLost);
        QCOMPARE(nagOf(j.symbol), nag);
    }

    // ! for the only quiet move: a quiet pawn move the value search scores best, every other
    // move of which lowers the mover's E[v] by 0.15 or more, from move 11, with the mover at
    // E[v] 0.2 or more and below 0.9, where no other row marks it.
    void theOnlyQuietMoveIsGood_data() {
        QTest::addColumn<double>("gap"); // NaN: no second-best look
        QTest::addColumn<double>("expected");
        QTest::addColumn<int>("moveNumber");
        QTest::addColumn<bool>("exact");
        QTest::addColumn<double>("uAfter");
        QTest::addColumn<int>("nag");
        QTest::newRow("the only move") << 0.15 << 0.2 << 11 << false << 0.3 << 1;
        QTest::newRow("far the best") << 0.6 << 0.89 << 30 << false << 0.3 << 1;
        QTest::newRow("another move nearly as good") << 0.149 << 0.5 << 20 << false << 0.3 << 0;
        QTest::newRow("no look") << std::nan("") << 0.5 << 20 << false << 0.3 << 0;
        QTest::newRow("no edge to keep") << 0.4 << 0.19 << 20 << false << 0.3 << 0;
        QTest::newRow("worse") << 0.4 << -0.5 << 20 << false << 0.3 << 0;
        QTest::newRow("decided") << 0.4 << 0.9 << 20 << false << 0.3 << 0;
        QTest::newRow("the opening") << 0.4 << 0.5 << 10 << false << 0.3 << 0;
        QTest::newRow("a proven value") << 0.4 << 1.0 << 20 << true << 0.3 << 0;
        QTest::newRow("?! where u falls and E[v] with it") << 0.4 << 0.5 << 20 << false << 0.2 << 6;
    }

    void theOnlyQuietMoveIsGood() {
        QFETCH(double, gap);
        QFETCH(double, expected);
        QFETCH(int, moveNumber);
        QFETCH(bool, exact);
        QFETCH(double, uAfter);
        QFETCH(int, nag);
        const int v = exact ? int(expected) : 0;
        MoveFacts f = facts(v, v, 0.3, uAfter, 0.3); // the best move by u where uAfter is 0.3
        f.exactBefore = exact;
        f.expectedBefore = expected;
        // ?! needs E[v] to fall by 0.1 as well as u by 0.05: only the row that asks for it.
        f.expectedAfter = uAfter < 0.3 ? expected - 0.1 : expected;
        f.moveNumber = moveNumber;
        f.probability = 0.5;
        if (!std::isnan(gap)) f.onlyMoveGap = gap;
        const MoveJudgement j = judgeMove(f);
        QCOMPARE(nagOf(j.symbol), nag);
        QCOMPARE(j.onlyQuietMove, nag == 1 || (nag == 6 && !exact));
        Thresholds off;
        off.quietGap = 0.0;
        QCOMPARE(judgeMove(f, off).symbol, nag == 1 ? MoveSymbol::None : j.symbol);
    }

    void thresholdsAreConfigurable() {
        const MoveFacts f = facts(0, 0, 0.1, 0.07, 0.2); // Δu = -0.03
        QCOMPARE(judgeMove(f).symbol, MoveSymbol::None);
        Thresholds t;
        t.small = 0.02;
        QCOMPARE(judgeMove(f, t).symbol, MoveSymbol::Dubious);
        // An estimated value that does not fall: u alone makes no ?! unless dubiousDrop is 0.
        MoveFacts estimated = facts(0, 0, 0.1, 0.0, 0.2);
        estimated.exactBefore = false;
        QCOMPARE(judgeMove(estimated).symbol, MoveSymbol::None);
        Thresholds michie;
        michie.dubiousDrop = 0.0;
        QCOMPARE(judgeMove(estimated, michie).symbol, MoveSymbol::Dubious);
    }

    // Michie's Fig. 3 (M_w = 0.2, M_b = 1.4, r_min = 1): Black's move to B1 gives up the draw
    // (Δv < 0) yet has the better expected utility (-0.088 against A's -0.051: Δu = +0.037 for
    // Black), the move the paper calls best and, with '!', "brilliant but unsound".
    void michieFig3() {
        const Tree tree = sampletrees::loadTree(QStringLiteral("michie-fig3.json"));
        const MoveFacts b1 = treeFacts(tree, {0.2, 1.4, 1}, "B1");
        QCOMPARE(b1.valueBefore, 0);
        QCOMPARE(b1.valueAfter, -1);
        QVERIFY(qAbs(b1.utilityAfter - b1.utilityBefore - 0.037) < 0.002);
        const MoveJudgement j = judgeMove(b1);
        QVERIFY(j.best);
        QVERIFY(j.losing);
        QCOMPARE(j.symbol, MoveSymbol::Mistake); // Δu = 0.037 is far from "≫ 0" at large = 0.25
        Thresholds fine;
        fine.small = 0.01;
        fine.large = 0.03;
        QCOMPARE(judgeMove(b1, fine).symbol, MoveSymbol::Speculative); // !?
        // The sound move B2 is below this Black's average: an inaccuracy.
        QCOMPARE(judgeMove(treeFacts(tree, {0.2, 1.4, 1}, "B2")).symbol, MoveSymbol::Dubious);
    }

    // Fig. 4: with White as strong as Black (1.4), "the move to B1 does not appear as 'best', nor
    // even as a mistake, but as a blunder".
    void michieFig4() {
        const Tree tree = sampletrees::loadTree(QStringLiteral("michie-fig3.json"));
        const MoveJudgement b1 = judgeMove(treeFacts(tree, {1.4, 1.4, 1}, "B1"));
        QCOMPARE(b1.symbol, MoveSymbol::Blunder);
        QVERIFY(!b1.best);
        const MoveJudgement b2 = judgeMove(treeFacts(tree, {1.4, 1.4, 1}, "B2"));
        QVERIFY(b2.best);
        QCOMPARE(b2.symbol, MoveSymbol::None);
        QVERIFY(b2.safe); // into the dead-draw subtree: T = 0
    }

    void table3Nags_data() {
        QTest::addColumn<double>("u");
        QTest::addColumn<int>("nag");
        QTest::newRow("0") << 0.0 << 10;
        QTest::newRow("+0.049") << 0.049 << 10;
        QTest::newRow("+0.05") << 0.05 << 14;
        QTest::newRow("-0.05") << -0.05 << 15;
        QTest::newRow("+0.25") << 0.25 << 16;
        QTest::newRow("-0.3") << -0.3 << 17;
        QTest::newRow("+0.8") << 0.8 << 18;
        QTest::newRow("-0.95") << -0.95 << 19;
        QTest::newRow("+1") << 1.0 << 18;
        QTest::newRow("-1") << -1.0 << 19;
    }

    void table3Nags() {
        QFETCH(double, u);
        QFETCH(int, nag);
        QCOMPARE(nagOf(assessPosition(0, false, u, 0.3).band), nag);
    }

    void table3Words_data() {
        QTest::addColumn<int>("v");
        QTest::addColumn<bool>("exact");
        QTest::addColumn<double>("u");
        QTest::addColumn<double>("tension");
        QTest::addColumn<QString>("words");
        QTest::newRow("dead draw") << 0 << true << 0.0 << 0.0 << "A dead draw.";
        QTest::newRow("lifeless") << 0 << false << 0.01 << 0.04 << "A balanced, lifeless position.";
        QTest::newRow("balanced") << 0 << false << 0.01 << 0.3 << "A balanced position.";
        QTest::newRow("tense") << 0 << false << -0.02 << 0.7
                               << "A balanced position, full of tension.";
        QTest::newRow("certain win") << 1 << true << 1.0 << 1.0 << "A certain win for White.";
        QTest::newRow("certain win B") << -1 << true << -1.0 << 1.0 << "A certain win for Black.";
        QTest::newRow("v=0 u≈+1 exact")
            << 0 << true << 0.9 << 0.9
            << "White has excellent winning chances. Black needs great accuracy to make sure of "
               "the draw.";
        QTest::newRow("v=0 u≫0 est")
            << 0 << false << 0.3 << 0.5
            << "White has good winning chances, though with accuracy Black should hold the draw.";
        QTest::newRow("v=0 u<0 exact") << 0 << true << -0.1 << 0.3
                                       << "Black has a slight advantage. White needs care to make "
                                          "sure of the draw.";
        QTest::newRow("v=+1 u≈-1 exact")
            << 1 << true << -0.9 << 1.0
            << "White has a theoretical win but is almost bound to lose.";
        QTest::newRow("v=+1 u≈-1 est")
            << 1 << false << -0.9 << 1.0
            << "White may have a win with best play, but is almost bound to lose.";
        QTest::newRow("v=+1 u≪0") << 1 << true << -0.4 << 0.8
                                  << "White has a theoretical win but is likely to lose.";
        QTest::newRow("v=+1 -1≪u<0") << 1 << true << -0.1 << 0.8
                                     << "A very difficult win for White: it takes extreme "
                                        "accuracy.";
        QTest::newRow("v=+1 u≈0") << 1 << true << 0.0 << 0.8
                                  << "Black has excellent drawing chances. White needs accuracy "
                                     "to make sure of the win.";
        QTest::newRow("v=+1 0<u≪1")
            << 1 << true << 0.1 << 0.8 << "White has a mildly difficult win.";
        QTest::newRow("v=+1 u≈+1") << 1 << true << 0.9 << 0.9 << "An easy win for White.";
        QTest::newRow("v=-1 u≫0 est")
            << -1 << false << 0.4 << 0.8
            << "Black may have a win with best play, but is likely to lose.";
        QTest::newRow("v=-1 u≈-1 est") << -1 << false << -0.85 << 0.9 << "Black should win easily.";
    }

    void table3Words() {
        QFETCH(int, v);
        QFETCH(bool, exact);
        QFETCH(double, u);
        QFETCH(double, tension);
        QFETCH(QString, words);
        QCOMPARE(QString::fromStdString(positionComment(assessPosition(v, exact, u, tension))),
                 words);
    }

    // A band that points against the engine's score says why; the score's side (half a pawn or
    // more) is no part of what the assessment is.
    void theBoardAgainstUIsSaid() {
        QCOMPARE(boardSideOf(50, true), 1);
        QCOMPARE(boardSideOf(49, true), 0);
        QCOMPARE(boardSideOf(50, false), -1);
        QCOMPARE(boardSideOf(-60, false), 1);
        QCOMPARE(boardSideOf(-49, false), 0);
        QCOMPARE(sideOf(UtilityBand::BlackSlight), -1);
        QCOMPARE(sideOf(UtilityBand::Level), 0);
        QCOMPARE(sideOf(UtilityBand::WhiteCertain), 1);

        PositionAssessment a = assessPosition(0, false, -0.3, 0.6); // Black clearly better by u
        const PositionAssessment same = a;
        a.board = 1; // ... and White better by the score
        QVERIFY(a == same);
        QCOMPARE(QString::fromStdString(positionComment(a)),
                 QString::fromStdString(positionComment(same)) +
                     " White stands better on the board, but Black has the better practical "
                     "chances at these strengths.");
        a.board = -1; // the score agrees with u: nothing to say
        QCOMPARE(positionComment(a), positionComment(same));
        PositionAssessment w = assessPosition(0, false, 0.1, 0.6);
        w.board = -1;
        QVERIFY(QString::fromStdString(positionComment(w))
                    .endsWith(" Black stands better on the board, but White has the better "
                              "practical chances at these strengths."));
        // v already points the board's way: its words say it.
        PositionAssessment v = assessPosition(1, false, -0.1, 0.6);
        const std::string vWords = positionComment(v);
        v.board = 1;
        QCOMPARE(positionComment(v), vWords);
        QCOMPARE(vWords, std::string("White may be winning, but it would take extreme accuracy."));
    }

    // A band that points against a score too small for words is level: no "Black has a slight
    // advantage" beside [%eval 0.16]. From half a pawn on the band stays, with the words.
    void aBandAgainstASmallScoreIsLevel() {
        const auto banded = [](double u, int score, bool whiteToMove) {
            PositionAssessment a = assessPosition(0, false, u, 0.3);
            setBoard(a, score, whiteToMove);
            return a;
        };
        PositionAssessment a = banded(-0.1, 16, true); // Black slightly better by u, +0.16
        QCOMPARE(a.band, UtilityBand::Level);
        QCOMPARE(a.board, 0);
        QCOMPARE(positionComment(a), std::string("A balanced position."));
        QCOMPARE(banded(-0.1, -16, false).band, UtilityBand::Level); // Black to move, +0.16
        QCOMPARE(banded(-0.3, 49, true).band, UtilityBand::Level);   // clearly, +0.49
        QCOMPARE(banded(0.9, -30, true).band, UtilityBand::Level);   // decisively, -0.30
        // The score agrees, or is 0.00: u's band stands.
        QCOMPARE(banded(-0.1, -16, true).band, UtilityBand::BlackSlight);
        QCOMPARE(banded(-0.1, 0, true).band, UtilityBand::BlackSlight);
        QCOMPARE(banded(0.3, 120, false).band, UtilityBand::WhiteClear); // Black to move, -1.20
        QCOMPARE(banded(0.3, -120, false).board, 1);
        // Half a pawn or more against it: the band stays and the words say why.
        a = banded(-0.1, 50, true);
        QCOMPARE(a.band, UtilityBand::BlackSlight);
        QCOMPARE(a.board, 1);
        QVERIFY(QString::fromStdString(positionComment(a))
                    .endsWith(" White stands better on the board, but Black has the better "
                              "practical chances at these strengths."));
        // A certain result (v known, u = -1) is never levelled.
        PositionAssessment c = assessPosition(-1, true, -1.0, 0.0);
        setBoard(c, 30, true);
        QCOMPARE(c.band, UtilityBand::BlackCertain);
    }

    void certainNeedsTheValue() {
        // u = +1 with v = 0 is "impossible" in Table 3; it is read as decisive.
        QCOMPARE(assessPosition(0, false, 1.0, 1.0).band, UtilityBand::WhiteDecisive);
        QCOMPARE(assessPosition(1, true, 1.0, 1.0).band, UtilityBand::WhiteCertain);
        QVERIFY(!assessPosition(0, true, 0.0, 0.2).deadDraw); // u = 0, but decisive lines exist
    }

    // An assessment changes where the NAG or the words change: the tension only where the words say
    // it (a level band with v = 0), so that 18. h3 ⩲ is not followed by 19. Kh2 ⩲ with the same
    // words because the game grew sharper.
    void anAssessmentChangesWithWhatIsWritten() {
        const PositionAssessment sharp = assessPosition(0, false, 0.1, 0.6);
        const PositionAssessment calm = assessPosition(0, false, 0.1, 0.3);
        QCOMPARE(sharp.band, UtilityBand::WhiteSlight);
        QVERIFY(sharp.tension != calm.tension);
        QCOMPARE(positionComment(sharp), positionComment(calm));
        QVERIFY(sharp == calm);
        const PositionAssessment levelSharp = assessPosition(0, false, 0.0, 0.6);
        const PositionAssessment levelCalm = assessPosition(0, false, 0.0, 0.3);
        QVERIFY(positionComment(levelSharp) != positionComment(levelCalm));
        QVERIFY(!(levelSharp == levelCalm));
        QVERIFY(!(assessPosition(1, false, 0.1, 0.3) == calm)); // v differs: other words
        QVERIFY(!(assessPosition(0, true, 0.1, 0.3) == calm));  // exact: other words
        QVERIFY(!(assessPosition(0, true, 0.0, 0.0) == assessPosition(0, true, 0.0, 0.01))); // dead
    }

    void hysteresisKeepsTheBand() {
        const Thresholds t; // small 0.05, hysteresis 0.03
        const PositionAssessment slight = assessPosition(0, false, 0.06, 0.3, t);
        QCOMPARE(slight.band, UtilityBand::WhiteSlight);
        QCOMPARE(assessPosition(0, false, 0.03, 0.3, t, &slight).band, UtilityBand::WhiteSlight);
        QCOMPARE(assessPosition(0, false, 0.01, 0.3, t, &slight).band, UtilityBand::Level);
        QCOMPARE(assessPosition(0, false, 0.03, 0.3, t).band, UtilityBand::Level);
        const PositionAssessment certain = assessPosition(1, true, 1.0, 1.0, t);
        QCOMPARE(assessPosition(1, true, 0.99, 1.0, t, &certain).band, UtilityBand::WhiteDecisive);
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
