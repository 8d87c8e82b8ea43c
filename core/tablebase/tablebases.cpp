#include "tablebase/tablebases.h"

#include "chess/bitboard.h"

#include <algorithm>

namespace kibitz::tablebase {

TableChoice::TableChoice() {
    for (auto& chosen : chosen_) chosen.store(false, std::memory_order_relaxed);
}

void TableChoice::add(const Layout& layout) {
    if (chosen_[std::size_t(layout.key())].exchange(true, std::memory_order_acq_rel)) return;
    for (const Layout& successor : layout.successors()) add(successor);
}

bool TableChoice::has(const chess::Position& position) const {
    const auto match = Layout::keyOf(position);
    return match && chosen_[std::size_t(match->key)].load(std::memory_order_acquire);
}

Tablebases::Tablebases(std::shared_ptr<const Syzygy> syzygy, std::shared_ptr<const Solver> solver,
                       std::shared_ptr<const TableChoice> choice)
    : syzygy_(std::move(syzygy))
    , solver_(std::move(solver))
    , choice_(std::move(choice)) {}

int Tablebases::largest() const {
    return std::max(syzygy_ ? syzygy_->largest() : 0, solver_ ? MaxPieces : 0);
}

bool Tablebases::solverMayAnswer(const chess::Position& position, int pieces) const {
    return solver_ && pieces <= MaxPieces && (!choice_ || choice_->has(position));
}

bool Tablebases::solverAnswers(const chess::Position& position) const {
    if (position.castlingRights() != chess::NoCastling) return false;
    if (!solverMayAnswer(position, chess::popCount(position.pieces()))) return false;
    const auto match = Layout::of(position);
    return match && solver_->isLoaded(match->layout);
}

std::optional<Probe> Tablebases::probe(const chess::Position& position) const {
    const int pieces = chess::popCount(position.pieces());
    if (pieces > largest()) return std::nullopt;
    const std::optional<Probe> solved =
        solverMayAnswer(position, pieces) ? solver_->probe(position) : std::nullopt;
    if (syzygy_)
        if (const auto root = syzygy_->probeRoot(position)) {
            Probe probe = root->probe;
            if (solved) probe.dtm = solved->dtm;
            return probe;
        }
    return solved;
}

std::optional<Wdl> Tablebases::probeWdl(const chess::Position& position) const {
    const int pieces = chess::popCount(position.pieces());
    if (syzygy_ && pieces <= syzygy_->largest())
        if (const auto probe = syzygy_->probeWdl(position)) return probe->wdl;
    if (solverMayAnswer(position, pieces))
        if (const auto probe = solver_->probe(position)) return probe->wdl;
    return std::nullopt;
}

std::optional<std::vector<MoveValue>>
Tablebases::moveValues(const chess::Position& position) const {
    const int pieces = chess::popCount(position.pieces());
    if (pieces > largest()) return std::nullopt;
    std::optional<std::vector<MoveValue>> solved =
        solverMayAnswer(position, pieces) ? bestMoves(*solver_, position) : std::nullopt;
    const auto root = syzygy_ ? syzygy_->probeRoot(position) : std::nullopt;
    if (!root) return solved;
    std::vector<MoveValue> moves;
    bool everyDtm = solved.has_value();
    for (const MoveProbe& m : root->moves) {
        Probe value{m.wdl, Source::Syzygy, m.dtz, std::nullopt};
        if (solved) {
            const auto same = std::find_if(solved->begin(), solved->end(),
                                           [&](const MoveValue& s) { return s.move == m.move; });
            if (same != solved->end()) value.dtm = same->value.dtm;
        }
        everyDtm = everyDtm && value.dtm.has_value();
        moves.push_back({m.move, value});
    }
    // Syzygy's order is by verdict and DTZ; the solver's DTM ranks the moves of one verdict.
    if (everyDtm)
        std::stable_sort(moves.begin(), moves.end(), [](const MoveValue& a, const MoveValue& b) {
            if (a.value.wdl != b.value.wdl) return a.value.wdl > b.value.wdl;
            return *a.value.dtm < *b.value.dtm; // the quicker win, the slower loss
        });
    return moves;
}

int whiteValue(const chess::Position& position, const Probe& probe) {
    const int value = valueOf(probe.wdl);
    return position.sideToMove() == chess::White ? value : -value;
}

} // namespace kibitz::tablebase
