#pragma once

// The exact values Kibitz can give a position, from whichever source has it: the user's Syzygy
// tables first (they know the 50-move rule), then Kibitz's own solver tables of up to four
// pieces, which also give the distance to mate. Shared, read-only, by every thread that analyses.

#include "chess/position.h"
#include "tablebase/bestmoves.h"
#include "tablebase/solver.h"
#include "tablebase/syzygy.h"
#include "tablebase/tablebase.h"

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <string>

namespace kibitz::tablebase {

// The solver tables an analysis answers from, when it must not answer from whatever the cache
// holds: `kibitz-cli annotate` analyses each game with the tables its positions need
// (FirstUseTables), so that what it writes depends on the game alone, not on what was made on the
// machine before. Thread-safe: read by every probe.
class TableChoice {
public:
    TableChoice();
    // The table and every table its captures and promotions lead to.
    void add(const Layout& layout);
    // Whether the table of the position's material was added (false with more than four pieces).
    bool has(const chess::Position& position) const;
    bool has(const Layout& layout) const {
        return chosen_[std::size_t(layout.key())].load(std::memory_order_acquire);
    }

private:
    std::array<std::atomic<bool>, Layout::KeyCount> chosen_;
};

class Tablebases {
public:
    // Either may be null. The solver answers only from tables already made (Solver::probe), and
    // with a `choice`, only from those it has: in probe, probeWdl and moveValues alike.
    Tablebases(std::shared_ptr<const Syzygy> syzygy, std::shared_ptr<const Solver> solver,
               std::shared_ptr<const TableChoice> choice = nullptr);

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
    // Whether Kibitz's own tables answer for `position`: its table is made and, with a choice,
    // chosen. What a table made since the position was analysed changes.
    bool solverAnswers(const chess::Position& position) const;
    const Syzygy* syzygy() const { return syzygy_.get(); }
    const std::shared_ptr<const Syzygy>& sharedSyzygy() const { return syzygy_; }
    const Solver* solver() const { return solver_.get(); }

private:
    // Whether the solver may answer for `position` of `pieces` pieces: it has at most four, and
    // its table is in the choice when there is one (every probe respects the choice).
    bool solverMayAnswer(const chess::Position& position, int pieces) const;

    std::shared_ptr<const Syzygy> syzygy_;
    std::shared_ptr<const Solver> solver_;
    std::shared_ptr<const TableChoice> choice_;
};

// v of `position` from White's standpoint (+1, 0, -1), from a probe of it.
int whiteValue(const chess::Position& position, const Probe& probe);

} // namespace kibitz::tablebase
