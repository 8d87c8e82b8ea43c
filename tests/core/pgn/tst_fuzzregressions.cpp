// Replays, through the fuzzer's oracle (tests/fuzz/pgn_oracle.h), every input the PGN fuzzer once
// failed on (tests/data/pgn/fuzz) and every edge-case fixture (tests/data/pgn/edge). The oracle
// aborts on a violated property, after printing which one to stderr: the test then fails.

#include "fuzz/pgn_oracle.h"
#include "fuzz/replay.h"

namespace {

// The replayed inputs, as paths relative to the PGN test data ("fuzz/crash-1a2b3c4d5e6f.pgn").
QStringList replayedInputs() {
    return kibitz::fuzz::replayedInputs(QStringLiteral(KIBITZ_TEST_DATA "/pgn"),
                                        {QStringLiteral("fuzz"), QStringLiteral("edge")},
                                        QStringLiteral("*.pgn"));
}

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    // With no fuzzer finding on file, the edge-case fixtures still provide inputs: none at all
    // means the data is missing, and a test that replays nothing cannot fail.
    void inputsExist() {
        if (replayedInputs().isEmpty())
            QFAIL("no *.pgn in " KIBITZ_TEST_DATA "/pgn/fuzz or " KIBITZ_TEST_DATA "/pgn/edge");
    }

    void replay_data() {
        QTest::addColumn<QString>("path");
        for (const QString& input : replayedInputs())
            QTest::addRow("%s", qPrintable(input))
                << QStringLiteral(KIBITZ_TEST_DATA "/pgn/") + input;
    }

    void replay() {
        QFETCH(QString, path);
        kibitz::fuzz::replay(path, kibitz::fuzz::checkPgn);
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
