// The summary per player: expected points lost, symbol counts and turning points on a constructed
// judgement whose u values and scores are known; the rating estimate on decisions drawn from the
// move model at a known rating; the tags and words the annotator writes for a real game (tiny
// searches) and their removal by --replace.

#include "analysis/gameanalysis.h"
#include "annotate/playersummary.h"
#include "chess/notation.h"
#include "human/movemodel.h"
#include "pgn/commands.h"
#include "pgn/reader.h"
#include "theory/michie.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace kibitz;
using namespace kibitz::annotate;

namespace {

// One position of the constructed game: u (White's standpoint) and its moves' u, the played one
// first; the value search's score in centipawns, White's standpoint.
struct Spot {
    double utility;
    std::vector<std::pair<const char*, double>> moves;
    int centipawns = 0;
};

pgn::Game gameOf(const std::string& text) {
    auto reader = pgn::PgnReader::fromText(text);
    pgn::Game game;
    if (!reader->readGame(game)) qFatal("no game");
    return game;
}

// The analyses of `game`'s main-line positions with the given u values and scores (depth 12).
// The principal search agrees with the value search: the played move is scored at the next
// position's score, the others at this one's (the rules ask it to see a loss of value for !?).
std::vector<analysis::SharedAnalysis> analysesOf(const pgn::Game& game,
                                                 const std::vector<Spot>& spots) {
    std::vector<analysis::SharedAnalysis> analyses;
    const std::vector<chess::Position> positions = analysis::mainLinePositions(game);
    for (std::size_t i = 0; i < spots.size(); ++i) {
        const chess::Position& position = positions[i];
        analysis::PositionAnalysis a;
        a.fen = position.fen();
        a.whiteToMove = position.sideToMove() == chess::White;
        a.material = analysis::materialCount(position);
        a.utility = spots[i].utility;
        a.score = a.whiteToMove ? spots[i].centipawns : -spots[i].centipawns;
        a.depth = 12;
        a.tension = 0.3;
        for (const auto& [san, u] : spots[i].moves) {
            analysis::MoveAssessment m;
            m.move = *chess::parseSan(position, san);
            m.san = san;
            chess::Position next = position.clone();
            next.makeMove(m.move);
            m.materialAfter = analysis::materialCount(next);
            m.utility = u;
            m.outcome = {(1 + u) / 2 - 0.1, 0.2, (1 - u) / 2 - 0.1};
            const int white = a.moves.empty() && i + 1 < spots.size() ? spots[i + 1].centipawns
                                                                      : spots[i].centipawns;
            m.score = a.whiteToMove ? white : -white;
            a.moves.push_back(m);
        }
        analyses.push_back(std::make_shared<const analysis::PositionAnalysis>(std::move(a)));
    }
    return analyses;
}

// 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6. Expected losses, mover's standpoint, (u(s1) - u_played) / 2:
// White 1. e4 (0.10 - 0.10) / 2 = 0, 2. Nf3 (0.60 - 0.60) / 2 = 0, 3. Bb5 (-0.30 + 0.10) / 2 < 0:
// 0; Black 1... e5 (-0.10 + 0.60) / 2 = 0.25, 2... Nc6 (-0.60 - 0.30) / 2 < 0: 0, 3... a6
// (0.10 - 0.20) / 2 < 0: 0. Swings of u: +0, +0.5, 0, -0.9, +0.2, -0.1. The scores, White's
// standpoint, fall for the mover at 1... e5 (0.30 to 3.00), 2. Nf3 (3.00 to 1.00), 2... Nc6 (1.00
// to 9.00), 3. Bb5 (9.00 to -1.50) and a little at 3... a6 (-1.50 to -1.00), not at 1. e4 (0.20
// to 0.30).
const char* const Moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *";
const std::vector<Spot> Spots{
    {0.10, {{"e4", 0.10}, {"d4", 0.30}}, 20},
    {0.10, {{"e5", 0.60}, {"c5", -0.20}}, 30},
    {0.60, {{"Nf3", 0.60}, {"Bc4", 0.50}}, 300},
    {0.60, {{"Nc6", -0.30}, {"d6", 0.70}}, 100},
    {-0.30, {{"Bb5", -0.10}, {"Bc4", -0.30}}, 900},
    {-0.10, {{"a6", -0.20}, {"Nf6", -0.40}}, -150},
    {-0.20, {}, -100},
};

GameJudgement constructedJudgement(const pgn::Game& game, const std::vector<Spot>& spots = Spots) {
    GameJudgement j;
    j.analyses = analysesOf(game, spots);
    j.moves = judgeGame(j.analyses, game, j.thresholds);
    return j;
}

// Small searches, as the annotator's tests use.
analysis::GameAnalysisOptions tinySearches() {
    analysis::GameAnalysisOptions o;
    o.lookahead.rootNodes = 2'000;
    o.lookahead.leafNodes = 200;
    o.lookahead.maxExpansions = 2;
    o.lookahead.valueNodes = 4'000;
    o.threads = 2;
    return o;
}

} // namespace

class TestPlayerSummary : public QObject {
    Q_OBJECT

private slots:
    void expectedLossesAreTheDropsOfExpectedScore() {
        const pgn::Game game = gameOf(Moves);
        const GameJudgement j = constructedJudgement(game);
        QCOMPARE(j.moves.size(), std::size_t(6));
        const PlayerSummary s = summarizePlayers(game, j, RatingEstimates{});
        QCOMPARE(s.white.moves, 3);
        QCOMPARE(s.black.moves, 3);
        QCOMPARE(s.white.expectedLoss, 0.0);
        QVERIFY(std::abs(s.black.expectedLoss - 0.25) < 1e-9);
        QVERIFY(std::abs(expectedLoss(j.moves[1].facts) - 0.25) < 1e-9);
        QCOMPARE(expectedLoss(j.moves[2].facts), 0.0);
        // A move better than the model expected of the player loses nothing, not less than
        // nothing; the best move's u plays no part.
        MoveFacts better;
        better.utilityBefore = 0.2;
        better.bestUtility = 0.9;
        better.utilityAfter = 0.3;
        QCOMPARE(expectedLoss(better), 0.0);
        better.utilityAfter = 0.1;
        QVERIFY(std::abs(expectedLoss(better) - 0.05) < 1e-9);
    }

    void symbolsAreCountedPerSide() {
        const pgn::Game game = gameOf(Moves);
        GameJudgement j = constructedJudgement(game);
        const MoveSymbol given[] = {MoveSymbol::Dubious, MoveSymbol::Blunder,
                                    MoveSymbol::Good,    MoveSymbol::Blunder,
                                    MoveSymbol::None,    MoveSymbol::Speculative};
        for (std::size_t i = 0; i < j.moves.size(); ++i) j.moves[i].judgement.symbol = given[i];
        const PlayerSummary s = summarizePlayers(game, j, RatingEstimates{});
        // ?? ? ?! !? ! !!
        QCOMPARE(s.white.symbols, (std::array<int, 6>{0, 0, 1, 0, 1, 0}));
        QCOMPARE(s.black.symbols, (std::array<int, 6>{2, 0, 0, 1, 0, 0}));
    }

    // The moves that lowered the mover's E[v] the most, at least dubiousDrop, in game order: the
    // values the symbols rest on, not u (whose swings follow 1... e5 and 2... Nc6 here too, but
    // also 3. Bb5's rise).
    void turningPointsAreTheLargestFallsOfTheValueInGameOrder() {
        const pgn::Game game = gameOf(Moves);
        const GameJudgement j = constructedJudgement(game);
        const auto fallOf = [&](int ply) {
            return -j.moves[std::size_t(ply - 1)].judgement.deltaValue;
        };
        // Four moves lower the mover's E[v] by a mistake's worth; 2. Nf3 the least (about 0.51,
        // against 0.69, 0.75 and 1.39), so it is the one left out. 3... a6 loses about 0.14, an
        // inaccuracy's worth: no turning point.
        QVERIFY(fallOf(1) < 0.1);
        QVERIFY(fallOf(6) >= 0.1 && fallOf(6) < 0.3);
        QVERIFY(fallOf(3) >= 0.3);
        QVERIFY(fallOf(3) < fallOf(2) && fallOf(3) < fallOf(4) && fallOf(3) < fallOf(5));
        const PlayerSummary s = summarizePlayers(game, j, RatingEstimates{});
        QCOMPARE(s.turningPoints.size(), std::size_t(3));
        const int plies[] = {2, 4, 5};
        const char* sans[] = {"e5", "Nc6", "Bb5"};
        const int numbers[] = {1, 2, 3};
        const bool white[] = {false, false, true};
        const char* before[] = {"0.30", "1.00", "9.00"};
        const char* after[] = {"3.00", "9.00", "-1.50"};
        for (std::size_t i = 0; i < 3; ++i) {
            const TurningPoint& p = s.turningPoints[i];
            QCOMPARE(p.ply, plies[i]);
            QCOMPARE(p.san, std::string(sans[i]));
            QCOMPARE(p.moveNumber, numbers[i]);
            QCOMPARE(p.whiteMoved, white[i]);
            QCOMPARE(p.evalBefore, std::string(before[i]));
            QCOMPARE(p.evalAfter, std::string(after[i]));
            QCOMPARE(p.fall, fallOf(plies[i]));
        }
    }

    // Theory is not where a game turns: a book move is no turning point, and the next fall
    // takes its place.
    void aBookMoveIsNoTurningPoint() {
        const pgn::Game game = gameOf(Moves);
        GameJudgement j = constructedJudgement(game);
        j.moves[0].book = true;
        j.moves[1].book = true;
        const PlayerSummary s = summarizePlayers(game, j, RatingEstimates{});
        QCOMPARE(s.turningPoints.size(), std::size_t(3));
        QCOMPARE(s.turningPoints[0].ply, 3);
        QCOMPARE(s.turningPoints[0].san, std::string("Nf3"));
        QCOMPARE(s.turningPoints[1].ply, 4);
        QCOMPARE(s.turningPoints[2].ply, 5);
        // Nor does it count in the points lost: 1... e5's 0.25 was Black's whole loss.
        QCOMPARE(s.white.moves, 2);
        QCOMPARE(s.white.bookMoves, 1);
        QCOMPARE(s.black.moves, 2);
        QCOMPARE(s.black.bookMoves, 1);
        QCOMPARE(s.white.expectedLoss, 0.0);
        QCOMPARE(s.black.expectedLoss, 0.0);
        const std::string words = summaryComment(s);
        const std::string black = "Black: 0.00 expected points lost in 2 moves out of the opening "
                                  "book, symbols: 1 !?; too few moves (0) for a rating estimate.";
        QVERIFY2(words.find(black) != std::string::npos, words.c_str());
    }

    // 2... Nc6 loses the value (the value search: 1.00 to 9.00) and raises Black's u by 0.9:
    // !? while the principal search sees the loss too; where it scores Nc6 as well as d6 (it
    // misses the refutation), the rise of u is its blindness and the move is ?.
    void aGambleThePrincipalSearchCannotSeeIsAMistake() {
        const pgn::Game game = gameOf(Moves);
        GameJudgement j = constructedJudgement(game);
        QCOMPARE(j.moves[3].judgement.symbol, MoveSymbol::Speculative);
        QVERIFY(*j.moves[3].facts.searchedValueChange <= -0.3);
        analysis::PositionAnalysis changed = *j.analyses[3];
        changed.moves[0].score = changed.moves[1].score; // 2... Nc6
        j.analyses[3] = std::make_shared<const analysis::PositionAnalysis>(std::move(changed));
        j.moves = judgeGame(j.analyses, game, j.thresholds);
        QCOMPARE(j.moves[3].facts.searchedValueChange, std::optional<double>(0.0));
        QCOMPARE(j.moves[3].judgement.symbol, MoveSymbol::Mistake);
    }

    // A game all in the book (a trap the ECO file holds to the mate): nothing judged, so no
    // points lost, and the words do not say that the game never turned.
    void aGameAllInTheBookIsNotJudged() {
        const pgn::Game game = gameOf(Moves);
        GameJudgement j = constructedJudgement(game);
        for (MoveAnnotation& m : j.moves) m.book = true;
        const PlayerSummary s = summarizePlayers(game, j, RatingEstimates{});
        QCOMPARE(s.white.moves + s.black.moves, 0);
        QCOMPARE(s.white.bookMoves + s.black.bookMoves, 6);
        QCOMPARE(s.black.expectedLoss, 0.0);
        QVERIFY(s.turningPoints.empty());
        QCOMPARE(summaryComment(s),
                 std::string("White: every move from the opening book, none judged. Black: "
                             "every move from the opening book, none judged."));
    }

    // A quiet game: every score within a few centipawns, though u swings as before. No turning
    // point, and the words say that the game never turned.
    void aQuietGameNeverTurned() {
        const pgn::Game game = gameOf(Moves);
        std::vector<Spot> quiet = Spots;
        for (std::size_t i = 0; i < quiet.size(); ++i) quiet[i].centipawns = 20 + int(i % 2) * 10;
        const PlayerSummary s =
            summarizePlayers(game, constructedJudgement(game, quiet), RatingEstimates{});
        QVERIFY(s.turningPoints.empty());
        const std::string words = summaryComment(s);
        const std::string never = "The game never turned: no move out of the opening book lost as "
                                  "much as a mistake.";
        QVERIFY(words.size() > never.size());
        QCOMPARE(words.substr(words.size() - never.size()), never);
    }

    void tagsAndWords() {
        const pgn::Game game = gameOf(Moves);
        RatingEstimates ratings;
        ratings.whiteDecisions = 38;
        ratings.white = human::RatingEstimate{2612.0, 2380.0, 2840.0, 38, 2500.0};
        ratings.blackDecisions = 7;
        PlayerSummary s = summarizePlayers(game, constructedJudgement(game), ratings);
        s.white.symbols = {0, 1, 2, 0, 1, 0};
        s.black.symbols = {};
        pgn::Game tagged = game;
        tagged.setTag("BlackRatingEstimate", "1500 [1000, 2000]"); // an earlier run's
        setSummaryTags(tagged, s);
        QCOMPARE(*tagged.tag("WhiteExpectedLoss"), std::string("0.00"));
        QCOMPARE(*tagged.tag("BlackExpectedLoss"), std::string("0.25"));
        QCOMPARE(*tagged.tag("WhiteMoveSymbols"), std::string("?? 0, ? 1, ?! 2, !? 0, ! 1, !! 0"));
        QCOMPARE(*tagged.tag("BlackMoveSymbols"), std::string("?? 0, ? 0, ?! 0, !? 0, ! 0, !! 0"));
        QCOMPARE(*tagged.tag("WhiteRatingEstimate"), std::string("2612 [2380, 2840]"));
        QVERIFY(!tagged.tag("BlackRatingEstimate"));
        QCOMPARE(*tagged.tag("WhiteRatingMoves"), std::string("38"));
        QCOMPARE(*tagged.tag("BlackRatingMoves"), std::string("7"));
        QCOMPARE(
            summaryComment(s),
            std::string("White: 0.00 expected points lost in 3 moves, symbols: 1 ?, 2 ?!, 1 "
                        "!; moves like a player rated 2612 (2380\u20132840) from 38 moves, the "
                        "range with 95% confidence. Black: 0.25 expected points lost in 3 moves, "
                        "symbols: none; "
                        "too few moves (7) for a rating estimate. The game turned at 1... e5 "
                        "(from 0.30 to 3.00), 2... Nc6 (from 1.00 to 9.00), 3. Bb5 (from 9.00 to "
                        "-1.50)."));
        removeSummaryTags(tagged);
        QVERIFY(tagged.tags() == game.tags());
    }

    // Decisions drawn from the move model at 2000 (utilities fixed, so only the merit tells the
    // ratings apart): the estimate finds a rating whose interval holds 2000.
    void ratingEstimateFindsTheRatingThatPlayed() {
        std::mt19937 random(19);
        const analysis::MoveModelParameters model = analysis::FittedMoveModel;
        struct Drawn {
            std::vector<double> u;
            int played;
        };
        std::vector<Drawn> decisions;
        std::vector<double> p;
        for (int d = 0; d < 400; ++d) {
            Drawn drawn;
            for (int j = 0; j < 6; ++j) drawn.u.push_back(double(random() % 1001) / 1000.0 - 0.5);
            const std::vector<int> rs(drawn.u.size(), 3);
            p.resize(drawn.u.size());
            theory::moveProbabilities(drawn.u, rs, theory::Side::White, model.merit(2000.0), p,
                                      model.constant);
            double x = double(random()) / 4294967296.0;
            drawn.played = int(drawn.u.size()) - 1;
            for (std::size_t j = 0; j < p.size(); ++j) {
                if (x < p[j]) {
                    drawn.played = int(j);
                    break;
                }
                x -= p[j];
            }
            decisions.push_back(drawn);
        }
        const auto logLikelihoodAt = [&](double rating) {
            double sum = 0.0;
            for (const Drawn& d : decisions)
                sum += human::michieLogProbability(d.u, 3, true, d.played, model.merit(rating),
                                                   model.constant);
            return sum;
        };
        const human::RatingEstimate e = human::estimateRating(logLikelihoodAt, 400);
        QCOMPARE(e.moves, 400);
        QVERIFY2(e.low <= 2000.0 && 2000.0 <= e.high,
                 qPrintable(QStringLiteral("%1 [%2, %3]").arg(e.rating).arg(e.low).arg(e.high)));
        QVERIFY(e.low < e.rating && e.rating < e.high);
    }

    // The words and the window round the estimate, and say where the model tells no more.
    void ratingEstimateTextAtTheEnds() {
        QCOMPARE(ratingEstimateText({2612.4, 2380.0, 2839.6, 38, 2500.0}),
                 QStringLiteral("2612 (2380\u20132840)"));
        QCOMPARE(ratingEstimateText({2900.0, 2470.0, 3000.0, 32, 2400.0}),
                 QStringLiteral("2900+ (2470\u20132900+)"));
        QCOMPARE(ratingEstimateText({2780.0, 1940.0, 3000.0, 32, 2400.0}),
                 QStringLiteral("2780 (1940\u20132900+)"));
        QCOMPARE(ratingEstimateText({400.0, 400.0, 730.0, 47, 1500.0}),
                 QStringLiteral("\u2264400 (\u2264400\u2013730)"));
    }

    // A decided position (the best move's score beyond 3 pawns either way, or a mate) is no
    // decision for the estimate: the value model saturates there, and a loser's accurate defence
    // would point to the lowest ratings.
    void decidedPositionsAreLeftOut() {
        using analysis::Score;
        QVERIFY(!human::decidedForEstimate(Score::centipawns(300)));
        QVERIFY(!human::decidedForEstimate(Score::centipawns(-300)));
        QVERIFY(!human::decidedForEstimate(Score::centipawns(0)));
        QVERIFY(human::decidedForEstimate(Score::centipawns(301)));
        QVERIFY(human::decidedForEstimate(Score::centipawns(-301)));
        QVERIFY(human::decidedForEstimate(Score::mate(3)));
        QVERIFY(human::decidedForEstimate(Score::mate(-2)));

        // White two queens up: every move of both sides is judged, none is a decision.
        const pgn::Game game = gameOf("[Event \"q\"]\n[SetUp \"1\"]\n[FEN \"7k/8/8/8/8/8/8/"
                                      "2QQK3 w - - 0 1\"]\n\n1. Ke2 Kg8 2. Ke3 Kh8 3. Ke4 Kg8 4. "
                                      "Kd5 Kh8 5. Kc6 Kg8 6. Kb7 Kh8 *\n");
        const std::vector<chess::Position> positions = analysis::mainLinePositions(game);
        analysis::LookaheadCache cache;
        const std::atomic<bool> cancel{false};
        const std::vector<analysis::SharedLookahead> trees =
            analysis::buildLookaheads(positions, tinySearches(), cache, cancel);
        const GameJudgement j = judgeGame(trees, game, {{2400}, {2400}}, 0, {});
        QCOMPARE(int(j.moves.size()), 12);
        const RatingEstimates ratings = estimateRatings(trees, j.moves);
        QCOMPARE(ratings.whiteDecisions, 0);
        QCOMPARE(ratings.blackDecisions, 0);
        QVERIFY(!ratings.white && !ratings.black);
    }

    // A real game annotated with tiny searches: the tags, the words after the note, the decisions
    // (every judged move, its tree holding it), and --replace taking them out again.
    void annotatorWritesAndReplaceRemoves() {
        const std::string text = "[Event \"s\"]\n[WhiteElo \"2400\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 "
                                 "a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 "
                                 "10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 *\n";
        pgn::Game game = gameOf(text);
        const std::vector<chess::Position> positions = analysis::mainLinePositions(game);
        analysis::LookaheadCache cache;
        const std::atomic<bool> cancel{false};
        const std::vector<analysis::SharedLookahead> trees =
            analysis::buildLookaheads(positions, tinySearches(), cache, cancel);
        AnnotatorOptions options;
        options.version = "test";
        const GameJudgement j = judgeGame(trees, game, strengthsFor(game, options), 0, {});
        const RatingEstimates ratings = estimateRatings(trees, j.moves);
        QCOMPARE(ratings.whiteDecisions, 12);
        QCOMPARE(ratings.blackDecisions, 12);
        QVERIFY(ratings.white && ratings.black);
        QCOMPARE(ratings.white->moves, 12);
        // Book moves say what a player knows, not how he plays: no decisions from them.
        std::vector<MoveAnnotation> fromTheBook = j.moves;
        for (std::size_t i = 0; i < 8; ++i) fromTheBook[i].book = true;
        const RatingEstimates outOfBook = estimateRatings(trees, fromTheBook);
        QCOMPARE(outOfBook.whiteDecisions, 8);
        QCOMPARE(outOfBook.blackDecisions, 8);
        const PlayerSummary s = summarizePlayers(game, j, ratings);

        writeAnnotations(game, trees, j, options);
        QCOMPARE(*game.tag("WhiteExpectedLoss"),
                 QString::number(s.white.expectedLoss, 'f', 2).toStdString());
        QCOMPARE(*game.tag("WhiteRatingMoves"), std::string("12"));
        const std::string rating = QStringLiteral("%1 [%2, %3]")
                                       .arg(std::lround(ratings.white->rating))
                                       .arg(std::lround(ratings.white->low))
                                       .arg(std::lround(ratings.white->high))
                                       .toStdString();
        QCOMPARE(*game.tag("WhiteRatingEstimate"), rating);
        const std::string& root = game.tree().commentAfter(pgn::GameTree::root());
        const std::string words = summaryComment(s);
        QVERIFY(root.size() > words.size());
        QCOMPARE(pgn::commentText(root.substr(root.size() - words.size())), words);

        QVERIFY(removeAutomaticAnnotations(game));
        const pgn::Game plain = gameOf(text);
        QVERIFY(game.tags() == plain.tags());
        QVERIFY(game.tree().commentAfter(pgn::GameTree::root()).empty());
    }
};

QTEST_GUILESS_MAIN(TestPlayerSummary)
#include "tst_playersummary.moc"
