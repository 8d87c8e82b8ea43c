#pragma once

// Basic chess vocabulary: colours, pieces, squares, moves. Everything here is a small value type
// with constexpr helpers, so the move generator can be written in the domain's words and still
// compile to shifts and masks.

#include <cstdint>

namespace kibitz::chess {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

enum Color : std::uint8_t { White, Black };
constexpr int ColorCount = 2;
constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}

enum PieceType : std::uint8_t { NoPieceType, Pawn, Knight, Bishop, Rook, Queen, King };
constexpr int PieceTypeCount = 7;

// A piece packs its colour in bit 3 and its type in bits 0-2, so 16 slots cover both colours.
enum Piece : std::uint8_t {
    NoPiece,
    WhitePawn = Pawn,
    WhiteKnight,
    WhiteBishop,
    WhiteRook,
    WhiteQueen,
    WhiteKing,
    BlackPawn = Pawn + 8,
    BlackKnight,
    BlackBishop,
    BlackRook,
    BlackQueen,
    BlackKing,
};
constexpr int PieceSlots = 16;

constexpr Piece makePiece(Color c, PieceType pt) {
    return Piece((c << 3) | pt);
}
constexpr PieceType typeOf(Piece p) {
    return PieceType(p & 7);
}
constexpr Color colorOf(Piece p) {
    return Color(p >> 3);
}

// clang-format off
enum Square : std::uint8_t {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    NoSquare
};
// clang-format on
constexpr int SquareCount = 64;

enum File : std::uint8_t { FileA, FileB, FileC, FileD, FileE, FileF, FileG, FileH };
enum Rank : std::uint8_t { Rank1, Rank2, Rank3, Rank4, Rank5, Rank6, Rank7, Rank8 };

constexpr Square makeSquare(File f, Rank r) {
    return Square((r << 3) | f);
}
constexpr File fileOf(Square s) {
    return File(s & 7);
}
constexpr Rank rankOf(Square s) {
    return Rank(s >> 3);
}
constexpr bool isValid(Square s) {
    return s < NoSquare;
}
// The same square seen from Black's side of the board (a1 <-> a8).
constexpr Square flipRank(Square s) {
    return Square(s ^ 56);
}
constexpr Square relativeSquare(Color c, Square s) {
    return c == White ? s : flipRank(s);
}
constexpr Rank relativeRank(Color c, Rank r) {
    return c == White ? r : Rank(7 - r);
}
constexpr Rank relativeRank(Color c, Square s) {
    return relativeRank(c, rankOf(s));
}

enum Direction : std::int8_t {
    North = 8,
    East = 1,
    South = -8,
    West = -1,
    NorthEast = North + East,
    NorthWest = North + West,
    SouthEast = South + East,
    SouthWest = South + West,
};
constexpr Direction operator+(Direction a, Direction b) {
    return Direction(int(a) + int(b));
}
constexpr Direction pawnPush(Color c) {
    return c == White ? North : South;
}
constexpr Square operator+(Square s, Direction d) {
    return Square(int(s) + int(d));
}
constexpr Square operator-(Square s, Direction d) {
    return Square(int(s) - int(d));
}
constexpr Square& operator++(Square& s) {
    return s = Square(int(s) + 1);
}

// Castling rights: one bit per side and wing.
enum CastlingRights : std::uint8_t {
    NoCastling = 0,
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    KingSide = WhiteKingSide | BlackKingSide,
    QueenSide = WhiteQueenSide | BlackQueenSide,
    WhiteCastling = WhiteKingSide | WhiteQueenSide,
    BlackCastling = BlackKingSide | BlackQueenSide,
    AnyCastling = WhiteCastling | BlackCastling,
};
constexpr int CastlingRightsCount = 16;
constexpr CastlingRights operator&(CastlingRights a, CastlingRights b) {
    return CastlingRights(int(a) & int(b));
}
constexpr CastlingRights operator|(CastlingRights a, CastlingRights b) {
    return CastlingRights(int(a) | int(b));
}
constexpr CastlingRights operator~(CastlingRights a) {
    return CastlingRights(~int(a) & 15);
}
constexpr CastlingRights castlingRights(Color c, bool kingSide) {
    return CastlingRights((kingSide ? WhiteKingSide : WhiteQueenSide) << (2 * c));
}

// A move fits in 16 bits:
//   bits  0-5   origin square
//   bits  6-11  destination square; for castling, the square of the rook the king castles with
//               ("king takes own rook"), which also describes Chess960 castling unambiguously
//   bits 12-13  promotion piece: 0 knight, 1 bishop, 2 rook, 3 queen
//   bits 14-15  kind: normal, promotion, en passant, castling
// Move::none() (a1a1) is never a legal move; Move::null() (b1b1) passes the turn.
// Like an int, a default-constructed Move is uninitialized (so a move list costs nothing to
// create); Move{} is Move::none().
class Move {
public:
    enum Kind : std::uint8_t { Normal, Promotion, EnPassant, Castling };

    Move() = default;
    constexpr Move(Square from, Square to, Kind kind = Normal)
        : data_(std::uint16_t(from | (to << 6) | (kind << 14))) {}
    static constexpr Move promotion(Square from, Square to, PieceType promoted) {
        Move m(from, to, Promotion);
        m.data_ |= std::uint16_t((promoted - Knight) << 12);
        return m;
    }
    static constexpr Move none() { return Move{A1, A1}; }
    static constexpr Move null() { return Move(B1, B1); }

    constexpr Square from() const { return Square(data_ & 63); }
    constexpr Square to() const { return Square((data_ >> 6) & 63); }
    constexpr Kind kind() const { return Kind(data_ >> 14); }
    constexpr PieceType promotionType() const { return PieceType(((data_ >> 12) & 3) + Knight); }
    constexpr bool isNone() const { return data_ == 0; }
    constexpr bool isNull() const { return *this == null(); }
    // True for a real move, false for none() and null().
    constexpr bool isOk() const { return from() != to(); }
    constexpr std::uint16_t raw() const { return data_; }

    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t data_;
};

} // namespace kibitz::chess
