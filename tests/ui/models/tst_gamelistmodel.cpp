// The game list: its rows hold exactly the tags the reader reads, they arrive while the file is
// scanned under QAbstractItemModelTester (model and filter), loadGame() reads the game of its row,
// the filter counts are those of the files, and opening another file drops the old scan. The check
// after the scan finds exactly the games the reader cannot read to their end.

#include "pgn/reader.h"
#include "pgn/writer.h"
#include "ui/models/gamefilterproxy.h"
#include "ui/models/gamelistmodel.h"

#include <QAbstractItemModelTester>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <string>
#include <vector>

using kibitz::pgn::Game;
using kibitz::pgn::PgnReader;
using kibitz::ui::GameFilterProxy;
using kibitz::ui::GameListEntry;
using kibitz::ui::GameListModel;

namespace {

const QString AnnotatedFile = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/annotated/all.pgn");
// 3,475 games of Karpov (2.3 MB), one of them not UTF-8: the Kasparov and Carlsen filters.
const QString KarpovFile = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/masters/Karpov.pgn");

constexpr int FinishTimeout = 20000;

std::vector<Game> readFile(const QString& path) {
    auto reader = PgnReader::open(path.toStdString());
    if (!reader) qFatal("cannot open %s: %s", qPrintable(path), reader.error().c_str());
    std::vector<Game> games;
    Game game;
    while ((*reader)->readGame(game)) games.push_back(game);
    return games;
}

QString tagOf(const Game& game, const char* name) {
    const std::string* value = game.tag(name);
    return value ? QString::fromStdString(*value) : QString();
}

QString cell(const QAbstractItemModel& model, int row, int column) {
    return model.index(row, column).data().toString();
}

// Opens `path` and waits for the end of the scan; fails the test on an error.
bool openAndWait(GameListModel& model, const QString& path) {
    QSignalSpy finished(&model, &GameListModel::finished);
    model.open(path);
    if (!finished.wait(FinishTimeout)) return false;
    return finished.count() == 1 && finished.at(0).at(1).toString().isEmpty();
}

} // namespace

class TestGameListModel : public QObject {
    Q_OBJECT

private slots:
    void scanGameHeader_data();
    void scanGameHeader();
    void rowsOfAnnotatedFile_data();
    void rowsOfAnnotatedFile();
    void rowsMatchReader();
    void testersWhileLoading();
    void loadGameMatchesSequentialRead_data();
    void loadGameMatchesSequentialRead();
    void filter_data();
    void filter();
    void sortNumerically();
    void progressReachesTotal();
    void newFileCancelsOldScan();
    void missingFile();
    void checkFindsTheBrokenGames();
    void aProblemMarksItsRow();
    void newFileCancelsOldCheck();
};

void TestGameListModel::scanGameHeader_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("black");
    QTest::addColumn<QString>("event");
    QTest::addColumn<int>("whiteElo");
    QTest::addColumn<int>("blackElo");

    QTest::addRow("roster") << "[Event \"Ch\"]\n[White \"A\"]\n[Black \"B\"]\n[WhiteElo \"2700\"]\n"
                               "[BlackElo \"\"]\n\n1. e4 *\n"
                            << "A"
                            << "B"
                            << "Ch" << 2700 << 0;
    QTest::addRow("crlf and escapes")
        << "[White \"Say \\\"hi\\\"\"]\r\n[Black \"back\\\\slash\"]\r\n"
           "\r\n1. e4 *"
        << "Say \"hi\""
        << "back\\slash"
        << "" << 0 << 0;
    QTest::addRow("first tag counts")
        << "[White \"A\"]\n[White \"B\"]\n[BlackElo \"2500\"]\n[BlackElo \"2600\"]\n1. e4 *"
        << "A"
        << ""
        << "" << 0 << 2500;
    QTest::addRow("comments and escape lines among tags")
        << "[Event \"E\"]\n% an escape line [White \"no\"]\n{ a comment [White \"no\"] }\n"
           "; [White \"no\"]\n[White \"W\"] [Black \"K\"]\n1. d4 *"
        << "W"
        << "K"
        << "E" << 0 << 0;
    QTest::addRow("stops at the movetext") << "[White \"A\"]\n1. e4 {[Black \"no\"]} *"
                                           << "A"
                                           << ""
                                           << "" << 0 << 0;
    QTest::addRow("unrated") << "[WhiteElo \"?\"]\n[BlackElo \"-\"]\n*"
                             << ""
                             << ""
                             << "" << 0 << 0;
    // pgn::readTags stops where the reader stops with an error: the tags before it count.
    QTest::addRow("a broken tag ends the header") << "[White \"A\"]\n[Black \"B]\n[Event \"E\"]\n*"
                                                  << "A"
                                                  << ""
                                                  << "" << 0 << 0;
    QTest::addRow("utf-8") << "[White \"Lévy\"]\n*"
                           << "Lévy"
                           << ""
                           << "" << 0 << 0;
}

void TestGameListModel::scanGameHeader() {
    QFETCH(QString, text);
    QFETCH(QString, white);
    QFETCH(QString, black);
    QFETCH(QString, event);
    QFETCH(int, whiteElo);
    QFETCH(int, blackElo);
    const GameListEntry entry = kibitz::ui::scanGameHeader(text.toStdString());
    QCOMPARE(QString::fromStdString(entry.white), white);
    QCOMPARE(QString::fromStdString(entry.black), black);
    QCOMPARE(QString::fromStdString(entry.event), event);
    QCOMPARE(entry.whiteElo, whiteElo);
    QCOMPARE(entry.blackElo, blackElo);
    // A game that is not UTF-8 is Windows-1252, as the reader reads it.
    const GameListEntry latin = kibitz::ui::scanGameHeader("[White \"L\xE9vy \x93Z\x94\"]\n*");
    QCOMPARE(QString::fromStdString(latin.white), QString::fromUtf8("Lévy “Z”"));
}

void TestGameListModel::rowsOfAnnotatedFile_data() {
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("black");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("whiteElo");
    QTest::addColumn<QString>("event");
    // From `grep -nE '^\[(White|Black|Result|WhiteElo|Event) ' annotated-all.pgn`.
    QTest::addRow("game 1") << 0 << "egor_tensin"
                            << "dragosniculescu"
                            << "1/2-1/2"
                            << "1542"
                            << "Live Chess";
    QTest::addRow("game 2") << 1 << "egor_tensin"
                            << "capablanca1dominican"
                            << "1-0"
                            << "1696"
                            << "Live Chess";
    QTest::addRow("game 3") << 2 << "GNEV1984"
                            << "egor_tensin"
                            << "0-1"
                            << "1525"
                            << "Live Chess";
    QTest::addRow("game 10") << 9 << "Sumska_Gajba"
                             << "egor_tensin"
                             << "0-1"
                             << "1721"
                             << "Live Chess";
    QTest::addRow("game 48") << 47 << "egor_tensin"
                             << "dotnettie"
                             << "1-0"
                             << "1805"
                             << "Rated Blitz game";
}

void TestGameListModel::rowsOfAnnotatedFile() {
    QFETCH(int, row);
    QFETCH(QString, white);
    QFETCH(QString, black);
    QFETCH(QString, result);
    QFETCH(QString, whiteElo);
    QFETCH(QString, event);
    GameListModel model;
    QVERIFY(openAndWait(model, AnnotatedFile));
    QCOMPARE(model.rowCount(), 48);
    QCOMPARE(cell(model, row, GameListModel::NumberColumn), QString::number(row + 1));
    QCOMPARE(cell(model, row, GameListModel::WhiteColumn), white);
    QCOMPARE(cell(model, row, GameListModel::BlackColumn), black);
    QCOMPARE(cell(model, row, GameListModel::ResultColumn), result);
    QCOMPARE(cell(model, row, GameListModel::WhiteEloColumn), whiteElo);
    QCOMPARE(cell(model, row, GameListModel::EventColumn), event);
}

// Every row of a real file shows the tags the reader reads for that game, with the same decoding.
void TestGameListModel::rowsMatchReader() {
    const std::vector<Game> games = readFile(KarpovFile);
    QCOMPARE(games.size(), std::size_t(3475));
    GameListModel model;
    QVERIFY(openAndWait(model, KarpovFile));
    QCOMPARE(model.rowCount(), 3475);
    const struct {
        int column;
        const char* tag;
    } Columns[] = {
        {GameListModel::WhiteColumn, "White"},   {GameListModel::WhiteEloColumn, "WhiteElo"},
        {GameListModel::BlackColumn, "Black"},   {GameListModel::BlackEloColumn, "BlackElo"},
        {GameListModel::ResultColumn, "Result"}, {GameListModel::DateColumn, "Date"},
        {GameListModel::EventColumn, "Event"},   {GameListModel::RoundColumn, "Round"},
        {GameListModel::EcoColumn, "ECO"},
    };
    int nonAscii = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        for (const auto& c : Columns) {
            QString expected = tagOf(games[std::size_t(row)], c.tag);
            if (expected == QLatin1String("?") && (c.column == GameListModel::WhiteEloColumn ||
                                                   c.column == GameListModel::BlackEloColumn))
                expected.clear();
            const QString shown = cell(model, row, c.column);
            if (shown != expected)
                QFAIL(qPrintable(QStringLiteral("row %1, %2: '%3' instead of '%4'")
                                     .arg(row)
                                     .arg(QLatin1String(c.tag), shown, expected)));
            for (const QChar ch : shown) nonAscii += ch.unicode() > 127;
        }
    }
    QVERIFY(nonAscii > 0); // the Windows-1252 game was decoded, as the reader does
}

// Rows arrive in batches while the model and a sorted, filtered proxy are under test.
void TestGameListModel::testersWhileLoading() {
    GameListModel model;
    GameFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(GameListModel::WhiteEloColumn, Qt::DescendingOrder);
    proxy.setFilterText(QStringLiteral("Kasparov"));
    GameFilterProxy unfiltered;
    unfiltered.setSourceModel(&model);
    QAbstractItemModelTester modelTester(&model,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester unfilteredTester(
        &unfiltered, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QVERIFY(openAndWait(model, KarpovFile));
    QVERIFY(inserted.count() >= 2); // a small first batch, then the rest
    QCOMPARE(inserted.at(0).at(1).toInt(), 0);
    QCOMPARE(model.rowCount(), 3475);
    QCOMPARE(unfiltered.rowCount(), 3475);
    QCOMPARE(proxy.rowCount(), 192);
    // Opening the file again resets and refills under the testers.
    QVERIFY(openAndWait(model, AnnotatedFile));
    QCOMPARE(proxy.rowCount(), 0);
    QCOMPARE(unfiltered.rowCount(), 48);
    model.clear();
    QCOMPARE(unfiltered.rowCount(), 0);
}

void TestGameListModel::loadGameMatchesSequentialRead_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QList<int>>("rows");
    QTest::addRow("annotated, every game") << AnnotatedFile << [] {
        QList<int> rows;
        for (int row = 0; row < 48; ++row) rows.append(row);
        return rows;
    }();
    QTest::addRow("Karpov") << KarpovFile << QList<int>{0, 1, 999, 1735, 3473, 3474};
}

void TestGameListModel::loadGameMatchesSequentialRead() {
    QFETCH(QString, path);
    QFETCH(QList<int>, rows);
    const std::vector<Game> games = readFile(path);
    GameListModel model;
    QVERIFY(openAndWait(model, path));
    QCOMPARE(std::size_t(model.rowCount()), games.size());
    for (int row : rows) {
        Game game;
        const auto report = model.loadGame(row, game);
        QVERIFY2(report.has_value(), report ? "" : report.error().c_str());
        QCOMPARE(report->number, row + 1);
        QCOMPARE(report->offset, model.gameOffset(row));
        QVERIFY(!report->error);
        const Game& expected = games[std::size_t(row)];
        QCOMPARE(game.tags().size(), expected.tags().size());
        QCOMPARE(game.tree().size(), expected.tree().size());
        QCOMPARE(QString::fromStdString(kibitz::pgn::writeGame(game)),
                 QString::fromStdString(kibitz::pgn::writeGame(expected)));
    }
    Game game;
    QVERIFY(!model.loadGame(-1, game));
    QVERIFY(!model.loadGame(model.rowCount(), game));
}

void TestGameListModel::filter_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("rows");
    // Counted with a script over the files' [White], [Black] and [Event] tags.
    QTest::addRow("none") << KarpovFile << "" << 3475;
    QTest::addRow("blanks") << KarpovFile << "   " << 3475;
    QTest::addRow("Kasparov") << KarpovFile << "Kasparov" << 192;
    QTest::addRow("case") << KarpovFile << "kASPAROV" << 192;
    QTest::addRow("white:Kasparov") << KarpovFile << "white:Kasparov" << 94;
    QTest::addRow("black:Carlsen") << KarpovFile << "black:Carlsen" << 4;
    QTest::addRow("BLACK:carlsen") << KarpovFile << "BLACK:carlsen" << 4;
    QTest::addRow("event, quoted") << KarpovFile << "event:\"World Ch\"" << 194;
    QTest::addRow("event and player") << KarpovFile << "event:\"World Ch\" player:kasparov" << 144;
    QTest::addRow("nobody") << KarpovFile << "Kasparov black:Carlsen" << 0;
    QTest::addRow("annotated Live") << AnnotatedFile << "event:Live" << 29;
    QTest::addRow("annotated Rated Blitz") << AnnotatedFile << "\"Rated Blitz game\"" << 15;
    QTest::addRow("annotated Rated game") << AnnotatedFile << "event:\"Rated game\"" << 4;
    QTest::addRow("annotated player") << AnnotatedFile << "black:egor_tensin" << 23;
}

void TestGameListModel::filter() {
    QFETCH(QString, path);
    QFETCH(QString, text);
    QFETCH(int, rows);
    GameListModel model;
    GameFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Set before the rows come (filtered as they arrive) and again after (refiltered).
    proxy.setFilterText(text);
    QVERIFY(openAndWait(model, path));
    QCOMPARE(proxy.rowCount(), rows);
    proxy.setFilterText(QStringLiteral("no such player anywhere"));
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setFilterText(text);
    QCOMPARE(proxy.rowCount(), rows);
}

void TestGameListModel::sortNumerically() {
    GameListModel model;
    GameFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(openAndWait(model, KarpovFile));
    proxy.sort(GameListModel::NumberColumn, Qt::DescendingOrder);
    QCOMPARE(cell(proxy, 0, GameListModel::NumberColumn), QStringLiteral("3475"));
    QCOMPARE(cell(proxy, 1, GameListModel::NumberColumn), QStringLiteral("3474"));
    QCOMPARE(cell(proxy, 3474, GameListModel::NumberColumn), QStringLiteral("1"));
    proxy.sort(GameListModel::WhiteEloColumn, Qt::DescendingOrder);
    int previous = 1 << 30;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const int elo =
            proxy.index(row, GameListModel::WhiteEloColumn).data(GameListModel::SortRole).toInt();
        QVERIFY(elo <= previous);
        previous = elo;
    }
    QVERIFY(cell(proxy, 0, GameListModel::WhiteEloColumn).toInt() > 2700);
    QCOMPARE(cell(proxy, 3474, GameListModel::WhiteEloColumn), QString()); // unrated last
}

void TestGameListModel::progressReachesTotal() {
    GameListModel model;
    QSignalSpy progress(&model, &GameListModel::progress);
    QVERIFY(openAndWait(model, KarpovFile));
    QVERIFY(progress.count() >= 2);
    qint64 previous = 0;
    for (const QList<QVariant>& p : progress) {
        QVERIFY(p.at(0).toLongLong() >= previous);
        previous = p.at(0).toLongLong();
        QCOMPARE(p.at(1).toLongLong(), qint64(QFileInfo(KarpovFile).size()));
    }
    QCOMPARE(previous, qint64(QFileInfo(KarpovFile).size()));
    QVERIFY(!model.isLoading());
}

// A file opened while another is scanned shows only its own games: the old scan stops and its
// batches still queued are dropped, and only the new scan reports its end.
void TestGameListModel::newFileCancelsOldScan() {
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy finished(&model, &GameListModel::finished);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.open(KarpovFile);
    QVERIFY(model.isLoading());
    model.open(AnnotatedFile);
    QVERIFY(finished.wait(FinishTimeout));
    QTest::qWait(200); // anything the old scan left in the queue would arrive now
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toInt(), 48);
    QCOMPARE(model.rowCount(), 48);
    int insertedRows = 0;
    for (const QList<QVariant>& rows : inserted)
        insertedRows += rows.at(2).toInt() - rows.at(1).toInt() + 1;
    QCOMPARE(insertedRows, 48);
    QCOMPARE(cell(model, 0, GameListModel::WhiteColumn), QStringLiteral("egor_tensin"));
    QCOMPARE(model.path(), AnnotatedFile);

    // Opened while the same model's last batches wait in the queue, and cleared mid-scan.
    model.open(KarpovFile);
    model.clear();
    QTest::qWait(300);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(finished.count(), 1);
    QVERIFY(!model.isLoading());
}

void TestGameListModel::missingFile() {
    GameListModel model;
    QSignalSpy finished(&model, &GameListModel::finished);
    QTemporaryDir dir;
    model.open(dir.filePath(QStringLiteral("missing.pgn")));
    QVERIFY(finished.wait(FinishTimeout));
    QCOMPARE(finished.at(0).at(0).toInt(), 0);
    QVERIFY(finished.at(0).at(1).toString().contains(QStringLiteral("missing.pgn")));
    QCOMPARE(model.rowCount(), 0);
}

// After the scan, every game is read in full; the games that cannot be read to their end are
// reported with the reader's error and the last move read.
void TestGameListModel::checkFindsTheBrokenGames() {
    GameListModel model;
    QSignalSpy found(&model, &GameListModel::problemsFound);
    QSignalSpy checked(&model, &GameListModel::checkFinished);
    model.open(QStringLiteral(KIBITZ_TEST_DATA "/pgn/edge/errors.pgn"));
    QVERIFY(model.isChecking());
    QVERIFY(checked.wait(FinishTimeout));
    QVERIFY(!model.isChecking());
    QCOMPARE(model.rowCount(), 15);
    std::vector<kibitz::ui::GameProblem> problems;
    for (const QList<QVariant>& batch : found) {
        const auto part = batch.at(0).value<std::vector<kibitz::ui::GameProblem>>();
        problems.insert(problems.end(), part.begin(), part.end());
    }
    QList<int> rows;
    for (const kibitz::ui::GameProblem& p : problems) rows << p.row;
    QCOMPARE(rows, (QList<int>{0, 2, 4, 5, 7, 9, 10, 11, 12, 13}));
    QCOMPARE(problems[0].lastMove, std::string("1\u2026 e5"));
    QCOMPARE(problems[0].error.line, 4);
    QCOMPARE(problems[0].error.column, 13);
    QCOMPARE(problems[0].error.token, std::string("Ke3"));
    QCOMPARE(problems[1].lastMove, std::string("3\u2026 d6"));
    QCOMPARE(problems[7].lastMove, std::string()); // game 12: a bad FEN, no move read
    // Nothing is marked until the owner says what the problem is.
    QCOMPARE(model.problemCount(), 0);
}

void TestGameListModel::aProblemMarksItsRow() {
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(openAndWait(model, AnnotatedFile));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setProblem(3, QStringLiteral("Game 4 could not be read"));
    model.setProblem(48, QStringLiteral("no such row"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.problemCount(), 1);
    for (int column = 0; column < GameListModel::ColumnCount; ++column) {
        QCOMPARE(model.index(3, column).data(GameListModel::ProblemRole).toString(),
                 QStringLiteral("Game 4 could not be read"));
        QCOMPARE(model.index(3, column).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Game 4 could not be read"));
        QCOMPARE(model.index(2, column).data(GameListModel::ProblemRole), QVariant());
    }
    model.open(AnnotatedFile);
    QCOMPARE(model.problemCount(), 0);
}

// Another file opened while the first is checked: nothing of the first file's check arrives.
void TestGameListModel::newFileCancelsOldCheck() {
    GameListModel model;
    QSignalSpy found(&model, &GameListModel::problemsFound);
    QSignalSpy checked(&model, &GameListModel::checkFinished);
    model.open(QStringLiteral(KIBITZ_TEST_DATA "/pgn/edge/errors.pgn"));
    model.open(AnnotatedFile);
    QVERIFY(checked.wait(FinishTimeout));
    QTest::qWait(200);
    QCOMPARE(checked.count(), 1);
    QCOMPARE(found.count(), 0);
    QCOMPARE(model.rowCount(), 48);
}

QTEST_GUILESS_MAIN(TestGameListModel)
#include "tst_gamelistmodel.moc"
