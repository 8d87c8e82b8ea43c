#include "analysis/positionanalysis.h"

#include "chess/bitboard.h"
#include "chess/notation.h"

#include <cmath>

namespace kibitz::analysis {

using namespace chess;

namespace {

// The squares a pawn of `side` on `s` can move to: one or two steps forward onto empty squares,
// diagonally onto an enemy piece or the en passant square.
int pawnMobility(const Position& position, Color side, Square s) {
    const Bitboard empty = ~position.pieces();
    const Bitboard from = squareBB(s);
    const Bitboard one = (side == White ? shift<North>(from) : shift<South>(from)) & empty;
    Bitboard two = 0;
    if (one && relativeRank(side, s) == Rank2)
        two = (side == White ? shift<North>(one) : shift<South>(one)) & empty;
    Bitboard targets = position.pieces(~side);
    if (position.enPassantSquare() != NoSquare && position.sideToMove() == side)
        targets |= squareBB(position.enPassantSquare());
    const Bitboard captures = pawnAttacks(side, s) & targets;
    return popCount(one | two | captures);
}

} // namespace

double positionalEntropy(const Position& position, Color side) {
    double bits = 0.0;
    const Bitboard own = position.pieces(side);
    for (Bitboard b = own; b;) {
        const Square s = popLsb(b);
        const PieceType pt = typeOf(position.pieceOn(s));
        const int mobility = pt == Pawn ? pawnMobility(position, side, s)
                                        : popCount(attacks(pt, s, position.pieces()) & ~own);
        if (mobility > 1) bits += std::log2(double(mobility));
    }
    return bits;
}

PositionAnalysis assessPosition(const LookaheadTree& tree, const theory::MichieSettings& merits) {
    const theory::Tree& game = tree.gameTree();
    const theory::MichieEvaluation evaluation = theory::evaluateMichie(game, merits);
    const LookaheadNode& root = tree.node(0);
    const theory::NodeAssessment& at = evaluation.at(game.root());

    PositionAnalysis a;
    a.fen = tree.position().fen();
    a.whiteToMove = root.whiteToMove;
    a.gameEnd = root.gameEnd;
    a.merits = merits;
    a.value = tree.rootValue();
    a.score = tree.bestScore();
    a.depth = tree.rootDepth();
    a.outcome = at.outcome;
    a.utility = at.expectedUtility();
    a.tension = at.tension();
    a.moveEntropy = at.moveEntropy;
    a.normalisedMoveEntropy = at.normalisedMoveEntropy;
    a.outcomeEntropy = at.outcomeEntropy;
    a.positionalEntropyWhite = positionalEntropy(tree.position(), White);
    a.positionalEntropyBlack = positionalEntropy(tree.position(), Black);
    a.bestByMinimax = tree.bestMove();
    a.treeSize = game.size();
    a.expansions = tree.expansions();
    a.searchedNodes = tree.searchedNodes();

    const auto probabilities = evaluation.moveProbabilities(game.root());
    Position position = tree.position().clone();
    const double sign = root.whiteToMove ? 1.0 : -1.0;
    double bestUtility = -2.0;
    for (std::size_t j = 0; j < root.children.size(); ++j) {
        const int c = root.children[j];
        const LookaheadNode& child = tree.node(c);
        MoveAssessment m;
        m.move = child.move;
        m.san = toSan(position, child.move);
        m.probability = probabilities[j];
        m.outcome = evaluation.at(c).outcome;
        m.utility = m.outcome.expectedUtility();
        m.score = child.score;
        m.depth = child.searchDepth;
        m.value = child.value;
        // Ties go to the engine's order, best first.
        if (sign * m.utility > bestUtility + 1e-12) {
            bestUtility = sign * m.utility;
            a.bestByUtility = m.move;
        }
        a.moves.push_back(std::move(m));
    }
    return a;
}

} // namespace kibitz::analysis
