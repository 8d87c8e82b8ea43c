#include "game.h"

#include "lexical.h"

#include <algorithm>

namespace kibitz::pgn {

bool isResultText(std::string_view text) {
    return text == "1-0" || text == "0-1" || text == "1/2-1/2" || text == "*";
}

const std::string* Game::tag(std::string_view name) const {
    for (const Tag& t : tags_)
        if (t.name == name) return &t.value;
    return nullptr;
}

std::string Game::tagText(std::string_view name) const {
    const std::string* value = tag(name);
    return value ? *value : std::string();
}

std::string Game::knownTagText(std::string_view name) const {
    const std::string* value = tag(name);
    if (!value) return {};
    const auto first = value->find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    std::string text = value->substr(first, value->find_last_not_of(" \t") - first + 1);
    return text == "?" || text == "-" ? std::string() : text;
}

void Game::setTag(std::string_view name, std::string value) {
    for (Tag& t : tags_) {
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    }
    tags_.push_back({std::string(name), std::move(value)});
}

void Game::appendTag(std::string name, std::string value) {
    tags_.push_back({std::move(name), std::move(value)});
}

bool Game::removeTag(std::string_view name) {
    const auto it =
        std::find_if(tags_.begin(), tags_.end(), [name](const Tag& t) { return t.name == name; });
    if (it == tags_.end()) return false;
    tags_.erase(it);
    return true;
}

std::optional<GameResult> gameResult(const Game& game) {
    const std::string_view result = game.result();
    if (result == "1-0") return GameResult::WhiteWins;
    if (result == "1/2-1/2") return GameResult::Draw;
    if (result == "0-1") return GameResult::BlackWins;
    return std::nullopt;
}

double whiteScore(GameResult result) {
    switch (result) {
    case GameResult::WhiteWins: return 1.0;
    case GameResult::Draw: return 0.5;
    case GameResult::BlackWins: return 0.0;
    }
    return 0.5;
}

std::string_view Game::result() const {
    const std::string* value = tag("Result");
    return value && isResultText(*value) ? std::string_view(*value) : std::string_view("*");
}

void Game::clear() {
    tags_.clear();
    tree_.clear();
    if (!tree_.startsFromStandardPosition())
        tree_.setStartPosition(chess::Position::StartFen); // clears the tree again: cheap
}

} // namespace kibitz::pgn

namespace kibitz::pgn {

bool isValidTagName(std::string_view name) {
    return !name.empty() && std::all_of(name.begin(), name.end(), lexical::isNameChar);
}

} // namespace kibitz::pgn
