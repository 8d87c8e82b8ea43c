#include "annotate/batch.h"
#include "commands.h"
#include "endgametables.h"
#include "engines/ucivaluer.h"
#include "judgementtable.h"
#include "lookaheadoptions.h"
#include "options.h"
#include "output.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QTranslator>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <span>
#include <unistd.h>

namespace kibitz::cli {

namespace {

using namespace kibitz::annotate;

constexpr const char* AnnotateUsage =
    R"(Usage: kibitz-cli annotate IN.pgn [-o OUT.pgn] [options]
       kibitz-cli annotate IN.pgn OUT.pgn [options]

Annotates every game of IN.pgn the way a commentator would, with Michie's model of fallible
players (THEORY.md §3): for each move of the main line, a move symbol (?? ? ?! !? !! !) where
Table 2 gives one, the position's assessment ($10-$19: = ⩲ ± +− ...) with a short comment in
words where it changes, the engine's score as [%eval], and after ?, ?? and ?! the move the model
prefers, as a variation. The players' strengths (Elo ratings; Michie's merit is rating / 1000)
come from the WhiteElo and BlackElo tags, else from --default-elo, and are recorded in a note at
the start of each game together with the Annotator tag.

Comments, NAGs and variations already in the games are kept; Kibitz's own remarks start with
the comment command [%kibitz], which lists the NAGs it added (and, on the first move of a
variation it added, "variation"), so that --replace can take them out again when a game is
annotated a second time. A variation a person has changed since is kept.

'-' reads standard input or writes standard output. The games are written in their input order,
each as soon as it is done, so the output can be read while the work goes on. A game that cannot
be read is reported on standard error and written unchanged. Ctrl+C stops: the games finished so
far are written (OUT.pgn is replaced only then, in one step; when none was finished, it is left as
it was), the others are not. An OUT that is not a regular file (a FIFO, a device) is written to
directly, never replaced.

Options:
  -o, --output FILE    where to write (default '-', standard output)
  --threads N          positions analysed at the same time (default: all cores)
)";
constexpr const char* BudgetUsage =
    R"(  --budget BITS        grow each look-ahead tree down to lines reached with probability 2^-BITS
                       (default 6)
)";
constexpr const char* ValueEngineUsage =
    R"(  --value-engine CMD   the UCI engine that does that search, one process per thread, with
                       Threads 1 and Hash 64 (default: /usr/games/stockfish when it is
                       installed, Debian package stockfish); 'builtin': the built-in engine.
                       The game's note says which engine valued the positions
  --value-engine-option NAME=VALUE
                       a UCI option for it, after those two; may be repeated
)";
constexpr const char* AnnotateUsageRest =
    R"(  --eco FILE           the opening book, an ECO file in pgn-extract's format (default
                       $KIBITZ_ECO, else /usr/share/pgn-extract/eco.pgn): moves into its
                       positions get no move symbol, the game gets ECO, Opening and Variation
                       tags it lacks, and the first move out of book a comment naming the
                       opening and a book move. Without the default file, a warning, and no book
  --no-eco             no opening book: every move is judged
  --judgements FILE    also write the facts behind every symbol, one tab-separated row per
                       judged main-line move (v, E[v] and u before and after, the best u, the
                       engine's scores; docs/cli.md names the columns)
  --lang LANG          language of the comments: en (default), de, fr or es
  --no-eval            no [%eval] scores
  --no-variations      no variation with the preferred move after ?, ?? and ?!
  --variations         judge the moves of the games' own variations too (a coach's side
                       lines, nested ones too), by the same rules as the main line; their
                       positions are analysed as well. Kibitz's own variations are not judged,
                       and none are added inside a side line
  --replace            first remove what an earlier run of Kibitz added to a game
  --glyphs             write move NAGs as glyphs (e4!) instead of $1 ... $6
  -q, --quiet          no progress bar
  -h, --help           show this help

With a fixed --nodes (the searches are limited by nodes, not time) the output is the same from
run to run, whatever --threads is. On a terminal, progress goes to standard error.
Exit status: 0 when every game was annotated, 1 when a game could not be read or the input or
output failed, 2 for a usage error, 130 when interrupted.
)";

// The number options of annotate, each written once (NumberOption): its --help lines, its
// default (that of BatchOptions) and its range.
const NumberOption<BatchOptions> AnnotateNumbers[] = {
    {"white-elo", "N", 0, MaxElo, true,
     "White's Elo rating, 0 (random play) to 10000, for every game (default:\n"
     "the WhiteElo tag, else the default rating)",
     [](const BatchOptions& o) { return double(o.annotator.whiteElo.value_or(0)); },
     [](BatchOptions& o, double x) { o.annotator.whiteElo = int(x); }},
    {"black-elo", "N", 0, MaxElo, true, "Black's rating, likewise",
     [](const BatchOptions& o) { return double(o.annotator.blackElo.value_or(0)); },
     [](BatchOptions& o, double x) { o.annotator.blackElo = int(x); }},
    {"default-elo", "N", 0, MaxElo, true,
     "the rating of a player without a rating tag (default {})",
     [](const BatchOptions& o) { return double(o.annotator.defaultElo); },
     [](BatchOptions& o, double x) { o.annotator.defaultElo = int(x); }},
    {"value-nodes", "N", 0, 1e12, true,
     "nodes of the search for the best line alone that values each position\n"
     "(v, and [%eval]); 0: the principal search's value (default {})",
     [](const BatchOptions& o) { return double(o.pool.lookahead.valueNodes); },
     [](BatchOptions& o, double x) { o.pool.lookahead.valueNodes = std::uint64_t(x); }},
    {"check-factor", "K", 0, 1000, true,
     "a second value search, K times as large, of both positions of every\n"
     "move that seems to lower the mover's w - l (of the model of strong play\n"
     "below) by --check-drop or more, by the same engine (default {}); 0: none",
     [](const BatchOptions& o) { return double(o.pool.lookahead.checkFactor); },
     [](BatchOptions& o, double x) { o.pool.lookahead.checkFactor = int(x); }},
    {"check-drop", "X", 0.01, 2.0, false, "how far w - l must seem to fall for that (default {})",
     [](const BatchOptions& o) { return o.pool.lookahead.checkDrop; },
     [](BatchOptions& o, double x) { o.pool.lookahead.checkDrop = x; }},
    {"swing-margin", "CP", 0, 10000, true,
     "the second value search also where the score swings by more than CP\n"
     "centipawns across a move, or the tree's and the value search's best\n"
     "scores differ by as much; and a position takes the score of the move\n"
     "played in it where that is more than CP better (default {}); 0: neither",
     [](const BatchOptions& o) { return double(o.pool.lookahead.swingMargin); },
     [](BatchOptions& o, double x) { o.pool.lookahead.swingMargin = int(x); }},
    {"deep-factor", "K", 0, 1000, true,
     "a third value search, K times as large as the second, of both\n"
     "positions of every move that the second still sees lower w - l by\n"
     "--dubious-drop or more but by less than --value-drop (default {}); 0: none",
     [](const BatchOptions& o) { return double(o.pool.lookahead.deepFactor); },
     [](BatchOptions& o, double x) { o.pool.lookahead.deepFactor = int(x); }},
    {"small", "X", 0, 1, false,
     "|Δu| from which a move is ?! or !, |u| from which a side stands better\n(default {})",
     [](const BatchOptions& o) { return o.annotator.thresholds.small; },
     [](BatchOptions& o, double x) { o.annotator.thresholds.small = x; }},
    {"large", "X", 0, 2, false, "|Δu| of ?? and !!, |u| of a clear advantage (default {})",
     [](const BatchOptions& o) { return o.annotator.thresholds.large; },
     [](BatchOptions& o, double x) { o.annotator.thresholds.large = x; }},
    {"decisive", "X", 0, 1, false, "|u| of a decisive advantage (default {})",
     [](const BatchOptions& o) { return o.annotator.thresholds.decisive; },
     [](BatchOptions& o, double x) { o.annotator.thresholds.decisive = x; }},
    {"tension-low", "X", 0, 1, false,
     "a balanced position this tense or less is lifeless (default {})",
     [](const BatchOptions& o) { return o.annotator.thresholds.tensionLow; },
     [](BatchOptions& o, double x) { o.annotator.thresholds.tensionLow = x; }},
    {"tension-high", "X", 0, 1, false, "... and this tense or more is full of tension (default {})",
     [](const BatchOptions& o) { return o.annotator.thresholds.tensionHigh; },
     [](BatchOptions& o, double x) { o.annotator.thresholds.tensionHigh = x; }},
    {"value-threshold", "P", 0.5, 1, false,
     "an undecided position counts as won (lost) when the probability of a\n"
     "win (loss) that a model of strong play gives its score is at least P\n(default {})",
     [](const BatchOptions& o) { return o.annotator.thresholds.valueThreshold; },
     [](BatchOptions& o, double x) { o.annotator.thresholds.valueThreshold = x; }},
    {"value-drop", "X", 0.01, 1, false,
     "a move loses value (Δv < 0: ? or ?" // "??" and ")" would be a trigraph
     "?) when it lowers the expected value\n"
     "w - l of that model by X or more (default {})",
     [](const BatchOptions& o) { return o.annotator.thresholds.valueDrop; },
     [](BatchOptions& o, double x) { o.annotator.thresholds.valueDrop = x; }},
    {"dubious-drop", "X", 0, 1, false,
     "a move that keeps the value is ?! only when Δu < 0 and it also lowers\n"
     "w - l by X or more (default {}); 0: Δu alone decides, as in Michie",
     [](const BatchOptions& o) { return o.annotator.thresholds.dubiousDrop; },
     [](BatchOptions& o, double x) { o.annotator.thresholds.dubiousDrop = x; }},
    {"quiet-gap", "X", 0, 2, false,
     "a quiet pawn move that the value search scores best gets ! where every\n"
     "other move lowers w - l by X or more (default {}; the mover at 0.2 or\n"
     "more and below 0.9, from move 11); 0: no such ! and no search for it",
     [](const BatchOptions& o) { return o.annotator.thresholds.quietGap; },
     [](BatchOptions& o, double x) { o.annotator.thresholds.quietGap = x; }},
};

std::atomic<bool>& interrupted = InterruptWatch::flag();

// --value-engine's name for the built-in engine.
constexpr const char* BuiltinEngine = "builtin";

std::string clockText(double seconds) {
    const long s = long(seconds + 0.5);
    char text[32];
    if (s >= 3600)
        std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
    return text;
}

// "[########------]  12/48 games  7.3 positions/s  ETA 4:05" on one line of the terminal.
class ProgressBar {
public:
    explicit ProgressBar(std::int64_t totalGames)
        : total_(totalGames)
        , start_(std::chrono::steady_clock::now()) {}

    void show(const BatchProgress& p) {
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        const double rate = seconds > 0 ? double(p.positionsDone) / seconds : 0.0;
        std::string line;
        if (total_ > 0) {
            constexpr int Width = 24;
            const int filled = int(Width * double(p.gamesWritten) / double(total_));
            line = "[" + std::string(std::size_t(filled), '#') +
                   std::string(std::size_t(Width - filled), '-') + "] ";
            line += std::to_string(p.gamesWritten) + "/" + std::to_string(total_) + " games";
        } else {
            line = std::to_string(p.gamesWritten) + " games";
        }
        char tail[96];
        std::snprintf(tail, sizeof tail, "  %.1f positions/s", rate);
        line += tail;
        if (total_ > 0 && p.gamesWritten > 0) {
            const double perGame = seconds / double(p.gamesWritten);
            line += "  ETA " + clockText(perGame * double(total_ - p.gamesWritten));
        } else {
            line += "  elapsed " + clockText(seconds);
        }
        std::fprintf(stderr, "\r%-78s", line.c_str());
        std::fflush(stderr);
        onLine_ = true;
    }

    // Ends the bar's line, if it is on one, so that a message can follow.
    void leaveLine() {
        if (onLine_) std::fputs("\n", stderr);
        onLine_ = false;
    }

    void end() { std::fputs("\n", stderr); }

private:
    std::int64_t total_;
    std::chrono::steady_clock::time_point start_;
    bool onLine_ = false;
};

// The number of games in a regular file, for the progress bar (0 for standard input or a pipe).
std::int64_t countGames(const QString& path) {
    if (path == QLatin1String("-") || !QFileInfo(path).isFile()) return 0;
    const auto index = pgn::buildGameIndex(path.toStdString());
    return index ? std::int64_t(index->size()) : 0;
}

bool loadLanguage(const QString& lang, QTranslator& translator) {
    if (lang == QLatin1String("en")) return true;
    if (!translator.load(QStringLiteral(":/i18n/kibitz_core_%1.qm").arg(lang))) return false;
    return QCoreApplication::installTranslator(&translator);
}

// Sets up --value-engine: checks that the engine starts and answers, then lets each worker start
// its own. Success, or the exit status for the error it reported.
// `program` is --value-engine's command, or the installed engine when it was not given
// (`chosen` false): that one failing to start is a warning, and the built-in engine values.
int valueEngine(const QString& command, const QString& program, bool chosen,
                const QCommandLineParser& parser, const QCommandLineOption& optionOption,
                BatchOptions& options) {
    engines::EngineConfig config;
    if (!config.setCommand(program))
        return usageError(command, QStringLiteral("--value-engine needs a command"));
    config.options = engines::UciValuer::defaultOptions();
    for (const QString& pair : parser.values(optionOption)) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return usageError(
                command,
                QStringLiteral("--value-engine-option takes NAME=VALUE, not '%1'").arg(pair));
        config.options.emplace_back(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
    }
    QString error;
    if (!engines::UciValuer::start(config, &error)) {
        if (!chosen) {
            std::fprintf(stderr, "kibitz-cli annotate: %s; the built-in engine values instead\n",
                         qPrintable(error));
            return Success;
        }
        std::fprintf(stderr, "kibitz-cli annotate: %s\n", qPrintable(error));
        return Failure;
    }
    options.pool.lookahead.valueEngine = config.commandLine().toStdString();
    options.pool.makeValuer = engines::valuerFactory(
        config,
        [](const QString& why) {
            std::fprintf(stderr, "kibitz-cli annotate: %s; the built-in engine values instead\n",
                         qPrintable(why));
        },
        [](const QString& why) {
            std::fprintf(stderr,
                         "kibitz-cli annotate: %s; the built-in engine values the positions of "
                         "this thread from now on\n",
                         qPrintable(why));
        },
        &interrupted);
    return Success;
}

// The opening book that --eco / --no-eco read: --eco's file, else $KIBITZ_ECO, else the default
// one; empty with --no-eco.
QString openingBookPath(const QCommandLineParser& parser, const QCommandLineOption& ecoOption,
                        const QCommandLineOption& noEcoOption) {
    if (parser.isSet(noEcoOption)) return {};
    if (parser.isSet(ecoOption)) return parser.value(ecoOption);
    const QString fromEnvironment = qEnvironmentVariable("KIBITZ_ECO");
    return !fromEnvironment.isEmpty() ? fromEnvironment : QString::fromLatin1(DefaultEcoPath);
}

// Reads the opening book of --eco / --no-eco into `options`. A book the user named must be read
// (a usage error naming file, line and column otherwise); the default one may be missing, since
// Kibitz must work without pgn-extract: one warning, and the games are annotated without a book.
int openingBook(const QString& command, const QCommandLineParser& parser,
                const QCommandLineOption& ecoOption, const QCommandLineOption& noEcoOption,
                AnnotatorOptions& options) {
    if (parser.isSet(noEcoOption)) {
        if (parser.isSet(ecoOption))
            return usageError(command, QStringLiteral("give either --eco or --no-eco, not both"));
        return Success;
    }
    const bool named = parser.isSet(ecoOption);
    const QString path = openingBookPath(parser, ecoOption, noEcoOption);
    auto book = OpeningBook::load(path.toStdString());
    if (book) {
        options.book = *book;
        return Success;
    }
    if (named)
        return usageError(command,
                          QStringLiteral("--eco: %1").arg(QString::fromStdString(book.error())));
    std::fprintf(stderr,
                 "kibitz-cli annotate: warning: no opening book (%s); openings are not named "
                 "(install pgn-extract, or give --eco FILE or --no-eco)\n",
                 book.error().c_str());
    return Success;
}

} // namespace

int runAnnotate(const QStringList& arguments) {
    const QString command = QStringLiteral("annotate");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const auto option = [](QStringList names, const char* value, const QString& fallback = {}) {
        return QCommandLineOption(names, {}, QString::fromLatin1(value), fallback);
    };
    const auto name = [](const char* n) { return QStringList{QString::fromLatin1(n)}; };
    const BatchOptions defaults;
    const std::span<const NumberOption<BatchOptions>> numbers(AnnotateNumbers);
    const auto help = [&](std::string_view n) { return optionHelp(numbers, n, defaults); };
    const auto outputOption =
        option({QStringLiteral("o"), QStringLiteral("output")}, "FILE", QStringLiteral("-"));
    const LookaheadOptions lookahead("bits", annotationLookahead());
    const auto engineOption = option(name("value-engine"), "CMD");
    const auto engineOptionOption = option(name("value-engine-option"), "NAME=VALUE");
    const auto langOption = option(name("lang"), "LANG", QStringLiteral("en"));
    const auto ecoOption = option(name("eco"), "FILE");
    const auto judgementsOption = option(name("judgements"), "FILE");
    const QCommandLineOption noEcoOption(QStringLiteral("no-eco"));
    const QCommandLineOption noEvalOption(QStringLiteral("no-eval"));
    const QCommandLineOption noVariationsOption(QStringLiteral("no-variations"));
    const QCommandLineOption variationsOption(QStringLiteral("variations"));
    const QCommandLineOption replaceOption(QStringLiteral("replace"));
    const QCommandLineOption glyphsOption(QStringLiteral("glyphs"));
    const QCommandLineOption quietOption(QStringList{QStringLiteral("q"), QStringLiteral("quiet")});
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({outputOption, langOption, engineOption, engineOptionOption, noEvalOption,
                       noVariationsOption, replaceOption, glyphsOption, quietOption, helpOption});
    parser.addOptions(lookahead.options());
    parser.addOptions(declareOptions(numbers, defaults));
    parser.addOptions({ecoOption, noEcoOption, judgementsOption, variationsOption});
    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::string usage = AnnotateUsage + help("white-elo") + help("black-elo") +
                            help("default-elo") + BudgetUsage + lookahead.help("nodes") +
                            lookahead.help("leaf-nodes") + help("value-nodes") + ValueEngineUsage;
        for (const char* n : {"check-factor", "check-drop", "deep-factor"}) usage += help(n);
        usage = usage + lookahead.help("expansions") + PlayModelHelp + SyzygyHelp;
        for (const char* n : {"small", "large", "decisive", "tension-low", "tension-high",
                              "value-threshold", "value-drop", "dubious-drop", "quiet-gap"})
            usage += help(n);
        std::fputs((usage + AnnotateUsageRest).c_str(), stdout);
        return Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(command,
                          QStringLiteral("give the PGN file to annotate ('-' for standard input)"));
    if (positional.size() > 2)
        return usageError(command,
                          QStringLiteral("unexpected argument '%1'").arg(positional.at(2)));
    if (positional.size() == 2 && parser.isSet(outputOption))
        return usageError(command, QStringLiteral("give the output either as -o or as the second "
                                                  "argument, not both"));
    const QString outputPath =
        positional.size() == 2 ? positional.at(1) : parser.value(outputOption);
    // Before the value engine starts and the book is read: nothing the user has may be lost.
    const QString engine = parser.isSet(engineOption) ? parser.value(engineOption)
                                                      : engines::UciValuer::installedEngine();
    engines::EngineConfig engineCommand;
    const QString engineProgram =
        engine != QLatin1String(BuiltinEngine) && engineCommand.setCommand(engine)
            ? programFile(engineCommand.program)
            : QString();
    if (const int refused = refuseOverwritingInputs(
            command,
            {{QStringLiteral("output"), outputPath},
             {QStringLiteral("--judgements output"), parser.value(judgementsOption)}},
            {{QStringLiteral("input"), positional.constFirst()},
             {QStringLiteral("opening book"), openingBookPath(parser, ecoOption, noEcoOption)},
             {QStringLiteral("--value-engine program"), engineProgram}});
        refused != Success)
        return refused;

    BatchOptions options;
    AnnotatorOptions& a = options.annotator;
    const bool treeSized = lookahead.readTreeSize(command, parser, options.pool.lookahead);
    const bool numbersRead = readOptions(command, parser, numbers, options);
    if (!treeSized || !numbersRead) return UsageError;
    const Thresholds& th = a.thresholds;
    if (!(th.small <= th.large && th.large <= th.decisive))
        return usageError(command, QStringLiteral("the thresholds must be in order: --small "
                                                  "<= --large <= --decisive"));
    if (!(th.tensionLow <= th.tensionHigh))
        return usageError(command, QStringLiteral("--tension-low must not exceed --tension-high"));
    if (!(th.dubiousDrop <= th.valueDrop))
        return usageError(command, QStringLiteral("--dubious-drop must not exceed --value-drop"));
    a.evaluations = !parser.isSet(noEvalOption);
    a.variations = !parser.isSet(noVariationsOption);
    a.judgeVariations = parser.isSet(variationsOption);
    a.replaceEarlier = parser.isSet(replaceOption);
    a.version = KIBITZ_VERSION;
    annotate::setThresholdLooks(options.pool.lookahead, a.thresholds);
    if (parser.isSet(glyphsOption)) options.writer.nags = pgn::WriterOptions::NagStyle::Glyphs;
    const auto threads = lookahead.readThreads(command, parser);
    if (!threads) return UsageError;
    options.pool.threads = *threads;
    if (options.pool.lookahead.valueNodes > 0 && !engine.isEmpty() &&
        engine != QLatin1String(BuiltinEngine)) {
        const auto made = valueEngine(command, engine, parser.isSet(engineOption), parser,
                                      engineOptionOption, options);
        if (made != Success) return made;
    } else if (parser.isSet(engineOptionOption) && engine == QLatin1String(BuiltinEngine)) {
        return usageError(command,
                          QStringLiteral("--value-engine-option is for an external engine"));
    }
    const auto tables = lookahead.readTablebases(command, parser, options.pool.lookahead);
    annotate::describeSearch(a, options.pool.lookahead);
    if (const int read = openingBook(command, parser, ecoOption, noEcoOption, a); read != Success)
        return read;
    const QString lang = parser.value(langOption);
    QTranslator translator;
    if (!loadLanguage(lang, translator))
        return usageError(command,
                          QStringLiteral("--lang must be en, de, fr or es, not '%1'").arg(lang));

    const QString input = positional.constFirst();
    auto reader = pgn::PgnReader::open(input.toStdString());
    if (!reader) {
        std::fprintf(stderr, "kibitz-cli annotate: %s\n", reader.error().c_str());
        return Failure;
    }
    Output output(outputPath);
    if (!output.open()) {
        std::fprintf(stderr, "kibitz-cli annotate: %s\n", qPrintable(output.error()));
        return Failure;
    }
    const bool showProgress =
        !parser.isSet(quietOption) && isatty(STDERR_FILENO) != 0 && !output.toTerminal();
    std::unique_ptr<ProgressBar> bar;
    if (showProgress) bar = std::make_unique<ProgressBar>(countGames(input));

    const std::string inputName =
        input == QLatin1String("-") ? "standard input" : input.toStdString();
    BatchCallbacks callbacks;
    callbacks.write = [&](std::string_view text) { output.write(text); };
    callbacks.unreadable = [&](const pgn::GameReport& report) {
        if (bar) std::fputs("\n", stderr);
        std::fprintf(stderr, "kibitz-cli annotate: %s: %s; the game is written unchanged\n",
                     inputName.c_str(), report.error->toString().c_str());
    };
    if (bar) callbacks.progress = [&](const BatchProgress& p) { bar->show(p); };
    if (tables) {
        // Kibitz's own endgame tables that a game needs are made before it is analysed.
        options.tablesFor = [&](std::span<const chess::Position> positions,
                                const std::atomic<bool>&) { // InterruptWatch's flag
            if (bar && tables->needs(positions)) bar->leaveLine();
            return provideTables(command, *tables, positions, !bar);
        };
    }

    // The facts behind the symbols, game by game as they are judged (--judgements).
    std::unique_ptr<Output> judgements;
    int gameNumber = 0;
    if (parser.isSet(judgementsOption)) {
        judgements = std::make_unique<Output>(parser.value(judgementsOption));
        if (!judgements->open() || !judgements->write(judgementHeader())) {
            std::fprintf(stderr, "kibitz-cli annotate: %s\n", qPrintable(judgements->error()));
            return Failure;
        }
        a.judged = [&](const pgn::Game& game, const annotate::GameJudgement& judgement) {
            judgements->write(judgementRows(++gameNumber, game, judgement));
        };
    }

    std::optional<InterruptWatch> interruptWatch(std::in_place);
    const BatchResult result = annotateStream(**reader, options, callbacks, interrupted);
    interruptWatch.reset();
    if (bar) bar->end();

    int status = result.unreadable > 0 ? Failure : Success;
    if (!(*reader)->ioError().empty()) {
        std::fprintf(stderr, "kibitz-cli annotate: %s: %s\n", inputName.c_str(),
                     (*reader)->ioError().c_str());
        status = Failure;
    }
    if (result.cancelled && result.games == 0 && output.replacesFile()) {
        // Nothing finished: an existing OUT (and judgement table) keeps what it had.
        output.discard();
        if (judgements) judgements->discard();
        std::fprintf(stderr,
                     "kibitz-cli annotate: interrupted before the first game was finished: %s is "
                     "left as it was\n",
                     qPrintable(output.name()));
        return Interrupted;
    }
    if (!output.commit()) {
        std::fprintf(stderr, "kibitz-cli annotate: %s\n", qPrintable(output.error()));
        return Failure;
    }
    if (judgements && !judgements->commit()) {
        std::fprintf(stderr, "kibitz-cli annotate: %s\n", qPrintable(judgements->error()));
        return Failure;
    }
    if (result.cancelled) {
        std::fprintf(stderr,
                     "kibitz-cli annotate: interrupted: the %lld game(s) finished are written\n",
                     static_cast<long long>(result.games));
        return Interrupted;
    }
    return status;
}

} // namespace kibitz::cli
