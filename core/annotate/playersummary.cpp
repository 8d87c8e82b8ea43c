#include "annotate/playersummary.h"

#include "analysis/valuation.h"
#include "chess/notation.h"
#include "human/movemodel.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace kibitz::annotate {

namespace {

using analysis::LookaheadTree;

// One position where a side moved, as the rating estimate needs it.
struct Decision {
    const LookaheadTree* tree = nullptr;
    int played = 0; // index among the root's children
    int r = 1;      // the plies the root's move scores look ahead
};

std::optional<Decision> decisionOf(const analysis::SharedLookahead& tree, chess::Move move) {
    if (!tree || human::decidedForEstimate(analysis::scoreOf(tree->bestScore())))
        return std::nullopt;
    const std::vector<int>& children = tree->node(0).children;
    for (std::size_t i = 0; i < children.size(); ++i)
        if (tree->node(children[i]).move == move) {
            // As the dataset counts a search of depth d: the scores look d - 1 plies past the move.
            const int r = std::max(1, tree->node(children.front()).searchDepth - 1);
            return Decision{tree.get(), int(i), r};
        }
    return std::nullopt;
}

std::optional<human::RatingEstimate> estimateFrom(const std::vector<Decision>& decisions) {
    if (int(decisions.size()) < MinimumEstimateMoves) return std::nullopt;
    // The value model takes ratings within [LowestRating, HighestRating] (beyond, as its ends):
    // the candidates beyond them share the utilities, which are the costly part.
    std::vector<std::vector<double>> utilities(decisions.size());
    double valuedAt = -1.0;
    const auto logLikelihoodAt = [&](double rating) {
        const double valued = std::clamp(rating, analysis::LowestRating, analysis::HighestRating);
        double sum = 0.0;
        for (std::size_t k = 0; k < decisions.size(); ++k) {
            const Decision& d = decisions[k];
            const analysis::LookaheadSettings& settings = d.tree->settings();
            std::vector<double>& u = utilities[k];
            if (valued != valuedAt) {
                const analysis::HumanValueModel values(settings.humanValues);
                u.clear();
                for (const int child : d.tree->node(0).children) {
                    const analysis::Wdl w =
                        analysis::scoredOutcome(*d.tree, values, child, valued, valued);
                    u.push_back(w.win - w.loss);
                }
            }
            sum +=
                human::michieLogProbability(u, d.r, d.tree->node(0).whiteToMove, d.played,
                                            settings.moves.merit(rating), settings.moves.constant);
        }
        valuedAt = valued;
        return sum;
    };
    return human::estimateRating(logLikelihoodAt, int(decisions.size()));
}

int symbolIndex(MoveSymbol symbol) {
    const auto at = std::find(SummarySymbols.begin(), SummarySymbols.end(), symbol);
    return at == SummarySymbols.end() ? -1 : int(at - SummarySymbols.begin());
}

std::vector<TurningPoint> turningPoints(const pgn::Game& game, const GameJudgement& judgement) {
    std::vector<TurningPoint> points;
    const pgn::GameTree& tree = game.tree();
    const std::vector<pgn::NodeId> mainLine = tree.mainLine();
    // A fall of E[v] of valueDrop or more, as for ? and ?? (judgeMove).
    for (const MoveAnnotation& m : judgement.moves) {
        if (m.book || !m.judgement.valueLost || m.judgement.forced) continue;
        TurningPoint p;
        p.ply = m.ply;
        p.fall = -m.judgement.deltaValue;
        p.evalBefore = positionEvaluation(*judgement.analyses[std::size_t(m.ply - 1)], false)
                           .value_or(std::string());
        p.evalAfter = positionEvaluation(*judgement.analyses[std::size_t(m.ply)], false)
                          .value_or(std::string());
        points.push_back(p);
    }
    // The largest falls, the earlier first on a tie; then back into the order of the game.
    std::stable_sort(points.begin(), points.end(),
                     [](const TurningPoint& a, const TurningPoint& b) { return a.fall > b.fall; });
    if (points.size() > std::size_t(TurningPointCount)) points.resize(TurningPointCount);
    std::sort(points.begin(), points.end(),
              [](const TurningPoint& a, const TurningPoint& b) { return a.ply < b.ply; });
    for (TurningPoint& p : points) {
        chess::Position position = tree.positionAt(mainLine[std::size_t(p.ply - 1)]);
        p.moveNumber = position.fullmoveNumber();
        p.whiteMoved = position.sideToMove() == chess::White;
        p.san = chess::toSan(position, tree.move(mainLine[std::size_t(p.ply)]));
    }
    return points;
}

// The symbols as the tags and the words write them, in SummarySymbols order.
constexpr std::array<const char*, 6> SymbolTexts{"??", "?", "?!", "!?", "!", "!!"};

constexpr std::array<const char*, 4> TagSuffixes{"ExpectedLoss", "MoveSymbols", "RatingEstimate",
                                                 "RatingMoves"};

std::string tagName(bool white, const char* suffix) {
    return std::string(white ? "White" : "Black") + suffix;
}

QString rounded(double rating) {
    return QString::number(std::lround(rating));
}

void setSideTags(pgn::Game& game, bool white, const SideSummary& side) {
    game.setTag(tagName(white, "ExpectedLoss"),
                QString::number(side.expectedLoss, 'f', 2).toStdString());
    QStringList counts;
    for (std::size_t i = 0; i < SymbolTexts.size(); ++i)
        counts << QStringLiteral("%1 %2").arg(QLatin1String(SymbolTexts[i])).arg(side.symbols[i]);
    game.setTag(tagName(white, "MoveSymbols"), counts.join(QLatin1String(", ")).toStdString());
    if (side.rating)
        game.setTag(tagName(white, "RatingEstimate"),
                    QStringLiteral("%1 [%2, %3]")
                        .arg(rounded(side.rating->rating), rounded(side.rating->low),
                             rounded(side.rating->high))
                        .toStdString());
    else
        game.removeTag(tagName(white, "RatingEstimate"));
    game.setTag(tagName(white, "RatingMoves"), std::to_string(side.decisions));
}

QString ratingText(double rating) {
    if (rating >= analysis::HighestRating)
        return rounded(analysis::HighestRating) + QLatin1Char('+');
    if (rating <= human::EstimateLowest)
        return QStringLiteral("\u2264") + rounded(human::EstimateLowest);
    return rounded(rating);
}

QString sideWords(bool white, const SideSummary& side) {
    QStringList symbols;
    for (std::size_t i = 0; i < SymbolTexts.size(); ++i)
        if (side.symbols[i] > 0)
            symbols
                << QStringLiteral("%1 %2").arg(side.symbols[i]).arg(QLatin1String(SymbolTexts[i]));
    const QString symbolText = symbols.isEmpty()
                                   ? QCoreApplication::translate("kibitz::annotate", "none")
                                   : symbols.join(QLatin1String(", "));
    const QString rating =
        side.rating
            //: %1 the rating the moves point to and its 95% interval, such as
            //: "2610 (2380-2840)" or "2900+ (2470-2900+)"; %2 the moves it rests on
            ? QCoreApplication::translate("kibitz::annotate",
                                          "moves like a player rated %1 from %2 moves, the "
                                          "range with 95% confidence")
                  .arg(ratingEstimateText(*side.rating))
                  .arg(side.decisions)
            //: %1 the moves there were to estimate a rating from
            : QCoreApplication::translate("kibitz::annotate",
                                          "too few moves (%1) for a rating estimate")
                  .arg(side.decisions);
    const QString name = white ? QCoreApplication::translate("kibitz::annotate", "White")
                               : QCoreApplication::translate("kibitz::annotate", "Black");
    if (side.moves == 0 && side.bookMoves > 0)
        //: %1 White or Black, none of whose moves left the opening book
        return QCoreApplication::translate("kibitz::annotate",
                                           "%1: every move from the opening book, none judged.")
            .arg(name);
    const QString loss = QString::number(side.expectedLoss, 'f', 2);
    if (side.bookMoves > 0)
        //: %1 White or Black, %2 expected points lost such as 0.42, %3 the moves judged (those
        //: out of the opening book), %4 the symbols such as "1 ?, 2 ?!", %5 the rating estimate
        return QCoreApplication::translate("kibitz::annotate",
                                           "%1: %2 expected points lost in %3 moves out of the "
                                           "opening book, symbols: %4; %5.")
            .arg(name, loss)
            .arg(side.moves)
            .arg(symbolText, rating);
    //: %1 White or Black, %2 expected points lost such as 0.42, %3 the moves judged, %4 the
    //: symbols such as "1 ?, 2 ?!", %5 the rating estimate
    return QCoreApplication::translate("kibitz::annotate",
                                       "%1: %2 expected points lost in %3 moves, symbols: %4; %5.")
        .arg(name, loss)
        .arg(side.moves)
        .arg(symbolText, rating);
}

} // namespace

QString ratingEstimateText(const human::RatingEstimate& estimate) {
    return QStringLiteral("%1 (%2\u2013%3)")
        .arg(ratingText(estimate.rating), ratingText(estimate.low), ratingText(estimate.high));
}

void setSummaryTags(pgn::Game& game, const PlayerSummary& summary) {
    setSideTags(game, true, summary.white);
    setSideTags(game, false, summary.black);
}

void removeSummaryTags(pgn::Game& game) {
    for (const bool white : {true, false})
        for (const char* suffix : TagSuffixes) game.removeTag(tagName(white, suffix));
}

std::string summaryComment(const PlayerSummary& summary) {
    QStringList parts{sideWords(true, summary.white), sideWords(false, summary.black)};
    QStringList points;
    for (const TurningPoint& p : summary.turningPoints) {
        const QString move = QStringLiteral("%1%2 %3")
                                 .arg(p.moveNumber)
                                 .arg(p.whiteMoved ? QStringLiteral(".") : QStringLiteral("..."))
                                 .arg(QString::fromStdString(p.san));
        //: a turning point: %1 the move such as "23. Rxe5", %2 and %3 the evaluations (White's
        //: standpoint, in pawns as [%eval] writes them) before and after it
        points << QCoreApplication::translate("kibitz::annotate", "%1 (from %2 to %3)")
                      .arg(move, QString::fromStdString(p.evalBefore),
                           QString::fromStdString(p.evalAfter));
    }
    if (!points.isEmpty())
        //: %1 the turning points, comma separated
        parts << QCoreApplication::translate("kibitz::annotate", "The game turned at %1.")
                     .arg(points.join(QLatin1String(", ")));
    else if (summary.white.moves + summary.black.moves == 0)
        // Nothing was judged (every move from the book, or no move): nothing could turn.
        return parts.join(QLatin1Char(' ')).toStdString();
    else
        parts << QCoreApplication::translate(
            "kibitz::annotate",
            "The game never turned: no move out of the opening book lost as much as a "
            "mistake.");
    return parts.join(QLatin1Char(' ')).toStdString();
}

double expectedLoss(const MoveFacts& facts) {
    return std::max(0.0, (facts.utilityBefore - facts.utilityAfter) / 2.0);
}

RatingEstimates estimateRatings(std::span<const analysis::SharedLookahead> trees,
                                std::span<const MoveAnnotation> moves) {
    std::vector<Decision> white;
    std::vector<Decision> black;
    for (const MoveAnnotation& m : moves) {
        // A book move says what the player knows, not how he judges (and amateurs know their
        // opening's first moves as well as masters do).
        if (m.book || m.ply < 1 || std::size_t(m.ply) > trees.size()) continue;
        const analysis::SharedLookahead& tree = trees[std::size_t(m.ply - 1)];
        if (const std::optional<Decision> d = decisionOf(tree, m.move))
            (tree->node(0).whiteToMove ? white : black).push_back(*d);
    }
    return {int(white.size()), int(black.size()), estimateFrom(white), estimateFrom(black)};
}

PlayerSummary summarizePlayers(const pgn::Game& game, const GameJudgement& judgement,
                               const RatingEstimates& ratings) {
    PlayerSummary summary;
    for (const MoveAnnotation& m : judgement.moves) {
        SideSummary& side =
            judgement.analyses[std::size_t(m.ply - 1)]->whiteToMove ? summary.white : summary.black;
        if (m.book) {
            ++side.bookMoves;
            continue;
        }
        ++side.moves;
        side.expectedLoss += expectedLoss(m.facts);
        if (const int i = symbolIndex(m.judgement.symbol); i >= 0) ++side.symbols[std::size_t(i)];
    }
    summary.white.decisions = ratings.whiteDecisions;
    summary.white.rating = ratings.white;
    summary.black.decisions = ratings.blackDecisions;
    summary.black.rating = ratings.black;
    summary.turningPoints = turningPoints(game, judgement);
    return summary;
}

PlayerSummary summarizePlayers(const pgn::Game& game, const GameJudgement& judgement,
                               std::span<const analysis::SharedLookahead> trees) {
    return summarizePlayers(game, judgement, estimateRatings(trees, judgement.moves));
}

} // namespace kibitz::annotate
