// The game list of a 100,000-game file (the master games of ../shared/data/pgn/masters, repeated):
// the first rows show within 200 ms of opening, and the whole list comes in a time printed here.
// A deep test (ctest -C Deep -L deep).

#include "../testsupport.h"
#include "pgn/reader.h"
#include "ui/models/gamefilterproxy.h"
#include "ui/models/gamelistmodel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <string>

using kibitz::pgn::Game;
using kibitz::pgn::PgnReader;
using kibitz::ui::GameFilterProxy;
using kibitz::ui::GameListModel;

namespace {

const QString MastersDir = QStringLiteral(KIBITZ_MASTERS_DIR);
constexpr int Games = 100000;
constexpr qint64 FirstRowsWithinMs = 200;
// Far above what is expected, to catch a pathology only.
constexpr qint64 FullListWithinMs = 30000;

} // namespace

class TestGameListModelDeep : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void hundredThousandGames();

private:
    QTemporaryDir dir_;
    QString path_;
};

void TestGameListModelDeep::initTestCase() {
    QVERIFY(dir_.isValid());
    path_ = kibitz::testsupport::buildMastersFile(MastersDir, dir_.path(), Games);
    QVERIFY2(!path_.isEmpty(), "the master games (../shared/data/pgn/masters) must be beside the "
                               "repository, and the test's file must be writable");
}

void TestGameListModelDeep::hundredThousandGames() {
    GameListModel model;
    GameFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(GameListModel::NumberColumn, Qt::AscendingOrder);
    QSignalSpy finished(&model, &GameListModel::finished);
    qint64 firstRowsMs = -1;
    int firstRows = 0;
    QElapsedTimer timer;
    connect(&model, &QAbstractItemModel::rowsInserted, this,
            [&](const QModelIndex&, int first, int last) {
                if (firstRowsMs >= 0) return;
                firstRowsMs = timer.elapsed();
                firstRows = last - first + 1;
            });

    timer.start();
    model.open(path_);
    const qint64 openMs = timer.elapsed();
    QVERIFY(finished.wait(int(FullListWithinMs)));
    const qint64 fullMs = timer.elapsed();
    qInfo("open() returned in %lld ms; first %d rows after %lld ms; all %d rows after %lld ms",
          openMs, firstRows, firstRowsMs, model.rowCount(), fullMs);
    QCOMPARE(finished.at(0).at(0).toInt(), Games);
    QCOMPARE(finished.at(0).at(1).toString(), QString());
    QCOMPARE(model.rowCount(), Games);
    QCOMPARE(proxy.rowCount(), Games);
    QVERIFY(firstRowsMs >= 0);
    QVERIFY2(firstRowsMs <= FirstRowsWithinMs, qPrintable(QString::number(firstRowsMs)));
    QVERIFY(fullMs <= FullListWithinMs);

    timer.restart();
    proxy.setFilterText(QStringLiteral("Kasparov"));
    const qint64 filterMs = timer.elapsed();
    const int kasparov = proxy.rowCount();
    timer.restart();
    proxy.setFilterText({});
    proxy.sort(GameListModel::WhiteEloColumn, Qt::DescendingOrder);
    const qint64 sortMs = timer.elapsed();
    Game game;
    timer.restart();
    const auto report = model.loadGame(Games - 1, game);
    const qint64 loadMs = timer.elapsed();
    qInfo("filter 'Kasparov' over %d rows: %d rows in %lld ms; sort by White Elo: %lld ms; "
          "loadGame(last row): %lld ms",
          Games, kasparov, filterMs, sortMs, loadMs);
    QVERIFY(kasparov > 0);
    QVERIFY(report.has_value());
    QCOMPARE(report->number, qint64(Games));
    QVERIFY(game.tag("White") != nullptr);
}

QTEST_GUILESS_MAIN(TestGameListModelDeep)
#include "tst_gamelistmodel_deep.moc"
