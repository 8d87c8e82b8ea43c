#pragma once

// The players' clocks at a move of a game, as the board shows them above and below it: from the
// [%clk] commands that Lichess, ChessBase and the broadcasts write after every move (the time
// left on the mover's clock once the move was made), and before a side's first move from the
// game's TimeControl tag.

#include "pgn/game.h"

#include <QString>

#include <chrono>
#include <optional>
#include <vector>

namespace kibitz::ui {

struct PlayerClocks {
    std::optional<std::chrono::milliseconds> white;
    std::optional<std::chrono::milliseconds> black;

    bool operator==(const PlayerClocks&) const = default;
};

// Each side's clock at `id` (after that move; the root is the start): the [%clk] after the side's
// last move on the way from the start to `id` that has one; before the side's first such move, the
// time of the TimeControl tag's first period ("40/7200:20/3600:900+30" gives 2:00:00, "300+2"
// 5:00) when the tag parses and the game has [%clk] comments at all; else none. An unknown id
// reads as the start.
PlayerClocks clocksAt(const pgn::Game& game, pgn::NodeId id);
// The same, told whether the game has [%clk] comments (hasClockComments), for a caller that asks
// at every move and looks the game over once per change of game.
PlayerClocks clocksAt(const pgn::Game& game, pgn::NodeId id, bool gameHasClocks);
// Whether any move of the game has a [%clk] after it (mostly found at the first move).
bool hasClockComments(const pgn::Game& game);

// The first period's time of a PGN TimeControl tag ("40/7200:3600", "300+2", "5400+30"), or none
// for "-", "?", a sandclock ("*60") and anything that does not parse.
std::optional<std::chrono::milliseconds> initialClock(std::string_view timeControl);

// The time each move of the main line took, by ply (index 0, the start, has none): its [%emt]
// where the game has one, else the fall of the mover's [%clk] since their move before (from the
// start's clock for their first move) plus the TimeControl's increment (its last period's, which
// FIDE's controls give from the first move). None where neither says: no clock comment, or a
// clock that rose by more than the increment (a period's time was added).
std::vector<std::optional<std::chrono::milliseconds>> moveTimes(const pgn::Game& game);

// A clock as players read it: "1:59:23" from an hour on, "9:59" below, "0:07.2" (tenths) under
// ten seconds.
QString formatClock(std::chrono::milliseconds time);

} // namespace kibitz::ui
