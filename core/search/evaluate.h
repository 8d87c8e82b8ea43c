#pragma once

// The static evaluation: a tapered (middlegame/endgame) sum of material, piece-square tables,
// mobility, pawn structure (passed, isolated, doubled pawns), king safety, the bishop pair, rooks
// on open files, knight outposts and threats on pieces.
// Every weight sits in one table, EvalWeights, so that they can be tuned later.

#include "chess/position.h"
#include "value.h"

namespace kibitz::search {

// A middlegame and an endgame value, blended by the game phase.
struct Score {
    int mg = 0;
    int eg = 0;
    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { return *this = *this + o; }
    constexpr Score& operator-=(Score o) { return *this = *this - o; }
    constexpr bool operator==(const Score&) const = default;
};

struct EvalWeights {
    Score material[chess::PieceTypeCount];        // indexed by PieceType; King unused
    Score pieceSquare[chess::PieceTypeCount][64]; // from White's side: a1 = 0 ... h8 = 63
    Score mobility[chess::PieceTypeCount];        // per safe square a piece attacks
    Score passedPawn[8];                          // by relative rank
    Score isolatedPawn;                           // per isolated pawn (a penalty: negative)
    Score doubledPawn;                            // per extra pawn on a file (negative)
    Score bishopPair;
    Score kingShelterPawn;  // per own pawn in front of the king
    Score kingAttack;       // per enemy attack on the king's zone (neg.)
    Score rookOpenFile;     // per rook on a file with no pawn
    Score rookSemiOpenFile; // per rook on a file with enemy pawns only
    Score knightOutpost; // per knight on ranks 4-6, guarded by a pawn, no enemy pawn can chase it
    Score pawnThreat;    // per enemy piece (not a pawn) our pawns attack
    Score minorThreat;   // per enemy rook or queen our knights and bishops attack
    int phaseWeight[chess::PieceTypeCount]; // contribution to the game phase
    Value tempo;                            // bonus for the side to move
};

// The weights in use.
const EvalWeights& defaultWeights();

// The evaluation from the side to move's point of view, in centipawns. Symmetric: a position and
// its colour-mirrored copy (board flipped, colours swapped, other side to move) evaluate the same.
Value evaluate(const chess::Position& pos, const EvalWeights& weights = defaultWeights());

// The parts, from White's point of view and before tapering, for tests and tuning.
struct EvalTrace {
    Score material, pieceSquare, mobility, pawns, kingSafety, bishopPair;
    Score pieces;  // rooks on open and half-open files, knight outposts
    Score threats; // pieces attacked by pawns, rooks and queens by minor pieces
    int phase = 0; // 0 = bare kings and pawns (endgame) ... 24 = all pieces (middlegame)
};
EvalTrace traceEvaluation(const chess::Position& pos,
                          const EvalWeights& weights = defaultWeights());

} // namespace kibitz::search
