#include "value.h"

#include <cstdio>
#include <cstdlib>

namespace kibitz::search {

std::string scoreText(const SideScore& score, chess::Color viewer) {
    if (isMateScore(score.value)) return "#" + std::to_string(score.mateMovesFor(viewer));
    const Value seen = score.from(viewer);
    if (isTablebaseScore(seen)) return seen > 0 ? "+TB" : "-TB";
    if (seen == 0) return "0.00";
    char text[16];
    std::snprintf(text, sizeof text, "%c%d.%02d", seen > 0 ? '+' : '-', std::abs(seen) / 100,
                  std::abs(seen) % 100);
    return text;
}

} // namespace kibitz::search
