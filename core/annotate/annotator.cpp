#include "annotator.h"

#include "analysis/humanmodel.h"
#include "analysis/valuation.h"
#include "annotate/playersummary.h"
#include "annotate/sacrifice.h"
#include "annotate/variations.h"
#include "pgn/commands.h"
#include "pgn/tags.h"
#include "search/value.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstring>

namespace kibitz::annotate {

namespace {

using analysis::assessmentOf;
using analysis::MoveAssessment;
using analysis::PositionAnalysis;
using analysis::SharedAnalysis;
using analysis::SharedLookahead;

bool isMoveNag(int nag) {
    return (nag >= 1 && nag <= 6) || nag == 9;
}

bool isPositionNag(int nag) {
    return nag >= 10 && nag <= 19;
}

bool hasNag(const pgn::GameTree& tree, pgn::NodeId node, bool (*kind)(int)) {
    const auto nags = tree.nags(node);
    return std::any_of(nags.begin(), nags.end(), [kind](pgn::Nag n) { return kind(n); });
}

StrengthNote strengthOf(const pgn::Game& game, const std::optional<int>& option, int fallback,
                        std::string_view tag) {
    if (option) return {*option, StrengthSource::User};
    if (const std::optional<int> rating = pgn::ratingOf(game, tag))
        return {*rating, StrengthSource::Rating};
    return {fallback, StrengthSource::Default};
}

// [%eval] text for a search score from the standpoint of the side to move (`whiteToMove`). A
// tablebase score (the search reached a position an endgame table has won) is no mate: it is
// written in pawns as engines give it, 200 less a hundredth a ply (search::shownCentipawns).
std::string evalArguments(search::Value score, bool whiteToMove, int depth) {
    pgn::Evaluation e;
    const int sign = whiteToMove ? 1 : -1;
    if (search::isMateScore(score)) {
        e.kind = pgn::Evaluation::Kind::Mate;
        e.mate = sign * search::mateInMoves(score);
    } else {
        e.pawns = sign * search::shownCentipawns(score) / 100.0;
    }
    if (depth > 0 && depth < 100) e.depth = depth; // a proven mate ends the search at its limit
    return pgn::formatEvaluation(e);
}

// Whether the words should give the table's verdict after a move: the table has the position
// and either had not the one before or gave it another verdict, or the move is the line's first.
bool tablebaseNews(const PositionAnalysis& before, const PositionAnalysis& after, bool first) {
    if (!after.tablebase) return false;
    if (!before.tablebase || first) return true;
    return tablebase::forWhite(before.tablebase->wdl, before.whiteToMove) !=
           tablebase::forWhite(after.tablebase->wdl, after.whiteToMove);
}

// Appends Kibitz's remark: the marker with the NAGs it added and then `marks` (VariationMark on
// the first move of a variation Kibitz added, TagMark items on the note), then its words.
void appendRemark(pgn::GameTree& tree, pgn::NodeId node, const std::vector<int>& nags,
                  const std::string& words, const std::vector<std::string>& marks = {}) {
    std::vector<std::string> items;
    for (const int nag : nags) items.push_back(std::to_string(nag));
    items.insert(items.end(), marks.begin(), marks.end());
    std::string remark = std::string("[%") + MarkerCommand;
    for (std::size_t i = 0; i < items.size(); ++i) remark += (i == 0 ? " " : ",") + items[i];
    remark += ']';
    if (!words.empty()) remark += ' ' + words;
    std::string comment = tree.commentAfter(node);
    if (!comment.empty()) comment += ' ';
    tree.setCommentAfter(node, comment + remark);
}

void setEval(pgn::GameTree& tree, pgn::NodeId node, const std::string& arguments) {
    tree.setCommentAfter(node, pgn::withCommand(tree.commentAfter(node), "eval", arguments));
}

PositionAssessment assessmentAfter(const PositionAnalysis& before, const MoveAssessment& m,
                                   const Thresholds& t) {
    const theory::Outcome& board = m.boardOutcome;
    return assessPosition(analysis::valueAfter(before, m, t.valueThreshold).value,
                          m.value.isExact(), board.expectedUtility(), board.win + board.loss, t);
}

// The move `played` from the position of `before` into that of `after`. v(s1) and v(s2) come from
// the two positions' own root searches, so both look equally far ahead of the position they value.
MoveFacts factsOf(const PositionAnalysis& before, const PositionAnalysis& after,
                  const MoveAssessment& played, const Thresholds& t) {
    const int sign = before.whiteToMove ? 1 : -1;
    const analysis::ValueEstimate v1 = analysis::valueOf(before, t.valueThreshold);
    const analysis::ValueEstimate v2 = analysis::valueOf(after, t.valueThreshold);
    MoveFacts f;
    f.valueBefore = sign * v1.value;
    f.expectedBefore = sign * analysis::expectation(v1);
    f.exactBefore = v1.isExact();
    f.valueAfter = sign * v2.value;
    f.expectedAfter = sign * analysis::expectation(v2);
    f.bestUtility = -1.0;
    for (const MoveAssessment& m : before.moves)
        f.bestUtility = std::max(f.bestUtility, sign * m.utility);
    f.utilityBefore = sign * before.utility;
    f.boardUtilityBefore = sign * before.boardOutcome.expectedUtility();
    f.utilityAfter = sign * played.utility;
    const auto searchedBest = std::max_element(
        before.moves.begin(), before.moves.end(),
        [](const MoveAssessment& a, const MoveAssessment& b) { return a.score < b.score; });
    if (searchedBest != before.moves.end())
        f.searchedValueChange =
            sign *
            (analysis::expectation(analysis::valueAfter(before, played, t.valueThreshold)) -
             analysis::expectation(analysis::valueAfter(before, *searchedBest, t.valueThreshold)));
    f.tensionAfter = played.outcome.win + played.outcome.loss;
    f.onlyMove =
        std::none_of(before.moves.begin(), before.moves.end(), [&](const MoveAssessment& m) {
            return m.move != played.move && m.score >= played.score - analysis::NearBestMargin;
        });
    f.forced = !before.moves.empty() &&
               std::none_of(before.moves.begin(), before.moves.end(), [&](const MoveAssessment& m) {
                   return m.move != played.move && m.score > played.score - ForcedGap;
               });
    f.probability = played.probability;
    f.scoreBefore = before.score;
    f.scoreAfter = -after.score;
    chess::Position position; // a FEN it cannot read (a Chess960 one) offers nothing
    if (position.setFen(before.fen) && position.isLegal(played.move)) {
        f.capture = position.isCapture(played.move);
        f.moveNumber = position.fullmoveNumber();
        f.offered = offeredMaterial(position, played.move);
        // The second-best look (valuecheck.h) was taken for the value search's best move.
        if (before.secondBestScore && played.move == before.bestByMinimax && !v1.isExact()) {
            const auto expected = [&](search::Value score) {
                return sign * analysis::expectation(
                                  analysis::estimatedValue(position, score, t.valueThreshold));
            };
            f.onlyMoveGap = expected(before.score) - expected(*before.secondBestScore);
        }
    }
    return f;
}

// The preferred move and the engine's continuation after it in the look-ahead tree.
std::vector<chess::Move> preferredLine(const analysis::LookaheadTree& tree, chess::Move preferred,
                                       int plies) {
    std::vector<chess::Move> line;
    int node = -1;
    for (const int child : tree.node(0).children)
        if (tree.node(child).move == preferred) node = child;
    while (node >= 0 && int(line.size()) < plies) {
        line.push_back(tree.node(node).move);
        const auto& children = tree.node(node).children;
        node = children.empty() ? -1 : children.front();
    }
    return line;
}

void addVariation(pgn::Game& game, pgn::NodeId from, const PositionAnalysis& before,
                  const analysis::LookaheadTree& tree, chess::Move preferred,
                  const Thresholds& thresholds, const AnnotatorOptions& options) {
    pgn::GameTree& t = game.tree();
    for (const pgn::NodeId child : t.children(from))
        if (t.move(child) == preferred) return; // already there, by a human hand
    const MoveAssessment* m = assessmentOf(before, preferred);
    if (!m) return;
    const std::vector<chess::Move> line =
        preferredLine(tree, preferred, std::max(1, options.variationPlies));
    pgn::NodeId node = from;
    pgn::NodeId first = pgn::NoNode;
    for (const chess::Move move : line) {
        const auto added = t.addMove(node, move);
        if (!added) break;
        node = *added;
        if (first == pgn::NoNode) first = node;
    }
    if (first == pgn::NoNode) return;
    // The move's score as the analysis has it: the value search's where it is that search's
    // best move, and never above it (assessPosition), so on the level of the main line's
    // [%eval].
    const search::Value score = m->score;
    PositionAssessment after = assessmentAfter(before, *m, thresholds);
    setBoard(after, score, before.whiteToMove); // the variation's [%eval]
    const int nag = nagOf(after.band);
    t.addNag(first, pgn::Nag(nag));
    if (options.evaluations) setEval(t, first, evalArguments(score, before.whiteToMove, m->depth));
    appendRemark(t, first, {nag}, positionComment(after), {VariationMark});
}

// Writes the judgement `m` of the move into `node` (from `before` to `after`): the NAGs of the
// kinds the move has none of yet, the words after `lead` (the out-of-book remark), the [%eval].
void writeMove(pgn::GameTree& tree, pgn::NodeId node, const MoveAnnotation& m,
               const PositionAnalysis& before, const PositionAnalysis& after, bool bookMove,
               const std::string& lead, const Thresholds& thresholds,
               const AnnotatorOptions& options) {
    std::vector<int> added;
    const int moveNag = bookMove ? 0 : nagOf(m.judgement.symbol);
    if (moveNag != 0 && !hasNag(tree, node, isMoveNag)) added.push_back(moveNag);
    if (m.assessmentChanged && !hasNag(tree, node, isPositionNag))
        added.push_back(nagOf(m.after.band));
    for (const int nag : added) tree.addNag(node, pgn::Nag(nag));

    const bool wasLifeless = before.tension <= thresholds.tensionLow;
    std::string words = bookMove ? std::string() : moveComment(m.judgement, !wasLifeless);
    if (!lead.empty()) words = words.empty() ? lead : lead + ' ' + words;
    if (tablebaseNews(before, after, m.ply == 1)) {
        if (!words.empty()) words += ' ';
        words += tablebaseComment(*after.tablebase, after.whiteToMove);
    }
    if (m.assessmentChanged) {
        if (!words.empty()) words += ' ';
        words += positionComment(m.after);
    }
    if (options.evaluations)
        if (const auto eval = positionEvaluation(after)) setEval(tree, node, *eval);
    if (!added.empty() || !words.empty()) appendRemark(tree, node, added, words);
}

std::string trimmed(std::string text) {
    const auto notSpace = [](unsigned char c) { return !std::isspace(c); };
    text.erase(text.begin(), std::find_if(text.begin(), text.end(), notSpace));
    text.erase(std::find_if(text.rbegin(), text.rend(), notSpace).base(), text.end());
    return text;
}

// The items of a marker's arguments: "2,14,variation".
QStringList markerItems(const pgn::Command& marker) {
    QStringList items =
        QString::fromStdString(marker.arguments).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString& item : items) item = item.trimmed();
    return items;
}

// The NAGs a marker's arguments list.
std::vector<int> listedNags(const pgn::Command& marker) {
    std::vector<int> nags;
    for (const QString& item : markerItems(marker)) {
        bool ok = false;
        const int nag = item.toInt(&ok);
        if (ok) nags.push_back(nag);
    }
    return nags;
}

// The marker says Kibitz opened a variation with this move (appendRemark's VariationMark). Only
// such a move can start a variation Kibitz removes: any other move with a marker, say a main-line
// move that a promotion put aside, stays.
bool marksVariation(const pgn::Command& marker) {
    return markerItems(marker).contains(QLatin1String(VariationMark));
}

// A variation as Kibitz wrote it (addVariation): its first move's comment holds nothing but the
// [%eval] and the remark, its NAGs are the remark's, and the moves after it are one line with no
// comment, glyph or variation. Anything else in it was written by a person: the variation is
// theirs now (the old main line a promotion put aside is one too, with its comments and scores).
bool isUntouchedVariation(const pgn::GameTree& tree, pgn::NodeId first,
                          const pgn::Command& marker) {
    if (!tree.commentBefore(first).empty()) return false;
    const std::string& comment = tree.commentAfter(first);
    if (!trimmed(pgn::withoutCommand(comment.substr(0, marker.begin), "eval")).empty())
        return false;
    const std::vector<int> listed = listedNags(marker);
    for (const pgn::Nag nag : tree.nags(first))
        if (std::find(listed.begin(), listed.end(), int(nag)) == listed.end()) return false;
    for (pgn::NodeId id = first; tree.childCount(id) > 0;) {
        if (tree.childCount(id) > 1) return false;
        id = tree.firstChild(id);
        if (!tree.commentBefore(id).empty() || !tree.commentAfter(id).empty() ||
            !tree.nags(id).empty())
            return false;
    }
    return true;
}

// Adds the opening's tags the game lacks (a person's tag stays as it is); their TagMark items.
std::vector<std::string> addOpeningTags(pgn::Game& game, const OpeningName& name) {
    std::vector<std::string> marks;
    const std::pair<const char*, const std::string*> tags[] = {
        {"ECO", &name.eco}, {"Opening", &name.opening}, {"Variation", &name.variation}};
    for (const auto& [tag, value] : tags) {
        if (value->empty() || game.tag(tag)) continue;
        game.setTag(tag, *value);
        marks.push_back(TagMark + std::string(tag));
    }
    return marks;
}

bool namesKibitz(const std::string& annotator) {
    return annotator.find("Kibitz") != std::string::npos;
}

void setAnnotatorTag(pgn::Game& game, const std::string& version) {
    const std::string ours = "Kibitz " + version;
    const std::string* existing = game.tag("Annotator");
    if (!existing || existing->empty() || *existing == "?" || namesKibitz(*existing))
        game.setTag("Annotator", ours);
    else
        game.setTag("Annotator", *existing + "; " + ours);
}

// How many of the trees had their value checked by a deeper search of at least `nodes` nodes
// (valuecheck.h).
int checkedPositions(std::span<const SharedLookahead> trees,
                     std::span<const SharedLookahead> variationTrees, unsigned long long nodes) {
    int count = 0;
    for (const auto* set : {&trees, &variationTrees})
        for (const SharedLookahead& tree : *set)
            if (tree && tree->checkedNodes() > 0 && tree->checkedNodes() >= nodes) ++count;
    return count;
}

// How many of the trees had a value search, and how many of those the built-in engine did
// where the value engine failed (LookaheadTree::valueFellBack).
std::pair<int, int> fellBackPositions(std::span<const SharedLookahead> trees,
                                      std::span<const SharedLookahead> variationTrees) {
    int fellBack = 0;
    int valued = 0;
    for (const auto* set : {&trees, &variationTrees})
        for (const SharedLookahead& tree : *set) {
            if (!tree || tree->rootValue().isExact()) continue;
            ++valued;
            if (tree->valueFellBack()) ++fellBack;
        }
    return {fellBack, valued};
}

// What Kibitz's own tables gave the positions of the game and of the variations judged.
OwnTablesUse ownTablesUse(const std::vector<SharedAnalysis>& analyses,
                          const std::vector<VariationJudgement>& variations) {
    OwnTablesUse use = OwnTablesUse::None;
    const auto look = [&use](const std::vector<SharedAnalysis>& line) {
        for (const auto& a : line) {
            if (!a || !a->tablebase) continue;
            if (a->tablebase->source == tablebase::Source::Solver)
                use = OwnTablesUse::Values;
            else if (a->tablebase->dtm && use == OwnTablesUse::None)
                use = OwnTablesUse::Distances;
        }
    };
    look(analyses);
    for (const VariationJudgement& v : variations) look(v.analyses);
    return use;
}

} // namespace

std::optional<std::string> positionEvaluation(const PositionAnalysis& a, bool withDepth) {
    if (a.gameEnd == chess::GameEnd::Checkmate) return std::nullopt;
    if (a.gameEnd != chess::GameEnd::None) return std::string("0.00");
    if (a.tablebase) {
        if (tablebase::valueOf(a.tablebase->wdl) == 0) return std::string("0.00");
        if (const auto dtm = a.tablebase->dtm) {
            pgn::Evaluation e;
            e.kind = pgn::Evaluation::Kind::Mate;
            // Plies to mate, side to move's standpoint: 2N-1 when it mates in N, -2N when mated.
            const int moves = *dtm > 0 ? (*dtm + 1) / 2 : *dtm / 2;
            e.mate = a.whiteToMove ? moves : -moves;
            return pgn::formatEvaluation(e);
        }
    }
    return evalArguments(a.score, a.whiteToMove, withDepth ? a.depth : 0);
}

theory::MichieSettings Strengths::merits(int rMin) const {
    return {analysis::meritOfRating(white.elo), analysis::meritOfRating(black.elo), rMin};
}

Strengths strengthsFor(const pgn::Game& game, const AnnotatorOptions& options) {
    return {strengthOf(game, options.whiteElo, options.defaultElo, "WhiteElo"),
            strengthOf(game, options.blackElo, options.defaultElo, "BlackElo")};
}

Strengths strengthsAt(const pgn::Game& game, int whiteElo, int blackElo, int defaultElo) {
    const auto at = [&](int elo, std::string_view tag) {
        const StrengthNote given = strengthOf(game, std::nullopt, defaultElo, tag);
        return given.elo == elo ? given : StrengthNote{elo, StrengthSource::User};
    };
    return {at(whiteElo, "WhiteElo"), at(blackElo, "BlackElo")};
}

std::vector<MoveAnnotation> judgeLine(std::span<const SharedAnalysis> analyses,
                                      std::span<const chess::Move> moves,
                                      const Thresholds& thresholds, int bookMoves,
                                      std::optional<PositionAssessment> inForce,
                                      std::vector<std::optional<PositionAssessment>>* held) {
    std::vector<MoveAnnotation> result;
    const auto assess = [&](std::size_t i, const PositionAssessment* previous) {
        const PositionAnalysis& a = *analyses[i];
        const theory::Outcome& board = a.boardOutcome; // the position's own, not the players'
        PositionAssessment assessment =
            assessPosition(analysis::valueOf(a, thresholds.valueThreshold).value, a.value.isExact(),
                           board.expectedUtility(), board.win + board.loss, thresholds, previous);
        if (a.gameEnd == chess::GameEnd::None)
            setBoard(assessment, a.score, a.whiteToMove); // positionEvaluation's score
        return assessment;
    };
    const std::size_t count = std::min(moves.size(), analyses.size());
    if (held) held->assign(count, std::nullopt);
    // The assessment in force: it changes where a position's differs and the next position's
    // (after the reply) agrees. u carries the burden of the side to move, so it can swing with
    // every ply; an assessment that holds only with one side to move is no change of the game.
    std::optional<PositionAssessment> current = std::move(inForce);
    if (!current && !analyses.empty() && analyses[0]) current = assess(0, nullptr);
    if (held && count > 0) (*held)[0] = current;
    for (std::size_t i = 1; i < count; ++i) {
        const auto& before = analyses[i - 1];
        const auto& after = analyses[i];
        const chess::Move move = moves[i];
        const MoveAssessment* played = before ? assessmentOf(*before, move) : nullptr;
        if (!played || !after) {
            current.reset();
            continue;
        }
        MoveAnnotation m;
        m.ply = int(i);
        m.move = move;
        m.facts = factsOf(*before, *after, *played, thresholds);
        m.judgement = judgeMove(m.facts, thresholds);
        const PositionAssessment* previous = current ? &*current : nullptr;
        m.after = assess(i, previous);
        const bool hasNext = i + 1 < analyses.size() && analyses[i + 1];
        const bool lasts = !hasNext || assess(i + 1, previous) == m.after;
        m.assessmentChanged = !current || (m.after != *current && lasts);
        if (m.assessmentChanged) current = m.after;
        if (held) (*held)[i] = current;
        // Never a suggestion the search scores below the move played, nor one barely above it:
        // it would not help. The move played is worth what the value search of the position
        // after it found, a deeper look than the one that scored every move, which can see a
        // blunder or a resource that one missed. Between mates, a faster one is better.
        const search::Value worth =
            after->gameEnd == chess::GameEnd::None ? -after->score : played->score;
        const int margin = search::isDecisiveScore(worth) ? 1 : analysis::SuggestionMargin;
        m.preferred = analysis::practicalChoice(*before, worth + margin);
        if (m.ply <= bookMoves) {
            m.book = true;
            m.judgement.symbol = MoveSymbol::None;
            m.preferred = chess::Move::none();
        }
        result.push_back(m);
    }
    return result;
}

namespace {

// A position is worth at least the move played in it. Where the search of the position after a
// move finds it better for its mover, by more than the trees' swing margin, than the search of
// the position before found that position, the search before missed what the move does (a
// sacrifice's point, a refutation): the position before takes the move's score. The move then
// gains nothing, and the move into that position is judged by what it really gave away: a
// mistake is marked where it was made, not a move later. From the end backwards, so that a
// position takes the score its successor has after its own bound.
void boundByTheLine(std::vector<SharedAnalysis>& line, std::span<const SharedLookahead> trees) {
    for (std::size_t i = line.size(); i-- > 1;) {
        const SharedAnalysis& before = line[i - 1];
        const SharedAnalysis& after = line[i];
        if (!before || !after || i - 1 >= trees.size() || !trees[i - 1]) continue;
        const int margin = trees[i - 1]->settings().swingMargin;
        if (margin <= 0 || before->value.isExact() || before->gameEnd != chess::GameEnd::None ||
            after->gameEnd != chess::GameEnd::None || search::isDecisiveScore(before->score) ||
            search::isDecisiveScore(after->score))
            continue;
        const search::Value played = -after->score; // the mover's standpoint
        if (played <= before->score + margin) continue;
        auto bounded = std::make_shared<PositionAnalysis>(*before);
        bounded->score = played;
        bounded->depth = after->depth;
        bounded->value = analysis::valueOf(*bounded);
        line[i - 1] = std::move(bounded);
    }
}

} // namespace

std::optional<OpeningClassification> openingOf(const pgn::Game& game, const OpeningBook* book) {
    return book ? book->classify(game) : std::nullopt;
}

std::vector<MoveAnnotation> judgeGame(std::span<const SharedAnalysis> analyses,
                                      const pgn::Game& game, const Thresholds& thresholds,
                                      int bookPlies,
                                      std::vector<std::optional<PositionAssessment>>* held) {
    const pgn::GameTree& tree = game.tree();
    std::vector<chess::Move> moves;
    for (const pgn::NodeId node : tree.mainLine()) moves.push_back(tree.move(node));
    return judgeLine(analyses, moves, thresholds, bookPlies, std::nullopt, held);
}

GameJudgement judgeGame(std::span<const SharedLookahead> trees, const pgn::Game& game,
                        const Strengths& strengths, int rMin, const Thresholds& thresholds,
                        std::optional<OpeningClassification> opening) {
    const theory::MichieSettings merits = strengths.merits(rMin);
    GameJudgement judgement{
        strengths,          merits, thresholds, analysis::assessGame(trees, merits, 1),
        std::move(opening), {},     {},         {}};
    boundByTheLine(judgement.analyses, trees);
    judgement.moves =
        judgeGame(judgement.analyses, game, thresholds,
                  judgement.opening ? judgement.opening->bookPlies : 0, &judgement.held);
    return judgement;
}

void writeAnnotations(pgn::Game& game, std::span<const SharedLookahead> trees,
                      const GameJudgement& judgement, const AnnotatorOptions& options,
                      std::span<const SharedLookahead> variationTrees, const VariationPlan* plan) {
    if (options.replaceEarlier) removeAutomaticAnnotations(game);
    // Judged before the main line's preferred moves go in: those are Kibitz's, not judged.
    std::vector<VariationJudgement> variations;
    if (options.judgeVariations) {
        std::optional<VariationPlan> planned;
        if (!plan) plan = &planned.emplace(planVariations(game, {}, false));
        variations =
            judgeVariations(game, *plan, trees, variationTrees, judgement, options.book.get());
    }
    const Strengths& strengths = judgement.strengths;
    const Thresholds& thresholds = judgement.thresholds;
    const auto& analyses = judgement.analyses;

    pgn::GameTree& tree = game.tree();
    const std::vector<pgn::NodeId> mainLine = tree.mainLine();
    const std::optional<OpeningClassification>& opening = judgement.opening;
    const int bookPlies = opening ? opening->bookPlies : 0;
    const std::vector<std::string> tagMarks = opening && opening->name
                                                  ? addOpeningTags(game, *opening->name)
                                                  : std::vector<std::string>{};
    // The first move out of book, when the game has one and the book named its opening.
    const std::size_t outOfBookPly = std::size_t(bookPlies) + 1;
    const std::string outOfBook = opening && opening->name && outOfBookPly < mainLine.size()
                                      ? outOfBookComment(opening->name->text(), opening->bookMove)
                                      : std::string();
    bool outOfBookSaid = false;
    for (const MoveAnnotation& m : judgement.moves) {
        const pgn::NodeId node = mainLine[std::size_t(m.ply)];
        const PositionAnalysis& before = *analyses[std::size_t(m.ply - 1)];
        const PositionAnalysis& after = *analyses[std::size_t(m.ply)];
        const bool bookMove = m.book || m.ply <= bookPlies; // judged without the book
        std::string lead;
        if (std::size_t(m.ply) == outOfBookPly && !outOfBook.empty()) {
            lead = outOfBook;
            outOfBookSaid = true;
        }
        writeMove(tree, node, m, before, after, bookMove, lead, thresholds, options);

        const MoveSymbol s = m.judgement.symbol;
        const bool weak =
            s == MoveSymbol::Blunder || s == MoveSymbol::Mistake || s == MoveSymbol::Dubious;
        if (options.variations && weak && !bookMove && !m.preferred.isNone())
            addVariation(game, mainLine[std::size_t(m.ply - 1)], before,
                         *trees[std::size_t(m.ply - 1)], m.preferred, thresholds, options);
    }
    if (!outOfBook.empty() && !outOfBookSaid) // a move the judgement left out
        appendRemark(tree, mainLine[outOfBookPly], {}, outOfBook);
    for (const VariationJudgement& v : variations)
        for (const MoveAnnotation& m : v.moves)
            writeMove(tree, v.nodes[std::size_t(m.ply)], m, *v.analyses[std::size_t(m.ply - 1)],
                      *v.analyses[std::size_t(m.ply)], m.book, {}, thresholds, options);
    // The summary per player goes with the note before the first move, and into the tags.
    const PlayerSummary summary = judgement.ratings
                                      ? summarizePlayers(game, judgement, *judgement.ratings)
                                      : summarizePlayers(game, judgement, trees);
    const auto [fellBack, valued] = fellBackPositions(trees, variationTrees);
    appendRemark(tree, pgn::GameTree::root(), {},
                 annotationNote(options.version, strengths.white, strengths.black,
                                options.nodesPerPosition) +
                     valueSearchNote(options.valueEngine, options.valueNodes, fellBack, valued) +
                     valueCheckNote(checkedPositions(trees, variationTrees, options.checkNodes),
                                    options.checkNodes) +
                     deepCheckNote(checkedPositions(trees, variationTrees, options.deepNodes),
                                   options.deepNodes) +
                     tablebaseNote(options.tablebaseLargest) +
                     ownTablesNote(ownTablesUse(analyses, variations)) + ' ' +
                     summaryComment(summary),
                 tagMarks);
    setSummaryTags(game, summary);
    setAnnotatorTag(game, options.version);
}

void annotateGame(pgn::Game& game, std::span<const SharedLookahead> trees,
                  const AnnotatorOptions& options,
                  std::span<const SharedLookahead> variationTrees) {
    annotateGame(game, trees, options, variationTrees, openingOf(game, options.book.get()));
}

void annotateGame(pgn::Game& game, std::span<const SharedLookahead> trees,
                  const AnnotatorOptions& options, std::span<const SharedLookahead> variationTrees,
                  std::optional<OpeningClassification> opening, const VariationPlan* plan) {
    // What an earlier run added (options.replaceEarlier) goes in writeAnnotations: it touches
    // neither the main line nor the rating tags, which are all the judgement reads.
    const GameJudgement judgement = judgeGame(trees, game, strengthsFor(game, options),
                                              options.rMin, options.thresholds, std::move(opening));
    if (options.judged) options.judged(game, judgement);
    writeAnnotations(game, trees, judgement, options, variationTrees, plan);
}

bool opensKibitzVariation(const pgn::GameTree& tree, pgn::NodeId first) {
    const auto marker = pgn::findCommand(tree.commentAfter(first), MarkerCommand);
    return marker && marksVariation(*marker);
}

bool removeAutomaticAnnotations(pgn::Game& game) {
    const std::string* annotator = game.tag("Annotator");
    if (!annotator || !namesKibitz(*annotator)) return false;
    pgn::GameTree& tree = game.tree();
    // Kibitz's variations are told before any comment loses its marks.
    std::vector<pgn::NodeId> ourVariations;
    for (pgn::NodeId id = 0; id < tree.capacity(); ++id) {
        if (!tree.contains(id) || id == pgn::GameTree::root()) continue;
        const auto marker = pgn::findCommand(tree.commentAfter(id), MarkerCommand);
        if (marker && marksVariation(*marker) && tree.firstChild(tree.parent(id)) != id &&
            isUntouchedVariation(tree, id, *marker))
            ourVariations.push_back(id);
    }
    std::vector<std::string> ourTags; // the note's marker lists them (they go last: `annotator`
                                      // points into the tags)
    for (pgn::NodeId id = 0; id < tree.capacity(); ++id) {
        if (!tree.contains(id)) continue;
        std::string comment = tree.commentAfter(id);
        const auto marker = pgn::findCommand(comment, MarkerCommand);
        if (marker && id == pgn::GameTree::root())
            for (const QString& item : markerItems(*marker))
                if (item.startsWith(QLatin1String(TagMark)))
                    ourTags.push_back(item.mid(qsizetype(std::strlen(TagMark))).toStdString());
        if (marker) {
            std::vector<pgn::Nag> nags(tree.nags(id).begin(), tree.nags(id).end());
            for (const int nag : listedNags(*marker)) std::erase(nags, pgn::Nag(nag));
            if (id != pgn::GameTree::root()) tree.setNags(id, nags);
            comment.erase(marker->begin);
        }
        tree.setCommentAfter(id, trimmed(pgn::withoutCommand(comment, "eval")));
    }
    for (const pgn::NodeId id : ourVariations)
        if (tree.contains(id)) tree.deleteVariation(id);
    // Our name, alone or after the annotator a person had given.
    std::string rest = *annotator;
    const auto at = rest.find("Kibitz");
    rest.erase(at, rest.find(';', at) == std::string::npos ? std::string::npos
                                                           : rest.find(';', at) + 1 - at);
    rest = trimmed(rest);
    while (!rest.empty() && rest.back() == ';') rest = trimmed(rest.substr(0, rest.size() - 1));
    if (rest.empty())
        game.removeTag("Annotator");
    else
        game.setTag("Annotator", rest);
    for (const std::string& tag : ourTags) game.removeTag(tag);
    removeSummaryTags(game); // after the last use of `annotator`, which points into the tags
    return true;
}

} // namespace kibitz::annotate
