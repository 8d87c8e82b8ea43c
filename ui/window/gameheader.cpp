#include "ui/window/gameheader.h"

#include "ui/document/gamedocument.h"
#include "ui/models/movetreemodel.h"

#include <QStringList>

namespace kibitz::ui {

namespace {

QString knownTag(const pgn::Game& game, const char* name) {
    return QString::fromStdString(game.knownTagText(name));
}

// "2023.04.09" as it is, "2023.04.??" as "2023.04", "????.??.??" as nothing.
QString knownDate(const QString& date) {
    QStringList parts = date.split(QLatin1Char('.'));
    while (!parts.isEmpty() && (parts.back().isEmpty() || parts.back().contains(QLatin1Char('?'))))
        parts.removeLast();
    return parts.join(QLatin1Char('.'));
}

// A result as a book prints it.
QString resultText(pgn::GameResult result) {
    switch (result) {
    case pgn::GameResult::WhiteWins: return QStringLiteral("1–0");
    case pgn::GameResult::Draw: return QStringLiteral("½–½");
    case pgn::GameResult::BlackWins: return QStringLiteral("0–1");
    }
    return {};
}

} // namespace

GameHeader::GameHeader(GameDocument* document, QWidget* parent)
    : QLabel(parent)
    , document_(document) {
    setObjectName(QStringLiteral("gameHeader"));
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setWordWrap(true);
    connect(document_, &GameDocument::currentGameChanged, this, &GameHeader::refresh);
    // A tag edited, the game replaced by its annotated copy (which may add tags).
    connect(document_->model(), &MoveTreeModel::gameChanged, this, &GameHeader::refresh);
    connect(document_, &GameDocument::gameReplaced, this, [this](int index) {
        if (index == document_->currentGameIndex()) refresh();
    });
    refresh();
}

QString GameHeader::headerText(const pgn::Game& game) {
    QStringList parts;
    for (const char* name : {"Event", "Site"})
        if (const QString value = knownTag(game, name); !value.isEmpty()) parts << value;
    if (const QString round = knownTag(game, "Round"); !round.isEmpty())
        parts << tr("Round %1").arg(round);
    if (const QString date = knownDate(knownTag(game, "Date")); !date.isEmpty()) parts << date;
    if (const std::optional<pgn::GameResult> result = pgn::gameResult(game))
        parts << resultText(*result);
    return parts.join(QStringLiteral(" · "));
}

QString GameHeader::tagsText(const pgn::Game& game) {
    QStringList lines;
    for (const pgn::Tag& tag : game.tags())
        lines << QStringLiteral("%1: %2").arg(QString::fromStdString(tag.name),
                                              QString::fromStdString(tag.value));
    return lines.join(QLatin1Char('\n'));
}

void GameHeader::mouseDoubleClickEvent(QMouseEvent* event) {
    emit editRequested();
    QLabel::mouseDoubleClickEvent(event);
}

void GameHeader::refresh() {
    const pgn::Game& game = document_->currentGame();
    const QString text = headerText(game);
    setText(text);
    setToolTip(tagsText(game) + QStringLiteral("\n\n") + tr("Double-click to edit the tags"));
    setVisible(!text.isEmpty());
}

} // namespace kibitz::ui
