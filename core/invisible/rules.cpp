#include "rules.h"

#include "chess/bitboard.h"
#include "chess/notation.h"

#include <algorithm>
#include <cctype>

namespace kibitz::invisible {

using namespace chess;

namespace {

struct SetSpec {
    std::string_view name;
    std::vector<File> files;
};

const std::vector<SetSpec>& specs() {
    static const std::vector<SetSpec> all = {
        {"1B", {FileC}},        {"1N", {FileG}},        {"1R", {FileH}},        {"1Q", {FileD}},
        {"2B", {FileC, FileF}}, {"2N", {FileB, FileG}}, {"2R", {FileA, FileH}}, {"none", {}},
    };
    return all;
}

int sign(int x) {
    return (x > 0) - (x < 0);
}

// The squares strictly between `from` and `to` on their line, from `from` on.
std::vector<Square> pathBetween(Square from, Square to) {
    std::vector<Square> path;
    const int df = sign(int(fileOf(to)) - int(fileOf(from)));
    const int dr = sign(int(rankOf(to)) - int(rankOf(from)));
    int f = int(fileOf(from)) + df;
    int r = int(rankOf(from)) + dr;
    while (makeSquare(File(f), Rank(r)) != to) {
        path.push_back(makeSquare(File(f), Rank(r)));
        f += df;
        r += dr;
    }
    return path;
}

std::vector<Reveal> revealsOf(const Board& board, Bitboard squares) {
    std::vector<Reveal> out;
    while (squares) {
        const Square s = popLsb(squares);
        out.push_back({s, board.typeOn(s)});
    }
    return out;
}

// Where the king and the rook go when castling with the rook on `rookSquare`.
std::pair<Square, Square> castlingDestinations(Color c, Square kingFrom, Square rookSquare) {
    const bool kingSide = rookSquare > kingFrom;
    const Rank back = relativeRank(c, Rank1);
    return {makeSquare(kingSide ? FileG : FileC, back), makeSquare(kingSide ? FileF : FileD, back)};
}

} // namespace

std::vector<Square> InvisibleSet::startSquares(Color c) const {
    std::vector<Square> squares;
    for (File f : files) squares.push_back(makeSquare(f, relativeRank(c, Rank1)));
    return squares;
}

std::vector<InvisibleSet> paperSets() {
    std::vector<InvisibleSet> sets;
    for (const SetSpec& spec : specs()) sets.push_back({std::string(spec.name), spec.files});
    return sets;
}

std::optional<InvisibleSet> parseInvisibleSet(std::string_view text) {
    std::string upper;
    for (char ch : text) upper += char(std::toupper(static_cast<unsigned char>(ch)));
    if (upper == "NONE" || upper == "N.I." || upper == "NI" || upper == "0") upper = "none";
    for (const SetSpec& spec : specs())
        if (spec.name == upper) return InvisibleSet{std::string(spec.name), spec.files};
    return std::nullopt;
}

Board Board::of(const Position& pos) {
    Board b;
    for (Color c : {White, Black})
        for (int pt = Pawn; pt <= King; ++pt) {
            b.byColor[c] |= pos.pieces(c, PieceType(pt));
            b.byType[pt] |= pos.pieces(c, PieceType(pt));
        }
    return b;
}

PieceType Board::typeOn(Square s) const {
    for (int pt = Pawn; pt <= King; ++pt)
        if (byType[pt] & squareBB(s)) return PieceType(pt);
    return NoPieceType;
}

Color Board::colorOn(Square s) const {
    return (byColor[Black] & squareBB(s)) ? Black : White;
}

void Board::put(Color c, PieceType pt, Square s) {
    byColor[c] |= squareBB(s);
    byType[pt] |= squareBB(s);
}

void Board::remove(Square s) {
    const Bitboard keep = ~squareBB(s);
    for (Bitboard& b : byColor) b &= keep;
    for (Bitboard& b : byType) b &= keep;
}

Board Board::after(Move move) const {
    Board b = *this;
    const Square from = move.from();
    const Square to = move.to();
    const Color us = colorOn(from);
    if (move.kind() == Move::Castling) {
        const auto [kingTo, rookTo] = castlingDestinations(us, from, to);
        b.remove(from);
        b.remove(to);
        b.put(us, King, kingTo);
        b.put(us, Rook, rookTo);
        return b;
    }
    const PieceType pt = typeOn(from);
    b.remove(to);
    if (move.kind() == Move::EnPassant) b.remove(makeSquare(fileOf(to), rankOf(from)));
    b.remove(from);
    b.put(us, move.kind() == Move::Promotion ? move.promotionType() : pt, to);
    return b;
}

Square Board::kingAfter(Move move) const {
    const Color us = colorOn(move.from());
    if (move.kind() == Move::Castling)
        return castlingDestinations(us, move.from(), move.to()).first;
    return typeOn(move.from()) == King ? move.to() : lsb(pieces(us, King));
}

std::uint64_t Board::key(Color toMove) const {
    // splitmix64 over the placement's words.
    std::uint64_t h = toMove == White ? 0x9e3779b97f4a7c15ULL : 0x6a09e667f3bcc909ULL;
    const auto mix = [&h](std::uint64_t x) {
        h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
        h ^= h >> 30;
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 27;
        h *= 0x94d049bb133111ebULL;
        h ^= h >> 31;
    };
    for (Bitboard b : byColor) mix(b);
    for (int pt = Pawn; pt <= King; ++pt) mix(byType[pt]);
    return h;
}

Bitboard Board::attackersTo(Square s, Bitboard occupied, Color by) const {
    const Bitboard diagonal = byType[Bishop] | byType[Queen];
    const Bitboard straight = byType[Rook] | byType[Queen];
    return byColor[by] &
           ((pawnAttacks(~by, s) & byType[Pawn]) | (knightAttacks(s) & byType[Knight]) |
            (bishopAttacks(s, occupied) & diagonal) | (rookAttacks(s, occupied) & straight) |
            (kingAttacks(s) & byType[King]));
}

std::string Board::fen(const Position& pos) const {
    std::string text;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            const Square s = makeSquare(File(f), Rank(r));
            const PieceType pt = typeOn(s);
            if (pt == NoPieceType) {
                ++empty;
                continue;
            }
            if (empty) text += char('0' + empty);
            empty = 0;
            const char letter = pieceLetter(pt);
            text += colorOn(s) == White ? letter : char(std::tolower(letter));
        }
        if (empty) text += char('0' + empty);
        if (r) text += '/';
    }
    const std::string full = pos.fen();
    return text + full.substr(full.find(' '));
}

std::string uciText(Move m) {
    std::string text = squareName(m.from());
    if (m.kind() == Move::Castling)
        text += squareName(makeSquare(m.to() > m.from() ? FileG : FileC, rankOf(m.from())));
    else
        text += squareName(m.to());
    if (m.kind() == Move::Promotion) text += "nbrq"[m.promotionType() - Knight];
    return text;
}

std::string_view verdictName(Verdict v) {
    switch (v) {
    case Verdict::Accepted: return "accepted";
    case Verdict::Impossible: return "impossible";
    case Verdict::Illegal: return "illegal";
    }
    return "accepted";
}

Resolution resolve(const Board& board, Bitboard hidden, const Position& pos, Move move,
                   bool inCheck) {
    const Color us = pos.sideToMove();
    const Color them = ~us;
    const Square from = move.from();
    const Square to = move.to();
    const PieceType pt = board.typeOn(from);
    const Bitboard occupied = board.occupied();
    // Rejected by an invisible piece: the turn is forfeited unless the mover is in check.
    const auto rejected = [&](Bitboard shown) {
        return Resolution{inCheck ? Verdict::Illegal : Verdict::Impossible, revealsOf(board, shown),
                          false};
    };

    if (move.kind() == Move::Castling) {
        // Rule 5: through an invisible piece, or through a square an invisible piece attacks.
        const CastlingRights cr = castlingRights(us, to > from);
        std::vector<Square> crossed = pathBetween(from, to);
        const auto [kingTo, rookTo] = castlingDestinations(us, from, to);
        crossed.push_back(kingTo);
        crossed.push_back(rookTo);
        std::stable_sort(crossed.begin(), crossed.end(), [&](Square a, Square b) {
            return std::abs(int(a) - int(from)) < std::abs(int(b) - int(from));
        });
        for (Square s : crossed)
            if ((pos.castlingEmptyPath(cr) & squareBB(s)) && (hidden & squareBB(s)))
                return rejected(squareBB(s));
        Bitboard kingPath = pos.castlingKingPath(cr) | squareBB(from);
        while (kingPath) {
            const Square s = popLsb(kingPath);
            if (const Bitboard by = board.attackersTo(s, occupied, them) & hidden)
                return rejected(by);
        }
    } else if (pt == Pawn && fileOf(from) == fileOf(to)) {
        std::vector<Square> squares = pathBetween(from, to);
        squares.push_back(to);
        for (Square s : squares)
            if (hidden & squareBB(s)) return rejected(squareBB(s));
    } else if (pt == Pawn && move.kind() != Move::EnPassant) {
        if (!(occupied & squareBB(to))) return rejected(0); // nothing there to take
    } else if (pt == Bishop || pt == Rook || pt == Queen) {
        for (Square s : pathBetween(from, to))
            if (hidden & squareBB(s)) return rejected(squareBB(s));
    }

    // The board after the move: is the mover's king attacked?
    const Board after = board.after(move);
    const Square king = board.kingAfter(move);
    const bool capturedHidden = (hidden & squareBB(to)) && move.kind() != Move::Castling;
    const Bitboard hiddenAfter = hidden & ~squareBB(to);
    if (const Bitboard attackers = after.attackersTo(king, after.occupied(), them)) {
        const Bitboard shown = attackers & hiddenAfter;
        return Resolution{inCheck ? Verdict::Illegal : Verdict::Impossible, revealsOf(after, shown),
                          false};
    }
    return Resolution{Verdict::Accepted, {}, capturedHidden};
}

Game::Game(const InvisibleSet& white, const InvisibleSet& black) {
    sets_[White] = white;
    sets_[Black] = black;
    for (Color c : {White, Black})
        for (Square s : sets_[c].startSquares(c)) {
            const Piece piece = truth_.pieceOn(s);
            if (piece == NoPiece || colorOf(piece) != c || typeOf(piece) == King) continue;
            hidden_.push_back({c, typeOf(piece), s, s});
        }
}

std::optional<Game> Game::fromPosition(std::string_view fen, const std::vector<Square>& hidden) {
    Game game({"none", {}}, {"none", {}});
    if (!game.truth_.setFen(fen)) return std::nullopt;
    for (Color c : {White, Black}) game.sets_[c] = {"custom", {}};
    for (Square s : hidden) {
        const Piece piece = game.truth_.pieceOn(s);
        if (piece == NoPiece || typeOf(piece) == King || typeOf(piece) == Pawn) return std::nullopt;
        game.hidden_.push_back({colorOf(piece), typeOf(piece), s, s});
    }
    return game;
}

Game::Game(const Game& other)
    : truth_(other.truth_.clone())
    , sets_{other.sets_[0], other.sets_[1]}
    , hidden_(other.hidden_)
    , notices_{other.notices_[0], other.notices_[1]}
    , pendingAttempts_(other.pendingAttempts_)
    , illegalThisTurn_(other.illegalThisTurn_)
    , turns_(other.turns_) {}

Game& Game::operator=(const Game& other) {
    if (this != &other) *this = Game(other);
    return *this;
}

Bitboard Game::hiddenSquares(Color owner) const {
    Bitboard b = 0;
    for (const HiddenPiece& h : hidden_)
        if (h.color == owner && h.alive()) b |= squareBB(h.square);
    return b;
}

std::vector<int> Game::hiddenIds(Color owner) const {
    std::vector<int> ids;
    for (int i = 0; i < int(hidden_.size()); ++i)
        if (hidden_[i].color == owner) ids.push_back(i);
    return ids;
}

Board Game::knownBoard(Color viewer) const {
    Board b = Board::of(truth_);
    Bitboard theirs = hiddenSquares(~viewer);
    while (theirs) b.remove(popLsb(theirs));
    return b;
}

bool Game::over() const {
    return end() != GameEnd::None;
}

Resolution Game::attempt(Move move) {
    const Color us = sideToMove();
    const Resolution r =
        resolve(Board::of(truth_), hiddenSquares(~us), truth_, move, truth_.inCheck());
    pendingAttempts_.push_back({move, r});
    if (r.verdict == Verdict::Illegal) {
        ++illegalThisTurn_;
        return r;
    }
    Notice own;
    own.mover = us;
    own.attempts = std::move(pendingAttempts_);
    pendingAttempts_.clear();
    if (r.verdict == Verdict::Impossible) {
        truth_.makeNullMove();
        finishTurn(Verdict::Impossible, std::move(own), Notice{});
        return r;
    }
    // Accepted: the invisible pieces follow the move.
    Notice theirs;
    for (HiddenPiece& h : hidden_) {
        if (!h.alive()) continue;
        if (h.color != us && h.square == move.to() && move.kind() != Move::Castling)
            h.square = NoSquare; // captured
    }
    const bool capture = truth_.isCapture(move);
    for (int id = 0; id < int(hidden_.size()); ++id) {
        HiddenPiece& h = hidden_[id];
        if (h.color != us || !h.alive()) continue;
        if (move.kind() == Move::Castling && h.square == move.to()) {
            h.square = castlingDestinations(us, move.from(), move.to()).second;
            theirs.hiddenMoved = id;
            theirs.hiddenTo = h.square;
        } else if (move.kind() != Move::Castling && h.square == move.from()) {
            h.square = move.to();
            theirs.hiddenMoved = id;
            if (capture) theirs.hiddenTo = move.to();
        }
    }
    if (theirs.hiddenMoved < 0 || move.kind() == Move::Castling) theirs.visibleMove = move;
    own.visibleMove = move;
    truth_.makeMove(move);
    finishTurn(Verdict::Accepted, std::move(own), std::move(theirs));
    return r;
}

void Game::finishTurn(Verdict verdict, Notice own, Notice theirs) {
    const Color us = own.mover;
    own.verdict = verdict;
    theirs.mover = us;
    theirs.verdict = verdict;
    theirs.checkers = revealsOf(Board::of(truth_), truth_.checkers());
    notices_[us] = std::move(own);
    notices_[~us] = std::move(theirs);
    illegalThisTurn_ = 0;
    ++turns_;
}

} // namespace kibitz::invisible
