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

} // namespace

LookaheadOptions::LookaheadOptions(const char* budgetWhat,
                                   const analysis::LookaheadSettings& defaults)
    : budgetWhat_(budgetWhat)
    , budget_(valueOption("budget", "BITS", QString::number(defaults.budgetBits)))
    , nodes_(valueOption("nodes", "N", QString::number(defaults.rootNodes)))
    , leafNodes_(valueOption("leaf-nodes", "N", QString::number(defaults.leafNodes)))
    , expansions_(valueOption("expansions", "N", QString::number(defaults.maxExpansions)))
    , threads_(valueOption("threads", "N"))
    , michieConstants_(QStringLiteral("michie-constants"))
    , selfPlay_(QStringLiteral("self-play-leaves"))
    , syzygy_(valueOption("syzygy", "PATH"))
    , noTableGeneration_(QStringLiteral("no-table-generation")) {}

bool LookaheadOptions::readTreeSize(const QString& command, const QCommandLineParser& parser,
                                    analysis::LookaheadSettings& settings) const {
    constexpr std::uint64_t MaxNodes = 1'000'000'000'000;
    const auto budget = readNumber<double>(command, parser, budget_, 0.0, 30.0, budgetWhat_);
    const auto nodes =
        readNumber<std::uint64_t>(command, parser, nodes_, 1, MaxNodes, "a whole number");
    const auto leafNodes =
        readNumber<std::uint64_t>(command, parser, leafNodes_, 1, MaxNodes, "a whole number");
    const auto expansions =
        readNumber<int>(command, parser, expansions_, 0, 1'000'000, "a whole number");
    if (!budget || !nodes || !leafNodes || !expansions) return false;
    settings.budgetBits = *budget;
    settings.rootNodes = *nodes;
    settings.leafNodes = *leafNodes;
    settings.maxExpansions = *expansions;
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
