#pragma once

// The properties the PGN fuzzer checks on every input, shared with the regression test that replays
// the inputs it once failed on (tests/core/pgn/tst_fuzzregressions.cpp). Plain C++, no Qt.
//
// A violated property is a bug: the oracle prints which property, the game and the text involved
// to stderr and calls std::abort(), which libFuzzer records as a crash and QtTest as a failure.
//
// For every game of the input:
// - its report numbers it in input order, its text is the input's bytes at its offset, and its line
//   is the line of that offset;
// - the tree passes GameTree::checkInvariants();
// - every error and warning names the game and a line and column inside the game's text;
// - a game read without error is written in export format; the text reads back as exactly one game,
//   without error or warning, with the same tree (sameContent), and writes again to the same bytes;
//   the glyph style of NAGs reads back as one game without error too.
// Over the whole input, skipping games (PgnReader::skipGame) finds as many games as reading them.

#include "chess/notation.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kibitz::fuzz {

// A 4 kB input holds at most about 2,000 games ("* * * ..."); reading 1,000 of them checks as much
// and keeps one input quick even with sanitizers.
inline constexpr std::int64_t MaxGames = 1000;

namespace detail {

[[noreturn]] inline void violated(std::string_view property, std::int64_t game,
                                  const std::string& details, std::string_view text = {}) {
    std::fprintf(stderr, "\n=== PGN oracle: property violated: %.*s\n=== game %lld\n",
                 int(property.size()), property.data(), static_cast<long long>(game));
    if (!details.empty()) std::fprintf(stderr, "=== %s\n", details.c_str());
    if (!text.empty())
        std::fprintf(stderr, "=== text:\n%.*s\n=== end of text\n", int(text.size()), text.data());
    std::fflush(stderr);
    std::abort();
}

inline std::int64_t countNewlines(std::string_view text) {
    return std::count(text.begin(), text.end(), '\n');
}

// An error or a warning must say where it is: the game it belongs to, and a line and column inside
// that game's text (lines [firstLine, lastLine]).
inline void checkLocation(const pgn::PgnError& problem, const pgn::GameReport& report,
                          std::string_view kind) {
    const std::int64_t lastLine = report.line + countNewlines(report.text);
    if (problem.game != report.number || problem.line < report.line || problem.line > lastLine ||
        problem.column < 1)
        violated(std::string(kind) + " is located in its game", report.number,
                 std::string(kind) + " at game " + std::to_string(problem.game) + ", line " +
                     std::to_string(problem.line) + ", column " + std::to_string(problem.column) +
                     " (the game is on lines " + std::to_string(report.line) + "-" +
                     std::to_string(lastLine) + "): " + problem.toString(),
                 report.text);
}

inline std::string quoted(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

inline std::string moveName(const pgn::GameTree& tree, pgn::NodeId id) {
    if (id == pgn::GameTree::root()) return "the root";
    return chess::toUci(tree.positionAt(tree.parent(id)), tree.move(id));
}

// Where two trees first differ, in words (the walk of sameContent, with the public interface).
inline std::string firstDifference(const pgn::GameTree& a, const pgn::GameTree& b) {
    using pgn::NodeId;
    if (a.startFen() != b.startFen() || a.isChess960() != b.isChess960())
        return "start position " + quoted(a.startFen()) + " vs " + quoted(b.startFen());
    std::vector<std::pair<NodeId, NodeId>> pending{{pgn::GameTree::root(), pgn::GameTree::root()}};
    while (!pending.empty()) {
        const auto [x, y] = pending.back();
        pending.pop_back();
        const std::string where = "at ply " + std::to_string(a.ply(x)) + " (" + moveName(a, x) +
                                  " vs " + moveName(b, y) + "): ";
        if (a.move(x) != b.move(y)) return where + "the moves differ";
        if (a.commentBefore(x) != b.commentBefore(y))
            return where + "comment before " + quoted(a.commentBefore(x)) + " vs " +
                   quoted(b.commentBefore(y));
        if (a.commentAfter(x) != b.commentAfter(y))
            return where + "comment after " + quoted(a.commentAfter(x)) + " vs " +
                   quoted(b.commentAfter(y));
        const auto na = a.nags(x);
        const auto nb = b.nags(y);
        if (!std::equal(na.begin(), na.end(), nb.begin(), nb.end()))
            return where + "the NAGs differ (" + std::to_string(na.size()) + " vs " +
                   std::to_string(nb.size()) + ")";
        NodeId cx = a.firstChild(x);
        NodeId cy = b.firstChild(y);
        for (; cx != pgn::NoNode && cy != pgn::NoNode;
             cx = a.nextSibling(cx), cy = b.nextSibling(cy))
            pending.emplace_back(cx, cy);
        if (cx != pgn::NoNode || cy != pgn::NoNode) return where + "the children differ";
    }
    return "no difference found";
}

// Reads `written` (what the writer made of game `number`) back; it must be one game, without
// error. Returns the game for further comparison.
inline void readBack(const std::string& written, std::int64_t number, pgn::Game& reread,
                     std::string_view style, bool warningsAllowed) {
    auto reader = pgn::PgnReader::fromText(written);
    if (!reader->readGame(reread))
        violated(std::string(style) + " output reads back as a game", number, "no game read",
                 written);
    const pgn::GameReport& report = reader->report();
    if (report.error)
        violated(std::string(style) + " output reads back without error", number,
                 report.error->toString(), written);
    if (!warningsAllowed && !report.warnings.empty())
        violated(std::string(style) + " output reads back without warnings", number,
                 report.warnings.front().toString(), written);
    if (reader->readGame(reread))
        violated(std::string(style) + " output reads back as exactly one game", number,
                 "a second game was read", written);
}

inline void checkRoundTrip(const pgn::Game& game, std::int64_t number) {
    const std::string written = pgn::writeGame(game);
    pgn::Game reread;
    readBack(written, number, reread, "export", false);
    if (const auto broken = reread.tree().checkInvariants())
        violated("re-read tree passes checkInvariants", number, *broken, written);
    if (!pgn::sameContent(game.tree(), reread.tree()))
        violated("re-read tree has the same content (sameContent)", number,
                 detail::firstDifference(game.tree(), reread.tree()), written);
    const std::string rewritten = pgn::writeGame(reread);
    if (rewritten != written)
        violated("writing is idempotent (write(read(write(g))) == write(g))", number,
                 "second writing:\n" + rewritten, written);

    // NAGs as glyphs may reorder a node's NAGs (the glyph goes first), so only readability is
    // checked.
    pgn::WriterOptions glyphs;
    glyphs.nags = pgn::WriterOptions::NagStyle::Glyphs;
    const std::string withGlyphs = pgn::writeGame(game, glyphs);
    pgn::Game rereadGlyphs;
    readBack(withGlyphs, number, rereadGlyphs, "glyph-style", true);
}

} // namespace detail

inline void checkPgn(std::string_view bytes) {
    using detail::violated;

    auto reader = pgn::PgnReader::fromText(std::string(bytes));
    pgn::Game game;
    std::int64_t games = 0;
    std::int64_t previousEnd = 0;
    while (games < MaxGames && reader->readGame(game)) {
        ++games;
        const pgn::GameReport& report = reader->report();

        if (report.number != games)
            violated("games are numbered in input order", games,
                     "the report says game " + std::to_string(report.number), report.text);
        if (report.offset < previousEnd || report.offset > std::int64_t(bytes.size()) ||
            bytes.substr(std::size_t(report.offset), report.text.size()) != report.text)
            violated("the report's text is the input at the report's offset", games,
                     "offset " + std::to_string(report.offset) + ", previous game ended at " +
                         std::to_string(previousEnd),
                     report.text);
        previousEnd = report.offset + std::int64_t(report.text.size());
        const std::int64_t line = 1 + detail::countNewlines(bytes.substr(0, report.offset));
        if (report.line != line)
            violated("the report's line is the line of its offset", games,
                     "report.line " + std::to_string(report.line) + ", offset " +
                         std::to_string(report.offset) + " is on line " + std::to_string(line),
                     report.text);

        if (const auto broken = game.tree().checkInvariants())
            violated("tree passes checkInvariants", games, *broken, report.text);
        if (report.error) detail::checkLocation(*report.error, report, "the error");
        for (const pgn::PgnError& warning : report.warnings)
            detail::checkLocation(warning, report, "a warning");

        if (!report.error) detail::checkRoundTrip(game, games);
    }

    // The splitter alone must cut the input into the same games.
    auto skipper = pgn::PgnReader::fromText(std::string(bytes));
    std::int64_t skipped = 0;
    while (skipped < MaxGames && skipper->skipGame()) ++skipped;
    if (skipped != games)
        violated("skipGame finds as many games as readGame", games,
                 "readGame read " + std::to_string(games) + ", skipGame skipped " +
                     std::to_string(skipped));
}

} // namespace kibitz::fuzz
