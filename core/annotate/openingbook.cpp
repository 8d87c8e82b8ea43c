#include "openingbook.h"

#include "chess/notation.h"
#include "pgn/reader.h"

namespace kibitz::annotate {

namespace {

// "5... Be7" or "6. d4": the move in SAN with the number of the move it belongs to.
std::string numberedSan(chess::Position& position, chess::Move move) {
    const bool white = position.sideToMove() == chess::White;
    return std::to_string(position.fullmoveNumber()) + (white ? ". " : "... ") +
           chess::toSan(position, move);
}

} // namespace

Expected<std::shared_ptr<const OpeningBook>, std::string>
OpeningBook::read(pgn::PgnReader& reader, const std::string& name) {
    auto book = std::make_shared<OpeningBook>();
    pgn::Game line;
    while (reader.readGame(line)) {
        if (const auto& error = reader.report().error)
            return unexpected(name + ": " + error->toString());
        book->addLine(line);
    }
    if (const std::string error = reader.ioError(); !error.empty())
        return unexpected(name + ": " + error);
    return std::shared_ptr<const OpeningBook>(std::move(book));
}

std::string OpeningName::text() const {
    return variation.empty() ? opening : opening + ", " + variation;
}

Expected<std::shared_ptr<const OpeningBook>, std::string>
OpeningBook::load(const std::string& path) {
    auto reader = pgn::PgnReader::open(path);
    if (!reader) return unexpected(reader.error());
    return read(**reader, path);
}

void OpeningBook::addLine(const pgn::Game& line) {
    const pgn::GameTree& tree = line.tree();
    if (!tree.startsFromStandardPosition()) return;
    const std::vector<pgn::NodeId> moves = tree.mainLine();
    const int depth = int(moves.size()) - 1;
    chess::Position position;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i > 0) position.play(tree.move(moves[i]));
        Entry& entry = positions_[position.key()];
        if (i + 1 < moves.size() && depth > entry.nextDepth) {
            entry.next = tree.move(moves[i + 1]);
            entry.nextDepth = depth;
        }
    }
    Entry& last = positions_[position.key()];
    if (last.name < 0) {
        last.name = int(names_.size());
        names_.push_back({line.tagText("ECO"), line.tagText("Opening"), line.tagText("Variation")});
    }
}

const OpeningName* OpeningBook::nameOf(chess::Key key) const {
    const auto it = positions_.find(key);
    return it == positions_.end() || it->second.name < 0 ? nullptr
                                                         : &names_[std::size_t(it->second.name)];
}

std::optional<OpeningClassification> OpeningBook::classify(const pgn::Game& game) const {
    const pgn::GameTree& tree = game.tree();
    if (!tree.startsFromStandardPosition()) return std::nullopt;
    OpeningClassification result;
    chess::Position position;
    const std::vector<pgn::NodeId> moves = tree.mainLine();
    for (std::size_t i = 1; i < moves.size(); ++i) {
        const chess::Key before = position.key();
        position.play(tree.move(moves[i]));
        const auto it = positions_.find(position.key());
        if (it == positions_.end()) {
            position.takeBack(tree.move(moves[i]));
            const auto from = positions_.find(before);
            if (from != positions_.end() && !from->second.next.isNone())
                result.bookMove = numberedSan(position, from->second.next);
            break;
        }
        result.bookPlies = int(i);
        if (it->second.name >= 0) result.name = names_[std::size_t(it->second.name)];
    }
    return result;
}

} // namespace kibitz::annotate
