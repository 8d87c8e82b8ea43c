#include "ucivaluer.h"

#include "chess/notation.h"
#include "engines/uciprotocol.h"

#include <QProcess>

#include <algorithm>

namespace kibitz::engines {

namespace {

using namespace std::chrono_literals;

constexpr auto HandshakeTimeout = 20s;
constexpr auto ReplyTimeout = 10s; // besides the search's own time, for the lines around it
constexpr auto StopGrace = 1s;     // for the bestmove after stop, before the engine is abandoned
constexpr auto QuitGrace = 500ms;  // for the engine to quit before it is killed
constexpr auto Poll = 100ms;       // how often a wait looks at the stop flag

// A UCI score as search::Value: centipawns as they are (short of the mate range), a mate in n
// moves as the mate score n moves away, a mate longer than the search's mate range holds as the
// longest mate it holds (parseInfo has bounded n, so 2n cannot overflow).
search::Value valueOf(const UciScore& score) {
    if (score.kind == UciScore::Kind::Mate) {
        const int moves = score.value;
        return moves > 0 ? search::mateIn(std::min(2 * moves - 1, search::MaxPly))
                         : search::matedIn(std::min(-2 * moves, search::MaxPly));
    }
    const int limit = search::ValueMateInMaxPly - 1;
    return std::clamp(score.value, -limit, limit);
}

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// When an engine searching `nodes` nodes is given up: a bound for a hung engine, not a time limit
// of the search. Until it reports its speed (an info line with nodes and time), it must say
// something within ReplyTimeout; then it has twice the time its own speed needs for the nodes
// left, and ReplyTimeout besides.
class SearchDeadline {
public:
    explicit SearchDeadline(std::uint64_t nodes)
        : nodes_(nodes)
        , deadline_(Clock::now() + ReplyTimeout) {}

    void update(const UciInfo& info) {
        if (!info.nodes || !info.timeMs || *info.timeMs <= 0 || *info.nodes == 0) return;
        const double msPerNode = double(*info.timeMs) / double(*info.nodes);
        const double left = double(nodes_ > *info.nodes ? nodes_ - *info.nodes : 0);
        const auto expected = milliseconds(std::int64_t(std::min(2 * left * msPerNode, 1e12)));
        deadline_ = Clock::now() + expected + ReplyTimeout;
    }
    milliseconds left() const {
        return std::chrono::duration_cast<milliseconds>(deadline_ - Clock::now());
    }

private:
    std::uint64_t nodes_;
    Clock::time_point deadline_;
};

} // namespace

std::unique_ptr<UciValuer> UciValuer::start(const EngineConfig& config, QString* error,
                                            const std::atomic<bool>* stop) {
    std::unique_ptr<UciValuer> valuer(new UciValuer);
    valuer->name_ = config.name.isEmpty() ? config.commandLine() : config.name;
    valuer->process_.reset(startEngineProcess(config, nullptr, false));
    valuer->stop_ = stop;
    const auto failWith = [&](const QString& why) {
        if (error) *error = QStringLiteral("the engine '%1' %2").arg(valuer->name_, why);
        return nullptr;
    };
    if (!valuer->process_->waitForStarted(int(std::chrono::milliseconds(HandshakeTimeout).count())))
        return failWith(QStringLiteral("did not start: %1").arg(valuer->process_->errorString()));
    if (!valuer->send("uci") || !valuer->waitFor("uciok", HandshakeTimeout))
        return failWith(QStringLiteral("did not answer 'uci' with 'uciok'"));
    for (const auto& [name, value] : config.options)
        valuer->send("setoption name " + name.toStdString() + " value " + value.toStdString());
    if (!valuer->send("isready") || !valuer->waitFor("readyok", HandshakeTimeout))
        return failWith(QStringLiteral("did not answer 'isready' with 'readyok'"));
    return valuer;
}

UciValuer::~UciValuer() {
    if (!process_ || process_->state() == QProcess::NotRunning) return;
    send("quit");
    if (!process_->waitForFinished(int(QuitGrace.count()))) {
        process_->kill();
        process_->waitForFinished(1000);
    }
}

bool UciValuer::send(const std::string& line) {
    const std::string text = line + '\n';
    return process_->write(text.data(), qint64(text.size())) == qint64(text.size());
}

std::optional<std::string> UciValuer::readLine(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
        const auto end = buffer_.find('\n');
        if (end != std::string::npos) {
            std::string line = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        if (process_->bytesAvailable() > 0) {
            buffer_ += process_->readAll().toStdString();
            continue;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0 || process_->state() == QProcess::NotRunning) return std::nullopt;
        process_->waitForReadyRead(int(left.count()));
    }
}

bool UciValuer::waitFor(const std::string& word, std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    while (true) {
        const auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        if (stopped()) return false;
        // Short waits, so that a stop request is seen promptly.
        const auto line = readLine(std::clamp(left, milliseconds(0), milliseconds(Poll)));
        if (!line) {
            if (left.count() <= 0 || process_->state() == QProcess::NotRunning) return false;
            continue;
        }
        const auto tokens = uciTokens(*line);
        if (!tokens.empty() && tokens.front() == word) return true;
    }
}

bool UciValuer::stopped(const std::atomic<bool>* also) const {
    return (stop_ && stop_->load()) || (also && also->load());
}

void UciValuer::abandon() {
    failed_ = true;
    error_ = QStringLiteral("the engine '%1' was stopped").arg(name_);
    process_->kill();
    process_->waitForFinished(1000);
}

void UciValuer::fail(const QString& why) {
    failed_ = true;
    error_ = QStringLiteral("the engine '%1' %2").arg(name_, why);
    process_->kill();
    process_->waitForFinished(1000);
    if (onFailure_) onFailure_(error_);
}

std::optional<analysis::RootValuation> UciValuer::value(const chess::Position& position,
                                                        std::uint64_t nodes,
                                                        const std::atomic<bool>& stop) {
    if (failed_ || stopped(&stop)) return std::nullopt;
    send("ucinewgame");
    send("isready");
    if (!waitFor("readyok", ReplyTimeout)) {
        if (stopped(&stop)) return std::nullopt;
        fail(QStringLiteral("did not answer 'isready' with 'readyok'"));
        return std::nullopt;
    }
    send("position fen " + position.fen());
    send("go nodes " + std::to_string(nodes));
    std::optional<UciInfo> last; // the last info with a whole score of the first line
    std::optional<Clock::time_point> stopSent;
    SearchDeadline deadline(nodes);
    while (true) {
        if (stopped(&stop) && !stopSent) {
            send("stop");
            stopSent = Clock::now();
        }
        if (stopSent && Clock::now() - *stopSent > StopGrace) {
            abandon(); // it does not answer stop: of no use any more
            return std::nullopt;
        }
        const auto left = deadline.left();
        // Short waits, so that a stop request is passed on promptly.
        const auto line = readLine(std::clamp(left, milliseconds(0), milliseconds(Poll)));
        if (!line) {
            if (process_->state() == QProcess::NotRunning) {
                fail(QStringLiteral("stopped while it searched"));
                return std::nullopt;
            }
            if (left.count() <= 0 && !stopSent) {
                fail(QStringLiteral("did not finish a search of %1 nodes in time").arg(nodes));
                return std::nullopt;
            }
            continue;
        }
        if (line->starts_with("info")) {
            auto info = parseInfo(*line);
            if (info) deadline.update(*info);
            if (info && info->score && !info->score->lowerBound && !info->score->upperBound &&
                info->multiPv.value_or(1) == 1)
                last = std::move(info);
            continue;
        }
        const auto best = parseBestMove(*line);
        if (!best) continue;
        if (stopSent) return std::nullopt;
        analysis::RootValuation valuation;
        // A null move is no best move (Move::isOk).
        if (auto move = chess::parseUci(position, best->move); move && move->isOk())
            valuation.bestMove = *move;
        if (!last || valuation.bestMove == chess::Move::none()) {
            fail(QStringLiteral("gave no score or no legal best move for %1")
                     .arg(QString::fromStdString(position.fen())));
            return std::nullopt;
        }
        valuation.score = valueOf(*last->score);
        valuation.depth = last->depth.value_or(0);
        return valuation;
    }
}

} // namespace kibitz::engines
