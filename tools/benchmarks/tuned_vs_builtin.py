#!/usr/bin/env python3
"""A tuned evaluation against the built-in one, with `kibitz-cli match`.

Plays `kibitz-cli uci --eval-file WEIGHTS` against `kibitz-cli uci` (the built-in weights), each
opening twice with colours swapped, at a fixed number of nodes a move (--nodes, default 2000, the
Phoenix tuner's budget) or a clock (--tc), two games at a time.

The openings (--openings): `masters` (the default), the distinct 14-ply openings of the masters'
games that selfplay_games.py builds, taken from the end of its list (the self-play games take
theirs from the start), one pair of games each; or `balanced`, the 100 openings of
openings-10ply.pgn in turn. At a fixed node count both engines are deterministic, so an opening
played again gives the same game: with `balanced`, 1,000 games were 200 different games five
times over, and their interval (which counts every game) was too narrow by a factor of
sqrt(5). The script refuses more games than twice the openings at a fixed node count. Prints the match's W/D/L (from the tuned engine's side), the Elo difference
with its 95% interval from the games and from the opening pairs, and the LOS, and says whether
the tuned weights are stronger with 95% confidence (the interval's low end above 0).

Usage: tools/benchmarks/tuned_vs_builtin.py WEIGHTS [--games 1000] [--nodes 2000 | --tc 10+0.1]
                                            [--openings masters|balanced] [--concurrency 2]
                                            [--pgn FILE]
"""

import argparse
import re
import sys
import tempfile
from pathlib import Path

from harness import run_match
from selfplay_games import MASTERS, opening_games, write_games

ROOT = Path(__file__).resolve().parents[2]
OPENINGS = ROOT / "tools" / "benchmarks" / "openings-10ply.pgn"


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("weights")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--nodes", type=int, default=2000)
    parser.add_argument("--tc", help="a clock instead of --nodes, e.g. 10+0.1")
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--kibitz", default=str(ROOT / "build" / "bin" / "kibitz-cli"))
    parser.add_argument("--openings", choices=["masters", "balanced"], default="masters")
    parser.add_argument("--pgn", help="keep the games here")
    args = parser.parse_args()
    if not Path(args.weights).is_file():
        sys.exit(f"tuned_vs_builtin.py: no weights file {args.weights}")
    with tempfile.TemporaryDirectory() as work:
        book = OPENINGS
        count = 100
        if args.openings == "masters":
            book = Path(work) / "openings.pgn"
            games = opening_games(MASTERS)
            count = len(games)
            write_games(reversed(games), book)  # the self-play games start from the first ones
        if not args.tc and args.games > 2 * count:
            sys.exit(f"tuned_vs_builtin.py: {args.games} games at a fixed node count from "
                     f"{count} openings would repeat games")
        play(args, book)


def play(args, book):
    k = args.kibitz
    argv = [k, "match", "--engine", f"{k} uci --eval-file {args.weights}", "--name", "Tuned",
            "--option", "Hash=16", "--engine", f"{k} uci", "--name", "Built-in", "--option",
            "Hash=16", "--games", str(args.games), "--concurrency", str(args.concurrency),
            "--openings", str(book), "--event", "Kibitz: tuned against built-in weights"]
    argv += ["--tc", args.tc] if args.tc else ["--nodes", str(args.nodes)]
    if args.pgn:
        argv += ["--pgn", args.pgn]
    limit = args.tc or f"{args.nodes} nodes a move"
    print(f"== {args.weights} against the built-in weights: {args.games} games at {limit}",
          flush=True)
    _, elo, _, _ = run_match(argv, "the match")
    value = re.fullmatch(r"([+-][\d.]+) \+/- ([\d.]+)", elo.group(1))
    if not value:
        sys.exit(f"tuned_vs_builtin.py: the interval is unbounded ({elo.group(1)})")
    low = float(value.group(1)) - float(value.group(2))
    verdict = "yes" if low > 0 else "no"
    print(f"\nStronger than the built-in weights with 95% confidence: {verdict} "
          f"(Elo {elo.group(1)}, low end {low:+.1f}; LOS {elo.group(2)}%)")


if __name__ == "__main__":
    main()
