#pragma once

// The UCI protocol on the engine's side: reads GUI commands line by line, answers through a
// callback. A malformed command is answered with `info string` and otherwise ignored.

#include "engine.h"
#include "util/expected.h"

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::tablebase {
class Solver;
class Syzygy;
} // namespace kibitz::tablebase

namespace kibitz::search {

// `go` arguments: depth, nodes, movetime, wtime/btime/winc/binc/movestogo, infinite, ponder
// (searched as infinite), mate (as a depth of 2N-1 plies), searchmoves (UCI text).
Expected<Limits, std::string> parseGo(const std::vector<std::string>& words,
                                      const chess::Position& pos);

// An `info` line for a reported line of the search; `root` is the position searched (the PV is
// written in UCI move text, which depends on it). A tablebase score is given as centipawns
// (shownCentipawns: 20000 less the plies to the tabled position), never as a mate; `tbhits`
// when the tables answered.
std::string formatInfo(const LineInfo& info, const chess::Position& root, bool showWdl);

class UciServer {
public:
    using Output = std::function<void(const std::string& line)>;
    // The option Hash as offered: its default and largest value (MB). A test or a fuzzer offers
    // less than the table could take.
    struct HashRange {
        std::size_t initial = 16;
        std::size_t max = TranspositionTable::MaxMegabytes;
    };

    // `solver`: Kibitz's own endgame tables, which the search probes (with the Syzygy tables of
    // the option SyzygyPath, which answer first); null: none but Syzygy's.
    UciServer(std::string engineName, Output output, HashRange hash,
              std::shared_ptr<const tablebase::Solver> solver = nullptr);
    UciServer(std::string engineName, Output output)
        : UciServer(std::move(engineName), std::move(output), HashRange{}) {}

    // Handles one line from the GUI. Returns false after `quit`.
    bool handle(std::string_view line);
    // Evaluates with the weights of a file (weightsfile.h) from now on, as the option EvalFile
    // does; an empty path or <empty> means the built-in weights. On an error (which names the
    // file, line and column) the weights in use stay. The table is cleared on a change: its
    // values were found under other weights.
    Expected<bool, std::string> loadEvalFile(const std::string& path);

    // Blocks until a running search has sent its bestmove (for tests and quit).
    void waitForSearch() { engine_.wait(); }

private:
    void send(const std::string& line);
    void uci();
    void setOption(const std::vector<std::string>& words);
    void position(const std::vector<std::string>& words);
    void go(const std::vector<std::string>& words);
    void setSyzygyPath(const std::string& path);

    std::string name_;
    Output output_;
    std::mutex outputMutex_; // the search thread and the reading thread both send
    HashRange hash_;
    Engine engine_;
    chess::Position position_;
    int multiPv_ = 1;
    bool showWdl_ = false;
    DepthModel depthModel_ = DepthModel::Plies; // option DepthModel: Plies or ERS*
    std::shared_ptr<const tablebase::Solver> solver_;
    std::shared_ptr<const tablebase::Syzygy> syzygy_;         // option SyzygyPath
    std::shared_ptr<const tablebase::Tablebases> tablebases_; // both, or null when neither
    std::string evalFile_;                                    // option EvalFile; empty: built in
    std::shared_ptr<const EvalWeights> weights_;              // its weights; null: built in
};

} // namespace kibitz::search
