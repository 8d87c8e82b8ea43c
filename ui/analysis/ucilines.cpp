#include "ui/analysis/ucilines.h"

#include "chess/notation.h"
#include "engines/uciclient.h"
#include "engines/ucivaluer.h"

#include <QProcess>
#include <QTimer>

#include <algorithm>

namespace kibitz::ui {

namespace {

std::string goArguments(const LinesLimit& limit) {
    switch (limit.kind) {
    case LinesLimit::Kind::Depth: return "depth " + std::to_string(limit.value);
    case LinesLimit::Kind::Nodes: return "nodes " + std::to_string(limit.value);
    case LinesLimit::Kind::Seconds: return "movetime " + std::to_string(limit.value * 1000);
    case LinesLimit::Kind::Infinite: break;
    }
    return "infinite";
}

} // namespace

UciLines::UciLines(const LinesEngine& engine, QObject* parent)
    : LinesBackend(parent)
    , engine_(engine)
    , handshakeTimer_(new QTimer(this)) {
    engines::EngineConfig config;
    config.setCommand(engine.command);
    client_ = std::make_unique<engines::UciClient>(config);
    QProcess* process = client_->process();
    connect(client_.get(), &engines::UciClient::lineSent, this, [this](const QString& line) {
        sentLines_.append(line);
        if (sentLines_.size() > SentLinesKept) sentLines_.removeFirst();
    });
    connect(client_.get(), &engines::UciClient::uciOk, this, &UciLines::handshaken);
    connect(client_.get(), &engines::UciClient::readyOk, this, &UciLines::readied);
    connect(client_.get(), &engines::UciClient::infoReceived, this, &UciLines::received);
    connect(client_.get(), &engines::UciClient::bestMoveReceived, this, &UciLines::bestMove);
    connect(process, &QProcess::started, client_.get(), &engines::UciClient::uci);
    connect(
        client_.get(), &engines::UciClient::ended, this,
        [this](const engines::UciClient::End& end) {
            using Kind = engines::UciClient::End::Kind;
            switch (end.kind) {
            case Kind::NotStarted:
                fail(tr("The engine “%1” could not be started: %2")
                         .arg(engine_.command, end.reason));
                return;
            case Kind::Crashed:
                fail(tr("The engine “%1” stopped: it crashed or was killed").arg(engine_.command));
                return;
            case Kind::Exited:
                fail(tr("The engine “%1” stopped (exit code %2)")
                         .arg(engine_.command)
                         .arg(end.exitCode));
                return;
            }
        });
    handshakeTimer_->setSingleShot(true);
    handshakeTimer_->setInterval(HandshakeTimeoutMs);
    connect(handshakeTimer_, &QTimer::timeout, this, [this] {
        fail(tr("The engine “%1” did not answer as a UCI engine").arg(engine_.command));
    });
    handshakeTimer_->start();
    // Started before the connections were made (a failed start is told by ended()).
    if (process->state() == QProcess::Running) client_->uci();
}

UciLines::~UciLines() {
    // No signal of the ending engine reaches us; what does not quit at once is killed (which
    // takes a moment: the process is gone as soon as the kernel has reaped it).
    client_->disconnect(this);
    client_->process()->disconnect(this);
    if (client_->running()) {
        if (state_ == State::Searching) client_->stop();
        client_->quit();
        client_->kill();
    }
}

void UciLines::fail(const QString& why) {
    if (state_ == State::Failed) return;
    state_ = State::Failed;
    handshakeTimer_->stop();
    pending_.reset();
    emit failed(why);
}

void UciLines::handshaken() {
    if (state_ != State::Starting) return;
    handshakeTimer_->stop();
    name_ = client_->engineName().isEmpty() ? engine_.command : client_->engineName();
    options_ = client_->options();
    // Ours first, then the user's, which may set the same options again: theirs win.
    if (client_->hasOption(QStringLiteral("Threads")))
        sendOption(QStringLiteral("Threads"), QString::number(engine_.threads));
    if (client_->hasOption(QStringLiteral("Hash")))
        sendOption(QStringLiteral("Hash"), QString::number(engine_.hashMegabytes));
    if (!engine_.syzygyPath.isEmpty() && client_->hasOption(QStringLiteral("SyzygyPath")))
        sendOption(QStringLiteral("SyzygyPath"), engine_.syzygyPath);
    for (const auto& [name, value] : engine_.options)
        if (client_->hasOption(name)) sendOption(name, value);
    state_ = State::Initialising;
    client_->isReady();
    emit identified();
}

void UciLines::readied() {
    if (state_ != State::Initialising) return;
    state_ = State::Idle;
    startPending();
}

void UciLines::sendOption(const QString& name, const QString& value) {
    if (value.isEmpty())
        client_->send(("setoption name " + name).toStdString()); // a button
    else
        client_->setOption(name, value);
}

void UciLines::setOption(const QString& name, const QString& value) {
    optionsToSend_.emplace_back(name, value);
}

void UciLines::go(const LinesRequest& request) {
    if (state_ == State::Failed) return;
    pending_ = LinesRequest{request.position.clone(), request.multiPv, request.limit, nullptr};
    if (state_ == State::Searching) {
        client_->stop();
        state_ = State::Stopping;
    } else if (state_ == State::Idle) {
        startPending();
    }
}

void UciLines::halt() {
    pending_.reset();
    if (state_ == State::Searching) {
        client_->stop();
        state_ = State::Stopping;
    }
}

bool UciLines::isSearching() const {
    return state_ == State::Searching || state_ == State::Stopping;
}

void UciLines::startPending() {
    if (!pending_ || state_ != State::Idle) return;
    for (const auto& [name, value] : optionsToSend_) sendOption(name, value);
    optionsToSend_.clear();
    if (pending_->multiPv != multiPvSent_ && client_->hasOption(QStringLiteral("MultiPV"))) {
        client_->setOption(QStringLiteral("MultiPV"), QString::number(pending_->multiPv));
        multiPvSent_ = pending_->multiPv;
    }
    searched_ = pending_->position.clone();
    client_->position(searched_.fen());
    client_->go(goArguments(pending_->limit));
    pending_.reset();
    state_ = State::Searching;
}

void UciLines::received(const engines::UciInfo& info) {
    if (state_ != State::Searching || !info.score || info.pv.empty()) return;
    search::LineInfo line;
    line.depth = info.depth.value_or(0);
    line.selDepth = info.selDepth.value_or(line.depth);
    line.multiPv = info.multiPv.value_or(1);
    line.score = engines::searchValue(*info.score);
    line.bound = info.score->lowerBound   ? search::Bound::Lower
                 : info.score->upperBound ? search::Bound::Upper
                                          : search::Bound::Exact;
    line.nodes = info.nodes.value_or(0);
    line.nps = info.nps.value_or(0);
    line.time = std::chrono::milliseconds(info.timeMs.value_or(0));
    // Up to the first move that is not legal: an engine's word is not taken for a move.
    chess::Position position = searched_.clone();
    for (const std::string& text : info.pv) {
        const auto move = chess::parseUci(position, text);
        if (!move) break;
        line.pv.push_back(*move);
        position.makeMove(*move);
    }
    if (line.pv.empty()) return;
    emit lineReceived(line);
}

void UciLines::bestMove() {
    if (state_ == State::Searching) {
        state_ = State::Idle;
        emit finished();
    } else if (state_ == State::Stopping) {
        state_ = State::Idle;
    }
    startPending();
}

} // namespace kibitz::ui
