#pragma once

// The built-in engine as the rest of Kibitz uses it: a search that runs on its own thread.
// go() returns at once; results arrive through callbacks, called on the search thread.
// No globals: each Engine owns its table, its search and its thread.

#include "search.h"

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

namespace kibitz::search {

class Engine {
public:
    struct Callbacks {
        std::function<void(const LineInfo&)> info;         // after each line of each iteration
        std::function<void(const SearchResult&)> bestMove; // once, when the search ends
    };

    explicit Engine(std::size_t hashMegabytes = 16);
    ~Engine(); // stops and joins a running search
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Starts searching a copy of `pos`; a search already running is stopped first. With
    // limits.infinite the result is reported only after stop(), as UCI requires. The callbacks
    // run on the search thread and must not call go(), wait() or the setters (they would wait
    // for their own thread): hand the result to another thread instead.
    void go(const chess::Position& pos, const Limits& limits, Callbacks callbacks);
    void stop();
    // Blocks until the current search (if any) has reported its result.
    void wait();
    bool isSearching() const { return searching_.load(); }

    // These wait for a running search to end first. False when the memory cannot be had: the
    // table stays as it was.
    [[nodiscard]] bool setHashSize(std::size_t megabytes);
    std::size_t hashSize() const { return tt_.megabytes(); }
    void newGame(); // clears the table and the move-ordering history

private:
    TranspositionTable tt_;
    Searcher searcher_;
    std::thread thread_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> searching_{false};
};

} // namespace kibitz::search
