#pragma once

// Phoenix's genetic algorithm (the thesis "Phoenix: A Self-Learning Chess Engine", seed 002,
// Chapter 4) with multi-niche crowding (MNC, Cedeño, Vemuri and Slezak). A chromosome is the ten
// piece-square tables the thesis tunes (Table 4.2; 640 numbers), its fitness its points in a round
// robin among the population (selfplay.h). Similarity is the phenotypic distance: the sum over the
// genes of the absolute difference, in centipawns.
//
// One generation (docs/tuning.md says where it departs from the thesis and why):
//   1. The round robin gives every chromosome its fitness.
//   2. The elites (the best two) are kept as they are, and are never replaced in this generation.
//   3. Offspring are made in pairs until there are `offspring` of them. The first parent is taken
//      in turn from a shuffled order of the population (MNC's crowding selection); its mate is the
//      most similar of `mateGroup` others drawn at random, with replacement. With probability
//      `crossoverRate` the two are cut at one random point and their tails swapped, else copied.
//      Each gene of a child then mutates with probability `mutationRate`, by a random step of at
//      most ±mutationStep.
//   4. Each child replaces the worst among the most similar: of `replacementGroups` groups of
//      `replacementGroupSize` chromosomes drawn at random, with replacement, from those still
//      replaceable (not an elite, not a child of this generation), the one most similar to the
//      child in each group; of those, the one of lowest fitness.

#include "search/evaluate.h"
#include "search/weightsfile.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace kibitz::tuning {

using Chromosome = std::vector<int>;
using Random = std::mt19937_64;

// The genes: the ten tables in the order of the thesis's Table 4.2 (pawn mg, pawn eg, rook mg,
// knight mg, knight eg, bishop mg, bishop eg, queen mg, king mg, king eg), squares a1 ... h8.
inline constexpr std::size_t GeneCount = 640;
std::vector<search::WeightRef> phoenixGenes(search::EvalWeights& w);
Chromosome chromosomeOf(const search::EvalWeights& w);
// `base` with the chromosome's tables in place of its own.
search::EvalWeights weightsOf(const Chromosome& c,
                              const search::EvalWeights& base = search::defaultWeights());

struct GeneticSettings {
    int population = 20; // the thesis's
    int elites = 2;      // the winner and the runner-up, as in the thesis
    int offspring = 18;  // a generation's children: the thesis's 18
    double crossoverRate = 0.8;
    double mutationRate = 0.02;
    int mutationStep = 20;        // centipawns
    int initialSpread = 20;       // the first population: the built-in tables, ± this at random
    int mateGroup = 3;            // MNC's C_s
    int replacementGroups = 3;    // MNC's C_f
    int replacementGroupSize = 3; // MNC's s
};

// The sum of the absolute differences of the genes.
long distance(const Chromosome& a, const Chromosome& b);

// Single-point crossover: the children take a's genes before `point` and b's from it on, and the
// other way round. 0 < point < size.
std::pair<Chromosome, Chromosome> crossover(const Chromosome& a, const Chromosome& b,
                                            std::size_t point);
// Each gene, with probability `rate`, moves by a uniform random step in [-step, step] (0
// included); kept within ±search::WeightLimit. Returns how many genes were drawn to mutate.
int mutate(Chromosome& c, double rate, int step, Random& random);

// MNC's crowding selection: the mate of population[a], the most similar to it of `group`
// chromosomes drawn at random with replacement from the others (the first drawn wins a tie).
std::size_t crowdingMate(const std::vector<Chromosome>& population, std::size_t a, int group,
                         Random& random);
// MNC's replacement, worst among the most similar: the index of the chromosome `child` replaces,
// drawn from `candidates` (indices into population), with `fitness` per chromosome.
std::size_t worstAmongMostSimilar(const std::vector<Chromosome>& population,
                                  const std::vector<double>& fitness,
                                  const std::vector<std::size_t>& candidates,
                                  const Chromosome& child, int groups, int groupSize,
                                  Random& random);

// The first population: the built-in tables, then population - 1 chromosomes with every gene
// moved by a uniform random step of at most ±initialSpread from them.
std::vector<Chromosome> initialPopulation(const GeneticSettings& settings, Random& random);

// What one generation did, for the log and the tests.
struct Breeding {
    std::vector<std::size_t> elites;
    std::vector<std::size_t> replaced; // the slots that took children, in the order made
    int crossovers = 0;
    int mutations = 0;
};

// Steps 2 to 4 above: breeds the next generation in place from `fitness` (step 1's points).
Breeding breed(std::vector<Chromosome>& population, const std::vector<double>& fitness,
               const GeneticSettings& settings, Random& random);

// The niches of a population, for the database: the chromosomes in order of fitness (best
// first), each joining the niche of a leader within `radius` of it or else leading a new one.
// The result is the leaders' indices, best first.
std::vector<std::size_t> nicheLeaders(const std::vector<Chromosome>& population,
                                      const std::vector<double>& fitness, long radius);

} // namespace kibitz::tuning
