#pragma once

// The options that size the look-ahead trees, read the same way by analyse and annotate.

#include "analysis/lookahead.h"
#include "options.h"
#include "tablebase/firstuse.h"

#include <QCommandLineOption>
#include <QList>

#include <memory>
#include <optional>
#include <string>
#include <string_view>

class QCommandLineParser;

namespace kibitz::cli {

// --budget, --nodes, --leaf-nodes and --expansions, with the defaults of the command's settings
// (the analysis defaults of LookaheadSettings, or the annotator's), and --threads. Each command
// adds them to its parser and reads them at the point of its own checks, so that its messages keep
// their order.
class LookaheadOptions {
public:
    // `budgetWhat` names what --budget takes in its usage error ("bits", "a number of bits"): each
    // command says it in its own words. `defaults` gives the values an option that is not given
    // takes.
    explicit LookaheadOptions(const char* budgetWhat,
                              const analysis::LookaheadSettings& defaults = {});

    QList<QCommandLineOption> options() const;
    // The --help lines of --nodes, --leaf-nodes and --expansions (NumberOption), with the
    // command's defaults.
    std::string help(std::string_view name) const;

    // Reads the four tree sizes and the model of play (--michie-constants, --self-play-leaves)
    // into `settings`, reporting a usage error for each value out of range; false when there was
    // one.
    bool readTreeSize(const QString& command, const QCommandLineParser& parser,
                      analysis::LookaheadSettings& settings) const;

    // The endgame tables into `settings.tablebases`: Kibitz's own and, with --syzygy PATH, the
    // Syzygy tables of its folders, saying on standard error what it found (the largest tables)
    // and what it could not use. A file or folder it cannot use is named and left out; the
    // analysis goes on without it. Kibitz's own tables answer from those the returned
    // FirstUseTables makes for each game before it is analysed (provideTables gives the game's
    // Tablebases); with --no-table-generation, none is returned, and `settings` answers from
    // what the cache holds.
    std::shared_ptr<tablebase::FirstUseTables>
    readTablebases(const QString& command, const QCommandLineParser& parser,
                   analysis::LookaheadSettings& settings) const;

    // --threads, or every core when it is not given; nullopt after a usage error.
    std::optional<int> readThreads(const QString& command, const QCommandLineParser& parser) const;

private:
    const char* budgetWhat_;
    analysis::LookaheadSettings defaults_;
    QCommandLineOption budget_;
    QCommandLineOption threads_;
    QCommandLineOption michieConstants_;
    QCommandLineOption selfPlay_;
    QCommandLineOption syzygy_;
    QCommandLineOption noTableGeneration_;
};

// The help text of --michie-constants and --self-play-leaves, the same in both commands.
inline constexpr const char* PlayModelHelp =
    R"(  --michie-constants   Michie's own constants for the players' choices (c = 3, merit =
                       Elo / 1000) instead of those fitted to human games
  --self-play-leaves   value the leaves with the built-in engine's self-play model (engine
                       against engine) instead of the model of human play at the ratings
)";

// The help text of --syzygy and --no-table-generation, the same in both commands.
inline constexpr const char* SyzygyHelp =
    R"(  --syzygy PATH        exact values from the Syzygy tables in PATH (folders separated by
                       ':'); the largest tables found are reported at the start
  --no-table-generation
                       make none of Kibitz's own endgame tables: those the cache holds give
                       exact values. By default, the tables that a game's positions of up to four
                       pieces need are made before they are analysed (the first time: seconds to
                       a minute, said on standard error), kept in the XDG cache folder's
                       kibitz/tablebases, and the exact values come from them alone, so that the
                       output does not depend on what the cache held before
)";

} // namespace kibitz::cli
