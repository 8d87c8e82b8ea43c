// The static evaluation: exact colour symmetry over published test positions, the start position
// worth exactly the tempo bonus, and each term (material, mobility, pawn structure, king safety,
// bishop pair, rooks on open files, knight outposts, threats, game phase, endgame scaling, dead
// draws) giving the value its weights say.

#include "epdpositions.h"
#include "search/evaluate.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace kibitz::chess;
using namespace kibitz::search;

namespace kibitz::search {
// Lets QCOMPARE print both sides of a failed Score comparison.
char* toString(const Score& s) {
    return qstrdup(
        QByteArray("{" + QByteArray::number(s.mg) + ", " + QByteArray::number(s.eg) + "}")
            .constData());
}
} // namespace kibitz::search

Q_DECLARE_METATYPE(kibitz::search::Score)

namespace {

const EvalWeights& W = defaultWeights();

// The built-in weights with every term that could be zero in them given a distinct value, so that
// a term counted on the wrong side, twice or not at all shows.
EvalWeights makeDistinctWeights() {
    EvalWeights w = defaultWeights();
    w.rookOpenFile = {11, 12};
    w.rookSemiOpenFile = {13, 14};
    w.knightOutpost = {15, 16};
    w.pawnThreat = {17, 18};
    w.minorThreat = {19, 20};
    return w;
}
const EvalWeights T = makeDistinctWeights();

Position fromFen(const QString& fen) {
    Position pos;
    const auto set = pos.setFen(fen.toStdString());
    if (!set) qFatal("bad test FEN %s: %s", qPrintable(fen), set.error().toString().c_str());
    return pos;
}

Score negated(Score s) {
    return Score{} - s;
}

// The colour-mirrored position: the board flipped top to bottom (rank 1 <-> rank 8) with every
// piece changing colour, the other side to move, and castling rights and the en passant square
// mirrored with it. The move counters are kept.
QString mirrorFen(const QString& fen) {
    QStringList fields = fen.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    auto swapCase = [](QString text) {
        for (QChar& c : text) c = c.isUpper() ? c.toLower() : c.toUpper();
        return text;
    };
    QStringList ranks = fields[0].split(QLatin1Char('/'));
    std::reverse(ranks.begin(), ranks.end());
    fields[0] = swapCase(ranks.join(QLatin1Char('/')));
    fields[1] = fields[1] == QLatin1String("w") ? QStringLiteral("b") : QStringLiteral("w");
    if (fields[2] != QLatin1String("-")) {
        const QString swapped = swapCase(fields[2]);
        QString ordered; // the usual order, White's rights first
        for (const QChar c : QStringLiteral("KQkq"))
            if (swapped.contains(c)) ordered += c;
        fields[2] = ordered;
    }
    if (fields[3] != QLatin1String("-"))
        fields[3][1] = fields[3][1] == QLatin1Char('3') ? QLatin1Char('6') : QLatin1Char('3');
    return fields.join(QLatin1Char(' '));
}

// The value evaluate() must give, worked out from the trace by the formula in evaluate.h: the
// parts summed, the endgame part divided by 4 when scaled, blended by the phase, turned to the
// side to move's view, plus the tempo bonus.
Value expectedValue(const Position& pos, bool scaled) {
    const EvalTrace t = traceEvaluation(pos);
    const Score sum = t.material + t.pieceSquare + t.mobility + t.pawns + t.kingSafety +
                      t.bishopPair + t.pieces + t.threats;
    const int eg = scaled ? sum.eg / 4 : sum.eg;
    const Value white = (sum.mg * t.phase + eg * (24 - t.phase)) / 24;
    return (pos.sideToMove() == White ? white : -white) + W.tempo;
}

} // namespace

class TestEvaluate : public QObject {
    Q_OBJECT

private slots:
    // The mirroring helper itself: the start position is its own mirror with Black to move, and
    // castling rights and en passant squares change sides.
    void mirrorFenHelper_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("mirrored");
        QTest::addRow("start") << QString(Position::StartFen.data())
                               << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
        QTest::addRow("castling and en passant") << "r3k2r/8/8/3pP3/8/8/8/4K2R w Kkq d6 0 2"
                                                 << "4k2r/8/8/8/3Pp3/8/8/R3K2R b KQk d3 0 2";
        QTest::addRow("pieces change colour") << "8/8/8/8/8/8/1k6/KQ6 b - - 3 40"
                                              << "kq6/1K6/8/8/8/8/8/8 w - - 3 40";
    }
    void mirrorFenHelper() {
        QFETCH(QString, fen);
        QFETCH(QString, mirrored);
        QCOMPARE(mirrorFen(fen), mirrored);
        QCOMPARE(mirrorFen(mirrored), fen);
    }

    // The start position is symmetric in every term, so it is worth exactly the tempo bonus to
    // whichever side is to move.
    void startPosition() {
        const Position start;
        QVERIFY(W.tempo > 0);
        QCOMPARE(evaluate(start), W.tempo);
        const EvalTrace t = traceEvaluation(start);
        QCOMPARE(t.material, Score{});
        QCOMPARE(t.pieceSquare, Score{});
        QCOMPARE(t.mobility, Score{});
        QCOMPARE(t.pawns, Score{});
        QCOMPARE(t.kingSafety, Score{});
        QCOMPARE(t.bishopPair, Score{});
        const EvalTrace distinct = traceEvaluation(start, T);
        QCOMPARE(distinct.pieces, Score{});
        QCOMPARE(distinct.threats, Score{});
        QCOMPARE(evaluate(start, T), T.tempo);
        QCOMPARE(t.phase, 24);
        const Position blackToMove = fromFen(mirrorFen(QString(Position::StartFen.data())));
        QCOMPARE(evaluate(blackToMove), W.tempo);
    }

    // A position and its mirror evaluate exactly the same, and every part of the trace changes
    // sign: the first 40 Win At Chess positions and some chosen for castling, en passant, scaled
    // endgames and promoted pieces.
    void colourSymmetry_data() {
        QTest::addColumn<QString>("fen");
        const QStringList wac = kibitz::test::readEpdFens(QStringLiteral("suites/wacnew.epd"), 40);
        QCOMPARE(wac.size(), 40);
        for (int i = 0; i < wac.size(); ++i) QTest::addRow("WAC.%03d", i + 1) << wac[i];
        QTest::addRow("castling rights") << "r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R "
                                            "w KQkq - 4 8";
        QTest::addRow("en passant")
            << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        QTest::addRow("rook against bishop") << "8/8/3k4/8/8/2B5/5K2/7r b - - 0 60";
        QTest::addRow("rook and pawn against rook") << "8/5k2/8/4PK2/8/8/r7/7R w - - 0 50";
        QTest::addRow("three queens") << "6k1/5ppp/8/8/q7/8/QQ6/QK6 b - - 0 70";
        QTest::addRow("opposite castling")
            << "2kr3r/ppp2ppp/2n5/3q4/8/2P2N2/PP3PPP/R2Q1RK1 w - - 0 14";
    }
    void colourSymmetry() {
        QFETCH(QString, fen);
        const Position pos = fromFen(fen);
        const Position mirrored = fromFen(mirrorFen(fen));
        QCOMPARE(evaluate(mirrored), evaluate(pos));
        QCOMPARE(evaluate(mirrored, T), evaluate(pos, T));
        const EvalTrace t = traceEvaluation(pos, T);
        const EvalTrace m = traceEvaluation(mirrored, T);
        QCOMPARE(m.material, negated(t.material));
        QCOMPARE(m.pieceSquare, negated(t.pieceSquare));
        QCOMPARE(m.mobility, negated(t.mobility));
        QCOMPARE(m.pawns, negated(t.pawns));
        QCOMPARE(m.kingSafety, negated(t.kingSafety));
        QCOMPARE(m.bishopPair, negated(t.bishopPair));
        QCOMPARE(m.pieces, negated(t.pieces));
        QCOMPARE(m.threats, negated(t.threats));
        QCOMPARE(m.phase, t.phase);
    }

    // The symmetry test would pass for an evaluation that ignored the board: the 40 WAC positions
    // have (nearly) all different values.
    void symmetryPositionsDiffer() {
        std::set<Value> values;
        for (const QString& fen :
             kibitz::test::readEpdFens(QStringLiteral("suites/wacnew.epd"), 40))
            values.insert(evaluate(fromFen(fen)));
        QVERIFY2(values.size() >= 35, qPrintable(QString::number(values.size())));
    }

    // Being a queen up is worth well over 800 centipawns to the side that has it, whoever is to
    // move, and the material term is exactly one queen.
    void queenUp_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("queenUpSide"); // +1 White, -1 Black
        QTest::addRow("White up, White to move")
            << "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 1;
        QTest::addRow("White up, Black to move")
            << "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1" << 1;
        QTest::addRow("Black up, Black to move")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1" << -1;
        QTest::addRow("Black up, White to move")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1" << -1;
        QTest::addRow("endgame, White up") << "4k3/pp4pp/8/8/8/8/PP4PP/3QK3 b - - 0 40" << 1;
    }
    void queenUp() {
        QFETCH(QString, fen);
        QFETCH(int, queenUpSide);
        const Position pos = fromFen(fen);
        const int toMove = pos.sideToMove() == White ? 1 : -1;
        const Value forQueenSide = evaluate(pos) * toMove * queenUpSide;
        QVERIFY2(forQueenSide > 800, qPrintable(QString::number(forQueenSide)));
        QCOMPARE(traceEvaluation(pos).material, W.material[Queen] * queenUpSide);
    }

    // The bishop pair counts for a side with bishops on both colours of square, not for two
    // bishops on one colour (after a promotion), and cancels out when both sides have it.
    void bishopPair_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<Score>("expected");
        QTest::addRow("White has the pair") << "2b1k3/8/8/8/8/8/8/2B1KB2 w - - 0 1" << W.bishopPair;
        QTest::addRow("Black has the pair")
            << "2b1kb2/8/8/8/8/8/8/2B1K3 w - - 0 1" << negated(W.bishopPair);
        QTest::addRow("both have it") << "2b1kb2/8/8/8/8/8/8/2B1KB2 b - - 0 1" << Score{};
        QTest::addRow("one bishop each") << "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1" << Score{};
        QTest::addRow("two dark-squared bishops") << "4k3/8/8/8/8/8/8/B1B1K3 w - - 0 1" << Score{};
    }
    void bishopPair() {
        QFETCH(QString, fen);
        QFETCH(Score, expected);
        QCOMPARE(traceEvaluation(fromFen(fen)).bishopPair, expected);
    }

    // A rook scores on a file without pawns, or with the enemy's only; a knight on the fourth to
    // sixth rank scores when a pawn guards it and no enemy pawn on the files beside it can still
    // come up to chase it.
    void pieces_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<Score>("expected");
        QTest::addRow("rook on an open file") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" << T.rookOpenFile;
        QTest::addRow("rook on a half-open file")
            << "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1" << T.rookSemiOpenFile;
        QTest::addRow("rook behind its own pawn") << "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1" << Score{};
        QTest::addRow("both rooks on the open file")
            << "r3k3/8/8/8/8/8/8/R3K3 b - - 0 1" << Score{};
        QTest::addRow("Black's rook on a half-open file")
            << "r3k3/8/8/8/8/8/P7/4K3 w - - 0 1" << negated(T.rookSemiOpenFile);
        QTest::addRow("outpost on e5") << "4k3/8/8/4N3/3P4/8/8/4K3 w - - 0 1" << T.knightOutpost;
        QTest::addRow("outpost on e6") << "4k3/8/4N3/3P4/8/8/8/4K3 w - - 0 1" << T.knightOutpost;
        QTest::addRow("f7 can still chase it") << "4k3/5p2/8/4N3/3P4/8/8/4K3 w - - 0 1" << Score{};
        QTest::addRow("no pawn guards it") << "4k3/8/8/4N3/8/8/8/4K3 w - - 0 1" << Score{};
        QTest::addRow("third rank is no outpost") << "4k3/8/8/8/8/4N3/3P4/4K3 w - - 0 1" << Score{};
        QTest::addRow("seventh rank is no outpost")
            << "4k3/4N3/3P4/8/8/8/8/4K3 w - - 0 1" << Score{};
        QTest::addRow("Black's outpost on e4")
            << "4k3/8/8/3p4/4n3/8/8/4K3 w - - 0 1" << negated(T.knightOutpost);
    }
    void pieces() {
        QFETCH(QString, fen);
        QFETCH(Score, expected);
        QCOMPARE(traceEvaluation(fromFen(fen), T).pieces, expected);
    }

    // A pawn threatens any enemy piece but a pawn or the king; a knight or a bishop threatens an
    // enemy rook or queen.
    void threats_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<Score>("expected");
        QTest::addRow("pawn attacks a knight")
            << "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1" << T.pawnThreat;
        QTest::addRow("pawn forks bishop and knight")
            << "4k3/8/8/2b1n3/3P4/8/8/4K3 w - - 0 1" << T.pawnThreat * 2;
        QTest::addRow("knight forks rook and queen")
            << "4k3/8/8/2r1q3/8/3N4/8/4K3 w - - 0 1" << T.minorThreat * 2;
        QTest::addRow("bishop attacks the queen")
            << "4k3/8/8/8/8/8/1q6/B3K3 w - - 0 1" << T.minorThreat;
        QTest::addRow("knight attacks a bishop") << "4k3/8/8/2b5/8/3N4/8/4K3 w - - 0 1" << Score{};
        QTest::addRow("pawn attacks a pawn") << "4k3/8/8/8/3p4/4P3/8/4K3 w - - 0 1" << Score{};
        QTest::addRow("pawn checks the king") << "8/8/8/3k4/4P3/8/8/4K3 b - - 0 1" << Score{};
        QTest::addRow("Black's pawn attacks a knight")
            << "4k3/8/8/3p4/4N3/8/8/4K3 w - - 0 1" << negated(T.pawnThreat);
    }
    void threats() {
        QFETCH(QString, fen);
        QFETCH(Score, expected);
        QCOMPARE(traceEvaluation(fromFen(fen), T).threats, expected);
    }

    // A lone passed pawn scores its passed-pawn bonus for its rank (and, having no neighbours, the
    // isolated-pawn penalty); on the sixth rank it is worth more than on the third.
    void passedPawnByRank_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<Score>("expected");
        QTest::addRow("White, 3rd rank")
            << "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1" << W.passedPawn[2] + W.isolatedPawn;
        QTest::addRow("White, 6th rank")
            << "4k3/8/4P3/8/8/8/8/4K3 w - - 0 1" << W.passedPawn[5] + W.isolatedPawn;
        QTest::addRow("Black, 6th rank")
            << "4k3/8/8/8/8/4p3/8/4K3 w - - 0 1" << negated(W.passedPawn[5] + W.isolatedPawn);
        QTest::addRow("White, 7th rank")
            << "8/2k1P3/8/8/8/8/8/4K3 w - - 0 1" << W.passedPawn[6] + W.isolatedPawn;
        // Each pawn has the other ahead on an adjacent file: neither is passed, both are isolated.
        QTest::addRow("neither passed") << "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1" << Score{};
    }
    void passedPawnByRank() {
        QFETCH(QString, fen);
        QFETCH(Score, expected);
        QCOMPARE(traceEvaluation(fromFen(fen)).pawns, expected);
    }
    void passedPawnSixthBeatsThird() {
        const Score third = traceEvaluation(fromFen("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1")).pawns;
        const Score sixth = traceEvaluation(fromFen("4k3/8/4P3/8/8/8/8/4K3 w - - 0 1")).pawns;
        QVERIFY(sixth.mg > third.mg);
        QVERIFY(sixth.eg > third.eg);
        QVERIFY(W.passedPawn[5].mg > W.passedPawn[2].mg && W.passedPawn[5].eg > W.passedPawn[2].eg);
    }

    // Against a black a-b-c pawn chain that leaves no pawn passed: White's healthy chain scores 0,
    // pawns without neighbours and pawns stacked on a file cost exactly their penalties.
    void pawnStructure_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<Score>("expected");
        QTest::addRow("healthy a2 b2 c2") << "4k3/ppp5/8/8/8/8/PPP5/4K3 w - - 0 1" << Score{};
        QTest::addRow("isolated a2 c2")
            << "4k3/ppp5/8/8/8/8/P1P5/4K3 w - - 0 1" << W.isolatedPawn * 2;
        QTest::addRow("doubled a2 b2 b3")
            << "4k3/ppp5/8/8/8/1P6/PP6/4K3 w - - 0 1" << W.doubledPawn;
        QTest::addRow("doubled isolated c2 c3 against b7 c7")
            << "4k3/1pp5/8/8/8/2P5/2P5/4K3 w - - 0 1" << W.isolatedPawn * 2 + W.doubledPawn;
        QTest::addRow("tripled c2 c3 c4 against b7 c7")
            << "4k3/1pp5/8/8/2P5/2P5/2P5/4K3 w - - 0 1" << W.isolatedPawn * 3 + W.doubledPawn * 2;
    }
    void pawnStructure() {
        QFETCH(QString, fen);
        QFETCH(Score, expected);
        const Score pawns = traceEvaluation(fromFen(fen)).pawns;
        QCOMPARE(pawns, expected);
        // Penalties lower the term below the healthy chain's 0 (or leave it there).
        QVERIFY(pawns.mg <= 0 && pawns.eg <= 0);
    }
    void penaltiesAreNegative() {
        QVERIFY(W.isolatedPawn.mg < 0 && W.isolatedPawn.eg < 0);
        QVERIFY(W.doubledPawn.mg < 0 && W.doubledPawn.eg < 0);
        QVERIFY(W.kingAttack.mg < 0);
    }

    // Mobility counts the squares a piece attacks that hold none of its own pieces and no enemy
    // pawn guards, relative to the type's usual count (4 for a knight).
    void mobility_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<Score>("expected");
        QTest::addRow("knight d4, 8 squares")
            << "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1" << W.mobility[Knight] * (8 - 4);
        QTest::addRow("knight a1, 2 squares")
            << "4k3/8/8/8/8/8/8/N3K3 w - - 0 1" << W.mobility[Knight] * (2 - 4);
        // d7 guards c6 and e6; the own pawn on e2 blocks e2.
        QTest::addRow("knight d4, 5 safe squares")
            << "4k3/3p4/8/8/3N4/8/4P3/4K3 w - - 0 1" << W.mobility[Knight] * (5 - 4);
        QTest::addRow("black knight h8, 2 squares")
            << "4k2n/8/8/8/8/8/8/4K3 w - - 0 1" << negated(W.mobility[Knight] * (2 - 4));
    }
    void mobility() {
        QFETCH(QString, fen);
        QFETCH(Score, expected);
        QCOMPARE(traceEvaluation(fromFen(fen)).mobility, expected);
    }

    // King safety: each own pawn in the two ranks in front of the king on its file and the
    // adjacent files, and each enemy attack on a square next to the king.
    void kingSafety_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<Score>("expected");
        QTest::addRow("three shelter pawns")
            << "6k1/8/8/8/8/8/5PPP/6K1 w - - 0 1" << W.kingShelterPawn * 3;
        QTest::addRow("shelter pawns on the second and third rank")
            << "6k1/8/8/8/8/6P1/5P1P/6K1 w - - 0 1" << W.kingShelterPawn * 3;
        QTest::addRow("pawns too far ahead") << "6k1/8/8/8/5PPP/8/8/6K1 w - - 0 1" << Score{};
        // The rook on a2 attacks f2, g2 and h2 next to the white king.
        QTest::addRow("rook on the second rank")
            << "6k1/8/8/8/8/8/r7/6K1 w - - 0 1" << W.kingAttack * 3;
        QTest::addRow("both") << "6k1/8/8/8/8/8/r4PPP/6K1 w - - 0 1"
                              << W.kingShelterPawn * 3 + W.kingAttack;
    }
    void kingSafety() {
        QFETCH(QString, fen);
        QFETCH(Score, expected);
        QCOMPARE(traceEvaluation(fromFen(fen)).kingSafety, expected);
    }

    // The phase counts knights and bishops 1, rooks 2, queens 4, and stops at 24.
    void phase_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("phase");
        QTest::addRow("start") << QString(Position::StartFen.data()) << 24;
        QTest::addRow("kings and pawns") << "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1" << 0;
        QTest::addRow("bare kings") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << 0;
        QTest::addRow("rook against bishop") << "8/8/3k4/8/8/2b5/5K2/7R w - - 0 60" << 3;
        QTest::addRow("queen and knight") << "4k3/8/8/8/8/8/8/1N1QK3 w - - 0 1" << 5;
        QTest::addRow("extra queens, clamped")
            << "rnbqkbnr/pppppppp/8/8/8/8/QQQQQQQQ/RNBQKBNR w KQkq - 0 1" << 24;
    }
    void phase() {
        QFETCH(QString, fen);
        QFETCH(int, phase);
        QCOMPARE(traceEvaluation(fromFen(fen)).phase, phase);
    }

    // The value is the parts blended by the phase, seen from the side to move, plus the tempo;
    // the endgame part is cut to a quarter when the side ahead has no pawns and at most a minor
    // piece more.
    void blendAndScaling_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("scaled");
        QTest::addRow("middlegame") << "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w "
                                       "KQkq - 4 4"
                                    << false;
        QTest::addRow("rook against king") << "8/8/3k4/8/8/8/5K2/7R w - - 0 60" << false;
        QTest::addRow("rook against bishop") << "8/8/3k4/8/8/2b5/5K2/7R w - - 0 60" << true;
        QTest::addRow("bishop against rook, Black to move")
            << "8/8/3k4/8/8/2B5/5K2/7r b - - 0 60" << true;
        QTest::addRow("rook and bishop against rook")
            << "8/8/3k4/3r4/8/2B5/5K2/7R w - - 0 60" << true;
        QTest::addRow("bishop and knight against king")
            << "8/8/3k4/8/8/2B5/5K2/6N1 w - - 0 60" << false;
        QTest::addRow("queen against rook") << "8/8/3k4/3r4/8/8/5K2/6Q1 b - - 0 60" << false;
        QTest::addRow("rook and pawn against bishop")
            << "8/8/3k4/8/8/2b5/4PK2/7R w - - 0 60" << false;
    }
    void blendAndScaling() {
        QFETCH(QString, fen);
        QFETCH(bool, scaled);
        const Position pos = fromFen(fen);
        QCOMPARE(evaluate(pos), expectedValue(pos, scaled));
    }
    // Scaling makes a real difference: rook against bishop is worth far less than rook alone.
    void scalingShrinksRookAgainstBishop() {
        const Value rookAgainstKing = evaluate(fromFen("8/8/3k4/8/8/8/5K2/7R w - - 0 60"));
        const Value rookAgainstBishop = evaluate(fromFen("8/8/3k4/8/8/2b5/5K2/7R w - - 0 60"));
        QVERIFY2(rookAgainstKing > 400, qPrintable(QString::number(rookAgainstKing)));
        QVERIFY2(rookAgainstBishop > 0 && rookAgainstBishop < 100,
                 qPrintable(QString::number(rookAgainstBishop)));
    }

    // No mate is possible: exactly a draw, whoever is to move.
    void insufficientMaterial_data() {
        QTest::addColumn<QString>("fen");
        QTest::addRow("bare kings") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        QTest::addRow("knight") << "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1";
        QTest::addRow("bishop") << "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1";
        QTest::addRow("bishops on one colour") << "3bk3/8/8/8/8/8/8/B1B1K3 w - - 0 1";
        QTest::addRow("black bishop") << "4k3/8/8/4b3/8/8/8/4K3 w - - 0 1";
    }
    void insufficientMaterial() {
        QFETCH(QString, fen);
        const Position pos = fromFen(fen);
        QVERIFY(pos.hasInsufficientMaterial());
        QCOMPARE(evaluate(pos), ValueDraw);
        QCOMPARE(evaluate(fromFen(mirrorFen(fen))), ValueDraw);
    }
};

QTEST_APPLESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
