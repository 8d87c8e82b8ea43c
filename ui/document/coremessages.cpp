#include "ui/document/coremessages.h"

#include <QCoreApplication>
#include <QStringList>

namespace kibitz::ui {

namespace {

// One pass over the pattern, so that a value that itself holds "%2" (a PGN token may) is copied as
// it is (chained QString::arg() calls would read it as a placeholder).
QString fillIn(const QString& pattern, const QStringList& values) {
    QString out;
    out.reserve(pattern.size() + 16);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1] >= QLatin1Char('1') &&
            pattern[i + 1] <= QLatin1Char('9')) {
            const qsizetype k = pattern[++i].unicode() - '1';
            if (k < values.size()) out += values[k];
            continue;
        }
        out += c;
    }
    return out;
}

} // namespace

QString describe(const MessageText& text) {
    QStringList values;
    values.reserve(qsizetype(text.args.size() + text.parts.size()));
    for (const std::string& value : text.args) {
        std::string_view head;
        std::string_view length;
        if (splitCutValue(value, head, length))
            values << describe(
                MessageText(MessageId::ValueCut, {std::string(head), std::string(length)}));
        else
            values << QString::fromStdString(value);
    }
    for (const MessageText& part : text.parts) values << describe(part);
    return fillIn(QCoreApplication::translate(MessageContext, englishTemplate(text.id)), values);
}

QString describe(const chess::FenError& error) {
    return describe(error.toText());
}

QString describe(const chess::MoveTextError& error) {
    return describe(error.text);
}

QString describe(const pgn::PgnError& error) {
    return describe(error.toText());
}

QString describe(const pgn::EditError& error) {
    return describe(error.text);
}

} // namespace kibitz::ui
