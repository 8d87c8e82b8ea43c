#pragma once

// The games behind a GameDocument. Games of a file are read when asked for and kept while they are
// used or edited; saving copies the untouched ones byte for byte from the file, so that a
// 100,000-game file opens at once and a save never reformats what the user did not touch.

#include "pgn/game.h"
#include "pgn/reader.h"
#include "util/expected.h"

#include <QDateTime>
#include <QObject>
#include <QString>

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>
#include <vector>

namespace kibitz::ui {

class GameListModel;
struct GameProblem;

// A game the reader could not read to its end: where, and why. The game keeps the moves before
// the error.
struct GameReadError {
    qint64 game = 0; // 1-based number in the file
    qint64 line = 1;
    int column = 1;
    QString message;
    QString lastMove; // "23. Kd2": the last move of the main line that was read, or empty
};

// The first games of a file, read before a store takes the file (so that a file that cannot be
// read changes nothing).
struct FileHead {
    QString path; // absolute
    qint64 size = 0;
    QDateTime modified;
    std::vector<pgn::Game> games;
    std::vector<pgn::GameIndexEntry> places;
    std::vector<GameReadError> errors;
    bool complete = false; // the file holds no more games than these
};

// Where a game of a file is, and which file: the file as it was when the store opened (or saved)
// it. A reader that finds the file's size or time changed is not reading the games these places
// are of.
struct GameFilePlace {
    QString path; // absolute
    qint64 size = 0;
    QDateTime modified;
    pgn::GameIndexEntry place;
};

// Games by index (0-based). Two kinds of store:
// - In memory (setGames): every game is held and written by the PGN writer.
// - A file (openFile): the places of the games (byte offset and line) come from the file's scan
//   in list(), a GameListModel also shown as the game list, so the file is scanned once. game(i)
//   reads game i by its place and keeps it in a cache of recently used games; an edited game
//   (replace, markEdited) is kept until saved. Saving writes edited games with the PGN writer and
//   copies the rest, from the first byte of the file to its last, unchanged.
class GameStore : public QObject {
    Q_OBJECT

public:
    explicit GameStore(QObject* parent = nullptr);
    ~GameStore() override;
    GameStore(const GameStore&) = delete;
    GameStore& operator=(const GameStore&) = delete;

    // The first games of the file at `path` (the first to show it, the second to know whether it
    // holds more than one), and the places of all games of a small file (up to 1 MiB). The error
    // names the file and says why it cannot be read; a file without games gives a head without
    // games.
    static Expected<FileHead, QString> readHead(const QString& path);
    // A reader's error as the store reports it (for a game read elsewhere, on another thread).
    static GameReadError toReadError(const pgn::PgnError& error);
    // The error in a chess player's words, as the game list's tooltip says it: "Game 12 could be
    // read only as far as 23. Kd2: illegal move 'Ke3' … (line 408, column 13)".
    static QString describeProblem(const GameReadError& error);
    // The error of game `index`, when it has one.
    const GameReadError* errorOf(int index) const;

    // These replace every game (countChanged is not emitted: the caller says what changed).
    void setGames(std::deque<pgn::Game> games, std::vector<GameReadError> errors);
    // `head` holds at least one game.
    void openFile(FileHead head);

    // Games known so far: grows while the file is scanned (countChanged).
    int count() const { return fromFile() ? int(places_.size()) : int(memoryCount_); }
    bool fromFile() const { return !sourcePath_.isEmpty(); }
    // count() is final: the scan has reached the end of the file (always so for pasted games).
    bool allKnown() const { return placesComplete_ || !fromFile(); }
    QString sourcePath() const { return sourcePath_; }
    GameListModel* list() const { return list_; }
    // Why the file's scan stopped before the end of the file (it could not be read further), or
    // empty. count() is then the games found before, and allKnown() stays false.
    QString scanError() const { return scanError_; }

    // Game `index`, read now unless held. (An index beyond count() is looked for in the file;
    // with no such game, an empty one is returned.) The reference stays valid while
    // the game is pinned or edited, and otherwise until CacheGames other games have been read.
    // A game that cannot be read (to its end) is kept as far as it was read and reported
    // (readFailed).
    pgn::Game& game(int index);
    // The game the user looks at: never dropped from the cache.
    void pin(int index) { pinned_ = index; }
    // Game `index` differs from its file now: it is held until saved and written by the writer.
    void replace(int index, pgn::Game game);
    void markEdited(int index);
    bool isEdited(int index) const;
    // Game `index` when it is in memory (edited, pasted, or read and still cached), else nullptr.
    // Reads nothing and does not count as a use: for a copy taken at once.
    const pgn::Game* held(int index) const;
    // Where game `index` is in the file the store reads from; nothing for a store in memory or a
    // game whose place is not known yet (index >= count()).
    std::optional<GameFilePlace> filePlace(int index) const;
    // Counts the edits of game `index` (replace, markEdited) since the store was filled; unlike
    // isEdited, a save does not reset it, so work started on a game can tell that it changed.
    std::uint64_t revision(int index) const;

    const std::vector<GameReadError>& errors() const { return errors_; }
    // The read errors of the games a save writes with the writer (which loses what follows the
    // error): edited games, and every game of a store in memory.
    std::vector<GameReadError> errorsLostOnSave() const;

    // Writes every game to `path` in one step (util::AtomicFile): edited games as the writer
    // writes them, the rest copied from the file as they are there. `path` may be the file
    // itself. Each edited game is read back from the disk before the file is replaced, and a game
    // that does not come back as it is (pgn::readsBackAs) leaves the file as it was. Returns why
    // it failed, naming the file, or an empty string; on success the store reads from `path`,
    // nothing is edited, and only the errors of games copied unchanged are left.
    QString save(const QString& path);

    // Games held in memory (pinned, edited and cached), for tests.
    int heldCount() const { return int(slots_.size()); }

    // Unedited games kept besides the pinned and the edited ones.
    static constexpr int CacheGames = 128;

signals:
    void countChanged(int count);
    // Game `error.game` could not be read (to its end) when it was loaded.
    void readFailed(const kibitz::ui::GameReadError& error);

private:
    struct Slot {
        std::unique_ptr<pgn::Game> game;
        bool edited = false;
        std::uint64_t lastUse = 0;
    };

    void reset();
    void rowsScanned(int first, int last);
    // Learns the places of at least `count` games (fewer at the end of the file) by skipping
    // through the file from the last place known.
    // Returns why the file could not be read, or an empty string.
    QString findPlaces(int count);
    // False when the game's error is known already.
    bool addError(const GameReadError& error);
    // The game list's check found these: known from now on, and marked in the list.
    void problemsFound(const std::vector<GameProblem>& problems);
    // Drops the least recently used unedited games beyond CacheGames, but not `keep`.
    void evict(int keep);
    std::int64_t spanEnd(int index) const;

    QString sourcePath_;
    qint64 sourceSize_ = 0;
    QDateTime sourceModified_;
    std::vector<pgn::GameIndexEntry> places_;
    bool placesComplete_ = false;
    QString scanError_;
    std::size_t memoryCount_ = 0;
    std::unordered_map<int, Slot> slots_;
    std::uint64_t useClock_ = 0;
    std::map<int, std::uint64_t> revisions_; // revision(), for the games edited at least once
    int pinned_ = -1;
    std::vector<GameReadError> errors_; // in game order, one per game at most
    std::set<qint64> announced_;        // the games whose error readFailed has said
    GameListModel* list_;
    pgn::Game emptyGame_;
};

} // namespace kibitz::ui
