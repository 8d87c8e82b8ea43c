#include "analysis/valuation.h"

namespace kibitz::analysis {

namespace {

// v-hat from a score (the side to move's standpoint) where that side is to move with so much
// material on the board: what estimatedValue reads of a position.
ValueEstimate estimatedValue(bool whiteToMove, int material, search::Value score, double theta) {
    static const WdlModel model(RoundWdlParameters);
    Wdl wdl;
    if (search::isMateScore(score)) {
        wdl = mateWdl(scoreOf(score), whiteToMove);
    } else {
        const double mover = double(score);
        wdl = model.probabilities(whiteToMove ? mover : -mover, double(material));
    }
    return {valueFromWdl(wdl, theta), Provenance::Estimated, wdl};
}

} // namespace

int valueFromWdl(const Wdl& wdl, double theta) {
    if (wdl.win >= theta) return 1;
    if (wdl.loss >= theta) return -1;
    return 0;
}

Score scoreOf(search::Value score) {
    return search::isMateScore(score) ? Score::mate(search::mateInMoves(score))
                                      : Score::centipawns(score);
}

ValueEstimate estimatedValue(const chess::Position& position, search::Value score, double theta) {
    return estimatedValue(position.sideToMove() == chess::White, materialCount(position), score,
                          theta);
}

ValueEstimate valueOf(const PositionAnalysis& a, double theta) {
    if (a.value.isExact() || a.gameEnd != chess::GameEnd::None) return a.value;
    return estimatedValue(a.whiteToMove, a.material, a.score, theta);
}

ValueEstimate valueAfter(const PositionAnalysis& a, const MoveAssessment& m, double theta) {
    if (m.value.isExact()) return m.value;
    return estimatedValue(!a.whiteToMove, m.materialAfter, -m.score, theta); // the mover's score
}

} // namespace kibitz::analysis
