// The Texel tuner: which positions of which games it learns from, the linearised evaluation it
// measures by finite differences, and the fit, which must find weights that are known to be the
// answer.

#include "search/weightsfile.h"
#include "tuning/texel.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

using namespace kibitz;
using namespace kibitz::tuning;

namespace {

chess::Position positionFrom(const char* fen) {
    chess::Position pos;
    if (const auto set = pos.setFen(fen); !set) qFatal("bad FEN %s", fen);
    return pos;
}

// Samples of Fischer's games (read once: every test takes its own random subset).
std::vector<TexelSample> fischerSamples(std::size_t count) {
    static const std::vector<TexelSample> all = [] {
        GameSampler sampler;
        const auto added = sampler.addFile(KIBITZ_SHARED_DATA "/pgn/masters/Fischer.pgn");
        if (!added) qFatal("%s", added.error().c_str());
        return std::move(sampler.samples());
    }();
    std::vector<TexelSample> samples = all;
    keepRandomSubset(samples, count, 1);
    return samples;
}

// The features of one position, by weight name.
std::map<std::string, double> featuresByName(const chess::Position& pos,
                                             const std::vector<int>& tuned) {
    search::EvalWeights weights = search::defaultWeights();
    const std::vector<search::WeightRef> refs = search::namedWeights(weights);
    const TexelSample sample{PackedPosition(pos), 1.0, false};
    const FeatureSet set = measureFeatures({&sample, 1}, weights, tuned, 1);
    std::map<std::string, double> byName;
    for (const Feature& f : set.features(0))
        byName[refs[std::size_t(tuned[f.weight])].name] = f.coefficient;
    return byName;
}

// A game from a FEN, for the sampling test: the kings shuffle for the eight book plies, then
// 5.Rb1 Na6 6.Ra1 Nb4 7.Rb1 Nd3+ 8.Kd2 Nb4 9.Rxb4 Kd7.
constexpr const char* RookGame = R"([Event "rook"]
[SetUp "1"]
[FEN "1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1"]
[Result "1-0"]

1. Kd1 Kd8 2. Ke1 Ke8 3. Kd1 Kd8 4. Ke1 Ke8 5. Rb1 Na6 6. Ra1 Nb4 7. Rb1 Nd3+
8. Kd2 Nb4 9. Rxb4 Kd7 1-0

)";

// Known weights: the defaults with these changed.
const std::map<std::string, int> KnownWeights{{"material.knight.mg", 400},
                                              {"material.knight.eg", 350}, // from 337, 281
                                              {"pst.knight.f3.mg", 30},    // from 10
                                              {"pst.pawn.e4.mg", 40},      // from 16
                                              {"pst.king.g1.mg", 10},      // from 30
                                              {"bishopPair.eg", 80}};      // from 50
constexpr double KnownScale = 1.0;

// 30,000 positions of Fischer's games, each labelled with White's expected score under known
// weights (with K = KnownScale), and their features at the default weights for tuning the known
// weights' names.
struct KnownWeightsProblem {
    explicit KnownWeightsProblem(const std::map<std::string, int>& known)
        : samples(fischerSamples(30000)) {
        search::EvalWeights truth = search::defaultWeights();
        std::vector<std::string> names;
        for (const search::WeightRef& ref : search::namedWeights(truth))
            if (const auto found = known.find(ref.name); found != known.end()) {
                *ref.value = found->second;
                names.push_back(ref.name);
            }
        chess::Position pos;
        for (TexelSample& s : samples) {
            s.position.setUp(pos);
            s.result = winProbability(KnownScale, whiteEvaluation(pos, truth));
        }
        tuned = selectWeights(names).value();
        set = measureFeatures(samples, start, tuned, 2);
    }

    FitResult fit(const FitSettings& settings) const {
        return fitWeights(set, tunedValues(start, tuned), KnownScale, settings);
    }

    // The tuned weights as written, by name.
    std::map<std::string, int> found(const FitResult& fit) const {
        search::EvalWeights weights = withTunedValues(start, tuned, fit.values);
        const std::vector<search::WeightRef> refs = search::namedWeights(weights);
        std::map<std::string, int> byName;
        for (const int i : tuned) byName[refs[std::size_t(i)].name] = *refs[std::size_t(i)].value;
        return byName;
    }

    std::vector<TexelSample> samples;
    const search::EvalWeights& start = search::defaultWeights();
    std::vector<int> tuned;
    FeatureSet set;
};

} // namespace

class TestTexel : public QObject {
    Q_OBJECT

private slots:
    // One extra white knight on e4, every pawn opposed: phase 1 of 24, so the knight's middlegame
    // weights count 1/24 and its endgame weights 23/24 (no endgame scaling: White has pawns). The
    // knight has 6 safe squares (d2 is White's own pawn, d6 is guarded by the c7 pawn), 2 beyond
    // the usual 4. The pawns, kings and shelters are mirror images and cancel; the tempo counts
    // for the side to move. With Black to move in the colour-mirrored position, every coefficient
    // is the same from White's side but the tempo's.
    void featuresOfOneKnight_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<double>("tempo");
        QTest::addColumn<QString>("knightSquare");
        QTest::addColumn<double>("sign");
        QTest::addRow("white knight, White to move")
            << "4k3/pppp4/8/8/4N3/8/PPPP4/4K3 w - - 0 1" << 1.0 << "e4" << 1.0;
        QTest::addRow("black knight, Black to move")
            << "4k3/pppp4/8/4n3/8/8/PPPP4/4K3 b - - 0 1" << -1.0 << "e4" << -1.0;
    }
    void featuresOfOneKnight() {
        QFETCH(QString, fen);
        QFETCH(double, tempo);
        QFETCH(QString, knightSquare);
        QFETCH(double, sign);
        const chess::Position pos = positionFrom(fen.toStdString().c_str());
        const std::string pst = "pst.knight." + knightSquare.toStdString();
        const std::map<std::string, double> expected{{"material.knight.mg", sign * 1.0 / 24},
                                                     {"material.knight.eg", sign * 23.0 / 24},
                                                     {pst + ".mg", sign * 1.0 / 24},
                                                     {pst + ".eg", sign * 23.0 / 24},
                                                     {"mobility.knight.mg", sign * 2.0 / 24},
                                                     {"mobility.knight.eg", sign * 46.0 / 24},
                                                     {"tempo", tempo}};
        std::vector<int> weights = selectWeights(WeightSelection::All);
        weights.push_back(selectWeights(std::vector<std::string>{"tempo"}).value().front());
        const std::map<std::string, double> actual = featuresByName(pos, weights);
        QCOMPARE(actual.size(), expected.size());
        for (const auto& [name, coefficient] : expected) {
            QVERIFY2(actual.contains(name), name.c_str());
            QCOMPARE(actual.at(name), double(float(coefficient)));
        }
    }

    // The weights tuned: all 823 but the 4 phase weights and the tempo; the 6 x 64 x 2
    // piece-square values; the Phoenix thesis's ten tables of 64; the 40 weights of the terms
    // (mobility 8, passed pawns 12, and ten terms of two: isolated, doubled, bishop pair, king
    // shelter, king attack, rook on an open and a half-open file, outpost, two threats).
    void selections() {
        const std::vector<int> all = selectWeights(WeightSelection::All);
        QCOMPARE(all.size(), std::size_t(818));
        const int tempo = selectWeights(std::vector<std::string>{"tempo"}).value().front();
        QVERIFY(std::find(all.begin(), all.end(), tempo) == all.end());
        QCOMPARE(selectWeights(WeightSelection::PieceSquare).size(), std::size_t(768));
        QCOMPARE(selectWeights(WeightSelection::PhoenixTables).size(), std::size_t(640));
        const std::vector<int> terms = selectWeights(WeightSelection::Terms);
        QCOMPARE(terms.size(), std::size_t(40));
        QCOMPARE(terms.front(),
                 selectWeights(std::vector<std::string>{"mobility.knight.mg"}).value().front());
        QCOMPARE(terms.back(),
                 selectWeights(std::vector<std::string>{"minorThreat.eg"}).value().front());
        const auto names = selectWeights(std::vector<std::string>{"tempo", "material.pawn.mg"});
        QCOMPARE(names.value(), (std::vector<int>{822, 0}));
        const auto unknown = selectWeights(std::vector<std::string>{"material.king.mg"});
        QCOMPARE(unknown.error(), std::string("unknown weight 'material.king.mg'"));
    }

    // The linear model is exact at the weights it was measured at: base + sum c_i w_i is the
    // evaluation itself, for every sample of a real game file.
    void linearModelIsExactAtItsWeights() {
        const std::vector<TexelSample> samples = fischerSamples(2000);
        QCOMPARE(samples.size(), std::size_t(2000));
        const std::vector<int> tuned = selectWeights(WeightSelection::All);
        const search::EvalWeights& weights = search::defaultWeights();
        const FeatureSet set = measureFeatures(samples, weights, tuned, 2);
        QCOMPARE(set.size(), samples.size());
        const std::vector<double> values = tunedValues(weights, tuned);
        chess::Position pos;
        for (std::size_t j = 0; j < samples.size(); ++j) {
            samples[j].position.setUp(pos);
            QVERIFY(std::abs(set.evaluation(j, values) - whiteEvaluation(pos, weights)) < 1e-3);
        }
    }

    // The features and the fit do not depend on the number of threads, to the last bit.
    void sameResultOnAnyNumberOfThreads() {
        const std::vector<TexelSample> samples = fischerSamples(3000);
        const std::vector<int> tuned = selectWeights(WeightSelection::All);
        const search::EvalWeights& start = search::defaultWeights();
        FitSettings settings;
        settings.iterations = 20;
        std::vector<std::vector<double>> results;
        for (const int threads : {1, 3}) {
            const FeatureSet set = measureFeatures(samples, start, tuned, threads);
            settings.threads = threads;
            const double k = fitScale(set, tunedValues(start, tuned), threads);
            results.push_back(fitWeights(set, tunedValues(start, tuned), k, settings).values);
        }
        QVERIFY(results[0] == results[1]);
        QVERIFY(results[0] != tunedValues(start, tuned));
    }

    // A game from a FEN, all of whose positions are easy to judge by hand (see RookGame), among
    // games that give none, and the same game again.
    void sampling() {
        const std::string text = std::string(R"([Event "short draw"]
[Result "1/2-1/2"]

1. e4 e5 1/2-1/2

[Event "unfinished"]
[Result "*"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *

[Event "illegal move"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Ke2 1-0

)") + RookGame + RookGame;
        SamplingSettings settings;
        settings.heldOutEvery = 2; // the second game with a result: the rook game
        GameSampler sampler(settings);
        auto reader = pgn::PgnReader::fromText(text);
        pgn::Game game;
        while (reader->readGame(game)) sampler.addGame(game, reader->report());

        const SamplingCounts& c = sampler.counts();
        QCOMPARE(c.games, 5);
        QCOMPARE(c.gamesWithError, 1);
        QCOMPARE(c.gamesWithoutResult, 1);
        QCOMPARE(c.gamesDuplicate, 1); // the rook game a second time
        QCOMPARE(c.gamesHeldOut, 1);
        // The draw: 3 positions, all in the book. The rook game: 19 positions (plies 0 to 18),
        // 8 in the book; 14 (after 7...Nd3+) in check; 16 (8...Nb4, the rook takes the knight)
        // not quiet; plies 8 to 13, 15, 17 and 18 kept.
        QCOMPARE(c.positions, 22);
        QCOMPARE(c.inBook, 11);
        QCOMPARE(c.inCheck, 1);
        QCOMPARE(c.notQuiet, 1);
        QCOMPARE(c.kept, 9);
        QCOMPARE(c.keptHeldOut, 9);

        const std::vector<TexelSample>& samples = sampler.samples();
        QCOMPARE(samples.size(), std::size_t(9));
        for (const TexelSample& s : samples) {
            QCOMPARE(s.result, 1.0);
            QVERIFY(s.heldOut);
        }
        chess::Position pos;
        samples.front().position.setUp(pos);
        QCOMPARE(pos.fen(), std::string("1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
        samples.back().position.setUp(pos);
        QCOMPARE(pos.fen(), std::string("8/3k4/8/8/1R6/8/3K4/8 w - - 0 1"));
    }

    // A random subset: exactly the number asked for, in the original order, the same for the same
    // seed and another for another seed.
    void randomSubset() {
        std::vector<TexelSample> all(1000);
        for (std::size_t i = 0; i < all.size(); ++i) all[i].result = double(i);
        const auto subset = [&](std::uint64_t seed) {
            std::vector<TexelSample> samples = all;
            keepRandomSubset(samples, 100, seed);
            std::vector<double> kept;
            for (const TexelSample& s : samples) kept.push_back(s.result);
            return kept;
        };
        const std::vector<double> first = subset(1);
        QCOMPARE(first.size(), std::size_t(100));
        QVERIFY(std::is_sorted(first.begin(), first.end()));
        QCOMPARE(subset(1), first);
        QVERIFY(subset(2) != first);
    }

    // K: the scale of the evaluation's logistic. Positions labelled with the expected score of
    // K = 1.25 at the default weights give back K = 1.25.
    void fitsTheScale() {
        std::vector<TexelSample> samples = fischerSamples(5000);
        const search::EvalWeights& weights = search::defaultWeights();
        chess::Position pos;
        for (TexelSample& s : samples) {
            s.position.setUp(pos);
            s.result = winProbability(1.25, whiteEvaluation(pos, weights));
        }
        const std::vector<int> tuned = selectWeights(WeightSelection::PieceSquare);
        const FeatureSet set = measureFeatures(samples, weights, tuned, 2);
        const double k = fitScale(set, tunedValues(weights, tuned), 2);
        QVERIFY2(std::abs(k - 1.25) < 1e-4, qPrintable(QString::number(k, 'f', 6)));
    }

    // The headline test: positions of real games labelled with the expected score under KNOWN
    // weights (the defaults with a heavier knight, and a few piece-square values and the bishop
    // pair changed); the tuner, started from the defaults and tuning those weights, finds them
    // exactly (after rounding).
    void recoversKnownWeights() {
        const KnownWeightsProblem problem(KnownWeights);
        FitSettings settings;
        settings.threads = 1;
        const FitResult fit = problem.fit(settings);
        QCOMPARE(fit.iterations, settings.iterations);
        QVERIFY(!fit.stopped);
        QCOMPARE(fit.frozen, 0);
        QCOMPARE(problem.found(fit), KnownWeights);
        QVERIFY(fit.meanSquaredError < 1e-6);
        // The evaluation itself agrees with the linear model it was fitted on.
        const search::EvalWeights found = withTunedValues(problem.start, problem.tuned, fit.values);
        QVERIFY(meanSquaredError(problem.samples, found, KnownScale, 2) < 1e-6);
    }

    // A weight on which fewer than FitSettings::minPositions of the positions depend keeps its
    // starting value; at the threshold it is tuned. Of the two weights, the pawn's depends on
    // fewer positions (the tuned list is in namedWeights() order: pawns before knights).
    void leavesRareWeightsAlone() {
        const std::map<std::string, int> known{{"pst.pawn.e4.mg", 40}, {"pst.knight.f3.mg", 30}};
        const KnownWeightsProblem problem(known);
        const std::vector<double> counts =
            weightedPositionCounts(problem.set, problem.tuned.size());
        const double pawnCount = counts.at(0);
        QVERIFY(pawnCount > 1000 && pawnCount < counts.at(1));
        FitSettings settings;
        settings.threads = 1;
        settings.minPositions = std::nextafter(pawnCount, 1e9);
        const FitResult frozen = problem.fit(settings);
        QCOMPARE(frozen.frozen, 1);
        QCOMPARE(problem.found(frozen).at("pst.pawn.e4.mg"), 16); // the default
        settings.minPositions = pawnCount;
        const FitResult tuned = problem.fit(settings);
        QCOMPARE(tuned.frozen, 0);
        QCOMPARE(problem.found(tuned), known);
    }

    // The ridge penalty holds the weights where they started in proportion to its weight: none
    // recovers the known values, a strong one keeps them at the start, one in between stops
    // short of the known values on the way from the start (knight 337 -> 400 in the middlegame).
    void theRidgeHoldsTheWeightsBack() {
        const KnownWeightsProblem problem(KnownWeights);
        FitSettings settings;
        settings.threads = 1;
        settings.ridge = 1.0;
        const FitResult held = problem.fit(settings);
        const std::map<std::string, int> start{
            {"material.knight.mg", 337}, {"material.knight.eg", 281}, {"pst.knight.f3.mg", 10},
            {"pst.pawn.e4.mg", 16},      {"pst.king.g1.mg", 30},      {"bishopPair.eg", 50}};
        QCOMPARE(problem.found(held), start);
        settings.ridge = 1e-7;
        const int knight = problem.found(problem.fit(settings)).at("material.knight.mg");
        QVERIFY2(knight > 337 && knight < 400, qPrintable(QString::number(knight)));
    }
};

QTEST_GUILESS_MAIN(TestTexel)
#include "tst_texel.moc"
