#include "chess/notation.h"
#include "commands.h"
#include "options.h"
#include "search/search.h"
#include "util/message.h"

#include <QCommandLineParser>
#include <QFile>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::cli {

namespace {

constexpr const char* SolveUsage =
    R"(Usage: kibitz-cli solve FILE.epd [--nodes N] [--depth-model plies|ers] [--hash MB]

Searches every position of an EPD test suite that has an id and a best move (bm) or a move to
avoid (am), with one thread and a node budget, so that the run is the same on every machine. A
position is solved when the search ends on a bm move (and not on an am move). Its nodes to
solution are the nodes searched when the best move became a solution for the last time: from
then on it stayed one.

Prints one line per position: id, solved (yes or no), nodes to solution (- when not solved) and
the search's best move in SAN; then the number solved and the sum and median of the nodes to
solution over the solved positions. A bad EPD line is reported as FILE:LINE:COLUMN on standard
error and skipped.

Options:
{nodes}
  --depth-model MODEL  plies (one ply a move) or ers (Godescu's ERS* fractional ply: checks
                       and captures cost less than a ply) (default plies)
{hash}
  -h, --help           show this help

Exit status: 0 when every line was read, 1 when a line was bad or the file could not be read,
2 for a usage error.
)";

struct SolveSettings {
    std::uint64_t nodes = 1'000'000;
    std::size_t hashMegabytes = DefaultHashMegabytes;
};

// The number options of solve (NumberOption), and the column of their help in SolveUsage. The
// node budget goes as far as analyse's and match's.
const NumberOption<SolveSettings> SolveNumbers[] = {
    {"nodes", "N", 1, 1e12, true, "node budget of each search (default {})",
     [](const SolveSettings& s) { return double(s.nodes); },
     [](SolveSettings& s, double x) { s.nodes = std::uint64_t(x); }},
    HashOption<SolveSettings>,
};
constexpr std::size_t SolveHelpColumn = 23;

// One test position of an EPD file (a line with its operations, e.g. `bm Qg6; id "WAC.001";`).
struct EpdRecord {
    std::string id;
    std::string fen;
    std::vector<chess::Move> best;  // bm: any of these solves it
    std::vector<chess::Move> avoid; // am: none of these may be played
};

struct EpdError {
    int column = 0; // 1-based; 0 when the problem is the line as a whole
    std::string message;
};

// An operand of an EPD operation with the 1-based column where it starts.
struct Operand {
    std::string text;
    int column = 0;
};

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Reads the moves of a bm or am operation, in SAN, in the record's position.
std::optional<EpdError> readMoves(const chess::Position& pos, const std::string& opcode,
                                  const std::vector<Operand>& operands,
                                  std::vector<chess::Move>& moves) {
    if (operands.empty()) return EpdError{0, "'" + opcode + "' names no move"};
    for (const Operand& operand : operands) {
        const auto m = chess::parseSan(pos, operand.text);
        if (!m)
            return EpdError{operand.column + m.error().column - 1,
                            "bad '" + opcode + "' move: " + m.error().message};
        moves.push_back(*m);
    }
    return std::nullopt;
}

// Reads the operands of an operation from `i` on, through its ';' (or the end of the line).
Expected<std::vector<Operand>, EpdError> readOperands(std::string_view line, std::size_t& i,
                                                      const std::string& opcode) {
    std::vector<Operand> operands;
    while (true) {
        while (i < line.size() && isSpace(line[i])) ++i;
        if (i >= line.size()) return operands;
        if (line[i] == ';') {
            ++i;
            return operands;
        }
        Operand operand;
        operand.column = int(i) + 1;
        if (line[i] == '"') {
            const std::size_t close = line.find('"', i + 1);
            if (close == std::string_view::npos)
                return unexpected(EpdError{operand.column, "the string of '" + shownValue(opcode) +
                                                               "' is not closed: '\"' is missing"});
            operand.text = std::string(line.substr(i + 1, close - i - 1));
            i = close + 1;
        } else {
            const std::size_t start = i;
            while (i < line.size() && !isSpace(line[i]) && line[i] != ';') ++i;
            operand.text = std::string(line.substr(start, i - start));
        }
        operands.push_back(std::move(operand));
    }
}

// Parses one EPD line: the four FEN fields, then operations, each an opcode, its operands (a
// quoted string is one operand) and a ';'. The ';' of the last operation may be left out.
// Operations other than bm, am and id are skipped.
Expected<EpdRecord, EpdError> parseEpd(std::string_view line) {
    EpdRecord record;
    // The four fields, given to the FEN reader as they stand, so that its columns are ours.
    std::size_t i = 0;
    for (int field = 0; field < 4 && i < line.size(); ++field) {
        while (i < line.size() && isSpace(line[i])) ++i;
        while (i < line.size() && !isSpace(line[i])) ++i;
    }
    chess::Position pos;
    if (const auto set = pos.setFen(line.substr(0, i)); !set)
        return unexpected(EpdError{set.error().column,
                                   "bad position: FEN field " +
                                       std::to_string(int(set.error().field)) + " (" +
                                       std::string(chess::FenError::fieldName(set.error().field)) +
                                       "): " + set.error().message});
    record.fen = std::string(line.substr(0, i));

    bool hasId = false;
    while (true) {
        while (i < line.size() && isSpace(line[i])) ++i;
        if (i >= line.size()) break;
        const int opcodeColumn = int(i) + 1;
        const std::size_t start = i;
        while (i < line.size() && !isSpace(line[i]) && line[i] != ';') ++i;
        const std::string opcode(line.substr(start, i - start));
        if (opcode.empty() || !std::isalpha(static_cast<unsigned char>(opcode[0])))
            return unexpected(EpdError{opcodeColumn, "expected an opcode, not '" +
                                                         shownValue(line.substr(start, 1)) + "'"});
        const auto operands = readOperands(line, i, opcode);
        if (!operands) return unexpected(operands.error());
        std::optional<EpdError> error;
        if (opcode == "bm") {
            error = readMoves(pos, opcode, *operands, record.best);
        } else if (opcode == "am") {
            error = readMoves(pos, opcode, *operands, record.avoid);
        } else if (opcode == "id") {
            if (operands->size() != 1 || operands->front().text.empty())
                error = EpdError{opcodeColumn, "'id' needs one string"};
            else
                record.id = operands->front().text;
            hasId = true;
        }
        if (error) {
            if (error->column == 0) error->column = opcodeColumn;
            return unexpected(*error);
        }
    }
    if (record.best.empty() && record.avoid.empty())
        return unexpected(EpdError{0, "no 'bm' or 'am' operation: nothing to solve"});
    if (!hasId) return unexpected(EpdError{0, "no 'id' operation"});
    return record;
}

// Whether playing `m` solves the record.
bool solves(const EpdRecord& record, chess::Move m) {
    if (m.isNone()) return false;
    const auto contains = [m](const std::vector<chess::Move>& moves) {
        return std::find(moves.begin(), moves.end(), m) != moves.end();
    };
    return (record.best.empty() || contains(record.best)) && !contains(record.avoid);
}

// Reads the file's test positions; reports bad lines on standard error. False when a line was
// bad.
bool readSuite(QFile& file, const std::string& name, std::vector<EpdRecord>& records) {
    bool allGood = true;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        std::string line = file.readLine().toStdString();
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        if (std::all_of(line.begin(), line.end(), isSpace)) continue;
        auto record = parseEpd(line);
        if (record) {
            records.push_back(std::move(*record));
            continue;
        }
        allGood = false;
        const EpdError& error = record.error();
        if (error.column > 0)
            std::fprintf(stderr, "%s:%d:%d: error: %s\n", name.c_str(), lineNumber, error.column,
                         error.message.c_str());
        else
            std::fprintf(stderr, "%s:%d: error: %s\n", name.c_str(), lineNumber,
                         error.message.c_str());
    }
    return allGood;
}

struct Outcome {
    bool solved = false;
    std::uint64_t nodesToSolution = 0;
    chess::Move bestMove = chess::Move::none();
};

// Searches one position; follows the best move of each completed iteration (the exact reports
// of line 1) to find when it became a solution for good.
Outcome solve(const EpdRecord& record, search::Searcher& searcher, const search::Limits& limits) {
    chess::Position pos;
    pos.setFen(record.fen);
    std::optional<std::uint64_t> solvedSince;
    const std::atomic<bool> stop{false};
    const search::SearchResult result =
        searcher.run(pos, limits, stop, [&](const search::LineInfo& info) {
            if (info.bound != search::Bound::Exact || info.multiPv != 1 || info.pv.empty()) return;
            if (!solves(record, info.pv.front()))
                solvedSince.reset();
            else if (!solvedSince)
                solvedSince = info.nodes;
        });
    Outcome outcome;
    outcome.bestMove = result.bestMove;
    outcome.solved = solves(record, result.bestMove);
    if (outcome.solved) outcome.nodesToSolution = solvedSince.value_or(result.nodes);
    return outcome;
}

// The median of a sorted, non-empty list, as text: a whole number, or one ending in .5.
std::string medianText(const std::vector<std::uint64_t>& sorted) {
    const std::size_t n = sorted.size();
    if (n % 2 == 1) return std::to_string(sorted[n / 2]);
    const std::uint64_t twice = sorted[n / 2 - 1] + sorted[n / 2];
    return std::to_string(twice / 2) + (twice % 2 ? ".5" : "");
}

} // namespace

int runSolve(const QStringList& arguments) {
    const QString command = QStringLiteral("solve");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const SolveSettings defaults;
    const std::span<const NumberOption<SolveSettings>> numbers(SolveNumbers);
    const QCommandLineOption modelOption(QStringLiteral("depth-model"), {}, QStringLiteral("MODEL"),
                                         QStringLiteral("plies"));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({modelOption, helpOption});
    parser.addOptions(declareOptions(numbers, defaults));
    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(withOptionHelp(SolveUsage, numbers, defaults, SolveHelpColumn).c_str(), stdout);
        return Success;
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) return usageError(command, QStringLiteral("no EPD file to solve"));
    if (files.size() > 1)
        return usageError(command, QStringLiteral("unexpected argument '%1'").arg(files.at(1)));
    SolveSettings settings;
    if (!readOptions(command, parser, numbers, settings)) return UsageError;
    const std::uint64_t nodes = settings.nodes;
    const QString model = parser.value(modelOption);
    if (model != QLatin1String("plies") && model != QLatin1String("ers"))
        return usageError(
            command, QStringLiteral("--depth-model must be plies or ers, not '%1'").arg(model));
    const auto table = hashTable(command, settings.hashMegabytes);
    if (!table) return Failure;
    search::TranspositionTable& tt = *table;

    const QString& path = files.constFirst();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        std::fprintf(stderr, "kibitz-cli solve: %s: %s\n", qPrintable(path),
                     qPrintable(file.errorString()));
        return Failure;
    }
    std::vector<EpdRecord> records;
    const bool allGood = readSuite(file, path.toStdString(), records);

    search::Limits limits;
    limits.nodes = nodes;
    limits.depthModel =
        model == QLatin1String("ers") ? search::DepthModel::Ers : search::DepthModel::Plies;
    search::Searcher searcher(tt);
    int idWidth = 0;
    for (const EpdRecord& r : records) idWidth = std::max(idWidth, int(r.id.size()));
    const int nodesWidth = int(std::to_string(nodes).size());
    std::vector<std::uint64_t> solvedNodes;
    for (const EpdRecord& record : records) {
        tt.clear();
        searcher.clearHistory();
        const Outcome outcome = solve(record, searcher, limits);
        chess::Position pos;
        pos.setFen(record.fen);
        const std::string move =
            outcome.bestMove.isNone() ? std::string("-") : chess::toSan(pos, outcome.bestMove);
        const std::string nodesText =
            outcome.solved ? std::to_string(outcome.nodesToSolution) : std::string("-");
        std::printf("%-*s  %-3s  %*s  %s\n", idWidth, record.id.c_str(),
                    outcome.solved ? "yes" : "no", nodesWidth, nodesText.c_str(), move.c_str());
        flushStandardOutput();
        if (outcome.solved) solvedNodes.push_back(outcome.nodesToSolution);
    }
    std::sort(solvedNodes.begin(), solvedNodes.end());
    std::uint64_t sum = 0;
    for (const std::uint64_t n : solvedNodes) sum += n;
    std::printf("solved %zu/%zu within %llu nodes each (depth model %s)\n", solvedNodes.size(),
                records.size(), static_cast<unsigned long long>(nodes), qPrintable(model));
    std::printf("nodes to solution: sum %llu, median %s\n", static_cast<unsigned long long>(sum),
                solvedNodes.empty() ? "-" : medianText(solvedNodes).c_str());
    return allGood ? Success : Failure;
}

} // namespace kibitz::cli
