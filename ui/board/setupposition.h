#pragma once

// A position being set up by hand, the Set Up Position dialog's model: any placement of pieces,
// legal or not, with the side to move, the castling rights asked for, the en passant square and
// the two counters.
//
// It never judges legality itself. fen() writes what the user set up and check() hands that text
// to chess::Position::setFen, the one place the rules of a legal position live. It only keeps its
// own fields consistent with the placement, so that the FEN it writes means what the controls
// show: a castling right is kept only while king and rook stand on their home squares
// (castlingPossible), and an en passant square only while setFen keeps it, that is while a pawn
// of the side to move can take en passant there (enPassantSquares).

#include "chess/position.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::ui {

class SetupPosition {
public:
    SetupPosition(); // the standard starting position

    // Takes over `position`'s pieces, side to move, castling rights, en passant square and
    // counters.
    void setPosition(const chess::Position& position);
    // The standard starting position.
    void setStart();
    // An empty board; the side to move stays, the counters start again (0 and 1).
    void clear();
    // Reads `fen` with Position::setFen: on success everything is taken from it; on error nothing
    // changes.
    Expected<void, chess::FenError> setFen(std::string_view fen);

    chess::Piece pieceOn(chess::Square square) const { return board_[square]; }
    // Puts `piece` on `square` (NoPiece empties it).
    void setPiece(chess::Square square, chess::Piece piece);

    chess::Color sideToMove() const { return sideToMove_; }
    void setSideToMove(chess::Color color);

    // Whether the king and the rook of `right` (one of WhiteKingSide ... BlackQueenSide) stand on
    // their home squares (e1 and h1 for White's short castling, and so on).
    bool castlingPossible(chess::CastlingRights right) const;
    // Whether the right is held; always false where it is not possible.
    bool hasCastling(chess::CastlingRights right) const { return (castling_ & right) != 0; }
    // Asks for the right, or gives it up; asking where it is not possible changes nothing.
    void setCastling(chess::CastlingRights right, bool held);

    // The squares a pawn of the side to move could take en passant on, a1 to h8: those setFen
    // keeps. Empty while the placement is not legal.
    std::vector<chess::Square> enPassantSquares() const;
    chess::Square enPassantSquare() const { return enPassant_; }
    // One of enPassantSquares(), or NoSquare; any other square gives NoSquare.
    void setEnPassantSquare(chess::Square square);

    int halfmoveClock() const { return halfmoveClock_; }
    void setHalfmoveClock(int plies) { halfmoveClock_ = plies; }
    int fullmoveNumber() const { return fullmoveNumber_; }
    void setFullmoveNumber(int number) { fullmoveNumber_ = number; }

    // The position as FEN, all six fields.
    std::string fen() const;
    // Why fen() is not a legal position (Position::setFen's error), or nothing when it is.
    std::optional<chess::FenError> check() const;

private:
    std::string fenWith(chess::Square enPassant) const;
    // Drops the castling rights and the en passant square the placement no longer allows.
    void keepConsistent();

    std::array<chess::Piece, chess::SquareCount> board_{};
    chess::Color sideToMove_ = chess::White;
    chess::CastlingRights castling_ = chess::NoCastling;
    chess::Square enPassant_ = chess::NoSquare;
    int halfmoveClock_ = 0;
    int fullmoveNumber_ = 1;
};

} // namespace kibitz::ui
