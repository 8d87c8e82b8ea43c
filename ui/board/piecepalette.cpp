#include "ui/board/piecepalette.h"

#include "ui/board/piecerenderer.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QIcon>
#include <QToolButton>

namespace kibitz::ui {

namespace {

constexpr int IconSide = 36;

} // namespace

PiecePalette::PiecePalette(QWidget* parent)
    : QWidget(parent)
    , group_(new QButtonGroup(this)) {
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);

    const auto addButton = [&](chess::Piece piece, int row, int column) {
        auto* button = new QToolButton(this);
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setIconSize(QSize(IconSide, IconSide));
        if (piece == chess::NoPiece) {
            button->setObjectName(QStringLiteral("paletteEraser"));
            button->setText(tr("Eraser"));
            button->setToolButtonStyle(Qt::ToolButtonTextOnly);
            button->setToolTip(tr("Eraser: click a piece on the board to take it off (a right "
                                  "click takes a piece off with any tool)"));
        } else {
            const QString name = pieceName(piece);
            button->setObjectName(QStringLiteral("palette") +
                                  QLatin1Char("WB"[chess::colorOf(piece)]) +
                                  QLatin1Char(" PNBRQK"[chess::typeOf(piece)]));
            button->setAccessibleName(name);
            button->setToolTip(tr("%1: click a square to put one there, click it again to take "
                                  "it off")
                                   .arg(name));
        }
        group_->addButton(button);
        layout->addWidget(button, row, column, piece == chess::NoPiece ? 2 : 1, 1);
        buttons_[piece] = button;
        connect(button, &QToolButton::clicked, this, [this] { emit toolChosen(tool()); });
    };
    const chess::PieceType types[] = {chess::King,   chess::Queen,  chess::Rook,
                                      chess::Bishop, chess::Knight, chess::Pawn};
    for (int column = 0; column < 6; ++column) {
        addButton(chess::makePiece(chess::White, types[column]), 0, column);
        addButton(chess::makePiece(chess::Black, types[column]), 1, column);
    }
    addButton(chess::NoPiece, 0, 6);
    layout->setColumnStretch(7, 1);
    setPieceSet(QStringLiteral("classic"));
}

void PiecePalette::setPieceSet(const QString& pieceSet) {
    const PieceRenderer pieces(pieceSet);
    if (!pieces.isValid()) return;
    for (int slot = 0; slot < chess::PieceSlots; ++slot) {
        if (slot == chess::NoPiece || !buttons_[slot]) continue;
        buttons_[slot]->setIcon(
            QIcon(pieces.pixmap(chess::Piece(slot), IconSide, devicePixelRatioF())));
    }
}

QToolButton* PiecePalette::button(chess::Piece piece) const {
    return buttons_[piece];
}

std::optional<chess::Piece> PiecePalette::tool() const {
    for (int slot = 0; slot < chess::PieceSlots; ++slot)
        if (buttons_[slot] && buttons_[slot]->isChecked()) return chess::Piece(slot);
    return std::nullopt;
}

QString PiecePalette::pieceName(chess::Piece piece) {
    const bool white = chess::colorOf(piece) == chess::White;
    switch (chess::typeOf(piece)) {
    case chess::King: return white ? tr("White king") : tr("Black king");
    case chess::Queen: return white ? tr("White queen") : tr("Black queen");
    case chess::Rook: return white ? tr("White rook") : tr("Black rook");
    case chess::Bishop: return white ? tr("White bishop") : tr("Black bishop");
    case chess::Knight: return white ? tr("White knight") : tr("Black knight");
    case chess::Pawn: return white ? tr("White pawn") : tr("Black pawn");
    case chess::NoPieceType: break;
    }
    return tr("Eraser");
}

} // namespace kibitz::ui
