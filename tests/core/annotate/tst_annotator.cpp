// Whole games annotated from chess positions: the rules on real moves (a hung queen, a move that
// keeps a win but makes it hard), the PGN the annotator writes (it reads back to the same tree,
// pgn-extract accepts it), what it keeps of the input (human comments, NAGs, variations), the
// player strengths, --replace, the languages, and the batch annotator (order, determinism over
// threads, unreadable games passed through, cancelling).

#include "analysis/gameanalysis.h"
#include "annotate/batch.h"
#include "annotate/variations.h"
#include "chess/bitboard.h"
#include "chess/notation.h"
#include "pgn/commands.h"
#include "pgn/reader.h"
#include "tablebase/tablebases.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <atomic>
#include <cmath>
#include <map>
#include <span>

using namespace kibitz;
using namespace kibitz::annotate;

namespace {

const QString DataDir = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/");

// Small searches: the positions below are decided within them.
BatchOptions smallOptions(int threads = 1) {
    BatchOptions o;
    o.pool.lookahead.rootNodes = 20'000;
    o.pool.lookahead.leafNodes = 2'000;
    o.pool.lookahead.maxExpansions = 8;
    o.pool.lookahead.valueNodes = 50'000;
    o.pool.threads = threads;
    o.annotator.version = "test";
    o.annotator.nodesPerPosition = o.pool.lookahead.rootNodes;
    return o;
}

// Tiny searches, for many real games in a test that must stay fast.
BatchOptions tinyOptions(int threads = 2) {
    BatchOptions o = smallOptions(threads);
    o.pool.lookahead.rootNodes = 2'000;
    o.pool.lookahead.leafNodes = 200;
    o.pool.lookahead.maxExpansions = 2;
    o.pool.lookahead.valueNodes = 4'000;
    // No second look: the noise of searches this small is what some tests need (a book move
    // judged when there is no book); tst_valuecheck and tst_cli test the second look.
    o.pool.lookahead.checkFactor = 0;
    return o;
}

struct Run {
    std::string text;
    BatchResult result;
    std::vector<std::int64_t> unreadable; // game numbers
};

Run annotateText(const std::string& pgn, const BatchOptions& options,
                 const std::atomic<bool>* cancelAfterFirst = nullptr) {
    Run run;
    auto reader = pgn::PgnReader::fromText(pgn);
    std::atomic<bool> cancel{false};
    BatchCallbacks callbacks;
    callbacks.write = [&](std::string_view text) {
        run.text.append(text);
        if (cancelAfterFirst) cancel = true;
    };
    callbacks.unreadable = [&](const pgn::GameReport& r) { run.unreadable.push_back(r.number); };
    run.result = annotateStream(*reader, options, callbacks, cancel);
    return run;
}

std::vector<pgn::Game> readAll(const std::string& text) {
    auto reader = pgn::PgnReader::fromText(text);
    std::vector<pgn::Game> games;
    pgn::Game game;
    while (reader->readGame(game)) {
        if (reader->report().error) qFatal("%s", reader->report().error->toString().c_str());
        games.push_back(game);
    }
    return games;
}

std::string fileText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return file.readAll().toStdString();
}

// The Ruy Lopez's main line to 12... Nc6 (a line of pgn-extract's ECO file), then 13. d5.
const std::string RuyLopez =
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. c3 d6 9. h3 Na5 "
    "10. Bc2 c5 11. d4 Qc7 12. Nbd2 Nc6 13. d5 Nd8 *\n";

// The ECO file of Debian's pgn-extract (tools/setup.sh installs it).
std::shared_ptr<const OpeningBook> pgnExtractBook() {
    const auto book = OpeningBook::load(DefaultEcoPath);
    if (!book) qFatal("%s (run tools/setup.sh)", book.error().c_str());
    return *book;
}

// The main-line node of ply `ply`.
pgn::NodeId mainNode(const pgn::Game& game, int ply) {
    return game.tree().mainLine().at(std::size_t(ply));
}

bool hasNag(const pgn::Game& game, pgn::NodeId node, int nag) {
    for (const pgn::Nag n : game.tree().nags(node))
        if (n == nag) return true;
    return false;
}

// Kibitz's words at a node: what follows its marker.
std::string remarkOf(const pgn::Game& game, pgn::NodeId node) {
    const std::string& c = game.tree().commentAfter(node);
    const auto marker = pgn::findCommand(c, MarkerCommand);
    return marker ? pgn::commentText(c.substr(marker->end)) : std::string();
}

// Every comment, NAG and variation move of `human` is in `annotated` at the same place.
void checkKept(const pgn::GameTree& human, const pgn::GameTree& annotated, pgn::NodeId h,
               pgn::NodeId a, const QString& where) {
    const std::string humanText =
        pgn::commentText(pgn::withoutCommand(human.commentAfter(h), "eval"));
    const std::string annotatedText = pgn::commentText(annotated.commentAfter(a));
    QVERIFY2(annotatedText.find(humanText) != std::string::npos,
             qPrintable(where + ": lost comment '" + QString::fromStdString(humanText) + "'"));
    QVERIFY2(pgn::commentText(annotated.commentBefore(a)) ==
                 pgn::commentText(human.commentBefore(h)),
             qPrintable(where + ": comment before"));
    for (const pgn::Nag nag : human.nags(h)) {
        const auto nags = annotated.nags(a);
        QVERIFY2(std::find(nags.begin(), nags.end(), nag) != nags.end(),
                 qPrintable(where + ": lost NAG $" + QString::number(nag)));
    }
    const auto hk = human.children(h);
    const auto ak = annotated.children(a);
    QVERIFY2(ak.size() >= hk.size(), qPrintable(where + ": lost a variation"));
    for (std::size_t i = 0; i < hk.size(); ++i) {
        QCOMPARE(annotated.move(ak[i]), human.move(hk[i])); // in their order, ours after
        checkKept(human, annotated, hk[i], ak[i], where);
    }
}

// A coach's side lines. 2... Qg5 and, nested, 3... Qg5 hang the queen; the person marked 2... f6
// "?" and said why.
const std::string CoachLines =
    "[Event \"coach\"]\n\n1. e4 e5 2. Nf3 Nc6 (2... Qg5 3. Nxg5) (2... f6 $2 {A weak move.} 3. "
    "Nxe5) (2... d6 3. d4 Qg5 (3... Nc6) 4. Bxg5) 3. Bb5 a6 *\n";

// The node of the variation that starts with child `index` of main-line ply `ply`, `depth`
// moves further on.
pgn::NodeId variationNode(const pgn::Game& game, int ply, std::size_t index, int depth = 0) {
    pgn::NodeId node = game.tree().children(mainNode(game, ply)).at(index);
    for (int i = 0; i < depth; ++i) node = game.tree().firstChild(node);
    return node;
}

std::vector<int> nagsOf(const pgn::Game& game, pgn::NodeId node) {
    const auto nags = game.tree().nags(node);
    return {nags.begin(), nags.end()};
}

// A source of games held in memory, and a sink that keeps what it gets: the value API alone.
class VectorSource final : public GameSource {
public:
    explicit VectorSource(std::vector<StreamGame> games)
        : games_(std::move(games)) {}
    std::optional<StreamGame> next() override {
        if (next_ == games_.size()) return std::nullopt;
        return std::move(games_[next_++]);
    }

private:
    std::vector<StreamGame> games_;
    std::size_t next_ = 0;
};

class VectorSink final : public GameSink {
public:
    void take(StreamGame&& game) override {
        // The report's text points into the game's own `text`: it is checked here, before the
        // game is moved.
        if (!game.readable()) textOk = textOk && game.report.text.data() == game.text.data();
        games.push_back(std::move(game));
    }
    std::vector<StreamGame> games;
    bool textOk = true;
};

} // namespace

class TestAnnotator : public QObject {
    Q_OBJECT

private slots:
    void hangingTheQueenIsABlunder() {
        // 3. Qxe5+?? Nxe5: the queen for a pawn.
        const Run run =
            annotateText("[Event \"q\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *\n", smallOptions());
        const auto games = readAll(run.text);
        QCOMPARE(games.size(), std::size_t(1));
        const pgn::Game& g = games[0];
        const pgn::NodeId blunder = mainNode(g, 5);
        QVERIFY(hasNag(g, blunder, 4));
        QVERIFY(hasNag(g, blunder, 19)); // −+ : Black is winning
        QVERIFY(!hasNag(g, mainNode(g, 6), 4));
        // Kibitz's remark lists the NAGs it added and says why.
        const auto marker = pgn::findCommand(g.tree().commentAfter(blunder), MarkerCommand);
        QVERIFY(marker);
        QCOMPARE(marker->arguments, std::string("4,19"));
        QCOMPARE(remarkOf(g, blunder), std::string("A losing move. Black should win easily."));
        // [%eval] from White's standpoint: Black is a queen up.
        const auto eval = pgn::evaluation(g.tree().commentAfter(blunder));
        QVERIFY(eval && eval->kind == pgn::Evaluation::Kind::Pawns && eval->pawns < -5.0);
        // The preferred move as a variation, with its own assessment.
        const auto alternatives = g.tree().children(mainNode(g, 4));
        QCOMPARE(alternatives.size(), std::size_t(2));
        const pgn::NodeId better = alternatives[1];
        QVERIFY(pgn::findCommand(g.tree().commentAfter(better), MarkerCommand));
        QVERIFY(pgn::evaluation(g.tree().commentAfter(better)));
        QVERIFY(g.tree().nags(better).size() == 1);
        QVERIFY(!remarkOf(g, better).empty());
        QCOMPARE(*g.tag("Annotator"), std::string("Kibitz test"));
    }

    // The preferred move's [%eval] is its score as the analysis has it: the value search's where
    // it is that search's best move, else the tree's score for it, never above the value
    // search's (assessPosition). So it stands beside the main line's [%eval] on one scale.
    // Exactly, on a game annotated from trees built here.
    void thePreferredMovesEvalIsOnTheMainLinesScale() {
        auto reader =
            pgn::PgnReader::fromText("[Event \"q\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *\n");
        pgn::Game game;
        QVERIFY(reader->readGame(game));
        const auto positions = analysis::mainLinePositions(game);
        const BatchOptions small = smallOptions();
        analysis::LookaheadCache cache;
        const std::atomic<bool> never{false};
        const auto trees = analysis::buildLookaheads(positions, small.pool, cache, never);
        AnnotatorOptions options = small.annotator;
        options.whiteElo = options.blackElo = 2000;
        annotateGame(game, trees, options);
        const auto alternatives = game.tree().children(mainNode(game, 4));
        QCOMPARE(alternatives.size(), std::size_t(2)); // 3. Qxe5+?? and the preferred move
        const chess::Move preferred = game.tree().move(alternatives[1]);
        const analysis::LookaheadTree& before = *trees[4];
        search::Value score = search::ValueZero;
        for (const int c : before.node(0).children)
            if (before.node(c).move == preferred) score = before.node(c).score;
        const search::Value expected = preferred == before.bestMove()
                                           ? before.bestScore()
                                           : std::min(score, before.bestScore());
        const auto shown = pgn::evaluation(game.tree().commentAfter(alternatives[1]));
        QVERIFY(shown && shown->kind == pgn::Evaluation::Kind::Pawns);
        QCOMPARE(shown->pawns, double(expected) / 100.0); // White to move
        // On one scale with the blunder's [%eval]: better for White.
        const auto played = pgn::evaluation(game.tree().commentAfter(alternatives[0]));
        QVERIFY(played && played->pawns < shown->pawns - 3.0);
    }

    void keepingTheWinButMakingItHardIsAnInaccuracy() {
        // Re8# mates; 1. h3 keeps a won game (a rook for two pawns: v stays +1) but its expected
        // utility falls from 1 to about 0.76 for players of merit 2: Δv = 0, Δu <= -small.
        const Run run = annotateText("[Event \"w\"]\n[SetUp \"1\"]\n[FEN \"6k1/pp3ppp/8/8/8/8/"
                                     "5PPP/4R1K1 w - - 0 1\"]\n\n1. h3 h6 *\n",
                                     smallOptions());
        const pgn::Game g = readAll(run.text).at(0);
        QVERIFY(hasNag(g, mainNode(g, 1), 6));
        QVERIFY(!hasNag(g, mainNode(g, 1), 2));
        // The mate is the model's choice, shown as the variation.
        const auto alternatives = g.tree().children(pgn::GameTree::root());
        QCOMPARE(alternatives.size(), std::size_t(2));
        chess::Position start = g.tree().positionAt(pgn::GameTree::root());
        QCOMPARE(chess::toSan(start, g.tree().move(alternatives[1])), std::string("Re8#"));
        // After a mate there is no [%eval]; the position after it is a certain win.
        QCOMPARE(remarkOf(g, alternatives[1]), std::string("A certain win for White."));
    }

    // 20. Qd8+ offers the queen (Rxd8 Rxd8#: 950 less the rook won back, 450): the value holds,
    // so it is a sound sacrifice, !, with its words. The same move in the opening (move 5) is
    // not: an offer before move 11 counts as opening play.
    void aSoundSacrificeIsGood() {
        const auto annotated = [](int moveNumber) {
            const std::string fen =
                "4r1k1/5ppp/8/3Q4/8/8/5PPP/3R2K1 w - - 0 " + std::to_string(moveNumber);
            const Run run = annotateText("[Event \"s\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" +
                                             std::to_string(moveNumber) + ". Qd8+ Rxd8 *\n",
                                         smallOptions());
            return readAll(run.text).at(0);
        };
        const pgn::Game late = annotated(20);
        const pgn::NodeId sacrifice = mainNode(late, 1);
        QVERIFY(hasNag(late, sacrifice, 1));
        QVERIFY2(remarkOf(late, sacrifice).starts_with("A sound sacrifice."),
                 remarkOf(late, sacrifice).c_str());
        const pgn::Game early = annotated(5);
        QVERIFY(!hasNag(early, mainNode(early, 1), 1));
        QVERIFY(remarkOf(early, mainNode(early, 1)).find("sacrifice") == std::string::npos);
    }

    void strengthsComeFromTheRatingsUnlessSet() {
        const std::string pgn = "[Event \"s\"]\n[WhiteElo \"2450\"]\n\n1. e4 e5 *\n";
        const pgn::Game plain = readAll(pgn).at(0);
        AnnotatorOptions o;
        o.defaultElo = 1500;
        Strengths s = strengthsFor(plain, o);
        QCOMPARE(s.white, (StrengthNote{2450, StrengthSource::Rating}));
        QCOMPARE(s.black, (StrengthNote{1500, StrengthSource::Default}));
        QCOMPARE(s.merits(1).whiteMerit, 2.45);
        QCOMPARE(s.merits(1).blackMerit, 1.5);
        QCOMPARE(s.merits(1).rMin, 1);
        o.whiteElo = 800;
        s = strengthsFor(plain, o);
        QCOMPARE(s.white, (StrengthNote{800, StrengthSource::User}));
        // The window's ratings, named by where they came from: the tag and the default where
        // they agree with them, the user where not.
        QCOMPARE(strengthsAt(plain, 2450, 1500, 1500),
                 (Strengths{{2450, StrengthSource::Rating}, {1500, StrengthSource::Default}}));
        QCOMPARE(strengthsAt(plain, 2440, 1600, 1500),
                 (Strengths{{2440, StrengthSource::User}, {1600, StrengthSource::User}}));
        // The note at the top of the game records them.
        const Run run = annotateText(pgn, smallOptions());
        const pgn::Game g = readAll(run.text).at(0);
        // The summary per player follows the note (tst_playersummary).
        const std::string note =
            "Annotated by Kibitz test with 20000 search nodes per position, for a strength "
            "(Michie's merit: rating / 1000) of 2.45 (from WhiteElo 2450) for White and 2.00 (the "
            "default) for Black. White: ";
        QCOMPARE(remarkOf(g, pgn::GameTree::root()).substr(0, note.size()), note);
    }

    void humanContentIsKeptAndReadsBack() {
        const std::string pgn =
            "[Event \"h\"]\n[Annotator \"A. Human\"]\n\n{Game comment} 1. e4 $1 {Best by test} e5 "
            "2. Qh5 (2. Nf3 {Normal} Nc6) 2... Nc6 3. Qxe5+ $2 {Oops} (3. Bc4 $14) Nxe5 *\n";
        const Run run = annotateText(pgn, smallOptions());
        const pgn::Game human = readAll(pgn).at(0);
        const auto games = readAll(run.text);
        const pgn::Game& g = games.at(0);
        checkKept(human.tree(), g.tree(), pgn::GameTree::root(), pgn::GameTree::root(), "h");
        // A move with a human move NAG gets none from Kibitz: 3. Qxe5+ keeps "?", no "??" added.
        QVERIFY(hasNag(g, mainNode(g, 5), 2));
        QVERIFY(!hasNag(g, mainNode(g, 5), 4));
        QCOMPARE(*g.tag("Annotator"), std::string("A. Human; Kibitz test"));
        // What was written reads back to the same tree and writes to the same text.
        QVERIFY(pgn::sameContent(readAll(pgn::writeGame(g)).at(0).tree(), g.tree()));
        QCOMPARE(pgn::writeGame(readAll(run.text).at(0)), run.text);
    }

    void replaceTakesOutTheEarlierRun() {
        const std::string pgn =
            "[Event \"r\"]\n\n{Intro} 1. e4 e5 2. Qh5 {Bold} Nc6 3. Qxe5+ Nxe5 (3... Be7 $2) *\n";
        const BatchOptions once = smallOptions();
        const Run first = annotateText(pgn, once);
        BatchOptions again = once;
        again.annotator.replaceEarlier = true;
        const Run second = annotateText(first.text, again);
        QCOMPARE(second.text, first.text);
        // Without --replace the remarks are doubled (the NAGs and the variations are not).
        const Run doubled = annotateText(first.text, once);
        const pgn::Game g = readAll(doubled.text).at(0);
        const std::string& c = g.tree().commentAfter(mainNode(g, 5));
        QCOMPARE(pgn::parseCommands(c).size(), std::size_t(3)); // eval, marker, marker
        QCOMPARE(g.tree().childCount(mainNode(g, 4)), 2);
        // Removing from a game Kibitz never annotated changes nothing.
        pgn::Game human = readAll(pgn).at(0);
        QVERIFY(!removeAutomaticAnnotations(human));
        QVERIFY(pgn::sameContent(human.tree(), readAll(pgn).at(0).tree()));
    }

    // Only variations exactly as Kibitz wrote them go when it annotates again. One a person added a
    // move, a comment or a glyph to, or wrote words in before Kibitz's mark, is theirs; so is an
    // old main line a promotion put aside, with its scores, even one move that looks as Kibitz's
    // variations do but for the marker's "variation" (1... h6).
    void removingKeepsVariationsPeopleTouched() {
        const std::string annotated =
            "[Event \"t\"]\n[Annotator \"Kibitz test\"]\n\n"
            "1. d4 {[%eval 0.2]} (1. e4 {[%eval 0.3] [%kibitz 1] Good} e5 {[%eval 0.2]} "
            "2. Nf3 {[%eval 0.1]}) 1... d5 {[%eval 0.2]} "
            "(1... c5 {[%eval 0.4] [%kibitz 14,variation] White is slightly better} 2. d5 e5) "
            "(1... Nf6 {[%eval 0.5] [%kibitz 16,variation] White is better} 2. c4 {mine}) "
            "(1... e6 {[%eval 0.5] [%kibitz 16,variation] White is better} 2. c4 $1) "
            "(1... g6 {My words [%eval 0.5] [%kibitz 16,variation] White is better} 2. c4) "
            "(1... f5 {[%eval 0.5] [%kibitz 16,variation] White is better} 2. c4 Nf6 3. Nc3 (3. "
            "g3)) "
            "(1... b6 $16 $5 {[%eval 0.9] [%kibitz 16,variation] White is better} 2. e4) "
            "(1... a6 $16 {[%eval 0.9] [%kibitz 16,variation] White is better} 2. e4 b5) "
            "(1... h6 $16 {[%eval 0.9] [%kibitz 16] White is better}) 2. c4 *\n";
        const std::string human =
            "[Event \"t\"]\n\n1. d4 (1. e4 e5 2. Nf3) 1... d5 (1... Nf6 2. c4 {mine}) "
            "(1... e6 2. c4 $1) (1... g6 {My words} 2. c4) (1... f5 2. c4 Nf6 3. Nc3 (3. g3)) "
            "(1... b6 $5 2. e4) (1... h6) 2. c4 *\n";
        pgn::Game game = readAll(annotated).at(0);
        QVERIFY(removeAutomaticAnnotations(game));
        QCOMPARE(pgn::writeGame(game), pgn::writeGame(readAll(human).at(0)));
    }

    void optionsTurnEvalAndVariationsOff() {
        BatchOptions o = smallOptions();
        o.annotator.evaluations = false;
        o.annotator.variations = false;
        const Run run = annotateText("[Event \"o\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *\n", o);
        QVERIFY(run.text.find("[%eval") == std::string::npos);
        QVERIFY(run.text.find("$4") != std::string::npos);
        const pgn::Game g = readAll(run.text).at(0);
        for (pgn::NodeId id = 0; id < g.tree().capacity(); ++id)
            QVERIFY(g.tree().childCount(id) <= 1); // no variation
    }

    void commentsInGermanFrenchSpanish() {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/kibitz_core_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const std::string de = positionComment(assessPosition(0, false, 0.01, 0.3));
        const std::string outOfBook = outOfBookComment("Ruy Lopez, closed defence", "6. Re1");
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(outOfBook, std::string("Aus der Theorie: In der Eröffnung Ruy Lopez, closed "
                                        "defence war 6. Re1 der Buchzug."));
        QVERIFY(!de.empty());
        QVERIFY(de != "A balanced position.");
        for (const char* lang : {"fr", "es"}) {
            QTranslator t;
            QVERIFY(t.load(QStringLiteral(":/i18n/kibitz_core_%1.qm").arg(lang)));
            QVERIFY(QCoreApplication::installTranslator(&t));
            const std::string text = positionComment(assessPosition(1, true, -0.9, 1.0));
            QCoreApplication::removeTranslator(&t);
            QVERIFY2(text != "White has a theoretical win but is almost bound to lose.", lang);
        }
        QCOMPARE(positionComment(assessPosition(0, false, 0.01, 0.3)),
                 std::string("A balanced position."));
        QCOMPARE(outOfBookComment("Ruy Lopez, closed defence", "6. Re1"),
                 std::string("Out of book: the Ruy Lopez, closed defence, was 6. Re1."));
        QCOMPARE(outOfBookComment("Ruy Lopez, closed defence", ""),
                 std::string("Out of book after the Ruy Lopez, closed defence."));
    }

    void sameOutputOnAnyNumberOfThreads() {
        const std::string pgn = fileText(DataDir + "kasparov-deep-blue-1997.pgn");
        const Run one = annotateText(pgn, tinyOptions(1));
        const Run two = annotateText(pgn, tinyOptions(2));
        QCOMPARE(one.result.games, 6);
        QCOMPARE(one.result.annotated, 6);
        QVERIFY(one.text == two.text);
        QVERIFY(annotateText(pgn, tinyOptions(2)).text == two.text);
    }

    void unreadableGameIsPassedThrough() {
        const std::string broken = "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 Nc6 *";
        const std::string pgn =
            "[Event \"a\"]\n\n1. d4 d5 *\n\n" + broken + "\n\n[Event \"c\"]\n\n1. c4 *\n";
        const Run run = annotateText(pgn, tinyOptions());
        QCOMPARE(run.unreadable, std::vector<std::int64_t>{2});
        QCOMPARE(run.result.games, 3);
        QCOMPARE(run.result.unreadable, 1);
        const auto at = run.text.find(broken);
        QVERIFY(at != std::string::npos);
        QVERIFY(run.text.find("[Event \"a\"]") < at); // input order
        QVERIFY(run.text.find("[Event \"c\"]") > at);
    }

    // annotateGames over values gives the games annotateStream writes as text, and passes an
    // unreadable game through with its report and text.
    void gamesAsValuesAreAnnotatedAsTheTextIs() {
        const std::string broken = "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 Nc6 *";
        const std::string pgn = "[Event \"a\"]\n\n1. d4 d5 2. c4 *\n\n" + broken +
                                "\n\n[Event \"empty\"]\n\n*\n\n[Event \"c\"]\n\n1. c4 e5 *\n";
        const Run run = annotateText(pgn, smallOptions(2));

        std::vector<StreamGame> input;
        auto reader = pgn::PgnReader::fromText(pgn);
        for (StreamGame game; reader->readGame(game.game);) {
            game.report = reader->report();
            game.text = game.report.error ? std::string(game.report.text) : std::string();
            game.report.text = {};
            game.report.number = 100 + std::int64_t(input.size()); // numbers come back as given
            input.push_back(std::move(game));
        }
        QCOMPARE(input.size(), std::size_t(4));
        VectorSource source(std::move(input));
        VectorSink sink;
        std::vector<std::int64_t> reported;
        BatchEvents events;
        events.unreadable = [&](const pgn::GameReport& r) {
            reported.push_back(r.number);
            QVERIFY(r.text.starts_with(broken));
        };
        const std::atomic<bool> never{false};
        const BatchResult result = annotateGames(source, sink, smallOptions(2), events, never);

        QCOMPARE(result.games, 4);
        QCOMPARE(result.annotated, 2);
        QCOMPARE(result.unreadable, 1);
        QCOMPARE(result.positions, run.result.positions);
        QCOMPARE(reported, std::vector<std::int64_t>{101});
        QCOMPARE(sink.games.size(), std::size_t(4));
        QVERIFY(sink.textOk);
        std::string text;
        for (std::size_t i = 0; i < sink.games.size(); ++i) {
            const StreamGame& game = sink.games[i];
            QCOMPARE(game.report.number, 100 + std::int64_t(i));
            QCOMPARE(game.readable(), i != 1);
            text += game.readable() ? pgn::writeGame(game.game) : broken + "\n\n";
        }
        QVERIFY(sink.games[1].text.starts_with(broken));
        QCOMPARE(sink.games[1].report.error->line, std::int64_t(7)); // 2. Ke3
        QCOMPARE(text, run.text);
    }

    // A game is read ahead only while the positions of the games in flight fit
    // BatchOptions::positionsInFlight: with room for one game, the next one is read and waits. The
    // games come out the same either way.
    void theGamesInFlightFitTheirPositionsLimit() {
        const std::vector<std::string> lines = {"1. e4 e5 *",  "1. d4 d5 *", "1. c4 e5 *",
                                                "1. Nf3 d5 *", "1. e4 c5 *", "1. d4 Nf6 *",
                                                "1. g3 d5 *",  "1. b3 e5 *"};
        // The games read from the source when each game reaches the sink.
        class CountingSource final : public GameSource {
        public:
            explicit CountingSource(const std::vector<std::string>& lines) {
                for (const std::string& line : lines)
                    QVERIFY(pgn::PgnReader::fromText(line)->readGame(games_.emplace_back().game));
            }
            std::optional<StreamGame> next() override {
                if (read == games_.size()) return std::nullopt;
                return std::move(games_[read++]);
            }
            std::size_t read = 0;

        private:
            std::vector<StreamGame> games_;
        };
        class CountingSink final : public GameSink {
        public:
            explicit CountingSink(const CountingSource& source)
                : source_(source) {}
            void take(StreamGame&& game) override {
                readWhenTaken.push_back(source_.read);
                texts.push_back(pgn::writeGame(game.game));
            }
            std::vector<std::size_t> readWhenTaken;
            std::vector<std::string> texts;

        private:
            const CountingSource& source_;
        };
        const std::atomic<bool> never{false};
        const auto run = [&](std::size_t limit) {
            BatchOptions options = tinyOptions(2);
            options.positionsInFlight = limit;
            CountingSource source(lines);
            CountingSink sink(source);
            const BatchResult result = annotateGames(source, sink, options, {}, never);
            if (result.annotated != 8) qFatal("%lld games annotated", (long long)result.annotated);
            return std::pair(sink.readWhenTaken, sink.texts);
        };
        const auto [readAhead, annotated] = run(DefaultPositionsInFlight);
        // Two threads: six games in flight.
        QCOMPARE(readAhead, (std::vector<std::size_t>{6, 7, 8, 8, 8, 8, 8, 8}));
        const auto [oneAtATime, same] = run(1);
        QCOMPARE(oneAtATime, (std::vector<std::size_t>{2, 3, 4, 5, 6, 7, 8, 8}));
        QCOMPARE(same, annotated);
    }

    // annotateStream takes games of at most BatchMoveLimit moves: a longer one is reported and
    // written unchanged, and the game after it is annotated.
    void aGameOverTheMoveLimitIsWrittenUnchanged() {
        std::string huge = "[Event \"huge\"]\n\n";
        for (std::size_t cycle = 0; cycle < BatchMoveLimit / 4; ++cycle) {
            const std::size_t move = 2 * cycle + 1;
            huge += std::to_string(move) + ". Nf3 Nf6 " + std::to_string(move + 1) + ". Ng1 Ng8\n";
        }
        huge += std::to_string(BatchMoveLimit / 2 + 1) + ". Nf3 *\n\n";
        const Run run = annotateText(huge + "[Event \"next\"]\n\n1. e4 e5 *\n", tinyOptions(2));
        QCOMPARE(run.unreadable, std::vector<std::int64_t>{1});
        QCOMPARE(run.result.games, 2);
        QCOMPARE(run.result.annotated, 1);
        QVERIFY(run.text.starts_with(huge));
        const std::vector<pgn::Game> games = readAll(run.text.substr(huge.size()));
        QCOMPARE(games.size(), std::size_t(1));
        QVERIFY(games[0].tag("Annotator"));
        QCOMPARE(*games[0].tag("Annotator"), std::string("Kibitz test"));
    }

    void cancelLeavesTheFinishedGames() {
        const std::string pgn = fileText(DataDir + "kasparov-deep-blue-1997.pgn");
        const std::atomic<bool> flag{true};
        const Run run = annotateText(pgn, tinyOptions(), &flag);
        QVERIFY(run.result.cancelled);
        QVERIFY(run.result.games >= 1 && run.result.games < 6);
        QCOMPARE(std::int64_t(readAll(run.text).size()), run.result.games);
    }

    // The real games of ../shared/data/pgn (the small files and the 48 annotated games, at tiny
    // searches): every one annotates, reads back, keeps its human content, and pgn-extract reads
    // the output without a complaint.
    // No contradictions. A position sign never points the other way from the [%eval] beside it (for
    // $14/$16/$18 the eval is above -0.5, for $15/$17/$19 below +0.5) unless the same comment says
    // why: u weighs the burden of finding the moves, the engine's score does not. Over the real
    // games of ../shared/data, main lines and the variations Kibitz adds; the games of twic944.pgn
    // have rating gaps of up to 400 points, which move no sign (the signs judge the board between
    // players of the mean rating).
    void signsAgreeWithTheEvalOrSayWhy() {
        const std::vector<std::string> explanations{
            "stands better on the board, but",   // the board's verdict against u's
            "may be winning, but it would take", // v and u apart: Michie's own cases
            "it takes extreme accuracy",          "has a theoretical win but",
            "may have a win with best play, but",
        };
        std::string pgn;
        for (const char* file :
             {"anastasian-lewis.pgn", "annotated/all.pgn", "kasparov-deep-blue-1997.pgn",
              "molinari-bordais-1979.pgn", "nepomniachtchi-liren-game1.pgn"})
            pgn += fileText(DataDir + file) + "\n";
        pgn +=
            fileText(QStringLiteral(KIBITZ_TEST_DATA "/pgn/edge/wch-2023-game1-notes.pgn")) + "\n";
        const std::string twic = fileText(DataDir + "twic/twic944.pgn");
        std::size_t end = 0;
        for (int games = 0; games < 30; ++games) end = twic.find("[Event ", end + 1);
        pgn += twic.substr(0, end);
        const Run run = annotateText(pgn, tinyOptions());
        QVERIFY(run.unreadable.empty());
        int signs = 0;
        int explained = 0;
        int onTheBoard = 0; // explained by the board's verdict against u's
        for (const pgn::Game& game : readAll(run.text)) {
            const pgn::GameTree& tree = game.tree();
            for (pgn::NodeId id = 0; id < tree.capacity(); ++id) {
                if (!tree.contains(id) || id == pgn::GameTree::root()) continue;
                const std::string& comment = tree.commentAfter(id);
                const auto eval = pgn::evaluation(comment);
                if (!eval) continue;
                const double pawns = eval->kind == pgn::Evaluation::Kind::Mate
                                         ? (eval->mate > 0 ? 100.0 : -100.0)
                                         : eval->pawns;
                for (const pgn::Nag nag : tree.nags(id)) {
                    if (nag < 14 || nag > 19) continue;
                    ++signs;
                    const bool forWhite = nag % 2 == 0;
                    // Any score against the sign needs the words (from half a pawn on; below that
                    // the sign gives way to =, annotate::setBoard).
                    if (forWhite ? pawns >= 0.0 : pawns <= 0.0) continue;
                    const bool says = std::any_of(
                        explanations.begin(), explanations.end(),
                        [&](const std::string& e) { return comment.find(e) != std::string::npos; });
                    QVERIFY2(says, comment.c_str());
                    ++explained;
                    if (comment.find(explanations.front()) != std::string::npos) ++onTheBoard;
                }
            }
        }
        // The rule is exercised: there are signs, and some point against the score with the
        // words that say why. (The signs judge the board between players of the mean rating, so
        // the board's own words, for a u against a score of half a pawn or more, are rare here:
        // tst_rules has them.)
        QVERIFY2(signs > 300, qPrintable(QString::number(signs)));
        QVERIFY2(explained > 0 && explained >= onTheBoard,
                 qPrintable(QStringLiteral("%1 signs, %2 explained, %3 by the board's words")
                                .arg(signs)
                                .arg(explained)
                                .arg(onTheBoard)));
    }

    // The first twelve moves of the Ruy Lopez's main line (the Chigorin defence) are theory, named
    // and not judged; 13. d5 leaves the book and is judged.
    void openingTheoryIsNamedNotJudged() {
        const std::string pgn = "[Event \"ruy\"]\n[ECO \"C99\"]\n\n" + RuyLopez;
        BatchOptions options = tinyOptions(1);
        options.annotator.book = pgnExtractBook();
        const Run run = annotateText(pgn, options);
        const pgn::Game game = readAll(run.text).at(0);
        for (int ply = 1; ply <= 24; ++ply)
            for (const pgn::Nag nag : game.tree().nags(mainNode(game, ply)))
                QVERIFY2(nag > 6, qPrintable("ply " + QString::number(ply)));
        const std::string outOfBook =
            "Out of book: the Ruy Lopez, closed, Chigorin, 12...Nc6, was 13. dxc5.";
        QCOMPARE(remarkOf(game, mainNode(game, 25)).substr(0, outOfBook.size()), outOfBook);
        // The person's ECO tag stays; Kibitz adds the two it lacks, and says so in its note.
        QCOMPARE(*game.tag("ECO"), std::string("C99"));
        QCOMPARE(*game.tag("Opening"), std::string("Ruy Lopez"));
        QCOMPARE(*game.tag("Variation"), std::string("closed, Chigorin, 12...Nc6"));
        const auto marker =
            pgn::findCommand(game.tree().commentAfter(pgn::GameTree::root()), MarkerCommand);
        QCOMPARE(marker->arguments, std::string("tag:Opening,tag:Variation"));
        // Without the tag, Kibitz writes the book's ECO code too (the person's C99 stayed above).
        const pgn::Game untagged =
            readAll(annotateText("[Event \"ruy\"]\n\n" + RuyLopez, options).text).at(0);
        QCOMPARE(*untagged.tag("ECO"), std::string("C98"));
        // The summary counts what is written: book moves are judged as theory, not counted.
        for (const bool white : {true, false}) {
            std::map<int, int> written; // move NAG -> moves of this side
            for (int ply = white ? 1 : 2; ply < int(game.tree().mainLine().size()); ply += 2)
                for (const pgn::Nag nag : game.tree().nags(mainNode(game, ply)))
                    if (nag >= 1 && nag <= 6) ++written[nag];
            const std::string expected =
                "?? " + std::to_string(written[4]) + ", ? " + std::to_string(written[2]) + ", ?! " +
                std::to_string(written[6]) + ", !? " + std::to_string(written[5]) + ", ! " +
                std::to_string(written[1]) + ", !! " + std::to_string(written[3]);
            QCOMPARE(*game.tag(white ? "WhiteMoveSymbols" : "BlackMoveSymbols"), expected);
        }

        // --replace takes out exactly what Kibitz added: its two tags, not the person's ECO.
        pgn::Game removed = game;
        QVERIFY(removeAutomaticAnnotations(removed));
        const pgn::Game original = readAll(pgn).at(0);
        QCOMPARE(*removed.tag("ECO"), std::string("C99"));
        QVERIFY(!removed.tag("Opening") && !removed.tag("Variation") && !removed.tag("Annotator"));
        QVERIFY(pgn::sameContent(removed.tree(), original.tree()));
        BatchOptions again = options;
        again.annotator.replaceEarlier = true;
        QCOMPARE(annotateText(run.text, again).text, run.text);
    }

    void noBookNoNames() {
        // A game from a set-up position is not classified; without a book, moves are judged as
        // before and no tag is added.
        BatchOptions options = tinyOptions(1);
        options.annotator.book = pgnExtractBook();
        const std::string fromFen =
            "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - "
            "1 2\"]\n\n2... Nc6 3. Bb5 a6 *\n";
        const pgn::Game set = readAll(annotateText(fromFen, options).text).at(0);
        QVERIFY(!set.tag("ECO") && !set.tag("Opening"));
        const std::string ruy = "[Event \"ruy\"]\n\n" + RuyLopez;
        const pgn::Game plain = readAll(annotateText(ruy, tinyOptions(1)).text).at(0);
        QVERIFY(!plain.tag("ECO") && !plain.tag("Opening") && !plain.tag("Variation"));
        // These searches do judge some of the book moves (so the test above can fail).
        int judged = 0;
        for (int ply = 1; ply <= 24; ++ply)
            for (const pgn::Nag nag : plain.tree().nags(mainNode(plain, ply))) judged += nag <= 6;
        QVERIFY(judged > 0);
        QCOMPARE(remarkOf(plain, mainNode(plain, 25)).find("Out of book"), std::string::npos);
    }

    // With judgeVariations, the moves of a person's variations, nested ones too, are judged by the
    // main line's rules and marked as Kibitz's; a person's glyph is kept and gets no second one of
    // its kind.
    // A king and pawn ending in the Syzygy tables. 1. Kf5 throws the win away (Kd6 or Kf6 keep it):
    // the table makes v exact before and after, so the drop is a whole point and the move is a
    // mistake or a blunder whatever the searches say; the draws after it are 0.00. The game that
    // keeps the win says so at its first move, and the note names the tables.
    void endgameTablesJudgeExactly() {
        BatchOptions options = tinyOptions(1);
        options.pool.lookahead.tablebases = std::make_shared<const tablebase::Tablebases>(
            tablebase::Syzygy::open({KIBITZ_SYZYGY}), nullptr);
        annotate::describeSearch(options.annotator, options.pool.lookahead);
        const std::string header =
            "[Event \"KPK\"]\n[FEN \"4k3/8/4K3/4P3/8/8/8/8 w - - 0 1\"]\n[SetUp \"1\"]\n\n";
        const pgn::Game thrown =
            readAll(annotateText(header + "1. Kf5 Ke7 2. Ke4 Ke6 1/2-1/2\n", options).text).at(0);
        const std::vector<int> nags = nagsOf(thrown, mainNode(thrown, 1));
        QVERIFY2(!nags.empty() && (nags.front() == 4 || nags.front() == 2),
                 qPrintable(QString::number(nags.empty() ? 0 : nags.front())));
        QVERIFY(remarkOf(thrown, mainNode(thrown, 1))
                    .starts_with("A losing move. The endgame table (Syzygy) has it: a draw.") ||
                remarkOf(thrown, mainNode(thrown, 1))
                    .starts_with("The endgame table (Syzygy) has it: a draw."));
        for (int ply = 1; ply <= 4; ++ply) {
            const auto eval = pgn::evaluation(thrown.tree().commentAfter(mainNode(thrown, ply)));
            QVERIFY(eval && eval->kind == pgn::Evaluation::Kind::Pawns && eval->pawns == 0.0);
        }
        for (int ply = 2; ply <= 4; ++ply) // no other verdict: the table says nothing new
            QVERIFY(!remarkOf(thrown, mainNode(thrown, ply)).starts_with("The endgame table"));
        QVERIFY(
            thrown.tree()
                .commentAfter(pgn::GameTree::root())
                .find("Exact values of endgames of up to 4 pieces come from the Syzygy tables.") !=
            std::string::npos);

        const pgn::Game kept =
            readAll(annotateText(header + "1. Kd6 Kd8 2. e6 Ke8 1-0\n", options).text).at(0);
        QVERIFY(remarkOf(kept, mainNode(kept, 1))
                    .find("The endgame table (Syzygy) has it: White wins.") != std::string::npos);
        for (int ply = 1; ply <= 4; ++ply) // no move symbol: every move keeps the win
            for (const int nag : nagsOf(kept, mainNode(kept, ply))) QVERIFY(nag > 6);

        // Kibitz's own tables alone know the distance to mate: [%eval #N] after every move, N
        // counting down as both keep to the best play (mate in 11, 21 plies, at the start: 20
        // plies after 1. Kd6 are mate in 10, as are the 19 after 1... Kd8).
        QTemporaryDir cache;
        auto solver = std::make_shared<tablebase::Solver>(cache.path());
        chess::Position start;
        QVERIFY(start.setFen("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"));
        QVERIFY(solver->generateFor(start).has_value());
        options.pool.lookahead.tablebases =
            std::make_shared<const tablebase::Tablebases>(nullptr, std::move(solver));
        annotate::describeSearch(options.annotator, options.pool.lookahead);
        const pgn::Game exact =
            readAll(annotateText(header + "1. Kd6 Kd8 2. e6 Ke8 1-0\n", options).text).at(0);
        QStringList evals;
        for (int ply = 1; ply <= 4; ++ply)
            evals << QString::fromStdString(
                pgn::findCommand(exact.tree().commentAfter(mainNode(exact, ply)), "eval")
                    ->arguments);
        QCOMPARE(evals, QStringList({"#10", "#10", "#9", "#9"}));
        QVERIFY(remarkOf(exact, mainNode(exact, 1))
                    .find("The endgame table (Kibitz's own tables) has it: White wins.") !=
                std::string::npos);
        // The note says where the exact values came from.
        QVERIFY(exact.tree()
                    .commentAfter(pgn::GameTree::root())
                    .find("Exact values and distances to mate of endgames of up to 4 pieces "
                          "come from Kibitz's own tables.") != std::string::npos);
        QVERIFY(kept.tree().commentAfter(pgn::GameTree::root()).find("Kibitz's own") ==
                std::string::npos);
    }

    // Each game is analysed with the endgame tables BatchOptions::tablesFor gives for its
    // positions (kibitz-cli annotate: those the game needs), whatever the games in flight beside
    // it have; a cancel while the tables are made ends the run.
    void eachGameHasItsOwnTables() {
        const std::string rookEnding = "[FEN \"8/8/8/4k3/8/8/8/R3K3 w - - 0 1\"]\n"
                                       "[SetUp \"1\"]\n\n1. Ra5+ Kd4 2. Kd2 Kc4 *\n\n";
        const std::string pgn = "[Event \"a\"]\n\n1. d4 d5 *\n\n[Event \"with\"]\n" + rookEnding +
                                "[Event \"without\"]\n" + rookEnding + "[Event \"d\"]\n\n1. c4 *\n";
        QTemporaryDir cache;
        auto solver = std::make_shared<tablebase::Solver>(cache.path());
        chess::Position krk;
        QVERIFY(krk.setFen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"));
        QVERIFY(solver->generateFor(krk).has_value());
        auto chosen = std::make_shared<tablebase::TableChoice>();
        chosen->add(tablebase::Layout::of(krk)->layout);
        const auto with = std::make_shared<const tablebase::Tablebases>(nullptr, solver, chosen);
        const auto without = std::make_shared<const tablebase::Tablebases>(
            nullptr, solver, std::make_shared<tablebase::TableChoice>());

        std::vector<StreamGame> input;
        auto reader = pgn::PgnReader::fromText(pgn);
        for (StreamGame game; reader->readGame(game.game);) input.push_back(std::move(game));
        VectorSource source(std::move(input));
        VectorSink sink;
        BatchOptions options = tinyOptions(2);
        int asked = 0;
        options.tablesFor = [&](std::span<const chess::Position>, const std::atomic<bool>&) {
            return ++asked == 2 ? with : without;
        };
        const std::atomic<bool> never{false};
        const BatchResult result = annotateGames(source, sink, options, {}, never);
        QCOMPARE(result.games, 4);
        QCOMPARE(asked, 4);
        const auto evalAfterFirstMove = [&](int index) {
            const pgn::Game& g = sink.games[std::size_t(index)].game;
            return pgn::findCommand(g.tree().commentAfter(mainNode(g, 1)), "eval")->arguments;
        };
        // The same ending: exact (a mate in N) with the tables, estimated without.
        QVERIFY(evalAfterFirstMove(1).starts_with("#"));
        QVERIFY(!evalAfterFirstMove(2).starts_with("#"));

        // Ctrl+C while a game's tables are made: the run ends, the games not finished dropped.
        std::vector<StreamGame> again;
        reader = pgn::PgnReader::fromText(pgn);
        for (StreamGame game; reader->readGame(game.game);) again.push_back(std::move(game));
        VectorSource source2(std::move(again));
        VectorSink sink2;
        std::atomic<bool> cancel{false};
        asked = 0;
        options.tablesFor = [&](std::span<const chess::Position>, const std::atomic<bool>&) {
            if (++asked == 2) cancel = true;
            return without;
        };
        const BatchResult cancelled = annotateGames(source2, sink2, options, {}, cancel);
        QVERIFY(cancelled.cancelled);
        QCOMPARE(asked, 2);
        QCOMPARE(cancelled.games, 0);
    }

    void variationsOfAPersonAreJudged() {
        BatchOptions options = tinyOptions(1);
        options.annotator.judgeVariations = true;
        const Run run = annotateText(CoachLines, options);
        const pgn::Game g = readAll(run.text).at(0);
        for (const pgn::NodeId queen : {variationNode(g, 3, 1), variationNode(g, 3, 3, 2)}) {
            QCOMPARE(nagsOf(g, queen), (std::vector<int>{4, 18}));
            const auto marker = pgn::findCommand(g.tree().commentAfter(queen), MarkerCommand);
            QVERIFY(marker);
            QCOMPARE(marker->arguments, std::string("4,18"));
            QCOMPARE(remarkOf(g, queen), std::string("A losing move. White should win easily."));
            const auto eval = pgn::evaluation(g.tree().commentAfter(queen));
            QVERIFY(eval && eval->kind == pgn::Evaluation::Kind::Pawns && eval->pawns > 5.0);
        }
        // 2... f6 keeps the person's "?" and words, and gets only its [%eval] beside them.
        const pgn::NodeId weak = variationNode(g, 3, 2);
        QCOMPARE(nagsOf(g, weak), std::vector<int>{2});
        QCOMPARE(pgn::withoutCommand(g.tree().commentAfter(weak), "eval"),
                 std::string("A weak move."));
        // The nested variation 3... Nc6 is judged too: its [%eval].
        const pgn::NodeId nested = g.tree().children(variationNode(g, 3, 3, 1)).at(1);
        QVERIFY(pgn::evaluation(g.tree().commentAfter(nested)));
        // The main line is written as without the option.
        BatchOptions off = options;
        off.annotator.judgeVariations = false;
        pgn::Game plain = readAll(annotateText(CoachLines, off).text).at(0);
        QCOMPARE(nagsOf(plain, variationNode(plain, 3, 1)), std::vector<int>{});
        QCOMPARE(g.tree().commentAfter(pgn::GameTree::root()),
                 plain.tree().commentAfter(pgn::GameTree::root()));
        QCOMPARE(g.tags(), plain.tags());
        // Without the option, the variations are as the person wrote them: the judged game with
        // each variation's moves given back their own comments and NAGs is the plain one.
        const pgn::Game human = readAll(CoachLines).at(0);
        pgn::Game restored = g;
        const auto humanLines = ownVariations(human.tree());
        const auto judgedLines = ownVariations(restored.tree());
        QCOMPARE(judgedLines.size(), std::size_t(4));
        QCOMPARE(humanLines.size(), judgedLines.size());
        for (std::size_t k = 0; k < humanLines.size(); ++k)
            for (std::size_t i = 1; i < humanLines[k].size(); ++i) {
                const pgn::NodeId from = humanLines[k][i];
                const pgn::NodeId to = judgedLines[k].at(i);
                const auto nags = human.tree().nags(from);
                restored.tree().setNags(to, {nags.begin(), nags.end()});
                restored.tree().setCommentAfter(to, human.tree().commentAfter(from));
            }
        QCOMPARE(pgn::writeGame(restored), pgn::writeGame(plain));
    }

    // --replace takes out exactly what Kibitz added in the variations, and annotating again with
    // it gives the same game.
    void replaceTakesOutTheJudgedVariations() {
        BatchOptions options = tinyOptions(1);
        options.annotator.judgeVariations = true;
        const Run run = annotateText(CoachLines, options);
        pgn::Game removed = readAll(run.text).at(0);
        QVERIFY(removeAutomaticAnnotations(removed));
        QCOMPARE(pgn::writeGame(removed), pgn::writeGame(readAll(CoachLines).at(0)));
        options.annotator.replaceEarlier = true;
        QCOMPARE(annotateText(run.text, options).text, run.text);
    }

    // The variations judged are a person's: Kibitz's own (its marker says "variation") are left
    // out with whatever is inside them; each position is analysed once.
    void ownVariationsLeaveKibitzsOut() {
        const pgn::Game game =
            readAll("[Event \"k\"]\n\n1. e4 e5 (1... c5 {[%kibitz 14,variation] x} 2. Nf3 (2. c3)) "
                    "(1... e6 2. d4 (2. d3)) 2. Nf3 *\n")
                .at(0);
        const pgn::GameTree& t = game.tree();
        const auto lines = ownVariations(t);
        QCOMPARE(lines.size(), std::size_t(2));
        const pgn::NodeId e6 = t.children(mainNode(game, 1)).at(2);
        QCOMPARE(lines[0], (VariationLine{mainNode(game, 1), e6, t.firstChild(e6)}));
        QCOMPARE(lines[1], (VariationLine{e6, t.children(e6).at(1)}));
        // 1. c3 d5 2. d3 reaches the main line's position after 2. c3 (its pawn move leaves no
        // history to tell them apart), and the second 1. c3 the first one's: three positions to
        // analyse, after 1. c3, 1. c3 d5 and 1. c3 Nf6.
        const pgn::Game transposing =
            readAll("[Event \"t\"]\n\n1. d3 (1. c3 d5 2. d3) (1. c3 Nf6) 1... d5 2. c3 *\n").at(0);
        const auto mainLine = analysis::mainLinePositions(transposing);
        std::vector<std::string> fens;
        for (const chess::Position& p : variationPositions(transposing, mainLine))
            fens.push_back(p.fen());
        QCOMPARE(fens, (std::vector<std::string>{
                           "rnbqkbnr/pppppppp/8/8/8/2P5/PP1PPPPP/RNBQKBNR b KQkq - 0 1",
                           "rnbqkbnr/ppp1pppp/8/3p4/8/2P5/PP1PPPPP/RNBQKBNR w KQkq - 0 2",
                           "rnbqkb1r/pppppppp/5n2/8/8/2P5/PP1PPPPP/RNBQKBNR w KQkq - 1 2"}));
    }

    // The book rule holds in a variation: its moves into book positions get no move symbol.
    void bookMovesInAVariationAreNotJudged() {
        const std::string pgn =
            "[Event \"b\"]\n\n1. e4 e5 2. Nf3 d6 (2... Nc6 3. Bb5 a6 4. Ba4 Nf6 "
            "5. O-O Be7) 3. d4 *\n";
        BatchOptions options = tinyOptions(1);
        options.annotator.judgeVariations = true;
        const auto symbols = [](const pgn::Game& g) {
            int count = 0;
            const auto lines = ownVariations(g.tree());
            for (const pgn::NodeId node : lines.at(0))
                for (const pgn::Nag nag : g.tree().nags(node)) count += nag >= 1 && nag <= 6;
            return count;
        };
        // These searches give some of those moves a symbol when there is no book.
        QVERIFY(symbols(readAll(annotateText(pgn, options).text).at(0)) > 0);
        const auto book = OpeningBook::load(KIBITZ_TEST_DATA "/eco/tiny-eco.pgn");
        QVERIFY(book);
        options.annotator.book = *book;
        QCOMPARE(symbols(readAll(annotateText(pgn, options).text).at(0)), 0);
    }

    void realGames() {
        QStringList files{"anastasian-lewis.pgn",
                          "annotated/all.pgn",
                          "chessbase-empty-line.pgn",
                          "kasparov-deep-blue-1997.pgn",
                          "molinari-bordais-1979.pgn",
                          "nepomniachtchi-liren-game1.pgn",
                          "stockfish-learning.pgn",
                          "uci-moves.pgn",
                          "utf8-bom.pgn"};
        std::string all;
        std::int64_t total = 0;
        for (const QString& file : files) {
            const std::string pgn = fileText(DataDir + file);
            const Run run = annotateText(pgn, tinyOptions());
            const auto input = readAll(pgn);
            const auto output = readAll(run.text);
            QVERIFY2(run.unreadable.empty(), qPrintable(file));
            QCOMPARE(output.size(), input.size());
            for (std::size_t i = 0; i < input.size(); ++i) {
                const QString where = file + " game " + QString::number(i + 1);
                QCOMPARE(output[i].tree().mainLine().size(), input[i].tree().mainLine().size());
                checkKept(input[i].tree(), output[i].tree(), pgn::GameTree::root(),
                          pgn::GameTree::root(), where);
                for (const pgn::Tag& tag : input[i].tags())
                    if (tag.name != "Annotator")
                        QVERIFY2(output[i].tag(tag.name),
                                 qPrintable(where + ": " + QString::fromStdString(tag.name)));
            }
            total += std::int64_t(input.size());
            all += run.text;
        }
        QCOMPARE(total, 62); // utf8-bom.pgn holds two games without moves

        const QString pgnExtract = QStringLiteral("/usr/games/pgn-extract");
        QVERIFY2(QFile::exists(pgnExtract), "pgn-extract is missing: run tools/setup.sh");
        QTemporaryDir dir;
        const QString path = dir.filePath("annotated.pgn");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(all.data(), qint64(all.size()));
        out.close();
        QProcess process;
        process.start(pgnExtract, {"--allownullmoves", "-s", "-o", dir.filePath("copy.pgn"), path});
        QVERIFY(process.waitForFinished(60'000));
        QCOMPARE(process.exitCode(), 0);
        const QString errors = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(!errors.contains(path) && !errors.contains("File "),
                 qPrintable(errors.left(2000)));
        const std::string copy = fileText(dir.filePath("copy.pgn"));
        QCOMPARE(std::int64_t(readAll(copy).size()), total);
    }
};

QTEST_GUILESS_MAIN(TestAnnotator)
#include "tst_annotator.moc"
