#!/usr/bin/env python3
"""Playing strength of the built-in engine, measured with `kibitz-cli match`.

The target: at least 50% against Stockfish 15.1 (Debian) limited to UCI_Elo 2000, over at least
200 games at 10+0.1. Then a ladder against two other UCI engines from Debian's archive, GNU Chess
6.2.7 and Glaurung 2.2, each limited to one thread and without its own opening book. Every match
plays the 100 openings of openings-10ply.pgn twice, colours swapped, two games at a time.

Prints each match's progress as it goes, then a table of W/D/L, score, the Elo difference with
its 95% interval (from games and from opening pairs) and LOS. The games are saved as PGN.

Usage: tools/benchmarks/strength.py [--games 200] [--ladder-games 100] [--tc 10+0.1]
                                    [--concurrency 2] [--only NAME] [--out build/strength]
                                    [--sf-elo 2000,2400] [--eval-file WEIGHTS]

--sf-elo plays Stockfish at each of these levels (--games each); --eval-file has Kibitz play with
a tuned evaluation (tools/benchmarks/tuned_vs_builtin.py, docs/tuning.md).
"""

import argparse
import os
from pathlib import Path

from harness import run_match

ROOT = Path(__file__).resolve().parents[2]
OPENINGS = ROOT / "tools" / "benchmarks" / "openings-10ply.pgn"

OPPONENTS = [
    ("sf2000", "Stockfish 15.1 UCI_Elo 2000", "/usr/games/stockfish",
     ["UCI_LimitStrength=true", "UCI_Elo=2000", "Threads=1", "Hash=16"]),
    ("gnuchess", "GNU Chess 6.2.7", "/usr/games/gnuchess --uci", ["OwnBook=false", "Hash=16"]),
    ("glaurung", "Glaurung 2.2", "/usr/games/glaurung", ["OwnBook=false", "Threads=1", "Hash=16"]),
]


def play(kibitz, opponent, games, args, out_dir):
    key, name, command, options = opponent
    pgn = out_dir / f"{key}.pgn"
    if pgn.exists():
        pgn.unlink()
    engine = f"{kibitz} uci" + (f" --eval-file {args.eval_file}" if args.eval_file else "")
    argv = [kibitz, "match", "--engine", engine, "--name", "Kibitz", "--option", "Hash=16",
            "--engine", command, "--name", name]
    for option in options:
        argv += ["--option", option]
    argv += ["--games", str(games), "--tc", args.tc, "--concurrency", str(args.concurrency),
             "--openings", str(OPENINGS), "--pgn", str(pgn), "--event", f"Kibitz strength: {name}"]
    print(f"\n== Kibitz vs {name}: {games} games at {args.tc}, {args.concurrency} at a time", flush=True)
    wdl, elo, pairs, ends = run_match(argv, f"the match against {name}")
    return {
        "name": name, "w": int(wdl.group(1)), "d": int(wdl.group(2)), "l": int(wdl.group(3)),
        "score": float(wdl.group(4)), "elo": elo.group(1), "los": float(elo.group(2)),
        "pair_elo": pairs.group(1) if pairs else "-", "ends": ends.group(1) if ends else "",
        "pgn": pgn,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games against Stockfish at UCI_Elo 2000")
    parser.add_argument("--ladder-games", type=int, default=100, help="games against each other engine")
    parser.add_argument("--tc", default="10+0.1")
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--only", help="play only this opponent (sf2000, gnuchess, glaurung, or "
                        "sfNNNN for another --sf-elo)")
    parser.add_argument("--sf-elo", default="2000",
                        help="Stockfish's UCI_Elo levels, comma-separated (default 2000)")
    parser.add_argument("--eval-file", help="Kibitz plays with these weights (kibitz-cli uci "
                        "--eval-file; docs/tuning.md)")
    parser.add_argument("--kibitz", default=str(ROOT / "build" / "bin" / "kibitz-cli"))
    parser.add_argument("--out", default=str(ROOT / "build" / "strength"))
    args = parser.parse_args()
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    os.environ["PATH"] += os.pathsep + "/usr/games"

    stockfish = OPPONENTS[0]
    opponents = [(f"sf{elo}", f"Stockfish 15.1 UCI_Elo {elo}", stockfish[2],
                  [o if not o.startswith("UCI_Elo=") else f"UCI_Elo={elo}" for o in stockfish[3]])
                 for elo in args.sf_elo.split(",")] + OPPONENTS[1:]
    results = []
    for opponent in opponents:
        if args.only and opponent[0] != args.only:
            continue
        games = args.games if opponent[0].startswith("sf") else args.ladder_games
        results.append(play(args.kibitz, opponent, games, args, out_dir))

    print("\nKibitz against (Elo difference: Kibitz minus the opponent, 95% interval)")
    print(f"{'opponent':30} {'games':>5} {'W':>4} {'D':>4} {'L':>4} {'score':>7} "
          f"{'Elo (games)':>18} {'Elo (pairs)':>18} {'LOS':>6}")
    for r in results:
        games = r["w"] + r["d"] + r["l"]
        print(f"{r['name']:30} {games:>5} {r['w']:>4} {r['d']:>4} {r['l']:>4} {r['score']:>6.1f}% "
              f"{r['elo']:>18} {r['pair_elo']:>18} {r['los']:>5.1f}%")
    for r in results:
        print(f"  {r['name']}: {r['ends']}; games in {r['pgn']}")
    target = next((r for r in results if r["name"] == "Stockfish 15.1 UCI_Elo 2000"), None)
    if target:
        verdict = "met" if target["score"] >= 50.0 else "NOT met"
        print(f"\nTarget (at least 50% against Stockfish UCI_Elo 2000): {verdict} "
              f"({target['score']:.1f}%)")


if __name__ == "__main__":
    main()
