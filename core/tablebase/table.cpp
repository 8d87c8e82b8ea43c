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

void setUp(Position& position, const Layout& layout, const Placement& placement) {
    Position::Placed placed[MaxPieces];
    for (int i = 0; i < layout.pieceCount(); ++i)
        placed[i] = {layout.piece(i), placement.squares[std::size_t(i)]};
    position.setPlacement(std::span(placed, std::size_t(layout.pieceCount())),
                          placement.sideToMove);
}

bool setUpIfLegal(Position& position, const Layout& layout, const Placement& placement) {
    Bitboard used = 0;
    for (int i = 0; i < layout.pieceCount(); ++i) {
        const Square s = placement.squares[std::size_t(i)];
        if (used & squareBB(s)) return false;
        used |= squareBB(s);
        if (typeOf(layout.piece(i)) == Pawn && (rankOf(s) == Rank1 || rankOf(s) == Rank8))
            return false;
    }
    setUp(position, layout, placement);
    const Color us = placement.sideToMove;
    return !position.isAttacked(position.kingSquare(~us), us, position.pieces());
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
