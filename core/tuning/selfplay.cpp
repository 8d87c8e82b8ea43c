#include "selfplay.h"

#include "chess/movegen.h"
#include "search/search.h"

#include <mutex>
#include <thread>

namespace kibitz::tuning {

using namespace chess;

namespace {

// The game's end by the rules, or nullopt while it goes on. Draws a player may claim (three
// repetitions, fifty moves) end it, as a referee of engine games ends them.
std::optional<SelfPlayGame> refereeEnd(const Position& pos, Color mover) {
    SelfPlayGame game;
    switch (pos.gameEnd()) {
    case GameEnd::None: return std::nullopt;
    case GameEnd::Checkmate:
        game.outcome = mover == White ? Outcome::WhiteWins : Outcome::BlackWins;
        game.termination = "checkmate";
        return game;
    case GameEnd::Stalemate: game.termination = "stalemate"; return game;
    case GameEnd::InsufficientMaterial: game.termination = "insufficient material"; return game;
    case GameEnd::FiftyMoveRule:
    case GameEnd::SeventyFiveMoveRule: game.termination = "50-move rule"; return game;
    case GameEnd::ThreefoldRepetition:
    case GameEnd::FivefoldRepetition: game.termination = "repetition"; return game;
    }
    return std::nullopt;
}

} // namespace

SelfPlayGame playGame(const engines::Opening& opening, const Weights& white, const Weights& black,
                      const SelfPlaySettings& settings, const std::atomic<bool>& stop) {
    Position pos;
    if (!opening.fen.empty() && !pos.setFen(opening.fen)) {
        SelfPlayGame bad;
        bad.termination = "bad opening";
        return bad;
    }
    for (const Move m : opening.moves) pos.play(m);

    struct Side {
        search::TranspositionTable tt{1};
        search::Searcher searcher{tt};
        search::Limits limits;
    };
    Side sides[ColorCount];
    sides[White].limits.weights = white;
    sides[Black].limits.weights = black;
    for (Side& side : sides) side.limits.nodes = settings.nodes;

    engines::Adjudicator adjudicator(settings.adjudication);
    SelfPlayGame game;
    if (auto ended = refereeEnd(pos, ~pos.sideToMove())) return *ended;
    while (game.plies < settings.maxPlies) {
        if (stop.load(std::memory_order_relaxed)) {
            game.termination = "stopped";
            return game;
        }
        const Color mover = pos.sideToMove();
        const int moveNumber = pos.fullmoveNumber();
        Side& side = sides[mover];
        const search::SearchResult result = side.searcher.run(pos, side.limits, stop);
        if (result.bestMove.isNone()) break; // cannot happen: the referee ended the game first
        pos.makeMove(result.bestMove);
        ++game.plies;
        if (auto ended = refereeEnd(pos, mover)) {
            ended->plies = game.plies;
            return *ended;
        }
        switch (adjudicator.afterMove(mover, moveNumber, result.score)) {
        case engines::Adjudicator::Verdict::None: continue;
        case engines::Adjudicator::Verdict::WhiteWins: game.outcome = Outcome::WhiteWins; break;
        case engines::Adjudicator::Verdict::BlackWins: game.outcome = Outcome::BlackWins; break;
        case engines::Adjudicator::Verdict::Draw: game.outcome = Outcome::Draw; break;
        }
        game.termination = "adjudicated";
        return game;
    }
    game.outcome = Outcome::Draw;
    game.termination = "ply limit";
    return game;
}

std::vector<Pairing> roundRobin(int players, int gamesPerPair, std::size_t openingCount,
                                std::size_t firstOpening) {
    std::vector<Pairing> pairings;
    std::size_t opening = firstOpening;
    for (int a = 0; a < players; ++a)
        for (int b = a + 1; b < players; ++b)
            for (int k = 0; k < gamesPerPair / 2; ++k) {
                const std::size_t which = openingCount == 0 ? 0 : opening++ % openingCount;
                pairings.push_back({a, b, which});
                pairings.push_back({b, a, which});
            }
    return pairings;
}

TournamentResult playTournament(const std::vector<Weights>& players,
                                const std::vector<Pairing>& pairings,
                                const std::vector<engines::Opening>& openings,
                                const SelfPlaySettings& settings, int threads,
                                const std::atomic<bool>& stop,
                                const std::function<void(int finished)>& progress) {
    TournamentResult result;
    result.points.assign(players.size(), 0.0);
    result.games.assign(players.size(), 0);
    const engines::Opening standard;
    std::mutex mutex;
    std::size_t next = 0;
    const auto work = [&] {
        for (;;) {
            std::size_t index = 0;
            {
                const std::lock_guard lock(mutex);
                if (next == pairings.size() || stop.load()) return;
                index = next++;
            }
            const Pairing& p = pairings[index];
            const engines::Opening& opening =
                openings.empty() ? standard : openings[p.opening % openings.size()];
            const SelfPlayGame game = playGame(opening, players[std::size_t(p.white)],
                                               players[std::size_t(p.black)], settings, stop);
            if (game.termination == "stopped") return;
            const std::lock_guard lock(mutex);
            const double whitePoints = game.outcome == Outcome::WhiteWins ? 1.0
                                       : game.outcome == Outcome::Draw    ? 0.5
                                                                          : 0.0;
            result.points[std::size_t(p.white)] += whitePoints;
            result.points[std::size_t(p.black)] += 1.0 - whitePoints;
            ++result.games[std::size_t(p.white)];
            ++result.games[std::size_t(p.black)];
            ++result.played;
            if (progress) progress(result.played);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::max(threads, 1); ++t) pool.emplace_back(work);
    work();
    for (std::thread& t : pool) t.join();
    result.stopped = stop.load() && result.played < int(pairings.size());
    return result;
}

} // namespace kibitz::tuning
