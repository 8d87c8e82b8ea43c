// A fake UCI engine for the tests of the live lines (tst_ucilines): deterministic answers
// (fakeucilines.h), every line it reads written to a log, and a flood mode for the timing tests.
//
//   kibitz_fakeuci [--log <file>] [--flood]
//
// The log's first line is "pid <n>", so that a test can kill the engine. `go infinite` prints
// the lines of depths 1 to 3 and waits for `stop` (with --flood, printing a line every
// millisecond until then); any other `go` prints them and answers at once.

#include "fakeucilines.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <poll.h>
#include <sstream>
#include <string>
#include <unistd.h>

using namespace kibitz;

namespace {

std::ofstream logFile;
bool flood = false;
int multiPv = 1;
// Made on first use: the chess tables are static too, and their order of making is not ours.
chess::Position& current() {
    static chess::Position position;
    return position;
}

void say(const std::string& line) {
    std::cout << line << '\n' << std::flush;
}

void info(int depth, int rank, std::uint64_t nodes) {
    const std::vector<std::string> line = testsupport::fakeLine(current(), rank);
    if (line.empty()) return;
    std::string text = "info depth " + std::to_string(depth) + " seldepth " +
                       std::to_string(depth + 2) + " multipv " + std::to_string(rank) +
                       " score cp " + std::to_string(testsupport::fakeScore(rank)) + " nodes " +
                       std::to_string(nodes) + " nps 1000000 time " + std::to_string(nodes / 1000) +
                       " pv";
    for (const std::string& m : line) text += ' ' + m;
    say(text);
}

void setPosition(std::istringstream& words) {
    chess::Position& position = current();
    std::string word;
    words >> word;
    if (word == "startpos") {
        (void)position.setFen(chess::Position::StartFen);
        words >> word; // "moves", if any
    } else {
        std::string fen;
        while (words >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
        (void)position.setFen(fen);
    }
    while (words >> word)
        if (const auto m = chess::parseUci(position, word)) position.makeMove(*m);
}

std::string bestMove() {
    const std::vector<std::string> line = testsupport::fakeLine(current(), 1);
    return "bestmove " + (line.empty() ? std::string("(none)") : line[0]);
}

// Reads a line if one comes within `timeoutMs` (or blocks, for a negative timeout). Its own
// buffer over read(2), so that poll(2) never misses a line a stream has buffered already.
bool readLine(std::string& line, int timeoutMs) {
    static std::string buffer;
    std::size_t end;
    while ((end = buffer.find('\n')) == std::string::npos) {
        pollfd in{STDIN_FILENO, POLLIN, 0};
        if (timeoutMs >= 0 && ::poll(&in, 1, timeoutMs) <= 0) return false;
        char chunk[4096];
        const ssize_t got = ::read(STDIN_FILENO, chunk, sizeof chunk);
        if (got <= 0) std::exit(0); // our input closed: the GUI is gone
        buffer.append(chunk, std::size_t(got));
    }
    line = buffer.substr(0, end);
    buffer.erase(0, end + 1);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (logFile) logFile << line << std::endl;
    return true;
}

} // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--log" && i + 1 < argc) logFile.open(argv[++i]);
        if (arg == "--flood") flood = true;
    }
    if (logFile) logFile << "pid " << ::getpid() << std::endl;
    std::string line;
    bool searching = false;
    std::uint64_t nodes = 0;
    while (true) {
        if (searching && flood) {
            if (!readLine(line, 1)) {
                nodes += 1000;
                info(4, 1, nodes);
                continue;
            }
        } else {
            readLine(line, -1);
        }
        std::istringstream words(line);
        std::string command;
        words >> command;
        if (command == "uci") {
            say("id name Fake UCI 1.0");
            say("id author Kibitz tests");
            say("option name Threads type spin default 1 min 1 max 64");
            say("option name Hash type spin default 16 min 1 max 1024");
            say("option name MultiPV type spin default 1 min 1 max 5");
            say("option name Contempt type spin default 0 min -100 max 100");
            say("option name Ponder type check default false");
            say("option name Style type combo default Normal var Solid var Normal var Risky");
            say("option name Log File type string default <empty>");
            say("option name Clear Hash type button");
            say("option name SyzygyPath type string default <empty>");
            say("uciok");
        } else if (command == "isready") {
            say("readyok");
        } else if (command == "setoption") {
            std::string word, name, value;
            words >> word; // name
            while (words >> word && word != "value") name += (name.empty() ? "" : " ") + word;
            std::getline(words >> std::ws, value);
            if (name == "MultiPV") multiPv = std::stoi(value);
        } else if (command == "position") {
            setPosition(words);
        } else if (command == "go") {
            std::string mode;
            words >> mode;
            nodes = 0;
            for (int depth = 1; depth <= 3; ++depth)
                for (int rank = 1; rank <= multiPv; ++rank) info(depth, rank, nodes += 1000);
            if (mode == "infinite")
                searching = true;
            else
                say(bestMove());
        } else if (command == "stop") {
            if (searching) say(bestMove());
            searching = false;
        } else if (command == "quit") {
            return 0;
        }
    }
}
