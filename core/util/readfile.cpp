#include "util/readfile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::util {

namespace {

const char* kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

} // namespace

std::string sizeText(std::uint64_t bytes) {
    char text[32];
    if (bytes < 1000) return std::to_string(bytes) + " bytes";
    if (bytes < 1000 * 1000)
        std::snprintf(text, sizeof text, "%.0f kB", double(bytes) / 1e3);
    else if (bytes < 1000ull * 1000 * 1000)
        std::snprintf(text, sizeof text, "%.0f MB", double(bytes) / 1e6);
    else
        std::snprintf(text, sizeof text, "%.1f GB", double(bytes) / 1e9);
    return text;
}

std::string wholeFileProblem(const std::string& path, std::size_t limit, std::string_view what) {
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0) return path + ": " + std::strerror(errno);
    if (!S_ISREG(status.st_mode))
        return path + ": " + kindOf(status.st_mode) + ", not " + std::string(what);
    if (std::uint64_t(status.st_size) > limit)
        return path + ": " + sizeText(std::uint64_t(status.st_size)) + ", more than " +
               std::string(what) + " can hold (" + sizeText(limit) + ")";
    return {};
}

Expected<std::string, std::string> readWholeFile(const std::string& path, std::size_t limit,
                                                 std::string_view what) {
    if (std::string problem = wholeFileProblem(path, limit, what); !problem.empty())
        return unexpected(std::move(problem));
    // Non-blocking, so that a file swapped for a FIFO after the check cannot make the open wait.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return unexpected(path + ": " + std::strerror(errno));
    struct stat status {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        return unexpected(path + ": not a regular file, not " + std::string(what));
    }
    std::string bytes;
    bytes.resize(std::size_t(status.st_size));
    std::size_t used = 0;
    while (true) {
        if (used == bytes.size()) {
            if (bytes.size() > limit) break;
            bytes.resize(std::min(limit + 1, std::max<std::size_t>(bytes.size() * 2, 4096)));
        }
        const ssize_t n = ::read(fd, bytes.data() + used, bytes.size() - used);
        if (n < 0) {
            if (errno == EINTR) continue;
            const int error = errno;
            ::close(fd);
            return unexpected(path + ": " + std::strerror(error));
        }
        if (n == 0) break;
        used += std::size_t(n);
    }
    ::close(fd);
    if (used > limit)
        return unexpected(path + ": grew past " + sizeText(limit) +
                          " while it was read, more than " + std::string(what) + " can hold");
    bytes.resize(used);
    return bytes;
}

bool readLine(std::istream& in, std::string& line, std::size_t limit, bool& tooLong) {
    line.clear();
    tooLong = false;
    std::istream::sentry sentry(in, true);
    if (!sentry) return false;
    std::streambuf* buffer = in.rdbuf();
    bool any = false;
    while (true) {
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            if (!any)
                in.setstate(std::ios::eofbit | std::ios::failbit);
            else
                in.setstate(std::ios::eofbit);
            return any;
        }
        any = true;
        if (c == '\n') return true;
        if (line.size() == limit) {
            tooLong = true;
            return true;
        }
        line += char(c);
    }
}

} // namespace kibitz::util
