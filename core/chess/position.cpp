#include "position.h"

#include "movegen.h"
#include "random.h"
#include "zobrist.h"

#include <algorithm>
#include <cassert>
#include <cstdint>

namespace kibitz::chess {

namespace zobrist {

Key pieceSquare[PieceSlots][SquareCount];
Key enPassantFile[8];
Key castling[CastlingRightsCount];
Key side;

namespace {
// Filled while the library loads, from a fixed seed so keys are the same on every run.
const bool keysReady = [] {
    Random rng(0x5A6F627269737421ULL);
    for (auto& squares : pieceSquare)
        for (Key& k : squares) k = rng.next();
    for (Key& k : enPassantFile) k = rng.next();
    // Castling keys are the XOR of one key per right, so losing a right is one XOR away.
    Key single[4];
    for (Key& k : single) k = rng.next();
    for (int cr = 0; cr < CastlingRightsCount; ++cr) {
        castling[cr] = 0;
        for (int bit = 0; bit < 4; ++bit)
            if (cr & (1 << bit)) castling[cr] ^= single[bit];
    }
    side = rng.next();
    return true;
}();
} // namespace

} // namespace zobrist

Position::Position() {
    [[maybe_unused]] const auto set = setFen(StartFen);
    assert(set);
}

Position Position::clone() const {
    return Position(*this);
}

Position Position::cloneForDrawRules() const {
    const std::size_t window = std::size_t(drawRuleWindow());
    Position copy(Empty{});
    std::copy(std::begin(board_), std::end(board_), std::begin(copy.board_));
    std::copy(std::begin(byType_), std::end(byType_), std::begin(copy.byType_));
    std::copy(std::begin(byColor_), std::end(byColor_), std::begin(copy.byColor_));
    copy.sideToMove_ = sideToMove_;
    copy.gamePly_ = gamePly_;
    copy.chess960_ = chess960_;
    copy.st_ = st_;
    copy.history_.assign(history_.end() - std::ptrdiff_t(window), history_.end());
    std::copy(std::begin(castlingRightsMask_), std::end(castlingRightsMask_),
              std::begin(copy.castlingRightsMask_));
    std::copy(std::begin(castlingRookSquare_), std::end(castlingRookSquare_),
              std::begin(copy.castlingRookSquare_));
    std::copy(std::begin(castlingEmptyPath_), std::end(castlingEmptyPath_),
              std::begin(copy.castlingEmptyPath_));
    std::copy(std::begin(castlingKingPath_), std::end(castlingKingPath_),
              std::begin(copy.castlingKingPath_));
    return copy;
}

void Position::clear() {
    std::fill(std::begin(board_), std::end(board_), NoPiece);
    std::fill(std::begin(byType_), std::end(byType_), 0);
    std::fill(std::begin(byColor_), std::end(byColor_), 0);
    std::fill(std::begin(castlingRightsMask_), std::end(castlingRightsMask_), NoCastling);
    std::fill(std::begin(castlingRookSquare_), std::end(castlingRookSquare_), NoSquare);
    std::fill(std::begin(castlingEmptyPath_), std::end(castlingEmptyPath_), 0);
    std::fill(std::begin(castlingKingPath_), std::end(castlingKingPath_), 0);
    sideToMove_ = White;
    gamePly_ = 0;
    chess960_ = false;
    st_ = StateInfo{};
    history_.clear();
}

void Position::setPlacement(std::span<const Placed> pieces, Color sideToMove) {
    clear();
    for (const Placed& placed : pieces) putPiece(placed.piece, placed.square);
    sideToMove_ = sideToMove;
    gamePly_ = sideToMove == Black;
    st_.key = computeKey();
}

void Position::putPiece(Piece pc, Square s) {
    const Bitboard b = squareBB(s);
    board_[s] = pc;
    byType_[NoPieceType] |= b;
    byType_[typeOf(pc)] |= b;
    byColor_[colorOf(pc)] |= b;
}

void Position::removePiece(Square s) {
    const Piece pc = board_[s];
    const Bitboard b = squareBB(s);
    board_[s] = NoPiece;
    byType_[NoPieceType] ^= b;
    byType_[typeOf(pc)] ^= b;
    byColor_[colorOf(pc)] ^= b;
}

void Position::movePiece(Square from, Square to) {
    const Piece pc = board_[from];
    const Bitboard fromTo = squareBB(from) | squareBB(to);
    board_[from] = NoPiece;
    board_[to] = pc;
    byType_[NoPieceType] ^= fromTo;
    byType_[typeOf(pc)] ^= fromTo;
    byColor_[colorOf(pc)] ^= fromTo;
}

// Records that colour c may castle with the rook on rookSquare, and the squares that castling
// needs empty and safe. The king ends on the g- or c-file and the rook next to it, as in Chess960.
void Position::setCastlingRight(Color c, Square rookSquare) {
    const Square kingFrom = kingSquare(c);
    const bool kingSide = rookSquare > kingFrom;
    const CastlingRights cr = chess::castlingRights(c, kingSide);
    const Square kingTo = relativeSquare(c, kingSide ? G1 : C1);
    const Square rookTo = relativeSquare(c, kingSide ? F1 : D1);

    st_.castling = st_.castling | cr;
    castlingRightsMask_[kingFrom] = castlingRightsMask_[kingFrom] | cr;
    castlingRightsMask_[rookSquare] = castlingRightsMask_[rookSquare] | cr;
    castlingRookSquare_[cr] = rookSquare;
    castlingKingPath_[cr] = between(kingFrom, kingTo) | squareBB(kingTo);
    castlingEmptyPath_[cr] =
        (castlingKingPath_[cr] | between(rookSquare, rookTo) | squareBB(rookTo)) &
        ~(squareBB(kingFrom) | squareBB(rookSquare));
}

Key Position::computeKey() const {
    Key k = 0;
    for (Bitboard b = pieces(); b;) {
        const Square s = popLsb(b);
        k ^= zobrist::pieceSquare[board_[s]][s];
    }
    if (st_.epSquare != NoSquare) k ^= zobrist::enPassantFile[fileOf(st_.epSquare)];
    k ^= zobrist::castling[st_.castling];
    if (sideToMove_ == Black) k ^= zobrist::side;
    return k;
}

Bitboard Position::attackersTo(Square s, Bitboard occupied) const {
    return (pawnAttacks(Black, s) & pieces(White, Pawn)) |
           (pawnAttacks(White, s) & pieces(Black, Pawn)) | (knightAttacks(s) & pieces(Knight)) |
           (bishopAttacks(s, occupied) & pieces(Bishop, Queen)) |
           (rookAttacks(s, occupied) & pieces(Rook, Queen)) | (kingAttacks(s) & pieces(King));
}

bool Position::isAttacked(Square s, Color by, Bitboard occupied) const {
    return (pawnAttacks(~by, s) & pieces(by, Pawn)) || (knightAttacks(s) & pieces(by, Knight)) ||
           (kingAttacks(s) & pieces(by, King)) ||
           (bishopAttacks(s, occupied) & pieces(by, Bishop, Queen)) ||
           (rookAttacks(s, occupied) & pieces(by, Rook, Queen));
}

bool Position::enPassantIsLegal(Square from, Square epSquare) const {
    const Color us = sideToMove_;
    const Square captured = epSquare - pawnPush(us);
    const Bitboard occupied = (pieces() ^ squareBB(from) ^ squareBB(captured)) | squareBB(epSquare);
    // With both pawns gone from their squares and ours on the en passant square, nothing but the
    // captured pawn may attack our king: this covers pins along the rank and check evasions.
    return !(attackersTo(kingSquare(us), occupied) & pieces(~us) & ~squareBB(captured));
}

// Records the en passant square after a double step only if the side to move can really capture
// there; otherwise the position is the same as one without the double step.
void Position::setEnPassantIfLegal(Square epSquare) {
    Bitboard capturers = pawnAttacks(~sideToMove_, epSquare) & pieces(sideToMove_, Pawn);
    while (capturers) {
        if (enPassantIsLegal(popLsb(capturers), epSquare)) {
            st_.epSquare = epSquare;
            st_.key ^= zobrist::enPassantFile[fileOf(epSquare)];
            return;
        }
    }
}

void Position::makeMove(Move m) {
    history_.push_back(st_);

    const Color us = sideToMove_;
    const Color them = ~us;
    const Square from = m.from();
    const Square to = m.to();
    const Piece pc = board_[from];
    Key k = st_.key ^ zobrist::side;

    if (st_.epSquare != NoSquare) {
        k ^= zobrist::enPassantFile[fileOf(st_.epSquare)];
        st_.epSquare = NoSquare;
    }
    // Saturated: a shuffle longer than the counters must not make old positions new again.
    st_.rule50 += st_.rule50 < UINT16_MAX;
    st_.pliesFromNull += st_.pliesFromNull < UINT16_MAX;
    st_.captured = NoPiece;
    Square doubleStepSquare = NoSquare;

    if (m.kind() == Move::Castling) {
        // "King takes own rook": `to` is the rook's square.
        const bool kingSide = to > from;
        const Square kingTo = relativeSquare(us, kingSide ? G1 : C1);
        const Square rookTo = relativeSquare(us, kingSide ? F1 : D1);
        const Piece rook = board_[to];
        removePiece(from);
        removePiece(to);
        putPiece(pc, kingTo);
        putPiece(rook, rookTo);
        k ^= zobrist::pieceSquare[pc][from] ^ zobrist::pieceSquare[pc][kingTo] ^
             zobrist::pieceSquare[rook][to] ^ zobrist::pieceSquare[rook][rookTo];
    } else {
        const Square capturedOn = m.kind() == Move::EnPassant ? to - pawnPush(us) : to;
        if (const Piece captured = board_[capturedOn]; captured != NoPiece) {
            removePiece(capturedOn);
            k ^= zobrist::pieceSquare[captured][capturedOn];
            st_.captured = captured;
            st_.rule50 = 0;
        }
        movePiece(from, to);
        k ^= zobrist::pieceSquare[pc][from] ^ zobrist::pieceSquare[pc][to];

        if (typeOf(pc) == Pawn) {
            st_.rule50 = 0;
            if (m.kind() == Move::Promotion) {
                const Piece promoted = makePiece(us, m.promotionType());
                removePiece(to);
                putPiece(promoted, to);
                k ^= zobrist::pieceSquare[pc][to] ^ zobrist::pieceSquare[promoted][to];
            } else if ((int(from) ^ int(to)) == 16 &&
                       (pawnAttacks(us, from + pawnPush(us)) & pieces(them, Pawn))) {
                doubleStepSquare = from + pawnPush(us);
            }
        }
    }

    if (const CastlingRights lost =
            (castlingRightsMask_[from] | castlingRightsMask_[to]) & st_.castling) {
        k ^= zobrist::castling[st_.castling];
        st_.castling = st_.castling & ~lost;
        k ^= zobrist::castling[st_.castling];
    }

    sideToMove_ = them;
    ++gamePly_;
    st_.key = k;
    if (doubleStepSquare != NoSquare) setEnPassantIfLegal(doubleStepSquare);
}

void Position::unmakeMove(Move m) {
    sideToMove_ = ~sideToMove_;
    --gamePly_;
    const Color us = sideToMove_;
    const Square from = m.from();
    const Square to = m.to();

    if (m.kind() == Move::Castling) {
        const bool kingSide = to > from;
        const Square kingTo = relativeSquare(us, kingSide ? G1 : C1);
        const Square rookTo = relativeSquare(us, kingSide ? F1 : D1);
        const Piece king = board_[kingTo];
        const Piece rook = board_[rookTo];
        removePiece(kingTo);
        removePiece(rookTo);
        putPiece(king, from);
        putPiece(rook, to);
    } else {
        if (m.kind() == Move::Promotion) {
            removePiece(to);
            putPiece(makePiece(us, Pawn), to);
        }
        movePiece(to, from);
        if (st_.captured != NoPiece)
            putPiece(st_.captured, m.kind() == Move::EnPassant ? to - pawnPush(us) : to);
    }

    st_ = history_.back();
    history_.pop_back();
}

void Position::makeNullMove() {
    history_.push_back(st_);
    Key k = st_.key ^ zobrist::side;
    if (st_.epSquare != NoSquare) {
        k ^= zobrist::enPassantFile[fileOf(st_.epSquare)];
        st_.epSquare = NoSquare;
    }
    st_.key = k;
    st_.captured = NoPiece;
    st_.rule50 += st_.rule50 < UINT16_MAX;
    st_.pliesFromNull = 0;
    sideToMove_ = ~sideToMove_;
    ++gamePly_;
}

void Position::unmakeNullMove() {
    sideToMove_ = ~sideToMove_;
    --gamePly_;
    st_ = history_.back();
    history_.pop_back();
}

bool Position::isLegal(Move m) const {
    const MoveList moves(*this);
    return moves.contains(m);
}

bool Position::givesCheck(Move m) {
    makeMove(m);
    const bool check = inCheck();
    unmakeMove(m);
    return check;
}

bool Position::hasLegalMoves() const {
    return MoveList(*this).size() > 0;
}

bool Position::hasInsufficientMaterial() const {
    if (pieces(Pawn, Rook) | pieces(Queen)) return false;
    const Bitboard minors = pieces(Knight, Bishop);
    if (!moreThanOne(minors)) return true;
    // Several minor pieces: only a position with no knights and every bishop on one colour of
    // square is dead (such bishops can never attack the squares around a cornered king together).
    const Bitboard bishops = pieces(Bishop);
    return !pieces(Knight) && (!(bishops & DarkSquares) || !(bishops & ~DarkSquares));
}

int Position::repetitionCount() const {
    // A repetition needs the same side to move, so look back two plies at a time, and no further
    // than the last capture, pawn move or null move, which cannot be undone.
    const int window = drawRuleWindow();
    int count = 0;
    for (int back = 4; back <= window; back += 2)
        if (history_[history_.size() - back].key == st_.key) ++count;
    return count;
}

int Position::drawRuleWindow() const {
    return std::min(
        {int(st_.rule50), int(st_.pliesFromNull), int(history_.size()), DrawRuleHorizon});
}

Key Position::historyKey() const {
    const int window = drawRuleWindow();
    Key digest = 0x9e3779b97f4a7c15ULL * (Key(std::min<int>(st_.rule50, DrawRuleHorizon)) + 1);
    for (int back = 1; back <= window; ++back) {
        digest ^= history_[history_.size() - back].key;
        digest = (digest << 23 | digest >> 41) * 0xff51afd7ed558ccdULL;
    }
    return digest;
}

GameEnd Position::gameEnd() const {
    if (!hasLegalMoves()) return inCheck() ? GameEnd::Checkmate : GameEnd::Stalemate;
    if (hasInsufficientMaterial()) return GameEnd::InsufficientMaterial;
    if (st_.rule50 >= DrawRuleHorizon) return GameEnd::SeventyFiveMoveRule;
    const int repetitions = repetitionCount();
    if (repetitions >= 4) return GameEnd::FivefoldRepetition;
    if (st_.rule50 >= 100) return GameEnd::FiftyMoveRule;
    if (repetitions >= 2) return GameEnd::ThreefoldRepetition;
    return GameEnd::None;
}

} // namespace kibitz::chess
