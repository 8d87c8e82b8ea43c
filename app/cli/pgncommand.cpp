#include "commands.h"
#include "output.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <QCommandLineParser>

#include <cstdio>
#include <memory>
#include <string>

namespace kibitz::cli {

namespace {

constexpr const char* PgnUsage = R"(Usage: kibitz-cli pgn check [-q] FILE...
       kibitz-cli pgn format FILE [-o OUT] [--glyphs]

Reads PGN files game by game, in constant memory, whatever their size.

  check    reads every game and prints each problem as FILE:LINE:COLUMN: error|warning: ...,
           then per file the number of games, plies (main line), errors and warnings.
           The exit status is 1 if any game had an error.
  format   rewrites FILE in the PGN export format (seven tag roster first, lines of at most
           80 columns, NAGs as $n). A game with an error is copied unchanged and reported on
           standard error; the exit status is then 1.

FILE and OUT may be '-' for standard input and output. Without -o, format writes to standard
output. OUT is replaced only when the whole file has been written (a FIFO or a device is written to
directly).

Options:
  -o, --output OUT   where format writes
  --glyphs           format writes !, ?, !!, ??, !?, ?! instead of $1 to $6
  -q, --quiet        check prints errors only, no warnings
  -h, --help         show this help
)";

void printProblem(const std::string& file, const char* severity, const pgn::PgnError& e) {
    std::fprintf(stdout, "%s:%lld:%d: %s: game %lld: %s\n", file.c_str(), (long long)e.line,
                 e.column, severity, (long long)e.game, e.message.c_str());
}

std::int64_t mainLinePlies(const pgn::GameTree& tree) {
    std::int64_t plies = 0;
    for (pgn::NodeId n = tree.firstChild(pgn::GameTree::root()); n != pgn::NoNode;
         n = tree.firstChild(n))
        ++plies;
    return plies;
}

struct Counts {
    std::int64_t games = 0, plies = 0, errors = 0, warnings = 0;
};

std::string count(std::int64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

void printCounts(const std::string& label, const Counts& c) {
    std::fprintf(stdout, "%s: %s, %s, %s, %s\n", label.c_str(),
                 count(c.games, "game", "games").c_str(), count(c.plies, "ply", "plies").c_str(),
                 count(c.errors, "error", "errors").c_str(),
                 count(c.warnings, "warning", "warnings").c_str());
}

std::string displayName(const std::string& path) {
    return path == "-" ? std::string("<stdin>") : path;
}

// Reads one file; false when it could not be opened or read to its end.
bool checkFile(const std::string& path, bool quiet, Counts& total) {
    auto opened = pgn::PgnReader::open(path);
    if (!opened) {
        std::fprintf(stderr, "kibitz-cli pgn check: %s\n", opened.error().c_str());
        return false;
    }
    pgn::PgnReader& reader = **opened;
    const std::string name = displayName(path);
    Counts counts;
    pgn::Game game;
    while (reader.readGame(game)) {
        const pgn::GameReport& report = reader.report();
        ++counts.games;
        counts.plies += mainLinePlies(game.tree());
        if (report.error) {
            ++counts.errors;
            printProblem(name, "error", *report.error);
        }
        counts.warnings += std::int64_t(report.warnings.size());
        if (!quiet)
            for (const pgn::PgnError& w : report.warnings) printProblem(name, "warning", w);
    }
    printCounts(name, counts);
    total.games += counts.games;
    total.plies += counts.plies;
    total.errors += counts.errors;
    total.warnings += counts.warnings;
    if (const std::string error = reader.ioError(); !error.empty()) {
        std::fprintf(stderr, "kibitz-cli pgn check: %s: %s\n", name.c_str(), error.c_str());
        return false;
    }
    return true;
}

int check(const QStringList& files, bool quiet) {
    Counts total;
    bool readAll = true;
    for (const QString& file : files) readAll &= checkFile(file.toStdString(), quiet, total);
    if (files.size() > 1) printCounts("total", total);
    return readAll && total.errors == 0 ? Success : Failure;
}

int format(const QString& inputPath, const QString& outputPath, pgn::WriterOptions options) {
    const std::string input = inputPath.toStdString();
    auto opened = pgn::PgnReader::open(input);
    if (!opened) {
        std::fprintf(stderr, "kibitz-cli pgn format: %s\n", opened.error().c_str());
        return Failure;
    }
    Output output(outputPath);
    if (!output.open()) {
        std::fprintf(stderr, "kibitz-cli pgn format: %s\n", qPrintable(output.error()));
        return Failure;
    }
    pgn::PgnReader& reader = **opened;
    const std::string name = displayName(input);
    pgn::Game game;
    std::string text;
    bool anyError = false;
    while (reader.readGame(game)) {
        const pgn::GameReport& report = reader.report();
        text.clear();
        for (const pgn::PgnError& w : report.warnings)
            std::fprintf(stderr, "%s:%lld:%d: warning: game %lld: %s\n", name.c_str(),
                         (long long)w.line, w.column, (long long)w.game, w.message.c_str());
        if (report.error) {
            // Nothing the user wrote is lost: the game goes out exactly as it came in.
            anyError = true;
            const pgn::PgnError& e = *report.error;
            std::fprintf(stderr, "%s:%lld:%d: error: game %lld: %s (copied unchanged)\n",
                         name.c_str(), (long long)e.line, e.column, (long long)e.game,
                         e.message.c_str());
            text.assign(report.text);
            while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
            text += "\n\n";
        } else {
            pgn::writeGame(text, game, options);
        }
        if (!output.write(text)) {
            std::fprintf(stderr, "kibitz-cli pgn format: %s\n", qPrintable(output.error()));
            return Failure;
        }
    }
    if (const std::string error = reader.ioError(); !error.empty()) {
        std::fprintf(stderr, "kibitz-cli pgn format: %s: %s (output not written)\n", name.c_str(),
                     error.c_str());
        return Failure;
    }
    if (!output.commit()) {
        std::fprintf(stderr, "kibitz-cli pgn format: %s\n", qPrintable(output.error()));
        return Failure;
    }
    return anyError ? Failure : Success;
}

} // namespace

int runPgn(const QStringList& arguments) {
    const QString command = QStringLiteral("pgn");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")}, {},
                                          QStringLiteral("OUT"), QStringLiteral("-"));
    const QCommandLineOption glyphsOption(QStringLiteral("glyphs"));
    const QCommandLineOption quietOption(QStringList{QStringLiteral("q"), QStringLiteral("quiet")});
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({outputOption, glyphsOption, quietOption, helpOption});

    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(PgnUsage, stdout);
        return Success;
    }
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(command, QStringLiteral("expected 'check' or 'format'"));
    const QString action = positional.takeFirst();
    if (action == QLatin1String("check")) {
        if (positional.isEmpty()) return usageError(command, QStringLiteral("no file to check"));
        if (parser.isSet(outputOption) || parser.isSet(glyphsOption))
            return usageError(command, QStringLiteral("-o and --glyphs belong to 'pgn format'"));
        return check(positional, parser.isSet(quietOption));
    }
    if (action == QLatin1String("format")) {
        if (positional.size() != 1)
            return usageError(command, QStringLiteral("'pgn format' takes exactly one FILE"));
        if (parser.isSet(quietOption))
            return usageError(command, QStringLiteral("-q belongs to 'pgn check'"));
        pgn::WriterOptions options;
        if (parser.isSet(glyphsOption)) options.nags = pgn::WriterOptions::NagStyle::Glyphs;
        if (const int refused =
                refuseOverwritingInputs(QStringLiteral("pgn format"),
                                        {{QStringLiteral("output"), parser.value(outputOption)}},
                                        {{QStringLiteral("input"), positional.constFirst()}});
            refused != Success)
            return refused;
        return format(positional.constFirst(), parser.value(outputOption), options);
    }
    return usageError(
        command, QStringLiteral("unknown action '%1': expected 'check' or 'format'").arg(action));
}

} // namespace kibitz::cli
