#include "output.h"

#include "util/atomicfile.h"

#include <QFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::cli {

Output::Output(QString path, Mode mode)
    : path_(std::move(path))
    , mode_(mode) {}

Output::~Output() {
    if (ownsFd_) ::close(fd_);
}

QString Output::name() const {
    return path_ == QLatin1String("-") ? QStringLiteral("standard output") : path_;
}

bool Output::fail(int errorNumber) {
    return fail(QString::fromLocal8Bit(std::strerror(errorNumber)));
}

bool Output::fail(const QString& reason) {
    if (error_.isEmpty()) error_ = QStringLiteral("cannot write %1: %2").arg(name(), reason);
    return false;
}

bool Output::open() {
    if (path_ == QLatin1String("-")) {
        std::fflush(stdout); // what the command printed before comes first
        fd_ = STDOUT_FILENO;
        return true;
    }
    const QByteArray file = QFile::encodeName(path_);
    struct stat status {};
    const bool exists = ::stat(file.constData(), &status) == 0;
    if ((exists && !S_ISREG(status.st_mode)) || mode_ == Mode::Append) {
        // A FIFO or a device is written as it is; so is a file appended to.
        const int flags = O_WRONLY | O_CLOEXEC | (mode_ == Mode::Append ? O_APPEND | O_CREAT : 0);
        fd_ = ::open(file.constData(), flags, 0666);
        if (fd_ < 0) return fail(errno);
        ownsFd_ = true;
        return true;
    }
    saveFile_ = std::make_unique<util::AtomicFile>(file.toStdString());
    if (!saveFile_->open()) return fail(QString::fromStdString(saveFile_->error()));
    // Written through its descriptor, so that each write's errno is known; commit() then syncs,
    // closes and renames it.
    fd_ = saveFile_->descriptor();
    return true;
}

bool Output::write(std::string_view text) {
    if (!error_.isEmpty() || fd_ < 0) return false;
    while (!text.empty()) {
        const ssize_t n = ::write(fd_, text.data(), text.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            return fail(errno);
        }
        text.remove_prefix(std::size_t(n));
    }
    return true;
}

bool Output::commit() {
    if (!error_.isEmpty()) {
        discard();
        return false;
    }
    if (saveFile_) {
        const bool committed = saveFile_->commit();
        if (!committed) fail(QString::fromStdString(saveFile_->error()));
        discard();
        return committed;
    }
    if (ownsFd_) {
        ownsFd_ = false;
        if (::close(fd_) != 0) return fail(errno);
    }
    return true;
}

void Output::discard() {
    if (!saveFile_) return;
    saveFile_.reset(); // the temporary file goes unless committed
    fd_ = -1;
}

bool Output::toTerminal() const {
    return fd_ >= 0 && !saveFile_ && isatty(fd_) != 0;
}

} // namespace kibitz::cli
