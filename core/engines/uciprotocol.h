#pragma once

// The engine's side of UCI as a GUI reads it: `info`, `bestmove` and `option` lines parsed into
// values. Plain C++ with no I/O, so that every case is testable on strings.

#include "util/expected.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::engines {

// A score as an engine reports it, from the side to move's point of view.
struct UciScore {
    enum class Kind { Centipawns, Mate };
    Kind kind = Kind::Centipawns;
    int value = 0;           // centipawns, or moves to mate (negative: the side to move is mated)
    bool lowerBound = false; // "lowerbound": the true score is at least this
    bool upperBound = false;

    // Centipawns, with a mate in n moves as ±(MateCentipawns − n): for comparisons and
    // adjudication, where a mate is simply a very large score.
    int centipawns() const;
    static constexpr int MateCentipawns = 100000;

    bool operator==(const UciScore&) const = default;
};

struct UciWdl {
    int win = 0; // per mille, from the side to move's point of view
    int draw = 0;
    int loss = 0;

    bool operator==(const UciWdl&) const = default;
};

struct UciInfo {
    std::optional<int> depth;
    std::optional<int> selDepth;
    std::optional<int> multiPv;
    std::optional<UciScore> score;
    std::optional<UciWdl> wdl;
    std::optional<std::uint64_t> nodes;
    std::optional<std::uint64_t> nps;
    std::optional<std::int64_t> timeMs;
    std::vector<std::string> pv; // UCI move text
    std::string string;          // the text after "info string"
};

// What an engine may say, checked when its line is read (the one place where numbers from an
// engine are parsed): a number outside these ranges makes the line malformed. Centipawns stay
// below any mate's UciScore::centipawns(), so that a huge score never passes for a mate.
struct UciRange {
    static constexpr int MaxDepth = 1000;        // depth, seldepth: 0 ... MaxDepth
    static constexpr int MaxMultiPv = 1000;      // multipv: 1 ... MaxMultiPv
    static constexpr int MaxCentipawns = 50'000; // score cp: ±MaxCentipawns
    static constexpr int MaxMateMoves = 1000;    // score mate: ±MaxMateMoves (0: mated now)
    static constexpr int PerMille = 1000;        // each of wdl: 0 ... PerMille
};

// Parses an `info` line. Unknown keywords are skipped (UCI allows engines to add their own);
// a known keyword with a malformed or out-of-range argument (UciRange) makes the whole line
// nullopt, so that a garbled line never produces a wrong score.
std::optional<UciInfo> parseInfo(std::string_view line);

struct UciBestMove {
    // UCI move text ("0000" or "(none)" when the engine has no move; empty for a bare
    // "bestmove", which is an answer too, without a move)
    std::string move;
    std::string ponder;
};

std::optional<UciBestMove> parseBestMove(std::string_view line);

// An option an engine declares in answer to `uci`:
//   option name <name> type <type> [default <x>] [min <n>] [max <n>] [var <x>]*
struct UciOption {
    enum class Type { Check, Spin, Combo, Button, String };
    std::string name; // as written, blanks inside kept ("Clear Hash"); UCI ignores its case
    Type type = Type::Button;
    // As written. A string's `<empty>` (or nothing after `default`) is "". nullopt: none given.
    std::optional<std::string> defaultValue;
    std::optional<std::int64_t> min; // a spin's range
    std::optional<std::int64_t> max;
    std::vector<std::string> vars; // a combo's choices, in order

    bool operator==(const UciOption&) const = default;
};

// Parses an `option` line. A name runs to the word `type`, a string's default to the end of the
// line, a combo's default and each var to the next keyword (default, min, max, var), so all may
// hold blanks. What the line leaves out stays unset. An error, quoting the line, for: no `option`,
// no name, no type or an unknown one, a field the type has no use for (min of a check), a
// keyword without a value or given twice, a check default other than true or false, a spin
// number that is not a whole number, min above max.
Expected<UciOption, std::string> parseOption(std::string_view line);

// The text of `line` after `token` (one of uciTokens(line)) up to the end, without the blanks
// around it: the free text of `id name ...` and `info string ...`.
std::string_view textAfter(std::string_view line, std::string_view token);

// Splits a line at runs of spaces and tabs (UCI's token separator).
std::vector<std::string_view> uciTokens(std::string_view line);

} // namespace kibitz::engines
