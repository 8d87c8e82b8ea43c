// The UCI server: the handshake, options, positions, go parameters, malformed input, and output
// a GUI can read.

#include "chess/notation.h"
#include "chess/random.h"
#include "memorylimit.h"
#include "search/uci.h"

#include <QTest>

#include <mutex>
#include <string>
#include <vector>

using namespace kibitz;

namespace {

// A server whose output lines are collected; each test runs a short script through it.
class Session {
public:
    Session()
        : server_("Kibitz test", [this](const std::string& line) {
            const std::lock_guard lock(mutex_);
            lines_.push_back(line);
        }) {}

    // Sends the lines, waits for any search to finish, returns what the server said.
    std::vector<std::string> run(const std::vector<std::string>& input) {
        for (const std::string& line : input) server_.handle(line);
        server_.waitForSearch();
        return take();
    }
    // What the server has said so far, without waiting for a search.
    std::vector<std::string> take() {
        const std::lock_guard lock(mutex_);
        return std::exchange(lines_, {});
    }
    search::UciServer& server() { return server_; }

private:
    std::mutex mutex_;
    std::vector<std::string> lines_;
    search::UciServer server_;
};

std::vector<std::string> withPrefix(const std::vector<std::string>& lines, const char* prefix) {
    std::vector<std::string> out;
    for (const std::string& line : lines)
        if (line.rfind(prefix, 0) == 0) out.push_back(line);
    return out;
}

} // namespace

class TestUci : public QObject {
    Q_OBJECT

private slots:
    void handshake();
    void goParameters_data();
    void goParameters();
    void goErrors_data();
    void goErrors();
    void infoLine();
    void searchReportsBestMove();
    void positionWithMoves();
    void malformedCommands_data();
    void malformedCommands();
    void nullMoves();
    void everyGoIsAnswered_data();
    void everyGoIsAnswered();
    void hashThatCannotBeAllocated();
    void options();
    void multiPv();
    void depthModel();
    void syzygyPath();
    void infiniteWaitsForStop();
    void quit();
    void garbageNeverCrashes();
};

void TestUci::handshake() {
    Session s;
    const auto out = s.run({"uci", "isready"});
    QCOMPARE(out.front(), std::string("id name Kibitz test"));
    QCOMPARE(out[out.size() - 2], std::string("uciok"));
    QCOMPARE(out.back(), std::string("readyok"));
    const auto options = withPrefix(out, "option ");
    QCOMPARE(options.size(), std::size_t(7));
    QCOMPARE(options[4],
             std::string("option name DepthModel type combo default Plies var Plies var ERS*"));
    QCOMPARE(options[5], std::string("option name SyzygyPath type string default <empty>"));
    QCOMPARE(options.back(), std::string("option name EvalFile type string default <empty>"));
}

void TestUci::goParameters_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<qint64>("moveTime");
    QTest::addColumn<qint64>("whiteTime");
    QTest::addColumn<qint64>("blackIncrement");
    QTest::addColumn<int>("movesToGo");
    QTest::addColumn<bool>("infinite");
    QTest::addRow("depth") << "go depth 7" << 7 << -1LL << -1LL << -1LL << 0LL << -1 << false;
    QTest::addRow("nodes") << "go nodes 5000" << -1 << 5000LL << -1LL << -1LL << 0LL << -1 << false;
    QTest::addRow("movetime") << "go movetime 250" << -1 << -1LL << 250LL << -1LL << 0LL << -1
                              << false;
    QTest::addRow("clock") << "go wtime 60000 btime 50000 winc 1000 binc 500 movestogo 20" << -1
                           << -1LL << -1LL << 60000LL << 500LL << 20 << false;
    QTest::addRow("infinite") << "go infinite" << -1 << -1LL << -1LL << -1LL << 0LL << -1 << true;
    QTest::addRow("mate 3") << "go mate 3" << 5 << -1LL << -1LL << -1LL << 0LL << -1 << false;
    QTest::addRow("huge depth") << "go depth 100000" << search::MaxPly - 1 << -1LL << -1LL << -1LL
                                << 0LL << -1 << false;
    // A GUI sends a negative clock when the time is up: as little time as there can be.
    QTest::addRow("negative clock") << "go wtime -1500 btime -20 winc -3 binc -7" << -1 << -1LL
                                    << -1LL << 0LL << 0LL << -1 << false;
    QTest::addRow("negative movetime")
        << "go movetime -5" << -1 << -1LL << 0LL << -1LL << 0LL << -1 << false;
}

void TestUci::goParameters() {
    QFETCH(QString, command);
    QFETCH(int, depth);
    QFETCH(qint64, nodes);
    QFETCH(qint64, moveTime);
    QFETCH(qint64, whiteTime);
    QFETCH(qint64, blackIncrement);
    QFETCH(int, movesToGo);
    QFETCH(bool, infinite);
    std::vector<std::string> words;
    for (const QString& w : command.split(' ')) words.push_back(w.toStdString());
    const chess::Position pos;
    const auto limits = search::parseGo(words, pos);
    QVERIFY(limits);
    QCOMPARE(limits->depth.value_or(-1), depth);
    QCOMPARE(qint64(limits->nodes ? qint64(*limits->nodes) : -1), nodes);
    QCOMPARE(qint64(limits->moveTime ? limits->moveTime->count() : -1), moveTime);
    QCOMPARE(qint64(limits->time[chess::White] ? limits->time[chess::White]->count() : -1),
             whiteTime);
    QCOMPARE(qint64(limits->increment[chess::Black].count()), blackIncrement);
    QCOMPARE(limits->movesToGo.value_or(-1), movesToGo);
    QCOMPARE(limits->infinite, infinite);
}

void TestUci::goErrors_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("message");
    QTest::addRow("no value") << "go depth"
                              << "'depth' needs a value";
    QTest::addRow("not a number") << "go nodes many"
                                  << "'nodes' needs a whole number, not 'many'";
    QTest::addRow("negative depth") << "go depth -1"
                                    << "'depth' needs a whole number from 0, not '-1'";
    QTest::addRow("negative mate") << "go mate -3"
                                   << "'mate' needs a whole number from 1, not '-3'";
    QTest::addRow("mate 0") << "go mate 0"
                            << "'mate' needs a whole number from 1, not '0'";
    QTest::addRow("overflow") << "go nodes 99999999999999999999"
                              << "'nodes' needs a whole number, not '99999999999999999999'";
    QTest::addRow("searchmoves null move") << "go searchmoves 0000"
                                           << "searchmoves lists no legal move";
    QTest::addRow("unknown") << "go faster 3"
                             << "unknown go parameter 'faster'";
    QTest::addRow("searchmoves none legal") << "go searchmoves e2e5"
                                            << "searchmoves lists no legal move";
}

void TestUci::goErrors() {
    QFETCH(QString, command);
    QFETCH(QString, message);
    std::vector<std::string> words;
    for (const QString& w : command.split(' ')) words.push_back(w.toStdString());
    const auto limits = search::parseGo(words, chess::Position());
    QVERIFY(!limits);
    QCOMPARE(QString::fromStdString(limits.error()), message);
}

void TestUci::infoLine() {
    search::LineInfo info;
    info.depth = 12;
    info.selDepth = 19;
    info.multiPv = 2;
    info.score = 37;
    info.bound = search::Bound::Lower;
    info.nodes = 123456;
    info.nps = 1000000;
    info.hashfull = 17;
    info.time = std::chrono::milliseconds(123);
    chess::Position pos;
    QVERIFY(pos.setFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    info.pv = {*chess::parseUci(pos, "e1g1")};
    QCOMPARE(search::formatInfo(info, pos, true),
             std::string("info depth 12 seldepth 19 multipv 2 score cp 37 lowerbound nodes 123456 "
                         "nps 1000000 hashfull 17 time 123 pv e1g1"));
    info.score = search::matedIn(4);
    info.bound = search::Bound::Exact;
    QCOMPARE(search::formatInfo(info, pos, true),
             std::string("info depth 12 seldepth 19 multipv 2 score mate -2 wdl 0 0 1000 nodes "
                         "123456 nps 1000000 hashfull 17 time 123 pv e1g1"));
    // A table's win 3 plies from the root is no mate: centipawns, 20000 less the plies, with
    // its certain outcome, and the table hits.
    info.score = search::tbWinIn(3);
    info.tbHits = 5;
    QCOMPARE(search::formatInfo(info, pos, true),
             std::string("info depth 12 seldepth 19 multipv 2 score cp 19997 wdl 1000 0 0 nodes "
                         "123456 nps 1000000 hashfull 17 tbhits 5 time 123 pv e1g1"));
    info.score = search::tbLossIn(0);
    QCOMPARE(search::formatInfo(info, pos, false),
             std::string("info depth 12 seldepth 19 multipv 2 score cp -20000 nodes 123456 nps "
                         "1000000 hashfull 17 tbhits 5 time 123 pv e1g1"));
}

void TestUci::searchReportsBestMove() {
    Session s;
    const auto out = s.run({"position fen k7/8/1K6/8/8/8/8/7R w - - 0 1", "go depth 4"});
    QCOMPARE(out.back(), std::string("bestmove h1h8"));
    const auto infos = withPrefix(out, "info depth ");
    QVERIFY(!infos.empty());
    QVERIFY(infos.back().find(" score mate 1 ") != std::string::npos);
}

void TestUci::positionWithMoves() {
    // After 1. f3 e5 2. g4 the only good move is Qh4#.
    Session s;
    const auto out = s.run({"position startpos moves f2f3 e7e5 g2g4", "go depth 3"});
    QCOMPARE(out.back(), std::string("bestmove d8h4"));
}

void TestUci::malformedCommands_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("answer");
    QTest::addRow("unknown") << "fly"
                             << "info string unknown command 'fly'";
    QTest::addRow("position without a kind") << "position"
                                             << "info string position needs 'startpos' or 'fen "
                                                "<FEN>'";
    QTest::addRow("bad FEN") << "position fen 8/8/8/8/8/8/8/8 w - - 0 1"
                             << "info string bad FEN in position: FEN field 1 (piece placement), "
                                "column 1: White has no king";
    QTest::addRow("illegal move") << "position startpos moves e2e4 e2e4"
                                  << "info string illegal move 'e2e4' in position: 'e2e4' is not "
                                     "a legal move here; position unchanged";
    QTest::addRow("junk after position") << "position startpos please"
                                         << "info string unexpected 'please' in position";
    QTest::addRow("setoption without name") << "setoption Hash 3"
                                            << "info string setoption needs 'name <option>'";
    QTest::addRow("unknown option") << "setoption name Speed value 11"
                                    << "info string unknown option 'Speed'";
    QTest::addRow("Hash out of range") << "setoption name Hash value 0"
                                       << "info string Hash must be from 1 to 65536, not '0'";
    QTest::addRow("Hash beyond the max") << "setoption name Hash value 65537"
                                         << "info string Hash must be from 1 to 65536, not "
                                            "'65537'";
    QTest::addRow("null move in check") << "position startpos moves e2e4 f7f6 d1h5 0000"
                                        << "info string illegal move '0000' in position: a null "
                                           "move is not possible in check; position unchanged";
    QTest::addRow("moves after an illegal one") << "position startpos moves e2e4 e7e4 d2d4"
                                                << "info string illegal move 'e7e4' in position: "
                                                   "'e7e4' is not a legal move here; position "
                                                   "unchanged";
    QTest::addRow("MultiPV not a number") << "setoption name MultiPV value all"
                                          << "info string MultiPV must be from 1 to 256, not "
                                             "'all'";
    QTest::addRow("WDL not a boolean") << "setoption name UCI_ShowWDL value yes"
                                       << "info string UCI_ShowWDL must be true or false, not "
                                          "'yes'";
    QTest::addRow("DepthModel unknown") << "setoption name DepthModel value ERS"
                                        << "info string DepthModel must be Plies or ERS*, not "
                                           "'ERS'";
    QTest::addRow("DepthModel without value") << "setoption name DepthModel"
                                              << "info string DepthModel must be Plies or ERS*, "
                                                 "not ''";
}

void TestUci::malformedCommands() {
    QFETCH(QString, command);
    QFETCH(QString, answer);
    Session s;
    const auto out = s.run({command.toStdString()});
    QCOMPARE(out.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(out[0]), answer);
    // The position was left as it was: the start position, where 1. e4 is legal.
    QCOMPARE(s.run({"go depth 1"}).back().substr(0, 9), std::string("bestmove "));
}

// 0000 passes the turn only where the PGN reader allows it (not in check); in check it is an
// illegal move, and the position stays the one set before.
void TestUci::nullMoves() {
    Session s;
    // 1. e4 (Black passes) 2. Qh5: Black to move, in the position the null move made.
    auto out = s.run({"position startpos moves e2e4 0000 d1h5", "go depth 2"});
    chess::Position after;
    after.makeMove(*chess::parseUci(after, "e2e4"));
    after.makeNullMove();
    after.makeMove(*chess::parseUci(after, "d1h5"));
    const std::string best = out.back().substr(9, 4);
    QVERIFY2(chess::parseUci(after, best) && chess::parseUci(after, best)->isOk(), best.c_str());
    // In check (2. Qh5+ after 1... f6) the null move is refused: the position stays as it was.
    out = s.run({"position startpos moves e2e4 f7f6 d1h5 0000", "go depth 3"});
    QCOMPARE(out.front(), std::string("info string illegal move '0000' in position: a null move "
                                      "is not possible in check; position unchanged"));
    QVERIFY2(chess::parseUci(after, out.back().substr(9, 4)), out.back().c_str()); // as before
    QCOMPARE(withPrefix(out, "bestmove").size(), std::size_t(1));
}

// Every go gets exactly one bestmove, whatever its parameters; a malformed one is said in an info
// string and searched to depth 1, a position without a move gets 0000.
void TestUci::everyGoIsAnswered_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("go");
    QTest::addColumn<QString>("infoString"); // empty: none
    QTest::addColumn<QString>("bestMove");   // empty: any legal move
    const QString start = QStringLiteral("position startpos");
    const QString mated =
        QStringLiteral("position startpos moves f2f3 e7e5 g2g4 d8h4"); // White is mated
    const QString stalemate = QStringLiteral("position fen k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    QTest::addRow("negative clock") << start << "go wtime -1000 btime -1000 winc 0 binc 0"
                                    << ""
                                    << "";
    QTest::addRow("negative movetime") << start << "go movetime -1"
                                       << ""
                                       << "";
    QTest::addRow("mate -3") << start << "go mate -3"
                             << "info string go: 'mate' needs a whole number from 1, not '-3'; "
                                "searching to depth 1 instead"
                             << "";
    QTest::addRow("searchmoves none legal")
        << start << "go searchmoves e2e5 depth 3"
        << "info string go: searchmoves lists no legal move; searching to depth 1 instead"
        << "";
    QTest::addRow("unknown parameter") << start << "go quickly"
                                       << "info string go: unknown go parameter 'quickly'; "
                                          "searching to depth 1 instead"
                                       << "";
    QTest::addRow("huge number") << start << "go nodes 99999999999999999999"
                                 << "info string go: 'nodes' needs a whole number, not "
                                    "'99999999999999999999'; searching to depth 1 instead"
                                 << "";
    QTest::addRow("mated") << mated << "go depth 5"
                           << ""
                           << "bestmove 0000";
    QTest::addRow("mated, negative clock") << mated << "go wtime -5 btime -5"
                                           << ""
                                           << "bestmove 0000";
    QTest::addRow("mated, searchmoves") << mated << "go searchmoves e2e4"
                                        << "info string go: searchmoves lists no legal move; "
                                           "searching to depth 1 instead"
                                        << "bestmove 0000";
    QTest::addRow("stalemate") << stalemate << "go movetime 50"
                               << ""
                               << "bestmove 0000";
}

void TestUci::everyGoIsAnswered() {
    QFETCH(QString, position);
    QFETCH(QString, go);
    QFETCH(QString, infoString);
    QFETCH(QString, bestMove);
    Session s;
    const auto out = s.run({position.toStdString(), go.toStdString()});
    const auto strings = withPrefix(out, "info string");
    QCOMPARE(strings.size(), std::size_t(infoString.isEmpty() ? 0 : 1));
    if (!infoString.isEmpty()) QCOMPARE(QString::fromStdString(strings.front()), infoString);
    const auto best = withPrefix(out, "bestmove");
    QCOMPARE(best.size(), std::size_t(1));
    QCOMPARE(out.back(), best.front());
    if (!bestMove.isEmpty()) {
        QCOMPARE(QString::fromStdString(best.front()), bestMove);
    } else {
        chess::Position start;
        const auto move = chess::parseUci(start, best.front().substr(9, 4));
        QVERIFY2(move && move->isOk(), best.front().c_str());
    }
}

// A Hash the machine cannot give is refused, and the old table is kept.
void TestUci::hashThatCannotBeAllocated() {
    Session s;
    QVERIFY(s.run({"setoption name Hash value 1"}).empty());
    std::vector<std::string> out;
    {
        const test::AddressSpaceLimit limit(std::uint64_t(1) << 30);
        out = s.run({"setoption name Hash value 65536"});
    }
    QCOMPARE(out, (std::vector<std::string>{
                      "info string Hash: cannot allocate 65536 MB; the table keeps its 1 MB"}));
    QCOMPARE(s.run({"position fen k7/8/1K6/8/8/8/8/7R w - - 0 1", "go depth 4"}).back(),
             std::string("bestmove h1h8"));
}

void TestUci::options() {
    Session s;
    QVERIFY(s.run({"setoption name Hash value 1", "setoption name Clear Hash",
                   "setoption name UCI_ShowWDL value true"})
                .empty());
    const auto out = s.run({"position fen k7/8/1K6/8/8/8/8/7R w - - 0 1", "go depth 2"});
    QVERIFY(withPrefix(out, "info depth 2 ").back().find(" wdl 1000 0 0 ") != std::string::npos);
}

void TestUci::multiPv() {
    Session s;
    const auto out = s.run({"setoption name MultiPV value 3", "go depth 4"});
    const auto depth4 = withPrefix(out, "info depth 4 ");
    std::vector<std::string> ranks;
    for (const std::string& line : depth4)
        if (line.find(" upperbound") == std::string::npos &&
            line.find(" lowerbound") == std::string::npos)
            ranks.push_back(line.substr(line.find(" multipv ") + 9, 1));
    QCOMPARE(ranks, (std::vector<std::string>{"1", "2", "3"}));
}

void TestUci::depthModel() {
    // C.A.P. 44505 after 1... Rh7: White mates in 4 (2. Nd7+ Rxd7 3. Kxd7 b2 4. h7 b1=Q 5. h8=Q#).
    // At depth 4 only ERS*, where captures and promotions cost a fraction of a ply, sees it.
    const std::string position =
        "position fen 1k3N2/Rp4r1/1P2K2P/8/P7/1p1pP3/3P4/8 b - - 0 1 moves g7h7";
    Session s;
    const auto plies = withPrefix(s.run({position, "go depth 4"}), "info depth 4 ");
    QVERIFY(!plies.empty());
    QVERIFY(plies.back().find(" score mate ") == std::string::npos);
    QVERIFY(s.run({"setoption name DepthModel value ERS*"}).empty());
    const auto ers = s.run({"ucinewgame", position, "go depth 4"});
    QVERIFY(withPrefix(ers, "info depth 4 ").back().find(" score mate 4 ") != std::string::npos);
    QCOMPARE(ers.back(), std::string("bestmove f8d7 ponder h7d7"));
    // Values are not case sensitive; back to plies, no mate at depth 4 again.
    QVERIFY(s.run({"setoption name DepthModel value plies"}).empty());
    const auto again = withPrefix(s.run({"ucinewgame", position, "go depth 4"}), "info depth 4 ");
    QCOMPARE(again.back().find(" score mate "), std::string::npos);
}

// SyzygyPath: the tables are named in an info string and probed by the search. In the wrong rook
// pawn's position (5 pieces) 1. Kxh4 wins: the capture reaches a table's win one ply away
// (cp 19999), where 1. gxh4 would be a draw. An empty path takes the tables away again.
void TestUci::syzygyPath() {
    const std::string position = "position fen 8/8/8/8/B2k3b/6PK/8/8 w - - 0 1";
    Session s;
    const auto opened = s.run({"setoption name SyzygyPath value " KIBITZ_SYZYGY});
    QCOMPARE(opened, std::vector<std::string>{
                         "info string Syzygy: 35 tables of up to 4 pieces in " KIBITZ_SYZYGY});
    const auto out = s.run({position, "go nodes 20000"});
    const auto infos = withPrefix(out, "info depth ");
    QVERIFY(!infos.empty());
    QVERIFY2(infos.back().find(" score cp 19999 ") != std::string::npos, infos.back().c_str());
    QVERIFY2(infos.back().find(" tbhits ") != std::string::npos, infos.back().c_str());
    QCOMPARE(out.back().substr(0, 13), std::string("bestmove h3h4"));
    // A tabled root: only moves that keep the win, scored as the table's win at the root.
    const auto rook = s.run({"position fen 8/8/8/8/8/2k5/1R6/K7 w - - 0 1", "go depth 6"});
    QVERIFY(withPrefix(rook, "info depth 6 ").back().find(" score cp 20000 ") != std::string::npos);
    for (const char* drawing : {"bestmove b2c2", "bestmove b2d2", "bestmove b2b3", "bestmove b2b4"})
        QVERIFY(rook.back().rfind(drawing, 0) != 0);
    // No tables: no hits, and the capture is scored by the evaluation.
    QVERIFY(s.run({"setoption name SyzygyPath value <empty>"}).empty());
    const auto plain = withPrefix(s.run({position, "go nodes 20000"}), "info depth ");
    QCOMPARE(plain.back().find(" tbhits "), std::string::npos);
    QCOMPARE(plain.back().find(" score cp 19999 "), std::string::npos);
    // A folder that cannot be read is named; the search goes on without tables.
    const auto missing = s.run({"setoption name SyzygyPath value /nonexistent/syzygy"});
    QCOMPARE(missing.size(), std::size_t(2));
    QVERIFY(missing[0].rfind("info string /nonexistent/syzygy: cannot be read", 0) == 0);
    QCOMPARE(missing[1], std::string("info string Syzygy: no tables in /nonexistent/syzygy"));
}

void TestUci::infiniteWaitsForStop() {
    Session s;
    s.server().handle("position fen k7/8/1K6/8/8/8/8/7R w - - 0 1");
    s.server().handle("go infinite");
    QTest::qWait(100); // a mate in one is proven at once, yet no bestmove until stop
    s.server().handle("isready");
    const std::vector<std::string> before = s.take();
    QVERIFY(withPrefix(before, "bestmove").empty());
    QCOMPARE(before.back(), std::string("readyok"));
    const auto after = s.run({"stop"});
    QCOMPARE(after.back(), std::string("bestmove h1h8"));
}

void TestUci::quit() {
    Session s;
    QVERIFY(s.server().handle("isready"));
    s.server().handle("go infinite");
    QVERIFY(!s.server().handle("quit")); // stops the search and waits for it
}

void TestUci::garbageNeverCrashes() {
    // Random words from the protocol's vocabulary and beyond, in random order: every line gets a
    // reply or silence, never a crash, and the server still answers isready afterwards.
    const char* vocabulary[] = {"uci",
                                "isready",
                                "position",
                                "startpos",
                                "fen",
                                "moves",
                                "go",
                                "depth",
                                "nodes",
                                "0",
                                "1",
                                "-1",
                                "99999999999999999999",
                                "e2e4",
                                "e7e5",
                                "setoption",
                                "name",
                                "value",
                                "Hash",
                                "MultiPV",
                                "stop",
                                "searchmoves",
                                "movetime",
                                "wtime",
                                "k7/8/8/8/8/8/8/K7",
                                "w",
                                "-",
                                "ucinewgame",
                                "\t",
                                "debug",
                                "ponderhit",
                                "infinite",
                                "xyzzy"};
    chess::Random rng(2026);
    Session s;
    for (int line = 0; line < 400; ++line) {
        std::string text;
        const int words = int(rng.below(8));
        for (int w = 0; w < words; ++w) {
            text += vocabulary[rng.below(std::size(vocabulary))];
            text += ' ';
        }
        if (text.rfind("go", 0) == 0 && text.find("infinite") != std::string::npos)
            text += " depth 1"; // infinite would wait for a stop that may never come
        s.server().handle(text);
        s.server().handle("stop");
    }
    const auto out = s.run({"stop", "isready"});
    QCOMPARE(out.back(), std::string("readyok"));
}

QTEST_GUILESS_MAIN(TestUci)
#include "tst_uci.moc"
