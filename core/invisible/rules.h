#pragma once

// Invisible Chess (Bud, Albrecht, Nicholson and Zukerman 2001, seed 003): chess in which some of
// each side's pieces are invisible to the opponent. docs/invisible.md gives the rules as we play
// them, the paper's five and the choices we made where the paper is silent.
//
// This file is the referee: the true board, the invisible pieces with their identities, how an
// attempted move is resolved (accepted, impossible, illegal) and what each side is told.

#include "chess/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::invisible {

using chess::Bitboard;
using chess::Color;
using chess::Move;
using chess::PieceType;
using chess::Square;

// A side's invisible pieces at the start, by the paper's names: "1B", "1N", "1R", "1Q", "2B",
// "2N", "2R" and "none" (the paper's N.I.). The pieces are named by their starting squares, given
// for White (Black's are the same files on the eighth rank): 1B is the queen's bishop (c1; the
// paper's footnote 6), 1N the king's knight (g1), 1R the king's rook (h1), 1Q the queen, and the
// pairs both bishops, both knights, both rooks.
struct InvisibleSet {
    std::string name;               // as parsed, upper case: "2B", "none"
    std::vector<chess::File> files; // the files of the pieces' starting squares

    std::vector<Square> startSquares(Color c) const;
    bool operator==(const InvisibleSet&) const = default;
};
// The paper's eight sets, in Table 1's order.
std::vector<InvisibleSet> paperSets();
std::optional<InvisibleSet> parseInvisibleSet(std::string_view text);

// One invisible piece of the true game. Its id is its index in Game::hidden(), fixed for the game.
struct HiddenPiece {
    Color color = chess::White;
    PieceType type = chess::NoPieceType;
    Square start = chess::NoSquare;
    Square square = chess::NoSquare; // NoSquare once captured
    bool alive() const { return square != chess::NoSquare; }
};

// A placement of pieces by colour and type, without the rest of a position's state: the boards
// the belief tracker imagines are built and tested by the thousand.
struct Board {
    Bitboard byColor[chess::ColorCount] = {};
    Bitboard byType[chess::PieceTypeCount] = {};

    static Board of(const chess::Position& pos);
    Bitboard occupied() const { return byColor[chess::White] | byColor[chess::Black]; }
    Bitboard pieces(Color c, PieceType pt) const { return byColor[c] & byType[pt]; }
    PieceType typeOn(Square s) const;
    Color colorOn(Square s) const; // the square must be occupied
    void put(Color c, PieceType pt, Square s);
    void remove(Square s);
    // This board after `move` of the piece on its from-square (castling, en passant and
    // promotion included; a piece on the to-square is taken). The move need not be legal.
    Board after(Move move) const;
    // The mover's king square after `move`.
    Square kingAfter(Move move) const;
    // A hash of the placement and `toMove`: two boards with the same pieces on the same squares
    // and the same side to move have the same key.
    std::uint64_t key(Color toMove) const;
    Bitboard attackersTo(Square s, Bitboard occupied, Color by) const;
    // The FEN of this placement with the other fields (side to move, castling, en passant,
    // clocks) of `pos`.
    std::string fen(const chess::Position& pos) const;
};

enum class Verdict {
    Accepted,   // a possible move: played
    Impossible, // rejected: the turn is forfeited (rules 1, 4, 5)
    Illegal,    // rejected: the player must supply another move (rule 3)
};
std::string_view verdictName(Verdict v); // "accepted", "impossible", "illegal"
// A move in UCI whether or not it is legal anywhere: castling as the king's two-square step.
std::string uciText(Move m);

// An invisible piece shown to the opponent: where it stands and what it is.
struct Reveal {
    Square square = chess::NoSquare;
    PieceType type = chess::NoPieceType;
    bool operator==(const Reveal&) const = default;
};

// How one attempted move came out, as its player learns it.
struct Resolution {
    Verdict verdict = Verdict::Accepted;
    std::vector<Reveal> revealed; // the opponent's invisible pieces shown (sorted by square)
    // Accepted: an invisible piece of the opponent's was captured on the move's square.
    bool capturedHidden = false;
    bool operator==(const Resolution&) const = default;
};

// The referee's one rule for an attempt: `board` is a complete placement (the mover's pieces and
// all of the opponent's), `hidden` the squares of the opponent's invisible pieces on it, `pos`
// gives the side to move (the mover), castling and en passant. `move` must be legal when the
// opponent's invisible pieces are taken off the board or stand elsewhere (a move the player could
// believe possible); `inCheck` says whether the mover is in check, which the mover always knows.
//
//  - a slider or a pawn whose path (or a pawn push's square) holds an invisible piece: impossible,
//    the first such piece from the mover on is revealed (rule 1);
//  - a pawn's diagonal move to an empty square: impossible, nothing to reveal (rule 1);
//  - castling through an invisible piece or through a square it attacks: impossible, revealed
//    (rule 5);
//  - a move that leaves the king attacked: impossible, the invisible attackers revealed (rule 4),
//    or illegal when the mover was in check (rule 3);
//  - an impossible move while in check is illegal instead: a forfeited turn would leave the king
//    en prise, and the paper defines an illegal move as "an impossible move that would not allow
//    the game to continue".
Resolution resolve(const Board& board, Bitboard hidden, const chess::Position& pos, Move move,
                   bool inCheck);

// What one side is told of one turn, its own or the opponent's (docs/invisible.md, "What each
// side is told"). Attempts that were illegal are part of their mover's turn.
struct Notice {
    Color mover = chess::White;
    Verdict verdict = Verdict::Accepted; // Accepted or Impossible: how the turn ended
    // The mover's own attempts of this turn, with their resolutions (its own notice only).
    std::vector<std::pair<Move, Resolution>> attempts;
    // Accepted, seen by both: the move of a visible piece (with its from and to squares). For the
    // mover's own notice it is always the move played.
    Move visibleMove = Move::none();
    int hiddenMoved = -1;              // the opponent saw its invisible piece with this id move
    Square hiddenTo = chess::NoSquare; // ... and where it went, when it captured or castled
    // After the turn: the pieces that give check to the side now to move, told to it (rule 2):
    // every checking square, visible or not, with the invisible checkers' types.
    std::vector<Reveal> checkers;
};

// A game of Invisible Chess: the true board and the referee.
class Game {
public:
    // A game from the standard starting position.
    Game(const InvisibleSet& white, const InvisibleSet& black);
    // A position from FEN whose pieces on `hidden` (of either side, never a king or a pawn) are
    // invisible to their opponent: the rules' examples, problems, tests. The sets are named
    // "custom". An invalid FEN or square gives nullopt.
    static std::optional<Game> fromPosition(std::string_view fen,
                                            const std::vector<Square>& hidden);
    Game(const Game& other);
    Game& operator=(const Game& other);
    Game(Game&&) noexcept = default;
    Game& operator=(Game&&) noexcept = default;

    const chess::Position& truth() const { return truth_; }
    const InvisibleSet& set(Color c) const { return sets_[c]; }
    const std::vector<HiddenPiece>& hidden() const { return hidden_; }
    // The invisible pieces of `owner` that are alive, as a bitboard of their true squares.
    Bitboard hiddenSquares(Color owner) const;
    // The ids of `owner`'s invisible pieces, alive or not, in id order.
    std::vector<int> hiddenIds(Color owner) const;
    Color sideToMove() const { return truth_.sideToMove(); }
    // The board `viewer` knows: everything but the opponent's invisible pieces.
    Board knownBoard(Color viewer) const;

    // The side to move attempts `move`; it must be legal in some board the mover could believe in
    // (Resolution's contract). Accepted and impossible attempts end the turn; an illegal one asks
    // for another move (at most 64 per turn, then the turn is forfeited).
    Resolution attempt(Move move);
    // The notices of the last finished turn: [mover] its own, [~mover] the opponent's.
    const Notice& lastNotice(Color viewer) const { return notices_[viewer]; }
    int illegalAttemptsThisTurn() const { return illegalThisTurn_; }

    // The game's end by the rules of chess on the true board, or by the ply limit (a draw).
    chess::GameEnd end() const { return truth_.gameEnd(); }
    bool over() const;
    int turns() const { return turns_; }

private:
    // Ends the turn: the mover's notice and what the opponent is told (the checkers added here).
    void finishTurn(Verdict verdict, Notice own, Notice theirs);

    chess::Position truth_;
    InvisibleSet sets_[chess::ColorCount];
    std::vector<HiddenPiece> hidden_;
    Notice notices_[chess::ColorCount];
    std::vector<std::pair<Move, Resolution>> pendingAttempts_;
    int illegalThisTurn_ = 0;
    int turns_ = 0;
};

} // namespace kibitz::invisible
