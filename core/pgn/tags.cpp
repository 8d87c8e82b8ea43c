#include "tags.h"

#include "encoding.h"
#include "lexical.h"

#include <charconv>
#include <cstring>
#include <optional>
#include <string>

namespace kibitz::pgn {

using lexical::isBlank;

namespace {

// The characters of a tag name as the reader accepts them: the standard's letters, digits and
// underscore, and the few more that real files use.
bool isTagNameChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '+' || c == '#' || c == '=' || c == ':' || c == '-';
}

// Reads the tag section with the cursor `p_`; each step mirrors a step of the reader's GameParser
// (parseTags, parseTag), without the line and column bookkeeping that only error messages need.
class TagScanner {
public:
    explicit TagScanner(std::string_view text)
        : text_(text)
        , p_(text.data())
        , end_(text.data() + text.size()) {}

    std::vector<Tag> run() {
        std::vector<Tag> tags;
        while (skipSpace()) {
            const char c = *p_;
            if ((c == '%' && atColumnOne()) || c == ';') {
                skipLine();
            } else if (c == '{') {
                const void* close = std::memchr(p_, '}', std::size_t(end_ - p_));
                if (!close) break; // the reader stops at a comment that is not closed
                p_ = static_cast<const char*>(close) + 1;
            } else if (c == '[') {
                if (!readTag(tags)) break;
            } else {
                break; // the movetext
            }
        }
        return tags;
    }

private:
    bool atColumnOne() const { return p_ == text_.data() || p_[-1] == '\n'; }

    bool skipSpace() {
        while (p_ < end_ && (*p_ == '\n' || isBlank(*p_))) ++p_;
        return p_ < end_;
    }

    void skipLine() {
        while (p_ < end_ && *p_ != '\n') ++p_;
    }

    void skipBlanks() {
        while (p_ < end_ && isBlank(*p_)) ++p_;
    }

    // False on a broken tag, which the reader reports as the game's error.
    bool readTag(std::vector<Tag>& tags) {
        ++p_; // past '['
        skipBlanks();
        const char* nameStart = p_;
        while (p_ < end_ && isTagNameChar(*p_)) ++p_;
        const std::string_view name(nameStart, std::size_t(p_ - nameStart));
        if (name.empty()) return false;
        skipBlanks();
        if (p_ == end_ || *p_ != '"') return false;
        ++p_;
        std::string value;
        if (!lexical::readTagValue(p_, end_, value)) return false; // no closing quote on the line
        ++p_;                                                      // past the closing quote
        skipBlanks();
        if (p_ < end_ && *p_ == ']')
            ++p_;
        else if (p_ < end_ && *p_ != '\n')
            return false; // text after the value; a missing ']' at the end of the line is fine
        tags.push_back(Tag{std::string(name), decoded(std::move(value))});
        return true;
    }

    // The reader converts a game from Windows-1252 when its text is not UTF-8. ASCII reads the
    // same either way, so the whole text is looked at only for a value that is not ASCII.
    std::string decoded(std::string value) {
        if (isAscii(value)) return value;
        if (!textIsUtf8_) textIsUtf8_ = isValidUtf8(text_);
        return *textIsUtf8_ ? value : windows1252ToUtf8(value);
    }

    std::string_view text_;
    const char* p_;
    const char* end_;
    std::optional<bool> textIsUtf8_;
};

} // namespace

std::vector<Tag> readTags(std::string_view gameText) {
    return TagScanner(gameText).run();
}

std::optional<int> ratingOf(const Game& game, std::string_view tag) {
    const std::string* text = game.tag(tag);
    if (!text) return std::nullopt;
    std::string_view value = *text;
    const auto blank = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (!value.empty() && blank(value.front())) value.remove_prefix(1);
    while (!value.empty() && blank(value.back())) value.remove_suffix(1);
    if (value.starts_with('+')) value.remove_prefix(1);
    int rating = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), rating);
    if (value.empty() || error != std::errc() || end != value.data() + value.size())
        return std::nullopt;
    if (rating <= 0 || rating > 10000) return std::nullopt;
    return rating;
}

} // namespace kibitz::pgn
