#pragma once

// The games of the open file, for files with more than one: a filter line over the game list
// ("Kasparov", "black:Carlsen", event:"Rated Blitz") and a sortable table. Activating a row
// (double-click, Enter) asks for that game to become current. A game that could not be read to its
// end has a warning sign beside its number and says why in its tooltip.

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLineEdit;
class QTableView;
QT_END_NAMESPACE

namespace kibitz::ui {

class GameFilterProxy;
class GameListModel;

class GameListPanel : public QWidget {
    Q_OBJECT

public:
    // A list with a model of its own, filled by setFile().
    explicit GameListPanel(QWidget* parent = nullptr);
    // A list of `model`, which its owner fills (GameDocument::gameList(): the document's scan of
    // its file), so that the file is scanned once. setFile() does nothing then.
    explicit GameListPanel(GameListModel* model, QWidget* parent = nullptr);

    // Lists the games of the file at `path`; an empty path lists none. Not for a shared model.
    void setFile(const QString& path);
    // Selects the row of game `index` (0-based, in the file's order) when it is listed.
    void setCurrentGame(int index);

    QLineEdit* filterEdit() const { return filter_; }
    QTableView* table() const { return table_; }
    GameListModel* model() const { return model_; }

signals:
    // Game `index` (0-based, in the file's order) was activated.
    void gameActivated(int index);

private:
    void sizeColumns();

    GameListModel* model_;
    bool ownsModel_;
    GameFilterProxy* proxy_;
    QLineEdit* filter_;
    QTableView* table_;
};

} // namespace kibitz::ui
