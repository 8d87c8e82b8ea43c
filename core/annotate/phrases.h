#pragma once

// The words Kibitz writes into annotated games: Michie's Table 3 comments on positions, the
// comments of Table 2 that have no NAG, and the note that says how a game was annotated. English
// source text, translated through the translator installed on the application (QTranslator);
// German, French and Spanish ship in translations/.

#include "annotate/rules.h"
#include "tablebase/tablebase.h"

#include <string>

namespace kibitz::annotate {

// Table 3 for the position (UTF-8). When v is an estimate, the words say so ("probably", "should").
std::string positionComment(const PositionAssessment& assessment);

// The comments of Table 2 without a NAG, in this order, space separated, or empty: "(!) the best
// move in difficult circumstances", "a losing move", and "a safe move" when `newlySafe` (the move
// made a tense position lifeless: said once, not at every move of a dead position).
std::string moveComment(const MoveJudgement& judgement, bool newlySafe);

// At the first move out of book: "Out of book: the Ruy Lopez, closed defence, was 5... Be7." (the
// opening, OpeningName::text, and a book move with its number), or, where no book move goes on
// from the position before (`bookMove` empty), "Out of book after the Ruy Lopez, closed defence."
std::string outOfBookComment(const std::string& opening, const std::string& bookMove);

// Where an endgame table first has the position, or its verdict changes: "The endgame table
// (Syzygy) has it: White wins." A cursed win says that the 50-move rule saves the defender.
// `probe` is from the side to move's standpoint, which `whiteToMove` names.
std::string tablebaseComment(const tablebase::Probe& probe, bool whiteToMove);

// " Exact values of endgames of up to 4 pieces come from the Syzygy tables." after the note,
// with a leading space; empty when `largest` is 0 (no tables).
std::string tablebaseNote(int largest);

// Which exact values of a game Kibitz's own tables (tablebase/solver.h) gave.
enum class OwnTablesUse { None, Distances, Values };
// " Exact values and distances to mate of endgames of up to 4 pieces come from Kibitz's own
// tables." after the note, with a leading space (or, where Syzygy gave the values, that the
// distances to mate come from them); empty for OwnTablesUse::None.
std::string ownTablesNote(OwnTablesUse use);

// Where a player's strength came from, for the note at the top of an annotated game.
enum class StrengthSource { Rating, Default, User };

// A player's strength as an Elo rating, and where it came from (with StrengthSource::Rating, the
// rating tag's value).
struct StrengthNote {
    int elo = 0;
    StrengthSource source = StrengthSource::Default;
    bool operator==(const StrengthNote&) const = default;
};

// "Annotated by Kibitz 0.1.0: White's strength 2.45 (WhiteElo 2450), Black's 2.00 (default);
// 400000 nodes per position."
std::string annotationNote(const std::string& version, const StrengthNote& white,
                           const StrengthNote& black, unsigned long long nodes);

// " The values of the positions come from Stockfish (/usr/games/stockfish), 1000000 nodes
// each." after the note, with a leading space; empty when no value search runs (valueNodes 0).
// An empty `engine` is the built-in engine. `fellBack` of the `valued` positions (those a value
// search valued) were valued by the built-in engine instead, where that engine failed: the note
// says so, so that it names the engine behind every value.
std::string valueSearchNote(const std::string& engine, unsigned long long valueNodes,
                            int fellBack = 0, int valued = 0);
// " Searched again, 1000000 nodes each, around moves that seemed to lose value or swung it: 6
// positions."
// with a leading space; empty when none was (analysis/valuecheck.h).
std::string valueCheckNote(int positions, unsigned long long checkNodes);
// " Where the move still seemed to lose value, searched a third time, 5000000 nodes each: 2
// positions." with a leading space; empty when none was.
std::string deepCheckNote(int positions, unsigned long long deepNodes);

} // namespace kibitz::annotate
