#include "commands.h"
#include "engines/openings.h"
#include "options.h"
#include "output.h"
#include "tuning/phoenixrun.h"
#include "util/readfile.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>
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
{generations}
{threads}
{population}
{games-per-pair}
{nodes}
{seed}
{crossover}
{mutation}
{mutation-step}
{initial-spread}
{mate-group}
{replacement-groups}
{replacement-group-size}
{niche-radius}
  -h, --help                 show this help

Ctrl+C stops at once; the generation being played is lost, the ones finished are kept. Exit
status: 0 when the run ended, 1 on an error, 2 for a usage error, 130 when stopped by Ctrl+C.
)";

const QString Command = QStringLiteral("tune phoenix");

// What the options set: the run's settings, and the threads, which are not part of them.
struct PhoenixOptions {
    tuning::PhoenixSettings settings;
    int threads = 1;
};

// The number options of tune phoenix (NumberOption), and the column of their help in PhoenixUsage.
const NumberOption<PhoenixOptions> PhoenixNumbers[] = {
    {"generations", "N", 1, 1'000'000, true,
     "stop after generation N (default {}; may be raised on resuming)",
     [](const PhoenixOptions& o) { return double(o.settings.maxGenerations); },
     [](PhoenixOptions& o, double x) { o.settings.maxGenerations = int(x); }},
    {"threads", "N", 1, 256, true, "games played at once (default: the cores, here %1)",
     [](const PhoenixOptions& o) { return double(o.threads); },
     [](PhoenixOptions& o, double x) { o.threads = int(x); }},
    {"population", "N", 4, 1000, true, "chromosomes (default {})",
     [](const PhoenixOptions& o) { return double(o.settings.genetic.population); },
     [](PhoenixOptions& o, double x) { o.settings.genetic.population = int(x); }},
    {"games-per-pair", "N", 2, 100, true,
     "an even number: each opening twice, colours swapped (default {})",
     [](const PhoenixOptions& o) { return double(o.settings.gamesPerPair); },
     [](PhoenixOptions& o, double x) { o.settings.gamesPerPair = int(x); }},
    {"nodes", "N", 1, 1e9, true, "search nodes a move (default {})",
     [](const PhoenixOptions& o) { return double(o.settings.nodes); },
     [](PhoenixOptions& o, double x) { o.settings.nodes = std::uint64_t(x); }},
    {"seed", "N", 0, 1e18, true, "the random generator's seed (default {})",
     [](const PhoenixOptions& o) { return double(o.settings.seed); },
     [](PhoenixOptions& o, double x) { o.settings.seed = std::uint64_t(x); }},
    {"crossover", "P", 0, 1, false, "probability of a single-point crossover (default {})",
     [](const PhoenixOptions& o) { return o.settings.genetic.crossoverRate; },
     [](PhoenixOptions& o, double x) { o.settings.genetic.crossoverRate = x; }},
    {"mutation", "P", 0, 1, false, "probability that a gene mutates (default {})",
     [](const PhoenixOptions& o) { return o.settings.genetic.mutationRate; },
     [](PhoenixOptions& o, double x) { o.settings.genetic.mutationRate = x; }},
    {"mutation-step", "CP", 0, 1000, true, "a mutated gene moves by at most this (default {})",
     [](const PhoenixOptions& o) { return double(o.settings.genetic.mutationStep); },
     [](PhoenixOptions& o, double x) { o.settings.genetic.mutationStep = int(x); }},
    {"initial-spread", "CP", 0, 1000, true,
     "the first population: the built-in tables, each gene moved by at\nmost this (default {})",
     [](const PhoenixOptions& o) { return double(o.settings.genetic.initialSpread); },
     [](PhoenixOptions& o, double x) { o.settings.genetic.initialSpread = int(x); }},
    {"mate-group", "N", 1, 1000, true,
     "MNC's crowding selection: the mate is the most similar of N\n(default {})",
     [](const PhoenixOptions& o) { return double(o.settings.genetic.mateGroup); },
     [](PhoenixOptions& o, double x) { o.settings.genetic.mateGroup = int(x); }},
    {"replacement-groups", "N", 1, 1000, true, "MNC's replacement: N groups (default {}) ...",
     [](const PhoenixOptions& o) { return double(o.settings.genetic.replacementGroups); },
     [](PhoenixOptions& o, double x) { o.settings.genetic.replacementGroups = int(x); }},
    {"replacement-group-size", "N", 1, 1000, true, "... of N chromosomes each (default {})",
     [](const PhoenixOptions& o) { return double(o.settings.genetic.replacementGroupSize); },
     [](PhoenixOptions& o, double x) { o.settings.genetic.replacementGroupSize = int(x); }},
    {"niche-radius", "N", 0, 1e9, true,
     "a niche: within N (the sum of the genes' differences) of its\nleader (default {})",
     [](const PhoenixOptions& o) { return double(o.settings.nicheRadius); },
     [](PhoenixOptions& o, double x) { o.settings.nicheRadius = long(x); }},
};
constexpr std::size_t PhoenixHelpColumn = 29;

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
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const std::span<const NumberOption<PhoenixOptions>> numbers(PhoenixNumbers);
    const PhoenixOptions defaults{{}, int(cores)};
    parser.addOptions({dirOption, openingsOption, helpOption});
    parser.addOptions(declareOptions(numbers, defaults));

    if (!parser.parse(arguments)) return usageError(Command, parser.errorText());
    if (parser.isSet(helpOption)) {
        const std::string usage =
            withOptionHelp(PhoenixUsage, numbers, defaults, PhoenixHelpColumn);
        std::fputs(qPrintable(QString::fromLatin1(usage.c_str()).arg(cores)), stdout);
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
    PhoenixOptions given = defaults;
    if (!readOptions(Command, parser, numbers, given)) return UsageError;
    if (given.settings.gamesPerPair % 2 != 0)
        return usageError(Command, QStringLiteral("--games-per-pair must be even (each opening "
                                                  "twice, colours swapped)"));

    // The options given, over `settings`: read again (they are in range) over a resumed run's.
    const auto applyOptions = [&](tuning::PhoenixSettings& settings) {
        PhoenixOptions options{settings, given.threads};
        readOptions(Command, parser, numbers, options);
        settings = options.settings;
        settings.genetic.elites =
            std::min(tuning::GeneticSettings{}.elites, settings.genetic.population - 1);
        settings.genetic.offspring = settings.genetic.population - settings.genetic.elites;
    };
    const int threadCount = given.threads;

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
