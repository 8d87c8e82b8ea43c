#include "tablebase/firstuse.h"

#include "chess/bitboard.h"

#include <algorithm>

namespace kibitz::tablebase {

namespace {

// Kings alone are a draw by rule: no table is needed for them.
bool inTables(const chess::Position& position) {
    const int pieces = chess::popCount(position.pieces());
    return position.castlingRights() == chess::NoCastling && pieces > 2 && pieces <= MaxPieces;
}

} // namespace

std::vector<Layout> tablesOf(std::span<const chess::Position> positions) {
    std::vector<Layout> tables;
    for (const chess::Position& position : positions) {
        if (!inTables(position)) continue;
        const Layout layout = Layout::of(position)->layout;
        if (std::find(tables.begin(), tables.end(), layout) == tables.end())
            tables.push_back(layout);
    }
    return tables;
}

FirstUseTables::FirstUseTables(std::shared_ptr<Solver> solver, const std::atomic<bool>* cancel)
    : solver_(std::move(solver))
    , cancel_(cancel) {}

bool FirstUseTables::needs(std::span<const chess::Position> positions) const {
    if (failed_) return false;
    return std::any_of(positions.begin(), positions.end(), [this](const chess::Position& p) {
        return inTables(p) && !choice_->has(p);
    });
}

FirstUseTables::Provision FirstUseTables::provide(std::span<const chess::Position> positions,
                                                  const Solver::Progress& progress) {
    Provision provision;
    if (!needs(positions)) return provision;
    std::vector<Layout> tables = tablesOf(positions);
    std::erase_if(tables, [this](const Layout& layout) { return choice_->has(layout); });
    // Called by one working thread at a time (Solver::Progress).
    const auto solved = [&](int done, int total, const std::string& table) {
        provision.made.push_back(table);
        if (progress) progress(done, total, table);
    };
    const auto result = solver_->generate(tables, solved, cancel_);
    if (!result) {
        failed_ = true;
        provision.error = result.error();
        return provision;
    }
    provision.outcome = *result;
    if (*result == Solver::Outcome::Done)
        for (const Layout& layout : tables) choice_->add(layout);
    return provision;
}

} // namespace kibitz::tablebase
