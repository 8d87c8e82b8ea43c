#include "ui/gamelist/readerrorsdialog.h"

#include "ui/document/gamedocument.h"
#include "ui/models/gamelistmodel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kibitz::ui {

ReadErrorsDialog::ReadErrorsDialog(GameDocument* document, QWidget* parent)
    : QDialog(parent)
    , document_(document)
    , summary_(new QLabel(this))
    , list_(new QTreeWidget(this)) {
    setObjectName(QStringLiteral("readErrorsDialog"));
    summary_->setObjectName(QStringLiteral("readErrorsSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    list_->setObjectName(QStringLiteral("readErrorsList"));
    list_->setColumnCount(ColumnCount);
    list_->setHeaderLabels({tr("Game"), tr("Line"), tr("Column"), tr("Problem")});
    list_->setRootIsDecorated(false);
    list_->setUniformRowHeights(true);
    list_->setToolTip(tr("Double-click a game to go to it"));
    list_->header()->setStretchLastSection(true);
    for (int column : {GameColumn, LineColumn, ColumnColumn})
        list_->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(list_, 1);
    layout->addWidget(buttons);
    resize(760, 360);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        document_->setCurrentGame(item->data(GameColumn, Qt::UserRole).toInt());
    });
    // The store hears of the check's problems first (it was connected first).
    connect(document_->gameList(), &GameListModel::problemsFound, this, &ReadErrorsDialog::refresh);
    connect(document_->gameList(), &GameListModel::checkFinished, this, &ReadErrorsDialog::refresh);
    connect(document_, &GameDocument::readErrorFound, this, &ReadErrorsDialog::refresh);
    connect(document_, &GameDocument::gamesReplaced, this, &ReadErrorsDialog::refresh);
    connect(document_, &GameDocument::modifiedChanged, this, &ReadErrorsDialog::refresh);
    refresh();
}

void ReadErrorsDialog::refresh() {
    const QString name = document_->displayName();
    setWindowTitle(tr("Read Errors — %1").arg(name));
    const std::vector<GameReadError>& errors = document_->readErrors();
    const bool checking = document_->gameList()->isChecking();
    QString summary;
    if (errors.empty() && checking)
        summary =
            tr("No game of %1 has a problem so far; the file is still being checked.").arg(name);
    else if (errors.empty())
        summary = tr("Every game of %1 was read to its end.").arg(name);
    else
        summary = tr("Games of %1 that could not be read to their end: %2. Each is shown as far "
                     "as it was read.")
                      .arg(name)
                      .arg(errors.size());
    if (!errors.empty() && checking)
        summary += QLatin1Char(' ') + tr("The file is still being checked.");
    summary_->setText(summary);

    list_->clear();
    for (const GameReadError& error : errors) {
        auto* item = new QTreeWidgetItem(list_);
        item->setText(GameColumn, QString::number(error.game));
        item->setData(GameColumn, Qt::UserRole, int(error.game - 1));
        item->setText(LineColumn, QString::number(error.line));
        item->setText(ColumnColumn, QString::number(error.column));
        item->setText(ProblemColumn, error.message);
        const QString problem = GameStore::describeProblem(error);
        for (int column = 0; column < ColumnCount; ++column) item->setToolTip(column, problem);
        for (int column : {GameColumn, LineColumn, ColumnColumn})
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    }
}

} // namespace kibitz::ui
