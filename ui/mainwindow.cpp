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
    quitAction_ = new QAction(tr("&Quit"), this);
    quitAction_->setObjectName(QStringLiteral("quitAction"));
    quitAction_->setShortcuts(QKeySequence::Quit);
    // Some platforms (Windows) have no standard key for Quit.
    if (quitAction_->shortcuts().isEmpty())
        quitAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quitAction_->setStatusTip(tr("Close Kibitz"));
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);

    copyFenAction_ = new QAction(tr("&Copy FEN"), this);
    copyFenAction_->setObjectName(QStringLiteral("copyFenAction"));
    copyFenAction_->setShortcuts(QKeySequence::Copy);
    copyFenAction_->setStatusTip(tr("Copy the position to the clipboard as FEN"));
    connect(copyFenAction_, &QAction::triggered, this, &MainWindow::copyFen);

    pasteFenAction_ = new QAction(tr("&Paste FEN"), this);
    pasteFenAction_->setObjectName(QStringLiteral("pasteFenAction"));
    pasteFenAction_->setShortcuts(QKeySequence::Paste);
    pasteFenAction_->setStatusTip(tr("Set up the position given as FEN on the clipboard"));
    connect(pasteFenAction_, &QAction::triggered, this, &MainWindow::pasteFen);

    resetAction_ = new QAction(tr("&Reset to Start Position"), this);
    resetAction_->setObjectName(QStringLiteral("resetAction"));
    resetAction_->setShortcuts(QKeySequence::New);
    resetAction_->setStatusTip(tr("Set up the starting position of a game"));
    connect(resetAction_, &QAction::triggered, this, &MainWindow::resetPosition);

    flipAction_ = new QAction(tr("&Flip Board"), this);
    flipAction_->setObjectName(QStringLiteral("flipAction"));
    flipAction_->setShortcut(QKeySequence(Qt::Key_F));
    flipAction_->setCheckable(true);
    flipAction_->setStatusTip(tr("Show the board from the other side"));
    connect(flipAction_, &QAction::toggled, board_, &BoardView::setFlipped);
    connect(board_, &BoardView::flippedChanged, flipAction_, &QAction::setChecked);

    aboutAction_ = new QAction(tr("&About Kibitz"), this);
    aboutAction_->setObjectName(QStringLiteral("aboutAction"));
    aboutAction_->setMenuRole(QAction::AboutRole);
    aboutAction_->setStatusTip(tr("Show the version of Kibitz"));
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::showAbout);

    aboutQtAction_ = new QAction(tr("About &Qt"), this);
    aboutQtAction_->setObjectName(QStringLiteral("aboutQtAction"));
    aboutQtAction_->setMenuRole(QAction::AboutQtRole);
    aboutQtAction_->setStatusTip(tr("Show the version of the Qt toolkit"));
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
    positionChanged();
    return std::nullopt;
}

void MainWindow::resetPosition() {
    position_ = chess::Position();
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

void MainWindow::positionChanged() {
    board_->setPosition(position_);
    positionLabel_->setText(positionSummary());
}

} // namespace kibitz::ui
