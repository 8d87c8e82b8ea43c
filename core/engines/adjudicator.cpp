#include "adjudicator.h"

#include <cstdlib>

namespace kibitz::engines {

Adjudicator::Verdict Adjudicator::afterMove(chess::Color mover, int moveNumber,
                                            std::optional<int> centipawns) {
    const int c = mover;
    if (!centipawns) {
        winning_[c] = losing_[c] = level_[c] = 0;
        return Verdict::None;
    }
    const int s = *centipawns;
    winning_[c] = s >= rules_.resignScore ? winning_[c] + 1 : 0;
    losing_[c] = s <= -rules_.resignScore ? losing_[c] + 1 : 0;
    level_[c] =
        moveNumber >= rules_.drawMoveNumber && std::abs(s) <= rules_.drawScore ? level_[c] + 1 : 0;

    const int w = chess::White;
    const int b = chess::Black;
    if (rules_.resignEnabled) {
        const int n = rules_.resignMoveCount;
        if (winning_[w] >= n && losing_[b] >= n) return Verdict::WhiteWins;
        if (winning_[b] >= n && losing_[w] >= n) return Verdict::BlackWins;
    }
    if (rules_.drawEnabled && level_[w] >= rules_.drawMoveCount &&
        level_[b] >= rules_.drawMoveCount)
        return Verdict::Draw;
    return Verdict::None;
}

} // namespace kibitz::engines
