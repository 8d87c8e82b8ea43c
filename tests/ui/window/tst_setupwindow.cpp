// Tests for Edit → Set Up Position… in the main window: the action and its key, the dialog opened
// on the current position, OK starting a new game from the position set up (FEN and SetUp tags,
// no undo step, not modified, as New Game), the question about unsaved edits, and Cancel.

#include "../testsupport.h"
#include "chess/position.h"
#include "ui/board/boardview.h"
#include "ui/board/piecepalette.h"
#include "ui/board/setupboard.h"
#include "ui/board/setupdialog.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

#include <functional>

using namespace kibitz::chess;
using kibitz::ui::MainWindow;
using kibitz::ui::SetupDialog;

namespace {

constexpr const char* AfterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
const QString StartFen = QString::fromLatin1(Position::StartFen.data(), Position::StartFen.size());
constexpr const char* KingsAndRook = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";

QAction* action(const MainWindow& window, const char* name) {
    auto* found = window.findChild<QAction*>(QLatin1String(name));
    if (!found) qFatal("no action %s", name);
    return found;
}

QString fenOf(const MainWindow& window) {
    return QString::fromStdString(window.position().fen());
}

QString tag(const MainWindow& window, const char* name) {
    const std::string* value = window.document()->currentGame().tag(name);
    return value ? QString::fromStdString(*value) : QStringLiteral("(none)");
}

// Runs `work` on the Set Up Position dialog once it is open (it is modal: the action does not
// return before it closes). `guard` ends the timer should the dialog never come.
void whenDialogOpens(QObject* guard, const MainWindow& window,
                     std::function<void(SetupDialog&)> work) {
    auto* timer = new QTimer(guard);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, guard, [timer, &window, work] {
        SetupDialog* dialog = window.setupDialog();
        if (!dialog || !dialog->isVisible()) return;
        timer->stop();
        timer->deleteLater();
        work(*dialog);
    });
    timer->start();
}

// Answers the question about unsaved edits with `button` once it is asked, keeping its text.
void whenAsked(QObject* guard, QMessageBox::StandardButton button, QString* text) {
    auto* timer = new QTimer(guard);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, guard, [timer, button, text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        timer->stop();
        timer->deleteLater();
        if (text) *text = box->text();
        box->button(button)->click();
    });
    timer->start();
}

void click(QWidget* widget, QPoint point) {
    QTest::mouseClick(widget, Qt::LeftButton, Qt::NoModifier, point);
}

// A click on a button; on a check box or radio button, on its indicator at the left (the rest
// of a wide one does not take clicks).
void clickButton(QAbstractButton* button) {
    const bool indicator = qobject_cast<QCheckBox*>(button) || qobject_cast<QRadioButton*>(button);
    click(button, indicator ? QPoint(std::min(8, button->width() / 2), button->height() / 2)
                            : button->rect().center());
}

// Clears the board and puts the kings on e1 and e8 and a white rook on h1 with real clicks,
// gives White the move and the short castling, and presses OK.
void setUpKingsAndRook(SetupDialog& dialog) {
    clickButton(dialog.findChild<QPushButton*>(QStringLiteral("clearButton")));
    const auto put = [&](Piece piece, Square square) {
        clickButton(dialog.palette()->button(piece));
        click(dialog.board(), dialog.board()->squareRect(square).center().toPoint());
    };
    put(WhiteKing, E1);
    put(BlackKing, E8);
    put(WhiteRook, H1);
    clickButton(dialog.findChild<QRadioButton*>(QStringLiteral("whiteToMove")));
    clickButton(dialog.castlingBox(WhiteKingSide));
    clickButton(dialog.okButton());
}

} // namespace

class TestSetupWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void actionInTheEditMenuWithItsOwnKey();
    void okStartsANewGameFromThePosition();
    void opensOnTheCurrentPositionAndCancelChangesNothing();
    void unsavedEditsAreAskedAboutAsForNewGame();
};

void TestSetupWindow::initTestCase() {
    kibitz::testsupport::useTestSettings("tst_setupwindow");
}

void TestSetupWindow::actionInTheEditMenuWithItsOwnKey() {
    MainWindow window;
    QAction* setUp = action(window, "setUpAction");
    QCOMPARE(setUp->text(), QStringLiteral("&Set Up Position…"));
    QCOMPARE(setUp->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QVERIFY(window.findChild<QMenu*>(QStringLiteral("editMenu"))->actions().contains(setUp));
    // No other action of the window answers the same key.
    for (const QAction* other : window.findChildren<QAction*>()) {
        if (other == setUp) continue;
        QVERIFY2(!other->shortcuts().contains(setUp->shortcut()), qPrintable(other->text()));
    }
    QVERIFY(!setUp->statusTip().isEmpty());
}

void TestSetupWindow::okStartsANewGameFromThePosition() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QObject guard;
    QString opened;
    whenDialogOpens(&guard, window, [&](SetupDialog& dialog) {
        opened = dialog.fenEdit()->text();
        setUpKingsAndRook(dialog);
    });
    action(window, "setUpAction")->trigger();
    QCOMPARE(opened, StartFen);
    QVERIFY(!window.setupDialog());

    QCOMPARE(fenOf(window), QLatin1String(KingsAndRook));
    QCOMPARE(window.boardView()->position().fen(), std::string(KingsAndRook));
    QCOMPARE(tag(window, "FEN"), QLatin1String(KingsAndRook));
    QCOMPARE(tag(window, "SetUp"), QStringLiteral("1"));
    // A new game, as New Game gives: one game, no undo step, nothing unsaved.
    QCOMPARE(window.document()->gameCount(), 1);
    QVERIFY(!window.document()->undoStack()->canUndo());
    QVERIFY(!window.document()->isModified());
    QVERIFY(!window.isWindowModified());
}

void TestSetupWindow::opensOnTheCurrentPositionAndCancelChangesNothing() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.setPositionFromFen(QLatin1String(AfterE4)));
    QObject guard;
    QString opened;
    whenDialogOpens(&guard, window, [&](SetupDialog& dialog) {
        opened = dialog.fenEdit()->text();
        // Edits made, then Cancel.
        clickButton(dialog.findChild<QPushButton*>(QStringLiteral("startButton")));
        clickButton(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel));
    });
    action(window, "setUpAction")->trigger();
    QCOMPARE(opened, QLatin1String(AfterE4));
    QCOMPARE(fenOf(window), QLatin1String(AfterE4));
    QCOMPARE(tag(window, "FEN"), QLatin1String(AfterE4));
    QCOMPARE(tag(window, "SetUp"), QStringLiteral("1"));

    // Esc cancels too.
    whenDialogOpens(&guard, window, [&](SetupDialog& dialog) {
        clickButton(dialog.findChild<QPushButton*>(QStringLiteral("clearButton")));
        QTest::keyClick(&dialog, Qt::Key_Escape);
    });
    action(window, "setUpAction")->trigger();
    QCOMPARE(fenOf(window), QLatin1String(AfterE4));
    QVERIFY(!window.isWindowModified());
}

void TestSetupWindow::unsavedEditsAreAskedAboutAsForNewGame() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->playMove(Move(E2, E4));
    QVERIFY(window.document()->isModified());

    // OK, then Cancel at the question: the game stays as it was, with its edit.
    QObject guard;
    QString question;
    whenDialogOpens(&guard, window, [&](SetupDialog& dialog) {
        whenAsked(&guard, QMessageBox::Cancel, &question);
        setUpKingsAndRook(dialog);
    });
    action(window, "setUpAction")->trigger();
    QVERIFY2(question.contains(QStringLiteral("Untitled")), qPrintable(question));
    QCOMPARE(fenOf(window), QLatin1String(AfterE4));
    QVERIFY(window.document()->isModified());
    QVERIFY(window.document()->undoStack()->canUndo());

    // OK, then Discard: the new game replaces it, and there is nothing to undo, as after New.
    question.clear();
    whenDialogOpens(&guard, window, [&](SetupDialog& dialog) {
        whenAsked(&guard, QMessageBox::Discard, &question);
        setUpKingsAndRook(dialog);
    });
    action(window, "setUpAction")->trigger();
    QVERIFY(!question.isEmpty());
    QCOMPARE(fenOf(window), QLatin1String(KingsAndRook));
    QCOMPARE(tag(window, "FEN"), QLatin1String(KingsAndRook));
    QCOMPARE(tag(window, "SetUp"), QStringLiteral("1"));
    QVERIFY(!window.document()->isModified());
    QVERIFY(!window.document()->undoStack()->canUndo());
    QVERIFY(window.close());
}

QTEST_MAIN(TestSetupWindow)
#include "tst_setupwindow.moc"
