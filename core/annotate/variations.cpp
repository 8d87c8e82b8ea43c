#include "variations.h"

#include "analysis/gameanalysis.h"

#include <map>
#include <set>
#include <unordered_map>
#include <utility>

namespace kibitz::annotate {

namespace {

using analysis::PositionAnalysis;
using analysis::SharedLookahead;

// What a line that leaves the game at a node starts from.
struct Start {
    std::optional<PositionAssessment> inForce;
    bool inBook = false;
};

// The back-ups of the trees at one pair of merits, each tree backed up once.
class Analyses {
public:
    // `mainLine` is the analysis of each of `trees` at `merits`, by index (the judgement's).
    Analyses(std::span<const SharedLookahead> trees,
             std::span<const SharedLookahead> variationTrees,
             std::span<const analysis::SharedAnalysis> mainLine, theory::MichieSettings merits)
        : merits_(merits) {
        for (const auto* list : {&trees, &variationTrees})
            for (const SharedLookahead& tree : *list)
                if (tree) {
                    if (!settings_) settings_ = tree->settings();
                    cache_.insert(tree);
                }
        for (std::size_t i = 0; i < trees.size() && i < mainLine.size(); ++i)
            if (trees[i] && mainLine[i]) done_.try_emplace(trees[i].get(), mainLine[i]);
    }

    // Shared: a position many variations reach is assessed and held once.
    analysis::SharedAnalysis at(const analysis::LookaheadCache::Key& key) {
        const SharedLookahead tree = settings_ ? cache_.find(key, *settings_) : nullptr;
        if (!tree) return nullptr;
        auto [it, added] = done_.try_emplace(tree.get());
        if (added)
            it->second =
                std::make_shared<const PositionAnalysis>(analysis::assessPosition(*tree, merits_));
        return it->second;
    }

private:
    theory::MichieSettings merits_;
    std::optional<analysis::LookaheadSettings> settings_;
    analysis::LookaheadCache cache_;
    std::unordered_map<const analysis::LookaheadTree*, analysis::SharedAnalysis> done_;
};

} // namespace

std::vector<VariationLine> ownVariations(const pgn::GameTree& tree) {
    std::vector<VariationLine> lines;
    // The variations that leave `line` at its nodes from `from` on, in the order of the line.
    const auto collect = [&](const std::vector<pgn::NodeId>& line, std::size_t from) {
        for (std::size_t i = from; i < line.size(); ++i) {
            for (pgn::NodeId child = tree.nextSibling(tree.firstChild(line[i]));
                 child != pgn::NoNode; child = tree.nextSibling(child)) {
                if (opensKibitzVariation(tree, child)) continue;
                VariationLine variation{line[i]};
                for (pgn::NodeId id = child; id != pgn::NoNode; id = tree.firstChild(id))
                    variation.push_back(id);
                lines.push_back(std::move(variation));
            }
        }
    };
    collect(tree.mainLine(), 0);
    // A variation's own variations leave it after its first move (the others that leave where
    // it does are its siblings, already listed); lines grows as they are found.
    for (std::size_t k = 0; k < lines.size(); ++k) collect(VariationLine(lines[k]), 1);
    return lines;
}

VariationPlan planVariations(const pgn::Game& game, std::span<const chess::Position> known,
                             bool withPositions) {
    const pgn::GameTree& tree = game.tree();
    std::set<analysis::LookaheadCache::Key> seen;
    for (const chess::Position& position : known)
        seen.insert(analysis::LookaheadCache::keyOf(position));
    VariationPlan plan;
    plan.lines = ownVariations(tree);
    plan.keys.reserve(plan.lines.size());
    for (const VariationLine& line : plan.lines) {
        chess::Position position = tree.positionAt(line.front());
        std::vector<analysis::LookaheadCache::Key>& keys = plan.keys.emplace_back();
        keys.reserve(line.size());
        keys.push_back(analysis::LookaheadCache::keyOf(position));
        for (std::size_t i = 1; i < line.size(); ++i) {
            position.play(tree.move(line[i]));
            keys.push_back(analysis::LookaheadCache::keyOf(position));
            if (withPositions && seen.insert(keys.back()).second)
                plan.positions.push_back(position.cloneForDrawRules());
        }
    }
    return plan;
}

std::vector<chess::Position> variationPositions(const pgn::Game& game,
                                                std::span<const chess::Position> known,
                                                bool replaceEarlier) {
    if (replaceEarlier) {
        pgn::Game judged = game;
        if (removeAutomaticAnnotations(judged)) return planVariations(judged, known).positions;
    }
    return planVariations(game, known).positions;
}

std::vector<VariationJudgement> judgeVariations(const pgn::Game& game, const VariationPlan& plan,
                                                std::span<const SharedLookahead> trees,
                                                std::span<const SharedLookahead> variationTrees,
                                                const GameJudgement& judgement,
                                                const OpeningBook* book) {
    const pgn::GameTree& tree = game.tree();
    const Thresholds& thresholds = judgement.thresholds;
    // Where each line starts: first the main line's nodes, with the assessment in force after
    // each (the judgement's `held`) and whether it is still in book.
    const std::optional<OpeningClassification>& opening = judgement.opening;
    const std::vector<pgn::NodeId> mainLine = tree.mainLine();
    std::vector<std::optional<PositionAssessment>> held = judgement.held;
    std::unordered_map<pgn::NodeId, Start> starts;
    for (std::size_t ply = 0; ply < mainLine.size(); ++ply)
        starts[mainLine[ply]] = {ply < held.size() ? held[ply] : std::nullopt,
                                 opening && int(ply) <= opening->bookPlies};

    Analyses analyses(trees, variationTrees, judgement.analyses, judgement.merits);
    std::vector<VariationJudgement> result;
    for (std::size_t k = 0; k < plan.lines.size(); ++k) {
        const VariationLine& line = plan.lines[k];
        const std::vector<analysis::LookaheadCache::Key>& keys = plan.keys[k];
        const Start start = starts[line.front()];
        VariationJudgement v;
        std::vector<chess::Move> moves{chess::Move::none()};
        v.analyses.push_back(analyses.at(keys.front()));
        int bookMoves = 0;
        for (std::size_t i = 1; i < line.size(); ++i) {
            moves.push_back(tree.move(line[i]));
            v.analyses.push_back(analyses.at(keys[i]));
            // The key's first half is the position's own (chess::Position::key).
            if (start.inBook && book && bookMoves == int(i) - 1 && book->contains(keys[i].first))
                bookMoves = int(i);
        }
        v.moves = judgeLine(v.analyses, moves, thresholds, bookMoves, start.inForce, &held);
        for (std::size_t i = 1; i < line.size(); ++i)
            starts[line[i]] = {held[i], int(i) <= bookMoves};
        v.nodes = line;
        result.push_back(std::move(v));
    }
    return result;
}

} // namespace kibitz::annotate
