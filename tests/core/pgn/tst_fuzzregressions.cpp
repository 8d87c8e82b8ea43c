// Replays, through the fuzzer's oracle (tests/fuzz/pgn_oracle.h), every input the PGN fuzzer once
// failed on (tests/data/pgn/fuzz) and every edge-case fixture (tests/data/pgn/edge). The oracle
// aborts on a violated property, after printing which one to stderr: the test then fails.

#include "fuzz/pgn_oracle.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace {

// The replayed inputs, as paths relative to the PGN test data ("fuzz/crash-1a2b3c4d5e6f.pgn").
QStringList replayedInputs() {
    const QDir data(QStringLiteral(KIBITZ_TEST_DATA "/pgn"));
    QStringList inputs;
    for (const QString& folder : {QStringLiteral("fuzz"), QStringLiteral("edge")}) {
        const QStringList names =
            QDir(data.filePath(folder))
                .entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name);
        for (const QString& name : names) inputs << folder + '/' + name;
    }
    return inputs;
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
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path + ": " + file.errorString()));
        const QByteArray bytes = file.readAll();
        // Said before the oracle runs, so that the log names the input an abort came from.
        qInfo("replaying %s (%lld bytes)", qPrintable(path), static_cast<long long>(bytes.size()));
        kibitz::fuzz::checkPgn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
