#include "match.h"

#include "uciclient.h"

#include <QEventLoop>
#include <QProcess>
#include <QTimer>

namespace kibitz::engines {

Expected<EngineIdentity, std::string> probeEngine(const EngineConfig& config,
                                                  milliseconds timeout) {
    const std::string who = "engine '" + config.commandLine().toStdString() + "'";
    QEventLoop loop;
    QProcess* process = startEngineProcess(config, nullptr, false);
    const std::unique_ptr<QProcess> owner(process);
    UciClient client(process);
    std::string failure;
    bool ok = false;
    QObject::connect(&client, &UciClient::uciOk, &loop, [&] {
        ok = true;
        loop.quit();
    });
    QObject::connect(process, &QProcess::errorOccurred, &loop, [&](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            failure = who + " could not be started: " + process->errorString().toStdString();
        loop.quit();
    });
    QObject::connect(process, &QProcess::finished, &loop, [&](int code, QProcess::ExitStatus) {
        if (!ok) failure = who + " exited (code " + std::to_string(code) + ") before uciok";
        loop.quit();
    });
    QTimer::singleShot(timeout, &loop, [&] {
        failure = who + " did not answer 'uci' within " + std::to_string(timeout.count()) + " ms";
        loop.quit();
    });
    client.uci();
    loop.exec();
    // What happens to the process from here on (we may kill it) is no longer news.
    QObject::disconnect(process, nullptr, &loop, nullptr);
    if (!ok) {
        process->kill();
        process->waitForFinished(1000);
        return unexpected(failure.empty() ? who + " did not answer 'uci'" : failure);
    }
    client.quit();
    process->closeWriteChannel();
    if (!process->waitForFinished(2000)) {
        process->kill();
        process->waitForFinished(1000);
    }
    for (const auto& option : config.options)
        if (!client.hasOption(option.first))
            return unexpected(who + " has no option '" + option.first.toStdString() + "'");
    return EngineIdentity{client.engineName(), client.optionNames()};
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
    tally(*game);
    emit gameFinished(*game);
    game->deleteLater();
    launchNext();
    if (running_.empty()) emit finished();
}

void Match::tally(const MatchGame& game) {
    const GameOutcome& outcome = game.outcome();
    ++terminations_[outcome.termination];
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
