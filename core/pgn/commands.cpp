#include "commands.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace kibitz::pgn {

using chess::Square;

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

template <typename T>
bool parseNumber(std::string_view text, T& out) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size();
}

std::optional<Evaluation> parseEvaluation(std::string_view args) {
    Evaluation e;
    if (const auto comma = args.find(','); comma != std::string_view::npos) {
        int depth = 0;
        if (!parseNumber(args.substr(comma + 1), depth) || depth < 0) return std::nullopt;
        e.depth = depth;
        args = args.substr(0, comma);
    }
    if (!args.empty() && args.front() == '#') {
        e.kind = Evaluation::Kind::Mate;
        if (!parseNumber(args.substr(1), e.mate)) return std::nullopt;
        return e;
    }
    if (!parseNumber(args, e.pawns) || !std::isfinite(e.pawns)) return std::nullopt;
    return e;
}

// Digits with at most one decimal point: no sign, no exponent.
bool isPlainDecimal(std::string_view text) {
    int points = 0;
    for (const char c : text) {
        if (c == '.')
            ++points;
        else if (c < '0' || c > '9')
            return false;
    }
    return !text.empty() && points <= 1 && text != ".";
}

// h:mm:ss, mm:ss or ss, each with optional decimals on the seconds. Up to a million hours: more
// is not a clock reading, and could not be held in milliseconds without overflow.
std::optional<Duration> parseDuration(std::string_view args) {
    constexpr double MaxSeconds = 1e6 * 3600;
    double total = 0.0;
    int fields = 0;
    while (true) {
        const auto colon = args.find(':');
        const std::string_view field = args.substr(0, colon);
        if (!isPlainDecimal(field) || ++fields > 3) return std::nullopt;
        double value = 0.0;
        if (!parseNumber(field, value)) return std::nullopt;
        total = total * 60 + value;
        if (total > MaxSeconds) return std::nullopt;
        if (colon == std::string_view::npos) break;
        if (field.find('.') != std::string_view::npos) return std::nullopt; // only seconds
        args.remove_prefix(colon + 1);
    }
    return Duration{std::llround(total * 1000.0)};
}

std::optional<Square> parseSquare(char file, char rank) {
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return std::nullopt;
    return chess::makeSquare(chess::File(file - 'a'), chess::Rank(rank - '1'));
}

bool isColorLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

template <typename Item, typename ParseItem>
std::optional<std::vector<Item>> parseList(std::string_view args, ParseItem parseItem) {
    std::vector<Item> items;
    while (!args.empty()) {
        const auto comma = args.find(',');
        const auto item = parseItem(trim(args.substr(0, comma)));
        if (!item) return std::nullopt;
        items.push_back(*item);
        if (comma == std::string_view::npos) break;
        args.remove_prefix(comma + 1);
    }
    return items;
}

std::optional<ColoredSquare> parseColoredSquare(std::string_view s) {
    if (s.size() != 3 || !isColorLetter(s[0])) return std::nullopt;
    const auto square = parseSquare(s[1], s[2]);
    if (!square) return std::nullopt;
    return ColoredSquare{s[0], *square};
}

std::optional<Arrow> parseArrow(std::string_view s) {
    if (s.size() != 5 || !isColorLetter(s[0])) return std::nullopt;
    const auto from = parseSquare(s[1], s[2]);
    const auto to = parseSquare(s[3], s[4]);
    if (!from || !to) return std::nullopt;
    return Arrow{s[0], *from, *to};
}

CommandValue parseValue(std::string_view name, std::string_view args) {
    auto orUnknown = [](auto&& parsed) -> CommandValue {
        if (parsed) return *parsed;
        return std::monostate{};
    };
    if (name == "eval") return orUnknown(parseEvaluation(args));
    if (name == "clk" || name == "emt") return orUnknown(parseDuration(args));
    if (name == "csl") return orUnknown(parseList<ColoredSquare>(args, parseColoredSquare));
    if (name == "cal") return orUnknown(parseList<Arrow>(args, parseArrow));
    return std::monostate{};
}

// Finds the next "[%name args]" at or after `from`; fills `c` and returns true.
bool nextCommand(std::string_view comment, std::size_t from, Command& c) {
    // The ']' found for one "[%" serves the next ones before it too, so that a run of "[% " with
    // no name is passed over in one look rather than one per "[%".
    std::size_t close = 0;
    while (true) {
        const auto open = comment.find("[%", from);
        if (open == std::string_view::npos) return false;
        if (close < open + 2) close = comment.find(']', open + 2);
        if (close == std::string_view::npos) return false;
        const std::string_view inside = comment.substr(open + 2, close - open - 2);
        std::size_t nameEnd = 0;
        while (nameEnd < inside.size() && !isSpace(inside[nameEnd])) ++nameEnd;
        if (nameEnd == 0) {
            from = open + 2;
            continue;
        }
        c.name = std::string(inside.substr(0, nameEnd));
        c.arguments = std::string(trim(inside.substr(nameEnd)));
        c.value = parseValue(c.name, c.arguments);
        c.begin = open;
        c.end = close + 1;
        return true;
    }
}

// Removes every command named `name`, each with one adjoining space (the one after it, else the
// one before), so "a [%x] b" becomes "a b". One pass over the comment, however many there are.
std::string eraseCommands(std::string_view comment, std::string_view name) {
    std::string result;
    std::size_t kept = 0; // comment[kept, ...) is still to be copied
    Command c;
    for (std::size_t from = 0; nextCommand(comment, from, c); from = c.end) {
        if (c.name != name) continue;
        result.append(comment.substr(kept, c.begin - kept));
        kept = c.end;
        if (kept < comment.size() && comment[kept] == ' ')
            ++kept;
        else if (!result.empty() && result.back() == ' ')
            result.pop_back();
    }
    result.append(comment.substr(kept));
    return result;
}

} // namespace

std::vector<Command> parseCommands(std::string_view comment) {
    std::vector<Command> commands;
    Command c;
    for (std::size_t from = 0; nextCommand(comment, from, c); from = c.end) commands.push_back(c);
    return commands;
}

std::optional<Command> findCommand(std::string_view comment, std::string_view name) {
    Command c;
    for (std::size_t from = 0; nextCommand(comment, from, c); from = c.end)
        if (c.name == name) return c;
    return std::nullopt;
}

namespace {

template <typename T>
std::optional<T> valueOf(std::string_view comment, std::string_view name) {
    const auto c = findCommand(comment, name);
    if (!c || !std::holds_alternative<T>(c->value)) return std::nullopt;
    return std::get<T>(c->value);
}

} // namespace

std::optional<Evaluation> evaluation(std::string_view comment) {
    return valueOf<Evaluation>(comment, "eval");
}

std::optional<Duration> clock(std::string_view comment) {
    return valueOf<Duration>(comment, "clk");
}

std::optional<Duration> elapsedMoveTime(std::string_view comment) {
    return valueOf<Duration>(comment, "emt");
}

std::string commentText(std::string_view comment) {
    return commentText(comment, std::string::npos);
}

std::string commentText(std::string_view comment, std::size_t limit) {
    std::string text;
    std::size_t from = 0;
    Command c;
    // Appends the words of `part`; false once `limit` bytes are out.
    auto appendWords = [&text, limit](std::string_view part) {
        std::size_t i = 0;
        while (i < part.size()) {
            while (i < part.size() && isSpace(part[i])) ++i;
            if (i == part.size()) break;
            if (!text.empty()) {
                if (text.size() == limit) return false;
                text += ' ';
            }
            // The word, or as much of it as the limit leaves.
            const std::size_t room = limit - text.size();
            std::size_t j = i;
            while (j < part.size() && j - i < room && !isSpace(part[j])) ++j;
            text.append(part.substr(i, j - i));
            if (j - i == room) return false;
            i = j;
        }
        return true;
    };
    while (nextCommand(comment, from, c)) {
        if (!appendWords(comment.substr(from, c.begin - from))) return text;
        from = c.end;
    }
    appendWords(comment.substr(from));
    return text;
}

std::string withCommand(std::string_view comment, std::string_view name,
                        std::string_view arguments) {
    std::string command = "[%";
    command.append(name);
    if (!arguments.empty()) command.append(" ").append(arguments);
    command += ']';
    if (const auto existing = findCommand(comment, name)) {
        std::string result(comment.substr(0, existing->begin));
        result += command;
        result.append(comment.substr(existing->end));
        return result;
    }
    if (trim(comment).empty()) return command;
    return command + " " + std::string(comment);
}

std::string withoutCommand(std::string_view comment, std::string_view name) {
    // Removing one can make another (in "[[%x] %x]"): repeat until none is left, which for any
    // real comment is after the first pass.
    std::string result = eraseCommands(comment, name);
    while (findCommand(result, name)) result = eraseCommands(result, name);
    return result;
}

std::string formatEvaluation(const Evaluation& e) {
    std::string text;
    if (e.kind == Evaluation::Kind::Mate) {
        text = "#" + std::to_string(e.mate);
    } else {
        // Enough room for any double in fixed notation (DBL_MAX has 309 digits).
        char buffer[400];
        std::snprintf(buffer, sizeof buffer, "%.2f", e.pawns);
        text = buffer;
        if (text == "-0.00") text = "0.00";
    }
    if (e.depth) text += "," + std::to_string(*e.depth);
    return text;
}

std::string formatDuration(const Duration& d) {
    const std::int64_t ms = d.milliseconds < 0 ? 0 : d.milliseconds;
    const std::int64_t seconds = ms / 1000;
    char buffer[48];
    int n = std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", (long long)(seconds / 3600),
                          (long long)(seconds / 60 % 60), (long long)(seconds % 60));
    if (const std::int64_t rest = ms % 1000; rest != 0) {
        // Tenths when they say it all (the usual notation), milliseconds otherwise.
        if (rest % 100 == 0)
            std::snprintf(buffer + n, sizeof buffer - std::size_t(n), ".%lld",
                          (long long)(rest / 100));
        else
            std::snprintf(buffer + n, sizeof buffer - std::size_t(n), ".%03lld", (long long)rest);
    }
    return buffer;
}

} // namespace kibitz::pgn

namespace kibitz::pgn {

namespace {

std::string squareText(Square square) {
    return {char('a' + int(chess::fileOf(square))), char('1' + int(chess::rankOf(square)))};
}

// The command's list as read, or empty when the comment has none (or one that does not parse,
// which is then replaced: the user's click says what the marks should be).
template <typename Item>
std::vector<Item> listOf(std::string_view comment, std::string_view name) {
    if (const auto command = findCommand(comment, name))
        if (const auto* items = std::get_if<std::vector<Item>>(&command->value)) return *items;
    return {};
}

template <typename Item, typename Same, typename Format>
std::string withToggled(std::string_view comment, std::string_view name, const Item& item,
                        Same same, Format format) {
    std::vector<Item> items = listOf<Item>(comment, name);
    const auto found = std::find_if(items.begin(), items.end(),
                                    [&](const Item& other) { return same(other, item); });
    if (found == items.end())
        items.push_back(item);
    else if (found->color == item.color)
        items.erase(found);
    else
        found->color = item.color;
    if (items.empty()) return withoutCommand(comment, name);
    return withCommand(comment, name, format(items));
}

} // namespace

std::string formatSquares(const std::vector<ColoredSquare>& squares) {
    std::string text;
    for (const ColoredSquare& s : squares) {
        if (!text.empty()) text += ',';
        text += s.color;
        text += squareText(s.square);
    }
    return text;
}

std::string formatArrows(const std::vector<Arrow>& arrows) {
    std::string text;
    for (const Arrow& a : arrows) {
        if (!text.empty()) text += ',';
        text += a.color;
        text += squareText(a.from) + squareText(a.to);
    }
    return text;
}

std::string withSquareToggled(std::string_view comment, const ColoredSquare& square) {
    return withToggled(
        comment, "csl", square,
        [](const ColoredSquare& a, const ColoredSquare& b) { return a.square == b.square; },
        formatSquares);
}

std::string withArrowToggled(std::string_view comment, const Arrow& arrow) {
    return withToggled(
        comment, "cal", arrow,
        [](const Arrow& a, const Arrow& b) { return a.from == b.from && a.to == b.to; },
        formatArrows);
}

} // namespace kibitz::pgn
