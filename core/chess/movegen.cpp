#include "movegen.h"

namespace kibitz::chess {

namespace {

// Everything the generator needs to know about checks and pins, worked out once per position.
struct Restrictions {
    Bitboard checkers;
    Bitboard checkMask; // where a non-king move must land: block or capture the checker
    Bitboard pinned;    // our pieces that shield our king from an enemy slider
};

template <Color Us>
Restrictions restrictions(const Position& pos, Square ksq) {
    constexpr Color Them = ~Us;
    const Bitboard occupied = pos.pieces();
    Restrictions r{};
    r.checkers = pos.attackersTo(ksq, occupied) & pos.pieces(Them);
    r.checkMask = r.checkers ? between(ksq, lsb(r.checkers)) | r.checkers : ~Bitboard(0);

    // Enemy sliders that would attack the king through at most one piece of ours pin it.
    Bitboard snipers = (rookAttacks(ksq, pos.pieces(Them)) & pos.pieces(Them, Rook, Queen)) |
                       (bishopAttacks(ksq, pos.pieces(Them)) & pos.pieces(Them, Bishop, Queen));
    while (snipers) {
        const Bitboard blockers = between(ksq, popLsb(snipers)) & occupied;
        if (blockers && !moreThanOne(blockers) && (blockers & pos.pieces(Us))) r.pinned |= blockers;
    }
    return r;
}

template <Direction D>
Move* emitShifted(Bitboard targets, Move* out) {
    while (targets) {
        const Square to = popLsb(targets);
        *out++ = Move(to - D, to);
    }
    return out;
}

Move* emitTargets(Square from, Bitboard targets, Move* out) {
    while (targets) *out++ = Move(from, popLsb(targets));
    return out;
}

template <GenType Type>
Move* emitPromotions(Square from, Square to, Move* out) {
    if constexpr (Type != GenType::Quiet) {
        *out++ = Move::promotion(from, to, Queen);
        *out++ = Move::promotion(from, to, Rook);
        *out++ = Move::promotion(from, to, Bishop);
        *out++ = Move::promotion(from, to, Knight);
    }
    return out;
}

template <GenType Type, Direction D>
Move* emitShiftedPromotions(Bitboard targets, Move* out) {
    while (targets) {
        const Square to = popLsb(targets);
        out = emitPromotions<Type>(to - D, to, out);
    }
    return out;
}

template <Color Us, GenType Type>
Move* pawnMoves(const Position& pos, const Restrictions& r, Square ksq, Move* out) {
    constexpr Color Them = ~Us;
    constexpr Direction Up = pawnPush(Us);
    constexpr Direction UpLeft = Us == White ? NorthWest : SouthEast;
    constexpr Direction UpRight = Us == White ? NorthEast : SouthWest;
    constexpr Bitboard PromotionRank = rankBB(relativeRank(Us, Rank7));  // pawns about to promote
    constexpr Bitboard DoubleStepRank = rankBB(relativeRank(Us, Rank3)); // after a first step

    const Bitboard empty = ~pos.pieces();
    const Bitboard enemies = pos.pieces(Them) & r.checkMask;
    const Bitboard blocks = empty & r.checkMask;
    const Bitboard pawns = pos.pieces(Us, Pawn) & ~r.pinned;
    const Bitboard promoting = pawns & PromotionRank;
    const Bitboard others = pawns & ~PromotionRank;

    // Free pawns, all at once by shifting the whole set.
    if constexpr (Type != GenType::Tactical) {
        const Bitboard single = shift<Up>(others) & empty;
        const Bitboard twice = shift<Up>(single & DoubleStepRank) & blocks;
        out = emitShifted<Up>(single & r.checkMask, out);
        out = emitShifted<Up + Up>(twice, out);
    }
    if constexpr (Type != GenType::Quiet) {
        out = emitShifted<UpLeft>(shift<UpLeft>(others) & enemies, out);
        out = emitShifted<UpRight>(shift<UpRight>(others) & enemies, out);
        if (promoting) {
            out = emitShiftedPromotions<Type, Up>(shift<Up>(promoting) & blocks, out);
            out = emitShiftedPromotions<Type, UpLeft>(shift<UpLeft>(promoting) & enemies, out);
            out = emitShiftedPromotions<Type, UpRight>(shift<UpRight>(promoting) & enemies, out);
        }
    }

    // Pinned pawns may only move along the line of the pin, and never while in check (the pin
    // line and the check line meet only at the king).
    if (!r.checkers) {
        for (Bitboard b = pos.pieces(Us, Pawn) & r.pinned; b;) {
            const Square from = popLsb(b);
            const Bitboard pinLine = line(ksq, from);
            const Bitboard single = shift<Up>(squareBB(from)) & empty;
            const Bitboard pushes =
                (single | (shift<Up>(single & DoubleStepRank) & empty)) & pinLine;
            const Bitboard captures = pawnAttacks(Us, from) & pos.pieces(Them) & pinLine;
            if (squareBB(from) & PromotionRank) {
                for (Bitboard t = pushes | captures; t;)
                    out = emitPromotions<Type>(from, popLsb(t), out);
            } else {
                if constexpr (Type != GenType::Tactical) out = emitTargets(from, pushes, out);
                if constexpr (Type != GenType::Quiet) out = emitTargets(from, captures, out);
            }
        }
    }

    // En passant is rare, so each capture is checked by playing it out on the occupancy.
    if constexpr (Type != GenType::Quiet) {
        if (const Square ep = pos.enPassantSquare(); ep != NoSquare) {
            for (Bitboard b = pawnAttacks(Them, ep) & pos.pieces(Us, Pawn); b;) {
                const Square from = popLsb(b);
                if (pos.enPassantIsLegal(from, ep)) *out++ = Move(from, ep, Move::EnPassant);
            }
        }
    }
    return out;
}

template <Color Us, GenType Type>
Move* pieceMoves(const Position& pos, const Restrictions& r, Square ksq, Bitboard targetMask,
                 Move* out) {
    const Bitboard occupied = pos.pieces();
    const Bitboard allowed = targetMask & r.checkMask;

    for (Bitboard b = pos.pieces(Us, Knight) & ~r.pinned; b;) {
        const Square from = popLsb(b);
        out = emitTargets(from, knightAttacks(from) & allowed, out);
    }
    // Queens are generated twice, once as a bishop and once as a rook: the two sets are
    // disjoint, and this keeps the loops free of branches on the piece type.
    for (Bitboard b = pos.pieces(Us, Bishop, Queen); b;) {
        const Square from = popLsb(b);
        Bitboard targets = bishopAttacks(from, occupied) & allowed;
        if (r.pinned & squareBB(from)) targets &= line(ksq, from);
        out = emitTargets(from, targets, out);
    }
    for (Bitboard b = pos.pieces(Us, Rook, Queen); b;) {
        const Square from = popLsb(b);
        Bitboard targets = rookAttacks(from, occupied) & allowed;
        if (r.pinned & squareBB(from)) targets &= line(ksq, from);
        out = emitTargets(from, targets, out);
    }
    return out;
}

template <Color Us>
Move* castlingMoves(const Position& pos, Square ksq, Move* out) {
    constexpr Color Them = ~Us;
    for (const bool kingSide : {true, false}) {
        const CastlingRights cr = castlingRights(Us, kingSide);
        if (!(pos.castlingRights() & cr) || (pos.castlingEmptyPath(cr) & pos.pieces())) continue;
        const Square rook = pos.castlingRookSquare(cr);
        // The king may not pass through or land on an attacked square. Our king and rook are
        // taken off the board first, so that neither hides a square from an enemy slider.
        const Bitboard occupied = pos.pieces() ^ squareBB(ksq) ^ squareBB(rook);
        bool safe = true;
        for (Bitboard path = pos.castlingKingPath(cr); path && safe;)
            safe = !pos.isAttacked(popLsb(path), Them, occupied);
        if (safe) *out++ = Move(ksq, rook, Move::Castling);
    }
    return out;
}

template <Color Us, GenType Type>
Move* generate(const Position& pos, Move* out) {
    constexpr Color Them = ~Us;
    const Square ksq = pos.kingSquare(Us);
    const Restrictions r = restrictions<Us>(pos, ksq);
    const Bitboard targetMask = Type == GenType::Tactical ? pos.pieces(Them)
                                : Type == GenType::Quiet  ? ~pos.pieces()
                                                          : ~pos.pieces(Us);

    // King moves, checked against the enemy's attacks with our king lifted off the board so that
    // it cannot step back along the line of a slider's check.
    const Bitboard withoutKing = pos.pieces() ^ squareBB(ksq);
    for (Bitboard b = kingAttacks(ksq) & targetMask; b;) {
        const Square to = popLsb(b);
        if (!pos.isAttacked(to, Them, withoutKing)) *out++ = Move(ksq, to);
    }
    if (moreThanOne(r.checkers)) return out; // double check: only the king can move

    out = pawnMoves<Us, Type>(pos, r, ksq, out);
    out = pieceMoves<Us, Type>(pos, r, ksq, targetMask, out);
    if constexpr (Type != GenType::Tactical) {
        constexpr CastlingRights Ours = Us == White ? WhiteCastling : BlackCastling;
        if (!r.checkers && (pos.castlingRights() & Ours)) out = castlingMoves<Us>(pos, ksq, out);
    }
    return out;
}

} // namespace

template <GenType Type>
Move* generateLegal(const Position& pos, Move* out) {
    return pos.sideToMove() == White ? generate<White, Type>(pos, out)
                                     : generate<Black, Type>(pos, out);
}

template Move* generateLegal<GenType::All>(const Position&, Move*);
template Move* generateLegal<GenType::Tactical>(const Position&, Move*);
template Move* generateLegal<GenType::Quiet>(const Position&, Move*);

} // namespace kibitz::chess
