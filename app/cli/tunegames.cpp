#include "commands.h"
#include "options.h"
#include "output.h"
#include "search/weightsfile.h"
#include "tuning/texel.h"

#include <QCommandLineParser>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <thread>

namespace kibitz::cli {

namespace {

using namespace kibitz::tuning;

constexpr const char* TuneGamesUsage =
    R"(Usage: kibitz-cli tune games GAMES.pgn... [--out FILE] [--only WHICH] [--start FILE]
                                [--iterations N] [--positions N] [--seed N]
                                [--min-positions N] [--ridge L] [--threads N]

Fits the built-in engine's evaluation weights to the results of real games (Texel tuning,
docs/tuning.md). Every position of a game's main line from ply 8 on is a sample, labelled with
the game's result (1, 1/2, 0 for White), except positions in check and positions that are not
quiet: the side to move has a capture or promotion that wins material by static exchange.
Games without a result (*) are skipped, and so are games with an error (reported on standard
error) and repeats of a game read before (the same start, moves and result). Every 10th game with a result is held out: its positions measure the fit, they do not
steer it.

The model: White scores P = 1 / (1 + 10^(-K E / 400)), E the evaluation from White's side. K is
fitted first, on the starting weights; then the weights minimise the mean squared error between
the results and P (Adam on the evaluation linearised around the starting weights). The weights
are whole numbers within the weights file's limits.

Options:
  --out FILE        the weights file to write (default: standard output), for
                    `kibitz-cli uci --eval-file`; replaced only when it is complete
  --only WHICH      all: every weight but the phase weights and the tempo (default);
                    pst: the piece-square tables alone; phoenix: the ten tables `tune
                    phoenix` tunes (all but the rook's and the queen's endgame tables);
                    terms: mobility, pawns, king, bishop pair, rooks, outposts, threats
  --start FILE      start from this weights file (default: the built-in weights)
{iterations}
{positions}
  --seed N          the seed of that choice (default 1)
{min-positions}
{ridge}
{threads}
  -h, --help        show this help

Progress and the figures of the fit (positions, K, the mean squared error before and after, on
the fitting and the held-out positions) go to standard error. Ctrl+C during the fit stops it
and writes the best weights found so far.

Exit status: 0 on success, 1 when a file cannot be read or written or there is no position to
fit, 2 for a usage error, 130 when interrupted.
)";

const QString Command = QStringLiteral("tune games");
constexpr std::int64_t ProgressGames = 1000; // games between progress lines while reading
constexpr int ProgressIterations = 10;       // iterations between progress lines of the fit
// Rare weights are left alone (FitSettings::minPositions). 1,000 positions are some 20 to 40
// games' worth (a game gives about 50, and a square is seldom visited in one game only): the
// weights seen less often are piece-square values of rare squares, such as a king on the fifth
// rank before the endgame or a white knight on the eighth, which Adam would otherwise move by
// whole pawns on little evidence.
constexpr std::int64_t DefaultMinPositions = 1000;

struct Options {
    QStringList files;
    QString out = QStringLiteral("-");
    WeightSelection selection = WeightSelection::All;
    QString start;
    int iterations = FitSettings{}.iterations;
    std::int64_t positions = 0; // 0: all
    std::int64_t minPositions = DefaultMinPositions;
    // Without a penalty the weights follow the masters' results where they part from what
    // wins engine games: against the built-in weights, this small penalty loses far less than
    // none (docs/tuning.md).
    double ridge = 1e-6;
    std::uint64_t seed = 1;
    int threads = 1;
};

// The number options of tune games (NumberOption), and the column of their help in
// TuneGamesUsage. --seed is read apart (wholeNumber): a seed of up to 1e18 must be kept to the
// last digit, and the rows' doubles hold whole numbers exactly only up to 2^53.
const NumberOption<Options> TuneGamesNumbers[] = {
    {"iterations", "N", 1, 1'000'000, true, "iterations of the optimiser (default {})",
     [](const Options& o) { return double(o.iterations); },
     [](Options& o, double x) { o.iterations = int(x); }},
    {"positions", "N", 1, 1e9, true, "fit on at most N positions, chosen at random (default: all)",
     [](const Options& o) { return double(o.positions); },
     [](Options& o, double x) { o.positions = std::int64_t(x); }},
    {"min-positions", "N", 0, 1e9, true,
     "a weight on which fewer than N of the fitted positions depend keeps\n"
     "its starting value (default {}; 0 tunes them all). A position counts\n"
     "by the weight's share in its evaluation: for a middlegame value, the\n"
     "middlegame's share of the phase blend",
     [](const Options& o) { return double(o.minPositions); },
     [](Options& o, double x) { o.minPositions = std::int64_t(x); }},
    {"ridge", "L", 0, 1, false,
     "add L times the sum of the squared changes of the weights (in\n"
     "centipawns) to the error: a weight moves only as far as the data ask\n"
     "clearly (default {}; 0: none)",
     [](const Options& o) { return o.ridge; }, [](Options& o, double x) { o.ridge = x; }},
    {"threads", "N", 1, 256, true,
     "threads (default: the cores, here %1); the result does not depend on it",
     [](const Options& o) { return double(o.threads); },
     [](Options& o, double x) { o.threads = int(x); }},
};
constexpr std::size_t TuneGamesHelpColumn = 20;

std::string displayName(const std::string& path) {
    return path == "-" ? std::string("<stdin>") : path;
}

// A whole number option from `min` to `max`; false after a usage error.
bool wholeNumber(const QCommandLineParser& parser, const QCommandLineOption& option,
                 std::int64_t min, std::int64_t max, std::int64_t& value, int& status) {
    if (!parser.isSet(option)) return true;
    bool ok = false;
    const qlonglong v = parser.value(option).toLongLong(&ok);
    if (ok && v >= min && v <= max) {
        value = v;
        return true;
    }
    status = usageError(Command, rangeError(option.names().constFirst(), "a whole number",
                                            QString::number(min), QString::number(max),
                                            parser.value(option)));
    return false;
}

// The options, or nothing with the exit status in `status` (after --help, or a usage error).
std::optional<Options> parseOptions(const QStringList& arguments, int& status) {
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption outOption(QStringLiteral("out"), {}, QStringLiteral("FILE"));
    const QCommandLineOption onlyOption(QStringLiteral("only"), {}, QStringLiteral("WHICH"));
    const QCommandLineOption startOption(QStringLiteral("start"), {}, QStringLiteral("FILE"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), {}, QStringLiteral("N"));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const std::span<const NumberOption<Options>> numbers(TuneGamesNumbers);
    parser.addOptions({outOption, onlyOption, startOption, seedOption, helpOption});
    parser.addOptions(declareOptions(numbers, Options{}));

    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    status = Success;
    if (!parser.parse(arguments)) {
        status = usageError(Command, parser.errorText());
        return std::nullopt;
    }
    if (parser.isSet(helpOption)) {
        const std::string usage =
            withOptionHelp(TuneGamesUsage, numbers, Options{}, TuneGamesHelpColumn);
        std::fputs(qPrintable(QString::fromLatin1(usage.c_str()).arg(cores)), stdout);
        return std::nullopt;
    }
    Options options;
    options.files = parser.positionalArguments(); // "games" is taken for the program's name
    options.threads = cores;
    if (options.files.isEmpty()) {
        status = usageError(Command, QStringLiteral("no PGN file to read"));
        return std::nullopt;
    }
    if (parser.isSet(outOption)) options.out = parser.value(outOption);
    options.start = parser.value(startOption);
    const QString only = parser.value(onlyOption);
    if (only == QLatin1String("pst"))
        options.selection = WeightSelection::PieceSquare;
    else if (only == QLatin1String("phoenix"))
        options.selection = WeightSelection::PhoenixTables;
    else if (only == QLatin1String("terms"))
        options.selection = WeightSelection::Terms;
    else if (!only.isEmpty() && only != QLatin1String("all")) {
        status = usageError(
            Command,
            QStringLiteral("--only must be all, pst, phoenix or terms, not '%1'").arg(only));
        return std::nullopt;
    }
    std::int64_t seed = 1;
    if (!readOptions(Command, parser, numbers, options) ||
        !wholeNumber(parser, seedOption, 0, 1'000'000'000'000'000'000, seed, status)) {
        status = UsageError;
        return std::nullopt;
    }
    options.seed = std::uint64_t(seed);
    QList<CommandFile> inputs{{QStringLiteral("--start weights"), options.start}};
    for (const QString& file : options.files) inputs.append({QStringLiteral("input"), file});
    status = refuseOverwritingInputs(Command, {{QStringLiteral("output"), options.out}}, inputs);
    if (status != Success) return std::nullopt;
    return options;
}

// Reads the samples of every file; false (after saying why) when a file cannot be read.
bool readGames(const Options& options, GameSampler& sampler) {
    const std::atomic<bool>& interrupted = InterruptWatch::flag();
    for (const QString& file : options.files) {
        const std::string path = file.toStdString();
        const std::string name = displayName(path);
        const auto added = sampler.addFile(
            path,
            [&](const pgn::GameReport& report) {
                if (report.error)
                    std::fprintf(stderr, "%s:%lld:%d: error: game %lld: %s (game skipped)\n",
                                 name.c_str(), (long long)report.error->line, report.error->column,
                                 (long long)report.error->game, report.error->message.c_str());
                const SamplingCounts& c = sampler.counts();
                if (c.games % ProgressGames == 0)
                    std::fprintf(stderr, "kibitz-cli tune games: %lld games read, %lld positions\n",
                                 (long long)c.games, (long long)c.kept);
            },
            &interrupted);
        if (!added) {
            std::fprintf(stderr, "kibitz-cli tune games: %s\n", added.error().c_str());
            return false;
        }
        if (interrupted) return true;
    }
    return true;
}

std::string count(std::int64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

void printCounts(const SamplingCounts& c) {
    std::fprintf(stderr,
                 "kibitz-cli tune games: %s read; skipped: %lld with an error, %lld without a "
                 "result, %lld repeated; %lld held out\n",
                 count(c.games, "game", "games").c_str(), (long long)c.gamesWithError,
                 (long long)c.gamesWithoutResult, (long long)c.gamesDuplicate,
                 (long long)c.gamesHeldOut);
    std::fprintf(stderr,
                 "kibitz-cli tune games: %s: %lld in the book, %lld in check, %lld not quiet; "
                 "%lld kept, %lld of them held out\n",
                 count(c.positions, "position", "positions").c_str(), (long long)c.inBook,
                 (long long)c.inCheck, (long long)c.notQuiet, (long long)c.kept,
                 (long long)c.keptHeldOut);
}

// The samples for fitting and the held-out ones.
struct Split {
    std::vector<TexelSample> training, heldOut;
};

Split split(std::vector<TexelSample>& samples) {
    Split s;
    for (TexelSample& sample : samples) (sample.heldOut ? s.heldOut : s.training).push_back(sample);
    samples = {};
    return s;
}

FeatureSet measure(const std::vector<TexelSample>& samples, const search::EvalWeights& start,
                   const std::vector<int>& tuned, int threads) {
    QElapsedTimer timer;
    timer.start();
    std::size_t reported = 0;
    FeatureSet set = measureFeatures(
        samples, start, tuned, threads, &InterruptWatch::flag(), [&](std::size_t done) {
            if (done < reported + samples.size() / 10 && done < samples.size()) return;
            reported = done;
            std::fprintf(stderr, "kibitz-cli tune games: slopes of %zu of %zu positions\n", done,
                         samples.size());
        });
    std::fprintf(stderr,
                 "kibitz-cli tune games: %zu positions measured in %.1f s, %.1f non-zero slopes "
                 "a position\n",
                 set.size(), timer.elapsed() / 1000.0,
                 set.size() ? double(set.featureCount()) / double(set.size()) : 0.0);
    return set;
}

// The figures of the run, for the summary and the file's heading.
struct Figures {
    std::size_t training = 0, heldOut = 0;
    double k = 0.0;
    double trainingBefore = 0.0, trainingAfter = 0.0;
    double heldOutBefore = 0.0, heldOutAfter = 0.0;
    int iterations = 0;
    bool stopped = false;
    int frozen = 0;
    std::int64_t minPositions = 0;
};

std::string shortNumber(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", v);
    return text;
}

const char* selectionText(WeightSelection selection) {
    switch (selection) {
    case WeightSelection::All: return "every weight but the phase weights and the tempo";
    case WeightSelection::PieceSquare: return "the piece-square tables";
    case WeightSelection::PhoenixTables: return "the ten piece-square tables of tune phoenix";
    case WeightSelection::Terms: return "the terms beside material and the piece-square tables";
    }
    return "";
}

std::string heading(const Options& options, const Figures& f) {
    std::string files;
    for (const QString& file : options.files)
        files += (files.empty() ? "" : " ") + displayName(file.toStdString());
    const char* which = selectionText(options.selection);
    return "kibitz-cli tune games (Texel tuning): " + std::string(which) + ", " +
           count(f.iterations, "iteration", "iterations") + " of Adam" +
           (f.stopped ? " (interrupted)" : "") + "; " + count(f.frozen, "weight", "weights") +
           " on fewer than " + std::to_string(f.minPositions) + " positions left alone" +
           (options.ridge > 0 ? "; ridge " + shortNumber(options.ridge) : std::string()) +
           "\n# games: " + files +
           (options.start.isEmpty() ? "" : "\n# from the weights " + options.start.toStdString()) +
           "\n# positions: " + std::to_string(f.training) + " fitted, " +
           std::to_string(f.heldOut) + " held out (every 10th game); K = " + fixed(f.k, 4) +
           "\n# mean squared error, fitted positions: " + fixed(f.trainingBefore, 6) + " -> " +
           fixed(f.trainingAfter, 6) + "; held out: " + fixed(f.heldOutBefore, 6) + " -> " +
           fixed(f.heldOutAfter, 6);
}

void printFigures(const Figures& f) {
    std::fprintf(stderr,
                 "kibitz-cli tune games: K = %.4f; %d iterations%s; %d weights on fewer than %lld "
                 "positions left alone\n",
                 f.k, f.iterations, f.stopped ? " (interrupted)" : "", f.frozen,
                 (long long)f.minPositions);
    std::fprintf(stderr,
                 "kibitz-cli tune games: mean squared error, %zu fitted positions: %.6f -> %.6f\n",
                 f.training, f.trainingBefore, f.trainingAfter);
    if (f.heldOut > 0)
        std::fprintf(stderr,
                     "kibitz-cli tune games: mean squared error, %zu held-out positions: %.6f -> "
                     "%.6f\n",
                     f.heldOut, f.heldOutBefore, f.heldOutAfter);
}

bool writeOutput(const Options& options, const search::EvalWeights& weights,
                 const Figures& figures) {
    Output out(options.out);
    if (!out.open() || !out.write(search::formatWeights(weights, heading(options, figures))) ||
        !out.commit()) {
        std::fprintf(stderr, "kibitz-cli tune games: %s\n", qPrintable(out.error()));
        return false;
    }
    return true;
}

int interruptedBeforeTheFit() {
    std::fprintf(stderr, "kibitz-cli tune games: interrupted before the fit: nothing written\n");
    return Interrupted;
}

// The starting weights: the built-in ones or --start's; false after saying why not.
bool startingWeights(const Options& options, search::EvalWeights& start) {
    start = search::defaultWeights();
    if (options.start.isEmpty()) return true;
    const auto read = search::readWeights(options.start.toStdString());
    if (!read) {
        std::fprintf(stderr, "kibitz-cli tune games: %s\n", read.error().c_str());
        return false;
    }
    start = *read;
    return true;
}

// Adam from the starting values, with a progress line every few iterations.
FitResult fit(const Options& options, const FeatureSet& training,
              const std::vector<double>& startValues, double k) {
    FitSettings settings;
    settings.iterations = options.iterations;
    settings.minPositions = double(options.minPositions);
    settings.ridge = options.ridge;
    settings.threads = options.threads;
    QElapsedTimer timer;
    timer.start();
    return fitWeights(
        training, startValues, k, settings, &InterruptWatch::flag(), [&](const IterationReport& r) {
            if (r.iteration % ProgressIterations == 0 || r.iteration == 1)
                std::fprintf(stderr,
                             "kibitz-cli tune games: iteration %d of %d: mean squared error "
                             "%.6f (step %.3f cp, %.0f s)\n",
                             r.iteration, settings.iterations, r.meanSquaredError, r.learningRate,
                             timer.elapsed() / 1000.0);
        });
}

} // namespace

int runTuneGames(const QStringList& arguments) {
    int status = Success;
    const std::optional<Options> parsed = parseOptions(arguments, status);
    if (!parsed) return status;
    const Options& options = *parsed;
    search::EvalWeights start;
    if (!startingWeights(options, start)) return Failure;

    const InterruptWatch interruptWatch;
    const std::atomic<bool>& interrupted = InterruptWatch::flag();
    GameSampler sampler;
    if (!readGames(options, sampler)) return Failure;
    if (interrupted) return interruptedBeforeTheFit();
    printCounts(sampler.counts());
    if (options.positions > 0)
        keepRandomSubset(sampler.samples(), std::size_t(options.positions), options.seed);
    const Split samples = split(sampler.samples());
    if (samples.training.empty()) {
        std::fprintf(stderr, "kibitz-cli tune games: no position to fit: no quiet position after "
                             "ply 8 in a game with a result\n");
        return Failure;
    }
    const std::vector<int> tuned = selectWeights(options.selection);
    const FeatureSet training = measure(samples.training, start, tuned, options.threads);
    if (interrupted) return interruptedBeforeTheFit();

    // Every mean squared error reported is the evaluation's own (not the linear model's), with
    // the weights as they are written.
    Figures figures;
    figures.training = training.size();
    figures.heldOut = samples.heldOut.size();
    figures.minPositions = options.minPositions;
    const std::vector<double> startValues = tunedValues(start, tuned);
    figures.k = fitScale(training, startValues, options.threads);
    figures.trainingBefore = meanSquaredError(samples.training, start, figures.k, options.threads);
    figures.heldOutBefore = meanSquaredError(samples.heldOut, start, figures.k, options.threads);
    std::fprintf(stderr, "kibitz-cli tune games: K = %.4f, mean squared error %.6f\n", figures.k,
                 figures.trainingBefore);

    const FitResult result = fit(options, training, startValues, figures.k);
    figures.iterations = result.iterations;
    figures.stopped = result.stopped;
    figures.frozen = result.frozen;
    const search::EvalWeights tunedWeights = withTunedValues(start, tuned, result.values);
    figures.trainingAfter =
        meanSquaredError(samples.training, tunedWeights, figures.k, options.threads);
    figures.heldOutAfter =
        meanSquaredError(samples.heldOut, tunedWeights, figures.k, options.threads);
    printFigures(figures);
    if (!writeOutput(options, tunedWeights, figures)) return Failure;
    if (result.stopped) {
        std::fprintf(stderr, "kibitz-cli tune games: interrupted: the best weights so far are "
                             "written\n");
        return Interrupted;
    }
    return Success;
}

} // namespace kibitz::cli
