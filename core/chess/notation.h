#pragma once

// Move text: Standard Algebraic Notation (SAN, PGN standard section 8.2.3) and the long algebraic
// notation of the UCI protocol.

#include "position.h"
#include "util/expected.h"
#include "util/message.h"

#include <string>
#include <string_view>

namespace kibitz::chess {

// Why a move text was rejected, with the 1-based column in the text where the problem is: in
// English words, and as a sentence for a program that translates it (`message` is render(text)).
struct MoveTextError {
    enum class Kind { Malformed, Illegal, Ambiguous };
    Kind kind = Kind::Malformed;
    int column = 1;
    std::string message;
    MessageText text;
};

// SAN as the PGN standard prints it: "Nbd2", "exd6", "e8=Q+", "O-O-O", "Qh4xe1#".
// Makes and unmakes the move to find check and mate, so `pos` is unchanged on return.
std::string toSan(Position& pos, Move m);

// Reads SAN, including the sloppy forms found in real files: 0-0 and o-o for castling, a missing
// or wrong check mark, glyph suffixes (!, ?), e8Q / e8(Q) / e8=q promotions, over-specified
// origins (Nge2 where Ne2 suffices, Ng1e2), a P for pawns, long algebraic e2-e4 / Ng1-f3 / Bf1xb5,
// a king moving two squares for castling (Kg1), "e.p." after en passant, and UCI text (e2e4).
// Ambiguous and illegal moves are rejected with a message that says why.
Expected<Move, MoveTextError> parseSan(const Position& pos, std::string_view text);

// UCI long algebraic: e2e4, e7e8q, and 0000 for the null move. Castling is the king's two-square
// move (e1g1) in the standard game and king-takes-rook (e1h1) in Chess960.
std::string toUci(const Position& pos, Move m);
// Accepts the same forms, plus e1h1 for castling in the standard game and an upper-case promotion
// letter. 0000 is accepted only where a null move is legal (Position::isLegalNullMove); a caller
// for which a null move is no move at all (a game, a search's best move) checks Move::isOk().
Expected<Move, MoveTextError> parseUci(const Position& pos, std::string_view text);

std::string squareName(Square s);
char pieceLetter(PieceType pt); // upper case, 'P' for a pawn

} // namespace kibitz::chess
