#include "splitter.h"

#include "lexical.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>

namespace kibitz::pgn {

namespace {

constexpr std::size_t NoIndex = std::size_t(-1);
constexpr std::size_t InitialBufferSize = std::size_t(1) << 20;
// The longest game the splitter holds. The longest real games are some kilobytes; a file of
// hundreds of megabytes without a game's end (/dev/zero, a binary file) is not PGN, and reading it
// whole would take all the memory there is.
constexpr std::size_t MaxGameBytes = std::size_t(256) << 20;
// The longest run of NUL bytes read as text.
constexpr std::size_t MaxNulRun = 4096;

// What a byte is to the scanner outside comments and strings.
enum CharClass : unsigned char { TokenChar, Blank, Newline, Special };

const auto CharClasses = [] {
    std::array<CharClass, 256> table{};
    for (int c = 0; c < 256; ++c) {
        const char ch = char(c);
        table[std::size_t(c)] = ch == '\n'                             ? Newline
                                : lexical::isBlank(ch)                 ? Blank
                                : lexical::isTokenEnd(ch) || ch == '%' ? Special
                                                                       : TokenChar;
    }
    return table;
}();

CharClass classOf(char c) {
    return CharClasses[static_cast<unsigned char>(c)];
}

} // namespace

FileSource::~FileSource() {
    if (file_ && file_ != stdin) std::fclose(file_);
}

std::size_t FileSource::read(char* buffer, std::size_t size) {
    const std::size_t n = std::fread(buffer, 1, size, file_);
    if (n == 0 && std::ferror(file_)) error_ = std::strerror(errno);
    return n;
}

std::size_t MemorySource::read(char* buffer, std::size_t size) {
    const std::size_t n = std::min(size, text_.size() - position_);
    std::memcpy(buffer, text_.data() + position_, n);
    position_ += n;
    return n;
}

struct GameSplitter::Marks {
    std::size_t gameStart = 0;
    std::size_t tokenStart = NoIndex;
    std::size_t bracketStart = NoIndex; // the '[' of the tag whose name is being read
    std::int64_t bracketLine = 0;       // ... and its line (a comment may come between)
    std::size_t probeStart = NoIndex;   // the '[' of a tag-like line inside a comment

    void shift(std::size_t by) {
        for (std::size_t* mark : {&gameStart, &tokenStart, &bracketStart, &probeStart})
            if (*mark != NoIndex) *mark -= by;
    }
};

GameSplitter::GameSplitter(std::unique_ptr<ByteSource> source, std::int64_t offset,
                           std::int64_t line)
    : source_(std::move(source))
    , bufferOffset_(offset)
    , line_(line) {}

bool GameSplitter::refill(Marks* marks) {
    if (eof_) return false;
    begin_ = marks ? marks->gameStart : scan_;
    if (begin_ > 0) {
        // Keep only the bytes still needed, at the front, so the buffer does not grow.
        std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
        end_ -= begin_;
        scan_ -= begin_;
        bufferOffset_ += std::int64_t(begin_);
        if (marks) marks->shift(begin_);
        begin_ = 0;
    }
    if (end_ == buffer_.size() && buffer_.size() >= MaxGameBytes) {
        error_ = "a game longer than 256 MB, which no PGN file holds: reading stopped there";
        eof_ = true;
        return false;
    }
    if (end_ == buffer_.size()) {
        const std::size_t hint = source_->sizeHint();
        const std::size_t first =
            hint > 0 ? std::min(InitialBufferSize, std::max<std::size_t>(hint, 4096))
                     : InitialBufferSize;
        buffer_.resize(buffer_.empty() ? first : buffer_.size() * 2);
    }
    const std::size_t n = source_->read(buffer_.data() + end_, buffer_.size() - end_);
    if (n == 0) {
        eof_ = true;
        return false;
    }
    // A stray NUL byte is read as any other, but a long run of them is no text: /dev/zero, a
    // binary file, a file padded with zeros by a crash. Reading stops there, and the games
    // before it are read.
    const char* data = buffer_.data();
    for (std::size_t at = end_; at < end_ + n;) {
        if (nulRun_ == 0) {
            const void* nul = std::memchr(data + at, '\0', end_ + n - at);
            if (!nul) break;
            at = std::size_t(static_cast<const char*>(nul) - data);
            nulRunStart_ = bufferOffset_ + std::int64_t(at);
        }
        while (at < end_ + n && data[at] == '\0') {
            ++at;
            ++nulRun_;
        }
        if (nulRun_ >= MaxNulRun) {
            stopAtNulRun();
            return end_ > scan_;
        }
        if (at < end_ + n) nulRun_ = 0;
    }
    end_ += n;
    return true;
}

void GameSplitter::stopAtNulRun() {
    // Where the run starts, when it is still in the buffer ahead of the scan.
    const std::int64_t start = nulRunStart_ - bufferOffset_;
    const std::size_t at = start >= std::int64_t(scan_) ? std::size_t(start) : scan_;
    const char* first = buffer_.data() + scan_;
    const char* stop = buffer_.data() + at;
    const std::int64_t line = line_ + std::int64_t(std::count(first, stop, '\n'));
    const char* lineStart = stop;
    while (lineStart > buffer_.data() && lineStart[-1] != '\n') --lineStart;
    error_ = "line " + std::to_string(line) + ", column " + std::to_string(stop - lineStart + 1) +
             ": " + std::to_string(MaxNulRun) +
             " NUL bytes in a row, which no PGN text holds (is this a binary file?): reading "
             "stopped there";
    end_ = at; // the games before the run are read, without it
    eof_ = true;
}

bool GameSplitter::skipToGame() {
    while (true) {
        if (scan_ == end_) {
            if (!refill(nullptr)) return false;
            continue;
        }
        const char c = buffer_[scan_];
        const auto u = static_cast<unsigned char>(c);
        if (c == '\n') {
            ++line_;
            atLineStart_ = true;
            ++scan_;
        } else if (u == 0xEF || u == 0xBB || u == 0xBF) {
            ++scan_; // a byte order mark, at the start of a file or of a concatenated one
        } else if (lexical::isBlank(c)) {
            atLineStart_ = false;
            ++scan_;
        } else if (c == '%' && atLineStart_) {
            // An escape line (PGN standard 6): ignored up to its newline.
            while (true) {
                if (scan_ == end_ && !refill(nullptr)) return false;
                if (buffer_[scan_] == '\n') break;
                ++scan_;
            }
        } else {
            return true;
        }
    }
}

bool GameSplitter::next(GameText& game) {
    if (!skipToGame()) return false;
    Marks marks;
    marks.gameStart = scan_;
    const std::int64_t line = line_;
    scanGame(marks);
    game.text = std::string_view(buffer_.data() + marks.gameStart, scan_ - marks.gameStart);
    game.offset = bufferOffset_ + std::int64_t(marks.gameStart);
    game.line = line;
    begin_ = scan_;
    return true;
}

// Scans one game from scan_ and leaves scan_ one past its last byte. Returns false when the game
// ran to the end of the input.
bool GameSplitter::scanGame(Marks& marks) {
    enum class Lex { Normal, String, StringEscape, Brace, LineComment };
    Lex lex = Lex::Normal;
    int depth = 0;
    bool sawMovetext = false;
    bool sawEvent = false;
    bool inTag = false;
    bool readingTagName = false;
    bool bracketFirstOnLine = false;
    bool lineHasContent = false;
    bool columnOne = atLineStart_;
    int probe = 0; // progress through `[Name "` at the start of a line inside a comment

    std::size_t i = scan_;
    auto endAt = [&](std::size_t at, bool lineStart) {
        scan_ = at;
        atLineStart_ = lineStart;
        return true;
    };

    while (true) {
        if (i == end_) {
            scan_ = i;
            if (!refill(&marks)) {
                scan_ = end_;
                atLineStart_ = false;
                return false;
            }
            i = scan_;
            continue;
        }
        const char c = buffer_[i];

        if (lex != Lex::Normal) {
            switch (lex) {
            case Lex::Brace:
                if (probe == 0 && c != '}' && c != '\n') {
                    // Comment text: skip to the next byte that matters.
                    ++i;
                    while (i < end_ && buffer_[i] != '}' && buffer_[i] != '\n') ++i;
                    continue;
                }
                if (c == '}') {
                    lex = Lex::Normal;
                } else if (c == '\n') {
                    ++line_;
                    probe = 1;
                    ++i;
                    continue;
                } else if (probe == 1) {
                    probe = c == '[' ? 2 : 0;
                    marks.probeStart = i;
                } else if (probe == 2) {
                    probe = lexical::isNameChar(c) ? 3 : 0;
                } else if (probe == 3) {
                    probe = lexical::isNameChar(c) ? 3 : c == ' ' ? 4 : 0;
                } else if (probe == 4) {
                    if (c == '"') return endAt(marks.probeStart, true);
                    probe = c == ' ' ? 4 : 0;
                }
                ++i;
                continue;
            case Lex::LineComment:
                if (c == '\n') {
                    lex = Lex::Normal;
                    continue; // the newline is counted below
                }
                ++i;
                continue;
            case Lex::String:
                if (c == '\n') {
                    lex = Lex::Normal; // an unterminated tag value ends with its line
                    continue;
                }
                if (c == '\\') lex = Lex::StringEscape;
                if (c == '"') lex = Lex::Normal;
                ++i;
                continue;
            case Lex::StringEscape:
                if (c == '\n') {
                    lex = Lex::Normal;
                    continue;
                }
                lex = Lex::String;
                ++i;
                continue;
            case Lex::Normal: break;
            }
        }

        if (classOf(c) == TokenChar) {
            // A token's bytes: find where it ends.
            if (marks.tokenStart == NoIndex) marks.tokenStart = i;
            if (!inTag) sawMovetext = true;
            columnOne = false;
            lineHasContent = true;
            ++i;
            while (i < end_ && classOf(buffer_[i]) == TokenChar) ++i;
            continue;
        }
        if (marks.tokenStart != NoIndex) {
            const std::string_view token(buffer_.data() + marks.tokenStart, i - marks.tokenStart);
            marks.tokenStart = NoIndex;
            if (readingTagName) {
                readingTagName = false;
                if (!sawMovetext && token == "Event") {
                    if (sawEvent) {
                        // The next game starts at that '[': the lines after it are the next
                        // game's.
                        line_ = marks.bracketLine;
                        return endAt(marks.bracketStart, bracketFirstOnLine);
                    }
                    sawEvent = true;
                }
            } else if (!inTag && depth == 0 && lexical::isResultToken(token)) {
                return endAt(i, false);
            }
        }

        const bool wasColumnOne = columnOne;
        columnOne = false;
        switch (c) {
        case '\n':
            ++line_;
            columnOne = true;
            lineHasContent = false;
            inTag = readingTagName = false;
            ++i;
            continue;
        case ' ':
        case '\t':
        case '\r':
        case '\f':
        case '\v': ++i; continue;
        case '{':
            lex = Lex::Brace;
            probe = 0;
            break;
        case ';': lex = Lex::LineComment; break;
        case '"': lex = Lex::String; break;
        case '[':
            if (sawMovetext && !lineHasContent) return endAt(i, true);
            inTag = readingTagName = true;
            marks.bracketStart = i;
            marks.bracketLine = line_;
            bracketFirstOnLine = !lineHasContent;
            break;
        case ']': inTag = readingTagName = false; break;
        case '(':
        case ')':
            if (!inTag) {
                sawMovetext = true;
                depth += c == '(' ? 1 : depth > 0 ? -1 : 0;
            }
            break;
        case '%':
            if (wasColumnOne) {
                lex = Lex::LineComment; // an escape line inside a game
                break;
            }
            [[fallthrough]];
        default:
            if (marks.tokenStart == NoIndex) marks.tokenStart = i;
            if (!inTag) sawMovetext = true;
            break;
        }
        lineHasContent = true;
        ++i;
    }
}

} // namespace kibitz::pgn
