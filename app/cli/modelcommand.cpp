// `kibitz-cli dataset fit` and `kibitz-cli dataset measure`: the models of human play fitted to
// the dataset's fit split, and measured on its held-back split alone.

#include "analysis/humanmodel.h"
#include "commands.h"
#include "human/dataset.h"
#include "human/movemodel.h"
#include "human/ratingestimate.h"
#include "human/valuefit.h"
#include "theory/michie.h"

#include <QCommandLineParser>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <string>

namespace kibitz::cli {

namespace {

using namespace kibitz::human;
using analysis::HumanValueModel;
using analysis::HumanValueParameters;

constexpr const char* ModelUsage =
    R"(Usage: kibitz-cli dataset fit CACHE.tsv
       kibitz-cli dataset measure CACHE.tsv [--predictions FILE.tsv]

The models of human play (docs/human-model.md) and a dataset built by
`kibitz-cli dataset build`.

fit      fits, on the positions of the fit split alone and by maximum likelihood, the value model
         P(win, draw, loss | score, material, both ratings) and Michie's move model
         p_j ~ (M + 1)^(c (r_j + 3) / r_j u_j) with M = (Elo / 1000)^g (c and g over all
         ratings, and c for each rating band with Michie's g = 1); prints them with their
         standard errors
         and as the C++ constants Kibitz compiles in.
measure  measures the models Kibitz compiles in on the held-back split alone: the move
         prediction of each rating band (mean log-likelihood per move and top-1 agreement)
         against uniform choice, the engine's top move with a fitted epsilon, a softmax over
         centipawns with one fitted temperature and Michie's own constants (baselines and the
         per-band constants fitted on the fit split), and Michie's form with u made 1.5, 2 and
         3 times flatter (is u merely too steep for choices?); the rating estimate from the moves, per
         game and per player with 10 games or more, against the spread of the ratings; and the
         outcome prediction (Brier score and log-loss of White's expected score) of the value
         model, of Michie's back-up over the moves and of the Elo expectation.
         --predictions FILE writes each held-back position's predictions (for
         tools/benchmarks/human_model.py, which adds Stockfish's).

Exit status: 0 on success, 1 when the cache cannot be read or the file written, 2 for a usage
error.
)";

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void printCounts(const Dataset& dataset) {
    std::size_t held = 0;
    for (const DatasetPosition& p : dataset.positions) held += p.heldBack ? 1 : 0;
    std::printf("%zu positions: %zu fit, %zu held back; %zu players\n", dataset.positions.size(),
                dataset.positions.size() - held, held, dataset.players.size());
}

int fit(const Dataset& dataset) {
    const auto start = std::chrono::steady_clock::now();
    const std::vector<OutcomeSample> samples = outcomeSamples(dataset, false);
    const ValueFit value = fitValueModel(samples);
    const double valueSeconds = secondsSince(start);
    static constexpr const char* Names[] = {"scale",     "scalePhase", "scaleRating", "draw",
                                            "drawPhase", "drawRating", "ratingEdge"};
    std::printf("\nValue model: %zu positions of the fit split (mate scores left out), %d "
                "evaluations, %s, %.1f s\n",
                samples.size(), value.evaluations, value.status.c_str(), valueSeconds);
    const auto x = value.parameters.toArray();
    for (int i = 0; i < HumanValueParameters::Count; ++i)
        std::printf("  %-12s %10.5f  s.e. %s\n", Names[i], x[std::size_t(i)],
                    value.standardErrors
                        ? std::to_string((*value.standardErrors)[std::size_t(i)]).c_str()
                        : "-");
    std::printf("  mean log-loss %.5f nats per position\n", value.meanLogLoss);

    const auto moveStart = std::chrono::steady_clock::now();
    const HumanValueModel model(value.parameters);
    const Decisions decisions(dataset, false, model);
    const MoveFit all = fitMichie(decisions, allOf(decisions));
    std::printf("\nMove model: %zu decisions of the fit split\n", decisions.size());
    std::printf("  all ratings: c %.4f (s.e. %.4f), merit exponent %.4f (s.e. %.4f), mean "
                "log-likelihood %.5f, %d evaluations\n",
                all.parameters.constant, all.standardErrors[0], all.parameters.meritExponent,
                all.standardErrors[1], all.logLikelihood, all.evaluations);
    const auto bands = subsetsByBand(decisions);
    for (int b = 0; b < BandCount; ++b) {
        const MoveFit band = fitMichieConstant(decisions, bands[std::size_t(b)]);
        std::printf("  %-15s %7zu decisions: c %.4f (s.e. %.4f) at M = Elo / 1000, mean "
                    "log-likelihood %.5f\n",
                    std::string(bandName(b)).c_str(), bands[std::size_t(b)].size(),
                    band.parameters.constant, band.standardErrors[0], band.logLikelihood);
    }
    std::printf("  %.1f s\n", secondsSince(moveStart));

    std::printf("\nAs compiled in (core/analysis/humanmodel.h):\n");
    std::printf("inline constexpr HumanValueParameters FittedHumanValueParameters{\n");
    for (int i = 0; i < HumanValueParameters::Count; ++i)
        std::printf("    .%s = %.6g,\n", Names[i], x[std::size_t(i)]);
    std::printf("};\ninline constexpr MoveModelParameters FittedMoveModel{%.6g, %.6g};\n",
                all.parameters.constant, all.parameters.meritExponent);
    std::printf("\nfit time %.1f s\n", secondsSince(start));
    return Success;
}

struct Scores {
    double brier = 0.0;
    double logLoss = 0.0;
    std::size_t n = 0;
    void add(double p, double s) {
        brier += human::brier(p, s);
        logLoss += expectedScoreLogLoss(p, s);
        ++n;
    }
};

const char* phaseOf(int material) {
    if (material >= 62) return "opening";
    if (material >= 30) return "middlegame";
    return "endgame";
}

double measureMoves(const Decisions& fitted, const Decisions& held) {
    const auto fitBands = subsetsByBand(fitted);
    const auto heldBands = subsetsByBand(held);
    // The one-temperature softmax and the epsilon of the engine's top move, fitted on all
    // ratings at once like the model's constants; and again for each band alone.
    const double temperature = fitTemperature(fitted, allOf(fitted));
    const double epsilon = fitEpsilon(fitted, allOf(fitted));
    std::printf("\nMove prediction, held-back split: mean log-likelihood per move (nats; higher "
                "is better) and top-1 agreement\n"
                "  Baselines fitted on the fit split: over all ratings, epsilon %.4f, softmax "
                "temperature %.1f cp; the band columns fitted on the band alone.\n"
                "  michie: the constants Kibitz uses (c %.4f, merit exponent %.4f); michie81: "
                "Michie's (c 3, M = Elo / 1000).\n",
                epsilon, temperature, FittedMoveModel.constant, FittedMoveModel.meritExponent);
    std::printf("  %-15s %6s %8s %8s %8s %8s %8s | %8s %8s %8s | %6s %6s\n", "band", "moves",
                "uniform", "epsilon", "softmax", "michie81", "michie", "band eps", "band T",
                "band c", "top-1", "1/n");
    int beaten = 0;
    for (int b = 0; b <= BandCount; ++b) {
        const Subset fitSet = b < BandCount ? fitBands[std::size_t(b)] : allOf(fitted);
        const Subset heldSet = b < BandCount ? heldBands[std::size_t(b)] : allOf(held);
        if (heldSet.empty() || fitSet.empty()) continue;
        const double bandEpsilon = fitEpsilon(fitted, fitSet);
        const double bandTemperature = fitTemperature(fitted, fitSet);
        const MoveFit band = fitMichieConstant(fitted, fitSet);
        double chance = 0.0;
        for (const std::size_t i : heldSet) chance += 1.0 / double(held.utilities(i).size());
        const double softmax = softmaxLogLikelihood(held, heldSet, temperature);
        const double michie = michieLogLikelihood(held, heldSet, FittedMoveModel);
        if (b < BandCount && michie > softmax) ++beaten;
        std::printf(
            "  %-15s %6zu %8.4f %8.4f %8.4f %8.4f %8.4f | %8.4f %8.4f %8.4f | %5.1f%% "
            "%5.1f%%\n",
            b < BandCount ? std::string(bandName(b)).c_str() : "all", heldSet.size(),
            uniformLogLikelihood(held, heldSet), epsilonLogLikelihood(held, heldSet, epsilon),
            softmax, michieLogLikelihood(held, heldSet, MichieMoveModel), michie,
            epsilonLogLikelihood(held, heldSet, bandEpsilon),
            softmaxLogLikelihood(held, heldSet, bandTemperature),
            michieLogLikelihood(held, heldSet, band.parameters),
            100.0 * topMoveAgreement(held, heldSet), 100.0 * chance / double(heldSet.size()));
        if (b < BandCount)
            std::printf("  %-15s fitted on the band: epsilon %.4f, T %.1f cp, c %.4f\n", "",
                        bandEpsilon, bandTemperature, band.parameters.constant);
    }
    std::printf("  Michie's form with the fitted constants beats the one-temperature softmax in "
                "%d of %d bands: %s\n",
                beaten, BandCount, beaten == BandCount ? "PASS" : "FAIL");
    return temperature;
}

// Why Michie's form loses to the softmax in the strong bands: is the value model's u merely too
// steep for choices? Michie's form with u from the value model made k times flatter (its
// centipawns per logit times k), c fitted on each band's fit split: no k reaches the softmax in
// every band (docs/human-model.md).
void measureFlatterUtilities(const Dataset& dataset, double temperature) {
    std::printf("\nMichie's form with a flatter u (the value model's centipawns per logit times "
                "k; c fitted on the band), held-back split:\n  %-15s",
                "band");
    for (int b = 0; b < BandCount; ++b) std::printf(" %15s", std::string(bandName(b)).c_str());
    std::printf("\n");
    for (const double k : {1.0, 1.5, 2.0, 3.0}) {
        analysis::HumanValueParameters flatter = analysis::FittedHumanValueParameters;
        flatter.scale += std::log(k);
        const HumanValueModel model(flatter);
        const Decisions fitted(dataset, false, model);
        const Decisions held(dataset, true, model);
        const auto fitBands = subsetsByBand(fitted);
        const auto heldBands = subsetsByBand(held);
        std::printf("  k = %-11.1f", k);
        for (int b = 0; b < BandCount; ++b) {
            const MoveFit band = fitMichieConstant(fitted, fitBands[std::size_t(b)]);
            std::printf(" %15.4f",
                        michieLogLikelihood(held, heldBands[std::size_t(b)], band.parameters));
        }
        std::printf("\n");
    }
    const Decisions held(dataset, true, HumanValueModel());
    const auto heldBands = subsetsByBand(held);
    std::printf("  %-15s", "softmax, one T");
    for (int b = 0; b < BandCount; ++b)
        std::printf(" %15.4f", softmaxLogLikelihood(held, heldBands[std::size_t(b)], temperature));
    std::printf("\n");
}

// Mean absolute error of estimates against ratings, and of guessing the ratings' mean.
struct ErrorTally {
    std::vector<double> ratings;
    double error = 0.0;
    double posteriorError = 0.0;
    double inside = 0.0;
    double width = 0.0;

    void add(const RatingEstimate& e, double rating) {
        ratings.push_back(rating);
        error += std::abs(e.rating - rating);
        posteriorError += std::abs(e.posteriorMode - rating);
        inside += rating >= e.low && rating <= e.high ? 1.0 : 0.0;
        width += e.high - e.low;
    }
    void print(const char* what) const {
        const double n = double(ratings.size());
        double mean = 0.0;
        for (const double r : ratings) mean += r / n;
        double spread = 0.0;
        for (const double r : ratings) spread += std::abs(r - mean) / n;
        std::printf("  %s: %zu, mean absolute error %.0f (with the prior %.0f); guessing their "
                    "mean Elo (%.0f): %.0f; 95%% interval %.0f wide on average, holds the Elo "
                    "%.1f%%\n",
                    what, ratings.size(), error / n, posteriorError / n, mean, spread, width / n,
                    100.0 * inside / n);
    }
};

void measureRatings(const Dataset& dataset, const HumanValueModel& model) {
    // The prior: the ratings of the fit split's decisions.
    RatingPrior prior;
    double sum = 0.0, squares = 0.0, count = 0.0;
    for (const DatasetPosition& p : dataset.positions) {
        if (p.heldBack) continue;
        sum += p.moverElo();
        squares += double(p.moverElo()) * p.moverElo();
        ++count;
    }
    if (count > 1) {
        prior.mean = sum / count;
        prior.deviation = std::sqrt(std::max(1.0, squares / count - prior.mean * prior.mean));
    }
    // The decisions of each player in each held-back game, and of each player over all.
    std::map<std::pair<std::uint64_t, int>, std::vector<const DatasetPosition*>> byGame;
    std::map<int, std::vector<const DatasetPosition*>> byPlayer;
    std::map<int, std::set<std::uint64_t>> gamesOf;
    for (const DatasetPosition& p : dataset.positions) {
        if (!p.heldBack) continue;
        byGame[{p.gameKey, p.mover()}].push_back(&p);
        byPlayer[p.mover()].push_back(&p);
        gamesOf[p.mover()].insert(p.gameKey);
    }
    std::printf("\nRating estimate from the moves, held-back split (the argmax of the "
                "likelihood over %g to %g; with the prior: times a normal of the fit split's "
                "ratings, mean %.0f, deviation %.0f):\n",
                EstimateLowest, EstimateHighest, prior.mean, prior.deviation);
    ErrorTally games;
    for (const auto& [id, positions] : byGame)
        games.add(estimateRating(dataset, positions, model, FittedMoveModel, prior),
                  positions.front()->moverElo());
    games.print("per game, player-games");
    ErrorTally players;
    for (const auto& [player, positions] : byPlayer) {
        if (gamesOf[player].size() < 10) continue;
        double elo = 0.0;
        for (const DatasetPosition* p : positions)
            elo += double(p->moverElo()) / double(positions.size());
        players.add(estimateRating(dataset, positions, model, FittedMoveModel, prior), elo);
    }
    if (players.ratings.empty())
        std::printf("  per player: no player has 10 held-back games\n");
    else
        players.print("per player with 10+ held-back games (their mean Elo), players");
}

int measure(const Dataset& dataset, const QString& predictionsPath) {
    const auto start = std::chrono::steady_clock::now();
    const HumanValueModel model;
    const Decisions fitted(dataset, false, model);
    const Decisions held(dataset, true, model);
    const double temperature = measureMoves(fitted, held);
    measureFlatterUtilities(dataset, temperature);
    measureRatings(dataset, model);

    std::ofstream predictions;
    if (!predictionsPath.isEmpty()) {
        predictions.open(predictionsPath.toStdString(), std::ios::binary | std::ios::trunc);
        if (!predictions) {
            std::fprintf(stderr, "kibitz-cli dataset: %s: cannot be written\n",
                         qPrintable(predictionsPath));
            return Failure;
        }
        predictions << "key\tply\tfen\twhite_elo\tblack_elo\tresult\tmaterial\tphase\telo\tvalue_"
                       "model\tmichie\n";
    }
    std::map<std::string, std::array<Scores, 3>> byPhase;
    std::vector<double> u;
    std::vector<double> p;
    for (std::size_t i = 0; i < held.size(); ++i) {
        const DatasetPosition& d = held.position(i);
        const double elo = analysis::eloExpectation(d.whiteElo, d.blackElo);
        const analysis::Wdl best = model.probabilities(held.scores(i).front(), d.whiteToMove,
                                                       d.material, d.whiteElo, d.blackElo);
        const double value = (1.0 + best.win - best.loss) / 2.0;
        // Michie's back-up one ply deep: u = sum p_j u_j.
        const auto utilities = held.utilities(i);
        p.resize(utilities.size());
        std::vector<int> r(utilities.size(), held.r(i));
        theory::moveProbabilities(utilities, r,
                                  d.whiteToMove ? theory::Side::White : theory::Side::Black,
                                  FittedMoveModel.merit(d.moverElo()), p, FittedMoveModel.constant);
        double backedUp = 0.0;
        for (std::size_t j = 0; j < p.size(); ++j) backedUp += p[j] * utilities[j];
        const double michie = (1.0 + backedUp) / 2.0;
        for (const std::string& phase : {std::string("all"), std::string(phaseOf(d.material))}) {
            auto& s = byPhase[phase];
            s[0].add(elo, d.result);
            s[1].add(value, d.result);
            s[2].add(michie, d.result);
        }
        if (predictions.is_open()) {
            char key[17];
            std::snprintf(key, sizeof key, "%016llx", static_cast<unsigned long long>(d.gameKey));
            predictions << key << '\t' << d.ply << '\t' << d.fen << '\t' << d.whiteElo << '\t'
                        << d.blackElo << '\t' << d.result << '\t' << d.material << '\t'
                        << phaseOf(d.material) << '\t' << elo << '\t' << value << '\t' << michie
                        << '\n';
        }
    }
    std::printf(
        "\nOutcome prediction, held-back split: White's expected score against the result\n");
    std::printf("  %-11s %7s   %-21s %-21s %-21s\n", "phase", "n", "Elo (Brier, log-loss)",
                "value model", "Michie back-up");
    for (const char* phase : {"all", "opening", "middlegame", "endgame"}) {
        const auto it = byPhase.find(phase);
        if (it == byPhase.end()) continue;
        const auto& s = it->second;
        const double n = double(s[0].n);
        std::printf("  %-11s %7zu   %.5f  %.5f       %.5f  %.5f       %.5f  %.5f\n", phase, s[0].n,
                    s[0].brier / n, s[0].logLoss / n, s[1].brier / n, s[1].logLoss / n,
                    s[2].brier / n, s[2].logLoss / n);
    }
    if (predictions.is_open()) {
        predictions.close();
        if (!predictions) {
            std::fprintf(stderr, "kibitz-cli dataset: %s: write error\n",
                         qPrintable(predictionsPath));
            return Failure;
        }
    }
    std::printf("\nmeasure time %.1f s\n", secondsSince(start));
    return Success;
}

} // namespace

int runDatasetModel(const QStringList& arguments) {
    const QString command = QStringLiteral("dataset");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption predictionsOption(QStringLiteral("predictions"), {},
                                               QStringLiteral("FILE"));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({predictionsOption, helpOption});
    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(ModelUsage, stdout);
        return Success;
    }
    QStringList rest = parser.positionalArguments();
    const QString subcommand = rest.takeFirst();
    if (rest.size() != 1)
        return usageError(command, QStringLiteral("%1 takes one cache file").arg(subcommand));
    if (subcommand == QLatin1String("fit") && parser.isSet(predictionsOption))
        return usageError(command, QStringLiteral("--predictions is an option of measure"));
    if (const int refused = refuseOverwritingInputs(
            command + QLatin1Char(' ') + subcommand,
            {{QStringLiteral("--predictions output"), parser.value(predictionsOption)}},
            {{QStringLiteral("input"), rest.front()}});
        refused != Success)
        return refused;
    const auto dataset = readDataset(rest.front().toStdString());
    if (!dataset) {
        std::fprintf(stderr, "kibitz-cli dataset: %s\n", dataset.error().c_str());
        return Failure;
    }
    // A fit of nothing would say "converged" and a measure print NaN: neither is a result.
    const std::vector<DatasetPosition>& positions = dataset->positions;
    const bool fitting = std::any_of(positions.begin(), positions.end(),
                                     [](const DatasetPosition& p) { return !p.heldBack; });
    const bool heldBack = std::any_of(positions.begin(), positions.end(),
                                      [](const DatasetPosition& p) { return p.heldBack; });
    if (!fitting || (subcommand == QLatin1String("measure") && !heldBack)) {
        std::fprintf(stderr, "kibitz-cli dataset %s: %s: no positions %s, nothing to %s\n",
                     qPrintable(subcommand), qPrintable(rest.front()),
                     !fitting ? "of the fit split" : "held back", qPrintable(subcommand));
        return Failure;
    }
    std::printf("kibitz-cli dataset %s: %s: ", qPrintable(subcommand), qPrintable(rest.front()));
    printCounts(*dataset);
    if (subcommand == QLatin1String("fit")) return fit(*dataset);
    return measure(*dataset, parser.value(predictionsOption));
}

} // namespace kibitz::cli
