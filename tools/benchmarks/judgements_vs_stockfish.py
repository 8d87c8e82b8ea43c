#!/usr/bin/env python3
"""What the facts behind Kibitz's symbols say about the moves Stockfish marks.

Joins the table of `kibitz-cli annotate --judgements FILE` (one row per main-line move: E[v] and
Michie's u before and after it, ...) with the reference of annotate_vs_stockfish.py (Stockfish's
score of every position, cached, and lichess's rule on it: ?? ? ?! or none) and prints, for each
reference class, the number of moves and the quartiles (10%, 25%, 50%, 75%, 90%) of
  - du: u after the move minus u before it (Michie's Δu, the mover's standpoint);
  - dE: E[v] after minus E[v] before (Kibitz's Δv of an estimated value).
Book moves are left out. A fact that tells the reference's classes apart has quartiles that move
with the class; one that does not, does not. The games must be those the table was made from:
by default the 20 TWIC games of annotate_vs_stockfish.py, or all the games of --pgn FILE.

Usage: tools/benchmarks/judgements_vs_stockfish.py JUDGEMENTS.tsv [--pgn FILE]
           [--reference-cache FILE] [--sf-nodes 1000000]
Example, from the repository root:
  build/bin/kibitz-cli annotate GAMES.pgn -o /tmp/out.pgn --judgements /tmp/j.tsv
  tools/benchmarks/judgements_vs_stockfish.py /tmp/j.tsv --pgn GAMES.pgn
(the reference is computed, and cached, when it is missing: 1M nodes take about a second a
position on one core).
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import annotate_vs_stockfish as bench  # noqa: E402
import harness  # noqa: E402

QUANTILES = (0.1, 0.25, 0.5, 0.75, 0.9)


def quantiles(values):
    ordered = sorted(values)
    if not ordered:
        return "-"
    return " ".join(f"{ordered[int(q * (len(ordered) - 1))]:+.3f}" for q in QUANTILES)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("judgements", help="the table of kibitz-cli annotate --judgements")
    parser.add_argument("--pgn", help="the games the table was made from (default: the 20 TWIC "
                                      "games of annotate_vs_stockfish.py)")
    parser.add_argument("--reference-cache", default=str(bench.DEFAULT_CACHE))
    parser.add_argument("--sf-nodes", type=int, default=bench.DEFAULT_SF_NODES)
    parser.add_argument("--stockfish", default=bench.STOCKFISH)
    parser.add_argument("--pgn-extract", default=bench.PGN_EXTRACT)
    args = parser.parse_args()
    args.refresh = False

    if args.pgn:
        source, games = bench.read_pgn(Path(args.pgn))
        games = [g for g in games if g.moves]
    else:
        source, games = bench.read_pgn(bench.DEFAULT_PGN)
        games = bench.choose_games(games, bench.DEFAULT_GAMES)
    cache = bench.load_cache(args.reference_cache)
    entries, _ = bench.compute_reference(args, games, source, cache)
    rows, _ = bench.move_rows(games, entries, None, None, args.sf_nodes)
    reference = {(r["game"], r["ply"]): r["reference"] for r in rows}

    by_class = {mark: [] for mark in bench.REFERENCE_CLASSES}
    for (game, ply), row in harness.read_judgements(args.judgements).items():
        if row["book"] != "1":
            by_class[reference[(game, ply)]].append(row)
    print(f"{args.judgements} against Stockfish at {args.sf_nodes:,} nodes (lichess's rule), "
          f"{len(games)} games; quantiles {', '.join(f'{q:.0%}' for q in QUANTILES)}:")
    for mark, group in by_class.items():
        du = [float(r["utility_after"]) - float(r["utility_before"]) for r in group]
        de = [float(r["expected_after"]) - float(r["expected_before"]) for r in group]
        print(f"  reference {mark:<4} {len(group):>5} moves   du {quantiles(du)}   "
              f"dE {quantiles(de)}")


if __name__ == "__main__":
    main()
