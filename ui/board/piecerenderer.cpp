#include "ui/board/piecerenderer.h"

#include <QPainter>
#include <QSvgRenderer>

#include <cmath>

namespace kibitz::ui {

namespace {

// A resized window asks for a new size on every step; beyond this many cached pixmaps the cache
// is dropped and refilled with the sizes in use (12 pieces at a handful of sizes fit easily).
constexpr qsizetype MaxCachedPixmaps = 12 * 8;

quint64 cacheKey(chess::Piece piece, int size, qreal devicePixelRatio) {
    // The ratio in 1/100ths: fractional scales (1.25, 1.5, 1.75) stay distinct.
    const auto ratio = quint64(std::lround(devicePixelRatio * 100));
    return (quint64(piece) << 48) | (ratio << 24) | quint64(size);
}

} // namespace

PieceRenderer::PieceRenderer(const QString& pieceSet) {
    for (const chess::Color color : {chess::White, chess::Black}) {
        for (int type = chess::Pawn; type <= chess::King; ++type) {
            const chess::Piece piece = chess::makePiece(color, chess::PieceType(type));
            renderers_[piece] = std::make_unique<QSvgRenderer>(resourcePath(pieceSet, piece));
        }
    }
}

PieceRenderer::~PieceRenderer() = default;

QString PieceRenderer::resourcePath(const QString& pieceSet, chess::Piece piece) {
    static constexpr char Letters[] = " PNBRQK";
    const QChar color = chess::colorOf(piece) == chess::White ? u'w' : u'b';
    const QChar letter = QLatin1Char(Letters[chess::typeOf(piece)]);
    return QStringLiteral(":/pieces/%1/%2%3.svg").arg(pieceSet, color, letter);
}

bool PieceRenderer::isValid() const {
    for (const chess::Color color : {chess::White, chess::Black}) {
        for (int type = chess::Pawn; type <= chess::King; ++type) {
            const QSvgRenderer* renderer =
                renderers_[chess::makePiece(color, chess::PieceType(type))].get();
            if (!renderer || !renderer->isValid()) return false;
        }
    }
    return true;
}

QSvgRenderer* PieceRenderer::rendererFor(chess::Piece piece) const {
    if (piece == chess::NoPiece || std::size_t(piece) >= renderers_.size()) return nullptr;
    return renderers_[piece].get();
}

QPixmap PieceRenderer::pixmap(chess::Piece piece, int size, qreal devicePixelRatio) const {
    QSvgRenderer* renderer = rendererFor(piece);
    if (!renderer || size < 1) return {};
    if (devicePixelRatio <= 0) devicePixelRatio = 1;

    const quint64 key = cacheKey(piece, size, devicePixelRatio);
    if (const auto found = cache_.constFind(key); found != cache_.constEnd()) return *found;

    const int devicePixels = int(std::ceil(size * devicePixelRatio));
    QPixmap pixmap(devicePixels, devicePixels);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        renderer->render(&painter, QRectF(0, 0, devicePixels, devicePixels));
    }
    pixmap.setDevicePixelRatio(devicePixelRatio);

    if (cache_.size() >= MaxCachedPixmaps) cache_.clear();
    cache_.insert(key, pixmap);
    return pixmap;
}

} // namespace kibitz::ui
