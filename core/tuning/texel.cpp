#include "texel.h"

#include "chess/movegen.h"
#include "phoenix.h"
#include "search/see.h"
#include "search/weightsfile.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <random>
#include <thread>

namespace kibitz::tuning {

using namespace chess;

namespace {

// The work of a pass over the samples is cut into a fixed number of chunks whatever the number of
// threads, and the chunks' sums are added in chunk order: a fit gives the same numbers, to the
// last bit, on one core or on eight.
constexpr int SumChunks = 64;
// Measuring the features is slow (one evaluation per tuned weight): smaller chunks let progress
// be reported often.
constexpr int FeatureChunks = 1024;

// Runs work(chunk, begin, end) for the `chunks` consecutive slices of `count` items, on up to
// `threads` threads (the calling one among them).
void forEachChunk(std::size_t count, int chunks, int threads,
                  const std::function<void(int chunk, std::size_t begin, std::size_t end)>& work) {
    std::atomic<int> next{0};
    const auto worker = [&] {
        for (int c = next.fetch_add(1); c < chunks; c = next.fetch_add(1))
            work(c, count * std::size_t(c) / std::size_t(chunks),
                 count * std::size_t(c + 1) / std::size_t(chunks));
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < std::min(threads, chunks); ++t) helpers.emplace_back(worker);
    worker();
    for (std::thread& helper : helpers) helper.join();
}

// The slope of winProbability per centipawn, over p * (1 - p).
double logisticSlope(double k) {
    return k * std::log(10.0) / 400.0;
}

// A uniform number in [0, 1) from the generator's 53 high bits: the same on every platform
// (std::uniform_real_distribution is not).
double uniform(std::mt19937_64& random) {
    return double(random() >> 11) * 0x1.0p-53;
}

// A game's identity for finding duplicates: FNV-1a (64 bits) of its start position, main line
// and result. Tags are left out: the same game often comes with differently spelt names, events
// and dates.
std::uint64_t gameKey(const pgn::Game& game) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    const auto add = [&](std::uint8_t byte) { hash = (hash ^ byte) * 0x100000001b3ULL; };
    const pgn::GameTree& tree = game.tree();
    for (const char c : tree.startFen()) add(std::uint8_t(c));
    for (pgn::NodeId n = tree.firstChild(pgn::GameTree::root()); n != pgn::NoNode;
         n = tree.firstChild(n)) {
        const std::uint16_t move = tree.move(n).raw();
        add(std::uint8_t(move));
        add(std::uint8_t(move >> 8));
    }
    for (const char c : game.result()) add(std::uint8_t(c));
    return hash;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Samples.

PackedPosition::PackedPosition(const Position& pos)
    : sideToMove_(pos.sideToMove()) {
    for (int s = 0; s < SquareCount; ++s)
        squares_[std::size_t(s / 2)] |= std::uint8_t(pos.pieceOn(Square(s)) << (4 * (s & 1)));
}

void PackedPosition::setUp(Position& pos) const {
    std::array<Position::Placed, SquareCount> placed;
    std::size_t count = 0;
    for (int s = 0; s < SquareCount; ++s) {
        const Piece piece = Piece((squares_[std::size_t(s / 2)] >> (4 * (s & 1))) & 15);
        if (piece != NoPiece) placed[count++] = {piece, Square(s)};
    }
    pos.setPlacement(std::span(placed.data(), count), sideToMove_);
}

std::optional<double> whiteScore(const pgn::Game& game) {
    const std::optional<pgn::GameResult> result = pgn::gameResult(game);
    return result ? std::optional(pgn::whiteScore(*result)) : std::nullopt;
}

bool isQuiet(const Position& pos) {
    for (const Move m : MoveList(pos, GenType::Tactical))
        if (search::seeAtLeast(pos, m, 1)) return false;
    return true;
}

std::int64_t GameSampler::addGame(const pgn::Game& game, const pgn::GameReport& report) {
    ++counts_.games;
    if (report.error) {
        ++counts_.gamesWithError;
        return 0;
    }
    const std::optional<double> score = whiteScore(game);
    if (!score) {
        ++counts_.gamesWithoutResult;
        return 0;
    }
    if (settings_.skipDuplicates && !gameKeys_.insert(gameKey(game)).second) {
        ++counts_.gamesDuplicate;
        return 0;
    }
    ++gamesWithResult_;
    const bool heldOut =
        settings_.heldOutEvery > 0 && gamesWithResult_ % settings_.heldOutEvery == 0;
    if (heldOut) ++counts_.gamesHeldOut;

    const pgn::GameTree& tree = game.tree();
    Position pos;
    pos.setFen(tree.startFen(), tree.isChess960()); // valid: the tree accepted it
    std::int64_t added = 0;
    int ply = 0;
    const auto visit = [&] {
        ++counts_.positions;
        if (ply < settings_.bookPlies)
            ++counts_.inBook;
        else if (pos.inCheck())
            ++counts_.inCheck;
        else if (!isQuiet(pos))
            ++counts_.notQuiet;
        else {
            samples_.push_back({PackedPosition(pos), *score, heldOut});
            ++added;
        }
    };
    visit();
    for (pgn::NodeId n = tree.firstChild(pgn::GameTree::root()); n != pgn::NoNode;
         n = tree.firstChild(n)) {
        pos.play(tree.move(n));
        ++ply;
        visit();
    }
    counts_.kept += added;
    if (heldOut) counts_.keptHeldOut += added;
    return added;
}

Expected<std::int64_t, std::string>
GameSampler::addFile(const std::string& path,
                     const std::function<void(const pgn::GameReport&)>& afterGame,
                     const std::atomic<bool>* stop) {
    auto opened = pgn::PgnReader::open(path);
    if (!opened) return unexpected(opened.error());
    pgn::PgnReader& reader = **opened;
    pgn::Game game;
    std::int64_t added = 0;
    while (!(stop && *stop) && reader.readGame(game)) {
        added += addGame(game, reader.report());
        if (afterGame) afterGame(reader.report());
    }
    if (const std::string error = reader.ioError(); !error.empty())
        return unexpected((path == "-" ? std::string("<stdin>") : path) + ": " + error);
    return added;
}

void keepRandomSubset(std::vector<TexelSample>& samples, std::size_t count, std::uint64_t seed) {
    if (samples.size() <= count) return;
    // Selection sampling (Knuth, TAOCP 3.4.2, Algorithm S): each sample in turn is kept with the
    // probability (still wanted) / (still left), which keeps exactly `count` and keeps the order.
    std::mt19937_64 random(seed);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < samples.size() && kept < count; ++i) {
        const double left = double(samples.size() - i);
        if (uniform(random) * left < double(count - kept)) samples[kept++] = samples[i];
    }
    samples.resize(kept);
}

// ---------------------------------------------------------------------------------------------
// The tuned weights.

namespace {

bool isSelected(const std::string& name, WeightSelection selection) {
    switch (selection) {
    case WeightSelection::All: return !name.starts_with("phase.") && name != "tempo";
    case WeightSelection::PieceSquare: return name.starts_with("pst.");
    case WeightSelection::Terms:
        return !name.starts_with("material.") && !name.starts_with("pst.") &&
               !name.starts_with("phase.") && name != "tempo";
    case WeightSelection::PhoenixTables: break; // phoenix.h's genes: selectWeights()
    }
    return false;
}

} // namespace

std::vector<int> selectWeights(WeightSelection selection) {
    search::EvalWeights weights = search::defaultWeights();
    if (selection == WeightSelection::PhoenixTables) {
        std::vector<std::string> names;
        for (const search::WeightRef& gene : phoenixGenes(weights)) names.push_back(gene.name);
        return *selectWeights(names);
    }
    const std::vector<search::WeightRef> refs = search::namedWeights(weights);
    std::vector<int> tuned;
    for (std::size_t i = 0; i < refs.size(); ++i)
        if (isSelected(refs[i].name, selection)) tuned.push_back(int(i));
    return tuned;
}

Expected<std::vector<int>, std::string> selectWeights(const std::vector<std::string>& names) {
    search::EvalWeights weights = search::defaultWeights();
    const std::vector<search::WeightRef> refs = search::namedWeights(weights);
    std::map<std::string, int, std::less<>> byName;
    for (std::size_t i = 0; i < refs.size(); ++i) byName.emplace(refs[i].name, int(i));
    std::vector<int> tuned;
    for (const std::string& name : names) {
        const auto found = byName.find(name);
        if (found == byName.end()) return unexpected("unknown weight '" + name + "'");
        tuned.push_back(found->second);
    }
    return tuned;
}

std::vector<double> tunedValues(const search::EvalWeights& weights, const std::vector<int>& tuned) {
    search::EvalWeights copy = weights;
    const std::vector<search::WeightRef> refs = search::namedWeights(copy);
    std::vector<double> values;
    values.reserve(tuned.size());
    for (const int i : tuned) values.push_back(*refs[std::size_t(i)].value);
    return values;
}

search::EvalWeights withTunedValues(const search::EvalWeights& start, const std::vector<int>& tuned,
                                    const std::vector<double>& values) {
    search::EvalWeights weights = start;
    const std::vector<search::WeightRef> refs = search::namedWeights(weights);
    for (std::size_t i = 0; i < tuned.size(); ++i)
        *refs[std::size_t(tuned[i])].value = int(
            std::clamp<long>(std::lround(values[i]), -search::WeightLimit, search::WeightLimit));
    return weights;
}

// ---------------------------------------------------------------------------------------------
// Features.

int whiteEvaluation(const Position& pos, const search::EvalWeights& weights) {
    const int value = search::evaluate(pos, weights);
    return pos.sideToMove() == White ? value : -value;
}

double FeatureSet::evaluation(std::size_t j, const std::vector<double>& values) const {
    double e = base_[j];
    for (const Feature& f : features(j)) e += double(f.coefficient) * values[f.weight];
    return e;
}

void FeatureSet::append(double result, double base, std::span<const Feature> features) {
    entries_.insert(entries_.end(), features.begin(), features.end());
    start_.push_back(entries_.size());
    base_.push_back(base);
    result_.push_back(float(result));
}

void FeatureSet::append(const FeatureSet& other) {
    for (std::size_t j = 0; j < other.size(); ++j)
        append(other.result(j), other.base(j), other.features(j));
}

namespace {

// The features of one sample: each tuned weight moved by FiniteDifferenceStep in turn (in
// `weights`, whose tuned values are `refs`), the evaluation's change per centipawn. Returns the
// base, the evaluation less the tuned weights' part.
double measureSample(const TexelSample& sample, search::EvalWeights& weights,
                     const std::vector<int*>& refs, Position& pos, std::vector<Feature>& out) {
    out.clear();
    sample.position.setUp(pos);
    const int evaluation = whiteEvaluation(pos, weights);
    double base = evaluation;
    for (std::size_t i = 0; i < refs.size(); ++i) {
        int& value = *refs[i];
        value += FiniteDifferenceStep;
        const int moved = whiteEvaluation(pos, weights);
        value -= FiniteDifferenceStep;
        if (moved == evaluation) continue;
        const double coefficient = double(moved - evaluation) / FiniteDifferenceStep;
        out.push_back({std::uint16_t(i), float(coefficient)});
        base -= coefficient * value;
    }
    return base;
}

} // namespace

FeatureSet measureFeatures(std::span<const TexelSample> samples, const search::EvalWeights& weights,
                           const std::vector<int>& tuned, int threads,
                           const std::atomic<bool>* stop,
                           const std::function<void(std::size_t done)>& progress) {
    std::vector<FeatureSet> chunks(FeatureChunks);
    std::mutex progressMutex;
    std::size_t done = 0;
    forEachChunk(samples.size(), FeatureChunks, threads,
                 [&](int chunk, std::size_t begin, std::size_t end) {
                     search::EvalWeights own = weights;
                     const std::vector<search::WeightRef> named = search::namedWeights(own);
                     std::vector<int*> refs;
                     for (const int i : tuned) refs.push_back(named[std::size_t(i)].value);
                     Position pos;
                     std::vector<Feature> features;
                     FeatureSet& set = chunks[std::size_t(chunk)];
                     for (std::size_t j = begin; j < end && !(stop && *stop); ++j) {
                         const double base = measureSample(samples[j], own, refs, pos, features);
                         set.append(samples[j].result, base, features);
                     }
                     const std::lock_guard lock(progressMutex);
                     done += set.size();
                     if (progress) progress(done);
                 });
    FeatureSet all = std::move(chunks[0]);
    for (std::size_t c = 1; c < chunks.size(); ++c) all.append(chunks[c]);
    return all;
}

// ---------------------------------------------------------------------------------------------
// The fit.

double winProbability(double k, double evaluation) {
    return 1.0 / (1.0 + std::exp(-logisticSlope(k) * evaluation));
}

namespace {

// The linear model's evaluation of every sample.
std::vector<double> evaluations(const FeatureSet& set, const std::vector<double>& values,
                                int threads) {
    std::vector<double> e(set.size());
    forEachChunk(set.size(), SumChunks, threads, [&](int, std::size_t begin, std::size_t end) {
        for (std::size_t j = begin; j < end; ++j) e[j] = set.evaluation(j, values);
    });
    return e;
}

double meanSquaredError(const FeatureSet& set, const std::vector<double>& e, double k) {
    double sum = 0.0;
    for (std::size_t j = 0; j < set.size(); ++j) {
        const double error = set.result(j) - winProbability(k, e[j]);
        sum += error * error;
    }
    return set.size() > 0 ? sum / double(set.size()) : 0.0;
}

// The mean squared error at `values` and its gradient: d/dw_i of mean (P_j - y_j)^2 is
// mean 2 (P_j - y_j) P_j (1 - P_j) s c_ji, s being the logistic slope (the model is linear in
// the weights, so dE_j/dw_i = c_ji).
double errorAndGradient(const FeatureSet& set, const std::vector<double>& values, double k,
                        int threads, std::vector<double>& gradient) {
    struct Partial {
        double error = 0.0;
        std::vector<double> gradient;
    };
    std::vector<Partial> partials(SumChunks);
    const double slope = logisticSlope(k);
    forEachChunk(set.size(), SumChunks, threads,
                 [&](int chunk, std::size_t begin, std::size_t end) {
                     Partial& partial = partials[std::size_t(chunk)];
                     partial.gradient.assign(values.size(), 0.0);
                     for (std::size_t j = begin; j < end; ++j) {
                         const double p = winProbability(k, set.evaluation(j, values));
                         const double error = p - set.result(j);
                         partial.error += error * error;
                         const double factor = 2.0 * error * p * (1.0 - p) * slope;
                         for (const Feature& f : set.features(j))
                             partial.gradient[f.weight] += factor * double(f.coefficient);
                     }
                 });
    const double n = double(std::max<std::size_t>(set.size(), 1));
    double error = 0.0;
    gradient.assign(values.size(), 0.0);
    for (const Partial& partial : partials) {
        error += partial.error;
        for (std::size_t i = 0; i < gradient.size(); ++i) gradient[i] += partial.gradient[i];
    }
    for (double& g : gradient) g /= n;
    return error / n;
}

double learningRateAt(const FitSettings& settings, int iteration) {
    if (settings.iterations <= 1) return settings.learningRate;
    const double progress = double(iteration - 1) / double(settings.iterations - 1);
    return settings.learningRate *
           std::pow(settings.finalLearningRate / settings.learningRate, progress);
}

// Adam (Kingma and Ba 2015, algorithm 1) with its bias correction; the weights stay within the
// limits of a weights file.
class Adam {
public:
    Adam(const FitSettings& settings, std::size_t size)
        : settings_(settings)
        , m_(size, 0.0)
        , v_(size, 0.0) {}

    void step(std::vector<double>& values, const std::vector<double>& gradient, double rate) {
        ++t_;
        const double correction1 = 1.0 - std::pow(settings_.beta1, t_);
        const double correction2 = 1.0 - std::pow(settings_.beta2, t_);
        for (std::size_t i = 0; i < values.size(); ++i) {
            m_[i] = settings_.beta1 * m_[i] + (1.0 - settings_.beta1) * gradient[i];
            v_[i] = settings_.beta2 * v_[i] + (1.0 - settings_.beta2) * gradient[i] * gradient[i];
            const double m = m_[i] / correction1;
            const double v = v_[i] / correction2;
            values[i] -= rate * m / (std::sqrt(v) + settings_.epsilon);
            values[i] = std::clamp<double>(values[i], -search::WeightLimit, search::WeightLimit);
        }
    }

private:
    FitSettings settings_;
    std::vector<double> m_, v_;
    int t_ = 0;
};

} // namespace

double meanSquaredError(const FeatureSet& set, const std::vector<double>& values, double k,
                        int threads) {
    return meanSquaredError(set, evaluations(set, values, threads), k);
}

double meanSquaredError(std::span<const TexelSample> samples, const search::EvalWeights& weights,
                        double k, int threads) {
    std::vector<double> sums(SumChunks, 0.0);
    forEachChunk(samples.size(), SumChunks, threads,
                 [&](int chunk, std::size_t begin, std::size_t end) {
                     Position pos;
                     for (std::size_t j = begin; j < end; ++j) {
                         samples[j].position.setUp(pos);
                         const double p = winProbability(k, whiteEvaluation(pos, weights));
                         const double error = samples[j].result - p;
                         sums[std::size_t(chunk)] += error * error;
                     }
                 });
    double sum = 0.0;
    for (const double s : sums) sum += s;
    return samples.empty() ? 0.0 : sum / double(samples.size());
}

double fitScale(const FeatureSet& set, const std::vector<double>& values, int threads) {
    const std::vector<double> e = evaluations(set, values, threads);
    const auto error = [&](double k) { return meanSquaredError(set, e, k); };
    // Golden-section search: the bracket shrinks by 0.618 per step, to a width of 1e-7.
    const double ratio = (std::sqrt(5.0) - 1.0) / 2.0;
    double low = 0.01, high = 10.0;
    double a = high - ratio * (high - low), b = low + ratio * (high - low);
    double errorA = error(a), errorB = error(b);
    while (high - low > 1e-7) {
        if (errorA < errorB) {
            high = b;
            b = a;
            errorB = errorA;
            a = high - ratio * (high - low);
            errorA = error(a);
        } else {
            low = a;
            a = b;
            errorA = errorB;
            b = low + ratio * (high - low);
            errorB = error(b);
        }
    }
    return (low + high) / 2.0;
}

std::vector<double> weightedPositionCounts(const FeatureSet& set, std::size_t weights) {
    std::vector<double> counts(weights, 0.0);
    for (std::size_t j = 0; j < set.size(); ++j)
        for (const Feature& f : set.features(j)) counts[f.weight] += std::abs(f.coefficient);
    return counts;
}

FitResult fitWeights(const FeatureSet& training, std::vector<double> start, double k,
                     const FitSettings& settings, const std::atomic<bool>* stop,
                     const std::function<void(const IterationReport&)>& progress) {
    FitResult best{start, std::numeric_limits<double>::infinity(), 0, false, 0};
    const std::vector<double> origin = start;
    std::vector<double> values = std::move(start);
    // The ridge penalty ridge * sum of (w_i - origin_i)^2, added to the error that the best
    // weights are chosen by, and its gradient to the error's.
    const auto penalty = [&](const std::vector<double>& at) {
        double sum = 0.0;
        for (std::size_t i = 0; i < at.size(); ++i)
            sum += (at[i] - origin[i]) * (at[i] - origin[i]);
        return settings.ridge * sum;
    };
    double bestObjective = std::numeric_limits<double>::infinity();
    std::vector<double> gradient;
    Adam adam(settings, values.size());
    // A frozen weight's gradient is taken as zero: Adam then never moves it.
    std::vector<std::size_t> frozen;
    const std::vector<double> counts = weightedPositionCounts(training, values.size());
    for (std::size_t i = 0; i < counts.size(); ++i)
        if (counts[i] > 0 && counts[i] < settings.minPositions) frozen.push_back(i);
    best.frozen = int(frozen.size());
    for (int iteration = 1; iteration <= settings.iterations; ++iteration) {
        if (stop && *stop) {
            best.stopped = true;
            return best;
        }
        const double error = errorAndGradient(training, values, k, settings.threads, gradient);
        for (std::size_t i = 0; i < values.size(); ++i)
            gradient[i] += 2.0 * settings.ridge * (values[i] - origin[i]);
        for (const std::size_t i : frozen) gradient[i] = 0.0;
        if (const double objective = error + penalty(values); objective < bestObjective) {
            best.values = values;
            best.meanSquaredError = error;
            bestObjective = objective;
        }
        const double rate = learningRateAt(settings, iteration);
        if (progress) progress({iteration, error, rate});
        adam.step(values, gradient, rate);
        best.iterations = iteration;
    }
    // The last step's weights have not been measured yet.
    if (const double error = meanSquaredError(training, values, k, settings.threads);
        error + penalty(values) < bestObjective) {
        best.values = values;
        best.meanSquaredError = error;
    }
    return best;
}

} // namespace kibitz::tuning
