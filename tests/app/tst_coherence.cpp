// Kibitz's words agree with its signs, on real games: kibitz-cli annotate on games of
// ../shared/data (amateurs a person annotated, masters, lichess players), then every remark
// Kibitz wrote is read back from the PGN and checked against the signs it added. A comment never
// claims the game for both sides, a sign for one side never comes with words for the other, a
// slight edge is never called a probable win, a good move is never "a losing move", and so on.
// The default suite reads a few games of each kind; tst_coherence_all (the deep label) reads
// every amateur game and ten or twenty of the others.

#include "clirun.h"
#include "pgn/commands.h"
#include "pgn/reader.h"

#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <span>
#include <vector>

using namespace kibitz;

namespace {

const QString Shared = QStringLiteral(KIBITZ_SHARED_DATA);

// The golden test's budgets: small, and every look the defaults take.
const QStringList Budgets = {
    "--value-engine", "builtin",      "--nodes", "5000", "--leaf-nodes", "500", "--value-nodes",
    "10000",          "--expansions", "4",       "-q"};

// Words that give the game, or the better of it, to one side. "White may be winning, but ..."
// is no claim: its "but" takes it back.
QRegularExpression claimFor(const QString& side) {
    return QRegularExpression(
        QStringLiteral("%1 (has a (slight|clear) advantage|is probably winning|should win easily|"
                       "has (good|excellent) winning chances|has a mildly difficult win|wins\\.)|"
                       "(certain|easy) win for %1")
            .arg(side));
}

// A probable or sure win, more than a slight edge.
const QRegularExpression WinningWords(QStringLiteral(
    "probably winning|should win easily|won game|certain win|easy win|mildly difficult win"));

bool has(std::span<const int> nags, std::initializer_list<int> any) {
    return std::any_of(nags.begin(), nags.end(),
                       [&](int n) { return std::find(any.begin(), any.end(), n) != any.end(); });
}

// What is wrong with one remark: its words against the NAGs Kibitz added with them; empty
// when nothing is.
QString contradiction(const QString& words, std::span<const int> nags) {
    static const QRegularExpression white = claimFor(QStringLiteral("White"));
    static const QRegularExpression black = claimFor(QStringLiteral("Black"));
    const bool forWhite = words.contains(white);
    const bool forBlack = words.contains(black);
    if (forWhite && forBlack) return QStringLiteral("claims the game for both sides");
    if (has(nags, {14, 16, 18}) && forBlack)
        return QStringLiteral("a sign for White, words for Black");
    if (has(nags, {15, 17, 19}) && forWhite)
        return QStringLiteral("a sign for Black, words for White");
    if (has(nags, {14, 15}) && words.contains(WinningWords))
        return QStringLiteral("a slight edge called a win");
    if (has(nags, {10}) && (forWhite || forBlack))
        return QStringLiteral("level, and an advantage in words");
    const bool losing = words.contains(QLatin1String("A losing move."));
    if (has(nags, {1, 3}) && losing) return QStringLiteral("a good move called losing");
    if (has(nags, {2, 4, 6}) && (words.contains(QLatin1String("(!)")) ||
                                 words.contains(QLatin1String("A sound sacrifice."))))
        return QStringLiteral("a weak move praised");
    if (losing && words.contains(QLatin1String("(!)")))
        return QStringLiteral("the best move called losing");
    if (losing && words.contains(QLatin1String("A safe move.")))
        return QStringLiteral("losing and safe");
    return {};
}

struct Checked {
    int remarks = 0;
    int signs = 0;
    QStringList wrong;
};

// Every remark of Kibitz's in `tree` (main line and variations).
void check(const pgn::GameTree& tree, std::int64_t game, Checked& checked) {
    std::vector<pgn::NodeId> stack{pgn::GameTree::root()};
    while (!stack.empty()) {
        const pgn::NodeId id = stack.back();
        stack.pop_back();
        for (const pgn::NodeId child : tree.children(id)) stack.push_back(child);
        const std::string& comment = tree.commentAfter(id);
        const auto marker = pgn::findCommand(comment, "kibitz");
        if (!marker || id == pgn::GameTree::root()) continue;
        std::vector<int> nags;
        for (const QString& item : QString::fromStdString(marker->arguments).split(',')) {
            bool ok = false;
            const int nag = item.trimmed().toInt(&ok);
            if (ok) nags.push_back(nag);
        }
        const QString words = QString::fromStdString(pgn::commentText(comment.substr(marker->end)));
        ++checked.remarks;
        if (has(nags, {10, 14, 15, 16, 17, 18, 19})) ++checked.signs;
        const QString wrong = contradiction(words, nags);
        if (!wrong.isEmpty())
            checked.wrong << QStringLiteral("game %1, ply %2: %3: $%4 \"%5\"")
                                 .arg(game)
                                 .arg(tree.ply(id))
                                 .arg(wrong)
                                 .arg(QString::fromStdString(marker->arguments), words);
    }
}

} // namespace

class TestCoherence : public QObject {
    Q_OBJECT

private slots:
    void theCheckSeesContradictions() {
        // The check itself, on remarks Kibitz once wrote and on ones it writes now.
        QVERIFY(!contradiction("White is probably winning, though not easily.", std::vector{14})
                     .isEmpty());
        QVERIFY(!contradiction("(!) The best move in difficult circumstances. A losing move.",
                               std::vector<int>{})
                     .isEmpty());
        QVERIFY(
            !contradiction("Black has a clear advantage and is probably winning.", std::vector{16})
                 .isEmpty());
        QVERIFY(!contradiction("A sound sacrifice.", std::vector{2}).isEmpty());
        QVERIFY(!contradiction("A losing move.", std::vector{1}).isEmpty());
        QVERIFY(contradiction("White has a slight advantage, perhaps a win with best play.",
                              std::vector{14})
                    .isEmpty());
        QVERIFY(contradiction("White may be winning, but it would take extreme accuracy.",
                              std::vector{15})
                    .isEmpty());
        QVERIFY(contradiction("White stands better on the board, but Black has the better "
                              "practical chances at these strengths.",
                              std::vector{15})
                    .isEmpty());
    }

    void realGamesHaveNoContradictions_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("least"); // remarks with a sign at least: the check saw the games
#ifdef KIBITZ_COHERENCE_ALL
        // The deep run: every amateur game, more of the others.
        QTest::addRow("amateurs a person annotated")
            << Shared + "/pgn/annotated/all.pgn" << 0 << 450;
        QTest::addRow("Dortmund, masters") << Shared + "/pgn/human/dortmund.pgn" << 20 << 100;
        QTest::addRow("Kasparov") << Shared + "/pgn/masters/Kasparov.pgn" << 10 << 50;
        QTest::addRow("lichess") << Shared + "/pgn/lichess/lichess-2021-10-903.pgn" << 10 << 70;
#else
        QTest::addRow("amateurs a person annotated")
            << Shared + "/pgn/annotated/all.pgn" << 12 << 100;
        QTest::addRow("Dortmund, masters") << Shared + "/pgn/human/dortmund.pgn" << 3 << 12;
        QTest::addRow("Kasparov") << Shared + "/pgn/masters/Kasparov.pgn" << 3 << 12;
        QTest::addRow("lichess") << Shared + "/pgn/lichess/lichess-2021-10-903.pgn" << 3 << 12;
#endif
    }

    void realGamesHaveNoContradictions() {
        QFETCH(QString, input);
        QFETCH(int, games);
        QFETCH(int, least);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.pgn"));
        const QString out = dir.filePath(QStringLiteral("out.pgn"));
        writeFile(in, games > 0 ? firstGames(input, games) : fileBytes(input));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
        const Run run = runCli(
            QStringList{"annotate", in, "-o", out, "--threads", "2", "--variations"} + Budgets, {},
            environment, {}, 30 * 60 * 1000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        auto reader = pgn::PgnReader::open(out.toStdString());
        QVERIFY(reader.has_value());
        pgn::Game game;
        Checked checked;
        std::int64_t count = 0;
        while ((*reader)->readGame(game)) {
            QVERIFY2(!(*reader)->report().error, "Kibitz wrote a game it cannot read back");
            check(game.tree(), ++count, checked);
        }
        qInfo("%lld games, %d remarks, %d with a sign", qlonglong(count), checked.remarks,
              checked.signs);
        QVERIFY2(checked.wrong.isEmpty(), qPrintable(checked.wrong.join('\n')));
        QVERIFY2(checked.signs >= least, qPrintable(QString::number(checked.signs)));
    }
};

QTEST_GUILESS_MAIN(TestCoherence)
#include "tst_coherence.moc"
