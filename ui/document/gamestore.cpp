#include "ui/document/gamestore.h"

#include "pgn/writer.h"
#include "ui/document/coremessages.h"
#include "ui/models/gamelistmodel.h"
#include "util/atomicfile.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <optional>

namespace kibitz::ui {

namespace {

// Game 1 is shown at once; game 2 says at once whether the file holds more than one (the game
// list is for those). The rest come from the scan.
constexpr int HeadGames = 2;
// A file this small is indexed at once (skipping through it is quick): its game count is exact when
// load() returns, so that an action taken at once (Annotate All) sees every game.
constexpr qint64 IndexAtOnceBytes = qint64(1) << 20;
// Untouched games are copied in pieces of this size.
constexpr qint64 CopyChunk = qint64(1) << 20;

GameReadError readError(const pgn::PgnError& error, const std::string& lastMove = {}) {
    return {error.game, error.line, error.column, describe(error.text),
            QString::fromStdString(lastMove)};
}

std::string localPath(const QString& path) {
    return QFile::encodeName(path).toStdString();
}

// Writes the new file, counting its bytes and lines: every write checked, and place() tells where
// the next game starts (its offset and line in the new file). Not the command line's cli::Output,
// which chooses where a command's output goes (standard output, a file replaced in one step, a
// FIFO); here the file is always one that save() replaces in one step.
class CountingWriter {
public:
    explicit CountingWriter(util::AtomicFile& file)
        : file_(file) {}
    bool write(const char* data, qint64 size) {
        if (!file_.write(data, std::size_t(size))) return false;
        written_ += size;
        lines_ += qint64(std::count(data, data + size, '\n'));
        return true;
    }
    // Where the next byte goes.
    pgn::GameIndexEntry place() const { return {written_, lines_ + 1}; }

private:
    util::AtomicFile& file_;
    qint64 written_ = 0;
    qint64 lines_ = 0;
};

// Reads back the game that starts at `place` of the file at `path` and says how it differs from
// `game`: empty when it is the same game.
QString readBackProblem(const std::string& path, pgn::GameIndexEntry place, qint64 number,
                        const pgn::Game& game) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file || fseeko(file, off_t(place.offset), SEEK_SET) != 0) {
        if (file) std::fclose(file);
        return GameStore::tr("it could not be read back");
    }
    pgn::PgnReader reader(std::make_unique<pgn::FileSource>(file), place.offset, place.line,
                          number);
    pgn::Game reread;
    if (!reader.readGame(reread)) return GameStore::tr("it could not be read back");
    if (const auto& error = reader.report().error)
        return GameStore::describeProblem(readError(*error, lastMainLineMove(reread)));
    if (!pgn::readsBackAs(reread, game))
        return GameStore::tr("it reads back differently from the game in the window");
    return {};
}

} // namespace

GameStore::GameStore(QObject* parent)
    : QObject(parent)
    , list_(new GameListModel(this)) {
    connect(list_, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first, int last) { rowsScanned(first, last); });
    connect(list_, &GameListModel::problemsFound, this, &GameStore::problemsFound);
    connect(list_, &GameListModel::finished, this, [this](int, const QString& error) {
        if (list_->path() != sourcePath_) return;
        if (error.isEmpty())
            placesComplete_ = true;
        else
            scanError_ = error;
    });
}

GameStore::~GameStore() = default;

Expected<FileHead, QString> GameStore::readHead(const QString& path) {
    FileHead head;
    const QFileInfo info(path);
    head.path = info.absoluteFilePath();
    head.size = info.size();
    head.modified = info.lastModified();
    auto reader = pgn::PgnReader::open(localPath(head.path));
    if (!reader) return unexpected(QString::fromStdString(reader.error()));
    (*reader)->setMoveLimit(GameListModel::MoveLimit);
    pgn::Game game;
    while (int(head.games.size()) < HeadGames && (*reader)->readGame(game)) {
        const pgn::GameReport& report = (*reader)->report();
        head.places.push_back({report.offset, report.line});
        if (report.error) head.errors.push_back(readError(*report.error, lastMainLineMove(game)));
        head.games.push_back(std::move(game));
        game = pgn::Game();
    }
    head.complete = int(head.games.size()) < HeadGames;
    if (!head.complete && head.size <= IndexAtOnceBytes) {
        while ((*reader)->skipGame())
            head.places.push_back({(*reader)->report().offset, (*reader)->report().line});
        head.complete = true;
    }
    if (const std::string io = (*reader)->ioError(); !io.empty())
        return unexpected(
            tr("%1: reading stopped early: %2").arg(info.fileName(), QString::fromStdString(io)));
    return head;
}

GameReadError GameStore::toReadError(const pgn::PgnError& error) {
    return readError(error);
}

void GameStore::reset() {
    list_->clear();
    slots_.clear();
    revisions_.clear();
    places_.clear();
    errors_.clear();
    announced_.clear();
    sourcePath_.clear();
    sourceSize_ = 0;
    sourceModified_ = {};
    placesComplete_ = false;
    scanError_.clear();
    memoryCount_ = 0;
    pinned_ = -1;
}

void GameStore::setGames(std::deque<pgn::Game> games, std::vector<GameReadError> errors) {
    reset();
    memoryCount_ = games.size();
    for (std::size_t i = 0; i < games.size(); ++i) {
        Slot& slot = slots_[int(i)];
        slot.game = std::make_unique<pgn::Game>(std::move(games[i]));
        slot.edited = true; // nothing on disk to copy it from
    }
    errors_ = std::move(errors);
}

void GameStore::openFile(FileHead head) {
    reset();
    sourcePath_ = head.path;
    sourceSize_ = head.size;
    sourceModified_ = head.modified;
    places_ = std::move(head.places);
    placesComplete_ = head.complete;
    for (std::size_t i = 0; i < head.games.size(); ++i) {
        Slot& slot = slots_[int(i)];
        slot.game = std::make_unique<pgn::Game>(std::move(head.games[i]));
        slot.lastUse = ++useClock_;
    }
    errors_ = std::move(head.errors);
    for (const GameReadError& e : errors_) announced_.insert(e.game); // in load()'s message
    // The places of the other games come from the game list's scan: one scan for both.
    list_->open(sourcePath_);
}

void GameStore::rowsScanned(int first, int last) {
    if (list_->path() != sourcePath_) return;
    const int before = count();
    // Rows already known (found by findPlaces, or from before a save) are the same games.
    for (int row = std::max(first, before); row <= last; ++row)
        if (row == int(places_.size())) places_.push_back(list_->entry(row).place);
    if (count() != before) emit countChanged(count());
}

QString GameStore::findPlaces(int wanted) {
    if (placesComplete_ || int(places_.size()) >= wanted || places_.empty()) return {};
    const pgn::GameIndexEntry last = places_.back();
    std::FILE* file = std::fopen(localPath(sourcePath_).c_str(), "rb");
    if (!file || fseeko(file, off_t(last.offset), SEEK_SET) != 0) {
        if (file) std::fclose(file);
        return tr("Cannot read %1").arg(sourcePath_);
    }
    pgn::PgnReader reader(std::make_unique<pgn::FileSource>(file), last.offset, last.line,
                          std::int64_t(places_.size()));
    const int before = count();
    bool more = reader.skipGame(); // the last game known
    while (more && int(places_.size()) < wanted) {
        more = reader.skipGame();
        if (more) places_.push_back({reader.report().offset, reader.report().line});
    }
    if (const std::string io = reader.ioError(); !io.empty())
        return tr("Cannot read %1: %2").arg(sourcePath_, QString::fromStdString(io));
    if (!more) placesComplete_ = true;
    if (count() != before) emit countChanged(count());
    return {};
}

pgn::Game& GameStore::game(int index) {
    if (auto it = slots_.find(index); it != slots_.end()) {
        it->second.lastUse = ++useClock_;
        return *it->second.game;
    }
    // A game the scan has not reached yet is found by skipping to it.
    if (fromFile() && index >= count()) findPlaces(index + 1);
    if (!fromFile() || index < 0 || index >= count()) {
        emptyGame_ = pgn::Game(); // no such game
        return emptyGame_;
    }
    auto game = std::make_unique<pgn::Game>();
    const pgn::GameIndexEntry place = places_[std::size_t(index)];
    std::optional<GameReadError> error;
    const auto report =
        pgn::readGameAt(localPath(sourcePath_), place, index + 1, *game, GameListModel::MoveLimit);
    if (!report)
        error = GameReadError{index + 1, place.line, 1, QString::fromStdString(report.error()), {}};
    else if (report->error)
        error = readError(*report->error, lastMainLineMove(*game));
    Slot& slot = slots_[index];
    slot.game = std::move(game);
    slot.lastUse = ++useClock_;
    pgn::Game& loaded = *slot.game; // the map may rehash; the game does not move
    evict(index);
    if (error) {
        if (addError(*error)) list_->setProblem(index, describeProblem(*error));
        // Said once, when the game is first read (the list's check finds it without a word).
        if (announced_.insert(error->game).second) emit readFailed(*errorOf(index));
    }
    return loaded;
}

void GameStore::problemsFound(const std::vector<GameProblem>& problems) {
    if (list_->path() != sourcePath_) return;
    for (const GameProblem& problem : problems) {
        addError(readError(problem.error, problem.lastMove));
        // The error known before, of a game read already, is the same one.
        list_->setProblem(problem.row, describeProblem(*errorOf(problem.row)));
    }
}

const GameReadError* GameStore::errorOf(int index) const {
    const auto at =
        std::lower_bound(errors_.begin(), errors_.end(), qint64(index) + 1,
                         [](const GameReadError& e, qint64 game) { return e.game < game; });
    return at != errors_.end() && at->game == index + 1 ? &*at : nullptr;
}

QString GameStore::describeProblem(const GameReadError& error) {
    if (error.lastMove.isEmpty())
        return tr("Game %1 could not be read from its first move: %2 (line %3, column %4)")
            .arg(error.game)
            .arg(error.message)
            .arg(error.line)
            .arg(error.column);
    return tr("Game %1 could be read only as far as %2: %3 (line %4, column %5)")
        .arg(error.game)
        .arg(error.lastMove, error.message)
        .arg(error.line)
        .arg(error.column);
}

bool GameStore::addError(const GameReadError& error) {
    auto at = std::lower_bound(errors_.begin(), errors_.end(), error.game,
                               [](const GameReadError& e, qint64 game) { return e.game < game; });
    if (at != errors_.end() && at->game == error.game) return false; // read again after eviction
    errors_.insert(at, error);
    return true;
}

void GameStore::evict(int keep) {
    const auto evictable = [&](const auto& entry) {
        return !entry.second.edited && entry.first != pinned_ && entry.first != keep;
    };
    auto held = std::count_if(slots_.begin(), slots_.end(), evictable);
    while (held > CacheGames) {
        auto oldest = slots_.end();
        for (auto it = slots_.begin(); it != slots_.end(); ++it)
            if (evictable(*it) &&
                (oldest == slots_.end() || it->second.lastUse < oldest->second.lastUse))
                oldest = it;
        slots_.erase(oldest);
        --held;
    }
}

void GameStore::replace(int index, pgn::Game game) {
    Slot& slot = slots_[index];
    // The game is assigned, not reallocated: the move tree model may point to it.
    if (slot.game)
        *slot.game = std::move(game);
    else
        slot.game = std::make_unique<pgn::Game>(std::move(game));
    slot.edited = true;
    slot.lastUse = ++useClock_;
    ++revisions_[index];
}

void GameStore::markEdited(int index) {
    if (auto it = slots_.find(index); it != slots_.end()) it->second.edited = true;
    ++revisions_[index];
}

std::uint64_t GameStore::revision(int index) const {
    const auto it = revisions_.find(index);
    return it == revisions_.end() ? 0 : it->second;
}

bool GameStore::isEdited(int index) const {
    const auto it = slots_.find(index);
    return it != slots_.end() && it->second.edited;
}

const pgn::Game* GameStore::held(int index) const {
    const auto it = slots_.find(index);
    return it == slots_.end() ? nullptr : it->second.game.get();
}

std::optional<GameFilePlace> GameStore::filePlace(int index) const {
    if (!fromFile() || index < 0 || index >= int(places_.size())) return std::nullopt;
    return GameFilePlace{sourcePath_, sourceSize_, sourceModified_, places_[std::size_t(index)]};
}

std::vector<GameReadError> GameStore::errorsLostOnSave() const {
    std::vector<GameReadError> lost;
    for (const GameReadError& e : errors_)
        if (isEdited(int(e.game - 1))) lost.push_back(e);
    return lost;
}

std::int64_t GameStore::spanEnd(int index) const {
    // A game's bytes run to the next game's first byte: what lies between (blank lines, `%`
    // lines) goes with the game before.
    return index + 1 < int(places_.size()) ? places_[std::size_t(index) + 1].offset
                                           : std::numeric_limits<std::int64_t>::max();
}

QString GameStore::save(const QString& path) {
    const auto cannotWrite = [&](const QString& reason) {
        return tr("Cannot write %1: %2").arg(path, reason);
    };
    std::vector<int> edited;
    for (const auto& [index, slot] : slots_)
        if (slot.edited) edited.push_back(index);
    std::sort(edited.begin(), edited.end());

    QFile source;
    if (fromFile()) {
        // Where the last edited game ends: the next game's place, unless it is the last game.
        if (!edited.empty())
            if (const QString error = findPlaces(edited.back() + 2); !error.isEmpty()) return error;
        const QFileInfo info(sourcePath_);
        if (info.size() != sourceSize_ || info.lastModified() != sourceModified_)
            return tr("Cannot save: %1 was changed by another program after it was opened, so its "
                      "games cannot be copied from it. Open it again.")
                .arg(sourcePath_);
        source.setFileName(sourcePath_);
        if (!source.open(QIODevice::ReadOnly))
            return tr("Cannot read %1: %2").arg(sourcePath_, source.errorString());
    }

    util::AtomicFile file(localPath(path));
    // Until commit() the old file is intact: the untouched games are read from it while the new
    // one is written, also when both are the same path.
    if (!file.open()) return cannotWrite(QString::fromStdString(file.error()));
    CountingWriter out(file);
    QString failure;
    const auto writeFailed = [&] {
        failure = cannotWrite(QString::fromStdString(file.error()));
        return false;
    };
    const auto writeGame = [&](int index) {
        const std::string text = pgn::writeGame(*slots_.at(index).game);
        return out.write(text.data(), qint64(text.size())) || writeFailed();
    };
    // Copies the file's bytes from `from` to `to` (or its end) unchanged.
    std::vector<char> buffer(static_cast<std::size_t>(CopyChunk));
    const auto copy = [&](qint64 from, qint64 to) {
        if (!source.seek(from)) {
            failure = tr("Cannot read %1: %2").arg(sourcePath_, source.errorString());
            return false;
        }
        for (qint64 at = from; at < to;) {
            const qint64 read = source.read(buffer.data(), std::min(CopyChunk, to - at));
            if (read < 0 || (read == 0 && to != std::numeric_limits<qint64>::max())) {
                failure = tr("Cannot read %1: %2").arg(sourcePath_, source.errorString());
                return false;
            }
            if (read == 0) break; // the end of the file
            if (!out.write(buffer.data(), read)) return writeFailed();
            at += read;
        }
        return true;
    };

    std::vector<pgn::GameIndexEntry> newPlaces(static_cast<std::size_t>(count()));
    bool written = true;
    if (!fromFile()) {
        for (int i = 0; written && i < count(); ++i) {
            newPlaces[std::size_t(i)] = out.place();
            written = writeGame(i);
        }
    } else {
        // Runs of untouched games are copied; each edited game is written in its bytes' place.
        // A copied game moves by as many bytes and lines as its run does.
        std::int64_t runStart = 0; // where the run starts in the old file, and on which line
        std::int64_t runLine = 1;
        int runFirst = 0;
        const auto placeRun = [&](int end, pgn::GameIndexEntry to) {
            for (int i = runFirst; i < end; ++i) {
                const pgn::GameIndexEntry& old = places_[std::size_t(i)];
                newPlaces[std::size_t(i)] = {to.offset - runStart + old.offset,
                                             to.line - runLine + old.line};
            }
        };
        for (int index : edited) {
            const pgn::GameIndexEntry runTo = out.place();
            written = copy(runStart, places_[std::size_t(index)].offset);
            if (!written) break;
            placeRun(index, runTo);
            newPlaces[std::size_t(index)] = out.place();
            written = writeGame(index);
            if (!written) break;
            runFirst = index + 1;
            runStart = spanEnd(index);
            if (runFirst < count()) runLine = places_[std::size_t(runFirst)].line;
        }
        // The rest, to the end of the file: also the games the scan has not reached yet.
        if (written && runFirst < count()) {
            const pgn::GameIndexEntry runTo = out.place();
            written = copy(runStart, std::numeric_limits<qint64>::max());
            placeRun(count(), runTo);
        }
    }
    source.close();
    if (written && !file.sync()) written = writeFailed();
    // Each game the writer wrote is read back from the disk before the old file goes: a game that
    // would not come back whole keeps the file as it was.
    for (int i = 0; written && i < count(); ++i) {
        const auto slot = slots_.find(i);
        if (slot == slots_.end() || !slot->second.edited) continue;
        const QString problem = readBackProblem(file.temporaryPath(), newPlaces[std::size_t(i)],
                                                i + 1, *slot->second.game);
        if (problem.isEmpty()) continue;
        failure = tr("Did not save %1: game %2 would not be saved as it is (%3). The file is as it "
                     "was, and the game is still open with all its edits.")
                      .arg(path)
                      .arg(i + 1)
                      .arg(problem);
        written = false;
    }
    if (!written) {
        file.cancel();
        return failure;
    }
    if (!file.commit()) return cannotWrite(QString::fromStdString(file.error()));

    // The file on disk is now exactly the games as they are.
    std::vector<GameReadError> kept;
    if (fromFile()) {
        for (GameReadError e : errors_) {
            const std::size_t i = std::size_t(e.game - 1);
            if (isEdited(int(i)) || i >= places_.size()) continue;
            e.line += newPlaces[i].line - places_[i].line;
            kept.push_back(e);
        }
    }
    errors_ = std::move(kept);
    const QFileInfo info(path);
    sourcePath_ = info.absoluteFilePath();
    sourceSize_ = info.size();
    sourceModified_ = info.lastModified();
    places_ = std::move(newPlaces);
    if (memoryCount_ > 0) placesComplete_ = true;
    memoryCount_ = 0;
    for (auto& [index, slot] : slots_) slot.edited = false;
    evict(-1);
    // The list shows what is in the new file (edited tags); its rows bring no new places.
    scanError_.clear();
    list_->open(sourcePath_);
    return {};
}

} // namespace kibitz::ui
