#include "ui/annotateall/batchcollector.h"

#include "ui/document/gamedocument.h"

namespace kibitz::ui {

BatchCollector::BatchCollector(const GameDocument& document)
    : document_(document) {
    revisions_.reserve(std::size_t(document.gameCount()));
    for (int i = 0; i < document.gameCount(); ++i) revisions_.push_back(document.gameRevision(i));
}

bool BatchCollector::unchanged(int index) const {
    return index >= 0 && index < total() &&
           document_.gameRevision(index) == revisions_[std::size_t(index)];
}

std::vector<BatchGame> BatchCollector::take(int count) {
    std::vector<BatchGame> games;
    while (int(games.size()) < count && next_ < total()) {
        const int index = next_++;
        if (!unchanged(index)) {
            editedMeanwhile_.push_back(index);
            continue;
        }
        BatchGame game;
        game.index = index;
        if (const pgn::Game* held = document_.heldGame(index))
            game.game = *held;
        else if (auto place = document_.gameFilePlace(index))
            game.file = std::move(*place);
        else
            game.game = document_.game(index); // neither held nor in a file: not expected
        games.push_back(std::move(game));
    }
    return games;
}

} // namespace kibitz::ui
