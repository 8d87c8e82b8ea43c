// The evaluation's weights as data: the names, the file's round trip, its errors with line and
// column, the search and the UCI option EvalFile evaluating with the weights of a file.

#include "chess/notation.h"
#include "search/search.h"
#include "search/uci.h"
#include "search/weightsfile.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <mutex>
#include <set>
#include <string>
#include <vector>

using namespace kibitz;
using namespace kibitz::search;

namespace {

// White to move can take the queen on d6 with the knight or the rook on b5 with the a-pawn (the
// king has h2 to go to: no mate on the back rank).
constexpr const char* QueenOrRook = "6k1/8/3q4/1r6/P3N3/7P/5PP1/6K1 w - - 0 1";

// A queen worth nothing, so that the rook is the better catch.
constexpr const char* WorthlessQueen = "material.queen.mg 0\nmaterial.queen.eg 0\n";

std::string write(const QTemporaryDir& dir, const char* name, const std::string& text) {
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

std::string bestMove(const char* fen, std::shared_ptr<const EvalWeights> weights) {
    chess::Position pos;
    if (!pos.setFen(fen)) return "bad FEN";
    TranspositionTable tt(1);
    Searcher searcher(tt);
    Limits limits;
    limits.depth = 4;
    limits.weights = std::move(weights);
    const std::atomic<bool> stop{false};
    const SearchResult result = searcher.run(pos, limits, stop);
    return chess::toUci(pos, result.bestMove);
}

} // namespace

class TestWeightsFile : public QObject {
    Q_OBJECT

private slots:
    void everyWeightHasOneName();
    void roundTrip();
    void aPartialFileKeepsTheOtherWeights();
    void errorsNameTheLineAndColumn_data();
    void errorsNameTheLineAndColumn();
    void aMissingFileIsAnError();
    void writingReplacesTheFileWhole();
    void theSearchEvaluatesWithTheGivenWeights();
    void uciOptionEvalFile();
};

void TestWeightsFile::everyWeightHasOneName() {
    EvalWeights w = defaultWeights();
    const std::vector<WeightRef> refs = namedWeights(w);
    // Material 5 x 2, tables 6 x 64 x 2, mobility 4 x 2, passed pawns 6 x 2, five pawn, bishop
    // and king terms x 2, five rook, knight and threat terms x 2, phase 4, tempo 1.
    QCOMPARE(refs.size(), std::size_t(10 + 768 + 8 + 12 + 10 + 10 + 4 + 1));
    std::set<std::string> names;
    std::set<const int*> numbers;
    for (const WeightRef& ref : refs) {
        names.insert(ref.name);
        numbers.insert(ref.value);
    }
    QCOMPARE(names.size(), refs.size());
    QCOMPARE(numbers.size(), refs.size());
    QCOMPARE(refs.front().name, std::string("material.pawn.mg"));
    QCOMPARE(*refs.front().value, 82);
    QCOMPARE(refs.back().name, std::string("tempo"));
    QCOMPARE(*refs.back().value, 15);
    // The table of a knight from White's side: e4 is rank 4, file e of the written table.
    const auto e4 = std::find_if(refs.begin(), refs.end(),
                                 [](const WeightRef& r) { return r.name == "pst.knight.e4.mg"; });
    QVERIFY(e4 != refs.end());
    QCOMPARE(*e4->value, 20);
    QCOMPARE(e4->value, &w.pieceSquare[chess::Knight][chess::E4].mg);
    // The terms a tuner sets from games (knight outposts among them) weigh nothing in the
    // built-in set.
    const auto outpost = std::find_if(
        refs.begin(), refs.end(), [](const WeightRef& r) { return r.name == "knightOutpost.eg"; });
    QVERIFY(outpost != refs.end());
    QCOMPARE(outpost->value, &w.knightOutpost.eg);
    QCOMPARE(*outpost->value, 0);
}

void TestWeightsFile::roundTrip() {
    EvalWeights changed = defaultWeights();
    changed.pieceSquare[chess::Rook][chess::D7].eg = -37;
    changed.tempo = 9;
    changed.phaseWeight[chess::Queen] = 3;
    const std::string text = formatWeights(changed, "a test");
    QVERIFY(text.starts_with("# a test\nmaterial.pawn.mg 82\nmaterial.pawn.eg 94\n"));
    QVERIFY(text.find("\npst.rook.d7.eg -37\n") != std::string::npos);
    const auto parsed = parseWeights(text, "round trip");
    QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
    QCOMPARE(formatWeights(*parsed, "a test"), text);
    QCOMPARE(parsed->pieceSquare[chess::Rook][chess::D7].eg, -37);
    QCOMPARE(parsed->tempo, 9);
    QCOMPARE(parsed->phaseWeight[chess::Queen], 3);
}

void TestWeightsFile::aPartialFileKeepsTheOtherWeights() {
    const auto parsed =
        parseWeights("# only two\n\n  tempo   +20  # more\r\nbishopPair.eg 61\n", "f");
    QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
    EvalWeights expected = defaultWeights();
    expected.tempo = 20;
    expected.bishopPair.eg = 61;
    QCOMPARE(formatWeights(*parsed), formatWeights(expected));
}

void TestWeightsFile::errorsNameTheLineAndColumn_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown") << "tempo 10\n\n  material.king.mg 0\n"
                             << "w.txt:3:3: unknown weight 'material.king.mg'";
    QTest::newRow("twice") << "tempo 10\n# again\ntempo 11\n"
                           << "w.txt:3:1: 'tempo' is given twice (first on line 1)";
    QTest::newRow("no value") << "isolated.mg\n"
                              << "w.txt:1:12: 'isolated.mg' has no value";
    QTest::newRow("not a number")
        << "doubled.eg 1.5\n"
        << "w.txt:1:12: the value of 'doubled.eg' must be a whole number from -5000 to 5000, "
           "not '1.5'";
    QTest::newRow("too large")
        << "pst.pawn.e4.mg 5001\n"
        << "w.txt:1:16: the value of 'pst.pawn.e4.mg' must be a whole number from -5000 to "
           "5000, not '5001'";
    QTest::newRow("negative phase")
        << "phase.rook -1\n"
        << "w.txt:1:12: the value of 'phase.rook' must be a whole number from 0 to 24, not '-1'";
    QTest::newRow("text after") << "tempo 10 12\n"
                                << "w.txt:1:10: unexpected text after the value of 'tempo'";
}

void TestWeightsFile::errorsNameTheLineAndColumn() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto parsed = parseWeights(text.toStdString(), "w.txt");
    QVERIFY(!parsed);
    QCOMPARE(QString::fromStdString(parsed.error()), error);
}

void TestWeightsFile::aMissingFileIsAnError() {
    const auto read = readWeights("/nonexistent/weights.txt");
    QVERIFY(!read);
    QCOMPARE(read.error(), std::string("/nonexistent/weights.txt: No such file or directory"));
}

void TestWeightsFile::writingReplacesTheFileWhole() {
    QTemporaryDir dir;
    const std::string path = write(dir, "w.txt", "an old file that is not a weights file\n");
    EvalWeights w = defaultWeights();
    w.kingAttack = {-11, -3};
    const auto written = writeWeights(w, path, "tuned");
    QVERIFY2(written, written ? "" : written.error().c_str());
    QVERIFY(!QFile::exists(QString::fromStdString(path + ".part")));
    const auto read = readWeights(path);
    QVERIFY2(read, read ? "" : read.error().c_str());
    QCOMPARE(read->kingAttack, (Score{-11, -3}));
    QCOMPARE(formatWeights(*read), formatWeights(w));
    const auto failed = writeWeights(w, "/nonexistent/w.txt");
    QVERIFY(!failed);
    QCOMPARE(failed.error(), std::string("/nonexistent/w.txt.part: cannot write the weights file"));
}

void TestWeightsFile::theSearchEvaluatesWithTheGivenWeights() {
    QCOMPARE(bestMove(QueenOrRook, nullptr), std::string("e4d6"));
    const auto weights = parseWeights(WorthlessQueen, "worthless queen");
    QVERIFY(weights);
    QCOMPARE(bestMove(QueenOrRook, std::make_shared<const EvalWeights>(*weights)),
             std::string("a4b5"));
    // The evaluation itself: the tempo is added for the side to move.
    EvalWeights tempo = defaultWeights();
    tempo.tempo = 40;
    const chess::Position start;
    QCOMPARE(evaluate(start, tempo) - evaluate(start), 25);
}

void TestWeightsFile::uciOptionEvalFile() {
    QTemporaryDir dir;
    const std::string good = write(dir, "queen.txt", WorthlessQueen);
    const std::string bad = write(dir, "bad.txt", "tempo 10\n\ntempo x\n");
    std::mutex mutex;
    std::vector<std::string> lines;
    UciServer server("test", [&](const std::string& line) {
        const std::lock_guard lock(mutex);
        lines.push_back(line);
    });
    const auto run = [&](const std::vector<std::string>& input) {
        for (const std::string& line : input) server.handle(line);
        server.waitForSearch();
        const std::lock_guard lock(mutex);
        std::vector<std::string> out;
        for (const std::string& line : lines)
            if (!line.starts_with("info depth")) // the move without its ponder move
                out.push_back(line.starts_with("bestmove") ? line.substr(0, 13) : line);
        lines.clear();
        return out;
    };
    const std::string position = std::string("position fen ") + QueenOrRook;

    QCOMPARE(run({"setoption name EvalFile value " + bad, position, "go depth 4"}),
             (std::vector<std::string>{"info string EvalFile: " + bad +
                                           ":3:1: 'tempo' is given twice (first on line 1); the "
                                           "weights stay the built-in ones",
                                       "bestmove e4d6"}));
    QCOMPARE(run({"setoption name EvalFile value " + good, position, "go depth 4"}),
             (std::vector<std::string>{"info string EvalFile: the weights of " + good,
                                       "bestmove a4b5"}));
    const auto handshake = run({"uci"});
    QVERIFY(std::find(handshake.begin(), handshake.end(),
                      "option name EvalFile type string default " + good) != handshake.end());
    QCOMPARE(run({"setoption name EvalFile value /nonexistent", position, "go depth 4"}),
             (std::vector<std::string>{"info string EvalFile: /nonexistent: No such file or "
                                       "directory; the weights stay those of " +
                                           good,
                                       "bestmove a4b5"}));
    QCOMPARE(
        run({"setoption name EvalFile value <empty>", position, "go depth 4"}),
        (std::vector<std::string>{"info string EvalFile: the built-in weights", "bestmove e4d6"}));
}

QTEST_GUILESS_MAIN(TestWeightsFile)
#include "tst_weightsfile.moc"
