#pragma once

// Syzygy endgame tablebases, read through Debian's libfathom: the win/draw/loss of a position
// under the 50-move rule (cursed wins and blessed losses included) and, at the root, the distance
// to the next capture or pawn move (DTZ) and the value of every legal move.
//
// libfathom keeps one set of open tables per process. Opening tables closes those opened before:
// an older Syzygy then answers nothing, so that no probe ever reads tables being replaced.

#include "chess/position.h"
#include "tablebase/tablebase.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::tablebase {

// A legal move of a tabled position and what it leads to, from the mover's standpoint.
struct MoveProbe {
    chess::Move move = chess::Move::none();
    Wdl wdl = Wdl::Draw;
    int dtz = 0; // plies, signed like the value (the mover's), after the move is made
};

// A root probe: the position's value and DTZ, and its legal moves, best first.
struct RootProbe {
    Probe probe;
    std::vector<MoveProbe> moves;
};

class Syzygy {
public:
    // Opens the .rtbw (win/draw/loss) and .rtbz (DTZ) files of `folders`, the first folder
    // winning when two hold a file of the same name. A folder that cannot be read, and a file
    // that cannot be read or is not a whole Syzygy file (wrong magic bytes, cut short), is left
    // out and named in problems(); the other tables are used.
    static std::shared_ptr<Syzygy> open(const std::vector<std::string>& folders);
    ~Syzygy();
    Syzygy(const Syzygy&) = delete;
    Syzygy& operator=(const Syzygy&) = delete;

    int largest() const { return largest_; }   // pieces of the largest table, 0 when none
    int tableCount() const { return tables_; } // win/draw/loss tables in use
    const std::vector<std::string>& problems() const { return problems_; }
    // "Syzygy: 35 tables of up to 4 pieces in /path", or why there are none.
    std::string summary() const;

    // The value of a position with no castling rights and at most largest() pieces, whose table
    // was found: the 50-move rule counted from a capture or pawn move just played (Syzygy's WDL).
    // nullopt otherwise. Thread-safe and cheap: for the search.
    std::optional<Probe> probeWdl(const chess::Position& position) const;
    // The value with the position's own halfmove clock, its DTZ and every legal move's value,
    // best first. Needs the DTZ table too; nullopt when the position has no legal move or is not
    // tabled. Thread-safe, but slower: once per position shown, not in a search.
    std::optional<RootProbe> probeRoot(const chess::Position& position) const;

private:
    Syzygy() = default;
    bool current() const;

    std::string folders_;
    int largest_ = 0;
    int tables_ = 0;
    std::vector<std::string> problems_;
    unsigned generation_ = 0;
    std::unique_ptr<struct SyzygyLinks> links_;
};

// The folders of a path setting: separated by ':' (or ';'), as Syzygy paths are written.
std::vector<std::string> splitSyzygyPath(const std::string& path);

} // namespace kibitz::tablebase
