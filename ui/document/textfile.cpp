#include "ui/document/textfile.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace kibitz::ui {

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    const auto failed = [&](const QString& why) {
        return QCoreApplication::translate("kibitz::ui::TextFile", "Cannot write %1: %2")
            .arg(path, why);
    };
    QSaveFile file(path);
    // Unbuffered, as GameStore::save: a write that fails only in commit()'s flush would go
    // unnoticed.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return failed(file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.error() != QFileDevice::NoError
                                ? file.errorString()
                                : QCoreApplication::translate(
                                      "kibitz::ui::TextFile",
                                      "not everything could be written (is the disk full?)");
        file.cancelWriting();
        return failed(why);
    }
    if (!file.commit()) return failed(file.errorString());
    return {};
}

} // namespace kibitz::ui
