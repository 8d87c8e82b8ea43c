#pragma once

// An engine's evaluation as players read it, beside the board (EvaluationBar) and on the
// evaluation chart: the score from White's side as engines and Lichess print it ("+0.45", "#-3",
// "+TB") and White's winning chances in -1..1 by Lichess's published curve,
// 2 / (1 + e^(-0.00368208 cp)) - 1 (a mate, or a win an endgame table gives, is ±1). The chances
// make a pawn count for more in a level position than in a won one, as the bar and chart should.

#include "analysis/positionanalysis.h"
#include "chess/types.h"
#include "pgn/commands.h"
#include "pgn/gametree.h"
#include "search/value.h"

#include <QString>

#include <optional>

namespace kibitz::ui {

struct GameAnalysisResult;

struct ShownEvaluation {
    double chances = 0.0; // White's winning chances, -1..1
    QString text;         // "+0.45", "-1.20", "0.00", "#3", "#-3", "+TB", "−TB"

    bool operator==(const ShownEvaluation&) const = default;
};

// Lichess's winning chances for White at `whiteCentipawns`.
double winningChances(double whiteCentipawns);
// A search's score, from the side to move's standpoint.
ShownEvaluation evaluationOf(search::Value score, chess::Color sideToMove);
// A [%eval] comment's evaluation (White's standpoint already).
ShownEvaluation evaluationOf(const pgn::Evaluation& evaluation);
// An analysed position's: its score, or at a game end "1–0", "0–1" or "½–½".
ShownEvaluation evaluationOf(const analysis::PositionAnalysis& analysis);

// The evaluation of the position at `node` of `tree`: the analysis's score when `node` is on the
// main line and `result` (may be null) has analysed that ply (a game end: "1–0", "0–1" or "½–½"),
// else the [%eval] in the comment after the move that reached it, else none (the start of a game
// without analysis).
std::optional<ShownEvaluation> evaluationAt(const GameAnalysisResult* result,
                                            const pgn::GameTree& tree, pgn::NodeId node);
// The same for `node` at `ply` of the main line, known to the caller: no walk up the tree, so a
// chart of a long game is drawn in time linear in its length.
std::optional<ShownEvaluation> evaluationAtMainLine(const GameAnalysisResult* result,
                                                    const pgn::GameTree& tree, pgn::NodeId node,
                                                    int ply);

} // namespace kibitz::ui
