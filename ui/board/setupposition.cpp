#include "ui/board/setupposition.h"

#include "chess/notation.h"

#include <algorithm>

namespace kibitz::ui {

namespace {

using namespace chess;

constexpr std::string_view PieceLetters = " PNBRQK  pnbrqk";

constexpr std::array<CastlingRights, 4> AllRights = {WhiteKingSide, WhiteQueenSide, BlackKingSide,
                                                     BlackQueenSide};

char castlingLetter(CastlingRights right) {
    switch (right) {
    case WhiteKingSide: return 'K';
    case WhiteQueenSide: return 'Q';
    case BlackKingSide: return 'k';
    default: return 'q';
    }
}

} // namespace

SetupPosition::SetupPosition() {
    setStart();
}

void SetupPosition::setPosition(const Position& position) {
    for (Square s = A1; s < NoSquare; ++s) board_[s] = position.pieceOn(s);
    sideToMove_ = position.sideToMove();
    castling_ = position.castlingRights();
    enPassant_ = position.enPassantSquare();
    halfmoveClock_ = position.halfmoveClock();
    fullmoveNumber_ = position.fullmoveNumber();
    keepConsistent();
}

void SetupPosition::setStart() {
    setPosition(Position());
}

void SetupPosition::clear() {
    board_.fill(NoPiece);
    halfmoveClock_ = 0;
    fullmoveNumber_ = 1;
    keepConsistent();
}

Expected<void, FenError> SetupPosition::setFen(std::string_view fen) {
    Position position;
    const auto set = position.setFen(fen);
    if (set) setPosition(position);
    return set;
}

void SetupPosition::setPiece(Square square, Piece piece) {
    board_[square] = piece;
    keepConsistent();
}

void SetupPosition::setSideToMove(Color color) {
    sideToMove_ = color;
    keepConsistent();
}

bool SetupPosition::castlingPossible(CastlingRights right) const {
    const Color color = (right & WhiteCastling) ? White : Black;
    const bool kingSide = (right & KingSide) != 0;
    const Square king = relativeSquare(color, E1);
    const Square rook = relativeSquare(color, kingSide ? H1 : A1);
    return board_[king] == makePiece(color, King) && board_[rook] == makePiece(color, Rook);
}

void SetupPosition::setCastling(CastlingRights right, bool held) {
    if (held && castlingPossible(right))
        castling_ = castling_ | right;
    else if (!held)
        castling_ = castling_ & ~right;
}

std::vector<Square> SetupPosition::enPassantSquares() const {
    std::vector<Square> squares;
    const Rank rank = relativeRank(sideToMove_, Rank6);
    for (int file = 0; file < 8; ++file) {
        const Square square = makeSquare(File(file), rank);
        // setFen keeps the square only when a capture there is legal: it is the judge.
        Position position;
        if (position.setFen(fenWith(square)) && position.enPassantSquare() == square)
            squares.push_back(square);
    }
    return squares;
}

void SetupPosition::setEnPassantSquare(Square square) {
    const std::vector<Square> allowed = enPassantSquares();
    enPassant_ = std::ranges::find(allowed, square) != allowed.end() ? square : NoSquare;
}

std::string SetupPosition::fen() const {
    return fenWith(enPassant_);
}

std::string SetupPosition::fenWith(Square enPassant) const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece piece = board_[makeSquare(File(file), Rank(rank))];
            if (piece == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += PieceLetters[piece];
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    out += sideToMove_ == White ? " w " : " b ";
    std::string rights;
    for (const CastlingRights right : AllRights)
        if (castling_ & right) rights += castlingLetter(right);
    out += rights.empty() ? "-" : rights;
    out += ' ';
    out += enPassant == NoSquare ? std::string("-") : squareName(enPassant);
    out += ' ' + std::to_string(halfmoveClock_) + ' ' + std::to_string(fullmoveNumber_);
    return out;
}

std::optional<FenError> SetupPosition::check() const {
    Position position;
    if (const auto set = position.setFen(fen()); !set) return set.error();
    return std::nullopt;
}

void SetupPosition::keepConsistent() {
    for (const CastlingRights right : AllRights)
        if (!castlingPossible(right)) castling_ = castling_ & ~right;
    if (enPassant_ != NoSquare) setEnPassantSquare(enPassant_);
}

} // namespace kibitz::ui
