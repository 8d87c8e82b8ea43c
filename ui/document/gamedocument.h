#pragma once

// The open PGN file: its games, the game and the move the user is looking at, and whether there
// are unsaved edits.

#include "chess/position.h"
#include "pgn/game.h"
#include "ui/document/gamestore.h"

#include <QModelIndex>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QUndoStack;
QT_END_NAMESPACE

namespace kibitz::pgn {
class PgnReader;
}

namespace kibitz::ui {

class GameListModel;
class MoveTreeModel;

// A PGN document: the games of one file (or of pasted text), the current game and the current
// node (a pgn::NodeId in that game), the file's path and a modified flag. One MoveTreeModel shows
// the current game; edits made through it mark the document modified.
//
// The games of a file are read when they are needed (a GameStore): opening a file reads its first
// game, and the file's scan (gameList(), also the Games dock's model) brings the places of the
// others, so gameCount() grows after load() (gameCountChanged). Saving writes edited games with
// the PGN writer and copies the others byte for byte from the file.
//
// Navigation and moves go through the document so that the board, the move list and whatever
// follows the current position (analysis, charts) agree: they all listen to currentNodeChanged().
//
// Every edit is a step of undoStack() (a GameEdit): an edit through the model (one step each, or
// one for all that edit() runs), a move played, a game replaced (Annotate Game, Annotate All), a
// tag. isModified() follows the stack's clean state; loading or clearing empties the stack.
class GameDocument : public QObject {
    Q_OBJECT

public:
    struct LoadResult {
        // False: nothing was loaded and the document is unchanged.
        bool loaded = false;
        // Empty when everything was read; otherwise what went wrong, naming the file (or "pasted
        // text"), the line and the column of each problem.
        QString message;
    };
    struct SaveResult {
        bool saved = false;
        QString error; // why the file could not be written, naming it; empty when saved
    };

    explicit GameDocument(QObject* parent = nullptr);
    ~GameDocument() override;

    // A document with one empty game from the standard start position (or `fen`, which must be
    // valid), no path, not modified.
    void clear();
    std::optional<chess::FenError> newGameFromFen(const QString& fen);

    // Opens the file: reads its first games now (game 1 becomes current) and the others when they
    // are asked for. Games with errors are kept as far as they were read and their errors listed
    // in readErrors(), in the message (for the first games) or by readErrorFound (later ones).
    LoadResult load(const QString& path);
    // The same for a file whose first games GameStore::readHead has read (load() is readHead,
    // then open): the others are read from the file when they are needed, so a file that is gone
    // or changed by then shows in the scan (scanError) or in the game read.
    LoadResult open(FileHead head);
    // Reads every game of PGN text the user pasted. The document has no path afterwards.
    LoadResult loadText(const QString& text);

    // Non-empty when saving would lose text: games with reader errors that the writer must write
    // (edited ones, or pasted ones) lose the part after the error. Untouched games of a file are
    // copied as they are and lose nothing. Ask the user before save() when this says anything.
    QString saveWarning() const;
    // Writes all games in one step (GameStore::save): on failure the old file is left as it was.
    // Edited games are written by the PGN writer, the others copied unchanged from the file (`path`
    // may be that file). On success the document takes `path` and is no longer modified; the read
    // errors left are those of games copied unchanged.
    SaveResult save(const QString& path);

    QString filePath() const { return filePath_; }
    // The file's name without folders, or "Untitled".
    QString displayName() const;
    bool isModified() const { return modified_; }
    // False makes the undo stack's present state its clean state.
    void setModified(bool modified);

    // The edits, to undo and redo. Owned by the document.
    QUndoStack* undoStack() const { return undoStack_; }
    // Runs `change`, which edits the current game through the model (and may make another move
    // current), as one undo step named by what it returns. No step when nothing was edited.
    void edit(const std::function<QString()>& change);
    // Sets tag `name` of the current game (an empty value removes it), as one undo step.
    void setTag(const QString& name, const QString& value);
    // Makes `tags` the current game's tags, in that order, as one undo step ("Edit Tags"); no step
    // when they are the same.
    void setTags(const std::vector<pgn::Tag>& tags);
    // Puts `game` back as game `index` (the undo stack's GameEdit does this). With `node`, game
    // `index` becomes current, and the move `node` with it (the start when the game has no such
    // move); without, the current move stays where it was when the game has the same moves to it.
    void restoreGame(int index, const std::shared_ptr<const pgn::Game>& game,
                     std::optional<pgn::NodeId> node);

    const std::vector<GameReadError>& readErrors() const { return store_->errors(); }
    // A read error as readErrorFound says it: `source` (a file name), the line, the column, the
    // game and the error.
    static QString describeReadError(const GameReadError& error, const QString& source);

    // The games known so far: while a file is being scanned, this grows (gameCountChanged).
    int gameCount() const { return store_->count(); }
    // gameCount() is final (the file's scan is over, or the games were pasted).
    bool allGamesKnown() const { return store_->allKnown(); }
    // Why the file's scan stopped before its end, or empty (see GameStore::scanError).
    QString scanError() const { return store_->scanError(); }
    // Changes whenever game `index` is edited or replaced (see GameStore::revision).
    std::uint64_t gameRevision(int index) const { return store_->revision(index); }
    int currentGameIndex() const { return currentGame_; }
    // Reads game `index` unless it is held.
    void setCurrentGame(int index);
    pgn::Game& currentGame() { return *current_; }
    const pgn::Game& currentGame() const { return *current_; }
    // Game `index`, read from the file unless it is held (its errors are reported then). The
    // reference stays valid until GameStore::CacheGames other games have been read; copy the game
    // to keep it longer.
    const pgn::Game& game(int index) const { return store_->game(index); }
    // Game `index` when the document holds it in memory, else nullptr (nothing is read), and
    // where a game of the file is: what a worker thread needs to read the game itself.
    const pgn::Game* heldGame(int index) const { return store_->held(index); }
    std::optional<GameFilePlace> gameFilePlace(int index) const { return store_->filePlace(index); }
    // The model of the current game, owned by the document.
    MoveTreeModel* model() const { return model_; }
    // The games of the file as a list, filled by the scan that finds them; owned by the document.
    // Empty for pasted games.
    GameListModel* gameList() const { return store_->list(); }

    pgn::NodeId currentNode() const { return currentNode_; }
    // The position at the current node.
    const chess::Position& currentPosition() const { return position_; }

    // Navigation. Each returns false, changing nothing, when there is nowhere to go.
    bool goTo(pgn::NodeId id);
    bool nextPly();     // the main continuation of the current move
    bool previousPly(); // the move before
    bool goToStart();   // the start position
    bool goToEnd();     // the end of the current line
    // The alternatives to the current move (its siblings, in PGN order).
    bool nextVariation();
    bool previousVariation();

    // Replaces the current game by `game` (an annotated copy, say), through the move tree model
    // (MoveTreeModel::replaceGame: rows change only where moves go or come). The current move
    // stays where it was when the new game has the same moves to it, else the start becomes
    // current. One undo step named `text` ("Replace Game" when empty).
    void replaceCurrentGame(pgn::Game game, const QString& text = {});
    // The same for game `index` (replaceCurrentGame when it is the current one). The steps of the
    // same non-zero `run` (one Annotate All) merge into one while nothing comes between them.
    void replaceGame(int index, pgn::Game game, const QString& text = {}, quint64 run = 0);

    // Plays `move` in the current position: follows the existing move if there is one, otherwise
    // adds it (as a continuation, or a new variation) through the model. Makes it current.
    std::optional<pgn::NodeId> playMove(chess::Move move);
    // Plays `moves` one after the other from the current position (as playMove: following the
    // game's moves where it has them, adding the rest as a variation), as one undo step ("Add Line
    // from 25. Rxd8+"); the last move played becomes current. Stops at a move that is not legal.
    // The last node played, or nothing when the first move could not be played.
    std::optional<pgn::NodeId> playLine(const std::vector<chess::Move>& moves);

    // The current game, and all games, as the PGN writer writes them (this reads every game).
    QString currentGamePgn() const;
    QString allGamesPgn() const;

signals:
    void currentNodeChanged(kibitz::pgn::NodeId id);
    // Another game is current (also after load, loadText and clear); the node is its root.
    void currentGameChanged(int index);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);
    // All games were replaced (load, loadText, clear, newGameFromFen); currentGameChanged follows.
    void gamesReplaced();
    // Game `index` was replaced by replaceGame or replaceCurrentGame, or by undo or redo.
    void gameReplaced(int index);
    // Game `index` was put back by undo or redo (gameReplaced came first).
    void gameRestored(int index);
    // More games of the file are known (the scan goes on).
    void gameCountChanged(int count);
    // A game read on demand (after load) has an error: `message` names the file, the line, the
    // column and the game, as load()'s message does. The error is in readErrors() too.
    void readErrorFound(int index, const QString& message);

private:
    // Shows the games the store has taken: resets the document to game 1.
    void gamesTaken(const QString& path);
    void setFilePath(const QString& path);
    void setCurrentNode(pgn::NodeId id, bool force = false);
    // Makes the current game `game` through the model, and marks it edited.
    void showReplacedGame(pgn::Game game);
    void rowsAboutToBeRemoved(const QModelIndex& parent, int first, int last);
    void rowsRemoved();
    // The model is about to change the game: the current move is the one before the edit.
    void editStarts();
    // An edit through the model is over (outside edit()): it becomes an undo step.
    void modelEdited();
    // Pushes the step from the last recorded state of the current game to the game as it is.
    void recordEdit(const QString& text);
    void pushEdit(const QString& text, int index, std::shared_ptr<const pgn::Game> before,
                  std::shared_ptr<const pgn::Game> after, pgn::NodeId nodeBefore,
                  pgn::NodeId nodeAfter, quint64 run = 0);
    // The move of `tree` reached by `path` from its start, or the start when there is none.
    static pgn::NodeId nodeByMoves(const pgn::GameTree& tree, const std::vector<chess::Move>& path);
    // A move added inside a variation Kibitz wrote makes that variation the user's: its words are
    // put before Kibitz's mark, so that annotating again keeps the variation (see annotate).
    void adoptVariationOf(pgn::NodeId id);

    GameStore* store_;
    pgn::Game* current_ = nullptr; // held by the store (pinned)
    int currentGame_ = 0;
    pgn::NodeId currentNode_ = pgn::GameTree::root();
    // Where the current node goes when rows being removed take it with them.
    std::optional<pgn::NodeId> nodeAfterRemoval_;
    chess::Position position_;
    QString filePath_;
    bool modified_ = false;
    MoveTreeModel* model_ = nullptr;
    QUndoStack* undoStack_;
    // The current game as the undo stack last saw it: the "before" of the next edit.
    std::shared_ptr<const pgn::Game> recorded_;
    // The current move before the edit under way.
    std::optional<pgn::NodeId> nodeBeforeEdit_;
    int editDepth_ = 0;          // edit() is running
    bool editedInScope_ = false; // ... and the model changed the game
    bool restoring_ = false;     // undo or redo is putting a game back
};

} // namespace kibitz::ui
