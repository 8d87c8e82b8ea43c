#pragma once

// Reading numeric option values, shared by the subcommands, and a command's number options written
// once as a table (NumberOption): from one line come the declaration, the --help lines with the
// default (withOptionHelp puts them into the command's usage text) and the range check
// (readOptions, or setOption for a command that parses its arguments itself).

#include "commands.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

namespace kibitz::cli {

// The highest rating a strength option takes: merit 10, far beyond any player's.
constexpr int MaxElo = 10'000;

// `text` as a number in [low, high] (a whole one when `whole`), or nullopt.
inline std::optional<double> parseInRange(const QString& text, bool whole, double low,
                                          double high) {
    bool ok = false;
    const double x = text.toDouble(&ok);
    if (ok && whole && x != std::floor(x)) ok = false;
    if (ok && x >= low && x <= high) return x;
    return std::nullopt;
}

// How every command refuses the value `text` of option `name`: "--NAME must be WHAT from LOW to
// HIGH, not 'TEXT'".
inline QString rangeError(const QString& name, const char* what, const QString& lowText,
                          const QString& highText, const QString& text) {
    return QStringLiteral("--%1 must be %2 from %3 to %4, not '%5'")
        .arg(name, QLatin1String(what), lowText, highText, text);
}

// The value of `option` as a T in [low, high]; a usage error for `command` (naming the option,
// the range and the text given) and nullopt otherwise.
template <typename T>
std::optional<T> readNumber(const QString& command, const QCommandLineParser& parser,
                            const QCommandLineOption& option, T low, T high, const char* what) {
    const QString text = parser.value(option);
    const auto x = parseInRange(text, std::is_integral_v<T>, double(low), double(high));
    if (!x) {
        usageError(command, rangeError(option.names().constFirst(), what, QString::number(low),
                                       QString::number(high), text));
        return std::nullopt;
    }
    return T(*x);
}

// One number option of a command: its name (without --), value name and range, whether it is a
// whole number, its help, the field of the command's settings it fills, and the one-letter name
// it may also have ("d" for -d). The help is wrapped as --help shows it after the options' column,
// `{}` standing for the default, which is the field's value in the settings the command starts
// from.
template <typename Settings>
struct NumberOption {
    const char* name;
    const char* valueName;
    double low;
    double high;
    bool whole;
    const char* help;
    double (*get)(const Settings&);
    void (*set)(Settings&, double);
    const char* shortName = nullptr;
};

// A value as the options write it: whole numbers without an exponent, others as a person writes
// them ("1e-6", not QString::number's "1e-06").
inline QString optionNumber(double x, bool whole) {
    if (whole) return QString::number(qulonglong(x));
    QString text = QString::number(x);
    text.replace(QLatin1String("e-0"), QLatin1String("e-"));
    text.replace(QLatin1String("e+0"), QLatin1String("e+"));
    return text;
}

// The options of `table`, each with its default from `defaults`.
template <typename Settings>
QList<QCommandLineOption> declareOptions(std::span<const NumberOption<Settings>> table,
                                         const Settings& defaults) {
    QList<QCommandLineOption> options;
    for (const NumberOption<Settings>& o : table) {
        QStringList names{QString::fromLatin1(o.name)};
        if (o.shortName) names.prepend(QString::fromLatin1(o.shortName));
        options.append(QCommandLineOption(names, {}, QString::fromLatin1(o.valueName),
                                          optionNumber(o.get(defaults), o.whole)));
    }
    return options;
}

// The --help lines of option `name` of `table`: "  --small X" (or "  -d, --depth N"), its help
// from column `helpColumn` + 1 (on the next line when the option leaves no space before it), `{}`
// replaced by the default.
template <typename Settings>
std::string optionHelp(std::span<const NumberOption<Settings>> table, std::string_view name,
                       const Settings& defaults, std::size_t helpColumn = 23) {
    for (const NumberOption<Settings>& o : table) {
        if (name != o.name) continue;
        std::string out = o.shortName ? std::string("  -") + o.shortName + ", --" : "  --";
        out += std::string(o.name) + ' ' + o.valueName;
        out += out.size() < helpColumn ? std::string(helpColumn - out.size(), ' ')
                                       : '\n' + std::string(helpColumn, ' ');
        const std::string fallback = optionNumber(o.get(defaults), o.whole).toStdString();
        for (const char* c = o.help; *c; ++c) {
            if (c[0] == '{' && c[1] == '}') {
                out += fallback;
                ++c;
            } else {
                out += *c;
                if (*c == '\n') out += std::string(helpColumn, ' ');
            }
        }
        return out + '\n';
    }
    return {};
}

// `usage` with each line "{name}" of an option of `table` replaced by the option's --help lines
// (optionHelp), so that a usage text written out in full shows the rows where they belong.
template <typename Settings>
std::string withOptionHelp(std::string usage, std::span<const NumberOption<Settings>> table,
                           const Settings& defaults, std::size_t helpColumn) {
    for (const NumberOption<Settings>& o : table) {
        const std::string mark = std::string("{") + o.name + "}\n";
        if (const std::size_t at = usage.find(mark); at != std::string::npos)
            usage.replace(at, mark.size(), optionHelp(table, o.name, defaults, helpColumn));
    }
    return usage;
}

// The value `text` of option `o` into `settings`; when it is out of range, nothing is set and
// the message of the usage error is returned. For a command that reads its arguments itself.
template <typename Settings>
std::optional<QString> setOption(const NumberOption<Settings>& o, const QString& text,
                                 Settings& settings) {
    const auto x = parseInRange(text, o.whole, o.low, o.high);
    if (!x)
        return rangeError(QString::fromLatin1(o.name), o.whole ? "a whole number" : "a number",
                          optionNumber(o.low, o.whole), optionNumber(o.high, o.whole), text);
    o.set(settings, *x);
    return std::nullopt;
}

// Reads every option of `table` that is given into `settings`, a usage error for each value out of
// range (as readNumber words it); false when there was one.
template <typename Settings>
bool readOptions(const QString& command, const QCommandLineParser& parser,
                 std::span<const NumberOption<Settings>> table, Settings& settings) {
    bool ok = true;
    for (const NumberOption<Settings>& o : table) {
        const QString name = QString::fromLatin1(o.name);
        if (!parser.isSet(name)) continue;
        if (const auto error = setOption(o, parser.value(name), settings)) {
            usageError(command, *error);
            ok = false;
        }
    }
    return ok;
}

// --hash MB of bench and solve, over the `hashMegabytes` of their settings (DefaultHashMegabytes
// unless given; hashTable makes the table).
inline constexpr std::size_t DefaultHashMegabytes = 16;
template <typename Settings>
inline constexpr NumberOption<Settings> HashOption{
    "hash",
    "MB",
    1,
    double(search::TranspositionTable::MaxMegabytes),
    true,
    "transposition table size, cleared before each position (default {})",
    [](const Settings& s) { return double(s.hashMegabytes); },
    [](Settings& s, double x) { s.hashMegabytes = std::size_t(x); }};

} // namespace kibitz::cli
