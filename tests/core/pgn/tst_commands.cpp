// Commands in PGN comments ([%eval], [%clk], [%emt], [%csl], [%cal]): parsing to values with
// exact offsets, keeping unknown and malformed ones verbatim, editing a comment without disturbing
// the rest of its bytes, and printing values in the notation that reads back to the same value.

#include "chess/notation.h"
#include "pgn/commands.h"

#include <QTest>

#include <charconv>
#include <string>
#include <string_view>

using namespace kibitz::pgn;
using kibitz::chess::squareName;

namespace {

// The shortest decimal text that reads back as exactly `x`, so a description compares exactly.
std::string shortest(double x) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
    return std::string(buffer, result.ptr);
}

// Readable, exact descriptions of parsed values, for the data tables and for failure messages.
std::string describe(const Evaluation& e) {
    std::string text = e.kind == Evaluation::Kind::Mate ? "mate " + std::to_string(e.mate)
                                                        : "pawns " + shortest(e.pawns);
    if (e.depth) text += " depth " + std::to_string(*e.depth);
    return text;
}

std::string describe(const Duration& d) {
    return std::to_string(d.milliseconds) + " ms";
}

std::string describe(const CommandValue& value) {
    struct Describe {
        std::string operator()(std::monostate) const { return "none"; }
        std::string operator()(const Evaluation& e) const { return describe(e); }
        std::string operator()(const Duration& d) const { return describe(d); }
        std::string operator()(const std::vector<ColoredSquare>& squares) const {
            std::string text = "squares";
            for (const ColoredSquare& s : squares) text += " " + (s.color + squareName(s.square));
            return text;
        }
        std::string operator()(const std::vector<Arrow>& arrows) const {
            std::string text = "arrows";
            for (const Arrow& a : arrows)
                text += " " + (a.color + squareName(a.from)) + squareName(a.to);
            return text;
        }
    };
    return std::visit(Describe{}, value);
}

template <typename T>
QString describe(const std::optional<T>& value) {
    return value ? QString::fromStdString(describe(*value)) : QStringLiteral("absent");
}

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

Evaluation pawns(double value, std::optional<int> depth = std::nullopt) {
    return Evaluation{Evaluation::Kind::Pawns, value, 0, depth};
}

Evaluation mate(int moves, std::optional<int> depth = std::nullopt) {
    return Evaluation{Evaluation::Kind::Mate, 0.0, moves, depth};
}

} // namespace

Q_DECLARE_METATYPE(Evaluation)

class TestCommands : public QObject {
    Q_OBJECT

private slots:
    // A comment with one command: its name, its arguments verbatim, the parsed value, and the
    // byte offsets of "[%" and one past "]".
    void oneCommand_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("begin");
        QTest::addColumn<int>("end");
        QTest::addRow("eval in pawns") << "[%eval 0.34]"
                                       << "eval"
                                       << "0.34"
                                       << "pawns 0.34" << 0 << 12;
        QTest::addRow("eval with depth") << "[%eval -1.20,18]"
                                         << "eval"
                                         << "-1.20,18"
                                         << "pawns -1.2 depth 18" << 0 << 16;
        QTest::addRow("Black mates") << "[%eval #-3]"
                                     << "eval"
                                     << "#-3"
                                     << "mate -3" << 0 << 11;
        QTest::addRow("White mates") << "[%eval #4]"
                                     << "eval"
                                     << "#4"
                                     << "mate 4" << 0 << 10;
        QTest::addRow("mate with depth") << "[%eval #4,30]"
                                         << "eval"
                                         << "#4,30"
                                         << "mate 4 depth 30" << 0 << 13;
        QTest::addRow("clock") << "[%clk 0:09:59]"
                               << "clk"
                               << "0:09:59"
                               << "599000 ms" << 0 << 14;
        QTest::addRow("clock with tenths") << "[%clk 1:02:03.4]"
                                           << "clk"
                                           << "1:02:03.4"
                                           << "3723400 ms" << 0 << 16;
        QTest::addRow("move time") << "[%emt 0:00:07]"
                                   << "emt"
                                   << "0:00:07"
                                   << "7000 ms" << 0 << 14;
        QTest::addRow("coloured squares") << "[%csl Ge4,Rd5]"
                                          << "csl"
                                          << "Ge4,Rd5"
                                          << "squares Ge4 Rd5" << 0 << 14;
        QTest::addRow("other colour letters kept") << "[%csl Ya1,Xh8]"
                                                   << "csl"
                                                   << "Ya1,Xh8"
                                                   << "squares Ya1 Xh8" << 0 << 14;
        QTest::addRow("arrows") << "[%cal Ge2e4,Rd1d8]"
                                << "cal"
                                << "Ge2e4,Rd1d8"
                                << "arrows Ge2e4 Rd1d8" << 0 << 18;
        QTest::addRow("unknown command") << "[%foo bar baz]"
                                         << "foo"
                                         << "bar baz"
                                         << "none" << 0 << 14;
        QTest::addRow("no arguments") << "[%foo]"
                                      << "foo"
                                      << ""
                                      << "none" << 0 << 6;
        QTest::addRow("eval not a number") << "[%eval abc]"
                                           << "eval"
                                           << "abc"
                                           << "none" << 0 << 11;
        QTest::addRow("eval with an empty depth") << "[%eval 0.34,]"
                                                  << "eval"
                                                  << "0.34,"
                                                  << "none" << 0 << 13;
        QTest::addRow("eval without a value") << "[%eval]"
                                              << "eval"
                                              << ""
                                              << "none" << 0 << 7;
        QTest::addRow("clock not a time") << "[%clk 1:xx]"
                                          << "clk"
                                          << "1:xx"
                                          << "none" << 0 << 11;
        QTest::addRow("square off the board") << "[%csl Zz9]"
                                              << "csl"
                                              << "Zz9"
                                              << "none" << 0 << 10;
        QTest::addRow("arrow cut short") << "[%cal Ge2e]"
                                         << "cal"
                                         << "Ge2e"
                                         << "none" << 0 << 11;
        QTest::addRow("spaces around the arguments") << "[%eval   0.34  ]"
                                                     << "eval"
                                                     << "0.34"
                                                     << "pawns 0.34" << 0 << 16;
        QTest::addRow("tab after the name") << "[%clk\t0:00:05]"
                                            << "clk"
                                            << "0:00:05"
                                            << "5000 ms" << 0 << 14;
        QTest::addRow("inside text") << "Good [%eval 0.34] move"
                                     << "eval"
                                     << "0.34"
                                     << "pawns 0.34" << 5 << 17;
    }
    void oneCommand() {
        QFETCH(QString, comment);
        QFETCH(QString, name);
        QFETCH(QString, arguments);
        QFETCH(QString, value);
        QFETCH(int, begin);
        QFETCH(int, end);
        const std::vector<Command> commands = parseCommands(comment.toStdString());
        QCOMPARE(int(commands.size()), 1);
        const Command& c = commands.front();
        QCOMPARE(qs(c.name), name);
        QCOMPARE(qs(c.arguments), arguments);
        QCOMPARE(qs(describe(c.value)), value);
        QCOMPARE(int(c.begin), begin);
        QCOMPARE(int(c.end), end);
        // findCommand reads the same command.
        const auto found = findCommand(comment.toStdString(), name.toStdString());
        QVERIFY(found.has_value());
        QCOMPARE(qs(found->arguments), arguments);
        QCOMPARE(qs(describe(found->value)), value);
        QCOMPARE(int(found->begin), begin);
        QCOMPARE(int(found->end), end);
    }

    void severalCommands() {
        const std::string comment =
            "Good move [%eval 0.34,18] [%clk 0:01:05] then [%csl Ge4] [%foo x] end";
        const std::vector<Command> commands = parseCommands(comment);
        QCOMPARE(int(commands.size()), 4);
        QCOMPARE(qs(commands[0].name), QStringLiteral("eval"));
        QCOMPARE(qs(describe(commands[0].value)), QStringLiteral("pawns 0.34 depth 18"));
        QCOMPARE(int(commands[0].begin), 10);
        QCOMPARE(int(commands[0].end), 25);
        QCOMPARE(qs(commands[1].name), QStringLiteral("clk"));
        QCOMPARE(qs(describe(commands[1].value)), QStringLiteral("65000 ms"));
        QCOMPARE(int(commands[1].begin), 26);
        QCOMPARE(int(commands[1].end), 40);
        QCOMPARE(qs(commands[2].name), QStringLiteral("csl"));
        QCOMPARE(qs(describe(commands[2].value)), QStringLiteral("squares Ge4"));
        QCOMPARE(int(commands[2].begin), 46);
        QCOMPARE(int(commands[2].end), 56);
        QCOMPARE(qs(commands[3].name), QStringLiteral("foo"));
        QCOMPARE(qs(commands[3].arguments), QStringLiteral("x"));
        QCOMPARE(qs(describe(commands[3].value)), QStringLiteral("none"));
        QCOMPARE(int(commands[3].begin), 57);
        QCOMPARE(int(commands[3].end), 65);
        // The offsets cut the commands out exactly.
        QCOMPARE(qs(comment.substr(26, 40 - 26)), QStringLiteral("[%clk 0:01:05]"));
    }

    // A clock is a non-negative number of milliseconds that fits the type: a time too large for
    // it, or a negative one, is malformed like any other bad argument (monostate, text kept),
    // never a wrapped-around or negative duration.
    void durationOutOfRangeIsMalformed_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("arguments");
        QTest::addRow("hours overflow") << "[%clk 999999999999999999:00:00]"
                                        << "999999999999999999:00:00";
        QTest::addRow("milliseconds overflow") << "[%clk 153722867280912:55:00]"
                                               << "153722867280912:55:00";
        QTest::addRow("seconds beyond any clock") << "[%clk 1e300]"
                                                  << "1e300";
        QTest::addRow("largest integer of seconds") << "[%emt 9223372036854775807]"
                                                    << "9223372036854775807";
        // "-1:00:05" is refused; a minus on a zero field must not slip through as +5 s.
        QTest::addRow("negative with zero hours") << "[%clk -0:00:05]"
                                                  << "-0:00:05";
    }
    void durationOutOfRangeIsMalformed() {
        QFETCH(QString, comment);
        QFETCH(QString, arguments);
        const std::vector<Command> commands = parseCommands(comment.toStdString());
        QCOMPARE(int(commands.size()), 1);
        QCOMPARE(qs(commands.front().arguments), arguments);
        QCOMPARE(qs(describe(commands.front().value)), QStringLiteral("none"));
        QCOMPARE(describe(kibitz::pgn::clock(comment.toStdString())), QStringLiteral("absent"));
        QCOMPARE(describe(elapsedMoveTime(comment.toStdString())), QStringLiteral("absent"));
    }

    // Brackets that do not make a command are text.
    void noCommand_data() {
        QTest::addColumn<QString>("comment");
        QTest::addRow("empty") << "";
        QTest::addRow("plain text") << "White is better";
        QTest::addRow("brackets without a percent sign") << "[see the game above]";
        QTest::addRow("unterminated") << "[%eval 0.34";
        QTest::addRow("no name") << "[% eval 0.34]";
        QTest::addRow("empty command") << "[%]";
    }
    void noCommand() {
        QFETCH(QString, comment);
        QVERIFY(parseCommands(comment.toStdString()).empty());
        QVERIFY(!evaluation(comment.toStdString()).has_value());
        QCOMPARE(qs(kibitz::pgn::commentText(comment.toStdString())), comment.simplified());
    }

    // The accessors read the first command of their name, parsed; a malformed one reads as
    // absent, and [%clk] and [%emt] are not confused.
    void accessors_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("evaluation");
        QTest::addColumn<QString>("clock");
        QTest::addColumn<QString>("moveTime");
        QTest::addRow("all three") << "[%eval -0.50] [%emt 0:00:07] [%clk 0:00:05]"
                                   << "pawns -0.5"
                                   << "5000 ms"
                                   << "7000 ms";
        QTest::addRow("none") << "just words"
                              << "absent"
                              << "absent"
                              << "absent";
        QTest::addRow("malformed") << "[%eval abc] [%clk 1:xx] [%emt]"
                                   << "absent"
                                   << "absent"
                                   << "absent";
        QTest::addRow("the first of two") << "[%eval #2] [%eval 3.00] [%clk 1:00:00] [%clk 0:00:01]"
                                          << "mate 2"
                                          << "3600000 ms"
                                          << "absent";
        QTest::addRow("a longer name is another command") << "[%evaluation 1.0] [%clkx 0:00:01]"
                                                          << "absent"
                                                          << "absent"
                                                          << "absent";
    }
    void accessors() {
        QFETCH(QString, comment);
        QFETCH(QString, evaluation);
        QFETCH(QString, clock);
        QFETCH(QString, moveTime);
        const std::string text = comment.toStdString();
        QCOMPARE(describe(kibitz::pgn::evaluation(text)), evaluation);
        QCOMPARE(describe(kibitz::pgn::clock(text)), clock);
        QCOMPARE(describe(elapsedMoveTime(text)), moveTime);
    }

    void commentText_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("text");
        QTest::addRow("command in front") << "[%eval 0.34] Good move"
                                          << "Good move";
        QTest::addRow("command at the end") << "Good move [%clk 0:00:05]"
                                            << "Good move";
        QTest::addRow("command in the middle") << "Good [%eval 0.34] move"
                                               << "Good move";
        QTest::addRow("only commands") << "[%eval 0.34] [%clk 0:00:05]"
                                       << "";
        QTest::addRow("runs of blanks and line breaks")
            << "  Good \t move\n[%clk 0:01:00]   really\r\n good  "
            << "Good move really good";
        QTest::addRow("unknown and malformed commands go too") << "[%foo bar] a [%eval abc] b"
                                                               << "a b";
        QTest::addRow("no commands") << "  plain   text "
                                     << "plain text";
    }
    void commentText() {
        QFETCH(QString, comment);
        QFETCH(QString, text);
        QCOMPARE(qs(kibitz::pgn::commentText(comment.toStdString())), text);
        // A preview is the same text cut after as many bytes as asked for.
        const std::string whole = text.toStdString();
        for (std::size_t limit = 0; limit <= whole.size() + 1; ++limit)
            QCOMPARE(kibitz::pgn::commentText(comment.toStdString(), limit),
                     whole.substr(0, limit));
    }

    // A preview of a comment of megabytes reads only its beginning: a run of nameless "[%" and a
    // word of 8 MB cost no more than a look at them.
    void commentTextPreviewOfAHugeComment() {
        std::string comment = "[%eval 0.5] first words ";
        comment += std::string(8'000'000, 'x');
        QCOMPARE(kibitz::pgn::commentText(comment, 20), std::string("first words xxxxxxxx"));
        std::string nameless;
        for (int i = 0; i < 1'000'000; ++i) nameless += "[% ";
        nameless += "]";
        QCOMPARE(kibitz::pgn::commentText(nameless, 8), std::string("[% [% [%"));
        QCOMPARE(kibitz::pgn::parseCommands(nameless).size(), std::size_t(0));
        // withoutCommand removes a million commands in one pass.
        std::string evals;
        for (int i = 0; i < 1'000'000; ++i) evals += "[%eval 0.1] ";
        evals += "kept";
        QCOMPARE(kibitz::pgn::withoutCommand(evals, "eval"), std::string("kept"));
    }

    // withCommand edits only the command: every other byte of the comment stays as it was.
    void withCommand_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::addRow("replace in front") << "[%eval 0.34] Good move [%clk 0:01:00]"
                                          << "eval"
                                          << "-1.00"
                                          << "[%eval -1.00] Good move [%clk 0:01:00]";
        QTest::addRow("replace keeps odd spacing") << "Good  move\n[%clk 0:01:00]  end "
                                                   << "clk"
                                                   << "0:00:59"
                                                   << "Good  move\n[%clk 0:00:59]  end ";
        QTest::addRow("replace only the first") << "[%eval 1] x [%eval 2]"
                                                << "eval"
                                                << "3"
                                                << "[%eval 3] x [%eval 2]";
        QTest::addRow("replace a malformed one") << "text [%eval   abc ] more"
                                                 << "eval"
                                                 << "0.10"
                                                 << "text [%eval 0.10] more";
        QTest::addRow("insert in front of text") << "Good move"
                                                 << "eval"
                                                 << "0.34"
                                                 << "[%eval 0.34] Good move";
        QTest::addRow("insert in front of other commands") << "[%clk 0:00:05] ok"
                                                           << "eval"
                                                           << "#-3"
                                                           << "[%eval #-3] [%clk 0:00:05] ok";
        QTest::addRow("empty comment") << ""
                                       << "eval"
                                       << "0.34"
                                       << "[%eval 0.34]";
        QTest::addRow("blank comment") << "  \n "
                                       << "clk"
                                       << "0:00:05"
                                       << "[%clk 0:00:05]";
    }
    void withCommand() {
        QFETCH(QString, comment);
        QFETCH(QString, name);
        QFETCH(QString, arguments);
        QFETCH(QString, expected);
        const std::string edited = kibitz::pgn::withCommand(
            comment.toStdString(), name.toStdString(), arguments.toStdString());
        QCOMPARE(qs(edited), expected);
        const auto found = findCommand(edited, name.toStdString());
        QVERIFY(found.has_value());
        QCOMPARE(qs(found->arguments), arguments);
    }

    void withoutCommand_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::addRow("in front") << "[%eval 0.34] Good move"
                                  << "eval"
                                  << "Good move";
        QTest::addRow("at the end") << "Good move [%eval 0.34]"
                                    << "eval"
                                    << "Good move";
        QTest::addRow("in the middle") << "Good [%eval 0.34] move"
                                       << "eval"
                                       << "Good move";
        QTest::addRow("alone") << "[%eval 0.34]"
                               << "eval"
                               << "";
        QTest::addRow("every one of the name, others kept")
            << "[%eval 1] a [%clk 0:00:01] b [%eval 2]"
            << "eval"
            << "a [%clk 0:00:01] b";
        QTest::addRow("malformed ones too") << "[%clk 1:xx] [%clk 0:00:01] rest"
                                            << "clk"
                                            << "rest";
        QTest::addRow("absent: unchanged") << "Good  move [%clk 0:00:01]"
                                           << "eval"
                                           << "Good  move [%clk 0:00:01]";
        QTest::addRow("a prefix of a name is not that name") << "[%evaluation 1] x"
                                                             << "eval"
                                                             << "[%evaluation 1] x";
        QTest::addRow("empty") << ""
                               << "eval"
                               << "";
    }
    void withoutCommand() {
        QFETCH(QString, comment);
        QFETCH(QString, name);
        QFETCH(QString, expected);
        const std::string edited =
            kibitz::pgn::withoutCommand(comment.toStdString(), name.toStdString());
        QCOMPARE(qs(edited), expected);
        QVERIFY(!findCommand(edited, name.toStdString()).has_value());
    }

    void formatEvaluation_data() {
        QTest::addColumn<Evaluation>("evaluation");
        QTest::addColumn<QString>("text");
        QTest::addRow("pawns") << pawns(0.34) << "0.34";
        QTest::addRow("two decimals always") << pawns(12.5) << "12.50";
        QTest::addRow("zero") << pawns(0.0) << "0.00";
        QTest::addRow("negative") << pawns(-1.2) << "-1.20";
        QTest::addRow("rounds to two decimals") << pawns(1.999) << "2.00";
        QTest::addRow("no negative zero") << pawns(-0.001) << "0.00";
        QTest::addRow("no negative zero, nearer the edge") << pawns(-0.004) << "0.00";
        QTest::addRow("with depth") << pawns(-1.2, 18) << "-1.20,18";
        QTest::addRow("Black mates") << mate(-3) << "#-3";
        QTest::addRow("White mates") << mate(4) << "#4";
        QTest::addRow("mate with depth") << mate(4, 30) << "#4,30";
    }
    void formatEvaluation() {
        QFETCH(Evaluation, evaluation);
        QFETCH(QString, text);
        QCOMPARE(qs(kibitz::pgn::formatEvaluation(evaluation)), text);
    }

    void formatDuration_data() {
        QTest::addColumn<qint64>("milliseconds");
        QTest::addColumn<QString>("text");
        QTest::addRow("zero") << qint64(0) << "0:00:00";
        QTest::addRow("whole seconds") << qint64(7000) << "0:00:07";
        QTest::addRow("tenths") << qint64(7200) << "0:00:07.2";
        QTest::addRow("milliseconds") << qint64(59999) << "0:00:59.999";
        QTest::addRow("hundredths as milliseconds") << qint64(50) << "0:00:00.050";
        QTest::addRow("minutes") << qint64(599000) << "0:09:59";
        QTest::addRow("hours and tenths") << qint64(3723400) << "1:02:03.4";
        QTest::addRow("one hour") << qint64(3600000) << "1:00:00";
        QTest::addRow("a hundred hours") << qint64(360000000) << "100:00:00";
    }
    void formatDuration() {
        QFETCH(qint64, milliseconds);
        QFETCH(QString, text);
        QCOMPARE(qs(kibitz::pgn::formatDuration(Duration{milliseconds})), text);
    }

    // What Kibitz writes it reads back as the same value, directly and through withCommand.
    void evaluationRoundTrip_data() {
        QTest::addColumn<Evaluation>("evaluation");
        QTest::addRow("0.34") << pawns(0.34);
        QTest::addRow("-1.20,18") << pawns(-1.2, 18);
        QTest::addRow("0.00") << pawns(0.0);
        QTest::addRow("0.01") << pawns(0.01);
        QTest::addRow("-0.01") << pawns(-0.01);
        QTest::addRow("12.50") << pawns(12.5);
        QTest::addRow("-327.66,0") << pawns(-327.66, 0);
        // Absurd but finite scores (the reader accepts them) print in full, not cut short.
        QTest::addRow("1e40") << pawns(1e40);
        QTest::addRow("-1e308") << pawns(-1e308);
        QTest::addRow("#1") << mate(1);
        QTest::addRow("#-1") << mate(-1);
        QTest::addRow("#12,40") << mate(12, 40);
        QTest::addRow("#-25") << mate(-25);
    }
    void evaluationRoundTrip() {
        QFETCH(Evaluation, evaluation);
        const std::string text = kibitz::pgn::formatEvaluation(evaluation);
        const auto direct = kibitz::pgn::evaluation("[%eval " + text + "]");
        QVERIFY2(direct == evaluation,
                 qPrintable(QStringLiteral("\"%1\" reads as %2").arg(qs(text), describe(direct))));
        const auto edited =
            kibitz::pgn::evaluation(kibitz::pgn::withCommand("[%eval 9.99] note", "eval", text));
        QVERIFY2(edited == evaluation,
                 qPrintable(QStringLiteral("\"%1\" reads as %2").arg(qs(text), describe(edited))));
    }

    void durationRoundTrip_data() {
        QTest::addColumn<qint64>("milliseconds");
        for (const qint64 ms :
             {qint64(0), qint64(1), qint64(50), qint64(999), qint64(1000), qint64(7200),
              qint64(59999), qint64(60000), qint64(599000), qint64(3723400), qint64(3723450),
              qint64(86399999), qint64(360000000)})
            QTest::addRow("%lld ms", (long long)ms) << ms;
    }
    void durationRoundTrip() {
        QFETCH(qint64, milliseconds);
        const Duration duration{milliseconds};
        const std::string text = kibitz::pgn::formatDuration(duration);
        QCOMPARE(describe(kibitz::pgn::clock("[%clk " + text + "]")), qs(describe(duration)));
        QCOMPARE(describe(elapsedMoveTime("[%emt " + text + "]")), qs(describe(duration)));
    }

    // Marks drawn by hand: toggled in the comment, words and other commands kept.
    void toggleSquares_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("mark");
        QTest::addColumn<QString>("expected");
        QTest::addRow("first mark") << ""
                                    << "Ge4"
                                    << "[%csl Ge4]";
        QTest::addRow("before the words") << "Strong."
                                          << "Rd5"
                                          << "[%csl Rd5] Strong.";
        QTest::addRow("added at the end") << "[%csl Ge4] Strong."
                                          << "Rd5"
                                          << "[%csl Ge4,Rd5] Strong.";
        QTest::addRow("same colour removes") << "[%csl Ge4,Rd5] Strong."
                                             << "Ge4"
                                             << "[%csl Rd5] Strong.";
        QTest::addRow("other colour recolours") << "[%csl Ge4,Rd5]"
                                                << "Yd5"
                                                << "[%csl Ge4,Yd5]";
        QTest::addRow("last one goes with the command") << "[%eval 0.30] [%csl Ge4] Strong."
                                                        << "Ge4"
                                                        << "[%eval 0.30] Strong.";
    }
    void toggleSquares() {
        QFETCH(QString, comment);
        QFETCH(QString, mark);
        QFETCH(QString, expected);
        const std::string m = mark.toStdString();
        const ColoredSquare square{m[0], kibitz::chess::Square((m[1] - 'a') + 8 * (m[2] - '1'))};
        QCOMPARE(qs(kibitz::pgn::withSquareToggled(comment.toStdString(), square)), expected);
    }
    void toggleArrows() {
        using kibitz::pgn::Arrow;
        const Arrow e2e4{'G', kibitz::chess::E2, kibitz::chess::E4};
        std::string comment = kibitz::pgn::withArrowToggled("A plan. [%clk 0:05:00]", e2e4);
        QCOMPARE(qs(comment), QStringLiteral("[%cal Ge2e4] A plan. [%clk 0:05:00]"));
        comment = kibitz::pgn::withArrowToggled(comment,
                                                Arrow{'R', kibitz::chess::D1, kibitz::chess::D8});
        QCOMPARE(qs(comment), QStringLiteral("[%cal Ge2e4,Rd1d8] A plan. [%clk 0:05:00]"));
        // The reverse arrow is another arrow; the same one in blue recolours it.
        comment = kibitz::pgn::withArrowToggled(comment,
                                                Arrow{'G', kibitz::chess::E4, kibitz::chess::E2});
        QCOMPARE(qs(comment), QStringLiteral("[%cal Ge2e4,Rd1d8,Ge4e2] A plan. [%clk 0:05:00]"));
        comment = kibitz::pgn::withArrowToggled(comment,
                                                Arrow{'B', kibitz::chess::E2, kibitz::chess::E4});
        QCOMPARE(qs(comment), QStringLiteral("[%cal Be2e4,Rd1d8,Ge4e2] A plan. [%clk 0:05:00]"));
        for (const Arrow& a : {Arrow{'B', kibitz::chess::E2, kibitz::chess::E4},
                               Arrow{'R', kibitz::chess::D1, kibitz::chess::D8},
                               Arrow{'G', kibitz::chess::E4, kibitz::chess::E2}})
            comment = kibitz::pgn::withArrowToggled(comment, a);
        QCOMPARE(qs(comment), QStringLiteral("A plan. [%clk 0:05:00]"));
    }
};

QTEST_APPLESS_MAIN(TestCommands)
#include "tst_commands.moc"
