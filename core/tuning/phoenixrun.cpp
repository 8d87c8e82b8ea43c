#include "phoenixrun.h"

#include "search/weightsfile.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <limits>
#include <map>
#include <numeric>
#include <sstream>

namespace kibitz::tuning {

namespace {

constexpr const char* StateHeading = "# Kibitz Phoenix tuner state, format 1";

// The settings as `name=value` words, in one place for writing and reading.
struct SettingField {
    const char* name;
    std::function<std::string(const PhoenixSettings&)> write;
    std::function<bool(PhoenixSettings&, std::string_view)> read;
};

template <typename T>
bool readNumber(std::string_view text, T& out) {
    if constexpr (std::is_floating_point_v<T>) {
        // from_chars for doubles is in GCC 12's library; the text is our own %.17g.
        const std::string copy(text);
        char* end = nullptr;
        out = std::strtod(copy.c_str(), &end);
        return end == copy.c_str() + copy.size() && !copy.empty();
    } else {
        const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
        return ec == std::errc{} && ptr == text.data() + text.size();
    }
}

std::string exact(double v) {
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", v);
    return text;
}

template <typename T>
SettingField field(const char* name, T PhoenixSettings::*member) {
    return {name, [member](const PhoenixSettings& s) { return std::to_string(s.*member); },
            [member](PhoenixSettings& s, std::string_view v) { return readNumber(v, s.*member); }};
}

template <typename T>
SettingField geneticField(const char* name, T GeneticSettings::*member) {
    return {name,
            [member](const PhoenixSettings& s) {
                if constexpr (std::is_floating_point_v<T>)
                    return exact(s.genetic.*member);
                else
                    return std::to_string(s.genetic.*member);
            },
            [member](PhoenixSettings& s, std::string_view v) {
                return readNumber(v, s.genetic.*member);
            }};
}

const std::vector<SettingField>& settingFields() {
    static const std::vector<SettingField> fields{
        geneticField("population", &GeneticSettings::population),
        geneticField("elites", &GeneticSettings::elites),
        geneticField("offspring", &GeneticSettings::offspring),
        geneticField("crossover", &GeneticSettings::crossoverRate),
        geneticField("mutation", &GeneticSettings::mutationRate),
        geneticField("mutationStep", &GeneticSettings::mutationStep),
        geneticField("initialSpread", &GeneticSettings::initialSpread),
        geneticField("mateGroup", &GeneticSettings::mateGroup),
        geneticField("replacementGroups", &GeneticSettings::replacementGroups),
        geneticField("replacementGroupSize", &GeneticSettings::replacementGroupSize),
        field("gamesPerPair", &PhoenixSettings::gamesPerPair),
        field("nodes", &PhoenixSettings::nodes),
        field("seed", &PhoenixSettings::seed),
        field("nicheRadius", &PhoenixSettings::nicheRadius),
        field("maxGenerations", &PhoenixSettings::maxGenerations),
    };
    return fields;
}

std::string joined(const Chromosome& c) {
    std::string out;
    for (const int gene : c) out += " " + std::to_string(gene);
    return out;
}

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < line.size()) {
        while (at < line.size() && (line[at] == ' ' || line[at] == '\r')) ++at;
        const std::size_t from = at;
        while (at < line.size() && line[at] != ' ' && line[at] != '\r') ++at;
        if (at > from) out.push_back(line.substr(from, at - from));
    }
    return out;
}

long changedGenes(const Chromosome& a, const Chromosome& b) {
    if (a.size() != b.size()) return long(std::max(a.size(), b.size()));
    long n = 0;
    for (std::size_t k = 0; k < a.size(); ++k) n += a[k] != b[k];
    return n;
}

} // namespace

bool PhoenixSettings::operator==(const PhoenixSettings& other) const {
    for (const SettingField& f : settingFields())
        if (f.write(*this) != f.write(other)) return false;
    return true;
}

StopReason stopReason(const PhoenixState& state) {
    if (state.generation >= state.settings.maxGenerations) return StopReason::Generations;
    if (state.bestUnchanged >= 10) return StopReason::BestUnchanged;
    if (state.bestSettled >= 20) return StopReason::BestSettled;
    return StopReason::None;
}

const char* describe(StopReason reason) {
    switch (reason) {
    case StopReason::None: return "";
    case StopReason::Generations: return "the last generation was played";
    case StopReason::BestUnchanged: return "the best chromosome stayed the same for 10 generations";
    case StopReason::BestSettled:
        return "the best chromosome changed in less than 1% of its genes for 20 generations";
    }
    return "";
}

PhoenixState startPhoenix(const PhoenixSettings& settings) {
    PhoenixState state;
    state.settings = settings;
    Random random(settings.seed);
    state.population = initialPopulation(settings.genetic, random);
    std::ostringstream saved;
    saved << random;
    state.random = saved.str();
    return state;
}

std::optional<GenerationRecord> runGeneration(PhoenixState& state,
                                              const std::vector<engines::Opening>& openings,
                                              int threads, const std::atomic<bool>& stop,
                                              const std::function<void(int, int)>& progress) {
    const PhoenixSettings& settings = state.settings;
    std::vector<Weights> players;
    for (const Chromosome& c : state.population)
        players.push_back(std::make_shared<const search::EvalWeights>(weightsOf(c)));
    const std::vector<Pairing> pairings =
        roundRobin(int(players.size()), settings.gamesPerPair, openings.size(), state.nextOpening);
    SelfPlaySettings play;
    play.nodes = settings.nodes;
    const int total = int(pairings.size());
    const TournamentResult result =
        playTournament(players, pairings, openings, play, threads, stop, [&](int finished) {
            if (progress) progress(finished, total);
        });
    if (result.stopped) return std::nullopt;

    GenerationRecord record;
    record.generation = state.generation + 1;
    record.games = result.played;
    record.scored = state.population;
    for (std::size_t k = 0; k < players.size(); ++k)
        record.score.push_back(result.games[k] ? result.points[k] / result.games[k] : 0.0);
    record.best = std::size_t(std::max_element(record.score.begin(), record.score.end()) -
                              record.score.begin());
    record.mean = std::accumulate(record.score.begin(), record.score.end(), 0.0) /
                  double(record.score.size());
    record.worst = *std::min_element(record.score.begin(), record.score.end());
    record.niches = nicheLeaders(state.population, record.score, settings.nicheRadius);

    const Chromosome& best = state.population[record.best];
    const long changed = changedGenes(best, state.lastBest);
    state.bestUnchanged = changed == 0 ? state.bestUnchanged + 1 : 0;
    state.bestSettled = double(changed) < 0.01 * double(best.size()) ? state.bestSettled + 1 : 0;
    state.lastBest = best;

    Random random;
    std::istringstream(state.random) >> random;
    record.breeding = breed(state.population, record.score, settings.genetic, random);
    std::ostringstream saved;
    saved << random;
    state.random = saved.str();
    state.nextOpening =
        openings.empty() ? 0 : (state.nextOpening + pairings.size() / 2) % openings.size();
    state.generation = record.generation;
    return record;
}

std::string formatState(const PhoenixState& state) {
    std::string out = std::string(StateHeading) + "\nsettings";
    for (const SettingField& f : settingFields())
        out += std::string(" ") + f.name + "=" + f.write(state.settings);
    out += "\ngeneration " + std::to_string(state.generation);
    out += "\nnextOpening " + std::to_string(state.nextOpening);
    out += "\nbestUnchanged " + std::to_string(state.bestUnchanged);
    out += "\nbestSettled " + std::to_string(state.bestSettled);
    out += "\nrandom " + state.random;
    out += "\nlastBest" + joined(state.lastBest);
    for (const Chromosome& c : state.population) out += "\nchromosome" + joined(c);
    return out + "\n";
}

Expected<PhoenixState, std::string> parseState(std::string_view text, const std::string& source) {
    PhoenixState state;
    std::size_t lineNumber = 0;
    bool sawSettings = false;
    const auto fail = [&](const std::string& why) -> Expected<PhoenixState, std::string> {
        return unexpected(source + ":" + std::to_string(lineNumber) + ": " + why);
    };
    while (!text.empty()) {
        ++lineNumber;
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (lineNumber == 1) {
            if (line != StateHeading) return fail("not a Phoenix tuner state (its first line)");
            continue;
        }
        const std::vector<std::string_view> w = words(line);
        if (w.empty()) continue;
        const std::string_view key = w[0];
        if (key == "settings") {
            std::map<std::string_view, std::string_view> given;
            for (std::size_t k = 1; k < w.size(); ++k) {
                const std::size_t eq = w[k].find('=');
                if (eq == std::string_view::npos) return fail("a setting without '='");
                given[w[k].substr(0, eq)] = w[k].substr(eq + 1);
            }
            for (const SettingField& f : settingFields()) {
                const auto found = given.find(f.name);
                if (found == given.end()) return fail(std::string("no setting ") + f.name);
                if (!f.read(state.settings, found->second))
                    return fail(std::string("a bad value of ") + f.name);
            }
            sawSettings = true;
        } else if (key == "random") {
            state.random = std::string(line.substr(line.find("random") + 7));
        } else if (key == "generation" || key == "nextOpening" || key == "bestUnchanged" ||
                   key == "bestSettled") {
            // Counts that fit an int: a larger one would wrap and be read as another state.
            long long v = 0;
            if (w.size() != 2 || !readNumber(w[1], v) || v < 0 ||
                v > std::numeric_limits<int>::max())
                return fail("a bad " + std::string(key));
            if (key == "generation") state.generation = int(v);
            if (key == "nextOpening") state.nextOpening = std::size_t(v);
            if (key == "bestUnchanged") state.bestUnchanged = int(v);
            if (key == "bestSettled") state.bestSettled = int(v);
        } else if (key == "lastBest" || key == "chromosome") {
            Chromosome c;
            for (std::size_t k = 1; k < w.size(); ++k) {
                int gene = 0;
                if (!readNumber(w[k], gene)) return fail("a gene that is not a whole number");
                c.push_back(gene);
            }
            if (key == "chromosome" && c.size() != GeneCount)
                return fail("a chromosome of " + std::to_string(c.size()) + " genes, not " +
                            std::to_string(GeneCount));
            if (key == "lastBest")
                state.lastBest = std::move(c);
            else
                state.population.push_back(std::move(c));
        } else {
            return fail("unknown line '" + std::string(key) + "'");
        }
    }
    if (!sawSettings) return fail("no settings");
    if (int(state.population.size()) != state.settings.genetic.population)
        return fail("a population of " + std::to_string(state.population.size()) + ", not " +
                    std::to_string(state.settings.genetic.population));
    Random check;
    std::istringstream in(state.random);
    if (!(in >> check)) return fail("a bad random generator state");
    return state;
}

std::string formatDatabase(const GenerationRecord& record) {
    std::string out =
        "# Kibitz Phoenix database: the best chromosome of each niche of generation " +
        std::to_string(record.generation) +
        ", best first; an engine given this file plays with the first\n";
    int k = 0;
    for (const std::size_t leader : record.niches) {
        char score[32];
        std::snprintf(score, sizeof score, "%.4f", record.score[leader]);
        out += "[niche " + std::to_string(++k) + "] score " + score + " generation " +
               std::to_string(record.generation) + "\n";
        out += search::formatWeights(weightsOf(record.scored[leader]));
    }
    return out;
}

} // namespace kibitz::tuning
