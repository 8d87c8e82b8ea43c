#include "ui/piecepaths.h"

#include <QFont>
#include <QPolygonF>
#include <QString>
#include <QTransform>

#include <algorithm>
#include <array>

namespace kibitz::ui {

namespace {

// Unicode orders the chess symbols king, queen, rook, bishop, knight, pawn: first the "white"
// (outlined) glyphs from U+2654, then the "black" (filled) ones from U+265A.
constexpr char16_t WhiteKingGlyph = 0x2654;
constexpr char16_t BlackKingGlyph = 0x265A;

int unicodeOffset(chess::PieceType type) {
    switch (type) {
    case chess::King: return 0;
    case chess::Queen: return 1;
    case chess::Rook: return 2;
    case chess::Bishop: return 3;
    case chess::Knight: return 4;
    case chess::Pawn: return 5;
    case chess::NoPieceType: break;
    }
    return 5;
}

QPainterPath glyphPath(char16_t glyph) {
    // A large pixel size keeps the outline precise; the path is rescaled anyway.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(200);
    font.setStyleStrategy(QFont::PreferOutline);
    QPainterPath path;
    path.addText(0, 0, font, QString(QChar(glyph)));
    // Font outlines are drawn to be filled by the non-zero winding rule; the even-odd default
    // would punch holes where a glyph's contours overlap.
    path.setFillRule(Qt::WindingFill);
    return path;
}

// The union of a path's subpaths, each taken as solid: a glyph with its counters filled.
QPainterPath withoutHoles(const QPainterPath& path) {
    QPainterPath solid;
    for (const QPolygonF& contour : path.toSubpathPolygons()) {
        QPainterPath piece;
        piece.addPolygon(contour);
        piece.closeSubpath();
        solid = solid.united(piece);
    }
    return solid;
}

using OutlineTable = std::array<PieceOutline, chess::PieceTypeCount>;

OutlineTable buildOutlines() {
    OutlineTable table;
    qreal tallest = 0;
    for (int t = chess::Pawn; t <= chess::King; ++t) {
        const int offset = unicodeOffset(chess::PieceType(t));
        table[t].silhouette = glyphPath(char16_t(BlackKingGlyph + offset));
        table[t].lineArt = glyphPath(char16_t(WhiteKingGlyph + offset));
        tallest = std::max(tallest, table[t].silhouette.boundingRect().height());
    }
    // One scale for all pieces keeps their relative sizes; each is centred on its own body.
    const qreal scale = tallest > 0 ? 1.0 / tallest : 1.0;
    for (int t = chess::Pawn; t <= chess::King; ++t) {
        const QPointF centre = table[t].silhouette.boundingRect().center();
        const QTransform normalise =
            QTransform::fromScale(scale, scale).translate(-centre.x(), -centre.y());
        table[t].silhouette = normalise.map(table[t].silhouette);
        table[t].lineArt = normalise.map(table[t].lineArt);
        table[t].body = withoutHoles(table[t].silhouette);
    }
    return table;
}

} // namespace

const PieceOutline& pieceOutline(chess::PieceType type) {
    static const OutlineTable outlines = buildOutlines();
    return outlines[type <= chess::King ? type : chess::NoPieceType];
}

} // namespace kibitz::ui
