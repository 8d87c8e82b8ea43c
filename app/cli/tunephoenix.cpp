#include "commands.h"
#include "engines/openings.h"
#include "output.h"
#include "tuning/phoenixrun.h"
#include "util/readfile.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>
#include <map>
#include <optional>
#include <thread>

namespace kibitz::cli {

namespace {

constexpr const char* PhoenixUsage =
    R"(Usage: kibitz-cli tune phoenix --dir DIR --openings FILE [options]

Tunes the built-in engine's ten piece-square tables (the Phoenix thesis's 640 numbers) with its
genetic algorithm and multi-niche crowding (docs/tuning.md): every generation the population
plays a round robin at a fixed number of nodes a move, the fitness of each chromosome is its
points per game, the two best are kept, 18 children replace the worst among the most similar.

After every generation DIR holds:
  state.txt     everything a run needs to go on: the same command resumes it (after Ctrl+C too)
  fitness.csv   per generation: best, mean and worst points per game, niches, games, seconds
  database.txt  the best chromosome of each niche, best first (an engine plays with the first)
  best.txt      the best chromosome's weights, for `kibitz-cli uci --eval-file`
The run ends after --generations generations, or when the best chromosome stays the same for
10 generations, or changes in less than 1% of its genes for 20 (the thesis's conditions).

Options:
  --dir DIR                  the run's folder (made if missing; an existing run is resumed)
  --openings FILE            start positions, EPD or PGN (tools/benchmarks/openings-10ply.pgn);
                             a new one for every game pair, in turn
  --generations N            stop after generation N (default 1000; may be raised on resuming)
  --threads N                games played at once (default: the cores, here %1)
  --population N             chromosomes (default 20)
  --games-per-pair N         an even number: each opening twice, colours swapped (default 4)
  --nodes N                  search nodes a move (default 2000)
  --seed N                   the random generator's seed (default 1)
  --crossover P              probability of a single-point crossover (default 0.8)
  --mutation P               probability that a gene mutates (default 0.02)
  --mutation-step CP         a mutated gene moves by at most this (default 20)
  --initial-spread CP        the first population: the built-in tables, each gene moved by at
                             most this (default 20)
  --mate-group N             MNC's crowding selection: the mate is the most similar of N
                             (default 3)
  --replacement-groups N     MNC's replacement: N groups (default 3) ...
  --replacement-group-size N ... of N chromosomes each (default 3)
  --niche-radius N           a niche: within N (the sum of the genes' differences) of its
                             leader (default 6400)
  -h, --help                 show this help

Ctrl+C stops at once; the generation being played is lost, the ones finished are kept. Exit
status: 0 when the run ended, 1 on an error, 2 for a usage error, 130 when stopped by Ctrl+C.
)";

const QString Command = QStringLiteral("tune phoenix");

struct NumberOption {
    QCommandLineOption option;
    double min;
    double max;
};

// Writes `text` to `path`: in one step (the old file stays whole until the new one is complete),
// or appended.
bool writeText(const QString& path, const std::string& text, QString* error,
               Output::Mode mode = Output::Mode::Replace) {
    Output out(path, mode);
    if (!out.open() || !out.write(text) || !out.commit()) {
        *error = out.error();
        return false;
    }
    return true;
}

} // namespace

int runTunePhoenix(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption dirOption(QStringLiteral("dir"), {}, QStringLiteral("DIR"));
    const QCommandLineOption openingsOption(QStringLiteral("openings"), {}, QStringLiteral("FILE"));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const auto number = [](const char* name, double min, double max) {
        return NumberOption{QCommandLineOption(QString::fromLatin1(name), {}, QStringLiteral("N")),
                            min, max};
    };
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const NumberOption generations = number("generations", 1, 1000000);
    const NumberOption threads = number("threads", 1, 256);
    const NumberOption population = number("population", 4, 1000);
    const NumberOption gamesPerPair = number("games-per-pair", 2, 100);
    const NumberOption nodes = number("nodes", 1, 1e9);
    const NumberOption seed = number("seed", 0, 1e18);
    const NumberOption crossoverRate = number("crossover", 0, 1);
    const NumberOption mutationRate = number("mutation", 0, 1);
    const NumberOption mutationStep = number("mutation-step", 0, 1000);
    const NumberOption initialSpread = number("initial-spread", 0, 1000);
    const NumberOption mateGroup = number("mate-group", 1, 1000);
    const NumberOption replacementGroups = number("replacement-groups", 1, 1000);
    const NumberOption replacementGroupSize = number("replacement-group-size", 1, 1000);
    const NumberOption nicheRadius = number("niche-radius", 0, 1e9);
    const std::vector<const NumberOption*> numbers{
        &generations, &threads,           &population,           &gamesPerPair, &nodes,
        &seed,        &crossoverRate,     &mutationRate,         &mutationStep, &initialSpread,
        &mateGroup,   &replacementGroups, &replacementGroupSize, &nicheRadius};
    parser.addOptions({dirOption, openingsOption, helpOption});
    for (const NumberOption* n : numbers) parser.addOption(n->option);

    if (!parser.parse(arguments)) return usageError(Command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(QString::fromLatin1(PhoenixUsage).arg(cores)), stdout);
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(Command, QStringLiteral("unexpected argument '%1'")
                                       .arg(parser.positionalArguments().constFirst()));
    if (!parser.isSet(dirOption))
        return usageError(Command, QStringLiteral("--dir is needed: the folder of the run"));
    if (!parser.isSet(openingsOption))
        return usageError(Command, QStringLiteral("--openings is needed, e.g. "
                                                  "tools/benchmarks/openings-10ply.pgn"));
    // The run's files, which every generation replaces (state.txt is read back, as it should be).
    const QDir dir(parser.value(dirOption));
    QList<CommandFile> runFiles;
    for (const char* name : {"state.txt", "fitness.csv", "database.txt", "best.txt"})
        runFiles.append({QStringLiteral("--dir output"), dir.filePath(QLatin1String(name))});
    if (const int refused = refuseOverwritingInputs(
            Command, runFiles, {{QStringLiteral("--openings file"), parser.value(openingsOption)}});
        refused != Success)
        return refused;
    std::map<const NumberOption*, double> given;
    for (const NumberOption* n : numbers) {
        if (!parser.isSet(n->option)) continue;
        bool ok = false;
        const double v = parser.value(n->option).toDouble(&ok);
        const bool whole = n != &crossoverRate && n != &mutationRate;
        if (!ok || !(v >= n->min && v <= n->max) || (whole && v != double((long long)v)))
            return usageError(Command, QStringLiteral("--%1 must be %2 from %3 to %4, not '%5'")
                                           .arg(n->option.names().constFirst())
                                           .arg(whole ? QStringLiteral("a whole number")
                                                      : QStringLiteral("a number"))
                                           .arg(n->min)
                                           .arg(n->max, 0, 'g', 12)
                                           .arg(parser.value(n->option)));
        given[n] = v;
    }
    if (given.count(&gamesPerPair) && int(given[&gamesPerPair]) % 2 != 0)
        return usageError(Command, QStringLiteral("--games-per-pair must be even (each opening "
                                                  "twice, colours swapped)"));

    // The options given, over `settings`.
    const auto applyOptions = [&](tuning::PhoenixSettings& settings) {
        const auto set = [&](const NumberOption& n, auto& field) {
            if (given.count(&n)) field = decltype(field + 0)(given[&n]);
        };
        set(generations, settings.maxGenerations);
        set(population, settings.genetic.population);
        set(gamesPerPair, settings.gamesPerPair);
        set(nodes, settings.nodes);
        set(seed, settings.seed);
        set(crossoverRate, settings.genetic.crossoverRate);
        set(mutationRate, settings.genetic.mutationRate);
        set(mutationStep, settings.genetic.mutationStep);
        set(initialSpread, settings.genetic.initialSpread);
        set(mateGroup, settings.genetic.mateGroup);
        set(replacementGroups, settings.genetic.replacementGroups);
        set(replacementGroupSize, settings.genetic.replacementGroupSize);
        set(nicheRadius, settings.nicheRadius);
        settings.genetic.elites =
            std::min(tuning::GeneticSettings{}.elites, settings.genetic.population - 1);
        settings.genetic.offspring = settings.genetic.population - settings.genetic.elites;
    };
    const int threadCount = given.count(&threads) ? int(given[&threads]) : int(cores);

    const auto openings = engines::loadOpenings(parser.value(openingsOption).toStdString());
    if (!openings) {
        std::fprintf(stderr, "kibitz-cli tune phoenix: %s\n", openings.error().c_str());
        return Failure;
    }

    if (!QDir().mkpath(dir.path())) {
        std::fprintf(stderr, "kibitz-cli tune phoenix: cannot make the folder %s\n",
                     qPrintable(dir.path()));
        return Failure;
    }
    const QString statePath = dir.filePath(QStringLiteral("state.txt"));
    tuning::PhoenixState state;
    if (QFile::exists(statePath)) {
        constexpr std::size_t MaxStateBytes = std::size_t(1) << 20; // a few lines
        const auto text = util::readWholeFile(QFile::encodeName(statePath).toStdString(),
                                              MaxStateBytes, "a Phoenix state file");
        if (!text) {
            std::fprintf(stderr, "kibitz-cli tune phoenix: %s\n", text.error().c_str());
            return Failure;
        }
        auto read = tuning::parseState(text.value(), statePath.toStdString());
        if (!read) {
            std::fprintf(stderr, "kibitz-cli tune phoenix: %s\n", read.error().c_str());
            return Failure;
        }
        state = std::move(*read);
        // A resumed run keeps its settings; only the number of generations may change.
        tuning::PhoenixSettings wanted = state.settings;
        applyOptions(wanted);
        const int maxGenerations = wanted.maxGenerations;
        wanted.maxGenerations = state.settings.maxGenerations;
        if (!(wanted == state.settings))
            return usageError(Command,
                              QStringLiteral("%1 holds a run begun with other settings (its "
                                             "state.txt): give the same, or only --dir, "
                                             "--openings, --generations and --threads, or use "
                                             "another --dir")
                                  .arg(dir.path()));
        state.settings.maxGenerations = maxGenerations;
        std::fprintf(stderr, "kibitz-cli tune phoenix: resuming %s after generation %d\n",
                     qPrintable(dir.path()), state.generation);
    } else {
        tuning::PhoenixSettings settings;
        applyOptions(settings);
        state = tuning::startPhoenix(settings);
    }

    std::optional<InterruptWatch> interruptWatch(std::in_place);
    std::atomic<bool>& stop = InterruptWatch::flag();
    QString error;
    for (;;) {
        if (const auto reason = tuning::stopReason(state); reason != tuning::StopReason::None) {
            std::printf("finished after generation %d: %s\n", state.generation,
                        tuning::describe(reason));
            return Success;
        }
        QElapsedTimer timer;
        timer.start();
        int lastTenth = 0;
        const auto record = tuning::runGeneration(
            state, *openings, threadCount, stop, [&](int finished, int total) {
                const int tenth = finished * 10 / total;
                if (tenth == lastTenth) return;
                lastTenth = tenth;
                std::fprintf(stderr, "kibitz-cli tune phoenix: generation %d: %d of %d games\n",
                             state.generation + 1, finished, total);
            });
        if (!record) {
            if (state.generation == 0)
                std::fprintf(stderr,
                             "kibitz-cli tune phoenix: stopped during generation 1, before any "
                             "generation was finished: nothing is kept\n");
            else
                std::fprintf(stderr,
                             "kibitz-cli tune phoenix: stopped during generation %d; generation "
                             "%d is kept in %s: the same command goes on from there\n",
                             state.generation + 1, state.generation, qPrintable(statePath));
            return Interrupted;
        }
        const double seconds = double(timer.elapsed()) / 1000.0;
        const tuning::Chromosome& best = record->scored[record->best];
        const std::string csvLine = std::to_string(record->generation) + "," +
                                    fixed(record->score[record->best], 4) + "," +
                                    fixed(record->mean, 4) + "," + fixed(record->worst, 4) + "," +
                                    std::to_string(record->niches.size()) + "," +
                                    std::to_string(record->games) + "," + fixed(seconds, 1) + "\n";
        const QString csv = dir.filePath(QStringLiteral("fitness.csv"));
        const bool newCsv = !QFile::exists(csv);
        if (!writeText(dir.filePath(QStringLiteral("database.txt")),
                       tuning::formatDatabase(*record), &error) ||
            !writeText(dir.filePath(QStringLiteral("best.txt")),
                       "# Phoenix tuner, generation " + std::to_string(record->generation) +
                           ": its best chromosome, " + fixed(record->score[record->best], 4) +
                           " points a game\n" + search::formatWeights(tuning::weightsOf(best)),
                       &error) ||
            !writeText(
                csv, (newCsv ? "generation,best,mean,worst,niches,games,seconds\n" : "") + csvLine,
                &error, Output::Mode::Append) ||
            !writeText(statePath, tuning::formatState(state), &error)) {
            std::fprintf(stderr, "kibitz-cli tune phoenix: %s\n", qPrintable(error));
            return Failure;
        }
        std::printf("generation %d: best %s points a game (chromosome %zu), mean %s, worst %s; "
                    "%zu niches; %d games in %s s; %d crossovers, %d genes mutated\n",
                    record->generation, fixed(record->score[record->best], 3).c_str(),
                    record->best + 1, fixed(record->mean, 3).c_str(),
                    fixed(record->worst, 3).c_str(), record->niches.size(), record->games,
                    fixed(seconds, 1).c_str(), record->breeding.crossovers,
                    record->breeding.mutations);
        flushStandardOutput();
    }
}

} // namespace kibitz::cli
