#include "commands.h"
#include "search/weightsfile.h"

#include <cstdio>

namespace kibitz::cli {

namespace {

constexpr const char* TuneUsage =
    R"(Usage: kibitz-cli tune phoenix [options]
       kibitz-cli tune games GAMES.pgn... [options]
       kibitz-cli tune weights [FILE]

Tunes the built-in engine's evaluation and writes the weights as a file that
`kibitz-cli uci --eval-file` plays with (docs/tuning.md).

phoenix   the Phoenix thesis's genetic algorithm with multi-niche crowding: the fitness of a
          set of piece-square tables is its score in a round robin among the population
games     the weights fitted to the results of real games (logistic regression of the result
          on the evaluation of quiet positions: Texel tuning)
weights   prints every weight of the built-in evaluation, or of a weights file (with the
          built-in values of those it does not give; of a database, its first set): a whole
          file to start editing from

`kibitz-cli tune phoenix --help` and `kibitz-cli tune games --help` show their options.
)";

} // namespace

int runTune(const QStringList& arguments) {
    const QString what = arguments.value(1);
    if (what == QLatin1String("phoenix")) return runTunePhoenix(arguments.mid(1));
    if (what == QLatin1String("games")) return runTuneGames(arguments.mid(1));
    if (what == QLatin1String("weights")) {
        if (arguments.size() > 3)
            return usageError(QStringLiteral("tune weights"),
                              QStringLiteral("unexpected argument '%1'").arg(arguments.at(3)));
        if (arguments.size() < 3) {
            std::fputs(
                search::formatWeights(search::defaultWeights(), "the built-in weights").c_str(),
                stdout);
            return Success;
        }
        const auto read = search::readWeights(arguments.at(2).toStdString());
        if (!read) {
            std::fprintf(stderr, "kibitz-cli tune weights: %s\n", read.error().c_str());
            return Failure;
        }
        std::fputs(
            search::formatWeights(*read, "the weights of " + arguments.at(2).toStdString()).c_str(),
            stdout);
        return Success;
    }
    if (what == QLatin1String("-h") || what == QLatin1String("--help")) {
        std::fputs(TuneUsage, stdout);
        return Success;
    }
    return usageError(
        QStringLiteral("tune"),
        what.isEmpty()
            ? QStringLiteral("say what to tune: phoenix or games (or weights)")
            : QStringLiteral("unknown tuner '%1' (phoenix, games or weights)").arg(what));
}

} // namespace kibitz::cli
