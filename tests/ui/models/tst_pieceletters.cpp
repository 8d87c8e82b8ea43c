// The window shows SAN with the piece letters of its language (German K D T L S, as ChessBase and
// Lichess do; French and Spanish too); the PGN it writes keeps English letters.

#include "chess/notation.h"
#include "ui/analysis/enginelines.h"
#include "ui/document/gamedocument.h"
#include "ui/models/movetreemodel.h"
#include "ui/models/pieceletters.h"

#include <QApplication>
#include <QTest>

using namespace kibitz;
using namespace kibitz::ui;

class TestPieceLetters : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { setPieceLetterLanguage(QStringLiteral("en")); }

    void letters() {
        QCOMPARE(pieceLetters(), QStringLiteral("KQRBN"));
        QCOMPARE(localSan(QStringLiteral("Nf3")), QStringLiteral("Nf3"));
        setPieceLetterLanguage(QStringLiteral("de_DE"));
        QCOMPARE(pieceLetters(), QStringLiteral("KDTLS"));
        QCOMPARE(localSan(QStringLiteral("Nbd7")), QStringLiteral("Sbd7"));
        QCOMPARE(localSan(QStringLiteral("Bxb5+")), QStringLiteral("Lxb5+"));
        QCOMPARE(localSan(QStringLiteral("exd8=Q#")), QStringLiteral("exd8=D#"));
        QCOMPARE(localSan(QStringLiteral("O-O-O")), QStringLiteral("O-O-O"));
        QCOMPARE(localSan(QStringLiteral("Kxe2")), QStringLiteral("Kxe2"));
        QCOMPARE(localSan(QStringLiteral("Rad1")), QStringLiteral("Tad1"));
        setPieceLetterLanguage(QStringLiteral("fr"));
        QCOMPARE(localSan(QStringLiteral("Kg1 Qd1 Rf1 Bc4 Nc3")),
                 QStringLiteral("Rg1 Dd1 Tf1 Fc4 Cc3"));
        setPieceLetterLanguage(QStringLiteral("es"));
        QCOMPARE(localSan(QStringLiteral("Kg1 Qd1 Rf1 Bc4 Nc3")),
                 QStringLiteral("Rg1 Dd1 Tf1 Ac4 Cc3"));
        setPieceLetterLanguage(QStringLiteral("it"));
        QCOMPARE(localSan(QStringLiteral("Nf3")), QStringLiteral("Nf3"));
    }

    void theWindowShowsThemThePgnDoesNot() {
        setPieceLetterLanguage(QStringLiteral("de"));
        GameDocument document;
        QVERIFY(document.loadText(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n")).loaded);
        const pgn::GameTree& tree = document.currentGame().tree();
        const pgn::NodeId nf3 = tree.mainLine().at(3);
        QCOMPARE(document.model()->moveText(nf3), QStringLiteral("2. Sf3"));
        QCOMPARE(document.model()->moveSan(tree.mainLine().at(5)), QStringLiteral("Lb5"));
        QVERIFY(document.currentGamePgn().contains(QStringLiteral("2. Nf3 Nc6 3. Bb5")));
        // The engine's lines too.
        chess::Position position = tree.positionAt(nf3);
        std::vector<chess::Move> line;
        for (const char* san : {"Nc6", "Bb5"}) {
            line.push_back(*chess::parseSan(position, san));
            position.makeMove(line.back());
        }
        QCOMPARE(EngineLines::formatLine(tree.positionAt(nf3), line),
                 QStringLiteral("2... Sc6 3. Lb5"));
    }
};

QTEST_MAIN(TestPieceLetters)
#include "tst_pieceletters.moc"
