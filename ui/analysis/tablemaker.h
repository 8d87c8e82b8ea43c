#pragma once

// Kibitz's own endgame tables made in the background for the window: one job
// at a time, on a std::thread of its own (Solver::generate, which spreads the tables over every
// core), with a cancel flag of its own. Progress and the end come back to the GUI thread as queued
// calls carrying the job's number, so that what a cancelled job still delivers is dropped (as
// GameAnalyser does). A request while a job runs waits for it. The GUI thread never waits, except
// in the destructor, which cancels the job and joins it (a table stops within milliseconds).

#include "tablebase/solver.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

namespace kibitz::ui {

class TableMaker : public QObject {
    Q_OBJECT

public:
    explicit TableMaker(QObject* parent = nullptr);
    ~TableMaker() override;

    // Makes `tables` and the tables they lead to in `solver` (loading those its cache holds); when
    // a job runs, after it.
    void make(std::shared_ptr<tablebase::Solver> solver, std::vector<tablebase::Layout> tables);
    // Makes every table of up to four pieces; a job making some of them is cancelled first.
    void makeAll(std::shared_ptr<tablebase::Solver> solver);
    // Stops the running job and drops the waiting requests.
    void cancel();

    bool isRunning() const { return running_ != nullptr; }
    // Whether the running job makes every table (makeAll).
    bool makesAll() const { return running_ && running_->all; }
    // The tables the running job was asked for, by name ("KRPvK"); empty for makeAll.
    QStringList targets() const;

signals:
    void started();
    // After each table made: how many of the job's tables are ready, of how many, and its name.
    void progress(int done, int total, const QString& table);
    // The job ended (`all`: a makeAll job): every table made (`complete`), or cancelled, or
    // failed with `error`. A complete job's `error` names the cache file that could not be
    // written: its tables are used from memory.
    void finished(bool all, bool complete, const QString& error);

private:
    struct Request {
        std::shared_ptr<tablebase::Solver> solver;
        std::vector<tablebase::Layout> tables;
        bool all = false;
    };
    struct Job : Request {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
        int number = 0;
    };

    void start(Request request);
    void jobEnded(int number, bool complete, const QString& error);

    std::unique_ptr<Job> running_;
    std::vector<Request> waiting_;
    int jobs_ = 0;
};

} // namespace kibitz::ui
