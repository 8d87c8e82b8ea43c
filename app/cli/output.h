#pragma once

// Where a command writes its result (annotate, pgn format, match --pgn): the one place that opens
// an output file.

#include <QString>

#include <memory>
#include <string_view>

namespace kibitz::util {
class AtomicFile;
}

namespace kibitz::cli {

// "-" is standard output. A regular file (or a new one) is written beside itself and replaced in
// one step by commit(), so that a failed or interrupted run leaves the old file as it was (in
// Append mode it is appended to, each write at once). Anything else - a FIFO, a terminal, a
// device such as /dev/null - is opened and written directly, never replaced. Every write's result
// is known when it is made; an error names the file and gives the system's reason ("No space left
// on device").
class Output {
public:
    enum class Mode { Replace, Append };

    explicit Output(QString path, Mode mode = Mode::Replace);
    ~Output();
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;

    bool open();
    // After an error, writes do nothing and return false.
    bool write(std::string_view text);
    // Puts a replaced file in place, or flushes; false (with error()) if anything went wrong, in
    // which case an existing file is left as it was.
    bool commit();
    // Leaves an existing file as it was: nothing written is kept (Replace mode on a regular file).
    void discard();

    // "cannot write OUT: No space left on device"; empty when all went well.
    const QString& error() const { return error_; }
    // The name the user gave ("standard output" for "-").
    QString name() const;
    bool toTerminal() const;
    // True for a regular file replaced in one step by commit().
    bool replacesFile() const { return saveFile_ != nullptr; }

private:
    bool fail(int errorNumber);
    bool fail(const QString& reason);

    QString path_;
    Mode mode_;
    std::unique_ptr<util::AtomicFile> saveFile_; // a regular file replaced in one step
    int fd_ = -1;                                // standard output, or a file written directly
    bool ownsFd_ = false;
    QString error_;
};

} // namespace kibitz::cli
