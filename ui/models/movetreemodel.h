#pragma once

// The moves of one game, its variations, NAGs and comments, as an item model for a QTreeView.

#include "pgn/game.h"
#include "ui/models/movetreerows.h"

#include <QAbstractItemModel>
#include <QString>

#include <optional>
#include <vector>

namespace kibitz::ui {

// Every row is one move (one pgn::NodeId; the root has no row), so the board can follow any
// selected row and every move can be clicked. Rows are arranged as lines, each variation indented
// under the move it is an alternative to: the top-level rows are the main line (row i is ply
// i + 1); a move with alternatives (its later siblings in the GameTree) has one child row per
// alternative, in PGN order; each such row has as its children the rest of its variation's line,
// whose rows again have their own alternatives as children. So "1. e4 c5 (1… e5 2. Nf3) 2. Nf3"
// shows as
//
//   1. e4
//   1… c5
//     1… e5
//       2. Nf3
//   2. Nf3
//
// A row's internal id is its NodeId, and ids survive every edit, so a QPersistentModelIndex stays
// on its move. Column 0 is the move text ("12. Nf3!", "12… c5 ±"), column 1 the words of the
// comment after the move, without its [%...] commands, editable. The comment before the move
// (where a variation opens, or after one closes) is column 1's CommentBeforeRole, editable too;
// the tooltip shows both. A long comment is shown cut short (elidedComment()) in the display role,
// ShownCommentBeforeRole and the tooltip; the edit role and CommentBeforeRole hold the whole text,
// and an edit starts from it. Rows, row counts and parents are found in constant time
// (MoveTreeRows), whatever the number of alternatives and the depth of the nesting.
//
// The game's comment (the root's, written before the first move) has no row: PGN cannot tell it
// from a comment before the main line's first move, so the model shows and edits the two as one,
// the first row's comment before (gameComment() reads it when the game has no move).
//
// The model does not own the game: the caller keeps it alive while it is set. Edit the game
// through the model, or call reload() after editing it directly.
class MoveTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, CommentColumn, ColumnCount };
    // How many levels of rows a view opens: QTreeView lays out open rows recursively, one call
    // per level, so a game with variations nested 200,000 deep would overflow the stack if every
    // row were open. Deeper rows start closed (no real game comes near).
    static constexpr int OpenDepth = 1000;
    enum Role {
        // int: the row's pgn::NodeId.
        NodeIdRole = Qt::UserRole + 1,
        // QList<int>: the move's NAGs in order.
        NagsRole,
        // QString: the argument of the comment's [%eval] ("0.34", "#-3"); a null QVariant if none.
        EvalRole,
        // bool: the move is on the game's main line.
        IsMainLineRole,
        // QString: the words of the comment before the move (PGN puts one where a variation opens),
        // without its [%...] commands; for the main line's first move, the game's comment first.
        // Editable through setData on the comment column.
        CommentBeforeRole,
        // QString: CommentBeforeRole as the comment column shows it, cut short (elidedComment).
        ShownCommentBeforeRole,
    };

    explicit MoveTreeModel(QObject* parent = nullptr);

    // Shows `game` (nullptr: nothing). A model reset.
    void setGame(pgn::Game* game);
    pgn::Game* game() const { return game_; }
    // A model reset, for after the game was changed other than through this model.
    void reload();
    // Makes the game shown `next` (the same game annotated again, say) with the least change of
    // rows: the moves that stay keep their rows and ids (so the view's current move, selection
    // and scroll position stay), rows whose text changes get dataChanged, and the moves that go
    // or come are rows removed or inserted. A reset only when `next` is not the game with moves
    // deleted and appended (planTreeChange). The game's tags are `next`'s. No gameChanged(), but
    // aboutToReplaceGame() first and gameReplaced() last.
    void replaceGame(pgn::Game next);

    QModelIndex indexOf(pgn::NodeId id, int column = MoveColumn) const;
    // How deep the node's row is nested: 1 for a top-level row (the main line), 0 for no row.
    int rowDepth(pgn::NodeId id) const;
    // pgn::NoNode for an invalid index (the root has no row).
    pgn::NodeId nodeAt(const QModelIndex& index) const;

    // The move as a row shows it: "12. Nf3!", "12… c5 ±".
    QString moveText(pgn::NodeId id) const;
    // The move alone in SAN, as moveText() writes it without number and glyphs: "Nf3", "O-O",
    // "--" for a null move. Empty for the root and for an id not in the tree.
    QString moveSan(pgn::NodeId id) const;

    // Edits. Each emits the model's change signals and then gameChanged(); an edit refused by the
    // GameTree changes nothing and emits nothing. The signals:
    //   addMove                        rowsInserted (one row)
    //   deleteVariation, deleteFrom    rowsRemoved (the rows of the removed moves; their
    //                                  variations go with them, being their child rows)
    //   promoteVariation               layoutChanged, every persistent index moved to its node's
    //                                  new row (whole lines change parent rows; none is removed)
    //   deleteFrom of a move that has  layoutChanged (its first alternative is promoted, as
    //     alternatives                 GameTree::deleteFrom does), then rowsRemoved
    //   setNags, addNag, removeNag,    dataChanged (both columns of the row; for the game's
    //     setComment, setCommentBefore comment, the first move's row, if there is one)
    //   promoteVariation, deleteFrom   also dataChanged for the old and the new first move's
    //     at the game's first move     rows, as the game's comment moves to the new first move
    //   replaceGame                    rowsRemoved, rowsInserted, dataChanged (see above)
    //   setGame, reload                modelReset (the only resets, with replaceGame's fallback)

    // The child of `parent` that plays `move`: an existing one as it is (no signal), otherwise a
    // new line continuation (if `parent` had no move after it) or a new last variation. Nothing
    // when the move is illegal or `parent` is not in the tree.
    std::optional<pgn::NodeId> addMove(pgn::NodeId parent, chess::Move move);
    // One level, as pgn::GameTree::promoteVariation.
    bool promoteVariation(pgn::NodeId id);
    bool deleteVariation(pgn::NodeId id);
    bool deleteFrom(pgn::NodeId id);
    bool setNags(pgn::NodeId id, const std::vector<pgn::Nag>& nags);
    // True, with no signal, when the move already has the NAG.
    bool addNag(pgn::NodeId id, pgn::Nag nag);
    // False when the move does not have the NAG.
    bool removeNag(pgn::NodeId id, pgn::Nag nag);
    // Sets the words of the comment after the move and keeps its [%...] commands ([%eval],
    // [%clk] ...), which the user does not see in the comment column. The root's comment after is
    // the game's comment.
    bool setComment(pgn::NodeId id, const QString& text);
    // Sets the whole comment after the move, commands included: for the marks drawn on the board
    // ([%csl], [%cal], pgn::withSquareToggled). The root's is the game's comment.
    bool setCommentAfter(pgn::NodeId id, const std::string& comment);
    // Sets the words of the comment before the move, keeping its [%...] commands, as setComment.
    // For the main line's first move this sets the game's comment (see above), and the move's own
    // comment before keeps only its commands. False for the root and for an id not in the tree.
    bool setCommentBefore(pgn::NodeId id, const QString& text);
    // True where PGN keeps a comment before the move apart from the comment after the move
    // before it: at the game's first move (the game's comment), at a variation's first move, and
    // at the move that follows a move's variations. Elsewhere PGN text has one place for both, and
    // a comment written before the move would be read back as the previous move's.
    bool hasOwnCommentBefore(pgn::NodeId id) const;
    // The words of the game's comment, which comes before the first move.
    QString gameComment() const;
    // True when the comment column shows the move's comment before or after cut short.
    bool isCommentElided(pgn::NodeId id) const;

    // QAbstractItemModel
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    // After every edit made through the model (for the window's "modified" state).
    void gameChanged();
    // replaceGame() is about to change rows (a view notes where it is), and is done.
    void aboutToReplaceGame();
    void gameReplaced();

private:
    const pgn::GameTree* tree() const;
    // Where a node's row is: the node whose row is its parent row (root: top level) and its row.
    using Place = MoveTreeRows::Place;
    const MoveTreeRows& rows() const;
    Place placeOf(pgn::NodeId id) const;
    // The node shown at `row` under the row of `parent` (the root for the top level).
    pgn::NodeId childAt(pgn::NodeId parent, int row) const;
    int childRowCount(pgn::NodeId parent) const;
    bool startsLine(pgn::NodeId id) const;
    QModelIndex parentIndexOf(pgn::NodeId rowParent) const;
    // The structural part of the edits: signals and the tree change, without gameChanged().
    void promoteLine(pgn::NodeId id);
    void removeRowsOf(pgn::NodeId id);
    // Removes `id`, which has no later alternative, and everything after it.
    void removeMoves(pgn::NodeId id);
    // One dataChanged per run of adjacent rows among those of `ids` (the root: the first move's).
    void emitRowsChanged(const std::vector<pgn::NodeId>& ids);
    void emitRowChanged(pgn::NodeId id);
    // True for the main line's first move, whose comment before is the game's comment.
    bool opensGame(pgn::NodeId id) const;
    // The words of the comment before, with the game's comment for the first move: all of them,
    // or (`preview`) only as many as elidedComment() needs.
    QString commentBeforeText(pgn::NodeId id, bool preview = false) const;
    QString toolTip(pgn::NodeId id) const;
    const QString& san(pgn::NodeId id) const;
    // Fills sanCache_ for every node in one walk over the tree.
    void fillSanCache() const;

    pgn::Game* game_ = nullptr;
    // The rows, worked out on the first question after a reset or a regrouping edit.
    mutable MoveTreeRows rows_;
    // SAN of each node by id. A node's move and the moves before it never change while the node
    // lives (edits only reorder siblings or kill subtrees), so an entry stays right until reset.
    mutable std::vector<std::optional<QString>> sanCache_;
    mutable bool sanCacheFilled_ = false;
};

} // namespace kibitz::ui
