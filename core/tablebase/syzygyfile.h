#pragma once

// A Syzygy file checked against everything libfathom trusts in it before its first probe.
// libfathom reads a table's header and indexes the mapped file with what it finds there, without
// a bound: a flipped byte, a garbage header or a file renamed to another material makes it read
// and write outside its buffers and crash the program. The check reads the file as the format
// lays it out (the name's material, the piece order of each side, the Huffman codes and their
// symbols, every index entry and block) and refuses the first thing that could not be so.

#include <cstdint>
#include <string>

namespace kibitz::tablebase {

// Every block of a file up to this size is decoded (all tables of up to four pieces are); of a
// larger one, only the blocks that could lead libfathom past the end of the file, so that opening a
// folder of thousands of megabytes stays quick.
inline constexpr std::uint64_t SyzygyDecodeAll = std::uint64_t(1) << 20;

// Why the .rtbw or .rtbz file at `path` cannot be handed to libfathom ("PATH: cut short (1040
// bytes)", "PATH: the header is for other pieces than KQvK"), or empty.
std::string syzygyFileProblem(const std::string& path);

} // namespace kibitz::tablebase
