#pragma once

// Match statistics: the Elo difference that a score implies, its 95% confidence interval, and
// the likelihood of superiority, from game results (trinomial) or from the results of game pairs
// played from the same opening with colours swapped (pentanomial, which accounts for the
// correlation the shared opening brings).

#include <array>
#include <optional>
#include <string>

namespace kibitz::engines {

// Results from the first engine's point of view.
struct GameCounts {
    int wins = 0;
    int draws = 0;
    int losses = 0;

    int games() const { return wins + draws + losses; }
    double score() const; // points per game, 0.5 when no game was played
};

// Pairs by the first engine's points in the pair: [0] lost both ... [4] won both.
struct PairCounts {
    std::array<int, 5> counts{};

    int pairs() const;
};

struct EloEstimate {
    double elo = 0.0; // ±infinity for a score of 0% or 100%
    // Half the width of the 95% interval, in Elo; nullopt when it is unbounded (a score of 0% or
    // 100%, or too few games to tell).
    std::optional<double> error95;
};

// Elo difference for a score fraction in [0, 1] (logistic model, 400-point scale).
double eloFromScore(double score);
EloEstimate estimateElo(const GameCounts& games);
EloEstimate estimateElo(const PairCounts& pairs);
// Likelihood of superiority: the probability that the first engine is the stronger, from wins and
// losses (draws carry no information on it). 0.5 when no game was decisive.
double likelihoodOfSuperiority(const GameCounts& games);

// A share of games with its 95% interval (Wilson's score interval, which stays inside [0, 1] and
// is sound for a few games or a share near 0 or 1): the paper on Invisible Chess reports the
// share of the decisive games that a side won, draws left out.
struct Share {
    double share = 0.5; // 0.5 when there are no games
    double low = 0.0;
    double high = 1.0;
};
Share shareOf(int won, int games);

// "+35.2 +/- 20.1", "-inf", "+0.0 +/- inf".
std::string formatElo(const EloEstimate& e);

} // namespace kibitz::engines
