#pragma once

// Time controls as match runners write them ("10+0.1": 10 s a game and 0.1 s a move;
// "40/60+0.5": 60 s for every 40 moves plus 0.5 s a move), and the clock of one game.

#include "util/expected.h"

#include <chrono>
#include <string>
#include <string_view>

namespace kibitz::engines {

using std::chrono::milliseconds;

struct TimeControl {
    int movesPerPeriod = 0; // 0: the whole game (sudden death)
    milliseconds base{};
    milliseconds increment{};

    // The PGN TimeControl tag value: "10+0.1", "40/60", "40/60+0.5".
    std::string toString() const;
    bool operator==(const TimeControl&) const = default;
};

// Seconds may have up to three decimals; the base must be positive.
Expected<TimeControl, std::string> parseTimeControl(std::string_view text);

// One player's clock in a game.
class GameClock {
public:
    explicit GameClock(const TimeControl& tc);

    milliseconds remaining() const { return remaining_; }
    // Moves left in the current period, for `go movestogo` (0 in sudden death).
    int movesToGo() const;
    // Charges a move that took `used`; adds the increment and, when a period ends, the next
    // period's time. Returns false when the flag fell (the time ran out before the move came).
    bool punch(milliseconds used, milliseconds margin);

private:
    TimeControl tc_;
    milliseconds remaining_;
    int movesMade_ = 0;
};

} // namespace kibitz::engines
