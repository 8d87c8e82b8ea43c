// Tests for ui/board/setupdialog: the board editor driven with real clicks, drags and typing:
// pieces from the palette, the castling boxes and the en passant list following the placement,
// the side to move, a FEN typed in, and OK only for a position Position::setFen takes.

#include "chess/position.h"
#include "ui/board/piecepalette.h"
#include "ui/board/setupboard.h"
#include "ui/board/setupdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using namespace kibitz::chess;
using kibitz::ui::SetupDialog;

namespace {

const QString StartFen = QString::fromLatin1(Position::StartFen.data(), Position::StartFen.size());

// A shown dialog over the start position (or `fen`), laid out so clicks land where painted.
struct ShownDialog {
    explicit ShownDialog(const char* fen = nullptr)
        : dialog(position(fen)) {
        dialog.show();
        if (!QTest::qWaitForWindowExposed(&dialog)) qFatal("the dialog was not shown");
    }
    static Position position(const char* fen) {
        Position p;
        if (fen && !p.setFen(fen)) qFatal("bad test FEN %s", fen);
        return p;
    }
    SetupDialog dialog;
};

QPoint centre(const SetupDialog& dialog, Square square) {
    return dialog.board()->squareRect(square).center().toPoint();
}

void choose(SetupDialog& dialog, Piece piece) {
    QToolButton* button = dialog.palette()->button(piece);
    QTest::mouseClick(button, Qt::LeftButton, Qt::NoModifier, button->rect().center());
}

void clickSquare(SetupDialog& dialog, Square square, Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(dialog.board(), button, Qt::NoModifier, centre(dialog, square));
}

void drag(SetupDialog& dialog, Square from, QPoint to) {
    QWidget* board = dialog.board();
    const QPoint start = centre(dialog, from);
    QTest::mousePress(board, Qt::LeftButton, Qt::NoModifier, start);
    QTest::mouseMove(board, (start + to) / 2);
    QTest::mouseMove(board, to);
    QTest::mouseRelease(board, Qt::LeftButton, Qt::NoModifier, to);
}

// A click on a button; on a check box or radio button, on its indicator at the left (the rest
// of a wide one does not take clicks).
void clickButton(QAbstractButton* button) {
    const bool indicator = qobject_cast<QCheckBox*>(button) || qobject_cast<QRadioButton*>(button);
    const QPoint point = indicator ? QPoint(std::min(8, button->width() / 2), button->height() / 2)
                                   : button->rect().center();
    QTest::mouseClick(button, Qt::LeftButton, Qt::NoModifier, point);
}

void clickButton(SetupDialog& dialog, const char* name) {
    auto* button = dialog.findChild<QAbstractButton*>(QLatin1String(name));
    if (!button) qFatal("no button %s", name);
    clickButton(button);
}

// Types `text` into the FEN line in place of what it holds, as a user would.
void typeFen(SetupDialog& dialog, const QString& text) {
    QLineEdit* line = dialog.fenEdit();
    line->setFocus();
    line->selectAll();
    QTest::keyClick(line, Qt::Key_Backspace);
    QTest::keyClicks(line, text);
}

// The palette's tool in words: "White queen", "Eraser", or "none".
QString toolName(const SetupDialog& dialog) {
    const std::optional<Piece> tool = dialog.palette()->tool();
    return tool ? kibitz::ui::PiecePalette::pieceName(*tool) : QStringLiteral("none");
}

QStringList items(const QComboBox* box) {
    QStringList texts;
    for (int i = 0; i < box->count(); ++i) texts << box->itemText(i);
    return texts;
}

// The four castling boxes, WhiteKingSide first: enabled, and checked.
QList<bool> enabledBoxes(const SetupDialog& dialog) {
    QList<bool> enabled;
    for (const CastlingRights right :
         {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide})
        enabled << dialog.castlingBox(right)->isEnabled();
    return enabled;
}

QList<bool> checkedBoxes(const SetupDialog& dialog) {
    QList<bool> checked;
    for (const CastlingRights right :
         {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide})
        checked << dialog.castlingBox(right)->isChecked();
    return checked;
}

} // namespace

class TestSetupDialog : public QObject {
    Q_OBJECT

private slots:
    void opensWithThePositionGiven();
    void paletteQueenOnD4();
    void clearThenKingsAndRook();
    void castlingBoxesFollowThePlacement();
    void dragMovesAndDragOffTakesOff();
    void enPassantListsTheLegalSquaresOnly();
    void sideToMoveSwitchesTheSecondField();
    void countersGoIntoTheFen();
    void typedFenSetsTheBoard();
    void badFenShowsItsLocatedError();
    void sideNotToMoveInCheckIsRefused();
    void tooManyPawnsAndBackRankPawnAreRefused();
    void enterAcceptsEscapeCancels();
    void flipTurnsTheBoardOnly();
};

void TestSetupDialog::opensWithThePositionGiven() {
    const char* fen = "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 5 30";
    ShownDialog shown(fen);
    SetupDialog& dialog = shown.dialog;
    QCOMPARE(dialog.fenEdit()->text(), QLatin1String(fen));
    QCOMPARE(dialog.fen(), QLatin1String(fen));
    QCOMPARE(enabledBoxes(dialog), (QList<bool>{true, true, true, true}));
    QCOMPARE(checkedBoxes(dialog), (QList<bool>{true, false, false, true}));
    QCOMPARE(items(dialog.enPassantBox()), (QStringList{"None", "d6"}));
    QCOMPARE(dialog.enPassantBox()->currentText(), QStringLiteral("d6"));
    QCOMPARE(dialog.findChild<QSpinBox*>("halfmoveClock")->value(), 5);
    QCOMPARE(dialog.findChild<QSpinBox*>("fullmoveNumber")->value(), 30);
    QVERIFY(dialog.findChild<QRadioButton*>("whiteToMove")->isChecked());
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("White to move."));
    QVERIFY(dialog.okButton()->isEnabled());
    // The window title names the dialog as the menu does.
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Set Up Position"));
}

void TestSetupDialog::paletteQueenOnD4() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    QCOMPARE(dialog.fenEdit()->text(), StartFen);

    choose(dialog, WhiteQueen);
    QVERIFY(dialog.palette()->button(WhiteQueen)->isChecked());
    QCOMPARE(toolName(dialog), QStringLiteral("White queen"));
    clickSquare(dialog, D4);
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(dialog.setup().pieceOn(D4), WhiteQueen);
    // A seventeenth white piece: setFen refuses it, and so does OK.
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("White has 17 pieces (at most 16)."));
    QVERIFY(!dialog.okButton()->isEnabled());

    // The same piece again takes it off.
    clickSquare(dialog, D4);
    QCOMPARE(dialog.fenEdit()->text(), StartFen);
    QVERIFY(dialog.okButton()->isEnabled());
    // Another piece is replaced by the chosen one.
    clickSquare(dialog, B8);
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rQbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    // A right click takes a piece off, whatever the tool.
    clickSquare(dialog, B8, Qt::RightButton);
    clickSquare(dialog, G1, Qt::RightButton);
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1"));
    // The eraser takes off what it is clicked on.
    choose(dialog, NoPiece);
    QCOMPARE(toolName(dialog), QStringLiteral("Eraser"));
    QVERIFY(!dialog.palette()->button(WhiteQueen)->isChecked());
    clickSquare(dialog, E7);
    clickSquare(dialog, E5); // empty: nothing changes
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("r1bqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1"));
}

void TestSetupDialog::clearThenKingsAndRook() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    clickButton(dialog, "clearButton");
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("White has no king."));
    QVERIFY(!dialog.okButton()->isEnabled());
    QCOMPARE(enabledBoxes(dialog), (QList<bool>{false, false, false, false}));
    QCOMPARE(checkedBoxes(dialog), (QList<bool>{false, false, false, false}));

    choose(dialog, WhiteKing);
    clickSquare(dialog, E1);
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("Black has no king."));
    QVERIFY(!dialog.okButton()->isEnabled());
    choose(dialog, BlackKing);
    clickSquare(dialog, E8);
    choose(dialog, WhiteRook);
    clickSquare(dialog, H1);
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("White to move."));
    QVERIFY(dialog.okButton()->isEnabled());

    // Only White's short castling is possible; it is not given until asked for.
    QCOMPARE(enabledBoxes(dialog), (QList<bool>{true, false, false, false}));
    QCOMPARE(checkedBoxes(dialog), (QList<bool>{false, false, false, false}));
    clickButton(dialog.castlingBox(WhiteKingSide));
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    QCOMPARE(dialog.fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
}

void TestSetupDialog::castlingBoxesFollowThePlacement() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    QCOMPARE(enabledBoxes(dialog), (QList<bool>{true, true, true, true}));
    QCOMPARE(checkedBoxes(dialog), (QList<bool>{true, true, true, true}));

    // The h1 rook leaves its square: White's short castling goes, and its box is disabled.
    drag(dialog, H1, centre(dialog, H3));
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/7R/PPPPPPPP/RNBQKBN1 w Qkq - 0 1"));
    QCOMPARE(enabledBoxes(dialog), (QList<bool>{false, true, true, true}));
    QCOMPARE(checkedBoxes(dialog), (QList<bool>{false, true, true, true}));
    // Back home, the right may be given again, but is not given by itself.
    drag(dialog, H3, centre(dialog, H1));
    QCOMPARE(enabledBoxes(dialog), (QList<bool>{true, true, true, true}));
    QCOMPARE(checkedBoxes(dialog), (QList<bool>{false, true, true, true}));
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1"));

    // Black's king taken off: neither black box is possible (and the position is not legal).
    clickSquare(dialog, E8, Qt::RightButton);
    QCOMPARE(enabledBoxes(dialog), (QList<bool>{true, true, false, false}));
    QCOMPARE(checkedBoxes(dialog), (QList<bool>{false, true, false, false}));
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Q - 0 1"));
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("Black has no king."));
    QVERIFY(!dialog.okButton()->isEnabled());

    // A box unchecked by hand gives up the right.
    clickButton(dialog.castlingBox(WhiteQueenSide));
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"));
}

void TestSetupDialog::dragMovesAndDragOffTakesOff() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    // A drag moves a piece whatever tool is chosen, here none.
    QCOMPARE(toolName(dialog), QStringLiteral("none"));
    drag(dialog, G1, centre(dialog, F3));
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1"));
    // Onto another piece, it takes its place.
    drag(dialog, D8, centre(dialog, D2));
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnb1kbnr/pppppppp/8/8/8/5N2/PPPqPPPP/RNBQKB1R w KQkq - 0 1"));
    // Dropped off the board, beside it over the controls, the piece is gone.
    const QPoint outside(dialog.board()->width() + 10, dialog.board()->height() / 2);
    QCOMPARE(dialog.board()->squareAt(outside), NoSquare);
    drag(dialog, D2, outside);
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnb1kbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1"));
    // A click without a tool changes nothing.
    clickSquare(dialog, E4);
    clickSquare(dialog, E2);
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnb1kbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1"));
}

void TestSetupDialog::enPassantListsTheLegalSquaresOnly() {
    // White pawns on a4, c4 and h4 may all just have come two squares; Black's b4 pawn can take
    // on a3 and c3, no black pawn stands beside h4.
    ShownDialog shown("4k3/8/8/8/PpP4P/8/8/4K3 b - - 0 1");
    SetupDialog& dialog = shown.dialog;
    QComboBox* box = dialog.enPassantBox();
    QCOMPARE(items(box), (QStringList{"None", "a3", "c3"}));
    QCOMPARE(box->currentText(), QStringLiteral("None"));
    QVERIFY(box->isEnabled());

    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down);
    QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(box->currentText(), QStringLiteral("c3"));
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/PpP4P/8/8/4K3 b - c3 0 1"));
    QVERIFY(dialog.okButton()->isEnabled());

    // The b4 pawn taken off: no capture is left, the square goes and the list is empty.
    clickSquare(dialog, B4, Qt::RightButton);
    QCOMPARE(items(box), (QStringList{"None"}));
    QVERIFY(!box->isEnabled());
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/P1P4P/8/8/4K3 b - - 0 1"));

    // A black pawn on g4 can take on h3 only; White to move, no white pawn can take anything.
    choose(dialog, BlackPawn);
    clickSquare(dialog, G4);
    QCOMPARE(items(box), (QStringList{"None", "h3"}));
    clickButton(dialog, "whiteToMove");
    QCOMPARE(items(box), (QStringList{"None"}));
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/P1P3pP/8/8/4K3 w - - 0 1"));
}

void TestSetupDialog::sideToMoveSwitchesTheSecondField() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    auto* black = dialog.findChild<QRadioButton*>("blackToMove");
    auto* white = dialog.findChild<QRadioButton*>("whiteToMove");
    clickButton(black);
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"));
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("Black to move."));
    QVERIFY(!white->isChecked());
    clickButton(white);
    QCOMPARE(dialog.fenEdit()->text(), StartFen);
}

void TestSetupDialog::countersGoIntoTheFen() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    auto* halfmoves = dialog.findChild<QSpinBox*>("halfmoveClock");
    auto* moves = dialog.findChild<QSpinBox*>("fullmoveNumber");
    QCOMPARE(moves->minimum(), 1);
    halfmoves->setFocus();
    QTest::keyClick(halfmoves, Qt::Key_Up);
    QTest::keyClick(halfmoves, Qt::Key_Up);
    moves->setFocus();
    moves->selectAll();
    QTest::keyClicks(moves, "41");
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 41"));
    // Start Position sets the counters back too.
    clickButton(dialog, "startButton");
    QCOMPARE(dialog.fenEdit()->text(), StartFen);
    QCOMPARE(halfmoves->value(), 0);
    QCOMPARE(moves->value(), 1);
}

void TestSetupDialog::typedFenSetsTheBoard() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    const QString fen = QStringLiteral("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 "
                                       "b kq - 5 4");
    typeFen(dialog, fen);
    // The line keeps what was typed; the board and the controls follow it.
    QCOMPARE(dialog.fenEdit()->text(), fen);
    QCOMPARE(dialog.fen(), fen);
    QCOMPARE(dialog.setup().pieceOn(G1), WhiteKing);
    QCOMPARE(dialog.setup().pieceOn(F1), WhiteRook);
    QCOMPARE(dialog.setup().pieceOn(E1), NoPiece);
    QCOMPARE(dialog.setup().pieceOn(C6), BlackKnight);
    QCOMPARE(dialog.setup().pieceOn(C5), BlackBishop);
    QCOMPARE(dialog.setup().pieceOn(C4), WhiteBishop);
    QCOMPARE(dialog.setup().pieceOn(E5), BlackPawn);
    QCOMPARE(dialog.setup().pieceOn(D4), NoPiece);
    QVERIFY(dialog.findChild<QRadioButton*>("blackToMove")->isChecked());
    QCOMPARE(enabledBoxes(dialog), (QList<bool>{false, false, true, true}));
    QCOMPARE(checkedBoxes(dialog), (QList<bool>{false, false, true, true}));
    QCOMPARE(dialog.findChild<QSpinBox*>("halfmoveClock")->value(), 5);
    QCOMPARE(dialog.findChild<QSpinBox*>("fullmoveNumber")->value(), 4);
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("Black to move."));
    QVERIFY(dialog.okButton()->isEnabled());

    // A click on the board afterwards writes the FEN afresh.
    clickSquare(dialog, A7, Qt::RightButton);
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("r1bqk2r/1ppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"));
}

void TestSetupDialog::badFenShowsItsLocatedError() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    choose(dialog, WhiteQueen);
    clickSquare(dialog, D4);
    const QString before = dialog.fen();

    typeFen(dialog, QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1"));
    QCOMPARE(dialog.reasonLabel()->text(),
             QStringLiteral("FEN field 4 (en passant square), column 52: expected '-' or a square "
                            "such as e3, found 'e9'"));
    QVERIFY(!dialog.okButton()->isEnabled());
    // The board is left as it was.
    QCOMPARE(dialog.setup().pieceOn(D4), WhiteQueen);
    QCOMPARE(dialog.fen(), before);

    typeFen(dialog, QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1"));
    QCOMPARE(dialog.reasonLabel()->text(),
             QStringLiteral("FEN field 3 (castling rights), column 50: unexpected character 'x' "
                            "(expected '-' or letters from KQkq)"));
    QVERIFY(!dialog.okButton()->isEnabled());

    // Mended, the board follows and OK comes back.
    QTest::keyClick(dialog.fenEdit(), Qt::Key_End);
    for (int i = 0; i < 7; ++i) QTest::keyClick(dialog.fenEdit(), Qt::Key_Backspace);
    QTest::keyClicks(dialog.fenEdit(), "q - 0 1");
    QCOMPARE(dialog.fenEdit()->text(), StartFen);
    QCOMPARE(dialog.setup().pieceOn(D4), NoPiece);
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("White to move."));
    QVERIFY(dialog.okButton()->isEnabled());
}

void TestSetupDialog::sideNotToMoveInCheckIsRefused() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    clickButton(dialog, "clearButton");
    choose(dialog, WhiteKing);
    clickSquare(dialog, G1);
    choose(dialog, BlackKing);
    clickSquare(dialog, E8);
    choose(dialog, WhiteRook);
    clickSquare(dialog, E1);
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"));
    QCOMPARE(dialog.reasonLabel()->text(),
             QStringLiteral("Black is in check but it is White's move: the side not to move "
                            "cannot be in check."));
    QVERIFY(!dialog.okButton()->isEnabled());

    // Black to move, in check: a legal position.
    clickButton(dialog, "blackToMove");
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"));
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("Black to move."));
    QVERIFY(dialog.okButton()->isEnabled());
}

void TestSetupDialog::tooManyPawnsAndBackRankPawnAreRefused() {
    ShownDialog shown;
    SetupDialog& dialog = shown.dialog;
    choose(dialog, WhitePawn);
    clickSquare(dialog, E4);
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("White has 9 pawns (at most 8)."));
    QVERIFY(!dialog.okButton()->isEnabled());
    clickSquare(dialog, E2); // the same pawn again: taken off
    clickSquare(dialog, D8);
    clickSquare(dialog, A2, Qt::RightButton);
    QCOMPARE(dialog.fenEdit()->text(),
             QStringLiteral("rnbPkbnr/pppppppp/8/8/4P3/8/1PPP1PPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(dialog.reasonLabel()->text(),
             QStringLiteral("A white pawn on d8: pawns cannot stand on the first or last rank."));
    QVERIFY(!dialog.okButton()->isEnabled());
}

void TestSetupDialog::enterAcceptsEscapeCancels() {
    {
        ShownDialog shown;
        SetupDialog& dialog = shown.dialog;
        dialog.fenEdit()->setFocus();
        QTest::keyClick(dialog.fenEdit(), Qt::Key_Escape);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
    {
        ShownDialog shown;
        SetupDialog& dialog = shown.dialog;
        clickButton(dialog, "clearButton");
        // Not legal: Enter does nothing.
        dialog.fenEdit()->setFocus();
        QTest::keyClick(dialog.fenEdit(), Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        clickButton(dialog, "startButton");
        // Legal again: Enter is OK.
        dialog.fenEdit()->setFocus();
        QTest::keyClick(dialog.fenEdit(), Qt::Key_Return);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.fen(), StartFen);
    }
}

void TestSetupDialog::flipTurnsTheBoardOnly() {
    ShownDialog shown("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    SetupDialog& dialog = shown.dialog;
    const QRectF a1 = dialog.board()->squareRect(A1);
    const QRectF h8 = dialog.board()->squareRect(H8);
    clickButton(dialog, "flipButton");
    QVERIFY(dialog.board()->isFlipped());
    QCOMPARE(dialog.board()->squareRect(A1), h8);
    QCOMPARE(dialog.board()->squareRect(H8), a1);
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    // Clicks land on the square painted under the mouse.
    choose(dialog, BlackQueen);
    clickSquare(dialog, A1);
    QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/8/8/8/q3K2R w K - 0 1"));

    // With KIBITZ_SCREENSHOT=FILE.png the dialog is kept there to look at.
    if (const QString path = qEnvironmentVariable("KIBITZ_SCREENSHOT"); !path.isEmpty()) {
        clickButton(dialog, "flipButton");
        typeFen(dialog, QStringLiteral("r3k2r/pp3ppp/2n5/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 14"));
        QVERIFY(dialog.grab().save(path));
    }
}

QTEST_MAIN(TestSetupDialog)
#include "tst_setupdialog.moc"
