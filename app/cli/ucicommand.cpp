#include "commands.h"
#include "search/uci.h"
#include "tablebase/solver.h"
#include "util/message.h"

#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <string>

namespace kibitz::cli {

int runUci(const QStringList& arguments) {
    QString evalFile;
    for (qsizetype k = 1; k < arguments.size(); ++k) {
        const QString& argument = arguments.at(k);
        if (argument == QLatin1String("-h") || argument == QLatin1String("--help")) {
            std::fputs(
                "Usage: kibitz-cli uci [--eval-file FILE]\n\nRuns the built-in engine as a UCI "
                "engine on standard input and output.\n  --eval-file FILE  evaluate with the "
                "weights of FILE (the option EvalFile's default;\n                    "
                "docs/tuning.md describes the file)\nOptions: Hash, Clear Hash, MultiPV, "
                "UCI_ShowWDL, DepthModel (Plies: one ply a move; ERS*: Godescu's\n"
                "fractional ply, captures and checks cost less than a ply), SyzygyPath "
                "(folders of Syzygy\ntables, ':' between them), EvalFile. The search probes the "
                "Syzygy tables and Kibitz's own\nendgame tables that the cache holds (kibitz-cli "
                "tb generate makes them).\n",
                stdout);
            return Success;
        }
        if (argument == QLatin1String("--eval-file") && k + 1 < arguments.size()) {
            evalFile = arguments.at(++k);
            continue;
        }
        return usageError(QStringLiteral("uci"),
                          argument == QLatin1String("--eval-file")
                              ? QStringLiteral("--eval-file needs a file")
                              : QStringLiteral("unexpected argument '%1'").arg(argument));
    }
    const std::string name = "Kibitz " + QCoreApplication::applicationVersion().toStdString();
    // Kibitz's own endgame tables answer for what the cache holds, as in analyse and annotate.
    search::UciServer server(
        name,
        [](const std::string& line) {
            // A NUL or a line break from the input that a reply quotes must not cut or split it.
            const std::string text = escapedText(line) + '\n';
            std::fwrite(text.data(), 1, text.size(), stdout);
            flushStandardOutput();
        },
        search::UciServer::HashRange{}, std::make_shared<const tablebase::Solver>());
    if (!evalFile.isEmpty()) {
        if (const auto loaded = server.loadEvalFile(evalFile.toStdString()); !loaded) {
            std::fprintf(stderr, "kibitz-cli uci: %s\n", escapedText(loaded.error()).c_str());
            return Failure;
        }
    }
    std::string line;
    while (std::getline(std::cin, line))
        if (!server.handle(line)) return Success;
    // End of input is a quit too.
    server.handle("quit");
    return Success;
}

} // namespace kibitz::cli
