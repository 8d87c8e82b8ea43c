#include "analysis/wdlfit.h"
#include "commands.h"
#include "options.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <cstdio>
#include <string>

namespace kibitz::cli {

namespace {

using namespace kibitz::analysis;

constexpr const char* WdlFitUsage =
    R"(Usage: kibitz-cli wdl-fit GAMES.pgn... [--min-ply N] [--format text|json]

Fits the WDL model, which turns an engine score x (centipawns, White's standpoint) into the
probabilities of a win, a draw and a loss,

  w = 1 / (1 + exp((a - x) / b)),  l = 1 / (1 + exp((a + x) / b)),  d = 1 - w - l,

to the results of the games, by maximum likelihood. a and b are linear in the material
m = P + 3N + 3B + 5R + 9Q of both sides, between their endgame values (m <= 16) and their
opening values (m >= 78).

Every position of a game's main line after a move with an [%eval] in pawns (as `kibitz-cli
match` writes them) is a sample: its score, its material and the game's result. The first N
plies give no sample; mate scores (#n), games without a result (*) and games with an error
(reported on standard error) are skipped.

Prints the numbers of games and samples, the fitted parameters with their standard errors,
the mean log-loss of the fit, of the committed parameters (those Kibitz uses) and of the base rates (the
results' frequencies alone), and a calibration table: per score bucket, the fitted model's
mean probabilities against the observed frequencies.

Options:
{min-ply}
  --format FORMAT  text (the default) or json
  -h, --help       show this help

Exit status: 0 on success, 1 when a file cannot be read or gives no sample, 2 for a usage
error.
)";

struct WdlFitSettings {
    int minPly = SampleCollector::DefaultMinPly;
};

// The number option of wdl-fit (NumberOption), and the column of its help in WdlFitUsage.
const NumberOption<WdlFitSettings> WdlFitNumbers[] = {
    {"min-ply", "N", 0, 1000, true,
     "skip the first N plies of every game (default {}): book moves carry no\n"
     "eval, and early evals are noisy",
     [](const WdlFitSettings& s) { return double(s.minPly); },
     [](WdlFitSettings& s, double x) { s.minPly = int(x); }},
};
constexpr std::size_t WdlFitHelpColumn = 19;
constexpr std::int64_t ProgressInterval = 10000; // games between progress lines

constexpr const char* ParameterKeys[WdlParameterCount] = {"a_endgame", "a_opening", "b_endgame",
                                                          "b_opening"};

std::string count(std::int64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string displayName(const std::string& path) {
    return path == "-" ? std::string("<stdin>") : path;
}

// Reads one file into the collector; false (after saying why) when it cannot be read or gives no
// sample.
bool collectFile(const std::string& path, SampleCollector& collector) {
    const std::string name = displayName(path);
    std::int64_t games = 0;
    const auto added = collector.addFile(path, [&](const pgn::GameReport& report) {
        if (report.error) {
            const pgn::PgnError& e = *report.error;
            std::fprintf(stderr, "%s:%lld:%d: error: game %lld: %s (game skipped)\n", name.c_str(),
                         (long long)e.line, e.column, (long long)e.game, e.message.c_str());
        }
        if (++games % ProgressInterval == 0)
            std::fprintf(stderr, "kibitz-cli wdl-fit: %s: %lld games read\n", name.c_str(),
                         (long long)games);
    });
    if (!added) {
        std::fprintf(stderr, "kibitz-cli wdl-fit: %s\n", added.error().c_str());
        return false;
    }
    if (*added == 0) {
        std::fprintf(stderr,
                     "kibitz-cli wdl-fit: %s: no samples (no [%%eval] in pawns after ply %d in a "
                     "game with a result)\n",
                     name.c_str(), collector.minPly());
        return false;
    }
    return true;
}

struct Report {
    QStringList files;
    int minPly = 0;
    SampleCounts counts;
    WdlFitResult fit;
    double committedLogLoss = 0.0;
    double baseRateLogLoss = 0.0;
    std::vector<CalibrationRow> calibration;
};

// "260.5 (SE 0.8)", "2000.0 (at bound)", "93.6 (SE n/a)".
std::string parameterText(const WdlFitResult& fit, int i) {
    const std::string value = fixed(toVector(fit.parameters)[i], 1);
    if (fit.atBound[i]) return value + " (at bound)";
    const double se = fit.standardErrors[i];
    return value + " (SE " + (std::isfinite(se) ? fixed(se, 1) : std::string("n/a")) + ")";
}

std::string bucketText(const CalibrationRow& row) {
    const auto edge = [](double x) {
        return std::isinf(x) ? std::string(x < 0 ? "-inf" : "+inf") : fixed(x, 0);
    };
    return "[" + edge(row.low) + ", " + edge(row.high) + ")";
}

std::string wdlText(const Wdl& p) {
    return fixed(p.win, 3) + " " + fixed(p.draw, 3) + " " + fixed(p.loss, 3);
}

void printText(const Report& r) {
    const SampleCounts& c = r.counts;
    std::printf("games: %lld read, %lld used; skipped: %lld without a result, %lld with an error, "
                "%lld without evals after ply %d\n",
                (long long)c.games, (long long)c.gamesUsed, (long long)c.gamesWithoutResult,
                (long long)c.gamesWithError, (long long)c.gamesWithoutSamples, r.minPly);
    std::printf(
        "samples: %s (%s, %s, %s); %s skipped\n", std::to_string(c.samples).c_str(),
        count(c.samplesByResult[int(GameResult::WhiteWins)], "white win", "white wins").c_str(),
        count(c.samplesByResult[int(GameResult::Draw)], "draw", "draws").c_str(),
        count(c.samplesByResult[int(GameResult::BlackWins)], "black win", "black wins").c_str(),
        count(c.mateScores, "mate score", "mate scores").c_str());
    std::printf("fit: %s after %d iterations\n", r.fit.converged ? "converged" : "did NOT converge",
                r.fit.iterations);
    const std::string endgame = "endgame (m <= " + std::to_string(MaterialLow) + ")";
    const std::string opening = "opening (m >= " + std::to_string(MaterialHigh) + ")";
    std::printf("\n%-10s %-20s %s\n", "parameter", endgame.c_str(), opening.c_str());
    std::printf("%-10s %-20s %s\n", "a (cp)", parameterText(r.fit, AEndgame).c_str(),
                parameterText(r.fit, AOpening).c_str());
    std::printf("%-10s %-20s %s\n", "b (cp)", parameterText(r.fit, BEndgame).c_str(),
                parameterText(r.fit, BOpening).c_str());
    const WdlParameters& p = r.fit.parameters;
    std::printf("as C++:    WdlParameters{.aEndgame = %s, .aOpening = %s, .bEndgame = %s, "
                ".bOpening = %s}\n",
                fixed(p.aEndgame, 1).c_str(), fixed(p.aOpening, 1).c_str(),
                fixed(p.bEndgame, 1).c_str(), fixed(p.bOpening, 1).c_str());
    std::printf("\nmean log-loss (nats per sample): fitted %s, committed %s, base rates %s\n",
                fixed(r.fit.meanLogLoss, 4).c_str(), fixed(r.committedLogLoss, 4).c_str(),
                fixed(r.baseRateLogLoss, 4).c_str());
    std::printf("\ncalibration of the fit (x in cp, White's standpoint)\n");
    std::printf("%-14s %9s   %-17s   %s\n", "x", "samples", "predicted W D L", "observed W D L");
    for (const CalibrationRow& row : r.calibration) {
        if (row.samples == 0) {
            std::printf("%-14s %9d   %-17s   %s\n", bucketText(row).c_str(), 0, "-", "-");
            continue;
        }
        std::printf("%-14s %9lld   %-17s   %s\n", bucketText(row).c_str(), (long long)row.samples,
                    wdlText(row.predicted).c_str(), wdlText(row.observed).c_str());
    }
}

QJsonObject wdlJson(const Wdl& p) {
    return {{"win", p.win}, {"draw", p.draw}, {"loss", p.loss}};
}

// A number, or null for an infinity (JSON has none).
QJsonValue finiteOrNull(double x) {
    return std::isfinite(x) ? QJsonValue(x) : QJsonValue(QJsonValue::Null);
}

void printJson(const Report& r) {
    const SampleCounts& c = r.counts;
    QJsonObject parameters, errors, atBound;
    const WdlParameterVector values = toVector(r.fit.parameters);
    for (int i = 0; i < WdlParameterCount; ++i) {
        parameters[ParameterKeys[i]] = values[i];
        errors[ParameterKeys[i]] = finiteOrNull(r.fit.standardErrors[i]);
        atBound[ParameterKeys[i]] = r.fit.atBound[i];
    }
    QJsonArray calibration;
    for (const CalibrationRow& row : r.calibration)
        calibration.append(QJsonObject{{"low", finiteOrNull(row.low)},
                                       {"high", finiteOrNull(row.high)},
                                       {"samples", qint64(row.samples)},
                                       {"predicted", wdlJson(row.predicted)},
                                       {"observed", wdlJson(row.observed)}});
    const QJsonObject document{
        {"input",
         QJsonObject{{"files", QJsonArray::fromStringList(r.files)}, {"min_ply", r.minPly}}},
        {"games", QJsonObject{{"read", qint64(c.games)},
                              {"used", qint64(c.gamesUsed)},
                              {"without_result", qint64(c.gamesWithoutResult)},
                              {"with_error", qint64(c.gamesWithError)},
                              {"without_samples", qint64(c.gamesWithoutSamples)}}},
        {"samples",
         QJsonObject{{"total", qint64(c.samples)},
                     {"white_wins", qint64(c.samplesByResult[int(GameResult::WhiteWins)])},
                     {"draws", qint64(c.samplesByResult[int(GameResult::Draw)])},
                     {"black_wins", qint64(c.samplesByResult[int(GameResult::BlackWins)])},
                     {"mate_scores_skipped", qint64(c.mateScores)}}},
        {"material", QJsonObject{{"low", MaterialLow}, {"high", MaterialHigh}}},
        {"fit", QJsonObject{{"converged", r.fit.converged}, {"iterations", r.fit.iterations}}},
        {"parameters", parameters},
        {"standard_errors", errors},
        {"at_bound", atBound},
        {"log_loss", QJsonObject{{"fitted", r.fit.meanLogLoss},
                                 {"committed", r.committedLogLoss},
                                 {"base_rates", r.baseRateLogLoss}}},
        {"calibration", calibration},
    };
    std::fputs(QJsonDocument(document).toJson(QJsonDocument::Indented).constData(), stdout);
}

} // namespace

int runWdlFit(const QStringList& arguments) {
    const QString command = QStringLiteral("wdl-fit");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const WdlFitSettings defaults;
    const std::span<const NumberOption<WdlFitSettings>> numbers(WdlFitNumbers);
    const QCommandLineOption formatOption(QStringLiteral("format"), {}, QStringLiteral("FORMAT"),
                                          QStringLiteral("text"));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions(declareOptions(numbers, defaults));
    parser.addOptions({formatOption, helpOption});

    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(withOptionHelp(WdlFitUsage, numbers, defaults, WdlFitHelpColumn).c_str(),
                   stdout);
        return Success;
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) return usageError(command, QStringLiteral("no PGN file to read"));
    WdlFitSettings settings;
    if (!readOptions(command, parser, numbers, settings)) return UsageError;
    const int minPly = settings.minPly;
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(command,
                          QStringLiteral("--format must be text or json, not '%1'").arg(format));

    SampleCollector collector(minPly);
    bool allRead = true;
    for (const QString& file : files) allRead &= collectFile(file.toStdString(), collector);
    if (!allRead) return Failure;

    const auto fit = fitWdl(collector.samples());
    if (!fit) {
        std::fprintf(stderr, "kibitz-cli wdl-fit: %s\n", fit.error().c_str());
        return Failure;
    }
    if (!fit->converged)
        std::fprintf(stderr,
                     "kibitz-cli wdl-fit: warning: the fit did not converge after %d "
                     "iterations\n",
                     fit->iterations);
    const WdlParameterVector values = toVector(fit->parameters);
    for (int i = 0; i < WdlParameterCount; ++i)
        if (fit->atBound[i])
            std::fprintf(stderr,
                         "kibitz-cli wdl-fit: warning: %s stopped at the bound %s cp of the fit: "
                         "the data do not determine it\n",
                         ParameterKeys[i], fixed(values[i], 0).c_str());
    const Report report{files,
                        minPly,
                        collector.counts(),
                        *fit,
                        meanLogLoss(WdlModel(), collector.samples()),
                        baseRateLogLoss(collector.samples()),
                        calibrationTable(WdlModel(fit->parameters), collector.samples())};
    if (format == QLatin1String("json"))
        printJson(report);
    else
        printText(report);
    return Success;
}

} // namespace kibitz::cli
