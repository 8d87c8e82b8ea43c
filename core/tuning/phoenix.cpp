#include "phoenix.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace kibitz::tuning {

namespace {

// Table 4.2's order of the tables.
constexpr const char* GeneTables[] = {"pst.pawn.",   "pst.pawn.",   "pst.rook.",   "pst.knight.",
                                      "pst.knight.", "pst.bishop.", "pst.bishop.", "pst.queen.",
                                      "pst.king.",   "pst.king."};
constexpr const char* GenePhases[] = {".mg", ".eg", ".mg", ".mg", ".eg",
                                      ".mg", ".eg", ".mg", ".mg", ".eg"};

std::size_t uniformIndex(std::size_t size, Random& random) {
    return std::uniform_int_distribution<std::size_t>(0, size - 1)(random);
}

} // namespace

std::vector<search::WeightRef> phoenixGenes(search::EvalWeights& w) {
    std::vector<search::WeightRef> all = search::namedWeights(w);
    std::vector<search::WeightRef> genes;
    genes.reserve(GeneCount);
    for (std::size_t table = 0; table < std::size(GeneTables); ++table)
        for (const search::WeightRef& ref : all)
            if (ref.name.starts_with(GeneTables[table]) && ref.name.ends_with(GenePhases[table]))
                genes.push_back(ref);
    return genes;
}

Chromosome chromosomeOf(const search::EvalWeights& w) {
    search::EvalWeights copy = w;
    Chromosome c;
    c.reserve(GeneCount);
    for (const search::WeightRef& gene : phoenixGenes(copy)) c.push_back(*gene.value);
    return c;
}

search::EvalWeights weightsOf(const Chromosome& c, const search::EvalWeights& base) {
    search::EvalWeights w = base;
    const std::vector<search::WeightRef> genes = phoenixGenes(w);
    for (std::size_t k = 0; k < genes.size() && k < c.size(); ++k) *genes[k].value = c[k];
    return w;
}

long distance(const Chromosome& a, const Chromosome& b) {
    long sum = 0;
    for (std::size_t k = 0; k < a.size() && k < b.size(); ++k) sum += std::abs(a[k] - b[k]);
    return sum;
}

std::pair<Chromosome, Chromosome> crossover(const Chromosome& a, const Chromosome& b,
                                            std::size_t point) {
    Chromosome first(a.begin(), a.begin() + long(point));
    first.insert(first.end(), b.begin() + long(point), b.end());
    Chromosome second(b.begin(), b.begin() + long(point));
    second.insert(second.end(), a.begin() + long(point), a.end());
    return {std::move(first), std::move(second)};
}

int mutate(Chromosome& c, double rate, int step, Random& random) {
    std::bernoulli_distribution drawn(rate);
    std::uniform_int_distribution<int> by(-step, step);
    int count = 0;
    for (int& gene : c) {
        if (!drawn(random)) continue;
        gene = std::clamp(gene + by(random), -search::WeightLimit, search::WeightLimit);
        ++count;
    }
    return count;
}

std::size_t crowdingMate(const std::vector<Chromosome>& population, std::size_t a, int group,
                         Random& random) {
    std::size_t best = a;
    long bestDistance = 0;
    for (int k = 0; k < group; ++k) {
        // One of the others: an index drawn from all but a.
        std::size_t m = uniformIndex(population.size() - 1, random);
        if (m >= a) ++m;
        const long d = distance(population[a], population[m]);
        if (best == a || d < bestDistance) {
            best = m;
            bestDistance = d;
        }
    }
    return best;
}

std::size_t worstAmongMostSimilar(const std::vector<Chromosome>& population,
                                  const std::vector<double>& fitness,
                                  const std::vector<std::size_t>& candidates,
                                  const Chromosome& child, int groups, int groupSize,
                                  Random& random) {
    std::size_t chosen = candidates.front();
    bool haveChosen = false;
    for (int g = 0; g < groups; ++g) {
        std::size_t similar = 0;
        long similarDistance = 0;
        for (int k = 0; k < groupSize; ++k) {
            const std::size_t i = candidates[uniformIndex(candidates.size(), random)];
            const long d = distance(child, population[i]);
            if (k == 0 || d < similarDistance) {
                similar = i;
                similarDistance = d;
            }
        }
        if (!haveChosen || fitness[similar] < fitness[chosen]) {
            chosen = similar;
            haveChosen = true;
        }
    }
    return chosen;
}

std::vector<Chromosome> initialPopulation(const GeneticSettings& settings, Random& random) {
    const Chromosome builtIn = chromosomeOf(search::defaultWeights());
    std::vector<Chromosome> population{builtIn};
    std::uniform_int_distribution<int> by(-settings.initialSpread, settings.initialSpread);
    while (int(population.size()) < settings.population) {
        Chromosome c = builtIn;
        for (int& gene : c) gene += by(random);
        population.push_back(std::move(c));
    }
    return population;
}

Breeding breed(std::vector<Chromosome>& population, const std::vector<double>& fitness,
               const GeneticSettings& settings, Random& random) {
    Breeding log;
    const std::size_t n = population.size();
    std::vector<std::size_t> byFitness(n);
    std::iota(byFitness.begin(), byFitness.end(), std::size_t(0));
    // Best first; a tie goes to the lower index, so the order is the same on every machine.
    std::stable_sort(byFitness.begin(), byFitness.end(),
                     [&](std::size_t a, std::size_t b) { return fitness[a] > fitness[b]; });
    log.elites.assign(byFitness.begin(),
                      byFitness.begin() + std::min<long>(settings.elites, long(n)));

    std::vector<bool> replaceable(n, true);
    for (const std::size_t e : log.elites) replaceable[e] = false;

    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::shuffle(order.begin(), order.end(), random);
    std::size_t nextParent = 0;
    std::uniform_real_distribution<double> unit(0.0, 1.0);

    // The parents are the generation that was scored: a child takes a slot at once, but never
    // becomes a parent in the generation it was born in.
    const std::vector<Chromosome> parents = population;
    int made = 0;
    while (made < settings.offspring) {
        std::vector<std::size_t> candidates;
        for (std::size_t i = 0; i < n; ++i)
            if (replaceable[i]) candidates.push_back(i);
        if (candidates.empty()) break;

        const std::size_t a = order[nextParent++ % n];
        const std::size_t m = crowdingMate(parents, a, settings.mateGroup, random);
        std::pair<Chromosome, Chromosome> children{parents[a], parents[m]};
        if (unit(random) < settings.crossoverRate) {
            const std::size_t genes = parents[a].size();
            children = crossover(parents[a], parents[m],
                                 std::uniform_int_distribution<std::size_t>(1, genes - 1)(random));
            ++log.crossovers;
        }
        for (Chromosome* child : {&children.first, &children.second}) {
            if (made == settings.offspring) break;
            log.mutations += mutate(*child, settings.mutationRate, settings.mutationStep, random);
            candidates.clear();
            for (std::size_t i = 0; i < n; ++i)
                if (replaceable[i]) candidates.push_back(i);
            if (candidates.empty()) break;
            const std::size_t slot = worstAmongMostSimilar(population, fitness, candidates, *child,
                                                           settings.replacementGroups,
                                                           settings.replacementGroupSize, random);
            population[slot] = std::move(*child);
            replaceable[slot] = false;
            log.replaced.push_back(slot);
            ++made;
        }
    }
    return log;
}

std::vector<std::size_t> nicheLeaders(const std::vector<Chromosome>& population,
                                      const std::vector<double>& fitness, long radius) {
    std::vector<std::size_t> byFitness(population.size());
    std::iota(byFitness.begin(), byFitness.end(), std::size_t(0));
    std::stable_sort(byFitness.begin(), byFitness.end(),
                     [&](std::size_t a, std::size_t b) { return fitness[a] > fitness[b]; });
    std::vector<std::size_t> leaders;
    for (const std::size_t i : byFitness) {
        const bool joins = std::any_of(leaders.begin(), leaders.end(), [&](std::size_t leader) {
            return distance(population[i], population[leader]) <= radius;
        });
        if (!joins) leaders.push_back(i);
    }
    return leaders;
}

} // namespace kibitz::tuning
