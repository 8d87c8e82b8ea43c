#include "ui/analysisfeature/analysisfeature.h"

#include "analysis/humanmodel.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/endgametables.h"
#include "ui/analysis/enginelines.h"
#include "ui/analysis/strengthcontrols.h"
#include "ui/annotateall/annotateall.h"
#include "ui/board/boardview.h"
#include "ui/charts/chartspanel.h"
#include "ui/document/gamedocument.h"
#include "ui/gamelist/gamelistpanel.h"
#include "ui/models/gamelistmodel.h"
#include "ui/models/movetreemodel.h"
#include "ui/widgets/progressindicator.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMetaObject>
#include <QPointer>
#include <QStatusBar>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

namespace kibitz::ui {

namespace {

// An edit of the main line is analysed again once the user pauses: the trees of the positions
// that did not change come from the cache, so this is cheap, but not for every move of a drag.
constexpr int ReanalyseDelayMs = 400;
constexpr int StatusMessageMs = 4000;
// Room for the move table's six columns; room for a chart's axes and legend.
constexpr int AnalysisDockWidth = 460;
constexpr int ChartsDockHeight = 250;

std::vector<chess::Move> mainLineMoves(const pgn::Game& game) {
    const std::vector<pgn::NodeId> line = game.tree().mainLine();
    return game.tree().movesTo(line.back());
}

std::string startFen(const pgn::Game& game) {
    return game.tree().positionAt(pgn::GameTree::root()).fen();
}

QAction* newAction(QObject* parent, const QString& text, const char* name, const QString& tip,
                   const QKeySequence& key) {
    auto* action = new QAction(text, parent);
    action->setObjectName(QLatin1String(name));
    action->setStatusTip(tip);
    action->setToolTip(tip);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    return action;
}

} // namespace

AnalysisSettings AnalysisSettings::desktopDefaults() {
    AnalysisSettings settings;
    settings.lookahead.rootNodes = 200'000;
    settings.lookahead.leafNodes = 10'000;
    settings.lookahead.maxExpansions = 32;
    settings.lookahead.valueNodes = 500'000;
    settings.lookahead.movesByValueEngine = true;
    settings.threads = std::max(1, QThread::idealThreadCount() - 1);
    settings.hashMegabytes = 32;
    settings.annotator.defaultElo = StrengthControls::DefaultElo;
    return settings;
}

AnalysisFeature::AnalysisFeature(QMainWindow* window, GameDocument* document, BoardView* board,
                                 const AnalysisSettings& settings)
    : QObject(window)
    , window_(window)
    , document_(document)
    , board_(board)
    , settings_(settings)
    , analyser_(new GameAnalyser(this))
    , reanalyse_(new QTimer(this)) {
    analyser_->setThreads(settings_.threads);
    analyser_->setHashMegabytes(settings_.hashMegabytes);
    analyser_->setValuerFactory(settings_.makeValuer, settings_.valueEngine.toStdString());
    // The book's moves are theory from the first analysis on, not only after a change of settings.
    analyser_->setBook(settings_.annotator.book);
    reanalyse_->setSingleShot(true);
    reanalyse_->setInterval(ReanalyseDelayMs);
    createDocks();
    applyThresholds();
    createActions();

    analysisProgress_ = new ProgressIndicator(QStringLiteral("analysisProgress"), window);
    analysisProgress_->setFormat(tr("%v of %m positions"));
    auto* batchProgress = new ProgressIndicator(QStringLiteral("annotateAllProgress"), window);
    window->statusBar()->addPermanentWidget(analysisProgress_);
    window->statusBar()->addPermanentWidget(batchProgress);
    annotateAll_ = new AnnotateAll(
        document_, window->statusBar(), batchProgress, [this] { return batchOptions(); }, this);

    connect(analysisProgress_, &ProgressIndicator::cancelRequested, this,
            &AnalysisFeature::stopAnalysis);
    connect(analyser_, &GameAnalyser::started, analysisProgress_,
            [this](int positions) { analysisProgress_->begin(tr("Analysing"), positions); });
    connect(analyser_, &GameAnalyser::progress, analysisProgress_,
            [this](int done, int total) { analysisProgress_->setProgressOf(done, total); });
    connect(analyser_, &GameAnalyser::cancelled, analysisProgress_, &ProgressIndicator::finish);
    connect(analyser_, &GameAnalyser::analysed, this, &AnalysisFeature::analysed);
    // The curves fill in while the game is analysed; the marks and the summary wait for the end.
    connect(analyser_, &GameAnalyser::provisional, this, &AnalysisFeature::showProvisional);
    connect(analyser_, &GameAnalyser::cancelled, charts_->summary(),
            [this] { charts_->summary()->setAnalysis(nullptr); });
    // A position off the main line, analysed: shown when it is still the current one.
    connect(analyser_, &GameAnalyser::positionAnalysed, this, [this](chess::Key key) {
        if (key == document_->currentPosition().key()) updateCurrentPosition();
    });
    connect(analyser_, &GameAnalyser::started, this, &AnalysisFeature::updateActions);
    connect(analyser_, &GameAnalyser::cancelled, this, &AnalysisFeature::updateActions);
    connect(analyser_, &GameAnalyser::started, this, &AnalysisFeature::updateEngineHold);
    connect(analyser_, &GameAnalyser::cancelled, this, &AnalysisFeature::updateEngineHold);

    connect(annotateAll_, &AnnotateAll::stateChanged, this, &AnalysisFeature::updateActions);
    connect(annotateAll_, &AnnotateAll::stateChanged, this, &AnalysisFeature::updateEngineHold);

    connect(strengths_, &StrengthControls::strengthsChanged, this,
            &AnalysisFeature::applyStrengths);
    connect(charts_, &ChartsPanel::plyClicked, this, &AnalysisFeature::goToPly);
    connect(gameList_, &GameListPanel::gameActivated, document_, &GameDocument::setCurrentGame);
    connect(document_, &GameDocument::currentGameChanged, this, &AnalysisFeature::gameSelected);
    connect(document_, &GameDocument::gamesReplaced, this, &AnalysisFeature::gamesReplaced);
    connect(document_, &GameDocument::currentNodeChanged, this,
            &AnalysisFeature::updateCurrentPosition);
    connect(document_->model(), &MoveTreeModel::gameChanged, this, &AnalysisFeature::gameEdited);
    // Undo and redo put back what the user asked for: Kibitz stops annotating the game again on
    // its own (Annotate Game starts it again), and analyses the main line put back.
    connect(document_, &GameDocument::gameRestored, this, [this](int index) {
        if (index != document_->currentGameIndex()) return;
        annotating_ = false;
        gameEdited();
    });
    connect(reanalyse_, &QTimer::timeout, this, &AnalysisFeature::analyseCurrentGame);

    // Before the first analysis starts: it may need a table that is not made yet.
    applyEndgameTables();
    endgameTables_ = new EndgameTables(window, analyser_, settings_.solver, this);
    menu_->addSeparator();
    menu_->addAction(endgameTables_->makeAllAction());
    connect(endgameTables_, &EndgameTables::treesOutdated, this,
            &AnalysisFeature::analyseCurrentGame);

    gamesReplaced();
    gameSelected();
    // Once held by the analysis just started, so that it does not search the start position.
    engineLines_->start();
}

AnalysisFeature::~AnalysisFeature() {
    if (annotationThread_.joinable()) annotationThread_.join();
}

void AnalysisFeature::createDocks() {
    strengths_ = new StrengthControls;
    panel_ = new AnalysisPanel;
    auto* analysisWidget = new QWidget;
    auto* layout = new QVBoxLayout(analysisWidget);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(strengths_);
    layout->addWidget(panel_, 1);
    // On by default, as the issue asks for live lines, but on one thread (the built-in engine's
    // search is single-threaded) and held while the game analysis, which takes the other cores,
    // runs: the live lines never slow the analysis down.
    engineLines_ = new EngineLines;
    engineLines_->setEngine(settings_.linesEngine);
    engineLines_->setLimit(settings_.linesLimit);
    layout->addWidget(engineLines_);
    // A line clicked goes into the game, when it is still of the position shown.
    connect(engineLines_, &EngineLines::lineChosen, this,
            [this](chess::Key key, const std::vector<chess::Move>& moves) {
                if (key == document_->currentPosition().key()) document_->playLine(moves);
            });
    auto* analysisDock = new QDockWidget(tr("Analysis"), window_);
    analysisDock->setObjectName(QStringLiteral("analysisDock"));
    analysisDock->setWidget(analysisWidget);
    window_->addDockWidget(Qt::RightDockWidgetArea, analysisDock);

    charts_ = new ChartsPanel;
    // The charts want width more than height: they go under the board, side by side.
    auto* chartsDock = new QDockWidget(tr("Charts"), window_);
    chartsDock->setObjectName(QStringLiteral("chartsDock"));
    chartsDock->setWidget(charts_);
    window_->addDockWidget(Qt::BottomDockWidgetArea, chartsDock);

    gameList_ = new GameListPanel(document_->gameList()); // the document's scan, not a second one
    gamesDock_ = new QDockWidget(tr("Games"), window_);
    gamesDock_->setObjectName(QStringLiteral("gamesDock"));
    gamesDock_->setWidget(gameList_);
    window_->addDockWidget(Qt::BottomDockWidgetArea, gamesDock_);
    docks_ = {analysisDock, chartsDock, gamesDock_};
    // The games share the charts' place: a list of games is looked at now and then.
    window_->tabifyDockWidget(chartsDock, gamesDock_);
    chartsDock->raise();
    analysisDock_ = analysisDock;
    chartsDock_ = chartsDock;
    fitDocks(window_->size());
}

void AnalysisFeature::fitDocks(QSize windowSize) {
    // The board takes the room first: at 1024x700 the panel's 460 px and the charts' 250 px
    // left a board of 250 px.
    const int width = std::clamp(int(0.3 * windowSize.width()), 280, AnalysisDockWidth);
    const int height = std::clamp(int(0.25 * windowSize.height()), 190, ChartsDockHeight);
    window_->resizeDocks({analysisDock_}, {width}, Qt::Horizontal);
    window_->resizeDocks({chartsDock_}, {height}, Qt::Vertical);
}

void AnalysisFeature::createActions() {
    analyseAction_ =
        newAction(this, tr("&Analyse Game"), "analyseAction",
                  tr("Analyse every position of the game's main line"), QKeySequence(Qt::Key_F5));
    connect(analyseAction_, &QAction::triggered, this, &AnalysisFeature::analyseCurrentGame);
    stopAction_ = newAction(this, tr("&Stop Analysis"), "stopAnalysisAction",
                            tr("Stop analysing the game"), QKeySequence(Qt::SHIFT | Qt::Key_F5));
    connect(stopAction_, &QAction::triggered, this, &AnalysisFeature::stopAnalysis);
    annotateAction_ = newAction(
        this, tr("A&nnotate Game"), "annotateAction",
        tr("Write the analysis into the game as symbols and comments at the current strengths"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(annotateAction_, &QAction::triggered, this, &AnalysisFeature::annotateCurrentGame);
    annotateAllAction_ = newAction(this, tr("Annotate A&ll Games"), "annotateAllAction",
                                   tr("Analyse and annotate every game of the file"),
                                   QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_A));
    connect(annotateAllAction_, &QAction::triggered, this, &AnalysisFeature::annotateAllGames);

    menu_ = new QMenu(tr("&Analysis"), window_);
    menu_->setObjectName(QStringLiteral("analysisMenu"));
    menu_->addAction(analyseAction_);
    menu_->addAction(stopAction_);
    menu_->addSeparator();
    menu_->addAction(annotateAction_);
    menu_->addAction(annotateAllAction_);
    for (QAction* action : menu_->actions()) window_->addAction(action);
}

void AnalysisFeature::setSettings(const AnalysisSettings& settings) {
    settings_ = settings;
    applyEndgameTables();
    endgameTables_->setSolver(settings_.solver);
    engineLines_->setTablebases(settings_.lookahead.tablebases);
    engineLines_->setEngine(settings_.linesEngine);
    engineLines_->setLimit(settings_.linesLimit);
    analyser_->setThreads(settings_.threads);
    analyser_->setHashMegabytes(settings_.hashMegabytes);
    // Before the analysis: it judges the book's moves as theory.
    analyser_->setBook(settings_.annotator.book);
    // The analysis first: it drops the result, which new thresholds would otherwise judge again.
    analyseCurrentGame();
    applyThresholds();
    // The default strength may have changed for a player without a rating tag.
    applyGameStrengths();
    applyStrengths();
}

void AnalysisFeature::applyEndgameTables() {
    const auto& tables = settings_.lookahead.tablebases;
    if (settings_.solver && tables && tables->solver() == settings_.solver.get())
        tableChoice_ = std::make_shared<tablebase::FirstUseTables>(tables->sharedSyzygy(),
                                                                   settings_.solver, nullptr);
    else
        tableChoice_.reset();
    analyser_->setEndgameTables(tableChoice_);
}

void AnalysisFeature::applyThresholds() {
    // v and the chart's marks as the annotations judge them.
    analyser_->setThresholds(settings_.annotator.thresholds);
    panel_->setThresholds(settings_.annotator.thresholds);
}

void AnalysisFeature::applyGameStrengths() {
    const pgn::Game& game = document_->currentGame();
    strengths_->setStrengthsFromGame(game);
    // A player without a rating tag plays at the default strength of the settings.
    const annotate::Strengths strengths = annotate::strengthsFor(game, settings_.annotator);
    strengths_->setStrengths(strengths.white.elo, strengths.black.elo);
}

void AnalysisFeature::applyStrengths() {
    analyser_->setStrengths(annotate::strengthsAt(document_->currentGame(), strengths_->whiteElo(),
                                                  strengths_->blackElo(),
                                                  settings_.annotator.defaultElo));
}

void AnalysisFeature::gamesReplaced() {
    // Annotate All was for the games that are gone, also when it still waits for their file.
    annotateAll_->drop();
    const bool several = document_->gameCount() > 1 && !document_->filePath().isEmpty();
    gameList_->setFile(several ? document_->filePath() : QString());
    gamesDock_->toggleViewAction()->setEnabled(several);
    gamesDock_->setVisible(several);
    updateActions();
}

void AnalysisFeature::gameSelected() {
    annotating_ = false;
    ++annotationGeneration_; // an annotation still being judged was of the game before
    annotationPending_ = false;
    annotationAgain_ = false;
    applyGameStrengths();
    gameList_->setCurrentGame(document_->currentGameIndex());
    // analyse() drops the old game's result first, so that the new strengths do not back it up.
    analyseCurrentGame();
    applyStrengths();
}

void AnalysisFeature::analyseCurrentGame() {
    reanalyse_->stop();
    const pgn::Game& game = document_->currentGame();
    analysedLine_ = mainLineMoves(game);
    analysedStart_ = startFen(game);
    // While Kibitz annotates the game, its own variations are judged too: their positions are
    // analysed with the main line's.
    analyser_->analyse(game, settings_.lookahead, annotating_);
    if (annotating_) variationsGeneration_ = analyser_->generation();
    updateEngineHold();
    provisional_.reset();
    charts_->setProvisional(nullptr);
    updateCurrentPosition();
}

void AnalysisFeature::showProvisional(const SharedGameAnalysis& partial) {
    // The panel is shown again only when the current position's analysis changed: its move
    // table keeps the user's selection and scrolling otherwise.
    const int ply = currentPly();
    const auto shown = [ply](const SharedGameAnalysis& r) {
        return r && r->at(ply) ? std::tuple(r->trees[std::size_t(ply)].get(), r->merits.whiteMerit,
                                            r->merits.blackMerit)
                               : std::tuple<const analysis::LookaheadTree*, double, double>{};
    };
    const bool changed = shown(provisional_) != shown(partial);
    provisional_ = partial;
    charts_->setProvisional(partial.get());
    if (changed) updateCurrentPosition();
}

void AnalysisFeature::stopAnalysis() {
    analyser_->cancel();
}

void AnalysisFeature::gameEdited() {
    const pgn::Game& game = document_->currentGame();
    if (mainLineMoves(game) != analysedLine_ || startFen(game) != analysedStart_)
        reanalyse_->start();
}

const GameAnalysisResult* AnalysisFeature::currentResult() const {
    const GameAnalysisResult* result = analyser_->result().get();
    if (!result || reanalyse_->isActive()) return nullptr;
    return result;
}

void AnalysisFeature::analysed(const SharedGameAnalysis& result) {
    provisional_.reset();
    analysisProgress_->finish();
    updateActions();
    updateEngineHold();
    if (annotating_) annotateNow();
    charts_->setAnalysis(result.get());
    updateCurrentPosition();
}

void AnalysisFeature::annotateCurrentGame() {
    annotating_ = true;
    if (!currentResult() || analyser_->isRunning()) {
        window_->statusBar()->showMessage(
            tr("The game will be annotated when the analysis is done"), StatusMessageMs);
        if (!analyser_->isRunning()) analyseCurrentGame();
        return;
    }
    annotateNow();
}

void AnalysisFeature::annotateNow() {
    if (!currentResult()) return;
    annotationPending_ = true;
    if (annotationThread_.joinable()) {
        annotationAgain_ = true;
        return;
    }
    const SharedGameAnalysis result = analyser_->result();
    const int gameIndex = document_->currentGameIndex();
    const std::uint64_t revision = document_->gameRevision(gameIndex);
    auto game = std::make_shared<pgn::Game>(document_->currentGame());
    // What Kibitz wrote before is replaced, never doubled; what people wrote is kept.
    annotate::AnnotatorOptions options = settings_.annotator;
    options.replaceEarlier = true;
    options.judgeVariations = true;
    // An analysis that took in the variations but could not grow some (stopped) is not asked
    // for again: the judging goes without them.
    const bool variationsTried = result->generation == variationsGeneration_;
    const int generation = annotationGeneration_;
    window_->statusBar()->showMessage(tr("Writing the annotations…"), StatusMessageMs);
    annotationThread_ = std::thread([this, result, game, options, variationsTried, generation,
                                     gameIndex, revision,
                                     findTrees = analyser_->variationTreesFinder()] {
        // The game's own variations are judged from their positions' trees: an analysis that did
        // not take them in (Analyse Game, or one begun before Annotate Game) grows the missing
        // ones first, with the main line's from the cache.
        const std::vector<analysis::SharedLookahead> variationTrees = findTrees(*game);
        const bool missing = std::find(variationTrees.begin(), variationTrees.end(), nullptr) !=
                             variationTrees.end();
        const bool analyseFirst = missing && !variationsTried;
        if (!analyseFirst) result->writeInto(*game, options, variationTrees);
        QMetaObject::invokeMethod(
            this,
            [this, generation, gameIndex, revision, analyseFirst, game] {
                annotationJudged(generation, gameIndex, revision, analyseFirst, std::move(*game));
            },
            Qt::QueuedConnection);
    });
}

void AnalysisFeature::annotationJudged(int generation, int gameIndex, std::uint64_t revision,
                                       bool analyseFirst, pgn::Game game) {
    annotationThread_.join(); // it ends with the call that brought us here
    if (std::exchange(annotationAgain_, false)) {
        annotationPending_ = false;
        annotateNow();
        return;
    }
    if (generation != annotationGeneration_) return; // of the game before
    annotationPending_ = false;
    if (gameIndex != document_->currentGameIndex() || !annotating_) return;
    if (revision != document_->gameRevision(gameIndex)) {
        // Edited meanwhile: the edit stays, and the game is annotated again with it (once the
        // analysis of a changed main line is done, when that changed).
        annotateNow();
        return;
    }
    if (analyseFirst) {
        window_->statusBar()->showMessage(
            tr("The game will be annotated when the analysis is done"), StatusMessageMs);
        analyseCurrentGame();
        return;
    }
    document_->replaceCurrentGame(std::move(game), tr("Annotate Game"));
    window_->statusBar()->showMessage(tr("Game annotated at the current strengths"),
                                      StatusMessageMs);
    emit gameAnnotated();
}

annotate::BatchOptions AnalysisFeature::batchOptions() const {
    annotate::BatchOptions options;
    options.annotator = settings_.annotator;
    options.annotator.version = KIBITZ_VERSION;
    options.annotator.replaceEarlier = true;
    options.pool.lookahead = settings_.lookahead;
    options.pool.threads = settings_.threads;
    options.pool.hashMegabytes = settings_.hashMegabytes;
    if (settings_.makeValuer) {
        // The workers value with the external engine: the trees say which one.
        options.pool.makeValuer = settings_.makeValuer;
        options.pool.lookahead.valueEngine = settings_.valueEngine.toStdString();
    }
    annotate::describeSearch(options.annotator, options.pool.lookahead);
    if (tableChoice_) {
        // As `kibitz-cli annotate` does: a game's own tables are made before it is analysed, each
        // table made said in the status bar, since the run waits for them.
        const QPointer<QStatusBar> status = window_->statusBar();
        options.tablesFor = [tables = tableChoice_,
                             status](std::span<const chess::Position> positions,
                                     const std::atomic<bool>& cancel) {
            const auto made = [status](int done, int total, const std::string& table) {
                const QString text = tr("Annotate All: endgame table %1 made (%2 of %3)")
                                         .arg(QString::fromStdString(table))
                                         .arg(done)
                                         .arg(total);
                QMetaObject::invokeMethod(
                    status, [status, text] { status->showMessage(text, StatusMessageMs); },
                    Qt::QueuedConnection);
            };
            return tables->provide(positions, made, &cancel).tables;
        };
    }
    return options;
}

void AnalysisFeature::annotateAllGames() {
    annotateAll_->start();
}

void AnalysisFeature::cancelAnnotateAll() {
    annotateAll_->cancel();
}

bool AnalysisFeature::waitsForScan() const {
    return annotateAll_->waitsForScan();
}

BatchAnnotator* AnalysisFeature::batch() const {
    return annotateAll_->batch();
}

int AnalysisFeature::currentPly() const {
    const pgn::GameTree& tree = document_->currentGame().tree();
    const pgn::NodeId node = document_->currentNode();
    return tree.isMainLine(node) ? tree.ply(node) : -1;
}

void AnalysisFeature::updateCurrentPosition() {
    const int ply = currentPly();
    charts_->setCurrentPly(ply);
    const GameAnalysisResult* result = currentResult();
    const analysis::PositionAnalysis* position = result ? result->at(ply) : nullptr;
    // Before the result, what the analysis knows so far of a main-line position, said to be so.
    bool provisional = false;
    if (!result && provisional_ && !reanalyse_->isActive()) {
        position = provisional_->at(ply);
        provisional = position != nullptr;
    }
    // Off the main line (a variation, a move just tried) the position is analysed on its own,
    // when the game's analysis leaves the cores to it.
    std::optional<analysis::PositionAnalysis> own;
    bool waiting = false;
    if (ply < 0) {
        own = analyser_->positionAnalysis(document_->currentPosition());
        if (own) {
            position = &*own;
        } else if (!analyser_->isRunning() && analyser_->game()) {
            analyser_->requestPosition(document_->currentPosition());
            waiting = analyser_->isAnalysingPosition();
        }
    }
    panel_->setAnalysis(position);
    if (waiting) panel_->setStatus(tr("Analysing this position…"));
    if (provisional)
        panel_->setStatus(
            tr("%1 Provisional: the game's analysis is not finished.").arg(panel_->status()));
    engineLines_->setPosition(document_->currentPosition());
    board_->setPreferredMove(position ? position->bestByUtility : chess::Move::none());
    emit currentEvaluationChanged(position ? std::optional(evaluationOf(*position))
                                           : evaluationAt(nullptr, document_->currentGame().tree(),
                                                          document_->currentNode()));
}

void AnalysisFeature::goToPly(int ply) {
    const std::vector<pgn::NodeId> line = document_->currentGame().tree().mainLine();
    if (ply >= 0 && ply < int(line.size())) document_->goTo(line[std::size_t(ply)]);
}

void AnalysisFeature::updateActions() {
    stopAction_->setEnabled(analyser_->isRunning());
    annotateAllAction_->setEnabled(!annotateAll_->isRunning() && !annotateAll_->waitsForScan());
}

void AnalysisFeature::updateEngineHold() {
    engineLines_->setHeld(analyser_->isRunning() || annotateAll_->isRunning());
}

} // namespace kibitz::ui
