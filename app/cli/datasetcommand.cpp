#include "analysis/positionsamples.h"
#include "commands.h"
#include "options.h"
#include "output.h"

#include <QCommandLineParser>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <unistd.h>

namespace kibitz::cli {

namespace {

using namespace kibitz::analysis;

constexpr const char* DatasetUsage =
    R"(Usage: kibitz-cli dataset build GAMES.pgn... -o CACHE.tsv [--nodes N] [--every K]
                          [--threads N] [--held-back PERCENT]

Builds the dataset of real positions the models of human play are fitted to and measured on
(docs/dataset.md): for every game with a decided result (1-0, 1/2-1/2, 0-1), both
WhiteElo and BlackElo, and readable to its end, the main-line positions after ply 8, 8 + K,
8 + 2K, ... that are not over and have at least two legal moves. Each is one line of CACHE (TSV):
the game's key (a hash of its tags Event, Site, Date, Round, White, Black and its moves), its
split (fit or held, by the key alone), the ply, the FEN, White's and Black's Elo, the result
(1, 0.5, 0), the material, the move played (UCI) and the built-in engine's score of every legal
move, best first (centipawns from the mover's standpoint, #n for a mate in n moves), from one
search of N nodes on a cleared table. The output depends on the input and the options alone,
whatever --threads is.

Options:
  -o, --output CACHE     the file to write (required); replaced only when the whole dataset is
                         built, so an interrupted run (Ctrl+C) leaves it as it was
{nodes}
{every}
  --threads N            positions searched at the same time (default: all cores)
{held-back}
  -h, --help             show this help

Games with an error are reported on standard error and skipped, as are games without a result
or a rating. The counts go to standard error at the end; on a terminal, progress too.

Exit status: 0 on success, 1 when a file cannot be read or written, 2 for a usage error, 130
when interrupted.
)";

constexpr std::uint64_t MaxNodes = 100'000'000;

// The number options of dataset build (NumberOption), over the settings of the sampler.
const NumberOption<DatasetSettings> DatasetNumbers[] = {
    {"nodes", "N", 1, double(MaxNodes), true, "the search of each position (default {})",
     [](const DatasetSettings& s) { return double(s.nodes); },
     [](DatasetSettings& s, double x) { s.nodes = std::uint64_t(x); }},
    {"every", "K", 1, 1000, true,
     "sample every K-th ply from ply 8 on (default {}); when K is even,\n"
     "every second sample is one ply later (8, 13, 16, 21, ...), so both\n"
     "sides' moves are sampled",
     [](const DatasetSettings& s) { return double(s.every); },
     [](DatasetSettings& s, double x) { s.every = int(x); }},
    {"held-back", "PERCENT", 0, 100, true,
     "the games whose key % 100 is below PERCENT are held back from\n"
     "fitting (default {})",
     [](const DatasetSettings& s) { return double(s.heldBackPercent); },
     [](DatasetSettings& s, double x) { s.heldBackPercent = int(x); }},
};
// The column of the options' help in DatasetUsage.
constexpr std::size_t DatasetHelpColumn = 25;

std::string displayName(const QString& path) {
    return path == QLatin1String("-") ? std::string("standard input") : path.toStdString();
}

} // namespace

int runDataset(const QStringList& arguments) {
    if (arguments.size() > 1 &&
        (arguments[1] == QLatin1String("fit") || arguments[1] == QLatin1String("measure")))
        return runDatasetModel(arguments);
    const QString command = QStringLiteral("dataset");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const DatasetSettings defaults;
    const QCommandLineOption outputOption(
        QStringList{QStringLiteral("o"), QStringLiteral("output")}, {}, QStringLiteral("CACHE"));
    const QCommandLineOption threadsOption(
        QStringLiteral("threads"), {}, QStringLiteral("N"),
        QString::number(std::max(1u, std::thread::hardware_concurrency())));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const std::span<const NumberOption<DatasetSettings>> numbers(DatasetNumbers);
    parser.addOptions({outputOption, threadsOption, helpOption});
    parser.addOptions(declareOptions(numbers, defaults));

    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(withOptionHelp(DatasetUsage, numbers, defaults, DatasetHelpColumn).c_str(),
                   stdout);
        return Success;
    }
    QStringList files = parser.positionalArguments();
    if (files.isEmpty()) return usageError(command, QStringLiteral("no subcommand (build)"));
    const QString subcommand = files.takeFirst();
    if (subcommand != QLatin1String("build"))
        return usageError(command, QStringLiteral("unknown subcommand '%1'").arg(subcommand));
    if (files.isEmpty()) return usageError(command, QStringLiteral("no PGN file to read"));
    if (!parser.isSet(outputOption))
        return usageError(command, QStringLiteral("no output file (-o CACHE.tsv)"));
    QList<CommandFile> inputs;
    for (const QString& file : files) inputs.append({QStringLiteral("input"), file});
    if (const int refused = refuseOverwritingInputs(
            QStringLiteral("dataset build"),
            {{QStringLiteral("output"), parser.value(outputOption)}}, inputs);
        refused != Success)
        return refused;
    DatasetSettings settings;
    if (!readOptions(command, parser, numbers, settings)) return UsageError;
    const auto threads = readNumber<int>(command, parser, threadsOption, 1, 512, "a whole number");
    if (!threads) return UsageError;

    const auto start = std::chrono::steady_clock::now();
    PositionSampler sampler(settings);
    for (const QString& file : files) {
        const std::string name = displayName(file);
        const auto added = sampler.addFile(file.toStdString(), [&](const pgn::GameReport& report) {
            if (report.error)
                std::fprintf(stderr, "kibitz-cli dataset: %s: %s; the game is skipped\n",
                             name.c_str(), report.error->toString().c_str());
        });
        if (!added) {
            std::fprintf(stderr, "kibitz-cli dataset: %s\n", added.error().c_str());
            return Failure;
        }
    }

    Output output(parser.value(outputOption));
    if (!output.open()) {
        std::fprintf(stderr, "kibitz-cli dataset: %s\n", qPrintable(output.error()));
        return Failure;
    }
    const std::size_t total = sampler.samples().size();
    const bool showProgress = isatty(STDERR_FILENO) != 0 && !output.toTerminal();
    output.write(datasetHeader(settings, KIBITZ_VERSION));
    std::optional<InterruptWatch> interruptWatch(std::in_place);
    const bool finished = scoreSamples(
        sampler.samples(), settings, *threads, InterruptWatch::flag(),
        [&](std::string_view line) { output.write(line); },
        [&](std::size_t done) {
            if (showProgress)
                std::fprintf(stderr, "\rkibitz-cli dataset: %zu/%zu positions", done, total);
        });
    interruptWatch.reset();
    if (showProgress) std::fputs("\n", stderr);
    if (!finished) {
        output.discard();
        std::fprintf(stderr, "kibitz-cli dataset: interrupted: %s is left as it was\n",
                     qPrintable(output.name()));
        return Interrupted;
    }
    if (!output.commit()) {
        std::fprintf(stderr, "kibitz-cli dataset: %s\n", qPrintable(output.error()));
        return Failure;
    }
    const DatasetCounts& c = sampler.counts();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr,
                 "kibitz-cli dataset: %lld games read, %lld used; skipped: %lld with an error, "
                 "%lld without a result, %lld without both ratings, %lld without a sampled "
                 "position\n"
                 "kibitz-cli dataset: %lld positions (%lld fit, %lld held) in %.1f s\n",
                 (long long)c.games, (long long)c.gamesUsed, (long long)c.gamesWithError,
                 (long long)c.gamesWithoutResult, (long long)c.gamesWithoutRatings,
                 (long long)c.gamesWithoutPositions, (long long)c.positions,
                 (long long)(c.positions - c.heldBack), (long long)c.heldBack, seconds);
    return Success;
}

} // namespace kibitz::cli
