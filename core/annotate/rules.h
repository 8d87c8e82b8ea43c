#pragma once

// Michie's explications of the commentator's symbols (THEORY.md §3): Table 2 for moves, Table 3
// for positions. Pure functions of v, u and T, so that they can be checked on abstract trees as
// well as on chess positions.

#include <cstdint>
#include <optional>

namespace kibitz::annotate {

// The thresholds of THEORY.md §3. Utilities are in [-1, +1], so are these.
struct Thresholds {
    double small = 0.05;      // u ≈ 0 below it; a move that changes u by less changes nothing
    double large = 0.25;      // ≪ and ≫: "clear" advantages, blunders, brilliancies
    double decisive = 0.8;    // u ≈ ±1 from here on
    double tensionLow = 0.05; // a position this calm is lifeless
    double tensionHigh = 0.5; // ... and this tense is full of tension
    // A u that has left its band by less than this still counts as in it, so that u wavering on
    // a boundary does not change the position's assessment at every move.
    double hysteresis = 0.03;
    // θ of THEORY.md §1: an estimated v is +1 (-1) when the probability of a win (loss) in the
    // annotator's value model reaches it (see annotator.h).
    double valueThreshold = 0.5;
    // Δv of Table 2 for estimated values: v has fallen (Δv < 0) when its expectation E[v] = w - l
    // falls by this much or more, risen when it rises as much, and is kept (Δv = 0) otherwise.
    // Exact values differ by 1 or 2, so where both are known this is Michie's Δv.
    double valueDrop = 0.3;
    // ?! (Δv = 0, Δu < 0) also needs E[v] to fall by this much where v(s1) is estimated: the
    // move must weaken the position in the value model of strong play, not only in u, whose
    // changes the look-ahead tree measures too coarsely to tell a weakening from noise
    // (docs/annotation.md). Where v(s1) is known, Michie's rule holds as it is. 0: Michie's.
    double dubiousDrop = 0.1;
    // ! for a sound sacrifice: the move offers at least this much material (MoveFacts::offered,
    // centipawns: a pawn) after the opening (from move sacrificeFromMove on: before it, a pawn
    // or piece offered is opening play, a gambit or a pawn soon won back), the mover's E[v]
    // before it is above sacrificeFloor (not clearly worse: a desperado is no sacrifice), E[v]
    // falls by less than dubiousDrop and the value search's score by less than BoardMargin (the
    // offer is sound; the score also where E[v] no longer moves, in a won game). Fitted to a
    // human annotator's ! (docs/annotation.md); a sacrifice of 0 turns the rule off.
    int sacrifice = 100;
    int sacrificeFromMove = 11;
    double sacrificeFloor = -0.2;
    // Michie's ! (the model's best and the only move in a difficult position) also asks that the
    // move be hard to find: no capture, and a probability below this in the model of the mover.
    double hardToFind = 0.1;
    // !! (Δu >= large) only in a game not yet decided: where the mover's |E[v(s1)]| reaches this
    // (about four pawns either way in the strong-play model; on a board also a proven win or
    // loss, v(s1) = ±1 known), a rise of u is the look-ahead tree's noise, not a brilliancy (25.
    // Kg1 "!!" at -5.07 in an amateur game, 46. Nc8+ "!!" at +6.07 in a TWIC one, 35. Qxd7 "!!"
    // at mate in 10 in a Dortmund one). Such a move goes on to the rows below. In an abstract
    // tree (no boardUtilityBefore), where v is always known, and above 1: Michie's.
    double brilliantCeiling = 0.9;
    // ! for the only quiet move: a pawn move without capture or promotion, from move
    // quietFromMove on, that the value search scores best and every other move of which lowers
    // the mover's E[v] by quietGap or more (MoveFacts::onlyMoveGap, the second-best look of
    // valuecheck.h), where the mover's E[v] is at least quietFloor (an edge to keep) and below
    // brilliantCeiling (not decided), and no other row marks the move. Chosen on games 61-347 of
    // the Dortmund annotator, checked on games 1-60 (docs/benchmarks.md). A quietGap of 0 (or no
    // second-best look) turns the rule off.
    double quietGap = 0.15;
    double quietFloor = 0.2;
    int quietFromMove = 11;

    bool operator==(const Thresholds&) const = default;
};

// The symbols of Table 2 that are NAGs.
enum class MoveSymbol : std::uint8_t {
    None,
    Blunder,     // ??  $4
    Mistake,     // ?   $2
    Dubious,     // ?!  $6  an inaccuracy: the move weakens the position
    Speculative, // !?  $5  brilliant but unsound
    Brilliant,   // !!  $3  very strong
    Good,        // !   $1  strong: the model's best and the only move in a difficult position,
                 //         hard to find; or a sound sacrifice; or the only quiet pawn move that
                 //         keeps an edge
};

// The NAG of a symbol, or 0 for None.
int nagOf(MoveSymbol symbol);

// One move s1 -> s2, everything from the mover's standpoint.
struct MoveFacts {
    int valueBefore = 0;         // v(s1), estimated as THEORY.md §1 says where not known
    int valueAfter = 0;          // v(s2)
    double expectedBefore = 0.0; // E[v(s1)]: v itself where known, else w - l of the estimate
    double expectedAfter = 0.0;  // E[v(s2)]
    bool exactBefore = false;    // v(s1) is known (a proven result, an abstract tree)
    double utilityBefore = 0.0;  // u(s1): the mean over the model's choice of move
    // u(s1) of the board (PositionAnalysis::boardOutcome: both players at their mean merit, the
    // leaves at the printed score's level), which says whether s1 is difficult; unset (an
    // abstract tree, Michie's own cases): utilityBefore.
    std::optional<double> boardUtilityBefore;
    double utilityAfter = 0.0; // u(s2)
    // Δv as the principal search sees it, the search whose tree u(s2) rests on: E[v] after the
    // move less E[v] after that search's best move, both from its scores (analysis::valueAfter);
    // unset (an abstract tree, Michie's own cases): Δv itself.
    std::optional<double> searchedValueChange;
    // Where the move is a quiet pawn move, the value search's best, and the second-best look was
    // taken (PositionAnalysis::secondBestScore): E[v] after it less E[v] after the best other
    // move, both from that search's engine, from the mover's standpoint (0 or more unless the two
    // searches disagree); else unset.
    std::optional<double> onlyMoveGap;
    double bestUtility = 0.0;  // the largest u(s2') over the legal moves
    double tensionAfter = 0.0; // T(s2)
    // The principal search scores this move best and no other within analysis::NearBestMargin
    // (half a pawn) of it: the only move that holds. True where no search scored the moves (an
    // abstract tree).
    bool onlyMove = true;
    // The principal search scores every other move ForcedGap or more below this one, or there is
    // no other: whatever the move loses was lost before it. False in an abstract tree.
    bool forced = false;
    // Material the move offers (sacrifice.h: what the opponent wins by taking the moved piece,
    // less what the move took), in centipawns; 0 in an abstract tree.
    int offered = 0;
    bool capture = false;     // the move takes something
    double probability = 0.0; // that the mover plays it, in the model of the mover
    int moveNumber = 0;       // the number of the move (1 for the first of each side); 0 unknown
    // The value search's scores of the positions before and after the move, in centipawns (mates
    // beyond any of them), from the mover's standpoint.
    int scoreBefore = 0;
    int scoreAfter = 0;
};

// The centipawns by which every other move must fall short of the played one for it to be forced
// (MoveFacts::forced): a piece or more, "far worse".
inline constexpr int ForcedGap = 150;

// What Table 2 says about a move.
struct MoveJudgement {
    MoveSymbol symbol = MoveSymbol::None;
    double deltaValue = 0.0;       // Δv: E[v(s2)] - E[v(s1)], the exact Δv where both are known
    bool valueLost = false;        // Δv < 0: Δv <= -valueDrop
    bool valueKept = false;        // Δv = 0: |Δv| < valueDrop
    bool weakened = false;         // v(s1) known, or E[v] fell by dubiousDrop or more
    double deltaUtility = 0;       // Δu
    bool difficult = false;        // s1 is difficult: v(s1) - u(s1) >= large, u of the board
    bool best = false;             // Δu is the largest of the moves
    bool bestInDifficulty = false; // (!): best, the only move, no capture, s1 difficult, no symbol
    bool winning = false;          // v(s1) = +1 for the mover: a difficult s1 is a hard win
    bool soundSacrifice = false;   // offers material (Thresholds::sacrifice) and keeps E[v]
    bool speculativeSacrifice = false; // offers material and would be ?!: !? instead
    bool onlyQuietMove = false;
    // A forced move (MoveFacts::forced): never ?, ??, ?! or !?, and no turning point.
    bool forced = false;  // the quiet pawn move that alone keeps an edge (quietGap)
    bool decided = false; // |E[v(s1)]| >= brilliantCeiling, v(s1) estimated or on a
                          // board: no !!
    bool safe = false;    // Δv = 0 and s2 is lifeless
    bool losing = false;  // v(s2) lost and v(s1) not
};

// Table 2, the first matching row winning: ??, !?, ?, ?!, !!, !, then (!) (THEORY.md §3:
// "brilliant but unsound" is checked before "mistake", being the more specific). !? also asks
// that the principal search see the loss of value (MoveFacts::searchedValueChange): where only
// the value search sees it, the rise of u is the tree missing the refutation, and the move is ?. A
// sound sacrifice that no row marks gets !, then the only quiet move
// (MoveJudgement::soundSacrifice, onlyQuietMove); an offer the rows call ?! gets !?
// (speculativeSacrifice).
MoveJudgement judgeMove(const MoveFacts& facts, const Thresholds& thresholds = {});

// The bands of u that Table 3 distinguishes, from White's standpoint.
enum class UtilityBand : std::uint8_t {
    BlackCertain,  // u = -1
    BlackDecisive, // u <= -decisive
    BlackClear,    // -decisive < u <= -large
    BlackSlight,   // -large < u <= -small
    Level,         // |u| < small
    WhiteSlight,
    WhiteClear,
    WhiteDecisive,
    WhiteCertain, // u = +1
};

enum class TensionClass : std::uint8_t { Lifeless, Normal, High };

// Table 3's cell for a position: what the NAG and the words depend on.
struct PositionAssessment {
    int value = 0;      // v, White's standpoint
    bool exact = false; // v is known, not estimated
    UtilityBand band = UtilityBand::Level;
    TensionClass tension = TensionClass::Normal;
    bool deadDraw = false; // v = 0 exactly and no decisive result is reachable (T = 0)
    // The side the engine's score (the [%eval] beside the NAG) favours by BoardMargin or more:
    // +1 White, -1 Black, 0 neither. The words explain a band that points the other way. Not
    // part of what the assessment is: the score's wavering changes no assessment.
    int board = 0;

    // The same NAG and the same words (phrases.h): the tension and a dead draw count only where
    // the words say them, a level band with v = 0 ("A balanced position, full of tension.").
    bool operator==(const PositionAssessment& o) const {
        if (value != o.value || exact != o.exact || band != o.band) return false;
        if (value != 0 || band != UtilityBand::Level) return true;
        return tension == o.tension && deadDraw == o.deadDraw;
    }
};

// Half a pawn: a score from here on favours a side on the board (the coherence rule).
inline constexpr int BoardMargin = 50;

// PositionAssessment::board for a score of the side to move in centipawns (mates included, as
// search values: beyond any centipawn score).
int boardSideOf(int score, bool whiteToMove);

// Sets a.board from the engine's score beside the NAG (the side to move's, centipawns, mates as
// search values), and keeps the band from pointing against it without a reason: where u favours
// one side and the score the other by less than BoardMargin (u is ahead of a score too small for
// words, "Black has a slight advantage" beside [%eval 0.16]), the position is level. From
// BoardMargin on the band stays and the words say why (phrases.h).
void setBoard(PositionAssessment& a, int score, bool whiteToMove);

// The side u's band favours: +1 White, -1 Black, 0 level.
int sideOf(UtilityBand band);

// The band of u. With `previous`, a u within `hysteresis` of the previous band still counts as
// in it, so that a u wavering on a boundary does not change the assessment at every move.
UtilityBand bandOf(double utility, const Thresholds& thresholds);
UtilityBand bandOf(double utility, const Thresholds& thresholds, UtilityBand previous,
                   double hysteresis);
TensionClass tensionOf(double tension, const Thresholds& thresholds);

// Table 3's cell for a position. With `previous` (the assessment one move earlier), u's band
// keeps to the previous band within the hysteresis.
PositionAssessment assessPosition(int value, bool exact, double utility, double tension,
                                  const Thresholds& thresholds = {},
                                  const PositionAssessment* previous = nullptr);

// The position NAG of Table 3: $10 (=), $14/$15 (⩲/⩱), $16/$17 (±/∓), $18/$19 (+−/−+).
int nagOf(UtilityBand band);

} // namespace kibitz::annotate
