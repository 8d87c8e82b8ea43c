#pragma once

// What the fake UCI engine of the tests (fakeuci.cpp) answers, shared with the tests that check
// it: for MultiPV rank k (1-based), the k-th legal move in the order of its UCI text, then the
// first legal reply in that order; the score, in centipawns for the side to move, 50 - 20 (k - 1).

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"

#include <algorithm>
#include <string>
#include <vector>

namespace kibitz::testsupport {

inline std::vector<std::string> sortedUciMoves(const chess::Position& position) {
    std::vector<std::string> moves;
    for (const chess::Move m : chess::MoveList(position))
        moves.push_back(chess::toUci(position, m));
    std::sort(moves.begin(), moves.end());
    return moves;
}

// Empty when the position has fewer than `rank` legal moves.
inline std::vector<std::string> fakeLine(const chess::Position& position, int rank) {
    const std::vector<std::string> moves = sortedUciMoves(position);
    if (rank < 1 || rank > int(moves.size())) return {};
    std::vector<std::string> line{moves[std::size_t(rank - 1)]};
    chess::Position after = position.clone();
    after.makeMove(*chess::parseUci(after, line[0]));
    const std::vector<std::string> replies = sortedUciMoves(after);
    if (!replies.empty()) line.push_back(replies[0]);
    return line;
}

inline int fakeScore(int rank) {
    return 50 - 20 * (rank - 1);
}

} // namespace kibitz::testsupport
