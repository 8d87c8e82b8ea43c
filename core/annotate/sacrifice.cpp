#include "sacrifice.h"

#include "chess/movegen.h"
#include "search/see.h"

#include <algorithm>

namespace kibitz::annotate {

using namespace chess;

int offeredMaterial(const Position& before, Move m) {
    if (!m.isOk() || m.kind() == Move::Castling) return 0;
    int gained = 0;
    if (m.kind() == Move::EnPassant)
        gained = search::seeValue(Pawn);
    else if (before.pieceOn(m.to()) != NoPiece)
        gained = search::seeValue(typeOf(before.pieceOn(m.to())));
    if (m.kind() == Move::Promotion)
        gained += search::seeValue(m.promotionType()) - search::seeValue(Pawn);

    Position after = before.clone();
    after.makeMove(m);
    int taken = 0;
    for (const Move r : MoveList(after, GenType::Tactical))
        // An en passant capture can only take the pawn that has just moved.
        if (r.to() == m.to() || r.kind() == Move::EnPassant)
            taken = std::max<int>(taken, search::see(after, r));
    return std::max(0, taken - gained);
}

} // namespace kibitz::annotate
