#include "human/dataset.h"

#include "util/readfile.h"

#include <charconv>
#include <fstream>
#include <unordered_map>

namespace kibitz::human {

namespace {

constexpr std::string_view Columns = "key\tsplit\tply\tfen\twhite\tblack\twhite_elo\tblack_elo\t"
                                     "result\tmaterial\tplayed\tdepth\tmoves";
constexpr int ColumnCount = 13;

struct Field {
    std::string_view text;
    int column = 1; // of its first character
};

struct LineError {
    int column = 1;
    std::string what;
};

template <typename T>
bool parseNumber(std::string_view text, T& value, int base = 10) {
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value, base);
    return ec == std::errc() && ptr == end && !text.empty();
}

// "e2e4:31" or "e2e4:#-2" into the move and its score.
bool parseMove(std::string_view item, std::string_view& uci, analysis::Score& score) {
    const std::size_t colon = item.find(':');
    if (colon == std::string_view::npos || colon < 4) return false;
    uci = item.substr(0, colon);
    std::string_view value = item.substr(colon + 1);
    int number = 0;
    if (!value.empty() && value.front() == '#') {
        if (!parseNumber(value.substr(1), number)) return false;
        score = analysis::Score::mate(number);
        return true;
    }
    if (!parseNumber(value, number)) return false;
    score = analysis::Score::centipawns(number);
    return true;
}

class Reader {
public:
    std::optional<LineError> readLine(std::string_view line) {
        Field fields[ColumnCount];
        int count = 0;
        std::size_t start = 0;
        while (true) {
            const std::size_t tab = line.find('\t', start);
            if (count == ColumnCount) return LineError{int(start) + 1, "more than 13 fields"};
            fields[count++] = {
                line.substr(start, tab == std::string_view::npos ? line.npos : tab - start),
                int(start) + 1};
            if (tab == std::string_view::npos) break;
            start = tab + 1;
        }
        if (count != ColumnCount)
            return LineError{int(line.size()) + 1, std::to_string(count) + " fields, not 13"};

        DatasetPosition p;
        if (fields[0].text.size() != 16 || !parseNumber(fields[0].text, p.gameKey, 16))
            return LineError{fields[0].column, "the key is not 16 hex digits"};
        if (fields[1].text != "fit" && fields[1].text != "held")
            return LineError{fields[1].column, "the split is neither 'fit' nor 'held'"};
        p.heldBack = fields[1].text == "held";
        if (!parseNumber(fields[2].text, p.ply) || p.ply < 0)
            return LineError{fields[2].column, "the ply is not a whole number"};
        p.fen = std::string(fields[3].text);
        const std::size_t side = p.fen.find(' ');
        if (side == std::string::npos || side + 1 >= p.fen.size() ||
            (p.fen[side + 1] != 'w' && p.fen[side + 1] != 'b'))
            return LineError{fields[3].column, "the FEN has no side to move"};
        p.whiteToMove = p.fen[side + 1] == 'w';
        p.white = player(fields[4].text);
        p.black = player(fields[5].text);
        if (!parseNumber(fields[6].text, p.whiteElo))
            return LineError{fields[6].column, "White's Elo is not a whole number"};
        if (!parseNumber(fields[7].text, p.blackElo))
            return LineError{fields[7].column, "Black's Elo is not a whole number"};
        if (fields[8].text == "1")
            p.result = 1.0;
        else if (fields[8].text == "0.5")
            p.result = 0.5;
        else if (fields[8].text == "0")
            p.result = 0.0;
        else
            return LineError{fields[8].column, "the result is not 1, 0.5 or 0"};
        if (!parseNumber(fields[9].text, p.material))
            return LineError{fields[9].column, "the material is not a whole number"};
        if (!parseNumber(fields[11].text, p.depth))
            return LineError{fields[11].column, "the depth is not a whole number"};

        p.firstMove = dataset_.scores.size();
        const std::string_view played = fields[10].text;
        std::string_view moves = fields[12].text;
        int column = fields[12].column;
        bool found = false;
        while (!moves.empty()) {
            const std::size_t comma = moves.find(',');
            const std::string_view item = moves.substr(0, comma);
            std::string_view uci;
            analysis::Score score;
            if (!parseMove(item, uci, score)) {
                dataset_.scores.resize(p.firstMove);
                return LineError{column, "'" + std::string(item) + "' is not MOVE:SCORE"};
            }
            if (uci == played) {
                p.played = int(dataset_.scores.size() - p.firstMove);
                found = true;
            }
            dataset_.scores.push_back(score);
            if (comma == std::string_view::npos) break;
            moves.remove_prefix(comma + 1);
            column += int(comma) + 1;
        }
        p.moveCount = dataset_.scores.size() - p.firstMove;
        if (!found) {
            dataset_.scores.resize(p.firstMove);
            return LineError{fields[10].column,
                             "the move played is not among the moves of the line"};
        }
        dataset_.positions.push_back(std::move(p));
        return std::nullopt;
    }

    Dataset take() { return std::move(dataset_); }

private:
    int player(std::string_view name) {
        const auto [it, added] =
            playerIndex_.try_emplace(std::string(name), int(dataset_.players.size()));
        if (added) dataset_.players.emplace_back(name);
        return it->second;
    }

    Dataset dataset_;
    std::unordered_map<std::string, int> playerIndex_;
};

} // namespace

Expected<Dataset, std::string> readDataset(const std::string& path) {
    if (std::string problem = util::wholeFileProblem(path, SIZE_MAX, "a dataset"); !problem.empty())
        return unexpected(std::move(problem));
    std::ifstream in(path, std::ios::binary);
    if (!in) return unexpected(path + ": cannot be opened");
    Reader reader;
    std::string line;
    int number = 0;
    // A dataset's lines are short; a longer one is not a dataset's.
    constexpr std::size_t MaxLine = std::size_t(1) << 20;
    bool tooLong = false;
    while (util::readLine(in, line, MaxLine, tooLong)) {
        ++number;
        if (tooLong)
            return unexpected(path + ":" + std::to_string(number) +
                              ":1: a line longer than 1 MB: not a dataset");
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (number == 1) {
            if (!line.starts_with("# kibitz-cli dataset build:"))
                return unexpected(path + ":1:1: not a dataset (it does not start with "
                                         "'# kibitz-cli dataset build:')");
            continue;
        }
        if (number == 2) {
            if (line != Columns)
                return unexpected(path + ":2:1: the columns are not those of this version: " +
                                  std::string(Columns));
            continue;
        }
        if (const std::optional<LineError> error = reader.readLine(line))
            return unexpected(path + ':' + std::to_string(number) + ':' +
                              std::to_string(error->column) + ": " + error->what);
    }
    if (in.bad()) return unexpected(path + ": read error");
    if (number < 2)
        return unexpected(path + ":" + std::to_string(number + 1) + ":1: the header is missing");
    return reader.take();
}

} // namespace kibitz::human
