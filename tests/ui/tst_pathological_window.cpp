// Pathological PGN in the window: 100,000 alternatives to one move, 200,000 comments after one
// move, 200,000 nested variations (side by side, and as deep as the tree), a 4 MB comment. Each
// game is opened in the window, its move list drawn as text (the first MoveText::DefaultMoveLimit
// moves) and as a table, the last move made current and drawn again; the rows and texts are checked
// exactly. A main line of 200,000 moves is checked in the document alone.
//
// A move list that found each row by walking the siblings or the line, or laid out a long comment
// whole, cannot meet the test's TIMEOUT (tests/ui/CMakeLists.txt). KIBITZ_COMMENT_MB sets the size
// of the long comment (tools/benchmarks/pathological_pgn.py times larger ones with it).

#include "core/pgn/pathologicalpgn.h"
#include "pgn/reader.h"
#include "testsupport.h"
#include "ui/document/gamedocument.h"
#include "ui/models/commentpreview.h"
#include "ui/models/movetreemodel.h"
#include "ui/movetree/fullcommentdialog.h"
#include "ui/movetree/movetextview.h"
#include "ui/movetree/movetreepanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <memory>
#include <string>

using kibitz::pgn::GameTree;
using kibitz::pgn::NodeId;
using kibitz::testing::PathologicalPgn;
using kibitz::ui::MainWindow;
using kibitz::ui::MoveText;
using kibitz::ui::MoveTreeModel;

namespace {

// The window with the game of `text` open, its move list drawn.
std::unique_ptr<MainWindow> openInWindow(const QTemporaryDir& dir, const std::string& text) {
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()))
        qFatal("cannot write %s", qPrintable(path));
    file.close();
    QElapsedTimer clock;
    clock.start();
    auto window = std::make_unique<MainWindow>();
    window->resize(1200, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) qFatal("the window was not shown");
    // The text first (the window's default), then the table.
    QAction* asTable = window->findChild<QAction*>(QStringLiteral("movesAsTableAction"));
    asTable->setChecked(false);
    if (!window->openFile(path)) qFatal("the window did not open %s", qPrintable(path));
    QCoreApplication::processEvents();
    window->moveTextView()->grab(); // lays out and draws the text in view
    const qint64 asText = clock.restart();
    asTable->setChecked(true);
    QCoreApplication::processEvents();
    window->moveTreePanel()->grab(); // lays out and draws the rows in view
    // For tools/benchmarks/pathological_pgn.py: a time is printed, never asserted.
    const qint64 table = clock.elapsed();
    qInfo("opened and drawn in %lld ms (as text %lld ms, then as a table %lld ms)",
          static_cast<long long>(asText + table), static_cast<long long>(asText),
          static_cast<long long>(table));
    return window;
}

// The text of a game of `total` moves: the first MoveText::DefaultMoveLimit of them, and when
// there are more, a last line that says so.
void checkText(MainWindow& window, int total) {
    const MoveText& text = window.moveTextView()->moveText();
    QCOMPARE(text.totalMoves(), total);
    QCOMPARE(text.shownMoves(), std::min(total, MoveText::DefaultMoveLimit));
    const QString last = window.moveTextView()->document()->lastBlock().text();
    QCOMPARE(last.startsWith(QStringLiteral("The text stops after ")),
             total > MoveText::DefaultMoveLimit);
}

// Makes `id` current, as a click in the list or a key would, and draws the list again.
void goTo(MainWindow& window, NodeId id) {
    window.document()->goTo(id);
    QCoreApplication::processEvents();
    window.moveTreePanel()->grab();
}

QModelIndex currentRow(const MainWindow& window) {
    return window.moveTreePanel()->currentIndex();
}

} // namespace

class TestPathologicalWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { kibitz::testsupport::useTestSettings("tst_pathological_window"); }

    void siblingVariations() {
        QTemporaryDir dir;
        const auto window = openInWindow(dir, kibitz::testing::siblingVariations(100'000).input);
        checkText(*window, 100'001);
        const MoveTreeModel& model = *window->document()->model();
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex e4 = model.index(0, 0);
        QCOMPARE(e4.data().toString(), QStringLiteral("1. e4"));
        QCOMPARE(model.rowCount(e4), 100'000);
        const QModelIndex lastRow = model.index(99'999, 0, e4);
        QCOMPARE(lastRow.data().toString(), QStringLiteral("1. d4"));
        QCOMPARE(lastRow.parent(), e4);
        const GameTree& tree = window->document()->currentGame().tree();
        const NodeId last = tree.lastChild(GameTree::root());
        QCOMPARE(model.nodeAt(lastRow), last);
        goTo(*window, last);
        QCOMPARE(currentRow(*window), lastRow);
        QVERIFY(window->moveTreePanel()->isExpanded(e4));
        // No comment, nothing cut short: the context menu has no Show Full Comment.
        const std::unique_ptr<QMenu> menu(window->moveTreePanel()->createContextMenu(last));
        QVERIFY(!menu->isEmpty());
        QVERIFY(!menu->findChild<QAction*>(QStringLiteral("showFullCommentAction")));
    }

    void commentsAfterOneMove() {
        QTemporaryDir dir;
        const auto window = openInWindow(dir, kibitz::testing::commentsAfterOneMove(200'000).input);
        checkText(*window, 1);
        const MoveTreeModel& model = *window->document()->model();
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex comment = model.index(0, MoveTreeModel::CommentColumn);
        QString words;
        for (int i = 1; i <= 200'000; ++i)
            words += (i > 1 ? QStringLiteral(" comment ") : QStringLiteral("comment ")) +
                     QString::number(i);
        QCOMPARE(comment.data(Qt::EditRole).toString(), words);
        QCOMPARE(comment.data().toString(), kibitz::ui::elidedComment(words));
    }

    void nestedVariations() {
        QTemporaryDir dir;
        const auto window = openInWindow(dir, kibitz::testing::nestedVariations(200'000).input);
        checkText(*window, 200'001);
        const MoveTreeModel& model = *window->document()->model();
        const QModelIndex e4 = model.index(0, 0);
        QCOMPARE(model.rowCount(e4), 200'000);
        const GameTree& tree = window->document()->currentGame().tree();
        const NodeId last = tree.lastChild(GameTree::root());
        goTo(*window, last);
        QCOMPARE(currentRow(*window).row(), 199'999);
        QCOMPARE(currentRow(*window).parent(), e4);
        QCOMPARE(currentRow(*window).data().toString(), QStringLiteral("1. e4"));
    }

    // The rows nest as deep as the variations: each variation's first move is a child row of the
    // move it is an alternative to, and the rest of its line are child rows of that first move.
    void deepVariations() {
        const int count = 200'000;
        QTemporaryDir dir;
        const auto window = openInWindow(dir, kibitz::testing::deepVariations(count).input);
        checkText(*window, 2 * count + 1);
        const MoveTreeModel& model = *window->document()->model();
        const GameTree& tree = window->document()->currentGame().tree();
        NodeId deepest = GameTree::root();
        for (int k = 0; k < count; ++k) deepest = tree.lastChild(deepest);
        deepest = tree.firstChild(deepest);
        goTo(*window, deepest);
        const QModelIndex row = currentRow(*window);
        QCOMPARE(model.nodeAt(row), deepest);
        // 200,000 plies: 100,000 knight moves out and back for each side, the last Nh3 or Nh6.
        QCOMPARE(row.data().toString(), QStringLiteral("100001. Nh3"));
        int depth = 0;
        for (QModelIndex up = row; up.isValid(); up = up.parent()) ++depth;
        QCOMPARE(depth, 2 * count + 1);
    }

    // A main line of 200,000 moves in the document (the window would analyse it, see below):
    // the last made current, then every move from the second on deleted, as the move list's
    // context menu does; the current move goes to the first, the only one left.
    void longMainLine() {
        const int plies = 200'000;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.pgn"));
        const std::string text = kibitz::testing::longMainLine(plies).input;
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text.data(), qint64(text.size())), qint64(text.size()));
        file.close();
        kibitz::ui::GameDocument document;
        QVERIFY(document.load(path).loaded);
        MoveTreeModel& model = *document.model();
        QCOMPARE(model.rowCount(), plies);
        const GameTree& tree = document.currentGame().tree();
        QVERIFY(document.goToEnd());
        QCOMPARE(model.indexOf(document.currentNode()).row(), plies - 1);
        QCOMPARE(model.indexOf(document.currentNode()).data().toString(),
                 QStringLiteral("100000… Ng8"));
        const NodeId first = tree.firstChild(GameTree::root());
        QVERIFY(model.deleteFrom(tree.firstChild(first)));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(tree.size(), 2);
        QCOMPARE(document.currentNode(), first);
    }

    // A 4 MB comment is shown cut short, and kept whole in the game, through an edit and a save.
    void longComment() {
        const int megabytes = qEnvironmentVariableIntValue("KIBITZ_COMMENT_MB");
        const std::string text = kibitz::testing::longCommentText(
            std::size_t(megabytes > 0 ? megabytes : 4) * 1'000'000);
        QTemporaryDir dir;
        const auto window = openInWindow(dir, kibitz::testing::longComment(text).input);
        kibitz::ui::GameDocument& document = *window->document();
        MoveTreeModel& model = *document.model();
        const QModelIndex comment = model.index(0, MoveTreeModel::CommentColumn);
        const QString words = QString::fromStdString(text);

        // The rule: the words up to the last space within 300 characters, then "…".
        const QString shown = comment.data().toString();
        const qsizetype cut = words.lastIndexOf(QLatin1Char(' '), 300);
        QVERIFY(cut >= 200 && cut <= 300);
        QCOMPARE(shown, words.left(cut) + QChar(0x2026));
        QVERIFY(model.isCommentElided(model.nodeAt(comment)));
        QCOMPARE(comment.data(Qt::ToolTipRole).toString(),
                 QStringLiteral("After the move: ") + shown);

        // The whole text on demand: the context menu's Show Full Comment… opens it.
        kibitz::ui::MoveTreePanel* panel = window->moveTreePanel();
        const NodeId move = model.nodeAt(comment);
        {
            const std::unique_ptr<QMenu> menu(panel->createContextMenu(move));
            auto* showAll = menu->findChild<QAction*>(QStringLiteral("showFullCommentAction"));
            QVERIFY(showAll);
            QCOMPARE(showAll->text(), QStringLiteral("&Show Full Comment…"));
            showAll->trigger();
        }
        auto* dialog = panel->findChild<kibitz::ui::FullCommentDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Comment on 1. e4"));
        QString seen = dialog->text();
        // Laid out in lines of 100 characters and the word that reaches past them (at most 9).
        qsizetype longest = 0;
        for (const QString& line : seen.split(QLatin1Char('\n')))
            longest = std::max(longest, line.size());
        QVERIFY(longest >= 100 && longest <= 109);
        seen.replace(QLatin1Char('\n'), QLatin1Char(' '));
        QCOMPARE(seen, words);
        delete dialog;

        // The game and the edit role hold every word; an edit starts from all of them.
        const NodeId e4 = move;
        QCOMPARE(document.currentGame().tree().commentAfter(e4), text);
        QCOMPARE(comment.data(Qt::EditRole).toString(), words);
        QVERIFY(model.setData(comment, words + QStringLiteral(" Good."), Qt::EditRole));
        QCOMPARE(document.currentGame().tree().commentAfter(e4), text + " Good.");
        QCOMPARE(comment.data().toString(), shown);

        const QString saved = dir.filePath(QStringLiteral("saved.pgn"));
        QVERIFY(document.save(saved).saved);
        auto reader = kibitz::pgn::PgnReader::open(saved.toStdString());
        QVERIFY(bool(reader));
        kibitz::pgn::Game game;
        QVERIFY((*reader)->readGame(game));
        QVERIFY(!(*reader)->report().error);
        QCOMPARE(game.tree().commentAfter(game.tree().firstChild(GameTree::root())),
                 text + " Good.");
    }
};

QTEST_MAIN(TestPathologicalWindow)
#include "tst_pathological_window.moc"
