#include "ui/board/playerstrip.h"

#include "ui/board/boardview.h"
#include "ui/board/evaluationbar.h"
#include "ui/board/playerclocks.h"
#include "ui/document/gamedocument.h"
#include "ui/models/movetreemodel.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

QString knownTag(const pgn::Game& game, const char* name) {
    return QString::fromStdString(game.knownTagText(name));
}

} // namespace

PlayerStrip::PlayerStrip(QWidget* parent)
    : QWidget(parent)
    , name_(new QLabel(this))
    , clock_(new QLabel(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    name_->setObjectName(QStringLiteral("playerName"));
    name_->setTextFormat(Qt::PlainText);
    name_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = name_->font();
    bold.setBold(true);
    name_->setFont(bold);
    clock_->setObjectName(QStringLiteral("playerClock"));
    clock_->setTextFormat(Qt::PlainText);
    clock_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont digits = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    digits.setPointSizeF(bold.pointSizeF() * 1.15);
    digits.setBold(true);
    clock_->setFont(digits);
    clock_->setToolTip(tr("The time left on this player's clock after their last move, from the "
                          "game's [%clk] comments (or its TimeControl tag before the first one)"));
    layout->addWidget(name_, 1);
    layout->addWidget(clock_);
}

void PlayerStrip::setPlayer(const QString& name, const QString& clock, bool toMove) {
    name_->setText(name);
    clock_->setText(clock);
    clock_->setVisible(!clock.isEmpty());
    toMove_ = toMove;
    // The side to move's clock runs: shown as a lit clock face, the other one plain.
    clock_->setStyleSheet(toMove ? QStringLiteral("QLabel { background: palette(highlight); color: "
                                                  "palette(highlighted-text); padding: 1px 6px; "
                                                  "border-radius: 3px; }")
                                 : QStringLiteral("QLabel { padding: 1px 6px; }"));
}

QString PlayerStrip::name() const {
    return name_->text();
}

QString PlayerStrip::clock() const {
    return clock_->text();
}

QString PlayerStrip::playerText(const pgn::Game& game, bool white) {
    QString name = knownTag(game, white ? "White" : "Black");
    if (name.isEmpty()) name = white ? tr("White") : tr("Black");
    const QString title = knownTag(game, white ? "WhiteTitle" : "BlackTitle");
    const QString rating = knownTag(game, white ? "WhiteElo" : "BlackElo");
    QString text = title.isEmpty() ? name : title + QLatin1Char(' ') + name;
    if (!rating.isEmpty() && rating != QLatin1String("0"))
        text += QStringLiteral(" (%1)").arg(rating);
    return text;
}

BoardColumn::BoardColumn(BoardView* board, GameDocument* document, QWidget* parent)
    : QWidget(parent)
    , board_(board)
    , document_(document)
    , top_(new PlayerStrip(this))
    , bottom_(new PlayerStrip(this))
    , bar_(new EvaluationBar(this)) {
    top_->setObjectName(QStringLiteral("topPlayerStrip"));
    bottom_->setObjectName(QStringLiteral("bottomPlayerStrip"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(top_);
    auto* middle = new QHBoxLayout;
    middle->setSpacing(4);
    middle->addWidget(bar_);
    middle->addWidget(board_, 1);
    layout->addLayout(middle, 1);
    layout->addWidget(bottom_);
    connect(document_, &GameDocument::currentNodeChanged, this, &BoardColumn::refresh);
    connect(document_, &GameDocument::currentGameChanged, this, &BoardColumn::gameChanged);
    // A tag or a clock comment edited, the game replaced by its annotated copy.
    connect(document_->model(), &MoveTreeModel::gameChanged, this, &BoardColumn::gameChanged);
    connect(document_, &GameDocument::gameReplaced, this, [this](int index) {
        if (index == document_->currentGameIndex()) gameChanged();
    });
    connect(board_, &BoardView::flippedChanged, this, &BoardColumn::refresh);
    board_->installEventFilter(this);
    bar_->installEventFilter(this);
    gameChanged();
}

void BoardColumn::gameChanged() {
    hasClocks_ = hasClockComments(document_->currentGame());
    refresh();
}

bool BoardColumn::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == board_ || watched == bar_) &&
        (event->type() == QEvent::Resize || event->type() == QEvent::Move))
        fitBar();
    return QWidget::eventFilter(watched, event);
}

void BoardColumn::fitBar() {
    const QRectF squares = board_->boardRect();
    // Both are children of the column (the layouts nest, the parents do not).
    const int top = bar_->mapFromParent(board_->mapToParent(squares.topLeft().toPoint())).y();
    const int bottom =
        bar_->mapFromParent(board_->mapToParent(squares.bottomLeft().toPoint())).y() - 1;
    bar_->setSpan(top, bottom);
}

void BoardColumn::refresh() {
    const pgn::Game& game = document_->currentGame();
    const PlayerClocks clocks = clocksAt(game, document_->currentNode(), hasClocks_);
    const bool whiteToMove = document_->currentPosition().sideToMove() == chess::White;
    const auto clockText = [](const std::optional<std::chrono::milliseconds>& time) {
        return time ? formatClock(*time) : QString();
    };
    // Unflipped, White plays up the board from the bottom.
    const bool whiteBelow = !board_->isFlipped();
    bar_->setFlipped(board_->isFlipped());
    PlayerStrip* white = whiteBelow ? bottom_ : top_;
    PlayerStrip* black = whiteBelow ? top_ : bottom_;
    white->setPlayer(PlayerStrip::playerText(game, true), clockText(clocks.white), whiteToMove);
    black->setPlayer(PlayerStrip::playerText(game, false), clockText(clocks.black), !whiteToMove);
}

} // namespace kibitz::ui
