#!/usr/bin/env python3
"""Kibitz's move symbols (`kibitz-cli annotate`) next to a human annotator's, and both next to
Stockfish.

Games: all the games of ../shared/data/pgn/annotated/all.pgn (relative to the repository root;
48 amateur games, Elo 1267-1987, annotated by one of their players: see its SOURCE.txt), or of
--pgn FILE; --games N takes the first N. The human's symbols are the move NAGs of the main-line
moves of that file, `$1`..`$6` or glyph suffixes (`Nf3?!`), read with annotate_vs_stockfish.py's
scanner (the first move NAG of a move counts); symbols in variations are not judged.

Kibitz reads a copy of the games with the human's symbols taken out (every `$1`..`$6` and every
`!`/`?` suffix, in the main line and in variations; tags, comments, other NAGs and variations stay
as they are), because `kibitz-cli annotate` keeps the NAGs a person wrote and the human's would
then pass for Kibitz's. The command is annotate_vs_stockfish.py's: `kibitz-cli annotate IN -o
OUT --threads 2`, `--white-elo N --black-elo N` with --elo N (otherwise the ratings come from
the Elo tags: 1300 to 2000 here), then everything after --kibitz-args.

Stockfish (unless --no-stockfish): the reference of annotate_vs_stockfish.py, the same cache
(--reference-cache, default tools/benchmarks/data/annotate_reference.json, keyed by the main line
and the node count, so these games' entries sit beside the twic games'), --sf-nodes 1000000 by
default, marks by lichess's rule (drop in winning chances >= 0.3 ??, >= 0.2 ?, >= 0.1 ?!).

Report, over the main-line moves:
- the rates: count and rate per 100 moves of each symbol !! ! !? ?! ? ?? (and none) for Kibitz,
  the human and the reference;
- a confusion table of the human's symbol (rows) against Kibitz's (columns) on the moves the
  human marked, and each such move on one line with Kibitz's symbol and, with Stockfish, the
  reference's class, cp before -> after, drop and best move;
- for each human symbol: the share Kibitz marks with the same symbol, with the same sign (good:
  !! ! !?; bad: ?? ? ?!), with the opposite sign, or not at all;
- for each Kibitz symbol: how many moves the human marked with the same symbol, the same sign,
  the opposite sign, or left unmarked. The human marks few moves (about 1 in 140 here), so a move
  the human left unmarked is no sign that the human disagrees: only the opposite sign is;
- per family of symbols (?? ? ?!, ! !!, !?): Kibitz's recall, precision and F1 against the
  human's marks of the same family, next to the lichess rule's (with Stockfish), with the
  targets (Kibitz's F1 on ?? ? ?! at least the lichess rule's, on ! !! at least 0.25);
- with Stockfish: the precision of Kibitz's symbols and of the human's against the reference, by
  annotate_vs_stockfish.py's rule (PRECISION_RULE there).
--csv FILE writes one row per main-line move (annotate_vs_stockfish.py's columns and `human`).
--kibitz-output FILE judges the annotations of an earlier run (its --keep-output) of the same
games instead of running Kibitz again (an hour for 40 Dortmund games): another --csv, another
--sf-nodes.

Usage: tools/benchmarks/annotate_vs_human.py [--pgn FILE] [--games N] [--threads 2] [--elo N]
           [--sf-nodes 1000000 | --no-stockfish] [--reference-cache FILE] [--refresh]
           [--cp-cap CP] [--csv FILE] [--keep-input FILE] [--keep-output FILE]
           [--kibitz-output FILE]
           [--kibitz build/bin/kibitz-cli] [--stockfish /usr/games/stockfish]
           [--pgn-extract /usr/games/pgn-extract] [--kibitz-args ARG ...]
"""

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import annotate_vs_stockfish as bench  # noqa: E402
import harness  # noqa: E402
import uciengine  # noqa: E402

DEFAULT_PGN = bench.ROOT.parent / "shared/data/pgn/annotated/all.pgn"
CLASSES = bench.SYMBOLS + ["none"]
HUMAN_NAGS = set(bench.MOVE_NAGS)


def strip_human_glyphs(text):
    """The PGN text without move NAGs $1..$6 and without !/? suffixes on moves; the rest as is."""
    pieces, at = [], 0
    for match in bench.TOKEN.finditer(text):
        kind, token = match.lastgroup, match.group()
        if kind == "nag" and int(token[1:]) in HUMAN_NAGS:
            replacement = ""
        elif kind == "word" and bench.GLYPH_SUFFIX.match(token):
            replacement = bench.GLYPH_SUFFIX.match(token).group(1)
        else:
            continue
        pieces.append(text[at:match.start()] + replacement)
        at = match.end()
    pieces.append(text[at:])
    return "".join(pieces)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pgn", default=str(DEFAULT_PGN),
                        help="games annotated by a person (default: %(default)s)")
    parser.add_argument("--games", type=int, help="only the first N games")
    parser.add_argument("--threads", type=int, default=2, help="Kibitz threads (default 2)")
    parser.add_argument("--elo", type=int,
                        help="both sides' rating for Kibitz (default: Kibitz's, from the Elo tags)")
    parser.add_argument("--sf-nodes", type=int, default=bench.DEFAULT_SF_NODES,
                        help=f"Stockfish nodes per position (default {bench.DEFAULT_SF_NODES})")
    parser.add_argument("--no-stockfish", action="store_true",
                        help="compare with the human only")
    parser.add_argument("--cp-cap", type=int, default=0,
                        help="clamp cp to +-CP before the winning-chances formula (default none)")
    parser.add_argument("--csv", help="write one row per main-line move to this file")
    parser.add_argument("--reference-cache", default=str(bench.DEFAULT_CACHE))
    parser.add_argument("--refresh", action="store_true",
                        help="recompute the reference of the chosen games")
    parser.add_argument("--keep-input", help="keep Kibitz's input (glyphs taken out) in this file")
    parser.add_argument("--keep-output", help="keep Kibitz's annotated PGN in this file")
    parser.add_argument("--kibitz-output",
                        help="judge this earlier --keep-output of the same games, not run Kibitz")
    parser.add_argument("--kibitz", default=str(bench.ROOT / "build/bin/kibitz-cli"))
    parser.add_argument("--stockfish", default=bench.STOCKFISH)
    parser.add_argument("--pgn-extract", default=bench.PGN_EXTRACT)
    parser.add_argument("--kibitz-args", nargs=argparse.REMAINDER, default=[],
                        help="the rest of the command line goes to kibitz-cli annotate")
    args = parser.parse_args()
    if args.games is not None and args.games < 1:
        parser.error("--games must be 1 or more")
    use_stockfish = not args.no_stockfish

    if not args.kibitz_output and not os.access(args.kibitz, os.X_OK):
        sys.exit(f"{args.kibitz} not found: build Kibitz first "
                 f"(cmake --build build --target kibitz-cli), or pass --kibitz")
    if use_stockfish:
        found = uciengine.find(args.stockfish, bench.STOCKFISH)
        if not found:
            sys.exit(f"{args.stockfish} not found: apt-get install stockfish, pass "
                     f"--stockfish, or --no-stockfish")
        args.stockfish = found
        if not os.access(args.pgn_extract, os.X_OK):
            sys.exit(f"{args.pgn_extract} not found: apt-get install pgn-extract, or pass "
                     f"--pgn-extract")

    # Games and the human's symbols.
    pgn_path = Path(args.pgn)
    if not pgn_path.is_file():
        sys.exit(f"{pgn_path} not found")
    source, all_games = bench.read_pgn(pgn_path)
    games = [g for g in (all_games[:args.games] if args.games else all_games) if g.moves]
    if not games:
        sys.exit(f"no usable game in {pgn_path}")
    plies = sum(len(g.moves) for g in games)
    try:
        shown = f"../{pgn_path.resolve().relative_to(bench.ROOT.parent)}"
    except ValueError:
        shown = str(pgn_path)
    elos = [e for g in games for e in (g.elo("White"), g.elo("Black")) if e is not None]
    print(f"games: {shown}, {'the first ' + str(args.games) if args.games else 'all'}: "
          f"{len(games)} games, {plies} plies"
          f"{f', Elo {min(elos)}-{max(elos)}' if elos else ''}")
    print(f"settings: Kibitz {args.threads} threads, ratings "
          f"{f'{args.elo}/{args.elo}' if args.elo is not None else 'from the Elo tags'}"
          f"{', extra: ' + ' '.join(args.kibitz_args) if args.kibitz_args else ''}; "
          + (f"reference Stockfish {bench.SF_THREADS} thread, Hash {bench.SF_HASH_MB} MB, "
             f"{args.sf_nodes:,} nodes a position, cp cap {args.cp_cap or 'none'}"
             if use_stockfish else "no Stockfish") + f"; {os.cpu_count()} cores", flush=True)

    with tempfile.TemporaryDirectory(prefix="kibitz-annotate-human-") as workdir:
        stripped = "\n".join(strip_human_glyphs(g.text(source)) for g in games)
        in_path = Path(args.keep_input) if args.keep_input else Path(workdir) / "games.pgn"
        in_path.write_bytes(stripped.encode("latin-1"))
        check = bench.parse_pgn(stripped)
        if [len(g.moves) for g in check] != [len(g.moves) for g in games] or \
                any(m.kibitz_class() != "none" for g in check for m in g.moves):
            sys.exit("internal error: the copy without glyphs has other main lines or marks")

        if args.kibitz_output:
            out_path = Path(args.kibitz_output)
            print(f"Kibitz: the annotations in {out_path} (not run again)", flush=True)
        else:
            out_path = Path(args.keep_output) if args.keep_output else Path(workdir) / "out.pgn"
            if out_path.exists():
                out_path.unlink()
            kibitz_wall = bench.run_kibitz(args, in_path, out_path)
            print(f"Kibitz: done in {kibitz_wall:.1f} s ({len(games) / kibitz_wall * 60:.2f} "
                  f"games a minute, {(plies + len(games)) / kibitz_wall:.2f} positions a second)",
                  flush=True)
        _, kibitz_games = bench.read_pgn(out_path)
        if len(kibitz_games) != len(games):
            sys.exit(f"{out_path} holds {len(kibitz_games)} games for {len(games)} in the input")

        entries = None
        if use_stockfish:
            cache = bench.load_cache(args.reference_cache)
            missing = sum(1 for g in games if args.refresh or
                          f"{bench.cache_key(g)}/{args.sf_nodes}" not in cache["games"])
            if missing:
                print(f"reference: Stockfish at {args.sf_nodes:,} nodes for {missing} games "
                      f"(the rest from {args.reference_cache})", flush=True)
            entries, computed = bench.compute_reference(args, games, source, cache)

    rows, facts = bench.move_rows(games, entries, kibitz_games, args.cp_cap, args.sf_nodes)
    for row in rows:
        row["human"] = games[row["game"] - 1].moves[row["ply"] - 1].kibitz_class()
    if use_stockfish:
        origin = ("measured now" if len(computed) == len(games) else
                  f"{len(computed)} games measured now, the rest as cached" if computed else
                  "as stored in the cache")
        print(f"reference: {', '.join(sorted(facts['engine_names']))}, {args.sf_nodes:,} nodes, "
              f"{facts['sf_seconds']:.1f} s ({origin})")

    if args.csv:
        harness.write_csv(args.csv, rows)
        print(f"wrote {args.csv}")

    compared = [r for r in rows if r["kibitz"]]
    columns = [("Kibitz", "kibitz"), ("human", "human")]
    if use_stockfish:
        columns.append(("reference", "reference"))
    bench.print_rates(compared, columns)

    marked = [r for r in compared if r["human"] != "none"]
    print(f"\nThe human's symbols: {len(marked)} on {len(compared)} main-line moves ("
          + ", ".join(f"{m} {sum(r['human'] == m for r in marked)}" for m in bench.SYMBOLS)
          + "); rows: human, columns: Kibitz")
    print(f"  {'':6}" + "".join(f"{c:>6}" for c in CLASSES) + f"{'total':>7}")
    for mark in bench.SYMBOLS:
        line = [sum(1 for r in marked if r["human"] == mark and r["kibitz"] == k)
                for k in CLASSES]
        print(f"  {mark:6}" + "".join(f"{n:>6}" for n in line) + f"{sum(line):>7}")
    totals = [sum(1 for r in marked if r["kibitz"] == k) for k in CLASSES]
    print(f"  {'total':6}" + "".join(f"{n:>6}" for n in totals) + f"{len(marked):>7}")

    print("\nEach move the human marked (game, move, human, Kibitz"
          + (", reference: class, SF cp before -> after, drop, SF best" if use_stockfish else "")
          + "):")
    for r in marked:
        reference = (f"  ref {r['reference']:<4} {r['sf_cp_before']:>6} -> {r['sf_cp_after']:<6}"
                     f" drop {r['drop']:+.2f} best {r['sf_best'] or '-'}"
                     if use_stockfish else "")
        print(f"  game {r['game']:2} (#{r['game_in_file']}) {r['move']:<14} human {r['human']:<3} "
              f"kibitz {r['kibitz']:<4}{reference}")

    print("\nHow Kibitz marks the moves the human marked (same symbol; same sign: good !! ! !?, "
          "bad ?? ? ?!; opposite sign; none):")
    for mark in bench.SYMBOLS:
        group = [r for r in marked if r["human"] == mark]
        if not group:
            continue
        print(f"  human {mark:<3} {len(group):>4}: same symbol "
              f"{harness.percent_text(sum(r['kibitz'] == mark for r in group), len(group))}; "
              f"same sign {agreement(group, 'human', 'kibitz', same=True)}; opposite sign "
              f"{agreement(group, 'human', 'kibitz', same=False)}; none "
              f"{harness.percent_text(sum(r['kibitz'] == 'none' for r in group), len(group))}")
    print(f"  all      {len(marked):>4}: same symbol "
          f"{harness.percent_text(sum(r['kibitz'] == r['human'] for r in marked), len(marked))}; "
          f"same sign {agreement(marked, 'human', 'kibitz', same=True)}")

    print("\nHow the human marks the moves Kibitz marked (the human marks few moves: unmarked "
          "is no disagreement, the opposite sign is):")
    for mark in bench.SYMBOLS:
        group = [r for r in compared if r["kibitz"] == mark]
        print(f"  Kibitz {mark:<3} {len(group):>4}: same symbol "
              f"{sum(r['human'] == mark for r in group)}; same sign "
              f"{agreement(group, 'kibitz', 'human', same=True)}; opposite sign "
              f"{agreement(group, 'kibitz', 'human', same=False)}; unmarked "
              f"{sum(r['human'] == 'none' for r in group)}")

    print_families(compared, use_stockfish)
    bench.print_rating_estimates(games, kibitz_games)

    if use_stockfish:
        bench.print_precision(compared, "kibitz", "Kibitz")
        bench.print_precision(compared, "human", "the human", rule=False)

    for text in facts["mismatched"]:
        print(f"warning: {text} (left out)")
    if facts["renamed"]:
        print(f"warning: {facts['renamed']} of Kibitz's games have other White/Black tags than "
              f"the input game in the same place")
    if facts["multi_marks"]:
        print(f"note: {facts['multi_marks']} moves carry several move NAGs in Kibitz's output; "
              f"the first one counts")
    if facts["mismatched"]:
        sys.exit(1)


# The families of symbols, and the targets on them (F1 with the human's marks).
FAMILIES = [("?? ? ?!", {"??", "?", "?!"}), ("! !!", {"!", "!!"}), ("!?", {"!?"})]
TARGET_GOOD_F1 = 0.25


def f1_text(rows, judge, family):
    """Recall, precision and F1 of `judge`'s marks in `family` against the human's marks in the
    same family, move by move (any symbol of the family counts as agreeing), and F1 alone."""
    mine = sum(1 for r in rows if r[judge] in family)
    human = sum(1 for r in rows if r["human"] in family)
    both = sum(1 for r in rows if r[judge] in family and r["human"] in family)
    recall = both / human if human else 0.0
    precision = both / mine if mine else 0.0
    f1 = 2 * recall * precision / (recall + precision) if recall + precision else 0.0
    return (f"recall {both}/{human} = {recall:.1%}, precision {both}/{mine} = {precision:.1%}, "
            f"F1 {f1:.3f}"), f1


def print_families(rows, use_stockfish):
    """The agreement with the human per family of symbols: Kibitz's recall, precision and
    F1, next to the lichess rule's on Stockfish's values (which gives ??, ? and ?! only), with the
    targets: Kibitz's F1 on ?? ? ?! at least the lichess rule's, on ! !! at least 0.25."""
    print("\nAgreement with the human per family of symbols (a move counts when both give a "
          "symbol of the family):")
    f1s = {}
    for name, family in FAMILIES:
        text, f1s[("kibitz", name)] = f1_text(rows, "kibitz", family)
        print(f"  {name:<8} Kibitz:       {text}")
        if use_stockfish:
            text, f1s[("reference", name)] = f1_text(rows, "reference", family)
            print(f"  {'':<8} lichess rule: {text}")
    if use_stockfish:
        ok = f1s[("kibitz", "?? ? ?!")] >= f1s[("reference", "?? ? ?!")]
        print(f"  target: Kibitz's F1 on ?? ? ?! ≥ the lichess rule's: {'PASS' if ok else 'FAIL'}")
    ok = f1s[("kibitz", "! !!")] >= TARGET_GOOD_F1
    print(f"  target: Kibitz's F1 on ! !! ≥ {TARGET_GOOD_F1}: {'PASS' if ok else 'FAIL'}")


def agreement(group, by, other, same):
    """How many of `group` the `other` column marks with the same (or the opposite) sign as the
    `by` column, as 'a/n = x%'."""
    count = sum(1 for r in group
                if bench.sign(r[other]) != "none" and bench.sign(r[by]) != "none"
                and (bench.sign(r[other]) == bench.sign(r[by])) == same)
    return harness.percent_text(count, len(group))


if __name__ == "__main__":
    main()
