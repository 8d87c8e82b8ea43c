// GameDocument on a 100,000-game file (the master games of ../shared/data/pgn/masters, repeated):
// the first game is shown within 100 ms of opening, and the window's event loop never stalls for
// more than 100 ms while the file is scanned. A deep test (ctest -C Deep -L deep).

#include "pgn/reader.h"
#include "pgn/writer.h"
#include "testsupport.h"
#include "ui/gamedocument.h"

#include <QDir>
#include <QElapsedTimer>
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

} // namespace

class TestGameDocumentDeep : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void hundredThousandGames();

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

QTEST_MAIN(TestGameDocumentDeep)
#include "tst_gamedocument_deep.moc"
