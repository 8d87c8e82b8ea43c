#pragma once

// Games of Invisible Chess between two advisor players, and matches of many such games, as the
// paper plays them (its Section 5): colours swapped half the time, the share of the decisive
// games won reported, draws counted apart.

#include "advisors.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace kibitz::invisible {

struct PlayerSpec {
    InvisibleSet set;
    PlayerSettings player;
};

struct GameSettings {
    Belief::Mode tracker = Belief::Mode::Fair;
    Belief::Motion motion = Belief::Motion::Uniform; // both players'
    int maxTurns = 400;                              // a game this long is a draw
};

enum class Result { WhiteWins, Draw, BlackWins };

// One turn as the record keeps it: every attempt with its verdict, and both sides' entropy
// (nats) about the other's invisible pieces after the turn.
struct TurnRecord {
    Color mover = chess::White;
    std::vector<std::pair<Move, Resolution>> attempts;
    double entropy[chess::ColorCount] = {0, 0}; // [c]: c's uncertainty about the opponent
};

// How well a side's belief foretold the referee's answers: over its attempts whose answer the
// belief left open (a chance strictly between 0 and 1 that the move is accepted), the chances
// added up and the attempts the referee accepted. A calibrated belief expects about as many as
// are accepted.
struct Foresight {
    int attempts = 0;
    double expected = 0;
    int accepted = 0;
    void add(const Foresight& other);
};

struct GameRecord {
    Result result = Result::Draw;
    std::string termination; // "checkmate", "stalemate", "repetition", "50-move rule",
                             // "insufficient material", "turn limit", "stopped"
    std::vector<TurnRecord> turns;
    int impossible[chess::ColorCount] = {0, 0}; // forfeited turns
    int illegal[chess::ColorCount] = {0, 0};    // attempts to be replaced
    Foresight foresight[chess::ColorCount];
};

GameRecord playInvisibleGame(const PlayerSpec& white, const PlayerSpec& black,
                             const GameSettings& settings, const std::atomic<bool>& stop);

struct MatchSettings {
    GameSettings game;
    int decisive = 100; // stop when this many games were won by either side
    int maxGames = 0;   // and in any case after this many (0: four times `decisive`)
    int threads = 1;
    std::uint64_t seed = 1; // game i's players get seeds from it
};

struct MatchResult {
    int games = 0;
    int winsA = 0, winsB = 0, draws = 0;
    // A's wins and the decisive games, by A's colour: the paper averages the share of the two
    // colours (its two runs of 250 games with the sets swapped).
    int winsAsWhite = 0, decisiveAsWhite = 0;
    int winsAsBlack = 0, decisiveAsBlack = 0;
    int distinct = 0; // games that differ from every other in their moves
    double turns = 0; // in all games
    int impossible = 0, illegal = 0;
    Foresight foresightA, foresightB; // of each player's belief, whatever its colour
    // Each player's uncertainty about the other's invisible pieces (nats), added over the turns
    // of every game; divided by `turns` it is the mean after a turn.
    double entropyA = 0, entropyB = 0;
    bool stopped = false;
};

// A plays White in the even games and Black in the odd ones. `progress` is called after each
// game (from the thread that played it, one call at a time).
MatchResult playInvisibleMatch(const PlayerSpec& a, const PlayerSpec& b,
                               const MatchSettings& settings, const std::atomic<bool>& stop,
                               const std::function<void(const MatchResult&)>& progress = {});

} // namespace kibitz::invisible
