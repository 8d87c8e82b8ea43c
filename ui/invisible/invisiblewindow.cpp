#include "ui/invisible/invisiblewindow.h"

#include "chess/bitboard.h"
#include "pgn/game.h"
#include "pgn/reader.h"
#include "ui/board/boardview.h"
#include "ui/charts/plychart.h"
#include "ui/document/textfile.h"
#include "ui/widgets/progressindicator.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace kibitz::ui {

using namespace chess;
using namespace invisible;

namespace {

QString setLabel(const QString& name) {
    if (name == QLatin1String("none")) return InvisibleWindow::tr("none (plain chess)");
    if (name == QLatin1String("1B")) return InvisibleWindow::tr("1B: the queen's bishop");
    if (name == QLatin1String("1N")) return InvisibleWindow::tr("1N: the king's knight");
    if (name == QLatin1String("1R")) return InvisibleWindow::tr("1R: the king's rook");
    if (name == QLatin1String("1Q")) return InvisibleWindow::tr("1Q: the queen");
    if (name == QLatin1String("2B")) return InvisibleWindow::tr("2B: both bishops");
    if (name == QLatin1String("2N")) return InvisibleWindow::tr("2N: both knights");
    if (name == QLatin1String("2R")) return InvisibleWindow::tr("2R: both rooks");
    return name;
}

} // namespace

InvisibleSetupDialog::InvisibleSetupDialog(const InvisibleSetup& initial, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("New Game of Invisible Chess"));
    auto* form = new QFormLayout;
    colour_ = new QComboBox(this);
    colour_->setObjectName(QStringLiteral("colourChooser"));
    colour_->addItems({tr("White"), tr("Black")});
    colour_->setCurrentIndex(initial.human == White ? 0 : 1);
    form->addRow(tr("You play:"), colour_);
    const QString tips[ColorCount] = {tr("The pieces of yours that Kibitz cannot see"),
                                      tr("The pieces of Kibitz's that you cannot see")};
    const QString labels[ColorCount] = {tr("Your invisible pieces:"),
                                        tr("Kibitz's invisible pieces:")};
    for (int who = 0; who < ColorCount; ++who) {
        sets_[who] = new QComboBox(this);
        sets_[who]->setObjectName(who == 0 ? QStringLiteral("yourSet")
                                           : QStringLiteral("kibitzSet"));
        for (const InvisibleSet& s : paperSets()) {
            const QString name = QString::fromStdString(s.name);
            sets_[who]->addItem(setLabel(name), name);
        }
        const Color side = who == 0 ? initial.human : ~initial.human;
        sets_[who]->setCurrentIndex(
            sets_[who]->findData(QString::fromStdString(initial.sets[side].name)));
        sets_[who]->setToolTip(tips[who]);
        form->addRow(labels[who], sets_[who]);
    }
    const QString names[3] = {tr("Strategy (W1):"), tr("Hide (W2):"), tr("Seek (W3):")};
    const QString weightTips[3] = {
        tr("How much Kibitz follows the engine's expected score over where your pieces may be"),
        tr("How much Kibitz likes moves that leave you less sure where its pieces are (the "
           "paper found 0.5 helps and 50 hurts; between Kibitz's own players it hardly matters "
           "below 5 and helps at 50)"),
        tr("How much Kibitz likes moves that may find your invisible pieces")};
    const double values[3] = {initial.computer.weights.strategic, initial.computer.weights.hide,
                              initial.computer.weights.seek};
    for (int i = 0; i < 3; ++i) {
        weights_[i] = new QDoubleSpinBox(this);
        weights_[i]->setRange(0, 100);
        weights_[i]->setDecimals(2);
        weights_[i]->setSingleStep(0.5);
        weights_[i]->setValue(values[i]);
        weights_[i]->setToolTip(weightTips[i]);
        form->addRow(names[i], weights_[i]);
    }
    depth_ = new QSpinBox(this);
    depth_->setRange(1, 5);
    depth_->setValue(initial.computer.depth);
    depth_->setToolTip(tr("How many half-moves Kibitz looks ahead in each placement of your "
                          "pieces it thinks possible: deeper is stronger and slower"));
    form->addRow(tr("Look-ahead:"), depth_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Play"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

InvisibleSetup InvisibleSetupDialog::setup() const {
    InvisibleSetup s;
    s.human = colour_->currentIndex() == 0 ? White : Black;
    s.sets[s.human] = *parseInvisibleSet(sets_[0]->currentData().toString().toStdString());
    s.sets[~s.human] = *parseInvisibleSet(sets_[1]->currentData().toString().toStdString());
    s.computer.weights = {weights_[0]->value(), weights_[1]->value(), weights_[2]->value()};
    s.computer.depth = depth_->value();
    return s;
}

InvisibleWindow::InvisibleWindow(QWidget* parent)
    : QMainWindow(parent)
    , session_(new InvisibleSession(this)) {
    setObjectName(QStringLiteral("invisibleWindow"));
    setWindowTitle(tr("Invisible Chess — Kibitz"));
    setAttribute(Qt::WA_DeleteOnClose);

    board_ = new BoardView(this);
    board_->setObjectName(QStringLiteral("invisibleBoard"));
    players_ = new QLabel(this);
    players_->setWordWrap(true);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(players_);
    leftLayout->addWidget(board_, 1);

    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("invisibleStatus"));
    QFont bold = status_->font();
    bold.setBold(true);
    status_->setFont(bold);
    status_->setWordWrap(true);
    rightLayout->addWidget(status_);
    auto* chooserRow = new QHBoxLayout;
    chooserRow->addWidget(new QLabel(tr("Where might it be?"), this));
    beliefChooser_ = new QComboBox(this);
    beliefChooser_->setObjectName(QStringLiteral("beliefChooser"));
    beliefChooser_->setToolTip(tr("Shade the squares where an invisible piece of Kibitz's may "
                                  "stand, by how likely it is there given all you were told"));
    chooserRow->addWidget(beliefChooser_, 1);
    rightLayout->addLayout(chooserRow);
    log_ = new QListWidget(this);
    log_->setObjectName(QStringLiteral("attemptLog"));
    log_->setToolTip(tr("Every move tried, and what came of it: accepted, impossible (the turn "
                        "is lost) or illegal (try another)"));
    rightLayout->addWidget(log_, 2);
    chart_ = new PlyChart(tr("Uncertainty (bits)"), this);
    chart_->setObjectName(QStringLiteral("uncertaintyChart"));
    chart_->setToolTip(tr("How unsure each side is where the other's invisible pieces are, "
                          "after each turn (the entropy of its belief, in bits)"));
    rightLayout->addWidget(chart_, 2);
    auto* replayRow = new QHBoxLayout;
    showEverything_ = new QCheckBox(tr("Show everything"), this);
    showEverything_->setObjectName(QStringLiteral("showEverything"));
    showEverything_->setToolTip(tr("When the game is over: the true board, with both sides' "
                                   "invisible pieces, turn by turn"));
    replay_ = new QSlider(Qt::Horizontal, this);
    replay_->setObjectName(QStringLiteral("replaySlider"));
    replay_->setToolTip(tr("The turn shown (Left and Right arrow keys)"));
    replayLabel_ = new QLabel(this);
    replayRow->addWidget(showEverything_);
    replayRow->addWidget(replay_, 1);
    replayRow->addWidget(replayLabel_);
    rightLayout->addLayout(replayRow);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({620, 480});
    setCentralWidget(splitter);
    thinking_ = new ProgressIndicator(QStringLiteral("thinkingIndicator"), this);
    thinking_->cancelButton()->hide(); // a turn takes a moment; Resign ends the game
    statusBar()->addPermanentWidget(thinking_);
    createMenus();

    connect(board_, &BoardView::moveMade, this, [this](Move move) {
        const auto r = session_->attempt(move);
        if (r) saved_ = false;
        if (r && !session_->log().empty())
            statusBar()->showMessage(session_->log().back().text, 8000);
    });
    connect(session_, &InvisibleSession::changed, this, &InvisibleWindow::refresh);
    connect(session_, &InvisibleSession::thinkingChanged, this, [this](bool thinking) {
        if (thinking)
            thinking_->begin(tr("Kibitz is thinking"), 0);
        else
            thinking_->finish();
    });
    connect(beliefChooser_, &QComboBox::currentIndexChanged, this, &InvisibleWindow::refreshBoard);
    connect(showEverything_, &QCheckBox::toggled, this, &InvisibleWindow::refreshBoard);
    connect(replay_, &QSlider::valueChanged, this, &InvisibleWindow::refreshBoard);
    connect(chart_, &PlyChart::plyClicked, this, [this](int turn) {
        if (session_->over()) {
            showEverything_->setChecked(true);
            replay_->setValue(turn);
        }
    });
    resize(1100, 720);
    refresh();
}

void InvisibleWindow::createMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newGame = game->addAction(tr("&New Game…"), this, &InvisibleWindow::newGame);
    newGame->setShortcut(QKeySequence::New);
    newGame->setStatusTip(tr("Choose the invisible pieces and Kibitz's advisors, and play"));
    QAction* open = game->addAction(tr("&Open…"), this, &InvisibleWindow::open);
    open->setShortcut(QKeySequence::Open);
    open->setStatusTip(tr("Open a saved game of Invisible Chess and replay it or play on"));
    QAction* save = game->addAction(tr("&Save As…"), this, &InvisibleWindow::save);
    save->setShortcut(QKeySequence::Save);
    save->setStatusTip(tr("Save the game as PGN, every attempt with it"));
    resignAction_ = game->addAction(tr("&Resign"), session_, &InvisibleSession::resign);
    resignAction_->setStatusTip(tr("Give the game up"));
    game->addSeparator();
    QAction* close = game->addAction(tr("&Close"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);
}

void InvisibleWindow::startGame(const InvisibleSetup& setup) {
    session_->newGame(setup);
    saved_ = true;
    board_->setFlipped(setup.human == Black);
}

void InvisibleWindow::newGame() {
    if (!maySetGameAside()) return;
    InvisibleSetup initial = session_->setup();
    if (!session_->started()) {
        initial.sets[White] = *parseInvisibleSet("1B");
        initial.sets[Black] = *parseInvisibleSet("1B");
        initial.computer.weights = {1, 0.5, 0};
    }
    InvisibleSetupDialog dialog(initial, this);
    if (dialog.exec() != QDialog::Accepted) return;
    startGame(dialog.setup());
}

void InvisibleWindow::refresh() {
    const bool started = session_->started();
    const bool over = session_->over();
    status_->setText(session_->statusText());
    resignAction_->setEnabled(started && !over);
    const InvisibleSetup& s = session_->setup();
    players_->setText(started ? tr("You: %1, invisible %2.  Kibitz: %3, invisible %4.")
                                    .arg(s.human == White ? tr("White") : tr("Black"),
                                         setLabel(QString::fromStdString(s.sets[s.human].name)),
                                         s.human == White ? tr("Black") : tr("White"),
                                         setLabel(QString::fromStdString(s.sets[~s.human].name)))
                              : QString());
    // The belief chooser keeps its choice while the pieces stay the same.
    const int chosen = beliefChooser_->currentIndex();
    QStringList names{tr("No shading")};
    for (int k = 0; k < session_->enemyHiddenCount(); ++k) names << session_->enemyHiddenName(k);
    QStringList current;
    for (int i = 0; i < beliefChooser_->count(); ++i) current << beliefChooser_->itemText(i);
    if (current != names) {
        const QSignalBlocker block(beliefChooser_);
        beliefChooser_->clear();
        beliefChooser_->addItems(names);
        // A new game shows the first piece's belief; a piece captured keeps the choice.
        const bool sameGame = current.size() == names.size();
        beliefChooser_->setCurrentIndex(sameGame ? chosen : (names.size() > 1 ? 1 : 0));
    }
    log_->clear();
    for (const AttemptEntry& entry : session_->log()) {
        auto* item = new QListWidgetItem(entry.text, log_);
        if (entry.verdict != Verdict::Accepted) item->setForeground(QColor(180, 40, 40));
    }
    log_->scrollToBottom();
    const Color human = s.human;
    PlySeries yours{tr("Your uncertainty"), QColor(40, 90, 200), {}};
    PlySeries theirs{tr("Kibitz's uncertainty"), QColor(200, 80, 40), {}};
    for (const auto& e : session_->entropyBits()) {
        yours.values.push_back(e[human]);
        theirs.values.push_back(e[~human]);
    }
    double top = 1;
    for (const auto& e : session_->entropyBits()) top = std::max({top, e[0], e[1]});
    chart_->setRange(0, std::ceil(top));
    chart_->setSeries({yours, theirs});
    {
        const QSignalBlocker block(replay_);
        replay_->setRange(0, session_->turnCount());
        if (!over) replay_->setValue(session_->turnCount());
    }
    showEverything_->setEnabled(over);
    replay_->setEnabled(over && showEverything_->isChecked());
    if (!over && showEverything_->isChecked()) showEverything_->setChecked(false);
    refreshBoard();
}

void InvisibleWindow::refreshBoard() {
    if (session_->over() && showEverything_->isChecked()) {
        const int turn = replay_->value();
        replay_->setEnabled(true);
        replayLabel_->setText(tr("turn %1 of %2").arg(turn).arg(session_->turnCount()));
        board_->setPosition(session_->truthAfter(turn), {});
        std::vector<SquareMark> marks;
        for (Bitboard b = session_->hiddenAfter(turn); b;)
            marks.push_back({popLsb(b), MarkColor::Yellow});
        board_->setMarks(marks);
        board_->setShades({});
        chart_->setCurrentPly(turn);
        return;
    }
    replayLabel_->clear();
    chart_->setCurrentPly(-1);
    board_->setPosition(session_->humanView(), session_->humanMoves());
    std::vector<SquareMark> marks;
    for (Bitboard b = session_->humanHiddenSquares(); b;)
        marks.push_back({popLsb(b), MarkColor::Yellow}); // yours, unseen by Kibitz
    board_->setMarks(marks);
    std::vector<SquareShade> shades;
    const int k = beliefChooser_->currentIndex() - 1;
    if (k >= 0) {
        const auto belief = session_->enemyBelief(k);
        for (Square s = A1; s <= H8; ++s)
            if (belief[s] > 0.0005)
                shades.push_back(
                    {s, belief[s], QStringLiteral("%1%").arg(std::round(100 * belief[s]))});
    }
    board_->setShades(shades);
}

bool InvisibleWindow::maySetGameAside() {
    if (saved_ || !session_->started() || session_->turnCount() == 0) return true;
    const auto answer = QMessageBox::question(
        this, tr("Invisible Chess"),
        session_->over() ? tr("The finished game is not saved. Save it first?")
                         : tr("The game in progress is not saved. Save it first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save) return save();
    return true;
}

bool InvisibleWindow::save() {
    if (!session_->started()) return false;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Game of Invisible Chess"),
                                                      QString(), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return false;
    const QString error = saveTo(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Invisible Chess"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

QString InvisibleWindow::saveTo(const QString& path) {
    const QString error =
        writeFileAtomically(path, QByteArray::fromStdString(writeInvisiblePgn(session_->file())));
    if (error.isEmpty()) saved_ = true;
    return error;
}

void InvisibleWindow::open() {
    if (!maySetGameAside()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game of Invisible Chess"),
                                                      QString(), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    const QString error = openFrom(path);
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Invisible Chess"), error);
}

QString InvisibleWindow::openFrom(const QString& path) {
    // Streamed: only the first game is read, whatever the file holds.
    auto opened = pgn::PgnReader::open(QFile::encodeName(path).toStdString());
    if (!opened) return QString::fromStdString(opened.error());
    auto& reader = opened.value();
    pgn::Game game;
    if (!reader->readGame(game)) return tr("%1 holds no game").arg(path);
    if (const auto& e = reader->report().error)
        return tr("%1:%2:%3: %4")
            .arg(path)
            .arg(e->line)
            .arg(e->column)
            .arg(QString::fromStdString(e->message));
    const auto file = fromPgnGame(game);
    if (!file) return tr("%1: %2").arg(path, QString::fromStdString(file.error()));
    // The user takes the side that Kibitz's advisors did not play (White if neither did).
    const Color human = isAdvisorsName(file->players[White]) ? Black : White;
    // Kibitz plays on with the advisors of this window's last game (the file names them but
    // does not bind the player).
    if (const auto error = session_->load(*file, human, session_->setup().computer))
        return tr("%1: %2").arg(path, *error);
    saved_ = true;
    board_->setFlipped(human == Black);
    return {};
}

void InvisibleWindow::closeEvent(QCloseEvent* event) {
    if (!maySetGameAside()) {
        event->ignore();
        return;
    }
    event->accept();
}

} // namespace kibitz::ui
