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
    if (arguments.size() > 1) {
        if (arguments.at(1) == QLatin1String("-h") || arguments.at(1) == QLatin1String("--help")) {
            std::fputs("Usage: kibitz-cli uci\n\nRuns the built-in engine as a UCI engine on "
                       "standard input and output.\nOptions: Hash, Clear Hash, MultiPV, "
                       "UCI_ShowWDL, DepthModel (Plies: one ply a move; ERS*: Godescu's\n"
                       "fractional ply, captures and checks cost less than a ply), SyzygyPath "
                       "(folders of Syzygy\ntables, ':' between them). The search probes them "
                       "and Kibitz's own endgame tables that\nthe cache holds (kibitz-cli tb "
                       "generate makes them).\n",
                       stdout);
            return Success;
        }
        return usageError(QStringLiteral("uci"),
                          QStringLiteral("unexpected argument '%1'").arg(arguments.at(1)));
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
    std::string line;
    while (std::getline(std::cin, line))
        if (!server.handle(line)) return Success;
    // End of input is a quit too.
    server.handle("quit");
    return Success;
}

} // namespace kibitz::cli
