#include "engine.h"

namespace kibitz::search {

Engine::Engine(std::size_t hashMegabytes)
    : tt_(hashMegabytes)
    , searcher_(tt_) {}

Engine::~Engine() {
    stop();
    wait();
}

void Engine::go(const chess::Position& pos, const Limits& limits, Callbacks callbacks) {
    stop();
    wait();
    stop_.store(false);
    searching_.store(true);
    thread_ = std::thread(
        [this, position = pos.clone(), limits, callbacks = std::move(callbacks)]() mutable {
            SearchResult result = searcher_.run(position, limits, stop_, callbacks.info);
            // UCI: in an infinite search the best move is sent only when the GUI says stop.
            if (limits.infinite) stop_.wait(false);
            searching_.store(false);
            if (callbacks.bestMove) callbacks.bestMove(result);
        });
}

void Engine::stop() {
    stop_.store(true);
    stop_.notify_all();
}

void Engine::wait() {
    if (thread_.joinable()) thread_.join();
}

bool Engine::setHashSize(std::size_t megabytes) {
    wait();
    return tt_.resize(megabytes);
}

void Engine::newGame() {
    wait();
    tt_.clear();
    searcher_.clearHistory();
}

} // namespace kibitz::search
