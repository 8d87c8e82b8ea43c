#pragma once

#include "position.h"

#include <algorithm>
#include <cstddef>

namespace kibitz::chess {

// Which legal moves to generate.
enum class GenType {
    All,
    Tactical, // captures (en passant included) and promotions
    Quiet,    // everything else, castling included
};

// Writes the legal moves of the given kind to `out` and returns the end of the list. The
// generator is fully legal: it works out checks and pins first, so no move needs to be made to be
// tested. `out` must have room for MaxMoves moves.
constexpr int MaxMoves = 256; // the most legal moves known in a position is 218
template <GenType Type>
Move* generateLegal(const Position& pos, Move* out);

// The legal moves of a position, on the stack: `for (Move m : MoveList(pos)) ...`
class MoveList {
public:
    explicit MoveList(const Position& pos, GenType type = GenType::All) {
        switch (type) {
        case GenType::All: end_ = generateLegal<GenType::All>(pos, moves_); break;
        case GenType::Tactical: end_ = generateLegal<GenType::Tactical>(pos, moves_); break;
        case GenType::Quiet: end_ = generateLegal<GenType::Quiet>(pos, moves_); break;
        }
    }
    const Move* begin() const { return moves_; }
    const Move* end() const { return end_; }
    std::size_t size() const { return std::size_t(end_ - moves_); }
    bool empty() const { return end_ == moves_; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

private:
    Move moves_[MaxMoves];
    Move* end_ = moves_;
};

} // namespace kibitz::chess
