#!/usr/bin/env python3
"""The models of human play, fitted and measured, and their outcome predictions next to
the alternatives on the held-back positions, in one run.

Input: a dataset cache (--cache CACHE.tsv) written by `kibitz-cli dataset build` (docs/dataset.md:
one comment line with the build's settings, then the column names, then one position a line with
its split, `fit` or `held`). --build PGN... first builds it: `kibitz-cli dataset build PGN... -o
CACHE --every 3 --nodes 100000` (--build-every, --build-nodes; CACHE is --cache, default
build/human_model.tsv), timed and its output printed. The script prints the cache's comment line
and its numbers of positions per split.

Kibitz (--kibitz, default build/bin/kibitz-cli), each run timed (wall seconds) with its standard
output printed verbatim:
  1. `kibitz-cli dataset fit CACHE` (fits the models on the fit split; --skip-fit leaves it out);
  2. `kibitz-cli dataset measure CACHE --predictions PRED` (the move-prediction and
     rating-estimate tables on the held split), which writes PRED (--predictions, default
     CACHE's name with .predictions.tsv): one line per held-back position, with the columns
     key ply fen white_elo black_elo result material phase elo value_model michie, `result`
     being White's score (1, 0.5, 0), `phase` opening, middlegame or endgame, and `elo`,
     `value_model`, `michie` three predictions of White's expected score (the Elo expectation
     alone, the value model, Michie's back-up). Any further column is taken as one more
     predictor (its values must lie in [0, 1]). --skip-measure reads an existing PRED instead.
The script stops with a clear message if kibitz-cli is missing or exits non-zero, or if PRED is
missing or malformed. --limit N keeps only PRED's first N positions (a quick run).

Stockfish 15.1 (/usr/games/stockfish, Debian package `stockfish`): --jobs processes (default 2),
each with Threads 1, Hash 16 and UCI_ShowWDL true, and for every distinct FEN of the kept
positions `ucinewgame`, `position fen F`, `go nodes 25000` (--sf-nodes). Of its output it keeps
the last `info` line with a `score` that is not a lowerbound or upperbound: the score (cp or mate)
and the `wdl W D L` of that line, both turned from the side to move's standpoint to White's. With
one thread and a node limit Stockfish is deterministic. The results are cached in CACHE's name with
.stockfish-N.tsv (N = --sf-nodes), keyed by FEN, one line appended per finished position: a rerun
computes only what is missing, and Ctrl+C stops the engines and keeps what finished (exit status
130). Progress (done/total, rate, ETA) goes to stderr. --sf-nice N runs the engines under
`nice -n N` (Kibitz's runs are never niced, since they are timed).

Outcome predictions, all on exactly the same positions (every kept position of PRED), each a
prediction p of White's expected score against the game's result s in {0, 0.5, 1}:
  elo            PRED's `elo`: 1 / (1 + 10^(-(white_elo - black_elo) / 400))  (baseline a)
  lichess        (1 + wc) / 2, wc = 2 / (1 + exp(-0.00368208 cp)) - 1, cp Stockfish's score from
                 White's standpoint, raw as lila uses it, a mate counting as cp = +-10000 (so
                 p is 0 or 1 to 1e-15, and the clamp below applies)  (baseline b)
  stockfish_wdl  (W + D/2) / 1000 of Stockfish's WDL, White's standpoint  (baseline c)
  value_model, michie, and any further PRED column: Kibitz's.
Scores: Brier = mean (p - s)^2; log-loss = mean -(s ln p + (1 - s) ln(1 - p)), p clamped to
[1e-6, 1 - 1e-6] first (one confident miss then costs at most 13.8). Also, as a floor reference,
the constant prediction p = the mean result of the same positions (it has seen the results, so
it is a little better than an honest constant). A table per set of positions (all, then each
phase in the order opening, middlegame, endgame, then any other) with Brier, log-loss and N per
predictor; then the target lines "value model better than Elo and lichess in Brier and
log-loss: PASS/FAIL" and the same for michie, on all positions (strictly lower Brier and lower
log-loss than both baselines). The exit status is 0 on FAIL too (this is a measurement); it is
non-zero on an error.

Reliability: each predictor's predictions in 10 equal bins of [0, 1] (the last includes 1), and
per bin the mean prediction against the mean result, printed as a table and drawn (matplotlib,
Debian package python3-matplotlib, Agg backend) with the diagonal and the counts per bin below,
into --plot (default CACHE's name with .reliability.png); the script prints its path.

Usage: tools/benchmarks/human_model.py (--cache CACHE.tsv | --build PGN... [--cache CACHE.tsv])
           [--build-every 3] [--build-nodes 100000] [--skip-fit] [--skip-measure]
           [--predictions PRED.tsv] [--limit N] [--sf-nodes 25000] [--jobs 2] [--sf-nice N]
           [--plot FILE.png] [--kibitz build/bin/kibitz-cli] [--stockfish /usr/games/stockfish]
"""

import argparse
import math
import os
import queue
import sys
import threading
import time
from pathlib import Path

import harness
import uciengine
from harness import MATE_CP

ROOT = Path(__file__).resolve().parents[2]
STOCKFISH = "/usr/games/stockfish"
DEFAULT_CACHE = ROOT / "build/human_model.tsv"
DEFAULT_SF_NODES = 25_000
DEFAULT_JOBS = 2
DEFAULT_BUILD_EVERY = 3
DEFAULT_BUILD_NODES = 100_000
SF_THREADS = 1
SF_HASH_MB = 16
CLAMP = 1e-6
BINS = 10
PHASES = ["opening", "middlegame", "endgame"]

PRED_COLUMNS = ["key", "ply", "fen", "white_elo", "black_elo", "result", "material", "phase",
                "elo", "value_model", "michie"]
PRED_INFO = set(PRED_COLUMNS[:8])    # the columns that are not predictions
SF_COLUMNS = ["fen", "score", "w", "d", "l", "depth"]
BASELINES = ["elo", "lichess", "stockfish_wdl"]
TARGETS = [("value_model", "value model"), ("michie", "michie")]


def fail(message):
    sys.exit(f"human_model.py: {message}")


# --- the dataset cache and the predictions ----------------------------------------------------

def read_cache_summary(path):
    """(the comment line, {split: number of positions}) of a dataset cache."""
    counts = {}
    with open(path, encoding="utf-8") as source:
        comment = source.readline().rstrip("\n")
        columns = source.readline().rstrip("\n").split("\t")
        if not comment.startswith("#") or "split" not in columns or "fen" not in columns:
            fail(f"{path} is not a dataset cache (a '# kibitz-cli dataset build' line, then the "
                 f"column names with split and fen): build it with kibitz-cli dataset build")
        split = columns.index("split")
        for line in source:
            fields = line.split("\t", split + 1)
            if len(fields) > split:
                counts[fields[split]] = counts.get(fields[split], 0) + 1
    return comment, counts


class Position:
    """A held-back position of PRED: its FEN, phase, result and Kibitz's predictions."""

    def __init__(self, fen, phase, result, predictions):
        self.fen = fen
        self.phase = phase
        self.result = result
        self.predictions = predictions   # name -> p (White's expected score)


def read_predictions(path, limit):
    """(the predictor columns of PRED in file order, its positions, at most `limit` of them)."""
    try:
        source = open(path, encoding="utf-8")
    except OSError as error:
        fail(f"cannot read the predictions {path}: {error.strerror}")
    with source:
        columns = source.readline().rstrip("\n").split("\t")
        if columns[:len(PRED_COLUMNS)] != PRED_COLUMNS:
            fail(f"{path}: the header is\n  {' '.join(columns)}\nexpected it to start with\n  "
                 f"{' '.join(PRED_COLUMNS)}")
        predictors = [c for c in columns if c not in PRED_INFO]
        at = {c: i for i, c in enumerate(columns)}
        positions = []
        for number, line in enumerate(source, start=2):
            if limit is not None and len(positions) >= limit:
                break
            line = line.rstrip("\n")
            if not line:
                continue
            fields = line.split("\t")
            if len(fields) != len(columns):
                fail(f"{path}, line {number}: {len(fields)} fields for {len(columns)} columns")
            try:
                result = float(fields[at["result"]])
                values = {name: float(fields[at[name]]) for name in predictors}
            except ValueError as error:
                fail(f"{path}, line {number}: {error}")
            if result not in (0.0, 0.5, 1.0):
                fail(f"{path}, line {number}: result {fields[at['result']]} is not 1, 0.5 or 0")
            for name, value in values.items():
                if not 0.0 <= value <= 1.0:      # also rejects nan
                    fail(f"{path}, line {number}: {name} = {fields[at[name]]} is not in [0, 1]")
            positions.append(Position(fields[at["fen"]], fields[at["phase"]], result, values))
    if not positions:
        fail(f"{path} has no positions")
    return predictors, positions


# --- running kibitz-cli -------------------------------------------------------------------------

def run_kibitz(command, what):
    """Runs a kibitz-cli command, prints its standard output verbatim; returns the wall seconds."""
    print(f"$ {' '.join(str(part) for part in command)}", flush=True)
    try:
        seconds, process = harness.timed_run([str(part) for part in command])
    except OSError as error:
        fail(f"could not run {command[0]}: {error.strerror}")
    sys.stdout.write(process.stdout)
    if process.stdout and not process.stdout.endswith("\n"):
        sys.stdout.write("\n")
    if process.returncode != 0:
        fail(f"kibitz-cli dataset {what} failed with exit code {process.returncode}:\n"
             f"{process.stderr.strip()[-3000:]}")
    print(f"[dataset {what}: {seconds:.1f} s wall]\n", flush=True)
    return seconds


# --- Stockfish ----------------------------------------------------------------------------------

class Stockfish(uciengine.UciEngine):
    """Stockfish with its WDL, in its own session (Ctrl+C is ours)."""

    def __init__(self, path, nice):
        super().__init__(path, (("Threads", SF_THREADS), ("Hash", SF_HASH_MB),
                                ("UCI_ShowWDL", "true")), nice=nice, own_session=True)

    def analyse(self, fen, nodes):
        """(White's score: cp as int or "#+N"/"#-N", White's (W, D, L) permille, depth)."""
        self.send("ucinewgame")
        last = uciengine.last_line(self.search(f"position fen {fen}", nodes))
        if last is None or "wdl" not in last:
            raise RuntimeError(f"{self.path} gave no exact score with a wdl for: {fen}")
        white_to_move = fen.split()[1] == "w"
        score = uciengine.white_score(uciengine.score_of(last), white_to_move)
        w, d, l = uciengine.wdl_of(last)
        if not white_to_move:
            w, l = l, w
        return score, (w, d, l), uciengine.value_after(last, "depth") or 0


def load_stockfish_cache(path):
    """{fen: (score, (W, D, L))} of the finished lines of a Stockfish cache; and its engine name."""
    results, engine = {}, None
    if not path.exists():
        return results, engine
    with open(path, encoding="utf-8") as source:
        comment = source.readline()
        if "engine=" in comment:
            engine = comment.split("engine=", 1)[1].split(";")[0].strip()
        if source.readline().rstrip("\n").split("\t") != SF_COLUMNS:
            fail(f"{path} is not a Stockfish cache of this script: delete it")
        for line in source:
            fields = line.rstrip("\n").split("\t")
            if not line.endswith("\n") or len(fields) != len(SF_COLUMNS):
                continue     # a line cut by a crash: computed again
            score = fields[1] if fields[1].startswith("#") else int(fields[1])
            results[fields[0]] = (score, tuple(int(x) for x in fields[2:5]))
    return results, engine


def run_stockfish(args, fens, cache_path):
    """Analyses the FENs not in the cache with --jobs engines; returns {fen: (score, wdl)}."""
    results, cached_engine = load_stockfish_cache(cache_path)
    todo = [fen for fen in fens if fen not in results]
    print(f"Stockfish cache {cache_path}: {len(fens) - len(todo)} of {len(fens)} positions "
          f"there{f' (engine {cached_engine})' if cached_engine else ''}, {len(todo)} to analyse",
          flush=True)
    if not todo:
        return results, cached_engine, None
    jobs = max(1, min(args.jobs, len(todo)))
    engines = []
    try:
        for _ in range(jobs):
            engines.append(Stockfish(args.stockfish, args.sf_nice))
    except (OSError, RuntimeError) as error:
        for sf in engines:
            sf.kill()
        fail(f"could not start {args.stockfish}: {error}")
    engine = engines[0].name
    if cached_engine and cached_engine != engine:
        print(f"warning: {cache_path} was made by {cached_engine}, this is {engine}")

    new_file = not cache_path.exists()
    out = open(cache_path, "a", encoding="utf-8")
    if new_file:
        out.write(f"# human_model.py Stockfish cache: engine={engine}; nodes={args.sf_nodes}; "
                  f"Threads {SF_THREADS}, Hash {SF_HASH_MB}, ucinewgame per position; score and "
                  f"wdl from White's standpoint\n" + "\t".join(SF_COLUMNS) + "\n")
        out.flush()

    work, done = queue.Queue(), queue.Queue()
    for fen in todo:
        work.put(fen)
    stop = threading.Event()

    def worker(sf):
        while not stop.is_set():
            try:
                fen = work.get_nowait()
            except queue.Empty:
                return
            try:
                done.put((fen, sf.analyse(fen, args.sf_nodes)))
            except (OSError, ValueError, RuntimeError) as error:
                if not stop.is_set():
                    done.put((fen, error))
                return

    threads = [threading.Thread(target=worker, args=(sf,), daemon=True) for sf in engines]
    start = time.monotonic()
    for thread in threads:
        thread.start()
    tty = sys.stderr.isatty()
    finished, last_report = 0, 0.0
    try:
        while finished < len(todo):
            try:
                fen, outcome = done.get(timeout=1.0)
            except queue.Empty:
                if not any(thread.is_alive() for thread in threads) and done.empty():
                    fail("the Stockfish workers stopped before the end")
                continue
            if isinstance(outcome, Exception):
                fail(f"Stockfish failed: {outcome}")
            score, wdl, depth = outcome
            results[fen] = (score, wdl)
            out.write(f"{fen}\t{score}\t{wdl[0]}\t{wdl[1]}\t{wdl[2]}\t{depth}\n")
            out.flush()
            finished += 1
            now = time.monotonic() - start
            if finished == len(todo) or now - last_report >= (0.5 if tty else 30.0):
                last_report = now
                rate = finished / now if now > 0 else 0.0
                eta = (len(todo) - finished) / rate if rate > 0 else 0.0
                text = (f"Stockfish: {finished}/{len(todo)} positions, {rate:.1f}/s, "
                        f"ETA {eta / 60:.1f} min")
                sys.stderr.write(("\r" + text + "   ") if tty else (text + "\n"))
                sys.stderr.flush()
    except KeyboardInterrupt:
        sys.stderr.write(f"\ninterrupted: {finished} of {len(todo)} new positions analysed, kept "
                         f"in {cache_path} (a rerun goes on from there)\n")
        sys.exit(130)
    finally:
        stop.set()
        if finished < len(todo):     # interrupted or failed: the engines go now
            for sf in engines:
                sf.kill()
            out.close()
    seconds = time.monotonic() - start
    if tty:
        sys.stderr.write("\n")
    out.close()
    for thread in threads:
        thread.join(timeout=5)
    for sf in engines:
        sf.close()
    return results, engine, (len(todo), seconds, jobs)


# --- scores -------------------------------------------------------------------------------------

def lichess_expected(score):
    """lila's winning chances of White's cp, as an expected score; a mate is cp +-10000."""
    return (1.0 + harness.winning_chances(harness.centipawns(score))) / 2.0


def brier(pairs):
    return sum((p - s) ** 2 for p, s in pairs) / len(pairs)


def log_loss(pairs):
    total = 0.0
    for p, s in pairs:
        p = min(max(p, CLAMP), 1.0 - CLAMP)
        total -= s * math.log(p) + (1.0 - s) * math.log(1.0 - p)
    return total / len(pairs)


def reliability(pairs):
    """Per bin of [0, 1] (10 equal, the last closed): (n, mean p, mean result) or None if empty."""
    bins = [[] for _ in range(BINS)]
    for p, s in pairs:
        bins[min(int(p * BINS), BINS - 1)].append((p, s))
    return [(len(b), sum(p for p, _ in b) / len(b), sum(s for _, s in b) / len(b)) if b else None
            for b in bins]


def plot_reliability(path, predictors, tables, labels, title):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        fail("matplotlib is missing: apt-get install python3-matplotlib (and run the script with "
             "Debian's /usr/bin/python3 if another python3 comes first on PATH), or pass --plot ''")
    figure, (top, bottom) = plt.subplots(2, 1, figsize=(8, 9.5), sharex=True,
                                         gridspec_kw={"height_ratios": [3, 1.2]})
    top.plot([0, 1], [0, 1], color="0.6", linestyle="--", linewidth=1, label="perfect calibration")
    centres = [(i + 0.5) / BINS for i in range(BINS)]
    width = 1.0 / BINS / (len(predictors) + 1)
    for index, name in enumerate(predictors):
        rows = tables[name]
        xs = [row[1] for row in rows if row]
        ys = [row[2] for row in rows if row]
        line, = top.plot(xs, ys, marker="o", markersize=4, linewidth=1.5,
                         label=labels[name])
        offsets = [c - 0.5 / BINS + (index + 1) * width for c in centres]
        bottom.bar(offsets, [row[0] if row else 0 for row in rows], width=width,
                   color=line.get_color(), label=name)
    top.set_xlim(0, 1)
    top.set_ylim(0, 1)
    top.set_ylabel("observed mean result (White's score)")
    top.set_title(title, fontsize=10)
    top.grid(True, color="0.9")
    top.legend(loc="upper left", fontsize=9)
    bottom.set_yscale("log")
    bottom.set_ylabel("positions per bin")
    bottom.set_xlabel(f"predicted expected score for White ({BINS} equal bins; points at the "
                      f"bin's mean prediction)")
    bottom.set_xticks([i / BINS for i in range(BINS + 1)])
    bottom.grid(True, axis="y", color="0.9")
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)


# --- main ---------------------------------------------------------------------------------------

def sibling(cache, suffix):
    """CACHE's path with its .tsv replaced by `suffix`."""
    name = cache.name[:-4] if cache.name.endswith(".tsv") else cache.name
    return cache.with_name(name + suffix)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache", help="the dataset cache (TSV of kibitz-cli dataset build); "
                        f"with --build the file to write (default {DEFAULT_CACHE})")
    parser.add_argument("--build", nargs="+", metavar="PGN",
                        help="build the cache from these PGN files first")
    parser.add_argument("--build-every", type=int, default=DEFAULT_BUILD_EVERY,
                        help=f"--every of the build (default {DEFAULT_BUILD_EVERY})")
    parser.add_argument("--build-nodes", type=int, default=DEFAULT_BUILD_NODES,
                        help=f"--nodes of the build (default {DEFAULT_BUILD_NODES})")
    parser.add_argument("--skip-fit", action="store_true", help="do not run dataset fit")
    parser.add_argument("--skip-measure", action="store_true",
                        help="do not run dataset measure: read the existing --predictions file")
    parser.add_argument("--predictions", help="PRED.tsv (default: beside the cache, "
                        "CACHE.predictions.tsv)")
    parser.add_argument("--limit", type=int, help="only the first N held-back positions")
    parser.add_argument("--sf-nodes", type=int, default=DEFAULT_SF_NODES,
                        help=f"Stockfish nodes per position (default {DEFAULT_SF_NODES})")
    parser.add_argument("--jobs", type=int, default=DEFAULT_JOBS,
                        help=f"Stockfish processes (default {DEFAULT_JOBS})")
    parser.add_argument("--sf-nice", type=int, default=0,
                        help="run Stockfish under nice -n N (default: not niced)")
    parser.add_argument("--plot", help="the reliability plot, PNG (default: beside the cache, "
                        "CACHE.reliability.png; '' for none)")
    parser.add_argument("--kibitz", default=str(ROOT / "build/bin/kibitz-cli"))
    parser.add_argument("--stockfish", default=STOCKFISH)
    args = parser.parse_args()
    if not args.cache and not args.build:
        parser.error("give --cache CACHE.tsv, or --build PGN... to build one")
    if args.limit is not None and args.limit < 1:
        parser.error("--limit must be 1 or more")
    if args.jobs < 1 or args.sf_nodes < 1:
        parser.error("--jobs and --sf-nodes must be 1 or more")

    cache = Path(args.cache) if args.cache else DEFAULT_CACHE
    predictions_path = Path(args.predictions) if args.predictions else sibling(
        cache, ".predictions.tsv")
    plot_path = (Path(args.plot) if args.plot else None) if args.plot is not None else sibling(
        cache, ".reliability.png")
    sf_cache = sibling(cache, f".stockfish-{args.sf_nodes}.tsv")
    needs_kibitz = args.build or not args.skip_fit or not args.skip_measure
    if needs_kibitz and not os.access(args.kibitz, os.X_OK):
        fail(f"{args.kibitz} not found: build Kibitz first (cmake --build build --target "
             f"kibitz-cli), or pass --kibitz")
    stockfish = uciengine.find(args.stockfish, STOCKFISH)
    if not stockfish:
        fail(f"{args.stockfish} not found: apt-get install stockfish, or pass --stockfish")
    args.stockfish = stockfish

    print("human_model.py: outcome predictions against Elo, lichess and Stockfish")
    print(f"options: {' '.join(sys.argv[1:])}")
    print(f"kibitz-cli {args.kibitz}; Stockfish {args.stockfish} at {args.sf_nodes} nodes, "
          f"{args.jobs} processes (Threads {SF_THREADS}, Hash {SF_HASH_MB})\n", flush=True)

    times = {}
    if args.build:
        for pgn in args.build:
            if not Path(pgn).is_file():
                fail(f"{pgn} not found")
        cache.parent.mkdir(parents=True, exist_ok=True)
        times["build"] = run_kibitz([args.kibitz, "dataset", "build", *args.build, "-o", cache,
                                     "--every", args.build_every, "--nodes", args.build_nodes],
                                    "build")
    if not cache.is_file():
        fail(f"{cache} not found: build it with kibitz-cli dataset build (or --build PGN...)")
    comment, counts = read_cache_summary(cache)
    print(f"cache {cache}: {sum(counts.values())} positions "
          f"({', '.join(f'{n} {split}' for split, n in sorted(counts.items()))})")
    print(f"  {comment}\n", flush=True)

    if not args.skip_fit:
        times["fit"] = run_kibitz([args.kibitz, "dataset", "fit", cache], "fit")
    if not args.skip_measure:
        predictions_path.parent.mkdir(parents=True, exist_ok=True)
        times["measure"] = run_kibitz([args.kibitz, "dataset", "measure", cache,
                                       "--predictions", predictions_path], "measure")
    elif not predictions_path.is_file():
        fail(f"--skip-measure: {predictions_path} not found (run without --skip-measure, or "
             f"pass --predictions)")
    predictors_kibitz, positions = read_predictions(predictions_path, args.limit)
    held = counts.get("held", 0)
    print(f"predictions {predictions_path}: {len(positions)} positions"
          f"{f' (the first {args.limit}, --limit)' if args.limit else ''}; "
          f"predictors in the file: {', '.join(predictors_kibitz)}")
    if args.limit is None and len(positions) != held:
        print(f"warning: the cache has {held} held-back positions, the predictions "
              f"{len(positions)}")
    for name in ("elo", "value_model", "michie"):
        if name not in predictors_kibitz:
            fail(f"{predictions_path} has no column {name}")
    print(flush=True)

    fens = list(dict.fromkeys(position.fen for position in positions))
    stockfish_results, engine, run = run_stockfish(args, fens, sf_cache)
    if run:
        analysed, seconds, jobs = run
        print(f"Stockfish ({engine}): {analysed} positions in {seconds:.1f} s with {jobs} "
              f"processes: {analysed / seconds:.1f} positions/s, "
              f"{1000 * seconds * jobs / analysed:.1f} ms per position and process")
    print(flush=True)
    for position in positions:
        score, (w, d, l) = stockfish_results[position.fen]
        position.predictions["lichess"] = lichess_expected(score)
        position.predictions["stockfish_wdl"] = (w + d / 2) / 1000
    mates = sum(1 for p in positions if isinstance(stockfish_results[p.fen][0], str))
    ordered = BASELINES + [name for name in predictors_kibitz if name not in BASELINES]

    # The tables: all positions, then each phase.
    phases = PHASES + sorted({p.phase for p in positions} - set(PHASES))
    groups = [("all", positions)] + [(phase, [p for p in positions if p.phase == phase])
                                     for phase in phases]
    scores = {}
    print(f"Outcome calibration: p = White's expected score, s = the result (1, 0.5, 0); Brier = "
          f"mean (p - s)^2; log-loss = mean -(s ln p + (1-s) ln(1-p)), p clamped to "
          f"[{CLAMP:g}, 1 - {CLAMP:g}]. lichess: Stockfish's cp, mates as cp +-{MATE_CP} "
          f"({mates} of {len(positions)} positions are mates for Stockfish). constant: the mean "
          f"result of the same positions (a floor reference).")
    for label, group in groups:
        if not group:
            print(f"\n{label}: no positions")
            continue
        mean_result = sum(p.result for p in group) / len(group)
        print(f"\n{label} (N = {len(group)}, mean result {mean_result:.3f})")
        print(f"  {'predictor':<16}{'Brier':>9}{'log-loss':>11}{'N':>8}")
        for name in ordered:
            pairs = [(p.predictions[name], p.result) for p in group]
            scores[label, name] = (brier(pairs), log_loss(pairs))
            print(f"  {name:<16}{scores[label, name][0]:>9.4f}{scores[label, name][1]:>11.4f}"
                  f"{len(group):>8}")
        pairs = [(mean_result, p.result) for p in group]
        print(f"  {'(constant)':<16}{brier(pairs):>9.4f}{log_loss(pairs):>11.4f}{len(group):>8}")

    # Reliability.
    tables = {name: reliability([(p.predictions[name], p.result) for p in positions])
              for name in ordered}
    print("\nReliability, all positions: per bin of the prediction, the mean result (positions)")
    print(f"  {'bin':<10}" + "".join(f"{name:>16}" for name in ordered))
    for index in range(BINS):
        cells = []
        for name in ordered:
            row = tables[name][index]
            cells.append(f"{row[2]:.3f} ({row[0]})" if row else "-")
        low, high = index / BINS, (index + 1) / BINS
        print(f"  {f'{low:.1f}-{high:.1f}':<10}" + "".join(f"{cell:>16}" for cell in cells))

    print()
    for column, label in TARGETS:
        better = all(scores["all", column][k] < scores["all", rival][k]
                     for rival in ("elo", "lichess") for k in (0, 1))
        print(f"{label} better than Elo and lichess in Brier and log-loss: "
              f"{'PASS' if better else 'FAIL'} (Brier {scores['all', column][0]:.4f} vs "
              f"{scores['all', 'elo'][0]:.4f}, {scores['all', 'lichess'][0]:.4f}; log-loss "
              f"{scores['all', column][1]:.4f} vs {scores['all', 'elo'][1]:.4f}, "
              f"{scores['all', 'lichess'][1]:.4f}; N = {len(positions)})")
    if times:
        print("times (wall): " + ", ".join(f"{what} {s:.1f} s" for what, s in times.items()))

    if plot_path:
        plot_path.parent.mkdir(parents=True, exist_ok=True)
        labels = {name: f"{name} (Brier {scores['all', name][0]:.3f}, log-loss "
                        f"{scores['all', name][1]:.3f})" for name in ordered}
        plot_reliability(plot_path, ordered, tables, labels,
                         f"Reliability on {len(positions)} held-back positions of {cache.name}"
                         f"\n(Stockfish {args.sf_nodes} nodes)")
        print(f"plot: {plot_path}")


if __name__ == "__main__":
    main()
