#pragma once

#include "bitboard.h"
#include "types.h"
#include "util/expected.h"
#include "util/message.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::chess {

// Why a FEN string was rejected: the field (1-6, as in the PGN standard's FEN section), the
// 1-based column in the text where the problem is, and what is wrong: in English words, and as a
// sentence id with its values for a program that translates it (`message` is render(text)).
struct FenError {
    enum class Field {
        Placement = 1,
        SideToMove,
        Castling,
        EnPassant,
        HalfmoveClock,
        FullmoveNumber
    };
    Field field = Field::Placement;
    int column = 1;
    std::string message;
    MessageText text;

    static std::string_view fieldName(Field f);
    // "FEN field 3 (castling rights), column 14: ..." - ready to show to a user.
    std::string toString() const;
    // The same with its field and column, as a sentence (toString() is render(toText())).
    MessageText toText() const;
};

// The ways a game can end by rule in the current position.
enum class GameEnd {
    None,
    Checkmate,
    Stalemate,
    InsufficientMaterial,
    SeventyFiveMoveRule, // automatic draw (FIDE 9.6.2)
    FivefoldRepetition,  // automatic draw (FIDE 9.6.1)
    FiftyMoveRule,       // a draw either player may claim
    ThreefoldRepetition, // a draw either player may claim
};

// A chess position with the history needed to unmake moves and to detect repetitions.
//
// Moves are made and unmade in place (makeMove/unmakeMove). The Zobrist key is updated
// incrementally and always equals computeKey(). The en passant square is recorded only when an
// en passant capture is legal, so that positions that are the same under the FIDE repetition rule
// have the same key; fen() prints it the same way.
//
// Copying a position copies its whole history, so it is explicit: use clone().
class Position {
public:
    static constexpr std::string_view StartFen =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    Position(); // the standard starting position
    Position& operator=(const Position&) = delete;
    Position(Position&&) noexcept = default;
    Position& operator=(Position&&) noexcept = default;
    ~Position() = default;

    Position clone() const;
    // A copy that keeps of the history only what the draw rules look back on: the states since
    // the last capture, pawn move or null move, and at most the 150 plies after which the 75-move
    // rule has ended the game. It cannot unmake the moves before those. A game's positions kept
    // side by side (one per ply) then take memory in proportion to the game's length, not to its
    // square: 200,000 plies of shuffled knights would otherwise hold 20 billion states.
    Position cloneForDrawRules() const;

    // Sets up the position from FEN (the halfmove clock and fullmove number may be left out, as in
    // EPD). With chess960, the castling field is read as X-FEN or Shredder-FEN. On error the
    // position is left unchanged. The history is cleared.
    Expected<void, FenError> setFen(std::string_view fen, bool chess960 = false);
    // Sets up a bare placement (no castling, no en passant, clocks at zero) without FEN text, for
    // programs that walk millions of positions (the tablebase generator). The caller makes sure
    // it is legal: one king each, distinct squares, the side not to move not in check.
    struct Placed {
        Piece piece;
        Square square;
    };
    void setPlacement(std::span<const Placed> pieces, Color sideToMove);
    std::string fen() const;

    // Board contents.
    Piece pieceOn(Square s) const { return board_[s]; }
    Bitboard pieces() const { return byType_[NoPieceType]; }
    Bitboard pieces(Color c) const { return byColor_[c]; }
    Bitboard pieces(PieceType pt) const { return byType_[pt]; }
    Bitboard pieces(PieceType a, PieceType b) const { return byType_[a] | byType_[b]; }
    Bitboard pieces(Color c, PieceType pt) const { return byColor_[c] & byType_[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const { return byColor_[c] & pieces(a, b); }
    Square kingSquare(Color c) const { return lsb(pieces(c, King)); }

    // State.
    Color sideToMove() const { return sideToMove_; }
    CastlingRights castlingRights() const { return st_.castling; }
    Square enPassantSquare() const { return st_.epSquare; }
    int halfmoveClock() const { return st_.rule50; }
    int fullmoveNumber() const { return 1 + gamePly_ / 2; }
    int gamePly() const { return gamePly_; }
    bool isChess960() const { return chess960_; }
    Key key() const { return st_.key; }
    Key computeKey() const; // from scratch; equals key() unless there is a bug

    // Castling geometry (valid when the right is held): the rook's square, the squares that must
    // be empty, and the squares the king crosses (including its destination).
    Square castlingRookSquare(CastlingRights cr) const { return castlingRookSquare_[cr]; }
    Bitboard castlingEmptyPath(CastlingRights cr) const { return castlingEmptyPath_[cr]; }
    Bitboard castlingKingPath(CastlingRights cr) const { return castlingKingPath_[cr]; }

    // Attacks.
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    Bitboard attackersTo(Square s) const { return attackersTo(s, pieces()); }
    bool isAttacked(Square s, Color by, Bitboard occupied) const;
    Bitboard checkers() const {
        return attackersTo(kingSquare(sideToMove_)) & pieces(~sideToMove_);
    }
    bool inCheck() const { return checkers() != 0; }
    // Would capturing en passant from `from` leave the mover's king safe? (Needed for the rare
    // pins along the rank of the two pawns, and for check evasions.)
    bool enPassantIsLegal(Square from, Square epSquare) const;

    // Moves.
    Piece movedPiece(Move m) const { return board_[m.from()]; }
    bool isCapture(Move m) const {
        return (m.kind() != Move::Castling && board_[m.to()] != NoPiece) ||
               m.kind() == Move::EnPassant;
    }
    bool isLegal(Move m) const; // m is one of the legal moves here
    bool givesCheck(Move m);    // makes and unmakes m
    void makeMove(Move m);      // m must be legal
    void unmakeMove(Move m);    // m must be the last move made
    // A null move passes the turn; it is legal only when the side to move is not in check (the
    // one rule for PGN's "--", UCI's "0000" and the move tree's edits).
    bool isLegalNullMove() const { return !inCheck(); }
    void makeNullMove(); // isLegalNullMove() must hold
    void unmakeNullMove();
    // One step along a line that may hold null moves (a game's "--", the tree's edits, the search's
    // root moves): makes m, or passes the turn when m is the null move. takeBack undoes the last
    // step made.
    void play(Move m) { m.isNull() ? makeNullMove() : makeMove(m); }
    void takeBack(Move m) { m.isNull() ? unmakeNullMove() : unmakeMove(m); }

    // Game-end rules.
    bool hasLegalMoves() const;
    bool isCheckmate() const { return inCheck() && !hasLegalMoves(); }
    bool isStalemate() const { return !inCheck() && !hasLegalMoves(); }
    // No sequence of legal moves can lead to mate: K v K, K+minor v K, or only bishops that all
    // stand on squares of one colour.
    bool hasInsufficientMaterial() const;
    // How many times the current position occurred before in the history (0 the first time).
    int repetitionCount() const;
    GameEnd gameEnd() const;
    // A digest of what the draw rules look back on: the 50-move counter and the keys of the
    // positions since the last capture, pawn move or null move. Two positions with the same key()
    // and historyKey() have the same future under every rule.
    Key historyKey() const;

private:
    struct Empty {};
    explicit Position(Empty) { clear(); }
    Position(const Position&) = default; // for clone() only
    // The 75-move rule ends a game 150 plies after the last capture or pawn move: nothing further
    // back can change a position's future, so the draw rules look back no further.
    static constexpr int DrawRuleHorizon = 150;
    // Plies of history the draw rules look back on: since the last capture, pawn move or null
    // move, within the horizon.
    int drawRuleWindow() const;

    struct StateInfo {
        Key key = 0;
        CastlingRights castling = NoCastling;
        Square epSquare = NoSquare;
        Piece captured = NoPiece;
        std::uint16_t rule50 = 0;
        std::uint16_t pliesFromNull = 0;
    };

    void clear();
    void putPiece(Piece pc, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    void setCastlingRight(Color c, Square rookSquare);
    void setEnPassantIfLegal(Square epSquare);
    std::optional<FenError> readFen(std::string_view fen, bool chess960); // setFen's work
    std::optional<FenError> parseCastling(std::string_view text, int column);
    std::optional<FenError> parseEnPassant(std::string_view text, int column);

    // cloneForDrawRules() copies each member by name: a member added here must be added there.
    Piece board_[SquareCount];
    Bitboard byType_[PieceTypeCount]; // index NoPieceType holds all pieces
    Bitboard byColor_[ColorCount];
    Color sideToMove_ = White;
    int gamePly_ = 0;
    bool chess960_ = false;
    StateInfo st_;
    std::vector<StateInfo> history_; // the states before each move made, oldest first

    CastlingRights castlingRightsMask_[SquareCount]; // rights lost when a piece leaves/enters
    Square castlingRookSquare_[CastlingRightsCount];
    Bitboard castlingEmptyPath_[CastlingRightsCount];
    Bitboard castlingKingPath_[CastlingRightsCount];
};

} // namespace kibitz::chess
