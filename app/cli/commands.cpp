#include "commands.h"

#include "chess/position.h"
#include "util/message.h"
#include "util/utf8.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

namespace kibitz::cli {

namespace {

constexpr const char* Usage = R"(Usage: kibitz-cli <command> [options]

Kibitz chess analysis on the command line.

Commands:
  annotate   annotate PGN games with move symbols, assessments and comments (the main job)
  analyse    Michie's expected utility, tension and entropies of a position or a whole game
  bench      search fixed positions to a fixed depth: the node count signature and speed
  dataset    build the dataset of real positions (ratings, move played, every move's score)
  invisible  Invisible Chess between the paper's advisor players: one game, or a match
  match      play a match between two UCI engines: W/D/L, Elo and LOS, games as PGN
  perft      count the leaf nodes of the legal move tree below a position
  pgn        check PGN files, or rewrite one in the export format
  solve      search the positions of an EPD test suite: solved, and nodes to solution
  tb         exact values of endgames: probe a position, generate Kibitz's own tables
  theory     evaluate an abstract game tree (JSON) with Michie's model of fallible play
  tune       tune the built-in engine's evaluation: Phoenix's genetic algorithm, or real games
  uci        run the built-in engine as a UCI engine on standard input and output
  wdl-fit    fit the model of win/draw/loss probabilities to the results of PGN games with evals

Options:
  -h, --help       show this help; `kibitz-cli <command> --help` shows a command's options
  -v, --version    show the version

Exit status: 0 on success, 1 when the work failed, 2 for a usage error.
)";

} // namespace

std::string fixed(double x, int decimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, x);
    return text;
}

int usageError(const QString& command, const QString& message) {
    const QString prefix =
        command.isEmpty() ? QStringLiteral("kibitz-cli") : QStringLiteral("kibitz-cli ") + command;
    std::fprintf(stderr, "%s: %s\nTry '%s --help' for more information.\n", qPrintable(prefix),
                 qPrintable(message), qPrintable(prefix));
    return UsageError;
}

namespace {

// What a path names: a file that exists by its device and inode, so that every link to it is the
// same; one not yet made by its absolute path, its folder's symbolic links and '..' resolved, so
// that two spellings of it are the same.
struct FileIdentity {
    bool exists = false;
    bool regular = false;
    dev_t device = 0;
    ino_t inode = 0;
    QString path;

    bool isSameFile(const FileIdentity& other) const {
        if (exists != other.exists) return false;
        return exists ? device == other.device && inode == other.inode : path == other.path;
    }
};

FileIdentity identify(const QString& path) {
    FileIdentity identity;
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) == 0) {
        identity.exists = true;
        identity.regular = S_ISREG(status.st_mode);
        identity.device = status.st_dev;
        identity.inode = status.st_ino;
        return identity;
    }
    const QFileInfo file(path);
    const QString folder = QDir(file.absolutePath()).canonicalPath();
    identity.path = folder.isEmpty() ? QDir::cleanPath(file.absoluteFilePath())
                                     : folder + QLatin1Char('/') + file.fileName();
    return identity;
}

bool isNamedFile(const QString& path) {
    return !path.isEmpty() && path != QLatin1String("-");
}

} // namespace

int refuseOverwritingInputs(const QString& command, const QList<CommandFile>& outputs,
                            const QList<CommandFile>& inputs) {
    for (qsizetype i = 0; i < outputs.size(); ++i) {
        const CommandFile& output = outputs.at(i);
        if (!isNamedFile(output.path)) continue;
        const FileIdentity written = identify(output.path);
        if (written.exists && !written.regular) continue;
        for (const CommandFile& input : inputs) {
            if (!isNamedFile(input.path) || !written.isSameFile(identify(input.path))) continue;
            return usageError(command, QStringLiteral("the %1 '%2' is the %3 '%4': writing it "
                                                      "would destroy the %3; choose another "
                                                      "output file")
                                           .arg(output.role, output.path, input.role, input.path));
        }
        for (qsizetype j = 0; j < i; ++j) {
            const CommandFile& earlier = outputs.at(j);
            if (!isNamedFile(earlier.path) || !written.isSameFile(identify(earlier.path))) continue;
            return usageError(command,
                              QStringLiteral("the %1 '%2' is the %3 '%4': one would "
                                             "overwrite the other; choose different "
                                             "output files")
                                  .arg(output.role, output.path, earlier.role, earlier.path));
        }
    }
    return Success;
}

QString programFile(const QString& program) {
    if (program.contains(QLatin1Char('/'))) return program;
    return QStandardPaths::findExecutable(program);
}

std::unique_ptr<search::TranspositionTable> hashTable(const QString& command,
                                                      std::size_t megabytes) {
    auto table = std::make_unique<search::TranspositionTable>(1);
    if (!table->resize(megabytes)) {
        std::fprintf(stderr, "kibitz-cli %s: cannot allocate a hash table of %zu MB\n",
                     qPrintable(command), megabytes);
        return nullptr;
    }
    return table;
}

int fenError(const QString& command, std::string_view fen, const chess::FenError& error) {
    // A window of the FEN around the error, so that a huge one is not echoed.
    constexpr std::size_t Around = 30;
    const auto isContinuation = [&](std::size_t i) {
        return i < fen.size() && isUtf8Continuation(fen[i]);
    };
    const std::size_t at = std::min(fen.size(), std::size_t(std::max(error.column, 1) - 1));
    std::size_t from = at > Around ? at - Around : 0;
    while (isContinuation(from)) ++from;
    std::size_t to = std::min(fen.size(), at + Around);
    while (isContinuation(to)) ++to;
    const std::string before = (from > 0 ? "\u2026" : "") + shownValue(fen.substr(from, at - from));
    const std::string after =
        shownValue(fen.substr(at, to - at)) + (to < fen.size() ? "\u2026" : "");
    const int caret = utf8Length(before);
    std::fprintf(stderr, "kibitz-cli %s: invalid FEN: %s\n  %s%s\n  %*s^\n", qPrintable(command),
                 error.toString().c_str(), before.c_str(), after.c_str(), caret, "");
    return UsageError;
}

namespace {

// Ctrl+C, and the stop a system or a closed terminal asks for (kill, timeout, logging out).
constexpr int StopSignals[] = {SIGINT, SIGTERM, SIGHUP};

void onInterrupt(int signal) {
    InterruptWatch::flag() = true;
    std::signal(signal, SIG_DFL); // a second one ends the program at once
}

int standardOutputError = 0; // the errno of the first failed flush

} // namespace

InterruptWatch::InterruptWatch() {
    flag() = false;
    for (const int signal : StopSignals) std::signal(signal, onInterrupt);
}

InterruptWatch::~InterruptWatch() {
    for (const int signal : StopSignals) std::signal(signal, SIG_DFL);
}

std::atomic<bool>& InterruptWatch::flag() {
    static std::atomic<bool> interrupted{false};
    return interrupted;
}

void flushStandardOutput() {
    errno = 0;
    if (std::fflush(stdout) != 0 && standardOutputError == 0) standardOutputError = errno;
}

namespace {

// Whatever a command printed must have reached standard output (a full disk, a closed pipe): if
// not, the command failed.
int checkStandardOutput(const QString& command, int status) {
    flushStandardOutput();
    const int reason = standardOutputError;
    if (reason == 0 && !std::ferror(stdout)) return status;
    const QString prefix =
        command.isEmpty() ? QStringLiteral("kibitz-cli") : QStringLiteral("kibitz-cli ") + command;
    std::fprintf(stderr, "%s: cannot write standard output%s%s\n", qPrintable(prefix),
                 reason != 0 ? ": " : "", reason != 0 ? std::strerror(reason) : "");
    return status == Success ? Failure : status;
}

int runCommand(const QStringList& arguments) {
    if (arguments.size() < 2) {
        std::fputs(Usage, stderr);
        return UsageError;
    }
    const QString& first = arguments.at(1);
    if (first == QLatin1String("-h") || first == QLatin1String("--help")) {
        std::fputs(Usage, stdout);
        return Success;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        std::printf("%s %s\n", qPrintable(QCoreApplication::applicationName()),
                    qPrintable(QCoreApplication::applicationVersion()));
        return Success;
    }
    const QStringList commandArguments = arguments.mid(1);
    if (first == QLatin1String("analyse") || first == QLatin1String("analyze"))
        return runAnalyse(commandArguments);
    if (first == QLatin1String("annotate")) return runAnnotate(commandArguments);
    if (first == QLatin1String("bench")) return runBench(commandArguments);
    if (first == QLatin1String("dataset")) return runDataset(commandArguments);
    if (first == QLatin1String("invisible")) return runInvisible(commandArguments);
    if (first == QLatin1String("match")) return runMatch(commandArguments);
    if (first == QLatin1String("perft")) return runPerft(commandArguments);
    if (first == QLatin1String("pgn")) return runPgn(commandArguments);
    if (first == QLatin1String("solve")) return runSolve(commandArguments);
    if (first == QLatin1String("tb")) return runTablebase(commandArguments);
    if (first == QLatin1String("theory")) return runTheory(commandArguments);
    if (first == QLatin1String("tune")) return runTune(commandArguments);
    if (first == QLatin1String("uci")) return runUci(commandArguments);
    if (first == QLatin1String("wdl-fit")) return runWdlFit(commandArguments);
    if (first.startsWith(QLatin1Char('-')))
        return usageError({}, QStringLiteral("unknown option '%1'").arg(first));
    return usageError({}, QStringLiteral("unknown command '%1'").arg(first));
}

} // namespace

int run(const QStringList& arguments) {
    const int status = runCommand(arguments);
    const QString command = arguments.size() > 1 && !arguments.at(1).startsWith(QLatin1Char('-'))
                                ? arguments.at(1)
                                : QString();
    return checkStandardOutput(command, status);
}

} // namespace kibitz::cli
