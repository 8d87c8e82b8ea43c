#pragma once

// The character classes of PGN's lexical rules (PGN standard 7 and 8), shared by the splitter, the
// parser and the writer so that all three agree on where tokens and games end. Internal header.

#include <string>
#include <string_view>

namespace kibitz::pgn::lexical {

inline bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

// A character that ends a symbol token (a move, a move number, a result, a glyph).
inline bool isTokenEnd(char c) {
    switch (c) {
    case ' ':
    case '\t':
    case '\r':
    case '\n':
    case '\f':
    case '\v':
    case '{':
    case '}':
    case '(':
    case ')':
    case ';':
    case '[':
    case ']':
    case '"':
    case '$': return true;
    default: return false;
    }
}

// A character of a tag name as the standard defines it. A line inside a comment that starts with
// `[`, such characters, blanks and `"` looks like a tag: the splitter takes it for the start of
// the next game after a comment left open, so the writer never starts a comment line that way.
inline bool isNameChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// True when `text` starts like a tag pair: `[`, name characters, blanks, `"`. The splitter applies
// the same pattern, byte by byte, to each line inside a comment.
inline bool startsLikeTag(std::string_view text) {
    if (text.empty() || text.front() != '[') return false;
    std::size_t i = 1;
    while (i < text.size() && isNameChar(text[i])) ++i;
    if (i == 1 || i == text.size() || text[i] != ' ') return false;
    while (i < text.size() && text[i] == ' ') ++i;
    return i < text.size() && text[i] == '"';
}

// A game termination marker: 1-0, 0-1, 1/2-1/2, * and the ½-½ some programs write.
inline bool isResultToken(std::string_view token) {
    if (token.empty()) return false;
    const char first = token.front();
    if (first != '1' && first != '0' && first != '*' && first != '\xC2') return false;
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*" ||
           token == "\xC2\xBD-\xC2\xBD";
}

// Reads a tag's value from just after its opening quote, undoing the escapes \" and \\, into
// `value`. True at the closing quote (`p` points at it); false at a line end or the end of the
// text, where the value is not closed (`p` points there). Shared by the reader and readTags.
inline bool readTagValue(const char*& p, const char* end, std::string& value) {
    while (true) {
        if (p == end || *p == '\n') return false;
        if (*p == '"') return true;
        if (*p == '\\' && p + 1 < end && (p[1] == '"' || p[1] == '\\')) ++p;
        const char* run = p++;
        while (p < end && *p != '"' && *p != '\\' && *p != '\n') ++p;
        value.append(run, std::size_t(p - run));
    }
}

} // namespace kibitz::pgn::lexical
