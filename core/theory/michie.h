#pragma once

// Michie's model of fallible play (Michie 1981; THEORY.md §2): the side to move picks a successor
// with a probability that grows with its expected utility u, the more sharply the stronger the
// player and the nearer the end of the analysed tree. Backing these probabilities up the tree
// gives every node its outcome distribution (P_win, P_draw, P_loss), its u and tension T, and the
// entropies of THEORY.md §5.
//
// A back-up is a pure function of the tree and the settings, one pass over the edges: to see the
// effect of other merits, evaluate the same Tree again.

#include "theory/tree.h"

#include <cmath>
#include <span>
#include <vector>

namespace kibitz::theory {

// Michie's constant in eq. 1, the 3 of 3 (r + 3) / r: how sharply a player of a given merit tells
// moves apart. The move model of human play fits it to human games (human/movemodel.h); this is the
// paper's.
inline constexpr double MichieConstant = 3.0;

struct MichieSettings {
    // Merits in kilopoints of the rating scale (M = Elo / 1000): 0 is random play, +infinity
    // perfect play (minimax, ties split equally). Below 0 or NaN count as 0.
    double whiteMerit = 0.0;
    double blackMerit = 0.0;
    // A move into a successor of height h is taken as backed up r = max(rMin, h) plies. The
    // formula as written is rMin = 0; the paper's worked example (Figs. 3-5) needs rMin = 1.
    int rMin = 0;
    // c of d = (M + 1)^(c (r + 3) / r); Michie's 3 unless a fitted model of play says otherwise.
    double discernibilityConstant = MichieConstant;
    // The merit in eq. 1 is M^meritExponent: 1 in the paper. A fitted map from Elo to merit other
    // than Elo / 1000 keeps the merits above as Elo / 1000 and bends them here.
    double meritExponent = 1.0;

    // The merit eq. 1 takes for `side`.
    double merit(Side side) const {
        const double m = side == Side::White ? whiteMerit : blackMerit;
        return meritExponent == 1.0 || !(m > 0.0) ? m : std::pow(m, meritExponent);
    }
};

// Michie (1981) eq. 1: d = (M + 1)^(c (r + 3) / r), c = 3 in the paper, the discernibility of a
// successor's u from r plies away. r = 0 is the paper's epsilon limit: infinite, except that M = 0
// gives 1.
double discernibility(int r, double merit, double constant = MichieConstant);

// Michie (1981) eq. 2, p_j proportional to d_j^u_j (d_j^-u_j for Black), for the successors of one
// node: their expected utilities (White's standpoint) and r_j, the side to move and its merit.
// Writes the probabilities to `probabilities` (same length). Computed in the log domain with a
// max-shifted softmax, plus the rules of THEORY.md §2: a unique successor gets 1; successors of
// equal u share equally; at r = 0 a mover-relative u > 0 is certain to be found (moves of infinite
// weight share equally), u = 0 weighs 1 and u < 0 weighs 0. Returns the entropy of the
// probabilities in bits, H_move (worked out from the log weights, without a logarithm per move).
double moveProbabilities(std::span<const double> utilities, std::span<const int> r, Side mover,
                         double merit, std::span<double> probabilities,
                         double constant = MichieConstant);

// What the back-up says about one node.
struct NodeAssessment {
    Outcome outcome;                    // (P_win, P_draw, P_loss), White's standpoint
    double moveEntropy = 0.0;           // H_move = -sum p_j log2 p_j, bits (0 at a leaf)
    double normalisedMoveEntropy = 0.0; // H_move / log2 n, in [0, 1] (0 with fewer than 2 moves)
    double outcomeEntropy = 0.0;        // H(P_win, P_draw, P_loss), bits, at most log2 3
    double pathProbability = 0.0;       // probability that play from the root reaches the node

    double expectedUtility() const { return outcome.expectedUtility(); } // u
    double tension() const { return outcome.tension(); }                 // T
};

// The immutable result of a Michie back-up over one Tree, indexed like it.
class MichieEvaluation {
public:
    const MichieSettings& settings() const { return settings_; }
    const NodeAssessment& at(NodeIndex n) const { return nodes_[n]; }
    // The probability of each of n's moves, in the order of tree.children(n).
    std::span<const double> moveProbabilities(NodeIndex n) const {
        return {edgeProbability_.data() + edgeBegin_[n],
                edgeProbability_.data() + edgeBegin_[n + 1]};
    }

private:
    friend MichieEvaluation evaluateMichie(const Tree& tree, const MichieSettings& settings,
                                           std::span<const Outcome> horizonOutcomes);
    MichieEvaluation() = default;

    MichieSettings settings_;
    std::vector<NodeAssessment> nodes_;
    std::vector<double> edgeProbability_;
    std::vector<int> edgeBegin_;
};

// With `horizonOutcomes` (one per node, indexed like the tree), a horizon leaf takes its (w, d, l)
// from there instead of the tree's estimate: the same tree with its leaves valued for other
// players (analysis/positionanalysis.h). Terminal nodes keep their results.
MichieEvaluation evaluateMichie(const Tree& tree, const MichieSettings& settings,
                                std::span<const Outcome> horizonOutcomes = {});

// Entropy in bits of a probability distribution; zero probabilities contribute nothing.
double entropyBits(std::span<const double> probabilities);

} // namespace kibitz::theory
