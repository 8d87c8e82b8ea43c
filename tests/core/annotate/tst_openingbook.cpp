// The opening book read from an ECO file in pgn-extract's format: every position of a line is in
// book, the last one named; a game is classified by its last named position while it stays in
// book, by positions (transpositions count), and not at all from a set-up position; the book move
// named where the game leaves the book; the errors that name file, line and column.

#include "annotate/openingbook.h"
#include "chess/notation.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

using namespace kibitz;
using namespace kibitz::annotate;

namespace {

const std::string EcoDir = KIBITZ_TEST_DATA "/eco/";

std::shared_ptr<const OpeningBook> tinyBook() {
    const auto book = OpeningBook::load(EcoDir + "tiny-eco.pgn");
    if (!book) qFatal("%s", book.error().c_str());
    return *book;
}

pgn::Game gameOf(const std::string& text) {
    auto reader = pgn::PgnReader::fromText(text);
    pgn::Game game;
    if (!reader->readGame(game) || reader->report().error) qFatal("bad test game");
    return game;
}

} // namespace

class TestOpeningBook : public QObject {
    Q_OBJECT

private slots:
    void everyPositionOfALineIsInBook() {
        const auto shared = tinyBook();
        const OpeningBook& book = *shared;
        // The start position, then 1. e4 ... 5... Be7 (10 plies; the other Ruy Lopez lines add
        // 5. d3 and nothing else), and 1. Nf3 Nc6 2. e4 (3 plies).
        QCOMPARE(book.size(), std::size_t(1 + 10 + 1 + 3));
        chess::Position position;
        QVERIFY(book.contains(position.key()));
        QVERIFY(!book.nameOf(position.key()));
        for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bb5"}) {
            position.makeMove(*chess::parseSan(position, san));
            QVERIFY(book.contains(position.key()));
        }
        QCOMPARE(*book.nameOf(position.key()),
                 (OpeningName{"C60", "Ruy Lopez (Spanish opening)", ""}));
        position.makeMove(*chess::parseSan(position, "Nf6"));
        QVERIFY(!book.contains(position.key()));
    }

    void theLastNamedPositionNamesTheGame() {
        const auto shared = tinyBook();
        const OpeningBook& book = *shared;
        const auto c = book.classify(
            gameOf("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 *"));
        QVERIFY(c);
        QCOMPARE(c->bookPlies, 10);
        QCOMPARE(*c->name, (OpeningName{"C84", "Ruy Lopez", "closed defence"}));
        QCOMPARE(c->name->text(), std::string("Ruy Lopez, closed defence"));
        QCOMPARE(c->bookMove, std::string()); // the book ends with 5... Be7
    }

    void theBookMoveLeadsToTheDeepestLine() {
        // After 4... Nf6 the book has 5. d3 (first in the file, a line of 9 plies) and 5. O-O
        // (lines of 9 and 10 plies): the deepest line's move is named. The game's name is the
        // last named position it reached, 3. Bb5's.
        const auto c = tinyBook()->classify(gameOf("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 "
                                                   "5. Qe2 b5 *"));
        QCOMPARE(c->bookPlies, 8);
        QCOMPARE(c->name->eco, std::string("C60"));
        QCOMPARE(c->bookMove, std::string("5. O-O"));
    }

    void transpositionsCount() {
        // 1. Nf3 Nc6 2. e4 e5 is the position of 1. e4 e5 2. Nf3 Nc6: 3. Bb5 is the Ruy Lopez.
        const auto c = tinyBook()->classify(gameOf("1. Nf3 Nc6 2. e4 e5 3. Bb5 Nf6 4. O-O *"));
        QCOMPARE(c->bookPlies, 5);
        QCOMPARE(c->name->eco, std::string("C60"));
        QCOMPARE(c->bookMove, std::string("3... a6"));
    }

    void aGameOutOfBookAtOnceHasNoName() {
        const auto c = tinyBook()->classify(gameOf("1. d4 d5 *"));
        QCOMPARE(c->bookPlies, 0);
        QVERIFY(!c->name);
        QCOMPARE(c->bookMove, std::string("1. e4"));
    }

    void aGameFromASetUpPositionIsNotClassified() {
        const pgn::Game game =
            gameOf("[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b "
                   "KQkq - 1 2\"]\n\n2... Nc6 3. Bb5 *");
        QVERIFY(!tinyBook()->classify(game));
    }

    void errorsNameFileLineAndColumn() {
        const auto missing = OpeningBook::load(EcoDir + "missing.pgn");
        QVERIFY(!missing);
        QCOMPARE(missing.error(), EcoDir + "missing.pgn: No such file or directory");
        const auto broken = OpeningBook::load(EcoDir + "broken-eco.pgn");
        QVERIFY(!broken);
        QCOMPARE(broken.error(), EcoDir + "broken-eco.pgn: game 2, line 9, column 13: illegal "
                                          "move 'Ke3': 'Ke3' is illegal here: no white king can "
                                          "move to e3");
    }

    void pgnExtractsFile() {
        const std::string path = DefaultEcoPath;
        QVERIFY2(QFile::exists(QString::fromStdString(path)),
                 "pgn-extract is missing: run tools/setup.sh");
        QElapsedTimer timer;
        timer.start();
        const auto book = OpeningBook::load(path);
        QVERIFY2(book, book ? "" : book.error().c_str());
        qInfo("%s: %zu positions, read in %lld ms", path.c_str(), (*book)->size(), timer.elapsed());
        const auto c = (*book)->classify(
            gameOf("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 *"));
        QCOMPARE(c->bookPlies, 12);
        // No line of the file ends with 6. Re1 or 6... b5: the name is 5... Be7's.
        QCOMPARE(*c->name, (OpeningName{"C84", "Ruy Lopez", "closed defence"}));
    }
};

QTEST_GUILESS_MAIN(TestOpeningBook)
#include "tst_openingbook.moc"
