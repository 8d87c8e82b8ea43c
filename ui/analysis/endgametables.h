#pragma once

// Kibitz's own endgame tables in the window. When the analysis of the open game
// reaches an ending of up to four pieces whose table is not made yet, a TableMaker makes it in the
// background, with its progress in the status bar ("Making endgame tables: KRPvK", 2/5) and a
// Cancel button; when it is done, the trees of the positions it changes (a position of the ending,
// or a move into it) are dropped from the cache and the game is analysed again, which grows just
// those, so that the panel shows their exact value and distance to mate. Analysis → Make All
// Endgame Tables… makes every table of up to four pieces, with a progress dialog and Cancel.
//
// Tables the user cancelled are not made again on their own (Make All makes them); after a cache
// that cannot be written, none is: the status bar says why, naming the file, and the analysis goes
// on without them.

#include "analysis/lookaheadpool.h"
#include "tablebase/solver.h"

#include <QObject>
#include <QSet>
#include <QString>

#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QAction;
class QMainWindow;
class QProgressDialog;
QT_END_NAMESPACE

namespace kibitz::ui {

class GameAnalyser;
struct GameAnalysisResult;
class ProgressIndicator;
class TableMaker;

// The trees of `result` that tables now in `solver`'s memory would change: a position of a table
// without its exact value at the root, or a move from the root into a table without its exact
// value. None unless the result's analysis asked `solver` (its settings' tablebases).
std::vector<analysis::SharedLookahead> outdatedTrees(const GameAnalysisResult& result,
                                                     const tablebase::Solver& solver);

class EndgameTables : public QObject {
    Q_OBJECT

public:
    // Follows `analyser`'s analyses, adds its progress to `window`'s status bar; `solver` makes
    // the tables (the one the analysis settings' tablebases ask; null: none are made).
    EndgameTables(QMainWindow* window, GameAnalyser* analyser,
                  std::shared_ptr<tablebase::Solver> solver, QObject* parent = nullptr);
    ~EndgameTables() override;

    void setSolver(std::shared_ptr<tablebase::Solver> solver);
    // Analysis → Make All Endgame Tables… (objectName "makeAllTablesAction").
    QAction* makeAllAction() const { return makeAll_; }
    ProgressIndicator* progressIndicator() const { return progress_; }
    // The Make All dialog while it is shown, else null.
    QProgressDialog* dialog() const { return dialog_; }
    TableMaker* maker() const { return maker_; }

    void makeAll();

signals:
    // Trees were dropped from the cache: the game should be analysed again (AnalysisFeature).
    void treesOutdated();

private:
    void analysisStarted();
    void analysed();
    void progressed(int done, int total, const QString& table);
    void finished(bool all, bool complete, const QString& error);
    void cancelled();
    void refresh();

    QMainWindow* window_;
    GameAnalyser* analyser_;
    std::shared_ptr<tablebase::Solver> solver_;
    TableMaker* maker_;
    ProgressIndicator* progress_;
    QAction* makeAll_;
    QProgressDialog* dialog_ = nullptr;
    QSet<QString> cancelledTables_; // names of the tables the user cancelled
    bool failed_ = false;
    bool madeSinceRefresh_ = false;
};

} // namespace kibitz::ui
