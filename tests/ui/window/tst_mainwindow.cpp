// Tests for ui/mainwindow: FEN in and out through the clipboard, the status line, the actions,
// moves made on the board, stepping through a game with the keys, and the modified state.

#include "../analysissupport.h"
#include "../clicksupport.h"
#include "../testsupport.h"
#include "chess/position.h"
#include "pgn/writer.h"
#include "ui/board/boardview.h"
#include "ui/document/gamedocument.h"
#include "ui/models/movetreemodel.h"
#include "ui/movetree/movetreepanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>
#include <sys/wait.h>
#include <unistd.h>

using kibitz::chess::FenError;
using kibitz::chess::Position;
using kibitz::pgn::GameTree;
using kibitz::pgn::NodeId;
using kibitz::ui::MainWindow;

namespace {

constexpr const char* AfterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
const QString StartFen = QString::fromLatin1(Position::StartFen.data(), Position::StartFen.size());

QAction* action(const MainWindow& window, const char* name) {
    auto* found = window.findChild<QAction*>(QLatin1String(name));
    if (!found) qFatal("no action %s", name);
    return found;
}

QString shownStatus(const MainWindow& window) {
    return window.findChild<QLabel*>(QStringLiteral("positionLabel"))->text();
}

QString fenOf(const MainWindow& window) {
    return QString::fromStdString(window.position().fen());
}

const QString RealGame = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/nepomniachtchi-liren-game1.pgn");

void clickSquare(MainWindow& window, kibitz::chess::Square square) {
    kibitz::ui::BoardView* board = window.boardView();
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier,
                      board->squareRect(square).center().toPoint());
}

// The window-modal warning the window opened, if any.
QMessageBox* shownWarning(const MainWindow& window) {
    for (auto* box : window.findChildren<QMessageBox*>())
        if (box->isVisible()) return box;
    return nullptr;
}

// Answers the next modal question (Save / Discard / Cancel) with `button`, from inside its event
// loop. `guard` ends the timer should the question never come.
void answerNextQuestion(QObject* guard, QMessageBox::StandardButton button, QString* text) {
    QTimer::singleShot(0, guard, [=] {
        QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()));
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (text) *text = box->text();
        box->button(button)->click();
    });
}

// Types `text` into the comment dialog of the move `id`'s context menu (Edit Comment…) and
// accepts it, as the user does.
void typeComment(MainWindow& window, NodeId id, const QString& text) {
    kibitz::ui::MoveTreePanel* panel = window.moveTreePanel();
    std::unique_ptr<QMenu> menu(panel->createContextMenu(id));
    auto* edit = menu->findChild<QAction*>(QStringLiteral("editCommentAction"));
    if (!edit) edit = menu->parent()->findChild<QAction*>(QStringLiteral("editCommentAction"));
    QVERIFY(edit);
    bool answered = false;
    QTimer::singleShot(0, panel, [panel, &text, &answered] {
        auto* dialog = panel->findChild<QInputDialog*>();
        if (!dialog) qFatal("no comment dialog");
        dialog->setTextValue(text);
        dialog->accept();
        answered = true;
    });
    edit->trigger();
    QVERIFY(answered);
}

// The games of a PGN file as the reader reads them.
std::vector<kibitz::pgn::Game> gamesIn(const QString& path) {
    std::vector<kibitz::pgn::Game> games;
    auto reader = kibitz::pgn::PgnReader::open(QFile::encodeName(path).toStdString());
    if (!reader) return games;
    kibitz::pgn::Game game;
    while ((*reader)->readGame(game)) {
        if ((*reader)->report().error)
            qWarning("%s", (*reader)->report().error->toString().c_str());
        games.push_back(game);
    }
    return games;
}

QByteArray bytesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Two games: the real one, then the same with another round, so that a save copies one game
// and writes the other.
QString twoGameFile(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    QByteArray second = bytesOf(RealGame);
    second.replace("[Round \"1\"]", "[Round \"2\"]");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    file.write(bytesOf(RealGame) + "\n" + second);
    return path;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void startsWithTheStartPosition();
    void setPositionFromFen();
    void badFenLeavesThePositionUnchanged_data();
    void badFenLeavesThePositionUnchanged();
    void statusLine_data();
    void statusLine();
    void pasteFen();
    void pasteBadFenShowsTheError();
    void copyFen();
    void resetToStartPosition();
    void flipBoard();
    void shortcuts_data();
    void shortcuts();
    void boardClicksPlayMovesAndAddVariations();
    void arrowKeysStepThroughTheGame();
    void modifiedFlagAndTitle();
    void closingAsksAboutUnsavedEdits();
    void saveAndRecentFiles();
    void typedCommentsSurviveSaveAndReopen_data();
    void typedCommentsSurviveSaveAndReopen();
    void aGameThatWouldNotReadBackIsNotSaved();
    void anInterruptedSaveIsOfferedBack_data();
    void anInterruptedSaveIsOfferedBack();
    void exportWritesTheCurrentGameOnly();
    void pastePgn();
    void boardShowsCommentMarks();
    void docksToggleWithTheirKeys();
    void moveTreeContextMenu();
};

void TestMainWindow::initTestCase() {
    // Recent files go to a settings file of the tests, not the user's.
    kibitz::testsupport::useTestSettings("tst_mainwindow");
}

void TestMainWindow::startsWithTheStartPosition() {
    MainWindow window;
    QCOMPARE(window.windowTitle(), QStringLiteral("Untitled[*] — Kibitz"));
    QVERIFY(!window.isWindowModified());
    QCOMPARE(fenOf(window), StartFen);
    QCOMPARE(window.boardView()->position().fen(), std::string(Position::StartFen));
    QCOMPARE(shownStatus(window), QStringLiteral("White to move"));
    QVERIFY(!window.boardView()->isFlipped());
}

void TestMainWindow::setPositionFromFen() {
    MainWindow window;
    // Line breaks and runs of blanks, as a FEN copied from a web page may have, are simplified.
    const auto error = window.setPositionFromFen(
        QStringLiteral("  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\n b  KQkq - 0 1\n"));
    QVERIFY(!error);
    QCOMPARE(fenOf(window), QLatin1String(AfterE4));
    QCOMPARE(window.boardView()->position().fen(), std::string(AfterE4));
    QCOMPARE(shownStatus(window), QStringLiteral("Black to move"));
}

void TestMainWindow::badFenLeavesThePositionUnchanged_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("field");
    QTest::addColumn<int>("column");

    // The placement field of the start position is 43 characters long.
    QTest::addRow("bad side to move")
        << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1")
        << int(FenError::Field::SideToMove) << 45;
    QTest::addRow("nine files") << QStringLiteral(
                                       "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1")
                                << int(FenError::Field::Placement) << -1;
    QTest::addRow("empty") << QString() << int(FenError::Field::Placement) << 1;
    QTest::addRow("not a fen") << QStringLiteral("1. e4 e5 2. Nf3")
                               << int(FenError::Field::Placement) << -1;
}

void TestMainWindow::badFenLeavesThePositionUnchanged() {
    QFETCH(QString, fen);
    QFETCH(int, field);
    QFETCH(int, column);

    MainWindow window;
    QVERIFY(!window.setPositionFromFen(QLatin1String(AfterE4)));
    const auto error = window.setPositionFromFen(fen);
    QVERIFY(error);
    QCOMPARE(int(error->field), field);
    if (column > 0) QCOMPARE(error->column, column);
    QVERIFY(!error->message.empty());
    QCOMPARE(fenOf(window), QLatin1String(AfterE4));
    QCOMPARE(window.boardView()->position().fen(), std::string(AfterE4));
    QCOMPARE(shownStatus(window), QStringLiteral("Black to move"));
}

void TestMainWindow::statusLine_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");

    QTest::addRow("start") << StartFen << "White to move";
    QTest::addRow("after 1.e4") << QString::fromLatin1(AfterE4) << "Black to move";
    QTest::addRow("fool's mate") << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
                                 << "Checkmate: Black wins.";
    QTest::addRow("scholar's mate")
        << "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
        << "Checkmate: White wins.";
    QTest::addRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
                               << "Stalemate: the game is drawn.";
    QTest::addRow("black in check") << "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"
                                    << "Black to move, in check";
    QTest::addRow("white in check") << "4k3/8/8/8/8/8/8/4r1K1 w - - 0 1"
                                    << "White to move, in check";
}

void TestMainWindow::statusLine() {
    QFETCH(QString, fen);
    QFETCH(QString, expected);

    MainWindow window;
    QVERIFY(!window.setPositionFromFen(fen));
    QCOMPARE(window.positionSummary(), expected);
    QCOMPARE(shownStatus(window), expected);
}

void TestMainWindow::pasteFen() {
    MainWindow window;
    QGuiApplication::clipboard()->setText(QString::fromLatin1(AfterE4) + QLatin1Char('\n'));
    action(window, "pasteAction")->trigger();
    QCOMPARE(fenOf(window), QLatin1String(AfterE4));
    QCOMPARE(window.boardView()->position().fen(), std::string(AfterE4));
}

void TestMainWindow::pasteBadFenShowsTheError() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString bad = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1");
    QGuiApplication::clipboard()->setText(bad);

    Position reference;
    const auto set = reference.setFen(bad.toStdString());
    QVERIFY(!set);
    QCOMPARE(set.error().field, FenError::Field::EnPassant);

    // The warning is window-modal and does not block: it is found among the window's children.
    action(window, "pasteAction")->trigger();
    QTRY_VERIFY(shownWarning(window));
    QMessageBox* box = shownWarning(window);
    const QString shownText = box->text();
    const QMessageBox::Icon shownIcon = box->icon();
    box->accept();
    QCOMPARE(shownIcon, QMessageBox::Warning);
    QVERIFY2(shownText.contains(QString::fromStdString(set.error().toString())),
             qPrintable(shownText));
    QVERIFY2(shownText.contains(bad), qPrintable(shownText));
    QCOMPARE(fenOf(window), StartFen);
    QCOMPARE(window.boardView()->position().fen(), std::string(Position::StartFen));
}

void TestMainWindow::copyFen() {
    MainWindow window;
    QVERIFY(!window.setPositionFromFen(QLatin1String(AfterE4)));
    QGuiApplication::clipboard()->clear();
    action(window, "copyFenAction")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QLatin1String(AfterE4));
}

void TestMainWindow::resetToStartPosition() {
    MainWindow window;
    QVERIFY(!window.setPositionFromFen(QLatin1String(AfterE4)));
    action(window, "newAction")->trigger();
    QCOMPARE(fenOf(window), StartFen);
    QCOMPARE(window.boardView()->position().fen(), std::string(Position::StartFen));
    QCOMPARE(shownStatus(window), QStringLiteral("White to move"));
}

void TestMainWindow::flipBoard() {
    MainWindow window;
    QAction* flip = action(window, "flipAction");
    QVERIFY(flip->isCheckable());
    QVERIFY(!flip->isChecked());
    flip->trigger();
    QVERIFY(flip->isChecked());
    QVERIFY(window.boardView()->isFlipped());
    // Flipping the board some other way keeps the menu's check mark in step.
    window.boardView()->setFlipped(false);
    QVERIFY(!flip->isChecked());
}

void TestMainWindow::shortcuts_data() {
    QTest::addColumn<QString>("actionName");
    QTest::addColumn<QList<QKeySequence>>("expected");

    const auto standard = [](QKeySequence::StandardKey key) {
        return QKeySequence::keyBindings(key);
    };
    // Where the platform has no standard key for Quit (Windows, and the offscreen platform the
    // tests run on), Ctrl+Q stands in.
    const QList<QKeySequence> quit = standard(QKeySequence::Quit);
    QTest::addRow("quit") << "quitAction"
                          << (quit.isEmpty() ? QList{QKeySequence(Qt::CTRL | Qt::Key_Q)} : quit);
    QTest::addRow("copy") << "copyFenAction" << standard(QKeySequence::Copy);
    QTest::addRow("paste") << "pasteAction" << standard(QKeySequence::Paste);
    QTest::addRow("new") << "newAction" << standard(QKeySequence::New);
    QTest::addRow("open") << "openAction" << standard(QKeySequence::Open);
    QTest::addRow("save") << "saveAction" << standard(QKeySequence::Save);
    QTest::addRow("copy pgn") << "copyPgnAction"
                              << QList{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)};
    QTest::addRow("back") << "previousAction" << QList{QKeySequence(Qt::Key_Left)};
    QTest::addRow("forward") << "nextAction" << QList{QKeySequence(Qt::Key_Right)};
    QTest::addRow("start") << "firstAction" << QList{QKeySequence(Qt::Key_Home)};
    QTest::addRow("end") << "lastAction" << QList{QKeySequence(Qt::Key_End)};
    QTest::addRow("previous variation")
        << "previousVariationAction" << QList{QKeySequence(Qt::Key_Up)};
    QTest::addRow("next variation") << "nextVariationAction" << QList{QKeySequence(Qt::Key_Down)};
    QTest::addRow("flip") << "flipAction" << QList{QKeySequence(Qt::Key_F)};
    QTest::addRow("export") << "exportAction" << QList{QKeySequence(Qt::CTRL | Qt::Key_E)};
}

void TestMainWindow::shortcuts() {
    QFETCH(QString, actionName);
    QFETCH(QList<QKeySequence>, expected);

    MainWindow window;
    QAction* found = action(window, qPrintable(actionName));
    QVERIFY(!expected.isEmpty());
    QCOMPARE(found->shortcuts(), expected);
    QVERIFY(!found->statusTip().isEmpty());
}

void TestMainWindow::boardClicksPlayMovesAndAddVariations() {
    using namespace kibitz::chess;
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const GameTree& tree = window.document()->currentGame().tree();
    auto* model = window.document()->model();

    clickSquare(window, E2);
    clickSquare(window, E4);
    QCOMPARE(fenOf(window), QLatin1String(AfterE4));
    QCOMPARE(window.boardView()->position().fen(), std::string(AfterE4));
    QCOMPARE(window.boardView()->lastMove(), Move(E2, E4));
    const NodeId e4 = window.document()->currentNode();
    QCOMPARE(tree.ply(e4), 1);
    QCOMPARE(model->rowCount(), 1);
    QVERIFY(window.isWindowModified());

    clickSquare(window, E7);
    clickSquare(window, E5);
    const NodeId e5 = window.document()->currentNode();
    QCOMPARE(tree.parent(e5), e4);
    QCOMPARE(model->rowCount(), 2);

    // Back one move, then another answer to 1. e4: a variation under 1… e5.
    action(window, "previousAction")->trigger();
    QCOMPARE(window.document()->currentNode(), e4);
    clickSquare(window, C7);
    clickSquare(window, C5);
    const NodeId c5 = window.document()->currentNode();
    QCOMPARE(tree.children(e4), (std::vector<NodeId>{e5, c5}));
    QCOMPARE(model->rowCount(model->indexOf(e5)), 1);
    QCOMPARE(model->moveText(c5), QStringLiteral("1… c5"));
    // The move tree shows the new move as the current one.
    QCOMPARE(window.moveTreePanel()->currentIndex().siblingAtColumn(0), model->indexOf(c5));
    QCOMPARE(fenOf(window),
             QStringLiteral("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));

    // Clicking the main line's move in the text makes it current again.
    kibitz::testsupport::clickMove(*window.moveTextView(), e5);
    QCOMPARE(window.document()->currentNode(), e5);
    QCOMPARE(window.boardView()->lastMove(), Move(E7, E5));
    // So does its row in the table (View → Moves as a Table), after another move.
    action(window, "movesAsTableAction")->trigger();
    QVERIFY(window.moveTreePanel()->isVisible());
    QVERIFY(!window.moveTextView()->isVisible());
    QVERIFY(window.document()->goTo(c5));
    const QRect row = window.moveTreePanel()->visualRect(model->indexOf(e5));
    QTest::mouseClick(window.moveTreePanel()->viewport(), Qt::LeftButton, Qt::NoModifier,
                      row.center());
    QCOMPARE(window.document()->currentNode(), e5);
    action(window, "movesAsTableAction")->trigger();
    window.document()->setModified(false); // no question when the window closes
}

void TestMainWindow::arrowKeysStepThroughTheGame() {
    MainWindow window;
    QVERIFY(window.openFile(RealGame));
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const GameTree& tree = window.document()->currentGame().tree();
    const std::vector<NodeId> line = tree.mainLine();
    kibitz::ui::BoardView* board = window.boardView();
    board->setFocus();

    for (int i = 0; i < 3; ++i) QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(window.document()->currentNode(), line[3]);
    QCOMPARE(board->lastMove(), tree.move(line[3]));
    QCOMPARE(board->position().fen(), tree.positionAt(line[3]).fen());
    QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(window.document()->currentNode(), line[2]);
    QTest::keyClick(board, Qt::Key_End);
    QCOMPARE(window.document()->currentNode(), line.back());
    QCOMPARE(shownStatus(window), QStringLiteral("Black to move"));
    QTest::keyClick(board, Qt::Key_Home);
    QCOMPARE(window.document()->currentNode(), GameTree::root());
    QCOMPARE(board->lastMove(), kibitz::chess::Move::none());

    // The same keys work while the move tree has the focus.
    window.moveTreePanel()->setFocus();
    QTest::keyClick(window.moveTreePanel(), Qt::Key_Right);
    QCOMPARE(window.document()->currentNode(), line[1]);

    // Up and Down choose among the alternatives to the current move.
    QVERIFY(window.document()->loadText(QStringLiteral("1. e4 c5 (1... e5) (1... c6) *")).loaded);
    const GameTree& small = window.document()->currentGame().tree();
    const NodeId e4 = small.firstChild(GameTree::root());
    const std::vector<NodeId> answers = small.children(e4);
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(window.document()->currentNode(), answers[0]);
    QTest::keyClick(board, Qt::Key_Down);
    QCOMPARE(window.document()->currentNode(), answers[1]);
    QTest::keyClick(board, Qt::Key_Down);
    QCOMPARE(window.document()->currentNode(), answers[2]);
    QTest::keyClick(board, Qt::Key_Up);
    QCOMPARE(window.document()->currentNode(), answers[1]);
    QCOMPARE(window.findChild<QLabel*>(QStringLiteral("moveLabel"))->text(),
             QStringLiteral("1… e5"));
}

void TestMainWindow::modifiedFlagAndTitle() {
    using namespace kibitz::chess;
    MainWindow window;
    QVERIFY(window.openFile(RealGame));
    QCOMPARE(window.windowTitle(), QStringLiteral("nepomniachtchi-liren-game1.pgn[*] — Kibitz"));
    QVERIFY(!window.isWindowModified());
    // Following a move of the game changes nothing.
    window.document()->playMove(Move(E2, E4));
    QVERIFY(!window.isWindowModified());
    window.document()->playMove(Move(D7, D5));
    QVERIFY(window.isWindowModified());
    QVERIFY(window.document()->isModified());
    window.document()->setModified(false);
    QVERIFY(!window.isWindowModified());
    // A comment edited in the move tree counts too.
    window.document()->model()->setComment(window.document()->currentNode(),
                                           QStringLiteral("Scandinavian"));
    QVERIFY(window.isWindowModified());
    window.document()->setModified(false);
}

void TestMainWindow::closingAsksAboutUnsavedEdits() {
    using namespace kibitz::chess;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->playMove(Move(E2, E4));
    QVERIFY(window.document()->isModified());

    QObject guard;
    QString question;
    answerNextQuestion(&guard, QMessageBox::Cancel, &question);
    QVERIFY(!window.close());
    QVERIFY(window.isVisible());
    QVERIFY2(question.contains(QStringLiteral("Untitled")), qPrintable(question));

    // New asks too, and Cancel keeps the game.
    answerNextQuestion(&guard, QMessageBox::Cancel, nullptr);
    action(window, "newAction")->trigger();
    QCOMPARE(fenOf(window), QLatin1String(AfterE4));

    answerNextQuestion(&guard, QMessageBox::Discard, nullptr);
    action(window, "newAction")->trigger();
    QCOMPARE(fenOf(window), StartFen);
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.close());
}

void TestMainWindow::saveAndRecentFiles() {
    using namespace kibitz::chess;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QVERIFY(QFile::copy(RealGame, path));
    MainWindow window;
    QVERIFY(window.openFile(path));
    window.document()->playMove(Move(D2, D4));
    QVERIFY(window.isWindowModified());
    QVERIFY(window.saveFile(path));
    QVERIFY(!window.isWindowModified());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("1. e4 (1. d4) 1... e5"));

    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    QCOMPARE(recent.value(0), QFileInfo(path).absoluteFilePath());
    auto* recentAction = window.findChild<QAction*>(QStringLiteral("recentFileAction0"));
    QVERIFY(recentAction);
    QCOMPARE(recentAction->statusTip(), QFileInfo(path).absoluteFilePath());
}

void TestMainWindow::typedCommentsSurviveSaveAndReopen_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QByteArray>("kept"); // the comment as the dialog keeps it
    const QString longLine = QString(100000, QLatin1Char('x'));
    QTest::newRow("closing brace") << "a } b" << QByteArray("a } b");
    QTest::newRow("only a closing brace") << "}" << QByteArray("}");
    QTest::newRow("braces and semicolons") << "{ x } ; y }" << QByteArray("{ x } ; y }");
    QTest::newRow("line breaks") << "first line\nsecond } line\n\nthird"
                                 << QByteArray("first line second } line third");
    QTest::newRow("percent at a line start")
        << "words\n%not an escape }" << QByteArray("words %not an escape }");
    QTest::newRow("tag-like line") << "x\n[Event \"y\"] }" << QByteArray("x [Event \"y\"] }");
    QTest::newRow("quotes") << "\"q\" \\ ' }" << QByteArray("\"q\" \\ ' }");
    QTest::newRow("NUL") << QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b } c"))
                         << QByteArray("ab } c");
    QTest::newRow("blanks and tabs") << "  a\t\tb  }  " << QByteArray("a b }");
    QTest::newRow("long line") << longLine << longLine.toUtf8();
    QTest::newRow("long line and brace") << longLine + " }" << (longLine + " }").toUtf8();
    QTest::newRow("UTF-8") << QString::fromUtf8("\xC3\x9C \xE2\x99\x94 }")
                           << QByteArray("\xC3\x9C \xE2\x99\x94 }");
}

void TestMainWindow::typedCommentsSurviveSaveAndReopen() {
    // A coach adds a variation, types the comment on its last move, after the move the variation
    // is an alternative to, after the next move and after the last move of the game; promotes the
    // variation and takes that back; saves, and opens the file again.
    QFETCH(QString, typed);
    QFETCH(QByteArray, kept);
    using namespace kibitz::chess;
    QTemporaryDir dir;
    const QString path = twoGameFile(dir);
    const QByteArray secondGame = bytesOf(path).mid(bytesOf(path).indexOf("\n[Event") + 1);
    MainWindow window;
    QVERIFY(window.openFile(path));
    window.document()->playMove(Move(D2, D4));
    window.document()->playMove(Move(D7, D5));
    const GameTree& tree = window.document()->currentGame().tree();
    const NodeId e4 = tree.children(GameTree::root())[0];
    const NodeId d4 = tree.children(GameTree::root())[1];
    const NodeId d5 = tree.firstChild(d4);
    const NodeId e5 = tree.firstChild(e4);
    NodeId last = e5;
    while (tree.firstChild(last) != kibitz::pgn::NoNode) last = tree.firstChild(last);
    for (const NodeId id : {d5, e4, e5, last}) typeComment(window, id, typed);
    const std::string comment(kept.constData(), std::size_t(kept.size()));
    for (const NodeId id : {d5, e4, e5, last}) QCOMPARE(tree.commentAfter(id), comment);

    std::unique_ptr<QMenu> menu(window.moveTreePanel()->createContextMenu(d4));
    auto* promote = menu->findChild<QAction*>(QStringLiteral("promoteAction"));
    if (!promote) promote = menu->parent()->findChild<QAction*>(QStringLiteral("promoteAction"));
    promote->trigger();
    QCOMPARE(tree.children(GameTree::root())[0], d4);
    action(window, "undoAction")->trigger();
    QCOMPARE(tree.children(GameTree::root())[0], e4);
    const kibitz::pgn::Game edited = window.document()->currentGame();

    QVERIFY(window.saveFile(path));
    QVERIFY(!window.isWindowModified());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"games.pgn"});
    QVERIFY(bytesOf(path).endsWith(secondGame)); // the untouched game is copied as it was

    MainWindow reopened;
    QVERIFY(reopened.openFile(path));
    QCOMPARE(reopened.document()->gameCount(), 2);
    const kibitz::pgn::Game& read = reopened.document()->currentGame();
    QVERIFY(kibitz::pgn::readsBackAs(read, edited));
    QCOMPARE(read.tree().size(), edited.tree().size());
    const NodeId readD4 = read.tree().children(GameTree::root())[1];
    QCOMPARE(read.tree().commentAfter(read.tree().firstChild(readD4)), comment);
    const auto games = gamesIn(path);
    QCOMPARE(games.size(), std::size_t(2));
    QVERIFY(kibitz::pgn::readsBackAs(games[0], edited));
    QCOMPARE(games[1].tree().size(), gamesIn(RealGame)[0].tree().size());
}

void TestMainWindow::aGameThatWouldNotReadBackIsNotSaved() {
    // No dialog lets a line break into a comment, but should one come in another way, the
    // writer cannot keep it (a line break in a comment reads as a space): the save refuses.
    QTemporaryDir dir;
    const QString path = twoGameFile(dir);
    const QByteArray before = bytesOf(path);
    MainWindow window;
    QVERIFY(window.openFile(path));
    window.document()->edit([&] {
        const NodeId e4 = window.document()->currentGame().tree().firstChild(GameTree::root());
        window.document()->model()->setCommentAfter(e4, "two\nlines");
        return QStringLiteral("Comment");
    });
    QVERIFY(window.isWindowModified());
    const auto result = window.document()->save(path);
    QVERIFY(!result.saved);
    QCOMPARE(result.error,
             QStringLiteral("Did not save %1: game 1 would not be saved as it is (it reads back "
                            "differently from the game in the window). The file is as it was, and "
                            "the game is still open with all its edits.")
                 .arg(path));
    QCOMPARE(bytesOf(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"games.pgn"});
    QVERIFY(window.isWindowModified());
    // Export Game checks the same way.
    const QString exported = dir.filePath(QStringLiteral("exported.pgn"));
    QCOMPARE(window.exportCurrentGame(exported),
             QStringLiteral("Did not export to %1: the game would not be written as it is.")
                 .arg(exported));
    QVERIFY(!QFileInfo::exists(exported));
    QCOMPARE(window.document()->currentGame().tree().commentAfter(
                 window.document()->currentGame().tree().firstChild(GameTree::root())),
             std::string("two\nlines"));
    window.document()->setModified(false);
}

void TestMainWindow::anInterruptedSaveIsOfferedBack_data() {
    QTest::addColumn<int>("answer");
    QTest::addRow("open the copy") << int(QMessageBox::Open);
    QTest::addRow("delete the copy") << int(QMessageBox::Discard);
    QTest::addRow("keep it") << int(QMessageBox::Ignore);
}

void TestMainWindow::anInterruptedSaveIsOfferedBack() {
    // A save killed before its rename left the new version beside the file, under a name that
    // says which process wrote it; that process is gone.
    QFETCH(int, answer);
    QTemporaryDir dir;
    const QString path = twoGameFile(dir);
    const QByteArray original = bytesOf(path);
    const pid_t gone = ::fork();
    if (gone == 0) ::_exit(0);
    ::waitpid(gone, nullptr, 0);
    const QString copy = dir.filePath(QStringLiteral("games.pgn.kibitz-save-%1-Ab3dE9").arg(gone));
    QByteArray newer = original;
    newer.replace("1. e4 e5", "1. e4 { written by the save that was killed } 1... e5");
    {
        QFile file(copy);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(newer), newer.size());
    }
    MainWindow window;
    QString question;
    QObject guard;
    answerNextQuestion(&guard, QMessageBox::StandardButton(answer), &question);
    QVERIFY(window.openFile(path));
    QVERIFY2(question.startsWith("Kibitz was stopped while it was saving games.pgn"),
             qPrintable(question));
    QCOMPARE(bytesOf(path), original);
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    if (answer == QMessageBox::Open) {
        QCOMPARE(files.size(), 2);
        QVERIFY(!QFileInfo::exists(copy));
        const QString recovered = dir.filePath(files.at(files.at(0) == "games.pgn" ? 1 : 0));
        QVERIFY2(QFileInfo(recovered).fileName().startsWith("games (recovered "),
                 qPrintable(recovered));
        QVERIFY(recovered.endsWith(".pgn"));
        QCOMPARE(bytesOf(recovered), newer);
        QCOMPARE(window.document()->filePath(), QFileInfo(recovered).absoluteFilePath());
        QCOMPARE(window.document()->currentGame().tree().commentAfter(
                     window.document()->currentGame().tree().firstChild(GameTree::root())),
                 std::string("written by the save that was killed"));
    } else if (answer == QMessageBox::Discard) {
        QCOMPARE(files, QStringList{"games.pgn"});
        QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
    } else {
        QCOMPARE(files.size(), 2);
        QCOMPARE(bytesOf(copy), newer);
        QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
    }
}

void TestMainWindow::exportWritesTheCurrentGameOnly() {
    using namespace kibitz::chess;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QVERIFY(QFile::copy(RealGame, path));
    QFile original(path);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray originalBytes = original.readAll();
    original.close();

    MainWindow window;
    QVERIFY(window.openFile(path));
    window.document()->playMove(Move(D2, D4));
    window.document()->model()->setComment(window.document()->currentNode(),
                                           QStringLiteral("Queen's pawn"));
    QVERIFY(window.isWindowModified());

    const QString exported = dir.filePath(QStringLiteral("exported.pgn"));
    QCOMPARE(window.exportCurrentGame(exported), QString());
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    // The game as the window shows it, edits included, and nothing else.
    QCOMPARE(QString::fromUtf8(bytes), window.document()->currentGamePgn());
    QVERIFY2(bytes.contains("1. e4 (1. d4 { Queen's pawn }) 1... e5"), bytes.constData());
    QVERIFY(bytes.startsWith("[Event "));
    // The document is left as it was: its file, its unsaved edits, the file on disk.
    QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(window.isWindowModified());
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), originalBytes);

    // A place that cannot be written: the error names it, and nothing is written.
    const QString nowhere = dir.filePath(QStringLiteral("missing/exported.pgn"));
    const QString error = window.exportCurrentGame(nowhere);
    QVERIFY2(error.startsWith(QStringLiteral("Cannot write %1: ").arg(nowhere)), qPrintable(error));
    QVERIFY(!QFile::exists(nowhere));
    window.document()->setModified(false);
}

void TestMainWindow::pastePgn() {
    MainWindow window;
    QGuiApplication::clipboard()->setText(QStringLiteral("[White \"A\"]\n\n1. d4 d5 2. c4 *\n"));
    action(window, "pasteAction")->trigger();
    QCOMPARE(window.document()->gameCount(), 1);
    QCOMPARE(*window.document()->currentGame().tag("White"), std::string("A"));
    QCOMPARE(window.document()->model()->rowCount(), 3);
    QCOMPARE(fenOf(window), StartFen);
    QVERIFY(!window.isWindowModified());

    action(window, "lastAction")->trigger();
    QGuiApplication::clipboard()->clear();
    action(window, "copyPgnAction")->trigger();
    QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("1. d4 d5 2. c4 *")));
}

// Each dock hides and comes back with its key, the board taking the room.
void TestMainWindow::docksToggleWithTheirKeys() {
    MainWindow window(kibitz::testsupport::smallAnalysisSettings());
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* analysisDock = window.findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    auto* chartsDock = window.findChild<QDockWidget*>(QStringLiteral("chartsDock"));
    QVERIFY(analysisDock && chartsDock);
    QCOMPARE(analysisDock->toggleViewAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_1));
    QCOMPARE(chartsDock->toggleViewAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_2));
    const qreal before = window.boardView()->boardRect().width();
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QVERIFY(analysisDock->isHidden());
    QVERIFY(chartsDock->isHidden());
    QTRY_VERIFY(window.boardView()->boardRect().width() > before);
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(!analysisDock->isHidden());
}

void TestMainWindow::boardShowsCommentMarks() {
    using namespace kibitz::chess;
    MainWindow window;
    QVERIFY(window.document()
                ->loadText(QStringLiteral("1. e4 { [%csl Ge4,Rd5][%cal Bg1f3] Central } e5 *"))
                .loaded);
    QVERIFY(window.boardView()->marks().empty());
    action(window, "nextAction")->trigger();
    const auto& marks = window.boardView()->marks();
    QCOMPARE(marks.size(), std::size_t(2));
    QCOMPARE(marks[0].square, E4);
    QCOMPARE(marks[0].color, kibitz::ui::MarkColor::Green);
    QCOMPARE(marks[1].square, D5);
    QCOMPARE(marks[1].color, kibitz::ui::MarkColor::Red);
    const auto& arrows = window.boardView()->arrows();
    QCOMPARE(arrows.size(), std::size_t(1));
    QCOMPARE(arrows[0].from, G1);
    QCOMPARE(arrows[0].to, F3);
    QCOMPARE(arrows[0].color, kibitz::ui::MarkColor::Blue);
    action(window, "nextAction")->trigger();
    QVERIFY(window.boardView()->marks().empty());
    QVERIFY(window.boardView()->arrows().empty());
}

void TestMainWindow::moveTreeContextMenu() {
    MainWindow window;
    QVERIFY(
        window.document()->loadText(QStringLiteral("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *")).loaded);
    const GameTree& tree = window.document()->currentGame().tree();
    const NodeId e4 = tree.firstChild(GameTree::root());
    const NodeId e5 = tree.children(e4)[0];
    const NodeId c5 = tree.children(e4)[1];
    kibitz::ui::MoveTreePanel* panel = window.moveTreePanel();
    const auto menuAction = [](QMenu* menu, const char* name) {
        auto* found = menu->findChild<QAction*>(QLatin1String(name));
        if (!found) found = menu->parent()->findChild<QAction*>(QLatin1String(name));
        return found;
    };

    std::unique_ptr<QMenu> menu(panel->createContextMenu(e5));
    QAction* good = menuAction(menu.get(), "nagAction1");
    QVERIFY(good);
    QVERIFY(!good->statusTip().isEmpty());
    good->trigger();
    QCOMPARE(std::vector<kibitz::pgn::Nag>(tree.nags(e5).begin(), tree.nags(e5).end()),
             std::vector<kibitz::pgn::Nag>{1});
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.document()->model()->moveText(e5), QStringLiteral("1… e5!"));
    // On the main line there is no variation to promote or delete.
    QVERIFY(!menuAction(menu.get(), "promoteAction")->isEnabled());
    QVERIFY(!menuAction(menu.get(), "deleteVariationAction")->isEnabled());

    menu.reset(panel->createContextMenu(e5));
    QVERIFY(menuAction(menu.get(), "nagAction1")->isChecked());
    QVERIFY(menuAction(menu.get(), "removeNagsAction")->isEnabled());
    menuAction(menu.get(), "removeNagsAction")->trigger();
    QVERIFY(tree.nags(e5).empty());

    // Promote the variation 1… c5: it becomes the main line.
    QVERIFY(window.document()->goTo(tree.firstChild(c5)));
    menu.reset(panel->createContextMenu(c5));
    QVERIFY(menuAction(menu.get(), "promoteAction")->isEnabled());
    menuAction(menu.get(), "promoteAction")->trigger();
    QCOMPARE(tree.children(e4), (std::vector<NodeId>{c5, e5}));
    QVERIFY(tree.isMainLine(window.document()->currentNode()));

    // Delete the (now) variation 1… e5, then everything from 2. Nf3 of the main line.
    menu.reset(panel->createContextMenu(e5));
    menuAction(menu.get(), "deleteVariationAction")->trigger();
    QVERIFY(!tree.contains(e5));
    menu.reset(panel->createContextMenu(tree.firstChild(c5)));
    menuAction(menu.get(), "deleteFromAction")->trigger();
    QCOMPARE(tree.size(), 3);
    // The current move was deleted: the move before it is current, on the board too.
    QCOMPARE(window.document()->currentNode(), c5);
    QCOMPARE(window.boardView()->position().fen(), tree.positionAt(c5).fen());
    window.document()->setModified(false);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
