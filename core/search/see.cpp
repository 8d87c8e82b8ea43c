#include "see.h"

#include "chess/bitboard.h"

#include <algorithm>
#include <array>

namespace kibitz::search {

using namespace chess;

namespace {

constexpr Value KingValue = 20000;
constexpr Value PieceValues[PieceTypeCount] = {0, 100, 320, 330, 500, 950, KingValue};

// The board of one exchange: which pieces still stand (`occupied`) and which of them attack the
// target square. Both see() and seeAtLeast() take their captures from here, so the two can only
// differ in how they add up the gains, never in which captures they consider.
class Exchange {
public:
    // Sets up the board after `m` (a real move, not castling) has been made on it.
    Exchange(const Position& pos, Move m)
        : pos_(pos)
        , target_(m.to())
        , occupied_(pos.pieces() ^ squareBB(m.from()))
        , diagonalSliders_(pos.pieces(Bishop, Queen))
        , straightSliders_(pos.pieces(Rook, Queen)) {
        if (m.kind() == Move::EnPassant) occupied_ ^= squareBB(m.to() - pawnPush(pos.sideToMove()));
        attackers_ = pos.attackersTo(target_, occupied_) & occupied_;
        // A pawn that captures onto the last rank is promoted (to a queen, the only sensible
        // choice in an exchange). Only one colour's pawns can reach a given back rank.
        const Rank rank = rankOf(target_);
        promotingPawns_ = rank == Rank8   ? pos.pieces(White, Pawn)
                          : rank == Rank1 ? pos.pieces(Black, Pawn)
                                          : Bitboard(0);
    }

    // One capture on the target square.
    struct Capture {
        Value gain;   // the value of the captured piece is added by the caller; this is extra
        Value atRisk; // the value of the capturing piece, now standing on the target square
    };

    // Removes the least valuable attacker of `side` from the board and sets `capture` to what its
    // capture adds and puts at risk. False when `side` cannot capture: no attacker is left, or
    // only the king, and the square is still defended (pins are ignored, as usual in SEE).
    bool nextCapture(Color side, Capture& capture) {
        const Bitboard ours = attackers_ & pos_.pieces(side);
        if (!ours) return false;
        for (int pt = Pawn; pt <= King; ++pt) {
            const Bitboard candidates = ours & pos_.pieces(PieceType(pt));
            if (!candidates) continue;
            const Bitboard piece = squareBB(lsb(candidates));
            remove(piece, PieceType(pt));
            // The king may only take when nothing, x-rays behind it included, could take it back.
            if (pt == King && (attackers_ & pos_.pieces(~side))) return false;
            if (piece & promotingPawns_)
                capture = {PieceValues[Queen] - PieceValues[Pawn], PieceValues[Queen]};
            else
                capture = {0, PieceValues[pt]};
            return true;
        }
        return false; // not reached: every attacker has a type
    }

private:
    // Takes a piece off the board and adds the sliders that attacked through it (x-rays). A
    // knight never stands on a line through the target; pawns only on its diagonals.
    void remove(Bitboard piece, PieceType pt) {
        occupied_ ^= piece;
        if (pt == Pawn || pt == Bishop || pt == Queen || pt == King)
            attackers_ |= bishopAttacks(target_, occupied_) & diagonalSliders_;
        if (pt == Rook || pt == Queen || pt == King)
            attackers_ |= rookAttacks(target_, occupied_) & straightSliders_;
        attackers_ &= occupied_;
    }

    const Position& pos_;
    Square target_;
    Bitboard occupied_;
    Bitboard diagonalSliders_;
    Bitboard straightSliders_;
    Bitboard attackers_ = 0;
    Bitboard promotingPawns_ = 0;
};

// What the move itself wins (the captured piece, and the promotion) and the value of the piece it
// leaves on the target square.
Exchange::Capture firstCapture(const Position& pos, Move m) {
    Value gain =
        m.kind() == Move::EnPassant ? PieceValues[Pawn] : PieceValues[typeOf(pos.pieceOn(m.to()))];
    Value atRisk = PieceValues[typeOf(pos.movedPiece(m))];
    if (m.kind() == Move::Promotion) {
        gain += PieceValues[m.promotionType()] - PieceValues[Pawn];
        atRisk = PieceValues[m.promotionType()];
    }
    return {gain, atRisk};
}

// The most a capture by `side` on `target` can win besides the piece it takes: a pawn taking on
// its last rank is promoted.
Value promotionBonus(Color side, Square target) {
    return rankOf(target) == relativeRank(side, Rank8) ? PieceValues[Queen] - PieceValues[Pawn] : 0;
}

bool hasNoExchange(Move m) {
    return !m.isOk() || m.kind() == Move::Castling;
}

} // namespace

Value seeValue(PieceType pt) {
    return PieceValues[pt];
}

// The exchange is a game in which each side, in turn, either stops or captures with its least
// valuable attacker. Instead of its value, this decides only whether the value reaches the
// threshold, which lets it stop as soon as one side's result can no longer change sides of the
// threshold: no list, no backward pass.
//
// `margin` is the material balance for the side to move at the root minus the threshold,
// counted as if the exchange stopped after the last capture. After a capture by one side the
// margin has that side's sign (>= 0 good for the root side, < 0 good for the opponent), or else
// the capture was pointless and the other side has already won. The capturing side has won for
// good if even losing its capturing piece (and the other side promoting a pawn as it takes)
// keeps the sign, since it could stop right after.
bool seeAtLeast(const Position& pos, Move m, Value threshold) {
    if (hasNoExchange(m)) return threshold <= 0;

    const Exchange::Capture first = firstCapture(pos, m);
    int margin = first.gain - threshold;
    if (margin < 0) return false; // the opponent simply does not recapture
    const Color root = pos.sideToMove();
    const Value ourBonus = promotionBonus(root, m.to());
    const Value theirBonus = promotionBonus(~root, m.to());
    Value atRisk = first.atRisk;
    if (margin - atRisk - theirBonus >= 0) return true; // even losing the piece we keep enough

    Exchange exchange(pos, m);
    Color side = ~root;
    Exchange::Capture capture;
    while (exchange.nextCapture(side, capture)) {
        if (side == root) {
            margin += atRisk + capture.gain;
            if (margin < 0) return false;
            if (margin - capture.atRisk - theirBonus >= 0) return true;
        } else {
            margin -= atRisk + capture.gain;
            if (margin >= 0) return true;
            if (margin + capture.atRisk + ourBonus < 0) return false;
        }
        atRisk = capture.atRisk;
        side = ~side;
    }
    // The side to capture cannot: the last capture stands.
    return margin >= 0;
}

// The swap list: gains[d] is what the side making capture d has won if the exchange stops right
// after it. Going backwards, each side keeps the better of stopping and capturing.
Value see(const Position& pos, Move m) {
    if (hasNoExchange(m)) return 0;

    // At most 32 pieces can capture on one square; the first entry is the move itself.
    std::array<Value, 33> gains;
    const Exchange::Capture first = firstCapture(pos, m);
    gains[0] = first.gain;
    Value atRisk = first.atRisk;
    int depth = 0;

    Exchange exchange(pos, m);
    Color side = ~pos.sideToMove();
    Exchange::Capture capture;
    while (exchange.nextCapture(side, capture)) {
        ++depth;
        gains[depth] = atRisk + capture.gain - gains[depth - 1];
        atRisk = capture.atRisk;
        side = ~side;
    }
    for (; depth > 0; --depth) gains[depth - 1] = -std::max(-gains[depth - 1], gains[depth]);
    return gains[0];
}

} // namespace kibitz::search
