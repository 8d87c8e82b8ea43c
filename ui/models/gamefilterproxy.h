#pragma once

// Filters and sorts the game list.

#include <QSortFilterProxyModel>
#include <QString>
#include <QStringList>

#include <vector>

namespace kibitz::ui {

// Shows the games of a GameListModel that match a filter text, sorted by any column (the game
// number and the ratings numerically, through GameListModel::SortRole).
//
// The text is a list of terms separated by blanks; a game is shown when it matches all of them.
// A term is matched case-insensitively as a substring: a plain term against White, Black and
// Event; a term with a prefix against one field: "white:", "black:", "event:", or "player:"
// (White or Black). Double quotes keep blanks in a term: event:"Rated Blitz", "Live Chess".
// So "Kasparov" shows Kasparov's games, "black:Carlsen" those where Carlsen had Black.
class GameFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit GameFilterProxy(QObject* parent = nullptr);

    void setFilterText(const QString& text);
    QString filterText() const { return filterText_; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    enum class Field { Any, Player, White, Black, Event };
    struct Term {
        Field field = Field::Any;
        QString text;
    };
    static std::vector<Term> parseFilter(const QString& text);

    QString filterText_;
    std::vector<Term> terms_;
};

} // namespace kibitz::ui
