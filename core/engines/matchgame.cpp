#include "matchgame.h"

#include "chess/notation.h"
#include "pgn/commands.h"
#include "uciclient.h"

#include <QDate>
#include <QProcess>

#include <cstdio>

namespace kibitz::engines {

using chess::Black;
using chess::Color;
using chess::White;

struct MatchGame::Player {
    Player(EngineConfig engine, const TimeControl& timeControl)
        : config(std::move(engine))
        , clock(timeControl) {}

    EngineConfig config;
    UciClient* client = nullptr;
    bool ready = false;
    GameClock clock;
    std::optional<UciScore> score; // the last score of the search now running
    std::optional<int> depth;
    // The client's line counts when `go` was sent: what came since tells a flood from silence.
    std::uint64_t linesAtGo = 0;
    std::uint64_t droppedAtGo = 0;
};

std::string GameOutcome::resultText() const {
    switch (result) {
    case Result::WhiteWins: return "1-0";
    case Result::BlackWins: return "0-1";
    case Result::Draw: return "1/2-1/2";
    case Result::Unfinished: return "*";
    }
    return "*";
}

MatchGame::MatchGame(std::array<EngineConfig, 2> whiteBlack, Opening opening, GameSettings settings,
                     int round, QObject* parent)
    : QObject(parent)
    , opening_(std::move(opening))
    , settings_(std::move(settings))
    , round_(round)
    , adjudicator_(settings_.adjudication) {
    for (int side = 0; side < 2; ++side)
        players_[std::size_t(side)] =
            new Player(std::move(whiteBlack[std::size_t(side)]), settings_.timeControl);
    watchdog_.setSingleShot(true);
    // A coarse timer may fire 5% early: a flag must not fall while the engine still has time.
    watchdog_.setTimerType(Qt::PreciseTimer);
    connect(&watchdog_, &QTimer::timeout, this, &MatchGame::onTimeout);

    game_.setTag("Event", settings_.event);
    game_.setTag("Site", settings_.site);
    game_.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    game_.setTag("Round", std::to_string(round_));
    game_.setTag("White", players_[0]->config.name.toStdString());
    game_.setTag("Black", players_[1]->config.name.toStdString());
    game_.setTag("Result", "*");
}

MatchGame::~MatchGame() {
    for (Player* p : players_) {
        if (p->client) {
            // Its end is no news to a game that is going away.
            p->client->disconnect(this);
            p->client->process()->disconnect(this);
            p->client->kill();
        }
        delete p;
    }
}

bool MatchGame::usesClock() const {
    return !settings_.nodes && !settings_.depth && !settings_.moveTime;
}

std::string MatchGame::sideName(Color c) {
    return c == White ? "White" : "Black";
}

void MatchGame::start() {
    // The opening was checked when it was loaded; replay it into the board and the game.
    if (const auto set = position_.setFen(opening_.fen); !set) {
        finish(GameOutcome::Result::Unfinished, "unterminated",
               "bad opening position: " + set.error().toString());
        return;
    }
    game_.tree().setStartPosition(opening_.fen);
    if (!game_.tree().startsFromStandardPosition()) {
        game_.setTag("SetUp", "1");
        game_.setTag("FEN", opening_.fen);
    }
    game_.setTag("TimeControl", usesClock() ? settings_.timeControl.toString() : "-");
    for (const chess::Move m : opening_.moves) {
        uciMoves_.push_back(chess::toUci(position_, m));
        position_.makeMove(m);
        current_ = game_.tree().appendChild(current_, m);
    }

    for (int side = 0; side < 2; ++side) {
        Player& p = *players_[std::size_t(side)];
        p.client = new UciClient(p.config, settings_.forwardStderr, this);
        connect(p.client, &UciClient::uciOk, this, [this, side] { onUciOk(side); });
        connect(p.client, &UciClient::readyOk, this, [this, side] { onReadyOk(side); });
        connect(p.client, &UciClient::infoReceived, this,
                [this, side](const UciInfo& info) { onInfo(side, info); });
        connect(p.client, &UciClient::bestMoveReceived, this,
                [this, side](const UciBestMove& best) { onBestMove(side, best); });
        connect(p.client, &UciClient::lineSent, this,
                [this, side](const QString& line) { emit engineTraffic(side, true, line); });
        connect(p.client, &UciClient::lineReceived, this,
                [this, side](const QString& line) { emit engineTraffic(side, false, line); });
        connect(p.client, &UciClient::ended, this, [this, side](const UciClient::End& end) {
            switch (end.kind) {
            case UciClient::End::Kind::NotStarted:
                engineDidNotStart_ = true;
                onEngineGone(side, "could not be started (" + end.reason.toStdString() + ")");
                return;
            case UciClient::End::Kind::Crashed: onEngineGone(side, "crashed"); return;
            case UciClient::End::Kind::Exited:
                onEngineGone(side, "exited with code " + std::to_string(end.exitCode));
                return;
            }
        });
        p.client->uci();
    }
    watchdog_.start(settings_.startTimeout);
}

void MatchGame::onUciOk(int side) {
    if (state_ != State::Starting) return;
    Player& p = *players_[std::size_t(side)];
    for (const auto& [name, value] : p.config.options) p.client->setOption(name, value);
    p.client->newGame();
    p.client->isReady();
}

void MatchGame::onReadyOk(int side) {
    Player& p = *players_[std::size_t(side)];
    if (state_ != State::Starting || p.ready) return;
    p.ready = true;
    if (!players_[0]->ready || !players_[1]->ready) return;
    state_ = State::Playing;
    watchdog_.stop();
    // The opening may already have reached a draw by rule.
    if (refereeAfterMove(~position_.sideToMove(), std::nullopt)) return;
    requestMove();
}

void MatchGame::onInfo(int side, const UciInfo& info) {
    if (state_ != State::Playing || side != position_.sideToMove()) return;
    if (info.multiPv && *info.multiPv != 1) return;
    Player& p = *players_[std::size_t(side)];
    if (info.score) p.score = info.score;
    if (info.depth) p.depth = info.depth;
}

std::string MatchGame::goArguments() const {
    if (settings_.nodes) return "nodes " + std::to_string(*settings_.nodes);
    if (settings_.depth) return "depth " + std::to_string(*settings_.depth);
    if (settings_.moveTime) return "movetime " + std::to_string(settings_.moveTime->count());
    const GameClock& w = players_[0]->clock;
    const GameClock& b = players_[1]->clock;
    std::string args = "wtime " + std::to_string(w.remaining().count()) + " btime " +
                       std::to_string(b.remaining().count());
    if (const auto inc = settings_.timeControl.increment.count(); inc > 0)
        args += " winc " + std::to_string(inc) + " binc " + std::to_string(inc);
    if (const int togo = players_[std::size_t(position_.sideToMove())]->clock.movesToGo(); togo > 0)
        args += " movestogo " + std::to_string(togo);
    return args;
}

void MatchGame::requestMove() {
    Player& p = *players_[std::size_t(position_.sideToMove())];
    p.score.reset();
    p.depth.reset();
    p.client->position(opening_.fen, uciMoves_);
    p.client->go(goArguments());
    p.linesAtGo = p.client->linesReceived();
    p.droppedAtGo = p.client->linesDropped();
    moveTimer_.start();
    // Every move has a bound, whatever the engine sends meanwhile: onTimeout() forfeits it.
    if (usesClock())
        watchdog_.start(p.clock.remaining() + settings_.timeMargin + milliseconds(1));
    else if (settings_.moveTime)
        watchdog_.start(*settings_.moveTime + settings_.timeMargin + settings_.moveTimeout / 10);
    else
        watchdog_.start(settings_.moveTimeout);
}

void MatchGame::onBestMove(int side, const UciBestMove& best) {
    if (state_ != State::Playing || side != position_.sideToMove()) return;
    watchdog_.stop();
    const auto used = milliseconds(moveTimer_.elapsed());
    const Color mover = position_.sideToMove();
    Player& p = *players_[std::size_t(side)];
    const std::string who = sideName(mover);
    if (usesClock() && !p.clock.punch(used, settings_.timeMargin)) {
        finish(mover == White ? GameOutcome::Result::BlackWins : GameOutcome::Result::WhiteWins,
               "time forfeit", who + " loses on time");
        return;
    }
    // A null move (0000) passes the turn in analysis; in a game it is an illegal move.
    const auto move = chess::parseUci(position_, best.move);
    if (!move || !move->isOk()) {
        const bool null = move ? move->isNull() : best.move == "0000";
        finish(mover == White ? GameOutcome::Result::BlackWins : GameOutcome::Result::WhiteWins,
               "rules infraction",
               null ? who + "'s engine played a null move '0000', which is illegal in a game"
               : best.move.empty() ? who + "'s engine sent bestmove without a move"
                                   : who + "'s engine played an illegal move '" + best.move + "'");
        return;
    }
    recordMove(*move, p, used);
    std::optional<int> score;
    if (p.score) score = p.score->centipawns();
    if (refereeAfterMove(mover, score)) return;
    requestMove();
}

void MatchGame::recordMove(chess::Move move, const Player& mover, milliseconds used) {
    const Color us = position_.sideToMove();
    uciMoves_.push_back(chess::toUci(position_, move));
    position_.makeMove(move);
    current_ = game_.tree().appendChild(current_, move);
    // [%eval] (White's point of view, in pawns) before [%emt]: withCommand puts each in front.
    std::string comment = pgn::withCommand({}, "emt", pgn::formatDuration({used.count()}));
    if (mover.score) {
        const int sign = us == White ? 1 : -1;
        pgn::Evaluation e;
        if (mover.score->kind == UciScore::Kind::Mate) {
            e.kind = pgn::Evaluation::Kind::Mate;
            e.mate = sign * mover.score->value;
        } else {
            e.pawns = sign * mover.score->value / 100.0;
        }
        e.depth = mover.depth;
        comment = pgn::withCommand(comment, "eval", pgn::formatEvaluation(e));
    }
    game_.tree().setCommentAfter(current_, comment);
}

// Ends the game if the rules or the adjudicator say so; true when it did.
bool MatchGame::refereeAfterMove(Color mover, std::optional<int> score) {
    using R = GameOutcome::Result;
    switch (position_.gameEnd()) {
    case chess::GameEnd::Checkmate:
        finish(mover == White ? R::WhiteWins : R::BlackWins, "normal", sideName(mover) + " mates");
        return true;
    case chess::GameEnd::Stalemate: finish(R::Draw, "normal", "Draw by stalemate"); return true;
    case chess::GameEnd::InsufficientMaterial:
        finish(R::Draw, "normal", "Draw by insufficient mating material");
        return true;
    case chess::GameEnd::FiftyMoveRule:
    case chess::GameEnd::SeventyFiveMoveRule:
        finish(R::Draw, "normal", "Draw by the fifty-move rule");
        return true;
    case chess::GameEnd::ThreefoldRepetition:
    case chess::GameEnd::FivefoldRepetition:
        finish(R::Draw, "normal", "Draw by threefold repetition");
        return true;
    case chess::GameEnd::None: break;
    }
    if (!score) return false;
    const int moveNumber = position_.fullmoveNumber() - (mover == Black ? 1 : 0);
    switch (adjudicator_.afterMove(mover, moveNumber, score)) {
    case Adjudicator::Verdict::WhiteWins:
        finish(R::WhiteWins, "adjudication", "Black's position is lost, both engines agree");
        return true;
    case Adjudicator::Verdict::BlackWins:
        finish(R::BlackWins, "adjudication", "White's position is lost, both engines agree");
        return true;
    case Adjudicator::Verdict::Draw:
        finish(R::Draw, "adjudication", "Draw: both engines see a level game");
        return true;
    case Adjudicator::Verdict::None: break;
    }
    return false;
}

void MatchGame::onEngineGone(int side, const std::string& why) {
    if (state_ != State::Starting && state_ != State::Playing) return;
    const Color c = Color(side);
    finish(c == White ? GameOutcome::Result::BlackWins : GameOutcome::Result::WhiteWins,
           "abandoned", sideName(c) + "'s engine " + why);
}

void MatchGame::onTimeout() {
    using R = GameOutcome::Result;
    if (state_ == State::Starting) {
        const bool whiteReady = players_[0]->ready;
        const bool blackReady = players_[1]->ready;
        const std::string reason = " did not answer uci and isready within " +
                                   std::to_string(settings_.startTimeout.count()) + " ms";
        if (!whiteReady && !blackReady)
            finish(R::Unfinished, "abandoned", "Neither engine" + reason);
        else if (!whiteReady)
            finish(R::BlackWins, "abandoned", "White's engine" + reason);
        else
            finish(R::WhiteWins, "abandoned", "Black's engine" + reason);
        return;
    }
    if (state_ != State::Playing) return;
    const Color mover = position_.sideToMove();
    const std::string who = sideName(mover);
    const Player& p = *players_[std::size_t(mover)];
    // What came instead of a move, for the one who has to find out why.
    std::string instead;
    if (p.client->linesDropped() > p.droppedAtGo)
        instead = "it sent a line longer than " +
                  std::to_string(UciClient::MaxLineLength / 1024 / 1024) + " MiB";
    else if (p.client->linesReceived() > p.linesAtGo)
        instead = "it sent output, but no bestmove";
    const std::string reason =
        usesClock()
            ? who + " loses on time (" + (instead.empty() ? "no move came" : instead) + ")"
            : who + "'s engine did not answer within " + std::to_string(watchdog_.interval()) +
                  " ms" + (instead.empty() ? "" : " (" + instead + ")");
    finish(mover == White ? R::BlackWins : R::WhiteWins, "time forfeit", reason);
    // What did not answer in time will not answer quit either: no grace for it.
    if (p.client->running()) p.client->kill();
}

void MatchGame::abort() {
    if (state_ == State::Starting || state_ == State::Playing)
        finish(GameOutcome::Result::Unfinished, "unterminated", "The match was interrupted");
}

void MatchGame::finish(GameOutcome::Result result, std::string termination, std::string reason) {
    if (state_ == State::Finishing || state_ == State::Done) return;
    outcome_ = GameOutcome{result, std::move(termination), std::move(reason), engineDidNotStart_};
    game_.setTag("Result", outcome_.resultText());
    game_.setTag("PlyCount", std::to_string(game_.tree().ply(current_)));
    game_.setTag("Termination", outcome_.termination);
    // The reason goes after the last move, behind its clock and eval commands.
    std::string comment = game_.tree().commentAfter(current_);
    comment += comment.empty() ? outcome_.reason : " " + outcome_.reason;
    game_.tree().setCommentAfter(current_, comment);
    state_ = State::Finishing;
    watchdog_.stop();
    // Ask both engines to quit, and give them a moment before they are killed: short, as Ctrl+C
    // must end a match within two seconds.
    for (Player* p : players_) {
        if (!p->client || !p->client->running()) continue;
        p->client->disconnect(this);
        QProcess* process = p->client->process();
        process->disconnect(this);
        connect(process, &QProcess::finished, this, &MatchGame::onEngineExited);
        connect(process, &QProcess::errorOccurred, this, &MatchGame::onEngineExited);
        p->client->shutDownLater(milliseconds(1000));
    }
    onEngineExited();
}

void MatchGame::onEngineExited() {
    if (state_ != State::Finishing) return;
    for (const Player* p : players_)
        if (p->client && p->client->running()) return;
    state_ = State::Done;
    emit finished();
}

} // namespace kibitz::engines
