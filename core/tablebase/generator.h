#pragma once

// Retrograde analysis of one table: every position's value and distance to mate with best play
// (the winner mates as fast as it can, the loser holds out as long as it can; the 50-move rule is
// ignored).

#include "table.h"
#include "util/expected.h"

#include <atomic>
#include <string>

namespace kibitz::tablebase {

// Solves the layout's table. The tables its captures and promotions lead to must be in `tables`.
// Fails with a text when one is missing, or with "cancelled" soon after *cancel turns true.
Expected<std::vector<code::Code>, std::string>
generateTable(const Layout& layout, const TableSet& tables, const std::atomic<bool>* cancel);

} // namespace kibitz::tablebase
