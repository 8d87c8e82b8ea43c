#pragma once

// Reading numeric option values, shared by the subcommands.

#include "commands.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <cmath>
#include <optional>
#include <type_traits>

namespace kibitz::cli {

// The value of `option` as a T in [low, high]; a usage error for `command` (naming the option,
// the range and the text given) and nullopt otherwise.
template <typename T>
std::optional<T> readNumber(const QString& command, const QCommandLineParser& parser,
                            const QCommandLineOption& option, T low, T high, const char* what) {
    bool ok = false;
    const QString text = parser.value(option);
    const double x = text.toDouble(&ok);
    if (ok && std::is_integral_v<T> && x != std::floor(x)) ok = false;
    if (!ok || !(x >= double(low) && x <= double(high))) {
        usageError(command, QStringLiteral("--%1 must be %2 from %3 to %4, not '%5'")
                                .arg(option.names().constFirst(), QLatin1String(what),
                                     QString::number(low), QString::number(high), text));
        return std::nullopt;
    }
    return T(x);
}

} // namespace kibitz::cli
