#pragma once

// The annotator's second look at a move that seems to lose value (issue 19). The value search of
// each position (LookaheadSettings::valueNodes) is what ?? and ? rest on, and a search of a
// fixed size now and then misses a refutation the move runs into, or one the position before
// held: then a blunder is called an inaccuracy, or a sound move a mistake. So where a move from
// one analysed position to another lowers the mover's expected value E[v] = w - l (the strong-play
// model of valuation.h) by LookaheadSettings::checkDrop or more, both positions are searched
// again for their value, checkFactor times as deep (withCheckedValue), and the judgement uses
// those. A checked position can make a move next to it look weak in turn, so the look is repeated,
// at most CheckRounds times in all. Only a few moves of a game qualify, so the deeper searches cost
// a fraction of a game's time; which positions are checked depends on the trees alone, so the
// output stays deterministic.

#include "analysis/lookaheadpool.h"

#include <cstddef>
#include <span>
#include <vector>

namespace kibitz::analysis {

inline constexpr int CheckRounds = 2;

// The indices of the trees among `trees` (any set of positions: a game's main line, its
// variations) whose value is to be checked: both ends of every move from one tree's root to the
// position of another tree after which the mover's E[v] falls by the trees' checkDrop or more.
// Left out: trees whose settings ask for no check, checked already, stopped, or whose value is
// exact (a game end, a proven mate, a table). Ascending; null trees are skipped.
std::vector<std::size_t> valuesToCheck(std::span<const SharedLookahead> trees);

} // namespace kibitz::analysis
