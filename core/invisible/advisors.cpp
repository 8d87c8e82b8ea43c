#include "advisors.h"

#include "chess/bitboard.h"
#include "chess/movegen.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <sstream>

namespace kibitz::invisible {

using namespace chess;

namespace {

// The pieces of ours that are invisible to the opponent, as the opponent's belief lists them,
// with their true squares.
std::vector<Square> ourSquares(const Situation& s) {
    std::vector<Square> squares;
    for (int id : s.theirs->ids()) squares.push_back(s.game->hidden()[id].square);
    return squares;
}

// Our invisible piece (id) on `square`, or -1.
int ourHiddenOn(const Situation& s, Square square) {
    for (int id : s.theirs->ids())
        if (s.game->hidden()[id].square == square) return id;
    return -1;
}

double probabilityOf(const std::vector<World>& worlds) {
    double total = 0;
    for (const World& w : worlds) total += w.p;
    return total;
}

} // namespace

double expectedUtility(const std::vector<double>& utilities, const std::vector<double>& probs) {
    double eu = 0;
    for (std::size_t i = 0; i < utilities.size() && i < probs.size(); ++i)
        eu += utilities[i] * probs[i];
    return eu;
}

double combined(const MoveScore& score, const AdvisorWeights& weights) {
    const double hide = weights.exponential ? std::exp(score.hide) : score.hide;
    const double seek = weights.exponential ? std::exp(score.seek) : score.seek;
    return weights.strategic * score.eu + weights.hide * hide + weights.seek * seek;
}

std::vector<World> likeliestWorlds(const Belief& belief, int count) {
    std::vector<World> worlds = belief.worlds();
    std::stable_sort(worlds.begin(), worlds.end(),
                     [](const World& a, const World& b) { return a.p > b.p; });
    if (count > 0 && int(worlds.size()) > count) worlds.resize(std::size_t(count));
    const double total = probabilityOf(worlds);
    for (World& w : worlds) w.p /= total;
    return worlds;
}

Situation Situation::of(const Game& game, const Belief& ours, const Belief& theirs) {
    Situation s;
    s.known = game.knownBoard(game.sideToMove());
    s.rules = &game.truth();
    s.inCheck = game.truth().inCheck();
    s.ours = &ours;
    s.theirs = &theirs;
    s.game = &game;
    return s;
}

std::vector<Move> candidateMoves(const Situation& s, const std::vector<World>& worlds) {
    std::vector<Move> moves;
    for (const World& w : worlds) {
        Position pos;
        if (!pos.setFen(s.ours->withWorld(s.known, w).fen(*s.rules))) continue;
        for (Move m : MoveList(pos))
            if (std::find(moves.begin(), moves.end(), m) == moves.end()) moves.push_back(m);
    }
    return moves;
}

double hideValue(const Situation& s, Move move) {
    const Color us = s.rules->sideToMove();
    const Belief& theirs = *s.theirs;
    const double before = theirs.entropy();
    // The opponent's answer depends on where its pieces are: expected over our worlds, each
    // different notice tried once.
    std::map<std::vector<int>, double> changeOf;
    double hide = 0;
    const std::vector<World> worlds = likeliestWorlds(*s.ours, 64);
    for (const World& w : worlds) {
        const Board board = s.ours->withWorld(s.known, w);
        const Resolution r = resolve(board, s.ours->squaresOf(w), *s.rules, move, s.inCheck);
        if (r.verdict != Verdict::Accepted) continue; // a forfeit shows them nothing of ours
        const Board after = board.after(move);
        const Square theirKing = lsb(after.pieces(~us, King));
        const Bitboard checkers = after.attackersTo(theirKing, after.occupied(), us);
        const bool capture = board.byColor[~us] & squareBB(move.to());
        std::vector<int> key{capture ? 1 : 0};
        for (Bitboard b = checkers; b;) key.push_back(int(popLsb(b)));
        auto found = changeOf.find(key);
        if (found == changeOf.end()) {
            // What they know: the board without our invisible pieces, before and after.
            Board theirKnown = board, theirKnownAfter = after;
            std::vector<Square> ours = ourSquares(s);
            for (Square sq : ours)
                if (sq != NoSquare) theirKnown.remove(sq);
            Belief next = theirs;
            const int moved = move.kind() == Move::Castling ? ourHiddenOn(s, move.to())
                                                            : ourHiddenOn(s, move.from());
            for (std::size_t k = 0; k < ours.size(); ++k)
                if (theirs.ids()[k] == moved)
                    ours[k] = move.kind() == Move::Castling
                                  ? makeSquare(move.to() > move.from() ? FileF : FileD,
                                               relativeRank(us, Rank1))
                                  : move.to();
            for (Square sq : ours)
                if (sq != NoSquare) theirKnownAfter.remove(sq);
            if (moved >= 0 && move.kind() != Move::Castling) {
                next.opponentHiddenMove(theirKnown, moved, capture ? move.to() : NoSquare);
            } else {
                next.opponentVisibleMove(theirKnown, *s.rules, move);
            }
            next.pin(ours);
            std::vector<Reveal> told;
            for (Bitboard b = checkers; b;) {
                const Square sq = popLsb(b);
                told.push_back({sq, after.typeOn(sq)});
            }
            next.turnStart(theirKnownAfter, told);
            found = changeOf.emplace(key, next.entropy() - before).first;
        }
        hide += w.p * found->second;
    }
    return hide;
}

double seekValue(const Situation& s, Move move) {
    const Belief& ours = *s.ours;
    std::vector<std::pair<Resolution, double>> outcomes;
    for (const World& w : ours.worlds()) {
        const Resolution r =
            resolve(ours.withWorld(s.known, w), ours.squaresOf(w), *s.rules, move, s.inCheck);
        auto it = std::find_if(outcomes.begin(), outcomes.end(),
                               [&](const auto& o) { return o.first == r; });
        if (it == outcomes.end())
            outcomes.push_back({r, w.p});
        else
            it->second += w.p;
    }
    double after = 0;
    for (const auto& [r, p] : outcomes) {
        Belief next = ours;
        next.ownAttempt(s.known, *s.rules, move, s.inCheck, r);
        after += p * next.entropy();
    }
    return ours.entropy() - after;
}

double acceptanceChance(const Situation& s, Move move) {
    double accepted = 0;
    for (const World& w : s.ours->worlds()) {
        const Resolution r =
            resolve(s.ours->withWorld(s.known, w), s.ours->squaresOf(w), *s.rules, move, s.inCheck);
        if (r.verdict == Verdict::Accepted) accepted += w.p;
    }
    return accepted;
}

std::string advisorsName(const PlayerSettings& settings) {
    const auto number = [](double x) {
        std::ostringstream out;
        out << x; // shortest form: 1, 0.5, 12.25
        return out.str();
    };
    const AdvisorWeights& w = settings.weights;
    return "Kibitz advisors W1 " + number(w.strategic) + ", W2 " + number(w.hide) + ", W3 " +
           number(w.seek) + (w.exponential ? " (exponential)" : "") + ", depth " +
           std::to_string(settings.depth);
}

bool isAdvisorsName(std::string_view name) {
    return name.substr(0, 15) == "Kibitz advisors";
}

AdvisorPlayer::AdvisorPlayer(const PlayerSettings& settings)
    : settings_(settings)
    , searcher_(std::make_unique<search::Searcher>(tt_))
    , rng_(settings.seed) {}

void AdvisorPlayer::remember(const Board& known, Color toMove) {
    seen_.push_back(known.key(toMove));
}

std::vector<double> AdvisorPlayer::worldUtilities(const Situation& s, const World& w,
                                                  const std::vector<Move>& moves,
                                                  const std::vector<bool>& repeats) {
    const Board board = s.ours->withWorld(s.known, w);
    Position pos;
    std::vector<double> utilities(moves.size(), -double(settings_.clamp));
    if (!pos.setFen(board.fen(*s.rules))) return utilities;
    const std::atomic<bool> stop{false};
    search::Limits limits;
    limits.depth = settings_.depth;
    limits.allRootMoves = true;
    const search::SearchResult result = searcher_->run(pos, limits, stop);
    const auto clamp = [&](double v) {
        return std::clamp(v, -double(settings_.clamp), double(settings_.clamp));
    };
    double best = -double(settings_.clamp);
    std::map<std::uint16_t, double> scoreOf;
    for (const search::RootMove& rm : result.rootMoves) {
        scoreOf[rm.move.raw()] = clamp(rm.score);
        best = std::max(best, clamp(rm.score));
    }
    double forfeit = -double(settings_.clamp);
    if (!s.inCheck && pos.isLegalNullMove()) {
        pos.makeNullMove();
        search::Limits reply;
        reply.depth = settings_.depth;
        const search::SearchResult r = searcher_->run(pos, reply, stop);
        pos.unmakeNullMove();
        forfeit = r.bestMove.isNone() ? 0.0 : clamp(-r.score);
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (auto it = scoreOf.find(moves[i].raw()); it != scoreOf.end()) {
            utilities[i] = repeats[i] ? 0.0 : it->second;
            continue;
        }
        const Resolution r = resolve(board, s.ours->squaresOf(w), *s.rules, moves[i], s.inCheck);
        utilities[i] = r.verdict == Verdict::Illegal ? best : forfeit;
    }
    return utilities;
}

std::vector<MoveScore> AdvisorPlayer::scoreMoves(const Situation& s,
                                                 const std::vector<Move>& tried) {
    std::vector<World> worlds = likeliestWorlds(*s.ours, settings_.maxWorlds);
    std::vector<Move> moves;
    for (Move m : candidateMoves(s, worlds))
        if (std::find(tried.begin(), tried.end(), m) == tried.end()) moves.push_back(m);
    if (moves.empty()) { // every move of the likeliest worlds was tried: look at them all
        worlds = likeliestWorlds(*s.ours, 0);
        for (Move m : candidateMoves(s, worlds))
            if (std::find(tried.begin(), tried.end(), m) == tried.end()) moves.push_back(m);
    }
    std::vector<MoveScore> scores(moves.size());
    std::vector<double> probs;
    for (const World& w : worlds) probs.push_back(w.p);
    const bool strategic = settings_.weights.strategic != 0;
    const Color us = s.rules->sideToMove();
    std::vector<bool> repeats;
    for (Move m : moves)
        repeats.push_back(std::find(seen_.begin(), seen_.end(), s.known.after(m).key(~us)) !=
                          seen_.end());
    std::vector<std::vector<double>> perWorld;
    if (strategic)
        for (const World& w : worlds) perWorld.push_back(worldUtilities(s, w, moves, repeats));
    for (std::size_t i = 0; i < moves.size(); ++i) {
        MoveScore& score = scores[i];
        score.move = moves[i];
        for (const auto& u : perWorld) score.utilities.push_back(u[i]);
        score.eu = expectedUtility(score.utilities, probs);
        if (settings_.weights.hide != 0) score.hide = hideValue(s, moves[i]);
        if (settings_.weights.seek != 0) score.seek = seekValue(s, moves[i]);
        score.total = combined(score, settings_.weights);
    }
    std::stable_sort(scores.begin(), scores.end(),
                     [](const MoveScore& a, const MoveScore& b) { return a.total > b.total; });
    // Ties for the best: one at random, moved to the front.
    std::size_t ties = 0;
    while (ties < scores.size() && std::abs(scores[ties].total - scores[0].total) < 1e-9) ++ties;
    if (ties > 1) {
        std::uniform_int_distribution<std::size_t> pick(0, ties - 1);
        std::swap(scores[0], scores[pick(rng_)]);
    }
    return scores;
}

Move AdvisorPlayer::choose(const Situation& s, const std::vector<Move>& tried) {
    const std::vector<MoveScore> scores = scoreMoves(s, tried);
    return scores.empty() ? Move::none() : scores.front().move;
}

} // namespace kibitz::invisible
