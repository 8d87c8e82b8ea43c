// SAN and UCI move text: printing, the sloppy forms real files contain, rejections with reasons,
// round trips over every legal move of many positions, and SAN written by other programs (the
// best moves and mating lines of published EPD test suites).

#include "chess/movegen.h"
#include "chess/notation.h"
#include "randomgames.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace kibitz::chess;
using ErrorKind = MoveTextError::Kind;

Q_DECLARE_METATYPE(MoveTextError::Kind)

namespace {

constexpr const char* Kiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* Promotion = "3qk3/4P3/8/8/8/8/8/4K3 w - - 0 1";
constexpr const char* EnPassant = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
constexpr const char* TwoKnights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
constexpr const char* PinnedKnight = "4r1k1/8/8/8/8/8/4N3/4K2N w - - 0 1";
constexpr const char* Chess960 = "1k6/8/8/8/8/8/8/R1R3K1 w C - 0 1";

Position fromFen(const QString& fen, bool chess960 = false) {
    Position pos;
    const auto set = pos.setFen(fen.toStdString(), chess960);
    if (!set) qFatal("bad test FEN: %s", set.error().toString().c_str());
    return pos;
}

// The positions and SAN fields of an EPD file: "<4 FEN fields> opcode operands; ...".
struct EpdLine {
    QString fen;
    QString bestMoves; // "bm" operands
    QString pv;        // "pv" operands
    int mateInPlies;   // from "ce": 32767 - |ce| for a mate score, else -1
    int lineNumber;
};

std::vector<EpdLine> readEpd(const QString& name) {
    QFile file(QStringLiteral(KIBITZ_SHARED_DATA "/epd/") + name);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(name));
    std::vector<EpdLine> lines;
    int number = 0;
    static const QRegularExpression opcode(QStringLiteral("\\b(bm|pv|ce) ([^;]*);"));
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        ++number;
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() < 4) continue;
        EpdLine epd{words.mid(0, 4).join(QLatin1Char(' ')), {}, {}, -1, number};
        const QString operations = line.section(QLatin1Char(' '), 4);
        for (auto it = opcode.globalMatch(operations); it.hasNext();) {
            const auto match = it.next();
            if (match.captured(1) == QLatin1String("bm"))
                epd.bestMoves = match.captured(2);
            else if (match.captured(1) == QLatin1String("pv"))
                epd.pv = match.captured(2);
            else if (const int ce = match.captured(2).toInt(); std::abs(ce) > 32000)
                epd.mateInPlies = 32767 - std::abs(ce);
        }
        lines.push_back(epd);
    }
    return lines;
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void printSan_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QString>("san");
        const QString start = QString::fromLatin1(Position::StartFen.data());
        QTest::addRow("pawn push") << start << false << "e2e4"
                                   << "e4";
        QTest::addRow("knight") << start << false << "g1f3"
                                << "Nf3";
        QTest::addRow("by file") << TwoKnights << false << "b1d2"
                                 << "Nbd2";
        QTest::addRow("by file, other knight") << TwoKnights << false << "f3d2"
                                               << "Nfd2";
        QTest::addRow("by rank") << "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1" << false << "a1a3"
                                 << "R1a3";
        QTest::addRow("by rank, other rook") << "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1" << false << "a5a3"
                                             << "R5a3";
        const QString threeQueens = QStringLiteral("8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1");
        QTest::addRow("by square") << threeQueens << false << "h4e1"
                                   << "Qh4e1";
        QTest::addRow("by file among three") << threeQueens << false << "e4e1"
                                             << "Qee1";
        QTest::addRow("by rank among three") << threeQueens << false << "h1e1"
                                             << "Q1e1";
        QTest::addRow("pinned rival needs no disambiguation") << PinnedKnight << false << "h1g3"
                                                              << "Ng3";
        QTest::addRow("pawn capture")
            << "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" << false << "e4d5"
            << "exd5";
        QTest::addRow("en passant") << EnPassant << false << "e5f6"
                                    << "exf6";
        QTest::addRow("promotion with capture and check") << Promotion << false << "e7d8q"
                                                          << "exd8=Q+";
        QTest::addRow("underpromotion") << Promotion << false << "e7d8n"
                                        << "exd8=N";
        QTest::addRow("promotion push with check")
            << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" << false << "a7a8q"
            << "a8=Q+";
        QTest::addRow("castle kingside") << Kiwipete << false << "e1g1"
                                         << "O-O";
        QTest::addRow("castle queenside") << Kiwipete << false << "e1c1"
                                          << "O-O-O";
        QTest::addRow("castling gives check") << "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1" << false << "e1c1"
                                              << "O-O-O+";
        QTest::addRow("mate") << "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
                              << false << "d8h4"
                              << "Qh4#";
        QTest::addRow("capture with a piece") << Kiwipete << false << "e2a6"
                                              << "Bxa6";
        QTest::addRow("chess960 castling") << Chess960 << true << "g1c1"
                                           << "O-O-O";
    }
    void printSan() {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(QString, uci);
        QFETCH(QString, san);
        Position pos = fromFen(fen, chess960);
        const auto move = parseUci(pos, uci.toStdString());
        if (!move) QFAIL(move.error().message.c_str());
        QCOMPARE(QString::fromStdString(toSan(pos, *move)), san);
        QCOMPARE(QString::fromStdString(pos.fen()), fen.simplified()); // unchanged
        const auto back = parseSan(pos, san.toStdString());
        QVERIFY(back.has_value());
        QCOMPARE(back->raw(), move->raw());
    }

    void sloppySan_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("uci");
        const QString start = QString::fromLatin1(Position::StartFen.data());
        QTest::addRow("castling with zeros") << Kiwipete << "0-0"
                                             << "e1g1";
        QTest::addRow("castling long with zeros") << Kiwipete << "0-0-0"
                                                  << "e1c1";
        QTest::addRow("castling lower case") << Kiwipete << "o-o-o"
                                             << "e1c1";
        QTest::addRow("castling without dashes") << Kiwipete << "OO"
                                                 << "e1g1";
        QTest::addRow("castling with a wrong check mark") << Kiwipete << "O-O+"
                                                          << "e1g1";
        QTest::addRow("castling as a king move") << Kiwipete << "Kg1"
                                                 << "e1g1";
        QTest::addRow("castling as a long king move") << Kiwipete << "Ke1-c1"
                                                      << "e1c1";
        QTest::addRow("wrong mate mark") << start << "Nf3#"
                                         << "g1f3";
        QTest::addRow("missing check mark") << Promotion << "exd8=Q"
                                            << "e7d8q";
        QTest::addRow("glyphs") << start << "Nf3!?"
                                << "g1f3";
        QTest::addRow("glyph and check") << Promotion << "exd8=Q+!!"
                                         << "e7d8q";
        QTest::addRow("P for pawn") << start << "Pe4"
                                    << "e2e4";
        QTest::addRow("long algebraic pawn") << start << "e2-e4"
                                             << "e2e4";
        QTest::addRow("long algebraic piece") << start << "Ng1-f3"
                                              << "g1f3";
        QTest::addRow("long algebraic capture") << Kiwipete << "Be2xa6"
                                                << "e2a6";
        QTest::addRow("UCI text") << start << "e2e4"
                                  << "e2e4";
        QTest::addRow("UCI text for a piece") << start << "g1f3"
                                              << "g1f3";
        QTest::addRow("over-specified by file") << start << "Ngf3"
                                                << "g1f3";
        QTest::addRow("over-specified by rank") << start << "N1f3"
                                                << "g1f3";
        QTest::addRow("over-specified by square") << start << "Ng1f3"
                                                  << "g1f3";
        QTest::addRow("capture mark on a quiet move") << start << "Nxf3"
                                                      << "g1f3";
        QTest::addRow("pawn capture without x") << Promotion << "ed8=Q"
                                                << "e7d8q";
        QTest::addRow("promotion without =") << Promotion << "exd8Q"
                                             << "e7d8q";
        QTest::addRow("promotion in lower case") << Promotion << "exd8=q"
                                                 << "e7d8q";
        QTest::addRow("promotion in brackets") << Promotion << "exd8(N)"
                                               << "e7d8n";
        QTest::addRow("promotion with slash") << Promotion << "exd8/R"
                                              << "e7d8r";
        QTest::addRow("promotion in UCI text") << Promotion << "e7d8b"
                                               << "e7d8b";
        QTest::addRow("en passant marked e.p.") << EnPassant << "exf6e.p."
                                                << "e5f6";
        QTest::addRow("en passant marked ep") << EnPassant << "exf6ep"
                                              << "e5f6";
        QTest::addRow("blanks around") << start << "  e4 "
                                       << "e2e4";
    }
    void sloppySan() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, uci);
        const Position pos = fromFen(fen);
        const auto move = parseSan(pos, text.toStdString());
        if (!move) QFAIL(move.error().message.c_str());
        QCOMPARE(QString::fromStdString(toUci(pos, *move)), uci);
    }

    void rejectedSan_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const QString start = QString::fromLatin1(Position::StartFen.data());
        QTest::addRow("empty") << start << "" << ErrorKind::Malformed << 1 << "empty move";
        QTest::addRow("only a check mark")
            << start << "+" << ErrorKind::Malformed << 1 << "empty move";
        QTest::addRow("no destination")
            << start << "Zz9" << ErrorKind::Malformed << 2
            << "'Zz9' is not a move: expected a destination square such as e4";
        QTest::addRow("off the board")
            << start << "e9" << ErrorKind::Malformed << 1
            << "'e9' is not a move: expected a destination square such as e4";
        QTest::addRow("junk in the middle") << start << "Nq1f3" << ErrorKind::Malformed << 2
                                            << "'Nq1f3' is not a move: unexpected 'q'";
        QTest::addRow("promotion to a king") << Promotion << "exd8=K" << ErrorKind::Malformed << 6
                                             << "a pawn promotes to Q, R, B or N, not 'K'";
        QTest::addRow("pawn cannot get there")
            << start << "e5" << ErrorKind::Illegal << 1
            << "'e5' is illegal here: no white pawn can move to e5";
        QTest::addRow("knight cannot get there")
            << start << "Nd4" << ErrorKind::Illegal << 1
            << "'Nd4' is illegal here: no white knight can move to d4";
        QTest::addRow("king onto its own pawn")
            << start << "Ke2" << ErrorKind::Illegal << 1
            << "'Ke2' is illegal here: no white king can move to e2";
        QTest::addRow("no such piece") << TwoKnights << "Bc4" << ErrorKind::Illegal << 1
                                       << "'Bc4' is illegal here: there is no white bishop";
        QTest::addRow("no such piece on that file")
            << TwoKnights << "Ncd2" << ErrorKind::Illegal << 1
            << "'Ncd2' is illegal here: there is no white knight on the c-file";
        QTest::addRow("pinned piece")
            << PinnedKnight << "Nc3" << ErrorKind::Illegal << 1
            << "'Nc3' is illegal here: it would leave the white king in check";
        QTest::addRow("only pawns promote")
            << start << "Nf3=Q" << ErrorKind::Illegal << 1 << "'Nf3=Q': only a pawn can promote";
        QTest::addRow("ambiguous")
            << TwoKnights << "Nd2" << ErrorKind::Ambiguous << 1
            << "'Nd2' is ambiguous: the white knights on b1 and f3 can each move to d2";
        QTest::addRow("promotion piece missing")
            << Promotion << "exd8" << ErrorKind::Ambiguous << 1
            << "'exd8' is a promotion: add the new piece, as in d8=Q";
        QTest::addRow("castling through pieces")
            << start << "O-O" << ErrorKind::Illegal << 1
            << "castling kingside is not legal here: there are pieces between the king and the "
               "rook";
        QTest::addRow("castling right lost")
            << "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1"
            << "O-O-O" << ErrorKind::Illegal << 1
            << "castling queenside is not legal here: White no longer has the right to castle "
               "queenside";
        QTest::addRow("castling out of check")
            << "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1"
            << "O-O" << ErrorKind::Illegal << 1
            << "castling kingside is not legal here: the king is in check";
        QTest::addRow("castling through an attacked square")
            << "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"
            << "O-O" << ErrorKind::Illegal << 1
            << "castling kingside is not legal here: the king would cross or land on an attacked "
               "square";
        QTest::addRow("column after leading blanks")
            << start << "   Nd4" << ErrorKind::Illegal << 4 << "'Nd4' is illegal here";
    }
    void rejectedSan() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(ErrorKind, kind);
        QFETCH(int, column);
        QFETCH(QString, message);
        const Position pos = fromFen(fen);
        const auto move = parseSan(pos, text.toStdString());
        QVERIFY(!move.has_value());
        QCOMPARE(int(move.error().kind), int(kind));
        QCOMPARE(move.error().column, column);
        QVERIFY2(QString::fromStdString(move.error().message).startsWith(message),
                 move.error().message.c_str());
    }

    void uciText_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("printed"); // empty: rejected
        QTest::addRow("castling, king two squares") << Kiwipete << false << "e1g1"
                                                    << "e1g1";
        QTest::addRow("castling, king takes rook") << Kiwipete << false << "e1h1"
                                                   << "e1g1";
        QTest::addRow("castling queenside, king takes rook") << Kiwipete << false << "e1a1"
                                                             << "e1c1";
        QTest::addRow("chess960 castling") << Chess960 << true << "g1c1"
                                           << "g1c1";
        QTest::addRow("promotion") << Promotion << false << "e7d8q"
                                   << "e7d8q";
        QTest::addRow("promotion in upper case") << Promotion << false << "e7d8N"
                                                 << "e7d8n";
        QTest::addRow("null move") << Kiwipete << false << "0000"
                                   << "0000";
        QTest::addRow("too short") << Kiwipete << false << "e2e"
                                   << "";
        QTest::addRow("promotion to a king") << Promotion << false << "e7d8k"
                                             << "";
        QTest::addRow("promotion piece missing") << Promotion << false << "e7d8"
                                                 << "";
        QTest::addRow("promotion where none is possible") << Kiwipete << false << "a2a3q"
                                                          << "";
        QTest::addRow("illegal") << Kiwipete << false << "a2a5"
                                 << "";
    }
    void uciText() {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(QString, text);
        QFETCH(QString, printed);
        const Position pos = fromFen(fen, chess960);
        const auto move = parseUci(pos, text.toStdString());
        QCOMPARE(move.has_value(), !printed.isEmpty());
        if (move) QCOMPARE(QString::fromStdString(toUci(pos, *move)), printed);
    }

    void uciErrors() {
        const Position pos = fromFen(Kiwipete);
        auto move = parseUci(pos, "e2e");
        QCOMPARE(int(move.error().kind), int(ErrorKind::Malformed));
        QCOMPARE(move.error().message,
                 std::string("'e2e' is not a UCI move (expected e.g. e2e4 or e7e8q)"));
        move = parseUci(pos, "a2a5");
        QCOMPARE(int(move.error().kind), int(ErrorKind::Illegal));
        QCOMPARE(move.error().message, std::string("'a2a5' is not a legal move here"));
    }

    // Every legal move of every position along reproducible random games prints to SAN and UCI
    // text that parse back to the same move.
    void roundTripEveryLegalMove() {
        Random rng(7);
        int moves = 0;
        for (const auto& [fen, chess960] : test::randomGameStarts()) {
            for (int game = 0; game < 12; ++game) {
                Position pos;
                QVERIFY(pos.setFen(fen, chess960));
                const auto played = test::playRandomGame(pos, rng, 150, [&](Position& p, Move) {
                    for (const Move m : MoveList(p)) {
                        const std::string san = toSan(p, m);
                        const auto fromSan = parseSan(p, san);
                        if (!fromSan || *fromSan != m)
                            QFAIL(qPrintable(QStringLiteral("SAN %1 did not round-trip in %2: %3")
                                                 .arg(QString::fromStdString(san),
                                                      QString::fromStdString(p.fen()),
                                                      fromSan ? QStringLiteral("other move")
                                                              : QString::fromStdString(
                                                                    fromSan.error().message))));
                        const auto fromUci = parseUci(p, toUci(p, m));
                        if (!fromUci || *fromUci != m)
                            QFAIL(qPrintable(QStringLiteral("UCI %1 did not round-trip in %2")
                                                 .arg(QString::fromStdString(toUci(p, m)),
                                                      QString::fromStdString(p.fen()))));
                        ++moves;
                    }
                });
                QVERIFY(!played.empty());
            }
        }
        QVERIFY(moves > 100000);
    }

    // The best moves of three classic suites, in SAN written by other programs: each is legal
    // here, and Kibitz prints it back character for character.
    void bestMovesOfPublishedSuites_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("positions");
        QTest::addRow("Bratko-Kopec") << "bratko-kopec.epd" << 24;
        QTest::addRow("Win At Chess") << "suites/wacnew.epd" << 300;
        QTest::addRow("ECM") << "suites/ECM.epd" << 879;
    }
    void bestMovesOfPublishedSuites() {
        QFETCH(QString, file);
        QFETCH(int, positions);
        const auto lines = readEpd(file);
        QCOMPARE(int(lines.size()), positions);
        for (const EpdLine& line : lines) {
            Position pos = fromFen(line.fen);
            const QStringList moves = line.bestMoves.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QVERIFY2(!moves.isEmpty(), qPrintable(QStringLiteral("line %1").arg(line.lineNumber)));
            for (const QString& text : moves) {
                const auto move = parseSan(pos, text.toStdString());
                if (!move)
                    QFAIL(qPrintable(QStringLiteral("%1 line %2: %3")
                                         .arg(file)
                                         .arg(line.lineNumber)
                                         .arg(QString::fromStdString(move.error().message))));
                QCOMPARE(QString::fromStdString(toSan(pos, *move)), text);
            }
        }
    }

    // Forced mates with their principal variations: replaying each line from the SAN reaches
    // checkmate exactly when the line is as long as the mate score says, and every move prints
    // back as written. Kibitz's own check marks are checked against the position. The file marks
    // five mates with '+' (lines 449, 655, 668, 698, 768, e.g. "Re6+" where Re6 mates); Stockfish
    // 15.1 confirms each final position is checkmate.
    void matingLines() {
        int mates = 0;
        QList<int> wrongMarksInFile;
        auto lines = readEpd(QStringLiteral("suites/mates.epd"));
        QCOMPARE(int(lines.size()), 3119);
        lines.resize(800);
        for (const EpdLine& line : lines) {
            Position pos = fromFen(line.fen);
            const QStringList moves = line.pv.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            for (const QString& text : moves) {
                const auto move = parseSan(pos, text.toStdString());
                if (!move)
                    QFAIL(qPrintable(QStringLiteral("line %1, %2: %3")
                                         .arg(line.lineNumber)
                                         .arg(text, QString::fromStdString(move.error().message))));
                const QString san = QString::fromStdString(toSan(pos, *move));
                pos.makeMove(*move);
                const QString mark = pos.isCheckmate() ? QStringLiteral("#")
                                     : pos.inCheck()   ? QStringLiteral("+")
                                                       : QString();
                QVERIFY(san.endsWith(mark) && (mark.isEmpty() || !san.endsWith(mark + mark)));
                QCOMPARE(san.chopped(mark.size()), text.chopped(mark.isEmpty() ? 0 : 1));
                if (san != text) wrongMarksInFile.append(line.lineNumber);
            }
            if (moves.size() == line.mateInPlies) {
                QVERIFY2(pos.isCheckmate(),
                         qPrintable(QStringLiteral("line %1").arg(line.lineNumber)));
                ++mates;
            }
        }
        QCOMPARE(wrongMarksInFile, (QList<int>{449, 655, 668, 698, 768}));
        QVERIFY(mates > 500);
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
