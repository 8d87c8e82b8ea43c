#!/usr/bin/env python3
"""Builds the match opening book tools/benchmarks/openings-10ply.pgn.

The first 10 plies of the 5,198 tournament games of The Week in Chess in ../shared/data/pgn/twic,
cut by pgn-extract; lines that masters chose at least twice (so none is a blunder nobody repeats),
100 of them picked with a fixed seed. Each is played twice in a match, colours swapped.

    tools/benchmarks/make_openings.py [--count 100] [--plies 10] [-o FILE]
"""

import argparse
import collections
import pathlib
import random
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
TWIC = ROOT.parent / "shared" / "data" / "pgn" / "twic"
PGN_EXTRACT = "/usr/games/pgn-extract"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--plies", type=int, default=10)
    parser.add_argument("-o", "--output", default=str(ROOT / "tools" / "benchmarks" / "openings-10ply.pgn"))
    args = parser.parse_args()
    sources = sorted(TWIC.glob("*.pgn"))
    if not sources:
        sys.exit(f"make_openings: no PGN files in {TWIC}")
    with tempfile.TemporaryDirectory() as tmp:
        cut = pathlib.Path(tmp) / "cut.pgn"
        subprocess.run([PGN_EXTRACT, "--quiet", "--plylimit", str(args.plies), "--nocomments", "--novars",
                        "--nonags", "--notags", "-o", str(cut)] + [str(s) for s in sources], check=True)
        lines = [" ".join(l.split()[:-1]) for l in cut.read_text().split("\n\n") if l.strip().startswith("1.")]
    counts = collections.Counter(l for l in lines if len(l.split()) >= args.plies + (args.plies + 1) // 2)
    popular = sorted(l for l, n in counts.items() if n >= 2)
    random.Random(20261122).shuffle(popular)
    chosen = popular[: args.count]
    if len(chosen) < args.count:
        sys.exit(f"make_openings: only {len(chosen)} lines were played twice")
    with open(args.output, "w") as out:
        for k, line in enumerate(chosen, 1):
            out.write(f'[Event "Kibitz match openings"]\n[Round "{k}"]\n[Result "*"]\n\n{line} *\n\n')
    print(f"make_openings: {len(chosen)} of {len(popular)} lines played at least twice -> {args.output}")


if __name__ == "__main__":
    main()
