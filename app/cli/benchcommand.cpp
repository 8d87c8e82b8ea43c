#include "commands.h"
#include "options.h"
#include "search/search.h"
#include "tablebase/tablebases.h"

#include <QCommandLineParser>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>

namespace kibitz::cli {

namespace {

constexpr const char* BenchUsage =
    R"(Usage: kibitz-cli bench [--depth N] [--hash MB] [--syzygy PATH] [--tables]

Searches a fixed set of positions to a fixed depth with one thread and prints the total number of
nodes and the speed. The node count is the search's signature: it changes only when the search
or the evaluation behaves differently, so a commit that changes it says so. The signature is
that of the search without endgame tables; with them the count differs where they answer (the
positions they have are probed inside the search), and the probes they answered are printed.

Options:
{depth}
{hash}
  --syzygy PATH   probe the Syzygy tables in PATH (folders separated by ':')
  --tables        probe Kibitz's own endgame tables that the cache holds (tb generate)
  -h, --help      show this help
)";

struct BenchSettings {
    int depth = 13;
    std::size_t hashMegabytes = DefaultHashMegabytes;
};

// The number options of bench (NumberOption), and the column of their help in BenchUsage.
const NumberOption<BenchSettings> BenchNumbers[] = {
    {"depth", "N", 1, search::MaxPly - 1, true, "depth of each search (default {})",
     [](const BenchSettings& s) { return double(s.depth); },
     [](BenchSettings& s, double x) { s.depth = int(x); }},
    HashOption<BenchSettings>,
};
constexpr std::size_t BenchHelpColumn = 18;

// Openings, middlegames and endgames with tactics, checks and promotions: the perft suite's
// positions and some of the Bratko-Kopec test.
constexpr std::array BenchPositions = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1",
    "3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - 0 1",
    "2q1rr1k/3bbnnp/p2p1pp1/2pPp3/PpP1P1P1/1P2BNNP/2BQ1PRK/7R b - - 0 1",
    "rnbqkb1r/p3pppp/1p6/2ppP3/3N4/2P5/PPP1QPPP/R1B1KB1R w KQkq - 0 1",
    "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 1",
    "8/8/8/8/5kp1/P7/8/1K1N4 w - - 0 1",
};

} // namespace

int runBench(const QStringList& arguments) {
    const QString command = QStringLiteral("bench");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const BenchSettings defaults;
    const std::span<const NumberOption<BenchSettings>> numbers(BenchNumbers);
    const QCommandLineOption syzygyOption(QStringLiteral("syzygy"), {}, QStringLiteral("PATH"));
    const QCommandLineOption tablesOption(QStringLiteral("tables"));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions(declareOptions(numbers, defaults));
    parser.addOptions({syzygyOption, tablesOption, helpOption});
    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(withOptionHelp(BenchUsage, numbers, defaults, BenchHelpColumn).c_str(), stdout);
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(command, QStringLiteral("unexpected argument '%1'")
                                       .arg(parser.positionalArguments().constFirst()));
    BenchSettings settings;
    if (!readOptions(command, parser, numbers, settings)) return UsageError;
    const auto table = hashTable(command, settings.hashMegabytes);
    if (!table) return Failure;
    search::TranspositionTable& tt = *table;

    search::Searcher searcher(tt);
    std::atomic<bool> stop{false};
    search::Limits limits;
    limits.depth = settings.depth;
    std::shared_ptr<const tablebase::Syzygy> syzygy;
    if (parser.isSet(syzygyOption)) {
        syzygy = tablebase::Syzygy::open(
            tablebase::splitSyzygyPath(parser.value(syzygyOption).toStdString()));
        for (const std::string& problem : syzygy->problems())
            std::fprintf(stderr, "kibitz-cli bench: %s\n", problem.c_str());
        std::fprintf(stderr, "kibitz-cli bench: %s\n", syzygy->summary().c_str());
    }
    auto solver =
        parser.isSet(tablesOption) ? std::make_shared<const tablebase::Solver>() : nullptr;
    if (syzygy || solver)
        limits.tablebases = std::make_shared<const tablebase::Tablebases>(syzygy, solver);
    std::uint64_t nodes = 0;
    std::uint64_t tbHits = 0;
    const auto start = std::chrono::steady_clock::now();
    int index = 0;
    for (const char* fen : BenchPositions) {
        chess::Position pos;
        pos.setFen(fen);
        tt.clear();
        searcher.clearHistory();
        const search::SearchResult r = searcher.run(pos, limits, stop);
        nodes += r.nodes;
        tbHits += r.tbHits;
        std::fprintf(stderr, "position %2d/%zu: %10llu nodes  %s\n", ++index, BenchPositions.size(),
                     static_cast<unsigned long long>(r.nodes), fen);
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    std::printf(
        "Total time (ms) : %lld\nNodes searched  : %llu\nNodes/second    : %llu\n",
        static_cast<long long>(ms), static_cast<unsigned long long>(nodes),
        static_cast<unsigned long long>(nodes * 1000 / std::uint64_t(std::max<long long>(1, ms))));
    if (limits.tablebases)
        std::printf("Table hits      : %llu\n", static_cast<unsigned long long>(tbHits));
    return Success;
}

} // namespace kibitz::cli
