#include "generator.h"

#include "chess/movegen.h"
#include "unmoves.h"

#include <algorithm>

namespace kibitz::tablebase {

using namespace chess;
using code::Code;

namespace {

// The work of one table. Positions are resolved ply by ply: at level n, the positions that are
// won in n plies (a move to a position lost in n-1) or lost in n plies (every move leads to a
// position won in at most n-1, the last one just resolved) are found by un-moving from the
// positions resolved at level n-1, and by counting down each position's moves that stay in the
// table. Moves that leave it (captures, promotions) are valued from the smaller tables before the
// first level and scheduled at the level where they decide.
//
// A double pawn push that gives the opponent an en passant capture leads to a position the table
// stores without that right: the opponent's value there is the better of the table's value and
// the capture's. The capture's side is known from the start (it leaves the table), so such a
// move is counted like any other and adjusted where its successor's value is used.
class Generator {
public:
    Generator(const Layout& layout, const TableSet& tables, const std::atomic<bool>* cancel)
        : layout_(layout)
        , index_(layout)
        , tables_(tables)
        , cancel_(cancel)
        , entries_(index_.size()) {}

    Expected<std::vector<Code>, std::string> run();

private:
    struct Entry {
        Code code = code::Draw;
        std::uint8_t counter = 0;   // moves in the table whose successor is not yet a win
        std::uint8_t worstLoss = 0; // the longest loss among the moves leaving the table (plies)
        std::uint8_t flags = 0;
    };
    enum Flag : std::uint8_t { Illegal = 1, ExitDraw = 2, ExitWin = 4 };
    struct Forced {
        std::uint32_t position;
        std::uint32_t successor;
    };
    static constexpr int Levels = 256;

    bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }
    std::optional<std::string> initialize(std::uint32_t i);
    std::optional<Code> enPassantValue(Position& afterPush) const;
    std::optional<Code> exitValue(Move move);
    void retract(std::uint32_t resolved, int level);
    void onPredecessor(const Placement& predecessor, std::optional<Move> push, Code resolvedCode,
                       int level);
    void decrement(std::uint32_t i, int level);
    void resolve(std::uint32_t i, Code c);
    void schedule(std::vector<std::vector<std::uint32_t>>& lists, int level, std::uint32_t i);

    Layout layout_;
    TableIndex index_;
    const TableSet& tables_;
    const std::atomic<bool>* cancel_;
    std::vector<Entry> entries_;
    std::vector<std::vector<std::uint32_t>> pendingWin_ =
        std::vector<std::vector<std::uint32_t>>(Levels + 2);
    std::vector<std::vector<std::uint32_t>> pendingLoss_ =
        std::vector<std::vector<std::uint32_t>>(Levels + 2);
    std::vector<std::vector<Forced>> forced_ = std::vector<std::vector<Forced>>(Levels + 2);
    std::vector<std::uint32_t> frontier_;
    std::vector<std::uint32_t> next_;
    int lastScheduled_ = 0;
    Position position_;
};

void Generator::schedule(std::vector<std::vector<std::uint32_t>>& lists, int level,
                         std::uint32_t i) {
    lists[std::size_t(level)].push_back(i);
    lastScheduled_ = std::max(lastScheduled_, level);
}

void Generator::resolve(std::uint32_t i, Code c) {
    entries_[i].code = c;
    next_.push_back(i);
}

// The value, for the side to move in the table, of a move that leaves it.
std::optional<Code> Generator::exitValue(Move move) {
    position_.makeMove(move);
    const std::optional<Code> after = tables_.lookup(position_);
    position_.unmakeMove(move);
    if (!after) return std::nullopt;
    return code::before(*after);
}

// The best value the side to move gets from an en passant capture (the position has the right).
std::optional<Code> Generator::enPassantValue(Position& afterPush) const {
    std::optional<Code> best;
    for (const Move m : MoveList(afterPush, GenType::Tactical)) {
        if (m.kind() != Move::EnPassant) continue;
        afterPush.makeMove(m);
        const std::optional<Code> after = tables_.lookup(afterPush);
        afterPush.unmakeMove(m);
        if (!after) return std::nullopt;
        const Code value = code::before(*after);
        if (!best || code::rank(value) > code::rank(*best)) best = value;
    }
    return best;
}

std::optional<std::string> Generator::initialize(std::uint32_t i) {
    Entry& entry = entries_[i];
    const Placement placement = index_.placementAt(i);
    if (index_.canonical(placement) != placement || !setUpIfLegal(position_, layout_, placement)) {
        entry.flags = Illegal; // or a symmetric twin's number, unused
        return std::nullopt;
    }
    const MoveList moves(position_);
    if (moves.empty()) {
        if (position_.inCheck()) resolve(i, code::loss(0));
        return std::nullopt;
    }
    int bestWin = 0;
    for (const Move m : moves) {
        if (position_.isCapture(m) || m.kind() == Move::Promotion) {
            const std::optional<Code> value = exitValue(m);
            if (!value)
                return "the table after a capture or promotion from " + layout_.name() +
                       " is missing";
            if (code::isWin(*value)) {
                const int plies = code::signedPlies(*value);
                bestWin = bestWin ? std::min(bestWin, plies) : plies;
            } else if (code::isLoss(*value)) {
                entry.worstLoss =
                    std::uint8_t(std::max(int(entry.worstLoss), -code::signedPlies(*value)));
            } else {
                entry.flags |= ExitDraw;
            }
            continue;
        }
        ++entry.counter;
        const bool doublePush =
            typeOf(position_.movedPiece(m)) == Pawn && (m.to() ^ m.from()) == 16;
        if (!doublePush) continue;
        position_.makeMove(m);
        if (position_.enPassantSquare() != NoSquare) {
            const std::optional<Code> capture = enPassantValue(position_);
            if (!capture) return "the table after an en passant capture is missing";
            if (code::isWin(*capture)) {
                // The opponent wins in this many plies at least: from then on the move counts
                // as resolved, whatever its successor's table value.
                const Placement after = index_.canonical(placementOf(position_, layout_, false));
                const int level = code::signedPlies(*capture) + 1;
                forced_[std::size_t(level)].push_back({i, index_.indexOf(after)});
                lastScheduled_ = std::max(lastScheduled_, level);
            }
        }
        position_.unmakeMove(m);
    }
    if (bestWin) {
        entry.flags |= ExitWin;
        schedule(pendingWin_, bestWin, i);
    } else if (entry.counter == 0 && !(entry.flags & ExitDraw)) {
        schedule(pendingLoss_, entry.worstLoss, i);
    }
    return std::nullopt;
}

void Generator::decrement(std::uint32_t i, int level) {
    Entry& entry = entries_[i];
    if (--entry.counter != 0 || (entry.flags & (ExitWin | ExitDraw))) return;
    // Every move is now known to lose: the position is lost as late as its longest loss.
    if (entry.worstLoss <= level)
        resolve(i, code::loss(level));
    else
        schedule(pendingLoss_, entry.worstLoss, i);
}

void Generator::onPredecessor(const Placement& predecessor, std::optional<Move> push,
                              Code resolvedCode, int level) {
    const Placement normal = index_.normalized(predecessor);
    // Each class of positions is counted once, through its canonical member.
    if (!index_.isCanonical(normal)) return;
    const std::uint32_t q = index_.indexOf(normal);
    Entry& entry = entries_[q];
    if ((entry.flags & Illegal) || entry.code != code::Draw) return;
    const bool resolvedLost = code::isLoss(resolvedCode);
    if (push) {
        Position before;
        setUp(before, layout_, predecessor);
        before.makeMove(*push);
        const bool givesEnPassant = before.enPassantSquare() != NoSquare;
        const std::optional<Code> capture =
            givesEnPassant ? enPassantValue(before) : std::optional<Code>();
        if (capture) {
            const int capturePlies = code::signedPlies(*capture);
            if (resolvedLost) {
                // The opponent would rather capture unless that loses faster still.
                if (!code::isLoss(*capture)) return;
                if (-capturePlies > level - 1) {
                    schedule(pendingWin_, -capturePlies + 1, q);
                    return;
                }
            } else if (code::isWin(*capture) && capturePlies < level - 1) {
                return; // counted down already when the capture's win came due
            }
        }
    }
    if (resolvedLost)
        resolve(q, code::win(level));
    else
        decrement(q, level);
}

void Generator::retract(std::uint32_t resolved, int level) {
    const Code resolvedCode = entries_[resolved].code;
    Placement images[8];
    const int count = index_.images(index_.placementAt(resolved), images);
    for (int k = 0; k < count; ++k) {
        // A canonical predecessor has its white king where canonical placements have it: from an
        // image with the king elsewhere only the king's own un-moves can lead to one.
        const bool kingPlaced = index_.kingMayStand(images[k].squares[0]);
        if (!kingPlaced && images[k].sideToMove == White) continue; // Black moved last
        forEachUnmove(
            layout_, images[k],
            [&](const Placement& predecessor, std::optional<Move> push) {
                onPredecessor(predecessor, push, resolvedCode, level);
            },
            kingPlaced ? -1 : 0);
    }
}

Expected<std::vector<Code>, std::string> Generator::run() {
    for (std::uint32_t i = 0; i < index_.size(); ++i) {
        if ((i & 0xFFFF) == 0 && cancelled()) return unexpected(std::string("cancelled"));
        if (auto error = initialize(i)) return unexpected(*error);
    }
    frontier_.swap(next_);
    for (int level = 1; !frontier_.empty() || level <= lastScheduled_; ++level) {
        if (cancelled()) return unexpected(std::string("cancelled"));
        if (level > Levels - 2)
            return unexpected("a mate in " + layout_.name() + " is too long for the table");
        next_.clear();
        for (const std::uint32_t i : pendingWin_[std::size_t(level)])
            if (entries_[i].code == code::Draw) resolve(i, code::win(level));
        for (const std::uint32_t i : pendingLoss_[std::size_t(level)])
            if (entries_[i].code == code::Draw) resolve(i, code::loss(level));
        for (const Forced& f : forced_[std::size_t(level)]) {
            const Code successor = entries_[f.successor].code;
            if (code::isWin(successor) && code::signedPlies(successor) <= level - 1) continue;
            if (entries_[f.position].code == code::Draw) decrement(f.position, level);
        }
        // A level of a table of four pieces takes seconds: a cancel is looked at within it too.
        for (std::size_t k = 0; k < frontier_.size(); ++k) {
            if ((k & 0xFFF) == 0 && cancelled()) return unexpected(std::string("cancelled"));
            retract(frontier_[k], level);
        }
        frontier_.swap(next_);
    }
    std::vector<Code> codes(entries_.size());
    std::transform(entries_.begin(), entries_.end(), codes.begin(),
                   [](const Entry& e) { return e.code; });
    return codes;
}

} // namespace

Expected<std::vector<Code>, std::string> generateTable(const Layout& layout, const TableSet& tables,
                                                       const std::atomic<bool>* cancel) {
    return Generator(layout, tables, cancel).run();
}

} // namespace kibitz::tablebase
