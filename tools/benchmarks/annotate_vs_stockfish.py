#!/usr/bin/env python3
"""Kibitz's PGN annotator (`kibitz-cli annotate`) next to a reference annotator built on Stockfish.

Games: by default the first 20 games (--games N), in file order, of
../shared/data/pgn/twic/twic944.pgn (relative to the repository root) that have WhiteElo and
BlackElo both 2000 or more, a result of 1-0 or 0-1, no FEN tag and 40 to 100 plies in the main
line. --pgn FILE takes all the games of FILE instead (or its first --games N), unfiltered. The
script prints the file and the numbers of the chosen games in it (1 = the file's first game), then
writes the verbatim text of those games to a temporary PGN that both annotators read.

Kibitz: `kibitz-cli annotate IN.pgn -o OUT.pgn --threads 2` (--threads), with
`--white-elo N --black-elo N` only when --elo N is given (otherwise Kibitz takes the ratings
from the Elo tags, 2000 or more for the default games), then the arguments that follow
--kibitz-args, if any. The script times the whole process (wall time) and reports games per
minute and positions per second, a game's positions being those of its main line: the start
position through the position after the last move (plies + 1). It stops with a clear message if
kibitz-cli is missing, exits non-zero or writes no output. It then reads OUT.pgn with its own
movetext scanner (it skips `{...}` comments, `;` rest-of-line comments, `%` escape lines and
nested `( ... )` variations) and takes, for each main-line move, its move NAG: `$1`..`$6`
(1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`) or the same as a glyph suffix (`Nf3?!`); with
several move NAGs on one move the first counts (the report says how often). Also kept: the
`[%eval E]` or `[%eval E,D]` of the comments after each main-line move (Kibitz's eval of the
position after it) and the first move of the first variation after it (Kibitz's preferred move).
Output games match input games by order; a game whose main line has a different number of
moves is left out of the agreement, with a warning (and the script exits with status 1).

Reference: Stockfish 15.1 (/usr/games/stockfish, Debian package `stockfish`), one process,
Threads 1 and Hash 64 (so that, with a node limit, it is deterministic), `ucinewgame` at the
start of each game, then for every position of the main line (start position through the
position after the last move, in order) `position startpos moves m1 ... mk` (or
`position fen F moves ...` for a game with a FEN tag) and `go nodes 1000000` (--sf-nodes). The
UCI moves come from pgn-extract (/usr/games/pgn-extract, Debian package `pgn-extract`):
`pgn-extract -Wuci`, one game at a time. The score is that of the last `info` line of multipv 1
with a `score` that is not a lowerbound/upperbound before `bestmove`, turned from the side to
move's standpoint to White's; a mate score counts as cp = +-10000 (winning chances +-1, to 1e-15).
The reference is cached per game in a JSON file (--reference-cache, default
tools/benchmarks/data/annotate_reference.json), keyed by a hash of the main line (the SAN moves
and the FEN tag, if any) and the node count, holding for each position only White's cp (or
"#+N"/"#-N" for a mate, White's standpoint) and Stockfish's best move in UCI, plus the seconds
the game took; re-runs skip Stockfish, --refresh recomputes. The reference time reported is then
the one stored in the cache (measured when it was computed, on whatever load the machine had).

The reference's marks follow lichess (lila's CpAdvice): winning chances
wc(cp) = 2 / (1 + exp(-0.00368208 * cp)) - 1 from White's standpoint; a move from position i to
i+1 drops the mover's wc by drop = wc_mover(i) - wc_mover(i+1) (negated for Black); drop >= 0.3
is `??`, >= 0.2 `?`, >= 0.1 `?!`. No cap is applied to cp by default: current lila
(modules/tree Advice.scala, WinPercent.winningChances) feeds Stockfish's raw cp to the formula;
older lila (multiplier 0.004) and lichess's browser-side "learn from your mistakes" clamp cp to
+-1000 first, which --cp-cap 1000 reproduces (mates then count as +-1000, like lila's
WinPercent.fromMate). lila also judges moves into or out of a forced mate with separate rules
(MateAdvice: e.g. a move that lets the opponent mate is `??` unless the mover was already below
-7.00); this script does not: a mate is only cp +-10000 in the same formula, which marks such
moves at least as harshly in all but lost positions.

Report: the throughput; Stockfish's reference time and the ratio Kibitz wall / Stockfish wall;
the confusion of reference classes {??, ?, ?!, none} against Kibitz classes
{??, ?, ?!, !?, !!, !, none} over the main-line moves; how many of the reference's `??`/`?`
Kibitz marks `??`/`?`, and how many `??`/`?` Kibitz gives that the reference does not; the
target line "reference ?? marked ?? or ? by Kibitz: X/Y = Z% (target >= 95% at ratings >= 2000)"
with PASS/FAIL; and one line per disagreement on a `??`/`?` (either side): game, move number and
SAN, the reference's class with Stockfish's cp before -> after (White's standpoint) and best move,
Kibitz's class, its [%eval] before -> after and its preferred move when the output has them.
After the precision, the annotation targets over the same moves (each with PASS/FAIL, printed for
every run whichever set of games they apply to): the share of Kibitz's ??/? that the reference
marks ??, ? or ?!; Kibitz's ??/? per game on moves the reference calls fine (drop < 0.05); ?! per
game, Kibitz's against the lichess rule's; the rates of !!, ! and ?!; and every ! and !! with the
reference's view of it (Stockfish's best move or not, the drop, and whether it is the only move
that keeps the winning chances: Stockfish's two best lines at the reference's nodes, MultiPV 2, in
the position before it, cached beside the reference; "only" when the move is the best line and the
second loses 0.1 or more of the mover's winning chances).
Then two targets from more Stockfish searches at the reference's nodes, cached beside it (keys
"hash/nodes/instead/ply/SAN" and "hash/nodes/multipv2/ply", the latter shared with the ! and !!):
Kibitz's suggestions (the first move of the first variation after a main-line move, another move
than the one played; its SAN turned into UCI by pgn-extract) that the reference scores below the
move played, the mover's winning chances of the position after each (for a suggestion that is
Stockfish's best move, the score of the position before the move), each listed, "suggestions
below the game move: A (target 0)"; and Kibitz's ? and ?? on forced moves: the only legal move,
or Stockfish's best line with the second 150 cp or more worse (MultiPV 2, the mover's standpoint,
a mate +-10000), each listed, "?/?? on forced moves: F of M marked ?/?? (target 0)". Both read
only the annotated PGN (not a --judgements file).
Between the target line and the disagreements, over the same moves, the rates and the
precision of every symbol:
- rates: for each of Kibitz's symbols !!, !, !?, ?!, ?, ?? and none, and for each of the
  reference's classes ??, ?, ?!, none, the count and the rate per 100 moves;
- precision against Stockfish (PRECISION_RULE, printed with the figures), drop being the mover's
  loss of winning chances as above: for Kibitz's ??, ? and ?!, the share the reference gives the
  same class, and the share it gives any of ?!, ?, ?? (drop >= 0.1); for ?! also the share with a
  drop in [0.1, 0.3); for !? the share with a drop < 0.1; for ! and !! the share where the move
  played is Stockfish's best move (the cached bestmove of the position before it) and the share
  with a drop < 0.1; for !! also how many are captures and how many recaptures (a capture on
  the square where the opponent captured the move before, read from the SAN: an `x` in both
  moves, the same destination square). A last line gives the same shares over all the moves, the
  baseline a symbol's precision is to be read against.
After the targets, the player summary that Kibitz writes before the first move, against the
reference: every turning point ("The game turned at ...") with the reference's drop of the
mover's winning chances there, and the share of them with a drop of 0.1 or more; for a game that
"never turned", the reference's largest drop after Kibitz's "Out of book" comment. Then each
side's expected points lost (the tags WhiteExpectedLoss, BlackExpectedLoss) against the
reference's sum of that side's drops, halved (points): Spearman's rank correlation, the means,
and in how many decisive games the loser lost more by either figure. Last, each side's rating
estimate (WhiteRatingEstimate) against the player's Elo: how often its 95% interval holds the
Elo, the misses above and below, and its mean absolute error next to guessing the mean Elo.
tools/benchmarks/annotate_vs_human.py does the same for a human annotator's symbols, with these
functions. --csv FILE writes one row per main-line move with all these fields (and capture,
recapture, best_played: 1 or 0). --reference-only builds the cache and prints the reference's
marks, without Kibitz. --quick means --games 3 --sf-nodes 100000 (unless those are given). The
script does not nice its children: on a busy machine, run it with `nice -n 19` to compute the
reference, but not to measure Kibitz's throughput.
--kibitz-output FILE judges the annotations of an earlier run (its --keep-output) instead of
running Kibitz again: the same judgements against another reference (another --sf-nodes).
--merge-cache FILE ... adds the games of those caches to --reference-cache and exits: a long
reference (5,000,000 nodes: 7 to 25 s a position on one core, by machine and load) is computed
by one process per core, each on its own part of the games (--pgn) and its own cache, and merged
into the one kept in the repository as games finish, so that no finished game is lost with the
machine.

Usage: tools/benchmarks/annotate_vs_stockfish.py [--games 20 | --pgn FILE [--games N]] [--quick]
           [--threads 2] [--elo N] [--sf-nodes 1000000] [--csv FILE] [--reference-only]
           [--reference-cache tools/benchmarks/data/annotate_reference.json] [--refresh]
           [--cp-cap CP] [--keep-output FILE] [--kibitz build/bin/kibitz-cli]
           [--stockfish /usr/games/stockfish] [--pgn-extract /usr/games/pgn-extract]
           [--kibitz-args ARG ...]
       tools/benchmarks/annotate_vs_stockfish.py --merge-cache FILE ... [--reference-cache FILE]
"""

import argparse
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import harness
import uciengine
from harness import percent_text, spearman, winning_chances

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_PGN = ROOT.parent / "shared/data/pgn/twic/twic944.pgn"
DEFAULT_CACHE = ROOT / "tools/benchmarks/data/annotate_reference.json"
STOCKFISH = "/usr/games/stockfish"
PGN_EXTRACT = "/usr/games/pgn-extract"
CACHE_FORMAT = 1
DEFAULT_GAMES = 20
DEFAULT_SF_NODES = 1_000_000
QUICK_GAMES = 3
QUICK_SF_NODES = 100_000
# Named sets of games of ../shared/data, by their numbers in the file that holds them: the
# repository keeps no copy. masters-2600: the 20 latest classical games of Anand.pgn (2019) where
# both players are rated 2600 or more.
GAME_SETS = {
    "masters-2600": ("pgn/masters/Anand.pgn",
                     [3659, 3662, 3663, 3664, 3665, 3666, 3667, 3668, 3685, 3686, 3687, 3691,
                      3693, 3698, 3700, 3701, 3703, 3704, 3705, 3706]),
}
SF_THREADS = 1
SF_HASH_MB = 64
MIN_ELO = 2000
MIN_PLIES, MAX_PLIES = 40, 100
DECISIVE = {"1-0", "0-1"}
RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}
THRESHOLDS = ((0.3, "??"), (0.2, "?"), (0.1, "?!"))
TARGET_RECALL = 0.95  # reference ?? marked ?? or ?
TARGET_ELO = 2000

REFERENCE_CLASSES = ["??", "?", "?!", "none"]
KIBITZ_CLASSES = ["??", "?", "?!", "!?", "!!", "!", "none"]
MOVE_NAGS = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}
GLYPHS = {glyph: nag for nag, glyph in MOVE_NAGS.items()}
BAD = {"??", "?"}

# PGN tokens, in the order they are tried. `%` escapes a whole line when it is the line's first
# character; a brace comment runs to the first `}` (PGN comments do not nest), or to the end of
# the text when unterminated.
TOKEN = re.compile(r"""
      (?P<escape>^%[^\n]*)
    | (?P<comment>\{[^}]*\}?)
    | (?P<rest>;[^\n]*)
    | (?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>(?:[^"\\]|\\.)*)"\s*\])
    | (?P<open>\()
    | (?P<close>\))
    | (?P<nag>\$\d+)
    | (?P<word>[^\s(){};\[\]$"]+)
    | (?P<other>\S)
""", re.M | re.X)
MOVE_NUMBER = re.compile(r"^\d+\.+")
GLYPH_SUFFIX = re.compile(r"^(.*?)([!?]+)$")
EVAL = re.compile(r"\[%eval\s+([^\s,\]]+)(?:\s*,\s*(\d+))?\s*\]")


# --- PGN scanner ----------------------------------------------------------------------------

class Move:
    """A main-line move: its SAN, move NAGs (as numbers), comments after it, first alternative."""

    def __init__(self, san):
        self.san = san
        self.nags = []
        self.comments = []
        self.alternative = None

    def kibitz_class(self):
        marks = [n for n in self.nags if n in MOVE_NAGS]
        return MOVE_NAGS[marks[0]] if marks else "none"

    def eval(self):
        """The [%eval] of the comments after the move (its value as written), or None."""
        for comment in self.comments:
            found = EVAL.search(comment)
            if found:
                return found.group(1)
        return None


class Game:
    def __init__(self, number, start):
        self.number = number          # 1-based, in its file
        self.start = start            # offsets of its text in the file
        self.end = start
        self.tags = {}
        self.moves = []               # main line only
        self.pre_comments = []        # comments before the first main-line move
        self.result = None
        self.movetext = False         # a movetext token was seen
        self.depth = 0                # variation nesting
        self.want_alternative = None  # the Move whose first variation's first move is awaited

    def text(self, source):
        return source[self.start:self.end].strip() + "\n"

    def sans(self):
        return [move.san for move in self.moves]

    def elo(self, side):
        value = self.tags.get(f"{side}Elo", "")
        return int(value) if value.strip().isdigit() else None


def glyphless(word):
    glyph = GLYPH_SUFFIX.match(word)
    return glyph.group(1) if glyph else word


def parse_pgn(source):
    """Splits PGN text into games and scans each one's main line. Returns a list of Game.

    For each main-line move: its SAN, its move NAGs, the comments after it (up to the next
    main-line move) and the first move of the first variation that follows it.
    """
    games = []
    game = None

    def new_game(start):
        nonlocal game
        game = Game(len(games) + 1, start)
        games.append(game)

    for match in TOKEN.finditer(source):
        kind = match.lastgroup
        if kind in ("escape", "other"):
            continue
        if kind == "tag":
            if game is None or game.movetext or game.result:
                new_game(match.start())
            game.tags[match.group("name")] = re.sub(r"\\(.)", r"\1", match.group("value"))
            game.end = match.end()
            continue
        if game is None or game.result:
            if kind in ("comment", "rest"):
                continue              # before the first game, or between games
            new_game(match.start())   # a game without tags
        game.movetext = True
        game.end = match.end()
        token = match.group()
        if kind == "open":
            if game.depth == 0:
                last = game.moves[-1] if game.moves else None
                game.want_alternative = last if last and last.alternative is None else None
            game.depth += 1
            continue
        if kind == "close":
            game.depth = max(0, game.depth - 1)
            if game.depth == 0:
                game.want_alternative = None
            continue
        if game.depth:
            if kind == "word" and game.depth == 1 and game.want_alternative is not None:
                san = glyphless(MOVE_NUMBER.sub("", token))
                if san and not san.isdigit() and san not in RESULTS:
                    game.want_alternative.alternative = san
                    game.want_alternative = None
            continue
        last = game.moves[-1] if game.moves else None
        if kind in ("comment", "rest"):
            text = token[1:-1] if kind == "comment" and token.endswith("}") else token[1:]
            (last.comments if last else game.pre_comments).append(text)
        elif kind == "nag":
            if last:
                last.nags.append(int(token[1:]))
        elif token in RESULTS:
            game.result = token
        else:
            word = MOVE_NUMBER.sub("", token)
            if not word or word.isdigit():
                continue              # a move number
            glyph = GLYPH_SUFFIX.match(word)
            san, suffix = (glyph.group(1), glyph.group(2)) if glyph else (word, "")
            if san:
                last = Move(san)
                game.moves.append(last)
            if suffix and last:
                last.nags.append(GLYPHS.get(suffix, 0))
    return games


def games_file(pgn):
    """The path of a PGN file; for the name of one of GAME_SETS, a file (in the temporary folder)
    with that set's games, each as its source has it."""
    if pgn not in GAME_SETS:
        return Path(pgn)
    source, numbers = GAME_SETS[pgn]
    text = (ROOT.parent / "shared/data" / source).read_bytes().decode("latin-1")
    starts = [m.start() for m in re.finditer(r"(?m)^\[Event ", text)] + [len(text)]
    chosen = [text[starts[n - 1]:starts[n]].rstrip() + "\n\n" for n in numbers]
    path = Path(tempfile.gettempdir()) / f"kibitz-bench-{pgn}.pgn"
    path.write_bytes("".join(chosen).encode("latin-1"))
    return path


def read_pgn(path):
    """(the file's text, decoded byte for byte, and its games)."""
    source = Path(path).read_bytes().decode("latin-1")
    return source, parse_pgn(source)


def same_text(written, read):
    """Whether a tag Kibitz wrote (UTF-8, decoded byte for byte by read_pgn) says what the input's
    did (decoded the same way from whatever the input file used: UTF-8 or Latin-1)."""
    if written == read:
        return True
    try:
        return written is not None and written.encode("latin-1").decode("utf-8") == read
    except UnicodeError:
        return False


def choose_games(games, count):
    """The first `count` games with both Elos >= 2000, 1-0/0-1, no FEN, 40..100 plies."""
    chosen = []
    for game in games:
        white, black = game.elo("White"), game.elo("Black")
        result = game.result or game.tags.get("Result")
        if white is None or black is None or white < MIN_ELO or black < MIN_ELO:
            continue
        if result not in DECISIVE or "FEN" in game.tags:
            continue
        if not MIN_PLIES <= len(game.moves) <= MAX_PLIES:
            continue
        chosen.append(game)
        if len(chosen) == count:
            break
    return chosen


def normal_san(san):
    """SAN without check marks, glyphs and `=`, to compare two writers' SAN loosely."""
    return re.sub(r"[+#!?=]", "", san).replace("0-0", "O-O")


# --- the reference: Stockfish ---------------------------------------------------------------

class Stockfish(uciengine.UciEngine):
    """Stockfish (or another UCI engine: `path` may be a whole command line, a list, such as
    ["kibitz-cli", "uci"]) on SF_THREADS threads with SF_HASH_MB of hash. An engine that ends early
    ends the script with a message."""

    def __init__(self, path):
        super().__init__(path, (("Threads", SF_THREADS), ("Hash", SF_HASH_MB)))

    def read_until(self, word):
        try:
            return super().read_until(word)
        except RuntimeError as error:
            sys.exit(str(error))

    def analyse(self, position, nodes):
        """(score from the side to move: ("cp", X) or ("mate", N), bestmove UCI or None)."""
        lines = self.search(position, nodes)
        last = uciengine.last_line(lines)
        if last is None:
            sys.exit(f"{self.path} gave no score for: {position}")
        return uciengine.score_of(last), uciengine.best_move(lines)

    def analyse_lines(self, position, nodes, lines_wanted):
        """The best `lines_wanted` lines of one search with MultiPV: [(score, first move)], best
        first, scores from the side to move as analyse() gives them (whole scores only)."""
        self.set_option("MultiPV", lines_wanted)
        lines = self.search(position, nodes)
        self.set_option("MultiPV", 1)
        return [(uciengine.score_of(fields), uciengine.first_move(fields))
                for fields in uciengine.best_lines(lines)]


def uci_moves(pgn_extract, game_text):
    """The game's main line in UCI, from pgn-extract -Wuci (one game on stdin)."""
    command = [pgn_extract, "-Wuci", "--notags", "-C", "-N", "-V", "--noresults", "-s",
               "-w", "100000"]
    process = subprocess.run(command, input=game_text.encode("latin-1"), capture_output=True)
    moves = process.stdout.decode("latin-1").split()
    return moves, process.stderr.decode("latin-1", "replace").strip()


def cache_key(game):
    text = (game.tags.get("FEN", "") + "|" + " ".join(normal_san(s) for s in game.sans()))
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def load_cache(path):
    try:
        data = json.loads(Path(path).read_text())
    except FileNotFoundError:
        return {"format": CACHE_FORMAT, "games": {}}
    except ValueError as error:
        sys.exit(f"{path} is not valid JSON ({error}): delete it or pass --refresh "
                 f"with another --reference-cache")
    if data.get("format") != CACHE_FORMAT:
        print(f"note: {path} has another format; starting a new cache")
        return {"format": CACHE_FORMAT, "games": {}}
    return data


def save_cache(path, data):
    """Writes the cache atomically, one game a line."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [f'{{"format": {CACHE_FORMAT},',
             f' "about": {json.dumps(data.get("about", ""))},',
             ' "games": {']
    entries = sorted(data["games"].items())
    for index, (key, entry) in enumerate(entries):
        comma = "," if index + 1 < len(entries) else ""
        lines.append(f"  {json.dumps(key)}: {json.dumps(entry, separators=(',', ':'))}{comma}")
    lines.append(" }}")
    temporary = path.with_suffix(".tmp")
    temporary.write_text("\n".join(lines) + "\n")
    os.replace(temporary, path)


def compute_reference(args, games, source, cache):
    """Fills the cache for the games that lack an entry; returns ({key: entry}, computed keys)."""
    nodes = args.sf_nodes
    cache["about"] = (f"Stockfish reference for annotate_vs_stockfish.py: per game (key: hash of "
                      f"the main line / nodes), White's cp (or #+N/#-N) and the best move at "
                      f"each main-line position; Threads {SF_THREADS}, Hash {SF_HASH_MB}")
    entries, computed = {}, []
    engine = None
    try:
        for index, game in enumerate(games, 1):
            key = f"{cache_key(game)}/{nodes}"
            entry = cache["games"].get(key)
            if entry and not args.refresh and len(entry.get("cp", [])) == len(game.moves) + 1:
                entries[key] = entry
                continue
            moves, errors = uci_moves(args.pgn_extract, game.text(source))
            if len(moves) != len(game.moves):
                sys.exit(f"pgn-extract gave {len(moves)} UCI moves for game {game.number} "
                         f"({len(game.moves)} SAN moves in the main line): {errors[-2000:]}")
            if engine is None:
                engine = Stockfish(args.stockfish)
            fen = game.tags.get("FEN")
            white_first = not (fen and len(fen.split()) > 1 and fen.split()[1] == "b")
            engine.new_game()
            cps, bests = [], []
            start = time.perf_counter()
            for ply in range(len(moves) + 1):
                position = uciengine.position_command(moves[:ply], fen)
                score, best = engine.analyse(position, nodes)
                cps.append(uciengine.white_score(score, white_first == (ply % 2 == 0)))
                bests.append(best)
            seconds = time.perf_counter() - start
            entry = {"white": game.tags.get("White", "?"), "black": game.tags.get("Black", "?"),
                     "date": game.tags.get("Date", "?"), "plies": len(moves),
                     "engine": engine.name, "nodes": nodes, "seconds": round(seconds, 2),
                     "uci": " ".join(moves), "cp": cps, "best": bests}
            cache["games"][key] = entry
            entries[key] = entry
            computed.append(key)
            save_cache(args.reference_cache, cache)
            print(f"  reference {index}/{len(games)}: game {game.number}, {len(moves) + 1} "
                  f"positions in {seconds:.1f} s", flush=True)
    finally:
        if engine:
            engine.close()
    return entries, computed


class ExtraSearches:
    """The reference's searches beyond those of a game's main-line positions, with its engine
    set-up (Stockfish, Threads 1, Hash 64, `ucinewgame` before each) and its nodes, each cached in
    the reference cache under its own key after the game's ("hash/nodes/..."), so that a re-run,
    or another figure that wants the same position, searches nothing; --refresh searches each
    again, once a run. One Stockfish, started on the first search; close() ends it."""

    def __init__(self, args, games, cache):
        self.args, self.games, self.cache = args, games, cache
        self.engine = None
        self.fresh = set()            # the keys computed in this run
        self.searched, self.seconds = 0, 0.0

    def close(self):
        if self.engine:
            self.engine.close()
            self.engine = None

    def game_key(self, r):
        return f"{cache_key(self.games[r['game'] - 1])}/{self.args.sf_nodes}"

    def cached(self, key):
        entry = self.cache["games"].get(key)
        return None if self.args.refresh and key not in self.fresh else entry

    def store(self, key, entry):
        self.cache["games"][key] = entry
        self.fresh.add(key)
        save_cache(self.args.reference_cache, self.cache)
        return entry

    def position(self, r, then=()):
        """The `position` command of the position before the row's move, then the moves `then`."""
        moves = self.cache["games"][self.game_key(r)]["uci"].split()[:r["ply"] - 1]
        return uciengine.position_command(moves + list(then),
                                          self.games[r["game"] - 1].tags.get("FEN"))

    def started(self):
        if self.engine is None:
            print(f"reference: more Stockfish searches at {self.args.sf_nodes:,} nodes (the "
                  f"rest from {self.args.reference_cache})", flush=True)
            self.engine = Stockfish(self.args.stockfish)
        self.engine.new_game()
        self.searched += 1
        return self.engine

    def lines_before(self, r):
        """Stockfish's two best lines (MultiPV 2) in the position before the row's move, key
        "hash/nodes/multipv2/ply": [[first move UCI, "cp" or "mate", value], ...], best first,
        the mover's standpoint; one line when the move is the only legal one."""
        key = f"{self.game_key(r)}/multipv2/{r['ply']}"
        entry = self.cached(key)
        if entry is None:
            start = time.perf_counter()
            lines = self.started().analyse_lines(self.position(r), self.args.sf_nodes, 2)
            self.seconds += time.perf_counter() - start
            entry = self.store(key, {"lines": [[m, s[0], s[1]] for s, m in lines]})
        return entry["lines"]

    def move_instead(self, r, san):
        """The reference's view of `san` played instead of the row's move, key
        "hash/nodes/instead/ply/SAN" (SAN as normal_san writes it): {"uci": the move in UCI,
        "cp": White's cp (or "#+N"/"#-N") of the position after it, "best": the reply,
        "searched": 1} or, when the move is the reference's best move in the position before the
        row's move, that position's score and "searched": 0; {"uci": None} when `san` is no
        legal move there."""
        key = f"{self.game_key(r)}/instead/{r['ply']}/{normal_san(san)}"
        entry = self.cached(key)
        if entry is not None:
            return entry
        game_entry = self.cache["games"][self.game_key(r)]
        uci = san_to_uci(self.args.pgn_extract, self.games[r["game"] - 1], r["ply"], san)
        if uci is None:
            return self.store(key, {"uci": None})
        if uci == game_entry["best"][r["ply"] - 1]:
            return self.store(key, {"uci": uci, "cp": game_entry["cp"][r["ply"] - 1],
                                    "best": None, "searched": 0})
        start = time.perf_counter()
        score, best = self.started().analyse(self.position(r, [uci]), self.args.sf_nodes)
        self.seconds += time.perf_counter() - start
        return self.store(key, {"uci": uci, "cp": uciengine.white_score(score, r["side"] == "B"),
                                "best": best, "searched": 1})


def san_to_uci(pgn_extract, game, ply, san):
    """`san`, a move in the position before the ply-th move (1-based) of the game's main line, in
    UCI: the last move pgn-extract gives for a game of the main line's moves before it, then this
    one (after the game's FEN tag, if any). None when it is no legal move there."""
    fen = game.tags.get("FEN")
    tags = f'[SetUp "1"]\n[FEN "{fen}"]\n\n' if fen else ""
    moves, _ = uci_moves(pgn_extract, tags + " ".join(game.sans()[:ply - 1] + [san]) + " *\n")
    return moves[-1] if len(moves) == ply else None


def compute_good_move_views(searches, rows):
    """For every move Kibitz marks ! or !!: Stockfish's two best lines (MultiPV 2, the
    reference's nodes) in the position before it (ExtraSearches.lines_before, cached beside the
    reference under the key "hash/nodes/multipv2/ply"). Sets row["only_move"] to 1 when the move
    played is the best line and the second best loses at least SOUND_DROP of the mover's winning
    chances more (every other move is at least lichess's ?!), 0 otherwise; row["second_drop"] to
    that difference."""
    for r in rows:
        if r["kibitz"] not in ("!", "!!"):
            continue
        lines = searches.lines_before(r)
        r["only_move"] = 0
        r["second_drop"] = ""
        if lines and lines[0][0] == r["uci"]:
            def chances(line):  # the mover's winning chances of a line
                return winning_chances(harness.centipawns((line[1], line[2])))
            gap = chances(lines[0]) - chances(lines[1]) if len(lines) > 1 else 1.0
            r["second_drop"] = round(gap, 4)
            r["only_move"] = int(gap >= SOUND_DROP)


def mover_chances(value, white_moves, cap):
    """The mover's winning chances of White's cp (or "#+N"/"#-N"), capped as the drops are."""
    return winning_chances(numeric_cp(value, cap)) * (1 if white_moves else -1)


def mover_pawns(value, white_moves):
    """White's cp (or "#+N"/"#-N") in pawns from the mover's standpoint: "+0.35", "#-3"."""
    if isinstance(value, str):
        return value if white_moves else value[0] + ("-" if value[1] == "+" else "+") + value[2:]
    return f"{value / 100 * (1 if white_moves else -1):+.2f}"


def compute_suggestion_views(searches, rows, cap):
    """For every main-line move after which Kibitz wrote a variation whose first move is another
    move (row["kibitz_alternative"], its preferred move): the reference's score of that move
    (ExtraSearches.move_instead: Stockfish at the reference's nodes in the position after it, or
    the score of the position before the move played when it is Stockfish's best move there)
    against its score of the move played (the position after it, from the reference), both in
    the mover's winning chances (cp capped at `cap` as the drops are). Sets row["suggestion"] to
    "other" (then also suggestion_uci, suggestion_cp, White's standpoint, suggestion_searched and
    suggestion_gap, the suggestion's chances minus the move played's: below 0, the reference
    scores the suggestion below the game move), "same" (the variation starts with the move
    played) or "illegal" (no legal move in that position)."""
    for r in rows:
        san = r["kibitz_alternative"]
        if not san or not r["uci"]:
            continue
        if normal_san(san) == normal_san(r["san"]):
            r["suggestion"] = "same"
            continue
        view = searches.move_instead(r, san)
        if view["uci"] is None:
            r["suggestion"] = "illegal"
            continue
        if view["uci"] == r["uci"]:
            r["suggestion"] = "same"
            continue
        white_moves = r["side"] == "W"
        played = searches.cache["games"][searches.game_key(r)]["cp"][r["ply"]]
        gap = mover_chances(view["cp"], white_moves, cap) - mover_chances(played, white_moves, cap)
        r.update({"suggestion": "other", "suggestion_uci": view["uci"],
                  "suggestion_cp": view["cp"], "suggestion_searched": view["searched"],
                  "suggestion_played_cp": played, "suggestion_gap": round(gap, 4)})


FORCED_CP = 150               # the next best line this much worse, or more: the move is forced


def compute_forced_views(searches, rows):
    """For every move Kibitz marks ? or ??: Stockfish's two best lines in the position before it
    (ExtraSearches.lines_before, the cache entries of compute_good_move_views). Sets
    row["forced"] to 1 when the move is the only legal one (a one-line answer), or it is the best
    line and the second is FORCED_CP or more worse (the mover's standpoint, a mate as cp
    +-10000), 0 otherwise; row["forced_gap"] to that difference in cp ("" for the only move, or
    when the move is not the best line) and row["forced_lines"] to the lines."""
    for r in rows:
        if r["kibitz"] not in BAD or not r["uci"]:
            continue
        lines = searches.lines_before(r)
        r["forced_lines"] = lines
        r["forced_gap"] = ""
        if len(lines) == 1:
            r["forced"] = 1
        elif lines and lines[0][0] == r["uci"]:
            gap = (harness.centipawns((lines[0][1], lines[0][2]))
                   - harness.centipawns((lines[1][1], lines[1][2])))
            r["forced_gap"] = gap
            r["forced"] = int(gap >= FORCED_CP)
        else:
            r["forced"] = 0


# --- marks ----------------------------------------------------------------------------------

def numeric_cp(value, cap):
    """White's cp as a number for the formula (a mate is +-10000), capped at +-cap if cap."""
    value = harness.centipawns(value)
    if cap:
        value = max(-cap, min(cap, value))
    return value


def reference_class(drop):
    for threshold, mark in THRESHOLDS:
        if drop >= threshold:
            return mark
    return "none"


def show_cp(value):
    if value is None:
        return "-"
    return value if isinstance(value, str) else f"{value:+d}"


def move_label(ply, san, white_first=True, first_number=1):
    """'12. Nf3' or '12... Nf6' for the ply-th move (0-based) of the main line."""
    half = ply + (0 if white_first else 1)
    number = first_number + half // 2
    return f"{number}{'.' if half % 2 == 0 else '...'} {san}"


# --- per-move rows --------------------------------------------------------------------------

SQUARE_AT_END = re.compile(r"([a-h][1-8])(?:=?[QRBN])?$")


def destination(san):
    """The square a SAN move goes to (None for castling or unreadable SAN)."""
    found = SQUARE_AT_END.search(re.sub(r"[+#!?]|e\.p\.", "", san).strip())
    return found.group(1) if found else None


def is_recapture(san, previous_san):
    """A capture on the square where the opponent captured on the move before (from SAN)."""
    return (previous_san is not None and "x" in san and "x" in previous_san
            and destination(san) is not None and destination(san) == destination(previous_san))


def move_rows(games, entries, kibitz_games, cp_cap, nodes=None):
    """One dict per main-line move of `games`: the reference's figures (from `entries`, the
    cache entries by key "hash/nodes", or none when `entries` is None), whether the move is a
    capture or a recapture, and Kibitz's mark, eval and preferred move (from `kibitz_games`, in
    the same order, or none). Returns (rows, facts), facts holding the counts the report warns
    about and the reference's time and engine names."""
    rows = []
    mismatched, loose_san_differences, multi_marks, mate_moves, renamed = [], 0, 0, 0, 0
    sf_seconds = 0.0
    engine_names = set()
    for index, game in enumerate(games, 1):
        entry = None
        if entries is not None:
            entry = entries[f"{cache_key(game)}/{nodes}"]
            sf_seconds += entry["seconds"]
            engine_names.add(entry.get("engine", "?"))
        uci = entry["uci"].split() if entry else [""] * len(game.moves)
        kgame = kibitz_games[index - 1] if kibitz_games else None
        if kgame is not None and any(not same_text(kgame.tags.get(k), game.tags.get(k))
                                     for k in ("White", "Black")):
            renamed += 1
        if kgame is not None and len(kgame.moves) != len(game.moves):
            mismatched.append(f"game {index} (#{game.number}): Kibitz's main line has "
                              f"{len(kgame.moves)} moves, the input's {len(game.moves)}")
            kgame = None
        fen = game.tags.get("FEN")
        white_first = not (fen and len(fen.split()) > 1 and fen.split()[1] == "b")
        first_number = int(fen.split()[5]) if fen and len(fen.split()) > 5 and \
            fen.split()[5].isdigit() else 1
        for ply, move in enumerate(game.moves):
            white_moves = white_first == (ply % 2 == 0)
            previous = game.moves[ply - 1].san if ply else None
            row = {
                "game": index, "game_in_file": game.number, "ply": ply + 1,
                "move": move_label(ply, move.san, white_first, first_number),
                "side": "W" if white_moves else "B", "san": move.san, "uci": uci[ply],
                "capture": int("x" in move.san),
                "recapture": int(is_recapture(move.san, previous)),
                "sf_cp_before": "", "sf_cp_after": "", "sf_best": "", "best_played": "",
                "drop": "", "reference": "", "kibitz": "", "kibitz_nags": "",
                "kibitz_eval_before": "", "kibitz_eval_after": "", "kibitz_alternative": "",
            }
            if entry:
                before, after = entry["cp"][ply], entry["cp"][ply + 1]
                wc_before = winning_chances(numeric_cp(before, cp_cap))
                wc_after = winning_chances(numeric_cp(after, cp_cap))
                drop = (wc_before - wc_after) * (1 if white_moves else -1)
                mate_moves += isinstance(before, str) or isinstance(after, str)
                best = entry["best"][ply] or ""
                row.update({"sf_cp_before": show_cp(before), "sf_cp_after": show_cp(after),
                            "sf_best": best, "best_played": int(best == uci[ply]),
                            "drop": round(drop, 4), "reference": reference_class(drop)})
            if kgame is not None:
                kmove = kgame.moves[ply]
                if normal_san(kmove.san) != normal_san(move.san):
                    loose_san_differences += 1
                marks = [n for n in kmove.nags if n in MOVE_NAGS]
                multi_marks += len(marks) > 1
                eval_before = (kgame.moves[ply - 1].eval() if ply else
                               next((EVAL.search(c).group(1) for c in kgame.pre_comments
                                     if EVAL.search(c)), None))
                row.update({"kibitz": kmove.kibitz_class(),
                            "kibitz_nags": " ".join(f"${n}" for n in kmove.nags),
                            "kibitz_eval_before": eval_before or "",
                            "kibitz_eval_after": kmove.eval() or "",
                            "kibitz_alternative": kmove.alternative or ""})
            rows.append(row)
    facts = {"mismatched": mismatched, "loose_san_differences": loose_san_differences,
             "multi_marks": multi_marks, "mate_moves": mate_moves, "renamed": renamed,
             "sf_seconds": sf_seconds, "engine_names": engine_names}
    return rows, facts


# --- rates and precision --------------------------------------------------------------------

SYMBOLS = ["!!", "!", "!?", "?!", "?", "??"]
MISTAKES = {"??", "?", "?!"}          # the reference's classes, and Kibitz's bad ones
GOOD_SIGN, BAD_SIGN = {"!!", "!", "!?"}, {"??", "?", "?!"}
SOUND_DROP = 0.1                      # below: the move keeps its winning chances (lichess: no mark)
DUBIOUS_DROP = (0.1, 0.3)             # lichess's ?! and ? band: a loss, short of a blunder
PRECISION_RULE = [
    "drop = the mover's loss of winning chances, wc before - wc after, the mover's standpoint "
    "(lichess: >= 0.3 ??, >= 0.2 ?, >= 0.1 ?!); a share is a/n = x%",
    "??, ?, ?!: the reference gives the same class; it gives any of ?!, ?, ?? (drop >= 0.1)",
    "?! also: drop in [0.1, 0.3) (a loss short of a blunder)",
    "!?: drop < 0.1 (the move keeps its winning chances)",
    "! and !!: the move played is Stockfish's best move; drop < 0.1",
    "!! also: how many are captures, and recaptures (SAN: a capture on the square where the "
    "opponent captured the move before)"]


def sign(mark):
    return "good" if mark in GOOD_SIGN else "bad" if mark in BAD_SIGN else "none"


def print_rates(rows, columns):
    """Count and rate per 100 moves of each class, one column per (title, key) of `columns`;
    a column counts the rows where rows[key] is not empty."""
    judged = {key: [r for r in rows if r[key]] for _, key in columns}
    sizes = ", ".join(f"{title} {len(judged[key])}" for title, key in columns)
    print(f"\nRates: count and per 100 main-line moves judged ({sizes} moves):")
    print(f"  {'':6}" + "".join(f"{title:>18}" for title, _ in columns))
    for mark in SYMBOLS + ["none"]:
        cells = []
        for _, key in columns:
            moves = judged[key]
            count = sum(1 for r in moves if r[key] == mark)
            gives = any(r[key] == mark for r in moves) or key != "reference" or \
                mark in REFERENCE_CLASSES
            cells.append(f"{count:>8} {100 * count / len(moves):>6.2f}/100" if moves and gives
                         else f"{'-':>18}")
        print(f"  {mark:6}" + "".join(cells))


def print_precision(rows, judge="kibitz", title="Kibitz", rule=True):
    """For each symbol of the `judge` column, how often the Stockfish reference bears it out
    (PRECISION_RULE, printed first if `rule`), over the rows that have both; a symbol the judge
    never gives is left out."""
    moves = [r for r in rows if r[judge] and r["reference"]]
    if not moves:
        return
    print(f"\nPrecision of {title}'s symbols against Stockfish over {len(moves)} moves"
          + ("; rule:" if rule else " (rule as above):"))
    for line in PRECISION_RULE if rule else []:
        print(f"    {line}")

    def share(part, group):
        return percent_text(sum(1 for r in group if part(r)), len(group))

    for mark in ["??", "?", "?!", "!?", "!", "!!"]:
        group = [r for r in moves if r[judge] == mark]
        if not group:
            print(f"  {title} {mark:<3} {0:>5}")
            continue
        parts = []
        if mark in MISTAKES:
            parts.append(f"same class {share(lambda r: r['reference'] == mark, group)}")
            parts.append(f"any of ?!/?/?? {share(lambda r: r['reference'] in MISTAKES, group)}")
        if mark == "?!":
            low, high = DUBIOUS_DROP
            parts.append(f"drop {low}-{high} {share(lambda r: low <= r['drop'] < high, group)}")
        if mark in ("!", "!!"):
            parts.append(f"SF's best move {share(lambda r: r['best_played'] == 1, group)}")
        if mark in ("!?", "!", "!!"):
            parts.append(f"drop < {SOUND_DROP} {share(lambda r: r['drop'] < SOUND_DROP, group)}")
        if mark == "!!":
            parts.append(f"captures {sum(r['capture'] for r in group)}, of which recaptures "
                         f"{sum(r['recapture'] for r in group)}")
        print(f"  {title} {mark:<3} {len(group):>5}: " + "; ".join(parts))
    print(f"  {'all moves (baseline)':<{len(title) + 11}}: SF's best move "
          f"{share(lambda r: r['best_played'] == 1, moves)}; drop < {SOUND_DROP} "
          f"{share(lambda r: r['drop'] < SOUND_DROP, moves)}; any of ?!/?/?? "
          f"{share(lambda r: r['reference'] in MISTAKES, moves)}")


# --- Kibitz ---------------------------------------------------------------------------------

# The annotation targets, each a (text, share or rate, bound, "min"/"max").
TARGET_PRECISION = 0.80      # Kibitz ??/? that the reference marks ??, ? or ?!
TARGET_FINE_PER_GAME = 0.5   # Kibitz ??/? per game on a move the reference calls fine
FINE_DROP = 0.05             # ... a drop of winning chances under this
TARGET_RATES = {"!!": 0.01, "!": 0.06, "?!": 0.04}  # at most, of the moves (2600+ games)


def print_targets(compared):
    """The annotation targets' figures over `compared` (rows with Kibitz's and the reference's
    marks): the precision of Kibitz's ??/?, its ??/? per game on moves the reference calls fine,
    its ?! per game against the lichess rule's, the rates of !!, ! and ?!, and for every ! and !!
    the reference's view of the move. Each with its target; some targets apply to the 2600+ games
    only, but all are printed for every run."""
    n_games = len({r["game"] for r in compared}) or 1
    kib_bad = [r for r in compared if r["kibitz"] in BAD]
    sound = sum(1 for r in kib_bad if r["reference"] in MISTAKES)
    fine = [r for r in kib_bad if r["drop"] != "" and r["drop"] < FINE_DROP]
    kib_dubious = sum(1 for r in compared if r["kibitz"] == "?!")
    ref_dubious = sum(1 for r in compared if r["reference"] == "?!")

    def verdict(ok):
        return "PASS" if ok else "FAIL"

    print(f"\nTargets over {len(compared)} moves of {n_games} games:")
    share = sound / len(kib_bad) if kib_bad else 1.0
    print(f"  Kibitz ??/? that the reference marks ??, ? or ?!: {percent_text(sound, len(kib_bad))}"
          f" (target ≥ {TARGET_PRECISION:.0%}): {verdict(share >= TARGET_PRECISION)}")
    print(f"  Kibitz ??/? on moves the reference calls fine (drop < {FINE_DROP}): {len(fine)}, "
          f"{len(fine) / n_games:.2f} per game (target ≤ {TARGET_FINE_PER_GAME} on 2600+ games): "
          f"{verdict(len(fine) / n_games <= TARGET_FINE_PER_GAME)}")
    print(f"  ?! per game: Kibitz {kib_dubious / n_games:.2f}, lichess rule "
          f"{ref_dubious / n_games:.2f} (target: Kibitz ≤ lichess on 2600+ games): "
          f"{verdict(kib_dubious <= ref_dubious)}")
    for mark, bound in TARGET_RATES.items():
        count = sum(1 for r in compared if r["kibitz"] == mark)
        rate = count / len(compared) if compared else 0.0
        print(f"  {mark:<2} on {percent_text(count, len(compared))} of the moves (target ≤ "
              f"{bound:.0%} on 2600+ games{', and for !! on amateur games' if mark == '!!' else ''}"
              f"): {verdict(rate <= bound)}")
    good = [r for r in compared if r["kibitz"] in ("!", "!!")]
    if good:
        print("  every ! and !! with the reference's view (SF cp before -> after, White's "
              "standpoint; best: the move is Stockfish's best move; drop):")
    for r in good:
        view = "best move" if r["best_played"] == 1 else f"not best (SF: {r['sf_best']})"
        if r.get("second_drop", "") != "":
            view += (f", the only move (the next best {r['second_drop']:.2f} worse)"
                     if r["only_move"] else f", not the only one (next best "
                     f"{r['second_drop']:.2f} worse)")
        print(f"    game {r['game']:2} {r['move']:<14} {r['kibitz']:<2}  {r['sf_cp_before']:>6} -> "
              f"{r['sf_cp_after']:<6} {view}, drop {r['drop']:.2f}")
    if good and all("only_move" in r for r in good):
        best = sum(1 for r in good if r["best_played"] == 1)
        only = sum(1 for r in good if r["only_move"])
        print(f"  of the {len(good)} ! and !!: Stockfish's best move {percent_text(best, len(good))}; "
              f"the only move that keeps the winning chances (every other at least "
              f"{SOUND_DROP} worse, MultiPV 2) {percent_text(only, len(good))}")


TARGET_SUGGESTIONS_BELOW = 0  # Kibitz's suggestions the reference scores below the game move
TARGET_FORCED_MISTAKES = 0    # Kibitz's ?/?? on moves the reference calls forced


def print_suggestions(compared, nodes):
    """Kibitz's suggestions against the reference (compute_suggestion_views): how many, how many
    the reference scores below the move played (and by SOUND_DROP of the mover's winning chances
    or more), each of them, and the target line."""
    shown = [r for r in compared if r.get("suggestion") == "other"]
    below = [r for r in shown if r["suggestion_gap"] < 0]
    far = [r for r in below if r["suggestion_gap"] <= -SOUND_DROP]
    same = sum(1 for r in compared if r.get("suggestion") == "same")
    illegal = [r for r in compared if r.get("suggestion") == "illegal"]
    print(f"\nKibitz's suggestions (the first move of the first variation after a main-line move) "
          f"against the reference: Stockfish at {nodes:,} nodes in the position after the "
          f"suggested move (the position before it when it is Stockfish's best move there) and "
          f"after the move played, the mover's winning chances:")
    print(f"  suggestions: {len(shown)}; scored below the game move by the reference: {len(below)} "
          f"(by {SOUND_DROP} winning chances or more: {len(far)})")
    if same or illegal:
        print(f"  left out: variations that start with the move played {same}, whose first move "
              f"is no legal move there {len(illegal)}"
              + "".join(f"; game {r['game']} {r['move']}: {r['kibitz_alternative']}"
                        for r in illegal))
    if below:
        print("  each (the mover's standpoint, pawns: the suggestion against the move played; "
              "the difference in winning chances):")
    for r in sorted(below, key=lambda r: r["suggestion_gap"]):
        white_moves = r["side"] == "W"
        how = "" if r["suggestion_searched"] else " (Stockfish's best move: the position's score)"
        print(f"    game {r['game']:2} (#{r['game_in_file']}) {r['move']:<14} suggests "
              f"{r['kibitz_alternative']:<8} {mover_pawns(r['suggestion_cp'], white_moves):>6} "
              f"against {mover_pawns(r['suggestion_played_cp'], white_moves):>6}, "
              f"{r['suggestion_gap']:+.2f}{how}")
    verdict = "PASS" if len(below) <= TARGET_SUGGESTIONS_BELOW else "FAIL"
    print(f"  suggestions below the game move: {len(below)} (target {TARGET_SUGGESTIONS_BELOW}): "
          f"{verdict}")


def print_forced_mistakes(compared, nodes):
    """Kibitz's ?/?? on the moves the reference calls forced (compute_forced_views): each of
    them, and the target line."""
    marked = [r for r in compared if "forced" in r]
    forced = [r for r in marked if r["forced"]]
    print(f"\n?/?? on forced moves (Stockfish's two best lines at {nodes:,} nodes, MultiPV 2, in "
          f"the position before the move; forced: the only legal move, or the best line with the "
          f"next best {FORCED_CP} cp or more worse, the mover's standpoint):")
    for r in forced:
        lines = r["forced_lines"]
        if len(lines) == 1:
            view = "the only legal move"
        else:
            view = (f"best {lines[0][0]} {line_score(lines[0])}, next {lines[1][0]} "
                    f"{line_score(lines[1])}: {r['forced_gap']} cp worse")
        print(f"    game {r['game']:2} (#{r['game_in_file']}) {r['move']:<14} {r['kibitz']:<2}  "
              f"ref {r['sf_cp_before']:>6} -> {r['sf_cp_after']:<6} drop {r['drop']:.2f}; {view}")
    verdict = "PASS" if len(forced) <= TARGET_FORCED_MISTAKES else "FAIL"
    print(f"  ?/?? on forced moves: {len(forced)} of {len(marked)} marked ?/?? "
          f"(target {TARGET_FORCED_MISTAKES}): {verdict}")


def line_score(line):
    """A line's score as written in the cache ("cp", X or "mate", N), the side to move's
    standpoint: "+35 cp" or "mate 3"."""
    return f"{line[2]:+d} cp" if line[1] == "cp" else f"mate {line[2]}"


TURNED = re.compile(r"The game turned at (.*?\))\.")
TURNING_POINT = re.compile(r"(\d+)(\.\.\.|\.) (\S+) \((?:u )?from (\S+) to ([^)]+)\)")
NEVER_TURNED = "The game never turned"


def print_turning_points(games, kibitz_games, rows):
    """Kibitz's turning points (the summary before the first move: "The game turned at 23. Rxe5
    (from 0.30 to -1.20), ...", or "The game never turned: ...") against the reference: its drop
    of the mover's winning chances at each point, and in the games that never turned its largest
    drop after the opening book (the moves after Kibitz's "Out of book" comment). Also reads the
    older words "(u from X to Y)"."""
    points, quiet, unread = [], [], 0
    for index, (game, kgame) in enumerate(zip(games, kibitz_games), 1):
        words = " ".join(" ".join(kgame.pre_comments).split())
        game_rows = [r for r in rows if r["game"] == index and r["drop"] != ""]
        if not game_rows:
            continue
        found = TURNED.search(words)
        if found:
            for number, dots, san, before, after in TURNING_POINT.findall(found.group(1)):
                row = next((r for r in game_rows
                            if r["move"].split(" ")[0] == f"{number}{dots}"
                            and normal_san(r["san"]) == normal_san(san)), None)
                if row is None:
                    unread += 1
                    continue
                points.append((row, before, after))
        elif NEVER_TURNED in words:
            book = next((i for i, m in enumerate(kgame.moves)
                         if any("Out of book" in c for c in m.comments)), -1)
            out_of_book = [r for r in game_rows if r["ply"] >= book + 1]
            largest = max(out_of_book, key=lambda r: r["drop"], default=None)
            quiet.append((index, game, largest))
    print("\nTurning points (Kibitz's summary; the reference's drop of the mover's winning "
          "chances at each):")
    for row, before, after in points:
        print(f"  game {row['game']:2} (#{row['game_in_file']}) {row['move']:<14} "
              f"Kibitz {before} -> {after}; ref {row['sf_cp_before']:>6} -> "
              f"{row['sf_cp_after']:<6} drop {row['drop']:.2f} ({row['reference']})")
    for index, game, largest in quiet:
        text = (f"the reference's largest drop out of book {largest['drop']:.2f} at "
                f"{largest['move']} ({largest['reference']})" if largest else "no move out of book")
        print(f"  game {index:2} (#{game.number}) never turned: {text}")
    n = len(points)
    if n:
        real = sum(r["drop"] >= SOUND_DROP for r, _, _ in points)
        half = sum(r["drop"] >= SOUND_DROP / 2 for r, _, _ in points)
        print(f"  {n} turning points in {len(games) - len(quiet)} games: the reference's drop "
              f">= {SOUND_DROP} (a loss lichess marks) at {percent_text(real, n)}, >= "
              f"{SOUND_DROP / 2:g} at {percent_text(half, n)}")
    if quiet:
        calm = sum(1 for _, _, largest in quiet if largest is None or largest["drop"] < SOUND_DROP)
        print(f"  {len(quiet)} games never turned; in {calm} of them the reference marks no move "
              f"out of book either (largest drop < {SOUND_DROP})")
    if unread:
        print(f"warning: {unread} turning points name no main-line move of their game")


def print_expected_losses(games, kibitz_games, rows):
    """Kibitz's expected points lost per side (the tags WhiteExpectedLoss, BlackExpectedLoss)
    against the reference's: the sum over the side's moves of its drops of winning chances,
    halved (winning chances run from -1 to 1, points from 0 to 1), gains counted as 0."""
    sides = []
    for index, (game, kgame) in enumerate(zip(games, kibitz_games), 1):
        for side in ("White", "Black"):
            tag = kgame.tags.get(f"{side}ExpectedLoss")
            moves = [r for r in rows if r["game"] == index and r["side"] == side[0]
                     and r["drop"] != ""]
            if tag is None or not moves:
                continue
            reference = sum(max(0.0, r["drop"]) for r in moves) / 2
            sides.append((index, side, float(tag), reference, game.result or game.tags.get("Result")))
    if len(sides) < 3:
        return
    kib = [s[2] for s in sides]
    ref = [s[3] for s in sides]
    rho = spearman(kib, ref)
    print(f"\nExpected points lost per side (Kibitz's tag; the reference: its drops of winning "
          f"chances halved, summed): {len(sides)} sides, Spearman "
          f"{'-' if rho is None else f'{rho:.2f}'}; "
          f"mean {sum(kib) / len(kib):.3f} against {sum(ref) / len(ref):.3f}")
    decisive = {}
    for index, side, k, r, result in sides:
        if result in ("1-0", "0-1"):
            loser = (result == "1-0") == (side == "Black")
            decisive.setdefault(index, {})[loser] = (k, r)
    pairs = [v for v in decisive.values() if len(v) == 2]
    if pairs:
        by_kibitz = sum(1 for v in pairs if v[True][0] > v[False][0])
        by_reference = sum(1 for v in pairs if v[True][1] > v[False][1])
        print(f"  decisive games where the loser lost more: by Kibitz's figure {by_kibitz} of "
              f"{len(pairs)}, by the reference's {by_reference}")


RATING_TAG = re.compile(r"^\s*(\d+)\s*\[\s*(\d+)\s*,\s*(\d+)\s*\]\s*$")


def print_rating_estimates(games, kibitz_games):
    """Kibitz's rating estimate per side (the tag WhiteRatingEstimate, "2612 [2380, 2840]")
    against the player's Elo in the input: how often the 95% interval holds the Elo, the misses
    above and below it, and the mean absolute error of the estimate next to that of guessing
    the mean Elo of these players (docs/human-model.md: from one game it says little)."""
    sides = []
    for game, kgame in zip(games, kibitz_games):
        for side in ("White", "Black"):
            elo = game.elo(side)
            match = RATING_TAG.match(kgame.tags.get(f"{side}RatingEstimate", ""))
            if elo is None or not match:
                continue
            estimate, low, high = (int(x) for x in match.groups())
            sides.append((elo, estimate, low, high))
    rated = sum(1 for g in games for side in ("White", "Black") if g.elo(side) is not None)
    if not sides:
        return
    held = sum(1 for elo, _, low, high in sides if low <= elo <= high)
    above = sum(1 for elo, _, low, _h in sides if elo < low)
    below = sum(1 for elo, _, _l, high in sides if elo > high)
    mean_elo = sum(s[0] for s in sides) / len(sides)
    mae = sum(abs(est - elo) for elo, est, _, _ in sides) / len(sides)
    guess = sum(abs(mean_elo - elo) for elo, _, _, _ in sides) / len(sides)
    width = sum(high - low for _, _, low, high in sides) / len(sides)
    print(f"\nRating estimates (Kibitz's tag against the Elo): {len(sides)} of {rated} rated "
          f"sides have one; the 95% interval holds the Elo {percent_text(held, len(sides))} "
          f"(misses: {above} above the Elo, {below} below; mean width {width:.0f}); mean "
          f"absolute error {mae:.0f}, guessing the players' mean Elo {guess:.0f}")


def run_kibitz(args, in_path, out_path):
    command = [args.kibitz, "annotate", str(in_path), "-o", str(out_path),
               "--threads", str(args.threads)]
    if args.elo is not None:
        command += ["--white-elo", str(args.elo), "--black-elo", str(args.elo)]
    for extra in args.kibitz_args:
        command += shlex.split(extra) if " " in extra else [extra]
    print(f"Kibitz: {' '.join(shlex.quote(c) for c in command)}", flush=True)
    try:
        wall, process = harness.timed_run(command, errors="replace")
    except OSError as error:
        sys.exit(f"could not run {args.kibitz}: {error}")
    if process.returncode != 0:
        hint = ""
        if re.search(r"unknown|usage|unrecognized|invalid", process.stderr + process.stdout, re.I):
            hint = ("\n(does this kibitz-cli have the `annotate` command, with these options? "
                    "rebuild it: cmake --build build --target kibitz-cli)")
        sys.exit(f"kibitz-cli annotate failed with exit code {process.returncode}:\n"
                 f"  {' '.join(command)}\n{(process.stderr or process.stdout)[-4000:]}{hint}")
    if not out_path.is_file() or out_path.stat().st_size == 0:
        sys.exit(f"kibitz-cli annotate exited 0 but wrote no {out_path}")
    return wall


# --- report ---------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pgn", help="use the games of this file, or of a set named in GAME_SETS "
                        "(masters-2600): all, or the first --games N")
    parser.add_argument("--games", type=int,
                        help=f"number of games (default {DEFAULT_GAMES}; with --pgn: all)")
    parser.add_argument("--quick", action="store_true",
                        help=f"--games {QUICK_GAMES} --sf-nodes {QUICK_SF_NODES} unless given")
    parser.add_argument("--threads", type=int, default=2, help="Kibitz threads (default 2)")
    parser.add_argument("--elo", type=int,
                        help="both sides' rating for Kibitz (default: Kibitz's, from the Elo tags)")
    parser.add_argument("--sf-nodes", type=int,
                        help=f"Stockfish nodes per position (default {DEFAULT_SF_NODES})")
    parser.add_argument("--cp-cap", type=int, default=0,
                        help="clamp cp to +-CP before the winning-chances formula (default 0: "
                             "no cap, as current lila; 1000: older lila, lichess's browser)")
    parser.add_argument("--csv", help="write one row per main-line move to this file")
    parser.add_argument("--reference-cache", default=str(DEFAULT_CACHE))
    parser.add_argument("--refresh", action="store_true",
                        help="recompute the reference of the chosen games")
    parser.add_argument("--reference-only", action="store_true",
                        help="only build the reference cache (no Kibitz)")
    parser.add_argument("--keep-output", help="keep Kibitz's annotated PGN in this file")
    parser.add_argument("--kibitz-output",
                        help="judge the annotations of this file (an earlier --keep-output of the "
                             "same games) instead of running Kibitz: the same judgements against "
                             "another reference (another --sf-nodes)")
    parser.add_argument("--merge-cache", nargs="+", metavar="FILE",
                        help="add the games of these caches to --reference-cache and exit")
    parser.add_argument("--kibitz", default=str(ROOT / "build/bin/kibitz-cli"))
    parser.add_argument("--stockfish", default=STOCKFISH)
    parser.add_argument("--pgn-extract", default=PGN_EXTRACT)
    parser.add_argument("--kibitz-args", nargs=argparse.REMAINDER, default=[],
                        help="the rest of the command line goes to kibitz-cli annotate")
    args = parser.parse_args()
    if args.games is None and args.quick:
        args.games = QUICK_GAMES
    if args.sf_nodes is None:
        args.sf_nodes = QUICK_SF_NODES if args.quick else DEFAULT_SF_NODES
    if args.games is not None and args.games < 1:
        parser.error("--games must be 1 or more")
    if args.cp_cap < 0:
        parser.error("--cp-cap must be 0 (none) or more")

    if args.merge_cache:
        merged = load_cache(args.reference_cache)
        before = len(merged["games"])
        for path in args.merge_cache:
            if not Path(path).is_file():
                sys.exit(f"{path} not found")
            source = load_cache(path)
            if not source["games"]:
                sys.exit(f"{path} holds no games of format {CACHE_FORMAT}: nothing merged")
            merged["games"].update(source["games"])
        save_cache(args.reference_cache, merged)
        print(f"{args.reference_cache}: {before} -> {len(merged['games'])} entries")
        return

    # Tools.
    if not args.reference_only and not args.kibitz_output and not os.access(args.kibitz, os.X_OK):
        sys.exit(f"{args.kibitz} not found: build Kibitz first "
                 f"(cmake --build build --target kibitz-cli), or pass --kibitz")
    found = uciengine.find(args.stockfish, STOCKFISH)
    if not found:
        sys.exit(f"{args.stockfish} not found: install Stockfish (apt-get install stockfish),"
                 f" or pass --stockfish")
    args.stockfish = found
    if not os.access(args.pgn_extract, os.X_OK):
        sys.exit(f"{args.pgn_extract} not found: apt-get install pgn-extract, "
                 f"or pass --pgn-extract")

    # Games.
    pgn_path = games_file(args.pgn) if args.pgn else DEFAULT_PGN
    if not pgn_path.is_file():
        sys.exit(f"{pgn_path} not found")
    source, all_games = read_pgn(pgn_path)
    if args.pgn:
        games = all_games[:args.games] if args.games else all_games
        how = "all games" if not args.games else f"the first {args.games} games"
    else:
        games = choose_games(all_games, args.games or DEFAULT_GAMES)
        how = (f"the first {args.games or DEFAULT_GAMES} with both Elos >= {MIN_ELO}, 1-0 or "
               f"0-1, no FEN, {MIN_PLIES}..{MAX_PLIES} plies")
    games = [g for g in games if g.moves]
    if not games:
        sys.exit(f"no usable game in {pgn_path}")
    try:
        shown = f"../{pgn_path.resolve().relative_to(ROOT.parent)}"
    except ValueError:
        shown = str(pgn_path)
    plies = sum(len(g.moves) for g in games)
    positions = plies + len(games)
    print(f"games: {shown}, {how}: {len(games)} games, {plies} plies, {positions} positions")
    print(f"  game numbers in the file: {' '.join(str(g.number) for g in games)}")
    for index, game in enumerate(games, 1):
        t = game.tags
        print(f"  {index:2}. #{game.number:<5} {t.get('White', '?')} ({t.get('WhiteElo', '-')}) - "
              f"{t.get('Black', '?')} ({t.get('BlackElo', '-')}), {t.get('Date', '?')}, "
              f"{game.result or t.get('Result', '?')}, {len(game.moves)} plies")
    print(f"settings: Kibitz {args.threads} threads, ratings "
          f"{f'{args.elo}/{args.elo}' if args.elo is not None else 'from the Elo tags'}"
          f"{', extra: ' + ' '.join(args.kibitz_args) if args.kibitz_args else ''}; "
          f"reference Stockfish {SF_THREADS} thread, Hash {SF_HASH_MB} MB, "
          f"{args.sf_nodes:,} nodes a position, cp cap "
          f"{args.cp_cap if args.cp_cap else 'none'}; {os.cpu_count()} cores", flush=True)

    with tempfile.TemporaryDirectory(prefix="kibitz-annotate-bench-") as workdir:
        in_path = Path(workdir) / "games.pgn"
        in_path.write_bytes("\n".join(g.text(source) for g in games).encode("latin-1"))

        # Kibitz first, so that a missing or failing annotator shows at once.
        kibitz_games, kibitz_wall = None, None
        if args.kibitz_output:
            # Kibitz's annotations of an earlier run of the same games (its --keep-output):
            # the same judgements held against another reference, without annotating again.
            out_path = Path(args.kibitz_output)
            print(f"Kibitz: the annotations in {out_path} (not run again)", flush=True)
            _, kibitz_games = read_pgn(out_path)
            if len(kibitz_games) != len(games):
                sys.exit(f"{out_path} holds {len(kibitz_games)} games for {len(games)} chosen")
        elif not args.reference_only:
            out_path = Path(args.keep_output) if args.keep_output else Path(workdir) / "out.pgn"
            if out_path.exists():
                out_path.unlink()
            kibitz_wall = run_kibitz(args, in_path, out_path)
            print(f"Kibitz: done in {kibitz_wall:.1f} s", flush=True)
            _, kibitz_games = read_pgn(out_path)
            if len(kibitz_games) != len(games):
                sys.exit(f"Kibitz wrote {len(kibitz_games)} games for {len(games)} in the input")

        # The reference.
        cache = load_cache(args.reference_cache)
        missing = sum(1 for g in games
                      if args.refresh or f"{cache_key(g)}/{args.sf_nodes}" not in cache["games"])
        if missing:
            print(f"reference: Stockfish at {args.sf_nodes:,} nodes for {missing} games "
                  f"(the rest from {args.reference_cache})", flush=True)
        entries, computed = compute_reference(args, games, source, cache)

    # Per move rows.
    rows, facts = move_rows(games, entries, kibitz_games, args.cp_cap, args.sf_nodes)
    mismatched, loose_san_differences = facts["mismatched"], facts["loose_san_differences"]
    multi_marks, mate_moves, renamed = facts["multi_marks"], facts["mate_moves"], facts["renamed"]
    sf_seconds, engine_names = facts["sf_seconds"], facts["engine_names"]

    # Reference marks per game.
    print()
    engine_text = ", ".join(sorted(engine_names))
    origin = ("computed now" if len(computed) == len(games) else
              f"{len(computed)} games computed now, {len(games) - len(computed)} from the cache"
              if computed else "from the cache")
    print(f"Reference ({engine_text}, {args.sf_nodes:,} nodes, {origin}): marks per game")
    for index, game in enumerate(games, 1):
        marks = [r["reference"] for r in rows if r["game"] == index]
        print(f"  {index:2}. #{game.number:<5} ?? {marks.count('??')}  ? {marks.count('?')}  "
              f"?! {marks.count('?!')}")
    all_marks = [r["reference"] for r in rows]
    print(f"  total over {len(rows)} moves: ?? {all_marks.count('??')}, ? {all_marks.count('?')},"
          f" ?! {all_marks.count('?!')}")
    if mate_moves:
        print(f"  ({mate_moves} moves have a mate score before or after: cp +-10000"
              f"{f', capped at {args.cp_cap}' if args.cp_cap else ''})")

    width = 46

    def show(label, value, note=""):
        print(f"  {label:<{width}} {value:<16} {note}".rstrip())

    print("\nTime:")
    if kibitz_wall is not None:
        show("Kibitz annotate (whole process)", f"{kibitz_wall:8.1f} s")
        show("  games per minute", f"{len(games) / kibitz_wall * 60:8.2f}")
        show("  positions per second", f"{positions / kibitz_wall:8.2f}",
             f"({positions} main-line positions)")
    show(f"Stockfish reference ({args.sf_nodes:,} nodes)", f"{sf_seconds:8.1f} s",
         "measured now" if len(computed) == len(games) else "as stored in the cache")
    if kibitz_wall is not None and sf_seconds:
        show("ratio Kibitz wall / Stockfish wall", f"{kibitz_wall / sf_seconds:8.2f}")

    if args.csv:
        harness.write_csv(args.csv, rows)
        print(f"\nwrote {args.csv}")

    if kibitz_games is None:
        return

    compared = [r for r in rows if r["kibitz"]]
    print(f"\nAgreement over {len(compared)} main-line moves "
          f"(rows: reference, columns: Kibitz):")
    print(f"  {'':6}" + "".join(f"{c:>7}" for c in KIBITZ_CLASSES) + f"{'total':>8}")
    for ref in REFERENCE_CLASSES:
        line = [sum(1 for r in compared if r["reference"] == ref and r["kibitz"] == k)
                for k in KIBITZ_CLASSES]
        print(f"  {ref:6}" + "".join(f"{n:>7}" for n in line) + f"{sum(line):>8}")
    totals = [sum(1 for r in compared if r["kibitz"] == k) for k in KIBITZ_CLASSES]
    print(f"  {'total':6}" + "".join(f"{n:>7}" for n in totals) + f"{len(compared):>8}")

    ref_bad = [r for r in compared if r["reference"] in BAD]
    kib_bad = [r for r in compared if r["kibitz"] in BAD]
    ref_blunders = [r for r in compared if r["reference"] == "??"]
    both = sum(1 for r in ref_bad if r["kibitz"] in BAD)
    extra = [r for r in kib_bad if r["reference"] not in BAD]
    exact = sum(1 for r in compared if r["reference"] == r["kibitz"])
    print()
    show("same class", percent_text(exact, len(compared)))
    show("reference ??/? that Kibitz marks ??/?", percent_text(both, len(ref_bad)))
    show("Kibitz ??/? that the reference does not", f"{len(extra)} of {len(kib_bad)}",
         f"(reference ?!: {sum(r['reference'] == '?!' for r in extra)}, "
         f"none: {sum(r['reference'] == 'none' for r in extra)})")
    caught = sum(1 for r in ref_blunders if r["kibitz"] in BAD)
    recall = caught / len(ref_blunders) if ref_blunders else 1.0
    if args.elo is not None:
        merits_ok = args.elo >= TARGET_ELO
        merit_text = f"ratings {args.elo}"
    else:
        elos = [e for g in games for e in (g.elo("White"), g.elo("Black"))]
        merits_ok = all(e is not None and e >= TARGET_ELO for e in elos)
        merit_text = "ratings from the Elo tags" + ("" if merits_ok else ", some below 2000 or absent")
    verdict = "PASS" if recall >= TARGET_RECALL else "FAIL"
    if not merits_ok:
        verdict += " (target not applicable: ratings below 2000)"
    print(f"\nreference ?? marked ?? or ? by Kibitz: {percent_text(caught, len(ref_blunders))} "
          f"(target ≥ {TARGET_RECALL:.0%} at ratings ≥ {TARGET_ELO}; {merit_text}): {verdict}")

    print_rates(compared, [("Kibitz", "kibitz"), ("reference", "reference")])
    print_precision(compared)
    searches = ExtraSearches(args, games, cache)
    try:
        compute_good_move_views(searches, compared)
        compute_suggestion_views(searches, compared, args.cp_cap)
        compute_forced_views(searches, compared)
    finally:
        searches.close()
    if searches.searched:
        print(f"reference: {searches.searched} more searches in {searches.seconds:.1f} s, "
              f"saved in {args.reference_cache}", flush=True)
    print_targets(compared)
    print_suggestions(compared, args.sf_nodes)
    print_forced_mistakes(compared, args.sf_nodes)
    print_turning_points(games, kibitz_games, rows)
    print_expected_losses(games, kibitz_games, rows)
    print_rating_estimates(games, kibitz_games)

    groups = [
        ("reference ??/?, Kibitz not ??/? (missed)",
         [r for r in compared if r["reference"] in BAD and r["kibitz"] not in BAD]),
        ("Kibitz ??/?, reference not ??/? (extra)", extra),
        ("both ??/?, different classes",
         [r for r in compared if r["reference"] in BAD and r["kibitz"] in BAD
          and r["reference"] != r["kibitz"]]),
    ]
    print("\nDisagreements on ??/? (game, move, reference: SF cp before -> after, White's "
          "standpoint, drop, SF best; Kibitz: class, [%eval] before -> after, preferred move):")
    for title, group in groups:
        print(f"  {title}: {len(group)}")
        for r in group:
            k_eval = (f"{r['kibitz_eval_before'] or '-'} -> {r['kibitz_eval_after'] or '-'}"
                      if r["kibitz_eval_before"] or r["kibitz_eval_after"] else "no eval")
            alternative = f", prefers {r['kibitz_alternative']}" if r["kibitz_alternative"] else ""
            print(f"    game {r['game']:2} (#{r['game_in_file']}) {r['move']:<14} "
                  f"ref {r['reference']:<4} {r['sf_cp_before']:>6} -> {r['sf_cp_after']:<6} "
                  f"drop {r['drop']:.2f} best {r['sf_best'] or '-':<6} "
                  f"kibitz {r['kibitz']:<4} {k_eval}{alternative}")

    for text in mismatched:
        print(f"warning: {text} (left out)")
    if loose_san_differences:
        print(f"note: {loose_san_differences} main-line moves have another SAN in Kibitz's "
              f"output than in the input (compared without +, #, =, glyphs)")
    if renamed:
        print(f"warning: {renamed} of Kibitz's games have other White/Black tags than the input "
              f"game in the same place: are the games in the input order?")
    if multi_marks:
        print(f"note: {multi_marks} moves carry several move NAGs in Kibitz's output; "
              f"the first one counts")
    if mismatched:
        sys.exit(1)


if __name__ == "__main__":
    main()
