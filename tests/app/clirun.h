#pragma once

// Running kibitz-cli as a user does, for the tests of tests/app (KIBITZ_CLI is its path).

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <csignal>
#include <sys/types.h>

struct Run {
    int exitCode;
    QString out;
    QString err;
};

// Runs kibitz-cli with `arguments`, `input` on its standard input, in `environment`, in the
// folder `folder` (the test's own when empty). The tests run with KIBITZ_STOCKFISH empty
// (tests/CMakeLists.txt): the built-in engine values the positions unless a test names an
// engine, so that no output depends on whether Stockfish is installed.
// A run longer than `timeoutMs` is a failure.
inline Run runCli(const QStringList& arguments, const QByteArray& input = {},
                  const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
                  const QString& folder = {}, int timeoutMs = 60000) {
    QProcess process;
    process.setProcessEnvironment(environment);
    if (!folder.isEmpty()) process.setWorkingDirectory(folder);
    process.start(QStringLiteral(KIBITZ_CLI), arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) qFatal("kibitz-cli did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

inline QByteArray fileBytes(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
    return file.readAll();
}

// The first `count` games of the PGN file `path`, as the file has them.
inline QByteArray firstGames(const QString& path, int count) {
    const QByteArray text = fileBytes(path);
    qsizetype end = 0;
    for (int game = 0; game < count && end >= 0; ++game) end = text.indexOf("\n[Event ", end + 1);
    return end < 0 ? text : text.left(end + 1);
}

inline void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// Ctrl+C to the running `process`, as a terminal sends it. False, and nothing is sent, when the
// process is not running: its id is then 0, and kill(0, SIGINT) would interrupt the whole process
// group, ctest and the CI job with it.
inline bool interrupt(QProcess& process, int signal = SIGINT) {
    const qint64 id = process.processId();
    return process.state() == QProcess::Running && id > 0 && ::kill(pid_t(id), signal) == 0;
}
