#!/usr/bin/env python3
"""Times `kibitz-cli pgn check` against `pgn-extract -s -r` on the same big PGN file.

Input: the master games in ../shared/data/pgn/masters/*.pgn (relative to the repository root),
in whole copies until the file reaches --size-mb megabytes (10^6 bytes). Even copies are the
source bytes unchanged (CRLF line ends, bare moves; a blank line added where a file lacks one at
its end); odd copies add a clock comment `{[%clk H:MM:SS]}` after every move (each side starts at
1:30:00 and loses 5 to 120 seconds a move, never going below 0:00:01; random but seeded by the
copy number) and re-wrap the movetext at 80 columns with LF line ends. A game whose movetext has
a comment, variation, `;` or `%` line keeps its movetext lines as they are. A second file, at
least twice --size-mb and longer than the first by a copy or more, built the same way, serves
the memory check. Both are cached in --workdir with a stamp, and rebuilt (in a child process)
only when the stamp shows that the source files or the size changed.

Method: first each program checks the file once (this also loads it into the page cache); the
script echoes Kibitz's summary and stops if pgn-extract reports errors. Then each run times
whole processes (start-up included) from launch to exit, with both programs interleaved in an
order that rotates from run to run, so a slow moment of the machine does not fall on one
program only. It prints the median wall time, throughput and peak memory of each, and the
throughput ratio Kibitz / pgn-extract (target: 4.0 or more). Last, kibitz-cli checks the second
file once, to show that its peak memory does not grow with the file size.

Peak memory is the resident-set peak that GNU time (/usr/bin/time, Debian package `time`)
reports for each program it launches.

Contestants:
  kibitz        kibitz-cli pgn check FILE (exit code 0: no errors in the file)
  pgn-extract   /usr/games/pgn-extract -s -r FILE (Debian package): check only, no output

Usage: tools/benchmarks/pgn_vs_pgnextract.py [--runs 5] [--quick] [--size-mb 60]
           [--kibitz build/bin/kibitz-cli] [--pgn-extract /usr/games/pgn-extract]
           [--source-dir ../shared/data/pgn/masters] [--workdir build/bench] [--build-only]
"""

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FORMAT = 1  # bump when the generated files change, to invalidate cached ones
MB = 1_000_000
START_CLOCK = 90 * 60
RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}
MOVE_NUMBER = re.compile(r"(\d+)(\.+)(.*)")
PROGRESS = re.compile(r"Games: \d+\r?")
TARGET_RATIO = 4.0
GNU_TIME = "/usr/bin/time"


def run_timed(command):
    """Runs a command; returns (wall seconds, peak resident memory in MiB).

    The peak comes from GNU time (Debian package `time`), which launches the program itself:
    Linux starts a child's peak (ru_maxrss) from the size of the process that launched it, so a
    child of this script could never report less than the script's own memory.
    """
    with tempfile.TemporaryFile() as errors, tempfile.NamedTemporaryFile("r") as peak:
        start = time.perf_counter()
        process = subprocess.Popen([GNU_TIME, "-f", "%M", "-o", peak.name, *command],
                                   stdout=subprocess.DEVNULL, stderr=errors)
        process.wait()
        wall = time.perf_counter() - start
        if process.returncode != 0:
            errors.seek(0)
            text = errors.read(4000).decode(errors="replace")
            sys.exit(f"{command[0]} failed with exit code {process.returncode}:\n{text}")
        return wall, int(peak.read().split()[-1]) / 1024


# --- building the input --------------------------------------------------------------------

def split_games(text):
    """Splits PGN text into games, each a pair (tag lines, movetext lines)."""
    games, tags, moves = [], [], []
    for line in text.splitlines():
        if line.startswith("["):
            if moves:
                games.append((tags, moves))
                tags, moves = [], []
            tags.append(line)
        elif line.strip():
            moves.append(line)
    if tags or moves:
        games.append((tags, moves))
    return games


def format_clock(seconds):
    return f"{seconds // 3600}:{seconds // 60 % 60:02}:{seconds % 60:02}"


def add_clocks(tokens, rng):
    """Returns the movetext tokens with a clock comment after every move."""
    out, clocks, side = [], [START_CLOCK, START_CLOCK], 0
    for token in tokens:
        number = MOVE_NUMBER.fullmatch(token)
        if number:  # "12." or "12..." alone, or glued to a move as in "1.d4"
            out.append(number[1] + number[2])
            side = 1 if len(number[2]) >= 3 else 0
            token = number[3]
            if not token:
                continue
        out.append(token)
        if token in RESULTS or token.startswith("$"):
            continue
        clocks[side] = max(1, clocks[side] - rng.randint(5, 120))
        out.append(f"{{[%clk {format_clock(clocks[side])}]}}")
        side ^= 1
    return out


def wrap(tokens, width=80):
    """Joins tokens with spaces into lines of at most `width` columns."""
    lines, line = [], ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > width:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    if line:
        lines.append(line)
    return lines


def clocked_game(tags, moves, rng):
    """One game as LF text, with clocks unless its movetext is more than bare moves."""
    if any(line.startswith("%") or any(c in line for c in "{(;") for line in moves):
        body = moves
    else:
        body = wrap(add_clocks(" ".join(moves).split(), rng))
    return "\n".join(tags) + "\n\n" + "\n".join(body) + "\n\n"


def clocked_copy(games, copy_index):
    rng = random.Random(copy_index)
    return "".join(clocked_game(tags, moves, rng) for tags, moves in games).encode("latin-1")


def read_sources(source_files):
    """Returns (the source files concatenated as bytes, the games in them)."""
    plain, games = [], []
    for path in source_files:
        data = path.read_bytes()
        # A blank line between files, so that the last game of one ends before the next.
        plain.append(data if data.endswith(b"\r\n\r\n") else data.rstrip() + b"\r\n\r\n")
        games.extend(split_games(data.decode("latin-1")))  # keeps the few non-ASCII bytes
    return b"".join(plain), games


def write_inputs(source_files, paths, target):
    """Writes whole copies of the sources to paths[0] until it holds `target` bytes, and to
    paths[1] until it holds twice that and more than paths[0]; returns bytes and games of each."""
    plain, games = read_sources(source_files)
    stats = [{"bytes": 0, "games": 0}, {"bytes": 0, "games": 0}]
    with open(paths[0].with_suffix(".tmp"), "wb") as main, \
            open(paths[1].with_suffix(".tmp"), "wb") as big:
        copy = 0
        while stats[1]["bytes"] < 2 * target or stats[1]["bytes"] <= stats[0]["bytes"]:
            data = plain if copy % 2 == 0 else clocked_copy(games, copy)
            for file, stat in ((main, stats[0]), (big, stats[1])):
                if file is big or stat["bytes"] < target:
                    file.write(data)
                    stat["bytes"] += len(data)
                    stat["games"] += len(games)
            copy += 1
    for path in paths:
        os.replace(path.with_suffix(".tmp"), path)
    return {path.name: stat for path, stat in zip(paths, stats)}


def input_paths(workdir, size_mb):
    """Returns ([main file, file twice as big], stamp) in the work directory."""
    name = f"masters-{size_mb:g}mb"
    return [workdir / f"{name}.pgn", workdir / f"{name}-x2.pgn"], workdir / f"{name}.stamp"


def source_signature(source_files, size_mb):
    files = [[p.name, p.stat().st_size, p.stat().st_mtime_ns] for p in source_files]
    return {"format": FORMAT, "size_mb": size_mb, "sources": files}


def cached_stats(stamp, signature, paths):
    """Returns the stats recorded in the stamp if the cached files are still valid, else None."""
    try:
        recorded = json.loads(stamp.read_text())
    except (OSError, ValueError):
        return None
    stats = recorded.get("files", {})
    for path in paths:
        if not path.exists() or path.stat().st_size != stats.get(path.name, {}).get("bytes"):
            return None
    return stats if recorded.get("signature") == signature else None


def build_inputs(source_dir, workdir, size_mb):
    """Builds the input files unless the stamp shows them up to date; prints their sizes."""
    source_files = sorted(Path(source_dir).glob("*.pgn"))
    if not source_files:
        sys.exit(f"no *.pgn files in {source_dir}: pass --source-dir")
    workdir.mkdir(parents=True, exist_ok=True)
    paths, stamp = input_paths(workdir, size_mb)
    signature = source_signature(source_files, size_mb)
    stats = cached_stats(stamp, signature, paths)
    if stats is None:
        print(f"building {paths[0].name} and {paths[1].name} in {workdir} ...", flush=True)
        stats = write_inputs(source_files, paths, size_mb * MB)
        stamp.write_text(json.dumps({"signature": signature, "files": stats}, indent=1))
    for path in paths:
        print(f"  {path}: {stats[path.name]['bytes'] / MB:.1f} MB, "
              f"{stats[path.name]['games']} games", flush=True)


def build_in_child(args):
    """Builds the inputs in a child process (this script with --build-only), so that the build's
    memory does not raise this process's peak, from which every program timed later starts
    counting its own (see run_timed); returns [(path, bytes, games)] for both files."""
    command = [sys.executable, __file__, "--build-only", "--size-mb", str(args.size_mb),
               "--source-dir", args.source_dir, "--workdir", args.workdir]
    if subprocess.run(command).returncode != 0:
        sys.exit("building the input files failed")
    paths, stamp = input_paths(Path(args.workdir), args.size_mb)
    stats = json.loads(stamp.read_text())["files"]
    return [(path, stats[path.name]["bytes"], stats[path.name]["games"]) for path in paths]


# --- running the contestants ---------------------------------------------------------------

def check_kibitz(kibitz, path):
    """Runs kibitz-cli pgn check once and echoes its summary."""
    result = subprocess.run([kibitz, "pgn", "check", str(path)], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"kibitz-cli pgn check failed with exit code {result.returncode}:\n"
                 f"{result.stdout[-2000:]}{result.stderr[-2000:]}")
    print(f"kibitz-cli: {result.stdout.strip()}")


def check_pgn_extract(pgn_extract, path):
    """Runs pgn-extract once; stops if it reports anything but progress."""
    result = subprocess.run([pgn_extract, "-s", "-r", str(path)], capture_output=True,
                            text=True, errors="replace")
    errors = PROGRESS.sub("", result.stderr).strip()
    if result.returncode != 0 or errors:
        sys.exit(f"pgn-extract reports errors in {path} (exit code {result.returncode}):\n"
                 f"{errors[:2000]}")
    print("pgn-extract: no errors")


def time_runs(contestants, runs):
    """Runs the contestants interleaved; returns ({name: [wall]}, {name: peak MiB})."""
    times = {name: [] for name, _ in contestants}
    peaks = {name: 0.0 for name, _ in contestants}
    for run in range(runs):
        order = contestants[run % 2:] + contestants[:run % 2]
        for name, argv in order:
            wall, peak = run_timed(argv)
            times[name].append(wall)
            peaks[name] = max(peaks[name], peak)
        print(f"  run {run + 1}/{runs}: " + ", ".join(f"{name} {times[name][-1]:.3f}s"
                                                        for name, _ in contestants), flush=True)
    return times, peaks


def report(times, peaks, size):
    """Prints the median wall time, throughput and peak memory of each, and the ratio."""
    median = {name: statistics.median(walls) for name, walls in times.items()}
    print()
    print(f"{'program':<12} {'median':>9} {'MB/s':>8} {'peak MiB':>9}")
    for name in times:
        print(f"{name:<12} {median[name]:>8.3f}s {size / MB / median[name]:>8.1f}"
              f" {peaks[name]:>9.1f}")
    ratio = median["pgn-extract"] / median["kibitz"]
    verdict = "met" if ratio >= TARGET_RATIO else "not met"
    print(f"\nthroughput ratio, Kibitz / pgn-extract (= pgn-extract time / Kibitz time): "
          f"{ratio:.2f}  (target {TARGET_RATIO}: {verdict})")


def memory_check(kibitz, big_input, peak_small):
    """Checks the bigger file once; says whether Kibitz's peak memory grew."""
    path, size, _ = big_input
    _, peak_big = run_timed([kibitz, "pgn", "check", str(path)])
    print(f"\nmemory check, kibitz-cli peak: {peak_small:.1f} MiB on the main file, "
          f"{peak_big:.1f} MiB on {path.name} ({size / MB:.1f} MB)")
    if peak_big > peak_small * 1.10 + 2:
        print("  peak memory grew with the file size")
    else:
        print("  peak memory did not grow with the file size (allowing 10% + 2 MiB)")


def parse_args(root):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, help="timed runs of each program (default 5)")
    parser.add_argument("--quick", action="store_true",
                        help="50 MB and 3 runs, unless --size-mb or --runs say otherwise")
    parser.add_argument("--size-mb", type=float, help="size of the main file (default 60)")
    parser.add_argument("--kibitz", default=str(root / "build/bin/kibitz-cli"))
    parser.add_argument("--pgn-extract", default="/usr/games/pgn-extract")
    parser.add_argument("--source-dir", default=str(root.parent / "shared/data/pgn/masters"))
    parser.add_argument("--workdir", default=str(root / "build/bench"))
    parser.add_argument("--build-only", action="store_true",
                        help="build the input files, print their sizes and stop")
    args = parser.parse_args()
    args.runs = args.runs or (3 if args.quick else 5)
    args.size_mb = args.size_mb or (50 if args.quick else 60)
    return args


def main():
    root = Path(__file__).resolve().parents[2]
    args = parse_args(root)
    if args.build_only:
        build_inputs(args.source_dir, Path(args.workdir), args.size_mb)
        return
    if not os.access(args.kibitz, os.X_OK):
        sys.exit(f"{args.kibitz} not found: build kibitz-cli first, or pass --kibitz")
    if not os.access(GNU_TIME, os.X_OK):
        sys.exit(f"{GNU_TIME} not found: apt-get install time (tools/setup.sh does)")
    if not os.access(args.pgn_extract, os.X_OK):
        sys.exit(f"{args.pgn_extract} not found: apt-get install pgn-extract, "
                 f"or pass --pgn-extract")

    inputs = build_in_child(args)
    path, size, _ = inputs[0]
    check_kibitz(args.kibitz, path)
    check_pgn_extract(args.pgn_extract, path)

    contestants = [("kibitz", [args.kibitz, "pgn", "check", str(path)]),
                   ("pgn-extract", [args.pgn_extract, "-s", "-r", str(path)])]
    print(f"\npgn check: kibitz-cli vs pgn-extract on {path.name} ({size / MB:.1f} MB); "
          f"{args.runs} interleaved runs; {os.cpu_count()} cores")
    times, peaks = time_runs(contestants, args.runs)
    report(times, peaks, size)
    memory_check(args.kibitz, inputs[1], peaks["kibitz"])


if __name__ == "__main__":
    main()
