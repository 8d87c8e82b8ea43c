#include "ui/analysis/enginelines.h"

#include "chess/notation.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/builtinlines.h"
#include "ui/analysis/engineoptionsdialog.h"
#include "ui/models/pieceletters.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMetaObject>
#include <QMouseEvent>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStringList>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdlib>

namespace kibitz::ui {

EngineLines::EngineLines(QWidget* parent)
    : QWidget(parent)
    , startButton_(new QToolButton)
    , lineCountBox_(new QSpinBox)
    , optionsButton_(new QToolButton)
    , header_(new QLabel)
    , view_(new QTreeWidget)
    , refreshTimer_(new QTimer(this)) {
    startButton_->setObjectName(QStringLiteral("engineLinesStart"));
    startButton_->setCheckable(true);
    startButton_->setAutoRaise(true);
    header_->setObjectName(QStringLiteral("engineLinesHeader"));
    header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The search's figures give way in a narrow dock (cut at the right), so that the Start
    // button and the Lines box set no width the window must keep.
    header_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    view_->setObjectName(QStringLiteral("engineLinesView"));
    view_->setColumnCount(ColumnCount);
    view_->setHeaderLabels({tr("Score"), tr("Depth"), tr("Line")});
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->setSelectionMode(QAbstractItemView::NoSelection);
    view_->setFocusPolicy(Qt::NoFocus);
    view_->setTextElideMode(Qt::ElideRight);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->header()->setStretchLastSection(true);
    view_->header()->setSectionResizeMode(ScoreColumn, QHeaderView::ResizeToContents);
    view_->header()->setSectionResizeMode(DepthColumn, QHeaderView::ResizeToContents);
    for (int rank = 0; rank < MaxLines; ++rank) {
        auto* item = new QTreeWidgetItem(view_);
        item->setTextAlignment(ScoreColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(DepthColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setHidden(rank >= lineCount_);
    }
    fitHeight();
    view_->viewport()->installEventFilter(this);
    view_->viewport()->setCursor(Qt::PointingHandCursor);
    view_->setToolTip(tr("Click a move of a line to add the line up to that move to the game as a "
                         "variation (Undo takes it back); a click on the score adds it all"));

    lineCountBox_->setObjectName(QStringLiteral("engineLineCount"));
    lineCountBox_->setRange(1, MaxLines);
    lineCountBox_->setValue(lineCount_);
    lineCountBox_->setPrefix(tr("Lines: "));
    lineCountBox_->setToolTip(tr("How many of the engine's best moves to show, each with its line "
                                 "(MultiPV)"));
    connect(lineCountBox_, &QSpinBox::valueChanged, this, &EngineLines::setLineCount);

    optionsButton_->setObjectName(QStringLiteral("engineOptionsButton"));
    optionsButton_->setText(tr("Options…"));
    optionsButton_->setAutoRaise(true);
    optionsButton_->setToolTip(tr("Engine Options…: the options of the UCI engine"));
    connect(optionsButton_, &QToolButton::clicked, this, &EngineLines::openEngineOptions);

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(startButton_);
    top->addWidget(header_, 1);
    top->addWidget(optionsButton_);
    top->addWidget(lineCountBox_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(view_);

    refreshTimer_->setSingleShot(true);
    refreshTimer_->setInterval(RefreshIntervalMs);
    connect(refreshTimer_, &QTimer::timeout, this, [this] {
        if (!dirty_) return;
        refresh();
        refreshTimer_->start();
    });
    connect(startButton_, &QToolButton::toggled, this, [this](bool checked) {
        if (checked)
            start();
        else
            stop();
    });
    updateButton();
    updateOptionsButton();
    showHeader(tr("Engine lines: off"));
}

// The backend goes first (its destructor stops the search), before the widgets it reports to.
EngineLines::~EngineLines() {
    backend_.reset();
}

void EngineLines::setEngine(const LinesEngine& engine) {
    LinesEngine withOptions = engine;
    if (!engine.isBuiltIn()) {
        withOptions.command = engine.command.trimmed();
        for (auto& option : storedEngineOptions(withOptions.command))
            withOptions.options.push_back(std::move(option));
    }
    if (withOptions == engine_) return;
    engine_ = std::move(withOptions);
    halt();
    backend_.reset();
    uci_ = nullptr;
    failure_.clear();
    updateOptionsButton();
    restart();
}

LinesBackend& EngineLines::backend() {
    if (backend_) return *backend_;
    if (engine_.isBuiltIn()) {
        backend_ = std::make_unique<BuiltinLines>(std::size_t(engine_.hashMegabytes));
    } else {
        auto uci = std::make_unique<UciLines>(engine_);
        uci_ = uci.get();
        backend_ = std::move(uci);
    }
    connect(backend_.get(), &LinesBackend::lineReceived, this, &EngineLines::received);
    connect(backend_.get(), &LinesBackend::finished, this, &EngineLines::finished);
    connect(backend_.get(), &LinesBackend::failed, this, &EngineLines::failed);
    connect(backend_.get(), &LinesBackend::identified, this, &EngineLines::updateOptionsButton);
    return *backend_;
}

void EngineLines::setLimit(const LinesLimit& limit) {
    if (limit == limit_) return;
    limit_ = limit;
    restart();
}

void EngineLines::setPosition(const chess::Position& position) {
    // The same board can be a game's end by repetition one time and not the next.
    if (position.fen() == position_.fen() && position.gameEnd() == position_.gameEnd()) return;
    position_ = position.clone();
    restart();
}

void EngineLines::setNodeLimit(std::uint64_t nodes) {
    setLimit(nodes > 0 ? LinesLimit{LinesLimit::Kind::Nodes, nodes} : LinesLimit{});
}

void EngineLines::setLineCount(int lines) {
    lines = std::clamp(lines, 1, int(MaxLines));
    if (lines == lineCount_) return;
    lineCount_ = lines;
    {
        const QSignalBlocker blocker(lineCountBox_);
        lineCountBox_->setValue(lines);
    }
    for (int rank = 0; rank < MaxLines; ++rank) view_->topLevelItem(rank)->setHidden(rank >= lines);
    fitHeight();
    restart();
}

void EngineLines::fitHeight() {
    // The rows and the header, no more: the lines sit under the move table.
    const int rowHeight =
        view_->sizeHintForRow(0) > 0 ? view_->sizeHintForRow(0) : fontMetrics().height() + 4;
    view_->setFixedHeight(view_->header()->sizeHint().height() + lineCount_ * rowHeight +
                          2 * view_->frameWidth() + 2);
}

bool EngineLines::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_->viewport() && event->type() == QEvent::MouseButtonRelease) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        QTreeWidgetItem* item = view_->itemAt(mouse->position().toPoint());
        const int rank = item ? view_->indexOfTopLevelItem(item) : -1;
        if (mouse->button() == Qt::LeftButton && rank >= 0 && rank < lineCount_) {
            const int count = movesUpTo(rank, mouse->position().toPoint().x());
            if (count > 0) {
                const std::vector<chess::Move>& pv = lines_[std::size_t(rank)]->pv;
                emit lineChosen(position_.key(),
                                std::vector<chess::Move>(pv.begin(), pv.begin() + count));
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

int EngineLines::movesUpTo(int rank, int x) const {
    if (rank < 0 || rank >= lineCount_ || !lines_[std::size_t(rank)]) return 0;
    const LineText line = lineText(position_, lines_[std::size_t(rank)]->pv);
    const int all = int(line.moveEnds.size());
    const QTreeWidgetItem* item = view_->topLevelItem(rank);
    const QRect cell = view_->visualItemRect(item);
    const int columnLeft = view_->header()->sectionViewportPosition(MovesColumn);
    if (x < columnLeft || cell.isEmpty()) return all; // on the score or the depth
    // Where the item's text starts in its cell (the style's text margin).
    const int margin =
        view_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view_) + 1;
    const QFontMetrics metrics(item->font(MovesColumn));
    const int offset = x - columnLeft - margin;
    for (int i = 0; i < all; ++i) {
        // Up to the middle of the space after the move.
        const int end = metrics.horizontalAdvance(line.text.left(line.moveEnds[std::size_t(i)])) +
                        metrics.horizontalAdvance(QLatin1Char(' ')) / 2;
        if (offset <= end) return i + 1;
    }
    return all;
}

void EngineLines::setTablebases(std::shared_ptr<const tablebase::Tablebases> tables) {
    if (tables == tables_) return;
    tables_ = std::move(tables);
    restart();
}

void EngineLines::start() {
    if (running_) return;
    running_ = true;
    updateButton();
    restart();
    emit runningChanged(true);
}

void EngineLines::stop() {
    if (!running_) return;
    running_ = false;
    halt();
    updateButton();
    showHeader(tr("Engine lines: off"));
    emit runningChanged(false);
}

void EngineLines::setHeld(bool held) {
    if (held_ == held) return;
    held_ = held;
    restart();
}

bool EngineLines::isSearching() const {
    return backend_ && backend_->isSearching();
}

QString EngineLines::headerText() const {
    return header_->text();
}

void EngineLines::halt() {
    if (backend_) backend_->halt();
    refreshTimer_->stop();
    dirty_ = false;
}

// The header's text, also as its tooltip: a narrow dock cuts the text.
void EngineLines::showHeader(const QString& text) {
    header_->setText(text);
    header_->setToolTip(text);
}

void EngineLines::restart() {
    halt();
    clearLines();
    if (!running_) return;
    if (held_) {
        showHeader(tr("Engine lines: waiting for the game analysis"));
        return;
    }
    // The panel says the game is over there; the lines do not search on as if it were not.
    if (const chess::GameEnd end = position_.gameEnd(); end != chess::GameEnd::None) {
        showHeader(tr("Game over: %1").arg(gameEndText(end)));
        return;
    }
    LinesBackend& engine = backend();
    if (!failure_.isEmpty()) {
        showHeader(failure_);
        return;
    }
    showHeader(engine.name().isEmpty() ? tr("Starting %1…").arg(engine_.command)
                                       : tr("%1: searching…").arg(engine.name()));
    finished_ = false;
    engine.go(LinesRequest{position_.clone(), lineCount_, limit_, tables_});
}

void EngineLines::received(const search::LineInfo& info) {
    if (info.multiPv < 1 || info.multiPv > lineCount_) return;
    lines_[std::size_t(info.multiPv - 1)] = info;
    latest_ = info;
    dirty_ = true;
    // At most one refresh per interval: the first at once, the rest when the timer runs out.
    if (!refreshTimer_->isActive()) {
        refresh();
        refreshTimer_->start();
    }
}

void EngineLines::finished() {
    finished_ = true;
    dirty_ = true;
    refresh();
}

void EngineLines::failed(const QString& why) {
    failure_ = why;
    refreshTimer_->stop();
    dirty_ = false;
    clearLines();
    showHeader(why);
    updateOptionsButton();
    emit linesUpdated();
}

void EngineLines::updateOptionsButton() {
    optionsButton_->setVisible(!engine_.isBuiltIn());
    optionsButton_->setEnabled(uci_ && failure_.isEmpty() && !uci_->name().isEmpty());
}

EngineOptionsDialog* EngineLines::openEngineOptions() {
    if (!uci_ || uci_->name().isEmpty() || !failure_.isEmpty()) return nullptr;
    auto* dialog = new EngineOptionsDialog(uci_->name(), uci_->options(),
                                           storedEngineOptions(engine_.command), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &EngineOptionsDialog::buttonPressed, this, [this](const QString& name) {
        if (!uci_) return;
        uci_->setOption(name, QString()); // sent when the engine is idle: the search restarts
        restart();
    });
    connect(dialog, &QDialog::accepted, this, [this, dialog] { optionsChosen(dialog); });
    dialog->open();
    return dialog;
}

void EngineLines::optionsChosen(EngineOptionsDialog* dialog) {
    const EngineOptionValues kept = dialog->nonDefaults();
    storeEngineOptions(engine_.command, kept);
    // The engine keeps running: what changed is sent before the next search, and the next start
    // sends what is kept.
    engine_.options = kept;
    if (!uci_) return;
    for (const auto& [name, value] : dialog->changes()) uci_->setOption(name, value);
    restart();
}

void EngineLines::clearLines() {
    for (auto& line : lines_) line.reset();
    latest_.reset();
    shownDepth_ = 0;
    for (int rank = 0; rank < MaxLines; ++rank) {
        QTreeWidgetItem* item = view_->topLevelItem(rank);
        for (int column = 0; column < ColumnCount; ++column) item->setText(column, QString());
        item->setToolTip(MovesColumn, QString());
    }
}

void EngineLines::refresh() {
    dirty_ = false;
    const chess::Color us = position_.sideToMove();
    for (int rank = 0; rank < lineCount_; ++rank) {
        QTreeWidgetItem* item = view_->topLevelItem(rank);
        const auto& line = lines_[std::size_t(rank)];
        if (!line) continue;
        QString score = formatScore(line->score, us);
        // A bound of the side to move is the other bound for White when Black moves.
        const bool lower = (line->bound == search::Bound::Lower) == (us == chess::White);
        if (line->bound != search::Bound::Exact)
            score.prepend(lower ? QStringLiteral("≥") : QStringLiteral("≤"));
        const QString moves = formatLine(position_, line->pv);
        item->setText(ScoreColumn, score);
        item->setText(DepthColumn, QString::number(line->depth));
        item->setText(MovesColumn, moves);
        item->setToolTip(MovesColumn, moves);
    }
    if (latest_) {
        shownDepth_ = std::max(shownDepth_, latest_->depth);
        const QLocale locale;
        const QString figures = tr("%1 · Depth %2/%3 · %4 nodes · %5 kN/s")
                                    .arg(backend_ ? backend_->name() : QString())
                                    .arg(latest_->depth)
                                    .arg(latest_->selDepth)
                                    .arg(locale.toString(qulonglong(latest_->nodes)))
                                    .arg(locale.toString(qulonglong(latest_->nps / 1000)));
        showHeader(finished_ ? tr("%1 (done)").arg(figures) : figures);
    }
    emit linesUpdated();
}

void EngineLines::updateButton() {
    const QSignalBlocker blocker(startButton_);
    startButton_->setChecked(running_);
    startButton_->setText(running_ ? tr("Stop") : tr("Start"));
    startButton_->setToolTip(running_ ? tr("Stop the engine's live analysis of the position")
                                      : tr("Show the engine's best lines of the position, "
                                           "updated as the search deepens"));
}

QString EngineLines::formatScore(search::Value score, chess::Color us) {
    return QString::fromStdString(search::scoreText({score, us}, chess::White));
}

QString EngineLines::formatLine(const chess::Position& position,
                                const std::vector<chess::Move>& line) {
    return lineText(position, line).text;
}

EngineLines::LineText EngineLines::lineText(const chess::Position& position,
                                            const std::vector<chess::Move>& line) {
    chess::Position pos = position.clone();
    LineText result;
    const auto add = [&result](const QString& word) {
        if (!result.text.isEmpty()) result.text += QLatin1Char(' ');
        result.text += word;
    };
    bool first = true;
    for (const chess::Move m : line) {
        if (!pos.isLegal(m)) break; // never from a stale position, but never crash either
        if (pos.sideToMove() == chess::White)
            add(QStringLiteral("%1.").arg(pos.fullmoveNumber()));
        else if (first)
            add(QStringLiteral("%1...").arg(pos.fullmoveNumber()));
        add(localSan(QString::fromStdString(chess::toSan(pos, m))));
        result.moveEnds.push_back(int(result.text.size()));
        pos.makeMove(m);
        first = false;
    }
    return result;
}

} // namespace kibitz::ui
