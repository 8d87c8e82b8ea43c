#pragma once

// The games of a PGN file as a table, one row per game, filled from the file's game index while
// it is being built.

#include "pgn/game.h"
#include "pgn/reader.h"
#include "util/expected.h"

#include <QAbstractTableModel>
#include <QString>

#include <atomic>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace kibitz::ui {

// What the list shows of one game: its place in the file and the tags of its header. Text is
// UTF-8 as the reader gives it (a game that is not UTF-8 is read as Windows-1252).
struct GameListEntry {
    pgn::GameIndexEntry place; // where the game starts, for pgn::readGameAt
    std::string white;
    std::string black;
    std::string result;
    std::string date;
    std::string event;
    std::string round;
    std::string eco;
    int whiteElo = 0; // 0: no rating
    int blackElo = 0;
};

// A game the reader could not read to its end, as the list's check finds it.
struct GameProblem {
    int row = 0; // the game's row: its 0-based number in the file
    pgn::PgnError error;
    std::string lastMove; // lastMainLineMove of what was read
};

// "23. Kd2" or "23… Kd2": the last move of the game's main line, or empty when it has none.
std::string lastMainLineMove(const pgn::Game& game);

// The list's tags of one game, read from its text by pgn::readTags (the reader's rules for the
// tag section, without parsing the moves). `gameText` is the game as pgn::GameSplitter cuts it.
// The first tag of a name counts; a rating that is not a number is 0.
GameListEntry scanGameHeader(std::string_view gameText);

// Row r is game r + 1 of the file. open() returns at once: a worker thread cuts the file into games
// (pgn::PgnReader::skipGame, no move is parsed) and reads the tags of each, and the rows arrive in
// batches, appended on the GUI thread (rowsInserted), the first after a few dozen games. Then the
// same thread checks the file: it reads every game in full and reports the games it cannot read to
// their end (problemsFound), whose rows the owner marks (setProblem: ProblemRole and the tooltip of
// every column). Opening another file, clear() or destroying the model cancels a scan: a generation
// counter makes the worker stop and its batches still in the event queue be dropped.
//
// The model reads the file; loadGame() reads one game in full from its offset.
class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // The most moves (main line and variations) the window reads of one game: far beyond the
    // longest game the 75-move rule allows (17,697 plies), with room for a repertoire's
    // variations. A longer game opens with its first moves, and says why the rest is missing.
    static constexpr std::size_t MoveLimit = 500'000;

    enum Column {
        NumberColumn,
        WhiteColumn,
        WhiteEloColumn,
        BlackColumn,
        BlackEloColumn,
        ResultColumn,
        DateColumn,
        EventColumn,
        RoundColumn,
        EcoColumn,
        ColumnCount
    };
    enum Role {
        // The value to sort by: int for the game number and the ratings (0 when unrated), the
        // displayed QString otherwise.
        SortRole = Qt::UserRole + 1,
        // What setProblem said of the row's game, or no value for a game read to its end.
        ProblemRole,
    };

    explicit GameListModel(QObject* parent = nullptr);
    ~GameListModel() override;
    GameListModel(const GameListModel&) = delete;
    GameListModel& operator=(const GameListModel&) = delete;

    // Starts listing the games of `path` (a model reset to no rows, then rows as they come).
    void open(const QString& path);
    // Cancels any scan and shows nothing (a model reset).
    void clear();

    QString path() const { return path_; }
    bool isLoading() const { return loading_; }
    // The games are still being checked (after the scan).
    bool isChecking() const { return checking_; }
    // Marks the row's game as one that could not be read to its end, saying why in `text`.
    void setProblem(int row, const QString& text);
    int problemCount() const { return int(problems_.size()); }

    const GameListEntry& entry(int row) const { return entries_[std::size_t(row)]; }
    // The byte offset of the game in the file.
    std::int64_t gameOffset(int row) const { return entries_[std::size_t(row)].place.offset; }
    // Reads the game at `row` in full (through pgn::PgnReader, from its offset). The error says
    // why the file could not be read; a game with a PGN error comes with report.error set.
    Expected<pgn::GameReport, std::string> loadGame(int row, pgn::Game& game) const;

    // QAbstractItemModel
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    // While scanning, after each batch of rows: bytes read of the file's total.
    void progress(qint64 bytesRead, qint64 totalBytes);
    // The scan reached the end of the file (`games` rows); `error` is empty unless the file could
    // not be read (to its end).
    void finished(int games, const QString& error);
    // The check found these games it could not read to their end (rows already listed).
    void problemsFound(const std::vector<kibitz::ui::GameProblem>& problems);
    // The check is over: every game of the file was read.
    void checkFinished();

private:
    void stopScan();
    // Worker thread: scans `path` and posts its batches while `generation` is current.
    void scan(std::string path, std::uint64_t generation);
    // GUI thread: the batch arrives.
    void appendBatch(std::uint64_t generation, std::vector<GameListEntry> batch, qint64 bytesRead);
    void finishScan(std::uint64_t generation, const QString& error);
    // Worker thread: reads every game of `path` in full, posting the problems it finds.
    void check(const std::string& path, std::uint64_t generation);
    void addProblems(std::uint64_t generation, const std::vector<GameProblem>& problems);
    void finishCheck(std::uint64_t generation);
    void reset(const QString& path);

    QString path_;
    qint64 totalBytes_ = 0;
    bool loading_ = false;
    bool checking_ = false;
    std::vector<GameListEntry> entries_;
    std::map<int, QString> problems_; // by row
    std::atomic<std::uint64_t> generation_ = 0;
    std::thread worker_;
};

} // namespace kibitz::ui
