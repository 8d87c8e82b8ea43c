#include "ui/analysis/builtinlines.h"

#include "search/engine.h"

#include <QMetaObject>

#include <chrono>

namespace kibitz::ui {

BuiltinLines::BuiltinLines(std::size_t hashMegabytes, QObject* parent)
    : LinesBackend(parent)
    , engine_(std::make_unique<search::Engine>(hashMegabytes)) {}

BuiltinLines::~BuiltinLines() {
    // Before any member goes: the search thread may be inside a callback that posts to us.
    engine_->stop();
    engine_->wait();
}

QString BuiltinLines::name() const {
    return QStringLiteral("Kibitz");
}

bool BuiltinLines::isSearching() const {
    return engine_->isSearching();
}

void BuiltinLines::halt() {
    engine_->stop();
    engine_->wait();
    ++generation_;
}

void BuiltinLines::go(const LinesRequest& request) {
    halt();
    search::Limits limits;
    limits.multiPv = request.multiPv;
    limits.tablebases = request.tablebases;
    switch (request.limit.kind) {
    case LinesLimit::Kind::Infinite: limits.infinite = true; break;
    case LinesLimit::Kind::Depth: limits.depth = search::Depth(request.limit.value); break;
    case LinesLimit::Kind::Nodes: limits.nodes = request.limit.value; break;
    case LinesLimit::Kind::Seconds:
        limits.moveTime = std::chrono::seconds(request.limit.value);
        break;
    }
    const std::uint64_t generation = generation_;
    search::Engine::Callbacks callbacks;
    // On the search thread: hand a copy to the GUI thread, where the generation is checked.
    callbacks.info = [this, generation](const search::LineInfo& info) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, info] {
                if (generation == generation_) emit lineReceived(info);
            },
            Qt::QueuedConnection);
    };
    callbacks.bestMove = [this, generation](const search::SearchResult&) {
        QMetaObject::invokeMethod(
            this,
            [this, generation] {
                if (generation == generation_) emit finished();
            },
            Qt::QueuedConnection);
    };
    engine_->go(request.position, limits, std::move(callbacks));
}

} // namespace kibitz::ui
