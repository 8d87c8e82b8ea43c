#pragma once

// A run of Phoenix's tuner, generation by generation, and everything that a run keeps between
// two sessions: its settings, the population about to be scored, the random generator's state,
// the thesis's stop counters. The state is text (formatState / parseState), saved after every
// generation, so that a run stopped with Ctrl+C (or a crash) resumes where the last finished
// generation left it and goes on exactly as it would have without the stop.
//
// The database of a generation: the best chromosome of each niche (nicheLeaders), best first, as
// sets of weights in one file (search::parseWeights reads its first set: the one the engine
// plays with, docs/tuning.md).

#include "phoenix.h"
#include "selfplay.h"
#include "util/expected.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::tuning {

struct PhoenixSettings {
    GeneticSettings genetic;
    int gamesPerPair = 4;       // an even number: each opening twice, colours swapped
    std::uint64_t nodes = 2000; // a move
    std::uint64_t seed = 1;
    long nicheRadius = 640 * 10; // a niche: within 10 cp a gene on average of its leader
    int maxGenerations = 1000;   // the thesis's first stop condition
    bool operator==(const PhoenixSettings&) const;
};

struct PhoenixState {
    PhoenixSettings settings;
    int generation = 0;                 // generations finished
    std::size_t nextOpening = 0;        // where the next round robin's openings start
    std::string random;                 // the generator's state (operator<< of std::mt19937_64)
    std::vector<Chromosome> population; // the generation to be scored next
    Chromosome lastBest;                // the best of the last scored generation
    int bestUnchanged = 0;              // generations in a row with the same best chromosome
    int bestSettled = 0;                // generations in a row whose best changed less than 1%
};

// The thesis's stop conditions: 1000 generations (maxGenerations); the best the same for 10
// generations; the best changing in less than 1% of its genes for 20.
enum class StopReason { None, Generations, BestUnchanged, BestSettled };
StopReason stopReason(const PhoenixState& state);
const char* describe(StopReason reason);

struct GenerationRecord {
    int generation = 0;        // 1 for the first
    std::vector<double> score; // per chromosome: points per game
    std::size_t best = 0;      // index of the best
    double mean = 0.0;
    double worst = 0.0;
    int games = 0;
    std::vector<std::size_t> niches; // the leaders, best first
    std::vector<Chromosome> scored;  // the population that played
    Breeding breeding;
};

PhoenixState startPhoenix(const PhoenixSettings& settings);

// Scores the population in a round robin (the openings taken in turn), breeds the next one and
// updates the counters. nullopt when `stop` was set: the state is then unchanged.
std::optional<GenerationRecord> runGeneration(PhoenixState& state,
                                              const std::vector<engines::Opening>& openings,
                                              int threads, const std::atomic<bool>& stop,
                                              const std::function<void(int, int)>& progress = {});

std::string formatState(const PhoenixState& state);
Expected<PhoenixState, std::string> parseState(std::string_view text, const std::string& source);

// The niche leaders of a scored generation as a weights database (the built-in weights besides
// the tables), with a header line per set: `[niche K] score S generation G`.
std::string formatDatabase(const GenerationRecord& record);

} // namespace kibitz::tuning
