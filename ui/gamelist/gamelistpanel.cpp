#include "ui/gamelist/gamelistpanel.h"

#include "ui/models/gamefilterproxy.h"
#include "ui/models/gamelistmodel.h"

#include <QApplication>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLineEdit>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz::ui {

namespace {

// The filtered list with a warning sign beside the number of each game that could not be read to
// its end (its tooltip says why).
class MarkedGames : public GameFilterProxy {
public:
    using GameFilterProxy::GameFilterProxy;

    QVariant data(const QModelIndex& index, int role) const override {
        if (role == Qt::DecorationRole && index.column() == GameListModel::NumberColumn &&
            !GameFilterProxy::data(index, GameListModel::ProblemRole).isNull())
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return GameFilterProxy::data(index, role);
    }
};

} // namespace

GameListPanel::GameListPanel(QWidget* parent)
    : GameListPanel(nullptr, parent) {}

GameListPanel::GameListPanel(GameListModel* model, QWidget* parent)
    : QWidget(parent)
    , model_(model ? model : new GameListModel(this))
    , ownsModel_(!model)
    , proxy_(new MarkedGames(this))
    , filter_(new QLineEdit(this))
    , table_(new QTableView(this)) {
    proxy_->setSourceModel(model_);
    filter_->setObjectName(QStringLiteral("gameFilter"));
    filter_->setPlaceholderText(tr("Filter: player, event, white:…, black:…"));
    filter_->setClearButtonEnabled(true);
    table_->setObjectName(QStringLiteral("gameTable"));
    table_->setModel(proxy_);
    // Unsorted, the file's order (the games' numbers), until the user clicks a header: a sorted
    // proxy places every row the scan adds one by one, which stalls the window on a large file,
    // while unsorted rows are appended as they come.
    table_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    table_->setSortingEnabled(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    sizeColumns();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(filter_);
    layout->addWidget(table_);

    connect(filter_, &QLineEdit::textChanged, proxy_, &GameFilterProxy::setFilterText);
    connect(table_, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        const QModelIndex source = proxy_->mapToSource(index);
        if (source.isValid()) emit gameActivated(source.row());
    });
}

void GameListPanel::sizeColumns() {
    // Each column as wide as what it holds (and its title), names wide enough for
    // "Nepomniachtchi, Ian"; the event takes what is left, not the last column (ECO), which would
    // take the room the names need.
    QHeaderView* header = table_->horizontalHeader();
    header->setStretchLastSection(false);
    const QFontMetrics contents = table_->fontMetrics();
    const QFontMetrics titles = header->fontMetrics();
    const int margin = 2 * table_->style()->pixelMetric(QStyle::PM_HeaderMargin) + 12;
    const auto fit = [&](int column, const QString& widest) {
        const QString title = model_->headerData(column, Qt::Horizontal).toString();
        // Room for the sort arrow beside the title.
        const int width = std::max(contents.horizontalAdvance(widest),
                                   titles.horizontalAdvance(title) + titles.height());
        header->resizeSection(column, width + margin);
    };
    fit(GameListModel::NumberColumn, QStringLiteral("100000"));
    fit(GameListModel::WhiteColumn, QStringLiteral("Nepomniachtchi, Ian"));
    fit(GameListModel::WhiteEloColumn, QStringLiteral("2800"));
    fit(GameListModel::BlackColumn, QStringLiteral("Nepomniachtchi, Ian"));
    fit(GameListModel::BlackEloColumn, QStringLiteral("2800"));
    fit(GameListModel::ResultColumn, QStringLiteral("1/2-1/2"));
    fit(GameListModel::DateColumn, QStringLiteral("2023.04.09"));
    fit(GameListModel::EventColumn, QStringLiteral("FIDE World Championship"));
    fit(GameListModel::RoundColumn, QStringLiteral("12.3"));
    fit(GameListModel::EcoColumn, QStringLiteral("C85"));
    header->setSectionResizeMode(GameListModel::EventColumn, QHeaderView::Stretch);
}

void GameListPanel::setFile(const QString& path) {
    if (!ownsModel_) return;
    if (path.isEmpty())
        model_->clear();
    else
        model_->open(path);
}

void GameListPanel::setCurrentGame(int index) {
    if (index < 0 || index >= model_->rowCount()) return;
    const QModelIndex row = proxy_->mapFromSource(model_->index(index, 0));
    if (row.isValid()) table_->setCurrentIndex(row);
}

} // namespace kibitz::ui
