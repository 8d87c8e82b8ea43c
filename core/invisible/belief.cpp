#include "belief.h"

#include "chess/bitboard.h"
#include "search/see.h"

#include <cmath>
#include <unordered_map>

namespace kibitz::invisible {

using namespace chess;

namespace {

int keyOf(const World& w) {
    return int(w.at[0]) | (int(w.at[1]) << 8);
}

// Adds up worlds that are the same placement.
std::vector<World> merged(const std::vector<World>& worlds) {
    std::unordered_map<int, std::size_t> index;
    std::vector<World> out;
    for (const World& w : worlds) {
        const auto [it, fresh] = index.try_emplace(keyOf(w), out.size());
        if (fresh)
            out.push_back(w);
        else
            out[it->second].p += w.p;
    }
    return out;
}

} // namespace

bool Belief::exposed(const Board& after, Square square, PieceType type) const {
    const Bitboard occupied = after.occupied();
    Bitboard attackers = after.attackersTo(square, occupied, viewer_);
    if (!attackers) return false;
    if (!after.attackersTo(square, occupied, ~viewer_)) return true; // undefended
    while (attackers)
        if (search::seeValue(after.typeOn(popLsb(attackers))) < search::seeValue(type)) return true;
    return false;
}

double entropyOf(const std::vector<double>& p) {
    double h = 0;
    for (double x : p)
        if (x > 0) h -= x * std::log(x);
    return h;
}

Belief::Belief(const Game& game, Color viewer, Mode mode)
    : mode_(mode)
    , viewer_(viewer)
    , ids_(game.hiddenIds(~viewer)) {
    World start;
    for (std::size_t k = 0; k < ids_.size(); ++k) {
        types_.push_back(game.hidden()[ids_[k]].type);
        start.at[k] = game.hidden()[ids_[k]].square;
    }
    start.p = 1;
    if (mode_ == Mode::Fair) {
        parts_.push_back({-1, {start}});
    } else {
        for (int k = 0; k < int(ids_.size()); ++k) parts_.push_back({k, {start}});
    }
}

Board Belief::withWorld(const Board& known, const World& w) const {
    Board b = known;
    for (std::size_t k = 0; k < ids_.size(); ++k)
        if (w.at[k] != NoSquare) b.put(~viewer_, types_[k], w.at[k]);
    return b;
}

Bitboard Belief::squaresOf(const World& w) const {
    Bitboard b = 0;
    for (std::size_t k = 0; k < ids_.size(); ++k)
        if (w.at[k] != NoSquare) b |= squareBB(w.at[k]);
    return b;
}

void Belief::normalize(Part& part) {
    part.worlds = merged(part.worlds);
    double total = 0;
    for (const World& w : part.worlds) total += w.p;
    if (total <= 0) return;
    for (World& w : part.worlds) w.p /= total;
}

template <typename Keep>
void Belief::filter(Keep keep) {
    for (Part& part : parts_) {
        std::vector<World> kept;
        for (World& w : part.worlds)
            if (keep(w)) kept.push_back(w);
        // An empty belief would mean that the truth was ruled out: keep the old one rather
        // than know nothing (the fair tracker is exact and never gets here).
        if (kept.empty()) continue;
        part.worlds = std::move(kept);
        normalize(part);
    }
}

void Belief::pin(const std::vector<Square>& trueSquares) {
    if (mode_ != Mode::Oracle) return;
    for (Part& part : parts_) {
        std::vector<World> kept;
        for (World w : part.worlds) {
            for (std::size_t k = 0; k < ids_.size(); ++k)
                if (int(k) != part.focus) w.at[k] = trueSquares[k];
            bool collides = false;
            for (std::size_t k = 0; k < ids_.size(); ++k)
                if (int(k) != part.focus && w.at[k] != NoSquare && w.at[k] == w.at[part.focus])
                    collides = true;
            if (!collides) kept.push_back(w);
        }
        if (kept.empty()) continue;
        part.worlds = std::move(kept);
        normalize(part);
    }
}

void Belief::ownAttempt(const Board& known, const Position& pos, Move move, bool inCheck,
                        const Resolution& result) {
    filter([&](const World& w) {
        return resolve(withWorld(known, w), squaresOf(w), pos, move, inCheck) == result;
    });
    if (result.verdict != Verdict::Accepted || move.kind() == Move::Castling) return;
    for (Part& part : parts_) {
        for (World& w : part.worlds)
            for (std::size_t k = 0; k < ids_.size(); ++k)
                if (w.at[k] == move.to()) w.at[k] = NoSquare; // captured
        normalize(part);
    }
}

void Belief::opponentVisibleMove(const Board& known, const Position& pos, Move move) {
    const Color them = ~viewer_;
    // What the move crossed and reached held none of its side's invisible pieces.
    Bitboard crossed = squareBB(move.to());
    if (move.kind() == Move::Castling) {
        crossed = pos.castlingEmptyPath(castlingRights(them, move.to() > move.from()));
    } else if (typeOf(pos.pieceOn(move.from())) != Knight) {
        crossed |= between(move.from(), move.to());
    }
    filter([&](const World& w) {
        if (squaresOf(w) & crossed) return false;
        // The move was legal: their king is not left attacked by our pieces.
        if (move.kind() == Move::Castling) return true;
        const Board board = withWorld(known, w);
        const Board after = board.after(move);
        return !after.attackersTo(board.kingAfter(move), after.occupied(), viewer_);
    });
}

void Belief::opponentHiddenMove(const Board& known, int id, Square capturedOn) {
    int k = -1;
    for (std::size_t i = 0; i < ids_.size(); ++i)
        if (ids_[i] == id) k = int(i);
    if (k < 0) return;
    const Color them = ~viewer_;
    for (Part& part : parts_) {
        if (part.focus >= 0 && part.focus != k) continue; // the oracle pins that piece
        std::vector<World> next;
        for (const World& w : part.worlds) {
            const Square from = w.at[k];
            if (from == NoSquare) continue; // a captured piece cannot move: not this world
            const Board board = withWorld(known, w);
            const Square king = lsb(board.pieces(them, King));
            Bitboard targets = attacks(types_[k], from, board.occupied()) & ~board.byColor[them];
            std::vector<std::pair<Square, double>> legal; // destination, weight
            double total = 0;
            while (targets) {
                const Square to = popLsb(targets);
                const Board after = board.after(Move(from, to));
                if (after.attackersTo(king, after.occupied(), viewer_)) continue;
                const double weight =
                    motion_ == Motion::Wary && exposed(after, to, types_[k]) ? WaryRisk : 1.0;
                legal.push_back({to, weight});
                total += weight;
            }
            for (const auto& [to, weight] : legal) {
                const bool capture = known.byColor[viewer_] & squareBB(to);
                if (capturedOn != NoSquare ? to != capturedOn : capture) continue;
                World moved = w;
                moved.at[k] = to;
                moved.p = w.p * weight / total;
                next.push_back(moved);
            }
        }
        if (next.empty()) continue;
        part.worlds = std::move(next);
        normalize(part);
    }
}

void Belief::turnStart(const Board& known, const std::vector<Reveal>& checkers) {
    Bitboard told = 0;
    for (const Reveal& r : checkers) told |= squareBB(r.square);
    const Square king = lsb(known.pieces(viewer_, King));
    filter([&](const World& w) {
        const Board board = withWorld(known, w);
        if (board.attackersTo(king, board.occupied(), ~viewer_) != told) return false;
        for (const Reveal& r : checkers)
            if (board.typeOn(r.square) != r.type) return false;
        return true;
    });
}

void Belief::observe(const Game& before, const Game& after) {
    const Notice& n = after.lastNotice(viewer_);
    std::vector<Square> truthBefore, truthAfter;
    for (int id : ids_) {
        truthBefore.push_back(before.hidden()[id].square);
        truthAfter.push_back(after.hidden()[id].square);
    }
    pin(truthBefore);
    const Board known = before.knownBoard(viewer_);
    if (n.mover == viewer_) {
        const bool inCheck = before.truth().inCheck();
        for (const auto& [move, result] : n.attempts)
            ownAttempt(known, before.truth(), move, inCheck, result);
        pin(truthAfter);
        return;
    }
    if (n.verdict == Verdict::Accepted) {
        if (!n.visibleMove.isNone()) {
            opponentVisibleMove(known, before.truth(), n.visibleMove);
            if (n.hiddenMoved >= 0) // a castling invisible rook: its square is known
                for (Part& part : parts_) {
                    for (World& w : part.worlds)
                        for (std::size_t k = 0; k < ids_.size(); ++k)
                            if (ids_[k] == n.hiddenMoved) w.at[k] = n.hiddenTo;
                    normalize(part);
                }
        } else if (n.hiddenMoved >= 0) {
            opponentHiddenMove(known, n.hiddenMoved, n.hiddenTo);
        }
    }
    pin(truthAfter);
    turnStart(after.knownBoard(viewer_), n.checkers);
}

std::vector<World> Belief::worlds() const {
    if (mode_ == Mode::Fair) return parts_.empty() ? std::vector<World>{} : parts_[0].worlds;
    std::vector<World> out{World{{NoSquare, NoSquare}, 1.0}};
    for (const Part& part : parts_) {
        std::vector<World> next;
        for (const World& base : out)
            for (const World& w : part.worlds) {
                World c = base;
                c.at[part.focus] = w.at[part.focus];
                c.p = base.p * w.p;
                bool collides = false;
                for (int k = 0; k < part.focus; ++k)
                    if (c.at[k] != NoSquare && c.at[k] == c.at[part.focus]) collides = true;
                if (!collides) next.push_back(c);
            }
        out = merged(next);
    }
    double total = 0;
    for (const World& w : out) total += w.p;
    for (World& w : out) w.p /= total;
    return out;
}

std::array<double, SquareCount> Belief::marginal(int k) const {
    std::array<double, SquareCount> m{};
    const Part& part = mode_ == Mode::Fair ? parts_[0] : parts_[k];
    for (const World& w : part.worlds)
        if (w.at[k] != NoSquare) m[w.at[k]] += w.p;
    return m;
}

double Belief::entropy() const {
    if (mode_ == Mode::Fair) {
        std::vector<double> p;
        for (const World& w : parts_[0].worlds) p.push_back(w.p);
        return entropyOf(p);
    }
    double h = 0;
    for (const Part& part : parts_) {
        std::vector<double> p;
        for (const World& w : part.worlds) p.push_back(w.p);
        h += entropyOf(p);
    }
    return h;
}

} // namespace kibitz::invisible
