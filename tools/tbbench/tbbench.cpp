// kibitz-tbbench [FOLDER [MAXPIECES]]: generates (or loads) the solver's tables into FOLDER
// (default: a fresh temporary folder), printing the time each took, then probes random legal
// positions of the loaded tables on one thread and prints the probes per second. Run it under
// `/usr/bin/time -v` for the peak memory.

#include "tablebase/solver.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <ctime>

using namespace kibitz;
using namespace kibitz::tablebase;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Random legal positions of four pieces: KQvKR, KRPvK, KPvKP, KBNvK and KNvKB in turn.
std::vector<chess::Position> samplePositions(int count) {
    const char* pieceSets[] = {"QR", "RP", "Pp", "BN", "Nb"};
    chess::Position position;
    std::vector<chess::Position> positions;
    std::uint64_t seed = 20;
    const auto next = [&seed] {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        return seed;
    };
    while (int(positions.size()) < count) {
        const char* set = pieceSets[positions.size() % 5];
        char board[64];
        std::fill(std::begin(board), std::end(board), '1');
        const char pieces[4] = {'K', 'k', set[0], set[1]};
        bool clash = false;
        for (const char piece : pieces) {
            const int s = int(next() % 64);
            clash = clash || board[s] != '1';
            board[s] = piece;
        }
        if (clash) continue;
        std::string fen;
        for (int rank = 7; rank >= 0; --rank) {
            fen.append(board + rank * 8, 8);
            if (rank) fen += '/';
        }
        fen += next() % 2 ? " w - - 0 1" : " b - - 0 1";
        if (position.setFen(fen)) positions.push_back(position.clone());
    }
    return positions;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTemporaryDir temporary;
    const QString folder = argc > 1 ? QString::fromLocal8Bit(argv[1]) : temporary.path();
    const int maxPieces = argc > 2 ? std::atoi(argv[2]) : 4;
    Solver solver(folder);
    const auto start = std::chrono::steady_clock::now();
    const auto result =
        solver.generateAll(maxPieces, [&start](int done, int total, const std::string& table) {
            std::printf("%6.1f s  %2d/%d  %s\n", secondsSince(start), done, total, table.c_str());
            std::fflush(stdout);
        });
    if (!result) {
        std::printf("error: %s\n", result.error().c_str());
        return 1;
    }
    std::printf("generation: %.1f s\n", secondsSince(start));

    const std::vector<chess::Position> positions = samplePositions(100000);
    long probes = 0;
    long wins = 0;
    // Processor time, not wall time: the machine may be busy with other work.
    const std::clock_t probeStart = std::clock();
    for (int round = 0; round < 50; ++round)
        for (const chess::Position& position : positions) {
            const auto probe = solver.probe(position);
            wins += probe && probe->wdl == Wdl::Win;
            ++probes;
        }
    const double seconds = double(std::clock() - probeStart) / CLOCKS_PER_SEC;
    std::printf("probes: %ld in %.2f s of processor time = %.0f per second (wins %ld)\n", probes,
                seconds, double(probes) / seconds, wins);
    return 0;
}
