#include "ui/movetree/fullcommentdialog.h"

#include "ui/models/movetreemodel.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

// Lines break at the first space after this many characters.
constexpr qsizetype LineLength = 100;

// `words` with a line break for a space every LineLength characters or so: QPlainTextEdit lays
// out a line whole, which for one line of megabytes takes seconds.
QString inLines(QString words) {
    qsizetype column = 0;
    for (QChar& c : words) {
        if (c == QLatin1Char(' ') && column >= LineLength) {
            c = QLatin1Char('\n');
            column = 0;
        } else {
            ++column;
        }
    }
    return words;
}

} // namespace

FullCommentDialog::FullCommentDialog(const MoveTreeModel& model, pgn::NodeId id, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("fullCommentDialog"));
    setWindowTitle(tr("Comment on %1").arg(model.moveText(id)));
    const QModelIndex comment = model.indexOf(id, MoveTreeModel::CommentColumn);
    const QString before = comment.data(MoveTreeModel::CommentBeforeRole).toString();
    const QString after = comment.data(Qt::EditRole).toString();
    QString text;
    if (!before.isEmpty() && !after.isEmpty())
        text = tr("Before the move:") + QLatin1Char('\n') + inLines(before) +
               QStringLiteral("\n\n") + tr("After the move:") + QLatin1Char('\n') + inLines(after);
    else
        text = inLines(before.isEmpty() ? after : before);

    view_ = new QPlainTextEdit(this);
    view_->setObjectName(QStringLiteral("fullCommentText"));
    view_->setReadOnly(true);
    view_->setPlainText(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(view_);
    layout->addWidget(buttons);
    resize(720, 480);
}

QString FullCommentDialog::text() const {
    return view_->toPlainText();
}

void FullCommentDialog::addMenuAction(QMenu* menu, const MoveTreeModel& model, pgn::NodeId id,
                                      QWidget* parent) {
    if (!model.isCommentElided(id)) return;
    QAction* action = menu->addAction(tr("&Show Full Comment…"));
    action->setObjectName(QStringLiteral("showFullCommentAction"));
    action->setStatusTip(tr("Read the whole comment, which the move list shows cut short"));
    connect(action, &QAction::triggered, parent, [&model, id, parent] {
        auto* dialog = new FullCommentDialog(model, id, parent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
}

} // namespace kibitz::ui
