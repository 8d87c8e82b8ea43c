#!/usr/bin/env python3
"""Can an engine's view of a move find a strong human annotator's `!` and `!!`?

The target is an F1 of at least 0.25 between Kibitz's `!`/`!!` and the human annotator's on
the Dortmund games. No rule Kibitz has reaches it (docs/benchmarks.md). This script asks the
question more widely: over the main-line moves of the first 40 games of
../shared/data/pgn/human/dortmund.pgn (the games annotate_vs_human.py uses), it takes Stockfish's
view of every position (Stockfish 15.1, /usr/games/stockfish, Threads 1, Hash 64, MultiPV 3,
`go nodes N`, --sf-nodes, default 300,000) and searches a grid of rules of the form

    the move is Stockfish's best, not a book move (with --judgements), and
    gap >= G (the mover's winning chances of the best move less those of the second best),
    gap3 >= G3 (... less those of the third), |wc(best)| <= W (the position is not yet decided),
    optionally not a capture, and (with --judgements) the model's probability of the move <= P

(winning chances as lichess: wc(cp) = 2 / (1 + exp(-0.00368208 cp)) - 1, mover's standpoint).
It prints how the human's `!`/`!!` moves differ from other best moves, the best F1 of any rule of
the grid over these moves (in-sample: the rule is chosen on the very moves it is scored on, so
it flatters the rule), and the F1 of Kibitz's own `!`/`!!` when --judgements is given.

--judgements FILE: the table `kibitz-cli annotate --judgements FILE` writes for the stripped
games (what annotate_vs_human.py annotates), for the book column, Kibitz's NAG and the model's
probability of each move. Without it, the grid has no book or probability condition.

Stockfish's answers are cached (--cache, default tools/benchmarks/data/good_moves_multipv.json,
keyed by game number and node count); --refresh recomputes. Computing them takes about an hour
of one core at 300,000 nodes.

Usage: tools/benchmarks/good_moves_vs_human.py [--sf-nodes 300000] [--games 40]
           [--judgements FILE] [--cache FILE] [--refresh]
"""

import argparse
import itertools
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import annotate_vs_stockfish as bench  # noqa: E402
import harness  # noqa: E402
import uciengine  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DORTMUND = ROOT.parent / "shared/data/pgn/human/dortmund.pgn"
DEFAULT_CACHE = ROOT / "tools/benchmarks/data/good_moves_multipv.json"
MULTIPV = 3


def multipv_lines(stockfish, position, nodes):
    """[(uci, cp from the side to move)] of multipv 1..3 at the last complete depth."""
    return [(uciengine.first_move(fields), harness.centipawns(uciengine.score_of(fields)))
            for fields in uciengine.best_lines(stockfish.search(position, nodes))]


def stockfish_views(source, games, nodes, cache_path, refresh):
    cache = {}
    if cache_path.exists() and not refresh:
        cache = json.loads(cache_path.read_text())
    missing = [i for i in range(len(games)) if f"{i + 1}:{nodes}" not in cache]
    if missing:
        with bench.Stockfish(bench.STOCKFISH) as stockfish:
            stockfish.set_option("MultiPV", MULTIPV)
            stockfish.ready()
            for i in missing:
                moves, _ = bench.uci_moves(bench.PGN_EXTRACT, games[i].text(source))
                stockfish.new_game()
                rows = []
                for k, played in enumerate(moves):
                    rows.append({"played": played, "lines": multipv_lines(
                        stockfish, uciengine.position_command(moves[:k]), nodes)})
                cache[f"{i + 1}:{nodes}"] = rows
                cache_path.write_text(json.dumps(cache))
                print(f"  game {i + 1}: {len(rows)} positions", file=sys.stderr)
    return [cache[f"{i + 1}:{nodes}"] for i in range(len(games))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sf-nodes", type=int, default=300_000)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--judgements", type=Path)
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    parser.add_argument("--refresh", action="store_true")
    args = parser.parse_args()

    source, games = bench.read_pgn(DORTMUND)
    games = [g for g in games[:args.games] if g.moves]
    views = stockfish_views(source, games, args.sf_nodes, args.cache, args.refresh)
    judged = harness.read_judgements(args.judgements) if args.judgements else {}

    rows = []
    for number, (game, view) in enumerate(zip(games, views), start=1):
        for ply, (move, seen) in enumerate(zip(game.moves, view), start=1):
            lines = seen["lines"]
            if not lines:
                continue
            chances = [harness.winning_chances(cp) for _, cp in lines]
            gap = chances[0] - chances[1] if len(chances) > 1 else 1.0
            judgement = judged.get((number, ply))
            rows.append({
                "human": move.kibitz_class() in ("!", "!!"),
                "best": seen["played"] == lines[0][0],
                "gap": gap,
                "gap3": chances[0] - chances[2] if len(chances) > 2 else gap,
                "decided": abs(chances[0]),
                "capture": "x" in move.san,
                "book": judgement is not None and judgement["book"] == "1",
                "probability": float(judgement["probability"]) if judgement else 0.0,
                "kibitz": judgement is not None and judgement["nag"] in ("1", "3"),
            })

    marked = [r for r in rows if r["human"]]
    others = [r for r in rows if r["best"] and not r["human"]]

    def median(values):
        values = sorted(values)
        return values[len(values) // 2] if values else float("nan")

    print(f"{len(games)} games of {DORTMUND.name}, {len(rows)} moves; Stockfish MultiPV "
          f"{MULTIPV} at {args.sf_nodes} nodes")
    print(f"human !/!!: {len(marked)} ({100 * len(marked) / len(rows):.2f}% of the moves)")
    print(f"  Stockfish's best move: {sum(r['best'] for r in marked)} of {len(marked)}; median "
          f"gap {median(r['gap'] for r in marked):.3f}; captures "
          f"{sum(r['capture'] for r in marked)}")
    print(f"other best moves: {len(others)}; median gap {median(r['gap'] for r in others):.3f}; "
          f"captures {sum(r['capture'] for r in others)}")

    def score(select):
        chosen = [r for r in rows if select(r)]
        hits = sum(r["human"] for r in chosen)
        precision = hits / len(chosen) if chosen else 0.0
        recall = hits / len(marked) if marked else 0.0
        f1 = 2 * precision * recall / (precision + recall) if hits else 0.0
        return f1, hits, len(chosen)

    best = (0.0, 0, 0, None)
    probabilities = [1.0, 0.5, 0.3, 0.2, 0.1, 0.05] if judged else [1.0]
    grid = itertools.product([0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5], [0, 0.05, 0.1, 0.2],
                             [1.0, 0.9, 0.7, 0.5], [False, True], probabilities)
    rules = 0
    for gap, gap3, decided, no_capture, probability in grid:
        rules += 1

        def select(r, gap=gap, gap3=gap3, decided=decided, no_capture=no_capture,
                   probability=probability):
            return (r["best"] and not r["book"] and r["gap"] >= gap and r["gap3"] >= gap3
                    and r["decided"] <= decided and not (no_capture and r["capture"])
                    and r["probability"] <= probability)

        f1, hits, chosen = score(select)
        if f1 > best[0]:
            best = (f1, hits, chosen, (gap, gap3, decided, no_capture, probability))
    f1, hits, chosen, rule = best
    print(f"best of {rules} rules (in-sample): F1 {f1:.3f}, {hits} of {chosen} marked are the "
          f"human's, of {len(marked)}; rule: gap >= {rule[0]}, gap3 >= {rule[1]}, "
          f"|wc| <= {rule[2]}, no capture {rule[3]}, probability <= {rule[4]}"
          if rule else "no rule marks a move the human marks")
    print(f"target: F1 >= 0.25 -> {'PASS' if f1 >= 0.25 else 'FAIL'}")
    if judged:
        f1, hits, chosen = score(lambda r: r["kibitz"])
        print(f"Kibitz's own !/!!: F1 {f1:.3f}, {hits} of {chosen}")


if __name__ == "__main__":
    main()
