#include "openinglabel.h"

#include "ui/document/gamedocument.h"
#include "ui/models/movetreemodel.h"

namespace kibitz::ui {

OpeningLabel::OpeningLabel(GameDocument* document, QWidget* parent)
    : QLabel(parent)
    , document_(document) {
    setObjectName(QStringLiteral("openingLabel"));
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setWordWrap(true);
    QFont bold = font();
    bold.setBold(true);
    setFont(bold);
    connect(document_, &GameDocument::currentGameChanged, this, &OpeningLabel::refresh);
    // A move played or taken back, a tag edited, the game replaced by its annotated copy.
    connect(document_->model(), &MoveTreeModel::gameChanged, this, &OpeningLabel::refresh);
    refresh();
}

void OpeningLabel::setBook(std::shared_ptr<const annotate::OpeningBook> book) {
    book_ = std::move(book);
    refresh();
}

QString OpeningLabel::openingText(const pgn::Game& game, const annotate::OpeningBook* book) {
    annotate::OpeningName name;
    const auto fromTag = [&game](const char* tag) {
        const std::string* value = game.tag(tag);
        return value && *value != "?" ? *value : std::string();
    };
    name.eco = fromTag("ECO");
    name.opening = fromTag("Opening");
    name.variation = fromTag("Variation");
    // The tags a person wrote win; the book fills in what they leave out.
    if (book && (name.eco.empty() || name.opening.empty()))
        if (const auto classified = book->classify(game); classified && classified->name) {
            if (name.eco.empty()) name.eco = classified->name->eco;
            if (name.opening.empty()) {
                name.opening = classified->name->opening;
                name.variation = classified->name->variation;
            }
        }
    const QString eco = QString::fromStdString(name.eco);
    const QString opening = QString::fromStdString(name.text());
    if (eco.isEmpty()) return opening;
    return opening.isEmpty() ? eco : eco + QLatin1Char(' ') + opening;
}

void OpeningLabel::refresh() {
    const QString text = openingText(document_->currentGame(), book_.get());
    setText(text);
    setVisible(!text.isEmpty());
}

} // namespace kibitz::ui
