#pragma once

// The properties the UCI fuzzer checks on every input, shared with the regression test that
// replays the inputs it once failed on (tests/core/search/tst_ucifuzzregressions.cpp). No Qt.
//
// The input is a session of a GUI with Kibitz as its engine: one command a line, fed to
// search::UciServer as `kibitz-cli uci` does, with tiny searches (every go gets "nodes 2000"
// appended, which overrides an earlier nodes; a 1 MB table offered up to 4 MB), and "quit" at the
// end. Each line also goes through the parsers of what an engine says (engines::parseInfo,
// parseBestMove), which must take anything. Sanitizers catch the crashes; the oracle checks:
// - every go is answered by exactly one bestmove, and every bestmove answers a go;
// - every line said is one line (no line break inside) and not empty.
// A violated property is printed to stderr, then std::abort().

#include "engines/uciprotocol.h"
#include "search/uci.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::fuzz {

// Searches per input at most: each is fast, but a 4 kB input holds a thousand "go" lines.
inline constexpr int MaxGoes = 32;

namespace detail {

[[noreturn]] inline void violatedUci(std::string_view property, std::string_view line) {
    std::fprintf(stderr, "UCI oracle: %.*s\n  line: %.*s\n", int(property.size()), property.data(),
                 int(std::min<std::size_t>(line.size(), 200)), line.data());
    std::abort();
}

} // namespace detail

inline void checkUci(std::string_view input) {
    std::mutex mutex;
    std::vector<std::string> said;
    int goes = 0;
    {
        search::UciServer server(
            "Kibitz fuzz",
            [&](const std::string& line) {
                const std::lock_guard lock(mutex);
                said.push_back(line);
            },
            search::UciServer::HashRange{1, 4});
        std::size_t at = 0;
        bool running = true;
        while (running && at < input.size()) {
            std::size_t end = input.find('\n', at);
            if (end == std::string_view::npos) end = input.size();
            std::string line(input.substr(at, end - at));
            at = end + 1;
            (void)engines::parseInfo(line);
            (void)engines::parseBestMove(line);
            const auto tokens = engines::uciTokens(line);
            if (!tokens.empty() && tokens.front() == "go") {
                if (goes == MaxGoes) continue;
                ++goes;
                line += " nodes 2000";
            }
            running = server.handle(line);
        }
        if (running) server.handle("quit");
    }
    int bestMoves = 0;
    for (const std::string& line : said) {
        if (line.empty()) detail::violatedUci("an empty line was said", line);
        if (line.find_first_of("\r\n") != std::string::npos)
            detail::violatedUci("a line said holds a line break", line);
        if (line.rfind("bestmove ", 0) == 0) ++bestMoves;
    }
    if (bestMoves != goes)
        detail::violatedUci("the number of bestmoves (" + std::to_string(bestMoves) +
                                ") is not that of go commands (" + std::to_string(goes) + ")",
                            input.substr(0, 200));
}

} // namespace kibitz::fuzz
