#include "ui/board/boardview.h"

#include "chess/movegen.h"
#include "ui/board/piecerenderer.h"
#include "ui/board/promotionchooser.h"

#include <QApplication>
#include <QFile>
#include <QFont>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>

#include <algorithm>
#include <array>
#include <cmath>

namespace kibitz::ui {

namespace {

// The frame around the squares holds the coordinates: a twentieth of the board's side, but never
// so thin that the letters become unreadable.
constexpr int MinFrameWidth = 12;
constexpr int FrameFraction = 20;
// The smallest size keeps squares of 22 pixels, where pieces are still recognisable.
constexpr int MinimumSide = 200;
constexpr int PreferredSide = 480;

// Sizes relative to a square. Arrows are as wide as lichess draws them, so PGN annotations look
// the same here as there; the dot and ring of a move hint stay clear of the piece's outline.
constexpr qreal ArrowShaftWidth = 0.18;
constexpr qreal ArrowHeadWidth = 0.48;
constexpr qreal ArrowHeadLength = 0.42;
constexpr qreal PreferredArrowScale = 0.8;
constexpr qreal HintDotRadius = 0.16;
constexpr qreal HintRingWidth = 0.09;

int frameWidth(int side) {
    return std::max(MinFrameWidth, side / FrameFraction);
}

// Where the king lands when castling. Moves store castling as "king takes own rook" (see Move);
// a user drags the king to the g or c file, so that is the square to point at.
chess::Square castlingKingTarget(chess::Move m) {
    const chess::File file = m.to() > m.from() ? chess::FileG : chess::FileC;
    return chess::makeSquare(file, chess::rankOf(m.from()));
}

// The square a move's hint is drawn on and its arrow points to.
chess::Square visibleTarget(chess::Move m) {
    if (m.kind() != chess::Move::Castling) return m.to();
    const chess::Square king = castlingKingTarget(m);
    // In Chess960 the king may already stand on its target: then the rook is what to point at.
    return king == m.from() ? m.to() : king;
}

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
    , pieces_(std::make_unique<PieceRenderer>(pieceTheme_)) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Chess board"));
    createPromotionChooser();
    setPosition(chess::Position());
    updateColors();
}

BoardView::~BoardView() = default;

void BoardView::createPromotionChooser() {
    promotionChooser_ = new PromotionChooser(
        this, [this](chess::Square square) { return squareRect(square); }, *pieces_);
    connect(promotionChooser_, &PromotionChooser::chosen, this, &BoardView::promotionChosen);
    connect(promotionChooser_, &PromotionChooser::cancelled, this, &BoardView::cancelInteraction);
}

bool BoardView::setPieceTheme(const QString& set) {
    if (set.isEmpty()) return false;
    // A missing file is told apart before QSvgRenderer would warn of it.
    for (const chess::Color color : {chess::White, chess::Black})
        for (int type = chess::Pawn; type <= chess::King; ++type)
            if (!QFile::exists(PieceRenderer::resourcePath(
                    set, chess::makePiece(color, chess::PieceType(type)))))
                return false;
    auto pieces = std::make_unique<PieceRenderer>(set);
    if (!pieces->isValid()) return false;
    // The promotion choice draws with the renderer it was made with: it goes before that does,
    // and a new one takes its place (open on the same square if the user was choosing).
    const bool choosing = promotionChooser_->isVisible();
    const chess::Square square = promotionChooser_->square();
    delete promotionChooser_;
    promotionChooser_ = nullptr;
    pieces_ = std::move(pieces);
    pieceTheme_ = set;
    createPromotionChooser();
    if (choosing) promotionChooser_->open(square, position_.sideToMove());
    update();
    return true;
}

void BoardView::setPosition(const chess::Position& position) {
    const chess::MoveList moves(position);
    setPosition(position, std::vector<chess::Move>(moves.begin(), moves.end()));
}

void BoardView::setPosition(const chess::Position& position, std::vector<chess::Move> moves) {
    // Owners may set the same position again (a refresh); that must not drop the piece in hand.
    const bool samePosition = position.fen() == position_.fen() && moves == legalMoves_;
    position_ = position.clone();
    legalMoves_ = std::move(moves);
    if (!samePosition) cancelInteraction();
    updateAccessibleDescription();
    update();
}

void BoardView::setShades(std::vector<SquareShade> shades) {
    shades_ = std::move(shades);
    update();
}

void BoardView::setFlipped(bool flipped) {
    if (flipped == flipped_) return;
    flipped_ = flipped;
    // The promotion choice stands on squares that just moved; choosing again is simplest.
    cancelInteraction();
    updateAccessibleDescription();
    update();
    emit flippedChanged(flipped_);
}

void BoardView::setLastMove(chess::Move move) {
    lastMove_ = move;
    update();
}

void BoardView::setMarks(std::vector<SquareMark> marks) {
    marks_ = std::move(marks);
    update();
}

void BoardView::setArrows(std::vector<Arrow> arrows) {
    arrows_ = std::move(arrows);
    update();
}

void BoardView::setPreferredMove(chess::Move move) {
    preferredMove_ = move;
    update();
}

void BoardView::cancelInteraction() {
    selected_ = chess::NoSquare;
    pressSquare_ = chess::NoSquare;
    dragging_ = false;
    deselectOnRelease_ = false;
    promotionFrom_ = chess::NoSquare;
    if (promotionChooser_->isVisible()) {
        promotionChooser_->hide();
        setFocus(Qt::OtherFocusReason);
    }
    unsetCursor();
    update();
}

qreal BoardView::squareSize() const {
    const int side = std::min(width(), height());
    // Whole pixels, so that neighbouring squares share an edge without an antialiased seam.
    return std::max(1, (side - 2 * frameWidth(side)) / 8);
}

BoardGeometry BoardView::geometry() const {
    return {size(), int(squareSize()), flipped_};
}

QRectF BoardView::boardRect() const {
    return geometry().boardRect();
}

QRectF BoardView::squareRect(chess::Square square) const {
    return geometry().squareRect(square);
}

chess::Square BoardView::squareAt(QPointF point) const {
    return geometry().squareAt(point);
}

QSize BoardView::sizeHint() const {
    return {PreferredSide, PreferredSide};
}

QSize BoardView::minimumSizeHint() const {
    return {MinimumSide, MinimumSide};
}

// ---- Moves -------------------------------------------------------------------------------------

std::vector<chess::Move> BoardView::movesBetween(chess::Square from, chess::Square to) const {
    std::vector<chess::Move> moves;
    if (!chess::isValid(from) || !chess::isValid(to)) return moves;
    for (const chess::Move m : legalMoves_) {
        if (m.from() != from) continue;
        const bool castlingTarget =
            m.kind() == chess::Move::Castling && castlingKingTarget(m) == to;
        if (m.to() == to || castlingTarget) moves.push_back(m);
    }
    return moves;
}

bool BoardView::canMoveFrom(chess::Square square) const {
    return std::any_of(legalMoves_.begin(), legalMoves_.end(),
                       [square](chess::Move m) { return m.from() == square; });
}

void BoardView::select(chess::Square square) {
    selected_ = square;
    update();
}

bool BoardView::tryMove(chess::Square from, chess::Square to) {
    const std::vector<chess::Move> moves = movesBetween(from, to);
    if (moves.empty()) return false;
    const chess::Move move = moves.front();
    // Clear the interaction before emitting: the receiver may call setPosition() at once.
    cancelInteraction();
    if (move.kind() == chess::Move::Promotion) {
        promotionFrom_ = from;
        promotionChooser_->open(move.to(), position_.sideToMove());
        return true;
    }
    emit moveMade(move);
    return true;
}

void BoardView::promotionChosen(chess::PieceType type) {
    const chess::Move move =
        chess::Move::promotion(promotionFrom_, promotionChooser_->square(), type);
    const bool legal = chess::isValid(promotionFrom_) &&
                       std::find(legalMoves_.begin(), legalMoves_.end(), move) != legalMoves_.end();
    cancelInteraction();
    if (legal) emit moveMade(move);
}

MarkColor BoardView::markColorFor(Qt::KeyboardModifiers modifiers) {
    const bool shift = modifiers & Qt::ShiftModifier;
    const bool alt = modifiers & Qt::AltModifier;
    if ((modifiers & Qt::ControlModifier) || (shift && alt)) return MarkColor::Yellow;
    if (shift) return MarkColor::Red;
    if (alt) return MarkColor::Blue;
    return MarkColor::Green;
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        cancelInteraction();
        markFrom_ = markTo_ = squareAt(event->position());
        return;
    }
    if (event->button() != Qt::LeftButton) {
        cancelInteraction();
        QWidget::mousePressEvent(event);
        return;
    }
    const QPointF point = event->position();
    const chess::Square square = squareAt(point);
    // Second click of click-click: a legal target of the selected piece.
    if (chess::isValid(selected_) && square != selected_ && tryMove(selected_, square)) return;
    if (canMoveFrom(square)) {
        deselectOnRelease_ = square == selected_;
        select(square);
        pressSquare_ = square;
        pressPoint_ = dragPoint_ = point;
        return;
    }
    cancelInteraction();
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (chess::isValid(markFrom_)) {
        const chess::Square over = squareAt(event->position());
        if (over != markTo_) {
            markTo_ = over;
            update();
        }
        return;
    }
    // The press is tracked here rather than read from event->buttons(): synthesised and test
    // events do not always carry the button state.
    if (!chess::isValid(pressSquare_)) return;
    const QPointF point = event->position();
    if (!dragging_ &&
        (point - pressPoint_).manhattanLength() >= QApplication::startDragDistance()) {
        dragging_ = true;
        deselectOnRelease_ = false;
        setCursor(Qt::ClosedHandCursor);
    }
    if (dragging_) {
        dragPoint_ = point;
        update();
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        const chess::Square from = markFrom_;
        const chess::Square to = squareAt(event->position());
        markFrom_ = markTo_ = chess::NoSquare;
        update();
        if (!chess::isValid(from) || !chess::isValid(to)) return; // off the squares
        const MarkColor color = markColorFor(event->modifiers());
        if (to == from)
            emit squareMarked(from, color);
        else
            emit arrowDrawn(from, to, color);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    const chess::Square from = pressSquare_;
    pressSquare_ = chess::NoSquare;
    if (dragging_) {
        dragging_ = false;
        unsetCursor();
        const chess::Square to = squareAt(event->position());
        if (to != from && tryMove(from, to)) return;
        // Dropped off a legal target: the piece goes home and stays selected, for a click.
        update();
        return;
    }
    if (deselectOnRelease_ && from == selected_) select(chess::NoSquare);
    deselectOnRelease_ = false;
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    const bool busy = chess::isValid(selected_) || dragging_ || promotionChooser_->isVisible();
    if (event->key() == Qt::Key_Escape && busy) {
        cancelInteraction();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (promotionChooser_->isVisible()) promotionChooser_->setGeometry(rect());
}

void BoardView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::ApplicationPaletteChange) {
        updateColors();
        update();
    }
    QWidget::changeEvent(event);
}

void BoardView::updateColors() {
    // A dark window colour means a dark desktop theme; the board follows it.
    const bool darkTheme = palette().color(QPalette::Window).lightness() < 128;
    colors_ = BoardColors::scheme(colorScheme_, darkTheme);
}

bool BoardView::setColorScheme(const QString& name) {
    if (!BoardColors::schemeNames().contains(name)) return false;
    colorScheme_ = name;
    updateColors();
    update();
    return true;
}

// ---- Painting ----------------------------------------------------------------------------------

void BoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // Layers from the bottom up.
    paintFrame(painter);
    paintSquares(painter);
    paintCoordinates(painter);
    paintHighlights(painter);
    paintMoveHints(painter);
    paintPieces(painter);
    paintArrows(painter);
    paintDraggedPiece(painter);
}

void BoardView::paintFrame(QPainter& painter) const {
    const QRectF board = boardRect();
    const qreal frame = frameWidth(std::min(width(), height()));
    const QRectF outer = board.adjusted(-frame, -frame, frame, frame);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colors_.frame);
    painter.drawRoundedRect(outer, frame / 4, frame / 4);
}

void BoardView::paintSquares(QPainter& painter) const {
    // Antialiasing would blend the shared edges of whole-pixel squares; they need none.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (chess::Square s = chess::A1; s < chess::NoSquare; ++s) {
        const bool dark = (int(chess::fileOf(s)) + int(chess::rankOf(s))) % 2 == 0; // a1 is dark
        painter.fillRect(squareRect(s), dark ? colors_.darkSquare : colors_.lightSquare);
    }
    painter.restore();
}

void BoardView::paintCoordinates(QPainter& painter) const {
    const qreal frame = frameWidth(std::min(width(), height()));
    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(frame * 0.6)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(colors_.coordinates);

    const QRectF board = boardRect();
    for (int i = 0; i < 8; ++i) {
        const auto file = chess::File(i);
        const auto rank = chess::Rank(i);
        // Files under the bottom edge, ranks beside the left edge, whichever way the board faces.
        const QRectF fileSquare = squareRect(chess::makeSquare(file, chess::Rank1));
        const QRectF fileLabel(fileSquare.left(), board.bottom(), fileSquare.width(), frame);
        painter.drawText(fileLabel, Qt::AlignCenter, QString(QChar(u'a' + i)));

        const QRectF rankSquare = squareRect(chess::makeSquare(chess::FileA, rank));
        const QRectF rankLabel(board.left() - frame, rankSquare.top(), frame, rankSquare.height());
        painter.drawText(rankLabel, Qt::AlignCenter, QString(QChar(u'1' + i)));
    }
}

void BoardView::paintHighlights(QPainter& painter) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    if (lastMove_.isOk()) {
        painter.fillRect(squareRect(lastMove_.from()), colors_.lastMove);
        painter.fillRect(squareRect(visibleTarget(lastMove_)), colors_.lastMove);
    }
    for (const SquareMark& mark : marks_) {
        // Lighter than an arrow of the same colour: the piece on the square must stay readable.
        QColor color = BoardColors::markColor(mark.color);
        color.setAlpha(125);
        painter.fillRect(squareRect(mark.square), color);
    }
    for (const SquareShade& shade : shades_) {
        QColor color = BoardColors::markColor(MarkColor::Blue);
        color.setAlphaF(0.15 + 0.6 * std::clamp(shade.weight, 0.0, 1.0));
        const QRectF rect = squareRect(shade.square);
        painter.fillRect(rect, color);
        if (shade.label.isEmpty()) continue;
        QFont font = painter.font();
        font.setPixelSize(std::max(8, int(rect.height() / 5)));
        painter.setFont(font);
        painter.setPen(QColor(0, 0, 0, 210)); // dark on the tint, over light and dark squares
        painter.drawText(rect.adjusted(2, 1, -2, -1), Qt::AlignRight | Qt::AlignTop, shade.label);
    }
    if (chess::isValid(selected_)) painter.fillRect(squareRect(selected_), colors_.selection);
    painter.restore();
}

void BoardView::paintMoveHints(QPainter& painter) const {
    if (!chess::isValid(selected_)) return;
    const qreal size = squareSize();
    std::array<bool, chess::SquareCount> drawn{}; // the four promotions share one square
    painter.save();
    for (const chess::Move m : legalMoves_) {
        if (m.from() != selected_) continue;
        const chess::Square target = visibleTarget(m);
        if (drawn[target]) continue;
        drawn[target] = true;
        const QRectF rect = squareRect(target);
        const bool capture =
            m.kind() != chess::Move::Castling && position_.pieceOn(target) != chess::NoPiece;
        if (capture) {
            // A ring round the captured piece, which a dot would hide behind.
            const qreal width = size * HintRingWidth;
            painter.setPen(QPen(colors_.moveHint, width));
            painter.setBrush(Qt::NoBrush);
            const qreal inset = width / 2 + 1;
            painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset));
        } else {
            painter.setPen(Qt::NoPen);
            painter.setBrush(colors_.moveHint);
            painter.drawEllipse(rect.center(), size * HintDotRadius, size * HintDotRadius);
        }
    }
    painter.restore();
}

void BoardView::paintPieces(QPainter& painter) const {
    const int size = int(squareSize());
    const qreal ratio = painter.device()->devicePixelRatioF();
    for (chess::Square s = chess::A1; s < chess::NoSquare; ++s) {
        const chess::Piece piece = position_.pieceOn(s);
        if (piece == chess::NoPiece) continue;
        // The dragged piece leaves a faint ghost at home, showing where it came from.
        const bool lifted = dragging_ && s == selected_;
        painter.setOpacity(lifted ? 0.3 : 1.0);
        painter.drawPixmap(squareRect(s).topLeft(), pieces_->pixmap(piece, size, ratio));
    }
    painter.setOpacity(1.0);
}

void BoardView::paintArrow(QPainter& painter, chess::Square from, chess::Square to,
                           const QColor& color, qreal widthFactor) const {
    if (!chess::isValid(from) || !chess::isValid(to) || from == to) return;
    const qreal size = squareSize();
    const QPointF start = squareRect(from).center();
    const QPointF end = squareRect(to).center();
    const QPointF delta = end - start;
    const qreal length = std::hypot(delta.x(), delta.y());
    const qreal shaft = size * ArrowShaftWidth * widthFactor / 2;
    const qreal head = size * ArrowHeadWidth * widthFactor / 2;
    const qreal headLength = size * ArrowHeadLength * widthFactor;
    // Drawn along the x axis from the origin and turned into place: the shaft starts a little off
    // the centre so the piece it leaves stays visible, the tip stops short of the target's centre.
    const qreal tail = size * 0.2;
    const qreal tip = length - size * 0.1;
    const qreal neck = tip - headLength;
    if (neck <= tail) return;
    const QPolygonF shape({{tail, -shaft},
                           {neck, -shaft},
                           {neck, -head},
                           {tip, 0},
                           {neck, head},
                           {neck, shaft},
                           {tail, shaft}});
    QTransform transform;
    transform.translate(start.x(), start.y());
    transform.rotateRadians(std::atan2(delta.y(), delta.x()));
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPolygon(transform.map(shape));
}

void BoardView::paintArrows(QPainter& painter) const {
    painter.save();
    for (const Arrow& arrow : arrows_)
        paintArrow(painter, arrow.from, arrow.to, BoardColors::markColor(arrow.color), 1.0);
    // The arrow being drawn with the right button, in the colour of the keys held now.
    if (chess::isValid(markFrom_) && chess::isValid(markTo_) && markFrom_ != markTo_)
        paintArrow(painter, markFrom_, markTo_,
                   BoardColors::markColor(markColorFor(QGuiApplication::keyboardModifiers())), 1.0);
    if (preferredMove_.isOk()) {
        // Narrower and in a colour no PGN annotation uses, so it is never taken for one.
        paintArrow(painter, preferredMove_.from(), visibleTarget(preferredMove_),
                   colors_.preferredMove, PreferredArrowScale);
    }
    painter.restore();
}

void BoardView::paintDraggedPiece(QPainter& painter) const {
    if (!dragging_ || !chess::isValid(selected_)) return;
    const chess::Piece piece = position_.pieceOn(selected_);
    if (piece == chess::NoPiece) return;
    const int size = int(squareSize());
    const QPixmap pixmap = pieces_->pixmap(piece, size, painter.device()->devicePixelRatioF());
    painter.drawPixmap(dragPoint_ - QPointF(size / 2.0, size / 2.0), pixmap);
}

void BoardView::updateAccessibleDescription() {
    const QString fen = QString::fromStdString(position_.fen());
    setAccessibleDescription(flipped_ ? tr("The position %1, seen from Black's side.").arg(fen)
                                      : tr("The position %1, seen from White's side.").arg(fen));
}

} // namespace kibitz::ui
