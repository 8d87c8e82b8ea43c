#include "tablefile.h"

#include "util/atomicfile.h"
#include "util/readfile.h"

#include <QDir>
#include <QFile>
#include <QtEndian>

#include <cstring>

namespace kibitz::tablebase::tablefile {

namespace {

constexpr char Magic[8] = {'K', 'I', 'B', 'T', 'B', 'L', 'E', '\n'};

// FNV-1a over the entries: a damaged byte anywhere changes it.
std::uint64_t checksum(const std::vector<code::Code>& codes) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const code::Code c : codes) hash = (hash ^ c) * 1099511628211ULL;
    return hash;
}

template <typename T>
void append(QByteArray& bytes, T value) {
    const T little = qToLittleEndian(value);
    bytes.append(reinterpret_cast<const char*>(&little), sizeof little);
}

// Reads a little-endian number at `offset` and moves past it; false when the bytes end first.
template <typename T>
bool read(const QByteArray& bytes, qsizetype& offset, T& value) {
    if (bytes.size() - offset < qsizetype(sizeof(T))) return false;
    T little;
    std::memcpy(&little, bytes.constData() + offset, sizeof little);
    value = qFromLittleEndian(little);
    offset += qsizetype(sizeof(T));
    return true;
}

} // namespace

QString path(const QString& folder, const Layout& layout) {
    return QDir(folder).filePath(QString::fromStdString(layout.name()) + QStringLiteral(".ktb"));
}

std::optional<std::string> save(const QString& folder, const Table& table) {
    const QString fileName = path(folder, table.layout);
    const auto failure = [&fileName](const QString& why) {
        return std::optional<std::string>("cannot write the tablebase file " +
                                          fileName.toStdString() + ": " + why.toStdString());
    };
    if (!QDir().mkpath(folder)) return failure(QStringLiteral("cannot create the folder"));
    QByteArray bytes(Magic, sizeof Magic);
    append<std::uint32_t>(bytes, FormatVersion);
    const std::string& name = table.layout.name();
    append<std::uint8_t>(bytes, std::uint8_t(name.size()));
    bytes.append(name.data(), qsizetype(name.size()));
    append<std::uint64_t>(bytes, table.codes.size());
    append<std::uint64_t>(bytes, checksum(table.codes));
    const QByteArray packed = qCompress(reinterpret_cast<const uchar*>(table.codes.data()),
                                        qsizetype(table.codes.size()), 6);
    append<std::uint64_t>(bytes, std::uint64_t(packed.size()));
    bytes.append(packed);
    util::AtomicFile file(QFile::encodeName(fileName).toStdString());
    if (!file.open() || !file.write(bytes.constData(), std::size_t(bytes.size())) || !file.commit())
        return failure(QString::fromStdString(file.error()));
    return std::nullopt;
}

std::unique_ptr<Table> load(const QString& folder, const Layout& layout) {
    // A table that cannot be used is made again; so is a file larger than the table could be
    // packed into (a sparse file, a link to a device), which is never read.
    const std::size_t tableSize = TableIndex(layout).size();
    const auto file = util::readWholeFile(QFile::encodeName(path(folder, layout)).toStdString(),
                                          tableSize + tableSize / 64 + 4096, "an endgame table");
    if (!file) return nullptr;
    const QByteArray bytes = QByteArray::fromStdString(file.value());
    if (bytes.size() < qsizetype(sizeof Magic) ||
        std::memcmp(bytes.constData(), Magic, sizeof Magic) != 0)
        return nullptr;
    qsizetype offset = sizeof Magic;
    std::uint32_t version = 0;
    std::uint8_t nameLength = 0;
    if (!read(bytes, offset, version) || version != FormatVersion ||
        !read(bytes, offset, nameLength) || bytes.size() - offset < nameLength)
        return nullptr;
    if (std::string(bytes.constData() + offset, nameLength) != layout.name()) return nullptr;
    offset += nameLength;
    std::uint64_t entries = 0;
    std::uint64_t sum = 0;
    std::uint64_t packedSize = 0;
    if (!read(bytes, offset, entries) || !read(bytes, offset, sum) ||
        !read(bytes, offset, packedSize) || entries != TableIndex(layout).size() ||
        packedSize != std::uint64_t(bytes.size() - offset))
        return nullptr;
    const QByteArray unpacked = qUncompress(
        reinterpret_cast<const uchar*>(bytes.constData() + offset), bytes.size() - offset);
    if (std::uint64_t(unpacked.size()) != entries) return nullptr;
    std::vector<code::Code> codes(unpacked.begin(), unpacked.end());
    if (checksum(codes) != sum) return nullptr;
    return std::make_unique<Table>(layout, std::move(codes));
}

} // namespace kibitz::tablebase::tablefile
