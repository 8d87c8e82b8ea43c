#pragma once

// The line above the board and the moves that says where and when the current game was played
// and how it ended ("FIDE World Championship 2023 · Astana KAZ · Round 1 · 2023.04.09 · ½–½"),
// from its tags; the tooltip lists every tag of the game, a double click asks to edit them
// (editRequested). The players and their clocks are beside the board (playerstrip.h). It follows
// the game chosen and its edits.

#include "pgn/game.h"

#include <QLabel>

namespace kibitz::ui {

class GameDocument;

class GameHeader : public QLabel {
    Q_OBJECT

public:
    explicit GameHeader(GameDocument* document, QWidget* parent = nullptr);

    // The line for `game`: its Event, Site, Round, Date and result, each left out when the tag is
    // missing or unknown ("?", "????.??.??"), a partly known date cut to what is known
    // ("2023.04.??" reads "2023.04"), the result as players write it ("1–0", "0–1", "½–½") and
    // nothing for "*". Empty when nothing is known.
    static QString headerText(const pgn::Game& game);
    // Every tag of `game`, one "Name: value" a line, in the game's order.
    static QString tagsText(const pgn::Game& game);

signals:
    // A double click: the user wants to edit the tags.
    void editRequested();

protected:
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    void refresh();

    GameDocument* document_;
};

} // namespace kibitz::ui
