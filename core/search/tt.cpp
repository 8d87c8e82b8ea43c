#include "tt.h"

#include <algorithm>
#include <limits>
#include <new>
#include <stdexcept>
#include <utility>

namespace kibitz::search {

namespace {

// A slot that was never written holds this depth, which no store can give it (stored depths are
// clamped above it). Telling empty slots apart by depth rather than by bound keeps entries
// stored with Bound::None (a static evaluation only) findable, and keeps a fresh table from
// answering every key whose upper 16 bits happen to be zero.
constexpr std::int8_t EmptyDepth = std::numeric_limits<std::int8_t>::min();

constexpr TTEntry emptyEntry() {
    TTEntry e;
    e.depth = EmptyDepth;
    return e;
}

bool isEmpty(const TTEntry& e) {
    return e.depth == EmptyDepth;
}

std::uint16_t key16Of(chess::Key key) {
    return std::uint16_t(key >> 48);
}

} // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    if (!resize(megabytes)) throw std::bad_alloc();
}

bool TranspositionTable::resize(std::size_t megabytes) {
    megabytes = std::min(megabytes, MaxMegabytes); // also keeps the product below from overflowing
    // The index keeps 32 bits of the key, so more buckets than 2^32 could not all be reached.
    const std::size_t count = std::clamp<std::size_t>(megabytes * 1024 * 1024 / sizeof(Bucket), 1,
                                                      std::size_t(std::uint32_t(-1)) + 1);
    // The new table first: the old one stays in use when there is no memory for it.
    std::vector<Bucket> fresh;
    try {
        fresh.resize(count);
    } catch (const std::bad_alloc&) {
        return false;
    } catch (const std::length_error&) {
        return false;
    }
    buckets_ = std::move(fresh);
    clear();
    return true;
}

void TranspositionTable::clear() {
    Bucket empty;
    std::fill(std::begin(empty.entries), std::end(empty.entries), emptyEntry());
    std::fill(buckets_.begin(), buckets_.end(), empty);
    generation_ = 0;
}

void TranspositionTable::newSearch() {
    ++generation_;
}

const TTEntry* TranspositionTable::probe(chess::Key key) const {
    const Bucket& bucket = buckets_[bucketIndex(key, buckets_.size())];
    const std::uint16_t k16 = key16Of(key);
    for (const TTEntry& e : bucket.entries)
        if (e.key16 == k16 && !isEmpty(e)) return &e;
    return nullptr;
}

void TranspositionTable::store(chess::Key key, Value value, Bound bound, Depth depth,
                               chess::Move move, Value eval, int ply) {
    Bucket& bucket = buckets_[bucketIndex(key, buckets_.size())];
    const std::uint16_t k16 = key16Of(key);

    // The same position's entry if there is one; else an empty slot; else the least worth
    // keeping: from an older search first, then the shallowest.
    TTEntry* slot = nullptr;
    for (TTEntry& e : bucket.entries) {
        if (e.key16 == k16 && !isEmpty(e)) {
            slot = &e;
            break;
        }
    }
    if (slot) {
        if (move.isNone()) move = slot->move; // a new bound without a move keeps the old move
    } else {
        auto keepWorth = [this](const TTEntry& e) {
            // Empty slots sort first by their depth; the generation decides before the depth.
            return std::pair(e.generation == generation_ && !isEmpty(e), int(e.depth));
        };
        slot = &bucket.entries[0];
        for (TTEntry& e : bucket.entries)
            if (keepWorth(e) < keepWorth(*slot)) slot = &e;
    }

    slot->key16 = k16;
    slot->move = move;
    slot->value = std::int16_t(valueToTT(value, ply));
    slot->eval = std::int16_t(eval);
    slot->depth = std::int8_t(std::clamp(depth, EmptyDepth + 1, 127));
    slot->bound = bound;
    slot->generation = generation_;
}

int TranspositionTable::hashfull() const {
    const std::size_t sampled = std::min<std::size_t>(1000, buckets_.size());
    int used = 0;
    for (std::size_t i = 0; i < sampled; ++i)
        for (const TTEntry& e : buckets_[i].entries)
            if (e.generation == generation_ && e.bound != Bound::None) ++used;
    return int(std::size_t(used) * 1000 / (sampled * std::size_t(BucketSize)));
}

Value valueToTT(Value v, int ply) {
    if (v == ValueNone) return v;
    if (v >= ValueTbWinInMaxPly) return v + ply;
    if (v <= ValueTbLossInMaxPly) return v - ply;
    return v;
}

Value valueFromTT(Value v, int ply) {
    if (v == ValueNone) return v;
    // A result read deeper than it can be told stays a result of its kind: the longest mate or
    // tablebase win there is, never a score of the range below.
    if (v >= ValueMateInMaxPly) return std::max(v - ply, ValueMateInMaxPly);
    if (v >= ValueTbWinInMaxPly) return std::max(v - ply, ValueTbWinInMaxPly);
    if (v <= ValueMatedInMaxPly) return std::min(v + ply, ValueMatedInMaxPly);
    if (v <= ValueTbLossInMaxPly) return std::min(v + ply, ValueTbLossInMaxPly);
    return v;
}

} // namespace kibitz::search
