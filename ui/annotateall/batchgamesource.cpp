#include "ui/annotateall/batchgamesource.h"

#include "pgn/writer.h"
#include "ui/document/gamedocument.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstring>

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

std::size_t BatchGameSource::read(char* buffer, std::size_t size) {
    if (sent_ == text_.size() && !produce()) return 0;
    const std::size_t n = std::min(size, text_.size() - sent_);
    std::memcpy(buffer, text_.data() + sent_, n);
    sent_ += n;
    return n;
}

bool BatchGameSource::produce() {
    text_.clear();
    sent_ = 0;
    while (std::optional<BatchGame> wanted = next_()) {
        if (wanted->game) {
            pgn::writeGame(text_, *wanted->game);
        } else {
            pgn::Game game;
            if (QString why = readFromFile(*wanted, game); !why.isEmpty()) {
                entries_.push_back({wanted->index, std::move(why)});
                continue;
            }
            pgn::writeGame(text_, game);
        }
        entries_.push_back({wanted->index, {}});
        return true;
    }
    reader_.reset(); // the end: the file is closed
    file_ = nullptr;
    return false;
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
