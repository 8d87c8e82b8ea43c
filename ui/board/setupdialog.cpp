#include "ui/board/setupdialog.h"

#include "chess/notation.h"
#include "ui/board/piecepalette.h"
#include "ui/board/setupboard.h"
#include "ui/document/coremessages.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <bit>

namespace kibitz::ui {

namespace {

using chess::CastlingRights;

constexpr std::array<CastlingRights, 4> Rights = {chess::WhiteKingSide, chess::WhiteQueenSide,
                                                  chess::BlackKingSide, chess::BlackQueenSide};

int indexOf(CastlingRights right) {
    return std::countr_zero(unsigned(right));
}

// A core sentence as a line of its own: "White has no king." from "White has no king".
QString sentence(const QString& text) {
    if (text.isEmpty()) return text;
    QString line = text.at(0).toUpper() + text.mid(1);
    if (!line.endsWith(QLatin1Char('.'))) line += QLatin1Char('.');
    return line;
}

} // namespace

SetupDialog::SetupDialog(const chess::Position& position, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Set Up Position"));
    setup_.setPosition(position);

    auto* columns = new QHBoxLayout;
    columns->addWidget(createBoardColumn(), 1);
    columns->addWidget(createControls(), 0, Qt::AlignTop);

    fenEdit_ = new QLineEdit(this);
    fenEdit_->setObjectName(QStringLiteral("fenEdit"));
    fenEdit_->setToolTip(tr("The position as FEN. It follows the board; type or paste a FEN here "
                            "to set up the board from it"));
    connect(fenEdit_, &QLineEdit::textEdited, this, &SetupDialog::fenEdited);
    auto* fenRow = new QFormLayout;
    fenRow->addRow(tr("FE&N:"), fenEdit_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    okButton()->setToolTip(tr("Start a new game from this position"));
    buttons_->button(QDialogButtonBox::Cancel)->setToolTip(tr("Close without changing the game"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addLayout(fenRow);
    layout->addWidget(buttons_);
    refresh();
}

QWidget* SetupDialog::createBoardColumn() {
    auto* column = new QWidget(this);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);

    board_ = new SetupBoard(&setup_, column);
    board_->setToolTip(tr("Click a square to put the chosen piece there; drag a piece to move "
                          "it, or off the board to take it off; right-click a piece to take it "
                          "off"));
    connect(board_, &SetupBoard::edited, this, &SetupDialog::edited);

    reason_ = new QLabel(column);
    reason_->setObjectName(QStringLiteral("reasonLabel"));
    reason_->setTextFormat(Qt::PlainText);
    reason_->setWordWrap(true);

    palette_ = new PiecePalette(column);
    connect(palette_, &PiecePalette::toolChosen, board_, &SetupBoard::setTool);

    layout->addWidget(board_, 1);
    layout->addWidget(reason_);
    layout->addWidget(palette_);
    return column;
}

QWidget* SetupDialog::createControls() {
    auto* controls = new QWidget(this);
    auto* layout = new QVBoxLayout(controls);
    layout->setContentsMargins(0, 0, 0, 0);

    const auto addButton = [&](const QString& text, const char* name, const QString& tip) {
        auto* button = new QPushButton(text, controls);
        button->setObjectName(QLatin1String(name));
        button->setToolTip(tip);
        button->setAutoDefault(false); // Enter stays OK
        layout->addWidget(button);
        return button;
    };
    connect(addButton(tr("&Start Position"), "startButton",
                      tr("Put all the pieces on their squares for a new game")),
            &QPushButton::clicked, this, [this] {
                setup_.setStart();
                edited();
            });
    connect(addButton(tr("&Clear Board"), "clearButton", tr("Take every piece off the board")),
            &QPushButton::clicked, this, [this] {
                setup_.clear();
                edited();
            });
    connect(addButton(tr("&Flip Board"), "flipButton",
                      tr("See the board from the other side; the position stays as it is")),
            &QPushButton::clicked, this, [this] { board_->setFlipped(!board_->isFlipped()); });

    auto* side = new QGroupBox(tr("Side to move"), controls);
    auto* sideLayout = new QVBoxLayout(side);
    whiteToMove_ = new QRadioButton(tr("&White"), side);
    whiteToMove_->setObjectName(QStringLiteral("whiteToMove"));
    whiteToMove_->setToolTip(tr("White plays the next move"));
    blackToMove_ = new QRadioButton(tr("&Black"), side);
    blackToMove_->setObjectName(QStringLiteral("blackToMove"));
    blackToMove_->setToolTip(tr("Black plays the next move"));
    sideLayout->addWidget(whiteToMove_);
    sideLayout->addWidget(blackToMove_);
    connect(whiteToMove_, &QRadioButton::toggled, this, [this](bool white) {
        setup_.setSideToMove(white ? chess::White : chess::Black);
        edited();
    });
    layout->addWidget(side);

    auto* castling = new QGroupBox(tr("Castling"), controls);
    auto* castlingLayout = new QVBoxLayout(castling);
    const QString texts[] = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"),
                             tr("Black O-O-O")};
    const QString tips[] = {
        tr("White may still castle short: the white king on e1 and the rook on h1 have not "
           "moved"),
        tr("White may still castle long: the white king on e1 and the rook on a1 have not "
           "moved"),
        tr("Black may still castle short: the black king on e8 and the rook on h8 have not "
           "moved"),
        tr("Black may still castle long: the black king on e8 and the rook on a8 have not "
           "moved")};
    const char* names[] = {"castleWhiteShort", "castleWhiteLong", "castleBlackShort",
                           "castleBlackLong"};
    for (const CastlingRights right : Rights) {
        const int i = indexOf(right);
        auto* box = new QCheckBox(texts[i], castling);
        box->setObjectName(QLatin1String(names[i]));
        box->setToolTip(tips[i]);
        castlingLayout->addWidget(box);
        castling_[i] = box;
        connect(box, &QCheckBox::toggled, this, [this, right](bool held) {
            setup_.setCastling(right, held);
            edited();
        });
    }
    layout->addWidget(castling);

    auto* numbers = new QFormLayout;
    enPassant_ = new QComboBox(controls);
    enPassant_->setObjectName(QStringLiteral("enPassantBox"));
    enPassant_->setToolTip(tr("The square a pawn has just skipped with a two-square move, when a "
                              "pawn of the side to move can take it en passant"));
    connect(enPassant_, &QComboBox::activated, this, [this] {
        setup_.setEnPassantSquare(chess::Square(enPassant_->currentData().toInt()));
        edited();
    });
    numbers->addRow(tr("&En passant:"), enPassant_);

    halfmoveClock_ = new QSpinBox(controls);
    halfmoveClock_->setObjectName(QStringLiteral("halfmoveClock"));
    halfmoveClock_->setRange(0, 9999);
    halfmoveClock_->setToolTip(tr("Moves by either side since the last capture or pawn move, for "
                                  "the fifty-move rule"));
    connect(halfmoveClock_, &QSpinBox::valueChanged, this, [this](int plies) {
        setup_.setHalfmoveClock(plies);
        edited();
    });
    numbers->addRow(tr("&Halfmove clock:"), halfmoveClock_);

    fullmoveNumber_ = new QSpinBox(controls);
    fullmoveNumber_->setObjectName(QStringLiteral("fullmoveNumber"));
    fullmoveNumber_->setRange(1, 99999);
    fullmoveNumber_->setToolTip(tr("The number of the move to be played, as the score sheet "
                                   "counts it"));
    connect(fullmoveNumber_, &QSpinBox::valueChanged, this, [this](int number) {
        setup_.setFullmoveNumber(number);
        edited();
    });
    numbers->addRow(tr("&Move number:"), fullmoveNumber_);
    layout->addLayout(numbers);
    layout->addStretch(1);
    return controls;
}

void SetupDialog::setLook(const QString& pieceSet, const QString& colorScheme) {
    board_->setLook(pieceSet, colorScheme);
    palette_->setPieceSet(pieceSet);
}

QString SetupDialog::fen() const {
    return QString::fromStdString(setup_.fen());
}

QPushButton* SetupDialog::okButton() const {
    return buttons_->button(QDialogButtonBox::Ok);
}

QCheckBox* SetupDialog::castlingBox(CastlingRights right) const {
    return castling_[indexOf(right)];
}

void SetupDialog::edited() {
    fenError_.reset();
    refresh();
}

void SetupDialog::fenEdited(const QString& text) {
    // The text as typed, so that the error's column counts in what the user sees.
    fenError_.reset();
    if (const auto set = setup_.setFen(text.toStdString()); !set) {
        fenError_ = set.error();
        showVerdict();
        return;
    }
    refresh(false);
}

void SetupDialog::refresh(bool fenLine) {
    {
        const QSignalBlocker blockWhite(whiteToMove_);
        const QSignalBlocker blockBlack(blackToMove_);
        whiteToMove_->setChecked(setup_.sideToMove() == chess::White);
        blackToMove_->setChecked(setup_.sideToMove() == chess::Black);
    }
    for (const CastlingRights right : Rights) {
        QCheckBox* box = castlingBox(right);
        const QSignalBlocker block(box);
        box->setEnabled(setup_.castlingPossible(right));
        box->setChecked(setup_.hasCastling(right));
    }
    {
        const QSignalBlocker block(enPassant_);
        enPassant_->clear();
        enPassant_->addItem(tr("None"), int(chess::NoSquare));
        for (const chess::Square square : setup_.enPassantSquares())
            enPassant_->addItem(QString::fromStdString(chess::squareName(square)), int(square));
        enPassant_->setCurrentIndex(enPassant_->findData(int(setup_.enPassantSquare())));
        enPassant_->setEnabled(enPassant_->count() > 1);
    }
    {
        const QSignalBlocker blockHalfmove(halfmoveClock_);
        const QSignalBlocker blockFullmove(fullmoveNumber_);
        halfmoveClock_->setValue(setup_.halfmoveClock());
        fullmoveNumber_->setValue(setup_.fullmoveNumber());
    }
    if (fenLine) fenEdit_->setText(fen());
    board_->update();
    showVerdict();
}

void SetupDialog::showVerdict() {
    QString text;
    bool legal = false;
    if (fenError_) {
        text = describe(*fenError_);
    } else if (const auto error = setup_.check()) {
        text = sentence(describe(error->text));
    } else {
        legal = true;
        text = setup_.sideToMove() == chess::White ? tr("White to move.") : tr("Black to move.");
    }
    reason_->setText(text);
    QPalette colors = reason_->parentWidget()->palette();
    if (!legal) colors.setColor(QPalette::WindowText, QColor(0xc0, 0x20, 0x20));
    reason_->setPalette(colors);
    okButton()->setEnabled(legal);
}

} // namespace kibitz::ui
