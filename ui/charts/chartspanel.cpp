#include "ui/charts/chartspanel.h"

#include "analysis/valuation.h"
#include "annotate/annotator.h"
#include "chess/notation.h"
#include "ui/analysis/evaluation.h"
#include "ui/board/playerclocks.h"
#include "ui/models/nagsymbol.h"
#include "ui/models/pieceletters.h"

#include <QBoxLayout>
#include <QResizeEvent>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace kibitz::ui {

namespace {

// log2 3: the outcome entropy of a position where win, draw and loss are equally likely.
const double MaxOutcomeEntropy = std::log2(3.0);

QColor symbolColor(annotate::MoveSymbol symbol) {
    switch (symbol) {
    case annotate::MoveSymbol::Blunder:
    case annotate::MoveSymbol::Mistake: return QColor(0xc6, 0x28, 0x28);
    case annotate::MoveSymbol::Dubious:
    case annotate::MoveSymbol::Speculative: return QColor(0xef, 0x8a, 0x00);
    case annotate::MoveSymbol::Brilliant:
    case annotate::MoveSymbol::Good: return QColor(0x2e, 0x7d, 0x32);
    case annotate::MoveSymbol::None: break;
    }
    return QColor(0x55, 0x55, 0x55);
}

QString signedValue(int value) {
    if (value > 0) return QStringLiteral("+1");
    if (value < 0) return QStringLiteral("\u22121");
    return QStringLiteral("0");
}

} // namespace

ChartsPanel::ChartsPanel(QWidget* parent)
    : QWidget(parent)
    , summary_(new PlayerSummaryView(this))
    , evaluation_(new PlyChart(tr("Evaluation (White's winning chances)"), this))
    , utility_(new PlyChart(tr("Expected utility u (White)"), this))
    , tension_(new PlyChart(tr("Tension T"), this))
    , entropy_(new PlyChart(tr("Entropy (normalised)"), this))
    , time_(new PlyChart(tr("Time per move (minutes)"), this)) {
    evaluation_->setObjectName(QStringLiteral("evaluationChart"));
    evaluation_->setRange(-1.0, 1.0);
    utility_->setObjectName(QStringLiteral("utilityChart"));
    tension_->setObjectName(QStringLiteral("tensionChart"));
    entropy_->setObjectName(QStringLiteral("entropyChart"));
    time_->setObjectName(QStringLiteral("timeChart"));
    utility_->setRange(-1.0, 1.0);
    tension_->setRange(0.0, 1.0);
    entropy_->setRange(0.0, 1.0);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(2);
    outer->addWidget(summary_);
    layout_ = new QBoxLayout(QBoxLayout::LeftToRight);
    outer->addLayout(layout_, 1);
    layout_->setSpacing(2);
    // The evaluation players know and u carry the most: they get the most room.
    layout_->addWidget(evaluation_, 3);
    layout_->addWidget(utility_, 3);
    layout_->addWidget(tension_, 2);
    layout_->addWidget(entropy_, 2);
    layout_->addWidget(time_, 2);
    for (PlyChart* chart : {evaluation_, utility_, tension_, entropy_, time_})
        connect(chart, &PlyChart::plyClicked, this, &ChartsPanel::plyClicked);
    connect(summary_, &PlayerSummaryView::plyClicked, this, &ChartsPanel::plyClicked);
    setAnalysis(nullptr);
}

void ChartsPanel::setAnalysis(const GameAnalysisResult* result) {
    summary_->setAnalysis(result);
    setCurves(result);
    utility_->setMarkers(result ? markersFor(*result) : std::vector<PlyMarker>{});
}

void ChartsPanel::setProvisional(const GameAnalysisResult* partial) {
    summary_->showAnalysing();
    setCurves(partial);
    utility_->setMarkers({});
}

void ChartsPanel::setCurves(const GameAnalysisResult* result) {
    const int plies = result ? result->plyCount() : 0;
    PlySeries utility{tr("u"), QColor(0x15, 0x65, 0xc0), {}};
    PlySeries tension{tr("T"), QColor(0x8e, 0x24, 0xaa), {}};
    PlySeries moveEntropy{tr("H move"), QColor(0x00, 0x89, 0x7b), {}};
    PlySeries outcomeEntropy{tr("H outcome / log2 3"), QColor(0xef, 0x6c, 0x00), {}};
    PlySeries chances{tr("winning chances"), QColor(0x42, 0x42, 0x42), {}};
    for (PlySeries* series : {&chances, &utility, &tension, &moveEntropy, &outcomeEntropy})
        series->values.resize(std::size_t(plies));
    if (result && result->game) {
        const pgn::GameTree& tree = result->game->tree();
        const std::vector<pgn::NodeId> line = tree.mainLine();
        for (int ply = 0; ply < plies && ply < int(line.size()); ++ply)
            if (const auto shown = evaluationAtMainLine(result, tree, line[std::size_t(ply)], ply))
                chances.values[std::size_t(ply)] = shown->chances;
    }
    for (int ply = 0; ply < plies; ++ply) {
        const analysis::PositionAnalysis* a = result->at(ply);
        if (!a) continue;
        const auto i = std::size_t(ply);
        utility.values[i] = a->utility;
        tension.values[i] = a->tension;
        // A game end has no moves to choose from: its entropies are no information, not zero.
        if (a->gameEnd != chess::GameEnd::None) continue;
        moveEntropy.values[i] = a->normalisedMoveEntropy;
        outcomeEntropy.values[i] = a->outcomeEntropy / MaxOutcomeEntropy;
    }
    evaluation_->setSeries({chances});
    utility_->setSeries({utility});
    tension_->setSeries({tension});
    entropy_->setSeries({moveEntropy, outcomeEntropy});
    setTimes(result);
}

void ChartsPanel::setTimes(const GameAnalysisResult* result) {
    const int plies = result ? result->plyCount() : 0;
    std::vector<std::optional<std::chrono::milliseconds>> times;
    if (result && result->game) times = moveTimes(*result->game);
    times.resize(std::size_t(plies));
    // Each side's line holds its last move's time until its next move, so that the two lines
    // are steps one can follow rather than points every other ply.
    PlySeries white{tr("White"), QColor(0x9e, 0x9e, 0x9e), {}};
    PlySeries black{tr("Black"), QColor(0x21, 0x21, 0x21), {}};
    white.values.resize(std::size_t(plies));
    black.values.resize(std::size_t(plies));
    const bool whiteFirst =
        !result || !result->game ||
        result->game->tree().positionAt(pgn::GameTree::root()).sideToMove() == chess::White;
    std::optional<double> last[2];
    double longest = 0.0;
    std::vector<std::pair<double, int>> thinks;
    for (int ply = 1; ply < plies; ++ply) {
        const bool byWhite = (ply % 2 == 1) == whiteFirst;
        if (const auto& t = times[std::size_t(ply)]) {
            const double minutes = double(t->count()) / 60000.0;
            last[byWhite ? 0 : 1] = minutes;
            longest = std::max(longest, minutes);
            thinks.push_back({minutes, ply});
        }
        white.values[std::size_t(ply)] = last[0];
        black.values[std::size_t(ply)] = last[1];
    }
    time_->setVisible(!thinks.empty());
    time_->setRange(0.0, std::max(1.0, std::ceil(longest)));
    time_->setSeries({white, black});
    // The three longest thinks, named: "23. Nf5: 12:30".
    std::sort(thinks.begin(), thinks.end(), std::greater<>());
    thinks.resize(std::min<std::size_t>(thinks.size(), 3));
    std::vector<PlyMarker> markers;
    if (!thinks.empty()) {
        const std::vector<QString> moves = mainLineMoveTexts(*result->game);
        for (const auto& [minutes, ply] : thinks)
            markers.push_back(
                {ply, minutes,
                 tr("%1: %2").arg(moves[std::size_t(ply)], formatClock(std::chrono::milliseconds(
                                                               std::llround(minutes * 60000.0)))),
                 QColor(0xc6, 0x28, 0x28)});
    }
    time_->setMarkers(markers);
}

void ChartsPanel::resizeEvent(QResizeEvent* event) {
    // Side by side under the board, one above the other in a tall dock beside it.
    layout_->setDirection(event->size().width() >= event->size().height()
                              ? QBoxLayout::LeftToRight
                              : QBoxLayout::TopToBottom);
    QWidget::resizeEvent(event);
}

void ChartsPanel::setCurrentPly(int ply) {
    for (PlyChart* chart : {evaluation_, utility_, tension_, entropy_, time_})
        chart->setCurrentPly(ply);
}

std::vector<QString> ChartsPanel::mainLineMoveTexts(const pgn::Game& game) {
    const pgn::GameTree& tree = game.tree();
    const std::vector<pgn::NodeId> line = tree.mainLine();
    std::vector<QString> texts(line.size());
    chess::Position position = tree.positionAt(pgn::GameTree::root());
    for (std::size_t i = 1; i < line.size(); ++i) {
        const chess::Move move = tree.move(line[i]);
        const QString number = QString::number(position.fullmoveNumber());
        const QString dots = position.sideToMove() == chess::White ? QStringLiteral(". ")
                                                                   : QStringLiteral("\u2026 ");
        texts[i] = number + dots + localSan(QString::fromStdString(chess::toSan(position, move)));
        position.makeMove(move);
    }
    return texts;
}

std::vector<PlyMarker> ChartsPanel::markersFor(const GameAnalysisResult& result) {
    if (!result.game) return {};
    const std::vector<QString> moves = mainLineMoveTexts(*result.game);
    std::vector<QString> symbols(std::size_t(result.plyCount()));
    std::vector<QColor> colors(symbols.size());
    for (const annotate::MoveAnnotation& move : result.moves) {
        const int nag = annotate::nagOf(move.judgement.symbol);
        if (nag == 0 || move.ply < 0 || move.ply >= int(symbols.size())) continue;
        symbols[std::size_t(move.ply)] = nagSymbol(nag);
        colors[std::size_t(move.ply)] = symbolColor(move.judgement.symbol);
    }
    std::vector<PlyMarker> markers;
    // An exact value is marked where it begins, and the game's end where it is reached: a won
    // ending, or moves played on after the game ended by rule, is a marker or two, not one a ply.
    std::optional<int> exactBefore;
    bool endedBefore = false;
    for (int ply = 0; ply < result.plyCount(); ++ply) {
        const analysis::PositionAnalysis* a = result.at(ply);
        if (!a) {
            exactBefore.reset();
            endedBefore = false;
            continue;
        }
        const auto i = std::size_t(ply);
        const analysis::ValueEstimate value =
            analysis::valueOf(*a, result.thresholds.valueThreshold);
        const bool ended = a->gameEnd != chess::GameEnd::None;
        const bool marked = value.isExact() && (exactBefore != value.value || ended != endedBefore);
        exactBefore = value.isExact() ? std::optional<int>(value.value) : std::nullopt;
        endedBefore = ended;
        if (symbols[i].isEmpty() && !marked) continue;
        QString label = ply == 0 ? tr("Start") : moves[i] + symbols[i];
        if (value.isExact()) label += tr(" \u2014 v = %1, exact").arg(signedValue(value.value));
        const QColor color = symbols[i].isEmpty() ? QColor(0x37, 0x47, 0x4f) : colors[i];
        markers.push_back({ply, a->utility, label, color});
    }
    return markers;
}

} // namespace kibitz::ui
