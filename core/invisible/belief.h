#pragma once

// Belief tracking: where one side believes the opponent's invisible pieces are.
//
// A world is one placement of the opponent's invisible pieces (a square for each, or none once it
// is captured); a belief is a probability distribution over worlds. It starts certain (every
// piece on its starting square) and is updated by what the side is told (rules.h: Notice):
//   - the opponent moved an invisible piece: the paper's uniform motion model, each legal
//     destination from each square equally likely, then conditioned on what was seen (a capture
//     of ours and where, or none);
//   - a visible piece moved: the squares it crossed and reached hold no invisible piece of its
//     own side; the opponent's move was legal, so its king is not left attacked;
//   - our own attempt: only the worlds in which the referee (rules.h: resolve) answers exactly
//     what it answered stay (a reveal, a square found empty, a move accepted);
//   - the start of our turn: the pieces that give check are told, so the worlds in which other
//     pieces would give check, or these would not, go.
//
// Two trackers. The fair one keeps the joint distribution over the worlds and uses only what its
// side was told; it is exact (at most two invisible pieces a side: at most 64 x 63 worlds). The
// paper's oracle (its GCDMM) keeps one distribution per piece, each updated with the other
// invisible pieces on their true squares, a better belief than a player can have.

#include "rules.h"

#include <array>
#include <vector>

namespace kibitz::invisible {

// At most two invisible pieces a side in every configuration the paper plays.
constexpr int MaxHidden = 2;

struct World {
    std::array<Square, MaxHidden> at{chess::NoSquare, chess::NoSquare};
    double p = 0;
};

// One distribution over the opponent's invisible pieces' worlds. `pinned` (the oracle's) fixes
// every piece but `focus` to a square given at each update.
class Belief {
public:
    enum class Mode { Fair, Oracle };

    Belief() = default;
    // `viewer` believes about the opponent's invisible pieces of `game` (at its start).
    Belief(const Game& game, Color viewer, Mode mode);

    // How the opponent is believed to move an invisible piece that it moves: the paper's
    // uniform motion model, every legal destination alike (the default), or a wary one, not in
    // the paper: a destination where a cheaper piece of ours could take it, or any piece of ours
    // take it undefended, is WaryRisk times as likely as a safe one (docs/invisible.md).
    enum class Motion { Uniform, Wary };
    static constexpr double WaryRisk = 0.1;
    void setMotion(Motion motion) { motion_ = motion; }
    Motion motion() const { return motion_; }

    Mode mode() const { return mode_; }
    Color viewer() const { return viewer_; }
    // The opponent's invisible pieces: ids in the game and types, in order.
    const std::vector<int>& ids() const { return ids_; }

    // Updates with the turn that `game` has just finished (game.lastNotice(viewer())). `before`
    // is the game as it stood before that turn. The oracle also reads the true squares.
    void observe(const Game& before, const Game& after);

    // The distribution over worlds. Fair: the joint. Oracle: the product of the pieces' own
    // distributions (the paper takes them as independent, its footnote 5).
    std::vector<World> worlds() const;
    // P(piece k, by index in ids(), is on s); the sum over squares is the chance it is alive.
    std::array<double, chess::SquareCount> marginal(int k) const;
    // Entropy of the belief in nats (the unit of the paper's Fig. 6): fair, of the joint; oracle,
    // the sum of the pieces' own (the joint of independent pieces).
    double entropy() const;

    // The updates, public for the advisors, which try them on hypothetical turns.
    void ownAttempt(const Board& known, const chess::Position& pos, Move move, bool inCheck,
                    const Resolution& result);
    void opponentVisibleMove(const Board& known, const chess::Position& pos, Move move);
    void opponentHiddenMove(const Board& known, int id, Square capturedOn);
    void turnStart(const Board& known, const std::vector<Reveal>& checkers);
    // The oracle's truth: the squares of the opponent's pieces now (ignored when fair).
    void pin(const std::vector<Square>& trueSquares);

    // The complete board of world `w`: `known` with the opponent's invisible pieces on its squares.
    Board withWorld(const Board& known, const World& w) const;
    Bitboard squaresOf(const World& w) const;

private:
    struct Part {
        int focus = -1; // oracle: the piece this part is about; fair: -1
        std::vector<World> worlds;
    };
    // Whether the opponent's piece of `type` on `square` of `after` could be taken by a cheaper
    // piece of ours, or taken undefended.
    bool exposed(const Board& after, Square square, PieceType type) const;
    void normalize(Part& part);
    template <typename Keep>
    void filter(Keep keep);

    Mode mode_ = Mode::Fair;
    Motion motion_ = Motion::Uniform;
    Color viewer_ = chess::White;
    std::vector<int> ids_;
    std::vector<PieceType> types_;
    std::vector<Part> parts_;
};

// Entropy in nats of a distribution given as probabilities (zeros ignored).
double entropyOf(const std::vector<double>& p);

} // namespace kibitz::invisible
