#include "weightsfile.h"

#include "chess/notation.h"
#include "util/readfile.h"

#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace kibitz::search {

using namespace chess;

namespace {

constexpr const char* PieceNames[PieceTypeCount] = {"",     "pawn",  "knight", "bishop",
                                                    "rook", "queen", "king"};

void addScore(std::vector<WeightRef>& refs, const std::string& name, Score& s) {
    refs.push_back({name + ".mg", &s.mg});
    refs.push_back({name + ".eg", &s.eg});
}

std::string located(const std::string& source, std::size_t line, std::size_t column,
                    const std::string& message) {
    return source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r';
}

} // namespace

std::vector<WeightRef> namedWeights(EvalWeights& w) {
    std::vector<WeightRef> refs;
    for (int pt = Pawn; pt <= Queen; ++pt)
        addScore(refs, std::string("material.") + PieceNames[pt], w.material[pt]);
    for (int pt = Pawn; pt <= King; ++pt)
        for (int s = 0; s < SquareCount; ++s)
            addScore(refs, std::string("pst.") + PieceNames[pt] + "." + squareName(Square(s)),
                     w.pieceSquare[pt][s]);
    for (int pt = Knight; pt <= Queen; ++pt)
        addScore(refs, std::string("mobility.") + PieceNames[pt], w.mobility[pt]);
    for (int rank = 1; rank <= 6; ++rank)
        addScore(refs, "passed.rank" + std::to_string(rank + 1), w.passedPawn[rank]);
    addScore(refs, "isolated", w.isolatedPawn);
    addScore(refs, "doubled", w.doubledPawn);
    addScore(refs, "bishopPair", w.bishopPair);
    addScore(refs, "kingShelter", w.kingShelterPawn);
    addScore(refs, "kingAttack", w.kingAttack);
    addScore(refs, "rookOpenFile", w.rookOpenFile);
    addScore(refs, "rookSemiOpenFile", w.rookSemiOpenFile);
    addScore(refs, "knightOutpost", w.knightOutpost);
    addScore(refs, "pawnThreat", w.pawnThreat);
    addScore(refs, "minorThreat", w.minorThreat);
    for (int pt = Knight; pt <= Queen; ++pt)
        refs.push_back({std::string("phase.") + PieceNames[pt], &w.phaseWeight[pt]});
    refs.push_back({"tempo", &w.tempo});
    return refs;
}

Expected<EvalWeights, std::string> parseWeights(std::string_view text, const std::string& source) {
    EvalWeights w = defaultWeights();
    std::map<std::string, int*, std::less<>> byName;
    for (const WeightRef& ref : namedWeights(w)) byName.emplace(ref.name, ref.value);
    std::map<std::string, std::size_t, std::less<>> seenAt; // name -> line

    std::size_t lineNumber = 0;
    bool inSet = false;
    while (!text.empty()) {
        ++lineNumber;
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (const std::size_t hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);

        std::size_t at = 0;
        const auto skipSpace = [&] {
            while (at < line.size() && isSpace(line[at])) ++at;
        };
        const auto word = [&] {
            const std::size_t from = at;
            while (at < line.size() && !isSpace(line[at])) ++at;
            return line.substr(from, at - from);
        };
        skipSpace();
        if (at == line.size()) continue;
        // A database of several sets: the first is the one read.
        if (line[at] == '[') {
            if (inSet) break;
            inSet = true;
            continue;
        }
        const std::size_t nameColumn = at + 1;
        const std::string_view name = word();
        const auto found = byName.find(name);
        if (found == byName.end())
            return unexpected(located(source, lineNumber, nameColumn,
                                      "unknown weight '" + std::string(name) + "'"));
        if (const auto seen = seenAt.find(name); seen != seenAt.end())
            return unexpected(located(source, lineNumber, nameColumn,
                                      "'" + std::string(name) + "' is given twice (first on line " +
                                          std::to_string(seen->second) + ")"));
        skipSpace();
        const std::size_t valueColumn = at + 1;
        const std::string_view valueText = word();
        if (valueText.empty())
            return unexpected(located(source, lineNumber, valueColumn,
                                      "'" + std::string(name) + "' has no value"));
        int value = 0;
        const char* first = valueText.data();
        const char* last = first + valueText.size();
        if (*first == '+') ++first;
        const auto [ptr, ec] = std::from_chars(first, last, value);
        // A phase weight counts pieces towards the middlegame: never below none.
        const bool phase = name.starts_with("phase.");
        const int low = phase ? 0 : -WeightLimit;
        const int high = phase ? PhaseWeightLimit : WeightLimit;
        if (ec != std::errc{} || ptr != last || value < low || value > high)
            return unexpected(located(source, lineNumber, valueColumn,
                                      "the value of '" + std::string(name) + "' must be a whole " +
                                          "number from " + std::to_string(low) + " to " +
                                          std::to_string(high) + ", not '" +
                                          std::string(valueText) + "'"));
        skipSpace();
        if (at != line.size())
            return unexpected(
                located(source, lineNumber, at + 1,
                        "unexpected text after the value of '" + std::string(name) + "'"));
        *found->second = value;
        seenAt.emplace(std::string(name), lineNumber);
    }
    return w;
}

Expected<EvalWeights, std::string> readWeights(const std::string& path) {
    // A weights file is a few thousand short lines.
    constexpr std::size_t MaxBytes = std::size_t(16) << 20;
    auto text = util::readWholeFile(path, MaxBytes, "a weights file");
    if (!text) return unexpected(text.error());
    return parseWeights(text.value(), path);
}

std::string formatWeights(const EvalWeights& w, const std::string& heading) {
    EvalWeights copy = w;
    std::string out;
    if (!heading.empty()) out += "# " + heading + "\n";
    for (const WeightRef& ref : namedWeights(copy))
        out += ref.name + " " + std::to_string(*ref.value) + "\n";
    return out;
}

Expected<bool, std::string> writeWeights(const EvalWeights& w, const std::string& path,
                                         const std::string& heading) {
    const std::string temporary = path + ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) return unexpected(temporary + ": cannot write the weights file");
        out << formatWeights(w, heading);
        out.flush();
        if (!out) {
            std::remove(temporary.c_str());
            return unexpected(temporary + ": cannot write the weights file");
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        std::remove(temporary.c_str());
        return unexpected(path + ": cannot replace the weights file: " + ec.message());
    }
    return true;
}

} // namespace kibitz::search
