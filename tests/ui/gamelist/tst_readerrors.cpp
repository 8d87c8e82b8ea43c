// A game that could not be read to its end stays visible as such. The game list marks its row (a
// warning sign and a tooltip in a chess player's words), View → Read Errors… lists every problem of
// the file with its line and column and goes to a game on a double-click, and a banner over the
// board says the current game is incomplete.

#include "../analysissupport.h"
#include "../testsupport.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/document/gamedocument.h"
#include "ui/document/gamestore.h"
#include "ui/gamelist/gamelistpanel.h"
#include "ui/gamelist/readerrorsdialog.h"
#include "ui/models/gamelistmodel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

// 15 games; 1, 3, 5, 6, 8 and 10 to 14 cannot be read to their end.
const QString Errors = QStringLiteral(KIBITZ_TEST_DATA "/pgn/edge/errors.pgn");
constexpr int ScanTimeoutMs = 30'000;

const QString Game1Problem =
    QStringLiteral("Game 1 could be read only as far as 1\u2026 e5: illegal move 'Ke3': 'Ke3' is "
                   "illegal here: no white king can move to e3 (line 4, column 13)");

QAction* action(const MainWindow& window, const char* name) {
    auto* found = window.findChild<QAction*>(QLatin1String(name));
    if (!found) qFatal("no action %s", name);
    return found;
}

// The rows of the game list with a warning sign, by game number.
QList<int> markedGames(const GameListPanel& list) {
    QList<int> games;
    const QAbstractItemModel* model = list.table()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex number = model->index(row, GameListModel::NumberColumn);
        if (!model->data(number, Qt::DecorationRole).isNull()) games << number.data().toInt();
    }
    return games;
}

// A double-click as the user makes it: its first click, then the second (QTest::mouseDClick alone
// is the second only, which an item view ignores without the first).
void doubleClick(QWidget* viewport, QPoint at) {
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
    QTest::mouseDClick(viewport, Qt::LeftButton, {}, at);
}

} // namespace

class TestReadErrors : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::useTestSettings("tst_readerrors"); }

    void theListMarksTheBrokenGames() {
        MainWindow window(testsupport::smallAnalysisSettings());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(Errors));
        const GameListModel* model = window.document()->gameList();
        QTRY_VERIFY_WITH_TIMEOUT(!model->isLoading() && !model->isChecking(), ScanTimeoutMs);
        const GameListPanel& list = *window.analysis()->gameList();
        QCOMPARE(markedGames(list), (QList<int>{1, 3, 5, 6, 8, 10, 11, 12, 13, 14}));
        const QAbstractItemModel* table = list.table()->model();
        QCOMPARE(
            table->data(table->index(0, GameListModel::WhiteColumn), Qt::ToolTipRole).toString(),
            Game1Problem);
        QCOMPARE(table->data(table->index(1, GameListModel::WhiteColumn), Qt::ToolTipRole),
                 QVariant());
        QCOMPARE(
            table->data(table->index(2, GameListModel::NumberColumn), Qt::ToolTipRole).toString(),
            QStringLiteral("Game 3 could be read only as far as 3\u2026 d6: ambiguous move "
                           "'Nb5': 'Nb5' is ambiguous: the white knights on c3 and d4 can "
                           "each move to b5 (line 14, column 36)"));
        QCOMPARE(
            table->data(table->index(11, GameListModel::NumberColumn), Qt::ToolTipRole).toString(),
            QStringLiteral("Game 12 could not be read from its first move: bad FEN in the "
                           "FEN tag: FEN field 1 (piece placement), column 1: White has no "
                           "king (line 61, column 7)"));
        QCOMPARE(window.document()->readErrors().size(), std::size_t(10));
    }

    void theBannerSaysTheCurrentGameIsIncomplete() {
        MainWindow window(testsupport::smallAnalysisSettings());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(Errors));
        const QLabel* banner = window.incompleteGameBanner();
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->text(),
                 QStringLiteral("This game is incomplete. %1. The moves after that are not "
                                "shown; saving the game after an edit loses them.")
                     .arg(Game1Problem));
        // Game 2 is whole: no banner. Double-clicked in the list, as a user would.
        const GameListPanel& list = *window.analysis()->gameList();
        QTRY_VERIFY_WITH_TIMEOUT(list.table()->model()->rowCount() == 15, ScanTimeoutMs);
        window.analysis()->gamesDock()->raise();
        QTableView* table = list.table();
        const QRect row2 = table->visualRect(table->model()->index(1, GameListModel::WhiteColumn));
        doubleClick(table->viewport(), row2.center());
        QCOMPARE(window.document()->currentGameIndex(), 1);
        QVERIFY(!banner->isVisible());
    }

    void readErrorsListsEveryProblemAndGoesToTheGame() {
        MainWindow window(testsupport::smallAnalysisSettings());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(Errors));
        const GameListModel* model = window.document()->gameList();
        QTRY_VERIFY_WITH_TIMEOUT(!model->isLoading() && !model->isChecking(), ScanTimeoutMs);
        action(window, "readErrorsAction")->trigger();
        ReadErrorsDialog* dialog = window.readErrorsDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Read Errors \u2014 errors.pgn"));
        QCOMPARE(dialog->summary()->text(),
                 QStringLiteral("Games of errors.pgn that could not be read to their end: 10. "
                                "Each is shown as far as it was read."));
        QTreeWidget* list = dialog->list();
        QCOMPARE(list->topLevelItemCount(), 10);
        const std::vector<GameReadError>& errors = window.document()->readErrors();
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* item = list->topLevelItem(i);
            const GameReadError& error = errors[std::size_t(i)];
            QCOMPARE(item->text(ReadErrorsDialog::GameColumn), QString::number(error.game));
            QCOMPARE(item->text(ReadErrorsDialog::LineColumn), QString::number(error.line));
            QCOMPARE(item->text(ReadErrorsDialog::ColumnColumn), QString::number(error.column));
            QCOMPARE(item->text(ReadErrorsDialog::ProblemColumn), error.message);
            QCOMPARE(item->toolTip(ReadErrorsDialog::ProblemColumn),
                     GameStore::describeProblem(error));
        }
        QCOMPARE(list->topLevelItem(0)->text(ReadErrorsDialog::LineColumn), QStringLiteral("4"));
        QCOMPARE(list->topLevelItem(0)->text(ReadErrorsDialog::ColumnColumn), QStringLiteral("13"));
        QCOMPARE(list->topLevelItem(0)->toolTip(0), Game1Problem);

        // Game 8 (the fifth problem), double-clicked.
        QCOMPARE(list->topLevelItem(4)->text(ReadErrorsDialog::GameColumn), QStringLiteral("8"));
        const QRect rect = list->visualItemRect(list->topLevelItem(4));
        doubleClick(list->viewport(), rect.center());
        QCOMPARE(window.document()->currentGameIndex(), 7);
        QVERIFY(window.incompleteGameBanner()->isVisible());
        QVERIFY(
            window.incompleteGameBanner()->text().contains(GameStore::describeProblem(errors[4])));
    }

    void aFileWithoutProblems() {
        MainWindow window(testsupport::smallAnalysisSettings());
        QVERIFY(
            window.openFile(QStringLiteral(KIBITZ_SHARED_DATA "/pgn/kasparov-deep-blue-1997.pgn")));
        const GameListModel* model = window.document()->gameList();
        QTRY_VERIFY_WITH_TIMEOUT(!model->isLoading() && !model->isChecking(), ScanTimeoutMs);
        QCOMPARE(markedGames(*window.analysis()->gameList()), QList<int>());
        action(window, "readErrorsAction")->trigger();
        QCOMPARE(window.readErrorsDialog()->summary()->text(),
                 QStringLiteral("Every game of kasparov-deep-blue-1997.pgn was read to its end."));
        QCOMPARE(window.readErrorsDialog()->list()->topLevelItemCount(), 0);
        QVERIFY(window.incompleteGameBanner()->isHidden());
    }
};

QTEST_MAIN(TestReadErrors)
#include "tst_readerrors.moc"
