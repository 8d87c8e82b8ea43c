// The line above the board: event, site, round, date and result from the game's tags, unknown ones
// left out; the tooltip lists every tag; it follows the game chosen and tag edits.

#include "ui/document/gamedocument.h"
#include "ui/window/gameheader.h"

#include <QApplication>
#include <QTest>
#include <QUndoStack>

using kibitz::ui::GameDocument;
using kibitz::ui::GameHeader;

class TestGameHeader : public QObject {
    Q_OBJECT

private slots:
    void followsTheGamesAndTheTags() {
        GameDocument document;
        QVERIFY(document
                    .loadText(QStringLiteral(
                        "[Event \"FIDE World Championship 2023\"]\n[Site \"Astana KAZ\"]\n"
                        "[Date \"2023.04.09\"]\n[Round \"1\"]\n[White \"Nepomniachtchi, Ian\"]\n"
                        "[Black \"Liren, Ding\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n\n"
                        "[Event \"?\"]\n[Site \"?\"]\n[Date \"1972.??.??\"]\n[Round \"-\"]\n"
                        "[Result \"0-1\"]\n\n1. d4 0-1\n\n"
                        "[Event \"?\"]\n[Date \"????.??.??\"]\n[Result \"*\"]\n\n1. c4 *\n"))
                    .loaded);
        GameHeader header(&document);
        QCOMPARE(header.text(), QStringLiteral("FIDE World Championship 2023 · Astana KAZ · "
                                               "Round 1 · 2023.04.09 · ½–½"));
        QCOMPARE(
            header.toolTip(),
            QStringLiteral("Event: FIDE World Championship 2023\nSite: Astana KAZ\n"
                           "Date: 2023.04.09\nRound: 1\nWhite: Nepomniachtchi, Ian\n"
                           "Black: Liren, Ding\nResult: 1/2-1/2\n\nDouble-click to edit the tags"));
        QVERIFY(!header.isHidden());

        document.setCurrentGame(1); // unknown parts left out, the date cut to its year
        QCOMPARE(header.text(), QStringLiteral("1972 · 0–1"));
        document.setCurrentGame(2); // nothing known: no line at all
        QCOMPARE(header.text(), QString());
        QVERIFY(header.isHidden());

        document.setTag(QStringLiteral("Event"), QStringLiteral("Casual game"));
        QCOMPARE(header.text(), QStringLiteral("Casual game"));
        QVERIFY(!header.isHidden());
        document.undoStack()->undo();
        QCOMPARE(header.text(), QString());
        QVERIFY(header.isHidden());
    }
};

QTEST_MAIN(TestGameHeader)
#include "tst_gameheader.moc"
