#include "ui/board/boardcolors.h"

namespace kibitz::ui {

BoardColors BoardColors::light() {
    return {.lightSquare = {0xf0, 0xd9, 0xb5},
            .darkSquare = {0xb5, 0x88, 0x63},
            .frame = {0x4a, 0x3c, 0x30},
            .coordinates = {0xf0, 0xd9, 0xb5},
            .lastMove = {155, 199, 0, 105},
            .moveHint = {20, 85, 30, 115},
            .selection = {20, 85, 30, 90},
            .preferredMove = {120, 60, 190, 200}};
}

BoardColors BoardColors::dark() {
    // Dimmer and less saturated, so the board does not glare out of a dark desktop.
    return {.lightSquare = {0xc2, 0xae, 0x92},
            .darkSquare = {0x84, 0x65, 0x4b},
            .frame = {0x26, 0x20, 0x1b},
            .coordinates = {0xc2, 0xae, 0x92},
            .lastMove = {170, 190, 40, 100},
            .moveHint = {10, 45, 15, 130},
            .selection = {20, 85, 30, 110},
            .preferredMove = {165, 105, 230, 200}};
}

QStringList BoardColors::schemeNames() {
    return {QStringLiteral("brown"), QStringLiteral("blue"), QStringLiteral("green"),
            QStringLiteral("grey")};
}

BoardColors BoardColors::scheme(const QString& name, bool darkDesktop) {
    BoardColors colors = darkDesktop ? dark() : light();
    // Squares and frame of the schemes players know from Lichess; on a dark desktop dimmed a
    // fifth, as dark() dims the brown one.
    struct Squares {
        QColor light, dark, frame;
    };
    Squares squares;
    if (name == QLatin1String("blue"))
        squares = {{0xde, 0xe3, 0xe6}, {0x8c, 0xa2, 0xad}, {0x33, 0x42, 0x4b}};
    else if (name == QLatin1String("green"))
        squares = {{0xee, 0xee, 0xd2}, {0x76, 0x96, 0x56}, {0x3b, 0x4a, 0x2e}};
    else if (name == QLatin1String("grey"))
        squares = {{0xdc, 0xdc, 0xdc}, {0x9a, 0x9a, 0x9a}, {0x40, 0x40, 0x40}};
    else
        return colors;
    const auto dimmed = [darkDesktop](QColor c) { return darkDesktop ? c.darker(125) : c; };
    colors.lightSquare = dimmed(squares.light);
    colors.darkSquare = dimmed(squares.dark);
    colors.frame = dimmed(squares.frame);
    colors.coordinates = colors.lightSquare;
    return colors;
}

QColor BoardColors::markColor(MarkColor color) {
    switch (color) {
    case MarkColor::Green: return {21, 120, 27, 170};
    case MarkColor::Red: return {200, 30, 30, 170};
    case MarkColor::Yellow: return {230, 165, 0, 170};
    case MarkColor::Blue: return {0, 80, 190, 170};
    }
    return {21, 120, 27, 170};
}

} // namespace kibitz::ui
