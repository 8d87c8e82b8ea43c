// The move list as the text of a book: the exact text of an annotated game, the current move's
// highlight, real clicks and right clicks on a move, edits through the shared context menu and
// their undo, moves played into a variation, the keys of the window while the text has the focus,
// the table option, and games far too big to write whole.

#include "../clicksupport.h"
#include "../testsupport.h"
#include "core/pgn/pathologicalpgn.h"
#include "pgn/gametree.h"
#include "ui/document/gamedocument.h"
#include "ui/models/commentpreview.h"
#include "ui/models/movetreemodel.h"
#include "ui/movetree/movetext.h"
#include "ui/movetree/movetextview.h"
#include "ui/movetree/movetreepanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QHelpEvent>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolTip>
#include <QUndoStack>
#include <QWindow>

#include <memory>
#include <string>
#include <vector>

using kibitz::pgn::GameTree;
using kibitz::pgn::NodeId;
using kibitz::pgn::NoNode;
using kibitz::ui::GameDocument;
using kibitz::ui::MainWindow;
using kibitz::ui::MoveText;
using kibitz::ui::MoveTextView;

namespace {

// Comments before and after moves (one with a [%...] command, which is not shown), glyphs of
// both kinds, a variation of the main line with one nested in it, a second variation that opens
// with a comment, a black move after a comment, the game's comment and the result.
constexpr const char* AnnotatedGame =
    "[Result \"1-0\"]\n\n"
    "{A Spanish game} 1. e4 e5 2. Nf3 Nc6 3. Bb5 {[%eval 0.3] The Ruy Lopez} a6 4. Ba4 $1 "
    "(4. Bxc6 dxc6 (4... bxc6 $6) 5. O-O {solid}) ({Or} 4. Bc4 $16) 4... Nf6 1-0";

const QString AnnotatedText = QStringLiteral("A Spanish game\n"
                                             "1. e4 e5 2. Nf3 Nc6 3. Bb5 The Ruy Lopez 3... a6 "
                                             "4. Ba4!\n"
                                             "(4. Bxc6 dxc6 (4... bxc6?!) 5. O-O solid)\n"
                                             "(Or 4. Bc4 \u00b1)\n"
                                             "4... Nf6 1-0");

// The nodes of AnnotatedGame by name.
struct Nodes {
    NodeId e4, a6, ba4, bxc6, dxc6, bxc6Pawn, castles, bc4, nf6;

    explicit Nodes(const GameTree& tree) {
        const std::vector<NodeId> line = tree.mainLine();
        e4 = line[1];
        a6 = line[6];
        ba4 = line[7];
        nf6 = line[8];
        const std::vector<NodeId> fourth = tree.children(line[6]);
        bxc6 = fourth[1];
        bc4 = fourth[2];
        dxc6 = tree.firstChild(bxc6);
        bxc6Pawn = tree.children(bxc6)[1];
        castles = tree.firstChild(dxc6);
    }
};

QString plainText(MoveTextView& view) {
    view.moveText(); // written, if the game changed
    return view.document()->toPlainText();
}

QString textIn(QTextDocument* document, MoveText::Range range) {
    QTextCursor cursor(document);
    cursor.setPosition(range.start);
    cursor.setPosition(range.end, QTextCursor::KeepAnchor);
    return cursor.selectedText();
}

QString lastParagraph(MoveTextView& view) {
    view.moveText();
    return view.document()->lastBlock().text();
}

} // namespace

class TestMoveTextView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void annotatedGameAsText();
    void blackStartsAndAnEmptyGame();
    void highlightFollowsTheCurrentMove();
    void clickMakesTheMoveCurrent();
    void rightClickEditsTheMoveClicked();
    void moveSetsOnAVariation();
    void editKeepsTheScrollPosition();
    void longCommentCutWithToolTip();
    void windowKeysAndTableOption();
    void hugeGamesShowTheirStart();
};

void TestMoveTextView::initTestCase() {
    kibitz::testsupport::useTestSettings("tst_movetextview");
    // The notice's numbers with their group separators, whatever the machine's language.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestMoveTextView::annotatedGameAsText() {
    GameDocument document;
    QVERIFY(document.loadText(QString::fromUtf8(AnnotatedGame)).loaded);
    MoveTextView view(&document);
    QCOMPARE(plainText(view), AnnotatedText);
    const MoveText& text = view.moveText();
    QCOMPARE(text.shownMoves(), 13);
    QCOMPARE(text.totalMoves(), 13);

    // Each move's range is its move and glyphs; its words (number, comments) lead to it.
    const Nodes n(document.currentGame().tree());
    QCOMPARE(textIn(view.document(), text.moveRange(n.ba4)), QStringLiteral("Ba4!"));
    QCOMPARE(textIn(view.document(), text.moveRange(n.bxc6Pawn)), QStringLiteral("bxc6?!"));
    QCOMPARE(textIn(view.document(), text.moveRange(n.bc4)), QStringLiteral("Bc4\u00a0\u00b1"));
    QVERIFY(text.moveRange(GameTree::root()).isEmpty());
    const QString all = view.document()->toRawText();
    QCOMPARE(text.nodeAt(int(all.indexOf(QStringLiteral("Ruy")))),
             document.currentGame().tree().mainLine()[5]);
    QCOMPARE(text.nodeAt(int(all.indexOf(QStringLiteral("3...")))), n.a6);
    QCOMPARE(text.nodeAt(int(all.indexOf(QStringLiteral("Or")))), n.bc4);
    QCOMPARE(text.nodeAt(int(all.indexOf(QStringLiteral("Spanish")))), GameTree::root());
    QCOMPARE(text.nodeAt(int(all.indexOf(QStringLiteral("(4.")))), NoNode);
    QCOMPARE(text.nodeAt(int(all.indexOf(QStringLiteral("1-0")))), NoNode);

    // The main line is bold, variations are not; the variations of the main line are indented.
    QTextCursor cursor(view.document());
    cursor.setPosition(text.moveRange(n.nf6).start + 1);
    QCOMPARE(cursor.charFormat().fontWeight(), int(QFont::Bold));
    cursor.setPosition(text.moveRange(n.dxc6).start + 1);
    QVERIFY(cursor.charFormat().fontWeight() != int(QFont::Bold));
    QVERIFY(cursor.blockFormat().leftMargin() > 0);
    cursor.setPosition(text.moveRange(n.nf6).start);
    QCOMPARE(cursor.blockFormat().leftMargin(), 0.0);
}

void TestMoveTextView::blackStartsAndAnEmptyGame() {
    GameDocument document;
    QVERIFY(document
                .loadText(QStringLiteral(
                    "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n"
                    "[SetUp \"1\"]\n\n1... c5 2. Nf3 (2. c3 d5) 2... d6 *"))
                .loaded);
    MoveTextView view(&document);
    QCOMPARE(plainText(view), QStringLiteral("1... c5 2. Nf3\n(2. c3 d5)\n2... d6 *"));

    document.clear();
    QCOMPARE(plainText(view), QStringLiteral("*"));
    QCOMPARE(view.moveText().shownMoves(), 0);
}

void TestMoveTextView::highlightFollowsTheCurrentMove() {
    GameDocument document;
    QVERIFY(document.loadText(QString::fromUtf8(AnnotatedGame)).loaded);
    MoveTextView view(&document);
    const Nodes n(document.currentGame().tree());
    QVERIFY(view.extraSelections().isEmpty()); // the start position

    QVERIFY(document.goTo(n.nf6));
    QCOMPARE(view.extraSelections().size(), 1);
    QCOMPARE(view.extraSelections()[0].cursor.selectedText(), QStringLiteral("Nf6"));
    QCOMPARE(textIn(view.document(), view.currentRange()), QStringLiteral("Nf6"));
    QCOMPARE(view.extraSelections()[0].format.background(),
             view.palette().brush(QPalette::Highlight));

    QVERIFY(document.goTo(n.bxc6Pawn));
    QCOMPARE(view.extraSelections()[0].cursor.selectedText(), QStringLiteral("bxc6?!"));
    QVERIFY(!document.nextPly()); // none after it: stays
    QVERIFY(document.goTo(n.dxc6));
    QCOMPARE(view.extraSelections()[0].cursor.selectedText(), QStringLiteral("dxc6"));
    QVERIFY(document.nextPly());
    QCOMPARE(view.extraSelections()[0].cursor.selectedText(), QStringLiteral("O-O"));

    // Stepping does not write the text again: the document's blocks are the same objects.
    const QTextBlock first = view.document()->firstBlock();
    QVERIFY(document.goToStart());
    QVERIFY(view.extraSelections().isEmpty());
    QCOMPARE(view.document()->firstBlock(), first);
    QCOMPARE(view.document()->firstBlock().text(), QStringLiteral("A Spanish game"));
}

void TestMoveTextView::clickMakesTheMoveCurrent() {
    GameDocument document;
    QVERIFY(document.loadText(QString::fromUtf8(AnnotatedGame)).loaded);
    MoveTextView view(&document);
    view.resize(200, 80); // narrow and low: lines wrap and the text scrolls
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.verticalScrollBar()->maximum() > 0);
    const Nodes n(document.currentGame().tree());
    for (const NodeId id : {n.nf6, n.e4, n.bxc6Pawn, n.castles, n.bc4, n.a6}) {
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                          kibitz::testsupport::movePoint(view, id));
        QCOMPARE(document.currentNode(), id);
        QCOMPARE(textIn(view.document(), view.currentRange()),
                 textIn(view.document(), view.moveText().moveRange(id)));
    }
    // A click where there is no text (below the last line) changes nothing.
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum());
    view.resize(200, 600);
    QApplication::processEvents();
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                      QPoint(view.viewport()->width() - 5, view.viewport()->height() - 5));
    QCOMPARE(document.currentNode(), n.a6);
}

void TestMoveTextView::rightClickEditsTheMoveClicked() {
    GameDocument document;
    QVERIFY(document.loadText(QString::fromUtf8(AnnotatedGame)).loaded);
    MoveTextView view(&document);
    view.resize(500, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const GameTree& tree = document.currentGame().tree();
    const Nodes n(tree);
    QVERIFY(document.goTo(n.nf6)); // the current move is not the one clicked

    QMenu* menu = kibitz::testsupport::rightClickMove(view, n.a6);
    QVERIFY(menu);
    kibitz::testsupport::triggerInMenu(menu, "nagAction2");
    QCOMPARE(tree.nags(n.a6).size(), std::size_t(1));
    QCOMPARE(int(tree.nags(n.a6)[0]), 2);
    QCOMPARE(tree.nags(n.nf6).size(), std::size_t(0));
    QString marked = AnnotatedText;
    marked.replace(QStringLiteral("3... a6 "), QStringLiteral("3... a6? "));
    QCOMPARE(plainText(view), marked);
    QCOMPARE(document.currentNode(), n.nf6);
    QCOMPARE(textIn(view.document(), view.currentRange()), QStringLiteral("Nf6"));

    document.undoStack()->undo();
    QCOMPARE(tree.nags(n.a6).size(), std::size_t(0));
    QCOMPARE(plainText(view), AnnotatedText);

    // In a nested variation: the glyph's menu shows it checked, and unchecking it removes it.
    menu = kibitz::testsupport::rightClickMove(view, n.bxc6Pawn);
    QVERIFY(menu);
    kibitz::testsupport::triggerInMenu(menu, "nagAction6");
    QCOMPARE(tree.nags(n.bxc6Pawn).size(), std::size_t(0));
    QString unmarked = AnnotatedText;
    unmarked.replace(QStringLiteral("bxc6?!"), QStringLiteral("bxc6"));
    QCOMPARE(plainText(view), unmarked);
    document.undoStack()->undo();
    QCOMPARE(plainText(view), AnnotatedText);

    // The menu the view creates is the table's: the same actions, for the move given.
    std::unique_ptr<QMenu> created(view.createContextMenu(n.bxc6));
    kibitz::ui::MoveTreePanel table(&document);
    std::unique_ptr<QMenu> tables(table.createContextMenu(n.bxc6));
    QStringList names;
    QStringList tableNames;
    for (QAction* action : created->actions()) names << action->objectName();
    for (QAction* action : tables->actions()) tableNames << action->objectName();
    QCOMPARE(names, tableNames);
    QCOMPARE(names.size(), 9); // the glyphs, 4 edits, a separator, 3 structural
    kibitz::testsupport::triggerInMenu(created.get(), "promoteAction");
    QCOMPARE(tree.firstChild(n.a6), n.bxc6);
    QCOMPARE(plainText(view),
             QStringLiteral("A Spanish game\n"
                            "1. e4 e5 2. Nf3 Nc6 3. Bb5 The Ruy Lopez 3... a6 4. Bxc6\n"
                            "(4. Ba4! Nf6)\n"
                            "(Or 4. Bc4 \u00b1)\n"
                            "4... dxc6\n(4... bxc6?!)\n5. O-O solid 1-0"));
    document.undoStack()->undo();
    QCOMPARE(plainText(view), AnnotatedText);
}

void TestMoveTextView::moveSetsOnAVariation() {
    using namespace kibitz::chess;
    GameDocument document;
    QVERIFY(document.loadText(QString::fromUtf8(AnnotatedGame)).loaded);
    MoveTextView view(&document);
    const Nodes n(document.currentGame().tree());
    // A move after the nested variation's last one extends it; another is a new variation there.
    QVERIFY(document.goTo(n.bxc6Pawn));
    const auto d4 = document.playMove(Move(D2, D4));
    QVERIFY(d4);
    QString expected = AnnotatedText;
    expected.replace(QStringLiteral("(4... bxc6?!)"), QStringLiteral("(4... bxc6?! 5. d4)"));
    QCOMPARE(plainText(view), expected);
    QCOMPARE(textIn(view.document(), view.currentRange()), QStringLiteral("d4"));

    QVERIFY(document.goTo(n.dxc6));
    QVERIFY(document.playMove(Move(D2, D3)));
    expected.replace(QStringLiteral("5. O-O solid)"), QStringLiteral("5. O-O solid (5. d3))"));
    QCOMPARE(plainText(view), expected);
    QCOMPARE(textIn(view.document(), view.currentRange()), QStringLiteral("d3"));

    // Undone, the text is the game's again; the current move goes back to where it was.
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(plainText(view), AnnotatedText);
}

// An edit writes the text again on the next turn of the event loop, where it was scrolled to;
// another game starts at the top.
void TestMoveTextView::editKeepsTheScrollPosition() {
    GameDocument document;
    QVERIFY(document.load(QStringLiteral(KIBITZ_SHARED_DATA "/pgn/nepomniachtchi-liren-game1.pgn"))
                .loaded);
    MoveTextView view(&document);
    view.resize(220, 120);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const std::vector<NodeId> line = document.currentGame().tree().mainLine();
    const NodeId middle = line[60];
    QVERIFY(document.goTo(middle));
    const int scroll = view.verticalScrollBar()->value();
    QVERIFY(scroll > 0);
    const QString san = document.model()->moveSan(middle);
    QCOMPARE(textIn(view.document(), view.currentRange()), san);

    document.edit([&] {
        document.model()->addNag(middle, kibitz::pgn::Nag(3));
        return QStringLiteral("Glyph");
    });
    QCoreApplication::processEvents(); // the text is written here
    QVERIFY(view.document()->toPlainText().contains(san + QStringLiteral("!!")));
    QCOMPARE(view.verticalScrollBar()->value(), scroll);
    QCOMPARE(textIn(view.document(), view.currentRange()), san + QStringLiteral("!!"));

    QVERIFY(document.loadText(QString::fromUtf8(AnnotatedGame)).loaded);
    QCOMPARE(plainText(view), AnnotatedText);
    QCOMPARE(view.verticalScrollBar()->value(), 0);
}

void TestMoveTextView::longCommentCutWithToolTip() {
    const std::string words = kibitz::testing::longCommentText(5000);
    GameDocument document;
    QVERIFY(
        document
            .loadText(QStringLiteral("1. e4 {%1} e5 {short} *").arg(QString::fromStdString(words)))
            .loaded);
    MoveTextView view(&document);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const GameTree& tree = document.currentGame().tree();
    const NodeId e4 = tree.firstChild(GameTree::root());
    const NodeId e5 = tree.firstChild(e4);

    // The text shows the comment cut as the table does.
    const QString shown = kibitz::ui::elidedComment(QString::fromStdString(words));
    QVERIFY(shown.endsWith(QChar(0x2026)));
    QCOMPARE(plainText(view), QStringLiteral("1. e4 %1 1... e5 short *").arg(shown));

    // Its tooltip has the comment: the first ToolTipLength characters of it.
    const auto toolTipAt = [&view](NodeId id) {
        QToolTip::hideText();
        const QPoint at = kibitz::testsupport::movePoint(view, id);
        QHelpEvent help(QEvent::ToolTip, at, view.viewport()->mapToGlobal(at));
        QApplication::sendEvent(view.viewport(), &help);
        if (!QToolTip::isVisible()) return QString();
        QTextDocument html; // the tooltip is rich text, so that it wraps
        html.setHtml(QToolTip::text());
        return html.toPlainText();
    };
    const QString tip = toolTipAt(e4);
    const QString start = QString::fromStdString(words).left(MoveTextView::ToolTipLength);
    QCOMPARE(tip, QStringLiteral("After the move: %1\u2026").arg(start));
    // A short comment is shown whole: no tooltip.
    const QPoint at = kibitz::testsupport::movePoint(view, e5);
    QHelpEvent help(QEvent::ToolTip, at, view.viewport()->mapToGlobal(at));
    QApplication::sendEvent(view.viewport(), &help);
    QVERIFY(!help.isAccepted());
    QTRY_VERIFY(!QToolTip::isVisible());
}

void TestMoveTextView::windowKeysAndTableOption() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameDocument* document = window.document();
    QVERIFY(document->loadText(QString::fromUtf8(AnnotatedGame)).loaded);
    const Nodes n(document->currentGame().tree());
    MoveTextView* view = window.moveTextView();
    auto* stack = qobject_cast<QStackedWidget*>(view->parentWidget());
    QVERIFY(stack);
    QCOMPARE(stack->currentWidget(), view); // the text is the default
    QVERIFY(view->isVisible());
    QCOMPARE(plainText(*view), AnnotatedText);

    // The window's keys step through the game while the text has the focus.
    view->setFocus();
    QVERIFY(view->hasFocus());
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(document->currentNode(), n.e4);
    QTest::keyClick(view, Qt::Key_End);
    QCOMPARE(document->currentNode(), n.nf6);
    QCOMPARE(textIn(view->document(), view->currentRange()), QStringLiteral("Nf6"));
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Down); // the next alternative to 4. Ba4
    QCOMPARE(document->currentNode(), n.bxc6);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(document->currentNode(), n.bc4);
    QTest::keyClick(view, Qt::Key_Home);
    QCOMPARE(document->currentNode(), GameTree::root());

    // View → Moves as a Table shows the table, in step with the document, and is remembered.
    QAction* table = window.findChild<QAction*>(QStringLiteral("movesAsTableAction"));
    QVERIFY(table);
    QVERIFY(table->isCheckable());
    QVERIFY(!table->isChecked());
    table->trigger();
    QCOMPARE(stack->currentWidget(), window.moveTreePanel());
    QVERIFY(window.moveTreePanel()->isVisible());
    QCOMPARE(QSettings().value(QStringLiteral("view/movesAsTable")).toBool(), true);
    QVERIFY(document->goTo(n.castles));
    QCOMPARE(document->model()->nodeAt(window.moveTreePanel()->currentIndex()), n.castles);
    QCOMPARE(textIn(view->document(), view->currentRange()), QStringLiteral("O-O"));
    {
        MainWindow second;
        auto* secondStack = qobject_cast<QStackedWidget*>(second.moveTextView()->parentWidget());
        QCOMPARE(secondStack->currentWidget(), second.moveTreePanel());
    }
    table->trigger();
    QCOMPARE(stack->currentWidget(), view);
    QCOMPARE(QSettings().value(QStringLiteral("view/movesAsTable")).toBool(), false);
}

void TestMoveTextView::hugeGamesShowTheirStart() {
    // 100,000 alternatives to the first move.
    {
        GameDocument document;
        QVERIFY(
            document
                .loadText(QString::fromStdString(kibitz::testing::siblingVariations(100'000).input))
                .loaded);
        MoveTextView view(&document);
        const MoveText& text = view.moveText();
        QCOMPARE(text.totalMoves(), 100'001);
        QCOMPARE(text.shownMoves(), MoveText::DefaultMoveLimit);
        QCOMPARE(lastParagraph(view),
                 QStringLiteral("The text stops after 5,000 of the game's 100,001 moves. "
                                "View \u2192 Moves as a Table shows them all."));
        QCOMPARE(view.document()->blockCount(), MoveText::DefaultMoveLimit + 1);
        QCOMPARE(view.document()->findBlockByNumber(1).text(), QStringLiteral("(1.\u00a0d4)"));
        // The last alternative is not in the text: no highlight, and nothing breaks.
        const GameTree& tree = document.currentGame().tree();
        QVERIFY(document.goTo(tree.lastChild(GameTree::root())));
        QVERIFY(view.currentRange().isEmpty());
        QVERIFY(document.goTo(tree.children(GameTree::root())[4]));
        QCOMPARE(textIn(view.document(), view.currentRange()), QStringLiteral("d4"));
    }
    // 200,000 variations nested as deep as the tree, 400,001 moves; and nested in the text.
    for (const bool deep : {true, false}) {
        GameDocument document;
        const std::string pgn = deep ? kibitz::testing::deepVariations(200'000).input
                                     : kibitz::testing::nestedVariations(200'000).input;
        QVERIFY(document.loadText(QString::fromStdString(pgn)).loaded);
        MoveTextView view(&document);
        view.setMoveLimit(300);
        const MoveText& text = view.moveText();
        QCOMPARE(text.totalMoves(), deep ? 400'001 : 200'001);
        QCOMPARE(text.shownMoves(), 300);
        QCOMPARE(lastParagraph(view),
                 QStringLiteral("The text stops after 300 of the game's %1 moves. "
                                "View \u2192 Moves as a Table shows them all.")
                     .arg(deep ? QStringLiteral("400,001") : QStringLiteral("200,001")));
        if (deep) {
            QVERIFY(plainText(view).startsWith(QStringLiteral(
                "1. Nh3\n(1. Nf3 Nh6 (1... Nf6 2. Nh4 (2. Ng1 Nh5 (2... Ng8 3. Nh3 ")));
        } else {
            QVERIFY(
                plainText(view).startsWith(QStringLiteral("1. e4\n(1. d4)\n(1. e4)\n(1. d4)\n")));
        }
    }
}

QTEST_MAIN(TestMoveTextView)
#include "tst_movetextview.moc"
