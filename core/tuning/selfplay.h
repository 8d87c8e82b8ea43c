#pragma once

// Games between two sets of evaluation weights, played by the built-in search in this process (no
// UCI, no clock): a fixed number of nodes a move, so that a game is deterministic and a
// tournament among twenty candidates takes minutes, not hours. The fitness of Phoenix's genetic
// algorithm comes from such tournaments.

#include "engines/adjudicator.h"
#include "engines/openings.h"
#include "search/evaluate.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace kibitz::tuning {

using Weights = std::shared_ptr<const search::EvalWeights>;

struct SelfPlaySettings {
    std::uint64_t nodes = 2000; // per move
    int maxPlies = 400;         // from the opening's end: a game this long is scored a draw
    // By the engines' own scores, as kibitz-cli match adjudicates (both sides agree).
    engines::AdjudicationRules adjudication;
};

enum class Outcome { WhiteWins, Draw, BlackWins };

struct SelfPlayGame {
    Outcome outcome = Outcome::Draw;
    int plies = 0;           // played by the engines, after the opening
    std::string termination; // "checkmate", "stalemate", "repetition", "50-move rule",
                             // "insufficient material", "adjudicated", "ply limit"
};

// Plays one game from the opening (its position and moves) with `white`'s weights for White and
// `black`'s for Black. Each side has a search and a 1 MB table of its own, both new. Deterministic.
// When `stop` is set the game ends at once and comes back with the termination "stopped".
SelfPlayGame playGame(const engines::Opening& opening, const Weights& white, const Weights& black,
                      const SelfPlaySettings& settings, const std::atomic<bool>& stop);

// One game of a tournament: players by index.
struct Pairing {
    int white = 0;
    int black = 0;
    std::size_t opening = 0;
};

// A round robin: every pair of `players` plays `gamesPerPair` games (an even number), each of
// gamesPerPair / 2 openings twice with colours swapped. The openings are taken in turn from
// `firstOpening` on (modulo `openingCount`), a new one for each game pair, so that a generation
// sees many. The games are ordered pair by pair.
std::vector<Pairing> roundRobin(int players, int gamesPerPair, std::size_t openingCount,
                                std::size_t firstOpening);

struct TournamentResult {
    std::vector<double> points; // per player: 1 a win, 0.5 a draw
    std::vector<int> games;     // per player
    int played = 0;
    bool stopped = false; // `stop` was set: the points are those of the games finished
};

// Plays the pairings on `threads` threads (each game alone on one), calling `progress` (if set)
// after each game with the number finished, from the thread that finished it, one call at a time.
TournamentResult playTournament(const std::vector<Weights>& players,
                                const std::vector<Pairing>& pairings,
                                const std::vector<engines::Opening>& openings,
                                const SelfPlaySettings& settings, int threads,
                                const std::atomic<bool>& stop,
                                const std::function<void(int finished)>& progress = {});

} // namespace kibitz::tuning
