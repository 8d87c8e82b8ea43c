#pragma once

// Writing a small text file the way every save of Kibitz is written: in one step (util::AtomicFile,
// so a failure leaves an existing file as it was) and with every write checked.

#include <QByteArray>
#include <QString>

namespace kibitz::ui {

// Writes `bytes` to `path`. Returns why it failed, naming the file, or an empty string.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace kibitz::ui
