// The static evaluation (see evaluate.h).
//
// Every term is computed for each colour from that colour's own point of view and the two are
// subtracted, so the evaluation is colour-symmetric by construction: a mirrored position runs the
// same code with the colours exchanged. Only integer arithmetic is used, and the one division that
// rounds (the phase blend) truncates towards zero, which maps -x to exactly -(x / 24).

#include "evaluate.h"

#include "chess/bitboard.h"

#include <algorithm>

namespace kibitz::search {

using namespace chess;

// The evaluation counts the squares a piece attacks with popCount. Debian's compiler builds for
// every x86-64 processor, and the first ones had no instruction for it, so each count would be a
// call into libgcc, in the evaluation's inner loops. On x86-64, GCC and Clang build evaluate()
// twice instead, once for processors with the instruction and once for the rest, and pick one when
// the program starts. The counts are integers: both give the same values. The helpers below are
// always inlined so that they are built twice too.

namespace {

constexpr int MaxPhase = 24;

// Mobility is scored relative to a typical count of safe squares for each piece type, so that a
// piece of ordinary activity adds about nothing and the term says "more or less active than
// usual" rather than shifting every position by a constant. The centres are the mean counts over
// the 1,203 positions of the Win At Chess, ECM and Bratko-Kopec suites (knight 4.1, bishop 4.2,
// rook 5.0, queen 9.3), rounded. They define what "ordinary" means rather than weigh the term, so
// they are not in EvalWeights.
constexpr int MobilityCentre[PieceTypeCount] = {0, 0, 4, 4, 5, 9, 0};

// ---------------------------------------------------------------------------------------------
// Board geometry for the pawn and king terms, worked out at compile time.

struct PawnMasks {
    // The squares in front of a pawn on its own file and the two adjacent files: a pawn with no
    // enemy pawn there can no longer be stopped or exchanged by pawns.
    Bitboard passedSpan[ColorCount][SquareCount];
    // The squares in front of a pawn on its own file.
    Bitboard forwardFile[ColorCount][SquareCount];
    // The files either side of a file (not the file itself).
    Bitboard adjacentFiles[8];
    // The shelter of a king: the two ranks in front of it on its file and the adjacent files.
    Bitboard kingShelter[ColorCount][SquareCount];
};

constexpr PawnMasks makePawnMasks() {
    PawnMasks m{};
    for (int f = 0; f < 8; ++f) {
        m.adjacentFiles[f] = 0;
        if (f > 0) m.adjacentFiles[f] |= FileABB << (f - 1);
        if (f < 7) m.adjacentFiles[f] |= FileABB << (f + 1);
    }
    for (int c = 0; c < ColorCount; ++c) {
        for (int s = 0; s < SquareCount; ++s) {
            const int file = s & 7;
            const int rank = s >> 3;
            const Bitboard files = m.adjacentFiles[file] | (FileABB << file);
            Bitboard ahead = 0; // all ranks strictly in front, from colour c's side
            for (int r = 0; r < 8; ++r)
                if (c == White ? r > rank : r < rank) ahead |= Rank1BB << (8 * r);
            m.passedSpan[c][s] = ahead & files;
            m.forwardFile[c][s] = ahead & (FileABB << file);
            Bitboard nearRanks = 0; // the next two ranks in front
            for (int d = 1; d <= 2; ++d) {
                const int r = c == White ? rank + d : rank - d;
                if (r >= 0 && r < 8) nearRanks |= Rank1BB << (8 * r);
            }
            m.kingShelter[c][s] = nearRanks & files;
        }
    }
    return m;
}

constexpr PawnMasks Masks = makePawnMasks();

// ---------------------------------------------------------------------------------------------
// The default weights. Piece-square tables are written as the board is seen from White's side,
// rank 8 on the top line and a1 at the start of the last line; makeDefaultWeights() stores them
// with a1 = 0 (the visual index of a square is its index with the rank flipped, sq ^ 56). Values
// are in centipawns, relative to the piece's material value.

// clang-format off
// Pawns: advance, occupy the centre; in the middlegame leave the d/e pawns off their home
// squares and keep the kingside pawns home as a shelter.
constexpr int PawnMg[64] = {
      0,   0,   0,   0,   0,   0,   0,   0,
     30,  32,  34,  38,  38,  34,  32,  30,
     12,  14,  18,  24,  24,  18,  14,  12,
      4,   6,  10,  20,  20,  10,   6,   4,
      0,   2,   6,  16,  16,   6,   2,   0,
      2,   2,   4,   6,   6,   0,   2,   2,
      0,   0,   0,  -8,  -8,   6,   6,   2,
      0,   0,   0,   0,   0,   0,   0,   0,
};
// In the endgame every step forward counts, on any file.
constexpr int PawnEg[64] = {
      0,   0,   0,   0,   0,   0,   0,   0,
     50,  50,  50,  50,  50,  50,  50,  50,
     30,  30,  30,  30,  30,  30,  30,  30,
     16,  16,  16,  16,  16,  16,  16,  16,
      6,   6,   6,   6,   6,   6,   6,   6,
      0,   0,   0,   0,   0,   0,   0,   0,
     -4,  -4,  -4,  -4,  -4,  -4,  -4,  -4,
      0,   0,   0,   0,   0,   0,   0,   0,
};
// Knights: a knight on the rim is dim; outposts in the enemy half are good.
constexpr int KnightMg[64] = {
    -50, -35, -25, -20, -20, -25, -35, -50,
    -35, -20,  -5,   0,   0,  -5, -20, -35,
    -25,   0,  10,  15,  15,  10,   0, -25,
    -20,   5,  15,  22,  22,  15,   5, -20,
    -20,   0,  15,  20,  20,  15,   0, -20,
    -25,   0,  10,  10,  10,  10,   0, -25,
    -35, -20,   0,   5,   5,   0, -20, -35,
    -50, -30, -25, -20, -20, -25, -30, -50,
};
constexpr int KnightEg[64] = {
    -40, -28, -20, -16, -16, -20, -28, -40,
    -28, -12,  -4,   0,   0,  -4, -12, -28,
    -20,  -4,   6,  10,  10,   6,  -4, -20,
    -16,   0,  10,  15,  15,  10,   0, -16,
    -16,   0,  10,  15,  15,  10,   0, -16,
    -20,  -4,   6,  10,  10,   6,  -4, -20,
    -28, -12,  -4,   0,   0,  -4, -12, -28,
    -40, -28, -20, -16, -16, -20, -28, -40,
};
// Bishops: away from the edges, on the long diagonals, developed off the back rank.
constexpr int BishopMg[64] = {
    -15, -10, -10, -10, -10, -10, -10, -15,
    -10,   5,   0,   0,   0,   0,   5, -10,
    -10,   0,   5,   8,   8,   5,   0, -10,
    -10,   4,   8,  12,  12,   8,   4, -10,
    -10,   6,  10,  12,  12,  10,   6, -10,
    -10,   8,   8,   8,   8,   8,   8, -10,
    -10,  10,   4,   4,   4,   4,  10, -10,
    -15, -10, -12, -10, -10, -12, -10, -15,
};
constexpr int BishopEg[64] = {
    -12,  -8,  -6,  -6,  -6,  -6,  -8, -12,
     -8,  -2,   0,   0,   0,   0,  -2,  -8,
     -6,   0,   4,   6,   6,   4,   0,  -6,
     -6,   0,   6,   8,   8,   6,   0,  -6,
     -6,   0,   6,   8,   8,   6,   0,  -6,
     -6,   0,   4,   6,   6,   4,   0,  -6,
     -8,  -2,   0,   0,   0,   0,  -2,  -8,
    -12,  -8,  -6,  -6,  -6,  -6,  -8, -12,
};
// Rooks: the seventh rank above all; central files on the back rank (after castling).
constexpr int RookMg[64] = {
      4,   4,   6,   8,   8,   6,   4,   4,
     18,  22,  22,  22,  22,  22,  22,  18,
     -2,   0,   0,   2,   2,   0,   0,  -2,
     -4,   0,   0,   2,   2,   0,   0,  -4,
     -4,   0,   0,   2,   2,   0,   0,  -4,
     -4,   0,   0,   2,   2,   0,   0,  -4,
     -6,  -2,   0,   2,   2,   0,  -2,  -6,
     -2,   0,   4,   8,   8,   4,   0,  -2,
};
constexpr int RookEg[64] = {
      4,   4,   4,   4,   4,   4,   4,   4,
     12,  12,  12,  12,  12,  12,  12,  12,
      2,   2,   2,   2,   2,   2,   2,   2,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
     -2,  -2,  -2,  -2,  -2,  -2,  -2,  -2,
     -4,  -2,   0,   0,   0,   0,  -2,  -4,
};
// Queens: a little centralisation; mobility does most of the work.
constexpr int QueenMg[64] = {
    -12,  -8,  -6,  -4,  -4,  -6,  -8, -12,
     -8,   0,   2,   2,   2,   2,   0,  -8,
     -6,   2,   4,   4,   4,   4,   2,  -6,
     -4,   2,   4,   6,   6,   4,   2,  -4,
     -4,   2,   4,   6,   6,   4,   2,  -4,
     -6,   2,   4,   4,   4,   4,   2,  -6,
     -8,   0,   2,   2,   2,   2,   0,  -8,
    -12,  -8,  -6,   0,  -4,  -6,  -8, -12,
};
constexpr int QueenEg[64] = {
    -20, -12,  -8,  -6,  -6,  -8, -12, -20,
    -12,  -4,   0,   2,   2,   0,  -4, -12,
     -8,   0,   6,   8,   8,   6,   0,  -8,
     -6,   2,   8,  12,  12,   8,   2,  -6,
     -6,   2,   8,  12,  12,   8,   2,  -6,
     -8,   0,   6,   8,   8,   6,   0,  -8,
    -12,  -4,   0,   2,   2,   0,  -4, -12,
    -20, -12,  -8,  -6,  -6,  -8, -12, -20,
};
// King, middlegame: tucked away in a corner behind its pawns; every step forward is dangerous.
constexpr int KingMg[64] = {
    -60, -60, -60, -60, -60, -60, -60, -60,
    -50, -50, -55, -60, -60, -55, -50, -50,
    -45, -45, -50, -55, -55, -50, -45, -45,
    -40, -40, -45, -50, -50, -45, -40, -40,
    -30, -35, -40, -45, -45, -40, -35, -30,
    -20, -25, -30, -35, -35, -30, -25, -20,
      5,   5, -10, -20, -20, -10,   5,   5,
     15,  25,  10, -10,   0, -10,  30,  20,
};
// King, endgame: a fighting piece that belongs in the centre.
constexpr int KingEg[64] = {
    -50, -35, -25, -20, -20, -25, -35, -50,
    -30, -10,   0,   5,   5,   0, -10, -30,
    -25,   0,  15,  20,  20,  15,   0, -25,
    -20,   5,  20,  28,  28,  20,   5, -20,
    -20,   5,  20,  28,  28,  20,   5, -20,
    -25,   0,  15,  20,  20,  15,   0, -25,
    -30, -10,   0,   5,   5,   0, -10, -30,
    -50, -35, -25, -20, -20, -25, -35, -50,
};
// clang-format on

constexpr void setPieceSquare(EvalWeights& w, PieceType pt, const int (&mg)[64],
                              const int (&eg)[64]) {
    for (int s = 0; s < SquareCount; ++s) w.pieceSquare[pt][s] = {mg[s ^ 56], eg[s ^ 56]};
}

constexpr EvalWeights makeDefaultWeights() {
    EvalWeights w{};
    w.material[Pawn] = {82, 94};
    w.material[Knight] = {337, 281};
    w.material[Bishop] = {365, 297};
    w.material[Rook] = {477, 512};
    w.material[Queen] = {1025, 936};

    setPieceSquare(w, Pawn, PawnMg, PawnEg);
    setPieceSquare(w, Knight, KnightMg, KnightEg);
    setPieceSquare(w, Bishop, BishopMg, BishopEg);
    setPieceSquare(w, Rook, RookMg, RookEg);
    setPieceSquare(w, Queen, QueenMg, QueenEg);
    setPieceSquare(w, King, KingMg, KingEg);

    // Per safe square beyond (or short of) the piece type's usual count, MobilityCentre.
    w.mobility[Knight] = {4, 4};
    w.mobility[Bishop] = {5, 5};
    w.mobility[Rook] = {2, 4};
    w.mobility[Queen] = {1, 2};

    // Passed pawns by relative rank (index 1 = a pawn on its second rank ... 6 = seventh).
    w.passedPawn[1] = {2, 8};
    w.passedPawn[2] = {5, 14};
    w.passedPawn[3] = {12, 28};
    w.passedPawn[4] = {24, 52};
    w.passedPawn[5] = {44, 90};
    w.passedPawn[6] = {70, 140};

    w.isolatedPawn = {-10, -14};
    w.doubledPawn = {-10, -20};
    w.bishopPair = {30, 50};
    w.kingShelterPawn = {12, 0};
    w.kingAttack = {-8, -2};
    // Rooks on open files, knight outposts and threats start at nothing: hand-set weights would be
    // guesses, and a weights file (kibitz-cli tune games) sets them from games.
    w.rookOpenFile = {0, 0};
    w.rookSemiOpenFile = {0, 0};
    w.knightOutpost = {0, 0};
    w.pawnThreat = {0, 0};
    w.minorThreat = {0, 0};

    w.phaseWeight[Knight] = 1;
    w.phaseWeight[Bishop] = 1;
    w.phaseWeight[Rook] = 2;
    w.phaseWeight[Queen] = 4;

    w.tempo = 15;
    return w;
}

constexpr EvalWeights DefaultWeights = makeDefaultWeights();

// ---------------------------------------------------------------------------------------------
// The terms of one colour, from that colour's point of view.

struct SideTerms {
    Score material, pieceSquare, mobility, pawns, kingShelter, bishopPair, pieces, threats;
    int kingZoneAttacks = 0;   // attacks of this side's pieces on the squares around the enemy king
    Bitboard minorAttacks = 0; // the squares this side's knights and bishops attack
    int phase = 0;
    int nonPawnMaterialEg = 0; // endgame material of the pieces other than pawns
};

template <PieceType Pt>
inline Bitboard pieceAttacks(Square s, Bitboard occupied) {
    if constexpr (Pt == Knight)
        return knightAttacks(s);
    else if constexpr (Pt == Bishop)
        return bishopAttacks(s, occupied);
    else if constexpr (Pt == Rook)
        return rookAttacks(s, occupied);
    else
        return queenAttacks(s, occupied);
}

// Material, placement, mobility and attacks on the enemy king of one type of piece. (Pieces are
// counted in the loop rather than with popCount, which without a hardware instruction is a call.)
template <Color Us, PieceType Pt>
[[gnu::always_inline]] inline void evaluatePieces(const Position& pos, const EvalWeights& w,
                                                  Bitboard safe, Bitboard enemyKingZone,
                                                  SideTerms& t) {
    const Bitboard occupied = pos.pieces();
    int count = 0;
    for (Bitboard b = pos.pieces(Us, Pt); b; ++count) {
        const Square s = popLsb(b);
        t.pieceSquare += w.pieceSquare[Pt][relativeSquare(Us, s)];
        const Bitboard a = pieceAttacks<Pt>(s, occupied);
        t.mobility += w.mobility[Pt] * (popCount(a & safe) - MobilityCentre[Pt]);
        if (const Bitboard onKingZone = a & enemyKingZone)
            t.kingZoneAttacks += popCount(onKingZone);
        if constexpr (Pt == Knight || Pt == Bishop) t.minorAttacks |= a;
        if constexpr (Pt == Rook) {
            const Bitboard file = FileABB << fileOf(s);
            if (!(pos.pieces(Us, Pawn) & file))
                t.pieces += pos.pieces(~Us, Pawn) & file ? w.rookSemiOpenFile : w.rookOpenFile;
        }
        if constexpr (Pt == Knight) {
            // On the fourth to sixth rank, guarded by a pawn, and no enemy pawn on the files
            // beside it that could still come up and chase it away.
            const int rank = relativeRank(Us, s);
            if (rank >= 3 && rank <= 5 &&
                (pawnAttacksBB<~Us>(squareBB(s)) & pos.pieces(Us, Pawn)) &&
                !(pos.pieces(~Us, Pawn) & Masks.passedSpan[Us][s] & Masks.adjacentFiles[fileOf(s)]))
                t.pieces += w.knightOutpost;
        }
    }
    t.material += w.material[Pt] * count;
    t.phase += w.phaseWeight[Pt] * count;
    t.nonPawnMaterialEg += w.material[Pt].eg * count;
}

template <Color Us>
[[gnu::always_inline]] inline SideTerms evaluateSide(const Position& pos, const EvalWeights& w) {
    constexpr Color Them = ~Us;
    SideTerms t;
    const Bitboard ourPawns = pos.pieces(Us, Pawn);
    const Bitboard theirPawns = pos.pieces(Them, Pawn);

    // Pawns: material, placement, structure.
    int pawnCount = 0;
    for (Bitboard b = ourPawns; b; ++pawnCount) {
        const Square s = popLsb(b);
        t.pieceSquare += w.pieceSquare[Pawn][relativeSquare(Us, s)];
        // Of n pawns on a file, the n - 1 with one of ours in front of them are the doubled ones;
        // the front pawn is passed when no enemy pawn can stop or take it.
        if (ourPawns & Masks.forwardFile[Us][s])
            t.pawns += w.doubledPawn;
        else if (!(theirPawns & Masks.passedSpan[Us][s]))
            t.pawns += w.passedPawn[relativeRank(Us, s)];
        if (!(ourPawns & Masks.adjacentFiles[fileOf(s)])) t.pawns += w.isolatedPawn;
    }
    t.material += w.material[Pawn] * pawnCount;

    // Pieces: a square counts for mobility when it is not blocked by one of our own pieces and
    // not guarded by an enemy pawn (a piece cannot go there without being chased or lost).
    const Bitboard safe = ~pos.pieces(Us) & ~pawnAttacksBB<Them>(theirPawns);
    const Bitboard enemyKingZone = kingAttacks(pos.kingSquare(Them));
    evaluatePieces<Us, Knight>(pos, w, safe, enemyKingZone, t);
    evaluatePieces<Us, Bishop>(pos, w, safe, enemyKingZone, t);
    evaluatePieces<Us, Rook>(pos, w, safe, enemyKingZone, t);
    evaluatePieces<Us, Queen>(pos, w, safe, enemyKingZone, t);

    // Threats: enemy pieces our pawns attack, and enemy rooks and queens our minor pieces attack.
    const Bitboard theirPieces = pos.pieces(Them) & ~theirPawns & ~pos.pieces(Them, King);
    t.threats = w.pawnThreat * popCount(pawnAttacksBB<Us>(ourPawns) & theirPieces) +
                w.minorThreat *
                    popCount(t.minorAttacks & (pos.pieces(Them, Rook) | pos.pieces(Them, Queen)));

    // Two bishops that can reach both colours of square.
    const Bitboard bishops = pos.pieces(Us, Bishop);
    if ((bishops & DarkSquares) && (bishops & ~DarkSquares)) t.bishopPair = w.bishopPair;

    // The king: placement and the pawns in front of it.
    const Square king = pos.kingSquare(Us);
    t.pieceSquare += w.pieceSquare[King][relativeSquare(Us, king)];
    t.kingShelter = w.kingShelterPawn * popCount(ourPawns & Masks.kingShelter[Us][king]);
    return t;
}

// All terms, from White's point of view, plus what evaluate() needs for the endgame scaling.
struct Terms {
    EvalTrace trace;
    int nonPawnMaterialEg[ColorCount];
};

[[gnu::always_inline]] inline Terms computeTerms(const Position& pos, const EvalWeights& w) {
    const SideTerms white = evaluateSide<White>(pos, w);
    const SideTerms black = evaluateSide<Black>(pos, w);
    Terms terms;
    EvalTrace& t = terms.trace;
    t.material = white.material - black.material;
    t.pieceSquare = white.pieceSquare - black.pieceSquare;
    t.mobility = white.mobility - black.mobility;
    t.pawns = white.pawns - black.pawns;
    // A side's king safety: its shelter, less the enemy's attacks on the squares around it.
    t.kingSafety = (white.kingShelter + w.kingAttack * black.kingZoneAttacks) -
                   (black.kingShelter + w.kingAttack * white.kingZoneAttacks);
    t.bishopPair = white.bishopPair - black.bishopPair;
    t.pieces = white.pieces - black.pieces;
    t.threats = white.threats - black.threats;
    t.phase = std::min(white.phase + black.phase, MaxPhase);
    terms.nonPawnMaterialEg[White] = white.nonPawnMaterialEg;
    terms.nonPawnMaterialEg[Black] = black.nonPawnMaterialEg;
    return terms;
}

} // namespace

const EvalWeights& defaultWeights() {
    return DefaultWeights;
}

#if defined(__x86_64__) && !defined(__POPCNT__)
[[gnu::target_clones("popcnt", "default")]]
#endif
Value evaluate(const Position& pos, const EvalWeights& weights) {
    if (pos.hasInsufficientMaterial()) return ValueDraw;

    const Terms terms = computeTerms(pos, weights);
    const EvalTrace& t = terms.trace;
    const Score total = t.material + t.pieceSquare + t.mobility + t.pawns + t.kingSafety +
                        t.bishopPair + t.pieces + t.threats;

    // Endgame scaling. A side without pawns whose pieces are worth at most a minor piece more
    // than the opponent's seldom wins (rook against minor piece, rook and minor against rook, two
    // equal sets of pieces): the endgame score is cut to a quarter. A lead of more than a minor
    // piece (rook against nothing, bishop and knight against nothing) is left alone, and so is
    // any side with a pawn, which might promote. Not handled: two knights against a bare king,
    // which cannot force mate either. K+minor v K is covered by the insufficient-material draw.
    int eg = total.eg;
    if (eg != 0) {
        const Color strong = eg > 0 ? White : Black;
        const int minorPiece = std::max(weights.material[Knight].eg, weights.material[Bishop].eg);
        if (!pos.pieces(strong, Pawn) &&
            terms.nonPawnMaterialEg[strong] - terms.nonPawnMaterialEg[~strong] <= minorPiece)
            eg /= 4;
    }

    Value v = (total.mg * t.phase + eg * (MaxPhase - t.phase)) / MaxPhase;
    if (pos.sideToMove() == Black) v = -v;
    v += weights.tempo;
    // Never mistaken for a mate or tablebase score, and small enough for a 16-bit table entry.
    return std::clamp(v, -ValueMaxEvaluation, ValueMaxEvaluation);
}

EvalTrace traceEvaluation(const Position& pos, const EvalWeights& weights) {
    return computeTerms(pos, weights).trace;
}

} // namespace kibitz::search
