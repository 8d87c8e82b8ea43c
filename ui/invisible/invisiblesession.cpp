#include "ui/invisible/invisiblesession.h"

#include "chess/bitboard.h"
#include "chess/movegen.h"
#include "chess/notation.h"

#include <QDate>

#include <algorithm>
#include <cmath>

namespace kibitz::ui {

using namespace chess;
using namespace invisible;

namespace {

constexpr int MaxTurns = 400; // a longer game is a draw, as in the match runner

QString sideName(Color c) {
    return c == White ? InvisibleSession::tr("White") : InvisibleSession::tr("Black");
}

QString pieceName(PieceType pt) {
    switch (pt) {
    case Knight: return InvisibleSession::tr("knight");
    case Bishop: return InvisibleSession::tr("bishop");
    case Rook: return InvisibleSession::tr("rook");
    case Queen: return InvisibleSession::tr("queen");
    case King: return InvisibleSession::tr("king");
    default: return InvisibleSession::tr("pawn");
    }
}

QString squareText(Square s) {
    return QString::fromStdString(squareName(s));
}

// "Bc1–a3", "e2–e4", "O-O": an attempt in long algebraic notation (it need not be legal on the
// true board, so no SAN).
QString attemptText(const Position& pos, Move m) {
    if (m.kind() == Move::Castling)
        return m.to() > m.from() ? QStringLiteral("O-O") : QStringLiteral("O-O-O");
    const PieceType pt = typeOf(pos.pieceOn(m.from()));
    QString text = pt == Pawn ? QString() : QString(QChar(pieceLetter(pt)));
    text += squareText(m.from()) + QChar(u'–') + squareText(m.to());
    if (m.kind() == Move::Promotion) text += QChar(pieceLetter(m.promotionType()));
    return text;
}

QString revealsText(Color owner, const std::vector<Reveal>& revealed) {
    QStringList parts;
    for (const Reveal& r : revealed)
        parts << InvisibleSession::tr("%1's %2 is on %3")
                     .arg(sideName(owner), pieceName(r.type), squareText(r.square));
    return parts.join(QStringLiteral("; "));
}

QString number(int turn) {
    return QString::fromStdString(moveNumberText(turn));
}

} // namespace

struct InvisibleSession::ComputerTurn {
    Game before;
    Game after;
};

InvisibleSession::InvisibleSession(QObject* parent)
    : QObject(parent) {}

InvisibleSession::~InvisibleSession() {
    waitForComputer();
}

void InvisibleSession::waitForComputer() {
    if (worker_.joinable()) worker_.join();
}

void InvisibleSession::reset(const InvisibleSetup& setup) {
    waitForComputer();
    ++generation_; // a computer's move still on its way is dropped
    setup_ = setup;
    game_ = std::make_unique<Game>(setup.sets[White], setup.sets[Black]);
    for (Color c : {White, Black})
        beliefs_[c] = std::make_unique<Belief>(*game_, c, Belief::Mode::Fair);
    computer_ = std::make_shared<AdvisorPlayer>(setup.computer);
    computer_->remember(game_->knownBoard(~setup.human), game_->sideToMove());
    turns_.clear();
    snapshots_ = {*game_};
    entropy_ = {{0.0, 0.0}};
    log_.clear();
    triedThisTurn_.clear();
    resigned_.clear();
    if (thinking_) {
        thinking_ = false;
        emit thinkingChanged(false);
    }
}

void InvisibleSession::newGame(const InvisibleSetup& setup) {
    reset(setup);
    emit changed();
    if (!humansTurn()) startComputerTurn();
}

std::optional<QString> InvisibleSession::load(const InvisibleGameFile& file, Color human,
                                              const PlayerSettings& computer) {
    const auto replayed = replay(file, {});
    if (!replayed) return QString::fromStdString(replayed.error());
    InvisibleSetup setup;
    setup.human = human;
    setup.sets[White] = file.sets[White];
    setup.sets[Black] = file.sets[Black];
    setup.computer = computer;
    reset(setup);
    for (const std::vector<Move>& attempts : file.turns) {
        const Game before = *game_;
        for (Move m : attempts) {
            const Game at = *game_;
            const Resolution r = game_->attempt(m);
            logAttempt(int(turns_.size()), m, r, at);
            if (r.verdict != Verdict::Illegal) break;
        }
        recordTurn(before);
    }
    if ((file.result == "1-0" || file.result == "0-1") && !game_->over())
        resigned_ = QString::fromStdString(file.result);
    emit changed();
    if (!over() && !humansTurn()) startComputerTurn();
    return std::nullopt;
}

bool InvisibleSession::humansTurn() const {
    return game_ && !thinking_ && !over() && game_->sideToMove() == setup_.human;
}

bool InvisibleSession::over() const {
    return game_ && (!resigned_.isEmpty() || game_->over() || int(turns_.size()) >= MaxTurns);
}

QString InvisibleSession::resultText() const {
    if (!game_ || !over()) return QStringLiteral("*");
    if (!resigned_.isEmpty()) return resigned_;
    if (game_->end() == GameEnd::Checkmate)
        return game_->sideToMove() == White ? QStringLiteral("0-1") : QStringLiteral("1-0");
    return QStringLiteral("1/2-1/2");
}

QString InvisibleSession::statusText() const {
    if (!game_) return tr("Start a game with Game → New Game");
    if (over()) {
        const QString result = resultText();
        if (!resigned_.isEmpty())
            return tr("%1 resigned").arg(sideName(result == QLatin1String("1-0") ? Black : White));
        switch (game_->end()) {
        case GameEnd::Checkmate:
            return tr("%1 won by checkmate").arg(sideName(~game_->sideToMove()));
        case GameEnd::Stalemate: return tr("Drawn by stalemate");
        case GameEnd::InsufficientMaterial: return tr("Drawn: neither side can mate");
        case GameEnd::FiftyMoveRule:
        case GameEnd::SeventyFiveMoveRule: return tr("Drawn by the 50-move rule");
        case GameEnd::ThreefoldRepetition:
        case GameEnd::FivefoldRepetition: return tr("Drawn by repetition");
        case GameEnd::None: break;
        }
        return tr("Drawn: %1 turns played").arg(MaxTurns);
    }
    if (thinking_) return tr("Kibitz is thinking…");
    if (!triedThisTurn_.empty()) return tr("That move is illegal: try another");
    return game_->truth().inCheck() ? tr("Your move: you are in check") : tr("Your move");
}

Position InvisibleSession::humanView() const {
    Position pos;
    if (!game_) return pos;
    const Board known = game_->knownBoard(setup_.human);
    std::vector<Position::Placed> pieces;
    for (Square s = A1; s <= H8; ++s)
        if (known.occupied() & squareBB(s))
            pieces.push_back({makePiece(known.colorOn(s), known.typeOn(s)), s});
    pos.setPlacement(pieces, game_->sideToMove());
    return pos;
}

Bitboard InvisibleSession::humanHiddenSquares() const {
    return game_ ? game_->hiddenSquares(setup_.human) : 0;
}

std::vector<Move> InvisibleSession::humanMoves() const {
    if (!humansTurn()) return {};
    const Color h = setup_.human;
    const Situation s = Situation::of(*game_, *beliefs_[h], *beliefs_[~h]);
    std::vector<Move> moves;
    for (Move m : candidateMoves(s, beliefs_[h]->worlds()))
        if (std::find(triedThisTurn_.begin(), triedThisTurn_.end(), m) == triedThisTurn_.end())
            moves.push_back(m);
    return moves;
}

int InvisibleSession::enemyHiddenCount() const {
    return game_ ? int(beliefs_[setup_.human]->ids().size()) : 0;
}

QString InvisibleSession::enemyHiddenName(int k) const {
    if (k < 0 || k >= enemyHiddenCount()) return {};
    const HiddenPiece& piece = game_->hidden()[beliefs_[setup_.human]->ids()[k]];
    QString name = tr("%1's %2 from %3")
                       .arg(sideName(piece.color), pieceName(piece.type), squareText(piece.start));
    double alive = 0;
    for (double p : enemyBelief(k)) alive += p;
    if (alive < 1e-9) name += tr(" (captured)");
    return name;
}

std::array<double, SquareCount> InvisibleSession::enemyBelief(int k) const {
    if (k < 0 || k >= enemyHiddenCount()) return {};
    return beliefs_[setup_.human]->marginal(k);
}

Position InvisibleSession::truthAfter(int turns) const {
    if (snapshots_.empty()) return {};
    return snapshots_[std::size_t(std::clamp(turns, 0, int(snapshots_.size()) - 1))]
        .truth()
        .clone();
}

Bitboard InvisibleSession::hiddenAfter(int turns) const {
    if (snapshots_.empty()) return 0;
    const Game& g = snapshots_[std::size_t(std::clamp(turns, 0, int(snapshots_.size()) - 1))];
    return g.hiddenSquares(White) | g.hiddenSquares(Black);
}

std::optional<Resolution> InvisibleSession::attempt(Move move) {
    const std::vector<Move> allowed = humanMoves();
    if (std::find(allowed.begin(), allowed.end(), move) == allowed.end()) return std::nullopt;
    const Color h = setup_.human;
    const Game before = *game_;
    const bool inCheck = before.truth().inCheck();
    const Resolution r = game_->attempt(move);
    logAttempt(int(turns_.size()), move, r, before);
    if (r.verdict == Verdict::Illegal) {
        triedThisTurn_.push_back(move);
        beliefs_[h]->ownAttempt(before.knownBoard(h), before.truth(), move, inCheck, r);
        emit changed();
        return r;
    }
    recordTurn(before);
    checkOver();
    emit changed();
    if (!over()) startComputerTurn();
    return r;
}

void InvisibleSession::resign() {
    if (!game_ || over()) return;
    waitForComputer();
    ++generation_; // a move in progress is dropped
    if (thinking_) {
        thinking_ = false;
        emit thinkingChanged(false);
    }
    resigned_ = setup_.human == White ? QStringLiteral("0-1") : QStringLiteral("1-0");
    emit changed();
    emit gameOver(resultText());
}

void InvisibleSession::startComputerTurn() {
    waitForComputer();
    thinking_ = true;
    emit thinkingChanged(true);
    const Color c = ~setup_.human;
    auto turn = std::make_shared<ComputerTurn>(ComputerTurn{*game_, *game_});
    auto mine = std::make_shared<Belief>(*beliefs_[c]);
    auto theirs = std::make_shared<Belief>(*beliefs_[~c]);
    const unsigned generation = generation_;
    worker_ = std::thread([this, turn, mine, theirs, player = computer_, generation] {
        Game& game = turn->after;
        std::vector<Move> tried;
        for (;;) {
            const Situation s = Situation::of(game, *mine, *theirs);
            Move move = player->choose(s, tried);
            if (move.isNone()) move = *MoveList(game.truth()).begin(); // the belief is exact
            const Resolution r = game.attempt(move);
            if (r.verdict != Verdict::Illegal) break;
            tried.push_back(move);
            mine->ownAttempt(s.known, game.truth(), move, s.inCheck, r);
        }
        QMetaObject::invokeMethod(
            this, [this, turn, generation] { finishComputerTurn(turn, generation); },
            Qt::QueuedConnection);
    });
}

void InvisibleSession::finishComputerTurn(std::shared_ptr<ComputerTurn> turn, unsigned generation) {
    if (generation != generation_) return; // a new game started meanwhile
    waitForComputer();
    const Color c = ~setup_.human;
    Game replaying = turn->before;
    for (const auto& [move, r] : turn->after.lastNotice(c).attempts) {
        const Game at = replaying;
        replaying.attempt(move);
        logAttempt(int(turns_.size()), move, r, at);
    }
    *game_ = turn->after;
    recordTurn(turn->before);
    thinking_ = false;
    emit thinkingChanged(false);
    checkOver();
    emit changed();
}

void InvisibleSession::recordTurn(const Game& before) {
    for (Color c : {White, Black}) beliefs_[c]->observe(before, *game_);
    computer_->remember(game_->knownBoard(~setup_.human), game_->sideToMove());
    const Color mover = before.sideToMove();
    std::vector<Move> attempts;
    for (const auto& [move, r] : game_->lastNotice(mover).attempts) attempts.push_back(move);
    turns_.push_back(std::move(attempts));
    snapshots_.push_back(*game_);
    entropy_.push_back(
        {beliefs_[White]->entropy() / std::log(2.0), beliefs_[Black]->entropy() / std::log(2.0)});
    triedThisTurn_.clear();
}

void InvisibleSession::checkOver() {
    if (over()) emit gameOver(resultText());
}

void InvisibleSession::logAttempt(int turn, Move move, const Resolution& r, const Game& before) {
    AttemptEntry entry;
    entry.turn = turn;
    entry.side = before.sideToMove();
    entry.verdict = r.verdict;
    const Color side = entry.side;
    const Position& at = before.truth();
    const QString head = number(turn) + QLatin1Char(' ');
    if (side == setup_.human) {
        const QString what = attemptText(at, move);
        switch (r.verdict) {
        case Verdict::Accepted:
            entry.text =
                head + what + (r.capturedHidden ? tr(": you took an invisible piece") : QString());
            break;
        case Verdict::Impossible:
            entry.text =
                head + what + tr(": impossible") +
                (r.revealed.empty() ? tr(", nothing there to take")
                                    : QStringLiteral(": ") + revealsText(~side, r.revealed)) +
                tr("; your turn is lost");
            break;
        case Verdict::Illegal:
            entry.text =
                head + what + tr(": illegal") +
                (r.revealed.empty() ? QString()
                                    : QStringLiteral(": ") + revealsText(~side, r.revealed)) +
                tr("; play another move");
            break;
        }
    } else {
        // What the user is told of the computer's turn, and no more (rules.h: Notice).
        if (r.verdict == Verdict::Illegal) return;
        const bool hidden = before.hiddenSquares(side) & squareBB(move.from());
        if (r.verdict == Verdict::Impossible) {
            entry.text = head + tr("Kibitz tried an impossible move; its turn is lost");
        } else if (hidden && move.kind() != Move::Castling) {
            const bool capture = at.pieceOn(move.to()) != NoPiece;
            entry.text = head +
                         tr("Kibitz moved its invisible %1")
                             .arg(pieceName(typeOf(at.pieceOn(move.from())))) +
                         (capture ? tr(" and took on %1").arg(squareText(move.to())) : QString());
        } else {
            Position pos = at.clone();
            entry.text = head + QString::fromStdString(toSan(pos, move));
        }
    }
    log_.push_back(entry);
}

InvisibleGameFile InvisibleSession::file() const {
    InvisibleGameFile f;
    f.sets[White] = setup_.sets[White];
    f.sets[Black] = setup_.sets[Black];
    f.players[setup_.human] = tr("You").toStdString();
    f.players[~setup_.human] = advisorsName(setup_.computer);
    f.turns = turns_;
    f.result = resultText().toStdString();
    // The PGN standard's words: a game ended by the rules or a resignation is "normal".
    if (over())
        f.termination =
            int(turns_.size()) >= MaxTurns && resigned_.isEmpty() && game_->end() == GameEnd::None
                ? "adjudication"
                : "normal";
    f.date = QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString();
    return f;
}

} // namespace kibitz::ui
