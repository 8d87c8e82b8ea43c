#pragma once

// The analysis in the window: the "Analysis" dock (the players' strengths over the
// panel of the current position), the "Charts" dock (u, tension and entropies per ply), the
// "Games" dock (the games of a multi-game file, filtered), the Analysis menu and the progress of
// the jobs in the status bar.
//
// Signals, in order of a session:
//   GameDocument::currentGameChanged -> strengths from the game's tags, GameAnalyser::analyse
//   GameAnalyser::started / progress -> the status bar's progress and its Cancel button
//   GameAnalyser::analysed           -> (re-)annotation when on, the charts, the panel, the arrow
//   GameAnalyser::started            -> EndgameTables makes the tables the main line lacks; when
//                                       done, their positions are analysed again
//   StrengthControls::strengthsChanged -> GameAnalyser::setStrengths, which emits analysed at once
//   GameDocument::currentNodeChanged -> the panel, the charts' current ply, the preferred move,
//                                       the engine's live lines (also off the main line)
//   MoveTreeModel::gameChanged       -> a new analysis (debounced) when the main line changed
//   GameAnalyser / AnnotateAll running -> EngineLines held (the cores are theirs)
//   PlyChart::plyClicked             -> GameDocument::goTo(the main line's node at that ply)
//   currentNodeChanged, analysed     -> currentEvaluationChanged (the window's evaluation bar)
//   Annotate All Games               -> AnnotateAll (its run, its wait for the file's scan, its
//                                       messages); GameDocument::gamesReplaced drops it

#include "analysis/lookahead.h"
#include "annotate/annotator.h"
#include "annotate/batch.h"
#include "ui/analysis/evaluation.h"
#include "ui/analysis/gameanalyser.h"
#include "ui/analysis/linesengine.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

QT_BEGIN_NAMESPACE
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QTimer;
QT_END_NAMESPACE

namespace kibitz::ui {

class AnalysisPanel;
class BatchAnnotator;
class BoardView;
class EndgameTables;
class AnnotateAll;
class ChartsPanel;
class EngineLines;
class GameDocument;
class GameListPanel;
class ProgressIndicator;
class StrengthControls;

// How much the analysis looks ahead, and on how many threads.
struct AnalysisSettings {
    analysis::LookaheadSettings lookahead;
    int threads = 1;
    std::size_t hashMegabytes = 32;
    // What the annotations write and at which thresholds; its defaultElo is the strength of a
    // player without a rating tag.
    annotate::AnnotatorOptions annotator;
    // The command line of the external value engine, empty for the built-in one, and what makes
    // a valuer running it (one per worker of Annotate All Games).
    QString valueEngine;
    std::function<std::unique_ptr<analysis::RootValuer>()> makeValuer;
    // The engine of the live lines (the built-in one by default) and how long it searches.
    LinesEngine linesEngine;
    LinesLimit linesLimit;
    // Kibitz's own endgame tables, made when the game's analysis needs one (EndgameTables): the
    // solver lookahead.tablebases asks. Null: none are made.
    std::shared_ptr<tablebase::Solver> solver;

    // For a desktop: a principal search of 200k nodes per position, 32 leaf expansions of 10k
    // nodes, and a value search of 500k nodes (the annotator's Δv wants a deeper look than the
    // principal search), on all cores but one, which is left to the window. About a second per
    // position on one core.
    static AnalysisSettings desktopDefaults();
};

class AnalysisFeature : public QObject {
    Q_OBJECT

public:
    // Adds its docks, actions and progress to `window`, follows `document` and shows the preferred
    // move on `board`. The window adds each of docks()' toggle actions to its View menu. The
    // analyser judges with the settings' opening book (settings.annotator.book) from the start.
    AnalysisFeature(QMainWindow* window, GameDocument* document, BoardView* board,
                    const AnalysisSettings& settings = AnalysisSettings::desktopDefaults());
    ~AnalysisFeature() override;

    // New settings (their opening book too); the current game is analysed again with them.
    void setSettings(const AnalysisSettings& settings);
    const AnalysisSettings& settings() const { return settings_; }

    void analyseCurrentGame();
    void stopAnalysis();
    // Writes the annotations at the current strengths into the current game, replacing earlier
    // ones of Kibitz; from then on, until another game is current, a change of strength annotates
    // it again. When the analysis is not done yet, the game is annotated when it is. The game's
    // own variations are judged too (annotate/variations.h): when their positions have not been
    // analysed yet, they are first, with the usual progress and Stop. The judging runs on a worker
    // thread and gameAnnotated() tells when the game holds it; an edit of the game meanwhile is
    // kept and the game annotated again with it.
    void annotateCurrentGame();
    // The annotations being judged for the current game, not yet written into it.
    bool isAnnotating() const { return annotationPending_; }
    // Annotates every game of the document on worker threads (BatchAnnotator). While a large
    // file is still being scanned, it waits for the scan; a scan that fails ends the wait, and the
    // games read before the error are annotated.
    void annotateAllGames();
    void cancelAnnotateAll();
    bool waitsForScan() const;
    // What Annotate All runs with: the settings' lookahead, threads and annotator.
    annotate::BatchOptions batchOptions() const;
    bool followsStrengths() const { return annotating_; }

    // The ply of the current move when it is on the main line, else -1.
    int currentPly() const;

    GameAnalyser* analyser() const { return analyser_; }
    StrengthControls* strengthControls() const { return strengths_; }
    AnalysisPanel* panel() const { return panel_; }
    EngineLines* engineLines() const { return engineLines_; }
    EndgameTables* endgameTables() const { return endgameTables_; }
    ChartsPanel* charts() const { return charts_; }
    GameListPanel* gameList() const { return gameList_; }
    BatchAnnotator* batch() const;
    QMenu* menu() const { return menu_; }
    QDockWidget* gamesDock() const { return gamesDock_; }
    // Analysis, Charts and Games, in that order.
    const std::vector<QDockWidget*>& docks() const { return docks_; }
    // Sizes the docks for a window of `windowSize`, the board first: the Analysis dock 30 % of
    // the width (280 to 460 px), the Charts 25 % of the height (190 to 250 px). For a first run,
    // when no layout was saved, and for the screenshots.
    void fitDocks(QSize windowSize);

signals:
    // The evaluation of the current position (ui/analysis/evaluation.h: evaluationAt) changed: the
    // window's evaluation bar shows it.
    void currentEvaluationChanged(const std::optional<kibitz::ui::ShownEvaluation>& evaluation);
    // Annotate Game (or a change of strength while Kibitz follows them) wrote into the game.
    void gameAnnotated();

private:
    void createDocks();
    void createActions();
    void gameSelected();
    // The strengths of the current game's rating tags, else the settings' default strength.
    void applyThresholds();
    void applyGameStrengths();
    // The strength controls' ratings to the analyser, each named by where it came from.
    void applyStrengths();
    void gamesReplaced();
    void gameEdited();
    void analysed(const SharedGameAnalysis& result);
    // What the running analysis knows so far: charted, and shown for a position it has.
    void showProvisional(const SharedGameAnalysis& partial);
    void annotateNow();
    // An annotation judged on its worker: written into the game unless another was asked for
    // meanwhile (that one is judged instead) or another game is current; `analyseFirst` when the
    // game's variations lacked trees that no analysis had tried to grow.
    void annotationJudged(int generation, int gameIndex, std::uint64_t revision, bool analyseFirst,
                          pgn::Game game);
    void updateCurrentPosition();
    void goToPly(int ply);
    void updateActions();
    // The live lines wait while the game analysis or Annotate All Games runs.
    void updateEngineHold();
    // The current analysis when it is of the document's current main line, else null.
    const GameAnalysisResult* currentResult() const;

    QMainWindow* window_;
    GameDocument* document_;
    BoardView* board_;
    AnalysisSettings settings_;
    // The endgame-table policy over the settings' Syzygy tables and solver (tablebase/firstuse.h),
    // shared by the analyser and Annotate All; null without a solver.
    void applyEndgameTables();
    std::shared_ptr<tablebase::FirstUseTables> tableChoice_;
    GameAnalyser* analyser_;
    AnnotateAll* annotateAll_ = nullptr;
    StrengthControls* strengths_ = nullptr;
    AnalysisPanel* panel_ = nullptr;
    EngineLines* engineLines_ = nullptr;
    EndgameTables* endgameTables_ = nullptr;
    ChartsPanel* charts_ = nullptr;
    // GameAnalyser::provisional's latest, until the analysis's result (or a new analysis).
    SharedGameAnalysis provisional_;
    GameListPanel* gameList_ = nullptr;
    QDockWidget* analysisDock_ = nullptr;
    QDockWidget* chartsDock_ = nullptr;
    QDockWidget* gamesDock_ = nullptr;
    std::vector<QDockWidget*> docks_;
    ProgressIndicator* analysisProgress_ = nullptr;
    QTimer* reanalyse_ = nullptr;
    QMenu* menu_ = nullptr;
    QAction* analyseAction_ = nullptr;
    QAction* stopAction_ = nullptr;
    QAction* annotateAction_ = nullptr;
    QAction* annotateAllAction_ = nullptr;
    // The main line the running or finished analysis is of.
    std::vector<chess::Move> analysedLine_;
    std::string analysedStart_;
    bool annotating_ = false;
    // The generation of the latest analysis that took in the game's own variations (-1: none),
    // so that Annotate Game analyses a variation's positions once, not again and again.
    int variationsGeneration_ = -1;
    // Annotate Game's worker: one at a time, and a request made while it runs is judged when it
    // is back, so that a slider dragged over a big game judges the latest strengths only.
    std::thread annotationThread_;
    int annotationGeneration_ = 0; // of the current game: a result of another is dropped
    bool annotationPending_ = false;
    bool annotationAgain_ = false;
};

} // namespace kibitz::ui
