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

FirstUseTables::FirstUseTables(std::shared_ptr<const Syzygy> syzygy, std::shared_ptr<Solver> solver,
                               const std::atomic<bool>* cancel)
    : syzygy_(std::move(syzygy))
    , solver_(std::move(solver))
    , cancel_(cancel) {}

bool FirstUseTables::needs(std::span<const chess::Position> positions) const {
    if (failed_) return false;
    return std::any_of(positions.begin(), positions.end(), [this](const chess::Position& p) {
        return inTables(p) && !dealtWith_.has(p);
    });
}

FirstUseTables::Provision FirstUseTables::provide(std::span<const chess::Position> positions,
                                                  const Solver::Progress& progress,
                                                  const std::atomic<bool>* cancel) {
    Provision provision;
    const std::vector<Layout> needed = tablesOf(positions);
    std::vector<Layout> missing = needed;
    std::erase_if(missing, [this](const Layout& layout) { return dealtWith_.has(layout); });
    if (!failed_ && !missing.empty()) {
        // Called by one working thread at a time (Solver::Progress).
        const auto solved = [&](int done, int total, const std::string& table) {
            provision.made.push_back(table);
            if (progress) progress(done, total, table);
        };
        const auto result = solver_->generate(missing, solved, cancel ? cancel : cancel_);
        if (!result) {
            failed_ = true;
            provision.error = result.error();
        } else if (*result == Solver::Outcome::Cancelled) {
            provision.outcome = Solver::Outcome::Cancelled;
            return provision;
        } else {
            for (const Layout& layout : missing) dealtWith_.add(layout);
        }
    }
    provision.unsaved = solver_->takeCacheFailure();
    provision.tables = tablesFor(needed);
    return provision;
}

std::shared_ptr<const Tablebases> FirstUseTables::tablesFor(const std::vector<Layout>& needed) {
    // After a failure no own table answers.
    const std::vector<Layout> chosen = failed_ ? std::vector<Layout>{} : needed;
    std::vector<int> keys;
    for (const Layout& layout : chosen) keys.push_back(layout.key());
    std::sort(keys.begin(), keys.end());
    const std::lock_guard lock(givenMutex_);
    std::shared_ptr<const Tablebases>& tables = given_[keys];
    if (!tables) {
        auto choice = std::make_shared<TableChoice>();
        for (const Layout& layout : chosen) choice->add(layout);
        tables = std::make_shared<const Tablebases>(syzygy_, solver_, std::move(choice));
    }
    return tables;
}

} // namespace kibitz::tablebase
