#include "ui/board/playerclocks.h"

#include "engines/timecontrol.h"
#include "pgn/commands.h"

#include <vector>

namespace kibitz::ui {

using std::chrono::milliseconds;

std::optional<milliseconds> initialClock(std::string_view timeControl) {
    // The PGN standard (9.6.1) separates periods with ':'; the first one is on the clock at the
    // start. A sandclock ("*60") counts down and up, so it has no fixed start to show.
    const std::string_view first = timeControl.substr(0, timeControl.find(':'));
    if (first.empty() || first.front() == '*') return std::nullopt;
    const auto parsed = engines::parseTimeControl(first);
    if (!parsed) return std::nullopt;
    return parsed->base;
}

namespace {

// Whether any move of the tree has a [%clk] after it, the main line looked at first.
bool treeHasClocks(const pgn::GameTree& tree) {
    std::vector<pgn::NodeId> pending{pgn::GameTree::root()};
    while (!pending.empty()) {
        const pgn::NodeId node = pending.back();
        pending.pop_back();
        if (node != pgn::GameTree::root() && pgn::clock(tree.commentAfter(node))) return true;
        // The main continuation last, so that it is looked at first.
        std::vector<pgn::NodeId> children = tree.children(node);
        pending.insert(pending.end(), children.rbegin(), children.rend());
    }
    return false;
}

} // namespace

bool hasClockComments(const pgn::Game& game) {
    return treeHasClocks(game.tree());
}

PlayerClocks clocksAt(const pgn::Game& game, pgn::NodeId id) {
    return clocksAt(game, id, hasClockComments(game));
}

PlayerClocks clocksAt(const pgn::Game& game, pgn::NodeId id, bool gameHasClocks) {
    const pgn::GameTree& tree = game.tree();
    if (!tree.contains(id)) id = pgn::GameTree::root();
    // The side to move at the start: the FEN's second field ("w" unless it says "b").
    const std::string& fen = tree.startFen();
    const auto space = fen.find(' ');
    const bool whiteStarts = space == std::string::npos || fen.compare(space + 1, 1, "b") != 0;
    PlayerClocks clocks;
    int ply = tree.ply(id); // of `node` below, counted down on the way back (ply() walks)
    for (pgn::NodeId node = id; node != pgn::GameTree::root() && (!clocks.white || !clocks.black);
         node = tree.parent(node), --ply) {
        // Ply 1 is the first side's move, ply 2 the other's, and so on.
        const bool white = (ply % 2 == 1) == whiteStarts;
        std::optional<milliseconds>& clock = white ? clocks.white : clocks.black;
        if (clock) continue;
        if (const auto left = pgn::clock(tree.commentAfter(node)))
            clock = milliseconds(left->milliseconds);
    }
    // Before a side's first [%clk] the clock shows the time at the start; a game without clock
    // comments says nothing of the clocks, whatever its TimeControl.
    if ((!clocks.white || !clocks.black) && gameHasClocks) {
        const auto start = initialClock(game.tagText("TimeControl"));
        if (!clocks.white) clocks.white = start;
        if (!clocks.black) clocks.black = start;
    }
    return clocks;
}

std::vector<std::optional<milliseconds>> moveTimes(const pgn::Game& game) {
    const pgn::GameTree& tree = game.tree();
    const std::vector<pgn::NodeId> line = tree.mainLine();
    std::vector<std::optional<milliseconds>> times(line.size());
    const std::string control = game.tagText("TimeControl");
    milliseconds increment{0};
    if (const auto last = engines::parseTimeControl(control.substr(control.rfind(':') + 1)))
        increment = last->increment;
    const auto start = initialClock(control);
    std::optional<milliseconds> before[2] = {start, start}; // each side's clock, by parity
    for (std::size_t ply = 1; ply < line.size(); ++ply) {
        const std::string& comment = tree.commentAfter(line[ply]);
        std::optional<milliseconds>& previous = before[ply % 2];
        const auto clock = pgn::clock(comment);
        const std::optional<milliseconds> now =
            clock ? std::optional(milliseconds(clock->milliseconds)) : std::nullopt;
        if (const auto elapsed = pgn::elapsedMoveTime(comment)) {
            times[ply] = milliseconds(elapsed->milliseconds);
        } else if (now && previous) {
            const milliseconds used = *previous + increment - *now;
            if (used.count() >= 0) times[ply] = used;
        }
        if (now) previous = now;
    }
    return times;
}

QString formatClock(milliseconds time) {
    const bool negative = time.count() < 0;
    const long long ms = negative ? -time.count() : time.count();
    const long long seconds = ms / 1000;
    const QString sign = negative ? QStringLiteral("−") : QString();
    const auto two = [](long long n) {
        return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0'));
    };
    if (seconds >= 3600)
        return sign + QStringLiteral("%1:%2:%3")
                          .arg(seconds / 3600)
                          .arg(two(seconds / 60 % 60), two(seconds % 60));
    if (seconds >= 10)
        return sign + QStringLiteral("%1:%2").arg(seconds / 60).arg(two(seconds % 60));
    return sign + QStringLiteral("0:%1.%2").arg(two(seconds)).arg(ms / 100 % 10);
}

} // namespace kibitz::ui
