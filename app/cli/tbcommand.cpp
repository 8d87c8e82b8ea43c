#include "chess/bitboard.h"
#include "chess/notation.h"
#include "commands.h"
#include "endgametables.h"
#include "options.h"
#include "tablebase/bestmoves.h"
#include "tablebase/solver.h"
#include "tablebase/syzygy.h"

#include <QCommandLineParser>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <chrono>
#include <cstdio>
#include <string>

namespace kibitz::cli {

namespace {

constexpr const char* TbUsage =
    R"(Usage: kibitz-cli tb probe --fen FEN [--syzygy PATH] [--cache DIR]
       kibitz-cli tb generate [--pieces 3|4] [--cache DIR]

Exact values of endgames.

probe     the value of a position of few pieces, from the side to move's standpoint. It prints
          'wdl: win|cursed-win|draw|blessed-loss|loss', then 'source: syzygy|solver', then
          'dtz: N' (plies to the next capture or pawn move, Syzygy's) and 'dtm: N' (plies to
          mate, Kibitz's own tables) where known, then 'moves:' and every legal move with the
          value it keeps, best first. With --syzygy the Syzygy tables answer (the 50-move rule
          counted from the FEN's halfmove clock: cursed wins and blessed losses); without, Kibitz's
          own tables of up to four pieces, which ignore the 50-move rule and so say win, draw or
          loss. The tables a position needs are made first if the cache lacks them (seconds).
generate  makes every table of Kibitz's own of up to --pieces pieces (default 4, kings included)
          that the cache lacks, on every core, with progress on standard error.

Options:
  --fen FEN        the position (quoted, or as the remaining words)
  --syzygy PATH    folders of Syzygy tables, separated by ':'
  --cache DIR      the folder of Kibitz's own tables (default: the XDG cache's
                   kibitz/tablebases)
{pieces}
  -h, --help       show this help

A position that no table has, or an illegal one, gets a message and exit status 1.
)";

struct TbSettings {
    int pieces = 4;
};

// The number option of tb generate (NumberOption), and the column of its help in TbUsage.
const NumberOption<TbSettings> TbNumbers[] = {
    {"pieces", "N", 3, 4, true, "generate: the most pieces, 3 or 4",
     [](const TbSettings& s) { return double(s.pieces); },
     [](TbSettings& s, double x) { s.pieces = int(x); }},
};
constexpr std::size_t TbHelpColumn = 19;

std::string sanOf(const chess::Position& position, chess::Move move) {
    chess::Position copy = position.clone();
    return chess::toSan(copy, move);
}

std::string distances(const tablebase::Probe& probe) {
    std::string text;
    if (probe.dtz) text += " dtz " + std::to_string(*probe.dtz);
    if (probe.dtm) text += " dtm " + std::to_string(*probe.dtm);
    return text;
}

void printProbe(const tablebase::Probe& probe) {
    std::printf("wdl: %s\nsource: %s\n", std::string(tablebase::wdlName(probe.wdl)).c_str(),
                std::string(tablebase::sourceName(probe.source)).c_str());
    if (probe.dtz) std::printf("dtz: %d\n", *probe.dtz);
    if (probe.dtm) std::printf("dtm: %d\n", *probe.dtm);
}

int probeWithSyzygy(const QString& command, const chess::Position& position, const QString& path) {
    const auto syzygy = tablebase::Syzygy::open(tablebase::splitSyzygyPath(path.toStdString()));
    for (const std::string& problem : syzygy->problems())
        std::fprintf(stderr, "kibitz-cli %s: %s\n", qPrintable(command), problem.c_str());
    const auto root = syzygy->probeRoot(position);
    if (!root) {
        std::fprintf(stderr, "kibitz-cli %s: the position is in no Syzygy table of %s (%s)\n",
                     qPrintable(command), qPrintable(path), syzygy->summary().c_str());
        return Failure;
    }
    printProbe(root->probe);
    std::printf("moves:\n");
    for (const tablebase::MoveProbe& move : root->moves)
        std::printf("  %s %s dtz %d\n", sanOf(position, move.move).c_str(),
                    std::string(tablebase::wdlName(move.wdl)).c_str(), move.dtz);
    return Success;
}

int probeWithSolver(const QString& command, const chess::Position& position,
                    tablebase::Solver& solver) {
    const auto made = solver.generateFor(position, tableProgress(), &InterruptWatch::flag());
    if (!made) {
        std::fprintf(stderr, "kibitz-cli %s: %s\n", qPrintable(command), made.error().c_str());
        return Failure;
    }
    if (const auto unsaved = solver.takeCacheFailure())
        std::fprintf(stderr, "kibitz-cli %s: %s; the table is used from memory\n",
                     qPrintable(command), unsaved->c_str());
    if (*made == tablebase::Solver::Outcome::Cancelled) {
        std::fprintf(stderr, "kibitz-cli %s: interrupted\n", qPrintable(command));
        return Interrupted;
    }
    const auto probe = solver.probe(position);
    const auto moves = tablebase::bestMoves(solver, position);
    if (!probe || !moves) {
        std::fprintf(stderr, "kibitz-cli %s: the position is in none of Kibitz's tables\n",
                     qPrintable(command));
        return Failure;
    }
    printProbe(*probe);
    std::printf("moves:\n");
    for (const tablebase::MoveValue& move : *moves)
        std::printf("  %s %s%s\n", sanOf(position, move.move).c_str(),
                    std::string(tablebase::wdlName(move.value.wdl)).c_str(),
                    distances(move.value).c_str());
    return Success;
}

// The bytes of the files in `folder`.
qint64 folderBytes(const QString& folder) {
    qint64 bytes = 0;
    QDirIterator files(folder, QDir::Files);
    while (files.hasNext()) bytes += QFileInfo(files.next()).size();
    return bytes;
}

} // namespace

int runTablebase(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption fenOption(QStringLiteral("fen"), {}, QStringLiteral("FEN"));
    const QCommandLineOption syzygyOption(QStringLiteral("syzygy"), {}, QStringLiteral("PATH"));
    const QCommandLineOption cacheOption(QStringLiteral("cache"), {}, QStringLiteral("DIR"));
    const TbSettings defaults;
    const std::span<const NumberOption<TbSettings>> numbers(TbNumbers);
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({fenOption, syzygyOption, cacheOption, helpOption});
    parser.addOptions(declareOptions(numbers, defaults));
    if (!parser.parse(arguments)) return usageError(QStringLiteral("tb"), parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(withOptionHelp(TbUsage, numbers, defaults, TbHelpColumn).c_str(), stdout);
        return Success;
    }
    QStringList words = parser.positionalArguments();
    if (words.isEmpty())
        return usageError(QStringLiteral("tb"), QStringLiteral("give probe or generate"));
    const QString verb = words.takeFirst();
    const QString command = QStringLiteral("tb ") + verb;
    tablebase::Solver solver(parser.isSet(cacheOption) ? parser.value(cacheOption)
                                                       : tablebase::Solver::defaultCacheFolder());
    const InterruptWatch interrupt;

    if (verb == QLatin1String("generate")) {
        if (!words.isEmpty())
            return usageError(command,
                              QStringLiteral("unexpected argument '%1'").arg(words.first()));
        TbSettings settings;
        if (!readOptions(command, parser, numbers, settings)) return UsageError;
        const auto start = std::chrono::steady_clock::now();
        const auto made = solver.generateAll(settings.pieces, tableProgress(), &interrupt.flag());
        if (!made) {
            std::fprintf(stderr, "kibitz-cli %s: %s\n", qPrintable(command), made.error().c_str());
            return Failure;
        }
        // Making the tables is for the cache: one that cannot be written fails the command.
        if (const auto unsaved = solver.takeCacheFailure()) {
            std::fprintf(stderr, "kibitz-cli %s: %s\n", qPrintable(command), unsaved->c_str());
            return Failure;
        }
        if (*made == tablebase::Solver::Outcome::Cancelled) {
            std::fprintf(stderr, "kibitz-cli %s: interrupted; the tables made so far are kept\n",
                         qPrintable(command));
            return Interrupted;
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("tables of up to %d pieces in %s (%.1f MB), ready in %.1f s\n", settings.pieces,
                    qPrintable(solver.cacheFolder()),
                    double(folderBytes(solver.cacheFolder())) / 1e6, seconds);
        return Success;
    }
    if (verb != QLatin1String("probe"))
        return usageError(QStringLiteral("tb"),
                          QStringLiteral("unknown verb '%1': give probe or generate").arg(verb));
    if (!parser.isSet(fenOption)) return usageError(command, QStringLiteral("--fen is required"));
    // A FEN given without quotes arrives as --fen's value plus the remaining words.
    const std::string fen = (QStringList{parser.value(fenOption)} + words).join(' ').toStdString();
    chess::Position position;
    if (const auto set = position.setFen(fen); !set) return fenError(command, fen, set.error());
    if (position.castlingRights() != chess::NoCastling) {
        std::fprintf(stderr, "kibitz-cli %s: no table has a position with castling rights\n",
                     qPrintable(command));
        return Failure;
    }
    if (parser.isSet(syzygyOption))
        return probeWithSyzygy(command, position, parser.value(syzygyOption));
    const int pieces = chess::popCount(position.pieces());
    if (pieces > 4) {
        std::fprintf(stderr,
                     "kibitz-cli %s: the position has %d pieces; Kibitz's own tables have up to "
                     "4 (give --syzygy PATH for larger tables)\n",
                     qPrintable(command), pieces);
        return Failure;
    }
    return probeWithSolver(command, position, solver);
}

} // namespace kibitz::cli
