#include "analysis/valuation.h"

namespace kibitz::analysis {

namespace {

chess::Position positionOf(const PositionAnalysis& a) {
    chess::Position position;
    position.setFen(a.fen);
    return position;
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
    static const WdlModel model(RoundWdlParameters);
    const Wdl wdl = model.probabilities(scoreOf(score), position);
    return {valueFromWdl(wdl, theta), Provenance::Estimated, wdl};
}

ValueEstimate valueOf(const PositionAnalysis& a, double theta) {
    if (a.value.isExact() || a.gameEnd != chess::GameEnd::None) return a.value;
    return estimatedValue(positionOf(a), a.score, theta);
}

ValueEstimate valueAfter(const PositionAnalysis& a, const MoveAssessment& m, double theta) {
    if (m.value.isExact()) return m.value;
    chess::Position position = positionOf(a);
    position.makeMove(m.move);
    return estimatedValue(position, -m.score, theta); // the score is the mover's
}

} // namespace kibitz::analysis
