// Edit → Game Tags…: the game's tags edited in a table, applied as one undo step; bad names, a name
// twice and a value on two lines refused with the row named and the dialog left open; nothing
// changed on Cancel or when nothing was edited; a double click on the line above the board opens it
// too.

#include "../analysissupport.h"
#include "ui/document/gamedocument.h"
#include "ui/window/gameheader.h"
#include "ui/window/mainwindow.h"
#include "ui/window/tagsdialog.h"

#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace kibitz;
using kibitz::ui::GameDocument;
using kibitz::ui::TagsDialog;

namespace {

const QString Game = QStringLiteral("[Event \"Casual\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n"
                                    "[Round \"3\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n");

std::vector<pgn::Tag> tagsOf(const GameDocument& document) {
    return document.currentGame().tags();
}

} // namespace

class TestTagsDialog : public QObject {
    Q_OBJECT

private slots:
    void rowsAreChecked() {
        using Row = TagsDialog::Row;
        const auto good = TagsDialog::tagsFrom(
            {Row{"Event", "Open"}, Row{"", ""}, Row{"WhiteElo", "2100"}, Row{"My_Tag2", ""}});
        QVERIFY(good);
        QCOMPARE(good->size(), std::size_t(3));
        QCOMPARE((*good)[1].name, std::string("WhiteElo"));
        QCOMPARE((*good)[2].value, std::string());
        QCOMPARE(TagsDialog::tagsFrom({Row{"Event", "x"}, Row{"My Tag", "y"}}).error(),
                 QStringLiteral("Row 2: the tag name \"My Tag\" may hold only letters, digits "
                                "and underscores (PGN standard 8.1.1)."));
        QCOMPARE(TagsDialog::tagsFrom({Row{"", "a value"}}).error(),
                 QStringLiteral("Row 1: the tag name \"\" may hold only letters, digits and "
                                "underscores (PGN standard 8.1.1)."));
        QCOMPARE(
            TagsDialog::tagsFrom({Row{"White", "A"}, Row{"Black", "B"}, Row{"White", "C"}}).error(),
            QStringLiteral("Row 3: the game has a White tag already."));
        QCOMPARE(TagsDialog::tagsFrom({Row{"Annotator", "one\ntwo"}}).error(),
                 QStringLiteral("Row 1: a tag's value must be on one line."));
    }

    void editAddRemoveUndo() {
        GameDocument document;
        QVERIFY(document.loadText(Game).loaded);
        const std::vector<pgn::Tag> before = tagsOf(document);
        {
            TagsDialog dialog(&document);
            QTableWidget* table = dialog.table();
            QCOMPARE(table->rowCount(), 5);
            QCOMPARE(table->item(1, 1)->text(), QStringLiteral("Anna"));
            table->item(1, 1)->setText(QStringLiteral("Anna Kowalska"));
            table->selectRow(3); // Round
            dialog.removeSelectedRows();
            dialog.addRow();
            table->item(4, 0)->setText(QStringLiteral("WhiteElo"));
            table->item(4, 1)->setText(QStringLiteral(" 2150 "));
            // With KIBITZ_SCREENSHOT=FILE.png the dialog is kept there to look at.
            if (const QString path = qEnvironmentVariable("KIBITZ_SCREENSHOT"); !path.isEmpty()) {
                dialog.show();
                QVERIFY(QTest::qWaitForWindowExposed(&dialog));
                QVERIFY(dialog.grab().save(path));
            }
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        const std::vector<pgn::Tag> expected = {{"Event", "Casual"},
                                                {"White", "Anna Kowalska"},
                                                {"Black", "Ben"},
                                                {"Result", "1-0"},
                                                {"WhiteElo", "2150"}};
        QCOMPARE(tagsOf(document), expected);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Edit Tags"));
        QCOMPARE(document.undoStack()->count(), 1);
        document.undoStack()->undo();
        QCOMPARE(tagsOf(document), before);
        document.undoStack()->redo();
        QCOMPARE(tagsOf(document), expected);

        // OK with nothing changed: no step; Cancel: nothing.
        {
            TagsDialog dialog(&document);
            dialog.accept();
        }
        QCOMPARE(document.undoStack()->count(), 1);
        {
            TagsDialog dialog(&document);
            dialog.table()->item(0, 1)->setText(QStringLiteral("Changed"));
            dialog.reject();
        }
        QCOMPARE(tagsOf(document), expected);
    }

    void badRowKeepsTheDialogOpen() {
        GameDocument document;
        QVERIFY(document.loadText(Game).loaded);
        TagsDialog dialog(&document);
        dialog.show();
        dialog.addRow();
        dialog.table()->item(5, 0)->setText(QStringLiteral("Time Control"));
        dialog.table()->item(5, 1)->setText(QStringLiteral("40/7200"));
        QVERIFY(dialog.errorLabel()->isHidden());
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QVERIFY(!dialog.errorLabel()->isHidden());
        QCOMPARE(dialog.errorLabel()->text(),
                 QStringLiteral("Row 6: the tag name \"Time Control\" may hold only letters, "
                                "digits and underscores (PGN standard 8.1.1)."));
        QCOMPARE(document.undoStack()->count(), 0);
        // Fixed, it goes through.
        dialog.table()->item(5, 0)->setText(QStringLiteral("TimeControl"));
        dialog.accept();
        QCOMPARE(document.currentGame().tagText("TimeControl"), std::string("40/7200"));
    }

    void doubleClickOnTheHeaderOpensIt() {
        ui::MainWindow window(testsupport::smallAnalysisSettings());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->loadText(Game).loaded);
        bool opened = false;
        QTimer::singleShot(0, &window, [&] {
            TagsDialog* dialog = window.tagsDialog();
            opened = dialog && dialog->table()->rowCount() == 5;
            if (dialog) dialog->reject();
        });
        QTest::mouseDClick(window.gameHeader(), Qt::LeftButton);
        QVERIFY(opened);
        QVERIFY(!window.tagsDialog());
    }
};

QTEST_MAIN(TestTagsDialog)
#include "tst_tagsdialog.moc"
