#include "tablebase/syzygyfile.h"

#include "util/readfile.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <optional>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace kibitz::tablebase {

namespace {

constexpr std::uint32_t WdlMagic = 0x5d23e871;
constexpr std::uint32_t DtzMagic = 0xa50c66d7;
constexpr int MaxPieces = 7;
constexpr int MaxSymbols = 4096; // libfathom's buffer for the symbol lengths
constexpr int Literal = 0xfff;   // a symbol's second half when it is a value, not a pair

// The file, mapped read-only as libfathom maps it.
class Mapping {
public:
    explicit Mapping(const std::string& path) {
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            error_ = std::strerror(errno);
            return;
        }
        struct stat st {};
        if (::fstat(fd, &st) == 0 && st.st_size > 0) {
            size_ = std::uint64_t(st.st_size);
            void* data = ::mmap(nullptr, size_, PROT_READ, MAP_SHARED, fd, 0);
            if (data == MAP_FAILED)
                error_ = std::strerror(errno);
            else
                data_ = static_cast<const std::uint8_t*>(data);
        } else {
            error_ = "it is empty";
        }
        ::close(fd);
    }
    ~Mapping() {
        if (data_) ::munmap(const_cast<std::uint8_t*>(data_), size_);
    }
    Mapping(const Mapping&) = delete;
    Mapping& operator=(const Mapping&) = delete;

    const std::string& error() const { return error_; }
    std::uint64_t size() const { return size_; }
    // Bytes past the end read as zero: the checker never reads outside the mapping.
    std::uint8_t byte(std::uint64_t at) const { return at < size_ ? data_[at] : 0; }
    std::uint32_t u16(std::uint64_t at) const { return byte(at) | byte(at + 1) << 8; }
    std::uint32_t u32(std::uint64_t at) const { return u16(at) | u16(at + 2) << 16; }

private:
    const std::uint8_t* data_ = nullptr;
    std::uint64_t size_ = 0;
    std::string error_;
};

// The material of a file name such as KRPvKR: piece codes as the format writes them (1 pawn to
// 6 king, 8 more for the second side).
struct Material {
    std::array<int, 16> count{};
    int pieces = 0;
    bool pawns = false;
    int leadingPawns = 0; // the side with fewer pawns (or the only side with pawns) leads
    int otherPawns = 0;
    bool kingsLead = false; // only the two kings are alone of their kind: they lead the index
    bool symmetric = false;
};

std::optional<Material> materialOf(const std::string& name) {
    static constexpr std::string_view Letters = "PNBRQK";
    Material m;
    int side = -1;
    for (const char c : name) {
        if (c == 'v') {
            if (side != 0) return std::nullopt;
            side = 1;
            continue;
        }
        if (c == 'K' && side < 1 && m.count[6] == 0) side = 0;
        const auto type = Letters.find(c);
        if (type == std::string_view::npos || side < 0) return std::nullopt;
        ++m.count[int(type) + 1 + 8 * side];
        ++m.pieces;
    }
    if (side != 1 || m.count[6] != 1 || m.count[14] != 1 || m.pieces > MaxPieces)
        return std::nullopt;
    m.pawns = m.count[1] + m.count[9] > 0;
    m.leadingPawns = m.count[1];
    m.otherPawns = m.count[9];
    if (m.count[9] && (!m.count[1] || m.count[1] > m.count[9]))
        std::swap(m.leadingPawns, m.otherPawns);
    int alone = 0;
    for (const int n : m.count) alone += n == 1;
    m.kingsLead = !m.pawns && alone == 2;
    m.symmetric = std::equal(m.count.begin(), m.count.begin() + 8, m.count.begin() + 8);
    return m;
}

std::uint64_t binomial(int n, int k) {
    if (k < 0 || n < k) return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * std::uint64_t(n - k + i) / std::uint64_t(i);
    return r;
}

// Placements of `leading` like pawns whose first one stands on `file` (a to d). The squares of a
// file are numbered from 47 (a2) down in steps of 2, 12 per file: the format's own order.
std::uint64_t leadingPawnFactor(int leading, int file) {
    std::uint64_t sum = 0;
    for (int rank = 0; rank < 6; ++rank) sum += binomial(47 - 12 * file - 2 * rank, leading - 1);
    return sum;
}

// One compressed table: its Huffman code, symbols, and where its three arrays lie.
struct Pairs {
    bool constant = false;
    std::uint64_t positions = 0; // index size of the side, from the header's piece order
    int blockSize = 0, idxBits = 0, minLen = 0, lengths = 0, symbols = 0;
    std::uint32_t blocks = 0, realBlocks = 0;
    std::uint64_t offsets = 0; // of the 16-bit first symbol per code length
    std::uint64_t patterns = 0;
    std::vector<std::uint64_t> base; // the smallest left-aligned code of each length
    std::vector<int> symbolLength;   // values a symbol stands for, less one
    int largestValue = 0;
    std::uint64_t indexSize = 0, sizeSize = 0, dataSize = 0;
    std::uint64_t indexAt = 0, sizeAt = 0, dataAt = 0;
    int dtzFlags = 0;
    int mapLength = 0; // DTZ: the longest of its four value maps
};

class Checker {
public:
    Checker(const Mapping& file, const Material& material, bool wdl, std::string name)
        : f_(file)
        , m_(material)
        , wdl_(wdl)
        , name_(std::move(name)) {}

    std::string run() {
        if (f_.u32(0) != (wdl_ ? WdlMagic : DtzMagic))
            return std::string("not a Syzygy ") + (wdl_ ? "WDL" : "DTZ") + " table";
        // Tables are padded to 64 bytes after a 16-byte header: a file cut short almost always
        // fails this first.
        if (f_.size() % 64 != 16) return "cut short (" + std::to_string(f_.size()) + " bytes)";
        const int flags = f_.byte(4);
        if (bool(flags & 2) != m_.pawns) return "the header is for other pieces than " + name_;
        const bool split = wdl_ && (flags & 1);
        if (wdl_ && !split && !m_.symmetric) return "the header has one side of " + name_;
        const int tables = m_.pawns ? 4 : 1;
        const int sides = split ? 2 : 1;
        std::uint64_t at = 5;
        std::vector<Pairs> pairs(std::size_t(tables * sides));
        for (int t = 0; t < tables; ++t) {
            for (int s = 0; s < sides; ++s)
                if (!pieceOrder(at, 4 * s, t, pairs[std::size_t(t * sides + s)].positions))
                    return problem_;
            at += std::uint64_t(m_.pieces + 1 + (m_.pawns && m_.otherPawns));
        }
        at += at & 1;
        for (Pairs& p : pairs)
            if (!readPairs(at, p)) return problem_;
        if (!wdl_ && !readMaps(at, pairs)) return problem_;
        for (Pairs& p : pairs) p.indexAt = std::exchange(at, at + p.indexSize);
        for (Pairs& p : pairs) p.sizeAt = std::exchange(at, at + p.sizeSize);
        for (Pairs& p : pairs) {
            at = (at + 63) & ~std::uint64_t(63);
            p.dataAt = std::exchange(at, at + p.dataSize);
        }
        if (at > f_.size())
            return "cut short (" + std::to_string(f_.size()) + " bytes, the header needs " +
                   std::to_string(at) + ")";
        for (const Pairs& p : pairs)
            if (!p.constant && (!indexes(p) || !decodes(p))) return problem_;
        return {};
    }

private:
    bool fail(std::string text) {
        problem_ = std::move(text);
        return false;
    }

    // The piece order of one side of table `t` (its file of the leading pawn): each kind of
    // piece in one run as long as the name says, pawns first; the index size it gives.
    bool pieceOrder(std::uint64_t at, int shift, int t, std::uint64_t& positions) {
        const bool morePawns = m_.pawns && m_.otherPawns > 0;
        std::array<int, MaxPieces> piece{};
        std::array<int, MaxPieces> norm{};
        std::array<int, 16> seen{};
        for (int i = 0; i < m_.pieces; ++i) {
            piece[i] = (f_.byte(at + 1 + morePawns + i) >> shift) & 15;
            if (i > 0 && piece[i] != piece[i - 1] && seen[piece[i]])
                return fail("the header is for other pieces than " + name_);
            ++seen[piece[i]];
        }
        if (seen != m_.count) return fail("the header is for other pieces than " + name_);
        if (m_.pawns && (piece[0] & 7) != 1)
            return fail("the header does not lead with the pawns of " + name_);
        if (m_.pawns && seen[piece[0]] != m_.leadingPawns)
            return fail("the header leads with the wrong pawns of " + name_);
        const int order = (f_.byte(at) >> shift) & 15;
        const int order2 = morePawns ? (f_.byte(at + 1) >> shift) & 15 : 15;
        int k = norm[0] = m_.pawns ? m_.leadingPawns : m_.kingsLead ? 2 : 3;
        if (morePawns) {
            norm[k] = m_.otherPawns;
            k += norm[k];
        }
        for (int i = k; i < m_.pieces; i += norm[i])
            for (int j = i; j < m_.pieces && piece[j] == piece[i]; ++j) ++norm[i];
        int free = 64 - k;
        std::uint64_t size = 1;
        bool placedFirst = false, placedSecond = !morePawns;
        for (int i = 0; k < m_.pieces || i == order || i == order2; ++i) {
            if (i >= 16) return fail("the header's piece order is broken");
            if (i == order) {
                size *= m_.pawns ? leadingPawnFactor(norm[0], t) : m_.kingsLead ? 462 : 31332;
                placedFirst = true;
            } else if (i == order2) {
                size *= binomial(48 - norm[0], norm[norm[0]]);
                placedSecond = true;
            } else {
                if (k >= m_.pieces) return fail("the header's piece order is broken");
                size *= binomial(free, norm[k]);
                free -= norm[k];
                k += norm[k];
            }
        }
        if (!placedFirst || !placedSecond) return fail("the header's piece order is broken");
        positions = size;
        return true;
    }

    // One table's code: libfathom takes its sizes, code lengths and symbols as they are.
    bool readPairs(std::uint64_t& at, Pairs& p) {
        const int flags = f_.byte(at);
        p.dtzFlags = flags;
        if (flags & 0x80) {
            p.constant = true;
            if (wdl_ && f_.byte(at + 1) > 4) return fail("a table holds a value out of range");
            at += 2;
            return true;
        }
        p.blockSize = f_.byte(at + 1);
        p.idxBits = f_.byte(at + 2);
        p.realBlocks = f_.u32(at + 4);
        p.blocks = p.realBlocks + f_.byte(at + 3);
        const int maxLen = f_.byte(at + 8);
        p.minLen = f_.byte(at + 9);
        if (p.blockSize < 1 || p.blockSize > 24 || p.idxBits < 1 || p.idxBits > 40 ||
            p.minLen < 1 || maxLen < p.minLen || maxLen > 64 || p.realBlocks == 0 ||
            p.blocks < p.realBlocks)
            return fail("a table's sizes are broken");
        p.lengths = maxLen - p.minLen + 1;
        p.offsets = at + 10;
        p.symbols = int(f_.u16(at + 10 + 2 * std::uint64_t(p.lengths)));
        if (p.symbols < 1 || p.symbols >= MaxSymbols) return fail("a table's symbols are broken");
        p.patterns = at + 12 + 2 * std::uint64_t(p.lengths);
        at = p.patterns + 3 * std::uint64_t(p.symbols) + (p.symbols & 1);
        if (at > f_.size()) return fail("cut short (" + std::to_string(f_.size()) + " bytes)");
        if (!symbolLengths(p) || !codes(p)) return false;
        p.indexSize = 6 * ((p.positions + (std::uint64_t(1) << p.idxBits) - 1) >> p.idxBits);
        p.sizeSize = 2 * std::uint64_t(p.blocks);
        p.dataSize = std::uint64_t(p.realBlocks) << p.blockSize;
        return true;
    }

    // Each symbol is a value or a pair of earlier-made symbols; libfathom recurses through the
    // pairs, so a loop would overflow its stack and a long chain its 8-bit lengths.
    bool symbolLengths(Pairs& p) {
        p.symbolLength.assign(std::size_t(p.symbols), -1);
        std::vector<int> stack;
        std::vector<char> open(std::size_t(p.symbols), 0);
        for (int start = 0; start < p.symbols; ++start) {
            if (p.symbolLength[std::size_t(start)] >= 0) continue;
            stack.push_back(start);
            while (!stack.empty()) {
                const int s = stack.back();
                const auto [first, second] = halves(p, s);
                if (second == Literal) {
                    const int value = wdl_ ? first & 0xff : first;
                    if (wdl_ && value > 4) return fail("a table holds a value out of range");
                    p.largestValue = std::max(p.largestValue, value);
                    p.symbolLength[std::size_t(s)] = 0;
                    stack.pop_back();
                    continue;
                }
                if (first >= p.symbols || second >= p.symbols)
                    return fail("a table's symbols are broken");
                open[std::size_t(s)] = 1;
                bool ready = true;
                for (const int half : {first, second}) {
                    if (p.symbolLength[std::size_t(half)] >= 0) continue;
                    if (open[std::size_t(half)]) return fail("a table's symbols form a loop");
                    stack.push_back(half);
                    ready = false;
                }
                if (!ready) continue;
                const int length =
                    p.symbolLength[std::size_t(first)] + p.symbolLength[std::size_t(second)] + 1;
                if (length > 255) return fail("a table's symbols are broken");
                p.symbolLength[std::size_t(s)] = length;
                open[std::size_t(s)] = 0;
                stack.pop_back();
            }
        }
        return true;
    }

    std::pair<int, int> halves(const Pairs& p, int s) const {
        const std::uint64_t w = p.patterns + 3 * std::uint64_t(s);
        return {int(((f_.byte(w + 1) & 15) << 8) | f_.byte(w)),
                int((f_.byte(w + 2) << 4) | (f_.byte(w + 1) >> 4))};
    }

    // The canonical code as libfathom builds it: every code of every length must name a symbol.
    bool codes(Pairs& p) {
        const int h = p.lengths;
        p.base.assign(std::size_t(h), 0);
        for (int i = h - 2; i >= 0; --i)
            p.base[std::size_t(i)] = (p.base[std::size_t(i + 1)] + f_.u16(p.offsets + 2 * i) -
                                      f_.u16(p.offsets + 2 * (i + 1))) /
                                     2;
        for (int i = 0; i < h; ++i) p.base[std::size_t(i)] <<= 64 - (p.minLen + i);
        // The codes of a length run from its base up to the base of the length before (2^64 for
        // the shortest), less one.
        std::optional<std::uint64_t> upper;
        for (int i = 0; i < h; ++i) {
            const int length = p.minLen + i;
            const std::uint64_t low = p.base[std::size_t(i)];
            if (!upper || *upper > low) {
                const std::uint64_t span = upper ? *upper - 1 - low : ~low;
                if (f_.u16(p.offsets + 2 * i) + (span >> (64 - length)) >= std::uint64_t(p.symbols))
                    return fail("a table's code names symbols it does not have");
            }
            upper = upper ? std::min(*upper, low) : low;
        }
        return true;
    }

    // DTZ: the maps from stored to real distances that follow the codes.
    bool readMaps(std::uint64_t& at, std::vector<Pairs>& pairs) {
        for (Pairs& p : pairs) {
            if (!(p.dtzFlags & 2)) continue;
            const bool wide = p.dtzFlags & 16;
            if (wide) at += at & 1;
            for (int i = 0; i < 4; ++i) {
                const int length = wide ? int(f_.u16(at)) : f_.byte(at);
                p.mapLength = std::max(p.mapLength, length);
                at += wide ? 2 + 2 * std::uint64_t(length) : 1 + std::uint64_t(length);
            }
            if (at > f_.size()) return fail("cut short (" + std::to_string(f_.size()) + " bytes)");
            if (!p.constant && p.largestValue >= p.mapLength)
                return fail("a table holds a distance its map does not have");
        }
        at += at & 1;
        return true;
    }

    // Every index entry: libfathom walks from its block by the block sizes, which must keep it
    // inside the table for each position the entry covers.
    bool indexes(const Pairs& p) {
        const std::uint64_t entries = p.indexSize / 6;
        const std::int64_t half = std::int64_t(1) << (p.idxBits - 1);
        for (std::uint64_t e = 0; e < entries; ++e) {
            const std::uint64_t block = f_.u32(p.indexAt + 6 * e);
            const std::int64_t offset = f_.u16(p.indexAt + 6 * e + 4);
            const std::uint64_t covered = std::min<std::uint64_t>(std::uint64_t(1) << p.idxBits,
                                                                  p.positions - (e << p.idxBits));
            if (!walks(p, block, offset - half) ||
                !walks(p, block, offset - half + std::int64_t(covered) - 1))
                return fail("a table's index points outside it");
        }
        return true;
    }

    bool walks(const Pairs& p, std::uint64_t block, std::int64_t value) const {
        if (block >= p.blocks) return false;
        while (value < 0) {
            if (block == 0) return false;
            value += std::int64_t(f_.u16(p.sizeAt + 2 * --block)) + 1;
        }
        while (value > std::int64_t(f_.u16(p.sizeAt + 2 * block))) {
            value -= std::int64_t(f_.u16(p.sizeAt + 2 * block)) + 1;
            if (++block >= p.realBlocks) return false;
        }
        return block < p.realBlocks;
    }

    // Each block decodes to as many values as its size says (its last symbol may stand for more)
    // within its own bytes.
    bool decodes(const Pairs& p) {
        const std::uint64_t blockBytes = std::uint64_t(1) << p.blockSize;
        const int longest = p.minLen + p.lengths - 1;
        for (std::uint64_t b = 0; b < p.realBlocks; ++b) {
            const std::uint64_t at = p.dataAt + b * blockBytes;
            const std::int64_t values = std::int64_t(f_.u16(p.sizeAt + 2 * b)) + 1;
            // A block's longest reading: one code per value, and the words read ahead.
            const std::uint64_t reach = at + 12 + (std::uint64_t(values) * longest + 7) / 8;
            if (f_.size() > SyzygyDecodeAll && reach <= f_.size()) continue;
            std::uint64_t code = 0;
            for (int i = 0; i < 8; ++i) code = code << 8 | f_.byte(at + std::uint64_t(i));
            std::uint64_t next = at + 8;
            std::int64_t decoded = 0;
            std::uint64_t bits = 0;
            int empty = 0; // bits of `code` shifted out and not yet refilled
            while (decoded < values) {
                int i = 0;
                while (code < p.base[std::size_t(i)]) ++i;
                const int length = p.minLen + i;
                const std::uint64_t sym = f_.u16(p.offsets + 2 * std::uint64_t(i)) +
                                          ((code - p.base[std::size_t(i)]) >> (64 - length));
                decoded += p.symbolLength[std::size_t(sym)] + 1;
                bits += std::uint64_t(length);
                if (bits > 8 * blockBytes) return fail("a table's data is corrupt");
                code = length == 64 ? 0 : code << length;
                empty += length;
                if (empty >= 32) {
                    empty -= 32;
                    std::uint64_t word = 0;
                    for (int k = 0; k < 4; ++k) word = word << 8 | f_.byte(next + std::uint64_t(k));
                    next += 4;
                    code |= word << empty;
                }
            }
        }
        return true;
    }

    const Mapping& f_;
    const Material& m_;
    bool wdl_;
    std::string name_;
    std::string problem_;
};

} // namespace

std::string syzygyFileProblem(const std::string& path) {
    // Before it is opened: opening a FIFO would wait for a writer that never comes.
    if (std::string problem = util::wholeFileProblem(path, SIZE_MAX, "a Syzygy table");
        !problem.empty())
        return problem;
    const std::filesystem::path file(path);
    const std::string extension = file.extension().string();
    const bool wdl = extension == ".rtbw";
    if (!wdl && extension != ".rtbz") return path + ": not a Syzygy table (.rtbw or .rtbz)";
    const std::string name = file.stem().string();
    const auto material = materialOf(name);
    if (!material) return path + ": not the name of a Syzygy table (KQvKR, KPvK…)";
    const Mapping mapping(path);
    if (!mapping.error().empty()) return path + ": cannot be read: " + mapping.error();
    const std::string problem = Checker(mapping, *material, wdl, name).run();
    return problem.empty() ? problem : path + ": " + problem;
}

} // namespace kibitz::tablebase
