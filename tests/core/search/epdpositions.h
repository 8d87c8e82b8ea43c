#pragma once

// Positions from the EPD files in ../shared/data/epd, for tests that need many varied positions.

#include <QFile>
#include <QStringList>

namespace kibitz::test {

// The first `count` positions of an EPD file, as FEN: its four fields and the clocks " 0 1".
inline QStringList readEpdFens(const QString& name, int count) {
    QFile file(QStringLiteral(KIBITZ_SHARED_DATA "/epd/") + name);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(name));
    QStringList fens;
    while (!file.atEnd() && fens.size() < count) {
        const QStringList words =
            QString::fromUtf8(file.readLine()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() < 4) continue;
        fens << words.mid(0, 4).join(QLatin1Char(' ')) + QStringLiteral(" 0 1");
    }
    return fens;
}

} // namespace kibitz::test
