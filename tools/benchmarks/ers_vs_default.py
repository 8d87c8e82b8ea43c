#!/usr/bin/env python3
"""Compares the ERS* depth model of the built-in engine with the default (one ply a move).

Runs `kibitz-cli solve` on the Bratko-Kopec (24 positions) and Win At Chess (300 positions)
suites in both depth models, with the same node budget per position and one thread, so every
figure but the time is deterministic: the same on every machine and every run. Prints per suite and model how
many positions were solved within the budget, and the sum and median of the nodes to solution
over the positions that both models solve (the only fair comparison of speed to a solution).
The two models run side by side, one process each; a full run takes about two minutes on two
cores at the default budget.

Usage: tools/benchmarks/ers_vs_default.py [--nodes 1000000] [--wac-nodes N] [--hash 16]
                                          [--kibitz build/bin/kibitz-cli]
"""

import argparse
import os
import statistics
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import harness

MODELS = ["plies", "ers"]
MODEL_NAMES = {"plies": "plies", "ers": "ERS*"}


def run_solve(kibitz, suite, model, nodes, hash_mb):
    """Runs one suite in one model; returns ({id: (solved, nodes or None, move)}, seconds)."""
    command = [kibitz, "solve", str(suite), "--nodes", str(nodes), "--depth-model", model,
               "--hash", str(hash_mb)]
    seconds, process = harness.timed_run(command)
    if process.returncode != 0:
        sys.exit(f"{' '.join(command)} failed with exit code {process.returncode}:\n"
                 f"{process.stderr}")
    results = {}
    for line in process.stdout.splitlines():
        if line.startswith("solved ") or line.startswith("nodes to solution:"):
            continue
        # The id may hold spaces: the last three columns are solved, nodes and the move.
        ident, solved, count, move = line.rsplit(None, 3)
        results[ident.strip()] = (solved == "yes", int(count) if count != "-" else None, move)
    return results, seconds


def median_text(values):
    return f"{statistics.median(values):.0f}" if values else "-"


def main():
    root = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=1_000_000,
                        help="node budget per position (default 1000000)")
    parser.add_argument("--wac-nodes", type=int,
                        help="node budget per WAC position (default: --nodes)")
    parser.add_argument("--hash", type=int, default=16, help="table size in MB (default 16)")
    parser.add_argument("--kibitz", default=str(root / "build/bin/kibitz-cli"))
    args = parser.parse_args()
    if not os.access(args.kibitz, os.X_OK):
        sys.exit(f"{args.kibitz} not found: build Kibitz first (or pass --kibitz)")

    epd = root.parent / "shared/data/epd"
    suites = [("Bratko-Kopec", epd / "bratko-kopec.epd", args.nodes),
              ("WAC", epd / "suites/wacnew.epd", args.wac_nodes or args.nodes)]
    print(f"ERS* vs plies: kibitz-cli solve, one thread, {args.hash} MB table cleared per "
          f"position; {os.cpu_count()} cores, the two models side by side")

    rows = []
    with ThreadPoolExecutor(max_workers=len(MODELS)) as pool:
        for name, path, nodes in suites:
            futures = {model: pool.submit(run_solve, args.kibitz, path, model, nodes, args.hash)
                       for model in MODELS}
            results = {model: future.result() for model, future in futures.items()}
            rows.append((name, nodes, results))
            print(f"  {name}: done", flush=True)

    print()
    print(f"{'suite':<13} {'budget':>9} {'model':<6} {'solved':>8} {'both':>5} {'sum nodes':>11}"
          f" {'median':>8} {'only here':>9} {'time s':>7}")
    for name, nodes, results in rows:
        ids = list(results["plies"][0])
        solved = {m: {i for i, r in results[m][0].items() if r[0]} for m in MODELS}
        both = solved["plies"] & solved["ers"]
        for model in MODELS:
            table, seconds = results[model]
            counts = [table[i][1] for i in both]
            other = solved["ers" if model == "plies" else "plies"]
            print(f"{name:<13} {nodes:>9} {MODEL_NAMES[model]:<6}"
                  f" {len(solved[model]):>4}/{len(ids):<3} {len(both):>5} {sum(counts):>11}"
                  f" {median_text(counts):>8} {len(solved[model] - other):>9} {seconds:>7.1f}")
        for model in MODELS:
            other = solved["ers" if model == "plies" else "plies"]
            only = [i for i in ids if i in solved[model] - other]
            if only:
                print(f"  solved by {MODEL_NAMES[model]} only: {' '.join(only)}")
    print()
    print("both: positions both models solve; sum nodes and median: nodes to solution over them")


if __name__ == "__main__":
    main()
