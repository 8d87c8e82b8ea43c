#include "ui/annotateall/batchgamesource.h"

#include "ui/document/gamedocument.h"

#include <QFile>
#include <QFileInfo>

namespace kibitz::ui {

namespace {

// The file, read through Qt so that its size and time are those of the file opened (fstat),
// not of whatever has the path now.
class QFileSource final : public pgn::ByteSource {
public:
    explicit QFileSource(std::unique_ptr<QFile> file)
        : file_(std::move(file)) {}
    std::size_t read(char* buffer, std::size_t size) override {
        const qint64 n = file_->read(buffer, qint64(size));
        if (n >= 0) return std::size_t(n);
        error_ = file_->errorString().toStdString();
        return 0;
    }
    std::string error() const override { return error_; }

private:
    std::unique_ptr<QFile> file_;
    std::string error_;
};

bool sameFile(const GameFilePlace& a, const GameFilePlace& b) {
    return a.path == b.path && a.size == b.size && a.modified == b.modified;
}

} // namespace

BatchGameSource::BatchGameSource(std::function<std::optional<BatchGame>()> next)
    : next_(std::move(next)) {}

BatchGameSource::~BatchGameSource() = default;

std::optional<annotate::StreamGame> BatchGameSource::next() {
    std::optional<BatchGame> wanted = next_();
    if (!wanted) {
        reader_.reset(); // the end: the file is closed
        file_ = nullptr;
        return std::nullopt;
    }
    annotate::StreamGame game;
    if (wanted->game) {
        game.game = std::move(*wanted->game);
    } else if (QString why = readFromFile(*wanted, game.game); !why.isEmpty()) {
        game.game = {};
        pgn::PgnError error;
        error.game = std::int64_t(wanted->index) + 1;
        error.message = why.toStdString();
        game.report.error = std::move(error);
    }
    game.report.number = std::int64_t(wanted->index) + 1;
    return game;
}

QString BatchGameSource::messageOf(const annotate::StreamGame& game) {
    return game.report.error ? QString::fromStdString(game.report.error->message) : QString();
}

bool BatchGameSource::fileUnchanged(const GameFilePlace& expected) const {
    // size() reads the open file's size and time afresh (fstat); fileTime() then uses them.
    return file_->size() == expected.size &&
           file_->fileTime(QFileDevice::FileModificationTime) == expected.modified;
}

QString BatchGameSource::openAt(const BatchGame& wanted) {
    reader_.reset();
    file_ = nullptr;
    const GameFilePlace& where = wanted.file;
    const QString name = QFileInfo(where.path).fileName();
    auto file = std::make_unique<QFile>(where.path);
    if (!file->open(QIODevice::ReadOnly) || !file->seek(where.place.offset))
        return tr("game %1: cannot read %2: %3")
            .arg(wanted.index + 1)
            .arg(name, file->errorString());
    QFile* opened = file.get();
    reader_ = std::make_unique<pgn::PgnReader>(std::make_unique<QFileSource>(std::move(file)),
                                               where.place.offset, where.place.line,
                                               std::int64_t(wanted.index) + 1);
    file_ = opened;
    opened_ = where;
    nextIndex_ = wanted.index;
    return {};
}

QString BatchGameSource::readFromFile(const BatchGame& wanted, pgn::Game& game) {
    const GameFilePlace& where = wanted.file;
    const QString name = QFileInfo(where.path).fileName();
    // The next game of the file open: read on; another file or a game further on: opened anew.
    if (!reader_ || !sameFile(opened_, where) || nextIndex_ != wanted.index)
        if (QString why = openAt(wanted); !why.isEmpty()) return why;
    const auto changed = [&] {
        reader_.reset();
        file_ = nullptr;
        return tr("game %1: %2 was changed by another program after it was opened")
            .arg(wanted.index + 1)
            .arg(name);
    };
    if (!fileUnchanged(where)) return changed();
    const bool found = reader_->readGame(game);
    ++nextIndex_;
    if (const std::string io = reader_->ioError(); !io.empty()) {
        reader_.reset();
        file_ = nullptr;
        return tr("game %1: cannot read %2: %3")
            .arg(wanted.index + 1)
            .arg(name, QString::fromStdString(io));
    }
    // The file's size and time are as they were, yet the game is not at its place.
    if (!found || reader_->report().offset != where.place.offset) return changed();
    if (const auto& error = reader_->report().error)
        return GameDocument::describeReadError(GameStore::toReadError(*error), name);
    return {};
}

} // namespace kibitz::ui
