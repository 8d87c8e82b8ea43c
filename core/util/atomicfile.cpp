#include "util/atomicfile.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <random>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::util {

namespace {

constexpr std::string_view Marker = ".kibitz-save-";
constexpr int SuffixLength = 6;

std::string folderOf(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string nameOf(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string followLinks(const std::string& path) {
    struct stat status {};
    if (::lstat(path.c_str(), &status) != 0 || !S_ISLNK(status.st_mode)) return path;
    char resolved[PATH_MAX];
    if (::realpath(path.c_str(), resolved) == nullptr) return path; // a dangling link: as QFile
    return resolved;
}

std::string randomSuffix() {
    static constexpr char Letters[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    static thread_local std::mt19937 generator{std::random_device{}()};
    std::uniform_int_distribution<int> pick(0, int(sizeof Letters) - 2);
    std::string suffix;
    for (int i = 0; i < SuffixLength; ++i) suffix += Letters[pick(generator)];
    return suffix;
}

// The process id in a temporary file's name after the target's name, or 0 if it is not one.
pid_t writerOf(std::string_view entry, std::string_view name) {
    if (entry.size() <= name.size() + Marker.size() || entry.substr(0, name.size()) != name)
        return 0;
    std::string_view rest = entry.substr(name.size());
    if (rest.substr(0, Marker.size()) != Marker) return 0;
    rest.remove_prefix(Marker.size());
    const std::size_t dash = rest.find('-');
    if (dash == std::string_view::npos || dash == 0 || dash > 9 ||
        rest.size() - dash - 1 != std::size_t(SuffixLength))
        return 0;
    pid_t pid = 0;
    for (const char c : rest.substr(0, dash)) {
        if (c < '0' || c > '9') return 0;
        pid = pid * 10 + (c - '0');
    }
    return pid;
}

} // namespace

AtomicFile::AtomicFile(std::string path)
    : path_(std::move(path)) {}

AtomicFile::~AtomicFile() {
    cancel();
}

bool AtomicFile::fail(int errorNumber) {
    if (error_.empty()) error_ = std::strerror(errorNumber);
    return false;
}

bool AtomicFile::open() {
    target_ = followLinks(path_);
    struct stat status {};
    const bool exists = ::stat(target_.c_str(), &status) == 0;
    // Only a regular file is replaced: renaming over a device, a FIFO or a folder (a link to
    // /dev/zero, say) would put a file in its place.
    if (exists && !S_ISREG(status.st_mode)) {
        error_ = S_ISDIR(status.st_mode) ? "it is a folder" : "it is not a regular file";
        return false;
    }
    const std::string stem = folderOf(target_) + '/' + nameOf(target_) + std::string(Marker) +
                             std::to_string(::getpid()) + '-';
    for (int attempt = 0; attempt < 100; ++attempt) {
        temporary_ = stem + randomSuffix();
        fd_ = ::open(temporary_.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd_ >= 0) break;
        if (errno != EEXIST) {
            const int error = errno;
            temporary_.clear();
            return fail(error);
        }
    }
    if (fd_ < 0) {
        temporary_.clear();
        return fail(EEXIST);
    }
    // The new version keeps the old one's permissions (the umask would narrow them otherwise).
    if (exists && ::fchmod(fd_, status.st_mode & 07777) != 0) {
        const int error = errno;
        cancel();
        return fail(error);
    }
    return true;
}

bool AtomicFile::write(const char* data, std::size_t size) {
    if (!error_.empty() || fd_ < 0) return false;
    while (size > 0) {
        const ssize_t n = ::write(fd_, data, size);
        if (n < 0) {
            if (errno == EINTR) continue;
            return fail(errno);
        }
        data += n;
        size -= std::size_t(n);
    }
    return true;
}

bool AtomicFile::sync() {
    if (!error_.empty() || fd_ < 0) return false;
    while (::fsync(fd_) != 0)
        if (errno != EINTR) return fail(errno);
    return true;
}

bool AtomicFile::commit() {
    if (!sync()) {
        cancel();
        return false;
    }
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0) {
        fail(errno);
        cancel();
        return false;
    }
    if (::rename(temporary_.c_str(), target_.c_str()) != 0) {
        fail(errno);
        cancel();
        return false;
    }
    temporary_.clear();
    // The rename itself is on the disk only once the folder is synced. A folder that cannot be
    // synced (some file systems refuse) still holds the new file.
    const int folder = ::open(folderOf(target_).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    return true;
}

void AtomicFile::cancel() {
    if (fd_ >= 0) {
        ::close(fd_);
        fd_ = -1;
    }
    if (!temporary_.empty()) {
        ::unlink(temporary_.c_str());
        temporary_.clear();
    }
}

std::vector<AtomicFile::Leftover> AtomicFile::leftovers(const std::string& path) {
    const std::string target = followLinks(path);
    const std::string folder = folderOf(target);
    const std::string name = nameOf(target);
    std::vector<Leftover> found;
    DIR* dir = ::opendir(folder.c_str());
    if (!dir) return found;
    while (const dirent* entry = ::readdir(dir)) {
        const pid_t pid = writerOf(entry->d_name, name);
        if (pid <= 0 || pid == ::getpid()) continue;
        // A save still running in another process is not a leftover.
        if (::kill(pid, 0) == 0 || errno != ESRCH) continue;
        const std::string file = folder + '/' + entry->d_name;
        struct stat status {};
        if (::lstat(file.c_str(), &status) != 0 || !S_ISREG(status.st_mode)) continue;
        found.push_back({file, std::int64_t(status.st_size), status.st_mtime});
    }
    ::closedir(dir);
    std::sort(found.begin(), found.end(),
              [](const Leftover& a, const Leftover& b) { return a.modified > b.modified; });
    return found;
}

} // namespace kibitz::util
