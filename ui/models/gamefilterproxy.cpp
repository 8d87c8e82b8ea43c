#include "gamefilterproxy.h"

#include "gamelistmodel.h"

namespace kibitz::ui {

GameFilterProxy::GameFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(GameListModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

std::vector<GameFilterProxy::Term> GameFilterProxy::parseFilter(const QString& text) {
    // Split at blanks outside double quotes; the quotes themselves are dropped.
    QStringList words;
    QString word;
    bool quoted = false;
    bool hasWord = false;
    for (const QChar c : text) {
        if (c == u'"') {
            quoted = !quoted;
            hasWord = true;
        } else if (c.isSpace() && !quoted) {
            if (hasWord) words.append(word);
            word.clear();
            hasWord = false;
        } else {
            word += c;
            hasWord = true;
        }
    }
    if (hasWord) words.append(word);

    static const struct {
        QLatin1StringView prefix;
        Field field;
    } Prefixes[] = {
        {QLatin1StringView("white:"), Field::White},
        {QLatin1StringView("black:"), Field::Black},
        {QLatin1StringView("event:"), Field::Event},
        {QLatin1StringView("player:"), Field::Player},
    };
    std::vector<Term> terms;
    for (const QString& w : words) {
        Term term{Field::Any, w};
        for (const auto& p : Prefixes) {
            if (w.startsWith(p.prefix, Qt::CaseInsensitive)) {
                term = {p.field, w.mid(p.prefix.size())};
                break;
            }
        }
        if (!term.text.isEmpty()) terms.push_back(std::move(term));
    }
    return terms;
}

void GameFilterProxy::setFilterText(const QString& text) {
    if (text == filterText_) return;
    filterText_ = text;
    terms_ = parseFilter(text);
    invalidateRowsFilter();
}

bool GameFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (terms_.empty()) return true;
    const QAbstractItemModel* model = sourceModel();
    auto field = [&](int column) {
        return model->index(sourceRow, column, sourceParent).data().toString();
    };
    const QString white = field(GameListModel::WhiteColumn);
    const QString black = field(GameListModel::BlackColumn);
    const QString event = field(GameListModel::EventColumn);
    for (const Term& term : terms_) {
        auto has = [&](const QString& value) {
            return value.contains(term.text, Qt::CaseInsensitive);
        };
        bool match = false;
        switch (term.field) {
        case Field::Any: match = has(white) || has(black) || has(event); break;
        case Field::Player: match = has(white) || has(black); break;
        case Field::White: match = has(white); break;
        case Field::Black: match = has(black); break;
        case Field::Event: match = has(event); break;
        }
        if (!match) return false;
    }
    return true;
}

} // namespace kibitz::ui
