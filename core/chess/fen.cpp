// FEN parsing and printing for Position (Forsyth-Edwards Notation, PGN standard section 16.1).

#include "notation.h"
#include "position.h"

#include <array>
#include <charconv>
#include <string>

namespace kibitz::chess {

namespace {

constexpr std::string_view PieceLetters = " PNBRQK  pnbrqk";

// A FEN field with the 1-based column of its first character.
struct Token {
    std::string_view text;
    int column;
};

std::vector<Token> splitFields(std::string_view fen) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t') ++i;
        if (i > start) tokens.push_back({fen.substr(start, i - start), int(start) + 1});
    }
    return tokens;
}

// Errors are rare: the sentence is rendered only here.
FenError error(FenError::Field field, int column, MessageText text) {
    std::string message = render(text);
    return FenError{field, column, std::move(message), std::move(text)};
}

FenError error(FenError::Field field, int column, MessageId id,
               std::vector<std::string> values = {}) {
    return error(field, column, MessageText(id, std::move(values)));
}

// The sentence for White, or the one after it for Black (see MessageId).
MessageId bySide(MessageId white, Color c) {
    return nthMessage(white, c == White ? 0 : 1);
}

// Reads a non-negative decimal number no larger than `max`.
std::optional<int> parseCount(std::string_view text, int max) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0 || value > max)
        return std::nullopt;
    return value;
}

} // namespace

std::string_view FenError::fieldName(Field f) {
    switch (f) {
    case Field::Placement: return "piece placement";
    case Field::SideToMove: return "side to move";
    case Field::Castling: return "castling rights";
    case Field::EnPassant: return "en passant square";
    case Field::HalfmoveClock: return "halfmove clock";
    case Field::FullmoveNumber: return "fullmove number";
    }
    return "?";
}

MessageText FenError::toText() const {
    return MessageText(nthMessage(MessageId::FenErrorInPlacement, int(field) - 1),
                       {std::to_string(column)}, {text});
}

std::string FenError::toString() const {
    return render(toText());
}

Expected<void, FenError> Position::setFen(std::string_view fen, bool chess960) {
    if (std::optional<FenError> e = readFen(fen, chess960)) return unexpected(std::move(*e));
    return {};
}

std::optional<FenError> Position::readFen(std::string_view fen, bool chess960) {
    using Field = FenError::Field;
    const std::vector<Token> fields = splitFields(fen);
    if (fields.empty()) return error(Field::Placement, 1, MessageId::FenEmpty);
    const int endColumn = int(fen.size()) + 1;
    static constexpr std::array<MessageId, 4> RequiredFields = {
        MessageId::FenEmpty, MessageId::FenSideToMoveMissing, MessageId::FenCastlingMissing,
        MessageId::FenEnPassantMissing};
    if (fields.size() < RequiredFields.size())
        return error(Field(fields.size() + 1), endColumn, RequiredFields[fields.size()]);
    if (fields.size() > 6)
        return error(Field::FullmoveNumber, fields[6].column, MessageId::FenTextAfterFullmoveNumber,
                     {std::string(fields[6].text)});

    Position p{Empty{}};
    p.chess960_ = chess960;

    // Field 1: piece placement, rank 8 first, files a to h within a rank.
    std::array<int, SquareCount> columnOf{};
    {
        const auto [text, column] = fields[0];
        int rank = 7;
        int file = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            const int col = column + int(i);
            const std::string rankName = std::to_string(rank + 1);
            if (c == '/') {
                if (file < 8)
                    return error(Field::Placement, col, MessageId::FenRankTooShort,
                                 {rankName, std::to_string(file)});
                if (--rank < 0) return error(Field::Placement, col, MessageId::FenTooManyRanks);
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8)
                    return error(Field::Placement, col, MessageId::FenRankTooLong, {rankName});
            } else if (const auto idx = PieceLetters.find(c);
                       idx != std::string_view::npos && c != ' ') {
                if (file > 7)
                    return error(Field::Placement, col, MessageId::FenRankTooLong, {rankName});
                const Square s = makeSquare(File(file), Rank(rank));
                p.putPiece(Piece(idx), s);
                columnOf[s] = col;
                ++file;
            } else {
                return error(Field::Placement, col, MessageId::FenBadPlacementCharacter,
                             {std::string(1, c)});
            }
        }
        const int end = column + int(text.size());
        if (rank > 0)
            return error(Field::Placement, end, MessageId::FenTooFewRanks,
                         {std::to_string(8 - rank)});
        if (file < 8)
            return error(Field::Placement, end, MessageId::FenRankTooShort,
                         {"1", std::to_string(file)});

        for (const Color c : {White, Black}) {
            const int kings = popCount(p.pieces(c, King));
            if (kings == 0)
                return error(Field::Placement, column, bySide(MessageId::FenWhiteHasNoKing, c));
            if (kings > 1)
                return error(Field::Placement, column, bySide(MessageId::FenWhiteHasKings, c),
                             {std::to_string(kings)});
            if (const int pawns = popCount(p.pieces(c, Pawn)); pawns > 8)
                return error(Field::Placement, column,
                             bySide(MessageId::FenWhiteHasTooManyPawns, c),
                             {std::to_string(pawns)});
            if (const int count = popCount(p.pieces(c)); count > 16)
                return error(Field::Placement, column,
                             bySide(MessageId::FenWhiteHasTooManyPieces, c),
                             {std::to_string(count)});
        }
        if (const Bitboard backRankPawns = p.pieces(Pawn) & (Rank1BB | Rank8BB)) {
            const Square s = lsb(backRankPawns);
            return error(Field::Placement, columnOf[s],
                         bySide(MessageId::FenWhitePawnOnBackRank, colorOf(p.pieceOn(s))),
                         {squareName(s)});
        }
    }

    // Field 2: side to move.
    {
        const auto [text, column] = fields[1];
        if (text != "w" && text != "b")
            return error(Field::SideToMove, column, MessageId::FenBadSideToMove,
                         {std::string(text)});
        p.sideToMove_ = text == "w" ? White : Black;
        const Color waiting = ~p.sideToMove_;
        if (p.attackersTo(p.kingSquare(waiting)) & p.pieces(p.sideToMove_))
            return error(Field::SideToMove, column,
                         bySide(MessageId::FenWhiteInCheckOnBlackMove, waiting));
    }

    if (auto e = p.parseCastling(fields[2].text, fields[2].column)) return e;
    if (auto e = p.parseEnPassant(fields[3].text, fields[3].column)) return e;

    // Fields 5 and 6 are optional (EPD leaves them out).
    if (fields.size() > 4) {
        const auto rule50 = parseCount(fields[4].text, 9999);
        if (!rule50)
            return error(Field::HalfmoveClock, fields[4].column, MessageId::FenBadHalfmoveClock,
                         {std::string(fields[4].text)});
        p.st_.rule50 = std::uint16_t(*rule50);
    }
    if (fields.size() > 5) {
        const auto fullmove = parseCount(fields[5].text, 99999);
        if (!fullmove || *fullmove == 0)
            return error(Field::FullmoveNumber, fields[5].column, MessageId::FenBadFullmoveNumber,
                         {std::string(fields[5].text)});
        p.gamePly_ = 2 * (*fullmove - 1) + (p.sideToMove_ == Black);
    } else {
        p.gamePly_ = p.sideToMove_ == Black;
    }

    p.st_.pliesFromNull = p.st_.rule50;
    p.st_.key = p.computeKey();
    *this = std::move(p);
    return std::nullopt;
}

// Field 3. In the standard game KQkq name the rooks in the corners, next to a king on e1/e8.
// In Chess960, K and Q name the outermost rook on that side of the king (X-FEN), and a rook's file
// letter names that rook (Shredder-FEN).
std::optional<FenError> Position::parseCastling(std::string_view text, int column) {
    using Field = FenError::Field;
    if (text == "-") return std::nullopt;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const int col = column + int(i);
        const Color color = (c >= 'a' && c <= 'z') ? Black : White;
        const char upper = char(c & ~0x20);
        const std::string right(1, c);
        const bool fileLetter = upper >= 'A' && upper <= 'H';
        if (upper != 'K' && upper != 'Q' && !(fileLetter && chess960_))
            return error(Field::Castling, col,
                         chess960_ ? MessageId::FenBadCastlingCharacterChess960
                                   : MessageId::FenBadCastlingCharacter,
                         {right});

        const Square king = kingSquare(color);
        const Rank backRank = relativeRank(color, Rank1);
        const Bitboard rooks = pieces(color, Rook) & rankBB(backRank);
        Square rook = NoSquare;
        if (!chess960_) {
            const Square home = relativeSquare(color, E1);
            if (king != home)
                return error(Field::Castling, col,
                             bySide(MessageId::FenCastlingWhiteKingNotHome, color),
                             {right, squareName(king), squareName(home)});
            rook = makeSquare(upper == 'K' ? FileH : FileA, backRank);
        } else if (rankOf(king) != backRank) {
            return error(Field::Castling, col,
                         bySide(MessageId::FenCastlingWhiteKingOffFirstRank, color),
                         {right, squareName(king)});
        } else if (fileLetter) {
            rook = makeSquare(File(upper - 'A'), backRank);
        } else {
            const bool kingSide = upper == 'K';
            const Bitboard candidates =
                rooks & (kingSide ? ~(squareBB(king) - 1) : squareBB(king) - 1);
            if (!candidates)
                return error(Field::Castling, col,
                             nthMessage(MessageId::FenCastlingNoWhiteRookKingSide,
                                        2 * (color == White ? 0 : 1) + (kingSide ? 0 : 1)),
                             {right});
            rook = kingSide ? Square(63 - std::countl_zero(candidates)) : lsb(candidates);
        }
        if (!(rooks & squareBB(rook)))
            return error(Field::Castling, col, bySide(MessageId::FenCastlingNoWhiteRookOn, color),
                         {right, squareName(rook)});
        if (st_.castling & chess::castlingRights(color, rook > king))
            return error(Field::Castling, col, MessageId::FenCastlingRepeated, {right});
        setCastlingRight(color, rook);
    }
    return std::nullopt;
}

// Field 4. The square must be one a pawn of the side that just moved has skipped over; it is
// kept only if an en passant capture is legal (see the class comment).
std::optional<FenError> Position::parseEnPassant(std::string_view text, int column) {
    using Field = FenError::Field;
    if (text == "-") return std::nullopt;
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return error(Field::EnPassant, column, MessageId::FenBadEnPassant, {std::string(text)});
    const Square ep = makeSquare(File(text[0] - 'a'), Rank(text[1] - '1'));
    const Color us = sideToMove_;
    const Color them = ~us;
    const std::string name(text);
    if (relativeRank(us, ep) != Rank6)
        return error(Field::EnPassant, column, bySide(MessageId::FenEnPassantWrongRankWhite, us),
                     {name});
    const Square pawn = ep - pawnPush(us);
    if (pieceOn(pawn) != makePiece(them, Pawn))
        return error(Field::EnPassant, column, bySide(MessageId::FenEnPassantNoWhitePawn, them),
                     {name, squareName(pawn)});
    const Square origin = ep + pawnPush(us);
    if (pieceOn(ep) != NoPiece || pieceOn(origin) != NoPiece)
        return error(Field::EnPassant, column, MessageId::FenEnPassantSquaresOccupied,
                     {name, squareName(pieceOn(ep) ? ep : origin)});
    setEnPassantIfLegal(ep);
    return std::nullopt;
}

std::string Position::fen() const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece pc = board_[makeSquare(File(file), Rank(rank))];
            if (pc == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += PieceLetters[pc];
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    out += sideToMove_ == White ? " w " : " b ";

    if (!st_.castling) out += '-';
    for (const CastlingRights cr : {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide}) {
        if (!(st_.castling & cr)) continue;
        const Color c = (cr & WhiteCastling) ? White : Black;
        const bool kingSide = (cr & KingSide) != 0;
        const Square rook = castlingRookSquare_[cr];
        // X-FEN: K/Q unless another rook stands further out on that side.
        const Bitboard outside = pieces(c, Rook) & rankBB(rankOf(rook)) &
                                 (kingSide ? ~((squareBB(rook) << 1) - 1) : squareBB(rook) - 1);
        char letter = kingSide ? 'K' : 'Q';
        if (chess960_ && outside) letter = char('A' + fileOf(rook));
        out += c == White ? letter : char(letter | 0x20);
    }

    out += ' ';
    out += st_.epSquare == NoSquare ? std::string("-") : squareName(st_.epSquare);
    out += ' ' + std::to_string(st_.rule50) + ' ' + std::to_string(fullmoveNumber());
    return out;
}

} // namespace kibitz::chess
