#pragma once

// `kibitz-cli annotate --judgements FILE`: the facts behind every move symbol, one row per judged
// main-line move, as tab-separated text. What a coach checks a symbol against, and what the
// benchmarks fit the thresholds on without searching every position again.

#include "annotate/annotator.h"

#include <string>

namespace kibitz::cli {

// The header line of the table, with its newline.
std::string judgementHeader();

// The rows of one game's judgement (`game` as read, numbered `gameNumber` from 1), each with its
// newline.
std::string judgementRows(int gameNumber, const pgn::Game& game,
                          const annotate::GameJudgement& judgement);

} // namespace kibitz::cli
