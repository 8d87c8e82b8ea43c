#include "judgementtable.h"

#include <algorithm>
#include <cstdio>

namespace kibitz::cli {

namespace {

// The columns, in order: docs/cli.md (--judgements) says what each is.
constexpr const char* Columns[] = {"game",
                                   "white",
                                   "black",
                                   "ply",
                                   "move",
                                   "book",
                                   "nag",
                                   "value_before",
                                   "value_after",
                                   "expected_before",
                                   "expected_after",
                                   "utility_before",
                                   "utility_after",
                                   "best_utility",
                                   "tension_after",
                                   "probability",
                                   "score_before",
                                   "score_played",
                                   "score_best",
                                   "rank",
                                   "near_best",
                                   "score_after",
                                   "offered",
                                   "capture",
                                   "board_utility_before",
                                   "searched_value_change",
                                   "only_move_gap",
                                   "forced"};

// Four decimals: the resolution of the thresholds, without the noise of a double's last digits.
std::string fixed(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4f", x);
    return text;
}

} // namespace

std::string judgementHeader() {
    std::string line;
    for (const char* column : Columns) {
        if (!line.empty()) line += '\t';
        line += column;
    }
    return line + '\n';
}

std::string judgementRows(int gameNumber, const pgn::Game& game,
                          const annotate::GameJudgement& judgement) {
    const std::string white = game.tagText("White");
    const std::string black = game.tagText("Black");
    std::string rows;
    for (const annotate::MoveAnnotation& m : judgement.moves) {
        const auto& before = judgement.analyses[std::size_t(m.ply - 1)];
        const auto& after = judgement.analyses[std::size_t(m.ply)];
        if (!before || !after) continue;
        const analysis::MoveAssessment* played = analysis::assessmentOf(*before, m.move);
        if (!played) continue;
        search::Value best = played->score;
        for (const analysis::MoveAssessment& a : before->moves) best = std::max(best, a.score);
        const auto better = std::count_if(
            before->moves.begin(), before->moves.end(),
            [&](const analysis::MoveAssessment& a) { return a.score > played->score; });
        const auto near = std::count_if(before->moves.begin(), before->moves.end(),
                                        [&](const analysis::MoveAssessment& a) {
                                            return a.score >= best - analysis::NearBestMargin;
                                        });
        const annotate::MoveFacts& f = m.facts;
        std::string row = std::to_string(gameNumber) + '\t' + white + '\t' + black + '\t' +
                          std::to_string(m.ply) + '\t' + played->san + '\t' + (m.book ? "1" : "0") +
                          '\t' + std::to_string(annotate::nagOf(m.judgement.symbol)) + '\t' +
                          std::to_string(f.valueBefore) + '\t' + std::to_string(f.valueAfter);
        for (const double x : {f.expectedBefore, f.expectedAfter, f.utilityBefore, f.utilityAfter,
                               f.bestUtility, f.tensionAfter, played->probability})
            row += '\t' + fixed(x);
        // The position after the move is scored from its side to move: the mover's score is the
        // negation.
        for (const long long x :
             {(long long)before->score, (long long)played->score, (long long)best,
              (long long)better + 1, (long long)near, -(long long)after->score,
              (long long)f.offered, (long long)f.capture})
            row += '\t' + std::to_string(x);
        row += '\t' + fixed(f.boardUtilityBefore.value_or(f.utilityBefore));
        row += '\t' + fixed(f.searchedValueChange.value_or(m.judgement.deltaValue));
        row += '\t' + (f.onlyMoveGap ? fixed(*f.onlyMoveGap) : std::string()); // no look: empty
        row += f.forced ? "\t1" : "\t0";
        rows += row + '\n';
    }
    return rows;
}

} // namespace kibitz::cli
