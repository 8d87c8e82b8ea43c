#pragma once

// Helpers shared by the solver's tests.

#include "tablebase/solver.h"
#include "tablebase/tablefile.h"

#include <QTest>

namespace kibitz::tablebase::test {

inline chess::Position fromFen(const char* fen) {
    chess::Position position;
    if (const auto set = position.setFen(fen); !set)
        qFatal("bad test FEN %s: %s", fen, set.error().toString().c_str());
    return position;
}

// The longest win in a cached table, in plies, for the side to move.
inline int longestWin(const QString& folder, const Layout& layout) {
    const auto table = tablefile::load(folder, layout);
    if (!table) return -1;
    int longest = 0;
    for (const code::Code c : table->codes)
        if (code::isWin(c)) longest = std::max(longest, code::signedPlies(c));
    return longest;
}

} // namespace kibitz::tablebase::test

#include "tablebase/bestmoves.h"
#include "tablebase/syzygy.h"

#include <random>

namespace kibitz::tablebase::test {

// Win, draw or loss with the 50-move rule ignored, as the solver counts: a cursed win is a win.
inline int outcome(Wdl wdl) {
    return wdl == Wdl::Win || wdl == Wdl::CursedWin ? 1 : wdl == Wdl::Draw ? 0 : -1;
}

// Compares the solver's and Syzygy's win/draw/loss of a position; the FEN on a disagreement.
inline std::optional<std::string> disagreement(const Solver& solver, const Syzygy& syzygy,
                                               const chess::Position& position) {
    const auto ours = solver.probe(position);
    const auto theirs = syzygy.probeWdl(position);
    if (ours && theirs && outcome(ours->wdl) == outcome(theirs->wdl)) return std::nullopt;
    return position.fen() + (ours ? "" : " (no solver value)") + (theirs ? "" : " (no Syzygy)");
}

// Whether a position's value is the best of its moves' values one ply further (or, with no
// move, mate or stalemate at distance 0): what retrograde analysis must agree with everywhere.
inline bool followsItsMoves(const Solver& solver, const chess::Position& position) {
    const auto probe = solver.probe(position);
    const auto moves = bestMoves(solver, position);
    if (!probe || !moves) return false;
    if (moves->empty()) return probe->dtm == std::optional<int>(0);
    return moves->front().value == *probe;
}

// A random legal position of the layout from a fixed-seed generator; half of them with the
// colours swapped (KvKQ as well as KQvK).
inline chess::Position randomPosition(const Layout& layout, std::mt19937_64& random) {
    chess::Position position;
    for (;;) {
        Placement placement;
        for (int i = 0; i < layout.pieceCount(); ++i)
            placement.squares[std::size_t(i)] = chess::Square(random() % 64);
        placement.sideToMove = chess::Color(random() % 2);
        if (!setUpIfLegal(position, layout, placement)) continue;
        if (random() % 2) return position;
        chess::Position::Placed mirrored[MaxPieces];
        for (int i = 0; i < layout.pieceCount(); ++i) {
            const chess::Piece p = layout.piece(i);
            mirrored[i] = {chess::makePiece(~chess::colorOf(p), chess::typeOf(p)),
                           chess::flipRank(placement.squares[std::size_t(i)])};
        }
        position.setPlacement(std::span(mirrored, std::size_t(layout.pieceCount())),
                              ~placement.sideToMove);
        return position;
    }
}

} // namespace kibitz::tablebase::test
