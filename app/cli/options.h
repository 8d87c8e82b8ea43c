#pragma once

// Reading numeric option values, shared by the subcommands, and a command's number options written
// once as a table (NumberOption): from one line come the declaration, the --help lines with the
// default and the range check.

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

// `text` as a number in [low, high] (a whole one when `whole`); otherwise a usage error for
// `command` naming option `name`, what it must be, the range (as `lowText`, `highText`) and the
// text given, and nullopt.
inline std::optional<double> numberInRange(const QString& command, const QString& name,
                                           const QString& text, bool whole, double low, double high,
                                           const char* what, const QString& lowText,
                                           const QString& highText) {
    bool ok = false;
    const double x = text.toDouble(&ok);
    if (ok && whole && x != std::floor(x)) ok = false;
    if (ok && x >= low && x <= high) return x;
    usageError(command, QStringLiteral("--%1 must be %2 from %3 to %4, not '%5'")
                            .arg(name, QLatin1String(what), lowText, highText, text));
    return std::nullopt;
}

// The value of `option` as a T in [low, high]; a usage error for `command` (naming the option,
// the range and the text given) and nullopt otherwise.
template <typename T>
std::optional<T> readNumber(const QString& command, const QCommandLineParser& parser,
                            const QCommandLineOption& option, T low, T high, const char* what) {
    const auto x = numberInRange(command, option.names().constFirst(), parser.value(option),
                                 std::is_integral_v<T>, double(low), double(high), what,
                                 QString::number(low), QString::number(high));
    if (!x) return std::nullopt;
    return T(*x);
}

// One number option of a command: its name (without --), value name and range, whether it is a
// whole number, its help, and the field of the command's settings it fills. The help is wrapped as
// --help shows it after the options' column, `{}` standing for the default, which is the field's
// value in the settings the command starts from.
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
};

// A value as the options write it: whole numbers without an exponent.
inline QString optionNumber(double x, bool whole) {
    return whole ? QString::number(qulonglong(x)) : QString::number(x);
}

// The options of `table`, each with its default from `defaults`.
template <typename Settings>
QList<QCommandLineOption> declareOptions(std::span<const NumberOption<Settings>> table,
                                         const Settings& defaults) {
    QList<QCommandLineOption> options;
    for (const NumberOption<Settings>& o : table)
        options.append(QCommandLineOption(QString::fromLatin1(o.name), {},
                                          QString::fromLatin1(o.valueName),
                                          optionNumber(o.get(defaults), o.whole)));
    return options;
}

// The --help lines of option `name` of `table`: "  --small X", its help from column
// `helpColumn` + 1 (on the next line when the option is wider), `{}` replaced by the default.
template <typename Settings>
std::string optionHelp(std::span<const NumberOption<Settings>> table, std::string_view name,
                       const Settings& defaults, std::size_t helpColumn = 23) {
    for (const NumberOption<Settings>& o : table) {
        if (name != o.name) continue;
        std::string out = std::string("  --") + o.name + ' ' + o.valueName;
        out += out.size() < helpColumn - 1 ? std::string(helpColumn - out.size(), ' ')
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

// Reads every option of `table` that is given into `settings`, a usage error for each value out of
// range (as readNumber words it); false when there was one.
template <typename Settings>
bool readOptions(const QString& command, const QCommandLineParser& parser,
                 std::span<const NumberOption<Settings>> table, Settings& settings) {
    bool ok = true;
    for (const NumberOption<Settings>& o : table) {
        const QString name = QString::fromLatin1(o.name);
        if (!parser.isSet(name)) continue;
        const auto x = numberInRange(command, name, parser.value(name), o.whole, o.low, o.high,
                                     o.whole ? "a whole number" : "a number",
                                     optionNumber(o.low, o.whole), optionNumber(o.high, o.whole));
        if (x)
            o.set(settings, *x);
        else
            ok = false;
    }
    return ok;
}

} // namespace kibitz::cli
