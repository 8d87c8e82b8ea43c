#pragma once

// A solved table in the cache folder: a header (magic, format version, table name, entry count,
// checksum of the entries) and the entries compressed. Files are written atomically, so a crash
// leaves the old file or none; a file that is corrupt, cut short or of another format version is
// rejected on load (the table is then generated again), never trusted.

#include "table.h"

#include <QString>

#include <memory>
#include <optional>
#include <string>

namespace kibitz::tablebase::tablefile {

constexpr std::uint32_t FormatVersion = 1;

QString path(const QString& folder, const Layout& layout);
// Writes the table; an error text naming the file when it cannot.
std::optional<std::string> save(const QString& folder, const Table& table);
// The table in the file, or nullptr when there is no such file or it is not valid.
std::unique_ptr<Table> load(const QString& folder, const Layout& layout);

} // namespace kibitz::tablebase::tablefile
