#include "ucivaluer.h"

#include "chess/movegen.h"
#include "chess/notation.h"
#include "engines/uciprotocol.h"

#include <QFileInfo>
#include <QProcess>

#include <algorithm>

namespace kibitz::engines {

namespace {

using namespace std::chrono_literals;

constexpr auto HandshakeTimeout = 20s;
constexpr auto ReplyTimeout = 10s; // besides the search's own time, for the lines around it
constexpr auto QuitGrace = 500ms;  // for the engine to quit before it is killed

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

search::Value searchValue(const UciScore& score) {
    if (score.kind == UciScore::Kind::Mate) {
        const int moves = score.value;
        return moves > 0 ? search::mateIn(std::min(2 * moves - 1, search::MaxPly))
                         : search::matedIn(std::min(-2 * moves, search::MaxPly));
    }
    const int limit = search::ValueMaxEvaluation;
    return std::clamp(score.value, -limit, limit);
}

QString UciValuer::installedEngine() {
    const QString stockfish = qEnvironmentVariableIsSet(InstalledEngineVariable)
                                  ? qEnvironmentVariable(InstalledEngineVariable)
                                  : QStringLiteral("/usr/games/stockfish");
    const QFileInfo file(stockfish);
    return !stockfish.isEmpty() && file.isFile() && file.isExecutable() ? stockfish : QString();
}

std::unique_ptr<UciValuer> UciValuer::start(const EngineConfig& config, QString* error,
                                            const std::atomic<bool>* stop) {
    std::unique_ptr<UciValuer> valuer(new UciValuer);
    valuer->name_ = config.name.isEmpty() ? config.commandLine() : config.name;
    valuer->client_ = std::make_unique<UciClient>(config);
    valuer->stop_ = stop;
    UciClient& client = *valuer->client_;
    const auto failWith = [&](const QString& why) {
        if (error) *error = QStringLiteral("the engine '%1' %2").arg(valuer->name_, why);
        return nullptr;
    };
    if (!client.waitForStarted(HandshakeTimeout))
        return failWith(QStringLiteral("did not start: %1").arg(client.process()->errorString()));
    if (client.handshake(HandshakeTimeout, stop) != UciClient::Wait::Answered)
        return failWith(QStringLiteral("did not answer 'uci' with 'uciok'"));
    client.setOptions(config.options);
    if (client.ping(HandshakeTimeout, stop) != UciClient::Wait::Answered)
        return failWith(QStringLiteral("did not answer 'isready' with 'readyok'"));
    return valuer;
}

UciValuer::~UciValuer() {
    if (client_) client_->shutDown(QuitGrace);
}

bool UciValuer::stopped(const std::atomic<bool>* also) const {
    return (stop_ && stop_->load()) || (also && also->load());
}

void UciValuer::fail(const QString& why) {
    failed_ = true;
    error_ = QStringLiteral("the engine '%1' %2").arg(name_, why);
    client_->kill();
    if (onFailure_) onFailure_(error_);
}

std::optional<analysis::RootValuation> UciValuer::value(const chess::Position& position,
                                                        std::uint64_t nodes,
                                                        const std::atomic<bool>& stop) {
    return search(position, nodes, stop, chess::Move::none());
}

std::optional<analysis::RootValuation> UciValuer::valueWithout(const chess::Position& position,
                                                               chess::Move excluded,
                                                               std::uint64_t nodes,
                                                               const std::atomic<bool>& stop) {
    return search(position, nodes, stop, excluded);
}

bool UciValuer::run(const chess::Position& position, const std::string& go, std::uint64_t nodes,
                    int lines, bool sameTree, const std::atomic<bool>& stop,
                    const std::function<void(const UciInfo&)>& onInfo, UciBestMove& best) {
    if (failed_ || stopped(&stop)) return false;
    if (lines != multiPv_) {
        client_->setOptions({{QStringLiteral("MultiPV"), QString::number(lines)}});
        multiPv_ = lines;
    }
    if (!sameTree) client_->newGame();
    if (client_->ping(ReplyTimeout, stop_) != UciClient::Wait::Answered) {
        if (stopped(&stop)) return false;
        fail(QStringLiteral("did not answer 'isready' with 'readyok'"));
        return false;
    }
    client_->position(position.fen());
    SearchDeadline deadline(nodes);
    // The run's stop flag (Ctrl+C) stops this search as the caller's does.
    const auto stopRequested = [&] { return stopped(&stop); };
    const auto timeLeft = [&] { return deadline.left(); };
    const auto seen = [&](const UciInfo& info) {
        deadline.update(info);
        onInfo(info);
    };
    switch (client_->search("nodes " + std::to_string(nodes) + go, stopRequested, timeLeft, seen,
                            best)) {
    case UciClient::SearchEnd::BestMove: return true;
    case UciClient::SearchEnd::Stopped: return false;
    case UciClient::SearchEnd::Unresponsive:
        // Killed: of no use any more, but it failed no search.
        failed_ = true;
        error_ = QStringLiteral("the engine '%1' was stopped").arg(name_);
        return false;
    case UciClient::SearchEnd::Exited:
        fail(QStringLiteral("stopped while it searched"));
        return false;
    case UciClient::SearchEnd::TimedOut:
        fail(QStringLiteral("did not finish a search of %1 nodes in time").arg(nodes));
        return false;
    }
    return false;
}

std::optional<std::vector<search::RootMove>> UciValuer::scoreMoves(const chess::Position& position,
                                                                   std::uint64_t nodes,
                                                                   bool sameTree,
                                                                   const std::atomic<bool>& stop) {
    const chess::MoveList legal(position);
    if (legal.size() == 0 || !scoresEveryMove_) return std::nullopt;
    // The last whole score of each line, by its first move: a line's later iteration replaces
    // its earlier one, and a line cut short by the node limit (a bound) is not taken.
    std::vector<search::RootMove> scored;
    for (const chess::Move move : legal) scored.push_back({move, -search::ValueInfinite, 0, {}});
    std::vector<bool> seen(scored.size(), false);
    const auto onInfo = [&](const UciInfo& info) {
        if (!info.score || info.score->lowerBound || info.score->upperBound || info.pv.empty())
            return;
        const auto move = chess::parseUci(position, info.pv.front());
        if (!move) return;
        for (std::size_t i = 0; i < scored.size(); ++i)
            if (scored[i].move == *move) {
                scored[i].score = searchValue(*info.score);
                scored[i].depth = info.depth.value_or(0);
                seen[i] = true;
            }
    };
    UciBestMove best;
    if (!run(position, {}, nodes, int(legal.size()), sameTree, stop, onInfo, best))
        return std::nullopt;
    if (std::find(seen.begin(), seen.end(), false) != seen.end()) {
        scoresEveryMove_ = false;
        return std::nullopt;
    }
    // Best first; a deeper line before a shallower one of the same score, then the legal order,
    // so that the order does not depend on the order of the engine's lines.
    std::stable_sort(scored.begin(), scored.end(),
                     [](const search::RootMove& a, const search::RootMove& b) {
                         return a.score != b.score ? a.score > b.score : a.depth > b.depth;
                     });
    return scored;
}

std::optional<analysis::RootValuation> UciValuer::search(const chess::Position& position,
                                                         std::uint64_t nodes,
                                                         const std::atomic<bool>& stop,
                                                         chess::Move excluded) {
    std::string go;
    if (excluded != chess::Move::none()) {
        go += " searchmoves";
        for (const chess::Move move : chess::MoveList(position))
            if (move != excluded) go += ' ' + chess::toUci(position, move);
    }
    std::optional<UciInfo> last; // the last info with a whole score of the first line
    const auto onInfo = [&](const UciInfo& info) {
        if (info.score && !info.score->lowerBound && !info.score->upperBound &&
            info.multiPv.value_or(1) == 1)
            last = info;
    };
    UciBestMove best;
    if (!run(position, go, nodes, 1, false, stop, onInfo, best)) return std::nullopt;
    analysis::RootValuation valuation;
    // A null move is no best move (Move::isOk).
    if (auto move = chess::parseUci(position, best.move); move && move->isOk())
        valuation.bestMove = *move;
    if (!last || valuation.bestMove == chess::Move::none()) {
        fail(QStringLiteral("gave no score or no legal best move for %1")
                 .arg(QString::fromStdString(position.fen())));
        return std::nullopt;
    }
    // "mate 0" says the side to move is mated, but it has a legal move: the engine's output is
    // not to be believed, in this position or any other.
    if (last->score->kind == UciScore::Kind::Mate && last->score->value == 0) {
        fail(QStringLiteral("reported 'score mate 0' (mated now) for %1, which has legal moves")
                 .arg(QString::fromStdString(position.fen())));
        return std::nullopt;
    }
    valuation.score = searchValue(*last->score);
    valuation.depth = last->depth.value_or(0);
    return valuation;
}

analysis::ValuerFactory valuerFactory(EngineConfig config,
                                      std::function<void(const QString& why)> notStarted,
                                      std::function<void(const QString& why)> failed,
                                      const std::atomic<bool>* stop) {
    return [config = std::move(config), notStarted = std::move(notStarted),
            failed = std::move(failed), stop]() -> std::unique_ptr<analysis::RootValuer> {
        QString why;
        auto valuer = UciValuer::start(config, &why, stop);
        if (!valuer) {
            if (notStarted && !(stop && stop->load())) notStarted(why);
            return nullptr;
        }
        if (failed) valuer->onFailure(failed);
        return valuer;
    };
}

} // namespace kibitz::engines
