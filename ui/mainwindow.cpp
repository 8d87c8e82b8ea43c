#include "ui/mainwindow.h"

#include "ui/boardview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace kibitz::ui {

namespace {

// Long clipboard contents are cut short in the error message: a FEN is well under a hundred
// characters, so whatever follows is not what the user meant to paste.
constexpr int MaxQuotedLength = 100;

// An action with the object name tests find it by and the status tip every action has.
QAction* newAction(QObject* parent, const QString& text, const char* objectName,
                   const QString& statusTip) {
    auto* action = new QAction(text, parent);
    action->setObjectName(QLatin1String(objectName));
    action->setStatusTip(statusTip);
    return action;
}

QString quoted(const QString& text) {
    if (text.size() <= MaxQuotedLength) return text;
    return text.left(MaxQuotedLength) + QChar(0x2026); // ellipsis
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , board_(new BoardView(this)) {
    setWindowTitle(tr("Kibitz"));
    setCentralWidget(board_);

    positionLabel_ = new QLabel(this);
    positionLabel_->setObjectName(QStringLiteral("positionLabel"));
    statusBar()->addWidget(positionLabel_);

    createActions();
    createMenus();
    positionChanged();
}

void MainWindow::createActions() {
    quitAction_ = newAction(this, tr("&Quit"), "quitAction", tr("Close Kibitz"));
    quitAction_->setShortcuts(QKeySequence::Quit);
    // Some platforms (Windows) have no standard key for Quit.
    if (quitAction_->shortcuts().isEmpty())
        quitAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);

    copyFenAction_ = newAction(this, tr("&Copy FEN"), "copyFenAction",
                               tr("Copy the position to the clipboard as FEN"));
    copyFenAction_->setShortcuts(QKeySequence::Copy);
    connect(copyFenAction_, &QAction::triggered, this, &MainWindow::copyFen);

    pasteFenAction_ = newAction(this, tr("&Paste FEN"), "pasteFenAction",
                                tr("Set up the position given as FEN on the clipboard"));
    pasteFenAction_->setShortcuts(QKeySequence::Paste);
    connect(pasteFenAction_, &QAction::triggered, this, &MainWindow::pasteFen);

    resetAction_ = newAction(this, tr("&Reset to Start Position"), "resetAction",
                             tr("Set up the starting position of a game"));
    resetAction_->setShortcuts(QKeySequence::New);
    connect(resetAction_, &QAction::triggered, this, &MainWindow::resetPosition);

    flipAction_ =
        newAction(this, tr("&Flip Board"), "flipAction", tr("Show the board from the other side"));
    flipAction_->setShortcut(QKeySequence(Qt::Key_F));
    flipAction_->setCheckable(true);
    connect(flipAction_, &QAction::toggled, board_, &BoardView::setFlipped);
    connect(board_, &BoardView::flippedChanged, flipAction_, &QAction::setChecked);
    connect(board_, &BoardView::moveMade, this, &MainWindow::playMove);

    aboutAction_ =
        newAction(this, tr("&About Kibitz"), "aboutAction", tr("Show the version of Kibitz"));
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::showAbout);

    aboutQtAction_ =
        newAction(this, tr("About &Qt"), "aboutQtAction", tr("Show the version of the Qt toolkit"));
    aboutQtAction_->setMenuRole(QAction::AboutQtRole);
    connect(aboutQtAction_, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus() {
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(quitAction_);

    QMenu* editMenu = menuBar()->addMenu(tr("&Edit"));
    editMenu->addAction(copyFenAction_);
    editMenu->addAction(pasteFenAction_);
    editMenu->addSeparator();
    editMenu->addAction(resetAction_);

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(flipAction_);

    QMenu* helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(aboutAction_);
    helpMenu->addAction(aboutQtAction_);
}

std::optional<chess::FenError> MainWindow::setPositionFromFen(const QString& fen) {
    const std::string text = fen.simplified().toStdString();
    if (auto error = position_.setFen(text)) return error;
    board_->setLastMove(chess::Move::none());
    positionChanged();
    return std::nullopt;
}

void MainWindow::resetPosition() {
    position_ = chess::Position();
    board_->setLastMove(chess::Move::none());
    positionChanged();
}

QString MainWindow::positionSummary() const {
    const bool whiteToMove = position_.sideToMove() == chess::White;
    if (position_.isCheckmate())
        return whiteToMove ? tr("Checkmate: Black wins.") : tr("Checkmate: White wins.");
    if (position_.isStalemate()) return tr("Stalemate: the game is drawn.");
    if (position_.inCheck())
        return whiteToMove ? tr("White to move, in check") : tr("Black to move, in check");
    return whiteToMove ? tr("White to move") : tr("Black to move");
}

void MainWindow::copyFen() {
    QGuiApplication::clipboard()->setText(QString::fromStdString(position_.fen()));
    statusBar()->showMessage(tr("FEN copied to the clipboard"), 3000);
}

void MainWindow::pasteFen() {
    const QString text = QGuiApplication::clipboard()->text();
    const auto error = setPositionFromFen(text);
    if (!error) return;

    // Built by hand rather than with QMessageBox::warning() so that the pasted text is shown
    // as it is, never interpreted as rich text.
    QMessageBox box(QMessageBox::Warning, tr("Paste FEN"),
                    tr("The clipboard does not hold a valid FEN position, so the board is "
                       "unchanged.\n\nPasted text: %1\n\n%2")
                        .arg(quoted(text.simplified()), QString::fromStdString(error->toString())),
                    QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Kibitz"),
        tr("<h3>Kibitz %1</h3>"
           "<p>Kibitz is being built to annotate chess games the way a commentator would.</p>"
           "<p>This version shows a chess position, set up from FEN, on a board.</p>")
            .arg(QStringLiteral(KIBITZ_VERSION)));
}

void MainWindow::playMove(chess::Move move) {
    // The board only proposes moves (it checked they are legal); the window owns the position.
    if (!position_.isLegal(move)) return;
    position_.makeMove(move);
    board_->setLastMove(move);
    positionChanged();
}

void MainWindow::positionChanged() {
    board_->setPosition(position_);
    positionLabel_->setText(positionSummary());
}

} // namespace kibitz::ui
