#include "commands.h"

#include <QCoreApplication>

int main(int argc, char* argv[]) {
    const QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kibitz-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    return kibitz::cli::run(QCoreApplication::arguments());
}
