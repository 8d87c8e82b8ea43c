#include "message.h"

#include "utf8.h"

#include <algorithm>

// The core has no Qt: the mark that lupdate reads is defined as Qt defines it, the text itself.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace kibitz {

MessageText::MessageText(MessageId messageId, std::vector<std::string> values,
                         std::vector<MessageText> sentences)
    : id(messageId)
    , args(std::move(values))
    , parts(std::move(sentences)) {
    for (std::string& value : args) value = quotedValue(value);
}

namespace {

// The characters of `value` as messages show them, at most `limit` of them; `characters` gets how
// many it has in all.
std::string escaped(std::string_view value, std::size_t limit, std::size_t& characters) {
    std::string out;
    characters = 0;
    for (std::size_t i = 0; i < value.size();) {
        const std::size_t length = utf8SequenceLength(value.substr(i));
        if (++characters <= limit) {
            const auto c = static_cast<unsigned char>(value[i]);
            if (length == 0) {
                out += "\xEF\xBF\xBD"; // U+FFFD REPLACEMENT CHARACTER
            } else if (c < 0x20 || c == 0x7F) {
                constexpr char Hex[] = "0123456789ABCDEF";
                out += "\\x";
                out += Hex[c >> 4];
                out += Hex[c & 15];
            } else {
                out.append(value.substr(i, length));
            }
        }
        i += length == 0 ? 1 : length;
    }
    return out;
}

} // namespace

std::string quotedValue(std::string_view value) {
    std::size_t characters = 0;
    std::string out = escaped(value, QuotedLength, characters);
    if (characters > QuotedLength) {
        out += '\0';
        out += std::to_string(characters);
    }
    return out;
}

namespace {

// A value that quotedValue() gave, as it reads in an English sentence.
std::string showQuoted(std::string_view quoted) {
    std::string_view head;
    std::string_view length;
    if (!splitCutValue(quoted, head, length)) return std::string(quoted);
    return render(MessageText(MessageId::ValueCut, {std::string(head), std::string(length)}));
}

} // namespace

std::string shownValue(std::string_view value) {
    return showQuoted(quotedValue(value));
}

std::string escapedText(std::string_view text) {
    std::size_t characters = 0;
    return escaped(text, std::size_t(-1), characters);
}

bool splitCutValue(std::string_view value, std::string_view& head, std::string_view& length) {
    const std::size_t nul = value.find('\0');
    if (nul == std::string_view::npos) return false;
    length = value.substr(nul + 1);
    head = value.substr(0, nul);
    return true;
}

// The English templates, the one table of them: render() fills them in, and the desktop program
// translates them. lupdate finds each by its QT_TRANSLATE_NOOP mark (under MessageContext) and
// takes the comments that start with //: to the translators.
const char* englishTemplate(MessageId id) {
    using enum MessageId;
    switch (id) {
    //: A list of squares: "b1 and f3". %2 may be a list itself (see "%1, %2").
    case ListPair: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "%1 and %2");
    //: The head of a list of squares: "a1, b2 and c3" is "%1, %2" with %2 = "b2 and c3".
    case ListHead: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "%1, %2");

    //: %1 is a column number in the FEN text, %2 the error in that field.
    case FenErrorInPlacement:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "FEN field 1 (piece placement), column %1: %2");
    case FenErrorInSideToMove:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "FEN field 2 (side to move), column %1: %2");
    case FenErrorInCastling:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "FEN field 3 (castling rights), column %1: %2");
    case FenErrorInEnPassant:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "FEN field 4 (en passant square), column %1: %2");
    case FenErrorInHalfmoveClock:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "FEN field 5 (halfmove clock), column %1: %2");
    case FenErrorInFullmoveNumber:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "FEN field 6 (fullmove number), column %1: %2");
    case FenEmpty: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "the FEN is empty");
    case FenSideToMoveMissing:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "the side to move ('w' or 'b') is missing");
    case FenCastlingMissing:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "the castling rights ('-' if none) are missing");
    case FenEnPassantMissing:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "the en passant square ('-' if none) is missing");
    case FenTextAfterFullmoveNumber:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "unexpected text after the fullmove number: '%1'");
    //: %1 is a rank number (1-8), %2 the number of squares (0-7) the FEN gives it.
    case FenRankTooShort:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "rank %1 describes only %2 squares (8 needed)");
    case FenRankTooLong:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "rank %1 describes more than 8 squares");
    case FenTooManyRanks: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "more than 8 ranks");
    case FenBadPlacementCharacter:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "unexpected character '%1' (pieces are PNBRQK and pnbrqk, empty squares 1-8, "
            "ranks end with '/')");
    case FenTooFewRanks:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "only %1 ranks (8 needed)");
    case FenWhiteHasNoKing: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "White has no king");
    case FenBlackHasNoKing: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "Black has no king");
    case FenWhiteHasKings: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "White has %1 kings");
    case FenBlackHasKings: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "Black has %1 kings");
    case FenWhiteHasTooManyPawns:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "White has %1 pawns (at most 8)");
    case FenBlackHasTooManyPawns:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "Black has %1 pawns (at most 8)");
    case FenWhiteHasTooManyPieces:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "White has %1 pieces (at most 16)");
    case FenBlackHasTooManyPieces:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "Black has %1 pieces (at most 16)");
    case FenWhitePawnOnBackRank:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "a white pawn on %1: pawns cannot stand on the first or last rank");
    case FenBlackPawnOnBackRank:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "a black pawn on %1: pawns cannot stand on the first or last rank");
    case FenBadSideToMove:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "expected 'w' or 'b', found '%1'");
    case FenWhiteInCheckOnBlackMove:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "White is in check but it is Black's move: the side not to move cannot be in check");
    case FenBlackInCheckOnWhiteMove:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "Black is in check but it is White's move: the side not to move cannot be in check");
    case FenBadCastlingCharacter:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "unexpected character '%1' (expected '-' or letters from KQkq)");
    case FenBadCastlingCharacterChess960:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "unexpected character '%1' (expected '-' or KQkq or a rook's file A-H/a-h)");
    case FenCastlingWhiteKingNotHome:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "castling right '%1' but the white king is on %2, not on %3");
    case FenCastlingBlackKingNotHome:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "castling right '%1' but the black king is on %2, not on %3");
    case FenCastlingWhiteKingOffFirstRank:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "castling right '%1' but the white king is on %2, not on its first rank");
    case FenCastlingBlackKingOffFirstRank:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "castling right '%1' but the black king is on %2, not on its first rank");
    case FenCastlingNoWhiteRookKingSide:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "castling right '%1' but there is no white rook on the king's side of the white "
            "king");
    case FenCastlingNoWhiteRookQueenSide:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "castling right '%1' but there is no white rook on the queen's side of the white "
            "king");
    case FenCastlingNoBlackRookKingSide:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "castling right '%1' but there is no black rook on the king's side of the black "
            "king");
    case FenCastlingNoBlackRookQueenSide:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "castling right '%1' but there is no black rook on the queen's side of the black "
            "king");
    case FenCastlingNoWhiteRookOn:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "castling right '%1' but there is no white rook on %2");
    case FenCastlingNoBlackRookOn:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "castling right '%1' but there is no black rook on %2");
    case FenCastlingRepeated:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "castling right '%1' repeats a right already given");
    case FenBadEnPassant:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "expected '-' or a square such as e3, found '%1'");
    case FenEnPassantWrongRankWhite:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "%1 cannot be an en passant square when White is to move (it must be on rank 6)");
    case FenEnPassantWrongRankBlack:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "%1 cannot be an en passant square when Black is to move (it must be on rank 3)");
    case FenEnPassantNoWhitePawn:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "%1 is given, but there is no white pawn on %2 that could just have moved two "
            "squares");
    case FenEnPassantNoBlackPawn:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "%1 is given, but there is no black pawn on %2 that could just have moved two "
            "squares");
    case FenEnPassantSquaresOccupied:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "%1 is given, but %2 is occupied, so no pawn can just have moved two squares");
    case FenBadHalfmoveClock:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "expected a number of halfmoves from 0 to 9999, found '%1'");
    case FenBadFullmoveNumber:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "expected a move number from 1 to 99999, found '%1'");

    case MoveEmpty: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "empty move");
    case MoveBadPromotionPiece:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "a pawn promotes to Q, R, B or N, not '%1'");
    case MoveNoDestination:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is not a move: expected a destination square such as e4");
    case MoveUnexpectedCharacter:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "'%1' is not a move: unexpected '%2'");
    case MoveOnlyPawnsPromote:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "'%1': only a pawn can promote");
    //: %1 is the move as written, %2 its destination square, %3 a list of squares.
    case MoveAmbiguousWhitePawns:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the white pawns on %3 can each move to %2");
    case MoveAmbiguousWhiteKnights:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the white knights on %3 can each move to %2");
    case MoveAmbiguousWhiteBishops:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the white bishops on %3 can each move to %2");
    case MoveAmbiguousWhiteRooks:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the white rooks on %3 can each move to %2");
    case MoveAmbiguousWhiteQueens:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the white queens on %3 can each move to %2");
    case MoveAmbiguousWhiteKings:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the white kings on %3 can each move to %2");
    case MoveAmbiguousBlackPawns:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the black pawns on %3 can each move to %2");
    case MoveAmbiguousBlackKnights:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the black knights on %3 can each move to %2");
    case MoveAmbiguousBlackBishops:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the black bishops on %3 can each move to %2");
    case MoveAmbiguousBlackRooks:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the black rooks on %3 can each move to %2");
    case MoveAmbiguousBlackQueens:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the black queens on %3 can each move to %2");
    case MoveAmbiguousBlackKings:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is ambiguous: the black kings on %3 can each move to %2");
    //: %2 is a square; "=Q" is the standard notation of a promotion to a queen.
    case MovePromotionPieceMissing:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is a promotion: add the new piece, as in %2=Q");
    //: %1 is the move as written, %2 the reason ("there is no white knight", ...).
    case MoveIllegal: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "'%1' is illegal here: %2");
    case MoveNoWhitePawn:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white pawn");
    case MoveNoWhiteKnight:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white knight");
    case MoveNoWhiteBishop:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white bishop");
    case MoveNoWhiteRook:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white rook");
    case MoveNoWhiteQueen:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white queen");
    case MoveNoWhiteKing:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white king");
    case MoveNoBlackPawn:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black pawn");
    case MoveNoBlackKnight:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black knight");
    case MoveNoBlackBishop:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black bishop");
    case MoveNoBlackRook:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black rook");
    case MoveNoBlackQueen:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black queen");
    case MoveNoBlackKing:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black king");
    case MoveNoWhitePawnOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white pawn on %1");
    case MoveNoWhiteKnightOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white knight on %1");
    case MoveNoWhiteBishopOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white bishop on %1");
    case MoveNoWhiteRookOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white rook on %1");
    case MoveNoWhiteQueenOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white queen on %1");
    case MoveNoWhiteKingOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white king on %1");
    case MoveNoBlackPawnOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black pawn on %1");
    case MoveNoBlackKnightOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black knight on %1");
    case MoveNoBlackBishopOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black bishop on %1");
    case MoveNoBlackRookOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black rook on %1");
    case MoveNoBlackQueenOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black queen on %1");
    case MoveNoBlackKingOnSquare:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black king on %1");
    //: %1 is a file letter (a-h): "on the e-file".
    case MoveNoWhitePawnOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white pawn on the %1-file");
    case MoveNoWhiteKnightOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white knight on the %1-file");
    case MoveNoWhiteBishopOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white bishop on the %1-file");
    case MoveNoWhiteRookOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white rook on the %1-file");
    case MoveNoWhiteQueenOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white queen on the %1-file");
    case MoveNoWhiteKingOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white king on the %1-file");
    case MoveNoBlackPawnOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black pawn on the %1-file");
    case MoveNoBlackKnightOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black knight on the %1-file");
    case MoveNoBlackBishopOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black bishop on the %1-file");
    case MoveNoBlackRookOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black rook on the %1-file");
    case MoveNoBlackQueenOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black queen on the %1-file");
    case MoveNoBlackKingOnFile:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black king on the %1-file");
    case MoveNoWhitePawnOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white pawn on rank %1");
    case MoveNoWhiteKnightOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white knight on rank %1");
    case MoveNoWhiteBishopOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white bishop on rank %1");
    case MoveNoWhiteRookOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white rook on rank %1");
    case MoveNoWhiteQueenOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white queen on rank %1");
    case MoveNoWhiteKingOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no white king on rank %1");
    case MoveNoBlackPawnOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black pawn on rank %1");
    case MoveNoBlackKnightOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black knight on rank %1");
    case MoveNoBlackBishopOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black bishop on rank %1");
    case MoveNoBlackRookOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black rook on rank %1");
    case MoveNoBlackQueenOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black queen on rank %1");
    case MoveNoBlackKingOnRank:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "there is no black king on rank %1");
    case MoveWhitePawnCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no white pawn can move to %1");
    case MoveWhiteKnightCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no white knight can move to %1");
    case MoveWhiteBishopCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no white bishop can move to %1");
    case MoveWhiteRookCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no white rook can move to %1");
    case MoveWhiteQueenCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no white queen can move to %1");
    case MoveWhiteKingCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no white king can move to %1");
    case MoveBlackPawnCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no black pawn can move to %1");
    case MoveBlackKnightCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no black knight can move to %1");
    case MoveBlackBishopCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no black bishop can move to %1");
    case MoveBlackRookCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no black rook can move to %1");
    case MoveBlackQueenCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no black queen can move to %1");
    case MoveBlackKingCannotReach:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no black king can move to %1");
    case MoveLeavesWhiteKingInCheck:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "it would leave the white king in check");
    case MoveLeavesBlackKingInCheck:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "it would leave the black king in check");
    //: %1 is the reason ("the king is in check", ...).
    case CastlingKingSideIllegal:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "castling kingside is not legal here: %1");
    case CastlingQueenSideIllegal:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "castling queenside is not legal here: %1");
    case CastlingWhiteLostKingSide:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "White no longer has the right to castle kingside");
    case CastlingWhiteLostQueenSide:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "White no longer has the right to castle queenside");
    case CastlingBlackLostKingSide:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "Black no longer has the right to castle kingside");
    case CastlingBlackLostQueenSide:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "Black no longer has the right to castle queenside");
    case CastlingKingInCheck:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "the king is in check");
    case CastlingPathBlocked:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "there are pieces between the king and the rook");
    case CastlingKingPathAttacked:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "the king would cross or land on an attacked square");
    case UciMalformed:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'%1' is not a UCI move (expected e.g. e2e4 or e7e8q)");
    case UciIllegal:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "'%1' is not a legal move here");

    //: %1 is the game number, %2 the line, %3 the column, %4 the problem.
    case PgnLocation:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "game %1, line %2, column %3: %4");
    case PgnCommentNotClosed:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "a comment is not closed: '}' is missing");
    case PgnTagNameMissing:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "a tag name must follow '['");
    case PgnTagValueNotQuoted:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "the value of tag %1 must be in double quotes");
    case PgnTagValueNotClosed:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "the value of tag %1 has no closing quote");
    case PgnTagNotClosed:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "tag %1 has no closing ']'");
    case PgnTextAfterTagValue:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "unexpected '%1' after the value of tag %2");
    case PgnVariantUnsupported:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "the variant '%1' is not supported");
    //: %1 is the located FEN error ("FEN field 3 (castling rights), column 47: ...").
    case PgnBadFen: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "bad FEN in the FEN tag: %1");
    case PgnVariationWithoutMove:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "a variation must follow the move it is an alternative to");
    case PgnVariationNotOpened:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "')' closes no variation");
    //: %1 is the number of moves
    case PgnTooManyMoves:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "the game has more than %1 moves (its main line and variations "
                                 "together), more than Kibitz takes in one game");
    case PgnGlyphWithoutMove:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "'%1' follows no move and is ignored");
    case PgnNagWithoutNumber:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "'$' must be followed by a number (a NAG)");
    case PgnNagOutOfRange:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "NAG %1 is out of range ($0-$255)");
    case PgnNullMoveInCheck:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "null move '%1' while in check");
    case PgnAmbiguousMove:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "ambiguous move '%1': %2");
    //: %1 is the move as written in the file, %2 why it was rejected.
    case PgnIllegalMove: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "illegal move '%1': %2");
    case PgnUnreadableMove:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "unreadable move '%1': %2");
    case PgnUnknownGlyph:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "unknown glyph '%1' is ignored");
    case PgnResultInVariation:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "a result inside a variation: ')' is missing");
    case PgnNotAMove: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "'%1' is not a move");
    case PgnTagInMoves:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "a tag inside the moves: is the game's result missing?");
    case PgnUnexpectedInMoves:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "unexpected '%1' in the moves");
    case PgnVariationNotClosed:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "a variation is not closed: ')' is missing");
    case PgnNoResult:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "the game has no result after its moves");
    case PgnResultDiffersFromTag:
        return QT_TRANSLATE_NOOP(
            "kibitz::CoreMessages",
            "the result %1 after the moves differs from the Result tag \"%2\"; the tag is kept");
    case PgnNotUtf8:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "the game is not UTF-8: read as Windows-1252 (ISO 8859-1)");
    //: A warning: a FEN tag in a PGN file gives 0 as the move number, which the program reads as 1.
    case PgnFenFullmoveZero:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages",
                                 "the FEN tag gives the fullmove number 0, which is read as 1");

    case EditNoSuchNode: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "no such node");
    case EditNullMoveInCheck:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "a null move is not possible in check");
    case EditIllegalMove:
        return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "the move is not legal in this position");

    //: A long text from the file cut short: %1 is its beginning, %2 its length in characters.
    case ValueCut: return QT_TRANSLATE_NOOP("kibitz::CoreMessages", "%1… (%2 characters)");
    case Count: break;
    }
    return "";
}

int placeholderCount(MessageId id) {
    const std::string_view text = englishTemplate(id);
    int highest = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i)
        if (text[i] == '%' && text[i + 1] >= '1' && text[i + 1] <= '9')
            highest = std::max(highest, text[i + 1] - '0');
    return highest;
}

// One pass over the template, so that a value that itself holds "%2" (a PGN token may) is copied
// as it is.
std::string render(const MessageText& text) {
    const std::string_view pattern = englishTemplate(text.id);
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' &&
            pattern[i + 1] <= '9') {
            const std::size_t k = std::size_t(pattern[++i] - '1');
            if (k < text.args.size())
                out += showQuoted(text.args[k]);
            else if (k - text.args.size() < text.parts.size())
                out += render(text.parts[k - text.args.size()]);
            continue;
        }
        out += pattern[i];
    }
    return out;
}

} // namespace kibitz
