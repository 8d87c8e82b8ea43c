// The move tree panel: comments before moves are drawn with the comments after them, the context
// menu edits the comment before any move and the game's comment (through the dialog, answered
// here), and the game's comment shows in the empty view of a game without moves.

#include "../clicksupport.h"
#include "pgn/gametree.h"
#include "pgn/writer.h"
#include "ui/document/gamedocument.h"
#include "ui/models/movetreemodel.h"
#include "ui/movetree/movetreepanel.h"

#include <QAction>
#include <QApplication>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyledItemDelegate>
#include <QTest>
#include <QTimer>

#include <memory>
#include <optional>

using kibitz::pgn::GameTree;
using kibitz::pgn::NodeId;
using kibitz::testsupport::rightClickRow;
using kibitz::testsupport::triggerInMenu;
using kibitz::ui::GameDocument;
using kibitz::ui::MoveTreeModel;
using kibitz::ui::MoveTreePanel;

namespace {

constexpr const char* CommentedGame =
    "{Opening words} 1. e4 {Best by test} e5 ({Also good is} 1... c5 2. Nf3) "
    "{[%cal Ge2e4] After the variation} 2. Nf3 *";

QAction* menuAction(QMenu* menu, const char* name) {
    for (QAction* action : menu->actions())
        if (action->objectName() == QLatin1String(name)) return action;
    return nullptr;
}

QStringList actionNames(QMenu* menu) {
    QStringList names;
    for (QAction* action : menu->actions())
        if (!action->isSeparator()) names << action->objectName();
    return names;
}

// What the comment dialog showed, for the test to check after it closed.
struct Asked {
    QString title;
    QString label;
    QString text;
};

// Triggers `action`, whose comment dialog is answered by `answer` (nothing: cancelled).
Asked triggerAndAnswer(QWidget* panel, QAction* action, const std::optional<QString>& answer) {
    Asked asked;
    QTimer::singleShot(0, panel, [panel, answer, &asked] {
        auto* dialog = panel->findChild<QInputDialog*>();
        if (!dialog) qFatal("no comment dialog");
        asked = {dialog->windowTitle(), dialog->labelText(), dialog->textValue()};
        if (answer) {
            dialog->setTextValue(*answer);
            dialog->accept();
        } else {
            dialog->reject();
        }
    });
    action->trigger();
    return asked;
}

// A real game (the 2023 world championship's first) with a variation in the middle, long enough
// to scroll in a small panel.
const QString RealGame = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/nepomniachtchi-liren-game1.pgn");

std::string pgnOf(const kibitz::pgn::Game& game) {
    return kibitz::pgn::writeGame(game);
}

} // namespace

class TestMoveTreePanel : public QObject {
    Q_OBJECT

private slots:
    void contextMenuActions();
    void editCommentBefore();
    void editCommentBeforeCancelled();
    void editGameComment();
    void gameCommentOfAGameWithoutMoves();
    void commentBeforeTakesItsOwnLine();
    void rightClickEditsTheRowClicked();
};

void TestMoveTreePanel::contextMenuActions() {
    GameDocument document;
    QVERIFY(document.loadText(QString::fromUtf8(CommentedGame)).loaded);
    MoveTreePanel panel(&document);
    const GameTree& tree = document.currentGame().tree();
    const NodeId e4 = tree.firstChild(GameTree::root());
    const NodeId e5 = tree.children(e4)[0];
    const NodeId c5 = tree.children(e4)[1];
    const NodeId nf3 = tree.firstChild(e5);
    const QStringList moveActions{"",
                                  "removeNagsAction",
                                  "editCommentAction",
                                  "editCommentBeforeAction",
                                  "editGameCommentAction",
                                  "promoteAction",
                                  "deleteVariationAction",
                                  "deleteFromAction"}; // "" is the glyph submenu's action
    // Every move, on the main line or in a variation, at a line's start or inside it. A comment
    // before the move can be written where PGN keeps it apart from the previous move's: the
    // game's first move, a variation's first move, the move after a move's variations.
    for (const NodeId id : {e4, e5, c5, tree.firstChild(c5), nf3}) {
        std::unique_ptr<QMenu> menu(panel.createContextMenu(id));
        QCOMPARE(actionNames(menu.get()), moveActions);
        const bool ownCommentBefore = id == e4 || id == c5 || id == nf3;
        QCOMPARE(menuAction(menu.get(), "editCommentBeforeAction")->isEnabled(), ownCommentBefore);
        QCOMPARE(document.model()->hasOwnCommentBefore(id), ownCommentBefore);
        QVERIFY(menuAction(menu.get(), "editGameCommentAction")->isEnabled());
        QCOMPARE(menuAction(menu.get(), "editCommentBeforeAction")->statusTip(),
                 QStringLiteral("Write or change the comment before the move"));
    }
    // The start position: only the game's comment.
    std::unique_ptr<QMenu> menu(panel.createContextMenu(GameTree::root()));
    QCOMPARE(actionNames(menu.get()), QStringList{"editGameCommentAction"});
    // Nothing for a node that is not in the game.
    menu.reset(panel.createContextMenu(999));
    QVERIFY(menu->isEmpty());
}

void TestMoveTreePanel::editCommentBefore() {
    GameDocument document;
    QVERIFY(document.loadText(QString::fromUtf8(CommentedGame)).loaded);
    MoveTreePanel panel(&document);
    const GameTree& tree = document.currentGame().tree();
    const NodeId e4 = tree.firstChild(GameTree::root());
    const NodeId c5 = tree.children(e4)[1];
    const NodeId nf3 = tree.firstChild(tree.firstChild(e4));
    QVERIFY(!document.isModified());

    std::unique_ptr<QMenu> menu(panel.createContextMenu(c5));
    Asked asked = triggerAndAnswer(&panel, menuAction(menu.get(), "editCommentBeforeAction"),
                                   QStringLiteral("The Sicilian"));
    QCOMPARE(asked.title, QStringLiteral("Edit Comment Before Move"));
    QCOMPARE(asked.label, QStringLiteral("Comment before 1… c5:"));
    QCOMPARE(asked.text, QStringLiteral("Also good is"));
    QCOMPARE(tree.commentBefore(c5), std::string("The Sicilian"));
    QVERIFY(document.isModified());

    // The command stays, unseen in the dialog.
    menu.reset(panel.createContextMenu(nf3));
    asked = triggerAndAnswer(&panel, menuAction(menu.get(), "editCommentBeforeAction"),
                             QStringLiteral("Back to the game"));
    QCOMPARE(asked.label, QStringLiteral("Comment before 2. Nf3:"));
    QCOMPARE(asked.text, QStringLiteral("After the variation"));
    QCOMPARE(tree.commentBefore(nf3), std::string("[%cal Ge2e4] Back to the game"));
    const QModelIndex cell = document.model()->indexOf(nf3, MoveTreeModel::CommentColumn);
    QCOMPARE(cell.data(Qt::ToolTipRole).toString(),
             QStringLiteral("Before the move: Back to the game"));

    // Before the first move: the game's comment.
    menu.reset(panel.createContextMenu(e4));
    asked = triggerAndAnswer(&panel, menuAction(menu.get(), "editCommentBeforeAction"),
                             QStringLiteral("Played in 1851"));
    QCOMPARE(asked.text, QStringLiteral("Opening words"));
    QCOMPARE(tree.commentAfter(GameTree::root()), std::string("Played in 1851"));
    QCOMPARE(tree.commentBefore(e4), std::string());
    QCOMPARE(tree.commentAfter(e4), std::string("Best by test"));
}

void TestMoveTreePanel::editCommentBeforeCancelled() {
    GameDocument document;
    QVERIFY(document.loadText(QString::fromUtf8(CommentedGame)).loaded);
    MoveTreePanel panel(&document);
    const GameTree& tree = document.currentGame().tree();
    const NodeId c5 = tree.children(tree.firstChild(GameTree::root()))[1];
    QSignalSpy changed(document.model(), &MoveTreeModel::gameChanged);
    std::unique_ptr<QMenu> menu(panel.createContextMenu(c5));
    triggerAndAnswer(&panel, menuAction(menu.get(), "editCommentBeforeAction"), std::nullopt);
    QCOMPARE(tree.commentBefore(c5), std::string("Also good is"));
    // Accepted unchanged: nothing to do either.
    triggerAndAnswer(&panel, menuAction(menu.get(), "editCommentBeforeAction"),
                     QStringLiteral("Also good is"));
    QCOMPARE(changed.count(), 0);
    QVERIFY(!document.isModified());
}

void TestMoveTreePanel::editGameComment() {
    GameDocument document;
    QVERIFY(document.loadText(QString::fromUtf8(CommentedGame)).loaded);
    MoveTreePanel panel(&document);
    const GameTree& tree = document.currentGame().tree();
    const NodeId e4 = tree.firstChild(GameTree::root());
    std::unique_ptr<QMenu> menu(panel.createContextMenu(GameTree::root()));
    const Asked asked = triggerAndAnswer(&panel, menuAction(menu.get(), "editGameCommentAction"),
                                         QStringLiteral("A famous game"));
    QCOMPARE(asked.title, QStringLiteral("Edit Game Comment"));
    QCOMPARE(asked.label, QStringLiteral("Comment before the game's first move:"));
    QCOMPARE(asked.text, QStringLiteral("Opening words"));
    QCOMPARE(tree.commentAfter(GameTree::root()), std::string("A famous game"));
    QVERIFY(document.isModified());
    // It shows as the first move's comment before.
    QCOMPARE(document.model()
                 ->indexOf(e4, MoveTreeModel::CommentColumn)
                 .data(MoveTreeModel::CommentBeforeRole)
                 .toString(),
             QStringLiteral("A famous game"));
    // With moves, the empty view's label stays hidden.
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("gameCommentLabel"))->isHidden());
}

void TestMoveTreePanel::gameCommentOfAGameWithoutMoves() {
    GameDocument document;
    QVERIFY(document.loadText(QStringLiteral("{Only a comment} *")).loaded);
    MoveTreePanel panel(&document);
    panel.resize(400, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto* label = panel.findChild<QLabel*>(QStringLiteral("gameCommentLabel"));
    QVERIFY(label);
    QVERIFY(label->isVisible());
    QCOMPARE(label->text(), QStringLiteral("Only a comment"));
    QVERIFY(label->font().italic());
    QCOMPARE(label->geometry(), panel.viewport()->rect());

    // Edited from the menu of the start position, the label follows.
    std::unique_ptr<QMenu> menu(panel.createContextMenu(GameTree::root()));
    triggerAndAnswer(&panel, menuAction(menu.get(), "editGameCommentAction"),
                     QStringLiteral("A new comment"));
    QCOMPARE(label->text(), QStringLiteral("A new comment"));

    // The first move takes the comment into its row; taking the move back brings the label back.
    const auto e4 = document.playMove(kibitz::chess::Move(kibitz::chess::E2, kibitz::chess::E4));
    QVERIFY(e4);
    QVERIFY(!label->isVisible());
    QCOMPARE(document.model()->indexOf(*e4, 1).data(MoveTreeModel::CommentBeforeRole).toString(),
             QStringLiteral("A new comment"));
    QVERIFY(document.model()->deleteFrom(*e4));
    QVERIFY(label->isVisible());
    // No comment, no label.
    QVERIFY(document.model()->setComment(GameTree::root(), QString()));
    QVERIFY(!label->isVisible());
}

// A comment before is a paragraph of its own above the comment after: the cell is one line taller
// than the comment after alone.
void TestMoveTreePanel::commentBeforeTakesItsOwnLine() {
    GameDocument document;
    QVERIFY(document
                .loadText(QStringLiteral("1. e4 {After} e5 ({Before} 1... c5 {After}) "
                                         "({Before}1... c6) *"))
                .loaded);
    MoveTreePanel panel(&document);
    panel.resize(600, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const GameTree& tree = document.currentGame().tree();
    const NodeId e4 = tree.firstChild(GameTree::root());
    const NodeId c5 = tree.children(e4)[1];
    const NodeId c6 = tree.children(e4)[2];
    const MoveTreeModel* model = document.model();
    const auto height = [&](NodeId id) {
        return panel.visualRect(model->indexOf(id, MoveTreeModel::CommentColumn)).height();
    };
    const int afterOnly = height(e4);
    const int beforeOnly = height(c6);
    const int both = height(c5);
    QVERIFY(afterOnly > 0);
    QCOMPARE(beforeOnly, afterOnly);
    QCOMPARE(both, 2 * afterOnly);
}

void TestMoveTreePanel::rightClickEditsTheRowClicked() {
    using namespace kibitz::chess;
    GameDocument document;
    QVERIFY(document.load(RealGame).loaded);
    // 12. Nd4 was played; 12. h3 is added as a variation, with two more moves in it.
    const GameTree& tree = document.currentGame().tree();
    const std::vector<NodeId> line = tree.mainLine();
    QVERIFY(document.goTo(line[22])); // after 11... Bg4
    QVERIFY(document.playMove(Move(H2, H3)));
    QVERIFY(document.playMove(Move(G4, H5)));
    QVERIFY(document.playMove(Move(G2, G4)));
    const NodeId h3 = tree.children(line[22])[1];
    const NodeId bh5 = tree.firstChild(h3);
    QCOMPARE(document.model()->moveText(bh5), QStringLiteral("12… Bh5"));

    MoveTreePanel panel(&document);
    panel.resize(420, 260); // a few rows: the view scrolls
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(panel.verticalScrollBar()->maximum() > 0);

    kibitz::pgn::Game expected = document.currentGame();
    // The first row, one in the middle, the last, and one inside the variation, each scrolled to
    // first; a glyph from the menu lands on that move and no other.
    const NodeId last = line.back();
    for (const NodeId id : {line[1], line[40], last, bh5}) {
        QMenu* menu = rightClickRow(panel, id);
        QVERIFY(menu);
        triggerInMenu(menu, "nagAction1");
        expected.tree().addNag(id, kibitz::pgn::Nag(1));
        QCOMPARE(pgnOf(document.currentGame()), pgnOf(expected));
    }
    QCOMPARE(tree.nags(line[1]).size(), std::size_t(1));
    QCOMPARE(tree.nags(line[0]).size(), std::size_t(0));
    QCOMPARE(tree.nags(h3).size(), std::size_t(0));

    // The comment, Promote and Delete From on the row clicked.
    QMenu* menu = rightClickRow(panel, line[30]);
    QString shown;
    kibitz::testsupport::answerCommentDialog(&panel, QStringLiteral("Sharp"), &shown);
    triggerInMenu(menu, "editCommentAction");
    expected.tree().setCommentAfter(line[30], "Sharp");
    QCOMPARE(pgnOf(document.currentGame()), pgnOf(expected));

    triggerInMenu(rightClickRow(panel, bh5), "promoteAction");
    QVERIFY(expected.tree().promoteVariation(bh5));
    QCOMPARE(pgnOf(document.currentGame()), pgnOf(expected));
    QCOMPARE(tree.firstChild(line[22]), h3);

    triggerInMenu(rightClickRow(panel, line[60]), "deleteFromAction");
    QVERIFY(expected.tree().deleteFrom(line[60]));
    QCOMPARE(pgnOf(document.currentGame()), pgnOf(expected));
    QCOMPARE(tree.firstChild(line[59]), kibitz::pgn::NoNode);
}

QTEST_MAIN(TestMoveTreePanel)
#include "tst_movetreepanel.moc"
