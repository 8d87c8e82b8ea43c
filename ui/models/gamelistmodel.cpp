#include "gamelistmodel.h"

#include "chess/notation.h"
#include "pgn/tags.h"

#include <QMetaObject>

#include <chrono>
#include <filesystem>
#include <system_error>

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace kibitz::ui {

namespace {

int ratingOf(std::string_view text) {
    int value = 0;
    for (char c : text) {
        if (c < '0' || c > '9' || value > 100000) return 0;
        value = value * 10 + (c - '0');
    }
    return value;
}

// A batch goes to the GUI thread when it is this big or this old: small at first so that the
// first rows show at once, large later so that a big file costs few model updates.
constexpr std::size_t FirstBatchGames = 64;
constexpr std::size_t BatchGames = 8192;
constexpr auto BatchInterval = std::chrono::milliseconds(100);

} // namespace

std::string lastMainLineMove(const pgn::Game& game) {
    const pgn::GameTree& tree = game.tree();
    const pgn::NodeId last = tree.mainLine().back();
    if (last == pgn::GameTree::root()) return {};
    chess::Position before = tree.positionAt(tree.parent(last));
    const std::string number = std::to_string(before.fullmoveNumber());
    const char* dots = before.sideToMove() == chess::White ? ". " : "\u2026 ";
    return number + dots + chess::toSan(before, tree.move(last));
}

GameListEntry scanGameHeader(std::string_view gameText) {
    GameListEntry entry;
    for (pgn::Tag& tag : pgn::readTags(gameText)) {
        // The first tag of a name counts (pgn::Game::tag).
        auto keep = [&tag](std::string& field) {
            if (field.empty()) field = std::move(tag.value);
        };
        const std::string_view name = tag.name;
        if (name == "White")
            keep(entry.white);
        else if (name == "Black")
            keep(entry.black);
        else if (name == "Result")
            keep(entry.result);
        else if (name == "Date")
            keep(entry.date);
        else if (name == "Event")
            keep(entry.event);
        else if (name == "Round")
            keep(entry.round);
        else if (name == "ECO")
            keep(entry.eco);
        else if (name == "WhiteElo" && entry.whiteElo == 0)
            entry.whiteElo = ratingOf(tag.value);
        else if (name == "BlackElo" && entry.blackElo == 0)
            entry.blackElo = ratingOf(tag.value);
    }
    return entry;
}

GameListModel::GameListModel(QObject* parent)
    : QAbstractTableModel(parent) {}

GameListModel::~GameListModel() {
    stopScan();
}

void GameListModel::stopScan() {
    ++generation_; // the worker stops at its next game; its queued batches are dropped
    if (worker_.joinable()) worker_.join();
    loading_ = false;
    checking_ = false;
}

void GameListModel::reset(const QString& path) {
    stopScan();
    beginResetModel();
    entries_.clear();
    entries_.shrink_to_fit();
    problems_.clear();
    path_ = path;
    totalBytes_ = 0;
    if (!path.isEmpty()) {
        std::error_code error;
        const auto size = std::filesystem::file_size(path.toStdString(), error);
        totalBytes_ = error ? 0 : qint64(size);
    }
    loading_ = checking_ = !path.isEmpty();
    endResetModel();
}

void GameListModel::open(const QString& path) {
    reset(path);
    worker_ = std::thread(&GameListModel::scan, this, path.toStdString(), generation_.load());
}

void GameListModel::clear() {
    reset(QString());
}

void GameListModel::scan(std::string path, std::uint64_t generation) {
    auto post = [this, generation](std::vector<GameListEntry> batch, qint64 bytesRead) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, batch = std::move(batch), bytesRead]() mutable {
                appendBatch(generation, std::move(batch), bytesRead);
            },
            Qt::QueuedConnection);
    };
    auto opened = pgn::PgnReader::open(path);
    std::string error = opened ? std::string() : opened.error();
    if (opened) {
        pgn::PgnReader& reader = **opened;
        std::vector<GameListEntry> batch;
        std::size_t batchLimit = FirstBatchGames;
        auto lastPost = std::chrono::steady_clock::now();
        while (reader.skipGame()) {
            if (generation_.load(std::memory_order_relaxed) != generation) return;
            const pgn::GameReport& report = reader.report();
            GameListEntry entry = scanGameHeader(report.text);
            entry.place = {report.offset, report.line};
            batch.push_back(std::move(entry));
            const auto now = std::chrono::steady_clock::now();
            if (batch.size() >= batchLimit || now - lastPost >= BatchInterval) {
                post(std::move(batch), reader.position());
                batch = {};
                batch.reserve(BatchGames);
                batchLimit = BatchGames;
                lastPost = now;
            }
        }
        if (!batch.empty()) post(std::move(batch), reader.position());
        error = reader.ioError();
    }
    QMetaObject::invokeMethod(
        this,
        [this, generation, message = QString::fromStdString(error)] {
            finishScan(generation, message);
        },
        Qt::QueuedConnection);
    if (error.empty()) check(path, generation);
    QMetaObject::invokeMethod(
        this, [this, generation] { finishCheck(generation); }, Qt::QueuedConnection);
}

void GameListModel::check(const std::string& path, std::uint64_t generation) {
#ifdef __linux__
    // Background work: the window, the analysis and Annotate All come first (on Linux a thread has
    // a nice value of its own).
    setpriority(PRIO_PROCESS, id_t(::gettid()), 19);
#endif
    auto opened = pgn::PgnReader::open(path);
    if (!opened) return;
    pgn::PgnReader& reader = **opened;
    reader.setMoveLimit(MoveLimit);
    std::vector<GameProblem> found;
    const auto post = [&] {
        QMetaObject::invokeMethod(
            this,
            [this, generation, problems = std::move(found)] { addProblems(generation, problems); },
            Qt::QueuedConnection);
        found = {};
    };
    auto lastPost = std::chrono::steady_clock::now();
    pgn::Game game;
    for (int row = 0; reader.readGame(game); ++row) {
        if (generation_.load(std::memory_order_relaxed) != generation) return;
        if (const auto& error = reader.report().error)
            found.push_back({row, *error, lastMainLineMove(game)});
        const auto now = std::chrono::steady_clock::now();
        if (!found.empty() && now - lastPost >= BatchInterval) {
            post();
            lastPost = now;
        }
    }
    if (!found.empty()) post();
}

void GameListModel::addProblems(std::uint64_t generation,
                                const std::vector<GameProblem>& problems) {
    if (generation != generation_.load()) return;
    emit problemsFound(problems);
}

void GameListModel::finishCheck(std::uint64_t generation) {
    if (generation != generation_.load()) return;
    checking_ = false;
    if (worker_.joinable()) worker_.join(); // it has posted its last call: it is ending
    emit checkFinished();
}

void GameListModel::setProblem(int row, const QString& text) {
    if (row < 0 || row >= int(entries_.size())) return;
    problems_[row] = text;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void GameListModel::appendBatch(std::uint64_t generation, std::vector<GameListEntry> batch,
                                qint64 bytesRead) {
    if (generation != generation_.load() || batch.empty()) return;
    const int first = int(entries_.size());
    beginInsertRows({}, first, first + int(batch.size()) - 1);
    entries_.insert(entries_.end(), std::make_move_iterator(batch.begin()),
                    std::make_move_iterator(batch.end()));
    endInsertRows();
    emit progress(bytesRead, totalBytes_);
}

void GameListModel::finishScan(std::uint64_t generation, const QString& error) {
    if (generation != generation_.load()) return;
    loading_ = false;
    emit progress(totalBytes_, totalBytes_);
    emit finished(int(entries_.size()), error);
}

Expected<pgn::GameReport, std::string> GameListModel::loadGame(int row, pgn::Game& game) const {
    if (row < 0 || row >= int(entries_.size()))
        return unexpected("no game at row " + std::to_string(row));
    return pgn::readGameAt(path_.toStdString(), entries_[std::size_t(row)].place, row + 1, game,
                           MoveLimit);
}

int GameListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(entries_.size());
}

int GameListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == ProblemRole || role == Qt::ToolTipRole) {
        const auto problem = problems_.find(index.row());
        if (problem != problems_.end()) return problem->second;
        return {};
    }
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::TextAlignmentRole) return {};
    const int column = index.column();
    const bool numeric =
        column == NumberColumn || column == WhiteEloColumn || column == BlackEloColumn;
    if (role == Qt::TextAlignmentRole)
        return numeric ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    const GameListEntry& e = entries_[std::size_t(index.row())];
    auto text = [](const std::string& s) {
        return QString::fromUtf8(s.data(), qsizetype(s.size()));
    };
    auto rating = [role](int elo) -> QVariant {
        if (role == SortRole) return elo;
        return elo > 0 ? QString::number(elo) : QString();
    };
    switch (Column(column)) {
    case NumberColumn:
        return role == SortRole ? QVariant(index.row() + 1)
                                : QVariant(QString::number(index.row() + 1));
    case WhiteColumn: return text(e.white);
    case WhiteEloColumn: return rating(e.whiteElo);
    case BlackColumn: return text(e.black);
    case BlackEloColumn: return rating(e.blackElo);
    case ResultColumn: return text(e.result);
    case DateColumn: return text(e.date);
    case EventColumn: return text(e.event);
    case RoundColumn: return text(e.round);
    case EcoColumn: return text(e.eco);
    case ColumnCount: break;
    }
    return {};
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (Column(section)) {
    case NumberColumn: return tr("#");
    case WhiteColumn: return tr("White");
    case WhiteEloColumn: return tr("White Elo");
    case BlackColumn: return tr("Black");
    case BlackEloColumn: return tr("Black Elo");
    case ResultColumn: return tr("Result");
    case DateColumn: return tr("Date");
    case EventColumn: return tr("Event");
    case RoundColumn: return tr("Round");
    case EcoColumn: return tr("ECO");
    case ColumnCount: break;
    }
    return {};
}

} // namespace kibitz::ui
