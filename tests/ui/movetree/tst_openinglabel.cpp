// The opening's name above the move list: from the game's tags, else from the opening book; it
// follows the moves played and the game chosen.

#include "chess/notation.h"
#include "ui/document/gamedocument.h"
#include "ui/movetree/openinglabel.h"

#include <QApplication>
#include <QTest>

using namespace kibitz;
using kibitz::ui::GameDocument;
using kibitz::ui::OpeningLabel;

namespace {

std::shared_ptr<const annotate::OpeningBook> tinyBook() {
    const auto book = annotate::OpeningBook::load(KIBITZ_TEST_DATA "/eco/tiny-eco.pgn");
    if (!book) qFatal("%s", book.error().c_str());
    return *book;
}

void play(GameDocument& document, const char* san) {
    const chess::Position position =
        document.currentGame().tree().positionAt(document.currentNode());
    QVERIFY(document.playMove(*chess::parseSan(position, san)));
}

} // namespace

class TestOpeningLabel : public QObject {
    Q_OBJECT

private slots:
    void followsTheMovesAndTheGames() {
        GameDocument document;
        document.loadText(QStringLiteral(
            "[Event \"one\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O *\n\n"
            "[Event \"two\"]\n[ECO \"B90\"]\n[Opening \"Sicilian\"]\n[Variation \"Najdorf\"]\n\n"
            "1. e4 *\n"));
        OpeningLabel label(&document);
        QCOMPARE(label.text(), QString()); // no book, no tags
        QVERIFY(label.isHidden());
        label.setBook(tinyBook());
        QCOMPARE(label.text(), QStringLiteral("C78 Ruy Lopez, 5.O-O"));
        QVERIFY(!label.isHidden());

        QVERIFY(document.goToEnd());
        play(document, "Be7");
        QCOMPARE(label.text(), QStringLiteral("C84 Ruy Lopez, closed defence"));
        play(document, "Re1"); // out of book: the last named position still names the game
        QCOMPARE(label.text(), QStringLiteral("C84 Ruy Lopez, closed defence"));

        document.setCurrentGame(1); // tags win over the book
        QCOMPARE(label.text(), QStringLiteral("B90 Sicilian, Najdorf"));
        document.setCurrentGame(0);
        QCOMPARE(label.text(), QStringLiteral("C84 Ruy Lopez, closed defence"));
    }

    void tagsAndBookTogether() {
        pgn::Game game;
        game.setTag("ECO", "C60");
        QCOMPARE(OpeningLabel::openingText(game, nullptr), QStringLiteral("C60"));
        game.setTag("Opening", "?");
        QCOMPARE(OpeningLabel::openingText(game, nullptr), QStringLiteral("C60"));
        game.setTag("Opening", "Spanish");
        QCOMPARE(OpeningLabel::openingText(game, tinyBook().get()), QStringLiteral("C60 Spanish"));
    }
};

QTEST_MAIN(TestOpeningLabel)
#include "tst_openinglabel.moc"
