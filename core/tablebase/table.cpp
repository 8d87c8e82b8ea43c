#include "table.h"

namespace kibitz::tablebase {

using namespace chess;

Placement placementOf(const Position& position, const Layout& layout, bool swapColors) {
    const int flip = swapColors ? 56 : 0;
    Placement placement;
    placement.sideToMove = swapColors ? ~position.sideToMove() : position.sideToMove();
    Bitboard used = 0;
    for (int i = 0; i < layout.pieceCount(); ++i) {
        Piece piece = layout.piece(i);
        if (swapColors) piece = makePiece(~colorOf(piece), typeOf(piece));
        const Bitboard candidates = position.pieces(colorOf(piece), typeOf(piece)) & ~used;
        const Square s = lsb(candidates);
        used |= squareBB(s);
        placement.squares[std::size_t(i)] = Square(s ^ flip);
    }
    return placement;
}

code::Code Table::codeOf(const Position& position, bool swapColors) const {
    return codes[index.indexOf(index.canonical(placementOf(position, layout, swapColors)))];
}

TableSet::TableSet() {
    for (auto& slot : slots_) slot.store(nullptr, std::memory_order_relaxed);
}

TableSet::~TableSet() = default;

void TableSet::publish(std::unique_ptr<Table> table) {
    const std::lock_guard lock(mutex_);
    auto& slot = slots_[std::size_t(table->layout.key())];
    if (slot.load(std::memory_order_relaxed)) return;
    slot.store(table.get(), std::memory_order_release);
    owned_.push_back(std::move(table));
}

std::optional<code::Code> TableSet::lookup(const Position& position) const {
    const auto match = Layout::keyOf(position);
    if (!match) return std::nullopt;
    const Table* table = find(match->key);
    if (!table) return std::nullopt;
    return table->codeOf(position, match->swapColors);
}

} // namespace kibitz::tablebase
