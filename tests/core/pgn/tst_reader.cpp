// The PGN reader: real files, each tolerance, each error, the game index, and streaming through
// buffer boundaries.

#include "chess/notation.h"
#include "pgn/reader.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace kibitz;
using pgn::GameReport;
using pgn::GameTree;
using pgn::NodeId;

namespace {

const QString DataDir = QStringLiteral(KIBITZ_TEST_DATA "/pgn/");

// A file of tests/data/pgn, or with "shared/" first, of the real games in ../shared/data/pgn.
QString dataPath(const QString& name) {
    const QString shared = QStringLiteral("shared/");
    return name.startsWith(shared)
               ? QStringLiteral(KIBITZ_SHARED_DATA "/pgn/") + name.mid(shared.size())
               : DataDir + name;
}

struct ReadGame {
    pgn::Game game;
    GameReport report; // without its text, which dies with the reader
};

std::vector<ReadGame> readAll(pgn::PgnReader& reader) {
    std::vector<ReadGame> games;
    pgn::Game game;
    while (reader.readGame(game)) {
        GameReport report = reader.report();
        report.text = {};
        games.push_back({game, std::move(report)});
    }
    return games;
}

std::vector<ReadGame> readFile(const QString& relative) {
    auto reader = pgn::PgnReader::open(dataPath(relative).toStdString());
    if (!reader) qFatal("cannot open %s", qPrintable(relative));
    return readAll(**reader);
}

std::string fileBytes(const QString& relative) {
    QFile file(dataPath(relative));
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(relative));
    return file.readAll().toStdString();
}

// The SAN of the moves of the line that starts at `first` and follows first children.
QString lineText(const GameTree& tree, NodeId first) {
    QStringList words;
    chess::Position pos = tree.positionAt(tree.parent(first));
    for (NodeId n = first; n != pgn::NoNode; n = tree.firstChild(n)) {
        const chess::Move m = tree.move(n);
        words << QString::fromStdString(chess::toSan(pos, m));
        if (m.isNull())
            pos.makeNullMove();
        else
            pos.makeMove(m);
    }
    return words.join(QLatin1Char(' '));
}

QString mainLineText(const pgn::Game& game) {
    return lineText(game.tree(), game.tree().firstChild(GameTree::root()));
}

int mainLinePlies(const GameTree& tree) {
    return int(tree.mainLine().size()) - 1;
}

NodeId mainLineNode(const GameTree& tree, int ply) {
    return tree.mainLine().at(std::size_t(ply));
}

QString tagValue(const pgn::Game& game, const char* name) {
    const std::string* value = game.tag(name);
    return value ? QString::fromStdString(*value) : QStringLiteral("<none>");
}

QString comment(const std::string& text) {
    return QString::fromStdString(text);
}

// Hands out its text a few bytes at a time, so that games, tokens, comments and line ends
// straddle every possible refill of the reader's buffer.
class TricklingSource final : public pgn::ByteSource {
public:
    explicit TricklingSource(std::string text)
        : text_(std::move(text)) {}
    std::size_t read(char* buffer, std::size_t size) override {
        const std::size_t n = std::min({size, text_.size() - position_, 1 + step_++ % 7});
        std::copy_n(text_.data() + position_, n, buffer);
        position_ += n;
        return n;
    }

private:
    std::string text_;
    std::size_t position_ = 0;
    std::size_t step_ = 0;
};

} // namespace

class TestReader : public QObject {
    Q_OBJECT

private slots:
    void realFiles_data();
    void realFiles();
    void byteOrderMarkAndCrLf();
    void latin1();
    void escapeLines();
    void aRunOfNulBytesStopsTheReading();
    void theMoveLimitKeepsTheFirstMovesAndSaysWhere();
    void restOfLineComments();
    void nestedVariations();
    void moveNumbers();
    void glyphs();
    void nullMoves();
    void results();
    void emptyLines();
    void gamesWithoutTags();
    void setUpPositions();
    void errors_data();
    void errors();
    void goodGamesAroundErrors();
    void columnsCountCharacters();
    void gameIndex();
    void gameIndexCancels();
    void tricklingInputReadsTheSame_data();
    void tricklingInputReadsTheSame();
    void gameLargerThanTheBuffer();
    void rawTextOfEachGame();
};

void TestReader::realFiles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("plies");
    QTest::addColumn<int>("warnings");
    // Games and main-line plies as pgn-extract counts them (pgn-extract --plycount, summed).
    // Karpov.pgn has one game whose names are ISO 8859-1: read, converted, and reported.
    QTest::addRow("anastasian-lewis") << "shared/anastasian-lewis.pgn" << 1 << 84 << 0;
    QTest::addRow("annotated-all") << "shared/annotated/all.pgn" << 48 << 4222 << 0;
    QTest::addRow("chessbase-empty-line") << "shared/chessbase-empty-line.pgn" << 1 << 134 << 0;
    QTest::addRow("kasparov-deep-blue") << "shared/kasparov-deep-blue-1997.pgn" << 6 << 519 << 0;
    QTest::addRow("molinari-bordais") << "shared/molinari-bordais-1979.pgn" << 1 << 10 << 0;
    QTest::addRow("nepomniachtchi-liren")
        << "shared/nepomniachtchi-liren-game1.pgn" << 1 << 97 << 0;
    QTest::addRow("stockfish-learning") << "shared/stockfish-learning.pgn" << 1 << 154 << 0;
    QTest::addRow("uci-moves") << "shared/uci-moves.pgn" << 1 << 113 << 0;
    QTest::addRow("utf8-bom") << "shared/utf8-bom.pgn" << 2 << 0 << 0;
    QTest::addRow("twic944") << "shared/twic/twic944.pgn" << 2953 << 240964 << 0;
    QTest::addRow("Fischer") << "shared/masters/Fischer.pgn" << 827 << 67340 << 0;
    QTest::addRow("Karpov") << "shared/masters/Karpov.pgn" << 3475 << 290038 << 1;
}

void TestReader::realFiles() {
    QFETCH(QString, file);
    QFETCH(int, games);
    QFETCH(int, plies);
    QFETCH(int, warnings);
    const auto read = readFile(file);
    QCOMPARE(int(read.size()), games);
    int totalPlies = 0;
    int totalWarnings = 0;
    for (const ReadGame& g : read) {
        if (g.report.error) QFAIL(g.report.error->toString().c_str());
        totalPlies += mainLinePlies(g.game.tree());
        totalWarnings += int(g.report.warnings.size());
        QVERIFY(!g.game.tree().checkInvariants());
    }
    QCOMPARE(totalPlies, plies);
    QCOMPARE(totalWarnings, warnings);
}

void TestReader::byteOrderMarkAndCrLf() {
    const auto read = readFile("edge/bom-crlf.pgn");
    QCOMPARE(read.size(), std::size_t(1));
    const pgn::Game& game = read[0].game;
    QCOMPARE(tagValue(game, "Event"), QStringLiteral("BOM and CRLF"));
    QCOMPARE(game.tags().front().name, std::string("Event"));
    QCOMPARE(mainLineText(game), QStringLiteral("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#"));
    // A line break inside a comment (CRLF here) reads as one space.
    QCOMPARE(comment(game.tree().commentAfter(mainLineNode(game.tree(), 6))),
             QStringLiteral("A comment over two lines"));
    QCOMPARE(game.result(), std::string_view("1-0"));
    QVERIFY(read[0].report.warnings.empty());
}

void TestReader::latin1() {
    const auto read = readFile("edge/latin1.pgn");
    QCOMPARE(read.size(), std::size_t(2));
    const pgn::Game& first = read[0].game;
    QCOMPARE(tagValue(first, "White"), QStringLiteral("Müller, Jürgen"));
    QCOMPARE(tagValue(first, "Black"), QStringLiteral("Niño"));
    // 0x93 and 0x94 are Windows-1252's curly quotes.
    QCOMPARE(comment(first.tree().commentAfter(mainLineNode(first.tree(), 1))),
             QStringLiteral("Caïssa “quoted”"));
    QCOMPARE(read[0].report.warnings.size(), std::size_t(1));
    QVERIFY(read[0].report.warnings[0].message.find("Windows-1252") != std::string::npos);
    // The decision is made per game: the next game is UTF-8 and stays so.
    QCOMPARE(tagValue(read[1].game, "White"), QStringLiteral("Müller"));
    QVERIFY(read[1].report.warnings.empty());
}

void TestReader::aRunOfNulBytesStopsTheReading() {
    // Text, then zeros: what a crash leaves in a file whose end was reserved, or /dev/zero.
    std::string text = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 d5 2. c4 ";
    text += std::string(4 * 1024 * 1024, '\0');
    auto reader = pgn::PgnReader::fromText(text);
    const auto games = readAll(*reader);
    QCOMPARE(games.size(), std::size_t(2));
    QVERIFY(!games[0].report.error);
    QVERIFY(!games[1].report.error);
    QCOMPARE(games[1].game.tree().size(), 4); // the root and the three moves before the zeros
    QCOMPARE(reader->ioError(), std::string("line 7, column 16: 4096 NUL bytes in a row, which no "
                                            "PGN text holds (is this a binary file?): reading "
                                            "stopped there"));
    // Only zeros: no game.
    auto zeros = pgn::PgnReader::fromText(std::string(5000, '\0'));
    QVERIFY(readAll(*zeros).empty());
    QCOMPARE(zeros->ioError(), std::string("line 1, column 1: 4096 NUL bytes in a row, which no "
                                           "PGN text holds (is this a binary file?): reading "
                                           "stopped there"));
    // A few stray NUL bytes are read as any other byte.
    auto stray = pgn::PgnReader::fromText("1. e4 {a" + std::string(4095, '\0') + "} e5 *");
    const auto strayGames = readAll(*stray);
    QCOMPARE(strayGames.size(), std::size_t(1));
    QCOMPARE(strayGames[0].game.tree().size(), 3);
    QVERIFY(stray->ioError().empty());
}

void TestReader::theMoveLimitKeepsTheFirstMovesAndSaysWhere() {
    // Eight moves, a variation of two, two more: with a limit of 11, the 12th (the last "Nf6",
    // at column 68 of line 3) is where the reading stops; the next game is whole.
    const std::string text = "[Event \"a\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 "
                             "(4... d5 5. d4) 5. Nf3 Nf6 *\n\n[Event \"b\"]\n\n1. e4 *\n";
    auto reader = pgn::PgnReader::fromText(text);
    reader->setMoveLimit(11);
    const auto games = readAll(*reader);
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[0].game.tree().size(), 12); // the root and 11 moves
    QVERIFY(games[0].report.error);
    const pgn::PgnError& error = *games[0].report.error;
    QCOMPARE(error.line, std::int64_t(3));
    QCOMPARE(error.column, 68);
    QCOMPARE(error.token, std::string("Nf6"));
    QCOMPARE(error.message, std::string("the game has more than 11 moves (its main line and "
                                        "variations together), more than Kibitz takes in one "
                                        "game"));
    QVERIFY(!games[1].report.error);
    // No limit: the whole game.
    auto whole = pgn::PgnReader::fromText(text);
    QCOMPARE(readAll(*whole)[0].game.tree().size(), 13);
}

void TestReader::escapeLines() {
    const auto read = readFile("edge/escape-lines.pgn");
    QCOMPARE(read.size(), std::size_t(1));
    QCOMPARE(mainLineText(read[0].game), QStringLiteral("e4 e5 Nf3"));
    QVERIFY(!read[0].report.error);
    QCOMPARE(read[0].report.line, std::int64_t(3));
}

void TestReader::restOfLineComments() {
    const auto read = readFile("edge/semicolon-comments.pgn");
    QCOMPARE(read.size(), std::size_t(1));
    const pgn::Game& game = read[0].game;
    QCOMPARE(mainLineText(game), QStringLiteral("e4 e5 Nf3 Nc6"));
    // Braces and parentheses inside a ';' comment are text.
    QCOMPARE(comment(game.tree().commentAfter(mainLineNode(game.tree(), 1))),
             QStringLiteral("the king pawn } { ( are text here"));
    QCOMPARE(comment(game.tree().commentAfter(mainLineNode(game.tree(), 4))),
             QStringLiteral("again"));
    QCOMPARE(game.result(), std::string_view("1/2-1/2"));
}

void TestReader::nestedVariations() {
    const auto read = readFile("edge/nested-variations.pgn");
    QCOMPARE(read.size(), std::size_t(1));
    const GameTree& tree = read[0].game.tree();
    QCOMPARE(mainLineText(read[0].game), QStringLiteral("e4 e5 Nf3 Nc6"));
    // 1... e5 has the alternatives 1... c5 and 1... e6, in that order.
    const auto afterE4 = tree.children(mainLineNode(tree, 1));
    QCOMPARE(afterE4.size(), std::size_t(3));
    QCOMPARE(lineText(tree, afterE4[1]), QStringLiteral("c5 Nf3 d6"));
    QCOMPARE(lineText(tree, afterE4[2]), QStringLiteral("e6"));
    // Inside 1... c5: 2. Nf3 has the alternative 2. c3 d5 3. exd5, whose 2... d5 has 2... Nf6 3.
    // e5.
    const auto afterC5 = tree.children(afterE4[1]);
    QCOMPARE(afterC5.size(), std::size_t(2));
    QCOMPARE(lineText(tree, afterC5[1]), QStringLiteral("c3 d5 exd5"));
    const auto afterC3 = tree.children(afterC5[1]);
    QCOMPARE(afterC3.size(), std::size_t(2));
    QCOMPARE(lineText(tree, afterC3[1]), QStringLiteral("Nf6 e5"));
    // 2. Nf3 of the main line has the alternative 2. f4 exf4.
    const auto afterE5 = tree.children(mainLineNode(tree, 2));
    QCOMPARE(afterE5.size(), std::size_t(2));
    QCOMPARE(lineText(tree, afterE5[1]), QStringLiteral("f4 exf4"));
    QCOMPARE(tree.size(), 1 + 4 + 3 + 1 + 3 + 2 + 2);
}

void TestReader::moveNumbers() {
    const auto read = readFile("edge/move-numbers.pgn");
    QCOMPARE(read.size(), std::size_t(1));
    QVERIFY(!read[0].report.error);
    QCOMPARE(mainLineText(read[0].game), QStringLiteral("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O"));
}

void TestReader::glyphs() {
    const auto read = readFile("edge/glyphs.pgn");
    QCOMPARE(read.size(), std::size_t(1));
    QVERIFY(!read[0].report.error);
    QVERIFY(read[0].report.warnings.empty());
    const GameTree& tree = read[0].game.tree();
    // Suffixes !, ?, !!, ??, !?, ?! are NAGs 1 to 6; += and ± are 14 and 16; N is a novelty.
    const std::vector<std::vector<pgn::Nag>> expected = {{1},  {2},  {3},  {4},     {5},  {6},
                                                         {14}, {14}, {16}, {1, 36}, {146}};
    const auto line = tree.mainLine();
    QCOMPARE(line.size(), expected.size() + 1);
    for (std::size_t ply = 1; ply < line.size(); ++ply) {
        const auto nags = tree.nags(line[ply]);
        QCOMPARE(std::vector<pgn::Nag>(nags.begin(), nags.end()), expected[ply - 1]);
    }
}

void TestReader::nullMoves() {
    const auto read = readFile("edge/null-moves.pgn");
    QCOMPARE(read.size(), std::size_t(1));
    QVERIFY(!read[0].report.error);
    const GameTree& tree = read[0].game.tree();
    QCOMPARE(mainLineText(read[0].game), QStringLiteral("e4 -- d4 -- c4"));
    QVERIFY(tree.move(mainLineNode(tree, 2)).isNull());
    QVERIFY(tree.move(mainLineNode(tree, 4)).isNull()); // written Z0
    const auto variation = tree.children(mainLineNode(tree, 3));
    QCOMPARE(variation.size(), std::size_t(2));
    QCOMPARE(lineText(tree, variation[1]), QStringLiteral("d5 -- e5"));
}

void TestReader::results() {
    const auto read = readFile("edge/results.pgn");
    QCOMPARE(read.size(), std::size_t(4));
    // No result after the moves: the game ends at the next tag line; the tag stays.
    QCOMPARE(read[0].game.result(), std::string_view("1-0"));
    QCOMPARE(read[0].report.warnings.size(), std::size_t(1));
    QCOMPARE(read[0].report.warnings[0].message,
             std::string("the game has no result after its moves"));
    // A result that contradicts the tag: the tag is kept, and the user told.
    QCOMPARE(read[1].game.result(), std::string_view("0-1"));
    QCOMPARE(read[1].report.warnings.size(), std::size_t(1));
    QCOMPARE(read[1].report.warnings[0].line, std::int64_t(9));
    QCOMPARE(read[1].report.warnings[0].column, 10);
    QCOMPARE(read[1].report.warnings[0].token, std::string("1-0"));
    // No Result tag: the result after the moves becomes one.
    QCOMPARE(tagValue(read[2].game, "Result"), QStringLiteral("1/2-1/2"));
    QVERIFY(read[2].report.warnings.empty());
    // ½-½ is a draw.
    QCOMPARE(read[3].game.result(), std::string_view("1/2-1/2"));
    QVERIFY(read[3].report.warnings.empty());
}

void TestReader::emptyLines() {
    const auto read = readFile("edge/empty-lines.pgn");
    QCOMPARE(read.size(), std::size_t(1));
    QCOMPARE(read[0].game.tags().size(), std::size_t(3));
    QCOMPARE(tagValue(read[0].game, "Result"), QStringLiteral("*"));
    QCOMPARE(mainLineText(read[0].game), QStringLiteral("e4 e5 Nf3 Nc6"));
}

void TestReader::gamesWithoutTags() {
    const auto read = readFile("edge/no-tags.pgn");
    QCOMPARE(read.size(), std::size_t(3));
    QCOMPARE(mainLineText(read[0].game), QStringLiteral("e4 e5 Nf3"));
    QCOMPARE(read[0].game.result(), std::string_view("1-0"));
    QCOMPARE(mainLineText(read[1].game), QStringLiteral("d4 d5"));
    QCOMPARE(read[1].game.result(), std::string_view("0-1"));
    QCOMPARE(read[2].report.line, std::int64_t(4));
    QCOMPARE(comment(read[2].game.tree().commentAfter(GameTree::root())),
             QStringLiteral("A comment first"));
    QCOMPARE(mainLineText(read[2].game), QStringLiteral("c4"));
    for (const ReadGame& g : read) QVERIFY(g.report.warnings.empty());
}

void TestReader::setUpPositions() {
    const auto read = readFile("edge/setup.pgn");
    QCOMPARE(read.size(), std::size_t(2));
    QCOMPARE(read[0].game.tree().startFen(), std::string("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"));
    QCOMPARE(mainLineText(read[0].game), QStringLiteral("Kd7 e4 Ke6"));
    QVERIFY(read[1].game.tree().isChess960());
    QCOMPARE(mainLineText(read[1].game), QStringLiteral("O-O O-O-O d4"));
    for (const ReadGame& g : read) QVERIFY(!g.report.error);
}

void TestReader::errors_data() {
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("kept"); // the main line read before the error

    QTest::addRow("illegal move") << 1 << 4 << 13 << "Ke3"
                                  << "illegal move 'Ke3': 'Ke3' is illegal here: no white king "
                                     "can move to e3"
                                  << "e4 e5";
    QTest::addRow("ambiguous move")
        << 3 << 14 << 36 << "Nb5"
        << "ambiguous move 'Nb5': 'Nb5' is ambiguous: the white knights on c3 and d4 can each "
           "move to b5"
        << "Nf3 Nf6 Nc3 Nc6 Nd4 d6";
    QTest::addRow("unreadable token")
        << 5 << 24 << 13 << "hello"
        << "unreadable move 'hello': 'hello' is not a move: expected a destination square such "
           "as e4"
        << "e4 e5";
    QTest::addRow("runaway comment") << 6 << 29 << 7 << "{"
                                     << "a comment is not closed: '}' is missing"
                                     << "e4";
    QTest::addRow("unclosed variation") << 8 << 40 << 17 << "*"
                                        << "a result inside a variation: ')' is missing"
                                        << "e4";
    QTest::addRow("stray parenthesis") << 10 << 50 << 7 << ")"
                                       << "')' closes no variation"
                                       << "e4";
    QTest::addRow("castling rights without a rook")
        << 11 << 54 << 53 << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1"
        << "bad FEN in the FEN tag: FEN field 3 (castling rights), column 47: castling right "
           "'K' but there is no white rook on h1"
        << "";
    QTest::addRow("no king") << 12 << 61 << 7 << "8/8/8/8/8/8/8/8 w - - 0 1"
                             << "bad FEN in the FEN tag: FEN field 1 (piece placement), column "
                                "1: White has no king"
                             << "";
    QTest::addRow("NAG out of range") << 13 << 69 << 7 << "$300"
                                      << "NAG $300 is out of range ($0-$255)"
                                      << "e4";
    QTest::addRow("variation before any move")
        << 14 << 74 << 1 << "("
        << "a variation must follow the move it is an alternative to"
        << "";
}

void TestReader::errors() {
    QFETCH(int, game);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, token);
    QFETCH(QString, message);
    QFETCH(QString, kept);
    const auto read = readFile("edge/errors.pgn");
    QCOMPARE(read.size(), std::size_t(15));
    const ReadGame& g = read.at(std::size_t(game - 1));
    QVERIFY(g.report.error);
    const pgn::PgnError& e = *g.report.error;
    QCOMPARE(int(e.game), game);
    QCOMPARE(int(e.line), line);
    QCOMPARE(e.column, column);
    QCOMPARE(QString::fromStdString(e.token), token);
    QCOMPARE(QString::fromStdString(e.message), message);
    QCOMPARE(mainLineText(g.game), kept);
    QVERIFY(!g.game.tree().checkInvariants());
}

void TestReader::goodGamesAroundErrors() {
    // Each broken game is followed by a good one, which must be read whole.
    const auto read = readFile("edge/errors.pgn");
    QCOMPARE(read.size(), std::size_t(15));
    const std::vector<std::pair<int, QString>> good = {
        {2, "d4"}, {4, "c4"}, {7, "f4"}, {9, "g3"}, {15, "b3 e5"}};
    for (const auto& [number, moves] : good) {
        const ReadGame& g = read.at(std::size_t(number - 1));
        QVERIFY2(!g.report.error, qPrintable(QStringLiteral("game %1").arg(number)));
        QCOMPARE(tagValue(g.game, "Event").left(4), QStringLiteral("Good"));
        QCOMPARE(mainLineText(g.game), moves);
    }
    QCOMPARE(read[6].game.result(), std::string_view("1-0"));
}

void TestReader::columnsCountCharacters() {
    // Three two-byte characters before the bad move: its column counts characters (21), not
    // bytes (24).
    auto reader = pgn::PgnReader::fromText("1. e4 {Ünïcö} e5 2. Kxx *\n");
    pgn::Game game;
    QVERIFY(reader->readGame(game));
    QVERIFY(reader->report().error);
    QCOMPARE(reader->report().error->column, 21);
    QCOMPARE(reader->report().error->token, std::string("Kxx"));
}

void TestReader::gameIndex() {
    for (const QString& file :
         {QStringLiteral("edge/errors.pgn"), QStringLiteral("shared/masters/Karpov.pgn"),
          QStringLiteral("edge/no-tags.pgn")}) {
        const auto sequential = readFile(file);
        const auto index = pgn::buildGameIndex(dataPath(file).toStdString());
        QVERIFY(index);
        QCOMPARE(index->size(), sequential.size());
        for (std::size_t k = 0; k < index->size(); ++k) {
            QCOMPARE((*index)[k].offset, sequential[k].report.offset);
            QCOMPARE((*index)[k].line, sequential[k].report.line);
        }
        // Game N read through the index is game N read in order, down to its error report.
        for (const std::size_t k : {std::size_t(0), index->size() / 2, index->size() - 1}) {
            pgn::Game game;
            const auto report = pgn::readGameAt(dataPath(file).toStdString(), (*index)[k],
                                                std::int64_t(k + 1), game);
            QVERIFY(report);
            QCOMPARE(report->number, std::int64_t(k + 1));
            QVERIFY(pgn::sameContent(game.tree(), sequential[k].game.tree()));
            QCOMPARE(game.tags(), sequential[k].game.tags());
            QCOMPARE(bool(report->error), bool(sequential[k].report.error));
            if (report->error) QCOMPARE(report->error->line, sequential[k].report.error->line);
        }
    }
    const auto missing = pgn::buildGameIndex("/nonexistent/file.pgn");
    QVERIFY(!missing);
    QCOMPARE(missing.error(), std::string("/nonexistent/file.pgn: No such file or directory"));
}

void TestReader::gameIndexCancels() {
    int calls = 0;
    const auto index = pgn::buildGameIndex(dataPath("shared/twic/twic944.pgn").toStdString(),
                                           [&calls](std::int64_t) { return ++calls < 1; });
    QVERIFY(!index);
    QCOMPARE(calls, 1);
    QVERIFY(index.error().find("cancelled") != std::string::npos);
}

void TestReader::tricklingInputReadsTheSame_data() {
    QTest::addColumn<QString>("file");
    for (const char* file : {"shared/annotated/all.pgn", "shared/utf8-bom.pgn", "edge/errors.pgn",
                             "edge/bom-crlf.pgn", "edge/latin1.pgn", "edge/escape-lines.pgn",
                             "edge/no-tags.pgn", "edge/results.pgn", "edge/semicolon-comments.pgn"})
        QTest::addRow("%s", file) << QString::fromLatin1(file);
}

void TestReader::tricklingInputReadsTheSame() {
    QFETCH(QString, file);
    const auto whole = readFile(file);
    pgn::PgnReader reader(std::make_unique<TricklingSource>(fileBytes(file)));
    const auto trickled = readAll(reader);
    QCOMPARE(trickled.size(), whole.size());
    for (std::size_t k = 0; k < whole.size(); ++k) {
        QVERIFY(pgn::sameContent(trickled[k].game.tree(), whole[k].game.tree()));
        QCOMPARE(trickled[k].game.tags(), whole[k].game.tags());
        QCOMPARE(trickled[k].report.offset, whole[k].report.offset);
        QCOMPARE(trickled[k].report.line, whole[k].report.line);
        QCOMPARE(bool(trickled[k].report.error), bool(whole[k].report.error));
        if (whole[k].report.error)
            QCOMPARE(trickled[k].report.error->message, whole[k].report.error->message);
    }
}

void TestReader::gameLargerThanTheBuffer() {
    // A 3 MiB comment: the reader's 1 MiB buffer must grow for this game, and nothing is cut.
    const std::string longText(3 << 20, 'x');
    const std::string text = "[Event \"Long\"]\n\n1. e4 {" + longText + "} e5 *\n\n1. d4 *\n";
    auto reader = pgn::PgnReader::fromText(text);
    const auto read = readAll(*reader);
    QCOMPARE(read.size(), std::size_t(2));
    QCOMPARE(read[0].game.tree().commentAfter(mainLineNode(read[0].game.tree(), 1)).size(),
             longText.size());
    QCOMPARE(mainLineText(read[0].game), QStringLiteral("e4 e5"));
    QCOMPARE(mainLineText(read[1].game), QStringLiteral("d4"));
}

void TestReader::rawTextOfEachGame() {
    // report().text is the game exactly as in the input: a program can pass a bad game through.
    const std::string bytes = fileBytes("edge/errors.pgn");
    auto reader = pgn::PgnReader::fromText(bytes);
    pgn::Game game;
    QVERIFY(reader->readGame(game));
    QCOMPARE(std::string(reader->report().text),
             std::string("[Event \"Illegal move\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 Nc6 *"));
    QVERIFY(reader->readGame(game));
    QCOMPARE(reader->report().offset, std::int64_t(bytes.find("[Event \"Good 1\"]")));
}

QTEST_APPLESS_MAIN(TestReader)
#include "tst_reader.moc"
