#pragma once

// The classical back-ups, which need no model of the players: minimax (Zermelo's game-theoretic
// value v, THEORY.md §1) and the product rule of Geanakoplos & Gray (THEORY.md §6).

#include "theory/tree.h"

#include <vector>

namespace kibitz::theory {

struct MinimaxValue {
    int value = 0; // v in {-1, 0, +1}, White's standpoint
    // False when v rests on an estimate: a horizon leaf below decides it (THEORY.md §1: an
    // estimate is never presented as exact).
    bool exact = true;
};

// Minimax over the tree. A horizon leaf (w, d, l) counts as +1 when w >= threshold, -1 when
// l >= threshold, else 0 (THEORY.md §1, θ = 0.5 by default). A node's value is exact when all its
// children's are, or when the mover has an exact win among them (nothing can be better).
std::vector<MinimaxValue> minimaxValues(const Tree& tree, double decisiveThreshold = 0.5);

// The product rule backs up pi = P(v > V) for a threshold V, assuming the successors' values
// independent (Geanakoplos & Gray 1991, §3): where White moves pi = 1 - prod (1 - pi_j), where
// Black moves pi = prod pi_j. With three results there are two thresholds, so two numbers:
// a draw is not above V = 0 but is above V = -1. A leaf gives (w, w + d).
struct ProductRuleValue {
    double win = 0.0;     // pi for V = 0: the probability that White wins
    double nonLoss = 0.0; // pi for V = -1: the probability that White does not lose

    // win + nonLoss - 1, in [-1, +1]: the minimax value itself when the leaves are certain.
    double value() const { return win + nonLoss - 1.0; }
    // pi (1 - pi), at most 0.25: how uncertain each of the two events still is.
    double winUncertainty() const { return win * (1.0 - win); }
    double nonLossUncertainty() const { return nonLoss * (1.0 - nonLoss); }
};

std::vector<ProductRuleValue> productRuleValues(const Tree& tree);

} // namespace kibitz::theory
