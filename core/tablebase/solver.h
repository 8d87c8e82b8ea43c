#pragma once

// Kibitz's own tablebases: exact values and distances to mate for every position of up to four
// pieces (kings included), worked out by retrograde analysis on the user's machine, so exact
// values work without downloaded files. Tables are generated on request (generateFor,
// generateAll, meant for a background job) and kept in a cache folder; probe() reads them from
// memory, loading a cached table on first use.

#include "generationjob.h"
#include "table.h"
#include "util/expected.h"

#include <QString>

#include <atomic>
#include <functional>
#include <mutex>
#include <optional>
#include <string>

namespace kibitz::tablebase {

class Solver {
public:
    // Called from the working threads after each table: tables ready, tables in all, the name.
    using Progress = GenerationJob::Progress;
    enum class Outcome { Done, Cancelled };

    explicit Solver(QString cacheFolder = defaultCacheFolder());
    ~Solver();
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    // The XDG cache folder's kibitz/tablebases.
    static QString defaultCacheFolder();
    const QString& cacheFolder() const { return folder_; }

    // The exact value of a position with at most four pieces and no castling rights, from a table
    // in memory or in the cache (loaded on first use, once, thread-safe); nullopt when the
    // position is outside the tables or its table has not been generated. Never generates. An
    // en passant right counts: the better of the table's value and the capture's.
    std::optional<Probe> probe(const chess::Position& position) const;
    // Whether probe() can answer for this position's material.
    bool hasTableFor(const chess::Position& position) const;

    // Generates (or loads from the cache) the tables this position needs, with the tables they
    // lead to / every table of up to maxPieces pieces. Independent tables are generated in
    // parallel. *cancel set to true stops it soon: the tables being generated are dropped, never
    // written. A table that cannot be written to the cache is used from memory (see
    // takeCacheFailure()); the cache is not tried again.
    Expected<Outcome, std::string> generateFor(const chess::Position& position,
                                               const Progress& progress = {},
                                               const std::atomic<bool>* cancel = nullptr);
    Expected<Outcome, std::string> generateAll(int maxPieces = MaxPieces,
                                               const Progress& progress = {},
                                               const std::atomic<bool>* cancel = nullptr);
    // The same for these tables, in one job (one count of the progress).
    Expected<Outcome, std::string> generate(const std::vector<Layout>& tables,
                                            const Progress& progress = {},
                                            const std::atomic<bool>* cancel = nullptr);
    // Why the cache could not be written, naming the file, once: nullopt before, and after it
    // was taken.
    std::optional<std::string> takeCacheFailure();
    // False once a table could not be written: the tables made since are in memory only.
    bool cacheWritable() const {
        const std::lock_guard lock(cacheMutex_);
        return cacheWritable_;
    }
    // Whether the table is in memory (made or loaded), without looking at the cache.
    bool isLoaded(const Layout& layout) const { return tables_.find(layout) != nullptr; }

private:
    const Table* tableFor(const Layout& layout) const;
    std::optional<code::Code> codeOf(const chess::Position& position) const;

    QString folder_;
    mutable TableSet tables_;
    mutable std::mutex loadMutex_;
    mutable std::mutex cacheMutex_;
    bool cacheWritable_ = true;
    std::optional<std::string> cacheFailure_; // not yet taken
    // Layouts whose cache file was missing or invalid when last looked for (until generated).
    mutable std::array<std::atomic<bool>, Layout::KeyCount> unavailable_;
};

} // namespace kibitz::tablebase
