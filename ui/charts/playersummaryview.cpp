#include "ui/charts/playersummaryview.h"

#include <QBoxLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

#include <array>
#include <cmath>

namespace kibitz::ui {

namespace {

constexpr std::array<const char*, 6> SymbolTexts{"??", "?", "?!", "!?", "!", "!!"};

} // namespace

PlayerSummaryView::PlayerSummaryView(QWidget* parent)
    : QWidget(parent)
    , placeholder_(new QLabel(this))
    , table_(new QWidget(this)) {
    placeholder_->setObjectName(QStringLiteral("summaryPlaceholder"));
    // Wrapped: a long note must not widen the charts' dock, and the window with it.
    placeholder_->setWordWrap(true);
    auto* grid = new QGridLayout(table_);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(2);
    const auto header = [&](int column, const QString& text, const QString& tip) {
        auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()));
        label->setToolTip(tip);
        grid->addWidget(label, 0, column);
    };
    header(1, tr("Points lost"),
           tr("How much of a point each player gave away with their moves, added up over the "
              "game: each move out of the opening book counts how far it lowered the player's "
              "expected score, at their strength, below what the position promised them. Book "
              "moves are theory and count nothing. 0.50 is half a point."));
    header(2, tr("Symbols"),
           tr("How many moves Kibitz marked ?? (blunder), ? (mistake), ?! (dubious), "
              "!? (interesting), ! (good) and !! (brilliant)."));
    header(3, tr("Played like"),
           tr("The rating at which the moves of this game are most typical, with the range it "
              "lies in with 95% confidence; it needs at least %1 moves. Moves in positions "
              "already won or lost (by more than three pawns) do not count. 2900+ means at least "
              "2900, the strongest play the model knows.")
               .arg(annotate::MinimumEstimateMoves));
    white_ = addSideRow(1, tr("White"));
    black_ = addSideRow(2, tr("Black"));
    auto* turned = new QLabel(QStringLiteral("<b>%1</b>").arg(tr("The game turned")));
    turned->setToolTip(tr("The moves that lowered their player's chances the most, as the "
                          "evaluations say: at most three, each at least a mistake's worth, "
                          "none from the opening book. Click one to see the position."));
    grid->addWidget(turned, 3, 0);
    points_ = new QHBoxLayout;
    points_->setSpacing(4);
    never_ = new QLabel(table_);
    never_->setObjectName(QStringLiteral("neverTurned"));
    never_->setWordWrap(true);
    points_->addWidget(never_);
    grid->addLayout(points_, 3, 1, 1, 3);
    grid->setColumnStretch(4, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(placeholder_);
    layout->addWidget(table_);
    setAnalysis(nullptr);
}

PlayerSummaryView::SideRow PlayerSummaryView::addSideRow(int row, const QString& name) {
    auto* grid = static_cast<QGridLayout*>(table_->layout());
    grid->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped())), row, 0);
    SideRow side{new QLabel, new QLabel, new QLabel};
    const QString prefix = row == 1 ? QStringLiteral("white") : QStringLiteral("black");
    side.loss->setObjectName(prefix + QStringLiteral("Loss"));
    side.symbols->setObjectName(prefix + QStringLiteral("Symbols"));
    side.rating->setObjectName(prefix + QStringLiteral("Rating"));
    grid->addWidget(side.loss, row, 1);
    grid->addWidget(side.symbols, row, 2);
    grid->addWidget(side.rating, row, 3);
    return side;
}

void PlayerSummaryView::setAnalysis(const GameAnalysisResult* result) {
    if (!result || !result->game)
        summary_.reset();
    else if (result->ratings) // the analyser keeps them across changes of strength
        summary_ = annotate::summarizePlayers(*result->game, *result, *result->ratings);
    else
        summary_ = annotate::summarizePlayers(*result->game, *result, result->trees);
    placeholder_->setText(tr("Analyse the game to see a summary for each player."));
    placeholder_->setVisible(!summary_);
    table_->setVisible(bool(summary_));
    if (summary_) {
        showSide(white_, summary_->white);
        showSide(black_, summary_->black);
    }
    showTurningPoints();
}

void PlayerSummaryView::showAnalysing() {
    setAnalysis(nullptr);
    placeholder_->setText(
        tr("Analysing the game: the summary for each player comes when every position is done."));
}

void PlayerSummaryView::showSide(const SideRow& row, const annotate::SideSummary& side) {
    row.loss->setText(QString::number(side.expectedLoss, 'f', 2));
    const QString loss = QString::number(side.expectedLoss, 'f', 2);
    row.loss->setToolTip(
        side.bookMoves > 0
            ? tr("%1 expected points lost in %2 moves out of the opening book (its %3 book moves "
                 "are theory, not judged)")
                  .arg(loss)
                  .arg(side.moves)
                  .arg(side.bookMoves)
            : tr("%1 expected points lost in %2 moves").arg(loss).arg(side.moves));
    QStringList symbols;
    for (std::size_t i = 0; i < SymbolTexts.size(); ++i)
        if (side.symbols[i] > 0)
            symbols << QStringLiteral("%1\u00a0%2")
                           .arg(side.symbols[i])
                           .arg(QLatin1String(SymbolTexts[i]));
    row.symbols->setText(symbols.isEmpty() ? tr("none") : symbols.join(QLatin1String(", ")));
    if (side.rating) {
        row.rating->setText(annotate::ratingEstimateText(*side.rating));
        row.rating->setToolTip(tr("Estimated from %1 moves").arg(side.decisions));
    } else {
        row.rating->setText(tr("too few moves (%1)").arg(side.decisions));
        row.rating->setToolTip(
            tr("A rating estimate needs at least %1 moves").arg(annotate::MinimumEstimateMoves));
    }
}

void PlayerSummaryView::showTurningPoints() {
    for (QPushButton* button : buttons_) button->deleteLater();
    buttons_.clear();
    // A game without a judged move did not turn either: every move is from the book, or
    // there are none yet (nothing to say).
    const bool judged = summary_ && summary_->white.moves + summary_->black.moves > 0;
    const bool booked = summary_ && summary_->white.bookMoves + summary_->black.bookMoves > 0;
    const bool allBook = booked && !judged;
    never_->setText(allBook ? tr("never: every move is from the opening book")
                            : tr("never: no move lost as much as a mistake"));
    never_->setToolTip(allBook ? tr("Every move of the game is opening theory (the ECO book), "
                                    "which Kibitz names but does not judge.")
                               : tr("No move out of the opening book lowered its player's "
                                    "chances by a mistake's worth or more, as the evaluations "
                                    "say."));
    never_->setVisible((judged || booked) && summary_->turningPoints.empty());
    if (!summary_) return;
    for (const annotate::TurningPoint& p : summary_->turningPoints) {
        const QString move = QStringLiteral("%1%2 %3")
                                 .arg(p.moveNumber)
                                 .arg(p.whiteMoved ? QStringLiteral(".") : QStringLiteral("\u2026"))
                                 .arg(QString::fromStdString(p.san));
        auto* button = new QPushButton(move, table_);
        button->setFlat(true);
        button->setCursor(Qt::PointingHandCursor);
        button->setToolTip(tr("%1 took the evaluation from %2 to %3 (White's standpoint, in "
                              "pawns). Click to go to this position.")
                               .arg(move, QString::fromStdString(p.evalBefore),
                                    QString::fromStdString(p.evalAfter)));
        const int ply = p.ply;
        connect(button, &QPushButton::clicked, this, [this, ply] { emit plyClicked(ply); });
        points_->addWidget(button);
        buttons_.push_back(button);
    }
}

} // namespace kibitz::ui
