#pragma once

// Cuts a stream of PGN text into games without parsing moves: the first stage of the reader and
// all of the game index. Memory stays constant whatever the size of the input: only the game being
// cut is held, in a buffer that starts at 1 MiB and grows only for a larger single game, up to
// 256 MiB: a longer "game" stops the reading with an error.

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

// Where bytes come from: a file, standard input, or memory.
class ByteSource {
public:
    virtual ~ByteSource() = default;
    // Reads up to `size` bytes; 0 at the end of the input or on an error (see error()).
    virtual std::size_t read(char* buffer, std::size_t size) = 0;
    virtual std::string error() const { return {}; }
    // Bytes left to read if known, else 0: a small input gets a small buffer.
    virtual std::size_t sizeHint() const { return 0; }
};

// Reads a FILE*; owns it (and closes it) unless it is stdin.
class FileSource final : public ByteSource {
public:
    explicit FileSource(std::FILE* file)
        : file_(file) {}
    ~FileSource() override;
    FileSource(const FileSource&) = delete;
    FileSource& operator=(const FileSource&) = delete;
    std::size_t read(char* buffer, std::size_t size) override;
    std::string error() const override { return error_; }

private:
    std::FILE* file_;
    std::string error_;
};

class MemorySource final : public ByteSource {
public:
    explicit MemorySource(std::string text)
        : text_(std::move(text)) {}
    std::size_t read(char* buffer, std::size_t size) override;
    std::size_t sizeHint() const override { return text_.size() - position_; }

private:
    std::string text_;
    std::size_t position_ = 0;
};

// One game's bytes, as they are in the input.
struct GameText {
    std::string_view text;   // valid until the next call to GameSplitter::next()
    std::int64_t offset = 0; // of its first byte in the input
    std::int64_t line = 1;   // of its first byte
};

// Finds where games begin and end the way the reader does:
// - Between games, blank lines, `%` escape lines and a UTF-8 byte order mark are skipped.
// - A game ends after its result (1-0, 0-1, 1/2-1/2, *) outside comments and variations.
// - A game without a result ends where a tag line (`[` first on a line) follows its movetext, or
//   where a second [Event tag starts before any movetext, or at the end of the input.
// - A runaway comment or variation (a `{` or `(` never closed) ends at the next line that looks
//   like a tag (`[Name "`), so one broken game cannot swallow the rest of the file.
class GameSplitter {
public:
    // `offset` and `line` say where in the file the source starts (for a game index entry).
    explicit GameSplitter(std::unique_ptr<ByteSource> source, std::int64_t offset = 0,
                          std::int64_t line = 1);

    bool next(GameText& game);
    // Why reading stopped early, or empty.
    std::string error() const { return error_.empty() ? source_->error() : error_; }
    // Bytes consumed so far (for progress).
    std::int64_t position() const { return bufferOffset_ + std::int64_t(scan_); }

private:
    struct Marks; // indices into buffer_ that move when it is compacted
    bool skipToGame();
    bool scanGame(Marks& marks);
    bool refill(Marks* marks);
    // Ends the input where a run of NUL bytes starts, with the error that says where.
    void stopAtNulRun();

    std::unique_ptr<ByteSource> source_;
    std::vector<char> buffer_;
    std::size_t begin_ = 0; // first byte still needed
    std::size_t scan_ = 0;  // next byte to look at
    std::size_t end_ = 0;   // one past the last byte read
    std::int64_t bufferOffset_ = 0;
    std::int64_t line_ = 1;
    bool atLineStart_ = true;
    bool eof_ = false;
    std::string error_;            // a game too long to hold, or no text
    std::size_t nulRun_ = 0;       // NUL bytes in a row up to end_
    std::int64_t nulRunStart_ = 0; // where they start in the input
};

} // namespace kibitz::pgn
