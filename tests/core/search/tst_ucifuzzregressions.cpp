// Replays, through the UCI fuzzer's oracle (tests/fuzz/uci_oracle.h), every input the UCI fuzzer
// once failed on (tests/data/uci/fuzz) and every hostile UCI script (tests/data/hostile/uci). The
// oracle aborts on a violated property, after printing which one to stderr: the test then fails.

#include "fuzz/uci_oracle.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace {

// The replayed inputs, as paths relative to the test data ("uci/fuzz/crash-1a2b3c4d5e6f.uci").
QStringList replayedInputs() {
    const QDir data(QStringLiteral(KIBITZ_TEST_DATA));
    QStringList inputs;
    for (const QString& folder : {QStringLiteral("uci/fuzz"), QStringLiteral("hostile/uci")}) {
        const QStringList names =
            QDir(data.filePath(folder))
                .entryList({QStringLiteral("*.uci")}, QDir::Files, QDir::Name);
        for (const QString& name : names) inputs << folder + '/' + name;
    }
    return inputs;
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
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path + ": " + file.errorString()));
        const QByteArray bytes = file.readAll();
        // Said before the oracle runs, so that the log names the input an abort came from.
        qInfo("replaying %s (%lld bytes)", qPrintable(path), static_cast<long long>(bytes.size()));
        kibitz::fuzz::checkUci(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    }
};

QTEST_GUILESS_MAIN(TestUciFuzzRegressions)
#include "tst_ucifuzzregressions.moc"
