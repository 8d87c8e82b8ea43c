#include "tablebase/tablebases.h"

#include "chess/bitboard.h"

namespace kibitz::tablebase {

Tablebases::Tablebases(std::shared_ptr<const Syzygy> syzygy)
    : syzygy_(std::move(syzygy)) {}

int Tablebases::largest() const {
    return syzygy_ ? syzygy_->largest() : 0;
}

std::optional<Probe> Tablebases::probe(const chess::Position& position) const {
    if (chess::popCount(position.pieces()) > largest()) return std::nullopt;
    if (syzygy_)
        if (const auto root = syzygy_->probeRoot(position)) return root->probe;
    return std::nullopt;
}

int whiteValue(const chess::Position& position, const Probe& probe) {
    const int value = valueOf(probe.wdl);
    return position.sideToMove() == chess::White ? value : -value;
}

} // namespace kibitz::tablebase
