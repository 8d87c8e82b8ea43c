#include "ui/batchannotator.h"

#include "pgn/reader.h"
#include "pgn/writer.h"

#include <QMetaObject>

#include <string>
#include <string_view>

namespace kibitz::ui {

BatchAnnotator::BatchAnnotator(QObject* parent)
    : QObject(parent) {}

BatchAnnotator::~BatchAnnotator() {
    stop();
}

void BatchAnnotator::stop() {
    ++generation_;
    if (cancel_) cancel_->store(true);
    if (worker_.joinable()) worker_.join();
    cancel_.reset();
}

void BatchAnnotator::start(std::vector<pgn::Game> games, const annotate::BatchOptions& options) {
    const bool wasRunning = running_;
    // A cancelled run stops within one search; joining it is quick.
    stop();
    if (wasRunning) emit finished(true);
    const int generation = generation_;
    const int total = int(games.size());
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    running_ = true;
    emit started(total);
    emit progress(0, total);
    worker_ =
        std::thread([this, generation, total, options, games = std::move(games), cancel = cancel_] {
            std::string text;
            for (const pgn::Game& game : games) pgn::writeGame(text, game, options.writer);
            auto reader = pgn::PgnReader::fromText(std::move(text));
            int index = 0;
            annotate::BatchCallbacks callbacks;
            callbacks.write = [&](std::string_view written) {
                pgn::Game annotated;
                auto back = pgn::PgnReader::fromText(std::string(written));
                // A game that does not read back is left as it was.
                const bool read = back->readGame(annotated) && !back->report().error;
                const int i = index++;
                if (cancel->load() || i >= total) return;
                const pgn::Game result = read ? std::move(annotated) : games[std::size_t(i)];
                QMetaObject::invokeMethod(
                    this,
                    [this, generation, i, result, total] { deliver(generation, i, result, total); },
                    Qt::QueuedConnection);
            };
            annotate::annotateStream(*reader, options, callbacks, *cancel);
            QMetaObject::invokeMethod(
                this, [this, generation] { complete(generation); }, Qt::QueuedConnection);
        });
}

void BatchAnnotator::cancel() {
    if (!running_) return;
    ++generation_;
    if (cancel_) cancel_->store(true);
    running_ = false;
    emit finished(true);
}

void BatchAnnotator::deliver(int generation, int index, const pgn::Game& game, int total) {
    if (generation != generation_) return;
    emit gameAnnotated(index, game);
    emit progress(index + 1, total);
}

void BatchAnnotator::complete(int generation) {
    if (generation != generation_) return;
    running_ = false;
    emit finished(false);
}

} // namespace kibitz::ui
