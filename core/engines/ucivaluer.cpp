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

// A UCI score as search::Value: centipawns as they are (short of the mate range), a mate in n
// moves as the mate score n moves away.
search::Value valueOf(const UciScore& score) {
    if (score.kind == UciScore::Kind::Mate) {
        const int moves = score.value;
        return moves > 0 ? search::mateIn(2 * moves - 1) : search::matedIn(-2 * moves);
    }
    const int limit = search::ValueMateInMaxPly - 1;
    return std::clamp(score.value, -limit, limit);
}

// Time enough for `nodes` at a slow 50,000 nodes per second, and never less than a minute: a
// bound for a hung engine, not a time limit of the search.
std::chrono::milliseconds searchTimeout(std::uint64_t nodes) {
    return std::chrono::milliseconds(std::max<std::uint64_t>(60'000, nodes / 50));
}

} // namespace

std::unique_ptr<UciValuer> UciValuer::start(const EngineConfig& config, QString* error) {
    std::unique_ptr<UciValuer> valuer(new UciValuer);
    valuer->name_ = config.name.isEmpty() ? config.commandLine() : config.name;
    valuer->process_.reset(startEngineProcess(config, nullptr, false));
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
    if (!process_->waitForFinished(2000)) {
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
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        const auto line = readLine(std::max(left, std::chrono::milliseconds(0)));
        if (!line) return false;
        const auto tokens = uciTokens(*line);
        if (!tokens.empty() && tokens.front() == word) return true;
    }
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
    if (failed_ || stop.load()) return std::nullopt;
    send("ucinewgame");
    send("isready");
    if (!waitFor("readyok", ReplyTimeout)) {
        fail(QStringLiteral("did not answer 'isready' with 'readyok'"));
        return std::nullopt;
    }
    send("position fen " + position.fen());
    send("go nodes " + std::to_string(nodes));
    std::optional<UciInfo> last; // the last info with a whole score of the first line
    bool stopSent = false;
    const auto deadline = std::chrono::steady_clock::now() + searchTimeout(nodes);
    while (true) {
        if (stop.load() && !stopSent) stopSent = send("stop");
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        // Short waits, so that a stop request is passed on promptly.
        const auto line = readLine(
            std::clamp(left, std::chrono::milliseconds(0), std::chrono::milliseconds(100)));
        if (!line) {
            if (process_->state() == QProcess::NotRunning) {
                fail(QStringLiteral("stopped while it searched"));
                return std::nullopt;
            }
            if (left.count() <= 0) {
                fail(QStringLiteral("did not finish a search of %1 nodes").arg(nodes));
                return std::nullopt;
            }
            continue;
        }
        if (line->starts_with("info")) {
            auto info = parseInfo(*line);
            if (info && info->score && !info->score->lowerBound && !info->score->upperBound &&
                info->multiPv.value_or(1) == 1)
                last = std::move(info);
            continue;
        }
        const auto best = parseBestMove(*line);
        if (!best) continue;
        if (stop.load()) return std::nullopt;
        analysis::RootValuation valuation;
        if (auto move = chess::parseUci(position, best->move)) valuation.bestMove = *move;
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
