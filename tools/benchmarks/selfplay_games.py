#!/usr/bin/env python3
"""Games of the built-in engine against itself, for `kibitz-cli tune games`.

Texel tuning on the masters' games fits the evaluation to how masters convert an edge, not to
how Kibitz's own search does. This script writes the other kind of data: the built-in engine
(`kibitz-cli uci`, the built-in weights or --eval-file) against itself at a fixed node count a
move, from distinct 14-ply openings of the masters' games.

The openings: every game of ../shared/data/pgn/masters/*.pgn cut to its first 14 plies
(pgn-extract --plylimit 14, tags and comments dropped), duplicates removed (pgn-extract -D),
and the few games mated within those plies left out. Each opening is played twice with colours
swapped (`kibitz-cli match` plays pairs); at a fixed node count the engine is deterministic, so
the two games of a pair are the same game, which `tune games` reads once.

Usage: tools/benchmarks/selfplay_games.py OUT.pgn [--games 10000] [--nodes 2000] [--skip 0]
                                          [--concurrency 1] [--eval-file WEIGHTS]

--skip N starts from the N+1st opening: a second run with --skip 5000 after one of 10,000 games
plays 5,000 further openings.

Then: build/bin/kibitz-cli tune games OUT.pgn --ridge 1e-7 --out WEIGHTS.txt, and
tools/benchmarks/tuned_vs_builtin.py WEIGHTS.txt (docs/tuning.md).
"""

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MASTERS = ROOT.parent / "shared" / "data" / "pgn" / "masters"
PGN_EXTRACT = "/usr/games/pgn-extract"
OPENING_PLIES = 14


def opening_games(folder):
    """The distinct OPENING_PLIES-ply openings of folder's games, as PGN texts, in file order."""
    sources = sorted(str(p) for p in folder.glob("*.pgn"))
    if not sources:
        sys.exit(f"selfplay_games.py: no PGN files in {folder}")
    with tempfile.TemporaryDirectory() as work:
        cut, distinct = Path(work) / "cut.pgn", Path(work) / "distinct.pgn"
        subprocess.run([PGN_EXTRACT, "-s", "-C", "-N", "-V", "--plylimit", str(OPENING_PLIES),
                        f"-o{cut}"] + sources, check=True, stderr=subprocess.DEVNULL)
        subprocess.run([PGN_EXTRACT, "-s", "-D", f"-o{distinct}", str(cut)], check=True,
                       stderr=subprocess.DEVNULL)
        games = re.split(r"\n(?=\[Event )", distinct.read_text(encoding="latin-1"))
    # A game mated within the opening leaves nothing to play.
    return [g for g in games if "#" not in g.split("\n\n", 1)[-1]]


def write_games(games, out):
    out.write_text("\n".join(g.rstrip("\n") + "\n" for g in games), encoding="latin-1")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="the games, PGN (appended to)")
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--nodes", type=int, default=2000)
    parser.add_argument("--skip", type=int, default=0, help="openings to leave out first")
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--eval-file", help="the weights both sides play with")
    parser.add_argument("--masters", type=Path, default=MASTERS)
    parser.add_argument("--kibitz", default=str(ROOT / "build" / "bin" / "kibitz-cli"))
    args = parser.parse_args()
    if not Path(args.kibitz).is_file():
        sys.exit(f"selfplay_games.py: no {args.kibitz}: build first")
    if not Path(PGN_EXTRACT).is_file():
        sys.exit(f"selfplay_games.py: no {PGN_EXTRACT}: apt-get install pgn-extract")
    engine = f"{args.kibitz} uci" + (f" --eval-file {args.eval_file}" if args.eval_file else "")
    with tempfile.TemporaryDirectory() as work:
        book = Path(work) / "openings.pgn"
        games = opening_games(args.masters)[args.skip:]
        write_games(games, book)
        count = len(games)
        print(f"{count} distinct {OPENING_PLIES}-ply openings after the first {args.skip}; "
              f"{args.games} games at "
              f"{args.nodes} nodes a move", flush=True)
        if args.games > 2 * count:
            sys.exit(f"selfplay_games.py: {args.games} games need {args.games // 2} openings")
        command = [args.kibitz, "match", "--engine", engine, "--name", "A", "--engine", engine,
                   "--name", "B", "--games", str(args.games), "--nodes", str(args.nodes),
                   "--concurrency", str(args.concurrency), "--openings", str(book), "--pgn",
                   args.out, "--event", f"Kibitz self-play {args.nodes} nodes"]
        sys.exit(subprocess.run(command).returncode)


if __name__ == "__main__":
    main()
