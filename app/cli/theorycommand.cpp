#include "commands.h"
#include "options.h"
#include "theory/michie.h"
#include "theory/minimax.h"
#include "theory/treejson.h"
#include "util/readfile.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace kibitz::cli {

namespace {

using namespace kibitz::theory;

constexpr const char* TheoryUsage =
    R"(Usage: kibitz-cli theory TREE.json --white-merit M --black-merit M [--r-min 0|1]
                         [--format table|json]

Evaluates an abstract game tree with Michie's model of fallible play: each side picks its moves
with probabilities that grow with their expected utility, the more sharply the stronger the
player and the nearer the end of the tree. The tree is JSON: {"root": ID, "nodes": [{"id": ID,
"to_move": "W" or "B", "terminal": BOOL, "value": -1, 0, 1 or null, "children": [ID, ...]},
...]}, and a leaf that is not terminal gives its estimate as "wdl": [w, d, l], with an optional
"depth": the plies of look-ahead behind the estimate (default 0).

Prints one line per node, in the file's order: its id, the side to move, the minimax value v
(marked ? when it rests on an estimate), the expected utility u, the outcome probabilities
P(win), P(draw) and P(loss) and the tension T (all from White's standpoint), the entropy of the
move choice H_move in bits, and the probability of each child. The json format adds the
normalised move entropy, the outcome entropy, the probability of reaching each node from the
root, and the product-rule back-up of Geanakoplos & Gray.

Options:
{white-merit}
{black-merit}
{r-min}
  --format FORMAT   table (the default) or json
  -h, --help        show this help

Exit status: 0 on success, 1 when the file cannot be read or is not a valid tree, 2 for a usage
error.
)";

constexpr double MaxMerit = 10.0;

// The number options of theory (NumberOption), over the settings of the evaluation, and the column
// of their help in TheoryUsage. Both merits must be given: they have no default.
const NumberOption<MichieSettings> TheoryNumbers[] = {
    {"white-merit", "M", 0, MaxMerit, false,
     "White's merit, rating / 1000: a number from 0 (random play) to 10",
     [](const MichieSettings& s) { return s.whiteMerit; },
     [](MichieSettings& s, double x) { s.whiteMerit = x; }},
    {"black-merit", "M", 0, MaxMerit, false, "Black's merit, likewise",
     [](const MichieSettings& s) { return s.blackMerit; },
     [](MichieSettings& s, double x) { s.blackMerit = x; }},
    {"r-min", "R", 0, 1, true,
     "a move into a node of height h counts as backed up max(R, h) plies: 0 (the\n"
     "default, Michie's formula as written) or 1 (his worked example)",
     [](const MichieSettings& s) { return double(s.rMin); },
     [](MichieSettings& s, double x) { s.rMin = int(x); }},
};
constexpr std::size_t TheoryHelpColumn = 20;

// "+0.1234", "-0.5000", and " 0.0000" for anything that rounds to zero (never "-0.0000").
std::string signedNumber(double x) {
    if (std::abs(x) < 0.00005) return " 0.0000";
    char text[32];
    std::snprintf(text, sizeof text, "%+.4f", x);
    return text;
}

std::string number(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4f", std::abs(x) < 0.00005 ? 0.0 : x);
    return text;
}

const char* sideName(Side side) {
    return side == Side::White ? "W" : "B";
}

std::string valueText(const MinimaxValue& v) {
    const std::string text = v.value > 0 ? "+1" : (v.value < 0 ? "-1" : "0");
    return v.exact ? text : text + "?";
}

void printTable(const Tree& tree, const MichieEvaluation& e, const std::vector<MinimaxValue>& v) {
    int width = 4;
    for (NodeIndex n = 0; n < tree.size(); ++n) width = std::max(width, int(tree.id(n).size()));
    std::printf("%-*s  move  v    u        P(win)  P(draw) P(loss) T       H_move  children\n",
                width, "node");
    for (NodeIndex n = 0; n < tree.size(); ++n) {
        const NodeAssessment& a = e.at(n);
        std::string children;
        const auto p = e.moveProbabilities(n);
        for (std::size_t j = 0; j < p.size(); ++j)
            children += (j ? "  " : "") + tree.id(tree.children(n)[j]) + " " + number(p[j]);
        std::printf("%-*s  %-4s  %-3s  %s  %s  %s  %s  %s  %s  %s\n", width, tree.id(n).c_str(),
                    sideName(tree.toMove(n)), valueText(v[n]).c_str(),
                    signedNumber(a.expectedUtility()).c_str(), number(a.outcome.win).c_str(),
                    number(a.outcome.draw).c_str(), number(a.outcome.loss).c_str(),
                    number(a.tension()).c_str(), number(a.moveEntropy).c_str(),
                    children.empty() ? "-" : children.c_str());
    }
}

const char* kindName(NodeKind kind) {
    switch (kind) {
    case NodeKind::Terminal: return "terminal";
    case NodeKind::Horizon: return "horizon";
    case NodeKind::Interior: break;
    }
    return "interior";
}

void printJson(const Tree& tree, const MichieEvaluation& e, const std::vector<MinimaxValue>& v) {
    const std::vector<ProductRuleValue> pi = productRuleValues(tree);
    QJsonArray nodes;
    for (NodeIndex n = 0; n < tree.size(); ++n) {
        const NodeAssessment& a = e.at(n);
        QJsonArray moves;
        const auto p = e.moveProbabilities(n);
        for (std::size_t j = 0; j < p.size(); ++j)
            moves.append(QJsonObject{
                {"child", QString::fromStdString(tree.id(tree.children(n)[j]))}, {"p", p[j]}});
        nodes.append(QJsonObject{
            {"id", QString::fromStdString(tree.id(n))},
            {"to_move", sideName(tree.toMove(n))},
            {"kind", kindName(tree.kind(n))},
            {"height", tree.height(n)},
            {"minimax", v[n].value},
            {"minimax_exact", v[n].exact},
            {"u", a.expectedUtility()},
            {"p_win", a.outcome.win},
            {"p_draw", a.outcome.draw},
            {"p_loss", a.outcome.loss},
            {"tension", a.tension()},
            {"h_move", a.moveEntropy},
            {"h_move_normalised", a.normalisedMoveEntropy},
            {"h_outcome", a.outcomeEntropy},
            {"path_probability", a.pathProbability},
            {"product_rule", QJsonObject{{"win", pi[n].win},
                                         {"non_loss", pi[n].nonLoss},
                                         {"value", pi[n].value()}}},
            {"moves", moves},
        });
    }
    const MichieSettings& s = e.settings();
    const QJsonObject document{
        {"settings", QJsonObject{{"white_merit", s.whiteMerit},
                                 {"black_merit", s.blackMerit},
                                 {"r_min", s.rMin}}},
        {"root", QString::fromStdString(tree.id(tree.root()))},
        {"nodes", nodes},
    };
    std::fputs(QJsonDocument(document).toJson(QJsonDocument::Indented).constData(), stdout);
}

} // namespace

int runTheory(const QStringList& arguments) {
    const QString command = QStringLiteral("theory");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const MichieSettings defaults;
    const std::span<const NumberOption<MichieSettings>> numbers(TheoryNumbers);
    const QCommandLineOption formatOption(QStringLiteral("format"), {}, QStringLiteral("FORMAT"),
                                          QStringLiteral("table"));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions(declareOptions(numbers, defaults));
    parser.addOptions({formatOption, helpOption});

    if (!parser.parse(arguments)) return usageError(command, parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(withOptionHelp(TheoryUsage, numbers, defaults, TheoryHelpColumn).c_str(),
                   stdout);
        return Success;
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) return usageError(command, QStringLiteral("no tree file to evaluate"));
    if (files.size() > 1)
        return usageError(command, QStringLiteral("unexpected argument '%1'").arg(files.at(1)));
    for (const char* merit : {"white-merit", "black-merit"})
        if (!parser.isSet(QLatin1String(merit)))
            return usageError(command,
                              QStringLiteral("--%1 is required").arg(QLatin1String(merit)));
    MichieSettings settings;
    if (!readOptions(command, parser, numbers, settings)) return UsageError;
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("table") && format != QLatin1String("json"))
        return usageError(command,
                          QStringLiteral("--format must be table or json, not '%1'").arg(format));

    const QString& path = files.constFirst();
    constexpr std::size_t MaxTreeBytes = std::size_t(256) << 20;
    const auto text =
        util::readWholeFile(QFile::encodeName(path).toStdString(), MaxTreeBytes, "a game tree");
    if (!text) {
        std::fprintf(stderr, "kibitz-cli theory: %s\n", text.error().c_str());
        return Failure;
    }
    const auto tree = readTreeJson(text.value());
    if (!tree) {
        const TreeJsonError& error = tree.error();
        if (error.line > 0)
            std::fprintf(stderr, "kibitz-cli theory: %s:%d:%d: %s\n", qPrintable(path), error.line,
                         error.column, error.message.c_str());
        else
            std::fprintf(stderr, "kibitz-cli theory: %s: %s\n", qPrintable(path),
                         error.message.c_str());
        return Failure;
    }

    const MichieEvaluation evaluation = evaluateMichie(*tree, settings);
    const std::vector<MinimaxValue> values = minimaxValues(*tree);
    if (format == QLatin1String("json"))
        printJson(*tree, evaluation, values);
    else
        printTable(*tree, evaluation, values);
    return Success;
}

} // namespace kibitz::cli
