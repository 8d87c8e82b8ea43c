// Kibitz's own tables made at first use (tablebase/firstuse.h): the tables positions need are made
// once per run, and their Tablebases answer from those tables alone (not from others the cache
// holds); a cache that cannot be written stops the making for the run with the file named; a
// cancel gives no tables and writes nothing partial.

#include "solvertestutil.h"
#include "tablebase/firstuse.h"
#include "tablebase/tablebases.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>

using namespace kibitz;
using namespace kibitz::tablebase;
using test::fromFen;

namespace {

const char* const KrkFen = "8/8/8/4k3/8/8/8/R3K3 w - - 0 1";
const char* const KpkFen = "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1";
const char* const KqkFen = "2Q5/3K4/8/3k4/8/8/8/8 b - - 0 1";

std::vector<chess::Position> positions(std::initializer_list<const char*> fens) {
    std::vector<chess::Position> list;
    for (const char* fen : fens) list.push_back(fromFen(fen));
    return list;
}

QStringList names(const std::vector<Layout>& layouts) {
    QStringList list;
    for (const Layout& layout : layouts) list << QString::fromStdString(layout.name());
    return list;
}

} // namespace

class TestFirstUse : public QObject {
    Q_OBJECT

private slots:
    void tablesOfPositions() {
        // Five pieces, castling rights, the kings alone: no table; the same material twice, or
        // with the colours swapped: once.
        const auto list = positions(
            {"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "4k3/8/8/8/8/8/P7/R3K2R w - - 0 1", KrkFen, KrkFen,
             "8/8/8/4k3/8/8/8/r3K3 w - - 0 1", KpkFen, "8/8/8/4k3/8/8/8/4K3 w - - 0 1"});
        QCOMPARE(names(tablesOf(list)), QStringList({"KRvK", "KPvK"}));
        QVERIFY(tablesOf(positions({"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}))
                    .empty());
    }

    void makesWhatIsNeededOnceAndAnswersFromItAlone() {
        QTemporaryDir folder;
        // The cache already holds KQvK (made by an earlier run or `tb generate`).
        QVERIFY(Solver(folder.path()).generateFor(fromFen(KqkFen)).has_value());
        auto solver = std::make_shared<Solver>(folder.path());
        FirstUseTables firstUse(nullptr, solver, nullptr);

        const auto krk = positions({KrkFen});
        QVERIFY(firstUse.needs(krk));
        QStringList reported;
        const auto made = firstUse.provide(krk, [&](int done, int total, const std::string& table) {
            reported << QStringLiteral("%1/%2 %3").arg(done).arg(total).arg(table.c_str());
        });
        QCOMPARE(made.outcome, Solver::Outcome::Done);
        QVERIFY(!made.error);
        // KvK (the rook taken) was in the cache with KQvK: KRvK alone was made.
        QCOMPARE(reported, QStringList({"2/2 KRvK"}));
        QCOMPARE(made.made, std::vector<std::string>{"KRvK"});
        QVERIFY(QFile::exists(QDir(folder.path()).filePath("KRvK.ktb")));
        QVERIFY(made.tables);
        const auto probe = made.tables->probe(fromFen(KrkFen));
        QVERIFY(probe && probe->wdl == Wdl::Win && probe->dtm);
        // KQvK is in the cache and the solver could answer, but these positions do not need it:
        // their analysis gets no exact value from it.
        QVERIFY(solver->probe(fromFen(KqkFen)));
        QVERIFY(!made.tables->probe(fromFen(KqkFen)));
        // Nor does the search, which asks probeWdl and moveValues: they keep to the choice too.
        QVERIFY(!made.tables->probeWdl(fromFen(KqkFen)));
        QVERIFY(!made.tables->moveValues(fromFen(KqkFen)));
        QCOMPARE(made.tables->probeWdl(fromFen(KrkFen)), std::optional<Wdl>(Wdl::Win));
        QVERIFY(made.tables->moveValues(fromFen(KrkFen)));

        // Dealt with: nothing made again, and the same tables for the same needs.
        QVERIFY(!firstUse.needs(krk));
        const auto again = firstUse.provide(krk);
        QVERIFY(again.made.empty());
        QCOMPARE(again.tables, made.tables);
        // Positions that need KQvK have it (loaded from the cache, not made), and not KRvK.
        const auto kqk = firstUse.provide(positions({KqkFen}));
        QCOMPARE(kqk.outcome, Solver::Outcome::Done);
        QVERIFY(kqk.made.empty());
        QCOMPARE(kqk.tables->probe(fromFen(KqkFen))->dtm, std::optional<int>(-14));
        QVERIFY(!kqk.tables->probe(fromFen(KrkFen)));
        // Positions of no table: no value from Kibitz's tables at all.
        QVERIFY(!firstUse.provide({}).tables->probe(fromFen(KrkFen)));
        // Without a choice, Tablebases answer from whatever the solver has.
        QVERIFY(
            Tablebases(nullptr, std::make_shared<Solver>(folder.path())).probe(fromFen(KqkFen)));
    }

    void successorsComeWithTheTable() {
        QTemporaryDir folder;
        FirstUseTables firstUse(nullptr, std::make_shared<Solver>(folder.path()), nullptr);
        const auto made = firstUse.provide(positions({KpkFen}));
        QCOMPARE(made.outcome, Solver::Outcome::Done);
        // A promotion leads to KQvK: it answers too, so the promotions in the trees are exact.
        QVERIFY(made.tables->probe(fromFen(KqkFen)));
        QVERIFY(!firstUse.needs(positions({KqkFen})));
        QVERIFY(firstUse.needs(positions({"8/8/8/4k3/8/8/8/R3K2R w - - 0 1"})));
    }

    void unwritableCacheKeepsTheTablesInMemory() {
        QTemporaryDir folder;
        // A file where the cache folder should be: no folder can be made there.
        const QString blocked = QDir(folder.path()).filePath(QStringLiteral("blocked"));
        QFile file(blocked);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("not a folder") > 0);
        file.close();
        const QString cache = QDir(blocked).filePath(QStringLiteral("tablebases"));
        FirstUseTables firstUse(nullptr, std::make_shared<Solver>(cache), nullptr);
        const auto made = firstUse.provide(positions({KrkFen}));
        QVERIFY(!made.error);
        QVERIFY(made.unsaved);
        QVERIFY2(QString::fromStdString(*made.unsaved).contains(cache), made.unsaved->c_str());
        // The tables are used from memory; the cache is said once and not tried again.
        QCOMPARE(made.tables->probe(fromFen(KrkFen))->wdl, Wdl::Win);
        QVERIFY(firstUse.needs(positions({KpkFen})));
        const auto later = firstUse.provide(positions({KpkFen}));
        QVERIFY(!later.error && !later.unsaved);
        std::vector<std::string> made2 = later.made; // in the order the threads finished
        std::sort(made2.begin(), made2.end());
        QCOMPARE(made2, (std::vector<std::string>{"KBvK", "KNvK", "KPvK", "KQvK"}));
        QCOMPARE(later.tables->probe(fromFen(KpkFen))->wdl, Wdl::Win);
        QVERIFY(!QFileInfo::exists(cache));
    }

    void cancelGivesNoTables() {
        QTemporaryDir folder;
        const std::atomic<bool> cancel = true;
        FirstUseTables firstUse(nullptr, std::make_shared<Solver>(folder.path()), &cancel);
        const auto made = firstUse.provide(positions({KrkFen}));
        QCOMPARE(made.outcome, Solver::Outcome::Cancelled);
        QVERIFY(!made.error);
        QVERIFY(!made.tables);
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
        QVERIFY(firstUse.needs(positions({KrkFen}))); // asked again by the next game
    }
};

QTEST_GUILESS_MAIN(TestFirstUse)
#include "tst_firstuse.moc"
