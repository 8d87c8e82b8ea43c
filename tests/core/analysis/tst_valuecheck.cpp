// The second look at moves that seem to lose value (analysis/valuecheck.h): which positions are
// searched again, how deep, by whom, how many rounds; that the checked trees keep the rest of the
// tree, replace the first ones in the cache, and reach the annotator's note.
//
// The values come from a scripted valuer, so that the test says exactly which score each search
// finds: a score per position for the first search, another for the deeper one, another for the
// third look.

#include "analysis/gameanalysis.h"
#include "analysis/valuecheck.h"
#include "annotate/batch.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "pgn/reader.h"
#include "search/tt.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <map>
#include <mutex>
#include <string>

using namespace kibitz;
using namespace kibitz::analysis;

namespace {

constexpr std::uint64_t FirstNodes = 1'000;
constexpr int Factor = 5;
constexpr std::uint64_t DeeperNodes = FirstNodes * Factor;
constexpr int DeepFactor = 3;
constexpr std::uint64_t DeepestNodes = DeeperNodes * DeepFactor;

const char* const Moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *";

pgn::Game gameOf(const std::string& movetext) {
    auto reader = pgn::PgnReader::fromText("[Event \"t\"]\n\n" + movetext + "\n");
    pgn::Game game;
    if (!reader->readGame(game)) qFatal("the test's game does not read");
    return game;
}

// White's score of each position of the line, by ply, for the first search, the deeper one and
// the deepest; a ply missing from `deepest` keeps its deeper score, one missing from `deeper` its
// first.
// `best`: the plies whose best move is the game's next move (UCI), elsewhere the first legal
// move; `second`: White's score of the best other move, for the second-best look (else 0).
struct Script {
    std::map<int, int> first;
    std::map<int, int> deeper;
    std::map<int, int> deepest;
    std::map<int, std::string> best;
    std::map<int, int> second;
    // The tree's own search too (movesByValueEngine): White's score of a tree's best move, by
    // ply, its other moves two pawns and more below; a ply missing here gets its first score.
    bool scoresMoves = false;
    std::map<int, int> own;
};

// Who was asked what: (ply, nodes) in the order asked; the second-best looks apart.
struct Asked {
    std::mutex mutex;
    std::vector<std::pair<int, std::uint64_t>> calls;
    std::vector<std::pair<int, std::uint64_t>> without;
};

class ScriptedValuer final : public RootValuer {
public:
    ScriptedValuer(const Script& script, std::map<std::string, int> plies, Asked& asked)
        : script_(script)
        , plies_(std::move(plies))
        , asked_(asked) {}

    std::optional<RootValuation> value(const chess::Position& position, std::uint64_t nodes,
                                       const std::atomic<bool>&) override {
        const int ply = plies_.at(position.fen());
        {
            const std::lock_guard lock(asked_.mutex);
            asked_.calls.emplace_back(ply, nodes);
        }
        int white = script_.first.count(ply) ? script_.first.at(ply) : 20;
        if (nodes >= DeeperNodes && script_.deeper.count(ply)) white = script_.deeper.at(ply);
        if (nodes == DeepestNodes && script_.deepest.count(ply)) white = script_.deepest.at(ply);
        const int score = position.sideToMove() == chess::White ? white : -white;
        const int depth = nodes == DeepestNodes ? 28 : nodes == DeeperNodes ? 20 : 12;
        chess::Move best = *chess::MoveList(position).begin();
        if (script_.best.count(ply)) best = *chess::parseUci(position, script_.best.at(ply));
        return RootValuation{best, search::Value(score), depth};
    }

    std::optional<std::vector<search::RootMove>> scoreMoves(const chess::Position& position,
                                                            std::uint64_t, bool,
                                                            const std::atomic<bool>&) override {
        const auto ply = plies_.find(position.fen());
        if (!script_.scoresMoves || ply == plies_.end()) return std::nullopt; // a leaf's
        const int white = script_.own.count(ply->second)     ? script_.own.at(ply->second)
                          : script_.first.count(ply->second) ? script_.first.at(ply->second)
                                                             : 20;
        const int best = position.sideToMove() == chess::White ? white : -white;
        std::vector<search::RootMove> moves;
        for (const chess::Move move : chess::MoveList(position))
            moves.push_back({move,
                             search::Value(best - (moves.empty() ? 0 : 200 + int(moves.size()))),
                             12,
                             {move}});
        return moves;
    }

    std::optional<RootValuation> valueWithout(const chess::Position& position, chess::Move excluded,
                                              std::uint64_t nodes,
                                              const std::atomic<bool>&) override {
        const int ply = plies_.at(position.fen());
        {
            const std::lock_guard lock(asked_.mutex);
            asked_.without.emplace_back(ply, nodes);
        }
        const int white = script_.second.count(ply) ? script_.second.at(ply) : 0;
        const int score = position.sideToMove() == chess::White ? white : -white;
        for (const chess::Move move : chess::MoveList(position))
            if (move != excluded) return RootValuation{move, search::Value(score), 12};
        return std::nullopt;
    }

private:
    const Script& script_;
    std::map<std::string, int> plies_;
    Asked& asked_;
};

GameAnalysisOptions scriptedOptions(const std::vector<chess::Position>& positions,
                                    const Script& script, Asked& asked, int deepFactor = 0,
                                    int swingMargin = 0) {
    GameAnalysisOptions o;
    o.lookahead.swingMargin = swingMargin;
    o.lookahead.movesByValueEngine = script.scoresMoves;
    o.lookahead.rootNodes = 2'000;
    o.lookahead.leafNodes = 200;
    o.lookahead.maxExpansions = 2;
    o.lookahead.valueNodes = FirstNodes;
    o.lookahead.checkFactor = Factor;
    o.lookahead.deepFactor = deepFactor;
    o.lookahead.valueEngine = "scripted";
    o.threads = 2;
    o.hashMegabytes = 2;
    std::map<std::string, int> plies;
    for (std::size_t i = 0; i < positions.size(); ++i) plies[positions[i].fen()] = int(i);
    o.makeValuer = [&script, &asked, plies]() -> std::unique_ptr<RootValuer> {
        return std::make_unique<ScriptedValuer>(script, plies, asked);
    };
    return o;
}

std::vector<std::pair<int, std::uint64_t>> deeperCalls(Asked& asked,
                                                       std::uint64_t nodes = DeeperNodes) {
    std::vector<std::pair<int, std::uint64_t>> calls;
    for (const auto& call : asked.calls)
        if (call.second == nodes) calls.push_back(call);
    std::sort(calls.begin(), calls.end());
    return calls;
}

std::vector<int> checkedPlies(const std::vector<SharedLookahead>& trees) {
    std::vector<int> plies;
    for (std::size_t i = 0; i < trees.size(); ++i)
        if (trees[i] && trees[i]->checkedNodes() > 0) plies.push_back(int(i));
    return plies;
}

// The batch annotator's PGN of `Moves` (on one line) with the scripted values, a second look of
// `factor` and a third of `deepFactor`.
std::string annotated(const std::vector<chess::Position>& positions, const Script& script,
                      int threads, int factor, int deepFactor, Asked& asked,
                      const std::function<void(annotate::BatchOptions&)>& adjust = {}) {
    annotate::BatchOptions options;
    options.pool = scriptedOptions(positions, script, asked, deepFactor);
    options.pool.threads = threads;
    options.pool.lookahead.checkFactor = factor;
    if (adjust) adjust(options);
    options.annotator.version = "test";
    annotate::describeSearch(options.annotator, options.pool.lookahead);
    auto reader = pgn::PgnReader::fromText(std::string("[Event \"t\"]\n\n") + Moves);
    annotate::BatchCallbacks callbacks;
    std::string text;
    callbacks.write = [&text](std::string_view t) { text.append(t); };
    const std::atomic<bool> never{false};
    const annotate::BatchResult result =
        annotate::annotateStream(*reader, options, callbacks, never);
    if (result.annotated != 1) qFatal("the game was not annotated");
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

// A small tree's settings, valued by the built-in engine at 2,000 nodes.
LookaheadSettings smallTree() {
    LookaheadSettings settings;
    settings.rootNodes = 5'000;
    settings.leafNodes = 500;
    settings.maxExpansions = 4;
    settings.valueNodes = 2'000;
    return settings;
}

// A search of `position` with a table of its own, as a tree's search after clearing its table.
search::SearchResult freshSearch(const chess::Position& position, const search::Limits& limits) {
    search::TranspositionTable table(2);
    search::Searcher searcher(table);
    chess::Position copy = position.clone();
    const std::atomic<bool> never{false};
    return searcher.run(copy, limits, never);
}

bool has(const std::string& text, const char* part) {
    return text.find(part) != std::string::npos;
}

} // namespace

class TestValueCheck : public QObject {
    Q_OBJECT

private slots:
    // After 3. Bb5 (ply 5) the first search sees Black much better: 3. Bb5 seems to throw the
    // game away, and 3... a6 to lose all Black had. The three positions of the two moves are
    // searched again, five times as deep, and nothing else is.
    void aMoveThatSeemsToLoseValueIsLookedAtAgain() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        QCOMPARE(positions.size(), std::size_t(9));
        Script script;
        script.first[5] = -300; // after 3. Bb5: Black seems much better
        script.deeper[5] = 25;  // ... but not at the deeper search
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        std::vector<std::pair<int, int>> progress;
        const auto trees =
            buildLookaheads(positions, scriptedOptions(positions, script, asked), cache, never,
                            [&](int done, int total) { progress.emplace_back(done, total); });

        QCOMPARE(asked.calls.size(), std::size_t(9 + 3));
        QCOMPARE(deeperCalls(asked), (std::vector<std::pair<int, std::uint64_t>>{
                                         {4, DeeperNodes}, {5, DeeperNodes}, {6, DeeperNodes}}));
        QCOMPARE(checkedPlies(trees), (std::vector<int>{4, 5, 6}));
        QCOMPARE(trees[5]->checkedNodes(), DeeperNodes);
        QCOMPARE(trees[5]->bestScore(), search::Value(-25)); // Black to move: White's +0.25
        QCOMPARE(trees[5]->rootDepth(), 20);
        QCOMPARE(trees[4]->bestScore(), search::Value(20));
        QCOMPARE(trees[7]->checkedNodes(), std::uint64_t(0));
        QCOMPARE(trees[7]->rootDepth(), 12);
        // The progress counts the deeper searches, its total growing by them.
        QCOMPARE(progress.back(), (std::pair<int, int>{12, 12}));
        QCOMPARE(progress[8], (std::pair<int, int>{9, 9}));
    }

    // A move that seems to gain, or loses a little, is not looked at again.
    void smallDropsAndGainsAreNotLookedAt() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.first[3] = 28;  // 2. Nf3 gains a little, 2... Nc6 gains Black 0.02 pawns,
        script.first[4] = 26;  // 3. Bb5 loses White 0.06 pawns: far below the check's drop
        script.first[7] = 250; // 4. Ba4 seems to win for White: a gain, not a loss, and
        script.first[8] = 250; // 4... Nf6 keeps what Black had
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        const auto trees =
            buildLookaheads(positions, scriptedOptions(positions, script, asked), cache, never);
        QCOMPARE(asked.calls.size(), std::size_t(9));
        QVERIFY(checkedPlies(trees).empty());
        QVERIFY(valuesToCheck(trees).empty());
    }

    // With a swing margin of a pawn, 4. Ba4 taking White from +0.20 to +2.50 is looked at too: a
    // gain that large says one of the two searches missed something (a sacrifice, a refutation).
    // 4... Nf6 keeps +2.50 and is left alone. The tree's own search agrees with the value
    // search everywhere, as it does when one engine does both.
    void aSwingOfMoreThanAPawnIsLookedAtAgain() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.scoresMoves = true;
        script.first = {{7, 250}, {8, 250}};
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        const auto trees = buildLookaheads(
            positions, scriptedOptions(positions, script, asked, 0, 100), cache, never);
        QCOMPARE(valueSearchOffset(*trees[7]), 0.0);
        QCOMPARE(deeperCalls(asked),
                 (std::vector<std::pair<int, std::uint64_t>>{{6, DeeperNodes}, {7, DeeperNodes}}));
        QCOMPARE(checkedPlies(trees), (std::vector<int>{6, 7}));
        // The margin off, the gain is no reason to look.
        Asked offAsked;
        LookaheadCache offCache;
        const auto off = buildLookaheads(positions, scriptedOptions(positions, script, offAsked),
                                         offCache, never);
        QVERIFY(checkedPlies(off).empty());
    }

    // Scores count up to SwingCap: +5.00 to +6.50 and back is no swing (White wins either way),
    // +0.20 to +5.00 is; a swing of exactly the margin is not.
    void aSwingPastTheCapIsNotLookedAt() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.scoresMoves = true;
        script.first = {{3, 500}, {4, 500}, {5, 650}, {6, 500}, {7, 650}, {8, 650}};
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        const auto trees = buildLookaheads(
            positions, scriptedOptions(positions, script, asked, 0, 100), cache, never);
        QCOMPARE(checkedPlies(trees), (std::vector<int>{2, 3}));

        Script edge;
        edge.scoresMoves = true;
        edge.first = {{5, 120}, {6, 120}, {7, 120}, {8, 120}}; // 3. Bb5: +0.20 to +1.20
        Asked edgeAsked;
        LookaheadCache edgeCache;
        const auto edgeTrees = buildLookaheads(
            positions, scriptedOptions(positions, edge, edgeAsked, 0, 100), edgeCache, never);
        QVERIFY(checkedPlies(edgeTrees).empty());
    }

    // After 3. Bb5 the tree's own search has White at +1.40 and the value search at +0.20: they
    // disagree by more than a pawn there, and that position alone is looked at again (no move
    // swings: every value is +0.20).
    void searchesThatDisagreeAreLookedAtAgain() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.scoresMoves = true;
        script.own[5] = 140;
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        const auto trees = buildLookaheads(
            positions, scriptedOptions(positions, script, asked, 0, 100), cache, never);
        QCOMPARE(valueSearchOffset(*trees[5]), -120.0);
        QCOMPARE(checkedPlies(trees), (std::vector<int>{5}));
        // A disagreement of exactly a pawn is none.
        script.own[5] = 120;
        Asked edgeAsked;
        LookaheadCache edgeCache;
        const auto edge = buildLookaheads(
            positions, scriptedOptions(positions, script, edgeAsked, 0, 100), edgeCache, never);
        QVERIFY(checkedPlies(edge).empty());
    }

    // The deeper value of a checked position can make the move after it look bad in its turn:
    // the look is taken again, CheckRounds times at most.
    void theLookIsRepeatedTwiceAtMost() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        // The first search: 2. Nf3 seems to lose three pawns, and the game goes on at -3.00.
        Script script;
        for (int ply = 3; ply <= 8; ++ply) script.first[ply] = -300;
        script.deeper[3] = -600; // deeper, 2. Nf3 loses more, so 2... Nc6 seems to give back 3
        script.deeper[4] = 0;    // deeper, 2... Nc6 is level, so 3. Bb5 seems to lose 3 again
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        const auto trees =
            buildLookaheads(positions, scriptedOptions(positions, script, asked), cache, never);
        QCOMPARE(CheckRounds, 2);
        // Round 1: 2 and 3 (2. Nf3); round 2: 4 (2... Nc6 from the checked 3); a third round
        // would have looked at 5 (3. Bb5, from the checked 4).
        QCOMPARE(checkedPlies(trees), (std::vector<int>{2, 3, 4}));
        QCOMPARE(deeperCalls(asked).size(), std::size_t(3));
    }

    // The checked trees replace the first ones in the cache: the same game again needs no search
    // at all, and the same trees come back.
    void theCacheKeepsTheCheckedTrees() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.first[5] = -300;
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        const GameAnalysisOptions options = scriptedOptions(positions, script, asked);
        const auto first = buildLookaheads(positions, options, cache, never);
        QCOMPARE(cache.size(), std::size_t(9));
        const std::size_t calls = asked.calls.size();
        const auto again = buildLookaheads(positions, options, cache, never);
        QCOMPARE(asked.calls.size(), calls);
        for (std::size_t i = 0; i < first.size(); ++i) QCOMPARE(again[i].get(), first[i].get());
        QCOMPARE(checkedPlies(again), (std::vector<int>{4, 5, 6}));
    }

    // A position whose value is exact (a mate on the board) is never searched again; the move
    // into it still gets its position before looked at.
    void exactValuesAreNotCheckedAgain() {
        const std::vector<chess::Position> positions =
            mainLinePositions(gameOf("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"));
        QCOMPARE(positions.size(), std::size_t(8));
        QCOMPARE(positions[7].gameEnd(), chess::GameEnd::Checkmate);
        Script script;
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        const auto trees =
            buildLookaheads(positions, scriptedOptions(positions, script, asked), cache, never);
        // 4. Qxf7# from a position valued +0.20 ends the game: a gain for White; 3... Nf6 into a
        // position valued +0.20 loses nothing. The valuer is never asked about the mate.
        QVERIFY(checkedPlies(trees).empty());
        QCOMPARE(asked.calls.size(), std::size_t(7));
        QVERIFY(trees[7]->rootValue().isExact());
    }

    // The second look still sees 3. Bb5 lose (-0.80 at five times the nodes, a fall of E[v] in
    // the band of the third look): the three positions get a third look, three times as deep
    // again, which finds White fine. Where the second look settles it, as in the first test,
    // nobody looks a third time.
    void aMoveStillSeemingToLoseIsLookedAtAThirdTime() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.first[5] = -300;
        script.deeper[5] = -80;
        script.deepest[5] = 25;
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        std::vector<std::pair<int, int>> progress;
        const auto trees = buildLookaheads(
            positions, scriptedOptions(positions, script, asked, DeepFactor), cache, never,
            [&](int done, int total) { progress.emplace_back(done, total); });
        const std::vector<std::pair<int, std::uint64_t>> around{
            {4, DeeperNodes}, {5, DeeperNodes}, {6, DeeperNodes}};
        QCOMPARE(deeperCalls(asked), around);
        QCOMPARE(deeperCalls(asked, DeepestNodes),
                 (std::vector<std::pair<int, std::uint64_t>>{
                     {4, DeepestNodes}, {5, DeepestNodes}, {6, DeepestNodes}}));
        QCOMPARE(asked.calls.size(), std::size_t(9 + 3 + 3));
        QCOMPARE(trees[5]->checkedNodes(), DeepestNodes);
        QCOMPARE(trees[5]->nextCheckNodes(), std::uint64_t(0));
        QCOMPARE(trees[5]->bestScore(), search::Value(-25)); // Black to move: White's +0.25
        QCOMPARE(trees[5]->rootDepth(), 28);
        QCOMPARE(trees[7]->checkedNodes(), std::uint64_t(0));
        QCOMPARE(trees[7]->nextCheckNodes(), DeeperNodes);
        QCOMPARE(progress.back(), (std::pair<int, int>{15, 15}));
        QVERIFY(valuesToCheck(trees, Look::Second).empty());
        QVERIFY(valuesToCheck(trees, Look::Third).empty());

        Script settled;
        settled.first[5] = -300;
        settled.deeper[5] = 25;
        Asked once;
        LookaheadCache other;
        const auto checked = buildLookaheads(
            positions, scriptedOptions(positions, settled, once, DeepFactor), other, never);
        QCOMPARE(deeperCalls(once), around);
        QVERIFY(deeperCalls(once, DeepestNodes).empty());
        QCOMPARE(checked[5]->checkedNodes(), DeeperNodes);
        QCOMPARE(checked[5]->nextCheckNodes(), DeepestNodes);
    }

    // The third look's band: 3. Bb5 from +0.20 to -0.10 (a fall of E[v] between 0.01 and 0.1)
    // gets none at the default bar of 0.1 and one with the bar at 0.01; to -3.00 (a fall of more
    // than 0.3, a mistake whatever the depth) none below the default ceiling of 0.3, and one with
    // the ceiling raised to 2.
    void theThirdLookHasItsBand() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        const std::atomic<bool> never{false};
        const auto thirdLooks = [&](int after, double drop, double ceiling) {
            Script script;
            script.first[5] = -300;
            script.deeper[5] = after;
            Asked asked;
            LookaheadCache cache;
            GameAnalysisOptions options = scriptedOptions(positions, script, asked, DeepFactor);
            options.lookahead.deepDrop = drop;
            options.lookahead.deepCeiling = ceiling;
            buildLookaheads(positions, options, cache, never);
            if (deeperCalls(asked).size() != 3) qFatal("the second look was not taken");
            return deeperCalls(asked, DeepestNodes).size();
        };
        QCOMPARE(thirdLooks(-10, 0.1, 0.3), std::size_t(0));
        QCOMPARE(thirdLooks(-10, 0.01, 0.3), std::size_t(3));
        QCOMPARE(thirdLooks(-300, 0.1, 0.3), std::size_t(0));
        QCOMPARE(thirdLooks(-300, 0.1, 2.0), std::size_t(3));
    }

    // No look at a book move, which nobody judges: with the first six plies in book, 3. Bb5 and
    // 3... a6 are not looked at; with five, 3... a6 (into position 6) is, from both its ends.
    void bookMovesAreNotLookedAt() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.first[5] = -300;
        const std::atomic<bool> never{false};
        for (const int bookPlies : {6, 5}) {
            Asked asked;
            LookaheadCache cache;
            const auto trees =
                buildLookaheads(positions, scriptedOptions(positions, script, asked, DeepFactor),
                                cache, never, {}, bookPlies);
            const std::vector<int> expected =
                bookPlies == 6 ? std::vector<int>{} : std::vector<int>{5, 6};
            QCOMPARE(checkedPlies(trees), expected);
        }
    }

    // The second-best look, last: where the game plays the value search's best move and it is a
    // quiet pawn move, the same engine searches the root without it, as deep as the value. Here
    // 3... a6 (from position 5) and 1. e4 (position 0) are the best moves; 2. Nf3 (position 2)
    // is too, but no pawn move; elsewhere the best move is not the game's. 1. e4 is looked at
    // after the second look has checked its position (3. Bb5 seems to lose): ten times as deep.
    void theOnlyQuietBestMovesGetTheSecondBestLook() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.best = {{0, "e2e4"}, {2, "g1f3"}, {5, "a7a6"}};
        script.second = {{0, -40}, {5, 90}};
        script.first[1] = -300; // after 1. e4: Black seems much better, so 0 and 1 are checked,
        script.deeper[1] = 20;
        Asked asked;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        GameAnalysisOptions options = scriptedOptions(positions, script, asked);
        options.lookahead.secondBestLook = true;
        std::vector<std::pair<int, int>> progress;
        const auto trees =
            buildLookaheads(positions, options, cache, never,
                            [&](int done, int total) { progress.emplace_back(done, total); });
        std::sort(asked.without.begin(), asked.without.end());
        QCOMPARE(asked.without,
                 (std::vector<std::pair<int, std::uint64_t>>{{0, DeeperNodes}, {5, FirstNodes}}));
        QCOMPARE(trees[5]->secondBestScore(), std::optional<search::Value>(-90)); // Black's
        QCOMPARE(trees[0]->secondBestScore(), std::optional<search::Value>(-40));
        QCOMPARE(trees[0]->checkedNodes(), DeeperNodes); // the look kept the check
        QCOMPARE(trees[0]->bestScore(), search::Value(20));
        QVERIFY(!trees[2]->secondBestScore());
        QVERIFY(!trees[4]->secondBestScore());
        // Nine trees, the second look at 0, 1 and 2 (1... e5 seems to throw Black's edge away),
        // two second-best looks.
        QCOMPARE(checkedPlies(trees), (std::vector<int>{0, 1, 2}));
        QCOMPARE(progress.back(), (std::pair<int, int>{9 + 3 + 2, 9 + 3 + 2}));
        QVERIFY(valuesToCheck(trees, Look::SecondBest).empty());
        // Again from the cache: nothing more to search.
        const std::size_t calls = asked.calls.size();
        buildLookaheads(positions, options, cache, never);
        QCOMPARE(asked.calls.size(), calls);
        QCOMPARE(asked.without.size(), std::size_t(2));

        // Off (the annotator's quiet ! turned off): no such look.
        Asked off;
        LookaheadCache other;
        buildLookaheads(positions, scriptedOptions(positions, script, off), other, never);
        QVERIFY(off.without.empty());
        // From move 3 on (the quiet ! marks no earlier move): 3... a6 alone.
        Asked late;
        LookaheadCache fourth;
        GameAnalysisOptions lateOptions = scriptedOptions(positions, script, late);
        lateOptions.lookahead.secondBestLook = true;
        lateOptions.lookahead.secondBestFromMove = 3;
        const auto fromMove3 = buildLookaheads(positions, lateOptions, fourth, never);
        QCOMPARE(late.without, (std::vector<std::pair<int, std::uint64_t>>{{5, FirstNodes}}));
        QVERIFY(!fromMove3[0]->secondBestScore());
        QCOMPARE(fromMove3[5]->secondBestScore(), std::optional<search::Value>(-90));
        // A book move is not looked at: with the first six plies in book, 1. e4 and 3... a6 are.
        Asked book;
        LookaheadCache third;
        GameAnalysisOptions bookOptions = scriptedOptions(positions, script, book);
        bookOptions.lookahead.secondBestLook = true;
        const auto inBook = buildLookaheads(positions, bookOptions, third, never, {}, 6);
        QVERIFY(!inBook[5]->secondBestScore());
        QVERIFY(!inBook[0]->secondBestScore());
        QVERIFY(book.without.empty());
        QCOMPARE(book.calls.size(), std::size_t(9));
    }

    // Through the batch annotator: 3... a6 keeps Black's +1.00 and every other move would have
    // let White get +0.60, so it is the only move that keeps the advantage, with the quiet !'s
    // words (the rule from move 1 here, the game being short); with the rule off, no symbol.
    void theAnnotatorMarksTheOnlyQuietMove() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.best = {{5, "a7a6"}};
        script.first[5] = -100;
        script.first[6] = -100;
        script.second[5] = 60;
        const auto annotate = [&](double gap) {
            Asked asked;
            const std::string text =
                annotated(positions, script, 2, Factor, 0, asked, [gap](annotate::BatchOptions& o) {
                    o.annotator.thresholds.quietFromMove = 1;
                    o.annotator.thresholds.quietGap = gap;
                    annotate::setThresholdLooks(o.pool.lookahead, o.annotator.thresholds);
                });
            return std::pair{text, asked.without};
        };
        const auto [marked, looks] = annotate(annotate::Thresholds{}.quietGap);
        QCOMPARE(looks, (std::vector<std::pair<int, std::uint64_t>>{{5, DeeperNodes}}));
        const std::size_t a6 = marked.find("3... a6 $1 {");
        QVERIFY2(a6 != std::string::npos, marked.c_str());
        const std::string comment = marked.substr(a6, marked.find('}', a6) - a6);
        QVERIFY2(has(comment, "] The only move that keeps the advantage."), comment.c_str());
        QVERIFY2(has(marked, "[BlackMoveSymbols \"?? 0, ? 0, ?! 0, !? 0, ! 1"), marked.c_str());
        const auto [plain, none] = annotate(0.0);
        QVERIFY(none.empty());
        QVERIFY2(has(plain, "3... a6 {"), plain.c_str());
        QVERIFY2(!has(plain, "The only move"), plain.c_str());
    }

    // withSecondBest with the built-in engine: the score of a search of the root's other moves
    // of the value's size, the rest of the tree as it was; nothing where the root has one move.
    void theBuiltInEngineTakesTheSecondBestLook() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        search::TranspositionTable table(2);
        const std::atomic<bool> never{false};
        const LookaheadSettings settings = smallTree();
        const LookaheadTree tree = buildLookahead(positions[3], settings, table, never);
        const LookaheadTree looked = withSecondBest(tree, table, never, nullptr);
        QVERIFY(!tree.secondBestScore());
        QCOMPARE(looked.bestScore(), tree.bestScore());
        QCOMPARE(looked.bestMove(), tree.bestMove());
        QCOMPARE(looked.nodes().size(), tree.nodes().size());
        search::Limits limits;
        limits.nodes = settings.valueNodes;
        for (const chess::Move move : chess::MoveList(positions[3]))
            if (move != tree.bestMove()) limits.searchMoves.push_back(move);
        const search::SearchResult direct = freshSearch(positions[3], limits);
        QVERIFY(direct.bestMove != tree.bestMove());
        QCOMPARE(looked.secondBestScore(), std::optional<search::Value>(direct.score));

        // Black's king has one move, ...Kh7: nothing to compare it with.
        chess::Position forced;
        if (!forced.setFen("7k/5K2/8/8/8/8/8/6R1 b - - 0 1")) qFatal("bad FEN");
        QCOMPARE(chess::MoveList(forced).size(), std::size_t(1));
        const LookaheadTree single = buildLookahead(forced, settings, table, never);
        QVERIFY(!withSecondBest(single, table, never, nullptr).secondBestScore());
        // Stopped: the tree as it was, marked stopped.
        const std::atomic<bool> stopped{true};
        const LookaheadTree unchanged = withSecondBest(tree, table, stopped, nullptr);
        QVERIFY(unchanged.wasStopped());
        QVERIFY(!unchanged.secondBestScore());
    }

    // withCheckedValue changes the root's value and nothing else; stopped, it changes nothing.
    void aCheckedTreeKeepsItsTree() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        search::TranspositionTable table(2);
        const std::atomic<bool> never{false};
        LookaheadSettings settings = smallTree();
        settings.checkFactor = 10;
        const LookaheadTree tree = buildLookahead(positions[3], settings, table, never);
        const LookaheadTree checked =
            withCheckedValue(tree, settings.checkNodes(), table, never, nullptr);
        QCOMPARE(checked.checkedNodes(), std::uint64_t(20'000));
        QCOMPARE(tree.checkedNodes(), std::uint64_t(0));
        QVERIFY(checked.rootDepth() > tree.rootDepth());
        QCOMPARE(checked.nodes().size(), tree.nodes().size());
        QCOMPARE(checked.expansions(), tree.expansions());
        QCOMPARE(checked.fen(), tree.fen());
        QCOMPARE(checked.rootMoveSans(), tree.rootMoveSans());
        for (std::size_t n = 0; n < tree.nodes().size(); ++n) {
            QCOMPARE(checked.nodes()[n].move, tree.nodes()[n].move);
            QCOMPARE(checked.nodes()[n].score, tree.nodes()[n].score);
        }
        // The same search as a fresh one of that size: the table was cleared first.
        search::Limits limits;
        limits.nodes = settings.checkNodes();
        const search::SearchResult direct = freshSearch(positions[3], limits);
        QCOMPARE(checked.bestScore(), direct.score);
        QCOMPARE(checked.bestMove(), direct.bestMove);
        QCOMPARE(checked.rootDepth(), direct.depth);

        const std::atomic<bool> stopped{true};
        const LookaheadTree unchanged = withCheckedValue(tree, 20'000, table, stopped, nullptr);
        QVERIFY(unchanged.wasStopped());
        QCOMPARE(unchanged.checkedNodes(), std::uint64_t(0));
        QCOMPARE(unchanged.bestScore(), tree.bestScore());
    }

    // The batch annotator takes the same second look: a mistake the first search saw, and the
    // deeper one does not, is no mistake; the note says how many positions were searched again
    // and how deep; the annotation is the same on one thread or two.
    void theAnnotatorTakesTheSecondLook() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.first[5] = -300;
        script.deeper[5] = 25;
        const auto annotate = [&](int threads, int factor, Asked& asked) {
            return annotated(positions, script, threads, factor, 0, asked);
        };

        Asked without;
        const std::string first = annotate(2, 0, without);
        QVERIFY(deeperCalls(without).empty());
        QVERIFY2(has(first, "[WhiteMoveSymbols \"?? 0, ? 1, ?! 0"), first.c_str());
        QVERIFY2(has(first, "[BlackMoveSymbols \"?? 0, ? 1, ?! 0"), first.c_str());
        QVERIFY(!has(first, "Searched again"));

        std::string texts[2];
        for (const int threads : {1, 2}) {
            Asked asked;
            texts[threads - 1] = annotate(threads, Factor, asked);
            QCOMPARE(deeperCalls(asked),
                     (std::vector<std::pair<int, std::uint64_t>>{
                         {4, DeeperNodes}, {5, DeeperNodes}, {6, DeeperNodes}}));
        }
        const std::string& checked = texts[0];
        QVERIFY2(has(checked, "[WhiteMoveSymbols \"?? 0, ? 0, ?! 0"), checked.c_str());
        QVERIFY2(has(checked, "[BlackMoveSymbols \"?? 0, ? 0, ?! 0"), checked.c_str());
        QVERIFY2(has(checked, "Searched again, 5000 nodes each, around moves that seemed to lose "
                              "value or swung it: 3 positions."),
                 checked.c_str());
        QVERIFY2(has(checked, "3. Bb5 { [%eval 0.25,20] }"), checked.c_str());
        QCOMPARE(texts[1], texts[0]);
    }

    // A position is worth at least the move played in it: the first searches value the position
    // after 3. Bb5 at +0.20 and the one after 3... a6 at -2.00, so 3... a6 seems to win two pawns
    // for Black, which the search before it missed. The swing is looked at again (it holds), and
    // then the position after 3. Bb5 takes 3... a6's score: 3. Bb5 is the mistake, marked where
    // it was made, and 3... a6 gains nothing. Without the swing margin nothing is moved.
    void aMoveIsJudgedByTheValueItGaveAway() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.scoresMoves = true;
        for (int ply = 6; ply <= 8; ++ply) script.first[ply] = -200;
        const auto swing = [](annotate::BatchOptions& o) { o.pool.lookahead.swingMargin = 100; };
        Asked asked;
        const std::string bounded = annotated(positions, script, 2, Factor, 0, asked, swing);
        QCOMPARE(deeperCalls(asked),
                 (std::vector<std::pair<int, std::uint64_t>>{{5, DeeperNodes}, {6, DeeperNodes}}));
        QVERIFY2(has(bounded, "3. Bb5 $2 $17 { [%eval -2.00,20]"), bounded.c_str());
        QVERIFY2(has(bounded, "3... a6 { [%eval -2.00,20] }"), bounded.c_str());
        QVERIFY2(has(bounded, "[WhiteMoveSymbols \"?? 0, ? 1, ?! 0"), bounded.c_str());
        QVERIFY2(has(bounded, "[BlackMoveSymbols \"?? 0, ? 0, ?! 0"), bounded.c_str());

        Asked plain;
        const std::string unbounded = annotated(positions, script, 2, Factor, 0, plain);
        QVERIFY2(has(unbounded, "3. Bb5 { [%eval 0.20,12] }"), unbounded.c_str());
        QVERIFY2(has(unbounded, "[WhiteMoveSymbols \"?? 0, ? 0, ?! 0"), unbounded.c_str());
    }

    // The third look reaches the annotation and its note, as 56. Qe2 of Carlsen-Anand 2019
    // (docs/benchmarks.md): 3. Bb5 loses a little at the second look (+0.20 to -0.80, no symbol),
    // and turns out a mistake at the third (to -3.00). Without the third look it stays unmarked.
    void theAnnotatorTakesTheThirdLook() {
        const std::vector<chess::Position> positions = mainLinePositions(gameOf(Moves));
        Script script;
        script.first[5] = -300;
        script.deeper[5] = -80;
        script.deepest[5] = -300;
        Asked twice;
        const std::string second = annotated(positions, script, 2, Factor, 0, twice);
        QVERIFY2(has(second, "[WhiteMoveSymbols \"?? 0, ? 0, ?! 0"), second.c_str());
        QVERIFY2(has(second, "3. Bb5 { [%eval -0.80,20] }"), second.c_str());
        QVERIFY(!has(second, "third time"));
        Asked thrice;
        const std::string third = annotated(positions, script, 2, Factor, DeepFactor, thrice);
        QCOMPARE(deeperCalls(thrice, DeepestNodes).size(), std::size_t(3));
        QVERIFY2(has(third, "[WhiteMoveSymbols \"?? 0, ? 1, ?! 0"), third.c_str());
        QVERIFY2(has(third,
                     "Searched again, 5000 nodes each, around moves that seemed to lose "
                     "value or swung it: 3 positions. Where the move still seemed to lose value, "
                     "searched a third time, 15000 nodes each: 3 positions."),
                 third.c_str());
        QVERIFY2(has(third, "3. Bb5 $2 { [%eval -3.00,28]"), third.c_str());
    }
};

QTEST_GUILESS_MAIN(TestValueCheck)
#include "tst_valuecheck.moc"
