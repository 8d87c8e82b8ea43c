#include "ui/annotateall/batchannotator.h"

#include <QMetaObject>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>

namespace kibitz::ui {

namespace {

// The worker asks for more games when fewer than this are left, so that it seldom waits.
constexpr std::size_t AskBelow = BatchAnnotator::FeedGames / 4;

// The worker's sink: a function of each game.
class GameSink final : public annotate::GameSink {
public:
    explicit GameSink(std::function<void(annotate::StreamGame&&)> take)
        : take_(std::move(take)) {}
    void take(annotate::StreamGame&& game) override { take_(std::move(game)); }

private:
    std::function<void(annotate::StreamGame&&)> take_;
};

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
    BatchGameSource source([&]() -> std::optional<BatchGame> {
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
    // Each game back in order, as a value: annotated, or left as it is with the reason.
    GameSink sink([&](annotate::StreamGame&& game) {
        if (cancel->load()) return;
        const int index = BatchGameSource::indexOf(game);
        if (game.readable()) {
            post([this, generation, index, annotated = std::move(game.game), total] {
                deliver(generation, index, annotated, total);
            });
        } else {
            post([this, generation, index, reason = BatchGameSource::messageOf(game), total] {
                reportUnread(generation, index, reason, total);
            });
        }
    });
    annotate::annotateGames(source, sink, options, {}, *cancel);
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
