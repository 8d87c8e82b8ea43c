// The solver's cache: files are written atomically and checked on load; a corrupt, truncated,
// wrong-version or misnamed file is never trusted and is generated again; a cache that cannot
// be written gives an error naming the file; a cancelled generation writes nothing partial.

#include "solvertestutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace kibitz;
using namespace kibitz::tablebase;
using test::fromFen;

namespace {

const char* const KqkFen = "2Q5/3K4/8/3k4/8/8/8/8 b - - 0 1"; // mated in 14 plies
const Layout Kqk({chess::Queen}, {});

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class TestSolverCache : public QObject {
    Q_OBJECT

private slots:
    void writesAndReloads();
    void damagedFilesAreRegenerated_data();
    void damagedFilesAreRegenerated();
    void unwritableFolder();
    void cancelWritesNothing();
    void cancelBetweenTables();
};

void TestSolverCache::writesAndReloads() {
    QTemporaryDir folder;
    {
        Solver solver(folder.path());
        QVERIFY(!solver.probe(fromFen(KqkFen)));
        const auto result = solver.generateFor(fromFen(KqkFen));
        QVERIFY(result.has_value());
        QCOMPARE(*result, Solver::Outcome::Done);
    }
    // KQvK needs KvK (the queen taken); both files are there, and nothing else.
    QCOMPARE(QDir(folder.path()).entryList(QDir::Files),
             QStringList({QStringLiteral("KQvK.ktb"), QStringLiteral("KvK.ktb")}));
    Solver fresh(folder.path());
    QVERIFY(fresh.hasTableFor(fromFen(KqkFen)));
    const auto probe = fresh.probe(fromFen(KqkFen));
    QVERIFY(probe.has_value());
    QCOMPARE(probe->dtm, std::optional<int>(-14));
}

void TestSolverCache::damagedFilesAreRegenerated_data() {
    QTest::addColumn<int>("damage");
    QTest::newRow("a flipped byte in the entries") << 0;
    QTest::newRow("truncated") << 1;
    QTest::newRow("another format version") << 2;
    QTest::newRow("another table's name") << 3;
    QTest::newRow("empty") << 4;
    QTest::newRow("another checksum") << 5;
}

void TestSolverCache::damagedFilesAreRegenerated() {
    QFETCH(int, damage);
    QTemporaryDir folder;
    QVERIFY(Solver(folder.path()).generateFor(fromFen(KqkFen)).has_value());
    const QString path = tablefile::path(folder.path(), Kqk);
    QByteArray bytes = readAll(path);
    QVERIFY(bytes.size() > 100);
    switch (damage) {
    case 0: bytes[bytes.size() - 40] = char(bytes[bytes.size() - 40] ^ 0x20); break;
    case 1: bytes.truncate(bytes.size() / 2); break;
    case 2: bytes[8] = char(tablefile::FormatVersion + 1); break; // the version follows the magic
    case 3: bytes[8 + 4 + 1 + 1] = 'R'; break;                    // "KQvK" becomes "KRvK"
    case 4: bytes.clear(); break;
    case 5: bytes[8 + 4 + 1 + 4 + 8] = char(bytes[8 + 4 + 1 + 4 + 8] ^ 1); break;
    }
    writeAll(path, bytes);

    Solver solver(folder.path());
    QVERIFY(!solver.hasTableFor(fromFen(KqkFen)));
    QVERIFY(!solver.probe(fromFen(KqkFen)));
    int generated = 0;
    const auto result = solver.generateFor(
        fromFen(KqkFen), [&generated](int, int, const std::string&) { ++generated; });
    QVERIFY(result.has_value());
    QCOMPARE(generated, 1); // KvK was sound and loaded, KQvK generated again
    QCOMPARE(solver.probe(fromFen(KqkFen))->dtm, std::optional<int>(-14));
    QVERIFY(readAll(path).size() > 100);
    QCOMPARE(Solver(folder.path()).probe(fromFen(KqkFen))->dtm, std::optional<int>(-14));
}

void TestSolverCache::unwritableFolder() {
    QTemporaryDir folder;
    // A file where the cache folder should be: no folder can be made there.
    const QString blocked = QDir(folder.path()).filePath(QStringLiteral("blocked"));
    writeAll(blocked, "not a folder");
    const QString cache = QDir(blocked).filePath(QStringLiteral("tablebases"));
    Solver solver(cache);
    // The tables are made and used from memory; why the cache failed is said once.
    const auto result = solver.generateFor(fromFen(KqkFen));
    QCOMPARE(*result, Solver::Outcome::Done);
    QCOMPARE(solver.probe(fromFen(KqkFen))->dtm, std::optional<int>(-14));
    QVERIFY(!solver.cacheWritable());
    const auto failure = solver.takeCacheFailure();
    QVERIFY(failure);
    QVERIFY2(QString::fromStdString(*failure).contains(cache), failure->c_str());
    QVERIFY(QString::fromStdString(*failure).contains(QStringLiteral("KvK.ktb")));
    QVERIFY(!solver.takeCacheFailure());
    QVERIFY(!QFileInfo::exists(cache));
}

void TestSolverCache::cancelWritesNothing() {
    QTemporaryDir folder;
    Solver solver(folder.path());
    const std::atomic<bool> cancel = true;
    const auto result = solver.generateAll(3, {}, &cancel);
    QVERIFY(result.has_value());
    QCOMPARE(*result, Solver::Outcome::Cancelled);
    QCOMPARE(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
    QVERIFY(!solver.probe(fromFen(KqkFen)));
}

void TestSolverCache::cancelBetweenTables() {
    QTemporaryDir folder;
    Solver solver(folder.path());
    std::atomic<bool> cancel = false;
    std::atomic<int> done = 0;
    const auto result = solver.generateAll(
        3,
        [&](int count, int, const std::string&) {
            done = count;
            cancel = true;
        },
        &cancel);
    QVERIFY(result.has_value());
    QCOMPARE(*result, Solver::Outcome::Cancelled);
    // Only finished tables are written (KvK first, maybe one more on the second thread).
    const QStringList files = QDir(folder.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(files.size(), done.load());
    QVERIFY(files.size() < 6);
    for (const QString& file : files)
        QVERIFY2(file.endsWith(QStringLiteral(".ktb")), qPrintable(file));
}

QTEST_GUILESS_MAIN(TestSolverCache)
#include "tst_solvercache.moc"
