// The look-ahead tree of a chess position and Michie's back-up over it: exact values where the
// rules or a proven mate give them, the chess cases (a mate in one is always found, a dead draw has
// no tension, a forced move no choice entropy), Godescu's positional entropy, determinism, and the
// cache that lets other merits re-use a tree.

#include "analysis/gameanalysis.h"
#include "analysis/humanmodel.h"
#include "analysis/lookahead.h"
#include "analysis/positionanalysis.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "pgn/reader.h"
#include "theory/michie.h"

#include <QTest>

#include <cmath>
#include <map>
#include <mutex>
#include <set>
#include <thread>

using namespace kibitz;
using namespace kibitz::analysis;

namespace {

// Small searches: the cases below are decided within a few plies.
LookaheadSettings quickSettings() {
    LookaheadSettings s;
    s.rootNodes = 20'000;
    s.leafNodes = 2'000;
    s.maxExpansions = 12;
    return s;
}

chess::Position fromFen(const char* fen) {
    chess::Position position;
    const auto set = position.setFen(fen);
    if (!set) qFatal("bad FEN in the test: %s", set.error().toString().c_str());
    return position;
}

LookaheadTree grow(const char* fen, const LookaheadSettings& settings = quickSettings()) {
    search::TranspositionTable table(4);
    const std::atomic<bool> never{false};
    return buildLookahead(fromFen(fen), settings, table, never);
}

const MoveAssessment& moveNamed(const PositionAnalysis& a, const std::string& san) {
    for (const MoveAssessment& m : a.moves)
        if (m.san == san) return m;
    qFatal("no move %s", san.c_str());
}

constexpr const char* BackRankMate = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
// Black, in check from the queen, can only take it: K v K, a draw by insufficient material.
constexpr const char* OnlyMoveToDeadDraw = "7k/6Q1/8/8/8/8/8/K7 b - - 0 1";

// A valuer that says what it is told, and counts the positions it was asked about.
class ScriptedValuer final : public RootValuer {
public:
    explicit ScriptedValuer(std::optional<RootValuation> answer)
        : answer_(answer) {}
    std::optional<RootValuation> value(const chess::Position&, std::uint64_t nodes,
                                       const std::atomic<bool>&) override {
        ++asked;
        lastNodes = nodes;
        return answer_;
    }
    int asked = 0;
    std::uint64_t lastNodes = 0;

private:
    std::optional<RootValuation> answer_;
};

// A valuer of buildLookaheads' workers: it answers every position with its first legal move at
// a fixed score, and notes on which thread it was made and asked.
struct ValuerLog {
    std::mutex mutex;
    int made = 0;
    int asked = 0;
    bool askedOnItsOwnThread = true;
    std::set<std::thread::id> threads;
};

class WorkerValuer final : public RootValuer {
public:
    explicit WorkerValuer(ValuerLog& log)
        : log_(log)
        , thread_(std::this_thread::get_id()) {}
    std::optional<RootValuation> value(const chess::Position& position, std::uint64_t,
                                       const std::atomic<bool>&) override {
        const std::lock_guard lock(log_.mutex);
        ++log_.asked;
        log_.askedOnItsOwnThread =
            log_.askedOnItsOwnThread && thread_ == std::this_thread::get_id();
        const chess::MoveList moves(position);
        return RootValuation{*moves.begin(), 77, 42};
    }

private:
    ValuerLog& log_;
    std::thread::id thread_;
};

// A value engine that scores every move: the root's as `root` says (UCI move, centipawns, best
// first), every reply after a root move at the score `replies` gives that move (the replier's
// standpoint), and the replies of other positions at 0.
class MoveScoringValuer final : public RootValuer {
public:
    MoveScoringValuer(std::string rootFen, std::vector<std::pair<std::string, int>> root,
                      std::map<std::string, int> replies)
        : rootFen_(std::move(rootFen))
        , root_(std::move(root))
        , replies_(std::move(replies)) {}

    std::optional<std::vector<search::RootMove>> scoreMoves(const chess::Position& position,
                                                            std::uint64_t, bool,
                                                            const std::atomic<bool>&) override {
        std::vector<search::RootMove> scored;
        if (position.fen() == rootFen_) {
            for (const auto& [uci, cp] : root_)
                scored.push_back({*chess::parseUci(position, uci), search::Value(cp), 12, {}});
            return scored;
        }
        int cp = 0;
        for (const auto& [uci, reply] : replies_) {
            chess::Position after = fromFen(rootFen_.c_str());
            after.makeMove(*chess::parseUci(after, uci));
            if (after.fen() == position.fen()) cp = reply;
        }
        for (const chess::Move move : chess::MoveList(position))
            scored.push_back({move, search::Value(cp), 12, {}});
        return scored;
    }
    std::optional<RootValuation> value(const chess::Position&, std::uint64_t,
                                       const std::atomic<bool>&) override {
        return std::nullopt;
    }

private:
    std::string rootFen_;
    std::vector<std::pair<std::string, int>> root_;
    std::map<std::string, int> replies_;
};

// Middlegame, White to move: no mate within any of the searches here.
constexpr const char* Middlegame =
    "r2q1rk1/pp2bppp/2n1bn2/3p4/3P4/2NBBN2/PP3PPP/R2Q1RK1 w - - 4 11";

} // namespace

class TestLookahead : public QObject {
    Q_OBJECT

private slots:
    void mateInOneIsAlwaysFound() {
        const LookaheadTree tree = grow(BackRankMate);
        QCOMPARE(tree.rootValue().value, 1);
        QCOMPARE(tree.rootValue().provenance, Provenance::ProvenMate);
        QCOMPARE(chess::toUci(tree.position(), tree.bestMove()), std::string("a1a8"));
        // Under r_min = 0 the move into the mate is fully discernible at any merit above 0,
        // against moves into positions that are won as well.
        for (const double merit : {0.01, 0.1, 1.0, 5.0, 10.0}) {
            const PositionAnalysis a = assessPosition(tree, {merit, 0.5, 0});
            const MoveAssessment& mate = moveNamed(a, "Ra8#");
            QCOMPARE(mate.probability, 1.0);
            QCOMPARE(mate.value.provenance, Provenance::Terminal);
            QCOMPARE(a.utility, 1.0);
            QCOMPARE(a.tension, 1.0);
            QCOMPARE(a.moveEntropy, 0.0);
            QCOMPARE(chess::toUci(tree.position(), a.bestByUtility), std::string("a1a8"));
            // A winning alternative, never chosen; the model of human play gives a rook up less
            // than certainty, the less the weaker the players.
            QVERIFY(moveNamed(a, "Ra7").utility > 0.2);
            QCOMPARE(moveNamed(a, "Ra7").probability, 0.0);
        }
        // Random play (M = 0) picks each of the 20 moves alike.
        const PositionAnalysis random = assessPosition(tree, {0.0, 0.0, 0});
        QCOMPARE(random.moves.size(), std::size_t(20));
        QCOMPARE(moveNamed(random, "Ra8#").probability, 1.0 / 20.0);
        QVERIFY(std::abs(random.moveEntropy - std::log2(20.0)) < 1e-12);
    }

    // The suggestion is the practical choice among the moves scored near the best: Kg1 leads to
    // the position the replies score worst for Black (u would pick it), but the root search
    // scores it three pawns below a4; a3, 30 cp below a4 and better than a4 after the replies,
    // is the suggestion.
    void theSuggestionIsNearTheBest() {
        const std::string fen = "7k/p5pp/8/8/8/8/P5PP/7K w - - 0 1";
        MoveScoringValuer valuer(fen, {{"a2a4", 100}, {"a2a3", 70}, {"h1g1", -200}},
                                 {{"a2a4", -100}, {"a2a3", -400}, {"h1g1", -1500}});
        LookaheadSettings settings = quickSettings();
        settings.movesByValueEngine = true;
        settings.valueEngine = "scripted";
        settings.maxPly = 2;        // the root's moves alone are expanded,
        settings.budgetBits = 30.0; // every one of them
        search::TranspositionTable table(4);
        const std::atomic<bool> never{false};
        const LookaheadTree tree =
            buildLookahead(fromFen(fen.c_str()), settings, table, never, &valuer);
        QVERIFY(!tree.movesFellBack());
        QCOMPARE(tree.expansions(), 3); // every root move's replies scored
        const PositionAnalysis a = assessPosition(tree, {2.0, 2.0, 0});
        QCOMPARE(a.moves.size(), std::size_t(3));
        QVERIFY(moveNamed(a, "Kg1").utility > moveNamed(a, "a3").utility);
        QVERIFY(moveNamed(a, "a3").utility > moveNamed(a, "a4").utility);
        QCOMPARE(chess::toUci(tree.position(), a.bestByUtility), std::string("a2a3"));
        QCOMPARE(chess::toUci(tree.position(), a.bestByMinimax), std::string("a2a4"));
        // After a move, the suggestion must beat it by SuggestionMargin: after a3, a4 (30 cp
        // better), though u prefers a3; after a4, nothing (a3 is below it).
        QCOMPARE(analysis::SuggestionMargin, 25);
        const auto after = [&](int played) {
            const chess::Move m = practicalChoice(a, played + analysis::SuggestionMargin);
            return m.isNone() ? std::string("none") : chess::toUci(tree.position(), m);
        };
        QCOMPARE(after(70), std::string("a2a4"));
        QCOMPARE(after(76), std::string("none"));
        QCOMPARE(after(100), std::string("none"));
        QCOMPARE(after(-200), std::string("a2a3"));
    }

    void onlyMoveIntoADeadDraw() {
        const LookaheadTree tree = grow(OnlyMoveToDeadDraw);
        const PositionAnalysis a = assessPosition(tree, {2.0, 2.0, 0});
        QCOMPARE(a.moves.size(), std::size_t(1));
        QCOMPARE(a.moves[0].san, std::string("Kxg7"));
        QCOMPARE(a.moves[0].probability, 1.0);
        QCOMPARE(a.moves[0].value.provenance, Provenance::Terminal);
        QCOMPARE(a.moveEntropy, 0.0);
        QCOMPARE(a.normalisedMoveEntropy, 0.0);
        // Every line ends in a draw by rule: nothing decisive can happen.
        QCOMPARE(a.tension, 0.0);
        QCOMPARE(a.outcome.draw, 1.0);
        QCOMPARE(a.utility, 0.0);
        QCOMPARE(a.outcomeEntropy, 0.0);
        QCOMPARE(a.value.value, 0);
    }

    void gameOverAtTheRoot_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("gameEnd");
        QTest::addRow("checkmated")
            << "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1" << 1 << int(chess::GameEnd::Checkmate);
        QTest::addRow("stalemate")
            << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << 0 << int(chess::GameEnd::Stalemate);
        QTest::addRow("bare kings")
            << "8/8/3k4/8/8/3K4/8/8 w - - 0 1" << 0 << int(chess::GameEnd::InsufficientMaterial);
        QTest::addRow("50 moves") << "8/8/3k4/8/8/3K4/8/R7 w - - 100 80" << 0
                                  << int(chess::GameEnd::FiftyMoveRule);
    }
    void gameOverAtTheRoot() {
        QFETCH(QString, fen);
        QFETCH(int, value);
        QFETCH(int, gameEnd);
        const LookaheadTree tree = grow(fen.toLatin1().constData());
        QCOMPARE(int(tree.node(0).gameEnd), gameEnd);
        QCOMPARE(tree.rootValue().value, value);
        QCOMPARE(tree.rootValue().provenance, Provenance::Terminal);
        QCOMPARE(tree.searchedNodes(), std::uint64_t(0));
        QCOMPARE(tree.gameTree().size(), 1);
        const PositionAnalysis a = assessPosition(tree, {1.0, 1.0, 0});
        QVERIFY(a.moves.empty());
        QCOMPARE(a.utility, double(value));
        QCOMPARE(a.tension, double(value * value));
        QVERIFY(a.bestByUtility.isNone());
    }

    void mateAmongManyMoves() {
        // The scholar's mate: Qxf7# among 43 moves takes all the probability, so the model goes
        // nowhere else and the tree does not grow.
        const LookaheadTree tree =
            grow("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        const PositionAnalysis a = assessPosition(tree, {0.8, 0.8, 0});
        QCOMPARE(a.moves.size(), std::size_t(43));
        QCOMPARE(moveNamed(a, "Qxf7#").probability, 1.0);
        QCOMPARE(a.value.provenance, Provenance::ProvenMate);
        QCOMPARE(tree.expansions(), 0);
    }

    void backUpIsConsistent() {
        // A middlegame: probabilities add up to 1, u is their average, T = P_win + P_loss.
        const LookaheadTree tree =
            grow("r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQ - 1 6");
        QVERIFY(tree.expansions() > 0);
        QVERIFY(tree.expansions() <= quickSettings().maxExpansions);
        const PositionAnalysis a = assessPosition(tree, {1.5, 1.5, 0});
        double sum = 0.0;
        double u = 0.0;
        for (const MoveAssessment& m : a.moves) {
            sum += m.probability;
            u += m.probability * m.utility;
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
        QVERIFY(std::abs(u - a.utility) < 1e-12);
        QVERIFY(std::abs(a.tension - (a.outcome.win + a.outcome.loss)) < 1e-15);
        QVERIFY(std::abs(a.outcome.win + a.outcome.draw + a.outcome.loss - 1.0) < 1e-12);
        QCOMPARE(a.value.provenance, Provenance::Estimated);
        // The engine's best move is the first, and the best by u is one of the moves.
        QCOMPARE(a.bestByMinimax, a.moves.front().move);
        QCOMPARE(a.moves.front().score, a.score);
        // Expanded nodes lie within maxPly and are never exact (those are leaves for good).
        int expanded = 0;
        for (const LookaheadNode& node : tree.nodes()) {
            QVERIFY(node.ply <= quickSettings().maxPly);
            if (node.isExpanded() && node.ply > 0) {
                ++expanded;
                QVERIFY(!node.value.isExact());
            }
        }
        QCOMPARE(expanded, tree.expansions());
    }

    void modelledPlayDecidesWhereTheTreeGrows() {
        // A quiet position: the tree grows below the likely moves and no further than the
        // budget allows; a bigger budget grows a bigger tree.
        const char* fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        LookaheadSettings small = quickSettings();
        small.budgetBits = 1.0;
        const LookaheadTree narrow = grow(fen, small);
        LookaheadSettings big = quickSettings();
        big.budgetBits = 6.0;
        const LookaheadTree wide = grow(fen, big);
        QVERIFY(narrow.expansions() < wide.expansions());
        QCOMPARE(wide.expansions(), big.maxExpansions);
        // At one bit only a move the model plays with probability 1/2 or more is expanded.
        const theory::MichieEvaluation e =
            theory::evaluateMichie(narrow.gameTree(), {small.shapingMerit, small.shapingMerit, 0});
        for (int n = 1; n < int(narrow.nodes().size()); ++n)
            if (narrow.node(n).isExpanded()) QVERIFY(e.at(n).pathProbability >= 0.5 - 1e-12);
    }

    void treesAreDeterministic() {
        const char* fen = "r2q1rk1/pp2bppp/2n1bn2/3p4/3P4/2NBBN2/PP3PPP/R2Q1RK1 w - - 4 11";
        const LookaheadTree a = grow(fen);
        const LookaheadTree b = grow(fen);
        QCOMPARE(a.nodes().size(), b.nodes().size());
        QCOMPARE(a.searchedNodes(), b.searchedNodes());
        for (std::size_t i = 0; i < a.nodes().size(); ++i) {
            QCOMPARE(a.nodes()[i].move, b.nodes()[i].move);
            QCOMPARE(a.nodes()[i].score, b.nodes()[i].score);
            QCOMPARE(a.nodes()[i].value, b.nodes()[i].value);
        }
    }

    // The value search looks further than the principal search, which must score every move, and
    // gives v, the best move, its score and depth; the tree itself is the same.
    void valueSearchGivesTheRootValue() {
        LookaheadSettings deeper = quickSettings();
        deeper.valueNodes = 200'000;
        const LookaheadTree plain = grow(Middlegame);
        const LookaheadTree valued = grow(Middlegame, deeper);
        QCOMPARE(valued.nodes().size(), plain.nodes().size());
        for (std::size_t i = 0; i < plain.nodes().size(); ++i)
            QCOMPARE(valued.nodes()[i].score, plain.nodes()[i].score);
        QVERIFY2(valued.rootDepth() > plain.rootDepth() + 2,
                 qPrintable(QStringLiteral("depth %1, principal search %2")
                                .arg(valued.rootDepth())
                                .arg(plain.rootDepth())));
        QVERIFY(valued.searchedNodes() > plain.searchedNodes() + 150'000);
        QVERIFY(!valued.rootValue().isExact());
        const LookaheadTree again = grow(Middlegame, deeper); // deterministic as ever
        QCOMPARE(again.bestScore(), valued.bestScore());
        QCOMPARE(again.bestMove(), valued.bestMove());
    }

    void aValuerReplacesTheBuiltInValueSearch() {
        LookaheadSettings settings = quickSettings();
        settings.valueNodes = 123'456;
        settings.valueEngine = "scripted";
        const chess::Position root = fromFen(BackRankMate);
        const chess::Move h3 = *chess::parseUci(root, "h2h3");
        ScriptedValuer valuer(RootValuation{h3, 250, 31});
        search::TranspositionTable table(4);
        const std::atomic<bool> never{false};
        const LookaheadTree tree = buildLookahead(root, settings, table, never, &valuer);
        QCOMPARE(valuer.asked, 1);
        QCOMPARE(valuer.lastNodes, std::uint64_t(123'456));
        QCOMPARE(tree.bestMove(), h3);
        QCOMPARE(tree.bestScore(), 250);
        QCOMPARE(tree.rootDepth(), 31);
        QCOMPARE(tree.rootValue().provenance, Provenance::Estimated);
        // A mate it reports is a proven one, as the built-in engine's is.
        const chess::Move mate = *chess::parseUci(root, "a1a8");
        ScriptedValuer mating(RootValuation{mate, search::mateIn(1), 2});
        const LookaheadTree mated = buildLookahead(root, settings, table, never, &mating);
        QCOMPARE(mated.rootValue().provenance, Provenance::ProvenMate);
        QCOMPARE(mated.rootValue().value, 1);
    }

    // The position signs' outcome (boardOutcome) reads the tree's leaves at the level of the
    // printed score: a value engine that sees White 2.5 pawns better than the tree's own search
    // does moves the board's u White's way, by the same shift in every leaf, while u under the
    // players' merits stays the tree's own.
    void theBoardReadsTheLeavesAtThePrintedScore() {
        const chess::Position root = fromFen(Middlegame);
        search::TranspositionTable table(4);
        const std::atomic<bool> never{false};
        LookaheadSettings settings = quickSettings();
        settings.valueNodes = 50'000; // the built-in engine's deeper search of the root's line
        const LookaheadTree own = buildLookahead(root, settings, table, never);
        search::Value best = -search::ValueInfinite;
        for (const int c : own.node(0).children) best = std::max(best, own.node(c).score);
        QVERIFY(std::abs(best) < 150);
        QCOMPARE(valueSearchOffset(own), double(own.bestScore() - best)); // White to move

        settings.valueEngine = "scripted";
        ScriptedValuer valuer(RootValuation{own.bestMove(), search::Value(best + 250), 30});
        search::TranspositionTable other(4);
        const LookaheadTree tree = buildLookahead(root, settings, other, never, &valuer);
        QCOMPARE(valueSearchOffset(tree), 250.0);
        const PositionAnalysis a = assessPosition(tree, {2.5, 2.5, 0});
        const PositionAnalysis mine = assessPosition(own, {2.5, 2.5, 0});
        QCOMPARE(a.utility, mine.utility); // the same tree, the same merits
        QVERIFY(a.boardOutcome.expectedUtility() > a.utility + 0.2);
        // Exactly the back-up of leaves 250 cp better for White.
        const auto leaves = leafOutcomes(tree, 2500.0, 2500.0, 250.0);
        const theory::MichieEvaluation shifted = theory::evaluateMichie(
            tree.gameTree(), michieSettings(2.5, 2.5, 0, tree.settings().moves), leaves);
        QCOMPARE(a.boardOutcome.win, shifted.at(tree.gameTree().root()).outcome.win);
        QCOMPARE(a.boardOutcome.loss, shifted.at(tree.gameTree().root()).outcome.loss);
        // A mate printed for the root shifts nothing.
        ScriptedValuer mating(RootValuation{own.bestMove(), search::mateIn(3), 30});
        search::TranspositionTable third(4);
        const LookaheadTree mated = buildLookahead(root, settings, third, never, &mating);
        QCOMPARE(valueSearchOffset(mated), 0.0);
    }

    void aValuerThatFailsLeavesItToTheBuiltInSearch() {
        LookaheadSettings settings = quickSettings();
        settings.valueNodes = 50'000;
        ScriptedValuer failing(std::nullopt);
        search::TranspositionTable table(4);
        const std::atomic<bool> never{false};
        const LookaheadTree tree =
            buildLookahead(fromFen(BackRankMate), settings, table, never, &failing);
        const LookaheadTree builtIn = grow(BackRankMate, settings);
        QCOMPARE(failing.asked, 1);
        QCOMPARE(tree.bestScore(), builtIn.bestScore());
        QCOMPARE(tree.bestScore(), search::mateIn(1));
        QCOMPARE(tree.bestMove(), builtIn.bestMove());
        QCOMPARE(tree.searchedNodes(), builtIn.searchedNodes());
    }

    void stoppedBuildIsStillATree() {
        search::TranspositionTable table(4);
        const std::atomic<bool> stop{true};
        const LookaheadTree tree =
            buildLookahead(fromFen(BackRankMate), quickSettings(), table, stop);
        QVERIFY(tree.wasStopped());
        QCOMPARE(tree.expansions(), 0);
        QCOMPARE(int(tree.node(0).children.size()), 20); // the first iteration always completes
        QCOMPARE(tree.gameTree().size(), 21);
    }

    void positionalEntropy_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<double>("white");
        QTest::addColumn<double>("black");
        // Eight pawns and two knights with two moves each: ten bits a side.
        QTest::addRow("start") << QString::fromLatin1(chess::Position::StartFen.data()) << 10.0
                               << 10.0;
        // Rook a1: seven squares up the file and three along the rank; each king five.
        QTest::addRow("rook") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                              << std::log2(10.0) + std::log2(5.0) << std::log2(5.0);
        // Blocked pawns add nothing; f2 has two pushes, the king four squares beside it.
        QTest::addRow("pawns") << "4k3/8/8/3p4/3P4/8/5P2/4K3 w - - 0 1"
                               << std::log2(2.0) + std::log2(4.0) << std::log2(5.0);
    }
    void positionalEntropy() {
        QFETCH(QString, fen);
        QFETCH(double, white);
        QFETCH(double, black);
        const chess::Position position = fromFen(fen.toLatin1().constData());
        QVERIFY(std::abs(analysis::positionalEntropy(position, chess::White) - white) < 1e-12);
        QVERIFY(std::abs(analysis::positionalEntropy(position, chess::Black) - black) < 1e-12);
    }

    // Knights shuffled back and forth past the 150 plies the draw rules look back on: each
    // position with the same past is grown once, and its tree serves every ply that reaches it.
    void aRepeatedPastIsGrownOnce() {
        std::string text = "[Event \"t\"]\n\n";
        const char* moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
        for (int ply = 0; ply < 200; ++ply)
            text += (ply % 2 == 0 ? std::to_string(ply / 2 + 1) + ". " : "") + moves[ply % 4] + ' ';
        text += "*\n";
        auto reader = pgn::PgnReader::fromText(text);
        pgn::Game game;
        QVERIFY(reader->readGame(game));
        const std::vector<chess::Position> positions = mainLinePositions(game);
        QCOMPARE(positions.size(), std::size_t(201));
        std::set<LookaheadCache::Key> keys;
        for (const chess::Position& p : positions) keys.insert(LookaheadCache::keyOf(p));
        // Plies 0..150 each have a past of their own; from there on the four positions repeat
        // with the same 150 plies before them.
        QCOMPARE(keys.size(), std::size_t(154));

        GameAnalysisOptions options;
        options.lookahead = quickSettings();
        options.threads = 2;
        options.hashMegabytes = 4;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        int last = 0;
        const auto trees =
            buildLookaheads(positions, options, cache, never, [&](int done, int total) {
                QCOMPARE(total, 201);
                last = done;
            });
        QCOMPARE(last, 201);
        QCOMPARE(cache.size(), std::size_t(154));
        std::set<const LookaheadTree*> distinct;
        for (const SharedLookahead& tree : trees) distinct.insert(tree.get());
        QCOMPARE(distinct.size(), std::size_t(154));
        QCOMPARE(trees[160].get(), trees[156].get());
        QVERIFY(trees[160].get() != trees[158].get());
        // Shared trees, shared analyses.
        const auto analyses = assessGame(trees, {2.0, 2.0, 0});
        QCOMPARE(analyses[160].get(), analyses[156].get());
    }

    void cacheServesOtherMerits() {
        const std::string text = "[Event \"t\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n";
        auto reader = pgn::PgnReader::fromText(text);
        pgn::Game game;
        QVERIFY(reader->readGame(game));
        const std::vector<chess::Position> positions = mainLinePositions(game);
        QCOMPARE(positions.size(), std::size_t(7));
        QCOMPARE(positions.back().fen(),
                 std::string("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"));

        GameAnalysisOptions options;
        options.lookahead = quickSettings();
        options.threads = 2;
        options.hashMegabytes = 4;
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        std::vector<int> reported;
        const auto trees =
            buildLookaheads(positions, options, cache, never, [&](int done, int total) {
                QCOMPARE(total, 7);
                reported.push_back(done);
            });
        QCOMPARE(reported, (std::vector<int>{1, 2, 3, 4, 5, 6, 7}));
        QCOMPARE(cache.size(), std::size_t(7));
        // The same trees as one thread grows, whatever thread grew them.
        for (std::size_t i = 0; i < positions.size(); ++i) {
            search::TranspositionTable table(4);
            const LookaheadTree alone =
                buildLookahead(positions[i], options.lookahead, table, never);
            QCOMPARE(trees[i]->nodes().size(), alone.nodes().size());
            QCOMPARE(trees[i]->searchedNodes(), alone.searchedNodes());
        }

        // Again: every tree comes from the cache, the very same objects.
        const auto again = buildLookaheads(positions, options, cache, never);
        for (std::size_t i = 0; i < trees.size(); ++i) QCOMPARE(again[i].get(), trees[i].get());
        // Other settings are other trees.
        GameAnalysisOptions other = options;
        other.lookahead.budgetBits = 2.0;
        const std::atomic<bool> cancelled{true};
        const auto none = buildLookaheads(positions, other, cache, cancelled);
        for (const SharedLookahead& tree : none) QVERIFY(!tree);

        // New merits: the back-up only, over the same trees.
        const auto strong = assessGame(trees, {2.5, 2.5, 0});
        const auto weak = assessGame(trees, {0.5, 0.5, 0});
        // Shared out over threads, the back-up is the same.
        const auto shared = assessGame(trees, {2.5, 2.5, 0}, 3);
        for (std::size_t i = 0; i < strong.size(); ++i) {
            QCOMPARE(shared[i]->utility, strong[i]->utility);
            QCOMPARE(shared[i]->moveEntropy, strong[i]->moveEntropy);
        }
        QCOMPARE(strong.size(), std::size_t(7));
        int differ = 0;
        int moreRandom = 0;
        double weakEntropy = 0.0;
        double strongEntropy = 0.0;
        for (std::size_t i = 0; i < strong.size(); ++i) {
            QVERIFY(strong[i] && weak[i]);
            QCOMPARE(strong[i]->value, weak[i]->value); // v does not depend on merits
            QCOMPARE(strong[i]->treeSize, weak[i]->treeSize);
            differ += strong[i]->utility != weak[i]->utility;
            moreRandom += weak[i]->moveEntropy > strong[i]->moveEntropy;
            weakEntropy += weak[i]->moveEntropy;
            strongEntropy += strong[i]->moveEntropy;
        }
        QCOMPARE(differ, 7);
        // Weak play is closer to random: its move choice carries more entropy, by 0.4 bits a
        // position on average. Not in every position: under the fitted model a rating sharpens
        // choices through the values of the leaves (steeper for strong players) more than
        // through Michie's d, and where the choice hangs on a large swing (3... a6 attacks the
        // bishop) the weak player's choice is as sharp (2.52 bits against 2.54).
        QCOMPARE(moreRandom, 6);
        QVERIFY(weakEntropy > strongEntropy + 7 * 0.3);

        // The board's own prospects (the position signs') are those of two players of the mean
        // merit: a 2900 against a 2100 player sees the board as two 2500 players do, while
        // u under their own merits carries the rating difference, White's way.
        const auto apart = assessGame(trees, {2.9, 2.1, 0});
        for (std::size_t i = 0; i < strong.size(); ++i) {
            QCOMPARE(apart[i]->boardOutcome.win, strong[i]->boardOutcome.win);
            QCOMPARE(apart[i]->boardOutcome.loss, strong[i]->boardOutcome.loss);
            QVERIFY(apart[i]->utility > strong[i]->utility + 0.1);
            for (std::size_t j = 0; j < apart[i]->moves.size(); ++j)
                QCOMPARE(apart[i]->moves[j].boardOutcome.win, strong[i]->moves[j].boardOutcome.win);
        }
    }

    void eachWorkerValuesWithItsOwnValuer() {
        const std::string text = "[Event \"t\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n";
        auto reader = pgn::PgnReader::fromText(text);
        pgn::Game game;
        QVERIFY(reader->readGame(game));
        const std::vector<chess::Position> positions = mainLinePositions(game);

        GameAnalysisOptions builtIn;
        builtIn.lookahead = quickSettings();
        builtIn.lookahead.valueNodes = 5'000;
        builtIn.threads = 3;
        builtIn.hashMegabytes = 4;
        GameAnalysisOptions external = builtIn;
        external.lookahead.valueEngine = "worker";
        ValuerLog log;
        external.makeValuer = [&log]() -> std::unique_ptr<RootValuer> {
            const std::lock_guard lock(log.mutex);
            ++log.made;
            log.threads.insert(std::this_thread::get_id());
            return std::make_unique<WorkerValuer>(log);
        };
        LookaheadCache cache;
        const std::atomic<bool> never{false};
        const auto valued = buildLookaheads(positions, external, cache, never);
        // One valuer per worker that grew a tree, made on its thread and asked there only, once
        // for each tree; every root score is the valuer's.
        QVERIFY2(log.made >= 1 && log.made <= 3, qPrintable(QString::number(log.made)));
        QCOMPARE(int(log.threads.size()), log.made);
        QVERIFY(log.askedOnItsOwnThread);
        QCOMPARE(log.asked, int(positions.size()));
        for (std::size_t i = 0; i < positions.size(); ++i) {
            QVERIFY(valued[i]);
            QCOMPARE(valued[i]->bestScore(), 77);
            QCOMPARE(valued[i]->rootDepth(), 42);
            QCOMPARE(valued[i]->bestMove(), *chess::MoveList(positions[i]).begin());
        }
        // From the cache, no worker makes a valuer.
        const int madeBefore = log.made;
        const auto again = buildLookaheads(positions, external, cache, never);
        for (std::size_t i = 0; i < positions.size(); ++i)
            QCOMPARE(again[i].get(), valued[i].get());
        QCOMPARE(log.made, madeBefore);
        QCOMPARE(log.asked, int(positions.size()));

        // Without a factory nothing changes: the built-in engine values, as buildLookahead alone
        // does, and the engine's trees are kept apart in the cache.
        const auto plain = buildLookaheads(positions, builtIn, cache, never);
        QCOMPARE(cache.size(), 2 * positions.size());
        QCOMPARE(log.asked, int(positions.size()));
        for (std::size_t i = 0; i < positions.size(); ++i) {
            search::TranspositionTable table(4);
            const LookaheadTree alone =
                buildLookahead(positions[i], builtIn.lookahead, table, never);
            QVERIFY(plain[i] && plain[i] != valued[i]);
            QCOMPARE(plain[i]->bestScore(), alone.bestScore());
            QCOMPARE(plain[i]->bestMove(), alone.bestMove());
            QCOMPARE(plain[i]->rootDepth(), alone.rootDepth());
            QCOMPARE(plain[i]->searchedNodes(), alone.searchedNodes());
        }

        // A factory that makes no valuer leaves it to the built-in engine too.
        GameAnalysisOptions none = builtIn;
        none.lookahead.valueEngine = "none";
        int asked = 0;
        none.makeValuer = [&asked]() -> std::unique_ptr<RootValuer> {
            static std::mutex mutex;
            const std::lock_guard lock(mutex);
            ++asked;
            return nullptr;
        };
        const auto fallback = buildLookaheads(positions, none, cache, never);
        QVERIFY(asked >= 1 && asked <= 3);
        for (std::size_t i = 0; i < positions.size(); ++i)
            QCOMPARE(fallback[i]->bestScore(), plain[i]->bestScore());
    }

    void repetitionInTheGameIsADraw() {
        // The knights go out and back twice: the last position is the third occurrence.
        auto reader = pgn::PgnReader::fromText(
            "[Event \"t\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n");
        pgn::Game game;
        QVERIFY(reader->readGame(game));
        const std::vector<chess::Position> positions = mainLinePositions(game);
        QCOMPARE(positions.size(), std::size_t(9));
        search::TranspositionTable table(4);
        const std::atomic<bool> never{false};
        const LookaheadTree last = buildLookahead(positions.back(), quickSettings(), table, never);
        QCOMPARE(last.node(0).gameEnd, chess::GameEnd::ThreefoldRepetition);
        QCOMPARE(last.rootValue().provenance, Provenance::Terminal);
        // The start position itself, without that history, is a game to play.
        QCOMPARE(positions.front().key(), positions.back().key());
        QVERIFY(positions.front().historyKey() != positions.back().historyKey());
        // One ply before: 4... Ng8 repeats for the third time and ends the game at once.
        const LookaheadTree before = buildLookahead(positions[7], quickSettings(), table, never);
        bool found = false;
        for (const int c : before.node(0).children) {
            if (before.node(c).gameEnd == chess::GameEnd::ThreefoldRepetition) {
                found = true;
                QCOMPARE(chess::toUci(positions[7], before.node(c).move), std::string("f6g8"));
            }
        }
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestLookahead)
#include "tst_lookahead.moc"
