// Tests of the live lines run by a UCI engine (ui/analysis/ucilines), against the fake engine of
// the tests (fakeuci.cpp, whose answers fakeucilines.h computes): the lines shown are exactly the
// engine's, scores from White's side; MultiPV, Threads, Hash and the limit are what is sent; the
// options dialog lists the engine's options and a changed value is sent, kept, and sent on the next
// start; a click on a move of a line adds exactly that line to the game and Undo removes it; an
// engine that does not exist or is killed mid-search says so, and nothing hangs; the GUI thread
// never waits 100 ms (asserted in the timing build), with the fake engine flooding its lines, with
// kibitz-cli uci, and with Stockfish where it is installed.

#include "../analysissupport.h"
#include "../testsupport.h"
#include "fakeucilines.h"
#include "ui/analysis/enginelines.h"
#include "ui/analysis/engineoptionsdialog.h"
#include "ui/analysis/ucilines.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

#include <csignal>
#include <memory>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

constexpr int TimeoutMs = 10'000;
// After 1. e4: Black to move, so that White's standpoint is the other sign.
constexpr std::string_view AfterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

chess::Position position(std::string_view fen) {
    chess::Position pos;
    if (!pos.setFen(fen)) qFatal("bad FEN");
    return pos;
}

QString cell(const EngineLines& lines, int rank, int column) {
    return lines.lineView()->topLevelItem(rank)->text(column);
}

// The fake engine's line of `rank` in `pos`, as moves.
std::vector<chess::Move> expectedLine(const chess::Position& pos, int rank) {
    chess::Position at = pos.clone();
    std::vector<chess::Move> moves;
    for (const std::string& text : testsupport::fakeLine(pos, rank)) {
        moves.push_back(*chess::parseUci(at, text));
        at.makeMove(moves.back());
    }
    return moves;
}

class FakeEngine {
public:
    FakeEngine() { QVERIFY(dir_.isValid()); }
    QString log() const { return dir_.filePath(QStringLiteral("fake.log")); }
    QString command(bool flood = false) const {
        return QStringLiteral(KIBITZ_FAKE_UCI " --log ") + log() +
               (flood ? QStringLiteral(" --flood") : QString());
    }
    LinesEngine engine(bool flood = false) const {
        LinesEngine e;
        e.command = command(flood);
        return e;
    }
    // What the engine has read so far, a line each.
    QStringList received() const {
        QFile file(log());
        if (!file.open(QIODevice::ReadOnly)) return {};
        return QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
    }
    qint64 pid() const {
        const QStringList lines = received();
        return lines.isEmpty() ? 0 : lines.first().section(u' ', 1).toLongLong();
    }
    // The index of the first line equal to `line` at or after `from`, -1 if none.
    int indexOf(const QString& line, int from = 0) const { return received().indexOf(line, from); }

private:
    QTemporaryDir dir_;
};

bool done(const EngineLines& lines) {
    return lines.headerText().endsWith(QStringLiteral("(done)"));
}

} // namespace

class TestUciLines : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::useTestSettings("tst_ucilines"); }
    void showsTheEnginesLines();
    void sendsMultiPvThreadsHashAndLimit();
    void sendsTheSettingsSyzygyPath();
    void optionsDialog();
    void clickedLineBecomesAVariation();
    void missingEngineSaysSo();
    void killedEngineSaysSo();
    void keepsEventLoopRunning_data();
    void keepsEventLoopRunning();
};

void TestUciLines::showsTheEnginesLines() {
    FakeEngine fake;
    EngineLines lines;
    lines.setEngine(fake.engine());
    lines.setLimit({LinesLimit::Kind::Depth, 3});
    lines.setLineCount(2);
    const chess::Position pos = position(AfterE4);
    lines.setPosition(pos);
    lines.start();
    QTRY_VERIFY_WITH_TIMEOUT(done(lines), TimeoutMs);
    // cp 50 and 30 for Black, to move: -0.50 and -0.30 for White.
    QCOMPARE(cell(lines, 0, EngineLines::ScoreColumn), QStringLiteral("-0.50"));
    QCOMPARE(cell(lines, 1, EngineLines::ScoreColumn), QStringLiteral("-0.30"));
    for (int rank = 0; rank < 2; ++rank) {
        QCOMPARE(cell(lines, rank, EngineLines::DepthColumn), QStringLiteral("3"));
        QCOMPARE(cell(lines, rank, EngineLines::MovesColumn),
                 EngineLines::formatLine(pos, expectedLine(pos, rank + 1)));
    }
    // "1... a5 2. a3" and "1... a6 2. a3": the fake's first two moves in UCI order.
    QCOMPARE(cell(lines, 0, EngineLines::MovesColumn), QStringLiteral("1... a5 2. a3"));
    QCOMPARE(cell(lines, 1, EngineLines::MovesColumn), QStringLiteral("1... a6 2. a3"));
    QVERIFY(lines.lineView()->topLevelItem(2)->isHidden());
    QVERIFY2(lines.headerText().startsWith(QStringLiteral("Fake UCI 1.0 · Depth 3/5 · ")),
             qPrintable(lines.headerText()));
    QVERIFY(lines.optionsButton()->isVisible() || !lines.isVisible());
    QVERIFY(lines.optionsButton()->isEnabled());
    QVERIFY(!lines.isSearching());
}

void TestUciLines::sendsMultiPvThreadsHashAndLimit() {
    FakeEngine fake;
    EngineLines lines;
    LinesEngine engine = fake.engine();
    engine.threads = 3;
    engine.hashMegabytes = 64;
    lines.setEngine(engine);
    lines.setLimit({LinesLimit::Kind::Nodes, 5000});
    lines.setLineCount(2);
    lines.setPosition(chess::Position());
    lines.start();
    QTRY_VERIFY_WITH_TIMEOUT(done(lines), TimeoutMs);
    const int threads = fake.indexOf(QStringLiteral("setoption name Threads value 3"));
    const int hash = fake.indexOf(QStringLiteral("setoption name Hash value 64"));
    const int ready = fake.indexOf(QStringLiteral("isready"));
    QVERIFY(threads > 0 && hash > threads && ready > hash);
    // No endgame tables in the settings: SyzygyPath is left alone.
    QCOMPARE(fake.received().filter(QStringLiteral("SyzygyPath")), QStringList());
    const int multiPv = fake.indexOf(QStringLiteral("setoption name MultiPV value 2"), ready);
    const int go = fake.indexOf(QStringLiteral("go nodes 5000"), multiPv);
    QVERIFY(multiPv > ready);
    QCOMPARE(fake.received().at(go - 1), QStringLiteral("position startpos"));

    // Four lines: MultiPV 4 is sent before the next search, and four lines come.
    lines.lineCountBox()->setValue(4);
    QTRY_VERIFY_WITH_TIMEOUT(done(lines), TimeoutMs);
    const int four = fake.indexOf(QStringLiteral("setoption name MultiPV value 4"), go);
    QVERIFY(four > go);
    QVERIFY(fake.indexOf(QStringLiteral("go nodes 5000"), four) > four);
    const chess::Position start;
    for (int rank = 0; rank < 4; ++rank)
        QCOMPARE(cell(lines, rank, EngineLines::MovesColumn),
                 EngineLines::formatLine(start, expectedLine(start, rank + 1)));
    // Each limit as UCI says it.
    lines.setLimit({LinesLimit::Kind::Depth, 7});
    QTRY_VERIFY_WITH_TIMEOUT(fake.indexOf(QStringLiteral("go depth 7")) > four, TimeoutMs);
    lines.setLimit({LinesLimit::Kind::Seconds, 2});
    QTRY_VERIFY_WITH_TIMEOUT(fake.indexOf(QStringLiteral("go movetime 2000")) > four, TimeoutMs);
    lines.setLimit({});
    QTRY_VERIFY_WITH_TIMEOUT(fake.indexOf(QStringLiteral("go infinite")) > four, TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(cell(lines, 3, EngineLines::DepthColumn), QStringLiteral("3"),
                              TimeoutMs);
    QVERIFY(lines.isSearching());
    // A new position while the engine searches: stop, then the new one.
    lines.setPosition(position(AfterE4));
    QTRY_VERIFY_WITH_TIMEOUT(cell(lines, 0, EngineLines::MovesColumn).startsWith(u"1... a5"),
                             TimeoutMs);
    const QStringList sent = fake.received();
    const int stop = sent.lastIndexOf(QStringLiteral("stop"));
    QVERIFY(stop > 0);
    QCOMPARE(sent.at(stop + 1), QStringLiteral("position fen ") + QLatin1String(AfterE4.data()));
    QCOMPARE(sent.at(stop + 2), QStringLiteral("go infinite"));
}

// Settings → Endgame tables reaches the lines engine as its SyzygyPath, before isready.
void TestUciLines::sendsTheSettingsSyzygyPath() {
    FakeEngine fake;
    EngineLines lines;
    LinesEngine engine = fake.engine();
    engine.syzygyPath = QStringLiteral("/data/syzygy/3-4-5:/data/syzygy/6");
    lines.setEngine(engine);
    lines.setLimit({LinesLimit::Kind::Depth, 3});
    lines.setPosition(chess::Position());
    lines.start();
    QTRY_VERIFY_WITH_TIMEOUT(done(lines), TimeoutMs);
    const int syzygy = fake.indexOf(
        QStringLiteral("setoption name SyzygyPath value /data/syzygy/3-4-5:/data/syzygy/6"));
    const int ready = fake.indexOf(QStringLiteral("isready"));
    QVERIFY(syzygy > 0 && ready > syzygy);
}

void TestUciLines::optionsDialog() {
    FakeEngine fake;
    const QString command = fake.command();
    storeEngineOptions(command, {});
    {
        EngineLines lines;
        lines.setEngine(fake.engine());
        QVERIFY(lines.openEngineOptions() == nullptr); // the engine has not told its options
        lines.setLimit({LinesLimit::Kind::Depth, 3});
        lines.start();
        QTRY_VERIFY_WITH_TIMEOUT(done(lines), TimeoutMs);
        EngineOptionsDialog* dialog = lines.openEngineOptions();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Options of Fake UCI 1.0"));
        // The options the panel and Settings own are not listed.
        for (const char* owned : {"MultiPV", "Threads", "Hash", "SyzygyPath"})
            QVERIFY(dialog->editor(QLatin1String(owned)) == nullptr);
        auto* contempt = qobject_cast<QSpinBox*>(dialog->editor(QStringLiteral("Contempt")));
        QVERIFY(contempt);
        QCOMPARE(contempt->minimum(), -100);
        QCOMPARE(contempt->maximum(), 100);
        QCOMPARE(contempt->value(), 0);
        auto* ponder = qobject_cast<QCheckBox*>(dialog->editor(QStringLiteral("Ponder")));
        QVERIFY(ponder);
        QVERIFY(!ponder->isChecked());
        auto* style = qobject_cast<QComboBox*>(dialog->editor(QStringLiteral("Style")));
        QVERIFY(style);
        QCOMPARE(style->count(), 3);
        QCOMPARE(style->itemText(0), QStringLiteral("Solid"));
        QCOMPARE(style->currentText(), QStringLiteral("Normal"));
        auto* logFile = qobject_cast<QLineEdit*>(dialog->editor(QStringLiteral("Log File")));
        QVERIFY(logFile);
        QCOMPARE(logFile->text(), QString());
        auto* clearHash = qobject_cast<QPushButton*>(dialog->editor(QStringLiteral("Clear Hash")));
        QVERIFY(clearHash);
        QCOMPARE(dialog->values().size(), std::size_t(4));

        if (const QString path = qEnvironmentVariable("KIBITZ_SCREENSHOT"); !path.isEmpty())
            QVERIFY(dialog->grab().save(path));

        // A button is sent at once (before the search that follows).
        const int before = int(fake.received().size());
        clearHash->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            fake.indexOf(QStringLiteral("setoption name Clear Hash"), before) >= before, TimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(done(lines), TimeoutMs);

        contempt->setValue(25);
        style->setCurrentText(QStringLiteral("Risky"));
        const int accepted = int(fake.received().size());
        dialog->accept();
        // What changed is sent before the next search, and nothing else.
        QTRY_VERIFY_WITH_TIMEOUT(fake.indexOf(QStringLiteral("go depth 3"), accepted) > accepted,
                                 TimeoutMs);
        const QStringList sent = fake.received().mid(accepted);
        QCOMPARE(sent.filter(QStringLiteral("setoption")),
                 (QStringList{QStringLiteral("setoption name Contempt value 25"),
                              QStringLiteral("setoption name Style value Risky")}));
        QCOMPARE(storedEngineOptions(command),
                 (EngineOptionValues{{QStringLiteral("Contempt"), QStringLiteral("25")},
                                     {QStringLiteral("Style"), QStringLiteral("Risky")}}));
    }
    // The next start sends the kept values before isready.
    EngineLines again;
    again.setEngine(fake.engine());
    again.setLimit({LinesLimit::Kind::Depth, 3});
    again.start();
    QTRY_VERIFY_WITH_TIMEOUT(done(again), TimeoutMs);
    const int contempt = fake.indexOf(QStringLiteral("setoption name Contempt value 25"));
    const int style = fake.indexOf(QStringLiteral("setoption name Style value Risky"));
    const int ready = fake.indexOf(QStringLiteral("isready"));
    QVERIFY(contempt > 0 && style > contempt && ready > style);
    storeEngineOptions(command, {});
}

// As tst_enginelinesgame, with the fake engine: after 2. Nf3 its second line is 2... a6 3. a3;
// a click on "a3" adds both moves as a variation, one undo step.
void TestUciLines::clickedLineBecomesAVariation() {
    FakeEngine fake;
    MainWindow window(testsupport::smallAnalysisSettings());
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameDocument* document = window.document();
    QVERIFY(document
                ->loadText(QStringLiteral("[White \"A\"]\n[Black \"B\"]\n\n"
                                          "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n"))
                .loaded);
    AnalysisFeature* analysis = window.analysis();
    QTRY_VERIFY_WITH_TIMEOUT(analysis->analyser()->result() != nullptr, 30000);
    const QString before = document->currentGamePgn();
    const pgn::GameTree& tree = document->currentGame().tree();
    const pgn::NodeId nf3 = tree.mainLine().at(3);
    QVERIFY(document->goTo(nf3));
    EngineLines* lines = analysis->engineLines();
    lines->setEngine(fake.engine());
    lines->setLimit({LinesLimit::Kind::Depth, 3});
    lines->start();
    QTRY_VERIFY_WITH_TIMEOUT(done(*lines), 20000);
    QCOMPARE(cell(*lines, 1, EngineLines::MovesColumn), QStringLiteral("2... a6 3. a3"));

    QTreeWidget* view = lines->lineView();
    const QRect row = view->visualItemRect(view->topLevelItem(1));
    const int left = view->header()->sectionViewportPosition(EngineLines::MovesColumn) +
                     view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    const QFontMetrics metrics(view->topLevelItem(1)->font(EngineLines::MovesColumn));
    QTest::mouseClick(
        view->viewport(), Qt::LeftButton, {},
        QPoint(left + metrics.horizontalAdvance(QStringLiteral("2... a6 3. a")), row.center().y()));

    const chess::Position at = tree.positionAt(nf3);
    const std::vector<chess::Move> line = expectedLine(at, 2);
    QCOMPARE(tree.childCount(nf3), 2);
    const pgn::NodeId first = tree.children(nf3).back();
    QCOMPARE(tree.move(first), line[0]);
    const pgn::NodeId second = tree.firstChild(first);
    QCOMPARE(tree.move(second), line[1]);
    QCOMPARE(tree.childCount(second), 0);
    QCOMPARE(document->currentNode(), second);
    QVERIFY(document->currentGamePgn().contains(QStringLiteral("(2... a6 3. a3)")));

    document->undoStack()->undo();
    QCOMPARE(document->currentGamePgn(), before);
    QCOMPARE(document->currentNode(), nf3);
    QCOMPARE(document->currentGame().tree().childCount(nf3), 1);
}

void TestUciLines::missingEngineSaysSo() {
    EngineLines lines;
    testsupport::EventLoopWatchdog watchdog;
    LinesEngine engine;
    engine.command = QStringLiteral("/nonexistent/kibitz-engine --uci");
    lines.setEngine(engine);
    lines.start();
    QTRY_VERIFY_WITH_TIMEOUT(lines.headerText().contains(QStringLiteral("could not be started")),
                             TimeoutMs);
    QVERIFY2(lines.headerText().startsWith(
                 QStringLiteral("The engine “/nonexistent/kibitz-engine --uci” could not")),
             qPrintable(lines.headerText()));
    QVERIFY(!lines.isSearching());
    QVERIFY(!lines.optionsButton()->isEnabled());
    QVERIFY(lines.openEngineOptions() == nullptr);
    // Nothing is shown, and a new position or a restart changes nothing and hangs nowhere.
    lines.setPosition(position(AfterE4));
    lines.stop();
    lines.start();
    QTest::qWait(200);
    QVERIFY(lines.headerText().contains(QStringLiteral("could not be started")));
    QCOMPARE(cell(lines, 0, EngineLines::MovesColumn), QString());
    KIBITZ_VERIFY_TIMING(watchdog.largestGap() < 100, watchdog.largestGap());
    // Another engine is a fresh start.
    FakeEngine fake;
    lines.setEngine(fake.engine());
    lines.setLimit({LinesLimit::Kind::Depth, 3});
    QTRY_VERIFY_WITH_TIMEOUT(done(lines), TimeoutMs);
    QCOMPARE(cell(lines, 0, EngineLines::MovesColumn), QStringLiteral("1... a5 2. a3"));
}

void TestUciLines::killedEngineSaysSo() {
    FakeEngine fake;
    EngineLines lines;
    lines.setEngine(fake.engine());
    lines.start(); // infinite
    QTRY_COMPARE_WITH_TIMEOUT(cell(lines, 0, EngineLines::DepthColumn), QStringLiteral("3"),
                              TimeoutMs);
    QVERIFY(lines.isSearching());
    const qint64 pid = fake.pid();
    QVERIFY(pid > 0);
    testsupport::EventLoopWatchdog watchdog;
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(lines.headerText().contains(QStringLiteral("crashed or was killed")),
                             TimeoutMs);
    QVERIFY(lines.headerText().contains(fake.command()));
    QCOMPARE(cell(lines, 0, EngineLines::MovesColumn), QString());
    QVERIFY(!lines.isSearching());
    lines.setPosition(position(AfterE4));
    QTest::qWait(100);
    QCOMPARE(cell(lines, 0, EngineLines::MovesColumn), QString());
    KIBITZ_VERIFY_TIMING(watchdog.largestGap() < 100, watchdog.largestGap());
}

void TestUciLines::keepsEventLoopRunning_data() {
    QTest::addColumn<QString>("command");
    static FakeEngine fake; // lives to the end of the run: its folder holds the log
    QTest::addRow("fake engine flooding") << fake.command(true);
    QTest::addRow("kibitz-cli uci") << QStringLiteral(KIBITZ_CLI " uci");
    // Stockfish, where the machine has it (the tests' KIBITZ_STOCKFISH= hides it from the
    // settings' default, not from this check).
    if (QFileInfo(QStringLiteral("/usr/games/stockfish")).isExecutable())
        QTest::addRow("stockfish") << QStringLiteral("/usr/games/stockfish");
}

// Five lines, a new position every 150 ms and a restart of the engine on the way: the largest
// stall of the event loop, and how long the destructor takes with the engine searching.
void TestUciLines::keepsEventLoopRunning() {
    QFETCH(QString, command);
    auto lines = std::make_unique<EngineLines>();
    lines->show();
    LinesEngine engine;
    engine.command = command;
    lines->setLineCount(5);
    testsupport::EventLoopWatchdog watchdog;
    lines->setEngine(engine);
    lines->start();
    QTRY_VERIFY_WITH_TIMEOUT(!cell(*lines, 0, EngineLines::MovesColumn).isEmpty(), TimeoutMs);
    const chess::Position positions[] = {chess::Position(), position(AfterE4)};
    for (int i = 0; i < 10; ++i) {
        lines->setPosition(positions[i % 2]);
        QTest::qWait(150);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!cell(*lines, 4, EngineLines::MovesColumn).isEmpty(), TimeoutMs);
    QVERIFY(cell(*lines, 0, EngineLines::MovesColumn).startsWith(QStringLiteral("1...")));
    QVERIFY(lines->isSearching());
    KIBITZ_VERIFY_TIMING(watchdog.largestGap() < 100, watchdog.largestGap());
    QElapsedTimer clock;
    clock.start();
    lines.reset();
    KIBITZ_VERIFY_TIMING(clock.elapsed() < 100, clock.elapsed());
    QTest::qWait(100); // nothing queued for the dead widget may run
}

QTEST_MAIN(TestUciLines)
#include "tst_ucilines.moc"
