// Kibitz's own endgame tables in the window (ui/analysis/endgametables.h): opening a game that
// reaches an ending of up to four pieces makes the tables it lacks in the background, with the
// progress in the status bar; Cancel stops it and the table is not made again on its own; when the
// tables are done the ending is analysed again and the panel shows the exact value with the
// distance to mate; Make All Endgame Tables… has a dialog whose Cancel stops it; and a user's
// session: open, tables made, step to the ending, annotate, save, open again. Each test has a cache
// folder of its own, so tables made on the machine never change what it sees.

#include "../analysissupport.h"
#include "../testsupport.h"
#include "annotate/batch.h"
#include "pgn/writer.h"
#include "tablebase/firstuse.h"
#include "tablebase/tablebases.h"
#include "tablebase/tablefile.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/endgametables.h"
#include "ui/analysis/tablemaker.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/annotateall/batchannotator.h"
#include "ui/document/gamedocument.h"
#include "ui/widgets/progressindicator.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

constexpr int TimeoutMs = 120'000;

// A rook ending from the first move: KRvK (and KvK), quick to make.
const QByteArray RookEnding = "[Event \"KRK\"]\n[White \"W\"]\n[Black \"B\"]\n[SetUp \"1\"]\n"
                              "[FEN \"8/8/8/4k3/8/8/8/R3K3 w - - 0 1\"]\n\n"
                              "1. Ra5+ Kd4 2. Kd2 Kc4 3. Kc2 Kb4 1-0\n";
// KRPvK: ten tables, four of them of four pieces; long enough to cancel.
const QByteArray RookPawnEnding = "[Event \"KRPK\"]\n[SetUp \"1\"]\n"
                                  "[FEN \"8/8/8/4k3/8/3P4/8/R3K3 w - - 0 1\"]\n\n"
                                  "1. Ra5+ Kd6 2. Kd2 Kc6 1-0\n";

QString write(const QTemporaryDir& dir, const char* name, const QByteArray& bytes) {
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QStringList labelTexts(const QWidget& panel) {
    QStringList texts;
    for (const QLabel* label : panel.findChildren<QLabel*>()) texts << label->text();
    return texts;
}

// The window's analysis at a small budget, with Kibitz's own tables in `folder`.
AnalysisSettings settingsWithTables(const QString& folder) {
    AnalysisSettings settings = testsupport::smallAnalysisSettings(2000, 2);
    settings.solver = std::make_shared<tablebase::Solver>(folder);
    settings.lookahead.tablebases =
        std::make_shared<const tablebase::Tablebases>(nullptr, settings.solver);
    return settings;
}

void goToPly(MainWindow& window, int ply) {
    const auto line = window.document()->currentGame().tree().mainLine();
    window.document()->goTo(line.at(std::size_t(ply)));
}

// Whether the panel shows the current position's exact value from Kibitz's own tables, with the
// distance to mate.
bool showsExactValue(const MainWindow& window) {
    const AnalysisPanel* panel = window.analysis()->panel();
    return panel->valueText().contains(QLatin1String("exact (an endgame table)")) &&
           labelTexts(*panel).join('\n').contains(
               QLatin1String("Kibitz's own tables: White wins; mate in"));
}

} // namespace

class TestEndgameTables : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::useTestSettings("tst_endgametables"); }

    void openingAnEndingMakesItsTables() {
        QTemporaryDir dir;
        const QString cache = dir.filePath("tables");
        MainWindow window(settingsWithTables(cache));
        EndgameTables* tables = window.analysis()->endgameTables();
        ProgressIndicator* progress = tables->progressIndicator();
        // What the status bar shows when a table is done.
        QStringList shown;
        connect(tables->maker(), &TableMaker::progress, &window, [&](int, int, const QString&) {
            shown << (progress->isVisible() ? QStringLiteral("shown") : QStringLiteral("hidden"));
            shown << progress->findChild<QLabel*>()->text() + ' ' + progress->bar()->text();
        });
        QSignalSpy finished(tables->maker(), &TableMaker::finished);
        window.show();
        QVERIFY(window.openFile(write(dir, "krk.pgn", RookEnding)));
        QVERIFY(tables->maker()->isRunning()); // at once, beside the analysis
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
        QCOMPARE(finished.at(0).at(1).toBool(), true); // complete
        QCOMPARE(shown, QStringList({"shown", "Making endgame tables: KRvK 1 of 2 tables", "shown",
                                     "Making endgame tables: KRvK 2 of 2 tables"}));
        QVERIFY(!progress->isVisible());
        QCOMPARE(QDir(cache).entryList(QDir::Files), QStringList({"KRvK.ktb", "KvK.ktb"}));
        // The ending is analysed again with the table: the panel shows it exactly.
        goToPly(window, 2);
        QTRY_VERIFY_WITH_TIMEOUT(showsExactValue(window), TimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis()->analyser()->isRunning(), TimeoutMs);
        // Another analysis of the game needs nothing more.
        window.analysis()->analyseCurrentGame();
        QVERIFY(!tables->maker()->isRunning());
    }

    void cancelStopsTheMaking() {
        QTemporaryDir dir;
        const QString cache = dir.filePath("tables");
        MainWindow window(settingsWithTables(cache));
        EndgameTables* tables = window.analysis()->endgameTables();
        ProgressIndicator* progress = tables->progressIndicator();
        window.show();
        QVERIFY(window.openFile(write(dir, "krpk.pgn", RookPawnEnding)));
        QTRY_VERIFY_WITH_TIMEOUT(progress->isVisible(), TimeoutMs);
        QVERIFY(progress->cancelButton()->toolTip().contains("estimated values"));
        QSignalSpy finished(tables->maker(), &TableMaker::finished);
        progress->cancelButton()->click();
        QVERIFY(!progress->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
        QCOMPARE(finished.at(0).at(1).toBool(), false); // not complete
        QVERIFY(!tables->maker()->isRunning());
        // Whole tables only, and KRPvK not among them; not started again by a new analysis.
        const QStringList files = QDir(cache).entryList(QDir::Files | QDir::Hidden);
        QVERIFY(!files.contains("KRPvK.ktb"));
        for (const tablebase::Layout& layout : tablebase::Layout::upTo(4))
            if (files.contains(QString::fromStdString(layout.name()) + ".ktb"))
                QVERIFY(tablebase::tablefile::load(cache, layout));
        window.analysis()->analyseCurrentGame();
        QVERIFY(!tables->maker()->isRunning());
        goToPly(window, 1);
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis()->analyser()->isRunning(), TimeoutMs);
        QVERIFY(!showsExactValue(window));
    }

    void makeAllHasADialogWithCancel() {
        QTemporaryDir dir;
        const QString cache = dir.filePath("tables");
        MainWindow window(settingsWithTables(cache));
        EndgameTables* tables = window.analysis()->endgameTables();
        QAction* makeAll = window.findChild<QAction*>("makeAllTablesAction");
        QVERIFY(makeAll);
        QVERIFY(window.analysis()->menu()->actions().contains(makeAll));
        QVERIFY(makeAll->toolTip().contains("exact result"));
        window.show();
        QSignalSpy progressed(tables->maker(), &TableMaker::progress);
        makeAll->trigger();
        QVERIFY(tables->maker()->makesAll());
        QProgressDialog* dialog = tables->dialog();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(!makeAll->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(progressed.size() >= 1, TimeoutMs);
        QTRY_COMPARE(dialog->maximum(), 36); // every table of up to four pieces
        // It names the last table made (on a loaded machine, not always the first one, KvK).
        const QRegularExpression justMade("Just made: (K[QRBNP]*vK[QRBNP]*)$");
        const auto named = justMade.match(dialog->labelText());
        QVERIFY2(named.hasMatch(), qPrintable(dialog->labelText()));
        bool reported = false;
        for (const auto& arguments : progressed)
            reported = reported || arguments.at(2).toString() == named.captured(1);
        QVERIFY(reported);
        QSignalSpy finished(tables->maker(), &TableMaker::finished);
        // As the user does: QProgressDialog::cancel() alone would not say canceled().
        QPushButton* cancel = dialog->findChild<QPushButton*>();
        QVERIFY(cancel);
        cancel->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
        QVERIFY(!tables->dialog());
        QVERIFY(makeAll->isEnabled());
        QVERIFY(QDir(cache).entryList(QDir::Files).size() < 36);
    }

    // A cache folder that cannot be written: the status bar names the file, the tables made are
    // used from memory, and none is started again.
    void unwritableCacheIsSaid() {
        QTemporaryDir dir;
        const QString blocked = write(dir, "blocked", "not a folder");
        const QString cache = QDir(blocked).filePath("tables");
        MainWindow window(settingsWithTables(cache));
        EndgameTables* tables = window.analysis()->endgameTables();
        QSignalSpy finished(tables->maker(), &TableMaker::finished);
        window.show();
        QVERIFY(window.openFile(write(dir, "krk.pgn", RookEnding)));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
        QVERIFY(finished.at(0).at(1).toBool());
        QVERIFY(finished.at(0).at(2).toString().contains(cache));
        const QString message = window.statusBar()->currentMessage();
        QVERIFY2(message.startsWith("Kibitz could not keep its endgame tables: cannot write the "
                                    "tablebase file " +
                                    cache),
                 qPrintable(message));
        QVERIFY(message.endsWith("They are used until Kibitz is closed."));
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis()->analyser()->isRunning(), TimeoutMs);
        window.analysis()->analyseCurrentGame();
        QVERIFY(!tables->maker()->isRunning());
    }

    // A user's session: open the game, the tables are made, step to the ending, annotate, save,
    // open it again: the exact values are in the file and on the panel at once.
    void openMakeAnnotateSaveReopen() {
        QTemporaryDir dir;
        const QString cache = dir.filePath("tables");
        MainWindow window(settingsWithTables(cache));
        EndgameTables* tables = window.analysis()->endgameTables();
        window.show();
        const QString path = write(dir, "krk.pgn", RookEnding);
        QVERIFY(window.openFile(path));
        QTRY_VERIFY_WITH_TIMEOUT(!tables->maker()->isRunning(), TimeoutMs);
        goToPly(window, 5);
        QTRY_VERIFY_WITH_TIMEOUT(showsExactValue(window), TimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis()->analyser()->isRunning(), TimeoutMs);
        window.analysis()->annotateCurrentGame();
        QTRY_VERIFY_WITH_TIMEOUT(window.document()->isModified(), TimeoutMs);
        QVERIFY(window.saveFile(path));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(saved.readAll()).simplified(); // lines wrapped
        QVERIFY2(text.contains("[%eval #"), qPrintable(text));
        QVERIFY(text.contains("The endgame table (Kibitz's own tables) has it: White wins."));
        QVERIFY(text.contains("come from Kibitz's own tables."));

        // Another session: the tables come from the cache, nothing is made.
        MainWindow again(settingsWithTables(cache));
        QSignalSpy made(again.analysis()->endgameTables()->maker(), &TableMaker::progress);
        again.show();
        QVERIFY(again.openFile(path));
        goToPly(again, 5);
        QTRY_VERIFY_WITH_TIMEOUT(showsExactValue(again), TimeoutMs);
        QCOMPARE(made.size(), 0);
        QCOMPARE(QDir(cache).entryList(QDir::Files), QStringList({"KRvK.ktb", "KvK.ktb"}));
    }

    // Annotate All keeps the command line's table policy: a game's own tables are made before it
    // is analysed, so the file is annotated as `kibitz-cli annotate` annotates it, whatever the
    // window had made.
    void annotateAllMakesAGamesTablesFirst() {
        QTemporaryDir dir;
        MainWindow window(settingsWithTables(dir.filePath("tables")));
        window.show();
        QVERIFY(window.openFile(
            write(dir, "two.pgn", "[Event \"open\"]\n\n1. e4 e5 *\n\n" + RookEnding)));
        QVERIFY(!window.analysis()->endgameTables()->maker()->isRunning()); // game 1 needs none
        QSignalSpy finished(window.analysis()->batch(), &BatchAnnotator::finished);
        QStringList said;
        connect(window.statusBar(), &QStatusBar::messageChanged, &window,
                [&](const QString& message) { said << message; });
        window.findChild<QAction*>(QStringLiteral("annotateAllAction"))->trigger(); // the menu's
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
        // The wait for the tables is said, table by table.
        QTRY_VERIFY(said.contains("Annotate All: endgame table KvK made (1 of 2)"));
        QVERIFY(said.contains("Annotate All: endgame table KRvK made (2 of 2)"));
        annotate::BatchOptions options = window.analysis()->batchOptions();
        const std::string annotatedAll = pgn::writeGame(window.document()->game(1), options.writer);
        QVERIFY2(annotatedAll.find("[%eval #") != std::string::npos, annotatedAll.c_str());

        // The batch over the same game, its tables made from nothing as kibitz-cli annotate does.
        auto firstUse = std::make_shared<tablebase::FirstUseTables>(
            nullptr, std::make_shared<tablebase::Solver>(dir.filePath("cli")), nullptr);
        options.tablesFor = [&](std::span<const chess::Position> positions,
                                const std::atomic<bool>& cancel) {
            return firstUse->provide(positions, {}, &cancel).tables;
        };
        auto reader = pgn::PgnReader::fromText(RookEnding.toStdString());
        std::string commandLine;
        annotate::BatchCallbacks callbacks;
        callbacks.write = [&](std::string_view text) { commandLine += text; };
        const std::atomic<bool> never{false};
        annotate::annotateStream(*reader, options, callbacks, never);
        QCOMPARE(annotatedAll, commandLine);
    }
};

QTEST_MAIN(TestEndgameTables)
#include "tst_endgametables.moc"
