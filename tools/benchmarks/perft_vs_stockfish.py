#!/usr/bin/env python3
"""Times `kibitz-cli perft` against Stockfish's `go perft` on the same positions.

Each run times whole processes (start-up included) from launch to exit, and runs the contestants
interleaved, in an order that rotates from run to run, so a slow moment of the machine does not
fall on one program only. It checks that all contestants count the same nodes, then prints the
median wall time of each and the ratio Kibitz / Stockfish (below 1.0: Kibitz is faster).

Contestants:
  kibitz        kibitz-cli perft, counting the legal moves of the last ply without making them
                (bulk counting, as Stockfish's perft does)
  kibitz-leaf   kibitz-cli perft --no-bulk, making and unmaking every leaf move
  stockfish     /usr/games/stockfish (Debian package), `position fen ...` then `go perft N`

Usage: tools/benchmarks/perft_vs_stockfish.py [--runs 5] [--quick] [--kibitz build/bin/kibitz-cli]
"""

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import uciengine

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
CASES = [("startpos", START, 6), ("startpos", START, 7), ("kiwipete", KIWIPETE, 5),
         ("kiwipete", KIWIPETE, 6)]
QUICK_CASES = [("startpos", START, 6), ("kiwipete", KIWIPETE, 5)]


def run_timed(command, stdin_text=None):
    """Runs a command; returns (wall seconds, peak resident memory in MiB, stdout)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    process.stdin.write(stdin_text or "")
    process.stdin.close()
    out = process.stdout.read()
    # Reap the child ourselves: wait4 also returns its own resource usage (peak memory).
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"{command[0]} failed with exit code {process.returncode}")
    return wall, usage.ru_maxrss / 1024, out


class Contestant:
    def __init__(self, name, command_for):
        self.name = name
        self.command_for = command_for  # (fen, depth) -> (argv, stdin text)

    def run(self, fen, depth):
        argv, stdin_text = self.command_for(fen, depth)
        wall, peak, out = run_timed(argv, stdin_text)
        return wall, peak, parse_nodes(out)


def parse_nodes(out):
    for line in out.splitlines():
        line = line.strip()
        if line.startswith("Nodes searched:"):
            return int(line.split(":")[1])
        if line.isdigit():
            return int(line)
    sys.exit(f"no node count in output:\n{out}")


def main():
    root = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each case (default 5)")
    parser.add_argument("--quick", action="store_true",
                        help="only startpos 6 and Kiwipete 5 (about a minute)")
    parser.add_argument("--kibitz", default=str(root / "build/bin/kibitz-cli"))
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    args = parser.parse_args()

    for program in (args.kibitz, args.stockfish):
        if not os.access(program, os.X_OK):
            sys.exit(f"{program} not found: run tools/setup.sh first")
    version = uciengine.banner(args.stockfish)

    contestants = [
        Contestant("kibitz", lambda fen, d: ([args.kibitz, "perft", "--fen", fen, "--depth",
                                              str(d)], None)),
        Contestant("kibitz-leaf", lambda fen, d: ([args.kibitz, "perft", "--fen", fen,
                                                   "--depth", str(d), "--no-bulk"], None)),
        # A whole process each run, as kibitz-cli's: UCI commands on its input, then quit.
        Contestant("stockfish", lambda fen, d: ([args.stockfish],
                                                f"{uciengine.position_command(fen=fen)}\n"
                                                f"go perft {d}\nquit\n")),
    ]
    cases = QUICK_CASES if args.quick else CASES
    print(f"perft: kibitz-cli vs {version}; {args.runs} interleaved runs per case; "
          f"{os.cpu_count()} cores")

    times = {(c[0], c[2], k.name): [] for c in cases for k in contestants}
    peaks = {k.name: 0.0 for k in contestants}
    for run in range(args.runs):
        for name, fen, depth in cases:
            order = contestants[run % 3:] + contestants[:run % 3]
            counts = {}
            for contestant in order:
                wall, peak, nodes = contestant.run(fen, depth)
                times[(name, depth, contestant.name)].append(wall)
                peaks[contestant.name] = max(peaks[contestant.name], peak)
                counts[contestant.name] = nodes
            if len(set(counts.values())) != 1:
                sys.exit(f"node counts differ on {name} depth {depth}: {counts}")
            print(f"  run {run + 1}/{args.runs} {name} depth {depth}: {nodes} nodes", flush=True)

    print()
    print(f"{'position':<10} {'depth':>5} {'kibitz':>9} {'kib-leaf':>9} {'stockfish':>9}"
          f" {'ratio':>7} {'leaf ratio':>10}")
    ratios, leaf_ratios = [], []
    for name, _, depth in cases:
        median = {k.name: statistics.median(times[(name, depth, k.name)]) for k in contestants}
        ratio = median["kibitz"] / median["stockfish"]
        leaf_ratio = median["kibitz-leaf"] / median["stockfish"]
        ratios.append(ratio)
        leaf_ratios.append(leaf_ratio)
        print(f"{name:<10} {depth:>5} {median['kibitz']:>8.3f}s {median['kibitz-leaf']:>8.3f}s"
              f" {median['stockfish']:>8.3f}s {ratio:>7.3f} {leaf_ratio:>10.3f}")
    geomean = statistics.geometric_mean(ratios)
    leaf_geomean = statistics.geometric_mean(leaf_ratios)
    print("\nratio of wall times, Kibitz / Stockfish (median per case, geometric mean over cases):")
    print(f"  bulk counting at the last ply:     {geomean:.3f}  (target <= 1.0)")
    print(f"  make and unmake every leaf move:   {leaf_geomean:.3f}")
    print("peak memory: " + ", ".join(f"{k} {v:.1f} MiB" for k, v in peaks.items()))


if __name__ == "__main__":
    main()
