#pragma once

// The words of exact endgame values, shared by the two sources Kibitz has: Syzygy tables read
// through libfathom (syzygy.h) and Kibitz's own retrograde solver for up to four pieces
// (solver.h). Values are from the side to move's standpoint, as both sources give them.

#include <cstdint>
#include <optional>
#include <string_view>

namespace kibitz::tablebase {

// The game-theoretic value for the side to move. Syzygy also knows the 50-move rule: a cursed win
// is a win that the opponent can hold to a draw by claiming it, a blessed loss the other way
// round. The solver ignores the rule and so gives only Win, Draw and Loss.
enum class Wdl : std::int8_t { Loss = -2, BlessedLoss = -1, Draw = 0, CursedWin = 1, Win = 2 };

// Where an exact value came from.
enum class Source : std::uint8_t { Syzygy, Solver };

// `wdl` of the side to move, from White's standpoint: turned round when Black is to move.
constexpr Wdl forWhite(Wdl wdl, bool whiteToMove) {
    return whiteToMove ? wdl : Wdl(-int(wdl));
}

// v under the rules of chess (+1 win, 0 draw, -1 loss, side to move): a cursed win is a draw,
// because the defender claims it under the 50-move rule, and a blessed loss too.
constexpr int valueOf(Wdl wdl) {
    return wdl == Wdl::Win ? 1 : wdl == Wdl::Loss ? -1 : 0;
}

// The word the `tb probe` command prints: win, cursed-win, draw, blessed-loss, loss.
constexpr std::string_view wdlName(Wdl wdl) {
    switch (wdl) {
    case Wdl::Win: return "win";
    case Wdl::CursedWin: return "cursed-win";
    case Wdl::Draw: return "draw";
    case Wdl::BlessedLoss: return "blessed-loss";
    case Wdl::Loss: return "loss";
    }
    return "draw";
}

// "syzygy" or "solver", as `tb probe` prints it.
constexpr std::string_view sourceName(Source source) {
    return source == Source::Syzygy ? "syzygy" : "solver";
}

// One probe's answer. The distances are in plies and signed like the value: positive when the
// side to move wins, negative when it loses, 0 in a draw.
struct Probe {
    Wdl wdl = Wdl::Draw;
    Source source = Source::Solver;
    std::optional<int> dtz; // Syzygy: plies to the next capture or pawn move of the best play
    std::optional<int> dtm; // solver: plies to mate with best play (the 50-move rule ignored)

    bool operator==(const Probe&) const = default;
};

} // namespace kibitz::tablebase
