#pragma once

// The one endgame-table policy of `kibitz-cli annotate` and `analyse`, Annotate All and the
// window: a game is analysed with the Syzygy tables and Kibitz's own tables that its positions of
// three or four pieces need (and the tables they lead to), none else, made at first use. So what
// is written about a game depends on that game, not on what the cache held before nor on the
// games before it. A run over games makes a game's tables before its positions are analysed; the
// window analyses at once and again when they are made. The tables dealt with are kept, so that
// a database of games looks at the cache once per material, not once per game.

#include "tablebase/solver.h"
#include "tablebase/tablebases.h"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
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
        std::vector<std::string> made;      // the tables solved (not those loaded from the cache)
        std::optional<std::string> error;   // why the tables could not be made
        std::optional<std::string> unsaved; // why the cache could not be written, naming the file
        // What the positions are analysed with: the Syzygy tables, and Kibitz's own tables that
        // these positions need with those they lead to, none else. Null when cancelled.
        std::shared_ptr<const Tablebases> tables;
    };

    // `syzygy` may be null; `cancel`, when set, stops the solving soon. Thread-safe, but for
    // provide(), one call at a time.
    FirstUseTables(std::shared_ptr<const Syzygy> syzygy, std::shared_ptr<Solver> solver,
                   const std::atomic<bool>* cancel);

    const Solver& solver() const { return *solver_; }

    // Whether `positions` need a table that this run has not dealt with yet: provide() will load
    // or make one. Cheap: no look at the cache. False for good after a failure.
    bool needs(std::span<const chess::Position> positions) const;
    // Makes or loads the tables `positions` need, `progress` told from the working threads after
    // each table solved (Solver::Progress), and gives the Tablebases to analyse them with. When
    // the cache cannot be written, the error says why, no table is made for the rest of the run,
    // and these positions and those of later calls get no values from Kibitz's own tables.
    // `cancel`, when not null, stops this call instead of the constructor's flag.
    Provision provide(std::span<const chess::Position> positions,
                      const Solver::Progress& progress = {},
                      const std::atomic<bool>* cancel = nullptr);
    // The Tablebases that positions needing the tables `needed` (tablesOf) are analysed with,
    // making nothing: they answer from those tables once they are made (none after a failure).
    // The same object for the same tables.
    std::shared_ptr<const Tablebases> tablesFor(const std::vector<Layout>& needed);

private:
    std::shared_ptr<const Syzygy> syzygy_;
    std::shared_ptr<Solver> solver_;
    const std::atomic<bool>* cancel_;
    TableChoice dealtWith_; // the tables made or loaded in this run, with those they lead to
    // The Tablebases given out, by the tables asked for (layout keys, in order), so that games
    // with the same endings share one.
    std::map<std::vector<int>, std::shared_ptr<const Tablebases>> given_;
    std::mutex givenMutex_;
    std::atomic<bool> failed_ = false;
};

} // namespace kibitz::tablebase
