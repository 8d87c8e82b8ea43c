#include "analysis/wdlsamples.h"

#include "analysis/wdlmodel.h"
#include "pgn/commands.h"

#include <cmath>
#include <optional>

namespace kibitz::analysis {

namespace {

// [%eval] gives pawns with (at most) two decimals. Rounding pawns * 100 to a hundredth of a
// centipawn removes the binary noise of the product (0.29 * 100 = 28.999999999999996), so equal
// texts give equal, round scores.
double centipawnsOf(double pawns) {
    return std::round(pawns * 10000.0) / 100.0;
}

} // namespace

void forEachMainLinePosition(
    const pgn::GameTree& tree,
    const std::function<void(int ply, pgn::NodeId node, const chess::Position& position)>& visit) {
    chess::Position position;
    position.setFen(tree.startFen(), tree.isChess960()); // valid: the tree accepted it
    visit(0, pgn::GameTree::root(), position);
    int ply = 0;
    for (pgn::NodeId n = tree.firstChild(pgn::GameTree::root()); n != pgn::NoNode;
         n = tree.firstChild(n)) {
        const chess::Move move = tree.move(n);
        if (move.isNull() && !position.isLegalNullMove()) break; // cannot happen: the reader checks
        position.play(move);
        visit(++ply, n, position);
    }
}

Expected<std::int64_t, std::string>
forEachGame(const std::string& path,
            const std::function<std::int64_t(const pgn::Game&, const pgn::GameReport&)>& add,
            const std::function<void(const pgn::GameReport&)>& afterGame) {
    auto opened = pgn::PgnReader::open(path);
    if (!opened) return unexpected(opened.error());
    pgn::PgnReader& reader = **opened;
    pgn::Game game;
    std::int64_t added = 0;
    while (reader.readGame(game)) {
        added += add(game, reader.report());
        if (afterGame) afterGame(reader.report());
    }
    if (const std::string error = reader.ioError(); !error.empty())
        return unexpected((path == "-" ? std::string("<stdin>") : path) + ": " + error);
    return added;
}

std::int64_t SampleCollector::addGame(const pgn::Game& game, const pgn::GameReport& report) {
    ++counts_.games;
    if (report.error) {
        ++counts_.gamesWithError;
        return 0;
    }
    const std::optional<GameResult> result = gameResult(game);
    if (!result) {
        ++counts_.gamesWithoutResult;
        return 0;
    }
    const pgn::GameTree& tree = game.tree();
    std::int64_t added = 0;
    forEachMainLinePosition(tree, [&](int ply, pgn::NodeId n, const chess::Position& position) {
        if (ply <= minPly_) return;
        const std::optional<pgn::Evaluation> eval = pgn::evaluation(tree.commentAfter(n));
        if (!eval) return;
        if (eval->kind == pgn::Evaluation::Kind::Mate) {
            ++counts_.mateScores;
            return;
        }
        samples_.push_back({centipawnsOf(eval->pawns), materialCount(position), *result});
        ++counts_.samplesByResult[int(*result)];
        ++added;
    });
    counts_.samples += added;
    if (added > 0)
        ++counts_.gamesUsed;
    else
        ++counts_.gamesWithoutSamples;
    return added;
}

Expected<std::int64_t, std::string>
SampleCollector::addFile(const std::string& path,
                         const std::function<void(const pgn::GameReport&)>& afterGame) {
    return forEachGame(
        path,
        [this](const pgn::Game& game, const pgn::GameReport& report) {
            return addGame(game, report);
        },
        afterGame);
}

} // namespace kibitz::analysis
