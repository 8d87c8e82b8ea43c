#!/usr/bin/env python3
"""Search speed: `kibitz-cli bench` next to `stockfish bench 16 1 13 default depth classical`.

Both run a fixed set of positions to a fixed depth on one thread with a 16 MB table; Stockfish
15.1 (Debian) with its hand-crafted evaluation ("classical"), which is the kind Kibitz has.
The runs are interleaved, and the script prints each program's median nodes per second and the
ratio Kibitz / Stockfish. Nodes are not the same unit in two programs (Stockfish counts a node per
position made on the board, as Kibitz does, but prunes differently), so the ratio measures raw
speed, not strength.

Usage: tools/benchmarks/nps_vs_stockfish.py [--runs 3] [--kibitz build/bin/kibitz-cli]
"""

import argparse
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STOCKFISH = "/usr/games/stockfish"


def nps(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed with exit code {result.returncode}")
    text = result.stdout + result.stderr
    match = re.search(r"Nodes/second\s*:\s*(\d+)", text)
    nodes = re.search(r"Nodes searched\s*:\s*(\d+)", text)
    if not match or not nodes:
        sys.exit(f"no 'Nodes/second' in the output of {command[0]}")
    return int(match.group(1)), int(nodes.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--kibitz", default=str(ROOT / "build" / "bin" / "kibitz-cli"))
    args = parser.parse_args()
    contestants = {
        "kibitz": [args.kibitz, "bench"],
        "stockfish": [STOCKFISH, "bench", "16", "1", "13", "default", "depth", "classical"],
    }
    speeds = {name: [] for name in contestants}
    signatures = {name: set() for name in contestants}
    for run in range(args.runs):
        order = list(contestants) if run % 2 == 0 else list(reversed(contestants))
        for name in order:
            speed, nodes = nps(contestants[name])
            speeds[name].append(speed)
            signatures[name].add(nodes)
            print(f"run {run + 1}: {name:9} {speed:>10,} nodes/s ({nodes:,} nodes)", flush=True)
    for name, nodes in signatures.items():
        if len(nodes) != 1:
            sys.exit(f"{name}'s node count changed from run to run: {sorted(nodes)}")
    median = {name: statistics.median(values) for name, values in speeds.items()}
    print()
    for name in contestants:
        print(f"{name:9} median {median[name]:>10,.0f} nodes/s")
    print(f"ratio kibitz / stockfish: {median['kibitz'] / median['stockfish']:.2f}")


if __name__ == "__main__":
    main()
