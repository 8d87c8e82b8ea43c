// The `option` lines engines declare, parsed into UciOption: every line that Stockfish, GNU Chess
// and Glaurung (Debian's packages, captured in tests/data/uci/options) send in answer to `uci`,
// with exact values, and the malformed lines that must give an error that quotes them.

#include "engines/uciprotocol.h"

#include <QFile>
#include <QTest>

#include <map>

using namespace kibitz::engines;
using Type = UciOption::Type;

namespace kibitz::engines {

// For QCOMPARE's message when an option differs.
char* toString(const UciOption& o) {
    static const char* const types[] = {"check", "spin", "combo", "button", "string"};
    QString text = QStringLiteral("{%1, %2").arg(QString::fromStdString(o.name),
                                                 QLatin1String(types[int(o.type)]));
    if (o.defaultValue)
        text += QStringLiteral(", default '%1'").arg(QString::fromStdString(*o.defaultValue));
    if (o.min) text += QStringLiteral(", min %1").arg(*o.min);
    if (o.max) text += QStringLiteral(", max %1").arg(*o.max);
    for (const std::string& v : o.vars)
        text += QStringLiteral(", var '%1'").arg(QString::fromStdString(v));
    return qstrdup(qPrintable(text + QLatin1Char('}')));
}

} // namespace kibitz::engines

namespace {

UciOption option(std::string name, Type type, std::optional<std::string> defaultValue = {},
                 std::optional<std::int64_t> min = {}, std::optional<std::int64_t> max = {},
                 std::vector<std::string> vars = {}) {
    return UciOption{std::move(name), type, std::move(defaultValue), min, max, std::move(vars)};
}

UciOption spin(std::string name, std::int64_t defaultValue, std::int64_t min, std::int64_t max) {
    return option(std::move(name), Type::Spin, std::to_string(defaultValue), min, max);
}

std::vector<std::string> linesOf(const QString& file) {
    QFile f(QStringLiteral(KIBITZ_TEST_DATA "/uci/options/") + file);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(file));
    std::vector<std::string> lines;
    for (const QByteArray& line : f.readAll().split('\n')) lines.push_back(line.toStdString());
    return lines;
}

// The options of a captured `uci` answer by name; fails the test on a line that does not parse.
std::map<std::string, UciOption> optionsOf(const QString& file) {
    std::map<std::string, UciOption> options;
    for (const std::string& line : linesOf(file)) {
        if (!line.starts_with("option")) continue;
        const auto parsed = parseOption(line);
        if (!parsed) qFatal("%s: %s", qPrintable(file), parsed.error().c_str());
        options.emplace(parsed->name, *parsed);
    }
    return options;
}

} // namespace

class TestUciOptions : public QObject {
    Q_OBJECT

private slots:
    // Every line of each capture: the option lines parse, no other line passes for one.
    void everyLineOfRealEngines_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("options");
        QTest::newRow("Stockfish 15.1") << "stockfish-15.1.txt" << 21;
        QTest::newRow("GNU Chess 6.2.7") << "gnuchess-6.2.7.txt" << 20;
        QTest::newRow("Glaurung 2.2") << "glaurung-2.2.txt" << 58;
    }

    void everyLineOfRealEngines() {
        QFETCH(QString, file);
        QFETCH(int, options);
        int parsed = 0;
        for (const std::string& line : linesOf(file)) {
            const auto option = parseOption(line);
            if (line.starts_with("option ")) {
                QVERIFY2(option, option ? "" : option.error().c_str());
                ++parsed;
            } else {
                QVERIFY2(!option, line.c_str());
            }
        }
        QCOMPARE(parsed, options);
        QCOMPARE(int(optionsOf(file).size()), options); // no name twice
    }

    void stockfish() {
        const auto o = optionsOf(QStringLiteral("stockfish-15.1.txt"));
        QCOMPARE(o.at("Hash"), spin("Hash", 16, 1, 33554432));
        QCOMPARE(o.at("Threads"), spin("Threads", 1, 1, 1024));
        QCOMPARE(o.at("MultiPV"), spin("MultiPV", 1, 1, 500));
        QCOMPARE(o.at("Skill Level"), spin("Skill Level", 20, 0, 20));
        QCOMPARE(o.at("UCI_Elo"), spin("UCI_Elo", 1350, 1350, 2850));
        QCOMPARE(o.at("Clear Hash"), option("Clear Hash", Type::Button));
        QCOMPARE(o.at("Ponder"), option("Ponder", Type::Check, "false"));
        QCOMPARE(o.at("Use NNUE"), option("Use NNUE", Type::Check, "true"));
        // `default ` with nothing after it, and `default <empty>`: both the empty string.
        QCOMPARE(o.at("Debug Log File"), option("Debug Log File", Type::String, ""));
        QCOMPARE(o.at("SyzygyPath"), option("SyzygyPath", Type::String, ""));
        QCOMPARE(o.at("EvalFile"), option("EvalFile", Type::String, "nn-ad9b42354671.nnue"));
    }

    void gnuChess() {
        const auto o = optionsOf(QStringLiteral("gnuchess-6.2.7.txt"));
        QCOMPARE(o.at("Hash"), spin("Hash", 16, 4, 1024));
        QCOMPARE(o.at("OwnBook"), option("OwnBook", Type::Check, "true"));
        QCOMPARE(o.at("BookFile"), option("BookFile", Type::String, "book_small.bin"));
        // A combo whose default and values hold a blank.
        QCOMPARE(o.at("NullMove Pruning"), option("NullMove Pruning", Type::Combo, "Fail High", {},
                                                  {}, {"Always", "Fail High", "Never"}));
        QCOMPARE(o.at("Verification Search"), option("Verification Search", Type::Combo, "Endgame",
                                                     {}, {}, {"Always", "Endgame", "Never"}));
        QCOMPARE(o.at("Quiescence Check Plies"), spin("Quiescence Check Plies", 1, 0, 2));
    }

    void glaurung() {
        const auto o = optionsOf(QStringLiteral("glaurung-2.2.txt"));
        QCOMPARE(o.at("Mobility (Middle Game)"), spin("Mobility (Middle Game)", 100, 0, 200));
        QCOMPARE(o.at("Check Extension (non-PV nodes)"),
                 spin("Check Extension (non-PV nodes)", 1, 0, 2));
        QCOMPARE(o.at("Maximum Number of Threads per Split Point"),
                 spin("Maximum Number of Threads per Split Point", 5, 4, 8));
        QCOMPARE(o.at("King Safety Curve"), option("King Safety Curve", Type::Combo, "Quadratic",
                                                   {}, {}, {"Quadratic", "Linear"}));
        QCOMPARE(o.at("Search Log Filename"),
                 option("Search Log Filename", Type::String, "SearchLog.txt"));
        QCOMPARE(o.at("Threads"), spin("Threads", 2, 1, 8));
        QCOMPARE(o.at("Hash"), spin("Hash", 32, 4, 4096));
        QCOMPARE(o.at("Clear Hash"), option("Clear Hash", Type::Button));
        QCOMPARE(o.at("Ponder"), option("Ponder", Type::Check, "true"));
    }

    // Lines no engine above sends, that the parser must still read right.
    void unusualButValid() {
        // Blanks as UCI allows them: the name and a string's default keep their inner blanks.
        QCOMPARE(
            *parseOption(" option\tname  Book  File type string default C:\\my books\\a.bin \r"),
            option("Book  File", Type::String, "C:\\my books\\a.bin"));
        // Keywords are lower case: a name may hold Min, Max or Type.
        QCOMPARE(*parseOption("option name Max Type type spin default -5 min -10 max 10"),
                 spin("Max Type", -5, -10, 10));
        // Fields left out stay unset, in any order.
        QCOMPARE(*parseOption("option name Level type spin max 20 min 1"),
                 option("Level", Type::Spin, {}, 1, 20));
        QCOMPARE(*parseOption("option name Style type combo var Solid var Risky"),
                 option("Style", Type::Combo, {}, {}, {}, {"Solid", "Risky"}));
        QCOMPARE(*parseOption("option name Path type string"), option("Path", Type::String));
        // A string's default is the rest of the line, keywords and all.
        QCOMPARE(*parseOption("option name Args type string default -min 1 var x"),
                 option("Args", Type::String, "-min 1 var x"));
    }

    void malformedLinesAreErrors_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << ""
                               << "no 'option' in ''";
        QTest::newRow("not an option") << "id name Stockfish"
                                       << "no 'option' in 'id name Stockfish'";
        QTest::newRow("no name") << "option type check"
                                 << "no name in 'option type check'";
        QTest::newRow("empty name") << "option name type check"
                                    << "no name in 'option name type check'";
        QTest::newRow("no type") << "option name Hash"
                                 << "no type in 'option name Hash'";
        QTest::newRow("type without a word") << "option name Hash type"
                                             << "no type in 'option name Hash type'";
        QTest::newRow("unknown type") << "option name Hash type slider default 1"
                                      << "an unknown type 'slider' in 'option name Hash type "
                                         "slider default 1'";
        QTest::newRow("spin default no number")
            << "option name Hash type spin default lots min 1 max 2"
            << "a default 'lots' that is no whole number in 'option name Hash type spin default "
               "lots min 1 max 2'";
        QTest::newRow("spin min no number") << "option name Hash type spin min 1.5"
                                            << "a min '1.5' that is no whole number in 'option "
                                               "name Hash type spin min 1.5'";
        QTest::newRow("spin overflow")
            << "option name Hash type spin max 99999999999999999999"
            << "a max '99999999999999999999' that is no whole number in 'option name Hash type "
               "spin max 99999999999999999999'";
        QTest::newRow("spin two words") << "option name Hash type spin default 1 2"
                                        << "'default' with more than one word: '1 2' in 'option "
                                           "name Hash type spin default 1 2'";
        QTest::newRow("min above max") << "option name Hash type spin min 9 max 1"
                                       << "min above max in 'option name Hash type spin min 9 max "
                                          "1'";
        QTest::newRow("default twice") << "option name Hash type spin default 1 default 2"
                                       << "'default' twice in 'option name Hash type spin default "
                                          "1 default 2'";
        QTest::newRow("max twice") << "option name Hash type spin max 1 max 2"
                                   << "'max' twice in 'option name Hash type spin max 1 max 2'";
        QTest::newRow("keyword without a value") << "option name Hash type spin default 1 min"
                                                 << "'min' without a value in 'option "
                                                    "name Hash type spin default 1 min'";
        QTest::newRow("check default") << "option name Ponder type check default yes"
                                       << "a check default 'yes' that is neither true nor false in "
                                          "'option name Ponder type check default yes'";
        QTest::newRow("min of a check") << "option name Ponder type check default true min 1"
                                        << "a field 'min' the type has not in 'option name Ponder "
                                           "type check default true min 1'";
        QTest::newRow("default of a button") << "option name Clear type button default x"
                                             << "a field 'default' the type has not in 'option "
                                                "name Clear type button default x'";
        QTest::newRow("var of a spin") << "option name Hash type spin var 1"
                                       << "a field 'var' the type has not in 'option name Hash "
                                          "type spin var 1'";
        QTest::newRow("garbage after the type") << "option name Hash type spin 16 1 64"
                                                << "'16' where a field belongs in 'option name "
                                                   "Hash type spin 16 1 64'";
        QTest::newRow("garbage after a string's type")
            << "option name Path type string /tmp"
            << "'/tmp' after the type in 'option name Path type string /tmp'";
        QTest::newRow("binary")
            << QString::fromLatin1("option name \x01\x02 type \xff")
            << QString::fromLatin1("an unknown type '\xff' in 'option name \x01\x02 type \xff'");
    }

    void malformedLinesAreErrors() {
        QFETCH(QString, line);
        QFETCH(QString, error);
        const std::string text = line.toLatin1().toStdString();
        const auto parsed = parseOption(text);
        QVERIFY(!parsed);
        QCOMPARE(QString::fromLatin1(parsed.error().c_str()), error);
    }
};

QTEST_GUILESS_MAIN(TestUciOptions)
#include "tst_ucioptions.moc"
