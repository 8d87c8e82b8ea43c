// The referee of Invisible Chess (core/invisible/rules.h): every rule that differs from chess,
// each on the paper's own example where it gives one (Figs. 1-4), what each side is told, and the
// belief trackers (core/invisible/belief.h): the paper's Fig. 5 beliefs and the fair tracker's
// exactness along random games.

#include "invisible/advisors.h"
#include "invisible/belief.h"
#include "invisibletest.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace kibitz;
using namespace kibitz::chess;
using namespace kibitz::invisible;
using kibitz::invisible::test::move;
using kibitz::invisible::test::square;

namespace {

Game position(const char* fen, std::vector<const char*> hidden) {
    std::vector<Square> squares;
    for (const char* s : hidden) squares.push_back(square(s));
    std::optional<Game> game = Game::fromPosition(fen, squares);
    if (!game) qFatal("bad test position %s", fen);
    return std::move(*game);
}

Resolution attempt(Game& game, const char* uci) {
    return game.attempt(move(game.truth(), uci));
}

std::vector<Reveal> reveal(const char* s, PieceType pt) {
    return {Reveal{square(s), pt}};
}

// Plays `uci` and updates both beliefs with the turn.
Resolution playAndObserve(Game& game, Belief& white, Belief& black, const char* uci) {
    const Game before = game;
    const Resolution r = attempt(game, uci);
    if (r.verdict != Verdict::Illegal) {
        white.observe(before, game);
        black.observe(before, game);
    }
    return r;
}

} // namespace

class TestInvisibleRules : public QObject {
    Q_OBJECT

private slots:
    void theSetsOfThePaper() {
        const std::vector<InvisibleSet> sets = paperSets();
        QCOMPARE(int(sets.size()), 8);
        QStringList names;
        for (const InvisibleSet& s : sets) names << QString::fromStdString(s.name);
        QCOMPARE(names, QStringList({"1B", "1N", "1R", "1Q", "2B", "2N", "2R", "none"}));
        QCOMPARE(parseInvisibleSet("2b")->startSquares(White), (std::vector<Square>{C1, F1}));
        QCOMPARE(parseInvisibleSet("1B")->startSquares(Black), (std::vector<Square>{C8}));
        QCOMPARE(parseInvisibleSet("1Q")->startSquares(Black), (std::vector<Square>{D8}));
        QCOMPARE(parseInvisibleSet("N.I.")->name, std::string("none"));
        QVERIFY(!parseInvisibleSet("3B"));

        const Game game(*parseInvisibleSet("2N"), *parseInvisibleSet("1R"));
        QCOMPARE(int(game.hidden().size()), 3);
        QCOMPARE(game.hiddenSquares(White), squareBB(B1) | squareBB(G1));
        QCOMPARE(game.hiddenSquares(Black), squareBB(H8));
        // White sees the whole board but Black's rook on h8.
        QCOMPARE(game.knownBoard(White).occupied(), game.truth().pieces() & ~squareBB(H8));
    }

    // Fig. 1: the bishop on b2 is invisible; White's Bc1-a3 goes through it.
    void anImpossibleMoveRevealsThePieceInTheWayAndForfeitsTheTurn() {
        Game game = position("4k3/8/8/8/8/8/1b6/2B1K3 w - - 0 1", {"b2"});
        const Resolution r = attempt(game, "c1a3");
        QCOMPARE(r.verdict, Verdict::Impossible);
        QCOMPARE(r.revealed, reveal("b2", Bishop));
        QCOMPARE(game.sideToMove(), Black);              // the turn is lost
        QCOMPARE(game.truth().pieceOn(C1), WhiteBishop); // and nothing moved
        QCOMPARE(game.lastNotice(White).verdict, Verdict::Impossible);
        QCOMPARE(int(game.lastNotice(White).attempts.size()), 1);
        QCOMPARE(game.lastNotice(Black).verdict, Verdict::Impossible);
        QVERIFY(game.lastNotice(Black).visibleMove.isNone());
    }

    void aPawnsDiagonalMoveToAnEmptySquareIsImpossible() {
        Game game = position("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1", {});
        const Resolution r = attempt(game, "b2a3");
        QCOMPARE(r.verdict, Verdict::Impossible);
        QVERIFY(r.revealed.empty());
        QCOMPARE(game.sideToMove(), Black);
    }

    void aPawnRunsIntoAnInvisiblePiece() {
        for (const char* push : {"a2a3", "a2a4"}) {
            Game game = position("4k3/8/8/8/8/b7/P7/4K3 w - - 0 1", {"a3"});
            const Resolution r = attempt(game, push);
            QCOMPARE(r.verdict, Verdict::Impossible);
            QCOMPARE(r.revealed, reveal("a3", Bishop));
        }
        // The pawn that takes it where it stands is accepted.
        Game game = position("4k3/8/8/8/8/b7/1P6/4K3 w - - 0 1", {"a3"});
        const Resolution r = attempt(game, "b2a3");
        QCOMPARE(r.verdict, Verdict::Accepted);
        QVERIFY(r.capturedHidden);
        QVERIFY(!game.hidden()[0].alive());
        QCOMPARE(game.truth().pieceOn(A3), WhitePawn);
    }

    // Fig. 2: the invisible white bishop gives check from g5; Black is told where it is.
    void aCheckByAnInvisiblePieceRevealsIt() {
        Game game = position("3k4/8/8/8/8/4B3/8/4K3 w - - 0 1", {"e3"});
        Belief white(game, White, Belief::Mode::Fair), black(game, Black, Belief::Mode::Fair);
        QCOMPARE(playAndObserve(game, white, black, "e3g5").verdict, Verdict::Accepted);
        const Notice& told = game.lastNotice(Black);
        QCOMPARE(told.hiddenMoved, 0);
        QVERIFY(told.visibleMove.isNone());
        QCOMPARE(told.hiddenTo, NoSquare);
        QCOMPARE(told.checkers, reveal("g5", Bishop));
        // Black's belief is certain again, and the checked player moves normally.
        QCOMPARE(black.marginal(0)[G5], 1.0);
        QCOMPARE(black.entropy(), 0.0);
        QCOMPARE(attempt(game, "d8c8").verdict, Verdict::Accepted);
    }

    // Fig. 3: in check from a5, White tries Kxf1 where the invisible bishop on c4 would give
    // check: it is revealed and White must supply another move.
    void anIllegalMoveInCheckRevealsTheCheckersAndAsksForAnother() {
        Game game = position("4k3/8/8/b7/2b5/8/8/4Kn2 w - - 0 1", {"c4", "f1"});
        QVERIFY(game.truth().inCheck());
        const Resolution r = attempt(game, "e1f1");
        QCOMPARE(r.verdict, Verdict::Illegal);
        QCOMPARE(r.revealed, reveal("c4", Bishop));
        QCOMPARE(game.sideToMove(), White); // still White's turn
        QCOMPARE(game.illegalAttemptsThisTurn(), 1);
        QCOMPARE(attempt(game, "e1f2").verdict, Verdict::Accepted);
        QCOMPARE(game.sideToMove(), Black);
        const Notice& own = game.lastNotice(White);
        QCOMPARE(int(own.attempts.size()), 2);
        QCOMPARE(own.attempts[0].second.verdict, Verdict::Illegal);
        QCOMPARE(own.attempts[1].second.verdict, Verdict::Accepted);
    }

    // Fig. 4: Kd1-d2 walks into the invisible bishop on a5: revealed, turn forfeited.
    void movingIntoCheckRevealsTheCheckerAndForfeitsTheTurn() {
        Game game = position("4k3/8/8/b7/8/8/8/3K4 w - - 0 1", {"a5"});
        const Resolution r = attempt(game, "d1d2");
        QCOMPARE(r.verdict, Verdict::Impossible);
        QCOMPARE(r.revealed, reveal("a5", Bishop));
        QCOMPARE(game.sideToMove(), Black);
        QCOMPARE(game.truth().pieceOn(D1), WhiteKing);
    }

    // The same rule for a piece pinned by an invisible one (Fig. 6's c3e4 in the world b4).
    void aPiecePinnedByAnInvisiblePieceCannotMove() {
        Game game = position("4k3/8/8/8/1b6/2N5/8/4K3 w - - 0 1", {"b4"});
        const Resolution r = attempt(game, "c3e4");
        QCOMPARE(r.verdict, Verdict::Impossible);
        QCOMPARE(r.revealed, reveal("b4", Bishop));
    }

    void castlingThroughAnInvisibleAttackOrPieceIsImpossible() {
        // The invisible bishop on a6 attacks f1.
        Game attacked = position("4k3/8/b7/8/8/8/8/4K2R w K - 0 1", {"a6"});
        Resolution r = attempt(attacked, "e1g1");
        QCOMPARE(r.verdict, Verdict::Impossible);
        QCOMPARE(r.revealed, reveal("a6", Bishop));
        QCOMPARE(attacked.truth().pieceOn(E1), WhiteKing);
        // An invisible knight stands on g1.
        Game blocked = position("4k3/8/8/8/8/8/8/4K1nR w K - 0 1", {"g1"});
        r = attempt(blocked, "e1g1");
        QCOMPARE(r.verdict, Verdict::Impossible);
        QCOMPARE(r.revealed, reveal("g1", Knight));
        // Nothing in the way: castled, and the king and rook are where they belong.
        Game free = position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", {});
        QCOMPARE(attempt(free, "e1g1").verdict, Verdict::Accepted);
        QCOMPARE(free.truth().pieceOn(G1), WhiteKing);
        QCOMPARE(free.truth().pieceOn(F1), WhiteRook);
    }

    // Our choice where the paper is silent: a move that runs into an invisible piece while in
    // check would forfeit a turn with the king attacked; it is illegal instead.
    void anImpossibleMoveInCheckIsIllegal() {
        Game game = position("4r2k/8/8/1B6/8/3b4/8/4K3 w - - 0 1", {"d3"});
        const Resolution r = attempt(game, "b5e2");
        QCOMPARE(r.verdict, Verdict::Illegal);
        QCOMPARE(r.revealed, reveal("d3", Bishop));
        QCOMPARE(game.sideToMove(), White);
    }

    void theOpponentIsToldWhichInvisiblePieceMovedButNotWhere() {
        Game game(*parseInvisibleSet("1N"), *parseInvisibleSet("none"));
        QCOMPARE(attempt(game, "g1f3").verdict, Verdict::Accepted);
        const Notice& told = game.lastNotice(Black);
        QCOMPARE(told.hiddenMoved, 0);
        QVERIFY(told.visibleMove.isNone());
        QCOMPARE(told.hiddenTo, NoSquare);
        QVERIFY(told.checkers.empty());
        QCOMPARE(game.lastNotice(White).visibleMove, Move(G1, F3));
        // A visible move is seen whole.
        QCOMPARE(attempt(game, "e7e5").verdict, Verdict::Accepted);
        QCOMPARE(game.lastNotice(White).visibleMove, Move(E7, E5));
        QCOMPARE(game.lastNotice(White).hiddenMoved, -1);
        // A capture by the invisible knight shows where it is.
        QCOMPARE(attempt(game, "f3e5").verdict, Verdict::Accepted);
        QCOMPARE(game.lastNotice(Black).hiddenMoved, 0);
        QCOMPARE(game.lastNotice(Black).hiddenTo, E5);
    }

    // The paper's Fig. 5, played up to it: 1. d4 e6 2. Nc3 Bb4 3. e3 Qh4 4. Be2 Nf6, each side's
    // king's bishop invisible.
    void theBeliefsOfFigure5() {
        for (const Belief::Mode mode : {Belief::Mode::Fair, Belief::Mode::Oracle}) {
            const InvisibleSet kingsBishop{"1B", {FileF}};
            Game game(kingsBishop, kingsBishop);
            Belief white(game, White, mode), black(game, Black, mode);
            QCOMPARE(white.entropy(), 0.0);
            for (const char* m : {"d2d4", "e7e6", "b1c3", "f8b4"})
                QCOMPARE(playAndObserve(game, white, black, m).verdict, Verdict::Accepted);
            // After the bishop left f8 White believes e7, d6, c5, b4, a3 alike.
            for (Square s : {E7, D6, C5, B4, A3}) QCOMPARE(white.marginal(0)[s], 0.2);
            for (const char* m : {"e2e3", "d8h4", "f1e2", "g8f6"})
                QCOMPARE(playAndObserve(game, white, black, m).verdict, Verdict::Accepted);
            // The queen crossed e7: a3, b4, c5, d6 at 0.25.
            const auto w = white.marginal(0);
            for (Square s : {D6, C5, B4, A3}) QCOMPARE(w[s], 0.25);
            QCOMPARE(w[E7], 0.0);
            QCOMPARE(white.entropy(), std::log(4.0));
            // Black believes e2, d3, c4, b5, a6 at 0.2.
            const auto b = black.marginal(0);
            for (Square s : {E2, D3, C4, B5, A6}) QCOMPARE(b[s], 0.2);
            double total = 0;
            for (double p : b) total += p;
            QCOMPARE(total, 1.0);
            QCOMPARE(black.entropy(), std::log(5.0));
        }
    }

    // What the belief of Fig. 5 expects of White's attempts (e7, d6, c5, b4, a3 at 0.2 each for
    // the bishop that left f8): a pawn taking on c5 is accepted only with the bishop there, a
    // pawn stepping to a3 only without it on a3, the knight only without it on b4 (where it pins
    // the knight to the king), Bc1-f4 and Bc1-d2 always.
    void theAcceptanceChanceOfAnAttemptUnderFigure5sBelief() {
        const InvisibleSet kingsBishop{"1B", {FileF}};
        Game game(kingsBishop, kingsBishop);
        Belief white(game, White, Belief::Mode::Fair), black(game, Black, Belief::Mode::Fair);
        for (const char* m : {"d2d4", "e7e6", "b1c3", "f8b4"})
            QCOMPARE(playAndObserve(game, white, black, m).verdict, Verdict::Accepted);
        const Situation s = Situation::of(game, white, black);
        QCOMPARE(acceptanceChance(s, move(game.truth(), "d4c5")), 0.2);
        QCOMPARE(acceptanceChance(s, move(game.truth(), "a2a3")), 0.8);
        QCOMPARE(acceptanceChance(s, move(game.truth(), "c1f4")), 1.0);
        QCOMPARE(acceptanceChance(s, move(game.truth(), "c1d2")), 1.0);
        QCOMPARE(acceptanceChance(s, move(game.truth(), "c3b5")), 0.8);
    }

    // The wary motion model (not the paper's): Black's invisible bishop leaves b2 for one of
    // eight empty squares (Bxc1 would have been seen). On a3 White's bishop could take it
    // undefended, so a3 weighs a tenth of the others; the uniform model gives all eight 1/8.
    void theWaryMotionModelDoubtsAnExposedSquare() {
        for (const Belief::Motion motion : {Belief::Motion::Uniform, Belief::Motion::Wary}) {
            Game game = position("4k3/8/8/8/8/8/1b6/2B1K3 w - - 0 1", {"b2"});
            Belief white(game, White, Belief::Mode::Fair), black(game, Black, Belief::Mode::Fair);
            white.setMotion(motion);
            QCOMPARE(playAndObserve(game, white, black, "e1d1").verdict, Verdict::Accepted);
            QCOMPARE(playAndObserve(game, white, black, "b2e5").verdict, Verdict::Accepted);
            const auto m = white.marginal(0);
            const double safe = motion == Belief::Motion::Wary ? 1 / 7.1 : 1 / 8.0;
            const double exposed = motion == Belief::Motion::Wary ? 0.1 / 7.1 : 1 / 8.0;
            QCOMPARE(m[A3], exposed);
            for (Square s : {A1, C3, D4, E5, F6, G7, H8}) QCOMPARE(m[s], safe);
            QCOMPARE(m[C1], 0.0);
            QCOMPARE(m[B2], 0.0);
        }
    }

    void aRevealMakesTheBeliefCertain() {
        Game game = position("4k3/8/8/8/8/8/1b6/2B1K3 w - - 0 1", {"b2"});
        Belief white(game, White, Belief::Mode::Fair), black(game, Black, Belief::Mode::Fair);
        // Black's bishop wanders: White's belief spreads over its diagonals.
        QCOMPARE(playAndObserve(game, white, black, "e1d1").verdict, Verdict::Accepted);
        QCOMPARE(playAndObserve(game, white, black, "b2e5").verdict, Verdict::Accepted);
        QVERIFY(white.entropy() > 1.5);
        QCOMPARE(playAndObserve(game, white, black, "c1h6").verdict, Verdict::Accepted);
        QCOMPARE(playAndObserve(game, white, black, "e5b2").verdict, Verdict::Accepted);
        // Bc1-a3 finds it on b2: White knows where it is.
        QCOMPARE(game.truth().pieceOn(C1), NoPiece);
        Game again = position("4k3/8/8/8/8/8/1b6/2B1K3 w - - 0 1", {"b2"});
        Belief w2(again, White, Belief::Mode::Fair), b2(again, Black, Belief::Mode::Fair);
        QCOMPARE(playAndObserve(again, w2, b2, "e1d1").verdict, Verdict::Accepted);
        QCOMPARE(playAndObserve(again, w2, b2, "b2e5").verdict, Verdict::Accepted);
        QCOMPARE(playAndObserve(again, w2, b2, "d1e1").verdict, Verdict::Accepted);
        QCOMPARE(playAndObserve(again, w2, b2, "e5b2").verdict, Verdict::Accepted);
        QVERIFY(w2.entropy() > 1.0);
        QCOMPARE(playAndObserve(again, w2, b2, "c1a3").verdict, Verdict::Impossible);
        QCOMPARE(w2.marginal(0)[B2], 1.0);
        QCOMPARE(w2.entropy(), 0.0);
    }

    // The fair tracker is exact: along random games the true placement never loses its
    // probability, and the probabilities always sum to one; the oracle keeps each piece's true
    // square possible. Under both motion models.
    void theTrackersNeverLoseTheTruth() {
        std::mt19937_64 rng(7);
        int impossible = 0, illegal = 0;
        std::vector<std::pair<const char*, Belief::Motion>> configurations;
        for (int round = 0; round < 4; ++round)
            for (const char* sets : {"2B/2N", "1Q/2R", "2N/1B", "2R/1Q", "1N/2B"})
                configurations.push_back(
                    {sets, round < 2 ? Belief::Motion::Uniform : Belief::Motion::Wary});
        for (const auto& [sets, motion] : configurations) {
            const std::string text(sets);
            Game game(*parseInvisibleSet(text.substr(0, 2)), *parseInvisibleSet(text.substr(3)));
            Belief fair[2] = {Belief(game, White, Belief::Mode::Fair),
                              Belief(game, Black, Belief::Mode::Fair)};
            Belief oracle[2] = {Belief(game, White, Belief::Mode::Oracle),
                                Belief(game, Black, Belief::Mode::Oracle)};
            for (Color c : {White, Black}) {
                fair[c].setMotion(motion);
                oracle[c].setMotion(motion);
            }
            int turns = 0;
            while (!game.over() && turns < 200) {
                const Color us = game.sideToMove();
                const Game before = game;
                std::vector<Move> tried;
                for (;;) {
                    const Situation s = Situation::of(game, fair[us], fair[~us]);
                    std::vector<Move> moves;
                    for (Move m : candidateMoves(s, fair[us].worlds()))
                        if (std::find(tried.begin(), tried.end(), m) == tried.end())
                            moves.push_back(m);
                    QVERIFY(!moves.empty());
                    const Move m =
                        moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
                    const Resolution r = game.attempt(m);
                    if (r.verdict != Verdict::Illegal) {
                        impossible += r.verdict == Verdict::Impossible;
                        break;
                    }
                    ++illegal;
                    tried.push_back(m);
                    fair[us].ownAttempt(s.known, game.truth(), m, s.inCheck, r);
                }
                for (Color c : {White, Black}) {
                    fair[c].observe(before, game);
                    oracle[c].observe(before, game);
                    std::vector<Square> truth;
                    for (int id : fair[c].ids()) truth.push_back(game.hidden()[id].square);
                    double total = 0, ofTruth = 0;
                    for (const World& w : fair[c].worlds()) {
                        total += w.p;
                        if (std::equal(truth.begin(), truth.end(), w.at.begin())) ofTruth += w.p;
                    }
                    QVERIFY(std::abs(total - 1) < 1e-9);
                    QVERIFY2(ofTruth > 0, qPrintable(QString::fromStdString(
                                              text + " turn " + std::to_string(turns))));
                    for (std::size_t k = 0; k < truth.size(); ++k)
                        if (truth[k] != NoSquare) QVERIFY(oracle[c].marginal(int(k))[truth[k]] > 0);
                }
                ++turns;
            }
            QVERIFY(turns > 20);
        }
        // Random play tries enough impossible and illegal moves to test those paths.
        qInfo("impossible %d illegal %d", impossible, illegal);
        QVERIFY(impossible > 0);
        QVERIFY(illegal > 0);
    }
};

QTEST_APPLESS_MAIN(TestInvisibleRules)
#include "tst_invisiblerules.moc"
