#include "ui/analysis/tablemaker.h"

#include <QMetaObject>
#include <QStringList>

#include <utility>

namespace kibitz::ui {

TableMaker::TableMaker(QObject* parent)
    : QObject(parent) {}

TableMaker::~TableMaker() {
    waiting_.clear();
    if (!running_) return;
    running_->cancel->store(true);
    running_->thread.join();
}

QStringList TableMaker::targets() const {
    QStringList names;
    if (running_)
        for (const tablebase::Layout& layout : running_->tables)
            names << QString::fromStdString(layout.name());
    return names;
}

void TableMaker::make(std::shared_ptr<tablebase::Solver> solver,
                      std::vector<tablebase::Layout> tables) {
    if (tables.empty()) return;
    if (!running_) return start({std::move(solver), std::move(tables), false});
    if (makesAll()) return; // it makes these too
    for (Request& request : waiting_)
        if (request.solver == solver && !request.all) {
            for (tablebase::Layout& layout : tables) request.tables.push_back(std::move(layout));
            return;
        }
    waiting_.push_back({std::move(solver), std::move(tables), false});
}

void TableMaker::makeAll(std::shared_ptr<tablebase::Solver> solver) {
    waiting_.clear();
    if (!running_) return start({std::move(solver), {}, true});
    if (makesAll()) return;
    running_->cancel->store(true);
    waiting_.push_back({std::move(solver), {}, true});
}

void TableMaker::cancel() {
    waiting_.clear();
    if (running_) running_->cancel->store(true);
}

void TableMaker::start(Request request) {
    running_ = std::make_unique<Job>();
    static_cast<Request&>(*running_) = std::move(request);
    Job& job = *running_;
    job.number = ++jobs_;
    // The thread owns what it touches but `this`, whose destructor joins it; its calls to the GUI
    // thread are queued on `this`.
    job.thread = std::thread([this, solver = job.solver, tables = job.tables, all = job.all,
                              cancel = job.cancel, number = job.number] {
        const auto report = [&](int done, int total, const std::string& table) {
            if (cancel->load()) return;
            QMetaObject::invokeMethod(
                this,
                [this, number, done, total, name = QString::fromStdString(table)] {
                    if (running_ && running_->number == number && !running_->cancel->load())
                        emit progress(done, total, name);
                },
                Qt::QueuedConnection);
        };
        const auto result = all ? solver->generateAll(tablebase::MaxPieces, report, cancel.get())
                                : solver->generate(tables, report, cancel.get());
        const bool complete = result && *result == tablebase::Solver::Outcome::Done;
        const auto unsaved = solver->takeCacheFailure();
        const QString error = !result   ? QString::fromStdString(result.error())
                              : unsaved ? QString::fromStdString(*unsaved)
                                        : QString();
        QMetaObject::invokeMethod(
            this, [this, number, complete, error] { jobEnded(number, complete, error); },
            Qt::QueuedConnection);
    });
    emit started();
}

void TableMaker::jobEnded(int number, bool complete, const QString& error) {
    if (!running_ || running_->number != number) return;
    // The job's last act was to post this call: joining does not wait.
    running_->thread.join();
    const bool all = running_->all;
    running_.reset();
    emit finished(all, complete, error);
    if (!running_ && !waiting_.empty()) {
        Request next = std::move(waiting_.front());
        waiting_.erase(waiting_.begin());
        start(std::move(next));
    }
}

} // namespace kibitz::ui
