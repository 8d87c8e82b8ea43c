#pragma once

// Helpers shared by the solver's tests.

#include "tablebase/solver.h"
#include "tablebase/tablefile.h"

#include <QTest>

namespace kibitz::tablebase::test {

inline chess::Position fromFen(const char* fen) {
    chess::Position position;
    if (const auto error = position.setFen(fen))
        qFatal("bad test FEN %s: %s", fen, error->toString().c_str());
    return position;
}

// The longest win in a cached table, in plies, for the side to move.
inline int longestWin(const QString& folder, const Layout& layout) {
    const auto table = tablefile::load(folder, layout);
    if (!table) return -1;
    int longest = 0;
    for (const code::Code c : table->codes)
        if (code::isWin(c)) longest = std::max(longest, code::signedPlies(c));
    return longest;
}

} // namespace kibitz::tablebase::test
