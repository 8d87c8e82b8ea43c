#pragma once

// Reading the files a user names, with a bound on memory: a file is read only when it is what the
// reader expects, a regular file of a size its format can have. A FIFO, a device (/dev/zero,
// /dev/urandom), a directory or a sparse file of gigabytes is refused before any byte is read, with
// a message that names the file, instead of growing until the program dies or waiting forever.

#include "util/expected.h"

#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>
#include <string_view>

namespace kibitz::util {

// Why `path` cannot be read as a whole file of at most `limit` bytes ("PATH: not a regular file
// (a FIFO)", "PATH: 2.0 GB, more than a weights file can hold (16 MB)"), or empty. `what` names
// the kind of file for the message: "a weights file".
std::string wholeFileProblem(const std::string& path, std::size_t limit, std::string_view what);

// The bytes of `path` after wholeFileProblem() found none; a file that grows past `limit` while
// it is read is refused too.
Expected<std::string, std::string> readWholeFile(const std::string& path, std::size_t limit,
                                                 std::string_view what);

// std::getline with a bound: false at the end of the input, or with `tooLong` set when a line
// runs past `limit` bytes (the rest of that line is not read).
bool readLine(std::istream& in, std::string& line, std::size_t limit, bool& tooLong);

// "16 MB", "2.0 GB": a size for a message.
std::string sizeText(std::uint64_t bytes);

} // namespace kibitz::util
