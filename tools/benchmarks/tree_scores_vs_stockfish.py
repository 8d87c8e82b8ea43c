#!/usr/bin/env python3
"""Should the look-ahead tree's move scores come from Stockfish too?

The look-ahead tree of every position starts with a principal search that scores *every* legal
move (the built-in engine's all-root-moves mode, 400,000 nodes by default); Michie's back-up, the
move model and so Δu, `!` and `?!` rest on those scores. The value of the position (v, Δv, `??`,
`?`) already comes from Stockfish. This script measures, on the same positions and in one run,
what the root scores would gain and cost if Stockfish gave them instead (MultiPV over all legal
moves, one thread, Hash 64, a node limit):

- time per position: `kibitz-cli analyse --pgn GAME --expansions 0 --threads 1` (the principal
  search alone, whole process, divided by the positions) against Stockfish's MultiPV-all search
  at each --sf-nodes;
- the best move against the reference's (annotate_vs_stockfish.py's cache: Stockfish at
  --reference-nodes, one line): how often each agrees with it;
- the reference's best move's rank among the root moves of each (1 = best), its mean;
- the agreement of the two orders: the mean over positions of Spearman's rank correlation of
  the built-in scores with those of Stockfish at its largest --sf-nodes.

Games: the set masters-2600 of annotate_vs_stockfish.py (--pgn), every --every-th position from ply
--from, at most --positions positions. Stockfish's lines are cached in
tools/benchmarks/data/tree_scores_multipv.json (--cache). Needs the reference cache of those games
at --reference-nodes (run annotate_vs_stockfish.py --pgn FILE --reference-only first).
"""

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import annotate_vs_stockfish as avs  # noqa: E402  (the PGN reader, the cache, the engine)
import harness  # noqa: E402
import uciengine  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_PGN = "masters-2600"
DEFAULT_CACHE = ROOT / "tools/benchmarks/data/tree_scores_multipv.json"


def score_cp(score):
    """A UCI or analyse score as a number (mates far above any cp)."""
    if isinstance(score, dict):
        if "cp" in score:
            return score["cp"]
        if "mate" in score:
            return 100000 - abs(score["mate"]) if score["mate"] > 0 else -100000 + abs(score["mate"])
        if "tb" in score:
            return 50000 * score["tb"]
    kind, value = score
    if kind == "cp":
        return value
    return 100000 - abs(value) if value > 0 else -100000 + abs(value)


def builtin_scores(kibitz, pgn_path, game_number, nodes):
    """(seconds, [position dicts of analyse --format json]) for one game's main line."""
    command = [kibitz, "analyse", "--pgn", str(pgn_path), "--game", str(game_number),
               "--expansions", "0", "--nodes", str(nodes), "--threads", "1", "--format", "json"]
    seconds, process = harness.timed_run(command)
    if process.returncode != 0:
        sys.exit(f"{' '.join(command)} failed: {process.stderr[-2000:]}")
    return seconds, json.loads(process.stdout)["positions"]


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pgn", default=DEFAULT_PGN)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--from", dest="first", type=int, default=10,
                        help="the first ply looked at (default 10: after most book moves)")
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--builtin-nodes", type=int, default=400_000)
    parser.add_argument("--sf-nodes", default="100000,400000",
                        help="Stockfish's nodes per MultiPV-all search, comma-separated")
    parser.add_argument("--reference-nodes", type=int, default=avs.DEFAULT_SF_NODES)
    parser.add_argument("--reference-cache", default=str(avs.DEFAULT_CACHE))
    parser.add_argument("--cache", default=str(DEFAULT_CACHE))
    parser.add_argument("--kibitz", default=str(ROOT / "build/bin/kibitz-cli"))
    parser.add_argument("--stockfish", default=avs.STOCKFISH)
    args = parser.parse_args()
    sf_nodes = [int(n) for n in args.sf_nodes.split(",")]
    if not os.access(args.kibitz, os.X_OK):
        sys.exit(f"{args.kibitz} not found: build Kibitz first")

    pgn_path = avs.games_file(args.pgn)
    source, games = avs.read_pgn(pgn_path)
    reference = avs.load_cache(args.reference_cache)["games"]
    cache = json.loads(Path(args.cache).read_text()) if Path(args.cache).is_file() else {}

    # The positions: (game index, ply), ply = half-moves played.
    chosen = []
    for g, game in enumerate(games):
        entry = reference.get(f"{avs.cache_key(game)}/{args.reference_nodes}")
        if entry is None:
            sys.exit(f"no reference at {args.reference_nodes} nodes for game {g + 1} of "
                     f"{args.pgn}: run annotate_vs_stockfish.py --pgn {args.pgn} --sf-nodes "
                     f"{args.reference_nodes} --reference-only")
        for ply in range(args.first, len(game.moves), args.every):
            chosen.append((g, ply))
    chosen = chosen[:args.positions]
    needed_games = sorted({g for g, _ in chosen})
    print(f"{len(chosen)} positions of {len(needed_games)} games of {args.pgn} (every "
          f"{args.every}th ply from ply {args.first}); reference: Stockfish at "
          f"{args.reference_nodes:,} nodes, its best move", flush=True)

    # The built-in principal search, whole games (the positions in between are timed too).
    builtin, builtin_seconds, builtin_positions = {}, 0.0, 0
    for g in needed_games:
        seconds, positions = builtin_scores(args.kibitz, pgn_path, g + 1, args.builtin_nodes)
        builtin_seconds += seconds
        builtin_positions += len(positions)
        for ply, position in enumerate(positions):
            builtin[(g, ply)] = position

    # Stockfish, MultiPV over every legal move.
    engine = None
    sf_seconds = {n: 0.0 for n in sf_nodes}
    try:
        for g, ply in chosen:
            fen = builtin[(g, ply)]["fen"]
            count = len(builtin[(g, ply)]["moves"])
            for nodes in sf_nodes:
                key = f"{fen}|{nodes}"
                if key not in cache:
                    if engine is None:
                        engine = avs.Stockfish(args.stockfish)
                    engine.new_game()
                    start = time.perf_counter()
                    lines = engine.analyse_lines(uciengine.position_command(fen=fen), nodes,
                                                 count)
                    cache[key] = {"seconds": round(time.perf_counter() - start, 4),
                                  "lines": [[m, s[0], s[1]] for s, m in lines]}
                    Path(args.cache).write_text(json.dumps(cache, separators=(",", ":")))
                sf_seconds[nodes] += cache[key]["seconds"]
    finally:
        if engine:
            engine.close()

    # The measures.
    def report(title, seconds_per_position, move_scores):
        agree, rank_sum, n = 0, 0.0, 0
        for (g, ply), scores in move_scores.items():
            best_ref = reference[f"{avs.cache_key(games[g])}/{args.reference_nodes}"]["best"][ply]
            if not best_ref or not scores:
                continue
            n += 1
            ordered = sorted(scores.items(), key=lambda kv: -kv[1])
            agree += ordered[0][0] == best_ref
            values = [v for _, v in ordered]
            r = harness.ranks(values)
            index = [m for m, _ in ordered].index(best_ref) if best_ref in scores else len(r) - 1
            rank_sum += r[index]
        print(f"  {title:<34} {seconds_per_position:7.3f} s/position   best move = reference's "
              f"{agree}/{n} = {100 * agree / max(n, 1):.1f}%   reference's best move ranked "
              f"{rank_sum / max(n, 1):.2f} on average")

    print("\nRoot scores of every legal move (one thread each):")
    builtin_moves = {key: {m["uci"]: score_cp(m["score"]) for m in builtin[key]["moves"]}
                     for key in chosen}
    report(f"built-in, {args.builtin_nodes:,} nodes", builtin_seconds / builtin_positions,
           builtin_moves)
    sf_moves = {}
    for nodes in sf_nodes:
        sf_moves[nodes] = {}
        for key in chosen:
            fen = builtin[key]["fen"]
            sf_moves[nodes][key] = {m: score_cp((kind, value))
                                    for m, kind, value in cache[f"{fen}|{nodes}"]["lines"]}
        report(f"Stockfish MultiPV all, {nodes:,} nodes", sf_seconds[nodes] / len(chosen),
               sf_moves[nodes])
    top = max(sf_nodes)
    correlations = []
    for key in chosen:
        common = [m for m in builtin_moves[key] if m in sf_moves[top][key]]
        rho = harness.spearman([builtin_moves[key][m] for m in common],
                               [sf_moves[top][key][m] for m in common])
        if rho is not None:
            correlations.append(rho)
    if correlations:
        print(f"  Spearman's rank correlation of the built-in scores with Stockfish's at "
              f"{top:,} nodes: mean {sum(correlations) / len(correlations):.3f} over "
              f"{len(correlations)} positions")


if __name__ == "__main__":
    main()
