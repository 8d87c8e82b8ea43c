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
