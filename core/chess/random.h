#pragma once

#include <cstdint>

namespace kibitz::chess {

// A small, fast, deterministic pseudo-random generator (Marsaglia's xorshift with Vigna's "star"
// output multiplier). Used for Zobrist keys, magic numbers and random test games, where the same
// seed must always give the same sequence on every platform.
class Random {
public:
    explicit constexpr Random(std::uint64_t seed)
        : state_(seed ? seed : 0x9E3779B97F4A7C15ULL) {}

    constexpr std::uint64_t next() {
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 0x2545F4914F6CDD1DULL;
    }
    // A number with about one bit in eight set: good candidates for magic multipliers.
    constexpr std::uint64_t sparse() { return next() & next() & next(); }
    // A number in [0, bound), bound > 0.
    constexpr std::uint32_t below(std::uint32_t bound) {
        return std::uint32_t((next() >> 32) * bound >> 32);
    }

private:
    std::uint64_t state_;
};

} // namespace kibitz::chess
