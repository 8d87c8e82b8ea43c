#pragma once

// Reproducible random games for tests: the same seed always plays the same moves.

#include "chess/movegen.h"
#include "chess/random.h"

#include <vector>

namespace kibitz::chess::test {

// Plays up to maxPlies random legal moves from pos (fewer if the game ends), calling
// visit(pos, move) before each move is made. Returns the moves made, so the caller can unmake them.
template <typename Visitor>
std::vector<Move> playRandomGame(Position& pos, Random& rng, int maxPlies, Visitor visit) {
    std::vector<Move> played;
    for (int ply = 0; ply < maxPlies; ++ply) {
        const MoveList moves(pos);
        if (moves.empty()) break;
        const Move m = *(moves.begin() + rng.below(std::uint32_t(moves.size())));
        visit(pos, m);
        pos.makeMove(m);
        played.push_back(m);
    }
    return played;
}

// Start positions with every kind of move in reach: castling both ways, en passant, promotions.
inline const std::vector<std::pair<const char*, bool>>& randomGameStarts() {
    static const std::vector<std::pair<const char*, bool>> starts = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false},
        {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", false},
        {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", false},
        {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", false},
        {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true},
        {"rkqbnnbr/pppppppp/8/8/8/8/PPPPPPPP/RKQBNNBR w HAha - 0 1", true},
    };
    return starts;
}

} // namespace kibitz::chess::test
