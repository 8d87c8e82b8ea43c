// The WDL model of THEORY.md §4: values worked out by hand, its symmetries and limits, and
// probabilities that stay probabilities for any input.

#include "analysis/wdlmodel.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace kibitz::analysis;
using kibitz::chess::Position;

namespace {

constexpr double Inf = std::numeric_limits<double>::infinity();
constexpr double NaN = std::numeric_limits<double>::quiet_NaN();
constexpr double Huge = std::numeric_limits<double>::max();

// a = 100 and b = 50 at the endgame end, 300 and 150 at the opening end: a = 200, b = 100 at
// material 47, half way from 16 to 78. a / b = 2 everywhere.
constexpr WdlParameters Tapered{.aEndgame = 100, .aOpening = 300, .bEndgame = 50, .bOpening = 150};

bool near(double a, double b, double tolerance = 1e-15) {
    return std::abs(a - b) <= tolerance;
}

Position fromFen(const char* fen) {
    Position p;
    if (const auto set = p.setFen(fen); !set)
        qFatal("bad FEN %s: %s", fen, set.error().toString().c_str());
    return p;
}

QString describe(const Wdl& p) {
    return QStringLiteral("(%1, %2, %3)")
        .arg(p.win, 0, 'g', 17)
        .arg(p.draw, 0, 'g', 17)
        .arg(p.loss, 0, 'g', 17);
}

// The probabilities are finite, in [0, 1], and add up to 1.
bool isDistribution(const Wdl& p) {
    for (const double q : {p.win, p.draw, p.loss})
        if (!std::isfinite(q) || q < 0.0 || q > 1.0) return false;
    return near(p.win + p.draw + p.loss, 1.0, 1e-12);
}

const double Scores[] = {-Inf, -1e9, -5000, -1000, -400, -201, -200, -199, -100, -37.5, -1, 0,
                         1,    37.5, 100,   199,   200,  201,  400,  1000, 5000, 1e9,   Inf};
const double Materials[] = {0, 10, 16, 20, 31.5, 47, 60, 78, 90, 200};

} // namespace

class TestWdlModel : public QObject {
    Q_OBJECT

private slots:
    void exactValues_data() {
        QTest::addColumn<double>("aEndgame");
        QTest::addColumn<double>("aOpening");
        QTest::addColumn<double>("bEndgame");
        QTest::addColumn<double>("bOpening");
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("material");
        QTest::addColumn<double>("win");
        QTest::addColumn<double>("draw");
        QTest::addColumn<double>("loss");
        // a = 200, b = 100, x = 0: w = l = 1 / (1 + e^2) = 0.11920292202211755, and
        // d = 1 - 2 / (1 + e^2) = tanh(1) = 0.7615941559557649.
        QTest::addRow("level, middlegame")
            << 100.0 << 300.0 << 50.0 << 150.0 << 0.0 << 47.0 << 0.11920292202211755
            << 0.7615941559557649 << 0.11920292202211755;
        // x = a: w = 1 / (1 + e^0) = 1/2 exactly; l = 1 / (1 + e^((200 + 200) / 100))
        // = 1 / (1 + e^4) = 0.01798620996209156; d = 1/2 - l = 0.48201379003790845.
        QTest::addRow("x = a, middlegame") << 100.0 << 300.0 << 50.0 << 150.0 << 200.0 << 47.0
                                           << 0.5 << 0.48201379003790845 << 0.01798620996209156;
        QTest::addRow("x = -a, middlegame") << 100.0 << 300.0 << 50.0 << 150.0 << -200.0 << 47.0
                                            << 0.01798620996209156 << 0.48201379003790845 << 0.5;
        // Material 10 is below 16, so t = 0: a = 100, b = 50, and x = 100 is x = a again.
        QTest::addRow("x = a, endgame") << 100.0 << 300.0 << 50.0 << 150.0 << 100.0 << 10.0 << 0.5
                                        << 0.48201379003790845 << 0.01798620996209156;
        // Material 90 is above 78, so t = 1: a = 300, b = 150.
        QTest::addRow("x = a, opening") << 100.0 << 300.0 << 50.0 << 150.0 << 300.0 << 90.0 << 0.5
                                        << 0.48201379003790845 << 0.01798620996209156;
        // b varies alone: b = (100 + 50) / 2 = 75 at material 47. x = 50: w = 1 / (1 + e^(150 /
        // 75)) = 1 / (1 + e^2), l = 1 / (1 + e^(250 / 75)) = 1 / (1 + e^(10/3))
        // = 0.03444519566621117, d = 1 - w - l = 0.8463518823116712.
        QTest::addRow("b tapered")
            << 200.0 << 200.0 << 100.0 << 50.0 << 50.0 << 47.0 << 0.11920292202211755
            << 0.8463518823116712 << 0.03444519566621117;
        // a = 0: w = 1 / (1 + e^(-x / b)) and l = 1 - w, no draws at all.
        QTest::addRow("a = 0") << 0.0 << 0.0 << 100.0 << 100.0 << 200.0 << 47.0
                               << 1.0 - 0.11920292202211755 << 0.0 << 0.11920292202211755;
    }
    void exactValues() {
        QFETCH(double, aEndgame);
        QFETCH(double, aOpening);
        QFETCH(double, bEndgame);
        QFETCH(double, bOpening);
        QFETCH(double, x);
        QFETCH(double, material);
        QFETCH(double, win);
        QFETCH(double, draw);
        QFETCH(double, loss);
        const WdlModel model({aEndgame, aOpening, bEndgame, bOpening});
        const Wdl p = model.probabilities(x, material);
        QVERIFY2(near(p.win, win) && near(p.draw, draw) && near(p.loss, loss),
                 qPrintable(describe(p)));
    }

    // Far from a, d is tiny, and 1 - w - l would keep only its first digits (1e-16 absolute
    // error). d = sinh(a / b) / (cosh(a / b) + cosh(x / b)) keeps all of them: at a = 200,
    // b = 100 (material 47), x = 3000 gives sinh 2 / (cosh 2 + cosh 30) = 6.787758451444483e-13,
    // x = 600 gives sinh 2 / (cosh 2 + cosh 6) = 0.017650859831625083.
    void tinyDrawsAreAccurate() {
        const WdlModel model(Tapered);
        for (const double x : {3000.0, -3000.0})
            QVERIFY(std::abs(model.probabilities(x, 47).draw / 6.787758451444483e-13 - 1) < 1e-14);
        QVERIFY(near(model.probabilities(600, 47).draw, 0.017650859831625083));
    }

    void materialCounts() {
        QCOMPARE(materialCount(Position()), 78);
        QCOMPARE(materialCount(fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")), 0);
        // White: Q R B N P P = 9 + 5 + 3 + 3 + 1 + 1 = 22; Black: R R P = 11.
        QCOMPARE(materialCount(fromFen("r3k2r/p7/8/8/8/8/PP6/QRBNK3 w - - 0 1")), 33);
        // After promotions: three queens and nothing else.
        QCOMPARE(materialCount(fromFen("5k2/8/8/8/8/8/QQ6/4K2q w - - 0 1")), 27);
    }

    void materialPhases() {
        QCOMPARE(materialPhase(16), 0.0);
        QCOMPARE(materialPhase(78), 1.0);
        QCOMPARE(materialPhase(47), 0.5);
        QCOMPARE(materialPhase(0), 0.0);
        QCOMPARE(materialPhase(-1e300), 0.0);
        QCOMPARE(materialPhase(100), 1.0);
        QCOMPARE(materialPhase(Inf), 1.0);
        QCOMPARE(materialPhase(NaN), 1.0);
        QCOMPARE(materialPhase(31.5), 0.25);
    }

    // w(x) = l(-x) and d(x) = d(-x), bit for bit: (a - x) / b is computed exactly as (a + (-x)) /
    // b.
    void symmetric() {
        for (const WdlModel& model : {WdlModel(), WdlModel(Tapered)})
            for (const double m : Materials)
                for (const double x : Scores) {
                    const Wdl p = model.probabilities(x, m);
                    const Wdl q = model.probabilities(-x, m);
                    QCOMPARE(p.win, q.loss);
                    QCOMPARE(p.loss, q.win);
                    QCOMPARE(p.draw, q.draw);
                }
    }

    // A better score never lowers White's chances nor raises Black's.
    void monotone() {
        for (const WdlModel& model : {WdlModel(), WdlModel(Tapered)})
            for (const double m : Materials)
                for (std::size_t i = 1; i < std::size(Scores); ++i) {
                    const Wdl lower = model.probabilities(Scores[i - 1], m);
                    const Wdl higher = model.probabilities(Scores[i], m);
                    QVERIFY(higher.win >= lower.win);
                    QVERIFY(higher.loss <= lower.loss);
                }
        // And strictly so where it matters: the win probability rises through x = a.
        const WdlModel model(Tapered);
        QVERIFY(model.probabilities(201, 47).win > model.probabilities(199, 47).win);
    }

    // d >= 0 needs a >= 0 (header of wdlmodel.h); the model takes a below 0 as 0, so d >= 0
    // whatever the parameters, and at a = 0 there are no draws at all.
    void drawsNeverNegative() {
        const WdlParameters sets[] = {
            RoundWdlParameters, FittedWdlParameters,   Tapered,          {0, 0, 100, 100},
            {0, 0, 1, 1},       {-50, -200, 100, 100}, {1e9, 1e9, 1, 1}, {300, 0, 1000, 10}};
        for (const WdlParameters& parameters : sets) {
            const WdlModel model(parameters);
            for (const double m : Materials)
                for (const double x : Scores) {
                    const Wdl p = model.probabilities(x, m);
                    QVERIFY2(isDistribution(p), qPrintable(describe(p)));
                    QVERIFY(p.draw >= 0.0);
                    if (parameters.aEndgame <= 0 && parameters.aOpening <= 0)
                        QVERIFY2(p.draw < 1e-15, qPrintable(describe(p)));
                }
        }
    }

    void limits() {
        const WdlModel model;
        for (const double m : Materials) {
            for (const double x : {1e9, Huge, Inf}) {
                QCOMPARE(model.probabilities(x, m), (Wdl{1.0, 0.0, 0.0}));
                QCOMPARE(model.probabilities(-x, m), (Wdl{0.0, 0.0, 1.0}));
            }
            // Ten pawns up is nearly, not quite, a certain win.
            const Wdl p = model.probabilities(1000, m);
            QVERIFY(p.win > 0.99 && p.win < 1.0);
            QVERIFY(p.loss > 0.0 && p.loss < 1e-4);
        }
    }

    // Nothing the caller passes makes a NaN: not the score, the material, nor the parameters.
    void noNaN() {
        const double extremes[] = {NaN, Inf, -Inf, Huge, -Huge, 1e-300, -1e-300, 0.0};
        const WdlParameters sets[] = {RoundWdlParameters,       FittedWdlParameters,
                                      {NaN, NaN, NaN, NaN},     {Inf, Inf, Inf, Inf},
                                      {-Inf, -Inf, -Inf, -Inf}, {Huge, -Huge, 0, -1},
                                      {100, 100, 0, 0}};
        for (const WdlParameters& parameters : sets) {
            const WdlModel model(parameters);
            for (const double x : extremes)
                for (const double m : extremes) {
                    const Wdl p = model.probabilities(x, m);
                    QVERIFY2(isDistribution(p), qPrintable(describe(p)));
                }
        }
        // A NaN score counts as 0.
        const WdlModel model(Tapered);
        QCOMPARE(model.probabilities(NaN, 47), model.probabilities(0, 47));
    }

    void mates() {
        const WdlModel model;
        const Position whiteToMove;
        const Position blackToMove = fromFen("4k3/8/8/8/8/8/8/4K2R b K - 0 1");
        const Wdl win{1.0, 0.0, 0.0};
        const Wdl loss{0.0, 0.0, 1.0};
        QCOMPARE(model.probabilities(Score::mate(3), whiteToMove), win);
        QCOMPARE(model.probabilities(Score::mate(-2), whiteToMove), loss);
        QCOMPARE(model.probabilities(Score::mate(1), blackToMove), loss);
        QCOMPARE(model.probabilities(Score::mate(-1), blackToMove), win);
        // Mate 0: the side to move is mated (fool's mate, White to move).
        const Position mated =
            fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        QVERIFY(mated.isCheckmate());
        QCOMPARE(model.probabilities(Score::mate(0), mated), loss);
    }

    // A score of the side to move is turned to White's standpoint, with the position's material.
    void scoreOfSideToMove() {
        const WdlModel model(Tapered);
        const Position blackToMove = fromFen("4k3/pp6/8/8/8/8/PP6/R3K3 b - - 0 1"); // material 9
        QCOMPARE(model.probabilities(Score::centipawns(150), blackToMove),
                 model.probabilities(-150.0, 9.0));
        QCOMPARE(model.probabilities(Score::centipawns(150), Position()),
                 model.probabilities(150.0, 78.0));
        // Material 9 is an endgame: a = 100, b = 50, and Black's -100 is White's x = a.
        const Wdl p = model.probabilities(Score::centipawns(-100), blackToMove);
        QCOMPARE(p.win, 0.5);
    }

    // The round starting values are of the usual size; the committed fit (of the self-play
    // games in tools/wdl, reproduced by tst_cli) is what the model uses by default.
    void parameterSets() {
        const WdlParameters& round = RoundWdlParameters;
        for (const double a : {round.aEndgame, round.aOpening}) QVERIFY(a >= 150 && a <= 350);
        for (const double b : {round.bEndgame, round.bOpening}) QVERIFY(b >= 60 && b <= 120);
        QCOMPARE(WdlModel().parameters(), FittedWdlParameters);
        const WdlParameters& fitted = FittedWdlParameters;
        for (const double a : {fitted.aEndgame, fitted.aOpening}) QVERIFY(a > 0);
        for (const double b : {fitted.bEndgame, fitted.bOpening}) QVERIFY(b > 0);
        // Level at the start: the same chances either way; a pawn up, better than even.
        const Wdl start = WdlModel().probabilities(Score::centipawns(0), Position());
        QCOMPARE(start.win, start.loss);
        QVERIFY(WdlModel().probabilities(100, 78).win > 0.5);
        // In a pawn ending a pawn up wins less often than not: w = 1 / (1 + e^((a - x) / b)).
        const double endgameWin = 1.0 / (1.0 + std::exp((fitted.aEndgame - 100) / fitted.bEndgame));
        QVERIFY(std::abs(WdlModel().probabilities(100, 16).win - endgameWin) < 1e-12);
        QVERIFY(endgameWin < 0.5);
    }
};

QTEST_GUILESS_MAIN(TestWdlModel)
#include "tst_wdlmodel.moc"
