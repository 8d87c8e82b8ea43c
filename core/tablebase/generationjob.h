#pragma once

// The generation of a set of tables with the tables they lead to: loads what the cache holds,
// then solves the rest on every core, each table once the tables its captures and promotions
// lead to are ready, writing each to the cache as it is done.

#include "table.h"
#include "util/expected.h"

#include <QString>

#include <atomic>
#include <functional>
#include <string>

namespace kibitz::tablebase {

class GenerationJob {
public:
    using Progress = std::function<void(int done, int total, const std::string& table)>;
    // Whether a layout's table is in memory, or can be loaded from the cache (and is then).
    using Available = std::function<bool(const Layout&)>;

    GenerationJob(const std::vector<Layout>& targets, TableSet& tables, Available available);

    // True when every table is ready, false when cancelled. Each table is written to `folder`
    // when `save`; a table that cannot be written is used all the same, and no other is tried.
    Expected<bool, std::string> run(const QString& folder, bool save, const Progress& progress,
                                    const std::atomic<bool>* cancel);
    // Why a table could not be written to the cache, naming the file; empty when none failed.
    const std::string& unsaved() const { return unsaved_; }

private:
    void addWithSuccessors(const Layout& layout);

    std::vector<Layout> layouts_; // every table needed, each after the tables it leads to
    TableSet& tables_;
    Available available_;
    std::string unsaved_;
};

} // namespace kibitz::tablebase
