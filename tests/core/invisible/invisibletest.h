#pragma once

// Helpers shared by the Invisible Chess tests.

#include "chess/bitboard.h"
#include "invisible/rules.h"

#include <string_view>

namespace kibitz::invisible::test {

inline chess::Square square(std::string_view name) {
    return chess::makeSquare(chess::File(name[0] - 'a'), chess::Rank(name[1] - '1'));
}

// A move from UCI text, built from its squares (an attempt need not be legal on the true board):
// a king's two-file step is castling (with the rook on the corner), a fifth letter a promotion.
inline chess::Move move(const chess::Position& pos, std::string_view uci) {
    using namespace chess;
    const Square from = square(uci.substr(0, 2));
    const Square to = square(uci.substr(2, 2));
    if (typeOf(pos.pieceOn(from)) == King && std::abs(int(fileOf(to)) - int(fileOf(from))) == 2)
        return Move(from, makeSquare(fileOf(to) > fileOf(from) ? FileH : FileA, rankOf(from)),
                    Move::Castling);
    if (uci.size() == 5) {
        const PieceType pt = uci[4] == 'q'   ? Queen
                             : uci[4] == 'r' ? Rook
                             : uci[4] == 'b' ? Bishop
                                             : Knight;
        return Move::promotion(from, to, pt);
    }
    if (typeOf(pos.pieceOn(from)) == Pawn && fileOf(from) != fileOf(to) &&
        to == pos.enPassantSquare())
        return Move(from, to, Move::EnPassant);
    return Move(from, to);
}

} // namespace kibitz::invisible::test
