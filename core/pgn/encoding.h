#pragma once

// Text encodings found in PGN files. The PGN standard says ISO 8859-1; most files today are UTF-8,
// and old Windows programs wrote Windows-1252. Kibitz keeps all text as UTF-8.

#include "util/utf8.h"

#include <string>
#include <string_view>

namespace kibitz::pgn {

using kibitz::isAscii;
using kibitz::isValidUtf8;
using kibitz::utf8Length;

// Windows-1252 is ISO 8859-1 with printable characters (curly quotes, the euro sign, dashes) in
// 0x80-0x9F where ISO 8859-1 has control codes nobody writes, so reading as Windows-1252 reads
// both. The five bytes Windows-1252 leaves undefined map to the control codes of ISO 8859-1.
std::string windows1252ToUtf8(std::string_view text);

} // namespace kibitz::pgn
