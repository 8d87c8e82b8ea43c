#include "match.h"

#include "uciclient.h"

#include <QProcess>

#include <algorithm>

namespace kibitz::engines {

namespace {

constexpr milliseconds ProbeQuitGrace{2000};

} // namespace

Expected<EngineIdentity, std::string> probeEngine(const EngineConfig& config,
                                                  milliseconds timeout) {
    const std::string who = "engine '" + config.commandLine().toStdString() + "'";
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    UciClient client(config);
    if (!client.waitForStarted(timeout))
        return unexpected(
            who + " could not be started: " + client.process()->errorString().toStdString());
    const auto left =
        std::chrono::duration_cast<milliseconds>(deadline - std::chrono::steady_clock::now());
    switch (client.handshake(std::max(left, milliseconds(0)))) {
    case UciClient::Wait::Answered: break;
    case UciClient::Wait::TimedOut:
        return unexpected(who + " did not answer 'uci' within " + std::to_string(timeout.count()) +
                          " ms");
    case UciClient::Wait::Exited:
        return unexpected(who + " exited (code " + std::to_string(client.process()->exitCode()) +
                          ") before uciok");
    case UciClient::Wait::Stopped: return unexpected(who + " did not answer 'uci'");
    }
    client.shutDown(ProbeQuitGrace);
    for (const auto& option : config.options)
        if (!client.hasOption(option.first))
            return unexpected(who + " has no option '" + option.first.toStdString() + "'");
    return EngineIdentity{client.engineName(), client.options()};
}

Match::Match(std::array<EngineConfig, 2> engines, std::vector<Opening> openings,
             MatchSettings settings, QObject* parent)
    : QObject(parent)
    , engines_(std::move(engines))
    , openings_(std::move(openings))
    , settings_(std::move(settings)) {
    if (openings_.empty())
        openings_.push_back(Opening{std::string(chess::Position::StartFen), {}, "startpos"});
}

void Match::start() {
    const int parallel = std::max(1, std::min(settings_.concurrency, settings_.games));
    for (int k = 0; k < parallel; ++k) launchNext();
    if (running_.empty()) emit finished();
}

void Match::stop() {
    stopping_ = true;
    const std::set<MatchGame*> games = running_;
    for (MatchGame* game : games) game->abort();
}

void Match::launchNext() {
    if (stopping_ || nextRound_ > settings_.games) return;
    const int round = nextRound_++;
    const int pair = (round - 1) / 2;
    const bool swapped = (round - 1) % 2 == 1;
    const Opening& opening = openings_[std::size_t(pair) % openings_.size()];
    std::array<EngineConfig, 2> whiteBlack =
        swapped ? std::array{engines_[1], engines_[0]} : std::array{engines_[0], engines_[1]};
    auto* game = new MatchGame(std::move(whiteBlack), opening, settings_.game, round, this);
    running_.insert(game);
    connect(game, &MatchGame::finished, this, [this, game] { onGameFinished(game); });
    connect(game, &MatchGame::engineTraffic, this,
            [this, round, swapped](int side, bool sent, const QString& line) {
                const int engine = swapped ? 1 - side : side;
                emit engineTraffic(round, engines_[std::size_t(engine)].name, sent, line);
            });
    emit gameStarted(round, engines_[swapped ? 1 : 0].name, engines_[swapped ? 0 : 1].name);
    game->start();
}

void Match::onGameFinished(MatchGame* game) {
    if (!running_.erase(game)) return;
    if (game->outcome().engineDidNotStart) {
        // An engine that cannot be run now will not run for the next game either (a binary
        // being rebuilt under the match, a wrong path): stop instead of scoring forfeits.
        if (failure_.empty())
            failure_ = "game " + std::to_string(game->round()) + ": " + game->outcome().reason;
        stopping_ = true;
    } else {
        tally(*game);
    }
    emit gameFinished(*game);
    game->deleteLater();
    launchNext();
    if (running_.empty()) emit finished();
}

void Match::tally(const MatchGame& game) {
    const GameOutcome& outcome = game.outcome();
    ++terminations_[outcome.termination];
    if (outcome.termination == "time forfeit" || outcome.termination == "abandoned" ||
        outcome.termination == "rules infraction") {
        ++forfeitCount_;
        if (forfeits_.size() < MaxListedForfeits) {
            const auto tag = [&game](const char* name) {
                const std::string* value = game.game().tag(name);
                return value ? *value : std::string();
            };
            forfeits_.push_back(Forfeit{game.round(), tag("White"), tag("Black"),
                                        outcome.resultText(), outcome.reason});
        }
    }
    if (outcome.result == GameOutcome::Result::Unfinished) {
        ++unfinished_;
        return;
    }
    const bool firstIsWhite = (game.round() - 1) % 2 == 0;
    double points = 0.5;
    if (outcome.result == GameOutcome::Result::WhiteWins) points = firstIsWhite ? 1.0 : 0.0;
    if (outcome.result == GameOutcome::Result::BlackWins) points = firstIsWhite ? 0.0 : 1.0;
    if (points == 1.0)
        ++counts_.wins;
    else if (points == 0.0)
        ++counts_.losses;
    else
        ++counts_.draws;
    std::vector<double>& pair = pairPoints_[(game.round() - 1) / 2];
    pair.push_back(points);
    if (pair.size() == 2) ++pairs_.counts[std::size_t((pair[0] + pair[1]) * 2.0)];
}

} // namespace kibitz::engines
