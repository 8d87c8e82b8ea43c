#include "reader.h"

#include "chess/notation.h"
#include "encoding.h"
#include "lexical.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace kibitz::pgn {

using chess::Move;
using chess::Position;
using lexical::isBlank;
using lexical::isTokenEnd;

MessageText PgnError::toText() const {
    return MessageText(MessageId::PgnLocation,
                       {std::to_string(game), std::to_string(line), std::to_string(column)},
                       {text});
}

std::string PgnError::toString() const {
    return render(toText());
}

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

bool isTagNameChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || isDigit(c) || c == '_' || c == '+' ||
           c == '#' || c == '=' || c == ':' || c == '-';
}

// Glyphs written instead of NAGs, standalone or after a move (PGN standard 10, and the symbols of
// printed chess literature that ChessBase and others export).
struct Glyph {
    std::string_view text;
    Nag nag;
};
constexpr Glyph Glyphs[] = {
    {"!", 1},         {"?", 2},    {"!!", 3},       {"??", 4},   {"!?", 5},       {"?!", 6},
    {"\u25A1", 7},    {"=", 10},   {"\u221E", 13},  {"+=", 14},  {"+/=", 14},     {"\u2A72", 14},
    {"=+", 15},       {"=/+", 15}, {"\u2A71", 15},  {"+/-", 16}, {"\u00B1", 16},  {"-/+", 17},
    {"\u2213", 17},   {"+-", 18},  {"+\u2212", 18}, {"-+", 19},  {"\u2212+", 19}, {"=/\u221E", 44},
    {"\u221E/=", 45}, {"N", 146},
};

std::optional<Nag> glyphNag(std::string_view text) {
    // Most tokens are moves: rule them out by their first byte (glyphs start with punctuation,
    // the lead byte of a symbol, or are the letter N alone).
    const char first = text.front();
    if ((first >= 'a' && first <= 'z') || (first >= '0' && first <= '9') ||
        (first >= 'A' && first <= 'Z' && text != "N"))
        return std::nullopt;
    for (const Glyph& g : Glyphs)
        if (g.text == text) return g.nag;
    return std::nullopt;
}

bool isNullMove(std::string_view token) {
    const char first = token.front();
    if (first != '-' && first != 'Z' && first != '0' && first != '@') return false;
    return token == "--" || token == "Z0" || token == "0000" || token == "@@@@";
}

std::string_view resultOf(std::string_view token) {
    if (!lexical::isResultToken(token)) return {};
    return token.front() == '\xC2' ? std::string_view("1/2-1/2") : token; // ½-½
}

std::string lowerCase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](char c) { return char(c >= 'A' && c <= 'Z' ? c + 32 : c); });
    return text;
}

// The Variant tag's spellings of Chess960, and of the standard game.
bool isChess960Variant(const std::string& value) {
    const std::string v = lowerCase(value);
    return v == "chess960" || v == "chess 960" || v == "960" || v == "fischerandom" ||
           v == "fischer random" || v == "fischer-random";
}

bool isStandardVariant(const std::string& value) {
    const std::string v = lowerCase(value);
    // A saved game of Invisible Chess (core/invisible/record.h) is the referee's true game, a
    // game of chess with "--" for a lost turn: it reads as one.
    return v.empty() || v == "standard" || v == "normal" || v == "chess" || v == "from position" ||
           v == "fromposition" || v == "invisible chess";
}

// A FEN whose only fault is the fullmove number 0.
bool isFullmoveZero(const chess::FenError& error) {
    return error.text.id == MessageId::FenBadFullmoveNumber && error.text.args.size() == 1 &&
           error.text.args.front() == "0";
}

void appendComment(std::string& to, std::string_view text) {
    if (text.empty()) return;
    if (!to.empty()) to += ' ';
    to.append(text);
}

// Parses one game. The members are the cursor (p_, line_, lineStart_) and the state of the line
// being read; `board_` always holds the position after `current_`.
class GameParser {
public:
    GameParser(std::string_view text, Game& game, GameReport& report, Position& board,
               std::size_t moveLimit)
        : moveLimit_(moveLimit)
        , p_(text.data())
        , end_(text.data() + text.size())
        , lineStart_(text.data())
        , line_(report.line)
        , game_(game)
        , tree_(game.tree())
        , report_(report)
        , board_(board) {}

    void run() {
        if (!parseTags() || !setUpBoard()) return;
        const bool complete = parseMovetext();
        settleResult(complete);
    }

private:
    // Locating and reporting.
    int column(const char* at) const {
        return 1 + utf8Length(std::string_view(lineStart_, std::size_t(at - lineStart_)));
    }
    // Problems are rare: the sentence is built and rendered only here, off the path of the moves.
    PgnError problem(const char* at, std::string_view token, MessageText text) const {
        std::string message = render(text);
        return PgnError{report_.number,     line_,          column(at), std::string(token),
                        std::move(message), std::move(text)};
    }
    bool fail(const char* at, std::string_view token, MessageText text) {
        report_.error = problem(at, token, std::move(text));
        return false;
    }
    bool fail(const char* at, std::string_view token, MessageId id,
              std::vector<std::string> values = {}) {
        return fail(at, token, MessageText(id, std::move(values)));
    }
    void warn(const char* at, std::string_view token, MessageId id,
              std::vector<std::string> values = {}) {
        report_.warnings.push_back(problem(at, token, MessageText(id, std::move(values))));
    }
    void warn(int fenColumn, MessageId id) {
        MessageText text(id);
        std::string message = render(text);
        report_.warnings.push_back(PgnError{report_.number, fenLine_, fenColumn, "0",
                                            std::move(message), std::move(text)});
    }
    void newline(const char* at) {
        ++line_;
        lineStart_ = at + 1;
    }
    bool atColumnOne() const { return p_ == lineStart_; }

    // Skips blanks and newlines; false at the end of the text.
    bool skipSpace() {
        while (p_ < end_) {
            if (*p_ == '\n')
                newline(p_);
            else if (!isBlank(*p_))
                return true;
            ++p_;
        }
        return false;
    }

    void skipLine() {
        while (p_ < end_ && *p_ != '\n') ++p_;
    }

    // `{...}`, with line breaks (and the blanks around them) read as one space, trimmed. A comment
    // left open (a file cut inside it) is an error at its `{`, and its text up to the end of the
    // game is kept in `text`.
    bool readBraceComment(std::string& text) {
        const char* open = p_;
        ++p_;
        text.clear();
        const char* close = static_cast<const char*>(std::memchr(p_, '}', std::size_t(end_ - p_)));
        std::optional<PgnError> notClosed;
        if (!close) {
            notClosed = problem(open, "{", MessageText(MessageId::PgnCommentNotClosed));
            close = end_;
        }
        while (p_ < close) {
            // Copy up to the next line break in one piece.
            const char* lineEnd =
                static_cast<const char*>(std::memchr(p_, '\n', std::size_t(close - p_)));
            const char* runEnd = lineEnd ? lineEnd : close;
            text.append(p_, std::size_t(runEnd - p_));
            p_ = runEnd;
            if (!lineEnd) break;
            newline(p_);
            ++p_;
            // The line break and the blanks around it (a CR included) become one space.
            while (!text.empty() && (isBlank(text.back()))) text.pop_back();
            while (p_ < close && isBlank(*p_)) ++p_;
            if (!text.empty()) text += ' ';
        }
        if (!notClosed) ++p_; // past '}'
        // Trimmed of the blanks a line break takes with it (form feeds too), so that a comment
        // reads back the same after the writer has broken the line at either of its ends.
        const auto blank = std::find_if_not(text.begin(), text.end(), isBlank);
        text.erase(text.begin(), blank);
        while (!text.empty() && isBlank(text.back())) text.pop_back();
        if (notClosed) report_.error = std::move(notClosed);
        return !report_.error;
    }

    // `; ...` up to the end of the line.
    void readLineComment(std::string& text) {
        const char* start = ++p_;
        skipLine();
        std::string_view body(start, std::size_t(p_ - start));
        while (!body.empty() && (isBlank(body.front()))) body.remove_prefix(1);
        while (!body.empty() && (isBlank(body.back()))) body.remove_suffix(1);
        text.assign(body);
    }

    // The tag pair section, with any comments and escape lines among the tags.
    bool parseTags() {
        std::string comment;
        while (skipSpace()) {
            const char c = *p_;
            if (c == '%' && atColumnOne()) {
                skipLine();
            } else if (c == '{') {
                const bool closed = readBraceComment(comment);
                appendComment(preamble_, comment);
                if (!closed) {
                    tree_.setCommentAfter(GameTree::root(), std::move(preamble_));
                    return false;
                }
            } else if (c == ';') {
                readLineComment(comment);
                appendComment(preamble_, comment);
            } else if (c == '[') {
                if (!parseTag()) return false;
            } else {
                break;
            }
        }
        return true;
    }

    bool parseTag() {
        const char* open = p_++;
        while (p_ < end_ && isBlank(*p_)) ++p_;
        const char* nameStart = p_;
        while (p_ < end_ && isTagNameChar(*p_)) ++p_;
        const std::string_view name(nameStart, std::size_t(p_ - nameStart));
        if (name.empty()) return fail(open, "[", MessageId::PgnTagNameMissing);
        while (p_ < end_ && isBlank(*p_)) ++p_;
        if (p_ == end_ || *p_ != '"')
            return fail(p_, name, MessageId::PgnTagValueNotQuoted, {std::string(name)});
        const char* valueStart = ++p_;
        std::string value;
        if (!lexical::readTagValue(p_, end_, value))
            return fail(valueStart - 1, name, MessageId::PgnTagValueNotClosed, {std::string(name)});
        ++p_; // past the closing quote
        while (p_ < end_ && isBlank(*p_)) ++p_;
        if (p_ < end_ && *p_ == ']') {
            ++p_;
        } else if (p_ == end_ || *p_ == '\n') {
            warn(p_, name, MessageId::PgnTagNotClosed, {std::string(name)});
        } else {
            return fail(p_, std::string_view(p_, 1), MessageId::PgnTextAfterTagValue,
                        {std::string(1, *p_), std::string(name)});
        }
        if (name == "FEN") {
            fenLine_ = line_;
            fenColumn_ = column(valueStart);
        }
        game_.appendTag(std::string(name), std::move(value));
        return true;
    }

    bool setUpBoard() {
        bool chess960 = false;
        if (const std::string* variant = game_.tag("Variant")) {
            if (isChess960Variant(*variant)) {
                chess960 = true;
            } else if (!isStandardVariant(*variant)) {
                return fail(p_, *variant, MessageId::PgnVariantUnsupported, {*variant});
            }
        }
        if (const std::string* fen = game_.tag("FEN")) {
            auto error = tree_.setStartPosition(*fen, chess960);
            if (error && isFullmoveZero(*error)) {
                // Some programs write the move number 0: read as 1 here, with a warning (the file
                // is the user's game), though a FEN typed in is refused. The game is what was
                // read, so its tag says 1 too, and the game is written back without the fault.
                const int column = fenColumn_ + error->column - 1;
                std::string one = *fen;
                one[std::size_t(error->column - 1)] = '1';
                error = tree_.setStartPosition(one, chess960);
                warn(column, MessageId::PgnFenFullmoveZero);
                if (!error) {
                    game_.setTag("FEN", one);
                    fen = game_.tag("FEN");
                }
            }
            if (error) {
                MessageText text(MessageId::PgnBadFen, {}, {error->toText()});
                std::string message = render(text);
                report_.error =
                    PgnError{report_.number, fenLine_,           fenColumn_ + error->column - 1,
                             *fen,           std::move(message), std::move(text)};
                return false;
            }
        } else if (chess960) {
            tree_.setStartPosition(Position::StartFen, true);
        }
        board_.setFen(tree_.startFen(), tree_.isChess960());
        if (!preamble_.empty()) tree_.setCommentAfter(GameTree::root(), std::move(preamble_));
        return true;
    }

    // A comment after a move belongs to it; one before the first move of the game is the game's
    // comment (the root's); any other waits for the move it precedes.
    void placeComment(std::string_view text) {
        if (text.empty()) return;
        if (afterMove_)
            tree_.appendCommentAfter(current_, text);
        else if (stack_.empty() && current_ == GameTree::root())
            tree_.appendCommentAfter(GameTree::root(), text);
        else
            appendComment(pendingBefore_, text);
    }

    // A comment that precedes no move (before ')' or the end) stays with the last move.
    void flushPendingComment() {
        if (pendingBefore_.empty()) return;
        tree_.appendCommentAfter(current_, pendingBefore_);
        pendingBefore_.clear();
    }

    bool addMove(const char* at, std::string_view token, Move m) {
        if (moveLimit_ > 0 && std::size_t(tree_.size()) > moveLimit_) // the root counts as one
            return fail(at, token, MessageId::PgnTooManyMoves, {std::to_string(moveLimit_)});
        board_.play(m);
        current_ = tree_.appendChild(current_, m);
        if (!pendingBefore_.empty()) {
            tree_.setCommentBefore(current_, std::move(pendingBefore_));
            pendingBefore_.clear();
        }
        afterMove_ = true;
        return true;
    }

    bool openVariation(const char* at) {
        if (current_ == lineParent_) return fail(at, "(", MessageId::PgnVariationWithoutMove);
        board_.takeBack(tree_.move(current_));
        stack_.push_back({current_, lineParent_});
        current_ = lineParent_ = tree_.parent(current_);
        afterMove_ = false;
        return true;
    }

    bool closeVariation(const char* at) {
        if (stack_.empty()) return fail(at, ")", MessageId::PgnVariationNotOpened);
        flushPendingComment();
        const Frame frame = stack_.back();
        stack_.pop_back();
        for (; current_ != lineParent_; current_ = tree_.parent(current_))
            board_.takeBack(tree_.move(current_));
        current_ = frame.resume;
        lineParent_ = frame.lineParent;
        board_.play(tree_.move(current_));
        afterMove_ = false;
        return true;
    }

    bool addNag(const char* at, std::string_view token, Nag nag) {
        if (current_ == lineParent_) {
            warn(at, token, MessageId::PgnGlyphWithoutMove, {std::string(token)});
            return true;
        }
        tree_.addNag(current_, nag);
        return true;
    }

    bool readNag() {
        const char* start = p_++;
        int value = 0;
        const char* digits = p_;
        // All the digits make the NAG as written, however many (the message quotes it).
        for (; p_ < end_ && isDigit(*p_); ++p_)
            if (value <= 255) value = value * 10 + (*p_ - '0');
        const std::string_view token(start, std::size_t(p_ - start));
        if (p_ == digits) return fail(start, token, MessageId::PgnNagWithoutNumber);
        if (value > 255)
            return fail(start, token, MessageId::PgnNagOutOfRange, {std::string(token)});
        return addNag(start, token, Nag(value));
    }

    bool readNullMove(const char* at, std::string_view token) {
        if (!board_.isLegalNullMove())
            return fail(at, token, MessageId::PgnNullMoveInCheck, {std::string(token)});
        return addMove(at, token, Move::null());
    }

    bool readSan(const char* at, std::string_view token, const std::string& san) {
        const auto parsed = chess::parseSan(board_, san);
        if (!parsed) {
            const auto& e = parsed.error();
            const MessageId id =
                e.kind == chess::MoveTextError::Kind::Ambiguous ? MessageId::PgnAmbiguousMove
                : e.kind == chess::MoveTextError::Kind::Illegal ? MessageId::PgnIllegalMove
                                                                : MessageId::PgnUnreadableMove;
            return fail(at, token, MessageText(id, {std::string(token)}, {e.text}));
        }
        return addMove(at, token, *parsed);
    }

    bool readMove(const char* at, std::string_view token) {
        // Glyph suffixes: "e4!?", "Qxf7+!!", "--!".
        std::size_t sanEnd = token.size();
        while (sanEnd > 0 && (token[sanEnd - 1] == '!' || token[sanEnd - 1] == '?' ||
                              token[sanEnd - 1] == '+' || token[sanEnd - 1] == '#'))
            --sanEnd;
        std::string glyph;
        std::string san(token.substr(0, sanEnd));
        for (std::size_t k = sanEnd; k < token.size(); ++k) {
            if (token[k] == '!' || token[k] == '?')
                glyph += token[k];
            else
                san += token[k];
        }
        const bool made = isNullMove(san) ? readNullMove(at, token) : readSan(at, token, san);
        if (!made) return false;
        if (!glyph.empty()) {
            const auto nag = glyphNag(glyph);
            if (nag)
                tree_.addNag(current_, *nag);
            else
                warn(at + sanEnd, glyph, MessageId::PgnUnknownGlyph, {glyph});
        }
        return true;
    }

    bool readSymbol() {
        const char* start = p_;
        while (p_ < end_ && !isTokenEnd(*p_)) ++p_;
        std::string_view token(start, std::size_t(p_ - start));

        if (const std::string_view result = resultOf(token); !result.empty()) {
            if (!stack_.empty()) return fail(start, token, MessageId::PgnResultInVariation);
            termination_ = result;
            terminationAt_ = start;
            terminationLine_ = line_;
            done_ = true;
            return true;
        }
        if (isNullMove(token)) return readNullMove(start, token);
        if (const auto nag = glyphNag(token)) return addNag(start, token, *nag);

        // Move numbers: "12.", "12...", "12" and "12.Nf3".
        if (isDigit(token.front()) && token.substr(0, 3) != "0-0") {
            std::size_t k = 0;
            while (k < token.size() && isDigit(token[k])) ++k;
            if (k == token.size()) return true;
            if (token[k] != '.')
                return fail(start, token, MessageId::PgnNotAMove, {std::string(token)});
            while (k < token.size() && token[k] == '.') ++k;
            if (k == token.size()) return true;
            start += k;
            token.remove_prefix(k);
            if (isNullMove(token)) return readNullMove(start, token);
        }
        // "1...": dots left over after a number and a space.
        if (token.find_first_not_of('.') == std::string_view::npos) return true;
        return readMove(start, token);
    }

    // Returns true when the movetext was read to its end without an error.
    bool parseMovetext() {
        std::string comment;
        while (!done_ && skipSpace()) {
            const char c = *p_;
            bool ok = true;
            switch (c) {
            case '{':
                ok = readBraceComment(comment);
                placeComment(comment);
                if (!ok) flushPendingComment();
                break;
            case ';':
                readLineComment(comment);
                placeComment(comment);
                break;
            case '(': ok = openVariation(p_++); break;
            case ')': ok = closeVariation(p_++); break;
            case '$': ok = readNag(); break;
            case '%':
                if (atColumnOne()) {
                    skipLine();
                    break;
                }
                ok = readSymbol();
                break;
            case '[': ok = fail(p_, "[", MessageId::PgnTagInMoves); break;
            case '}':
            case ']':
            case '"':
                ok = fail(p_, std::string_view(p_, 1), MessageId::PgnUnexpectedInMoves,
                          {std::string(1, c)});
                break;
            default: ok = readSymbol(); break;
            }
            if (!ok) return false;
        }
        if (!stack_.empty()) return fail(end_, ")", MessageId::PgnVariationNotClosed);
        flushPendingComment();
        return true;
    }

    void settleResult(bool complete) {
        if (termination_.empty()) {
            if (complete) warn(end_, "", MessageId::PgnNoResult);
            return;
        }
        const std::string* tag = game_.tag("Result");
        if (!tag) {
            game_.appendTag("Result", std::string(termination_));
        } else if (*tag != termination_) {
            const char* at = terminationAt_;
            line_ = terminationLine_;
            warn(at, termination_, MessageId::PgnResultDiffersFromTag,
                 {std::string(termination_), *tag});
        }
    }

    struct Frame {
        NodeId resume;     // the move the variation is an alternative to
        NodeId lineParent; // where the enclosing line starts
    };

    std::size_t moveLimit_; // 0: none
    const char* p_;
    const char* end_;
    const char* lineStart_;
    std::int64_t line_;
    Game& game_;
    GameTree& tree_;
    GameReport& report_;
    Position& board_;

    std::string preamble_;
    std::int64_t fenLine_ = 0;
    int fenColumn_ = 0;

    NodeId current_ = GameTree::root();
    NodeId lineParent_ = GameTree::root();
    std::vector<Frame> stack_;
    bool afterMove_ = false;
    std::string pendingBefore_;
    std::string_view termination_;
    const char* terminationAt_ = nullptr;
    std::int64_t terminationLine_ = 0;
    bool done_ = false;
};

} // namespace

void parseGame(std::string_view text, Game& game, GameReport& report, Position& board,
               std::size_t moveLimit) {
    game.clear();
    report.error.reset();
    report.warnings.clear();
    GameParser(text, game, report, board, moveLimit).run();
}

PgnReader::PgnReader(std::unique_ptr<ByteSource> source, std::int64_t offset, std::int64_t line,
                     std::int64_t firstGameNumber)
    : splitter_(std::move(source), offset, line)
    , nextNumber_(firstGameNumber) {}

Expected<std::unique_ptr<PgnReader>, std::string> PgnReader::open(const std::string& path) {
    if (path == "-") return std::make_unique<PgnReader>(std::make_unique<FileSource>(stdin));
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) return unexpected(path + ": " + std::strerror(errno));
    return std::make_unique<PgnReader>(std::make_unique<FileSource>(file));
}

std::unique_ptr<PgnReader> PgnReader::fromText(std::string text) {
    return std::make_unique<PgnReader>(std::make_unique<MemorySource>(std::move(text)));
}

bool PgnReader::skipGame() {
    GameText chunk;
    if (!splitter_.next(chunk)) return false;
    report_.number = nextNumber_++;
    report_.offset = chunk.offset;
    report_.line = chunk.line;
    report_.error.reset();
    report_.warnings.clear();
    report_.text = chunk.text;
    return true;
}

bool PgnReader::readGame(Game& game) {
    if (!skipGame()) return false;
    std::string_view text = report_.text;
    bool converted = false;
    if (!isAscii(text) && !isValidUtf8(text)) {
        decoded_ = windows1252ToUtf8(text);
        text = decoded_;
        converted = true;
    }
    parseGame(text, game, report_, board_, moveLimit_);
    if (converted) {
        MessageText warning(MessageId::PgnNotUtf8);
        std::string message = render(warning);
        report_.warnings.push_back(
            PgnError{report_.number, report_.line, 1, {}, std::move(message), std::move(warning)});
    }
    return true;
}

Expected<std::vector<GameIndexEntry>, std::string>
buildGameIndex(const std::string& path, const std::function<bool(std::int64_t)>& progress) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) return unexpected(path + ": " + std::strerror(errno));
    GameSplitter splitter(std::make_unique<FileSource>(file));
    std::vector<GameIndexEntry> index;
    GameText chunk;
    std::int64_t nextReport = 0;
    constexpr std::int64_t ReportEvery = std::int64_t(4) << 20;
    while (splitter.next(chunk)) {
        index.push_back({chunk.offset, chunk.line});
        if (progress && splitter.position() >= nextReport) {
            if (!progress(splitter.position())) return unexpected(path + ": indexing cancelled");
            nextReport = splitter.position() + ReportEvery;
        }
    }
    if (const std::string error = splitter.error(); !error.empty())
        return unexpected(path + ": " + error);
    return index;
}

Expected<GameReport, std::string> readGameAt(const std::string& path, const GameIndexEntry& entry,
                                             std::int64_t number, Game& game,
                                             std::size_t moveLimit) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) return unexpected(path + ": " + std::strerror(errno));
    if (fseeko(file, off_t(entry.offset), SEEK_SET) != 0) {
        const std::string error = std::strerror(errno);
        std::fclose(file);
        return unexpected(path + ": " + error);
    }
    PgnReader reader(std::make_unique<FileSource>(file), entry.offset, entry.line, number);
    reader.setMoveLimit(moveLimit);
    if (!reader.readGame(game))
        return unexpected(path + ": no game at byte " + std::to_string(entry.offset));
    GameReport report = reader.report();
    report.text = {}; // it pointed into the reader's buffer
    return report;
}

} // namespace kibitz::pgn
