#!/usr/bin/env python3
"""Kibitz's analysis of a whole game (`kibitz-cli analyse --pgn`) next to Stockfish's, by position.

Input: one real game of about 80 plies. By default the first game, in the sorted files of
../shared/data/pgn/masters/*.pgn (relative to the repository root), whose main line has 78 to 82
plies and a result of 1-0, 0-1 or 1/2-1/2; --pgn FILE --game N picks another. The script prints
the file and game number it chose, so a run can be repeated.

Kibitz: `kibitz-cli analyse --pgn FILE --game N --threads 2 --format json --white-elo 10000
--black-elo 10000 --compare-elos 2000,2000`, which grows a look-ahead tree at every position of the main
line (start position through the position after the last move) and backs it up at both merits.
From its JSON: the tree-building time (`seconds`), the back-up times at the main and the
comparison merits (`backup_seconds`, from the in-memory cache of trees), and per position the
expected utility u (White's standpoint), best_by_minimax and best_by_utility (SAN, mapped to UCI
through the position's `moves`). The script also times the whole process.

Stockfish 15.1 (/usr/games/stockfish, Debian package `stockfish`): one process for the game with
MultiPV 500, UCI_ShowWDL, Threads 2 and Hash 64, `ucinewgame` once, then `go nodes 100000` at
every position that is not a game end (the positions are Kibitz's FENs). It keeps `bestmove` and
the `wdl W D L` of the last multipv 1 line that is not a bound (the last line Stockfish printed
before `bestmove`); its utility for the side to move is (W - L) / 1000 and its expected score
(W + D/2) / 1000, both turned to White's standpoint. With two threads Stockfish is not
deterministic: its best moves and WDL vary a little from run to run (Kibitz's figures do not).

Report: Kibitz's times against the targets (at most 20 s of tree building per game, at most 50 ms
to back the game up again at new merits from the cache), Stockfish's time and the ratio
Kibitz tree building / Stockfish, how often Kibitz's best moves equal Stockfish's, and the mean
absolute difference of utility and expected score between the two (at merit 10, and at merit 2 for
context). Kibitz's u is the value of a game between two fallible players of the given merit, and
Stockfish's WDL that of its own play, so the two differ by nature: the difference is a
measure, not an error. --max-positions K analyses only the first K positions (Kibitz reads a
temporary PGN of the first K-1 plies) for a quick run; the 20 s verdict then covers only those
positions, and the report says so.

Usage: tools/benchmarks/analysis_vs_stockfish.py [--pgn FILE --game N] [--max-positions K]
           [--threads 2] [--merit 10] [--compare-merit 2] [--sf-nodes 100000] [--sf-threads 2]
           [--csv FILE] [--per-position] [--kibitz build/bin/kibitz-cli]
           [--stockfish /usr/games/stockfish] [--source-dir ../shared/data/pgn/masters]
           [--min-plies 78] [--max-plies 82]
"""

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import harness
import uciengine

ROOT = Path(__file__).resolve().parents[2]
STOCKFISH = "/usr/games/stockfish"
DECISIVE_OR_DRAWN = {"1-0", "0-1", "1/2-1/2"}
RESULTS = DECISIVE_OR_DRAWN | {"*"}
TARGET_GAME_SECONDS = 20.0
TARGET_BACKUP_MS = 50.0
SF_HASH_MB = 64
SF_MULTIPV = 500

# Movetext tokens: comments, rest-of-line comments, variation brackets, NAGs, everything else.
TOKEN = re.compile(r"\{[^}]*\}|;[^\n]*|[()]|\$\d+|[^\s(){};]+")
MOVE_NUMBER = re.compile(r"\d+\.*")
TAG = re.compile(r'\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]')


# --- PGN: splitting, counting plies, truncating --------------------------------------------

def read_games(path):
    """Returns the games of a PGN file as a list of (tags dict, tag lines, SAN moves, result)."""
    games, tag_lines, move_lines = [], [], []

    def flush():
        if tag_lines or move_lines:
            tags = {m[1]: m[2] for m in (TAG.match(line.strip()) for line in tag_lines) if m}
            sans, result = main_line(" \n".join(move_lines))
            games.append((tags, list(tag_lines), sans, result or tags.get("Result", "*")))

    for line in Path(path).read_text(encoding="latin-1").splitlines():
        if line.startswith("%"):
            continue
        if TAG.match(line.strip()):
            if move_lines:
                flush()
                tag_lines, move_lines = [], []
            tag_lines.append(line.strip())
        elif line.strip():
            move_lines.append(line)
    flush()
    return games


def main_line(movetext):
    """Returns (the SAN moves of the main line, the game termination marker or None)."""
    sans, result, depth = [], None, 0
    for token in TOKEN.findall(movetext):
        if token == "(":
            depth += 1
        elif token == ")":
            depth = max(0, depth - 1)
        elif depth or token[0] in "{;$":
            continue
        elif token in RESULTS:
            result = token
        else:
            token = MOVE_NUMBER.sub("", token, count=1) if token[0].isdigit() else token
            if token and token not in RESULTS:
                sans.append(token)
    return sans, result


def choose_game(source_dir, min_plies, max_plies):
    """First game, in the sorted .pgn files, with min..max plies and a decisive or drawn result."""
    files = sorted(Path(source_dir).glob("*.pgn"))
    if not files:
        sys.exit(f"no .pgn files in {source_dir} (pass --pgn FILE --game N, or --source-dir)")
    for path in files:
        for number, game in enumerate(read_games(path), 1):
            tags, _, sans, result = game
            if min_plies <= len(sans) <= max_plies and result in DECISIVE_OR_DRAWN \
                    and "FEN" not in tags:
                return path, number, game
    sys.exit(f"no game with {min_plies}..{max_plies} plies and a result in {source_dir}")


def truncated_pgn(tag_lines, tags, sans, plies):
    """The game with only its first `plies` moves and the result `*`, as PGN text."""
    side, number = 0, 1
    if "FEN" in tags:
        fields = tags["FEN"].split()
        side = 1 if len(fields) > 1 and fields[1] == "b" else 0
        number = int(fields[5]) if len(fields) > 5 and fields[5].isdigit() else 1
    out = []
    for san in sans[:plies]:
        if side == 0:
            out.append(f"{number}.")
        elif not out:
            out.append(f"{number}...")
        out.append(san)
        if side == 1:
            number += 1
        side ^= 1
    out.append("*")
    lines = [line if not line.startswith("[Result ") else '[Result "*"]' for line in tag_lines]
    if not any(line.startswith("[Result ") for line in lines):
        lines.append('[Result "*"]')
    return "\n".join(lines) + "\n\n" + " ".join(out) + "\n\n"


# --- Kibitz ---------------------------------------------------------------------------------

def run_kibitz(args, pgn_path, game_number):
    """Runs kibitz-cli analyse; returns (the JSON document, process wall seconds, command)."""
    command = [args.kibitz, "analyse", "--pgn", str(pgn_path), "--game", str(game_number),
               "--threads", str(args.threads), "--format", "json",
               "--white-elo", str(round(args.merit * 1000)),
               "--black-elo", str(round(args.merit * 1000)),
               "--compare-elos", f"{round(args.compare_merit * 1000)},{round(args.compare_merit * 1000)}"]
    wall, process = harness.timed_run(command)
    if process.returncode != 0:
        sys.exit(f"{' '.join(command)} failed with exit code {process.returncode}:\n"
                 f"{process.stderr[-4000:]}")
    try:
        document = json.loads(process.stdout)
    except ValueError as error:
        sys.exit(f"{args.kibitz} analyse did not write JSON ({error}):\n{process.stdout[:2000]}")
    return document, wall, command


def san_to_uci(position, san):
    """Kibitz's SAN move in UCI, through the position's move list (None when absent)."""
    if not san:
        return None
    for move in position.get("moves", []):
        if move.get("san") == san:
            return move.get("uci")
    return None


# --- Stockfish ------------------------------------------------------------------------------

class Stockfish(uciengine.UciEngine):
    """Stockfish with MultiPV lines and their WDL. An engine that ends early ends the script."""

    def __init__(self, path, threads, hash_mb, multipv):
        super().__init__(path, (("MultiPV", multipv), ("UCI_ShowWDL", "true"),
                                ("Threads", threads), ("Hash", hash_mb)))
        self.new_game()

    def read_until(self, word):
        try:
            return super().read_until(word)
        except RuntimeError as error:
            sys.exit(str(error))

    def analyse(self, fen, nodes):
        """Returns (bestmove in UCI or None, (W, D, L) permille or None, depth, pv move)."""
        lines = self.search(uciengine.position_command(fen=fen), nodes)
        wdl, depth, pv_move = None, None, None
        for rank, fields in uciengine.whole_lines(lines):
            if rank == 1 and "wdl" in fields:
                wdl = uciengine.wdl_of(fields)
                depth = uciengine.value_after(fields, "depth")
                pv_move = uciengine.first_move(fields)
        return uciengine.best_move(lines), wdl, depth, pv_move


# --- report ---------------------------------------------------------------------------------

def percent(part, whole):
    return f"{100 * part / whole:8.1f} % ({part}/{whole})" if whole else f"{'-':>8}"


def mean_text(values, digits=3):
    return f"{statistics.mean(values):.{digits}f}" if values else "-"


def verdict(ok):
    return "PASS" if ok else "FAIL"


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pgn", help="PGN file (default: choose a game in --source-dir)")
    parser.add_argument("--game", type=int, default=1, help="game number in --pgn (default 1)")
    parser.add_argument("--source-dir", default=str(ROOT.parent / "shared/data/pgn/masters"))
    parser.add_argument("--min-plies", type=int, default=78)
    parser.add_argument("--max-plies", type=int, default=82)
    parser.add_argument("--max-positions", type=int,
                        help="analyse only the first K positions (K-1 plies), for a quick run")
    parser.add_argument("--threads", type=int, default=2, help="Kibitz threads (default 2)")
    parser.add_argument("--merit", type=float, default=10.0,
                        help="both sides' merit for the main analysis (default 10)")
    parser.add_argument("--compare-merit", type=float, default=2.0,
                        help="both sides' merit for the comparison back-up (default 2)")
    parser.add_argument("--sf-nodes", type=int, default=100_000,
                        help="Stockfish nodes per position (default 100000)")
    parser.add_argument("--sf-threads", type=int, default=2, help="Stockfish threads (default 2)")
    parser.add_argument("--csv", help="write one row per position to this file")
    parser.add_argument("--per-position", action="store_true",
                        help="also print a table with one line per position")
    parser.add_argument("--kibitz", default=str(ROOT / "build/bin/kibitz-cli"))
    parser.add_argument("--stockfish", default=STOCKFISH)
    args = parser.parse_args()
    if args.max_positions is not None and args.max_positions < 1:
        parser.error("--max-positions must be 1 or more")

    if not os.access(args.kibitz, os.X_OK):
        sys.exit(f"{args.kibitz} not found: build Kibitz first "
                 f"(cmake --build build --target kibitz-cli), or pass --kibitz")
    stockfish = uciengine.find(args.stockfish, STOCKFISH)
    if not stockfish:
        sys.exit(f"{args.stockfish} not found: install Stockfish (sudo apt-get install stockfish),"
                 f" or pass --stockfish")

    # The game.
    if args.pgn:
        if not Path(args.pgn).is_file():
            sys.exit(f"{args.pgn} not found")
        games = read_games(args.pgn)
        if not 1 <= args.game <= len(games):
            sys.exit(f"{args.pgn} has {len(games)} games; --game {args.game} is out of range")
        pgn_path, game_number, game = Path(args.pgn), args.game, games[args.game - 1]
        how = "given"
    else:
        pgn_path, game_number, game = choose_game(args.source_dir, args.min_plies,
                                                  args.max_plies)
        how = f"first game with {args.min_plies}..{args.max_plies} plies and a result"
    tags, tag_lines, sans, result = game
    plies = len(sans)
    try:
        shown_path = pgn_path.resolve().relative_to(ROOT.parent)
        shown_path = f"../{shown_path}"
    except ValueError:
        shown_path = str(pgn_path)
    print(f"game: {shown_path} --game {game_number} ({how})")
    print(f"  {tags.get('White', '?')} ({tags.get('WhiteElo') or '-'}) - "
          f"{tags.get('Black', '?')} ({tags.get('BlackElo') or '-'}), "
          f"{tags.get('Event', '?')} {tags.get('Date', '?')}, {result}, {plies} plies, "
          f"{plies + 1} positions")

    truncated = args.max_positions is not None and args.max_positions < plies + 1
    temporary = None
    kibitz_pgn, kibitz_game = pgn_path, game_number
    if truncated:
        temporary = tempfile.NamedTemporaryFile("w", suffix=".pgn", prefix="kibitz-bench-",
                                                delete=False, encoding="latin-1")
        temporary.write(truncated_pgn(tag_lines, tags, sans, args.max_positions - 1))
        temporary.close()
        kibitz_pgn, kibitz_game = Path(temporary.name), 1
        print(f"  only the first {args.max_positions} positions ({args.max_positions - 1} plies,"
              f" --max-positions)")
    print(f"settings: Kibitz {args.threads} threads, merits {args.merit:g}/{args.merit:g} "
          f"(comparison {args.compare_merit:g}/{args.compare_merit:g}), other options default; "
          f"Stockfish {args.sf_threads} threads, Hash {SF_HASH_MB} MB, MultiPV {SF_MULTIPV}, "
          f"{args.sf_nodes:,} nodes a position; {os.cpu_count()} cores", flush=True)

    # Kibitz.
    try:
        document, kibitz_wall, _ = run_kibitz(args, kibitz_pgn, kibitz_game)
    finally:
        if temporary:
            os.unlink(temporary.name)
    positions = document.get("positions", [])
    expected = (args.max_positions if truncated else plies + 1)
    if len(positions) != expected:
        sys.exit(f"Kibitz analysed {len(positions)} positions, expected {expected}: "
                 f"the game numbering or the move count differs from this script's")
    kibitz_tags = document.get("game", {}).get("tags", {})
    for key in ("White", "Black"):
        if kibitz_tags.get(key, "?") != tags.get(key, "?"):
            sys.exit(f"Kibitz read a different game ({key} is {kibitz_tags.get(key)!r}, "
                     f"expected {tags.get(key)!r})")
    comparisons = document.get("comparisons", [])
    compare_positions = comparisons[0]["positions"] if comparisons else []
    print(f"Kibitz: done in {kibitz_wall:.1f} s", flush=True)

    # Stockfish.
    sf = {}
    with Stockfish(stockfish, args.sf_threads, SF_HASH_MB, SF_MULTIPV) as engine:
        start = time.perf_counter()
        for position in positions:
            if "game_end" not in position:
                sf[position["ply"]] = engine.analyse(position["fen"], args.sf_nodes)
        sf_wall = time.perf_counter() - start
    print(f"Stockfish: done in {sf_wall:.1f} s", flush=True)

    # Per position figures.
    rows = []
    for index, position in enumerate(positions):
        ply = position["ply"]
        white = position.get("to_move") == "W"
        best, wdl, depth, pv_move = sf.get(ply, (None, None, None, None))
        u_sf = e_sf = None
        if wdl:
            u_sf = (wdl[0] - wdl[2]) / 1000 * (1 if white else -1)
            e_stm = (wdl[0] + wdl[1] / 2) / 1000
            e_sf = e_stm if white else 1 - e_stm
        compare = compare_positions[index] if index < len(compare_positions) else {}
        rows.append({
            "ply": ply, "fen": position["fen"], "to_move": position.get("to_move"),
            "played": position.get("played", ""),
            "played_uci": san_to_uci(position, position.get("played")),
            "game_end": position.get("game_end", ""),
            "kibitz_minimax": san_to_uci(position, position.get("best_by_minimax")),
            "kibitz_utility": san_to_uci(position, position.get("best_by_utility")),
            "minimax_san": position.get("best_by_minimax"),
            "utility_san": position.get("best_by_utility"),
            "sf_best": best, "sf_pv_move": pv_move, "sf_depth": depth, "sf_wdl": wdl,
            "u_kibitz": position.get("u"),
            "e_kibitz": position.get("p_win", 0) + position.get("p_draw", 0) / 2,
            "u_kibitz_compare": compare.get("u"),
            "u_sf": u_sf, "e_sf": e_sf,
        })

    compared = [r for r in rows if not r["game_end"] and r["sf_best"]]
    n = len(compared)
    unmapped = [r for r in compared
                if (r["minimax_san"] and not r["kibitz_minimax"])
                or (r["utility_san"] and not r["kibitz_utility"])]
    minimax_agree = sum(r["kibitz_minimax"] == r["sf_best"] for r in compared)
    utility_agree = sum(r["kibitz_utility"] == r["sf_best"] for r in compared)
    kibitz_self = sum(r["kibitz_minimax"] == r["kibitz_utility"] for r in compared)
    played_sf = sum(r["played_uci"] == r["sf_best"] for r in compared if r["played"])
    with_played = sum(1 for r in compared if r["played"])
    valued = [r for r in compared if r["u_sf"] is not None and r["u_kibitz"] is not None]
    du = [abs(r["u_kibitz"] - r["u_sf"]) for r in valued]
    de = [abs(r["e_kibitz"] - r["e_sf"]) for r in valued]
    du_compare = [abs(r["u_kibitz_compare"] - r["u_sf"]) for r in valued
                  if r["u_kibitz_compare"] is not None]
    pv_mismatch = sum(1 for r in compared if r["sf_pv_move"] and r["sf_pv_move"] != r["sf_best"])

    tree_seconds = document.get("seconds", 0.0)
    backup_ms = document.get("backup_seconds", 0.0) * 1000
    ends = [r for r in rows if r["game_end"]]

    width = 44

    def show(label, value, note=""):
        print(f"  {label:<{width}} {value:<16} {note}".rstrip())

    print()
    print(f"Kibitz ({len(positions)} positions"
          f"{', ' + str(len(ends)) + ' of them game ends' if ends else ''}):")
    partial = " (partial game: the target is for a whole one)" if truncated else ""
    show("tree building", f"{tree_seconds:8.2f} s",
         f"target <= {TARGET_GAME_SECONDS:g} s: {verdict(tree_seconds <= TARGET_GAME_SECONDS)}"
         f"{partial}")
    show("whole process", f"{kibitz_wall:8.2f} s")
    show("tree building per position", f"{tree_seconds / len(positions):8.3f} s")
    show(f"back-up at merits {args.merit:g}/{args.merit:g}", f"{backup_ms:8.2f} ms",
         f"target <= {TARGET_BACKUP_MS:g} ms: {verdict(backup_ms <= TARGET_BACKUP_MS)}")
    for comparison in comparisons:
        ms = comparison.get("backup_seconds", 0.0) * 1000
        show(f"back-up at merits {comparison['white_merit']:g}/{comparison['black_merit']:g}"
             f" (from the cache)", f"{ms:8.2f} ms",
             f"target <= {TARGET_BACKUP_MS:g} ms: {verdict(ms <= TARGET_BACKUP_MS)}")
    print(f"Stockfish ({len(sf)} positions, mean depth "
          f"{mean_text([r['sf_depth'] for r in compared if r['sf_depth']], 1)}):")
    show("wall time", f"{sf_wall:8.2f} s")
    ratio = tree_seconds / sf_wall if sf_wall else float("nan")
    show("ratio Kibitz tree building / Stockfish", f"{ratio:8.2f}")
    print(f"Best move, over {n} positions where both name one:")
    show("Kibitz best_by_minimax = Stockfish's", percent(minimax_agree, n))
    show(f"Kibitz best_by_utility ({args.merit:g}) = Stockfish's", percent(utility_agree, n))
    show("(context) Kibitz by_minimax = by_utility", percent(kibitz_self, n))
    show("(context) move played = Stockfish's", percent(played_sf, with_played))
    print(f"Value, over {len(valued)} positions (White's standpoint):")
    show(f"mean |u_kibitz({args.merit:g}) - u_stockfish|", f"{mean_text(du):>8}",
         "utility, -1..1")
    show(f"mean |E_kibitz({args.merit:g}) - E_stockfish|", f"{mean_text(de):>8}",
         "expected score, 0..1: half the above")
    show(f"mean |u_kibitz({args.compare_merit:g}) - u_stockfish|", f"{mean_text(du_compare):>8}",
         "context: the comparison merits")
    if unmapped:
        print(f"note: {len(unmapped)} Kibitz best moves not found in the position's moves "
              f"(plies {' '.join(str(r['ply']) for r in unmapped)})")
    if pv_mismatch:
        print(f"note: at {pv_mismatch} positions Stockfish's last multipv 1 line does not start "
              f"with its bestmove")

    if args.per_position:
        def num(x):
            return f"{x:7.3f}" if x is not None else f"{'-':>7}"

        compare_label = f"u K({args.compare_merit:g})"
        print()
        print(f"{'ply':>3} {'tm':2} {'played':7} {'K minimax':9} {'K utility':9} {'SF best':7} "
              f"{'SF wdl':>13} {'u K':>7} {'u SF':>7} {compare_label:>7}")
        for r in rows:
            wdl = " ".join(str(x) for x in r["sf_wdl"]) if r["sf_wdl"] else (r["game_end"] or "-")
            print(f"{r['ply']:>3} {r['to_move']:2} {r['played'] or '-':7} "
                  f"{r['kibitz_minimax'] or '-':9} {r['kibitz_utility'] or '-':9} "
                  f"{r['sf_best'] or '-':7} {wdl:>13} {num(r['u_kibitz'])} {num(r['u_sf'])} "
                  f"{num(r['u_kibitz_compare'])}")

    if args.csv:
        fields = ["ply", "fen", "to_move", "played", "game_end", "kibitz_minimax",
                  "kibitz_utility", "sf_best", "sf_depth", "sf_wdl", "u_kibitz",
                  "u_kibitz_compare", "u_sf"]
        harness.write_csv(args.csv, [dict(r, sf_wdl=" ".join(str(x) for x in r["sf_wdl"])
                                          if r["sf_wdl"] else "") for r in rows], fields)
        print(f"\nwrote {args.csv}")


if __name__ == "__main__":
    main()
