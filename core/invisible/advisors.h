#pragma once

// The paper's player (its Section 4 and 6.2): three advisors score every move a side could try,
// and the Maximiser plays the move with the highest weighted sum W1 * EU + W2 * hide + W3 * seek,
// ties broken at random.
//
//  - strategic: the expected utility (the paper's eq. 2) over the worlds the side believes in of
//    the built-in engine's score of the move in each world, in centipawns from the side's view,
//    a search of every move (MultiPV over all moves) to a fixed depth. A move impossible in a
//    world is scored as a null move there (the turn is forfeited); a move illegal there (in
//    check) as the world's best move (another move must be supplied);
//  - hide: the change of the opponent's entropy about our invisible pieces if we make the move
//    (in nats, expected over our worlds): an invisible piece that moves spreads the opponent's
//    belief, a visible one that crosses a square they thought ours empties it (d1d3 in Fig. 6:
//    ln(4/5) = -0.22);
//  - seek: the expected decrease of our entropy about theirs, over the answers the referee could
//    give (b2a3 in Fig. 6: ln 4 - 0.75 ln 3 = 0.56).
// The paper says it takes the exponential of the two entropy changes; its Fig. 6 adds the changes
// themselves (0 for a move that changes nothing, -0.22 for d1d3), and so do we by default;
// AdvisorWeights::exponential takes the text's way (docs/invisible.md).

#include "belief.h"
#include "search/search.h"
#include "search/tt.h"

#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::invisible {

struct AdvisorWeights {
    double strategic = 1; // W1
    double hide = 0;      // W2
    double seek = 0;      // W3
    // How the Maximiser adds the hide and seek values: the entropy changes in nats, as the
    // paper's Fig. 6 adds them (false), or their exponentials, as its Section 6.2 says the
    // advisors return them (true): exp(0) = 1 for a move that changes nothing, so the choice
    // between such moves is the same, but a large change counts for far more.
    bool exponential = false;
    bool operator==(const AdvisorWeights&) const = default;
};

struct MoveScore {
    Move move = Move::none();
    std::vector<double> utilities; // per world, as worlds() lists them
    double eu = 0;
    double hide = 0;
    double seek = 0;
    double total = 0;
};

// The paper's expected utility (eq. 2): the utilities weighted by the worlds' probabilities.
double expectedUtility(const std::vector<double>& utilities, const std::vector<double>& probs);
// The Maximiser's sum.
double combined(const MoveScore& score, const AdvisorWeights& weights);

// The worlds the strategic advisor searches: the `count` most likely (all when count <= 0),
// their probabilities scaled to sum to one.
std::vector<World> likeliestWorlds(const Belief& belief, int count);

// Everything a side knows when it is its turn, for the advisors: the board without the
// opponent's invisible pieces, the rules' state, whether it is in check, its belief about the
// opponent, the opponent's belief about it (the paper's GCDMM keeps both), and the true squares
// of its own invisible pieces (which it knows).
struct Situation {
    Board known;
    const chess::Position* rules = nullptr; // side to move, castling, en passant
    bool inCheck = false;
    const Belief* ours = nullptr;
    const Belief* theirs = nullptr;
    const Game* game = nullptr; // only for the side's own pieces (ids, squares)

    static Situation of(const Game& game, const Belief& ours, const Belief& theirs);
};

// The moves the side could try: legal in at least one of `worlds`.
std::vector<Move> candidateMoves(const Situation& s, const std::vector<World>& worlds);
double hideValue(const Situation& s, Move move);
double seekValue(const Situation& s, Move move);
// The chance, under the side's belief, that the referee accepts `move` (the worlds in which it
// is neither impossible nor illegal).
double acceptanceChance(const Situation& s, Move move);

struct PlayerSettings {
    AdvisorWeights weights;
    int depth = 3;     // of the strategic search, plies
    int maxWorlds = 8; // the likeliest worlds searched
    int clamp = 2000;  // utilities are clamped to +-clamp centipawns (mates in a few worlds)
    std::uint64_t seed = 1;
};

// The player's name in a saved game's White or Black tag, the same in every language:
// "Kibitz advisors W1 1, W2 0.5, W3 0, depth 3". A window opening the game gives the user the
// other side.
std::string advisorsName(const PlayerSettings& settings);
bool isAdvisorsName(std::string_view name);

class AdvisorPlayer {
public:
    explicit AdvisorPlayer(const PlayerSettings& settings);
    // Scores every candidate move, skipping `tried` (moves found illegal this turn), and
    // returns them best first; the first is the Maximiser's choice (ties broken at random).
    std::vector<MoveScore> scoreMoves(const Situation& s, const std::vector<Move>& tried = {});
    Move choose(const Situation& s, const std::vector<Move>& tried = {});
    const PlayerSettings& settings() const { return settings_; }
    // The board the player knows after a turn, either side's (Game::knownBoard), with the side to
    // move then. A move that would bring back a board seen before, with the same side to move,
    // is scored a draw (0) where it is possible, as an engine scores a repetition: the player
    // does not shuffle when it is ahead, and seeks the repetition when it is behind. (A world's
    // position is searched without the game's history, which it could not know.)
    void remember(const Board& known, Color toMove);

private:
    std::vector<double> worldUtilities(const Situation& s, const World& w,
                                       const std::vector<Move>& moves,
                                       const std::vector<bool>& repeats);

    PlayerSettings settings_;
    search::TranspositionTable tt_{1};
    std::unique_ptr<search::Searcher> searcher_;
    std::mt19937_64 rng_;
    std::vector<std::uint64_t> seen_; // Board::key of every board remembered
};

} // namespace kibitz::invisible
