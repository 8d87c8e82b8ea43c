#pragma once

#include "search/tt.h"

#include <QStringList>

#include <atomic>
#include <memory>
#include <string>
#include <string_view>

namespace kibitz::chess {
struct FenError;
}

// The subcommands of kibitz-cli. Each takes its own arguments (the command name first) and
// returns the process exit code.
namespace kibitz::cli {

// Interrupted: stopped by Ctrl+C where what was finished is kept (annotate, dataset build, tune),
// 128 + SIGINT as a shell reports a program that the signal ended.
enum ExitCode { Success = 0, Failure = 1, UsageError = 2, Interrupted = 130 };

int run(const QStringList& arguments); // the whole command line, program name first
int runAnalyse(const QStringList& arguments);
int runAnnotate(const QStringList& arguments);
int runBench(const QStringList& arguments);
int runDataset(const QStringList& arguments);
int runDatasetModel(const QStringList& arguments); // dataset fit, dataset measure
int runInvisible(const QStringList& arguments);    // invisible play, invisible match
int runMatch(const QStringList& arguments);
int runPerft(const QStringList& arguments);
int runPgn(const QStringList& arguments);
int runSolve(const QStringList& arguments);
int runTablebase(const QStringList& arguments); // tb probe, tb generate
int runTheory(const QStringList& arguments);
int runTune(const QStringList& arguments);        // tune phoenix, tune games
int runTuneGames(const QStringList& arguments);   // the command line from "games" on
int runTunePhoenix(const QStringList& arguments); // the command line from "phoenix" on
int runUci(const QStringList& arguments);
int runWdlFit(const QStringList& arguments);

// Prints "kibitz-cli: <message>" and the hint to use --help on standard error.
int usageError(const QString& command, const QString& message);

// A file that a command reads or writes, as the user named it, and what it is to the command,
// in the words of a message: "output", "--judgements output", "input", "opening book".
struct CommandFile {
    QString role;
    QString path;
};

// Refuses an output that would overwrite one of the command's inputs, or another of its outputs,
// before any work is done: the same path however spelled (./X, dir/../X), or the same file
// through a symbolic or a hard link (the same device and inode). Standard input and output ('-'),
// empty paths (a file not asked for) and an output that exists but is not a regular file (a FIFO,
// /dev/null: written to, never replaced) are never refused. Success, or a usage error whose
// message names both files.
int refuseOverwritingInputs(const QString& command, const QList<CommandFile>& outputs,
                            const QList<CommandFile>& inputs);

// The file that a UCI engine's `program` starts, as QProcess finds it: the path itself when it
// has a '/', else the executable of that name on PATH (empty when there is none).
QString programFile(const QString& program);

// The transposition table of bench's and solve's --hash MB (HashOption, which checks the size):
// the table, or nullptr after the message that the memory cannot be had.
std::unique_ptr<search::TranspositionTable> hashTable(const QString& command,
                                                      std::size_t megabytes);

// Ctrl+C for the commands that stop cleanly (annotate, analyse, match): the first sets the flag
// (the work stops and what is finished is kept), a second ends the program at once. SIGTERM and
// SIGHUP do the same.
// The constructor clears the flag and installs the handler; the destructor restores the default.
class InterruptWatch {
public:
    InterruptWatch();
    ~InterruptWatch();
    InterruptWatch(const InterruptWatch&) = delete;
    InterruptWatch& operator=(const InterruptWatch&) = delete;
    static std::atomic<bool>& flag();
};
// x with `decimals` digits after the point ("0.5470"), for every command's figures.
std::string fixed(double x, int decimals);

// Flushes standard output in the middle of a command (progress, a count before its timing); a
// failure is remembered, and reported with its reason when the command ends.
void flushStandardOutput();

// How every command reports a FEN it cannot read (--fen of perft and analyse): "kibitz-cli
// <command>: invalid FEN: <the located error>", then the FEN (around the error, its control
// characters shown as messages quote them) with a caret under the bad column; a usage error.
int fenError(const QString& command, std::string_view fen, const chess::FenError& error);

} // namespace kibitz::cli
