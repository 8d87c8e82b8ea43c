#include "openings.h"

#include "chess/position.h"
#include "pgn/reader.h"
#include "util/readfile.h"

#include <fstream>

namespace kibitz::engines {

namespace {

bool endsWith(const std::string& s, std::string_view suffix) {
    if (s.size() < suffix.size()) return false;
    for (std::size_t k = 0; k < suffix.size(); ++k) {
        const char c = s[s.size() - suffix.size() + k];
        if (char(c | 0x20) != suffix[k]) return false;
    }
    return true;
}

std::string located(const std::string& path, std::int64_t line, int column, std::string message) {
    return path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
           std::move(message);
}

// The value of the EPD operation `name` (up to its ';'), unquoted, or "".
std::string operation(std::string_view ops, std::string_view name) {
    std::size_t at = 0;
    while ((at = ops.find(name, at)) != std::string_view::npos) {
        const bool starts = at == 0 || ops[at - 1] == ' ' || ops[at - 1] == ';';
        const std::size_t after = at + name.size();
        if (starts && after < ops.size() && ops[after] == ' ') {
            std::string_view value = ops.substr(after + 1, ops.find(';', after) - after - 1);
            while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
            while (!value.empty() && value.back() == ' ') value.remove_suffix(1);
            if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
                value = value.substr(1, value.size() - 2);
            return std::string(value);
        }
        at = after;
    }
    return {};
}

bool isCount(const std::string& text) {
    return !text.empty() && text.size() <= 4 &&
           text.find_first_not_of("0123456789") == std::string::npos;
}

Expected<std::vector<Opening>, std::string> loadEpd(const std::string& path) {
    if (std::string problem = util::wholeFileProblem(path, SIZE_MAX, "an EPD file");
        !problem.empty())
        return unexpected(std::move(problem));
    std::ifstream in(path, std::ios::binary);
    if (!in) return unexpected(path + ": cannot open the file");
    std::vector<Opening> openings;
    std::string line;
    std::int64_t number = 0;
    constexpr std::size_t MaxLine = std::size_t(1) << 20; // an EPD line is a position and its words
    bool tooLong = false;
    while (util::readLine(in, line, MaxLine, tooLong)) {
        ++number;
        if (tooLong)
            return unexpected(path + ":" + std::to_string(number) +
                              ":1: a line longer than 1 MB: not an EPD file");
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        // The end of the fourth field.
        std::size_t end = first;
        for (int field = 0; field < 4 && end != std::string::npos; ++field) {
            end = line.find_first_not_of(" \t", end);
            if (end != std::string::npos) end = line.find_first_of(" \t", end);
        }
        if (end == std::string::npos) end = line.size();
        const std::string ops = end < line.size() ? line.substr(end) : std::string();
        std::string hmvc = operation(ops, "hmvc");
        std::string fmvn = operation(ops, "fmvn");
        if (!hmvc.empty() && !isCount(hmvc))
            return unexpected(located(path, number, int(line.find("hmvc") + 1),
                                      "hmvc must be a number of halfmoves, found '" + hmvc + "'"));
        if (!fmvn.empty() && !isCount(fmvn))
            return unexpected(located(path, number, int(line.find("fmvn") + 1),
                                      "fmvn must be a move number, found '" + fmvn + "'"));
        const std::string fen = line.substr(0, end) + ' ' + (hmvc.empty() ? "0" : hmvc) + ' ' +
                                (fmvn.empty() ? "1" : fmvn);
        chess::Position pos;
        if (const auto set = pos.setFen(fen); !set)
            return unexpected(located(path, number, set.error().column, set.error().toString()));
        if (!pos.hasLegalMoves())
            return unexpected(located(path, number, int(first + 1),
                                      "the position has no legal move (the game is over)"));
        std::string name = operation(ops, "id");
        if (name.empty()) name = "line " + std::to_string(number);
        openings.push_back(Opening{pos.fen(), {}, std::move(name)});
    }
    return openings;
}

Expected<std::vector<Opening>, std::string> loadPgn(const std::string& path, int maxPlies) {
    auto reader = pgn::PgnReader::open(path);
    if (!reader) return unexpected(path + ": " + reader.error());
    std::vector<Opening> openings;
    pgn::Game game;
    while (reader.value()->readGame(game)) {
        const pgn::GameReport& report = reader.value()->report();
        if (report.error)
            return unexpected(
                located(path, report.error->line, report.error->column,
                        "game " + std::to_string(report.number) + ": " + report.error->message));
        Opening opening;
        opening.fen = game.tree().startFen();
        opening.moves = game.tree().movesTo(game.tree().mainLine().back());
        if (maxPlies > 0 && int(opening.moves.size()) > maxPlies)
            opening.moves.resize(std::size_t(maxPlies));
        chess::Position pos = game.tree().positionAt(pgn::GameTree::root());
        for (const chess::Move m : opening.moves) pos.makeMove(m);
        if (!pos.hasLegalMoves())
            return unexpected(located(path, report.line, 1,
                                      "game " + std::to_string(report.number) +
                                          ": the opening ends the game (no legal move)"));
        if (const std::string* tag = game.tag("Opening"))
            opening.name = *tag;
        else if (game.tag("White") && game.tag("Black"))
            opening.name = *game.tag("White") + "-" + *game.tag("Black");
        else
            opening.name = "game " + std::to_string(report.number);
        openings.push_back(std::move(opening));
    }
    if (const std::string error = reader.value()->ioError(); !error.empty())
        return unexpected(path + ": " + error);
    return openings;
}

} // namespace

Expected<std::vector<Opening>, std::string> loadOpenings(const std::string& path, int maxPlies) {
    auto openings = endsWith(path, ".pgn") ? loadPgn(path, maxPlies) : loadEpd(path);
    if (openings && openings.value().empty()) return unexpected(path + ": no opening in the file");
    return openings;
}

} // namespace kibitz::engines
