"""What the benchmarks share for running kibitz-cli and reading results: timed runs, the match
summary of `kibitz-cli match`, the judgements table of `kibitz-cli annotate --judgements`, lichess's
winning chances of a score, shares, rank correlation and CSV tables.

Scripts outside tools/benchmarks import it after
`sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))`.
"""
import csv
import math
import re
import subprocess
import sys
import time

WC_MULTIPLIER = -0.00368208          # lila PR 11148, WinPercent.winningChances
MATE_CP = 10_000                     # a mate as cp, for the winning chances (+-1 to 1e-15)


# --- running kibitz-cli -------------------------------------------------------------------------

def timed_run(command, **options):
    """(wall seconds, the CompletedProcess) of one run of `command`, its output captured as text;
    `options` go to subprocess.run."""
    start = time.perf_counter()
    process = subprocess.run(command, capture_output=True, text=True, **options)
    return time.perf_counter() - start, process


def run_match(argv, what):
    """Runs `kibitz-cli match` (argv), echoing its output but the "Started game" lines; returns
    the regex matches of its W/D/L, Elo, pairs and terminations lines (the last two may be None).
    Exits with a message naming `what` when the match fails."""
    lines = []
    with subprocess.Popen(argv, stdout=subprocess.PIPE, text=True) as process:
        for line in process.stdout:
            lines.append(line)
            if not line.startswith("Started game"):
                print(line, end="", flush=True)
    if process.returncode != 0:
        sys.exit(f"{what} failed (exit code {process.returncode})")
    text = "".join(lines)
    wdl = re.search(r"W/D/L: (\d+) / (\d+) / (\d+), score ([\d.]+)%", text)
    elo = re.search(r"Elo difference: (\S+(?: \+/- \S+)?) \(95%\), LOS ([\d.]+)%", text)
    pairs = re.search(r"Pairs .*, Elo (\S+(?: \+/- \S+)?) \(95%\)", text)
    ends = re.search(r"Terminations: (.*)", text)
    if not wdl or not elo:
        sys.exit(f"{what}: no result in the match's output")
    return wdl, elo, pairs, ends


def read_judgements(path):
    """The table of `kibitz-cli annotate --judgements` (tab-separated, a header line): its rows as
    dicts of strings by (game, ply), in file order."""
    with open(path, newline="") as file:
        return {(int(row["game"]), int(row["ply"])): row
                for row in csv.DictReader(file, delimiter="\t")}


# --- scores -------------------------------------------------------------------------------------

def centipawns(score):
    """A score as cp: ("cp", X) or X as X; a mate, ("mate", N) or "#+N"/"#-N", as +-MATE_CP
    (N > 0 and "#+": the side whose standpoint it is mates)."""
    if isinstance(score, str):
        return MATE_CP if score.startswith("#+") else -MATE_CP
    if isinstance(score, int):
        return score
    kind, value = score
    return value if kind == "cp" else (MATE_CP if value > 0 else -MATE_CP)


def winning_chances(cp):
    """lichess's winning chances of cp, -1..1, the same standpoint."""
    try:
        return 2 / (1 + math.exp(WC_MULTIPLIER * cp)) - 1
    except OverflowError:
        return -1.0


# --- agreement and tables -----------------------------------------------------------------------

def percent_text(part, whole):
    """'a/n = x%', or 'a/0 = -'."""
    return f"{part}/{whole} = {100 * part / whole:.1f}%" if whole else f"{part}/0 = -"


def ranks(scores):
    """Ranks (1 = highest), ties sharing their mean rank."""
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    result = [0.0] * len(scores)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def spearman(a, b):
    """Spearman's rank correlation of two equally long lists; None below 3 items or where one
    list is constant."""
    ra, rb = ranks(a), ranks(b)
    n = len(a)
    if n < 3:
        return None
    ma, mb = sum(ra) / n, sum(rb) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    va = sum((x - ma) ** 2 for x in ra) ** 0.5
    vb = sum((y - mb) ** 2 for y in rb) ** 0.5
    return cov / (va * vb) if va and vb else None


def write_csv(path, rows, fields=None):
    """Writes `rows` (dicts) to a CSV file with a header line: the columns `fields` (any other
    key left out), or else every key of the first row."""
    with open(path, "w", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=fields or (list(rows[0]) if rows else []),
                                extrasaction="ignore" if fields else "raise")
        writer.writeheader()
        writer.writerows(rows)
