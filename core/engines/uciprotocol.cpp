#include "uciprotocol.h"

#include <charconv>
#include <limits>

namespace kibitz::engines {

namespace {

template <typename T>
std::optional<T> number(std::string_view text) {
    T value{};
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end) return std::nullopt;
    return value;
}

// A number within [low, high], or nullopt.
template <typename T>
std::optional<T> number(std::string_view text, T low, T high) {
    const auto value = number<T>(text);
    if (!value || *value < low || *value > high) return std::nullopt;
    return value;
}

// Keywords of `info` that take one number.
bool readNumber(std::string_view key, std::string_view arg, UciInfo& info) {
    constexpr auto Huge = std::numeric_limits<std::int64_t>::max();
    constexpr auto HugeU = std::numeric_limits<std::uint64_t>::max();
    if (key == "depth") return bool(info.depth = number<int>(arg, 0, UciRange::MaxDepth));
    if (key == "seldepth") return bool(info.selDepth = number<int>(arg, 0, UciRange::MaxDepth));
    if (key == "multipv") return bool(info.multiPv = number<int>(arg, 1, UciRange::MaxMultiPv));
    if (key == "nodes") return bool(info.nodes = number<std::uint64_t>(arg, 0, HugeU));
    if (key == "nps") return bool(info.nps = number<std::uint64_t>(arg, 0, HugeU));
    if (key == "time") return bool(info.timeMs = number<std::int64_t>(arg, 0, Huge));
    return true; // hashfull, tbhits, cpuload, currmovenumber ...: not needed, not checked
}

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The text from the start of token `first` to the end of token `last` (both views into `line`),
// blanks inside kept as written.
std::string_view span(std::string_view line, std::string_view first, std::string_view last) {
    const auto begin = std::size_t(first.data() - line.data());
    const auto end = std::size_t(last.data() + last.size() - line.data());
    return line.substr(begin, end - begin);
}

std::optional<UciOption::Type> optionType(std::string_view word) {
    using Type = UciOption::Type;
    if (word == "check") return Type::Check;
    if (word == "spin") return Type::Spin;
    if (word == "combo") return Type::Combo;
    if (word == "button") return Type::Button;
    if (word == "string") return Type::String;
    return std::nullopt;
}

bool isOptionKeyword(std::string_view word) {
    return word == "default" || word == "min" || word == "max" || word == "var";
}

// Whether an option of `type` may have the field `key`.
bool fieldBelongs(UciOption::Type type, std::string_view key) {
    using Type = UciOption::Type;
    if (key == "default") return type != Type::Button;
    if (key == "min" || key == "max") return type == Type::Spin;
    if (key == "var") return type == Type::Combo;
    return false;
}

bool isKeyword(std::string_view word) {
    for (const std::string_view k :
         {"depth", "seldepth", "time", "nodes", "pv", "multipv", "score", "currmove",
          "currmovenumber", "hashfull", "nps", "tbhits", "sbhits", "cpuload", "string",
          "refutation", "currline", "wdl"})
        if (word == k) return true;
    return false;
}

} // namespace

int UciScore::centipawns() const {
    if (kind == Kind::Centipawns) return value;
    return value > 0 ? MateCentipawns - value : -MateCentipawns - value;
}

std::string_view textAfter(std::string_view line, std::string_view token) {
    std::string_view rest = line.substr(std::size_t(token.data() + token.size() - line.data()));
    while (!rest.empty() && isBlank(rest.front())) rest.remove_prefix(1);
    while (!rest.empty() && isBlank(rest.back())) rest.remove_suffix(1);
    return rest;
}

std::vector<std::string_view> uciTokens(std::string_view line) {
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' &&
               line[i] != '\n')
            ++i;
        if (i > start) tokens.push_back(line.substr(start, i - start));
        while (i < line.size() && (line[i] == '\r' || line[i] == '\n')) ++i;
    }
    return tokens;
}

std::optional<UciInfo> parseInfo(std::string_view line) {
    const auto tokens = uciTokens(line);
    if (tokens.empty() || tokens[0] != "info") return std::nullopt;
    UciInfo info;
    std::size_t i = 1;
    while (i < tokens.size()) {
        const std::string_view key = tokens[i++];
        if (key == "string") {
            info.string = std::string(textAfter(line, key)); // the rest of the line, as written
            return info;
        }
        if (key == "pv") {
            while (i < tokens.size() && !isKeyword(tokens[i])) info.pv.emplace_back(tokens[i++]);
            continue;
        }
        if (key == "score") {
            if (i + 1 >= tokens.size()) return std::nullopt;
            UciScore score;
            if (tokens[i] == "cp")
                score.kind = UciScore::Kind::Centipawns;
            else if (tokens[i] == "mate")
                score.kind = UciScore::Kind::Mate;
            else
                return std::nullopt;
            const int max = score.kind == UciScore::Kind::Mate ? UciRange::MaxMateMoves
                                                               : UciRange::MaxCentipawns;
            const auto v = number<int>(tokens[i + 1], -max, max);
            if (!v) return std::nullopt;
            score.value = *v;
            i += 2;
            if (i < tokens.size() && tokens[i] == "lowerbound") score.lowerBound = true, ++i;
            if (i < tokens.size() && tokens[i] == "upperbound") score.upperBound = true, ++i;
            info.score = score;
            continue;
        }
        if (key == "wdl") {
            if (i + 2 >= tokens.size()) return std::nullopt;
            const auto w = number<int>(tokens[i], 0, UciRange::PerMille);
            const auto d = number<int>(tokens[i + 1], 0, UciRange::PerMille);
            const auto l = number<int>(tokens[i + 2], 0, UciRange::PerMille);
            if (!w || !d || !l) return std::nullopt;
            info.wdl = UciWdl{*w, *d, *l};
            i += 3;
            continue;
        }
        if (key == "currmove" || key == "refutation" || key == "currline") {
            while (i < tokens.size() && !isKeyword(tokens[i])) ++i;
            continue;
        }
        if (i >= tokens.size()) {
            if (isKeyword(key)) return std::nullopt; // a keyword without its argument
            break;
        }
        if (isKeyword(key)) {
            if (!readNumber(key, tokens[i], info)) return std::nullopt;
            ++i;
        }
        // An unknown word: an engine's own extension; skip it alone.
    }
    return info;
}

std::optional<UciBestMove> parseBestMove(std::string_view line) {
    const auto tokens = uciTokens(line);
    if (tokens.empty() || tokens[0] != "bestmove") return std::nullopt;
    UciBestMove best;
    if (tokens.size() >= 2) best.move = std::string(tokens[1]);
    if (tokens.size() >= 4 && tokens[2] == "ponder") best.ponder = std::string(tokens[3]);
    return best;
}

Expected<UciOption, std::string> parseOption(std::string_view line) {
    using Type = UciOption::Type;
    const auto tokens = uciTokens(line);
    std::string_view quoted = line;
    while (!quoted.empty() && isBlank(quoted.back())) quoted.remove_suffix(1);
    const auto fail = [&](const std::string& why) {
        return unexpected(why + " in '" + std::string(quoted) + "'");
    };
    if (tokens.empty() || tokens[0] != "option") return fail("no 'option'");
    if (tokens.size() < 3 || tokens[1] != "name" || tokens[2] == "type") return fail("no name");
    std::size_t i = 2;
    while (i < tokens.size() && tokens[i] != "type") ++i;
    if (i + 1 >= tokens.size()) return fail("no type");
    UciOption option;
    option.name = std::string(span(line, tokens[2], tokens[i - 1]));
    const auto type = optionType(tokens[i + 1]);
    if (!type) return fail("an unknown type '" + std::string(tokens[i + 1]) + "'");
    option.type = *type;
    i += 2;
    if (option.type == Type::String) {
        // The default is the rest of the line: a path may hold blanks, and no field follows it.
        if (i == tokens.size()) return option;
        if (tokens[i] != "default") return fail("'" + std::string(tokens[i]) + "' after the type");
        const std::string_view value = textAfter(line, tokens[i]);
        option.defaultValue = value == "<empty>" ? std::string() : std::string(value);
        return option;
    }
    while (i < tokens.size()) {
        const std::string key(tokens[i++]);
        if (!isOptionKeyword(key)) return fail("'" + key + "' where a field belongs");
        if (!fieldBelongs(option.type, key)) return fail("a field '" + key + "' the type has not");
        std::size_t end = i; // the value runs to the next keyword
        while (end < tokens.size() && !isOptionKeyword(tokens[end])) ++end;
        if (end == i) return fail("'" + key + "' without a value");
        const std::string value(span(line, tokens[i], tokens[end - 1]));
        if (option.type != Type::Combo && end - i > 1)
            return fail("'" + key + "' with more than one word: '" + value + "'");
        i = end;
        if (key == "var") {
            option.vars.push_back(value);
            continue;
        }
        if (key == "default") {
            if (option.defaultValue) return fail("'default' twice");
            if (option.type == Type::Check && value != "true" && value != "false")
                return fail("a check default '" + value + "' that is neither true nor false");
            if (option.type == Type::Spin && !number<std::int64_t>(value))
                return fail("a default '" + value + "' that is no whole number");
            option.defaultValue = value;
            continue;
        }
        std::optional<std::int64_t>& bound = key == "min" ? option.min : option.max;
        if (bound) return fail("'" + key + "' twice");
        bound = number<std::int64_t>(value);
        if (!bound) return fail("a " + key + " '" + value + "' that is no whole number");
    }
    if (option.min && option.max && *option.min > *option.max) return fail("min above max");
    return option;
}

} // namespace kibitz::engines
