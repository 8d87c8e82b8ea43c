#pragma once

// The WDL model of THEORY.md §4: an engine's score turned into the probabilities of a win, a draw
// and a loss (from White's standpoint), the (w, d, l) of a horizon leaf in the Michie back-up.
//
//   w = 1 / (1 + exp((a - x) / b)),   l = 1 / (1 + exp((a + x) / b)),   d = 1 - w - l
//
// x is the score in centipawns from White's standpoint. a is the score at which a win becomes as
// likely as not, b how quickly the probabilities change around it; both depend on the material on
// the board. d is never negative when a >= 0: w + l <= 1 is 1 / (1 + e^((a - x) / b)) <=
// 1 - 1 / (1 + e^((a + x) / b)) = 1 / (1 + e^((-a - x) / b)), that is a - x >= -a - x.

#include "chess/position.h"

#include <cstdint>

namespace kibitz::analysis {

// Probabilities of a win, a draw and a loss, from White's standpoint; they add up to 1.
struct Wdl {
    double win = 0.0;
    double draw = 1.0;
    double loss = 0.0;

    bool operator==(const Wdl&) const = default;
};

// The material measure of the model: P + 3N + 3B + 5R + 9Q of both sides, 78 at the start.
int materialCount(const chess::Position& position);

// a and b vary over this material range and are constant outside it. Below 16 (a rook and three
// pawns each) are pawn and minor-piece endings, which few games of a match reach before the
// adjudicator ends them; above 78 only after promotions.
inline constexpr int MaterialLow = 16;
inline constexpr int MaterialHigh = 78;

// The material normalised to the phase t in [0, 1]: 0 at or below MaterialLow (the endgame), 1 at
// or above MaterialHigh (the opening). NaN counts as MaterialHigh.
double materialPhase(double material);

// a and b are linear in the phase t: a(t) = (1 - t) aEndgame + t aOpening, likewise b. A line
// rather than a cubic, because
//   - it is the simplest form that lets the draw margin and the scale change with the phase,
//     and its four parameters are well determined by a few thousand self-play games;
//   - each parameter is the value at one end of the range, so a >= 0 and b > 0 everywhere (what
//     keeps d >= 0) are simple bounds the fit can keep; a cubic can dip below 0 between the data,
//     and its higher coefficients are poorly determined at the thinly populated ends of the range.
// The calibration table of `kibitz-cli wdl-fit` shows whether a line is enough.
struct WdlParameters {
    double aEndgame = 0.0; // centipawns, at t = 0
    double aOpening = 0.0; // centipawns, at t = 1
    double bEndgame = 1.0;
    double bOpening = 1.0;

    double a(double phase) const { return (1.0 - phase) * aEndgame + phase * aOpening; }
    double b(double phase) const { return (1.0 - phase) * bEndgame + phase * bOpening; }

    bool operator==(const WdlParameters&) const = default;
};

// Round values of the usual size (a of 1.5 to 2.5 pawns, b of about one pawn): where the fit
// starts, and a model that tests can work out by hand.
inline constexpr WdlParameters RoundWdlParameters{
    .aEndgame = 250.0, .aOpening = 180.0, .bEndgame = 80.0, .bOpening = 100.0};

// The parameters Kibitz uses, fitted to the built-in engine's own games: 200 self-play games at
// 100,000 nodes a move from the first 100 openings of tools/wdl/openings-8ply.pgn (each with
// both colours), committed as tools/wdl/selfplay-100k.pgn. Produced by
//     tools/wdl/selfplay_fit.sh 200 100000
// which plays the games (deterministic at a node limit) and runs
//     kibitz-cli wdl-fit tools/wdl/selfplay-100k.pgn
// whose standard errors count samples as independent; the positions of one game are not, so the
// real uncertainty is larger. tst_cli checks that the fit of the committed games gives these
// values.
inline constexpr WdlParameters FittedWdlParameters{
    .aEndgame = 204.5, .aOpening = 15.4, .bEndgame = 118.6, .bOpening = 54.6};

// A score as a search reports it, from the side to move's standpoint: centipawns, or moves to
// mate (> 0: the side to move mates; <= 0: it is mated, 0 when it already is).
struct Score {
    enum class Kind : std::uint8_t { Centipawns, Mate };
    Kind kind = Kind::Centipawns;
    int value = 0;

    static constexpr Score centipawns(int cp) { return {Kind::Centipawns, cp}; }
    static constexpr Score mate(int moves) { return {Kind::Mate, moves}; }
};

// The one-hot (w, d, l) of a decided result, White's standpoint: +1 a win, 0 a draw, -1 a loss.
Wdl certainWdl(int value);
// A mate score of the side to move (Score::Kind::Mate) as the certain result it is.
Wdl mateWdl(Score mate, bool whiteToMove);

// The formula itself, for a >= 0 and b > 0 as given (WdlModel bounds them first), and x not NaN.
// d is computed in a form that is accurate when it is tiny and exactly even in x (not as
// 1 - w - l, which cancels), and the three are scaled to add up to 1.
Wdl wdlProbabilities(double centipawns, double a, double b);

class WdlModel {
public:
    WdlModel()
        : WdlModel(FittedWdlParameters) {}
    explicit WdlModel(const WdlParameters& parameters)
        : parameters_(parameters) {}

    const WdlParameters& parameters() const { return parameters_; }

    // x in centipawns from White's standpoint, material as materialCount() counts it. Any input
    // gives probabilities: a NaN score counts as 0, an infinite one as a certain result; a(t) is
    // taken as at least 0 and b(t) as at least 1 centipawn, whatever the parameters.
    Wdl probabilities(double centipawns, double material) const;
    // A score of the side to move in `position`; a mate is a certain result.
    Wdl probabilities(Score score, const chess::Position& position) const;

private:
    WdlParameters parameters_;
};

} // namespace kibitz::analysis
