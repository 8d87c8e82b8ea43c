#pragma once

#include "chess/types.h"

#include <QHash>
#include <QPixmap>
#include <QString>

#include <array>
#include <memory>

class QSvgRenderer;

namespace kibitz::ui {

// Draws chess pieces from an SVG piece set embedded under ":/pieces/<set>/" (wK.svg ... bP.svg).
//
// Vector art rendered straight into a pixmap of the exact device pixel size stays crisp at any
// board size and screen scale, unlike a bitmap scaled at paint time. Rendering an SVG costs far
// more than drawing a pixmap, so each (piece, size, device pixel ratio) is rendered once and
// cached; the board repaints from the cache while it keeps its size.
class PieceRenderer {
public:
    explicit PieceRenderer(const QString& pieceSet = QStringLiteral("classic"));
    ~PieceRenderer();
    PieceRenderer(const PieceRenderer&) = delete;
    PieceRenderer& operator=(const PieceRenderer&) = delete;

    // ":/pieces/classic/wK.svg" and so on: the resource a piece is drawn from.
    static QString resourcePath(const QString& pieceSet, chess::Piece piece);

    // True when all twelve pieces loaded.
    bool isValid() const;

    // The piece drawn into a transparent square of `size` device-independent pixels on a screen
    // of `devicePixelRatio` device pixels per such pixel. Null for NoPiece or size < 1.
    QPixmap pixmap(chess::Piece piece, int size, qreal devicePixelRatio) const;

private:
    QSvgRenderer* rendererFor(chess::Piece piece) const;

    std::array<std::unique_ptr<QSvgRenderer>, chess::PieceSlots> renderers_;
    mutable QHash<quint64, QPixmap> cache_;
};

} // namespace kibitz::ui
