#pragma once

// The exact values Kibitz can give a position, from whichever source has it: the user's Syzygy
// tables first (they know the 50-move rule), then Kibitz's own solver tables of up to four
// pieces, which also give the distance to mate. Shared, read-only, by every thread that analyses.

#include "chess/position.h"
#include "tablebase/bestmoves.h"
#include "tablebase/solver.h"
#include "tablebase/syzygy.h"
#include "tablebase/tablebase.h"

#include <memory>
#include <optional>
#include <string>

namespace kibitz::tablebase {

class Tablebases {
public:
    // Either may be null. The solver answers only from tables already made (Solver::probe).
    Tablebases(std::shared_ptr<const Syzygy> syzygy, std::shared_ptr<const Solver> solver);

    // The value of `position` for the side to move, counting its own halfmove clock where Syzygy
    // answers, with Syzygy's DTZ and the solver's DTM where they have them; nullopt when no
    // table has it (more pieces, castling rights, a table missing).
    std::optional<Probe> probe(const chess::Position& position) const;
    // The win/draw/loss of a position just reached by a capture or a pawn move (its halfmove
    // clock taken as 0): Syzygy's where it has the table, else the solver's, which ignores the
    // 50-move rule. nullopt when no table has it. Thread-safe and cheap: for the search.
    std::optional<Wdl> probeWdl(const chess::Position& position) const;
    // Every legal move of a tabled position with the value it keeps for the mover, best first:
    // Syzygy's verdict under the position's own halfmove clock and its DTZ where Syzygy has the
    // position, the solver's DTM where it has it (ranked by DTM where every move has one, else
    // by DTZ). nullopt when no table has the position. Slower: once per search, at its root.
    std::optional<std::vector<MoveValue>> moveValues(const chess::Position& position) const;
    // The most pieces of a position that may be in a table (0: no tables).
    int largest() const;
    const Syzygy* syzygy() const { return syzygy_.get(); }
    const Solver* solver() const { return solver_.get(); }

private:
    std::shared_ptr<const Syzygy> syzygy_;
    std::shared_ptr<const Solver> solver_;
};

// v of `position` from White's standpoint (+1, 0, -1), from a probe of it.
int whiteValue(const chess::Position& position, const Probe& probe);

} // namespace kibitz::tablebase
