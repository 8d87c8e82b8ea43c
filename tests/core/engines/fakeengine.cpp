// A scripted UCI engine for the match tests: it plays the first legal move (in UCI text order;
// of the `searchmoves` listed, if any), or misbehaves on purpose.
//
//   fakeengine play [CP]      answers every go with a legal move, reporting `score cp CP` (0)
//   fakeengine crash N        plays N moves, then aborts on the next go
//   fakeengine hang N         plays N moves, then never answers go again
//   fakeengine illegal        answers go with an illegal move
//   fakeengine mate N         like play, reporting `score mate N`
//   fakeengine bounds CP      like play, reporting a `lowerbound` score first, then `score cp CP`
//   fakeengine null           answers go with a score and `bestmove 0000`
//   fakeengine nomove         answers go with a score and a bare `bestmove`
//   fakeengine score TEXT     like play, reporting `score TEXT` (e.g. "mate 2000000000")
//   fakeengine options        like play, reporting the last values of the options Threads as
//                             the depth and Hash as the score (0 where none was set)
//   fakeengine mute           never answers uci
//   fakeengine deaf           answers uci, then nothing: not isready, not quit, not the end of
//                             its input (it lingers for a minute unless killed)
//   fakeengine exit           exits at once with code 3
//   fakeengine flood          answers go with `info` lines without end, never a bestmove
//   fakeengine flooderr       answers go with a flood on standard error, never a bestmove
//   fakeengine longline       answers go with one line that never ends
//   fakeengine longinfo       like play, sending a 2 MiB `info string` line before every move
//   fakeengine noisy          like play, with a burst on standard error after every bestmove
//   fakeengine scores LIST [CP]  scores each move as LIST says ("e2e4=30,d2d4=-15": centipawns
//                             for the side to move), any other move CP (0); with MultiPV N, the N
//                             best in lines of their own, at depth 1 then 2; plays the best

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

using namespace kibitz;

namespace {

constexpr std::string_view SetThreads = "setoption name Threads value ";
constexpr std::string_view SetHash = "setoption name Hash value ";
constexpr std::string_view SetMultiPv = "setoption name MultiPV value ";

// The scores of `scores` mode: "e2e4=30,d2d4=-15".
std::vector<std::pair<std::string, int>> scriptedScores(const std::string& list) {
    std::vector<std::pair<std::string, int>> scores;
    std::istringstream in(list);
    for (std::string item; std::getline(in, item, ',');)
        if (const auto eq = item.find('='); eq != std::string::npos)
            scores.emplace_back(item.substr(0, eq), std::atoi(item.c_str() + eq + 1));
    return scores;
}

chess::Position readPosition(const std::string& line) {
    chess::Position pos;
    std::istringstream in(line);
    std::string word;
    in >> word >> word; // "position", then "startpos" or "fen"
    if (word == "fen") {
        std::string fen, part;
        for (int k = 0; k < 6 && in >> part; ++k) fen += (k ? " " : "") + part;
        pos.setFen(fen);
        in >> word; // "moves"
    } else {
        in >> word; // "moves"
    }
    while (in >> word) pos.makeMove(*chess::parseUci(pos, word));
    return pos;
}

// Writes `chunk` to `out` over and over, until the reader goes away (SIGPIPE), kills us, or a
// few minutes have passed (standard error may be /dev/null, which never goes away).
[[noreturn]] void flood(std::FILE* out, const std::string& chunk) {
    std::string block;
    while (block.size() < 65536) block += chunk;
    const auto end = std::chrono::steady_clock::now() + std::chrono::minutes(3);
    while (std::chrono::steady_clock::now() < end)
        if (std::fwrite(block.data(), 1, block.size(), out) != block.size()) break;
    std::exit(0);
}

} // namespace

int main(int argc, char* argv[]) {
    const std::string mode = argc > 1 ? argv[1] : "play";
    const int limit = argc > 2 ? std::atoi(argv[2]) : 0;
    if (mode == "exit") return 3;
    int played = 0;
    int threads = 0, hash = 0, multiPv = 1; // the values last set
    const auto scripted = mode == "scores" && argc > 2 ? scriptedScores(argv[2])
                                                       : std::vector<std::pair<std::string, int>>{};
    const int otherScore = mode == "scores" && argc > 3 ? std::atoi(argv[3]) : 0;
    chess::Position pos;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line == "uci") {
            if (mode == "mute") continue;
            std::cout << "id name Fake " << mode << "\noption name Hash type spin default 1 min 1 "
                      << "max 16\nuciok" << std::endl;
        } else if (mode == "deaf") {
            continue;
        } else if (line == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (line.rfind(SetThreads, 0) == 0) {
            threads = std::atoi(line.c_str() + SetThreads.size());
        } else if (line.rfind(SetHash, 0) == 0) {
            hash = std::atoi(line.c_str() + SetHash.size());
        } else if (line.rfind(SetMultiPv, 0) == 0) {
            multiPv = std::max(1, std::atoi(line.c_str() + SetMultiPv.size()));
        } else if (line.rfind("position", 0) == 0) {
            pos = readPosition(line);
        } else if (line.rfind("go", 0) == 0) {
            if (mode == "crash" && played >= limit) std::abort();
            if (mode == "hang" && played >= limit) continue;
            if (mode == "flood") {
                std::cout.flush();
                flood(stdout, "info depth 1 seldepth 1 score cp 0 nodes 1 nps 1 pv e2e4\n");
            }
            if (mode == "flooderr") flood(stderr, "debug: still thinking\n");
            if (mode == "longline") {
                std::cout << "info string " << std::flush;
                flood(stdout, "x");
            }
            if (mode == "illegal") {
                std::cout << "bestmove a1h8" << std::endl;
                continue;
            }
            if (mode == "null" || mode == "nomove") {
                std::cout << "info depth 1 score cp 0\nbestmove" << (mode == "null" ? " 0000" : "")
                          << std::endl;
                continue;
            }
            std::vector<std::string> moves;
            for (const chess::Move m : chess::MoveList(pos)) moves.push_back(chess::toUci(pos, m));
            // `searchmoves`, the go command's last argument: only the moves listed.
            if (const auto at = line.find(" searchmoves "); at != std::string::npos) {
                std::istringstream listed(line.substr(at + 13));
                std::vector<std::string> only;
                for (std::string move; listed >> move;)
                    if (std::find(moves.begin(), moves.end(), move) != moves.end())
                        only.push_back(move);
                moves = only;
            }
            std::sort(moves.begin(), moves.end());
            if (mode == "scores" && moves.empty()) {
                std::cout << "bestmove 0000" << std::endl;
                continue;
            }
            if (mode == "scores") {
                std::vector<std::pair<int, std::string>> ranked; // best first, then text order
                for (const std::string& m : moves) {
                    int cp = otherScore;
                    for (const auto& [move, score] : scripted)
                        if (move == m) cp = score;
                    ranked.emplace_back(-cp, m);
                }
                std::stable_sort(ranked.begin(), ranked.end(),
                                 [](const auto& a, const auto& b) { return a.first < b.first; });
                const int lines = std::min<int>(multiPv, int(ranked.size()));
                for (int depth = 1; depth <= 2; ++depth)
                    for (int k = 0; k < lines; ++k)
                        std::cout << "info depth " << depth << " multipv " << k + 1 << " score cp "
                                  << -ranked[std::size_t(k)].first << " pv "
                                  << ranked[std::size_t(k)].second << '\n';
                std::cout << "bestmove " << ranked.front().second << std::endl;
                ++played;
                continue;
            }
            if (mode == "longinfo")
                std::cout << "info string " << std::string(2 << 20, 'x') << '\n';
            const int score = mode == "play" || mode == "bounds" ? limit : 0;
            if (mode == "bounds") std::cout << "info depth 1 score cp 9999 lowerbound\n";
            if (mode == "score")
                std::cout << "info depth 1 score " << argv[2] << " pv " << moves.front() << '\n';
            else if (mode == "options")
                std::cout << "info depth " << threads << " score cp " << hash << " pv "
                          << moves.front() << '\n';
            else if (mode == "mate")
                std::cout << "info depth 7 score mate " << limit << " pv " << moves.front() << '\n';
            else
                std::cout << "info depth 1 score cp " << score << " pv " << moves.front() << '\n';
            std::cout << "bestmove " << moves.front() << std::endl;
            ++played;
            // A burst the size of a pipe's buffer many times over, but not without end: the
            // game must go on around it.
            if (mode == "noisy")
                for (int k = 0; k < 4096; ++k) std::fputs("debug: a line of noise\n", stderr);
        } else if (line == "quit") {
            return 0;
        }
    }
    if (mode == "deaf") std::this_thread::sleep_for(std::chrono::minutes(1));
    return 0;
}
