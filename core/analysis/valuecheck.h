#pragma once

// The annotator's second and third looks at a move that seems to lose value. ?? and ? rest on the
// value search of each position (LookaheadSettings::valueNodes), and a search of a fixed size now
// and then misses a refutation the move runs into, or one the position before held: a blunder is
// then called an inaccuracy, or a sound move a mistake. So where a move from one analysed position
// to another lowers the mover's expected value E[v] = w - l (the strong-play model of
// valuation.h) by LookaheadSettings::checkDrop or more, both positions are searched again for
// their value, checkFactor times as deep (withCheckedValue), and the judgement uses those. A
// The same look is taken where the score swings by more than LookaheadSettings::swingMargin
// centipawns across a move, or where a tree's own search and its value search disagree by as
// much: a sacrifice or a refutation that a search of a fixed size saw on one side only. A
// checked position can make a move next to it look weak in turn, so this repeats, at most
// CheckRounds rounds in all. Where the second look still sees a fall of deepDrop or more but less
// than deepCeiling (the annotator's bars of an inaccuracy and a mistake, where depth decides
// between them), both positions get a third look, deepFactor times as deep again, in at most
// DeepRounds more rounds: few moves qualify, but it is costly (docs/annotation.md). Which
// positions are looked at depends on the trees alone, so the output stays deterministic.
//
// Last, one round of a different look (LookaheadSettings::secondBestLook): where the game plays
// the value search's best move and it is a quiet pawn move (no capture, no promotion), the root
// is searched again with that move left out (withSecondBest), so that the annotator can tell the
// only good move from one of several (the quiet ! of rules.h).

#include "analysis/lookaheadpool.h"

#include <cstddef>
#include <span>
#include <vector>

namespace kibitz::analysis {

inline constexpr int CheckRounds = 2;
inline constexpr int DeepRounds = 2;

enum class Look : std::uint8_t { Second, Third, SecondBest };

// The indices of the trees among `trees` (any set of positions: a game's main line, its
// variations) whose value is to be looked at again. The second look: both ends of every move from
// one tree's root to the position of another tree after which the mover's E[v] falls by the
// trees' checkDrop or more, or across which the score swings by more than swingMargin, and every
// tree whose two searches disagree by more than it, where not looked at yet. The third: both ends
// of every move whose ends have had their second look (or are exact) and after which E[v] still
// falls by deepDrop or more and by less than deepCeiling, where not looked at so deep yet. Left
// out: trees whose settings ask for no such look, stopped, or whose value is exact (a game end, a
// proven mate, a table), and the book moves: with the game's main line first in `trees`, the moves
// into its positions 1..bookPlies, which nobody judges. The second-best look: the tree before every
// such move that is its bestMove() and a quiet pawn move, where its settings ask for the look, its
// root has another move and it has no secondBestScore() yet. Ascending; null trees are skipped.
std::vector<std::size_t> valuesToCheck(std::span<const SharedLookahead> trees,
                                       Look look = Look::Second, int bookPlies = 0);

// The next round of looks at `trees`' values: the indices to search again, `round` (0 before the
// first) moved past it, `look` set to the kind (Second and Third: withCheckedValue by the tree's
// nextCheckNodes(); SecondBest: withSecondBest). The second look's rounds come first, then the
// third's, then the one of the second-best look; empty when no look is due any more.
std::vector<std::size_t> nextChecks(std::span<const SharedLookahead> trees, int& round, Look& look,
                                    int bookPlies = 0);

// Queues on `pool` the look of that kind at `tree` (LookaheadPool::check or checkSecondBest).
void queueLook(LookaheadPool& pool, Look look, SharedLookahead tree, LookaheadPool::Done done);

} // namespace kibitz::analysis
