#include "ui/models/pieceletters.h"

#include <atomic>

namespace kibitz::ui {

namespace {

// K Q R B N of each language; set before any window exists, read on the GUI thread and by the
// models' caches.
const char* const English = "KQRBN";
std::atomic<const char*> letters{English};

} // namespace

void setPieceLetterLanguage(const QString& language) {
    const QString code = language.left(2).toLower();
    if (code == QLatin1String("de"))
        letters = "KDTLS";
    else if (code == QLatin1String("fr"))
        letters = "RDTFC";
    else if (code == QLatin1String("es"))
        letters = "RDTAC";
    else
        letters = English;
}

QString pieceLetters() {
    return QString::fromLatin1(letters.load());
}

QString localSan(const QString& san) {
    const char* local = letters.load();
    if (local == English) return san;
    QString text = san;
    // In SAN the upper-case letters are the pieces (files are lower case, castling is O-O).
    for (QChar& c : text) {
        const int index = QStringView(u"KQRBN").indexOf(c);
        if (index >= 0) c = QLatin1Char(local[index]);
    }
    return text;
}

} // namespace kibitz::ui
