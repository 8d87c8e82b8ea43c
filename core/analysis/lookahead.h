#pragma once

// The look-ahead tree the built-in engine grows for a chess position (THEORY.md §1, §2, §4, §5):
// the abstract game tree that Michie's back-up runs over.
//
//   - The root gets a principal search that scores every legal move exactly (the search's
//     all-root-moves mode); its best score is the position's estimated value v.
//   - Every root move is a child: a terminal node with its exact result where the game ends by
//     rule (mate, stalemate, insufficient material, the 50-move rule, threefold repetition), a
//     leaf with a certain result where its score is a proven mate, else a horizon leaf, its score
//     turned into (w, d, l) by the WDL model.
//   - With LookaheadSettings::valueNodes, a last search of the root for its best line alone gives
//     v (and the best move, score and depth): the deeper estimate an annotator needs for Δv.
//   - Then the tree grows best first: the horizon leaf with the highest path probability under
//     the model, if at least 2^-budgetBits (the information budget of THEORY.md §5: a line costs
//     -log2 p bits), is expanded the same way by a smaller search of all its moves, a few leaves
//     per pass of the model, until no leaf qualifies or maxExpansions or maxPly is reached.
//
// A leaf valued by a search enters the back-up with that search's depth as its height
// (NodeSpec::horizonDepth), so only terminal nodes fall under Michie's epsilon limit.
//
// Where the tree grows is decided by the model at a fixed shaping merit for both sides, not by the
// analysis' merits: a tree depends on the position and these settings alone, so other merits only
// need the cheap back-up again (positionanalysis.h). With a node limit per search and a cleared
// table the tree is deterministic.

#include "analysis/humanmodel.h"
#include "analysis/wdlmodel.h"
#include "chess/position.h"
#include "search/search.h"
#include "tablebase/tablebases.h"
#include "theory/tree.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::analysis {

// How a horizon leaf's score becomes its (w, d, l) in the back-up.
enum class LeafModel : std::uint8_t {
    Human,    // the value model of human play at the players' ratings
    SelfPlay, // the built-in engine's self-play fit (`wdl`): engine against engine
};

// The centipawns up to which a score counts for LookaheadSettings::swingMargin.
inline constexpr int SwingCap = 400;

struct LookaheadSettings {
    std::uint64_t rootNodes = 400'000; // the principal search at the root
    std::uint64_t leafNodes = 10'000;  // each search that expands a leaf
    // A last search of the root for its best line alone, deeper than the principal search can
    // go with every move to score; when set, v, the best move, its score and depth come from
    // it. 0: none, v is the principal search's.
    std::uint64_t valueNodes = 0;
    // Which engine does that search: empty for the built-in one, else the name of the RootValuer
    // given to buildLookahead (so that trees valued by different engines are told apart).
    std::string valueEngine;
    // The tree's searches that score every move (the root's and each expansion's) by that engine
    // too (RootValuer::scoreMoves), so that the moves, u and v are on one engine's scale; false,
    // or without a valuer: by the built-in engine.
    bool movesByValueEngine = false;
    // A second, deeper look where a move seems to lose value (the annotator's; see valuecheck.h):
    // the positions before and after a move whose mover's expected value E[v] falls by checkDrop
    // or more get a search for v of checkFactor x valueNodes nodes by the same engine. 0: none.
    int checkFactor = 0;
    double checkDrop = 0.12;
    // The second look also where the score swings by more than swingMargin centipawns from one
    // position of a move to the next, either way, or where the tree's own best score and the
    // value search's disagree by as much (valueSearchOffset): a sacrifice the first search
    // missed, or a refutation. Scores count up to SwingCap each way: past it a side wins either
    // way, and the E[v] of checkDrop judges. 0: no such look.
    int swingMargin = 0;
    std::uint64_t checkNodes() const { return std::uint64_t(checkFactor) * valueNodes; }
    // A third look where the second still sees the move lower E[v] by deepDrop or more but by
    // less than deepCeiling (where the depth decides between an inaccuracy and a mistake): both
    // positions again, deepFactor x checkNodes() nodes. 0: none.
    int deepFactor = 0;
    double deepDrop = 0.1;
    double deepCeiling = 0.3;
    std::uint64_t deepNodes() const { return std::uint64_t(deepFactor) * checkNodes(); }
    // A look at the root's other moves where the game plays the value search's best move and it
    // is a quiet pawn move (valuecheck.h): the same engine searches the root without that move,
    // as many nodes as the value's last search, which says whether it was the only good move (the
    // annotator's quiet !). False: none. Only from move secondBestFromMove on (the quiet !
    // marks no earlier move: Thresholds::quietFromMove).
    bool secondBestLook = false;
    int secondBestFromMove = 1;
    double budgetBits = 6.0;   // expand leaves reached with probability >= 2^-budget
    int maxExpansions = 32;    // leaves expanded besides the root
    int maxPly = 8;            // no expansion deeper than this below the root
    double shapingMerit = 2.0; // the model that decides where to look, for both sides
    int rMin = 0;              // r_min of the shaping back-up (THEORY.md §2)
    WdlParameters wdl = FittedWdlParameters;
    // The model of play: how leaves are valued, and Michie's constants for the moves (the back-up
    // of assessPosition and the shaping above both use them).
    LeafModel leaves = LeafModel::Human;
    HumanValueParameters humanValues = FittedHumanValueParameters;
    MoveModelParameters moves = FittedMoveModel;
    // Exact values of small endgames: a position in a table is a leaf with its exact v.
    // Null: none. Compared by identity, so trees made with other tables are told apart.
    std::shared_ptr<const tablebase::Tablebases> tablebases;

    bool operator==(const LookaheadSettings&) const = default;
};

// Why a node's value is exact, or that it is not (THEORY.md §1).
enum class Provenance : std::uint8_t {
    Estimated,  // a search's score through the WDL model
    Terminal,   // the game is over by rule
    ProvenMate, // a search proved a mate
    Tablebase,  // an endgame table has the position
};

// The value v of a position, White's standpoint, with where it comes from.
struct ValueEstimate {
    int value = 0; // +1, 0, -1
    Provenance provenance = Provenance::Estimated;
    Wdl wdl; // the estimate's probabilities; one-hot when exact

    bool isExact() const { return provenance != Provenance::Estimated; }
    bool operator==(const ValueEstimate&) const = default;
};

// One node of the look-ahead tree. Node 0 is the root; a node's children follow its moves in
// the order of the search that scored them, best first.
struct LookaheadNode {
    chess::Move move = chess::Move::none(); // the move that leads here (none at the root)
    int parent = -1;
    int ply = 0; // below the root
    bool whiteToMove = true;
    chess::GameEnd gameEnd = chess::GameEnd::None;
    // The parent's search score for `move`, from the parent's mover's standpoint, and the depth
    // it was searched to. Not set at the root.
    search::Value score = search::ValueZero;
    int searchDepth = 0;
    ValueEstimate value; // of this node: from its game end, or from `score`
    int material = 0;    // materialCount() of its position
    std::vector<int> children;

    bool isExpanded() const { return !children.empty(); }
};

class LookaheadTree {
public:
    const chess::Position& position() const { return position_; }
    const LookaheadSettings& settings() const { return settings_; }
    const std::vector<LookaheadNode>& nodes() const { return nodes_; }
    const LookaheadNode& node(int n) const { return nodes_[std::size_t(n)]; }
    // The same nodes as an abstract game tree, node n at index n.
    const theory::Tree& gameTree() const { return *gameTree_; }

    // The root's principal search: v, the best move, its score and depth.
    const ValueEstimate& rootValue() const { return rootValue_; }
    chess::Move bestMove() const { return bestMove_; }
    search::Value bestScore() const { return bestScore_; }
    int rootDepth() const { return rootDepth_; }
    // The endgame table's answer for the root, when a table has it: its DTZ or DTM.
    const std::optional<tablebase::Probe>& rootTablebase() const { return rootTablebase_; }
    // What the report of the position needs and no merit changes, worked out once.
    const std::string& fen() const { return fen_; }
    // The SAN of each root move, in the order of the root's children.
    const std::vector<std::string>& rootMoveSans() const { return rootMoveSans_; }
    double positionalEntropy(chess::Color side) const { return positionalEntropy_[side]; }
    int expansions() const { return expansions_; }
    std::uint64_t searchedNodes() const { return searchedNodes_; }
    bool wasStopped() const { return stopped_; }
    // The nodes of the deeper search that checked the root's value (withCheckedValue); 0 when
    // the value is the first search's.
    std::uint64_t checkedNodes() const { return checkedNodes_; }
    // The nodes of the next look at the root's value: the settings' checkNodes() before the
    // second look, deepNodes() after it, 0 when no look is left.
    std::uint64_t nextCheckNodes() const;
    // The nodes of the search that gave the root's value: checkedNodes(), else valueNodes.
    std::uint64_t valueSearchNodes() const;
    // The score of the best of the root's other moves than bestMove(), the side to move's
    // standpoint, from a search by the value search's engine of valueSearchNodes() with bestMove
    // left out (withSecondBest); unset where that look was not taken.
    const std::optional<search::Value>& secondBestScore() const { return secondBestScore_; }
    // True when the settings name a value engine but the built-in engine did the search that
    // gave the root's value: that engine failed, or never started on this thread.
    bool valueFellBack() const { return valueFellBack_; }
    // True when the settings have the value engine score the moves (movesByValueEngine) but the
    // built-in engine scored some: it failed, or does not score every move (no MultiPV).
    bool movesFellBack() const { return movesFellBack_; }

private:
    friend class LookaheadBuilder;
    LookaheadTree() = default;
    // A copy of every member (the position cloned): a member added here must be added there.
    LookaheadTree copy() const;

    chess::Position position_;
    LookaheadSettings settings_;
    std::vector<LookaheadNode> nodes_;
    std::optional<theory::Tree> gameTree_; // always set once built
    std::string fen_;
    std::vector<std::string> rootMoveSans_;
    double positionalEntropy_[2] = {0.0, 0.0};
    ValueEstimate rootValue_;
    chess::Move bestMove_ = chess::Move::none();
    search::Value bestScore_ = search::ValueZero;
    int rootDepth_ = 0;
    std::optional<tablebase::Probe> rootTablebase_;
    int expansions_ = 0;
    std::uint64_t searchedNodes_ = 0;
    std::uint64_t checkedNodes_ = 0;
    std::optional<search::Value> secondBestScore_;
    bool valueFellBack_ = false;
    bool movesFellBack_ = false;
    bool stopped_ = false;
};

// The (w, d, l) of node `n` (not the root) from its own value, White's standpoint: its parent's
// search score for it under the tree's leaf model for players of these ratings (`human` made from
// the settings' humanValues), or its exact value when the game is over or a mate proven. A
// tablebase value is exact too, but the players must still find the way: such a leaf enters with
// the practical chances of the human model, so that u can say "a win, but hard at 1600". What a
// horizon leaf enters the back-up with, and what a rating estimate revalues the root's moves with
// (annotate/playersummary.h).
// `whiteOffset` centipawns (White's standpoint) are added to the score first (valueSearchOffset).
Wdl scoredOutcome(const LookaheadTree& tree, const HumanValueModel& human, int n,
                  double whiteRating, double blackRating, double whiteOffset = 0.0);

// The (w, d, l) of the tree's horizon leaves, White's standpoint, under its settings' leaf model
// for players of these ratings (the self-play model ignores them), indexed like the nodes; other
// nodes get a draw, which the back-up does not read.
std::vector<theory::Outcome> leafOutcomes(const LookaheadTree& tree, double whiteRating,
                                          double blackRating, double whiteOffset = 0.0);

// How far the score printed for the root (bestScore: the value search's, Stockfish's where it
// does it, a deeper built-in search's otherwise) lies above the tree's own score for it (the best
// of the root moves' scores from the search that grew the tree), White's standpoint, in
// centipawns: the shift that brings the tree's leaves to the printed score's level. 0 when either
// is a mate or a table's win, or the root has no moves.
double valueSearchOffset(const LookaheadTree& tree);

// Godescu's positional (trajectory) entropy of one side (THEORY.md §5): the sum over its pieces
// of log2 of the number of squares each can move to. A piece that cannot move adds nothing.
// Mobility counts a piece's moves as if its side were to move, ignoring pins and checks, so that
// both sides are measured alike whoever is to move: a pawn's pushes and captures (a promotion
// counts once), a piece's attacked squares not held by its own side.
double positionalEntropy(const chess::Position& position, chess::Color side);

// The search for the root's best line alone (LookaheadSettings::valueNodes) when another engine
// than the built-in one does it: an external UCI engine, say. One object serves one thread.
struct RootValuation {
    chess::Move bestMove = chess::Move::none();
    search::Value score = search::ValueZero; // the side to move's standpoint, mates as search's
    int depth = 0;
};

class RootValuer {
public:
    virtual ~RootValuer() = default;
    // Every legal move of `position` with its score (the side to move's standpoint, mates as
    // search's) and depth, best first, from one search of `nodes` nodes that scores them all.
    // `sameTree`: a position of the tree the previous call was for, so that the engine may keep
    // what it learnt; the first call of a tree starts afresh, so that a tree depends on its
    // position alone. nullopt when it could not (this one never can): the built-in search does it.
    virtual std::optional<std::vector<search::RootMove>> scoreMoves(const chess::Position& position,
                                                                    std::uint64_t nodes,
                                                                    bool sameTree,
                                                                    const std::atomic<bool>& stop);
    // nullopt when it could not (stopped, or the engine failed): the built-in search does it.
    virtual std::optional<RootValuation> value(const chess::Position& position, std::uint64_t nodes,
                                               const std::atomic<bool>& stop) = 0;
    // The same search with the root move `excluded` left out: the best of the others. nullopt
    // when it could not (this one never can): the built-in search does it.
    virtual std::optional<RootValuation> valueWithout(const chess::Position& position,
                                                      chess::Move excluded, std::uint64_t nodes,
                                                      const std::atomic<bool>& stop);
};

// Grows the look-ahead tree of `position` (its history counts for repetitions). The table is
// cleared first, so the result depends on the position and the settings alone. When `stop` is
// set the tree built so far is returned, marked wasStopped(); it is still a valid tree.
// With `valuer`, it does the search for v (settings.valueNodes) instead of the built-in engine.
LookaheadTree buildLookahead(const chess::Position& position, const LookaheadSettings& settings,
                             search::TranspositionTable& table, const std::atomic<bool>& stop,
                             RootValuer* valuer = nullptr);

// `tree` with v, the best move, its score and depth from a search of the root's best line alone
// of `nodes` nodes (by `valuer`, else the built-in engine), the rest of the tree as it was: the
// second look of valuecheck.h. A root whose value is exact (a game end, a table) keeps it. The
// table is cleared first. When `stop` is set, the tree comes back as it was, marked wasStopped().
LookaheadTree withCheckedValue(const LookaheadTree& tree, std::uint64_t nodes,
                               search::TranspositionTable& table, const std::atomic<bool>& stop,
                               RootValuer* valuer = nullptr);

// `tree` with secondBestScore() from a search of valueSearchNodes() nodes (by `valuer`, else the
// built-in engine) of the root's moves other than bestMove(), the rest as it was: the look of
// valuecheck.h at a quiet move. Unchanged (and no score) where the root's value is exact or it
// has no other move. The table is cleared first. When `stop` is set, the tree comes back as it
// was, marked wasStopped().
LookaheadTree withSecondBest(const LookaheadTree& tree, search::TranspositionTable& table,
                             const std::atomic<bool>& stop, RootValuer* valuer = nullptr);

} // namespace kibitz::analysis
