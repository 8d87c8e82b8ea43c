// Syzygy tables through libfathom: the 3- and 4-piece tables of the shared data set, broken files
// named and left out, cursed wins under the 50-move rule, and the moves of a root probe.

#include "chess/movegen.h"
#include "chess/notation.h"
#include "tablebase/syzygy.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace kibitz;
using namespace kibitz::tablebase;

namespace {

const std::string Tables = KIBITZ_SYZYGY;

chess::Position at(const char* fen) {
    chess::Position position;
    if (!position.setFen(fen)) qFatal("bad FEN %s", fen);
    return position;
}

// A shared table, damaged by `damage`, written into `folder` as `name`.
void writeDamaged(const QString& table, const QString& folder, const QString& name,
                  const std::function<void(QByteArray&)>& damage) {
    QFile in(QString::fromStdString(Tables) + "/" + table);
    QFile out(folder + "/" + name);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
        qFatal("copy %s", qPrintable(table));
    QByteArray bytes = in.readAll();
    damage(bytes);
    out.write(bytes);
}

// Copies the first `bytes` bytes (all of them when negative) of a shared table into `folder`.
void copyTable(const QString& name, const QString& folder, qint64 bytes = -1) {
    writeDamaged(name, folder, name, [bytes](QByteArray& all) {
        if (bytes >= 0) all.truncate(bytes);
    });
}

std::string sanOf(const chess::Position& position, chess::Move move) {
    chess::Position copy = position.clone();
    return chess::toSan(copy, move);
}

} // namespace

class TestSyzygy : public QObject {
    Q_OBJECT

private slots:
    void opensTheSharedTables() {
        const auto syzygy = Syzygy::open({Tables});
        QCOMPARE(syzygy->largest(), 4);
        QCOMPARE(syzygy->tableCount(), 35);
        QVERIFY(syzygy->problems().empty());
        QCOMPARE(syzygy->summary(), "Syzygy: 35 tables of up to 4 pieces in " + Tables);
    }

    void probesWinDrawLoss_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("wdl");
        QTest::newRow("KQvK, the queen's side to move") << "4k3/8/8/8/8/8/8/4K2Q w - - 0 1" << 2;
        QTest::newRow("KQvK, the bare king to move") << "4k3/8/8/8/8/8/8/4K2Q b - - 0 1" << -2;
        QTest::newRow("KNvK") << "4k3/8/8/8/8/8/8/4K2N w - - 0 1" << 0;
        // The rook pawn with the defending king in front of it: a draw.
        QTest::newRow("KPvK, a-pawn, king in front") << "k7/8/8/8/8/8/P7/K7 w - - 0 1" << 0;
        // The pawn on the 6th with the king before it and the opposition: a win.
        QTest::newRow("KPvK, e-pawn won") << "4k3/8/3KP3/8/8/8/8/8 w - - 0 1" << 2;
        // KRvKP: the black pawn on the 2nd, supported, against a far-away king: a draw.
        QTest::newRow("KRvKP, far king") << "K7/8/8/8/8/8/1kp5/7R w - - 0 1" << 0;
    }
    void probesWinDrawLoss() {
        QFETCH(QString, fen);
        QFETCH(int, wdl);
        const auto syzygy = Syzygy::open({Tables});
        const auto probe = syzygy->probeWdl(at(qPrintable(fen)));
        QVERIFY(probe);
        QCOMPARE(int(probe->wdl), wdl);
        QCOMPARE(probe->source, Source::Syzygy);
        QVERIFY(!probe->dtz && !probe->dtm);
    }

    // Outside the tables: castling rights, five pieces. Both are refused before libfathom is asked.
    void answersNothingOutsideTheTables() {
        const auto syzygy = Syzygy::open({Tables});
        QVERIFY(!syzygy->probeWdl(at("4k3/8/8/8/8/8/8/4K2R w K - 0 1")));
        QVERIFY(!syzygy->probeWdl(at("4k3/8/8/8/8/8/8/2RQK2R w - - 0 1")));
        QVERIFY(!syzygy->probeRoot(at("4k3/8/8/8/8/8/8/4K2R w K - 0 1")));
    }

    // The root probe counts the position's own halfmove clock: the same KQvK win becomes cursed
    // when the mate, or the next zeroing move, cannot come before the 50-move rule.
    void cursedWinUnderTheFiftyMoveRule() {
        const auto syzygy = Syzygy::open({Tables});
        const auto fresh = syzygy->probeRoot(at("8/8/8/4k3/8/8/8/4K2Q w - - 0 1"));
        QVERIFY(fresh);
        QCOMPARE(fresh->probe.wdl, Wdl::Win);
        const int dtz = *fresh->probe.dtz;
        QVERIFY(dtz > 0);
        const auto late = syzygy->probeRoot(
            at(qPrintable(QStringLiteral("8/8/8/4k3/8/8/8/4K2Q w - - %1 80").arg(101 - dtz))));
        QVERIFY(late);
        QCOMPARE(late->probe.wdl, Wdl::CursedWin);
        QCOMPARE(*late->probe.dtz, dtz);
        const auto blessed = syzygy->probeRoot(
            at(qPrintable(QStringLiteral("8/8/8/4k3/8/8/8/4K2Q b - - %1 80").arg(100))));
        QVERIFY(blessed);
        QCOMPARE(blessed->probe.wdl, Wdl::BlessedLoss);
        QVERIFY(*blessed->probe.dtz < 0);
    }

    // Every legal move is listed once with its value from the mover's standpoint, best first.
    void rootProbeListsEveryMoveBestFirst() {
        const auto syzygy = Syzygy::open({Tables});
        // King e6 and pawn e5 against the king on d8: Kd6, Kf6 and Kf7 win, Kf7 fastest (the pawn
        // moves next, three plies to a pawn move); Kd5 and Kf5 let the king in front: draws.
        const chess::Position position = at("3k4/8/4K3/4P3/8/8/8/8 w - - 0 1");
        const auto root = syzygy->probeRoot(position);
        QVERIFY(root);
        QCOMPARE(root->probe.wdl, Wdl::Win);
        QCOMPARE(*root->probe.dtz, 3);
        QStringList moves;
        for (const MoveProbe& move : root->moves)
            moves << QStringLiteral("%1 %2 %3")
                         .arg(QString::fromStdString(sanOf(position, move.move)))
                         .arg(QString::fromStdString(std::string(wdlName(move.wdl))))
                         .arg(move.dtz);
        QCOMPARE(moves,
                 QStringList({"Kf7 win 3", "Kd6 win 7", "Kf6 win 7", "Kd5 draw 0", "Kf5 draw 0"}));
        QCOMPARE(root->moves.size(), chess::MoveList(position).size());
    }

    // A table cut short, a file that is not a Syzygy table and a folder that does not exist are
    // named; the good tables are used all the same.
    void brokenFilesAreNamedAndLeftOut() {
        QTemporaryDir dir;
        copyTable("KQvK.rtbw", dir.path(), 200); // the whole file is 272 bytes
        copyTable("KPvK.rtbw", dir.path());
        QFile junk(dir.filePath("KRvK.rtbw"));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(80, 'x'));
        junk.close();
        const std::string folder = dir.path().toStdString();
        const auto syzygy = Syzygy::open({folder, folder + "/missing"});
        const std::vector<std::string> expected{
            folder + "/KQvK.rtbw: cut short (200 bytes); the table is not used",
            folder + "/KRvK.rtbw: not a Syzygy WDL table; the table is not used",
            folder + "/missing: cannot be read: No such file or directory"};
        QCOMPARE(syzygy->problems(), expected);
        QCOMPARE(syzygy->largest(), 3);
        QCOMPARE(syzygy->tableCount(), 1);
        QVERIFY(!syzygy->probeWdl(at("4k3/8/8/8/8/8/8/4K2Q w - - 0 1")));
        QVERIFY(!syzygy->probeWdl(at("4k3/8/8/8/8/8/8/4K2R w - - 0 1")));
        QCOMPARE(syzygy->probeWdl(at("4k3/8/3KP3/8/8/8/8/8 w - - 0 1"))->wdl, Wdl::Win);
    }

    // Damage that would make libfathom read or write outside its buffers is found before the
    // table is handed to it: the file is named, and the good tables beside it are used.
    void damagedTablesAreNamedAndLeftOut_data() {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("mask");
        QTest::addColumn<QString>("problem");
        QTest::addRow("another material")
            << "KQvK.rtbw"
            << "KRvK.rtbw" << 0 << 0 << 0 << "the header is for other pieces than KRvK";
        QTest::addRow("garbage header")
            << "KQvKR.rtbw"
            << "KQvKR.rtbw" << 5 << 64 << 0xff << "the header is for other pieces than KQvKR";
        QTest::addRow("piece order")
            << "KBvKN.rtbz"
            << "KBvKN.rtbz" << 5 << 6 << 0xff << "the header's piece order is broken";
        QTest::addRow("pawns") << "KPvK.rtbw"
                               << "KPvK.rtbw" << 4 << 5 << 0x02
                               << "the header is for other pieces than KPvK";
        QTest::addRow("not a table's name")
            << "KQvK.rtbw"
            << "KQvQ.rtbw" << 0 << 0 << 0 << "not the name of a Syzygy table (KQvKR, KPvK…)";
    }
    void damagedTablesAreNamedAndLeftOut() {
        QFETCH(QString, table);
        QFETCH(QString, name);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, mask);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        copyTable("KPvK.rtbw", dir.path());
        if (name != "KPvK.rtbw") copyTable("KPvK.rtbz", dir.path());
        writeDamaged(table, dir.path(), name, [&](QByteArray& bytes) {
            for (int i = from; i < to; ++i) bytes[i] = char(bytes[i] ^ mask);
        });
        const std::string folder = dir.path().toStdString();
        const auto syzygy = Syzygy::open({folder});
        const std::vector<std::string> expected{folder + "/" + name.toStdString() + ": " +
                                                problem.toStdString() + "; the table is not used"};
        QCOMPARE(syzygy->problems(), expected);
        if (name == "KPvK.rtbw") return;
        QCOMPARE(syzygy->probeWdl(at("4k3/8/3KP3/8/8/8/8/8 w - - 0 1"))->wdl, Wdl::Win);
        QCOMPARE(syzygy->probeRoot(at("4k3/8/3KP3/8/8/8/8/8 w - - 0 1"))->probe.dtz, 1);
    }

    // One bit flipped at 64 places spread over a table: each copy is refused or probed without
    // a crash (the probes run in this process). `refused` is how many of the 64 the check finds;
    // the others still read as a table, most of them flips in compressed data that decode to
    // wrong values.
    void flippedBitsNeverCrash_data() {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QStringList>("fens");
        QTest::addColumn<int>("refused");
        QTest::addRow("KQvKR.rtbz")
            << "KQvKR.rtbz"
            << QStringList{"k7/8/8/8/8/8/1r6/KQ6 w - - 0 1", "k7/8/8/8/3r4/8/8/KQ6 b - - 0 1"}
            << 26;
        QTest::addRow("KQvKR.rtbw")
            << "KQvKR.rtbw"
            << QStringList{"k7/8/8/8/8/8/1r6/KQ6 w - - 0 1", "k7/8/8/8/3r4/8/8/KQ6 b - - 0 1"}
            << 34;
        QTest::addRow("KPvKP.rtbw")
            << "KPvKP.rtbw"
            << QStringList{"4k3/8/4p3/8/8/4P3/8/4K3 w - - 0 1", "4k3/1p6/8/8/8/8/6P1/4K3 b - - 0 1"}
            << 29;
        QTest::addRow("KBNvK.rtbz")
            << "KBNvK.rtbz"
            << QStringList{"k7/8/8/8/8/8/8/KBN5 w - - 0 1", "8/8/3k4/8/8/8/8/KBN5 w - - 0 1"} << 28;
    }
    void flippedBitsNeverCrash() {
        QFETCH(QString, table);
        QFETCH(QStringList, fens);
        QFETCH(int, refused);
        const qint64 size = QFileInfo(QString::fromStdString(Tables) + "/" + table).size();
        const QString pair = table.chopped(1) + (table.endsWith('w') ? "z" : "w");
        int found = 0;
        for (int k = 0; k < 64; ++k) {
            QTemporaryDir dir;
            copyTable(pair, dir.path());
            writeDamaged(table, dir.path(), table, [&](QByteArray& bytes) {
                const qint64 at = 4 + k * (size - 4) / 64;
                bytes[at] = char(bytes[at] ^ (1 << (k % 8)));
            });
            const auto syzygy = Syzygy::open({dir.path().toStdString()});
            found += int(syzygy->problems().size());
            for (const QString& fen : fens) {
                const chess::Position position = at(qPrintable(fen));
                syzygy->probeWdl(position);
                syzygy->probeRoot(position);
            }
        }
        QCOMPARE(found, refused);
    }

    void noTablesAtAll() {
        QTemporaryDir dir;
        const auto syzygy = Syzygy::open({dir.path().toStdString()});
        QCOMPARE(syzygy->largest(), 0);
        QCOMPARE(syzygy->summary(), "Syzygy: no tables in " + dir.path().toStdString());
        QVERIFY(!syzygy->probeWdl(at("4k3/8/8/8/8/8/8/4K2Q w - - 0 1")));
    }

    // libfathom holds one set of tables: opening another retires the first, which then answers
    // nothing rather than reading the other's tables.
    void openingAgainRetiresTheOldTables() {
        QTemporaryDir dir;
        copyTable("KPvK.rtbw", dir.path());
        const auto first = Syzygy::open({Tables});
        const auto second = Syzygy::open({dir.path().toStdString()});
        QVERIFY(!first->probeWdl(at("4k3/8/3KP3/8/8/8/8/8 w - - 0 1")));
        QCOMPARE(second->probeWdl(at("4k3/8/3KP3/8/8/8/8/8 w - - 0 1"))->wdl, Wdl::Win);
    }

    void splitsAPathSetting() {
        const std::vector<std::string> expected{"/a", "/b c", "/d"};
        QCOMPARE(splitSyzygyPath("/a:/b c;;/d:"), expected);
        QVERIFY(splitSyzygyPath("").empty());
    }
};

QTEST_GUILESS_MAIN(TestSyzygy)
#include "tst_syzygy.moc"
