#pragma once

// Replacing a file in one step, the way every save of Kibitz is written: the new bytes go to a
// temporary file beside the target, are synced to the disk, and only then renamed over it, so that
// a failure, a kill or a power cut at any moment leaves either the old file or the new one whole.
//
// The temporary file's name says whose it is and which process wrote it,
// "games.pgn.kibitz-save-4711-Ab3dE9", so that a copy left by a save that was killed at the last
// step can be told from the user's own files and offered back (leftovers()).

#include <cstdint>
#include <ctime>
#include <string>
#include <vector>

namespace kibitz::util {

class AtomicFile {
public:
    // `path` is the file to replace or create. A symbolic link is followed: its target is
    // replaced and the link stays.
    explicit AtomicFile(std::string path);
    ~AtomicFile(); // removes the temporary file unless committed
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    // Creates the temporary file (with the target's permissions, or the default ones for a new
    // file). False with error() when the folder cannot take it, or when the target (after its
    // links) exists and is not a regular file: a device, a FIFO or a folder is never replaced.
    bool open();
    // Writes all of `data`; after a failure, writes do nothing and return false.
    bool write(const char* data, std::size_t size);
    // Syncs the temporary file to the disk, so that what it holds can be read back and checked
    // before commit().
    bool sync();
    // sync(), then renames the temporary file over the target and syncs the folder. False with
    // error() (the target is then as it was, and the temporary file removed).
    bool commit();
    // Removes the temporary file; the target stays as it was.
    void cancel();

    // The temporary file being written, readable by another descriptor (empty before open()).
    const std::string& temporaryPath() const { return temporary_; }
    // The file that commit() replaces: `path` with its links followed.
    const std::string& targetPath() const { return target_; }
    // A descriptor of the temporary file, open for writing, or -1.
    int descriptor() const { return fd_; }
    // Why the last step failed, as the system says it ("No space left on device"); empty if none.
    const std::string& error() const { return error_; }

    // A temporary file of a save of `path` whose process is gone: the save was killed before its
    // rename, and the file holds as much of the new version as was written.
    struct Leftover {
        std::string path;
        std::int64_t size = 0;
        std::time_t modified = 0;
    };
    // The leftovers of saves of `path` (links followed), newest first.
    static std::vector<Leftover> leftovers(const std::string& path);

private:
    bool fail(int errorNumber);

    std::string path_;
    std::string target_;
    std::string temporary_;
    int fd_ = -1;
    std::string error_;
};

} // namespace kibitz::util
