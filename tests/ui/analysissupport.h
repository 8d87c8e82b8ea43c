#pragma once

// The window's analysis at a budget small enough for a test.

#include "ui/analysisfeature/analysisfeature.h"

#include <cstdint>

namespace kibitz::testsupport {

// `rootNodes` for each position's principal search, a tenth of that for each leaf, at most
// `expansions` leaves, on one thread with a 4 MB table, and no value search.
inline ui::AnalysisSettings smallAnalysisSettings(std::uint64_t rootNodes = 2000,
                                                  int expansions = 2) {
    ui::AnalysisSettings settings;
    settings.lookahead.rootNodes = rootNodes;
    settings.lookahead.leafNodes = rootNodes / 10;
    settings.lookahead.maxExpansions = expansions;
    settings.lookahead.valueNodes = 0;
    settings.threads = 1;
    settings.hashMegabytes = 4;
    return settings;
}

} // namespace kibitz::testsupport
