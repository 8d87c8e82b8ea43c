#!/usr/bin/env python3
"""Which quiet pawn moves does a strong human annotator mark `!`?

Kibitz gives `!` to the only quiet move (rules.h, Thresholds::quietGap): a pawn move that takes
nothing and promotes nothing, from move 11 on, that the value search scores best and every other
move of which lowers the mover's E[v] by quietGap or more, where the mover's E[v] is at least
quietFloor and below brilliantCeiling. This script is how its three numbers were chosen, and it
can be run again: over the main lines of ../shared/data/pgn/human/dortmund.pgn (347 master games
with a strong annotator's glyphs) it takes Stockfish's view of every such move as Kibitz's
annotator takes it with Stockfish as its value engine:

  - a search of the position before at --sf-nodes (default 100,000, Kibitz's value search), a new
    game for each position (Threads 1, Hash 64), and where its best move is the move played,
  - the same search with that move left out (`go nodes N searchmoves` every other legal move),
  - both scores turned into E[v] = w - l by the strong-play model of core/analysis/valuation.h
    (the round parameters of wdlmodel.h: a = 180 / 250 cp and b = 100 / 80 cp in the opening /
    endgame, linear in the material between 78 and 16),

and prints, for a grid of gaps G, floors and ceilings, how many moves the rule marks and how
many of them the annotator marked `!` or `!!` (the precision), on the games it chooses on
(--choose, default 61-347) and on the games kept apart to check it (--check, default 1-40 and
41-60, the games annotate_vs_human.py annotates). A rule added to Kibitz's other `!` raises the
F1 with the annotator where its precision is above half that F1, so the score column is
hits - lambda x marks, for lambda 0.125 (half of today's F1) and 0.30 (the same for an annotator
who marks 2.4 times fewer moves, as in games 1-40 against 61-347).

--moves piece takes quiet piece moves instead (a knight's, bishop's, rook's, queen's or king's
move that takes nothing, not out of check), a rule Kibitz does not have and that was not built
(docs/benchmarks.md). Its answers are cached under their own keys.

Stockfish's answers are cached (--cache, default tools/benchmarks/data/quiet_moves.json, keyed by
game number and node count; --refresh recomputes). Computing them for all 347 games takes about
25 minutes with --jobs 2.

Usage: tools/benchmarks/quiet_moves_vs_human.py [--sf-nodes 100000] [--jobs 2] [--moves pawn|piece]
           [--choose 61-347] [--check 1-40,41-60] [--cache FILE] [--refresh]
"""

import argparse
import json
import math
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import annotate_vs_stockfish as bench  # noqa: E402
import harness  # noqa: E402
import uciengine  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DORTMUND = ROOT.parent / "shared/data/pgn/human/dortmund.pgn"
DEFAULT_CACHE = ROOT / "tools/benchmarks/data/quiet_moves.json"
PIECE_VALUES = {"p": 1, "n": 3, "b": 3, "r": 5, "q": 9}
CHOSEN = (0.15, 0.2, 0.9)  # Kibitz's quietGap, quietFloor, brilliantCeiling


def expected_value(cp, material):
    """E[v] = w - l of the strong-play model, from the side to move's standpoint."""
    if abs(cp) >= harness.MATE_CP:
        return 1.0 if cp > 0 else -1.0
    t = min(max((material - 16) / (78 - 16), 0.0), 1.0)
    a = (1 - t) * 250 + t * 180
    b = (1 - t) * 80 + t * 100

    def logistic(z):
        return 1 / (1 + math.exp(-z)) if z > -700 else 0.0

    win, loss = logistic((cp - a) / b), logistic((-cp - a) / b)
    h, s = a / b, abs(cp) / b
    m = max(h, s)
    eh = math.exp(h - m)
    draw = eh * -math.expm1(-2 * h) / (eh + math.exp(-h - m) + math.exp(s - m) + math.exp(-s - m))
    return (win - loss) / (win + draw + loss)


def search(stockfish, position, nodes, searchmoves=()):
    """(the score of the last whole line with a pv, as cp, and the best move) of one search."""
    lines = stockfish.search(position, nodes, searchmoves=searchmoves)
    return harness.centipawns(uciengine.score_of(uciengine.best_lines(lines)[0])), \
        uciengine.best_move(lines)


def quiet(san, kind):
    """A move that takes nothing and promotes nothing: a pawn's (kind "pawn") or a piece's."""
    if "x" in san or "=" in san or san.startswith("O-O"):
        return False
    return san[0].islower() if kind == "pawn" else san[0] in "NBRQK"


def game_rows(job):
    """The quiet pawn (or piece) moves after ply 20 of one game, with Stockfish's two searches."""
    number, text, sans, nodes, kind = job
    moves, _ = bench.uci_moves(bench.PGN_EXTRACT, text)
    rows = []
    with bench.Stockfish(bench.STOCKFISH) as stockfish:
        for k, (played, san) in enumerate(zip(moves, sans)):
            if k < 20 or not quiet(san, kind):
                continue
            position = uciengine.position_command(moves[:k])
            stockfish.new_game()
            cp, best = search(stockfish, position, nodes)
            row = {"ply": k + 1, "best": best == played, "cp": cp}
            if best == played:
                fen, checkers = stockfish.board(position)
                row["in_check"] = bool(checkers)
                row["piece"] = san[0]
                row["material"] = sum(PIECE_VALUES.get(c.lower(), 0) for c in fen if c.isalpha())
                others = [move for move in stockfish.perft(position) if move != played]
                if others:
                    stockfish.new_game()
                    row["cp2"], _ = search(stockfish, position, nodes, others)
            rows.append(row)
    return number, rows


def ranges(text):
    games = set()
    for part in text.split(","):
        low, high = (int(x) for x in part.split("-"))
        games.update(range(low, high + 1))
    return games


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sf-nodes", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--choose", default="61-347")
    parser.add_argument("--check", default="1-40,41-60")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    parser.add_argument("--refresh", action="store_true")
    parser.add_argument("--moves", choices=["pawn", "piece"], default="pawn",
                        help="the quiet moves looked at: pawn moves (Kibitz's rule) or piece "
                             "moves (a rule Kibitz does not have, measured)")
    args = parser.parse_args()
    suffix = "" if args.moves == "pawn" else ":piece"

    source, games = bench.read_pgn(DORTMUND)
    cache = {}
    if args.cache.exists() and not args.refresh:
        cache = json.loads(args.cache.read_text())
    wanted = ranges(args.choose) | set().union(*(ranges(c) for c in args.check.split(",")))
    wanted = sorted(n for n in wanted if n <= len(games) and games[n - 1].moves)
    missing = [n for n in wanted if f"{n}:{args.sf_nodes}{suffix}" not in cache]
    if missing:
        print(f"Stockfish's view of {len(missing)} games ...", file=sys.stderr)
        jobs = [(n, games[n - 1].text(source), [m.san for m in games[n - 1].moves], args.sf_nodes,
                 args.moves) for n in missing]
        with multiprocessing.Pool(args.jobs) as pool:
            for done, (number, rows) in enumerate(pool.imap_unordered(game_rows, jobs), 1):
                cache[f"{number}:{args.sf_nodes}{suffix}"] = rows
                if done % 10 == 0 or done == len(jobs):
                    args.cache.write_text(json.dumps(cache, sort_keys=True))
                    print(f"  {done}/{len(jobs)} games", file=sys.stderr)

    def marked_moves(numbers):
        rows = []
        for n in numbers:
            moves = games[n - 1].moves
            for row in cache[f"{n}:{args.sf_nodes}{suffix}"]:
                if "cp2" not in row or (args.moves == "piece" and row.get("in_check")):
                    continue
                before = expected_value(row["cp"], row["material"])
                rows.append({"gap": before - expected_value(row["cp2"], row["material"]),
                             "ev": before,
                             "human": moves[row["ply"] - 1].kibitz_class() in ("!", "!!")})
        return rows

    def count(rows, gap, floor, ceiling):
        chosen = [r for r in rows if r["gap"] >= gap and floor <= r["ev"] < ceiling]
        return len(chosen), sum(r["human"] for r in chosen)

    def human_marks(numbers):
        return sum(m.kibitz_class() in ("!", "!!") for n in numbers for m in games[n - 1].moves)

    choose = [n for n in wanted if n in ranges(args.choose)]
    rows = marked_moves(choose)
    print(f"Choosing on games {args.choose}: {len(choose)} games, the annotator's !/!! "
          f"{human_marks(choose)}, Stockfish {args.sf_nodes:,} nodes")
    print(f"{'gap':>5} {'floor':>5} {'ceil':>5} {'marks':>6} {'his':>4} {'prec':>6} "
          f"{'a game':>6} {'h-.125k':>8} {'h-.30k':>7}")
    for gap in (0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3):
        for floor in (0.0, 0.1, 0.2):
            for ceiling in (0.7, 0.9):
                k, h = count(rows, gap, floor, ceiling)
                print(f"{gap:5.3f} {floor:5.1f} {ceiling:5.1f} {k:6d} {h:4d} "
                      f"{h / k if k else 0:6.3f} {k / len(choose):6.2f} {h - 0.125 * k:8.1f} "
                      f"{h - 0.30 * k:7.1f}")
    gap, floor, ceiling = CHOSEN
    rule = "Kibitz's rule" if args.moves == "pawn" else "the pawn rule's numbers"
    for part in args.check.split(","):
        numbers = [n for n in wanted if n in ranges(part)]
        k, h = count(marked_moves(numbers), gap, floor, ceiling)
        print(f"Check, games {part} ({len(numbers)} games, the annotator's !/!! "
              f"{human_marks(numbers)}): {rule} (gap {gap}, floor {floor}, ceiling "
              f"{ceiling}) marks {k}, {h} of them his (precision {h / k if k else 0:.3f})")


if __name__ == "__main__":
    main()
