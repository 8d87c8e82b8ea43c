#include "uciclient.h"

#include "chess/position.h"

#include <QIODevice>
#include <QProcess>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace kibitz::engines {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// How often a blocking wait looks at the stop flag.
constexpr milliseconds Poll{100};
// For a killed process to be gone.
constexpr milliseconds KillWait{1000};

milliseconds until(Clock::time_point deadline) {
    return std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
}

} // namespace

UciClient::UciClient(QIODevice* device, QObject* parent)
    : QObject(parent)
    , device_(device) {
    connect(device_, &QIODevice::readyRead, this, &UciClient::readLines);
}

UciClient::UciClient(const EngineConfig& config, bool forwardStderr, QObject* parent)
    : UciClient(startEngineProcess(config, nullptr, forwardStderr), parent) {
    process_ = static_cast<QProcess*>(device_);
    process_->setParent(this);
    watchProcess();
}

void UciClient::watchProcess() {
    const auto tell = [this](End end) {
        if (std::exchange(endTold_, true)) return;
        emit ended(end);
    };
    connect(process_, &QProcess::errorOccurred, this, [this, tell](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            tell({End::Kind::NotStarted, 0, process_->errorString()});
    });
    connect(process_, &QProcess::finished, this, [tell](int code, QProcess::ExitStatus status) {
        tell({status == QProcess::CrashExit ? End::Kind::Crashed : End::Kind::Exited, code, {}});
    });
    // start() can fail at once, before anyone could connect to this client.
    if (process_->state() == QProcess::NotRunning && process_->error() == QProcess::FailedToStart)
        QTimer::singleShot(0, this, [this, tell] {
            tell({End::Kind::NotStarted, 0, process_->errorString()});
        });
}

UciClient::~UciClient() {
    if (running()) kill();
}

bool UciClient::running() const {
    return process_ ? process_->state() != QProcess::NotRunning : device_->isOpen();
}

void UciClient::send(const std::string& line) {
    device_->write(line.data(), qint64(line.size()));
    device_->write("\n", 1);
    emit lineSent(QString::fromStdString(line));
}

void UciClient::uci() {
    uciOk_ = false;
    engineName_.clear();
    options_.clear();
    send("uci");
}

void UciClient::setOption(const QString& name, const QString& value) {
    send(("setoption name " + name + " value " + value).toStdString());
}

void UciClient::setOptions(const std::vector<std::pair<QString, QString>>& options) {
    for (const auto& [name, value] : options) setOption(name, value);
}

void UciClient::position(const std::string& fen, const std::vector<std::string>& uciMoves) {
    std::string line =
        fen == chess::Position::StartFen ? "position startpos" : "position fen " + fen;
    if (!uciMoves.empty()) {
        line += " moves";
        for (const std::string& m : uciMoves) line += ' ' + m;
    }
    send(line);
}

std::vector<QString> UciClient::optionNames() const {
    std::vector<QString> names;
    for (const UciOption& o : options_) names.push_back(QString::fromStdString(o.name));
    return names;
}

const UciOption* UciClient::option(const QString& name) const {
    for (const UciOption& o : options_)
        if (QString::fromStdString(o.name).compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

void UciClient::readLines() {
    while (true) {
        const bool lineReady = device_->canReadLine();
        if (dropping_ && !lineReady) {
            device_->skip(device_->bytesAvailable());
            return;
        }
        // A partial line waits for its end, unless it is already too long.
        if (!lineReady && device_->bytesAvailable() <= MaxLineLength) return;
        // One buffer for the client's lifetime: QIODevice::readLine(maxSize) would allocate
        // maxSize for every line. Pages never written to take no memory.
        if (lineBuffer_.isEmpty()) lineBuffer_.resize(MaxLineLength + 2);
        const qint64 n = device_->readLine(lineBuffer_.data(), lineBuffer_.size());
        if (n <= 0) return;
        const std::string_view bytes(lineBuffer_.constData(), std::size_t(n));
        const bool whole = bytes.back() == '\n';
        if (dropping_) {
            dropping_ = !whole;
            continue;
        }
        if (!whole) {
            dropping_ = true;
            ++linesDropped_;
            continue;
        }
        ++linesReceived_;
        std::string line(bytes);
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        handle(line);
    }
}

void UciClient::handle(const std::string& line) {
    emit lineReceived(QString::fromStdString(line));
    const auto tokens = uciTokens(line);
    if (tokens.empty()) return;
    const std::string_view command = tokens[0];
    if (command == "info") {
        if (const auto info = parseInfo(line)) emit infoReceived(*info);
    } else if (command == "bestmove") {
        if (const auto best = parseBestMove(line)) emit bestMoveReceived(*best);
    } else if (command == "readyok") {
        ++readyOks_;
        emit readyOk();
    } else if (command == "uciok") {
        uciOk_ = true;
        emit uciOk();
    } else if (command == "id" && tokens.size() > 2 && tokens[1] == "name") {
        engineName_ = QString::fromStdString(std::string(textAfter(line, tokens[1])));
    } else if (command == "option") {
        // A line that does not parse declares nothing the client could set safely.
        if (auto option = parseOption(line)) options_.push_back(std::move(*option));
    }
}

bool UciClient::waitForStarted(milliseconds timeout) {
    return !process_ || process_->waitForStarted(int(timeout.count()));
}

void UciClient::waitForOutput(milliseconds timeout) {
    device_->waitForReadyRead(int(std::max(timeout, milliseconds(1)).count()));
}

UciClient::Wait UciClient::waitUntil(const std::function<bool()>& done, milliseconds timeout,
                                     const std::atomic<bool>* stop) {
    const auto deadline = Clock::now() + timeout;
    while (true) {
        readLines();
        if (done()) return Wait::Answered;
        if (stop && stop->load()) return Wait::Stopped;
        if (!running()) return Wait::Exited;
        const milliseconds left = until(deadline);
        if (left.count() <= 0) return Wait::TimedOut;
        // Short waits, so that the stop flag is seen promptly.
        waitForOutput(std::min(left, Poll));
    }
}

UciClient::Wait UciClient::handshake(milliseconds timeout, const std::atomic<bool>* stop) {
    uci();
    return waitUntil([this] { return uciOk_; }, timeout, stop);
}

UciClient::Wait UciClient::ping(milliseconds timeout, const std::atomic<bool>* stop) {
    const int before = readyOks_;
    isReady();
    return waitUntil([this, before] { return readyOks_ > before; }, timeout, stop);
}

UciClient::SearchEnd UciClient::search(const std::string& arguments,
                                       const std::function<bool()>& stopRequested,
                                       const std::function<milliseconds()>& timeLeft,
                                       const std::function<void(const UciInfo&)>& onInfo,
                                       UciBestMove& best) {
    bool answered = false;
    // The lines come back as signals, read inside the waits below; listen to them for as long
    // as this search runs.
    const auto infos = connect(this, &UciClient::infoReceived, this, [&](const UciInfo& info) {
        if (!answered) onInfo(info);
    });
    const auto moves = connect(this, &UciClient::bestMoveReceived, this, [&](const UciBestMove& b) {
        if (answered) return;
        answered = true;
        best = b;
    });
    go(arguments);
    std::optional<Clock::time_point> stopSent;
    SearchEnd result = SearchEnd::BestMove;
    while (true) {
        readLines();
        if (answered) {
            result = stopSent ? SearchEnd::Stopped : SearchEnd::BestMove;
            break;
        }
        if (!stopSent && stopRequested()) {
            this->stop();
            stopSent = Clock::now();
        }
        if (stopSent && Clock::now() - *stopSent > StopGrace) {
            kill(); // it does not answer stop: of no use any more
            result = SearchEnd::Unresponsive;
            break;
        }
        if (!running()) {
            result = SearchEnd::Exited;
            break;
        }
        const milliseconds left = timeLeft();
        if (left.count() <= 0 && !stopSent) {
            result = SearchEnd::TimedOut;
            break;
        }
        // Short waits, so that a stop request is passed on promptly.
        waitForOutput(stopSent ? Poll : std::clamp(left, milliseconds(0), Poll));
    }
    disconnect(infos);
    disconnect(moves);
    return result;
}

void UciClient::askToQuit() {
    quit();
    if (process_) process_->closeWriteChannel();
}

void UciClient::shutDown(milliseconds grace) {
    if (!running()) return;
    askToQuit();
    if (process_ && !process_->waitForFinished(int(grace.count()))) kill();
}

void UciClient::shutDownLater(milliseconds grace) {
    if (!running()) return;
    askToQuit();
    QTimer::singleShot(grace, this, [this] {
        if (running()) kill();
    });
}

void UciClient::kill() {
    if (!process_ || process_->state() == QProcess::NotRunning) return;
    process_->kill();
    process_->waitForFinished(int(KillWait.count()));
}

} // namespace kibitz::engines
