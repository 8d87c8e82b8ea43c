#include "ui/analysis/endgametables.h"

#include "analysis/gameanalysis.h"
#include "chess/bitboard.h"
#include "ui/analysis/gameanalyser.h"
#include "ui/analysis/tablemaker.h"
#include "ui/widgets/progressindicator.h"

#include <QAction>
#include <QMainWindow>
#include <QProgressBar>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace kibitz::ui {

namespace {

constexpr int MessageMs = 15000;
// A job that only loads tables from the cache ends sooner: no progress flashes up for it.
constexpr int ShowProgressAfterMs = 250;

// Whether a table made since `tree` was grown answers for its root or for a move from it: the
// tree's own tables say (its choice, tablebase/firstuse.h).
bool isOutdated(const analysis::LookaheadTree& tree) {
    const auto& tables = tree.settings().tablebases;
    const analysis::LookaheadNode& root = tree.node(0);
    if (!tables || root.gameEnd != chess::GameEnd::None) return false;
    chess::Position position = tree.position().clone();
    if (tables->solverAnswers(position)) return !tree.rootTablebase();
    // Only a capture from one piece more leads into a table.
    if (chess::popCount(position.pieces()) > tablebase::MaxPieces + 1) return false;
    return std::any_of(root.children.begin(), root.children.end(), [&](int n) {
        const analysis::LookaheadNode& child = tree.node(n);
        if (child.gameEnd != chess::GameEnd::None ||
            child.value.provenance == analysis::Provenance::Tablebase)
            return false;
        position.makeMove(child.move);
        const bool intoTable = tables->solverAnswers(position);
        position.unmakeMove(child.move);
        return intoTable;
    });
}

} // namespace

std::vector<analysis::SharedLookahead> outdatedTrees(const GameAnalysisResult& result,
                                                     const tablebase::Solver& solver) {
    std::vector<analysis::SharedLookahead> outdated;
    const auto& tables = result.settings.tablebases;
    if (!tables || tables->solver() != &solver) return outdated;
    for (const analysis::SharedLookahead& tree : result.trees)
        if (tree && isOutdated(*tree)) outdated.push_back(tree);
    return outdated;
}

EndgameTables::EndgameTables(QMainWindow* window, GameAnalyser* analyser,
                             std::shared_ptr<tablebase::Solver> solver, QObject* parent)
    : QObject(parent)
    , window_(window)
    , analyser_(analyser)
    , solver_(std::move(solver))
    , maker_(new TableMaker(this))
    , progress_(new ProgressIndicator(QStringLiteral("tablesProgress"), window))
    , makeAll_(new QAction(tr("Make All &Endgame Tables…"), this)) {
    progress_->setFormat(tr("%v of %m tables"));
    progress_->setToolTip(tr("Kibitz is working out every position of this ending once, so that "
                             "it knows the exact result and the moves to mate. The tables are "
                             "kept for the next games."));
    progress_->cancelButton()->setToolTip(
        tr("Stop making the endgame tables: the ending keeps estimated values (Analysis → Make "
           "All Endgame Tables… makes them later)"));
    window->statusBar()->addPermanentWidget(progress_);

    makeAll_->setObjectName(QStringLiteral("makeAllTablesAction"));
    const QString tip =
        tr("Work out every ending of up to four pieces (rook and pawn against king, queen against "
           "rook…) once, so that Kibitz knows its exact result and the moves to mate at once. "
           "About two minutes; kept for later.");
    makeAll_->setStatusTip(tip);
    makeAll_->setToolTip(tip);
    connect(makeAll_, &QAction::triggered, this, &EndgameTables::makeAll);

    connect(analyser_, &GameAnalyser::started, this, &EndgameTables::analysisStarted);
    connect(analyser_, &GameAnalyser::analysed, this, &EndgameTables::analysed);
    connect(maker_, &TableMaker::progress, this, &EndgameTables::progressed);
    connect(maker_, &TableMaker::finished, this, &EndgameTables::finished);
    connect(maker_, &TableMaker::started, this, [this] {
        if (maker_->makesAll()) return;
        progress_->begin(
            tr("Making endgame tables: %1").arg(maker_->targets().join(QStringLiteral(", "))), 1);
        progress_->hide();
        QTimer::singleShot(ShowProgressAfterMs, progress_, [this] {
            if (maker_->isRunning() && !maker_->makesAll()) progress_->show();
        });
    });
    connect(progress_, &ProgressIndicator::cancelRequested, this, &EndgameTables::cancelled);
}

EndgameTables::~EndgameTables() = default;

void EndgameTables::setSolver(std::shared_ptr<tablebase::Solver> solver) {
    solver_ = std::move(solver);
}

void EndgameTables::analysisStarted() {
    const auto& game = analyser_->game();
    const auto& tables = analyser_->settings().tablebases;
    if (!solver_ || failed_ || !game || !tables || tables->solver() != solver_.get()) return;
    std::vector<tablebase::Layout> needed = analyser_->neededTables();
    std::erase_if(needed, [this](const tablebase::Layout& layout) {
        return solver_->isLoaded(layout) ||
               cancelledTables_.contains(QString::fromStdString(layout.name()));
    });
    maker_->make(solver_, std::move(needed));
}

void EndgameTables::analysed() {
    if (madeSinceRefresh_) refresh();
}

void EndgameTables::progressed(int done, int total, const QString& table) {
    if (dialog_ && maker_->makesAll()) {
        dialog_->setMaximum(total);
        dialog_->setValue(done);
        dialog_->setLabelText(tr("Making the endgame tables of up to four pieces, once (about two "
                                 "minutes on two cores).\nJust made: %1")
                                  .arg(table));
        return;
    }
    progress_->bar()->setMaximum(total);
    progress_->setProgress(done);
    progress_->show();
}

void EndgameTables::finished(bool all, bool complete, const QString& error) {
    progress_->finish();
    if (all && dialog_) {
        disconnect(dialog_, nullptr, this, nullptr); // closing it must not cancel anything
        dialog_->deleteLater();
        dialog_ = nullptr;
        makeAll_->setEnabled(true);
        if (complete)
            window_->statusBar()->showMessage(
                tr("Every endgame table of up to four pieces is made: Kibitz knows the exact "
                   "result of these endings from now on"),
                MessageMs);
    }
    if (!error.isEmpty() && complete) {
        window_->statusBar()->showMessage(
            tr("Kibitz could not keep its endgame tables: %1. They are used until Kibitz is "
               "closed.")
                .arg(error),
            MessageMs);
    } else if (!error.isEmpty()) {
        failed_ = true;
        window_->statusBar()->showMessage(
            tr("Kibitz could not keep its endgame tables: %1. The analysis goes on without "
               "their exact values.")
                .arg(error),
            MessageMs);
    }
    // Tables made before a cancel or a failure are in memory too.
    madeSinceRefresh_ = true;
    if (!analyser_->isRunning()) refresh();
}

void EndgameTables::cancelled() {
    for (const QString& name : maker_->targets()) cancelledTables_.insert(name);
    maker_->cancel();
    progress_->finish();
}

void EndgameTables::makeAll() {
    if (!solver_) return;
    if (!dialog_) {
        dialog_ = new QProgressDialog(tr("Making the endgame tables of up to four pieces, once "
                                         "(about two minutes on two cores)."),
                                      tr("Cancel"), 0, 1, window_);
        dialog_->setObjectName(QStringLiteral("makeAllTablesDialog"));
        dialog_->setWindowTitle(tr("Endgame Tables"));
        dialog_->setWindowModality(Qt::NonModal);
        dialog_->setAutoClose(false);
        dialog_->setAutoReset(false);
        auto* bar = new QProgressBar(dialog_);
        bar->setFormat(tr("%v of %m tables"));
        dialog_->setBar(bar);
        dialog_->setMinimumDuration(0);
        dialog_->setValue(0);
        connect(dialog_, &QProgressDialog::canceled, this, [this] {
            maker_->cancel();
            progress_->finish();
        });
    }
    dialog_->show();
    makeAll_->setEnabled(false);
    progress_->finish();
    failed_ = false; // the user asks again
    maker_->makeAll(solver_);
}

void EndgameTables::refresh() {
    madeSinceRefresh_ = false;
    const SharedGameAnalysis& result = analyser_->result();
    if (!result || !solver_) return;
    const std::vector<analysis::SharedLookahead> outdated = outdatedTrees(*result, *solver_);
    if (outdated.empty()) return;
    analyser_->forget(outdated);
    emit treesOutdated();
}

} // namespace kibitz::ui
