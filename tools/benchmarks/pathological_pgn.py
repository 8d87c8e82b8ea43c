#!/usr/bin/env python3
"""Times `kibitz-cli pgn check` and `pgn format` on PGN files built to be slow to read.

Inputs (one game each, written to --workdir; nothing is stored in the repository):
  siblings     1. e4 followed by N variations (1. d4) (1. d4) ... (default 100,000): one move
               with N alternatives
  comments     1. e4 followed by N comments { comment 1 } { comment 2 } ... (default 200,000),
               all after the same move
  nested       N variations, each inside the one before: 1. e4 (1. d4 (1. e4 (1. d4 ...))), so
               the text nests N deep (all are alternatives to the first move)
  deep         N variations nested so that the tree is N moves deep too: each variation plays
               two knight moves, and the next one is an alternative to its second move
  comment-1mb, comment-4mb, comment-50mb
               1. e4 with one comment of that many bytes (words of 2 to 9 letters)

Method: each program reads each file once to warm the page cache, then --runs times; the median
wall time (start-up included) is printed for
  kibitz check        kibitz-cli pgn check FILE
  kibitz format       kibitz-cli pgn format FILE -o OUT
  pgn-extract check   pgn-extract -s -r FILE
  pgn-extract format  pgn-extract -s -oOUT FILE
with the ratios Kibitz / pgn-extract (below 1: Kibitz is faster). A run that takes longer than
--timeout seconds is stopped and shown as "> T s". Exit codes are printed when not 0 (-11: the
program crashed, as pgn-extract does on the nested variations).

The window: the test tst_pathological_window (built with the GUI, offscreen) opens the same
games in the main window, draws the move list, makes the last move current and checks the rows;
for each input the script runs its test function once and prints the time from creating the
window to the move list drawn (the test prints it; it asserts none) and the whole run (start-up,
generating the input, the test's checks, and for the comments an edit and a save). Its inputs
are the full-size ones whatever --scale says; KIBITZ_COMMENT_MB sets the comment's size.

Usage: tools/benchmarks/pathological_pgn.py [--runs 3] [--scale 1.0] [--only NAME,...]
           [--kibitz build/bin/kibitz-cli] [--pgn-extract /usr/games/pgn-extract]
           [--window-test build/tests/bin/tst_pathological_window]
           [--workdir build/bench/pathological] [--timeout 300]
--scale multiplies the counts of the first four inputs (0.1 for a quick look).
"""

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

TAGS = ('[Event "Pathological"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n'
        '[White "?"]\n[Black "?"]\n[Result "*"]\n\n')


def siblings(count):
    return TAGS + "1. e4" + " (1. d4)" * count + " *\n"


def comments(count):
    return TAGS + "1. e4 " + " ".join(f"{{ comment {i} }}" for i in range(1, count + 1)) + " *\n"


def nested(count):
    moves = ["1. e4", "1. d4"]
    opening = " (".join(moves[i % 2] for i in range(count + 1))
    return TAGS + opening + ")" * count + " *\n"


# Knight moves that can be played in this order for ever: the line the variations follow, and the
# alternative to each of its moves (legal in the same position).
DEEP_LINE = ["Nf3", "Nf6", "Ng1", "Ng8"]
DEEP_ALTERNATIVE = ["Nh3", "Nh6", "Nh4", "Nh5"]


def deep(count):
    def numbered(ply, san, after_variation):
        number = ply // 2 + 1
        if ply % 2 == 0:
            return f"{number}. {san}"
        return f"{number}... {san}" if after_variation else san

    # The main line is the first alternative; variation k plays the line's move k and then the
    # alternative to its move k+1, and variation k+1 opens after that.
    parts = [numbered(0, DEEP_ALTERNATIVE[0], True)]
    for k in range(count):
        parts.append("(" + numbered(k, DEEP_LINE[k % 4], True))
        parts.append(numbered(k + 1, DEEP_ALTERNATIVE[(k + 1) % 4], False))
    return TAGS + " ".join(parts) + ")" * count + " *\n"


def long_comment(size):
    rng = random.Random(size)
    letters = "abcdefghijklmnopqrstuvwxyz"
    words, length = [], 0
    while length < size:
        word = "".join(rng.choice(letters) for _ in range(rng.randint(2, 9)))
        words.append(word)
        length += len(word) + 1
    return TAGS + "1. e4 { " + " ".join(words) + " } *\n"


def inputs(scale):
    n = lambda count: max(1, int(count * scale))  # noqa: E731
    return {
        "siblings": lambda: siblings(n(100_000)),
        "comments": lambda: comments(n(200_000)),
        "nested": lambda: nested(n(200_000)),
        "deep": lambda: deep(n(200_000)),
        "comment-1mb": lambda: long_comment(1_000_000),
        "comment-4mb": lambda: long_comment(4_000_000),
        "comment-50mb": lambda: long_comment(50_000_000),
    }


# The window test's function for each input, and the size of the comment it generates.
WINDOW_TESTS = {
    "siblings": ("siblingVariations", None),
    "comments": ("commentsAfterOneMove", None),
    "nested": ("nestedVariations", None),
    "deep": ("deepVariations", None),
    "comment-1mb": ("longComment", 1),
    "comment-4mb": ("longComment", 4),
    "comment-50mb": ("longComment", 50),
}
OPENED = re.compile(rb"opened and drawn in (\d+) ms")


def window_run(test, name, timeout):
    """Runs the window test's function for `name`; returns a line of text to print."""
    function, megabytes = WINDOW_TESTS[name]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if megabytes:
        env["KIBITZ_COMMENT_MB"] = str(megabytes)
    start = time.perf_counter()
    try:
        process = subprocess.run([test, function], stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, env=env, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return f"> {timeout:g} s"
    whole = time.perf_counter() - start
    opened = OPENED.search(process.stdout)
    text = f"{int(opened[1]) / 1000:.3f} s" if opened else "-"
    text = f"{text:<22}{whole:.3f} s"
    return text + (f" (exit {process.returncode}: failed)" if process.returncode else "")


def run(command, timeout):
    """Runs a command; returns (wall seconds or None on timeout, exit code)."""
    start = time.perf_counter()
    try:
        process = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                 timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return None, None
    return time.perf_counter() - start, process.returncode


def timed(command, runs, timeout):
    """Median wall time over `runs` runs after one warm-up; None when a run timed out."""
    first, code = run(command, timeout)
    if first is None:
        return None, code
    times = [first] if runs == 1 else []
    for _ in range(runs - len(times)):
        seconds, code = run(command, timeout)
        if seconds is None:
            return None, code
        times.append(seconds)
    return statistics.median(times), code


def shown(seconds, code, timeout):
    text = f"> {timeout:g} s" if seconds is None else f"{seconds:.3f} s"
    return text + (f" (exit {code})" if code not in (0, None) else "")


def ratio(a, b):
    return f"{a / b:.2f}" if a is not None and b else "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--only", default="", help="comma-separated input names")
    parser.add_argument("--kibitz", default="build/bin/kibitz-cli")
    parser.add_argument("--pgn-extract", default="/usr/games/pgn-extract")
    parser.add_argument("--window-test", default="build/tests/bin/tst_pathological_window")
    parser.add_argument("--workdir", default="build/bench/pathological")
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()

    workdir = Path(args.workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    wanted = set(filter(None, args.only.split(",")))
    kibitz, extract = args.kibitz, args.pgn_extract
    if not Path(kibitz).exists():
        sys.exit(f"{kibitz}: not found (build the target kibitz-cli, or give --kibitz)")
    have_extract = Path(extract).exists()
    if not have_extract:
        print(f"{extract}: not found (Debian package pgn-extract); its columns stay empty")

    header = f"{'input':<14}{'MB':>7}  {'kibitz check':<22}{'kibitz format':<22}" \
             f"{'pgn-extract check':<22}{'pgn-extract format':<22}{'ratio c':>8}{'ratio f':>8}"
    print(header)
    for name, make in inputs(args.scale).items():
        if wanted and name not in wanted:
            continue
        path = workdir / f"{name}.pgn"
        text = make()
        path.write_text(text, encoding="ascii")
        out = workdir / f"{name}.out.pgn"
        check = timed([kibitz, "pgn", "check", str(path)], args.runs, args.timeout)
        fmt = timed([kibitz, "pgn", "format", str(path), "-o", str(out)], args.runs, args.timeout)
        if have_extract:
            xcheck = timed([extract, "-s", "-r", str(path)], args.runs, args.timeout)
            xfmt = timed([extract, "-s", f"-o{out}", str(path)], args.runs, args.timeout)
        else:
            xcheck = xfmt = (None, None)
        print(f"{name:<14}{len(text) / 1e6:>7.1f}  {shown(*check, args.timeout):<22}"
              f"{shown(*fmt, args.timeout):<22}{shown(*xcheck, args.timeout):<22}"
              f"{shown(*xfmt, args.timeout):<22}{ratio(check[0], xcheck[0]):>8}"
              f"{ratio(fmt[0], xfmt[0]):>8}", flush=True)
        path.unlink()
        out.unlink(missing_ok=True)

    if not Path(args.window_test).exists():
        print(f"\n{args.window_test}: not found (build the target tst_pathological_window)")
        return
    print(f"\n{'window':<14}{'opened, drawn':<22}whole test run")
    for name in WINDOW_TESTS:
        if not wanted or name in wanted:
            print(f"{name:<14}{window_run(args.window_test, name, args.timeout)}", flush=True)


if __name__ == "__main__":
    main()
