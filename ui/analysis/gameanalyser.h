#pragma once

// The analysis of the game on the board: the look-ahead trees of every main-line
// position are grown on worker threads, and Michie's back-up runs over them at the players'
// strengths. The trees depend on the positions and the look-ahead settings alone, so a change of
// strength only runs the back-up again (milliseconds) and every view updates at once.
//
// Threading (STYLE.md, after KDAB Hotspot): each analyse() starts a job on its own std::thread,
// which calls analysis::buildLookaheads (itself spreading the positions over `threads` workers)
// with a cancel flag of its own. Progress and the trees come back to the GUI thread as queued
// calls carrying the job's generation; a new analyse() or cancel() raises the generation and sets
// the old job's flag, so whatever a stale job still delivers is dropped. Results are immutable
// values shared by std::shared_ptr<const ...>; the GUI thread never waits for a search, except in
// the destructor, which stops the jobs and joins them.

#include "analysis/gameanalysis.h"
#include "annotate/annotator.h"
#include "annotate/playersummary.h"
#include "pgn/game.h"
#include "tablebase/firstuse.h"
#include "theory/michie.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <thread>
#include <vector>

namespace kibitz::ui {

// What the analyser knows about one game at one pair of strengths and one set of thresholds: the
// trees, and the judgement of its main line (the back-up's analyses and Table 2 and 3, computed
// once; the panel, the charts and Annotate Game read them). Index = ply: the position after that
// many half-moves of the main line (analysis::mainLinePositions order).
struct GameAnalysisResult : annotate::GameJudgement {
    int generation = 0; // of the analyse() call it comes from
    std::shared_ptr<const pgn::Game> game;
    analysis::LookaheadSettings settings;
    std::vector<analysis::SharedLookahead> trees;

    int plyCount() const { return int(analyses.size()); }
    // The analysis of position `ply`, or nullptr (out of range, or no tree).
    const analysis::PositionAnalysis* at(int ply) const;

    // What the annotations written from this result are made with: what `base` says to write,
    // with this program's version and the principal search's nodes for the note, and the
    // judgement's strengths as strengthsFor takes them.
    annotate::AnnotatorOptions annotatorOptions(annotate::AnnotatorOptions base) const;
    // Writes the judgement into `target` with those options (annotate::writeAnnotations): no
    // back-up and no judging again of the main line. With base.judgeVariations, the game's own
    // variations are judged from `variationTrees` (GameAnalyser::variationTrees) as well.
    void writeInto(pgn::Game& target, const annotate::AnnotatorOptions& base,
                   std::span<const analysis::SharedLookahead> variationTrees = {}) const;
};

using SharedGameAnalysis = std::shared_ptr<const GameAnalysisResult>;

class GameAnalyser : public QObject {
    Q_OBJECT

public:
    // The least time between two provisional() results: a judging pass over a game takes a few
    // milliseconds of the GUI thread.
    static constexpr int ProvisionalIntervalMs = 1000;

    explicit GameAnalyser(QObject* parent = nullptr);
    // Stops the running jobs and waits for them (a search stops within milliseconds).
    ~GameAnalyser() override;

    // Worker threads of each analysis (at least 1) and the hash table of each, in MB.
    void setThreads(int threads);
    void setHashMegabytes(std::size_t megabytes);

    using ValuerFactory = analysis::ValuerFactory;
    // The external engine that does the search for v (LookaheadSettings::valueNodes): every worker
    // thread of an analysis calls `makeValuer` once, on its own thread, and values its trees with
    // what it makes (nullptr: the built-in engine). `engine` names it: analyse() puts the name in
    // the settings' valueEngine, so that the cache keeps the trees of different engines apart. An
    // empty factory (the default) values with the built-in engine, and analyse() clears
    // valueEngine. The next analyse() uses it; a running analysis keeps the one it started with.
    void setValuerFactory(ValuerFactory makeValuer, std::string engine);
    // The endgame-table policy (tablebase/firstuse.h): each game is analysed with the Syzygy
    // tables and the own tables its positions need (with `withVariations`, the variations' too),
    // answering once they are made. Null (the default): with the settings' tables as they are. The
    // next analyse() uses it.
    void setEndgameTables(std::shared_ptr<tablebase::FirstUseTables> tables);
    // The own tables the game of the latest analyse() needs, made or not.
    const std::vector<tablebase::Layout>& neededTables() const { return neededTables_; }
    bool hasValuerFactory() const { return bool(makeValuer_); }
    const std::string& valueEngine() const { return valueEngine_; }

    // Starts analysing the main line of `game` (a copy is kept) and drops the previous analysis:
    // result() is null until analysed() is emitted. Trees already in the cache are not grown
    // again. The settings' valueEngine is replaced by the valuer factory's (see above), their
    // tablebases by the game's (setEndgameTables). Emits
    // started() at once, then progress() and analysed() from the event loop. With
    // `withVariations`, the positions of the game's own variations are analysed too (counted in
    // the progress), for Annotate Game: their trees go to the cache (variationTrees), the result
    // stays the main line's.
    void analyse(const pgn::Game& game, const analysis::LookaheadSettings& settings,
                 bool withVariations = false);
    // Stops the running analysis; nothing more comes of it, and result() stays null.
    void cancel();
    bool isRunning() const { return running_; }

    // The players' strengths for the back-up (annotate::strengthsAt names where each came from).
    // With a result, runs the back-up and the judging again over the same trees (one pass each)
    // and emits analysed() before returning; during an analysis, the analysis uses them.
    void setStrengths(const annotate::Strengths& strengths);
    const annotate::Strengths& strengths() const { return strengths_; }
    const theory::MichieSettings& merits() const { return merits_; }
    // The thresholds the moves are judged at (the annotations'). With a result, and other
    // thresholds than before, judges again (the back-up stays) and emits analysed().
    void setThresholds(const annotate::Thresholds& thresholds);
    const annotate::Thresholds& thresholds() const { return thresholds_; }
    // The opening book whose moves are theory, judged as such (no symbol); null: none. With a
    // result and another book, judges again and emits analysed(), as setThresholds does.
    void setBook(std::shared_ptr<const annotate::OpeningBook> book);
    // How many back-ups (analysis::assessGame over a game) and judging passes (Table 2 and 3 over
    // a game) this analyser has run: one each per analysis and per change of strength.
    int backUps() const { return backUps_; }
    int judgingPasses() const { return judgingPasses_; }

    // The latest analysis, or null.
    const SharedGameAnalysis& result() const { return result_; }
    // The analysed game annotated from the result (GameAnalysisResult::writeInto on a copy), or
    // the game unchanged when there is no result.
    pgn::Game annotatedGame(const annotate::AnnotatorOptions& options = {}) const;

    // The trees in the cache, at the settings of the latest analyse(), of the positions of
    // `game`'s own variations that Annotate Game judges (annotate::variationPositions, what an
    // earlier run of Kibitz added taken out first); nullptr for a position the cache lacks.
    std::vector<analysis::SharedLookahead> variationTrees(const pgn::Game& game) const;
    // The same look-up, at the settings of the latest analyse(), for any thread.
    using VariationTreesFinder =
        std::function<std::vector<analysis::SharedLookahead>(const pgn::Game& game)>;
    VariationTreesFinder variationTreesFinder() const;

    // One position off the main line (a variation, a move just tried), analysed as a main-line
    // position is: at the settings of the latest analyse() and the current strengths. From the
    // cache when its tree is there (nothing otherwise); requestPosition grows it on a worker
    // thread and emits positionAnalysed(its key) when it is in the cache. A new request drops
    // the one before, and so does analyse(); before the first analyse() nothing is grown.
    std::optional<analysis::PositionAnalysis>
    positionAnalysis(const chess::Position& position) const;
    void requestPosition(const chess::Position& position);
    bool isAnalysingPosition() const {
        return positionJob_.thread.joinable() && !positionJob_.done->load();
    }

    // The trees grown so far, for every game analysed; shared with the workers.
    const analysis::LookaheadCache& cache() const { return *cache_; }
    // Drops these trees from the cache: the next analyse() grows their positions again (an
    // endgame table they lacked was made since).
    void forget(std::span<const analysis::SharedLookahead> trees);
    // The game and the settings of the running or latest analyse() (null before the first).
    const std::shared_ptr<const pgn::Game>& game() const { return game_; }
    const analysis::LookaheadSettings& settings() const { return settings_; }
    int generation() const { return generation_; }

signals:
    void started(int positions);
    void progress(int done, int total);
    void analysed(kibitz::ui::SharedGameAnalysis result);
    // The analysis stopped before its end (cancel() or a new analyse()).
    void cancelled();
    // The tree of the position of `key` (chess::Position::key()) that requestPosition asked for
    // is in the cache.
    void positionAnalysed(chess::Key key);
    // While an analysis runs, after a position is done (at most once every ProvisionalIntervalMs,
    // and only when more trees are in than last time): the main line judged as analysed() would
    // judge it, from the trees grown so far (the other positions without analysis, no rating
    // estimates), so that the charts fill in as the work goes on. It is not result(): the deeper
    // looks at the end may still change it, and nothing is written from it.
    void provisional(kibitz::ui::SharedGameAnalysis partial);

private:
    // Table 2 and 3 again over the result's back-up (thresholds or book changed).
    void judgeAgain();
    struct Job {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> cancel;
        std::shared_ptr<std::atomic<bool>> done;
    };

    void treesReady(int generation, std::vector<analysis::SharedLookahead> trees);
    // provisional(), when it is due.
    void reportProgress(int done, int total);
    void backUp(std::shared_ptr<const pgn::Game> game,
                std::vector<analysis::SharedLookahead> trees);
    void stopCurrent();
    void reapFinishedJobs();

    std::shared_ptr<analysis::LookaheadCache> cache_;
    std::vector<Job> jobs_;
    Job positionJob_; // requestPosition's
    int positionGeneration_ = 0;
    void stopPositionJob();
    std::shared_ptr<const pgn::Game> game_;                  // of the running analysis
    std::optional<annotate::OpeningClassification> opening_; // game_'s in book_, found once
    // The cache keys of its main-line positions, for provisional().
    std::vector<analysis::LookaheadCache::Key> mainLineKeys_;
    QElapsedTimer provisionalClock_; // since the last provisional()
    int provisionalTrees_ = 0;       // the trees it had
    analysis::LookaheadSettings settings_;
    annotate::Strengths strengths_{{annotate::AnnotatorOptions{}.defaultElo},
                                   {annotate::AnnotatorOptions{}.defaultElo}};
    theory::MichieSettings merits_ = strengths_.merits(0); // strengths_ as the back-up takes them
    annotate::Thresholds thresholds_;
    std::shared_ptr<const annotate::OpeningBook> book_;
    SharedGameAnalysis result_;
    int backUps_ = 0;
    int judgingPasses_ = 0;
    int threads_ = 2;
    std::size_t hashMegabytes_ = 16;
    ValuerFactory makeValuer_;
    std::string valueEngine_;
    std::shared_ptr<tablebase::FirstUseTables> endgameTables_;
    std::vector<tablebase::Layout> neededTables_;
    int generation_ = 0;
    bool running_ = false;
};

} // namespace kibitz::ui

Q_DECLARE_METATYPE(kibitz::ui::SharedGameAnalysis)
