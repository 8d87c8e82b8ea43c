#pragma once

// The sentences that the core shows to users (errors and warnings of the FEN, move text and PGN
// readers, refused game tree edits) as data: which sentence, and the values of its placeholders.
//
// The core writes English only and stays free of Qt; a program with translations (the desktop
// program's ui/document/coremessages.h) translates the sentence's template by its id (context
// MessageContext) and fills in the same values. The one table of English templates, marked there
// for lupdate, is in message.cpp, so a sentence is written once and its English text and structured
// form cannot drift apart.
//
// Words never go into a sentence as values: a white knight and a black queen are different
// sentences, so that languages whose adjectives and articles follow the noun (der weiße Springer,
// la dame noire) can inflect them. Values are the user's own text (a move, a tag name) and square
// names, file letters and numbers.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz {

// One sentence; the comments say which values it takes, in the order of its placeholders (the
// English templates are in message.cpp).
//
// Runs of ids that differ only in the side (White, then Black) or in the side and the piece
// (White pawn, knight, bishop, rook, queen, king, then the same for Black) are in that order, so
// that nthMessage() picks one; keep them so.
enum class MessageId : std::uint16_t {
    // Lists of squares. "a1, b2 and c3" is ListHead(a1, ListPair(b2, c3)).
    ListPair, // the last two squares
    ListHead, // a square, a list

    // FEN: a located error, by field (FenError::toText()).
    FenErrorInPlacement, // by field, in FenError::Field order: the column, the error
    FenErrorInSideToMove,
    FenErrorInCastling,
    FenErrorInEnPassant,
    FenErrorInHalfmoveClock,
    FenErrorInFullmoveNumber,
    // FEN: the fields.
    FenEmpty,
    FenSideToMoveMissing,
    FenCastlingMissing,
    FenEnPassantMissing,
    FenTextAfterFullmoveNumber, // the text
    FenRankTooShort,            // rank number, squares described
    FenRankTooLong,             // rank number
    FenTooManyRanks,
    FenBadPlacementCharacter, // the character
    FenTooFewRanks,           // ranks described
    FenWhiteHasNoKing,        // by side
    FenBlackHasNoKing,
    FenWhiteHasKings, // by side: the number of kings
    FenBlackHasKings,
    FenWhiteHasTooManyPawns, // by side: the number of pawns
    FenBlackHasTooManyPawns,
    FenWhiteHasTooManyPieces, // by side: the number of pieces
    FenBlackHasTooManyPieces,
    FenWhitePawnOnBackRank, // by side: the square
    FenBlackPawnOnBackRank,
    FenBadSideToMove,           // the text
    FenWhiteInCheckOnBlackMove, // by the side in check
    FenBlackInCheckOnWhiteMove,
    FenBadCastlingCharacter,         // the character
    FenBadCastlingCharacterChess960, // the character
    FenCastlingWhiteKingNotHome,     // by side: the right, the king's square, its home square
    FenCastlingBlackKingNotHome,
    FenCastlingWhiteKingOffFirstRank, // by side: the right, the king's square
    FenCastlingBlackKingOffFirstRank,
    FenCastlingNoWhiteRookKingSide, // the right
    FenCastlingNoWhiteRookQueenSide,
    FenCastlingNoBlackRookKingSide,
    FenCastlingNoBlackRookQueenSide,
    FenCastlingNoWhiteRookOn, // by side: the right, the rook's square
    FenCastlingNoBlackRookOn,
    FenCastlingRepeated,        // the right
    FenBadEnPassant,            // the text
    FenEnPassantWrongRankWhite, // by the side to move: the square
    FenEnPassantWrongRankBlack,
    FenEnPassantNoWhitePawn, // by the side that moved: the square, the pawn's square
    FenEnPassantNoBlackPawn,
    FenEnPassantSquaresOccupied, // the square, the occupied square
    FenBadHalfmoveClock,         // the text
    FenBadFullmoveNumber,        // the text

    // Move text (SAN and UCI).
    MoveEmpty,
    MoveBadPromotionPiece,   // the letter
    MoveNoDestination,       // the move
    MoveUnexpectedCharacter, // the move, the character
    MoveOnlyPawnsPromote,    // the move
    MoveAmbiguousWhitePawns, // by side and piece: the move, the square, the list of origins
    MoveAmbiguousWhiteKnights,
    MoveAmbiguousWhiteBishops,
    MoveAmbiguousWhiteRooks,
    MoveAmbiguousWhiteQueens,
    MoveAmbiguousWhiteKings,
    MoveAmbiguousBlackPawns,
    MoveAmbiguousBlackKnights,
    MoveAmbiguousBlackBishops,
    MoveAmbiguousBlackRooks,
    MoveAmbiguousBlackQueens,
    MoveAmbiguousBlackKings,
    MovePromotionPieceMissing, // the move, the square
    MoveIllegal,               // the move, the reason (one of the next ids)
    MoveNoWhitePawn,           // by side and piece
    MoveNoWhiteKnight,
    MoveNoWhiteBishop,
    MoveNoWhiteRook,
    MoveNoWhiteQueen,
    MoveNoWhiteKing,
    MoveNoBlackPawn,
    MoveNoBlackKnight,
    MoveNoBlackBishop,
    MoveNoBlackRook,
    MoveNoBlackQueen,
    MoveNoBlackKing,
    MoveNoWhitePawnOnSquare, // by side and piece: the square
    MoveNoWhiteKnightOnSquare,
    MoveNoWhiteBishopOnSquare,
    MoveNoWhiteRookOnSquare,
    MoveNoWhiteQueenOnSquare,
    MoveNoWhiteKingOnSquare,
    MoveNoBlackPawnOnSquare,
    MoveNoBlackKnightOnSquare,
    MoveNoBlackBishopOnSquare,
    MoveNoBlackRookOnSquare,
    MoveNoBlackQueenOnSquare,
    MoveNoBlackKingOnSquare,
    MoveNoWhitePawnOnFile, // by side and piece: the file letter
    MoveNoWhiteKnightOnFile,
    MoveNoWhiteBishopOnFile,
    MoveNoWhiteRookOnFile,
    MoveNoWhiteQueenOnFile,
    MoveNoWhiteKingOnFile,
    MoveNoBlackPawnOnFile,
    MoveNoBlackKnightOnFile,
    MoveNoBlackBishopOnFile,
    MoveNoBlackRookOnFile,
    MoveNoBlackQueenOnFile,
    MoveNoBlackKingOnFile,
    MoveNoWhitePawnOnRank, // by side and piece: the rank number
    MoveNoWhiteKnightOnRank,
    MoveNoWhiteBishopOnRank,
    MoveNoWhiteRookOnRank,
    MoveNoWhiteQueenOnRank,
    MoveNoWhiteKingOnRank,
    MoveNoBlackPawnOnRank,
    MoveNoBlackKnightOnRank,
    MoveNoBlackBishopOnRank,
    MoveNoBlackRookOnRank,
    MoveNoBlackQueenOnRank,
    MoveNoBlackKingOnRank,
    MoveWhitePawnCannotReach, // by side and piece: the square
    MoveWhiteKnightCannotReach,
    MoveWhiteBishopCannotReach,
    MoveWhiteRookCannotReach,
    MoveWhiteQueenCannotReach,
    MoveWhiteKingCannotReach,
    MoveBlackPawnCannotReach,
    MoveBlackKnightCannotReach,
    MoveBlackBishopCannotReach,
    MoveBlackRookCannotReach,
    MoveBlackQueenCannotReach,
    MoveBlackKingCannotReach,
    MoveLeavesWhiteKingInCheck, // by side
    MoveLeavesBlackKingInCheck,
    CastlingKingSideIllegal, // the reason (one of the next ids)
    CastlingQueenSideIllegal,
    CastlingWhiteLostKingSide, // by side, then wing
    CastlingWhiteLostQueenSide,
    CastlingBlackLostKingSide,
    CastlingBlackLostQueenSide,
    CastlingKingInCheck,
    CastlingPathBlocked,
    CastlingKingPathAttacked,
    UciMalformed, // the move
    UciIllegal,   // the move

    // PGN: a located problem (PgnError::toText()).
    PgnLocation, // game, line, column, the problem
    // PGN: the problems.
    PgnCommentNotClosed,
    PgnTagNameMissing,
    PgnTagValueNotQuoted,  // the tag name
    PgnTagValueNotClosed,  // the tag name
    PgnTagNotClosed,       // the tag name
    PgnTextAfterTagValue,  // the character, the tag name
    PgnVariantUnsupported, // the variant
    PgnBadFen,             // the located FEN error
    PgnVariationWithoutMove,
    PgnVariationNotOpened,
    PgnTooManyMoves,     // the limit
    PgnGlyphWithoutMove, // the glyph
    PgnNagWithoutNumber,
    PgnNagOutOfRange,   // the NAG as written
    PgnNullMoveInCheck, // the token
    PgnAmbiguousMove,   // the token, the move text error
    PgnIllegalMove,     // the token, the move text error
    PgnUnreadableMove,  // the token, the move text error
    PgnUnknownGlyph,    // the glyph
    PgnResultInVariation,
    PgnNotAMove, // the token
    PgnTagInMoves,
    PgnUnexpectedInMoves, // the character
    PgnVariationNotClosed,
    PgnNoResult,
    PgnResultDiffersFromTag, // the result, the Result tag's value
    PgnNotUtf8,
    PgnFenFullmoveZero, // the FEN tag's fullmove number 0, read as 1

    // Game tree edits.
    EditNoSuchNode,
    EditNullMoveInCheck,
    EditIllegalMove,

    // A value from the input cut short (see quotedValue()): its first characters, its length.
    ValueCut,

    Count // not a message
};

inline constexpr int MessageCount = int(MessageId::Count);

// The id `k` places after `first`, for the runs of ids by side or by side and piece (see
// MessageId).
constexpr MessageId nthMessage(MessageId first, int k) {
    return MessageId(int(first) + k);
}

// How a value from the input (a token, a tag, a FEN field) goes into a sentence, the one rule for
// every message that quotes the input: a control character (NUL included) is shown as \xHH
// (\x00), a byte that is not UTF-8 as U+FFFD, and a value longer than QuotedLength characters is
// cut after them. A cut value holds its first characters, a NUL and its length in characters;
// render() and the desktop program show it as the sentence ValueCut ("e4e4e4...… (50000000
// characters)"), so no message echoes a huge token.
inline constexpr std::size_t QuotedLength = 40;
std::string quotedValue(std::string_view value);
// A value as a sentence shows it, for a message that is not in the table: quotedValue(), with a cut
// value's length in English words.
std::string shownValue(std::string_view value);
// The same escapes, the text whole: for a line of output that must hold no control character.
std::string escapedText(std::string_view text);
// The parts of a value cut by quotedValue(): its first characters and its length; false for a
// value that is whole.
bool splitCutValue(std::string_view value, std::string_view& head, std::string_view& length);

// A sentence with its values. The template's placeholders %1, %2, ... take the values in `args`
// first, then the sentences in `parts` (a reason, a list, a located FEN error) in order. The
// values are stored as quotedValue() gives them.
struct MessageText {
    MessageId id = MessageId::Count;
    std::vector<std::string> args;
    std::vector<MessageText> parts;

    MessageText() = default;
    explicit MessageText(MessageId messageId, std::vector<std::string> values = {},
                         std::vector<MessageText> sentences = {});

    bool operator==(const MessageText&) const = default;
};

// The context of the templates in the translations (.ts files) of a program that translates them.
inline constexpr const char* MessageContext = "kibitz::CoreMessages";
// The English template of a sentence, with placeholders %1 to %9: the source text the translations
// translate. Empty for Count.
const char* englishTemplate(MessageId id);
// How many values a sentence takes (its highest placeholder).
int placeholderCount(MessageId id);
// The sentence in English, its values filled in.
std::string render(const MessageText& text);

} // namespace kibitz
