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
            // The rest of the line, as written.
            const auto at = line.find("string") + 6;
            std::string_view rest = line.substr(at);
            while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t'))
                rest.remove_prefix(1);
            while (!rest.empty() && (rest.back() == '\r' || rest.back() == '\n'))
                rest.remove_suffix(1);
            info.string = std::string(rest);
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

} // namespace kibitz::engines
