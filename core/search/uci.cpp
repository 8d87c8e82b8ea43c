#include "uci.h"

#include "chess/notation.h"
#include "tablebase/tablebases.h"
#include "util/message.h"
#include "weightsfile.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <memory>
#include <sstream>

namespace kibitz::search {

using chess::Position;

namespace {

std::vector<std::string> splitWords(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
        if (j > i) words.emplace_back(line.substr(i, j - i));
        i = j;
    }
    return words;
}

template <typename T>
std::optional<T> number(const std::string& text) {
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::string join(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
    std::string text;
    for (std::size_t k = from; k < to && k < words.size(); ++k) {
        if (!text.empty()) text += ' ';
        text += words[k];
    }
    return text;
}

// The longest time a go takes as it is (a year): no deadline overflows the clock.
constexpr std::int64_t MaxMilliseconds = 365LL * 24 * 3600 * 1000;

// A word of the GUI's as an info string quotes it: as every message quotes a value from input
// (shownValue), so that a NUL or a line break can neither cut nor split the line, and a huge token
// is not echoed whole.
std::string quoted(std::string_view word) {
    return shownValue(word);
}

// UCI's form of a score: "cp N" or "mate N".
std::string uciScore(Value score) {
    if (isMateScore(score)) return "mate " + std::to_string(mateInMoves(score));
    return "cp " + std::to_string(shownCentipawns(score));
}

} // namespace

Expected<Limits, std::string> parseGo(const std::vector<std::string>& words, const Position& pos) {
    Limits limits;
    for (std::size_t k = 1; k < words.size(); ++k) {
        const std::string& key = words[k];
        if (key == "infinite" || key == "ponder") {
            limits.infinite = true;
            continue;
        }
        if (key == "searchmoves") {
            while (k + 1 < words.size()) {
                const auto m = chess::parseUci(pos, words[k + 1]);
                if (!m || !m->isOk()) break; // the next keyword (a null move is no root move)
                limits.searchMoves.push_back(*m);
                ++k;
            }
            if (limits.searchMoves.empty())
                return unexpected(std::string("searchmoves lists no legal move"));
            continue;
        }
        static constexpr std::string_view Valued[] = {
            "depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo", "mate"};
        if (std::find(std::begin(Valued), std::end(Valued), key) == std::end(Valued))
            return unexpected("unknown go parameter '" + quoted(key) + "'");
        if (k + 1 >= words.size()) return unexpected("'" + key + "' needs a value");
        const std::string& text = words[++k];
        auto value = number<std::int64_t>(text);
        if (!value)
            return unexpected("'" + key + "' needs a whole number, not '" + quoted(text) + "'");
        // GUIs send a negative clock when the time is up: as little time as there can be. A huge
        // time is a year (MaxMilliseconds).
        static constexpr std::string_view Times[] = {"movetime", "wtime", "btime", "winc", "binc"};
        if (std::find(std::begin(Times), std::end(Times), key) != std::end(Times))
            value = std::clamp<std::int64_t>(*value, 0, MaxMilliseconds);
        if (*value < 0 || (key == "mate" && *value == 0))
            return unexpected("'" + key + "' needs a whole number from " +
                              (key == "mate" ? "1" : "0") + ", not '" + quoted(text) + "'");
        using std::chrono::milliseconds;
        if (key == "depth")
            limits.depth = int(std::min<std::int64_t>(*value, MaxPly - 1));
        else if (key == "nodes")
            limits.nodes = std::uint64_t(*value);
        else if (key == "movetime")
            limits.moveTime = milliseconds(*value);
        else if (key == "wtime" || key == "btime")
            limits.time[key == "wtime" ? chess::White : chess::Black] = milliseconds(*value);
        else if (key == "winc" || key == "binc")
            limits.increment[key == "winc" ? chess::White : chess::Black] = milliseconds(*value);
        else if (key == "movestogo")
            limits.movesToGo = int(std::min<std::int64_t>(*value, 1000));
        else // mate N: a search deep enough to find a mate in N moves
            limits.depth = int(std::clamp<std::int64_t>(2 * *value - 1, 1, MaxPly - 1));
    }
    return limits;
}

std::string formatInfo(const LineInfo& info, const Position& root, bool showWdl) {
    std::ostringstream out;
    out << "info depth " << info.depth << " seldepth " << info.selDepth << " multipv "
        << info.multiPv << " score " << uciScore(info.score);
    if (info.bound == Bound::Lower) out << " lowerbound";
    if (info.bound == Bound::Upper) out << " upperbound";
    // Only a proven mate or a table's win has a known outcome until the analysis fits its WDL
    // model.
    if (showWdl && isDecisiveScore(info.score))
        out << (info.score > 0 ? " wdl 1000 0 0" : " wdl 0 0 1000");
    out << " nodes " << info.nodes << " nps " << info.nps << " hashfull " << info.hashfull;
    if (info.tbHits > 0) out << " tbhits " << info.tbHits;
    out << " time " << info.time.count();
    if (!info.pv.empty()) {
        out << " pv";
        Position pos = root.clone();
        for (const chess::Move m : info.pv) {
            out << ' ' << chess::toUci(pos, m);
            pos.makeMove(m);
        }
    }
    return out.str();
}

UciServer::UciServer(std::string engineName, Output output, HashRange hash,
                     std::shared_ptr<const tablebase::Solver> solver)
    : name_(std::move(engineName))
    , output_(std::move(output))
    , hash_(hash)
    , engine_(hash.initial)
    , solver_(std::move(solver)) {
    if (solver_) tablebases_ = std::make_shared<const tablebase::Tablebases>(nullptr, solver_);
}

void UciServer::send(const std::string& line) {
    const std::lock_guard lock(outputMutex_);
    output_(line);
}

bool UciServer::handle(std::string_view line) {
    const std::vector<std::string> words = splitWords(line);
    if (words.empty()) return true;
    const std::string& command = words[0];
    if (command == "uci") {
        uci();
    } else if (command == "isready") {
        send("readyok");
    } else if (command == "ucinewgame") {
        engine_.stop();
        engine_.newGame();
    } else if (command == "setoption") {
        setOption(words);
    } else if (command == "position") {
        position(words);
    } else if (command == "go") {
        go(words);
    } else if (command == "stop" || command == "ponderhit") {
        engine_.stop();
    } else if (command == "quit") {
        engine_.stop();
        engine_.wait();
        return false;
    } else if (command == "debug" || command == "register") {
        // Valid UCI with nothing to do here.
    } else {
        send("info string unknown command '" + quoted(command) + "'");
    }
    return true;
}

void UciServer::uci() {
    send("id name " + name_);
    send("id author the Kibitz developers");
    send("option name Hash type spin default " + std::to_string(hash_.initial) + " min 1 max " +
         std::to_string(hash_.max));
    send("option name Clear Hash type button");
    send("option name MultiPV type spin default 1 min 1 max 256");
    send("option name UCI_ShowWDL type check default false");
    send("option name DepthModel type combo default Plies var Plies var ERS*");
    send("option name SyzygyPath type string default <empty>");
    send("option name EvalFile type string default " +
         (evalFile_.empty() ? std::string("<empty>") : escapedText(evalFile_)));
    send("uciok");
}

void UciServer::setOption(const std::vector<std::string>& words) {
    // setoption name <words> [value <words>]
    std::size_t valueAt = words.size();
    for (std::size_t k = 2; k < words.size(); ++k)
        if (words[k] == "value") valueAt = k;
    if (words.size() < 3 || words[1] != "name") {
        send("info string setoption needs 'name <option>'");
        return;
    }
    const std::string name = join(words, 2, valueAt);
    const std::string value = join(words, valueAt + 1, words.size());
    if (engine_.isSearching()) {
        send("info string setoption ignored while searching");
        return;
    }
    if (name == "Hash") {
        const auto mb = number<std::size_t>(value);
        if (!mb || *mb < 1 || *mb > hash_.max)
            send("info string Hash must be from 1 to " + std::to_string(hash_.max) + ", not '" +
                 quoted(value) + "'");
        else if (!engine_.setHashSize(*mb))
            send("info string Hash: cannot allocate " + quoted(value) +
                 " MB; the table keeps its " + std::to_string(engine_.hashSize()) + " MB");
    } else if (name == "Clear Hash") {
        engine_.newGame();
    } else if (name == "MultiPV") {
        const auto n = number<int>(value);
        if (!n || *n < 1 || *n > 256)
            send("info string MultiPV must be from 1 to 256, not '" + quoted(value) + "'");
        else
            multiPv_ = *n;
    } else if (name == "UCI_ShowWDL") {
        if (value != "true" && value != "false")
            send("info string UCI_ShowWDL must be true or false, not '" + quoted(value) + "'");
        else
            showWdl_ = value == "true";
    } else if (name == "DepthModel") {
        // UCI option values are not case sensitive.
        std::string lower = value;
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        if (lower == "plies")
            depthModel_ = DepthModel::Plies;
        else if (lower == "ers*")
            depthModel_ = DepthModel::Ers;
        else
            send("info string DepthModel must be Plies or ERS*, not '" + quoted(value) + "'");
    } else if (name == "SyzygyPath") {
        setSyzygyPath(value);
    } else if (name == "EvalFile") {
        if (const auto loaded = loadEvalFile(value); !loaded)
            send("info string EvalFile: " + escapedText(loaded.error()) + "; the weights stay " +
                 (evalFile_.empty() ? std::string("the built-in ones")
                                    : "those of " + escapedText(evalFile_)));
        else
            send("info string EvalFile: " + (evalFile_.empty()
                                                 ? std::string("the built-in weights")
                                                 : "the weights of " + escapedText(evalFile_)));
    } else {
        send("info string unknown option '" + quoted(name) + "'");
    }
}

Expected<bool, std::string> UciServer::loadEvalFile(const std::string& path) {
    std::shared_ptr<const EvalWeights> weights;
    if (!path.empty() && path != "<empty>") {
        auto read = readWeights(path);
        if (!read) return unexpected(read.error());
        weights = std::make_shared<const EvalWeights>(*read);
    }
    engine_.stop();
    engine_.newGame();
    weights_ = std::move(weights);
    evalFile_ = weights_ ? path : std::string();
    return true;
}

// The Syzygy tables of the path's folders (':' between them), or none for an empty path or
// <empty>; what was found, and every file or folder left out, is said in info strings.
void UciServer::setSyzygyPath(const std::string& path) {
    syzygy_.reset();
    if (!path.empty() && path != "<empty>") {
        auto syzygy = tablebase::Syzygy::open(tablebase::splitSyzygyPath(path));
        for (const std::string& problem : syzygy->problems())
            send("info string " + escapedText(problem));
        send("info string " + escapedText(syzygy->summary()));
        syzygy_ = std::move(syzygy);
    }
    tablebases_.reset();
    if (syzygy_ || solver_)
        tablebases_ = std::make_shared<const tablebase::Tablebases>(syzygy_, solver_);
}

void UciServer::position(const std::vector<std::string>& words) {
    Position pos;
    std::size_t k = 1;
    if (k < words.size() && words[k] == "startpos") {
        ++k;
    } else if (k < words.size() && words[k] == "fen") {
        std::size_t end = k + 1;
        while (end < words.size() && words[end] != "moves") ++end;
        const std::string fen = join(words, k + 1, end);
        if (const auto set = pos.setFen(fen); !set) {
            send("info string bad FEN in position: " + set.error().toString());
            return;
        }
        k = end;
    } else {
        send("info string position needs 'startpos' or 'fen <FEN>'");
        return;
    }
    if (k < words.size()) {
        if (words[k] != "moves") {
            send("info string unexpected '" + quoted(words[k]) + "' in position");
            return;
        }
        for (++k; k < words.size(); ++k) {
            const auto m = chess::parseUci(pos, words[k]);
            if (!m) {
                send("info string illegal move '" + quoted(words[k]) +
                     "' in position: " + m.error().message + "; position unchanged");
                return;
            }
            pos.play(*m); // parseUci accepts 0000 only where it is legal
        }
    }
    position_ = std::move(pos);
}

void UciServer::go(const std::vector<std::string>& words) {
    // Every go is answered with a bestmove, or a GUI waits for ever: a malformed one with a
    // search to depth 1 (a legal move, or 0000 where there is none).
    const auto parsed = parseGo(words, position_);
    Limits limits;
    if (parsed) {
        limits = *parsed;
    } else {
        send("info string go: " + parsed.error() + "; searching to depth 1 instead");
        limits.depth = 1;
    }
    limits.multiPv = multiPv_;
    limits.depthModel = depthModel_;
    limits.tablebases = tablebases_;
    limits.weights = weights_;
    auto root = std::make_shared<Position>(position_.clone());
    const bool showWdl = showWdl_;
    Engine::Callbacks callbacks;
    callbacks.info = [this, root, showWdl](const LineInfo& info) {
        send(formatInfo(info, *root, showWdl));
    };
    callbacks.bestMove = [this, root](const SearchResult& result) {
        if (result.bestMove.isNone()) {
            send("bestmove 0000");
            return;
        }
        std::string line = "bestmove " + chess::toUci(*root, result.bestMove);
        if (!result.ponderMove.isNone()) {
            Position after = root->clone();
            after.makeMove(result.bestMove);
            line += " ponder " + chess::toUci(after, result.ponderMove);
        }
        send(line);
    };
    engine_.go(position_, limits, std::move(callbacks));
}

} // namespace kibitz::search
