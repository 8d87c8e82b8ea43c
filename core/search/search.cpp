#include "search.h"

#include "chess/bitboard.h"
#include "chess/movegen.h"
#include "evaluate.h"
#include "see.h"
#include "tablebase/tablebases.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace kibitz::search {

using chess::Move;
using chess::MoveList;
using chess::Position;
using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

namespace {

// Late move reductions grow with the logarithms of depth and move number.
const auto ReductionTable = [] {
    std::array<std::array<int, 64>, 64> table{};
    for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m)
            table[std::size_t(d)][std::size_t(m)] = int(0.75 + std::log(d) * std::log(m) / 2.25);
    return table;
}();

int reduction(Depth depth, int moveNumber) {
    return ReductionTable[std::size_t(std::min(depth, 63))][std::size_t(std::min(moveNumber, 63))];
}

// Depth below a whole ply, in ERS* mode: the search carries the fraction of a ply that a move's
// cost leaves, in sixty-fourths, next to the whole plies. Plies mode only ever costs whole plies,
// so its fraction stays 0 and its search is the plain whole-ply one.
constexpr int PlyUnits = 64;

// ERS* (Godescu §4.16, eq. 91): a move costs D = 1 - ΔH(m) / ΔH_best plies, where ΔH is the
// logarithm of the number of moves the move settles: a check log 30 (the best: it leaves the
// defender a forced reply, so it costs nothing), the capture of a queen log 28, of a rook or a
// bishop log 14, of a knight log 8 (what those pieces could have done: their largest mobility).
// The paper gives no value for pawns; by the same reading a pawn has at most 4 moves (one or two
// squares ahead, two captures), so its capture is log 4 (cost 0.592). A promotion is scored like
// the capture of the piece it creates (to a queen log 28): both change the material by about as
// much. A move that is several of these costs the least of them. In sixty-fourths of a ply,
// rounded: Q 1, R and B 14, N 25, P 38; check 0, quiet 64.
const auto ErsCostUnits = [] {
    const double best = std::log(30.0);
    auto cost = [best](double branching) {
        return int(std::lround(PlyUnits * (1.0 - std::log(branching) / best)));
    };
    std::array<int, chess::PieceTypeCount> table{};
    table.fill(PlyUnits);
    table[chess::Pawn] = cost(4);
    table[chess::Knight] = cost(8);
    table[chess::Bishop] = cost(14);
    table[chess::Rook] = cost(14);
    table[chess::Queen] = cost(28);
    return table;
}();

// What a move costs of the depth, in sixty-fourths of a ply. `captured` is the piece type it
// takes (NoPieceType if none).
int moveCost(DepthModel model, Move m, chess::PieceType captured, bool givesCheck) {
    if (givesCheck) return 0; // the check extension of both models
    if (model == DepthModel::Plies) return PlyUnits;
    int cost = ErsCostUnits[captured];
    if (m.kind() == Move::Promotion) cost = std::min(cost, ErsCostUnits[m.promotionType()]);
    return cost;
}

bool hasNonPawnMaterial(const Position& pos) {
    const chess::Color us = pos.sideToMove();
    return (pos.pieces(us) & ~pos.pieces(chess::Pawn) & ~pos.pieces(chess::King)) != 0;
}

// Pruning near the horizon: how deep each kind applies, and its margins in centipawns per ply.
constexpr Depth ReverseFutilityDepth = 6;
constexpr Value ReverseFutilityMargin = 90;
constexpr Depth FutilityDepth = 5;
constexpr Value FutilityMargin = 100;
constexpr Depth LateMovePruningDepth = 4;
constexpr Depth SeePruningDepth = 4;
constexpr int SeePruningMargin = 100;

// Move ordering scores: the TT move first, then good captures and promotions (most valuable
// victim, least valuable attacker), killers, quiet moves by history, and losing captures last.
constexpr int TTMoveScore = 1 << 30;
constexpr int GoodCaptureScore = 1 << 28;
constexpr int KillerScore = 1 << 27;
constexpr int BadCaptureScore = -(1 << 28);

// The piece type `m` takes (NoPieceType for a move that takes nothing).
chess::PieceType capturedType(const Position& pos, Move m) {
    if (m.kind() == Move::EnPassant) return chess::Pawn;
    return pos.isCapture(m) ? chess::typeOf(pos.pieceOn(m.to())) : chess::NoPieceType;
}

// How much deeper than the node a table's verdict is stored: it holds at any depth, but a deeper
// search of the position may still find a mate, so not as deep as can be.
constexpr Depth TablebaseDepthBonus = 6;

// A table's verdict on a position `ply` plies from the root as a score and the bound it is: a
// win is at least a tablebase win (a mate would be more), a loss at most a tablebase loss, a
// draw exactly 0. Cursed wins and blessed losses are draws under the 50-move rule.
std::pair<Value, Bound> tablebaseScore(tablebase::Wdl wdl, int ply) {
    switch (tablebase::valueOf(wdl)) {
    case 1: return {tbWinIn(ply), Bound::Lower};
    case -1: return {tbLossIn(ply), Bound::Upper};
    default: return {ValueDraw, Bound::Exact};
    }
}

// The exact score of a tabled root from the value its best move keeps: mate in the distance to
// mate where the table knows it, else a tablebase win or loss at the root, else a draw.
Value rootTablebaseScore(const tablebase::Probe& best) {
    const int value = tablebase::valueOf(best.wdl);
    if (value == 0) return ValueDraw;
    if (best.dtm && std::abs(*best.dtm) < MaxPly)
        return value > 0 ? mateIn(*best.dtm) : matedIn(-*best.dtm);
    return value > 0 ? tbWinIn(0) : tbLossIn(0);
}

// The stored value when its bound settles the window [alpha, beta].
std::optional<Value> ttCutoff(const TTEntry& entry, int ply, Value alpha, Value beta) {
    const Value v = valueFromTT(entry.value, ply);
    if (v == ValueNone) return std::nullopt;
    if (entry.bound == Bound::Exact || (entry.bound == Bound::Lower && v >= beta) ||
        (entry.bound == Bound::Upper && v <= alpha))
        return v;
    return std::nullopt;
}

} // namespace

struct Searcher::Impl {
    explicit Impl(TranspositionTable& table)
        : tt(table) {}

    TranspositionTable& tt;
    const std::atomic<bool>* stop = nullptr;
    Limits limits;
    const tablebase::Tablebases* tables = nullptr;  // limits.tablebases
    const EvalWeights* weights = &defaultWeights(); // limits.weights, or the built-in ones
    int tablePieces = 0;                            // the most pieces a table has
    std::uint64_t tbHits = 0;
    // The root's exact score when the tables had it (and the root moves keep their verdict).
    std::optional<Value> rootTableScore;
    Clock::time_point start;
    std::optional<Clock::time_point> hardDeadline;
    std::optional<Clock::time_point> softDeadline; // no new iteration after this
    std::uint64_t nodes = 0;
    int selDepth = 0;
    Depth rootDepth = 0;
    bool aborted = false;

    Move killers[MaxPly + 2][2] = {};
    int history[2][64][64] = {};
    Move pv[MaxPly + 2][MaxPly + 2] = {};
    int pvLength[MaxPly + 2] = {};

    // Step 0. Limits: how long this search may take.
    void planTime(const Position& pos) {
        start = Clock::now();
        hardDeadline.reset();
        softDeadline.reset();
        if (limits.moveTime) {
            hardDeadline = start + *limits.moveTime;
            return;
        }
        const chess::Color us = pos.sideToMove();
        if (!limits.time[us]) return;
        // A share of the remaining time, plus most of the increment; never more than a fifth of
        // what is left, and a margin for the protocol.
        const auto left = *limits.time[us];
        const auto inc = limits.increment[us];
        const int movesLeft = limits.movesToGo ? std::max(1, *limits.movesToGo) : 30;
        const auto margin = std::min(milliseconds(50), left / 10);
        auto optimum = left / movesLeft + inc * 3 / 4;
        auto maximum = std::min(left / 5 + inc, optimum * 4);
        optimum = std::min(optimum, left - margin);
        maximum = std::max(std::min(maximum, left - margin), milliseconds(1));
        softDeadline = start + optimum * 6 / 10;
        hardDeadline = start + maximum;
    }

    // The first iteration always completes (it takes microseconds), so that a stopped search
    // still answers with a searched move, never with an arbitrary one.
    bool shouldStop() {
        if (aborted) return true;
        if (rootDepth <= 1) return false;
        if (stop->load(std::memory_order_relaxed)) return aborted = true;
        if (limits.nodes && nodes >= *limits.nodes) return aborted = true;
        if (hardDeadline && (nodes & 1023) == 0 && Clock::now() >= *hardDeadline)
            return aborted = true;
        return false;
    }

    // Scores the moves for ordering; returns them in `scores` (same order as `moves`).
    void scoreMoves(const Position& pos, const Move* moves, int count, int* scores, Move ttMove,
                    int ply) const {
        const chess::Color us = pos.sideToMove();
        for (int k = 0; k < count; ++k) {
            const Move m = moves[k];
            if (m == ttMove) {
                scores[k] = TTMoveScore;
            } else if (pos.isCapture(m) || m.kind() == Move::Promotion) {
                const chess::Piece victim = m.kind() == Move::EnPassant
                                                ? chess::makePiece(~us, chess::Pawn)
                                                : pos.pieceOn(m.to());
                const int gain = (victim != chess::NoPiece ? seeValue(chess::typeOf(victim)) : 0) +
                                 (m.kind() == Move::Promotion ? seeValue(m.promotionType()) : 0);
                const int mvvLva = gain * 8 - seeValue(chess::typeOf(pos.movedPiece(m))) / 100;
                scores[k] = (seeAtLeast(pos, m, 0) ? GoodCaptureScore : BadCaptureScore) + mvvLva;
            } else if (m == killers[ply][0]) {
                scores[k] = KillerScore + 1;
            } else if (m == killers[ply][1]) {
                scores[k] = KillerScore;
            } else {
                scores[k] = history[us][m.from()][m.to()];
            }
        }
    }

    // Selection sort, one step: brings the best remaining move to position k, the first of equal
    // scores. In two passes, the highest score and then where it first is: the first pass has no
    // data-dependent branch; the second ends at the move. (One pass that compares each score with
    // the best so far branches on the data at every move, which costs far more.)
    static void pickBest(Move* moves, int* scores, int k, int count) {
        int highest = scores[k];
        for (int j = k + 1; j < count; ++j) highest = std::max(highest, scores[j]);
        int best = k;
        while (scores[best] != highest) ++best;
        std::swap(moves[k], moves[best]);
        std::swap(scores[k], scores[best]);
    }

    void updatePv(int ply, Move m) {
        pv[ply][0] = m;
        const int childLength = pvLength[ply + 1];
        std::copy_n(pv[ply + 1], childLength, pv[ply] + 1);
        pvLength[ply] = childLength + 1;
    }

    void rewardQuiet(chess::Color us, Move m, Depth depth, int ply, const Move* tried,
                     int triedCount) {
        if (killers[ply][0] != m) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = m;
        }
        // History with a gravity term, so that it stays bounded.
        const int bonus = std::min(depth * depth, 400);
        auto adjust = [&](Move x, int delta) {
            int& h = history[us][x.from()][x.to()];
            h += delta - h * std::abs(delta) / 16384;
        };
        adjust(m, bonus);
        for (int k = 0; k < triedCount; ++k)
            if (tried[k] != m) adjust(tried[k], -bonus);
    }

    // Inside the tree a single repetition is scored as a draw: the side that could avoid it would
    // have, so repeating is as good as the draw the threefold repetition would give. A mate on
    // the move that reaches the fifty-move limit stands.
    static bool isDrawByRule(const Position& pos) {
        if (pos.repetitionCount() >= 1 || pos.hasInsufficientMaterial()) return true;
        return pos.halfmoveClock() >= 100 && !(pos.inCheck() && !pos.hasLegalMoves());
    }

    // The verdict of the tables on a position `ply` plies below the root, where they may have it
    // and it was just reached by a capture or a pawn move (Syzygy's win/draw/loss counts the
    // 50-move rule from there). None for a checkmate: the search scores it as the mate it is.
    std::optional<tablebase::Wdl> probeTables(const Position& pos, int ply) {
        if (!tables || ply == 0 || pos.halfmoveClock() != 0 ||
            chess::popCount(pos.pieces()) > tablePieces ||
            pos.castlingRights() != chess::NoCastling)
            return std::nullopt;
        const auto verdict = tables->probeWdl(pos);
        if (!verdict) return std::nullopt;
        if (*verdict == tablebase::Wdl::Loss && pos.inCheck() && !pos.hasLegalMoves())
            return std::nullopt;
        ++tbHits;
        return verdict;
    }

    // The static evaluation of `pos`: the one its table entry keeps when there is one, else
    // computed. The table holds evaluations under this search's weights only (Limits::weights:
    // a table is cleared between weights).
    Value evaluationOf(const Position& pos, const TTEntry* entry) const {
        return entry && entry->eval != ValueNone ? Value(entry->eval) : evaluate(pos, *weights);
    }

    // The quiescence search: stand pat, or try captures that do not lose material (every move
    // when in check), so that the static evaluation is only trusted in quiet positions.
    Value qsearch(Position& pos, Value alpha, Value beta, int ply) {
        pvLength[ply] = 0;
        ++nodes;
        selDepth = std::max(selDepth, ply);
        if (shouldStop()) return ValueZero;
        if (isDrawByRule(pos)) return ValueDraw;
        const bool inCheck = pos.inCheck();
        if (ply >= MaxPly) return inCheck ? ValueDraw : evaluate(pos, *weights);

        const TTEntry* entry = tt.probe(pos.key());
        if (entry)
            if (const auto v = ttCutoff(*entry, ply, alpha, beta)) return *v;

        Value best = -ValueInfinite;
        Value staticEval = ValueNone;
        if (!inCheck) {
            staticEval = evaluationOf(pos, entry);
            best = staticEval;
            if (best >= beta) return best;
            alpha = std::max(alpha, best);
        }

        const MoveList list(pos, inCheck ? chess::GenType::All : chess::GenType::Tactical);
        if (inCheck && list.empty()) return matedIn(ply);
        Move moves[chess::MaxMoves];
        int scores[chess::MaxMoves];
        const int count = int(list.size());
        std::copy(list.begin(), list.end(), moves);
        scoreMoves(pos, moves, count, scores, entry ? entry->move : Move::none(), ply);

        Move bestMove = Move::none();
        for (int k = 0; k < count; ++k) {
            pickBest(moves, scores, k, count);
            const Move m = moves[k];
            if (!inCheck && scores[k] < GoodCaptureScore / 2 && scores[k] != TTMoveScore)
                continue; // a losing capture
            pos.makeMove(m);
            tt.prefetch(pos.key());
            const Value v = -qsearch(pos, -beta, -alpha, ply + 1);
            pos.unmakeMove(m);
            if (aborted) return ValueZero;
            if (v > best) {
                best = v;
                if (v > alpha) {
                    bestMove = m;
                    alpha = v;
                    if (v >= beta) break;
                }
            }
        }
        const Bound bound = best >= beta ? Bound::Lower : Bound::Upper;
        tt.store(pos.key(), best, bound, 0, bestMove, staticEval, ply);
        return best;
    }

    // The depth left below a move: whole plies and the sixty-fourths of a ply (ERS* only).
    struct DepthLeft {
        Depth depth;
        int fraction;
    };

    // The depth left after a move, from `depth` and `fraction` left before it: less one ply, or
    // nothing for a check (the check extension); in ERS* mode less its fractional ply (moveCost).
    // `givesCheck` says whether the move checks, `captured` what it took.
    DepthLeft depthAfter(Depth depth, int fraction, Move m, chess::PieceType captured,
                         bool givesCheck) const {
        const int left =
            depth * PlyUnits + fraction - moveCost(limits.depthModel, m, captured, givesCheck);
        return {left / PlyUnits, left % PlyUnits};
    }

    // `fraction` is the part of a ply left over the whole plies of `depth` (ERS* mode only; 0 in
    // plies mode): a node is searched full-width while a whole ply is left.
    Value search(Position& pos, Value alpha, Value beta, Depth depth, int fraction, int ply,
                 bool pvNode, bool afterNull = false) {
        // Step 1. Horizon: quiet the position down.
        if (depth <= 0) return qsearch(pos, alpha, beta, ply);
        pvLength[ply] = 0;
        ++nodes;
        selDepth = std::max(selDepth, ply);
        if (shouldStop()) return ValueZero;

        // Step 2. Draws by rule, the ply limit, and mate distance pruning: no line from here can
        // mate faster than a mate already found nearer the root.
        if (ply > 0) {
            if (isDrawByRule(pos)) return ValueDraw;
            if (ply >= MaxPly) return pos.inCheck() ? ValueDraw : evaluate(pos, *weights);
            alpha = std::max(alpha, matedIn(ply));
            beta = std::min(beta, mateIn(ply + 1));
            if (alpha >= beta) return alpha;
        }

        // Step 3. Transposition table: a deep enough result ends the search of a non-PV node. The
        // table keeps whole plies: an ERS* depth goes in and is compared rounded to the nearest
        // ply. (The safe way, storing rounded down and asking for a rounded-up depth, loses so many
        // cutoffs that ERS* solves fewer WAC positions in the same nodes.)
        const Depth tableDepth = depth + (fraction >= PlyUnits / 2 ? 1 : 0);
        const TTEntry* entry = tt.probe(pos.key());
        const Move ttMove = entry ? entry->move : Move::none();
        if (entry && !pvNode && entry->depth >= tableDepth)
            if (const auto v = ttCutoff(*entry, ply, alpha, beta)) return *v;

        // Step 3a. Endgame tables: a position just reached by a capture or a pawn move that the
        // tables have takes their verdict. A draw, and a win or loss that settles the window,
        // end the node; otherwise the win is a floor (the loss a ceiling) of what it returns.
        Value tableFloor = -ValueInfinite;
        Value tableCeiling = ValueInfinite;
        if (const auto verdict = probeTables(pos, ply)) {
            const auto [value, bound] = tablebaseScore(*verdict, ply);
            if (bound == Bound::Exact || (bound == Bound::Lower && value >= beta) ||
                (bound == Bound::Upper && value <= alpha)) {
                tt.store(pos.key(), value, bound,
                         std::min(tableDepth + TablebaseDepthBonus, MaxPly - 1), Move::none(),
                         ValueNone, ply);
                return value;
            }
            (bound == Bound::Lower ? tableFloor : tableCeiling) = value;
        }

        const bool inCheck = pos.inCheck();
        const Value staticEval = inCheck ? ValueNone : evaluationOf(pos, entry);

        // Step 4a. Reverse futility pruning: near the horizon, a static evaluation that beats
        // beta by more than the position can plausibly lose in the plies left is a cutoff.
        if (!pvNode && !inCheck && ply > 0 && depth <= ReverseFutilityDepth &&
            !isDecisiveScore(beta) && staticEval - ReverseFutilityMargin * depth >= beta)
            return staticEval;

        // Step 4. Null move pruning: if passing still leaves us above beta, a real move will too.
        // Not in check, not in pawn endings (zugzwang), not twice in a row.
        if (!pvNode && !inCheck && !afterNull && depth >= 3 && staticEval >= beta &&
            hasNonPawnMaterial(pos) && ply > 0 && beta > ValueTbLossInMaxPly) {
            const Depth r = 3 + depth / 4;
            pos.makeNullMove();
            const Value v =
                -search(pos, -beta, -beta + 1, depth - r - 1, fraction, ply + 1, false, true);
            pos.unmakeNullMove();
            if (aborted) return ValueZero;
            if (v >= beta) return v >= ValueTbWinInMaxPly ? beta : v; // no unproven result
        }

        // Step 5. The moves, ordered.
        const MoveList list(pos);
        if (list.empty()) return inCheck ? matedIn(ply) : ValueDraw;
        Move moves[chess::MaxMoves];
        int scores[chess::MaxMoves];
        const int count = int(list.size());
        std::copy(list.begin(), list.end(), moves);
        scoreMoves(pos, moves, count, scores, ttMove, ply);

        Move quietsTried[chess::MaxMoves];
        int quietCount = 0;
        Value best = -ValueInfinite;
        Move bestMove = Move::none();
        const Value alphaAtStart = alpha;

        for (int k = 0; k < count; ++k) {
            pickBest(moves, scores, k, count);
            const Move m = moves[k];
            const bool quiet = !pos.isCapture(m) && m.kind() != Move::Promotion;
            const chess::PieceType captured = capturedType(pos, m);
            // Step 5a. Pruning near the horizon, once a move has been searched and none of the
            // scores involved is a mate or a table's verdict: captures that lose clearly by SEE ...
            const bool mayPrune = !pvNode && !inCheck && best > ValueTbLossInMaxPly &&
                                  !isDecisiveScore(alpha) && !isDecisiveScore(beta);
            if (mayPrune && !quiet && depth <= SeePruningDepth &&
                !seeAtLeast(pos, m, -SeePruningMargin * depth))
                continue;
            pos.makeMove(m);
            tt.prefetch(pos.key());
            const bool givesCheck = pos.inCheck();
            // ... and quiet moves that do not check, late in the list (late move pruning) or when
            // even a generous margin leaves the static evaluation below alpha (futility pruning).
            if (mayPrune && quiet && !givesCheck &&
                ((depth <= LateMovePruningDepth && quietCount >= 3 + depth * depth) ||
                 (depth <= FutilityDepth && staticEval + FutilityMargin * (depth + 1) <= alpha))) {
                pos.unmakeMove(m);
                continue;
            }
            // Step 6. What the move costs of the depth: a ply, none for a check, a fraction of a
            // ply for a capture in ERS* mode.
            const auto [newDepth, newFraction] =
                depthAfter(depth, fraction, m, captured, givesCheck);
            Value v;
            if (k == 0) {
                v = -search(pos, -beta, -alpha, newDepth, newFraction, ply + 1, pvNode);
            } else {
                // Step 7. Late move reductions: quiet moves late in the list are searched less
                // deeply first, and again at full depth only if they surprise.
                Depth r = 0;
                if (depth >= 3 && quiet && !inCheck && !givesCheck && k >= (pvNode ? 3 : 2)) {
                    r = reduction(depth, k + 1) - (pvNode ? 1 : 0);
                    r = std::clamp(r, 0, newDepth - 1);
                }
                v = -search(pos, -alpha - 1, -alpha, newDepth - r, newFraction, ply + 1, false);
                if (r > 0 && v > alpha)
                    v = -search(pos, -alpha - 1, -alpha, newDepth, newFraction, ply + 1, false);
                // Step 8. Principal variation search: a move that beats alpha in a PV node is
                // searched again with the full window.
                if (pvNode && v > alpha && v < beta)
                    v = -search(pos, -beta, -alpha, newDepth, newFraction, ply + 1, true);
            }
            pos.unmakeMove(m);
            if (aborted) return ValueZero;

            if (v > best) {
                best = v;
                if (v > alpha) {
                    bestMove = m;
                    alpha = v;
                    if (pvNode) updatePv(ply, m);
                    if (v >= beta) {
                        if (quiet)
                            rewardQuiet(pos.sideToMove(), m, depth, ply, quietsTried, quietCount);
                        break;
                    }
                }
            }
            if (quiet && quietCount < chess::MaxMoves) quietsTried[quietCount++] = m;
        }

        best = std::clamp(best, tableFloor, tableCeiling); // no better than the tables say
        const Bound bound = best >= beta          ? Bound::Lower
                            : best > alphaAtStart ? Bound::Exact
                                                  : Bound::Upper;
        tt.store(pos.key(), best, bound, tableDepth, bestMove, staticEval, ply);
        return best;
    }

    // One root move searched for one PV line, within [alpha, beta].
    Value searchRootMove(Position& pos, Move m, Value alpha, Value beta, Depth depth) {
        const chess::PieceType captured = m.isNull() ? chess::NoPieceType : capturedType(pos, m);
        pos.play(m);
        const auto [newDepth, newFraction] = depthAfter(depth, 0, m, captured, pos.inCheck());
        const Value v = -search(pos, -beta, -alpha, newDepth, newFraction, 1, true);
        pos.takeBack(m);
        return v;
    }

    // Searches the root moves from index `first` on, with the window around `previous`, and
    // leaves the best of them at `first` with its exact score (widening the window as needed).
    // Returns false when the search was stopped.
    bool searchPvLine(Position& pos, std::vector<RootMove>& roots, std::size_t first, Depth depth,
                      int lineNumber, const InfoCallback& onInfo) {
        Value previous = roots[first].depth > 0 ? roots[first].score : -ValueInfinite;
        Value delta = 20;
        Value alpha = -ValueInfinite;
        Value beta = ValueInfinite;
        if (depth >= 4 && previous > -ValueInfinite && !isDecisiveScore(previous)) {
            alpha = std::max(previous - delta, -ValueInfinite);
            beta = std::min(previous + delta, ValueInfinite);
        }
        while (true) {
            Value best = -ValueInfinite;
            std::size_t bestIndex = first;
            std::vector<Move> bestPv;
            Value a = alpha;
            for (std::size_t k = first; k < roots.size(); ++k) {
                pvLength[0] = 0;
                pv[0][0] = Move::none();
                Value v;
                if (k == first) {
                    v = searchRootMove(pos, roots[k].move, a, beta, depth);
                } else {
                    v = searchRootMove(pos, roots[k].move, a, a + 1, depth);
                    if (!aborted && v > a && v < beta)
                        v = searchRootMove(pos, roots[k].move, a, beta, depth);
                }
                if (aborted) return false;
                if (v > best) {
                    best = v;
                    bestIndex = k;
                    bestPv.assign(1, roots[k].move);
                    bestPv.insert(bestPv.end(), pv[1], pv[1] + pvLength[1]);
                    if (v > a) a = v;
                    if (v >= beta) break;
                }
            }
            if (best <= alpha || best >= beta) {
                // The window missed: report the bound, widen, and search again.
                if (onInfo)
                    onInfo(lineInfo(depth, lineNumber, best,
                                    best <= alpha ? Bound::Upper : Bound::Lower, bestPv));
                delta += delta;
                if (best <= alpha) alpha = std::max(best - delta, -ValueInfinite);
                if (best >= beta) beta = std::min(best + delta, ValueInfinite);
                if (delta > 1000) {
                    alpha = -ValueInfinite;
                    beta = ValueInfinite;
                }
                continue;
            }
            std::rotate(roots.begin() + std::ptrdiff_t(first),
                        roots.begin() + std::ptrdiff_t(bestIndex),
                        roots.begin() + std::ptrdiff_t(bestIndex) + 1);
            roots[first].score = best;
            roots[first].depth = depth;
            roots[first].pv = std::move(bestPv);
            if (onInfo) onInfo(lineInfo(depth, lineNumber, best, Bound::Exact, roots[first].pv));
            return true;
        }
    }

    LineInfo lineInfo(Depth depth, int lineNumber, Value score, Bound bound,
                      const std::vector<Move>& line) const {
        LineInfo info;
        info.depth = depth;
        info.selDepth = selDepth;
        info.multiPv = lineNumber;
        info.score = rootTableScore ? reportedScore(score) : score;
        info.bound = rootTableScore ? Bound::Exact : bound; // the tables know it exactly
        info.tbHits = tbHits;
        info.pv = line;
        info.nodes = nodes;
        info.time = std::chrono::duration_cast<milliseconds>(Clock::now() - start);
        info.nps = nodes * 1000 / std::uint64_t(std::max<std::int64_t>(1, info.time.count()));
        info.hashfull = tt.hashfull();
        return info;
    }

    // Keeps the root moves that keep the verdict of the tables, when they have the root: those of
    // the best verdict, and of them the quickest win (slowest loss) where every move has its
    // distance to mate. Ordered as the tables rank them, so that the search, which keeps the
    // first of equal scores, prefers progress. Sets the root's exact score.
    void keepTableMoves(const Position& pos, std::vector<RootMove>& roots) {
        if (!tables || pos.castlingRights() != chess::NoCastling ||
            chess::popCount(pos.pieces()) > tablePieces)
            return;
        const auto values = tables->moveValues(pos);
        if (!values) return;
        ++tbHits;
        std::vector<RootMove> kept;
        std::optional<tablebase::Probe> best;
        const bool everyDtm = std::all_of(values->begin(), values->end(),
                                          [](const auto& m) { return m.value.dtm.has_value(); });
        for (const tablebase::MoveValue& m : *values) {
            const auto root = std::find_if(roots.begin(), roots.end(),
                                           [&](const RootMove& r) { return r.move == m.move; });
            if (root == roots.end()) continue; // not among the searchmoves
            if (best &&
                (m.value.wdl != best->wdl ||
                 (everyDtm && tablebase::valueOf(best->wdl) != 0 && *m.value.dtm != *best->dtm)))
                break;
            if (!best) best = m.value;
            kept.push_back(*root);
        }
        if (!best) return;
        roots = std::move(kept);
        rootTableScore = rootTablebaseScore(*best);
    }

    // The score reported for a root move searched to `searched` when the tables have the root:
    // theirs, or a mate the search proved where they know the win (loss) but not its distance.
    Value reportedScore(Value searched) const {
        const Value exact = *rootTableScore;
        if (isTablebaseScore(exact) && isMateScore(searched) && (searched > 0) == (exact > 0))
            return searched;
        return exact;
    }

    SearchResult run(Position& pos, const InfoCallback& onInfo) {
        planTime(pos);
        nodes = 0;
        tbHits = 0;
        aborted = false;
        tables = limits.tablebases.get();
        weights = limits.weights ? limits.weights.get() : &defaultWeights();
        tablePieces = tables ? tables->largest() : 0;
        rootTableScore.reset();
        tt.newSearch();
        std::memset(pv, 0, sizeof pv);

        SearchResult result;
        std::vector<RootMove> roots;
        for (const Move m : MoveList(pos))
            if (limits.searchMoves.empty() ||
                std::find(limits.searchMoves.begin(), limits.searchMoves.end(), m) !=
                    limits.searchMoves.end())
                roots.push_back(RootMove{m, -ValueInfinite, 0, {m}});
        if (roots.empty()) {
            result.score = pos.inCheck() ? matedIn(0) : ValueDraw;
            return result;
        }
        if (!limits.allRootMoves) keepTableMoves(pos, roots);
        const std::size_t lines =
            limits.allRootMoves ? roots.size()
                                : std::min(roots.size(), std::size_t(std::max(1, limits.multiPv)));
        const Depth maxDepth = std::min(limits.depth.value_or(MaxPly - 1), MaxPly - 1);

        for (Depth depth = 1; depth <= maxDepth; ++depth) {
            rootDepth = depth;
            selDepth = 0;
            bool completed = true;
            for (std::size_t line = 0; line < lines && completed; ++line)
                completed = searchPvLine(pos, roots, line, depth, int(line) + 1, onInfo);
            if (!completed) break;
            // The lines are ranked by score; moves beyond them keep their order.
            std::stable_sort(
                roots.begin(), roots.begin() + std::ptrdiff_t(lines),
                [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
            result.depth = depth;
            if (!limits.infinite && softDeadline && Clock::now() >= *softDeadline) break;
            if (!limits.infinite && lines == 1 && isMateScore(roots[0].score) &&
                mateInMoves(roots[0].score) > 0 && depth >= 2 * mateInMoves(roots[0].score) + 2)
                break; // a mate whose length is proven: deeper search will not shorten it
        }
        if (rootTableScore)
            for (std::size_t line = 0; line < lines; ++line)
                roots[line].score = reportedScore(roots[line].score);
        result.rootMoves = roots;
        result.bestMove = roots[0].move;
        result.score = roots[0].score;
        if (roots[0].pv.size() > 1) result.ponderMove = roots[0].pv[1];
        result.nodes = nodes;
        result.tbHits = tbHits;
        return result;
    }
};

Searcher::Searcher(TranspositionTable& tt)
    : impl_(std::make_unique<Impl>(tt)) {}

Searcher::~Searcher() = default;

void Searcher::clearHistory() {
    std::memset(impl_->killers, 0, sizeof impl_->killers);
    std::memset(impl_->history, 0, sizeof impl_->history);
}

SearchResult Searcher::run(Position& pos, const Limits& limits, const std::atomic<bool>& stop,
                           const InfoCallback& onInfo) {
    impl_->limits = limits;
    impl_->stop = &stop;
    return impl_->run(pos, onInfo);
}

} // namespace kibitz::search
