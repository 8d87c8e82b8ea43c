// Tests for ui/coremessages: the errors of the Qt-free core (FEN, move text, PGN, game tree edits)
// in the user's language. Without a translator they read exactly as the core's English; with the
// embedded German, French and Spanish translations they come out translated with their values and
// locations, also where the window shows them (a broken PGN file or pasted text, a pasted FEN).

#include "chess/notation.h"
#include "pgn/gametree.h"
#include "pgn/reader.h"
#include "ui/document/coremessages.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>
#include <string>

using namespace kibitz;
using kibitz::ui::describe;

namespace {

// A game whose third move is illegal, at line 3, column 13.
const std::string IllegalMove = "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n";
// A FEN tag without the rook its castling rights need: line 2, column 53.
const std::string BadFenTag = "[Event \"x\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w "
                              "KQkq - 0 1\"]\n\n1. e4 *\n";
// Three knights can go to d2.
const std::string AmbiguousMove = "[FEN \"4k3/8/8/8/8/1N3N2/8/1N2K3 w - - 0 1\"]\n\n1. Nd2 Ke7 *\n";
// A token that looks like a placeholder.
const std::string PercentToken = "1. e4 %2 *\n";
// Castling rights without the rook on h1: column 28 of the castling field.
const std::string BadFen = "r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1";

// The first error of `text`, or its first warning.
pgn::PgnError firstError(const std::string& text, bool error = true) {
    auto reader = pgn::PgnReader::fromText(text);
    pgn::Game game;
    if (!reader->readGame(game)) qFatal("no game in %s", text.c_str());
    const pgn::GameReport& report = reader->report();
    if (error && report.error) return *report.error;
    if (!error && !report.warnings.empty()) return report.warnings.front();
    qFatal("no such problem in %s", text.c_str());
}

chess::FenError fenError(const std::string& fen) {
    chess::Position position;
    const auto set = position.setFen(fen);
    if (set) qFatal("no error in %s", fen.c_str());
    return set.error();
}

// Installs the program's translation for `language` (from :/i18n, as the program does) while it
// lives.
class Translation {
public:
    explicit Translation(const QString& language) {
        loaded_ = translator_.load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(language)) &&
                  QCoreApplication::installTranslator(&translator_);
    }
    ~Translation() { QCoreApplication::removeTranslator(&translator_); }
    Translation(const Translation&) = delete;
    Translation& operator=(const Translation&) = delete;
    bool loaded() const { return loaded_; }
    const QTranslator& translator() const { return translator_; }

private:
    QTranslator translator_;
    bool loaded_ = false;
};

// The window-modal warning the window shows, if any.
QMessageBox* shownWarning(const ui::MainWindow& window) {
    for (auto* box : window.findChildren<QMessageBox*>())
        if (box->isVisible()) return box;
    return nullptr;
}

} // namespace

class TestCoreMessages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Without a translator, describe() is the core's English text.
    void englishWithoutTranslator() {
        const pgn::PgnError illegal = firstError(IllegalMove);
        QCOMPARE(describe(illegal),
                 QStringLiteral("game 1, line 3, column 13: illegal move 'Ke3': 'Ke3' is illegal "
                                "here: no white king can move to e3"));
        QCOMPARE(describe(illegal), QString::fromStdString(illegal.toString()));
        QCOMPARE(describe(illegal.text), QString::fromStdString(illegal.message));

        for (const std::string& pgn : {BadFenTag, AmbiguousMove, PercentToken}) {
            const pgn::PgnError error = firstError(pgn);
            QCOMPARE(describe(error), QString::fromStdString(error.toString()));
        }
        QCOMPARE(describe(firstError(PercentToken).text),
                 QStringLiteral("unreadable move '%2': '%2' is not a move: expected a destination "
                                "square such as e4"));

        const chess::FenError fen = fenError(BadFen);
        QCOMPARE(describe(fen), QStringLiteral("FEN field 3 (castling rights), column 28: castling "
                                               "right 'K' but there is no white rook on h1"));
        QCOMPARE(describe(fen), QString::fromStdString(fen.toString()));

        chess::Position start;
        const auto san = chess::parseSan(start, "Nd4");
        QVERIFY(!san);
        QCOMPARE(describe(san.error()),
                 QStringLiteral("'Nd4' is illegal here: no white knight can move to d4"));

        pgn::GameTree tree;
        const auto edit = tree.addMove(pgn::GameTree::root(), chess::Move(chess::E2, chess::E5));
        QVERIFY(!edit);
        QCOMPARE(describe(edit.error()), QStringLiteral("the move is not legal in this position"));
    }

    void german() {
        const Translation german(QStringLiteral("de"));
        QVERIFY(german.loaded());
        QCOMPARE(describe(firstError(IllegalMove)),
                 QStringLiteral("Partie 1, Zeile 3, Spalte 13: illegaler Zug 'Ke3': 'Ke3' ist hier "
                                "illegal: kein weißer König kann nach e3 ziehen"));
        QCOMPARE(
            describe(firstError(BadFenTag)),
            QStringLiteral("Partie 1, Zeile 2, Spalte 53: ungültige FEN im FEN-Tag: FEN-Feld 3 "
                           "(Rochaderechte), Spalte 47: Rochaderecht 'K', aber auf h1 steht "
                           "kein weißer Turm"));
        QCOMPARE(describe(firstError(AmbiguousMove).text),
                 QStringLiteral("mehrdeutiger Zug 'Nd2': 'Nd2' ist mehrdeutig: die weißen Springer "
                                "auf b1, b3 und f3 können jeweils nach d2 ziehen"));
        QCOMPARE(describe(firstError(PercentToken).text),
                 QStringLiteral("unlesbarer Zug '%2': '%2' ist kein Zug: ein Zielfeld wie e4 "
                                "erwartet"));
        QCOMPARE(describe(fenError(BadFen)),
                 QStringLiteral("FEN-Feld 3 (Rochaderechte), Spalte 28: Rochaderecht 'K', aber auf "
                                "h1 steht kein weißer Turm"));
        QCOMPARE(
            describe(fenError("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1")),
            QStringLiteral("FEN-Feld 1 (Figurenstellung), Spalte 1: Schwarz hat keinen König"));
        pgn::GameTree tree;
        QVERIFY(!tree.setStartPosition("4k3/4r3/8/8/8/8/8/4K3 w - - 0 1"));
        const auto edit = tree.addMove(pgn::GameTree::root(), chess::Move::null());
        QVERIFY(!edit);
        QCOMPARE(describe(edit.error()), QStringLiteral("ein Nullzug ist im Schach nicht möglich"));
    }

    // A value cut short, and the warning for a FEN tag's move number 0, translated.
    void cutValuesAndFullmoveZero() {
        const MessageText cut(MessageId::PgnNotAMove, {std::string(50, 'x')});
        const QString head(40, QLatin1Char('x'));
        QCOMPARE(describe(cut), QString::fromStdString(render(cut)));
        QCOMPARE(describe(cut),
                 "'" + head + QString::fromUtf8("\u2026 (50 characters)' is not a move"));
        const auto fullmoveZero =
            firstError("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0\"]\n\n1. Kd2 *\n", false);
        QCOMPARE(describe(fullmoveZero),
                 QStringLiteral("game 1, line 1, column 35: the FEN tag gives "
                                "the fullmove number 0, which is read as 1"));
        const Translation german(QStringLiteral("de"));
        QVERIFY(german.loaded());
        QCOMPARE(describe(cut),
                 "'" + head + QString::fromUtf8("\u2026 (50 Zeichen)' ist kein Zug"));
        QCOMPARE(describe(fullmoveZero.text),
                 QStringLiteral("das FEN-Tag gibt die Zugnummer 0 an, die als 1 gelesen wird"));
    }

    void frenchAndSpanish() {
        {
            const Translation french(QStringLiteral("fr"));
            QVERIFY(french.loaded());
            QCOMPARE(
                describe(firstError(IllegalMove)),
                QStringLiteral("partie 1, ligne 3, colonne 13\u00a0: coup illégal 'Ke3'\u00a0: "
                               "'Ke3' est illégal ici\u00a0: aucun roi blanc ne peut aller "
                               "en e3"));
            QCOMPARE(describe(fenError(BadFen)),
                     QStringLiteral("champ FEN 3 (droits de roque), colonne 28\u00a0: droit de "
                                    "roque 'K' alors qu’il n’y a pas de tour blanche en h1"));
        }
        {
            const Translation spanish(QStringLiteral("es"));
            QVERIFY(spanish.loaded());
            QCOMPARE(describe(firstError(IllegalMove)),
                     QStringLiteral("partida 1, línea 3, columna 13: jugada ilegal 'Ke3': 'Ke3' es "
                                    "ilegal aquí: ningún rey blanco puede ir a e3"));
            QCOMPARE(describe(fenError(BadFen)),
                     QStringLiteral("campo FEN 3 (derechos de enroque), columna 28: derecho de "
                                    "enroque 'K' pero no hay ninguna torre blanca en h1"));
        }
    }

    // Every sentence has a translation in each language, under the context describe() uses.
    void everySentenceTranslated_data() {
        QTest::addColumn<QString>("language");
        for (const char* language : {"de", "fr", "es"}) QTest::newRow(language) << language;
    }
    void everySentenceTranslated() {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(language)));
        QStringList missing;
        for (int i = 0; i < MessageCount; ++i) {
            const char* source = englishTemplate(MessageId(i));
            if (translator.translate(MessageContext, source).isEmpty())
                missing << QString::fromUtf8(source);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }

    // Where the window shows PGN errors: a file (the store reads it) and pasted text.
    void documentInGerman() {
        const Translation german(QStringLiteral("de"));
        QVERIFY(german.loaded());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("kaputt.pgn"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(IllegalMove));
        file.close();

        ui::GameDocument document;
        const ui::GameDocument::LoadResult loaded = document.load(path);
        QVERIFY(loaded.loaded);
        QCOMPARE(loaded.message,
                 QStringLiteral("kaputt.pgn, Zeile 3, Spalte 13: Partie 1: illegaler Zug 'Ke3': "
                                "'Ke3' ist hier illegal: kein weißer König kann nach e3 ziehen"));

        const ui::GameDocument::LoadResult pasted =
            document.loadText(QString::fromStdString(BadFenTag));
        QVERIFY(pasted.loaded);
        QCOMPARE(pasted.message,
                 QStringLiteral("eingefügter Text, Zeile 2, Spalte 53: Partie 1: ungültige FEN im "
                                "FEN-Tag: FEN-Feld 3 (Rochaderechte), Spalte 47: Rochaderecht "
                                "'K', aber auf h1 steht kein weißer Turm"));
    }

    // Where the window shows a FEN error: a pasted FEN that is not valid.
    void pastedFenInGerman() {
        const Translation german(QStringLiteral("de"));
        QVERIFY(german.loaded());
        ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QGuiApplication::clipboard()->setText(QString::fromStdString(BadFen));
        QAction* paste = window.findChild<QAction*>(QStringLiteral("pasteAction"));
        QVERIFY(paste);
        paste->trigger();
        QTRY_VERIFY(shownWarning(window));
        QMessageBox* box = shownWarning(window);
        const QString shown = box->text();
        box->accept();
        QVERIFY2(shown.endsWith(QStringLiteral("\n\nFEN-Feld 3 (Rochaderechte), Spalte 28: "
                                               "Rochaderecht 'K', aber auf h1 steht kein weißer "
                                               "Turm")),
                 qPrintable(shown));
    }
};

QTEST_MAIN(TestCoreMessages)
#include "tst_coremessages.moc"
