#include "analysis/lookahead.h"

#include "analysis/valuation.h"
#include "chess/bitboard.h"
#include "chess/notation.h"
#include "theory/michie.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace kibitz::analysis {

using namespace chess;

namespace {

// The squares a pawn of `side` on `s` can move to: one or two steps forward onto empty squares,
// diagonally onto an enemy piece or the en passant square.
int pawnMobility(const Position& position, Color side, Square s) {
    const Bitboard empty = ~position.pieces();
    const Bitboard from = squareBB(s);
    const Bitboard one = (side == White ? shift<North>(from) : shift<South>(from)) & empty;
    Bitboard two = 0;
    if (one && relativeRank(side, s) == Rank2)
        two = (side == White ? shift<North>(one) : shift<South>(one)) & empty;
    Bitboard targets = position.pieces(~side);
    if (position.enPassantSquare() != NoSquare && position.sideToMove() == side)
        targets |= squareBB(position.enPassantSquare());
    const Bitboard captures = pawnAttacks(side, s) & targets;
    return popCount(one | two | captures);
}

} // namespace

double positionalEntropy(const Position& position, Color side) {
    double bits = 0.0;
    const Bitboard own = position.pieces(side);
    for (Bitboard b = own; b;) {
        const Square s = popLsb(b);
        const PieceType pt = typeOf(position.pieceOn(s));
        const int mobility = pt == Pawn ? pawnMobility(position, side, s)
                                        : popCount(attacks(pt, s, position.pieces()) & ~own);
        if (mobility > 1) bits += std::log2(double(mobility));
    }
    return bits;
}

LookaheadTree LookaheadTree::copy() const {
    LookaheadTree tree;
    tree.position_ = position_.clone();
    tree.settings_ = settings_;
    tree.nodes_ = nodes_;
    tree.gameTree_ = gameTree_;
    tree.fen_ = fen_;
    tree.rootMoveSans_ = rootMoveSans_;
    tree.positionalEntropy_[0] = positionalEntropy_[0];
    tree.positionalEntropy_[1] = positionalEntropy_[1];
    tree.rootValue_ = rootValue_;
    tree.bestMove_ = bestMove_;
    tree.bestScore_ = bestScore_;
    tree.rootDepth_ = rootDepth_;
    tree.rootTablebase_ = rootTablebase_;
    tree.expansions_ = expansions_;
    tree.searchedNodes_ = searchedNodes_;
    tree.checkedNodes_ = checkedNodes_;
    tree.secondBestScore_ = secondBestScore_;
    tree.valueFellBack_ = valueFellBack_;
    tree.movesFellBack_ = movesFellBack_;
    tree.stopped_ = stopped_;
    return tree;
}

std::uint64_t LookaheadTree::nextCheckNodes() const {
    if (checkedNodes_ == 0) return settings_.checkNodes();
    return checkedNodes_ < settings_.deepNodes() ? settings_.deepNodes() : 0;
}

std::uint64_t LookaheadTree::valueSearchNodes() const {
    return checkedNodes_ > 0 ? checkedNodes_ : settings_.valueNodes;
}

std::optional<RootValuation> RootValuer::valueWithout(const Position&, Move, std::uint64_t,
                                                      const std::atomic<bool>&) {
    return std::nullopt;
}

std::optional<std::vector<search::RootMove>>
RootValuer::scoreMoves(const Position&, std::uint64_t, bool, const std::atomic<bool>&) {
    return std::nullopt;
}

class LookaheadBuilder {
public:
    LookaheadBuilder(const Position& position, const LookaheadSettings& settings,
                     search::TranspositionTable& table, const std::atomic<bool>& stop,
                     RootValuer* valuer)
        : table_(table)
        , searcher_(table)
        , stop_(stop)
        , model_(settings.wdl)
        , valuer_(valuer) {
        tree_.position_ = position.clone();
        tree_.settings_ = settings;
    }

    // To check the value of a tree already grown.
    LookaheadBuilder(const LookaheadTree& tree, search::TranspositionTable& table,
                     const std::atomic<bool>& stop, RootValuer* valuer)
        : tree_(tree.copy())
        , table_(table)
        , searcher_(table)
        , stop_(stop)
        , model_(tree.settings().wdl)
        , valuer_(valuer) {}

    LookaheadTree check(std::uint64_t nodes) {
        const bool exact = tree_.nodes_[0].value.isExact() || tree_.rootTablebase_;
        if (!exact && nodes > 0) {
            table_.clear();
            searcher_.clearHistory();
            if (!searchValue(nodes)) {
                LookaheadTree unchanged = tree_.copy();
                unchanged.stopped_ = true;
                return unchanged;
            }
            tree_.rootValue_ = tree_.nodes_[0].value;
            tree_.checkedNodes_ = nodes;
        }
        tree_.stopped_ = stop_.load();
        return std::move(tree_);
    }

    LookaheadTree secondBest() {
        const bool exact = tree_.nodes_[0].value.isExact() || tree_.rootTablebase_;
        const std::uint64_t nodes = tree_.valueSearchNodes();
        if (exact || nodes == 0 || tree_.bestMove_ == Move::none() ||
            tree_.nodes_[0].children.size() < 2)
            return std::move(tree_);
        table_.clear();
        searcher_.clearHistory();
        const std::optional<RootValuation> valuation = searchRoot(nodes, tree_.bestMove_);
        if (!valuation) {
            LookaheadTree unchanged = tree_.copy();
            unchanged.stopped_ = true;
            return unchanged;
        }
        tree_.secondBestScore_ = valuation->score;
        return std::move(tree_);
    }

    LookaheadTree build() {
        LookaheadNode root;
        root.whiteToMove = tree_.position_.sideToMove() == chess::White;
        root.gameEnd = tree_.position_.gameEnd();
        root.material = materialCount(tree_.position_);
        if (root.gameEnd != GameEnd::None)
            root.value = terminalValue(tree_.position_, root.gameEnd);
        else if ((tree_.rootTablebase_ = probeTables(tree_.position_)))
            root.value = tablebaseValue(tree_.position_, *tree_.rootTablebase_);
        tree_.nodes_.push_back(std::move(root));
        if (tree_.nodes_[0].gameEnd == GameEnd::None) {
            // Only a search reads the table: a game's end, however often the moves after it
            // repeat, costs no clearing.
            table_.clear();
            searcher_.clearHistory();
            expand(0, tree_.settings_.rootNodes);
            grow();
            if (tree_.settings_.valueNodes > 0 && !stop_.load())
                searchValue(tree_.settings_.valueNodes);
        }
        if (tree_.rootTablebase_) // the searches scored the moves; the table has the last word
            tree_.nodes_[0].value = tablebaseValue(tree_.position_, *tree_.rootTablebase_);
        tree_.rootValue_ = tree_.nodes_[0].value;
        tree_.fen_ = tree_.position_.fen();
        for (const int c : tree_.nodes_[0].children)
            tree_.rootMoveSans_.push_back(
                chess::toSan(tree_.position_, tree_.nodes_[std::size_t(c)].move));
        for (const chess::Color side : {chess::White, chess::Black})
            tree_.positionalEntropy_[side] = positionalEntropy(tree_.position_, side);
        tree_.gameTree_ = toGameTree();
        tree_.stopped_ = stop_.load();
        return std::move(tree_);
    }

private:
    // The result of a game that ended by rule in `position`, White's standpoint.
    static ValueEstimate terminalValue(const Position& position, GameEnd end) {
        int value = 0;
        if (end == GameEnd::Checkmate) value = position.sideToMove() == chess::White ? -1 : 1;
        return {value, Provenance::Terminal, certainWdl(value)};
    }

    std::optional<tablebase::Probe> probeTables(const Position& position) const {
        const auto& tables = tree_.settings_.tablebases;
        return tables ? tables->probe(position) : std::nullopt;
    }

    static ValueEstimate tablebaseValue(const Position& position, const tablebase::Probe& probe) {
        const int value = tablebase::whiteValue(position, probe);
        return {value, Provenance::Tablebase, certainWdl(value)};
    }

    // The value of a position from a search's score for it, from the standpoint of the side
    // to move there; the WDL model turns a mate into a certain result. A tablebase score (the
    // search reached a position a table has won) is centipawns beyond any evaluation to the
    // model, a near-certain win, but no proven result: only the table's own probe of a position
    // makes its value exact (tablebaseValue).
    ValueEstimate valueFromScore(const Position& position, search::Value score) const {
        const Wdl wdl = model_.probabilities(scoreOf(score), position);
        if (search::isMateScore(score))
            return {wdl.win > 0.5 ? 1 : -1, Provenance::ProvenMate, wdl};
        return {valueFromWdl(wdl), Provenance::Estimated, wdl};
    }

    Position positionAt(int n) const {
        std::vector<Move> path;
        for (int k = n; k > 0; k = tree_.nodes_[std::size_t(k)].parent)
            path.push_back(tree_.nodes_[std::size_t(k)].move);
        Position position = tree_.position_.clone();
        for (auto it = path.rbegin(); it != path.rend(); ++it) position.makeMove(*it);
        return position;
    }

    // Every move of `position` scored, best first: by the value engine where the settings say
    // so (and it can), else by the built-in engine's search of all root moves.
    search::SearchResult scoreMoves(Position& position, std::uint64_t nodes, bool root) {
        if (valuer_ && tree_.settings_.movesByValueEngine) {
            if (auto scored = valuer_->scoreMoves(position, nodes, !root, stop_)) {
                search::SearchResult result;
                result.rootMoves = std::move(*scored);
                if (!result.rootMoves.empty()) {
                    result.bestMove = result.rootMoves.front().move;
                    result.score = result.rootMoves.front().score;
                    result.depth = result.rootMoves.front().depth;
                }
                return result;
            }
            if (stop_.load()) return {};
            tree_.movesFellBack_ = !tree_.settings_.valueEngine.empty();
        }
        search::Limits limits;
        limits.nodes = nodes;
        limits.allRootMoves = true;
        limits.tablebases = tree_.settings_.tablebases;
        search::SearchResult result = searcher_.run(position, limits, stop_);
        tree_.searchedNodes_ += result.nodes;
        return result;
    }

    // Searches node n's position with a score for every move, and gives it a child per move.
    void expand(int n, std::uint64_t nodes) {
        Position position = positionAt(n);
        const search::SearchResult result = scoreMoves(position, nodes, n == 0);
        if (n == 0) {
            tree_.bestMove_ = result.bestMove;
            tree_.bestScore_ = result.score;
            tree_.rootDepth_ = result.depth;
            tree_.nodes_[0].value = valueFromScore(position, result.score);
        }
        const int ply = tree_.nodes_[std::size_t(n)].ply + 1;
        for (const search::RootMove& rootMove : result.rootMoves) {
            LookaheadNode child;
            child.move = rootMove.move;
            child.parent = n;
            child.ply = ply;
            child.score = rootMove.score;
            child.searchDepth = rootMove.depth;
            position.makeMove(rootMove.move);
            child.whiteToMove = position.sideToMove() == chess::White;
            child.gameEnd = position.gameEnd();
            child.material = materialCount(position);
            if (child.gameEnd != GameEnd::None)
                child.value = terminalValue(position, child.gameEnd);
            else if (const auto probe = probeTables(position))
                child.value = tablebaseValue(position, *probe);
            else
                child.value = valueFromScore(position, -rootMove.score);
            position.unmakeMove(rootMove.move);
            tree_.nodes_[std::size_t(n)].children.push_back(int(tree_.nodes_.size()));
            tree_.nodes_.push_back(std::move(child));
        }
    }

    // The root's best line alone, to a greater depth than `expand` reaches scoring every move.
    // False when stopped or without a move: the root's value is left as it was.
    bool searchValue(std::uint64_t nodes) {
        bool builtIn = false;
        const std::optional<RootValuation> valuation = searchRoot(nodes, Move::none(), &builtIn);
        if (!valuation) return false;
        tree_.valueFellBack_ = builtIn && !tree_.settings_.valueEngine.empty();
        tree_.bestMove_ = valuation->bestMove;
        tree_.bestScore_ = valuation->score;
        tree_.rootDepth_ = valuation->depth;
        tree_.nodes_[0].value = valueFromScore(tree_.position_, valuation->score);
        return true;
    }

    // A search of the root of `nodes` nodes by the valuer, else the built-in engine, of every
    // move but `excluded` (none: every move). Nothing when stopped or without a move.
    // `builtIn`, when given, is told whether the built-in engine did it.
    std::optional<RootValuation> searchRoot(std::uint64_t nodes, Move excluded,
                                            bool* builtIn = nullptr) {
        Position position = tree_.position_.clone();
        std::optional<RootValuation> valuation;
        if (valuer_)
            valuation = excluded == Move::none()
                            ? valuer_->value(position, nodes, stop_)
                            : valuer_->valueWithout(position, excluded, nodes, stop_);
        if (!valuation && !stop_.load()) {
            search::Limits limits;
            limits.nodes = nodes;
            limits.tablebases = tree_.settings_.tablebases;
            if (excluded != Move::none())
                for (const int c : tree_.nodes_[0].children)
                    if (tree_.nodes_[std::size_t(c)].move != excluded)
                        limits.searchMoves.push_back(tree_.nodes_[std::size_t(c)].move);
            const search::SearchResult result = searcher_.run(position, limits, stop_);
            tree_.searchedNodes_ += result.nodes;
            valuation = RootValuation{result.bestMove, result.score, result.depth};
            if (builtIn) *builtIn = true;
        }
        if (stop_.load() || !valuation || valuation->bestMove == Move::none()) return std::nullopt;
        return valuation;
    }

    bool isExpandable(const LookaheadNode& node) const {
        return !node.isExpanded() && node.gameEnd == GameEnd::None && !node.value.isExact() &&
               node.ply < tree_.settings_.maxPly;
    }

    // Best first: expands the leaves that modelled play reaches with a probability of 2^-budget
    // or more, most likely first, a few at a time with the model run again over the grown tree,
    // until none is left or a limit is reached.
    void grow() {
        const LookaheadSettings& s = tree_.settings_;
        const double threshold = std::exp2(-s.budgetBits);
        const theory::MichieSettings shaping =
            michieSettings(s.shapingMerit, s.shapingMerit, s.rMin, s.moves);
        const int batch = std::max(1, s.maxExpansions / 8);
        while (tree_.expansions_ < s.maxExpansions && !stop_.load()) {
            const theory::Tree game = toGameTree();
            const theory::MichieEvaluation evaluation = theory::evaluateMichie(game, shaping);
            std::vector<std::pair<double, int>> candidates;
            for (int n = 0; n < int(tree_.nodes_.size()); ++n) {
                const double reach = evaluation.at(n).pathProbability;
                if (reach >= threshold && isExpandable(tree_.nodes_[std::size_t(n)]))
                    candidates.emplace_back(-reach, n);
            }
            if (candidates.empty()) return;
            std::sort(candidates.begin(), candidates.end());
            const int count =
                std::min({int(candidates.size()), batch, s.maxExpansions - tree_.expansions_});
            for (int k = 0; k < count && !stop_.load(); ++k) {
                expand(candidates[std::size_t(k)].second, s.leafNodes);
                ++tree_.expansions_;
            }
        }
    }

    // The plies of look-ahead behind a leaf's value: a proven mate is that many plies away, a
    // score looks as deep as the search that gave it, less the move into the leaf.
    static int horizonDepth(const LookaheadNode& node) {
        if (node.value.provenance == Provenance::ProvenMate) {
            const int pliesFromParent = search::ValueMate - std::abs(node.score);
            return std::clamp(pliesFromParent - 1, 0, theory::MaxHorizonDepth);
        }
        return std::clamp(node.searchDepth - 1, 1, theory::MaxHorizonDepth);
    }

    theory::Tree toGameTree() const {
        // Where the tree grows is decided with the leaves valued at the shaping merit.
        const double rating = ratingOfMerit(tree_.settings_.shapingMerit);
        const std::vector<theory::Outcome> leaves = leafOutcomes(tree_, rating, rating);
        std::vector<theory::NodeSpec> specs;
        specs.reserve(tree_.nodes_.size());
        for (const LookaheadNode& node : tree_.nodes_) {
            theory::NodeSpec spec;
            spec.id = std::to_string(specs.size());
            spec.toMove = node.whiteToMove ? theory::Side::White : theory::Side::Black;
            if (node.isExpanded()) {
                for (const int c : node.children) spec.children.push_back(std::to_string(c));
            } else if (node.gameEnd != GameEnd::None) {
                spec.terminal = true;
                spec.value = node.value.value;
            } else {
                spec.estimate = leaves[specs.size()];
                spec.horizonDepth = horizonDepth(node);
            }
            specs.push_back(std::move(spec));
        }
        auto built = theory::Tree::build(std::move(specs));
        // The nodes are valid by construction; a failure here is a bug in this file.
        if (!built) std::abort();
        return std::move(*built);
    }

    LookaheadTree tree_;
    search::TranspositionTable& table_;
    search::Searcher searcher_;
    const std::atomic<bool>& stop_;
    WdlModel model_;
    RootValuer* valuer_;
};

Wdl scoredOutcome(const LookaheadTree& tree, const HumanValueModel& human, int n,
                  double whiteRating, double blackRating, double whiteOffset) {
    const LookaheadNode& node = tree.node(n);
    // Results of the game stay one-hot; the self-play model's estimate ignores the ratings.
    const bool played = node.value.isExact() && node.value.provenance != Provenance::Tablebase;
    if (tree.settings().leaves != LeafModel::Human || played) return node.value.wdl;
    // The score is the parent's mover's; the node has the other side to move.
    const double white =
        (node.whiteToMove ? -double(node.score) : double(node.score)) + whiteOffset;
    return human.probabilities(white, double(node.material), whiteRating, blackRating);
}

std::vector<theory::Outcome> leafOutcomes(const LookaheadTree& tree, double whiteRating,
                                          double blackRating, double whiteOffset) {
    const HumanValueModel human(tree.settings().humanValues);
    std::vector<theory::Outcome> outcomes(tree.nodes().size(), theory::Outcome{0.0, 1.0, 0.0});
    for (std::size_t n = 0; n < outcomes.size(); ++n) {
        const LookaheadNode& node = tree.nodes()[n];
        if (node.isExpanded() || node.gameEnd != GameEnd::None) continue;
        const Wdl w = scoredOutcome(tree, human, int(n), whiteRating, blackRating, whiteOffset);
        outcomes[n] = theory::Outcome{w.win, w.draw, w.loss};
    }
    return outcomes;
}

double valueSearchOffset(const LookaheadTree& tree) {
    const LookaheadNode& root = tree.node(0);
    if (root.children.empty() || search::isDecisiveScore(tree.bestScore())) return 0.0;
    search::Value own = -search::ValueInfinite;
    for (const int c : root.children) own = std::max(own, tree.node(c).score);
    if (search::isDecisiveScore(own)) return 0.0;
    const double offset = double(tree.bestScore()) - double(own); // the side to move's
    return root.whiteToMove ? offset : -offset;
}

LookaheadTree buildLookahead(const Position& position, const LookaheadSettings& settings,
                             search::TranspositionTable& table, const std::atomic<bool>& stop,
                             RootValuer* valuer) {
    return LookaheadBuilder(position, settings, table, stop, valuer).build();
}

LookaheadTree withCheckedValue(const LookaheadTree& tree, std::uint64_t nodes,
                               search::TranspositionTable& table, const std::atomic<bool>& stop,
                               RootValuer* valuer) {
    return LookaheadBuilder(tree, table, stop, valuer).check(nodes);
}

LookaheadTree withSecondBest(const LookaheadTree& tree, search::TranspositionTable& table,
                             const std::atomic<bool>& stop, RootValuer* valuer) {
    return LookaheadBuilder(tree, table, stop, valuer).secondBest();
}

} // namespace kibitz::analysis
