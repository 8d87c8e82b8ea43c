#include "rules.h"

#include "search/value.h"

#include <cmath>

namespace kibitz::annotate {

namespace {

// Utilities are sums of products of probabilities: allow for rounding in "u = 1" and "Δu max".
constexpr double Tolerance = 1e-9;

struct Interval {
    double low;
    double high;
};

// The u of each band, boundaries included on either side (the widening makes them overlap).
Interval intervalOf(UtilityBand band, const Thresholds& t) {
    switch (band) {
    case UtilityBand::BlackCertain: return {-1.0, -1.0 + Tolerance};
    case UtilityBand::BlackDecisive: return {-1.0, -t.decisive};
    case UtilityBand::BlackClear: return {-t.decisive, -t.large};
    case UtilityBand::BlackSlight: return {-t.large, -t.small};
    case UtilityBand::Level: return {-t.small, t.small};
    case UtilityBand::WhiteSlight: return {t.small, t.large};
    case UtilityBand::WhiteClear: return {t.large, t.decisive};
    case UtilityBand::WhiteDecisive: return {t.decisive, 1.0};
    case UtilityBand::WhiteCertain: break;
    }
    return {1.0 - Tolerance, 1.0};
}

} // namespace

int nagOf(MoveSymbol symbol) {
    switch (symbol) {
    case MoveSymbol::Good: return 1;
    case MoveSymbol::Mistake: return 2;
    case MoveSymbol::Brilliant: return 3;
    case MoveSymbol::Blunder: return 4;
    case MoveSymbol::Speculative: return 5;
    case MoveSymbol::Dubious: return 6;
    case MoveSymbol::None: break;
    }
    return 0;
}

MoveJudgement judgeMove(const MoveFacts& f, const Thresholds& t) {
    MoveJudgement j;
    j.deltaValue = f.expectedAfter - f.expectedBefore;
    j.valueLost = j.deltaValue <= -t.valueDrop + Tolerance;
    j.valueKept = std::abs(j.deltaValue) < t.valueDrop - Tolerance;
    j.weakened = f.exactBefore || j.deltaValue <= -t.dubiousDrop + Tolerance;
    j.deltaUtility = f.utilityAfter - f.utilityBefore;
    // A property of the position: the board's u, not one that the rating gap moves (the weaker
    // player's every best move at [%eval 0.00] was "the best move in difficult circumstances").
    j.difficult = f.valueBefore - f.boardUtilityBefore.value_or(f.utilityBefore) >= t.large;
    j.best = f.utilityAfter >= f.bestUtility - Tolerance;
    j.safe = j.valueKept && f.tensionAfter <= t.tensionLow;
    j.losing = f.valueAfter == -1 && f.valueBefore > -1;
    // On a board a proven win (a mate the value search found, a table's win) is decided too: 35.
    // Qxd7, a queen taken at mate in 10, was "!!" because the principal search's u rose by 0.31.
    // In an abstract tree (no board: Michie's own cases) v is always exact and his rule stands.
    j.decided = (!f.exactBefore || f.boardUtilityBefore.has_value()) &&
                std::abs(f.expectedBefore) >= t.brilliantCeiling - Tolerance;
    // An offer of material after the opening by a side not clearly worse: a sacrifice, sound
    // (!) or speculative (!?).
    const bool sacrifice = t.sacrifice > 0 && f.offered >= t.sacrifice &&
                           f.moveNumber >= t.sacrificeFromMove &&
                           f.expectedBefore > t.sacrificeFloor + Tolerance;
    j.soundSacrifice = sacrifice && j.deltaValue > -t.dubiousDrop + Tolerance &&
                       f.scoreAfter > f.scoreBefore - BoardMargin;
    j.onlyQuietMove = t.quietGap > 0 && f.onlyMoveGap && *f.onlyMoveGap >= t.quietGap - Tolerance &&
                      !f.exactBefore && f.moveNumber >= t.quietFromMove &&
                      f.expectedBefore >= t.quietFloor - Tolerance && !j.decided;

    const double du = j.deltaUtility;
    // u(s2) comes from the principal search's tree: a rise of u is a gamble only if that search
    // sees the value lost too (29. Ng5 "!?" at +2.43 let in a perpetual check that the value
    // search saw at 0.00 and the principal search, scoring it +2.02 to its best +2.57, did not).
    const bool searchSeesTheLoss =
        f.searchedValueChange.value_or(j.deltaValue) <= -t.valueDrop + Tolerance;
    if (j.valueLost) {
        if (du <= -t.large)
            j.symbol = MoveSymbol::Blunder;
        else if (du >= t.large && searchSeesTheLoss)
            j.symbol = MoveSymbol::Speculative;
        else
            j.symbol = MoveSymbol::Mistake;
    } else if (j.valueKept) {
        if (du <= -t.small && j.weakened)
            j.symbol = MoveSymbol::Dubious;
        else if (du >= t.large && !j.decided)
            j.symbol = MoveSymbol::Brilliant;
        else if (du >= t.small && j.difficult && j.best && f.onlyMove && !f.capture &&
                 f.probability < t.hardToFind)
            j.symbol = MoveSymbol::Good;
    }
    // An offer that costs a little (?!: E[v] falls by less than valueDrop) is the commentator's
    // !?: objectively dubious, and a problem the opponent must solve at the board.
    j.speculativeSacrifice = sacrifice && j.symbol == MoveSymbol::Dubious;
    if (j.speculativeSacrifice) j.symbol = MoveSymbol::Speculative;
    // A move is judged against the other moves of its position: where all of them are far worse,
    // the value lost was lost earlier (26... Kxa5, the king's one square, "?" for the mate that
    // 24... cxd4 had allowed).
    j.forced = f.forced;
    if (j.forced && j.symbol != MoveSymbol::Good && j.symbol != MoveSymbol::Brilliant) {
        j.symbol = MoveSymbol::None;
        j.speculativeSacrifice = false;
    }
    // A sound sacrifice is strong whether or not Table 2 has a row for it, also when E[v] rises
    // (the search before the move did not see what it wins).
    if (j.symbol == MoveSymbol::None && j.soundSacrifice) j.symbol = MoveSymbol::Good;
    // The one quiet move that keeps the edge, as the strongest search sees it: the human
    // annotator's ! on ...f5 or h4 that no rise of u shows (docs/annotation.md).
    if (j.symbol == MoveSymbol::None && j.onlyQuietMove) j.symbol = MoveSymbol::Good;
    // The words of "(!)" are for a move that needs finding: not a capture (18... Kxh7 and 20...
    // hxg5 of won amateur games were "the win still takes accuracy"), as Michie's ! above.
    // Nor for a forced move, which needs no finding.
    j.bestInDifficulty = j.symbol == MoveSymbol::None && j.best && j.difficult && f.onlyMove &&
                         !f.capture && !j.forced;
    // The best move, or the only one, does not lose: the game was lost before it ("(!) The best
    // move in difficult circumstances. A losing move." said both of one move).
    if (j.bestInDifficulty || j.forced) j.losing = false;
    // Nor is a strong move losing, or a weakening one safe: the words never argue with the sign.
    if (j.symbol == MoveSymbol::Good || j.symbol == MoveSymbol::Brilliant) j.losing = false;
    if (j.symbol == MoveSymbol::Dubious) j.safe = false;
    j.winning = f.valueBefore > 0;
    return j;
}

UtilityBand bandOf(double u, const Thresholds& t) {
    if (u >= 1.0 - Tolerance) return UtilityBand::WhiteCertain;
    if (u <= -1.0 + Tolerance) return UtilityBand::BlackCertain;
    if (u >= t.decisive) return UtilityBand::WhiteDecisive;
    if (u <= -t.decisive) return UtilityBand::BlackDecisive;
    if (u >= t.large) return UtilityBand::WhiteClear;
    if (u <= -t.large) return UtilityBand::BlackClear;
    if (u >= t.small) return UtilityBand::WhiteSlight;
    if (u <= -t.small) return UtilityBand::BlackSlight;
    return UtilityBand::Level;
}

UtilityBand bandOf(double u, const Thresholds& t, UtilityBand previous, double hysteresis) {
    const UtilityBand band = bandOf(u, t);
    if (band == previous || band == UtilityBand::WhiteCertain || band == UtilityBand::BlackCertain)
        return band;
    const Interval kept = intervalOf(previous, t);
    const bool certain =
        previous == UtilityBand::WhiteCertain || previous == UtilityBand::BlackCertain;
    const double margin = certain ? 0.0 : hysteresis;
    return u >= kept.low - margin && u <= kept.high + margin ? previous : band;
}

TensionClass tensionOf(double tension, const Thresholds& t) {
    if (tension <= t.tensionLow) return TensionClass::Lifeless;
    if (tension >= t.tensionHigh) return TensionClass::High;
    return TensionClass::Normal;
}

PositionAssessment assessPosition(int value, bool exact, double utility, double tension,
                                  const Thresholds& t, const PositionAssessment* previous) {
    PositionAssessment a;
    a.value = value;
    a.exact = exact;
    a.band = previous ? bandOf(utility, t, previous->band, t.hysteresis) : bandOf(utility, t);
    // Table 3 calls u = ±1 with any other v impossible; with an estimated v it means the estimate
    // and the tree disagree, and "decisive" is what can be said.
    if (a.band == UtilityBand::WhiteCertain && value != 1) a.band = UtilityBand::WhiteDecisive;
    if (a.band == UtilityBand::BlackCertain && value != -1) a.band = UtilityBand::BlackDecisive;
    a.tension = tensionOf(tension, t);
    a.deadDraw = value == 0 && tension < Tolerance && std::abs(utility) < Tolerance;
    return a;
}

int nagOf(UtilityBand band) {
    switch (band) {
    case UtilityBand::Level: return 10;
    case UtilityBand::WhiteSlight: return 14;
    case UtilityBand::BlackSlight: return 15;
    case UtilityBand::WhiteClear: return 16;
    case UtilityBand::BlackClear: return 17;
    case UtilityBand::WhiteDecisive:
    case UtilityBand::WhiteCertain: return 18;
    case UtilityBand::BlackDecisive:
    case UtilityBand::BlackCertain: break;
    }
    return 19;
}

int boardSideOf(int score, bool whiteToMove) {
    const int white = search::SideScore{score, whiteToMove ? chess::White : chess::Black}.white();
    return white >= BoardMargin ? 1 : (white <= -BoardMargin ? -1 : 0);
}

void setBoard(PositionAssessment& a, int score, bool whiteToMove) {
    a.board = boardSideOf(score, whiteToMove);
    const int white = search::SideScore{score, whiteToMove ? chess::White : chess::Black}.white();
    const bool certain = a.band == UtilityBand::WhiteCertain || a.band == UtilityBand::BlackCertain;
    if (a.board == 0 && !certain && sideOf(a.band) * white < 0) a.band = UtilityBand::Level;
}

int sideOf(UtilityBand band) {
    return band > UtilityBand::Level ? 1 : (band < UtilityBand::Level ? -1 : 0);
}

} // namespace kibitz::annotate
