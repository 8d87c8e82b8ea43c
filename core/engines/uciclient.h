#pragma once

// Kibitz's one client of UCI engines: it starts the engine, talks UCI to it, checks that it is
// alive, and ends it. It talks to any QIODevice (a scripted device in tests) or to the QProcess
// it starts for an engine (through startEngineProcess, the one place that creates one).
//
// Two ways to drive it over the same line reader:
// - with an event loop (the match runner): commands are sent, the lines that come back become
//   signals, and the caller's timers watch the engine;
// - blocking, on a thread without an event loop (the value engine, one engine per worker thread;
//   the probe of a match): handshake(), ping() and search() wait for their answer, each with a
//   timeout and a stop flag, and the lines still become signals on the way.
// Either way an engine ends through shutDown() or shutDownLater(): `quit`, a grace period, then
// kill.

#include "engineprocess.h"
#include "uciprotocol.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

class QIODevice;
class QProcess;

namespace kibitz::engines {

class UciClient : public QObject {
    Q_OBJECT

public:
    using milliseconds = std::chrono::milliseconds;

    // The device is not owned and must outlive the client (or be destroyed with it).
    explicit UciClient(QIODevice* device, QObject* parent = nullptr);
    // Starts the engine of `config` (asynchronously: see waitForStarted()); the client owns the
    // process. Its standard error goes to ours when `forwardStderr`, else nowhere.
    explicit UciClient(const EngineConfig& config, bool forwardStderr = false,
                       QObject* parent = nullptr);
    // Kills an engine that is still running: the owner had no time for shutDown().
    ~UciClient() override;
    UciClient(const UciClient&) = delete;
    UciClient& operator=(const UciClient&) = delete;

    // A longer line is dropped, piece by piece as it comes: an engine that never ends a line
    // must not fill the memory. Far above any line UCI needs (a long pv is a few kB).
    static constexpr qint64 MaxLineLength = 1 << 20;

    // The engine's process, or nullptr when the client talks to a plain device.
    QProcess* process() const { return process_; }
    bool running() const;

    void send(const std::string& line);
    // `uci`: what the engine declares from here up to `uciok` replaces what it declared before.
    void uci();
    void isReady() { send("isready"); }
    void newGame() { send("ucinewgame"); }
    void setOption(const QString& name, const QString& value);
    void setOptions(const std::vector<std::pair<QString, QString>>& options);
    // `position fen <fen> moves ...` (or `position startpos ...` for the standard start).
    void position(const std::string& fen, const std::vector<std::string>& uciMoves = {});
    void go(const std::string& arguments) { send("go " + arguments); }
    void stop() { send("stop"); }
    void quit() { send("quit"); }

    // What `uci` told: the engine's `id name` and the options it declared (lines that do not
    // parse as options are left out).
    const QString& engineName() const { return engineName_; }
    const std::vector<UciOption>& options() const { return options_; }
    std::vector<QString> optionNames() const;
    const UciOption* option(const QString& name) const; // case-insensitive, as UCI names are
    bool hasOption(const QString& name) const { return option(name) != nullptr; }

    // Lines read from the engine so far, and lines dropped for being longer than MaxLineLength:
    // a caller compares them before and after a command to tell silence from a flood.
    std::uint64_t linesReceived() const { return linesReceived_; }
    std::uint64_t linesDropped() const { return linesDropped_; }

    // --- Blocking use ---

    // How a blocking wait ended.
    enum class Wait {
        Answered,
        TimedOut, // the engine is alive but did not answer in time
        Exited,   // the engine's process ended (or the device closed) first
        Stopped,  // the stop flag was set
    };

    // False when the engine could not be started within `timeout` (process()->errorString()
    // says why). True at once on a plain device.
    bool waitForStarted(milliseconds timeout);
    // `uci`, then the `id` and `option` lines up to `uciok`.
    Wait handshake(milliseconds timeout, const std::atomic<bool>* stop = nullptr);
    // `isready` up to `readyok`: the engine is alive and done with what it was told before.
    Wait ping(milliseconds timeout, const std::atomic<bool>* stop = nullptr);

    enum class SearchEnd {
        BestMove,     // the engine's answer, in `best`
        Stopped,      // a stop was requested and the engine answered `stop`
        Unresponsive, // a stop was requested and the engine ignored `stop`: it was killed
        TimedOut,     // the engine took longer than the time it had
        Exited,       // the engine's process ended while it searched
    };
    // Sends `go <arguments>` and reads up to `bestmove`, handing every `info` of the search to
    // `onInfo`. `timeLeft` is asked after every line, so that the time an engine has may grow as
    // it reports its speed. Once `stopRequested()` the engine is sent `stop` and has StopGrace
    // to answer.
    SearchEnd search(const std::string& arguments, const std::function<bool()>& stopRequested,
                     const std::function<milliseconds()>& timeLeft,
                     const std::function<void(const UciInfo&)>& onInfo, UciBestMove& best);
    static constexpr milliseconds StopGrace{1000};

    // --- Ending the engine ---

    // `quit` and the end of its input; when the engine has not ended after `grace`, kill.
    // Returns when the process has ended.
    void shutDown(milliseconds grace);
    // The same without blocking, for a caller with an event loop: the process's finished()
    // tells when it has ended.
    void shutDownLater(milliseconds grace);
    // Ends the engine at once (waiting a moment for the process to be gone).
    void kill();

    // How an engine's process ended, as ended() tells it.
    struct End {
        enum class Kind { NotStarted, Crashed, Exited };
        Kind kind = Kind::Exited;
        int exitCode = 0; // Exited
        QString reason;   // NotStarted: the system's words
    };

signals:
    void uciOk();
    void readyOk();
    void infoReceived(const kibitz::engines::UciInfo& info);
    void bestMoveReceived(const kibitz::engines::UciBestMove& best);
    void lineSent(const QString& line);
    void lineReceived(const QString& line);
    // The engine's process could not be started, crashed or was killed, or exited: once, from the
    // event loop (also when it failed before the caller could connect). Not for a plain device.
    void ended(const kibitz::engines::UciClient::End& end);

private:
    void watchProcess();
    void readLines();
    void handle(const std::string& line);
    // Reads lines until `done()`, the timeout, the stop flag, or the end of the engine.
    Wait waitUntil(const std::function<bool()>& done, milliseconds timeout,
                   const std::atomic<bool>* stop);
    // Waits up to `timeout` for more output (a plain device may return at once).
    void waitForOutput(milliseconds timeout);
    void askToQuit();

    QIODevice* device_;
    QProcess* process_ = nullptr; // owned (as a child) when the client started it
    bool endTold_ = false;        // ended() was emitted
    QString engineName_;
    std::vector<UciOption> options_;
    bool uciOk_ = false;
    int readyOks_ = 0;
    std::uint64_t linesReceived_ = 0;
    std::uint64_t linesDropped_ = 0;
    bool dropping_ = false; // inside an overlong line, up to its end
    QByteArray lineBuffer_;
};

} // namespace kibitz::engines

Q_DECLARE_METATYPE(kibitz::engines::UciClient::End)
