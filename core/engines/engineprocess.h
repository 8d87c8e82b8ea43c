#pragma once

// How to start an external engine, and the one function in Kibitz that creates a QProcess.

#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QObject;
class QProcess;

namespace kibitz::engines {

struct EngineConfig {
    QString name;    // shown in results and PGN; empty: the engine's own `id name`
    QString program; // path or name on PATH
    QStringList arguments;
    QString workingDirectory;                         // empty: the current one
    std::vector<std::pair<QString, QString>> options; // UCI setoption name/value, in order

    // Splits a command line ("stockfish", "kibitz-cli uci", "'/opt/my engine/e' --uci") into
    // program and arguments, with the quoting rules of QProcess::splitCommand. False when empty.
    bool setCommand(const QString& commandLine);
    QString commandLine() const;
};

// Starts the engine process (asynchronously: QProcess::errorOccurred reports a failure to
// start). Its standard error goes to ours when `forwardStderr`, else nowhere.
QProcess* startEngineProcess(const EngineConfig& config, QObject* parent, bool forwardStderr);

} // namespace kibitz::engines
