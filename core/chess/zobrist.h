#pragma once

// Zobrist hashing keys (internal to core/chess). A position's key is the XOR of the keys of its
// pieces on their squares, of its castling rights, of the file of a legal en passant capture, and
// of `side` when Black is to move.

#include "types.h"

namespace kibitz::chess::zobrist {

extern Key pieceSquare[PieceSlots][SquareCount];
extern Key enPassantFile[8];
extern Key castling[CastlingRightsCount];
extern Key side;

} // namespace kibitz::chess::zobrist
