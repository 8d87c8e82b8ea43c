#pragma once

// "Annotate All Games" in the window: one run at a time over the document's games,
// with its progress indicator and its messages in the status bar.
//
// A run takes the games known when it starts (BatchCollector) and hands them to the worker of
// BatchAnnotator a few at a time; each annotated game goes back into the document unless the user
// edited that game meanwhile. While a large file is still being scanned, start() waits for the
// scan (the indicator shows the share of the file read, with Cancel); a scan that fails ends the
// wait, and the games read before the error are annotated. The last message says what was
// annotated, what was left because the user edited it, and which games could not be read.

#include "annotate/batch.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QStatusBar;
QT_END_NAMESPACE

namespace kibitz::pgn {
class Game;
}

namespace kibitz::ui {

class BatchAnnotator;
class BatchCollector;
class GameDocument;
class ProgressIndicator;

class AnnotateAll : public QObject {
    Q_OBJECT

public:
    // `options` gives what a run annotates with, asked when the run starts (after a wait, the
    // settings of that moment). `progress` is the run's indicator, its Cancel cancels.
    AnnotateAll(GameDocument* document, QStatusBar* status, ProgressIndicator* progress,
                std::function<annotate::BatchOptions()> options, QObject* parent = nullptr);
    ~AnnotateAll() override;

    // Starts a run, or waits for the file's scan first; nothing while one runs or waits.
    void start();
    // Stops the wait or the run: games already written stay annotated.
    void cancel();
    // The document's games were replaced: the wait or the run was for games that are gone.
    void drop();

    bool isRunning() const;
    bool waitsForScan() const { return bool(scanWait_); }
    BatchAnnotator* batch() const { return batch_; }

signals:
    // A run or a wait began or ended.
    void stateChanged();

private:
    void startRun();
    void scanFinished();
    void dropScanWait();
    // A game the run has finished: written into the document unless the user edited that game
    // after the run took it (nothing the user wrote is overwritten).
    void takeAnnotatedGame(int index, const pgn::Game& annotated);
    void gameUnread(int index, const QString& reason);
    void finished(bool cancelled);
    // The run's last message: what was annotated, and what was not.
    QString finalMessage(bool cancelled) const;

    GameDocument* document_;
    QStatusBar* status_;
    ProgressIndicator* progress_;
    std::function<annotate::BatchOptions()> options_;
    BatchAnnotator* batch_;
    // The run's games: each game's revision when it started, and a few games at a time for the
    // worker.
    std::unique_ptr<BatchCollector> games_;
    std::vector<int> keptEdits_;       // games edited meanwhile: their result is dropped
    QStringList unreadGames_;          // why each game the run could not read was left as it was
    QString scanProblem_;              // the run has the games read before the file's scan failed
    QMetaObject::Connection scanWait_; // the run waits for the scan: its end, its progress
    QMetaObject::Connection scanProgress_;
    // Counts the runs: the undo steps of one run merge into one (GameDocument::replaceGame).
    quint64 run_ = 0;
};

} // namespace kibitz::ui
