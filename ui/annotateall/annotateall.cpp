#include "ui/annotateall/annotateall.h"

#include "ui/annotateall/batchannotator.h"
#include "ui/annotateall/batchcollector.h"
#include "ui/document/gamedocument.h"
#include "ui/models/gamelistmodel.h"
#include "ui/widgets/progressindicator.h"

#include <QStatusBar>

namespace kibitz::ui {

namespace {

constexpr int StatusMessageMs = 4000;
// A message about games left as they were is read in full.
constexpr int ProblemMessageMs = 15000;
// The run's last message names the first few games it could not read, and counts the others.
constexpr int ListedUnreadGames = 5;

} // namespace

AnnotateAll::AnnotateAll(GameDocument* document, QStatusBar* status, ProgressIndicator* progress,
                         std::function<annotate::BatchOptions()> options, QObject* parent)
    : QObject(parent)
    , document_(document)
    , status_(status)
    , progress_(progress)
    , options_(std::move(options))
    , batch_(new BatchAnnotator(this)) {
    progress_->setFormat(tr("%v of %m games"));
    connect(progress_, &ProgressIndicator::cancelRequested, this, &AnnotateAll::cancel);
    connect(batch_, &BatchAnnotator::started, progress_,
            [this](int games) { progress_->begin(tr("Annotating games"), games); });
    connect(batch_, &BatchAnnotator::progress, progress_, &ProgressIndicator::setProgress);
    connect(batch_, &BatchAnnotator::gameAnnotated, this, &AnnotateAll::takeAnnotatedGame);
    connect(batch_, &BatchAnnotator::gameUnread, this, &AnnotateAll::gameUnread);
    connect(batch_, &BatchAnnotator::finished, this, &AnnotateAll::finished);
    connect(batch_, &BatchAnnotator::started, this, &AnnotateAll::stateChanged);
}

AnnotateAll::~AnnotateAll() = default;

bool AnnotateAll::isRunning() const {
    return batch_->isRunning();
}

void AnnotateAll::start() {
    if (batch_->isRunning() || waitsForScan()) return;
    // A large file is still being scanned: start once every game is known, not on those found so
    // far. The wait ends with the scan, whether it reaches the end of the file or fails.
    GameListModel* list = document_->gameList();
    if (!document_->allGamesKnown() && list->isLoading()) {
        status_->showMessage(tr("Annotating all games starts when the whole file has been read"));
        progress_->setFormat(QStringLiteral("%p%"));
        progress_->begin(tr("Reading the file"), 100);
        scanWait_ = connect(list, &GameListModel::finished, this, &AnnotateAll::scanFinished);
        scanProgress_ =
            connect(list, &GameListModel::progress, progress_, [this](qint64 read, qint64 total) {
                if (total > 0) progress_->setProgress(int(100 * read / total));
            });
        emit stateChanged();
        return;
    }
    startRun();
}

void AnnotateAll::scanFinished() {
    dropScanWait();
    start(); // every game is known now, or the scan failed
}

void AnnotateAll::dropScanWait() {
    if (!waitsForScan()) return;
    disconnect(scanWait_);
    disconnect(scanProgress_);
    scanWait_ = {};
    scanProgress_ = {};
    // The message that Annotate All waits goes with the wait.
    if (status_->currentMessage() ==
        tr("Annotating all games starts when the whole file has been read"))
        status_->clearMessage();
    progress_->finish();
    progress_->setFormat(tr("%v of %m games"));
    emit stateChanged();
}

void AnnotateAll::drop() {
    dropScanWait();
    batch_->cancel();
}

void AnnotateAll::startRun() {
    // Each game's revision now: a game the user edits meanwhile keeps the edit.
    games_ = std::make_unique<BatchCollector>(*document_);
    ++run_;
    keptEdits_.clear();
    unreadGames_.clear();
    scanProblem_.clear();
    if (!document_->allGamesKnown() && !document_->scanError().isEmpty()) {
        // The rest of the file cannot be read: the games read before the error are what there is.
        // They are annotated at once (Cancel is at hand) rather than after a question.
        const QString name = document_->displayName();
        const QString error = document_->scanError();
        scanProblem_ = tr("The rest of %1 could not be read: %2").arg(name, error);
        status_->showMessage(
            tr("%1 could not be read to its end (%2): annotating the %n game(s) read before",
               nullptr, games_->total())
                .arg(name, error),
            ProblemMessageMs);
    }
    batch_->start(
        games_->total(), [this](int count) { return games_->take(count); }, options_());
    emit stateChanged();
}

void AnnotateAll::cancel() {
    if (waitsForScan()) {
        dropScanWait();
        status_->showMessage(tr("Annotating all games cancelled"), StatusMessageMs);
        return;
    }
    batch_->cancel();
}

void AnnotateAll::takeAnnotatedGame(int index, const pgn::Game& annotated) {
    if (!games_ || !games_->unchanged(index)) {
        keptEdits_.push_back(index);
        return;
    }
    // One undo step for the run: undoing 580 games one by one would be no undo at all.
    document_->replaceGame(index, annotated, tr("Annotate All Games"), run_);
}

void AnnotateAll::gameUnread(int, const QString& reason) {
    unreadGames_ << reason;
    status_->showMessage(tr("Not annotated: %1").arg(reason), ProblemMessageMs);
}

void AnnotateAll::finished(bool cancelled) {
    progress_->finish();
    const bool problems = !unreadGames_.isEmpty() || !scanProblem_.isEmpty();
    status_->showMessage(finalMessage(cancelled), problems ? ProblemMessageMs : StatusMessageMs);
    games_.reset();
    emit stateChanged();
}

QString AnnotateAll::finalMessage(bool cancelled) const {
    const int total = games_ ? games_->total() : 0;
    QString message = cancelled ? tr("Annotating all games cancelled")
                      : scanProblem_.isEmpty()
                          ? tr("All games annotated")
                          : tr("The %n game(s) read were annotated", nullptr, total);
    const int edits = int(keptEdits_.size() + (games_ ? games_->editedMeanwhile().size() : 0));
    if (edits > 0)
        message +=
            QLatin1Char(' ') + tr("(not written into %n game(s) edited meanwhile)", nullptr, edits);
    const QString sentenceBreak = QStringLiteral(". ");
    if (!unreadGames_.isEmpty()) {
        QString listed = unreadGames_.mid(0, ListedUnreadGames).join(QStringLiteral("; "));
        if (unreadGames_.size() > ListedUnreadGames)
            listed += QStringLiteral("; ") +
                      tr("and %n more", nullptr, int(unreadGames_.size()) - ListedUnreadGames);
        message += sentenceBreak + tr("%n game(s) not annotated because they could not be read: %1",
                                      nullptr, int(unreadGames_.size()))
                                       .arg(listed);
    }
    if (!scanProblem_.isEmpty()) message += sentenceBreak + scanProblem_;
    return message;
}

} // namespace kibitz::ui
