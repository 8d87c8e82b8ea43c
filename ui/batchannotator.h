#pragma once

// "Annotate all games" (issue 7): every game of the document is annotated on worker threads by
// annotate::annotateStream, and each finished game comes back to the GUI thread, in order, as an
// immutable value in a queued call, to replace its original in the document.
//
// Threading (STYLE.md): one std::thread per run, which writes the games' PGN text, annotates the
// stream (itself on `threads` workers) and parses each annotated game back, all off the GUI
// thread. Results carry the run's generation; cancel() and a new start() raise it and set the old
// run's cancel flag, so what a stale run still posts is dropped. The destructor stops and joins.

#include "annotate/batch.h"
#include "pgn/game.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

namespace kibitz::ui {

class BatchAnnotator : public QObject {
    Q_OBJECT

public:
    explicit BatchAnnotator(QObject* parent = nullptr);
    ~BatchAnnotator() override;

    // Starts annotating `games` (copies, index = place in the document), cancelling any run.
    void start(std::vector<pgn::Game> games, const annotate::BatchOptions& options);
    // Stops the run: games already delivered stay annotated, nothing more arrives.
    void cancel();
    bool isRunning() const { return running_; }

signals:
    void started(int games);
    // Game `index` is annotated (or, when it could not be read back, unchanged).
    void gameAnnotated(int index, const kibitz::pgn::Game& game);
    void progress(int gamesDone, int total);
    // The run ended: all games done (cancelled false) or cancel() (true).
    void finished(bool cancelled);

private:
    void deliver(int generation, int index, const pgn::Game& game, int total);
    void complete(int generation);
    void stop();

    std::thread worker_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    int generation_ = 0;
    bool running_ = false;
};

} // namespace kibitz::ui
