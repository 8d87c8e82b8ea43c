#pragma once

// Texel tuning: the evaluation's weights fitted to the results of real games.
//
// Every quiet main-line position of a game is a sample labelled with the game's result (1, 0.5, 0
// for White). The model says that White scores P = 1 / (1 + 10^(-K * E / 400)), E being the
// evaluation from White's side; the tuner first fits the scale K on the starting weights, then
// moves the weights to minimise the mean squared error between the results and P (Adam, with the
// analytic gradient). The evaluation is linearised around the starting weights by finite
// differences of evaluate() itself, so the tuner knows nothing of how the evaluation is computed:
// E(w) = base + sum of c_i * w_i, where c_i is how much one centipawn of weight i moves the
// evaluation of that position.

#include "chess/position.h"
#include "pgn/game.h"
#include "pgn/reader.h"
#include "search/evaluate.h"
#include "util/expected.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <unordered_set>
#include <vector>

namespace kibitz::tuning {

// ---------------------------------------------------------------------------------------------
// Samples: quiet positions of games, with the games' results.

// A position as evaluate() sees it: the pieces and the side to move (the evaluation reads no
// castling rights, en passant square or clocks). 33 bytes instead of a Position with its history,
// so that millions of them fit in memory.
class PackedPosition {
public:
    PackedPosition() = default;
    explicit PackedPosition(const chess::Position& pos);
    // Sets `pos` up with these pieces and side to move (no castling, no en passant).
    void setUp(chess::Position& pos) const;
    chess::Color sideToMove() const { return sideToMove_; }

private:
    std::array<std::uint8_t, 32> squares_{}; // two squares a byte: a chess::Piece a nibble
    chess::Color sideToMove_ = chess::White;
};

struct TexelSample {
    PackedPosition position;
    double result = 0.5;  // White's score in the game (or a soft label: any number from 0 to 1)
    bool heldOut = false; // from a game kept for measuring, not for fitting
};

struct SamplingSettings {
    int bookPlies = 8;     // the positions before this ply are skipped (the opening book)
    int heldOutEvery = 10; // every N-th game with a result is held out; 0: none
    // A game with the same start, moves and result as one read before is skipped: collections
    // of players' games overlap (a world championship match is in both players' files), and a
    // game in both the fitted and the held-out positions would flatter the held-out figures.
    bool skipDuplicates = true;
};

struct SamplingCounts {
    std::int64_t games = 0;              // every game read
    std::int64_t gamesWithError = 0;     // not readable to the end: skipped
    std::int64_t gamesWithoutResult = 0; // '*': skipped
    std::int64_t gamesDuplicate = 0;     // the same as a game before: skipped
    std::int64_t gamesHeldOut = 0;       // games whose positions are held out
    std::int64_t positions = 0;          // main-line positions of the games used, the start too
    std::int64_t inBook = 0;             // before SamplingSettings::bookPlies
    std::int64_t inCheck = 0;            // the side to move is in check
    std::int64_t notQuiet = 0;           // the side to move has a winning capture or promotion
    std::int64_t kept = 0;               // the samples: positions - inBook - inCheck - notQuiet
    std::int64_t keptHeldOut = 0;        // of them from held-out games
};

// White's score in a finished game: 1, 0.5 or 0; nothing for an unfinished one ('*').
std::optional<double> whiteScore(const pgn::Game& game);

// Whether the static evaluation of a position (the side to move not in check) can be taken at
// face value: the side to move has no capture or promotion that wins material by static exchange
// (SEE > 0). A pending recapture, a hanging piece or a pawn about to queen would otherwise label
// with the game's result an evaluation that is about to change by a piece.
bool isQuiet(const chess::Position& pos);

// Collects the samples of games: every position of a game's main line from bookPlies on, except
// those in check and those that are not quiet (isQuiet), labelled with the game's result. Games
// with an error or without a result give none, nor do duplicates (SamplingSettings).
class GameSampler {
public:
    explicit GameSampler(const SamplingSettings& settings = {})
        : settings_(settings) {}

    // Adds the samples of one game; returns how many.
    std::int64_t addGame(const pgn::Game& game, const pgn::GameReport& report);
    // Every game of a file ("-": standard input). `afterGame` sees each game's report (to say
    // where an error is, to show progress). Reading stops early, without an error, when `stop`
    // becomes true. The error names the file and says why it could not be read.
    Expected<std::int64_t, std::string>
    addFile(const std::string& path,
            const std::function<void(const pgn::GameReport&)>& afterGame = {},
            const std::atomic<bool>* stop = nullptr);

    std::vector<TexelSample>& samples() { return samples_; }
    const SamplingCounts& counts() const { return counts_; }

private:
    SamplingSettings settings_;
    SamplingCounts counts_;
    std::vector<TexelSample> samples_;
    std::int64_t gamesWithResult_ = 0;
    std::unordered_set<std::uint64_t> gameKeys_; // of the games used, for skipDuplicates
};

// Keeps `count` of the samples, chosen at random from `seed` (the same on every platform), in
// their order. Nothing changes when there are no more than `count`.
void keepRandomSubset(std::vector<TexelSample>& samples, std::size_t count, std::uint64_t seed);

// ---------------------------------------------------------------------------------------------
// The weights tuned.

enum class WeightSelection {
    // Every weight but the phase weights (which enter the evaluation non-linearly) and the tempo: a
    // term for the search's sake (the move in hand at a stand-pat), which the results of quiet
    // positions do not see, so that fitting it weakens the engine (docs/tuning.md).
    All,
    PieceSquare, // the piece-square tables alone
    // The ten piece-square tables of the Phoenix thesis's chromosome (its Table 4.2):
    // phoenixGenes() of tuning/phoenix.h, every table but the rook's and the queen's endgame ones.
    PhoenixTables,
    // The terms beside material and placement: mobility, pawn structure, the bishop pair, king
    // safety, rooks on open files, knight outposts and threats (a few dozen weights, each seen in
    // most positions).
    Terms,
};

// The tuned weights by their place in search::namedWeights(), in that order.
std::vector<int> selectWeights(WeightSelection selection);
// The weights whose names are given, by their place in search::namedWeights(); an unknown name is
// an error that says so.
Expected<std::vector<int>, std::string> selectWeights(const std::vector<std::string>& names);

// The values of the tuned weights of `weights`, in the order of `tuned`.
std::vector<double> tunedValues(const search::EvalWeights& weights, const std::vector<int>& tuned);
// `start` with the tuned weights set to `values`, rounded to whole centipawns and kept within
// ±search::WeightLimit.
search::EvalWeights withTunedValues(const search::EvalWeights& start, const std::vector<int>& tuned,
                                    const std::vector<double>& values);

// ---------------------------------------------------------------------------------------------
// The linearised evaluation of the samples.

// evaluate() from White's point of view (its tempo counts for the side to move).
int whiteEvaluation(const chess::Position& pos, const search::EvalWeights& weights);

// How far a weight is moved to measure its coefficient. The evaluation truncates twice, once
// after quartering the endgame score of a drawish ending and once after blending by the phase
// (out of 24): a step of 4 * 24 moves both sums by whole multiples of the divisors, so the
// difference is exact, not blurred by up to a centipawn.
inline constexpr int FiniteDifferenceStep = 96;

// One non-zero coefficient of a position: the evaluation (White's side) changes by `coefficient`
// per centipawn of tuned weight number `weight` (an index into the tuned list).
struct Feature {
    std::uint16_t weight = 0;
    float coefficient = 0.0f;
};

// The samples as a linear model: E_j(w) = base_j + sum over i of c_ji * w_i, exact at the weights
// the features were measured at.
class FeatureSet {
public:
    std::size_t size() const { return base_.size(); }
    double result(std::size_t j) const { return result_[j]; }
    double base(std::size_t j) const { return base_[j]; }
    std::span<const Feature> features(std::size_t j) const {
        return {entries_.data() + start_[j], entries_.data() + start_[j + 1]};
    }
    std::size_t featureCount() const { return entries_.size(); }
    double evaluation(std::size_t j, const std::vector<double>& values) const;

    void append(double result, double base, std::span<const Feature> features);
    void append(const FeatureSet& other);

private:
    std::vector<std::size_t> start_{0}; // entries of sample j: start_[j] to start_[j + 1]
    std::vector<Feature> entries_;
    std::vector<double> base_;
    std::vector<float> result_;
};

// Measures the features of every sample at `weights`: one evaluation per sample and tuned weight,
// on `threads` threads (the result does not depend on their number). `progress` gets the samples
// done so far (from any thread, one call at a time); `stop` ends the work early, with what is
// done. Needs at most 65,536 tuned weights.
FeatureSet measureFeatures(std::span<const TexelSample> samples, const search::EvalWeights& weights,
                           const std::vector<int>& tuned, int threads,
                           const std::atomic<bool>* stop = nullptr,
                           const std::function<void(std::size_t done)>& progress = {});

// ---------------------------------------------------------------------------------------------
// The fit.

// White's expected score for an evaluation E (White's side): 1 / (1 + 10^(-K * E / 400)).
double winProbability(double k, double evaluation);

// The mean squared error between the results and the model's probabilities.
double meanSquaredError(const FeatureSet& set, const std::vector<double>& values, double k,
                        int threads);
// The same with evaluate() itself (not the linear model) at `weights`.
double meanSquaredError(std::span<const TexelSample> samples, const search::EvalWeights& weights,
                        double k, int threads);

// The K that minimises the mean squared error at `values` (golden-section search from 0.01 to 10:
// a unimodal error curve).
double fitScale(const FeatureSet& set, const std::vector<double>& values, int threads);

struct FitSettings {
    int iterations = 1000;
    // Adam moves every weight by about the learning rate per iteration (centipawns); it falls
    // geometrically from the first to the last value over the iterations, so that the weights
    // first travel, then settle.
    double learningRate = 2.0;
    double finalLearningRate = 0.05;
    double beta1 = 0.9;
    double beta2 = 0.999;
    // Adam's epsilon, next to the root mean square of a gradient of the mean squared error (about
    // 1e-4 per centipawn for a weight of most positions): a weight seen in very few positions moves
    // more slowly than its few positions would push it.
    double epsilon = 1e-8;
    // A weight on which fewer of the fitted positions depend keeps its starting value, the
    // positions counted by their coefficients (weightedPositionCounts). Adam moves a rare weight as
    // fast as a common one, so a piece-square value of a square that a few games visit (a white
    // king on a8, or on e5 before the endgame) would be fitted to those games' results; 0 tunes
    // every weight.
    double minPositions = 0.0;
    // A ridge penalty, ridge * sum of (w_i - start_i)^2 (centipawns squared), added to the mean
    // squared error: the weights move from where they started only as far as the data ask
    // clearly. 0: none.
    double ridge = 0.0;
    int threads = 1;
};

struct IterationReport {
    int iteration = 0;             // 1-based
    double meanSquaredError = 0.0; // before the iteration's step
    double learningRate = 0.0;
};

struct FitResult {
    std::vector<double> values;    // the weights with the least error seen
    double meanSquaredError = 0.0; // theirs (linear model)
    int iterations = 0;            // done
    bool stopped = false;          // by `stop`
    int frozen = 0;                // weights left alone: too few positions (minPositions)
};

// How many of the positions depend on each tuned weight, each counted by the magnitude of its
// coefficient: a position counts once for a piece-square value of one of its pieces, but a
// middlegame value counts for only the middlegame share of the phase blend (a quarter at phase 6
// of 24). A value of the middlegame seen only in endgames is known no better than a rare one.
std::vector<double> weightedPositionCounts(const FeatureSet& set, std::size_t weights);

// Minimises the mean squared error (plus the ridge penalty) over the tuned weights from `start`
// with Adam, each weight kept within ±search::WeightLimit and the rare ones
// (FitSettings::minPositions) left alone. Deterministic whatever the number of threads. `stop` ends
// the fit after the current iteration; the best weights so far are returned.
FitResult fitWeights(const FeatureSet& training, std::vector<double> start, double k,
                     const FitSettings& settings, const std::atomic<bool>* stop = nullptr,
                     const std::function<void(const IterationReport&)>& progress = {});

} // namespace kibitz::tuning
