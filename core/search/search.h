#pragma once

// The search of the built-in engine: iterative deepening over a principal variation search with
// aspiration windows, a quiescence search of captures ordered and pruned by SEE, and the usual
// selectivity (null move, late move reductions, check extensions, mate distance pruning).
//
// Searcher is synchronous and single-threaded: run() returns when a limit is reached or `stop` is
// set, but never before the first iteration is complete, so there is always a searched best move.
// With a node limit (and no time limit) its result is deterministic.
//
// With endgame tables (Limits::tablebases; without them the bench signature is the plain search's):
//   - Inside the tree, a position just reached by a capture or a pawn move (halfmove clock 0),
//     with no castling rights and at most largest() pieces, takes the table's win/draw/loss: a
//     draw scores 0 and ends the node; a win is a tablebase score (value.h: tbWinIn, a band below
//     the mate scores, never a mate) and a lower bound, a loss an upper bound; either ends the
//     node when it settles the window, and goes into the transposition table with its bound.
//   - At the root, only the moves that keep the table's verdict are searched (under the root's
//     50-move count where Syzygy has it), and where the solver gives every move its distance to
//     mate, only the quickest wins (slowest losses). The score is the table's: mateIn(DTM) where
//     DTM is known, else a tablebase win or loss at the root (or a mate the search proved), 0 for
//     a draw, cursed wins and blessed losses included. With allRootMoves every root move is kept,
//     scored by the search.
#include "chess/position.h"
#include "evaluate.h"
#include "tt.h"
#include "value.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace kibitz::tablebase {
class Tablebases;
}

namespace kibitz::search {

// What a move costs of the search's depth. Plies: one ply each (a check none: the check
// extension). Ers: the ERS* fractional ply of Godescu (THEORY.md §5, Godescu §4.16 eq. 91), where
// a move costs 1 - ΔH(m)/ΔH_best plies by the information it carries: a check none, a capture of
// a queen 0.020, of a rook or bishop 0.224, of a knight 0.389, of a pawn 0.592, a quiet move one
// ply. Forcing lines are searched deeper; the iterations still count nominal plies.
enum class DepthModel { Plies, Ers };

struct Limits {
    std::optional<Depth> depth;
    std::optional<std::uint64_t> nodes;
    std::optional<std::chrono::milliseconds> moveTime;
    // The game clock: remaining time and increment per colour, moves to the next time control.
    std::optional<std::chrono::milliseconds> time[2];
    std::chrono::milliseconds increment[2] = {};
    std::optional<int> movesToGo;
    bool infinite = false; // search until stopped (depth and nodes limits still apply)
    int multiPv = 1;
    // Give every root move an exact score (MultiPV over all moves): the analysis needs it.
    bool allRootMoves = false;
    std::vector<chess::Move> searchMoves; // only these root moves, if not empty
    DepthModel depthModel = DepthModel::Plies;
    // Exact values of small endgames, probed at the root and inside the search (above). Null:
    // none. Shared, read-only: every search of every thread may be given the same tables.
    std::shared_ptr<const tablebase::Tablebases> tablebases;
    // The evaluation's weights (weightsfile.h); null: the built-in ones. Shared, read-only. A
    // transposition table filled under other weights holds other values: clear it between.
    std::shared_ptr<const EvalWeights> weights;
};

// One principal variation, as the search reports it after each iteration.
struct LineInfo {
    int depth = 0;
    int selDepth = 0;
    int multiPv = 1; // 1-based rank
    Value score = ValueZero;
    Bound bound = Bound::Exact; // Lower/Upper when the aspiration window failed
    std::vector<chess::Move> pv;
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::chrono::milliseconds time{};
    int hashfull = 0;
    std::uint64_t tbHits = 0; // positions the endgame tables answered for, so far
};

struct RootMove {
    chess::Move move = chess::Move::none();
    Value score = -ValueInfinite; // exact when depth > 0 and it was searched as a PV line
    int depth = 0;                // of the last completed iteration that scored it exactly
    std::vector<chess::Move> pv;
};

struct SearchResult {
    chess::Move bestMove = chess::Move::none(); // none when the position has no legal move
    chess::Move ponderMove = chess::Move::none();
    Value score = ValueZero;
    int depth = 0; // last completed iteration
    // Best first; MultiPV lines (or all moves) carry exact scores. Where the tables had the root,
    // only the moves that keep their verdict.
    std::vector<RootMove> rootMoves;
    std::uint64_t nodes = 0;
    std::uint64_t tbHits = 0;
};

using InfoCallback = std::function<void(const LineInfo&)>;

class Searcher {
public:
    explicit Searcher(TranspositionTable& tt);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    // Searches `pos` (left unchanged on return). `stop` may be set from another thread.
    SearchResult run(chess::Position& pos, const Limits& limits, const std::atomic<bool>& stop,
                     const InfoCallback& onInfo = {});

    // Forget killers and history (a new game).
    void clearHistory();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace kibitz::search
