#!/usr/bin/env python3
"""Does Kibitz's search play White and Black alike? (the 3-ply colour effect)

Searches each position and the same position with the colours mirrored (ranks turned over,
White's pieces Black's and the side to move the other) to a fixed depth with `kibitz-cli uci`,
and counts the positions where the score or the mirrored best move differ. A search that treats
the colours alike differs only where two moves score the same (the first one found is played)
or where the order the moves are searched in changes what its pruning cuts.

Positions: the starting position and the EPD files given (default: Bratko-Kopec and Win at
Chess from tests/data/epd, the first 150 positions). Prints up to ten differences and the count.

Usage: tools/benchmarks/mirrored_search.py [--depth 3] [--kibitz build/bin/kibitz-cli]
                                           [--limit 150] [EPD ...]
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import annotate_vs_stockfish as bench  # noqa: E402
import uciengine  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
DEFAULT_EPD = [ROOT.parent / "shared/data/epd/bratko-kopec.epd",
               ROOT.parent / "shared/data/epd/suites/wacnew.epd"]


def mirrored(fen):
    """The position with the colours exchanged: the same game seen from the other side."""
    board, side, castling, ep = fen.split()[:4]
    board = "/".join(rank.swapcase() for rank in reversed(board.split("/")))
    side = "b" if side == "w" else "w"
    if castling != "-":
        castling = "".join(sorted(castling.swapcase(), key="KQkq".index))
    if ep != "-":
        ep = ep[0] + ("6" if ep[1] == "3" else "3")
    return f"{board} {side} {castling} {ep} 0 1"


def mirrored_move(move):
    def square(s):
        return s[0] + str(9 - int(s[1]))
    return square(move[:2]) + square(move[2:4]) + move[4:]


def search(engine, fen, depth):
    """(score as the engine prints it, best move), from a new game."""
    engine.new_game()
    lines = engine.search(uciengine.position_command(fen=fen), depth=depth)
    last = uciengine.last_line(lines, bounds=True)
    return (" ".join(map(str, uciengine.score_of(last))) if last else None,
            uciengine.best_move(lines))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("epd", nargs="*", type=Path, default=DEFAULT_EPD)
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--limit", type=int, default=150, help="positions from the EPD files")
    parser.add_argument("--kibitz", default=str(ROOT / "build/bin/kibitz-cli"))
    args = parser.parse_args()
    fens = []
    for path in args.epd:
        for line in path.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                fens.append(" ".join(line.split()[:4]) + " 0 1")
    fens = fens[:args.limit] + [START + " 0 1"]
    differ = 0
    with bench.Stockfish([args.kibitz, "uci"]) as engine:
        for fen in fens:
            score, best = search(engine, fen, args.depth)
            mscore, mbest = search(engine, mirrored(fen), args.depth)
            if score != mscore or mirrored_move(best) != mbest:
                differ += 1
                if differ <= 10:
                    print(f"{fen}: {best} {score}; mirrored {mbest} {mscore}")
    print(f"depth {args.depth}: {len(fens)} positions, {len(fens) - differ} the same mirrored, "
          f"{differ} differ")


if __name__ == "__main__":
    main()
