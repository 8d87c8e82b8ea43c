#include "ui/document/textfile.h"

#include "util/atomicfile.h"

#include <QCoreApplication>
#include <QFile>

namespace kibitz::ui {

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    util::AtomicFile file(QFile::encodeName(path).toStdString());
    if (file.open() && file.write(bytes.constData(), std::size_t(bytes.size())) && file.commit())
        return {};
    return QCoreApplication::translate("kibitz::ui::TextFile", "Cannot write %1: %2")
        .arg(path, QString::fromStdString(file.error()));
}

} // namespace kibitz::ui
