#pragma once

// v as the annotations see it (THEORY.md §1, §3), with its provenance: the value the annotator's
// Δv and Table 3 use, the analysis panel shows and the charts mark, computed here alone.
//
// The game-theoretic value v of a position that is not decided (a game end or a proven mate) is
// estimated from the engine's score with a WDL model of strong play, the round parameters of
// RoundWdlParameters (a win as likely as not from 1.8 pawns up in the opening, 2.5 in the
// endgame), at a threshold θ (annotate::Thresholds::valueThreshold). Not with the fitted model
// that the back-up uses for u: that one describes the practical results of the engine's own fast
// games, in which a small opening edge already wins more often than not, so as an estimate of
// the result of perfect play it would call most opening moves a change of value.

#include "analysis/positionanalysis.h"
#include "analysis/wdlmodel.h"
#include "chess/position.h"
#include "search/search.h"

namespace kibitz::analysis {

// v from (w, d, l): +1 when w >= theta, -1 when l >= theta, else 0 (THEORY.md §1).
inline constexpr double ValueThreshold = 0.5;
int valueFromWdl(const Wdl& wdl, double theta = ValueThreshold);

// A search's score (the side to move's standpoint) as the WDL models read it: a mate as the moves
// to it, anything else as centipawns.
Score scoreOf(search::Value score);

// v-hat of `position` from a search's score for it (the side to move's standpoint), with the
// probabilities of the strong-play model behind it, White's standpoint.
ValueEstimate estimatedValue(const chess::Position& position, search::Value score,
                             double theta = ValueThreshold);

// v of an analysed position, White's standpoint: exact where the analysis knows it, else
// estimated from the score of its deepest root search with the strong-play model, at `theta`.
ValueEstimate valueOf(const PositionAnalysis& analysis, double theta = ValueThreshold);
// v of the position after one of its moves: exact where known, else estimated from the principal
// search's score for that move.
ValueEstimate valueAfter(const PositionAnalysis& analysis, const MoveAssessment& move,
                         double theta = ValueThreshold);

// E[v] = w - l of an estimate, White's standpoint; v itself where it is known (Δv's two ends).
inline double expectation(const ValueEstimate& v) {
    return v.isExact() ? double(v.value) : v.wdl.win - v.wdl.loss;
}

} // namespace kibitz::analysis
