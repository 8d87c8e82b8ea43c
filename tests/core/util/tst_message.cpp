// The sentences of the core as data (util/message.h): the table of English templates, and the
// structured form of real FEN, move text, PGN and game tree errors (which sentence, which values,
// which nested sentences), whose English rendering is the error's message, word for word.

#include "chess/notation.h"
#include "pgn/gametree.h"
#include "pgn/reader.h"
#include "util/message.h"

#include <QTest>

#include <string>
#include <vector>

using namespace kibitz;
using chess::Position;
using Field = chess::FenError::Field;
using Kind = chess::MoveTextError::Kind;

Q_DECLARE_METATYPE(kibitz::MessageText)
Q_DECLARE_METATYPE(kibitz::chess::FenError::Field)

namespace {

// QCOMPARE prints the two sides when they differ.
QString show(const MessageText& text) {
    QStringList items;
    for (const std::string& arg : text.args) items << QString::fromStdString(arg);
    for (const MessageText& part : text.parts) items << show(part);
    return QStringLiteral("#%1(%2)").arg(int(text.id)).arg(items.join(QStringLiteral(", ")));
}

MessageText sentence(MessageId id, std::vector<std::string> args = {},
                     std::vector<MessageText> parts = {}) {
    return MessageText(id, std::move(args), std::move(parts));
}

// The problem the reader reports for the first game of `text`.
pgn::GameReport readFirst(const std::string& text) {
    auto reader = pgn::PgnReader::fromText(text);
    pgn::Game game;
    if (!reader->readGame(game)) return {};
    pgn::GameReport report = reader->report();
    report.text = {};
    return report;
}

} // namespace

namespace QTest {
template <>
char* toString(const MessageText& text) {
    return qstrdup(qPrintable(show(text)));
}
} // namespace QTest

class TestMessage : public QObject {
    Q_OBJECT

private slots:
    // Every sentence has a template whose placeholders run from %1 without a gap.
    void templates() {
        QCOMPARE(MessageCount, 177);
        for (int i = 0; i < MessageCount; ++i) {
            const std::string_view text = englishTemplate(MessageId(i));
            QVERIFY2(!text.empty(), qPrintable(QString::number(i)));
            const int count = placeholderCount(MessageId(i));
            for (int k = 1; k <= count; ++k)
                QVERIFY2(text.find("%" + std::to_string(k)) != std::string_view::npos,
                         std::string(text).c_str());
        }
        QCOMPARE(englishTemplate(MessageId::Count), "");
        QCOMPARE(placeholderCount(MessageId::FenEmpty), 0);
        QCOMPARE(placeholderCount(MessageId::PgnLocation), 4);
        QCOMPARE(placeholderCount(MessageId::MoveAmbiguousBlackKnights), 3);
    }

    // The runs by side and piece are in the order nthMessage() relies on.
    void runsBySideAndPiece() {
        const char* pieces[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
        for (const MessageId first :
             {MessageId::MoveAmbiguousWhitePawns, MessageId::MoveNoWhitePawn,
              MessageId::MoveNoWhitePawnOnSquare, MessageId::MoveNoWhitePawnOnFile,
              MessageId::MoveNoWhitePawnOnRank, MessageId::MoveWhitePawnCannotReach}) {
            for (int k = 0; k < 12; ++k) {
                const std::string text(englishTemplate(nthMessage(first, k)));
                const std::string words = std::string(k < 6 ? "white " : "black ") + pieces[k % 6];
                QVERIFY2(text.find(words) != std::string::npos, text.c_str());
            }
        }
        QCOMPARE(englishTemplate(nthMessage(MessageId::FenWhiteHasNoKing, 1)), "Black has no king");
        QCOMPARE(englishTemplate(nthMessage(MessageId::CastlingWhiteLostKingSide, 3)),
                 "Black no longer has the right to castle queenside");
        QCOMPARE(englishTemplate(nthMessage(MessageId::FenErrorInPlacement, 5)),
                 "FEN field 6 (fullmove number), column %1: %2");
    }

    void render_data() {
        QTest::addColumn<MessageText>("text");
        QTest::addColumn<QString>("english");
        QTest::addRow("no values") << sentence(MessageId::FenEmpty) << "the FEN is empty";
        QTest::addRow("values") << sentence(MessageId::PgnTextAfterTagValue, {"j", "Event"})
                                << "unexpected 'j' after the value of tag Event";
        QTest::addRow("values out of order")
            << sentence(MessageId::MoveAmbiguousWhiteRooks, {"Rd1", "d1"},
                        {sentence(MessageId::ListPair, {"a1", "h1"})})
            << "'Rd1' is ambiguous: the white rooks on a1 and h1 can each move to d1";
        QTest::addRow("a value holding a placeholder")
            << sentence(MessageId::PgnNotAMove, {"%1%2"}) << "'%1%2' is not a move";
        QTest::addRow("a missing value")
            << sentence(MessageId::PgnIllegalMove, {"e5"}) << "illegal move 'e5': ";
    }
    void render() {
        QFETCH(MessageText, text);
        QFETCH(QString, english);
        QCOMPARE(QString::fromStdString(kibitz::render(text)), english);
    }

    // One rule for every value from the input: controls are escaped (a NUL does not cut a message
    // short), bytes that are not UTF-8 replaced, and a value is cut after 40 characters (not bytes)
    // with its length, so a huge token is not echoed whole.
    void quotedValues() {
        QCOMPARE(quotedValue("e4"), std::string("e4"));
        QCOMPARE(quotedValue(std::string("e\0"
                                         "5",
                                         3)),
                 std::string("e\\x005"));
        QCOMPARE(quotedValue("a\x01\x7F\t"), std::string("a\\x01\\x7F\\x09"));
        QCOMPARE(quotedValue("caf\xE9!"), std::string("caf\xEF\xBF\xBD!"));
        QCOMPARE(quotedValue(std::string(40, 'x')), std::string(40, 'x'));
        QCOMPARE(quotedValue(std::string(41, 'x')), std::string(40, 'x') + '\0' + "41");
        QCOMPARE(kibitz::render(sentence(MessageId::PgnNotAMove, {std::string("a\0b", 3)})),
                 std::string("'a\\x00b' is not a move"));
        QCOMPARE(kibitz::render(sentence(MessageId::PgnNotAMove, {std::string(50'000'000, 'e')})),
                 "'" + std::string(40, 'e') + "\u2026 (50000000 characters)' is not a move");
        std::string accents;
        for (int i = 0; i < 41; ++i) accents += "\u00E9";
        QCOMPARE(kibitz::render(sentence(MessageId::PgnNagOutOfRange, {accents})),
                 "NAG " + accents.substr(0, 80) +
                     "\u2026 (41 characters) is out of range ($0-$255)");
        // The NAG as written (it was "$999").
        QCOMPARE(readFirst("1. e4 $99999999999999999999 *").error->message,
                 std::string("NAG $99999999999999999999 is out of range ($0-$255)"));
    }

    void fenErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<Field>("field");
        QTest::addColumn<int>("column");
        QTest::addColumn<MessageText>("text");
        QTest::addColumn<QString>("located"); // toString()

        QTest::addRow("rook missing")
            << "r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1" << false << Field::Castling << 28
            << sentence(MessageId::FenCastlingNoWhiteRookOn, {"K", "h1"})
            << "FEN field 3 (castling rights), column 28: castling right "
               "'K' but there is no white rook on h1";
        QTest::addRow("no black king")
            << "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1" << false << Field::Placement
            << 1 << sentence(MessageId::FenBlackHasNoKing)
            << "FEN field 1 (piece placement), column 1: Black has no king";
        QTest::addRow("two white kings")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1" << false << Field::Placement
            << 1 << sentence(MessageId::FenWhiteHasKings, {"2"})
            << "FEN field 1 (piece placement), column 1: White has 2 kings";
        QTest::addRow("short rank")
            << "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << false
            << Field::Placement << 17 << sentence(MessageId::FenRankTooShort, {"7", "7"})
            << "FEN field 1 (piece placement), column 17: rank 7 describes only 7 squares (8 "
               "needed)";
        QTest::addRow("black pawn on the first rank")
            << "rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNp w Qkq - 0 1" << false
            << Field::Placement << 43 << sentence(MessageId::FenBlackPawnOnBackRank, {"h1"})
            << "FEN field 1 (piece placement), column 43: a black pawn on h1: pawns cannot stand "
               "on the first or last rank";
        QTest::addRow("side not to move in check")
            << "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1" << false << Field::SideToMove << 23
            << sentence(MessageId::FenBlackInCheckOnWhiteMove)
            << "FEN field 2 (side to move), column 23: Black is in check but it is White's move: "
               "the side not to move cannot be in check";
        QTest::addRow("black king not on its first rank, Chess960")
            << "r7/6k1/8/8/8/8/8/4K3 w k - 0 1" << true << Field::Castling << 24
            << sentence(MessageId::FenCastlingBlackKingOffFirstRank, {"k", "g7"})
            << "FEN field 3 (castling rights), column 24: castling right 'k' but the black king "
               "is on g7, not on its first rank";
        QTest::addRow("no rook on the queen's side, Chess960")
            << "6kr/8/8/8/8/8/8/4K3 w q - 0 1" << true << Field::Castling << 23
            << sentence(MessageId::FenCastlingNoBlackRookQueenSide, {"q"})
            << "FEN field 3 (castling rights), column 23: castling right 'q' but there is no "
               "black rook on the queen's side of the black king";
        QTest::addRow("en passant on the wrong rank")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1" << false
            << Field::EnPassant << 54 << sentence(MessageId::FenEnPassantWrongRankBlack, {"e4"})
            << "FEN field 4 (en passant square), column 54: e4 cannot be an en passant square "
               "when Black is to move (it must be on rank 3)";
        QTest::addRow("halfmove clock")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - abc 1" << false
            << Field::HalfmoveClock << 54 << sentence(MessageId::FenBadHalfmoveClock, {"abc"})
            << "FEN field 5 (halfmove clock), column 54: expected a number of halfmoves from 0 to "
               "9999, found 'abc'";
    }
    void fenErrors() {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(Field, field);
        QFETCH(int, column);
        QFETCH(MessageText, text);
        QFETCH(QString, located);
        Position pos;
        const auto set = pos.setFen(fen.toStdString(), chess960);
        QVERIFY(!set);
        QCOMPARE(int(set.error().field), int(field));
        QCOMPARE(set.error().column, column);
        QCOMPARE(set.error().text, text);
        QCOMPARE(set.error().message, kibitz::render(text));
        QCOMPARE(set.error().toText(),
                 sentence(nthMessage(MessageId::FenErrorInPlacement, int(field) - 1),
                          {std::to_string(column)}, {text}));
        QCOMPARE(QString::fromStdString(set.error().toString()), located);
        QVERIFY(located.endsWith(QString::fromStdString(set.error().message)));
        // fieldName() (for the command line) names the field as the located sentence does.
        const std::string name(chess::FenError::fieldName(field));
        QVERIFY2(located.startsWith(QStringLiteral("FEN field %1 (%2), column ")
                                        .arg(int(field))
                                        .arg(QString::fromStdString(name))),
                 name.c_str());
    }

    void moveTextErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<bool>("uci");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<MessageText>("text");
        QTest::addColumn<QString>("message");
        const QString start = QString::fromLatin1(Position::StartFen.data());

        QTest::addRow("knight cannot get there")
            << start << "Nd4" << false << Kind::Illegal
            << sentence(MessageId::MoveIllegal, {"Nd4"},
                        {sentence(MessageId::MoveWhiteKnightCannotReach, {"d4"})})
            << "'Nd4' is illegal here: no white knight can move to d4";
        QTest::addRow("no knight on that file")
            << "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
            << "Ncd2" << false << Kind::Illegal
            << sentence(MessageId::MoveIllegal, {"Ncd2"},
                        {sentence(MessageId::MoveNoWhiteKnightOnFile, {"c"})})
            << "'Ncd2' is illegal here: there is no white knight on the c-file";
        QTest::addRow("no black queen on that rank")
            << "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
            << "Q4d4" << false << Kind::Illegal
            << sentence(MessageId::MoveIllegal, {"Q4d4"},
                        {sentence(MessageId::MoveNoBlackQueenOnRank, {"4"})})
            << "'Q4d4' is illegal here: there is no black queen on rank 4";
        QTest::addRow("pinned") << "4k3/3r4/8/8/8/8/3N4/3K4 w - - 0 1"
                                << "Nf3" << false << Kind::Illegal
                                << sentence(MessageId::MoveIllegal, {"Nf3"},
                                            {sentence(MessageId::MoveLeavesWhiteKingInCheck)})
                                << "'Nf3' is illegal here: it would leave the white king in check";
        QTest::addRow("three knights")
            << "4k3/8/8/8/8/1N3N2/8/1N2K3 w - - 0 1"
            << "Nd2" << false << Kind::Ambiguous
            << sentence(MessageId::MoveAmbiguousWhiteKnights, {"Nd2", "d2"},
                        {sentence(MessageId::ListHead, {"b1"},
                                  {sentence(MessageId::ListPair, {"b3", "f3"})})})
            << "'Nd2' is ambiguous: the white knights on b1, b3 and f3 can each move to d2";
        QTest::addRow("castling right lost")
            << "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1"
            << "O-O-O" << false << Kind::Illegal
            << sentence(MessageId::CastlingQueenSideIllegal, {},
                        {sentence(MessageId::CastlingWhiteLostQueenSide)})
            << "castling queenside is not legal here: White no longer has the right to castle "
               "queenside";
        QTest::addRow("promotion to a king") << start << "e8=K" << false << Kind::Malformed
                                             << sentence(MessageId::MoveBadPromotionPiece, {"K"})
                                             << "a pawn promotes to Q, R, B or N, not 'K'";
        QTest::addRow("UCI, illegal")
            << start << "a2a5" << true << Kind::Illegal << sentence(MessageId::UciIllegal, {"a2a5"})
            << "'a2a5' is not a legal move here";
    }
    void moveTextErrors() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(bool, uci);
        QFETCH(Kind, kind);
        QFETCH(MessageText, text);
        QFETCH(QString, message);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        const auto parsed = uci ? chess::parseUci(pos, move.toStdString())
                                : chess::parseSan(pos, move.toStdString());
        QVERIFY(!parsed);
        QCOMPARE(int(parsed.error().kind), int(kind));
        QCOMPARE(parsed.error().text, text);
        QCOMPARE(QString::fromStdString(parsed.error().message), message);
        QCOMPARE(parsed.error().message, kibitz::render(text));
    }

    // The reader nests the move text error, and the FEN error with its location.
    void pgnErrors_data() {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<MessageText>("text");
        QTest::addColumn<QString>("located"); // toString()

        QTest::addRow("illegal move")
            << "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n"
            << 3 << 13
            << sentence(MessageId::PgnIllegalMove, {"Ke3"},
                        {sentence(MessageId::MoveIllegal, {"Ke3"},
                                  {sentence(MessageId::MoveWhiteKingCannotReach, {"e3"})})})
            << "game 1, line 3, column 13: illegal move 'Ke3': 'Ke3' is illegal here: no white "
               "king can move to e3";
        QTest::addRow("bad FEN tag")
            << "[Event \"x\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 "
               "1\"]\n\n1. e4 *\n"
            << 2 << 53
            << sentence(MessageId::PgnBadFen, {},
                        {sentence(MessageId::FenErrorInCastling, {"47"},
                                  {sentence(MessageId::FenCastlingNoWhiteRookOn, {"K", "h1"})})})
            << "game 1, line 2, column 53: bad FEN in the FEN tag: FEN field 3 (castling "
               "rights), column 47: castling right 'K' but there is no white rook on h1";
        QTest::addRow("a token that looks like a placeholder")
            << "1. e4 %2 *\n"
            << 1 << 7
            << sentence(MessageId::PgnUnreadableMove, {"%2"},
                        {sentence(MessageId::MoveNoDestination, {"%2"})})
            << "game 1, line 1, column 7: unreadable move '%2': '%2' is not a move: expected a "
               "destination square such as e4";
        QTest::addRow("tag value")
            << "[Event \"x\" junk]\n\n1. e4 *\n"
            << 1 << 12 << sentence(MessageId::PgnTextAfterTagValue, {"j", "Event"})
            << "game 1, line 1, column 12: unexpected 'j' after the value "
               "of tag Event";
        QTest::addRow("NAG") << "1. e4 $300 *\n"
                             << 1 << 7 << sentence(MessageId::PgnNagOutOfRange, {"$300"})
                             << "game 1, line 1, column 7: NAG $300 is out of range ($0-$255)";
    }
    void pgnErrors() {
        QFETCH(QString, pgn);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(MessageText, text);
        QFETCH(QString, located);
        const pgn::GameReport report = readFirst(pgn.toStdString());
        QVERIFY(report.error);
        const pgn::PgnError& error = *report.error;
        QCOMPARE(int(error.line), line);
        QCOMPARE(error.column, column);
        QCOMPARE(error.text, text);
        QCOMPARE(error.message, kibitz::render(text));
        QCOMPARE(error.toText(),
                 sentence(MessageId::PgnLocation,
                          {"1", std::to_string(line), std::to_string(column)}, {text}));
        QCOMPARE(QString::fromStdString(error.toString()), located);
    }

    void pgnWarnings() {
        const pgn::GameReport differs = readFirst("[Result \"1-0\"]\n\n1. e4 e5 0-1\n");
        QVERIFY(!differs.error);
        QCOMPARE(differs.warnings.size(), std::size_t(1));
        QCOMPARE(differs.warnings[0].text,
                 sentence(MessageId::PgnResultDiffersFromTag, {"0-1", "1-0"}));
        QCOMPARE(differs.warnings[0].message,
                 std::string("the result 0-1 after the moves differs from the Result tag "
                             "\"1-0\"; the tag is kept"));

        const pgn::GameReport latin1 = readFirst("[Event \"caf\xe9\"]\n\n1. e4 *\n");
        QCOMPARE(latin1.warnings.size(), std::size_t(1));
        QCOMPARE(latin1.warnings[0].text, sentence(MessageId::PgnNotUtf8));
        QCOMPARE(latin1.warnings[0].toString(),
                 std::string("game 1, line 1, column 1: the game is not UTF-8: read as "
                             "Windows-1252 (ISO 8859-1)"));
    }

    void editErrors() {
        pgn::GameTree tree;
        const auto unknown = tree.addMove(42, chess::Move::null());
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().message, std::string("no such node"));
        QCOMPARE(unknown.error().message, kibitz::render(sentence(MessageId::EditNoSuchNode)));
        const auto illegal = tree.addMove(pgn::GameTree::root(), chess::Move(chess::E2, chess::E5));
        QVERIFY(!illegal);
        QCOMPARE(illegal.error().message, std::string("the move is not legal in this position"));
        QVERIFY(!tree.setStartPosition("4k3/4r3/8/8/8/8/8/4K3 w - - 0 1"));
        const auto nullInCheck = tree.addMove(pgn::GameTree::root(), chess::Move::null());
        QVERIFY(!nullInCheck);
        QCOMPARE(nullInCheck.error().message, std::string("a null move is not possible in check"));
    }
};

QTEST_GUILESS_MAIN(TestMessage)
#include "tst_message.moc"
