// The window's part of the hostile-input corpus: every tests/data/hostile/pgn/*.pgn (globbed when
// the test runs, so files added later are covered) is opened in the real window while the file
// before it is analysed. For each: no crash; the window tells exactly the errors the core reader
// reports (GameDocument::describeReadError of each); every game and every move can be stepped
// through and is the game the core reader reads; the game list marks exactly the games with errors;
// the analysis panel shows nothing of the file before; saving the file unedited copies it byte for
// byte, and saving after an edit of a broken game asks first (GameDocument::saveWarning) and, when
// cancelled, leaves the file as it was.

#include "analysissupport.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "testsupport.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/enginelines.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/document/gamedocument.h"
#include "ui/document/gamestore.h"
#include "ui/models/gamelistmodel.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <string>
#include <vector>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

const QString HostileDir = QStringLiteral(KIBITZ_TEST_DATA "/hostile/pgn");
const QString Molinari = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/molinari-bordais-1979.pgn");
constexpr int TimeoutMs = 120'000;
// The games GameStore reads when a file is opened, whose errors the opening's message lists.
constexpr qint64 GamesReadAtOpen = 2;

// What the core reader makes of a file: its games as the writer writes them, and its errors.
struct CoreRead {
    std::vector<std::string> games;
    std::vector<GameReadError> errors;
};

CoreRead readWithCore(const QString& path) {
    CoreRead read;
    auto reader = pgn::PgnReader::open(QFile::encodeName(path).toStdString());
    if (!reader) return read;
    pgn::Game game;
    while ((*reader)->readGame(game)) {
        if (const auto& error = (*reader)->report().error)
            read.errors.push_back(GameStore::toReadError(*error));
        read.games.push_back(pgn::writeGame(game));
        game = pgn::Game();
    }
    return read;
}

QByteArray bytesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The message boxes the window shows (window-modal, not waited for), closed after reading them.
QStringList takeMessageBoxes(MainWindow& window) {
    QStringList texts;
    for (QMessageBox* box : window.findChildren<QMessageBox*>()) {
        if (box->isVisible()) texts << box->text();
        box->close();
        delete box;
    }
    return texts;
}

QList<qint64> markedGames(const GameListModel& list) {
    QList<qint64> games;
    for (int row = 0; row < list.rowCount(); ++row)
        if (!list.data(list.index(row, 0), GameListModel::ProblemRole).isNull()) games << row + 1;
    return games;
}

} // namespace

class TestHostileOpen : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::useTestSettings("tst_hostileopen"); }

    void openEveryHostileFile_data() {
        QTest::addColumn<QString>("path");
        const QStringList files =
            QDir(HostileDir).entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 6);
        for (const QString& name : files)
            QTest::newRow(qPrintable(name)) << QDir(HostileDir).filePath(name);
    }

    void openEveryHostileFile() {
        QFETCH(QString, path);
        const CoreRead core = readWithCore(path);
        const QString name = QFileInfo(path).fileName();

        MainWindow window(testsupport::smallAnalysisSettings());
        // Every move is visited: the live lines would start a search at each.
        window.analysis()->engineLines()->stop();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The file before is analysed.
        QVERIFY(window.openFile(Molinari));
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result(), TimeoutMs);

        if (core.games.empty()) {
            // Nothing to show: the window says so and keeps the file before.
            QVERIFY(!window.openFile(path));
            QCOMPARE(takeMessageBoxes(window).size(), 1);
            QCOMPARE(window.document()->filePath(), QFileInfo(Molinari).absoluteFilePath());
            return;
        }
        QVERIFY(window.openFile(path));
        QCOMPARE(window.analysis()->panel()->summaryText(), QStringLiteral("Not analysed yet."));
        QCOMPARE(window.analysis()->panel()->valueText(), QStringLiteral("\u2013"));

        // The opening's message: the errors of the games read at once, as the core reports them.
        QStringList expected;
        for (const GameReadError& error : core.errors)
            if (error.game <= GamesReadAtOpen)
                expected << GameDocument::describeReadError(error, name);
        const QStringList boxes = takeMessageBoxes(window);
        if (expected.isEmpty()) {
            QCOMPARE(boxes, QStringList());
        } else {
            QCOMPARE(boxes, QStringList{QStringLiteral("Some games could not be read to the end; "
                                                       "they are shown as far as they were "
                                                       "read.\n\n") +
                                        expected.join(QLatin1Char('\n'))});
        }

        // The list's check: exactly the games with errors, and the same errors.
        const GameListModel& list = *window.document()->gameList();
        QTRY_VERIFY_WITH_TIMEOUT(!list.isLoading() && !list.isChecking(), TimeoutMs);
        QCOMPARE(window.document()->gameCount(), int(core.games.size()));
        QList<qint64> broken;
        for (const GameReadError& error : core.errors) broken << error.game;
        QCOMPARE(markedGames(list), broken);
        QCOMPARE(window.document()->readErrors().size(), core.errors.size());
        for (std::size_t i = 0; i < core.errors.size(); ++i)
            QCOMPARE(GameDocument::describeReadError(window.document()->readErrors()[i], name),
                     GameDocument::describeReadError(core.errors[i], name));

        // Every game, every move; each game is the one the core reads; the banner is there for
        // the broken ones only.
        for (int i = 0; i < window.document()->gameCount(); ++i) {
            window.document()->setCurrentGame(i);
            QCOMPARE(window.document()->currentGameIndex(), i);
            QCOMPARE(pgn::writeGame(window.document()->currentGame()), core.games[std::size_t(i)]);
            // The main line with the arrow keys, then every move of every variation.
            while (window.document()->nextPly()) QCoreApplication::processEvents();
            QVERIFY(!window.positionSummary().isEmpty());
            while (window.document()->previousPly()) {
            }
            const pgn::GameTree& tree = window.document()->currentGame().tree();
            std::vector<pgn::NodeId> pending{pgn::GameTree::root()};
            int visited = 0;
            while (!pending.empty()) {
                const pgn::NodeId id = pending.back();
                pending.pop_back();
                window.document()->goTo(id);
                QCOMPARE(window.document()->currentNode(), id);
                QCOMPARE(window.position().fen(), tree.positionAt(id).fen());
                ++visited;
                for (pgn::NodeId child = tree.firstChild(id); child != pgn::NoNode;
                     child = tree.nextSibling(child))
                    pending.push_back(child);
            }
            QCOMPARE(visited, tree.size());
            QCOMPARE(window.incompleteGameBanner()->isHidden(), !broken.contains(i + 1));
        }

        // Saved unedited, the file is copied as it is.
        QTemporaryDir dir;
        const QString copy = dir.filePath(name);
        QCOMPARE(window.document()->saveWarning(), QString());
        QVERIFY(window.saveFile(copy));
        QCOMPARE(bytesOf(copy), bytesOf(path));

        // Reopened, it reads the same.
        QVERIFY(window.openFile(copy));
        takeMessageBoxes(window);
        QTRY_VERIFY_WITH_TIMEOUT(!list.isLoading() && !list.isChecking(), TimeoutMs);
        QCOMPARE(markedGames(list), broken);

        if (broken.isEmpty()) return;
        // An edit of a broken game would lose its unread part: the window asks first; cancelled,
        // the file is left as it was.
        const int index = int(broken.first() - 1);
        window.document()->replaceGame(index, pgn::Game(window.document()->game(index)));
        const QString warning = window.document()->saveWarning();
        QCOMPARE(warning,
                 QStringLiteral("Some games of this file could not be read to the end (game %1). "
                                "Saving writes only the moves before each error; the rest of "
                                "those games will be lost.")
                     .arg(broken.first()));
        QString asked;
        QTimer::singleShot(0, this, [&asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            asked = box->text();
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!window.saveFile(copy));
        QCOMPARE(asked, warning);
        QCOMPARE(bytesOf(copy), bytesOf(path));
        QVERIFY(window.document()->isModified());
        window.document()->setModified(false);
    }
};

QTEST_MAIN(TestHostileOpen)
#include "tst_hostileopen.moc"
