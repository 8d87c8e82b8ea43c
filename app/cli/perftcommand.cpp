#include "chess/notation.h"
#include "chess/perft.h"
#include "commands.h"
#include "options.h"

#include <QCommandLineParser>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

namespace kibitz::cli {

namespace {

constexpr const char* PerftUsage =
    R"(Usage: kibitz-cli perft [--fen FEN|startpos] --depth N [--divide] [--no-bulk] [--chess960]

Counts the leaf nodes of the legal move tree below a position: the standard check of a move
generator against published counts.

Options:
  --fen FEN        the position (quoted, or as the remaining words), or 'startpos' (the default)
{depth}
  --divide         print the count below each legal move, one 'move: count' a line in UCI
                   notation, sorted, then 'total: N'
  --no-bulk        make and unmake every move of the last ply instead of counting them
  --chess960       read the FEN's castling rights as X-FEN or Shredder-FEN (Chess960)
  -h, --help       show this help

The count goes to standard output, the time taken and the speed to standard error.
)";

struct PerftSettings {
    int depth = 0; // --depth is required: never the default
};

// The number option of perft (NumberOption), and the column of its help in PerftUsage.
const NumberOption<PerftSettings> PerftNumbers[] = {
    {"depth", "N", 0, 64, true, "how many plies deep to count, 0 to 64",
     [](const PerftSettings& s) { return double(s.depth); },
     [](PerftSettings& s, double x) { s.depth = int(x); }, "d"},
};
constexpr std::size_t PerftHelpColumn = 19;

} // namespace

int runPerft(const QStringList& arguments) {
    const QString command = QStringLiteral("perft");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption fenOption(QStringLiteral("fen"), {}, QStringLiteral("FEN"),
                                       QStringLiteral("startpos"));
    const PerftSettings defaults;
    const std::span<const NumberOption<PerftSettings>> numbers(PerftNumbers);
    const QCommandLineOption divideOption(QStringLiteral("divide"));
    const QCommandLineOption noBulkOption(QStringLiteral("no-bulk"));
    const QCommandLineOption chess960Option(QStringLiteral("chess960"));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({fenOption, divideOption, noBulkOption, chess960Option, helpOption});
    parser.addOptions(declareOptions(numbers, defaults));

    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(withOptionHelp(PerftUsage, numbers, defaults, PerftHelpColumn).c_str(), stdout);
        return Success;
    }

    // A FEN given without quotes arrives as --fen's value plus the remaining words.
    QStringList fenWords{parser.value(fenOption)};
    fenWords += parser.positionalArguments();
    if (!parser.isSet(fenOption) && !parser.positionalArguments().isEmpty())
        return usageError(command, QStringLiteral("unexpected argument '%1'")
                                       .arg(parser.positionalArguments().constFirst()));
    const QString fenText = fenWords.join(QLatin1Char(' '));

    if (!parser.isSet(QStringLiteral("depth")))
        return usageError(command, QStringLiteral("--depth is required"));
    PerftSettings settings;
    if (!readOptions(command, parser, numbers, settings)) return UsageError;
    const int depth = settings.depth;

    chess::Position pos;
    const std::string fen = fenText == QLatin1String("startpos")
                                ? std::string(chess::Position::StartFen)
                                : fenText.toStdString();
    if (const auto set = pos.setFen(fen, parser.isSet(chess960Option)); !set) {
        return fenError(command, fen, set.error());
    }

    const auto mode =
        parser.isSet(noBulkOption) ? chess::PerftMode::MakeEveryLeaf : chess::PerftMode::BulkCount;
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    if (parser.isSet(divideOption)) {
        struct Line {
            std::string move;
            std::uint64_t nodes;
        };
        std::vector<Line> lines;
        for (const auto& [move, nodes] : chess::perftDivide(pos, depth, mode)) {
            lines.push_back({chess::toUci(pos, move), nodes});
            total += nodes;
        }
        std::sort(lines.begin(), lines.end(),
                  [](const Line& a, const Line& b) { return a.move < b.move; });
        for (const auto& [move, nodes] : lines)
            std::printf("%s: %llu\n", move.c_str(), static_cast<unsigned long long>(nodes));
        std::printf("total: %llu\n", static_cast<unsigned long long>(total));
    } else {
        total = chess::perft(pos, depth, mode);
        std::printf("%llu\n", static_cast<unsigned long long>(total));
    }
    flushStandardOutput();

    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "perft %d: %llu nodes in %.3f s (%.1f M nodes/s)\n", depth,
                 static_cast<unsigned long long>(total), seconds,
                 seconds > 0 ? double(total) / seconds / 1e6 : 0.0);
    return Success;
}

} // namespace kibitz::cli
