#include "lookaheadoptions.h"

#include "commands.h"
#include "options.h"

#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <thread>

namespace kibitz::cli {

namespace {

QCommandLineOption valueOption(const char* name, const char* value, const QString& fallback = {}) {
    return QCommandLineOption(QString::fromLatin1(name), {}, QString::fromLatin1(value), fallback);
}

constexpr double MaxNodes = 1e12;

// The tree's sizes, alike in every command but for their defaults.
const NumberOption<analysis::LookaheadSettings> TreeNumbers[] = {
    {"nodes", "N", 1, MaxNodes, true, "nodes of the principal search of each position (default {})",
     [](const analysis::LookaheadSettings& s) { return double(s.rootNodes); },
     [](analysis::LookaheadSettings& s, double x) { s.rootNodes = std::uint64_t(x); }},
    {"leaf-nodes", "N", 1, MaxNodes, true, "nodes of each search that expands a leaf (default {})",
     [](const analysis::LookaheadSettings& s) { return double(s.leafNodes); },
     [](analysis::LookaheadSettings& s, double x) { s.leafNodes = std::uint64_t(x); }},
    {"expansions", "N", 0, 1'000'000, true, "leaves expanded per position at most (default {})",
     [](const analysis::LookaheadSettings& s) { return double(s.maxExpansions); },
     [](analysis::LookaheadSettings& s, double x) { s.maxExpansions = int(x); }},
};
const std::span<const NumberOption<analysis::LookaheadSettings>> Tree(TreeNumbers);

} // namespace

LookaheadOptions::LookaheadOptions(const char* budgetWhat,
                                   const analysis::LookaheadSettings& defaults)
    : budgetWhat_(budgetWhat)
    , defaults_(defaults)
    , budget_(valueOption("budget", "BITS", QString::number(defaults.budgetBits)))
    , threads_(valueOption("threads", "N"))
    , michieConstants_(QStringLiteral("michie-constants"))
    , selfPlay_(QStringLiteral("self-play-leaves"))
    , syzygy_(valueOption("syzygy", "PATH"))
    , noTableGeneration_(QStringLiteral("no-table-generation")) {}

QList<QCommandLineOption> LookaheadOptions::options() const {
    QList<QCommandLineOption> all{budget_};
    all.append(declareOptions(Tree, defaults_));
    all.append({threads_, michieConstants_, selfPlay_, syzygy_, noTableGeneration_});
    return all;
}

std::string LookaheadOptions::help(std::string_view name) const {
    return optionHelp(Tree, name, defaults_);
}

bool LookaheadOptions::readTreeSize(const QString& command, const QCommandLineParser& parser,
                                    analysis::LookaheadSettings& settings) const {
    const auto budget = readNumber<double>(command, parser, budget_, 0.0, 30.0, budgetWhat_);
    for (const auto& o : Tree) o.set(settings, o.get(defaults_));
    const bool sized = readOptions(command, parser, Tree, settings);
    if (!budget || !sized) return false;
    settings.budgetBits = *budget;
    settings.moves =
        parser.isSet(michieConstants_) ? analysis::MichieMoveModel : analysis::FittedMoveModel;
    settings.leaves =
        parser.isSet(selfPlay_) ? analysis::LeafModel::SelfPlay : analysis::LeafModel::Human;
    return true;
}

std::shared_ptr<tablebase::FirstUseTables>
LookaheadOptions::readTablebases(const QString& command, const QCommandLineParser& parser,
                                 analysis::LookaheadSettings& settings) const {
    auto solver = std::make_shared<tablebase::Solver>();
    std::shared_ptr<const tablebase::Syzygy> syzygy;
    if (parser.isSet(syzygy_)) {
        syzygy = tablebase::Syzygy::open(
            tablebase::splitSyzygyPath(parser.value(syzygy_).toStdString()));
        for (const std::string& problem : syzygy->problems())
            std::fprintf(stderr, "kibitz-cli %s: %s\n", qPrintable(command), problem.c_str());
        std::fprintf(stderr, "kibitz-cli %s: %s\n", qPrintable(command), syzygy->summary().c_str());
    }
    if (parser.isSet(noTableGeneration_)) {
        settings.tablebases =
            std::make_shared<const tablebase::Tablebases>(std::move(syzygy), std::move(solver));
        return nullptr;
    }
    auto firstUse = std::make_shared<tablebase::FirstUseTables>(
        std::move(syzygy), std::move(solver), &InterruptWatch::flag());
    // Until a game's own are made: the Syzygy tables alone (the note names them).
    settings.tablebases = firstUse->provide({}).tables;
    return firstUse;
}

std::optional<int> LookaheadOptions::readThreads(const QString& command,
                                                 const QCommandLineParser& parser) const {
    if (!parser.isSet(threads_)) return int(std::max(1u, std::thread::hardware_concurrency()));
    return readNumber<int>(command, parser, threads_, 1, 512, "a whole number");
}

} // namespace kibitz::cli
