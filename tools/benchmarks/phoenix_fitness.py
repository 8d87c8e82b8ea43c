#!/usr/bin/env python3
"""The fitness curve of a Phoenix tuner run (`kibitz-cli tune phoenix --dir DIR`).

Reads DIR/fitness.csv (one line per generation: the best, mean and worst points per game of the
round robin, the niches, the games and the seconds), prints a table of every Nth generation and
the totals (generations, games, wall time), and draws best, mean and worst per generation with
the number of niches below (matplotlib, Debian package python3-matplotlib, Agg backend) into
DIR/fitness.png, or --plot FILE; --plot '' draws nothing.

The mean of a round robin is always 0.5 (every game gives out one point), so the curve says how
far the best chromosome stands above the others of its generation, not whether the population as
a whole got stronger: that is the match against the built-in weights (tuned_vs_builtin.py).

Usage: tools/benchmarks/phoenix_fitness.py DIR [--every 10] [--plot FILE]
"""

import argparse
import csv
import sys
from pathlib import Path


def fail(message):
    sys.exit(f"phoenix_fitness.py: {message}")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dir")
    parser.add_argument("--every", type=int, default=10, help="print every Nth generation")
    parser.add_argument("--plot", help="the picture (default DIR/fitness.png; '' for none)")
    args = parser.parse_args()
    path = Path(args.dir) / "fitness.csv"
    try:
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
    except OSError as e:
        fail(f"cannot read {path}: {e.strerror}")
    if not rows:
        fail(f"{path} has no generation yet")
    gens = [int(r["generation"]) for r in rows]
    best = [float(r["best"]) for r in rows]
    mean = [float(r["mean"]) for r in rows]
    worst = [float(r["worst"]) for r in rows]
    niches = [int(r["niches"]) for r in rows]
    games = sum(int(r["games"]) for r in rows)
    seconds = sum(float(r["seconds"]) for r in rows)

    print(f"{'generation':>10} {'best':>6} {'mean':>6} {'worst':>6} {'niches':>6}")
    for k, r in enumerate(rows):
        if k % args.every == 0 or k == len(rows) - 1:
            print(f"{gens[k]:>10} {best[k]:>6.3f} {mean[k]:>6.3f} {worst[k]:>6.3f} {niches[k]:>6}")
    last = rows[-10:]
    print(f"\n{len(rows)} generations, {games:,} games, {seconds / 3600:.2f} hours of play; "
          f"the best of the last {len(last)} generations scored "
          f"{sum(float(r['best']) for r in last) / len(last):.3f} points a game on average")

    target = Path(args.dir) / "fitness.png" if args.plot is None else (Path(args.plot) if args.plot else None)
    if target is None:
        return
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        fail("matplotlib is missing: apt-get install python3-matplotlib (and run the script with "
             "Debian's /usr/bin/python3 if another python3 comes first on PATH), or pass --plot ''")
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 6), sharex=True,
                                      gridspec_kw={"height_ratios": [3, 1]})
    top.plot(gens, best, label="best", color="tab:green")
    top.plot(gens, mean, label="mean", color="tab:gray")
    top.plot(gens, worst, label="worst", color="tab:red")
    top.set_ylabel("points per game in the round robin")
    top.set_ylim(0, 1)
    top.legend(loc="upper right")
    top.set_title(f"Phoenix tuner: {len(rows)} generations, {games:,} games")
    bottom.step(gens, niches, where="mid", color="tab:blue")
    bottom.set_ylabel("niches")
    bottom.set_xlabel("generation")
    fig.tight_layout()
    fig.savefig(target, dpi=100)
    print(f"plot: {target}")


if __name__ == "__main__":
    main()
