#pragma once

// The game's own variations judged: with `annotate --variations` and the window's Annotate Game,
// the moves of the side lines a person wrote (a coach's lines, nested ones too) get the same
// Table 2 and 3 as the main line: move NAG, the position's NAG where the assessment changes along
// the line, [%eval] and words, all marked as Kibitz's. Kibitz's own variations (the preferred move
// after a weak one) are not judged, and no new ones are added inside a side line. The opening book
// rule holds there too: a move into a book position, on a line that has not left the book, gets no
// symbol. The player summary stays the main line's.
//
// A position's look-ahead tree is found by position (its key and the history the draw rules look
// back on), so a position that two lines reach is analysed once.

#include "analysis/lookahead.h"
#include "annotate/annotator.h"
#include "pgn/game.h"

#include <optional>
#include <span>
#include <vector>

namespace kibitz::annotate {

// One variation: the node where it leaves the line it belongs to, then its first move and that
// move's main continuation to the end (first children). Every node off the main line is on exactly
// one: the one that starts at the nearest node at or above it that is not its parent's first child.
using VariationLine = std::vector<pgn::NodeId>;

// The game's own variations, nested ones too, each after the line it leaves. A variation Kibitz
// added (opensKibitzVariation), and whatever a person added inside it, is left out.
std::vector<VariationLine> ownVariations(const pgn::GameTree& tree);

// The game's own variations walked once: each line, the key of its position at each of its nodes
// (the first where it leaves), and, `withPositions`, the positions after its moves that need a
// look-ahead tree, each once, none of `known` (the main line's positions, analysed anyway), with
// the history the draw rules look back on.
struct VariationPlan {
    std::vector<VariationLine> lines;
    std::vector<std::vector<analysis::LookaheadCache::Key>> keys; // by line, then node
    std::vector<chess::Position> positions;
};
VariationPlan planVariations(const pgn::Game& game, std::span<const chess::Position> known,
                             bool withPositions = true);

// planVariations' positions. With `replaceEarlier`, those of the game as writeAnnotations judges
// it after removeAutomaticAnnotations (a variation of Kibitz's that a person has made theirs is
// judged as theirs).
std::vector<chess::Position> variationPositions(const pgn::Game& game,
                                                std::span<const chess::Position> known,
                                                bool replaceEarlier = false);

// One variation judged by judgeLine: `analyses` and the moves' `ply` index into `nodes`.
struct VariationJudgement {
    VariationLine nodes;
    std::vector<analysis::SharedAnalysis> analyses;
    std::vector<MoveAnnotation> moves;
};

// Every own variation of `game` (`plan`, planVariations of it) judged at the merits and
// thresholds of `judgement` (its main line's), each starting from the assessment in force where
// it leaves its line. The trees are found by position among `trees` (the main line's) and
// `variationTrees`. A variation that leaves the main line within the judgement's opening is
// theory as long as its positions are in `book`.
std::vector<VariationJudgement>
judgeVariations(const pgn::Game& game, const VariationPlan& plan,
                std::span<const analysis::SharedLookahead> trees,
                std::span<const analysis::SharedLookahead> variationTrees,
                const GameJudgement& judgement, const OpeningBook* book);

} // namespace kibitz::annotate
