#!/usr/bin/env python3
"""Damaged Syzygy tables against kibitz-cli: does any probe crash or hang?

Copies the 3-4 piece tables of ../shared/data/syzygy into a scratch folder, damages one file at a
time (bytes flipped past the magic with the size kept, a garbage header, the file of another
material under its name), and runs `kibitz-cli tb probe` on a position of that material. Prints
one line per kind of damage: runs, refused with a message, answered, crashed, hung.

    tools/fuzz/syzygy_damage.py [--cli build/bin/kibitz-cli] [--cases 4] [--seed 1]
"""

import argparse
import collections
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TABLES = ROOT.parent / "shared/data/syzygy"

# Squares where no piece attacks the black king on h8, so that White to move is legal.
WHITE_SQUARES = ["b3", "c2"]
BLACK_SQUARES = ["g5", "f6"]


def position(material):
    """A legal position of `material` (e.g. KQvKR), White to move: FEN."""
    board = {"a1": "K", "h8": "k"}
    white, black = material.split("v")
    for piece, square in zip(white[1:], WHITE_SQUARES):
        board[square] = piece
    for piece, square in zip(black[1:], BLACK_SQUARES):
        board[square] = piece.lower()
    rows = []
    for rank in range(8, 0, -1):
        row, empty = "", 0
        for file in "abcdefgh":
            piece = board.get(f"{file}{rank}")
            if piece:
                row += (str(empty) if empty else "") + piece
                empty = 0
            else:
                empty += 1
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + " w - - 0 1"


def flipped(data, rng, count):
    data = bytearray(data)
    for _ in range(count):
        at = rng.randrange(4, len(data))
        data[at] ^= 1 << rng.randrange(8)
    return bytes(data)


def garbage_header(data, rng):
    data = bytearray(data)
    for at in range(5, min(len(data), 64)):
        data[at] = rng.randrange(256)
    return bytes(data)


def run(cli, folder, fen):
    try:
        done = subprocess.run([cli, "tb", "probe", "--fen", fen, "--syzygy", str(folder)],
                              capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return "hung"
    if done.returncode < 0:
        return "crashed"
    if "the table is not used" in done.stderr:
        return "refused"
    return "answered" if done.returncode == 0 else f"exit {done.returncode}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=str(ROOT / "build/bin/kibitz-cli"))
    parser.add_argument("--cases", type=int, default=4, help="damaged copies per file and kind")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not TABLES.is_dir():
        sys.exit(f"{TABLES} is missing")
    rng = random.Random(args.seed)
    files = sorted(p.name for p in TABLES.glob("*.rtb[wz]"))
    outcomes = collections.defaultdict(collections.Counter)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        for name in files:
            shutil.copy(TABLES / name, folder / name)
        for name in files:
            original = (TABLES / name).read_bytes()
            material, suffix = name.split(".")
            others = [f for f in files if f.endswith(suffix) and f != name and
                      len(f) == len(name)]
            damaged = [("flip 1 byte", flipped(original, rng, 1)) for _ in range(args.cases)]
            damaged += [("flip 8 bytes", flipped(original, rng, 8)) for _ in range(args.cases)]
            damaged += [("garbage header", garbage_header(original, rng))
                        for _ in range(args.cases)]
            if others:
                damaged.append(("another table's file", (TABLES / rng.choice(others)).read_bytes()))
            for kind, data in damaged:
                (folder / name).write_bytes(data)
                outcomes[kind][run(args.cli, folder, position(material))] += 1
            (folder / name).write_bytes(original)
    print(f"{args.cli}: {len(files)} files, seed {args.seed}")
    for kind, counts in outcomes.items():
        total = sum(counts.values())
        shown = ", ".join(f"{what} {n}" for what, n in sorted(counts.items()))
        print(f"  {kind:22} {total:4} runs: {shown}")
    crashes = sum(c["crashed"] + c["hung"] for c in outcomes.values())
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
