#include "match.h"

#include "chess/movegen.h"

#include <mutex>
#include <set>
#include <thread>

namespace kibitz::invisible {

using namespace chess;

namespace {

std::string terminationOf(GameEnd end) {
    switch (end) {
    case GameEnd::Checkmate: return "checkmate";
    case GameEnd::Stalemate: return "stalemate";
    case GameEnd::InsufficientMaterial: return "insufficient material";
    case GameEnd::SeventyFiveMoveRule:
    case GameEnd::FiftyMoveRule: return "50-move rule";
    case GameEnd::FivefoldRepetition:
    case GameEnd::ThreefoldRepetition: return "repetition";
    case GameEnd::None: break;
    }
    return "";
}

} // namespace

void Foresight::add(const Foresight& other) {
    attempts += other.attempts;
    expected += other.expected;
    accepted += other.accepted;
}

GameRecord playInvisibleGame(const PlayerSpec& white, const PlayerSpec& black,
                             const GameSettings& settings, const std::atomic<bool>& stop) {
    Game game(white.set, black.set);
    Belief beliefs[ColorCount] = {Belief(game, White, settings.tracker),
                                  Belief(game, Black, settings.tracker)};
    for (Belief& b : beliefs) b.setMotion(settings.motion);
    AdvisorPlayer players[ColorCount] = {AdvisorPlayer(white.player), AdvisorPlayer(black.player)};
    GameRecord record;
    for (Color c : {White, Black}) players[c].remember(game.knownBoard(c), game.sideToMove());
    while (!game.over() && game.turns() < settings.maxTurns) {
        if (stop.load(std::memory_order_relaxed)) {
            record.termination = "stopped";
            return record;
        }
        const Color us = game.sideToMove();
        const Game before = game;
        std::vector<Move> tried;
        for (;;) {
            const Situation s = Situation::of(game, beliefs[us], beliefs[~us]);
            Move move = players[us].choose(s, tried);
            if (move.isNone()) move = *MoveList(game.truth()).begin(); // never: the belief is exact
            const double chance = acceptanceChance(s, move);
            const Resolution r = game.attempt(move);
            if (chance > 1e-9 && chance < 1 - 1e-9) {
                Foresight& f = record.foresight[us];
                ++f.attempts;
                f.expected += chance;
                f.accepted += r.verdict == Verdict::Accepted ? 1 : 0;
            }
            if (r.verdict != Verdict::Illegal) {
                if (r.verdict == Verdict::Impossible) ++record.impossible[us];
                break;
            }
            ++record.illegal[us];
            tried.push_back(move);
            beliefs[us].ownAttempt(s.known, game.truth(), move, s.inCheck, r);
        }
        for (Color c : {White, Black}) {
            beliefs[c].observe(before, game);
            players[c].remember(game.knownBoard(c), game.sideToMove());
        }
        TurnRecord turn;
        turn.mover = us;
        turn.attempts = game.lastNotice(us).attempts;
        for (Color c : {White, Black}) turn.entropy[c] = beliefs[c].entropy();
        record.turns.push_back(std::move(turn));
    }
    const GameEnd end = game.end();
    if (end == GameEnd::Checkmate) {
        record.result = game.sideToMove() == White ? Result::BlackWins : Result::WhiteWins;
        record.termination = "checkmate";
    } else {
        record.result = Result::Draw;
        record.termination = end == GameEnd::None ? "turn limit" : terminationOf(end);
    }
    return record;
}

MatchResult playInvisibleMatch(const PlayerSpec& a, const PlayerSpec& b,
                               const MatchSettings& settings, const std::atomic<bool>& stop,
                               const std::function<void(const MatchResult&)>& progress) {
    const int maxGames = settings.maxGames > 0 ? settings.maxGames : 4 * settings.decisive;
    MatchResult result;
    std::mutex mutex;
    std::set<std::vector<std::uint16_t>> seen;
    int next = 0;
    std::atomic<bool> done{false};
    const auto worker = [&] {
        for (;;) {
            int index = 0;
            {
                const std::lock_guard lock(mutex);
                if (done || result.winsA + result.winsB >= settings.decisive || next >= maxGames)
                    return;
                index = next++;
            }
            const bool aWhite = index % 2 == 0;
            PlayerSpec white = aWhite ? a : b;
            PlayerSpec black = aWhite ? b : a;
            white.player.seed = settings.seed + 2 * std::uint64_t(index);
            black.player.seed = settings.seed + 2 * std::uint64_t(index) + 1;
            const GameRecord game = playInvisibleGame(white, black, settings.game, stop);
            const std::lock_guard lock(mutex);
            if (game.termination == "stopped") {
                result.stopped = true;
                done = true;
                return;
            }
            if (result.winsA + result.winsB >= settings.decisive) return; // a game too many
            ++result.games;
            result.turns += double(game.turns.size());
            for (Color c : {White, Black}) {
                result.impossible += game.impossible[c];
                result.illegal += game.illegal[c];
            }
            result.foresightA.add(game.foresight[aWhite ? White : Black]);
            result.foresightB.add(game.foresight[aWhite ? Black : White]);
            for (const TurnRecord& turn : game.turns) {
                result.entropyA += turn.entropy[aWhite ? White : Black];
                result.entropyB += turn.entropy[aWhite ? Black : White];
            }
            const bool aWon = game.result == (aWhite ? Result::WhiteWins : Result::BlackWins);
            const bool bWon = game.result == (aWhite ? Result::BlackWins : Result::WhiteWins);
            std::vector<std::uint16_t> moves;
            for (const TurnRecord& turn : game.turns)
                for (const auto& [m, r] : turn.attempts) moves.push_back(m.raw());
            if (seen.insert(moves).second) ++result.distinct;
            if (aWon || bWon) (aWhite ? result.decisiveAsWhite : result.decisiveAsBlack) += 1;
            if (aWon) {
                ++result.winsA;
                (aWhite ? result.winsAsWhite : result.winsAsBlack) += 1;
            } else if (bWon) {
                ++result.winsB;
            } else {
                ++result.draws;
            }
            if (progress) progress(result);
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < std::max(1, settings.threads); ++t) threads.emplace_back(worker);
    worker();
    for (std::thread& t : threads) t.join();
    return result;
}

} // namespace kibitz::invisible
