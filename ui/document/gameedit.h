#pragma once

// One step of the document's undo stack (GameDocument::undoStack).

#include "pgn/game.h"
#include "pgn/gametree.h"

#include <QUndoCommand>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace kibitz::ui {

// An edit of one or more games, kept as each game before and after it: undo and redo put the
// whole game back, which cannot go wrong whatever the edit was (a move, a promotion, Annotate
// Game). Consecutive steps share their games (one step's "after" is the next one's "before"), so
// an edit costs one copy of the game. Undo and redo also make the edited game current and bring
// back the move that was current before and after the edit, except for Annotate All's steps,
// which put each game back where it is.
//
// The steps of one Annotate All run (`run` non-zero) merge while nothing else comes between
// them: the run is one step, however many games it wrote.
class GameEdit : public QUndoCommand {
public:
    struct Change {
        int index = 0;
        std::shared_ptr<const pgn::Game> before;
        std::shared_ptr<const pgn::Game> after;
    };

    // Puts a game back as game `index`, making it current at `node` when there is one (the
    // document's restoreGame).
    using Restore = std::function<void(int index, const std::shared_ptr<const pgn::Game>& game,
                                       std::optional<pgn::NodeId> node)>;

    GameEdit(Restore restore, const QString& text, Change change, pgn::NodeId nodeBefore,
             pgn::NodeId nodeAfter, quint64 run = 0);

    void undo() override;
    void redo() override;
    int id() const override { return run_ != 0 ? 1 : -1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(bool forward);

    Restore restore_;
    std::vector<Change> changes_;
    pgn::NodeId nodeBefore_;
    pgn::NodeId nodeAfter_;
    quint64 run_;
    // QUndoStack::push calls redo(): the edit was made already.
    bool pushed_ = false;
};

} // namespace kibitz::ui
