#pragma once

// Edit → Game Tags… (and a double click on the line above the board): the current game's tags
// (PGN's tag pairs: Event, White, WhiteElo, ECO, …) in a table to edit, add to and remove from.
// OK applies them all as one undo step ("Edit Tags"); nothing changes on Cancel, nor on OK when
// nothing was changed. A name the PGN standard does not allow (letters, digits and _ only), a
// name given twice, or a value with a line break is refused with the row named (in red under the
// table), and the dialog stays open with what the user typed.

#include "pgn/game.h"
#include "util/expected.h"

#include <QDialog>
#include <QList>
#include <QPair>
#include <QString>

#include <vector>

class QLabel;
class QTableWidget;

namespace kibitz::ui {

class GameDocument;

class TagsDialog : public QDialog {
    Q_OBJECT

public:
    using Row = QPair<QString, QString>; // name, value

    TagsDialog(GameDocument* document, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }
    // Why OK was refused; hidden until it is.
    QLabel* errorLabel() const { return error_; }
    // Adds an empty row and starts editing its name.
    void addRow();
    // Removes the selected rows.
    void removeSelectedRows();
    // The rows as they stand (names and values trimmed).
    QList<Row> rows() const;

    // The tags of `rows`, in their order; rows with neither name nor value are left out. Or why
    // not, naming the row (1-based).
    static Expected<std::vector<pgn::Tag>, QString> tagsFrom(const QList<Row>& rows);

    void accept() override;

private:
    void appendRow(const QString& name, const QString& value);

    GameDocument* document_;
    QTableWidget* table_;
    QLabel* error_;
};

} // namespace kibitz::ui
