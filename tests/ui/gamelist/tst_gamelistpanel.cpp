// The game list's columns: names wide enough for "Nepomniachtchi, Ian", the short columns as wide
// as what they hold, the event (not ECO, the last column) taking what is left of a wide window.

#include "ui/gamelist/gamelistpanel.h"
#include "ui/models/gamelistmodel.h"

#include <QApplication>
#include <QHeaderView>
#include <QTableView>
#include <QTest>

using kibitz::ui::GameListModel;
using kibitz::ui::GameListPanel;

class TestGameListPanel : public QObject {
    Q_OBJECT

private slots:
    void columnsFitWhatTheyHold() {
        GameListPanel panel;
        panel.resize(1920, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QHeaderView* header = panel.table()->horizontalHeader();
        const QFontMetrics metrics = panel.table()->fontMetrics();
        const int name = metrics.horizontalAdvance(QStringLiteral("Nepomniachtchi, Ian"));
        for (const int column : {GameListModel::WhiteColumn, GameListModel::BlackColumn}) {
            QVERIFY2(header->sectionSize(column) > name,
                     qPrintable(QStringLiteral("column %1: %2 px for a name of %3 px")
                                    .arg(column)
                                    .arg(header->sectionSize(column))
                                    .arg(name)));
            QCOMPARE(header->sectionResizeMode(column), QHeaderView::Interactive);
        }
        // ECO is as wide as its title or "C85" and some margin, not stretched.
        const int eco = header->sectionSize(GameListModel::EcoColumn);
        QVERIFY2(eco < 4 * metrics.horizontalAdvance(QStringLiteral("C85")) + 40,
                 qPrintable(QString::number(eco)));
        QCOMPARE(header->sectionResizeMode(GameListModel::EventColumn), QHeaderView::Stretch);
        QVERIFY(!header->stretchLastSection());
        // The event takes the rest of the 1920 px: the sections fill the viewport.
        int total = 0;
        for (int column = 0; column < GameListModel::ColumnCount; ++column)
            total += header->sectionSize(column);
        QCOMPARE(total, panel.table()->viewport()->width());
    }
};

QTEST_MAIN(TestGameListPanel)
#include "tst_gamelistpanel.moc"
