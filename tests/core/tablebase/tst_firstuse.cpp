// Kibitz's own tables made at first use (tablebase/firstuse.h): the tables a run's positions need
// are made once and chosen, the run's Tablebases answer from the chosen tables alone (not from
// others the cache holds), a cache that cannot be written stops the making for the run with the
// file named, and a cancel chooses nothing and writes nothing partial.

#include "solvertestutil.h"
#include "tablebase/firstuse.h"
#include "tablebase/tablebases.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

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
        FirstUseTables firstUse(solver, nullptr);
        const Tablebases tables(nullptr, solver, firstUse.choice());

        const auto krk = positions({KrkFen});
        QVERIFY(firstUse.needs(krk));
        QVERIFY(!tables.probe(fromFen(KrkFen)));
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
        const auto probe = tables.probe(fromFen(KrkFen));
        QVERIFY(probe && probe->wdl == Wdl::Win && probe->dtm);

        // Dealt with: no look at the cache, nothing made again.
        QVERIFY(!firstUse.needs(krk));
        QVERIFY(firstUse.provide(krk).made.empty());
        // KQvK is in the cache and the solver could answer, but the run has not chosen it: its
        // positions get no exact value until a game of the run reaches them.
        QVERIFY(solver->probe(fromFen(KqkFen)));
        QVERIFY(!tables.probe(fromFen(KqkFen)));
        const auto kqk = positions({KqkFen});
        QVERIFY(firstUse.needs(kqk));
        const auto loaded = firstUse.provide(kqk);
        QCOMPARE(loaded.outcome, Solver::Outcome::Done);
        QVERIFY(loaded.made.empty()); // loaded from the cache, not made
        QCOMPARE(tables.probe(fromFen(KqkFen))->dtm, std::optional<int>(-14));
        // Without a choice, Tablebases answer from whatever the solver has.
        QVERIFY(
            Tablebases(nullptr, std::make_shared<Solver>(folder.path())).probe(fromFen(KqkFen)));
    }

    void successorsAreChosenWithTheTable() {
        QTemporaryDir folder;
        auto solver = std::make_shared<Solver>(folder.path());
        FirstUseTables firstUse(solver, nullptr);
        QCOMPARE(firstUse.provide(positions({KpkFen})).outcome, Solver::Outcome::Done);
        // A promotion leads to KQvK: chosen with KPvK, so the en passant and promotion lines of
        // the run's trees are exact too.
        QVERIFY(firstUse.choice()->has(fromFen(KqkFen)));
        QVERIFY(!firstUse.needs(positions({KqkFen})));
        QVERIFY(!firstUse.choice()->has(fromFen("8/8/8/4k3/8/8/8/R3K2R w - - 0 1")));
    }

    void unwritableCacheStopsTheMaking() {
        QTemporaryDir folder;
        // A file where the cache folder should be: no folder can be made there.
        const QString blocked = QDir(folder.path()).filePath(QStringLiteral("blocked"));
        QFile file(blocked);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("not a folder") > 0);
        file.close();
        const QString cache = QDir(blocked).filePath(QStringLiteral("tablebases"));
        auto solver = std::make_shared<Solver>(cache);
        FirstUseTables firstUse(solver, nullptr);
        const Tablebases tables(nullptr, solver, firstUse.choice());
        const auto made = firstUse.provide(positions({KrkFen}));
        QVERIFY(made.error);
        QVERIFY2(QString::fromStdString(*made.error).contains(cache), made.error->c_str());
        // Nothing chosen, though a table may have been solved in memory before the write failed:
        // the run goes on without exact values, and tries no more.
        QVERIFY(!tables.probe(fromFen(KrkFen)));
        QVERIFY(!tables.probe(fromFen("8/8/8/4k3/8/8/8/4K3 w - - 0 1")));
        QVERIFY(!firstUse.needs(positions({KpkFen})));
    }

    void cancelChoosesNothing() {
        QTemporaryDir folder;
        auto solver = std::make_shared<Solver>(folder.path());
        const std::atomic<bool> cancel = true;
        FirstUseTables firstUse(solver, &cancel);
        const Tablebases tables(nullptr, solver, firstUse.choice());
        const auto made = firstUse.provide(positions({KrkFen}));
        QCOMPARE(made.outcome, Solver::Outcome::Cancelled);
        QVERIFY(!made.error);
        QVERIFY(!tables.probe(fromFen(KrkFen)));
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
        QVERIFY(firstUse.needs(positions({KrkFen}))); // asked again by the next game
    }
};

QTEST_GUILESS_MAIN(TestFirstUse)
#include "tst_firstuse.moc"
