#include "ui/annotateall/batchannotator.h"

#include "pgn/reader.h"

#include <QMetaObject>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::ui {

namespace {

// The worker asks for more games when fewer than this are left, so that it seldom waits.
constexpr std::size_t AskBelow = BatchAnnotator::FeedGames / 4;

} // namespace

// The games on their way from the GUI thread to the worker.
struct BatchAnnotator::Queue {
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<BatchGame> games;
    bool asked = false;  // a feed() is on its way
    bool ended = false;  // the feed has no more games
    bool closed = false; // the run is over: the worker takes nothing more
};

BatchAnnotator::BatchAnnotator(QObject* parent)
    : QObject(parent) {}

BatchAnnotator::~BatchAnnotator() {
    stop();
}

void BatchAnnotator::closeQueue() {
    if (!queue_) return;
    {
        const std::lock_guard lock(queue_->mutex);
        queue_->closed = true;
    }
    queue_->changed.notify_all();
}

void BatchAnnotator::stop() {
    ++generation_;
    if (cancel_) cancel_->store(true);
    closeQueue();
    if (worker_.joinable()) worker_.join();
    cancel_.reset();
    queue_.reset();
    feed_ = nullptr;
}

void BatchAnnotator::start(int total, GameFeed feed, const annotate::BatchOptions& options) {
    const bool wasRunning = running_;
    // A cancelled run stops within one search; joining it is quick.
    stop();
    if (wasRunning) emit finished(true);
    const int generation = generation_;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    queue_ = std::make_shared<Queue>();
    feed_ = std::move(feed);
    running_ = true;
    emit started(total);
    emit progress(0, total);
    worker_ = std::thread(&BatchAnnotator::work, this, generation, total, options, queue_, cancel_);
}

void BatchAnnotator::work(int generation, int total, const annotate::BatchOptions& options,
                          const std::shared_ptr<Queue>& queue,
                          const std::shared_ptr<std::atomic<bool>>& cancel) {
    const auto post = [this](auto call) {
        QMetaObject::invokeMethod(this, std::move(call), Qt::QueuedConnection);
    };
    const auto askIfLow = [&] { // with the queue locked
        if (queue->games.size() >= AskBelow || queue->asked || queue->ended) return;
        queue->asked = true;
        post([this, generation] { feed(generation); });
    };
    auto source = std::make_unique<BatchGameSource>([&]() -> std::optional<BatchGame> {
        std::unique_lock lock(queue->mutex);
        askIfLow();
        queue->changed.wait(lock,
                            [&] { return !queue->games.empty() || queue->ended || queue->closed; });
        if (queue->closed || queue->games.empty()) return std::nullopt;
        BatchGame game = std::move(queue->games.front());
        queue->games.pop_front();
        askIfLow();
        return game;
    });
    std::deque<BatchGameSource::Entry>& entries = source->entries();
    pgn::PgnReader reader(std::move(source));

    // The games left out of the stream before the next one written, in order.
    const auto reportLeftOut = [&] {
        while (!entries.empty() && !entries.front().unread.isEmpty()) {
            const BatchGameSource::Entry entry = std::move(entries.front());
            entries.pop_front();
            if (cancel->load()) continue;
            post([this, generation, entry, total] {
                reportUnread(generation, entry.index, entry.unread, total);
            });
        }
    };
    annotate::BatchCallbacks callbacks;
    callbacks.write = [&](std::string_view written) {
        reportLeftOut();
        if (entries.empty()) return; // one game is written for each game read: not expected
        const int index = entries.front().index;
        entries.pop_front();
        if (cancel->load()) return;
        pgn::Game annotated;
        auto back = pgn::PgnReader::fromText(std::string(written));
        if (back->readGame(annotated) && !back->report().error) {
            post([this, generation, index, annotated = std::move(annotated), total] {
                deliver(generation, index, annotated, total);
            });
        } else {
            post([this, generation, index, total] {
                reportUnread(
                    generation, index,
                    tr("game %1: the annotated game could not be read back").arg(index + 1), total);
            });
        }
    };
    const annotate::BatchResult result =
        annotate::annotateStream(reader, options, callbacks, *cancel);
    if (!result.cancelled) reportLeftOut(); // games left out after the last one written
    post([this, generation] { complete(generation); });
}

void BatchAnnotator::feed(int generation) {
    if (generation != generation_ || !running_ || !queue_) return;
    std::vector<BatchGame> games = feed_ ? feed_(FeedGames) : std::vector<BatchGame>();
    {
        const std::lock_guard lock(queue_->mutex);
        queue_->asked = false;
        if (games.empty()) queue_->ended = true;
        for (BatchGame& game : games) queue_->games.push_back(std::move(game));
    }
    queue_->changed.notify_all();
}

void BatchAnnotator::cancel() {
    if (!running_) return;
    ++generation_;
    if (cancel_) cancel_->store(true);
    closeQueue();
    running_ = false;
    feed_ = nullptr;
    emit finished(true);
}

void BatchAnnotator::deliver(int generation, int index, const pgn::Game& game, int total) {
    if (generation != generation_) return;
    emit gameAnnotated(index, game);
    emit progress(index + 1, total);
}

void BatchAnnotator::reportUnread(int generation, int index, const QString& reason, int total) {
    if (generation != generation_) return;
    emit gameUnread(index, reason);
    emit progress(index + 1, total);
}

void BatchAnnotator::complete(int generation) {
    if (generation != generation_) return;
    running_ = false;
    feed_ = nullptr;
    emit finished(false);
}

} // namespace kibitz::ui
