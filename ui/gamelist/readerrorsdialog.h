#pragma once

// View → Read Errors…: every game of the open file that could not be read to its end, with the line
// and the column of the problem and what it is; activating one (double-click, Enter) makes that
// game current. Follows the file's check as it finds more.

#include <QDialog>

QT_BEGIN_NAMESPACE
class QLabel;
class QTreeWidget;
QT_END_NAMESPACE

namespace kibitz::ui {

class GameDocument;

class ReadErrorsDialog : public QDialog {
    Q_OBJECT

public:
    enum Column { GameColumn, LineColumn, ColumnColumn, ProblemColumn, ColumnCount };

    explicit ReadErrorsDialog(GameDocument* document, QWidget* parent = nullptr);

    QLabel* summary() const { return summary_; }
    QTreeWidget* list() const { return list_; }

    // Shows the document's read errors as they are now.
    void refresh();

private:
    GameDocument* document_;
    QLabel* summary_;
    QTreeWidget* list_;
};

} // namespace kibitz::ui
