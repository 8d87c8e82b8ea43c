#pragma once

// The transposition table: results of searched positions, found again by Zobrist key.

#include "chess/types.h"
#include "value.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kibitz::search {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
    std::uint16_t key16 = 0; // upper 16 bits of the position's key
    chess::Move move = chess::Move::none();
    std::int16_t value = 0; // adjusted to be relative to the position, not the root
    std::int16_t eval = 0;  // static evaluation; ValueNone when none was made (in check, tables)
    std::int8_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t generation = 0;
};

// Replacement scheme: each key maps to a bucket of a few entries. A store goes to the entry with
// the same key if there is one; otherwise it replaces the entry that is least worth keeping:
// from an older search first, then the shallowest. (Written down here so tests can hold it.)
// The bucket is chosen by the lower 32 bits of the key alone ((low32 * bucketCount) >> 32), and
// an entry is recognised by key16, the upper 16 bits: keys that differ only in their upper 16
// bits share a bucket and never find each other's entries.
class TranspositionTable {
public:
    static constexpr int BucketSize = 4;
    // The largest size offered (UCI option Hash, --hash): one that the 32-bit bucket index can
    // use in full, and that a 32-bit process could address at all. Whether the memory is there
    // is known only when it is allocated (resize()).
    static constexpr std::size_t MaxMegabytes = sizeof(std::size_t) >= 8 ? 65536 : 1024;

    explicit TranspositionTable(std::size_t megabytes = 16);
    // Resizes (and clears). At least one bucket. When the memory cannot be allocated, returns
    // false and keeps the table as it was, entries and all.
    [[nodiscard]] bool resize(std::size_t megabytes);
    std::size_t megabytes() const { // rounded: a 1 MB table has a few bytes less than 1 MB
        return (buckets_.size() * sizeof(Bucket) + 512 * 1024) / (1024 * 1024);
    }
    void clear();
    // Call at the start of each search: entries of older searches become first to be replaced.
    void newSearch();

    // The entry for `key`, or nullptr.
    const TTEntry* probe(chess::Key key) const;
    // Starts bringing the bucket of `key` into the processor's cache, so that a probe soon after
    // does not wait for memory (the search calls it as soon as a move is made).
    void prefetch(chess::Key key) const {
        __builtin_prefetch(&buckets_[bucketIndex(key, buckets_.size())]);
    }
    // `value` is relative to the root as the search sees it; `ply` is the distance from the root,
    // used to store mate and tablebase scores relative to this position (valueToTT).
    void store(chess::Key key, Value value, Bound bound, Depth depth, chess::Move move, Value eval,
               int ply);

    std::size_t bucketCount() const { return buckets_.size(); }
    // Permille of the first 1000 buckets' entries used by the current search (UCI hashfull).
    int hashfull() const;

private:
    // The lower 32 bits of the key scaled to the bucket count by a multiply-high: as uniform as a
    // modulo for any count, without a division. key16 comes from the upper bits, so the two never
    // overlap and key16 adds 16 bits of its own to the check.
    static std::size_t bucketIndex(chess::Key key, std::size_t count) {
        return std::size_t(((key & 0xFFFFFFFFULL) * count) >> 32);
    }
    struct Bucket {
        TTEntry entries[BucketSize];
    };
    static_assert(MaxMegabytes * 1024 * 1024 / (BucketSize * sizeof(TTEntry)) <=
                  (std::uint64_t(1) << 32));
    std::vector<Bucket> buckets_;
    std::uint8_t generation_ = 0;
};

// Mate and tablebase scores are stored as distance from the stored position, and turned back into
// distance from the root when read at another ply.
Value valueToTT(Value v, int ply);
Value valueFromTT(Value v, int ply);

} // namespace kibitz::search
