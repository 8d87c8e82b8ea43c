#pragma once

// Commands embedded in PGN comments: `[%eval 0.34]`, `[%clk 0:09:59]`, `[%csl Ge4]` ... (the PGN
// Specification Supplement by Alan Cross, 2001, and the eval and clock conventions of Lichess and
// ChessBase).
//
// A comment is stored exactly as it was read, commands included, so writing it back gives the same
// bytes. These functions read the commands out of a comment as structured values and edit them in
// place; an unknown or malformed command is reported with its text verbatim and left untouched.

#include "chess/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace kibitz::pgn {

// [%eval 0.34], [%eval -1.20,18], [%eval #-3]: an engine score from White's point of view, in
// pawns, or a mate in N moves (negative: Black mates), with an optional search depth.
struct Evaluation {
    enum class Kind { Pawns, Mate };
    Kind kind = Kind::Pawns;
    double pawns = 0.0; // when kind == Pawns
    int mate = 0;       // when kind == Mate: moves to mate, > 0 White mates, < 0 Black mates
    std::optional<int> depth;

    bool operator==(const Evaluation&) const = default;
};

// [%clk 1:05:09] (the clock after the move) and [%emt 0:00:07.2] (the time the move took).
struct Duration {
    std::int64_t milliseconds = 0;

    bool operator==(const Duration&) const = default;
};

// [%csl Ge4,Rd5]: coloured squares. Colours are letters: R, G, Y, B (others are kept as read).
struct ColoredSquare {
    char color = 'G';
    chess::Square square = chess::A1;

    bool operator==(const ColoredSquare&) const = default;
};

// [%cal Ge2e4]: coloured arrows.
struct Arrow {
    char color = 'G';
    chess::Square from = chess::A1;
    chess::Square to = chess::A1;

    bool operator==(const Arrow&) const = default;
};

using CommandValue =
    std::variant<std::monostate, // unknown or malformed: see `arguments`
                 Evaluation, Duration, std::vector<ColoredSquare>, std::vector<Arrow>>;

// One `[%name arguments]` in a comment.
struct Command {
    std::string name;      // "eval", "clk", "emt", "csl", "cal", or any other
    std::string arguments; // verbatim, without the surrounding spaces
    CommandValue value;    // the parsed arguments, or monostate
    std::size_t begin = 0; // byte offsets of "[%" and one past "]" in the comment
    std::size_t end = 0;
};

std::vector<Command> parseCommands(std::string_view comment);
// The first command with this name, parsed, if any.
std::optional<Command> findCommand(std::string_view comment, std::string_view name);
std::optional<Evaluation> evaluation(std::string_view comment);
std::optional<Duration> clock(std::string_view comment);
std::optional<Duration> elapsedMoveTime(std::string_view comment);

// The comment's words without its commands, with runs of spaces made single and the ends trimmed.
std::string commentText(std::string_view comment);
// The first `limit` bytes of commentText(comment), all of it when it is shorter (the last
// character may be cut in two). Reads the comment only as far as those words, and the next
// command, need: for a preview of a comment of megabytes.
std::string commentText(std::string_view comment, std::size_t limit);

// Replaces the first `[%name ...]` in `comment` by `[%name arguments]`, or puts it in front of the
// text (where Lichess and ChessBase write commands) when there is none.
std::string withCommand(std::string_view comment, std::string_view name,
                        std::string_view arguments);
// Removes every `[%name ...]` from `comment`, and the space that separated it.
std::string withoutCommand(std::string_view comment, std::string_view name);

// A mark drawn by hand on the board, toggled in a comment as Lichess and ChessBase do: the same
// square (arrow) in the same colour again removes it, in another colour recolours it, otherwise
// it is added at the end of the [%csl] ([%cal]) list. The command goes when its list is empty;
// the comment's words and other commands stay as they are.
std::string withSquareToggled(std::string_view comment, const ColoredSquare& square);
std::string withArrowToggled(std::string_view comment, const Arrow& arrow);

// Argument text in the usual notation: "0.34", "-1.20,18", "#-3"; "1:05:09", "0:00:07.2";
// "Ge4,Rd5"; "Ge2e4,Rd1d8".
std::string formatEvaluation(const Evaluation& e);
std::string formatDuration(const Duration& d);
std::string formatSquares(const std::vector<ColoredSquare>& squares);
std::string formatArrows(const std::vector<Arrow>& arrows);

} // namespace kibitz::pgn
