#include "ui/window/mainwindow.h"

#include "chess/notation.h"
#include "pgn/commands.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/board/boardview.h"
#include "ui/board/evaluationbar.h"
#include "ui/board/playerstrip.h"
#include "ui/board/setupdialog.h"
#include "ui/document/coremessages.h"
#include "ui/document/gamedocument.h"
#include "ui/document/textfile.h"
#include "ui/gamelist/readerrorsdialog.h"
#include "ui/invisible/invisiblewindow.h"
#include "ui/models/gamelistmodel.h"
#include "ui/models/movetreemodel.h"
#include "ui/movetree/movetextview.h"
#include "ui/movetree/movetreepanel.h"
#include "ui/movetree/openinglabel.h"
#include "ui/settings/settingscontroller.h"
#include "ui/window/gameheader.h"
#include "ui/window/helpdialog.h"
#include "ui/window/tagsdialog.h"
#include "util/atomicfile.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

// Long clipboard contents are cut short in the error message: a FEN is well under a hundred
// characters, so whatever follows is not what the user meant to paste.
constexpr int MaxQuotedLength = 100;
const QString RecentFilesKey = QStringLiteral("recentFiles");
const QString MovesAsTableKey = QStringLiteral("view/movesAsTable");

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

// A FEN has slashes between its ranks and neither the tags nor the move numbers of PGN.
bool looksLikeFen(const QString& text) {
    return text.contains(QLatin1Char('/')) && !text.contains(QLatin1Char('[')) &&
           !text.contains(QLatin1Char('.'));
}

// The first .pgn file among dragged URLs, or empty.
QString droppedPgnFile(const QMimeData* mime) {
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl& url : mime->urls()) {
        const QString path = url.toLocalFile();
        if (path.endsWith(QLatin1String(".pgn"), Qt::CaseInsensitive)) return path;
    }
    return {};
}

char markLetter(MarkColor color) {
    switch (color) {
    case MarkColor::Red: return 'R';
    case MarkColor::Yellow: return 'Y';
    case MarkColor::Blue: return 'B';
    case MarkColor::Green: break;
    }
    return 'G';
}

MarkColor markColor(char letter) {
    switch (letter) {
    case 'R': return MarkColor::Red;
    case 'Y': return MarkColor::Yellow;
    case 'B': return MarkColor::Blue;
    default: return MarkColor::Green;
    }
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : MainWindow(AnalysisSettings::desktopDefaults(), parent) {}

MainWindow::MainWindow(const AnalysisSettings& analysis, QWidget* parent)
    : QMainWindow(parent)
    , document_(new GameDocument(this))
    , board_(new BoardView(this)) {
    moveTree_ = new MoveTreePanel(document_, this);
    moveText_ = new MoveTextView(document_, this);
    // The moves as text, or as a table (View → Moves as a Table).
    moveViews_ = new QStackedWidget(this);
    moveViews_->addWidget(moveText_);
    moveViews_->addWidget(moveTree_);
    splitter_ = new QSplitter(Qt::Horizontal, this);
    splitter_->setObjectName(QStringLiteral("boardSplitter"));
    // The board between the players' strips (names, ratings, clocks).
    boardColumn_ = new BoardColumn(board_, document_, this);
    splitter_->addWidget(boardColumn_);
    // The opening's name over the move list (the book comes with the analysis settings below).
    openingLabel_ = new OpeningLabel(document_, this);
    auto* moves = new QWidget(this);
    auto* movesLayout = new QVBoxLayout(moves);
    movesLayout->setContentsMargins(0, 0, 0, 0);
    movesLayout->addWidget(openingLabel_);
    movesLayout->addWidget(moveViews_, 1);
    splitter_->addWidget(moves);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 2);
    splitter_->setChildrenCollapsible(false);
    // The board is square; what is left of a wide window goes to the moves and their comments.
    splitter_->setSizes({700, 400});
    splitter_->setContentsMargins(6, 6, 6, 0);
    setCentralWidget(splitter_);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    // The right-hand panels run the window's full height; those below stay under the board.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setAcceptDrops(true);
    resize(1400, 900);

    positionLabel_ = new QLabel(this);
    positionLabel_->setObjectName(QStringLiteral("positionLabel"));
    statusBar()->addWidget(positionLabel_);
    moveLabel_ = new QLabel(this);
    moveLabel_->setObjectName(QStringLiteral("moveLabel"));
    statusBar()->addPermanentWidget(moveLabel_);

    createActions();
    createNavigationActions();
    createMenus();

    connect(board_, &BoardView::moveMade, document_, &GameDocument::playMove);
    // Marks drawn by hand go into the current move's comment, one undo step each.
    connect(board_, &BoardView::squareMarked, this, [this](chess::Square square, MarkColor color) {
        editMarks(tr("Mark %1").arg(QString::fromStdString(chess::squareName(square))),
                  [&](const std::string& comment) {
                      return pgn::withSquareToggled(comment, {markLetter(color), square});
                  });
    });
    connect(board_, &BoardView::arrowDrawn, this,
            [this](chess::Square from, chess::Square to, MarkColor color) {
                editMarks(tr("Arrow %1%2")
                              .arg(QString::fromStdString(chess::squareName(from)),
                                   QString::fromStdString(chess::squareName(to))),
                          [&](const std::string& comment) {
                              return pgn::withArrowToggled(comment, {markLetter(color), from, to});
                          });
            });
    connect(document_, &GameDocument::currentNodeChanged, this, &MainWindow::updateBoard);
    // A comment's [%csl] and [%cal] may have changed.
    connect(document_->model(), &MoveTreeModel::gameChanged, this, &MainWindow::updateBoard);
    connect(document_, &GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document_, &GameDocument::filePathChanged, this, &MainWindow::updateTitle);
    // A game read on demand that the reader could not read to the end: said, never a modal box
    // (the signal comes from inside the document's own reading).
    connect(
        document_, &GameDocument::readErrorFound, this,
        [this](int, const QString& message) { statusBar()->showMessage(message, 15000); },
        Qt::QueuedConnection);
    // A value engine that does not start is reported in the status bar.
    analysis_ = new AnalysisFeature(this, document_, board_,
                                    settingsController_->reportingFailures(analysis));
    // The panels that follow the current position, each listed in the View menu.
    // Ctrl+1, Ctrl+2, Ctrl+3 show or hide the Analysis, the Charts and the Games: a dock out of
    // the way gives the board its room, and comes back with the same key.
    int key = Qt::Key_1;
    for (QDockWidget* dock : analysis_->docks()) {
        QAction* toggle = dock->toggleViewAction();
        toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(key++)));
        toggle->setStatusTip(tr("Show or hide the %1 panel").arg(dock->windowTitle()));
        viewMenu_->addAction(toggle);
    }
    connect(analysis_, &AnalysisFeature::currentEvaluationChanged, boardColumn_->evaluationBar(),
            &EvaluationBar::setEvaluation);
    settingsController_->setAnalysis(analysis_);
    openingLabel_->setBook(analysis_->settings().annotator.book);
    settingsController_->setOpeningLabel(openingLabel_);
    menuBar()->insertMenu(helpMenu_->menuAction(), analysis_->menu());
    createProblemViews();
    updateBoard();
    updateTitle();
}

void MainWindow::createProblemViews() {
    // The banner goes over the board and the moves, in the central widget with them.
    incompleteBanner_ = new QLabel(this);
    incompleteBanner_->setObjectName(QStringLiteral("incompleteGameBanner"));
    incompleteBanner_->setWordWrap(true);
    incompleteBanner_->setTextFormat(Qt::PlainText);
    incompleteBanner_->setStyleSheet(QStringLiteral("QLabel { background: #fff4ce; color: #3b2f00; "
                                                    "border: 1px solid #e0b000; padding: 4px; }"));
    incompleteBanner_->hide();
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->setSpacing(4);
    layout->addWidget(incompleteBanner_);
    // Where and when the game was played, and its result.
    gameHeader_ = new GameHeader(document_, this);
    layout->addWidget(gameHeader_);
    connect(gameHeader_, &GameHeader::editRequested, this, &MainWindow::editTags);
    layout->addWidget(splitter_, 1);
    splitter_->setContentsMargins(0, 0, 0, 0);
    setCentralWidget(central);

    readErrorsAction_ = newAction(this, tr("Read &Errors…"), "readErrorsAction",
                                  tr("List the games of this file that could not be read to "
                                     "their end, and go to one"));
    connect(readErrorsAction_, &QAction::triggered, this, &MainWindow::showReadErrors);
    viewMenu_->addSeparator();
    viewMenu_->addAction(readErrorsAction_);

    connect(document_, &GameDocument::currentGameChanged, this,
            &MainWindow::updateIncompleteBanner);
    connect(document_, &GameDocument::modifiedChanged, this, &MainWindow::updateIncompleteBanner);
    connect(document_, &GameDocument::readErrorFound, this, &MainWindow::updateIncompleteBanner,
            Qt::QueuedConnection);
    connect(document_->gameList(), &GameListModel::problemsFound, this,
            &MainWindow::updateIncompleteBanner);
}

void MainWindow::showReadErrors() {
    if (!readErrorsDialog_) readErrorsDialog_ = new ReadErrorsDialog(document_, this);
    readErrorsDialog_->refresh();
    readErrorsDialog_->show();
    readErrorsDialog_->raise();
    readErrorsDialog_->activateWindow();
}

void MainWindow::updateIncompleteBanner() {
    const int game = document_->currentGameIndex() + 1;
    for (const GameReadError& error : document_->readErrors()) {
        if (error.game != game) continue;
        incompleteBanner_->setText(
            tr("This game is incomplete. %1. The moves after that are not shown; saving the game "
               "after an edit loses them.")
                .arg(GameStore::describeProblem(error)));
        incompleteBanner_->show();
        return;
    }
    incompleteBanner_->hide();
}

void MainWindow::createActions() {
    newAction_ = newAction(this, tr("&New Game"), "newAction",
                           tr("Start a new game from the starting position"));
    newAction_->setShortcuts(QKeySequence::New);
    connect(newAction_, &QAction::triggered, this, &MainWindow::newDocument);

    openAction_ = newAction(this, tr("&Open…"), "openAction", tr("Open a PGN file"));
    openAction_->setShortcuts(QKeySequence::Open);
    connect(openAction_, &QAction::triggered, this, &MainWindow::open);

    saveAction_ = newAction(this, tr("&Save"), "saveAction", tr("Save the games to their file"));
    saveAction_->setShortcuts(QKeySequence::Save);
    connect(saveAction_, &QAction::triggered, this, &MainWindow::save);

    saveAsAction_ =
        newAction(this, tr("Save &As…"), "saveAsAction", tr("Save the games to a new PGN file"));
    saveAsAction_->setShortcuts(QKeySequence::SaveAs);
    connect(saveAsAction_, &QAction::triggered, this, &MainWindow::saveAs);

    exportAction_ = newAction(this, tr("&Export Game…"), "exportAction",
                              tr("Write the current game with its annotations to a PGN file, "
                                 "leaving the open file as it is"));
    exportAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(exportAction_, &QAction::triggered, this, &MainWindow::exportGame);

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

    copyPgnAction_ = newAction(this, tr("Copy &PGN"), "copyPgnAction",
                               tr("Copy the game to the clipboard as PGN"));
    copyPgnAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(copyPgnAction_, &QAction::triggered, this, &MainWindow::copyPgn);

    tagsAction_ = newAction(this, tr("Game &Tags…"), "tagsAction",
                            tr("Edit the game's tags: event, players, ratings, date, result…"));
    tagsAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    connect(tagsAction_, &QAction::triggered, this, &MainWindow::editTags);

    setUpAction_ = newAction(this, tr("&Set Up Position…"), "setUpAction",
                             tr("Put pieces on a board of your own and start a new game from it"));
    setUpAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(setUpAction_, &QAction::triggered, this, &MainWindow::setUpPosition);

    pasteAction_ = newAction(this, tr("&Paste PGN or FEN"), "pasteAction",
                             tr("Open the games or set up the position on the clipboard"));
    pasteAction_->setShortcuts(QKeySequence::Paste);
    connect(pasteAction_, &QAction::triggered, this, &MainWindow::paste);

    flipAction_ =
        newAction(this, tr("&Flip Board"), "flipAction", tr("Show the board from the other side"));
    flipAction_->setShortcut(QKeySequence(Qt::Key_F));
    flipAction_->setCheckable(true);
    connect(flipAction_, &QAction::toggled, board_, &BoardView::setFlipped);
    connect(board_, &BoardView::flippedChanged, flipAction_, &QAction::setChecked);

    helpAction_ = newAction(this, tr("&What the Window Shows"), "helpAction",
                            tr("Explain the evaluation bar, the analysis panel's figures, the "
                               "charts and the symbols, with pictures"));
    helpAction_->setShortcut(QKeySequence::HelpContents);
    connect(helpAction_, &QAction::triggered, this, [this] {
        if (!helpDialog_) helpDialog_ = new HelpDialog(this);
        helpDialog_->show();
        helpDialog_->raise();
        helpDialog_->activateWindow();
    });

    aboutAction_ =
        newAction(this, tr("&About Kibitz"), "aboutAction", tr("Show the version of Kibitz"));
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::showAbout);

    aboutQtAction_ =
        newAction(this, tr("About &Qt"), "aboutQtAction", tr("Show the version of the Qt toolkit"));
    aboutQtAction_->setMenuRole(QAction::AboutQtRole);
    connect(aboutQtAction_, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createNavigationActions() {
    struct Step {
        QString text;
        const char* name;
        QString tip;
        QKeySequence key;
        bool (GameDocument::*go)();
    };
    const Step steps[] = {
        {tr("&Start"), "firstAction", tr("Go to the start position"), QKeySequence(Qt::Key_Home),
         &GameDocument::goToStart},
        {tr("&Back"), "previousAction", tr("Take back the last move"), QKeySequence(Qt::Key_Left),
         &GameDocument::previousPly},
        {tr("&Forward"), "nextAction", tr("Play the next move"), QKeySequence(Qt::Key_Right),
         &GameDocument::nextPly},
        {tr("&End"), "lastAction", tr("Go to the end of the line"), QKeySequence(Qt::Key_End),
         &GameDocument::goToEnd},
        {tr("&Previous Variation"), "previousVariationAction",
         tr("Go to the previous alternative to this move"), QKeySequence(Qt::Key_Up),
         &GameDocument::previousVariation},
        {tr("&Next Variation"), "nextVariationAction",
         tr("Go to the next alternative to this move"), QKeySequence(Qt::Key_Down),
         &GameDocument::nextVariation},
    };
    for (const Step& step : steps) {
        QAction* action = newAction(this, step.text, step.name, step.tip);
        action->setShortcut(step.key);
        // On the window, so the keys work whichever child (the board, the move tree) has focus.
        action->setShortcutContext(Qt::WindowShortcut);
        addAction(action);
        const auto go = step.go;
        connect(action, &QAction::triggered, document_, [this, go] { (document_->*go)(); });
        navigationActions_ << action;
    }
}

void MainWindow::createMenus() {
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(newAction_);
    fileMenu->addAction(openAction_);
    recentFilesMenu_ = fileMenu->addMenu(tr("Open &Recent"));
    recentFilesMenu_->setObjectName(QStringLiteral("recentFilesMenu"));
    connect(recentFilesMenu_, &QMenu::aboutToShow, this, &MainWindow::updateRecentFilesMenu);
    updateRecentFilesMenu();
    fileMenu->addSeparator();
    fileMenu->addAction(saveAction_);
    fileMenu->addAction(saveAsAction_);
    fileMenu->addAction(exportAction_);
    fileMenu->addSeparator();
    QAction* invisible = newAction(this, tr("Play &Invisible Chess…"), "invisibleChessAction",
                                   tr("Play the variant in which some pieces are invisible to the "
                                      "opponent, against the advisors of Bud et al."));
    invisible->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    connect(invisible, &QAction::triggered, this, [this] {
        auto* window = new InvisibleWindow(this);
        window->setWindowFlag(Qt::Window);
        window->show();
        window->newGame();
    });
    fileMenu->addAction(invisible);
    fileMenu->addSeparator();
    fileMenu->addAction(quitAction_);

    QMenu* editMenu = menuBar()->addMenu(tr("&Edit"));
    editMenu->setObjectName(QStringLiteral("editMenu"));
    // "Undo Delete From 12… Nf6": the stack names the step; disabled when there is none.
    QAction* undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setStatusTip(tr("Take back the last change to the games"));
    QAction* redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo->setStatusTip(tr("Make the change taken back again"));
    for (QAction* action : {undo, redo}) {
        action->setShortcutContext(Qt::WindowShortcut);
        addAction(action);
        editMenu->addAction(action);
    }
    editMenu->addSeparator();
    editMenu->addAction(copyFenAction_);
    editMenu->addAction(copyPgnAction_);
    editMenu->addAction(pasteAction_);
    editMenu->addAction(setUpAction_);
    editMenu->addSeparator();
    editMenu->addAction(tagsAction_);
    editMenu->addSeparator();
    settingsController_ = new SettingsController(this, board_);
    editMenu->addAction(settingsController_->action());

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewMenu_->addAction(flipAction_);
    movesAsTableAction_ = newAction(this, tr("Moves as a &Table"), "movesAsTableAction",
                                    tr("Show the moves one per row with their comments beside "
                                       "them, instead of as text"));
    movesAsTableAction_->setCheckable(true);
    connect(movesAsTableAction_, &QAction::toggled, this, [this](bool table) {
        moveViews_->setCurrentWidget(table ? static_cast<QWidget*>(moveTree_) : moveText_);
        QSettings().setValue(MovesAsTableKey, table);
    });
    movesAsTableAction_->setChecked(QSettings().value(MovesAsTableKey, false).toBool());
    viewMenu_->addAction(movesAsTableAction_);

    QMenu* goMenu = menuBar()->addMenu(tr("&Go"));
    for (int i = 0; i < navigationActions_.size(); ++i) {
        if (i == 4) goMenu->addSeparator();
        goMenu->addAction(navigationActions_[i]);
    }

    helpMenu_ = menuBar()->addMenu(tr("&Help"));
    helpMenu_->addAction(helpAction_);
    helpMenu_->addSeparator();
    helpMenu_->addAction(aboutAction_);
    helpMenu_->addAction(aboutQtAction_);
}

const chess::Position& MainWindow::position() const {
    return document_->currentPosition();
}

std::optional<chess::FenError> MainWindow::setPositionFromFen(const QString& fen) {
    return document_->newGameFromFen(fen.simplified());
}

void MainWindow::resetPosition() {
    document_->clear();
}

void MainWindow::newDocument() {
    if (maybeSave()) document_->clear();
}

QString MainWindow::positionSummary() const {
    const chess::Position& position = this->position();
    const bool whiteToMove = position.sideToMove() == chess::White;
    if (position.isCheckmate())
        return whiteToMove ? tr("Checkmate: Black wins.") : tr("Checkmate: White wins.");
    if (position.isStalemate()) return tr("Stalemate: the game is drawn.");
    if (position.inCheck())
        return whiteToMove ? tr("White to move, in check") : tr("Black to move, in check");
    return whiteToMove ? tr("White to move") : tr("Black to move");
}

void MainWindow::setUpPosition() {
    SetupDialog dialog(position(), this);
    dialog.setLook(board_->pieceTheme(), board_->colorScheme());
    setupDialog_ = &dialog;
    const bool accepted = dialog.exec() == QDialog::Accepted;
    setupDialog_ = nullptr;
    // As New Game: unsaved edits are asked about first; the dialog's FEN is legal once accepted.
    if (accepted && maybeSave()) setPositionFromFen(dialog.fen());
}

void MainWindow::editTags() {
    TagsDialog dialog(document_, this);
    tagsDialog_ = &dialog;
    dialog.exec();
    tagsDialog_ = nullptr;
}

void MainWindow::editMarks(const QString& text,
                           const std::function<std::string(const std::string&)>& change) {
    const pgn::NodeId id = document_->currentNode();
    const std::string marked = change(document_->currentGame().tree().commentAfter(id));
    document_->edit([&] {
        document_->model()->setCommentAfter(id, marked);
        return text;
    });
}

void MainWindow::updateBoard() {
    const pgn::GameTree& tree = document_->currentGame().tree();
    const pgn::NodeId id = document_->currentNode();
    board_->setPosition(document_->currentPosition());
    board_->setLastMove(tree.move(id));

    // The squares and arrows the annotator drew for this move ([%csl Ge4], [%cal Ge2e4]).
    const std::string& comment = tree.commentAfter(id);
    std::vector<SquareMark> marks;
    if (auto csl = pgn::findCommand(comment, "csl")) {
        if (const auto* squares = std::get_if<std::vector<pgn::ColoredSquare>>(&csl->value))
            for (const pgn::ColoredSquare& s : *squares)
                marks.push_back({s.square, markColor(s.color)});
    }
    std::vector<Arrow> arrows;
    if (auto cal = pgn::findCommand(comment, "cal")) {
        if (const auto* drawn = std::get_if<std::vector<pgn::Arrow>>(&cal->value))
            for (const pgn::Arrow& a : *drawn) arrows.push_back({a.from, a.to, markColor(a.color)});
    }
    board_->setMarks(std::move(marks));
    board_->setArrows(std::move(arrows));

    positionLabel_->setText(positionSummary());
    QString where =
        id == pgn::GameTree::root() ? tr("Start position") : document_->model()->moveText(id);
    if (document_->gameCount() > 1)
        where = tr("Game %1 of %2: %3")
                    .arg(document_->currentGameIndex() + 1)
                    .arg(document_->gameCount())
                    .arg(where);
    moveLabel_->setText(where);
}

void MainWindow::updateTitle() {
    setWindowTitle(tr("%1[*] — Kibitz").arg(document_->displayName()));
    setWindowModified(document_->isModified());
}

bool MainWindow::maybeSave() {
    if (!document_->isModified()) return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("%1 has changes that are not saved. Save them?").arg(document_->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::open() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open PGN File"), QFileInfo(document_->filePath()).absolutePath(),
        tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) loadFile(path);
}

bool MainWindow::openFile(const QString& path) {
    return maybeSave() && loadFile(path);
}

bool MainWindow::loadFile(const QString& path) {
    const GameDocument::LoadResult result = document_->load(path);
    if (!result.loaded) {
        showWarning(tr("Open PGN File"), tr("Cannot open %1.\n\n%2").arg(path, result.message));
        return false;
    }
    addRecentFile(document_->filePath());
    if (!result.message.isEmpty())
        showWarning(tr("Open PGN File"),
                    tr("Some games could not be read to the end; they are shown as far as they "
                       "were read.\n\n%1")
                        .arg(result.message));
    statusBar()->showMessage(tr("Opened %1").arg(document_->displayName()), 3000);
    offerLeftoverCopies(document_->filePath());
    return true;
}

bool MainWindow::offerLeftoverCopies(const QString& path) {
    for (const util::AtomicFile::Leftover& leftover :
         util::AtomicFile::leftovers(QFile::encodeName(path).toStdString())) {
        const QString copy = QFile::decodeName(QByteArray::fromStdString(leftover.path));
        const QDateTime when = QDateTime::fromSecsSinceEpoch(qint64(leftover.modified));
        QMessageBox box(QMessageBox::Question, tr("Interrupted Save"),
                        tr("Kibitz was stopped while it was saving %1 (%2). The file is as it was "
                           "before that save.\n\nThe copy it was writing is still there, %3, and "
                           "may hold edits that were never saved.")
                            .arg(QFileInfo(path).fileName(),
                                 QLocale().toString(when, QLocale::ShortFormat),
                                 QLocale().formattedDataSize(leftover.size)),
                        QMessageBox::Open | QMessageBox::Discard | QMessageBox::Ignore, this);
        box.setTextFormat(Qt::PlainText);
        box.setInformativeText(copy);
        box.button(QMessageBox::Open)->setText(tr("&Open the Copy"));
        box.button(QMessageBox::Discard)->setText(tr("&Delete the Copy"));
        box.button(QMessageBox::Ignore)->setText(tr("&Keep It for Now"));
        box.setDefaultButton(QMessageBox::Ignore);
        const int answer = box.exec();
        if (answer == QMessageBox::Discard) {
            if (!QFile::remove(copy))
                showWarning(tr("Interrupted Save"), tr("Cannot delete %1.").arg(copy));
            continue;
        }
        if (answer != QMessageBox::Open) continue;
        // The copy becomes a PGN file of its own beside the original, which stays as it is.
        const QFileInfo original(path);
        QString recovered;
        for (int n = 1; recovered.isEmpty() || QFileInfo::exists(recovered); ++n)
            recovered = original.dir().filePath(
                tr("%1 (recovered %2%3).%4")
                    .arg(original.completeBaseName(),
                         when.toString(QStringLiteral("yyyy-MM-dd hh.mm")),
                         n > 1 ? QStringLiteral(" %1").arg(n) : QString(),
                         original.suffix().isEmpty() ? QStringLiteral("pgn") : original.suffix()));
        if (!QFile::rename(copy, recovered)) {
            showWarning(tr("Interrupted Save"), tr("Cannot rename %1 to %2.").arg(copy, recovered));
            return false;
        }
        return loadFile(recovered);
    }
    return false;
}

bool MainWindow::save() {
    if (document_->filePath().isEmpty()) return saveAs();
    return saveFile(document_->filePath());
}

bool MainWindow::saveAs() {
    QString path = QFileDialog::getSaveFileName(this, tr("Save PGN File"), document_->filePath(),
                                                tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1String(".pgn");
    return saveFile(path);
}

void MainWindow::exportGame() {
    // Beside the open file, named after the game's players.
    const pgn::Game& game = document_->currentGame();
    const auto tag = [&](const char* name) {
        const std::string* value = game.tag(name);
        return value && *value != "?" ? QString::fromStdString(*value) : QString();
    };
    QString name = tag("White").section(QLatin1Char(','), 0, 0).trimmed() + QLatin1Char('-') +
                   tag("Black").section(QLatin1Char(','), 0, 0).trimmed();
    name.replace(QRegularExpression(QStringLiteral("[^\\w-]+"),
                                    QRegularExpression::UseUnicodePropertiesOption),
                 QStringLiteral("_"));
    if (name == QLatin1String("-")) name = tr("game");
    const QString directory = document_->filePath().isEmpty()
                                  ? QString()
                                  : QFileInfo(document_->filePath()).absolutePath();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Game"), QDir(directory).filePath(name + QLatin1String(".pgn")),
        tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1String(".pgn");
    if (const QString error = exportCurrentGame(path); !error.isEmpty()) {
        showWarning(tr("Export Game"), error);
        return;
    }
    statusBar()->showMessage(tr("Exported the game to %1").arg(QFileInfo(path).fileName()), 5000);
}

QString MainWindow::exportCurrentGame(const QString& path) const {
    // Checked as a save is: the text must read back as the game, or nothing is written.
    const std::string text = pgn::writeGame(document_->currentGame());
    auto reader = pgn::PgnReader::fromText(text);
    pgn::Game reread;
    if (!reader->readGame(reread) || reader->report().error ||
        !pgn::readsBackAs(reread, document_->currentGame()))
        return tr("Did not export to %1: the game would not be written as it is.").arg(path);
    return writeFileAtomically(path, QByteArray::fromStdString(text));
}

bool MainWindow::saveFile(const QString& path) {
    if (const QString warning = document_->saveWarning(); !warning.isEmpty()) {
        const auto answer =
            QMessageBox::warning(this, tr("Save PGN File"), warning,
                                 QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Save) return false;
    }
    const GameDocument::SaveResult result = document_->save(path);
    if (!result.saved) {
        showWarning(tr("Save PGN File"), result.error);
        return false;
    }
    addRecentFile(document_->filePath());
    statusBar()->showMessage(tr("Saved %1").arg(document_->displayName()), 3000);
    return true;
}

void MainWindow::updateRecentFilesMenu() {
    recentFilesMenu_->clear();
    const QStringList files = QSettings().value(RecentFilesKey).toStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        QAction* action = recentFilesMenu_->addAction(tr("&%1 %2").arg(i + 1).arg(
            QFileInfo(path).fileName().replace(QLatin1Char('&'), QLatin1String("&&"))));
        action->setObjectName(QStringLiteral("recentFileAction%1").arg(i));
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    recentFilesMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::addRecentFile(const QString& path) {
    QSettings settings;
    QStringList files = settings.value(RecentFilesKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles) files.removeLast();
    settings.setValue(RecentFilesKey, files);
    updateRecentFilesMenu();
}

void MainWindow::copyFen() {
    QGuiApplication::clipboard()->setText(QString::fromStdString(position().fen()));
    statusBar()->showMessage(tr("FEN copied to the clipboard"), 3000);
}

void MainWindow::copyPgn() {
    QGuiApplication::clipboard()->setText(document_->currentGamePgn());
    statusBar()->showMessage(tr("PGN copied to the clipboard"), 3000);
}

void MainWindow::paste() {
    const QString text = QGuiApplication::clipboard()->text();
    if (looksLikeFen(text))
        pasteFen(text);
    else
        pastePgn(text);
}

void MainWindow::pasteFen(const QString& text) {
    chess::Position check;
    const auto set = check.setFen(text.simplified().toStdString());
    if (set) {
        if (maybeSave()) setPositionFromFen(text);
        return;
    }
    showWarning(tr("Paste FEN"),
                tr("The clipboard does not hold a valid FEN position, so the board is "
                   "unchanged.\n\nPasted text: %1\n\n%2")
                    .arg(quoted(text.simplified()), describe(set.error())));
}

void MainWindow::pastePgn(const QString& text) {
    if (!maybeSave()) return;
    const GameDocument::LoadResult result = document_->loadText(text);
    if (!result.loaded) {
        showWarning(tr("Paste PGN"),
                    tr("The clipboard holds neither a FEN position nor a PGN game, so nothing "
                       "changed.\n\nPasted text: %1\n\n%2")
                        .arg(quoted(text.simplified()), result.message));
    } else if (!result.message.isEmpty()) {
        showWarning(tr("Paste PGN"), result.message);
    }
}

void MainWindow::showWarning(const QString& title, const QString& text) {
    // Built by hand rather than with QMessageBox::warning() so that file names and pasted text
    // are shown as they are, never interpreted as rich text; window-modal, so nothing waits on it.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Kibitz"),
        tr("<h3>Kibitz %1</h3>"
           "<p>Kibitz annotates chess games the way a commentator would, judging each move by "
           "what fallible players of the game's strengths would make of it.</p>"
           "<p>For every position it shows the value, the expected utility, the tension and "
           "the entropy, from its own search engine. It needs no network.</p>")
            .arg(QStringLiteral(KIBITZ_VERSION)));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedPgnFile(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedPgnFile(event->mimeData());
    if (path.isEmpty()) return;
    event->acceptProposedAction();
    // Opened after the drop is over: the question about unsaved edits is a dialog of its own.
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

} // namespace kibitz::ui
