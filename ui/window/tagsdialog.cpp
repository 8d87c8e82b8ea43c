#include "ui/window/tagsdialog.h"

#include "ui/document/gamedocument.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace kibitz::ui {

TagsDialog::TagsDialog(GameDocument* document, QWidget* parent)
    : QDialog(parent)
    , document_(document)
    , table_(new QTableWidget(0, 2, this))
    , error_(new QLabel(this)) {
    setObjectName(QStringLiteral("tagsDialog"));
    setWindowTitle(tr("Game Tags"));
    table_->setObjectName(QStringLiteral("tagsTable"));
    table_->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (const pgn::Tag& tag : document_->currentGame().tags())
        appendRow(QString::fromStdString(tag.name), QString::fromStdString(tag.value));
    table_->resizeColumnToContents(0);
    // Room for the longer names a user adds (WhiteFideId, BlackTeamCountry) before they are typed.
    table_->setColumnWidth(
        0,
        std::max(table_->columnWidth(0),
                 table_->fontMetrics().horizontalAdvance(QStringLiteral("BlackTeamCountry")) + 16));

    auto* add = new QPushButton(tr("&Add Tag"), this);
    add->setObjectName(QStringLiteral("addTagButton"));
    add->setToolTip(tr("A new tag, e.g. Annotator, WhiteElo or TimeControl"));
    connect(add, &QPushButton::clicked, this, &TagsDialog::addRow);
    auto* remove = new QPushButton(tr("&Remove Tag"), this);
    remove->setObjectName(QStringLiteral("removeTagButton"));
    connect(remove, &QPushButton::clicked, this, &TagsDialog::removeSelectedRows);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &TagsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &TagsDialog::reject);

    auto* edits = new QHBoxLayout;
    edits->addWidget(add);
    edits->addWidget(remove);
    edits->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_, 1);
    layout->addLayout(edits);
    error_->setObjectName(QStringLiteral("tagsError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));
    error_->hide();
    layout->addWidget(error_);
    layout->addWidget(buttons);
    resize(520, 420);
}

void TagsDialog::appendRow(const QString& name, const QString& value) {
    const int row = table_->rowCount();
    table_->insertRow(row);
    table_->setItem(row, 0, new QTableWidgetItem(name));
    table_->setItem(row, 1, new QTableWidgetItem(value));
}

void TagsDialog::addRow() {
    appendRow(QString(), QString());
    const int row = table_->rowCount() - 1;
    table_->setCurrentCell(row, 0);
    table_->editItem(table_->item(row, 0));
}

void TagsDialog::removeSelectedRows() {
    QList<int> selected;
    for (const QModelIndex& index : table_->selectionModel()->selectedRows())
        selected << index.row();
    std::sort(selected.begin(), selected.end(), std::greater<>());
    for (const int row : selected) table_->removeRow(row);
}

QList<TagsDialog::Row> TagsDialog::rows() const {
    QList<Row> rows;
    for (int row = 0; row < table_->rowCount(); ++row) {
        const auto text = [&](int column) {
            const QTableWidgetItem* item = table_->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        rows << Row{text(0), text(1)};
    }
    return rows;
}

Expected<std::vector<pgn::Tag>, QString> TagsDialog::tagsFrom(const QList<Row>& rows) {
    std::vector<pgn::Tag> tags;
    QSet<QString> seen;
    for (int i = 0; i < rows.size(); ++i) {
        const auto& [name, value] = rows[i];
        if (name.isEmpty() && value.isEmpty()) continue;
        const int row = i + 1;
        if (!pgn::isValidTagName(name.toStdString()))
            return unexpected(tr("Row %1: the tag name \"%2\" may hold only letters, digits and "
                                 "underscores (PGN standard 8.1.1).")
                                  .arg(row)
                                  .arg(name));
        if (seen.contains(name))
            return unexpected(tr("Row %1: the game has a %2 tag already.").arg(row).arg(name));
        if (value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')))
            return unexpected(tr("Row %1: a tag's value must be on one line.").arg(row));
        seen.insert(name);
        tags.push_back({name.toStdString(), value.toStdString()});
    }
    return tags;
}

void TagsDialog::accept() {
    const auto tags = tagsFrom(rows());
    if (!tags) {
        error_->setText(tags.error());
        error_->show();
        return;
    }
    document_->setTags(*tags);
    QDialog::accept();
}

} // namespace kibitz::ui
