#pragma once

// One game of a PGN file: its tags, in the order they were read, and its tree of moves.

#include "gametree.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

struct Tag {
    std::string name;
    std::string value;

    bool operator==(const Tag&) const = default;
};

// The Seven Tag Roster of the PGN standard (8.1.1), in its export order.
inline constexpr std::string_view SevenTagRoster[] = {"Event", "Site",  "Date",  "Round",
                                                      "White", "Black", "Result"};

class Game {
public:
    const std::vector<Tag>& tags() const { return tags_; }
    // The value of the first tag with this name, or nullptr.
    const std::string* tag(std::string_view name) const;
    // The same value as text: empty when the game has no such tag.
    std::string tagText(std::string_view name) const;
    // The value trimmed, empty also for the PGN standard's unknown values "?" and "-".
    std::string knownTagText(std::string_view name) const;
    // Replaces the first tag with this name, or appends a new one.
    void setTag(std::string_view name, std::string value);
    // Appends even if a tag with that name exists (the reader keeps duplicates as read).
    void appendTag(std::string name, std::string value);
    bool removeTag(std::string_view name);

    // The Result tag when it holds one of "1-0", "0-1", "1/2-1/2", "*"; "*" otherwise.
    std::string_view result() const;

    GameTree& tree() { return tree_; }
    const GameTree& tree() const { return tree_; }

    // Empties the game for reuse, keeping allocated memory.
    void clear();

private:
    std::vector<Tag> tags_;
    GameTree tree_;
};

bool isResultText(std::string_view text);

// The outcome a game's Result tag records (Game::result): nullopt for "*", an unfinished game.
enum class GameResult : std::uint8_t { WhiteWins, Draw, BlackWins };
std::optional<GameResult> gameResult(const Game& game);
// White's score of a result: 1, 0.5 or 0.
double whiteScore(GameResult result);
// A tag name as the PGN standard allows it (8.1.1): one or more letters, digits and underscores.
bool isValidTagName(std::string_view name);

} // namespace kibitz::pgn
