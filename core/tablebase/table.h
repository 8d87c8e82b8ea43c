#pragma once

// One solved table: a layout and a value code for each of its index's numbers, and the set of
// the tables in memory, which answers for a position by its material (thread-safe: tables are
// immutable once published).

#include "tableindex.h"
#include "valuecode.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace kibitz::tablebase {

struct Table {
    Table(const Layout& tableLayout, std::vector<code::Code> tableCodes)
        : layout(tableLayout)
        , index(tableLayout)
        , codes(std::move(tableCodes)) {}

    // The code of a position of this material (colours swapped when the table's White is the
    // position's Black), its en passant right ignored.
    code::Code codeOf(const chess::Position& position, bool swapColors) const;

    // Immutable: a published table is read by many threads without locks.
    const Layout layout;
    const TableIndex index;
    const std::vector<code::Code> codes;
};

// The placement of a position in its table's terms (colours swapped when the match says so).
Placement placementOf(const chess::Position& position, const Layout& layout, bool swapColors);

// Sets up the position of a placement (which must be legal).
void setUp(chess::Position& position, const Layout& layout, const Placement& placement);
// The same when the placement is a legal position (distinct squares, no pawn on the first or
// last rank, the side not to move not in check); false, the position undefined, otherwise.
bool setUpIfLegal(chess::Position& position, const Layout& layout, const Placement& placement);

class TableSet {
public:
    TableSet();
    ~TableSet();
    TableSet(const TableSet&) = delete;
    TableSet& operator=(const TableSet&) = delete;

    const Table* find(int key) const {
        return slots_[std::size_t(key)].load(std::memory_order_acquire);
    }
    const Table* find(const Layout& layout) const { return find(layout.key()); }
    // Keeps the table and makes it visible to every thread; a second table of one layout is
    // dropped.
    void publish(std::unique_ptr<Table> table);
    // The code of a position (its en passant right ignored) from the table in memory, if any.
    std::optional<code::Code> lookup(const chess::Position& position) const;

private:
    std::array<std::atomic<const Table*>, Layout::KeyCount> slots_;
    std::mutex mutex_;
    std::vector<std::unique_ptr<Table>> owned_;
};

} // namespace kibitz::tablebase
