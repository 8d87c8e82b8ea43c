// Tests for ui/mainwindow: FEN in and out through the clipboard, the status line, the actions.

#include "chess/position.h"
#include "ui/boardview.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

using kibitz::chess::FenError;
using kibitz::chess::Position;
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

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
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
};

void TestMainWindow::startsWithTheStartPosition() {
    MainWindow window;
    QCOMPARE(window.windowTitle(), QStringLiteral("Kibitz"));
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
    action(window, "pasteFenAction")->trigger();
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
    const auto expectedError = reference.setFen(bad.toStdString());
    QVERIFY(expectedError);
    QCOMPARE(expectedError->field, FenError::Field::EnPassant);

    // The warning is modal; a timer reads and closes it from inside its event loop.
    QString shownText;
    QMessageBox::Icon shownIcon = QMessageBox::NoIcon;
    // The context object ends the timer with this function, should the box never appear.
    QObject guard;
    QTimer::singleShot(0, &guard, [&] {
        QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()));
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        shownText = box->text();
        shownIcon = box->icon();
        box->accept();
    });
    action(window, "pasteFenAction")->trigger();

    QCOMPARE(shownIcon, QMessageBox::Warning);
    QVERIFY2(shownText.contains(QString::fromStdString(expectedError->toString())),
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
    action(window, "resetAction")->trigger();
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
    QTest::addRow("paste") << "pasteFenAction" << standard(QKeySequence::Paste);
    QTest::addRow("reset") << "resetAction" << standard(QKeySequence::New);
    QTest::addRow("flip") << "flipAction" << QList{QKeySequence(Qt::Key_F)};
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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
