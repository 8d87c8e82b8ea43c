// GameDocument on a 100,000-game file (the master games of ../shared/data/pgn/masters, repeated):
// the first game is shown within 100 ms of opening, and the window's event loop never stalls for
// more than 100 ms while the file is scanned, nor from Annotate All Games to its first results.
// A deep test (ctest -C Deep -L deep).

#include "../analysissupport.h"
#include "../testsupport.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/annotateall/batchannotator.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemView>
#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstdio>
#include <string>
#include <vector>

using kibitz::pgn::PgnReader;
using kibitz::ui::GameDocument;

namespace {

const QString MastersDir = QStringLiteral(KIBITZ_MASTERS_DIR);
constexpr int Games = 100000;
constexpr qint64 FirstGameWithinMs = 100;
constexpr qint64 LongestStallMs = 100;
constexpr int WatchdogIntervalMs = 5;
constexpr int FirstResults = 2;
constexpr int AnnotateTimeoutMs = 300'000;

} // namespace

class TestGameDocumentDeep : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void hundredThousandGames();
    void annotateAllStartsAtOnce();
    void theWindowAnswersWhileTheListFills();

private:
    QTemporaryDir dir_;
    QString path_;
};

void TestGameDocumentDeep::initTestCase() {
    QVERIFY(dir_.isValid());
    path_ = kibitz::testsupport::buildMastersFile(MastersDir, dir_.path(), Games);
    QVERIFY2(!path_.isEmpty(), "the master games (../shared/data/pgn/masters) must be beside the "
                               "repository, and the test's file must be writable");
}

void TestGameDocumentDeep::hundredThousandGames() {
    GameDocument document;
    kibitz::testsupport::EventLoopWatchdog watchdog(WatchdogIntervalMs);
    QElapsedTimer timer;
    timer.start();
    const auto loaded = document.load(path_);
    const qint64 openMs = timer.elapsed();
    qInfo("game 1 shown after %lld ms", openMs);
    QVERIFY(loaded.loaded);
    QVERIFY(openMs < FirstGameWithinMs);
    QCOMPARE(document.currentGameIndex(), 0);
    QVERIFY(document.currentGame().tree().size() > 1);

    QTRY_COMPARE_WITH_TIMEOUT(document.gameCount(), Games, 60000);
    qInfo("all %d games known after %lld ms; the event loop stalled %lld ms at most", Games,
          timer.elapsed(), watchdog.largestGap());
    QVERIFY2(watchdog.largestGap() <= LongestStallMs,
             qPrintable(QString::number(watchdog.largestGap())));

    // The last game, read on demand, is the one a sequential read finds last.
    timer.start();
    document.setCurrentGame(Games - 1);
    qInfo("game %d read in %lld ms", Games, timer.elapsed());
    auto reader = PgnReader::open(path_.toStdString());
    QVERIFY(reader);
    kibitz::pgn::Game last;
    int count = 0;
    while ((*reader)->readGame(last)) ++count;
    QCOMPARE(count, Games);
    QCOMPARE(kibitz::pgn::writeGame(document.currentGame()), kibitz::pgn::writeGame(last));

    // Saving with one game edited copies the other 99,999.
    kibitz::pgn::Game edited = document.game(1);
    edited.setTag("Annotator", "Kibitz");
    document.replaceGame(1, edited);
    timer.start();
    const auto saved = document.save(dir_.filePath(QStringLiteral("saved.pgn")));
    qInfo("saved %d games, one edited, in %lld ms", Games, timer.elapsed());
    QVERIFY2(saved.saved, qPrintable(saved.error));
    // Game 2's bytes (to game 3's first) became the writer's text; the rest is as it was.
    auto skipper = PgnReader::open(path_.toStdString());
    QVERIFY(skipper);
    std::vector<qint64> offsets;
    for (int i = 0; i < 3 && (*skipper)->skipGame(); ++i)
        offsets.push_back((*skipper)->report().offset);
    QCOMPARE(int(offsets.size()), 3);
    const QString savedPath = dir_.filePath(QStringLiteral("saved.pgn"));
    QCOMPARE(QFileInfo(savedPath).size(), QFileInfo(path_).size() - (offsets[2] - offsets[1]) +
                                              qint64(kibitz::pgn::writeGame(edited).size()));
}

// Annotate All Games on the 100,000 games: the games go to the worker a few dozen at a time (the
// worker reads them from the file), so the window answers all along from the action to the first
// results. The action comes once the file's scan is over: while it runs, the Games dock's sorted
// list takes its rows in batches that stall the window on their own, with or without Annotate All;
// waiting for the scan is tested on a smaller file in tst_analysisfeature.
void TestGameDocumentDeep::theWindowAnswersWhileTheListFills() {
    // With the window open: its game list (through the filter proxy) takes the rows as the scan
    // finds them, while the first game is analysed and charted.
    kibitz::ui::MainWindow window(kibitz::testsupport::smallAnalysisSettings());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    kibitz::testsupport::EventLoopWatchdog watchdog(WatchdogIntervalMs);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(window.document()->load(path_).loaded);
    QTRY_VERIFY_WITH_TIMEOUT(window.document()->allGamesKnown(), AnnotateTimeoutMs);
    auto* list = window.findChild<QAbstractItemView*>(QStringLiteral("gameTable"));
    QVERIFY(list);
    QTRY_COMPARE(list->model()->rowCount(), Games);
    qInfo("the window's list has all %d games after %lld ms; the event loop stalled %lld ms at "
          "most",
          Games, timer.elapsed(), watchdog.largestGap());
    QVERIFY2(watchdog.largestGap() <= LongestStallMs,
             qPrintable(QString::number(watchdog.largestGap())));
    // In the file's order until the user sorts.
    QCOMPARE(list->model()->index(0, 0).data().toInt(), 1);
    QCOMPARE(list->model()->index(Games - 1, 0).data().toInt(), Games);
}

void TestGameDocumentDeep::annotateAllStartsAtOnce() {
    kibitz::ui::MainWindow window(kibitz::testsupport::smallAnalysisSettings());
    kibitz::ui::AnalysisFeature* feature = window.analysis();
    GameDocument* document = window.document();
    QVERIFY(document->load(path_).loaded);
    window.findChild<QAction*>(QStringLiteral("stopAnalysisAction"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(document->allGamesKnown(), AnnotateTimeoutMs);
    QSignalSpy started(feature->batch(), &kibitz::ui::BatchAnnotator::started);
    QSignalSpy replaced(document, &GameDocument::gameReplaced);
    kibitz::testsupport::EventLoopWatchdog watchdog(WatchdogIntervalMs);
    QElapsedTimer timer;
    timer.start();
    window.findChild<QAction*>(QStringLiteral("annotateAllAction"))->trigger();
    QCOMPARE(started.size(), 1);
    qInfo("Annotate All started in %lld ms", timer.elapsed());
    QTRY_VERIFY_WITH_TIMEOUT(replaced.size() >= FirstResults, AnnotateTimeoutMs);
    const qint64 stall = watchdog.largestGap();
    qInfo("the first %d games annotated after %lld ms; the event loop stalled %lld ms at most",
          FirstResults, timer.elapsed(), stall);
    feature->cancelAnnotateAll();
    QVERIFY2(stall <= LongestStallMs, qPrintable(QString::number(stall)));
    QCOMPARE(started.at(0).at(0).toInt(), Games);
    // As core's annotateStream annotates the same games.
    auto reader = PgnReader::open(path_.toStdString());
    QVERIFY(reader);
    std::vector<kibitz::pgn::Game> first(FirstResults);
    for (kibitz::pgn::Game& game : first) QVERIFY((*reader)->readGame(game));
    const std::vector<std::string> expected =
        kibitz::testsupport::annotatedTexts(first, feature->batchOptions());
    for (int i = 0; i < FirstResults; ++i)
        QCOMPARE(kibitz::pgn::writeGame(document->game(i)), expected[std::size_t(i)]);
}

QTEST_MAIN(TestGameDocumentDeep)
#include "tst_gamedocument_deep.moc"
