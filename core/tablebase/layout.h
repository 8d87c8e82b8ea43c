#pragma once

// The material of one solver table and the order of its pieces. A table holds the positions of
// one material with the stronger side as White (KvKQ is probed through KQvK with the colours
// swapped); its pieces are the white king, the black king, then White's and Black's other
// pieces, strongest first.

#include "chess/position.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::tablebase {

constexpr int MaxPieces = 4;
constexpr int MaxExtras = MaxPieces - 2; // pieces besides the kings, both sides together

class Layout {
public:
    // White's and Black's pieces besides the kings, any order; at most MaxExtras in all.
    Layout(std::vector<chess::PieceType> white, std::vector<chess::PieceType> black);

    // The table of a position's material and whether its colours must be swapped to probe it;
    // nullopt with more than four pieces.
    struct Match;
    static std::optional<Match> of(const chess::Position& position);
    // The same without building the layout, for fast probes: the key and the colour swap.
    struct KeyMatch {
        int key;
        bool swapColors;
    };
    static std::optional<KeyMatch> keyOf(const chess::Position& position);
    // Every table of 2 to maxPieces pieces, smaller tables first.
    static std::vector<Layout> upTo(int maxPieces);

    const std::string& name() const { return name_; }
    int pieceCount() const { return count_; }
    chess::Piece piece(int i) const { return pieces_[std::size_t(i)]; }
    bool hasPawns() const { return hasPawns_; }
    // Slot for the tables' array of tables: a number below KeyCount, one per layout.
    int key() const { return key_; }
    static constexpr int KeyCount = 6 * 6 * 6 * 6;
    // The tables a capture or a promotion leads to from this one.
    std::vector<Layout> successors() const;

    bool operator==(const Layout& other) const { return key_ == other.key_; }

private:
    std::array<chess::Piece, MaxPieces> pieces_{};
    int count_ = 2;
    bool hasPawns_ = false;
    int key_ = 0;
    std::string name_;
};

struct Layout::Match {
    Layout layout;
    bool swapColors;
};

} // namespace kibitz::tablebase
