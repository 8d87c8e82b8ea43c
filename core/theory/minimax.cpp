#include "theory/minimax.h"

#include <algorithm>

namespace kibitz::theory {

std::vector<MinimaxValue> minimaxValues(const Tree& tree, double decisiveThreshold) {
    std::vector<MinimaxValue> values(std::size_t(tree.size()));
    for (const NodeIndex n : tree.bottomUp()) {
        MinimaxValue& v = values[n];
        switch (tree.kind(n)) {
        case NodeKind::Terminal: v = {tree.terminalValue(n), true}; break;
        case NodeKind::Horizon: {
            const Outcome& o = tree.leafOutcome(n);
            v = {o.win >= decisiveThreshold ? 1 : (o.loss >= decisiveThreshold ? -1 : 0), false};
            break;
        }
        case NodeKind::Interior: {
            // In the mover's terms: the best value, and whether it is exact.
            const int sign = tree.toMove(n) == Side::White ? 1 : -1;
            int best = -1;
            bool allExact = true;
            bool exactWin = false;
            for (const NodeIndex c : tree.children(n)) {
                const int mine = sign * values[c].value;
                best = std::max(best, mine);
                allExact = allExact && values[c].exact;
                exactWin = exactWin || (values[c].exact && mine == 1);
            }
            v = {sign * best, allExact || exactWin};
            break;
        }
        }
    }
    return values;
}

std::vector<ProductRuleValue> productRuleValues(const Tree& tree) {
    std::vector<ProductRuleValue> values(std::size_t(tree.size()));
    for (const NodeIndex n : tree.bottomUp()) {
        if (tree.isLeaf(n)) {
            const Outcome& o = tree.leafOutcome(n);
            values[n] = {o.win, std::min(1.0, o.win + o.draw)};
            continue;
        }
        // White wants both events: it gets one unless every move fails to give it. Black must
        // let it happen after every move for it to be certain.
        const bool white = tree.toMove(n) == Side::White;
        double win = 1.0;
        double nonLoss = 1.0;
        for (const NodeIndex c : tree.children(n)) {
            win *= white ? 1.0 - values[c].win : values[c].win;
            nonLoss *= white ? 1.0 - values[c].nonLoss : values[c].nonLoss;
        }
        values[n] =
            white ? ProductRuleValue{1.0 - win, 1.0 - nonLoss} : ProductRuleValue{win, nonLoss};
    }
    return values;
}

} // namespace kibitz::theory
