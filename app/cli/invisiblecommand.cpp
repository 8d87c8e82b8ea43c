#include "chess/notation.h"
#include "commands.h"
#include "engines/matchstats.h"
#include "invisible/match.h"
#include "invisible/record.h"
#include "options.h"
#include "output.h"

#include <QCommandLineParser>
#include <QElapsedTimer>

#include <cstdio>
#include <optional>
#include <string>
#include <thread>

namespace kibitz::cli {

namespace {

using namespace kibitz::invisible;

constexpr const char* InvisibleUsage =
    R"(Usage: kibitz-cli invisible play [--white SET] [--black SET] [player options]
       kibitz-cli invisible match --set SET --against SET [--decisive N] [player options]

Invisible Chess (Bud et al. 2001; docs/invisible.md): chess in which some of each side's
pieces are invisible to the opponent. The players are the paper's: a strategic advisor (the
expected utility of a move over the placements of the opponent's invisible pieces the player
believes in, each searched by the built-in engine), a hide advisor (how much the move adds to
the opponent's uncertainty) and a seek advisor (how much it is expected to take from ours),
added with weights W1, W2, W3.

play     one game, move by move: every attempt with its verdict (accepted, impossible,
         illegal) and both sides' uncertainty (entropy in nats) after each turn
match    games until --decisive of them are won, SET playing White in the even games and
         Black in the odd ones; prints SET's share of the decisive games with its 95% interval
         (the paper's Table 1 figure), the draws apart, the share by colour, and for each
         player its mean uncertainty and how well its belief foretold the referee (of its
         attempts that might not be accepted, how many it expected to be, and how many were)

Sets: 1B, 1N, 1R, 1Q, 2B, 2N, 2R, none (1B is the queen's bishop, 1N the king's knight,
1R the king's rook).

Options:
  --white SET, --black SET   play: the invisible pieces of each side (default 2B, none)
  --set SET, --against SET   match: the two sides' sets (the first is reported)
  --weights W1,W2,W3         the advisors' weights of the first player (White in play, SET in
                             match; default 1,0,0: strategic only)
  --opponent-weights W1,W2,W3  the other player's (default 1,0,0)
  --information change|exponential
                             how hide and seek are added: the entropy change in nats, as
                             the paper's Fig. 6 adds it (default), or its exponential, as
                             the paper's text says (both players)
{depth}
{worlds}
  --tracker fair|oracle      fair: a player's belief uses only what it was told (default);
                             oracle: the paper's, each piece tracked with the others' true
                             squares
  --motion uniform|wary      how a player believes the opponent moves an invisible piece:
                             the paper's uniform model, every legal square alike (default),
                             or wary, not in the paper: a square where the piece could be
                             taken by a cheaper piece, or taken undefended, a tenth as
                             likely (both players)
{max-turns}
{decisive}
{max-games}
{threads}
{seed}
  --pgn FILE                 play: also write the game as PGN (every attempt kept; it opens
                             in the Invisible Chess window)
  -h, --help                 show this help

Exit status: 0 on success, 1 when the PGN file cannot be written, 2 for a usage error, 130
when interrupted (a match prints what it played).
)";

const QString Command = QStringLiteral("invisible");

std::optional<AdvisorWeights> parseWeights(const QString& text) {
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 3) return std::nullopt;
    double w[3];
    for (int i = 0; i < 3; ++i) {
        bool ok = false;
        w[i] = parts[i].trimmed().toDouble(&ok);
        if (!ok || !(w[i] >= 0) || w[i] > 1000) return std::nullopt;
    }
    return AdvisorWeights{w[0], w[1], w[2]};
}

std::string weightsText(const AdvisorWeights& w) {
    return fixed(w.strategic, 2) + "," + fixed(w.hide, 2) + "," + fixed(w.seek, 2) +
           (w.exponential ? ", exponential" : "");
}

std::string revealsText(const std::vector<Reveal>& revealed) {
    std::string text;
    for (const Reveal& r : revealed) {
        text += text.empty() ? " reveals " : ", ";
        text += chess::pieceLetter(r.type) + chess::squareName(r.square);
    }
    return text;
}

struct Options {
    PlayerSpec first{*parseInvisibleSet("2B"), {}};
    PlayerSpec second{*parseInvisibleSet("none"), {}};
    MatchSettings match;
    QString pgn; // play --pgn
};

// The number options of invisible play and match (NumberOption), and the column of their help in
// InvisibleUsage. --depth and --worlds are both players'.
const NumberOption<Options> InvisibleNumbers[] = {
    {"depth", "N", 1, 8, true, "plies of the strategic search (default {})",
     [](const Options& o) { return double(o.first.player.depth); },
     [](Options& o, double x) { o.first.player.depth = o.second.player.depth = int(x); }},
    {"worlds", "N", 1, 4096, true, "the likeliest placements searched per move (default {})",
     [](const Options& o) { return double(o.first.player.maxWorlds); },
     [](Options& o, double x) { o.first.player.maxWorlds = o.second.player.maxWorlds = int(x); }},
    {"max-turns", "N", 10, 100'000, true, "a game this long is a draw (default {})",
     [](const Options& o) { return double(o.match.game.maxTurns); },
     [](Options& o, double x) { o.match.game.maxTurns = int(x); }},
    // Not `{}`: the help says 200, the default of MatchSettings is 100; which is meant is open.
    {"decisive", "N", 1, 1'000'000, true, "match: decisive games to play (default {})",
     [](const Options& o) { return double(o.match.decisive); },
     [](Options& o, double x) { o.match.decisive = int(x); }},
    {"max-games", "N", 1, 10'000'000, true,
     "match: stop after this many games in any case (default 4 x N)",
     [](const Options& o) { return double(o.match.maxGames); },
     [](Options& o, double x) { o.match.maxGames = int(x); }},
    {"threads", "N", 1, 256, true, "match: games at once (default: the cores, here %1)",
     [](const Options& o) { return double(o.match.threads); },
     [](Options& o, double x) { o.match.threads = int(x); }},
    {"seed", "N", 0, 2'000'000'000, true, "the players' tie-breaks (default {})",
     [](const Options& o) { return double(o.match.seed); },
     [](Options& o, double x) { o.match.seed = std::uint64_t(x); }},
};
constexpr std::size_t InvisibleHelpColumn = 29;

// The usage, with the number of cores the threads default to.
std::string invisibleUsage() {
    const std::span<const NumberOption<Options>> numbers(InvisibleNumbers);
    const std::string usage =
        withOptionHelp(InvisibleUsage, numbers, Options{}, InvisibleHelpColumn);
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    return QString::fromLatin1(usage.c_str()).arg(cores).toStdString();
}

std::optional<Options> parseOptions(const QStringList& arguments, bool isMatch, int& status) {
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption white(QStringLiteral("white"), {}, QStringLiteral("SET"));
    const QCommandLineOption black(QStringLiteral("black"), {}, QStringLiteral("SET"));
    const QCommandLineOption set(QStringLiteral("set"), {}, QStringLiteral("SET"));
    const QCommandLineOption against(QStringLiteral("against"), {}, QStringLiteral("SET"));
    const QCommandLineOption weights(QStringLiteral("weights"), {}, QStringLiteral("W"));
    const QCommandLineOption opponentWeights(QStringLiteral("opponent-weights"), {},
                                             QStringLiteral("W"));
    const QCommandLineOption information(QStringLiteral("information"), {}, QStringLiteral("FORM"));
    const QCommandLineOption tracker(QStringLiteral("tracker"), {}, QStringLiteral("WHICH"));
    const QCommandLineOption motion(QStringLiteral("motion"), {}, QStringLiteral("MODEL"));
    const QCommandLineOption pgn(QStringLiteral("pgn"), {}, QStringLiteral("FILE"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const std::span<const NumberOption<Options>> numbers(InvisibleNumbers);
    parser.addOptions({white, black, set, against, weights, opponentWeights, information, tracker,
                       motion, pgn, help});
    parser.addOptions(declareOptions(numbers, Options{}));
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    status = Success;
    if (!parser.parse(arguments)) {
        status = usageError(Command, parser.errorText());
        return std::nullopt;
    }
    if (parser.isSet(help)) {
        std::fputs(invisibleUsage().c_str(), stdout);
        return std::nullopt;
    }
    const auto fail = [&](const QString& message) {
        status = usageError(Command, message);
        return std::nullopt;
    };
    if (!parser.positionalArguments().isEmpty())
        return fail(QStringLiteral("unexpected argument '%1'")
                        .arg(parser.positionalArguments().constFirst()));
    Options o;
    o.match.threads = cores;
    const QCommandLineOption& firstSet = isMatch ? set : white;
    const QCommandLineOption& secondSet = isMatch ? against : black;
    for (const QCommandLineOption* wrong :
         isMatch ? std::vector{&white, &black} : std::vector{&set, &against})
        if (parser.isSet(*wrong))
            return fail(QStringLiteral("--%1 is an option of invisible %2")
                            .arg(wrong->names().constFirst(),
                                 isMatch ? QStringLiteral("play") : QStringLiteral("match")));
    for (auto [option, spec] : {std::pair{&firstSet, &o.first}, std::pair{&secondSet, &o.second}}) {
        if (!parser.isSet(*option)) continue;
        const auto parsed = parseInvisibleSet(parser.value(*option).toStdString());
        if (!parsed)
            return fail(QStringLiteral("--%1 must be 1B, 1N, 1R, 1Q, 2B, 2N, 2R or none, not '%2'")
                            .arg(option->names().constFirst(), parser.value(*option)));
        spec->set = *parsed;
    }
    if (isMatch && (!parser.isSet(set) || !parser.isSet(against)))
        return fail(QStringLiteral("say which sets play: --set SET --against SET"));
    for (auto [option, spec] :
         {std::pair{&weights, &o.first}, std::pair{&opponentWeights, &o.second}}) {
        if (!parser.isSet(*option)) continue;
        const auto parsed = parseWeights(parser.value(*option));
        if (!parsed)
            return fail(QStringLiteral("--%1 must be three numbers from 0 to 1000, as 1,0.5,0, "
                                       "not '%2'")
                            .arg(option->names().constFirst(), parser.value(*option)));
        spec->player.weights = *parsed;
    }
    if (!readOptions(Command, parser, numbers, o)) {
        status = UsageError;
        return std::nullopt;
    }
    // An option with two values, the default first: whether the other one was given (nullopt
    // when neither was: the usage error is printed).
    const auto either = [&](const QCommandLineOption& option, const char* usual,
                            const char* other) -> std::optional<bool> {
        if (!parser.isSet(option)) return false;
        const QString value = parser.value(option);
        if (value == QLatin1String(usual) || value == QLatin1String(other))
            return value == QLatin1String(other);
        status = usageError(Command, QStringLiteral("--%1 must be %2 or %3, not '%4'")
                                         .arg(option.names().constFirst(), QLatin1String(usual),
                                              QLatin1String(other), value));
        return std::nullopt;
    };
    const std::optional<bool> exponential = either(information, "change", "exponential");
    const std::optional<bool> oracle = either(tracker, "fair", "oracle");
    const std::optional<bool> wary = either(motion, "uniform", "wary");
    if (!exponential || !oracle || !wary) return std::nullopt;
    if (*exponential)
        o.first.player.weights.exponential = o.second.player.weights.exponential = true;
    if (*oracle) o.match.game.tracker = Belief::Mode::Oracle;
    if (*wary) o.match.game.motion = Belief::Motion::Wary;
    if (isMatch && parser.isSet(pgn))
        return fail(QStringLiteral("--pgn is an option of invisible play"));
    o.pgn = parser.value(pgn);
    if (!isMatch) {
        for (const char* option : {"decisive", "max-games", "threads"})
            if (parser.isSet(QLatin1String(option)))
                return fail(QStringLiteral("--%1 is an option of invisible match")
                                .arg(QLatin1String(option)));
    }
    o.first.player.seed = o.match.seed;
    o.second.player.seed = o.match.seed + 1;
    return o;
}

int runInvisiblePlay(const QStringList& arguments) {
    int status = Success;
    const std::optional<Options> o = parseOptions(arguments, false, status);
    if (!o) return status;
    InterruptWatch watch;
    const GameRecord game =
        playInvisibleGame(o->first, o->second, o->match.game, InterruptWatch::flag());
    std::printf("White invisible %s (weights %s), Black invisible %s (weights %s), %s tracker\n",
                o->first.set.name.c_str(), weightsText(o->first.player.weights).c_str(),
                o->second.set.name.c_str(), weightsText(o->second.player.weights).c_str(),
                o->match.game.tracker == Belief::Mode::Fair ? "fair" : "oracle");
    int number = 1;
    for (const TurnRecord& turn : game.turns) {
        std::string line = turn.mover == chess::White ? std::to_string(number) + ". "
                                                      : std::to_string(number) + "... ";
        for (const auto& [move, r] : turn.attempts) {
            line += uciText(move);
            if (r.verdict != Verdict::Accepted)
                line += " (" + std::string(verdictName(r.verdict)) + revealsText(r.revealed) + ")";
            else if (r.capturedHidden)
                line += " (takes an invisible piece)";
            line += "  ";
        }
        std::printf("%-44s uncertainty: White %s, Black %s\n", line.c_str(),
                    fixed(turn.entropy[chess::White], 2).c_str(),
                    fixed(turn.entropy[chess::Black], 2).c_str());
        if (turn.mover == chess::Black) ++number;
    }
    const char* result = game.result == Result::WhiteWins   ? "1-0"
                         : game.result == Result::BlackWins ? "0-1"
                                                            : "1/2-1/2";
    std::printf("%s (%s); forfeited turns White %d, Black %d; illegal attempts White %d, "
                "Black %d\n",
                result, game.termination.c_str(), game.impossible[chess::White],
                game.impossible[chess::Black], game.illegal[chess::White],
                game.illegal[chess::Black]);
    if (!o->pgn.isEmpty()) {
        InvisibleGameFile file;
        file.sets[chess::White] = o->first.set;
        file.sets[chess::Black] = o->second.set;
        file.players[chess::White] = advisorsName(o->first.player);
        file.players[chess::Black] = advisorsName(o->second.player);
        for (const TurnRecord& turn : game.turns) {
            std::vector<Move> attempts;
            for (const auto& [move, r] : turn.attempts) attempts.push_back(move);
            file.turns.push_back(std::move(attempts));
        }
        file.result = game.termination == "stopped" ? "*" : result;
        // The PGN standard's words: the rules ended it, or the turn limit did.
        if (game.termination != "stopped")
            file.termination = game.termination == "turn limit" ? "adjudication" : "normal";
        Output out(o->pgn);
        if (!out.open() || !out.write(writeInvisiblePgn(file)) || !out.commit()) {
            std::fprintf(stderr, "kibitz-cli invisible play: %s\n", qPrintable(out.error()));
            return Failure;
        }
    }
    return game.termination == "stopped" ? Interrupted : Success;
}

void printMatch(const Options& o, const MatchResult& r) {
    const std::string a = o.first.set.name, b = o.second.set.name;
    const engines::Share share = engines::shareOf(r.winsA, r.winsA + r.winsB);
    const engines::Share white = engines::shareOf(r.winsAsWhite, r.decisiveAsWhite);
    const engines::Share black = engines::shareOf(r.winsAsBlack, r.decisiveAsBlack);
    std::printf("%s vs %s: %d games (%d different), %d decisive: %s won %d, %s won %d, "
                "draws %d\n",
                a.c_str(), b.c_str(), r.games, r.distinct, r.winsA + r.winsB, a.c_str(), r.winsA,
                b.c_str(), r.winsB, r.draws);
    std::printf("%s's share of the decisive games: %s%% (95%% interval %s-%s%%)\n", a.c_str(),
                fixed(100 * share.share, 1).c_str(), fixed(100 * share.low, 1).c_str(),
                fixed(100 * share.high, 1).c_str());
    std::printf("by colour: as White %d of %d (%s%%), as Black %d of %d (%s%%); their mean "
                "(the paper's figure) %s%%\n",
                r.winsAsWhite, r.decisiveAsWhite, fixed(100 * white.share, 1).c_str(),
                r.winsAsBlack, r.decisiveAsBlack, fixed(100 * black.share, 1).c_str(),
                fixed(50 * (white.share + black.share), 1).c_str());
    std::printf("%s turns a game; forfeited turns %d, illegal attempts %d\n",
                fixed(r.games ? r.turns / r.games : 0, 1).c_str(), r.impossible, r.illegal);
    const auto foresight = [&](const std::string& name, const Foresight& f, double entropy) {
        std::printf("%s's belief: uncertainty %s nats after a turn on average; of its %d "
                    "attempts that might not be accepted, it expected %s to be accepted; %d "
                    "were\n",
                    name.c_str(), fixed(r.turns > 0 ? entropy / r.turns : 0, 2).c_str(), f.attempts,
                    fixed(f.expected, 1).c_str(), f.accepted);
    };
    foresight(a == b ? "the first player" : a, r.foresightA, r.entropyA);
    foresight(a == b ? "the second player" : b, r.foresightB, r.entropyB);
}

int runInvisibleMatch(const QStringList& arguments) {
    int status = Success;
    const std::optional<Options> o = parseOptions(arguments, true, status);
    if (!o) return status;
    std::printf("%s (weights %s) against %s (weights %s), depth %d, %d worlds, %s tracker, "
                "until %d decisive games\n",
                o->first.set.name.c_str(), weightsText(o->first.player.weights).c_str(),
                o->second.set.name.c_str(), weightsText(o->second.player.weights).c_str(),
                o->first.player.depth, o->first.player.maxWorlds,
                o->match.game.tracker == Belief::Mode::Fair ? "fair" : "oracle", o->match.decisive);
    flushStandardOutput();
    InterruptWatch watch;
    QElapsedTimer timer;
    timer.start();
    const MatchResult r = playInvisibleMatch(
        o->first, o->second, o->match, InterruptWatch::flag(), [&](const MatchResult& now) {
            std::fprintf(stderr, "\r%d games, %d decisive (%d-%d), %d draws, %.0f s   ", now.games,
                         now.winsA + now.winsB, now.winsA, now.winsB, now.draws,
                         double(timer.elapsed()) / 1000);
        });
    std::fputs("\n", stderr);
    printMatch(*o, r);
    std::printf("%.0f s\n", double(timer.elapsed()) / 1000);
    return r.stopped ? Interrupted : Success;
}

} // namespace

int runInvisible(const QStringList& arguments) {
    const QString what = arguments.value(1);
    if (what == QLatin1String("play")) return runInvisiblePlay(arguments.mid(1));
    if (what == QLatin1String("match")) return runInvisibleMatch(arguments.mid(1));
    if (what == QLatin1String("-h") || what == QLatin1String("--help")) {
        std::fputs(invisibleUsage().c_str(), stdout);
        return Success;
    }
    return usageError(
        Command, what.isEmpty() ? QStringLiteral("say what to do: play or match")
                                : QStringLiteral("unknown command '%1' (play or match)").arg(what));
}

} // namespace kibitz::cli
