// Match openings from EPD and PGN files, and the errors a bad file gets.

#include "chess/notation.h"
#include "chess/position.h"
#include "engines/openings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::engines;

class TestOpenings : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    std::string write(const QString& name, const QByteArray& text) {
        QFile file(dir_.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(name));
        return file.fileName().toStdString();
    }

    std::string loadError(const QString& name, const QByteArray& text) {
        const std::string path = write(name, text);
        const auto openings = loadOpenings(path);
        if (openings) qFatal("%s loaded", qPrintable(name));
        if (openings.error().rfind(path + ":", 0) != 0)
            qFatal("error without the path: %s", openings.error().c_str());
        return openings.error().substr(path.size());
    }

private slots:
    void epd() {
        const std::string path = write(
            "book.epd", "# comment line\n"
                        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"1.e4\";\r\n"
                        "\n"
                        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - hmvc 2; "
                        "fmvn 3; id \"Open game\";\n"
                        "8/8/8/4k3/8/8/4P3/4K3 w - -\n");
        const auto openings = loadOpenings(path);
        QVERIFY(openings);
        const auto& list = openings.value();
        QCOMPARE(list.size(), std::size_t(3));
        QCOMPARE(list[0].name, std::string("1.e4"));
        QCOMPARE(list[0].fen,
                 std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        QCOMPARE(list[1].name, std::string("Open game"));
        QCOMPARE(list[1].fen,
                 std::string("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
        QCOMPARE(list[2].name, std::string("line 5"));
        QVERIFY(list[2].moves.empty());
    }

    void pgn() {
        const std::string path =
            write("book.pgn", "[White \"A\"]\n[Black \"B\"]\n\n1. e4 c5 2. Nf3 d6 *\n\n"
                              "[Opening \"Endgame\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 "
                              "1\"]\n[SetUp \"1\"]\n\n1. Kd2 Kd4 *\n");
        const auto all = loadOpenings(path);
        QVERIFY(all);
        QCOMPARE(all.value().size(), std::size_t(2));
        QCOMPARE(all.value()[0].name, std::string("A-B"));
        QCOMPARE(all.value()[0].moves.size(), std::size_t(4));
        QCOMPARE(all.value()[1].name, std::string("Endgame"));
        QCOMPARE(all.value()[1].fen, std::string("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"));

        const auto short_ = loadOpenings(path, 3);
        chess::Position pos;
        for (const chess::Move m : short_.value()[0].moves) pos.makeMove(m);
        QCOMPARE(pos.fen(),
                 std::string("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
        QCOMPARE(short_.value()[1].moves.size(), std::size_t(2));
    }

    void errors() {
        QCOMPARE(loadError("castling.epd", "8/8/8/4k3/8/8/4P3/4K3 w - -\n"
                                           "4k3/8/8/8/8/8/8/4K3 w KQ -\n"),
                 std::string(":2:23: FEN field 3 (castling rights), column 23: castling right "
                             "'K' but there is no white rook on h1"));
        QCOMPARE(loadError("clock.epd", "4k3/8/8/8/8/8/8/4K2R w K - hmvc x;\n"),
                 std::string(":1:28: hmvc must be a number of halfmoves, found 'x'"));
        QCOMPARE(loadError("mate.epd", "7k/6Q1/6K1/8/8/8/8/8 b - -\n"),
                 std::string(":1:1: the position has no legal move (the game is over)"));
        QCOMPARE(loadError("empty.epd", "# nothing\n\n"), std::string(": no opening in the file"));
        QCOMPARE(
            loadError("illegal.pgn", "[White \"A\"]\n\n1. e4 e5 2. Ke3 *\n"),
            std::string(":3:13: game 1: illegal move 'Ke3': 'Ke3' is illegal here: no white king "
                        "can move to e3"));
        const auto missing = loadOpenings("/nonexistent/book.epd");
        QCOMPARE(missing.error(), std::string("/nonexistent/book.epd: No such file or directory"));
    }
};

QTEST_GUILESS_MAIN(TestOpenings)
#include "tst_openings.moc"
