// The UCI client on a scripted device: the lines it sends, and the signals the engine's lines
// become, also when they arrive in pieces.

#include "engines/uciclient.h"

#include <QIODevice>
#include <QSignalSpy>
#include <QTest>

#include <cstring>

using namespace kibitz::engines;

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

} // namespace

class TestUciClient : public QObject {
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestUciClient)
#include "tst_uciclient.moc"
