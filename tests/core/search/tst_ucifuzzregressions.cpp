// Replays, through the UCI fuzzer's oracle (tests/fuzz/uci_oracle.h), every input the UCI fuzzer
// once failed on (tests/data/uci/fuzz) and every hostile UCI script (tests/data/hostile/uci). The
// oracle aborts on a violated property, after printing which one to stderr: the test then fails.

#include "fuzz/replay.h"
#include "fuzz/uci_oracle.h"

namespace {

// The replayed inputs, as paths relative to the test data ("uci/fuzz/crash-1a2b3c4d5e6f.uci").
QStringList replayedInputs() {
    return kibitz::fuzz::replayedInputs(QStringLiteral(KIBITZ_TEST_DATA),
                                        {QStringLiteral("uci/fuzz"), QStringLiteral("hostile/uci")},
                                        QStringLiteral("*.uci"));
}

} // namespace

class TestUciFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    // The hostile scripts are always there: none at all means the data is missing, and a test
    // that replays nothing cannot fail.
    void inputsExist() {
        if (replayedInputs().isEmpty())
            QFAIL("no *.uci in " KIBITZ_TEST_DATA "/uci/fuzz or " KIBITZ_TEST_DATA "/hostile/uci");
    }

    void replay_data() {
        QTest::addColumn<QString>("path");
        for (const QString& input : replayedInputs())
            QTest::addRow("%s", qPrintable(input)) << QStringLiteral(KIBITZ_TEST_DATA "/") + input;
    }

    void replay() {
        QFETCH(QString, path);
        kibitz::fuzz::replay(path, kibitz::fuzz::checkUci);
    }
};

QTEST_GUILESS_MAIN(TestUciFuzzRegressions)
#include "tst_ucifuzzregressions.moc"
