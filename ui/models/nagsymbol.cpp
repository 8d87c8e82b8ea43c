#include "nagsymbol.h"

namespace kibitz::ui {

QString nagSymbol(int nag) {
    // The PGN standard (10) names the glyphs; the symbols are those of printed commentary
    // (Informant, ChessBase). U+2212 is the minus sign, wider than a hyphen, as books print it.
    switch (nag) {
    case 1: return QStringLiteral("!");
    case 2: return QStringLiteral("?");
    case 3: return QStringLiteral("!!");
    case 4: return QStringLiteral("??");
    case 5: return QStringLiteral("!?");
    case 6: return QStringLiteral("?!");
    case 10: return QStringLiteral("=");
    case 13: return QStringLiteral("\u221e");
    case 14: return QStringLiteral("\u2a72");
    case 15: return QStringLiteral("\u2a71");
    case 16: return QStringLiteral("\u00b1");
    case 17: return QStringLiteral("\u2213");
    case 18: return QStringLiteral("+\u2212");
    case 19: return QStringLiteral("\u2212+");
    default: return QLatin1Char('$') + QString::number(nag);
    }
}

} // namespace kibitz::ui
