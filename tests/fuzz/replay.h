#pragma once

// For the tests that replay fuzzer inputs through an oracle (tst_fuzzregressions,
// tst_ucifuzzregressions): the inputs of some folders of the test data, and one input's bytes.

#include <QDir>
#include <QFile>
#include <QStringList>
#include <QTest>

#include <string_view>

namespace kibitz::fuzz {

// The files matching `pattern` in each of `folders` (relative to `root`), as paths relative to
// `root` ("fuzz/crash-1a2b3c4d5e6f.pgn"), folder by folder, by name.
inline QStringList replayedInputs(const QString& root, const QStringList& folders,
                                  const QString& pattern) {
    const QDir data(root);
    QStringList inputs;
    for (const QString& folder : folders) {
        const QStringList names =
            QDir(data.filePath(folder)).entryList({pattern}, QDir::Files, QDir::Name);
        for (const QString& name : names) inputs << folder + '/' + name;
    }
    return inputs;
}

// Reads `path` and hands its bytes to `oracle`. The input is named in the log before the oracle
// runs, so that the log says which input an abort came from.
template <typename Oracle>
void replay(const QString& path, Oracle oracle) {
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path + ": " + file.errorString()));
    const QByteArray bytes = file.readAll();
    qInfo("replaying %s (%lld bytes)", qPrintable(path), static_cast<long long>(bytes.size()));
    oracle(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

} // namespace kibitz::fuzz
