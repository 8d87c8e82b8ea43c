// A click on an engine line adds exactly that line to the game, as a variation, as one step that
// Undo takes back and Redo puts again; saved and read again, the variation is there.

#include "../analysissupport.h"
#include "chess/notation.h"
#include "ui/analysis/enginelines.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QHeaderView>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace kibitz;
using kibitz::ui::EngineLines;
using kibitz::ui::MainWindow;

class TestEngineLinesGame : public QObject {
    Q_OBJECT

private slots:
    void clickedLineBecomesAVariation() {
        MainWindow window(testsupport::smallAnalysisSettings());
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ui::GameDocument* document = window.document();
        QVERIFY(document
                    ->loadText(QStringLiteral("[White \"A\"]\n[Black \"B\"]\n\n"
                                              "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n"))
                    .loaded);
        ui::AnalysisFeature* analysis = window.analysis();
        QTRY_VERIFY_WITH_TIMEOUT(analysis->analyser()->result() != nullptr, 30000);
        const QString before = document->currentGamePgn();
        // After 2. Nf3: Black to move.
        const pgn::GameTree& tree = document->currentGame().tree();
        const pgn::NodeId nf3 = tree.mainLine().at(3);
        QVERIFY(document->goTo(nf3));
        EngineLines* lines = analysis->engineLines();
        lines->setNodeLimit(20'000);
        lines->start();
        QTRY_VERIFY_WITH_TIMEOUT(lines->headerText().endsWith(QStringLiteral("(done)")), 20000);

        // The second line (not Nc6, the game's move, unless the engine prefers it: then a line
        // that still differs from the game after its first move), clicked on its second move.
        QTreeWidget* view = lines->lineView();
        int rank = 0;
        const std::string gameMove = "Nc6";
        for (; rank < lines->lineCount(); ++rank)
            if (!view->topLevelItem(rank)
                     ->text(EngineLines::MovesColumn)
                     .startsWith(QStringLiteral("2... Nc6")))
                break;
        QVERIFY(rank < lines->lineCount());
        const QString text = view->topLevelItem(rank)->text(EngineLines::MovesColumn);
        const QStringList words = text.split(u' ');
        QVERIFY2(words.size() >= 4, qPrintable(text)); // "2... Nf6 3. Nxe5 ..."
        const QRect row = view->visualItemRect(view->topLevelItem(rank));
        const int left = view->header()->sectionViewportPosition(EngineLines::MovesColumn) +
                         view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) +
                         1;
        const QFontMetrics metrics(view->topLevelItem(rank)->font(EngineLines::MovesColumn));
        // The first letter of the second move ("3. N|xe5").
        const QString upTo = words[0] + u' ' + words[1] + u' ' + words[2] + u' ' + words[3].left(1);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          QPoint(left + metrics.horizontalAdvance(upTo), row.center().y()));

        // The two moves are in the game after 2. Nf3, as a variation, the last one current.
        const pgn::NodeId first = tree.children(nf3).back();
        QCOMPARE(tree.childCount(nf3), 2);
        chess::Position position = tree.positionAt(nf3);
        const auto move1 = chess::parseSan(position, words[1].toStdString());
        QVERIFY(move1);
        QCOMPARE(tree.move(first), *move1);
        position.makeMove(*move1);
        const auto move2 = chess::parseSan(position, words[3].toStdString());
        QVERIFY(move2);
        const pgn::NodeId second = tree.firstChild(first);
        QCOMPARE(tree.move(second), *move2);
        QCOMPARE(tree.childCount(second), 0);
        QCOMPARE(document->currentNode(), second);
        QCOMPARE(document->undoStack()->undoText(),
                 QStringLiteral("Add Line from 2\u2026 %1").arg(words[1]));

        // Undo: the game as it was, 2. Nf3 current again; Redo: the line again.
        document->undoStack()->undo();
        QCOMPARE(document->currentGamePgn(), before);
        QCOMPARE(document->currentNode(), nf3);
        document->undoStack()->redo();
        QCOMPARE(document->currentGame().tree().childCount(nf3), 2);
        const QString after = document->currentGamePgn();
        QVERIFY(after.contains(QStringLiteral("(2... %1 3. %2)").arg(words[1], words[3])));

        // Saved and read again, the variation is there.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("line.pgn"));
        QVERIFY(document->save(path).saved);
        ui::GameDocument reopened;
        QVERIFY(reopened.load(path).loaded);
        QCOMPARE(reopened.currentGamePgn(), after);
    }
};

QTEST_MAIN(TestEngineLinesGame)
#include "tst_enginelinesgame.moc"
