// Phoenix's genetic algorithm with multi-niche crowding (core/tuning/phoenix.h) on small
// fixed-seed populations, and the in-process games and round robin that give its fitness
// (core/tuning/selfplay.h).

#include "chess/notation.h"
#include "tuning/phoenix.h"
#include "tuning/phoenixrun.h"
#include "tuning/selfplay.h"

#include <QTest>

#include <set>

using namespace kibitz;
using namespace kibitz::tuning;

namespace {

// Is `child` a[0, p) + b[p, n) of two chromosomes of `parents` for some cut 0 < p < n?
bool isCrossoverOf(const Chromosome& child, const std::vector<Chromosome>& parents) {
    for (const Chromosome& a : parents)
        for (const Chromosome& b : parents)
            for (std::size_t p = 1; p < child.size(); ++p)
                if (std::equal(child.begin(), child.begin() + long(p), a.begin()) &&
                    std::equal(child.begin() + long(p), child.end(), b.begin() + long(p)))
                    return true;
    return false;
}

engines::Opening openingAfter(const char* fen, const std::vector<const char*>& uci) {
    engines::Opening opening;
    opening.fen = fen;
    chess::Position pos;
    if (!pos.setFen(fen)) return opening;
    for (const char* text : uci) {
        const auto m = chess::parseUci(pos, text);
        if (!m) return opening;
        opening.moves.push_back(*m);
        pos.play(*m);
    }
    return opening;
}

} // namespace

class TestPhoenix : public QObject {
    Q_OBJECT

private slots:
    void theGenesAreTheThesissTenTables();
    void singlePointCrossover();
    void mutationMovesGenesWithinTheStep();
    void crowdingSelectionPicksTheMostSimilarMate();
    void replacementTakesTheMostSimilar();
    void replacementTakesTheWorstOfTheMostSimilar();
    void aGenerationKeepsTheElitesAndBreedsByCrossover();
    void aGenerationIsReproducibleFromItsSeed();
    void nichesGroupSimilarChromosomes();
    void aGameEndsByTheRules();
    void aGameIsDeterministic();
    void roundRobinAlternatesColours();
    void aTournamentScoresEveryGame();
    void aResumedRunGoesOnAsIfUninterrupted();
    void aStoppedGenerationLeavesTheStateAlone();
    void aBadStateIsRefusedWithItsLine();
    void theDatabaseListsTheNicheLeadersBestFirst();
    void theThesissStopConditions();
};

void TestPhoenix::theGenesAreTheThesissTenTables() {
    search::EvalWeights w = search::defaultWeights();
    const std::vector<search::WeightRef> genes = phoenixGenes(w);
    QCOMPARE(genes.size(), GeneCount);
    QCOMPARE(genes[0].name, std::string("pst.pawn.a1.mg"));
    QCOMPARE(genes[64].name, std::string("pst.pawn.a1.eg"));
    QCOMPARE(genes[128].name, std::string("pst.rook.a1.mg"));
    QCOMPARE(genes[192].name, std::string("pst.knight.a1.mg"));
    QCOMPARE(genes[448].name, std::string("pst.queen.a1.mg"));
    QCOMPARE(genes[639].name, std::string("pst.king.h8.eg"));
    // The built-in tables round-trip, and the weights outside the chromosome stay the base's.
    const Chromosome builtIn = chromosomeOf(search::defaultWeights());
    QCOMPARE(builtIn[192 + chess::E4], 20); // a knight on e4 in the middlegame
    Chromosome changed = builtIn;
    changed[192 + chess::E4] = 33;
    const search::EvalWeights back = weightsOf(changed);
    QCOMPARE(back.pieceSquare[chess::Knight][chess::E4].mg, 33);
    QCOMPARE(back.pieceSquare[chess::Rook][chess::A1].eg,
             search::defaultWeights().pieceSquare[chess::Rook][chess::A1].eg); // not a gene
    QCOMPARE(back.material[chess::Queen], search::defaultWeights().material[chess::Queen]);
    QCOMPARE(chromosomeOf(back), changed);
}

void TestPhoenix::singlePointCrossover() {
    const auto [first, second] = crossover({1, 2, 3, 4, 5}, {10, 20, 30, 40, 50}, 2);
    QCOMPARE(first, (Chromosome{1, 2, 30, 40, 50}));
    QCOMPARE(second, (Chromosome{10, 20, 3, 4, 5}));
    const auto [head, tail] = crossover({1, 2, 3}, {7, 8, 9}, 1);
    QCOMPARE(head, (Chromosome{1, 8, 9}));
    QCOMPARE(tail, (Chromosome{7, 2, 3}));
}

void TestPhoenix::mutationMovesGenesWithinTheStep() {
    Random random(7);
    Chromosome c(1000, 0);
    QCOMPARE(mutate(c, 0.0, 20, random), 0);
    QCOMPARE(c, Chromosome(1000, 0));
    // Every gene drawn: each moves by at most 5, and not all by the same step.
    QCOMPARE(mutate(c, 1.0, 5, random), 1000);
    std::set<int> steps(c.begin(), c.end());
    QCOMPARE(*steps.begin(), -5);
    QCOMPARE(*steps.rbegin(), 5);
    QCOMPARE(steps.size(), std::size_t(11));
    // The thesis's rate: about 2% of the genes, 20 of 1000 expected.
    Chromosome d(1000, 0);
    const int drawn = mutate(d, 0.02, 20, random);
    QVERIFY(drawn >= 5 && drawn <= 40);
    QVERIFY(std::count(d.begin(), d.end(), 0) >= 1000 - drawn);
    // A fixed seed gives a fixed chromosome (the draws of std::mt19937_64 through libstdc++'s
    // distributions, as on Debian 12): what a resumed run relies on.
    Random seeded(2026);
    Chromosome small{10, 20, 30, 40, 50, 60, 70, 80};
    QCOMPARE(mutate(small, 0.5, 4, seeded), 7);
    QCOMPARE(small, (Chromosome{11, 22, 32, 44, 50, 59, 68, 76}));
    // Never beyond the bounds of a weights file.
    Chromosome edge{search::WeightLimit, -search::WeightLimit};
    mutate(edge, 1.0, 50, random);
    QVERIFY(edge[0] <= search::WeightLimit && edge[1] >= -search::WeightLimit);
}

void TestPhoenix::crowdingSelectionPicksTheMostSimilarMate() {
    // Chromosome 0's nearest is 3 (distance 1); with a group of 40 draws from the other four
    // every one of them is drawn, so the mate is 3 whatever the seed.
    const std::vector<Chromosome> population{{0, 0}, {50, 0}, {0, 40}, {1, 0}, {9, 9}};
    for (const std::uint64_t seed : {1u, 2u, 3u}) {
        Random random(seed);
        QCOMPARE(crowdingMate(population, 0, 40, random), std::size_t(3));
        QCOMPARE(crowdingMate(population, 3, 40, random), std::size_t(0)); // never itself
    }
    // A group of one is any other chromosome, never the first parent itself.
    Random random(11);
    std::set<std::size_t> mates;
    for (int k = 0; k < 200; ++k) mates.insert(crowdingMate(population, 2, 1, random));
    QCOMPARE(mates, (std::set<std::size_t>{0, 1, 3, 4}));
}

void TestPhoenix::replacementTakesTheMostSimilar() {
    // Groups of 40 draws each hold every candidate, so each group's most similar to the child is
    // chromosome 2, and it dies though 1 and 3 are less fit.
    const std::vector<Chromosome> population{{0, 0}, {90, 90}, {5, 5}, {-70, 10}};
    const std::vector<double> fitness{9, 1, 8, 0};
    Random random(5);
    QCOMPARE(worstAmongMostSimilar(population, fitness, {1, 2, 3}, {4, 4}, 3, 40, random),
             std::size_t(2));
}

void TestPhoenix::replacementTakesTheWorstOfTheMostSimilar() {
    // Groups of one: each group's most similar is its only member, so the least fit of the 40
    // drawn dies: chromosome 3. Chromosome 0 (fitness -1) is not a candidate (an elite).
    const std::vector<Chromosome> population{{0, 0}, {90, 90}, {5, 5}, {-70, 10}};
    const std::vector<double> fitness{-1, 1, 8, 0};
    Random random(5);
    QCOMPARE(worstAmongMostSimilar(population, fitness, {1, 2, 3}, {4, 4}, 40, 1, random),
             std::size_t(3));
}

void TestPhoenix::aGenerationKeepsTheElitesAndBreedsByCrossover() {
    std::vector<Chromosome> population;
    for (int k = 0; k < 8; ++k) population.push_back(Chromosome(12, k * 10));
    const std::vector<Chromosome> before = population;
    const std::vector<double> fitness{3, 7, 1, 7, 2, 5, 0, 4};
    GeneticSettings settings;
    settings.population = 8;
    settings.elites = 2;
    settings.offspring = 5;
    settings.crossoverRate = 1.0;
    settings.mutationRate = 0.0;
    Random random(42);
    const Breeding log = breed(population, fitness, settings, random);
    // The elites: the two of fitness 7, the lower index first; kept where they were.
    QCOMPARE(log.elites, (std::vector<std::size_t>{1, 3}));
    QCOMPARE(population[1], before[1]);
    QCOMPARE(population[3], before[3]);
    // Five children in five distinct slots, none an elite's; three pairs were crossed (the
    // last pair gave one child), no gene mutated.
    QCOMPARE(log.replaced.size(), std::size_t(5));
    QCOMPARE(std::set<std::size_t>(log.replaced.begin(), log.replaced.end()).size(),
             std::size_t(5));
    for (const std::size_t slot : log.replaced) QVERIFY(slot != 1 && slot != 3);
    QCOMPARE(log.crossovers, 3);
    // This seed's generation, exactly. Crowding selection shows: every pair of parents is of
    // neighbours (60 and 70, 0 and 20, 0 and 10), never 0 and 70.
    QCOMPARE(log.replaced, (std::vector<std::size_t>{6, 4, 2, 0, 5}));
    const auto cut = [](int head, int tail, int point) {
        Chromosome c(12, tail);
        std::fill(c.begin(), c.begin() + point, head);
        return c;
    };
    QCOMPARE(population[6], cut(60, 70, 4));
    QCOMPARE(population[4], cut(70, 60, 4));
    QCOMPARE(population[2], cut(20, 0, 5));
    QCOMPARE(population[0], cut(0, 20, 5));
    QCOMPARE(population[5], cut(10, 0, 2));
    QCOMPARE(log.mutations, 0);
    // Every child is a single-point crossover of two chromosomes of the generation before,
    // and the slots that took no child are unchanged.
    for (std::size_t i = 0; i < population.size(); ++i) {
        const bool replaced =
            std::find(log.replaced.begin(), log.replaced.end(), i) != log.replaced.end();
        if (replaced)
            QVERIFY2(isCrossoverOf(population[i], before), qPrintable(QString::number(i)));
        else
            QCOMPARE(population[i], before[i]);
    }
}

void TestPhoenix::aGenerationIsReproducibleFromItsSeed() {
    GeneticSettings settings;
    Random first(2026);
    Random second(2026);
    std::vector<Chromosome> a = initialPopulation(settings, first);
    std::vector<Chromosome> b = initialPopulation(settings, second);
    QCOMPARE(a.size(), std::size_t(20));
    QCOMPARE(a[0], chromosomeOf(search::defaultWeights())); // the built-in tables themselves
    for (std::size_t k = 1; k < a.size(); ++k) {
        QVERIFY(a[k] != a[0]);
        // Every gene within the initial spread of the built-in one.
        QVERIFY(distance(a[k], a[0]) <= long(GeneCount) * settings.initialSpread);
    }
    QCOMPARE(a, b);
    std::vector<double> fitness(20);
    for (std::size_t k = 0; k < fitness.size(); ++k) fitness[k] = double((k * 7) % 20);
    const Breeding logA = breed(a, fitness, settings, first);
    const Breeding logB = breed(b, fitness, settings, second);
    QCOMPARE(a, b);
    QCOMPARE(logA.replaced, logB.replaced);
    QCOMPARE(logA.replaced.size(), std::size_t(18));           // the thesis's 18 children
    QCOMPARE(logA.elites, (std::vector<std::size_t>{17, 14})); // fitness 19 and 18
}

void TestPhoenix::nichesGroupSimilarChromosomes() {
    // Two clusters, around 0 and around 100: the best of each leads a niche.
    const std::vector<Chromosome> population{{0, 0}, {100, 100}, {2, 1}, {98, 99}, {1, 3}};
    const std::vector<double> fitness{1, 4, 3, 2, 0};
    QCOMPARE(nicheLeaders(population, fitness, 10), (std::vector<std::size_t>{1, 2}));
    QCOMPARE(nicheLeaders(population, fitness, 0), (std::vector<std::size_t>{1, 2, 3, 0, 4}));
}

void TestPhoenix::aGameEndsByTheRules() {
    const auto weights = std::make_shared<const search::EvalWeights>(search::defaultWeights());
    SelfPlaySettings settings;
    settings.nodes = 2000;
    const std::atomic<bool> stop{false};
    // Scholar's mate is on the board: White mates at once.
    const engines::Opening scholar =
        openingAfter("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                     {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"});
    QCOMPARE(scholar.moves.size(), std::size_t(6));
    SelfPlayGame game = playGame(scholar, weights, weights, settings, stop);
    QCOMPARE(game.termination, std::string("checkmate"));
    QCOMPARE(game.outcome, Outcome::WhiteWins);
    QCOMPARE(game.plies, 1);
    // Bare kings are a draw before anyone moves.
    game = playGame(openingAfter("8/8/4k3/8/8/3K4/8/8 w - - 0 1", {}), weights, weights, settings,
                    stop);
    QCOMPARE(game.termination, std::string("insufficient material"));
    QCOMPARE(game.outcome, Outcome::Draw);
    QCOMPARE(game.plies, 0);
    // King and queen against king: the queen's side wins, by mate or by adjudication.
    game = playGame(openingAfter("8/8/4k3/8/8/3K4/8/6Q1 w - - 0 1", {}), weights, weights, settings,
                    stop);
    QCOMPARE(game.outcome, Outcome::WhiteWins);
    QVERIFY(game.termination == "checkmate" || game.termination == "adjudicated");
}

void TestPhoenix::aGameIsDeterministic() {
    const auto builtIn = std::make_shared<const search::EvalWeights>(search::defaultWeights());
    search::EvalWeights other = search::defaultWeights();
    other.material[chess::Knight] = {400, 350};
    const auto knights = std::make_shared<const search::EvalWeights>(other);
    SelfPlaySettings settings;
    settings.nodes = 500;
    const std::atomic<bool> stop{false};
    const engines::Opening start;
    const SelfPlayGame first = playGame(start, builtIn, knights, settings, stop);
    const SelfPlayGame second = playGame(start, builtIn, knights, settings, stop);
    QCOMPARE(first.outcome, second.outcome);
    QCOMPARE(first.plies, second.plies);
    QCOMPARE(first.termination, second.termination);
    QVERIFY(first.plies > 10);
    // A stop set before the game ends it at once.
    const std::atomic<bool> stopped{true};
    QCOMPARE(playGame(start, builtIn, knights, settings, stopped).termination,
             std::string("stopped"));
}

void TestPhoenix::roundRobinAlternatesColours() {
    const std::vector<Pairing> pairings = roundRobin(3, 4, 5, 3);
    QCOMPARE(pairings.size(), std::size_t(12)); // 3 pairs x 4 games
    int white[3] = {};
    int black[3] = {};
    for (const Pairing& p : pairings) {
        ++white[p.white];
        ++black[p.black];
        QVERIFY(p.white != p.black);
    }
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(white[k], 4);
        QCOMPARE(black[k], 4);
    }
    // Each opening twice in a row, colours swapped; the openings in turn from the fourth.
    QCOMPARE(pairings[0].white, 0);
    QCOMPARE(pairings[0].black, 1);
    QCOMPARE(pairings[1].white, 1);
    QCOMPARE(pairings[1].black, 0);
    std::vector<std::size_t> openings;
    for (std::size_t k = 0; k < pairings.size(); k += 2) {
        QCOMPARE(pairings[k].opening, pairings[k + 1].opening);
        openings.push_back(pairings[k].opening);
    }
    QCOMPARE(openings, (std::vector<std::size_t>{3, 4, 0, 1, 2, 3}));
}

void TestPhoenix::aTournamentScoresEveryGame() {
    std::vector<Weights> players;
    for (const int knight : {337, 250, 420}) {
        search::EvalWeights w = search::defaultWeights();
        w.material[chess::Knight].mg = knight;
        players.push_back(std::make_shared<const search::EvalWeights>(w));
    }
    const std::vector<Pairing> pairings = roundRobin(3, 2, 1, 0);
    SelfPlaySettings settings;
    settings.nodes = 300;
    const std::atomic<bool> stop{false};
    int calls = 0;
    const TournamentResult one =
        playTournament(players, pairings, {}, settings, 2, stop, [&](int finished) {
            ++calls;
            QVERIFY(finished >= 1 && finished <= 6);
        });
    QCOMPARE(one.played, 6);
    QCOMPARE(calls, 6);
    QVERIFY(!one.stopped);
    QCOMPARE(one.games, (std::vector<int>{4, 4, 4}));
    QCOMPARE(one.points[0] + one.points[1] + one.points[2], 6.0);
    // The games are deterministic, so the points do not depend on which thread played which.
    const TournamentResult two = playTournament(players, pairings, {}, settings, 1, stop);
    QCOMPARE(two.points, one.points);
}

namespace {

PhoenixSettings smallRun() {
    PhoenixSettings settings;
    settings.genetic.population = 4;
    settings.genetic.elites = 1;
    settings.genetic.offspring = 3;
    settings.gamesPerPair = 2;
    settings.nodes = 200;
    settings.seed = 9;
    return settings;
}

} // namespace

void TestPhoenix::aResumedRunGoesOnAsIfUninterrupted() {
    const std::atomic<bool> stop{false};
    PhoenixState straight = startPhoenix(smallRun());
    QVERIFY(runGeneration(straight, {}, 2, stop));
    QVERIFY(runGeneration(straight, {}, 2, stop));

    PhoenixState first = startPhoenix(smallRun());
    const auto record = runGeneration(first, {}, 2, stop);
    QVERIFY(record);
    QCOMPARE(record->generation, 1);
    QCOMPARE(record->games, 12); // 6 pairs, 2 games each
    QCOMPARE(record->breeding.replaced.size(), std::size_t(3));
    const std::string saved = formatState(first);
    auto resumed = parseState(saved, "state.txt");
    QVERIFY2(resumed, resumed ? "" : resumed.error().c_str());
    QCOMPARE(formatState(*resumed), saved);
    QVERIFY(resumed->settings == smallRun());
    QVERIFY(runGeneration(*resumed, {}, 1, stop));
    QCOMPARE(resumed->generation, 2);
    QCOMPARE(formatState(*resumed), formatState(straight));
}

void TestPhoenix::aStoppedGenerationLeavesTheStateAlone() {
    PhoenixState state = startPhoenix(smallRun());
    const std::string before = formatState(state);
    const std::atomic<bool> stop{true};
    QVERIFY(!runGeneration(state, {}, 2, stop));
    QCOMPARE(formatState(state), before);
}

void TestPhoenix::aBadStateIsRefusedWithItsLine() {
    const std::string good = formatState(startPhoenix(smallRun()));
    QVERIFY(parseState(good, "s"));
    QCOMPARE(parseState("hello\n", "s").error(),
             std::string("s:1: not a Phoenix tuner state (its first line)"));
    std::string shortened = good;
    shortened.erase(shortened.rfind(' ')); // the last chromosome loses a gene
    QCOMPARE(parseState(shortened, "s").error(),
             std::string("s:12: a chromosome of 639 genes, not 640"));
    std::string unknown = good + "colour blue\n";
    QCOMPARE(parseState(unknown, "s").error(), std::string("s:13: unknown line 'colour'"));
    // A count past an int's range would wrap into another generation.
    const std::size_t at = good.find("\ngeneration ");
    QVERIFY(at != std::string::npos);
    std::string huge = good;
    huge.replace(at + 12, good.find('\n', at + 1) - at - 12, "99999999999");
    const auto refused = parseState(huge, "s");
    QVERIFY(!refused);
    QVERIFY2(refused.error().ends_with(": a bad generation"), refused.error().c_str());
}

void TestPhoenix::theDatabaseListsTheNicheLeadersBestFirst() {
    GenerationRecord record;
    record.generation = 7;
    Chromosome other = chromosomeOf(search::defaultWeights());
    other[192 + chess::E4] = 99;
    record.scored = {chromosomeOf(search::defaultWeights()), other};
    record.score = {0.25, 0.75};
    record.niches = {1, 0};
    const std::string database = formatDatabase(record);
    QVERIFY(database.find("\n[niche 1] score 0.7500 generation 7\nmaterial.pawn.mg 82\n") !=
            std::string::npos);
    QVERIFY(database.find("\n[niche 2] score 0.2500 generation 7\n") != std::string::npos);
    // The engine plays with the first set: niche 1's knight on e4.
    const auto read = search::parseWeights(database, "db");
    QVERIFY2(read, read ? "" : read.error().c_str());
    QCOMPARE(read->pieceSquare[chess::Knight][chess::E4].mg, 99);
}

void TestPhoenix::theThesissStopConditions() {
    PhoenixState state = startPhoenix(smallRun());
    QCOMPARE(stopReason(state), StopReason::None);
    state.bestUnchanged = 10;
    QCOMPARE(stopReason(state), StopReason::BestUnchanged);
    state.bestUnchanged = 9;
    state.bestSettled = 20;
    QCOMPARE(stopReason(state), StopReason::BestSettled);
    state.bestSettled = 0;
    state.generation = 1000;
    QCOMPARE(stopReason(state), StopReason::Generations);
}

QTEST_GUILESS_MAIN(TestPhoenix)
#include "tst_phoenix.moc"
