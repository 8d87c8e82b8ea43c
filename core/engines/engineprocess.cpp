#include "engineprocess.h"

#include <QProcess>

namespace kibitz::engines {

bool EngineConfig::setCommand(const QString& commandLine) {
    QStringList words = QProcess::splitCommand(commandLine);
    if (words.isEmpty()) return false;
    program = words.takeFirst();
    arguments = words;
    return true;
}

QString EngineConfig::commandLine() const {
    QStringList words{program};
    words += arguments;
    return words.join(QLatin1Char(' '));
}

QProcess* startEngineProcess(const EngineConfig& config, QObject* parent, bool forwardStderr) {
    auto* process = new QProcess(parent);
    process->setProgram(config.program);
    process->setArguments(config.arguments);
    if (!config.workingDirectory.isEmpty()) process->setWorkingDirectory(config.workingDirectory);
    if (forwardStderr)
        process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    else
        process->setStandardErrorFile(QProcess::nullDevice());
    process->start(QIODevice::ReadWrite | QIODevice::Unbuffered);
    return process;
}

} // namespace kibitz::engines
