#pragma once

// What a move offers: the material the opponent wins by taking the moved piece where it lands,
// less what the move itself won. A commentator's "sacrifice", measured by static exchange.

#include "chess/position.h"

namespace kibitz::annotate {

// Centipawns (search::seeValue's scale: pawn 100, knight 320, bishop 330, rook 500, queen 950)
// that the opponent of the mover gains by the best of its legal captures on the square `m` lands
// on, the exchange played out (search::see), less what `m` itself took and gained by promoting;
// 0 when nothing is offered (no legal capture there, or the exchange does not pay). Castling and
// the null move offer nothing. `before` is the position `m` is played from; m must be legal.
// Examples: Bxh7+ with Kxh7 the only capture offers 330 - 100 = 230; an even trade Nxd5 Nxd5
// offers 0; b8=Q Rxb8 offers 950 - 850 = 100, the pawn.
int offeredMaterial(const chess::Position& before, chess::Move m);

} // namespace kibitz::annotate
