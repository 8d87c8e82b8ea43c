#pragma once

// Annotating one game (THEORY.md §3): Table 2 judges every main-line move, Table 3 assesses the
// position after it, and the results go into the game's tree as NAGs, short comments, [%eval]
// scores and, after a weak move, the move the model prefers as a variation.
//
// The value v of each position is the one of analysis/valuation.h (estimated with a WDL model of
// strong play where it is not known), at θ = Thresholds::valueThreshold.
//
// One path for every caller: the back-up of the trees at the players' strengths and Table 2 and
// 3 over it make a GameJudgement (judgeGame), and writeAnnotations writes one into a game.
// annotateGame does both for the command line; the window keeps the judgement of its analysis
// and writes it when asked, without judging again.
//
// What Kibitz adds is marked, so that it can be told from what people wrote: its words start with
// the command `[%kibitz]`, whose arguments list the NAGs it added to that move
// (`[%kibitz 4,16]`), and run to the end of the comment; its score is the comment's `[%eval]`.
// With an opening book, the moves into book positions get no move NAG, no Table 2 words and no
// variation (theory is named, not judged); the first move out of book says so, and the tags ECO,
// Opening and Variation the game lacks are added, each listed in the marker of the note before
// the first move ("[%kibitz tag:ECO,tag:Opening]") so that --replace removes exactly those.
// Human comments, NAGs and variations are kept; a move that already has a human move NAG ($1-$6,
// $9) or position NAG ($10-$19) gets none of that kind from Kibitz.
// With AnnotatorOptions::judgeVariations, the moves of the game's own variations (a coach's side
// lines, not Kibitz's) are judged by the same rules and marked the same way (variations.h).

#include "analysis/gameanalysis.h"
#include "annotate/openingbook.h"
#include "annotate/phrases.h"
#include "annotate/rules.h"
#include "pgn/game.h"
#include "theory/michie.h"

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::annotate {

// The annotator's principal search at the root of each position's tree: it scores every legal
// move for the model of the players' choices (Δu, ! and ?!, the expected loss), while the value
// search below gives v (Δv, ?? and ?). A quarter of the analysis default
// (LookaheadSettings::rootNodes), for the speed target of the main job: the benchmarks' quality
// targets hold at this size too; the smaller tree costs some accuracy in the rating estimates and,
// rarely, gives a doubtful !! (docs/annotation.md).
inline constexpr std::uint64_t AnnotationRootNodes = 100'000;

// The annotator's search for the value of each position (LookaheadSettings::valueNodes): Δv, the
// heart of ?? and ?, needs a deeper look than the principal search scoring every move gets. This
// size, with a second look ten times as large, meets the speed target and catches as much as a
// value search twice the size with a second look five times as large (docs/annotation.md).
inline constexpr std::uint64_t AnnotationValueNodes = 100'000;

// The second look (analysis/valuecheck.h): the positions around a move that seems to lower the
// mover's E[v] by AnnotationCheckDrop or more are valued again by a search this many times as
// large as the value search. On the benchmarks of docs/benchmarks.md it finds blunders a search
// of AnnotationValueNodes misses, at a few positions a game.
inline constexpr int AnnotationCheckFactor = 10;
inline constexpr double AnnotationCheckDrop = 0.12;
// The second look also where the score swings by more than a pawn across a move, or the tree's
// and the value search's best scores differ by as much (LookaheadSettings::swingMargin): the
// places of sacrifices and refutations, which a search of a fixed size sees on one side only.
inline constexpr int AnnotationSwingMargin = 100;

// The third look: where the second still sees the move lower E[v] by as much as an inaccuracy
// (Thresholds::dubiousDrop) but less than a mistake (valueDrop), both positions are valued again
// by a search this many times as large as the second look. Depth decides the class there: a move
// can be an inaccuracy at the second look and a mistake at the third (docs/annotation.md).
inline constexpr int AnnotationDeepFactor = 5;

// The looks that follow the thresholds: the band of the third look, from the thresholds'
// inaccuracy to their mistake; the second-best look wherever the quiet ! (Thresholds::quietGap)
// is on, from the move where it may mark.
inline void setThresholdLooks(analysis::LookaheadSettings& settings, const Thresholds& thresholds) {
    settings.deepDrop = thresholds.dubiousDrop;
    settings.deepCeiling = thresholds.valueDrop;
    settings.secondBestLook = thresholds.quietGap > 0;
    settings.secondBestFromMove = thresholds.quietFromMove;
}

// The look-ahead settings of the annotator: the analysis defaults, that search and its check.
inline analysis::LookaheadSettings annotationLookahead() {
    analysis::LookaheadSettings settings;
    settings.rootNodes = AnnotationRootNodes;
    settings.valueNodes = AnnotationValueNodes;
    settings.movesByValueEngine = true;
    settings.checkFactor = AnnotationCheckFactor;
    settings.checkDrop = AnnotationCheckDrop;
    settings.swingMargin = AnnotationSwingMargin;
    settings.deepFactor = AnnotationDeepFactor;
    setThresholdLooks(settings, Thresholds{});
    return settings;
}

// The search nodes per position the note names: the principal search's and the value search's.
inline unsigned long long searchNodesPerPosition(const analysis::LookaheadSettings& settings) {
    return settings.rootNodes + settings.valueNodes;
}

struct GameJudgement; // below
struct VariationPlan; // variations.h

struct AnnotatorOptions {
    Thresholds thresholds;
    int defaultElo = 2000;       // when a player has no rating tag
    std::optional<int> whiteElo; // overrides the tag
    std::optional<int> blackElo;
    int rMin = 0;
    bool evaluations = true; // [%eval] on every move
    bool variations = true;  // the preferred move after ?, ?? and ?!
    // Judge the moves of the game's own variations too (variations.h), from the trees of their
    // positions that writeAnnotations is given; off: the main line alone.
    bool judgeVariations = false;
    int variationPlies = 4; // ... with the engine's continuation, this many plies in all at most
    bool replaceEarlier = false;             // remove what an earlier run of Kibitz added first
    std::string version;                     // for the Annotator tag and the note
    unsigned long long nodesPerPosition = 0; // for the note
    unsigned long long valueNodes = 0;       // ... and the search that values each position,
    unsigned long long checkNodes = 0;       // ... its second look at suspicious moves,
    unsigned long long deepNodes = 0;        // ... and its third,
    std::string valueEngine;                 // by this engine's command (empty: the built-in)
    int tablebaseLargest = 0;                // Syzygy tables of up to so many pieces (0: none)
    // The opening book, shared by every game of a run (read once); none: no opening is named and
    // every move is judged.
    std::shared_ptr<const OpeningBook> book;
    // Told each game's judgement before it is written into the game (which is still as it was
    // read), on the thread that annotates: `kibitz-cli annotate --judgements` lists the facts
    // behind every symbol. None: nobody is told.
    std::function<void(const pgn::Game&, const GameJudgement&)> judged;
};

// Fills the options' account of the searches (for the note) from the look-ahead settings.
inline void describeSearch(AnnotatorOptions& options, const analysis::LookaheadSettings& s) {
    options.nodesPerPosition = searchNodesPerPosition(s);
    options.valueNodes = s.valueNodes;
    options.checkNodes = s.checkNodes();
    options.deepNodes = s.deepNodes();
    options.valueEngine = s.valueNodes > 0 ? s.valueEngine : std::string();
    const tablebase::Syzygy* syzygy = s.tablebases ? s.tablebases->syzygy() : nullptr;
    options.tablebaseLargest = syzygy ? syzygy->largest() : 0;
}

struct Strengths {
    StrengthNote white;
    StrengthNote black;
    bool operator==(const Strengths&) const = default;
    // The back-up's settings: Michie's merit is Elo / 1000.
    theory::MichieSettings merits(int rMin) const;
};

// The strengths to annotate `game` with: the option, else the rating tag, else the default.
Strengths strengthsFor(const pgn::Game& game, const AnnotatorOptions& options);
// The players of `game` at these ratings, each named by where it comes from: the rating tag or
// `defaultElo` (a player without a tag) where it gives the same rating, the user otherwise.
Strengths strengthsAt(const pgn::Game& game, int whiteElo, int blackElo, int defaultElo);

// The [%eval] argument of an analysed position, White's standpoint: the value search's score in
// pawns ("0.35", "-2.10"), "#N" for a mate, "0.00" for a drawn game end; where an endgame table
// has the position, its exact value (a draw 0.00, a win or loss with a known distance to mate
// #N; a win without one keeps the engine's score, a tablebase score written as the pawns of
// search::shownCentipawns). With `withDepth`, the search depth after a comma ("0.35,14").
// Nothing after a checkmate.
std::optional<std::string> positionEvaluation(const analysis::PositionAnalysis& a,
                                              bool withDepth = true);

// What Kibitz says about one move of a line (the move into position `ply` of the line: on the
// main line, the position after `ply` half-moves of the game).
struct MoveAnnotation {
    int ply = 0;
    chess::Move move = chess::Move::none();
    MoveFacts facts; // what Table 2 judged the move on
    MoveJudgement judgement;
    PositionAssessment after;
    bool assessmentChanged = false; // since the position before: the NAG and words are due
    chess::Move preferred = chess::Move::none(); // the model's choice, when not the move played
    bool book = false; // a move into a book position: theory, named and not judged (no symbol)
};

// Table 2 and 3 over one line of play: `analyses[i]` is the analysis of the position after
// `moves[i]` (moves[0] is not read: analyses[0] is the position the line starts from); a move
// whose positions have no analysis is left out. The first `bookMoves` moves go into book
// positions: judged as book moves (no symbol, no preferred move). `inForce` is the assessment
// that holds where the line starts (a variation: the one of the line it leaves); nullopt: that of
// analyses[0]. With `held`, it gets the assessment in force after each position of the line
// (nullopt after one that was left out), by index.
std::vector<MoveAnnotation>
judgeLine(std::span<const analysis::SharedAnalysis> analyses, std::span<const chess::Move> moves,
          const Thresholds& thresholds, int bookMoves,
          std::optional<PositionAssessment> inForce = std::nullopt,
          std::vector<std::optional<PositionAssessment>>* held = nullptr);

// The opening of `game` in `book` (nullopt without one), worked out once per game: its judgement
// carries it to the writing of the annotations.
std::optional<OpeningClassification> openingOf(const pgn::Game& game, const OpeningBook* book);

// Table 2 and 3 over a game's main line. `analyses[i]` is the analysis of the position after i
// plies (analysis::mainLinePositions order); a move whose positions have no analysis is left out.
// The first `bookPlies` moves are theory (OpeningClassification::bookPlies): judged as book moves
// (no symbol, no preferred move), so that what is written, counted and charted agrees.
// With `held`, as judgeLine's.
std::vector<MoveAnnotation>
judgeGame(std::span<const analysis::SharedAnalysis> analyses, const pgn::Game& game,
          const Thresholds& thresholds, int bookPlies = 0,
          std::vector<std::optional<PositionAssessment>>* held = nullptr);

struct RatingEstimates; // playersummary.h

// A game's main line judged at one pair of merits and one set of thresholds: what Kibitz writes
// into the game, and what the window shows of it. Computed once per (trees, merits, thresholds).
struct GameJudgement {
    // The players' strengths with where each came from (the note names them), and the back-up's
    // settings they give: strengths.merits(rMin).
    Strengths strengths;
    theory::MichieSettings merits;
    Thresholds thresholds;
    // The back-up of each position's tree at `merits`, by ply; nullopt where there is no tree.
    std::vector<analysis::SharedAnalysis> analyses;
    // The game's opening in the book it was judged with (openingOf); nullopt without one.
    std::optional<OpeningClassification> opening;
    // judgeGame(analyses, game, thresholds), and the assessment in force after each ply (its
    // `held`), where the game's own variations start from.
    std::vector<MoveAnnotation> moves;
    std::vector<std::optional<PositionAssessment>> held;
    // The players' rating estimates (playersummary.h): they depend on the trees alone, so a
    // caller that judges the same trees at other merits can keep them (the window does). Null:
    // writeAnnotations works them out.
    std::shared_ptr<const RatingEstimates> ratings;
};

// The back-up of the trees of `game`'s main-line positions (same order) at `strengths`, and Table
// 2 and 3 over it at `thresholds`, the moves of `opening` judged as theory.
GameJudgement judgeGame(std::span<const analysis::SharedLookahead> trees, const pgn::Game& game,
                        const Strengths& strengths, int rMin, const Thresholds& thresholds,
                        std::optional<OpeningClassification> opening = std::nullopt);

// Writes `judgement` (of the main line of `game`, whose positions' look-ahead trees are `trees`,
// for the variations) into `game`: NAGs, words, [%eval]s, variations, the note and the Annotator
// tag. With options.replaceEarlier, what an earlier run of Kibitz added goes first. The note
// names the judgement's strengths, and the thresholds are the judgement's (options' are not
// read). With options.judgeVariations, the game's own variations are judged at the judgement's
// merits and thresholds and written too, each position's tree found by position among `trees`
// and `variationTrees` (a move whose positions have none is left out); `plan` is
// planVariations of the game after that removal, by a caller that has it (null: planned here).
void writeAnnotations(pgn::Game& game, std::span<const analysis::SharedLookahead> trees,
                      const GameJudgement& judgement, const AnnotatorOptions& options,
                      std::span<const analysis::SharedLookahead> variationTrees = {},
                      const VariationPlan* plan = nullptr);

// Annotates `game` in place from the look-ahead trees of its main-line positions (same order):
// judgeGame at the strengths strengthsFor gives and options.thresholds, then writeAnnotations
// (which reads `variationTrees` and `plan` with options.judgeVariations). `opening` is
// openingOf(game, options' book), by a caller that has it already.
void annotateGame(pgn::Game& game, std::span<const analysis::SharedLookahead> trees,
                  const AnnotatorOptions& options,
                  std::span<const analysis::SharedLookahead> variationTrees,
                  std::optional<OpeningClassification> opening,
                  const VariationPlan* plan = nullptr);
void annotateGame(pgn::Game& game, std::span<const analysis::SharedLookahead> trees,
                  const AnnotatorOptions& options,
                  std::span<const analysis::SharedLookahead> variationTrees = {});

// Removes what an earlier run of Kibitz added (its marked comments, the NAGs they list, its
// variations, its [%eval]s and its name in the Annotator tag). Does nothing unless the Annotator
// tag names Kibitz. True when something was removed.
//
// A variation is Kibitz's only while it is exactly as Kibitz wrote it: its first move's marker
// says Kibitz opened it ("[%kibitz 14,variation]"), that move's comment is the [%eval] and the
// marked remark alone, its NAGs are the ones the remark lists, and the moves after it are one line
// without comments, NAGs or variations. A variation a person added a move, a comment or a glyph to
// is theirs and stays (its marks go); so does an old main line that a promotion put aside, even
// its last move alone, whose marker never says "variation".
bool removeAutomaticAnnotations(pgn::Game& game);

// True when the move `first` opens a variation that Kibitz added (the marker of its comment says
// so): the preferred move after a weak one, not a line a person wrote.
bool opensKibitzVariation(const pgn::GameTree& tree, pgn::NodeId first);

// The marker command, "kibitz": [%kibitz NAG,NAG,...] lists the NAGs Kibitz added to the move.
inline constexpr const char* MarkerCommand = "kibitz";
// The item after the NAGs of the marker on the first move of a variation Kibitz added.
inline constexpr const char* VariationMark = "variation";
// The prefix of an item of the note's marker that names a tag Kibitz added ("tag:ECO").
inline constexpr const char* TagMark = "tag:";

} // namespace kibitz::annotate
