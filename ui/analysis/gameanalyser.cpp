#include "gameanalyser.h"

#include "annotate/variations.h"

#include <QMetaObject>

#include <algorithm>
#include <cmath>
#include <utility>

namespace kibitz::ui {

const analysis::PositionAnalysis* GameAnalysisResult::at(int ply) const {
    if (ply < 0 || ply >= plyCount()) return nullptr;
    const auto& a = analyses[std::size_t(ply)];
    return a ? &*a : nullptr;
}

GameAnalyser::GameAnalyser(QObject* parent)
    : QObject(parent)
    , cache_(std::make_shared<analysis::LookaheadCache>()) {
    qRegisterMetaType<SharedGameAnalysis>();
}

GameAnalyser::~GameAnalyser() {
    for (Job& job : jobs_) job.cancel->store(true);
    for (Job& job : jobs_)
        if (job.thread.joinable()) job.thread.join();
    stopPositionJob();
}

void GameAnalyser::stopPositionJob() {
    ++positionGeneration_; // what the job still delivers is stale
    if (!positionJob_.thread.joinable()) return;
    positionJob_.cancel->store(true);
    // A search stops within milliseconds of its cancel flag.
    positionJob_.thread.join();
    positionJob_ = Job{};
}

std::optional<analysis::PositionAnalysis>
GameAnalyser::positionAnalysis(const chess::Position& position) const {
    if (!game_) return std::nullopt;
    const analysis::SharedLookahead tree = cache_->find(position, settings_);
    if (!tree) return std::nullopt;
    return analysis::assessPosition(*tree, merits_);
}

void GameAnalyser::requestPosition(const chess::Position& position) {
    stopPositionJob();
    if (!game_ || cache_->find(position, settings_)) return;
    const int generation = positionGeneration_;
    positionJob_.cancel = std::make_shared<std::atomic<bool>>(false);
    positionJob_.done = std::make_shared<std::atomic<bool>>(false);
    analysis::GameAnalysisOptions options;
    options.lookahead = settings_;
    options.threads = 1;
    options.hashMegabytes = hashMegabytes_;
    options.makeValuer = makeValuer_;
    const chess::Key key = position.key();
    std::vector<chess::Position> positions;
    positions.push_back(position.clone());
    positionJob_.thread =
        std::thread([this, positions = std::move(positions), options, generation, key,
                     cache = cache_, cancel = positionJob_.cancel, done = positionJob_.done] {
            analysis::buildLookaheads(positions, options, *cache, *cancel);
            const bool stopped = cancel->load();
            done->store(true);
            if (stopped) return;
            QMetaObject::invokeMethod(
                this,
                [this, generation, key] {
                    if (generation == positionGeneration_) emit positionAnalysed(key);
                },
                Qt::QueuedConnection);
        });
}

void GameAnalyser::setThreads(int threads) {
    threads_ = std::max(1, threads);
}

void GameAnalyser::setHashMegabytes(std::size_t megabytes) {
    hashMegabytes_ = std::max<std::size_t>(1, megabytes);
}

void GameAnalyser::setValuerFactory(ValuerFactory makeValuer, std::string engine) {
    makeValuer_ = std::move(makeValuer);
    valueEngine_ = makeValuer_ ? std::move(engine) : std::string();
}

void GameAnalyser::setEndgameTables(std::shared_ptr<tablebase::FirstUseTables> tables) {
    endgameTables_ = std::move(tables);
}

void GameAnalyser::analyse(const pgn::Game& game, const analysis::LookaheadSettings& settings,
                           bool withVariations) {
    stopPositionJob();
    stopCurrent();
    reapFinishedJobs();
    game_ = std::make_shared<const pgn::Game>(game);
    settings_ = settings;
    // The trees say which engine valued them; without a factory, the built-in one.
    settings_.valueEngine = valueEngine_;
    result_.reset();
    const int generation = ++generation_;
    running_ = true;

    // Each position of the main line once: a long game shuffling its pieces holds a few.
    analysis::DistinctPositions distinct = analysis::distinctMainLinePositions(game);
    std::vector<chess::Position> positions = std::move(distinct.positions);
    mainLineKeys_.clear();
    for (const std::size_t i : distinct.ofPly) mainLineKeys_.push_back(distinct.keys[i]);
    provisionalClock_.invalidate();
    provisionalTrees_ = 0;
    opening_ = annotate::openingOf(game, book_.get());
    const int bookPlies = opening_ ? opening_->bookPlies : 0;
    if (withVariations)
        for (chess::Position& p : annotate::variationPositions(game, positions, true))
            positions.push_back(std::move(p));
    // As `kibitz-cli annotate` chooses them, with --variations when the variations are analysed.
    neededTables_ = tablebase::tablesOf(positions);
    if (endgameTables_) settings_.tablebases = endgameTables_->tablesFor(neededTables_);
    emit started(int(positions.size()));

    Job job;
    job.cancel = std::make_shared<std::atomic<bool>>(false);
    job.done = std::make_shared<std::atomic<bool>>(false);
    analysis::GameAnalysisOptions options;
    options.lookahead = settings_;
    options.threads = threads_;
    options.hashMegabytes = hashMegabytes_;
    options.makeValuer = makeValuer_;
    // The job owns everything it touches but `this`, which outlives it: the destructor joins it.
    // Its calls to the GUI thread are queued on `this`, so they die with it too.
    job.thread = std::thread([this, positions = std::move(positions),
                              ofPly = std::move(distinct.ofPly), bookPlies, options, generation,
                              cache = cache_, cancel = job.cancel, done = job.done] {
        const auto report = [&](int finished, int total) {
            if (cancel->load()) return;
            QMetaObject::invokeMethod(
                this,
                [this, generation, finished, total] {
                    if (generation == generation_) reportProgress(finished, total);
                },
                Qt::QueuedConnection);
        };
        const auto grown =
            analysis::buildLookaheads(positions, options, *cache, *cancel, report, bookPlies);
        // The main line's by ply; the variations' stay in the cache.
        std::vector<analysis::SharedLookahead> trees;
        trees.reserve(ofPly.size());
        for (const std::size_t i : ofPly) trees.push_back(grown[i]);
        const bool stopped = cancel->load();
        done->store(true);
        QMetaObject::invokeMethod(
            this,
            [this, generation, stopped, trees = std::move(trees)]() mutable {
                reapFinishedJobs();
                if (!stopped) treesReady(generation, std::move(trees));
            },
            Qt::QueuedConnection);
    });
    jobs_.push_back(std::move(job));
}

void GameAnalyser::cancel() {
    stopCurrent();
}

void GameAnalyser::stopCurrent() {
    if (!running_) return;
    running_ = false;
    ++generation_; // whatever the job still delivers is stale
    if (!jobs_.empty()) jobs_.back().cancel->store(true);
    emit cancelled();
}

void GameAnalyser::reapFinishedJobs() {
    // A job is done once its last queued call is posted; joining it then does not wait.
    const auto finished = [](Job& job) {
        if (!job.done->load()) return false;
        job.thread.join();
        return true;
    };
    jobs_.erase(std::remove_if(jobs_.begin(), jobs_.end(), finished), jobs_.end());
}

void GameAnalyser::treesReady(int generation, std::vector<analysis::SharedLookahead> trees) {
    if (generation != generation_) return;
    running_ = false;
    backUp(game_, std::move(trees));
}

void GameAnalyser::reportProgress(int done, int total) {
    emit progress(done, total);
    if (provisionalClock_.isValid() && provisionalClock_.elapsed() < ProvisionalIntervalMs) return;
    // At most once an interval, found or not: a look over a long game's positions on every
    // report would cost the square of its length.
    provisionalClock_.start();
    // The cache has every tree grown so far: the workers add each as it is done.
    std::vector<analysis::SharedLookahead> trees;
    trees.reserve(mainLineKeys_.size());
    int found = 0;
    for (const analysis::LookaheadCache::Key& key : mainLineKeys_) {
        trees.push_back(cache_->find(key, settings_));
        if (trees.back()) ++found;
    }
    if (found == provisionalTrees_) return;
    provisionalTrees_ = found;
    annotate::GameJudgement judgement =
        annotate::judgeGame(trees, *game_, strengths_, merits_.rMin, thresholds_, opening_);
    emit provisional(std::make_shared<const GameAnalysisResult>(
        GameAnalysisResult{std::move(judgement), generation_, game_, settings_, std::move(trees)}));
}

void GameAnalyser::setStrengths(const annotate::Strengths& strengths) {
    strengths_ = strengths;
    merits_ = strengths.merits(merits_.rMin);
    if (result_) backUp(result_->game, result_->trees);
}

void GameAnalyser::setThresholds(const annotate::Thresholds& thresholds) {
    if (thresholds == thresholds_) return;
    thresholds_ = thresholds;
    judgeAgain();
}

void GameAnalyser::setBook(std::shared_ptr<const annotate::OpeningBook> book) {
    if (book == book_) return;
    book_ = std::move(book);
    if (game_) opening_ = annotate::openingOf(*game_, book_.get());
    judgeAgain();
}

void GameAnalyser::judgeAgain() {
    if (!result_) return;
    auto result = std::make_shared<GameAnalysisResult>(*result_);
    result->thresholds = thresholds_;
    result->opening = opening_;
    result->moves = annotate::judgeGame(result->analyses, *result->game, thresholds_,
                                        opening_ ? opening_->bookPlies : 0, &result->held);
    ++judgingPasses_;
    result_ = std::move(result);
    emit analysed(result_);
}

void GameAnalyser::backUp(std::shared_ptr<const pgn::Game> game,
                          std::vector<analysis::SharedLookahead> trees) {
    // One pass over each tree, on this thread: a game's worth takes milliseconds, less than
    // handing it to a worker and back would be worth.
    annotate::GameJudgement judgement =
        annotate::judgeGame(trees, *game, strengths_, merits_.rMin, thresholds_, opening_);
    // The rating estimates take longer than the back-up and do not depend on the strengths.
    if (result_ && result_->trees == trees && result_->ratings)
        judgement.ratings = result_->ratings;
    else
        judgement.ratings = std::make_shared<const annotate::RatingEstimates>(
            annotate::estimateRatings(trees, judgement.moves));
    ++backUps_;
    ++judgingPasses_;
    result_ = std::make_shared<const GameAnalysisResult>(GameAnalysisResult{
        std::move(judgement), generation_, std::move(game), settings_, std::move(trees)});
    emit analysed(result_);
}

void GameAnalyser::forget(std::span<const analysis::SharedLookahead> trees) {
    for (const analysis::SharedLookahead& tree : trees) cache_->erase(tree);
}

std::vector<analysis::SharedLookahead> GameAnalyser::variationTrees(const pgn::Game& game) const {
    return variationTreesFinder()(game);
}

GameAnalyser::VariationTreesFinder GameAnalyser::variationTreesFinder() const {
    return [cache = cache_, settings = settings_](const pgn::Game& game) {
        const analysis::DistinctPositions mainLine = analysis::distinctMainLinePositions(game);
        std::vector<analysis::SharedLookahead> trees;
        for (const chess::Position& p :
             annotate::variationPositions(game, mainLine.positions, true))
            trees.push_back(cache->find(p, settings));
        return trees;
    };
}

pgn::Game GameAnalyser::annotatedGame(const annotate::AnnotatorOptions& options) const {
    if (!result_ || !result_->game) return game_ ? *game_ : pgn::Game{};
    pgn::Game game = *result_->game;
    result_->writeInto(game, options);
    return game;
}

annotate::AnnotatorOptions
GameAnalysisResult::annotatorOptions(annotate::AnnotatorOptions base) const {
    base.version = KIBITZ_VERSION;
    annotate::describeSearch(base, settings);
    base.rMin = merits.rMin;
    base.thresholds = thresholds;
    // Options from which strengthsFor gives the judgement's strengths, so that annotateGame with
    // them writes what writeInto does.
    const auto keep = [&base](const annotate::StrengthNote& s, std::optional<int>& elo) {
        elo.reset();
        if (s.source == annotate::StrengthSource::User) elo = s.elo;
        if (s.source == annotate::StrengthSource::Default) base.defaultElo = s.elo;
    };
    keep(strengths.white, base.whiteElo);
    keep(strengths.black, base.blackElo);
    return base;
}

void GameAnalysisResult::writeInto(
    pgn::Game& target, const annotate::AnnotatorOptions& base,
    std::span<const analysis::SharedLookahead> variationTrees) const {
    annotate::writeAnnotations(target, trees, *this, annotatorOptions(base), variationTrees);
}

} // namespace kibitz::ui
