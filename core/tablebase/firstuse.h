#pragma once

// Kibitz's own tables made at first use, for a run over games (`kibitz-cli annotate` and
// `analyse`): before a game's positions are analysed, the tables its positions of up to four
// pieces need are made, or loaded where the cache has them, and added to the run's TableChoice.
// The run's analyses answer from the chosen tables alone, so that what it writes depends on its
// games, not on what the cache held before it. The choice is also the run's record of the tables
// dealt with, so that a database of games looks at the cache once per material, not per game.

#include "tablebase/solver.h"
#include "tablebase/tablebases.h"

#include <atomic>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace kibitz::tablebase {

// The tables of the positions that have three or four pieces and no castling rights, each once,
// in the order the positions first need them (the kings alone are a draw by rule).
std::vector<Layout> tablesOf(std::span<const chess::Position> positions);

class FirstUseTables {
public:
    // What one call of provide() did.
    struct Provision {
        Solver::Outcome outcome = Solver::Outcome::Done;
        std::vector<std::string> made;    // the tables solved (not those loaded from the cache)
        std::optional<std::string> error; // why the cache could not be written, naming the file
    };

    // `cancel`, when set, stops the solving soon.
    FirstUseTables(std::shared_ptr<Solver> solver, const std::atomic<bool>* cancel);

    // The tables the run answers from, for its Tablebases.
    std::shared_ptr<const TableChoice> choice() const { return choice_; }
    const Solver& solver() const { return *solver_; }

    // Whether a table of `positions` has not been chosen in this run yet. Cheap: no look at the
    // cache. False for good after a failure.
    bool needs(std::span<const chess::Position> positions) const;
    // Makes or loads those tables and chooses them, `progress` told from the working threads
    // after each table solved (Solver::Progress). When the cache cannot be written, nothing of
    // this call is chosen, the error says why, and no table is made for the rest of the run (the
    // analyses go on without Kibitz's own exact values). Cancelled: nothing chosen.
    Provision provide(std::span<const chess::Position> positions,
                      const Solver::Progress& progress = {});

private:
    std::shared_ptr<Solver> solver_;
    const std::atomic<bool>* cancel_;
    std::shared_ptr<TableChoice> choice_ = std::make_shared<TableChoice>();
    bool failed_ = false;
};

} // namespace kibitz::tablebase
