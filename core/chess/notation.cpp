#include "notation.h"

#include "movegen.h"

#include <vector>

namespace kibitz::chess {

namespace {

bool isFileChar(char c) {
    return c >= 'a' && c <= 'h';
}
bool isRankChar(char c) {
    return c >= '1' && c <= '8';
}
Square parseSquare(char file, char rank) {
    return makeSquare(File(file - 'a'), Rank(rank - '1'));
}

PieceType pieceTypeFromLetter(char c) {
    switch (c) {
    case 'P': return Pawn;
    case 'N': return Knight;
    case 'B': return Bishop;
    case 'R': return Rook;
    case 'Q': return Queen;
    case 'K': return King;
    default: return NoPieceType;
    }
}

// The square where the king ends up; for other moves simply the destination.
Square kingDestination(Move m) {
    if (m.kind() != Move::Castling) return m.to();
    const bool kingSide = m.to() > m.from();
    return makeSquare(kingSide ? FileG : FileC, rankOf(m.from()));
}

// Errors are rare: the sentence is rendered only here, never for a move that is read.
Unexpected<MoveTextError> failure(MoveTextError::Kind kind, int column, MessageText text) {
    std::string message = render(text);
    return unexpected(MoveTextError{kind, column, std::move(message), std::move(text)});
}

Unexpected<MoveTextError> failure(MoveTextError::Kind kind, int column, MessageId id,
                                  std::vector<std::string> values) {
    return failure(kind, column, MessageText(id, std::move(values)));
}

// The sentence of a run by side and piece (see MessageId): `first` is the one for a white pawn.
MessageId byPiece(MessageId first, Color c, PieceType pt) {
    return nthMessage(first, (c == White ? 0 : 6) + int(pt) - int(Pawn));
}

std::string_view trim(std::string_view s, int& offset) {
    offset = 0;
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
        s.remove_prefix(1);
        ++offset;
    }
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// Removes what may follow a move without changing it: check marks, glyphs, "e.p.".
std::string_view stripSuffixes(std::string_view s) {
    for (bool changed = true; changed && !s.empty();) {
        changed = false;
        while (!s.empty() &&
               (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?')) {
            s.remove_suffix(1);
            changed = true;
        }
        for (const std::string_view ep : {"e.p.", "ep"}) {
            if (s.size() > ep.size() + 1 && s.ends_with(ep) &&
                isRankChar(s[s.size() - ep.size() - 1])) {
                s.remove_suffix(ep.size());
                changed = true;
            }
        }
    }
    return s;
}

Expected<Move, MoveTextError> parseCastling(const Position& pos, bool kingSide, int column) {
    for (const Move m : MoveList(pos, GenType::Quiet))
        if (m.kind() == Move::Castling && (m.to() > m.from()) == kingSide) return m;

    const Color us = pos.sideToMove();
    const CastlingRights cr = castlingRights(us, kingSide);
    MessageId reason;
    if (!(pos.castlingRights() & cr))
        reason = nthMessage(MessageId::CastlingWhiteLostKingSide,
                            2 * (us == White ? 0 : 1) + (kingSide ? 0 : 1));
    else if (pos.inCheck())
        reason = MessageId::CastlingKingInCheck;
    else if (pos.castlingEmptyPath(cr) & pos.pieces())
        reason = MessageId::CastlingPathBlocked;
    else
        reason = MessageId::CastlingKingPathAttacked;
    return failure(MoveTextError::Kind::Illegal, column,
                   MessageText(kingSide ? MessageId::CastlingKingSideIllegal
                                        : MessageId::CastlingQueenSideIllegal,
                               {}, {MessageText(reason)}));
}

// The origins of the moves, "b1 and f3" or "a1, b2 and c3".
MessageText describeSquares(const std::vector<Move>& moves, std::size_t first = 0) {
    const std::string square = squareName(moves[first].from());
    if (first + 2 == moves.size())
        return MessageText(MessageId::ListPair, {square, squareName(moves[first + 1].from())});
    return MessageText(MessageId::ListHead, {square}, {describeSquares(moves, first + 1)});
}

// True when moving our piece from `from` to `to` (a normal move or a capture, not en passant or
// castling) leaves our king safe: no enemy piece but the captured one attacks it afterwards.
bool leavesKingSafe(const Position& pos, Square from, Square to) {
    const Color us = pos.sideToMove();
    const Square king = from == pos.kingSquare(us) ? to : pos.kingSquare(us);
    const Bitboard occupied = (pos.pieces() ^ squareBB(from)) | squareBB(to);
    return !(pos.attackersTo(king, occupied) & pos.pieces(~us) & ~squareBB(to));
}

// The move of strictly written SAN in its common forms ("e4", "exd5", "e8=Q", "Nf3", "Nbd2",
// "R1e2", "Qh4xe1", each with an optional + or #), found from attack tables instead of the whole
// move list: reading a PGN file is mostly this. Returns none() for anything else (castling, en
// passant, sloppy forms, illegal or ambiguous moves), which the general parser then handles with
// its error messages.
Move fastSan(const Position& pos, std::string_view s) {
    while (!s.empty() && (s.back() == '+' || s.back() == '#')) s.remove_suffix(1);
    std::size_t n = s.size();
    if (n < 2) return Move::none();
    PieceType promotion = NoPieceType;
    if (n >= 4 && s[n - 2] == '=') {
        promotion = pieceTypeFromLetter(s[n - 1]);
        if (promotion == NoPieceType || promotion == Pawn || promotion == King) return Move::none();
        n -= 2;
    }
    if (!isFileChar(s[n - 2]) || !isRankChar(s[n - 1])) return Move::none();
    const Square to = parseSquare(s[n - 2], s[n - 1]);
    const Color us = pos.sideToMove();
    const Piece target = pos.pieceOn(to);
    if (target != NoPiece && colorOf(target) == us) return Move::none();

    if (isFileChar(s[0])) {
        if (relativeRank(us, rankOf(to)) <= Rank2) return Move::none(); // off the board behind
        const Direction up = us == White ? North : South;
        Square from;
        if (n == 2) {
            if (target != NoPiece) return Move::none();
            from = Square(to - up);
            if (pos.pieceOn(from) == NoPiece && relativeRank(us, rankOf(to)) == Rank4)
                from = Square(from - up);
        } else if (n == 4 && s[1] == 'x') {
            if (target == NoPiece) return Move::none(); // en passant: the general parser
            const int file = s[0] - 'a';
            if (std::abs(file - int(fileOf(to))) != 1) return Move::none();
            from = Square(makeSquare(File(file), rankOf(to)) - up);
        } else {
            return Move::none();
        }
        if (pos.pieceOn(from) != makePiece(us, Pawn)) return Move::none();
        const bool lastRank = relativeRank(us, rankOf(to)) == Rank8;
        if (lastRank != (promotion != NoPieceType)) return Move::none();
        if (!leavesKingSafe(pos, from, to)) return Move::none();
        return promotion != NoPieceType ? Move::promotion(from, to, promotion) : Move(from, to);
    }

    const PieceType piece = pieceTypeFromLetter(s[0]);
    if (piece == NoPieceType || piece == Pawn || promotion != NoPieceType) return Move::none();
    std::string_view middle = s.substr(1, n - 3); // origin hints and capture mark
    if (!middle.empty() && middle.back() == 'x') {
        if (target == NoPiece) return Move::none();
        middle.remove_suffix(1);
    }
    const Bitboard occupied = pos.pieces();
    Bitboard candidates = pos.pieces(us, piece) & (piece == Knight   ? knightAttacks(to)
                                                   : piece == Bishop ? bishopAttacks(to, occupied)
                                                   : piece == Rook   ? rookAttacks(to, occupied)
                                                   : piece == Queen  ? queenAttacks(to, occupied)
                                                                     : kingAttacks(to));
    for (const char c : middle) {
        if (isFileChar(c))
            candidates &= fileBB(File(c - 'a'));
        else if (isRankChar(c))
            candidates &= rankBB(Rank(c - '1'));
        else
            return Move::none();
    }
    Move found = Move::none();
    while (candidates) {
        const Square from = popLsb(candidates);
        if (!leavesKingSafe(pos, from, to)) continue;
        if (!found.isNone()) return Move::none(); // ambiguous
        found = Move(from, to);
    }
    return found;
}

} // namespace

std::string squareName(Square s) {
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

char pieceLetter(PieceType pt) {
    return " PNBRQK"[pt];
}

std::string toSan(Position& pos, Move m) {
    if (m.isNull()) return "--";
    std::string san;
    if (m.kind() == Move::Castling) {
        san = m.to() > m.from() ? "O-O" : "O-O-O";
    } else {
        const PieceType pt = typeOf(pos.movedPiece(m));
        const bool capture = pos.isCapture(m);
        if (pt == Pawn) {
            if (capture) san += char('a' + fileOf(m.from()));
        } else {
            san += pieceLetter(pt);
            // Disambiguate by file if that suffices, else by rank, else by both.
            bool rival = false, sameFile = false, sameRank = false;
            for (const Move other : MoveList(pos)) {
                if (other == m || other.to() != m.to() || other.kind() == Move::Castling ||
                    pos.movedPiece(other) != pos.movedPiece(m))
                    continue;
                rival = true;
                sameFile |= fileOf(other.from()) == fileOf(m.from());
                sameRank |= rankOf(other.from()) == rankOf(m.from());
            }
            if (rival && (!sameFile || sameRank)) san += char('a' + fileOf(m.from()));
            if (rival && sameFile) san += char('1' + rankOf(m.from()));
        }
        if (capture) san += 'x';
        san += squareName(m.to());
        if (m.kind() == Move::Promotion) {
            san += '=';
            san += pieceLetter(m.promotionType());
        }
    }
    pos.makeMove(m);
    if (pos.inCheck()) san += pos.hasLegalMoves() ? '+' : '#';
    pos.unmakeMove(m);
    return san;
}

Expected<Move, MoveTextError> parseSan(const Position& pos, std::string_view text) {
    if (const Move m = fastSan(pos, text); !m.isNone()) return m;
    using Kind = MoveTextError::Kind;
    int offset = 0;
    const std::string_view s = stripSuffixes(trim(text, offset));
    const int first = offset + 1; // column of the first character of the move
    if (s.empty()) return failure(Kind::Malformed, first, MessageId::MoveEmpty, {});

    // Castling, written with letter O, digit zero or lower-case o.
    std::string castle;
    for (const char c : s) castle += (c == '0' || c == 'o') ? 'O' : c;
    if (castle == "O-O" || castle == "OO") return parseCastling(pos, true, first);
    if (castle == "O-O-O" || castle == "OOO") return parseCastling(pos, false, first);

    // [piece] [origin file] [origin rank] [x - :] destination [[=/] promotion | (promotion)]
    std::size_t i = 0;
    std::size_t j = s.size();
    PieceType piece = pieceTypeFromLetter(s[0]);
    if (piece != NoPieceType) ++i;

    PieceType promotion = NoPieceType;
    if (j >= 3 && s[j - 1] == ')' && s[j - 3] == '(') {
        promotion = pieceTypeFromLetter(char(s[j - 2] & ~0x20));
        if (promotion == NoPieceType || promotion == Pawn || promotion == King)
            return failure(Kind::Malformed, first + int(j) - 2, MessageId::MoveBadPromotionPiece,
                           {std::string(1, s[j - 2])});
        j -= 3;
    } else if (j >= 2 && !isRankChar(s[j - 1])) {
        const PieceType p = pieceTypeFromLetter(char(s[j - 1] & ~0x20));
        const char before = s[j - 2];
        if (p != NoPieceType && (before == '=' || before == '/' || isRankChar(before))) {
            if (p == Pawn || p == King)
                return failure(Kind::Malformed, first + int(j) - 1,
                               MessageId::MoveBadPromotionPiece, {std::string(1, s[j - 1])});
            promotion = p;
            j -= (before == '=' || before == '/') ? 2 : 1;
        }
    }

    if (j < i + 2 || !isFileChar(s[j - 2]) || !isRankChar(s[j - 1]))
        return failure(Kind::Malformed, first + int(j >= 2 ? j - 2 : 0),
                       MessageId::MoveNoDestination, {std::string(s)});
    const Square to = parseSquare(s[j - 2], s[j - 1]);
    j -= 2;
    if (j > i && (s[j - 1] == 'x' || s[j - 1] == '-' || s[j - 1] == ':')) --j;

    // What is left between the piece letter and the destination narrows down the origin.
    int fromFile = -1, fromRank = -1;
    for (std::size_t k = i; k < j; ++k) {
        if (isFileChar(s[k]) && fromFile < 0 && fromRank < 0)
            fromFile = s[k] - 'a';
        else if (isRankChar(s[k]) && fromRank < 0)
            fromRank = s[k] - '1';
        else
            return failure(Kind::Malformed, first + int(k), MessageId::MoveUnexpectedCharacter,
                           {std::string(s), std::string(1, s[k])});
    }

    const Color us = pos.sideToMove();
    if (piece == NoPieceType) {
        // Long algebraic without a piece letter (e2e4, g1f3): the origin says which piece.
        const Piece onOrigin = fromFile >= 0 && fromRank >= 0
                                   ? pos.pieceOn(makeSquare(File(fromFile), Rank(fromRank)))
                                   : NoPiece;
        piece = onOrigin != NoPiece && colorOf(onOrigin) == us ? typeOf(onOrigin) : Pawn;
    }
    if (promotion != NoPieceType && piece != Pawn)
        return failure(Kind::Illegal, first, MessageId::MoveOnlyPawnsPromote, {std::string(s)});

    std::vector<Move> matches;
    std::vector<Move> castlings;
    bool promotionMissing = false;
    for (const Move m : MoveList(pos)) {
        if (typeOf(pos.movedPiece(m)) != piece) continue;
        if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
        if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
        if (m.kind() == Move::Castling) {
            if (kingDestination(m) == to) castlings.push_back(m);
            continue;
        }
        if (m.to() != to) continue;
        if (m.kind() == Move::Promotion) {
            if (promotion == NoPieceType) promotionMissing = true;
            if (m.promotionType() != promotion) continue;
        } else if (promotion != NoPieceType) {
            continue;
        }
        matches.push_back(m);
    }
    // A king written as moving two squares (Kg1, Ke1-g1, e1g1) castles.
    if (matches.empty() && castlings.size() == 1) return castlings.front();
    if (matches.size() == 1) return matches.front();

    if (matches.size() > 1)
        return failure(Kind::Ambiguous, first,
                       MessageText(byPiece(MessageId::MoveAmbiguousWhitePawns, us, piece),
                                   {std::string(s), squareName(to)}, {describeSquares(matches)}));
    if (promotionMissing)
        return failure(Kind::Ambiguous, first, MessageId::MovePromotionPieceMissing,
                       {std::string(s), squareName(to)});

    // Say why nothing matched: no such piece, a piece that cannot get there, or a move that
    // would leave the king in check.
    Bitboard candidates = pos.pieces(us, piece);
    if (fromFile >= 0) candidates &= fileBB(File(fromFile));
    if (fromRank >= 0) candidates &= rankBB(Rank(fromRank));
    MessageText reason;
    if (!candidates) {
        if (fromFile >= 0 && fromRank >= 0)
            reason = MessageText(byPiece(MessageId::MoveNoWhitePawnOnSquare, us, piece),
                                 {squareName(makeSquare(File(fromFile), Rank(fromRank)))});
        else if (fromFile >= 0)
            reason = MessageText(byPiece(MessageId::MoveNoWhitePawnOnFile, us, piece),
                                 {std::string(1, char('a' + fromFile))});
        else if (fromRank >= 0)
            reason = MessageText(byPiece(MessageId::MoveNoWhitePawnOnRank, us, piece),
                                 {std::to_string(fromRank + 1)});
        else
            reason = MessageText(byPiece(MessageId::MoveNoWhitePawn, us, piece));
    } else {
        bool reaches = false;
        for (Bitboard b = candidates; b && !reaches;) {
            const Square from = popLsb(b);
            Bitboard reach = piece == Pawn ? pawnAttacks(us, from) & pos.pieces(~us)
                                           : attacks(piece, from, pos.pieces());
            if (piece == Pawn) { // pushes onto empty squares only
                const Square step = from + pawnPush(us);
                const Bitboard empty = ~pos.pieces();
                reach |= squareBB(step) & empty;
                if (relativeRank(us, from) == Rank2 && (squareBB(step) & empty))
                    reach |= squareBB(step + pawnPush(us)) & empty;
            }
            reaches = (reach & ~pos.pieces(us) & squareBB(to)) != 0;
        }
        reason = reaches ? MessageText(nthMessage(MessageId::MoveLeavesWhiteKingInCheck,
                                                  us == White ? 0 : 1))
                         : MessageText(byPiece(MessageId::MoveWhitePawnCannotReach, us, piece),
                                       {squareName(to)});
    }
    return failure(Kind::Illegal, first,
                   MessageText(MessageId::MoveIllegal, {std::string(s)}, {std::move(reason)}));
}

std::string toUci(const Position& pos, Move m) {
    if (m.isNull()) return "0000";
    if (m.isNone()) return "(none)";
    const Square to = pos.isChess960() ? m.to() : kingDestination(m);
    std::string uci = squareName(m.from()) + squareName(to);
    if (m.kind() == Move::Promotion) uci += char(pieceLetter(m.promotionType()) | 0x20);
    return uci;
}

Expected<Move, MoveTextError> parseUci(const Position& pos, std::string_view text) {
    using Kind = MoveTextError::Kind;
    int offset = 0;
    const std::string_view s = trim(text, offset);
    if (s == "0000") {
        if (!pos.isLegalNullMove())
            return failure(Kind::Illegal, offset + 1, MessageId::EditNullMoveInCheck, {});
        return Move::null();
    }
    const bool wellFormed = (s.size() == 4 || s.size() == 5) && isFileChar(s[0]) &&
                            isRankChar(s[1]) && isFileChar(s[2]) && isRankChar(s[3]);
    PieceType promotion = NoPieceType;
    if (s.size() == 5) promotion = pieceTypeFromLetter(char(s[4] & ~0x20));
    if (!wellFormed ||
        (s.size() == 5 && (promotion == NoPieceType || promotion == Pawn || promotion == King)))
        return failure(Kind::Malformed, offset + 1, MessageId::UciMalformed, {std::string(s)});

    const Square from = parseSquare(s[0], s[1]);
    const Square to = parseSquare(s[2], s[3]);
    for (const Move m : MoveList(pos)) {
        if (m.from() != from) continue;
        if (m.kind() == Move::Castling) {
            const bool kingStyle = !pos.isChess960() && kingDestination(m) == to;
            if ((kingStyle || m.to() == to) && promotion == NoPieceType) return m;
            continue;
        }
        if (m.to() != to) continue;
        if ((m.kind() == Move::Promotion ? m.promotionType() : NoPieceType) == promotion) return m;
    }
    return failure(Kind::Illegal, offset + 1, MessageId::UciIllegal, {std::string(s)});
}

} // namespace kibitz::chess
