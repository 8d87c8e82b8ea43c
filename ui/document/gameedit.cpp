#include "ui/document/gameedit.h"

#include <algorithm>

namespace kibitz::ui {

GameEdit::GameEdit(Restore restore, const QString& text, Change change, pgn::NodeId nodeBefore,
                   pgn::NodeId nodeAfter, quint64 run)
    : QUndoCommand(text)
    , restore_(std::move(restore))
    , changes_{std::move(change)}
    , nodeBefore_(nodeBefore)
    , nodeAfter_(nodeAfter)
    , run_(run) {}

void GameEdit::undo() {
    apply(false);
}

void GameEdit::redo() {
    if (!pushed_) {
        pushed_ = true;
        return;
    }
    apply(true);
}

bool GameEdit::mergeWith(const QUndoCommand* other) {
    const auto* edit = dynamic_cast<const GameEdit*>(other);
    if (!edit || run_ == 0 || edit->run_ != run_) return false;
    for (const Change& change : edit->changes_) {
        const auto same = std::find_if(changes_.begin(), changes_.end(),
                                       [&](const Change& c) { return c.index == change.index; });
        if (same == changes_.end())
            changes_.push_back(change);
        else
            same->after = change.after;
    }
    return true;
}

void GameEdit::apply(bool forward) {
    if (run_ == 0) {
        const Change& change = changes_.front();
        restore_(change.index, forward ? change.after : change.before,
                 forward ? nodeAfter_ : nodeBefore_);
        return;
    }
    // Annotate All's games: each is put back where it is; the current game stays current.
    for (const Change& change : changes_)
        restore_(change.index, forward ? change.after : change.before, std::nullopt);
}

} // namespace kibitz::ui
