#pragma once

// UTF-8, the one text encoding inside Kibitz: what the reader, the messages and the command line
// check and count, in one place.

#include <cstddef>
#include <string_view>

namespace kibitz {

bool isAscii(std::string_view text);
// The length of the UTF-8 sequence that starts `text`, or 0 when it does not start one (overlong
// forms, surrogates and code points beyond U+10FFFF are not UTF-8).
std::size_t utf8SequenceLength(std::string_view text);
bool isValidUtf8(std::string_view text);
// Whether `byte` continues a sequence (10xxxxxx): a character does not start there.
constexpr bool isUtf8Continuation(char byte) {
    return (static_cast<unsigned char>(byte) & 0xC0) == 0x80;
}
// The characters (code points) of UTF-8 text; a column is this plus one.
int utf8Length(std::string_view text);

} // namespace kibitz
