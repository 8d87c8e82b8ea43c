#include "generationjob.h"

#include "generator.h"
#include "tablefile.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace kibitz::tablebase {

GenerationJob::GenerationJob(const std::vector<Layout>& targets, TableSet& tables,
                             Available available)
    : tables_(tables)
    , available_(std::move(available)) {
    for (const Layout& layout : targets) addWithSuccessors(layout);
}

void GenerationJob::addWithSuccessors(const Layout& layout) {
    if (std::find(layouts_.begin(), layouts_.end(), layout) != layouts_.end()) return;
    for (const Layout& successor : layout.successors()) addWithSuccessors(successor);
    layouts_.push_back(layout);
}

Expected<bool, std::string> GenerationJob::run(const QString& folder, bool save,
                                               const Progress& progress,
                                               const std::atomic<bool>* cancel) {
    std::vector<Layout> pending;
    for (const Layout& layout : layouts_)
        if (!available_(layout)) pending.push_back(layout);
    const int total = int(layouts_.size());
    int done = total - int(pending.size());

    std::mutex mutex;
    std::condition_variable changed;
    int running = 0;
    std::optional<std::string> error;
    bool cancelled = false;
    const auto ready = [this](const Layout& layout) {
        const auto successors = layout.successors();
        return std::all_of(successors.begin(), successors.end(),
                           [this](const Layout& s) { return tables_.find(s) != nullptr; });
    };
    const auto work = [&] {
        std::unique_lock lock(mutex);
        for (;;) {
            if (error || cancelled || pending.empty()) return;
            const auto next = std::find_if(pending.begin(), pending.end(), ready);
            if (next == pending.end()) {
                if (running == 0) return; // cannot happen: the list is ordered
                changed.wait(lock);
                continue;
            }
            const Layout layout = *next;
            pending.erase(next);
            ++running;
            const bool keep = save;
            lock.unlock();
            auto codes = generateTable(layout, tables_, cancel);
            std::optional<std::string> failure;
            std::optional<std::string> unsaved;
            if (codes) {
                auto table = std::make_unique<Table>(layout, std::move(*codes));
                if (keep) unsaved = tablefile::save(folder, *table);
                tables_.publish(std::move(table));
            } else if (cancel && cancel->load()) {
                failure.reset();
            } else {
                failure = codes.error();
            }
            lock.lock();
            --running;
            if (failure) error = failure;
            if (unsaved && unsaved_.empty()) {
                unsaved_ = *unsaved;
                save = false;
            }
            if (!codes && !failure) cancelled = true;
            if (codes && !failure) {
                ++done;
                if (progress) progress(done, total, layout.name());
            }
            changed.notify_all();
        }
    };
    const int threads =
        std::clamp(int(std::thread::hardware_concurrency()), 1, std::max(1, int(pending.size())));
    std::vector<std::thread> workers;
    for (int i = 1; i < threads; ++i) workers.emplace_back(work);
    work();
    for (std::thread& worker : workers) worker.join();
    if (error) return unexpected(*error);
    return !cancelled && pending.empty();
}

} // namespace kibitz::tablebase
