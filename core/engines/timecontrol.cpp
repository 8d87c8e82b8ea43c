#include "timecontrol.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <optional>

namespace kibitz::engines {

namespace {

// "12", "0.1", "2.125": seconds with at most three decimals, as milliseconds.
std::optional<milliseconds> parseSeconds(std::string_view text) {
    const auto dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    std::string_view fraction = dot == std::string_view::npos ? "" : text.substr(dot + 1);
    if (whole.empty() && fraction.empty()) return std::nullopt;
    if (fraction.size() > 3) return std::nullopt;
    long long w = 0;
    if (!whole.empty()) {
        const auto [p, ec] = std::from_chars(whole.data(), whole.data() + whole.size(), w);
        if (ec != std::errc() || p != whole.data() + whole.size() || w > 1'000'000'000)
            return std::nullopt;
    }
    long long f = 0;
    for (const char c : fraction) {
        if (c < '0' || c > '9') return std::nullopt;
        f = f * 10 + (c - '0');
    }
    for (std::size_t k = fraction.size(); k < 3; ++k) f *= 10;
    return milliseconds(w * 1000 + f);
}

std::string secondsText(milliseconds ms) {
    char text[32];
    const long long whole = ms.count() / 1000;
    const long long frac = ms.count() % 1000;
    if (frac == 0)
        std::snprintf(text, sizeof text, "%lld", whole);
    else if (frac % 100 == 0)
        std::snprintf(text, sizeof text, "%lld.%lld", whole, frac / 100);
    else if (frac % 10 == 0)
        std::snprintf(text, sizeof text, "%lld.%02lld", whole, frac / 10);
    else
        std::snprintf(text, sizeof text, "%lld.%03lld", whole, frac);
    return text;
}

} // namespace

std::string TimeControl::toString() const {
    std::string text;
    if (movesPerPeriod > 0) text = std::to_string(movesPerPeriod) + '/';
    text += secondsText(base);
    if (increment.count() > 0) text += '+' + secondsText(increment);
    return text;
}

Expected<TimeControl, std::string> parseTimeControl(std::string_view text) {
    const auto error = [&](std::string why) {
        return unexpected("bad time control '" + std::string(text) + "': " + std::move(why) +
                          " (examples: 10+0.1, 60, 40/120+1)");
    };
    TimeControl tc;
    std::string_view rest = text;
    if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
        const std::string_view moves = rest.substr(0, slash);
        const auto [p, ec] =
            std::from_chars(moves.data(), moves.data() + moves.size(), tc.movesPerPeriod);
        if (ec != std::errc() || p != moves.data() + moves.size() || tc.movesPerPeriod < 1)
            return error("the moves before '/' must be a whole number of at least 1");
        rest = rest.substr(slash + 1);
    }
    const auto plus = rest.find('+');
    const auto base = parseSeconds(rest.substr(0, plus));
    if (!base || base->count() <= 0)
        return error("the time must be a positive number of seconds, with at most 3 decimals");
    tc.base = *base;
    if (plus != std::string_view::npos) {
        const auto inc = parseSeconds(rest.substr(plus + 1));
        if (!inc)
            return error("the increment must be a number of seconds, with at most 3 decimals");
        tc.increment = *inc;
    }
    return tc;
}

GameClock::GameClock(const TimeControl& tc)
    : tc_(tc)
    , remaining_(tc.base) {}

int GameClock::movesToGo() const {
    if (tc_.movesPerPeriod <= 0) return 0;
    return tc_.movesPerPeriod - movesMade_ % tc_.movesPerPeriod;
}

bool GameClock::punch(milliseconds used, milliseconds margin) {
    remaining_ -= used;
    if (remaining_ < -margin) return false;
    remaining_ = std::max(remaining_, milliseconds(0)); // late, but within the margin
    remaining_ += tc_.increment;
    ++movesMade_;
    if (tc_.movesPerPeriod > 0 && movesMade_ % tc_.movesPerPeriod == 0) remaining_ += tc_.base;
    return true;
}

} // namespace kibitz::engines
