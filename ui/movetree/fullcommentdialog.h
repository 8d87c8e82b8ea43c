#pragma once

// The whole of a move's comments, which the move list shows cut short when they are long.

#include "pgn/gametree.h"

#include <QDialog>

class QMenu;
class QPlainTextEdit;

namespace kibitz::ui {

class MoveTreeModel;

// A read-only, scrollable view of the comments before and after a move, whatever their length (a
// comment of megabytes too). The text is laid out in lines of some 100 characters, broken where the
// comment has a space, so that no line has to be laid out whole; the words are the comment's, none
// left out.
class FullCommentDialog : public QDialog {
    Q_OBJECT

public:
    FullCommentDialog(const MoveTreeModel& model, pgn::NodeId id, QWidget* parent = nullptr);

    // The text shown, as the dialog lays it out.
    QString text() const;

    // Adds "Show Full Comment…" to `menu` when the move list shows the comment before or after
    // the move `id` cut short. The action opens the dialog over `parent`, which owns it.
    static void addMenuAction(QMenu* menu, const MoveTreeModel& model, pgn::NodeId id,
                              QWidget* parent);

private:
    QPlainTextEdit* view_ = nullptr;
};

} // namespace kibitz::ui
