#include "commands.h"
#include "engines/match.h"
#include "options.h"
#include "output.h"
#include "pgn/writer.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <atomic>
#include <cstdio>
#include <optional>

namespace kibitz::cli {

namespace {

constexpr const char* MatchUsage =
    R"(Usage: kibitz-cli match --engine CMD [options] --engine CMD [options] [match options]

Plays a match between two UCI engines and prints the result with its Elo difference. Each
opening is played twice, with colours swapped. Progress is shown after every game; Ctrl+C stops
the match, keeps the finished games, and prints the result so far. An engine that cannot be
started any more (its program removed or being rebuilt) stops the match the same way, with exit
status 1, instead of losing every game that follows.

Engines (options after an --engine apply to that engine):
  --engine CMD          command line that starts a UCI engine, e.g. "kibitz-cli uci" or
                        /usr/games/stockfish
  --name NAME           name in the results and the PGN (default: the engine's own id name)
  --option NAME=VALUE   a UCI option to set, e.g. --option Hash=64 --option "UCI_Elo=2000"

Match options:
{games}
  --tc TC               time control, seconds: 10+0.1, 60, 40/120+1 (default 10+0.1)
  --nodes N | --depth N | --movetime MS
                        a fixed limit per move instead of a clock
{concurrency}
  --openings FILE       start positions: an EPD file, or a PGN file whose main lines are played
{opening-plies}
  --pgn FILE            append every finished game to FILE (PGN, with [%eval] and [%emt])
  --event TEXT          the PGN Event tag (default "Kibitz match")
{timemargin}
{move-timeout}
  --resign COUNT,CP     adjudicate a win when both engines agree for COUNT moves each that one
                        side is CP centipawns ahead (default 4,1000)
  --draw MOVE,COUNT,CP  adjudicate a draw from move MOVE when both engines score within CP of
                        level for COUNT moves each (default 40,8,10)
  --no-adjudication     play every game to mate or a draw by rule
  --debug               show every line sent to and received from the engines
  -h, --help            show this help

An engine that crashes, hangs, plays an illegal move or runs out of time loses that game, and the
match goes on, with both engines started afresh for every game. Every move is bounded: by the
clock, by --movetime, or by --move-timeout; a flood of output is no move (a line longer than
1 MiB is dropped), and the engine loses when its time is up. An engine's standard error is
discarded (with --debug, passed on to ours). Each forfeit's reason is in the PGN, after the game
and in the summary. Exit status: 0 when the match was played, 1 on an error or interruption, 2
for a usage error.
)";

const QString Command = QStringLiteral("match");

std::atomic<bool>& interrupted = InterruptWatch::flag();

struct Arguments {
    std::array<engines::EngineConfig, 2> engines;
    int engineCount = 0;
    engines::MatchSettings settings;
    QString openings;
    int openingPlies = 0;
    QString pgn;
    bool debug = false;
};

// The number options of match (NumberOption), and the column of their help in MatchUsage. The
// three limits per move share one line of the usage, written out there.
const NumberOption<Arguments> MatchNumbers[] = {
    {"games", "N", 1, 1'000'000, true, "number of games (default {})",
     [](const Arguments& a) { return double(a.settings.games); },
     [](Arguments& a, double x) { a.settings.games = int(x); }},
    {"concurrency", "N", 1, 256, true, "games played at the same time (default {})",
     [](const Arguments& a) { return double(a.settings.concurrency); },
     [](Arguments& a, double x) { a.settings.concurrency = int(x); }},
    {"nodes", "N", 1, 1e12, true, "",
     [](const Arguments& a) { return double(a.settings.game.nodes.value_or(0)); },
     [](Arguments& a, double x) { a.settings.game.nodes = std::uint64_t(x); }},
    {"depth", "N", 1, 127, true, "",
     [](const Arguments& a) { return double(a.settings.game.depth.value_or(0)); },
     [](Arguments& a, double x) { a.settings.game.depth = int(x); }},
    {"movetime", "MS", 1, 86'400'000, true, "",
     [](const Arguments& a) {
         return double(a.settings.game.moveTime.value_or(engines::milliseconds(0)).count());
     },
     [](Arguments& a, double x) { a.settings.game.moveTime = engines::milliseconds(qint64(x)); }},
    {"opening-plies", "N", 1, 1000, true, "play at most N plies of each PGN opening (default: all)",
     [](const Arguments& a) { return double(a.openingPlies); },
     [](Arguments& a, double x) { a.openingPlies = int(x); }},
    {"timemargin", "MS", 0, 60'000, true,
     "lateness forgiven before an engine loses on time (default {})",
     [](const Arguments& a) { return double(a.settings.game.timeMargin.count()); },
     [](Arguments& a, double x) { a.settings.game.timeMargin = engines::milliseconds(qint64(x)); }},
    {"move-timeout", "MS", 1, 86'400'000, true,
     "the longest a move may take under --nodes or --depth, which have no\n"
     "clock; a tenth of it is allowed past --movetime (default {})",
     [](const Arguments& a) { return double(a.settings.game.moveTimeout.count()); },
     [](Arguments& a, double x) {
         a.settings.game.moveTimeout = engines::milliseconds(qint64(x));
     }},
};
constexpr std::size_t MatchHelpColumn = 24;

// The row of MatchNumbers of the argument `arg` ("--games"), or nullptr.
const NumberOption<Arguments>* matchNumber(const QString& arg) {
    for (const NumberOption<Arguments>& o : MatchNumbers)
        if (arg == QLatin1String("--") + QLatin1String(o.name)) return &o;
    return nullptr;
}

std::optional<long long> wholeNumber(const QString& text, long long min, long long max) {
    bool ok = false;
    const long long v = text.toLongLong(&ok);
    if (!ok || v < min || v > max) return std::nullopt;
    return v;
}

// Comma-separated whole numbers, each at least 0.
std::optional<std::vector<int>> numberList(const QString& text, int count) {
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != count) return std::nullopt;
    std::vector<int> values;
    for (const QString& part : parts) {
        const auto v = wholeNumber(part.trimmed(), 0, 1'000'000);
        if (!v) return std::nullopt;
        values.push_back(int(*v));
    }
    return values;
}

// Parses the command line into `args`; returns an error message, or nothing.
std::optional<QString> parse(const QStringList& arguments, Arguments& args, bool& help) {
    engines::GameSettings& game = args.settings.game;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& arg = arguments.at(i);
        if (arg == QLatin1String("-h") || arg == QLatin1String("--help")) {
            help = true;
            return std::nullopt;
        }
        if (arg == QLatin1String("--no-adjudication")) {
            game.adjudication.resignEnabled = false;
            game.adjudication.drawEnabled = false;
            continue;
        }
        if (arg == QLatin1String("--debug")) {
            args.debug = true;
            game.forwardStderr = true;
            continue;
        }
        if (!arg.startsWith(QLatin1String("--")))
            return QStringLiteral("unexpected argument '%1'").arg(arg);
        if (i + 1 >= arguments.size()) return QStringLiteral("%1 needs a value").arg(arg);
        const QString& value = arguments.at(++i);
        const auto needEngine = [&]() -> std::optional<QString> {
            if (args.engineCount == 0) return QStringLiteral("%1 must follow an --engine").arg(arg);
            return std::nullopt;
        };
        engines::EngineConfig* engine =
            args.engineCount > 0 ? &args.engines[std::size_t(args.engineCount - 1)] : nullptr;
        if (const NumberOption<Arguments>* number = matchNumber(arg)) {
            if (auto error = setOption(*number, value, args)) return error;
        } else if (arg == QLatin1String("--engine")) {
            if (args.engineCount == 2) return QStringLiteral("a match takes exactly two --engine");
            engines::EngineConfig& e = args.engines[std::size_t(args.engineCount++)];
            if (!e.setCommand(value)) return QStringLiteral("--engine needs a command");
        } else if (arg == QLatin1String("--name")) {
            if (auto e = needEngine()) return e;
            engine->name = value;
        } else if (arg == QLatin1String("--option")) {
            if (auto e = needEngine()) return e;
            const qsizetype eq = value.indexOf(QLatin1Char('='));
            if (eq <= 0) return QStringLiteral("--option takes NAME=VALUE, not '%1'").arg(value);
            engine->options.emplace_back(value.left(eq).trimmed(), value.mid(eq + 1).trimmed());
        } else if (arg == QLatin1String("--tc")) {
            auto tc = engines::parseTimeControl(value.toStdString());
            if (!tc) return QString::fromStdString(tc.error());
            game.timeControl = tc.value();
        } else if (arg == QLatin1String("--openings")) {
            args.openings = value;
        } else if (arg == QLatin1String("--pgn")) {
            args.pgn = value;
        } else if (arg == QLatin1String("--event")) {
            game.event = value.toStdString();
        } else if (arg == QLatin1String("--resign")) {
            const auto v = numberList(value, 2);
            if (!v || (*v)[0] < 1) return QStringLiteral("--resign takes COUNT,CP, e.g. 4,1000");
            game.adjudication.resignMoveCount = (*v)[0];
            game.adjudication.resignScore = (*v)[1];
        } else if (arg == QLatin1String("--draw")) {
            const auto v = numberList(value, 3);
            if (!v || (*v)[1] < 1)
                return QStringLiteral("--draw takes MOVE,COUNT,CP, e.g. 40,8,10");
            game.adjudication.drawMoveNumber = (*v)[0];
            game.adjudication.drawMoveCount = (*v)[1];
            game.adjudication.drawScore = (*v)[2];
        } else {
            return QStringLiteral("unknown option '%1'").arg(arg);
        }
    }
    if (args.engineCount != 2) return QStringLiteral("a match takes exactly two --engine");
    if (int(game.nodes.has_value()) + int(game.depth.has_value()) + int(game.moveTime.has_value()) >
        1)
        return QStringLiteral("use at most one of --nodes, --depth and --movetime");
    return std::nullopt;
}

// Fills in the engines' names from their `id name`, and makes them tell apart.
bool identifyEngines(Arguments& args) {
    for (engines::EngineConfig& e : args.engines) {
        const auto identity = engines::probeEngine(e, engines::milliseconds(10000));
        if (!identity) {
            std::fprintf(stderr, "kibitz-cli match: %s\n", identity.error().c_str());
            return false;
        }
        if (e.name.isEmpty())
            e.name = identity.value().name.isEmpty() ? e.program : identity.value().name;
    }
    if (args.engines[0].name == args.engines[1].name) {
        args.engines[0].name += QStringLiteral(" (1)");
        args.engines[1].name += QStringLiteral(" (2)");
    }
    return true;
}

void printScore(const engines::Match& match) {
    const engines::GameCounts& c = match.counts();
    std::printf("Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", qPrintable(match.engines()[0].name),
                qPrintable(match.engines()[1].name), c.wins, c.losses, c.draws, c.score(),
                c.games());
}

void printSummary(const engines::Match& match, const Arguments& args) {
    const engines::GameCounts& c = match.counts();
    const auto& names = match.engines();
    const engines::GameSettings& game = args.settings.game;
    std::string limit;
    if (game.nodes)
        limit = "nodes " + std::to_string(*game.nodes);
    else if (game.depth)
        limit = "depth " + std::to_string(*game.depth);
    else if (game.moveTime)
        limit = "movetime " + std::to_string(game.moveTime->count()) + " ms";
    else
        limit = "tc " + game.timeControl.toString();
    if (game.nodes || game.depth)
        limit += ", at most " + std::to_string(game.moveTimeout.count()) + " ms a move";
    std::printf("\nResult of %s vs %s (%d games, %s, %d at a time)\n", qPrintable(names[0].name),
                qPrintable(names[1].name), c.games(), limit.c_str(), args.settings.concurrency);
    std::printf("  W/D/L: %d / %d / %d, score %.1f%%\n", c.wins, c.draws, c.losses,
                100.0 * c.score());
    if (c.games() > 0) {
        std::printf("  Elo difference: %s (95%%), LOS %.1f%%, draw ratio %.1f%%\n",
                    engines::formatElo(engines::estimateElo(c)).c_str(),
                    100.0 * engines::likelihoodOfSuperiority(c), 100.0 * c.draws / c.games());
    }
    const engines::PairCounts& p = match.pairs();
    if (p.pairs() > 0)
        std::printf("  Pairs (0, 0.5, 1, 1.5, 2 points): %d %d %d %d %d, Elo %s (95%%)\n",
                    p.counts[0], p.counts[1], p.counts[2], p.counts[3], p.counts[4],
                    engines::formatElo(engines::estimateElo(p)).c_str());
    std::string ends;
    for (const auto& [termination, count] : match.terminations())
        ends += (ends.empty() ? "" : ", ") + termination + " " + std::to_string(count);
    std::printf("  Terminations: %s\n", ends.c_str());
    if (match.forfeitCount() > 0) {
        std::printf("  Forfeits: %d\n", match.forfeitCount());
        for (const engines::Forfeit& f : match.forfeits())
            std::printf("    game %d (%s vs %s): %s {%s}\n", f.round, f.white.c_str(),
                        f.black.c_str(), f.result.c_str(), f.reason.c_str());
        if (const int more = match.forfeitCount() - int(match.forfeits().size()); more > 0)
            std::printf("    ... and %d more (the reason of every game is in its PGN)\n", more);
    }
    if (match.unfinished() > 0) std::printf("  Unfinished games: %d\n", match.unfinished());
}

} // namespace

int runMatch(const QStringList& arguments) {
    Arguments args;
    bool help = false;
    if (const auto error = parse(arguments, args, help)) return usageError(Command, *error);
    if (help) {
        const std::span<const NumberOption<Arguments>> numbers(MatchNumbers);
        std::fputs(withOptionHelp(MatchUsage, numbers, Arguments{}, MatchHelpColumn).c_str(),
                   stdout);
        return Success;
    }
    // The games are appended, but an engine or the openings would be destroyed all the same.
    QList<CommandFile> inputs{{QStringLiteral("--openings file"), args.openings}};
    for (const engines::EngineConfig& engine : args.engines)
        inputs.append({QStringLiteral("--engine program"), programFile(engine.program)});
    if (const int refused =
            refuseOverwritingInputs(Command, {{QStringLiteral("--pgn output"), args.pgn}}, inputs);
        refused != Success)
        return refused;

    std::vector<engines::Opening> openings;
    if (!args.openings.isEmpty()) {
        auto loaded = engines::loadOpenings(args.openings.toStdString(), args.openingPlies);
        if (!loaded) {
            std::fprintf(stderr, "kibitz-cli match: %s\n", loaded.error().c_str());
            return Failure;
        }
        openings = std::move(loaded.value());
    }
    Output pgnFile(args.pgn, Output::Mode::Append);
    if (!args.pgn.isEmpty() && !pgnFile.open()) {
        std::fprintf(stderr, "kibitz-cli match: %s\n", qPrintable(pgnFile.error()));
        return Failure;
    }
    if (!identifyEngines(args)) return Failure;

    engines::Match match(args.engines, std::move(openings), args.settings);
    bool writeFailed = false;
    const int total = args.settings.games;
    QObject::connect(&match, &engines::Match::gameStarted,
                     [total](int round, const QString& white, const QString& black) {
                         std::printf("Started game %d of %d (%s vs %s)\n", round, total,
                                     qPrintable(white), qPrintable(black));
                         flushStandardOutput();
                     });
    QObject::connect(&match, &engines::Match::gameFinished, [&](const engines::MatchGame& game) {
        if (game.outcome().engineDidNotStart) return; // not a game: the match stops (below)
        const auto& tags = game.game();
        std::printf("Finished game %d (%s vs %s): %s {%s}\n", game.round(),
                    tags.tag("White")->c_str(), tags.tag("Black")->c_str(),
                    game.outcome().resultText().c_str(), game.outcome().reason.c_str());
        printScore(match);
        flushStandardOutput();
        if (!args.pgn.isEmpty() && !writeFailed &&
            !pgnFile.write(pgn::writeGame(game.game()) + "\n")) {
            writeFailed = true;
            std::fprintf(stderr, "kibitz-cli match: %s\n", qPrintable(pgnFile.error()));
        }
    });
    if (args.debug)
        QObject::connect(&match, &engines::Match::engineTraffic,
                         [](int round, const QString& engine, bool sent, const QString& line) {
                             std::fprintf(stderr, "[%d] %s %s %s\n", round, qPrintable(engine),
                                          sent ? "<" : ">", qPrintable(line));
                         });
    QEventLoop loop;
    QObject::connect(&match, &engines::Match::finished, &loop, &QEventLoop::quit);
    std::optional<InterruptWatch> interruptWatch(std::in_place);
    QTimer interruptPoll;
    QObject::connect(&interruptPoll, &QTimer::timeout, [&] {
        if (interrupted.exchange(false)) {
            std::printf("Interrupted: stopping the running games\n");
            match.stop();
        }
    });
    interruptPoll.start(100);
    QTimer::singleShot(0, &match, &engines::Match::start);
    loop.exec();
    interruptWatch.reset();
    if (!args.pgn.isEmpty() && !writeFailed && !pgnFile.commit()) {
        writeFailed = true;
        std::fprintf(stderr, "kibitz-cli match: %s\n", qPrintable(pgnFile.error()));
    }

    printSummary(match, args);
    if (!match.failure().empty()) {
        std::fprintf(stderr, "kibitz-cli match: stopped at %s; the %d games finished are counted\n",
                     match.failure().c_str(), match.played());
        return Failure;
    }
    if (writeFailed) return Failure;
    return match.played() < total ? Failure : Success;
}

} // namespace kibitz::cli
