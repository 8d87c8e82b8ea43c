// util::AtomicFile: a file replaced in one step, what a killed save leaves, and how it is found.

#include "util/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using kibitz::util::AtomicFile;

namespace {

QByteArray bytesOf(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

std::string local(const QString& path) {
    return QFile::encodeName(path).toStdString();
}

// Runs `work` in a child process that SIGKILLs itself when `work` returns, as a user's `kill -9`
// (or a power cut) would stop a save. Returns the child's pid, gone by then.
pid_t runAndKill(const std::function<void()>& work) {
    const pid_t child = ::fork();
    if (child == 0) {
        work();
        ::kill(::getpid(), SIGKILL);
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL) qFatal("the child was not killed");
    return child;
}

} // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT

private slots:
    void replacesTheFileKeepingItsPermissions();
    void cancelLeavesTheFileAsItWas();
    void followsALink();
    void neverReplacesWhatIsNotARegularFile();
    void aKillBeforeTheRenameLeavesTheOldFileAndAFoundCopy();
    void aRunningSaveIsNoLeftover();
    void namesThatOnlyLookAlikeAreNoLeftovers();
    void aFolderThatTakesNoFileSaysWhy();
};

void TestAtomicFile::replacesTheFileKeepingItsPermissions() {
    QTemporaryDir dir;
    const QString path = dir.filePath("games.pgn");
    writeBytes(path, "old");
    QCOMPARE(::chmod(local(path).c_str(), 0640), 0);
    AtomicFile file(local(path));
    QVERIFY(file.open());
    QVERIFY(file.write("new bytes", 9));
    // Until the commit the old file is there, and the new bytes are readable beside it.
    QCOMPARE(bytesOf(path), QByteArray("old"));
    QVERIFY(file.sync());
    QCOMPARE(bytesOf(QString::fromStdString(file.temporaryPath())), QByteArray("new bytes"));
    QVERIFY(file.commit());
    QCOMPARE(bytesOf(path), QByteArray("new bytes"));
    struct stat status {};
    QCOMPARE(::stat(local(path).c_str(), &status), 0);
    QCOMPARE(int(status.st_mode & 07777), 0640);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"games.pgn"});
}

void TestAtomicFile::cancelLeavesTheFileAsItWas() {
    QTemporaryDir dir;
    const QString path = dir.filePath("games.pgn");
    writeBytes(path, "old");
    {
        AtomicFile file(local(path));
        QVERIFY(file.open());
        QVERIFY(file.write("new", 3));
    } // destroyed without a commit
    QCOMPARE(bytesOf(path), QByteArray("old"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"games.pgn"});
}

void TestAtomicFile::followsALink() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("real"));
    const QString target = dir.filePath("real/games.pgn");
    writeBytes(target, "old");
    const QString link = dir.filePath("link.pgn");
    QVERIFY(QFile::link(target, link));
    AtomicFile file(local(link));
    QVERIFY(file.open());
    QVERIFY(file.write("new", 3));
    QVERIFY(file.commit());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(bytesOf(target), QByteArray("new"));
}

void TestAtomicFile::neverReplacesWhatIsNotARegularFile() {
    // A link to a device (a cache file pointed at /dev/null by someone), a FIFO, a folder: each
    // stays what it is, and nothing is written beside it.
    QTemporaryDir dir;
    const QString link = dir.filePath("null.pgn");
    QVERIFY(QFile::link("/dev/null", link));
    const QString fifo = dir.filePath("fifo.pgn");
    QCOMPARE(::mkfifo(local(fifo).c_str(), 0600), 0);
    const QString folder = dir.filePath("folder.pgn");
    QVERIFY(QDir(dir.path()).mkdir("folder.pgn"));
    for (const QString& path : {link, fifo, folder}) {
        AtomicFile file(local(path));
        QVERIFY2(!file.open(), qPrintable(path));
        QCOMPARE(file.error(),
                 std::string(path == folder ? "it is a folder" : "it is not a regular file"));
    }
    struct stat status {};
    QCOMPARE(::stat("/dev/null", &status), 0);
    QVERIFY(S_ISCHR(status.st_mode));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System),
             (QStringList{"fifo.pgn", "folder.pgn", "null.pgn"}));
}

void TestAtomicFile::aKillBeforeTheRenameLeavesTheOldFileAndAFoundCopy() {
    QTemporaryDir dir;
    const QString path = dir.filePath("games.pgn");
    writeBytes(path, "old");
    QVERIFY(AtomicFile::leftovers(local(path)).empty());
    const QByteArray written(100000, 'n');
    const pid_t writer = runAndKill([&] {
        auto* file = new AtomicFile(local(path)); // never destroyed: the process is killed
        if (!file->open() || !file->write(written.constData(), std::size_t(written.size())) ||
            !file->sync())
            ::_exit(1);
    });
    QCOMPARE(bytesOf(path), QByteArray("old"));
    const auto leftovers = AtomicFile::leftovers(local(path));
    QCOMPARE(leftovers.size(), std::size_t(1));
    const QString copy = QString::fromStdString(leftovers[0].path);
    QVERIFY2(QFileInfo(copy).fileName().startsWith(
                 QStringLiteral("games.pgn.kibitz-save-%1-").arg(writer)),
             qPrintable(copy));
    QCOMPARE(leftovers[0].size, std::int64_t(written.size()));
    QCOMPARE(bytesOf(copy), written);
    // Another file's leftovers are not this one's.
    QVERIFY(AtomicFile::leftovers(local(dir.filePath("games"))).empty());
}

void TestAtomicFile::aRunningSaveIsNoLeftover() {
    QTemporaryDir dir;
    const QString path = dir.filePath("games.pgn");
    AtomicFile file(local(path));
    QVERIFY(file.open());
    QVERIFY(QFileInfo::exists(QString::fromStdString(file.temporaryPath())));
    QVERIFY(AtomicFile::leftovers(local(path)).empty()); // this process's own save
    // Nor is the save of another process that still runs (the parent of this one).
    writeBytes(dir.filePath(QStringLiteral("games.pgn.kibitz-save-%1-AbCdEf").arg(::getppid())),
               "running");
    QVERIFY(AtomicFile::leftovers(local(path)).empty());
}

void TestAtomicFile::namesThatOnlyLookAlikeAreNoLeftovers() {
    QTemporaryDir dir;
    const QString path = dir.filePath("games.pgn");
    const pid_t gone = runAndKill([] {});
    const QString dead = QString::number(gone);
    for (const QString& name : QStringList{
             "games.pgn.backup", "games.pgn.kibitz-save-", "games.pgn.kibitz-save-" + dead,
             "games.pgn.kibitz-save-" + dead + "-abc", "games.pgn.kibitz-save-x" + dead + "-AbCdEf",
             "other.pgn.kibitz-save-" + dead + "-AbCdEf"})
        writeBytes(dir.filePath(name), "x");
    QVERIFY(AtomicFile::leftovers(local(path)).empty());
    writeBytes(dir.filePath("games.pgn.kibitz-save-" + dead + "-AbCdEf"), "x");
    QCOMPARE(AtomicFile::leftovers(local(path)).size(), std::size_t(1));
}

void TestAtomicFile::aFolderThatTakesNoFileSaysWhy() {
    AtomicFile file("/nonexistent-folder-of-kibitz/games.pgn");
    QVERIFY(!file.open());
    QCOMPARE(file.error(), std::string("No such file or directory"));
    QVERIFY(!file.write("x", 1));
    QVERIFY(!file.commit());
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
