#pragma once

// Kibitz's own endgame tables on the command line: the progress of their making, shared by
// `tb generate` and `tb probe` and by `annotate` and `analyse`, which make the tables their
// positions need at first use (tablebase/firstuse.h).

#include "tablebase/firstuse.h"

#include <QString>

#include <memory>
#include <span>

namespace kibitz::cli {

// "[12/35] KQvKR" after `label` on standard error, overwritten as the work goes on, when standard
// error is a terminal; nothing otherwise.
tablebase::Solver::Progress tableProgress(const char* label = "");

// The Tablebases to analyse `positions` with: makes the tables they need that the run has not
// dealt with (FirstUseTables::provide), with tableProgress unless `quiet`, then says on standard
// error which tables were made and where they are kept, or why they could not be (the run goes on
// without them). Null when interrupted.
std::shared_ptr<const tablebase::Tablebases>
provideTables(const QString& command, tablebase::FirstUseTables& tables,
              std::span<const chess::Position> positions, bool quiet = false);

} // namespace kibitz::cli
