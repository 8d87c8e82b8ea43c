#pragma once

// The exact values Kibitz can give a position, from whichever source has it: the user's Syzygy
// tables first (they know the 50-move rule), then Kibitz's own solver tables. Shared, read-only,
// by every thread that analyses.

#include "chess/position.h"
#include "tablebase/syzygy.h"
#include "tablebase/tablebase.h"

#include <memory>
#include <optional>
#include <string>

namespace kibitz::tablebase {

class Tablebases {
public:
    explicit Tablebases(std::shared_ptr<const Syzygy> syzygy);

    // The value of `position` for the side to move, counting its own halfmove clock, with the
    // DTZ; nullopt when no table has it (more pieces, castling rights, a table missing).
    std::optional<Probe> probe(const chess::Position& position) const;
    // The most pieces of a position that may be in a table (0: no tables).
    int largest() const;
    const Syzygy* syzygy() const { return syzygy_.get(); }

private:
    std::shared_ptr<const Syzygy> syzygy_;
};

// v of `position` from White's standpoint (+1, 0, -1), from a probe of it.
int whiteValue(const chess::Position& position, const Probe& probe);

} // namespace kibitz::tablebase
