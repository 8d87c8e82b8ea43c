#!/usr/bin/env python3
"""The Invisible Chess paper's Tables 1 and 2 with Kibitz's advisor players.

Table 1: the share of the decisive games won by each set of invisible pieces against each other
set, strategic advisors only (the paper: 500 decisive games a cell, GNU Chess as the strategic
advisor; here `kibitz-cli invisible match`, the built-in engine at --depth plies, --decisive
games a cell, colours alternated, the share of each colour averaged as the paper averages its two
runs). One match gives a cell and its mirror (B's share against A is 100 minus A's).

Table 2: a player with the hide (or seek) advisor at weights 0.5, 5 and 50 against the same set
with the strategic advisor only: Q vs Q and B vs B (1B, the queen's bishop).

Every match's printout is kept in --cache (a JSON file), so the script resumes where it stopped
and prints the tables from what is there with --report. Prints each cell as ours / the paper's.

Usage: tools/benchmarks/invisible_tables.py [--table 1|2|both] [--decisive 200] [--depth 3]
                                            [--cells 2B-none,1B-1R,...] [--cache FILE]
                                            [--threads 2] [--report]
"""

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SETS = ["1B", "1N", "1R", "1Q", "2B", "2N", "2R", "none"]
# The paper's Table 1: row set's win % against the column set.
PAPER1 = {
    "1B": [None, 61.0, 65.0, 35.0, 17.2, 41.5, 43.6, 89.8],
    "1N": [39.0, None, 53.4, 39.2, 13.2, 37.4, 27.6, 89.0],
    "1R": [35.0, 46.6, None, 38.2, 25.4, 34.4, 27.4, 93.0],
    "1Q": [65.0, 60.8, 61.8, None, 43.8, 41.4, 47.6, 93.0],
    "2B": [82.8, 86.8, 74.6, 56.2, None, 72.0, 57.6, 95.6],
    "2N": [58.5, 62.6, 65.6, 58.6, 28.0, None, 45.8, 96.2],
    "2R": [56.4, 72.4, 72.6, 52.4, 42.4, 54.2, None, 98.2],
    "none": [10.2, 11.0, 7.0, 7.0, 4.4, 3.8, 1.8, None],
}
# The paper's Table 2: the advisor's player's win % by weight.
PAPER2 = {
    ("hide", "1Q"): {0.5: 57.2, 5.0: 43.6, 50.0: 13.6},
    ("hide", "1B"): {0.5: 77.2, 5.0: 54.6, 50.0: 30.3},
    ("seek", "1Q"): {0.5: 47.2, 5.0: 45.0, 50.0: 47.6},
    ("seek", "1B"): {0.5: 51.0, 5.0: 71.6, 50.0: 67.0},
}


def run(args, key, extra):
    cache = json.loads(Path(args.cache).read_text()) if Path(args.cache).exists() else {}
    if key in cache:
        return cache[key]
    if args.report:
        return None
    command = [args.kibitz, "invisible", "match", "--decisive", str(args.decisive),
               "--depth", str(args.depth), "--threads", str(args.threads)] + extra
    print("running:", " ".join(command), flush=True)
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    print(out, flush=True)
    share = re.search(r"their mean \(the paper's figure\) ([\d.]+)%", out)
    interval = re.search(r"share of the decisive games: [\d.]+% \(95% interval ([\d.]+)-([\d.]+)%",
                         out)
    games = re.search(r": (\d+) games \((\d+) different\), (\d+) decisive", out)
    draws = re.search(r"draws (\d+)", out)
    result = {"share": float(share.group(1)), "low": float(interval.group(1)),
              "high": float(interval.group(2)), "games": int(games.group(1)),
              "different": int(games.group(2)), "decisive": int(games.group(3)),
              "draws": int(draws.group(1)), "output": out}
    cache = json.loads(Path(args.cache).read_text()) if Path(args.cache).exists() else {}
    cache[key] = result
    Path(args.cache).write_text(json.dumps(cache, indent=1))
    return result


def table1(args):
    pairs = [(a, b) for i, a in enumerate(SETS) for b in SETS[i + 1:]]
    if args.cells:
        wanted = [tuple(c.split("-")) for c in args.cells.split(",")]
        pairs = [p for p in pairs if p in wanted or p[::-1] in wanted]
    cells = {}
    for a, b in pairs:
        r = run(args, f"t1 {a} {b} d{args.depth}", ["--set", a, "--against", b])
        if r:
            cells[(a, b)] = r["share"]
            cells[(b, a)] = 100 - r["share"]
            print(f"{a} vs {b}: ours {r['share']:.1f}% (95% {r['low']:.1f}-{r['high']:.1f}), "
                  f"paper {PAPER1[a][SETS.index(b)]}%; {r['games']} games, {r['different']} "
                  f"different, {r['draws']} draws")
    print("\nTable 1, the row set's share of the decisive games against the column set: "
          "ours / the paper's")
    print("      " + "".join(f"{s:>13}" for s in SETS))
    for a in SETS:
        row = f"{a:>6}"
        for b in SETS:
            if a == b:
                row += f"{'X':>13}"
            elif (a, b) in cells:
                row += f"{cells[(a, b)]:>6.1f} / {PAPER1[a][SETS.index(b)]:<4}"
            else:
                row += f"{'- / ' + str(PAPER1[a][SETS.index(b)]):>13}"
        print(row)


def table2(args):
    print("\nTable 2, the share of the decisive games won by the player with the advisor "
          "(ours / the paper's)")
    for (advisor, piece), paper in PAPER2.items():
        line = f"{advisor:>5} {piece} vs {piece}:"
        for weight, theirs in paper.items():
            w = f"1,{weight},0" if advisor == "hide" else f"1,0,{weight}"
            r = run(args, f"t2 {advisor} {piece} {weight} d{args.depth}",
                    ["--set", piece, "--against", piece, "--weights", w])
            line += f"  W={weight}: " + (f"{r['share']:.1f} ({r['low']:.0f}-{r['high']:.0f})"
                                        if r else "-") + f" / {theirs}"
        print(line, flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--table", default="both", choices=["1", "2", "both"])
    parser.add_argument("--decisive", type=int, default=200)
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--cells", help="Table 1 pairs only, as 2B-none,1B-1R")
    parser.add_argument("--cache", default=str(ROOT / "build" / "invisible-tables.json"))
    parser.add_argument("--kibitz", default=str(ROOT / "build" / "bin" / "kibitz-cli"))
    parser.add_argument("--report", action="store_true", help="print what the cache holds")
    args = parser.parse_args()
    if not args.report and not Path(args.kibitz).is_file():
        sys.exit(f"invisible_tables.py: no {args.kibitz}: build first")
    if args.table in ("1", "both"):
        table1(args)
    if args.table in ("2", "both"):
        table2(args)


if __name__ == "__main__":
    main()
