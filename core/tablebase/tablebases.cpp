#include "tablebase/tablebases.h"

#include "chess/bitboard.h"

#include <algorithm>

namespace kibitz::tablebase {

Tablebases::Tablebases(std::shared_ptr<const Syzygy> syzygy, std::shared_ptr<const Solver> solver)
    : syzygy_(std::move(syzygy))
    , solver_(std::move(solver)) {}

int Tablebases::largest() const {
    return std::max(syzygy_ ? syzygy_->largest() : 0, solver_ ? MaxPieces : 0);
}

std::optional<Probe> Tablebases::probe(const chess::Position& position) const {
    const int pieces = chess::popCount(position.pieces());
    if (pieces > largest()) return std::nullopt;
    const std::optional<Probe> solved =
        solver_ && pieces <= MaxPieces ? solver_->probe(position) : std::nullopt;
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
