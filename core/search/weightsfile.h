#pragma once

// The evaluation's weights as data: every number of EvalWeights under a name, a text file of
// `name value` lines, and the flat list of them that the tuners work on.
//
// The names: material.knight.mg, pst.knight.e4.eg (square from White's side), mobility.rook.eg,
// passed.rank6.mg (a pawn on its sixth rank), isolated.mg, doubled.eg, bishopPair.mg,
// kingShelter.mg, kingAttack.eg, rookOpenFile.mg, rookSemiOpenFile.eg, knightOutpost.mg,
// pawnThreat.eg, minorThreat.mg, phase.queen, tempo. Numbers the evaluation never reads (a king's
// material, a pawn's mobility, a passed pawn on the first or last rank) have none.
//
// The file: one `name value` per line, whole numbers; `#` starts a comment; blank lines are
// skipped. A file may give only some weights: the others keep the built-in values. An unknown
// name, a name given twice, a value that is not a whole number or outside ±WeightLimit, or text
// after the value, is an error naming the file, the line and the column.
//
// A database of several sets (kibitz-cli tune phoenix writes one: a set per niche, best first)
// has a line starting with `[` before each set; the first set is read, the rest is skipped.

#include "evaluate.h"
#include "util/expected.h"

#include <string>
#include <string_view>
#include <vector>

namespace kibitz::search {

// One named number of a set of weights.
struct WeightRef {
    std::string name;
    int* value;
};

// Every number of `w` that the evaluation reads, in a fixed order: material, piece-square tables
// (pawn, knight, bishop, rook, queen, king; a1 ... h8; mg before eg), mobility, passed pawns,
// the pawn, bishop and king terms, the rook, knight and threat terms, the phase weights, the tempo.
std::vector<WeightRef> namedWeights(EvalWeights& w);

// The largest magnitude a weight may have in a file (centipawns): far beyond any sensible weight,
// and small enough that no sum in evaluate() overflows. A phase weight is from 0 to
// PhaseWeightLimit (the phase is capped at 24 whatever the pieces add up to).
inline constexpr int WeightLimit = 5000;
inline constexpr int PhaseWeightLimit = 24;

// Reads a weights file over the built-in weights. The error names the path, line and column.
Expected<EvalWeights, std::string> readWeights(const std::string& path);
// The same from text; `source` names it in errors.
Expected<EvalWeights, std::string> parseWeights(std::string_view text, const std::string& source);

// Every weight as a file, with a comment line `# <heading>` first when it is not empty.
std::string formatWeights(const EvalWeights& w, const std::string& heading = {});
// Writes formatWeights() to `path` through a temporary file renamed over it, so that a reader
// never sees half a file. The error says why it failed.
Expected<bool, std::string> writeWeights(const EvalWeights& w, const std::string& path,
                                         const std::string& heading = {});

} // namespace kibitz::search
