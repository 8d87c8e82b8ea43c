// The tag section read alone (pgn::readTags): each rule of the reader's tag section, the
// Windows-1252 decoding, broken tags, and agreement with the reader on every game of real files.

#include "pgn/reader.h"
#include "pgn/tags.h"

#include <QStringList>
#include <QTest>

#include <string>
#include <vector>

using namespace kibitz;

namespace {

const QString DataDir = QStringLiteral(KIBITZ_TEST_DATA "/pgn/");

// A file of tests/data/pgn, or with "shared/" first, of the real games in ../shared/data/pgn.
QString dataPath(const QString& name) {
    const QString shared = QStringLiteral("shared/");
    return name.startsWith(shared)
               ? QStringLiteral(KIBITZ_SHARED_DATA "/pgn/") + name.mid(shared.size())
               : DataDir + name;
}

// Tags as readable expected values: `Name=value`, in order.
QStringList shown(const std::vector<pgn::Tag>& tags) {
    QStringList result;
    for (const pgn::Tag& tag : tags)
        result << QString::fromStdString(tag.name) + QLatin1Char('=') +
                      QString::fromStdString(tag.value);
    return result;
}

} // namespace

class TestTags : public QObject {
    Q_OBJECT

private slots:
    void readTags_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QStringList>("tags");

        QTest::addRow("plain tags")
            << QByteArray("[Event \"Ch\"]\n[White \"A\"]\n[Black \"B\"]\n[WhiteElo \"2700\"]\n"
                          "[BlackElo \"\"]\n\n1. e4 *\n")
            << QStringList{"Event=Ch", "White=A", "Black=B", "WhiteElo=2700", "BlackElo="};
        QTest::addRow("blanks around names, values and brackets")
            << QByteArray("[ White\t\"A\" ]  [Black \"B\"]\t\n[Event  \"  spaced  \"]\n*")
            << QStringList{"White=A", "Black=B", "Event=  spaced  "};
        QTest::addRow("CRLF") << QByteArray("[White \"A\"]\r\n[Black \"B\"]\r\n\r\n1. e4 *\r\n")
                              << QStringList{"White=A", "Black=B"};
        QTest::addRow("escaped quotes and backslashes")
            << QByteArray("[White \"Say \\\"hi\\\"\"]\n[Black \"back\\\\slash\"]\n"
                          "[Site \"ends in \\\\\"]\n[Annotator \"C:\\dir\"]\n*")
            << QStringList{"White=Say \"hi\"", "Black=back\\slash", "Site=ends in \\",
                           "Annotator=C:\\dir"};
        QTest::addRow("the name characters the reader accepts")
            << QByteArray("[Time_Control+1#=:- \"40/7200\"]\n[ECO9 \"B90\"]\n*")
            << QStringList{"Time_Control+1#=:-=40/7200", "ECO9=B90"};
        QTest::addRow("duplicates kept in order")
            << QByteArray("[White \"A\"]\n[White \"B\"]\n[Black \"C\"]\n*")
            << QStringList{"White=A", "White=B", "Black=C"};
        QTest::addRow("comments and escape lines in the header")
            << QByteArray("% made by hand [White \"no\"]\n[Event \"E\"]\n"
                          "% an escape line [White \"no\"]\n{ a comment [White \"no\"]\n"
                          "over two lines } ; and [White \"no\"] to the end of the line\n"
                          "[White \"W\"] {between} [Black \"K\"]\n1. d4 *")
            << QStringList{"Event=E", "White=W", "Black=K"};
        QTest::addRow("a %% after a tag is no escape line: the movetext starts")
            << QByteArray("[Event \"E\"] %[White \"no\"]\n*") << QStringList{"Event=E"};
        QTest::addRow("an escape line after a comment's line break")
            << QByteArray("{a\n}\n%[White \"no\"]\n[Black \"K\"]\n*") << QStringList{"Black=K"};
        QTest::addRow("stops at the movetext")
            << QByteArray("[White \"A\"]\n1. e4 {[Black \"no\"]} *\n[Black \"no\"]\n")
            << QStringList{"White=A"};
        QTest::addRow("stops at a result")
            << QByteArray("[White \"A\"]\n*\n[Black \"no\"]\n") << QStringList{"White=A"};
        QTest::addRow("no tags") << QByteArray("1. e4 e5 2. Nf3 *\n") << QStringList{};
        QTest::addRow("no tags, a comment first")
            << QByteArray("{[White \"no\"]} 1. e4 *\n") << QStringList{};
        QTest::addRow("empty text") << QByteArray() << QStringList{};
        QTest::addRow("blank text") << QByteArray(" \n\t\r\n") << QStringList{};
        QTest::addRow("no closing bracket at the end of the line: kept")
            << QByteArray("[White \"A\"\n[Black \"B\"]   \n*") << QStringList{"White=A", "Black=B"};
        QTest::addRow("no closing bracket at the end of the text: kept")
            << QByteArray("[White \"A\"") << QStringList{"White=A"};

        // A broken tag ends the section where the reader stops with an error.
        QTest::addRow("broken: no closing quote")
            << QByteArray("[White \"A\"]\n[Black \"B]\n[Event \"E\"]\n*") << QStringList{"White=A"};
        QTest::addRow("broken: no closing quote at the end")
            << QByteArray("[White \"A\"]\n[Black \"B") << QStringList{"White=A"};
        QTest::addRow("broken: no name")
            << QByteArray("[White \"A\"]\n[ \"x\"]\n[Event \"E\"]\n*") << QStringList{"White=A"};
        QTest::addRow("broken: a character no name has")
            << QByteArray("[White \"A\"]\n[Bl.ack \"B\"]\n[Event \"E\"]\n*")
            << QStringList{"White=A"};
        QTest::addRow("broken: value not quoted")
            << QByteArray("[Event \"E\"]\n[White A]\n[Black \"B\"]\n*") << QStringList{"Event=E"};
        QTest::addRow("broken: text after the value")
            << QByteArray("[White \"A\" x]\n[Black \"B\"]\n*") << QStringList{};
        QTest::addRow("broken: a comment not closed")
            << QByteArray("[White \"A\"]\n{ never closed\n[Black \"B\"]\n")
            << QStringList{"White=A"};
        QTest::addRow("broken: nothing after the bracket")
            << QByteArray("[White \"A\"]\n[") << QStringList{"White=A"};

        // Encodings: UTF-8 stays as it is; a game that is not UTF-8 is Windows-1252 throughout.
        QTest::addRow("UTF-8") << QByteArray("[White \"L\xC3\xA9vy\"]\n[Black \"A\"]\n*")
                               << QStringList{QString::fromUtf8("White=Lévy"), "Black=A"};
        QTest::addRow("Windows-1252")
            << QByteArray("[White \"L\xE9vy \x93Z\x94\"]\n[Black \"M\xFCller\"]\n"
                          "[Event \"\x80 100\"]\n*")
            << QStringList{QString::fromUtf8("White=Lévy “Z”"), QString::fromUtf8("Black=Müller"),
                           QString::fromUtf8("Event=€ 100")};
        // The reader decides for the whole game: one Windows-1252 byte in a comment after the
        // tags makes it read the UTF-8 bytes of a tag as two Windows-1252 characters too.
        QTest::addRow("Windows-1252 in the moves decides for the tags")
            << QByteArray("[White \"L\xC3\xA9vy\"]\n1. e4 {caf\xE9} *")
            << QStringList{QString::fromUtf8("White=LÃ©vy")};
    }
    void readTags() {
        QFETCH(QByteArray, text);
        QFETCH(QStringList, tags);
        QCOMPARE(shown(pgn::readTags(std::string_view(text.constData(), std::size_t(text.size())))),
                 tags);
    }

    // On every game of these files readTags gives the tags the reader gives, but for the Result
    // tag that the reader adds from the result after the moves when the header has none.
    void agreesWithTheReader_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("games");
        QTest::addRow("Karpov") << "shared/masters/Karpov.pgn" << 3475;
        QTest::addRow("annotated") << "shared/annotated/all.pgn" << 48;
        QTest::addRow("twic944") << "shared/twic/twic944.pgn" << 2953;
        QTest::addRow("Latin-1") << "edge/latin1.pgn" << 2;
        QTest::addRow("errors") << "edge/errors.pgn" << 15;
        QTest::addRow("escape lines") << "edge/escape-lines.pgn" << 1;
        QTest::addRow("no tags") << "edge/no-tags.pgn" << 3;
        QTest::addRow("BOM and CRLF") << "edge/bom-crlf.pgn" << 1;
        QTest::addRow("semicolon comments") << "edge/semicolon-comments.pgn" << 1;
    }
    void agreesWithTheReader() {
        QFETCH(QString, file);
        QFETCH(int, games);
        auto reader = pgn::PgnReader::open(dataPath(file).toStdString());
        QVERIFY(reader);
        pgn::Game game;
        int count = 0;
        while ((*reader)->readGame(game)) {
            ++count;
            const std::vector<pgn::Tag> read = pgn::readTags((*reader)->report().text);
            std::vector<pgn::Tag> expected = game.tags();
            if (expected.size() == read.size() + 1 && expected.back().name == "Result" &&
                !game.tag("Result")->empty()) {
                bool hadResult = false;
                for (const pgn::Tag& tag : read) hadResult = hadResult || tag.name == "Result";
                if (!hadResult) expected.pop_back();
            }
            if (read != expected)
                QFAIL(qPrintable(QStringLiteral("game %1: %2 instead of %3")
                                     .arg(count)
                                     .arg(shown(read).join(QLatin1Char('|')),
                                          shown(expected).join(QLatin1Char('|')))));
        }
        QCOMPARE(count, games);
    }

    // One rating reader for the annotator, the strength controls and the dataset.
    void ratingOf_data() {
        QTest::addColumn<QString>("value"); // "<none>": no tag
        QTest::addColumn<int>("rating");    // 0: nullopt
        QTest::newRow("plain") << "2795" << 2795;
        QTest::newRow("blanks around") << " \t2795 " << 2795;
        QTest::newRow("plus sign") << "+2795" << 2795;
        QTest::newRow("leading zero") << "0800" << 800;
        QTest::newRow("highest") << "10000" << 10000;
        QTest::newRow("too high") << "10001" << 0;
        QTest::newRow("zero") << "0" << 0;
        QTest::newRow("negative") << "-5" << 0;
        QTest::newRow("dash") << "-" << 0;
        QTest::newRow("question mark") << "?" << 0;
        QTest::newRow("empty") << "" << 0;
        QTest::newRow("trailing text") << "2795a" << 0;
        QTest::newRow("decimal") << "2795.5" << 0;
        QTest::newRow("overflow") << "99999999999" << 0;
        QTest::newRow("no tag") << "<none>" << 0;
    }

    void ratingOf() {
        QFETCH(QString, value);
        QFETCH(int, rating);
        pgn::Game game;
        if (value != QLatin1String("<none>")) game.setTag("WhiteElo", value.toStdString());
        const std::optional<int> read = pgn::ratingOf(game, "WhiteElo");
        QCOMPARE(read.value_or(0), rating);
        QCOMPARE(read.has_value(), rating != 0);
        QVERIFY(!pgn::ratingOf(game, "BlackElo"));
    }
};

QTEST_APPLESS_MAIN(TestTags)
#include "tst_tags.moc"
