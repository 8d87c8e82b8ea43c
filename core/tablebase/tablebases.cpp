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

std::optional<Probe> Tablebases::probe(const chess::Position& position) const {
    const int pieces = chess::popCount(position.pieces());
    if (pieces > largest()) return std::nullopt;
    const bool solverMayAnswer =
        solver_ && pieces <= MaxPieces && (!choice_ || choice_->has(position));
    const std::optional<Probe> solved = solverMayAnswer ? solver_->probe(position) : std::nullopt;
    if (syzygy_)
        if (const auto root = syzygy_->probeRoot(position)) {
            Probe probe = root->probe;
            if (solved) probe.dtm = solved->dtm;
            return probe;
        }
    return solved;
}

int whiteValue(const chess::Position& position, const Probe& probe) {
    const int value = valueOf(probe.wdl);
    return position.sideToMove() == chess::White ? value : -value;
}

} // namespace kibitz::tablebase
