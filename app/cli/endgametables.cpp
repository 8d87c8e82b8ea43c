#include "endgametables.h"

#include <QStringList>

#include <chrono>
#include <cstdio>
#include <string>
#include <unistd.h>

namespace kibitz::cli {

tablebase::Solver::Progress tableProgress(const char* label) {
    if (!isatty(fileno(stderr))) return {};
    return [label = std::string(label)](int done, int total, const std::string& table) {
        const std::string line =
            label + "[" + std::to_string(done) + "/" + std::to_string(total) + "] " + table;
        // As wide as annotate's progress bar, which it may overwrite.
        std::fprintf(stderr, "\r%-78s", line.c_str());
        if (done == total) std::fputs("\n", stderr);
        std::fflush(stderr);
    };
}

std::shared_ptr<const tablebase::Tablebases>
provideTables(const QString& command, tablebase::FirstUseTables& tables,
              std::span<const chess::Position> positions, bool quiet) {
    if (!tables.needs(positions)) return tables.provide(positions).tables;
    const auto start = std::chrono::steady_clock::now();
    const auto progress =
        quiet ? tablebase::Solver::Progress{} : tableProgress("making Kibitz's endgame tables ");
    const tablebase::FirstUseTables::Provision made = tables.provide(positions, progress);
    const bool cutShort = made.error || made.outcome != tablebase::Solver::Outcome::Done;
    if (progress && !made.made.empty() && cutShort) std::fputs("\n", stderr);
    if (made.error) {
        std::fprintf(stderr,
                     "kibitz-cli %s: %s; going on without exact values from Kibitz's own "
                     "endgame tables\n",
                     qPrintable(command), made.error->c_str());
        return made.tables;
    }
    if (made.unsaved)
        std::fprintf(stderr, "kibitz-cli %s: %s; Kibitz's endgame tables are kept in memory only\n",
                     qPrintable(command), made.unsaved->c_str());
    if (made.made.empty() || made.unsaved)
        return made.tables; // cancelled (null), all were in the cache, or said above
    QStringList names;
    for (const std::string& name : made.made) names << QString::fromStdString(name);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "kibitz-cli %s: made Kibitz's endgame tables %s in %.1f s, kept in %s\n",
                 qPrintable(command), qPrintable(names.join(QStringLiteral(", "))), seconds,
                 tables.solver().cacheWritable() ? qPrintable(tables.solver().cacheFolder())
                                                 : "memory only");
    return made.tables;
}

} // namespace kibitz::cli
