#pragma once

// The open PGN file: its games, the game and the move the user is looking at, and whether there
// are unsaved edits.

#include "chess/position.h"
#include "pgn/game.h"

#include <QModelIndex>
#include <QObject>
#include <QString>

#include <deque>
#include <optional>
#include <vector>

namespace kibitz::pgn {
class PgnReader;
}

namespace kibitz::ui {

class MoveTreeModel;

// A game the reader could not read to its end: where, and why. The game keeps the moves before
// the error; saving the document writes only those.
struct GameReadError {
    qint64 game = 0; // 1-based number in the file
    qint64 line = 1;
    int column = 1;
    QString message;
};

// A PGN document. It holds every game of one file (or of pasted text) in memory, the current
// game and the current node (a pgn::NodeId in that game), the file's path and a modified flag.
// One MoveTreeModel shows the current game; edits made through it mark the document modified.
//
// Navigation and moves go through the document so that the board, the move list and whatever
// follows the current position (analysis, charts) agree: they all listen to currentNodeChanged().
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

    // Reads every game of the file. Games with errors are kept as far as they were read and their
    // errors listed in readErrors() and in the message.
    LoadResult load(const QString& path);
    // The same for PGN text the user pasted. The document has no path afterwards.
    LoadResult loadText(const QString& text);

    // Non-empty when saving would lose text: the games that had reader errors lose the part after
    // the error. Ask the user before save() when this says anything.
    QString saveWarning() const;
    // Writes all games atomically (QSaveFile): on failure the old file is left as it was. On
    // success the document takes `path`, is no longer modified, and has no read errors left.
    SaveResult save(const QString& path);

    QString filePath() const { return filePath_; }
    // The file's name without folders, or "Untitled".
    QString displayName() const;
    bool isModified() const { return modified_; }
    void setModified(bool modified);

    const std::vector<GameReadError>& readErrors() const { return readErrors_; }

    int gameCount() const { return int(games_.size()); }
    int currentGameIndex() const { return currentGame_; }
    void setCurrentGame(int index);
    pgn::Game& currentGame() { return games_[std::size_t(currentGame_)]; }
    const pgn::Game& currentGame() const { return games_[std::size_t(currentGame_)]; }
    const pgn::Game& game(int index) const { return games_[std::size_t(index)]; }
    // The model of the current game, owned by the document.
    MoveTreeModel* model() const { return model_; }

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

    // Replaces the current game by `game` (an annotated copy, say) and resets the move tree model.
    // The current move stays where it was when the new game has the same moves to it, else the
    // start becomes current. Marks the document modified.
    void replaceCurrentGame(pgn::Game game);
    // The same for game `index` (replaceCurrentGame when it is the current one).
    void replaceGame(int index, pgn::Game game);

    // Plays `move` in the current position: follows the existing move if there is one, otherwise
    // adds it (as a continuation, or a new variation) through the model. Makes it current.
    std::optional<pgn::NodeId> playMove(chess::Move move);

    // The current game, and all games, as PGN text.
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
    // Game `index` was replaced by replaceGame or replaceCurrentGame.
    void gameReplaced(int index);

private:
    LoadResult read(pgn::PgnReader& reader, const QString& source, const QString& path);
    void replaceGames(std::deque<pgn::Game> games, std::vector<GameReadError> errors,
                      const QString& path);
    void setFilePath(const QString& path);
    void setCurrentNode(pgn::NodeId id, bool force = false);
    void rowsAboutToBeRemoved(const QModelIndex& parent, int first, int last);
    void rowsRemoved();

    // A deque, so the model's pointer to the current game stays valid as games are added.
    std::deque<pgn::Game> games_;
    std::vector<GameReadError> readErrors_;
    int currentGame_ = 0;
    pgn::NodeId currentNode_ = pgn::GameTree::root();
    // Where the current node goes when rows being removed take it with them.
    std::optional<pgn::NodeId> nodeAfterRemoval_;
    chess::Position position_;
    QString filePath_;
    bool modified_ = false;
    MoveTreeModel* model_ = nullptr;
};

} // namespace kibitz::ui
