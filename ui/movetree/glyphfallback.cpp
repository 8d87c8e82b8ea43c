#include "ui/movetree/glyphfallback.h"

#include <QFont>
#include <QFontMetrics>

#include <array>
#include <utility>

namespace kibitz::ui {

QString withFallbackGlyphs(QString text, const QFont& font) {
    static const std::array<std::pair<char32_t, QLatin1String>, 2> fallbacks{
        {{U'\u2A72', QLatin1String("+=")}, {U'\u2A71', QLatin1String("=+")}}};
    const QFontMetrics metrics(font);
    for (const auto& [glyph, ascii] : fallbacks) {
        const QString symbol = QString::fromUcs4(&glyph, 1);
        if (text.contains(symbol) && !metrics.inFontUcs4(glyph)) text.replace(symbol, ascii);
    }
    return text;
}

} // namespace kibitz::ui
