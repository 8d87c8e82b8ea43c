#pragma once

// "Annotate all games": every game of the document is annotated on worker threads by
// annotate::annotateGames, and each finished game comes back to the GUI thread, in order, as an
// immutable value in a queued call, to replace its original in the document.
//
// Threading (STYLE.md): one std::thread per run. It asks the GUI thread for the games a few dozen
// at a time, as it needs them (a queued call to the feed, whose games come back through a small
// locked queue), reads from the file those the document does not hold and annotates them (itself
// on `threads` workers), all off the GUI thread. The games go through as values, never as text.
// Results carry the run's generation; cancel() and a new start() raise it, set the old run's
// cancel flag and close its queue, so that a worker waiting for games wakes up and what a stale
// run still posts is dropped. The destructor stops and joins.

#include "annotate/batch.h"
#include "pgn/game.h"
#include "ui/annotateall/batchgamesource.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

namespace kibitz::ui {

class BatchAnnotator : public QObject {
    Q_OBJECT

public:
    // The games of a run, in document order, asked for on the GUI thread whenever the worker
    // runs low: at most `count` of them, none when there are no more.
    using GameFeed = std::function<std::vector<BatchGame>(int count)>;
    // Games asked for at a time: copying them takes well under a millisecond.
    static constexpr int FeedGames = 64;

    explicit BatchAnnotator(QObject* parent = nullptr);
    ~BatchAnnotator() override;

    // Starts annotating the `total` games `feed` gives (BatchGame::index = place in the document),
    // cancelling any run.
    void start(int total, GameFeed feed, const annotate::BatchOptions& options);
    // Stops the run: games already delivered stay annotated, nothing more arrives.
    void cancel();
    bool isRunning() const { return running_; }

signals:
    void started(int games);
    // Game `index` is annotated.
    void gameAnnotated(int index, const kibitz::pgn::Game& game);
    // Game `index` could not be read: it is left as it is, and `reason` names the game and says
    // why.
    void gameUnread(int index, const QString& reason);
    void progress(int gamesDone, int total);
    // The run ended: all games done (cancelled false) or cancel() (true).
    void finished(bool cancelled);

private:
    struct Queue;
    void work(int generation, int total, const annotate::BatchOptions& options,
              const std::shared_ptr<Queue>& queue,
              const std::shared_ptr<std::atomic<bool>>& cancel);
    // GUI thread: the worker wants more games.
    void feed(int generation);
    void deliver(int generation, int index, const pgn::Game& game, int total);
    void reportUnread(int generation, int index, const QString& reason, int total);
    void complete(int generation);
    void stop();
    void closeQueue();

    std::thread worker_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::shared_ptr<Queue> queue_;
    GameFeed feed_;
    int generation_ = 0;
    bool running_ = false;
};

} // namespace kibitz::ui
