// The UCI client on a scripted device: the lines it sends, and the signals the engine's lines
// become, also when they arrive in pieces. Then on processes: Debian's Stockfish from handshake to
// quit, and the scripted fakeengine for liveness (an engine that stops answering is reported
// within the timeout and killed) and for every way a blocking wait ends.

#include "chess/notation.h"
#include "chess/position.h"
#include "engines/uciclient.h"

#include <QFile>
#include <QIODevice>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <cstring>

using namespace kibitz;
using namespace kibitz::engines;
using namespace std::chrono_literals;

namespace {

// A device that records what is written and reads what the test feeds it.
class ScriptedDevice : public QIODevice {
public:
    ScriptedDevice() { open(QIODevice::ReadWrite); }

    void feed(const QByteArray& bytes) {
        input_ += bytes;
        emit readyRead();
    }
    QStringList sentLines() const {
        return QString::fromUtf8(output_).split('\n', Qt::SkipEmptyParts);
    }
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override { return input_.size() + QIODevice::bytesAvailable(); }
    bool canReadLine() const override { return input_.contains('\n') || QIODevice::canReadLine(); }

protected:
    qint64 readData(char* data, qint64 maxSize) override {
        const qint64 n = std::min<qint64>(maxSize, input_.size());
        std::memcpy(data, input_.constData(), std::size_t(n));
        input_.remove(0, n);
        return n;
    }
    qint64 writeData(const char* data, qint64 size) override {
        output_.append(data, size);
        return size;
    }

private:
    QByteArray input_;
    QByteArray output_;
};

EngineConfig fake(const QString& mode, int argument = 0) {
    EngineConfig config;
    config.program = QStringLiteral(KIBITZ_FAKE_ENGINE);
    config.arguments = {mode, QString::number(argument)};
    return config;
}

const auto NoStop = [] { return false; };
const auto Ample = [] { return std::chrono::milliseconds(30s); };
const auto IgnoreInfo = [](const UciInfo&) {};

} // namespace

class TestUciClient : public QObject {
    Q_OBJECT

private slots:
    // How an engine ends is told once, as a value: a program that is not there (before anyone
    // could connect), one that exits with its code, and one that is killed.
    void theEndOfAnEngineIsTold() {
        using Kind = UciClient::End::Kind;
        EngineConfig missing;
        missing.program = QStringLiteral("/nonexistent/engine");
        UciClient absent(missing);
        QSignalSpy absentEnd(&absent, &UciClient::ended);
        QTRY_COMPARE(absentEnd.size(), 1);
        const auto notStarted = absentEnd.at(0).at(0).value<UciClient::End>();
        QCOMPARE(notStarted.kind, Kind::NotStarted);
        QVERIFY(!notStarted.reason.isEmpty());

        UciClient exits(fake(QStringLiteral("exit")));
        QSignalSpy exitEnd(&exits, &UciClient::ended);
        QTRY_COMPARE(exitEnd.size(), 1);
        const auto exited = exitEnd.at(0).at(0).value<UciClient::End>();
        QCOMPARE(exited.kind, Kind::Exited);
        QCOMPARE(exited.exitCode, 3);

        UciClient killed(fake(QStringLiteral("deaf")));
        QVERIFY(killed.waitForStarted(10s));
        QSignalSpy killedEnd(&killed, &UciClient::ended);
        killed.kill();
        QTRY_COMPARE(killedEnd.size(), 1);
        QCOMPARE(killedEnd.at(0).at(0).value<UciClient::End>().kind, Kind::Crashed);
        QTest::qWait(50);
        QCOMPARE(killedEnd.size(), 1); // once
    }

    void sendsCommands() {
        ScriptedDevice device;
        UciClient client(&device);
        client.uci();
        client.setOption(QStringLiteral("UCI_Elo"), QStringLiteral("2000"));
        client.newGame();
        client.position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {});
        client.position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        {"e2e4", "e7e5"});
        client.position("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", {"e1d2"});
        client.go("wtime 1000 btime 900 winc 10 binc 10");
        client.stop();
        client.quit();
        QCOMPARE(device.sentLines(),
                 (QStringList{"uci", "setoption name UCI_Elo value 2000", "ucinewgame",
                              "position startpos", "position startpos moves e2e4 e7e5",
                              "position fen 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1 moves e1d2",
                              "go wtime 1000 btime 900 winc 10 binc 10", "stop", "quit"}));
    }

    void readsHandshake() {
        ScriptedDevice device;
        UciClient client(&device);
        QSignalSpy uciOk(&client, &UciClient::uciOk);
        QSignalSpy readyOk(&client, &UciClient::readyOk);
        device.feed("id name Stockfish 15.1\nid author the Stockfish developers\n"
                    "option name Clear Hash type button\r\n"
                    "option name UCI_Elo type spin default 1350 min 1350 max 2850\n"
                    "option name Use NNUE type check default true\nuciok\n");
        QCOMPARE(uciOk.count(), 1);
        QCOMPARE(readyOk.count(), 0);
        QCOMPARE(client.engineName(), QStringLiteral("Stockfish 15.1"));
        QCOMPARE(client.optionNames().size(), std::size_t(3));
        QVERIFY(client.hasOption(QStringLiteral("Clear Hash")));
        QVERIFY(client.hasOption(QStringLiteral("uci_elo")));
        QVERIFY(client.hasOption(QStringLiteral("Use NNUE")));
        QVERIFY(!client.hasOption(QStringLiteral("Use")));
        device.feed("readyok\n");
        QCOMPARE(readyOk.count(), 1);
    }

    void readsSearchOutputInPieces() {
        ScriptedDevice device;
        UciClient client(&device);
        std::vector<UciInfo> infos;
        std::vector<UciBestMove> moves;
        connect(&client, &UciClient::infoReceived, this,
                [&](const UciInfo& info) { infos.push_back(info); });
        connect(&client, &UciClient::bestMoveReceived, this,
                [&](const UciBestMove& best) { moves.push_back(best); });
        device.feed("info depth 1 score cp 20 pv e2e4\ninfo depth 2 sco");
        QCOMPARE(infos.size(), std::size_t(1));
        device.feed("re mate 3 pv d1h5\ninfo score cp x\nbestmo");
        QCOMPARE(infos.size(), std::size_t(2)); // the garbled line is dropped
        QCOMPARE(infos[1].score->kind, UciScore::Kind::Mate);
        QCOMPARE(infos[1].score->value, 3);
        QVERIFY(moves.empty());
        device.feed("ve d1h5 ponder g7g6\n");
        QCOMPARE(moves.size(), std::size_t(1));
        QCOMPARE(moves[0].move, std::string("d1h5"));
        QCOMPARE(moves[0].ponder, std::string("g7g6"));
    }

    // Debian's Stockfish (tools/setup.sh installs it) from handshake to quit. Its options are
    // those of the capture in tests/data/uci/options, read by the same client.
    void realStockfish() {
        EngineConfig config;
        config.program = QStringLiteral("/usr/games/stockfish");
        UciClient client(config);
        QVERIFY2(client.waitForStarted(10s), qPrintable(client.process()->errorString()));
        QCOMPARE(client.handshake(10s), UciClient::Wait::Answered);
        QCOMPARE(client.engineName(), QStringLiteral("Stockfish 15.1"));

        QFile capture(QStringLiteral(KIBITZ_TEST_DATA "/uci/options/stockfish-15.1.txt"));
        QVERIFY(capture.open(QIODevice::ReadOnly));
        ScriptedDevice device;
        UciClient captured(&device);
        device.feed(capture.readAll());
        QCOMPARE(captured.options().size(), std::size_t(21));
        QVERIFY(client.options() == captured.options());
        const UciOption* hash = client.option(QStringLiteral("hash"));
        QVERIFY(hash);
        QCOMPARE(hash->type, UciOption::Type::Spin);
        QCOMPARE(*hash->defaultValue, std::string("16"));
        QCOMPARE(*hash->min, 1);
        QCOMPARE(*hash->max, 33554432);

        client.setOptions({{QStringLiteral("Threads"), QStringLiteral("1")},
                           {QStringLiteral("Hash"), QStringLiteral("16")}});
        QCOMPARE(client.ping(10s), UciClient::Wait::Answered);
        client.newGame();
        client.position(std::string(chess::Position::StartFen), {"e2e4"});
        std::vector<UciInfo> infos;
        UciBestMove best;
        QCOMPARE(client.search(
                     "depth 6", NoStop, Ample, [&](const UciInfo& info) { infos.push_back(info); },
                     best),
                 UciClient::SearchEnd::BestMove);
        const auto deepest = std::find_if(infos.begin(), infos.end(), [](const UciInfo& info) {
            return info.depth == 6 && info.score && !info.pv.empty();
        });
        QVERIFY(deepest != infos.end());
        chess::Position afterE4;
        afterE4.makeMove(*chess::parseUci(afterE4, "e2e4"));
        const auto move = chess::parseUci(afterE4, best.move);
        QVERIFY2(move && move->isOk(), best.move.c_str());

        client.shutDown(5s);
        QVERIFY(!client.running());
        QCOMPARE(client.process()->exitStatus(), QProcess::NormalExit); // it quit, unkilled
    }

    // Liveness: an engine that answers uci but never isready is reported when the ping's
    // timeout has passed; it ignores quit too, and shutDown() kills it after the grace period.
    void anEngineThatStopsAnsweringIsReportedAndKilled() {
        UciClient client(fake(QStringLiteral("deaf")));
        QStringList sent;
        connect(&client, &UciClient::lineSent, this, [&](const QString& line) { sent << line; });
        QVERIFY(client.waitForStarted(10s));
        QCOMPARE(client.handshake(10s), UciClient::Wait::Answered);
        QCOMPARE(client.ping(300ms), UciClient::Wait::TimedOut);
        QVERIFY(client.running()); // alive, only deaf
        client.shutDown(200ms);
        QVERIFY(!client.running());
        QCOMPARE(client.process()->exitStatus(), QProcess::CrashExit); // killed
        QCOMPARE(sent, (QStringList{"uci", "isready", "quit"}));
    }

    // The same end with an event loop (the match runner's way).
    void shutDownLaterKillsAnEngineThatIgnoresQuit() {
        UciClient client(fake(QStringLiteral("deaf")));
        QVERIFY(client.waitForStarted(10s));
        QSignalSpy finished(client.process(), &QProcess::finished);
        client.shutDownLater(200ms);
        QVERIFY(client.running()); // not blocked: the grace period runs on the event loop
        QVERIFY(finished.wait(10000));
        QCOMPARE(client.process()->exitStatus(), QProcess::CrashExit);
    }

    void anEngineThatHonoursQuitIsNotKilled() {
        UciClient client(fake(QStringLiteral("play")));
        QVERIFY(client.waitForStarted(10s));
        QCOMPARE(client.handshake(10s), UciClient::Wait::Answered);
        client.shutDown(10s);
        QVERIFY(!client.running());
        QCOMPARE(client.process()->exitStatus(), QProcess::NormalExit);
        QCOMPARE(client.process()->exitCode(), 0);
    }

    void blockingWaitsEndWhenTheEngineDoesOrTheCallerStops() {
        UciClient exits(fake(QStringLiteral("exit")));
        QVERIFY(exits.waitForStarted(10s));
        QCOMPARE(exits.handshake(10s), UciClient::Wait::Exited);

        UciClient mute(fake(QStringLiteral("mute")));
        QVERIFY(mute.waitForStarted(10s));
        QCOMPARE(mute.handshake(200ms), UciClient::Wait::TimedOut);
        const std::atomic<bool> stop{true};
        QCOMPARE(mute.handshake(10s, &stop), UciClient::Wait::Stopped);

        EngineConfig missing;
        missing.program = QStringLiteral("/nonexistent/engine");
        UciClient absent(missing);
        QVERIFY(!absent.waitForStarted(10s));
        QVERIFY(!absent.running());
    }

    void searchEnds() {
        UciBestMove best;
        UciClient plays(fake(QStringLiteral("play"), 12));
        QVERIFY(plays.waitForStarted(10s));
        QCOMPARE(plays.handshake(10s), UciClient::Wait::Answered);
        plays.position(std::string(chess::Position::StartFen));
        int scores = 0;
        const auto countScores = [&](const UciInfo& info) {
            if (info.score && info.score->value == 12) ++scores;
        };
        QCOMPARE(plays.search("nodes 1", NoStop, Ample, countScores, best),
                 UciClient::SearchEnd::BestMove);
        QCOMPARE(best.move, std::string("a2a3")); // the first legal move in UCI text order
        QCOMPARE(scores, 1);

        // A hung engine: given up when its time is over, or killed when it ignores stop.
        UciClient hangs(fake(QStringLiteral("hang")));
        QVERIFY(hangs.waitForStarted(10s));
        hangs.position(std::string(chess::Position::StartFen));
        const auto none = [] { return std::chrono::milliseconds(0); };
        QCOMPARE(hangs.search("nodes 1", NoStop, none, IgnoreInfo, best),
                 UciClient::SearchEnd::TimedOut);
        QVERIFY(hangs.running());
        const auto stopNow = [] { return true; };
        QCOMPARE(hangs.search("nodes 1", stopNow, Ample, IgnoreInfo, best),
                 UciClient::SearchEnd::Unresponsive);
        QVERIFY(!hangs.running());

        // A stopped search that the engine answers, and one the engine dies in.
        UciClient stops(fake(QStringLiteral("play")));
        QVERIFY(stops.waitForStarted(10s));
        stops.position(std::string(chess::Position::StartFen));
        QCOMPARE(stops.search("nodes 1", stopNow, Ample, IgnoreInfo, best),
                 UciClient::SearchEnd::Stopped);
        UciClient crashes(fake(QStringLiteral("crash")));
        QVERIFY(crashes.waitForStarted(10s));
        crashes.position(std::string(chess::Position::StartFen));
        QCOMPARE(crashes.search("nodes 1", NoStop, Ample, IgnoreInfo, best),
                 UciClient::SearchEnd::Exited);
    }
};

QTEST_GUILESS_MAIN(TestUciClient)
#include "tst_uciclient.moc"
