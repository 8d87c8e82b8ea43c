#include "analysis/gameanalysis.h"
#include "annotate/annotator.h"
#include "chess/notation.h"
#include "commands.h"
#include "endgametables.h"
#include "lookaheadoptions.h"
#include "options.h"
#include "pgn/reader.h"
#include "search/value.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <unistd.h>

namespace kibitz::cli {

namespace {

using namespace kibitz::analysis;

constexpr const char* AnalyseUsage =
    R"(Usage: kibitz-cli analyse --fen FEN|startpos [options]
       kibitz-cli analyse --pgn FILE [--game N] [options]

Analyses a position, or every position of a game's main line, with Michie's model of fallible
play over a look-ahead tree that the built-in engine grows (THEORY.md). A principal search scores
every legal move and gives the value v; the tree then grows where the model expects play to go,
down to lines that play reaches with probability 2^-BUDGET, and its leaves are valued through the
WDL model. The back-up at the two merits gives, from White's standpoint: the expected utility u,
the probabilities of a win, a draw and a loss, the tension T (the probability of a decisive
result), the entropy of the move choice H_move and of the outcome H_out in bits, and each side's
positional entropy (the sum over its pieces of log2 of their mobility). For every legal move:
the probability that the side to move plays it, u after it, the engine's score and v-hat after it.

A value marked "exact" is a game end by rule or a proven mate; any other is an estimate from
the engine's score: +1 when P(win) >= 0.5, -1 when P(loss) >= 0.5, else 0.

Options:
  --fen FEN            the position to analyse (FEN, or startpos)
  --pgn FILE           analyse every position of a game in FILE ('-' for standard input)
  --game N             which game of FILE (default 1)
  --white-elo N        White's Elo rating, from 0 (random play) to 10000 (merit = Elo / 1000).
                       Default: the game's WhiteElo, else 2000
  --black-elo N        Black's rating, likewise
  --budget BITS        grow the tree down to lines reached with probability 2^-BITS (default 6)
)";
constexpr const char* RMinUsage = R"(  --r-min R            Michie's r_min, 0 (the default) or 1
)";
constexpr const char* AnalyseUsageRest =
    R"(  --compare-elos W,B   with --pgn: also show the game at these ratings (the back-up only, over
                       the same trees, timed); may be given more than once
  --threads N          positions analysed at the same time (default: all cores)
  --format FORMAT      text (the default) or json
  -h, --help           show this help

In JSON, the "score" fields are from the side to move's standpoint, everything else from
White's. With --pgn, progress goes to standard error when it is a terminal, and Ctrl+C stops the analysis
and prints the positions finished. Exit status: 0 on success, 1 when the game cannot be read or the
analysis was interrupted, 2 for a usage error or a FEN that cannot be read.
)";

constexpr int DefaultElo = 2000;

std::atomic<bool>& interrupted = InterruptWatch::flag();

struct Options {
    // Kibitz's own endgame tables, made before the positions are analysed; null: none made.
    std::shared_ptr<tablebase::FirstUseTables> tables;
    std::optional<std::string> fen;
    std::optional<std::string> pgn;
    std::int64_t game = 1;
    std::optional<int> whiteElo;
    std::optional<int> blackElo;
    int rMin = 0;
    GameAnalysisOptions analysis;
    std::vector<std::pair<int, int>> compareElos; // White, Black
    bool json = false;
};

std::string signedNumber(double x, int decimals = 4) {
    if (std::abs(x) < 0.5 * std::pow(10.0, -decimals)) x = 0.0;
    char text[32];
    std::snprintf(text, sizeof text, x == 0.0 ? "% .*f" : "%+.*f", decimals, x);
    return text;
}

std::string number(double x, int decimals = 4) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, x);
    return text;
}

const char* provenanceName(Provenance p) {
    switch (p) {
    case Provenance::Terminal: return "terminal";
    case Provenance::ProvenMate: return "proven mate";
    case Provenance::Tablebase: return "tablebase";
    case Provenance::Estimated: break;
    }
    return "estimated";
}

const char* gameEndName(chess::GameEnd end) {
    switch (end) {
    case chess::GameEnd::Checkmate: return "checkmate";
    case chess::GameEnd::Stalemate: return "stalemate";
    case chess::GameEnd::InsufficientMaterial: return "insufficient material";
    case chess::GameEnd::SeventyFiveMoveRule: return "75-move rule";
    case chess::GameEnd::FivefoldRepetition: return "fivefold repetition";
    case chess::GameEnd::FiftyMoveRule: return "50-move rule";
    case chess::GameEnd::ThreefoldRepetition: return "threefold repetition";
    case chess::GameEnd::None: break;
    }
    return "";
}

std::string valueText(const ValueEstimate& v) {
    const std::string value = v.value > 0 ? "+1" : (v.value < 0 ? "-1" : "0");
    return value + (v.isExact() ? " exact" : " est.");
}

std::string uciText(const chess::Position& position, chess::Move move) {
    return move.isNone() ? std::string("-") : chess::toUci(position, move);
}

std::string sanOf(const PositionAnalysis& a, chess::Move move) {
    for (const MoveAssessment& m : a.moves)
        if (m.move == move) return m.san;
    return "-";
}

// "win for the side to move (syzygy, DTZ 13 plies)".
std::string tablebaseText(const tablebase::Probe& probe) {
    std::string text = std::string(tablebase::wdlName(probe.wdl)) + " for the side to move (" +
                       std::string(tablebase::sourceName(probe.source));
    if (probe.dtz) text += ", DTZ " + std::to_string(*probe.dtz) + " plies";
    if (probe.dtm) text += ", DTM " + std::to_string(*probe.dtm) + " plies";
    return text + ")";
}

QJsonObject tablebaseJson(const tablebase::Probe& probe) {
    const auto text = [](std::string_view word) {
        return QString::fromUtf8(word.data(), qsizetype(word.size()));
    };
    QJsonObject json{{"wdl", text(tablebase::wdlName(probe.wdl))},
                     {"source", text(tablebase::sourceName(probe.source))}};
    if (probe.dtz) json["dtz"] = *probe.dtz;
    if (probe.dtm) json["dtm"] = *probe.dtm;
    return json;
}

void printPosition(const PositionAnalysis& a, double seconds) {
    std::printf("Position   %s\n", a.fen.c_str());
    std::printf("Merits     White %.2f  Black %.2f  (r_min %d)\n", a.merits.whiteMerit,
                a.merits.blackMerit, a.merits.rMin);
    if (a.gameEnd != chess::GameEnd::None) {
        std::printf("Game over  %s: v = %s\n", gameEndName(a.gameEnd), valueText(a.value).c_str());
        return;
    }
    std::printf("Value      v = %s (%s; engine %s at depth %d: W %s D %s L %s)\n",
                valueText(a.value).c_str(), provenanceName(a.value.provenance),
                search::scoreText(a.score).c_str(), a.depth, number(a.value.wdl.win, 3).c_str(),
                number(a.value.wdl.draw, 3).c_str(), number(a.value.wdl.loss, 3).c_str());
    if (a.tablebase) std::printf("Tablebase  %s\n", tablebaseText(*a.tablebase).c_str());
    std::printf("Model      u = %s  P(win) %s  P(draw) %s  P(loss) %s  T %s\n",
                signedNumber(a.utility).c_str(), number(a.outcome.win).c_str(),
                number(a.outcome.draw).c_str(), number(a.outcome.loss).c_str(),
                number(a.tension).c_str());
    std::printf("Entropy    H_move %s bits (%s of the most)  H_out %s bits  positional W %s B %s\n",
                number(a.moveEntropy, 3).c_str(), number(a.normalisedMoveEntropy, 3).c_str(),
                number(a.outcomeEntropy, 3).c_str(), number(a.positionalEntropyWhite, 2).c_str(),
                number(a.positionalEntropyBlack, 2).c_str());
    std::printf("Best move  by expected utility %s, by minimax %s\n",
                sanOf(a, a.bestByUtility).c_str(), sanOf(a, a.bestByMinimax).c_str());
    std::printf("Tree       %d nodes, %d expansions, %llu nodes searched in %.2f s\n\n", a.treeSize,
                a.expansions, static_cast<unsigned long long>(a.searchedNodes), seconds);
    std::printf("%-8s %-7s %-8s %-7s %-7s %-7s %-7s %-5s %s\n", "move", "p", "u after", "P(win)",
                "P(draw)", "P(loss)", "score", "depth", "v-hat");
    for (const MoveAssessment& m : a.moves)
        std::printf("%-8s %-7s %-8s %-7s %-7s %-7s %-7s %-5d %s\n", m.san.c_str(),
                    number(m.probability).c_str(), signedNumber(m.utility).c_str(),
                    number(m.outcome.win).c_str(), number(m.outcome.draw).c_str(),
                    number(m.outcome.loss).c_str(), search::scoreText(m.score).c_str(), m.depth,
                    valueText(m.value).c_str());
}

QJsonObject valueJson(const ValueEstimate& v) {
    return {{"value", v.value},
            {"exact", v.isExact()},
            {"provenance", provenanceName(v.provenance)},
            {"wdl", QJsonArray{v.wdl.win, v.wdl.draw, v.wdl.loss}}};
}

// {"cp": N}, {"mate": N} or {"tb": 1} / {"tb": -1} (a table's win / loss), as scoreText.
QJsonValue scoreJson(search::Value score) {
    if (search::isMateScore(score)) return QJsonObject{{"mate", search::mateInMoves(score)}};
    if (search::isTablebaseScore(score)) return QJsonObject{{"tb", score > 0 ? 1 : -1}};
    return QJsonObject{{"cp", score}};
}

QJsonObject positionJson(const PositionAnalysis& a) {
    chess::Position position;
    position.setFen(a.fen);
    QJsonArray moves;
    for (const MoveAssessment& m : a.moves)
        moves.append(QJsonObject{{"san", QString::fromStdString(m.san)},
                                 {"uci", QString::fromStdString(uciText(position, m.move))},
                                 {"p", m.probability},
                                 {"u", m.utility},
                                 {"p_win", m.outcome.win},
                                 {"p_draw", m.outcome.draw},
                                 {"p_loss", m.outcome.loss},
                                 {"score", scoreJson(m.score)},
                                 {"depth", m.depth},
                                 {"v_hat", valueJson(m.value)}});
    QJsonObject o{{"fen", QString::fromStdString(a.fen)},
                  {"to_move", a.whiteToMove ? "W" : "B"},
                  {"v", valueJson(a.value)},
                  {"u", a.utility},
                  {"p_win", a.outcome.win},
                  {"p_draw", a.outcome.draw},
                  {"p_loss", a.outcome.loss},
                  {"tension", a.tension},
                  {"h_move", a.moveEntropy},
                  {"h_move_normalised", a.normalisedMoveEntropy},
                  {"h_outcome", a.outcomeEntropy},
                  {"positional_entropy", QJsonObject{{"white", a.positionalEntropyWhite},
                                                     {"black", a.positionalEntropyBlack}}},
                  {"moves", moves},
                  {"tree", QJsonObject{{"nodes", a.treeSize},
                                       {"expansions", a.expansions},
                                       {"searched_nodes", double(a.searchedNodes)}}}};
    if (a.tablebase) o["tablebase"] = tablebaseJson(*a.tablebase);
    if (a.gameEnd != chess::GameEnd::None) {
        o.insert("game_end", gameEndName(a.gameEnd));
    } else {
        o.insert("score", scoreJson(a.score));
        o.insert("depth", a.depth);
        o.insert("best_by_utility", QString::fromStdString(sanOf(a, a.bestByUtility)));
        o.insert("best_by_minimax", QString::fromStdString(sanOf(a, a.bestByMinimax)));
    }
    return o;
}

QJsonObject settingsJson(const Options& options, const theory::MichieSettings& merits) {
    const LookaheadSettings& s = options.analysis.lookahead;
    return {{"white_merit", merits.whiteMerit},
            {"black_merit", merits.blackMerit},
            {"r_min", merits.rMin},
            {"budget_bits", s.budgetBits},
            {"nodes", double(s.rootNodes)},
            {"leaf_nodes", double(s.leafNodes)},
            {"expansions", s.maxExpansions}};
}

void printJson(const QJsonObject& document) {
    std::fputs(QJsonDocument(document).toJson(QJsonDocument::Indented).constData(), stdout);
}

// The merits: the option, else the game's Elo tag, else the default (as the annotator).
theory::MichieSettings meritsFor(const Options& options, const pgn::Game& game) {
    annotate::AnnotatorOptions a;
    a.whiteElo = options.whiteElo;
    a.blackElo = options.blackElo;
    a.defaultElo = DefaultElo;
    return annotate::strengthsFor(game, a).merits(options.rMin);
}

int analyseFen(const QString& command, const Options& options) {
    chess::Position position;
    const std::string fen =
        *options.fen == "startpos" ? std::string(chess::Position::StartFen) : *options.fen;
    if (const auto set = position.setFen(fen); !set) return fenError(command, fen, set.error());
    const theory::MichieSettings merits = meritsFor(options, pgn::Game{});
    LookaheadCache cache;
    const std::atomic<bool> never{false};
    const chess::Position positions[] = {position.clone()};
    GameAnalysisOptions single = options.analysis;
    single.threads = 1;
    if (options.tables) {
        const InterruptWatch interruptWatch;
        single.lookahead.tablebases = provideTables(command, *options.tables, positions);
        if (!single.lookahead.tablebases) {
            std::fprintf(stderr, "kibitz-cli analyse: interrupted\n");
            return Failure;
        }
    }
    const auto start = std::chrono::steady_clock::now();
    const auto trees = buildLookaheads(positions, single, cache, never);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const PositionAnalysis a = assessPosition(*trees.front(), merits);
    if (options.json)
        printJson({{"settings", settingsJson(options, merits)}, {"position", positionJson(a)}});
    else
        printPosition(a, seconds);
    return Success;
}

void printProgress(int done, int total, double seconds) {
    const double rate = seconds > 0 ? done / seconds : 0.0;
    const double eta = rate > 0 ? (total - done) / rate : 0.0;
    std::fprintf(stderr, "\r%d/%d positions  %.1f/s  ETA %.0f s   ", done, total, rate, eta);
    std::fflush(stderr);
}

void printGameTable(const pgn::Game& game, const std::vector<chess::Position>& positions,
                    const std::vector<SharedAnalysis>& results) {
    std::printf("%-4s %-8s %-8s %-8s %-7s %-7s %-7s %-7s %-8s %-8s %s\n", "ply", "to play", "v",
                "u", "T", "H_move", "H_out", "p(move)", "best u", "minimax", "engine");
    const auto mainLine = game.tree().mainLine();
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (!results[i]) continue;
        const PositionAnalysis& a = *results[i];
        // The move played from this position, if any, and the model's probability of it.
        std::string played = "-";
        double p = 0.0;
        if (i + 1 < mainLine.size()) {
            const chess::Move move = game.tree().move(mainLine[i + 1]);
            played = sanOf(a, move);
            for (const MoveAssessment& m : a.moves)
                if (m.move == move) p = m.probability;
        }
        const std::string ply = std::to_string(positions[i].gamePly());
        if (a.gameEnd != chess::GameEnd::None) {
            std::printf("%-4s %-8s %-8s %s\n", ply.c_str(), "-", valueText(a.value).c_str(),
                        gameEndName(a.gameEnd));
            continue;
        }
        std::printf("%-4s %-8s %-8s %-8s %-7s %-7s %-7s %-7s %-8s %-8s %s\n", ply.c_str(),
                    played.c_str(), valueText(a.value).c_str(), signedNumber(a.utility).c_str(),
                    number(a.tension).c_str(), number(a.moveEntropy, 3).c_str(),
                    number(a.outcomeEntropy, 3).c_str(), played == "-" ? "-" : number(p).c_str(),
                    sanOf(a, a.bestByUtility).c_str(), sanOf(a, a.bestByMinimax).c_str(),
                    search::scoreText(a.score).c_str());
    }
}

QJsonArray gamePositionsJson(const pgn::Game& game, const std::vector<chess::Position>& positions,
                             const std::vector<SharedAnalysis>& results) {
    QJsonArray list;
    const auto mainLine = game.tree().mainLine();
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (!results[i]) continue;
        QJsonObject o = positionJson(*results[i]);
        o.insert("ply", positions[i].gamePly());
        if (i + 1 < mainLine.size())
            o.insert("played",
                     QString::fromStdString(sanOf(*results[i], game.tree().move(mainLine[i + 1]))));
        list.append(o);
    }
    return list;
}

int analysePgn(const Options& options) {
    auto reader = pgn::PgnReader::open(*options.pgn);
    if (!reader) {
        std::fprintf(stderr, "kibitz-cli analyse: %s\n", reader.error().c_str());
        return Failure;
    }
    pgn::Game game;
    std::int64_t number = 0;
    bool found = false;
    while (number < options.game && (found = (*reader)->readGame(game))) ++number;
    if (!found) {
        if (!(*reader)->ioError().empty())
            std::fprintf(stderr, "kibitz-cli analyse: %s: %s\n", options.pgn->c_str(),
                         (*reader)->ioError().c_str());
        else
            std::fprintf(stderr, "kibitz-cli analyse: %s has %lld game(s), not %lld\n",
                         options.pgn->c_str(), static_cast<long long>(number),
                         static_cast<long long>(options.game));
        return Failure;
    }
    const pgn::GameReport& report = (*reader)->report();
    if (report.error) {
        std::fprintf(stderr,
                     "kibitz-cli analyse: %s: %s\n  (analysing the %d plies before the error)\n",
                     options.pgn->c_str(), report.error->toString().c_str(),
                     int(game.tree().mainLine().size()) - 1);
    }
    const std::vector<chess::Position> positions = mainLinePositions(game);
    const theory::MichieSettings merits = meritsFor(options, game);

    const bool showProgress = isatty(STDERR_FILENO) != 0;
    std::optional<InterruptWatch> interruptWatch(std::in_place);
    GameAnalysisOptions withTables = options.analysis;
    if (options.tables) {
        withTables.lookahead.tablebases =
            provideTables(QStringLiteral("analyse"), *options.tables, positions);
        if (!withTables.lookahead.tablebases) {
            std::fprintf(stderr, "kibitz-cli analyse: interrupted\n");
            return Failure;
        }
    }
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&start] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    LookaheadCache cache;
    const auto trees =
        buildLookaheads(positions, withTables, cache, interrupted, [&](int done, int total) {
            if (showProgress) printProgress(done, total, elapsed());
        });
    interruptWatch.reset();
    const double buildSeconds = elapsed();
    if (showProgress) std::fputs("\n", stderr);
    // The back-up at the main merits, then at each --compare-elos pair, over the same trees.
    std::vector<theory::MichieSettings> meritSets{merits};
    for (const auto& [white, black] : options.compareElos)
        meritSets.push_back(annotate::Strengths{{white}, {black}}.merits(options.rMin));
    QJsonArray backups;
    if (!options.json) {
        std::printf("Game %lld of %s: %s - %s\n", static_cast<long long>(number),
                    options.pgn->c_str(), game.tag("White") ? game.tag("White")->c_str() : "?",
                    game.tag("Black") ? game.tag("Black")->c_str() : "?");
        std::printf("%zu positions: look-ahead trees grown in %.1f s\n", positions.size(),
                    buildSeconds);
    }
    for (const theory::MichieSettings& m : meritSets) {
        const auto backupStart = std::chrono::steady_clock::now();
        const auto results = assessGame(trees, m, options.analysis.threads);
        const double backupSeconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - backupStart).count();
        if (options.json) {
            backups.append(QJsonObject{{"white_merit", m.whiteMerit},
                                       {"black_merit", m.blackMerit},
                                       {"backup_seconds", backupSeconds},
                                       {"positions", gamePositionsJson(game, positions, results)}});
        } else {
            std::printf("\nMerits: White %.2f, Black %.2f (r_min %d): back-up of the game in %.1f "
                        "ms\n\n",
                        m.whiteMerit, m.blackMerit, m.rMin, 1000.0 * backupSeconds);
            printGameTable(game, positions, results);
        }
    }
    if (options.json) {
        QJsonObject tags;
        for (const pgn::Tag& tag : game.tags())
            tags.insert(QString::fromStdString(tag.name), QString::fromStdString(tag.value));
        QJsonObject main = backups.at(0).toObject();
        QJsonObject document{{"settings", settingsJson(options, merits)},
                             {"game", QJsonObject{{"number", double(number)}, {"tags", tags}}},
                             {"seconds", buildSeconds},
                             {"backup_seconds", main.value("backup_seconds")},
                             {"positions", main.value("positions")}};
        backups.removeFirst();
        if (!backups.isEmpty()) document.insert("comparisons", backups);
        printJson(document);
    }
    if (interrupted.load()) {
        std::fprintf(stderr, "kibitz-cli analyse: interrupted; the positions above are done\n");
        return Failure;
    }
    return Success;
}

} // namespace

int runAnalyse(const QStringList& arguments) {
    const QString command = QStringLiteral("analyse");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const auto option = [](const char* name, const char* value, const QString& fallback = {}) {
        return QCommandLineOption(QString::fromLatin1(name), {}, QString::fromLatin1(value),
                                  fallback);
    };
    const LookaheadSettings defaults;
    const auto fenOption = option("fen", "FEN");
    const auto pgnOption = option("pgn", "FILE");
    const auto gameOption = option("game", "N", QStringLiteral("1"));
    const auto whiteOption = option("white-elo", "N");
    const auto blackOption = option("black-elo", "N");
    const LookaheadOptions lookahead("a number of bits");
    const auto rMinOption = option("r-min", "R", QString::number(defaults.rMin));
    const auto formatOption = option("format", "FORMAT", QStringLiteral("text"));
    const auto compareOption = option("compare-elos", "W,B");
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({fenOption, pgnOption, gameOption, whiteOption, blackOption, rMinOption,
                       formatOption, compareOption, helpOption});
    parser.addOptions(lookahead.options());
    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        const std::string usage = AnalyseUsage + lookahead.help("nodes") +
                                  lookahead.help("leaf-nodes") + lookahead.help("expansions") +
                                  RMinUsage;
        std::fputs(usage.c_str(), stdout);
        std::fputs(PlayModelHelp, stdout);
        std::fputs(SyzygyHelp, stdout);
        std::fputs(AnalyseUsageRest, stdout);
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(command, QStringLiteral("unexpected argument '%1'")
                                       .arg(parser.positionalArguments().constFirst()));
    if (parser.isSet(fenOption) == parser.isSet(pgnOption))
        return usageError(command, QStringLiteral("give either --fen or --pgn"));

    Options options;
    if (parser.isSet(fenOption)) options.fen = parser.value(fenOption).toStdString();
    if (parser.isSet(pgnOption)) options.pgn = parser.value(pgnOption).toStdString();
    if (options.fen && parser.isSet(gameOption))
        return usageError(command, QStringLiteral("--game goes with --pgn"));
    const auto game =
        readNumber<std::int64_t>(command, parser, gameOption, 1, 100'000'000, "a number");
    if (!game) return UsageError;
    options.game = *game;
    if (parser.isSet(whiteOption)) {
        options.whiteElo = readNumber<int>(command, parser, whiteOption, 0, MaxElo, "a rating");
        if (!options.whiteElo) return UsageError;
    }
    if (parser.isSet(blackOption)) {
        options.blackElo = readNumber<int>(command, parser, blackOption, 0, MaxElo, "a rating");
        if (!options.blackElo) return UsageError;
    }
    const bool treeSized = lookahead.readTreeSize(command, parser, options.analysis.lookahead);
    const auto rMin = readNumber<int>(command, parser, rMinOption, 0, 1, "0 or 1, a number");
    if (!treeSized || !rMin) return UsageError;
    options.rMin = *rMin;
    const auto threads = lookahead.readThreads(command, parser);
    if (!threads) return UsageError;
    options.analysis.threads = *threads;
    options.tables = lookahead.readTablebases(command, parser, options.analysis.lookahead);
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(command,
                          QStringLiteral("--format must be text or json, not '%1'").arg(format));
    options.json = format == QLatin1String("json");
    for (const QString& pair : parser.values(compareOption)) {
        const QStringList parts = pair.split(QLatin1Char(','));
        bool okWhite = false;
        bool okBlack = false;
        const int white = parts.size() == 2 ? parts.at(0).toInt(&okWhite) : 0;
        const int black = parts.size() == 2 ? parts.at(1).toInt(&okBlack) : 0;
        if (!okWhite || !okBlack || !(white >= 0 && white <= MaxElo) ||
            !(black >= 0 && black <= MaxElo))
            return usageError(command, QStringLiteral("--compare-elos must be two ratings from 0 "
                                                      "to %1 as W,B, not '%2'")
                                           .arg(MaxElo)
                                           .arg(pair));
        options.compareElos.emplace_back(white, black);
    }
    if (options.fen && !options.compareElos.empty())
        return usageError(command, QStringLiteral("--compare-elos goes with --pgn"));
    return options.fen ? analyseFen(command, options) : analysePgn(options);
}

} // namespace kibitz::cli
