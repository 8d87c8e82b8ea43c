#pragma once

// Which engine runs the live lines (EngineLines) and how long it looks at each position: plain
// values, kept in the settings (AppSettings) and handed to the panel through AnalysisSettings.

#include <QString>

#include <cstdint>
#include <utility>
#include <vector>

namespace kibitz::ui {

// How long each position is searched.
struct LinesLimit {
    enum class Kind : std::uint8_t { Infinite, Depth, Nodes, Seconds };
    Kind kind = Kind::Infinite;
    std::uint64_t value = 0; // plies, nodes or seconds; unused when infinite

    bool operator==(const LinesLimit&) const = default;
};

// Which engine the lines run, and with what.
struct LinesEngine {
    QString command;        // a UCI engine's command line; empty: the built-in engine
    int threads = 1;        // UCI Threads
    int hashMegabytes = 16; // UCI Hash (and the built-in engine's table)
    // The Syzygy folders of Settings → Endgame tables, sent as the engine's SyzygyPath (when it
    // has that option): the tables are set in one place for every engine. Empty: not sent.
    QString syzygyPath;
    // The user's values of the engine's options (setoption), in order; those the engine does not
    // declare are not sent.
    std::vector<std::pair<QString, QString>> options;

    bool isBuiltIn() const { return command.trimmed().isEmpty(); }
    bool operator==(const LinesEngine&) const = default;
};

} // namespace kibitz::ui
